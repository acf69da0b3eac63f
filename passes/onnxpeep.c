/* Peephole rules on the onnx dialect (-O1): chains of views and casts that lowering writes
 * one operator at a time, and the int lists it builds of run-time sizes.  Each rule is exact
 * for every input the first form accepts, and keeps every error it raises (the Reshapes and
 * Squeezes lowering writes as guards of PyTorch's checks): a node is bypassed only where its
 * input's type proves it cannot fail (safe()); where exactness needs a value (an index's
 * sign, a shape entry that is not 0), the rule reads a constant and does nothing without one.
 *   Reshape(Reshape|Squeeze|Unsqueeze|Flatten(x), s)  =>  Reshape(x, s)
 *       when s cannot copy a dim of the inner result (allowzero=1, or a constant without 0)
 *       and the inner view cannot fail
 *   Reshape(x, Concat(Gather(Shape(x), [0]), [-1]))  =>  Reshape(x, [0, -1])
 *       each entry a constant other than 0 or dim i of x at place i, which allowzero=0's
 *       0 copies (x.view(x.size(0), -1), PyTorch's exporter's form); dim i of another
 *       value whose type has x's symbolic dim i there counts (a channel shuffle's batch)
 *   Reshape(x, s) of a result whose type knows it  =>  Reshape(x, constant)
 *       its sizes, its symbolic dims where x has them in the same place (0 copies them)
 *   Shape(x), Gather(Shape(x), k) of dims x's type knows; a view of a small constant
 *       =>  a constant
 *   Reshape|Expand|Squeeze|Unsqueeze|Flatten|Identity(x) of the shape x has  =>  x
 *       the shapes known from the types (sizes or the same symbolic dims), through
 *       a chain of views too: Unsqueeze(Squeeze(x)) where x is Float(n, 1, 4)
 *   Slice(x, 0s, ends, axes, 1s) of the shape x has, or to INT64_MAX  =>  x
 *       (h0[0:1] of a 1-layer state, x[:, ::1])
 *   Squeeze(Unsqueeze(x, a), a), Unsqueeze(Squeeze(x, a), a)  =>  x
 *   Transpose(Transpose(x, p), q)  =>  Transpose(x, p∘q), or x if that is the identity
 *   Cast(x, to=dtype of x)  =>  x
 *   Cast(Cast(x, B), C)  =>  Cast(x, C)   when B holds every value of x's dtype exactly
 *       (int32 -> int64, float -> double, bool -> anything, a size, length or Loop
 *       iteration number, plus a small constant, -> double): float -> int -> float is not
 *   Reshape(Gather(d, k), [1]), Unsqueeze(Gather(d, k), [0])  =>  Gather(d, [k])   d 1-d
 *   Reshape(s, [1]) of a 0-d s  =>  Unsqueeze(s, [0]); of a constant  =>  a constant
 *   Concat[axis=0] of 1-d int64 pieces: neighbouring constants one constant, neighbouring
 *       Gather(d, [i]), Gather(d, [j]) of one d one Gather(d, [i, j]); one piece left => it
 *   Concat of pieces empty on its axis (their other dims the result's): without them
 *   Concat(.., Concat(a, b), ..) on one axis  =>  Concat(.., a, b, ..)   the inner one read
 *       only there, in the same block
 *   Gather(d, [0, 1, .., L - 1]) of a 1-d d of known length L  =>  d
 *   Concat(Slice(x, a, b, axis), Slice(x, b, c, axis)) on that axis  =>  Slice(x, a, c, axis)
 *       0 <= a <= b <= c constants, steps 1 (a stack's states, the pair onnxbidir takes)
 *   Unsqueeze(Unsqueeze(x, a), b)  =>  Unsqueeze(x, a and b as places in the result)
 * the arithmetic rules of onnxarith.c (x * 1, x * -1 of ints, a Where of a constant
 * condition), max(x) < c as a test of every element (onnxnanmax.c), and last, chains of
 * 0-d arithmetic whose every use makes them 1-d computed 1-d (onnxvec.c).
 * A Reshape with a -1 among its sizes is none of those views where another of its dims
 * may be 0 (inferfails): it is PyTorch's check that the -1 can be inferred.
 * Before (x.view(x.size(0), 12) then .reshape(x.size(0), 3, 4), x Float(n, 3, 4)):
 *     %1 = onnx::Shape(%x)
 *     %3 = onnx::Gather(%1, %2)                  %2 = {0}
 *     %6 = onnx::Reshape(%3, %5)                 %5 = {1}
 *     %7 = onnx::Reshape(%4, %5)                 %4 = {12}
 *     %8 = onnx::Concat[axis=0](%6, %7)
 *     %9 = onnx::Reshape(%x, %8)
 *     %11 = onnx::Reshape(%10, %5)               %10 = {3}
 *     %12 = onnx::Concat[axis=0](%6, %11, %13)   %13 = {4}
 *     %14 = onnx::Reshape(%9, %12)
 *     return (%14)
 * after (and onnxdce):
 *     return (%x)
 * (with -1 for the 12 and the 4, Reshape(%x, [0, -1]) and Reshape(of it, [0, 3, -1]) stay:
 * each fails for n = 0, as PyTorch's view and reshape raise)
 * What a rule leaves unused is left to onnxdce; new constants lie before the node they serve
 * (onnxcse, at -O2, shares them).  Block results need no care: emission puts an Identity
 * where a body's result is its input or an outer value (emit.c). */
#include <math.h>
#include <string.h>
#include "peepkit.h"
#include "../backend_onnx/backend.h"
#include "../runtime/runtime.h"


