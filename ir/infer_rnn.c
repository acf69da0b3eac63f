/* Inference of scriptc's rows of the recurrent layers (build_rnn.c makes them; ops.def):
 *   rnn_layer  input [seq, batch, in], hx and cx [1, batch, hidden] -> output
 *              [seq, batch, hidden], h_n and c_n [1, batch, hidden] (for GRU and RNN, c_n
 *              is h_n)
 *   rnn_cell   input [batch, in], hx and cx [batch, hidden] -> h' and c' [batch, hidden]
 *              (for GRU and RNN, c' is h')
 *   rnn_pad    self, its dim of unknown size unless like's batch is known non-zero or
 *              batch is false (then nothing is padded)
 *   rnn_cut    self, its dim like's batch
 *   rnn_steps  self [seq, batch, hidden] -> a list of [batch, hidden] */
#include "ir.h"

/* input and state of rank r, a 2-d w_hh, one dtype: 0, or -1 after an error */
static int
checked(Node *n, int32_t r, Diag *d)
{
	const Type *x = ir_in(n, 0)->type, *h = ir_in(n, 1)->type, *wh = ir_in(n, 4)->type;
	if (ir_isnone(ir_in(n, 1))) /* rnn_layer's zeros of the input's batch */
		h = x;
	if (x->rank != r || h->rank != r || wh->rank != 2)
		return infer_fail(d, n, "input and state must be %d-d", r);
	if (x->dtype != h->dtype || x->dtype != wh->dtype)
		return infer_fail(d, n, "input is %s, the state %s and the weight %s",
			dtype_name(x->dtype), dtype_name(h->dtype), dtype_name(wh->dtype));
	return 0;
}

int
infer_rnn_layer(Graph *g, Node *n, Diag *d)
{
	(void)g;
	if (checked(n, 3, d) < 0)
		return -1;
	const Type *x = ir_in(n, 0)->type;
	Dim hid = ir_in(n, 4)->type->dims[1];
	Dim y[3] = {x->dims[0], x->dims[1], hid}, s[3] = {1, x->dims[1], hid};
	infer_set(n, 0, ty_tensor(x->dtype, 3, y));
	infer_set(n, 1, ty_tensor(x->dtype, 3, s));
	infer_set(n, 2, ty_tensor(x->dtype, 3, s));
	return 0;
}

int
infer_rnn_cell(Graph *g, Node *n, Diag *d)
{
	(void)g;
	if (checked(n, 2, d) < 0)
		return -1;
	const Type *x = ir_in(n, 0)->type;
	Dim s[2] = {x->dims[0], ir_in(n, 4)->type->dims[1]};
	infer_set(n, 0, ty_tensor(x->dtype, 2, s));
	infer_set(n, 1, ty_tensor(x->dtype, 2, s));
	return 0;
}

/* self's type with dim ax of size v, or -1 after an error */
static int
redim(Node *n, Dim v, Diag *d)
{
	const Type *t = ir_in(n, 0)->type, *like = ir_in(n, 1)->type;
	int64_t ax;
	if (!arg_const(n, "dim", 0, &ax) || t->rank < 1 || ax < 0 || ax >= t->rank ||
	    like->rank != 3)
		return infer_fail(d, n, "a tensor, a 3-d like and a constant dim in range");
	Dim dims[MAXRANK];
	for (int32_t i = 0; i < t->rank; i++)
		dims[i] = i == ax ? v : t->dims[i];
	infer_set(n, 0, ty_tensor(t->dtype, t->rank, dims));
	return 0;
}

int
infer_rnn_pad(Graph *g, Node *n, Diag *d)
{
	(void)g;
	Dim b = ir_in(n, 1)->type->rank == 3 ? ir_in(n, 1)->type->dims[1] : DIM_UNKNOWN;
	int64_t ax, batch;
	if (((dim_known(b) && b > 0) || (arg_const(n, "batch", 1, &batch) && !batch))
	    && arg_const(n, "dim", 0, &ax) && ax >= 0 && ax < ir_in(n, 0)->type->rank)
		return redim(n, ir_in(n, 0)->type->dims[ax], d);
	return redim(n, DIM_UNKNOWN, d);
}

int
infer_rnn_cut(Graph *g, Node *n, Diag *d)
{
	(void)g;
	return redim(n, ir_in(n, 1)->type->rank == 3 ? ir_in(n, 1)->type->dims[1] : DIM_UNKNOWN,
		d);
}

int
infer_rnn_steps(Graph *g, Node *n, Diag *d)
{
	(void)g;
	const Type *t = ir_in(n, 0)->type;
	if (t->kind != T_TENSOR || t->rank != 3)
		return infer_fail(d, n, "a 3-d tensor");
	infer_set(n, 0, ty_list(ty_tensor(t->dtype, 2, t->dims + 1)));
	return 0;
}
