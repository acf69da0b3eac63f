/* Tensors computed when they are read.  -O2 folds BatchNorm into the convolution before it
 * (passes/foldweights.c): each folded weight is new bytes, as big as the weight.  Kept from
 * the pass to emission they made the peak memory grow with the weights' size (ResNet-50:
 * 196 MB for 103 MB of weights, where a model without folding stays under 16 MB), so a
 * folded tensor of more than a few KB keeps only how to compute it: the kernel and its
 * inputs (the mapped weight, the small per-channel scale).  Emission computes it again into
 * a scratch arena, writes it and gives the arena back: one folded tensor lives at a time
 * (and the inputs of a chain of them).  The kernel is the one the pass ran, on the same
 * inputs: the bytes are the same.  The pass computed it once already (to know that it can,
 * and its first bytes, which CSE hashes); that is the price, a scalar loop over the weight,
 * twice. */
#include <string.h>
#include "kernels.h"

int
rt_islazy(const Tensor *t)
{
	return !t->data && t->recipe;
}

Tensor *
rt_lazy(Arena *a, Tensor *r, const char *op, Tensor *const *in, uint32_t nin, const Attr *at)
{
	Recipe *rc = NEW(a, Recipe);
	rc->op = op;
	rc->in = NEWA(a, Tensor *, nin + 1);
	for (uint32_t i = 0; i < nin; i++)
		rc->in[i] = in[i];
	rc->nin = nin;
	rc->at = at;
	size_t n = rt_tensor_nbytes(r);
	memcpy(rc->head, r->data, n < RT_HEAD ? n : RT_HEAD);
	Tensor *t = NEW(a, Tensor);
	t->dtype = r->dtype;
	t->rank = r->rank;
	t->dims = NEWA(a, int64_t, r->rank + 1);
	memcpy(t->dims, r->dims, (size_t)r->rank * sizeof *r->dims);
	t->numel = r->numel;
	t->recipe = rc;   /* no hash yet: CSE asks for one only of tensors whose first bytes and
	                   * shape match another's (rt_tensor_hash then computes the bytes) */
	return t;
}

Tensor *
rt_materialized(const Tensor *t, Arena *tmp)
{
	if (!rt_islazy(t))
		return (Tensor *)t;
	const Recipe *rc = t->recipe;
	Tensor **in = NEWA(tmp, Tensor *, rc->nin + 1);
	for (uint32_t i = 0; i < rc->nin; i++)
		in[i] = rc->in[i] ? rt_materialized(rc->in[i], tmp) : NULL;
	char err[256];
	Tensor *r = rt_kernel(tmp, rc->op, in, rc->nin, rc->at, err, sizeof err);
	if (!r || r->dtype != t->dtype || r->numel != t->numel)
		die("a folded tensor computed again differs: %s", r ? "its shape" : err);
	for (uint32_t i = 0; i < rc->nin; i++)
		if (in[i])
			rt_tensor_release(in[i], 0, rt_tensor_nbytes(in[i]));
	Tensor *m = NEW(tmp, Tensor);
	*m = *t;   /* t's dims (a reshape of the kernel's result is the same bytes) */
	m->data = r->data;
	m->recipe = NULL;
	return m;
}

const void *
rt_tensor_bytes(const Tensor *t, Arena *tmp)
{
	return rt_materialized(t, tmp)->data;
}

void
rt_tensor_fix(Tensor *t, Arena *a)
{
	if (rt_islazy(t))
		t->data = (void *)rt_tensor_bytes(t, a);
}
