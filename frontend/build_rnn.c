/* The recurrent cells (F_EXPAND rows of ops.def): torch.rnn_tanh_cell, rnn_relu_cell,
 * lstm_cell and gru_cell, expanded into linear, slices and elementwise rows with PyTorch's
 * CPU formulas (aten/src/ATen/native/RNN.cpp, the cells' operator()), so that inference,
 * folding and lowering are the rows' own:
 *
 *   rnn:  h' = act(linear(h, w_hh, b_hh) + linear(x, w_ih, b_ih))
 *   lstm: g = linear(h, w_hh, b_hh) + linear(x, w_ih, b_ih); s = sigmoid(g);
 *         i, f, o = slices 0, 1, 3 of 4 of s, c~ slice 2 of g
 *         c' = f * c + i * tanh(c~); h' = o * tanh(c')
 *   gru:  gi = linear(x, w_ih, b_ih), gh = linear(h, w_hh, b_hh); s = sigmoid(gh + gi)
 *         r, z = slices 0, 1 of 3 of s (sigmoid(gh_r + gi_r), ...: elementwise, the same)
 *         n = tanh(gi_n + gh_n * r); h' = (h - n) * z + n
 *
 * The slices are of size(g, 1) // k, computed as sizes are, so a weight whose shape is known
 * only at run time works too.  PyTorch checks that input and states are 2-d (a 1-d input is
 * its IndexError "Dimension out of range"); so is it here, at compile time.  It also checks
 * that the states are [input's batch, w_hh's columns] ("Input batch size 3 doesn't match
 * hidden0 batch size 1"), where the rows here would broadcast a state of batch 1: each
 * state is reshaped to that shape, which fails at run time (or at compile time, where the
 * sizes are known) when it has other sizes.  Tensors of different dtypes are refused, as
 * PyTorch refuses them (it does not promote). */
#include "builder.h"

static SV *
ival(Builder *b, int64_t v)
{
	return sv_value(b, emit_const_int(b, v));
}

static SV *
two(Builder *b, uint32_t row, SV *l, SV *r, SrcLoc loc)
{
	SV *a[2] = {l, r};
	return oprow_apply(b, row, a, 2, loc);
}

static SV *
un(Builder *b, uint32_t row, SV *x, SrcLoc loc)
{
	return oprow_apply(b, row, &x, 1, loc);
}

static SV *
linear(Builder *b, SV *x, SV *w, SV *bias, SrcLoc loc)
{
	SV *a[3] = {x, w, bias};
	return oprow_apply(b, OP_aten_linear_Tensor, a, 3, loc);
}

/* piece j of the k pieces of dim 1 of g, each size(g, 1) // k long */
static SV *
piece(Builder *b, SV *g, int k, int j, SrcLoc loc)
{
	SV *n = two(b, OP_aten_floordiv_int, two(b, OP_aten_size_int, g, ival(b, 1), loc),
		ival(b, k), loc);
	SV *a[5] = {g, ival(b, 1), two(b, OP_aten_mul_int, n, ival(b, j), loc),
		two(b, OP_aten_mul_int, n, ival(b, j + 1), loc), ival(b, 1)};
	return oprow_apply(b, OP_aten_slice_Tensor, a, 5, loc);
}

/* a tensor of rank 2 (what PyTorch's checks take), or an error naming the argument */
static int
is2d(Builder *b, const char *op, const char *what, SV *t, SrcLoc loc)
{
	if (t->k == SV_VALUE && t->v->type->kind == T_TENSOR && t->v->type->rank == 2)
		return 0;
	if (t->k == SV_VALUE && t->v->type->kind == T_TENSOR && t->v->type->rank >= 0)
		return emit_error(b, loc, "aten::%s: the %s must be 2-d (batch, features), not %d-d "
			"(PyTorch: Dimension out of range); nn.%s takes 1-d input", op, what,
			t->v->type->rank, op[0] == 'l' ? "LSTMCell" : op[0] == 'g' ? "GRUCell" :
			"RNNCell");
	return emit_error(b, loc, "aten::%s: the %s must be a tensor of rank known at compile "
		"time", op, what);
}

