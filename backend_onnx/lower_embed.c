/* Lowering of embedding and embedding_bag (infer_embed.c reads their arguments).
 *   embedding      Gather of the weight's rows.  ONNX's Gather takes a negative index from
 *                  the end where PyTorch raises "index out of range": a negative index is
 *                  moved past the end, which Gather refuses at run time as PyTorch does.
 *   embedding_bag  the rows gathered ([L, D], times per_sample_weights), each bag a mask
 *                  over the positions (start <= j < end, and not padding_idx): [B, L], 2-d
 *                  inputs their own rows; each bag reduced over its masked rows by Where
 *                  and ReduceSum / ReduceMax, so a NaN or inf in another bag does not leak
 *                  in as a MatMul by the mask would (0 * inf).  One zero position is
 *                  padded on, so no reduction is over nothing (an empty input).  mean
 *                  divides by the count (1 for an empty bag: zeros); max is the kernel's
 *                  running `if (v > m) m = v` from the bag's first row: NaN where that row
 *                  is NaN, and NaNs after it skipped; an empty bag is zeros.  float16 is
 *                  computed in float32.  PyTorch's checks of the offsets (offsets[0] == 0,
 *                  none past the input's length, none decreasing) make the model fail at
 *                  run time, by a Gather out of range (one count of what fails, bagmask). */
#include <math.h>
#include <string.h>
#include "backend.h"
#include "../runtime/runtime.h"

static Value *
unsq(Lower *lw, Value *x, int64_t ax)
{
	return lw_op2(lw, "Unsqueeze", x, lw_ints(lw, &ax, 1),
		lw_unknown(x->type->dtype, x->type->rank + 1));
}

/* ReduceOP over one axis; axes an input for ReduceSum from opset 13, the others from 18 */
static Value *
reduce(Lower *lw, const char *op, Value *x, int64_t ax, int keep)
{
	Value *in[2] = {x, NULL};
	uint32_t nin = 1;
	int asin = lw->opset >= 18 || !strcmp(op, "ReduceSum");
	if (asin)
		in[nin++] = lw_ints(lw, &ax, 1);
	Value *r = lw_op(lw, op, in, nin, lw_unknown(x->type->dtype, x->type->rank - !keep));
	if (!asin)
		ir_attr_ints(lw->g, r->def, SYMC("axes"), &ax, 1);
	ir_attr_i(lw->g, r->def, SYMC("keepdims"), keep);
	return r;
}

static Value *
where(Lower *lw, Value *c, Value *a, Value *b, Type *t)
{
	Value *in[3] = {c, a, b};
	return lw_op(lw, "Where", in, 3, t);
}

/* the indices with each negative one moved out of Gather's range (lower_sign.c,
 * lw_refuseneg); none where they are known non-negative; the initial value's before the Loop
 * where the indices are a carried value the body keeps non-negative (lw_keptnonneg: the
 * first iteration fails on a negative one as before, and no later one has any) */
static Value *
guardneg(Lower *lw, Value *idx)
{
	Node *lp = lw_nonneg(idx) ? NULL : lw_keptnonneg(idx, lw->at);
	if (lp) {
		Node *at = lw->at;
		lw->at = lp;
		ir_setinput(lp, idx->idx, guardneg(lw, ir_in(lp, idx->idx)));
		lw->at = at;
		return idx;
	}
	return lw_refuseneg(lw, idx);
}

static Value *
rows(Lower *lw, Value *w, Value *idx, Type *t)
{
	return lw_attri(lw, lw_op2(lw, "Gather", w, guardneg(lw, idx), t), "axis", 0);
}

/* y made to fail at run time where the 0-d int64 nbad is not 0: [y][nbad], a Gather out of
 * range (lower_loss.c's failwhen: a Reshape to -2s trips ONNX Runtime's optimizer) */
static Value *
failwhen(Lower *lw, Value *y, Value *nbad)
{
	int64_t z = 0;
	Value *u = lw_op2(lw, "Unsqueeze", y, lw_ints(lw, &z, 1), lw_unknown(y->type->dtype,
		y->type->rank + 1));
	return lw_attri(lw, lw_op2(lw, "Gather", u, nbad, y->type), "axis", 0);
}

static Value *
slice0(Lower *lw, Value *x, int64_t a, int64_t b)
{
	int64_t z = 0;
	Value *in[4] = {x, lw_ints(lw, &a, 1), lw_ints(lw, &b, 1), lw_ints(lw, &z, 1)};
	return lw_op(lw, "Slice", in, 4, lw_unknown(x->type->dtype, 1));
}

