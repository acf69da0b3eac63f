/* frontend.h: the AST the parser builds, and the frontend's entry points (parsing, the
 * normalization of early exits, the IR builder).  The AST is Python's, cut down to the
 * TorchScript subset; every node carries its source location for diagnostics. */
#ifndef SCRIPTC_FRONTEND_H
#define SCRIPTC_FRONTEND_H

#include "../ir/ir.h"

typedef enum {
	/* expressions */
	E_NAME,      /* name */
	E_INT,       /* ival */
	E_FLOAT,     /* fval */
	E_STR,       /* str (escapes decoded; adjacent literals concatenated) */
	E_TRUE,
	E_FALSE,
	E_NONE,
	E_ELLIPSIS,  /* ... */
	E_ATTR,      /* a.name */
	E_CALL,      /* a(args...) ; args in list: positional exprs, then E_KEYWORD items */
	E_KEYWORD,   /* name=a (only inside E_CALL's list) */
	E_STARRED,   /* *a (in calls and targets) */
	E_SUBSCRIPT, /* a[b] ; b is an E_TUPLE when the index has top-level commas */
	E_SLICE,     /* a:b:c inside a subscript; any of a, b, c may be NULL */
	E_BINOP,     /* a op b ; op is a TokOp */
	E_UNOP,      /* op a   ; OP_NEG, OP_POS, OP_INVERT, OP_NOT */
	E_BOOLOP,    /* a and b / a or b ; op is OP_AND or OP_OR (left-nested for chains) */
	E_COMPARE,   /* chained: list holds operands (n+1), ops holds the n comparison ops */
	E_IFEXP,     /* b if a else c  (a = condition, b = then, c = else) */
	E_TUPLE,     /* (list...) */
	E_LIST,      /* [list...] */
	E_DICT,      /* {list: list2} keys in list, values in list2 */
	E_LISTCOMP,  /* [a for b in c] (a = element, b = target, c = iterable) */
	E_LAMBDA,    /* unsupported, parsed only to report it */
	/* statements */
	S_EXPR,      /* a */
	S_ASSIGN,    /* list[0] = list[1] = ... = a  (targets in list, value in a) */
	S_AUGASSIGN, /* a op= b */
	S_ANNASSIGN, /* a : b = c  (c may be NULL) */
	S_IF,        /* if a: list else: list2  (elif is a nested S_IF alone in list2) */
	S_WHILE,     /* while a: list  (list2 = else clause, unsupported) */
	S_FOR,       /* for a in b: list  (a = target, list2 = else clause) */
	S_BREAK,
	S_CONTINUE,
	S_RETURN,    /* return a (a may be NULL) */
	S_PASS,
	S_ASSERT,    /* assert a, b (b may be NULL) */
	S_RAISE,     /* raise a (a may be NULL) */
	S_DEF,       /* def name(params) -> a: list ; decorators in list2; params in params */
	S_CLASS,     /* class name(list2 = bases): list */
	S_IMPORT,    /* import str as name  (str = dotted module, name = alias or 0) */
	S_FROMIMPORT,/* from str import names... (list of E_NAME with alias in sym2) */
	S_WITH,      /* with a [as b]: list */
	S_GLOBAL,    /* unsupported, parsed to report it */
	S_DEL,       /* del list */
	S_NKIND
} AstKind;

typedef enum {
	OP_ADD = 1, OP_SUB, OP_MUL, OP_DIV, OP_FLOORDIV, OP_MOD, OP_POW, OP_MATMUL,
	OP_LSHIFT, OP_RSHIFT, OP_BITAND, OP_BITOR, OP_BITXOR,
	OP_NEG, OP_POS, OP_INVERT, OP_NOT,
	OP_AND, OP_OR,
	OP_EQ, OP_NE, OP_LT, OP_LE, OP_GT, OP_GE, OP_IS, OP_ISNOT, OP_IN, OP_NOTIN,
} TokOp;

typedef struct Ast Ast;
typedef struct {
	Ast **v;
	uint32_t n, cap;
} AstList;

typedef struct {
	Sym name;
	Ast *annot;   /* annotation expression or NULL */
	Ast *def;     /* default value or NULL */
	SrcLoc loc;
	int star;     /* 1 for *args, 2 for **kwargs (both unsupported), 3 for a bare '*' */
} Param;

struct Ast {
	AstKind k;
	SrcLoc loc;      /* the whole construct; for E_BINOP the operator's column is opl */
	SrcLoc opl;      /* location of the operator token (binops, compares, calls' '(') */
	TokOp op;        /* E_BINOP/E_UNOP/E_BOOLOP, S_AUGASSIGN */
	Sym name;        /* E_NAME, E_ATTR member, E_KEYWORD, S_DEF/S_CLASS name, import alias */
	Sym sym2;        /* S_FROMIMPORT item alias */
	int64_t ival;    /* E_INT */
	double fval;     /* E_FLOAT */
	const char *str; /* E_STR text, S_IMPORT/S_FROMIMPORT dotted module, docstrings */
	Ast *a, *b, *c;
	AstList list, list2;
	TokOp *ops;      /* E_COMPARE: list.n - 1 operators */
	Param *params;   /* S_DEF */
	uint32_t nparam;
};

typedef struct {
	Arena *arena;
	Diag *diag;
	uint32_t file;   /* diag file index for locations */
	AstList body;    /* the module's statements */
} Module;

/* parse.c (grammar/parser.y + grammar/lexer.l): returns 0, or -1 after reporting errors.
 * Syntax errors are reported as "file:line:col: error: ..." through diag; the parser
 * recovers at the next statement so one run reports every bad statement. */
int fe_parse(Module *m, const char *src, size_t len);

/* ast.c: constructors used by the parser actions (one call per action) */
Ast *ast_new(Arena *a, AstKind k, SrcLoc loc);
void ast_push(Arena *a, AstList *l, Ast *x);
const char *ast_kindname(AstKind k);
void ast_dump(FILE *f, const Ast *x, int indent); /* for debugging the parser */

#endif