/* s as [size(x, 0), size(w, 1)]: the reshape fails unless s has that shape (or a shape
 * of the same count of elements, which a 2-d s of the same columns cannot have) */
static SV *
fitted(Builder *b, SV *s, SV *x, SV *w, SrcLoc loc)
{
	SV **el = NEWA(b->a, SV *, 2);
	el[0] = two(b, OP_aten_size_int, x, ival(b, 0), loc);
	el[1] = two(b, OP_aten_size_int, w, ival(b, 1), loc);
	SV *l = sv_new(b, SV_TUPLE);
	l->list = 1, l->n = 2, l->el = el;
	return two(b, OP_aten_reshape_Tensor, s, l, loc);
}

/* every tensor of t[0..n) (None skipped) of one dtype, or an error */
static int
onedtype(Builder *b, const char *op, SV **t, int n, SrcLoc loc)
{
	DType dt = DT_UNDEF;
	for (int i = 0; i < n; i++) {
		if (!t[i] || t[i]->k != SV_VALUE || t[i]->v->type->kind != T_TENSOR)
			continue;
		DType d = t[i]->v->type->dtype;
		if (dt != DT_UNDEF && d != DT_UNDEF && d != dt)
			return emit_error(b, loc, "aten::%s: tensors of %s and %s: the input, states "
				"and weights must have one dtype (PyTorch does not promote them)", op,
				dtype_name(dt), dtype_name(d));
		if (d != DT_UNDEF)
			dt = d;
	}
	return 0;
}

/* lstm_cell's hx: a list of two tensors (h, c) known at compile time */
static int
lstmstate(Builder *b, SV *hx, SV **h, SV **c, SrcLoc loc)
{
	if (hx->k != SV_TUPLE || hx->n != 2) {
		if (hx->k == SV_TUPLE)
			return emit_error(b, loc, "aten::lstm_cell: lstm_cell expects two hidden "
				"states, got %u", hx->n);
		return emit_error(b, loc, "aten::lstm_cell: hx must be a list of two tensors "
			"known at compile time ([h, c])");
	}
	*h = hx->el[0];
	*c = hx->el[1];
	return 0;
}

/* t a tensor of rank r whose dim 0 is n (known), and with r == 2 dim 1 known too */
static int
shaped(SV *t, int32_t r, Dim n)
{
	if (t->k != SV_VALUE || t->v->type->kind != T_TENSOR || t->v->type->rank != r)
		return 0;
	const Dim *d = t->v->type->dims;
	return dim_known(d[0]) && d[0] == n && (r == 1 || dim_known(d[1]));
}

static int
isnone(SV *t)
{
	return t->k == SV_VALUE && ir_isnone(t->v);
}

/* the cell as one rnn_cell row (ONNX's LSTM, GRU or RNN of one step, lower_rnn.c), or NULL
 * where ONNX's op is not used: as for the layers, float32 only (ONNX Runtime's kernels take
 * nothing else), the weights' shapes known ([k * hidden, in], [k * hidden, hidden], the
 * biases [k * hidden], both or neither) so that the gates can be reordered (an input of
 * other features keeps the rows, whose linear says so at compile time), and the batch
 * known non-zero: ONNX Runtime aborts on an empty batch, and the guard (lower_rnn.c's pads,
 * 5 nodes a step) costs more in a loop body than the cell's own nodes save (bench/README.md,
 * "Cells as one ONNX node per step") */
