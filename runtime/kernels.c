/* kernels.c: the entry point of the CPU kernels (kernels.h), what they share (kernels_kit.h),
 * element access and the float16/bfloat16 conversions, and the elementwise operators: Cast,
 * the unary and binary ones with numpy broadcasting, Max/Min/Sum, Where.  Shapes are in
 * kernels_shape.c; MatMul, reductions and CumSum in kernels_reduce.c. */
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include "kernels_kit.h"

/* ---- the kit ---- */

Tensor *
k_fail(Kctx *k, const char *fmt, ...)
{
	int n = snprintf(k->err, k->errlen, "%s: ", k->op);
	va_list ap;
	va_start(ap, fmt);
	if (n >= 0 && (size_t)n < k->errlen)
		vsnprintf(k->err + n, k->errlen - (size_t)n, fmt, ap);
	va_end(ap);
	return NULL;
}

const Tensor *
k_in(const Kctx *k, uint32_t i)
{
	return i < k->nin ? k->in[i] : NULL;
}

const Attr *
k_attr(const Kctx *k, const char *name)
{
	for (const Attr *a = k->at; a; a = a->next)
		if (strcmp(sym_str(a->name), name) == 0)
			return a;
	return NULL;
}

int64_t
k_attr_i(const Kctx *k, const char *name, int64_t def)
{
	const Attr *a = k_attr(k, name);
	return a && a->kind == A_INT ? a->i : def;
}

double
k_attr_f(const Kctx *k, const char *name, double def)
{
	const Attr *a = k_attr(k, name);
	return a && a->kind == A_FLOAT ? a->f : a && a->kind == A_INT ? (double)a->i : def;
}

int64_t *
k_ints(Kctx *k, const Tensor *t, int64_t *n)
{
	if (!t || !(t->dtype == DT_I64 || t->dtype == DT_I32) || t->rank > 1)
		return NULL;
	int64_t *v = NEWA(k->a, int64_t, t->numel + 1);
	for (int64_t i = 0; i < t->numel; i++)
		v[i] = rt_geti(t, i);
	*n = t->numel;
	return v;
}

int64_t
k_axis(Kctx *k, int64_t axis, int32_t rank)
{
	if (axis < -(int64_t)rank || axis >= rank) {
		k_fail(k, "axis %lld is out of range for rank %d", (long long)axis, rank);
		return -1;
	}
	return axis < 0 ? axis + rank : axis;
}

int
k_bcast(Kctx *k, const int64_t *da, int32_t ra, const int64_t *db, int32_t rb, int64_t *out)
{
	int32_t r = ra > rb ? ra : rb;
	for (int32_t j = 0; j < r; j++) {
		int32_t ja = j - (r - ra), jb = j - (r - rb);
		int64_t x = ja >= 0 ? da[ja] : 1, y = jb >= 0 ? db[jb] : 1;
		if (x != y && x != 1 && y != 1) {
			k_fail(k, "shapes do not broadcast (dim %d: %lld and %lld)", j,
				(long long)x, (long long)y);
			return -1;
		}
		out[j] = x == 1 ? y : x;
	}
	return 0;
}

int64_t
k_bcoff(const int64_t *od, int32_t orank, const int64_t *d, int32_t r, int64_t i)
{
	int64_t off = 0, st = 1;
	for (int32_t j = orank - 1; j >= 0; j--) {
		int64_t q = i % od[j];
		i /= od[j];
		int32_t jj = j - (orank - r);
		if (jj >= 0) {
			if (d[jj] != 1)
				off += q * st;
			st *= d[jj];
		}
	}
	return off;
}

int64_t *
k_bcstrides(Kctx *k, const int64_t *od, int32_t orank, const Tensor *t)
{
	int64_t *st = NEWA(k->a, int64_t, orank + 1), s = 1;
	for (int32_t j = orank - 1; j >= 0; j--) {
		int32_t jj = j - (orank - t->rank);
		st[j] = jj >= 0 && t->dims[jj] != 1 ? s : 0;
		if (jj >= 0)
			s *= t->dims[jj];
	}
	return st;
}

