/* The special functions ONNX has no operator for (F_EXPAND rows of ops.def, handed here by
 * build_multi.c), built from other rows as PyTorch 1.13 computes them (ATen's Math.h,
 * UnaryOpsKernel.cpp).  Two kinds, by what PyTorch's kernel is:
 *
 *   C's own function (std::erfc, std::lgamma: glibc, within an ulp of the exact value):
 *   computed here in float64 whatever the input's float dtype, by Cephes's rational
 *   approximations (ndtr.c, gamma.c), and rounded once to the dtype, which is what a
 *   correctly rounded float32 function gives:
 *     erfc(x)            1 - erf(x) below 1 in magnitude; above, exp(-x^2) P(x)/Q(x) (x < 8)
 *                        or R(x)/S(x), exp(-x^2) split as Cephes's expx2 does so that the
 *                        rounding of x^2 is not multiplied by x^2; 2 - erfc(-x) below -1
 *     special_erfcx(x)   exp(x^2) erfc(x): P/Q or R/S themselves from 1 up, 1/(x sqrt(pi))
 *                        above 1e8; below 1 exp(x^2) erfc(x) (inf below -26.7)
 *     special_ndtr(x)    ATen's (1 + erf(x / sqrt(2))) / 2 in the dtype (its own
 *                        cancellation for x < -3 in float32 kept: it is PyTorch's value)
 *     special_log_ndtr   ATen's: log(erfcx(-t) / 2) - t^2 for x < -1, else
 *                        log1p(-erfc(t) / 2), t = x / sqrt(2) in the dtype
 *     lgamma(x)          Cephes's lgam: [2, 3) by a rational function, shifted there by
 *                        products (13 > x > 0), Stirling's series from 13; x < 0 by
 *                        reflection; +inf at the poles 0, -1, -2, ...
 *
 *   A Cephes kernel written in scalar_t (Math.h): the same steps in the input's dtype, so that
 *   float32 rounds where PyTorch's float32 does (half floats in float32, as ATen upcasts):
 *     i0, special_i0e, special_i1, special_i1e   chbevl over [0, 8] and (8, inf)
 *     special_ndtri(p)   calc_ndtri's three rational pieces
 *     digamma(x)         calc_digamma: up past 10 by psi(x) = psi(x + 1) - 1 / x (ten steps
 *                        at most), the asymptotic series; x < 0 by reflection, pi / tan(pi r)
 *                        in float64 as ATen's float kernel computes it
 *     polygamma(1, x)    ATen's trigamma (n = 0 digamma; n > 1 is ATen's zeta loop: refused)
 *
 *   mvlgamma(x, p)     ATen's: the sum of lgamma(x - (p - 1) / 2 + j / 2), j < p, plus
 *                      p (p - 1) / 4 log(pi) (1.13 checks no element against (p - 1) / 2)
 *
 *   special_xlog1py(x, y)   x log1p(y), 0 where x is 0, NaN where y is (build_elemx.c's xlogy)
 *
 *   math.erf, math.erfc, math.lgamma of a number (TorchScript's erf.float: C's erf in
 *   double): the float64 kernels above on a 0-d tensor, read back by float()
 *
 * Integral and bool inputs compute in float32, PyTorch's default float. */
#include <math.h>
#include "builder.h"
#include "rowkit.h"

typedef struct {
	Builder *b;
	SrcLoc loc;
} K;

static SV *add(K *k, SV *x, SV *y) { return call2(k->b, OP_aten_add_Tensor, x, y, k->loc); }
static SV *sub(K *k, SV *x, SV *y) { return call2(k->b, OP_aten_sub_Tensor, x, y, k->loc); }
static SV *mul(K *k, SV *x, SV *y) { return call2(k->b, OP_aten_mul_Tensor, x, y, k->loc); }
static SV *dv(K *k, SV *x, SV *y) { return call2(k->b, OP_aten_div_Tensor, x, y, k->loc); }
static SV *adds(K *k, SV *x, double c) { return call2(k->b, OP_aten_add_Scalar, x, fval(k->b, c), k->loc); }
static SV *muls(K *k, SV *x, double c) { return call2(k->b, OP_aten_mul_Scalar, x, fval(k->b, c), k->loc); }
static SV *divs(K *k, SV *x, double c) { return call2(k->b, OP_aten_div_Scalar, x, fval(k->b, c), k->loc); }
static SV *rsubs(K *k, double c, SV *x) { return call2(k->b, OP_aten_rsub_Scalar, x, fval(k->b, c), k->loc); }
static SV *f1(K *k, uint32_t row, SV *x) { return call1(k->b, row, x, k->loc); }
static SV *cmps(K *k, uint32_t row, SV *x, double c) { return call2(k->b, row, x, fval(k->b, c), k->loc); }
static SV *sel(K *k, SV *c, SV *x, SV *y) { return call3(k->b, OP_aten_where_self, c, x, y, k->loc); }
static SV *selc(K *k, SV *c, double v, SV *y)
{
	return call3(k->b, OP_aten_where_ScalarSelf, c, fval(k->b, v), y, k->loc);
}
static SV *clamp(K *k, SV *x, double lo, double hi)
{
	return call3(k->b, OP_aten_clamp_Scalar, x, fval(k->b, lo), fval(k->b, hi), k->loc);
}
static DType
dtof(SV *s)
{
	return s->k == SV_VALUE && s->v->type->kind == T_TENSOR ? s->v->type->dtype : DT_UNDEF;
}

static SV *
to(K *k, SV *x, DType dt)
{
	if (dtof(x) == dt)
		return x;
	return call2(k->b, OP_aten_to_dtype, x, sv_value(k->b, emit_const_dtype(k->b, dt)), k->loc);
}