static SV *
onenode(Builder *b, uint32_t row, SV **a, SrcLoc loc)
{
	SV *x = a[0], *wi = a[3], *wh = a[4], *bi = a[5], *bh = a[6];
	int64_t mode = row == OP_aten_lstm_cell_Tensor ? 0 : row == OP_aten_gru_cell_Tensor ? 1 :
		row == OP_aten_rnn_tanh_cell_Tensor ? 2 : 3, k = mode == 0 ? 4 : mode == 1 ? 3 : 1;
	Dim n = x->v->type->dims[0], in = x->v->type->dims[1];
	if (x->v->type->dtype != DT_F32 || (dim_known(n) && n <= 0) || wh->k != SV_VALUE ||
	    wh->v->type->kind != T_TENSOR || wh->v->type->rank != 2 ||
	    !dim_known(wh->v->type->dims[1]))
		return NULL;
	Dim g = k * wh->v->type->dims[1];
	if (!shaped(wi, 2, g) || !shaped(wh, 2, g) ||
	    (dim_known(in) && in != wi->v->type->dims[1]) ||
	    !((isnone(bi) && isnone(bh)) || (shaped(bi, 1, g) && shaped(bh, 1, g))))
		return NULL;
	SV *args[8] = {x, a[1], a[2] ? a[2] : a[1], wi, wh, bi, bh, ival(b, mode)};
	SV *t = oprow_apply(b, OP_aten_rnn_cell_Tensor, args, 8, loc);
	if (t->k != SV_TUPLE || mode == 0)
		return t;
	return t->el[0];
}

/* the cell row's result for its arguments arg (schema order, defaults filled in) */
SV *
rnn_cell_expand(Builder *b, const Op *o, SV **arg, SrcLoc loc)
{
	uint32_t row = op_row(o);
	const char *op = sym_str(o->kind);
	op += 6; /* past "aten::" */
	SV *x = arg[0], *h = arg[1], *c = NULL, *wi = arg[2], *wh = arg[3], *bi = arg[4],
	   *bh = arg[5];
	if (row == OP_aten_lstm_cell_Tensor && lstmstate(b, arg[1], &h, &c, loc) < 0)
		return sv_poison(b);
	if (is2d(b, op, "input", x, loc) < 0 || is2d(b, op, "hidden state", h, loc) < 0 ||
	    (c && is2d(b, op, "cell state", c, loc) < 0))
		return sv_poison(b);
	SV *all[7] = {x, h, c, wi, wh, bi, bh};
	if (onedtype(b, op, all, 7, loc) < 0)
		return sv_poison(b);
	h = fitted(b, h, x, wh, loc);
	if (c)
		c = fitted(b, c, x, wh, loc);
	SV *cell[7] = {x, h, c, wi, wh, bi, bh}, *one = onenode(b, row, cell, loc);
	if (one)
		return one;
	SV *gi = linear(b, x, wi, bi, loc), *gh = linear(b, h, wh, bh, loc);
	switch (row) {
	case OP_aten_rnn_tanh_cell_Tensor:
		return un(b, OP_aten_tanh_Tensor, two(b, OP_aten_add_Tensor, gh, gi, loc), loc);
	case OP_aten_rnn_relu_cell_Tensor:
		return un(b, OP_aten_relu_Tensor, two(b, OP_aten_add_Tensor, gh, gi, loc), loc);
	case OP_aten_lstm_cell_Tensor: {
		/* one sigmoid over all four gates (the cell gate's part unused): elementwise,
		 * so i, f and o are what three sigmoids give, in one node chain not three */
		SV *g = two(b, OP_aten_add_Tensor, gh, gi, loc), *s = un(b, OP_aten_sigmoid_Tensor,
			g, loc);
		SV *i = piece(b, s, 4, 0, loc), *f = piece(b, s, 4, 1, loc),
		   *cc = un(b, OP_aten_tanh_Tensor, piece(b, g, 4, 2, loc), loc),
		   *og = piece(b, s, 4, 3, loc);
		SV *cy = two(b, OP_aten_add_Tensor, two(b, OP_aten_mul_Tensor, f, c, loc),
			two(b, OP_aten_mul_Tensor, i, cc, loc), loc);
		SV *hy = two(b, OP_aten_mul_Tensor, og, un(b, OP_aten_tanh_Tensor, cy, loc), loc);
		SV *t = sv_new(b, SV_TUPLE);
		t->n = 2;
		t->el = NEWA(b->a, SV *, 2);
		t->el[0] = hy;
		t->el[1] = cy;
		return t;
	}
	default: { /* gru_cell */
		/* r and z of one sigmoid over gh + gi (its n part unused), as for lstm */
		SV *s = un(b, OP_aten_sigmoid_Tensor, two(b, OP_aten_add_Tensor, gh, gi, loc), loc);
		SV *r = piece(b, s, 3, 0, loc), *z = piece(b, s, 3, 1, loc);
		SV *n = un(b, OP_aten_tanh_Tensor, two(b, OP_aten_add_Tensor, piece(b, gi, 3, 2, loc),
			two(b, OP_aten_mul_Tensor, piece(b, gh, 3, 2, loc), r, loc), loc), loc);
		return two(b, OP_aten_add_Tensor, two(b, OP_aten_mul_Tensor,
			two(b, OP_aten_sub_Tensor, h, n, loc), z, loc), n, loc);
	}
	}
}

