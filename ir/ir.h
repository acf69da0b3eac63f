/* ir.h: everything ir/ provides — the arena, diagnostics, interned symbols, hash-consed
 * types, the structured SSA graph (graph, blocks, nodes, values, uses, attributes), the
 * operator registry, the printer and the verifier.  Every other folder includes this header.
 *
 * The IR has TorchScript's shape: a Graph owns one top Block; a Block's nodes circle
 * between a param sentinel (its outputs are the block arguments) and a ret sentinel (its
 * inputs are the block results), so results are ordinary uses and empty blocks are no
 * special case.  All IR memory lives in the compilation arena (g->arena) and is freed once. */
#ifndef SCRIPTC_IR_H
#define SCRIPTC_IR_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* ASAN: built with AddressSanitizer (gcc and clang spell it differently); then memory given
 * back or not to be touched is poisoned (arena.c, frontend/ast.c) */
#if defined(__SANITIZE_ADDRESS__)
#define ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define ASAN 1
#endif
#endif
#ifdef ASAN
#include <sanitizer/asan_interface.h>
#endif

typedef uint32_t Sym; /* interned string; 0 is "no symbol"; equality is == */

typedef struct Arena Arena;
typedef struct Diag Diag;
typedef struct Type Type;
typedef struct Value Value;
typedef struct Node Node;
typedef struct Block Block;
typedef struct Graph Graph;
typedef struct Use Use;
typedef struct Attr Attr;
typedef struct Op Op;
typedef struct OnnxOp OnnxOp; /* backend_onnx/: an ONNX operator's row (backend.h) */
typedef struct Tensor Tensor; /* runtime/: a flat CPU tensor (only pointers here) */

typedef struct {
	uint32_t file; /* index into the diagnostics' file table; 0 = none */
	uint32_t line; /* 1-based; 0 = unknown location */
	uint32_t col;  /* 1-based */
	uint32_t len;  /* characters to underline (at least 1 when printed) */
} SrcLoc;

