/* Reorderings of elements (F_EXPAND rows of ops.def, handed here by build_multi.c), built
 * from other rows with PyTorch's semantics:
 *
 *   argsort(x, d, desc)        sort.stable(x, stable, d, desc).indices   (ONNX TopK keeps
 *                              ties in index order: stable=True's order, both directions)
 *   msort(x)                   sort(x, 0).values
 *   flip(x, dims)              index_select(x, d, size - 1 - arange(size)) per dim (not a
 *                              Range with a negative step: ONNX Runtime's optimized graph
 *                              gave it size 0 where the size was known only at run time)
 *   fliplr(x), flipud(x)       flip(x, [1]), flip(x, [0])
 *   roll(x, s, d)              cat([x[size - k:], x[:size - k]], d), k = s % max(size, 1);
 *                              no dims: x flattened, rolled and given x's shape again
 *   tile(x, reps)              repeat(x, [1] * (rank - len(reps)) + reps)
 *   movedim(x, src, dst)       permute(x, order): src's dims at dst, the others in order
 *
 *   repeat_interleave(x, r, d) repeat(x.unsqueeze(d + 1), r at d + 1).flatten(d, d + 1);
 *                              no dim: x flattened
 *   diff(x, n, d, pre, app)    n times x[1:] - x[:-1] (bool: !=) along d of cat(pre, x, app)
 *   take(x, i)                 index_select(x.flatten(), 0, i.flatten()) shaped as i
 *   take_along_dim(x, i, d)    gather(x, d, i), both broadcast but along d; no dim: flattened
 *   diag_embed(x, k, d1, d2)   where(col - row == k, x padded by |k| as rows (k >= 0) or as
 *                              columns, 0), its last two dims moved to d1 and d2
 *   diag(x, k)                 diag_embed(x, k, 0, 1) for 1-d x, diagonal(x, k).clone() 2-d
 *   x.unfold(d, size, step)    index_select of the windows' indices along d, split and the
 *                              window's dim moved last (a copy)
 *   tril_indices(r, c, k)      the [2, N] constant of the (row, col) pairs with col - row <= k
 *                              (triu: >= k), in row-major order, from constant sizes
 *
 * Dims must be known at compile time; shifts and repeats may be run-time ints. */
#include <string.h>
#include "builder.h"
#include "rowkit.h"

static int
cint(SV *s, int64_t *v)
{
	return s->k == SV_VALUE && s->v->type->kind == T_INT && ir_constint(s->v, v);
}

/* x's rank, or -1 after an error: the expansions need it */
static int32_t
rankof(Builder *b, const Op *o, SV *x, SrcLoc loc)
{
	if (x->v->type->rank < 0)
		return emit_error(b, loc, "%s: the rank of this tensor is not known at compile time",
			opname(o));
	return x->v->type->rank;
}

/* an int[] argument as its elements (a bare int, as int[1] takes it, is one); -1 after an
 * error when it is a list known only at run time */
static int
elems(Builder *b, const Op *o, SV *s, SV ***el, uint32_t *n, SrcLoc loc)
{
	if (s->k == SV_VALUE && s->v->type->kind == T_INT) {
		*el = NEWA(b->a, SV *, 1);
		(*el)[0] = s;
		*n = 1;
		return 0;
	}
	if (s->k != SV_TUPLE)
		return emit_error(b, loc, "%s: a list whose length is known only at run time is not "
			"supported here", opname(o));
	*el = s->el;
	*n = s->n;
	return 0;
}

/* dim d wrapped as PyTorch wraps a dim of a tensor of rank r (a 0-d tensor takes -1 and 0):
 * in [0, max(r, 1)), or -1 after PyTorch's error */
static int
wrapdim(Builder *b, const Op *o, int32_t r, SV *d, SrcLoc loc)
{
	int64_t k, m = r ? r : 1;
	if (!cint(d, &k))
		return emit_error(b, loc, "%s: the dims must be known at compile time", opname(o));
	if (k < -m || k >= m)
		return emit_error(b, loc, "%s: Dimension out of range (expected to be in range of "
			"[%lld, %lld], but got %lld)", opname(o), (long long)-m, (long long)(m - 1),
			(long long)k);
	return (int)(k < 0 ? k + m : k);
}

static SV *
list(Builder *b, SV **el, uint32_t n)
{
	return sv_list(b, el, n);
}

