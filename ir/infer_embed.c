/* F.embedding (and torch.embedding) and F.embedding_bag: their arguments read one way for
 * inference and lowering (embed_params), checked in the order torch/nn/functional.py and
 * aten/src/ATen/native/EmbeddingBag.cpp (1.13) check them, and the inference:
 *   embedding      weight [V, D] (any dtype), indices int32 or int64 of any shape ->
 *                  indices.shape + [D]; padding_idx only stops gradients (checked in range);
 *                  max_norm renormalizes the weight in place: refused
 *   embedding_bag  input 1-d with 1-d offsets (bag b: input[offsets[b]:offsets[b + 1]], the
 *                  last to the end, or with include_last_offset to the last offset) or 2-d
 *                  [B, N] without (bags of N) -> [B, D], float16/32/64 weights; modes sum,
 *                  mean, max; per_sample_weights (sum only) scale each row; padding_idx
 *                  rows are left out (of the counts too); an empty bag is zeros.
 *                  F.embedding_bag's old order (weight, input) is swapped back, as its
 *                  Python does, when the weight is int64 and the input a float */
#include <string.h>
#include "ir.h"

static int
optnone(const Node *n, const char *s)
{
	int i = arg_at(n, s);
	return i < 0 || ir_isnone(ir_in(n, (uint32_t)i));
}

int
embed_params(Diag *d, int opset, const Node *n, EmbedParams *p)
{
	memset(p, 0, sizeof *p);
	p->bag = arg_at(n, "offsets") >= 0;
	p->iw = 1, p->ii = 0;
	if (arg_at(n, "indices") >= 0) /* torch.embedding(weight, indices, ...) */
		p->iw = 0, p->ii = 1;
	const Type *w = ir_in(n, (uint32_t)p->iw)->type, *x = ir_in(n, (uint32_t)p->ii)->type;
	if (p->bag && w->dtype == DT_I64 && dtype_isfloat(x->dtype)) {
		p->iw = 0, p->ii = 1;
		const Type *t = w;
		w = x, x = t;
	}
	if (!optnone(n, "max_norm"))
		return arg_fail(d, opset, n, "max_norm is not supported (it renormalizes the weight "
			"in place)");
	p->pad = -1;
	if (!p->bag) {
		int64_t pad = -1;
		if (!optnone(n, "padding_idx") && arg_int(d, opset, n, "padding_idx", &pad) < 0)
			return -1;
		Dim v = w->rank == 2 ? w->dims[0] : DIM_UNKNOWN;
		if (arg_at(n, "max_norm") >= 0 && !optnone(n, "padding_idx") && dim_known(v) &&
		    (pad >= v || pad < -v)) /* F.embedding's own assertion */
			return arg_fail(d, opset, n, "Padding_idx must be within num_embeddings");
		return 0;
	}
	int hasoff = !optnone(n, "offsets");
	p->hasoff = hasoff;
	p->haspsw = !optnone(n, "per_sample_weights");
	const Type *o = hasoff ? ir_in(n, (uint32_t)arg_at(n, "offsets"))->type : NULL;
	const Type *ps = p->haspsw ? ir_in(n, (uint32_t)arg_at(n, "per_sample_weights"))->type :
		NULL;
	if (x->rank < 0 || (o && o->rank < 0) || (ps && ps->rank < 0) || w->rank < 0)
		return arg_fail(d, opset, n, "the ranks of the tensors must be known");
	if (ps) {
		int same = ps->rank == x->rank;
		for (int32_t i = 0; same && i < x->rank; i++)
			same = !(dim_known(ps->dims[i]) && dim_known(x->dims[i]) &&
				ps->dims[i] != x->dims[i]);
		if (!same)
			return arg_fail(d, opset, n, "embedding_bag: If per_sample_weights is not None, "
				"then it must have the same shape as the input");
	}
	if (x->rank == 2 && hasoff)
		return arg_fail(d, opset, n, "if input is 2D, then offsets has to be None, as input "
			"is treated is a mini-batch of fixed length sequences. However, found offsets "
			"of type <unknown>");
	if (x->rank == 1 && !hasoff)
		return arg_fail(d, opset, n, "offsets has to be a 1D Tensor but got None");
	if (x->rank == 1 && o->rank != 1)
		return arg_fail(d, opset, n, "offsets has to be a 1D Tensor");
	if (x->rank != 1 && x->rank != 2)
		return arg_fail(d, opset, n, "input has to be 1D or 2D Tensor, but got Tensor of "
			"dimension %d", x->rank);
	if (x->rank == 2 && x->dims[1] == 0)
		return arg_fail(d, opset, n, "step must be nonzero"); /* F's arange(0, numel, N) */
	Attr *a = ir_attr(ir_in(n, (uint32_t)arg_at(n, "mode"))->def, S_value);
	const char *mode = a ? a->s : NULL;
	if (!mode)
		return arg_fail(d, opset, n, "mode must be a constant");
	static const char *modes[] = {"sum", "mean", "max"};
	p->mode = -1;
	for (int k = 0; k < 3; k++)
		if (!strcmp(mode, modes[k]))
			p->mode = k;
	if (p->mode < 0)
		return arg_fail(d, opset, n, "mode has to be one of sum, mean or max");
	int64_t sg, sp, last;
	if (arg_int(d, opset, n, "scale_grad_by_freq", &sg) < 0 ||
	    arg_int(d, opset, n, "sparse", &sp) < 0 ||
	    arg_int(d, opset, n, "include_last_offset", &last) < 0)
		return -1;
	if (p->mode == 2 && sg)
		return arg_fail(d, opset, n, "max mode does not support scaling the gradient by the "
			"frequency");
	if (p->mode == 2 && sp)
		return arg_fail(d, opset, n, "max mode does not support sparse weights");
	if (ps && p->mode != 0)
		return arg_fail(d, opset, n, "embedding_bag: per_sample_weights was not None. "
			"per_sample_weights is only supported for mode='sum' (got mode='%s'). Please "
			"open a feature request on GitHub.", mode);
	p->last = last != 0 && x->rank == 1;
	if (!optnone(n, "padding_idx")) {
		if (arg_int(d, opset, n, "padding_idx", &p->pad) < 0)
			return -1;
		Dim v = w->rank == 2 ? w->dims[0] : DIM_UNKNOWN;
		if (!dim_known(v))
			return arg_fail(d, opset, n, "padding_idx needs the weight's size known at "
				"compile time");
		if (p->pad >= v || p->pad < -v)
			return arg_fail(d, opset, n, "padding_idx must be within the number of "
				"embeddings, -%lld through %lld, but got %lld", (long long)v,
				(long long)v - 1, (long long)p->pad);
		if (p->pad < 0)
			p->pad += v;
	}
	return 0;
}