void
k_bcnext(const int64_t *od, int32_t orank, int64_t *idx, int64_t *const *st, int64_t *off,
	int n)
{
	for (int32_t j = orank - 1; j >= 0; j--) {
		for (int q = 0; q < n; q++)
			off[q] += st[q][j];
		if (++idx[j] < od[j])
			return;
		for (int q = 0; q < n; q++)
			off[q] -= st[q][j] * od[j];
		idx[j] = 0;
	}
}

Tensor *
k_reshaped(Kctx *k, const Tensor *t, int32_t rank, const int64_t *dims)
{
	Tensor *r = NEW(k->a, Tensor);
	*r = *t;
	r->hash = 0;   /* of the bytes and dims: not t's */
	r->rank = rank;
	r->dims = NEWA(k->a, int64_t, rank ? rank : 1);
	if (rank)
		memcpy(r->dims, dims, (size_t)rank * sizeof *dims);
	return r;
}

/* ---- element access ---- */

float
rt_half_to_float(uint16_t h)
{
	uint32_t s = (uint32_t)(h & 0x8000) << 16, e = (h >> 10) & 0x1f, m = h & 0x3ff;
	float f;
	if (e == 0)
		f = ldexpf((float)m, -24);               /* zero and subnormals: exact */
	else if (e == 31)
		f = m ? NAN : INFINITY;
	else
		f = ldexpf((float)(m | 0x400), (int)e - 25);
	return s ? -f : f;
}

uint16_t
rt_double_to_half(double v)
{
	uint64_t b;
	memcpy(&b, &v, sizeof b);
	uint16_t sign = (uint16_t)((b >> 48) & 0x8000);
	int e = (int)((b >> 52) & 0x7ff);
	uint64_t m = b & ((1ull << 52) - 1);
	if (e == 0x7ff)
		return (uint16_t)(sign | 0x7c00 | (m ? 0x200 : 0));
	if (e == 0)
		return sign;                             /* double subnormals: far below half's */
	int E = e - 1023;
	if (E > 15)
		return (uint16_t)(sign | 0x7c00);
	uint64_t full = m | (1ull << 52);                /* value = full * 2^(E-52) */
	int shift = E >= -14 ? 42 : 42 + (-14 - E);     /* to half's 11 (normal) or fewer bits */
	if (shift >= 54)
		return sign;                             /* below half the least subnormal */
	uint64_t q = full >> shift, rem = full & ((1ull << shift) - 1), hv = 1ull << (shift - 1);
	if (rem > hv || (rem == hv && (q & 1)))
		q++;                                     /* to nearest, ties to even */
	if (E >= -14)                                    /* a carry out of the mantissa steps the
	                                                  * exponent (to infinity past 65504) */
		return (uint16_t)(sign | ((((uint64_t)(E + 15)) << 10) + q - 1024));
	return (uint16_t)(sign | q);
}

float
rt_bf16_to_float(uint16_t h)
{
	uint32_t b = (uint32_t)h << 16;
	float f;
	memcpy(&f, &b, sizeof f);
	return f;
}

uint16_t
rt_float_to_bf16(float v)
{
	uint32_t b;
	memcpy(&b, &v, sizeof b);
	if (isnan(v))
		return (uint16_t)((b >> 16) | 0x40);
	b += 0x7fff + ((b >> 16) & 1);
	return (uint16_t)(b >> 16);
}

#define LOAD(T, t, i) ({ T v_; memcpy(&v_, (const char *)(t)->data + (size_t)(i) * sizeof(T), sizeof(T)); v_; })
#define STORE(T, t, i, x) do { T v_ = (x); memcpy((char *)(t)->data + (size_t)(i) * sizeof(T), &v_, sizeof(T)); } while (0)

/* float to integer as ONNX Runtime's static_cast does on x86: truncation; out of range and
 * NaN give the "integer indefinite" value, narrower types going through int32 */
static int64_t
f2i(double v, DType dt)
{
	if (dt == DT_BOOL)
		return v != 0;
	if (dt == DT_I64)
		return isnan(v) || v >= 0x1p63 || v < -0x1p63 ? INT64_MIN : (int64_t)v;
	return isnan(v) || v >= 0x1p31 || v < -0x1p31 ? INT32_MIN : (int64_t)(int32_t)v;
}

