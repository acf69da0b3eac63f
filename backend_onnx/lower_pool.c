/* Lowering of max_poolNd and avg_poolNd to ONNX's MaxPool and AveragePool, with the
 * parameters PyTorch's rules gave (ir/infer_pool.c):
 *   ceil_mode  never passed on: PyTorch drops a last window that would start in the right
 *              padding, which ONNX's ceil_mode does not say; instead the output size is
 *              PyTorch's and the right padding grows by what that window needs (e), with
 *              ceil_mode 0 (MaxPool ignores padding).  Over a size known only at run
 *              time a max pool is padded by a Pad whose amounts are computed (ceilpad);
 *              the other pools need the sizes.
 *   avg        count_include_pad counts the declared padding but not e, and
 *              divisor_override replaces the count, neither of which AveragePool can say:
 *              then the window sums (AveragePool of x padded with zeros, times the kernel's
 *              size) are divided by the counts, a constant computed here as PyTorch does.
 *              ONNX Runtime has no float64 or int64 AveragePool: there the sums are
 *              strided Slices added up, one per offset in the kernel, exact; int64 sums
 *              are divided as integers, toward zero, as PyTorch's kernel does.
 * return_indices: MaxPool's second output, counted over the whole tensor where PyTorch
 * counts over each plane (indices()).
 * An unbatched input ([C, L..]) gets its batch dim for the operator and loses it after.
 * lp_pool is F.lp_pool's formula: avg_pool of x ** p (count_include_pad, no padding), times
 * the kernel's size, ** (1 / p). */
#include <string.h>
#include "backend.h"
#include "../runtime/runtime.h"

/* Unsqueeze or Squeeze of dim ax, its axes an input from opset 13 */
static Value *
dimat(Lower *lw, const char *op, Value *x, int64_t ax, Type *t)
{
	if (lw->opset >= 13)
		return lw_op2(lw, op, x, lw_ints(lw, &ax, 1), t);
	Value *r = lw_op1(lw, op, x, t);
	ir_attr_ints(lw->g, r->def, SYMC("axes"), &ax, 1);
	return r;
}

static Value *
dim0(Lower *lw, const char *op, Value *x, Type *t)
{
	return dimat(lw, op, x, 0, t);
}

/* PyTorch's max propagates a NaN in its window; ONNX Runtime's MaxPool and ReduceMax skip
 * it.  y (the max of x's windows), made NaN where nan (the same max of IsNaN(x) as 0/1)
 * is 1 */
static Value *
nanmax(Lower *lw, Value *y, Value *nan)
{
	Type *bt = ty_tensor(DT_BOOL, y->type->rank, y->type->dims);
	Value *w[3] = {lw_op2(lw, "Greater", nan, lw_scalar(lw, y->type->dtype, 0), bt),
		lw_scalar(lw, y->type->dtype, __builtin_nan("")), y};
	return lw_op(lw, "Where", w, 3, y->type);
}

/* x's NaNs as 1, else 0, in x's dtype */
static Value *
isnan01(Lower *lw, Value *x)
{
	Type *bt = ty_tensor(DT_BOOL, x->type->rank, x->type->dims);
	return lw_cast(lw, lw_op1(lw, "IsNaN", x, bt), x->type->dtype);
}

/* the attributes every pool takes: kernel_shape, strides, pads (begin, then end + e) */
static void
attrs(Lower *lw, Value *v, const PoolParams *p, const int64_t *e, int pads)
{
	int64_t pd[6];
	for (int k = 0; k < p->nd; k++)
		pd[k] = pads ? p->pad[k] : 0, pd[p->nd + k] = pads ? p->pad[k] + e[k] : 0;
	ir_attr_ints(lw->g, v->def, SYMC("kernel_shape"), p->kernel, (uint32_t)p->nd);
	ir_attr_ints(lw->g, v->def, SYMC("strides"), p->stride, (uint32_t)p->nd);
	ir_attr_ints(lw->g, v->def, SYMC("pads"), pd, (uint32_t)(2 * p->nd));
}

/* MaxPool's y over x made NaN where its window holds one (nanmax's job, in fewer nodes):
 * Clip(x, 0, 0) is NaN where x is and 0 elsewhere, infinities included (Clip keeps a NaN);
 * AveragePool adds its windows up, so it is NaN where a window holds a NaN and +0
 * elsewhere; and y - (+0) is y, -0 and infinities included.  AveragePool has no
 * dilations below opset 19, and ONNX Runtime's none but float32: a dilated pool, or one
 * of float64, keeps the IsNaN mask pooled beside it. */
