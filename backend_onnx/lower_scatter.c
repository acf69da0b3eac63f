/* Lowering of the functional writes.  Each becomes one ScatterElements or ScatterND whose
 * indices have exactly the shape of the part of self being written, so that ONNX Runtime,
 * which checks that indices and updates agree and that every index is in range, fails
 * wherever PyTorch raises on a shape or an index (a src of the wrong size, index 4 of a dim
 * of 4).  Indices PyTorch refuses when negative (index_copy, index_add, scatter) are first
 * moved out of range (lw_refuseneg: Mod(i, INT64_MAX)); those it wraps (select_scatter, index_fill)
 * are left to ONNX's own wrapping, which is PyTorch's.
 *   %r = aten::select_scatter(%x, %s, 1, %i)      %e = onnx::Expand(Reshape(%i, [1, 1]), [n, 1])
 *   x : Float(n, 3), s : Float(n)           =>    %u = onnx::Unsqueeze(%s, [1])
 *                                                 %r = onnx::ScatterElements[axis=1](%x, %e, %u)
 * slice_scatter writes the positions Range(start, end, step), with start and end clamped as
 * slicing clamps them, or, with step 1 and constant bounds of one sign, is the Concat of
 * self's rows before and after the slice around src (concatwrite); index_put goes through lower_index.c's plan (self transposed so the
 * indexed dims come first, the indices stacked) and ScatterND.  Sums over repeated indices
 * (index_put's accumulate, index_add, scatter_add) use ONNX's reduction="add", opset 16;
 * below it, sumfallback() computes them with Where and ReduceSum for the dtypes ReduceSum
 * takes (float, int32, int64), and the others are refused with a located error, as is
 * scatter's reduce='multiply' (reduction="mul").
 * Also here: masked_scatter (NonZero of the mask, then ScatterND), fill/zero/copy (Expand),
 * and the views view_as/reshape_as (Reshape) and diagonal (one Slice). */
#include <string.h>
#include "backend.h"
#include "../runtime/runtime.h"

/* is n the row op of ops.def (that overload)? */
static int
is(const Node *n, uint32_t op)
{
	return n->op && op_row(n->op) == op;
}

static Type *
longs(int32_t rank, Dim n)
{
	return ty_tensor(DT_I64, rank, &n);
}

/* the constant dim argument i, wrapped against x's rank; -1 after an error */
static int
dimarg(Lower *lw, Node *n, Value *x)
{
	int64_t k;
	int32_t r = x->type->rank;
	if (arg_int(lw->d, lw->opset, n, "dim", &k) < 0)
		return -1;
	if (r < 0)
		return lw_fail(lw, n, "needs the tensor's rank, not known here");
	if (r == 0)
		return lw_fail(lw, n, "cannot write along a dim of a 0-d tensor");
	int d = dim_wrap(k, r);
	if (d < 0)
		return lw_fail(lw, n, "dim %lld out of range for %d dims", (long long)k, r);
	return d;
}

/* Shape(x)[s:e] */
static Value *
shapepart(Lower *lw, Value *x, int64_t s, int64_t e)
{
	Value *sl[3] = {lw_shape(lw, x), lw_ints(lw, &s, 1), lw_ints(lw, &e, 1)};
	return lw_op(lw, "Slice", sl, 3, longs(1, e - s));
}

/* x's shape with dim k's size replaced by the 1-d len */
static Value *
withdim(Lower *lw, Value *x, int k, Value *len)
{
	int32_t r = x->type->rank;
	Value *c[3] = {shapepart(lw, x, 0, k), len, shapepart(lw, x, k + 1, r)};
	return lw_attri(lw, lw_op(lw, "Concat", c, 3, longs(1, r)), "axis", 0);
}

/* the size of dim k of x, 0-d */
static Value *
size0(Lower *lw, Value *x, int k)
{
	Value *s = lw_op2(lw, "Gather", lw_shape(lw, x), lw_int(lw, k), longs(0, 0));
	return lw_attri(lw, s, "axis", 0);
}

/* a 1-d index laid along dim k of a rank-r tensor, then expanded to shape */
static Value *
along(Lower *lw, Value *i1, int32_t r, int k, Value *shape)
{
	int64_t s[MAXRANK];
	for (int32_t j = 0; j < r; j++)
		s[j] = j == k ? -1 : 1;
	Value *v = lw_op2(lw, "Reshape", i1, lw_ints(lw, s, (uint32_t)r), lw_unknown(DT_I64, r));
	return lw_op2(lw, "Expand", v, shape, lw_unknown(DT_I64, r));
}

/* dtypes ReduceSum takes at opset 13 */
static int
summable(DType dt)
{
	return dt == DT_F32 || dt == DT_F64 || dt == DT_F16 || dt == DT_BF16 || dt == DT_I32 ||
	       dt == DT_I64;
}

/* v, made to fail at run time unless its shape is that of like: a Reshape to its own shape
 * with every size that differs from like's replaced by -2, which Reshape refuses (a size 0
 * that matches is copied from the input, where ONNX reads 0 so: the same 0) */
static Value *
fitto(Lower *lw, Value *v, Value *like, int32_t r)
{
	Value *own = lw_shape(lw, v);
	Value *w[3] = {lw_op2(lw, "Equal", own, lw_shape(lw, like), ty_tensor(DT_BOOL, 1,
		&(Dim){r})), own, lw_int(lw, -2)};
	return lw_op2(lw, "Reshape", v, lw_op(lw, "Where", w, 3, longs(1, r)), v->type);
}

