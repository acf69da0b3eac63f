/* Lowering of elementwise operators and Python-number arithmetic.  Every operand is first
 * brought to the dtype PyTorch computes in (the output's, or the promoted inputs' for
 * comparisons), then one ONNX operator or a short exact formula does the work:
 *   floor division  ints: a / b (truncated) - 1 where inexact with signs differing;
 *                   floats: floor(a / b)
 *   Python modulo   ints: Mod(fmod=0) (sign of the divisor); floats: a - floor(a/b) * b
 *   true division   of ints: both cast to float first */
#include <math.h>
#include <string.h>
#include "backend.h"
#include "../runtime/runtime.h"
#include "../runtime/kernels.h"

static DType
outdt(const Node *n)
{
	return lw_outty(n, 0)->dtype;
}

static int
isone(Value *v)
{
	double f;
	return ir_constfloat(v, &f) && f == 1;
}

static int
isnonzero(Value *v)
{
	double f;
	return ir_constfloat(v, &f) && f != 0;
}

/* bool + bool is PyTorch's logical or, alpha counting as bool(alpha): a | (b & alpha)
 * (sub is refused by inference) */
static Value *
booladd(Lower *lw, Node *n, Value *a, Value *b)
{
	Type *t = lw_outty(n, 0);
	if (n->nin > 2 && !isnonzero(ir_in(n, 2)))
		b = lw_op2(lw, "And", b, lw_arg(lw, n, 2, DT_BOOL), lw_type(b->type));
	return lw_op2(lw, "Or", a, b, t);
}

/* add/sub/rsub(self, other, alpha): self + alpha * other */
int
lower_addsub(Lower *lw, Node *n)
{
	DType ct = outdt(n);
	Value *a = lw_arg(lw, n, 0, ct), *b = lw_arg(lw, n, 1, ct);
	if (ct == DT_BOOL)
		return lw_done1(lw, n, booladd(lw, n, a, b));
	if (op_is(n->op, OP_aten_rsub_Tensor)) {
		Value *t = a;
		a = b, b = t;
	}
	if (n->nin > 2 && !isone(ir_in(n, 2)))
		b = lw_op2(lw, "Mul", b, lw_arg(lw, n, 2, ct), lw_type(b->type));
	const char *op = n->op->lowonnx; /* Add, Sub (rsub: its operands swapped) */
	return lw_done1(lw, n, lw_op2(lw, op, a, b, lw_outty(n, 0)));
}

int
lower_binary(Lower *lw, Node *n)
{
	DType ct = outdt(n);
	const char *op = ct == DT_BOOL ? "And" : "Mul"; /* bool * bool is logical and */
	return lw_done1(lw, n, lw_op2(lw, op, lw_arg(lw, n, 0, ct), lw_arg(lw, n, 1, ct), lw_outty(n, 0)));
}

static Value *fmod_(Lower *lw, Value *a, Value *b, Type *t);

/* does v depend on no graph input, loop or branch: a value ONNX Runtime folds to a constant
 * when it loads the model?  *budget bounds the walk over a shared DAG (spent: not known) */
static int
constlike(const Value *v, int *budget)
{
	const Node *d = v->def;
	if (--*budget < 0 || d->kind == S_prim_Param || d->nblk ||
	    (d->onnx && (d->onnx->flags & ONNX_IMPURE)))
		return 0;
	for (uint32_t i = 0; i < d->nin; i++)
		if (!constlike(ir_in(d, i), budget))
			return 0;
	return 1;
}

/* an onnx::Constant of integers none of which is 0 (an integer is 0 iff all its bytes are) */
static int
nonzeroints(Lower *lw, const Value *v)
{
	Tensor *t = lw_consttensor(v, lw->g->arena); /* (a folded divisor: computed here) */
	if (!t)
		return 0;
	size_t w = dtype_size(t->dtype);
	for (int64_t i = 0; i < t->numel; i++) {
		const unsigned char *p = (const unsigned char *)t->data + (size_t)i * w;
		size_t k = 0;
		while (k < w && !p[k])
			k++;
		if (k == w)
			return 0;
	}
	return 1;
}

/* b, the divisor of an integer Div or Mod.  ONNX Runtime refuses to load a model, whatever
 * its inputs, where such a divisor is a constant holding a 0 ("Integer division by zero",
 * checked when the kernel is made), though PyTorch runs every path that does not reach it
 * (and raises, or dies of SIGFPE, on the one that does).  Such a divisor's zeros become 1s,
 * and *trap is set to a 0 that joins the result through a Range whose step is 0 where the
 * divisor holds a 0: Range fails only when it runs, and ONNX Runtime skips folding one that
 * fails:
 *   Div(a, Where(b == 0, 1, b)) + ReduceSum(Range(0, 1, ReduceMin(Cast(b != 0))))
 * A divisor that depends on an input stays as it is (*trap NULL): Div and Mod fail at run
 * time on a 0. */
static Value *
divisor(Lower *lw, Value *b, Value **trap)
{
	int budget = 256;
	*trap = NULL;
	if (nonzeroints(lw, b) || !constlike(b, &budget))
		return b;
	/* in int64: ONNX Runtime has no Where for int8 or int16 */
	Type *bt = lw_type(b->type), *t0 = ty_tensor(DT_I64, 0, NULL);
	Value *b64 = lw_cast(lw, b, DT_I64);
	Value *zero = lw_op2(lw, "Equal", b64, lw_int(lw, 0), ty_tensor(DT_BOOL, bt->rank, bt->dims));
	Value *ok = lw_op1(lw, "ReduceMin", lw_cast(lw, lw_op1(lw, "Not", zero, zero->type),
		DT_I64), t0);
	ir_attr_i(lw->g, ok->def, SYMC("keepdims"), 0);
	Value *in[3] = {lw_int(lw, 0), lw_int(lw, 1), ok};
	*trap = lw_op1(lw, "ReduceSum", lw_op(lw, "Range", in, 3, ty_tensor(DT_I64, 1,
		(Dim[]){DIM_UNKNOWN})), t0);
	ir_attr_i(lw->g, (*trap)->def, SYMC("keepdims"), 0);
	in[0] = zero, in[1] = lw_int(lw, 1), in[2] = b64;
	return lw_cast(lw, lw_op(lw, "Where", in, 3, lw_type(b64->type)), bt->dtype);
}

/* r, plus the trap of divisor() when there is one */
static Value *
trapped(Lower *lw, Value *r, Value *trap, Type *t)
{
	return trap ? lw_op2(lw, "Add", r, lw_cast(lw, trap, t->dtype), t) : r;
}

