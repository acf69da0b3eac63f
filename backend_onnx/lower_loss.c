/* Lowering of the losses (infer_loss.c reads their arguments), each PyTorch 1.13 kernel's
 * formula, then the reduction: 'none', 'sum', or 'mean' as the sum over the count (0 / 0:
 * NaN for an empty input, as PyTorch's mean is):
 *   mse (x - t)^2;  l1 |x - t|;  smooth_l1 |d| < beta ? 0.5 d^2 / beta : |d| - 0.5 beta
 *   binary_cross_entropy  w ((t - 1) max(log(1 - x), -100) - t max(log(x), -100)); an
 *                  input outside [0, 1] (or NaN) makes the model fail at run time, as
 *                  PyTorch raises
 *   ..._with_logits  m = max(-x, 0): (1 - t) x + lw (log(exp(-m) + exp(-x - m)) + m), lw
 *                  = 1 + (pos_weight - 1) t, times weight
 *   nll_loss       -w[t] x[t] over the class dim, 0 where t is ignore_index; mean divides
 *                  by the sum of w[t] (NaN when every target is ignored); a target out of
 *                  [0, C) fails at run time (ONNX's GatherElements would wrap a negative);
 *                  from opset 12, float32 and float64 without label smoothing, ONNX's
 *                  NegativeLogLikelihoodLoss (nllop)
 *   cross_entropy  nll_loss of log_softmax; label_smoothing mixes in the smooth loss
 *                  -sum_c w_c logp_c (PyTorch's cross_entropy_loss_label_smoothing);
 *                  class probabilities: -sum_c w_c t_c logp_c, mean over the positions
 *   huber          |d| < delta ? 0.5 d^2 : delta (|d| - 0.5 delta)
 *   kl_div         1.13's xlogy(t, t) - t x (0 where t is 0), log_target exp(t) (t - x);
 *                  'batchmean' the sum over the batch size
 *   poisson_nll    exp(x) - t x, or x - t log(x + eps); full: + t log t - t + 0.5 log(2 pi t)
 *                  where t > 1
 *   gaussian_nll   0.5 (log(v) + (x - t)^2 / v), v = max(var, eps), var unsqueezed where one
 *                  short; full: + 0.5 log(2 pi); a negative var fails at run time
 *   soft_margin    log(1 + exp(-x t));  hinge_embedding  (t != 1 ? max(margin - x, 0) : 0)
 *                  + (t != -1 ? x : 0);  margin_ranking  max(-t (x1 - x2) + margin, 0)
 * lower_margin.c has the losses over a dim, with this file's kit (lw_bin, lw_lossred, ...) */
#include <math.h>
#include <string.h>
#include "backend.h"

/* a binary op; the result typed by broadcast where known, else unknown sizes */
Value *
lw_bin(Lower *lw, const char *op, Value *a, Value *b)
{
	int32_t r = a->type->rank > b->type->rank ? a->type->rank : b->type->rank;
	DType dt = a->type->dtype;
	if (!strcmp(op, "Less") || !strcmp(op, "Greater") || !strcmp(op, "Equal") ||
	    !strcmp(op, "Or") || !strcmp(op, "And") || !strcmp(op, "GreaterOrEqual"))
		dt = DT_BOOL;
	const Type *big = a->type->rank >= b->type->rank ? a->type : b->type;
	const Type *small = big == a->type ? b->type : a->type;
	int same = small->rank == 0 || (small->rank == big->rank);
	for (int32_t i = 0; same && small->rank && i < r; i++)
		same = small->dims[i] == big->dims[i] || small->dims[i] == 1;
	return lw_op2(lw, op, a, b, same ? ty_tensor(dt, r, big->dims) : lw_unknown(dt, r));
}

Value *
lw_un(Lower *lw, const char *op, Value *a)
{
	DType dt = !strcmp(op, "IsNaN") || !strcmp(op, "Not") ? DT_BOOL : a->type->dtype;
	return lw_op1(lw, op, a, ty_tensor(dt, a->type->rank, a->type->dims));
}

Value *
lw_where(Lower *lw, Value *c, Value *a, Value *b)
{
	Value *in[3] = {c, a, b};
	const Type *big = a->type->rank >= b->type->rank ? a->type : b->type;
	if (c->type->rank > big->rank)
		big = c->type;
	return lw_op(lw, "Where", in, 3, lw_unknown(a->type->dtype, big->rank));
}