/* ScatterElements(x, ind, upd, axis=k, reduction="add") before opset 16, where ONNX has no
 * reduction: each position j of dim k receives the sum of the updates whose index is j,
 *   C = ReduceSum(Where(Unsqueeze(ind, k) == j, Unsqueeze(upd, k), 0), k + 1)
 * over j in Range(size), padded with zeros from ind's shape to x's, then added to x.  The
 * index goes through Gather(Range(size), ind) first, which fails on an index out of range
 * as ScatterElements would (negatives wrap, as there), and the updates through fitto(),
 * which fails as ScatterElements fails on two shapes.  It costs size times the memory of the updates, and
 * sums the updates before adding them to x (PyTorch adds them one at a time) */
static Value *
sumfallback(Lower *lw, Value *x, Value *ind, Value *upd, int k, Type *t)
{
	int32_t r = t->rank;
	upd = fitto(lw, upd, ind, r);
	Value *ar = lw_op(lw, "Range", (Value *[]){lw_int(lw, 0), size0(lw, x, k), lw_int(lw, 1)},
		3, longs(1, DIM_UNKNOWN));
	Value *chk = lw_attri(lw, lw_op2(lw, "Gather", ar, ind, lw_unknown(DT_I64, r)), "axis", 0);
	Value *at = lw_ints(lw, (int64_t[]){k}, 1);
	int64_t s[MAXRANK + 1];
	for (int32_t j = 0; j <= r; j++)
		s[j] = j == k ? -1 : 1;
	Value *col = lw_op2(lw, "Reshape", ar, lw_ints(lw, s, (uint32_t)r + 1), lw_unknown(DT_I64, r + 1));
	Value *m = lw_op2(lw, "Equal", lw_op2(lw, "Unsqueeze", chk, at, lw_unknown(DT_I64, r + 1)), col,
		lw_unknown(DT_BOOL, r + 1));
	Value *w[3] = {m, lw_op2(lw, "Unsqueeze", upd, at, lw_unknown(t->dtype, r + 1)),
		lw_scalar(lw, t->dtype, 0)};
	Value *c = lw_op2(lw, "ReduceSum", lw_op(lw, "Where", w, 3, lw_unknown(t->dtype, r + 1)),
		lw_ints(lw, (int64_t[]){k + 1}, 1), lw_unknown(t->dtype, r));
	ir_attr_i(lw->g, c->def, SYMC("keepdims"), 0);
	Value *pd[2] = {lw_ints(lw, (int64_t[MAXRANK]){0}, (uint32_t)r),
		lw_op2(lw, "Sub", lw_shape(lw, x), lw_shape(lw, c), longs(1, r))};
	Value *pads = lw_attri(lw, lw_op(lw, "Concat", pd, 2, longs(1, 2 * r)), "axis", 0);
	return lw_op2(lw, "Add", x, lw_op2(lw, "Pad", c, pads, t), t);
}

/* ScatterElements(x, ind, upd) along k, combining with reduction ("add", "mul") unless it
 * is NULL; NULL after an error */
static Value *
scatterel(Lower *lw, Node *n, Value *x, Value *ind, Value *upd, int k, const char *red,
	Type *t)
{
	if (red && lw->opset < 16 && red[0] == 'a' && summable(t->dtype))
		return sumfallback(lw, x, ind, upd, k, t);
	if (red && lw->opset < 16) {
		lw_fail(lw, n, "%s over repeated indices%s%s needs ONNX opset 16 or later "
			"(ScatterElements' reduction)", red[0] == 'a' ? "summing" : "multiplying",
			red[0] == 'a' ? " of " : "", red[0] == 'a' ? dtype_name(t->dtype) : "");
		return NULL;
	}
	Value *r = lw_attri(lw, lw_op(lw, "ScatterElements", (Value *[]){x, ind, upd}, 3, t),
		"axis", k);
	if (red)
		ir_attr_s(lw->g, r->def, SYMC("reduction"), red);
	return r;
}

/* does src's type say it has the shape of x's rows along dim k (every size known or named,
 * as the written part has them)? */
static int
rowfits(const Type *src, const Type *x, int k)
{
	if (src->rank != x->rank - 1)
		return 0;
	for (int32_t j = 0; j < src->rank; j++) {
		Dim d = src->dims[j];
		if (d == DIM_UNKNOWN || d != x->dims[j < k ? j : j + 1])
			return 0;
	}
	return 1;
}

/* select_scatter(self, src, dim, index).  Along dim 0 with an index known non-negative (a
 * loop counter's), one ScatterND of the row: ScatterND(x, [[i]], Unsqueeze(src, 0)), which
 * refuses a src of another shape and an index out of range; else ScatterElements, which
 * wraps a negative index as PyTorch does, its indices Expand(i, Shape(Unsqueeze(src, k)))
 * where src's type proves its shape (else x's shape with dim k made 1, which ONNX Runtime
 * compares with the updates'), and nothing but i itself where x is 1-d */