/* argsort(x, dim, descending) and argsort.stable(x, stable, dim, descending) */
static SV *
argsort(Builder *b, SV **arg, int stable, SrcLoc loc)
{
	SV *a[4] = {arg[0], stable ? arg[1] : sv_value(b, emit_const_bool(b, 0)),
		arg[1 + stable], arg[2 + stable]};
	SV *s = oprow_apply(b, OP_aten_sort_stable, a, 4, loc);
	return s->k == SV_TUPLE ? s->el[1] : s;
}

/* msort(x) = sort(x, 0).values */
static SV *
msort(Builder *b, SV *x, SrcLoc loc)
{
	SV *s = call2(b, OP_aten_sort_Tensor, x, ival(b, 0), loc);
	return s->k == SV_TUPLE ? s->el[0] : s;
}

/* x reversed along the dims dl[0..n-1] (PyTorch's checks: in range, none twice); a copy */
static SV *
flip(Builder *b, const Op *o, SV *x, SV **dl, uint32_t n, SrcLoc loc)
{
	int32_t r = rankof(b, o, x, loc);
	if (r < 0)
		return sv_poison(b);
	int seen[MAXRANK + 1] = {0}, ds[MAXRANK + 1];
	uint32_t nd = 0;
	for (uint32_t i = 0; i < n; i++) {
		int d = wrapdim(b, o, r, dl[i], loc);
		if (d < 0)
			return sv_poison(b);
		if (seen[d]) {
			emit_error(b, loc, "%s: dim %d appears multiple times in the list of dims",
				opname(o), d);
			return sv_poison(b);
		}
		seen[d] = 1;
		if (r > 0)
			ds[nd++] = d;
	}
	if (!nd) /* nothing reversed (a 0-d tensor, no dims): a copy */
		return oprow_apply(b, OP_aten_clone_Tensor, &x, 1, loc);
	for (uint32_t i = 0; i < nd; i++) {
		SV *sz = call2(b, OP_aten_size_int, x, ival(b, ds[i]), loc);
		SV *last = call2(b, OP_aten_sub_int, sz, ival(b, 1), loc);
		SV *ar = oprow_apply(b, OP_aten_arange_Tensor, &sz, 1, loc);
		SV *s[3] = {x, ival(b, ds[i]), call2(b, OP_aten_rsub_Scalar, ar, last, loc)};
		x = oprow_apply(b, OP_aten_index_select_Tensor, s, 3, loc);
	}
	return x;
}

/* fliplr(x) = flip(x, [1]), flipud(x) = flip(x, [0]), with their rank checks */
static SV *
fliplu(Builder *b, const Op *o, SV *x, int lr, SrcLoc loc)
{
	int32_t r = rankof(b, o, x, loc);
	if (r < 0)
		return sv_poison(b);
	if (r < 1 + lr) {
		emit_error(b, loc, "%s: Input must be >= %d-d.", opname(o), 1 + lr);
		return sv_poison(b);
	}
	SV *d = ival(b, lr);
	return flip(b, o, x, &d, 1, loc);
}

static SV *
slice(Builder *b, SV *x, int d, SV *start, SV *end, SrcLoc loc)
{
	SV *a[5] = {x, ival(b, d), start, end, ival(b, 1)};
	return oprow_apply(b, OP_aten_slice_Tensor, a, 5, loc);
}

/* x rolled by shift s along dim d: the last k = s % max(size, 1) elements first */
static SV *
roll1(Builder *b, SV *x, int d, SV *s, SrcLoc loc)
{
	SV *n = call2(b, OP_aten_size_int, x, ival(b, d), loc);
	SV *k = call2(b, OP_aten_remainder_int, s, call2(b, OP_aten_max_int, n, ival(b, 1), loc),
		loc);
	SV *cut = call2(b, OP_aten_sub_int, n, k, loc);
	SV **el = NEWA(b->a, SV *, 2);
	el[0] = slice(b, x, d, cut, n, loc);
	el[1] = slice(b, x, d, ival(b, 0), cut, loc);
	return call2(b, OP_aten_cat_Tensor, list(b, el, 2), ival(b, d), loc);
}

