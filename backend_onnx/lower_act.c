/* Lowering of the activations of infer_act.c, each PyTorch 1.13 CPU kernel's formula in
 * elementwise ONNX operators, or of float32 in ONNX's own where ONNX Runtime's kernel
 * computes what PyTorch's does (tests/numerics; ONNX Runtime has no float64 kernel of them,
 * Mish is opset 18's, Shrink differs on NaN):
 *   relu6, hardtanh   Clip(x, lo, hi), NaN kept (clamp's)
 *   hardsigmoid       min(max(x + 3, 0), 6) / 6;  hardswish  x * that * 6 / 6 (of float32
 *                     HardSigmoid(1/6, 0.5), and from opset 14 HardSwish)
 *   selu, celu        x <= 0 ? (exp(x * s) - 1) * a : x * b (elu's kernel; of float32
 *                     ONNX's Selu and Celu)
 *   mish              x * tanh(log1p(exp(x)))  (log1p: lw_log1p, not log(1 + u); of
 *                     float32 ONNX's Softplus)
 *   softsign          x / (|x| + 1) (of float32 Softsign);  tanhshrink  x - tanh(x)
 *   softshrink        x > l ? x - l : x < -l ? x + l : 0 (NaN gives 0, as the kernel's)
 *   hardshrink        -l <= x <= l ? 0 : x;  threshold  x <= t ? v : x
 *   logsigmoid        min(x, 0) - log1p(exp(-|x|)), log1p of [0, 1] by one correction;  rrelu (eval)  leaky_relu by
 *                     (lower + upper) / 2
 *   glu               a * sigmoid(b), a and b the halves along dim (lw_sigmoid)
 *   prelu             x > 0 ? x : w * x, w one value or [C, 1, ...] (of float32 PRelu)
 *   softmax, log_softmax, softmin   Softmax/LogSoftmax (of -x), in dtype= if given
 *   normalize         x / max(norm_p(x, dim), eps)
 * bfloat16 computes in float32. */
#include <math.h>
#include <string.h>
#include "backend.h"

static Value *
op2(Lower *lw, const char *op, Value *a, Value *b)
{
	Type *t = a->type->rank >= b->type->rank ? a->type : b->type;
	if (!strcmp(op, "Less") || !strcmp(op, "Greater") || !strcmp(op, "LessOrEqual") ||
	    !strcmp(op, "GreaterOrEqual") || !strcmp(op, "And") || !strcmp(op, "Or") ||
	    !strcmp(op, "Equal"))
		t = ty_tensor(DT_BOOL, t->rank, t->dims);
	return lw_op2(lw, op, a, b, t);
}

static Value *
op1(Lower *lw, const char *op, Value *a)
{
	return lw_op1(lw, op, a, a->type);
}

static Value *
where(Lower *lw, Value *c, Value *a, Value *b)
{
	Value *in[3] = {c, a, b};
	Type *t = a->type->rank >= b->type->rank ? a->type : b->type;
	return lw_op(lw, "Where", in, 3, ty_tensor(a->type->dtype, t->rank, t->dims));
}

/* the constant Scalar/float argument s (as PyTorch converts it for an int tensor: truncated) */
static int
num(Lower *lw, Node *n, const char *s, double *v)
{
	int i = arg_at(n, s);
	if (i < 0 || !ir_constfloat(ir_in(n, (uint32_t)i), v))
		return lw_fail(lw, n, "%s must be a constant", s);
	return 0;
}

/* one bound of lw_clamp's outside float32: Max or Min, exact but where x and the bound are
 * zeros of two signs (ONNX Runtime's Max(-0.0, 0.0) and Min(-0.0, 0.0) are +0.0 from 64
 * elements on, where PyTorch's clamp keeps x: tests/numerics relu6.float64), so against a
 * bound +0.0 of floats x < lo ? lo : x (and x > hi ? hi : x), which keeps a NaN and a
 * zero's sign (not for a bound -0.0: ONNX Runtime's Where gives +0.0 for a -0.0 it selects
 * from its second input, so Max and Min); none for an infinite bound */
static Value *
bound(Lower *lw, Value *x, double c, int lo)
{
	if (isinf(c))
		return x;
	Value *b = lw_like(lw, x, c);
	if (c == 0 && !signbit(c) && dtype_isfloat(x->type->dtype))
		return where(lw, op2(lw, lo ? "Less" : "Greater", x, b), b, x);
	return op2(lw, lo ? "Max" : "Min", x, b);
}