static Value *
poolnan(Lower *lw, Value *y, Value *x, const PoolParams *p, const int64_t *e, Type *bt)
{
	int dilated = 0;
	for (int k = 0; k < p->nd; k++)
		dilated |= p->dilation[k] != 1;
	if (dilated || x->type->dtype != DT_F32) {
		Value *nan = lw_op1(lw, "MaxPool", isnan01(lw, x), bt);
		attrs(lw, nan, p, e, 1);
		ir_attr_ints(lw->g, nan->def, SYMC("dilations"), p->dilation, (uint32_t)p->nd);
		return nanmax(lw, y, nan);
	}
	DType dt = x->type->dtype;
	Value *in[3] = {x, lw_scalar(lw, dt, 0), lw_scalar(lw, dt, 0)};
	Value *s = lw_op1(lw, "AveragePool", lw_op(lw, "Clip", in, 3, x->type), bt);
	attrs(lw, s, p, e, 1);
	ir_attr_i(lw->g, s->def, SYMC("count_include_pad"), 1);
	return lw_op2(lw, "Sub", y, s, bt);
}

/* how many elements PyTorch divides window (o[0], .., o[nd-1]) by (avg_pool's kernel) */
static int64_t
count(const PoolParams *p, const Dim *l, const int64_t *o)
{
	if (p->divisor)
		return p->divisor;
	int64_t all = 1, real = 1;
	for (int k = 0; k < p->nd; k++) {
		int64_t start = o[k] * p->stride[k] - p->pad[k];
		int64_t end = start + p->kernel[k] < l[k] + p->pad[k] ? start + p->kernel[k] :
			l[k] + p->pad[k];
		all *= end - start;
		real *= (end < l[k] ? end : l[k]) - (start > 0 ? start : 0);
	}
	return p->include_pad ? all : real;
}

/* the window sums of xp (padded), exactly in its dtype: one strided Slice per offset in
 * the kernel, added up; the windows' count o is known */
static Value *
slicesum(Lower *lw, Value *xp, const PoolParams *p, const Dim *o, Type *t)
{
	int32_t r = xp->type->rank;
	int64_t at[3] = {0}, st[3], en[3], ax[3], n = 1;
	for (int k = 0; k < p->nd; k++)
		n *= p->kernel[k], ax[k] = r - p->nd + k;
	Value *sum = NULL;
	for (int64_t i = 0; i < n; i++) {
		int64_t rest = i;
		for (int k = p->nd - 1; k >= 0; k--)
			at[k] = rest % p->kernel[k], rest /= p->kernel[k];
		for (int k = 0; k < p->nd; k++)
			st[k] = at[k], en[k] = at[k] + (o[k] - 1) * p->stride[k] + 1;
		uint32_t nd = (uint32_t)p->nd;
		Value *in[5] = {xp, lw_ints(lw, st, nd), lw_ints(lw, en, nd), lw_ints(lw, ax, nd),
			lw_ints(lw, p->stride, nd)};
		Value *v = lw_op(lw, "Slice", in, 5, t);
		sum = sum ? lw_op2(lw, "Add", sum, v, t) : v;
	}
	return sum;
}

/* avg_pool where AveragePool cannot say it: window sums divided by PyTorch's counts */
static Value *
avgsums(Lower *lw, Value *x, const PoolParams *p, const Dim *l, const Dim *o, const int64_t *e,
	Type *t)
{
	DType dt = t->dtype;
	int32_t r = x->type->rank;
	int64_t pads[2 * MAXRANK] = {0}, kk = 1, n = 1;
	Dim pd[MAXRANK];
	for (int32_t i = 0; i < r; i++)
		pd[i] = x->type->dims[i];
	for (int k = 0; k < p->nd; k++) {
		pads[r - p->nd + k] = p->pad[k];
		pads[2 * r - p->nd + k] = p->pad[k] + e[k];
		pd[r - p->nd + k] = l[k] + 2 * p->pad[k] + e[k];
		kk *= p->kernel[k];
		n *= o[k];
	}
	Value *xp = lw_op2(lw, "Pad", x, lw_ints(lw, pads, (uint32_t)(2 * r)), ty_tensor(dt, r, pd));
	Value *sum;
	if (dt != DT_F32) /* ONNX Runtime has no float64 or int64 AveragePool */
		sum = slicesum(lw, xp, p, o, t);
	else {
		sum = lw_op1(lw, "AveragePool", xp, t);
		attrs(lw, sum, p, e, 0);
		sum = lw_op2(lw, "Mul", sum, lw_scalar(lw, dt, (double)kk), t);
	}
	Tensor *c = rt_tensor(lw->g->arena, dt, p->nd, o);
	int64_t at[3] = {0};
	for (int64_t i = 0; i < n; i++) {
		int64_t rest = i;
		for (int k = p->nd - 1; k >= 0; k--)
			at[k] = rest % o[k], rest /= o[k];
		double v = (double)count(p, l, at);
		if (dt == DT_F64)
			((double *)c->data)[i] = v;
		else if (dt == DT_I64) /* Div of int64 truncates, as PyTorch's kernel divides */
			((int64_t *)c->data)[i] = count(p, l, at);
		else
			((float *)c->data)[i] = (float)v;
	}
	return lw_op2(lw, "Div", sum, lw_const(lw, c), t);
}

