/* Lowering of the losses over a dim (infer_margin.c gives their shapes), each PyTorch 1.13
 * kernel's formula (aten/src/ATen/native/Loss.cpp, LossMultiMargin.cpp,
 * LossMultiLabelMargin.cpp; F's Python for multilabel_soft_margin_loss):
 *   cosine_embedding  cos = sum(x1 x2) / sqrt((sum x1^2 + 1e-12)(sum x2^2 + 1e-12)) over
 *                  the target's rank; y == 1: 1 - cos, y == -1: max(cos - margin, 0), else 0
 *   triplet_margin    max(margin + d(a, p) - d(a, n), 0), d the p-norm of x1 - x2 + eps
 *                  over the last dim (pairwise_distance); swap: d(a, n) min d(p, n)
 *   multi_margin      per row: sum over d != t of (max(margin - x[t] + x[d], 0))^p w[t],
 *                  over C; a target out of [0, C) fails at run time
 *   multilabel_margin per row: the labels are the target's prefix before its first -1;
 *                  sum over labels j and non-labels d of max(1 - x[j] + x[d], 0), over C;
 *                  a target out of [-1, C) fails at run time
 *   multilabel_soft_margin  -(t logsigmoid(x) + (1 - t) logsigmoid(-x)) w, summed over
 *                  the input's last dim, over C
 * then the reduction; 'mean' of the row losses is over the rows. */
#include <math.h>
#include <string.h>
#include "backend.h"

/* max(v, 0), a NaN kept (clamp_min's) */
static Value *
pos(Lower *lw, Value *v)
{
	return lw_where(lw, lw_bin(lw, "Less", v, lw_like(lw, v, 0)), lw_like(lw, v, 0), v);
}

/* dim i of x, 0-d int64 */
static Value *
dimof(Lower *lw, Value *x, int64_t i)
{
	return lw_op2(lw, "Gather", lw_shape(lw, x), lw_int(lw, i), ty_tensor(DT_I64, 0, NULL));
}

static Value *
reshape(Lower *lw, Value *x, const int64_t *sh, uint32_t r)
{
	return lw_op2(lw, "Reshape", x, lw_ints(lw, sh, r), lw_unknown(x->type->dtype, (int32_t)r));
}

static Value *
unsq(Lower *lw, Value *x, int64_t ax)
{
	return lw_op2(lw, "Unsqueeze", x, lw_ints(lw, &ax, 1), lw_unknown(x->type->dtype,
		x->type->rank + 1));
}

/* 0 .. n-1 as int64 */
static Value *
range(Lower *lw, Value *n)
{
	Value *in[3] = {lw_int(lw, 0), n, lw_int(lw, 1)};
	return lw_op(lw, "Range", in, 3, lw_unknown(DT_I64, 1));
}

/* the row losses l [N] reduced: 'none' as ty (0-d where the target was), sum, or mean */
static Value *
rows(Lower *lw, const LossParams *p, Value *l, Type *ty)
{
	if (p->red == LOSS_NONE)
		return ty->rank == 0 ? reshape(lw, l, NULL, 0) : l;
	return lw_lossred(lw, p, l);
}

/* the p-norm of a - b + eps over the last dim (at::pairwise_distance) */
static Value *
pdist(Lower *lw, const LossParams *p, Value *a, Value *b)
{
	Value *d = lw_bin(lw, "Add", lw_bin(lw, "Sub", a, b), lw_like(lw, a, p->eps));
	if (d->type->rank == 0)
		d = unsq(lw, d, 0);
	return lw_pnorm(lw, d, d->type->rank - 1, p->p, 0);
}