/* a 0-d tensor of dtype dt holding the number fill */
static SV *
full0(K *k, SV *fill, DType dt)
{
	SV *a[3] = {sv_list(k->b, NULL, 0), fill, sv_value(k->b, emit_const_dtype(k->b, dt))};
	return oprow_apply(k->b, OP_aten_full_Tensor, a, 3, k->loc);
}

/* c as a 0-d tensor of x's dtype */
static SV *
cst(K *k, double c, SV *x)
{
	return full0(k, fval(k->b, c), dtof(x));
}

/* c / x, rounded once as ATen's c / x */
static SV *
rdiv(K *k, double c, SV *x)
{
	return c == 1.0 ? f1(k, OP_aten_reciprocal_Tensor, x) : dv(k, cst(k, c, x), x);
}

/* the dtype PyTorch computes and returns: the float dtype, integers and bool float32 */
static DType
outdt(SV *x)
{
	DType dt = dtof(x);
	return dtype_isfloat(dt) ? dt : DT_F32;
}

/* the dtype a Cephes kernel in scalar_t runs in: half floats upcast to float32 */
static DType
kerneldt(DType out)
{
	return out == DT_F64 ? DT_F64 : DT_F32;
}

/* Cephes's polevl: c[0] x^n + ... + c[n], by Horner's rule from c[0] */
static SV *
polevl(K *k, SV *x, const double *c, int n)
{
	SV *p = adds(k, muls(k, x, c[0]), c[1]);
	for (int i = 2; i <= n; i++)
		p = adds(k, mul(k, p, x), c[i]);
	return p;
}

/* Cephes's p1evl: x^n + c[0] x^(n-1) + ... + c[n-1] */
static SV *
p1evl(K *k, SV *x, const double *c, int n)
{
	SV *p = adds(k, x, c[0]);
	for (int i = 1; i < n; i++)
		p = adds(k, mul(k, p, x), c[i]);
	return p;
}

/* Cephes's chbevl: the Chebyshev series of c at x/2, rounded as ATen's loop rounds:
 * b0 = x b1 - b2 + c[i] (b1 and b2 constants until the loop reaches them) */
typedef struct {
	SV *v;
	double c; /* the value while v is NULL */
} Term;

static SV *
chbevl(K *k, SV *x, const double *c, int n)
{
	Term b0 = {NULL, c[0]}, b1 = {NULL, 0.0}, b2;
	for (int i = 1; i < n; i++) {
		b2 = b1;
		b1 = b0;
		SV *t = b1.v ? mul(k, x, b1.v) : muls(k, x, b1.c);
		if (b2.v)
			t = sub(k, t, b2.v);
		else if (b2.c != 0.0)
			t = adds(k, t, -b2.c);
		b0.v = adds(k, t, c[i]);
	}
	SV *d = b2.v ? sub(k, b0.v, b2.v) : adds(k, b0.v, -b2.c);
	return muls(k, d, 0.5);
}

/* ---- the erfc family, in float64 (Cephes's ndtr.c) ---- */
static const double ERF_T[5] = {9.60497373987051638749E0, 9.00260197203842689217E1,
	2.23200534594684319226E3, 7.00332514112805075473E3, 5.55923013010394962768E4};
static const double ERF_U[5] = {3.35617141647503099647E1, 5.21357949780152679795E2,
	4.59432382970980127987E3, 2.26290000613890934246E4, 4.92673942608635921086E4};
static const double ERFC_P[9] = {2.46196981473530512524E-10, 5.64189564831068821977E-1,
	7.46321056442269912687E0, 4.86371970985681366614E1, 1.96520832956077098242E2,
	5.26445194995477358631E2, 9.34528527171957607540E2, 1.02755188689515710272E3,
	5.57535335369399327526E2};
static const double ERFC_Q[8] = {1.32281951154744992508E1, 8.67072140885989742329E1,
	3.54937778887819891062E2, 9.75708501743205489753E2, 1.82390916687909736289E3,
	2.24633760818710981792E3, 1.65666309194161350182E3, 5.57535340817727675546E2};
static const double ERFC_R[6] = {5.64189583547755073984E-1, 1.27536670759978104416E0,
	5.01905042251180477414E0, 6.16021097993053585195E0, 7.40974269950448939160E0,
	2.97886665372100240670E0};
static const double ERFC_S[6] = {2.26052863220117276590E0, 9.39603524938001434673E0,
	1.20489539808096656605E1, 1.70814450747565897222E1, 9.60896809063285878198E0,
	3.36907645100081516050E0};

/* erf(x) for |x| <= 1: x T(x^2) / U(x^2) */
static SV *
erf_small(K *k, SV *x)
{
	SV *z = mul(k, x, x);
	return dv(k, mul(k, x, polevl(k, z, ERF_T, 4)), p1evl(k, z, ERF_U, 5));
}

/* exp(s a^2), s = +-1, a >= 0: a = m + f with m a multiple of 1/128 (m^2 exact), so that
 * a^2's rounding is not magnified (Cephes's expx2) */
static SV *
expx2(K *k, SV *a, double s)
{
	SV *m = divs(k, f1(k, OP_aten_round_Tensor, muls(k, a, 128.0)), 128.0);
	SV *f = sub(k, a, m);
	SV *u = f1(k, OP_aten_exp_Tensor, muls(k, mul(k, m, m), s));
	return mul(k, u, f1(k, OP_aten_exp_Tensor, muls(k, mul(k, f, add(k, a, m)), s)));
}

/* erfcx(a) = exp(a^2) erfc(a) for a in [1, 1e8]: P/Q below 8, R/S from 8 */
static SV *
erfcx_ratio(K *k, SV *a)
{
	SV *pq = dv(k, polevl(k, a, ERFC_P, 8), p1evl(k, a, ERFC_Q, 8));
	SV *rs = dv(k, polevl(k, a, ERFC_R, 5), p1evl(k, a, ERFC_S, 6));
	return sel(k, cmps(k, OP_aten_lt_Scalar, a, 8.0), pq, rs);
}

