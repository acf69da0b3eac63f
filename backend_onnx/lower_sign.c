/* Is an int value known never to be negative at run time?  A write's index needs to know:
 * ScatterND's spec does not say what a negative index means, so a lowering that writes one
 * wraps it by hand (or takes an operator whose spec does) unless it is known non-negative.
 * Known from the value's definition alone, lowered (onnx::) or not yet (aten::):
 *   - a constant none of whose elements is negative;
 *   - a Loop body's iteration number (ONNX counts from 0 up);
 *   - a size: Shape, Size, aten::size, aten::len; an ArgMax/ArgMin, a NonZero;
 *   - masked_fill of such a value by one; TopK's and sort's indices; a remainder by a
 *     constant above 0 (ONNX's Mod of ints by such a value); ONNX's Div of two such ints,
 *     Min of such values;
 *   - Add or Mul of two such values, Max with one of them, Where of two, and the elements
 *     of one taken through Gather, Identity or a view;
 *   - an int // by a constant above 0 of such a value; an If's result that both branches
 *     give so;
 *   - a Loop's carried value whose initial value is and which the body keeps so (its
 *     result for it is, where the value is: an induction over the iterations; the values
 *     of enclosing inductions are taken so meanwhile: a binary search's lo and hi).
 * lw_keptnonneg names the Loop whose carried value p the body keeps non-negative, when the
 * node at (directly in the body) runs on every first iteration, and that iteration always
 * runs or nothing reads p's value after the Loop: a check of p's initial value before the
 * Loop then stands for the check of p in the body (a greedy decoder's next token, an
 * ArgMax, embedded; its first, the model's input).
 * So `for t in range(1, n): back[t] = ...` writes at t = 1 + i, non-negative; `t - 1` is
 * not known so (no ranges are tracked). */
#include "backend.h"
#include "../runtime/runtime.h"

#define DEPTH 14 /* definitions followed back: a counter's offset or product, a binary search's lo and hi through their If */

/* n is of kind lit (interned once per use) */
#define KIND(n, lit) ((n)->kind == SYMC(lit))

/* n is of one of the k kinds of names (interned once, into memo) */
static int
kindin(const Node *n, const char *const *names, Sym *memo, size_t k)
{
	for (size_t i = 0; i < k; i++) {
		if (!memo[i])
			memo[i] = sym_cstr(names[i]);
		if (n->kind == memo[i])
			return 1;
	}
	return 0;
}

/* a Constant's tensor, of an int dtype, none of its elements negative */
static int
constnonneg(const Node *n)
{
	int64_t k;
	if (n->kind == S_prim_Constant && ir_constint(n->out[0], &k))
		return k >= 0;
	const Tensor *t = lw_consttensor(n->out[0], NULL); /* a tensor (torch.tensor([...])) */
	if (!t)
		return 0;
	for (int64_t i = 0; i < t->numel; i++) {
		if (t->dtype == DT_I64 && ((const int64_t *)t->data)[i] < 0)
			return 0;
		if (t->dtype == DT_I32 && ((const int32_t *)t->data)[i] < 0)
			return 0;
		if (t->dtype != DT_I64 && t->dtype != DT_I32 && t->dtype != DT_BOOL)
			return 0;
	}
	return 1;
}

/* the carried values taken non-negative while their body's results are checked */
typedef struct Assumed {
	const Value *v;
	const struct Assumed *next;
} Assumed;

static int nonneg(const Value *v, int depth, const Assumed *assumed);

/* the Loop lp's place among its inputs and its body's results of carried value p (a prim::
 * Loop's body takes (iteration, carried...), an onnx::Loop's (iteration, condition,
 * carried...): lower.c turns the first into the second before it lowers the body); 0 if p
 * is not a carried value */
static uint32_t
carriedat(const Value *p, const Node *lp)
{
	uint32_t k = p->idx - (lp->kind == S_prim_Loop ? 0 : 1);
	return p->idx >= 1 && k >= 1 && lp->nin >= 2 + k ? k : 0;
}

/* the body of Loop lp keeps its carried value p non-negative: its result for p is, where p
 * is (an induction over the iterations) */
