/* Whether `contiguous()`, `reshape()` or `flatten()` of a view is a view or a copy.
 *
 * PyTorch's x.contiguous() is x itself when x is contiguous, else a copy; x.reshape(s) is a
 * view when the strides allow one (at::detail::computeStride), else a copy.  Which it is
 * decides whether a later write to the result writes x too.  The strides of a view of a
 * contiguous memory follow from its memory's shape and the view steps (select, slice,
 * narrow, transpose, permute, unsqueeze, squeeze, expand, and reshapes that were views):
 *
 *   x: [2, 3, 4]   x.permute(0, 2, 1): sizes [2, 4, 3], strides [12, 1, 4]: contiguous()
 *                  copies, so `y = x.permute(0, 2, 1).contiguous(); y += b` leaves x alone
 *   x: [2, 1, 4]   x.permute(0, 2, 1): sizes [2, 4, 1], strides [4, 1, 4]: contiguous
 *                  (a dim of size 1 does not count), so y is x and y += b writes x
 *
 * A size known only at run time (a symbolic dim) is tried as 1 and as a large prime of its
 * own (sizes of 2 or more all behave alike in these checks: strides are products of sizes,
 * and a prime's products are told apart); when every try gives the same answer, that is
 * the answer.  A size of 0 gives no elements, where view and copy do not differ. */
#include <string.h>
#include "builder.h"

#define LMAX 16
#define NSYM 4 /* symbolic dims tried (2^NSYM tries) */

typedef struct {
	int nd;
	int64_t size[LMAX], stride[LMAX];
} Layout;

typedef struct {
	Sym sym[NSYM];
	int nsym;
	unsigned big; /* bit k: sym[k] is its prime, else 1 */
} Sizes;

/* *a times b; 0 if that overflows (*a is then not to be used): the answer is not known */
static int
mul(int64_t *a, int64_t b)
{
	return !__builtin_mul_overflow(*a, b, a);
}

/* the size a dim has in this try; -1 if not known */
static int64_t
sizeat(Sizes *z, Dim d)
{
	static const int64_t prime[NSYM] = {7919, 7927, 7933, 7937};
	if (dim_known(d))
		return d;
	if (!dim_issym(d))
		return -1;
	for (int k = 0; k < z->nsym; k++)
		if (z->sym[k] == dim_symof(d))
			return z->big >> k & 1 ? prime[k] : 1;
	if (z->nsym == NSYM)
		return -1;
	z->sym[z->nsym] = dim_symof(d);
	return z->big >> z->nsym++ & 1 ? prime[z->nsym - 1] : 1;
}

/* the contiguous layout of a tensor of type t (numel >= 0: its element count, which tells
 * one size not known, as reshape's -1 does); 0 if not known */
static int
dense(Sizes *z, const Type *t, Layout *l, int64_t numel)
{
	int64_t s = 1, rest = 1;
	int miss = -1;
	if (t->kind != T_TENSOR || t->rank < 0 || t->rank > LMAX)
		return 0;
	l->nd = t->rank;
	for (int i = 0; i < t->rank; i++) {
		if ((l->size[i] = sizeat(z, t->dims[i])) >= 0) {
			if (!mul(&rest, l->size[i]))
				return 0;
		}
		else if (miss >= 0 || numel < 0 || dim_issym(t->dims[i]))
			return 0;
		else
			miss = i;
	}
	if (miss >= 0) {
		if (!rest || numel % rest)
			return 0;
		l->size[miss] = numel / rest;
	}
	for (int i = t->rank - 1; i >= 0; i--) {
		l->stride[i] = s;
		if (__builtin_mul_overflow(s, l->size[i] ? l->size[i] : 1, &s))
			return 0;
	}
	return 1;
}

