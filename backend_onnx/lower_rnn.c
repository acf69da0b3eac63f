/* Lowering of rnn_layer (one layer and direction of nn.LSTM, nn.GRU, nn.RNN; build_rnn.c)
 * to ONNX's LSTM, GRU and RNN, which compute what PyTorch's CPU kernels compute once the
 * weights are in ONNX's order:
 *   LSTM  PyTorch's gates i, f, g, o are ONNX's i, o, f, c: the row blocks 0, 3, 1, 2
 *   GRU   PyTorch's r, z, n are ONNX's z, r, h: blocks 1, 0, 2, and linear_before_reset=1
 *         (PyTorch's n = tanh(W_in x + b_in + r * (W_hn h + b_hn)))
 *   RNN   one block; activations ["Tanh"] or ["Relu"]
 * W and R are the reordered weights with a leading direction dim of 1, B the two reordered
 * biases concatenated (absent: ONNX's default is zeros, as bias=False is); the reorder is
 * Slice and Concat over the weights (ONNX Runtime folds them when it loads the model;
 * scriptc's -O2 does not yet: foldweights works on the aten rows before lowering, and has
 * no slice or cat among them).  ONNX's reverse
 * direction reads the sequence from its end and writes each step's output at its own time
 * index, as PyTorch's reverse direction does.  Y [seq, 1, batch, hidden] and Y_h, Y_c
 * [1, batch, hidden] lose their direction dim.  ONNX Runtime aborts on a batch of 0, where
 * PyTorch returns empty outputs: where the batch may be 0, the input and states are padded
 * with one row of zeros when it is (Pad by Equal(batch, 0)), and the outputs sliced back
 * to the batch. */
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
		piece[j] = lw_op(lw, "Slice", in, 4, lw_unknown(w->type->dtype, r));
	}
	Value *c = lw_op(lw, "Concat", piece, (uint32_t)k, lw_unknown(w->type->dtype, r));
	ir_attr_i(lw->g, c->def, SYMC("axis"), 0);
	return c;
}

/* x, made to fail at run time when its first dim is 0: [x][len == 0 ? 1 : 0], a Gather out
 * of range (lower_loss.c's failwhen) */
static Value *
nonempty(Lower *lw, Value *x)
{
	int64_t z = 0;
	Value *len = lw_attri(lw, lw_op2(lw, "Gather", lw_shape(lw, x), lw_int(lw, 0),
		ty_tensor(DT_I64, 0, NULL)), "axis", 0);
	Value *bad = lw_cast(lw, lw_op2(lw, "Equal", len, lw_int(lw, 0), ty_tensor(DT_BOOL, 0,
		NULL)), DT_I64);
	Value *u = lw_op2(lw, "Unsqueeze", x, lw_ints(lw, &z, 1), lw_unknown(x->type->dtype,
		x->type->rank + 1));
	return lw_attri(lw, lw_op2(lw, "Gather", u, bad, x->type), "axis", 0);
}

/* x with e (a 1-d int64 [0] or [1]) rows of zeros added at the end of dim ax */
static Value *
padrows(Lower *lw, Value *x, Value *e, int ax)
{
	int32_t r = x->type->rank;
	Value *p[3] = {lw_ints(lw, (int64_t[]){0, 0, 0, 0, 0, 0}, (uint32_t)(r + ax)), e,
		lw_ints(lw, (int64_t[]){0, 0, 0}, (uint32_t)(r - ax - 1))};
	Value *pads = lw_attri(lw, lw_op(lw, "Concat", p, 3, lw_unknown(DT_I64, 1)), "axis", 0);
	return lw_op2(lw, "Pad", x, pads, lw_unknown(x->type->dtype, r));
}

