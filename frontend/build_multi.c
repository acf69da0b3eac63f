/* Operators the builder computes from other rows (F_EXPAND in ops.def).  Their calls are
 * matched as any call is (build_call.c), then expanded here into other rows, each emitted
 * by its OP_* (oprow_apply: no matching).  Those that return a list of tensors (`Tensor[]`:
 * split, chunk, unbind, tensor_split, meshgrid, broadcast_tensors, torch.where(cond)) give a
 * list of values whose count is known at compile time, as a list display builds it (an
 * SV_TUPLE with list set); kthvalue, median, mode and aminmax give their NamedTuple
 * (SV_TUPLE with fields) from topk, sort, amin and amax, and var_mean and std_mean their
 * tuple from mean and sum:
 *
 *   a, b = x.split([1, 3], 1)      a = aten::slice(x, 1, 0, 1, 1)      (views of x: a write
 *                                  b = aten::slice(x, 1, 1, 4, 1)       through a reaches x)
 *   r = x.unbind(0)                r[i] = aten::select(x, 0, i)
 *   i, j = torch.where(c)          nz = aten::nonzero(c); i = nz[:, 0]; j = nz[:, 1]
 *   v, i = x.kthvalue(2, 1)        t = aten::topk(x, 2, 1, False, True); v, i = t[., 1]
 *
 * The pieces of split, chunk, unbind and tensor_split are views of self (`Tensor(a)[]`), so
 * each is a slice or select view (tensor.c's chain), which a write scatters back.  meshgrid
 * and broadcast_tensors are expands, whose writes tensor.c refuses (PyTorch refuses most).
 * Where the count depends on a size known only at run time, it is a located error until
 * run-time lists (ONNX sequences) are wired here. */
#include <math.h>
#include <string.h>
#include "builder.h"
#include "../runtime/runtime.h"

static SV *
ival(Builder *b, int64_t v)
{
	return sv_value(b, emit_const_int(b, v));
}

static int
cint(SV *s, int64_t *v)
{
	return s->k == SV_VALUE && s->v->type->kind == T_INT && ir_constint(s->v, v);
}

/* the row on (self, arg), or on (arg) when self is NULL */
static SV *
call1(Builder *b, uint32_t row, SV *self, SV *arg, SrcLoc loc)
{
	SV *a[2] = {self ? self : arg, arg};
	return oprow_apply(b, row, a, self ? 2 : 1, loc);
}

/* the list [v] */
static SV *
one(Builder *b, SV *v)
{
	SV **el = NEWA(b->a, SV *, 1);
	el[0] = v;
	return sv_list(b, el, 1);
}

static const char *
opname(const Op *o)
{
	return sym_str(o->kind);
}

/* the dim argument d of x, wrapped into [0, rank); -1 after an error */
static int
dimof(Builder *b, const Op *o, SV *x, SV *d, SrcLoc loc)
{
	int32_t rank = x->v->type->rank;
	int64_t k;
	if (rank < 0)
		return emit_error(b, loc,
			"%s: the rank of this tensor is not known at compile time",
			opname(o));
	if (rank == 0)
		return emit_error(b, loc, "%s: a 0-d tensor has no dim to %s", opname(o),
			o->ret0 == AT_TENSORS ? "take apart" : "reduce");
	if (!cint(d, &k))
		return emit_error(b, loc, "%s: the dim must be known at compile time", opname(o));
	if (k < -rank || k >= rank)
		return emit_error(b, loc, "%s: dim %lld out of range for a tensor of %d dims",
			opname(o), (long long)k, rank);
	return (int)(k < 0 ? k + rank : k);
}

/* the size of dim d of x if known at compile time, else -1 after an error saying why the
 * count of pieces is not known */
static int64_t
knownsize(Builder *b, const Op *o, SV *x, int d, SrcLoc loc)
{
	Dim n = x->v->type->dims[d];
	if (n >= 0)
		return n;
	emit_error(b, loc, "%s: the number of pieces depends on the size of dim %d, which is known "
		"only at run time: not supported yet", opname(o), d);
	return -1;
}

/* a constant int argument (a count or a size), or -1 after an error */
static int
constarg(Builder *b, const Op *o, SV *a, const char *what, int64_t *v, SrcLoc loc)
{
	if (cint(a, v))
		return 0;
	return emit_error(b, loc, "%s: the %s must be known at compile time: not supported yet",
		opname(o), what);
}

static SV *
slice(Builder *b, SV *x, int d, SV *start, SV *end, SrcLoc loc)
{
	SV *a[5] = {x, ival(b, d), start, end, ival(b, 1)};
	return oprow_apply(b, OP_aten_slice_Tensor, a, 5, loc);
}

