/* Constant folding.  Operators on Python numbers and sizes known from types fold through
 * ir_fold (the same function the IR builder uses as it goes); an If with a constant
 * condition is replaced by the nodes of the branch it takes; a loop that runs zero times
 * (constant trip count 0 or initial condition false) is replaced by its initial values.
 *   %c : bool = prim::Constant[value=1]()
 *   %y : int = prim::If(%c)  block0(): -> (%a)  block1(): -> (%b)    =>   uses of %y use %a
 * An If output that both branches give alike is no output: a value from outside the If that
 * both return (what a `break` in a loop leaves as it is: after lowering, an Identity per
 * branch, which ONNX Runtime runs as a copy, of a whole sequence for a list), and the two
 * constant bools a `break` sets (False, True: not %c; True, False: %c).  dce drops the
 * outputs nothing reads then, and the If with the last.
 *   %go : bool, %h2 : Tensor = prim::If(%stop)  block0(): -> (%false, %h)
 *                                              block1(): -> (%true, %h)
 *   =>  %go = aten::__not__(%stop), uses of %h2 use %h
 * Also the condition itself where one branch gives it and the other the constant that
 * makes the If c (`c or False`: If(c) -> (c) | (False)), and int(c) for `1 if c else 0`.
 * A read of a known element of a list a Loop fills is that element's computation, without
 * the Loop, where that is exact (listread.c). */
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

/* is v made inside n's blocks (at any depth) */
int
fold_inside(const Value *v, const Node *n)
{
	for (const Block *b = v->def->owner; b; b = b->owner ? b->owner->owner : NULL)
		if (b->owner == n)
			return 1;
	return 0;
}

/* Given: row any operator row (int arithmetic, or a tensor row such as slice or select),
 * in its inputs, t its result's type, inferred by the caller.  Execute: fold_op(p, pos,
 * row, in, n, t).  Result: %y : t = op(in...) before pos. */
Value *
fold_op(Pass *p, Node *pos, uint32_t row, Value **in, uint32_t n, Type *t)
{
	const Op *o = op_at(row);
	Node *m = ir_node(p->g, o->kind, 1, pos->loc);
	m->op = o;
	m->scope = pos->scope;
	for (uint32_t i = 0; i < n; i++)
		ir_addinput(p->g, m, in[i]);
	m->out[0]->type = t;
	ir_insertbefore(m, pos);
	return m->out[0];
}

static void
samepaths(Pass *p, Node *n)
{
	Value *c = ir_in(n, 0);
	for (uint32_t i = 0; i < n->nout; i++) {
		if (!n->out[i]->uses)
			continue;
		Value *t = ir_in(&n->blk[0]->ret, i), *e = ir_in(&n->blk[1]->ret, i), *r = NULL;
		int64_t a, b;
		if (t == e && !fold_inside(t, n))
			r = t;
		else if (t->type->kind == T_BOOL && n->out[i]->type->kind == T_BOOL &&
			 c->type->kind == T_BOOL && ir_constint(t, &a) && ir_constint(e, &b) && !a != !b)
			r = a ? c : fold_op(p, n, OP_aten___not___bool, &c, 1, ty_bool());
		else if (c->type->kind == T_BOOL && n->out[i]->type->kind == T_BOOL &&
			 ((t == c && ir_constint(e, &b) && !b) || (e == c && ir_constint(t, &a) && a)))
			r = c; /* `c and False`-like: c or False, True or c */
		else if (c->type->kind == T_BOOL && n->out[i]->type->kind == T_INT &&
			 t->type->kind == T_INT && e->type->kind == T_INT && ir_constint(t, &a) &&
			 ir_constint(e, &b) && a == 1 && b == 0)
			r = fold_op(p, n, OP_aten_Int_bool, &c, 1, ty_int()); /* 1 if c else 0 */
		if (r) {
			ir_replaceuses(n->out[i], r);
			p->changed = 1;
		}
	}
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
		if (n->kind == SYMC("aten::__getitem__") && fold_listread(p, n))
			continue;
		for (uint32_t i = 0; i < n->nblk; i++)
			foldblock(p, n->blk[i]);
		if (n->kind == S_prim_If)
			samepaths(p, n);
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