/* ---- the layers: torch.lstm, gru, rnn_tanh, rnn_relu (the .input overloads) ----
 *
 * PyTorch's _rnn_impl: for each layer, for each direction, the cell run over the sequence
 * from h0 = hx[layer * dirs + dir]; a bidirectional layer's output is the two directions'
 * outputs concatenated on the feature dim, the next layer's input; h_n stacks every final
 * state in the same order.  Each layer and direction here is one rnn_layer row (lowered to
 * ONNX LSTM/GRU/RNN, lower_rnn.c).  params is the module's flat weight list, per layer and
 * direction w_ih, w_hh, then b_ih, b_hh if has_biases (then w_hr with proj_size, which ONNX's
 * LSTM has no form of: refused; nn.LSTM computes it in the prelude).  Dropout between
 * layers applies only when train is true: a model is compiled in eval mode, and train=True
 * is refused where it would drop (more than one layer, dropout not 0).  Each rnn_layer takes
 * and gives its states in ONNX's form [1, batch, hidden] (h[k:k+1], and h_n their cat), so
 * no state is squeezed and unsqueezed between layers.  PyTorch refuses a sequence of length
 * 0 ("Expected sequence length to be larger than 0 in RNN") and returns empty outputs for a
 * batch of 0, where ONNX Runtime returns zeros or aborts: where either may be 0, the stack
 * is the second branch of an If on x.numel() == 0 (or the sizes' product), whose first
 * gives PyTorch's empty results and fails at run time on an empty sequence (emptyresults);
 * no If where both are known non-zero, and no layers where one is known 0; where only the
 * sequence may be empty (a batch known non-zero, or an nn.RNN's stack, whose ONNX Runtime
 * kernel takes an empty batch), rnn_pad of x itself checks it, no If.  An If costs
 * ONNX Runtime about 1.5 us; the pads of x and the states by one row and the cuts of the
 * results it replaces copied each of them (11 nodes: mod_rnn_lstm_states ran 1.15x
 * PyTorch's export).  ONNX Runtime's RNN takes an empty batch (measured with and without
 * states and lengths, both directions), so an nn.RNN's stack checks the sequence alone.
 *     e = Equal(Size(x), 0)
 *     y, h_n, c_n = If(e)  then: { s = rnn_pad(x, x, 1, 0, False)  (fails on seq == 0)
 *                                  -> Reshape(s, [0, 0, dirs * hidden]),
 *                                     Reshape(hx, [k, s.size(1), hidden]) (a given state)
 *                                     or Reshape(s, [k, 0, hidden]), ... }
 *                          else: { the layers on x, hx, cx }
 * A packed sequence's lengths (b->rnnlens, set by object.c around the prelude's
 * _forward_packed) go to every rnn_layer: ONNX's sequence_lens. */