/* MaxPool's Indices count over the whole tensor [N, C, L..] (padding not counted);
 * PyTorch's over each plane L1 x .. x Lnd: the remainder by the plane's size, taken from
 * x's shape when a dim is symbolic */
static Value *
indices(Lower *lw, Value *ix, Value *x, int nd, Type *bt)
{
	Type *it = ty_tensor(DT_I64, bt->rank, bt->dims), *t0 = ty_tensor(DT_I64, 0, NULL);
	ix->type = it;
	int32_t r = x->type->rank;
	int64_t plane = 1, ax[3];
	for (int k = 0; k < nd; k++) {
		Dim l = x->type->dims[r - nd + k];
		plane = plane >= 0 && dim_known(l) ? plane * l : -1;
		ax[k] = r - nd + k;
	}
	Value *pv;
	if (plane >= 0)
		pv = lw_int(lw, plane);
	else {
		Dim dn = nd;
		Value *sz = lw_op2(lw, "Gather", lw_shape(lw, x), lw_ints(lw, ax, (uint32_t)nd),
			ty_tensor(DT_I64, 1, &dn));
		pv = lw_op1(lw, "ReduceProd", sz, t0);
		ir_attr_i(lw->g, pv->def, SYMC("keepdims"), 0);
	}
	return lw_op2(lw, "Mod", ix, pv, it);
}

/* x [N, C, L..] padded at the end of each L by -inf as far as PyTorch's ceil_mode windows
 * reach past L + p, computed at run time from the sizes (1-d int64 vectors over the dims):
 *   o = (L + 2p - d(k - 1) - 1 + s - 1) / s + 1, one less where (o - 1) s >= L + p
 *   e = max(0, (o - 1) s + d(k - 1) + 1 - (L + 2p))
 * MaxPool's own pads stay p at both ends. */
static Value *
ceilpad(Lower *lw, Value *x, const PoolParams *p)
{
	int32_t r = x->type->rank, nd = p->nd;
	Dim dn = nd, dr = 2 * r;
	Type *vt = ty_tensor(DT_I64, 1, &dn), *bt = ty_tensor(DT_BOOL, 1, &dn);
	int64_t ax[3], c1[3], c2[3], c3[3];
	for (int k = 0; k < nd; k++) {
		int64_t span = p->dilation[k] * (p->kernel[k] - 1);
		ax[k] = r - nd + k;
		c1[k] = 2 * p->pad[k] - span - 1 + p->stride[k] - 1; /* the numerator's constant */
		c2[k] = span + 1 - 2 * p->pad[k];                     /* e's constant */
		c3[k] = p->pad[k];
	}
	uint32_t un = (uint32_t)nd;
	Value *l = lw_op2(lw, "Gather", lw_shape(lw, x), lw_ints(lw, ax, un), vt);
	Value *s = lw_ints(lw, p->stride, un);
	Value *o = lw_op2(lw, "Div", lw_op2(lw, "Add", l, lw_ints(lw, c1, un), vt), s, vt);
	Value *last = lw_op2(lw, "Mul", o, s, vt); /* (o - 1) s, o before the +1 */
	Value *drop = lw_op2(lw, "GreaterOrEqual", last, lw_op2(lw, "Add", l, lw_ints(lw, c3, un),
		vt), bt);
	last = lw_op2(lw, "Sub", last, lw_op2(lw, "Mul", lw_cast(lw, drop, DT_I64), s, vt), vt);
	Value *ev = lw_op2(lw, "Sub", lw_op2(lw, "Add", last, lw_ints(lw, c2, un), vt), l, vt);
	Value *w[3] = {lw_op2(lw, "Less", ev, lw_ints(lw, (int64_t[]){0, 0, 0}, un), bt),
		lw_ints(lw, (int64_t[]){0, 0, 0}, un), ev};
	ev = lw_op(lw, "Where", w, 3, vt);
	int64_t zeros[2 * MAXRANK] = {0};
	Value *parts[2] = {lw_ints(lw, zeros, (uint32_t)(r + r - nd)), ev};
	Value *pads = lw_op(lw, "Concat", parts, 2, ty_tensor(DT_I64, 1, &dr));
	ir_attr_i(lw->g, pads->def, SYMC("axis"), 0);
	Dim pd[MAXRANK];
	for (int32_t i = 0; i < r; i++)
		pd[i] = i < r - nd ? x->type->dims[i] : DIM_UNKNOWN;
	Value *in[3] = {x, pads, lw_scalar(lw, x->type->dtype, -__builtin_inf())};
	return lw_op(lw, "Pad", in, 3, ty_tensor(x->type->dtype, r, pd));
}

