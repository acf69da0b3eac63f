/* The IR verifier, run after every pass in test builds (QBE's ssacheck).  Two walks:
 * the first checks structure in program order — list links and owners, ids, that each
 * output knows its definer, that every value has a type, the block signatures of prim::If
 * and prim::Loop, and dominance: a value is visible from its definition to the end of its
 * block, nested blocks included, and block arguments inside their block, so a walk that
 * marks values on definition and unmarks a block's own values on leaving it finds every
 * use before definition and every use of a value from a sibling or inner block.  The second
 * walk checks use lists both ways, after the first has marked which nodes are in the graph
 * (a use by a node outside it is a dangling use).  onnx::If and onnx::Loop get only the
 * generic checks: their conventions belong to the backend.
 * On the first failure it prints
 *   scriptc: IR verifier failed after <after>: <what>
 * and the offending node, to stderr, and returns -1. */
#include <stdlib.h>
#include <string.h>
#include "ir.h"

typedef struct {
	Graph *g;
	Diag *d;            /* file names for the node's location; may be NULL */
	const char *after;  /* the pass that just ran */
	uint8_t *visible;   /* by value id: defined and in scope here */
	const Value **seen; /* by value id: the value holding it (duplicate ids) */
	uint8_t *innode;    /* by node id: reached by the walk */
	Arena *a;           /* scratch for names in messages */
	int failed;
} Verifier;

/* one node line: outputs, kind, inputs, and its location */
static void
shownode(Verifier *vf, const Node *n)
{
	fputs("  ", stderr);
	for (uint32_t i = 0; i < n->nout; i++)
		fprintf(stderr, "%s%s : %s", i ? ", " : "", ir_valname(vf->a, n->out[i]),
		        ty_str_of(vf->a, n->out[i]->type));
	fprintf(stderr, " = %s(", sym_str(n->kind));
	for (uint32_t i = 0; i < n->nin; i++)
		fprintf(stderr, "%s%s", i ? ", " : "",
		        n->in[i].val ? ir_valname(vf->a, n->in[i].val) : "<null>");
	fputc(')', stderr);
	if (n->loc.line && vf->d && n->loc.file && n->loc.file < vf->d->nfile)
		fprintf(stderr, "   # %s:%u:%u", vf->d->fname[n->loc.file], n->loc.line, n->loc.col);
	else if (n->loc.line)
		fprintf(stderr, "   # %u:%u", n->loc.line, n->loc.col);
	fputc('\n', stderr);
}