int
lower_select_scatter(Lower *lw, Node *n)
{
	Value *x = lw_arg(lw, n, 0, DT_UNDEF);
	int k = dimarg(lw, n, x);
	if (k < 0)
		return -1;
	int32_t r = x->type->rank;
	Type *t = lw_outty(n, 0);
	Value *src = lw_arg(lw, n, 1, t->dtype), *i = lw_arg(lw, n, 3, DT_I64);
	Dim ud[MAXRANK];
	int fits = rowfits(src->type, x->type, k);
	for (int32_t j = 0; j < r; j++)
		ud[j] = j == k ? 1 : fits ? src->type->dims[j < k ? j : j - 1] : DIM_UNKNOWN;
	Value *upd = lw_op2(lw, "Unsqueeze", src, lw_ints(lw, (int64_t[]){k}, 1),
		ty_tensor(t->dtype, r, ud));
	int64_t ones[MAXRANK];
	Dim od[MAXRANK];
	for (int32_t j = 0; j < MAXRANK; j++)
		ones[j] = 1, od[j] = 1;
	if (k == 0 && lw_nonneg(ir_in(n, 3))) {
		Value *ind = lw_op2(lw, "Reshape", i, lw_ints(lw, ones, 2), ty_tensor(DT_I64, 2, od));
		return lw_done1(lw, n, lw_op(lw, "ScatterND", (Value *[]){x, ind, upd}, 3, t));
	}
	Value *ind = lw_op2(lw, "Reshape", i, lw_ints(lw, ones, (uint32_t)r),
		ty_tensor(DT_I64, r, od));
	if (r > 1 && fits)
		ind = lw_op2(lw, "Expand", ind, lw_shape(lw, upd), ty_tensor(DT_I64, r, ud));
	else if (r > 1)
		ind = lw_op2(lw, "Expand", ind, withdim(lw, x, k, lw_ints(lw, (int64_t[]){1}, 1)),
			lw_unknown(DT_I64, r));
	return lw_done1(lw, n, scatterel(lw, n, x, ind, upd, k, NULL, t));
}

/* a slice bound made what slicing makes it: v + size if negative, then clamped to [0, size];
 * min(v, size) where v is known non-negative (a loop counter's x[2 * i:2 * i + 2]) */
static Value *
clampbound(Lower *lw, Value *v, Value *size)
{
	Type *bt = ty_tensor(DT_BOOL, 0, NULL), *it = longs(0, 0);
	if (lw_nonneg(v))
		return lw_op2(lw, "Min", v, size, it);
	Value *w[3] = {lw_op2(lw, "Less", v, lw_int(lw, 0), bt), lw_op2(lw, "Add", v, size, it),
		v};
	Value *p = lw_op2(lw, "Max", lw_op(lw, "Where", w, 3, it), lw_int(lw, 0), it);
	return lw_op2(lw, "Min", p, size, it);
}

/* the positions self[start:end:step] covers along dim k, 1-d */
static Value *
positions(Lower *lw, Node *n, Value *x, int k)
{
	Value *size = size0(lw, x, k), *s = ir_in(n, 3), *e = ir_in(n, 4);
	Type *it = longs(0, 0);
	s = ir_isnone(s) ? lw_int(lw, 0) : clampbound(lw, lw_in(lw, s, DT_I64), size);
	e = ir_isnone(e) ? size : clampbound(lw, lw_in(lw, e, DT_I64), size);
	Value *st = lw_arg(lw, n, 5, DT_I64);
	int64_t c;
	if (!ir_constint(ir_in(n, 5), &c)) { /* a step <= 0, which PyTorch refuses, fails Range */
		Value *w[3] = {lw_op2(lw, "Greater", st, lw_int(lw, 0), ty_tensor(DT_BOOL, 0, NULL)),
			st, lw_int(lw, 0)};
		st = lw_op(lw, "Where", w, 3, it);
	}
	return lw_op(lw, "Range", (Value *[]){s, e, st}, 3, longs(1, DIM_UNKNOWN));
}

/* x[a:b] along dim k, step 1 (ONNX's Slice clamps as Python's slicing does) */
static Value *
part(Lower *lw, Value *x, int k, int64_t a, int64_t b)
{
	int64_t kk = k;
	Value *in[4] = {x, lw_ints(lw, &a, 1), lw_ints(lw, &b, 1), lw_ints(lw, &kk, 1)};
	return lw_op(lw, "Slice", in, 4, lw_unknown(x->type->dtype, x->type->rank));
}

/* a bound b of a dim of size l made what slicing makes it */
static int64_t
clamped(int64_t b, int64_t l)
{
	if (b < 0)
		b = b < -l ? 0 : b + l;
	return b > l ? l : b;
}

/* the single int64 of a 1-element constant v: 1 and *c, else 0 */
static int
oneint(const Value *v, int64_t *c)
{
	const Tensor *t = lw_consttensor(v, NULL);
	if (!t || t->numel != 1 || t->dtype != DT_I64)
		return 0;
	*c = *(const int64_t *)t->data;
	return 1;
}

/* is v made to have x[s:e] along dim k's sizes: that Slice itself, an Expand to its Shape
 * (a value written into the slice, broadcast by the write), or an elementwise op of such a
 * value with a 0-d one (x[:1] += 10) */
