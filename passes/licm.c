/* Loop-invariant code motion (-O1, on the onnx dialect, after lowering: what lowering writes
 * inside a body, Shape/Gather/Concat of outer values, Unsqueezes, Casts, Slices of outer
 * tensors, is most of the invariant work, and none of it is visible on the aten IR).  Blocks
 * are walked innermost first, so a node moves out one level at a time:
 *   - out of a Loop body: a pure node without blocks whose inputs are all defined outside
 *     the body (never the iteration number, the condition or a carried value) moves before
 *     the Loop, if it is SAFE (below);
 *   - out of an If: a pure node of branch 0 whose inputs are all defined outside the If,
 *     with a twin in branch 1 (the same operator, attributes, inputs and result types),
 *     moves before the If and the twin's uses take it.  One branch runs, so the node ran
 *     anyway: no further rule;
 *   - a node without inputs (a Constant) moves out of any body or branch;
 *   - Shape and Size of a body value whose dims are those of a graph input (sizes and
 *     named sizes) read that input instead, and move (outershape).
 * Before (a loop indexing the rows of an outer tensor with the shape's second dim):
 *     %y = onnx::Loop(%n, %t, %y0)
 *       block0(%i : Long(), %c : Bool(), %acc : Float(3)):
 *         %5 : Long(2) = onnx::Shape(%x)
 *         %6 : Long() = onnx::Gather[axis=0](%5, %one)
 *         %7 : Float(3) = onnx::Cast[to=1](%6)
 *         %8 : Float(3) = onnx::Add(%acc, %7)
 *         -> (%t, %8)
 * after:
 *     %5 : Long(2) = onnx::Shape(%x)
 *     %6 : Long() = onnx::Gather[axis=0](%5, %one)
 *     %7 : Float(3) = onnx::Cast[to=1](%6)
 *     %y = onnx::Loop(%n, %t, %y0)
 *       block0(%i : Long(), %c : Bool(), %acc : Float(3)):
 *         %8 : Float(3) = onnx::Add(%acc, %7)
 *         -> (%t, %8)
 * SAFE.  A node hoisted out of a Loop runs even when the Loop runs 0 times, where the
 * program never ran it; so it must not be able to fail on the inputs it gets there.  (When
 * the Loop runs, the node, straight in the body, ran in the first iteration on the same
 * inputs: nothing new can fail.)  The rules, one per operator of `rules` below, each from
 * the types alone (a size is known, or a named size: a name is one size wherever it
 * appears, the contract of --input):
 *   - never fails: Constant, Identity, Shape, Size, Cast, unary elementwise functions
 *     (Log of a negative is NaN, not an error);
 *   - elementwise with broadcasting (Add, Mul, Where, Less, ...): every rank known, and each
 *     aligned pair of dims equal or one of them known to be 1; Div, Mod, Pow only on
 *     floats (an integer division by zero is an error or a trap);
 *   - Unsqueeze, Squeeze, Transpose, Slice: rank known, axes (perm, steps) constants in
 *     range, a squeezed dim known to be 1, a step not 0 (Slice clamps starts and ends);
 *   - Gather: constant indices within the known size of the gathered dim;
 *   - Concat: equal ranks, every dim but the axis equal in all inputs;
 *   - Reshape, Expand, ConstantOfShape: a constant shape that fits the known dims;
 *   - MatMul, Gemm: the contracted dims equal, the batch dims broadcasting.
 * Anything else (Range, reductions, a Gather of computed indices, random draws, sequences
 * and optionals: see movable) stays.  Cost: a hoisted node runs once before the Loop
 * instead of once an iteration, so at worst (0 iterations) it costs what one iteration of
 * it costs. */
#include <string.h>
#include "foldkit.h"

typedef int (*SafeFn)(const Node *n);

/* v's type if a tensor of known rank, else NULL */
static const Type *
ranked(const Value *v)
{
	const Type *t = v->type;
	return t && t->kind == T_TENSOR && t->rank >= 0 && t->rank <= MAXRANK ? t : NULL;
}

