/* Searching and counting (F_EXPAND rows of ops.def, handed here by build_multi.c), built
 * from comparisons against every candidate and sums, with PyTorch's (1.13) semantics:
 *
 *   one_hot(x, C)                (x.unsqueeze(-1) == arange(C)).long(); C = -1: max(x) + 1
 *                                at run time
 *   searchsorted(s, v, right)    the count of s's elements before v's place: left: those
 *                                !(s >= v), right: !(s > v) (ATen's binary search: a NaN v
 *                                goes last); s 1-d against any v, or n-d against a v of the
 *                                same leading dims; sorter= gathers s first
 *   bucketize(v, b, right)       searchsorted(b, v, right), b 1-d
 *   masked_select(x, m)          x[m] of x and m broadcast: a 1-d run-time length
 *   bincount(x, w, minlength)    a length max(max(x) + 1, minlength) at run time; counts
 *                                (int64) or the weights' sums (float32 weights: float32, any
 *                                other: float64)
 *   histc(x, bins, lo, hi)       bin floor((x - lo) * bins / (hi - lo)) (x == hi: the last),
 *                                elements outside [lo, hi] ignored; lo == hi: the data's
 *                                range (and lo - 1, hi + 1 where that is one value)
 *
 * Each compares every element with every candidate: size * candidates elements. */
#include <math.h>
#include <string.h>
#include "builder.h"

static SV *
ival(Builder *b, int64_t v)
{
	return sv_value(b, emit_const_int(b, v));
}

static SV *
fval(Builder *b, double v)
{
	return sv_value(b, emit_const_float(b, v));
}

static SV *
bval(Builder *b, int v)
{
	return sv_value(b, emit_const_bool(b, v));
}

static SV *
dval(Builder *b, DType dt)
{
	return sv_value(b, emit_const_dtype(b, dt));
}

static SV *
call1(Builder *b, uint32_t row, SV *x, SrcLoc loc)
{
	return oprow_apply(b, row, &x, 1, loc);
}

static SV *
call2(Builder *b, uint32_t row, SV *x, SV *y, SrcLoc loc)
{
	SV *a[2] = {x, y};
	return oprow_apply(b, row, a, 2, loc);
}

static SV *
call3(Builder *b, uint32_t row, SV *x, SV *y, SV *z, SrcLoc loc)
{
	SV *a[3] = {x, y, z};
	return oprow_apply(b, row, a, 3, loc);
}

static SV *
one(Builder *b, SV *v)
{
	SV **el = NEWA(b->a, SV *, 1);
	el[0] = v;
	return sv_list(b, el, 1);
}

static SV *
two(Builder *b, SV *v, SV *w)
{
	SV **el = NEWA(b->a, SV *, 2);
	el[0] = v, el[1] = w;
	return sv_list(b, el, 2);
}

static DType
dtypeof(SV *x)
{
	return x->v->type->dtype;
}

static int32_t
rankof(SV *x)
{
	return x->v->type->rank;
}

static int
cint(SV *s, int64_t *v)
{
	return s->k == SV_VALUE && (s->v->type->kind == T_INT || s->v->type->kind == T_BOOL) &&
		ir_constint(s->v, v);
}

/* the constant string of s, or NULL */
static const char *
strof(SV *s)
{
	if (s->k != SV_VALUE || s->v->type->kind != T_STR || !ir_isconst(s->v))
		return NULL;
	Attr *at = ir_attr(s->v->def, S_value);
	return at && at->kind == A_STR ? at->s : NULL;
}

/* x's dtype and rank must be known: -1 after the error */
static int
known(Builder *b, const char *who, SV *x, SrcLoc loc)
{
	if (x->k != SV_VALUE || dtypeof(x) == DT_UNDEF || rankof(x) < 0)
		return emit_error(b, loc, "%s: the dtype and rank of this tensor must be known at "
			"compile time", who);
	return 0;
}

/* a number as a 0-d tensor (torch.tensor(v)) */
static SV *
scalar(Builder *b, SV *v, SrcLoc loc)
{
	SV *a[2] = {v, sv_value(b, emit_const_none(b))};
	TypeKind k = v->v->type->kind;
	return oprow_apply(b, k == T_INT ? OP_aten_tensor_int : k == T_BOOL ?
		OP_aten_tensor_bool : OP_aten_tensor_float, a, 2, loc);
}