/* min(max(x, lo), hi) of bounds known at compile time (an absent one infinite), a NaN kept,
 * as PyTorch's clamp, hardtanh and relu6: for float32 ONNX's Clip (its reference is numpy's
 * clip, which keeps a NaN and x at a tie, as ONNX Runtime's does at every optimization level
 * and size, fused into a Conv too; measured with -0.0, NaN and ±inf at 3, 64 and 1000
 * elements); not of float64: after a Relu, ONNX Runtime's Relu+Clip fusion refuses it
 * ("Unexpected data type for Clip 'min' input of 11": the model does not load), nor of
 * integers, which Clip lacks for some widths: bound's Max and Min */
Value *
lw_clamp(Lower *lw, Value *x, double lo, double hi)
{
	if (x->type->dtype != DT_F32)
		return bound(lw, bound(lw, x, lo, 1), hi, 0);
	Value *in[3] = {x, lw_like(lw, x, lo), lw_like(lw, x, hi)};
	return lw_op(lw, "Clip", in, 3, x->type);
}

/* ONNX's own activation op of float32 x with float attributes a (and b): one node where the
 * formula is several (ONNX Runtime has float32 kernels only; tests/numerics selu, celu and
 * prelu hold them to PyTorch's, as Elu's) */
Value *
lw_onnxact(Lower *lw, const char *op, Value *x, const char *a, double av, const char *b, double bv)
{
	Value *y = lw_op1(lw, op, x, x->type);
	ir_attr_f(lw->g, y->def, sym_cstr(a), av);
	if (b)
		ir_attr_f(lw->g, y->def, sym_cstr(b), bv);
	return y;
}

/* x <= 0 ? (exp(x * s) - 1) * a : x * b */
static Value *
elu(Lower *lw, Value *x, double s, double a, double b)
{
	Value *e = op2(lw, "Sub", op1(lw, "Exp", op2(lw, "Mul", x, lw_like(lw, x, s))), lw_like(lw, x, 1));
	return where(lw, op2(lw, "LessOrEqual", x, lw_like(lw, x, 0)), op2(lw, "Mul", e, lw_like(lw, x, a)),
		op2(lw, "Mul", x, lw_like(lw, x, b)));
}

/* elu's kernel for aten::elu with a scale or input_scale other than 1 (lower_elementwise.c,
 * whose ONNX Elu has neither) */
Value *
lw_elu(Lower *lw, Value *x, double input_scale, double alpha, double scale)
{
	return elu(lw, x, input_scale, alpha * scale, scale);
}

/* the half [a, b) of x along ax, where its size is known or not */
static Value *
half(Lower *lw, Value *x, int64_t ax, int second)
{
	Dim l = x->type->dims[ax];
	Dim dims[MAXRANK];
	memcpy(dims, x->type->dims, sizeof *dims * (size_t)x->type->rank);
	dims[ax] = dim_known(l) ? l / 2 : DIM_UNKNOWN;
	Type *t = ty_tensor(x->type->dtype, x->type->rank, dims);
	Dim one = 1;
	Type *t1 = ty_tensor(DT_I64, 1, &one);
	Value *mid;
	if (dim_known(l)) {
		int64_t m = l / 2;
		mid = lw_ints(lw, &m, 1);
	} else {
		Value *sz = lw_op2(lw, "Gather", lw_shape(lw, x), lw_ints(lw, &ax, 1), t1);
		mid = lw_op2(lw, "Div", sz, lw_ints(lw, (int64_t[]){2}, 1), t1);
	}
	int64_t z = 0, big = INT64_MAX;
	Value *in[4] = {x, second ? mid : lw_ints(lw, &z, 1), second ? lw_ints(lw, &big, 1) : mid,
		lw_ints(lw, &ax, 1)};
	return lw_op(lw, "Slice", in, 4, t);
}

static Value *
normalize(Lower *lw, Node *n, Value *x)
{
	double p, eps;
	int64_t ax;
	if (num(lw, n, "p", &p) < 0 || num(lw, n, "eps", &eps) < 0 ||
	    act_dim(lw->d, lw->opset, n, x->type->rank, &ax) < 0)
		return NULL;
	if (x->type->rank == 0) /* a 0-d tensor's dim 0 is itself */
		return op2(lw, "Div", x, lw_clamp(lw, op1(lw, "Abs", x), eps, INFINITY));
	Value *nrm = lw_pnorm(lw, x, ax, p, 1);
	return op2(lw, "Div", x, lw_clamp(lw, nrm, eps, INFINITY));
}