static int
kept(const Value *p, const Node *lp, int depth, const Assumed *assumed)
{
	uint32_t k = carriedat(p, lp);
	Assumed a = {p, assumed};
	return k && nonneg(ir_result(lp->blk[0], k), depth + 1, &a);
}

static int
nonneg(const Value *v, int depth, const Assumed *assumed)
{
	const Node *n = v->def;
	if (!n || depth > DEPTH)
		return 0;
	for (const Assumed *a = assumed; a; a = a->next)
		if (a->v == v)
			return 1;
	if (n->kind == S_prim_Param) { /* a Loop body's first parameter counts the iterations */
		const Node *o = n->owner->owner;
		if (!o || (o->kind != S_prim_Loop && !KIND(o, "onnx::Loop")))
			return 0;
		uint32_t k = carriedat(v, o);
		return v->idx == 0 || (k && nonneg(ir_in(o, 1 + k), depth + 1, assumed) &&
			kept(v, o, depth, assumed));
	}
	if ((n->kind == S_prim_If || KIND(n, "onnx::If")) && n->nblk == 2) /* both ways */
		return nonneg(ir_result(n->blk[0], v->idx), depth + 1, assumed) &&
			nonneg(ir_result(n->blk[1], v->idx), depth + 1, assumed);
	if (n->kind == S_prim_Constant || KIND(n, "onnx::Constant"))
		return constnonneg(n);
	static const char *const sizes[] = {"onnx::Shape", "onnx::Size", "onnx::ArgMax",
		"onnx::ArgMin", "onnx::NonZero", "aten::size", "aten::len", "aten::argmax",
		"aten::argmin"};
	static Sym sizesym[sizeof sizes / sizeof *sizes];
	if (kindin(n, sizes, sizesym, sizeof sizes / sizeof *sizes))
		return 1;
	/* aten::add/mul of two ints (the tensor overloads have an alpha or other dtypes) */
	int num = (KIND(n, "aten::add") || KIND(n, "aten::mul")) &&
		n->nin == 2 && v->type->kind == T_INT;
	if (num || KIND(n, "onnx::Add") || KIND(n, "onnx::Mul"))
		return n->nin == 2 && nonneg(ir_in(n, 0), depth + 1, assumed) &&
			nonneg(ir_in(n, 1), depth + 1, assumed);
	if (KIND(n, "onnx::Max")) {
		for (uint32_t i = 0; i < n->nin; i++)
			if (nonneg(ir_in(n, i), depth + 1, assumed))
				return 1;
		return 0;
	}
	if ((KIND(n, "onnx::TopK") || KIND(n, "aten::topk") || KIND(n, "aten::sort")) &&
	    v->idx == 1)
		return 1; /* the indices */
	int64_t c;
	if (KIND(n, "aten::remainder") && n->nin == 2 && ir_constint(ir_in(n, 1), &c) && c > 0)
		return 1; /* Python's remainder has the divisor's sign */
	if (KIND(n, "aten::floordiv") && n->nin == 2 && v->type->kind == T_INT &&
	    ir_constint(ir_in(n, 1), &c) && c > 0)
		return nonneg(ir_in(n, 0), depth + 1, assumed);
	/* ONNX's Div of ints truncates (of two such values, such a value); its Mod of ints
	 * (fmod = 0) has the divisor's sign: lowering's floordiv and remainder, lw_refuseneg */
	int ints = v->type->kind == T_TENSOR && (v->type->dtype == DT_I64 ||
		v->type->dtype == DT_I32);
	if (ints && KIND(n, "onnx::Div") && n->nin == 2)
		return nonneg(ir_in(n, 0), depth + 1, assumed) &&
			nonneg(ir_in(n, 1), depth + 1, assumed);
	const Attr *fm = KIND(n, "onnx::Mod") ? ir_attr(n, SYMC("fmod")) : NULL;
	if (ints && KIND(n, "onnx::Mod") && n->nin == 2 && (!fm || (fm->kind == A_INT && !fm->i)))
		return nonneg(ir_in(n, 1), depth + 1, assumed);
	if (KIND(n, "onnx::Min")) {
		for (uint32_t i = 0; i < n->nin; i++)
			if (!nonneg(ir_in(n, i), depth + 1, assumed))
				return 0;
		return n->nin > 0;
	}
	if (KIND(n, "aten::masked_fill") && n->nin == 3) /* (self, mask, value) */
		return nonneg(ir_in(n, 0), depth + 1, assumed) &&
			nonneg(ir_in(n, 2), depth + 1, assumed);
	if (KIND(n, "onnx::Where") || (KIND(n, "aten::where") && n->nin == 3))
		return nonneg(ir_in(n, 1), depth + 1, assumed) &&
			nonneg(ir_in(n, 2), depth + 1, assumed);
	static const char *const views[] = {"onnx::Gather", "onnx::Identity", "onnx::Reshape",
		"onnx::Squeeze", "onnx::Unsqueeze"};
	static Sym viewsym[sizeof views / sizeof *views];
	if (kindin(n, views, viewsym, sizeof views / sizeof *views))
		return n->nin >= 1 && nonneg(ir_in(n, 0), depth + 1, assumed);
	return 0;
}

