/* The activations that are not one ONNX operator (lower_act.c decomposes them), their
 * dtypes as PyTorch 1.13's CPU kernels take them, and their checks:
 *   relu6, hardtanh, threshold   every dtype but bool and float16 (ints: the bounds
 *                                truncated to the input's type)
 *   softsign, tanhshrink         F's Python: ints compute in float32 (a true division,
 *                                tanh); bool refused; tanhshrink has no float16, softsign's
 *                                is not supported yet
 *   mish                         float32, float64
 *   the others                   float32, float64, bfloat16
 * bfloat16 computes in float32 and rounds once, as the kernels do.  glu halves a dim that
 * must be even; prelu's weight is one value or one per channel (dim 1), of the input's
 * dtype; F.softmax, F.log_softmax and F.softmin take dim=None as F's _get_softmax_dim picks
 * it (0 for 0-d, 1-d and 3-d inputs, else 1); F.normalize divides by the p-norm over dim,
 * at least eps. */
#include <string.h>
#include "ir.h"

static int
named(const Node *n, const char *s)
{
	return !strcmp(sym_str(n->op->name), s);
}

/* the dim of F.softmax, F.log_softmax, F.softmin (None: _get_softmax_dim's) and of glu,
 * F.normalize, wrapped into [0, rank); -1 after a diagnostic */
int
act_dim(Diag *d, int opset, const Node *n, int32_t rank, int64_t *dim)
{
	int i = arg_at(n, "dim");
	if (ir_isnone(ir_in(n, (uint32_t)i))) {
		*dim = rank == 0 || rank == 1 || rank == 3 ? 0 : 1;
		if (rank == 0) /* PyTorch wraps 0 for a 0-d tensor */
			return 0;
	} else if (arg_int(d, opset, n, "dim", dim) < 0) {
		return -1;
	}
	int32_t r = rank == 0 ? 1 : rank; /* a 0-d tensor takes dims 0 and -1 */
	if (*dim < -r || *dim >= r)
		return arg_fail(d, opset, n, "Dimension out of range (expected to be in range of "
			"[%d, %d], but got %lld)", -r, r - 1, (long long)*dim);
	if (*dim < 0)
		*dim += r;
	if (rank == 0)
		*dim = 0;
	return 0;
}

int
infer_act(Graph *g, Node *n, Diag *d)
{
	(void)g;
	const Type *x = ir_in(n, 0)->type;
	DType dt = x->dtype, out = dt;
	const char *nm = sym_str(n->op->name);
	int clampish = named(n, "relu6") || named(n, "hardtanh") || named(n, "threshold");
	int fl = named(n, "softsign") || named(n, "tanhshrink");
	int soft = named(n, "softmax") || named(n, "log_softmax") || named(n, "softmin");
	if (soft) {
		/* softmin negates first, in the input's dtype; then the kernel's dtype decides */
		if (named(n, "softmin") && dt == DT_BOOL)
			return infer_fail(d, n, "Negation, the `-` operator, on a bool tensor is not "
				"supported. If you are trying to invert a mask, use the `~` or "
				"`logical_not()` operator instead.");
		if (!ir_isnone(ir_in(n, (uint32_t)arg_at(n, "dtype"))))
			out = infer_dtypearg(n);
	} else if (dt != DT_UNDEF) {
		int bad = dt == DT_BOOL || (dt == DT_F16 && !named(n, "softsign"));
		if (!clampish && !fl)
			bad |= !dtype_isfloat(dt);
		if (named(n, "mish"))
			bad |= dt == DT_BF16;
		if (bad)
			return infer_fail(d, n, "\"%s\" not implemented for %s", nm, dtype_name(dt));
		/* PyTorch's softsign of float16 rounds each step to half; ONNX Runtime's CPU
		 * computes half arithmetic in float32 and drops the casts between */
		if (dt == DT_F16)
			return infer_fail(d, n, "float16 inputs are not supported yet");
		if (fl && !dtype_isfloat(dt))
			out = DT_F32;
	}
	if (named(n, "rrelu")) {
		int64_t tr;
		if (arg_int(d, ARG_INFER, n, "training", &tr) < 0)
			return -1;
		if (tr)
			return infer_fail(d, n, "training=True (random slopes) is not supported");
	}
	if (x->rank < 0)
		return soft && softmax_dtype(d, n, named(n, "log_softmax"), out, -1, 0) < 0 ? -1 :
			infer_anyrank(n, out);
	Dim dims[MAXRANK];
	for (int32_t i = 0; i < x->rank; i++)
		dims[i] = x->dims[i];
	int64_t dim;
	if (soft && (act_dim(d, ARG_INFER, n, x->rank, &dim) < 0 ||
	    softmax_dtype(d, n, named(n, "log_softmax"), out, x->rank, dim) < 0))
		return -1;
	if (named(n, "normalize")) {
		if (!ir_isnone(ir_in(n, (uint32_t)arg_at(n, "out"))))
			return infer_fail(d, n, "out= is not supported");
		if (act_dim(d, ARG_INFER, n, x->rank, &dim) < 0)
			return -1;
	}
	if (named(n, "glu")) {
		if (x->rank == 0)
			return infer_fail(d, n, "glu does not support scalars because halving size "
				"must be even");
		if (act_dim(d, ARG_INFER, n, x->rank, &dim) < 0)
			return -1;
		if (dim_known(dims[dim]) && dims[dim] % 2)
			return infer_fail(d, n, "Halving dimension must be even, but dimension %lld is "
				"size %lld", (long long)dim, (long long)dims[dim]);
		dims[dim] = dim_known(dims[dim]) ? dims[dim] / 2 : DIM_UNKNOWN;
	}
	if (named(n, "prelu")) {
		const Type *w = ir_in(n, 1)->type;
		if (w->rank > 1)
			return infer_fail(d, n, "prelu: Expected `weight` to be a scalar or 1D tensor, "
				"but got ndim = %d", w->rank);
		if (w->dtype != DT_UNDEF && dt != DT_UNDEF && w->dtype != dt)
			return infer_fail(d, n, "Found dtype %s but expected %s", dtype_name(w->dtype),
				dtype_name(dt));
		Dim c = x->rank >= 2 ? x->dims[1] : 1;
		Dim k = w->rank == 1 ? w->dims[0] : 1;
		if (w->rank < 0 || !dim_known(k))
			return infer_fail(d, n, "the weight's size must be known");
		if (k != 1 && dim_known(c) && k != c)
			return infer_fail(d, n, "Mismatch of parameter numbers and input channel size. "
				"Found parameter numbers = %lld and channel size = %lld.", (long long)k,
				(long long)c);
	}
	infer_set(n, 0, ty_tensor(out, x->rank, dims));
	return 0;
}