/* PyTorch's is_contiguous: 1 yes, 0 no, -1 not known (too large to tell) */
static int
iscontig(const Layout *l)
{
	int64_t z = 1;
	for (int d = 0; d < l->nd; d++)
		if (!l->size[d])
			return 1;
	for (int d = l->nd - 1; d >= 0; d--) {
		if (l->size[d] == 1)
			continue;
		if (l->stride[d] != z)
			return 0;
		if (!mul(&z, l->size[d]))
			return -1;
	}
	return 1;
}

/* at::detail::computeStride: the strides l viewed as shape t would have; 0 if none */
static int
restride(Sizes *z, const Layout *l, const Type *t, Layout *out)
{
	Layout n;
	int64_t numel = 1, base, tn = 1, vn = 1;
	for (int d = 0; d < l->nd; d++)
		if (!mul(&numel, l->size[d]))
			return -1;
	int64_t m = 1;
	if (!dense(z, t, &n, numel))
		return -1;
	for (int d = 0; d < n.nd; d++)
		if (!mul(&m, n.size[d]))
			return -1;
	if (m != numel) /* (sizes this try made up that cannot be: a size of another tensor) */
		return -1;
	if (!l->nd || !numel) {
		*out = n; /* (PyTorch: contiguous strides, or the old ones where the shape is the
			   * same; no elements either way) */
		return 1;
	}
	int vd = n.nd - 1;
	base = l->stride[l->nd - 1];
	for (int td = l->nd - 1; td >= 0; td--) {
		int64_t tb = base;
		if (!mul(&tn, l->size[td]) || !mul(&tb, tn))
			return -1;
		if (td == 0 || (l->size[td - 1] != 1 && l->stride[td - 1] != tb)) {
			while (vd >= 0 && (vn < tn || n.size[vd] == 1)) {
				n.stride[vd] = base;
				if (!mul(&n.stride[vd], vn) || !mul(&vn, n.size[vd]))
					return -1;
				vd--;
			}
			if (vn != tn)
				return 0;
			if (td > 0) {
				base = l->stride[td - 1];
				tn = vn = 1;
			}
		}
	}
	if (vd != -1)
		return 0;
	*out = n;
	return 1;
}

/* dim argument k of s, wrapped for nd dims; -1 if not constant or out of range */
static int
dimat(const Node *s, uint32_t k, int nd)
{
	int64_t d;
	if (k >= s->nin || !ir_constint(ir_in(s, k), &d))
		return -1;
	d = dim_wrap(d, nd ? nd : 1);
	return d < 0 ? -1 : (int)d;
}

static void
drop(Layout *l, int d)
{
	memmove(&l->size[d], &l->size[d + 1], sizeof *l->size * (size_t)(l->nd - d - 1));
	memmove(&l->stride[d], &l->stride[d + 1], sizeof *l->stride * (size_t)(l->nd - d - 1));
	l->nd--;
}

/* slice, narrow and select: which elements of dim d */
static int
cut(Layout *l, const Node *s)
{
	int d = dimat(s, 1, l->nd);
	int64_t n = d >= 0 ? l->size[d] : 0, lo = 0, hi = INT64_MAX, st = 1;
	if (d < 0)
		return 0;
	if (ir_isrow(s, OP_aten_select_int)) {
		drop(l, d);
		return 1;
	}
	if (ir_isrow(s, OP_aten_narrow_Tensor)) {
		if (!ir_constint(ir_in(s, 3), &hi) || hi < 0 || hi > n)
			return 0;
		l->size[d] = hi;
		return 1;
	}
	if (!ir_constint(ir_in(s, 4), &st) || st <= 0 ||
	    (!ir_isnone(ir_in(s, 2)) && !ir_constint(ir_in(s, 2), &lo)) ||
	    (!ir_isnone(ir_in(s, 3)) && !ir_constint(ir_in(s, 3), &hi)))
		return 0;
	lo = lo < 0 ? lo + n : lo;
	hi = hi < 0 ? hi + n : hi;
	lo = lo < 0 ? 0 : lo > n ? n : lo;
	hi = hi < lo ? lo : hi > n ? n : hi;
	l->size[d] = (hi - lo) / st + ((hi - lo) % st != 0);
	return mul(&l->stride[d], st);
}

