/* Factories ONNX has no operator for (F_EXPAND rows of ops.def, handed here by
 * build_multi.c), built from other rows with PyTorch 1.13's semantics:
 *
 *   eye(n, m, dtype)             arange(n).unsqueeze(1) == arange(m), as dtype (float32)
 *   linspace(a, b, n, dtype)     ATen's CPU kernel: a and b converted to dtype first (an int
 *                                dtype truncates them), step = (b - a) / (n - 1) computed in
 *                                dtype (double for an integer dtype), a + step * i for i <
 *                                n / 2 and b - step * (n - 1 - i) after, then as dtype
 *                                (truncated); n == 1 gives a.  An integer dtype's points
 *                                below n - n % 2W as ATen's vectorized loop computes them
 *                                (AVX2, PyTorch's default: W = 32 bytes / the dtype's size):
 *                                a vector's first point truncated, plus step * lane
 *   logspace(a, b, n, base, ..)  base ** linspace's exponents (an integer dtype: the base as
 *                                a float32, the power in double, truncated); n == 1 gives
 *                                base ** a in double
 *   empty, empty_like, new_empty zeros: their values are unspecified, zeros are some
 *   new_zeros/new_ones/new_full  zeros/ones/full with self's dtype unless dtype= is given
 *   scalar_tensor(s, dtype)      full([], s, dtype) with float32 by default (not s's kind)
 *   _dim_arange(like, d)         arange(like.size(d))
 *
 * Sizes and steps may be run-time ints; the bounds may be run-time numbers (a 0-d tensor
 * converted as TorchScript's ScalarImplicit does). */
#include <string.h>
#include "builder.h"
#include "rowkit.h"

static SV *
dval(Builder *b, DType dt)
{
	return sv_value(b, emit_const_dtype(b, dt));
}

static int
cint(SV *s, int64_t *v)
{
	return s->k == SV_VALUE && s->v->type->kind == T_INT && ir_constint(s->v, v);
}

/* a dtype= argument: its constant, or dflt where it is None */
static DType
dtype_or(SV *s, DType dflt)
{
	int64_t c;
	if (s->k == SV_VALUE && s->v->type->kind == T_DTYPE && ir_constint(s->v, &c))
		return (DType)c;
	return dflt;
}

static SV *
to(Builder *b, SV *x, DType dt, SrcLoc loc)
{
	return call2(b, OP_aten_to_dtype, x, dval(b, dt), loc);
}

/* the number s as a 0-d tensor of dtype dt (Scalar.to<dt>: an int dtype truncates) */
static SV *
num(Builder *b, SV *s, DType dt, SrcLoc loc)
{
	SV *a[3] = {sv_list(b, NULL, 0), s, dval(b, dt)};
	return oprow_apply(b, OP_aten_full_Tensor, a, 3, loc);
}

/* a size that must not be negative (PyTorch's message), when it is a constant */
static int
nonneg(Builder *b, const Op *o, SV *s, const char *what, SrcLoc loc)
{
	int64_t k;
	if (cint(s, &k) && k < 0)
		return emit_error(b, loc, "%s: %s must be greater or equal to 0, got %lld", opname(o),
			what, (long long)k);
	return 0;
}

/* eye(n, m, dtype, layout, device, pin_memory): m NULL for eye(n) */
static SV *
eye(Builder *b, const Op *o, SV *n, SV *m, SV **tail, SrcLoc loc)
{
	if (nonneg(b, o, n, "n", loc) < 0 || (m && nonneg(b, o, m, "m", loc) < 0))
		return sv_poison(b);
	SV *r = oprow_apply(b, OP_aten_arange_Tensor, &n, 1, loc);
	SV *c = oprow_apply(b, OP_aten_arange_Tensor, m ? &m : &n, 1, loc);
	SV *e = call2(b, OP_aten_eq_Tensor, call2(b, OP_aten_unsqueeze_Tensor, r, ival(b, 1), loc),
		c, loc);
	if (device_check(b, tail[2], loc) < 0)
		return sv_poison(b);
	return to(b, e, dtype_or(tail[0], DT_F32), loc);
}

/* linspace's points (logspace's exponents) before the cast to dt, in the dtype the kernel
 * computes in (double for an integer dt); *cdt is that dtype */
