/* Lowering of cosine_similarity, pairwise_distance and cdist (infer_dist.c), and the
 * p-norm over one axis that they and F.normalize use (lw_pnorm), as at::norm computes it:
 * p = 2 sqrt(sum x^2), 1 sum |x|, inf max |x|, -inf min |x|, 0 the count of nonzeros,
 * else (sum |x|^p)^(1/p); a NaN makes the max and min NaN (ONNX Runtime's ReduceMax skips
 * it).  cosine_similarity is x1 / max(|x1|, eps) . x2 / max(|x2|, eps) over dim (1.13's
 * clamp of each norm), pairwise_distance the norm of x1 - x2 + eps over the last dim, cdist
 * the norm of x1[p] - x2[r] over the last dim, or for p = 2 where P or R passes 25
 * (compute_mode None: _euclidean_dist) PyTorch's matmul form, sqrt(max(|x1|^2 + |x2|^2 -
 * 2 x1 . x2, 0)), whose rounding differs (a distance of 0 comes out near 1e-3). */
#include <math.h>
#include <string.h>
#include "backend.h"

static Type *
keepty(const Type *t, int64_t ax, int keep)
{
	Dim dims[MAXRANK] = {0};
	int32_t r = 0;
	for (int32_t i = 0; i < t->rank; i++)
		if (i != ax || keep)
			dims[r++] = i == ax ? 1 : t->dims[i];
	return ty_tensor(t->dtype, r, dims);
}

static Value *
reduce(Lower *lw, const char *op, Value *x, int64_t ax, int keep)
{
	Value *in[2] = {x, NULL};
	uint32_t nin = 1;
	int asin = lw->opset >= 18 || !strcmp(op, "ReduceSum");
	if (asin)
		in[nin++] = lw_ints(lw, &ax, 1);
	Value *r = lw_op(lw, op, in, nin, keepty(x->type, ax, keep));
	if (!asin)
		ir_attr_ints(lw->g, r->def, SYMC("axes"), &ax, 1);
	ir_attr_i(lw->g, r->def, SYMC("keepdims"), keep);
	return r;
}

Value *
lw_pnorm(Lower *lw, Value *x, int64_t ax, double p, int keep)
{
	Value *a = lw_op1(lw, "Abs", x, x->type);
	if (p == INFINITY || p == -INFINITY) {
		Type *bt = ty_tensor(DT_BOOL, x->type->rank, x->type->dims);
		Value *m = reduce(lw, p > 0 ? "ReduceMax" : "ReduceMin", a, ax, keep);
		Value *nan = reduce(lw, "ReduceMax", lw_cast(lw, lw_op1(lw, "IsNaN", x, bt),
			x->type->dtype), ax, keep);
		Value *in[3] = {lw_op2(lw, "Greater", nan, lw_like(lw, x, 0), ty_tensor(DT_BOOL,
			m->type->rank, m->type->dims)), lw_like(lw, x, NAN), m};
		return lw_op(lw, "Where", in, 3, m->type);
	}
	if (p == 0) {
		Type *bt = ty_tensor(DT_BOOL, x->type->rank, x->type->dims);
		Value *nz = lw_op1(lw, "Not", lw_op2(lw, "Equal", x, lw_like(lw, x, 0), bt), bt);
		return reduce(lw, "ReduceSum", lw_cast(lw, nz, x->type->dtype), ax, keep);
	}
	if (p == 1)
		return reduce(lw, "ReduceSum", a, ax, keep);
	if (p == 2) {
		Value *s = reduce(lw, "ReduceSum", lw_op2(lw, "Mul", x, x, x->type), ax, keep);
		return lw_op1(lw, "Sqrt", s, s->type);
	}
	Value *s = reduce(lw, "ReduceSum", lw_op2(lw, "Pow", a, lw_like(lw, x, p), x->type), ax, keep);
	return lw_op2(lw, "Pow", s, lw_like(lw, x, 1 / p), s->type);
}

static int
constf(Lower *lw, Node *n, const char *s, double *v)
{
	int i = arg_at(n, s);
	if (i < 0 || !ir_constfloat(ir_in(n, (uint32_t)i), v))
		return lw_fail(lw, n, "%s must be a constant", s);
	return 0;
}

