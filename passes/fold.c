/* Constant folding.  Operators on Python numbers and sizes known from types fold through
 * ir_fold (the same function the IR builder uses as it goes); an If with a constant
 * condition is replaced by the nodes of the branch it takes; a loop that runs zero times
 * (constant trip count 0 or initial condition false) is replaced by its initial values.
 *   %c : bool = prim::Constant[value=1]()
 *   %y : int = prim::If(%c)  block0(): -> (%a)  block1(): -> (%b)    =>   uses of %y use %a */
#include "passes.h"

static void foldblock(Pass *p, Block *b);

static int
foldif(Pass *p, Node *n)
{
	int64_t c;
	if (!ir_constint(ir_in(n, 0), &c))
		return 0;
	ir_inlineblock(n, n->blk[c ? 0 : 1]);
	p->changed = 1;
	return 1;
}

static int
foldloop(Pass *p, Node *n)
{
	int64_t trip = 1, cond = 1;
	int kt = ir_constint(ir_in(n, 0), &trip), kc = ir_constint(ir_in(n, 1), &cond);
	if (!((kt && trip <= 0) || (kc && !cond)))
		return 0;
	for (uint32_t i = 0; i < n->nout; i++)
		ir_replaceuses(n->out[i], ir_in(n, 2 + i));
	ir_destroy(n);
	p->changed = 1;
	return 1;
}

static void
foldblock(Pass *p, Block *b)
{
	for (Node *n = ir_first(b), *next; n != ir_end(b); n = next) {
		ir_ahead(n);
		next = n->next;
		if (n->kind == S_prim_If && foldif(p, n))
			continue;
		if (n->kind == S_prim_Loop && foldloop(p, n))
			continue;
		for (uint32_t i = 0; i < n->nblk; i++)
			foldblock(p, n->blk[i]);
		Value *c = ir_fold(p->g, n);
		if (c) {
			ir_replaceuses(n->out[0], c);
			ir_destroy(n);
			p->changed = 1;
		}
	}
}

int
pass_fold(Pass *p)
{
	do {
		p->changed = 0;
		foldblock(p, p->g->top);
	} while (p->changed);
	return 0;
}