static int
slicelike(const Value *v, const Value *x, int k, int64_t s, int64_t e, int depth)
{
	static const char *const elem[] = {"onnx::Add", "onnx::Sub", "onnx::Mul", "onnx::Div"};
	const Node *d = v->def;
	int64_t a, b, ax, st;
	if (!d || depth > 4)
		return 0;
	if (d->kind == SYMC("onnx::Slice") && d->nin >= 4 && ir_in(d, 0) == x &&
	    oneint(ir_in(d, 1), &a) && oneint(ir_in(d, 2), &b) && oneint(ir_in(d, 3), &ax) &&
	    a == s && b == e && (ax == k || ax == k - x->type->rank) &&
	    (d->nin < 5 || (oneint(ir_in(d, 4), &st) && st == 1)))
		return 1;
	if (d->kind == SYMC("onnx::Expand") && d->nin == 2) {
		const Node *sh = ir_in(d, 1)->def;
		return sh && sh->kind == SYMC("onnx::Shape") && sh->nin == 1 && !sh->attr &&
			slicelike(ir_in(sh, 0), x, k, s, e, depth + 1);
	}
	for (size_t i = 0; i < sizeof elem / sizeof *elem; i++) {
		if (d->kind != sym_cstr(elem[i]) || d->nin != 2)
			continue;
		for (int j = 0; j < 2; j++)
			if (ir_in(d, 1 - j)->type->kind == T_TENSOR && ir_in(d, 1 - j)->type->rank == 0 &&
			    slicelike(ir_in(d, j), x, k, s, e, depth + 1))
				return 1;
	}
	return 0;
}

/* slice_scatter with step 1 and constant bounds of one sign (or omitted) as the rows of x
 * before and after the slice with src between them: Concat(x[:s], src, x[e':]), e' =
 * max(s, e), slicing clamping both alike.  A src of other sizes than the slice's fails the
 * Concat (another dim) or a Reshape to x's shape (the count), where PyTorch raises; that
 * Reshape goes where the types or src's making (slicelike) prove its sizes.  NULL where
 * not so. */
static Value *
concatwrite(Lower *lw, Node *n, Value *x, int k, Type *t)
{
	int64_t s = 0, e = INT64_MAX, st;
	Value *sv = ir_in(n, 3), *ev = ir_in(n, 4);
	if (!ir_constint(ir_in(n, 5), &st) || st != 1 || (!ir_isnone(sv) && !ir_constint(sv, &s))
	    || (!ir_isnone(ev) && !ir_constint(ev, &e)) || (s < 0) != (e < 0))
		return NULL;
	Value *src = lw_arg(lw, n, 1, t->dtype);
	const Type *xt = x->type, *srt = src->type;
	int32_t r = xt->rank;
	int64_t hi = s > e ? s : e;
	Dim l = xt->dims[k];
	int proven = srt->kind == T_TENSOR && srt->rank == r && dim_known(l);
	for (int32_t j = 0; proven && j < r; j++) {
		Dim want = j == k ? clamped(hi, l) - clamped(s, l) : xt->dims[j];
		proven = want != DIM_UNKNOWN && srt->dims[j] == want;
	}
	proven |= s <= e && slicelike(src, x, k, s, e, 0);
	Value *pieces[3];
	uint32_t np = 0;
	if (!(s == 0 || (dim_known(l) && clamped(s, l) == 0)))
		pieces[np++] = part(lw, x, k, 0, s);
	pieces[np++] = src;
	if (!(hi == INT64_MAX || (dim_known(l) && clamped(hi, l) == l)))
		pieces[np++] = part(lw, x, k, hi, INT64_MAX);
	Value *y = src;
	if (np > 1)
		y = lw_attri(lw, lw_op(lw, "Concat", pieces, np, proven ? t : lw_unknown(t->dtype,
			r)), "axis", k);
	return proven ? y : lw_op2(lw, "Reshape", y, lw_shape(lw, x), t);
}

/* slice_scatter(self, src, dim, start, end, step) */
int
lower_slice_scatter(Lower *lw, Node *n)
{
	Value *x = lw_arg(lw, n, 0, DT_UNDEF);
	int k = dimarg(lw, n, x);
	if (k < 0)
		return -1;
	Type *t = lw_outty(n, 0);
	Value *y = concatwrite(lw, n, x, k, t);
	if (y)
		return lw_done1(lw, n, y);
	Value *pos = positions(lw, n, x, k);
	Value *ind = along(lw, pos, x->type->rank, k, withdim(lw, x, k, lw_shape(lw, pos)));
	return lw_done1(lw, n, scatterel(lw, n, x, ind, lw_arg(lw, n, 1, t->dtype), k, NULL, t));
}

/* the inverse of the permutation p */
static void
invert(const int64_t *p, int32_t r, int64_t *q)
{
	for (int32_t i = 0; i < r; i++)
		q[p[i]] = i;
}

static Value *
transpose(Lower *lw, Value *v, const int64_t *p, int32_t r, Type *t)
{
	int same = 1;
	for (int32_t i = 0; i < r; i++)
		same &= p[i] == i;
	if (same)
		return v;
	Value *o = lw_op1(lw, "Transpose", v, t);
	ir_attr_ints(lw->g, o->def, SYMC("perm"), p, (uint32_t)r);
	return o;
}

/* values broadcast to x[indices] and laid out as ScatterND wants them: B ++ rest (no
 * Expand where v has x[indices]'s sizes already, each a number or a named dim) */
