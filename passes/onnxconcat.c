/* Concat and Gather rules of onnxpeep (-O1) for what appends and index writes leave:
 *   Concat(.., Concat(a, b), ..) on one axis  =>  Concat(.., a, b, ..)   the inner one read
 *       only there, in the same block (a List[int]'s `toks + [t, i]`: one append after the
 *       other, one Concat)
 *   Gather(d, [0, 1, .., L - 1]) of a 1-d d of known length L  =>  d   (index_put's update
 *       shape gathered into the order it already has)
 * Before (toks = toks + [t, i] in a loop body):
 *     %18 = onnx::Concat[axis=0](%toks.1, %17)
 *     %21 = onnx::Concat[axis=0](%18, %20)
 * after (and onnxdce):
 *     %21 = onnx::Concat[axis=0](%toks.1, %17, %20) */
#include "peepkit.h"
#include "../runtime/runtime.h"

/* a Concat's piece that is a Concat on the same axis, read nowhere else and made in the
 * same block, is its pieces (`toks + [t, i]` of a List[int]: one append after the other) */
static int
nestedcats(Peep *pp, Node *n)
{
	if (!onnx_is(n, "Concat") || n->out[0]->type->rank < 1)
		return 0;
	int32_t r = n->out[0]->type->rank;
	int64_t ax = attri(n, "axis", 0);
	ax = ax < 0 ? ax + r : ax;
	for (uint32_t i = 0; i < n->nin; i++) {
		Node *c = ir_in(n, i)->def;
		int64_t cx = onnx_is(c, "Concat") ? attri(c, "axis", 0) : -1;
		if (!c || !onnx_is(c, "Concat") || c->owner != n->owner || !onlyuse(c->out[0]) ||
		    (cx < 0 ? cx + r : cx) != ax || n->nin + c->nin > MAXLIST)
			continue;
		Value *in[MAXLIST];
		uint32_t k = 0;
		for (uint32_t j = 0; j < n->nin; j++)
			if (j != i)
				in[k++] = ir_in(n, j);
			else
				for (uint32_t m = 0; m < c->nin; m++)
					in[k++] = ir_in(c, m);
		ir_dropinputs(n);
		for (uint32_t j = 0; j < k; j++)
			ir_addinput(pp->p->g, n, in[j]);
		pp->n++;
		return 1;
	}
	return 0;
}

/* Gather(d, [0, 1, .., L - 1]) of a 1-d d of known length L is d (index_put's update shape
 * taken in the order the indexed dims already have) */
static int
wholegather(Peep *pp, Node *n)
{
	Value *d = ir_in(n, 0);
	if (!onnx_is(n, "Gather") || n->nin != 2 || attri(n, "axis", 0) != 0 ||
	    d->type->rank != 1 || !dim_known(d->type->dims[0]) || !alike(d, n->out[0]) ||
	    ir_in(n, 1)->type->rank != 1)
		return 0;
	const Tensor *t = peep_smallconst(ir_in(n, 1));
	if (!t || t->dtype != DT_I64 || t->numel != d->type->dims[0])
		return 0;
	for (int64_t i = 0; i < t->numel; i++)
		if (((const int64_t *)t->data)[i] != i)
			return 0;
	return becomes(pp, n, d);
}

int
peep_concat(Peep *pp, Node *n)
{
	return nestedcats(pp, n) || wholegather(pp, n);
}