/* r, with x's NaN where x is NaN (the selections above may have lost it) */
static SV *
keepnan(K *k, SV *x, SV *r)
{
	return sel(k, f1(k, OP_aten_isnan_Tensor, x), x, r);
}

/* erfc(x), x float64 */
static SV *
erfc64(K *k, SV *x)
{
	SV *ax = f1(k, OP_aten_abs_Tensor, x);
	SV *small = rsubs(k, 1.0, erf_small(k, clamp(k, x, -1.0, 1.0)));
	SV *a = clamp(k, ax, 1.0, 30.0); /* exp(-900) is 0 */
	SV *tail = mul(k, erfcx_ratio(k, a), expx2(k, a, -1.0));
	SV *big = sel(k, cmps(k, OP_aten_lt_Scalar, x, 0.0), rsubs(k, 2.0, tail), tail);
	return keepnan(k, x, sel(k, cmps(k, OP_aten_lt_Scalar, ax, 1.0), small, big));
}

/* erf(x), x float64: 1 - erfc(|x|) with x's sign from 1 up */
static SV *
erf64(K *k, SV *x)
{
	SV *ax = f1(k, OP_aten_abs_Tensor, x);
	SV *a = clamp(k, ax, 1.0, 30.0);
	SV *tail = mul(k, erfcx_ratio(k, a), expx2(k, a, -1.0));
	SV *big = call2(k->b, OP_aten_copysign_Tensor, rsubs(k, 1.0, tail), x, k->loc);
	SV *small = erf_small(k, clamp(k, x, -1.0, 1.0));
	return keepnan(k, x, sel(k, cmps(k, OP_aten_lt_Scalar, ax, 1.0), small, big));
}

/* erfcx(x), x float64 */
static SV *
erfcx64(K *k, SV *x)
{
	/* above 50 Faddeeva's continued fraction as ATen's calc_erfcx writes it, 1 / (x sqrt(pi))
	 * above 5e7 */
	const double ispi = 0.56418958354775628694807945156;
	SV *xl = clamp(k, x, 50.0, 5e7), *xx = mul(k, xl, xl);
	SV *cf = dv(k, muls(k, adds(k, mul(k, xx, adds(k, xx, 4.5)), 2.0), ispi),
		mul(k, xl, adds(k, mul(k, xx, adds(k, xx, 5.0)), 3.75)));
	SV *pos = erfcx_ratio(k, clamp(k, x, 1.0, 50.0));
	pos = sel(k, cmps(k, OP_aten_gt_Scalar, x, 50.0), cf, pos);
	pos = sel(k, cmps(k, OP_aten_gt_Scalar, x, 5e7), rdiv(k, ispi, x), pos);
	SV *xc = clamp(k, x, -1.0, 1.0);
	SV *mid = mul(k, expx2(k, f1(k, OP_aten_abs_Tensor, xc), 1.0),
		rsubs(k, 1.0, erf_small(k, xc)));
	SV *q = clamp(k, f1(k, OP_aten_neg_Tensor, x), 1.0, 30.0); /* exp(900) is inf */
	SV *neg = sub(k, muls(k, expx2(k, q, 1.0), 2.0), erfcx_ratio(k, q));
	SV *r = sel(k, cmps(k, OP_aten_ge_Scalar, x, 1.0), pos,
		sel(k, cmps(k, OP_aten_gt_Scalar, x, -1.0), mid, neg));
	return keepnan(k, x, r);
}

/* ATen's calc_erfcx: from 0 up erfcx64; below 0 its 2 exp(x^2) - erfcx(-x) (2 exp(x^2) below
 * -6.1), x^2 and exp rounded in the dtype as ATen's are (that rounding, magnified by x^2,
 * is most of PyTorch's error there) */
static SV *
erfcx(K *k, SV *x0)
{
	DType out = outdt(x0), dt = kerneldt(out);
	SV *x = to(k, x0, dt);
	SV *x64 = to(k, x, DT_F64);
	SV *pos = to(k, erfcx64(k, x64), dt);
	SV *e2 = muls(k, f1(k, OP_aten_exp_Tensor, mul(k, x, x)), 2.0);
	SV *neg = sub(k, e2, to(k, erfcx64(k, f1(k, OP_aten_neg_Tensor, x64)), dt));
	neg = sel(k, cmps(k, OP_aten_lt_Scalar, x, -6.1), e2, neg);
	return to(k, sel(k, cmps(k, OP_aten_lt_Scalar, x, 0.0), neg, pos), out);
}

static SV *
via64(K *k, SV *x, SV *(*f)(K *, SV *))
{
	DType out = outdt(x);
	return to(k, f(k, to(k, x, DT_F64)), out);
}

/* ATen's calc_ndtr: (1 + erf(x / sqrt(2))) / 2 in the dtype */
static SV *
ndtr(K *k, SV *x0)
{
	DType out = outdt(x0);
	SV *t = muls(k, to(k, x0, out), M_SQRT1_2);
	SV *e = to(k, erf64(k, to(k, t, DT_F64)), out);
	return muls(k, adds(k, e, 1.0), 0.5);
}

/* ATen's calc_log_ndtr: t = x / sqrt(2); log(erfcx(-t) / 2) - t^2 below -1, else
 * log1p(-erfc(t) / 2) */
static SV *
log_ndtr(K *k, SV *x0)
{
	DType out = outdt(x0);
	SV *x = to(k, x0, out);
	SV *t = muls(k, x, M_SQRT1_2);
	SV *t64 = to(k, t, DT_F64);
	SV *lo = to(k, f1(k, OP_aten_log_Tensor, muls(k, erfcx64(k, f1(k, OP_aten_neg_Tensor,
		t64)), 0.5)), out);
	lo = sub(k, lo, mul(k, t, t));
	SV *hi = to(k, f1(k, OP_aten_log1p_Tensor, muls(k, erfc64(k, t64), -0.5)), out);
	/* never above 0: -|r| gives log1p(-0)'s -0, which Where loses */
	SV *r = sel(k, cmps(k, OP_aten_lt_Scalar, x, -1.0), lo, hi);
	return f1(k, OP_aten_neg_Tensor, f1(k, OP_aten_abs_Tensor, r));
}

