/* Lowering of scriptc's rows of the recurrent layers (build_rnn.c; ops.def).
 *
 * rnn_layer (one layer and direction of nn.LSTM, nn.GRU, nn.RNN) to ONNX's LSTM, GRU and
 * RNN, which compute what PyTorch's CPU kernels compute once the weights are in ONNX's order:
 *   LSTM  PyTorch's gates i, f, g, o are ONNX's i, o, f, c: the row blocks 0, 3, 1, 2
 *   GRU   PyTorch's r, z, n are ONNX's z, r, h: blocks 1, 0, 2, and linear_before_reset=1
 *         (PyTorch's n = tanh(W_in x + b_in + r * (W_hn h + b_hn)))
 *   RNN   one block; activations ["Tanh"] or ["Relu"]
 * W and R are the reordered weights with a leading direction dim of 1, B the two reordered
 * biases concatenated (absent: ONNX's default is zeros, as bias=False is); the reorder is
 * Slice and Concat over the weights, which -O2's onnxfold computes at compile time (and
 * ONNX Runtime when it loads the model otherwise).  ONNX's reverse direction reads the
 * sequence from its end and writes each step's output at its own time index, as PyTorch's
 * reverse direction does.  The states are ONNX's [1, batch, hidden] already (build_rnn.c
 * slices them so, and concatenates the results): only Y [seq, 1, batch, hidden] loses its
 * direction dim.
 *
 * rnn_pad and rnn_cut, once per stack of cells passes/seqcell.c made a layer (a stack of
 * nn.LSTM's is an If where its batch may be 0, build_rnn.c; rnn_pad of x itself,
 * batch=False, checks the sequence, in its empty branch or before the layers), not per
 * layer: ONNX Runtime aborts on a
 * batch of 0, where PyTorch returns empty outputs, and ONNX's layers take no empty
 * sequence, which PyTorch refuses ("Expected sequence length to be larger than 0 in RNN").
 * Where like's (the input's) batch may be 0, the input, states and lengths are padded with
 * one row (Pad by Equal(batch, 0)), and the results cut back to the batch (Slice); where its
 * sequence may be empty, the pads of a 3-d tensor crop one step off dim 0 when it is, which
 * fails at run time for the input itself (ONNX Runtime: "Tensor shape.Size() must be >= 0");
 * the states' pads share that vector (one Where and Concat), their crop moot as the input's
 * pad fails.  With batch=False (a stack of RNN layers: ONNX Runtime's RNN takes an empty
 * batch) no batch is padded, only the sequence checked.  Where both dims are known
 * non-zero, they are no nodes at all:
 *     e = Equal(Shape(x)[0:2], 0)                   [seq == 0, batch == 0]
 *     pads = Concat([0, 0, 0], Where(e, [-1, 1], [0, 0]), [0])
 *     x', h', c' = Pad(x, pads), Pad(h, pads), Pad(c, pads)
 *     ... the layers ...
 *     y = Slice(y', 0, Shape(x)[1:2], axis 1)       and h_n, c_n the same */
#include "backend.h"

static const int lstmorder[4] = {0, 3, 1, 2}, gruorder[3] = {1, 0, 2}, rnnorder[1] = {0};

/* w's row blocks of size h in the order ord (k of them), as one tensor; typed with w's dims
 * (the blocks' dim 0 h) where w's dim 0 is known to be k * h, which lets licm move the
 * reorder out of a loop body where the weights are inputs */
static Value *
reorder(Lower *lw, Value *w, const int *ord, int k, int64_t h)
{
	int32_t r = w->type->rank;
	if (k == 1)
		return w;
	DType dt = w->type->dtype;
	int typed = (r == 1 || r == 2) && dim_known(w->type->dims[0]) && w->type->dims[0] == k * h;
	Dim d[2] = {h, r == 2 ? w->type->dims[1] : 0};
	Value *piece[4];
	for (int j = 0; j < k; j++) {
		int64_t st = ord[j] * h, en = (ord[j] + 1) * h, ax = 0;
		Value *in[4] = {w, lw_ints(lw, &st, 1), lw_ints(lw, &en, 1), lw_ints(lw, &ax, 1)};
		piece[j] = lw_op(lw, "Slice", in, 4, typed ? ty_tensor(dt, r, d) :
			lw_unknown(dt, r));
	}
	d[0] = k * h;
	Value *c = lw_op(lw, "Concat", piece, (uint32_t)k, typed ? ty_tensor(dt, r, d) :
		lw_unknown(dt, r));
	ir_attr_i(lw->g, c->def, SYMC("axis"), 0);
	return c;
}