/* the bags' mask [B, L] (bool) of a 1-d input of L, and in *bad the offsets' checks as a
 * 0-d int64, 0 where they pass: PyTorch's offsets[0] == 0, none past L and none decreasing
 * are next >= o for next = o[1:] then L (o non-decreasing up to L), and |o[0]| is 0; a
 * sum of counts and |o[0]| is never 0 unless both are, nor -1 when it wraps */
static Value *
bagmask(Lower *lw, Node *n, const EmbedParams *p, Value *idx, Value **bad)
{
	Value *o = lw_cast(lw, lw_arg(lw, n, (uint32_t)arg_at(n, "offsets"), DT_UNDEF), DT_I64);
	Value *L = lw_op2(lw, "Gather", lw_shape(lw, idx), lw_int(lw, 0), ty_tensor(DT_I64, 0, NULL));
	Value *rin[3] = {lw_int(lw, 0), L, lw_int(lw, 1)};
	Value *pos = lw_op(lw, "Range", rin, 3, lw_unknown(DT_I64, 1));
	Value *cat[2] = {slice0(lw, o, 1, INT64_MAX), unsq(lw, L, 0)};
	Value *next = lw_attri(lw, lw_op(lw, "Concat", cat, 2, lw_unknown(DT_I64, 1)), "axis", 0);
	Value *starts = p->last ? slice0(lw, o, 0, -1) : o;
	Value *ends = p->last ? slice0(lw, o, 1, INT64_MAX) : next;
	Value *row = unsq(lw, pos, 0), *s2 = unsq(lw, starts, 1), *e2 = unsq(lw, ends, 1);
	Type *bt = lw_unknown(DT_BOOL, 2);
	Value *m = lw_op2(lw, "And", lw_op2(lw, "GreaterOrEqual", row, s2, bt),
		lw_op2(lw, "Less", row, e2, bt), bt);
	Value *down = lw_cast(lw, lw_op2(lw, "Less", next, o, lw_unknown(DT_BOOL, 1)), DT_I64);
	Value *first = lw_op1(lw, "Abs", slice0(lw, o, 0, 1), lw_unknown(DT_I64, 1));
	*bad = lw_op2(lw, "Add", reduce(lw, "ReduceSum", down, 0, 0),
		reduce(lw, "ReduceSum", first, 0, 0), ty_tensor(DT_I64, 0, NULL));
	return m;
}

/* the indices as a tensor-typed value (a lowered int is typed int) */
static Value *
indices(Lower *lw, Node *n, int i)
{
	Value *v = lw_arg(lw, n, (uint32_t)i, ir_in(n, (uint32_t)i)->type->dtype);
	return v->type->kind == T_TENSOR ? v : lw_op1(lw, "Identity", v, lw_type(v->type));
}