/* op(a, b) on integers: Div, or Mod with fmod as given, through divisor() */
static Value *
idiv(Lower *lw, const char *op, Value *a, Value *b, Type *t, int64_t fmod)
{
	Value *trap, *r = lw_op2(lw, op, a, divisor(lw, b, &trap), t);
	if (!strcmp(op, "Mod"))
		ir_attr_i(lw->g, r->def, SYMC("fmod"), fmod);
	return trapped(lw, r, trap, t);
}

/* where fmod's m and b (floats) differ in sign (m not 0): Python's remainder is m + b
 * there.  sign(m) * b < 0, exact (b, -b or 0, where m * b could underflow to 0); 0 * inf
 * is NaN, not below 0, as m = 0 needs no fix-up; a NaN m gives a NaN result either way.
 * 3 nodes, not m != 0 and (m < 0) xor (b < 0) (6); floor division and remainder of the same
 * operands share them (onnxcse) */
static Value *
signsdiffer(Lower *lw, Value *m, Value *b, Type *t)
{
	Type *bt = ty_tensor(DT_BOOL, t->rank, t->dims);
	return lw_op2(lw, "Less", lw_op2(lw, "Mul", lw_op1(lw, "Sign", m, t), b, t),
		lw_scalar(lw, t->dtype, 0), bt);
}

/* a tensor's float floor division as ATen computes it (c10 div_floor_floating), not
 * floor(a / b): (a - fmod(a, b)) / b, less one where the remainder's sign is fixed up, then
 * rounded to the nearest integer; a / b where b is 0.  floor(1.0 / 0.1) is 10, PyTorch's 9 */
static Value *
floordivf(Lower *lw, Value *a, Value *b, Type *t)
{
	Type *bt = ty_tensor(DT_BOOL, t->rank, t->dims);
	Value *m = fmod_(lw, a, b, t), *q = lw_op2(lw, "Div", a, b, t);
	Value *div = lw_op2(lw, "Div", lw_op2(lw, "Sub", a, m, t), b, t);
	div = lw_op2(lw, "Sub", div, lw_cast(lw, signsdiffer(lw, m, b, t), t->dtype), t);
	Value *fl = lw_op1(lw, "Floor", div, t);
	Value *up = lw_op2(lw, "Greater", lw_op2(lw, "Sub", div, fl, t),
		lw_scalar(lw, t->dtype, 0.5), bt);
	fl = lw_op2(lw, "Add", fl, lw_cast(lw, up, t->dtype), t);
	/* copysign(0, a / b) is (a / b) * 0: where div is 0, |a| < |b| (or b is inf), so a / b
	 * is finite */
	Value *zero = lw_op2(lw, "Mul", q, lw_scalar(lw, t->dtype, 0), t);
	Value *w[3] = {lw_op2(lw, "Equal", div, lw_scalar(lw, t->dtype, 0), bt), zero, fl};
	Type *bb = lw_type(b->type);
	Value *r[3] = {lw_op2(lw, "Equal", b, lw_scalar(lw, t->dtype, 0),
		ty_tensor(DT_BOOL, bb->rank, bb->dims)), q,
		lw_op(lw, "Where", w, 3, t)};
	return lw_op(lw, "Where", r, 3, t);
}

/* an onnx::Constant of integers all of which are above 0 (*most the largest, if given) */
static int
posints(Lower *lw, const Value *v, int64_t *most)
{
	Tensor *t = lw_consttensor(v, lw->g->arena); /* (a folded divisor: computed here) */
	if (!t || dtype_isfloat(t->dtype) || t->dtype == DT_BOOL)
		return 0;
	int64_t m = 0;
	for (int64_t i = 0; i < t->numel; i++) {
		if (rt_geti(t, i) <= 0)
			return 0;
		m = rt_geti(t, i) > m ? rt_geti(t, i) : m;
	}
	if (most)
		*most = m;
	return 1;
}

/* is every element of the int constant v a power of 2 */
static int
pow2s(Lower *lw, const Value *v)
{
	Tensor *t = lw_consttensor(v, lw->g->arena);
	if (!t || dtype_isfloat(t->dtype) || t->dtype == DT_BOOL)
		return 0;
	for (int64_t i = 0; i < t->numel; i++)
		if (rt_geti(t, i) <= 0 || (rt_geti(t, i) & (rt_geti(t, i) - 1)))
			return 0;
	return 1;
}

/* C's remainder of integers a and b, q = Div(a, b): Mod[fmod=1] up to 32 bits; ONNX
 * Runtime computes it through double, wrong for int64 past 2^53, so a - q * b there (|q *
 * b| <= |a|: no overflow) */
static Value *
crem(Lower *lw, Value *a, Value *b, Value *q, Type *t)
{
	if (dtype_size(t->dtype) > 4)
		return lw_op2(lw, "Sub", a, lw_op2(lw, "Mul", q, b, t), t);
	Value *r = lw_op2(lw, "Mod", a, b, t);
	ir_attr_i(lw->g, r->def, SYMC("fmod"), 1);
	return r;
}

/* integers: the truncated quotient q, less one where the division is inexact and the
 * signs differ; no intermediate leaves the dtype (a - mod(a, b) would: -128 - 1 in int8).
 * Where the signs differ and the division is inexact, Python's remainder (Mod[fmod=0], b's
 * sign) is C's (crem: a's sign) plus b, else the two are equal, so the fix-up is their
 * difference (0 or b: no overflow) divided by b:
 *   q - (Mod[fmod=0](a, b) - crem(a, b)) / b,  q = Div(a, b)     6 nodes (int64 7) for 10
 * By a constant above 0 (x // 2), q rounded up where q * b passed a (|q * b| <= |a|: no
 * overflow):
 *   q - Cast(Greater(q * b, a))                                    5 nodes
 * where a is known not to be within b of the dtype's least value (lower_sign.c: a size less
 * a constant, (h - 16) // 2 of a center crop), the exact quotient of what Python's
 * remainder (b's sign: 0 <= m < b) leaves:
 *   Div(a - Mod[fmod=0](a, b), b)                                  3 nodes
 * and where a is known non-negative (lower_sign.c: an index, a size) and b a constant above
 * 0 or a run-time value at least 1 (max(k, 1)), q alone.  By -1 (a range counting down) it
 * is Neg(a): INT64_MIN // -1 wraps to itself, as in TorchScript. */
