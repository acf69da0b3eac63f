/* Lowering of F.interpolate (infer_resize.c reads its arguments).  ONNX's Resize is not
 * used: it computes a source coordinate as out / scale where PyTorch's kernels compute
 * out * (1 / scale) in float32, it derives the output size from a float32 scale where
 * PyTorch uses a double, and it cannot be given both the output size and the scale, which
 * PyTorch's kernels use together (scale_factor=1.5 on 5 gives 7 outputs read with a scale of
 * 1 / 1.5, not 5 / 7).  The nearest modes are not continuous in those coordinates, so the
 * difference is a different pixel.  Instead each spatial dim is resized in turn by Gathers
 * along it, with the indices and weights computed in the graph by the kernels' own formulas
 * (aten/src/ATen/native/UpSample.h, cpu/UpSampleKernel.cpp, 1.13), in their dtypes:
 *   nearest        src = min(floor(float(dst) * s), L - 1), s float32
 *   nearest-exact  src = min(floor((dst + 0.5) * s), L - 1)
 *   s              float(1 / scale_factor) where the kernel is given it, else float(L) / out
 *   linear         x = s * dst (align_corners, s = (L - 1) / (out - 1)) or
 *                  max(s * (dst + 0.5) - 0.5, 0); i0 = floor(x), i1 = min(i0 + 1, L - 1),
 *                  y = in[i0] * (1 - (x - i0)) + in[i1] * (x - i0); s = 0 when out = 1
 *                  with align_corners;
 *                  out = L copies (the kernel's special case, even with a scale_factor)
 *   cubic          x as linear without the clamp, t = x - floor(x), the 4 taps at
 *                  floor(x) - 1 .. floor(x) + 2 clamped into [0, L - 1], weighted by the
 *                  cubic convolution with A = -0.75
 * (linear and cubic in the input's dtype, as the kernels' scalar_t).  bilinear, trilinear
 * and bicubic are separable, one dim after the other as the kernels' loops nest.  area is
 * adaptive_avg_pool (lower_pool.c's lw_adaptive).
 *   Where every ratio of output to input size is 2^j (j >= 0), nearest's coordinates are
 * exact in both (dst * 2^-j), and nearest moves values without arithmetic, so it is one
 * Resize (nearest2k), bit-equal.  The interpolating modes are not: ONNX Runtime's Resize
 * weighs the taps in another order, and multiplies an inf by a 0 weight where PyTorch does
 * not (and the reverse), so inf inputs give NaN in other places. */
#include <math.h>
#include <string.h>
#include "backend.h"
#include "../runtime/runtime.h"

static Type *
scalarty(DType dt)
{
	return ty_tensor(dt, 0, NULL);
}

/* the 0-d int64 size of x along ax */
static Value *
dimval(Lower *lw, Value *x, int64_t ax)
{
	Dim l = x->type->dims[ax];
	if (dim_known(l))
		return lw_int(lw, l);
	return lw_op2(lw, "Gather", lw_shape(lw, x), lw_int(lw, ax), scalarty(DT_I64));
}

/* the 0-d int64 output size along spatial dim k (input size l, L its value) */
static Value *
outval(Lower *lw, Node *n, const ResizeParams *p, int k, Dim l, Value *L)
{
	Dim o = resize_outsize(p, k, l);
	if (dim_known(o))
		return lw_int(lw, o);
	if (p->bysize) {
		Value *sv = ir_in(n, (uint32_t)arg_at(n, "size"));
		if (resize_isint(sv))
			return lw_in(lw, sv, DT_I64);
		return lw_op2(lw, "Gather", lw_intlist(lw, sv), lw_int(lw, k), scalarty(DT_I64));
	}
	Value *f = lw_op2(lw, "Mul", lw_cast(lw, L, DT_F64), lw_scalar(lw, DT_F64, p->scale[k]),
		scalarty(DT_F64));
	return lw_cast(lw, lw_op1(lw, "Floor", f, scalarty(DT_F64)), DT_I64);
}

static Value *
bin(Lower *lw, const char *op, Value *a, Value *b)
{
	/* the result has the larger rank's type, with a bool one for comparisons */
	Type *t = a->type->rank >= b->type->rank ? a->type : b->type;
	if (!strcmp(op, "Equal") || !strcmp(op, "Greater"))
		t = ty_tensor(DT_BOOL, t->rank, t->dims);
	return lw_op2(lw, op, a, b, t);
}

