/* F.pad (aten::pad) and torch.constant_pad_nd: pad_params reads and checks the arguments
 * once, with PyTorch 1.13's rules and messages (_pad_enum, _pad_circular), for inference and
 * lowering alike.  pad lists (left, right) pairs from the last dim backwards; a negative one
 * crops.  Modes other than 'constant' take 1-d pads on 2-d or 3-d input, 2-d pads on 3-d or
 * 4-d, 3-d pads on 4-d or 5-d ('circular' needs the batch: 3-d, 4-d, 5-d); reflect and
 * replicate compute floats only. */
#include <string.h>
#include "ir.h"

static const char *modes[] = {"constant", "reflect", "replicate", "circular"};

/* mode=: one of modes[] */
static int
modearg(Diag *d, int opset, const Node *n, PadParams *p)
{
	int im = arg_at(n, "mode");
	p->mode = PAD_CONSTANT;
	if (im < 0)
		return 0;
	Attr *a = ir_in(n, im)->type->kind == T_STR ? ir_attr(ir_in(n, im)->def, S_value) : NULL;
	if (!a || !a->s)
		return arg_fail(d, opset, n, "mode must be a constant");
	for (int i = 0; i < 4; i++)
		if (!strcmp(a->s, modes[i]))
			return p->mode = (PadMode)i, 0;
	return arg_fail(d, opset, n, "Unrecognised padding mode %s", a->s);
}

/* what the modes other than 'constant' take: no value, the ranks, PyTorch's CPU dtypes */
static int
nonconstant(Diag *d, int opset, const Node *n, PadParams *p, int len)
{
	const Type *x = ir_in(n, 0)->type;
	DType dt = x->dtype;
	double v;
	if (p->value && (!ir_constfloat(p->value, &v) || v != 0))
		return arg_fail(d, opset, n, "Padding mode \"%s\" doesn't take in value argument",
			modes[p->mode]);
	int ok1 = x->rank == p->k + 1 || x->rank == p->k + 2;
	if (x->rank >= 0 && p->mode == PAD_CIRCULAR && ok1 && x->rank != p->k + 2)
		return arg_fail(d, opset, n, "Invalid padding size, expected %d but got %d",
			2 * (x->rank - 2), len);
	if ((x->rank >= 0 && !ok1) || p->k < 1 || p->k > 3)
		return arg_fail(d, opset, n, "Only 2D, 3D, 4D, 5D padding with non-constant padding "
			"are supported for now");
	/* PyTorch's CPU kernels: float32 and float64, and half floats for 3-d reflect */
	int half = dt == DT_F16 || dt == DT_BF16;
	if (p->mode != PAD_CIRCULAR && dt != DT_UNDEF && dt != DT_F32 && dt != DT_F64 &&
	    !(half && p->mode == PAD_REFLECT && p->k == 3))
		return arg_fail(d, opset, n, "PyTorch's %s padding (%dd) is not implemented for %s",
			modes[p->mode], p->k, dtype_name(dt));
	if (p->mode == PAD_CIRCULAR && !p->known)
		return arg_fail(d, opset, n, "pad must be a constant for mode 'circular'");
	return 0;
}