/* a and b are one size at run time */
static int
samedim(Dim a, Dim b)
{
	return a == b && a != DIM_UNKNOWN;
}

/* acc (rank *r) broadcast with dims (rank k), ONNX's multidirectional rule, into acc;
 * 0 if it may fail */
static int
bcast(Dim *acc, int32_t *r, const Dim *dims, int32_t k)
{
	int32_t n = *r > k ? *r : k;
	Dim out[MAXRANK];
	if (n > MAXRANK)
		return 0;
	for (int32_t i = 0; i < n; i++) {
		Dim a = i < n - *r ? 1 : acc[i - (n - *r)];
		Dim b = i < n - k ? 1 : dims[i - (n - k)];
		if (a == 1)
			out[i] = b;
		else if (b == 1 || samedim(a, b))
			out[i] = a;
		else
			return 0;
	}
	memcpy(acc, out, sizeof(Dim) * (size_t)n);
	*r = n;
	return 1;
}

/* v's values, if a constant int64 tensor of at most max elements: their count, else -1 */
static int
cints(const Value *v, int64_t *out, int max)
{
	const Tensor *t = fold_constt(v);
	if (!t || t->dtype != DT_I64 || t->rank > 1 || t->numel > max || !t->data)
		return -1;
	memcpy(out, t->data, sizeof(int64_t) * (size_t)t->numel);
	return (int)t->numel;
}

/* the axes of n: input i (opset 13 on) or the attribute (before): their count, -2 if
 * there are none, -1 if not known */
static int
axesof(const Node *n, uint32_t i, int64_t *out)
{
	if (n->nin > i && !ir_isnone(ir_in(n, i)))
		return cints(ir_in(n, i), out, MAXRANK);
	const Attr *a = ir_attr(n, SYMC("axes"));
	if (!a)
		return -2;
	if (a->kind != A_INTS || a->n > MAXRANK)
		return -1;
	memcpy(out, a->ints, sizeof(int64_t) * a->n);
	return (int)a->n;
}

/* axes (k of them) are distinct and in [-r, r): normalized in place */
static int
axesok(int64_t *ax, int k, int32_t r)
{
	for (int i = 0; i < k; i++) {
		if (ax[i] < -r || ax[i] >= r)
			return 0;
		ax[i] = ax[i] < 0 ? ax[i] + r : ax[i];
		for (int j = 0; j < i; j++)
			if (ax[j] == ax[i])
				return 0;
	}
	return 1;
}

static int64_t
attri(const Node *n, const char *name, int64_t dflt)
{
	const Attr *a = ir_attr(n, sym_cstr(name));
	return a && a->kind == A_INT ? a->i : dflt;
}

static int
always(const Node *n)
{
	(void)n;
	return 1;
}

/* every input of known rank, all broadcasting together */
static int
elementwise(const Node *n)
{
	Dim acc[MAXRANK];
	int32_t r = 0;
	for (uint32_t i = 0; i < n->nin; i++) {
		const Type *t = ranked(ir_in(n, i));
		if (!t || !bcast(acc, &r, t->dims, t->rank))
			return 0;
	}
	return 1;
}

/* Div, Mod, Pow: an integer one may divide by zero (or raise to a negative power) */
static int
floatwise(const Node *n)
{
	const Type *t = ranked(ir_in(n, 0));
	return t && dtype_isfloat(t->dtype) && elementwise(n);
}

static int
unsqueeze(const Node *n)
{
	const Type *t = ranked(ir_in(n, 0));
	int64_t ax[MAXRANK];
	int k = axesof(n, 1, ax);
	return t && k > 0 && t->rank + k <= MAXRANK && axesok(ax, k, t->rank + k);
}

