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
 *   unique(x, sorted, inv, cnt, dim)  sorted (stable, by the last column first along a dim),
 *                                the first of each run of equal rows kept; the inverse
 *                                scattered back to each element's place; counts from the
 *                                runs' starts; unique_consecutive the same unsorted
 *
 * Most compare every element with every candidate: size * candidates elements. */
#include <math.h>
#include <string.h>
#include "builder.h"
#include "rowkit.h"

static SV *
dval(Builder *b, DType dt)
{
	return sv_value(b, emit_const_dtype(b, dt));
}

static SV *
two(Builder *b, SV *v, SV *w)
{
	SV **el = NEWA(b->a, SV *, 2);
	el[0] = v, el[1] = w;
	return sv_list(b, el, 2);
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

/* what searchsorted and bucketize both check: the boundaries s known, flags[0..1]
 * (out_int32, right) constants */
static int
sorted_args(Builder *b, const char *who, SV *s, SV **flags, int64_t *i32, int64_t *right,
	SrcLoc loc)
{
	if (known(b, who, s, loc) < 0)
		return -1;
	if (!cint(flags[0], i32) || !cint(flags[1], right)) {
		emit_error(b, loc, "%s: out_int32= and right= must be known at compile time", who);
		return -1;
	}
	return 0;
}

/* searchsorted(s, v, out_int32, right, side, sorter), v a tensor or a number */
static SV *
searchsorted(Builder *b, SV **arg, SrcLoc loc)
{
	const char *who = "searchsorted", *side = NULL;
	SV *s = arg[0], *v = arg[1];
	int64_t i32, right;
	if (sorted_args(b, who, s, arg + 2, &i32, &right, loc) < 0)
		return sv_poison(b);
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
	if (sorted_args(b, who, s, arg + 2, &i32, &right, loc) < 0)
		return sv_poison(b);
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

/* the positions of mask's True elements (1-d) */
static SV *
where1(Builder *b, SV *mask, SrcLoc loc)
{
	SV *nz = call1(b, OP_aten_nonzero_Tensor, mask, loc);
	return call2(b, OP_aten_reshape_Tensor, nz, one(b, ival(b, -1)), loc);
}

/* the groups of equal rows of the sorted rows s ([n] or [n, m]): mask (the first row of each
 * group), values (one row of each), the group of each sorted row, counts; cons: only runs of
 * equal rows next to each other (unique_consecutive) */
typedef struct {
	SV *values, *group, *counts;
} Groups;

static Groups
groups(Builder *b, SV *s, SrcLoc loc)
{
	Groups g;
	int32_t r = rankof(s);
	SV *n = call2(b, OP_aten_size_int, s, ival(b, 0), loc);
	SV *none = sv_value(b, emit_const_none(b));
	SV *a1[5] = {s, ival(b, 0), ival(b, 0), ival(b, 1), ival(b, 1)};
	SV *a2[5] = {s, ival(b, 0), none, ival(b, -1), ival(b, 1)};
	SV *prev = call2(b, OP_aten_cat_Tensor, two(b, oprow_apply(b, OP_aten_slice_Tensor, a1, 5,
		loc), oprow_apply(b, OP_aten_slice_Tensor, a2, 5, loc)), ival(b, 0), loc);
	SV *ne = call2(b, OP_aten_ne_Tensor, s, prev, loc);
	if (r == 2)
		ne = call2(b, OP_aten_any_dim, ne, ival(b, 1), loc);
	SV *pos = call1(b, OP_aten_arange_Tensor, n, loc);
	SV *mask = call2(b, OP_aten_logical_or_Tensor, ne, call2(b, OP_aten_eq_Scalar, pos,
		ival(b, 0), loc), loc);
	SV *starts = where1(b, mask, loc);
	g.values = call3(b, OP_aten_index_select_Tensor, s, ival(b, 0), starts, loc);
	g.group = call2(b, OP_aten_sub_Scalar, call2(b, OP_aten_cumsum_Tensor, mask, ival(b, 0),
		loc), ival(b, 1), loc);
	SV *a3[5] = {starts, ival(b, 0), ival(b, 1), none, ival(b, 1)};
	SV *ends = call2(b, OP_aten_cat_Tensor, two(b, oprow_apply(b, OP_aten_slice_Tensor, a3, 5,
		loc), call2(b, OP_aten_reshape_Tensor, call2(b, OP_aten_to_dtype, scalar(b, n, loc),
		dval(b, DT_I64), loc), one(b, ival(b, 1)), loc)), ival(b, 0), loc);
	g.counts = call2(b, OP_aten_sub_Tensor, ends, starts, loc);
	return g;
}

/* x's rows along dim d (d < 0: its elements) as [n] or [n, m]; m must be known (*m) */
static SV *
rowsof(Builder *b, const char *who, SV *x, int d, int64_t *m, SrcLoc loc)
{
	int32_t r = rankof(x);
	*m = 0;
	if (d < 0)
		return call2(b, OP_aten_reshape_Tensor, x, one(b, ival(b, -1)), loc);
	SV *t = x;
	if (d)
		t = call3(b, OP_aten_transpose_int, x, ival(b, 0), ival(b, d), loc);
	*m = 1;
	for (int32_t i = 0; i < r; i++)
		if (i != d)
			*m = x->v->type->dims[i] < 0 || *m < 0 ? -1 : *m * x->v->type->dims[i];
	(void)who;
	if (*m < 0 || *m > 64) /* rowsort compares every pair of rows */
		return call2(b, OP_aten_reshape_Tensor, t, two(b, call2(b, OP_aten_size_int, x,
			ival(b, d), loc), ival(b, -1)), loc);
	return call2(b, OP_aten_reshape_Tensor, t, two(b, ival(b, -1), ival(b, *m)), loc);
}

/* rows [n, m] (or [n]) back to x's layout with dim d of the values' length */
static SV *
rowsback(Builder *b, SV *x, SV *v, int d, SrcLoc loc)
{
	int32_t r = rankof(x);
	if (d < 0)
		return v;
	SV **sh = NEWA(b->a, SV *, r);
	sh[0] = ival(b, -1);
	for (int32_t i = 1; i < r; i++)
		sh[i] = call2(b, OP_aten_size_int, x, ival(b, i == d ? 0 : i), loc);
	v = call2(b, OP_aten_reshape_Tensor, v, sv_list(b, sh, (uint32_t)r), loc);
	return d ? call3(b, OP_aten_transpose_int, v, ival(b, 0), ival(b, d), loc) : v;
}

/* the permutation sorting the rows [n, m] (or [n]) in lexicographic order: stable sorts by
 * the last column first where m is known and small; else each row's rank, the rows less than
 * it, from every pair's first differing column (n * n * m elements), sorted (stable) */
static SV *
rowsort(Builder *b, SV *rows, int64_t m, SrcLoc loc)
{
	SV *st[4] = {rows, bval(b, 1), ival(b, 0), bval(b, 0)};
	if (rankof(rows) == 1) {
		SV *s = oprow_apply(b, OP_aten_sort_stable, st, 4, loc);
		return s->k == SV_TUPLE ? s->el[1] : s;
	}
	if (m < 0 || m > 64) {
		SV *ne = call2(b, OP_aten_ne_Tensor, call2(b, OP_aten_unsqueeze_Tensor, rows, ival(b,
			1), loc), call2(b, OP_aten_unsqueeze_Tensor, rows, ival(b, 0), loc), loc);
		SV *diff = call2(b, OP_aten_any_dim, ne, ival(b, -1), loc);
		SV *am[3] = {call2(b, OP_aten_to_dtype, ne, dval(b, DT_I64), loc), ival(b, -1),
			bval(b, 0)};
		SV *first = oprow_apply(b, OP_aten_argmax_Tensor, am, 3, loc); /* [n, n] */
		SV *g[3] = {rows, ival(b, 1), first};
		SV *mine = oprow_apply(b, OP_aten_gather_Tensor, g, 3, loc); /* rows[i, first[i, j]] */
		SV *theirs = call3(b, OP_aten_transpose_int, mine, ival(b, 0), ival(b, 1), loc);
		SV *less = call2(b, OP_aten_logical_and_Tensor, diff, call2(b, OP_aten_lt_Tensor,
			theirs, mine, loc), loc); /* row j < row i */
		st[0] = call3(b, OP_aten_sum_dim, less, one(b, ival(b, 1)), bval(b, 0), loc);
		SV *s = oprow_apply(b, OP_aten_sort_stable, st, 4, loc);
		return s->k == SV_TUPLE ? s->el[1] : s;
	}
	SV *perm = call1(b, OP_aten_arange_Tensor, call2(b, OP_aten_size_int, rows, ival(b, 0),
		loc), loc);
	for (int64_t j = m - 1; j >= 0; j--) {
		SV *col = call3(b, OP_aten_select_int, rows, ival(b, 1), ival(b, j), loc);
		st[0] = call3(b, OP_aten_index_select_Tensor, col, ival(b, 0), perm, loc);
		SV *s = oprow_apply(b, OP_aten_sort_stable, st, 4, loc);
		if (s->k != SV_TUPLE)
			return s;
		perm = call3(b, OP_aten_index_select_Tensor, perm, ival(b, 0), s->el[1], loc);
	}
	return perm;
}

/* torch.unique(x, sorted, return_inverse, return_counts, dim) and
 * torch.unique_consecutive(x, return_inverse, return_counts, dim): a tensor, or a tuple with
 * the inverse and counts asked for (TorchScript's boolean dispatch on the constant flags) */
static SV *
unique(Builder *b, SV **arg, int consecutive, SrcLoc loc)
{
	const char *who = consecutive ? "unique_consecutive" : "unique";
	SV *x = arg[0];
	int64_t srt = 1, inv, cnt, m;
	if (known(b, who, x, loc) < 0)
		return sv_poison(b);
	SV **flags = consecutive ? arg + 1 : arg + 2, *dim = consecutive ? arg[3] : arg[4];
	if ((!consecutive && !cint(arg[1], &srt)) || !cint(flags[0], &inv) ||
	    !cint(flags[1], &cnt)) {
		emit_error(b, loc, "%s: sorted, return_inverse and return_counts must be known at "
			"compile time (TorchScript picks the function by them)", who);
		return sv_poison(b);
	}
	if (!srt) {
		emit_error(b, loc, "%s: sorted=False gives PyTorch's CPU hash-set order, which ONNX "
			"cannot reproduce; sorted=True's order is the same values sorted", who);
		return sv_poison(b);
	}
	int32_t r = rankof(x);
	int d = -1;
	if (!oprow_isnone(dim)) {
		int64_t k, mr = r ? r : 1;
		if (!cint(dim, &k)) {
			emit_error(b, loc, "%s: the dim must be known at compile time", who);
			return sv_poison(b);
		}
		if (k < -mr || k >= mr) {
			emit_error(b, loc, "%s: Dimension out of range (expected to be in range of "
				"[%lld, %lld], but got %lld)", who, (long long)-mr, (long long)(mr - 1),
				(long long)k);
			return sv_poison(b);
		}
		d = r ? (int)(k < 0 ? k + r : k) : -1;
	}
	SV *rows = rowsof(b, who, x, d, &m, loc);
	if (!rows)
		return sv_poison(b);
	SV *perm = consecutive ? NULL : rowsort(b, rows, m, loc);
	SV *s = perm ? call3(b, OP_aten_index_select_Tensor, rows, ival(b, 0), perm, loc) : rows;
	Groups g = groups(b, s, loc);
	SV *vals = rowsback(b, x, g.values, d, loc), *iv = g.group;
	if (perm) { /* each element's group at its own position */
		SV *sc[4] = {call1(b, OP_aten_zeros_like_Tensor, iv, loc), ival(b, 0), perm, iv};
		iv = oprow_apply(b, OP_aten_scatter_src, sc, 4, loc);
	}
	if (d < 0) {
		SV **sh = NEWA(b->a, SV *, r ? r : 1);
		for (int32_t i = 0; i < r; i++)
			sh[i] = call2(b, OP_aten_size_int, x, ival(b, i), loc);
		iv = call2(b, OP_aten_reshape_Tensor, iv, sv_list(b, sh, (uint32_t)r), loc);
	}
	if (!inv && !cnt)
		return vals;
	SV *t = sv_new(b, SV_TUPLE);
	t->n = 1 + (uint32_t)inv + (uint32_t)cnt;
	t->el = NEWA(b->a, SV *, t->n);
	t->el[0] = vals;
	if (inv)
		t->el[1] = iv;
	if (cnt)
		t->el[t->n - 1] = g.counts;
	for (uint32_t i = 0; i < t->n; i++)
		if (t->el[i]->k == SV_POISON)
			return t->el[i];
	return t;
}

/* x.unique_consecutive(return_inverse, return_counts, dim): aten's, always three tensors,
 * empty int64 ones for those not asked for */
static SV *
uniquec3(Builder *b, SV **arg, SrcLoc loc)
{
	int64_t inv, cnt;
	if (!cint(arg[1], &inv) || !cint(arg[2], &cnt)) {
		emit_error(b, loc, "unique_consecutive: return_inverse and return_counts must be "
			"known at compile time");
		return sv_poison(b);
	}
	SV *a[4] = {arg[0], bval(b, 1), bval(b, 1), arg[3]};
	SV *t = unique(b, a, 1, loc);
	if (t->k != SV_TUPLE)
		return t;
	SV *z[2] = {one(b, ival(b, 0)), dval(b, DT_I64)};
	for (int i = 1; i <= 2; i++)
		if (!(i == 1 ? inv : cnt))
			t->el[i] = oprow_apply(b, OP_aten_zeros_Tensor, z, 2, loc);
	return t;
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
	case OP_aten_unique_py: return unique(b, arg, 0, loc);
	case OP_aten_unique_consecutive_py: return unique(b, arg, 1, loc);
	case OP_aten_unique_consecutive_Tensor: return uniquec3(b, arg, loc);
	default: return NULL;
	}
}
