/* Inference for the normalizations (batch_norm) and the pools: the result has the input's
 * dtype; the checks are PyTorch's own (its messages), made at compile time where the sizes
 * are known.  Both spellings share a hook: `torch.batch_norm` (aten's schema) and
 * `F.batch_norm` (torch.nn.functional's own signature) name their arguments alike. */
#include <string.h>
#include "ir.h"

static const Type *
tin(const Node *n, uint32_t i)
{
	return ir_in(n, i)->type;
}

/* the optional tensor argument called s, or NULL when it is None */
static const Type *
optarg(const Node *n, const char *s)
{
	int i = arg_at(n, s);
	return i < 0 || ir_isnone(ir_in(n, i)) ? NULL : tin(n, (uint32_t)i);
}

/* a per-channel tensor (weight, bias, running stats): 1-d of c elements, x's dtype */
static int
perchannel(Diag *d, const Node *n, const Type *x, Dim c, const char *s)
{
	const Type *t = optarg(n, s);
	if (!t)
		return 0;
	if (x->dtype != DT_UNDEF && t->dtype != DT_UNDEF && t->dtype != x->dtype)
		return infer_fail(d, n, "mixed dtype: input is %s but %s is %s (PyTorch refuses it)",
			dtype_name(x->dtype), s, dtype_name(t->dtype));
	if (t->rank >= 0) {
		Dim k = 1;
		for (int32_t i = 0; i < t->rank; i++)
			k = dim_known(k) && dim_known(t->dims[i]) ? k * t->dims[i] : DIM_UNKNOWN;
		if (dim_known(k) && dim_known(c) && k != c)
			return infer_fail(d, n, "%s should contain %lld elements not %lld", s,
				(long long)c, (long long)k);
	}
	return 0;
}

/* batch_norm(input, weight, bias, running_mean, running_var, training, momentum, eps) and
 * instance_norm(.., use_input_stats, ..): input [N, C, ...] of a float dtype; the
 * per-channel tensors have C elements.  Without the batch's (instance's) statistics the
 * running ones are needed; with them, running ones given would be updated in place, which
 * a model's graph cannot (refused); batch_norm's eval mode is the first, a BatchNorm with
 * track_running_stats=False the second.  F.batch_norm's _verify_batch_size and
 * F.instance_norm's _verify_spatial_size are checked where the sizes are known (only the
 * F. rows, which have no cudnn_enabled: aten's own forms compute on). */
static int
stats(Node *n, Diag *d, int inst)
{
	const Type *x = tin(n, 0);
	int64_t own;
	if (arg_int(d, ARG_INFER, n, inst ? "use_input_stats" : "training", &own) < 0)
		return -1;
	if (x->dtype != DT_UNDEF && !dtype_isfloat(x->dtype))
		return infer_fail(d, n, "\"batch_norm\" not implemented for %s", dtype_name(x->dtype));
	if (!own && (!optarg(n, "running_mean") || !optarg(n, "running_var")))
		return infer_fail(d, n, inst ? "Expected running_mean and running_var to be defined "
			"when use_input_stats is false" : "running_mean must be defined in evaluation "
			"mode");
	if (own && (optarg(n, "running_mean") || optarg(n, "running_var")))
		return infer_fail(d, n, "%s=True with running statistics updates them in place: not "
			"supported (pass None, as track_running_stats=False does)",
			inst ? "use_input_stats" : "training");
	if (x->rank >= 0 && x->rank < 2)
		return infer_fail(d, n, "the input must have at least 2 dims (N, C, ...), not %d",
			x->rank);
	Dim c = x->rank >= 2 ? x->dims[1] : DIM_UNKNOWN;
	static const char *const per[] = {"running_mean", "running_var", "weight", "bias"};
	for (size_t i = 0; i < sizeof per / sizeof *per; i++)
		if (perchannel(d, n, x, c, per[i]) < 0)
			return -1;
	if (inst && x->rank >= 2 && x->dims[0] == 0 && (optarg(n, "weight") || optarg(n, "bias")))
		return infer_fail(d, n, "select(): index 0 out of range for tensor of size [0] at "
			"dimension 0 (PyTorch repeats weight and bias once per instance; here none)");
	if (own && x->rank >= 2 && arg_at(n, "cudnn_enabled") < 0) { /* F.'s checks */
		Dim k = inst ? 1 : x->dims[0];
		for (int32_t i = 2; i < x->rank; i++)
			k = dim_known(k) && dim_known(x->dims[i]) ? k * x->dims[i] : DIM_UNKNOWN;
		if (k == 1)
			return infer_fail(d, n, inst ? "Expected more than 1 spatial element when "
				"training" : "Expected more than 1 value per channel when training");
	}
	infer_set(n, 0, ty_tensor(x->dtype, x->rank, x->dims));
	return 0;
}

int
infer_batchnorm(Graph *g, Node *n, Diag *d)
{
	(void)g;
	return stats(n, d, 0);
}

int
infer_instancenorm(Graph *g, Node *n, Diag *d)
{
	(void)g;
	return stats(n, d, 1);
}

/* the elements of a type (1 for rank 0), DIM_UNKNOWN if a dim is not known */
static Dim
numel(const Type *t)
{
	Dim k = t->rank < 0 ? DIM_UNKNOWN : 1;
	for (int32_t i = 0; i < t->rank; i++)
		k = dim_known(k) && dim_known(t->dims[i]) ? k * t->dims[i] : DIM_UNKNOWN;
	return k;
}

/* layer_norm(input, normalized_shape, weight, bias, eps): over the last len(normalized_shape)
 * dims, which must be normalized_shape; weight and bias of that shape */
