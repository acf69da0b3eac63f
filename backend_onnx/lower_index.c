/* Lowering of advanced indexing, aten::index(self, indices).  Each mask of k dims first
 * becomes k index vectors, the rows of NonZero(mask).  One index then is one Gather on its
 * dim: Gather takes negative indices and puts the index's dims where the indexed dim was,
 * which is PyTorch's rule for one index.  Several indices (m of them) take the general path:
 * GatherND takes negatives in [-size, 0) and refuses what lies beyond, as PyTorch does (a
 * write's ScatterND, whose spec does not say, gets them wrapped by hand: Where(i < 0,
 * i + size, i), unless they are constants known non-negative), the indices are expanded to
 * their broadcast shape B and stacked into B ++ [m], self is transposed so the indexed dims
 * come first, GatherND gives B ++ (the other dims), and a last Transpose moves B back to
 * where the indexed dims were when they were adjacent (PyTorch leaves B first otherwise).
 *   %r = aten::index(%x, [None, %i, %j])         %t = onnx::Transpose[perm=[1, 2, 0, 3]](%x)
 *   x : Float(2, 3, 4, 5), i, j : Long(7)   =>   %g = onnx::GatherND(%t, %ij)    : (7, 2, 5)
 *                                                %r = onnx::Transpose[perm=[1, 0, 2]](%g)
 * One mask of x's first dims (x[m], m 2-d or more) is GatherND(x, Transpose(NonZero(m))). */
#include <string.h>
#include "backend.h"

static Type *
longs(int32_t rank, const Dim *dims)
{
	return ty_tensor(DT_I64, rank, dims);
}

static Value *
perm(Lower *lw, Value *x, const int64_t *p, int32_t rank, Type *t)
{
	int same = 1;
	for (int32_t i = 0; i < rank; i++)
		same &= p[i] == i;
	if (same)
		return x;
	Value *r = lw_op1(lw, "Transpose", x, t);
	ir_attr_ints(lw->g, r->def, SYMC("perm"), p, (uint32_t)rank);
	return r;
}

/* the mask, made to fail at run time unless its shape is that of the dims it indexes, as
 * PyTorch raises then.  When the types do not show it, the mask is reshaped to its own shape
 * with every size that differs from the dim's replaced by -2, which Reshape refuses:
 *   Reshape(m, Where(Shape(m) == Shape(x)[d:d+k], Shape(m), -2))
 * (a size 0 that matches is copied from the input where ONNX reads 0 so: the same 0) */
static Value *
maskfit(Lower *lw, Value *x, const IndexItem *it)
{
	Value *m = lw_in(lw, it->v, DT_UNDEF);
	const Type *mt = m->type, *xt = x->type;
	int same = 1;
	for (int32_t i = 0; i < it->ndim; i++)
		same &= mt->dims[i] == xt->dims[it->dim + i] && mt->dims[i] != DIM_UNKNOWN;
	if (same)
		return m;
	int64_t s = it->dim, e = it->dim + it->ndim;
	Dim nd = it->ndim;
	Value *sl[3] = {lw_shape(lw, x), lw_ints(lw, &s, 1), lw_ints(lw, &e, 1)};
	Value *dims = lw_op(lw, "Slice", sl, 3, longs(1, &nd)), *own = lw_shape(lw, m);
	Value *w[3] = {lw_op2(lw, "Equal", own, dims, ty_tensor(DT_BOOL, 1, &nd)), own,
		lw_int(lw, -2)};
	return lw_op2(lw, "Reshape", m, lw_op(lw, "Where", w, 3, longs(1, &nd)),
		ty_tensor(mt->dtype, mt->rank, xt->dims + it->dim));
}