double
rt_getf(const Tensor *t, int64_t i)
{
	switch (t->dtype) {
	case DT_F32: return LOAD(float, t, i);
	case DT_F64: return LOAD(double, t, i);
	case DT_F16: return rt_half_to_float(LOAD(uint16_t, t, i));
	case DT_BF16: return rt_bf16_to_float(LOAD(uint16_t, t, i));
	default: return (double)rt_geti(t, i);
	}
}

int64_t
rt_geti(const Tensor *t, int64_t i)
{
	switch (t->dtype) {
	case DT_I64: return LOAD(int64_t, t, i);
	case DT_I32: return LOAD(int32_t, t, i);
	case DT_I16: return LOAD(int16_t, t, i);
	case DT_I8: return LOAD(int8_t, t, i);
	case DT_U8: return LOAD(uint8_t, t, i);
	case DT_BOOL: return LOAD(uint8_t, t, i) != 0;
	default: return f2i(rt_getf(t, i), DT_I64);
	}
}

void
rt_setf(Tensor *t, int64_t i, double v)
{
	switch (t->dtype) {
	case DT_F32: STORE(float, t, i, (float)v); break;
	case DT_F64: STORE(double, t, i, v); break;
	case DT_F16: STORE(uint16_t, t, i, rt_double_to_half(v)); break;
	case DT_BF16: STORE(uint16_t, t, i, rt_float_to_bf16((float)v)); break;
	default: rt_seti(t, i, f2i(v, t->dtype)); break;
	}
}

void
rt_seti(Tensor *t, int64_t i, int64_t v)
{
	uint64_t u = (uint64_t)v;
	switch (t->dtype) {
	case DT_I64: STORE(uint64_t, t, i, u); break;
	case DT_I32: STORE(uint32_t, t, i, (uint32_t)u); break;
	case DT_I16: STORE(uint16_t, t, i, (uint16_t)u); break;
	case DT_I8: case DT_U8: STORE(uint8_t, t, i, (uint8_t)u); break;
	case DT_BOOL: STORE(uint8_t, t, i, v != 0); break;
	default: rt_setf(t, i, (double)v); break;
	}
}

static int
known_dtype(DType dt)
{
	return dtype_isfloat(dt) || dtype_isint(dt) || dt == DT_BOOL;
}

/* ---- Cast, Identity ---- */

Tensor *
k_cast(Kctx *k)
{
	const Tensor *x = k_in(k, 0);
	const Attr *to = k_attr(k, "to");
	if (!x || !to || to->kind != A_INT)
		return k_fail(k, "needs an input and the attribute to");
	DType dt = (DType)to->i;
	if (!known_dtype(dt) || !known_dtype(x->dtype))
		return k_unsupported(k, "dtype %d to %d", (int)x->dtype, (int)to->i);
	Tensor *r = rt_tensor(k->a, dt, x->rank, x->dims);
	for (int64_t i = 0; i < x->numel; i++) {
		if (dtype_isfloat(x->dtype)) {
			rt_setf(r, i, rt_getf(x, i));           /* float to integer: f2i */
		} else if (dtype_isfloat(dt)) {
			int64_t v = rt_geti(x, i);
			/* integers round once, to the target (or to float first, as ORT
			 * converts to float16 and bfloat16) */
			if (dt == DT_F64)
				rt_setf(r, i, (double)v);
			else
				rt_setf(r, i, (double)(float)v);
		} else {
			rt_seti(r, i, rt_geti(x, i));
		}
	}
	return r;
}

Tensor *
k_identity(Kctx *k)
{
	const Tensor *x = k_in(k, 0);
	if (!x)
		return k_fail(k, "needs an input");
	return k_reshaped(k, x, x->rank, x->dims);
}

/* ---- unary ---- */

typedef enum { U_NEG, U_ABS, U_SQRT, U_RECIP, U_EXP, U_LOG, U_SIN, U_COS, U_TANH, U_SIGMOID,
	U_RELU, U_FLOOR, U_CEIL, U_ERF, U_NOT, U_SIGN, U_ROUND, U_TAN, U_ASIN, U_ACOS, U_ATAN,
	U_SINH, U_COSH, NUNARY } Unary;