/* transpose, t and permute */
static int
swap(Layout *l, const Node *s)
{
	Layout o = *l;
	int64_t p[LMAX];
	uint32_t np;
	if (ir_isrow(s, OP_aten_permute_Tensor)) {
		if (!ir_intlist(ir_in(s, 1), p, LMAX, &np) || np != (uint32_t)l->nd)
			return 0;
		for (int i = 0; i < l->nd; i++) {
			int64_t d = dim_wrap(p[i], l->nd);
			if (d < 0)
				return 0;
			l->size[i] = o.size[d], l->stride[i] = o.stride[d];
		}
		return 1;
	}
	if (ir_isrow(s, OP_aten_t_Tensor) && l->nd < 2)
		return 1;
	int a = ir_isrow(s, OP_aten_t_Tensor) ? 0 : dimat(s, 1, l->nd);
	int c = ir_isrow(s, OP_aten_t_Tensor) ? 1 : dimat(s, 2, l->nd);
	if (a < 0 || c < 0)
		return 0;
	l->size[a] = o.size[c], l->stride[a] = o.stride[c];
	l->size[c] = o.size[a], l->stride[c] = o.stride[a];
	return 1;
}

/* unsqueeze, squeeze and expand: dims of size 1 come and go (at::unsqueeze's stride) */
static int
ones(Sizes *z, Layout *l, const Node *s)
{
	if (ir_isrow(s, OP_aten_unsqueeze_Tensor)) {
		int d = dimat(s, 1, l->nd + 1);
		if (d < 0 || l->nd == LMAX)
			return 0;
		int64_t st = d >= l->nd ? 1 : l->size[d];
		if (d < l->nd && !mul(&st, l->stride[d]))
			return 0;
		memmove(&l->size[d + 1], &l->size[d], sizeof *l->size * (size_t)(l->nd - d));
		memmove(&l->stride[d + 1], &l->stride[d], sizeof *l->stride * (size_t)(l->nd - d));
		l->size[d] = 1, l->stride[d] = st;
		l->nd++;
		return 1;
	}
	if (ir_isrow(s, OP_aten_squeeze_dim)) {
		int d = dimat(s, 1, l->nd);
		if (d < 0)
			return 0;
		if (l->nd && l->size[d] == 1)
			drop(l, d);
		return 1;
	}
	if (ir_isrow(s, OP_aten_squeeze_Tensor)) {
		for (int d = l->nd - 1; d >= 0; d--)
			if (l->size[d] == 1)
				drop(l, d);
		return 1;
	}
	Layout e; /* expand: the result's shape; a new or a broadcast dim has stride 0 */
	if (!dense(z, s->out[0]->type, &e, -1) || e.nd < l->nd)
		return 0;
	for (int i = e.nd - 1, j = l->nd - 1; i >= 0; i--, j--)
		e.stride[i] = j < 0 || l->size[j] != e.size[i] ? 0 : l->stride[j];
	*l = e;
	return 1;
}

/* l after view step s; 0 if not followed */
static int
step(Sizes *z, Layout *l, const Node *s)
{
	if (ir_isrow(s, OP_aten_detach_Tensor) || ir_isrow(s, OP_aten_alias_Tensor) ||
	    ir_isrow(s, OP_aten_to_dtype) || ir_isrow(s, OP_aten_type_as_Tensor) ||
	    ir_isrow(s, OP_aten_contiguous_Tensor)) /* (in a chain: self) */
		return 1;
	if (ir_isrow(s, OP_aten_select_int) || ir_isrow(s, OP_aten_slice_Tensor) ||
	    ir_isrow(s, OP_aten_narrow_Tensor))
		return cut(l, s);
	if (ir_isrow(s, OP_aten_t_Tensor) || ir_isrow(s, OP_aten_transpose_int) ||
	    ir_isrow(s, OP_aten_permute_Tensor))
		return swap(l, s);
	if (ir_isrow(s, OP_aten_unsqueeze_Tensor) || ir_isrow(s, OP_aten_squeeze_dim) ||
	    ir_isrow(s, OP_aten_squeeze_Tensor) || ir_isrow(s, OP_aten_expand_Tensor))
		return ones(z, l, s);
	if (ir_isrow(s, OP_aten_reshape_Tensor) || ir_isrow(s, OP_aten_view_Tensor) ||
	    ir_isrow(s, OP_aten_flatten_using_ints))
		return restride(z, l, s->out[0]->type, l) == 1;
	return 0;
}

