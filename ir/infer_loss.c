/* The losses of torch.nn.functional (F's Python signatures, 1.13): their arguments read one
 * way for inference and lowering (loss_params) and their inference, with F's and aten's
 * checks where the sizes are known:
 *   reduction      'none', 'mean', 'sum'; size_average and reduce, where given, pick it as
 *                  _Reduction.legacy_get_string does
 *   mse, l1, smooth_l1   input and target broadcast (F's broadcast_tensors), floats
 *   binary_cross_entropy  target of input's size and dtype; weight broadcast to it
 *   binary_cross_entropy_with_logits  target of input's size; weight, pos_weight broadcast
 *   nll_loss       input [N, C, d...] or [C], log-probabilities; target int64 [N, d...] or
 *                  []; weight [C]; ignore_index
 *   cross_entropy  the same with log_softmax first, or class probabilities (a float target
 *                  of the input's shape); label_smoothing in [0, 1]
 *   huber, kl_div, poisson_nll, gaussian_nll, soft_margin, hinge_embedding,
 *   margin_ranking  broadcast (gaussian's var unsqueezed where one short; soft_margin's
 *                  result of the input's shape; margin_ranking's inputs of one rank)
 * and infer_margin.c the losses over a dim */
#include <string.h>
#include "ir.h"

/* n is spelled as F's Python function (its checks and argument names), not ATen's row */
static int
fspelled(const Node *n)
{
	return (n->op->flags & F_PYSIG) != 0;
}

static int
named(const Node *n, const char *s)
{
	return !strcmp(sym_str(n->op->name), s);
}

static int
optbool(Diag *d, int opset, const Node *n, const char *s, int dflt, int *v)
{
	int i = arg_at(n, s);
	int64_t k;
	*v = dflt;
	if (i < 0 || ir_isnone(ir_in(n, (uint32_t)i)))
		return 0;
	if (arg_int(d, opset, n, s, &k) < 0)
		return -1;
	*v = k != 0;
	return 0;
}

int
loss_named(const Node *n, const char *s)
{
	return !strcmp(sym_str(n->op->name), s);
}

/* the float argument s, a constant (dflt where the overload has none) */
static int
optfloat(Diag *d, int opset, const Node *n, const char *s, double dflt, double *v)
{
	int i = arg_at(n, s);
	*v = dflt;
	if (i >= 0 && !ir_constfloat(ir_in(n, (uint32_t)i), v))
		return arg_fail(d, opset, n, "%s must be a constant", s);
	return 0;
}

