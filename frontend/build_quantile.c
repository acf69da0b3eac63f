/* Order statistics that skip or flag NaN (F_EXPAND rows of ops.def, handed here by
 * build_multi.c), from a sort with ATen's formulas (1.13, quantile_compute):
 *
 *   sorted(x) along the last dim, NaN last: x with NaN as +inf sorted (stable), the
 *   positions from the count of non-NaN on set to NaN again
 *   quantile(x, q, dim, keepdim, interpolation)
 *       rank = q * (n - 1), n - 1 where the slice holds NaN (so the result is NaN)
 *   nanquantile: rank = q * (count of non-NaN - 1), 0 where that is negative
 *       lower: floor(rank), higher: ceil, nearest: round (half to even), then the value at
 *       it; linear: lerp(value at floor, value at ceil, rank - floor), midpoint: weight 0.5
 *       (lerp as ATen's: w < 0.5 ? a + w (b - a) : b - (b - a) (1 - w))
 *   nanmedian(x, dim, keepdim)  the value at (count of non-NaN - 1) // 2 of the sorted slice,
 *       and its index (NaN and index 0 where the slice is all NaN); nanmedian(x): of every
 *       element
 *
 * q is a float, or a 0-d or 1-d tensor (its values are not checked at run time: PyTorch
 * raises outside [0, 1]); a 1-d q puts its dim first. */
#include <math.h>
#include <string.h>
#include "builder.h"
#include "rowkit.h"

/* x with dim d moved last (d < 0: x flattened); *r its rank after */
static SV *
lastdim(Builder *b, SV *x, int d, SrcLoc loc)
{
	int32_t r = x->v->type->rank;
	if (d < 0)
		return call2(b, OP_aten_reshape_Tensor, x, one(b, ival(b, -1)), loc);
	if (d == r - 1)
		return x;
	SV **p = NEWA(b->a, SV *, r);
	for (int32_t i = 0, j = 0; i < r; i++)
		if (i != d)
			p[j++] = ival(b, i);
	p[r - 1] = ival(b, d);
	return call2(b, OP_aten_permute_Tensor, x, sv_list(b, p, (uint32_t)r), loc);
}

/* x (float) sorted along its last dim with NaN last, and the indices; *cnt the count of
 * non-NaN per slice (keepdim) */
static SV *
nansort(Builder *b, SV *x, SV **idx, SV **cnt, SrcLoc loc)
{
	SV *isnan = call2(b, OP_aten_ne_Tensor, x, x, loc);
	SV *filled = call3(b, OP_aten_masked_fill_Scalar, x, isnan, fval(b, INFINITY), loc);
	SV *a[4] = {filled, bval(b, 1), ival(b, -1), bval(b, 0)};
	SV *s = oprow_apply(b, OP_aten_sort_stable, a, 4, loc);
	if (s->k != SV_TUPLE)
		return s;
	*cnt = call3(b, OP_aten_sum_dim, call1(b, OP_aten_logical_not_Tensor, isnan, loc),
		one(b, ival(b, -1)), bval(b, 1), loc);
	SV *n = call2(b, OP_aten_size_int, x, ival(b, -1), loc);
	SV *pos = call1(b, OP_aten_arange_Tensor, n, loc);
	*idx = s->el[1];
	return call3(b, OP_aten_masked_fill_Scalar, s->el[0], call2(b, OP_aten_ge_Tensor, pos,
		*cnt, loc), fval(b, NAN), loc);
}

/* the dim argument: -1 for None, else wrapped; -2 after an error */
static int
dimarg(Builder *b, const char *who, SV *x, SV *dim, SrcLoc loc)
{
	int64_t k;
	int32_t r = x->v->type->rank, m = r ? r : 1;
	if (oprow_isnone(dim))
		return -1;
	if (!(dim->k == SV_VALUE && ir_constint(dim->v, &k))) {
		emit_error(b, loc, "%s: the dim must be known at compile time", who);
		return -2;
	}
	if (k < -m || k >= m) {
		emit_error(b, loc, "%s: Dimension out of range (expected to be in range of [%d, %d], "
			"but got %lld)", who, -m, m - 1, (long long)k);
		return -2;
	}
	return r ? (int)(k < 0 ? k + r : k) : -1;
}

/* the reduced slice's result v (the sorted dim gone) given back its dim d as 1 (keepdim);
 * qdims: 1 where a 1-d q's dim leads */