int
lower_pool(Lower *lw, Node *n)
{
	PoolParams p;
	if (pool_params(lw->d, lw->opset, n, &p) < 0)
		return -1;
	Type *t = lw_outty(n, 0);
	DType dt = t->dtype;
	if (dt != DT_F32 && dt != DT_F64 && (dt != DT_I64 || arg_at(n, "count_include_pad") < 0))
		return lw_fail(lw, n, "%s of %s has no ONNX form here", sym_str(n->op->name),
			dtype_name(dt));
	Value *x = lw_arg(lw, n, 0, dt);
	double lp = 0;
	int islp = arg_at(n, "norm_type") >= 0;
	if (islp) {
		if (!ir_constfloat(ir_in(n, arg_at(n, "norm_type")), &lp))
			return lw_fail(lw, n, "norm_type must be a constant");
		x = lw_op2(lw, "Pow", x, lw_scalar(lw, dt, lp), x->type);
	}
	const Type *xt = x->type;
	int32_t lead = xt->rank - p.nd, r = xt->rank + (lead == 1);
	Dim l[3], o[3], bd[MAXRANK];
	int64_t e[3];
	int plain = !p.divisor, runpad = 0;
	int isavg = arg_at(n, "count_include_pad") >= 0 || islp;
	for (int k = 0; k < p.nd; k++) {
		l[k] = xt->dims[lead + k], o[k] = t->dims[lead + k], e[k] = 0;
		if (dim_known(l[k]))
			e[k] = (o[k] - 1) * p.stride[k] + p.dilation[k] * (p.kernel[k] - 1) + 1 -
				(l[k] + 2 * p.pad[k]);
		else if (p.ceil && (isavg || n->nout > 1))
			return lw_fail(lw, n, "ceil_mode=True%s needs the input's spatial sizes known "
				"at compile time", isavg ? "" : " with the indices");
		else if (p.ceil)
			runpad = 1;
		if (e[k] < 0)
			e[k] = 0; /* the floor's remainder: input the windows do not reach */
		plain &= e[k] == 0;
	}
	if (runpad) /* all of e at run time, by a Pad */
		memset(e, 0, sizeof e);
	plain &= dt == DT_F32 || !isavg;
	if (!plain)
		for (int k = 0; k < p.nd; k++)
			if (!dim_known(l[k]))
				return lw_fail(lw, n, "%s needs the input's spatial sizes known at "
					"compile time", p.divisor ? "divisor_override" : dt != DT_F32 ?
					dt == DT_F64 ? "avg_pool of float64" : "avg_pool of int64" :
					"ceil_mode=True");
	Type *bt = t;
	if (lead == 1) { /* unbatched: [1, C, ..] for the operator */
		bd[0] = 1, memcpy(bd + 1, xt->dims, sizeof *bd * (size_t)xt->rank);
		x = dim0(lw, "Unsqueeze", x, ty_tensor(dt, r, bd));
		bd[0] = 1, memcpy(bd + 1, t->dims, sizeof *bd * (size_t)t->rank);
		bt = ty_tensor(dt, r, bd);
	}
	Value *y, *ix = NULL;
	if (runpad)
		x = ceilpad(lw, x, &p);
	if (!isavg) {
		Node *mp = lw_node(lw, "MaxPool", &x, 1, n->nout > 1 ? 2 : 1);
		y = mp->out[0];
		y->type = bt;
		attrs(lw, y, &p, e, 1);
		ir_attr_ints(lw->g, mp, SYMC("dilations"), p.dilation, (uint32_t)p.nd);
		if (n->nout > 1)
			ix = indices(lw, mp->out[1], x, p.nd, bt);
		if (lw->poolnan)
			y = poolnan(lw, y, x, &p, e, bt);
	} else if (plain) {
		y = lw_op1(lw, "AveragePool", x, bt);
		attrs(lw, y, &p, e, 1);
		ir_attr_i(lw->g, y->def, SYMC("count_include_pad"), p.include_pad);
	} else
		y = avgsums(lw, x, &p, l, o, e, bt);
	if (lead == 1) {
		y = dim0(lw, "Squeeze", y, t);
		if (ix)
			ix = dim0(lw, "Squeeze", ix, lw_outty(n, 1));
	}
	if (ix) {
		Value *outs[2] = {y, ix};
		lw_done(lw, n, outs);
		return 0;
	}
	if (islp) { /* F.lp_pool: sign(y) * relu(abs(y)), which is y, times the kernel's size */
		int64_t kk = 1;
		for (int k = 0; k < p.nd; k++)
			kk *= p.kernel[k];
		y = lw_op2(lw, "Mul", y, lw_scalar(lw, dt, (double)kk), t);
		y = lw_op2(lw, "Pow", y, lw_scalar(lw, dt, 1.0 / lp), t);
	}
	return lw_done1(lw, n, y);
}

/* ReduceMean or ReduceMax of x along axis with keepdims=1, the axes an input from opset 18;
 * a max NaN where the window has one (nanmax), unless nonan says x has none (0/1 masks) */
