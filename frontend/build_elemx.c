/* Elementwise operators ONNX has no operator for (F_EXPAND rows of ops.def, handed here by
 * build_multi.c), built from other rows with PyTorch 1.13's semantics (TensorCompare.cpp,
 * Math.h, UnaryOpsKernel.cpp):
 *
 *   isclose(a, b, rtol, atol, equal_nan)  a == b (or both NaN with equal_nan), or |a - b|
 *                       finite and <= atol + |rtol * b| (bool operands as the default float);
 *                       a and b of one dtype, rtol and atol >= 0, as PyTorch checks
 *   allclose(...)       isclose(...).all() as a Python bool (a run-time bool)
 *   erfinv(y)           ATen's calc_erfinv: a rational first guess (|y| <= 0.7, and the
 *                       tails) and two Newton steps on erf, in y's dtype (integral inputs:
 *                       float32); |y| > 1 NaN, +-1 +-inf, the sign of y's zero kept
 *   round(x, decimals)  nearbyint(x * 10^d) / 10^d, for d < 0 nearbyint(x / 10^-d) * 10^-d,
 *                       10^d in x's dtype (ATen's round_decimals kernel); no integer x
 *   xlogy(x, y)         NaN where y is NaN, 0 where x is 0, else x * log(y); special_xlog1py
 *                       the same with log1p(y)
 *   special_entr(x)     -x * log(x), 0 at 0, -inf below 0 */
#include <math.h>
#include <string.h>
#include "builder.h"
#include "rowkit.h"

static DType
dtof(SV *s)
{
	return s->k == SV_VALUE && s->v->type->kind == T_TENSOR ? s->v->type->dtype : DT_UNDEF;
}

static SV *
to(Builder *b, SV *x, DType dt, SrcLoc loc)
{
	return call2(b, OP_aten_to_dtype, x, sv_value(b, emit_const_dtype(b, dt)), loc);
}

/* isclose(self, other, rtol, atol, equal_nan) */
static SV *
isclose(Builder *b, const Op *o, SV **arg, SrcLoc loc)
{
	DType da = dtof(arg[0]), db = dtof(arg[1]);
	double rtol, atol;
	int64_t eqnan;
	if (da != db) {
		emit_error(b, loc, "%s: %s did not match %s", opname(o), dtype_tsname(da),
			dtype_tsname(db));
		return sv_poison(b);
	}
	if (!ir_constfloat(arg[2]->v, &rtol) || !ir_constfloat(arg[3]->v, &atol) ||
	    !ir_constint(arg[4]->v, &eqnan)) {
		emit_error(b, loc, "%s: rtol, atol and equal_nan must be known at compile time",
			opname(o));
		return sv_poison(b);
	}
	if (!(rtol >= 0) || !(atol >= 0)) {
		emit_error(b, loc, "%s: %s must be greater than or equal to zero, but got %g",
			opname(o), !(rtol >= 0) ? "rtol" : "atol", !(rtol >= 0) ? rtol : atol);
		return sv_poison(b);
	}
	SV *x = arg[0], *y = arg[1];
	SV *close = call2(b, OP_aten_eq_Tensor, x, y, loc);
	if (eqnan && dtype_isfloat(da)) {
		SV *nn = call2(b, OP_aten_logical_and_Tensor, call1(b, OP_aten_isnan_Tensor, x, loc),
			call1(b, OP_aten_isnan_Tensor, y, loc), loc);
		close = call2(b, OP_aten_logical_or_Tensor, close, nn, loc);
	}
	if (rtol == 0 && atol == 0)
		return close;
	if (da == DT_BOOL)
		x = to(b, x, DT_F32, loc), y = to(b, y, DT_F32, loc);
	SV *allowed = call2(b, OP_aten_add_Scalar, call1(b, OP_aten_abs_Tensor,
		call2(b, OP_aten_mul_Scalar, y, fval(b, rtol), loc), loc), fval(b, atol), loc);
	SV *actual = call1(b, OP_aten_abs_Tensor, call2(b, OP_aten_sub_Tensor, x, y, loc), loc);
	SV *fin = call2(b, OP_aten_logical_and_Tensor, call1(b, OP_aten_isfinite_Tensor, actual,
		loc), call2(b, OP_aten_le_Tensor, actual, allowed, loc), loc);
	return call2(b, OP_aten_logical_or_Tensor, close, fin, loc);
}

/* p(z) = c[n-1] z^(n-1) + ... + c[0] by Horner's rule, as calc_erfinv writes it */
static SV *
horner(Builder *b, SV *z, const double *c, int n, SrcLoc loc)
{
	SV *p = call2(b, OP_aten_mul_Scalar, z, fval(b, c[n - 1]), loc);
	for (int k = n - 2; k >= 0; k--) {
		p = call2(b, OP_aten_add_Scalar, p, fval(b, c[k]), loc);
		if (k)
			p = call2(b, OP_aten_mul_Tensor, p, z, loc);
	}
	return p;
}

