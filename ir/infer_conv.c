/* Convolutions: conv1d/2d/3d (int padding or the strings 'same' and 'valid') and
 * conv_transpose1d/2d/3d.  conv_params reads and checks a node's arguments once, with
 * PyTorch's rules and messages, for inference and lowering alike (lowering gives its opset,
 * so its errors name it); infer_conv gives the result's shape:
 *   conv            out = floor((L + pl + pr - d*(k-1) - 1) / s) + 1
 *   conv_transpose  out = (L - 1)*s - 2p + d*(k-1) + output_padding + 1
 * A size known only at run time gives an unknown size, except where the result keeps it
 * (the batch, 'same', a 1-wide kernel of stride 1 and no padding). */
#include <string.h>
#include "ir.h"

static const Type *
tin(const Node *n, uint32_t i)
{
	return ir_in(n, i)->type;
}

/* an int[] argument of a D-d convolution: a constant list of 1 or D values (one is repeated,
 * as PyTorch's expand_param_if_needed does) */
static int
dimsarg(Diag *d, int opset, const Node *n, const char *name, int nd, int64_t *out)
{
	int i = arg_at(n, name);
	int64_t v[MAXRANK];
	int k = arg_ints(ir_in(n, i), v, MAXRANK);
	if (k < 0)
		return arg_fail(d, opset, n, "%s must be a constant", name);
	if (k != 1 && k != nd) {
		char buf[160];
		int p = 0;
		for (int j = 0; j < k && p < 120; j++)
			p += snprintf(buf + p, sizeof buf - (size_t)p, "%s%lld", j ? ", " : "",
				(long long)v[j]);
		return arg_fail(d, opset, n, "expected %s to be a single integer value or a list of %d "
			"values to match the convolution dimensions, but got %s=[%s]", name, nd,
			name, buf);
	}
	for (int j = 0; j < nd; j++)
		out[j] = v[k == 1 ? 0 : j];
	return 0;
}

static int
spatial(const Node *n)
{
	if (op_is(n->op, OP_aten_conv1d_Tensor) || op_is(n->op, OP_aten_conv_transpose1d_Tensor))
		return 1;
	if (op_is(n->op, OP_aten_conv2d_Tensor) || op_is(n->op, OP_aten_conv_transpose2d_input))
		return 2;
	return 3;
}

static const char *
strarg(const Node *n, const char *name)
{
	int i = arg_at(n, name);
	if (i < 0 || ir_in(n, i)->type->kind != T_STR)
		return NULL;
	Attr *a = ir_attr(ir_in(n, i)->def, S_value);
	return a ? a->s : NULL;
}

static void
sizes(char *buf, size_t cap, const Type *t)
{
	int p = 0;
	for (int32_t j = 0; j < t->rank && (size_t)p < cap - 24; j++) {
		if (dim_known(t->dims[j]))
			p += snprintf(buf + p, cap - (size_t)p, "%s%lld", j ? ", " : "",
				(long long)t->dims[j]);
		else
			p += snprintf(buf + p, cap - (size_t)p, "%s?", j ? ", " : "");
	}
	if (t->rank <= 0)
		buf[0] = 0;
}

/* the dtypes and ranks: PyTorch's CPU kernels and their checks */
static int
types(Diag *d, int opset, const Node *n, ConvParams *p)
{
	const Type *x = tin(n, 0), *w = tin(n, 1), *b = tin(n, 2);
	int nd = p->nd, hasb = !ir_isnone(ir_in(n, 2)) && b->kind == T_TENSOR;
	const char *kind = p->transposed ? "conv_transpose" : "conv";
	DType dt = x->dtype != DT_UNDEF ? x->dtype : w->dtype;
	if (x->dtype != DT_UNDEF && w->dtype != DT_UNDEF && x->dtype != w->dtype)
		return arg_fail(d, opset, n, "input is %s but weight is %s (PyTorch needs them the same)",
			dtype_name(x->dtype), dtype_name(w->dtype));
	if (hasb && b->dtype != DT_UNDEF && dt != DT_UNDEF && b->dtype != dt)
		return arg_fail(d, opset, n, "input is %s but bias is %s (PyTorch needs them the same)",
			dtype_name(dt), dtype_name(b->dtype));
	if (dt == DT_F16 || dt == DT_BOOL || (p->transposed && dtype_isint(dt) && dt != DT_I64))
		return arg_fail(d, opset, n, "PyTorch has no %s of %s tensors on the CPU", kind,
			dtype_name(dt));
	/* 1.13's CPU conv_transpose of bfloat16 returns a convolution's result instead
	 * ([2, 3, 5, 5] by [3, 3, 3, 3], stride 2, padding 1 gives [2, 3, 3, 3], not 9x9) */
	if (dt == DT_BF16 && p->transposed)
		return arg_fail(d, opset, n, "conv_transpose of bfloat16 tensors is refused: PyTorch "
			"1.13's CPU kernel computes a convolution instead");
	p->dtype = dt;
	if (x->rank >= 0 && x->rank != nd + 1 && x->rank != nd + 2)
		return arg_fail(d, opset, n, "expected %dD (unbatched) or %dD (batched) input to %s%dd, "
			"but got a %d-d input", nd + 1, nd + 2, kind, nd, x->rank);
	if (w->rank >= 0 && w->rank != nd + 2)
		return arg_fail(d, opset, n, "expected a %d-d weight for %s%dd, but got a %d-d one",
			nd + 2, kind, nd, w->rank);
	p->unbatched = x->rank == nd + 1;
	if (hasb && b->rank >= 0 && b->rank != 1)
		return arg_fail(d, opset, n, "expected bias to be 1-dimensional, but got a %d-d bias",
			b->rank);
	return 0;
}