/* roll(x, shifts, dims): each shift along its dim; without dims, x flattened */
static SV *
roll(Builder *b, const Op *o, SV **arg, SrcLoc loc)
{
	SV *x = arg[0], **sl = NULL, **dl = NULL;
	uint32_t ns = 0, nd = 0;
	int32_t r = rankof(b, o, x, loc);
	if (r < 0 || elems(b, o, arg[1], &sl, &ns, loc) < 0 || elems(b, o, arg[2], &dl, &nd, loc) < 0)
		return sv_poison(b);
	if (ns != (nd ? nd : 1)) {
		emit_error(b, loc, "%s: shifts and dimensions must align. shifts: %u, dims:%u",
			opname(o), ns, nd);
		return sv_poison(b);
	}
	if (!nd) {
		SV *fl[3] = {x, ival(b, 0), ival(b, -1)}, **sz = NEWA(b->a, SV *, r + 1);
		SV *flat = oprow_apply(b, OP_aten_flatten_using_ints, fl, 3, loc);
		for (int32_t j = 0; j < r; j++)
			sz[j] = call2(b, OP_aten_size_int, x, ival(b, j), loc);
		return call2(b, OP_aten_reshape_Tensor, roll1(b, flat, 0, sl[0], loc),
			list(b, sz, (uint32_t)r), loc);
	}
	for (uint32_t i = 0; i < nd; i++) {
		if (r == 0) {
			emit_error(b, loc, "%s: Dimension specified as 0 but tensor has no dimensions",
				opname(o));
			return sv_poison(b);
		}
		int d = wrapdim(b, o, r, dl[i], loc);
		if (d < 0)
			return sv_poison(b);
		x = roll1(b, x, d, sl[i], loc);
	}
	return x;
}

/* tile(x, reps) = repeat(x, reps with ones in front up to x's rank) */
static SV *
tile(Builder *b, const Op *o, SV **arg, SrcLoc loc)
{
	SV *x = arg[0], **el = NULL;
	uint32_t n = 0;
	int32_t r = rankof(b, o, x, loc);
	if (r < 0 || elems(b, o, arg[1], &el, &n, loc) < 0)
		return sv_poison(b);
	uint32_t m = n < (uint32_t)r ? (uint32_t)r : n;
	SV **reps = NEWA(b->a, SV *, m + 1);
	for (uint32_t i = 0; i < m - n; i++)
		reps[i] = ival(b, 1);
	memcpy(reps + (m - n), el, sizeof *el * n);
	return call2(b, OP_aten_repeat_Tensor, x, list(b, reps, m), loc);
}

/* movedim(x, source, destination): the dims of source at destination, the other dims in
 * their order in the places left (ATen's order) */
static SV *
movedim(Builder *b, const Op *o, SV **arg, SrcLoc loc)
{
	SV *x = arg[0], **sl = NULL, **dl = NULL;
	uint32_t ns = 0, nd = 0;
	int32_t r = rankof(b, o, x, loc);
	if (r < 0 || elems(b, o, arg[1], &sl, &ns, loc) < 0 || elems(b, o, arg[2], &dl, &nd, loc) < 0)
		return sv_poison(b);
	if (ns != nd) {
		emit_error(b, loc, "%s: Invalid source or destination dims: source (%u dims) should "
			"contain the same number of dims as destination (%u dims)", opname(o), ns, nd);
		return sv_poison(b);
	}
	int src[MAXRANK + 1], dst[MAXRANK + 1], order[MAXRANK + 1], used[MAXRANK + 1] = {0};
	int taken[MAXRANK + 1] = {0};
	for (uint32_t i = 0; i < ns; i++) {
		if ((src[i] = wrapdim(b, o, r, sl[i], loc)) < 0 ||
		    (dst[i] = wrapdim(b, o, r, dl[i], loc)) < 0)
			return sv_poison(b);
		if (used[src[i]] || taken[dst[i]]) {
			emit_error(b, loc, "%s: repeated dim in `%s`", opname(o),
				used[src[i]] ? "source" : "destination");
			return sv_poison(b);
		}
		used[src[i]] = taken[dst[i]] = 1;
	}
	if (r == 0)
		return oprow_apply(b, OP_aten_alias_Tensor, &x, 1, loc);
	for (int j = 0; j < r; j++)
		order[j] = -1;
	for (uint32_t i = 0; i < ns; i++)
		order[dst[i]] = src[i];
	int next = 0;
	for (int j = 0; j < r; j++) {
		if (order[j] >= 0)
			continue;
		while (used[next])
			next++;
		order[j] = next++;
	}
	SV **perm = NEWA(b->a, SV *, r);
	for (int j = 0; j < r; j++)
		perm[j] = ival(b, order[j]);
	return call2(b, OP_aten_permute_Tensor, x, list(b, perm, (uint32_t)r), loc);
}