/* pieces of dim d at offsets at[0..n], at[i] to at[i + 1] */
static SV *
pieces(Builder *b, SV *x, int d, const int64_t *at, uint32_t n, SrcLoc loc)
{
	SV **el = NEWA(b->a, SV *, n + 1);
	for (uint32_t i = 0; i < n; i++)
		el[i] = slice(b, x, d, ival(b, at[i]), ival(b, at[i + 1]), loc);
	return sv_list(b, el, n);
}

/* split(self, split_size, dim): pieces of split_size, the last one shorter */
static SV *
splitby(Builder *b, const Op *o, SV *x, int64_t s, int d, SrcLoc loc)
{
	if (x->v->type->dims[d] < 0 && s > 0) /* a list of run-time length */
		return comp_pieces(b, x, d, ival(b, s), NULL, loc);
	int64_t n = knownsize(b, o, x, d, loc);
	if (n < 0)
		return sv_poison(b);
	if (s < 0 || (s == 0 && n != 0)) {
		emit_error(b, loc, s < 0 ? "%s: the split size is %lld; it must not be negative" :
			"%s: a split size of %lld needs dim %d to be empty, but its size is %lld",
			opname(o), (long long)s, d, (long long)n);
		return sv_poison(b);
	}
	int64_t count = n == 0 ? 1 : (n + s - 1) / s;
	if (count > 100000) {
		emit_error(b, loc, "%s: %lld pieces are too many", opname(o), (long long)count);
		return sv_poison(b);
	}
	int64_t *at = NEWA(b->a, int64_t, count + 1);
	for (int64_t i = 0; i <= count; i++)
		at[i] = i * s < n ? i * s : n;
	return pieces(b, x, d, at, (uint32_t)count, loc);
}

static SV *iop(Builder *b, uint32_t row, SV *l, SV *r, SrcLoc loc);

/* split(self, [s0, s1, ...], dim) where a size or dim d's size is known only at run time:
 * PyTorch raises unless none is negative and they sum to the size, and ONNX cannot raise.
 * So the pieces' offsets start at zeros(1)[bad], bad = |sum - size| + sum(max(s, 0) - s):
 * 0 when PyTorch's check passes, else an index out of range, where ONNX Runtime fails */
static SV *
runsizes(Builder *b, SV *x, SV *sizes, int d, SrcLoc loc)
{
	uint32_t k = sizes->n;
	SV *a[2] = {x, ival(b, d)}, *n = oprow_apply(b, OP_aten_size_int, a, 2, loc);
	SV *sum = ival(b, 0), *neg = ival(b, 0);
	for (uint32_t i = 0; i < k; i++) {
		sum = iop(b, OP_aten_add_int, sum, sizes->el[i], loc);
		neg = iop(b, OP_aten_add_int, neg, iop(b, OP_aten_sub_int, iop(b, OP_aten_max_int,
			sizes->el[i], ival(b, 0), loc), sizes->el[i], loc), loc);
	}
	SV *off = iop(b, OP_aten_max_int, iop(b, OP_aten_sub_int, sum, n, loc),
		iop(b, OP_aten_sub_int, n, sum, loc), loc);
	SV *bad = iop(b, OP_aten_add_int, off, neg, loc);
	Tensor *z = rt_tensor(b->g->arena, DT_I64, 1, (int64_t[]){1});
	SV *sel[3] = {NULL, ival(b, 0), bad};
	sel[0] = sv_value(b, emit_const_tensor(b, z));
	SV *at0 = oprow_apply(b, OP_aten_select_int, sel, 3, loc);
	SV **at = NEWA(b->a, SV *, k + 1), **el = NEWA(b->a, SV *, k + 1);
	at[0] = at0->k == SV_POISON ? at0 : oprow_apply(b, OP_aten_Int_Tensor, &at0, 1, loc);
	for (uint32_t i = 0; i < k; i++)
		at[i + 1] = iop(b, OP_aten_add_int, at[i], sizes->el[i], loc);
	for (uint32_t i = 0; i < k; i++) {
		if (at[i]->k == SV_POISON || at[i + 1]->k == SV_POISON)
			return sv_poison(b);
		el[i] = slice(b, x, d, at[i], at[i + 1], loc);
	}
	return sv_list(b, el, k);
}

/* split(self, [s0, s1, ...], dim): the sizes must sum to the dim's */
static SV *
splitsizes(Builder *b, const Op *o, SV *x, SV *sizes, int d, SrcLoc loc)
{
	if (sizes->k != SV_TUPLE) {
		emit_error(b, loc, "%s: a list of sizes whose length is known only at run time is not "
			"supported yet (the number of pieces must be known at compile time)", opname(o));
		return sv_poison(b);
	}
	int64_t *at = NEWA(b->a, int64_t, sizes->n + 1), n;
	int known = x->v->type->dims[d] >= 0;
	for (uint32_t i = 0; i < sizes->n; i++) {
		int64_t s;
		if (sizes->el[i]->k != SV_VALUE || sizes->el[i]->v->type->kind != T_INT) {
			emit_error(b, loc, "%s: the sizes must be ints", opname(o));
			return sv_poison(b);
		}
		if (!cint(sizes->el[i], &s)) {
			known = 0;
			continue;
		}
		if (s < 0) {
			emit_error(b, loc, "%s: split size %lld is negative", opname(o),
				(long long)s);
			return sv_poison(b);
		}
		at[i + 1] = at[i] + s;
	}
	if (!known)
		return runsizes(b, x, sizes, d, loc);
	if ((n = x->v->type->dims[d]) != at[sizes->n]) {
		emit_error(b, loc, "%s: the sizes sum to %lld, but dim %d has size %lld", opname(o),
			(long long)at[sizes->n], d, (long long)n);
		return sv_poison(b);
	}
	return pieces(b, x, d, at, sizes->n, loc);
}

