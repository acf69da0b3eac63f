/* Lowering of C's two-operand math that ONNX has no operator for, and of the three-operand
 * blends, each as PyTorch 1.13's CPU kernel computes it (aten/src/ATen/native/cpu):
 *   fmod       C's fmod (lower_elementwise.c)
 *   fmin/fmax  the other operand where one is NaN, else Min/Max
 *   copysign   |a| * (1 - 2 signbit(b)), signbit(b) = b < 0 or 1 / b < 0 (so -0 counts);
 *              a product, not a Where, which would give +0 for a -0 it selects
 *   heaviside  values where self is 0, else self > 0
 *   atan2      atan(y / x), plus or minus pi where x's sign bit is set, with the cases
 *              y / x cannot express made expressible first (both zero, both infinite)
 *   hypot      float32: sqrt(x^2 + y^2) in float64, rounded once; float64: m sqrt(1 +
 *              (s/m)^2) for m = max(|x|, |y|), s the other, infinite where either is
 *   lerp       w < 0.5 in magnitude: self + w (end - self), else end - (end - self)(1 - w)
 *   addcmul    self + value * t1 * t2; addcdiv: self + value * t1 / t2, in that order
 *   <<, >>     in int64, the count k modulo the width (64 for int64, 32 below it: C's int
 *              promotion; x86 masks the count), 2^k gathered from a table: x * 2^k
 *              (wrapping), floor(x / 2^k) as (x - x mod 2^k) / 2^k, k = 63 as two steps;
 *              then cast to the dtype, keeping its low bits as the C kernel's result does
 * Half floats compute in float32 and round once, as the kernels' opmath does. */
#include <math.h>
#include <string.h>
#include "backend.h"

static Type *
boolty(Type *t)
{
	return ty_tensor(DT_BOOL, t->rank, t->dims);
}

static Value *
where(Lower *lw, Value *c, Value *a, Value *b, Type *t)
{
	Value *in[3] = {c, a, b};
	return lw_op(lw, "Where", in, 3, t);
}

/* x's sign bit, -0 and -inf included (NaN: not set) */
static Value *
signbit_(Lower *lw, Value *x, Type *t)
{
	Type *xt = lw_type(x->type), *bt = boolty(xt);
	Value *neg = lw_op2(lw, "Less", x, lw_scalar(lw, xt->dtype, 0), bt);
	Value *inv = lw_op2(lw, "Div", lw_scalar(lw, xt->dtype, 1), x, xt);
	(void)t;
	return lw_op2(lw, "Or", neg, lw_op2(lw, "Less", inv, lw_scalar(lw, xt->dtype, 0), bt), bt);
}

static Value *
fminmax(Lower *lw, Node *n, Value *a, Value *b, Type *t)
{
	int ismax = op_is(n->op, OP_aten_fmax_Tensor);
	if (t->dtype == DT_BOOL)
		return lw_op2(lw, ismax ? "Or" : "And", a, b, t);
	Value *m = lw_op2(lw, ismax ? "Max" : "Min", a, b, t);
	if (!dtype_isfloat(t->dtype))
		return m;
	m = where(lw, lw_op1(lw, "IsNaN", b, boolty(lw_type(b->type))), a, m, t);
	return where(lw, lw_op1(lw, "IsNaN", a, boolty(lw_type(a->type))), b, m, t);
}

static Value *
copysign_(Lower *lw, Value *a, Value *b, Type *t)
{
	Value *s = lw_cast(lw, signbit_(lw, b, t), t->dtype);
	s = lw_op2(lw, "Sub", lw_scalar(lw, t->dtype, 1), lw_op2(lw, "Mul", s,
		lw_scalar(lw, t->dtype, 2), lw_type(s->type)), lw_type(s->type));
	return lw_op2(lw, "Mul", lw_op1(lw, "Abs", a, lw_type(a->type)), s, t);
}

static Value *
heaviside(Lower *lw, Value *x, Value *v, Type *t)
{
	Type *xt = lw_type(x->type);
	if (t->dtype == DT_BOOL) /* x false: values; x true: true */
		return lw_op2(lw, "Or", x, v, t);
	Value *pos = lw_cast(lw, lw_op2(lw, "Greater", x, lw_scalar(lw, t->dtype, 0), boolty(xt)),
		t->dtype);
	return where(lw, lw_op2(lw, "Equal", x, lw_scalar(lw, t->dtype, 0), boolty(xt)), v, pos, t);
}