/* the int64 constant v as numbers, at most max; its count, or -1 */
static int
ints(const Value *v, int64_t *out, int max)
{
	if (!onnx_is(v->def, "Constant") || !istensor(v) || ir_weightkey(v->def))
		return -1;
	Attr *a = ir_attr(v->def, S_value);
	if (!a || a->kind != A_TENSOR || a->t->dtype != DT_I64 || !a->t->data || a->t->rank > 1
	    || a->t->numel > max)
		return -1;
	memcpy(out, a->t->data, (size_t)a->t->numel * sizeof *out);
	return (int)a->t->numel;
}

/* the axes of a Squeeze or Unsqueeze (an attribute before opset 13, an input since),
 * normalized against rank r and sorted; their count, or -1 if not known */
static int
axes(const Node *n, int32_t r, int64_t *ax)
{
	int k;
	if (n->nin >= 2) {
		k = ints(ir_in(n, 1), ax, MAXRANK);
	} else {
		Attr *a = ir_attr(n, SYMC("axes"));
		if (!a || a->kind != A_INTS || a->n > MAXRANK)
			return -1;
		k = (int)a->n;
		memcpy(ax, a->ints, (size_t)k * sizeof *ax);
	}
	if (k <= 0 || r < 0)
		return -1;
	for (int i = 0; i < k; i++) {
		if (ax[i] < 0)
			ax[i] += r;
		if (ax[i] < 0 || ax[i] >= r)
			return -1;
		for (int j = i; j > 0 && ax[j - 1] > ax[j]; j--) {
			int64_t t = ax[j];
			ax[j] = ax[j - 1];
			ax[j - 1] = t;
		}
	}
	return k;
}

static Value *
mkints(Peep *pp, Node *pos, const int64_t *v, int k, int32_t rank)
{
	return onnx_ints(pp->p, pos, v, k, rank);
}

static int
isview(const Node *n)
{
	return onnx_is(n, "Reshape") || onnx_is(n, "Squeeze") || onnx_is(n, "Unsqueeze") ||
	       onnx_is(n, "Flatten") || onnx_is(n, "Identity");
}

/* is int list v made of sizes alone (constants, Shape, and moves and arithmetic of them),
 * so that the type inferred for a Reshape or Expand to it is what it computes?  Lowering
 * writes guards that are not: a Reshape to Where(bad, -2, Shape(x)) typed as x, which fails
 * at run time where PyTorch raises (lower_norm.c, lower_reduce.c) */
static int
honest(const Value *v, int depth)
{
	static const char *const ok[] = { "Constant", "Shape", "Gather", "Concat", "Unsqueeze",
		"Squeeze", "Reshape", "Cast", "Mul", "Add", "Sub", "Div", "Identity", "Slice",
		"ReduceProd", "Size", NULL };
	const Node *d = v->def;
	if (depth > 12 || !d || d->nblk)
		return 0;
	int known = 0;
	for (const char *const *k = ok; *k && !known; k++)
		known = onnx_is(d, *k);
	for (uint32_t i = 0; known && i < d->nin; i++)
		known = onnx_is(d, "Shape") || onnx_is(d, "Size") || honest(ir_in(d, i), depth + 1);
	return known;
}

/* may int list v hold a -1 (a negative constant in it, or a difference of sizes) */
static int
mayinfer(const Value *v, int depth)
{
	const Node *d = v->def;
	if (depth > 12 || !d || onnx_is(d, "Sub"))
		return 1;
	if (onnx_is(d, "Shape") || onnx_is(d, "Size"))
		return 0;
	if (onnx_is(d, "Constant")) {
		int64_t c[MAXLIST];
		int k = ints(v, c, MAXLIST);
		for (int i = 0; i < k; i++)
			if (c[i] < 0)
				return 1;
		return k < 0;
	}
	for (uint32_t i = 0; i < d->nin; i++)
		if (mayinfer(ir_in(d, i), depth + 1))
			return 1;
	return 0;
}

/* may Reshape n fail where its type says it does not: a -1 among the sizes, which Reshape
 * cannot infer from no elements unless the other dims are known nonzero (PyTorch raises
 * for x.reshape(x.size(0), -1) of a [0, 5] x: "the unspecified dimension size -1 can be
 * any value") */
static int
inferfails(const Node *n)
{
	const Type *t = n->out[0]->type;
	int64_t c[MAXRANK];
	int k = ints(ir_in(n, 1), c, MAXRANK), at = -1;
	for (int i = 0; i < k; i++)
		at = c[i] == -1 ? i : at;
	if (k >= 0 ? at < 0 : !mayinfer(ir_in(n, 1), 0))
		return 0;
	if (t->rank < 0)
		return 1;
	for (int32_t i = 0; i < t->rank; i++)   /* (a run-time -1 may be anywhere) */
		if (i != at && !(dim_known(t->dims[i]) && t->dims[i] > 0))
			return 1;
	return 0;
}

/* n's result type is what n computes: no guard (honest), or no view with a shape */
static int
typed(const Node *n)
{
	if (onnx_is(n, "Reshape"))
		return honest(ir_in(n, 1), 0) && !inferfails(n);
	if (onnx_is(n, "Expand"))
		return honest(ir_in(n, 1), 0);
	if (onnx_is(n, "Gather"))   /* lw_failwhen: a Gather at a run-time 0 or 1 */
		return honest(ir_in(n, 1), 0);
	return 1;
}

/* t's dims as the product of its sizes (*p) and its symbols (sym); their count, or -1 if a
 * dim is unknown */