static int
squeeze(const Node *n)
{
	const Type *t = ranked(ir_in(n, 0));
	int64_t ax[MAXRANK];
	int k = axesof(n, 1, ax);
	if (!t || k == -1 || (k >= 0 && !axesok(ax, k, t->rank)))
		return 0;
	for (int i = 0; i < k; i++)
		if (t->dims[ax[i]] != 1)
			return 0;
	return 1;   /* no axes: every dim of size 1 goes, never an error */
}

static int
transpose(const Node *n)
{
	const Type *t = ranked(ir_in(n, 0));
	const Attr *p = ir_attr(n, SYMC("perm"));
	int64_t perm[MAXRANK];
	if (!t || (p && (p->kind != A_INTS || p->n != (uint32_t)t->rank)))
		return 0;
	if (p)
		memcpy(perm, p->ints, sizeof(int64_t) * p->n);
	return !p || axesok(perm, (int)p->n, t->rank);
}

static int
gather(const Node *n)
{
	const Type *t = ranked(ir_in(n, 0));
	int64_t ix[64];
	int64_t ax = attri(n, "axis", 0);
	int k = cints(ir_in(n, 1), ix, 64);
	if (!t || k < 0 || !axesok(&ax, 1, t->rank) || !dim_known(t->dims[ax]))
		return 0;
	for (int i = 0; i < k; i++)
		if (ix[i] < -t->dims[ax] || ix[i] >= t->dims[ax])
			return 0;
	return 1;
}

static int
concat(const Node *n)
{
	const Type *t0 = ranked(ir_in(n, 0));
	int64_t ax = attri(n, "axis", 0);
	if (!t0 || !axesok(&ax, 1, t0->rank))
		return 0;
	for (uint32_t i = 1; i < n->nin; i++) {
		const Type *t = ranked(ir_in(n, i));
		if (!t || t->rank != t0->rank)
			return 0;
		for (int32_t d = 0; d < t->rank; d++)
			if (d != ax && !samedim(t->dims[d], t0->dims[d]))
				return 0;
	}
	return 1;
}

/* Slice(data, starts, ends, axes, steps): starts and ends are clamped, never an error */
static int
slice(const Node *n)
{
	const Type *t = ranked(ir_in(n, 0));
	int64_t ax[MAXRANK], st[MAXRANK];
	if (!t || n->nin < 4 || ir_isnone(ir_in(n, 3)))
		return 0;
	int k = cints(ir_in(n, 3), ax, MAXRANK);
	if (k <= 0 || !axesok(ax, k, t->rank))
		return 0;
	for (uint32_t i = 1; i < 3; i++) {
		const Type *b = ranked(ir_in(n, i));
		if (!b || b->rank != 1 || b->dims[0] != k)
			return 0;
	}
	if (n->nin < 5 || ir_isnone(ir_in(n, 4)))
		return 1;
	if (cints(ir_in(n, 4), st, MAXRANK) != k)
		return 0;
	for (int i = 0; i < k; i++)
		if (st[i] == 0)
			return 0;
	return 1;
}

/* the product of the known dims of t but those in skip (a bitmask); -1 if it overflows */
static int64_t
knownprod(const Type *t, uint32_t skip)
{
	int64_t p = 1;
	for (int32_t d = 0; d < t->rank; d++) {
		Dim x = t->dims[d];
		if ((skip >> d & 1) || !dim_known(x))
			continue;
		if (x && p > INT64_MAX / x)
			return -1;
		p *= x;
	}
	return p;
}

/* Reshape to a constant shape: a 0 copies an input dim (unless allowzero), one -1 takes the
 * rest.  The shape's fixed entries must divide (with a -1) or equal (without) the product
 * of the input dims not copied, known from the types */
