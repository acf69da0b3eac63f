/* frontend.h: the AST the parser builds, and the frontend's entry points (parsing, the
 * normalization of early exits, the IR builder), all the parser and the driver need.  The
 * builder's internals are in builder.h.  The AST is Python's, cut down to the
 * TorchScript subset; every node carries its source location for diagnostics. */
#ifndef SCRIPTC_FRONTEND_H
#define SCRIPTC_FRONTEND_H

#include "../ir/ir.h"

typedef enum {
	/* expressions */
	E_NAME,      /* name */
	E_INT,       /* ival */
	E_FLOAT,     /* fval */
	E_STR,       /* str (escapes decoded; adjacent literals concatenated); ival 1: an
	              * f-string with replacement fields (name: its whole text), computed by
	              * the evaluator of __init__ (interp_fstr.c), refused in forward */
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
	E_DICTCOMP,  /* {a: list[0] for b in c} (a = key, list[0] = value, b, c as above) */
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
	int star;     /* 1 for *args, 2 for **kwargs (both unsupported); the markers '*' (3)
	               * and '/' (4) are only seen by the parser: ast.c drops them */
	int kwonly;   /* after '*' or '*args': given by keyword only */
} Param;

struct Ast {         /* the fields in the order the kinds need them: a node takes only
		      * the bytes its kind uses (ast_size): a name 56, a binop 72, a number
		      * 80, the rest 136; fields only one kind uses share their bytes */
	AstKind k;
	TokOp op;        /* E_BINOP/E_UNOP/E_BOOLOP, S_AUGASSIGN */
	SrcLoc loc;      /* the whole construct; for E_BINOP the operator's column is opl */
	SrcLoc opl;      /* location of the operator token (binops, compares, calls' '(') */
	Sym name;        /* E_NAME, E_ATTR member, E_KEYWORD, S_DEF/S_CLASS name, import alias */
	Sym sym2;        /* S_FROMIMPORT item alias (on its E_NAME items) */
	uint32_t nparam;
	uint32_t depth;  /* expressions: nesting levels down to the leaves (a leaf is 1),
			  * at most AST_MAXDEPTH + 1: deeper was reported */
	/* names, constants True/False/None/... end here */
	Ast *a, *b;
	/* attributes, binary and unary operators, keywords, starred, subscripts end here */
	union {
		int64_t ival;    /* E_INT; E_STR: an f-string with fields */
		double fval;     /* E_FLOAT */
	};
	/* numbers end here */
	Ast *c;
	const char *str; /* E_STR text, S_IMPORT/S_FROMIMPORT dotted module, docstrings */
	AstList list, list2;
	union {
		TokOp *ops;      /* E_COMPARE: list.n - 1 operators */
		Param *params;   /* S_DEF and E_LAMBDA, nparam of them */
		void *memo;      /* for/while: the carried types the builder settled on
				  * (build_stmt.c) */
	};
};

/* An expression nests at most this deep (`x + x + ... + x` with this many terms):
 * the builder and every AST walk recurse on expressions.  CPython 3.11 compiles about
 * 2,500 levels; docs/language.md, "Limits". */
#define AST_MAXDEPTH 3000

typedef struct {
	Arena *arena;
	Diag *diag;
	uint32_t file;   /* diag file index for locations */
	AstList body;    /* the module's statements */
	uint32_t srcline;/* ast.c: a line of the source and the offset where it starts, from */
	size_t srcoff;   /* which the next string literal's prefix is found (they come in order) */
} Module;

/* parse.c (grammar/parser.y + grammar/lexer.l): returns 0, or -1 after reporting errors.
 * Syntax errors are reported as "file:line:col: error: ..." through diag; the parser
 * recovers at the next statement so one run reports every bad statement. */
int fe_parse(Module *m, const char *src, size_t len);

/* ast.c: constructors used by the parser actions (one call per action) */
Ast *ast_new(Arena *a, AstKind k, SrcLoc loc);
size_t ast_size(AstKind k);              /* the bytes of a node of kind k: a prefix of Ast */
void ast_copy(Ast *to, const Ast *from); /* to, a node of from's kind, becomes a copy */
Ast *ast_kid(const Ast *x, int i);        /* a, b, c (i = 0, 1, 2), NULL if x's kind has none */
const AstList *ast_items(const Ast *x, int i); /* list, list2 (i = 0, 1), or an empty list */
void ast_push(Arena *a, AstList *l, Ast *x);
const char *ast_kindname(AstKind k);
void ast_dump(FILE *f, const Ast *x, int indent); /* for debugging the parser */


/* the IR builder (frontend/builder.h holds its internals) */
typedef struct {
	Sym name;        /* parameter name, or 0 when given by position */
	DType dtype;
	int32_t rank;
	Dim dims[16];
} InputSpec;

typedef struct {
	const char *entry;     /* --entry, or NULL for the default (the last function) */
	InputSpec *inputs;
	uint32_t ninput;
	int ranked;            /* Tensor parameters need a rank: ONNX requires one of graph inputs */
	Arena *irarena;        /* the graph's memory, apart from the builder's own (NULL: perm) */
	const struct Weights *weights; /* --weights, opened (runtime/safetensors.h), or NULL */
	const struct CustomOp *customs; /* --custom-op declarations */
	uint32_t ncustom;
} BuildOpts;

/* custom.c: a --custom-op declaration, 'DOMAIN::NAME(Tensor x, float alpha=1.0) -> Tensor' */
enum { CA_TENSOR, CA_OPTTENSOR, CA_INT, CA_FLOAT, CA_BOOL, CA_STR, CA_INTS };
#define CUSTOM_MAXARG 16
typedef struct {
	char name[64];
	int type;             /* CA_* */
	int hasdef;
	char def[64];         /* the default's text; a str's value */
	int64_t i;            /* an int or bool default */
	double f;             /* a float default */
	int64_t ints[CUSTOM_MAXARG]; /* an int[] default */
	uint32_t nints;
} CustomArg;
typedef struct CustomOp {
	const char *decl;     /* as given */
	char domain[64], name[64];  /* torch.ops.DOMAIN.NAME */
	char odomain[64], oname[64]; /* the ONNX node's: the same, or as given after 'as' */
	CustomArg args[CUSTOM_MAXARG];
	uint32_t nargs, nrets;
	InputSpec rets[CUSTOM_MAXARG]; /* rank -1 and DT_UNDEF: `Tensor` (the first Tensor
					* argument's dtype, any shape) */
} CustomOp;
int fe_parse_customop(const char *decl, CustomOp *c, char *err, size_t cap); /* 0, or -1 */

/* build_call.c: the functions the IR builder writes itself (F.dropout, torch.tensordot, ...),
 * not rows of the table; NULL-terminated, for --list-ops */
extern const char *const fe_builder_functions[];

/* build.c: the driver */
Graph *fe_build(Module *m, Arena *perm, const BuildOpts *o); /* NULL after errors */
int fe_parse_input(const char *spec, InputSpec *out, char *err, size_t errlen);

#endif