static int
split(const Type *t, int64_t *p, Dim *sym)
{
	int n = 0;
	*p = 1;
	for (int32_t i = 0; i < t->rank; i++) {
		if (t->dims[i] == DIM_UNKNOWN || t->rank > MAXRANK)
			return -1;
		if (dim_known(t->dims[i]))
			*p *= t->dims[i];
		else
			sym[n++] = t->dims[i];
	}
	return n;
}

/* can view m not fail at run time, its input's type taken as true: a rule that bypasses a
 * node keeps every error the model raises (a Reshape or Squeeze lowering writes as the guard
 * of a PyTorch check, view_as of another size) */
static int
safe(const Node *m)
{
	const Type *a = ir_in(m, 0)->type, *b = m->out[0]->type;
	if (onnx_is(m, "Unsqueeze") || onnx_is(m, "Identity") || onnx_is(m, "Flatten"))
		return 1;
	if (onnx_is(m, "Squeeze")) {
		int64_t ax[MAXRANK];
		int k = m->nin < 2 && !ir_attr(m, SYMC("axes")) ? 0 : axes(m, a->rank, ax);
		for (int i = 0; i < k; i++)
			if (a->dims[ax[i]] != 1)
				return 0;
		return k >= 0;   /* (no axes: the unit dims, which cannot fail) */
	}
	if (!onnx_is(m, "Reshape") || a->rank < 0 || b->rank < 0 || !typed(m))
		return 0;
	/* the same number of elements: the same product of sizes, the same symbols */
	int64_t pa, pb;
	Dim sa[MAXRANK], sb[MAXRANK];
	int na = split(a, &pa, sa), nb = split(b, &pb, sb);
	if (na < 0 || nb < 0)
		return 0;
	if (pa != pb || na != nb || (pa == 0 && na))
		return pa == 0 && pb == 0 && !na && !nb;
	for (int i = 0; i < na; i++) {   /* sb a permutation of sa */
		int j = 0;
		while (j < nb && sb[j] != sa[i])
			j++;
		if (j == nb)
			return 0;
		sb[j] = sb[--nb];
	}
	return 1;
}

/* a view whose result has the shape of a value it views, through views before it, is
 * that value (Identity included: the rule that drops it) */
static int
sameview(Peep *pp, Node *n)
{
	if ((!isview(n) && !onnx_is(n, "Expand")) || !typed(n))
		return 0;
	Value *out = n->out[0];
	if (onnx_is(n, "Identity") && alike(ir_in(n, 0), out))
		return becomes(pp, n, ir_in(n, 0));
	/* n's result the shape of x: n cannot fail (an Expand to x's shape neither); the
	 * views between them must not fail either */
	for (Value *x = ir_in(n, 0);; x = ir_in(x->def, 0)) {
		if (sameshape(x, out))
			return becomes(pp, n, x);
		if (!isview(x->def) || onnx_is(n, "Expand") || !safe(x->def))
			return 0;
	}
}

/* is v an int64 constant (at most MAXRANK values) all of whose values are k? */
static int
allints(const Value *v, int64_t k)
{
	int64_t c[MAXRANK];
	int n = ints(v, c, MAXRANK);
	for (int i = 0; i < n; i++)
		if (c[i] != k)
			return 0;
	return n >= 0;
}

/* a Slice from 0 by steps of 1 whose result has x's shape, or to the end (INT64_MAX, an
 * open slice's: x[:, ::1]), took all of x (it cannot fail: ONNX clamps ends) */
static int
wholeslice(Peep *pp, Node *n)
{
	if (!onnx_is(n, "Slice") || n->nin < 3 || !alike(ir_in(n, 0), n->out[0]) ||
	    !(sameshape(ir_in(n, 0), n->out[0]) || allints(ir_in(n, 2), INT64_MAX)) ||
	    !allints(ir_in(n, 1), 0) || (n->nin > 4 && !ir_isnone(ir_in(n, 4)) &&
	    !allints(ir_in(n, 4), 1)))
		return 0;
	return becomes(pp, n, ir_in(n, 0));
}

static int
squeezepair(Peep *pp, Node *n)
{
	int sq = onnx_is(n, "Squeeze");
	if (!sq && !onnx_is(n, "Unsqueeze"))
		return 0;
	Node *m = ir_in(n, 0)->def;
	if (!onnx_is(m, sq ? "Unsqueeze" : "Squeeze") || !safe(m))
		return 0;
	Value *x = ir_in(m, 0);
	/* both normalized against the rank with the unit dims: Squeeze's input, Unsqueeze's
	 * output */
	int32_t r = sq ? ir_in(n, 0)->type->rank : x->type->rank;
	int64_t a[MAXRANK], b[MAXRANK];
	int k = axes(n, r, a);
	if (k < 0 || k != axes(m, r, b) || memcmp(a, b, (size_t)k * sizeof *a)
	    || !alike(x, n->out[0]))
		return 0;
	return becomes(pp, n, x);
}

static int
transposes(Peep *pp, Node *n)
{
	if (!onnx_is(n, "Transpose") || !onnx_is(ir_in(n, 0)->def, "Transpose"))
		return 0;
	Node *m = ir_in(n, 0)->def;
	Attr *p = ir_attr(m, SYMC("perm")), *q = ir_attr(n, SYMC("perm"));
	int32_t r = n->out[0]->type->rank;
	if (!p || !q || p->kind != A_INTS || q->kind != A_INTS || r < 0 || p->n != (uint32_t)r
	    || q->n != (uint32_t)r)
		return 0;   /* the default perm (reversed) is not what lowering writes */
	int64_t c[MAXRANK];
	int id = 1;
	for (int32_t i = 0; i < r; i++) {
		if (q->ints[i] < 0 || q->ints[i] >= r)
			return 0;
		c[i] = p->ints[q->ints[i]];
		id &= c[i] == i;
	}
	Value *x = ir_in(m, 0);
	if (id && alike(x, n->out[0]))
		return becomes(pp, n, x);
	if (id)
		return 0;
	ir_attr_ints(pp->p->g, n, SYMC("perm"), c, (uint32_t)r);
	ir_setinput(n, 0, x);
	pp->n++;
	return 1;
}

