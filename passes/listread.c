/* Reads of a known element of a list that a Loop fills (part of fold, -O1).  A
 * comprehension is a Loop appending one element per iteration to a list that is an ONNX
 * sequence; reading one element of it ran the whole Loop.  (A split, chunk or unbind of a
 * run-time count is one split_seq, chunk_seq or unbind_seq row, whose first and last
 * pieces, and any of an unbind's, are read as a slice or select: piece.)
 * When the list is [] before the Loop,
 * the body appends one element computed from the iteration number and values from outside
 * only, and every iteration runs (the condition is always true), element k is that
 * computation with the iteration number k, cloned before the read:
 *   %l = prim::Loop(%count, %true, %empty)
 *     block0(%j : int, %acc : List[Float(*, 3)]):
 *       %a : int = aten::mul(%j, %k)
 *       %b : int = aten::add(%a, %k)
 *       %p : Float(*, 3) = aten::slice(%x, %0, %a, %b, %1)
 *       %acc.1 = aten::append(%acc, %p)
 *       -> (%true, %acc.1)
 *   %y = aten::__getitem__(%l, %0)
 * =>
 *   %a.1 : int = aten::mul(%0, %k)  ...  %p.1 = aten::slice(%x, %0, %a.1, %b.1, %1)
 *   uses of %y use %p.1 (dce drops the Loop when nothing else reads the list)
 * Exactness.  The read must be in range, as PyTorch's raises otherwise: k (or -k, counted
 * from the end as the count plus k) is below the count's lower bound, from constants and
 * max() (a split gives max(ceil(size / n), 1) pieces: [0] and [-1] are always there).  The
 * Loop computed every element, the rewrite one only, so what it clones must fail for no
 * iteration where it does not for k: the body's nodes it takes are int add/sub/mul, slices
 * (which clamp; a step from outside or a constant above 0) and constants.  An unbind,
 * select(x, d, j) for j in range(size(x, d)), is select(x, d, k) for any k: that select
 * fails exactly where the read is out of range.  Only where every use of the list is such
 * a read: a list also iterated or measured keeps its Loop, and a read of it is one
 * SequenceAt. */
#include "passes.h"

/* v is made outside loop lp (not in its body, at any depth) */
static int
outside(const Value *v, const Node *lp)
{
	return !fold_inside(v, lp);
}

/* a lower bound of the int v: constants and max() of them; INT64_MIN if not known */
static int64_t
lowbound(const Value *v, int depth)
{
	int64_t c;
	if (ir_constint(v, &c))
		return c;
	if (depth < 8 && v->def->op && ir_isrow(v->def, OP_aten_max_int)) {
		int64_t a = lowbound(ir_in(v->def, 0), depth + 1), b = lowbound(ir_in(v->def, 1),
			depth + 1);
		return a > b ? a : b;
	}
	return INT64_MIN;
}

/* m, a body node the element needs, cannot fail in an iteration where it did not for k */
static int
clonable(const Node *m, const Node *lp)
{
	int64_t s;
	if (m->nblk)
		return 0;
	if (m->kind == S_prim_Constant)
		return 1;
	if (!m->op)
		return 0;
	if (ir_isrow(m, OP_aten_add_int) || ir_isrow(m, OP_aten_sub_int) ||
	    ir_isrow(m, OP_aten_mul_int))
		return 1;
	if (ir_isrow(m, OP_aten_slice_Tensor) && m->nin == 5)
		return ir_constint(ir_in(m, 1), &s) && (outside(ir_in(m, 4), lp) ||
			(ir_constint(ir_in(m, 4), &s) && s > 0));
	return 0;
}

/* the unbind form: e = select(x, d, j), x and d from outside, the count size(x, d) (or
 * max(size(x, d), 0)); then select(x, d, k) for the read of k */