/* ---- lgamma, in float64 (Cephes's lgam) ---- */
static const double LGAM_A[5] = {8.11614167470508450300E-4, -5.95061904284301438324E-4,
	7.93650340457716943945E-4, -2.77777777730099687205E-3, 8.33333333333331927722E-2};
static const double LGAM_B[6] = {-1.37825152569120859100E3, -3.88016315134637840924E4,
	-3.31612992738871184744E5, -1.16237097492762307383E6, -1.72173700820839662146E6,
	-8.53555664245765465627E5};
static const double LGAM_C[6] = {-3.51815701436523470549E2, -1.70642106651881159223E4,
	-2.20528590553854454839E5, -1.13933444367982507207E6, -2.53252307177582951285E6,
	-2.01889141433532773231E6};

/* lgamma(x) for x > 0 */
static SV *
lgam_pos(K *k, SV *x0)
{
	/* below 13: u = x + p in [2, 3); lgamma(x) = lgamma(u) - log(x (x + 1)) below 2 (log1p
	 * of x - 1 and x, exact arguments, so that nothing cancels near the root at 1), and
	 * lgamma(u) + log((x - 1) ... u) from 3 up (Cephes's product z) */
	SV *x = clamp(k, x0, 0.0, 13.0);
	SV *p = muls(k, x, 0.0); /* the shift, and z = 1, shaped as x */
	SV *z = adds(k, p, 1.0);
	SV *c0 = cmps(k, OP_aten_lt_Scalar, x, 2.0), *c1 = cmps(k, OP_aten_lt_Scalar, x, 1.0);
	SV *l0 = sel(k, cmps(k, OP_aten_ge_Scalar, x, 0.5), f1(k, OP_aten_log1p_Tensor,
		adds(k, x, -1.0)), f1(k, OP_aten_log_Tensor, x));
	SV *ls = sel(k, c0, l0, cst(k, 0.0, x));
	ls = sel(k, c1, add(k, ls, f1(k, OP_aten_log1p_Tensor, x)), ls);
	p = selc(k, c0, 1.0, p);
	p = selc(k, c1, 2.0, p);
	for (int s = 1; s <= 10; s++) { /* while u >= 3: u -= 1, z *= u */
		SV *u = adds(k, x, -(double)s);
		SV *c = cmps(k, OP_aten_ge_Scalar, u, 2.0);
		z = sel(k, c, mul(k, z, u), z);
		p = selc(k, c, -(double)s, p);
	}
	SV *w = add(k, x, adds(k, p, -2.0));
	SV *r = dv(k, mul(k, w, polevl(k, w, LGAM_B, 5)), p1evl(k, w, LGAM_C, 6));
	SV *small = add(k, sub(k, f1(k, OP_aten_log_Tensor, z), ls), r);
	/* from 13: Stirling's series */
	SV *y = clamp(k, x0, 13.0, INFINITY);
	SV *q = adds(k, sub(k, mul(k, adds(k, y, -0.5), f1(k, OP_aten_log_Tensor, y)), y),
		0.91893853320467274178);
	SV *pp = rdiv(k, 1.0, mul(k, y, y));
	SV *ser = dv(k, polevl(k, pp, LGAM_A, 4), y);
	SV *ser2 = dv(k, adds(k, mul(k, adds(k, muls(k, pp, 7.9365079365079365079365e-4),
		-2.7777777777777777777778e-3), pp), 0.0833333333333333333333), y);
	ser = sel(k, cmps(k, OP_aten_ge_Scalar, y, 1000.0), ser2, ser);
	SV *big = sel(k, cmps(k, OP_aten_gt_Scalar, y, 1e8), q, add(k, q, ser));
	big = selc(k, cmps(k, OP_aten_eq_Scalar, y, INFINITY), INFINITY, big);
	return sel(k, cmps(k, OP_aten_lt_Scalar, x0, 13.0), small, big);
}

/* lgamma(x), x float64: x < 0 by reflection, log(pi) - log|q sin(pi z)| - lgamma(q) with
 * q = -x and z q's distance to its nearest integer; +inf at the poles; -log|x| where |x| is
 * below 1e-17 (lgamma's -euler x is under an ulp of it there, and 1 / x may overflow) */
static SV *
lgamma64(K *k, SV *x)
{
	SV *ax = f1(k, OP_aten_abs_Tensor, x);
	SV *q = clamp(k, ax, 1e-17, INFINITY);
	SV *w = lgam_pos(k, q);
	SV *fl = f1(k, OP_aten_floor_Tensor, q);
	SV *z = sub(k, q, fl);
	z = sel(k, cmps(k, OP_aten_gt_Scalar, z, 0.5), sub(k, adds(k, fl, 1.0), q), z);
	z = mul(k, q, f1(k, OP_aten_sin_Tensor, muls(k, z, M_PI)));
	SV *refl = sub(k, rsubs(k, log(M_PI), f1(k, OP_aten_log_Tensor, z)), w);
	refl = selc(k, call2(k->b, OP_aten_eq_Tensor, fl, q, k->loc), INFINITY, refl);
	SV *r = sel(k, cmps(k, OP_aten_lt_Scalar, x, 0.0), refl, w);
	r = sel(k, cmps(k, OP_aten_lt_Scalar, ax, 1e-17), f1(k, OP_aten_neg_Tensor,
		f1(k, OP_aten_log_Tensor, ax)), r);
	return keepnan(k, x, r);
}