/* max(x) + 1 of an int tensor as an int (0 for an empty x: -1 put in beside its elements) */
static SV *
maxplus1(Builder *b, SV *x, SrcLoc loc)
{
	SV *flat = call2(b, OP_aten_reshape_Tensor, x, one(b, ival(b, -1)), loc);
	SV *pad = call3(b, OP_aten_constant_pad_nd_Tensor, flat, two(b, ival(b, 0), ival(b, 1)),
		ival(b, -1), loc);
	SV *m = call1(b, OP_aten_max_all, pad, loc);
	return call2(b, OP_aten_add_int, call1(b, OP_aten_Int_Tensor, m, loc), ival(b, 1), loc);
}

/* F.one_hot(x, num_classes) */
static SV *
onehot(Builder *b, SV **arg, SrcLoc loc)
{
	SV *x = arg[0], *c = arg[1];
	int64_t k;
	if (known(b, "one_hot", x, loc) < 0)
		return sv_poison(b);
	if (dtypeof(x) != DT_I64) {
		emit_error(b, loc, "one_hot: one_hot is only applicable to index tensor (int64; got "
			"%s)", dtype_tsname(dtypeof(x)));
		return sv_poison(b);
	}
	if (cint(c, &k) && k < -1) {
		emit_error(b, loc, "one_hot: num_classes is %lld: PyTorch raises (Class values must "
			"be smaller than num_classes)", (long long)k);
		return sv_poison(b);
	}
	if (!cint(c, &k) || k == -1) { /* at run time: -1 there is max + 1 */
		SV *m = maxplus1(b, x, loc);
		c = k == -1 && cint(c, &k) ? m : call2(b, OP_aten_max_int, call2(b,
			OP_aten_mul_int, m, call2(b, OP_aten_eq_int, c, ival(b, -1), loc), loc), c,
			loc);
	}
	SV *ar = call1(b, OP_aten_arange_Tensor, c, loc);
	SV *eq = call2(b, OP_aten_eq_Tensor, call2(b, OP_aten_unsqueeze_Tensor, x, ival(b, -1),
		loc), ar, loc);
	return call2(b, OP_aten_to_dtype, eq, dval(b, DT_I64), loc);
}

/* the count of s's elements before each v along the last dim (searchsorted's core): s is
 * 1-d, or n-d with v's leading dims */
static SV *
search(Builder *b, const char *who, SV *s, SV *v, int right, int i32, SrcLoc loc)
{
	int32_t rs = rankof(s), rv = rankof(v);
	if (rs == 0) {
		emit_error(b, loc, "%s: boundaries tensor should have positive dimension, but got 0 "
			"dimension", who);
		return sv_poison(b);
	}
	if (rs > 1) {
		int bad = rv != rs;
		for (int32_t i = 0; !bad && i < rs - 1; i++) {
			Dim p = s->v->type->dims[i], q = v->v->type->dims[i];
			bad = p != q && p >= 0 && q >= 0;
		}
		if (bad) {
			emit_error(b, loc, "%s: boundaries tensor should be 1 dimension or the first N-1 "
				"dimensions of boundaries tensor and input value tensor must match",
				who);
			return sv_poison(b);
		}
		s = call2(b, OP_aten_unsqueeze_Tensor, s, ival(b, -2), loc);
	}
	SV *vv = call2(b, OP_aten_unsqueeze_Tensor, v, ival(b, -1), loc);
	SV *c = call2(b, right ? OP_aten_gt_Tensor : OP_aten_ge_Tensor, s, vv, loc);
	SV *n = call3(b, OP_aten_sum_dim, call1(b, OP_aten_logical_not_Tensor, c, loc),
		one(b, ival(b, -1)), bval(b, 0), loc);
	return i32 ? call2(b, OP_aten_to_dtype, n, dval(b, DT_I32), loc) : n;
}

