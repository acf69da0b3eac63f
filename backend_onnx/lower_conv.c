/* Lowering of conv1d/2d/3d and conv_transpose1d/2d/3d (the arguments read and checked by
 * conv_params, ir/infer_conv.c).  float32 and bfloat16 (which legalization computes in
 * float32, as PyTorch's CPU kernel accumulates) become one ONNX Conv or ConvTranspose with
 * explicit pads (ONNX's auto_pad SAME_UPPER would agree with 'same' but not with a
 * transposed padding; explicit is one rule).  ONNX Runtime has no Conv or ConvTranspose
 * kernel for double, and ONNX none for integers, which PyTorch computes: those are
 * computed exactly by products, as im2col does:
 *   conv      Pad, one strided Slice per kernel position stacked as [N, C, P, out...],
 *             reshaped to [N, g, C/g*P, L], MatMul by the weight as [g, O/g, C/g*P]
 *   transpose the input spread out by the stride (zeros between), padded by d*(k-1)-p
 *             (output_padding more at the end), convolved with stride 1 by the weight
 *             flipped and its in/out channels swapped per group. */
#include <string.h>
#include "backend.h"

static Type *
vec(Dim n)
{
	return ty_tensor(DT_I64, 1, &n);
}

static Value *
axes(Lower *lw, const char *op, Value *x, const int64_t *ax, uint32_t k, Type *t)
{
	return lw_op2(lw, op, x, lw_ints(lw, ax, k), t);
}

static Value *
slice(Lower *lw, Value *x, const int64_t *st, const int64_t *en, const int64_t *ax,
	const int64_t *step, uint32_t k, Type *t)
{
	Value *in[5] = {x, lw_ints(lw, st, k), lw_ints(lw, en, k), lw_ints(lw, ax, k),
		lw_ints(lw, step, k)};
	return lw_op(lw, "Slice", in, 5, t);
}

/* Shape(x)[s:e] */
static Value *
shapepart(Lower *lw, Value *x, int64_t s, int64_t e)
{
	int64_t a = 0, one = 1;
	return slice(lw, lw_shape(lw, x), &s, &e, &a, &one, 1, vec(DIM_UNKNOWN));
}

static Value *
concat(Lower *lw, Value **v, uint32_t n, Type *t)
{
	return lw_attri(lw, lw_op(lw, "Concat", v, n, t), "axis", 0);
}

/* x padded with zeros: pads[2*rank] as ONNX writes them (all begins, then all ends);
 * negative ones are slices (Pad's negative pads are not in every runtime) */
static Value *
padzero(Lower *lw, Value *x, int32_t rank, const int64_t *pads)
{
	int64_t pos[2 * MAXRANK], st[MAXRANK], en[MAXRANK], ax[MAXRANK], one[MAXRANK];
	uint32_t k = 0;
	int anypos = 0;
	for (int32_t i = 0; i < 2 * rank; i++)
		pos[i] = pads[i] > 0 ? pads[i] : 0, anypos |= pads[i] > 0;
	for (int32_t i = 0; i < rank; i++)
		if (pads[i] < 0 || pads[rank + i] < 0) {
			st[k] = pads[i] < 0 ? -pads[i] : 0;
			en[k] = pads[rank + i] < 0 ? pads[rank + i] : INT64_MAX;
			ax[k] = i, one[k++] = 1;
		}
	DType dt = lw_dtype(x);
	if (k)
		x = slice(lw, x, st, en, ax, one, k, lw_unknown(dt, rank));
	if (!anypos)
		return x;
	return lw_op2(lw, "Pad", x, lw_ints(lw, pos, (uint32_t)(2 * rank)), lw_unknown(dt, rank));
}

/* x, made to fail at run time where a padded size is below the dilated kernel's span (the
 * result would have no positions): PyTorch raises then, and the slices would give an empty
 * result.  As lower_reduce.c's nonempty: a Reshape to x's own shape, or to -2s then, which
 * Reshape refuses.  Needed only where a spatial size is known at run time only. */