/* ---- Cephes kernels in the dtype (ATen's Math.h) ---- */
static const double I0E_A[30] = {-4.41534164647933937950E-18, 3.33079451882223809783E-17,
	-2.43127984654795469359E-16, 1.71539128555513303061E-15, -1.16853328779934516808E-14,
	7.67618549860493561688E-14, -4.85644678311192946090E-13, 2.95505266312963983461E-12,
	-1.72682629144155570723E-11, 9.67580903537323691224E-11, -5.18979560163526290666E-10,
	2.65982372468238665035E-9, -1.30002500998624804212E-8, 6.04699502254191894932E-8,
	-2.67079385394061173391E-7, 1.11738753912010371815E-6, -4.41673835845875056359E-6,
	1.64484480707288970893E-5, -5.75419501008210370398E-5, 1.88502885095841655729E-4,
	-5.76375574538582365885E-4, 1.63947561694133579842E-3, -4.32430999505057594430E-3,
	1.05464603945949983183E-2, -2.37374148058994688156E-2, 4.93052842396707084878E-2,
	-9.49010970480476444210E-2, 1.71620901522208775349E-1, -3.04682672343198398683E-1,
	6.76795274409476084995E-1};
static const double I0E_B[25] = {-7.23318048787475395456E-18, -4.83050448594418207126E-18,
	4.46562142029675999901E-17, 3.46122286769746109310E-17, -2.82762398051658348494E-16,
	-3.42548561967721913462E-16, 1.77256013305652638360E-15, 3.81168066935262242075E-15,
	-9.55484669882830764870E-15, -4.15056934728722208663E-14, 1.54008621752140982691E-14,
	3.85277838274214270114E-13, 7.18012445138366623367E-13, -1.79417853150680611778E-12,
	-1.32158118404477131188E-11, -3.14991652796324136454E-11, 1.18891471078464383424E-11,
	4.94060238822496958910E-10, 3.39623202570838634515E-9, 2.26666899049817806459E-8,
	2.04891858946906374183E-7, 2.89137052083475648297E-6, 6.88975834691682398426E-5,
	3.36911647825569408990E-3, 8.04490411014108831608E-1};
/* i1e's: float64 from the first, float32 from the twelfth (A) and the nineteenth (B) on,
 * as ATen's float tables start */
static const double I1E_A[29] = {2.77791411276104639959E-18, -2.11142121435816608115E-17,
	1.55363195773620046921E-16, -1.10559694773538630805E-15, 7.60068429473540693410E-15,
	-5.04218550472791168711E-14, 3.22379336594557470981E-13, -1.98397439776494371520E-12,
	1.17361862988909016308E-11, -6.66348972350202774223E-11, 3.62559028155211703701E-10,
	-1.88724975172282928790E-9, 9.38153738649577178388E-9, -4.44505912879632808065E-8,
	2.00329475355213526229E-7, -8.56872026469545474066E-7, 3.47025130813767847674E-6,
	-1.32731636560394358279E-5, 4.78156510755005422638E-5, -1.61760815825896745588E-4,
	5.12285956168575772895E-4, -1.51357245063125314899E-3, 4.15642294431288815669E-3,
	-1.05640848946261981558E-2, 2.47264490306265168283E-2, -5.29459812080949914269E-2,
	1.02643658689847095384E-1, -1.76416518357834055153E-1, 2.52587186443633654823E-1};
static const double I1E_B[25] = {7.51729631084210481353E-18, 4.41434832307170791151E-18,
	-4.65030536848935832153E-17, -3.20952592199342395980E-17, 2.96262899764595013876E-16,
	3.30820231092092828324E-16, -1.88035477551078244854E-15, -3.81440307243700780478E-15,
	1.04202769841288027642E-14, 4.27244001671195135429E-14, -2.10154184277266431302E-14,
	-4.08355111109219731823E-13, -7.19855177624590851209E-13, 2.03562854414708950722E-12,
	1.41258074366137813316E-11, 3.25260358301548823856E-11, -1.89749581235054123450E-11,
	-5.58974346219658380687E-10, -3.83538038596423702205E-9, -2.63146884688951950684E-8,
	-2.51223623787020892529E-7, -3.88256480887769039346E-6, -1.10588938762623716291E-4,
	-9.76109749136146840777E-3, 7.78576235018280120474E-1};

enum { BES_I0, BES_I0E, BES_I1, BES_I1E };

/* ATen's calc_i0, calc_i0e, calc_i1, calc_i1e */
static SV *
bessel(K *k, SV *x0, int which)
{
	DType out = outdt(x0), dt = kerneldt(out);
	SV *xs = to(k, x0, dt);
	SV *x = f1(k, OP_aten_abs_Tensor, xs);
	int one = which == BES_I1 || which == BES_I1E, f32 = dt == DT_F32;
	const double *A = one ? I1E_A + (f32 ? 12 : 0) : I0E_A;
	const double *B = one ? I1E_B + (f32 ? 18 : 0) : I0E_B;
	int na = one ? (f32 ? 17 : 29) : 30, nb = one ? (f32 ? 7 : 25) : 25;
	/* [0, 8]: chbevl(x / 2 - 2, A); (8, inf): chbevl(32 / x - 2, B) / sqrt(x) */
	SV *xa = clamp(k, x, 0.0, 8.0), *xb = clamp(k, x, 8.0, INFINITY);
	SV *ca = chbevl(k, adds(k, divs(k, xa, 2.0), -2.0), A, na);
	SV *cb = chbevl(k, adds(k, rdiv(k, 32.0, xb), -2.0), B, nb);
	SV *sq = f1(k, OP_aten_sqrt_Tensor, xb), *ex;
	SV *ra, *rb;
	switch (which) {
	case BES_I0:
		ra = mul(k, f1(k, OP_aten_exp_Tensor, xa), ca);
		rb = dv(k, mul(k, f1(k, OP_aten_exp_Tensor, xb), cb), sq);
		break;
	case BES_I0E:
		ra = ca;
		rb = dv(k, cb, sq);
		break;
	case BES_I1:
		ex = f1(k, OP_aten_exp_Tensor, xa);
		ra = mul(k, mul(k, ex, xa), ca);
		rb = dv(k, mul(k, f1(k, OP_aten_exp_Tensor, xb), cb), sq);
		break;
	default:
		ra = mul(k, ca, xa);
		rb = dv(k, cb, sq);
		break;
	}
	SV *r = sel(k, cmps(k, OP_aten_le_Scalar, x, 8.0), ra, rb);
	if (one) /* -out below 0, by a product: Where would make -0 +0 */
		r = mul(k, r, selc(k, cmps(k, OP_aten_lt_Scalar, xs, 0.0), -1.0, cst(k, 1.0, xs)));
	return to(k, keepnan(k, xs, r), out);
}