/* searchsorted(s, v, out_int32, right, side, sorter), v a tensor or a number */
static SV *
searchsorted(Builder *b, SV **arg, SrcLoc loc)
{
	const char *who = "searchsorted", *side = NULL;
	SV *s = arg[0], *v = arg[1];
	int64_t i32, right;
	if (known(b, who, s, loc) < 0)
		return sv_poison(b);
	if (!cint(arg[2], &i32) || !cint(arg[3], &right)) {
		emit_error(b, loc, "%s: out_int32= and right= must be known at compile time", who);
		return sv_poison(b);
	}
	if (!oprow_isnone(arg[4])) {
		if (!(side = strof(arg[4])) || (strcmp(side, "left") && strcmp(side, "right"))) {
			emit_error(b, loc, "%s: side can only be 'left' or 'right' but got %s", who,
				side ? side : "a value known only at run time");
			return sv_poison(b);
		}
		if (right && side[0] == 'l') {
			emit_error(b, loc, "torch.searchsorted(): side and right can't be set to "
				"opposites, got side of left while right was True");
			return sv_poison(b);
		}
		right = side[0] == 'r';
	}
	if (v->k == SV_VALUE && v->v->type->kind != T_TENSOR) {
		if (rankof(s) != 1) {
			emit_error(b, loc, "torch.searchsorted(): input value can be a scalar only when "
				"boundaries tensor dimension is 1, but we got boundaries tensor dim(%d)",
				rankof(s));
			return sv_poison(b);
		}
		v = scalar(b, v, loc);
	} else if (known(b, who, v, loc) < 0)
		return sv_poison(b);
	if (!oprow_isnone(arg[5])) {
		SV *so = arg[5];
		if (known(b, who, so, loc) < 0)
			return sv_poison(b);
		if (dtypeof(so) != DT_I64) {
			emit_error(b, loc, "torch.searchsorted(): sorter must be a tensor of long dtype "
				"but got dtype %s", dtype_tsname(dtypeof(so)));
			return sv_poison(b);
		}
		SV *g[3] = {s, ival(b, -1), so};
		s = oprow_apply(b, OP_aten_gather_Tensor, g, 3, loc);
	}
	return search(b, who, s, v, (int)right, (int)i32, loc);
}

/* bucketize(v, boundaries, out_int32, right), v a tensor or a number */
static SV *
bucketize(Builder *b, SV **arg, SrcLoc loc)
{
	const char *who = "bucketize";
	SV *v = arg[0], *s = arg[1];
	int64_t i32, right;
	if (known(b, who, s, loc) < 0)
		return sv_poison(b);
	if (!cint(arg[2], &i32) || !cint(arg[3], &right)) {
		emit_error(b, loc, "%s: out_int32= and right= must be known at compile time", who);
		return sv_poison(b);
	}
	if (rankof(s) != 1) {
		emit_error(b, loc, "%s: boundaries tensor must be 1 dimension, but got dim(%d)", who,
			rankof(s));
		return sv_poison(b);
	}
	if (v->k == SV_VALUE && v->v->type->kind != T_TENSOR)
		v = scalar(b, v, loc);
	else if (known(b, who, v, loc) < 0)
		return sv_poison(b);
	return search(b, who, s, v, (int)right, (int)i32, loc);
}

/* masked_select(x, mask): x[mask] of the two broadcast */
static SV *
maskedselect(Builder *b, SV **arg, SrcLoc loc)
{
	const char *who = "masked_select";
	SV *x = arg[0], *m = arg[1];
	if (known(b, who, x, loc) < 0 || known(b, who, m, loc) < 0)
		return sv_poison(b);
	if (dtypeof(m) == DT_U8) /* deprecated in PyTorch (a warning), still taken */
		m = call2(b, OP_aten_ne_Scalar, m, ival(b, 0), loc);
	else if (dtypeof(m) != DT_BOOL) {
		emit_error(b, loc, "%s: expected BoolTensor or ByteTensor for mask (got %s)", who,
			dtype_tsname(dtypeof(m)));
		return sv_poison(b);
	}
	SV *ts = two(b, x, m);
	SV *bt = multi_expand(b, op_at(OP_aten_broadcast_tensors_Tensor), &ts, loc);
	if (bt->k != SV_TUPLE || bt->n != 2)
		return bt->k == SV_POISON ? bt : sv_poison(b);
	SV *xb = bt->el[0], *mb = bt->el[1];
	if (rankof(xb) == 0) { /* a 0-d x[m] keeps a dim of 0 or 1: as a 1-d one */
		xb = call2(b, OP_aten_reshape_Tensor, xb, one(b, ival(b, 1)), loc);
		mb = call2(b, OP_aten_reshape_Tensor, mb, one(b, ival(b, 1)), loc);
	}
	return call2(b, OP_aten_index_Tensor, xb, one(b, mb), loc);
}