static int
fail(Verifier *vf, const Node *n, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

static int
fail(Verifier *vf, const Node *n, const char *fmt, ...)
{
	va_list ap;
	if (vf->failed++)
		return -1;
	fprintf(stderr, "scriptc: IR verifier failed after %s: ", vf->after);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	if (n)
		shownode(vf, n);
	return -1;
}

static const char *
vname(Verifier *vf, const Value *v)
{
	return ir_valname(vf->a, v);
}

/* outputs of n: definer, index, id, type; then make them visible */
static int
defs(Verifier *vf, Node *n)
{
	for (uint32_t i = 0; i < n->nout; i++) {
		Value *v = n->out[i];
		if (!v || v->def != n || v->idx != i)
			return fail(vf, n, "output %u does not point back at its node", i);
		if (v->id >= vf->g->nvalue)
			return fail(vf, n, "value %s has id %u >= nvalue %u", vname(vf, v), v->id,
			            vf->g->nvalue);
		if (vf->seen[v->id])
			return fail(vf, n, "value %s is defined twice (or shares id %u)",
			            vname(vf, v), v->id);
		if (!v->type)
			return fail(vf, n, "value %s has no type", vname(vf, v));
		vf->seen[v->id] = v;
		vf->visible[v->id] = 1;
	}
	return 0;
}

/* n's input slots are well formed and their values are in scope */
static int
inputs(Verifier *vf, Node *n)
{
	for (uint32_t i = 0; i < n->nin; i++) {
		Use *u = &n->in[i];
		if (!u->val)
			return fail(vf, n, "input %u is NULL", i);
		if (u->user != n || u->idx != i)
			return fail(vf, n, "input %u: its Use names another user or slot", i);
		if (u->val->id >= vf->g->nvalue || !vf->visible[u->val->id])
			return fail(vf, n, "input %u (%s) is used before its definition or out of "
			            "its scope", i, vname(vf, u->val));
	}
	return 0;
}

/* the type test for a value flowing into an If/Loop output */
static int
compat(Verifier *vf, Node *n, Type *a, Type *b, const char *what, uint32_t i)
{
	if (ty_join(a, b))
		return 0;
	return fail(vf, n, "%s %u has type %s, the node's output %s", what, i,
	            ty_str_of(vf->a, a), ty_str_of(vf->a, b));
}

static int
isbool(const Value *v)
{
	return v->type && v->type->kind == T_BOOL;
}

/* prim::If(cond) with blocks () -> (outputs...) */
static int
checkif(Verifier *vf, Node *n)
{
	if (n->nin != 1 || !isbool(ir_in(n, 0)))
		return fail(vf, n, "prim::If needs one bool input");
	if (n->nblk != 2)
		return fail(vf, n, "prim::If needs 2 blocks, has %u", n->nblk);
	for (uint32_t b = 0; b < 2; b++) {
		Block *blk = n->blk[b];
		if (ir_nparam(blk))
			return fail(vf, n, "prim::If block%u has parameters", b);
		if (ir_nresult(blk) != n->nout)
			return fail(vf, n, "prim::If block%u returns %u values for %u outputs", b,
			            ir_nresult(blk), n->nout);
		for (uint32_t i = 0; i < n->nout; i++)
			if (compat(vf, n, ir_result(blk, i)->type, n->out[i]->type, "result", i))
				return -1;
	}
	return 0;
}

/* prim::Loop(trip, cond, carried...) with block (i, carried...) -> (cond, carried...) */
static int
checkloop(Verifier *vf, Node *n)
{
	if (n->nin < 2 || !ir_in(n, 0)->type || ir_in(n, 0)->type->kind != T_INT ||
	    !isbool(ir_in(n, 1)))
		return fail(vf, n, "prim::Loop needs (int trip count, bool condition, carried...)");
	uint32_t k = n->nin - 2;
	if (n->nblk != 1 || n->nout != k)
		return fail(vf, n, "prim::Loop needs 1 block and %u outputs", k);
	Block *b = n->blk[0];
	if (ir_nparam(b) != k + 1 || ir_param(b, 0)->type->kind != T_INT)
		return fail(vf, n, "prim::Loop body needs parameters (int, %u carried)", k);
	if (ir_nresult(b) != k + 1 || !isbool(ir_result(b, 0)))
		return fail(vf, n, "prim::Loop body needs results (bool, %u carried)", k);
	for (uint32_t i = 0; i < k; i++) {
		Type *t = n->out[i]->type;
		if (compat(vf, n, ir_in(n, i + 2)->type, t, "carried input", i) ||
		    compat(vf, n, ir_param(b, i + 1)->type, t, "body parameter", i + 1) ||
		    compat(vf, n, ir_result(b, i + 1)->type, t, "body result", i + 1))
			return -1;
	}
	return 0;
}

static int walkblock(Verifier *vf, Block *b, Node *owner);

/* hide the values b defined: they are out of scope after it */
static void
hide(Verifier *vf, Block *b)
{
	for (uint32_t i = 0; i < ir_nparam(b); i++)
		vf->visible[ir_param(b, i)->id] = 0;
	for (Node *n = ir_first(b); n != ir_end(b); n = n->next)
		for (uint32_t i = 0; i < n->nout; i++)
			vf->visible[n->out[i]->id] = 0;
}

static int
walknode(Verifier *vf, Node *n)
{
	if (n->id >= vf->g->nnode || vf->innode[n->id])
		return fail(vf, n, "node id %u is out of range or shared", n->id);
	vf->innode[n->id] = 1;
	if (inputs(vf, n))
		return -1;
	for (uint32_t i = 0; i < n->nblk; i++) {
		if (walkblock(vf, n->blk[i], n))
			return -1;
		hide(vf, n->blk[i]);
	}
	if (defs(vf, n))
		return -1;
	if (n->kind == S_prim_If)
		return checkif(vf, n);
	if (n->kind == S_prim_Loop)
		return checkloop(vf, n);
	return 0;
}

/* the sentinels and the owner of b */
static int
sentinels(Verifier *vf, Block *b, Node *owner)
{
	if (b->owner != owner)
		return fail(vf, owner, "a block's owner is not the node holding it");
	if (b->param.owner != b || b->ret.owner != b || b->param.prev != &b->ret ||
	    b->ret.next != &b->param)
		return fail(vf, owner, "a block's sentinels are not linked into it");
	if (b->param.id >= vf->g->nnode || b->ret.id >= vf->g->nnode)
		return fail(vf, owner, "a block's sentinel has an id >= nnode %u", vf->g->nnode);
	vf->innode[b->param.id] = vf->innode[b->ret.id] = 1;
	return 0;
}

static int
walkblock(Verifier *vf, Block *b, Node *owner)
{
	if (sentinels(vf, b, owner) || defs(vf, &b->param))
		return -1;
	uint32_t steps = 0;
	for (Node *n = &b->param; n != &b->ret; n = n->next) {
		if (!n->next || n->next->prev != n || n->next->owner != b)
			return fail(vf, n, "broken node links after this node");
		if (++steps > vf->g->nnode)
			return fail(vf, owner, "a block's node list does not end");
		if (n->next != &b->ret && walknode(vf, n->next))
			return -1;
	}
	return inputs(vf, &b->ret);
}

/* every use in v's list points back at a slot of a node in the graph holding v */
static int
uselist(Verifier *vf, Node *n, Value *v)
{
	Use **prevp = &v->uses;
	for (Use *u = v->uses; u; prevp = &u->next, u = u->next) {
		if (u->prevp != prevp || u->val != v)
			return fail(vf, n, "the use list of %s is broken", vname(vf, v));
		if (!u->user || u->idx >= u->user->nin || &u->user->in[u->idx] != u)
			return fail(vf, n, "a use of %s is not an input slot of its user",
			            vname(vf, v));
		if (u->user->id >= vf->g->nnode || !vf->innode[u->user->id])
			return fail(vf, u->user, "%s is used by a node not in the graph",
			            vname(vf, v));
	}
	return 0;
}

static int
uselists(Verifier *vf, Block *b)
{
	for (uint32_t i = 0; i < ir_nparam(b); i++)
		if (uselist(vf, b->owner, ir_param(b, i)))
			return -1;
	for (Node *n = ir_first(b); n != ir_end(b); n = n->next) {
		for (uint32_t i = 0; i < n->nout; i++)
			if (uselist(vf, n, n->out[i]))
				return -1;
		for (uint32_t i = 0; i < n->nblk; i++)
			if (uselists(vf, n->blk[i]))
				return -1;
	}
	return 0;
}

int
ir_verify(Graph *g, Diag *d, const char *after)
{
	Verifier vf = {.g = g, .d = d, .after = after ? after : "?"};
	vf.visible = calloc(g->nvalue + 1, 1);
	vf.seen = calloc(g->nvalue + 1, sizeof *vf.seen);
	vf.innode = calloc(g->nnode + 1, 1);
	if (!vf.visible || !vf.seen || !vf.innode)
		die("out of memory");
	vf.a = arena_new();
	int r = -1;
	if (!g->top || g->top->owner)
		fail(&vf, NULL, "the graph has no top block, or it has an owner");
	else if (walkblock(&vf, g->top, NULL) == 0 && uselists(&vf, g->top) == 0)
		r = 0;
	arena_free(vf.a);
	free(vf.visible);
	free(vf.seen);
	free(vf.innode);
	return r;
}