/* a constant bool or int argument, or -1 after an error */
static int
constflag(Builder *b, const char *op, SV *s, const char *what, int64_t *v, SrcLoc loc)
{
	if (s->k == SV_VALUE && ir_constint(s->v, v))
		return 0;
	return emit_error(b, loc, "aten::%s: %s must be known at compile time", op, what);
}

/* x[i:i+1] on dim 0 */
static SV *
sel(Builder *b, SV *x, int64_t i, SrcLoc loc)
{
	SV *a[5] = {x, ival(b, 0), ival(b, i), ival(b, i + 1), ival(b, 1)};
	return oprow_apply(b, OP_aten_slice_Tensor, a, 5, loc);
}

/* Is s zeros of [k, x's batch, hid] sized by x itself (the prelude's state where hx is
 * None, dim bdim of x its batch)?  Then the layers take no state: ONNX's default is those
 * zeros, and no pad, slice or node makes them.  A state given, even zeros, may be of
 * another batch, which ONNX Runtime's layer refuses as PyTorch does
 * (mod_rnn_state_batch_mismatch): only zeros sized by x's own batch */
static int
zerostate(SV *s, SV *x, int64_t bdim, int64_t k, Dim hid)
{
	const Node *z = s->k == SV_VALUE ? s->v->def : NULL;
	if (!z || z->kind != SYMC("aten::zeros") || !z->nin || s->v->type->kind != T_TENSOR ||
	    s->v->type->rank != 3 || s->v->type->dtype != x->v->type->dtype ||
	    s->v->type->dims[0] != k || !dim_known(hid) || s->v->type->dims[2] != hid)
		return 0;
	const Node *l = ir_in(z, 0)->def;
	if (!l || l->kind != SYMC("prim::ListConstruct") || l->nin != 3)
		return 0;
	Value *n = ir_in(l, 1);
	const Node *sz = n->def;
	Dim xb = x->v->type->dims[bdim];
	int64_t v, d;
	if (ir_constint(n, &v))
		return dim_known(xb) && xb == v;
	return sz && sz->kind == SYMC("aten::size") && sz->nin == 2 && ir_in(sz, 0) == x->v &&
		ir_constint(ir_in(sz, 1), &d) && (d == bdim || d == bdim - 3);
}

/* the n tensors of t concatenated on dim d */
static SV *
catted(Builder *b, SV **t, uint32_t n, int64_t d, SrcLoc loc)
{
	if (n == 1)
		return t[0];
	SV **el = NEWA(b->a, SV *, n);
	for (uint32_t i = 0; i < n; i++)
		el[i] = t[i];
	SV *a[2] = {sv_list(b, el, n), ival(b, d)};
	return oprow_apply(b, OP_aten_cat_Tensor, a, 2, loc);
}

static SV *
transposed(Builder *b, SV *x, SrcLoc loc)
{
	SV *a[3] = {x, ival(b, 0), ival(b, 1)};
	return oprow_apply(b, OP_aten_transpose_int, a, 3, loc);
}

static int
nonzero(Dim d)
{
	return dim_known(d) && d > 0;
}

static SV *
sizeat(Builder *b, SV *x, int64_t d, SrcLoc loc)
{
	SV *a[2] = {x, ival(b, d)};
	return oprow_apply(b, OP_aten_size_int, a, 2, loc);
}

/* The If around a stack whose input's sequence (gs) or batch (gb) may be 0: its condition
 * that one of them is (the empty branch first, the layers second): x.numel() == 0 where
 * the features are known non-zero (one Size), else of the two sizes */
static Node *
emptyif(Builder *b, SV *x, int gs, int gb, SrcLoc loc)
{
	Dim *d = x->v->type->dims;
	/* numel is 0 only where a guarded size is: every other dim is known non-zero */
	int numel = nonzero(d[2]) && (gs || nonzero(d[0])) && (gb || nonzero(d[1]));
	SV *n = numel ? oprow_apply(b, OP_aten_numel_Tensor, &x, 1, loc)
		: gs && gb ? two(b, OP_aten_mul_int, sizeat(b, x, 0, loc), sizeat(b, x, 1, loc), loc)
		: sizeat(b, x, gs ? 0 : 1, loc);
	SV *c = two(b, OP_aten_eq_int, n, ival(b, 0), loc);
	Node *g = ir_node(b->g, S_prim_If, 0, loc);
	ir_addinput(b->g, g, c->v);
	ir_append(b->blk, g);
	return g;
}