static Value *
reduce1(Lower *lw, const char *op, Value *x, int64_t axis, Type *t, int nonan)
{
	Value *in[2] = {x, NULL};
	uint32_t nin = 1;
	if (lw->opset >= 18)
		in[nin++] = lw_ints(lw, &axis, 1);
	Value *r = lw_op(lw, op, in, nin, t);
	if (lw->opset < 18)
		ir_attr_ints(lw->g, r->def, SYMC("axes"), &axis, 1);
	ir_attr_i(lw->g, r->def, SYMC("keepdims"), 1);
	if (!strcmp(op, "ReduceMax") && !nonan)
		r = nanmax(lw, r, reduce1(lw, op, isnan01(lw, x), axis, t, 1));
	return r;
}

/* x[.., a:b, ..] along axis */
static Value *
slice1(Lower *lw, Value *x, int64_t axis, int64_t a, int64_t b, Type *t)
{
	Value *in[4] = {x, lw_ints(lw, &a, 1), lw_ints(lw, &b, 1), lw_ints(lw, &axis, 1)};
	return lw_op(lw, "Slice", in, 4, t);
}

static Value *
argmax(Lower *lw, Value *w, int64_t ax, int last, Type *t)
{
	Value *am = lw_op1(lw, "ArgMax", w, t);
	ir_attr_i(lw->g, am->def, SYMC("axis"), ax);
	ir_attr_i(lw->g, am->def, SYMC("keepdims"), 1);
	ir_attr_i(lw->g, am->def, SYMC("select_last_index"), last);
	return am;
}

/* the index along ax of w's maximum as ATen's adaptive max pool keeps it: the first
 * maximum, but the last NaN where there is one (its test is val > max || isnan(val)) */
static Value *
argmaxnan(Lower *lw, Value *w, int64_t ax, Type *t)
{
	Value *am = argmax(lw, w, ax, 0, t);
	Value *nan = isnan01(lw, w);
	Value *lastnan = argmax(lw, nan, ax, 1, t);
	Type *ft = ty_tensor(w->type->dtype, t->rank, t->dims);
	Value *any = reduce1(lw, "ReduceMax", nan, ax, ft, 1);
	Type *bt = ty_tensor(DT_BOOL, t->rank, t->dims);
	Value *in[3] = {lw_op2(lw, "Greater", any, lw_scalar(lw, w->type->dtype, 0), bt), lastnan, am};
	return lw_op(lw, "Where", in, 3, t);
}

/* adaptive_max_pool1d/2d with its indices where the spatial sizes are known (argcells'
 * general case is the same computation, emitted as before it was general):
 * one cell at a time, its window Sliced and flattened, ReduceMax and ArgMax
 * (select_last_index 0: the first), the window's index made the plane's; the cells
 * concatenated along each dim.  The spatial sizes must be known. */
