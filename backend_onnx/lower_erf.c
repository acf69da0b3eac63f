/* erf in float64, which ONNX Runtime's Erf lacks on CPU (lower_legal.c's ORT_GAPS): FreeBSD
 * msun's s_erf.c (fdlibm, Sun Microsystems 1993: "Permission to use, copy, modify, and
 * distribute this software is freely granted, provided that this notice is preserved"),
 * its method and its published coefficients, in elementwise operators, every range computed
 * and the one for |x| chosen by Where:
 *   |x| < 0.84375      x + x P(x^2) / Q(x^2)
 *   |x| < 1.25         erx + P1(s) / Q1(s), s = |x| - 1
 *   |x| < 6            1 - exp(-z^2 - 0.5625) exp((z - |x|)(z + |x|) + R(1/x^2) / S(1/x^2))
 *                      / |x|, z = |x| rounded to float32 (so z^2 is exact), R/S one pair
 *                      below 1/0.35 and another above
 *   else               1
 * erf(-x) = -erf(x) (by a product: -0 kept), NaN kept.  fdlibm's error is below 1 ulp; here exp is ONNX Runtime's.
 * Measured against PyTorch 1.13 (glibc's erf) on tests/e2e/f64_erf_gelu's sets (a 60,001
 * point grid over [-30, 30], every range's border, subnormals, +-inf, NaN), ONNX Runtime's
 * outputs read back: at most 1 ulp, 99.5% equal; gelu within 3e-13 relative (its 1 + erf
 * cancels near -1, in PyTorch's formula too). */
#include <string.h>
#include "backend.h"

static const double PP[] = {1.28379167095512558561e-01, -3.25042107247001499370e-01,
	-2.84817495755985104766e-02, -5.77027029648944159157e-03, -2.37630166566501626084e-05};
static const double QQ[] = {1, 3.97917223959155352819e-01, 6.50222499887672944485e-02,
	5.08130628187576562776e-03, 1.32494738004321644526e-04, -3.96022827877536812320e-06};
static const double PA[] = {-2.36211856075265944077e-03, 4.14856118683748331666e-01,
	-3.72207876035701323847e-01, 3.18346619901161753674e-01, -1.10894694282396677476e-01,
	3.54783043256182359371e-02, -2.16637559486879084300e-03};
static const double QA[] = {1, 1.06420880400844228286e-01, 5.40397917702171048937e-01,
	7.18286544141962662868e-02, 1.26171219808761642112e-01, 1.36370839120290507362e-02,
	1.19844998467991074170e-02};
static const double RA[] = {-9.86494403484714822705e-03, -6.93858572707181764372e-01,
	-1.05586262253232909814e+01, -6.23753324503260060396e+01, -1.62396669462573470355e+02,
	-1.84605092906711035994e+02, -8.12874355063065934246e+01, -9.81432934416914548592e+00};
static const double SA[] = {1, 1.96512716674392571292e+01, 1.37657754143519042600e+02,
	4.34565877475229228821e+02, 6.45387271733267880336e+02, 4.29008140027567833386e+02,
	1.08635005541779435134e+02, 6.57024977031928170135e+00, -6.04244152148580987438e-02};
static const double RB[] = {-9.86494292470009928597e-03, -7.99283237680523006574e-01,
	-1.77579549177547519889e+01, -1.60636384855821916062e+02, -6.37566443368389627722e+02,
	-1.02509513161107724954e+03, -4.83519191608651397019e+02};
static const double SB[] = {1, 3.03380607434824582924e+01, 3.25792512996573918826e+02,
	1.53672958608443695994e+03, 3.19985821950859553908e+03, 2.55305040643316442583e+03,
	4.74528541206955367215e+02, -2.24409524465858183362e+01};
static const double ERX = 8.45062911510467529297e-01;

typedef struct {
	Lower *lw;
	Type *t, *bt;
} E;

static Value *
c(E *e, double v)
{
	return lw_scalar(e->lw, DT_F64, v);
}

static Value *
op2(E *e, const char *op, Value *a, Value *b)
{
	return lw_op2(e->lw, op, a, b, e->t);
}

static Value *
op1(E *e, const char *op, Value *a)
{
	return lw_op1(e->lw, op, a, e->t);
}

static Value *
less(E *e, Value *a, double v)
{
	return lw_op2(e->lw, "Less", a, c(e, v), e->bt);
}

static Value *
where(E *e, Value *cond, Value *a, Value *b)
{
	Value *in[3] = {cond, a, b};
	return lw_op(e->lw, "Where", in, 3, e->t);
}

/* k[0] + s (k[1] + s (... k[n - 1])) */
static Value *
poly(E *e, Value *s, const double *k, int n)
{
	Value *v = c(e, k[n - 1]);
	for (int i = n - 2; i >= 0; i--)
		v = op2(e, "Add", op2(e, "Mul", s, v), c(e, k[i]));
	return v;
}

#define N(a) ((int)(sizeof a / sizeof *a))

Value *
lw_erf(Lower *lw, Value *x, Type *t)
{
	if (t->dtype != DT_F64)
		return lw_op1(lw, "Erf", x, t);
	E e = {lw, t, ty_tensor(DT_BOOL, t->rank, t->dims)};
	Value *ax = op1(&e, "Abs", x);
	Value *z2 = op2(&e, "Mul", ax, ax);
	Value *e1 = op2(&e, "Add", ax, op2(&e, "Mul", ax, op2(&e, "Div", poly(&e, z2, PP, N(PP)),
		poly(&e, z2, QQ, N(QQ)))));
	Value *s = op2(&e, "Sub", ax, c(&e, 1));
	Value *e2 = op2(&e, "Add", c(&e, ERX), op2(&e, "Div", poly(&e, s, PA, N(PA)),
		poly(&e, s, QA, N(QA))));
	Value *w = op2(&e, "Div", c(&e, 1), z2);
	Value *near = less(&e, ax, 1 / 0.35);
	Value *rs = where(&e, near, op2(&e, "Div", poly(&e, w, RA, N(RA)), poly(&e, w, SA, N(SA))),
		op2(&e, "Div", poly(&e, w, RB, N(RB)), poly(&e, w, SB, N(SB))));
	Value *z = lw_cast(lw, lw_cast(lw, ax, DT_F32), DT_F64);
	Value *a = op1(&e, "Exp", op2(&e, "Sub", op1(&e, "Neg", op2(&e, "Mul", z, z)), c(&e, 0.5625)));
	Value *b = op1(&e, "Exp", op2(&e, "Add", op2(&e, "Mul", op2(&e, "Sub", z, ax),
		op2(&e, "Add", z, ax)), rs));
	Value *e3 = op2(&e, "Sub", c(&e, 1), op2(&e, "Div", op2(&e, "Mul", a, b), ax));
	Value *r = where(&e, less(&e, ax, 0.84375), e1, where(&e, less(&e, ax, 1.25), e2,
		where(&e, less(&e, ax, 6), e3, c(&e, 1))));
	r = where(&e, lw_op1(lw, "IsNaN", x, e.bt), x, r);
	/* erf(-x) = -erf(x) as a product by -1 or 1, not a Where: ONNX Runtime's Where turns a
	 * -0 it selects into +0, and erf(-0) is -0.  The sign bit: x < 0, or 1/x < 0 (-0's) */
	Value *neg = lw_op2(lw, "Or", less(&e, x, 0), less(&e, op2(&e, "Div", c(&e, 1), x), 0),
		e.bt);
	return op2(&e, "Mul", r, where(&e, neg, c(&e, -1), c(&e, 1)));
}