static SV *
points(Builder *b, SV *start, SV *end, SV *n, DType dt, int log, DType *cdt, SrcLoc loc)
{
	DType c = dtype_isfloat(dt) ? dt : DT_F64;
	*cdt = c;
	SV *s = to(b, num(b, start, dt, loc), c, loc), *e = to(b, num(b, end, dt, loc), c, loc);
	SV *ar[2] = {n, dval(b, c)};
	SV *i = oprow_apply(b, OP_aten_arange_Tensor, ar, 2, loc);
	SV *den = call2(b, OP_aten_max_int, call2(b, OP_aten_sub_int, n, ival(b, 1), loc),
		ival(b, 1), loc);
	SV *step = call2(b, OP_aten_div_Scalar, call2(b, OP_aten_sub_Tensor, e, s, loc), den, loc);
	/* halfway = n / 2, and 1 for n == 1, whose one point is start */
	SV *one = oprow_apply(b, OP_aten_Int_bool, (SV *[]){call2(b, OP_aten_eq_int, n, ival(b, 1),
		loc)}, 1, loc);
	SV *half = call2(b, OP_aten_add_int, call2(b, OP_aten_floordiv_int, n, ival(b, 2), loc), one,
		loc);
	SV *lo = call2(b, OP_aten_add_Tensor, s, call2(b, OP_aten_mul_Tensor, step, i, loc), loc);
	SV *back = call2(b, OP_aten_rsub_Scalar, i, call2(b, OP_aten_sub_int, n, ival(b, 1), loc),
		loc);
	SV *hi = call2(b, OP_aten_sub_Tensor, e, call2(b, OP_aten_mul_Tensor, step, back, loc), loc);
	SV *r = call3(b, OP_aten_where_self, call2(b, OP_aten_lt_Scalar, i, half, loc), lo, hi, loc);
	if (c == dt || log) /* logspace's integer loop is not vectorized */
		return r;
	/* linspace of an integer dtype: ATen's vectorized loop (cpu_serial_kernel_vec, AVX2's 32-byte
	 * vectors of W lanes, two per step) computes the points below m = n - n % 2W as a
	 * vector's first point, truncated to dt, plus step * lane; the rest one by one */
	int64_t w = 32 / (int64_t)dtype_size(dt);
	SV *q = call2(b, OP_aten_sub_Tensor, i, call2(b, OP_aten_remainder_Scalar, i, ival(b, w),
		loc), loc);
	SV *j = call2(b, OP_aten_sub_Tensor, i, q, loc);
	SV *qlo = call2(b, OP_aten_add_Tensor, s, call2(b, OP_aten_mul_Tensor, step, q, loc), loc);
	SV *qback = call2(b, OP_aten_rsub_Scalar, q, call2(b, OP_aten_sub_int, n, ival(b, 1), loc),
		loc);
	SV *qhi = call2(b, OP_aten_sub_Tensor, e, call2(b, OP_aten_mul_Tensor, step, qback, loc),
		loc);
	SV *base = call3(b, OP_aten_where_self, call2(b, OP_aten_lt_Scalar, q, call2(b,
		OP_aten_floordiv_int, n, ival(b, 2), loc), loc), qlo, qhi, loc);
	base = to(b, to(b, base, dt, loc), c, loc);
	SV *vec = call2(b, OP_aten_add_Tensor, base, call2(b, OP_aten_mul_Tensor, step, j, loc), loc);
	SV *m = call2(b, OP_aten_mul_int, call2(b, OP_aten_floordiv_int, n, ival(b, 2 * w), loc),
		ival(b, 2 * w), loc);
	return call3(b, OP_aten_where_self, call2(b, OP_aten_lt_Scalar, i, m, loc), vec, r, loc);
}