/* F.softmax, F.log_softmax, F.softmin */
static Value *
softmax(Lower *lw, Node *n, Type *t)
{
	Value *x = lw_arg(lw, n, 0, DT_UNDEF);
	int64_t ax;
	if (act_dim(lw->d, lw->opset, n, t->rank, &ax) < 0)
		return NULL;
	if (lw_named(n, "softmin"))
		x = op1(lw, "Neg", x);
	x = lw_cast(lw, x, t->dtype);
	if (t->dtype == DT_BF16) { /* in float32, rounded once, as the kernel */
		Type *tf = ty_tensor(DT_F32, t->rank, t->dims);
		Value *r = lw_cast(lw, x, DT_F32);
		const char *o = lw_named(n, "log_softmax") ? "LogSoftmax" : "Softmax";
		if (t->rank == 0) {
			Dim one = 1;
			Type *t1 = ty_tensor(DT_F32, 1, &one);
			r = lw_op2(lw, "Reshape", r, lw_ints(lw, (int64_t[]){1}, 1), t1);
			r = lw_attri(lw, lw_op1(lw, o, r, t1), "axis", 0);
			r = lw_op2(lw, "Reshape", r, lw_ints(lw, NULL, 0), tf);
		} else {
			r = lw_attri(lw, lw_op1(lw, o, r, tf), "axis", ax);
		}
		return lw_cast(lw, r, DT_BF16);
	}
	const char *op = lw_named(n, "log_softmax") ? "LogSoftmax" : "Softmax";
	return lw_softmax(lw, op, x, ax, t);
}