static Value *
unsq0(Lower *lw, Value *x)
{
	int64_t ax = 0;
	const Type *t = x->type;
	Type *u = lw_unknown(t->dtype, t->rank + 1);
	if (t->rank >= 0 && t->rank < MAXRANK) {
		Dim d[MAXRANK];
		d[0] = 1;
		for (int32_t i = 0; i < t->rank; i++)
			d[i + 1] = t->dims[i];
		u = ty_tensor(t->dtype, t->rank + 1, d);
	}
	return lw_op2(lw, "Unsqueeze", x, lw_ints(lw, &ax, 1), u);
}

/* ONNX's LSTM (mode 0), GRU (1) or RNN (2 tanh, 3 relu) node of n's weights (inputs 3 to 6,
 * PyTorch's order, reordered here) over X [seq, batch, in] from the states H and C ([1,
 * batch, hidden]; C for LSTM only), lens its sequence_lens or NULL; its Y_h and Y_c typed
 * st, Y left to the caller; NULL after an error */
static Node *
rnnnode(Lower *lw, Node *n, int64_t mode, int rev, Value *X, Value *H, Value *C, Value *lens,
	Type *st)
{
	Dim hid = ir_in(n, 4)->type->dims[1];
	DType dt = st->dtype;
	if (dt != DT_F32 && dt != DT_F64) {
		lw_fail(lw, n, "ONNX's recurrent layers take float32 or float64, not %s",
			dtype_name(dt));
		return NULL;
	}
	if (!dim_known(hid)) {
		lw_fail(lw, n, "the hidden size must be known at compile time");
		return NULL;
	}
	const int *ord = mode == 0 ? lstmorder : mode == 1 ? gruorder : rnnorder;
	int k = mode == 0 ? 4 : mode == 1 ? 3 : 1;
	Value *in[7] = {X, unsq0(lw, reorder(lw, lw_arg(lw, n, 3, dt), ord, k, hid)),
		unsq0(lw, reorder(lw, lw_arg(lw, n, 4, dt), ord, k, hid)), NULL, NULL, NULL,
		NULL};
	uint32_t nin = 3;
	if (!ir_isnone(ir_in(n, 5))) {
		Value *b[2] = {reorder(lw, lw_arg(lw, n, 5, dt), ord, k, hid),
			reorder(lw, lw_arg(lw, n, 6, dt), ord, k, hid)};
		Value *bb = lw_op(lw, "Concat", b, 2, lw_unknown(dt, 1));
		ir_attr_i(lw->g, bb->def, SYMC("axis"), 0);
		in[nin++] = unsq0(lw, bb);
	}
	Value *none = ir_const_none(lw->g, lw->at, lw->at->loc);
	while (nin < 4)
		in[nin++] = none; /* B absent: zeros */
	in[nin++] = lens ? lens : none;
	in[nin++] = H;
	if (mode == 0)
		in[nin++] = C;
	const char *op = mode == 0 ? "LSTM" : mode == 1 ? "GRU" : "RNN";
	Node *r = lw_node(lw, op, in, nin, mode == 0 ? 3 : 2);
	for (uint32_t i = 1; i < r->nout; i++)
		r->out[i]->type = st;
	ir_attr_i(lw->g, r, SYMC("hidden_size"), hid);
	ir_attr_s(lw->g, r, SYMC("direction"), rev ? "reverse" : "forward");
	if (mode == 1)
		ir_attr_i(lw->g, r, SYMC("linear_before_reset"), 1);
	if (mode >= 2) {
		const char *act = mode == 2 ? "Tanh" : "Relu";
		ir_attr_strs(lw->g, r, SYMC("activations"), &act, 1);
	}
	return r;
}