/* the index vectors of one mask: the rows of NonZero(mask), each [count] */
static int
maskrows(Lower *lw, Value *x, const IndexItem *it, Value **idx, int32_t *pos)
{
	Dim nzd[2] = {it->ndim, DIM_UNKNOWN}, cnt = DIM_UNKNOWN;
	Value *nz = lw_op1(lw, "NonZero", maskfit(lw, x, it), longs(2, nzd));
	if (it->ndim == 1) {
		idx[0] = lw_op2(lw, "Reshape", nz, lw_ints(lw, (int64_t[]){-1}, 1), longs(1, &cnt));
		pos[0] = it->dim;
		return 1;
	}
	for (int32_t j = 0; j < it->ndim; j++) {
		idx[j] = lw_attri(lw, lw_op2(lw, "Gather", nz, lw_int(lw, j), longs(1, &cnt)),
			"axis", 0);
		pos[j] = it->dim + j;
	}
	return it->ndim;
}

/* is v a list of constants none of which is negative? */
static int
nonneg(const Value *v)
{
	int64_t c[MAXRANK * 4];
	uint32_t n;
	if (v->type->kind != T_LIST || !ir_intlist(v, c, sizeof c / sizeof *c, &n))
		return 0;
	for (uint32_t i = 0; i < n; i++)
		if (c[i] < 0)
			return 0;
	return 1;
}

/* the index of every indexed dim of self, in order; how many */
static int
indices(Lower *lw, Value *x, const IndexItem *it, int k, Value **idx, int32_t *pos, int *wrap)
{
	int m = 0;
	for (int i = 0; i < k; i++) {
		if (it[i].mask) {
			int r = maskrows(lw, x, &it[i], idx + m, pos + m);
			for (int j = 0; j < r; j++)
				wrap[m + j] = 0; /* NonZero's indices are never negative */
			m += r;
			continue;
		}
		idx[m] = it[i].v->type->kind == T_LIST ? lw_intlist(lw, it[i].v) :
			lw_in(lw, it[i].v, DT_I64);
		pos[m] = it[i].dim, wrap[m++] = !nonneg(it[i].v) && !lw_nonneg(it[i].v);
	}
	return m;
}

#define MAXARANGE 1024 /* positions of a dim of known size written as a constant */

/* i, or i + size(x, p) where i < 0, as PyTorch wraps once; one still out of range (below
 * -size or at size or past) fails, where PyTorch raises, rather than be wrapped a second
 * time by a runtime's own negative indices.  The positions of the dim taken at i,
 * Gather(Range(0, size), i): Gather wraps a negative index once and refuses one out of
 * range (a constant Range where the size is known and small: one node).  A larger known
 * size is Where(i < 0, i + size, i) moved past every dim where still negative
 * (lw_refuseneg), which ScatterND refuses, so the model holds no copy of the Range */
static Value *
wrapneg(Lower *lw, Value *x, int32_t p, Value *i)
{
	Type *it = i->type, *bt = ty_tensor(DT_BOOL, it->rank, it->dims);
	Dim d = x->type->dims[p];
	if (dim_known(d) && d <= MAXARANGE) {
		int64_t pos[MAXARANGE];
		for (int64_t k = 0; k < d; k++)
			pos[k] = k;
		return lw_attri(lw, lw_op2(lw, "Gather", lw_ints(lw, pos, (uint32_t)d), i, it),
			"axis", 0);
	}
	Value *size = lw_attri(lw, lw_op2(lw, "Gather", lw_shape(lw, x), lw_int(lw, p),
		longs(0, NULL)), "axis", 0);
	if (!dim_known(d)) {
		Value *ar = lw_op(lw, "Range", (Value *[]){lw_int(lw, 0), size, lw_int(lw, 1)}, 3,
			longs(1, &d));
		return lw_attri(lw, lw_op2(lw, "Gather", ar, i, it), "axis", 0);
	}
	Value *w[3] = {lw_op2(lw, "Less", i, lw_int(lw, 0), bt), lw_op2(lw, "Add", i, size, it), i};
	return lw_refuseneg(lw, lw_op(lw, "Where", w, 3, it));
}

