/* backend.h: everything backend_onnx/ provides — lowering of aten::/prim:: IR to the onnx
 * dialect (one onnx:: node per ONNX operator, If/Loop blocks kept), and emission of a graph
 * in that dialect as an ONNX ModelProto through protobuf-c and ONNX's own onnx.proto. */
#ifndef SCRIPTC_BACKEND_H
#define SCRIPTC_BACKEND_H

#include "../ir/ir.h"

/* emit.c */
typedef struct {
	const char *path;                /* output file, written by outfile.c */
	int opset;                       /* default-domain opset, 11..21; picks ir_version */
	const char *graph_name;          /* GraphProto.name; NULL gives "main_graph" */
	const char *const *output_names; /* top results' names; NULL, or a NULL entry: the value's */
	int external_data;               /* the weights go to PATH.data (ONNX external data);
					  * without, only when the model would pass 2 GB */
	const struct CustomOpset { const char *domain; int64_t version; } *customopset;
	uint32_t ncustomopset;           /* --custom-opset DOMAIN=VERSION (default 1) */
} EmitOpts;
int onnx_emit(Graph *g, const EmitOpts *o, Diag *d); /* 0, or -1 after a diagnostic; no file left */

/* print_onnx.c: --dump-onnx, the model file at path in ONNX's textual syntax */
int onnx_print_file(FILE *out, const char *path, Diag *d); /* 0, or -1 after a diagnostic */
struct Onnx__ModelProto;
struct Onnx__TypeProto;
struct Onnx__ModelProto *onnx_read_model(const char *path); /* NULL: errno says why */
void onnx_print_type(FILE *out, const struct Onnx__TypeProto *t); /* float[N,3], seq(...) */

/* names.c: unique names, a table entry per base rather than per name (see the file) */
typedef struct NameSlot NameSlot;
typedef struct {
	NameSlot *slot;    /* the bases, open addressing, cap a power of two */
	uint32_t cap, n;
	uint32_t ndigit;   /* bases that are decimal numbers */
	char sep;          /* between a base and its suffix: '.' for values, '_' for nodes */
	uint8_t *numbered; /* by value id: its number is its name (names_number) */
	uint32_t nnum;     /* ids below this may be numbered */
} NameTab;
void names_init(NameTab *ns, char sep, uint32_t nnum);
int names_taken(const NameTab *ns, const char *s);
void names_claim(Arena *a, NameTab *ns, const char *s);              /* s must be free */
const char *names_uniq(Arena *a, NameTab *ns, const char *base);     /* base, or base<sep>k */
const char *names_number(Arena *a, NameTab *ns, uint32_t id);        /* "id", or id<sep>k */

/* outfile.c: the output file, written without harming what is there (see the file) */
typedef struct {
	const char *path;   /* as given */
	const char *target; /* path with symbolic links followed: the file written */
	FILE *f;            /* open for writing: the temporary file, or target itself */
	int direct;         /* target exists and is not a regular file: written in place */
	unsigned mode;      /* the permissions the replacement gets */
	int replace;        /* the temporary file replaces an existing target */
	int slot;           /* which of the temporary files (two may be open) */
} OutFile;
int onnx_outopen(OutFile *of, const char *path, Arena *a); /* 0, or an errno */
int onnx_outclose(OutFile *of, int err); /* commits if err is 0; returns the first errno */
int onnx_outfinish(OutFile *of, int err); /* onnx_outclose in two steps, so that two files */
int onnx_outcommit(OutFile *of, int err); /* are complete before either is put in place */

/* onnx_ops.c: the table of ONNX's operators, generated from ONNX's schemas */
enum { ONNX_DEPRECATED = 1, ONNX_IMPURE = 2 }; /* OnnxOp.flags */
struct OnnxOp {
	const char *name;       /* "Add" */
	int since;              /* the opset this version of it appeared in */
	uint32_t flags;         /* deprecated from `since` on; impure: random results */
	uint8_t minin, maxin, minout, maxout; /* counts of inputs, outputs; 255: unbounded */
	const char *ins, *outs; /* per formal parameter its type constraint, and a suffix:
				 * ? optional, * variadic of one type, ~ variadic of any */
	const char *tcs;        /* the constraints' names, "T T1 tensor(int64)" */
	const char *attrs;      /* the attributes' names, required ones ending with ! */
	const uint32_t *masks;  /* per constraint the element types allowed: bit k for DType
				 * k, bit 31 for non-tensor types (sequences, optionals) */
};
const OnnxOp *onnx_op(const char *name, int opset); /* the version in force, or NULL */
const OnnxOp *onnx_opof(Sym kind, int opset);       /* the same, of "onnx::Name" */
#define ONNX_NONTENSOR (1u << 31)
int onnx_word(const char *s, uint32_t i, char *buf, size_t cap); /* word i of a list */
int onnx_formal(const OnnxOp *o, int out, uint32_t i, char *sfx); /* constraint index */

