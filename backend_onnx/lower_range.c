/* Is a float value known never to be NaN at run time?  PyTorch's max, min, argmax and
 * argmin put a NaN first, which ONNX's reductions do not: their lowerings add a NaN mask
 * or a float64 key (lower_reduce.c), 4 nodes an argmax, a fifth of a greedy decoder's
 * step (bench/README.md, "NaN-free values").  They need none where no NaN can reach them.
 * Known from the value's definition, lowered (onnx::) or not yet (aten::), with a bound of
 * its magnitude where one is known (NaN also comes of inf - inf and 0 * inf):
 *   - a constant (a weight with --weights): no NaN among its elements, its largest |x|;
 *   - ConstantOfShape of such a value;
 *   - Tanh, Sigmoid of a NaN-free value: within 1 (tanh(inf) is 1);
 *   - Gemm, MatMul of a bounded value by a constant matrix (plus a constant bias): within
 *     max_j sum_k |B[k, j]| times the bound, plus the bias's largest, when that is far
 *     below float32's largest (no partial sum overflows);
 *   - Add, Sub, Mul of two bounded values, when the result's bound is;
 *   - Relu, views, Gather's data, Concat, Where's two branches, Max and Min of such values;
 *   - a Loop's carried value: its initial value and the body's result for it, the latter
 *     with the carried value taken within the former's bound (an induction over the
 *     iterations: if the body keeps the bound, every iteration does).
 * A graph input is not known (nothing is: no ranges of inputs are declared). */
#include <math.h>
#include <string.h>
#include "backend.h"
#include "../runtime/kernels.h"

#define DEPTH 24   /* definitions followed back: a few layers of an MLP, a Loop's body */
#define FAR 1e30   /* a bound below this leaves float32 (largest 3.4e38) far from overflow */

typedef struct {
	int ok;     /* no NaN */
	double b;   /* every |x| <= b (INFINITY: unbounded) */
} Range;

typedef struct {
	const Value *param[8]; /* Loop parameters taken within a bound, for the induction */
	Range r[8];
	int n;
} Assume;

static const Range NOTKNOWN = {0, 0};

static Range rng(const Value *v, Assume *as, int depth);

/* n is of kind lit (interned once per use) */
#define KIND(n, lit) ((n)->kind == SYMC(lit))

static int
isconst(const Node *n)
{
	return n->kind == S_prim_Constant || KIND(n, "onnx::Constant");
}

/* a Constant's tensor of a float or int dtype, or NULL (one computed when read too: a
 * bound is not worth computing a weight for) */
static const Tensor *
consttensor(const Value *v)
{
	const Tensor *t = lw_consttensor(v, NULL);
	DType dt = t ? t->dtype : DT_BOOL;
	return dt == DT_F32 || dt == DT_F64 || dt == DT_I64 || dt == DT_I32 ? t : NULL;
}

static Range
ofconst(const Value *v)
{
	double x;
	if (v->type->kind == T_FLOAT || v->type->kind == T_INT)
		return ir_constfloat(v, &x) && !isnan(x) ? (Range){1, fabs(x)} : NOTKNOWN;
	const Tensor *t = consttensor(v);
	if (!t)
		return NOTKNOWN;
	Range r = {1, 0};
	for (int64_t i = 0; i < t->numel; i++) {
		x = rt_getf(t, i);
		if (isnan(x))
			return NOTKNOWN;
		r.b = fmax(r.b, fabs(x));
	}
	return r;
}

/* a finite bound of a product of a value within a by a constant 2-d matrix w, summed over
 * its dim k (0: w is [K, N]; 1: [N, K]), or NOTKNOWN */
static Range
byconst(Range a, const Value *w, int k)
{
	const Tensor *t = consttensor(w);
	if (!a.ok || !isfinite(a.b) || !t || t->rank != 2)
		return NOTKNOWN;
	int64_t rows = t->dims[0], cols = t->dims[1], outer = k ? rows : cols,
		inner = k ? cols : rows;
	double most = 0;
	for (int64_t j = 0; j < outer; j++) {
		double s = 0;
		for (int64_t i = 0; i < inner; i++) {
			double x = rt_getf(t, k ? j * cols + i : i * cols + j);
			if (!isfinite(x))
				return NOTKNOWN;
			s += fabs(x);
		}
		most = fmax(most, s);
	}
	double b = most * a.b;
	return b < FAR ? (Range){1, b} : NOTKNOWN;
}

static Range
sum(Range a, Range b)
{
	double s = a.b + b.b;
	return a.ok && b.ok && s < FAR ? (Range){1, s} : NOTKNOWN;
}

static Range
either(Range a, Range b)
{
	return a.ok && b.ok ? (Range){1, fmax(a.b, b.b)} : NOTKNOWN;
}

static double
attrf(const Node *n, const char *name, double dflt)
{
	Attr *a = ir_attr(n, sym_intern(name, strlen(name)));
	return !a ? dflt : a->kind == A_FLOAT ? a->f : a->kind == A_INT ? (double)a->i : dflt;
}