/* dim of size l padded by (a, b), known; anypos: some pad is positive */
static int
sizecheck(Diag *d, int opset, const Node *n, const PadParams *p, int dim, int64_t l,
	int64_t a, int64_t b, int anypos)
{
	PadMode m = p->mode;
	if (m == PAD_REFLECT && (a >= l || b >= l))
		return arg_fail(d, opset, n, "Argument #4: Padding size should be less than the "
			"corresponding input dimension, but got: padding (%lld, %lld) at dimension %d",
			(long long)a, (long long)b, dim);
	if (m == PAD_REPLICATE && l == 0)
		return arg_fail(d, opset, n, "replicate padding of an empty dim %d", dim);
	if (m == PAD_CIRCULAR && (a > l || b > l))
		return arg_fail(d, opset, n, "Padding value causes wrapping around more than once.");
	if (m == PAD_CIRCULAR && (a > l + (b < 0 ? b : 0) || b > l + (a < 0 ? a : 0)))
		return arg_fail(d, opset, n, "circular padding past the dim left by the negative "
			"padding (PyTorch reads memory it has not written)");
	/* constant_pad_nd narrows by the negative pads first (left, then right), returns that
	 * if no pad is positive (a 0 size then is fine), else needs sizes above 0 */
	int64_t la = l + (a < 0 ? a : 0);
	if (m == PAD_CONSTANT && a < 0 && l + a < 0)
		return arg_fail(d, opset, n, "start (%lld) + length (%lld) exceeds dimension size "
			"(%lld).", (long long)-a, (long long)(l + a), (long long)l);
	if (m == PAD_CONSTANT && b < 0 && la + b < 0)
		return arg_fail(d, opset, n, "start (0) + length (%lld) exceeds dimension size (%lld).",
			(long long)(la + b), (long long)la);
	if (m == PAD_CONSTANT && anypos && l + a + b <= 0)
		return arg_fail(d, opset, n, "The input size %lld, plus negative padding %lld and %lld "
			"resulted in a negative output size, which is invalid. Check dimension %d of "
			"your input.", (long long)l, (long long)a, (long long)b, dim);
	if (l + a + b < 0)
		return arg_fail(d, opset, n, "padding (%lld, %lld) leaves dim %d of size %lld with a "
			"negative size", (long long)a, (long long)b, dim, (long long)l);
	return 0;
}

int
pad_params(Diag *d, int opset, const Node *n, PadParams *p)
{
	memset(p, 0, sizeof *p);
	const Type *x = ir_in(n, 0)->type;
	if (modearg(d, opset, n, p) < 0)
		return -1;
	Dim pd[2 * MAXRANK + 2];
	int len = infer_ints(ir_in(n, 1), pd, 2 * MAXRANK + 2);
	if (len < 0)
		return arg_fail(d, opset, n, "pad must have a length known at compile time");
	if (len % 2)
		return arg_fail(d, opset, n, "Padding length must be divisible by 2");
	p->k = len / 2;
	p->known = arg_ints(ir_in(n, 1), p->pad, 2 * MAXRANK + 2) == len;
	if (x->rank >= 0 && p->k > x->rank)
		return arg_fail(d, opset, n, "Padding length too large");
	int iv = arg_at(n, "value");
	p->value = iv >= 0 && !ir_isnone(ir_in(n, iv)) ? ir_in(n, iv) : NULL;
	if (p->mode != PAD_CONSTANT && nonconstant(d, opset, n, p, len) < 0)
		return -1;
	if (x->rank < 0 || !p->known)
		return 0;
	int anypos = 0;
	for (int j = 0; j < 2 * p->k; j++)
		anypos |= p->pad[j] > 0;
	for (int j = 0; j < p->k; j++) {
		int dim = x->rank - 1 - j;
		if (dim_known(x->dims[dim]) && sizecheck(d, opset, n, p, dim, x->dims[dim],
		    p->pad[2 * j], p->pad[2 * j + 1], anypos) < 0)
			return -1;
	}
	return 0;
}

int
infer_pad(Graph *g, Node *n, Diag *d)
{
	(void)g;
	PadParams p;
	if (pad_params(d, ARG_INFER, n, &p) < 0)
		return -1;
	const Type *x = ir_in(n, 0)->type;
	if (x->rank < 0)
		return infer_anyrank(n, x->dtype);
	Dim out[MAXRANK];
	memcpy(out, x->dims, sizeof(Dim) * (size_t)x->rank);
	for (int j = 0; j < p.k; j++) {
		int dim = x->rank - 1 - j;
		int zero = p.known && p.pad[2 * j] == 0 && p.pad[2 * j + 1] == 0;
		if (!zero)
			out[dim] = p.known && dim_known(out[dim]) ?
				out[dim] + p.pad[2 * j] + p.pad[2 * j + 1] : DIM_UNKNOWN;
	}
	infer_set(n, 0, ty_tensor(x->dtype, x->rank, out));
	return 0;
}
