/* Dead-code elimination.  Mark from the top block's results and every node with an effect,
 * bottom-up: an If output is live when used; a Loop's carried value is live when its output
 * is used or the body's live code uses its parameter (re-marked until nothing new turns
 * live, since a carried value can keep only itself alive).  Sweep the unmarked pure nodes,
 * unused If outputs with their block results, and carried values dead on both sides.
 *   %2 = aten::mul(%x, %x); %3 = aten::add(%x, %x); return (%3)  =>  %2 is deleted */
#include <string.h>
#include "passes.h"
#include "../backend_onnx/backend.h"

typedef struct {
	uint8_t *live;   /* by value id */
	uint8_t *impure; /* by node id, nodes with blocks: 0 not known yet, 1 pure, 2 impure */
	int grew;
	Pass *final;     /* set while what is marked is final (outside a Loop's rounds): a dead
	                  * node is swept where it is found, not by a second walk */
} Marks;

/* a node's own effect: aten rows say so, onnx:: rows come from ONNX's schemas (an onnx::
 * node without a row is kept, to be safe); prim:: structure has none */
int
pass_selfimpure(const Node *n)
{
	if (n->op)
		return !(n->op->flags & F_PURE);
	if (n->onnx)
		return (n->onnx->flags & ONNX_IMPURE) != 0;
	/* a custom operator may have effects: it is kept, and never merged with another */
	return !strncmp(sym_str(n->kind), "onnx::", 6) || n->kind == SYMC("prim::CustomOp");
}

static int impure(Marks *m, const Node *n);

static int
anyimpure(Marks *m, Block *b)
{
	for (Node *n = ir_first(b); n != ir_end(b); n = n->next)
		if (impure(m, n))
			return 1;
	return 0;
}

/* a node with blocks has an effect if one nested in it has: found when first asked, so
 * only nested code is walked for it (a walk of every node first cost a whole pass over
 * memory: 10 ms a walk at 40,000 statements) */
static int
impure(Marks *m, const Node *n)
{
	if (!n->nblk)
		return pass_selfimpure(n);
	if (!m->impure[n->id]) {
		int any = pass_selfimpure(n);
		for (uint32_t k = 0; k < n->nblk && !any; k++)
			any = anyimpure(m, n->blk[k]);
		m->impure[n->id] = any ? 2 : 1;
	}
	return m->impure[n->id] == 2;
}

static int
pure(Marks *m, const Node *n)
{
	return !impure(m, n);
}

static void
use(Marks *m, Value *v)
{
	if (!m->live[v->id])
		m->live[v->id] = 1, m->grew = 1;
}

static void markblock(Marks *m, Block *b);
static void markcarried(Marks *m, Node *n, Block *b, uint32_t poff, uint32_t roff);
static void sweep(Pass *p, Marks *m, Block *b);
static void sweepouts(Pass *p, Marks *m, Node *n);
static void unfeed(Marks *m, Node *n);

/* a dead node goes if nothing uses it (a user not swept yet keeps it, for the next run) */
static void
bury(Pass *p, Node *n)
{
	for (uint32_t i = 0; i < n->nout; i++)
		if (n->out[i]->uses)
			return;
	ir_destroy(n);
	p->changed = 1;
}

static int
nodelive(Marks *m, Node *n)
{
	if (!pure(m, n))
		return 1;
	for (uint32_t i = 0; i < n->nout; i++)
		if (m->live[n->out[i]->id])
			return 1;
	return 0;
}

/* Loop: carried i (input 2+i, param 1+i, result 1+i, output i): live if output or param is */
static void
markloop(Marks *m, Node *n)
{
	int onnx = n->kind != S_prim_Loop;
	uint32_t poff = onnx ? 2 : 1, roff = 1;
	Block *b = n->blk[0];
	use(m, ir_in(n, 0));
	use(m, ir_in(n, 1));
	use(m, ir_result(b, 0));
	int outer = m->grew;
	Pass *final = m->final;
	m->final = NULL; /* a round may find more of the body live than the one before */
	do {
		m->grew = 0;
		markcarried(m, n, b, poff, roff);
		markblock(m, b);
	} while (m->grew);
	m->grew = outer;
	if ((m->final = final)) { /* settled: swept as sweep() sweeps a loop */
		unfeed(m, n);
		sweep(final, m, b);
		sweepouts(final, m, n);
	}
}

/* one round over the carried values: live ones keep their input, parameter and result;
 * an ONNX Loop's scan outputs (onnxscan's, after the carried ones) keep their results */
static void
markcarried(Marks *m, Node *n, Block *b, uint32_t poff, uint32_t roff)
{
	for (uint32_t i = 0; i < n->nout; i++) {
		Value *p = i + poff < ir_nparam(b) ? ir_param(b, i + poff) : NULL;
		if (2 + i >= n->nin) {
			if (i + roff < ir_nresult(b))
				use(m, ir_result(b, i + roff));
			continue;
		}
		if (m->live[n->out[i]->id] || (p && m->live[p->id])) {
			use(m, ir_in(n, 2 + i));
			if (i + roff < ir_nresult(b))
				use(m, ir_result(b, i + roff));
			if (p)
				use(m, p);
		}
	}
}