/* verify_onnx.c: every onnx:: node checked against its row of the table (test builds) */
int onnx_verify(Graph *g, int opset, Diag *d); /* 0, or -1 after located internal errors */

/* lower.c: aten::/prim:: IR -> the onnx dialect, in place: the walk.  Each aten node's row
 * in ops.def names its lowering (the lower_* files); it emits onnx:: nodes before the node
 * (lw->at) and hands its replacement outputs to lw_done.  Python numbers become 0-d tensors
 * (int64, float64, bool), int[] values become 1-d int64 tensors. */
struct Lower {
	Graph *g;
	Diag *d;
	int opset;     /* target default-domain opset */
	Node *at;      /* the node being lowered: new nodes are inserted before it */
	int poolnan;   /* --pool-nan: each max pool's NaN mask (lower_pool.c) */
};
/* 0, or -1 after diagnostics; poolnan: --pool-nan */
int onnx_lower(Graph *g, int opset, int poolnan, Diag *d);
/* lower_kit.c: what the walk and every lowering build with */
Node *lw_node(Lower *lw, const char *optype, Value **in, uint32_t nin, uint32_t nout);
Value *lw_op(Lower *lw, const char *optype, Value **in, uint32_t nin, Type *t);
Value *lw_op1(Lower *lw, const char *optype, Value *a, Type *t);
Value *lw_op2(Lower *lw, const char *optype, Value *a, Value *b, Type *t);
Value *lw_attri(Lower *lw, Value *v, const char *attr, int64_t k); /* v, its node given attr=k */
Value *lw_in(Lower *lw, Value *v, DType want); /* an input as a tensor of dtype want */
Value *lw_arg(Lower *lw, Node *n, uint32_t i, DType dt); /* input i as a tensor of dtype dt */
Value *lw_cast(Lower *lw, Value *v, DType to);
Value *lw_const(Lower *lw, Tensor *t);                    /* onnx::Constant of t */
Tensor *lw_consttensor(const Value *v, Arena *a); /* a Constant's tensor with its bytes, or NULL */
Value *lw_ints(Lower *lw, const int64_t *v, uint32_t n); /* 1-d int64 constant */
Value *lw_int(Lower *lw, int64_t v);                      /* 0-d int64 constant */
Value *lw_scalar(Lower *lw, DType dt, double v);          /* 0-d constant of dtype dt */
Value *lw_like(Lower *lw, Value *x, double v);            /* 0-d constant of x's dtype */
int lw_named(const Node *n, const char *s);               /* n calls the operator s */
Value *lw_intlist(Lower *lw, Value *list);  /* an int[] value as a 1-d int64 tensor */
Value *lw_shape(Lower *lw, Value *x);       /* Shape(x) */
Value *lw_dimsize(Lower *lw, Value *x, int32_t d); /* the size of dim d of x, 0-d */
Type *lw_type(Type *t);                     /* the ONNX type of an IR type */
DType lw_dtype(const Value *v);             /* the ONNX dtype an IR value lowers to */
Type *lw_outty(const Node *n, uint32_t i);  /* the ONNX type of output i */
Type *lw_unknown(DType dt, int32_t r);      /* rank r, every size unknown */
void lw_done(Lower *lw, Node *n, Value **outs); /* n's outputs are replaced by outs */
int lw_done1(Lower *lw, Node *n, Value *v);     /* n's one output is v (NULL: failed) */
int lw_fail(Lower *lw, Node *n, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* lower_list.c: lists as ONNX sequences */
Value *lw_seqconstruct(Lower *lw, Node *l);  /* a ListConstruct of tensors */
Value *lw_seqconcat(Lower *lw, Node *n, int64_t dim, int stack); /* cat/stack of a sequence */
void lw_seqpass(Lower *lw, Block *b);        /* sequences passed through If/Loop blocks */
/* lower_optional.c: If n's results or Loop n's carried values of Optional type, wrapped where
 * they enter (after n's blocks are lowered) */
int lw_optwrap(Lower *lw, Node *n);
/* emit.c: does result i of b need an Identity (an input, a repeat, not defined in b)? */
int onnx_passthrough(const Block *b, uint32_t i);

/* lower_index.c: x[indices] through GatherND or ScatterND, shared by aten::index and
 * aten::index_put */
typedef struct {
	Value *xt;              /* self with the indexed dims first, then the others */
	Value *ix;              /* the indices, wrapped, broadcast and stacked: B ++ [m] */
	int m;                  /* how many dims of self are indexed */
	int32_t nb;             /* the rank of B */
	int32_t rest[MAXRANK];  /* the dims of self not indexed, in order */
	int64_t fperm[MAXRANK]; /* xt = Transpose(self, fperm) */
	int64_t back[MAXRANK];  /* x[indices] = Transpose(B ++ rest, back) */
} IndexPlan;
int lw_index_plan(Lower *lw, Node *n, Value *x, Type *t, IndexPlan *pl); /* 0, or -1 */

/* lower_legal.c: an operator ONNX lacks for a small int or half float, computed wider */
int lw_adaptive(Lower *lw, Node *n, Value **y, int nd, const int64_t *os, const char *op,
	DType dt); /* lower_pool.c: adaptive pooling of the last nd dims; 0 or -1 */
/* lower_loss.c: the kit of the losses' lowerings (lower_margin.c too): binary and unary
 * ops typed by broadcast, Where, sums, the reduction as LossParams asks, and a value made to
 * fail at run time where a 0-d bool holds */
Value *lw_bin(Lower *lw, const char *op, Value *a, Value *b);
Value *lw_un(Lower *lw, const char *op, Value *a);
Value *lw_where(Lower *lw, Value *c, Value *a, Value *b);
Value *lw_sumall(Lower *lw, Value *x);
Value *lw_reduce1(Lower *lw, Value *x, int64_t ax, int keep);
Value *lw_lossred(Lower *lw, const LossParams *p, Value *l);
Value *lw_failwhen(Lower *lw, Value *y, Value *bad);
Value *lw_any(Lower *lw, Value *c);
int lw_nonneg(const Value *v); /* lower_sign.c: an int value known never negative */
Value *lw_refuseneg(Lower *lw, Value *i); /* lower_sign.c: a negative index made one
					   * every operator refuses */
int lw_atleast(const Value *v, int64_t lo); /* lower_sign.c: never below lo (a size less k) */
int lw_constk(const Value *v, int64_t *k); /* lower_sign.c: an int constant, prim:: or onnx:: */
int lw_nonan(const Value *v);  /* lower_range.c: a float value known never NaN */
/* lower_sign.c: the Loop whose body keeps carried value p non-negative, at in the body */
Node *lw_keptnonneg(const Value *p, const Node *at);
int lower_margin(Lower *lw, Node *n, const LossParams *p, Type *ty); /* lower_margin.c; 1: not one */
int lower_bitint(Lower *lw, Node *n); /* lower_binmath.c: & | ^ ~ of integers */
Value *lw_erf(Lower *lw, Value *x, Type *t); /* lower_erf.c: Erf, float64 by fdlibm's formula */
Value *lw_pnorm(Lower *lw, Value *x, int64_t ax, double p, int keep); /* lower_dist.c:
				 * at::norm's p-norm over axis ax */
Value *lw_elu(Lower *lw, Value *x, double input_scale, double alpha, double scale); /* lower_act.c */
Value *lw_clamp(Lower *lw, Value *x, double lo, double hi); /* lower_act.c: an absent bound infinite */
/* lower_act.c: ONNX's activation op of x with float attributes a (and b where not NULL) */
Value *lw_onnxact(Lower *lw, const char *op, Value *x, const char *a, double av, const char *b,
		  double bv);
Value *lw_sigmoid(Lower *lw, Value *x, Type *t); /* lower_elementwise.c: PyTorch's kernel's */
Value *lw_log1p(Lower *lw, Value *u, Type *t);   /* lower_elementwise.c: to u's precision */
Value *lw_expm1(Lower *lw, Value *x, Type *t);   /* lower_elementwise.c: to x's precision */
Value *lw_fmod(Lower *lw, Value *a, Value *b, Type *t); /* lower_elementwise.c: C's fmod,
				 * an integer divisor of 0 failing at run time */
Value *lw_softmax(Lower *lw, const char *op, Value *x, int64_t ax, Type *t); /* lower_reduce.c:
				 * Softmax or LogSoftmax along ax, 0-d and NaN rows as PyTorch */
int lw_legalize(Lower *lw, Block *b); /* 0, or -1 after a located error */
int lw_legalnode(Lower *lw, Node *n); /* one node (its blocks not included) */
/* lower_old.c: n in the form of opset 11 or 12; 1 if nodes were put before it or it was
 * replaced (the walk goes on from them), -1 after a located error */
int lw_oldform(Lower *lw, Node *n);
void lw_ortguard(Lower *lw, Node *n); /* lower_ortguard.c: out of ONNX Runtime's wrong fusions */

#endif