/* max(v, eps), a NaN kept (clamp_min's) */
static Value *
atleast(Lower *lw, Value *v, double eps)
{
	Type *bt = ty_tensor(DT_BOOL, v->type->rank, v->type->dims);
	Value *in[3] = {lw_op1(lw, "IsNaN", v, bt), v, lw_op2(lw, "Max", v, lw_like(lw, v, eps), v->type)};
	return lw_op(lw, "Where", in, 3, v->type);
}

/* x1 and x2 broadcast to one shape (its rank r): x1 + 0 * x2 would turn an inf into NaN, so
 * each is Expanded to the shape of their sum's Shape */
static void
bcast2(Lower *lw, Value **a, Value **b, int32_t r, DType dt)
{
	Type *t = lw_unknown(dt, r);
	Value *sum = lw_op2(lw, "Add", lw_cast(lw, *a, dt),
		lw_cast(lw, *b, dt), t);
	Value *sh = lw_shape(lw, sum);
	*a = lw_op2(lw, "Expand", *a, sh, t);
	*b = lw_op2(lw, "Expand", *b, sh, t);
}

static int
cdist(Lower *lw, Node *n, Type *t)
{
	double p;
	if (constf(lw, n, "p", &p) < 0)
		return -1;
	DType dt = t->dtype;
	Value *a = lw_arg(lw, n, 0, dt), *b = lw_arg(lw, n, 1, dt);
	int32_t r = t->rank;
	Dim pd = t->dims[r - 2], rd = t->dims[r - 1];
	/* direct: a [*, P, 1, M] - b [*, 1, R, M] */
	int64_t axa = a->type->rank - 1, axb = b->type->rank - 2;
	Value *ua = lw_op2(lw, "Unsqueeze", a, lw_ints(lw, &axa, 1), lw_unknown(dt, a->type->rank + 1));
	Value *ub = lw_op2(lw, "Unsqueeze", b, lw_ints(lw, &axb, 1), lw_unknown(dt, b->type->rank + 1));
	Value *diff = lw_op2(lw, "Sub", ua, ub, lw_unknown(dt, r + 1));
	Value *direct = lw_pnorm(lw, diff, r, p, 0);
	if (p != 2 || (dim_known(pd) && dim_known(rd) && pd <= 25 && rd <= 25))
		return lw_done1(lw, n, lw_op1(lw, "Identity", direct, t));
	/* _euclidean_dist: [-2 a, |a|^2, 1] @ [b, 1, |b|^2]^T, clamped at 0, sqrt */
	int64_t last = -1;
	Value *an = reduce(lw, "ReduceSum", lw_op2(lw, "Mul", a, a, a->type), a->type->rank - 1, 1);
	Value *bn = reduce(lw, "ReduceSum", lw_op2(lw, "Mul", b, b, b->type), b->type->rank - 1, 1);
	Value *ca[3] = {lw_op2(lw, "Mul", a, lw_like(lw, a, -2), a->type), an,
		lw_op2(lw, "Add", lw_op2(lw, "Mul", an, lw_like(lw, an, 0), an->type), lw_like(lw, an, 1), an->type)};
	Value *cb[3] = {b, lw_op2(lw, "Add", lw_op2(lw, "Mul", bn, lw_like(lw, bn, 0), bn->type),
		lw_like(lw, bn, 1), bn->type), bn};
	Value *xa = lw_attri(lw, lw_op(lw, "Concat", ca, 3, lw_unknown(dt, a->type->rank)), "axis", last);
	Value *xb = lw_attri(lw, lw_op(lw, "Concat", cb, 3, lw_unknown(dt, b->type->rank)), "axis", last);
	int64_t perm[MAXRANK];
	int32_t rb = b->type->rank;
	for (int32_t i = 0; i < rb; i++)
		perm[i] = i == rb - 1 ? rb - 2 : i == rb - 2 ? rb - 1 : i;
	Value *xbt = lw_op1(lw, "Transpose", xb, lw_unknown(dt, rb));
	ir_attr_ints(lw->g, xbt->def, SYMC("perm"), perm, (uint32_t)rb);
	Value *mm = lw_op2(lw, "MatMul", xa, xbt, lw_unknown(dt, r));
	mm = lw_op1(lw, "Sqrt", lw_op2(lw, "Max", mm, lw_like(lw, mm, 0), mm->type), mm->type);
	if (dim_known(pd) && dim_known(rd))
		return lw_done1(lw, n, lw_op1(lw, "Identity", mm, t));
	/* P or R known only at run time: the kernel's choice at run time */
	Value *sh = lw_shape(lw, a), *shb = lw_shape(lw, b);
	Dim one = 1;
	Type *t1 = ty_tensor(DT_I64, 1, &one), *b1 = ty_tensor(DT_BOOL, 1, &one);
	int64_t ia = a->type->rank - 2, ib = b->type->rank - 2;
	Value *P = lw_op2(lw, "Gather", sh, lw_ints(lw, &ia, 1), t1);
	Value *R = lw_op2(lw, "Gather", shb, lw_ints(lw, &ib, 1), t1);
	Value *big = lw_op2(lw, "Or", lw_op2(lw, "Greater", P, lw_ints(lw, (int64_t[]){25}, 1), b1),
		lw_op2(lw, "Greater", R, lw_ints(lw, (int64_t[]){25}, 1), b1), b1);
	Value *in[3] = {big, mm, direct};
	return lw_done1(lw, n, lw_op(lw, "Where", in, 3, t));
}