int
lw_nonneg(const Value *v)
{
	return nonneg(v, 0, NULL);
}


/* Mod(i, M), M the largest value of i's dtype: ONNX's Mod of ints takes the divisor's sign,
 * as Python's %, so a negative i becomes M + i, past any dim, which Gather, GatherElements,
 * ScatterElements and ScatterND refuse at run time where PyTorch raises on a negative index,
 * and any other i is itself.  One node where Where(i < 0, size, i) took two and the size;
 * i itself where it is known non-negative */
Value *
lw_refuseneg(Lower *lw, Value *i)
{
	if (lw_nonneg(i))
		return i;
	Value *m = i->type->dtype == DT_I32 ? lw_scalar(lw, DT_I32, INT32_MAX) :
		lw_int(lw, INT64_MAX);
	return lw_op2(lw, "Mod", i, m, i->type);
}

int
lw_atleast(const Value *v, int64_t lo)
{
	if (lo <= 0 && lw_nonneg(v))
		return 1;
	const Node *n = v->def;
	int64_t k;
	if (lw_constk(v, &k))
		return k >= lo;
	/* max(a, b) with either at least lo (a count made at least 1: max(k, 1)) */
	if (n && n->nin == 2 && (KIND(n, "onnx::Max") || (KIND(n, "aten::max") &&
	    v->type->kind == T_INT)))
		return lw_atleast(ir_in(n, 0), lo) || lw_atleast(ir_in(n, 1), lo);
	if (!n || n->nin != 2 || !lw_constk(ir_in(n, 1), &k) || !lw_nonneg(ir_in(n, 0)))
		return 0;
	/* x - k with k >= 0, x + k with k <= 0: x's own sign keeps them from overflowing */
	if ((KIND(n, "onnx::Sub") || (KIND(n, "aten::sub") && v->type->kind == T_INT)) && k >= 0)
		return -k >= lo;
	if ((KIND(n, "onnx::Add") || (KIND(n, "aten::add") && v->type->kind == T_INT)) && k <= 0)
		return k >= lo;
	return 0;
}

/* an int constant, prim:: or a one-element onnx:: one */
int
lw_constk(const Value *v, int64_t *k)
{
	if (ir_constint(v, k))
		return 1;
	const Tensor *t = v->def && KIND(v->def, "onnx::Constant") ? lw_consttensor(v, NULL) :
		NULL;
	if (!t || t->numel != 1)
		return 0;
	if (t->dtype == DT_I64)
		*k = *(const int64_t *)t->data;
	else if (t->dtype == DT_BOOL)
		*k = *(const uint8_t *)t->data;
	else
		return 0;
	return 1;
}

Node *
lw_keptnonneg(const Value *p, const Node *at)
{
	const Node *n = p->def;
	int64_t k;
	if (!n || n->kind != S_prim_Param || at->owner != n->owner)
		return NULL;
	Node *lp = n->owner->owner;
	if (!lp || !KIND(lp, "onnx::Loop") || !kept(p, lp, 0, NULL))
		return NULL;
	/* the first iteration runs; or if it does not, nothing reads p's initial value */
	uint32_t at1 = carriedat(p, lp);
	if ((lw_constk(ir_in(lp, 0), &k) && k >= 1 && lw_constk(ir_in(lp, 1), &k) && k) ||
	    (at1 >= 1 && !lp->out[at1 - 1]->uses))
		return lp;
	return NULL;
}