static void
marknode(Marks *m, Node *n)
{
	if (!nodelive(m, n)) {
		if (m->final)
			bury(m->final, n);
		return;
	}
	if (n->kind == S_prim_Loop || n->kind == SYMC("onnx::Loop")) {
		markloop(m, n);
		return;
	}
	for (uint32_t i = 0; i < n->nin; i++)
		use(m, ir_in(n, i));
	if (m->final && n->nblk)
		sweepouts(m->final, m, n); /* first: the dropped results free their producers */
	for (uint32_t k = 0; k < n->nblk; k++) {
		Block *b = n->blk[k];
		for (uint32_t i = 0; i < ir_nresult(b) && i < n->nout; i++)
			if (m->live[n->out[i]->id])
				use(m, ir_result(b, i));
		markblock(m, b);
	}
}

static void
markblock(Marks *m, Block *b)
{
	for (Node *n = ir_end(b)->prev, *prev; n != &b->param; n = prev) {
		ir_behind(n);
		prev = n->prev; /* marknode may sweep n */
		marknode(m, n);
	}
}

static int
isloop(const Node *n)
{
	return n->kind == S_prim_Loop || n->kind == SYMC("onnx::Loop");
}

/* a dead carried value's body result becomes its own parameter, which frees whatever
 * computed it for the body's sweep; sweepouts then drops the pair */
static void
unfeed(Marks *m, Node *n)
{
	uint32_t poff = n->kind == S_prim_Loop ? 1 : 2;
	Block *b = n->blk[0];
	for (uint32_t i = 0; i < n->nout; i++) {
		if (m->live[n->out[i]->id] || n->out[i]->uses || i + poff >= ir_nparam(b) ||
		    1 + i >= ir_nresult(b))
			continue;
		Value *prm = ir_param(b, i + poff);
		if (!m->live[prm->id])
			ir_setinput(&b->ret, 1 + i, prm);
	}
}

/* is v used only as the result at index i of its own block? */
static int
onlyfeedsitself(Value *v, Block *b, uint32_t i)
{
	return !v->uses || (!v->uses->next && v->uses->user == &b->ret && v->uses->idx == i);
}

/* drops an unused If output with its results, and a dead carried value of a Loop */
static void
sweepouts(Pass *p, Marks *m, Node *n)
{
	uint32_t poff = n->kind == S_prim_Loop ? 1 : 2;
	/* an ONNX If or Loop needs an output: lowering gave one that has none (lower.c,
	 * outputless), which stays where the node lives for its effects alone */
	int keep1 = n->kind == SYMC("onnx::If") || n->kind == SYMC("onnx::Loop");
	for (uint32_t i = n->nout; i-- > 0;) {
		if (m->live[n->out[i]->id] || n->out[i]->uses || (keep1 && n->nout == 1))
			continue;
		if (isloop(n)) {
			Block *b = n->blk[0];
			if (i + poff >= ir_nparam(b) || m->live[ir_param(b, i + poff)->id] ||
			    !onlyfeedsitself(ir_param(b, i + poff), b, 1 + i) || 1 + i >= ir_nresult(b))
				continue;
			ir_removeresult(b, 1 + i);
			ir_removeparam(b, i + poff);
			ir_removeinput(n, 2 + i);
		} else
			for (uint32_t k = 0; k < n->nblk; k++)
				ir_removeresult(n->blk[k], i);
		ir_removeoutput(n, i);
		p->changed = 1;
	}
}

static void
sweep(Pass *p, Marks *m, Block *b)
{
	for (Node *n = ir_end(b)->prev, *prev; n != &b->param; n = prev) {
		ir_behind(n);
		prev = n->prev;
		if (!nodelive(m, n)) {
			bury(p, n);
			continue;
		}
		if (isloop(n))
			unfeed(m, n);
		else if (n->nblk)
			sweepouts(p, m, n); /* first: the dropped results free their producers */
		for (uint32_t k = 0; k < n->nblk; k++)
			sweep(p, m, n->blk[k]);
		if (isloop(n))
			sweepouts(p, m, n);
	}
}

/* loops re-mark their own bodies until stable (markloop), so one walk marks everything;
 * walking bottom-up, a node's users are marked before it, so outside a Loop's rounds it
 * is swept as soon as it is found dead (a second walk over the graph was a third of the
 * pass at 40,000 statements), and a Loop's body once it has settled */
int
pass_dce(Pass *p)
{
	Marks m = {NEWA(p->scratch, uint8_t, p->g->nvalue + 1),
		NEWA(p->scratch, uint8_t, p->g->nnode + 1), 0, p};
	Block *top = p->g->top;
	for (uint32_t i = 0; i < ir_nresult(top); i++)
		use(&m, ir_result(top, i));
	p->changed = 0;
	markblock(&m, top);
	return 0;
}

int
pass_dce2(Pass *p)
{
	return pass_dce(p);
}

int
pass_onnxdce(Pass *p)
{
	return pass_dce(p);
}