static const struct { const char *name; int ints; } unames[NUNARY] = {
	[U_NEG] = {"Neg", 1}, [U_ABS] = {"Abs", 1}, [U_SQRT] = {"Sqrt", 0},
	[U_RECIP] = {"Reciprocal", 0}, [U_EXP] = {"Exp", 0}, [U_LOG] = {"Log", 0},
	[U_SIN] = {"Sin", 0}, [U_COS] = {"Cos", 0}, [U_TANH] = {"Tanh", 0},
	[U_SIGMOID] = {"Sigmoid", 0}, [U_RELU] = {"Relu", 1}, [U_FLOOR] = {"Floor", 0},
	[U_CEIL] = {"Ceil", 0}, [U_ERF] = {"Erf", 0}, [U_NOT] = {"Not", 0},
	[U_SIGN] = {"Sign", 1}, [U_ROUND] = {"Round", 0}, [U_TAN] = {"Tan", 0},
	[U_ASIN] = {"Asin", 0}, [U_ACOS] = {"Acos", 0}, [U_ATAN] = {"Atan", 0},
	[U_SINH] = {"Sinh", 0}, [U_COSH] = {"Cosh", 0},
};

static double
unf(Unary u, double x)
{
	switch (u) {
	case U_NEG: return -x;
	case U_ABS: return fabs(x);
	case U_SQRT: return sqrt(x);
	case U_RECIP: return 1 / x;
	case U_EXP: return exp(x);
	case U_LOG: return log(x);
	case U_SIN: return sin(x);
	case U_COS: return cos(x);
	case U_TANH: return tanh(x);
	case U_SIGMOID: return 1 / (1 + exp(-x));
	case U_RELU: return x > 0 ? x : isnan(x) ? x : 0;
	case U_FLOOR: return floor(x);
	case U_CEIL: return ceil(x);
	case U_ERF: return erf(x);
	case U_SIGN: return x > 0 ? 1 : x < 0 ? -1 : x;  /* 0 and NaN stay */
	case U_ROUND: return nearbyint(x);               /* half to even (default rounding) */
	case U_TAN: return tan(x);
	case U_ASIN: return asin(x);
	case U_ACOS: return acos(x);
	case U_ATAN: return atan(x);
	case U_SINH: return sinh(x);
	case U_COSH: return cosh(x);
	default: return x;
	}
}

static int64_t
uni(Unary u, int64_t x)
{
	switch (u) {
	case U_NEG: return (int64_t)(0 - (uint64_t)x);  /* wraps, as two's complement does */
	case U_ABS: return x < 0 ? (int64_t)(0 - (uint64_t)x) : x;
	case U_RELU: return x > 0 ? x : 0;
	case U_SIGN: return x > 0 ? 1 : x < 0 ? -1 : 0;
	default: return x;
	}
}

Tensor *
k_unary(Kctx *k)
{
	Unary u = 0;
	while (u < NUNARY && strcmp(unames[u].name, k->op) != 0)
		u++;
	const Tensor *x = k_in(k, 0);
	if (!x)
		return k_fail(k, "needs an input");
	if (u == U_NOT ? x->dtype != DT_BOOL
	    : !(dtype_isfloat(x->dtype) || (unames[u].ints && dtype_isint(x->dtype))))
		return k_unsupported(k, "dtype %s", dtype_name(x->dtype));
	Tensor *r = rt_tensor(k->a, x->dtype, x->rank, x->dims);
	for (int64_t i = 0; i < x->numel; i++) {
		if (u == U_NOT)
			rt_seti(r, i, !rt_geti(x, i));
		else if (dtype_isfloat(x->dtype))
			rt_setf(r, i, unf(u, rt_getf(x, i)));
		else
			rt_seti(r, i, uni(u, rt_geti(x, i)));
	}
	return r;
}

/* ---- binary, with numpy broadcasting ---- */

typedef enum { B_ADD, B_SUB, B_MUL, B_DIV, B_MOD, B_POW, B_MAX, B_MIN, B_EQ, B_LT, B_GT, B_LE,
	B_GE, B_AND, B_OR, B_XOR, NBINARY } Binary;
static const char *const bnames[NBINARY] = { "Add", "Sub", "Mul", "Div", "Mod", "Pow", "Max",
	"Min", "Equal", "Less", "Greater", "LessOrEqual", "GreaterOrEqual", "And", "Or", "Xor" };