static Value *
bigenough(Lower *lw, Value *x, int nd, const int64_t *span)
{
	int known = x->type->rank == nd + 2;
	for (int i = 0; i < nd && known; i++)
		known = dim_known(x->type->dims[2 + i]);
	if (known)
		return x;
	Type *t0 = ty_tensor(DT_I64, 0, NULL);
	Value *left = lw_op2(lw, "Sub", shapepart(lw, x, 2, INT64_MAX),
		lw_ints(lw, span, (uint32_t)nd), vec(nd));
	Value *least = lw_attri(lw, lw_op1(lw, "ReduceMin", left, t0), "keepdims", 0);
	Value *own = lw_shape(lw, x);
	Value *w[3] = {lw_op2(lw, "Less", least, lw_int(lw, 0), ty_tensor(DT_BOOL, 0, NULL)),
		lw_int(lw, -2), own};
	return lw_op2(lw, "Reshape", x, lw_op(lw, "Where", w, 3, own->type), x->type);
}

/* conv of batched x [N, C, S...] by w [O, C/g, K...] (all of w's dims known), stride s,
 * dilation dl, no padding (x is padded), groups g, by products: see the top */
static Value *
convmm(Lower *lw, Node *n, Value *x, Value *w, const int64_t *wd, int nd, const int64_t *s,
	const int64_t *dl, int64_t g, Type *t)
{
	DType dt = t->dtype;
	int32_t r = nd + 2;
	int64_t P = 1, K[3] = {1, 1, 1};
	for (int i = 0; i < nd; i++)
		K[i] = wd[2 + i], P *= K[i];
	if (P > 4096) {
		lw_fail(lw, n, "a %s convolution with a kernel of %lld positions is not supported "
			"(ONNX Runtime has no Conv for it; it is computed by one slice per position)",
			dtype_name(dt), (long long)P);
		return NULL;
	}
	int64_t span[3];
	for (int i = 0; i < nd; i++)
		span[i] = dl[i] * (K[i] - 1) + 1;
	x = bigenough(lw, x, nd, span);
	Value **pieces = NEWA(lw->g->arena, Value *, P);
	int64_t ax[3], step[3], st[3], en[3];
	for (int64_t p = 0; p < P; p++) {
		int64_t q = p, kk[3];
		for (int i = nd - 1; i >= 0; i--)
			kk[i] = q % K[i], q /= K[i];
		for (int i = 0; i < nd; i++) {
			int64_t rest = (K[i] - 1 - kk[i]) * dl[i];
			ax[i] = 2 + i, step[i] = s[i], st[i] = kk[i] * dl[i];
			en[i] = rest ? -rest : INT64_MAX;
		}
		Value *sl = slice(lw, x, st, en, ax, step, (uint32_t)nd, lw_unknown(dt, r));
		pieces[p] = axes(lw, "Unsqueeze", sl, (int64_t[]){2}, 1, lw_unknown(dt, r + 1));
	}
	Value *stk = P == 1 ? pieces[0] : lw_attri(lw, lw_op(lw, "Concat", pieces, (uint32_t)P,
		lw_unknown(dt, r + 1)), "axis", 2);
	int64_t cg = wd[1], og = wd[0] / g;
	/* [N, C, P, out...] -> [N, g, C/g*P, L] */
	Value *outsz = shapepart(lw, stk, 3, INT64_MAX);
	Value *L = lw_op1(lw, "ReduceProd", outsz, vec(1));
	Value *sh[3] = {shapepart(lw, x, 0, 1), lw_ints(lw, (int64_t[]){g, cg * P}, 2), L};
	Value *xm = lw_op2(lw, "Reshape", stk, concat(lw, sh, 3, vec(4)), lw_unknown(dt, 4));
	if (lw->opset >= 14)
		lw_attri(lw, xm, "allowzero", 1);
	/* [N, g, O/g, C/g*P]: ONNX Runtime's MatMul does not broadcast the weight over an empty
	 * batch ("cannot broadcast on dim 0"), so it is expanded to the batch */
	Value *wm = lw_op2(lw, "Reshape", w, lw_ints(lw, (int64_t[]){1, g, og, cg * P}, 4),
		ty_tensor(dt, 4, (Dim[]){1, g, og, cg * P}));
	Value *esh[2] = {shapepart(lw, x, 0, 1), lw_ints(lw, (int64_t[]){g, og, cg * P}, 3)};
	wm = lw_op2(lw, "Expand", wm, concat(lw, esh, 2, vec(4)), lw_unknown(dt, 4));
	Value *y = lw_op2(lw, "MatMul", wm, xm, lw_unknown(dt, 4)); /* [N, g, O/g, L] */
	Value *osh[3] = {shapepart(lw, x, 0, 1), lw_ints(lw, &wd[0], 1), outsz};
	Value *out = lw_op2(lw, "Reshape", y, concat(lw, osh, 3, vec(r)), t);
	if (lw->opset >= 14)
		lw_attri(lw, out, "allowzero", 1);
	return out;
}