/* a Loop's carried value v: its initial value's range, if the body's result for it stays
 * within it when v does.  A prim::Loop's body takes (iteration, carried...), an onnx::Loop's
 * (iteration, condition, carried...) (lower.c makes the second of the first before it
 * lowers the body); both give (condition, carried...) */
static Range
carried(const Value *v, const Node *lp, Assume *as, int depth)
{
	for (int i = 0; i < as->n; i++)
		if (as->param[i] == v)
			return as->r[i];
	uint32_t k = v->idx - (lp->kind == S_prim_Loop ? 0 : 1); /* its place among results */
	if (as->n == 8 || v->idx < 1 || k < 1 || lp->nin < 2 + k)
		return NOTKNOWN;
	Range r = rng(ir_in(lp, 1 + k), as, depth + 1);
	for (int round = 0; round < 2 && r.ok; round++) {
		as->param[as->n] = v, as->r[as->n] = r, as->n++;
		Range next = rng(ir_result(lp->blk[0], k), as, depth + 1);
		as->n--;
		if (next.ok && next.b <= r.b)
			return r;
		r = either(r, next); /* the body's bound, once more with it */
	}
	return NOTKNOWN;
}

static Range
rng(const Value *v, Assume *as, int depth)
{
	const Node *n = v->def;
	if (!n || depth > DEPTH)
		return NOTKNOWN;
	if (n->kind == S_prim_Param) {
		const Node *o = n->owner->owner;
		if (o && (o->kind == S_prim_Loop || KIND(o, "onnx::Loop")))
			return carried(v, o, as, depth);
		return NOTKNOWN;
	}
	if (isconst(n))
		return ofconst(v);
	if (KIND(n, "onnx::ConstantOfShape")) {
		Attr *a = ir_attr(n, S_value);
		if (!a)
			return (Range){1, 0};
		if (a->kind != A_TENSOR || a->t->numel != 1 || !a->t->data ||
		    (a->t->dtype != DT_F32 && a->t->dtype != DT_F64))
			return NOTKNOWN;
		double x = rt_getf(a->t, 0);
		return isnan(x) ? NOTKNOWN : (Range){1, fabs(x)};
	}
	if (KIND(n, "onnx::Tanh") || KIND(n, "onnx::Sigmoid") || KIND(n, "aten::tanh") ||
	    KIND(n, "aten::sigmoid"))
		return rng(ir_in(n, 0), as, depth + 1).ok ? (Range){1, 1} : NOTKNOWN;
	static const char *const same[] = {"onnx::Relu", "onnx::Identity", "onnx::Reshape",
		"onnx::Squeeze", "onnx::Unsqueeze", "onnx::Transpose", "onnx::Flatten",
		"onnx::Slice", "onnx::Gather", "onnx::GatherElements", "onnx::GatherND",
		"onnx::Expand", "onnx::Split", "onnx::Cast", "aten::relu"};
	static Sym samesym[sizeof same / sizeof *same];
	for (size_t i = 0; i < sizeof same / sizeof *same; i++) {
		if (!samesym[i])
			samesym[i] = sym_cstr(same[i]);
		if (n->kind == samesym[i])
			return rng(ir_in(n, 0), as, depth + 1);
	}
	if (KIND(n, "onnx::Concat") || KIND(n, "onnx::Max") || KIND(n, "onnx::Min")) {
		Range r = {1, 0};
		for (uint32_t i = 0; i < n->nin && r.ok; i++)
			r = either(r, rng(ir_in(n, i), as, depth + 1));
		return r;
	}
	if (KIND(n, "onnx::Where"))
		return either(rng(ir_in(n, 1), as, depth + 1), rng(ir_in(n, 2), as, depth + 1));
	if (KIND(n, "onnx::Add") || KIND(n, "onnx::Sub"))
		return sum(rng(ir_in(n, 0), as, depth + 1), rng(ir_in(n, 1), as, depth + 1));
	if (KIND(n, "onnx::Mul")) {
		Range a = rng(ir_in(n, 0), as, depth + 1), b = rng(ir_in(n, 1), as, depth + 1);
		double p = a.b * b.b;
		return a.ok && b.ok && isfinite(a.b) && isfinite(b.b) && p < FAR ? (Range){1, p} :
			NOTKNOWN;
	}
	if (KIND(n, "onnx::MatMul"))
		return byconst(rng(ir_in(n, 0), as, depth + 1), ir_in(n, 1), 0);
	if (KIND(n, "onnx::Gemm") && attrf(n, "transA", 0) == 0) {
		double alpha = attrf(n, "alpha", 1), beta = attrf(n, "beta", 1);
		Range a = rng(ir_in(n, 0), as, depth + 1);
		a.b *= fabs(alpha);
		Range r = byconst(a, ir_in(n, 1), attrf(n, "transB", 0) != 0);
		if (n->nin < 3 || !r.ok)
			return r;
		Range c = ofconst(ir_in(n, 2));
		c.b *= fabs(beta);
		return sum(r, c);
	}
	return NOTKNOWN;
}

int
lw_nonan(const Value *v)
{
	Assume as = {.n = 0};
	return dtype_isfloat(v->type->dtype) && rng(v, &as, 0).ok;
}