static Value *
atan2_(Lower *lw, Value *y, Value *x, Type *t)
{
	DType dt = t->dtype;
	Type *bt = boolty(t);
	Type *yt = lw_type(y->type), *xt = lw_type(x->type);
	Value *inf = lw_scalar(lw, dt, INFINITY);
	Value *yinf = lw_op2(lw, "Equal", lw_op1(lw, "Abs", y, yt), inf, boolty(yt));
	Value *xinf = lw_op2(lw, "Equal", lw_op1(lw, "Abs", x, xt), inf, boolty(xt));
	Value *both = lw_op2(lw, "And", yinf, xinf, bt);
	/* both infinite: their signs (the quotient +-1, atan +-pi/4) */
	Value *yy = where(lw, both, lw_op1(lw, "Sign", y, yt), y, t);
	Value *xx = where(lw, both, lw_op1(lw, "Sign", x, xt), x, t);
	/* y zero (x not NaN): y itself, whose atan is y, and pi is added where x's sign bit is
	 * set (0 / 0 would be NaN) */
	Value *yz = lw_op2(lw, "And", lw_op2(lw, "Equal", y, lw_scalar(lw, dt, 0), boolty(yt)),
		lw_op1(lw, "Not", lw_op1(lw, "IsNaN", x, boolty(xt)), boolty(xt)), bt);
	Value *q = where(lw, yz, y, lw_op2(lw, "Div", yy, xx, t), t);
	Value *a = lw_op1(lw, "Atan", q, t);
	Value *pi = where(lw, signbit_(lw, y, t), lw_scalar(lw, dt, -M_PI), lw_scalar(lw, dt, M_PI),
		lw_unknown(dt, yt->rank));
	return where(lw, signbit_(lw, x, t), lw_op2(lw, "Add", a, pi, t), a, t);
}

static Value *infwins(Lower *lw, Value *ax, Value *ay, Value *r, Type *t);

static Value *
hypot_(Lower *lw, Value *x, Value *y, Type *t)
{
	DType dt = t->dtype;
	Type *bt = boolty(t);
	Value *ax = lw_op1(lw, "Abs", x, lw_type(x->type)), *ay = lw_op1(lw, "Abs", y, lw_type(y->type));
	if (dt != DT_F64) { /* float64 holds x^2 + y^2 of any float32 exactly enough */
		Type *dt64 = ty_tensor(DT_F64, t->rank, t->dims);
		Value *x2 = lw_cast(lw, x, DT_F64), *y2 = lw_cast(lw, y, DT_F64);
		x2 = lw_op2(lw, "Mul", x2, x2, lw_type(x2->type));
		y2 = lw_op2(lw, "Mul", y2, y2, lw_type(y2->type));
		Value *r = lw_cast(lw, lw_op1(lw, "Sqrt", lw_op2(lw, "Add", x2, y2, dt64), dt64), dt);
		return infwins(lw, ax, ay, r, t);
	}
	Value *gt = lw_op2(lw, "Greater", ax, ay, bt);
	Value *m = where(lw, gt, ax, ay, t), *s = where(lw, gt, ay, ax, t);
	Value *r = lw_op2(lw, "Div", s, m, t);
	r = lw_op1(lw, "Sqrt", lw_op2(lw, "Add", lw_scalar(lw, dt, 1), lw_op2(lw, "Mul", r, r, t), t), t);
	r = lw_op2(lw, "Mul", m, r, t);
	/* m 0: s, which is 0 or (x or y NaN, so m the other) NaN */
	r = where(lw, lw_op2(lw, "Equal", m, lw_scalar(lw, dt, 0), bt), s, r, t);
	return infwins(lw, ax, ay, r, t);
}

/* hypot is +inf where either operand is infinite, even with a NaN (C's hypot) */
static Value *
infwins(Lower *lw, Value *ax, Value *ay, Value *r, Type *t)
{
	DType dt = t->dtype;
	Type *bt = boolty(t);
	Value *inf = lw_scalar(lw, dt, INFINITY);
	Value *isinf = lw_op2(lw, "Or", lw_op2(lw, "Equal", ax, inf, boolty(lw_type(ax->type))),
		lw_op2(lw, "Equal", ay, inf, boolty(lw_type(ay->type))), bt);
	return where(lw, isinf, inf, r, t);
}