/* the weight of conv_transpose [Cin, Cout/g, K...] as a conv's [Cout, Cin/g, K...], flipped */
static Value *
flipweight(Lower *lw, Value *w, const int64_t *wd, int nd, int64_t g, DType dt)
{
	int32_t r = nd + 2;
	int64_t cin = wd[0], cog = wd[1], shp[MAXRANK], perm[MAXRANK];
	shp[0] = g, shp[1] = cin / g, shp[2] = cog;
	for (int i = 0; i < nd; i++)
		shp[3 + i] = wd[2 + i];
	Value *v = lw_op2(lw, "Reshape", w, lw_ints(lw, shp, (uint32_t)(r + 1)), lw_unknown(dt, r + 1));
	perm[0] = 0, perm[1] = 2, perm[2] = 1;
	for (int i = 0; i < nd; i++)
		perm[3 + i] = 3 + i;
	v = lw_op1(lw, "Transpose", v, lw_unknown(dt, r + 1));
	ir_attr_ints(lw->g, v->def, SYMC("perm"), perm, (uint32_t)(r + 1));
	shp[0] = g * cog, shp[1] = cin / g;
	for (int i = 0; i < nd; i++)
		shp[2 + i] = wd[2 + i];
	v = lw_op2(lw, "Reshape", v, lw_ints(lw, shp, (uint32_t)r), lw_unknown(dt, r));
	int64_t st[3], en[3], ax[3], step[3];
	for (int i = 0; i < nd; i++)
		st[i] = -1, en[i] = INT64_MIN, ax[i] = 2 + i, step[i] = -1;
	return slice(lw, v, st, en, ax, step, (uint32_t)nd, lw_unknown(dt, r));
}

/* x [N, C, L...] with s-1 zeros between neighbours along each spatial dim */
static Value *
spread(Lower *lw, Value *x, int nd, const int64_t *s, DType dt)
{
	int32_t r = nd + 2;
	for (int i = 0; i < nd; i++) {
		if (s[i] == 1)
			continue;
		int64_t a = 2 + i, a1 = a + 1;
		Value *u = axes(lw, "Unsqueeze", x, &a1, 1, lw_unknown(dt, r + 1));
		int64_t pads[2 * (MAXRANK + 1)] = {0};
		pads[(r + 1) + a1] = s[i] - 1;
		u = padzero(lw, u, r + 1, pads);
		/* [.., L, s, ..] -> [.., L*s, ..] */
		Value *l = shapepart(lw, x, a, a + 1);
		Value *ls = lw_op2(lw, "Mul", l, lw_ints(lw, &s[i], 1), vec(1));
		Value *sh[3] = {shapepart(lw, x, 0, a), ls, shapepart(lw, x, a + 1, INT64_MAX)};
		Value *m = lw_op2(lw, "Reshape", u, concat(lw, sh, 3, vec(r)), lw_unknown(dt, r));
		if (lw->opset >= 14)
			lw_attri(lw, m, "allowzero", 1);
		int64_t st = 0, en = -(s[i] - 1), one = 1;
		x = slice(lw, m, &st, &en, &a, &one, 1, lw_unknown(dt, r));
	}
	return x;
}

