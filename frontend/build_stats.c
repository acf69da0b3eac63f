/* Reductions and running reductions ONNX has no operator for (F_EXPAND rows of ops.def,
 * handed here by build_multi.c), built from other rows with ATen's formulas:
 *
 *   logsumexp(x, dims, keep)   m = amax(x, dims, True), m = 0 where |m| is inf;
 *                              log(sum(exp(x - m), dims, keep)) + m      (ints: float32)
 *   nansum(x, dims, keep, dt)  sum(x with NaN as 0, dims, keep, dt)
 *   nanmean(x, dims, keep, dt) nansum(...) / sum(x == x, dims, keep)
 *   count_nonzero(x, dims)     sum(x != 0, dims)
 *
 * The running reductions along dim d of size n look at a window per position: j's window is
 * the elements k <= j, an [n, n] mask broadcast over x.unsqueeze(d) (so n * n elements per
 * slice, as mode's comparison does):
 *
 *   cumprod(x, d, dt)          prod(where(k <= j, x_k, 1), k)          (ints, bool: int64)
 *   cummax/cummin(x, d)        values: amax/amin(where(k <= j, x_k, x_0), k), NaN
 *                              propagated; indices: the last k <= j where x_k is the value
 *                              (or, where it is NaN, the last NaN), as ATen's kernel gives
 *                              with its >= (<=) and its NaN test
 *   logcumsumexp(x, d)         logsumexp(where(k <= j, x_k, -inf), k) */
#include <math.h>
#include "builder.h"
#include "rowkit.h"

static SV *
todtype(Builder *b, SV *x, DType dt, SrcLoc loc)
{
	if (dtypeof(x) == dt)
		return x;
	return call2(b, OP_aten_to_dtype, x, sv_value(b, emit_const_dtype(b, dt)), loc);
}

/* x's dtype and rank must be known: -1 after the error */
static int
known(Builder *b, const Op *o, SV *x, SrcLoc loc)
{
	if (dtypeof(x) == DT_UNDEF || x->v->type->rank < 0)
		return emit_error(b, loc, "%s: the dtype and rank of this tensor must be known at "
			"compile time", opname(o));
	return 0;
}

/* NaN as 0 (x itself when it cannot hold NaN) */
static SV *
nanzero(Builder *b, SV *x, SrcLoc loc)
{
	if (!dtype_isfloat(dtypeof(x)))
		return x;
	return call3(b, OP_aten_masked_fill_Scalar, x, call2(b, OP_aten_ne_Tensor, x, x, loc),
		ival(b, 0), loc);
}

/* x with one -inf more at the end of each of the dims (a list of constants): its amax over
 * them is x's where x has elements there, and -inf where it has none (amax refuses an empty
 * dim, as PyTorch's does; logsumexp takes log(sum(exp(x))) = -inf there) */
static SV *
padinf(Builder *b, SV *x, SV *dims, SrcLoc loc)
{
	int32_t r = x->v->type->rank;
	int64_t k;
	if (r <= 0 || dims->k != SV_TUPLE)
		return x;
	SV **pad = NEWA(b->a, SV *, 2 * r);
	for (int32_t j = 0; j < 2 * r; j++)
		pad[j] = ival(b, 0);
	for (uint32_t i = 0; i < dims->n; i++) {
		if (!(dims->el[i]->k == SV_VALUE && ir_constint(dims->el[i]->v, &k)) || k < -r ||
		    k >= r)
			return x; /* amax says what is wrong */
		pad[2 * (r - 1 - (k < 0 ? k + r : k)) + 1] = ival(b, 1);
	}
	return call3(b, OP_aten_constant_pad_nd_Tensor, x, sv_list(b, pad, 2 * (uint32_t)r),
		fval(b, -INFINITY), loc);
}

/* logsumexp of float x over dims (a list) */
static SV *
lse(Builder *b, SV *x, SV *dims, SV *keep, SrcLoc loc)
{
	SV *m = call3(b, OP_aten_amax_dim, padinf(b, x, dims, loc), dims, bval(b, 1), loc);
	SV *inf = call2(b, OP_aten_eq_Scalar, call1(b, OP_aten_abs_Tensor, m, loc),
		fval(b, INFINITY), loc);
	m = call3(b, OP_aten_masked_fill_Scalar, m, inf, ival(b, 0), loc);
	SV *e = call1(b, OP_aten_exp_Tensor, call2(b, OP_aten_sub_Tensor, x, m, loc), loc);
	SV *s = call3(b, OP_aten_sum_dim, e, dims, keep, loc);
	return call2(b, OP_aten_add_Tensor, call1(b, OP_aten_log_Tensor, s, loc),
		call3(b, OP_aten_sum_dim, m, dims, keep, loc), loc); /* m's dims of 1 as s's */
}

