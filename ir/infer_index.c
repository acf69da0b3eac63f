/* Inference for advanced indexing, aten::index(self, indices), as TorchScript builds it for
 * `x[idx]`, `x[:, i, j]`, `x[mask]`: indices holds one entry per leading dim of self, None
 * for a dim taken whole.  An int64 index tensor (or a list of ints) replaces one dim; a bool
 * or uint8 mask of k dims replaces k dims by the count of its true elements, known only at
 * run time.  The index shapes broadcast to one shape B.  PyTorch puts B where the indexed
 * dims were when the indexed entries are adjacent, and first otherwise:
 *   x : Float(2, 3, 4, 5)   x[:, i, j]  (i : Long(7), j : Long(1, 7))  =>  Float(2, 1, 7, 5)
 *                           x[i, :, j]                             =>  Float(1, 7, 3, 5)
 * PyTorch 1.13 refuses int32 indices, and its TorchScript interpreter fails on a 0-d mask,
 * so both are refused here. */
#include <string.h>
#include "ir.h"

static int
ismask(DType dt)
{
	return dt == DT_BOOL || dt == DT_U8;
}

/* a list of ints used as an index: its length when it is a list literal */
static Dim
listlen(const Value *v)
{
	int64_t *c;
	uint32_t k;
	if (ir_constints(v, &c, &k))
		return k;
	return v->def->kind == S_prim_ListConstruct ? (Dim)v->def->nin : DIM_UNKNOWN;
}

/* one non-None entry: its dtype check, the dims it consumes, its index shape */
static int
entry(Node *n, Diag *d, const Value *v, IndexItem *it)
{
	const Type *t = v->type;
	if (t->kind == T_LIST) {
		it->ndim = 1, it->mask = 0, it->rank = 1, it->dims[0] = listlen(v);
		return 0;
	}
	if (t->dtype == DT_UNDEF)
		return infer_fail(d, n, "the dtype of the index tensor is not known here");
	if (!ismask(t->dtype) && t->dtype != DT_I64)
		return infer_fail(d, n, "tensors used as indices must be long, byte or bool "
			"tensors, not %s", dtype_name(t->dtype));
	it->mask = ismask(t->dtype);
	if (it->mask) {
		if (t->rank < 0)
			return infer_fail(d, n, "the rank of the mask is not known here");
		if (t->rank == 0)
			return infer_fail(d, n, "a 0-d mask as an index is not supported "
				"(PyTorch 1.13's TorchScript fails on it)");
		it->ndim = t->rank, it->rank = 1, it->dims[0] = DIM_UNKNOWN;
		return 0;
	}
	it->ndim = 1, it->rank = t->rank;
	if (t->rank > 0)
		memcpy(it->dims, t->dims, sizeof(Dim) * (size_t)t->rank);
	return 0;
}

static int
maskfits(Graph *g, Node *n, Diag *d, const IndexItem *it, const Type *x)
{
	const Type *m = it->v->type;
	for (int32_t i = 0; it->mask && x->rank >= 0 && i < m->rank; i++) {
		Dim a = m->dims[i], b = it->dim + i < x->rank ? x->dims[it->dim + i] : DIM_UNKNOWN;
		if (dim_known(a) && dim_known(b) && a != b)
			return infer_fail(d, n, "the shape of the mask %s at index %d does not match "
				"the shape of the indexed tensor %s at index %d",
				ty_str_of(g->arena, m), i, ty_str_of(g->arena, x),
				it->dim + i);
	}
	return 0;
}

int
infer_index_items(Graph *g, Node *n, Diag *d, IndexItem *it, int max)
{
	Node *l = ir_in(n, 1)->def;
	if (l->kind != S_prim_ListConstruct)
		return infer_fail(d, n, "the indices must be a list built here");
	int k = 0;
	int32_t dim = 0;
	for (uint32_t i = 0; i < l->nin; i++) {
		Value *v = ir_in(l, i);
		if (ir_isnone(v)) {
			dim++;
			continue;
		}
		if (k == max)
			return infer_fail(d, n, "too many index tensors");
		it[k].v = v, it[k].dim = dim, it[k].entry = i;
		if (entry(n, d, v, &it[k]) < 0 || maskfits(g, n, d, &it[k], ir_in(n, 0)->type) < 0)
			return -1;
		dim += it[k++].ndim;
	}
	const Type *x = ir_in(n, 0)->type;
	if (x->rank >= 0 && dim > x->rank)
		return infer_fail(d, n, "too many indices for tensor of dimension %d (got %d)",
			x->rank, dim);
	return k;
}

