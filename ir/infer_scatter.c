/* Inference for the functional writes: the out-of-place operators that in-place updates and
 * subscript stores become (select_scatter, slice_scatter, index_put, index_add, index_copy,
 * index_fill, scatter, scatter_add, masked_scatter, fill, zero, copy) and the views
 * view_as/reshape_as and diagonal.
 * Every write returns a tensor of self's type; what is checked here is what PyTorch checks
 * before it writes, wherever the types show it:
 *   - dtypes: select/slice_scatter, index_fill, fill and copy cast what they write to self's
 *     dtype; index_put, index_add, index_copy, scatter(src) and scatter_add raise unless it
 *     has self's dtype, and so does this file (a located error);
 *   - shapes: what is written must have the shape of the part of self it replaces (index_put
 *     and copy: broadcast to it), dims given negative are wrapped;
 *   - indices: int64 (index_add also takes int32), a 1-d or 0-d index for the index_* family.
 * A check the types cannot decide (sizes known only at run time, run-time index values) is
 * left to the lowering, which makes ONNX Runtime fail where PyTorch raises. */
#include <string.h>
#include "ir.h"

/* is n the row op of ops.def (that overload)? */
static int
is(const Node *n, uint32_t op)
{
	return n->op && op_row(n->op) == op;
}

/* scatter(..., reduce=) */
static int
reducing(const Node *n)
{
	return is(n, OP_aten_scatter_reduce) || is(n, OP_aten_scatter_value_reduce);
}

static const Type *
tin(const Node *n, uint32_t i)
{
	return ir_in(n, i)->type;
}

/* the constant argument dim wrapped against rank; -1 if the rank is not known, -2 after
 * an error */
static int
cdim(Graph *g, Node *n, Diag *d, int32_t rank)
{
	int64_t k;
	if (arg_int(d, ARG_INFER, n, "dim", &k) < 0)
		return -2;
	if (rank == 0)
		return infer_fail(d, n, "writing into a 0-d tensor along a dim is not supported"), -2;
	int r = infer_normdim(g, n, d, k, rank, 0);
	return rank < 0 ? -1 : r;
}

/* self's type as the result */
static int
same(Node *n)
{
	infer_set(n, 0, (Type *)tin(n, 0));
	return 0;
}

/* a shape as PyTorch prints one, "[4, 3]", symbolic sizes by name */
static const char *
shape(Graph *g, int32_t r, const Dim *dims)
{
	const char *s = ty_str_of(g->arena, ty_tensor(DT_I64, r, dims)), *p = strchr(s, '(');
	char *o = arena_printf(g->arena, "[%s", p ? p + 1 : ")");
	o[strlen(o) - 1] = ']';
	return o;
}

/* src of dtype a written into self of dtype b must already be b */
static int
samedtype(Node *n, Diag *d, const Type *self, const Type *src, const char *what)
{
	if (self->dtype != src->dtype && self->dtype != DT_UNDEF && src->dtype != DT_UNDEF)
		return infer_fail(d, n, "self (%s) and %s (%s) must have the same dtype",
			dtype_name(self->dtype), what, dtype_name(src->dtype));
	return 0;
}

/* src's shape must be want's: dims known on both sides equal */
static int
sameshape(Graph *g, Node *n, Diag *d, const Type *src, int32_t r, const Dim *want,
	const char *what)
{
	if (src->rank < 0 || r < 0)
		return 0;
	int bad = src->rank != r;
	for (int32_t i = 0; !bad && i < r; i++)
		bad = dim_known(src->dims[i]) && dim_known(want[i]) && src->dims[i] != want[i];
	if (bad)
		return infer_fail(d, n, "expected %s to have the shape %s, not %s", what,
			shape(g, r, want), shape(g, src->rank, src->dims));
	return 0;
}

/* src must broadcast to the shape want (its rank at most want's) */
static int
bcastto(Graph *g, Node *n, Diag *d, const Type *src, int32_t r, const Dim *want,
	const char *what)
{
	if (src->rank < 0 || r < 0)
		return 0;
	int bad = src->rank > r;
	for (int32_t i = 1; !bad && i <= src->rank; i++) {
		Dim s = src->dims[src->rank - i], w = want[r - i];
		bad = dim_known(s) && s != 1 && dim_known(w) && s != w;
	}
	if (bad)
		return infer_fail(d, n, "%s of shape %s cannot be broadcast to the shape %s", what,
			shape(g, src->rank, src->dims), shape(g, r, want));
	return 0;
}