static Value *
unbound(Pass *p, Node *rd, Node *lp, Value *e, int64_t k)
{
	Node *s = e->def, *c = ir_in(lp, 0)->def;
	Value *j = ir_param(lp->blk[0], 0);
	if (!s->op || !ir_isrow(s, OP_aten_select_int) || ir_in(s, 2) != j ||
	    !outside(ir_in(s, 0), lp) || !outside(ir_in(s, 1), lp))
		return NULL;
	int64_t z;
	if (c->op && ir_isrow(c, OP_aten_max_int) && ir_constint(ir_in(c, 1), &z) && z == 0)
		c = ir_in(c, 0)->def;
	if (!c->op || !ir_isrow(c, OP_aten_size_int) || ir_in(c, 0) != ir_in(s, 0) ||
	    ir_in(c, 1) != ir_in(s, 1))
		return NULL;
	Value **map = NEWA(p->scratch, Value *, p->g->nvalue + 1);
	map[j->id] = ir_const_int(p->g, rd, k, rd->loc);
	return ir_clone_into(p->g, s, rd->owner, rd, map)->out[0];
}

/* the index the read of k is in the Loop's iterations, made before rd; NULL if it may be
 * out of range */
static Value *
iteration(Pass *p, Node *rd, Node *lp, int64_t k)
{
	Value *count = ir_in(lp, 0);
	int64_t lb = lowbound(count, 0);
	if (k >= 0)
		return k < lb ? ir_const_int(p->g, rd, k, rd->loc) : NULL;
	if (lb == INT64_MIN || -k > lb)
		return NULL;
	Value *in[2] = {count, ir_const_int(p->g, rd, k, rd->loc)};
	return fold_op(p, rd, OP_aten_add_int, in, 2, ty_int());
}

/* e's computation in the body, cloned before rd with the iteration number at; NULL if it
 * needs a carried value or a node clonable refuses */
static Value *
cloned(Pass *p, Node *rd, Node *lp, Node *app, Value *e, int64_t k)
{
	Block *body = lp->blk[0];
	Value *j = ir_param(body, 0);
	if (outside(e, lp))
		return iteration(p, rd, lp, k) ? e : NULL;
	uint8_t *need = NEWA(p->scratch, uint8_t, p->g->nvalue + 1);
	need[e->id] = 1;
	/* backwards from the append: a needed node's inputs from the body are needed */
	for (Node *m = app->prev; m != &body->param; m = m->prev) {
		int used = 0;
		for (uint32_t i = 0; i < m->nout; i++)
			used |= need[m->out[i]->id];
		if (!used)
			continue;
		if (!clonable(m, lp))
			return NULL;
		for (uint32_t i = 0; i < m->nin; i++) {
			Value *v = ir_in(m, i);
			if (v->def == &body->param && v != j)
				return NULL; /* a carried value */
			if (!outside(v, lp))
				need[v->id] = 1;
		}
	}
	if (e->def == &body->param && e != j)
		return NULL;
	Value *at = iteration(p, rd, lp, k);
	if (!at)
		return NULL;
	Value **map = NEWA(p->scratch, Value *, p->g->nvalue + 1);
	map[j->id] = at;
	if (e == j)
		return at;
	for (Node *m = ir_first(body); m != app; m = m->next) {
		int used = 0;
		for (uint32_t i = 0; i < m->nout; i++)
			used |= need[m->out[i]->id];
		if (used)
			ir_clone_into(p->g, m, rd->owner, rd, map);
	}
	return map[e->id];
}

/* a read of piece k of split_seq(x, s, d), chunk_seq(x, c, d) or unbind_seq(x, d)
 * (build_comp.c: s, c >= 1), where it is one slice or select of x that fails where the
 * read is out of range: unbind's select(x, d, k) for any k; a split's first piece, x[0:s]
 * along d, and its last, from max(size - 1, 0) // s * s (a split gives one piece at
 * least); a chunk's the same with s = max(ceil(size / c), 1), which an empty dim's empty
 * pieces fit too; NULL otherwise */