static int
reshape(const Node *n)
{
	const Type *t = ranked(ir_in(n, 0));
	int64_t s[MAXRANK], fixed = 1;
	int k = cints(ir_in(n, 1), s, MAXRANK), minus = 0, unknown = 0;
	uint32_t copied = 0;
	if (!t || k < 0)
		return 0;
	int zero = !attri(n, "allowzero", 0);
	for (int i = 0; i < k; i++) {
		if (s[i] == 0 && zero) {
			if (i >= t->rank)
				return 0;
			copied |= 1u << i;
		} else if (s[i] == -1 && !minus++) {
			continue;
		} else if (s[i] < 0 || (s[i] && fixed > INT64_MAX / s[i])) {
			return 0;
		} else {
			fixed *= s[i];
		}
	}
	for (int32_t d = 0; d < t->rank; d++)
		unknown |= !(copied >> d & 1) && !dim_known(t->dims[d]);
	int64_t rest = knownprod(t, copied);
	if (minus)
		return fixed > 0 && rest > 0 && rest % fixed == 0;
	return !unknown && rest == fixed;
}

/* Expand(x, shape): x and the constant shape broadcast together */
static int
expand(const Node *n)
{
	const Type *t = ranked(ir_in(n, 0));
	int64_t s[MAXRANK];
	Dim acc[MAXRANK];
	int k = cints(ir_in(n, 1), s, MAXRANK);
	int32_t r = 0;
	if (!t || k < 0)
		return 0;
	for (int i = 0; i < k; i++)
		if (s[i] < 0)
			return 0;
	return bcast(acc, &r, t->dims, t->rank) && bcast(acc, &r, s, k);
}

static int
constantofshape(const Node *n)
{
	int64_t s[MAXRANK];
	int k = cints(ir_in(n, 0), s, MAXRANK);
	for (int i = 0; i < k; i++)
		if (s[i] < 0)
			return 0;
	return k >= 0;
}

/* MatMul(a, b): a's last dim is b's first (1-d) or second to last; the batch dims (all
 * but the last two) broadcast */
static int
matmul(const Node *n)
{
	const Type *a = ranked(ir_in(n, 0)), *b = ranked(ir_in(n, 1));
	Dim acc[MAXRANK];
	int32_t r = 0;
	if (!a || !b || a->rank < 1 || b->rank < 1)
		return 0;
	Dim kb = b->rank == 1 ? b->dims[0] : b->dims[b->rank - 2];
	if (!samedim(a->dims[a->rank - 1], kb))
		return 0;
	int32_t ba = a->rank > 2 ? a->rank - 2 : 0, bb = b->rank > 2 ? b->rank - 2 : 0;
	return bcast(acc, &r, a->dims, ba) && bcast(acc, &r, b->dims, bb);
}

/* Gemm(a, b, c): 2-d a and b (transposed by the attributes) agree on K; c broadcasts to
 * [M, N] one way */
static int
gemm(const Node *n)
{
	const Type *a = ranked(ir_in(n, 0)), *b = ranked(ir_in(n, 1));
	if (!a || !b || a->rank != 2 || b->rank != 2)
		return 0;
	int ta = attri(n, "transA", 0) != 0, tb = attri(n, "transB", 0) != 0;
	Dim mn[2] = {a->dims[ta], b->dims[!tb]}, acc[MAXRANK];
	int32_t r = 2;
	if (!samedim(a->dims[!ta], b->dims[tb]))
		return 0;
	if (n->nin < 3 || ir_isnone(ir_in(n, 2)))
		return 1;
	const Type *c = ranked(ir_in(n, 2));
	memcpy(acc, mn, sizeof mn);
	return c && c->rank <= 2 && bcast(acc, &r, c->dims, c->rank) && r == 2
	       && samedim(acc[0], mn[0]) && samedim(acc[1], mn[1]);
}