/* chunk(self, chunks, dim): split by ceil(size / chunks), so there may be fewer chunks */
static SV *
chunk(Builder *b, const Op *o, SV *x, int64_t c, int d, SrcLoc loc)
{
	if (c <= 0) {
		emit_error(b, loc, "%s: %lld chunks; there must be at least one", opname(o),
			(long long)c);
		return sv_poison(b);
	}
	if (x->v->type->dims[d] < 0 && x->v->type->rank > 0) /* a list of run-time length */
		return comp_pieces(b, x, d, NULL, ival(b, c), loc);
	int64_t n = knownsize(b, o, x, d, loc);
	if (n < 0)
		return sv_poison(b);
	if (n == 0 && c <= 100000) /* c empty chunks, where split(0) would give one */
		return pieces(b, x, d, NEWA(b->a, int64_t, c + 1), (uint32_t)c, loc);
	return splitby(b, o, x, (n + c - 1) / c, d, loc);
}

static SV *
unbind(Builder *b, const Op *o, SV *x, int d, SrcLoc loc)
{
	if (x->v->type->dims[d] < 0 && x->v->type->rank > 0) /* a list of run-time length */
		return comp_pieces(b, x, d, NULL, NULL, loc);
	int64_t n = knownsize(b, o, x, d, loc);
	if (n < 0)
		return sv_poison(b);
	SV **el = NEWA(b->a, SV *, n + 1);
	for (int64_t i = 0; i < n; i++) {
		SV *a[3] = {x, ival(b, d), ival(b, i)};
		el[i] = oprow_apply(b, OP_aten_select_int, a, 3, loc);
	}
	return sv_list(b, el, (uint32_t)n);
}

/* the int row (add.int, ...) on two ints */
static SV *
iop(Builder *b, uint32_t row, SV *l, SV *r, SrcLoc loc)
{
	SV *a[2] = {l, r};
	return oprow_apply(b, row, a, 2, loc);
}

/* tensor_split(self, sections, dim): the first size % sections pieces are one longer,
 *   start(i) = i * (size // sections) + min(i, size % sections)
 * computed at run time when the size is known only then */
static SV *
sections(Builder *b, const Op *o, SV *x, int64_t k, int d, SrcLoc loc)
{
	if (k <= 0) {
		emit_error(b, loc, "%s: %lld sections; there must be at least one", opname(o),
			(long long)k);
		return sv_poison(b);
	}
	if (k > 100000) {
		emit_error(b, loc, "%s: %lld pieces are too many", opname(o), (long long)k);
		return sv_poison(b);
	}
	SV *a[2] = {x, ival(b, d)};
	SV *n = oprow_apply(b, OP_aten_size_int, a, 2, loc);
	SV *q = iop(b, OP_aten_floordiv_int, n, ival(b, k), loc),
	   *r = iop(b, OP_aten_remainder_int, n, ival(b, k), loc);
	SV **at = NEWA(b->a, SV *, k + 1), **el = NEWA(b->a, SV *, k + 1);
	for (int64_t i = 0; i <= k; i++)
		at[i] = iop(b, OP_aten_add_int, iop(b, OP_aten_mul_int, ival(b, i), q, loc),
			iop(b, OP_aten_min_int, ival(b, i), r, loc), loc);
	for (int64_t i = 0; i < k; i++)
		el[i] = slice(b, x, d, at[i], at[i + 1], loc);
	return sv_list(b, el, (uint32_t)k);
}

/* tensor_split(self, [i0, i1, ...], dim): x[:i0], x[i0:i1], ..., x[ik:] as Python slices */
static SV *
indices(Builder *b, SV *x, SV *ix, int d, SrcLoc loc)
{
	if (ix->k != SV_TUPLE) {
		emit_error(b, loc, "aten::tensor_split: indices known only at run time are not "
			"supported yet");
		return sv_poison(b);
	}
	SV **el = NEWA(b->a, SV *, ix->n + 2), *none = sv_value(b, emit_const_none(b));
	for (uint32_t i = 0; i <= ix->n; i++)
		el[i] = slice(b, x, d, i ? ix->el[i - 1] : ival(b, 0), i < ix->n ? ix->el[i] : none,
			loc);
	return sv_list(b, el, ix->n + 1);
}