static Binary
binof(const char *op)
{
	Binary b = 0;
	while (b < NBINARY && strcmp(bnames[b], op) != 0)
		b++;
	return b;
}

static double
binf(Binary b, double x, double y, int fmod_)
{
	switch (b) {
	case B_ADD: return x + y;
	case B_SUB: return x - y;
	case B_MUL: return x * y;
	case B_DIV: return x / y;
	case B_MOD: return fmod(x, y);
	case B_POW: return pow(x, y);
	case B_MAX: return isnan(x) || isnan(y) ? NAN : x > y ? x : y;   /* numpy's maximum */
	case B_MIN: return isnan(x) || isnan(y) ? NAN : x < y ? x : y;
	case B_EQ: return x == y;
	case B_LT: return x < y;
	case B_GT: return x > y;
	case B_LE: return x <= y;
	case B_GE: return x >= y;
	default: (void)fmod_; return 0;
	}
}

/* integer arithmetic wraps (unsigned), Div truncates toward zero, Mod takes the divisor's
 * sign (fmod=0, Python's %) or the dividend's (fmod=1, C's %); *bad on a zero divisor */
static int64_t
bini(Binary b, int64_t x, int64_t y, int fmod_, int *bad)
{
	uint64_t ux = (uint64_t)x, uy = (uint64_t)y;
	switch (b) {
	case B_ADD: return (int64_t)(ux + uy);
	case B_SUB: return (int64_t)(ux - uy);
	case B_MUL: return (int64_t)(ux * uy);
	case B_DIV:
		if (y == 0)
			return *bad = 1, 0;
		if (y == -1)
			return (int64_t)(0 - ux);
		return x / y;
	case B_MOD: {
		if (y == 0)
			return *bad = 1, 0;
		if (y == -1)
			return 0;
		int64_t r = x % y;
		if (!fmod_ && r != 0 && ((r < 0) != (y < 0)))
			r += y;
		return r;
	}
	case B_MAX: return x > y ? x : y;
	case B_MIN: return x < y ? x : y;
	case B_EQ: return x == y;
	case B_LT: return x < y;
	case B_GT: return x > y;
	case B_LE: return x <= y;
	case B_GE: return x >= y;
	case B_AND: return x && y;
	case B_OR: return x || y;
	case B_XOR: return !x != !y;
	default: return 0;
	}
}

/* + - * / of float32 (folding float32 weights), without the dtype switch: in double
 * rounded once to float, which is float's own result.  The dims along which both inputs
 * step evenly are merged first, so the inner loop runs along the longest run (a weight
 * [Cout, Cin, k, k] times a scale [Cout, 1, 1, 1] is [Cout] runs of Cin*k*k) */
static void
f32loop(Kctx *k, Binary b, const Tensor *x, const Tensor *y, Tensor *r, const int64_t *dims,
	int32_t rank, int64_t *const *st)
{
	int64_t *md = NEWA(k->a, int64_t, rank + 1), *m0 = NEWA(k->a, int64_t, rank + 1);
	int64_t *m1 = NEWA(k->a, int64_t, rank + 1);
	int32_t n = 0;
	for (int32_t j = rank - 1; j >= 0; j--) {
		if (dims[j] == 1)
			continue;
		if (n && st[0][j] == m0[n - 1] * md[n - 1] && st[1][j] == m1[n - 1] * md[n - 1]) {
			md[n - 1] *= dims[j];
			continue;
		}
		md[n] = dims[j], m0[n] = st[0][j], m1[n] = st[1][j];
		n++;
	}
	if (n == 0)
		md[0] = 1, m0[0] = m1[0] = 0, n = 1;
	/* reversed: outermost first */
	for (int32_t j = 0; j < n / 2; j++) {
		int64_t t;
		t = md[j], md[j] = md[n - 1 - j], md[n - 1 - j] = t;
		t = m0[j], m0[j] = m0[n - 1 - j], m0[n - 1 - j] = t;
		t = m1[j], m1[j] = m1[n - 1 - j], m1[n - 1 - j] = t;
	}
	int64_t inner = md[n - 1], s0 = m0[n - 1], s1 = m1[n - 1], rows = r->numel / inner;
	int64_t *idx = NEWA(k->a, int64_t, n + 1), off[2] = {0, 0};
	int64_t *ms[2] = {m0, m1};
	const char *xd = x->data, *yd = y->data;
	char *rd = r->data;
	for (int64_t row = 0; row < rows; row++, k_bcnext(md, n - 1, idx, ms, off, 2)) {
		for (int64_t j = 0; j < inner; j++) {
			float fa, fb, fr;
			memcpy(&fa, xd + (off[0] + j * s0) * 4, 4);
			memcpy(&fb, yd + (off[1] + j * s1) * 4, 4);
			fr = (float)binf(b, fa, fb, 0);
			memcpy(rd + (row * inner + j) * 4, &fr, 4);
		}
	}
}