int
loss_params(Diag *d, int opset, const Node *n, LossParams *p)
{
	memset(p, 0, sizeof *p);
	int sa, rd;
	int i = arg_at(n, "size_average"), j = arg_at(n, "reduce");
	Value *rv = ir_in(n, (uint32_t)arg_at(n, "reduction"));
	Attr *a = rv->type->kind == T_INT ? NULL : ir_attr(rv->def, S_value);
	const char *r = a ? a->s : NULL;
	int legacy = i >= 0 && (!ir_isnone(ir_in(n, (uint32_t)i)) || !ir_isnone(ir_in(n, (uint32_t)j)));
	int64_t k;
	if (rv->type->kind == T_INT) { /* torch.X's at::Reduction (apply_loss_reduction) */
		if (arg_int(d, opset, n, "reduction", &k) < 0)
			return -1;
		r = k == 1 ? "mean" : k == 2 ? "sum" : "none";
	}
	if (!r && !legacy)
		return arg_fail(d, opset, n, "reduction must be a constant");
	/* F.kl_div divides by the batch where reduction is 'batchmean', whatever the legacy
	 * arguments chose */
	p->batchmean = r && !strcmp(r, "batchmean") && loss_named(n, "kl_div");
	if (legacy) {
		if (optbool(d, opset, n, "size_average", 1, &sa) < 0 ||
		    optbool(d, opset, n, "reduce", 1, &rd) < 0)
			return -1;
		p->red = sa && rd ? LOSS_MEAN : rd ? LOSS_SUM : LOSS_NONE;
	} else if (!strcmp(r, "none")) {
		p->red = LOSS_NONE;
	} else if (!strcmp(r, "mean") || !strcmp(r, "elementwise_mean")) {
		p->red = LOSS_MEAN;
	} else if (!strcmp(r, "sum") || p->batchmean) {
		p->red = LOSS_SUM;
	} else if (loss_named(n, "gaussian_nll_loss") || loss_named(n, "multilabel_soft_margin_loss") ||
	    loss_named(n, "poisson_nll_loss")) { /* F's own check, a ValueError */
		return arg_fail(d, opset, n, "%s is not valid", r);
	} else {
		return arg_fail(d, opset, n, "%s is not a valid value for reduction", r);
	}
	p->ignore = -100;
	if (arg_at(n, "ignore_index") >= 0 && arg_int(d, opset, n, "ignore_index", &p->ignore) < 0)
		return -1;
	if (optfloat(d, opset, n, "label_smoothing", 0, &p->ls) < 0)
		return -1;
	if (p->ls < 0) /* 1.13 smooths only where label_smoothing > 0, unchecked below */
		p->ls = 0;
	if (p->ls > 1)
		return arg_fail(d, opset, n, "label_smoothing must be between 0.0 and 1.0. Got: %g",
			p->ls);
	if (optfloat(d, opset, n, "beta", 1, &p->beta) < 0)
		return -1;
	if (p->beta < 0)
		return arg_fail(d, opset, n, "smooth_l1_loss does not support negative values for "
			"beta.");
	if (optfloat(d, opset, n, "delta", 1, &p->delta) < 0 ||
	    optfloat(d, opset, n, "margin", 0, &p->margin) < 0 ||
	    optfloat(d, opset, n, "p", 2, &p->p) < 0 || optfloat(d, opset, n, "eps", 0, &p->eps) < 0)
		return -1;
	if (!(p->delta > 0))
		return arg_fail(d, opset, n, "huber_loss does not support non-positive values for "
			"delta.");
	if (loss_named(n, "multi_margin_loss") && p->p != 1 && p->p != 2)
		return arg_fail(d, opset, n, "only p == 1 and p == 2 supported");
	if (optbool(d, opset, n, "swap", 0, &p->swap) < 0 || optbool(d, opset, n, "full", 0,
	    &p->full) < 0 || optbool(d, opset, n, "log_input", 1, &p->log_input) < 0 ||
	    optbool(d, opset, n, "log_target", 0, &p->log_target) < 0)
		return -1;
	const Type *x = ir_in(n, 0)->type, *t = ir_in(n, 1)->type;
	p->probs = loss_named(n, "cross_entropy") && dtype_isfloat(t->dtype);
	p->cdim = x->rank == 1 ? 0 : 1;
	return 0;
}

static int
sameshape(const Type *a, const Type *b)
{
	if (a->rank != b->rank)
		return 0;
	for (int32_t i = 0; i < a->rank; i++)
		if (a->dims[i] != b->dims[i] && dim_known(a->dims[i]) && dim_known(b->dims[i]))
			return 0;
	return 1;
}

static const Type *
opt(const Node *n, const char *s)
{
	int i = arg_at(n, s);
	return i < 0 || ir_isnone(ir_in(n, (uint32_t)i)) ? NULL : ir_in(n, (uint32_t)i)->type;
}