static Value *
cosine(Lower *lw, Node *n, const LossParams *p, DType dt)
{
	Value *a = lw_arg(lw, n, 0, dt), *b = lw_arg(lw, n, 1, dt), *y = lw_arg(lw, n, 2, DT_UNDEF);
	int64_t ax = y->type->rank;
	double eps = (double)1e-12f; /* ATen's float EPSILON */
	Value *prod = lw_reduce1(lw, lw_bin(lw, "Mul", a, b), ax, 0);
	Value *m1 = lw_bin(lw, "Add", lw_reduce1(lw, lw_bin(lw, "Mul", a, a), ax, 0), lw_like(lw, a, eps));
	Value *m2 = lw_bin(lw, "Add", lw_reduce1(lw, lw_bin(lw, "Mul", b, b), ax, 0), lw_like(lw, a, eps));
	Value *cos = lw_bin(lw, "Div", prod, lw_un(lw, "Sqrt", lw_bin(lw, "Mul", m1, m2)));
	Value *zero = lw_like(lw, cos, 0);
	Value *l1 = lw_where(lw, lw_bin(lw, "Equal", y, lw_like(lw, y, 1)),
		lw_bin(lw, "Sub", lw_like(lw, cos, 1), cos), zero);
	Value *l2 = lw_where(lw, lw_bin(lw, "Equal", y, lw_like(lw, y, -1)),
		pos(lw, lw_bin(lw, "Sub", cos, lw_like(lw, cos, p->margin))), zero);
	return lw_lossred(lw, p, lw_bin(lw, "Add", l1, l2));
}

static Value *
triplet(Lower *lw, Node *n, const LossParams *p, DType dt)
{
	Value *a = lw_arg(lw, n, 0, dt), *ps = lw_arg(lw, n, 1, dt), *ng = lw_arg(lw, n, 2, dt);
	Value *dp = pdist(lw, p, a, ps), *dn = pdist(lw, p, a, ng);
	if (p->swap)
		dn = lw_bin(lw, "Min", dn, pdist(lw, p, ps, ng));
	return lw_lossred(lw, p, pos(lw, lw_bin(lw, "Sub", lw_bin(lw, "Add", dp, lw_like(lw, dp,
		p->margin)), dn)));
}

/* x as [N, C] (a 0-d input [1, 1], a 1-d [1, C]) */
static Value *
matrix(Lower *lw, Value *x)
{
	if (x->type->rank == 2)
		return x;
	return reshape(lw, x, (int64_t[]){1, -1}, 2);
}

static Value *
multimargin(Lower *lw, Node *n, const LossParams *p, Type *ty)
{
	DType dt = ty->dtype;
	Value *x = matrix(lw, lw_arg(lw, n, 0, dt));
	Value *t = reshape(lw, lw_arg(lw, n, 1, DT_I64), (int64_t[]){-1, 1}, 2);
	Value *C = dimof(lw, x, 1);
	Value *out = lw_bin(lw, "Or", lw_bin(lw, "Less", t, lw_int(lw, 0)),
		lw_bin(lw, "GreaterOrEqual", t, C));
	Value *bad = lw_any(lw, out);
	Value *ts = lw_where(lw, out, lw_int(lw, 0), t);
	Value *xt = lw_attri(lw, lw_op2(lw, "GatherElements", x, ts, lw_unknown(dt, 2)), "axis", 1);
	Value *z = lw_bin(lw, "Add", lw_bin(lw, "Sub", lw_like(lw, x, p->margin), xt), x);
	Value *h = lw_where(lw, lw_bin(lw, "Greater", z, lw_like(lw, z, 0)), z, lw_like(lw, z, 0));
	if (p->p == 2)
		h = lw_bin(lw, "Mul", h, h);
	int i = arg_at(n, "weight");
	if (i >= 0 && !ir_isnone(ir_in(n, (uint32_t)i))) {
		Value *w = lw_arg(lw, n, (uint32_t)i, dt);
		h = lw_bin(lw, "Mul", h, lw_op2(lw, "Gather", w, ts, lw_unknown(dt, 2)));
	}
	Value *self = lw_bin(lw, "Equal", range(lw, C), ts);
	h = lw_where(lw, self, lw_like(lw, h, 0), h);
	Value *l = lw_bin(lw, "Div", lw_reduce1(lw, h, 1, 0), lw_cast(lw, C, dt));
	return lw_failwhen(lw, rows(lw, p, l, ty), bad);
}