static Value *
lerp(Lower *lw, Value *a, Value *b, Value *w, Type *t)
{
	DType dt = t->dtype;
	Value *d = lw_bin(lw, "Sub", b, a);
	Value *small = lw_bin(lw, "Less", lw_un(lw, "Abs", w), lw_scalar(lw, dt, 0.5));
	Value *lo = lw_bin(lw, "Add", a, lw_bin(lw, "Mul", w, d));
	Value *hi = lw_bin(lw, "Sub", b, lw_bin(lw, "Mul", d, lw_bin(lw, "Sub",
		lw_scalar(lw, dt, 1), w)));
	return where(lw, small, lo, hi, t);
}

static Value *
addc(Lower *lw, Node *n, DType dt, Type *t)
{
	double v;
	Value *t1 = lw_arg(lw, n, 1, dt), *t2 = lw_arg(lw, n, 2, dt);
	if (!ir_constfloat(ir_in(n, 3), &v) || v != 1)
		t1 = lw_bin(lw, "Mul", lw_arg(lw, n, 3, dt), t1);
	const char *op = op_is(n->op, OP_aten_addcdiv_Tensor) ? "Div" : "Mul";
	return lw_op2(lw, "Add", lw_arg(lw, n, 0, dt), lw_bin(lw, op, t1, t2), t);
}

int
lower_binmath(Lower *lw, Node *n)
{
	Type *t = lw_outty(n, 0);
	DType dt = t->dtype;
	/* half floats: computed in float32, rounded once */
	DType ct = dt == DT_F16 || dt == DT_BF16 ? DT_F32 : dt;
	/* addcmul: PyTorch's kernel compiles to a fused multiply-add (no rounding or overflow
	 * of value * t1 * t2 before the add: max + 0.5 * max * -3 is -max / 2, not -inf);
	 * float64 holds the product of float32s nearly exactly, so it adds once and rounds */
	if (op_is(n->op, OP_aten_addcmul_Tensor) && dtype_isfloat(dt) && dt != DT_F64)
		ct = DT_F64;
	Type *ctt = ty_tensor(ct, t->rank, t->dims);
	Value *r;
	if (op_is(n->op, OP_aten_addcmul_Tensor) || op_is(n->op, OP_aten_addcdiv_Tensor))
		r = addc(lw, n, ct, ctt);
	else if (op_is(n->op, OP_aten_lerp_Scalar) || op_is(n->op, OP_aten_lerp_Tensor))
		r = lerp(lw, lw_arg(lw, n, 0, ct), lw_arg(lw, n, 1, ct), lw_arg(lw, n, 2, ct), ctt);
	else {
		Value *a = lw_arg(lw, n, 0, ct), *b = lw_arg(lw, n, 1, ct);
		if (op_is(n->op, OP_aten_fmod_Tensor))
			r = lw_fmod(lw, a, b, ctt);
		else if (op_is(n->op, OP_aten_fmin_Tensor) || op_is(n->op, OP_aten_fmax_Tensor))
			r = fminmax(lw, n, a, b, ctt);
		else if (op_is(n->op, OP_aten_copysign_Tensor))
			r = copysign_(lw, a, b, ctt);
		else if (op_is(n->op, OP_aten_heaviside_Tensor))
			r = heaviside(lw, a, b, ctt);
		else if (op_is(n->op, OP_aten_atan2_Tensor) || op_is(n->op, OP_aten_arctan2_Tensor))
			r = atan2_(lw, a, b, ctt);
		else if (op_is(n->op, OP_aten_hypot_Tensor))
			r = hypot_(lw, a, b, ctt);
		else
			return lw_fail(lw, n, "no ONNX form");
	}
	return lw_done1(lw, n, ct == dt ? r : lw_cast(lw, r, dt));
}

/* floor(x / d) of int64s for d > 0: (x - x mod d) / d, exact (Mod's result has d's sign) */
static Value *
floordivpos(Lower *lw, Value *x, Value *d)
{
	Value *m = lw_bin(lw, "Mod", x, d);
	ir_attr_i(lw->g, m->def, SYMC("fmod"), 0);
	return lw_bin(lw, "Div", lw_bin(lw, "Sub", x, m), d);
}

