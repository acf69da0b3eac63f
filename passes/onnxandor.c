/* Short-circuit conditions as And and Or (an onnxpeep rule, -O1).  Python's `a and b` and
 * `a or b` are Ifs that compute b in one branch only, which is what Python means where b
 * can fail or has a cost.  Where b is a few nodes of 0-d arithmetic and comparisons that
 * cannot fail, computing it always gives the same value, and the If, a subgraph ONNX
 * Runtime runs in a frame of its own (a while loop's `not done and step < n`, once per
 * iteration), is one node.
 * Before (`while bool(x.abs().max() > 1.0) and it < cap`):
 *     %20 = onnx::If(%19)
 *       then: { %21 = onnx::Less(%2, %cap)  -> (%21) }
 *       else: { -> (%19) }
 * after:
 *     %21 = onnx::Less(%2, %cap)
 *     %20' = onnx::And(%19, %21)
 * and `a or b`, an If whose then-branch gives its condition and whose else-branch computes
 * %t, is Or(%19, %t).  A branch giving a constant false (true, for or) stands for the
 * condition too: where it is taken, the condition is that.  Cannot fail: comparisons,
 * logic, Cast, Identity, constants and Add/Sub/Mul/Neg/Abs/Max/Min (an int overflow wraps
 * in either place), each of 0-d results. */
#include <string.h>
#include "passes.h"
#include "../backend_onnx/backend.h"
#include "../runtime/runtime.h"

enum { MOST = 8 }; /* nodes of the branch computed always: a cost bound */

static int
is(const Node *n, const char *kind)
{
	return n && n->kind == sym_prefixed("onnx", kind);
}

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
	if (v == c || (is(d, "Identity") && ir_in(d, 0) == c))
		return 1;
	if (!is(d, "Constant"))
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
		"Sub", "Mul", "Neg", "Abs", "Max", "Min"};
	int k = 0;
	for (const Node *n = ir_first(b); n != ir_end(b); n = n->next) {
		size_t i = 0;
		while (i < sizeof ok / sizeof *ok && !is(n, ok[i]))
			i++;
		if (i == sizeof ok / sizeof *ok || n->nblk || n->nout != 1 || ++k > MOST)
			return 0;
		const Type *t = n->out[0]->type;
		if (!t || t->kind != T_TENSOR || t->rank != 0)
			return 0;
	}
	return 1;
}

/* n (an If) as op(c, b's result), b's nodes moved before n; 1 if so */
static int
collapse(Pass *p, Node *n, Block *b, const char *op)
{
	Value *c = ir_in(n, 0), *t = ir_result(b, 0);
	if (!boolscalar(t) || !hoistable(b))
		return 0;
	for (Node *m = ir_first(b), *next; m != ir_end(b); m = next) {
		next = m->next;
		ir_unlink(m);
		ir_insertbefore(m, n);
	}
	Node *r = ir_node(p->g, sym_prefixed("onnx", op), 1, n->loc);
	r->onnx = onnx_opof(r->kind, p->opset);
	r->scope = n->scope;
	ir_addinput(p->g, r, c);
	ir_addinput(p->g, r, t);
	r->out[0]->type = n->out[0]->type;
	ir_insertbefore(r, n);
	ir_replaceuses(n->out[0], r->out[0]);
	return 1;
}

static uint32_t
andorblock(Pass *p, Block *b)
{
	uint32_t k = 0;
	for (Node *n = ir_first(b), *next; n != ir_end(b); n = next) {
		next = n->next;
		for (uint32_t i = 0; i < n->nblk; i++)
			k += andorblock(p, n->blk[i]);
		if (!is(n, "If") || n->nblk != 2 || n->nout != 1 || !boolscalar(n->out[0]) ||
		    !n->out[0]->uses || ir_nresult(n->blk[0]) != 1 || ir_nresult(n->blk[1]) != 1)
			continue;
		Value *c = ir_in(n, 0);
		if (standsfor(ir_result(n->blk[1], 0), c, 0))
			k += (uint32_t)collapse(p, n, n->blk[0], "And");
		else if (standsfor(ir_result(n->blk[0], 0), c, 1))
			k += (uint32_t)collapse(p, n, n->blk[1], "Or");
	}
	return k;
}

/* the Ifs made And or Or, how many (each left unused, for onnxdce) */
uint32_t
peep_andor(Pass *p)
{
	return andorblock(p, p->g->top);
}