/* nll_loss's and cross_entropy's (class indices) checks; the shape of 'none' into dims */
static int
classes(Diag *d, const Node *n, const Type *x, const Type *t, int32_t *r, Dim *dims)
{
	if (x->rank < 1)
		return infer_fail(d, n, "input tensor should be 1D or more");
	if (x->rank >= 2 && t->rank >= 1 && dim_known(x->dims[0]) && dim_known(t->dims[0]) &&
	    x->dims[0] != t->dims[0]) /* F's nll_loss_nd checks the batch first */
		return infer_fail(d, n, "Expected input batch_size (%lld) to match target batch_size "
			"(%lld).", (long long)x->dims[0], (long long)t->dims[0]);
	if (t->dtype != DT_UNDEF && t->dtype != DT_I64)
		return infer_fail(d, n, "expected scalar type Long but found %s", dtype_name(t->dtype));
	if (x->rank <= 2 && t->rank > 1)
		return infer_fail(d, n, "0D or 1D target tensor expected, multi-target not supported");
	if (x->rank == 1 && t->rank != 0)
		return infer_fail(d, n, "1D target tensor expected, multi-target not supported");
	if (x->rank == 2 && t->rank != 1)
		return infer_fail(d, n, "0D or 1D target tensor expected, multi-target not supported");
	if (x->rank > 2) {
		int ok = t->rank == x->rank - 1;
		for (int32_t i = 0; ok && i < t->rank; i++) {
			Dim a = x->dims[i ? i + 1 : 0], b = t->dims[i];
			ok = !(dim_known(a) && dim_known(b) && a != b);
		}
		if (!ok)
			return infer_fail(d, n, "size mismatch (got input of rank %d, target of rank %d "
				"or of other sizes)", x->rank, t->rank);
	}
	const Type *w = opt(n, "weight");
	Dim c = x->dims[x->rank == 1 ? 0 : 1];
	if (w && (w->rank != 1 || (dim_known(w->dims[0]) && dim_known(c) && w->dims[0] != c)))
		return infer_fail(d, n, "weight tensor should be defined either for all %lld classes "
			"or no classes", (long long)c);
	*r = t->rank;
	for (int32_t i = 0; i < t->rank; i++)
		dims[i] = t->dims[i];
	return 0;
}

/* the sizes of two size lists equal (1), different (0), or not known at compile time (-1) */
static int
samesizes(const Dim *a, int32_t ra, const Dim *b, int32_t rb)
{
	if (ra != rb)
		return 0;
	int r = 1;
	for (int32_t i = 0; i < ra; i++)
		if (a[i] != b[i])
			r = dim_known(a[i]) && dim_known(b[i]) ? 0 : r ? -1 : r;
	return r;
}

/* F.gaussian_nll_loss's var: as given (0), unsqueezed at the end (1), or refused (-1) */
static int
gaussvar(Diag *d, const Node *n, const Type *x, const Type *v)
{
	int eq = samesizes(x->dims, x->rank, v->dims, v->rank);
	if (eq == 1)
		return 0;
	int head = x->rank >= 1 ? samesizes(x->dims, x->rank - 1, v->dims, v->rank) : 0;
	if (head == 1)
		return 1;
	int tail = x->rank >= 1 && v->rank >= 1 ? samesizes(x->dims, x->rank - 1, v->dims,
		v->rank - 1) : 0;
	int last1 = v->rank >= 1 ? (v->dims[v->rank - 1] == 1 ? 1 : dim_known(v->dims[v->rank - 1])
		? 0 : -1) : 0;
	if (eq == 0 && head == 0 && (tail == 0 || last1 == 0))
		return infer_fail(d, n, "var is of incorrect size");
	if (eq == 0 && head == 0 && tail == 1 && last1 == 1)
		return 0;
	return infer_fail(d, n, "which of F.gaussian_nll_loss's rules var's sizes follow depends "
		"on sizes known only at run time: give var the input's sizes, or them without the "
		"last, or with the last 1, in the same names");
}

/* the elementwise losses: huber, kl_div, poisson_nll, gaussian_nll, soft_margin,
 * hinge_embedding, margin_ranking; 1 if n is not one of them */