/* the sum of every element, 0-d */
Value *
lw_sumall(Lower *lw, Value *x)
{
	Value *r = lw_op1(lw, "ReduceSum", x, ty_tensor(x->type->dtype, 0, NULL));
	ir_attr_i(lw->g, r->def, SYMC("keepdims"), 0);
	return r;
}

Value *
lw_reduce1(Lower *lw, Value *x, int64_t ax, int keep)
{
	Value *r = lw_op2(lw, "ReduceSum", x, lw_ints(lw, &ax, 1), lw_unknown(x->type->dtype,
		x->type->rank - !keep));
	ir_attr_i(lw->g, r->def, SYMC("keepdims"), keep);
	return r;
}

/* the loss reduced as p asks: mean = sum / numel */
Value *
lw_lossred(Lower *lw, const LossParams *p, Value *l)
{
	if (p->red == LOSS_NONE)
		return l;
	Value *s = lw_sumall(lw, l);
	if (p->red == LOSS_SUM)
		return s;
	Value *cnt = lw_cast(lw, lw_op1(lw, "Size", l, ty_tensor(DT_I64, 0, NULL)), l->type->dtype);
	return lw_bin(lw, "Div", s, cnt);
}

/* y made to fail at run time where bad (0-d bool) holds: [y][bad ? 1 : 0], a Gather out
 * of range (a Reshape of y to Where(bad, -2s, Shape(y)), as lower_norm.c's failwhen, makes
 * ONNX Runtime's optimizer fail to load some of these models: "Attempting to get index by
 * a name which does not exist ... _new_reshape") */
Value *
lw_failwhen(Lower *lw, Value *y, Value *bad)
{
	int64_t z = 0;
	Value *u = lw_op2(lw, "Unsqueeze", y, lw_ints(lw, &z, 1), lw_unknown(y->type->dtype,
		y->type->rank < 0 ? -1 : y->type->rank + 1)); /* (a rank known only at run time) */
	Value *idx = lw_cast(lw, bad, DT_I64);
	return lw_attri(lw, lw_op2(lw, "Gather", u, idx, y->type), "axis", 0);
}

Value *
lw_any(Lower *lw, Value *c)
{
	Value *s = lw_sumall(lw, lw_cast(lw, c, DT_I64));
	return lw_op2(lw, "Greater", s, lw_int(lw, 0), ty_tensor(DT_BOOL, 0, NULL));
}

static Value *
optarg(Lower *lw, Node *n, const char *s, DType dt)
{
	int i = arg_at(n, s);
	return i < 0 || ir_isnone(ir_in(n, (uint32_t)i)) ? NULL : lw_arg(lw, n, (uint32_t)i, dt);
}

/* w [C] as [C, 1, ...] along the class dim of a rank-r input */
static Value *
perclass(Lower *lw, Value *w, int32_t r, int cdim)
{
	int64_t sh[MAXRANK];
	int32_t m = r - cdim;
	sh[0] = -1;
	for (int32_t i = 1; i < m; i++)
		sh[i] = 1;
	return lw_op2(lw, "Reshape", w, lw_ints(lw, sh, (uint32_t)m), lw_unknown(w->type->dtype, m));
}

/* nll_loss of log-probabilities lp [N, C, ...] (a 1-d input made [1, C]) and targets t:
 * the 'none' losses into *l, the targets' weights (0 where ignored) into *wt, and *bad */