static Value *
floordiv(Lower *lw, Value *a, Value *b, Type *t)
{
	if (dtype_isfloat(t->dtype))
		return floordivf(lw, a, b, t);
	int64_t most, k;
	if (lw_constk(b, &k) && k == -1 && t->rank >= b->type->rank) /* exact, and wraps alike */
		return lw_op1(lw, "Neg", a, t);
	if ((posints(lw, b, NULL) || lw_atleast(b, 1)) && lw_nonneg(a)) /* truncation: floor */
		return lw_op2(lw, "Div", a, b, t);
	int bits = 8 * (int)dtype_size(t->dtype);
	/* a - a mod b is b * floor(a / b), which cannot pass the dtype's least value where
	 * that is a multiple of b (a power of 2, n // 2) or a is far enough above it */
	int pow2 = 0;
	if (posints(lw, b, &most) && bits <= 64 && t->dtype != DT_U8 && ((pow2 = pow2s(lw, b)) ||
	    lw_atleast(a, (bits == 64 ? INT64_MIN : -((int64_t)1 << (bits - 1))) + most))) {
		Value *m = lw_op2(lw, "Mod", a, b, t);
		ir_attr_i(lw->g, m->def, SYMC("fmod"), 0);
		return lw_op2(lw, "Div", lw_op2(lw, "Sub", a, m, t), b, t);
	}
	if (posints(lw, b, NULL)) {
		Value *q = lw_op2(lw, "Div", a, b, t);
		Value *over = lw_op2(lw, "Greater", lw_op2(lw, "Mul", q, b, t), a,
			ty_tensor(DT_BOOL, t->rank, t->dims));
		return lw_op2(lw, "Sub", q, lw_cast(lw, over, t->dtype), t);
	}
	Value *trap, *sb = divisor(lw, b, &trap);
	Value *q = lw_op2(lw, "Div", a, sb, t), *m = lw_op2(lw, "Mod", a, sb, t);
	ir_attr_i(lw->g, m->def, SYMC("fmod"), 0);
	Value *r = crem(lw, a, sb, q, t);
	Value *fix = lw_op2(lw, "Div", lw_op2(lw, "Sub", m, r, t), sb, t);
	return trapped(lw, lw_op2(lw, "Sub", q, fix, t), trap, t);
}

static Value *
trunc_(Lower *lw, Value *q, Type *t)
{
	Value *neg = lw_op2(lw, "Less", q, lw_scalar(lw, t->dtype, 0),
		ty_tensor(DT_BOOL, t->rank, t->dims));
	Value *in3[3] = {neg, lw_op1(lw, "Ceil", q, t), lw_op1(lw, "Floor", q, t)};
	return lw_op(lw, "Where", in3, 3, t);
}

/* div(self, other, rounding_mode=None|'trunc'|'floor') */
int
lower_div(Lower *lw, Node *n)
{
	Type *t = lw_outty(n, 0);
	const char *mode = NULL;
	if (n->nin > 2 && !ir_isnone(ir_in(n, 2))) {
		Attr *a = ir_attr(ir_in(n, 2)->def, S_value);
		mode = a ? a->s : NULL;
		if (!mode || (strcmp(mode, "trunc") && strcmp(mode, "floor")))
			return lw_fail(lw, n, "rounding_mode must be 'trunc' or 'floor'");
	}
	Value *a = lw_arg(lw, n, 0, t->dtype), *b = lw_arg(lw, n, 1, t->dtype);
	if (mode && !strcmp(mode, "floor"))
		return lw_done1(lw, n, floordiv(lw, a, b, t));
	if (!dtype_isfloat(t->dtype)) /* an integer Div truncates, as rounding_mode='trunc' */
		return lw_done1(lw, n, idiv(lw, "Div", a, b, t, 0));
	Value *q = lw_op2(lw, "Div", a, b, t);
	if (mode)
		q = trunc_(lw, q, t);
	return lw_done1(lw, n, q);
}

int
lower_floordiv(Lower *lw, Node *n)
{
	Type *t = lw_outty(n, 0);
	/* TorchScript's float // of two numbers is floor(a / b) (op_is: any floordiv overload) */
	if (op_is(n->op, OP_aten_floordiv_float) && dtype_isfloat(t->dtype))
		return lw_done1(lw, n, lw_op1(lw, "Floor", lw_op2(lw, "Div",
			lw_arg(lw, n, 0, t->dtype), lw_arg(lw, n, 1, t->dtype), t), t));
	return lw_done1(lw, n, floordiv(lw, lw_arg(lw, n, 0, t->dtype), lw_arg(lw, n, 1, t->dtype), t));
}

/* C's fmod (the remainder with a's sign); int64's through crem, as Mod[fmod=1] goes
 * through double in ONNX Runtime */
static Value *
fmod_(Lower *lw, Value *a, Value *b, Type *t)
{
	if (!dtype_isfloat(t->dtype) && dtype_size(t->dtype) <= 4)
		return idiv(lw, "Mod", a, b, t, 1);
	if (!dtype_isfloat(t->dtype)) {
		Value *trap, *d = divisor(lw, b, &trap);
		return trapped(lw, crem(lw, a, d, lw_op2(lw, "Div", a, d, t), t), trap, t);
	}
	Value *m = lw_op2(lw, "Mod", a, b, t);
	ir_attr_i(lw->g, m->def, SYMC("fmod"), 1);
	return m;
}

Value *
lw_fmod(Lower *lw, Value *a, Value *b, Type *t)
{
	return fmod_(lw, a, b, t);
}

int
lower_remainder(Lower *lw, Node *n)
{
	Type *t = lw_outty(n, 0);
	Value *a = lw_arg(lw, n, 0, t->dtype), *b = lw_arg(lw, n, 1, t->dtype);
	if (!dtype_isfloat(t->dtype))
		return lw_done1(lw, n, idiv(lw, "Mod", a, b, t, 0));
	/* TorchScript's, of two Python floats: ir/fold.c, pyfmod (ir_isrow: op_is takes every
	 * overload, and pyfmod's fmod(fmod(a, b) + b, b) is 0 for a tensor's 1e-8 % 2.0) */
	if (ir_isrow(n, OP_aten_remainder_float))
		return lw_done1(lw, n, fmod_(lw, lw_op2(lw, "Add", fmod_(lw, a, b, t), b, t), b, t));
	/* ATen's: fmod, plus b where the signs differ (a - floor(a / b) * b is 0 for 1 % 0.1) */
	Value *m = fmod_(lw, a, b, t);
	Value *w[3] = {signsdiffer(lw, m, b, t), lw_op2(lw, "Add", m, b, t), m};
	return lw_done1(lw, n, lw_op(lw, "Where", w, 3, t));
}

/* A float64 x ** 2 with a constant 2 is x * x, as PyTorch computes it (its pow kernel's
 * exponent-2 case), not Pow: ONNX Runtime's default optimizations fuse a layer norm whose
 * variance is ReduceMean(Pow(x - mean, 2)) into a LayerNormalization that fails to load for
 * float64 ("bound to different types (tensor(float) and tensor(double))"). */
