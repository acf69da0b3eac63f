/* A bidirectional layer as one node (an onnxpeep rule, -O1).  Lowering writes each
 * direction of a bidirectional nn.LSTM, nn.GRU or nn.RNN layer as its own node (the
 * layers are rows per direction, build_rnn.c; lower_rnn.c): two LSTMs over one input, the
 * outputs squeezed and concatenated on the features, the states on dim 0.  ONNX's
 * direction=bidirectional computes both in one node with the weights, biases and initial
 * states of the two stacked on dim 0 (ONNX Runtime runs the directions as the two nodes
 * would: each its own recurrence on its own weights), Y [seq, 2, batch, hidden], whose
 * Transpose to [seq, batch, 2, hidden] reshaped to [seq, batch, 2 * hidden] is the
 * Concat of the two, and Y_h (Y_c) [2, batch, hidden] the states' Concat.
 * Before (nn.GRU(5, 4, bidirectional=True) with h):
 *     %f0 = onnx::Slice(%h, [0], [1], [0])           %r0 = onnx::Slice(%h, [1], [2], [0])
 *     %yf, %hf = onnx::GRU[direction="forward"](%x, %Wf, %Rf, %Bf, , %f0)
 *     %yr, %hr = onnx::GRU[direction="reverse"](%x, %Wr, %Rr, %Br, , %r0)
 *     %y = onnx::Concat[axis=2](onnx::Squeeze(%yf, [1]), onnx::Squeeze(%yr, [1]))
 *     %hn = onnx::Concat[axis=0](%hf, %hr)
 * after (and onnxdce; -O2's onnxfold has the weights' Concats computed):
 *     %yb, %hn = onnx::GRU[direction="bidirectional"](%x, Concat(%Wf, %Wr), Concat(%Rf, %Rr),
 *                                                     Concat(%Bf, %Br), , %h)
 *     %y = onnx::Reshape(onnx::Transpose[perm=[0, 2, 1, 3]](%yb), [0, 0, 8])
 * Applied where the two nodes are the same operator with the same attributes but
 * direction, the same input and sequence lengths, a bias, an initial state each in both or
 * in neither, their Y read only by the Squeezes of that Concat, in this order, and their
 * states only as neighbours, in this order, in one Concat on dim 0 (a stack's states are
 * one Concat of every layer's: the pair becomes the bidirectional node's state), or not
 * at all.  Initial states that are the two halves of
 * one tensor of 2 rows (Slices [0:1] and [1:2]) are that tensor; else their Concat.  The
 * Reshape's 0s copy seq and batch, so an empty batch stays empty. */
#include <string.h>
#include "passes.h"
#include "../backend_onnx/backend.h"
#include "../runtime/runtime.h"

static int
isrnn(const Node *n)
{
	return onnx_is(n, "LSTM") || onnx_is(n, "GRU") || onnx_is(n, "RNN");
}

static const char *
direction(const Node *n)
{
	const Attr *a = ir_attr(n, SYMC("direction"));
	return a && a->kind == A_STR ? a->s : "forward";
}

/* v is Squeeze(y, [1]) of an LSTM/GRU/RNN's Y; that node, or NULL */
static Node *
squeezedy(const Value *v)
{
	const Node *s = v->def;
	int64_t ax;
	if (!onnx_is(s, "Squeeze") || !onnx_oneaxis(s, &ax))
		return NULL;
	const Value *y = ir_in(s, 0);
	return ax == 1 && y->idx == 0 && isrnn(y->def) ? y->def : NULL;
}

/* are the attributes of a and b the same but direction */
static int
sameattrs(const Node *a, const Node *b)
{
	uint32_t na = 0, nb = 0;
	for (const Attr *x = a->attr; x; x = x->next, na++) {
		if (x->name == SYMC("direction"))
			continue;
		const Attr *y = ir_attr(b, x->name);
		if (!y || !pass_sameattr(x, y))
			return 0;
	}
	for (const Attr *y = b->attr; y; y = y->next)
		nb++;
	return na == nb;
}

/* v's uses are the one input i of node u (none: v unused) */
static int
onlyuse(const Value *v, const Node *u, uint32_t i)
{
	return !v->uses || (!v->uses->next && v->uses->user == u && v->uses->idx == i);
}

/* where f's state k and r's are inputs j and j + 1 of one Concat[axis=0] (the states of a
 * stack's layers are one Concat), that Concat and *j; NULL with *j = -1 where both are
 * unused; NULL with *j = -2 otherwise */