static void
nll(Lower *lw, const LossParams *p, Value *lp, Value *t, Value *w, Value **l, Value **wt,
	Value **bad)
{
	DType dt = lp->type->dtype;
	Value *ign = lw_bin(lw, "Equal", t, lw_int(lw, p->ignore));
	Value *ts = lw_where(lw, ign, lw_int(lw, 0), t);
	Dim one = 1;
	Value *c = lw_op2(lw, "Gather", lw_shape(lw, lp), lw_ints(lw, (int64_t[]){1}, 1),
		ty_tensor(DT_I64, 1, &one));
	c = lw_op2(lw, "Reshape", c, lw_ints(lw, NULL, 0), ty_tensor(DT_I64, 0, NULL));
	Value *out = lw_bin(lw, "Or", lw_bin(lw, "Less", t, lw_int(lw, 0)),
		lw_bin(lw, "GreaterOrEqual", t, c));
	*bad = lw_any(lw, lw_bin(lw, "And", out, lw_un(lw, "Not", ign)));
	int64_t one1 = 1;
	Value *ti = lw_op2(lw, "Unsqueeze", ts, lw_ints(lw, &one1, 1), lw_unknown(DT_I64,
		ts->type->rank + 1));
	Value *pk = lw_attri(lw, lw_op2(lw, "GatherElements", lp, ti, lw_unknown(dt,
		lp->type->rank)), "axis", 1);
	pk = lw_op2(lw, "Squeeze", pk, lw_ints(lw, &one1, 1), lw_unknown(dt, lp->type->rank - 1));
	Value *wv = w ? lw_op2(lw, "Gather", w, ts, lw_unknown(dt, ts->type->rank)) :
		lw_cast(lw, lw_un(lw, "Not", ign), dt);
	*wt = lw_where(lw, ign, lw_like(lw, lp, 0), wv);
	*l = lw_where(lw, ign, lw_like(lw, lp, 0), lw_un(lw, "Neg", lw_bin(lw, "Mul", pk, wv)));
}

/* nll_loss as ONNX's NegativeLogLikelihoodLoss (opset 12), of float32 or float64: the
 * operator's GatherElements fails on a target >= C, as PyTorch raises, but would wrap one in
 * [-C, 0), so a negative target other than ignore_index is moved past C first (where its
 * sign is not known: lw_refuseneg).  An ignored target's loss is -(x[0] * 0): +0.0, as
 * PyTorch's, where x[0] < 0 (a log-probability), -0.0 where it is +0.0 or more. */
static Value *
nllop(Lower *lw, const LossParams *p, Value *lp, Value *t, Value *w, DType dt)
{
	static const char *const reds[] = {"none", "mean", "sum"};
	if (!lw_nonneg(t)) {
		Value *out = lw_refuseneg(lw, t);
		t = p->ignore >= 0 ? out :
			lw_where(lw, lw_bin(lw, "Equal", t, lw_int(lw, p->ignore)), t, out);
	}
	Value *in[3] = {lp, t, w};
	Node *nn = lw_node(lw, "NegativeLogLikelihoodLoss", in, w ? 3 : 2, 1);
	nn->out[0]->type = p->red == LOSS_NONE ? lw_unknown(dt, t->type->rank) :
		ty_tensor(dt, 0, NULL);
	ir_attr_s(lw->g, nn, SYMC("reduction"), reds[p->red]);
	ir_attr_i(lw->g, nn, SYMC("ignore_index"), p->ignore);
	return nn->out[0];
}