static int
longindex(Node *n, Diag *d, const Type *ix, int i32ok)
{
	if (ix->dtype == DT_I64 || ix->dtype == DT_UNDEF || (i32ok && ix->dtype == DT_I32))
		return 0;
	return infer_fail(d, n, "the index must be an int64%s tensor, not %s",
		i32ok ? " or int32" : "", dtype_name(ix->dtype));
}

/* select_scatter(self, src, dim, index): src has self's shape without dim */
int
infer_select_scatter(Graph *g, Node *n, Diag *d)
{
	const Type *t = tin(n, 0);
	int k = cdim(g, n, d, t->rank);
	if (k < 0)
		return k == -2 ? -1 : same(n);
	Dim want[MAXRANK];
	for (int32_t i = 0, r = 0; i < t->rank; i++)
		if (i != k)
			want[r++] = t->dims[i];
	int64_t i;
	if (ir_constint(ir_in(n, 3), &i) && dim_known(t->dims[k]) &&
	    (i >= t->dims[k] || i < -t->dims[k]))
		return infer_fail(d, n, "index %lld is out of range for dim %d of size %lld",
			(long long)i, k, (long long)t->dims[k]);
	if (sameshape(g, n, d, tin(n, 1), t->rank - 1, want, "src") < 0)
		return -1;
	return same(n);
}

/* the size of self[start:end:step] along a dim of size size, or DIM_UNKNOWN */
static Dim
slicelen(Node *n, Dim size, int64_t st)
{
	int64_t s = 0, e = INT64_MAX;
	if ((!ir_isnone(ir_in(n, 3)) && !ir_constint(ir_in(n, 3), &s)) ||
	    (!ir_isnone(ir_in(n, 4)) && !ir_constint(ir_in(n, 4), &e)) || !dim_known(size))
		return DIM_UNKNOWN;
	s = s < 0 ? s + size : s, e = e < 0 ? e + size : e;
	s = s < 0 ? 0 : s > size ? size : s;
	e = e < 0 ? 0 : e > size ? size : e;
	return e > s ? (e - s - 1) / st + 1 : 0;
}

/* slice_scatter(self, src, dim, start, end, step): src has the shape of the slice */
int
infer_slice_scatter(Graph *g, Node *n, Diag *d)
{
	const Type *t = tin(n, 0);
	int k = cdim(g, n, d, t->rank);
	if (k == -2)
		return -1;
	int64_t st;
	int cst = ir_constint(ir_in(n, 5), &st);
	if (cst && st <= 0)
		return infer_fail(d, n, "slice step must be positive");
	if (t->rank < 0)
		return same(n);
	Dim want[MAXRANK];
	memcpy(want, t->dims, sizeof(Dim) * (size_t)t->rank);
	want[k] = cst ? slicelen(n, t->dims[k], st) : DIM_UNKNOWN;
	if (sameshape(g, n, d, tin(n, 1), t->rank, want, "src") < 0)
		return -1;
	return same(n);
}

/* index_put(self, indices, values, accumulate): values has self's dtype and broadcasts to
 * the shape of self[indices] */
int
infer_index_put(Graph *g, Node *n, Diag *d)
{
	const Type *t = tin(n, 0), *v = tin(n, 2);
	Dim want[MAXRANK];
	int32_t r;
	int64_t acc;
	if (arg_int(d, ARG_INFER, n, "accumulate", &acc) < 0)
		return -1;
	IndexItem it[MAXRANK];
	int k = infer_index_items(g, n, d, it, MAXRANK);
	if (k == 0) /* PyTorch: "expected Tensor as element 0 in argument 1, but got NoneType" */
		return infer_fail(d, n, "the indices must hold at least one tensor");
	if (k < 0)
		return -1;
	if (infer_index_shape(g, n, d, &r, want) < 0 || samedtype(n, d, t, v, "values") < 0 ||
	    bcastto(g, n, d, v, r, want, "values") < 0)
		return -1;
	return same(n);
}

/* index_add(self, dim, index, source, alpha), index_copy(self, dim, index, source),
 * index_fill(self, dim, index, value): a 0-d or 1-d index of the slices of self along dim */