static Value *
piece(Pass *p, Node *rd, Node *sp, int64_t k)
{
	Type *et = sp->out[0]->type->elem, *it = ty_int();
	Value *x = ir_in(sp, 0);
	if (ir_isrow(sp, OP_aten_unbind_seq_Tensor)) {
		Value *in[3] = {x, ir_in(sp, 1), ir_const_int(p->g, rd, k, rd->loc)};
		return fold_op(p, rd, OP_aten_select_int, in, 3, et);
	}
	if (k != 0 && k != -1)
		return NULL;
	Value *s = ir_in(sp, 1), *d = ir_in(sp, 2), *start, *end;
	if (ir_isrow(sp, OP_aten_chunk_seq_Tensor)) {
		Value *sz[2] = {x, d};
		Value *in[2] = {fold_op(p, rd, OP_aten_size_int, sz, 2, it), s};
		in[0] = fold_op(p, rd, OP_aten_add_int, in, 2, it);
		in[1] = ir_const_int(p->g, rd, 1, rd->loc);
		in[0] = fold_op(p, rd, OP_aten_sub_int, in, 2, it);
		in[1] = s;
		in[0] = fold_op(p, rd, OP_aten_floordiv_int, in, 2, it);
		in[1] = ir_const_int(p->g, rd, 1, rd->loc);
		s = fold_op(p, rd, OP_aten_max_int, in, 2, it);
	}
	end = s;
	if (k == 0)
		start = ir_const_int(p->g, rd, 0, rd->loc);
	else {
		Value *sz[2] = {x, d};
		Value *in[2] = {fold_op(p, rd, OP_aten_size_int, sz, 2, it),
			ir_const_int(p->g, rd, 1, rd->loc)};
		in[0] = fold_op(p, rd, OP_aten_sub_int, in, 2, it);
		in[1] = ir_const_int(p->g, rd, 0, rd->loc);
		in[0] = fold_op(p, rd, OP_aten_max_int, in, 2, it);
		in[1] = s;
		in[0] = fold_op(p, rd, OP_aten_floordiv_int, in, 2, it);
		start = fold_op(p, rd, OP_aten_mul_int, in, 2, it);
		end = ir_const_none(p->g, rd, rd->loc);
	}
	Value *in[5] = {x, d, start, end, ir_const_int(p->g, rd, 1, rd->loc)};
	return fold_op(p, rd, OP_aten_slice_Tensor, in, 5, et);
}

/* element k of list l from the Loop that fills it, where every use of l is such a read;
 * NULL otherwise */
static Value *
fromloop(Pass *p, Node *rd, Value *l, int64_t k)
{
	int64_t t;
	Node *lp = l->def;
	if (lp->kind != S_prim_Loop || !ir_constint(ir_in(lp, 1), &t) || !t)
		return NULL;
	Block *body = lp->blk[0];
	uint32_t i = l->idx;
	Node *init = ir_in(lp, 2 + i)->def;
	Value *acc = ir_param(body, 1 + i), *res = ir_result(body, 1 + i);
	Node *app = res->def;
	if (init->kind != S_prim_ListConstruct || init->nin || !ir_constint(ir_result(body, 0),
	    &t) || !t || app->owner != body || app->kind != SYMC("aten::append") ||
	    app->nin != 2 || ir_in(app, 0) != acc || ir_nuses(acc) != 1 || ir_nuses(res) != 1)
		return NULL;
	for (Use *u = l->uses; u; u = u->next) /* the Loop stays for any other use: no gain */
		if (u->user->kind != rd->kind || u->idx || u->user->nin != 2 ||
		    !ir_constint(ir_in(u->user, 1), &t))
			return NULL;
	Value *e = ir_in(app, 1);
	Value *y = unbound(p, rd, lp, e, k);
	return y ? y : cloned(p, rd, lp, app, e, k);
}

/* rd = aten::__getitem__(list, k): its element from the Loop that fills list, if it can
 * be had without the Loop (or from the split_seq, chunk_seq or unbind_seq that makes it,
 * piece);
 * 1 if rewritten */
int
fold_listread(Pass *p, Node *rd)
{
	int64_t k;
	Value *l = ir_in(rd, 0), *y = NULL;
	Node *lp = l->def;
	if (rd->nin != 2 || !ir_constint(ir_in(rd, 1), &k))
		return 0;
	if (lp->op && (ir_isrow(lp, OP_aten_split_seq_Tensor) ||
	    ir_isrow(lp, OP_aten_chunk_seq_Tensor) || ir_isrow(lp, OP_aten_unbind_seq_Tensor)))
		y = piece(p, rd, lp, k);
	else
		y = fromloop(p, rd, l, k);
	if (!y)
		return 0;
	ir_replaceuses(rd->out[0], y);
	ir_destroy(rd);
	p->changed = 1;
	return 1;
}