static Value *
where(Lower *lw, Value *c, Value *a, Value *b)
{
	Value *in[3] = {c, a, b};
	Type *t = a->type->rank >= b->type->rank ? a->type : b->type;
	return lw_op(lw, "Where", in, 3, t);
}

/* the kernels' scale (compute_scales_value, area_pixel_compute_scale) in dtype ct:
 * float(1 / scale_factor) where it is used, else float(L) / out; for the interpolating
 * modes (interp) with align_corners, (L - 1) / (out - 1), and 0 where out <= 1 */
static Value *
kernelscale(Lower *lw, const ResizeParams *p, int k, Value *L, Value *O, Dim od, DType ct,
	int interp)
{
	Value *s;
	if (interp && p->align) {
		Value *one = lw_int(lw, 1);
		s = bin(lw, "Div", lw_cast(lw, bin(lw, "Sub", L, one), ct),
			lw_cast(lw, bin(lw, "Sub", O, one), ct));
	} else if (p->hasscale) {
		double v = 1.0 / p->scale[k];
		s = lw_scalar(lw, ct, ct == DT_F32 ? (double)(float)v : v);
	} else {
		s = bin(lw, "Div", lw_cast(lw, L, ct), lw_cast(lw, O, ct));
	}
	if (!interp || !p->align) /* 1.13: out <= 1 gives 0 only with align_corners */
		return s;
	if (dim_known(od))
		return od > 1 ? s : lw_scalar(lw, ct, 0);
	return where(lw, bin(lw, "Greater", O, lw_int(lw, 1)), s, lw_scalar(lw, ct, 0));
}

/* w [out] as [out, 1, ..., 1], broadcasting along ax of a rank-r tensor */
static Value *
along(Lower *lw, Value *w, int64_t ax, int32_t r)
{
	int64_t sh[MAXRANK];
	Dim dims[MAXRANK];
	int32_t m = r - (int32_t)ax;
	sh[0] = -1, dims[0] = w->type->dims[0];
	for (int32_t i = 1; i < m; i++)
		sh[i] = 1, dims[i] = 1;
	return lw_op2(lw, "Reshape", w, lw_ints(lw, sh, (uint32_t)m),
		ty_tensor(w->type->dtype, m, dims));
}

/* y[idx] along ax times the weight w (NULL: 1) */
static Value *
tap(Lower *lw, Value *y, Value *idx, Value *w, int64_t ax, Type *t)
{
	Value *g = lw_attri(lw, lw_op2(lw, "Gather", y, idx, t), "axis", ax);
	return w ? lw_op2(lw, "Mul", g, along(lw, w, ax, t->rank), t) : g;
}

/* cubic_convolution1 (x <= 1) and cubic_convolution2 (1 < x < 2) of UpSample.h, A = -0.75 */
static Value *
conv1(Lower *lw, Value *x, DType ct)
{
	const double A = -0.75;
	Value *a = bin(lw, "Sub", bin(lw, "Mul", lw_scalar(lw, ct, A + 2), x),
		lw_scalar(lw, ct, A + 3));
	return bin(lw, "Add", bin(lw, "Mul", bin(lw, "Mul", a, x), x), lw_scalar(lw, ct, 1));
}

static Value *
conv2(Lower *lw, Value *x, DType ct)
{
	const double A = -0.75;
	Value *a = bin(lw, "Sub", bin(lw, "Mul", lw_scalar(lw, ct, A), x), lw_scalar(lw, ct, 5 * A));
	a = bin(lw, "Add", bin(lw, "Mul", a, x), lw_scalar(lw, ct, 8 * A));
	return bin(lw, "Sub", bin(lw, "Mul", a, x), lw_scalar(lw, ct, 4 * A));
}