static Value *
classloss(Lower *lw, Node *n, const LossParams *p, Type *ty)
{
	DType dt = ty->dtype;
	Value *x = lw_arg(lw, n, 0, dt), *t = lw_arg(lw, n, 1, DT_UNDEF);
	Value *w = optarg(lw, n, "weight", dt);
	int ce = lw_named(n, "cross_entropy");
	int64_t zero = 0;
	if (x->type->rank == 1) { /* [C] and a 0-d target: a batch of one */
		x = lw_op2(lw, "Unsqueeze", x, lw_ints(lw, &zero, 1), lw_unknown(dt, 2));
		if (!p->probs)
			t = lw_op2(lw, "Unsqueeze", t, lw_ints(lw, &zero, 1), lw_unknown(DT_I64, 1));
		else
			t = lw_op2(lw, "Unsqueeze", t, lw_ints(lw, &zero, 1), lw_unknown(dt, 2));
	}
	int32_t r = x->type->rank;
	Value *lp = ce ? lw_softmax(lw, "LogSoftmax", x, 1, x->type) : x;
	Value *wb = w ? perclass(lw, w, r, 1) : NULL;
	Dim cd = x->type->dims[1];
	Value *C = dim_known(cd) ? lw_scalar(lw, dt, (double)cd) :
		lw_cast(lw, lw_op2(lw, "Gather", lw_shape(lw, x), lw_int(lw, 1),
			ty_tensor(DT_I64, 0, NULL)), dt);
	Value *y;
	if (p->probs) {
		t = lw_cast(lw, t, dt);
		if (p->ls > 0)
			t = lw_bin(lw, "Add", lw_bin(lw, "Mul", t, lw_like(lw, t, 1 - p->ls)),
				lw_bin(lw, "Div", lw_like(lw, t, p->ls), C));
		Value *pr = lw_bin(lw, "Mul", lp, t);
		if (wb)
			pr = lw_bin(lw, "Mul", pr, wb);
		if (p->red == LOSS_NONE) {
			y = lw_un(lw, "Neg", lw_reduce1(lw, pr, 1, 0));
		} else {
			y = lw_un(lw, "Neg", lw_sumall(lw, pr));
			if (p->red == LOSS_MEAN) { /* over numel / C positions (0: NaN) */
				Value *num = lw_cast(lw, lw_op1(lw, "Size", x, ty_tensor(DT_I64, 0, NULL)), dt);
				Value *cnt = lw_op1(lw, "Floor", lw_bin(lw, "Div", num, C), num->type);
				y = lw_bin(lw, "Div", y, cnt);
			}
		}
	} else if (p->ls == 0 && lw->opset >= 12 && (dt == DT_F32 || dt == DT_F64)) {
		y = nllop(lw, p, lp, t, w, dt);
	} else {
		Value *l, *wt, *bad;
		nll(lw, p, lp, t, w, &l, &wt, &bad);
		if (p->red == LOSS_NONE)
			y = l;
		else if (p->red == LOSS_SUM)
			y = lw_sumall(lw, l);
		else
			y = lw_bin(lw, "Div", lw_sumall(lw, l), lw_sumall(lw, wt));
		if (ce && p->ls > 0) {
			Value *pr = wb ? lw_bin(lw, "Mul", lp, wb) : lp;
			Value *ign = lw_bin(lw, "Equal", t, lw_int(lw, p->ignore));
			Value *sm = lw_where(lw, ign, lw_like(lw, lp, 0), lw_un(lw, "Neg", lw_reduce1(lw, pr, 1, 0)));
			Value *ret = p->red == LOSS_NONE ? sm : p->red == LOSS_SUM ? lw_sumall(lw, sm) :
				lw_bin(lw, "Div", lw_sumall(lw, sm), lw_sumall(lw, wt));
			y = lw_bin(lw, "Add", lw_bin(lw, "Mul", y, lw_like(lw, y, 1 - p->ls)),
				lw_bin(lw, "Mul", ret, lw_bin(lw, "Div", lw_like(lw, y, p->ls), C)));
		}
		y = lw_failwhen(lw, y, bad);
	}
	if (ty->rank == 0 && y->type->rank == 1) /* 'none' of a 1-d input */
		y = lw_op2(lw, "Reshape", y, lw_ints(lw, NULL, 0), ty);
	return y;
}