int
lower_pow(Lower *lw, Node *n)
{
	Type *t = lw_outty(n, 0);
	double e;
	Value *a = lw_arg(lw, n, 0, t->dtype);
	if (t->dtype == DT_F64 && n->nin == 2 && ir_in(n, 0)->type->kind == T_TENSOR &&
			ir_isconst(ir_in(n, 1)) && ir_constfloat(ir_in(n, 1), &e) && e == 2.0)
		return lw_done1(lw, n, lw_op2(lw, "Mul", a, a, t));
	/* a tensor to a number 0.5 or -0.5 is sqrt or rsqrt in ATen (pow_tensor_scalar_optimized),
	 * not pow: (-0) ** 0.5 is -0, (-inf) ** 0.5 NaN, (-0) ** -0.5 -inf, C's pow 0, inf, inf.
	 * Not for float16, whose CPU kernel is pow's (measured in 1.13; bfloat16's is sqrt) */
	if (dtype_isfloat(t->dtype) && t->dtype != DT_F16 && ir_in(n, 0)->type->kind == T_TENSOR &&
	    ir_in(n, 1)->type->kind != T_TENSOR && ir_isconst(ir_in(n, 1)) &&
	    ir_constfloat(ir_in(n, 1), &e) && (e == 0.5 || e == -0.5)) {
		Value *r = lw_op1(lw, "Sqrt", a, t);
		return lw_done1(lw, n, e > 0 ? r : lw_op1(lw, "Reciprocal", r, t));
	}
	Value *p = lw_op2(lw, "Pow", a, lw_arg(lw, n, 1, t->dtype), t);
	/* The same fusion takes ReduceMean(Pow(x - mean, e)) for the variance whatever e is:
	 * d / sqrt(mean(d ** 3) + eps) * w + b came out as a layer norm, a wrong value.  A float
	 * Pow (other than a square, which the fusion computes right) that a mean takes reaches it
	 * through a one-input Max, a copy: ONNX Runtime 1.30 removes Identity, p * 1 and p / 1
	 * before fusing but keeps that (measured by tests/e2e/ort_layer_norm_pow.py). */
	int twice = ir_isconst(ir_in(n, 1)) && ir_constfloat(ir_in(n, 1), &e) && e == 2.0;
	if (dtype_isfloat(t->dtype) && !twice)
		for (Use *u = n->out[0]->uses; u; u = u->next)
			if (u->user->kind == SYMC("aten::mean")) {
				p = lw_op1(lw, "Max", p, t);
				break;
			}
	return lw_done1(lw, n, p);
}

/* an OP1 row (ops.def): its inputs in the output's dtype, then its one ONNX operator */
int
lower_1to1(Lower *lw, Node *n)
{
	Type *t = lw_outty(n, 0);
	Value **in = NEWA(lw->g->arena, Value *, n->nin + 1);
	for (uint32_t i = 0; i < n->nin; i++)
		in[i] = lw_arg(lw, n, i, t->dtype);
	return lw_done1(lw, n, lw_op(lw, n->op->onnx, in, n->nin, t));
}

/* sigmoid(x) as PyTorch's CPU kernel computes it, 1 / (1 + exp(-x)), for float32 and
 * float64, not Sigmoid: ONNX Runtime's float32 Sigmoid (MLAS's rational approximation) is
 * 2e-4 off relative at x = -10 and 0 from x = -18 on (PyTorch's 2.1e-9 at -20; measured by
 * tests/numerics/probe.py); and its default optimizations fuse x * Sigmoid(x) and
 * x * Sigmoid(a * x) (silu, QuickGELU) of any type into com.microsoft.QuickGelu, whose CPU
 * kernel is float32 and float16 only, so a float64 model would not load (quick_gelu_fusion.cc
 * checks no type).  exp(-x) = inf gives 0, as the kernel's; a half float keeps Sigmoid (its
 * precision hides the approximation). */
Value *
lw_sigmoid(Lower *lw, Value *x, Type *t)
{
	if (t->dtype != DT_F64 && t->dtype != DT_F32)
		return lw_op1(lw, "Sigmoid", x, t);
	Value *e = lw_op1(lw, "Exp", lw_op1(lw, "Neg", x, t), t);
	return lw_op1(lw, "Reciprocal", lw_op2(lw, "Add", lw_scalar(lw, t->dtype, 1), e, t), t);
}

/* expm1(x) to x's precision without an Expm1 operator: (u - 1) * (x / log(u)) for u =
 * exp(x), the rounding of u cancelling out (Kahan's formula, Higham 1.14.1); x itself where
 * u rounds to 1, -1 where u - 1 does, +inf where u is (the formula's inf / inf is NaN) */
Value *
lw_expm1(Lower *lw, Value *x, Type *t)
{
	DType dt = t->dtype;
	Type *bt = ty_tensor(DT_BOOL, t->rank, t->dims);
	Value *u = lw_op1(lw, "Exp", x, t);
	Value *um1 = lw_op2(lw, "Sub", u, lw_scalar(lw, dt, 1), t);
	Value *r = lw_op2(lw, "Mul", um1, lw_op2(lw, "Div", x, lw_op1(lw, "Log", u, t), t), t);
	Value *w1[3] = {lw_op2(lw, "Equal", u, lw_scalar(lw, dt, INFINITY), bt), u, r};
	r = lw_op(lw, "Where", w1, 3, t);
	Value *w2[3] = {lw_op2(lw, "Equal", um1, lw_scalar(lw, dt, -1), bt), lw_scalar(lw, dt, -1), r};
	r = lw_op(lw, "Where", w2, 3, t);
	Value *w3[3] = {lw_op2(lw, "Equal", u, lw_scalar(lw, dt, 1), bt), x, r};
	return lw_op(lw, "Where", w3, 3, t);
}

/* logit(x, eps): log(x / (1 - x)), x first clamped to [eps, 1 - eps] when eps is given and
 * not negative (1.13's kernel; a NaN stays NaN through the clamp) */