/* the operators that may move out of a Loop, each with what makes it safe there */
static const struct {
	const char *op;
	SafeFn safe;
} rules[] = {
	{"Constant", always}, {"Identity", always}, {"Shape", always}, {"Size", always},
	{"Cast", always}, {"CastLike", always},
	{"Neg", always}, {"Abs", always}, {"Exp", always}, {"Log", always}, {"Sqrt", always},
	{"Reciprocal", always}, {"Tanh", always}, {"Sigmoid", always}, {"Relu", always},
	{"Not", always}, {"Sin", always}, {"Cos", always}, {"Tan", always}, {"Asin", always},
	{"Acos", always}, {"Atan", always}, {"Sinh", always}, {"Cosh", always},
	{"Asinh", always}, {"Acosh", always}, {"Atanh", always}, {"Floor", always},
	{"Ceil", always}, {"Round", always}, {"Erf", always}, {"Sign", always},
	{"IsNaN", always}, {"IsInf", always}, {"Softplus", always}, {"Softsign", always},
	{"LeakyRelu", always}, {"Elu", always}, {"Selu", always}, {"Celu", always},
	{"HardSigmoid", always}, {"HardSwish", always}, {"BitwiseNot", always},
	{"Add", elementwise}, {"Sub", elementwise}, {"Mul", elementwise},
	{"And", elementwise}, {"Or", elementwise}, {"Xor", elementwise},
	{"Equal", elementwise}, {"Less", elementwise}, {"Greater", elementwise},
	{"LessOrEqual", elementwise}, {"GreaterOrEqual", elementwise},
	{"Max", elementwise}, {"Min", elementwise}, {"Where", elementwise},
	{"Div", floatwise}, {"Mod", floatwise}, {"Pow", floatwise},
	{"Unsqueeze", unsqueeze}, {"Squeeze", squeeze}, {"Transpose", transpose},
	{"Gather", gather}, {"Concat", concat}, {"Slice", slice}, {"Reshape", reshape},
	{"Expand", expand}, {"ConstantOfShape", constantofshape},
	{"MatMul", matmul}, {"Gemm", gemm},
};
#define NRULE (sizeof rules / sizeof *rules)

typedef struct {
	Pass *p;
	Sym kind[NRULE]; /* rules[i].op as onnx::OP */
} Licm;

/* n has no effect and no blocks (whatever it reads, it computes the same from the same),
 * and makes tensors: a sequence or optional made outside a block and returned by it needs
 * an Identity there (emit.c), which takes sequences only from opset 14 */
static int
movable(const Node *n)
{
	if (n->nblk || !n->nout || pass_selfimpure(n))
		return 0;
	for (uint32_t i = 0; i < n->nout; i++)
		if (!n->out[i]->type || n->out[i]->type->kind != T_TENSOR)
			return 0;
	return 1;
}

/* every input of n is defined outside block b */
static int
outer(const Node *n, const Block *b)
{
	for (uint32_t i = 0; i < n->nin; i++)
		if (ir_in(n, i)->def->owner == b)
			return 0;
	return 1;
}

static int
safe(const Licm *l, const Node *n)
{
	for (size_t i = 0; i < NRULE; i++)
		if (n->kind == l->kind[i])
			return rules[i].safe(n);
	return 0;
}

static void
hoist(Licm *l, Node *n, Node *before)
{
	ir_unlink(n);
	ir_insertbefore(n, before);
	l->p->changed = 1;
}

/* Shape(v) or Size(v) of a body value v whose dims are sizes and named sizes, the same as
 * a graph input u's: Shape(u) or Size(u), which is invariant (a name is one size wherever
 * it appears, the contract of --input; the carried x of `while ...: x = x / 3` keeps x's
 * [n]).  Only where v has another use, so that what makes v (a guard that fails where
 * PyTorch raises, typed as what it passes on) stays */