static Value *
updates(Lower *lw, Value *v, const IndexPlan *pl, int32_t r, DType dt)
{
	int32_t rr = pl->nb + r - pl->m;
	const Type *it = pl->ix->type, *xt = pl->xt->type, *vt = v->type;
	int fits = it->rank == pl->nb + 1 && xt->rank == r && vt->kind == T_TENSOR &&
		vt->rank == rr;
	for (int32_t j = 0; fits && j < rr; j++) {
		int64_t f = pl->back[j];
		Dim d = f < pl->nb ? it->dims[f] : xt->dims[pl->m + f - pl->nb];
		fits = d != DIM_UNKNOWN && d == vt->dims[j];
	}
	if (fits) {
		int64_t inv[MAXRANK];
		invert(pl->back, rr, inv);
		return transpose(lw, v, inv, rr, lw_unknown(dt, rr));
	}
	Value *ixs = lw_shape(lw, pl->ix);
	Value *b[3] = {ixs, lw_ints(lw, (int64_t[]){0}, 1), lw_ints(lw, (int64_t[]){-1}, 1)};
	Value *c[2] = {lw_op(lw, "Slice", b, 3, longs(1, pl->nb)), shapepart(lw, pl->xt, pl->m, r)};
	Value *fshape = lw_attri(lw, lw_op(lw, "Concat", c, 2, longs(1, rr)), "axis", 0);
	Value *rshape = lw_attri(lw, lw_op2(lw, "Gather", fshape, lw_ints(lw, pl->back,
		(uint32_t)rr), longs(1, rr)), "axis", 0);
	Value *e = lw_op2(lw, "Expand", v, rshape, lw_unknown(dt, rr));
	int64_t inv[MAXRANK];
	invert(pl->back, rr, inv);
	return transpose(lw, e, inv, rr, lw_unknown(dt, rr));
}

/* the linear position of each index of the plan in xt's first m dims, flattened: [N].
 * Each index goes through Gather(Range(size), i) first, which fails on one out of range
 * (lower_index.c's wrapneg wrapped the negative ones once, as PyTorch does) */
static Value *
linear(Lower *lw, const IndexPlan *pl)
{
	Value *lin = NULL;
	Type *bt = lw_unknown(DT_I64, pl->nb);
	for (int j = 0; j < pl->m; j++) {
		Value *size = size0(lw, pl->xt, j);
		Value *ar = lw_op(lw, "Range", (Value *[]){lw_int(lw, 0), size, lw_int(lw, 1)}, 3,
			longs(1, DIM_UNKNOWN));
		Value *ij = lw_attri(lw, lw_op2(lw, "Gather", pl->ix, lw_int(lw, j), bt), "axis",
			pl->nb);
		Value *c = lw_attri(lw, lw_op2(lw, "Gather", ar, ij, bt), "axis", 0);
		lin = lin ? lw_op2(lw, "Add", lw_op2(lw, "Mul", lin, size, bt), c, bt) : c;
	}
	return lw_op2(lw, "Reshape", lin, lw_ints(lw, (int64_t[]){-1}, 1), longs(1, DIM_UNKNOWN));
}

/* index_put(..., accumulate=True) before opset 16, where ScatterND has no reduction: xt
 * flattened to [P, rest...] (P the product of its first m dims), each index made its
 * linear position, and the sum of sumfallback() along dim 0 */
static Value *
putsum(Lower *lw, const IndexPlan *pl, Value *u, int32_t r, DType dt)
{
	Value *p = shapepart(lw, pl->xt, 0, 1);
	for (int j = 1; j < pl->m; j++)
		p = lw_op2(lw, "Mul", p, shapepart(lw, pl->xt, j, j + 1), longs(1, 1));
	Value *rest = shapepart(lw, pl->xt, pl->m, r), *lin = linear(lw, pl);
	int32_t fr = 1 + r - pl->m;
	Value *c[2] = {p, rest}, *c2[2] = {lw_shape(lw, lin), rest};
	Value *xf = lw_op2(lw, "Reshape", pl->xt, lw_attri(lw, lw_op(lw, "Concat", c, 2,
		longs(1, fr)), "axis", 0), lw_unknown(dt, fr));
	Value *uf = lw_op2(lw, "Reshape", u, lw_attri(lw, lw_op(lw, "Concat", c2, 2, longs(1, fr)),
		"axis", 0), lw_unknown(dt, fr));
	Value *ind = along(lw, lin, fr, 0, lw_shape(lw, uf));
	Value *sum = sumfallback(lw, xf, ind, uf, 0, lw_unknown(dt, fr));
	return lw_op2(lw, "Reshape", sum, lw_shape(lw, pl->xt), pl->xt->type);
}

/* x[mask] = v, a mask of x's first dims (the one index, at dim 0) and a v that broadcasts
 * against the dims after them alone (0-d: `y[y > t] = 0`): Where(mask, v, x), the mask
 * unsqueezed to x's rank, where the types show that the mask's dims are x's (PyTorch
 * raises where they differ; Where would broadcast a mask dim of 1).  v broadcasts to each
 * selected element as to x[mask] ([K] ++ rest), and fails where it does not fit rest as
 * there; 2 nodes where NonZero, Expand and ScatterND took 15.  NULL: not that form */