/* one spatial dim ax of y resized to O (od: its size if known); the new y */
static Value *
resize1(Lower *lw, Node *n, const ResizeParams *p, int k, Value *y, DType dt)
{
	int64_t ax = 2 + k;
	int32_t r = y->type->rank;
	Dim l = y->type->dims[ax];
	Value *L = dimval(lw, y, ax);
	Value *O = outval(lw, n, p, k, l, L);
	Dim od = resize_outsize(p, k, l);
	Dim dims[MAXRANK];
	memcpy(dims, y->type->dims, sizeof *dims * (size_t)r);
	dims[ax] = od;
	Type *t = ty_tensor(dt, r, dims), *it = ty_tensor(DT_I64, 1, &od);
	Value *rin[3] = {lw_int(lw, 0), O, lw_int(lw, 1)};
	Value *d = lw_op(lw, "Range", rin, 3, it);
	Value *last = bin(lw, "Sub", L, lw_int(lw, 1));
	if (p->mode == RS_NEAREST || p->mode == RS_NEAREST_EXACT) {
		Value *s = kernelscale(lw, p, k, L, O, od, DT_F32, 0);
		Value *df = lw_cast(lw, d, DT_F32);
		if (p->mode == RS_NEAREST_EXACT)
			df = bin(lw, "Add", df, lw_scalar(lw, DT_F32, 0.5));
		Value *src = lw_op1(lw, "Floor", bin(lw, "Mul", df, s), df->type);
		Value *idx = bin(lw, "Min", lw_cast(lw, src, DT_I64), last);
		return tap(lw, y, idx, NULL, ax, t);
	}
	int cubic = p->mode == RS_BICUBIC;
	Value *s = kernelscale(lw, p, k, L, O, od, dt, 1);
	Value *df = lw_cast(lw, d, dt), *x;
	if (p->align) {
		x = bin(lw, "Mul", s, df);
	} else {
		x = bin(lw, "Mul", s, bin(lw, "Add", df, lw_scalar(lw, dt, 0.5)));
		x = bin(lw, "Sub", x, lw_scalar(lw, dt, 0.5));
		if (!cubic)
			x = bin(lw, "Max", x, lw_scalar(lw, dt, 0));
	}
	Value *fl = lw_op1(lw, "Floor", x, x->type);
	Value *i0 = lw_cast(lw, fl, DT_I64), *frac = bin(lw, "Sub", x, fl);
	if (cubic) {
		Value *one = lw_scalar(lw, dt, 1), *rest = bin(lw, "Sub", one, frac);
		Value *w[4] = {conv2(lw, bin(lw, "Add", frac, one), dt), conv1(lw, frac, dt),
			conv1(lw, rest, dt), conv2(lw, bin(lw, "Add", rest, one), dt)};
		Value *sum = NULL;
		for (int j = 0; j < 4; j++) {
			Value *idx = bin(lw, "Add", i0, lw_int(lw, j - 1));
			idx = bin(lw, "Max", bin(lw, "Min", idx, last), lw_int(lw, 0));
			Value *term = tap(lw, y, idx, w[j], ax, t);
			sum = sum ? lw_op2(lw, "Add", sum, term, t) : term;
		}
		return sum;
	}
	Value *i1 = bin(lw, "Min", bin(lw, "Add", i0, lw_int(lw, 1)), last);
	Value *w1 = frac, *w0 = bin(lw, "Sub", lw_scalar(lw, dt, 1), frac);
	if (dim_known(l) && dim_known(od) && l == od) { /* out = L: the kernel copies, with
							 * both taps, so an inf gives a NaN */
		i0 = i1 = d;
		w1 = bin(lw, "Mul", df, lw_scalar(lw, dt, 0));
		w0 = bin(lw, "Add", w1, lw_scalar(lw, dt, 1));
	} else if (!dim_known(l) || !dim_known(od)) {
		Value *same = bin(lw, "Equal", L, O);
		i0 = where(lw, same, d, i0);
		i1 = where(lw, same, d, i1);
		w0 = where(lw, same, lw_scalar(lw, dt, 1), w0);
		w1 = where(lw, same, lw_scalar(lw, dt, 0), w1);
	}
	return lw_op2(lw, "Add", tap(lw, y, i0, w0, ax, t), tap(lw, y, i1, w1, ax, t), t);
}

/* 2^j for some j in [0, 30], else 0 */
static double
pow2(double v)
{
	int e;
	return v >= 1 && v <= 0x1p30 && frexp(v, &e) == 0.5 ? v : 0;
}

/* nearest with every spatial ratio 2^j as one Resize (asymmetric, floor: src = floor(dst /
 * 2^j), which is the kernel's floor(float(dst) * 2^-j)), for float32; NULL if not so */