static int
elementwise(Graph *g, Node *n, Diag *d, const LossParams *p)
{
	static const char *const names[] = {"huber_loss", "kl_div", "poisson_nll_loss",
		"gaussian_nll_loss", "soft_margin_loss", "hinge_embedding_loss",
		"margin_ranking_loss"};
	uint32_t k = 0;
	while (k < sizeof names / sizeof *names && !loss_named(n, names[k]))
		k++;
	if (k == sizeof names / sizeof *names)
		return 1;
	const Type *x = ir_in(n, 0)->type, *t = ir_in(n, 1)->type;
	const Type *v = k == 3 || k == 6 ? ir_in(n, 2)->type : NULL;
	if (v && v->rank < 0)
		return infer_fail(d, n, "the inputs' ranks must be known");
	int32_t r;
	Dim dims[MAXRANK];
	DType dt = infer_promote(x->dtype, t->dtype);
	if (k == 6) { /* F checks the ranks; 1.13's ATen broadcasts the sizes */
		if (fspelled(n) && (x->rank != t->rank || x->rank != v->rank))
			return infer_fail(d, n, "margin_ranking_loss : All input tensors should have same "
				"dimension but got sizes: input1: %s, input2: %s, target: %s ",
				ty_str_of(g->arena, x), ty_str_of(g->arena, t), ty_str_of(g->arena, v));
		dt = infer_promote(dt, v->dtype);
	}
	if (k == 4 || k == 5) /* the input's dtype: the target is only compared or multiplied in */
		dt = x->dtype;
	if (infer_broadcast(g, n, d, x, t, &r, dims) < 0)
		return -1;
	if (k == 6) {
		Type *xt = ty_tensor(dt, r, dims);
		if (infer_broadcast(g, n, d, xt, v, &r, dims) < 0)
			return -1;
	}
	if (k == 3) {
		int un = gaussvar(d, n, x, v);
		if (un < 0)
			return -1;
		Dim vd[MAXRANK];
		for (int32_t i = 0; i < v->rank; i++)
			vd[i] = v->dims[i];
		if (un)
			vd[v->rank] = 1;
		Type *vt = ty_tensor(v->dtype, v->rank + un, vd);
		Type *xt = ty_tensor(dt, r, dims);
		if (infer_broadcast(g, n, d, xt, vt, &r, dims) < 0)
			return -1;
		dt = infer_promote(dt, v->dtype);
	}
	if (k == 4 && samesizes(x->dims, x->rank, dims, r) == 0) /* written into the input's shape */
		return infer_fail(d, n, "output with shape %s doesn't match the broadcast shape",
			ty_str_of(g->arena, x));
	if (dt != DT_UNDEF && !dtype_isfloat(dt))
		return infer_fail(d, n, "%s of %s inputs is not supported (float32 and float64 are)",
			names[k], dtype_name(dt));
	if (p->red != LOSS_NONE)
		r = 0;
	infer_set(n, 0, ty_tensor(dt, r, dims));
	return 0;
}