static Value *
maskput(Lower *lw, Node *n, Value *x, Type *t)
{
	IndexItem it[MAXRANK];
	int64_t acc;
	if (!ir_constint(ir_in(n, 3), &acc) || acc ||
	    infer_index_items(lw->g, n, lw->d, it, MAXRANK) != 1 || !it[0].mask || it[0].dim)
		return NULL;
	const Type *mt = it[0].v->type, *vt = ir_in(n, 2)->type;
	int32_t m = mt->rank, r = x->type->rank;
	if (m < 1 || r < m || vt->kind != T_TENSOR || vt->rank < 0 || vt->rank > r - m)
		return NULL;
	for (int32_t i = 0; i < m; i++)
		if (mt->dims[i] == DIM_UNKNOWN || mt->dims[i] != x->type->dims[i])
			return NULL;
	Value *c = lw_cast(lw, it[0].v, DT_BOOL);
	if (r > m) {
		int64_t ax[MAXRANK];
		Dim cd[MAXRANK];
		for (int32_t i = 0; i < r; i++) {
			cd[i] = i < m ? mt->dims[i] : 1;
			ax[i] = m + i;
		}
		c = lw_op2(lw, "Unsqueeze", c, lw_ints(lw, ax, (uint32_t)(r - m)),
			ty_tensor(DT_BOOL, r, cd));
	}
	Value *w[3] = {c, lw_arg(lw, n, 2, t->dtype), x};
	return lw_op(lw, "Where", w, 3, t);
}

/* index_put(self, indices, values, accumulate) */
int
lower_index_put(Lower *lw, Node *n)
{
	Value *mw = maskput(lw, n, lw_arg(lw, n, 0, lw_outty(n, 0)->dtype), lw_outty(n, 0));
	if (mw)
		return lw_done1(lw, n, mw);
	Value *x = lw_arg(lw, n, 0, DT_UNDEF);
	Type *t = lw_outty(n, 0);
	Dim rd[MAXRANK];
	int32_t rr, r = x->type->rank;
	int64_t acc;
	if (infer_index_shape(lw->g, n, lw->d, &rr, rd) < 0)
		return -1;
	ir_constint(ir_in(n, 3), &acc);
	if (acc && lw->opset < 16 && !summable(t->dtype))
		return lw_fail(lw, n, "accumulate=True on %s needs ONNX opset 16 or later "
			"(ScatterND's reduction)", dtype_name(t->dtype));
	IndexPlan pl;
	if (rr < 0 || lw_index_plan(lw, n, x, ty_tensor(t->dtype, rr, rd), &pl) < 0)
		return rr < 0 ? lw_fail(lw, n, "needs the ranks of the tensor and of its indices") :
			-1;
	Value *u = updates(lw, lw_arg(lw, n, 2, t->dtype), &pl, r, t->dtype), *s;
	if (acc && lw->opset < 16)
		s = putsum(lw, &pl, u, r, t->dtype);
	else
		s = lw_op(lw, "ScatterND", (Value *[]){pl.xt, pl.ix, u}, 3, pl.xt->type);
	if (acc && lw->opset >= 16)
		ir_attr_s(lw->g, s->def, SYMC("reduction"), "add");
	int64_t inv[MAXRANK];
	invert(pl.fperm, r, inv);
	return lw_done1(lw, n, transpose(lw, s, inv, r, t));
}

/* index_add(self, dim, index, source, alpha), index_copy(self, dim, index, source),
 * index_fill(self, dim, index, value) */
int
lower_index_update(Lower *lw, Node *n)
{
	Value *x = lw_arg(lw, n, 0, DT_UNDEF);
	int k = dimarg(lw, n, x);
	if (k < 0)
		return -1;
	Type *t = lw_outty(n, 0);
	int32_t r = x->type->rank;
	int add = is(n, OP_aten_index_add_Tensor);
	int fill = is(n, OP_aten_index_fill_int_Scalar) || is(n, OP_aten_index_fill_int_Tensor);
	Value *i1 = lw_op2(lw, "Reshape", lw_arg(lw, n, 2, DT_I64), lw_ints(lw, (int64_t[]){-1},
		1), longs(1, DIM_UNKNOWN));
	/* index_fill wraps negative indices, index_add and index_copy raise */
	if (!fill && !lw_nonneg(ir_in(n, 2)))
		i1 = lw_refuseneg(lw, i1);
	Value *ind = along(lw, i1, r, k, withdim(lw, x, k, lw_shape(lw, i1)));
	Value *u = lw_arg(lw, n, 3, t->dtype);
	if (fill)
		u = lw_op2(lw, "Expand", u, lw_shape(lw, ind), lw_unknown(t->dtype, r));
	if (add) { /* source's other dims broadcast; its size along dim stays its own */
		Value *ls = shapepart(lw, u, k, k + 1);
		u = lw_op2(lw, "Expand", u, withdim(lw, x, k, ls), lw_unknown(t->dtype, r));
		double a;
		if (!ir_constfloat(ir_in(n, 4), &a) || a != 1)
			u = lw_op2(lw, "Mul", u, lw_arg(lw, n, 4, t->dtype), u->type);
	}
	return lw_done1(lw, n, scatterel(lw, n, x, ind, u, k, add ? "add" : NULL, t));
}

