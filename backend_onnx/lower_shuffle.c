/* Lowering of pixel_shuffle, pixel_unshuffle and channel_shuffle: Reshape, Transpose,
 * Reshape, for any number of leading dims (ONNX's DepthToSpace and SpaceToDepth take 4-d
 * inputs only).  The sizes are constants where known, else read from Shape, and the
 * Reshapes have allowzero=1 (an empty dim is 0, not "copy").  Before opset 14, which
 * brought allowzero, the leading dims are 0 ("copy": at the same index in both shapes), a
 * result with a dim known to be 0 is ConstantOfShape, and an empty non-leading dim known
 * only at run time makes a Reshape fail where PyTorch returns an empty tensor.  A size
 * that is not divisible by the factor at run time makes a Reshape fail, as PyTorch raises:
 *   pixel_shuffle    [*, C r r, H, W] -> [*, C, r, r, H, W] -> [*, C, H, r, W, r] -> [*, C, H r, W r]
 *   pixel_unshuffle  [*, C, H r, W r] -> [*, C, H, r, W, r] -> [*, C, r, r, H, W] -> [*, C r r, H, W]
 *                    (an empty input's own shape, as 1.13 copies it: a Where on the shape)
 *   channel_shuffle  [N, C g, *] -> [N, g, C, *] -> [N, C, g, *] -> the input's shape
 * except pixel_shuffle of a 4-d input, which is DepthToSpace (mode CRD) where ONNX Runtime
 * has it (float32, float64, float16, uint8). */
#include <string.h>
#include "backend.h"
#include "../runtime/runtime.h"

/* size ax of x (1-d, one element) times m divided by q */
static Value *
part(Lower *lw, Value *x, Value **shape, int64_t ax, int64_t m, int64_t q)
{
	Dim d = x->type->dims[ax];
	int64_t v = dim_known(d) ? d * m / q : 0;
	if (dim_known(d))
		return lw_ints(lw, &v, 1);
	if (!*shape)
		*shape = lw_shape(lw, x);
	Dim one = 1;
	Type *t = ty_tensor(DT_I64, 1, &one);
	int64_t a = ax, b = ax + 1, z = 0;
	Value *in[4] = {*shape, lw_ints(lw, &a, 1), lw_ints(lw, &b, 1), lw_ints(lw, &z, 1)};
	Value *s = lw_op(lw, "Slice", in, 4, t);
	if (m != 1)
		s = lw_op2(lw, "Mul", s, lw_ints(lw, &m, 1), t);
	if (q != 1)
		s = lw_op2(lw, "Div", s, lw_ints(lw, &q, 1), t);
	return s;
}

static Value *
concat(Lower *lw, Value **parts, int np)
{
	Dim len = 0;
	for (int i = 0; i < np; i++)
		len += parts[i]->type->dims[0];
	Value *s = lw_op(lw, "Concat", parts, (uint32_t)np, ty_tensor(DT_I64, 1, &len));
	ir_attr_i(lw->g, s->def, SYMC("axis"), 0);
	return s;
}

static Value *
reshape(Lower *lw, Value *x, Value *shape, const Dim *dims, int32_t r)
{
	Value *y = lw_op2(lw, "Reshape", x, shape, ty_tensor(x->type->dtype, r, dims));
	if (lw->opset >= 14)
		lw_attri(lw, y, "allowzero", 1);
	return y;
}

/* a leading dim: its size (allowzero), or 0 ("copy") before opset 14 */
static Value *
lead(Lower *lw, Value *x, Value **shape, int64_t ax)
{
	static const int64_t zero = 0;
	return lw->opset >= 14 ? part(lw, x, shape, ax, 1, 1) : lw_ints(lw, &zero, 1);
}

/* the result [t] of shape parts[np]: a Reshape of y, or (y NULL: before opset 14, an input
 * dim known to be 0) ConstantOfShape of the sizes (no "copy" 0s: lead is not used then) */
static int
finish(Lower *lw, Node *n, Value *y, Value **parts, int np, Type *t)
{
	if (!y) {
		Value *r = lw_op1(lw, "ConstantOfShape", concat(lw, parts, np), t);
		ir_attr_t(lw->g, r->def, S_value, rt_tensor(lw->g->arena, t->dtype, 1, (int64_t[]){1}));
		return lw_done1(lw, n, r);
	}
	return lw_done1(lw, n, reshape(lw, y, concat(lw, parts, np), t->dims, t->rank));
}

static Value *
transpose(Lower *lw, Value *x, const int64_t *perm)
{
	int32_t r = x->type->rank;
	Dim dims[MAXRANK];
	for (int32_t i = 0; i < r; i++)
		dims[i] = x->type->dims[perm[i]];
	Value *y = lw_op1(lw, "Transpose", x, ty_tensor(x->type->dtype, r, dims));
	ir_attr_ints(lw->g, y->def, SYMC("perm"), perm, (uint32_t)r);
	return y;
}