/* y + bias as [O, 1, ...] */
static Value *
addbias(Lower *lw, Value *y, Value *b, int nd, Type *t)
{
	int64_t ax[3] = {1, 2, 3};
	Value *bb = axes(lw, "Unsqueeze", b, ax, (uint32_t)nd, lw_unknown(t->dtype, nd + 1));
	return lw_op2(lw, "Add", y, bb, t);
}

/* float32 and bfloat16: one ONNX Conv or ConvTranspose.  ONNX Runtime refuses an
 * output_padding not below the stride, which PyTorch allows below the dilation: then the
 * end's padding is cut by it instead, and what passes the full result's end (bias only) is
 * padded after */
static Value *
convop(Lower *lw, const ConvParams *p, Value *x, Value *w, Value *b, Type *bt)
{
	int nd = p->nd;
	int32_t r = nd + 2;
	int64_t pads[6], extra[2 * MAXRANK] = {0}, op[3];
	int cut = 0;
	for (int i = 0; i < nd; i++)
		cut |= p->transposed && p->outpad[i] >= p->stride[i];
	for (int i = 0; i < nd; i++) {
		pads[i] = p->padl[i], pads[nd + i] = p->padr[i], op[i] = p->outpad[i];
		if (cut) {
			pads[nd + i] -= op[i], op[i] = 0;
			if (pads[nd + i] < 0)
				extra[r + 2 + i] = -pads[nd + i], pads[nd + i] = 0;
		}
	}
	Value *in[3] = {x, w, b};
	Value *y = lw_op(lw, p->transposed ? "ConvTranspose" : "Conv", in, b && !cut ? 3 : 2,
		cut ? lw_unknown(bt->dtype, r) : bt);
	ir_attr_ints(lw->g, y->def, SYMC("strides"), p->stride, (uint32_t)nd);
	ir_attr_ints(lw->g, y->def, SYMC("dilations"), p->dil, (uint32_t)nd);
	ir_attr_ints(lw->g, y->def, SYMC("pads"), pads, (uint32_t)(2 * nd));
	if (p->transposed)
		ir_attr_ints(lw->g, y->def, SYMC("output_padding"), op, (uint32_t)nd);
	lw_attri(lw, y, "group", p->groups);
	if (!cut)
		return y;
	y = padzero(lw, y, r, extra);
	return b ? addbias(lw, y, b, nd, bt) : y;
}

/* float64 and integers: by products (see the top); NULL after an error */
static Value *
convprod(Lower *lw, Node *n, const ConvParams *p, Value *x, Value *w, Value *b, Type *bt)
{
	const Type *wt = ir_in(n, 1)->type;
	DType dt = bt->dtype;
	int nd = p->nd;
	int32_t r = nd + 2;
	int64_t wd[MAXRANK], pads[2 * MAXRANK] = {0}, one[3] = {1, 1, 1}, cwd[MAXRANK];
	for (int32_t i = 0; i < r; i++) {
		if (wt->rank != r || !dim_known(wt->dims[i])) {
			lw_fail(lw, n, "a %s convolution needs the weight's sizes, not known here",
				dtype_name(dt));
			return NULL;
		}
		wd[i] = wt->dims[i];
	}
	Value *y;
	if (!p->transposed) {
		for (int i = 0; i < nd; i++)
			pads[2 + i] = p->padl[i], pads[r + 2 + i] = p->padr[i];
		y = convmm(lw, n, padzero(lw, x, r, pads), w, wd, nd, p->stride, p->dil, p->groups,
			bt);
	} else {
		x = spread(lw, x, nd, p->stride, dt);
		for (int i = 0; i < nd; i++) {
			int64_t e = p->dil[i] * (wd[2 + i] - 1) - p->padl[i];
			pads[2 + i] = e, pads[r + 2 + i] = e + p->outpad[i];
		}
		cwd[0] = wd[1] * p->groups, cwd[1] = wd[0] / p->groups;
		for (int i = 0; i < nd; i++)
			cwd[2 + i] = wd[2 + i];
		x = padzero(lw, x, r, pads);
		Value *fw = flipweight(lw, w, wd, nd, p->groups, dt);
		y = convmm(lw, n, x, fw, cwd, nd, one, p->dil, p->groups, bt);
	}
	return y && b ? addbias(lw, y, b, nd, bt) : y;
}