/* bincount(x, weights, minlength) */
static SV *
bincount(Builder *b, SV **arg, SrcLoc loc)
{
	const char *who = "bincount";
	SV *x = arg[0], *w = arg[1];
	int64_t ml;
	if (known(b, who, x, loc) < 0)
		return sv_poison(b);
	DType dt = dtypeof(x);
	if (dt == DT_BOOL || dtype_isfloat(dt)) {
		emit_error(b, loc, "%s: \"bincount_cpu\" not implemented for '%s'", who,
			dtype_tsname(dt));
		return sv_poison(b);
	}
	if (rankof(x) != 1) {
		emit_error(b, loc, "%s: bincount only supports 1-d non-negative integral inputs.",
			who);
		return sv_poison(b);
	}
	if (cint(arg[2], &ml) && ml < 0) {
		emit_error(b, loc, "%s: minlength should be >= 0", who);
		return sv_poison(b);
	}
	SV *n = call2(b, OP_aten_max_int, maxplus1(b, x, loc), arg[2], loc);
	SV *ar = call2(b, OP_aten_unsqueeze_Tensor, call1(b, OP_aten_arange_Tensor, n, loc),
		ival(b, 1), loc);
	SV *eq = call2(b, OP_aten_eq_Tensor, ar, call2(b, OP_aten_to_dtype, x, dval(b, DT_I64),
		loc), loc); /* [n, len] */
	if (oprow_isnone(w))
		return call3(b, OP_aten_sum_dim, eq, one(b, ival(b, 1)), bval(b, 0), loc);
	if (known(b, who, w, loc) < 0)
		return sv_poison(b);
	if (rankof(w) != 1) {
		emit_error(b, loc, "%s: weights should be 1-d and have the same length as input",
			who);
		return sv_poison(b);
	}
	Dim lx = x->v->type->dims[0], lw = w->v->type->dims[0];
	if (lx >= 0 && lw >= 0 && lx != lw) {
		emit_error(b, loc, "%s: weights should be 1-d and have the same length as input",
			who);
		return sv_poison(b);
	}
	DType od = dtypeof(w) == DT_F32 ? DT_F32 : DT_F64;
	w = call2(b, OP_aten_to_dtype, w, dval(b, od), loc);
	SV *sel = call3(b, OP_aten_where_ScalarOther, eq, w, ival(b, 0), loc);
	return call3(b, OP_aten_sum_dim, sel, one(b, ival(b, 1)), bval(b, 0), loc);
}