static int
isnone(SV *s)
{
	return s->k == SV_VALUE && s->v->type->kind == T_NONE;
}

static SV *
flat(Builder *b, SV *x, SrcLoc loc)
{
	return call3(b, OP_aten_flatten_using_ints, x, ival(b, 0), ival(b, -1), loc);
}

/* repeat_interleave(x, repeats, dim, output_size) with an int count */
static SV *
interleave(Builder *b, const Op *o, SV **arg, SrcLoc loc)
{
	SV *x = arg[0];
	int32_t r = rankof(b, o, x, loc);
	if (r < 0)
		return sv_poison(b);
	int d = 0;
	if (isnone(arg[2]) || r == 0) {
		if (!isnone(arg[2]) && wrapdim(b, o, r, arg[2], loc) < 0)
			return sv_poison(b);
		x = flat(b, x, loc);
		r = 1;
	} else if ((d = wrapdim(b, o, r, arg[2], loc)) < 0)
		return sv_poison(b);
	int64_t k;
	if (cint(arg[1], &k) && k < 0) {
		emit_error(b, loc, "%s: repeats can not be negative", opname(o));
		return sv_poison(b);
	}
	SV **reps = NEWA(b->a, SV *, r + 1);
	for (int32_t j = 0; j <= r; j++)
		reps[j] = j == d + 1 ? arg[1] : ival(b, 1);
	SV *u = call2(b, OP_aten_repeat_Tensor, call2(b, OP_aten_unsqueeze_Tensor, x, ival(b, d + 1),
		loc), list(b, reps, (uint32_t)r + 1), loc);
	return call3(b, OP_aten_flatten_using_ints, u, ival(b, d), ival(b, d + 1), loc);
}

/* diff(x, n, dim, prepend, append) */
static SV *
diff(Builder *b, const Op *o, SV **arg, SrcLoc loc)
{
	SV *x = arg[0];
	int64_t n;
	int32_t r = rankof(b, o, x, loc);
	if (r < 0)
		return sv_poison(b);
	if (r == 0) {
		emit_error(b, loc, "%s: diff expects input to be at least one-dimensional", opname(o));
		return sv_poison(b);
	}
	if (!cint(arg[1], &n)) {
		emit_error(b, loc, "%s: n must be known at compile time", opname(o));
		return sv_poison(b);
	}
	int d = wrapdim(b, o, r, arg[2], loc);
	if (d < 0)
		return sv_poison(b);
	if (!isnone(arg[3]) || !isnone(arg[4])) {
		SV **el = NEWA(b->a, SV *, 3);
		uint32_t m = 0;
		if (!isnone(arg[3]))
			el[m++] = arg[3];
		el[m++] = x;
		if (!isnone(arg[4]))
			el[m++] = arg[4];
		x = call2(b, OP_aten_cat_Tensor, list(b, el, m), ival(b, d), loc);
	}
	if (n <= 0)
		return oprow_apply(b, OP_aten_clone_Tensor, &x, 1, loc);
	int isbool = x->k == SV_VALUE && x->v->type->dtype == DT_BOOL;
	for (int64_t i = 0; i < n && x->k != SV_POISON; i++) {
		SV *hi = slice(b, x, d, ival(b, 1), sv_value(b, emit_const_none(b)), loc);
		SV *lo = slice(b, x, d, ival(b, 0), ival(b, -1), loc);
		x = call2(b, isbool ? OP_aten_ne_Tensor : OP_aten_sub_Tensor, hi, lo, loc);
	}
	return x;
}

/* take(x, index): x's elements in row-major order at index, shaped as index */
static SV *
take(Builder *b, SV **arg, SrcLoc loc)
{
	if (arg[1]->k == SV_VALUE && arg[1]->v->type->kind == T_TENSOR &&
	    dtypeof(arg[1]) != DT_I64 && dtypeof(arg[1]) != DT_UNDEF) {
		emit_error(b, loc, "take(): Expected a long tensor for index, but got %s",
			dtype_tsname(dtypeof(arg[1])));
		return sv_poison(b);
	}
	SV *g = call3(b, OP_aten_index_select_Tensor, flat(b, arg[0], loc), ival(b, 0),
		flat(b, arg[1], loc), loc);
	return call2(b, OP_aten_view_as_Tensor, g, arg[1], loc);
}