/* scatter(self, dim, index, src), scatter(self, dim, index, value), scatter_add, and
 * scatter(..., reduce=): src is cut to index's shape (PyTorch reads only that corner),
 * unless their types prove it is that shape */
int
lower_scatter(Lower *lw, Node *n)
{
	Value *x = lw_arg(lw, n, 0, DT_UNDEF);
	int k = dimarg(lw, n, x);
	if (k < 0)
		return -1;
	Type *t = lw_outty(n, 0);
	int32_t r = x->type->rank;
	Value *ix = lw_arg(lw, n, 2, DT_I64);
	ix = lw_nonneg(ir_in(n, 2)) ? ix : lw_refuseneg(lw, ix);
	Value *u = lw_arg(lw, n, 3, t->dtype);
	if (ir_in(n, 3)->type->kind != T_TENSOR)
		u = lw_op2(lw, "Expand", u, lw_shape(lw, ix), lw_unknown(t->dtype, r));
	else if (!ty_sameshape(u->type, ix->type)) {
		int64_t z[MAXRANK] = {0}, ax[MAXRANK];
		for (int32_t i = 0; i < r; i++)
			ax[i] = i;
		Value *sl[4] = {u, lw_ints(lw, z, (uint32_t)r), lw_shape(lw, ix), lw_ints(lw, ax,
			(uint32_t)r)};
		u = lw_op(lw, "Slice", sl, 4, lw_unknown(t->dtype, r));
	}
	const char *red = is(n, OP_aten_scatter_add_Tensor) ? "add" : infer_scatter_reduce(n);
	return lw_done1(lw, n, scatterel(lw, n, x, ix, u, k, red, t));
}

/* does v's type prove that it broadcasts to t's shape without growing it (each of its
 * sizes, aligned from the last, 1 or t's, known or the same name)?  2: it has t's shape */
static int
bcastfits(const Type *v, const Type *t)
{
	if (v->rank < 0 || v->rank > t->rank)
		return 0;
	int same = v->rank == t->rank;
	for (int32_t j = 0; j < v->rank; j++) {
		Dim a = v->dims[v->rank - 1 - j], b = t->dims[t->rank - 1 - j];
		if (a == DIM_UNKNOWN || (a != 1 && a != b))
			return 0;
		same &= a == b;
	}
	for (int32_t j = 0; j < t->rank; j++)
		same &= t->dims[j] != DIM_UNKNOWN;
	return same ? 2 : 1;
}

/* is v computed from like elementwise, with 0-d values only beside it (x[a:b] * -1.0 + c
 * written back into x[a:b]): then v has like's shape, whatever the types know of it */
static int
elementwiseof(const Value *v, const Value *like, int depth)
{
	static const char *const ops[] = {"onnx::Add", "onnx::Sub", "onnx::Mul", "onnx::Div",
		"onnx::Neg", "onnx::Abs", "onnx::Cast", "onnx::Relu", "onnx::Exp", "onnx::Log",
		"onnx::Tanh", "onnx::Sqrt", "onnx::Reciprocal", "onnx::Max", "onnx::Min",
		"onnx::Pow", "onnx::Where", "onnx::Sin", "onnx::Cos", "onnx::Floor", "onnx::Ceil"};
	if (v == like)
		return 1;
	const Node *n = v->def;
	if (!n || depth > 8 || !n->nin || n->nout != 1)
		return 0;
	int known = 0;
	for (size_t i = 0; i < sizeof ops / sizeof *ops && !known; i++)
		known = n->kind == sym_cstr(ops[i]);
	if (!known)
		return 0;
	int from = 0;
	for (uint32_t i = 0; i < n->nin; i++) {
		const Value *a = ir_in(n, i);
		if (a->type->kind == T_TENSOR && a->type->rank == 0)
			continue;
		if (!elementwiseof(a, like, depth + 1))
			return 0;
		from = 1;
	}
	return from;
}

/* fill(self, value), zero(self), copy(self, src): value or src cast to self's dtype and
 * expanded to its shape.  copy's src may broadcast only up to self's shape: fitto() fails
 * where Expand, which broadcasts both ways, made something larger, unless src's type
 * proves it does not (bcastfits); a src whose type is self's, or that is computed from self
 * elementwise (elementwiseof), is itself */
int
lower_fill(Lower *lw, Node *n)
{
	Value *x = lw_arg(lw, n, 0, DT_UNDEF);
	Type *t = lw_outty(n, 0);
	Value *v = is(n, OP_aten_zero_Tensor) ? lw_scalar(lw, t->dtype, 0) :
		lw_arg(lw, n, 1, t->dtype);
	if (!is(n, OP_aten_copy_Tensor))
		return lw_done1(lw, n, lw_op2(lw, "Expand", v, lw_shape(lw, x), t));
	if (t->rank < 0)
		return lw_fail(lw, n, "needs the tensor's rank, not known here");
	int fit = bcastfits(v->type, t);
	if (fit == 2 || elementwiseof(v, x, 0))
		return lw_done1(lw, n, v);
	Value *e = lw_op2(lw, "Expand", v, lw_shape(lw, x), t);
	return lw_done1(lw, n, fit ? e : fitto(lw, e, x, t->rank));
}