/* padding='same' or 'valid': 'same' pads d*(k-1) in all, the odd one of an odd total at
 * the end, as PyTorch pads it */
static int
padstr(Diag *d, int opset, const Node *n, ConvParams *p, const char *ps)
{
	if (strcmp(ps, "same") && strcmp(ps, "valid"))
		return arg_fail(d, opset, n, "Invalid padding string: '%s'", ps);
	p->same = !strcmp(ps, "same");
	for (int i = 0; i < p->nd && p->same; i++) {
		if (p->stride[i] != 1)
			return arg_fail(d, opset, n, "padding='same' is not supported for strided "
				"convolutions");
		if (!dim_known(p->k[i]))
			return arg_fail(d, opset, n, "padding='same' needs the kernel's size, not known "
				"here");
		int64_t total = p->dil[i] * (p->k[i] - 1);
		p->padl[i] = total / 2;
		p->padr[i] = total - total / 2;
	}
	return 0;
}

/* groups, stride, dilation, padding, output_padding: constants, checked */
static int
numbers(Diag *d, int opset, const Node *n, ConvParams *p)
{
	const Type *w = tin(n, 1);
	int nd = p->nd;
	if (arg_int(d, opset, n, "groups", &p->groups) < 0)
		return -1;
	if (p->groups <= 0)
		return arg_fail(d, opset, n, "non-positive groups is not supported");
	if (dimsarg(d, opset, n, "stride", nd, p->stride) < 0 ||
	    dimsarg(d, opset, n, "dilation", nd, p->dil) < 0)
		return -1;
	for (int i = 0; i < nd; i++) {
		if (p->stride[i] <= 0)
			return arg_fail(d, opset, n, "non-positive stride is not supported");
		if (p->dil[i] <= 0)
			return arg_fail(d, opset, n, "non-positive dilation is not supported");
		p->k[i] = w->rank == nd + 2 ? w->dims[2 + i] : DIM_UNKNOWN;
	}
	const char *ps = strarg(n, "padding");
	if (ps)
		return padstr(d, opset, n, p, ps);
	if (dimsarg(d, opset, n, "padding", nd, p->padl) < 0)
		return -1;
	for (int i = 0; i < nd; i++) {
		if (p->padl[i] < 0)
			return arg_fail(d, opset, n, "negative padding is not supported");
		p->padr[i] = p->padl[i];
	}
	Node *opd = p->transposed ? ir_in(n, (uint32_t)arg_at(n, "output_padding"))->def : NULL;
	int64_t tmp[MAXRANK];
	if (opd && arg_ints(opd->out[0], tmp, MAXRANK) < 0 && opd->kind == S_prim_ListConstruct &&
	    (int)opd->nin == nd) { /* sizes known at run time (ConvTranspose's output_size=) */
		p->runpad = 1;
		for (int i = 0; i < nd; i++)
			p->outpad[i] = (p->stride[i] > p->dil[i] ? p->stride[i] : p->dil[i]) - 1;
		return 0;
	}
	if (p->transposed && dimsarg(d, opset, n, "output_padding", nd, p->outpad) < 0)
		return -1;
	for (int i = 0; i < nd && p->transposed; i++)
		if (p->outpad[i] < 0 || (p->outpad[i] >= p->stride[i] && p->outpad[i] >= p->dil[i]))
			return arg_fail(d, opset, n, "output padding must be smaller than either stride or "
				"dilation, but got output_padding=%lld, stride=%lld, dilation=%lld",
				(long long)p->outpad[i], (long long)p->stride[i], (long long)p->dil[i]);
	return 0;
}