int
lower_shift(Lower *lw, Node *n)
{
	Type *t = lw_outty(n, 0);
	DType dt = t->dtype;
	int64_t pow2[64];
	for (int i = 0; i < 64; i++)
		pow2[i] = (int64_t)((uint64_t)1 << i);
	Value *x = lw_arg(lw, n, 0, DT_I64), *k = lw_arg(lw, n, 1, DT_I64);
	Value *km = lw_bin(lw, "Mod", k, lw_int(lw, dt == DT_I64 ? 64 : 32));
	ir_attr_i(lw->g, km->def, SYMC("fmod"), 0);
	Value *table = lw_ints(lw, pow2, 64);
	int left = op_is(n->op, OP_aten___lshift___Tensor) ||
		op_is(n->op, OP_aten_bitwise_left_shift_Tensor);
	Value *y;
	if (left) {
		Value *p = lw_op2(lw, "Gather", table, km, lw_type(km->type));
		y = lw_bin(lw, "Mul", x, p);
	} else {
		Value *k62 = lw_bin(lw, "Min", km, lw_int(lw, 62));
		Value *p = lw_op2(lw, "Gather", table, k62, lw_type(k62->type));
		y = floordivpos(lw, x, p);
		if (dt == DT_I64) /* 2^63 is not an int64: x >> 63 is (x >> 62) >> 1 */
			y = lw_where(lw, lw_bin(lw, "Equal", km, lw_int(lw, 63)),
				floordivpos(lw, y, lw_int(lw, 2)), y);
	}
	return lw_done1(lw, n, lw_cast(lw, y, dt));
}

/* x's bits 0..62 along a new last dim, each 0 or 1: floor(x / 2^k) mod 2 (two's
 * complement: a negative x's high bits are ones) */
static Value *
bits(Lower *lw, Value *x, Value *pow2)
{
	Type *t = x->type;
	Value *u = lw_op2(lw, "Unsqueeze", x, lw_ints(lw, (int64_t[]){-1}, 1), lw_unknown(DT_I64,
		t->rank < 0 ? -1 : t->rank + 1));
	Value *m = lw_bin(lw, "Mod", floordivpos(lw, u, pow2), lw_int(lw, 2));
	ir_attr_i(lw->g, m->def, SYMC("fmod"), 0);
	return m;
}

/* & | ^ ~ of integer tensors and ints.  From opset 18 ONNX's BitwiseAnd, BitwiseOr,
 * BitwiseXor, BitwiseNot; below it (no ONNX operator), exactly in int64: ~x is -1 - x, and
 * & | ^ combine the operands' bits 0..62 (A B, A + B - A B, |A - B|), summed back with their
 * weights (a MatMul, in two halves), and the sign bits
 * (x < 0) as And, Or, Xor, whose weight is -2^63.  A narrower
 * dtype is sign- or zero-extended and cast back, which keeps its low bits. */
