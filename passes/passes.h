/* passes.h: the optimization passes over the IR and the manager that runs them in the
 * fixed order of passes.def, with the IR verifier after each in test builds. */
#ifndef SCRIPTC_PASSES_H
#define SCRIPTC_PASSES_H

#include "../ir/ir.h"

typedef struct {
	Graph *g;
	Diag *d;
	Arena *scratch;  /* reset after the pass */
	int opset;       /* for lowering */
	int changed;     /* set by a pass that changed the IR */
	int poolnan;     /* for lowering: --pool-nan */
	int level;       /* the -O level */
} Pass;

typedef int (*PassFn)(Pass *p);

/* manager.c */
typedef struct {
	int level;              /* -O level */
	int opset;
	const char *dumpafter;  /* print the IR after this pass (name), or NULL */
	int stopafterdump;      /* exit after printing it */
	int verify;             /* run ir_verify after each pass */
	int timing;             /* print each pass's time to stderr (--time-passes) */
	int poolnan;            /* --pool-nan: max pools propagate a NaN as PyTorch's */
	struct PassTimes *times; /* --report: each phase's time, or NULL */
} PassOpts;
/* the phases timed by pass_time, in the order they ran (--report) */
typedef struct PassTimes {
	const char *name[96];
	double ms[96];
	uint32_t n;
} PassTimes;
void pass_time(const PassOpts *o, const char *what, double *since); /* prints ms since *since */
double pass_now(void);
int pass_run(Graph *g, Diag *d, const PassOpts *o, int upto_lowering);
void pass_list(FILE *f);
int pass_known(const char *name);

/* dce.c: the node itself has an effect, not counting the nodes nested in it (DCE keeps
 * it, CSE does not merge it) */
int pass_selfimpure(const Node *n);

/* onnxfold.c: the onnx nodes over constants folded (pass_onnxfold's work), how many;
 * onnxpeep runs it again over what its rules left constant */
uint32_t onnx_fold(Pass *p);

/* onnxnode.c: is n onnx::op; %r : t = onnx::op(in...) made before pos */
int onnx_is(const Node *n, const char *op);
Node *onnx_mknode(Pass *p, Node *pos, const char *op, Value **in, uint32_t nin, Type *t);
/* onnxnode.c: v is an int64 Constant of one element (0-d or 1-d), *k its value */
int onnx_constint(const Value *v, int64_t *k);
/* onnxnode.c: the one constant axis of a Squeeze or Unsqueeze (input or attribute) */
int onnx_oneaxis(const Node *n, int64_t *a);
/* onnxnode.c: the axis and constant bounds of a Slice of one axis and step 1 */
int onnx_constslice(const Node *n, int64_t *ax, int64_t *from, int64_t *to);
/* onnxnode.c: n has no effect and its results are unused, through nodes so unused (a few
 * deep): what onnxdce removes, left by an earlier rewrite */
int onnx_unused(const Node *n);
/* onnxnode.c: an int64 Constant of v[0..k) (1-d), or of v[0] (rank 0), made before pos */
Value *onnx_ints(Pass *p, Node *pos, const int64_t *v, int64_t k, int32_t rank);

/* cse.c: a and b compute the same (kind, inputs, result types, attributes); two attributes
 * are equal (name, kind, value) */
int pass_samenode(const Node *a, const Node *b);
int pass_sameattr(const Attr *a, const Attr *b);
/* onnxbidir.c: the two directions of a bidirectional RNN layer one node (onnxpeep) */
uint32_t peep_bidir(Pass *p);

/* fold.c: is v made inside n's blocks; an aten node of row made before pos */
int fold_inside(const Value *v, const Node *n);
Value *fold_op(Pass *p, Node *pos, uint32_t row, Value **in, uint32_t n, Type *t);
/* onnxvec.c: 0-d chains only made 1-d computed 1-d (onnxpeep's last rule); rewrites */
int peep_vectors(Pass *p);
/* onnxsplit.c: neighbouring Slices of one value one Split (onnxpeep) */
uint32_t peep_splits(Pass *p);
/* onnxselect.c: Ifs of numbers whose branches cannot fail made And/Or/Where (onnxpeep) */
uint32_t peep_selects(Pass *p);
/* listread.c: a read of element k of a list a Loop fills, without the Loop (fold) */
int fold_listread(Pass *p, Node *rd);

#define PASS(name, letter, level, desc) int pass_##name(Pass *p);
#include "passes.def"
#undef PASS

#endif