/* arena.c */
typedef struct {
	void *chunk;
	size_t used;
} ArenaMark;
Arena *arena_new(void);
void *arena_alloc(Arena *a, size_t n); /* zeroed, 16-aligned, never NULL: exits on OOM */
void *arena_alloc_raw(Arena *a, size_t n); /* the same, not zeroed: for what is written whole */
int arena_extend(Arena *a, void *p, size_t n, size_t m); /* the latest block, n -> m bytes */
void arena_onfatal(void (*fn)(void));   /* called once before exiting on out of memory */
char *arena_strndup(Arena *a, const char *s, size_t n);
char *arena_printf(Arena *a, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
ArenaMark arena_mark(Arena *a);
void arena_reset(Arena *a, ArenaMark m);
void arena_clear(Arena *a);   /* all dead: the latest (largest) chunk kept for reuse, empty */
void arena_free(Arena *a);
#define NEW(a, T) ((T *)arena_alloc((a), sizeof(T)))
#define NEWA(a, T, n) ((T *)arena_alloc((a), sizeof(T) * (size_t)(n)))

/* vec: a growable array in an arena (old storage is abandoned to the arena on growth) */
#define VEC(T) struct { T *v; uint32_t n, cap; }
#define vpush(a, vec, x)                                                                   \
	do {                                                                               \
		if ((vec)->n == (vec)->cap)                                                \
			vgrow((a), (void **)&(vec)->v, &(vec)->cap, sizeof(*(vec)->v));    \
		(vec)->v[(vec)->n++] = (x);                                                \
	} while (0)
void vgrow(Arena *a, void **v, uint32_t *cap, size_t elsize);

/* diag.c: GCC-format diagnostics with the source line and a caret */
typedef enum { DIAG_ERROR, DIAG_WARNING, DIAG_NOTE } DiagLevel;
struct Diag {
	const char *fname[8];  /* file table: fname[loc.file] */
	const char *fsrc[8];   /* the file's whole text, to quote lines from */
	size_t fsrclen[8];
	uint32_t nfile;
	uint32_t nerror;       /* errors so far; phases stop when non-zero */
	uint32_t maxerror;     /* stop printing after this many (default 20) */
	uint32_t nwarning;     /* warnings shown */
	int werror;            /* -Werror: a warning is reported as an error */
	int nowarn;            /* -w: warnings are not shown */
	FILE *out;             /* stderr, or a buffer in tests */
	/* --report: each diagnostic shown, its place ("f.py:3:5", or the file alone) and text */
	void (*record)(void *ctx, DiagLevel lv, const char *where, const char *msg);
	void *recordctx;
};
void diag_init(Diag *d, FILE *out);
uint32_t diag_addfile(Diag *d, const char *name, const char *src, size_t len);
void diag(Diag *d, DiagLevel lv, SrcLoc at, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
void vdiag(Diag *d, DiagLevel lv, SrcLoc at, const char *fmt, va_list ap);
int32_t diag_utf8(const char *s, size_t n, uint32_t *len); /* code point and length; -1: not UTF-8 */
int diag_unprintable(int32_t c); /* a control or invisible character, shown escaped */
#define die(...) die_(__FILE__, __LINE__, __VA_ARGS__) /* a bug, not bad input: abort() */
_Noreturn void die_(const char *file, int line, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/* sym.c: interning.  Well-known symbols are compile-time constants S_xxx (sym.def). */
enum {
	S_none = 0,
#define SYM(id, str) S_##id,
#include "sym.def"
#undef SYM
	S_NPREDEF
};
Sym sym_intern(const char *s, size_t n);
Sym sym_cstr(const char *s);
const char *sym_str(Sym s);
Sym sym_fmt(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
Sym sym_prefixed(const char *ns, const char *name); /* "ns::name", cached by name */
Sym sym_numbered(const char *prefix, uint32_t n);  /* "prefix" and n in decimal */
Sym sym_fresh(const char *prefix, uint32_t n); /* a new Sym named so, never interned */
/* a literal's symbol, interned once per call site */
#define SYMC(lit) ({ static Sym sym_c_; sym_c_ ? sym_c_ : (sym_c_ = sym_cstr(lit)); })

/* type.c: hash-consed types — equal types are equal pointers */
typedef enum {
	DT_UNDEF = 0, /* ONNX's TensorProto.DataType numbering, so emission is a copy */
	DT_F32 = 1,
	DT_U8 = 2,
	DT_I8 = 3,
	DT_I16 = 5,
	DT_I32 = 6,
	DT_I64 = 7,
	DT_BOOL = 9,
	DT_F16 = 10,
	DT_F64 = 11,
	DT_BF16 = 16,
} DType;
const char *dtype_name(DType t);     /* "float32" (CLI spelling) */
const char *dtype_tsname(DType t);   /* "Float" (TorchScript spelling in dumps) */
DType dtype_parse(const char *s);    /* CLI spelling; DT_UNDEF if unknown */
DType dtype_torch(const char *s);    /* torch's: float32, float, long, ... (torch.X) */
size_t dtype_size(DType t);
int dtype_isfloat(DType t);
int dtype_isint(DType t);            /* integral, not bool */

/* A Dim is a known size (>= 0), DIM_UNKNOWN, or a named symbolic size (dim_sym). */
typedef int64_t Dim;
#define DIM_UNKNOWN ((Dim)-1)
#define dim_issym(d) ((d) <= -2)
#define dim_sym(s) ((Dim) - 2 - (Dim)(s))
#define dim_symof(d) ((Sym)(-2 - (d)))
#define dim_known(d) ((d) >= 0)

typedef enum {
	T_TENSOR,
	T_INT,    /* Python int: int64 */
	T_FLOAT,  /* Python float: double */
	T_BOOL,
	T_STR,
	T_NONE,
	T_DTYPE,  /* a torch.dtype value, e.g. torch.float32 (an int at run time) */
	T_DEVICE, /* a device string; has no run-time meaning for ONNX */
	T_LIST,   /* List[elem] */
	T_TUPLE,  /* Tuple[elems...] */
	T_OPTIONAL,
	T_DICT,   /* Dict[str, elem]: only in annotations; the builder keeps dicts as values */
	T_ANY,    /* only in schemas / error messages */
} TypeKind;

struct Type {
	TypeKind kind;
	DType dtype;   /* T_TENSOR: element type; DT_UNDEF = unknown */
	int32_t rank;  /* T_TENSOR: number of dims; -1 = unknown rank */
	Dim *dims;     /* T_TENSOR: rank entries */
	Type *elem;    /* T_LIST, T_OPTIONAL */
	Type **elems;  /* T_TUPLE */
	uint32_t nelem;
	uint32_t hash;
	Type *hnext;   /* hash-cons chain */
};
void type_init(void);
Type *ty_tensor(DType dt, int32_t rank, const Dim *dims);
Type *ty_int(void);
Type *ty_float(void);
Type *ty_bool(void);
Type *ty_str(void);
Type *ty_none(void);
Type *ty_dtype(void);
Type *ty_device(void);
Type *ty_any(void);
Type *ty_list(Type *elem);
Type *ty_dict(Type *elem);   /* Dict[str, elem] */
Type *ty_tuple(Type **elems, uint32_t n);
Type *ty_optional(Type *elem);
Type *ty_join(Type *a, Type *b); /* least general type of both (dims to unknown); NULL if none */
int ty_isscalar(const Type *t);  /* int, float or bool */
/* tensor types a and b prove one shape: each dim the same size or the same symbolic dim */
int ty_sameshape(const Type *a, const Type *b);
/* tensor type t has a dim known to be 0: it holds no element */
int ty_knownzero(const Type *t);
/* dim i of tensor type a and dim j of b are the same symbolic dim: one size at run time */
int ty_samesym(const Type *a, int64_t i, const Type *b, int64_t j);
char *ty_str_of(Arena *a, const Type *t); /* "Float(batch, 3)", "int", "List[int]" */

/* graph.c */
typedef enum { A_INT, A_FLOAT, A_STR, A_INTS, A_FLOATS, A_TENSOR, A_GRAPH, A_TYPE, A_STRS } AttrKind;
struct Attr {
	Sym name;
	AttrKind kind;
	int64_t i;
	double f;
	const char *s;
	int64_t *ints;
	double *floats;
	const char **strs; /* A_STRS (ONNX RNN's activations) */
	uint32_t n;      /* A_INTS/A_FLOATS/A_STRS length */
	Tensor *t;       /* A_TENSOR */
	Graph *g;        /* A_GRAPH: a callee (prim::CallFunction) */
	Type *type;      /* A_TYPE */
	Attr *next;
};

struct Use {
	Value *val;      /* the value used */
	Node *user;      /* the node using it */
	uint32_t idx;    /* input slot in user */
	Use *next, **prevp; /* the value's use list; O(1) unlink */
};

struct Value {
	Node *def;   /* defining node (a block's param sentinel for block arguments) */
	uint32_t idx;/* output index in def */
	uint32_t id; /* dense, for side tables */
	Sym name;    /* debug name from the script ("x"); 0 = anonymous */
	Type *type;
	Use *uses;
	void *aux;   /* scratch owned by the running pass/lowering */
};

struct Node {
	Sym kind;          /* aten::add, prim::If, onnx::Add */
	const Op *op;      /* registry row (the matched overload); NULL for prim/onnx nodes */
	const OnnxOp *onnx;/* onnx:: nodes: the ONNX operator version in force (onnx_ops.def) */
	Node *prev, *next; /* circular, through the owning block's two sentinels */
	Block *owner;
	Use *in;           /* nin input slots */
	Value **out;       /* nout outputs */
	Block **blk;       /* nblk nested blocks */
	Attr *attr;
	uint32_t nin, nout, nblk, capin;
	SrcLoc loc;
	Sym scope;         /* readable name prefix, e.g. /layers.0/conv */
	uint32_t id;
	uint32_t mark;     /* scratch owned by the running pass */
};

struct Block {
	Node *owner; /* the node this block is nested in; NULL for the top block */
	Node param;  /* sentinel: outputs are the block arguments */
	Node ret;    /* sentinel: inputs are the block results */
};

struct Graph {
	Block *top;
	Arena *arena;
	uint32_t nvalue, nnode;
	uint32_t ncall;        /* prim::CallFunction nodes ever made: none, nothing to inline */
	uint32_t nweight;      /* weights ever made (ir_weight): none, no initializers to seek */
	Sym name;
	const char **outnames; /* top result i's name (a returned dict's key), or NULL */
};

Graph *ir_graph(Arena *a);
Block *ir_block(Graph *g, Node *owner);
Node *ir_node(Graph *g, Sym kind, uint32_t nout, SrcLoc loc);
void ir_addinput(Graph *g, Node *n, Value *v);
void ir_setinput(Node *n, uint32_t i, Value *v);
void ir_removeinput(Node *n, uint32_t i);
void ir_dropinputs(Node *n);
Value *ir_addoutput(Graph *g, Node *n, Type *t);
void ir_removeoutput(Node *n, uint32_t i);  /* the output must be unused */
Block *ir_addblock(Graph *g, Node *n);
Value *ir_addparam(Graph *g, Block *b, Type *t, Sym name);
void ir_removeparam(Block *b, uint32_t i);  /* must be unused */
void ir_addresult(Graph *g, Block *b, Value *v);
void ir_removeresult(Block *b, uint32_t i);
#define ir_nparam(b) ((b)->param.nout)
#define ir_param(b, i) ((b)->param.out[i])
#define ir_nresult(b) ((b)->ret.nin)
#define ir_result(b, i) ((b)->ret.in[i].val)
#define ir_in(n, i) ((n)->in[i].val)
#define ir_first(b) ((b)->param.next)
#define ir_end(b) (&(b)->ret)
/* A walk over a block's nodes prefetches the memory IR_AHEAD bytes on (ir_ahead; ir_behind
 * for a walk from the end).  Nodes lie in the arena in program order, each with its output
 * values and input slots (95% of the next nodes within 1 KB, at 40,000 statements), but a
 * walk follows n->next, one load at a time, and the hardware did not run ahead: at 40,000
 * statements, where the graph (50 MB) is past the cache, each node cost a trip to memory
 * (hoist 60-95 ns a node).  Prefetching 8 KB (about 25 nodes) on took the passes from fold
 * to onnxdce from 66 to 47 ms there (1 KB on did nothing; 4 and 16 KB did as 8); a
 * 4,000-statement graph is in cache, and the same.  Past the end of a chunk it does no harm:
 * a prefetch does not fault. */
#ifndef IR_AHEAD
#define IR_AHEAD 8192
#endif
#define ir_prefetch(n, d) (__builtin_prefetch((const void *)((uintptr_t)(n) + (d))), \
			   __builtin_prefetch((const void *)((uintptr_t)(n) + (d) + 64)))
#define ir_ahead(n) ir_prefetch(n, IR_AHEAD)
#define ir_behind(n) ir_prefetch(n, -(uintptr_t)IR_AHEAD)
void ir_insertbefore(Node *n, Node *pos);
void ir_insertafter(Node *n, Node *pos);
void ir_append(Block *b, Node *n);
void ir_unlink(Node *n);              /* remove from its block (inputs stay attached) */
void ir_destroy(Node *n);             /* unlink, drop inputs; outputs must be unused */
void ir_replaceuses(Value *from, Value *to);
void ir_movenodes(Block *b, Node *n);   /* b's nodes go before n, in order */
void ir_inlineblock(Node *n, Block *b); /* b's nodes go before n, n's outputs become b's
					 * results, n is destroyed (a constant If, a call) */
uint32_t ir_nuses(const Value *v);
int ir_dominates_block(const Block *outer, const Block *inner); /* inner nested in outer */
Value *ir_const_int(Graph *g, Node *pos, int64_t v, SrcLoc loc);
Value *ir_const_float(Graph *g, Node *pos, double v, SrcLoc loc);
Value *ir_const_bool(Graph *g, Node *pos, int v, SrcLoc loc);
Value *ir_const_none(Graph *g, Node *pos, SrcLoc loc);
Value *ir_const_str(Graph *g, Node *pos, const char *s, SrcLoc loc);
Value *ir_const_ints(Graph *g, Node *pos, const int64_t *v, uint32_t n, SrcLoc loc);
/* A weight: a prim::Constant (onnx::Constant once lowered) whose `value` is a parameter's or
 * buffer's tensor, its data in the --weights file's mapping (never copied), with a string
 * attribute `weight` holding its state_dict key.  Emission writes it as a graph initializer
 * named by the key, its bytes straight from the mapping (backend_onnx/emit.c).  The node
 * is made, not inserted: the caller puts it (at the top of the graph, with the other
 * constants).  t->mapped says whether its data is a file's mapping. */
Node *ir_weight(Graph *g, Tensor *t, const char *key, SrcLoc loc);
const char *ir_weightkey(const Node *n); /* n's key if n is a weight, else NULL */
int ir_isconst(const Value *v);       /* defined by prim::Constant */
int ir_constint(const Value *v, int64_t *out);   /* int or bool constant */
int ir_constfloat(const Value *v, double *out);  /* int, float or bool constant */
int ir_constints(const Value *v, int64_t **out, uint32_t *n);
int ir_intlist(const Value *v, int64_t *out, uint32_t max, uint32_t *n); /* an int[] constant
				 * or a list display of int constants, of at most max: into out */
int ir_isnone(const Value *v);
Attr *ir_attr(const Node *n, Sym name);
Attr *ir_setattr(Graph *g, Node *n, Sym name, AttrKind k);
void ir_attr_i(Graph *g, Node *n, Sym name, int64_t v);
void ir_attr_f(Graph *g, Node *n, Sym name, double v);
void ir_attr_s(Graph *g, Node *n, Sym name, const char *s);
void ir_attr_ints(Graph *g, Node *n, Sym name, const int64_t *v, uint32_t k);
void ir_attr_strs(Graph *g, Node *n, Sym name, const char *const *v, uint32_t k);
void ir_attr_t(Graph *g, Node *n, Sym name, Tensor *t);
void ir_attr_type(Graph *g, Node *n, Sym name, Type *t);
void ir_renumber(Graph *g);           /* dense ids for values and nodes */
Node *ir_clone_into(Graph *g, Node *n, Block *dst, Node *pos, Value **map);
	/* deep-copies n (and its blocks) before pos; map[old value id] -> new value */

/* op.c: the operator registry, one row per PyTorch overload (ops.def) */
typedef enum {
	F_PURE = 1,      /* no side effect: DCE and CSE may remove/merge it */
	F_METHOD = 2,    /* spelled x.name(...) (a Tensor method) */
	F_FUNC = 4,      /* spelled torch.name(...) */
	F_NN = 8,        /* spelled F.name(...) (torch.nn.functional) */
	F_MATH = 16,     /* spelled math.name(...) */
	F_INPLACE = 32,  /* x.name_(...) is its in-place form (aten::name_ with the same arguments):
	                  * the builder computes this row, then writes the result into x */
	F_FLOAT = 64,    /* integral and bool tensors compute in the default float dtype (exp) */
	F_NOBOOL = 128,  /* PyTorch refuses bool tensors ("not implemented for 'Bool'") */
	F_NOINT = 256,   /* PyTorch refuses integral and bool tensors (silu, gelu) */
	F_EXPAND = 512,  /* the IR builder expands a call into other rows (build_multi.c: split,
	                  * kthvalue, ...), so no node of this row reaches the IR */
	F_LIKESELF = 1024, /* the result is self with some elements replaced (scatters, fills,
	                    * copy): PyTorch lays it out as self (frontend/tensor.c, contiguity) */
	F_NOREAD = 2048, /* reads no tensor element it is given: a length, or a new sequence
	                  * with an element added or replaced (len, append, insert, _set_item),
	                  * so a stale tensor of a sequence may reach it (frontend/held.c) */
	F_PYSIG = 4096,  /* the schema is a Python function's of torch.nn.functional (F.threshold):
	                  * TorchScript passes no int for its float parameters, as it does for
	                  * aten's (match.c) */
	F_LINALG = 8192, /* spelled torch.linalg.NAME(...) for aten::linalg_NAME */
	/* bits 24..31: the Python operator that spells it (F_PY(PY_ADD)), PY_NONE if none */
} OpFlag;

/* Python operators, each spelling the rows marked F_PY(PY_x) */
typedef enum { PY_NONE, PY_ADD, PY_SUB, PY_MUL, PY_DIV, PY_FLOORDIV, PY_MOD, PY_POW,
	PY_MATMUL, PY_AND, PY_OR, PY_XOR, PY_EQ, PY_NE, PY_LT, PY_LE, PY_GT, PY_GE, PY_NEG,
	PY_INVERT, PY_NOT, PY_LSHIFT, PY_RSHIFT, NPY } PyOp;
#define F_PY(p) ((uint32_t)(p) << 24)
#define op_py(o) ((PyOp)((o)->flags >> 24))
extern const char *const op_pytext[NPY]; /* "+", "-", ... "-x", "~x", "not x": as Python
                                          * writes them */

typedef enum { AT_TENSOR, AT_INT, AT_FLOAT, AT_BOOL, AT_SCALAR, AT_INTS, AT_FLOATS, AT_BOOLS,
	AT_DTYPE, AT_STR, AT_DEVICE, AT_TENSORS, AT_ANY } ArgType;
typedef struct {
	Sym name;
	ArgType type;
	int optional;    /* "int?" accepts None */
	int kwonly;      /* after '*' */
	int hasdef;
	const char *def; /* default as text: "1", "None", "False", "[]", "-1", "0.5" */
	int listlen;     /* "int[2]": scalar broadcasts to a list of this length */
	char alias;      /* "Tensor(a)": the alias set's letter, 0 if none */
	int write;       /* "Tensor(a!)": the operator writes it */
	int elemopt;     /* "Tensor?[]": a list whose elements may be None */
} OpArg;

typedef struct Lower Lower;
typedef int (*InferFn)(Graph *g, Node *n, Diag *d);
typedef int (*LowerFn)(Lower *lw, Node *n);
struct Op {
	Sym ns, name;         /* aten, add */
	Sym kind;             /* aten::add */
	const char *schema;   /* as PyTorch writes it */
	uint32_t flags;
	InferFn infer;
	LowerFn lower;
	const char *onnx;     /* OP1 rows: the ONNX operator it lowers to 1:1 (lower_1to1) */
	const char *lowonnx;  /* OPX rows: the ONNX operator its shared lowering hook emits
	                       * (lower_addsub: Add, Sub; lower_cmp: Less, Equal; ...) */
	/* parsed from schema at startup */
	const char *overload; /* "Tensor", "Scalar", "" */
	OpArg *args;
	uint32_t nargs;
	Type **rets;          /* return types with T_TENSOR as "some tensor" */
	uint32_t nrets;
	Sym *retnames;        /* "-> (Tensor values, Tensor indices)": the NamedTuple's fields */
	ArgType ret0;
	char retalias;        /* "-> Tensor(a)": the result may be the argument marked a */
};
enum {
#define OP(ns, nm, ov, sch, fl, inf, low) OP_##ns##_##nm##_##ov,
#define OP1(ns, nm, ov, sch, fl, inf, ox) OP_##ns##_##nm##_##ov,
#include "ops.def"
#undef OP
#undef OP1
	NOP
};
extern Op optab[NOP];
void op_init(void);                     /* the operators by name (schemas parsed on lookup) */
void op_all(void);                      /* parses every schema; die()s on a bad row */
const Op *op_first(Sym kind);           /* first overload of aten::name, or NULL */
const Op *op_next(const Op *o);         /* next overload of the same operator */
int op_isview(const Op *o);    /* the result may share self's tensor (the schema's marks) */
int op_mutates(const Op *o);   /* it writes self in place: Tensor(a!) self */
int op_is(const Op *o, uint32_t row);   /* is o an overload of the operator of optab[row]? */
uint32_t op_row(const Op *o);           /* o's OP_* enum */
const Op *op_at(uint32_t row);          /* optab[row], its schema parsed (the builder's
                                         * row-level emission: frontend/kernel.c) */
int ir_isrow(const Node *n, uint32_t row); /* is n of that overload (op_is takes any) */
const Op *op_spelled(Sym kind, uint32_t spelling); /* first overload with that F_ flag */
const char *op_alias(const char *alt);  /* the operator ALIAS rows name alt (div), or NULL */
int op_aliases(const char *alt, const Op *o);  /* does an ALIAS row spell o as alt? */
int op_aliasrow(uint32_t i, const char **alt, const Op **o); /* the i-th; 0 past the end */
const char *op_opsets(Arena *a, const Op *o); /* op_opsets.c: "11-21", the opsets it was
                                        * measured to compile at; "" if not measured */
const Op *op_forpy(const char *text, int tensor);  /* the row a Python operator spells: on
                                        * tensors, its overload on tensors; on numbers, its first
                                        * scalar overload (the builder matches the rest) */

/* args.c: a node's arguments by their schema names, read one way by inference and lowering;
 * errors are "KIND: message", and lowering's add " (opset N)": a reader that may fail is
 * given the opset lowered to, or ARG_INFER.
 * arg_at: the argument's index, or -1 if the overload has none.
 * arg_const: 1 with the constant in *k (dflt if the overload has none), 0 if it is known
 *   only at run time.
 * arg_int: 0 with the constant in *k, or -1 after "NAME must be a constant".
 * arg_ints: the values of an int[] that is a constant or a display of constants: their
 *   count, or -1 if one is known only at run time or there are more than max.
 * arg_vfail: the error writer of infer_fail and lw_fail; -1.  arg_fail: the same, with the
 *   arguments given (the hooks' argument readers, whose errors infer and lower share). */
enum { ARG_INFER = 0 };
int arg_at(const Node *n, const char *name);
int arg_const(const Node *n, const char *name, int64_t dflt, int64_t *k);
int arg_int(Diag *d, int opset, const Node *n, const char *name, int64_t *k);
int arg_ints(const Value *v, int64_t *out, int max);
int arg_vfail(Diag *d, int opset, const Node *n, const char *fmt, va_list ap);
int arg_fail(Diag *d, int opset, const Node *n, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

/* infer.c: helpers shared by the per-operator inference hooks (infer_*.c) */
DType infer_promote(DType a, DType b);         /* torch.promote_types */
DType infer_result_type(Node *n, uint32_t first, uint32_t count); /* torch.result_type */
DType infer_result_of(const Type *const *t, uint32_t n); /* the same, of these types */
DType infer_dtypeof(const Value *v);           /* tensor dtype, or a scalar's wrapped dtype */
int infer_rank(const Value *v);                /* -1 if unknown or not a tensor */
Dim infer_dim(const Value *v, int32_t i);      /* dim i of a tensor (i may be negative) */
Dim infer_dimval(const Value *v);              /* an int value as a Dim: constant, or a size */
int infer_ints(const Value *v, Dim *out, int max); /* int[] value -> Dims; -1 if unknown length */
int infer_normdim(Graph *g, Node *n, Diag *d, int64_t dim, int32_t rank, int extra);
int dim_wrap(int64_t dim, int32_t rank); /* dim in [0, rank) as PyTorch wraps it; -1 if out */
int infer_broadcast(Graph *g, Node *n, Diag *d, const Type *a, const Type *b, int32_t *rank,
	Dim *dims);
const char *einsum_equation(const char *eq, uint32_t nops, const int32_t *ranks, char *out,
	size_t cap, char *err, size_t errcap); /* einsum.c: spelled out, or NULL (err) */
int infer_fail(Diag *d, const Node *n, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void infer_set(Node *n, uint32_t i, Type *t);
int infer_anyrank(Node *n, DType dt);   /* the result is a tensor of unknown rank; 0 */
DType infer_dtypearg(const Node *n);            /* the constant dtype= argument, or DT_UNDEF */
/* infer_pool.c: the pools' parameters (constants, checked as PyTorch checks them), for
 * inference and lowering alike; stride is the kernel where omitted, divisor 0 when None */
typedef struct {
	int nd;                            /* spatial dims */
	int64_t kernel[3], stride[3], pad[3], dilation[3];
	int ceil, include_pad;
	int64_t divisor;
} PoolParams;
int pool_params(Diag *d, int opset, const Node *n, PoolParams *p); /* 0, or -1 after an error */
int64_t pool_outsize(const PoolParams *p, int k, int64_t l); /* PyTorch's output size */
int adaptive_size(Diag *d, int opset, const Node *n, int64_t *os); /* output_size; -1: error */
/* infer_resize.c: F.interpolate's arguments (constants, checked as PyTorch checks them), for
 * inference and lowering alike */
enum { RS_NEAREST, RS_NEAREST_EXACT, RS_AREA, RS_LINEAR, RS_BILINEAR, RS_BICUBIC, RS_TRILINEAR };
typedef struct {
	int nd;           /* spatial dims */
	int mode;         /* RS_* */
	int align;        /* align_corners (None: False) */
	int bysize;       /* the output size is size= (size[k]: a Dim), else from scale[k] */
	int hasscale;     /* the kernels use 1 / scale[k] (given and not recomputed) */
	Dim size[3];
	double scale[3];
} ResizeParams;
int resize_params(Diag *d, int opset, const Node *n, const Type *x, ResizeParams *p);
Dim resize_outsize(const ResizeParams *p, int k, Dim l); /* output size for input size l */
int resize_isint(const Value *v); /* an int argument (lowered or not) */
int shuffle_factor(Diag *d, int opset, const Node *n, int64_t *k); /* infer_shuffle.c */
/* infer_embed.c: embedding's and embedding_bag's arguments, for inference and lowering */
typedef struct {
	int bag;          /* embedding_bag */
	int iw, ii;       /* the inputs that are the weight and the indices */
	int64_t pad;      /* embedding_bag's padding_idx in [0, V), -1 if None */
	int mode;         /* 0 sum, 1 mean, 2 max */
	int last;         /* include_last_offset (1-d input) */
	int hasoff, haspsw;
} EmbedParams;
int embed_params(Diag *d, int opset, const Node *n, EmbedParams *p); /* 0, or -1 */
int act_dim(Diag *d, int opset, const Node *n, int32_t rank, int64_t *dim); /* infer_act.c */
int softmax_dtype(Diag *d, const Node *n, int islog, DType dt, int32_t rank, int64_t dim);
				/* infer_reduce.c: PyTorch's refusal of softmax in dtype dt; 0 or -1 */
/* infer_loss.c: the losses' arguments, for inference and lowering */
enum { LOSS_NONE, LOSS_MEAN, LOSS_SUM };
typedef struct {
	int red;          /* LOSS_* */
	int64_t ignore;   /* ignore_index */
	double ls, beta;  /* label_smoothing, smooth_l1's beta */
	int probs;        /* cross_entropy with class probabilities */
	int cdim;         /* the class dim (0 for a 1-d input, else 1) */
	int batchmean;    /* kl_div's reduction 'batchmean': the sum over the batch size */
	double delta;     /* huber_loss */
	double margin;    /* the margin losses' margin */
	double p, eps;    /* triplet_margin_loss's norm (multi_margin_loss's p 1 or 2); eps */
	int swap, full, log_input, log_target;
} LossParams;
int loss_params(Diag *d, int opset, const Node *n, LossParams *p); /* 0, or -1 */
int loss_named(const Node *n, const char *s);
/* infer_margin.c: the shapes of the losses over a dim (cosine_embedding, triplet_margin,
 * multi_margin, multilabel_margin, multilabel_soft_margin); 1 if n is not one of them */
int infer_margin(Graph *g, Node *n, Diag *d, const LossParams *p);
/* infer_fold.c: F.unfold's and F.fold's parameters, for inference and lowering */
typedef struct {
	int fold;                                  /* fold (col2im), else unfold */
	int64_t out[2], k[2], d[2], p[2], s[2];    /* output_size, kernel, dilation, padding, stride */
} FoldParams;
int fold_params(Diag *d, int opset, const Node *n, FoldParams *p); /* 0, or -1 */
int64_t fold_blocks(const FoldParams *p, int i, int64_t l); /* blocks along dim i of size l */
/* infer_create.c: arange's rules, for inference and lowering alike */
int64_t infer_arange_len(DType dt, const double *v); /* length of (start, end, step); -1: raises */
DType infer_arange_dtype(const Node *n);        /* dtype=, or int64/float32 by the arguments */
int infer_arange_args(const Node *n, double *v); /* (start, end, step) if all constant */
#define MAXRANK 16

/* infer_conv.c: a convolution's arguments, read and checked once (PyTorch's rules) for
 * inference and lowering alike; -1 after a located error */
typedef struct {
	int nd;                 /* spatial dims: 1, 2, 3 */
	int transposed;         /* conv_transpose */
	int unbatched;          /* the input has no batch dim */
	int same;               /* padding='same' */
	DType dtype;
	int64_t groups;
	int64_t stride[3], dil[3], padl[3], padr[3], outpad[3];
	int runpad;             /* conv_transpose's output_padding known only at run time: outpad
				 * is the largest valid, the result cut to the one given */
	Dim k[3];               /* the kernel's sizes (the weight's spatial dims) */
	Dim out[3];             /* the result's spatial sizes */
	Dim cout;               /* the result's channels */
} ConvParams;
int conv_params(Diag *d, int opset, const Node *n, ConvParams *p);

/* infer_pad.c: F.pad's arguments, read and checked once (PyTorch's rules); -1 after a
 * located error */
typedef enum { PAD_CONSTANT, PAD_REFLECT, PAD_REPLICATE, PAD_CIRCULAR } PadMode;
typedef struct {
	PadMode mode;
	int k;                        /* dims padded: the last k */
	int known;                    /* pad is constant: its values in pad */
	int64_t pad[2 * MAXRANK + 2]; /* as PyTorch lists them: (left, right) from the last dim */
	Value *value;                 /* constant mode's value, or NULL (0) */
} PadParams;
int pad_params(Diag *d, int opset, const Node *n, PadParams *p);

/* infer_index.c: the non-None entries of aten::index(self, indices), read once for inference
 * and lowering alike */
typedef struct {
	Value *v;        /* the index: an int64 tensor, a bool/uint8 mask, or an int[] */
	uint32_t entry;  /* its position in the indices list */
	int32_t dim;     /* the first dim of self it indexes */
	int32_t ndim;    /* how many dims of self it consumes: 1, or a mask's rank */
	int mask;        /* a bool or uint8 mask (the elements it keeps: NonZero) */
	int32_t rank;    /* rank of its index shape (a mask: 1, its true count); -1 unknown */
	Dim dims[MAXRANK];
} IndexItem;
int infer_index_items(Graph *g, Node *n, Diag *d, IndexItem *it, int max); /* count; -1 */
int infer_index_adjacent(const IndexItem *it, int k); /* no None between the entries */
int infer_index_shape(Graph *g, Node *n, Diag *d, int32_t *rank, Dim *out); /* x[indices] */

/* infer_scatter.c */
const char *infer_scatter_reduce(const Node *n); /* scatter's reduce=: "add", "mul" or NULL
						    * (NULL too if n has no reduce=) */

/* fold.c: folding of operators on Python numbers and of sizes known at compile time.
 * One function for the IR builder (which folds as it goes) and the constant folding pass. */
Value *ir_fold(Graph *g, Node *n); /* a constant inserted before n, or NULL: nothing folded */

/* print.c */
void ir_print(FILE *f, Graph *g, Diag *d); /* TorchScript graph syntax */
void ir_putstr(FILE *f, const char *s);     /* a string literal, quoted and escaped */
char *ir_valname(Arena *a, const Value *v);
const char **ir_printnames(Arena *a, Graph *g); /* by value id: "%x.1" as ir_print names it */

/* dot.c: the graph as Graphviz draws it (--dump-dot) */
void ir_dot(FILE *f, Graph *g, Diag *d);

/* verify.c */
int ir_verify(Graph *g, Diag *d, const char *after); /* 0 ok; prints what broke */

#endif