/* does dtype b hold every value of a exactly (and cast so that b -> c of it is a -> c) */
static int
holds(DType a, DType b)
{
	if (a == b || a == DT_BOOL)
		return 1;
	switch (b) {
	case DT_F64: return a == DT_F32 || a == DT_F16 || a == DT_BF16 || a == DT_I32
		|| a == DT_I16 || a == DT_I8 || a == DT_U8;
	case DT_F32: return a == DT_F16 || a == DT_BF16 || a == DT_I16 || a == DT_I8 || a == DT_U8;
	case DT_F16: case DT_BF16: return a == DT_I8 || a == DT_U8;
	case DT_I64: return a == DT_I32 || a == DT_I16 || a == DT_I8 || a == DT_U8;
	case DT_I32: return a == DT_I16 || a == DT_I8 || a == DT_U8;
	case DT_I16: return a == DT_I8 || a == DT_U8;
	default: return 0;
	}
}

/* bits of an int64 bounded far below 2^53, or 0: a list's length, a tensor's element count
 * or dims (48: 2^48 elements would not fit in memory), a Loop's iteration number (43: 2^43
 * iterations would take months), one of those plus or minus a constant of at most 2^40 (one
 * bit more) or times one of at most 256 (8 more).  Below 2^53 a double holds it exactly, so
 * float(len(xs)) and float(10 * (i + 1)) need no double on the way */
static int
intbits(const Value *v, int depth)
{
	const Node *d = v->def;
	int64_t k;
	if (d && d->kind == S_prim_Param)
		return v->idx == 0 && d->owner->owner && onnx_is(d->owner->owner, "Loop") ? 43 : 0;
	for (uint32_t j = 0; d && d->nin == 2 && j < 2 && depth < 8; j++) {
		Value *a = ir_in(d, 1 - j);
		if (!onnx_constint(ir_in(d, j), &k) || onnx_constint(a, &(int64_t){0}))
			continue;
		int b = intbits(a, depth + 1);
		if ((onnx_is(d, "Add") || onnx_is(d, "Sub")) && k <= ((int64_t)1 << 40) &&
		    k >= -((int64_t)1 << 40))
			return b ? (b > 40 ? b : 40) + 1 : 0;
		if (onnx_is(d, "Mul") && k <= 256 && k >= -256)
			return b ? b + 8 : 0;
		return 0;
	}
	return onnx_is(d, "SequenceLength") || onnx_is(d, "Size") || onnx_is(d, "Shape") ||
	       (onnx_is(d, "Gather") && d->nin == 2 && onnx_is(ir_in(d, 0)->def, "Shape")) ? 48 : 0;
}

static int
casts(Peep *pp, Node *n)
{
	if (!onnx_is(n, "Cast") || !istensor(ir_in(n, 0)))
		return 0;
	Value *x = ir_in(n, 0);
	if (x->type->dtype == n->out[0]->type->dtype && alike(x, n->out[0]))
		return becomes(pp, n, x);
	Node *m = x->def;
	if (!onnx_is(m, "Cast") || !istensor(ir_in(m, 0)) || ir_in(m, 0)->type->dtype == DT_UNDEF
	    || x->type->dtype == DT_UNDEF)
		return 0;
	int bits = ir_in(m, 0)->type->dtype == DT_I64 && x->type->dtype == DT_F64 ?
		intbits(ir_in(m, 0), 0) : 0;
	if (!holds(ir_in(m, 0)->type->dtype, x->type->dtype) && !(bits > 0 && bits <= 52))
		return 0;
	ir_setinput(n, 0, ir_in(m, 0));
	pp->n++;
	return 1;
}

/* a Reshape whose shape's 0 copies: allowzero's default */
static void
noallowzero(Node *n)
{
	for (Attr **a = &n->attr; *a; a = &(*a)->next)
		if ((*a)->name == SYMC("allowzero")) {
			*a = (*a)->next;
			return;
		}
}

/* may a Reshape's shape s not copy a dim of its input (ONNX's 0 without allowzero) */
static int
nocopy(const Node *n, const Value *s)
{
	if (attri(n, "allowzero", 0))
		return 1;
	int64_t v[MAXLIST];
	int k = ints(s, v, MAXLIST);
	for (int i = 0; i < k; i++)
		if (v[i] == 0)
			return 0;
	return k >= 0;
}

static int
reshapes(Peep *pp, Node *n)
{
	if (!onnx_is(n, "Reshape") || !isview(ir_in(n, 0)->def) || !safe(ir_in(n, 0)->def)
	    || !nocopy(n, ir_in(n, 1)))
		return 0;
	ir_setinput(n, 0, ir_in(ir_in(n, 0)->def, 0));
	pp->n++;
	return 1;
}

/* the entries of a 1-d int64 list value v of length len, at place at of a shape for x:
 * v[i] = c[i] for a constant, else the place in Shape(x) it is Gather'd from (src[i] >= 0),
 * -1 otherwise.  A Gather from the Shape of another value whose dim there is the symbolic
 * dim x has at place at + i is taken as x's own (the shuffle's x.view(b, g, -1, h, w) then
 * .view(b, -1, h, w) of the transposed result, b read from the first) */