int
lower_bitint(Lower *lw, Node *n)
{
	Type *t = lw_outty(n, 0);
	DType dt = t->dtype;
	const char *op = n->op->lowonnx; /* And, Or, Xor, Not */
	if (lw->opset >= 18) {
		const char *bop = !strcmp(op, "And") ? "BitwiseAnd" : !strcmp(op, "Or") ? "BitwiseOr" :
			!strcmp(op, "Xor") ? "BitwiseXor" : "BitwiseNot";
		if (n->nin == 1)
			return lw_done1(lw, n, lw_op1(lw, bop, lw_arg(lw, n, 0, dt), t));
		return lw_done1(lw, n, lw_op2(lw, bop, lw_arg(lw, n, 0, dt), lw_arg(lw, n, 1, dt), t));
	}
	Value *a = lw_arg(lw, n, 0, DT_I64);
	if (n->nin == 1)
		return lw_done1(lw, n, lw_cast(lw, lw_bin(lw, "Sub", lw_int(lw, -1), a), dt));
	Value *b = lw_arg(lw, n, 1, DT_I64);
	int64_t pw[63];
	for (int i = 0; i < 63; i++)
		pw[i] = (int64_t)1 << i;
	Value *pow2 = lw_ints(lw, pw, 63);
	Value *x = bits(lw, a, pow2), *y = bits(lw, b, pow2), *c;
	Value *sa = lw_bin(lw, "Less", a, lw_int(lw, 0)), *sb = lw_bin(lw, "Less", b, lw_int(lw, 0));
	if (!strcmp(op, "And"))
		c = lw_bin(lw, "Mul", x, y);
	else if (!strcmp(op, "Or"))
		c = lw_bin(lw, "Sub", lw_bin(lw, "Add", x, y), lw_bin(lw, "Mul", x, y));
	else
		c = lw_un(lw, "Abs", lw_bin(lw, "Sub", x, y));
	/* summed by MatMul with the weights: ONNX Runtime's int64 ReduceSum adds in double and
	 * fails on an empty input; the bits below 32 and above apart, then joined */
	int64_t w[63 * 2] = {0}, two[2] = {63, 2};
	for (int i = 0; i < 63; i++) /* [63, 2]: 2-d, as ONNX Runtime fails on [0, 63] @ [63] */
		w[2 * i + (i >= 32)] = (int64_t)1 << (i % 32);
	int32_t rk = c->type->rank;
	Value *wt = lw_op2(lw, "Reshape", lw_ints(lw, w, 126), lw_ints(lw, two, 2), lw_unknown(DT_I64,
		2));
	Value *s = lw_op2(lw, "MatMul", c, wt, lw_unknown(DT_I64, rk));
	Type *rt = lw_unknown(DT_I64, rk < 0 ? -1 : rk - 1);
	Value *lo = lw_op2(lw, "Gather", s, lw_int(lw, 0), rt), *hi = lw_op2(lw, "Gather", s,
		lw_int(lw, 1), rt);
	ir_attr_i(lw->g, lo->def, SYMC("axis"), -1);
	ir_attr_i(lw->g, hi->def, SYMC("axis"), -1);
	Value *low = lw_bin(lw, "Add", lo, lw_bin(lw, "Mul", hi, lw_int(lw, (int64_t)1 << 32)));
	Value *sign = lw_bin(lw, op, sa, sb);
	Value *r = lw_where(lw, sign, lw_bin(lw, "Add", low, lw_int(lw, INT64_MIN)), low);
	return lw_done1(lw, n, lw_cast(lw, r, dt));
}

/* math's functions of Python floats, in float64 as TorchScript computes them:
 * log(a, b) = log(a) / log(b) (TorchScript's own formula); log10(a) = log(a) / ln 10, made
 * the integer r where 10^r is a (C's log10(1000) is 3, the quotient 2.9999999999999996,
 * and floor(log10(x)) is a common digit count); log1p, expm1 to a's precision; isnan,
 * isinf, isfinite */
int
lower_mathnum(Lower *lw, Node *n)
{
	Type *t = lw_outty(n, 0), *f = ty_tensor(DT_F64, 0, NULL), *b = ty_tensor(DT_BOOL, 0, NULL);
	Value *a = lw_arg(lw, n, 0, DT_F64);
	Value *inf = lw_scalar(lw, DT_F64, INFINITY);
	switch (op_row(n->op)) {
	case OP_aten_log_float_float:
		return lw_done1(lw, n, lw_op2(lw, "Div", lw_op1(lw, "Log", a, f),
			lw_op1(lw, "Log", lw_arg(lw, n, 1, DT_F64), f), t));
	case OP_aten_log10_float: {
		Value *y = lw_op2(lw, "Div", lw_op1(lw, "Log", a, f), lw_scalar(lw, DT_F64, M_LN10), f);
		Value *r = lw_op1(lw, "Round", y, f);
		Value *exact = lw_op2(lw, "Equal", lw_op2(lw, "Pow", lw_scalar(lw, DT_F64, 10), r, f),
			a, b);
		return lw_done1(lw, n, where(lw, exact, r, y, t));
	}
	case OP_aten_log1p_float: return lw_done1(lw, n, lw_log1p(lw, a, t));
	case OP_aten_expm1_float: return lw_done1(lw, n, lw_expm1(lw, a, t));
	case OP_aten_isnan_float: return lw_done1(lw, n, lw_op1(lw, "IsNaN", a, t));
	case OP_aten_isinf_float:
		return lw_done1(lw, n, lw_op2(lw, "Equal", lw_op1(lw, "Abs", a, f), inf, t));
	case OP_aten_isfinite_float:
		return lw_done1(lw, n, lw_op2(lw, "Less", lw_op1(lw, "Abs", a, f), inf, t));
	default:
		return lw_fail(lw, n, "no ONNX form");
	}
}