int
lower_dist(Lower *lw, Node *n)
{
	Type *t = lw_outty(n, 0);
	const char *nm = sym_str(n->op->name);
	if (nm[1] == 'd')
		return cdist(lw, n, t);
	DType dt = t->dtype;
	Value *a = lw_arg(lw, n, 0, dt), *b = lw_arg(lw, n, 1, dt);
	int32_t r = a->type->rank > b->type->rank ? a->type->rank : b->type->rank;
	double eps;
	if (constf(lw, n, "eps", &eps) < 0)
		return -1;
	if (nm[0] == 'c') { /* cosine_similarity */
		int64_t dim;
		if (arg_int(lw->d, lw->opset, n, "dim", &dim) < 0)
			return -1;
		if (r == 0) { /* 0-d: x1 / max(|x1|, eps) * x2 / max(|x2|, eps) */
			Value *na = atleast(lw, lw_op1(lw, "Abs", a, a->type), eps);
			Value *nb = atleast(lw, lw_op1(lw, "Abs", b, b->type), eps);
			Value *y = lw_op2(lw, "Mul", lw_op2(lw, "Div", a, na, a->type),
				lw_op2(lw, "Div", b, nb, b->type), t);
			return lw_done1(lw, n, y);
		}
		if (dim < 0)
			dim += r;
		bcast2(lw, &a, &b, r, dt);
		Value *na = atleast(lw, lw_pnorm(lw, a, dim, 2, 1), eps);
		Value *nb = atleast(lw, lw_pnorm(lw, b, dim, 2, 1), eps);
		Value *pr = lw_op2(lw, "Mul", lw_op2(lw, "Div", a, na, a->type),
			lw_op2(lw, "Div", b, nb, b->type), a->type);
		return lw_done1(lw, n, lw_op1(lw, "Identity", reduce(lw, "ReduceSum", pr, dim, 0), t));
	}
	double p;
	int64_t keep;
	if (constf(lw, n, "p", &p) < 0 || arg_int(lw->d, lw->opset, n, "keepdim", &keep) < 0)
		return -1;
	/* x1 - x2 in their dtype (ints subtract exactly), then + eps in the result's */
	Value *a0 = lw_arg(lw, n, 0, DT_UNDEF), *b0 = lw_arg(lw, n, 1, DT_UNDEF);
	DType st = infer_promote(lw_dtype(a0), lw_dtype(b0));
	Value *d = lw_op2(lw, "Sub", lw_cast(lw, a0, st), lw_cast(lw, b0, st), lw_unknown(st, r));
	d = lw_op2(lw, "Add", lw_cast(lw, d, dt), lw_scalar(lw, dt, eps), lw_unknown(dt, r));
	if (r == 0)
		return lw_done1(lw, n, lw_op1(lw, "Abs", d, t));
	return lw_done1(lw, n, lw_op1(lw, "Identity", lw_pnorm(lw, d, r - 1, p, (int)keep), t));
}