static int
entries(Value *v, Value *x, int64_t *c, int64_t *src, int len, int at)
{
	Node *d = v->def;
	if (!istensor(v) || v->type->rank != 1 || v->type->dims[0] != len)
		return 0;
	int k = ints(v, c, len);
	if (k == len) {
		for (int i = 0; i < len; i++)
			src[i] = -1;
		return 1;
	}
	if (!onnx_is(d, "Gather") || !onnx_is(ir_in(d, 0)->def, "Shape") || ir_in(d, 0)->def->attr
	    || attri(d, "axis", 0) || ints(ir_in(d, 1), src, len) != len
	    || ir_in(d, 1)->type->rank != 1)
		return 0;
	const Type *ty = ir_in(ir_in(d, 0)->def, 0)->type, *tx = x->type;
	int own = ir_in(ir_in(d, 0)->def, 0) == x;
	for (int i = 0; i < len; i++) {
		if (src[i] < 0)
			return 0;   /* a negative index: its place needs x's rank */
		if (own)
			continue;
		if (!ty_samesym(ty, src[i], tx, at + i))
			return 0;
		src[i] = at + i;
	}
	return 1;
}

/* Reshape(x, list of dims of x in their places and constants not 0) => Reshape(x, [.., 0,
 * ..]) without allowzero: its 0 copies x's dim */
static int
copydims(Peep *pp, Node *n)
{
	if (!onnx_is(n, "Reshape"))
		return 0;
	Value *x = ir_in(n, 0), *s = ir_in(n, 1);
	if (!istensor(s) || s->type->rank != 1 || !dim_known(s->type->dims[0])
	    || s->type->dims[0] > MAXLIST || ints(s, (int64_t[MAXLIST]){0}, MAXLIST) >= 0)
		return 0;
	int len = (int)s->type->dims[0], at = 0, copied = 0;
	int64_t c[MAXLIST], src[MAXLIST];
	Node *cat = s->def;
	Value **piece = &s;
	uint32_t np = 1;
	if (onnx_is(cat, "Concat") && attri(cat, "axis", -1) == 0) {
		piece = NEWA(pp->p->scratch, Value *, cat->nin);
		for (uint32_t i = 0; i < cat->nin; i++)
			piece[i] = ir_in(cat, i);
		np = cat->nin;
	}
	for (uint32_t i = 0; i < np; i++) {
		const Type *t = piece[i]->type;
		if (!istensor(piece[i]) || t->rank != 1 || !dim_known(t->dims[0])
		    || at + t->dims[0] > len
		    || !entries(piece[i], x, c + at, src + at, (int)t->dims[0], at))
			return 0;
		at += (int)t->dims[0];
	}
	if (at != len)
		return 0;
	for (int i = 0; i < len; i++) {
		if (src[i] >= 0 && src[i] != i)
			return 0;
		if (src[i] < 0 && c[i] == 0)
			return 0;
		copied |= src[i] >= 0;
		if (src[i] >= 0)
			c[i] = 0;
	}
	if (!copied)
		return 0;
	ir_setinput(n, 1, mkints(pp, n, c, len, 1));
	noallowzero(n);
	pp->n++;
	return 1;
}

/* a 0-d value made 1-d: Reshape(s, [1]) or Unsqueeze(s, [0]) */
static Value *
tovec(const Node *n)
{
	int64_t v[2];
	Value *s = ir_in(n, 0);
	if (!istensor(s) || s->type->rank != 0 || !istensor(n->out[0]))
		return NULL;
	if (onnx_is(n, "Reshape") && ints(ir_in(n, 1), v, 2) == 1 && v[0] == 1)
		return s;
	if (onnx_is(n, "Unsqueeze")) {
		int k = axes(n, 1, v);
		return k == 1 && v[0] == 0 ? s : NULL;
	}
	return NULL;
}

static int
scalars(Peep *pp, Node *n)
{
	Value *s = tovec(n);
	if (!s)
		return 0;
	Node *d = s->def;
	int64_t k;
	Type *t = n->out[0]->type;
	if (s->type->dtype == DT_I64 && ints(s, &k, 1) == 1)
		return becomes(pp, n, mkints(pp, n, &k, 1, 1));
	if (onnx_is(d, "Gather") && !attri(d, "axis", 0) && ints(ir_in(d, 1), &k, 1) == 1
	    && ir_in(d, 1)->type->rank == 0 && istensor(ir_in(d, 0))
	    && ir_in(d, 0)->type->rank == 1) {
		Value *in[2] = {ir_in(d, 0), mkints(pp, n, &k, 1, 1)};
		return becomes(pp, n, onnx_mknode(pp->p, n, "Gather", in, 2, t)->out[0]);
	}
	if (!onnx_is(n, "Reshape"))
		return 0;
	Value *in[2] = {s, NULL};
	Node *u;
	if (pp->p->opset >= 13) {
		in[1] = mkints(pp, n, (int64_t[]){0}, 1, 1);
		u = onnx_mknode(pp->p, n, "Unsqueeze", in, 2, t);
	} else {
		u = onnx_mknode(pp->p, n, "Unsqueeze", in, 1, t);
		ir_attr_ints(pp->p->g, u, SYMC("axes"), (int64_t[]){0}, 1);
	}
	return becomes(pp, n, u->out[0]);
}

/* a Concat piece: a 1-d int64 constant (its values in v, count returned), or a Gather of
 * constant 1-d indices (*data set, the indices in v); -1 neither */
static int
piece(Value *p, Value **data, int64_t *v, int max)
{
	*data = NULL;
	if (!istensor(p) || p->type->dtype != DT_I64 || p->type->rank != 1)
		return -1;
	int k = ints(p, v, max);
	if (k >= 0)
		return k;
	Node *d = p->def;
	if (!onnx_is(d, "Gather") || attri(d, "axis", 0) || !istensor(ir_in(d, 0))
	    || ir_in(d, 0)->type->rank != 1 || ir_in(d, 1)->type->rank != 1)
		return -1;
	*data = ir_in(d, 0);
	return ints(ir_in(d, 1), v, max);
}