/* x[..., :len, ...] on dim ax (len 1-d int64) */
static Value *
cut(Lower *lw, Value *x, Value *len, int64_t ax, Type *t)
{
	Value *in[4] = {x, lw_ints(lw, (int64_t[]){0}, 1), len, lw_ints(lw, &ax, 1)};
	return lw_op(lw, "Slice", in, 4, t);
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
	int64_t mode, rev, first;
	if (!arg_const(n, "mode", 0, &mode) || !arg_const(n, "reverse", 0, &rev) ||
	    !arg_const(n, "first", 0, &first))
		return lw_fail(lw, n, "mode, reverse and first must be constants");
	Type *yt = lw_outty(n, 0), *ht = lw_outty(n, 1);
	Dim hid = ir_in(n, 4)->type->dims[1];
	DType dt = yt->dtype;
	if (dt != DT_F32 && dt != DT_F64)
		return lw_fail(lw, n, "ONNX's recurrent layers take float32 or float64, not %s",
			dtype_name(dt));
	if (!dim_known(hid))
		return lw_fail(lw, n, "the hidden size must be known at compile time");
	const int *ord = mode == 0 ? lstmorder : mode == 1 ? gruorder : rnnorder;
	int k = mode == 0 ? 4 : mode == 1 ? 3 : 1;
	Value *x = lw_arg(lw, n, 0, dt);
	if (first && !(dim_known(yt->dims[0]) && yt->dims[0] > 0))
		x = nonempty(lw, x);
	Value *h0 = lw_arg(lw, n, 1, dt), *c0 = mode == 0 ? lw_arg(lw, n, 2, dt) : NULL;
	Value *blen = NULL;
	if (!(dim_known(yt->dims[1]) && yt->dims[1] > 0)) { /* the batch may be 0 */
		Value *sl[3] = {lw_shape(lw, x), lw_ints(lw, (int64_t[]){1}, 1),
			lw_ints(lw, (int64_t[]){2}, 1)};
		blen = lw_op(lw, "Slice", sl, 3, lw_unknown(DT_I64, 1));
		Value *e = lw_cast(lw, lw_op2(lw, "Equal", blen, lw_ints(lw, (int64_t[]){0}, 1),
			lw_unknown(DT_BOOL, 1)), DT_I64);
		x = padrows(lw, x, e, 1);
		h0 = padrows(lw, h0, e, 0);
		if (c0)
			c0 = padrows(lw, c0, e, 0);
	}
	Value *in[7] = {x,
		unsq0(lw, reorder(lw, lw_arg(lw, n, 3, dt), ord, k, hid)),
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
	/* sequence_lens: a packed sequence's lengths (int32 in ONNX), else every sequence runs
	 * to the end; Y is zeros past each length, Y_h and Y_c the state at each sequence's
	 * last step, and the reverse direction starts there, as PyTorch's packed layers */
	if (n->nin > 10 && !ir_isnone(ir_in(n, 10))) {
		Value *sl = lw_cast(lw, lw_arg(lw, n, 10, DT_I64), DT_I32);
		if (blen) { /* a padded row runs one step (ONNX Runtime refuses a length of 0) */
			Value *e = lw_cast(lw, lw_op2(lw, "Equal", blen, lw_ints(lw,
				(int64_t[]){0}, 1), lw_unknown(DT_BOOL, 1)), DT_I64);
			sl = padrows(lw, sl, e, 0);
			sl = lw_op2(lw, "Max", sl, lw_cast(lw, lw_ints(lw, (int64_t[]){1}, 1),
				DT_I32), lw_unknown(DT_I32, 1));
		}
		in[nin++] = sl;
	} else
		in[nin++] = none;

	in[nin++] = unsq0(lw, h0);
	if (mode == 0)
		in[nin++] = unsq0(lw, c0);
	const char *op = mode == 0 ? "LSTM" : mode == 1 ? "GRU" : "RNN";
	Node *r = lw_node(lw, op, in, nin, mode == 0 ? 3 : 2);
	Dim bd = blen ? DIM_UNKNOWN : yt->dims[1]; /* padded: the batch or 1 */
	Dim yd[4] = {yt->dims[0], 1, bd, yt->dims[2]}, hd[3] = {1, bd, ht->dims[1]};
	r->out[0]->type = ty_tensor(dt, 4, yd);
	for (uint32_t i = 1; i < r->nout; i++)
		r->out[i]->type = ty_tensor(dt, 3, hd);
	ir_attr_i(lw->g, r, SYMC("hidden_size"), hid);
	ir_attr_s(lw->g, r, SYMC("direction"), rev ? "reverse" : "forward");
	if (mode == 1)
		ir_attr_i(lw->g, r, SYMC("linear_before_reset"), 1);
	if (mode >= 2) {
		const char *act = mode == 2 ? "Tanh" : "Relu";
		ir_attr_strs(lw->g, r, SYMC("activations"), &act, 1);
	}
	Value *outs[3];
	Value *y = r->out[0], *hy = r->out[1], *cy = mode == 0 ? r->out[2] : NULL;
	if (blen) {
		y = cut(lw, y, blen, 2, lw_unknown(dt, 4));
		hy = cut(lw, hy, blen, 1, lw_unknown(dt, 3));
		if (cy)
			cy = cut(lw, cy, blen, 1, lw_unknown(dt, 3));
	}
	outs[0] = squeeze(lw, y, 1, yt);
	outs[1] = squeeze(lw, hy, 0, ht);
	outs[2] = cy ? squeeze(lw, cy, 0, lw_outty(n, 2)) : outs[1];
	lw_done(lw, n, outs);
	return 0;
}