static Node *
stateconcat(const Node *f, const Node *r, uint32_t k, int32_t *j)
{
	const Value *a = f->out[k], *b = r->out[k];
	*j = -2;
	if (!a->uses && !b->uses) {
		*j = -1;
		return NULL;
	}
	if (!a->uses || a->uses->next)
		return NULL;
	Node *c = a->uses->user;
	uint32_t i = a->uses->idx;
	const Attr *ax = ir_attr(c, SYMC("axis"));
	if (!onnx_is(c, "Concat") || i + 1 >= c->nin || !ax || ax->i != 0 || !onlyuse(b, c, i + 1))
		return NULL;
	*j = (int32_t)i;
	return c;
}

/* h0 of the two: h itself where f's and r's are its rows [0:1] and [1:2] of 2, else NULL */
static Value *
halves(Value *a, Value *b)
{
	int64_t s0, e0, s1, e1, x0, x1;
	const Node *p = a->def, *q = b->def;
	if (!onnx_is(p, "Slice") || !onnx_is(q, "Slice") || p->nin != 4 || q->nin != 4 ||
	    ir_in(p, 0) != ir_in(q, 0))
		return NULL;
	Value *h = ir_in(p, 0);
	if (!onnx_constint(ir_in(p, 1), &s0) || !onnx_constint(ir_in(p, 2), &e0) || !onnx_constint(ir_in(p, 3), &x0)
	    || !onnx_constint(ir_in(q, 1), &s1) || !onnx_constint(ir_in(q, 2), &e1) ||
	    !onnx_constint(ir_in(q, 3), &x1))
		return NULL;
	const Type *t = h->type;
	if (!t || t->kind != T_TENSOR || t->rank != 3 || t->dims[0] != 2)
		return NULL;
	return s0 == 0 && e0 == 1 && s1 == 1 && e1 == 2 && x0 == 0 && x1 == 0 ? h : NULL;
}

/* t with dim 0 twice as long: one direction's weights or states made both's */
static Type *
doubled(Type *t)
{
	Dim d[MAXRANK];
	if (!t || t->kind != T_TENSOR || t->rank <= 0 || t->rank > MAXRANK)
		return t;
	for (int32_t i = 0; i < t->rank; i++)
		d[i] = t->dims[i];
	d[0] = dim_known(d[0]) ? 2 * d[0] : DIM_UNKNOWN;
	return ty_tensor(t->dtype, t->rank, d);
}

static Value *
concat0(Pass *p, Node *at, Value *a, Value *b)
{
	Value *in[2] = {a, b};
	Value *c = onnx_mknode(p, at, "Concat", in, 2, doubled(a->type))->out[0];
	ir_attr_i(p->g, c->def, SYMC("axis"), 0);
	return c;
}

/* the attributes lowering gives these nodes: ints, floats, strings (direction: set apart),
 * activations (made one list per direction); not activation_alpha/beta, which would need
 * the same */
static int
copyable(const Attr *a)
{
	return (a->kind == A_INT || a->kind == A_STR || a->kind == A_STRS) &&
	       a->name != SYMC("activation_alpha") && a->name != SYMC("activation_beta");
}

static void
copyattr(Pass *p, Node *n, const Attr *a)
{
	if (a->name == SYMC("direction"))
		return;
	if (a->kind == A_INT)
		ir_attr_i(p->g, n, a->name, a->i);
	else if (a->kind == A_STR)
		ir_attr_s(p->g, n, a->name, a->s);
	else if (a->name != SYMC("activations"))
		ir_attr_strs(p->g, n, a->name, a->strs, a->n);
	else { /* one list per direction: ONNX's default for a missing second is not the first */
		const char **two = NEWA(p->g->arena, const char *, 2 * a->n);
		for (uint32_t i = 0; i < a->n; i++)
			two[i] = two[a->n + i] = a->strs[i];
		ir_attr_strs(p->g, n, a->name, two, 2 * a->n);
	}
}