int
infer_embed(Graph *g, Node *n, Diag *d)
{
	(void)g;
	EmbedParams p;
	if (embed_params(d, ARG_INFER, n, &p) < 0)
		return -1;
	const Type *w = ir_in(n, (uint32_t)p.iw)->type, *x = ir_in(n, (uint32_t)p.ii)->type;
	if (x->dtype != DT_UNDEF && x->dtype != DT_I64 && x->dtype != DT_I32)
		return infer_fail(d, n, "Expected tensor for argument #1 'indices' to have one of "
			"the following scalar types: Long, Int; but got %s instead", dtype_name(x->dtype));
	if (w->rank >= 0 && w->rank != 2)
		return infer_fail(d, n, "'weight' must be 2-D");
	Dim dd = w->rank == 2 ? w->dims[1] : DIM_UNKNOWN;
	Dim out[MAXRANK];
	if (!p.bag) {
		if (x->rank < 0 || x->rank + 1 > MAXRANK)
			return infer_anyrank(n, w->dtype);
		for (int32_t i = 0; i < x->rank; i++)
			out[i] = x->dims[i];
		out[x->rank] = dd;
		infer_set(n, 0, ty_tensor(w->dtype, x->rank + 1, out));
		return 0;
	}
	if (w->dtype != DT_UNDEF && w->dtype != DT_F16 && w->dtype != DT_F32 && w->dtype != DT_F64)
		return infer_fail(d, n, "Expected tensor for argument #1 'weight' to have one of the "
			"following scalar types: Half, Float, Double; but got %s instead",
			dtype_name(w->dtype));
	if (p.hasoff) {
		DType od = ir_in(n, (uint32_t)arg_at(n, "offsets"))->type->dtype;
		if (od != DT_UNDEF && od != DT_I64 && od != DT_I32)
			return infer_fail(d, n, "Expected tensor for argument #1 'offsets' to have one "
				"of the following scalar types: Long, Int; but got %s instead",
				dtype_name(od));
	}
	if (p.haspsw) {
		DType pd = ir_in(n, (uint32_t)arg_at(n, "per_sample_weights"))->type->dtype;
		if (pd != DT_UNDEF && w->dtype != DT_UNDEF && pd != w->dtype)
			return infer_fail(d, n, "Expected tensor for argument #1 'weight' to have the "
				"same type as tensor for argument #1 'per_sample_weights'");
	}
	if (x->rank == 2) {
		out[0] = x->dims[0];
	} else {
		Dim k = ir_in(n, (uint32_t)arg_at(n, "offsets"))->type->dims[0];
		out[0] = !p.last ? k : dim_known(k) ? (k > 0 ? k - 1 : 0) : DIM_UNKNOWN;
	}
	out[1] = dd;
	infer_set(n, 0, ty_tensor(w->dtype, 2, out));
	return 0;
}
