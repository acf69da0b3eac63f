/* The recurrent cells (F_EXPAND rows of ops.def): torch.rnn_tanh_cell, rnn_relu_cell,
 * lstm_cell and gru_cell, expanded into linear, slices and elementwise rows with PyTorch's
 * CPU formulas (aten/src/ATen/native/RNN.cpp, the cells' operator()), so that inference,
 * folding and lowering are the rows' own:
 *
 *   rnn:  h' = act(linear(h, w_hh, b_hh) + linear(x, w_ih, b_ih))
 *   lstm: g = linear(h, w_hh, b_hh) + linear(x, w_ih, b_ih); i, f, c~, o = 4 slices of g
 *         c' = sigmoid(f) * c + sigmoid(i) * tanh(c~); h' = sigmoid(o) * tanh(c')
 *   gru:  gi = linear(x, w_ih, b_ih), gh = linear(h, w_hh, b_hh), 3 slices each (r, z, n)
 *         r = sigmoid(gh_r + gi_r), z = sigmoid(gh_z + gi_z), n = tanh(gi_n + gh_n * r)
 *         h' = (h - n) * z + n
 *
 * The slices are of size(g, 1) // k, computed as sizes are, so a weight whose shape is known
 * only at run time works too.  PyTorch checks that input and states are 2-d (a 1-d input is
 * its IndexError "Dimension out of range"); so is it here, at compile time. */
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

/* the k pieces of dim 1 of g, each size(g, 1) // k long */
static void
gates(Builder *b, SV *g, int k, SV **out, SrcLoc loc)
{
	SV *n = two(b, OP_aten_floordiv_int, two(b, OP_aten_size_int, g, ival(b, 1), loc),
		ival(b, k), loc);
	for (int j = 0; j < k; j++) {
		SV *a[5] = {g, ival(b, 1), two(b, OP_aten_mul_int, n, ival(b, j), loc),
			two(b, OP_aten_mul_int, n, ival(b, j + 1), loc), ival(b, 1)};
		out[j] = oprow_apply(b, OP_aten_slice_Tensor, a, 5, loc);
	}
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
	SV *gi = linear(b, x, wi, bi, loc), *gh = linear(b, h, wh, bh, loc);
	switch (row) {
	case OP_aten_rnn_tanh_cell_Tensor:
		return un(b, OP_aten_tanh_Tensor, two(b, OP_aten_add_Tensor, gh, gi, loc), loc);
	case OP_aten_rnn_relu_cell_Tensor:
		return un(b, OP_aten_relu_Tensor, two(b, OP_aten_add_Tensor, gh, gi, loc), loc);
	case OP_aten_lstm_cell_Tensor: {
		SV *g[4];
		gates(b, two(b, OP_aten_add_Tensor, gh, gi, loc), 4, g, loc);
		SV *i = un(b, OP_aten_sigmoid_Tensor, g[0], loc),
		   *f = un(b, OP_aten_sigmoid_Tensor, g[1], loc),
		   *cc = un(b, OP_aten_tanh_Tensor, g[2], loc),
		   *og = un(b, OP_aten_sigmoid_Tensor, g[3], loc);
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
		SV *ig[3], *hg[3];
		gates(b, gi, 3, ig, loc);
		gates(b, gh, 3, hg, loc);
		SV *r = un(b, OP_aten_sigmoid_Tensor, two(b, OP_aten_add_Tensor, hg[0], ig[0], loc),
			loc);
		SV *z = un(b, OP_aten_sigmoid_Tensor, two(b, OP_aten_add_Tensor, hg[1], ig[1], loc),
			loc);
		SV *n = un(b, OP_aten_tanh_Tensor, two(b, OP_aten_add_Tensor, ig[2],
			two(b, OP_aten_mul_Tensor, hg[2], r, loc), loc), loc);
		return two(b, OP_aten_add_Tensor, two(b, OP_aten_mul_Tensor,
			two(b, OP_aten_sub_Tensor, h, n, loc), z, loc), n, loc);
	}
	}
}