static int
lower_bag(Lower *lw, Node *n, const EmbedParams *p)
{
	Type *t = lw_outty(n, 0);
	DType dt = t->dtype, ct = dt == DT_F16 ? DT_F32 : dt;
	Value *w = lw_arg(lw, n, (uint32_t)p->iw, ct);
	Value *idx = indices(lw, n, p->ii);
	int two = idx->type->rank == 2;
	Value *g = rows(lw, w, idx, lw_unknown(ct, idx->type->rank + 1)), *bad = NULL;
	if (p->haspsw) {
		Value *ps = lw_arg(lw, n, (uint32_t)arg_at(n, "per_sample_weights"), ct);
		g = lw_op2(lw, "Mul", g, unsq(lw, ps, -1), g->type);
	}
	Value *m = NULL; /* [B, L] bool; NULL: every position of a 2-d input */
	if (!two) {
		m = bagmask(lw, n, p, idx, &bad);
		g = unsq(lw, g, 0); /* [1, L, D] */
	}
	if (p->pad >= 0) {
		DType it = idx->type->dtype;
		Value *keep = lw_op1(lw, "Not", lw_op2(lw, "Equal", idx, lw_scalar(lw, it,
			(double)p->pad), lw_unknown(DT_BOOL, idx->type->rank)),
			lw_unknown(DT_BOOL, idx->type->rank));
		if (!two)
			keep = unsq(lw, keep, 0);
		m = m ? lw_op2(lw, "And", m, keep, lw_unknown(DT_BOOL, 2)) : keep;
	}
	/* one more position, outside every bag: no reduction is over nothing */
	int64_t pads6[6] = {0, 0, 0, 0, 1, 0}, pads2[4] = {0, 0, 0, 1};
	Value *gin[3] = {g, lw_ints(lw, pads6, 6), lw_scalar(lw, ct, 0)};
	g = lw_op(lw, "Pad", gin, 3, lw_unknown(ct, 3));
	Value *mf;
	if (m) {
		Value *min[3] = {lw_cast(lw, m, ct), lw_ints(lw, pads2, 4), lw_scalar(lw, ct, 0)};
		mf = lw_op(lw, "Pad", min, 3, lw_unknown(ct, 2));
	} else { /* every row of the 2-d input: ones [B, N], and the padded 0 */
		Value *all = lw_op2(lw, "Equal", idx, idx, lw_unknown(DT_BOOL, 2)); /* ints */
		Value *ones = lw_cast(lw, all, ct);
		Value *min[3] = {ones, lw_ints(lw, pads2, 4), lw_scalar(lw, ct, 0)};
		mf = lw_op(lw, "Pad", min, 3, lw_unknown(ct, 2));
	}
	Value *mb = lw_cast(lw, mf, DT_BOOL), *m3 = unsq(lw, mb, -1);
	Type *t3 = lw_unknown(ct, 3), *t2 = lw_unknown(ct, 2);
	Value *count = reduce(lw, "ReduceSum", mf, 1, 1); /* [B, 1] */
	Value *y;
	if (p->mode == 2) {
		Value *inf = lw_scalar(lw, ct, -INFINITY);
		Value *isnan = lw_op1(lw, "IsNaN", g, lw_unknown(DT_BOOL, 3));
		Value *gm = where(lw, isnan, inf, g, t3);
		Value *mx = reduce(lw, "ReduceMax", where(lw, m3, gm, inf, t3), 1, 0);
		/* the bag's first row: NaN there is the result */
		Value *first = lw_op1(lw, "ArgMax", mf, lw_unknown(DT_I64, 2)); /* [B, 1] */
		lw_attri(lw, lw_attri(lw, first, "axis", 1), "keepdims", 1);
		Value *vals = where(lw, m3, g, lw_scalar(lw, ct, 0), t3);
		Value *dsh = lw_op2(lw, "Gather", lw_shape(lw, vals), lw_ints(lw, (int64_t[]){2}, 1),
			lw_unknown(DT_I64, 1));
		Value *fsh[3] = {lw_op2(lw, "Gather", lw_shape(lw, mf), lw_ints(lw, (int64_t[]){0}, 1),
			lw_unknown(DT_I64, 1)), lw_ints(lw, (int64_t[]){1}, 1), dsh};
		Value *fi = lw_op2(lw, "Expand", unsq(lw, first, -1),
			lw_attri(lw, lw_op(lw, "Concat", fsh, 3, lw_unknown(DT_I64, 1)), "axis", 0),
			lw_unknown(DT_I64, 3));
		Value *fv = lw_attri(lw, lw_op2(lw, "GatherElements", vals, fi, t3), "axis", 1);
		fv = lw_op2(lw, "Squeeze", fv, lw_ints(lw, (int64_t[]){1}, 1), t2);
		y = where(lw, lw_op1(lw, "IsNaN", fv, lw_unknown(DT_BOOL, 2)), fv, mx, t2);
		Value *empty = lw_op2(lw, "Equal", count, lw_scalar(lw, ct, 0), lw_unknown(DT_BOOL, 2));
		y = where(lw, empty, lw_scalar(lw, ct, 0), y, t2);
	} else {
		y = reduce(lw, "ReduceSum", where(lw, m3, g, lw_scalar(lw, ct, 0), t3), 1, 0);
		if (p->mode == 1)
			y = lw_op2(lw, "Div", y, lw_op2(lw, "Max", count, lw_scalar(lw, ct, 1), t2), t2);
	}
	if (bad)
		y = failwhen(lw, y, bad);
	y = lw_cast(lw, y, dt);
	/* the declared type */
	y = lw_op1(lw, "Identity", y, t);
	return lw_done1(lw, n, y);
}

int
lower_embed(Lower *lw, Node *n)
{
	EmbedParams p;
	if (embed_params(lw->d, lw->opset, n, &p) < 0)
		return -1;
	if (p.bag)
		return lower_bag(lw, n, &p);
	Type *t = lw_outty(n, 0);
	Value *w = lw_arg(lw, n, (uint32_t)p.iw, t->dtype);
	Value *idx = indices(lw, n, p.ii);
	return lw_done1(lw, n, rows(lw, w, idx, t));
}