static SV *
logsumexp(Builder *b, const Op *o, SV **arg, SrcLoc loc)
{
	SV *x = arg[0], *dims = arg[1];
	if (known(b, o, x, loc) < 0)
		return sv_poison(b);
	if (dims->k == SV_TUPLE && !dims->n) { /* ATen's shapes disagree: PyTorch raises */
		emit_error(b, loc, "%s: an empty list of dims fails in PyTorch (output with shape "
			"[] doesn't match the broadcast shape)", opname(o));
		return sv_poison(b);
	}
	if (dims->k == SV_VALUE && dims->v->type->kind == T_INT)
		dims = one(b, dims);
	if (!dtype_isfloat(dtypeof(x)))
		x = todtype(b, x, DT_F32, loc);
	return lse(b, x, dims, arg[2], loc);
}

/* nansum(x, dim, keepdim, dtype), nanmean(x, dim, keepdim, dtype) */
static SV *
nanreduce(Builder *b, const Op *o, SV **arg, int mean, SrcLoc loc)
{
	SV *x = arg[0];
	if (known(b, o, x, loc) < 0)
		return sv_poison(b);
	if (mean && !dtype_isfloat(dtypeof(x))) {
		emit_error(b, loc, "%s(): expected input to have floating point dtype but got %s",
			opname(o), dtype_tsname(dtypeof(x)));
		return sv_poison(b);
	}
	SV *a[4] = {nanzero(b, x, loc), arg[1], arg[2], arg[3]};
	SV *s = oprow_apply(b, OP_aten_sum_dim, a, 4, loc);
	if (!mean)
		return s;
	SV *c[3] = {call2(b, OP_aten_eq_Tensor, x, x, loc), arg[1], arg[2]};
	return call2(b, OP_aten_div_Tensor, s, oprow_apply(b, OP_aten_sum_dim, c, 3, loc), loc);
}

/* count_nonzero(x, dims) and count_nonzero(x, dim=None) */
static SV *
countnz(Builder *b, SV **arg, SrcLoc loc)
{
	SV *d = arg[1];
	if (d->k == SV_VALUE && d->v->type->kind == T_INT)
		d = one(b, d);
	return call3(b, OP_aten_sum_dim, call2(b, OP_aten_ne_Scalar, arg[0], ival(b, 0), loc), d,
		bval(b, 0), loc);
}

/* a shape list of rank m: -1 at position at, 1 elsewhere */
static SV *
axis(Builder *b, int32_t m, int32_t at)
{
	SV **el = NEWA(b->a, SV *, m);
	for (int32_t j = 0; j < m; j++)
		el[j] = ival(b, j == at ? -1 : 1);
	return sv_list(b, el, (uint32_t)m);
}

/* the window of dim d of x (rank r): mask[j, k] = k <= j over the dims d and d + 1 of
 * x.unsqueeze(d), and in *kp the positions k, shaped to broadcast there too */
static SV *
window(Builder *b, SV *x, int d, int32_t r, SV **kp, SrcLoc loc)
{
	SV *n = call2(b, OP_aten_size_int, x, ival(b, d), loc);
	SV *ar = call1(b, OP_aten_arange_Tensor, n, loc);
	int32_t m = r + 1 - d;
	*kp = call2(b, OP_aten_reshape_Tensor, ar, axis(b, m, 1), loc);
	SV *jp = call2(b, OP_aten_reshape_Tensor, ar, axis(b, m, 0), loc);
	return call2(b, OP_aten_le_Tensor, *kp, jp, loc);
}

/* cumprod, cummax, cummin, logcumsumexp of x (rank r > 0) along d */
static SV *
running(Builder *b, const Op *o, SV *x, int d, int32_t r, SrcLoc loc)
{
	uint32_t row = op_row(o);
	SV *kp, *mask = window(b, x, d, r, &kp, loc);
	SV *xk = call2(b, OP_aten_unsqueeze_Tensor, x, ival(b, d), loc), *k = ival(b, d + 1);
	if (row == OP_aten_cumprod_Tensor) {
		SV *w = call3(b, OP_aten_where_ScalarOther, mask, xk, ival(b, 1), loc);
		return call3(b, OP_aten_prod_dim, w, k, bval(b, 0), loc);
	}
	if (row == OP_aten_logcumsumexp_Tensor) {
		SV *w = call3(b, OP_aten_where_ScalarOther, mask, xk, fval(b, -INFINITY), loc);
		return lse(b, w, one(b, k), bval(b, 0), loc);
	}
	/* cummax, cummin: masked positions hold x_0, which every window holds */
	SV *s[5] = {xk, k, ival(b, 0), ival(b, 1), ival(b, 1)};
	SV *w = call3(b, OP_aten_where_self, mask, xk, oprow_apply(b, OP_aten_slice_Tensor, s, 5,
		loc), loc);
	SV *v = call3(b, row == OP_aten_cummax_Tensor ? OP_aten_amax_dim : OP_aten_amin_dim, w,
		one(b, k), bval(b, 0), loc);
	SV *vk = call2(b, OP_aten_unsqueeze_Tensor, v, k, loc);
	SV *at = call2(b, OP_aten_eq_Tensor, xk, vk, loc);
	if (dtype_isfloat(dtypeof(x)))
		at = call2(b, OP_aten_logical_or_Tensor, at, call2(b, OP_aten_logical_and_Tensor,
			call2(b, OP_aten_ne_Tensor, xk, xk, loc), call2(b, OP_aten_ne_Tensor, vk, vk,
			loc), loc), loc);
	SV *cand = call3(b, OP_aten_where_ScalarOther, call2(b, OP_aten_logical_and_Tensor, mask,
		at, loc), kp, ival(b, -1), loc);
	SV *i = call3(b, OP_aten_amax_dim, cand, one(b, k), bval(b, 0), loc);
	SV *t = sv_new(b, SV_TUPLE);
	t->n = 2;
	t->fields = o->retnames;
	t->el = NEWA(b->a, SV *, 2);
	t->el[0] = v, t->el[1] = i;
	return v->k == SV_POISON ? v : i->k == SV_POISON ? i : t;
}

