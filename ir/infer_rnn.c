/* Inference of rnn_layer, one layer and direction of a recurrent layer (build_rnn.c makes
 * them): input [seq, batch, in], hx and cx [batch, hidden] -> output [seq, batch, hidden],
 * h_n and c_n [batch, hidden] (for GRU and RNN, c_n is h_n). */
#include "ir.h"

int
infer_rnn_layer(Graph *g, Node *n, Diag *d)
{
	(void)g;
	const Type *x = ir_in(n, 0)->type, *h = ir_in(n, 1)->type, *wh = ir_in(n, 4)->type;
	if (x->rank != 3 || h->rank != 2 || wh->rank != 2)
		return infer_fail(d, n, "input must be 3-d and the state 2-d");
	if (x->dtype != h->dtype || x->dtype != wh->dtype)
		return infer_fail(d, n, "input is %s, the state %s and the weight %s",
			dtype_name(x->dtype), dtype_name(h->dtype), dtype_name(wh->dtype));
	Dim hid = wh->dims[1];
	Dim y[3] = {x->dims[0], x->dims[1], hid}, s[2] = {x->dims[1], hid};
	infer_set(n, 0, ty_tensor(x->dtype, 3, y));
	infer_set(n, 1, ty_tensor(x->dtype, 2, s));
	infer_set(n, 2, ty_tensor(x->dtype, 2, s));
	return 0;
}
