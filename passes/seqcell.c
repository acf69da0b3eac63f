/* Recurrent cells over a sequence (-O1).  A cell stepped over every step of a sequence,
 * `for t in range(xs.size(0)): h, c = cell(xs[t], (h, c))`, is one ONNX LSTM, GRU or RNN
 * over xs: a Loop of T iterations of one cell node each ran 1.6 times slower than PyTorch's
 * export (bench/ort_latency/loops/lstmcell_200.py).  The Loop stays, with at most one
 * iteration, so that T = 0 still returns the states it is given; that iteration runs the
 * layer over the whole of xs from them:
 *   %T = aten::size(%xs, 0);  %n = aten::max(%T, 0)
 *   %h, %c = prim::Loop(%n, %true, %h0, %c0)
 *     block0(%t : int, %h.1 : Float(B, 16), %c.1 : Float(B, 16)):
 *       %x = aten::select(%xs, 0, %t)
 *       %h.2 = aten::reshape(%h.1, %fit)          (build_rnn.c's check of the state's shape)
 *       %h.3, %c.3 = aten::rnn_cell(%x, %h.2, %c.2, %wi, %wh, %bi, %bh, 0)
 *       -> (%true, %h.3, %c.3)
 * =>
 *   %m = aten::min(%n, 1)
 *   %h, %c = prim::Loop(%m, %true, %h0, %c0)
 *     block0(...):
 *       ... %h.2, %c.2 as before (the select and the check run for t = 0 only)
 *       %in = aten::rnn_pad(%xs, %xs, 1, 0., True)   (ONNX Runtime aborts on a batch of 0)
 *       %y, %hn, %cn = aten::rnn_layer(%in, rnn_pad(unsqueeze(%h.2, 0)), ..., 0, False)
 *       %h.3 = aten::select(aten::rnn_cut(%hn, %xs, 1), 0, 0), %c.3 the same
 * A list of the steps' h (`outs.append(h)`, [] before the Loop) is the layer's output as a
 * list of its steps (rnn_steps).
 * Exactness.  The Loop runs the cell T times from (h0, c0) on xs[0], ..., xs[T - 1] and
 * gives the last states: the layer's h_n and c_n, and each step's h: the layer's output.  Only where the count is size(xs, 0), the
 * condition always true, the weights from outside, each state carried from the cell's own
 * result, and the body nothing else but constants, sizes, int lists, the select and the
 * states' reshapes, none of which fails at a later step where it did not at the first
 * (a state is [B, hidden] from then on): anything else read from the body (a list of the
 * steps' states, a step-dependent value) keeps the Loop as it was.
 *
 * Then the cells left whose batch is not known non-zero become ATen's rows (build_rnn.c's
 * formulas): ONNX Runtime aborts on an LSTM or GRU of batch 0, and the guard lowering puts
 * around one step costs more than the node saves (bench/README.md, "Cells as one ONNX node
 * per step").  At -O0 they keep the guarded node. */
#include "passes.h"

/* a node of row r, its type the row's inference's (t until then) */
static Value *
row(Pass *p, Node *pos, uint32_t r, Value **in, uint32_t n, Type *t)
{
	Value *v = fold_op(p, pos, r, in, n, t);
	v->def->op->infer(p->g, v->def, p->d);
	return v;
}

static Value *
cint(Pass *p, Node *pos, int64_t v)
{
	return ir_const_int(p->g, pos, v, pos->loc);
}

static int
isrow(const Value *v, uint32_t r)
{
	return v->def->op && ir_isrow(v->def, r);
}

/* v is made outside loop lp */
static int
outside(const Value *v, const Node *lp)
{
	return !fold_inside(v, lp);
}

/* the carried parameter a state comes from: itself, or through the shape check */
static Value *
carried(Value *v, Block *body)
{
	if (v->def->owner == body && isrow(v, OP_aten_reshape_Tensor))
		v = ir_in(v->def, 0);
	return v->def == &body->param && v->idx > 0 ? v : NULL;
}

/* m, a body node other than the cell, fails at no later step where it did not at t = 0,
 * and nothing of it leaves the body */