/* the constant string of s, or NULL */
static const char *
strof(SV *s)
{
	Attr *at = s->k == SV_VALUE && s->v->type->kind == T_STR ? ir_attr(s->v->def, S_value) :
		NULL;
	return at ? at->s : NULL;
}

/* 0, or -1 after an error: the tensors meshgrid takes (0-d or 1-d, one dtype) */
static int
gridargs(Builder *b, SV *ts, SrcLoc loc)
{
	if (ts->n == 0)
		return emit_error(b, loc, "torch.meshgrid: it needs at least one tensor");
	for (uint32_t i = 0; i < ts->n; i++) {
		Type *t = ts->el[i]->v->type;
		if (t->rank < 0 || t->rank > 1)
			return emit_error(b, loc,
				"torch.meshgrid: tensor %u has %s dims; it takes 0-d "
				"or 1-d tensors", i, t->rank < 0 ? "an unknown number of" :
				arena_printf(b->a, "%d", t->rank));
		if (t->dtype != ts->el[0]->v->type->dtype || t->dtype == DT_UNDEF)
			return emit_error(b, loc,
				"torch.meshgrid: the tensors must have one dtype known "
				"at compile time");
	}
	return 0;
}

/* meshgrid(tensors, indexing): out[i] is tensors[i] along its own dim, expanded to every
 * tensor's size; indexing='xy' swaps the first two dims */
static SV *
meshgrid(Builder *b, SV *ts, SV *indexing, SrcLoc loc)
{
	const char *ix = indexing ? strof(indexing) : "ij";
	if (!ix || (strcmp(ix, "ij") && strcmp(ix, "xy"))) {
		emit_error(b, loc, "torch.meshgrid: indexing must be 'ij' or 'xy'%s",
			ix ? "" : ", a string known at compile time");
		return sv_poison(b);
	}
	if (gridargs(b, ts, loc) < 0)
		return sv_poison(b);
	uint32_t n = ts->n;
	SV **size = NEWA(b->a, SV *, n), **el = NEWA(b->a, SV *, n);
	uint32_t *axis = NEWA(b->a, uint32_t, n);
	for (uint32_t i = 0; i < n; i++) {
		axis[i] = !strcmp(ix, "xy") && n >= 2 && i < 2 ? 1 - i : i;
		SV *z[2] = {ts->el[i], ival(b, 0)};
		size[axis[i]] = ts->el[i]->v->type->rank ?
			oprow_apply(b, OP_aten_size_int, z, 2, loc) : ival(b, 1);
	}
	for (uint32_t i = 0; i < n; i++) {
		SV **sh = NEWA(b->a, SV *, n);
		for (uint32_t j = 0; j < n; j++)
			sh[j] = ival(b, j == axis[i] ? -1 : 1);
		SV *shape = sv_list(b, sh, n), *sizes = sv_list(b, size, n);
		SV *r = call1(b, OP_aten_reshape_Tensor, ts->el[i], shape, loc);
		el[i] = call1(b, OP_aten_expand_Tensor, r, sizes, loc);
	}
	return sv_list(b, el, n);
}

/* broadcast_tensors(tensors): each expanded as a bool tensor of the broadcast shape, which
 * ONNX's Or computes (and fails on shapes that do not broadcast, as PyTorch raises) */
static SV *
broadcast(Builder *b, SV *ts, SrcLoc loc)
{
	SV *dt = sv_value(b, emit_const_dtype(b, DT_BOOL)), *all = NULL;
	for (uint32_t i = 0; i < ts->n; i++) {
		SV *z = call1(b, OP_aten_zeros_like_Tensor, ts->el[i], dt, loc); /* dtype=bool */
		all = all ? call1(b, OP_aten_logical_or_Tensor, all, z, loc) : z;
	}
	SV **el = NEWA(b->a, SV *, ts->n + 1);
	for (uint32_t i = 0; i < ts->n; i++)
		el[i] = call1(b, OP_aten_expand_as_Tensor, ts->el[i], all, loc);
	return sv_list(b, el, ts->n);
}

/* torch.where(cond): one index tensor per dim of cond (a 0-d cond counts as 1-d) */
static SV *
where(Builder *b, SV *c, SrcLoc loc)
{
	int32_t rank = c->v->type->rank;
	if (rank < 0) {
		emit_error(b, loc, "torch.where(condition): the rank of the condition is not known at "
			"compile time");
		return sv_poison(b);
	}
	if (rank == 0) {
		c = call1(b, OP_aten_reshape_Tensor, c, one(b, ival(b, 1)), loc);
		rank = 1;
	}
	SV *nz = oprow_apply(b, OP_aten_nonzero_Tensor, &c, 1, loc);
	SV **el = NEWA(b->a, SV *, rank);
	for (int32_t k = 0; k < rank; k++) {
		SV *a[3] = {nz, ival(b, 1), ival(b, k)};
		el[k] = oprow_apply(b, OP_aten_select_int, a, 3, loc);
	}
	return sv_list(b, el, (uint32_t)rank);
}