static void
outershape(Licm *l, Node *n, const Block *b)
{
	if (n->kind != SYMC("onnx::Shape") && n->kind != SYMC("onnx::Size"))
		return;
	Value *v = ir_in(n, 0);
	const Type *t = ranked(v);
	if (v->def->owner != b || ir_nuses(v) < 2 || !t || !t->rank)
		return;
	int sym = 0;
	for (int32_t i = 0; i < t->rank; i++) {
		if (t->dims[i] == DIM_UNKNOWN)
			return;
		sym |= dim_issym(t->dims[i]);
	}
	Block *top = l->p->g->top;
	for (uint32_t i = 0; sym && i < ir_nparam(top); i++) {
		Value *u = ir_param(top, i);
		const Type *ut = ranked(u);
		if (!ut || ut->rank != t->rank || memcmp(ut->dims, t->dims, (size_t)t->rank *
		    sizeof *t->dims))
			continue;
		ir_setinput(n, 0, u);
		l->p->changed = 1;
		return;
	}
}

/* the invariant safe nodes of loop's body move before it, in order */
static void
fromloop(Licm *l, Node *loop)
{
	Block *b = loop->blk[0];
	for (Node *n = ir_first(b), *next; n != ir_end(b); n = next) {
		next = n->next;
		outershape(l, n, b);
		if (movable(n) && outer(n, b) && safe(l, n))
			hoist(l, n, loop);
	}
}

/* n's twin in block b: a node of b computing what n computes from the same inputs */
static Node *
twin(const Node *n, const Block *b)
{
	for (const Use *u = ir_in(n, 0)->uses; u; u = u->next)
		if (u->idx == 0 && u->user->owner == b && u->user != n && pass_samenode(u->user, n))
			return u->user;
	return NULL;
}

/* a node equal to n among the at most 64 nodes before pos that have no inputs (the
 * constants of branch 0 just hoisted), or NULL */
static Node *
hoisted(const Node *n, Node *pos)
{
	int k = 0;
	for (Node *m = pos->prev; m != &pos->owner->param && !m->nin && k++ < 64; m = m->prev)
		if (pass_samenode(m, n))
			return m;
	return NULL;
}

/* n goes, its uses taking m's outputs */
static void
merge(Licm *l, Node *n, Node *m)
{
	for (uint32_t i = 0; i < n->nout; i++)
		ir_replaceuses(n->out[i], m->out[i]);
	ir_destroy(n);
	l->p->changed = 1;
}

/* the constants of an If's branches move before it, an equal one of branch 1 merged with
 * branch 0's (lowering writes one per use: a twin below reads the same then); then the
 * nodes both branches compute from outer values */
static void
fromif(Licm *l, Node *nif)
{
	Block *b0 = nif->blk[0], *b1 = nif->blk[1];
	Node *m;
	for (uint32_t k = 0; k < 2; k++)
		for (Node *n = ir_first(nif->blk[k]), *next; n != ir_end(nif->blk[k]); n = next) {
			next = n->next;
			if (!movable(n) || n->nin)
				continue;
			if (k && (m = hoisted(n, nif)))
				merge(l, n, m);
			else
				hoist(l, n, nif);
		}
	for (Node *n = ir_first(b0), *next; n != ir_end(b0); n = next) {
		next = n->next;
		if (!movable(n) || !n->nin || !outer(n, b0) || !(m = twin(n, b1)))
			continue;
		hoist(l, n, nif);
		merge(l, m, n);
	}
}

static void
walk(Licm *l, Block *b)
{
	for (Node *n = ir_first(b), *next; n != ir_end(b); n = next) {
		next = n->next;
		for (uint32_t k = 0; k < n->nblk; k++)
			walk(l, n->blk[k]);
		if (n->kind == SYMC("onnx::Loop") && n->nblk == 1)
			fromloop(l, n);
		else if (n->kind == SYMC("onnx::If") && n->nblk == 2)
			fromif(l, n);
	}
}

int
pass_licm(Pass *p)
{
	Licm l = {.p = p};
	char name[64];
	for (size_t i = 0; i < NRULE; i++) {
		snprintf(name, sizeof name, "onnx::%s", rules[i].op);
		l.kind[i] = sym_cstr(name);
	}
	walk(&l, p->g->top);
	return 0;
}