/* s reshaped to [a, mid, c] (each an int): of no elements, where chk has none */
static SV *
reshaped(Builder *b, SV *s, SV *a0, SV *mid, SV *c, SrcLoc loc)
{
	SV **el = NEWA(b->a, SV *, 3);
	el[0] = a0, el[1] = mid, el[2] = c;
	SV *a[2] = {s, sv_list(b, el, 3)};
	return oprow_apply(b, OP_aten_reshape_Tensor, a, 2, loc);
}

/* x itself, checked: rnn_pad of x to its own lengths (batch=False) fails where its
 * sequence is empty, as PyTorch raises (lower_rnn.c) */
static SV *
seqcheck(Builder *b, SV *x, SrcLoc loc)
{
	SV *a[5] = {x, x, ival(b, 1), sv_value(b, emit_const_float(b, 0)),
		sv_value(b, emit_const_bool(b, 0))};
	return oprow_apply(b, OP_aten_rnn_pad_Tensor, a, 5, loc);
}

/* The empty branch: PyTorch's results where x's batch is 0 (output [seq, 0, dirs *
 * hidden], the states [k, 0, hidden]); where the sequence is 0 it fails at run time, as
 * PyTorch raises.  chk, rnn_pad of x itself (batch=False), fails there (lower_rnn.c); the
 * results are views of it, which has no elements here (Reshape(chk, [0, 0, dirs * hidden])
 * and [k, 0, hidden]: its own dims copied, no shape arithmetic, and it must run), and a
 * given state is reshaped to [k, 0, hidden], which fails for a state of another batch,
 * where PyTorch raises. */
static void
emptyresults(Builder *b, SV *x, uint32_t n, int64_t k, SV *w_hh, int64_t dirs, SV *h, SV *c,
	     SV **out, SrcLoc loc)
{
	SV *chk = seqcheck(b, x, loc);
	Dim hid = w_hh->v->type->dims[1];
	SV *hidden = dim_known(hid) ? ival(b, hid) : sizeat(b, w_hh, 1, loc);
	SV *dh = dim_known(hid) ? ival(b, dirs * hid) : two(b, OP_aten_mul_int, hidden,
		ival(b, dirs), loc);
	out[0] = reshaped(b, chk, sizeat(b, chk, 0, loc), sizeat(b, chk, 1, loc), dh, loc);
	/* (a given state's target not the constant 0 the batch is wherever this branch does
	 * not fail: a state of a known size, zeros(1, 1, 4), would be refused at compile time) */
	out[1] = reshaped(b, h ? h : chk, ival(b, k), sizeat(b, chk, 1, loc), hidden, loc);
	if (n == 3)
		out[2] = reshaped(b, c ? c : chk, ival(b, k), sizeat(b, chk, 1, loc), hidden, loc);
}

