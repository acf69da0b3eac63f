/* Writes whose operand is another view of the memory written: when PyTorch refuses them,
 * and when scriptc can compute them.
 *
 * PyTorch checks an in-place op's operands against the tensor it writes
 * (at::get_overlap_status): when both are non-overlapping and dense and their address
 * ranges meet without being the same elements with the same strides, it refuses ("some
 * elements of the input tensor and the written-to tensor refer to a single memory
 * location"); when either is not dense (x[::2], x[:, 0:2]) it does not check and computes
 * in place, element by element.  scriptc computes a write as a value, which is PyTorch's
 * result where the two share no element or are the same elements in the same order;
 * elsewhere PyTorch's result depends on the order its kernel visits the elements, so that
 * is refused too, for that reason.
 *
 * Where the memory's shape is known and each view step is a select, slice or narrow with
 * constant arguments, or a transpose or permute, what a view reaches is one arithmetic
 * progression of indices per dim of the base (a View); two views share no element iff
 * the progressions of some dim share no index.
 *
 *   runs[1::2] -= runs[::2]   dim 0: {1, 3, 5, ...} and {0, 2, 4, ...}: none shared
 *   x[1:] += x[:-1]           both dense, their ranges meet: PyTorch refuses
 *   x[::2] += x[::3]          they share x[0]; PyTorch does not check (not dense): refused
 *
 * Otherwise (sizes known only at run time, other views) the view chains are compared
 * step by step: the same steps, or constant selects or slices that do not meet. */
#include <string.h>
#include "builder.h"

#define VMAX 16

/* the elements a view reaches, as indices of its memory's base (contiguous, of known shape) */
typedef struct {
	int rank;                 /* the base's */
	int64_t size[VMAX];       /* the base's dims */
	int64_t lo[VMAX], step[VMAX], n[VMAX]; /* per base dim: lo, lo + step, ... (n of them) */
	int nd;                   /* the view's rank */
	int dim[VMAX];            /* view dim j is base dim dim[j] */
} View;

/* *a times b; 0 if that overflows (*a is then not to be used): the answer is not known */
static int
mul(int64_t *a, int64_t b)
{
	return !__builtin_mul_overflow(*a, b, a);
}

/* a dim argument of a view of nd dims, wrapped; -1 if not constant or out of range */
static int
dimarg(const Value *v, int nd)
{
	int64_t d;
	if (!ir_constint(v, &d) || d < -nd || d >= (nd ? nd : 1))
		return -1;
	return (int)(d < 0 ? d + nd : d);
}

/* view dim j drops out (a select) */
static void
dropdim(View *w, int j)
{
	memmove(&w->dim[j], &w->dim[j + 1], sizeof *w->dim * (size_t)(w->nd - j - 1));
	w->nd--;
}

/* base dim i keeps count elements from its start-th, every step-th */
static void
keep(View *w, int i, int64_t start, int64_t step, int64_t count)
{
	w->lo[i] += start * w->step[i];
	if (count > 1) /* (so lo + step * (n - 1) stays below the dim's size: no overflow) */
		w->step[i] *= step;
	w->n[i] = count;
}

/* slice.Tensor(self, dim, start, end, step) as PyTorch clamps it */
static int
slicestep(View *w, const Node *s)
{
	int j = dimarg(ir_in(s, 1), w->nd);
	int64_t st, lo = 0, hi = INT64_MAX;
	if (j < 0 || !ir_constint(ir_in(s, 4), &st) || st <= 0 ||
	    (!ir_isnone(ir_in(s, 2)) && !ir_constint(ir_in(s, 2), &lo)) ||
	    (!ir_isnone(ir_in(s, 3)) && !ir_constint(ir_in(s, 3), &hi)))
		return 0;
	int i = w->dim[j];
	int64_t n = w->n[i];
	lo = lo < 0 ? lo + n : lo;
	hi = hi < 0 ? hi + n : hi;
	lo = lo < 0 ? 0 : lo > n ? n : lo;
	hi = hi < lo ? lo : hi > n ? n : hi;
	keep(w, i, lo, st, (hi - lo) / st + ((hi - lo) % st != 0));
	return 1;
}