/* an operator's NamedTuple of two values */
static SV *
named(Builder *b, const Op *o, SV *x, SV *y)
{
	SV *t = sv_new(b, SV_TUPLE);
	t->n = 2;
	t->fields = o->retnames;
	t->el = NEWA(b->a, SV *, 2);
	t->el[0] = x, t->el[1] = y;
	return x->k == SV_POISON ? x : y->k == SV_POISON ? y : t;
}

/* kthvalue(self, k, dim, keepdim): the k-th smallest along dim, the last of
 *   topk(self, k, dim, largest=False, sorted=True)
 * whose ties come in the order of their indices (PyTorch's index among ties may differ) */
static SV *
kth(Builder *b, const Op *o, SV *x, SV *k, int d, SV *keep, SrcLoc loc)
{
	int64_t kv, n = x->v->type->dims[d], keepv;
	if (cint(k, &kv) && (kv < 1 || (n >= 0 && kv > n))) {
		emit_error(b, loc, "%s: k is %lld, out of range for dim %d of size %lld", opname(o),
			(long long)kv, d, (long long)n);
		return sv_poison(b);
	}
	if (!ir_constint(keep->v, &keepv)) {
		emit_error(b, loc, "%s: keepdim must be known at compile time", opname(o));
		return sv_poison(b);
	}
	SV *no = sv_value(b, emit_const_bool(b, 0)), *yes = sv_value(b, emit_const_bool(b, 1));
	SV *a[5] = {x, k, ival(b, d), no, yes}, *t = oprow_apply(b, OP_aten_topk_Tensor, a, 5, loc);
	if (t->k != SV_TUPLE)
		return t;
	SV *last = iop(b, OP_aten_sub_int, k, ival(b, 1), loc), *r[2];
	for (int i = 0; i < 2; i++) {
		SV *s[4] = {t->el[i], ival(b, d), last, ival(b, 1)};
		r[i] = keepv ? oprow_apply(b, OP_aten_narrow_Tensor, s, 4, loc) :
			oprow_apply(b, OP_aten_select_int, s, 3, loc);
	}
	return named(b, o, r[0], r[1]);
}

/* median(self, dim, keepdim): the lower median, kthvalue with k = (size + 1) // 2; where
 * the slice holds NaN, NaN and the index of its first NaN, as PyTorch gives (TopK would
 * give a number there) */
static SV *
median(Builder *b, const Op *o, SV *x, int d, SV *keep, SrcLoc loc)
{
	SV *a[2] = {x, ival(b, d)};
	SV *n = oprow_apply(b, OP_aten_size_int, a, 2, loc);
	SV *t = kth(b, o, x, iop(b, OP_aten_floordiv_int, iop(b, OP_aten_add_int, n, ival(b, 1),
		loc), ival(b, 2), loc),
		d, keep, loc);
	if (t->k != SV_TUPLE || !dtype_isfloat(x->v->type->dtype))
		return t;
	SV *nan = call1(b, OP_aten_ne_Tensor, x, x, loc);
	SV *h[3] = {nan, ival(b, d), keep};
	SV *has = oprow_apply(b, OP_aten_any_dim, h, 3, loc);
	h[0] = oprow_apply(b, OP_aten_to_dtype, (SV *[]){nan, sv_value(b, emit_const_dtype(b,
		DT_I64))}, 2, loc);
	SV *first = oprow_apply(b, OP_aten_argmax_Tensor, h, 3, loc);
	SV *v[3] = {has, sv_value(b, emit_const_float(b, NAN)), t->el[0]};
	SV *i[3] = {has, first, t->el[1]};
	return named(b, o, oprow_apply(b, OP_aten_where_ScalarSelf, v, 3, loc),
		oprow_apply(b, OP_aten_where_self, i, 3, loc));
}

/* median(self): the lower median of every element (NaN if one is NaN) */
static SV *
medianall(Builder *b, const Op *o, SV *x, SrcLoc loc)
{
	SV *flat = call1(b, OP_aten_reshape_Tensor, x, one(b, ival(b, -1)), loc);
	SV *m = median(b, o, flat, 0, sv_value(b, emit_const_bool(b, 0)), loc);
	return m->k == SV_TUPLE ? m->el[0] : m;
}

/* mode(self, dim, keepdim): the most frequent value along dim, the smallest of those as
 * frequent, and the last index where it is (as PyTorch's CPU kernel gives), from the sorted
 * values, with size * size comparisons per slice:
 *   s = sort(x, d).values;  n = (s.unsqueeze(d + 1) == s.unsqueeze(d)).sum(d + 1)
 *   v = s.gather(d, n.argmax(d, keepdim=True))        the first most frequent: the smallest
 *   i = where(x == v, arange(size) along d, -1).amax(d, keepdim=True) */