static int
concats(Peep *pp, Node *n)
{
	if (!onnx_is(n, "Concat") || attri(n, "axis", -1) != 0 || !istensor(n->out[0])
	    || n->out[0]->type->dtype != DT_I64 || n->out[0]->type->rank != 1)
		return 0;
	int changed = 0;
	for (uint32_t i = 0; i + 1 < n->nin; ) {
		Value *da, *db;
		int64_t v[2 * MAXLIST];
		int ka = piece(ir_in(n, i), &da, v, MAXLIST);
		int kb = ka < 0 ? -1 : piece(ir_in(n, i + 1), &db, v + ka, MAXLIST);
		/* two Gathers read by others too would stay beside the new one */
		if (kb < 0 || da != db || (da && ir_nuses(ir_in(n, i)) > 1
		    && ir_nuses(ir_in(n, i + 1)) > 1)) {
			i++;
			continue;
		}
		Value *m = mkints(pp, n, v, ka + kb, 1);
		if (da) {
			Value *in[2] = {da, m};
			m = onnx_mknode(pp->p, n, "Gather", in, 2, ty_tensor(DT_I64, 1, (Dim[]){ka + kb}))->out[0];
		}
		ir_setinput(n, i, m);
		ir_removeinput(n, i + 1);
		changed = 1;
		pp->n++;
	}
	if (n->nin == 1 && alike(ir_in(n, 0), n->out[0]))
		return becomes(pp, n, ir_in(n, 0));
	return changed;
}


/* Slice n of one constant axis, steps 1, from and to constants at or after 0: *x its data,
 * *ax the axis (normalized), *from and *to; 0 if not */
static int
oneslice(const Node *n, Value **x, int64_t *ax, int64_t *from, int64_t *to)
{
	if (!onnx_constslice(n, ax, from, to) || !onlyuse(n->out[0]) || *from < 0 || *to < *from)
		return 0;
	*x = ir_in(n, 0);
	return 1;
}

/* Concat(.., Slice(x, a, b, axis), Slice(x, b, c, axis), ..) on that axis  =>
 * Concat(.., Slice(x, a, c, axis), ..)   0 <= a <= b <= c (ONNX clamps b and c alike: the
 * rows a to c there are, as the two pieces held); one piece left is the Concat's result */
static int
sliceruns(Peep *pp, Node *n)
{
	if (!onnx_is(n, "Concat") || !istensor(n->out[0]) || n->out[0]->type->rank < 1)
		return 0;
	int64_t axis = attri(n, "axis", 0);
	axis = axis < 0 ? axis + n->out[0]->type->rank : axis;
	int changed = 0;
	for (uint32_t i = 0; i + 1 < n->nin; ) {
		Value *xa, *xb;
		int64_t aa, ab, a, b, b2, c;
		Node *p = ir_in(n, i)->def, *q = ir_in(n, i + 1)->def;
		if (!p || !q || !oneslice(p, &xa, &aa, &a, &b) || !oneslice(q, &xb, &ab, &b2, &c) ||
		    xa != xb || aa != axis || ab != axis || b != b2) {
			i++;
			continue;
		}
		const Type *ta = ir_in(n, i)->type, *tb = ir_in(n, i + 1)->type;
		Dim d[MAXRANK];
		for (int32_t k = 0; k < ta->rank && k < MAXRANK; k++)
			d[k] = ta->dims[k];
		d[axis] = dim_known(ta->dims[axis]) && dim_known(tb->dims[axis]) ?
			ta->dims[axis] + tb->dims[axis] : DIM_UNKNOWN;
		Value *in[4] = {xa, ir_in(p, 1), ir_in(q, 2), p->nin > 3 ? ir_in(p, 3) : NULL};
		Value *m = onnx_mknode(pp->p, n, "Slice", in, p->nin > 3 ? 4 : 3,
			ty_tensor(ta->dtype, ta->rank, d))->out[0];
		ir_setinput(n, i, m);
		ir_removeinput(n, i + 1);
		changed = 1;
		pp->n++;
	}
	if (changed && n->nin == 1 && alike(ir_in(n, 0), n->out[0]))
		return becomes(pp, n, ir_in(n, 0));
	return changed;
}

/* the tensor of a small constant that is no weight and has its bytes, or NULL */
Tensor *
peep_smallconst(const Value *v)
{
	if (!onnx_is(v->def, "Constant") || !istensor(v) || ir_weightkey(v->def))
		return NULL;
	Attr *a = ir_attr(v->def, S_value);
	if (!a || a->kind != A_TENSOR || !a->t->data || a->t->numel > MAXLIST)
		return NULL;
	return a->t;
}

/* every dim of v a size (a constant's dims) */
static int
sized(const Value *v)
{
	if (!istensor(v) || v->type->rank < 0 || v->type->rank > MAXRANK)
		return 0;
	for (int32_t i = 0; i < v->type->rank; i++)
		if (!dim_known(v->type->dims[i]))
			return 0;
	return 1;
}