int
infer_index_update(Graph *g, Node *n, Diag *d)
{
	const Type *t = tin(n, 0), *ix = tin(n, 2), *src = tin(n, 3);
	int add = is(n, OP_aten_index_add_Tensor);
	int fill = is(n, OP_aten_index_fill_int_Scalar) || is(n, OP_aten_index_fill_int_Tensor);
	int k = cdim(g, n, d, t->rank);
	if (k == -2 || longindex(n, d, ix, add) < 0)
		return -1;
	if (ix->rank > 1)
		return infer_fail(d, n, "the index must be a 0-d or 1-d tensor, not %d-d", ix->rank);
	if (fill)
		return src->kind == T_TENSOR && src->rank > 0 ?
			infer_fail(d, n, "the value must be a 0-d tensor, not %d-d", src->rank) : same(n);
	if (samedtype(n, d, t, src, "source") < 0)
		return -1;
	if (add && t->dtype == DT_BOOL)
		return infer_fail(d, n, "not supported for bool tensors");
	if (add && dtype_isint(t->dtype) && tin(n, 4)->kind == T_FLOAT)
		return infer_fail(d, n, "a float alpha for an integer tensor is not supported");
	if (t->rank < 0 || src->rank < 0)
		return same(n);
	if (src->rank != t->rank)
		return infer_fail(d, n, "source must have self's %d dims, not %d", t->rank,
			src->rank);
	Dim want[MAXRANK];
	memcpy(want, t->dims, sizeof(Dim) * (size_t)t->rank);
	want[k] = ix->rank == 1 ? ix->dims[0] : ix->rank == 0 ? 1 : DIM_UNKNOWN;
	if (add) /* source's other dims broadcast as in self.select(dim, i).add_(...) */
		return bcastto(g, n, d, src, t->rank, want, "source") < 0 ? -1 : same(n);
	return sameshape(g, n, d, src, t->rank, want, "source") < 0 ? -1 : same(n);
}

/* index's dims fit: at most src's (when there is one) and at most self's but along dim */
static int
scatterfits(Graph *g, Node *n, Diag *d, int k, const Type *t, const Type *ix, const Type *src)
{
	if (ix->rank < 0 || t->rank < 0)
		return 0;
	if (ix->rank != t->rank || (src && src->rank >= 0 && src->rank != t->rank))
		return infer_fail(d, n, "index%s must have self's %d dims", src ? " and src" : "",
			t->rank);
	for (int32_t i = 0; i < t->rank; i++) {
		Dim a = ix->dims[i], s = src && src->rank >= 0 ? src->dims[i] : DIM_UNKNOWN;
		const Type *o = dim_known(s) && a > s ? src : i != k && a > t->dims[i] &&
			dim_known(t->dims[i]) ? t : NULL;
		if (dim_known(a) && o)
			return infer_fail(d, n, "index of shape %s is larger than %s %s in dim %d",
				shape(g, ix->rank, ix->dims), o == t ? "self" : "src",
				shape(g, o->rank, o->dims), i);
	}
	return 0;
}

/* scatter's reduce= argument as ONNX's reduction: "add", "mul", or NULL if it is neither
 * (or n is not a scatter with reduce=) */
const char *
infer_scatter_reduce(const Node *n)
{
	if (!reducing(n))
		return NULL;
	Attr *a = ir_isconst(ir_in(n, 4)) ? ir_attr(ir_in(n, 4)->def, S_value) : NULL;
	if (!a || a->kind != A_STR)
		return NULL;
	return !strcmp(a->s, "add") ? "add" : !strcmp(a->s, "multiply") ? "mul" : NULL;
}

/* scatter(self, dim, index, src), scatter(self, dim, index, value), scatter_add, and
 * scatter(..., reduce='add' or 'multiply') */
int
infer_scatter(Graph *g, Node *n, Diag *d)
{
	const Type *t = tin(n, 0), *ix = tin(n, 2), *src = tin(n, 3);
	int k = cdim(g, n, d, t->rank);
	if (k == -2 || longindex(n, d, ix, 0) < 0)
		return -1;
	if (src->kind != T_TENSOR)
		src = NULL;
	if (src && samedtype(n, d, t, src, "src") < 0)
		return -1;
	if ((is(n, OP_aten_scatter_add_Tensor) || reducing(n)) && t->dtype == DT_BOOL)
		return infer_fail(d, n, "not supported for bool tensors");
	if (reducing(n) && !infer_scatter_reduce(n))
		return infer_fail(d, n, "reduce must be 'add' or 'multiply'");
	if (scatterfits(g, n, d, k, t, ix, src) < 0)
		return -1;
	return same(n);
}