/* erfinv(y) in y's float dtype (ATen's calc_erfinv, Gary L. Pavlis's coefficients, computed
 * in scalar_t: a float32 y's result is float32's Newton steps, 100 ulps from float64's near 1) */
static SV *
erfinv(Builder *b, SV *y0, SrcLoc loc)
{
	static const double A[4] = {0.886226899, -1.645349621, 0.914624893, -0.140543331};
	static const double B[4] = {-2.118377725, 1.442710462, -0.329097515, 0.012229801};
	static const double C[4] = {-1.970840454, -1.624906493, 3.429567803, 1.641345311};
	static const double D[2] = {3.543889200, 1.637067800};
	DType dt = dtof(y0);
	DType out = dtype_isfloat(dt) ? dt : DT_F32;
	SV *y = to(b, y0, out, loc);
	SV *ya = call1(b, OP_aten_abs_Tensor, y, loc);
	/* the central range: y * A(z) / (B(z) z + 1), z = y^2 */
	SV *z = call2(b, OP_aten_mul_Tensor, y, y, loc);
	SV *den = call2(b, OP_aten_add_Scalar, call2(b, OP_aten_mul_Tensor, horner(b, z, B, 4, loc),
		z, loc), fval(b, 1.0), loc);
	SV *xc = call2(b, OP_aten_div_Tensor, call2(b, OP_aten_mul_Tensor, y, horner(b, z, A, 4, loc),
		loc), den, loc);
	/* the tails: copysign(C(w), y) / (D(w) w + 1), w = sqrt(-log((1 - |y|) / 2)) */
	SV *w = call1(b, OP_aten_sqrt_Tensor, call1(b, OP_aten_neg_Tensor, call1(b,
		OP_aten_log_Tensor, call2(b, OP_aten_div_Scalar, call2(b, OP_aten_rsub_Scalar, ya,
		fval(b, 1.0), loc), fval(b, 2.0), loc), loc), loc), loc);
	SV *dt2 = call2(b, OP_aten_add_Scalar, call2(b, OP_aten_mul_Tensor, horner(b, w, D, 2, loc),
		w, loc), fval(b, 1.0), loc);
	SV *xt = call2(b, OP_aten_div_Tensor, call2(b, OP_aten_copysign_Tensor, horner(b, w, C, 4,
		loc), y, loc), dt2, loc);
	SV *x = call3(b, OP_aten_where_self, call2(b, OP_aten_le_Scalar, ya, fval(b, 0.7), loc), xc,
		xt, loc);
	for (int k = 0; k < 2; k++) { /* x - (erf(x) - y) / (2 / sqrt(pi) exp(-x^2)) */
		SV *e = call2(b, OP_aten_sub_Tensor, call1(b, OP_aten_erf_Tensor, x, loc), y, loc);
		SV *g = call2(b, OP_aten_mul_Scalar, call1(b, OP_aten_exp_Tensor, call1(b,
			OP_aten_neg_Tensor, call2(b, OP_aten_mul_Tensor, x, x, loc), loc), loc),
			fval(b, 2.0 / sqrt(M_PI)), loc);
		x = call2(b, OP_aten_sub_Tensor, x, call2(b, OP_aten_div_Tensor, e, g, loc), loc);
	}
	SV *inf = call2(b, OP_aten_mul_Scalar, y, fval(b, INFINITY), loc); /* y is +-1 there */
	x = call3(b, OP_aten_where_self, call2(b, OP_aten_eq_Scalar, ya, fval(b, 1.0), loc), inf, x,
		loc);
	x = call3(b, OP_aten_where_ScalarSelf, call2(b, OP_aten_gt_Scalar, ya, fval(b, 1.0), loc),
		fval(b, NAN), x, loc);
	return call2(b, OP_aten_copysign_Tensor, x, y, loc); /* -0 (Where makes it +0) */
}

/* round(x, decimals=d) */
static SV *
rounddec(Builder *b, const Op *o, SV *x, SV *d, SrcLoc loc)
{
	int64_t k;
	DType dt = dtof(x);
	if (!dtype_isfloat(dt)) {
		emit_error(b, loc, "%s: \"round_cpu\" not implemented for '%s'", opname(o),
			dtype_tsname(dt));
		return sv_poison(b);
	}
	if (d->k != SV_VALUE || !ir_constint(d->v, &k)) {
		emit_error(b, loc, "%s: decimals must be known at compile time", opname(o));
		return sv_poison(b);
	}
	if (k == 0)
		return call1(b, OP_aten_round_Tensor, x, loc);
	double p = pow(10.0, (double)(k > 0 ? k : -k));
	if (k > 0)
		return call2(b, OP_aten_div_Scalar, call1(b, OP_aten_round_Tensor, call2(b,
			OP_aten_mul_Scalar, x, fval(b, p), loc), loc), fval(b, p), loc);
	return call2(b, OP_aten_mul_Scalar, call1(b, OP_aten_round_Tensor, call2(b,
		OP_aten_div_Scalar, x, fval(b, p), loc), loc), fval(b, p), loc);
}

