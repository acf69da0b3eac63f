/* What a branch's condition tells about sizes known only at run time.
 *
 * Inside `if x.size(0) == 1:` the size B of x's dim 0 is 1, so x.squeeze(0) drops the dim:
 * its rank is known there, while outside the branch squeeze's result has rank 1 or 2.
 * ONNX needs a rank for every value an If gives, so without this the branches' results
 * could not be joined.  The condition's IR tells the facts (one per symbolic size):
 *
 *   aten::eq(aten::size(%x, d), k)    true: B == k   false: B != k
 *   aten::ne(...)                     the other way round
 *   aten::lt, le, gt, ge              bounds of B
 *   aten::__not__(c)                  c, the other way round
 *   prim::If(c) -> (A) | (c)          `c and A`: true: both
 *   prim::If(c) -> (c) | (A)          `c or A`: false: both false
 *
 * (B the symbolic dim d of x's type; k a constant; either side.)  Together they may tell
 * that B is 1 (`1 >= B and B != 0`), or that it is not.  A branch pushes the facts its
 * condition shows and pops them when it ends (Builder.sizes).  `squeeze` reads them: a dim
 * known to be 1 is removed by a select of index 0 (the same view when the size is 1), one
 * known not to be 1 is kept (an alias, the same view), so its result's rank is known.
 * The row emitter (oprow.c) asks size_squeeze which dims to drop before it emits a squeeze,
 * and emits the select and the alias itself. */
#include "builder.h"

/* v is x.size(d) of a dim whose size is symbolic: that Sym */
static Sym
symof(const Value *v)
{
	const Node *n = v->def;
	int64_t d;
	if (!ir_isrow(n, OP_aten_size_int) || !ir_constint(ir_in(n, 1), &d))
		return 0;
	const Type *t = ir_in(n, 0)->type;
	if (t->kind != T_TENSOR || (d = dim_wrap(d, t->rank)) < 0 || !dim_issym(t->dims[d]))
		return 0;
	return dim_symof(t->dims[d]);
}

static void
facts(Builder *b, Value *c, int truth, int depth)
{
	const Node *n = c->def;
	int64_t k;
	if (depth > 16)
		return;
	if (ir_isrow(n, OP_aten___not___bool)) {
		facts(b, ir_in(n, 0), !truth, depth + 1);
		return;
	}
	if (n->kind == S_prim_If && n->nblk == 2 && c->idx < ir_nresult(n->blk[0]) &&
	    c->idx < ir_nresult(n->blk[1])) {
		Value *cond = ir_in(n, 0), *t = ir_result(n->blk[0], c->idx),
		      *e = ir_result(n->blk[1], c->idx);
		if (truth && e == cond) { /* c and t */
			facts(b, cond, 1, depth + 1);
			facts(b, t, 1, depth + 1);
		} else if (!truth && t == cond) { /* c or e */
			facts(b, cond, 0, depth + 1);
			facts(b, e, 0, depth + 1);
		}
		return;
	}
	for (int i = 0; i < 2; i++) {
		int eq = ir_isrow(n, OP_aten_eq_int), ne = ir_isrow(n, OP_aten_ne_int);
		int lt = ir_isrow(n, OP_aten_lt_int), le = ir_isrow(n, OP_aten_le_int);
		int gt = ir_isrow(n, OP_aten_gt_int), ge = ir_isrow(n, OP_aten_ge_int);
		Sym s = eq || ne || lt || le || gt || ge ? symof(ir_in(n, i)) : 0;
		if (!s || !ir_constint(ir_in(n, !i), &k) || k == INT64_MIN || k == INT64_MAX)
			continue;
		if (i == 1) { /* k < B is B > k */
			int l = lt, e = le;
			lt = gt, le = ge, gt = l, ge = e;
		}
		if (!truth) { /* not B < k is B >= k */
			int e = eq, l = lt, g = gt;
			eq = ne, ne = e, lt = ge, ge = l, gt = le, le = g;
		}
		SizeFact f = {s, k, eq ? Z_EQ : ne ? Z_NE : Z_LE};
		if (lt || gt || ge) /* (as <= k or >= k) */
			f = (SizeFact){s, lt ? k - 1 : gt ? k + 1 : k, lt ? Z_LE : Z_GE};
		vpush(b->a, &b->sizes, f);
	}
}

/* the facts cond == truth shows, for the branch being built; returns what to pop back to */
uint32_t
size_refine(Builder *b, Value *cond, int truth)
{
	uint32_t mark = b->sizes.n;
	if (cond)
		facts(b, cond, truth, 0);
	return mark;
}

void
size_unrefine(Builder *b, uint32_t mark)
{
	b->sizes.n = mark;
}

/* is Sym s known not to be v? */
static int
isnot(Builder *b, Sym s, int64_t v)
{
	for (uint32_t i = 0; i < b->sizes.n; i++)
		if (b->sizes.v[i].sym == s && b->sizes.v[i].rel == Z_NE && b->sizes.v[i].k == v)
			return 1;
	return 0;
}

/* is a dim of size d 1 on this path?  1 yes, 0 no, -1 not known (from the facts about its
 * Sym: one it equals, bounds, values it is not) */
static int
isone(Builder *b, Dim d)
{
	int64_t lo = 0, hi = INT64_MAX;
	if (dim_known(d))
		return d == 1;
	for (uint32_t i = 0; dim_issym(d) && i < b->sizes.n; i++) {
		SizeFact *f = &b->sizes.v[i];
		if (f->sym != dim_symof(d))
			continue;
		if (f->rel == Z_EQ)
			lo = f->k > lo ? f->k : lo, hi = f->k < hi ? f->k : hi;
		else if (f->rel == Z_GE && f->k > lo)
			lo = f->k;
		else if (f->rel == Z_LE && f->k < hi)
			hi = f->k;
	}
	if (!dim_issym(d) || lo > 1 || hi < 1 || isnot(b, dim_symof(d), 1))
		return dim_issym(d) ? 0 : -1;
	for (int64_t v = lo; v <= hi && v - lo < 64; v++) /* every other value left is excluded? */
		if (v != 1 && !isnot(b, dim_symof(d), v))
			return -1;
	return hi - lo < 64 ? 1 : -1;
}

/* squeeze (row o) of in[0], dim in[1] if it has one, where the facts of this path tell
 * which dims are 1 and the types do not: its rank, with one[i] set for each dim to drop (the
 * row emitter makes the same view by select and alias: oprow.c); -1 if not */
int
size_squeeze(Builder *b, const Op *o, Value **in, int *one)
{
	const Type *t = in[0]->type;
	int64_t d;
	int todo = 0;
	if (!b->sizes.n || t->kind != T_TENSOR || t->rank < 1 || t->rank > MAXRANK)
		return -1;
	if (op_row(o) == OP_aten_squeeze_dim) {
		if (!ir_constint(in[1], &d) || (d = dim_wrap(d, t->rank)) < 0)
			return -1;
		for (int32_t i = 0; i < t->rank; i++)
			one[i] = i == d ? isone(b, t->dims[i]) : 0;
	} else if (op_row(o) == OP_aten_squeeze_Tensor) {
		for (int32_t i = 0; i < t->rank; i++)
			one[i] = isone(b, t->dims[i]);
	} else
		return -1;
	for (int32_t i = 0; i < t->rank; i++) {
		if (one[i] < 0)
			return -1;
		todo |= !dim_known(t->dims[i]); /* (a fact was needed) */
	}
	return todo ? t->rank : -1;
}