static const double NDTRI_P0[5] = {-5.99633501014107895267E1, 9.80010754185999661536E1,
	-5.66762857469070293439E1, 1.39312609387279679503E1, -1.23916583867381258016E0};
static const double NDTRI_Q0[9] = {1.00000000000000000000E0, 1.95448858338141759834E0,
	4.67627912898881538453E0, 8.63602421390890590575E1, -2.25462687854119370527E2,
	2.00260212380060660359E2, -8.20372256168333339912E1, 1.59056225126211695515E1,
	-1.18331621121330003142E0};
static const double NDTRI_P1[9] = {4.05544892305962419923E0, 3.15251094599893866154E1,
	5.71628192246421288162E1, 4.40805073893200834700E1, 1.46849561928858024014E1,
	2.18663306850790267539E0, -1.40256079171354495875E-1, -3.50424626827848203418E-2,
	-8.57456785154685413611E-4};
static const double NDTRI_Q1[9] = {1.00000000000000000000E0, 1.57799883256466749731E1,
	4.53907635128879210584E1, 4.13172038254672030440E1, 1.50425385692907503408E1,
	2.50464946208309415979E0, -1.42182922854787788574E-1, -3.80806407691578277194E-2,
	-9.33259480895457427372E-4};
static const double NDTRI_P2[9] = {3.23774891776946035970E0, 6.91522889068984211695E0,
	3.93881025292474443415E0, 1.33303460815807542389E0, 2.01485389549179081538E-1,
	1.23716634817820021358E-2, 3.01581553508235416007E-4, 2.65806974686737550832E-6,
	6.23974539184983293730E-9};
static const double NDTRI_Q2[9] = {1.00000000000000000000E0, 6.02427039364742014255E0,
	3.67983563856160859403E0, 1.37702099489081330271E0, 2.16236993594496635890E-1,
	1.34204006088543189037E-2, 3.28014464682127739104E-4, 2.89247864745380683936E-6,
	6.79019408009981274425E-9};

/* ATen's calc_ndtri (ATen's polevl: its table's first coefficient first, so Q's 1 too) */
static SV *
ndtri(K *k, SV *y0s)
{
	const double e2 = 0.13533528323661269189; /* exp(-2) */
	DType out = outdt(y0s), dt = kerneldt(out);
	SV *y0 = to(k, y0s, dt);
	/* 1 - exp(-2) as ATen's T computes it */
	double top = dt == DT_F32 ? (double)(1.0f - (float)e2) : 1.0 - e2;
	SV *hi = cmps(k, OP_aten_gt_Scalar, y0, top);
	SV *y = sel(k, hi, rsubs(k, 1.0, y0), y0);
	/* the centre: y - 0.5 = v, v + v (v^2 P0(v^2) / Q0(v^2)), times sqrt(2 pi) */
	SV *v = adds(k, clamp(k, y, e2, top), -0.5);
	SV *v2 = mul(k, v, v);
	SV *xc = add(k, v, mul(k, v, dv(k, mul(k, v2, polevl(k, v2, NDTRI_P0, 4)),
		polevl(k, v2, NDTRI_Q0, 8))));
	xc = muls(k, xc, 2.50662827463100050242E0);
	/* the tails: x = sqrt(-2 log y), x - log(x) / x - z P(z) / Q(z), z = 1 / x */
	SV *yt = clamp(k, y, 0.0, e2);
	SV *x = f1(k, OP_aten_sqrt_Tensor, muls(k, f1(k, OP_aten_log_Tensor, yt), -2.0));
	SV *x0 = sub(k, x, dv(k, f1(k, OP_aten_log_Tensor, x), x));
	SV *z = rdiv(k, 1.0, x);
	SV *x1a = dv(k, mul(k, z, polevl(k, z, NDTRI_P1, 8)), polevl(k, z, NDTRI_Q1, 8));
	SV *x1b = dv(k, mul(k, z, polevl(k, z, NDTRI_P2, 8)), polevl(k, z, NDTRI_Q2, 8));
	SV *xt = sub(k, x0, sel(k, cmps(k, OP_aten_lt_Scalar, x, 8.0), x1a, x1b));
	xt = sel(k, hi, xt, f1(k, OP_aten_neg_Tensor, xt));
	SV *r = sel(k, cmps(k, OP_aten_gt_Scalar, y, e2), xc, xt);
	r = selc(k, cmps(k, OP_aten_eq_Scalar, y0, 0.0), -INFINITY, r);
	r = selc(k, cmps(k, OP_aten_eq_Scalar, y0, 1.0), INFINITY, r);
	r = selc(k, call2(k->b, OP_aten_logical_or_Tensor, cmps(k, OP_aten_lt_Scalar, y0, 0.0),
		cmps(k, OP_aten_gt_Scalar, y0, 1.0), k->loc), NAN, r);
	return to(k, keepnan(k, y0, r), out);
}