/* fill(self, value), zero(self), copy(self, src): value is a number or a 0-d tensor; src
 * broadcasts to self's shape */
int
infer_fill(Graph *g, Node *n, Diag *d)
{
	const Type *t = tin(n, 0);
	if (is(n, OP_aten_zero_Tensor))
		return same(n);
	const Type *v = tin(n, 1);
	if (is(n, OP_aten_fill_Scalar) || is(n, OP_aten_fill_Tensor))
		return v->kind == T_TENSOR && v->rank > 0 ?
			infer_fail(d, n, "the value must be a 0-d tensor, not %d-d", v->rank) : same(n);
	if (bcastto(g, n, d, v, t->rank, t->dims, "src") < 0)
		return -1;
	return same(n);
}

static Dim
numel(const Type *t)
{
	Dim p = 1;
	for (int32_t i = 0; i < t->rank; i++) {
		if (!dim_known(t->dims[i]) || __builtin_mul_overflow(p, t->dims[i], &p))
			return DIM_UNKNOWN;
	}
	return t->rank >= 0 ? p : DIM_UNKNOWN;
}

/* view_as(self, other), reshape_as(self, other): self with other's shape */
int
infer_reshape_as(Graph *g, Node *n, Diag *d)
{
	const Type *t = tin(n, 0), *o = tin(n, 1);
	Dim a = numel(t), b = numel(o);
	if (dim_known(a) && dim_known(b) && a != b)
		return infer_fail(d, n, "shape %s is invalid for a tensor of %lld elements",
			shape(g, o->rank, o->dims), (long long)a);
	infer_set(n, 0, ty_tensor(t->dtype, o->rank, o->dims));
	return 0;
}

/* masked_scatter(self, mask, source): self and mask broadcast together; source gives its
 * first elements, in order, to the positions the mask selects */
int
infer_masked_scatter(Graph *g, Node *n, Diag *d)
{
	const Type *t = tin(n, 0), *m = tin(n, 1), *src = tin(n, 2);
	if (m->dtype != DT_BOOL && m->dtype != DT_U8 && m->dtype != DT_UNDEF)
		return infer_fail(d, n, "the mask must be a bool tensor, not %s",
			dtype_name(m->dtype));
	if (samedtype(n, d, t, src, "source") < 0)
		return -1;
	Dim out[MAXRANK];
	int32_t r;
	if (infer_broadcast(g, n, d, t, m, &r, out) < 0)
		return -1;
	infer_set(n, 0, ty_tensor(t->dtype, r, r > 0 ? out : NULL));
	return 0;
}

/* the length of the diagonal at offset k of an (a, b) matrix */
static Dim
diaglen(Dim a, Dim b, int64_t k)
{
	if (k == 0 && a == b)
		return a;
	if (!dim_known(a) || !dim_known(b))
		return DIM_UNKNOWN;
	Dim l = k >= 0 ? (a < b - k ? a : b - k) : (a + k < b ? a + k : b);
	return l > 0 ? l : 0;
}

/* diagonal(self, offset, dim1, dim2): self without dim1 and dim2, then the diagonal */
int
infer_diagonal(Graph *g, Node *n, Diag *d)
{
	const Type *t = tin(n, 0);
	int64_t k, a0, b0;
	if (!ir_constint(ir_in(n, 1), &k) || !ir_constint(ir_in(n, 2), &a0) ||
	    !ir_constint(ir_in(n, 3), &b0))
		return infer_fail(d, n, "offset, dim1 and dim2 must be constants");
	if (t->rank < 0)
		return infer_anyrank(n, t->dtype);
	int a = infer_normdim(g, n, d, a0, t->rank, 0), b;
	if (a < 0 || (b = infer_normdim(g, n, d, b0, t->rank, 0)) < 0)
		return -1;
	if (t->rank < 2 || a == b)
		return infer_fail(d, n, "diagonal dimensions cannot be identical %lld, %lld",
			(long long)a0, (long long)b0);
	Dim out[MAXRANK];
	int32_t r = 0;
	for (int32_t i = 0; i < t->rank; i++)
		if (i != a && i != b)
			out[r++] = t->dims[i];
	out[r++] = diaglen(t->dims[a], t->dims[b], k);
	infer_set(n, 0, ty_tensor(t->dtype, r, out));
	return 0;
}