static SV *
keepback(Builder *b, SV *v, int d, int32_t r, int qdims, SrcLoc loc)
{
	if (d >= 0)
		return call2(b, OP_aten_unsqueeze_Tensor, v, ival(b, d + qdims), loc);
	for (int32_t i = 0; i < r; i++)
		v = call2(b, OP_aten_unsqueeze_Tensor, v, ival(b, qdims), loc);
	return v;
}

enum { QI_LINEAR, QI_LOWER, QI_HIGHER, QI_MIDPOINT, QI_NEAREST };

/* quantile / nanquantile(x, q, dim, keepdim, interpolation) */
static SV *
quantile(Builder *b, const Op *o, SV **arg, int ignorenan, SrcLoc loc)
{
	const char *who = ignorenan ? "nanquantile()" : "quantile()";
	SV *x = arg[0], *q = arg[1];
	DType dt = dtypeof(x);
	int32_t r = x->v->type->rank;
	if (dt == DT_UNDEF || r < 0) {
		emit_error(b, loc, "%s: the dtype and rank of this tensor must be known at compile "
			"time", who);
		return sv_poison(b);
	}
	if (dt != DT_F32 && dt != DT_F64) {
		emit_error(b, loc, "%s input tensor must be either float or double dtype", who);
		return sv_poison(b);
	}
	static const char *const modes[] = {"linear", "lower", "higher", "midpoint", "nearest"};
	const char *ms = strof(arg[4]);
	int mode = -1;
	for (int i = 0; ms && i < 5; i++)
		if (!strcmp(ms, modes[i]))
			mode = i;
	if (mode < 0) {
		emit_error(b, loc, "%s interpolation must be one of linear, lower, higher, midpoint "
			"or nearest, but got %s", who, ms ? ms : "a string known only at run time");
		return sv_poison(b);
	}
	int qdims = 0;
	if (q->k == SV_VALUE && q->v->type->kind == T_TENSOR) {
		if (dtypeof(q) != dt) {
			emit_error(b, loc, "%s q tensor must be same dtype as the input tensor", who);
			return sv_poison(b);
		}
		if (q->v->type->rank < 0 || q->v->type->rank > 1) {
			emit_error(b, loc, "%s q must be a scalar or 1D tensor", who);
			return sv_poison(b);
		}
		qdims = q->v->type->rank;
	} else {
		double qv;
		if (ir_constfloat(q->v, &qv) && !(qv >= 0 && qv <= 1)) {
			emit_error(b, loc, "%s q must be in the range [0, 1] but got %g", who, qv);
			return sv_poison(b);
		}
		q = call2(b, OP_aten_to_dtype, oprow_apply(b, OP_aten_tensor_float, (SV *[]){q,
			sv_value(b, emit_const_none(b))}, 2, loc), sv_value(b, emit_const_dtype(b, dt)),
			loc);
	}
	int64_t keep;
	if (!ir_constint(arg[3]->v, &keep)) {
		emit_error(b, loc, "%s: keepdim must be known at compile time", who);
		return sv_poison(b);
	}
	int d = dimarg(b, who, x, arg[2], loc);
	if (d < -1)
		return sv_poison(b);
	Dim len = d >= 0 ? x->v->type->dims[d] : 1;
	for (int32_t i = 0; d < 0 && i < r; i++)
		len = len >= 0 && x->v->type->dims[i] >= 0 ? len * x->v->type->dims[i] : DIM_UNKNOWN;
	if (len == 0) {
		emit_error(b, loc, "%s input tensor must be non-empty", who);
		return sv_poison(b);
	}
	SV *xt = lastdim(b, r ? x : call2(b, OP_aten_reshape_Tensor, x, one(b, ival(b, 1)), loc),
		r ? d : 0, loc), *idx, *cnt = NULL;
	SV *sorted = nansort(b, xt, &idx, &cnt, loc);
	if (sorted->k != SV_VALUE || !cnt)
		return sv_poison(b);
	int32_t sr = sorted->v->type->rank; /* the reduced dims and the sorted one */
	SV *last = call2(b, OP_aten_sub_int, call2(b, OP_aten_size_int, sorted, ival(b, -1), loc),
		ival(b, 1), loc);
	if (qdims) { /* q's dim first: sorted [Q, ..., n], q [Q, 1, ..., 1] */
		SV **sh = NEWA(b->a, SV *, sr + 1);
		sh[0] = ival(b, -1);
		for (int32_t i = 1; i <= sr; i++)
			sh[i] = ival(b, 1);
		q = call2(b, OP_aten_reshape_Tensor, q, sv_list(b, sh, (uint32_t)sr + 1), loc);
		sorted = call2(b, OP_aten_unsqueeze_Tensor, sorted, ival(b, 0), loc);
		cnt = call2(b, OP_aten_unsqueeze_Tensor, cnt, ival(b, 0), loc);
	}
	SV *ranks;
	if (ignorenan) {
		ranks = call2(b, OP_aten_mul_Tensor, q, call2(b, OP_aten_sub_Scalar, cnt, ival(b, 1),
			loc), loc);
		ranks = call2(b, OP_aten_clamp_min_Scalar, ranks, ival(b, 0), loc);
	} else {
		SV *hasnan = call2(b, OP_aten_lt_Scalar, /* fewer than n are not NaN */ cnt, call2(b, OP_aten_add_int, last, ival(b, 1),
			loc), loc);
		ranks = call3(b, OP_aten_where_ScalarSelf, hasnan, last, call2(b,
			OP_aten_mul_Scalar, q, last, loc), loc);
		ranks = call2(b, OP_aten_to_dtype, ranks, sv_value(b, emit_const_dtype(b, dt)), loc);
	}
	if (mode == QI_LOWER)
		ranks = call1(b, OP_aten_floor_Tensor, ranks, loc);
	else if (mode == QI_HIGHER)
		ranks = call1(b, OP_aten_ceil_Tensor, ranks, loc);
	else if (mode == QI_NEAREST)
		ranks = call1(b, OP_aten_round_Tensor, ranks, loc);
	SV *below = call2(b, OP_aten_to_dtype, call1(b, OP_aten_floor_Tensor, ranks, loc),
		sv_value(b, emit_const_dtype(b, DT_I64)), loc);
	if (qdims) { /* gather takes no dim larger than its input's: sorted as wide as q */
		SV *sz = call2(b, OP_aten_size_int, below, ival(b, 0), loc);
		SV **ex = NEWA(b->a, SV *, sr + 1);
		ex[0] = sz;
		for (int32_t i = 1; i <= sr; i++)
			ex[i] = ival(b, -1);
		sorted = call2(b, OP_aten_expand_Tensor, sorted, sv_list(b, ex, (uint32_t)sr + 1),
			loc);
	}
	SV *g[3] = {sorted, ival(b, -1), below};
	SV *v = oprow_apply(b, OP_aten_gather_Tensor, g, 3, loc);
	if (mode == QI_LINEAR || mode == QI_MIDPOINT) {
		SV *above = call2(b, OP_aten_to_dtype, call1(b, OP_aten_ceil_Tensor, ranks, loc),
			sv_value(b, emit_const_dtype(b, DT_I64)), loc);
		SV *ga[3] = {sorted, ival(b, -1), above};
		SV *va = oprow_apply(b, OP_aten_gather_Tensor, ga, 3, loc);
		SV *w = mode == QI_MIDPOINT ? fval(b, 0.5) : call2(b, OP_aten_sub_Tensor, ranks,
			call1(b, OP_aten_floor_Tensor, ranks, loc), loc);
		SV *l[3] = {v, va, w};
		v = oprow_apply(b, mode == QI_MIDPOINT ? OP_aten_lerp_Scalar : OP_aten_lerp_Tensor,
			l, 3, loc);
	}
	v = call2(b, OP_aten_squeeze_dim, v, ival(b, -1), loc);
	if (keep)
		v = keepback(b, v, r ? d : -1, r, qdims, loc);
	(void)o;
	return v;
}