static SV *
mode(Builder *b, const Op *o, SV *x, int d, SV *keep, SrcLoc loc)
{
	int64_t keepv;
	if (!ir_constint(keep->v, &keepv)) {
		emit_error(b, loc, "%s: keepdim must be known at compile time", opname(o));
		return sv_poison(b);
	}
	SV *s = call1(b, OP_aten_sort_Tensor, x, ival(b, d), loc),
	   *yes = sv_value(b, emit_const_bool(b, 1));
	if (s->k != SV_TUPLE)
		return s;
	s = s->el[0];
	SV *eq = call1(b, OP_aten_eq_Tensor, call1(b, OP_aten_unsqueeze_Tensor, s, ival(b, d + 1),
		loc), call1(b, OP_aten_unsqueeze_Tensor, s, ival(b, d), loc), loc);
	SV *n = call1(b, OP_aten_sum_dim, eq, one(b, ival(b, d + 1)), loc);
	SV *am[3] = {n, ival(b, d), yes};
	SV *g[3] = {s, ival(b, d), oprow_apply(b, OP_aten_argmax_Tensor, am, 3, loc)};
	SV *v = oprow_apply(b, OP_aten_gather_Tensor, g, 3, loc);
	int32_t r = x->v->type->rank;
	SV **sh = NEWA(b->a, SV *, r);
	for (int32_t j = 0; j < r; j++)
		sh[j] = ival(b, j == d ? -1 : 1);
	SV *sz = call1(b, OP_aten_size_int, x, ival(b, d), loc);
	SV *ar = oprow_apply(b, OP_aten_arange_Tensor, &sz, 1, loc);
	SV *w[3] = {call1(b, OP_aten_eq_Tensor, x, v, loc), call1(b, OP_aten_reshape_Tensor, ar,
		sv_list(b, sh, (uint32_t)r), loc), ival(b, -1)}; /* where(cond, Tensor, Scalar) */
	SV *mx[3] = {NULL, one(b, ival(b, d)), yes};
	mx[0] = oprow_apply(b, OP_aten_where_ScalarOther, w, 3, loc);
	SV *i = oprow_apply(b, OP_aten_amax_dim, mx, 3, loc);
	if (!keepv)
		v = call1(b, OP_aten_squeeze_dim, v, ival(b, d), loc),
		i = call1(b, OP_aten_squeeze_dim, i, ival(b, d), loc);
	return named(b, o, v, i);
}

/* aminmax(self, dim, keepdim) = (amin(self, dim, keepdim), amax(self, dim, keepdim)) */
static SV *
aminmax(Builder *b, const Op *o, SV *x, SV *dim, SV *keep, SrcLoc loc)
{
	SV *dims = dim->v->type->kind == T_NONE ? sv_list(b, NULL, 0) : one(b, dim);
	SV *a[3] = {x, dims, keep};
	return named(b, o, oprow_apply(b, OP_aten_amin_dim, a, 3, loc),
		oprow_apply(b, OP_aten_amax_dim, a, 3, loc));
}

/* the dims var_mean reduces (None or [] is every dim) as a list, and in n how many elements
 * that is; NULL after an error */
static SV *
reduced(Builder *b, const Op *o, SV *x, SV *dim, SV **n, SrcLoc loc)
{
	int32_t r = x->v->type->rank;
	SV *l = dim && dim->k == SV_VALUE && dim->v->type->kind == T_INT ? one(b, dim) : dim;
	if (!l || (l->k == SV_VALUE && l->v->type->kind == T_NONE) || (l->k == SV_TUPLE && !l->n)) {
		l = sv_list(b, NEWA(b->a, SV *, r + 1), 0);
		for (int32_t j = 0; j < r; j++)
			l->el[l->n++] = ival(b, j);
	}
	if (l->k != SV_TUPLE) {
		emit_error(b, loc, "%s: dims known only at run time are not supported", opname(o));
		return NULL;
	}
	*n = ival(b, 1);
	for (uint32_t j = 0; j < l->n; j++) {
		int d = dimof(b, o, x, l->el[j], loc);
		if (d < 0)
			return NULL;
		*n = iop(b, OP_aten_mul_int, *n, call1(b, OP_aten_size_int, x, ival(b, d), loc),
			loc);
	}
	return l;
}

/* the correction of var_mean: given (None is 1), or 1 if unbiased else 0 */
static SV *
correction(Builder *b, SV *a, int given, SrcLoc loc)
{
	int64_t k;
	if (given)
		return a->v->type->kind == T_NONE ? ival(b, 1) : a;
	return ir_constint(a->v, &k) ? ival(b, k != 0) : call1(b, OP_aten_Int_bool, NULL, a, loc);
}