/* the dims of view n's result of a constant c, from its type or its constant operands */
static int
viewdims(const Node *n, const Tensor *c, int64_t *dims)
{
	const Type *t = n->out[0]->type;
	int32_t r = t->rank, known = r >= 0 && r <= MAXRANK;
	for (int32_t i = 0; known && i < r; i++)
		known = dim_known(dims[i] = t->dims[i]);
	if (known)
		return r;
	int64_t s[MAXRANK], ax[MAXRANK], numel = 1, rest = -1;
	if (onnx_is(n, "Reshape")) {
		if ((r = ints(ir_in(n, 1), s, MAXRANK)) < 0 || ir_in(n, 1)->type->rank != 1)
			return -1;
		for (int32_t i = 0; i < r; i++) {
			dims[i] = s[i];
			if (s[i] == 0 && !attri(n, "allowzero", 0))
				dims[i] = i < c->rank ? c->dims[i] : -2;
			if (dims[i] == -1 && rest < 0)
				rest = i;
			else if (dims[i] < 0)
				return -1;
			else
				numel *= dims[i];
		}
		if (rest >= 0 && (!numel || c->numel % numel))
			return -1;
		if (rest >= 0)
			dims[rest] = c->numel / numel;
		return r;
	}
	int k = onnx_is(n, "Unsqueeze") && r >= 0 && r <= MAXRANK ? axes(n, r, ax) : -1;
	if (k < 0 || r != c->rank + k)
		return -1;
	for (int32_t i = 0, j = 0, a = 0; i < r; i++)
		dims[i] = a < r - c->rank && ax[a] == i ? (a++, 1) : c->dims[j++];
	return r;
}

/* a view of a small constant: a constant of the same bytes (Reshape(0-d 3, [1]) => [3]:
 * lowering's int lists have many) */
static int
constview(Peep *pp, Node *n)
{
	Tensor *c = peep_smallconst(ir_in(n, 0));
	Value *out = n->out[0];
	int64_t dims[MAXRANK], numel = 1;
	int32_t r;
	if (!isview(n) || !c || out->type->dtype != c->dtype || !typed(n)
	    || (r = viewdims(n, c, dims)) < 0)
		return 0;
	for (int32_t i = 0; i < r; i++)
		numel *= dims[i];
	if (numel != c->numel)
		return 0;
	Tensor *t = rt_tensor(pp->p->g->arena, c->dtype, r, dims);
	memcpy(t->data, c->data, rt_tensor_nbytes(c));
	Node *k = onnx_mknode(pp->p, n, "Constant", NULL, 0, ty_tensor(c->dtype, r, dims));
	ir_attr_t(pp->p->g, k, S_value, t);
	return becomes(pp, n, k->out[0]);
}

/* Shape(x) of a x whose dims are sizes, a Gather of such sizes: a constant */
static int
shapes(Peep *pp, Node *n)
{
	Value *x = ir_in(n, 0);
	int64_t v[MAXLIST], idx[MAXLIST];
	int k;
	if (onnx_is(n, "Shape") && !n->attr && sized(x) && typed(x->def)) {
		for (k = 0; k < x->type->rank; k++)
			v[k] = x->type->dims[k];
		return becomes(pp, n, mkints(pp, n, v, k, 1));
	}
	if (!onnx_is(n, "Gather") || attri(n, "axis", 0) || !onnx_is(x->def, "Shape") || x->def->attr
	    || (k = ints(ir_in(n, 1), idx, MAXLIST)) < 0 || ir_in(n, 1)->type->rank > 1)
		return 0;
	Value *y = ir_in(x->def, 0);
	int32_t r = y->type->rank;
	if (!typed(y->def))
		return 0;
	for (int i = 0; i < k; i++) {
		int64_t j = idx[i] < 0 ? idx[i] + r : idx[i];
		if (r < 0 || j < 0 || j >= r || !dim_known(y->type->dims[j]))
			return 0;
		v[i] = y->type->dims[j];
	}
	return becomes(pp, n, mkints(pp, n, v, k, ir_in(n, 1)->type->rank));
}

/* a Concat's pieces of length 0 on its axis are nothing */
static int
empties(Peep *pp, Node *n)
{
	if (!onnx_is(n, "Concat") || n->nin < 2 || n->out[0]->type->rank < 1)
		return 0;
	int64_t ax = attri(n, "axis", 0);
	int32_t r = n->out[0]->type->rank;
	if (ax < 0)
		ax += r;
	if (ax < 0 || ax >= r)
		return 0;
	int changed = 0;
	for (uint32_t i = 0; i < n->nin && n->nin > 1; ) {
		const Type *t = ir_in(n, i)->type, *o = n->out[0]->type;
		/* (a weight stays: an initializer named by the module's state, empty or not) */
		int fits = istensor(ir_in(n, i)) && t->rank == r && t->dims[ax] == 0
			   && !ir_weightkey(ir_in(n, i)->def);
		for (int32_t d = 0; fits && d < r; d++)   /* Concat's check of the other dims */
			fits = d == ax || (t->dims[d] != DIM_UNKNOWN && t->dims[d] == o->dims[d]);
		if (fits) {
			ir_removeinput(n, i);
			changed = 1;
			pp->n++;
		} else {
			i++;
		}
	}
	if (n->nin == 1 && alike(ir_in(n, 0), n->out[0]))
		return becomes(pp, n, ir_in(n, 0));
	return changed;
}

/* a Reshape to a run-time shape that the result's type knows: its sizes, and its symbolic
 * dims where the input has them in the same place (ONNX's 0 copies them).  Never a -1 for a
 * dim the type does not know: the run-time entry there may not fit the input, an error the
 * -1 would hide */