/* every size of t is a number or a named dim: equal types then have equal shapes */
static int
exact(const Type *t)
{
	for (int32_t i = 0; i < t->rank; i++)
		if (t->dims[i] == DIM_UNKNOWN)
			return 0;
	return 1;
}

/* every index expanded to the broadcast shape bt and stacked on a last dim: B ++ [m] */
static Value *
stack(Lower *lw, Value **idx, int m, Type *bt)
{
	Value *sum = idx[0];
	for (int a = 1; a < m; a++)
		sum = lw_op2(lw, "Add", sum, idx[a], a == m - 1 ? bt : longs(-1, NULL));
	Value *shape = lw_shape(lw, sum);
	Dim d[MAXRANK + 1];
	if (bt->rank > 0) /* 0-d indices: B is [] and bt->dims NULL */
		memcpy(d, bt->dims, sizeof(Dim) * (size_t)bt->rank);
	d[bt->rank] = 1;
	Value **u = NEWA(lw->g->arena, Value *, (size_t)m);
	int64_t ax = bt->rank;
	for (int a = 0; a < m; a++) {
		Value *e = idx[a]->type == bt && exact(bt) ? idx[a] :
			lw_op2(lw, "Expand", idx[a], shape, bt);
		u[a] = lw_op2(lw, "Unsqueeze", e, lw_ints(lw, &ax, 1), longs(bt->rank + 1, d));
	}
	d[bt->rank] = m;
	if (m == 1)
		return u[0];
	return lw_attri(lw, lw_op(lw, "Concat", u, (uint32_t)m, longs(bt->rank + 1, d)), "axis",
		ax);
}

/* self with the indexed dims pos[0..m) first, then the others in order: the permutation
 * into p, the others into rest */
static Value *
front(Lower *lw, Value *x, const int32_t *pos, int m, int32_t *rest, int64_t *p)
{
	const Type *xt = x->type;
	Dim d[MAXRANK];
	int32_t r = 0, nr = 0;
	for (int a = 0; a < m; a++)
		p[r++] = pos[a];
	for (int32_t i = 0; i < xt->rank; i++) {
		int used = 0;
		for (int a = 0; a < m; a++)
			used |= pos[a] == i;
		if (!used)
			p[r++] = i, rest[nr++] = i;
	}
	for (int32_t i = 0; i < xt->rank; i++)
		d[i] = xt->dims[p[i]];
	return perm(lw, x, p, xt->rank, ty_tensor(xt->dtype, xt->rank, d));
}

/* the general path up to GatherND/ScatterND: stacked indices (wrapped for a write, wrap),
 * self transposed, and the permutation that puts B back where PyTorch puts it */
static void
plan(Lower *lw, Value *x, Value **idx, const int32_t *pos, const int *wrap, int m, int adj,
	Type *t, IndexPlan *pl, int write)
{
	int32_t r = x->type->rank, nb = t->rank - (r - m), first = adj ? pos[0] : 0;
	Type *bt = longs(nb, nb > 0 ? t->dims + first : NULL);
	for (int a = 0; write && a < m; a++)
		if (wrap[a])
			idx[a] = wrapneg(lw, x, pos[a], idx[a]);
	pl->ix = stack(lw, idx, m, bt);
	pl->xt = front(lw, x, pos, m, pl->rest, pl->fperm);
	pl->m = m, pl->nb = nb;
	/* B back in the place of the first indexed dim: [rest[:first], B, rest[first:]] */
	int32_t k = 0;
	for (int32_t i = 0; i < first; i++)
		pl->back[k++] = nb + i;
	for (int32_t i = 0; i < nb; i++)
		pl->back[k++] = i;
	for (int32_t i = first; i < r - m; i++)
		pl->back[k++] = nb + i;
}