static int
argcells_known(Lower *lw, Node *n, const int64_t *os, Value *x, Type *t, Type *it)
{
	DType dt = t->dtype;
	int32_t r = t->rank;
	int nd = n->op->args[1].listlen;
	Dim l[2], cd[MAXRANK];
	for (int k = 0; k < nd; k++)
		if (!dim_known(l[k] = x->type->dims[r - nd + k]))
			return lw_fail(lw, n, "the indices of %s need the input's spatial sizes known at "
				"compile time", sym_str(n->op->name));
	memcpy(cd, t->dims, sizeof *cd * (size_t)r);
	int64_t rows = nd == 2 ? os[0] : 1, cols = os[nd - 1];
	Value **rv = NEWA(lw->g->arena, Value *, (size_t)rows + 1);
	Value **ri = NEWA(lw->g->arena, Value *, (size_t)rows + 1);
	Value **cv = NEWA(lw->g->arena, Value *, (size_t)cols + 1);
	Value **ci = NEWA(lw->g->arena, Value *, (size_t)cols + 1);
	if (rows * cols == 0)
		return lw_fail(lw, n, "an output size of 0 with the indices is not supported yet");
	for (int64_t i = 0; i < rows; i++) {
		int64_t a = nd == 2 ? i * l[0] / os[0] : 0;
		int64_t b = nd == 2 ? ((i + 1) * l[0] + os[0] - 1) / os[0] : 1;
		for (int64_t j = 0; j < cols; j++) {
			int64_t c = j * l[nd - 1] / cols, e = ((j + 1) * l[nd - 1] + cols - 1) / cols;
			int64_t st[2] = {a, c}, en[2] = {b, e}, ax[2] = {r - 2, r - 1};
			uint32_t k = (uint32_t)nd;
			Value *in[4] = {x, lw_ints(lw, st + 2 - k, k), lw_ints(lw, en + 2 - k, k),
				lw_ints(lw, ax + 2 - k, k)};
			for (int32_t q = 0; q < r - nd; q++)
				cd[q] = t->dims[q];
			cd[r - 1] = (b - a) * (e - c);
			if (nd == 2)
				cd[r - 2] = b - a, cd[r - 1] = e - c;
			Value *w = lw_op(lw, "Slice", in, 4, ty_tensor(dt, r, cd));
			int32_t fr = r - nd + 1; /* flattened: the window's elements in one dim */
			if (nd == 2) {
				int64_t sh[MAXRANK] = {0};
				sh[fr - 1] = -1;
				cd[fr - 1] = (b - a) * (e - c);
				w = lw_op2(lw, "Reshape", w, lw_ints(lw, sh, (uint32_t)fr),
					ty_tensor(dt, fr, cd));
			}
			cd[fr - 1] = 1;
			int64_t fax = fr - 1;
			Value *v = reduce1(lw, "ReduceMax", w, fax, ty_tensor(dt, fr, cd), 0);
			Value *am = argmaxnan(lw, w, fax, ty_tensor(DT_I64, fr, cd));
			Type *at = am->type;
			Value *pi; /* the plane's index: (a + am / wl) * W + c + am % wl */
			if (nd == 2) {
				Value *wl = lw_int(lw, e - c);
				Value *row = lw_op2(lw, "Add", lw_op2(lw, "Div", am, wl, at), lw_int(lw, a), at);
				Value *col = lw_op2(lw, "Add", lw_op2(lw, "Mod", am, wl, at), lw_int(lw, c), at);
				pi = lw_op2(lw, "Add", lw_op2(lw, "Mul", row, lw_int(lw, l[1]), at), col, at);
				cd[r - 2] = 1, cd[r - 1] = 1;
				v = dimat(lw, "Unsqueeze", v, r - 1, ty_tensor(dt, r, cd));
				pi = dimat(lw, "Unsqueeze", pi, r - 1, ty_tensor(DT_I64, r, cd));
			} else
				pi = lw_op2(lw, "Add", am, lw_int(lw, c), at);
			cv[j] = v, ci[j] = pi;
		}
		for (int32_t q = 0; q < r; q++)
			cd[q] = t->dims[q];
		if (nd == 2)
			cd[r - 2] = 1;
		rv[i] = lw_op(lw, "Concat", cv, (uint32_t)cols, ty_tensor(dt, r, cd));
		ir_attr_i(lw->g, rv[i]->def, SYMC("axis"), r - 1);
		ri[i] = lw_op(lw, "Concat", ci, (uint32_t)cols, ty_tensor(DT_I64, r, cd));
		ir_attr_i(lw->g, ri[i]->def, SYMC("axis"), r - 1);
	}
	Value *outs[2] = {rv[0], ri[0]};
	if (nd == 2) {
		outs[0] = lw_op(lw, "Concat", rv, (uint32_t)rows, t);
		ir_attr_i(lw->g, outs[0]->def, SYMC("axis"), r - 2);
		outs[1] = lw_op(lw, "Concat", ri, (uint32_t)rows, it);
		ir_attr_i(lw->g, outs[1]->def, SYMC("axis"), r - 2);
	}
	lw_done(lw, n, outs);
	return 0;
}

/* the window [a, b) of output i of m along a dim of size l, PyTorch's [floor(i l / m),
 * ceil((i + 1) l / m)): constants (*ka, *kb) where l is known, else computed at run time
 * from lv, the size as a [1] int64 */
static void
window(Lower *lw, Dim l, Value *lv, int64_t i, int64_t m, Value **a, Value **b, int64_t *ka,
	int64_t *kb)
{
	if (dim_known(l)) {
		*ka = i * l / m, *kb = ((i + 1) * l + m - 1) / m;
		*a = lw_ints(lw, ka, 1), *b = lw_ints(lw, kb, 1);
		return;
	}
	Dim one = 1;
	Type *t = ty_tensor(DT_I64, 1, &one);
	*ka = *kb = -1;
	*a = lw_op2(lw, "Div", lw_op2(lw, "Mul", lv, lw_int(lw, i), t), lw_int(lw, m), t);
	*b = lw_op2(lw, "Div", lw_op2(lw, "Add", lw_op2(lw, "Mul", lv, lw_int(lw, i + 1), t),
		lw_int(lw, m - 1), t), lw_int(lw, m), t);
}

/* dim ax of x at run time, [1] int64 */
static Value *
sizeat(Lower *lw, Value *x, int64_t ax)
{
	Dim one = 1;
	return lw_op2(lw, "Gather", lw_shape(lw, x), lw_ints(lw, &ax, 1), ty_tensor(DT_I64, 1, &one));
}

/* cells [0, count) concatenated in groups of m along ax, into out */
static void
catgroups(Lower *lw, Value **cells, int64_t count, int64_t m, int64_t ax, Value **out)
{
	for (int64_t g = 0; g < count / m; g++) {
		if (m == 1) {
			out[g] = cells[g];
			continue;
		}
		Value *c = cells[g * m];
		out[g] = lw_op(lw, "Concat", cells + g * m, (uint32_t)m, lw_unknown(c->type->dtype,
			c->type->rank));
		ir_attr_i(lw->g, out[g]->def, SYMC("axis"), ax);
	}
}