static Value *
logit_(Lower *lw, Node *n, Value *x, Type *t)
{
	DType dt = t->dtype;
	double eps = -1;
	if (n->nin > 1 && !ir_isnone(ir_in(n, 1)) && !ir_constfloat(ir_in(n, 1), &eps)) {
		lw_fail(lw, n, "logit's eps must be a constant");
		return NULL;
	}
	if (eps >= 0) {
		Type *bt = ty_tensor(DT_BOOL, t->rank, t->dims);
		Value *lo = lw_scalar(lw, dt, eps), *hi = lw_scalar(lw, dt, 1 - eps);
		Value *w1[3] = {lw_op2(lw, "Greater", x, hi, bt), hi, x};
		x = lw_op(lw, "Where", w1, 3, t);
		Value *w2[3] = {lw_op2(lw, "Less", x, lo, bt), lo, x};
		x = lw_op(lw, "Where", w2, 3, t);
	}
	Value *q = lw_op2(lw, "Div", x, lw_op2(lw, "Sub", lw_scalar(lw, dt, 1), x, t), t);
	return lw_op1(lw, "Log", q, t);
}

/* the largest finite number of a float dtype (nan_to_num's default posinf) */
static double
floatmax(DType dt)
{
	switch (dt) {
	case DT_F16: return 65504.0;
	case DT_BF16: return 3.38953138925153547590470800371487866880e+38;
	case DT_F32: return 3.40282346638528859811704183484516925440e+38;
	default: return 1.79769313486231570814527423731704356798070e+308;
	}
}

/* nan_to_num(x, nan=0, posinf=max, neginf=lowest); integral and bool tensors unchanged */
static Value *
nantonum(Lower *lw, Node *n, Type *t)
{
	DType dt = t->dtype;
	Value *x = lw_arg(lw, n, 0, dt);
	if (!dtype_isfloat(dt))
		return x;
	Type *bt = ty_tensor(DT_BOOL, t->rank, t->dims);
	Value *rep[3];
	for (uint32_t i = 0; i < 3; i++)
		rep[i] = n->nin > i + 1 && !ir_isnone(ir_in(n, i + 1)) ? lw_arg(lw, n, i + 1, dt) :
			lw_scalar(lw, dt, i == 0 ? 0 : i == 1 ? floatmax(dt) : -floatmax(dt));
	Value *w1[3] = {lw_op1(lw, "IsNaN", x, bt), rep[0], x};
	Value *y = lw_op(lw, "Where", w1, 3, t);
	Value *w2[3] = {lw_op2(lw, "Equal", x, lw_scalar(lw, dt, INFINITY), bt), rep[1], y};
	y = lw_op(lw, "Where", w2, 3, t);
	Value *w3[3] = {lw_op2(lw, "Equal", x, lw_scalar(lw, dt, -INFINITY), bt), rep[2], y};
	return lw_op(lw, "Where", w3, 3, t);
}

/* isinf, isfinite: |x| == inf, |x| < inf (false for NaN); integral tensors as float32,
 * where no value is infinite */
static Value *
isinf_(Lower *lw, Node *n, Type *t)
{
	DType dt = lw_dtype(ir_in(n, 0));
	if (!dtype_isfloat(dt))
		dt = DT_F32;
	Type *xt = ty_tensor(dt, t->rank, t->dims);
	Value *a = lw_op1(lw, "Abs", lw_arg(lw, n, 0, dt), xt);
	const char *op = op_is(n->op, OP_aten_isinf_Tensor) ? "Equal" : "Less";
	return lw_op2(lw, op, a, lw_scalar(lw, dt, INFINITY), t);
}

/* the unary rows without a 1:1 ONNX form (OP1 rows lower through lower_1to1) */
static Value *
unary1(Lower *lw, Node *n, Value *x, Type *t)
{
	int isint = !dtype_isfloat(t->dtype);
	switch (op_row(n->op)) {
	case OP_aten_sigmoid_Tensor: return lw_sigmoid(lw, x, t);
	case OP_aten_silu_Tensor:
		/* float32: x * Sigmoid(x), which ONNX Runtime fuses into one kernel.  Its Sigmoid
		 * is 0 from x = -18 on where PyTorch's is exp(x) (2e-4 relative off at -10), but
		 * silu's result there is under 3e-7 in magnitude; the kernel's formula below cost
		 * efficientnet_b0 70% more time in ONNX Runtime (4 passes over each activation,
		 * 49 times).  sigmoid alone keeps the formula: log(sigmoid(x)) is a common way
		 * to write a log-probability, and 0 would make it -inf. */
		if (t->dtype == DT_F32)
			return lw_op2(lw, "Mul", x, lw_op1(lw, "Sigmoid", x, t), t);
		/* the kernel's x / (1 + exp(-x)), each step rounded to a half float's precision as
		 * PyTorch's half and bfloat16 kernels round it */
		return lw_op2(lw, "Div", x, lw_op2(lw, "Add", lw_scalar(lw, t->dtype, 1),
			lw_op1(lw, "Exp", lw_op1(lw, "Neg", x, t), t), t), t);
	case OP_aten_log2_Tensor:
		return lw_op2(lw, "Div", lw_op1(lw, "Log", x, t), lw_scalar(lw, t->dtype, M_LN2), t);
	case OP_aten_log10_Tensor:
		return lw_op2(lw, "Div", lw_op1(lw, "Log", x, t), lw_scalar(lw, t->dtype, M_LN10), t);
	case OP_aten_log1p_Tensor: /* not Log(1 + x): 0 for |x| < 6e-8 in float32 */
		return lw_log1p(lw, x, t);
	case OP_aten_rsqrt_Tensor:
		/* Reciprocal, not Div(1, Sqrt): ONNX Runtime's default optimizations fuse a hand-
		 * written layer norm's d * (1 / sqrt(mean(d * d) + eps)) of the Div form into its
		 * LayerNormalization, 1e-3 off relative where the rows' mean is large against
		 * their spread (3000 + sin(i), measured in 1.30); this form is not fused and
		 * computes PyTorch's numbers */
		return lw_op1(lw, "Reciprocal", lw_op1(lw, "Sqrt", x, t), t);
	case OP_aten_sign_Tensor: { /* sign(True) is True; sign(NaN) 0 ((0 < x) - (x < 0)) */
		if (t->dtype == DT_BOOL)
			return x;
		if (isint)
			return lw_op1(lw, "Sign", x, t);
		Value *in[3] = {lw_op1(lw, "IsNaN", x, ty_tensor(DT_BOOL, t->rank, t->dims)),
			lw_scalar(lw, t->dtype, 0), lw_op1(lw, "Sign", x, t)};
		return lw_op(lw, "Where", in, 3, t);
	}
	case OP_aten_floor_Tensor: case OP_aten_floor_float:
		return isint ? x : lw_op1(lw, "Floor", x, t);
	case OP_aten_ceil_Tensor: case OP_aten_ceil_float:
		return isint ? x : lw_op1(lw, "Ceil", x, t);
	case OP_aten_round_Tensor: return isint ? x : lw_op1(lw, "Round", x, t);
	case OP_aten_relu_Tensor: /* Relu takes ints from opset 14, ONNX Runtime does not */
		if (isint)
			return lw_op2(lw, "Max", x, lw_scalar(lw, t->dtype, 0), t);
		return lw_op1(lw, "Relu", x, t);
	case OP_aten_erf_Tensor: /* float64: fdlibm's formula (lower_erf.c) */
		return lw_erf(lw, x, t);
	case OP_aten_square_Tensor: return lw_op2(lw, "Mul", x, x, t);
	case OP_aten_trunc_Tensor: return isint ? x : trunc_(lw, x, t);
	case OP_aten_frac_Tensor: /* x - trunc(x), as ATen: inf gives NaN, -0.5 -0.5 */
		return lw_op2(lw, "Sub", x, trunc_(lw, x, t), t);
	case OP_aten_expm1_Tensor: return lw_expm1(lw, x, t);
	case OP_aten_exp2_Tensor: return lw_op2(lw, "Pow", lw_scalar(lw, t->dtype, 2), x, t);
	case OP_aten_deg2rad_Tensor: /* ATen: x * M_PI_180, the number in x's dtype */
		return lw_op2(lw, "Mul", x, lw_scalar(lw, t->dtype, 0.017453292519943295769236907684886127134428718885417), t);
	case OP_aten_rad2deg_Tensor:
		return lw_op2(lw, "Mul", x, lw_scalar(lw, t->dtype, 57.295779513082320876798154814105170332405472466564), t);
	case OP_aten_sinc_Tensor: { /* ATen: 1 at 0, else sin(pi x) / (pi x) */
		Value *p = lw_op2(lw, "Mul", x, lw_scalar(lw, t->dtype, M_PI), t);
		Value *in[3] = {lw_op2(lw, "Equal", x, lw_scalar(lw, t->dtype, 0),
			ty_tensor(DT_BOOL, t->rank, t->dims)), lw_scalar(lw, t->dtype, 1),
			lw_op2(lw, "Div", lw_op1(lw, "Sin", p, t), p, t)};
		return lw_op(lw, "Where", in, 3, t);
	}
	case OP_aten_logit_Tensor: return logit_(lw, n, x, t);
	default:
		lw_fail(lw, n, "no ONNX form");
		return NULL;
	}
}