int
lower_act(Lower *lw, Node *n)
{
	Type *t = lw_outty(n, 0);
	if (t->rank < 0)
		return lw_fail(lw, n, "the input's rank must be known");
	if (lw_named(n, "softmax") || lw_named(n, "log_softmax") || lw_named(n, "softmin"))
		return lw_done1(lw, n, softmax(lw, n, t));
	DType ct = t->dtype == DT_BF16 ? DT_F32 : t->dtype;
	Value *x = lw_arg(lw, n, 0, ct), *y = NULL;
	double a, b;
	if (lw_named(n, "relu6")) {
		y = lw_clamp(lw, x, 0, 6);
	} else if (lw_named(n, "hardtanh")) {
		if (num(lw, n, "min_val", &a) < 0 || num(lw, n, "max_val", &b) < 0)
			return -1;
		if (!dtype_isfloat(ct))
			a = trunc(a), b = trunc(b);
		y = lw_clamp(lw, x, a, b);
	} else if (lw_named(n, "threshold")) {
		if (num(lw, n, "threshold", &a) < 0 || num(lw, n, "value", &b) < 0)
			return -1;
		if (!dtype_isfloat(ct))
			a = trunc(a), b = trunc(b);
		y = where(lw, op2(lw, "LessOrEqual", x, lw_like(lw, x, a)), lw_like(lw, x, b), x);
	} else if (lw_named(n, "hardsigmoid") && x->type->dtype == DT_F32) {
		y = lw_onnxact(lw, "HardSigmoid", x, "alpha", 1.0 / 6, "beta", 0.5);
	} else if (lw_named(n, "hardsigmoid")) {
		y = op2(lw, "Div", lw_clamp(lw, op2(lw, "Add", x, lw_like(lw, x, 3)), 0, 6), lw_like(lw, x, 6));
	} else if (lw_named(n, "hardswish") && x->type->dtype == DT_F32 && lw->opset >= 14) {
		y = lw_op1(lw, "HardSwish", x, x->type);
	} else if (lw_named(n, "hardswish")) {
		Value *c = lw_clamp(lw, op2(lw, "Add", x, lw_like(lw, x, 3)), 0, 6);
		y = op2(lw, "Div", op2(lw, "Mul", x, c), lw_like(lw, x, 6));
	} else if (lw_named(n, "selu")) {
		const double al = 1.6732632423543772848170429916717, sc = 1.0507009873554804934193349852946;
		y = x->type->dtype == DT_F32 ? lw_onnxact(lw, "Selu", x, "alpha", al, "gamma", sc) :
			elu(lw, x, 1, al * sc, sc);
	} else if (lw_named(n, "celu")) {
		if (num(lw, n, "alpha", &a) < 0)
			return -1;
		y = x->type->dtype == DT_F32 && lw->opset >= 12 ? lw_onnxact(lw, "Celu", x, "alpha", a, NULL, 0) :
			elu(lw, x, 1 / a, a, 1);
	} else if (lw_named(n, "mish")) {
		Value *sp = x->type->dtype == DT_F32 ? op1(lw, "Softplus", x) :
			lw_log1p(lw, op1(lw, "Exp", x), x->type);
		y = op2(lw, "Mul", x, op1(lw, "Tanh", sp));
	} else if (lw_named(n, "softsign") && x->type->dtype == DT_F32) {
		y = op1(lw, "Softsign", x);
	} else if (lw_named(n, "softsign")) {
		y = op2(lw, "Div", x, op2(lw, "Add", op1(lw, "Abs", x), lw_like(lw, x, 1)));
	} else if (lw_named(n, "tanhshrink")) {
		y = op2(lw, "Sub", x, op1(lw, "Tanh", x));
	} else if (lw_named(n, "softshrink")) {
		if (num(lw, n, "lambd", &a) < 0)
			return -1;
		Value *lo = where(lw, op2(lw, "Less", x, lw_like(lw, x, -a)), op2(lw, "Add", x, lw_like(lw, x, a)),
			lw_like(lw, x, 0));
		y = where(lw, op2(lw, "Greater", x, lw_like(lw, x, a)), op2(lw, "Sub", x, lw_like(lw, x, a)), lo);
	} else if (lw_named(n, "hardshrink")) {
		if (num(lw, n, "lambd", &a) < 0)
			return -1;
		Value *in = op2(lw, "And", op2(lw, "GreaterOrEqual", x, lw_like(lw, x, -a)),
			op2(lw, "LessOrEqual", x, lw_like(lw, x, a)));
		y = where(lw, in, lw_like(lw, x, 0), x);
	} else if (lw_named(n, "log_sigmoid") || lw_named(n, "logsigmoid")) {
		/* u = exp(-|x|) is in [0, 1] (or NaN): 1 + u is finite and log1p(u) is log(w)
		 * less the rounding error of w = 1 + u, (w - 1) - u (exact), divided by w: a
		 * second-order error, u itself where w rounds to 1 (11 nodes, lw_log1p's guards
		 * against inf and against w - 1 = 0 are not needed here).  min(x, 0) is Min: where
		 * x is NaN so is u, and the result. */
		Value *u = op1(lw, "Exp", op1(lw, "Neg", op1(lw, "Abs", x)));
		Value *w = op2(lw, "Add", u, lw_like(lw, x, 1));
		Value *err = op2(lw, "Sub", op2(lw, "Sub", w, lw_like(lw, x, 1)), u);
		Value *l = op2(lw, "Sub", op1(lw, "Log", w), op2(lw, "Div", err, w));
		y = op2(lw, "Sub", op2(lw, "Min", x, lw_like(lw, x, 0)), l);
	} else if (lw_named(n, "rrelu")) {
		if (num(lw, n, "lower", &a) < 0 || num(lw, n, "upper", &b) < 0)
			return -1;
		y = where(lw, op2(lw, "Greater", x, lw_like(lw, x, 0)), x, op2(lw, "Mul", x,
			lw_like(lw, x, (a + b) / 2)));
	} else if (lw_named(n, "glu")) {
		int64_t ax;
		if (act_dim(lw->d, lw->opset, n, x->type->rank, &ax) < 0)
			return -1;
		Value *h = half(lw, x, ax, 1);
		y = op2(lw, "Mul", half(lw, x, ax, 0), lw_sigmoid(lw, h, h->type));
	} else if (lw_named(n, "prelu")) {
		Value *w = lw_arg(lw, n, 1, ct);
		if (w->type->rank == 1 && w->type->dims[0] != 1 && x->type->rank >= 2) {
			int64_t sh[MAXRANK];
			Dim dims[MAXRANK];
			int32_t r = x->type->rank - 1;
			sh[0] = -1, dims[0] = w->type->dims[0];
			for (int32_t i = 1; i < r; i++)
				sh[i] = 1, dims[i] = 1;
			w = lw_op2(lw, "Reshape", w, lw_ints(lw, sh, (uint32_t)r), ty_tensor(ct, r, dims));
		} else if (w->type->rank == 1) { /* one value: 0-d, so a 0-d input stays 0-d */
			w = lw_op2(lw, "Reshape", w, lw_ints(lw, NULL, 0), ty_tensor(ct, 0, NULL));
		}
		y = x->type->dtype == DT_F32 ? lw_op2(lw, "PRelu", x, w, x->type) :
			where(lw, op2(lw, "Greater", x, lw_like(lw, x, 0)), x, op2(lw, "Mul", w, x));
	} else if (lw_named(n, "normalize")) {
		y = normalize(lw, n, x);
	}
	if (!y)
		return lw_fail(lw, n, "no lowering");
	y = lw_cast(lw, y, t->dtype);
	/* an Identity only to carry the output's type where the formula's differs */
	return lw_done1(lw, n, y->type == t ? y : lw_op1(lw, "Identity", y, t));
}