static Value *
multilabel(Lower *lw, Node *n, const LossParams *p, Type *ty)
{
	DType dt = ty->dtype;
	Value *x = matrix(lw, lw_arg(lw, n, 0, dt));
	Value *t = lw_op2(lw, "Reshape", lw_arg(lw, n, 1, DT_I64), lw_shape(lw, x),
		lw_unknown(DT_I64, 2));
	Value *C = dimof(lw, x, 1);
	Value *bad = lw_any(lw, lw_bin(lw, "Or", lw_bin(lw, "Less", t, lw_int(lw, -1)),
		lw_bin(lw, "GreaterOrEqual", t, C)));
	/* the labels: the prefix of each row before its first negative entry */
	Value *neg = lw_cast(lw, lw_bin(lw, "Less", t, lw_int(lw, 0)), DT_I64);
	Value *cs = lw_op2(lw, "CumSum", neg, lw_int(lw, 1), lw_unknown(DT_I64, 2));
	Value *valid = lw_bin(lw, "Equal", cs, lw_int(lw, 0));
	Value *ts = lw_where(lw, valid, t, lw_int(lw, 0));
	Value *hit = lw_bin(lw, "And", lw_bin(lw, "Equal", unsq(lw, ts, 2), range(lw, C)),
		unsq(lw, valid, 2));                              /* [N, label j, class d] */
	Value *hitn = lw_cast(lw, hit, DT_I64);
	Value *ist = lw_bin(lw, "Greater", lw_reduce1(lw, hitn, 1, 0), lw_int(lw, 0)); /* [N, d] */
	Value *xt = lw_attri(lw, lw_op2(lw, "GatherElements", x, ts, lw_unknown(dt, 2)), "axis", 1);
	Value *z = lw_bin(lw, "Add", lw_bin(lw, "Sub", lw_like(lw, x, 1), unsq(lw, xt, 2)), unsq(lw, x, 1));
	Value *keep = lw_bin(lw, "And", lw_bin(lw, "And", unsq(lw, valid, 2),
		lw_un(lw, "Not", unsq(lw, ist, 1))), lw_bin(lw, "Greater", z, lw_like(lw, z, 0)));
	Value *s = lw_reduce1(lw, lw_reduce1(lw, lw_where(lw, keep, z, lw_like(lw, z, 0)), 2, 0), 1, 0);
	Value *l = lw_bin(lw, "Div", s, lw_cast(lw, C, dt));
	if (p->red == LOSS_NONE && ty->rank == 0)
		l = lw_sumall(lw, l);
	return lw_failwhen(lw, rows(lw, p, l, ty), bad);
}

/* log(sigmoid(v)) as lower_act.c computes it: min(v, 0) - log(1 + exp(-|v|)) */
static Value *
logsig(Lower *lw, Value *v)
{
	Value *mn = lw_where(lw, lw_bin(lw, "Less", v, lw_like(lw, v, 0)), v, lw_like(lw, v, 0));
	Value *e = lw_un(lw, "Exp", lw_un(lw, "Neg", lw_un(lw, "Abs", v)));
	return lw_bin(lw, "Sub", mn, lw_un(lw, "Log", lw_bin(lw, "Add", e, lw_like(lw, v, 1))));
}

static Value *
softmargin(Lower *lw, Node *n, const LossParams *p, DType dt)
{
	Value *x = lw_arg(lw, n, 0, dt), *t = lw_arg(lw, n, 1, dt);
	Value *l = lw_bin(lw, "Add", lw_bin(lw, "Mul", t, logsig(lw, x)),
		lw_bin(lw, "Mul", lw_bin(lw, "Sub", lw_like(lw, t, 1), t), logsig(lw, lw_un(lw, "Neg", x))));
	l = lw_un(lw, "Neg", l);
	int i = arg_at(n, "weight");
	if (i >= 0 && !ir_isnone(ir_in(n, (uint32_t)i)))
		l = lw_bin(lw, "Mul", l, lw_arg(lw, n, (uint32_t)i, dt));
	int64_t cd = x->type->rank - 1;
	l = lw_bin(lw, "Div", lw_reduce1(lw, l, cd, 0), lw_cast(lw, dimof(lw, x, cd), dt));
	return lw_lossred(lw, p, l);
}

int
lower_margin(Lower *lw, Node *n, const LossParams *p, Type *ty)
{
	Value *y;
	if (lw_named(n, "cosine_embedding_loss"))
		y = cosine(lw, n, p, ty->dtype);
	else if (lw_named(n, "triplet_margin_loss"))
		y = triplet(lw, n, p, ty->dtype);
	else if (lw_named(n, "multi_margin_loss"))
		y = multimargin(lw, n, p, ty);
	else if (lw_named(n, "multilabel_margin_loss"))
		y = multilabel(lw, n, p, ty);
	else if (lw_named(n, "multilabel_soft_margin_loss"))
		y = softmargin(lw, n, p, ty->dtype);
	else
		return 1;
	return lw_done1(lw, n, lw_op1(lw, "Identity", y, ty));
}