static int
harmless(const Node *m, const Block *body, const Value *t, Value *xs)
{
	int64_t k;
	if (m->nblk)
		return 0;
	if (m->kind == S_prim_Constant || m->kind == S_prim_ListConstruct)
		return 1;
	if (!m->op)
		return 0;
	if (ir_isrow(m, OP_aten_size_int))
		return 1;
	if (ir_isrow(m, OP_aten_select_int))
		return ir_in(m, 0) == xs && ir_constint(ir_in(m, 1), &k) && k == 0 &&
			ir_in(m, 2) == t;
	if (ir_isrow(m, OP_aten_reshape_Tensor))
		return ir_in(m, 0)->def == &body->param && ir_in(m, 0) != t;
	return 0;
}

/* m appends the cell's h to a list */
static int
isappend(const Node *m, const Node *cell)
{
	return m->op && ir_isrow(m, OP_aten_append_seq) && ir_in(m, 1) == cell->out[0];
}

/* r, the body's result i for its carried value q, is the list of the steps' h: q appended
 * the cell's h, q [] before the Loop and read by nothing else */
static int
steps(const Value *r, const Value *q, const Node *lp, uint32_t i, const Node *cell)
{
	const Node *init = ir_in(lp, 1 + i)->def;
	return r->def->owner == q->def->owner && isappend(r->def, cell) && ir_in(r->def, 0) == q &&
		ir_nuses(q) == 1 && ir_nuses(r) == 1 && init->kind == S_prim_ListConstruct &&
		init->nin == 0;
}