/* digamma of y >= 1 (or > 0), ATen's calc_digamma past its reflection: ten steps of
 * psi(y) = psi(y + 1) - 1 / y while y < 10, PSI_10 at 10, the asymptotic series above */
static SV *
digamma_pos(K *k, SV *y)
{
	static const double A[7] = {8.33333333333333333333E-2, -2.10927960927960927961E-2,
		7.57575757575757575758E-3, -4.16666666666666666667E-3, 3.96825396825396825397E-3,
		-8.33333333333333333333E-3, 8.33333333333333333333E-2};
	SV *res = cst(k, 0.0, y);
	for (int s = 0; s < 10; s++) {
		SV *c = cmps(k, OP_aten_lt_Scalar, y, 10.0);
		res = sel(k, c, sub(k, res, rdiv(k, 1.0, y)), res);
		y = sel(k, c, adds(k, y, 1.0), y);
	}
	SV *z = rdiv(k, 1.0, mul(k, y, y));
	SV *t = mul(k, z, polevl(k, z, A, 6));
	SV *r = sub(k, sub(k, add(k, res, f1(k, OP_aten_log_Tensor, y)), rdiv(k, 0.5, y)), t);
	return sel(k, cmps(k, OP_aten_eq_Scalar, y, 10.0), adds(k, res, 2.25175258906672110764),
		r);
}

/* ATen's calc_digamma */
static SV *
digamma(K *k, SV *x0)
{
	DType out = outdt(x0), dt = kerneldt(out);
	SV *x = to(k, x0, dt);
	SV *neg = cmps(k, OP_aten_lt_Scalar, x, 0.0);
	SV *r = digamma_pos(k, sel(k, neg, rsubs(k, 1.0, x), x));
	/* x < 0: psi(1 - x) - pi / tan(pi r), r = x's fraction, in float64 */
	SV *fr = to(k, sub(k, x, f1(k, OP_aten_trunc_Tensor, x)), DT_F64);
	SV *a = muls(k, fr, M_PI); /* pi / tan(a) as pi cos(a) / sin(a): no float64 Tan in ORT */
	SV *cot = to(k, dv(k, muls(k, f1(k, OP_aten_cos_Tensor, a), M_PI),
		f1(k, OP_aten_sin_Tensor, a)), dt);
	r = sel(k, neg, sub(k, r, cot), r);
	SV *isint = call2(k->b, OP_aten_eq_Tensor, x, f1(k, OP_aten_trunc_Tensor, x), k->loc);
	r = selc(k, call2(k->b, OP_aten_logical_and_Tensor, neg, isint, k->loc), NAN, r);
	/* +-0: -+inf, copysign(inf, -x) */
	SV *inf = call2(k->b, OP_aten_copysign_Tensor, cst(k, INFINITY, x),
		f1(k, OP_aten_neg_Tensor, x), k->loc);
	r = sel(k, cmps(k, OP_aten_eq_Scalar, x, 0.0), inf, r);
	return to(k, r, out);
}

/* ATen's mvlgamma: sum over j < p of lgamma(x - (p - 1) / 2 + j / 2) (x + the half in the
 * dtype, the sum in order), plus p (p - 1) / 4 log(pi) */
static SV *
mvlgamma(K *k, const Op *o, SV *x0, SV *pv)
{
	int64_t p;
	if (pv->k != SV_VALUE || !ir_constint(pv->v, &p)) {
		emit_error(k->b, k->loc, "%s: p must be known at compile time", opname(o));
		return sv_poison(k->b);
	}
	if (dtof(x0) == DT_BOOL) { /* ATen's words */
		emit_error(k->b, k->loc, "The input tensor may not be a boolean tensor.");
		return sv_poison(k->b);
	}
	if (p < 1) {
		emit_error(k->b, k->loc, "p has to be greater than or equal to 1");
		return sv_poison(k->b);
	}
	if (p > 64) {
		emit_error(k->b, k->loc, "%s: p = %lld is not supported (at most 64: one lgamma each)",
			opname(o), (long long)p);
		return sv_poison(k->b);
	}
	DType out = outdt(x0);
	SV *x = to(k, x0, out), *r = NULL;
	for (int64_t j = 0; j < p; j++) {
		SV *g = to(k, lgamma64(k, to(k, adds(k, x, (1.0 - (double)p + (double)j) / 2), DT_F64)),
			out);
		r = r ? add(k, r, g) : g;
	}
	return adds(k, r, (double)(p * (p - 1)) * log(M_PI) * 0.25);
}

/* sin(a) of float64 a as C's sin: a less the nearest multiple n pi (pi in three parts,
 * fdlibm's, n times the first two exact), ONNX Runtime's Sin of that, (-1)^n; ONNX Runtime's own float64 Sin is 0
 * at pi rounded, where C's is 1.2e-16 (which ATen's trigamma divides by) */
static SV *
sin64(K *k, SV *a)
{
	SV *n = f1(k, OP_aten_round_Tensor, divs(k, a, M_PI));
	SV *r = sub(k, sub(k, a, muls(k, n, 3.14159265346825122833e+00)),
		muls(k, n, 1.21542010126079319532e-10));
	r = sub(k, r, muls(k, n, 4.04453249759190126308e-21));
	SV *odd = sub(k, n, muls(k, f1(k, OP_aten_floor_Tensor, muls(k, n, 0.5)), 2.0));
	return mul(k, f1(k, OP_aten_sin_Tensor, r), rsubs(k, 1.0, muls(k, odd, 2.0)));
}