SV *
rnn_layers_expand(Builder *b, const Op *o, SV **arg, SrcLoc loc)
{
	uint32_t row = op_row(o);
	const char *op = sym_str(o->kind) + 6;
	int lstm = row == OP_aten_lstm_input;
	int64_t mode = lstm ? 0 : row == OP_aten_gru_input ? 1 : row == OP_aten_rnn_tanh_input ? 2 : 3;
	int64_t bias, layers, train, bidir, bfirst;
	if (constflag(b, op, arg[3], "has_biases", &bias, loc) < 0 ||
	    constflag(b, op, arg[4], "num_layers", &layers, loc) < 0 ||
	    constflag(b, op, arg[6], "train", &train, loc) < 0 ||
	    constflag(b, op, arg[7], "bidirectional", &bidir, loc) < 0 ||
	    constflag(b, op, arg[8], "batch_first", &bfirst, loc) < 0)
		return sv_poison(b);
	SV *x = arg[0], *h = arg[1], *c = NULL, *params = arg[2], *lens = b->rnnlens;
	b->rnnlens = NULL; /* (the one call of the prelude's _forward_packed takes them) */
	if (lstm && lstmstate(b, arg[1], &h, &c, loc) < 0)
		return sv_poison(b);
	double p = 0;
	if (train && layers > 1 && !(arg[5]->k == SV_VALUE && ir_constfloat(arg[5]->v, &p) &&
	    p == 0)) { /* dropout between layers: random */
		emit_error(b, loc, "aten::%s: train=True with dropout between layers is not "
			"supported: a model is compiled in eval mode", op);
		return sv_poison(b);
	}
	int64_t dirs = bidir ? 2 : 1, per = bias ? 4 : 2;
	if (layers < 1 || layers > 1000) {
		emit_error(b, loc, "aten::%s: num_layers is %lld", op, (long long)layers);
		return sv_poison(b);
	}
	if (params->k != SV_TUPLE) {
		emit_error(b, loc, "aten::%s: params must be a list of weights known at compile "
			"time", op);
		return sv_poison(b);
	}
	if (lstm && params->n == (uint32_t)(layers * dirs * (per + 1))) {
		emit_error(b, loc, "aten::lstm: an LSTM with proj_size (weight_hr) is not supported "
			"yet: ONNX's LSTM has no projection");
		return sv_poison(b);
	}
	if (params->n != (uint32_t)(layers * dirs * per)) {
		emit_error(b, loc, "aten::%s: %u weights given where %lld layer%s%s%s %s %lld "
			"(PyTorch: got an incorrect number of RNN parameters)", op, params->n,
			(long long)layers, layers == 1 ? "" : "s", bidir ? ", bidirectional," : "",
			bias ? ", with biases," : "", layers == 1 ? "needs" : "need",
			(long long)(layers * dirs * per));
		return sv_poison(b);
	}
	for (uint32_t i = 0; i < params->n; i++)
		if (params->el[i]->k != SV_VALUE || params->el[i]->v->type->kind != T_TENSOR ||
		    params->el[i]->v->type->rank != (i % per < 2 ? 2 : 1)) {
			emit_error(b, loc, "aten::%s: weight %u must be a %d-d tensor", op, i,
				i % per < 2 ? 2 : 1);
			return sv_poison(b);
		}
	const char *states = lstm ? "hx[0] and hx[1]" : "hx";
	if (x->k != SV_VALUE || x->v->type->kind != T_TENSOR || x->v->type->rank != 3 ||
	    h->k != SV_VALUE || h->v->type->kind != T_TENSOR || h->v->type->rank != 3 ||
	    (c && (c->k != SV_VALUE || c->v->type->kind != T_TENSOR || c->v->type->rank != 3))) {
		emit_error(b, loc, "aten::%s: the input and %s must be 3-d tensors", op, states);
		return sv_poison(b);
	}
	if (x->v->type->dtype != DT_F32) { /* ONNX Runtime: "LSTM operator does not support double" */
		emit_error(b, loc, "aten::%s: a %s input: only float32 recurrent layers are supported "
			"(ONNX Runtime's LSTM, GRU and RNN take float32 only)", op,
			dtype_name(x->v->type->dtype));
		return sv_poison(b);
	}
	SV *in = bfirst ? transposed(b, x, loc) : x;
	Dim hid = params->el[1]->v->type->dims[1];
	int hz = zerostate(h, x, bfirst ? 0 : 1, layers * dirs, hid);
	int cz = c && zerostate(c, x, bfirst ? 0 : 1, layers * dirs, hid);
	/* ONNX Runtime's RNN (not its LSTM, GRU) takes an empty batch: only the sequence's
	 * check then.  A packed sequence of features known nonzero has steps and rows:
	 * pack_padded_sequence raised for an empty input, as PyTorch's ("Cannot pack empty
	 * tensors"), and a layer's packed output has its input's steps and rows */
	const Type *xt = in->v->type;
	int packed = lens && nonzero(xt->dims[2]);
	int gs = !packed && !nonzero(xt->dims[0]), gb = !packed && mode < 2 && !nonzero(xt->dims[1]);
	Node *guard = NULL;
	Block *outer = b->blk;
	SV *empty[3] = {NULL, NULL, NULL};
	if ((gs && xt->dims[0] == 0) || (gb && xt->dims[1] == 0)) { /* known empty: no layers */
		SV *t = sv_new(b, SV_TUPLE);
		t->n = lstm ? 3 : 2;
		t->el = NEWA(b->a, SV *, 3);
		emptyresults(b, in, t->n, layers * dirs, params->el[1], dirs, hz ? NULL : h,
			cz || !c ? NULL : c, t->el, loc);
		if (bfirst)
			t->el[0] = transposed(b, t->el[0], loc);
		return t;
	}
	if (gs && !gb) { /* the sequence's check alone: rnn_pad of x itself (5 nodes, no If) */
		in = seqcheck(b, in, loc);
	} else if (gb) {
		guard = emptyif(b, in, gs, gb, loc);
		b->blk = ir_addblock(b->g, guard);
		emptyresults(b, in, lstm ? 3 : 2, layers * dirs, params->el[1], dirs, hz ? NULL : h,
			cz || !c ? NULL : c, empty, loc);
		b->blk = ir_addblock(b->g, guard);
	}
	SV **hn = NEWA(b->a, SV *, layers * dirs), **cn = NEWA(b->a, SV *, layers * dirs);
	SV *none = sv_value(b, emit_const_none(b));
	for (int64_t l = 0; l < layers; l++) {
		SV *y[2];
		for (int64_t d = 0; d < dirs; d++) {
			int64_t k = l * dirs + d;
			SV **w = params->el + k * per;
			SV *h0 = hz ? none : sel(b, h, k, loc);
			SV *c0 = !c ? h0 : cz ? none : sel(b, c, k, loc);
			SV *a[10] = {in, h0, c0, w[0], w[1], bias ? w[2] : none, bias ? w[3] : none,
				ival(b, mode), sv_value(b, emit_const_bool(b, d == 1)),
				lens ? lens : none};
			SV *t = oprow_apply(b, OP_aten_rnn_layer_Tensor, a, lens ? 10 : 9, loc);
			if (t->k != SV_TUPLE) {
				b->blk = outer;
				return t;
			}
			y[d] = t->el[0];
			hn[k] = t->el[1];
			cn[k] = t->el[2];
		}
		in = catted(b, y, (uint32_t)dirs, 2, loc);
	}
	SV *t = sv_new(b, SV_TUPLE);
	t->n = lstm ? 3 : 2;
	t->el = NEWA(b->a, SV *, 3);
	t->el[0] = in;
	t->el[1] = catted(b, hn, (uint32_t)(layers * dirs), 0, loc);
	if (lstm)
		t->el[2] = catted(b, cn, (uint32_t)(layers * dirs), 0, loc);
	if (guard) {
		b->blk = outer;
		Value *tv[3], *ev[3];
		for (uint32_t i = 0; i < t->n; i++) {
			if (empty[i]->k != SV_VALUE || t->el[i]->k != SV_VALUE)
				return sv_poison(b);
			tv[i] = empty[i]->v, ev[i] = t->el[i]->v;
		}
		Value **r = emit_ifoutputs(b, guard, tv, ev, t->n, NULL);
		for (uint32_t i = 0; i < t->n; i++)
			t->el[i] = sv_value(b, r[i]);
	}
	if (bfirst)
		t->el[0] = transposed(b, t->el[0], loc);
	return t;
}