/* linspace(start, end, steps, dtype, ...) and logspace(start, end, steps, base, dtype, ...) */
static SV *
space(Builder *b, const Op *o, SV **arg, int log, SrcLoc loc)
{
	SV **tail = arg + 3 + log;
	DType dt = dtype_or(tail[0], DT_F32), c;
	int64_t k;
	if (dt == DT_BOOL) {
		emit_error(b, loc, "%s: \"%s_cpu\" not implemented for 'Bool'", opname(o), opname(o));
		return sv_poison(b);
	}
	if (cint(arg[2], &k) && k < 0) {
		emit_error(b, loc, "%s: number of steps must be non-negative", opname(o));
		return sv_poison(b);
	}
	if (device_check(b, tail[2], loc) < 0)
		return sv_poison(b);
	if (log && cint(arg[2], &k) && k == 1) { /* fill_(pow(base, start)) in double */
		SV *p = call2(b, OP_aten_pow_Tensor_Tensor, num(b, arg[3], DT_F64, loc),
			num(b, arg[0], DT_F64, loc), loc);
		return to(b, call2(b, OP_aten_reshape_Tensor, p, sv_list(b, (SV *[]){ival(b, 1)}, 1),
			loc), dt, loc);
	}
	SV *p = points(b, arg[0], arg[1], arg[2], dt, log, &c, loc);
	if (log) {
		SV *base = to(b, num(b, arg[3], dtype_isfloat(dt) ? dt : DT_F32, loc), c, loc);
		p = call2(b, OP_aten_pow_Tensor_Tensor, base, p, loc);
	}
	return to(b, p, dt, loc);
}

/* new_zeros(self, size, ...), new_ones, new_full(self, size, fill, ...), new_empty: the
 * factory with dtype= defaulting to self's */
static SV *
newlike(Builder *b, uint32_t row, SV **arg, int full, SrcLoc loc)
{
	SV *a[6];
	uint32_t n = 0;
	a[n++] = arg[1];
	if (full)
		a[n++] = arg[2];
	SV **tail = arg + 2 + full;
	const Type *t = arg[0]->k == SV_VALUE ? arg[0]->v->type : NULL;
	a[n++] = oprow_isnone(tail[0]) && t && t->kind == T_TENSOR ? dval(b, t->dtype) : tail[0];
	for (int j = 1; j < 4; j++)
		a[n++] = tail[j];
	return oprow_apply(b, row, a, n, loc);
}

/* memory_format= of empty and empty_like: any constant lays out only */
static int
format(Builder *b, const Op *o, SV *s, SrcLoc loc)
{
	int64_t v;
	if (!oprow_isnone(s) && (s->k != SV_VALUE || s->v->type->kind != T_INT ||
	    !ir_constint(s->v, &v)))
		return emit_error(b, loc, "%s: memory_format= must be a constant torch memory format",
			opname(o));
	return 0;
}

/* the factory row o on its arguments (schema order, defaults filled in); NULL if o is not
 * one of these rows */
SV *
factory_expand(Builder *b, const Op *o, SV **arg, SrcLoc loc)
{
	switch (op_row(o)) {
	case OP_aten_eye_Tensor: return eye(b, o, arg[0], NULL, arg + 1, loc);
	case OP_aten_eye_m: return eye(b, o, arg[0], arg[1], arg + 2, loc);
	case OP_aten_linspace_Tensor: return space(b, o, arg, 0, loc);
	case OP_aten_logspace_Tensor: return space(b, o, arg, 1, loc);
	case OP_aten_empty_memory_format:
		if (format(b, o, arg[5], loc) < 0)
			return sv_poison(b);
		return oprow_apply(b, OP_aten_zeros_Tensor, arg, 5, loc);
	case OP_aten_empty_like_Tensor:
		if (format(b, o, arg[5], loc) < 0)
			return sv_poison(b);
		return oprow_apply(b, OP_aten_zeros_like_Tensor, arg, 5, loc);
	case OP_aten_new_zeros_Tensor:
	case OP_aten_new_empty_Tensor: return newlike(b, OP_aten_zeros_Tensor, arg, 0, loc);
	case OP_aten_new_ones_Tensor: return newlike(b, OP_aten_ones_Tensor, arg, 0, loc);
	case OP_aten_new_full_Tensor: return newlike(b, OP_aten_full_Tensor, arg, 1, loc);
	case OP_aten_scalar_tensor_Tensor: {
		SV *a[5] = {sv_list(b, NULL, 0), arg[0], dval(b, dtype_or(arg[1], DT_F32)), arg[2],
			arg[3]};
		return oprow_apply(b, OP_aten_full_Tensor, a, 5, loc);
	}
	case OP_aten__dim_arange_Tensor: {
		SV *n = call2(b, OP_aten_size_int, arg[0], arg[1], loc);
		return oprow_apply(b, OP_aten_arange_Tensor, &n, 1, loc);
	}
	default: return NULL;
	}
}