/* the index entries are one run, without a None between them */
int
infer_index_adjacent(const IndexItem *it, int k)
{
	for (int i = 1; i < k; i++)
		if (it[i].entry != it[i - 1].entry + 1)
			return 0;
	return 1;
}

/* index shapes that cannot broadcast, in PyTorch's words; 0 if they may */
static int
nobcast(Node *n, Diag *d, const IndexItem *it, int k)
{
	for (int a = 0; a < k; a++)
		for (int b = 0; b < a; b++)
			for (int32_t i = 1; it[a].rank >= 0 && it[b].rank >= 0 && i <= it[a].rank &&
			     i <= it[b].rank; i++) {
				Dim x = it[a].dims[it[a].rank - i], y = it[b].dims[it[b].rank - i];
				if (dim_known(x) && dim_known(y) && x != y && x != 1 && y != 1)
					return infer_fail(d, n, "shape mismatch: indexing tensors could "
						"not be broadcast together (dim -%d: %lld vs %lld)", i,
						(long long)y, (long long)x);
			}
	return 0;
}

/* the broadcast shape B of the index shapes, into b; its rank, -1 if unknown, -2 on error */
static int32_t
bshape(Graph *g, Node *n, Diag *d, const IndexItem *it, int k, Dim *b)
{
	int32_t br = 0;
	for (int i = 0; i < k; i++) {
		if (it[i].rank < 0)
			return -1;
		Type *bt = ty_tensor(DT_I64, br, b), *ot = ty_tensor(DT_I64, it[i].rank, it[i].dims);
		if (infer_broadcast(g, n, d, bt, ot, &br, b) < 0)
			return -2;
	}
	return br;
}

/* is dim i of self indexed? */
static int
indexed(const IndexItem *it, int k, int32_t i)
{
	for (int j = 0; j < k; j++)
		if (i >= it[j].dim && i < it[j].dim + it[j].ndim)
			return 1;
	return 0;
}

/* the shape x[indices] has, for aten::index and for index_put's values alike: into out,
 * *rank = -1 when it is not known here; -1 after an error */
int
infer_index_shape(Graph *g, Node *n, Diag *d, int32_t *rank, Dim *out)
{
	const Type *x = ir_in(n, 0)->type;
	IndexItem it[MAXRANK];
	Dim b[MAXRANK];
	int k = infer_index_items(g, n, d, it, MAXRANK);
	if (k < 0 || nobcast(n, d, it, k) < 0)
		return -1;
	int32_t br = bshape(g, n, d, it, k, b), used = 0, r = 0;
	if (br == -2)
		return -1;
	*rank = -1;
	if (x->rank < 0 || br < 0)
		return 0;
	for (int j = 0; j < k; j++)
		used += it[j].ndim;
	if (x->rank - used + br > MAXRANK)
		return infer_fail(d, n, "the result would have more than %d dims", MAXRANK);
	int32_t first = k ? it[0].dim : 0, last = k ? it[k - 1].dim + it[k - 1].ndim : 0;
	int adj = infer_index_adjacent(it, k);
	for (int32_t i = 0; adj && i < first; i++)
		out[r++] = x->dims[i];
	for (int32_t i = 0; i < br; i++)
		out[r++] = b[i];
	for (int32_t i = adj ? last : 0; i < x->rank; i++)
		if (!indexed(it, k, i))
			out[r++] = x->dims[i];
	*rank = r;
	return 0;
}

int
infer_index(Graph *g, Node *n, Diag *d)
{
	Dim out[MAXRANK];
	int32_t r;
	if (infer_index_shape(g, n, d, &r, out) < 0)
		return -1;
	infer_set(n, 0, ty_tensor(ir_in(n, 0)->type->dtype, r, r >= 0 ? out : NULL));
	return 0;
}

/* nonzero(self): the indices of the nonzero elements, one row each, [count, rank] int64 */
int
infer_nonzero(Graph *g, Node *n, Diag *d)
{
	(void)g;
	int32_t r = infer_rank(ir_in(n, 0));
	if (r == 0)
		return infer_fail(d, n, "a 0-d tensor is not supported");
	infer_set(n, 0, ty_tensor(DT_I64, 2, (Dim[]){DIM_UNKNOWN, r < 0 ? DIM_UNKNOWN : r}));
	return 0;
}

/* rows the builder expands into other operators (split, chunk, ...: frontend/build_multi.c),
 * so that a node of theirs in the IR (read from text) is not something scriptc computes */
int
infer_expanded(Graph *g, Node *n, Diag *d)
{
	(void)g;
	return infer_fail(d, n, "it is expanded by the IR builder, and has no node of its own");
}