int
lower_unary(Lower *lw, Node *n)
{
	Type *t = lw_outty(n, 0);
	/* floor.float/ceil.float give a Python int: compute in double, then convert */
	if (n->op->rets[0]->kind == T_INT && ir_in(n, 0)->type->kind == T_FLOAT) {
		Type *dt = ty_tensor(DT_F64, 0, NULL);
		return lw_done1(lw, n, lw_cast(lw, unary1(lw, n, lw_arg(lw, n, 0, DT_F64), dt), DT_I64));
	}
	if (op_is(n->op, OP_aten_isinf_Tensor) || op_is(n->op, OP_aten_isfinite_Tensor))
		return lw_done1(lw, n, isinf_(lw, n, t));
	if (op_is(n->op, OP_aten_isnan_Tensor)) { /* integral tensors hold no NaN */
		Value *x = ir_in(n, 0);
		if (!dtype_isfloat(lw_dtype(x)))
			return lw_done1(lw, n, lw_op1(lw, "Not", lw_op2(lw, "Equal", lw_arg(lw, n, 0,
				DT_F32), lw_arg(lw, n, 0, DT_F32), t), t));
		return lw_done1(lw, n, lw_op1(lw, "IsNaN", lw_arg(lw, n, 0, lw_dtype(x)), t));
	}
	if (op_is(n->op, OP_aten_nan_to_num_Tensor))
		return lw_done1(lw, n, nantonum(lw, n, t));
	/* bfloat16: PyTorch's kernels compute in float32 and round once; a formula of several
	 * operators (log1p, sigmoid) rounded at each would be an ulp or two off (1.0547 for
	 * log1p's 1.0625; e2e/num_bfloat16_formulas).  silu's kernel rounds at each step. */
	if (t->dtype == DT_BF16 && !op_is(n->op, OP_aten_silu_Tensor)) {
		Type *ft = ty_tensor(DT_F32, t->rank, t->dims);
		Value *y = unary1(lw, n, lw_arg(lw, n, 0, DT_F32), ft);
		return lw_done1(lw, n, y ? lw_cast(lw, y, DT_BF16) : NULL);
	}
	return lw_done1(lw, n, unary1(lw, n, lw_arg(lw, n, 0, t->dtype), t));
}

static DType
common(Node *n)
{
	DType dt = infer_result_type(n, 0, 2);
	return dt;
}

/* the ONNX comparison is the row's (ops.def, OPX: Less, Equal, ...); ne is Not of Equal */
int
lower_cmp(Lower *lw, Node *n)
{
	DType ct = common(n);
	int eqne = op_is(n->op, OP_aten_eq_Tensor) || op_is(n->op, OP_aten_ne_Tensor);
	if (ct == DT_BOOL && !eqne)
		ct = DT_I32; /* ONNX orders numbers only */
	Value *a = lw_arg(lw, n, 0, ct), *b = lw_arg(lw, n, 1, ct);
	Type *t = lw_outty(n, 0);
	Value *r = lw_op2(lw, n->op->lowonnx, a, b, t);
	if (op_is(n->op, OP_aten_ne_Tensor))
		r = lw_op1(lw, "Not", r, t);
	return lw_done1(lw, n, r);
}

/* a logical or (bool) bitwise row: its ONNX operator is the row's (ops.def, OPX: And, Not) */
int
lower_logical(Lower *lw, Node *n)
{
	Type *t = lw_outty(n, 0);
	const char *op = n->op->lowonnx;
	if (n->nin == 1)
		return lw_done1(lw, n, lw_op1(lw, op, lw_arg(lw, n, 0, DT_BOOL), t));
	return lw_done1(lw, n, lw_op2(lw, op, lw_arg(lw, n, 0, DT_BOOL), lw_arg(lw, n, 1, DT_BOOL), t));
}

int
lower_bitwise(Lower *lw, Node *n)
{
	if (outdt(n) != DT_BOOL) /* integers: lower_binmath.c */
		return lower_bitint(lw, n);
	return lower_logical(lw, n);
}

static int
constf(Lower *lw, Node *n, uint32_t i, double *f)
{
	if (!ir_constfloat(ir_in(n, i), f))
		return lw_fail(lw, n, "argument %u must be a constant", i + 1);
	return 0;
}