/* histc(x, bins, min, max) */
static SV *
histc(Builder *b, SV **arg, SrcLoc loc)
{
	const char *who = "histc";
	SV *x = arg[0];
	int64_t bins;
	double lo, hi;
	if (known(b, who, x, loc) < 0)
		return sv_poison(b);
	DType dt = dtypeof(x);
	if (!dtype_isfloat(dt)) {
		emit_error(b, loc, "%s: \"histogram_cpu\" not implemented for '%s'", who,
			dtype_tsname(dt));
		return sv_poison(b);
	}
	if (!cint(arg[1], &bins) || !ir_constfloat(arg[2]->v, &lo) ||
	    !ir_constfloat(arg[3]->v, &hi)) {
		emit_error(b, loc, "%s: bins, min and max must be known at compile time", who);
		return sv_poison(b);
	}
	if (bins <= 0) {
		emit_error(b, loc, "torch.histogram(): bins must be > 0, but got %lld for dimension "
			"0", (long long)bins);
		return sv_poison(b);
	}
	if (lo > hi) {
		emit_error(b, loc, "torch.histc: max must be larger than min");
		return sv_poison(b);
	}
	if (isinf(lo) || isinf(hi) || isnan(lo) || isnan(hi)) {
		emit_error(b, loc, "torch.histc: range of [%g, %g] is not finite", lo, hi);
		return sv_poison(b);
	}
	SV *flat = call2(b, OP_aten_reshape_Tensor, x, one(b, ival(b, -1)), loc);
	SV *lov, *hiv;
	if (lo == hi) { /* the data's range; [lo - 1, hi + 1] where it is one value or none */
		SV *mn = call3(b, OP_aten_constant_pad_nd_Tensor, flat, two(b, ival(b, 0), ival(b,
			1)), fval(b, INFINITY), loc);
		SV *mx = call3(b, OP_aten_constant_pad_nd_Tensor, flat, two(b, ival(b, 0), ival(b,
			1)), fval(b, -INFINITY), loc);
		mn = call1(b, OP_aten_min_all, mn, loc), mx = call1(b, OP_aten_max_all, mx, loc);
		SV *none = call2(b, OP_aten_gt_Tensor, mn, mx, loc); /* empty: inf > -inf */
		mn = call3(b, OP_aten_masked_fill_Scalar, mn, none, fval(b, lo), loc);
		mx = call3(b, OP_aten_masked_fill_Scalar, mx, none, fval(b, hi), loc);
		SV *same = call2(b, OP_aten_eq_Tensor, mn, mx, loc);
		lov = call3(b, OP_aten_where_self, same, call2(b, OP_aten_sub_Scalar, mn, ival(b,
			1), loc), mn, loc);
		hiv = call3(b, OP_aten_where_self, same, call2(b, OP_aten_add_Scalar, mx, ival(b,
			1), loc), mx, loc);
	} else {
		lov = call2(b, OP_aten_to_dtype, scalar(b, fval(b, lo), loc), dval(b, dt), loc);
		hiv = call2(b, OP_aten_to_dtype, scalar(b, fval(b, hi), loc), dval(b, dt), loc);
	}
	/* ATen: pos = (int64)((x - lo) * bins / (hi - lo)), the last edge in the last bin */
	SV *pos = call2(b, OP_aten_div_Tensor, call2(b, OP_aten_mul_Scalar, call2(b,
		OP_aten_sub_Tensor, flat, lov, loc), ival(b, bins), loc), call2(b,
		OP_aten_sub_Tensor, hiv, lov, loc), loc);
	pos = call2(b, OP_aten_clamp_max_Scalar, call1(b, OP_aten_floor_Tensor, pos, loc),
		ival(b, bins - 1), loc);
	SV *in = call2(b, OP_aten_logical_and_Tensor, call2(b, OP_aten_ge_Tensor, flat, lov, loc),
		call2(b, OP_aten_le_Tensor, flat, hiv, loc), loc);
	SV *ar = call2(b, OP_aten_unsqueeze_Tensor, call1(b, OP_aten_arange_Tensor, ival(b, bins),
		loc), ival(b, 1), loc);
	SV *hit = call2(b, OP_aten_logical_and_Tensor, call2(b, OP_aten_eq_Tensor, ar, pos, loc),
		in, loc); /* [bins, len] */
	SV *s = call3(b, OP_aten_sum_dim, hit, one(b, ival(b, 1)), bval(b, 0), loc);
	return call2(b, OP_aten_to_dtype, s, dval(b, dt), loc);
}

/* the row o on its arguments (schema order, defaults filled in); NULL if o is not one of
 * these rows */
SV *
search_expand(Builder *b, const Op *o, SV **arg, SrcLoc loc)
{
	switch (op_row(o)) {
	case OP_aten_one_hot_Tensor: return onehot(b, arg, loc);
	case OP_aten_searchsorted_Tensor:
	case OP_aten_searchsorted_Scalar: return searchsorted(b, arg, loc);
	case OP_aten_bucketize_Tensor:
	case OP_aten_bucketize_Scalar: return bucketize(b, arg, loc);
	case OP_aten_masked_select_Tensor: return maskedselect(b, arg, loc);
	case OP_aten_bincount_Tensor: return bincount(b, arg, loc);
	case OP_aten_histc_Tensor: return histc(b, arg, loc);
	default: return NULL;
	}
}