int
lower_rnn_layer(Lower *lw, Node *n)
{
	int64_t mode, rev;
	if (!arg_const(n, "mode", 0, &mode) || !arg_const(n, "reverse", 0, &rev))
		return lw_fail(lw, n, "mode and reverse must be constants");
	Type *yt = lw_outty(n, 0);
	DType dt = yt->dtype;
	/* sequence_lens: a packed sequence's lengths (int32 in ONNX), else every sequence runs
	 * to the end; Y is zeros past each length, Y_h and Y_c the state at each sequence's
	 * last step, and the reverse direction starts there, as PyTorch's packed layers */
	Value *lens = NULL;
	if (n->nin > 9 && !ir_isnone(ir_in(n, 9)))
		lens = lw_cast(lw, lw_arg(lw, n, 9, DT_I64), DT_I32);
	Value *none = ir_const_none(lw->g, lw->at, lw->at->loc); /* zeros, ONNX's default */
	Value *h = ir_isnone(ir_in(n, 1)) ? none : lw_arg(lw, n, 1, dt);
	Value *c = mode != 0 ? NULL : ir_isnone(ir_in(n, 2)) ? none : lw_arg(lw, n, 2, dt);
	Node *r = rnnnode(lw, n, mode, rev != 0, lw_arg(lw, n, 0, dt), h, c, lens,
		lw_outty(n, 1));
	if (!r)
		return -1;
	Dim yd[4] = {yt->dims[0], 1, yt->dims[1], yt->dims[2]};
	r->out[0]->type = ty_tensor(dt, 4, yd);
	int64_t ax = 1;
	Value *outs[3] = {lw_op2(lw, "Squeeze", r->out[0], lw_ints(lw, &ax, 1), yt), r->out[1],
		mode == 0 ? r->out[2] : r->out[1]};
	lw_done(lw, n, outs);
	return 0;
}

/* rnn_cell (one step of nn.LSTMCell, GRUCell, RNNCell; build_rnn.c) as the same node over a
 * sequence of one step: x, h and c [batch, *] unsqueezed to [1, batch, *], Y_h and Y_c
 * squeezed back (Y unused).  ONNX Runtime aborts on a batch of 0, which PyTorch's cells take
 * (empty results): build_rnn.c makes the row only where the batch is known non-zero (the
 * guard below costs more in a loop body than the node saves: bench/README.md), and where a
 * type says less here, x, h and c get one row of zeros more, always (Pad by constant pads,
 * no shape arithmetic in a loop body), and the results lose their last row (Slice to -1),
 * exact as the rows are independent:
 *     X, H, C = Pad(Unsqueeze(x, h, c, [0]), [0, 0, 0, 0, 1, 0])
 *     _, Y_h, Y_c = LSTM(X, W, R, B, , H, C)
 *     h', c' = Squeeze(Slice(Y_h, Y_c, [0], [-1], [1]), [0]) */
static int
nonzero(Dim d)
{
	return dim_known(d) && d > 0;
}

static Value *
cellin(Lower *lw, Node *n, uint32_t i, int pad, DType dt)
{
	Value *x = unsq0(lw, lw_arg(lw, n, i, dt));
	if (!pad)
		return x;
	int64_t p[6] = {0, 0, 0, 0, 1, 0};
	return lw_op2(lw, "Pad", x, lw_ints(lw, p, 6), lw_unknown(dt, 3));
}

static Value *
cellout(Lower *lw, Value *y, int pad, Type *t)
{
	int64_t z = 0, ax = 1;
	if (pad) {
		int64_t e = -1;
		Value *in[4] = {y, lw_ints(lw, &z, 1), lw_ints(lw, &e, 1), lw_ints(lw, &ax, 1)};
		y = lw_op(lw, "Slice", in, 4, lw_unknown(t->dtype, 3));
	}
	return lw_op2(lw, "Squeeze", y, lw_ints(lw, &z, 1), t);
}

int
lower_rnn_cell(Lower *lw, Node *n)
{
	int64_t mode;
	if (!arg_const(n, "mode", 0, &mode))
		return lw_fail(lw, n, "mode must be a constant");
	Type *t = lw_outty(n, 0);
	DType dt = t->dtype;
	int pad = !nonzero(t->dims[0]);
	Dim sd[3] = {1, pad ? DIM_UNKNOWN : t->dims[0], t->dims[1]};
	Node *r = rnnnode(lw, n, mode, 0, cellin(lw, n, 0, pad, dt), cellin(lw, n, 1, pad, dt),
		mode == 0 ? cellin(lw, n, 2, pad, dt) : NULL, NULL, ty_tensor(dt, 3, sd));
	if (!r)
		return -1;
	r->out[0]->type = lw_unknown(dt, 4);
	Value *outs[2] = {cellout(lw, r->out[1], pad, t), NULL};
	outs[1] = mode == 0 ? cellout(lw, r->out[2], pad, t) : outs[0];
	lw_done(lw, n, outs);
	return 0;
}