/* one step of a view chain; 0 if not followed */
static int
step(View *w, const Node *s)
{
	int j = w->nd && s->nin > 1 ? dimarg(ir_in(s, 1), w->nd) : -1, k;
	int64_t a, c, p[VMAX] = {0};
	uint32_t np;
	if (ir_isrow(s, OP_aten_detach_Tensor) || ir_isrow(s, OP_aten_alias_Tensor))
		return 1;
	if (ir_isrow(s, OP_aten_slice_Tensor))
		return slicestep(w, s);
	if (ir_isrow(s, OP_aten_select_int) || ir_isrow(s, OP_aten_narrow_Tensor)) {
		if (j < 0 || !ir_constint(ir_in(s, 2), &a))
			return 0;
		int64_t n = w->n[w->dim[j]];
		a = a < 0 ? a + n : a;
		if (ir_isrow(s, OP_aten_select_int)) {
			if (a < 0 || a >= n)
				return 0;
			keep(w, w->dim[j], a, 1, 1);
			dropdim(w, j);
			return 1;
		}
		if (!ir_constint(ir_in(s, 3), &c) || a < 0 || c < 0 || a + c > n)
			return 0;
		keep(w, w->dim[j], a, 1, c);
		return 1;
	}
	if (ir_isrow(s, OP_aten_t_Tensor) && w->nd < 2)
		return 1;
	if (ir_isrow(s, OP_aten_t_Tensor) || ir_isrow(s, OP_aten_transpose_int)) {
		j = ir_isrow(s, OP_aten_t_Tensor) ? 0 : j;
		k = ir_isrow(s, OP_aten_t_Tensor) ? 1 : dimarg(ir_in(s, 2), w->nd);
		if (j < 0 || k < 0)
			return 0;
		int x = w->dim[j];
		w->dim[j] = w->dim[k], w->dim[k] = x;
		return 1;
	}
	if (ir_isrow(s, OP_aten_permute_Tensor) && ir_intlist(ir_in(s, 1), p, VMAX, &np) && np == (uint32_t)w->nd) {
		int old[VMAX];
		memcpy(old, w->dim, sizeof old);
		for (uint32_t i = 0; i < np; i++) {
			int d = p[i] < 0 ? (int)p[i] + w->nd : (int)p[i];
			if (d < 0 || d >= w->nd)
				return 0;
			w->dim[i] = old[d];
		}
		return 1;
	}
	return 0;
}

/* what the tensor of sv reaches of its memory; 0 if not known */
static int
viewof(const SV *sv, View *w)
{
	const Ref *r = sv->ref;
	const Type *t = r->nchain ? ir_in(r->chain[0], 0)->type : sv->v->type;
	if (t->kind != T_TENSOR || t->rank < 0 || t->rank > VMAX)
		return 0;
	memset(w, 0, sizeof *w);
	w->rank = w->nd = t->rank;
	int64_t numel = 1; /* (every offset and stride is below it) */
	for (int i = 0; i < t->rank; i++) {
		if (!dim_known(t->dims[i]) || !mul(&numel, t->dims[i] ? t->dims[i] : 1))
			return 0;
		w->size[i] = w->n[i] = t->dims[i];
		w->step[i] = 1;
		w->dim[i] = i;
	}
	for (uint32_t i = 0; i < r->nchain; i++)
		if (!step(w, r->chain[i]))
			return 0;
	return 1;
}

/* do the progressions (lo, s, n) of p's and q's base dim i share an index?  -1: too many
 * to tell */
static int
meet(const View *p, const View *q, int i)
{
	const View *a = p->n[i] <= q->n[i] ? p : q, *b = a == p ? q : p;
	if (a->n[i] > 4096)
		return -1;
	for (int64_t k = 0; k < a->n[i]; k++) {
		int64_t x = a->lo[i] + k * a->step[i];
		if (x >= b->lo[i] && x <= b->lo[i] + (b->n[i] - 1) * b->step[i] &&
		    (x - b->lo[i]) % b->step[i] == 0)
			return 1;
	}
	return 0;
}

/* the base's element stride of view dim j, and the view's size there */
static int64_t
stride(const View *w, int j, int64_t *size)
{
	int64_t s = w->step[w->dim[j]];
	for (int i = w->dim[j] + 1; i < w->rank; i++)
		s *= w->size[i];
	*size = w->n[w->dim[j]];
	return s;
}

/* PyTorch's is_non_overlapping_and_dense: its dims, by stride, lay out a contiguous block */
static int
dense(const View *w)
{
	int64_t need = 1, size[VMAX], st[VMAX];
	int used[VMAX] = {0};
	for (int j = 0; j < w->nd; j++)
		st[j] = stride(w, j, &size[j]);
	for (int k = 0; k < w->nd; k++) { /* (the dims of size 1 or 0 do not count) */
		int m = -1;
		for (int j = 0; j < w->nd; j++)
			if (!used[j] && size[j] >= 2 && (m < 0 || st[j] < st[m]))
				m = j;
		if (m < 0)
			return 1;
		if (st[m] != need)
			return 0;
		need *= size[m];
		used[m] = 1;
	}
	return 1;
}

/* the view's first element (as an offset into the base) and its element count */
static int64_t
offset(const View *w, int64_t *numel)
{
	int64_t off = 0, stride = 1;
	*numel = 1;
	for (int i = w->rank - 1; i >= 0; i--) {
		off += w->lo[i] * stride;
		stride *= w->size[i];
		*numel *= w->n[i];
	}
	return off;
}

/* the same elements in the same order: each view dim's size and stride */
static int
sameview(const View *p, const View *q)
{
	int64_t a, c;
	int64_t n1, n2;
	if (p->nd != q->nd || offset(p, &n1) != offset(q, &n2))
		return 0;
	for (int j = 0; j < p->nd; j++)
		if (stride(p, j, &a) != stride(q, j, &c) || a != c)
			return 0;
	return 1;
}