static Value *
nearest2k(Lower *lw, const ResizeParams *p, Value *x, Type *t)
{
	if (p->mode != RS_NEAREST || lw->opset < 13 || t->dtype != DT_F32)
		return NULL;
	int32_t r = x->type->rank;
	int64_t nsc = r;
	Tensor *sc = rt_tensor(lw->g->arena, DT_F32, 1, &nsc);
	float *f = sc->data;
	f[0] = f[1] = 1;
	for (int k = 0; k < p->nd; k++) {
		double v = p->scale[k];
		if (p->bysize) {
			Dim l = x->type->dims[2 + k], o = p->size[k];
			if (!dim_known(l) || !dim_known(o) || l <= 0 || o % l)
				return NULL;
			v = (double)(o / l);
		}
		if (!pow2(v))
			return NULL;
		f[2 + k] = (float)v;
	}
	Value *in[3] = {x, ir_const_none(lw->g, lw->at, lw->at->loc), lw_const(lw, sc)};
	Node *rs = lw_node(lw, "Resize", in, 3, 1);
	rs->out[0]->type = t;
	ir_attr_s(lw->g, rs, SYMC("mode"), "nearest");
	ir_attr_s(lw->g, rs, SYMC("coordinate_transformation_mode"), "asymmetric");
	ir_attr_s(lw->g, rs, SYMC("nearest_mode"), "floor");
	return rs->out[0];
}

int
lower_resize(Lower *lw, Node *n)
{
	ResizeParams p;
	Value *x = ir_in(n, 0);
	if (resize_params(lw->d, lw->opset, n, x->type, &p) < 0)
		return -1;
	Type *t = lw_outty(n, 0);
	Value *y = lw_arg(lw, n, 0, t->dtype);
	if (p.mode == RS_AREA) {
		int64_t os[3];
		for (int k = 0; k < p.nd; k++) {
			os[k] = resize_outsize(&p, k, y->type->dims[2 + k]);
			if (!dim_known(os[k]))
				return lw_fail(lw, n, "mode 'area' needs the output size known at compile "
					"time (an adaptive average pool)");
		}
		if (lw_adaptive(lw, n, &y, p.nd, os, "ReduceMean", t->dtype) < 0)
			return -1;
		return lw_done1(lw, n, y);
	}
	Value *one = nearest2k(lw, &p, y, t);
	if (one)
		return lw_done1(lw, n, one);
	/* the innermost dim first, as the kernels' loops nest; bfloat16 (nearest only, which
	 * moves elements) through float32, exactly: ONNX Runtime has no bfloat16 Gather */
	DType wt = t->dtype == DT_BF16 ? DT_F32 : t->dtype;
	if (wt != t->dtype)
		y = lw_cast(lw, y, wt);
	for (int k = p.nd - 1; k >= 0; k--)
		y = resize1(lw, n, &p, k, y, wt);
	return lw_done1(lw, n, lw_cast(lw, y, t->dtype));
}

/* grid_sampler: ONNX GridSample (opset 16; its modes renamed at 20), 2-d sampling only */
int
lower_gridsample(Lower *lw, Node *n)
{
	static const char *const modes[2][3] = {{"bilinear", "nearest", "bicubic"},
		{"linear", "nearest", "cubic"}};
	static const char *const pads[3] = {"zeros", "border", "reflection"};
	int64_t mode, pad, ac;
	if (lw->opset < 16)
		return lw_fail(lw, n, "grid_sample (ONNX GridSample) needs ONNX opset 16 or later");
	if (ir_in(n, 0)->type->rank != 4)
		return lw_fail(lw, n, "grid_sample of 5-d inputs (3-d sampling): ONNX GridSample "
			"samples 2-d grids before opset 20, and ONNX Runtime's does not take them");
	if (!arg_const(n, "interpolation_mode", 0, &mode) || !arg_const(n, "padding_mode", 0,
	    &pad) || !arg_const(n, "align_corners", 0, &ac))
		return lw_fail(lw, n, "mode, padding_mode and align_corners must be constants");
	Type *t = lw_outty(n, 0);
	if (t->dtype != DT_F32) /* float64 is ONNX's, but computed in float32 it would differ */
		return lw_fail(lw, n, "grid_sample of %s: ONNX Runtime's GridSample takes float32 "
			"only", dtype_name(t->dtype));
	Value *in[2] = {lw_arg(lw, n, 0, t->dtype), lw_arg(lw, n, 1, t->dtype)};
	Node *gs = lw_node(lw, "GridSample", in, 2, 1);
	gs->out[0]->type = t;
	ir_attr_s(lw->g, gs, SYMC("mode"), modes[lw->opset >= 20][mode]);
	ir_attr_s(lw->g, gs, SYMC("padding_mode"), pads[pad]);
	ir_attr_i(lw->g, gs, SYMC("align_corners"), ac);
	return lw_done1(lw, n, gs->out[0]);
}