static SV *
numof(Builder *b, SV *s, DType dt, SrcLoc loc)
{
	if (dtof(s) != DT_UNDEF)
		return to(b, s, dt, loc);
	SV *a[3] = {sv_list(b, NULL, 0), s, sv_value(b, emit_const_dtype(b, dt))};
	return oprow_apply(b, OP_aten_full_Tensor, a, 3, loc);
}

/* xlogy(x, y): NaN where y is, 0 where x is 0, else x logrow(y), in the promoted dtype (the
 * default float for integers); row the mul overload of the same operands (Scalar: the
 * tensor first), which gives it */
static SV *
xlogy(Builder *b, uint32_t row, uint32_t logrow, SV *x, SV *y, SrcLoc loc)
{
	SV *p = row == OP_aten_mul_Scalar && dtof(x) == DT_UNDEF ? call2(b, row, y, x, loc) :
		call2(b, row, x, y, loc);
	if (p->k == SV_POISON)
		return p;
	DType dt = dtype_isfloat(dtof(p)) ? dtof(p) : DT_F32;
	SV *a = numof(b, x, dt, loc), *c = numof(b, y, dt, loc);
	SV *l = call1(b, logrow, c, loc);
	if (logrow == OP_aten_log1p_Tensor) /* log1p(-0) is -0 (ONNX's Log(1 + y) +0) */
		l = call2(b, OP_aten_copysign_Tensor, l, c, loc);
	SV *r = call2(b, OP_aten_mul_Tensor, a, l, loc);
	r = call3(b, OP_aten_where_ScalarSelf, call2(b, OP_aten_eq_Scalar, a, fval(b, 0.0), loc),
		fval(b, 0.0), r, loc);
	return call3(b, OP_aten_where_ScalarSelf, call1(b, OP_aten_isnan_Tensor, c, loc),
		fval(b, NAN), r, loc);
}

/* special_entr(x): -x log(x), 0 at 0, -inf below 0 (NaN kept) */
static SV *
entr(Builder *b, SV *x, SrcLoc loc)
{
	DType dt = dtype_isfloat(dtof(x)) ? dtof(x) : DT_F32;
	SV *a = to(b, x, dt, loc);
	SV *r = call1(b, OP_aten_neg_Tensor, call2(b, OP_aten_mul_Tensor, a, call1(b,
		OP_aten_log_Tensor, a, loc), loc), loc);
	r = call3(b, OP_aten_where_ScalarSelf, call2(b, OP_aten_eq_Scalar, a, fval(b, 0.0), loc),
		fval(b, 0.0), r, loc);
	return call3(b, OP_aten_where_ScalarSelf, call2(b, OP_aten_lt_Scalar, a, fval(b, 0.0), loc),
		fval(b, -INFINITY), r, loc);
}

/* the elementwise row o on its arguments (schema order, defaults filled in); NULL if o is
 * not one of these rows */
SV *
elemx_expand(Builder *b, const Op *o, SV **arg, SrcLoc loc)
{
	switch (op_row(o)) {
	case OP_aten_isclose_Tensor: return isclose(b, o, arg, loc);
	case OP_aten_allclose_Tensor: {
		SV *c = isclose(b, o, arg, loc);
		if (c->k == SV_POISON)
			return c;
		return call1(b, OP_aten_Bool_Tensor, call1(b, OP_aten_all_all, c, loc), loc);
	}
	case OP_aten_erfinv_Tensor: return erfinv(b, arg[0], loc);
	case OP_aten_round_decimals: return rounddec(b, o, arg[0], arg[1], loc);
	case OP_aten_xlogy_Tensor:
		return xlogy(b, OP_aten_mul_Tensor, OP_aten_log_Tensor, arg[0], arg[1], loc);
	case OP_aten_xlogy_Scalar_Other:
	case OP_aten_xlogy_Scalar_Self:
		return xlogy(b, OP_aten_mul_Scalar, OP_aten_log_Tensor, arg[0], arg[1], loc);
	case OP_aten_special_xlog1py_Tensor:
		return xlogy(b, OP_aten_mul_Tensor, OP_aten_log1p_Tensor, arg[0], arg[1], loc);
	case OP_aten_special_xlog1py_other_scalar:
	case OP_aten_special_xlog1py_self_scalar:
		return xlogy(b, OP_aten_mul_Scalar, OP_aten_log1p_Tensor, arg[0], arg[1], loc);
	case OP_aten_special_entr_Tensor: return entr(b, arg[0], loc);
	default: return NULL;
	}
}