int
infer_layernorm(Graph *g, Node *n, Diag *d)
{
	(void)g;
	const Type *x = tin(n, 0);
	int64_t ns[MAXRANK];
	int k = arg_ints(ir_in(n, 1), ns, MAXRANK);
	if (k < 0)
		return infer_fail(d, n, "normalized_shape must be constants");
	if (k == 0)
		return infer_fail(d, n, "Expected normalized_shape to be at least 1-dimensional, i.e., "
			"containing at least one element, but got normalized_shape = []");
	if (x->dtype != DT_UNDEF && !dtype_isfloat(x->dtype))
		return infer_fail(d, n, "\"LayerNormKernelImpl\" not implemented for %s",
			dtype_name(x->dtype));
	if (x->rank >= 0) {
		int bad = x->rank < k;
		for (int i = 0; !bad && i < k; i++) {
			Dim xd = x->dims[x->rank - k + i];
			bad = dim_known(xd) && xd != ns[i];
		}
		if (bad)
			return infer_fail(d, n, "Given normalized_shape of %d dims, expected input with "
				"shape [*, normalized_shape], but got input of %d dims or other sizes", k,
				x->rank);
	}
	static const char *const wb[] = {"weight", "bias"};
	for (int j = 0; j < 2; j++) {
		const Type *w = optarg(n, wb[j]);
		if (!w)
			continue;
		if (x->dtype != DT_UNDEF && w->dtype != DT_UNDEF && w->dtype != x->dtype)
			return infer_fail(d, n, "expected scalar type %s but found %s (%s)",
				dtype_name(x->dtype), dtype_name(w->dtype), wb[j]);
		int bad = w->rank >= 0 && w->rank != k;
		for (int i = 0; !bad && w->rank >= 0 && i < k; i++)
			bad = dim_known(w->dims[i]) && w->dims[i] != ns[i];
		if (bad)
			return infer_fail(d, n, "Expected %s to be of same shape as normalized_shape",
				wb[j]);
	}
	infer_set(n, 0, ty_tensor(x->dtype, x->rank, x->dims));
	return 0;
}

/* group_norm(input, num_groups, weight, bias, eps): input [N, C, ...], C divisible by the
 * groups; weight and bias [C]; F.group_norm's own check that a group has more than one
 * value (it calls it per channel, and training) */
int
infer_groupnorm(Graph *g, Node *n, Diag *d)
{
	(void)g;
	const Type *x = tin(n, 0);
	int64_t groups;
	if (arg_int(d, ARG_INFER, n, "num_groups", &groups) < 0)
		return -1;
	if (x->dtype != DT_UNDEF && !dtype_isfloat(x->dtype))
		return infer_fail(d, n, "\"GroupNormKernelImpl\" not implemented for %s",
			dtype_name(x->dtype));
	if (x->rank >= 0 && x->rank < 2)
		return infer_fail(d, n, "Expected at least 2 dimensions for input tensor but "
			"received %d", x->rank);
	if (groups <= 0)
		return infer_fail(d, n, "num_groups must be positive, not %lld (PyTorch: integer "
			"division or modulo by zero, or a negative group size)", (long long)groups);
	Dim c = x->rank >= 2 ? x->dims[1] : DIM_UNKNOWN;
	if (dim_known(c) && c % groups)
		return infer_fail(d, n, "Expected number of channels in input to be divisible by "
			"num_groups, but got %lld channels and num_groups=%lld", (long long)c,
			(long long)groups);
	static const char *const wb[] = {"weight", "bias"};
	for (int j = 0; j < 2; j++) {
		const Type *w = optarg(n, wb[j]);
		if (!w)
			continue;
		if (x->dtype != DT_UNDEF && w->dtype != DT_UNDEF && w->dtype != x->dtype)
			return infer_fail(d, n, "expected scalar type %s but found %s (%s)",
				dtype_name(x->dtype), dtype_name(w->dtype), wb[j]);
		if ((w->rank >= 0 && w->rank != 1) || (dim_known(numel(w)) && dim_known(c) &&
		    numel(w) != c))
			return infer_fail(d, n, "Expected %s to be a vector of size equal to the number "
				"of channels in input", wb[j]);
	}
	if (x->rank >= 2 && dim_known(c) && arg_at(n, "cudnn_enabled") < 0) { /* F.'s check */
		Dim k = x->dims[0];
		for (int32_t i = 2; i < x->rank; i++)
			k = dim_known(k) && dim_known(x->dims[i]) ? k * x->dims[i] : DIM_UNKNOWN;
		if (dim_known(k) && k * (c / groups) == 1)
			return infer_fail(d, n, "Expected more than 1 value per channel when training");
	}
	infer_set(n, 0, ty_tensor(x->dtype, x->rank, x->dims));
	return 0;
}

/* local_response_norm(input, size, alpha, beta, k): input [N, C, ...] of 3 or more dims */
int
infer_lrn(Graph *g, Node *n, Diag *d)
{
	(void)g;
	const Type *x = tin(n, 0);
	int64_t size;
	if (arg_int(d, ARG_INFER, n, "size", &size) < 0)
		return -1;
	if (x->rank >= 0 && x->rank < 3)
		return infer_fail(d, n, "Expected 3D or higher dimensionality input (got %d "
			"dimensions)", x->rank);
	if (size <= 0)
		return infer_fail(d, n, "size must be positive, not %lld (PyTorch's pooling "
			"refuses it)", (long long)size);
	if (x->dtype != DT_UNDEF && !dtype_isfloat(x->dtype))
		return infer_fail(d, n, "integral inputs are not supported yet (PyTorch averages "
			"their squares as integers)");
	infer_set(n, 0, ty_tensor(x->dtype, x->rank, x->dims));
	return 0;
}
