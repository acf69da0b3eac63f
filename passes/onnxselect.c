/* Ifs of numbers as selections (an onnxpeep rule, -O1).  Python's `a and b`, `a or b` and
 * an `if` that sets numbers are Ifs, each branch computed only where taken, which is what
 * Python means where a branch can fail or has a cost.  Where every node of a branch is
 * 0-d arithmetic, comparison or logic that cannot fail (at most 8 of them), computing it
 * always gives the same values, and the If, a subgraph ONNX Runtime runs in a frame of
 * its own (once per iteration in a loop body), becomes one node per result.
 * `while bool(x.abs().max() > 1.0) and it < cap`, before:
 *     %20 = onnx::If(%19)
 *       then: { %21 = onnx::Less(%2, %cap)  -> (%21) }
 *       else: { -> (%19) }
 * after:
 *     %21 = onnx::Less(%2, %cap)
 *     %20' = onnx::And(%19, %21)
 * and `a or b`, an If whose then-branch gives its condition, is Or(%19, %t); a branch
 * giving a constant false (true, for or) stands for the condition too.  An If whose
 * then-branch gives false is And(Not(c), else's) (a loop's `if done: break` before its
 * test), one whose else-branch gives true Or(Not(c), then's).  Any other If of
 * 0-d float32, float64, int32 or int64 results (ONNX Runtime's Where has no bool, int8 or
 * int16 kernel) is both branches' nodes, then Where(c, then's, else's) per result
 * (a binary search's `if xs[mid] < q: lo = mid + 1 else: hi = mid`).  Cannot fail:
 * comparisons, logic, Where, Cast, Identity, constants and Add/Sub/Mul/Neg/Abs/Max/Min
 * (an int overflow wraps in either place); not Div or Mod (an int division by zero). */
#include <string.h>
#include "passes.h"
#include "../backend_onnx/backend.h"
#include "../runtime/runtime.h"

enum { MOST = 8 }; /* nodes of the branch computed always: a cost bound */

static int
boolscalar(const Value *v)
{
	return v->type && v->type->kind == T_TENSOR && v->type->dtype == DT_BOOL &&
		v->type->rank == 0;
}

/* is v (a branch's result) c itself, an Identity of it in that branch, or the constant k */
static int
standsfor(const Value *v, const Value *c, int k)
{
	const Node *d = v->def;
	if (v == c || (onnx_is(d, "Identity") && ir_in(d, 0) == c))
		return 1;
	if (!onnx_is(d, "Constant"))
		return 0;
	Attr *a = ir_attr(d, S_value);
	return a && a->kind == A_TENSOR && a->t->dtype == DT_BOOL && a->t->numel == 1 &&
		a->t->data && !*(const uint8_t *)a->t->data == !k;
}

/* can every node of b run where b's If is, with the same results and no failure */
static int
hoistable(const Block *b)
{
	static const char *const ok[] = {"Less", "Greater", "Equal", "LessOrEqual",
		"GreaterOrEqual", "And", "Or", "Not", "Xor", "Identity", "Constant", "Cast", "Add",
		"Sub", "Mul", "Neg", "Abs", "Max", "Min", "Where"};
	int k = 0;
	for (const Node *n = ir_first(b); n != ir_end(b); n = n->next) {
		size_t i = 0;
		while (i < sizeof ok / sizeof *ok && !onnx_is(n, ok[i]))
			i++;
		if (i == sizeof ok / sizeof *ok || n->nblk || n->nout != 1 || ++k > MOST)
			return 0;
		const Type *t = n->out[0]->type;
		if (!t || t->kind != T_TENSOR || t->rank != 0)
			return 0;
	}
	return 1;
}

/* n (an If) as op(c, b's result), or op(Not(c), ...) where neg, b's nodes moved before n;
 * 1 if so */
static int
collapse(Pass *p, Node *n, Block *b, const char *op, int neg)
{
	Value *c = ir_in(n, 0), *t = ir_result(b, 0);
	if (!boolscalar(t) || !hoistable(b))
		return 0;
	ir_movenodes(b, n);
	if (neg)
		c = onnx_mknode(p, n, "Not", &c, 1, c->type)->out[0];
	Value *in[2] = {c, t};
	ir_replaceuses(n->out[0], onnx_mknode(p, n, op, in, 2, n->out[0]->type)->out[0]);
	return 1;
}

/* n (an If) whose results are 0-d and whose branches can both run: each result
 * Where(c, then's, else's), or the one value both give; 1 if so */
static int
select(Pass *p, Node *n)
{
	for (uint32_t i = 0; i < n->nout; i++) {
		const Type *t = n->out[i]->type; /* ONNX Runtime's Where: no bool, int8, int16 */
		if (!t || t->kind != T_TENSOR || t->rank != 0 || (t->dtype != DT_F32 &&
		    t->dtype != DT_F64 && t->dtype != DT_I32 && t->dtype != DT_I64))
			return 0;
	}
	if (!hoistable(n->blk[0]) || !hoistable(n->blk[1]))
		return 0;
	ir_movenodes(n->blk[0], n);
	ir_movenodes(n->blk[1], n);
	for (uint32_t i = 0; i < n->nout; i++) {
		Value *a = ir_result(n->blk[0], i), *b = ir_result(n->blk[1], i);
		Value *in[3] = {ir_in(n, 0), a, b};
		ir_replaceuses(n->out[i], a == b ? a :
			onnx_mknode(p, n, "Where", in, 3, n->out[i]->type)->out[0]);
	}
	return 1;
}

static uint32_t
selectblock(Pass *p, Block *b)
{
	uint32_t k = 0;
	for (Node *n = ir_first(b), *next; n != ir_end(b); n = next) {
		next = n->next;
		for (uint32_t i = 0; i < n->nblk; i++)
			k += selectblock(p, n->blk[i]);
		if (!onnx_is(n, "If") || n->nblk != 2 || !n->nout)
			continue;
		Value *c = ir_in(n, 0);
		int one = n->nout == 1 && boolscalar(n->out[0]) && boolscalar(c);
		if (one && standsfor(ir_result(n->blk[1], 0), c, 0) &&
		    collapse(p, n, n->blk[0], "And", 0))
			k++;
		else if (one && standsfor(ir_result(n->blk[0], 0), c, 1) &&
			 collapse(p, n, n->blk[1], "Or", 0))
			k++;
		else if (one && standsfor(ir_result(n->blk[0], 0), NULL, 0) &&
			 collapse(p, n, n->blk[1], "And", 1))
			k++;   /* `if c: break` before a while's test: not c and test */
		else if (one && standsfor(ir_result(n->blk[1], 0), NULL, 1) &&
			 collapse(p, n, n->blk[0], "Or", 1))
			k++;
		else if (select(p, n))
			k++;
		else
			continue;
		ir_destroy(n); /* unused now: an If around this one sees its branch without it */
	}
	return k;
}

/* the Ifs made And, Or or Wheres, how many (each removed, the inner ones first) */
uint32_t
peep_selects(Pass *p)
{
	return selectblock(p, p->g->top);
}