/* nanmedian(x, dim, keepdim): values and indices; nanmedian(x): the value of every element */
static SV *
nanmedian(Builder *b, const Op *o, SV *x, SV *dim, SV *keep, int all, SrcLoc loc)
{
	const char *who = "nanmedian";
	int32_t r = x->v->type->rank;
	int64_t kv = 0;
	if (x->v->type->dtype == DT_UNDEF || r < 0) {
		emit_error(b, loc, "%s: the dtype and rank of this tensor must be known at compile "
			"time", who);
		return sv_poison(b);
	}
	if (!all && !ir_constint(keep->v, &kv)) {
		emit_error(b, loc, "%s: keepdim must be known at compile time", who);
		return sv_poison(b);
	}
	int d = all ? -1 : dimarg(b, who, x, dim, loc);
	if (d < -1)
		return sv_poison(b);
	if (!all && r && x->v->type->dims[d] == 0) {
		emit_error(b, loc, "%s: Expected reduction dim %d to have non-zero size.", who, d);
		return sv_poison(b);
	}
	SV *xt = lastdim(b, r ? x : call2(b, OP_aten_reshape_Tensor, x, one(b, ival(b, 1)), loc),
		r ? d : 0, loc), *idx = NULL, *cnt = NULL, *vals, *ids;
	if (!dtype_isfloat(x->v->type->dtype)) { /* no NaN: the lower median */
		SV *s = oprow_apply(b, OP_aten_sort_stable, (SV *[]){xt, bval(b, 1), ival(b, -1),
			bval(b, 0)}, 4, loc);
		if (s->k != SV_TUPLE)
			return sv_poison(b);
		vals = s->el[0], idx = s->el[1];
		cnt = call3(b, OP_aten_sum_dim, call1(b, OP_aten_ones_like_Tensor, vals, loc),
			one(b, ival(b, -1)), bval(b, 1), loc); /* n in each slice */
		cnt = call2(b, OP_aten_to_dtype, cnt, sv_value(b, emit_const_dtype(b, DT_I64)), loc);
	} else
		vals = nansort(b, xt, &idx, &cnt, loc);
	if (vals->k != SV_VALUE || !cnt)
		return sv_poison(b);
	SV *pos = call2(b, OP_aten_clamp_min_Scalar, call2(b, OP_aten_floor_divide_Scalar, call2(b,
		OP_aten_sub_Scalar, cnt, ival(b, 1), loc), ival(b, 2), loc), ival(b, 0), loc);
	if (all) { /* an empty x: NaN */
		SV **pl = NEWA(b->a, SV *, 2);
		pl[0] = ival(b, 0), pl[1] = ival(b, 1);
		SV *padv = call3(b, OP_aten_constant_pad_nd_Tensor, vals, sv_list(b, pl, 2),
			fval(b, NAN), loc);
		SV *g[3] = {padv, ival(b, -1), pos};
		SV *v = oprow_apply(b, OP_aten_gather_Tensor, g, 3, loc);
		return call2(b, OP_aten_reshape_Tensor, v, sv_list(b, NULL, 0), loc);
	}
	SV *g[3] = {vals, ival(b, -1), pos}, *gi[3] = {idx, ival(b, -1), pos};
	vals = call2(b, OP_aten_squeeze_dim, oprow_apply(b, OP_aten_gather_Tensor, g, 3, loc),
		ival(b, -1), loc);
	ids = call2(b, OP_aten_squeeze_dim, oprow_apply(b, OP_aten_gather_Tensor, gi, 3, loc),
		ival(b, -1), loc);
	if (dtype_isfloat(x->v->type->dtype)) /* an all-NaN slice: index 0 */
		ids = call3(b, OP_aten_masked_fill_Scalar, ids, call2(b, OP_aten_eq_Scalar, call2(b,
			OP_aten_squeeze_dim, cnt, ival(b, -1), loc), ival(b, 0), loc), ival(b, 0), loc);
	if (kv && r) {
		vals = keepback(b, vals, d, r, 0, loc);
		ids = keepback(b, ids, d, r, 0, loc);
	} else if (!r) {
		vals = call2(b, OP_aten_reshape_Tensor, vals, sv_list(b, NULL, 0), loc);
		ids = call2(b, OP_aten_reshape_Tensor, ids, sv_list(b, NULL, 0), loc);
	}
	SV *t = sv_new(b, SV_TUPLE);
	t->n = 2;
	t->fields = o->retnames;
	t->el = NEWA(b->a, SV *, 2);
	t->el[0] = vals, t->el[1] = ids;
	return vals->k == SV_POISON ? vals : ids->k == SV_POISON ? ids : t;
}

/* the row o on its arguments (schema order, defaults filled in); NULL if o is not one of
 * these rows */
SV *
quantile_expand(Builder *b, const Op *o, SV **arg, SrcLoc loc)
{
	switch (op_row(o)) {
	case OP_aten_quantile_Tensor:
	case OP_aten_quantile_scalar: return quantile(b, o, arg, 0, loc);
	case OP_aten_nanquantile_Tensor:
	case OP_aten_nanquantile_scalar: return quantile(b, o, arg, 1, loc);
	case OP_aten_nanmedian_Tensor: return nanmedian(b, o, arg[0], NULL, NULL, 1, loc);
	case OP_aten_nanmedian_dim: return nanmedian(b, o, arg[0], arg[1], arg[2], 0, loc);
	default: return NULL;
	}
}