/* var_mean and std_mean(self, dim, unbiased or correction, keepdim) = (var or std, mean),
 * and var and std, the first alone:
 *   mean = x.mean(dim, keepdim=True)
 *   var = ((x - mean) * (x - mean)).sum(dim, keepdim) / max(0, n - correction)
 * n the number of elements reduced; correction 1 when unbiased (a 0 denominator gives inf
 * or nan, as in PyTorch) */
static SV *
varmean(Builder *b, const Op *o, SV **arg, SrcLoc loc)
{
	SV *x = arg[0], *n, *c, *keep = sv_value(b, emit_const_bool(b, 0));
	uint32_t row = op_row(o);
	int all = row == OP_aten_var_mean_all || row == OP_aten_std_mean_all ||
		row == OP_aten_var_Tensor || row == OP_aten_std_Tensor;
	int corr = row == OP_aten_var_mean_correction || row == OP_aten_std_mean_correction ||
		row == OP_aten_var_correction || row == OP_aten_std_correction;
	int one = row == OP_aten_var_Tensor || row == OP_aten_var_dim ||
		row == OP_aten_var_correction || row == OP_aten_std_Tensor ||
		row == OP_aten_std_dim || row == OP_aten_std_correction; /* var, std: no mean */
	if (x->v->type->dtype == DT_UNDEF || !dtype_isfloat(x->v->type->dtype) ||
	    x->v->type->rank < 0) {
		emit_error(b, loc, "%s: it takes a floating-point tensor whose dtype and rank are known "
			"at compile time", opname(o));
		return sv_poison(b);
	}
	SV *dims = reduced(b, o, x, all ? NULL : arg[1], &n, loc);
	if (!dims)
		return sv_poison(b);
	c = correction(b, arg[all ? 1 : 2], corr, loc);
	if (!all)
		keep = arg[3];
	SV *ka[3] = {x, dims, sv_value(b, emit_const_bool(b, 1))}, *kb[3] = {NULL, dims, keep};
	SV *m = oprow_apply(b, OP_aten_mean_dim, ka, 3, loc);
	SV *dev = call1(b, OP_aten_sub_Tensor, x, m, loc);
	kb[0] = call1(b, OP_aten_mul_Tensor, dev, dev, loc);
	SV *v = oprow_apply(b, OP_aten_sum_dim, kb, 3, loc);
	v = call1(b, OP_aten_div_Scalar, v, iop(b, OP_aten_max_int, iop(b, OP_aten_sub_int, n, c,
		loc), ival(b, 0), loc), loc);
	if (row == OP_aten_std_mean_all || row == OP_aten_std_mean_dim ||
	    row == OP_aten_std_mean_correction || row == OP_aten_std_Tensor ||
	    row == OP_aten_std_dim || row == OP_aten_std_correction)
		v = oprow_apply(b, OP_aten_sqrt_Tensor, &v, 1, loc);
	if (one)
		return v;
	kb[0] = x;
	SV *t = named(b, o, v, oprow_apply(b, OP_aten_mean_dim, kb, 3, loc));
	if (t->k == SV_TUPLE)
		t->fields = NULL; /* (Tensor, Tensor): a plain tuple */
	return t;
}

/* split, chunk, unbind, tensor_split: pieces of self along the dim, the last argument */
static SV *
apart(Builder *b, const Op *o, SV **arg, SrcLoc loc)
{
	uint32_t row = op_row(o);
	int d = dimof(b, o, arg[0], arg[o->nargs - 1], loc);
	int64_t k;
	if (d < 0)
		return sv_poison(b);
	switch (row) {
	case OP_aten_unbind_int: return unbind(b, o, arg[0], d, loc);
	case OP_aten_split_sizes:
	case OP_aten_split_list:
	case OP_aten_split_with_sizes_Tensor: return splitsizes(b, o, arg[0], arg[1], d, loc);
	case OP_aten_tensor_split_indices: return indices(b, arg[0], arg[1], d, loc);
	default: break;
	}
	const char *what = row == OP_aten_split_Tensor ? "split size" : "count";
	int bysize = row == OP_aten_split_Tensor, bycount = row == OP_aten_chunk_Tensor;
	if ((bysize || bycount) && !cint(arg[1], &k) && arg[1]->k == SV_VALUE &&
	    arg[1]->v->type->kind == T_INT) /* known at run time: so is the number of pieces */
		return comp_pieces(b, arg[0], d, bysize ? arg[1] : NULL, bycount ? arg[1] : NULL,
			loc);
	if (constarg(b, o, arg[1], what, &k, loc) < 0)
		return sv_poison(b);
	switch (row) {
	case OP_aten_split_Tensor: return splitby(b, o, arg[0], k, d, loc);
	case OP_aten_chunk_Tensor: return chunk(b, o, arg[0], k, d, loc);
	case OP_aten_tensor_split_sections: return sections(b, o, arg[0], k, d, loc);
	default: die("multi_expand: no expansion of %s", o->schema);
	}
}