/* PyTorch's refusal: both dense, their address ranges meet, and not the same view */
static int
refused(const View *p, const View *q)
{
	int64_t n1, n2, a = offset(p, &n1), c = offset(q, &n2);
	return dense(p) && dense(q) && a < c + n2 && c < a + n1;
}

/* 0: p and q share no element, 1: they may, and it matters (a located error follows) */
static int
known(Builder *b, const View *p, const View *q, SrcLoc loc, int *rc)
{
	if (p->rank != q->rank || memcmp(p->size, q->size, sizeof p->size))
		return 0;
	int sure = 1;
	for (int i = 0; i < p->rank; i++) {
		int m = !p->n[i] || !q->n[i] ? 0 : meet(p, q, i);
		if (m == 0)
			return *rc = 0, 1;
		sure &= m == 1;
	}
	if (sameview(p, q))
		return *rc = 0, 1;
	if (!sure && !refused(p, q))
		return 0; /* (too many elements to tell) */
	if (refused(p, q))
		*rc = emit_error(b, loc, "this operand shares memory with the tensor being written, "
			"and they do not cover the same elements: PyTorch refuses this (\"some "
			"elements of the input tensor and the written-to tensor refer to a single "
			"memory location\"); use .clone() on it");
	else
		*rc = emit_error(b, loc, "this operand shares elements with the tensor being written "
			"without being the same view of them: PyTorch computes this in place, element "
			"by element, so its result depends on the order it visits them (it does not "
			"refuse a view that is not dense), which scriptc does not reproduce; use "
			".clone() on it");
	return 1;
}

/* the same view step: the same op with the same other arguments */
static int
samestep(const Node *p, const Node *q)
{
	if (p == q)
		return 1;
	if (p->op != q->op || p->nin != q->nin)
		return 0;
	for (uint32_t i = 1; i < p->nin; i++)
		if (ir_in(p, i) != ir_in(q, i))
			return 0;
	return 1;
}

/* constant [lo, hi) of a slice with step 1 and bounds known non-negative */
static int
range(const Node *n, int64_t *lo, int64_t *hi)
{
	int64_t st;
	if (!ir_constint(ir_in(n, 4), &st) || st != 1)
		return 0;
	*lo = 0, *hi = INT64_MAX;
	if (!ir_isnone(ir_in(n, 2)) && !ir_constint(ir_in(n, 2), lo))
		return 0;
	if (!ir_isnone(ir_in(n, 3)) && !ir_constint(ir_in(n, 3), hi))
		return 0;
	return *lo >= 0 && *hi >= 0;
}

/* do views p and q of one tensor provably not meet: different constant indices of one dim */
static int
disjoint(const Node *p, const Node *q)
{
	int64_t a, c, lo1, hi1, lo2, hi2;
	if (p->op != q->op || ir_in(p, 1) != ir_in(q, 1))
		return 0;
	if (ir_isrow(p, OP_aten_select_int))
		return ir_constint(ir_in(p, 2), &a) && ir_constint(ir_in(q, 2), &c) &&
			(a < 0) == (c < 0) && a != c;
	if (ir_isrow(p, OP_aten_slice_Tensor))
		return range(p, &lo1, &hi1) && range(q, &lo2, &hi2) && (hi1 <= lo2 || hi2 <= lo1);
	return 0;
}

/* the chains of p and q (one memory) reach no common element, or the same ones */
static int
apart(const Ref *p, const Ref *q)
{
	uint32_t k = 0;
	for (; k < p->nchain && k < q->nchain; k++) {
		Node *x = p->chain[k], *y = q->chain[k];
		if (disjoint(x, y))
			return 1;
		/* one dim selected at two indices: the same elements or none */
		if (!samestep(x, y) && !(ir_isrow(x, OP_aten_select_int) && x->op == y->op &&
					 ir_in(x, 1) == ir_in(y, 1)))
			break;
	}
	return k == p->nchain && k == q->nchain; /* the same elements, or (selects) none */
}

/* An in-place op or a copy whose operand src is another view of the memory target is:
 * 0 if scriptc computes it as PyTorch does, else -1 (reported) */
int
tensor_overlaps(Builder *b, SV *target, SV *src, SrcLoc loc)
{
	if (src->k == SV_TUPLE) {
		for (uint32_t i = 0; i < src->n; i++)
			if (tensor_overlaps(b, target, src->el[i], loc) < 0)
				return -1;
		return 0;
	}
	if (src->k != SV_VALUE || target->k != SV_VALUE || !src->ref || !target->ref ||
	    src->ref->st != target->ref->st || src->ref == target->ref)
		return 0;
	if (apart(target->ref, src->ref))
		return 0;
	View p, q;
	int rc;
	if (viewof(target, &p) && viewof(src, &q) && known(b, &p, &q, loc, &rc))
		return rc;
	return emit_error(b, loc, "this operand may share memory with the tensor being written "
		"without covering the same elements (sizes or indices known only at run time): "
		"PyTorch refuses this where both are dense and meet (\"some elements of the input "
		"tensor and the written-to tensor refer to a single memory location\"), and "
		"otherwise computes it in place in an order scriptc does not reproduce; use "
		".clone() on it");
}