/* channels: conv's weight is [out, in/groups, k...], conv_transpose's [in, out/groups, k...] */
static int
channels(Diag *d, int opset, const Node *n, ConvParams *p)
{
	const Type *x = tin(n, 0), *w = tin(n, 1), *b = tin(n, 2);
	char ws[160], xs[160];
	sizes(ws, sizeof ws, w);
	sizes(xs, sizeof xs, x);
	long long g = (long long)p->groups;
	Dim w0 = w->rank > 0 ? w->dims[0] : DIM_UNKNOWN, w1 = w->rank > 1 ? w->dims[1] : DIM_UNKNOWN;
	Dim c = x->rank > 0 ? x->dims[p->unbatched ? 0 : 1] : DIM_UNKNOWN;
	if (!p->transposed && w0 == 0)
		return arg_fail(d, opset, n, "Given groups=%lld, expected weight to be at least 1 at "
			"dimension 0, but got weight of size [%s] instead", g, ws);
	if (p->transposed && dim_known(c) && dim_known(w0) && c != w0)
		return arg_fail(d, opset, n, "Given transposed=1, weight of size [%s], expected "
			"input[%s] to have %lld channels, but got %lld channels instead", ws, xs,
			(long long)w0, (long long)c);
	if (dim_known(w0) && w0 % p->groups)
		return arg_fail(d, opset, n, "Given groups=%lld, expected weight to be divisible by "
			"%lld at dimension 0, but got weight of size [%s] instead", g, g, ws);
	if (!p->transposed && dim_known(c) && dim_known(w1) && c != w1 * p->groups)
		return arg_fail(d, opset, n, "Given groups=%lld, weight of size [%s], expected "
			"input[%s] to have %lld channels, but got %lld channels instead", g, ws, xs,
			(long long)(w1 * p->groups), (long long)c);
	p->cout = !p->transposed ? w0 : dim_known(w1) ? w1 * p->groups : DIM_UNKNOWN;
	if (!ir_isnone(ir_in(n, 2)) && b->kind == T_TENSOR && b->rank == 1 &&
	    dim_known(b->dims[0]) && dim_known(p->cout) && b->dims[0] != p->cout)
		return arg_fail(d, opset, n, "Given weight of size [%s], expected bias to be "
			"1-dimensional with %lld elements, but got bias of size [%lld] instead", ws,
			(long long)p->cout, (long long)b->dims[0]);
	return 0;
}

/* the result's spatial size i from the input's l (see the top) */
static int
outsize(Diag *d, int opset, const Node *n, ConvParams *p, int i, Dim l)
{
	Dim k = p->k[i];
	p->out[i] = DIM_UNKNOWN;
	if (!p->transposed && (p->same || (k == 1 && p->stride[i] == 1 && p->padl[i] == 0)))
		p->out[i] = l;
	if (!dim_known(l) || !dim_known(k))
		return 0;
	if (p->transposed && p->runpad)
		return 0;
	if (p->transposed) {
		int64_t o = (l - 1) * p->stride[i] - 2 * p->padl[i] + p->dil[i] * (k - 1) +
			p->outpad[i] + 1;
		if (o <= 0)
			return arg_fail(d, opset, n, "calculated output size %lld of spatial dim %d is too "
				"small (PyTorch: output size is too small)", (long long)o, i);
		p->out[i] = o;
		return 0;
	}
	int64_t span = p->dil[i] * (k - 1) + 1, have = l + p->padl[i] + p->padr[i];
	if (have < span)
		return arg_fail(d, opset, n, "padded input size %lld of spatial dim %d is smaller than "
			"the dilated kernel's %lld (PyTorch: kernel size can't be greater than actual "
			"input size)", (long long)have, i, (long long)span);
	p->out[i] = (have - span) / p->stride[i] + 1;
	return 0;
}

int
conv_params(Diag *d, int opset, const Node *n, ConvParams *p)
{
	memset(p, 0, sizeof *p);
	const Type *x = tin(n, 0);
	p->nd = spatial(n);
	p->transposed = op_is(n->op, OP_aten_conv_transpose1d_Tensor) ||
		op_is(n->op, OP_aten_conv_transpose2d_input) ||
		op_is(n->op, OP_aten_conv_transpose3d_input);
	if (types(d, opset, n, p) < 0 || numbers(d, opset, n, p) < 0 ||
	    channels(d, opset, n, p) < 0)
		return -1;
	for (int i = 0; i < p->nd; i++)
		if (outsize(d, opset, n, p, i, x->rank >= 0 ? x->dims[x->rank - p->nd + i] :
		    DIM_UNKNOWN) < 0)
			return -1;
	return 0;
}

int
infer_conv(Graph *g, Node *n, Diag *d)
{
	(void)g;
	ConvParams p;
	if (conv_params(d, ARG_INFER, n, &p) < 0)
		return -1;
	const Type *x = tin(n, 0);
	if (x->rank < 0)
		return infer_anyrank(n, p.dtype);
	Dim out[MAXRANK];
	int32_t r = 0;
	if (!p.unbatched)
		out[r++] = x->dims[0];
	out[r++] = p.cout;
	for (int i = 0; i < p.nd; i++)
		out[r++] = p.out[i];
	infer_set(n, 0, ty_tensor(p.dtype, r, out));
	return 0;
}