/* huber, kl_div, poisson_nll, gaussian_nll, soft_margin, hinge_embedding, margin_ranking */
static Value *
elementwise(Lower *lw, Node *n, const LossParams *p, DType dt)
{
	Value *x = lw_arg(lw, n, 0, dt), *l;
	if (lw_named(n, "hinge_embedding_loss")) { /* the target only compared, in its dtype */
		Value *t = lw_arg(lw, n, 1, DT_UNDEF);
		Value *mc = lw_bin(lw, "Sub", lw_like(lw, x, p->margin), x);
		mc = lw_where(lw, lw_bin(lw, "Less", mc, lw_like(lw, x, 0)), lw_like(lw, x, 0), mc);
		Value *a = lw_where(lw, lw_bin(lw, "Equal", t, lw_like(lw, t, 1)), lw_like(lw, x, 0), mc);
		Value *b = lw_where(lw, lw_bin(lw, "Equal", t, lw_like(lw, t, -1)), lw_like(lw, x, 0), x);
		return lw_lossred(lw, p, lw_bin(lw, "Add", a, b));
	}
	Value *t = lw_arg(lw, n, 1, dt);
	if (lw_named(n, "huber_loss")) {
		Value *z = lw_un(lw, "Abs", lw_bin(lw, "Sub", x, t));
		Value *q = lw_bin(lw, "Mul", lw_bin(lw, "Mul", z, z), lw_like(lw, z, 0.5));
		Value *lin = lw_bin(lw, "Mul", lw_bin(lw, "Sub", z, lw_like(lw, z, 0.5 * p->delta)),
			lw_like(lw, z, p->delta));
		l = lw_where(lw, lw_bin(lw, "Less", z, lw_like(lw, z, p->delta)), q, lin);
	} else if (lw_named(n, "kl_div")) {
		if (p->log_target) {
			l = lw_bin(lw, "Mul", lw_un(lw, "Exp", t), lw_bin(lw, "Sub", t, x));
		} else {
			/* 1.13: xlogy(t, t) - t x, xlogy 0 where t is 0 (NaN where t < 0) */
			Value *xl = lw_bin(lw, "Mul", t, lw_un(lw, "Log", t));
			xl = lw_where(lw, lw_bin(lw, "Equal", t, lw_like(lw, t, 0)), lw_like(lw, t, 0), xl);
			l = lw_bin(lw, "Sub", xl, lw_bin(lw, "Mul", t, x));
		}
		Value *y = lw_lossred(lw, p, l);
		if (!p->batchmean || x->type->rank == 0)
			return y;
		Value *b = lw_op2(lw, "Gather", lw_shape(lw, x), lw_int(lw, 0), ty_tensor(DT_I64, 0, NULL));
		return lw_bin(lw, "Div", y, lw_cast(lw, b, dt));
	} else if (lw_named(n, "poisson_nll_loss")) {
		if (p->log_input)
			l = lw_bin(lw, "Sub", lw_un(lw, "Exp", x), lw_bin(lw, "Mul", t, x));
		else
			l = lw_bin(lw, "Sub", x, lw_bin(lw, "Mul", t, lw_un(lw, "Log",
				lw_bin(lw, "Add", x, lw_like(lw, x, p->eps)))));
		if (p->full) { /* Stirling's term where the target passes 1 */
			Value *st = lw_bin(lw, "Sub", lw_bin(lw, "Mul", t, lw_un(lw, "Log", t)), t);
			Value *lg = lw_un(lw, "Log", lw_bin(lw, "Mul", t, lw_like(lw, t, 2 * M_PI)));
			st = lw_bin(lw, "Add", st, lw_bin(lw, "Mul", lg, lw_like(lw, t, 0.5)));
			Value *le = lw_un(lw, "Not", lw_bin(lw, "Greater", t, lw_like(lw, t, 1)));
			l = lw_bin(lw, "Add", l, lw_where(lw, le, lw_like(lw, t, 0), st));
		}
	} else if (lw_named(n, "gaussian_nll_loss")) {
		Value *v = lw_arg(lw, n, 2, dt);
		Value *bad = lw_any(lw, lw_bin(lw, "Less", v, lw_like(lw, v, 0)));
		if (v->type->rank == x->type->rank - 1) { /* one var per row: unsqueezed */
			int64_t ax = -1;
			v = lw_op2(lw, "Unsqueeze", v, lw_ints(lw, &ax, 1), lw_unknown(dt, v->type->rank + 1));
		}
		v = lw_where(lw, lw_bin(lw, "Less", v, lw_like(lw, v, p->eps)), lw_like(lw, v, p->eps), v);
		Value *d = lw_bin(lw, "Sub", x, t);
		l = lw_bin(lw, "Add", lw_un(lw, "Log", v), lw_bin(lw, "Div", lw_bin(lw, "Mul", d, d), v));
		l = lw_bin(lw, "Mul", l, lw_like(lw, l, 0.5));
		if (p->full)
			l = lw_bin(lw, "Add", l, lw_like(lw, l, 0.5 * log(2 * M_PI)));
		return lw_failwhen(lw, lw_lossred(lw, p, l), bad);
	} else if (lw_named(n, "soft_margin_loss")) {
		Value *e = lw_un(lw, "Exp", lw_bin(lw, "Mul", lw_un(lw, "Neg", x), t));
		l = lw_un(lw, "Log", lw_bin(lw, "Add", e, lw_like(lw, e, 1)));
	} else { /* margin_ranking_loss */
		Value *y = lw_arg(lw, n, 2, dt);
		Value *v = lw_bin(lw, "Add", lw_bin(lw, "Mul", lw_un(lw, "Neg", y), lw_bin(lw, "Sub", x, t)),
			lw_like(lw, x, p->margin));
		l = lw_where(lw, lw_bin(lw, "Greater", v, lw_like(lw, v, 0)), v, lw_like(lw, v, 0));
	}
	return lw_lossred(lw, p, l);
}