/* the Loop lp of one cell over xs, rewritten; 1 if it was */
static int
overseq(Pass *p, Node *lp)
{
	Block *body = lp->blk[0];
	Value *t = ir_param(body, 0);
	int64_t k;
	if (!ir_constint(ir_in(lp, 1), &k) || !k || !ir_constint(ir_result(body, 0), &k) || !k)
		return 0;
	Node *cell = NULL;
	for (Node *m = ir_first(body); m != ir_end(body); m = m->next)
		if (m->op && ir_isrow(m, OP_aten_rnn_cell_Tensor)) {
			if (cell)
				return 0;
			cell = m;
		}
	if (!cell || !ir_constint(ir_in(cell, 7), &k))
		return 0;
	int64_t mode = k;
	Value *x = ir_in(cell, 0);
	if (!isrow(x, OP_aten_select_int) || x->def->owner != body)
		return 0;
	Value *xs = ir_in(x->def, 0);
	if (!outside(xs, lp) || xs->type->kind != T_TENSOR || xs->type->rank != 3)
		return 0;
	for (Node *m = ir_first(body); m != ir_end(body); m = m->next)
		if (m != cell && !harmless(m, body, t, xs) && !isappend(m, cell))
			return 0;
	for (uint32_t i = 3; i < 7; i++)
		if (!outside(ir_in(cell, i), lp))
			return 0;
	/* the count: size(xs, 0), or max(size(xs, 0), 0) (range's) */
	Value *n = ir_in(lp, 0);
	if (isrow(n, OP_aten_max_int) && ir_constint(ir_in(n->def, 1), &k) && k == 0)
		n = ir_in(n->def, 0);
	if (!isrow(n, OP_aten_size_int) || ir_in(n->def, 0) != xs ||
	    !ir_constint(ir_in(n->def, 1), &k) || k != 0)
		return 0;
	/* each state carried from the cell's result into its own slot, at most one list of
	 * the steps' h, the rest unchanged */
	Value *ph = carried(ir_in(cell, 1), body), *pc = carried(ir_in(cell, 2), body);
	if (!ph || !pc || (mode == 0) == (ph == pc) ||
	    (mode != 0 && ir_in(cell, 1) != ir_in(cell, 2)))
		return 0;
	Node *app = NULL;
	for (uint32_t i = 1; i < body->ret.nin; i++) {
		Value *r = ir_result(body, i), *q = ir_param(body, i);
		if (!app && steps(r, q, lp, i, cell))
			app = r->def;
		else if (q == ph ? r != cell->out[0] : q == pc ? r != cell->out[1] : r != q)
			return 0;
	}
	for (uint32_t o = 0; o < cell->nout; o++)
		for (Use *u = cell->out[o]->uses; u; u = u->next)
			if (u->user != &body->ret && u->user != app)
				return 0;
	/* the rewrite */
	Value *in2[2] = {ir_in(lp, 0), cint(p, lp, 1)};
	ir_setinput(lp, 0, row(p, lp, OP_aten_min_int, in2, 2, ty_int()));
	const Type *st = cell->out[0]->type;
	Dim d3[3] = {1, st->dims[0], st->dims[1]};
	Type *t3 = ty_tensor(st->dtype, 3, d3);
	Value *zero = ir_const_float(p->g, cell, 0, cell->loc);
	Value *yes = ir_const_bool(p->g, cell, 1, cell->loc);
	Value *pin[5] = {xs, xs, cint(p, cell, 1), zero, yes};
	Value *seq = row(p, cell, OP_aten_rnn_pad_Tensor, pin, 5, xs->type);
	Value *state[2];
	for (int s = 0; s < 2; s++) {
		Value *u[2] = {ir_in(cell, 1 + s), cint(p, cell, 0)};
		Value *q[5] = {row(p, cell, OP_aten_unsqueeze_Tensor, u, 2, t3), xs,
			cint(p, cell, 1), zero, yes};
		state[s] = s && mode != 0 ? state[0] :
			row(p, cell, OP_aten_rnn_pad_Tensor, q, 5, t3);
	}
	Node *l = ir_node(p->g, SYMC("aten::rnn_layer"), 3, cell->loc);
	l->op = op_at(OP_aten_rnn_layer_Tensor);
	l->scope = cell->scope;
	Value *la[9] = {seq, state[0], state[1], ir_in(cell, 3), ir_in(cell, 4), ir_in(cell, 5),
		ir_in(cell, 6), ir_in(cell, 7), ir_const_bool(p->g, cell, 0, cell->loc)};
	for (uint32_t i = 0; i < 9; i++)
		ir_addinput(p->g, l, la[i]);
	l->out[0]->type = ty_tensor(st->dtype, 3, (Dim[]){xs->type->dims[0], st->dims[0],
		st->dims[1]});
	l->out[1]->type = t3;
	l->out[2]->type = t3;
	ir_insertbefore(l, cell);
	l->op->infer(p->g, l, p->d);
	for (uint32_t o = 0; o < cell->nout; o++) {
		Value *c[3] = {l->out[mode == 0 ? 1 + o : 1], xs, cint(p, cell, 1)};
		Value *s[3] = {row(p, cell, OP_aten_rnn_cut_Tensor, c, 3, t3), cint(p, cell, 0),
			cint(p, cell, 0)};
		ir_replaceuses(cell->out[o], row(p, cell, OP_aten_select_int, s, 3,
			(Type *)st));
	}
	if (app) { /* the list of the steps' h: the layer's output, step by step */
		Value *c[3] = {l->out[0], xs, cint(p, cell, 1)};
		Value *y = row(p, cell, OP_aten_rnn_cut_Tensor, c, 3, l->out[0]->type);
		ir_replaceuses(app->out[0], row(p, cell, OP_aten_rnn_steps_Tensor, &y, 1,
			app->out[0]->type));
		ir_destroy(app);
	}
	ir_destroy(cell);
	p->changed = 1;
	return 1;
}

static Value *
two(Pass *p, Node *pos, uint32_t r, Value *a, Value *b, Type *t)
{
	Value *in[2] = {a, b};
	return row(p, pos, r, in, 2, t);
}

static Value *
add(Pass *p, Node *pos, uint32_t r, Value *a, Value *b, Type *t)
{
	Value *in[3] = {a, b, cint(p, pos, 1)};
	return row(p, pos, r, in, 3, t);
}

/* piece j of the k of dim 1 of g, each h long */
static Value *
piece(Pass *p, Node *pos, Value *g, int64_t h, int64_t j, Type *t)
{
	Value *in[5] = {g, cint(p, pos, 1), cint(p, pos, j * h), cint(p, pos, (j + 1) * h),
		cint(p, pos, 1)};
	return row(p, pos, OP_aten_slice_Tensor, in, 5, t);
}