int
lower_conv(Lower *lw, Node *n)
{
	ConvParams p;
	if (conv_params(lw->d, lw->opset, n, &p) < 0)
		return -1;
	Type *t = lw_outty(n, 0);
	DType dt = t->dtype;
	int32_t r = p.nd + 2;
	Value *x = lw_arg(lw, n, 0, dt), *w = lw_arg(lw, n, 1, dt);
	Value *b = ir_isnone(ir_in(n, 2)) ? NULL : lw_arg(lw, n, 2, dt);
	Dim bd[MAXRANK]; /* the result with its batch dim */
	bd[0] = p.unbatched ? 1 : t->rank == r ? t->dims[0] : DIM_UNKNOWN;
	for (int32_t i = 0; i < r - 1; i++)
		bd[1 + i] = t->rank >= 0 ? t->dims[t->rank - (r - 1) + i] : DIM_UNKNOWN;
	Type *bt = ty_tensor(dt, r, bd);
	if (p.unbatched)
		x = axes(lw, "Unsqueeze", x, (int64_t[]){0}, 1, lw_unknown(dt, r));
	Value *y = dt == DT_F32 || dt == DT_BF16 ? convop(lw, &p, x, w, b, bt) :
		convprod(lw, n, &p, x, w, b, bt);
	if (!y)
		return -1;
	if (p.runpad) { /* computed with the largest output_padding, cut to the one given; one
			 * out of range fails at run time */
		Dim one = 1;
		Type *t1 = ty_tensor(DT_I64, 1, &one);
		Value *op = lw_intlist(lw, ir_in(n, (uint32_t)arg_at(n, "output_padding")));
		int64_t sp[3], z[3] = {0, 0, 0}, o1[3] = {1, 1, 1};
		Value *ends[3];
		for (int i = 0; i < p.nd; i++) {
			sp[i] = 2 + i;
			Value *full = lw_op2(lw, "Gather", lw_shape(lw, y), lw_ints(lw, &sp[i], 1), t1);
			Value *opi = lw_op2(lw, "Gather", op, lw_ints(lw, (int64_t[]){i}, 1), t1);
			ends[i] = lw_op2(lw, "Add", lw_op2(lw, "Sub", full, lw_ints(lw, &p.outpad[i], 1),
				t1), opi, t1);
		}
		Value *en = p.nd == 1 ? ends[0] : lw_attri(lw, lw_op(lw, "Concat", ends,
			(uint32_t)p.nd, lw_unknown(DT_I64, 1)), "axis", 0);
		Value *in[5] = {y, lw_ints(lw, z, (uint32_t)p.nd), en, lw_ints(lw, sp, (uint32_t)p.nd),
			lw_ints(lw, o1, (uint32_t)p.nd)};
		y = lw_op(lw, "Slice", in, 5, bt);
		/* PyTorch raises for an output padding not below the stride or the dilation */
		Value *mx = lw_ints(lw, p.outpad, (uint32_t)p.nd);
		Value *bad = lw_any(lw, lw_bin(lw, "Or", lw_bin(lw, "Less", op, lw_int(lw, 0)),
			lw_bin(lw, "Greater", op, mx)));
		y = lw_failwhen(lw, y, bad);
	}
	if (p.unbatched)
		y = axes(lw, "Squeeze", y, (int64_t[]){0}, 1, t);
	return lw_done1(lw, n, y);
}