/* cumprod(x, dim, dtype), cummax(x, dim), cummin(x, dim), logcumsumexp(x, dim): a 0-d x
 * is computed as one element */
static SV *
cumulative(Builder *b, const Op *o, SV **arg, SrcLoc loc)
{
	SV *x = arg[0];
	uint32_t row = op_row(o);
	int64_t k;
	if (known(b, o, x, loc) < 0)
		return sv_poison(b);
	int32_t r = x->v->type->rank, m = r ? r : 1;
	if (!(arg[1]->k == SV_VALUE && ir_constint(arg[1]->v, &k))) {
		emit_error(b, loc, "%s: the dim must be known at compile time", opname(o));
		return sv_poison(b);
	}
	/* ATen's cummax and cummin fill a 0-d result before they look at the dim (1.13:
	 * torch.cummax(torch.tensor(2.5), 5) is (2.5, 0)); the others wrap it first */
	int anydim = r == 0 && (row == OP_aten_cummax_Tensor || row == OP_aten_cummin_Tensor);
	if (!anydim && (k < -m || k >= m)) {
		emit_error(b, loc, "%s: Dimension out of range (expected to be in range of [%d, %d], "
			"but got %lld)", opname(o), -m, m - 1, (long long)k);
		return sv_poison(b);
	}
	DType dt = dtypeof(x);
	if (row == OP_aten_logcumsumexp_Tensor && !dtype_isfloat(dt)) {
		emit_error(b, loc, "%s: \"logcumsumexp_out_cpu\" not implemented for '%s'",
			opname(o), dtype_tsname(dt));
		return sv_poison(b);
	}
	if (row == OP_aten_cumprod_Tensor) {
		SV *want = arg[2];
		if (!oprow_isnone(want))
			x = call2(b, OP_aten_to_dtype, x, want, loc);
		else if (!dtype_isfloat(dt))
			x = todtype(b, x, DT_I64, loc);
	}
	if (r == 0) {
		SV *flat = call2(b, OP_aten_reshape_Tensor, x, one(b, ival(b, 1)), loc);
		SV *res = running(b, o, flat, 0, 1, loc);
		SV *z = sv_list(b, NULL, 0);
		if (res->k == SV_TUPLE) {
			res->el[0] = call2(b, OP_aten_reshape_Tensor, res->el[0], z, loc);
			res->el[1] = call2(b, OP_aten_reshape_Tensor, res->el[1], z, loc);
			return res;
		}
		return call2(b, OP_aten_reshape_Tensor, res, z, loc);
	}
	return running(b, o, x, (int)(k < 0 ? k + r : k), r, loc);
}

/* the row o on its arguments (schema order, defaults filled in); NULL if o is not one of
 * these rows */
SV *
stats_expand(Builder *b, const Op *o, SV **arg, SrcLoc loc)
{
	switch (op_row(o)) {
	case OP_aten_logsumexp_Tensor: return logsumexp(b, o, arg, loc);
	case OP_aten_nansum_Tensor: return nanreduce(b, o, arg, 0, loc);
	case OP_aten_nanmean_Tensor: return nanreduce(b, o, arg, 1, loc);
	case OP_aten_count_nonzero_dim_IntList:
	case OP_aten_count_nonzero_Tensor: return countnz(b, arg, loc);
	case OP_aten_cumprod_Tensor:
	case OP_aten_cummax_Tensor:
	case OP_aten_cummin_Tensor:
	case OP_aten_logcumsumexp_Tensor: return cumulative(b, o, arg, loc);
	default: return NULL;
	}
}