int
lower_shuffle(Lower *lw, Node *n)
{
	Type *t = lw_outty(n, 0);
	Value *x = lw_arg(lw, n, 0, t->dtype), *shape = NULL;
	int64_t k;
	if (shuffle_factor(lw->d, lw->opset, n, &k) < 0)
		return -1;
	int32_t r = x->type->rank;
	if (r < 3 || r + 2 > MAXRANK)
		return lw_fail(lw, n, "the input's rank must be known, from 3 to %d", MAXRANK - 2);
	const Dim *xd = x->type->dims;
	int zero = 0; /* a dim known to be 0 before opset 14: explicit sizes everywhere */
	for (int32_t i = 0; i < r; i++)
		zero |= xd[i] == 0 && lw->opset < 14;
	Value *parts[MAXRANK], *out[MAXRANK];
	Dim dims[MAXRANK];
	int64_t perm[MAXRANK];
	int np = 0;
	if (n->op->args[1].name == SYMC("groups")) {
		out[0] = zero ? part(lw, x, &shape, 0, 1, 1) : lead(lw, x, &shape, 0);
		for (int32_t i = 1; i < r; i++)
			out[i] = part(lw, x, &shape, i, 1, 1);
		if (zero)
			return finish(lw, n, NULL, out, r, t);
		parts[np++] = out[0];
		parts[np++] = lw_ints(lw, &k, 1);
		parts[np++] = part(lw, x, &shape, 1, 1, k);
		dims[0] = xd[0], dims[1] = k, dims[2] = dim_known(xd[1]) ? xd[1] / k : DIM_UNKNOWN;
		for (int32_t i = 2; i < r; i++) {
			parts[np++] = out[i];
			dims[i + 1] = xd[i];
		}
		Value *y = reshape(lw, x, concat(lw, parts, np), dims, r + 1);
		for (int32_t i = 0; i <= r; i++)
			perm[i] = i == 1 ? 2 : i == 2 ? 1 : i;
		return finish(lw, n, transpose(lw, y, perm), out, r, t);
	}
	int up = lw_named(n, "pixel_shuffle");
	DType dt = t->dtype;
	if (up && r == 4 && !zero && (dt == DT_F32 || dt == DT_F64 || dt == DT_F16 || dt == DT_U8)) {
		/* ONNX's DepthToSpace in CRD mode is pixel_shuffle's formula, for the 4-d inputs
		 * and the dtypes ONNX Runtime has it for (it fails on a channel count r r does
		 * not divide, as PyTorch raises) */
		Value *y = lw_op1(lw, "DepthToSpace", x, t);
		ir_attr_i(lw->g, y->def, SYMC("blocksize"), k);
		ir_attr_s(lw->g, y->def, SYMC("mode"), "CRD");
		return lw_done1(lw, n, y);
	}
	int32_t L = r - 3;
	for (int32_t i = 0; i < L; i++) {
		parts[np++] = zero ? part(lw, x, &shape, i, 1, 1) : lead(lw, x, &shape, i);
		dims[i] = xd[i];
	}
	Dim c = xd[L], h = xd[L + 1], w = xd[L + 2];
	/* the 5 dims after the leading ones */
	Value *five[5];
	if (up) {
		five[0] = part(lw, x, &shape, L, 1, k * k), five[1] = five[2] = lw_ints(lw, &k, 1);
		five[3] = part(lw, x, &shape, L + 1, 1, 1), five[4] = part(lw, x, &shape, L + 2, 1, 1);
		Dim d5[5] = {dim_known(c) ? c / (k * k) : DIM_UNKNOWN, k, k, h, w};
		memcpy(dims + L, d5, sizeof d5);
	} else {
		five[0] = part(lw, x, &shape, L, 1, 1), five[2] = five[4] = lw_ints(lw, &k, 1);
		five[1] = part(lw, x, &shape, L + 1, 1, k), five[3] = part(lw, x, &shape, L + 2, 1, k);
		Dim d5[5] = {c, dim_known(h) ? h / k : DIM_UNKNOWN, k, dim_known(w) ? w / k :
			DIM_UNKNOWN, k};
		memcpy(dims + L, d5, sizeof d5);
	}
	memcpy(out, parts, sizeof *parts * (size_t)L);
	int no = L;
	if (up) {
		out[no++] = five[0];
		out[no++] = part(lw, x, &shape, L + 1, k, 1);
		out[no++] = part(lw, x, &shape, L + 2, k, 1);
	} else {
		out[no++] = part(lw, x, &shape, L, k * k, 1);
		out[no++] = five[1];
		out[no++] = five[3];
	}
	int empty = 0, maybe = 0;
	for (int32_t i = 0; i < r; i++) {
		empty |= xd[i] == 0;
		maybe |= !dim_known(xd[i]);
	}
	if (!up && empty) /* 1.13's pixel_unshuffle copies an empty input */
		return lw_done1(lw, n, x);
	if (zero)
		return finish(lw, n, NULL, out, no, t);
	if (!up && maybe && k != 1) { /* the input's shape where it is empty at run time */
		if (!shape)
			shape = lw_shape(lw, x);
		Dim one = 1, rd = r;
		Value *num = lw_op1(lw, "ReduceProd", shape, ty_tensor(DT_I64, 1, &one));
		Value *is0 = lw_op2(lw, "Equal", num, lw_ints(lw, (int64_t[]){0}, 1),
			ty_tensor(DT_BOOL, 1, &one));
		Value *in[3] = {is0, shape, concat(lw, out, no)};
		out[0] = lw_op(lw, "Where", in, 3, ty_tensor(DT_I64, 1, &rd));
		no = 1;
	}
	for (int i = 0; i < 5; i++)
		parts[np++] = five[i];
	Value *y = reshape(lw, x, concat(lw, parts, np), dims, r + 2);
	static const int64_t pu[5] = {0, 3, 1, 4, 2}, pd[5] = {0, 2, 4, 1, 3};
	for (int32_t i = 0; i < r + 2; i++)
		perm[i] = i < L ? i : L + (up ? pu : pd)[i - L];
	return finish(lw, n, transpose(lw, y, perm), out, no, t);
}