int
infer_loss(Graph *g, Node *n, Diag *d)
{
	LossParams p;
	if (loss_params(d, ARG_INFER, n, &p) < 0)
		return -1;
	const Type *x = ir_in(n, 0)->type, *t = ir_in(n, 1)->type;
	if (x->rank < 0 || t->rank < 0)
		return infer_fail(d, n, "the inputs' ranks must be known");
	const char *nm = sym_str(n->op->name);
	DType dt = x->dtype;
	int32_t r = 0;
	Dim dims[MAXRANK];
	if (dt == DT_F16 || dt == DT_BF16 || t->dtype == DT_F16 || t->dtype == DT_BF16) {
		if (!named(n, "mse_loss") && !named(n, "l1_loss") && !named(n, "smooth_l1_loss") &&
		    !named(n, "binary_cross_entropy") && !named(n, "binary_cross_entropy_with_logits") &&
		    !named(n, "nll_loss") && !named(n, "cross_entropy"))
			return infer_fail(d, n, "%s inputs are not supported yet", dtype_name(
				dt == DT_F16 || dt == DT_BF16 ? dt : t->dtype));
	}
	int e = elementwise(g, n, d, &p);
	if (e <= 0)
		return e;
	e = infer_margin(g, n, d, &p);
	if (e <= 0)
		return e;
	if (dt != DT_UNDEF && !dtype_isfloat(dt))
		return infer_fail(d, n, "\"%s\" not implemented for %s", nm, dtype_name(dt));
	/* 1.13's CPU kernels: float16 only for mse, l1, smooth_l1, whose half arithmetic
	 * (rounding after each step) is not reproduced yet; bfloat16 not for mse and
	 * binary_cross_entropy, and not yet here for the others */
	int half_ok = named(n, "mse_loss") || named(n, "l1_loss") || named(n, "smooth_l1_loss");
	if (dt == DT_F16 && !half_ok)
		return infer_fail(d, n, "\"%s\" not implemented for float16", nm);
	if (dt == DT_BF16 && (named(n, "mse_loss") || named(n, "binary_cross_entropy")))
		return infer_fail(d, n, "\"%s\" not implemented for bfloat16", nm);
	if (dt == DT_F16 || dt == DT_BF16)
		return infer_fail(d, n, "%s inputs are not supported yet", dtype_name(dt));
	if (named(n, "nll_loss") || (named(n, "cross_entropy") && !p.probs)) {
		if (classes(d, n, x, t, &r, dims) < 0)
			return -1;
	} else if (named(n, "cross_entropy")) {
		if (!sameshape(x, t))
			return infer_fail(d, n, "expected scalar type Long but found %s",
				dtype_name(t->dtype));
		const Type *w = opt(n, "weight");
		if (w && (w->rank != 1 || (dim_known(w->dims[0]) && dim_known(x->dims[p.cdim]) &&
		    w->dims[0] != x->dims[p.cdim])))
			return infer_fail(d, n, "weight tensor should be defined either for all classes "
				"or no classes");
		dt = infer_promote(dt, t->dtype);
		for (int32_t i = 0; i < x->rank; i++)
			if (i != p.cdim)
				dims[r++] = x->dims[i];
	} else if (named(n, "binary_cross_entropy") || named(n, "binary_cross_entropy_with_logits")) {
		int logits = nm[20] == '_';
		if (logits && !fspelled(n)) { /* ATen's: in place on (1 - target) */
			int32_t br;
			Dim bd[MAXRANK];
			if (infer_broadcast(g, n, d, t, x, &br, bd) < 0)
				return -1;
			if (samesizes(t->dims, t->rank, bd, br) != 1)
				return infer_fail(d, n, "output with shape %s doesn't match the broadcast "
					"shape of the input %s (unknown sizes must have the same names)",
					ty_str_of(g->arena, t), ty_str_of(g->arena, x));
		} else if (!sameshape(x, t)) {
			return infer_fail(d, n, logits ? "Target size must be the same as input size" :
				"Using a target size that is different to the input size is deprecated. "
				"Please ensure they have the same size.");
		}
		if (logits && t->dtype != DT_UNDEF && !dtype_isfloat(t->dtype))
			return infer_fail(d, n, "result type %s can't be cast to the desired output type "
				"%s", dtype_name(dt), dtype_name(t->dtype));
		if (!logits && t->dtype != DT_UNDEF && dt != DT_UNDEF && t->dtype != dt)
			return infer_fail(d, n, "Found dtype %s but expected %s", dtype_name(t->dtype),
				dtype_name(dt));
		const char *ws[2] = {"weight", "pos_weight"};
		for (int k = 0; k < 2; k++) {
			const Type *w = opt(n, ws[k]);
			int32_t wr;
			Dim wd[MAXRANK];
			if (w && infer_broadcast(g, n, d, t, w, &wr, wd) < 0)
				return -1;
			if (w && (wr != t->rank))
				return infer_fail(d, n, "%s of rank %d does not broadcast to the target's %d",
					ws[k], w->rank, t->rank);
			if (w && samesizes(t->dims, t->rank, wd, wr) == 0) /* written in place */
				return infer_fail(d, n, "output with shape %s doesn't match the broadcast "
					"shape of %s %s", ty_str_of(g->arena, t), ws[k], ty_str_of(g->arena, w));
		}
		/* ATen computes it in place on (1 - target): the target's dtype, not the two
		 * promoted (a float64 input and a float32 target give float32) */
		if (logits && t->dtype != DT_UNDEF)
			dt = t->dtype;
		const Type *o = fspelled(n) ? x : t; /* F checked they are the same */
		r = o->rank;
		for (int32_t i = 0; i < r; i++)
			dims[i] = o->dims[i];
	} else { /* mse, l1, smooth_l1: broadcast */
		if (t->dtype != DT_UNDEF && !dtype_isfloat(t->dtype))
			return infer_fail(d, n, "\"%s\" not implemented for %s", nm, dtype_name(t->dtype));
		if (infer_broadcast(g, n, d, x, t, &r, dims) < 0)
			return -1;
		dt = infer_promote(dt, t->dtype);
	}
	if (p.red != LOSS_NONE)
		r = 0;
	infer_set(n, 0, ty_tensor(dt, r, dims));
	return 0;
}