/* cell as build_rnn.c's rows (rnn_cell_expand's formulas) */
static void
rows(Pass *p, Node *cell)
{
	int64_t mode;
	ir_constint(ir_in(cell, 7), &mode);
	Value *x = ir_in(cell, 0), *h = ir_in(cell, 1), *c = ir_in(cell, 2);
	Type *st = cell->out[0]->type;
	int64_t hid = st->dims[1], k = mode == 0 ? 4 : mode == 1 ? 3 : 1;
	Type *gt = ty_tensor(st->dtype, 2, (Dim[]){st->dims[0], k * hid});
	Value *li[3] = {x, ir_in(cell, 3), ir_in(cell, 5)}, *lh[3] = {h, ir_in(cell, 4),
		ir_in(cell, 6)};
	Value *gi = row(p, cell, OP_aten_linear_Tensor, li, 3, gt);
	Value *gh = row(p, cell, OP_aten_linear_Tensor, lh, 3, gt);
	Value *hy, *cy = NULL;
	if (mode >= 2) {
		Value *s = add(p, cell, OP_aten_add_Tensor, gh, gi, gt);
		hy = row(p, cell, mode == 2 ? OP_aten_tanh_Tensor : OP_aten_relu_Tensor, &s, 1, st);
	} else if (mode == 0) {
		Value *g = add(p, cell, OP_aten_add_Tensor, gh, gi, gt);
		Value *s = row(p, cell, OP_aten_sigmoid_Tensor, &g, 1, gt);
		Value *i = piece(p, cell, s, hid, 0, st), *f = piece(p, cell, s, hid, 1, st);
		Value *cc = piece(p, cell, g, hid, 2, st);
		cc = row(p, cell, OP_aten_tanh_Tensor, &cc, 1, st);
		Value *og = piece(p, cell, s, hid, 3, st);
		cy = add(p, cell, OP_aten_add_Tensor, two(p, cell, OP_aten_mul_Tensor, f, c, st),
			two(p, cell, OP_aten_mul_Tensor, i, cc, st), st);
		Value *tc = row(p, cell, OP_aten_tanh_Tensor, &cy, 1, st);
		hy = two(p, cell, OP_aten_mul_Tensor, og, tc, st);
	} else {
		Value *g = add(p, cell, OP_aten_add_Tensor, gh, gi, gt);
		Value *s = row(p, cell, OP_aten_sigmoid_Tensor, &g, 1, gt);
		Value *r = piece(p, cell, s, hid, 0, st), *z = piece(p, cell, s, hid, 1, st);
		Value *nh = two(p, cell, OP_aten_mul_Tensor, piece(p, cell, gh, hid, 2, st), r, st);
		Value *n = add(p, cell, OP_aten_add_Tensor, piece(p, cell, gi, hid, 2, st), nh, st);
		n = row(p, cell, OP_aten_tanh_Tensor, &n, 1, st);
		Value *hz = two(p, cell, OP_aten_mul_Tensor, add(p, cell, OP_aten_sub_Tensor, h, n,
			st), z, st);
		hy = add(p, cell, OP_aten_add_Tensor, hz, n, st);
	}
	ir_replaceuses(cell->out[0], hy);
	ir_replaceuses(cell->out[1], cy ? cy : hy);
	ir_destroy(cell);
	p->changed = 1;
}

static void
walk(Pass *p, Block *b)
{
	for (Node *n = ir_first(b), *next; n != ir_end(b); n = next) {
		next = n->next;
		if (n->kind == S_prim_Loop)
			overseq(p, n);
		for (uint32_t i = 0; i < n->nblk; i++)
			walk(p, n->blk[i]);
		const Type *t = n->nout ? n->out[0]->type : NULL;
		if (n->op && ir_isrow(n, OP_aten_rnn_cell_Tensor) &&
		    !(dim_known(t->dims[0]) && t->dims[0] > 0))
			rows(p, n);
	}
}

int
pass_seqcell(Pass *p)
{
	walk(p, p->g->top);
	return 0;
}