/* dims [a, b) of x's shape, 1-d int64 (Shape's start and end from opset 15) */
static Value *
shapepart(Lower *lw, Value *x, int64_t a, int64_t b)
{
	Value *s = lw_op1(lw, "Shape", x, lw_unknown(DT_I64, 1));
	if (lw->opset >= 15) {
		ir_attr_i(lw->g, s->def, SYMC("start"), a);
		ir_attr_i(lw->g, s->def, SYMC("end"), b);
		return s;
	}
	Value *in[3] = {s, lw_ints(lw, &a, 1), lw_ints(lw, &b, 1)};
	return lw_op(lw, "Slice", in, 3, lw_unknown(DT_I64, 1));
}

int
lower_rnn_pad(Lower *lw, Node *n)
{
	Type *t = ir_in(n, 0)->type, *like = ir_in(n, 1)->type;
	int64_t ax, batch;
	double v = 0;
	if (!arg_const(n, "dim", 0, &ax) || !ir_constfloat(ir_in(n, 3), &v) || like->rank != 3 ||
	    !((t->rank == 3 && ax == 1) || (t->rank == 1 && ax == 0)) ||
	    !arg_const(n, "batch", 1, &batch))
		return lw_fail(lw, n, "a 3-d self padded on dim 1 or a 1-d one on dim 0");
	DType dt = lw_outty(n, 0)->dtype;
	Value *x = lw_arg(lw, n, 0, dt);
	int pb = batch && !nonzero(like->dims[1]), ps = t->rank == 3 && !nonzero(like->dims[0]);
	if (!pb && !(ps && ir_in(n, 0) == ir_in(n, 1))) /* only the input checks the sequence */
		return lw_done1(lw, n, x);
	Value *e = lw_op2(lw, "Equal", shapepart(lw, lw_arg(lw, n, 1, lw_dtype(ir_in(n, 1))),
		0, 2), lw_ints(lw, (int64_t[]){0, 0}, 2), lw_unknown(DT_BOOL, 1));
	/* [-(seq == 0), batch == 0], each where it may be; for a 1-d self, its pads */
	Value *w[3] = {e, lw_ints(lw, (int64_t[]){-ps, pb}, 2), lw_ints(lw, (int64_t[]){0, 0},
		2)};
	Value *p = lw_op(lw, "Where", w, 3, lw_unknown(DT_I64, 1));
	if (t->rank == 3) {
		Value *c[3] = {lw_ints(lw, (int64_t[]){0, 0, 0}, 3), p, lw_ints(lw,
			(int64_t[]){0}, 1)};
		p = lw_attri(lw, lw_op(lw, "Concat", c, 3, lw_unknown(DT_I64, 1)), "axis", 0);
	}
	Value *in[3] = {x, p, v != 0 ? lw_scalar(lw, dt, v) : NULL};
	return lw_done1(lw, n, lw_op(lw, "Pad", in, v != 0 ? 3 : 2, lw_outty(n, 0)));
}

int
lower_rnn_cut(Lower *lw, Node *n)
{
	Type *like = ir_in(n, 1)->type;
	int64_t ax;
	if (!arg_const(n, "dim", 0, &ax) || like->rank != 3)
		return lw_fail(lw, n, "a constant dim and a 3-d like");
	DType dt = lw_outty(n, 0)->dtype;
	Value *x = lw_arg(lw, n, 0, dt);
	if (nonzero(like->dims[1]))
		return lw_done1(lw, n, x);
	Value *in[4] = {x, lw_ints(lw, (int64_t[]){0}, 1),
		shapepart(lw, lw_arg(lw, n, 1, lw_dtype(ir_in(n, 1))), 1, 2), lw_ints(lw, &ax, 1)};
	return lw_done1(lw, n, lw_op(lw, "Slice", in, 4, lw_outty(n, 0)));
}

/* rnn_steps: the steps of dim 0 as a sequence (SplitToSequence without split: one element
 * per step, none of no steps) */
int
lower_rnn_steps(Lower *lw, Node *n)
{
	Value *s = lw_op1(lw, "SplitToSequence", lw_arg(lw, n, 0, lw_outty(n, 0)->elem->dtype),
		lw_outty(n, 0));
	ir_attr_i(lw->g, s->def, SYMC("axis"), 0);
	ir_attr_i(lw->g, s->def, SYMC("keepdims"), 0);
	return lw_done1(lw, n, s);
}