/* view_as(self, other), reshape_as(self, other): Reshape to other's shape */
int
lower_reshape_as(Lower *lw, Node *n)
{
	Value *x = lw_arg(lw, n, 0, DT_UNDEF), *o = lw_arg(lw, n, 1, DT_UNDEF);
	return lw_done1(lw, n, lw_op2(lw, "Reshape", x, lw_shape(lw, o), lw_outty(n, 0)));
}

/* masked_scatter(self, mask, source): self and mask expanded to their common shape; the
 * positions NonZero gives, in row-major order, take source's first elements.  A source
 * with too few elements gives ScatterND fewer updates than indices, which it refuses */
int
lower_masked_scatter(Lower *lw, Node *n)
{
	Type *t = lw_outty(n, 0);
	Value *x = lw_arg(lw, n, 0, DT_UNDEF), *m = lw_arg(lw, n, 1, DT_UNDEF);
	if (t->rank < 0)
		return lw_fail(lw, n, "needs the rank of the result, not known here");
	Value *xe = lw_op2(lw, "Expand", x, lw_shape(lw, m), t);
	Value *me = lw_op2(lw, "Expand", m, lw_shape(lw, xe), ty_tensor(m->type->dtype, t->rank,
		t->dims));
	Dim nd[2] = {t->rank, DIM_UNKNOWN}, id[2] = {DIM_UNKNOWN, t->rank};
	Value *nz = lw_op1(lw, "NonZero", me, ty_tensor(DT_I64, 2, nd));
	Value *ix = lw_op1(lw, "Transpose", nz, ty_tensor(DT_I64, 2, id));
	ir_attr_ints(lw->g, ix->def, SYMC("perm"), (int64_t[]){1, 0}, 2);
	Value *cnt = shapepart(lw, ix, 0, 1);
	Value *flat = lw_op2(lw, "Reshape", lw_arg(lw, n, 2, t->dtype), lw_ints(lw,
		(int64_t[]){-1}, 1), lw_unknown(t->dtype, 1));
	Value *sl[3] = {flat, lw_ints(lw, (int64_t[]){0}, 1), cnt};
	Value *u = lw_op(lw, "Slice", sl, 3, lw_unknown(t->dtype, 1));
	return lw_done1(lw, n, lw_op(lw, "ScatterND", (Value *[]){xe, ix, u}, 3, t));
}

/* the Slice inputs (start, end, step) of the diagonal at offset k of the flattened n1 x n2
 * matrices: from k (or -k * n2), step n2 + 1, L = max(0, min(n1, n2 - k)) elements
 * (min(n1 + k, n2) for k < 0) */
static void
diagbounds(Lower *lw, Value *n1, Value *n2, int64_t k, Value **sl)
{
	Type *v1 = longs(1, 1);
	Value *ko = lw_ints(lw, &k, 1), *na = n1, *nb = n2, *start = ko;
	if (k >= 0)
		nb = lw_op2(lw, "Sub", n2, ko, v1);
	else
		na = lw_op2(lw, "Add", n1, ko, v1), start = lw_op2(lw, "Mul", lw_ints(lw,
			(int64_t[]){-k}, 1), n2, v1);
	Value *len = lw_op2(lw, "Max", lw_op2(lw, "Min", na, nb, v1), lw_ints(lw,
		(int64_t[]){0}, 1), v1);
	Value *step = lw_op2(lw, "Add", n2, lw_ints(lw, (int64_t[]){1}, 1), v1);
	sl[0] = start, sl[1] = lw_op2(lw, "Add", start, lw_op2(lw, "Mul", len, step, v1), v1);
	sl[2] = step;
}

/* diagonal(self, offset, dim1, dim2): dim1 and dim2 moved last and flattened into one dim
 * of n1 * n2 elements, whose diagonal is one Slice */
int
lower_diagonal(Lower *lw, Node *n)
{
	Value *x = lw_arg(lw, n, 0, DT_UNDEF);
	Type *t = lw_outty(n, 0);
	int64_t k, a0, b0, p[MAXRANK];
	int32_t r = x->type->rank, j = 0;
	ir_constint(ir_in(n, 1), &k), ir_constint(ir_in(n, 2), &a0), ir_constint(ir_in(n, 3), &b0);
	if (r < 2)
		return lw_fail(lw, n, "needs the tensor's rank, not known here");
	int a = dim_wrap(a0, r), b = dim_wrap(b0, r);
	for (int32_t i = 0; i < r; i++)
		if (i != a && i != b)
			p[j++] = i;
	p[j++] = a, p[j++] = b;
	Value *xt = transpose(lw, x, p, r, lw_unknown(t->dtype, r));
	Value *n1 = shapepart(lw, xt, r - 2, r - 1), *n2 = shapepart(lw, xt, r - 1, r);
	Value *c[2] = {shapepart(lw, xt, 0, r - 2), lw_op2(lw, "Mul", n1, n2, longs(1, 1))};
	Value *flat = lw_op2(lw, "Reshape", xt, lw_attri(lw, lw_op(lw, "Concat", c, 2,
		longs(1, r - 1)), "axis", 0), lw_unknown(t->dtype, r - 1));
	Value *bd[3];
	diagbounds(lw, n1, n2, k, bd);
	Value *sl[5] = {flat, bd[0], bd[1], lw_ints(lw, (int64_t[]){r - 2}, 1), bd[2]};
	return lw_done1(lw, n, lw_op(lw, "Slice", sl, 5, t));
}
