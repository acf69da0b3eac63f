/* Lowering of F.pad and torch.constant_pad_nd (arguments read and checked by pad_params,
 * ir/infer_pad.c).  'constant', 'reflect' and 'replicate' are one ONNX Pad (modes constant,
 * reflect, edge), whose negative pads crop as PyTorch's do (ONNX Runtime agrees on every
 * mode: a crop, then the padding read from the uncropped input, as PyTorch); the pads may
 * be known only at run time, reordered from PyTorch's (left, right) pairs from the last dim
 * to ONNX's begins then ends.  'circular' (Pad's 'wrap' is opset 19) is a Slice of each
 * negative pad first, then per dim Concat(x[-left:], x, x[:right]) of what is left, which
 * is how PyTorch copies it. */
#include <math.h>
#include "backend.h"

static Value *
slice1(Lower *lw, Value *x, int64_t st, int64_t en, int64_t ax, Type *t)
{
	int64_t one = 1;
	Value *in[5] = {x, lw_ints(lw, &st, 1), lw_ints(lw, &en, 1), lw_ints(lw, &ax, 1),
		lw_ints(lw, &one, 1)};
	return lw_op(lw, "Slice", in, 5, t);
}

static Value *
circular(Lower *lw, Value *x, const PadParams *p, int32_t r, Type *t)
{
	DType dt = t->dtype;
	for (int j = 0; j < p->k; j++) {
		int64_t a = p->pad[2 * j], b = p->pad[2 * j + 1], dim = r - 1 - j;
		if (a < 0 || b < 0)
			x = slice1(lw, x, a < 0 ? -a : 0, b < 0 ? b : INT64_MAX, dim, lw_unknown(dt, r));
	}
	for (int j = 0; j < p->k; j++) {
		int64_t a = p->pad[2 * j], b = p->pad[2 * j + 1], dim = r - 1 - j;
		Value *parts[3];
		uint32_t np = 0;
		if (a > 0)
			parts[np++] = slice1(lw, x, -a, INT64_MAX, dim, lw_unknown(dt, r));
		parts[np++] = x;
		if (b > 0)
			parts[np++] = slice1(lw, x, 0, b, dim, lw_unknown(dt, r));
		if (np > 1)
			x = lw_attri(lw, lw_op(lw, "Concat", parts, np, lw_unknown(dt, r)), "axis", dim);
	}
	return x;
}

/* ONNX's pads [begins of all r dims, ends of all r dims] from PyTorch's pad list */
static Value *
onnxpads(Lower *lw, Node *n, const PadParams *p, int32_t r)
{
	int64_t v[4 * MAXRANK] = {0};
	if (p->known) {
		for (int j = 0; j < p->k; j++)
			v[r - 1 - j] = p->pad[2 * j], v[r + r - 1 - j] = p->pad[2 * j + 1];
		return lw_ints(lw, v, (uint32_t)(2 * r));
	}
	/* Gather from [0] ++ pad: index 0 is a zero, index 1 + i the pad's i-th */
	int64_t ix[4 * MAXRANK] = {0}, zero = 0;
	for (int j = 0; j < p->k; j++)
		ix[r - 1 - j] = 1 + 2 * j, ix[r + r - 1 - j] = 2 + 2 * j;
	Dim len = 1 + 2 * p->k;
	Value *c[2] = {lw_ints(lw, &zero, 1), lw_intlist(lw, ir_in(n, 1))};
	Value *all = lw_attri(lw, lw_op(lw, "Concat", c, 2, ty_tensor(DT_I64, 1, &len)), "axis", 0);
	Dim two = 2 * r;
	return lw_op2(lw, "Gather", all, lw_ints(lw, ix, (uint32_t)(2 * r)),
		ty_tensor(DT_I64, 1, &two));
}

int
lower_pad(Lower *lw, Node *n)
{
	PadParams p;
	if (pad_params(lw->d, lw->opset, n, &p) < 0)
		return -1;
	Type *t = lw_outty(n, 0);
	DType dt = t->dtype;
	int32_t r = ir_in(n, 0)->type->rank;
	if (r < 0)
		return lw_fail(lw, n, "needs the tensor's rank, not known here");
	Value *x = lw_arg(lw, n, 0, dt);
	if (p.mode == PAD_CIRCULAR)
		return lw_done1(lw, n, circular(lw, x, &p, r, t));
	int none = p.known;
	for (int j = 0; j < 2 * p.k && none; j++)
		none = p.pad[j] == 0;
	if (none) /* PyTorch returns a copy: a value of its own, not the input */
		return lw_done1(lw, n, lw_op1(lw, "Identity", x, t));
	Value *in[3] = {x, onnxpads(lw, n, &p, r), NULL};
	uint32_t nin = 2;
	if (p.mode == PAD_CONSTANT && p.value) {
		double v;
		if (ir_constfloat(p.value, &v))
			in[2] = lw_scalar(lw, dt, dt == DT_BOOL ? v != 0 : dtype_isfloat(dt) ? v : trunc(v));
		else
			in[2] = lw_in(lw, p.value, dt);
		nin = 3;
	}
	Value *y = lw_op(lw, "Pad", in, nin, t);
	ir_attr_s(lw->g, y->def, SYMC("mode"), p.mode == PAD_CONSTANT ? "constant" :
		p.mode == PAD_REFLECT ? "reflect" : "edge");
	return lw_done1(lw, n, y);
}