/* gelu: x * 0.5 * (1 + erf(x * M_SQRT1_2)), as the kernel.  Of float32 in a form ONNX
 * Runtime's GeluFusion matches, Mul(Mul(x, 0.5), Add(Erf(Div(x, sqrt(2))), 1)), which its
 * Gelu kernel then computes, one node for five (pm_gelu_0 ran 1.15x PyTorch's export,
 * whose form it fuses too); x * 0.5 first, as the kernel, so that unfused (optimizations
 * disabled) x * 2 does not overflow at the largest floats (tests/numerics gelu) */
static Value *
gelu(Lower *lw, Value *x, Type *t, int istanh)
{
	DType dt = t->dtype;
	if (!istanh && dt == DT_F32) {
		Value *e = lw_erf(lw, lw_op2(lw, "Div", x, lw_scalar(lw, dt, M_SQRT2), t), t);
		Value *h = lw_op2(lw, "Mul", x, lw_scalar(lw, dt, 0.5), t);
		return lw_op2(lw, "Mul", h, lw_op2(lw, "Add", e, lw_scalar(lw, dt, 1), t), t);
	}
	Value *half = lw_op2(lw, "Mul", x, lw_scalar(lw, dt, 0.5), t);
	Value *inner;
	if (istanh) {
		Value *x3 = lw_op2(lw, "Mul", lw_op2(lw, "Mul", x, x, t), x, t);
		Value *s = lw_op2(lw, "Add", x, lw_op2(lw, "Mul", x3, lw_scalar(lw, dt, 0.044715), t), t);
		inner = lw_op1(lw, "Tanh", lw_op2(lw, "Mul", s, lw_scalar(lw, dt,
			sqrt(2.0 / M_PI)), t), t);
	} else
		inner = lw_erf(lw, lw_op2(lw, "Mul", x, lw_scalar(lw, dt, M_SQRT1_2), t), t);
	return lw_op2(lw, "Mul", half, lw_op2(lw, "Add", inner, lw_scalar(lw, dt, 1), t), t);
}

/* log1p(u) to u's precision without a Log1p operator (ONNX has none): log(1 + u) * (u /
 * ((1 + u) - 1)), the rounding of 1 + u cancelling out, and u itself where 1 + u rounds to 1
 * (Goldberg, "What every computer scientist should know about floating-point arithmetic",
 * theorem 4); +inf where u is (the formula's inf / inf is NaN).  -0 gives -0, -1 -inf, below
 * -1 and NaN NaN, as C's log1p. */
Value *
lw_log1p(Lower *lw, Value *u, Type *t)
{
	DType dt = t->dtype;
	Type *bt = ty_tensor(DT_BOOL, t->rank, t->dims);
	Value *w = lw_op2(lw, "Add", u, lw_scalar(lw, dt, 1), t);
	Value *d = lw_op2(lw, "Sub", w, lw_scalar(lw, dt, 1), t);
	/* log(w) * (u / d), not (log(w) * u) / d, which overflows for u past max / 89 */
	Value *r = lw_op2(lw, "Mul", lw_op1(lw, "Log", w, t), lw_op2(lw, "Div", u, d, t), t);
	Value *in[3] = {lw_op2(lw, "Equal", d, lw_scalar(lw, dt, 0), bt), u, r};
	Value *y = lw_op(lw, "Where", in, 3, t);
	Value *inf[3] = {lw_op2(lw, "Equal", u, lw_scalar(lw, dt, INFINITY), bt), u, y};
	return lw_op(lw, "Where", inf, 3, t);
}

/* softplus(x, beta, threshold) = x where beta*x > threshold, else log1p(exp(beta*x))/beta
 * (1.13's kernel).  ONNX Runtime has no float64 Softplus: there log1p is lw_log1p, in float64 (exp(beta*x) is +inf only where beta*x > threshold).
 * Of float32 with beta 1 and a threshold of 17 or more, ONNX's Softplus alone: above 17
 * log1p(exp(x)) is x + exp(-x), which rounds to x (exp(-17) is below half an ulp of 17),
 * the threshold's own result (tests/numerics softplus, up to the largest float) */
static Value *
softplus(Lower *lw, Value *x, Type *t, double beta, double thr)
{
	DType dt = t->dtype;
	if (dt == DT_F32 && beta == 1 && thr >= 17)
		return lw_op1(lw, "Softplus", x, t);
	Value *bx = lw_op2(lw, "Mul", x, lw_scalar(lw, dt, beta), t);
	Value *l = dt == DT_F64 ? lw_log1p(lw, lw_op1(lw, "Exp", bx, t), t)
		: lw_op1(lw, "Softplus", bx, t);
	Value *sp = lw_op2(lw, "Div", l, lw_scalar(lw, dt, beta), t);
	Value *big = lw_op2(lw, "Greater", bx, lw_scalar(lw, dt, thr),
		ty_tensor(DT_BOOL, t->rank, t->dims));
	Value *w[3] = {big, x, sp};
	return lw_op(lw, "Where", w, 3, t);
}

/* elu(x, alpha) = x <= 0 ? (exp(x) - 1) * alpha : x, as 1.13's CPU kernel computes it (exp
 * then - 1, not expm1: the truth's own rounding) */
static Value *
elu64(Lower *lw, Value *x, Type *t, double alpha)
{
	DType dt = t->dtype;
	Value *e = lw_op2(lw, "Mul", lw_op2(lw, "Sub", lw_op1(lw, "Exp", x, t),
		lw_scalar(lw, dt, 1), t), lw_scalar(lw, dt, alpha), t);
	Value *in[3] = {lw_op2(lw, "LessOrEqual", x, lw_scalar(lw, dt, 0),
		ty_tensor(DT_BOOL, t->rank, t->dims)), e, x};
	return lw_op(lw, "Where", in, 3, t);
}

