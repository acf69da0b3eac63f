/* peepkit.h: what onnxpeep's rules share (onnxpeep.c: views, casts and shape lists;
 * onnxarith.c: arithmetic with a neutral or negating constant; onnxnanmax.c: a maximum
 * compared with a bound; onnxconcat.c: nested Concats, a Gather of every element): the
 * rewrite count, the type tests that say one value may stand for another, and the small constants they read. */
#ifndef SCRIPTC_PEEPKIT_H
#define SCRIPTC_PEEPKIT_H

#include "passes.h"

#define MAXLIST 64  /* int list constants read or merged */

typedef struct {
	Pass *p;
	int n;        /* rewrites */
} Peep;

static inline int
istensor(const Value *v)
{
	return v->type && v->type->kind == T_TENSOR;
}

/* a and b the same tensor type but for how much of the dims is known: one may stand
 * for the other (If and Loop outputs are checked by ty_join, emission writes each its own) */
static inline int
alike(const Value *a, const Value *b)
{
	return istensor(a) && istensor(b) && a->type->dtype == b->type->dtype
	       && a->type->rank == b->type->rank;
}

/* do the types prove that a and b have the same shape: every dim a size or a symbol */
static inline int
sameshape(const Value *a, const Value *b)
{
	return alike(a, b) && ty_sameshape(a->type, b->type);
}

/* n's result is x: its uses read x */
static inline int
becomes(Peep *pp, Node *n, Value *x)
{
	ir_replaceuses(n->out[0], x);
	pp->n++;
	return 1;
}

static inline int64_t
attri(const Node *n, const char *name, int64_t dflt)
{
	Attr *a = ir_attr(n, sym_cstr(name));
	return a && a->kind == A_INT ? a->i : dflt;
}

/* v's one use, but for uses by nodes onnx_unused finds (what onnxbidir leaves of the two
 * layers it joined, for onnxdce) */
static inline int
onlyuse(const Value *v)
{
	int k = 0;
	for (const Use *u = v->uses; u; u = u->next)
		k += !onnx_unused(u->user);
	return k == 1;
}

/* onnxpeep.c: the tensor of a small constant that is no weight and has its bytes, or NULL */
Tensor *peep_smallconst(const Value *v);
/* onnxarith.c: one arithmetic rule applied to n, or none: 1 if n's result was replaced */
int peep_arith(Peep *pp, Node *n);
/* onnxnanmax.c: a NaN-first maximum compared with a bound as a test of every element: 1 if
 * n's result was replaced */
int peep_nanmax(Peep *pp, Node *n);
/* onnxconcat.c: a Concat of a Concat flattened, a Gather of every element in order: 1 if n
 * changed or its result was replaced */
int peep_concat(Peep *pp, Node *n);

#endif
