/* Lowering of rnn_layer (one layer and direction of nn.LSTM, nn.GRU, nn.RNN; build_rnn.c)
 * to ONNX's LSTM, GRU and RNN, which compute what PyTorch's CPU kernels compute once the
 * weights are in ONNX's order:
 *   LSTM  PyTorch's gates i, f, g, o are ONNX's i, o, f, c: the row blocks 0, 3, 1, 2
 *   GRU   PyTorch's r, z, n are ONNX's z, r, h: blocks 1, 0, 2, and linear_before_reset=1
 *         (PyTorch's n = tanh(W_in x + b_in + r * (W_hn h + b_hn)))
 *   RNN   one block; activations ["Tanh"] or ["Relu"]
 * W and R are the reordered weights with a leading direction dim of 1, B the two reordered
 * biases concatenated (absent: ONNX's default is zeros, as bias=False is); the reorder is
 * Slice and Concat over the weights, which -O2 folds into the initializers.  ONNX's reverse
 * direction reads the sequence from its end and writes each step's output at its own time
 * index, as PyTorch's reverse direction does.  Y [seq, 1, batch, hidden] and Y_h, Y_c
 * [1, batch, hidden] lose their direction dim. */
#include "backend.h"

static const int lstmorder[4] = {0, 3, 1, 2}, gruorder[3] = {1, 0, 2}, rnnorder[1] = {0};

/* w's row blocks of size h in the order ord (k of them), as one tensor */
static Value *
reorder(Lower *lw, Value *w, const int *ord, int k, int64_t h)
{
	int32_t r = w->type->rank;
	if (k == 1)
		return w;
	Value *piece[4];
	for (int j = 0; j < k; j++) {
		int64_t st = ord[j] * h, en = (ord[j] + 1) * h, ax = 0;
		Value *in[4] = {w, lw_ints(lw, &st, 1), lw_ints(lw, &en, 1), lw_ints(lw, &ax, 1)};
		piece[j] = lw_op(lw, "Slice", in, 4, lw_unknown(DT_F32, r));
	}
	Value *c = lw_op(lw, "Concat", piece, (uint32_t)k, lw_unknown(DT_F32, r));
	ir_attr_i(lw->g, c->def, SYMC("axis"), 0);
	return c;
}

static Value *
unsq0(Lower *lw, Value *x)
{
	int64_t ax = 0;
	return lw_op2(lw, "Unsqueeze", x, lw_ints(lw, &ax, 1),
		lw_unknown(x->type->dtype, x->type->rank + 1));
}

static Value *
squeeze(Lower *lw, Value *x, int64_t ax, Type *t)
{
	return lw_op2(lw, "Squeeze", x, lw_ints(lw, &ax, 1), t);
}

int
lower_rnn_layer(Lower *lw, Node *n)
{
	int64_t mode, rev;
	if (!arg_const(n, "mode", 0, &mode) || !arg_const(n, "reverse", 0, &rev))
		return lw_fail(lw, n, "mode and reverse must be constants");
	Type *yt = lw_outty(n, 0), *ht = lw_outty(n, 1);
	Dim hid = ir_in(n, 4)->type->dims[1];
	if (yt->dtype != DT_F32)
		return lw_fail(lw, n, "ONNX Runtime's recurrent layers take float32, not %s",
			dtype_name(yt->dtype));
	if (!dim_known(hid))
		return lw_fail(lw, n, "the hidden size must be known at compile time");
	const int *ord = mode == 0 ? lstmorder : mode == 1 ? gruorder : rnnorder;
	int k = mode == 0 ? 4 : mode == 1 ? 3 : 1;
	Value *in[7] = {lw_arg(lw, n, 0, DT_F32),
		unsq0(lw, reorder(lw, lw_arg(lw, n, 3, DT_F32), ord, k, hid)),
		unsq0(lw, reorder(lw, lw_arg(lw, n, 4, DT_F32), ord, k, hid)), NULL, NULL, NULL,
		NULL};
	uint32_t nin = 3;
	if (!ir_isnone(ir_in(n, 5))) {
		Value *b[2] = {reorder(lw, lw_arg(lw, n, 5, DT_F32), ord, k, hid),
			reorder(lw, lw_arg(lw, n, 6, DT_F32), ord, k, hid)};
		Value *bb = lw_op(lw, "Concat", b, 2, lw_unknown(DT_F32, 1));
		ir_attr_i(lw->g, bb->def, SYMC("axis"), 0);
		in[nin++] = unsq0(lw, bb);
	}
	Value *none = ir_const_none(lw->g, lw->at, lw->at->loc);
	while (nin < 4)
		in[nin++] = none; /* B absent: zeros */
	in[nin++] = none;         /* sequence_lens: every sequence runs to the end */
	in[nin++] = unsq0(lw, lw_arg(lw, n, 1, DT_F32));
	if (mode == 0)
		in[nin++] = unsq0(lw, lw_arg(lw, n, 2, DT_F32));
	const char *op = mode == 0 ? "LSTM" : mode == 1 ? "GRU" : "RNN";
	Node *r = lw_node(lw, op, in, nin, mode == 0 ? 3 : 2);
	Dim yd[4] = {yt->dims[0], 1, yt->dims[1], yt->dims[2]},
	    hd[3] = {1, ht->dims[0], ht->dims[1]};
	r->out[0]->type = ty_tensor(DT_F32, 4, yd);
	for (uint32_t i = 1; i < r->nout; i++)
		r->out[i]->type = ty_tensor(DT_F32, 3, hd);
	ir_attr_i(lw->g, r, SYMC("hidden_size"), hid);
	ir_attr_s(lw->g, r, SYMC("direction"), rev ? "reverse" : "forward");
	if (mode == 1)
		ir_attr_i(lw->g, r, SYMC("linear_before_reset"), 1);
	if (mode >= 2) {
		const char *act = mode == 2 ? "Tanh" : "Relu";
		ir_attr_strs(lw->g, r, SYMC("activations"), &act, 1);
	}
	Value *outs[3];
	outs[0] = squeeze(lw, r->out[0], 1, yt);
	outs[1] = squeeze(lw, r->out[1], 0, ht);
	outs[2] = mode == 0 ? squeeze(lw, r->out[2], 0, lw_outty(n, 2)) : outs[1];
	lw_done(lw, n, outs);
	return 0;
}