/* adaptive_max_poolNd with its indices (PyTorch's: within each plane, the first maximum):
 * one cell of the output grid at a time, its window Sliced and flattened, ReduceMax and
 * ArgMax (select_last_index 0: the first), the window's index unravelled and made the
 * plane's; the cells concatenated along each dim.  A spatial size known only at run time
 * gives windows computed at run time. */
static int
argcells(Lower *lw, Node *n, const int64_t *os)
{
	const Type *xt = ir_in(n, 0)->type;
	Type *t = lw_outty(n, 0), *it = lw_outty(n, 1);
	DType dt = t->dtype;
	Value *x = lw_arg(lw, n, 0, dt);
	int32_t r = t->rank;
	int nd = n->op->args[1].listlen;
	if (r < 0)
		return lw_fail(lw, n, "the input's rank must be known");
	if (nd <= 2 && xt->rank >= nd && dim_known(xt->dims[xt->rank - 1]) &&
	    dim_known(xt->dims[xt->rank - nd]))
		return argcells_known(lw, n, os, x, t, it);
	int64_t cells = 1;
	Dim l[3];
	Value *lv[3];
	for (int k = 0; k < nd; k++) {
		cells *= os[k];
		l[k] = x->type->dims[r - nd + k];
		lv[k] = dim_known(l[k]) ? NULL : sizeat(lw, x, r - nd + k);
	}
	if (cells == 0)
		return lw_fail(lw, n, "an output size of 0 with the indices is not supported yet");
	Value **cv = NEWA(lw->g->arena, Value *, (size_t)cells);
	Value **ci = NEWA(lw->g->arena, Value *, (size_t)cells);
	int32_t fr = r - nd + 1; /* flattened: the window's elements in one dim */
	Dim one = 1;
	Type *t1 = ty_tensor(DT_I64, 1, &one);
	for (int64_t c = 0; c < cells; c++) {
		int64_t idx[3], ka[3], kb[3], ax[3], rest = c;
		Value *st[3], *en[3];
		int known = 1;
		for (int k = nd - 1; k >= 0; k--)
			idx[k] = rest % os[k], rest /= os[k];
		Dim wd[MAXRANK];
		memcpy(wd, x->type->dims, sizeof *wd * (size_t)r);
		for (int k = 0; k < nd; k++) {
			window(lw, l[k], lv[k], idx[k], os[k], &st[k], &en[k], &ka[k], &kb[k]);
			known &= dim_known(l[k]);
			ax[k] = r - nd + k;
			wd[ax[k]] = dim_known(l[k]) ? kb[k] - ka[k] : DIM_UNKNOWN;
		}
		Value *in[4] = {x, NULL, NULL, lw_ints(lw, ax, (uint32_t)nd)};
		if (known) {
			in[1] = lw_ints(lw, ka, (uint32_t)nd), in[2] = lw_ints(lw, kb, (uint32_t)nd);
		} else {
			in[1] = lw_attri(lw, lw_op(lw, "Concat", st, (uint32_t)nd, lw_unknown(DT_I64, 1)),
				"axis", 0);
			in[2] = lw_attri(lw, lw_op(lw, "Concat", en, (uint32_t)nd, lw_unknown(DT_I64, 1)),
				"axis", 0);
		}
		Value *w = lw_op(lw, "Slice", in, 4, ty_tensor(dt, r, wd));
		if (nd > 1) {
			int64_t sh[MAXRANK] = {0};
			sh[fr - 1] = -1;
			w = lw_op2(lw, "Reshape", w, lw_ints(lw, sh, (uint32_t)fr), lw_unknown(dt, fr));
		}
		Dim cd[MAXRANK];
		memcpy(cd, t->dims, sizeof *cd * (size_t)(r - nd));
		cd[fr - 1] = 1;
		int64_t fax = fr - 1;
		Value *v = reduce1(lw, "ReduceMax", w, fax, ty_tensor(dt, fr, cd), 0);
		Value *am = argmaxnan(lw, w, fax, ty_tensor(DT_I64, fr, cd));
		Type *at = am->type;
		/* the plane's index: the window's coordinates (last fastest) plus its start, each
		 * times the plane's stride along its dim */
		Value *pi = NULL, *stride = NULL, *rem = am;
		for (int k = nd - 1; k >= 0; k--) {
			Value *wk = known ? lw_int(lw, kb[k] - ka[k]) : lw_op2(lw, "Sub", en[k], st[k], t1);
			Value *ck = k > 0 ? lw_op2(lw, "Mod", rem, wk, at) : rem;
			if (k > 0)
				rem = lw_op2(lw, "Div", rem, wk, at);
			Value *pos = lw_op2(lw, "Add", ck, known ? lw_int(lw, ka[k]) : st[k], at);
			Value *term = stride ? lw_op2(lw, "Mul", pos, stride, at) : pos;
			pi = pi ? lw_op2(lw, "Add", pi, term, at) : term;
			Value *lk = dim_known(l[k]) ? lw_int(lw, l[k]) : lv[k];
			stride = stride ? lw_op2(lw, "Mul", stride, lk, lk->type) : lk;
		}
		for (int k = 1; k < nd; k++) { /* [.., 1] to [.., 1, 1(, 1)] */
			cd[fr - 1 + k] = 1;
			v = dimat(lw, "Unsqueeze", v, fr - 1 + k, ty_tensor(dt, fr + k, cd));
			pi = dimat(lw, "Unsqueeze", pi, fr - 1 + k, ty_tensor(DT_I64, fr + k, cd));
		}
		cv[c] = v, ci[c] = pi;
	}
	for (int k = nd - 1; k >= 0; k--) { /* the grid's rows along each dim, innermost first */
		catgroups(lw, cv, cells, os[k], r - nd + k, cv);
		catgroups(lw, ci, cells, os[k], r - nd + k, ci);
		cells /= os[k];
	}
	Value *outs[2] = {lw_op1(lw, "Identity", cv[0], t), lw_op1(lw, "Identity", ci[0], it)};
	lw_done(lw, n, outs);
	return 0;
}