static Tensor *
binop(Kctx *k, Binary b, const Tensor *x, const Tensor *y)
{
	int cmp = b >= B_EQ && b <= B_GE, logic = b >= B_AND;
	if (!known_dtype(x->dtype) || !known_dtype(y->dtype))
		return k_unsupported(k, "dtype");
	if (logic ? x->dtype != DT_BOOL || y->dtype != DT_BOOL
	    : b == B_POW ? x->dtype == DT_BOOL || y->dtype == DT_BOOL
	    : x->dtype != y->dtype || (x->dtype == DT_BOOL && b != B_EQ))
		return k_unsupported(k, "dtypes %s and %s", dtype_name(x->dtype),
			dtype_name(y->dtype));
	int fmod_ = (int)k_attr_i(k, "fmod", 0);
	if (b == B_MOD && dtype_isfloat(x->dtype) && !fmod_)
		return k_fail(k, "fmod must be 1 for floating-point types");
	int32_t rank = x->rank > y->rank ? x->rank : y->rank;
	int64_t *dims = NEWA(k->a, int64_t, rank + 1);
	if (k_bcast(k, x->dims, x->rank, y->dims, y->rank, dims) < 0)
		return NULL;
	Tensor *r = rt_tensor(k->a, cmp ? DT_BOOL : x->dtype, rank, dims);
	int isf = dtype_isfloat(x->dtype) || (b == B_POW && dtype_isfloat(y->dtype)), bad = 0;
	int64_t *st[2] = {k_bcstrides(k, dims, rank, x), k_bcstrides(k, dims, rank, y)};
	int64_t *idx = NEWA(k->a, int64_t, rank + 1), off[2] = {0, 0};
	if (x->dtype == DT_F32 && y->dtype == DT_F32 && b <= B_DIV && r->numel) {
		f32loop(k, b, x, y, r, dims, rank, st);
		return r;
	}
	for (int64_t i = 0; i < r->numel; i++, k_bcnext(dims, rank, idx, st, off, 2)) {
		int64_t ia = off[0], ib = off[1];
		if (isf) {
			double v = binf(b, rt_getf(x, ia), rt_getf(y, ib), fmod_);
			if (cmp)
				rt_seti(r, i, v != 0);
			else
				rt_setf(r, i, v);      /* integer Pow: pow() truncated, as ORT */
		} else if (b == B_POW) {
			rt_setf(r, i, pow((double)rt_geti(x, ia), (double)rt_geti(y, ib)));
		} else {
			rt_seti(r, i, bini(b, rt_geti(x, ia), rt_geti(y, ib), fmod_, &bad));
		}
	}
	if (bad)
		return k_fail(k, "integer division by zero");
	return r;
}

Tensor *
k_binary(Kctx *k)
{
	const Tensor *x = k_in(k, 0), *y = k_in(k, 1);
	if (!x || !y)
		return k_fail(k, "needs two inputs");
	return binop(k, binof(k->op), x, y);
}