/* n (contiguous, reshape, flatten) of the view chain[0..nchain) of a contiguous memory of
 * type base, in one try of the symbolic sizes: 1 a view, 0 a copy, -1 not known */
static int
try1(Sizes *z, const Type *base, Node **chain, uint32_t nchain, const Node *n)
{
	Layout l, out;
	if (!dense(z, base, &l, -1))
		return -1;
	for (uint32_t i = 0; i < nchain; i++)
		if (!step(z, &l, chain[i]))
			return -1;
	if (ir_isrow(n, OP_aten_contiguous_Tensor))
		return iscontig(&l);
	return restride(z, &l, n->out[0]->type, &out);
}

/* n (contiguous, reshape, flatten) of the view chain of a contiguous memory of type base:
 * 1 a view, 0 a copy, -1 not known (or it depends on sizes known only at run time) */
int
tensor_layoutview(const Type *base, Node **chain, uint32_t nchain, const Node *n)
{
	Sizes z = {{0}, 0, 0};
	int r = try1(&z, base, chain, nchain, n); /* (finds the symbols: every one 1) */
	for (unsigned m = 1; r >= 0 && m < 1u << z.nsym; m++) {
		Sizes y = z;
		y.big = m;
		if (try1(&y, base, chain, nchain, n) != r)
			return -1;
	}
	return r;
}

static Value *
op2(Builder *b, uint32_t row, Value *x, Value *y, SrcLoc loc)
{
	Value *in[2] = {x, y};
	if (!x || (op_at(row)->nargs > 1 && !y)) /* (a size that failed: reported) */
		return NULL;
	return emit_op(b, row, in, loc);
}

/* where n (as tensor_layoutview) is a view or a copy depending on sizes known only at run time,
 * all of them sizes of dims of base: the condition under which it is a view (an `or`, over
 * the tries that give one, of whether each symbolic size is 1 or not); NULL if not so */
Value *
tensor_layoutcond(Builder *b, Value *base, Node **chain, uint32_t nchain, const Node *n, SrcLoc loc)
{
	Sizes z = {{0}, 0, 0};
	Value *one[NSYM], *cond = NULL;
	int r = try1(&z, base->type, chain, nchain, n);
	for (int k = 0; r >= 0 && k < z.nsym; k++) {
		int32_t i = 0;
		while (i < base->type->rank && base->type->dims[i] != dim_sym(z.sym[k]))
			i++;
		if (i == base->type->rank)
			return NULL; /* (a size of a view step, not of the memory) */
		Value *s = op2(b, OP_aten_size_int, base, emit_const_int(b, i), loc);
		one[k] = s ? op2(b, OP_aten_eq_int, s, emit_const_int(b, 1), loc) : NULL;
		if (!one[k])
			return NULL;
	}
	for (unsigned m = 0; r >= 0 && m < 1u << z.nsym; m++) {
		Sizes y = z;
		y.big = m;
		if ((r = try1(&y, base->type, chain, nchain, n)) != 1)
			continue;
		Value *all = emit_const_bool(b, 1);
		for (int k = 0; all && k < z.nsym; k++)
			all = op2(b, OP_aten___and___bool, all, m >> k & 1 ?
				op2(b, OP_aten___not___bool, one[k], NULL, loc) : one[k], loc);
		cond = !all ? NULL : cond ? op2(b, OP_aten___or___bool, cond, all, loc) : all;
		if (!cond)
			return NULL;
	}
	return r < 0 ? NULL : cond;
}