/* what an F_EXPAND row gives for the arguments arg (every slot of its schema, defaults
 * filled in): a list of tensors, or a NamedTuple */
/* mode, median and kthvalue of a 0-d x along dim -1 or 0: x itself and index 0, as ATen
 * gives them (kthvalue's k must be 1) */
static SV *
zerod(Builder *b, const Op *o, SV *x, SV *d, SV *k, SrcLoc loc)
{
	int64_t v;
	if (!cint(d, &v)) {
		emit_error(b, loc, "%s: the dim must be known at compile time", opname(o));
		return sv_poison(b);
	}
	if (v < -1 || v > 0) {
		emit_error(b, loc, "%s: Dimension out of range (expected to be in range of [-1, 0], "
			"but got %lld)", opname(o), (long long)v);
		return sv_poison(b);
	}
	if (k && (!cint(k, &v) || v != 1)) {
		emit_error(b, loc, cint(k, &v) ? "kthvalue(): selected number k out of range for "
			"dimension 0" : "%s: k must be known at compile time on a 0-d tensor",
			opname(o));
		return sv_poison(b);
	}
	Tensor *z = rt_tensor(b->g->arena, DT_I64, 0, NULL);
	return named(b, o, x, sv_value(b, emit_const_tensor(b, z)));
}

static int
isrank0(SV *x)
{
	return x->k == SV_VALUE && x->v->type->kind == T_TENSOR && x->v->type->rank == 0;
}

SV *
multi_expand(Builder *b, const Op *o, SV **arg, SrcLoc loc)
{
	int d;
	uint32_t row = op_row(o);
	if ((row == OP_aten_mode_Tensor || row == OP_aten_median_dim) && isrank0(arg[0]))
		return zerod(b, o, arg[0], arg[1], NULL, loc);
	if (row == OP_aten_kthvalue_Tensor && isrank0(arg[0]))
		return zerod(b, o, arg[0], arg[2], arg[1], loc);
	switch (row) {
	case OP_aten_var_mean_all:
	case OP_aten_var_mean_dim:
	case OP_aten_var_mean_correction:
	case OP_aten_std_mean_all:
	case OP_aten_std_mean_dim:
	case OP_aten_std_mean_correction:
	case OP_aten_var_Tensor:
	case OP_aten_var_dim:
	case OP_aten_var_correction:
	case OP_aten_std_Tensor:
	case OP_aten_std_dim:
	case OP_aten_std_correction: return varmean(b, o, arg, loc);
	case OP_aten_median_Tensor: return medianall(b, o, arg[0], loc);
	case OP_aten_aminmax_Tensor: return aminmax(b, o, arg[0], arg[1], arg[2], loc);
	case OP_aten_mode_Tensor:
		d = dimof(b, o, arg[0], arg[1], loc);
		return d < 0 ? sv_poison(b) : mode(b, o, arg[0], d, arg[2], loc);
	case OP_aten_kthvalue_Tensor:
		d = dimof(b, o, arg[0], arg[2], loc);
		return d < 0 ? sv_poison(b) : kth(b, o, arg[0], arg[1], d, arg[3], loc);
	case OP_aten_median_dim:
		d = dimof(b, o, arg[0], arg[1], loc);
		return d < 0 ? sv_poison(b) : median(b, o, arg[0], d, arg[2], loc);
	case OP_aten_meshgrid_Tensor: return meshgrid(b, arg[0], NULL, loc);
	case OP_aten_meshgrid_indexing: return meshgrid(b, arg[0], arg[1], loc);
	case OP_aten_broadcast_tensors_Tensor: return broadcast(b, arg[0], loc);
	case OP_aten_where_cond: return where(b, arg[0], loc);
	case OP_aten_rnn_tanh_cell_Tensor:
	case OP_aten_rnn_relu_cell_Tensor:
	case OP_aten_lstm_cell_Tensor:
	case OP_aten_gru_cell_Tensor: return rnn_cell_expand(b, o, arg, loc);
	case OP_aten_lstm_input:
	case OP_aten_gru_input:
	case OP_aten_rnn_tanh_input:
	case OP_aten_rnn_relu_input: return rnn_layers_expand(b, o, arg, loc);
	default: break;
	}
	SV *r = reorder_expand(b, o, arg, loc);
	if (!r)
		r = stats_expand(b, o, arg, loc);
	if (!r)
		r = norm_expand(b, o, arg, loc);
	if (!r)
		r = search_expand(b, o, arg, loc);
	if (!r)
		r = quantile_expand(b, o, arg, loc);
	if (!r)
		r = grid_expand(b, o, arg, loc);
	if (!r)
		r = factory_expand(b, o, arg, loc);
	if (!r)
		r = products_expand(b, o, arg, loc);
	if (!r)
		r = elemx_expand(b, o, arg, loc);
	if (!r)
		r = special_expand(b, o, arg, loc);
	return r ? r : apart(b, o, arg, loc);
}