int
lower_activation(Lower *lw, Node *n)
{
	Type *t = lw_outty(n, 0);
	Value *x = lw_arg(lw, n, 0, t->dtype);
	double a = 0, b = 0, c = 1;
	if (op_is(n->op, OP_aten_leaky_relu_Tensor)) {
		if (constf(lw, n, 1, &a) < 0)
			return -1;
		/* float64: the kernel's x > 0 ? x : x * a, not LeakyRelu, whose alpha is a float
		 * (0.1 would be 0.10000000149) and which ONNX Runtime lacks for float64 before
		 * opset 16 */
		if (t->dtype == DT_F64) {
			Value *in[3] = {lw_op2(lw, "Greater", x, lw_scalar(lw, DT_F64, 0),
				ty_tensor(DT_BOOL, t->rank, t->dims)), x,
				lw_op2(lw, "Mul", x, lw_scalar(lw, DT_F64, a), t)};
			return lw_done1(lw, n, lw_op(lw, "Where", in, 3, t));
		}
		return lw_done1(lw, n, lw_onnxact(lw, "LeakyRelu", x, "alpha", a, NULL, 0));
	}
	if (op_is(n->op, OP_aten_elu_Tensor)) {
		if (constf(lw, n, 1, &a) < 0 || constf(lw, n, 2, &b) < 0 || constf(lw, n, 3, &c) < 0)
			return -1;
		if (b != 1 || c != 1) /* ONNX's Elu has no scales: the kernel's formula */
			return lw_done1(lw, n, lw_op1(lw, "Identity", lw_elu(lw, x, c, a, b), t));
		if (t->dtype == DT_F64) /* ONNX Runtime has no float64 Elu: 1.13's kernel, */
			return lw_done1(lw, n, elu64(lw, x, t, a)); /* in float64 */
		return lw_done1(lw, n, lw_onnxact(lw, "Elu", x, "alpha", a, NULL, 0));
	}
	if (op_is(n->op, OP_aten_gelu_Tensor)) {
		Attr *ap = ir_attr(ir_in(n, 1)->def, S_value);
		const char *m = ap ? ap->s : NULL;
		if (!m || (strcmp(m, "none") && strcmp(m, "tanh")))
			return lw_fail(lw, n, "approximate must be 'none' or 'tanh'");
		return lw_done1(lw, n, gelu(lw, x, t, !strcmp(m, "tanh")));
	}
	if (constf(lw, n, 1, &a) < 0 || constf(lw, n, 2, &b) < 0)
		return -1;
	return lw_done1(lw, n, softplus(lw, x, t, a, b));
}

/* is the bound b of clamp absent (an infinity, inf), or a number known at compile time (not
 * NaN), *v */
static int
constbound(const Value *b, double inf, double *v)
{
	*v = inf;
	return !b || ir_isnone(b) || (b->type->kind != T_TENSOR && ir_constfloat(b, v) && !isnan(*v));
}

/* clamp(x, min, max) of a float x, both bounds numbers known at compile time and min <= max,
 * or one bound zero: lw_clamp's Clip (which keeps x where x and a zero bound are zeros of two
 * signs, as PyTorch does; ONNX Runtime's Max and Min do not); else Max and Min, which
 * broadcast a tensor bound, take a NaN bound as PyTorch's do and min > max in PyTorch's
 * order (exact for one non-zero bound, and one Clip would need an infinite other: Clip's
 * default for an absent one, the largest finite value, clamps inf) */
int
lower_clamp(Lower *lw, Node *n)
{
	Type *t = lw_outty(n, 0);
	Value *x = lw_arg(lw, n, 0, t->dtype);
	int ismin = op_is(n->op, OP_aten_clamp_min_Scalar), ismax = op_is(n->op, OP_aten_clamp_max_Scalar);
	Value *lo = ismax ? NULL : ir_in(n, 1);
	Value *hi = ismin ? NULL : ismax ? ir_in(n, 1) : ir_in(n, 2);
	int isbool = t->dtype == DT_BOOL; /* max and min of bools are or and and */
	double a, b;
	if (dtype_isfloat(t->dtype) && constbound(lo, -INFINITY, &a) && constbound(hi, INFINITY, &b) &&
	    a <= b) {
		int bothfinite = !isinf(a) && !isinf(b), onezero = a == 0 || b == 0;
		if (bothfinite || onezero)
			return lw_done1(lw, n, lw_clamp(lw, x, a, b));
	}
	if (lo && !ir_isnone(lo))
		x = lw_op2(lw, isbool ? "Or" : "Max", x, lw_in(lw, lo, t->dtype), t);
	if (hi && !ir_isnone(hi))
		x = lw_op2(lw, isbool ? "And" : "Min", x, lw_in(lw, hi, t->dtype), t);
	return lw_done1(lw, n, x);
}

int
lower_minmax(Lower *lw, Node *n)
{
	Type *t = lw_outty(n, 0);
	int ismax = op_is(n->op, OP_aten_max_all) || op_is(n->op, OP_aten_maximum_Tensor);
	const char *op = t->dtype == DT_BOOL ? (ismax ? "Or" : "And") : ismax ? "Max" : "Min";
	return lw_done1(lw, n, lw_op2(lw, op, lw_arg(lw, n, 0, t->dtype), lw_arg(lw, n, 1, t->dtype), t));
}

int
lower_where(Lower *lw, Node *n)
{
	Type *t = lw_outty(n, 0);
	Value *w[3];
	if (op_is(n->op, OP_aten_masked_fill_Scalar)) {
		w[0] = lw_arg(lw, n, 1, DT_BOOL);
		w[1] = lw_arg(lw, n, 2, t->dtype);
		w[2] = lw_arg(lw, n, 0, t->dtype);
	} else {
		w[0] = lw_arg(lw, n, 0, DT_BOOL);
		w[1] = lw_arg(lw, n, 1, t->dtype);
		w[2] = lw_arg(lw, n, 2, t->dtype);
	}
	Value *r = lw_op(lw, "Where", w, 3, t);
	if (op_is(n->op, OP_aten_masked_fill_Scalar) && lw_dtype(ir_in(n, 1)) == DT_U8) {
		/* PyTorch raises unless a uint8 mask is 0 and 1 only ("Mask tensor can take 0
		 * and 1 values only"): so does the model, by an index out of range */
		Value *m = lw_arg(lw, n, 1, DT_I32);
		Value *big = lw_op2(lw, "Greater", m, lw_scalar(lw, DT_I32, 1), ty_tensor(DT_BOOL,
			m->type->rank, m->type->dims));
		r = lw_failwhen(lw, r, lw_any(lw, big));
	}
	return lw_done1(lw, n, r);
}

int
lower_to(Lower *lw, Node *n)
{
	return lw_done1(lw, n, lw_arg(lw, n, 0, outdt(n)));
}

/* int(t), float(t), bool(t) and conversions between Python numbers: Cast truncates
 * floats toward zero as int() does, and maps nonzero to true as bool() does */
int
lower_number(Lower *lw, Node *n)
{
	Value *x = ir_in(n, 0);
	DType to = outdt(n);
	if (x->type->kind == T_TENSOR && x->type->rank != 0) {
		Type *t0 = ty_tensor(lw_dtype(x), 0, NULL);
		x = lw_op2(lw, "Reshape", x, lw_ints(lw, NULL, 0), t0);
	}
	return lw_done1(lw, n, lw_in(lw, x, to));
}

int
lower_tensor(Lower *lw, Node *n)
{
	return lw_done1(lw, n, lw_arg(lw, n, 0, outdt(n)));
}
