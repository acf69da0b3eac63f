/* dtype and shape inference, again, after inlining and folding.  The IR builder infers every
 * node as it builds it; this pass re-runs the operators' inference hooks in program order so
 * what inlining and folding revealed reaches the types (a size returned by a helper becomes
 * `batch` in the caller's view).  If outputs are the join of their branches; loop-carried
 * values the join of their initial value and the body's result, re-inferred until stable.
 *   %n : int = aten::size(%x, 0); %y : Float(*, *) = aten::view(%x, [%n, -1])
 *     =>  %y : Float(batch, 12) */
#include "passes.h"

static int inferblock(Pass *p, Block *b);

static void
settype(Pass *p, Value *v, Type *t)
{
	if (t && v->type != t) {
		v->type = t;
		p->changed = 1;
	}
}

static int
inferif(Pass *p, Node *n)
{
	if (inferblock(p, n->blk[0]) < 0 || inferblock(p, n->blk[1]) < 0)
		return -1;
	for (uint32_t i = 0; i < n->nout; i++)
		settype(p, n->out[i], ty_join(ir_result(n->blk[0], i)->type,
			ir_result(n->blk[1], i)->type));
	return 0;
}

/* carried i: input 2+i, body parameter 1+i, body result 1+i, output i.  The body is
 * inferred again only when a carried type changed: re-inferring it regardless doubled
 * the work at each level of nesting (32 nested loops never finished). */
static int
inferloop(Pass *p, Node *n)
{
	Block *b = n->blk[0];
	for (int round = 0; round < 4; round++) {
		int again = 0;
		for (uint32_t i = 0; i < n->nout; i++) {
			Type *t = ty_join(ir_in(n, 2 + i)->type, ir_result(b, 1 + i)->type);
			if (t && ir_param(b, 1 + i)->type != t)
				ir_param(b, 1 + i)->type = t, again = 1;
		}
		if (round && !again)
			break;
		if (inferblock(p, b) < 0)
			return -1;
	}
	for (uint32_t i = 0; i < n->nout; i++)
		settype(p, n->out[i], ir_param(b, 1 + i)->type);
	return 0;
}

static int
inferblock(Pass *p, Block *b)
{
	for (Node *n = ir_first(b); n != ir_end(b); n = n->next) {
		ir_ahead(n);
		if (n->kind == S_prim_If && inferif(p, n) < 0)
			return -1;
		if (n->kind == S_prim_Loop && inferloop(p, n) < 0)
			return -1;
		if (!n->op || !n->op->infer)
			continue;
		Type *old[8] = {0}; /* = {0}: GCC 12 -O3 sees a use before the loop sets it */
		for (uint32_t i = 0; i < n->nout && i < 8; i++)
			old[i] = n->out[i]->type;
		if (n->op->infer(p->g, n, p->d) < 0)
			return -1;
		for (uint32_t i = 0; i < n->nout && i < 8; i++)
			if (old[i] != n->out[i]->type)
				p->changed = 1;
	}
	return 0;
}

int
pass_infer(Pass *p)
{
	return inferblock(p, p->g->top);
}