/* take_along_dim(x, indices, dim) */
static SV *
alongdim(Builder *b, const Op *o, SV **arg, SrcLoc loc)
{
	SV *x = arg[0], *ix = arg[1];
	if (isnone(arg[2]))
		return call3(b, OP_aten_gather_Tensor, flat(b, x, loc), ival(b, 0), flat(b, ix, loc),
			loc);
	int32_t r = rankof(b, o, x, loc), ri = rankof(b, o, ix, loc);
	if (r < 0 || ri < 0)
		return sv_poison(b);
	if (r != ri) {
		emit_error(b, loc, "%s(): input and indices should have the same number of "
			"dimensions, but got %d dimensions for input, and %d dimensions for indices",
			opname(o), r, ri);
		return sv_poison(b);
	}
	int d = wrapdim(b, o, r, arg[2], loc);
	if (d < 0)
		return sv_poison(b);
	if (r == 0)
		return call3(b, OP_aten_gather_Tensor, x, ival(b, 0), ix, loc);
	SV **sx = NEWA(b->a, SV *, r), **si = NEWA(b->a, SV *, r);
	for (int32_t j = 0; j < r; j++) {
		if (j == d) {
			sx[j] = si[j] = ival(b, -1);
			continue;
		}
		SV *a = call2(b, OP_aten_size_int, x, ival(b, j), loc);
		SV *c = call2(b, OP_aten_size_int, ix, ival(b, j), loc);
		sx[j] = si[j] = call2(b, OP_aten_max_int, a, c, loc); /* broadcast: one is 1 */
	}
	x = call2(b, OP_aten_expand_Tensor, x, list(b, sx, (uint32_t)r), loc);
	ix = call2(b, OP_aten_expand_Tensor, ix, list(b, si, (uint32_t)r), loc);
	return call3(b, OP_aten_gather_Tensor, x, ival(b, d), ix, loc);
}

/* diag_embed(x, offset, dim1, dim2): x's last dim on the offset diagonal of two new dims */
static SV *
embed(Builder *b, const Op *o, SV *x, SV *off, SV *d1, SV *d2, SrcLoc loc)
{
	int64_t k;
	int32_t r = rankof(b, o, x, loc);
	if (r < 0)
		return sv_poison(b);
	if (!cint(off, &k)) {
		emit_error(b, loc, "%s: the offset must be known at compile time", opname(o));
		return sv_poison(b);
	}
	if (r == 0)
		x = call2(b, OP_aten_reshape_Tensor, x, list(b, (SV *[]){ival(b, 1)}, 1), loc), r = 1;
	int a = wrapdim(b, o, r + 1, d1, loc), c = a < 0 ? -1 : wrapdim(b, o, r + 1, d2, loc);
	if (a < 0 || c < 0)
		return sv_poison(b);
	if (a == c) {
		int64_t u, v;
		cint(d1, &u), cint(d2, &v);
		emit_error(b, loc, "%s: diagonal dimensions cannot be identical %lld, %lld",
			opname(o), (long long)u, (long long)v);
		return sv_poison(b);
	}
	int64_t ak = k < 0 ? -k : k;
	SV **pad = NEWA(b->a, SV *, 2);
	pad[0] = ival(b, 0), pad[1] = ival(b, ak);
	SV *vp = ak ? call3(b, OP_aten_constant_pad_nd_Tensor, x, list(b, pad, 2), ival(b, 0), loc) : x;
	SV *n = call2(b, OP_aten_size_int, vp, ival(b, -1), loc);
	SV *ar = oprow_apply(b, OP_aten_arange_Tensor, &n, 1, loc);
	SV *rows = call2(b, OP_aten_unsqueeze_Tensor, ar, ival(b, 1), loc);
	SV *mask = call2(b, OP_aten_eq_Scalar, call2(b, OP_aten_sub_Tensor, ar, rows, loc),
		ival(b, k), loc);
	SV *vals = call2(b, OP_aten_unsqueeze_Tensor, vp, ival(b, k >= 0 ? -1 : -2), loc);
	SV *z = oprow_apply(b, OP_aten_zeros_like_Tensor, &vals, 1, loc);
	SV *m = call3(b, OP_aten_where_self, mask, vals, z, loc);
	SV *src[2] = {ival(b, r - 1), ival(b, r)}, *dst[2] = {ival(b, a), ival(b, c)};
	SV *mv[3] = {m, list(b, src, 2), list(b, dst, 2)};
	return movedim(b, o, mv, loc);
}