static int
typedshape(Peep *pp, Node *n)
{
	Value *x = ir_in(n, 0), *out = n->out[0];
	int32_t r = out->type->rank, rx = x->type->rank;
	if (!onnx_is(n, "Reshape") || r < 0 || r > MAXRANK || ints(ir_in(n, 1), (int64_t[MAXLIST]){0},
	    MAXLIST) >= 0 || !typed(n))
		return 0;
	int64_t s[MAXRANK];
	for (int32_t j = 0; j < r; j++) {
		Dim d = out->type->dims[j];
		if (dim_known(d) && d > 0)
			s[j] = d;
		else if (dim_issym(d) && j < rx && x->type->dims[j] == d)
			s[j] = 0;
		else
			return 0;
	}
	ir_setinput(n, 1, mkints(pp, n, s, r, 1));
	noallowzero(n);
	pp->n++;
	return 1;
}

/* Unsqueeze(Unsqueeze(x, a), b) is one Unsqueeze of x where the inner one has no other
 * use: b's axes are places in the result, and the inner result's dims fill the other
 * places in order, so a's axes (places in the inner result) are the a[i]-th of those */
static int
unsqueezes(Peep *pp, Node *n)
{
	Node *m = ir_in(n, 0)->def;
	if (!onnx_is(n, "Unsqueeze") || !onnx_is(m, "Unsqueeze") || ir_nuses(m->out[0]) != 1)
		return 0;
	Value *x = ir_in(m, 0);
	int32_t r = n->out[0]->type->rank, rm = m->out[0]->type->rank;
	int64_t a[MAXRANK], b[MAXRANK], ax[MAXRANK];
	if (!istensor(x) || r < 0 || r > MAXRANK || rm < 0)
		return 0;
	int na = axes(m, rm, a), nb = axes(n, r, b), k = 0;
	if (na < 0 || nb < 0 || na + nb > MAXRANK)
		return 0;
	uint8_t taken[MAXRANK] = {0};
	int64_t other[MAXRANK];
	int no = 0;
	for (int i = 0; i < nb; i++)
		taken[b[i]] = 1;
	for (int32_t p = 0; p < r; p++)
		if (!taken[p])
			other[no++] = p;
	for (int i = 0; i < na; i++)
		if (a[i] < no)
			taken[other[a[i]]] = 1;
	for (int32_t p = 0; p < r; p++)
		if (taken[p])
			ax[k++] = p;
	if (k != na + nb)
		return 0;
	Type *t = n->out[0]->type;
	Node *u;
	if (pp->p->opset >= 13) {
		Value *in[2] = {x, mkints(pp, n, ax, k, 1)};
		u = onnx_mknode(pp->p, n, "Unsqueeze", in, 2, t);
	} else {
		u = onnx_mknode(pp->p, n, "Unsqueeze", &x, 1, t);
		ir_attr_ints(pp->p->g, u, SYMC("axes"), ax, (uint32_t)k);
	}
	return becomes(pp, n, u->out[0]);
}

/* one rule applied to n, or none: 1 if n changed (or its result was replaced) */
static int
rule(Peep *pp, Node *n)
{
	if (n->nout != 1 || n->nblk || !n->nin || !istensor(n->out[0]) || !istensor(ir_in(n, 0)))
		return 0;
	return sameview(pp, n) || wholeslice(pp, n) || constview(pp, n) || shapes(pp, n)
	       || squeezepair(pp, n)
	       || transposes(pp, n) || casts(pp, n) || reshapes(pp, n) || typedshape(pp, n)
	       || copydims(pp, n) || scalars(pp, n) || empties(pp, n) || concats(pp, n)
	       || sliceruns(pp, n) || peep_concat(pp, n)
	       || peep_arith(pp, n) || peep_nanmax(pp, n) || unsqueezes(pp, n);
}

/* a Loop's trip count Max(n, 0) is n: the Loop runs while its iteration number is below it
 * (ONNX's `for (i = 0; i < M && cond; ++i)`), so a negative one runs it as 0 does
 * (range(n)'s count); the Max stays for what else reads it */
static int
tripcount(Peep *pp, Node *n)
{
	Value *m = n->nin ? ir_in(n, 0) : NULL;
	if (!onnx_is(n, "Loop") || !m || ir_isnone(m) || !onnx_is(m->def, "Max") ||
	    m->def->nin != 2)
		return 0;
	for (int j = 0; j < 2; j++) {
		int64_t z;
		Value *o = ir_in(m->def, (uint32_t)(1 - j));
		if (ints(ir_in(m->def, (uint32_t)j), &z, 1) == 1 && z == 0 && istensor(o) &&
		    o->type->dtype == DT_I64 && o->type->rank == 0) {
			ir_setinput(n, 0, o);
			pp->n++;
			return 1;
		}
	}
	return 0;
}

static void
peepblock(Peep *pp, Block *b)
{
	for (Node *n = ir_first(b), *next; n != ir_end(b); n = next) {
		next = n->next;
		for (uint32_t i = 0; i < n->nblk; i++)
			peepblock(pp, n->blk[i]);
		tripcount(pp, n);
		/* a rule that replaced n's result leaves n dead: the next rule would see none of
		 * its uses; a rule that changed n may enable another */
		for (int k = 0; k < 16 && n->nout == 1 && n->out[0]->uses && rule(pp, n); k++)
			;
	}
}

int
pass_onnxpeep(Pass *p)
{
	Peep pp = {p, 0};
	pp.n += peep_selects(p);
	pp.n += peep_bidir(p);
	peepblock(&pp, p->g->top);
	pp.n += peep_splits(p);
	pp.n += peep_vectors(p);
	/* what the rules left over constants only (a Max(1, 0) after a Where of a constant
	 * condition) is folded as onnxfold folds, at -O2 where it runs, and looked at again */
	if (pp.n && p->level >= 2 && onnx_fold(p))
		peepblock(&pp, p->g->top);
	if (pp.n)
		p->changed = 1;
	return 0;
}