/* Max, Min, Sum: one or more inputs, broadcast together */
Tensor *
k_variadic(Kctx *k)
{
	Binary b = strcmp(k->op, "Sum") == 0 ? B_ADD : binof(k->op);
	const Tensor *r = k_in(k, 0);
	if (!r)
		return k_fail(k, "needs an input");
	if (b == B_ADD && !(dtype_isfloat(r->dtype)))
		return k_unsupported(k, "dtype %s", dtype_name(r->dtype));
	if (r->dtype == DT_BOOL)
		return k_unsupported(k, "dtype bool");
	if (k->nin == 1) {
		Tensor *c = rt_tensor(k->a, r->dtype, r->rank, r->dims);
		if (r->numel)
			memcpy(c->data, r->data, (size_t)r->numel * dtype_size(r->dtype));
		return c;
	}
	for (uint32_t i = 1; i < k->nin && r; i++) {
		if (!k->in[i])
			return k_fail(k, "input %u is missing", i);
		r = binop(k, b, r, k->in[i]);
	}
	return (Tensor *)r;
}

Tensor *
k_where(Kctx *k)
{
	const Tensor *c = k_in(k, 0), *x = k_in(k, 1), *y = k_in(k, 2);
	if (!c || !x || !y)
		return k_fail(k, "needs three inputs");
	if (c->dtype != DT_BOOL || x->dtype != y->dtype || !known_dtype(x->dtype))
		return k_unsupported(k, "dtypes");
	int32_t r1 = c->rank > x->rank ? c->rank : x->rank;
	int32_t rank = r1 > y->rank ? r1 : y->rank;
	int64_t *d1 = NEWA(k->a, int64_t, rank + 1), *dims = NEWA(k->a, int64_t, rank + 1);
	if (k_bcast(k, c->dims, c->rank, x->dims, x->rank, d1) < 0
	    || k_bcast(k, d1, r1, y->dims, y->rank, dims) < 0)
		return NULL;
	Tensor *r = rt_tensor(k->a, x->dtype, rank, dims);
	size_t es = dtype_size(x->dtype);
	for (int64_t i = 0; i < r->numel; i++) {
		const Tensor *s = rt_geti(c, k_bcoff(dims, rank, c->dims, c->rank, i)) ? x : y;
		int64_t o = k_bcoff(dims, rank, s->dims, s->rank, i);
		memcpy((char *)r->data + (size_t)i * es, (const char *)s->data + (size_t)o * es, es);
	}
	return r;
}

/* ---- the entry point ---- */

static const struct { const char *op; KernelFn fn; } ktab[] = {
	{"Cast", k_cast}, {"Identity", k_identity}, {"Where", k_where},
	{"Max", k_variadic}, {"Min", k_variadic}, {"Sum", k_variadic},
	{"Reshape", k_reshape}, {"Unsqueeze", k_unsqueeze}, {"Squeeze", k_squeeze},
	{"Transpose", k_transpose}, {"Concat", k_concat}, {"Slice", k_slice},
	{"Gather", k_gather}, {"Expand", k_expand}, {"Tile", k_tile}, {"Range", k_range},
	{"ConstantOfShape", k_constantofshape}, {"Trilu", k_trilu}, {"MatMul", k_matmul},
	{"ReduceSum", k_reduce}, {"ReduceMean", k_reduce}, {"ReduceMax", k_reduce},
	{"ReduceMin", k_reduce}, {"ReduceProd", k_reduce}, {"CumSum", k_cumsum},
};

static KernelFn
lookup(const char *op)
{
	for (size_t i = 0; i < sizeof ktab / sizeof *ktab; i++)
		if (strcmp(ktab[i].op, op) == 0)
			return ktab[i].fn;
	for (int u = 0; u < NUNARY; u++)
		if (strcmp(unames[u].name, op) == 0)
			return k_unary;
	if (binof(op) < NBINARY)
		return k_binary;
	return NULL;
}

int
rt_kernel_known(const char *op)
{
	return lookup(op) != NULL;
}

Tensor *
rt_kernel(Arena *a, const char *op, Tensor *const *in, uint32_t nin, const Attr *at,
	char *err, size_t errlen)
{
	Kctx k = { a, op, in, nin, at, err, errlen };
	KernelFn fn = lookup(op);
	if (errlen)
		err[0] = 0;
	for (uint32_t i = 0; i < nin; i++)
		if (in[i] && rt_islazy(in[i]))   /* its bytes are not there: rt_materialized */
			die("%s: input %u is computed when read", op, i);
	if (!fn)
		return k_unsupported(&k, "operator");
	return fn(&k);
}