/* adaptive_{avg,max}_poolNd: PyTorch's window for output i of n over a size L is
 * [floor(i L / n), ceil((i + 1) L / n)).  The windows are boxes, so the pool is separable:
 * one dim after the other, each output along it the mean (max) of its Slice, concatenated;
 * an output of 1 is one Reduce over the dim, one as large as the input leaves it; a size
 * known only at run time gives windows computed at run time. */
/* the loop of lower_adaptive over the last nd dims of *y (rank r, every dim of *y's type
 * but those known where it matters): output size os[k] along each; F.interpolate's area
 * mode is the same (lower_resize.c).  0, or -1 after a located error */
int
lw_adaptive(Lower *lw, Node *n, Value **yp, int nd, const int64_t *os, const char *op, DType dt)
{
	Value *y = *yp;
	int32_t r = y->type->rank;
	Dim dims[MAXRANK];
	memcpy(dims, y->type->dims, sizeof *dims * (size_t)r);
	int global = !strcmp(op, "ReduceMean") && r == nd + 2 && dt == DT_F32;
	for (int k = 0; k < nd; k++) {
		global &= os[k] == 1;
		dims[r - nd + k] = os[k];
	}
	if (global) { /* the mean of each plane: one node, one sum over it */
		*yp = lw_op1(lw, "GlobalAveragePool", y, ty_tensor(dt, r, dims));
		return 0;
	}
	memcpy(dims, y->type->dims, sizeof *dims * (size_t)r);
	for (int k = 0; k < nd; k++) {
		int64_t ax = r - nd + k, m = os[k];
		Dim l = dims[ax];
		if (l == m)
			continue;
		dims[ax] = m;
		Type *st = ty_tensor(dt, r, dims);
		if (m == 0) {
			y = slice1(lw, y, ax, 0, 0, st);
			continue;
		}
		if (m == 1) {
			y = reduce1(lw, op, y, ax, st, 0);
			continue;
		}
		Value **cells = NEWA(lw->g->arena, Value *, (size_t)m);
		dims[ax] = 1;
		Type *ct = ty_tensor(dt, r, dims);
		Value *lv = dim_known(l) ? NULL : sizeat(lw, y, ax); /* windows at run time */
		for (int64_t i = 0; i < m; i++) {
			int64_t a, b;
			Value *va, *vb;
			window(lw, l, lv, i, m, &va, &vb, &a, &b);
			dims[ax] = dim_known(l) ? b - a : DIM_UNKNOWN;
			Value *in[4] = {y, va, vb, lw_ints(lw, &ax, 1)};
			Value *s = lw_op(lw, "Slice", in, 4, ty_tensor(dt, r, dims));
			cells[i] = reduce1(lw, op, s, ax, ct, 0);
		}
		dims[ax] = m;
		y = lw_op(lw, "Concat", cells, (uint32_t)m, st);
		ir_attr_i(lw->g, y->def, SYMC("axis"), ax);
	}
	*yp = y;
	return 0;
}

int
lower_adaptive(Lower *lw, Node *n)
{
	int64_t os[3];
	if (adaptive_size(lw->d, lw->opset, n, os) < 0)
		return -1;
	if (n->nout > 1 && ir_nuses(n->out[1]))
		return argcells(lw, n, os);
	Type *t = lw_outty(n, 0);
	const char *op = strstr(sym_str(n->op->name), "max") ? "ReduceMax" : "ReduceMean";
	Value *y = lw_arg(lw, n, 0, t->dtype);
	int nd = n->op->args[1].listlen;
	if (t->rank < 0)
		return lw_fail(lw, n, "the input's rank must be known");
	if (lw_adaptive(lw, n, &y, nd, os, op, t->dtype) < 0)
		return -1;
	Value *outs[2] = {y, NULL};
	if (n->nout > 1) /* unused (checked above): a placeholder of the declared type */
		outs[1] = lw_cast(lw, y, DT_I64);
	lw_done(lw, n, outs);
	return 0;
}