/* c, Concat[axis=2](Squeeze(Y of f), Squeeze(Y of r)): one bidirectional node; 1 if so */
static int
fuse(Pass *p, Node *c)
{
	const Attr *ax = ir_attr(c, SYMC("axis"));
	if (c->nin != 2 || !ax || ax->i != 2)
		return 0;
	Node *f = squeezedy(ir_in(c, 0)), *r = squeezedy(ir_in(c, 1));
	if (!f || !r || f == r || f->kind != r->kind || f->owner != c->owner ||
	    r->owner != c->owner || strcmp(direction(f), "forward") ||
	    strcmp(direction(r), "reverse") || !sameattrs(f, r) || f->nin != r->nin ||
	    f->nout != r->nout || ir_in(f, 0) != ir_in(r, 0))
		return 0;
	const Attr *hs = ir_attr(f, SYMC("hidden_size"));
	if (!hs || hs->i <= 0)
		return 0;
	for (const Attr *a = f->attr; a; a = a->next)
		if (!copyable(a))
			return 0;
	if (!onlyuse(ir_in(c, 0), c, 0) || !onlyuse(ir_in(c, 1), c, 1) ||
	    !onlyuse(f->out[0], ir_in(c, 0)->def, 0) || !onlyuse(r->out[0], ir_in(c, 1)->def, 0))
		return 0;
	/* inputs X, W, R, B, sequence_lens, initial_h, initial_c, P: the same X and lengths,
	 * the rest present in both or neither, no peepholes */
	for (uint32_t i = 1; i < f->nin; i++)
		if (ir_isnone(ir_in(f, i)) != ir_isnone(ir_in(r, i)))
			return 0;
	if ((f->nin > 4 && ir_in(f, 4) != ir_in(r, 4)) || (f->nin > 7 && !ir_isnone(ir_in(f, 7))))
		return 0;
	Node *sc[2] = {NULL, NULL};
	int32_t at2[2];
	for (uint32_t k = 1; k < f->nout; k++) {
		sc[k - 1] = stateconcat(f, r, k, &at2[k - 1]);
		if (at2[k - 1] == -2)
			return 0;
	}
	/* the node goes where the later of the two is: both its inputs are there */
	Node *at = f;
	for (Node *x = f; x != ir_end(f->owner); x = x->next)
		if (x == r)
			at = r;
	at = at->next;
	Value *in[8];
	for (uint32_t i = 0; i < f->nin; i++) {
		Value *a = ir_in(f, i), *b = ir_in(r, i);
		if (i == 0 || i == 4 || ir_isnone(a))
			in[i] = a;
		else if (i >= 5 && halves(a, b))
			in[i] = halves(a, b);
		else
			in[i] = concat0(p, at, a, b);
	}
	const Type *yt = f->out[0]->type;
	Dim yd[4] = {DIM_UNKNOWN, 2, DIM_UNKNOWN, hs->i};
	if (yt && yt->kind == T_TENSOR && yt->rank == 4)
		yd[0] = yt->dims[0], yd[2] = yt->dims[2];
	DType dt = yt ? yt->dtype : DT_F32;
	Node *b = onnx_mknode(p, at, f->kind == SYMC("onnx::LSTM") ? "LSTM" :
		f->kind == SYMC("onnx::GRU") ? "GRU" : "RNN", in, f->nin, ty_tensor(dt, 4, yd));
	for (uint32_t k = 1; k < f->nout; k++)
		ir_addoutput(p->g, b, doubled(f->out[k]->type));
	for (const Attr *a = f->attr; a; a = a->next)
		copyattr(p, b, a);
	ir_attr_s(p->g, b, SYMC("direction"), "bidirectional");
	Value *tin = b->out[0];
	Dim td[4] = {yd[0], yd[2], 2, yd[3]};
	Value *tr = onnx_mknode(p, at, "Transpose", &tin, 1, ty_tensor(dt, 4, td))->out[0];
	ir_attr_ints(p->g, tr->def, SYMC("perm"), (int64_t[]){0, 2, 1, 3}, 4);
	int64_t shape[3] = {0, 0, 2 * hs->i};
	Value *rin[2] = {tr, onnx_ints(p, at, shape, 3, 1)};
	Value *y = onnx_mknode(p, at, "Reshape", rin, 2, c->out[0]->type)->out[0];
	ir_replaceuses(c->out[0], y);
	for (uint32_t k = 1; k < f->nout; k++) {
		Node *cc = sc[k - 1];
		if (!cc)
			continue;
		/* the two states, neighbours in the Concat, are the one state of both */
		ir_setinput(cc, (uint32_t)at2[k - 1], b->out[k]);
		ir_removeinput(cc, (uint32_t)at2[k - 1] + 1);
		if (cc->nin == 1)
			ir_replaceuses(cc->out[0], b->out[k]);
	}
	return 1;
}

static uint32_t
walk(Pass *p, Block *b)
{
	uint32_t k = 0;
	for (Node *n = ir_first(b); n != ir_end(b); n = n->next) {
		for (uint32_t i = 0; i < n->nblk; i++)
			k += walk(p, n->blk[i]);
		if (onnx_is(n, "Concat") && n->out[0]->uses)
			k += (uint32_t)fuse(p, n);
	}
	return k;
}

/* the bidirectional layers made one node each, how many (the old left for onnxdce) */
uint32_t
peep_bidir(Pass *p)
{
	return walk(p, p->g->top);
}