/* ATen's trigamma */
static SV *
trigamma(K *k, SV *x0)
{
	DType out = outdt(x0), dt = kerneldt(out);
	SV *x = to(k, x0, dt);
	SV *lo = cmps(k, OP_aten_lt_Scalar, x, 0.5);
	SV *s = dt == DT_F64 ? sin64(k, muls(k, x, M_PI)) : f1(k, OP_aten_sin_Tensor,
		muls(k, x, M_PI));
	double pi2 = dt == DT_F32 ? (double)((float)M_PI * (float)M_PI) : M_PI * M_PI;
	SV *res = sel(k, lo, rsubs(k, 0.0, rdiv(k, pi2, mul(k, s, s))), cst(k, 0.0, x));
	SV *y = sel(k, lo, rsubs(k, 1.0, x), x);
	for (int i = 0; i < 6; i++) {
		res = add(k, res, rdiv(k, 1.0, mul(k, y, y)));
		y = adds(k, y, 1.0);
	}
	SV *ixx = rdiv(k, 1.0, mul(k, y, y));
	SV *ser = rsubs(k, 1.0 / 30, muls(k, ixx, 1.0 / 42));
	ser = rsubs(k, 1.0 / 6, mul(k, ixx, ser));
	ser = add(k, adds(k, rdiv(k, 1.0, muls(k, y, 2.0)), 1.0), mul(k, ixx, ser));
	res = add(k, res, dv(k, ser, y));
	return to(k, sel(k, lo, f1(k, OP_aten_neg_Tensor, res), res), out);
}

/* f of the number a, as TorchScript's erf.float (C's erf in double): on a 0-d float64 */
static SV *
number64(K *k, SV *a, SV *(*f)(K *, SV *))
{
	return call1(k->b, OP_aten_Float_Tensor, f(k, full0(k, a, DT_F64)), k->loc);
}

/* PyTorch 1.13's CPU kernels of half floats: none of these has one, and some none of
 * bfloat16 (their words, with the kernel's name); 1 if x's dtype is refused */
static int
refused(Builder *b, const Op *o, SV *x, const char *kernel, int bf16, SrcLoc loc)
{
	DType dt = dtof(x);
	if (dt != DT_F16 && (dt != DT_BF16 || bf16))
		return 0;
	emit_error(b, loc, "%s: \"%s\" not implemented for '%s'", opname(o), kernel,
		dtype_tsname(dt));
	return 1;
}

/* the special-function row o on its arguments (schema order); NULL if o is not one */
SV *
special_expand(Builder *b, const Op *o, SV **arg, SrcLoc loc)
{
	static const struct {
		uint32_t row;
		const char *kernel;
		int bf16;
	} kern[] = {
		{OP_aten_erfc_Tensor, "erfc_vml_cpu", 1}, {OP_aten_special_erfcx_Tensor, "erfcx_cpu", 0},
		{OP_aten_special_ndtr_Tensor, "erf_vml_cpu", 1},
		{OP_aten_special_log_ndtr_Tensor, "log_ndtr_cpu", 0},
		{OP_aten_special_ndtri_Tensor, "ndtri_cpu", 0}, {OP_aten_lgamma_Tensor, "lgamma_vml_cpu", 1},
		{OP_aten_i0_Tensor, "i0_vml_cpu", 1}, {OP_aten_special_i0e_Tensor, "i0e_cpu", 1},
		{OP_aten_special_i1_Tensor, "i1_cpu", 0}, {OP_aten_special_i1e_Tensor, "i1e_cpu", 0},
		{OP_aten_digamma_Tensor, "digamma", 1}, {OP_aten_mvlgamma_Tensor, "lgamma_vml_cpu", 1}};
	K k = {b, loc};
	int64_t n;
	for (size_t i = 0; i < sizeof kern / sizeof *kern; i++)
		if (op_row(o) == kern[i].row && refused(b, o, arg[0], kern[i].kernel, kern[i].bf16,
		    loc))
			return sv_poison(b);
	switch (op_row(o)) {
	case OP_aten_erf_float: return number64(&k, arg[0], erf64);
	case OP_aten_erfc_float: return number64(&k, arg[0], erfc64);
	case OP_aten_lgamma_float: return number64(&k, arg[0], lgamma64);
	case OP_aten_erfc_Tensor: return via64(&k, arg[0], erfc64);
	case OP_aten_special_erfcx_Tensor: return erfcx(&k, arg[0]);
	case OP_aten_special_ndtr_Tensor: return ndtr(&k, arg[0]);
	case OP_aten_special_log_ndtr_Tensor: return log_ndtr(&k, arg[0]);
	case OP_aten_special_ndtri_Tensor: return ndtri(&k, arg[0]);
	case OP_aten_lgamma_Tensor: return via64(&k, arg[0], lgamma64);
	case OP_aten_i0_Tensor: return bessel(&k, arg[0], BES_I0);
	case OP_aten_special_i0e_Tensor: return bessel(&k, arg[0], BES_I0E);
	case OP_aten_special_i1_Tensor: return bessel(&k, arg[0], BES_I1);
	case OP_aten_special_i1e_Tensor: return bessel(&k, arg[0], BES_I1E);
	case OP_aten_digamma_Tensor: return digamma(&k, arg[0]);
	case OP_aten_mvlgamma_Tensor: return mvlgamma(&k, o, arg[0], arg[1]);
	case OP_aten_polygamma_Tensor:
		if (arg[0]->k != SV_VALUE || !ir_constint(arg[0]->v, &n)) {
			emit_error(b, loc, "polygamma: n must be known at compile time");
			return sv_poison(b);
		}
		if (n < 0) { /* ATen's words */
			emit_error(b, loc, "polygamma(n, x) does not support negative n.");
			return sv_poison(b);
		}
		if (n > 1) {
			emit_error(b, loc, "polygamma: n = %lld is not supported (n = 0 and 1 are)",
				(long long)n);
			return sv_poison(b);
		}
		if (refused(b, o, arg[1], n ? "trigamma" : "digamma", 1, loc))
			return sv_poison(b);
		return n ? trigamma(&k, arg[1]) : digamma(&k, arg[1]);
	default: return NULL;
	}
}