int
lower_loss(Lower *lw, Node *n)
{
	LossParams p;
	if (loss_params(lw->d, lw->opset, n, &p) < 0)
		return -1;
	Type *ty = lw_outty(n, 0);
	DType dt = ty->dtype;
	Value *y;
	if (lw_named(n, "nll_loss") || lw_named(n, "cross_entropy")) {
		y = classloss(lw, n, &p, ty);
		return lw_done1(lw, n, lw_op1(lw, "Identity", y, ty));
	}
	int mg = lower_margin(lw, n, &p, ty);
	if (mg <= 0)
		return mg;
	static const char *const elem[] = {"huber_loss", "kl_div", "poisson_nll_loss",
		"gaussian_nll_loss", "soft_margin_loss", "hinge_embedding_loss", "margin_ranking_loss"};
	for (size_t i = 0; i < sizeof elem / sizeof *elem; i++)
		if (lw_named(n, elem[i]))
			return lw_done1(lw, n, lw_op1(lw, "Identity", elementwise(lw, n, &p, dt), ty));
	Value *x = lw_arg(lw, n, 0, dt), *t = lw_arg(lw, n, 1, dt), *l;
	if (lw_named(n, "binary_cross_entropy")) {
		Value *lx = lw_bin(lw, "Max", lw_un(lw, "Log", x), lw_like(lw, x, -100));
		Value *l1 = lw_bin(lw, "Max", lw_un(lw, "Log", lw_bin(lw, "Sub", lw_like(lw, x, 1), x)), lw_like(lw, x, -100));
		l = lw_bin(lw, "Sub", lw_bin(lw, "Mul", lw_bin(lw, "Sub", t, lw_like(lw, t, 1)), l1), lw_bin(lw, "Mul", t, lx));
		Value *w = optarg(lw, n, "weight", dt);
		if (w)
			l = lw_bin(lw, "Mul", l, w);
		Value *bad = lw_any(lw, lw_bin(lw, "Or", lw_un(lw, "IsNaN", x), lw_bin(lw, "Or",
			lw_bin(lw, "Less", x, lw_like(lw, x, 0)), lw_bin(lw, "Greater", x, lw_like(lw, x, 1)))));
		y = lw_failwhen(lw, lw_lossred(lw, &p, l), bad);
	} else if (lw_named(n, "binary_cross_entropy_with_logits")) {
		Value *m = lw_bin(lw, "Max", lw_un(lw, "Neg", x), lw_like(lw, x, 0));
		Value *lg = lw_un(lw, "Log", lw_bin(lw, "Add", lw_un(lw, "Exp", lw_un(lw, "Neg", m)),
			lw_un(lw, "Exp", lw_bin(lw, "Sub", lw_un(lw, "Neg", x), m))));
		Value *first = lw_bin(lw, "Mul", lw_bin(lw, "Sub", lw_like(lw, t, 1), t), x);
		Value *pw = optarg(lw, n, "pos_weight", dt);
		if (pw) {
			Value *lwt = lw_bin(lw, "Add", lw_bin(lw, "Mul", lw_bin(lw, "Sub", pw, lw_like(lw, pw, 1)), t),
				lw_like(lw, t, 1));
			l = lw_bin(lw, "Add", first, lw_bin(lw, "Mul", lwt, lw_bin(lw, "Add", lg, m)));
		} else {
			l = lw_bin(lw, "Add", lw_bin(lw, "Add", first, m), lg);
		}
		Value *w = optarg(lw, n, "weight", dt);
		if (w)
			l = lw_bin(lw, "Mul", l, w);
		y = lw_lossred(lw, &p, l);
	} else {
		Value *d = lw_bin(lw, "Sub", x, t);
		if (lw_named(n, "mse_loss")) {
			l = lw_bin(lw, "Mul", d, d);
		} else if (lw_named(n, "l1_loss") || p.beta == 0) {
			l = lw_un(lw, "Abs", d);
		} else {
			Value *a = lw_un(lw, "Abs", d);
			Value *q = lw_bin(lw, "Div", lw_bin(lw, "Mul", lw_bin(lw, "Mul", d, d), lw_like(lw, d, 0.5)),
				lw_like(lw, d, p.beta));
			l = lw_where(lw, lw_bin(lw, "Less", a, lw_like(lw, a, p.beta)), q,
				lw_bin(lw, "Sub", a, lw_like(lw, a, 0.5 * p.beta)));
		}
		y = lw_lossred(lw, &p, l);
	}
	return lw_done1(lw, n, lw_op1(lw, "Identity", y, ty));
}