/* diag(x, diagonal): a 1-d x on a diagonal, a 2-d x's diagonal (a copy) */
static SV *
diagof(Builder *b, const Op *o, SV **arg, SrcLoc loc)
{
	int32_t r = rankof(b, o, arg[0], loc);
	if (r < 0)
		return sv_poison(b);
	if (r == 1)
		return embed(b, o, arg[0], arg[1], ival(b, 0), ival(b, 1), loc);
	if (r != 2) {
		emit_error(b, loc, "%s: matrix or a vector expected", opname(o));
		return sv_poison(b);
	}
	SV *a[4] = {arg[0], arg[1], ival(b, 0), ival(b, 1)};
	SV *g = oprow_apply(b, OP_aten_diagonal_Tensor, a, 4, loc);
	return oprow_apply(b, OP_aten_clone_Tensor, &g, 1, loc);
}

/* tril_indices(row, col, offset, dtype, ...) and triu_indices: a constant */
static SV *
trilu(Builder *b, const Op *o, SV **arg, int upper, SrcLoc loc)
{
	int64_t r, c, k;
	if (!cint(arg[0], &r) || !cint(arg[1], &c) || !cint(arg[2], &k)) {
		emit_error(b, loc, "%s: row, col and offset must be known at compile time", opname(o));
		return sv_poison(b);
	}
	if (r < 0 || c < 0) {
		emit_error(b, loc, "%s: %s must be non-negative, got%lld", opname(o), r < 0 ? "row" :
			"col", (long long)(r < 0 ? r : c));
		return sv_poison(b);
	}
	if (r > 0 && c > (1 << 20) / r) {
		emit_error(b, loc, "%s: %lld x %lld positions are too many for a constant", opname(o),
			(long long)r, (long long)c);
		return sv_poison(b);
	}
	uint32_t n = 0;
	for (int64_t i = 0; i < r; i++)
		for (int64_t j = 0; j < c; j++)
			n += upper ? j - i >= k : j - i <= k;
	SV **el = NEWA(b->a, SV *, 2 * (size_t)n + 1);
	uint32_t at = 0;
	for (int64_t i = 0; i < r; i++)
		for (int64_t j = 0; j < c; j++)
			if (upper ? j - i >= k : j - i <= k)
				el[at] = ival(b, i), el[n + at] = ival(b, j), at++;
	SV *t = call2(b, OP_aten_tensor_intlist, list(b, el, 2 * n), arg[3], loc);
	SV *sh[2] = {ival(b, 2), ival(b, n)};
	return call2(b, OP_aten_reshape_Tensor, t, list(b, sh, 2), loc);
}

/* x.unfold(d, size, step): the windows x[i * step : i * step + size] along d, for i in
 * range((n - size) // step + 1), as a new last dim: index_select of the windows' indices,
 * their dim d split in two and the second moved last.  A copy, where PyTorch's is a view:
 * marked as one that may share x's memory, so that writes through either are refused where
 * the other is read after them.  A 0-d x is one element: [size] */