static Value *
general(Lower *lw, IndexPlan *pl, Type *t)
{
	Dim gd[MAXRANK];
	for (int32_t i = 0; i < t->rank; i++)
		gd[pl->back[i]] = t->dims[i];
	Value *g = lw_op2(lw, "GatherND", pl->xt, pl->ix, ty_tensor(t->dtype, t->rank, gd));
	return perm(lw, g, pl->back, t->rank, t);
}

/* x[indices] for aten::index and index_put (n's inputs 0 and 1), t its type: the general
 * path's plan; -1 after an error */
int
lw_index_plan(Lower *lw, Node *n, Value *x, Type *t, IndexPlan *pl)
{
	IndexItem it[MAXRANK];
	int k = infer_index_items(lw->g, n, lw->d, it, MAXRANK);
	if (k < 0)
		return -1;
	if (x->type->rank < 0 || t->rank < 0)
		return lw_fail(lw, n, "needs the ranks of the tensor and of its indices");
	if (k == 0)
		return lw_fail(lw, n, "needs at least one index tensor");
	Value *idx[MAXRANK];
	int32_t pos[MAXRANK];
	int wrap[MAXRANK];
	int m = indices(lw, x, it, k, idx, pos, wrap);
	plan(lw, x, idx, pos, wrap, m, infer_index_adjacent(it, k), t, pl, 1);
	return 0;
}

int
lower_index(Lower *lw, Node *n)
{
	Value *x = lw_arg(lw, n, 0, DT_UNDEF);
	Type *t = lw_outty(n, 0);
	IndexItem it[MAXRANK];
	int k = infer_index_items(lw->g, n, lw->d, it, MAXRANK);
	if (k < 0)
		return -1;
	if (x->type->rank < 0 || t->rank < 0)
		return lw_fail(lw, n, "needs the ranks of the tensor and of its indices");
	if (k == 1 && it[0].mask && it[0].dim == 0 && it[0].ndim >= 2) {
		/* x[mask] of a mask of x's first dims: its NonZero [ndim, count] transposed is
		 * GatherND's [count, ndim], no rows split out and stacked again */
		Dim nzd[2] = {it[0].ndim, DIM_UNKNOWN}, tzd[2] = {DIM_UNKNOWN, it[0].ndim};
		Value *nz = lw_op1(lw, "NonZero", maskfit(lw, x, &it[0]), longs(2, nzd));
		Value *ix = perm(lw, nz, (int64_t[]){1, 0}, 2, longs(2, tzd));
		return lw_done1(lw, n, lw_op2(lw, "GatherND", x, ix, t));
	}
	Value *idx[MAXRANK];
	int32_t pos[MAXRANK];
	int wrap[MAXRANK];
	int m = indices(lw, x, it, k, idx, pos, wrap);
	if (m == 1)
		return lw_done1(lw, n, lw_attri(lw, lw_op2(lw, "Gather", x, idx[0], t), "axis",
			pos[0]));
	IndexPlan pl;
	plan(lw, x, idx, pos, wrap, m, infer_index_adjacent(it, k), t, &pl, 0);
	return lw_done1(lw, n, general(lw, &pl, t));
}

/* nonzero(self) = Transpose(NonZero(self != 0)): ONNX gives one row per dim */
int
lower_nonzero(Lower *lw, Node *n)
{
	Value *x = lw_arg(lw, n, 0, DT_BOOL);
	Type *t = lw_outty(n, 0);
	Value *nz = lw_op1(lw, "NonZero", x, ty_tensor(DT_I64, 2, (Dim[]){t->dims[1], t->dims[0]}));
	Value *r = lw_op1(lw, "Transpose", nz, t);
	ir_attr_ints(lw->g, r->def, SYMC("perm"), (int64_t[]){1, 0}, 2);
	return lw_done1(lw, n, r);
}

/* the rows of build_multi.c (infer_expanded) */
int
lower_expanded(Lower *lw, Node *n)
{
	return lw_fail(lw, n, "internal: it is expanded by the IR builder");
}