static SV *
unfold(Builder *b, const Op *o, SV **arg, SrcLoc loc)
{
	SV *x = arg[0], *size = arg[2], *step = arg[3];
	int32_t r = rankof(b, o, x, loc);
	int64_t k, n;
	if (r < 0)
		return sv_poison(b);
	int d = wrapdim(b, o, r, arg[1], loc);
	if (d < 0)
		return sv_poison(b);
	if (cint(step, &k) && k <= 0) {
		emit_error(b, loc, "%s: step is %lld but must be > 0", opname(o), (long long)k);
		return sv_poison(b);
	}
	n = r ? x->v->type->dims[d] : 1;
	if (cint(size, &k) && (k < 0 || (n >= 0 && k > n))) {
		if (k < 0)
			emit_error(b, loc, "%s: size is %lld but must be >= 0", opname(o),
				(long long)k);
		else
			emit_error(b, loc, "%s: maximum size for tensor at dimension %d is %lld but "
				"size is %lld", opname(o), d, (long long)n, (long long)k);
		return sv_poison(b);
	}
	if (r == 0)
		x = call2(b, OP_aten_reshape_Tensor, x, list(b, (SV *[]){ival(b, 1)}, 1), loc);
	int32_t m = r ? r : 1;
	SV *len = call2(b, OP_aten_size_int, x, ival(b, d), loc);
	SV *nwin = call2(b, OP_aten_add_int, call2(b, OP_aten_floordiv_int, call2(b,
		OP_aten_sub_int, len, size, loc), step, loc), ival(b, 1), loc);
	SV *starts = call2(b, OP_aten_mul_Scalar, call2(b, OP_aten_unsqueeze_Tensor, oprow_apply(b,
		OP_aten_arange_Tensor, &nwin, 1, loc), ival(b, 1), loc), step, loc);
	SV *idx = call2(b, OP_aten_add_Tensor, starts, oprow_apply(b, OP_aten_arange_Tensor,
		&size, 1, loc), loc);
	SV *fl = oprow_apply(b, OP_aten_flatten_using_ints, &idx, 1, loc);
	SV *sel[3] = {x, ival(b, d), fl};
	SV *y = oprow_apply(b, OP_aten_index_select_Tensor, sel, 3, loc);
	SV **sh = NEWA(b->a, SV *, m + 1);
	SV **perm = NEWA(b->a, SV *, m + 1);
	for (int32_t i = 0, j = 0; i <= m; i++) {
		sh[i] = i < d ? call2(b, OP_aten_size_int, x, ival(b, i), loc) : i == d ? nwin :
			i == d + 1 ? size : call2(b, OP_aten_size_int, x, ival(b, i - 1), loc);
		if (i != d + 1)
			perm[j++] = ival(b, i);
	}
	perm[m] = ival(b, d + 1);
	y = call2(b, OP_aten_reshape_Tensor, y, list(b, sh, (uint32_t)m + 1), loc);
	y = call2(b, OP_aten_permute_Tensor, y, list(b, perm, (uint32_t)m + 1), loc);
	if (r == 0)
		y = call2(b, OP_aten_reshape_Tensor, y, list(b, (SV *[]){size}, 1), loc);
	/* PyTorch's is a view of x: this copy may share x's memory as far as writes go, so a
	 * write to either while the other is read later is a located error, never a stale value */
	if (y->k == SV_VALUE && arg[0]->k == SV_VALUE) {
		tensor_own(b, arg[0]);
		tensor_own(b, y);
		tensor_mayshare(b, y->ref, arg[0]->ref->st, "x.unfold(...) is a view of x in "
			"PyTorch, which scriptc computes as a copy");
	}
	return y;
}

/* the reordering row o on its arguments (schema order, defaults filled in); NULL if o is
 * not one of these rows */
SV *
reorder_expand(Builder *b, const Op *o, SV **arg, SrcLoc loc)
{
	SV **el = NULL;
	uint32_t n = 0;
	switch (op_row(o)) {
	case OP_aten_argsort_Tensor: return argsort(b, arg, 0, loc);
	case OP_aten_argsort_stable: return argsort(b, arg, 1, loc);
	case OP_aten_msort_Tensor: return msort(b, arg[0], loc);
	case OP_aten_flip_Tensor:
		if (elems(b, o, arg[1], &el, &n, loc) < 0)
			return sv_poison(b);
		return flip(b, o, arg[0], el, n, loc);
	case OP_aten_fliplr_Tensor: return fliplu(b, o, arg[0], 1, loc);
	case OP_aten_flipud_Tensor: return fliplu(b, o, arg[0], 0, loc);
	case OP_aten_roll_Tensor: return roll(b, o, arg, loc);
	case OP_aten_tile_Tensor: return tile(b, o, arg, loc);
	case OP_aten_movedim_intlist:
	case OP_aten_movedim_int: return movedim(b, o, arg, loc);
	case OP_aten_repeat_interleave_self_int: return interleave(b, o, arg, loc);
	case OP_aten_diff_Tensor: return diff(b, o, arg, loc);
	case OP_aten_take_Tensor: return take(b, arg, loc);
	case OP_aten_take_along_dim_Tensor: return alongdim(b, o, arg, loc);
	case OP_aten_diag_Tensor: return diagof(b, o, arg, loc);
	case OP_aten_tril_indices_Tensor: return trilu(b, o, arg, 0, loc);
	case OP_aten_triu_indices_Tensor: return trilu(b, o, arg, 1, loc);
	case OP_aten_diag_embed_Tensor: return embed(b, o, arg[0], arg[1], arg[2], arg[3], loc);
	case OP_aten_unfold_Tensor: return unfold(b, o, arg, loc);
	default: return NULL;
	}
}
