/* Lowering of the normalizations, decomposed into elementwise operators and ReduceMean so
 * they compute PyTorch's formula at every opset (ONNX's BatchNormalization, LayerNormalization
 * and GroupNormalization differ between opsets in what they take; the decomposition does not):
 *   batch_norm  y = (x - mean) / sqrt(var + eps) * weight + bias, per channel (dim 1), the
 *               statistics the running ones (eval) or the batch's (training=True: the mean
 *               and biased variance over every dim but 1)
 *   instance_norm  the same, its own statistics over the dims after 1 (use_input_stats)
 *   layer_norm  the same over the last dims, weight and bias of their shape
 *   group_norm  the same over each group of channels and the dims after them
 * A per-channel tensor [C] is reshaped to [C, 1, ..., 1] so it broadcasts against x. */
#include <string.h>
#include "backend.h"
#include "../runtime/runtime.h"

/* the optional tensor argument called s as x's dtype, or NULL when it is None */
static Value *
optarg(Lower *lw, Node *n, const char *s, DType dt)
{
	int i = arg_at(n, s);
	return i < 0 || ir_isnone(ir_in(n, i)) ? NULL : lw_arg(lw, n, (uint32_t)i, dt);
}

/* the constant float argument called s; -1 after a diagnostic */
static int
floatarg(Lower *lw, Node *n, const char *s, double *v)
{
	int i = arg_at(n, s);
	if (i < 0 || !ir_constfloat(ir_in(n, i), v))
		return lw_fail(lw, n, "%s must be a constant", s);
	return 0;
}

/* ReduceMean of x over ax with keepdims=1, the axes an input from opset 18 */
static Value *
meankeep(Lower *lw, Value *x, const int64_t *ax, int na, Type *t)
{
	Value *in[2] = {x, NULL};
	uint32_t nin = 1;
	if (lw->opset >= 18)
		in[nin++] = lw_ints(lw, ax, (uint32_t)na);
	Value *r = lw_op(lw, "ReduceMean", in, nin, t);
	if (lw->opset < 18)
		ir_attr_ints(lw->g, r->def, SYMC("axes"), ax, (uint32_t)na);
	ir_attr_i(lw->g, r->def, SYMC("keepdims"), 1);
	return r;
}

/* v [C] as [C, 1, ..., 1] of rank r - 1, which broadcasts along dim 1 of a rank-r tensor */
static Value *
perchannel(Lower *lw, Value *v, int32_t r, Dim c)
{
	int64_t sh[MAXRANK];
	Dim dims[MAXRANK];
	sh[0] = -1, dims[0] = c;
	for (int32_t i = 1; i < r - 1; i++)
		sh[i] = 1, dims[i] = 1;
	return lw_op2(lw, "Reshape", v, lw_ints(lw, sh, (uint32_t)(r - 1)),
		ty_tensor(v->type->dtype, r - 1, dims));
}

/* (x - mean) / sqrt(var + eps), mean and var of x over ax (keepdims: the type kt) */
static Value *
standardize(Lower *lw, Value *x, const int64_t *ax, int na, Type *kt, double eps)
{
	Type *t = x->type;
	Value *mean = meankeep(lw, x, ax, na, kt);
	Value *dev = lw_op2(lw, "Sub", x, mean, t);
	Value *var = meankeep(lw, lw_op2(lw, "Mul", dev, dev, t), ax, na, kt);
	Value *sd = lw_op1(lw, "Sqrt", lw_op2(lw, "Add", var, lw_scalar(lw, t->dtype, eps), kt), kt);
	return lw_op2(lw, "Div", dev, sd, t);
}

/* x, made to fail at run time when the product of its dims ax is bad, where PyTorch raises:
 * instance_norm with a weight or bias of an empty batch (it repeats them once per instance
 * and reads the first), the checks of F.batch_norm, F.instance_norm and F.group_norm that a
 * statistic has more than one value.  A Reshape to x's own shape, or to -2s, which Reshape
 * refuses (lower_reduce.c's nonempty does the same).  Nothing where the type decides it. */
static Value *
failwhen(Lower *lw, Value *x, const int64_t *ax, int na, int64_t bad)
{
	const Type *t = x->type;
	int64_t k = 1;
	for (int i = 0; i < na && k >= 0; i++)
		k = dim_known(t->dims[ax[i]]) ? k * t->dims[ax[i]] : -1;
	if (k >= 0) /* inference refused it if it is bad */
		return x;
	Type *t0 = ty_tensor(DT_I64, 0, NULL);
	Dim nd = na;
	Value *own = lw_shape(lw, x);
	Value *sz = lw_op2(lw, "Gather", own, lw_ints(lw, ax, (uint32_t)na), ty_tensor(DT_I64, 1, &nd));
	Value *p = lw_op1(lw, "ReduceProd", sz, t0);
	ir_attr_i(lw->g, p->def, SYMC("keepdims"), 0);
	Value *w[3] = {lw_op2(lw, "Equal", p, lw_int(lw, bad), ty_tensor(DT_BOOL, 0, NULL)),
		lw_int(lw, -2), own};
	return lw_op2(lw, "Reshape", x, lw_op(lw, "Where", w, 3, own->type), x->type);
}

/* batch_norm and instance_norm: the statistics their own (over every dim but 1, or every
 * dim after 1) or the running ones, then weight and bias */
static int
stats(Lower *lw, Node *n, int inst)
{
	Type *t = lw_outty(n, 0);
	DType dt = t->dtype;
	int32_t r = t->rank;
	int64_t own;
	double eps;
	if (r < 2)
		return lw_fail(lw, n, "the input's rank must be known");
	if (arg_int(lw->d, lw->opset, n, inst ? "use_input_stats" : "training", &own) < 0 ||
	    floatarg(lw, n, "eps", &eps) < 0)
		return -1;
	Value *x = lw_arg(lw, n, 0, dt), *y;
	Dim c = t->dims[1];
	int64_t ax[MAXRANK] = {0};
	if (inst && (!ir_isnone(ir_in(n, arg_at(n, "weight"))) ||
	    !ir_isnone(ir_in(n, arg_at(n, "bias")))))
		x = failwhen(lw, x, ax, 1, 0);
	if (own) {
		Dim kd[MAXRANK];
		int na = 0;
		for (int32_t i = 0; i < r; i++) {
			int kept = i == 1 || (inst && i == 0);
			kd[i] = kept ? t->dims[i] : 1;
			if (!kept)
				ax[na++] = i;
		}
		if (arg_at(n, "cudnn_enabled") < 0) /* F.'s own check, not aten's */
			x = failwhen(lw, x, ax, na, 1);
		y = standardize(lw, x, ax, na, ty_tensor(dt, r, kd), eps);
	} else if (!inst && dt == DT_F32 && (dim_known(c) ||
		   (!ir_isnone(ir_in(n, arg_at(n, "weight"))) &&
		    !ir_isnone(ir_in(n, arg_at(n, "bias"))))) &&
		   !ir_isnone(ir_in(n, arg_at(n, "running_mean"))) &&
		   !ir_isnone(ir_in(n, arg_at(n, "running_var")))) {
		/* the running statistics: ONNX's BatchNormalization, which computes PyTorch's
		 * inference form (x * (w / sqrt(var + eps)) + (b - mean * w / sqrt(var + eps)),
		 * aten's batch_norm_cpu_inference) at every opset; float32 only (ONNX Runtime
		 * has no float64 kernel from opset 15: lower_legal.c's ORT_GAPS) */
		Value *in[5] = {x, optarg(lw, n, "weight", dt), optarg(lw, n, "bias", dt),
			optarg(lw, n, "running_mean", dt), optarg(lw, n, "running_var", dt)};
		for (int k = 1; k < 3; k++)
			if (!in[k]) { /* affine=False: weight 1, bias 0 */
				Tensor *one = rt_tensor(lw->g->arena, dt, 1, (int64_t[]){c});
				for (int64_t j = 0; k == 1 && j < c; j++)
					((float *)one->data)[j] = 1;
				in[k] = lw_const(lw, one);
			}
		y = lw_op(lw, "BatchNormalization", in, 5, t);
		ir_attr_f(lw->g, y->def, SYMC("epsilon"), eps);
		return lw_done1(lw, n, y);
	} else {
		Value *mean = perchannel(lw, optarg(lw, n, "running_mean", dt), r, c);
		Value *var = perchannel(lw, optarg(lw, n, "running_var", dt), r, c);
		Type *ct = mean->type;
		Value *sd = lw_op1(lw, "Sqrt", lw_op2(lw, "Add", var, lw_scalar(lw, dt, eps), ct), ct);
		y = lw_op2(lw, "Div", lw_op2(lw, "Sub", x, mean, t), sd, t);
	}
	Value *w = optarg(lw, n, "weight", dt), *b = optarg(lw, n, "bias", dt);
	if (w)
		y = lw_op2(lw, "Mul", y, perchannel(lw, w, r, c), t);
	if (b)
		y = lw_op2(lw, "Add", y, perchannel(lw, b, r, c), t);
	return lw_done1(lw, n, y);
}

int
lower_batchnorm(Lower *lw, Node *n)
{
	return stats(lw, n, 0);
}

int
lower_instancenorm(Lower *lw, Node *n)
{
	return stats(lw, n, 1);
}

/* float32 layer_norm with a weight as ONNX's LayerNormalization (opset 17): one node where
 * the decomposition is nine, as exact against ATen (measured on ill-conditioned rows).
 * A residual x + y before it is a Sum, not an Add: ONNX Runtime fuses Add then
 * LayerNormalization into com.microsoft.SkipLayerNormalization, which made the 6-layer
 * encoder of bench/models/seq.py 3 to 6% slower at seq 35 and 512 (bench/README.md, "One
 * LayerNormalization"); Sum adds the same floats and the fusion does not match it. */
static Value *
onelayernorm(Lower *lw, Value *x, Value *w, Value *b, int k, double eps, Type *t)
{
	if (x->def && x->def->kind == SYMC("onnx::Add"))
		x = lw_op2(lw, "Sum", ir_in(x->def, 0), ir_in(x->def, 1), x->type);
	Value *in[3] = {x, w, b};
	Value *y = lw_op(lw, "LayerNormalization", in, b ? 3 : 2, t);
	ir_attr_i(lw->g, y->def, SYMC("axis"), -k);
	ir_attr_f(lw->g, y->def, SYMC("epsilon"), eps);
	return y;
}

/* layer_norm: standardized over the last len(normalized_shape) dims, then weight and bias,
 * which have those dims' shape and broadcast as they are */
int
lower_layernorm(Lower *lw, Node *n)
{
	Type *t = lw_outty(n, 0);
	DType dt = t->dtype;
	int64_t ns[MAXRANK], ax[MAXRANK];
	int k = arg_ints(ir_in(n, 1), ns, MAXRANK);
	double eps;
	if (k <= 0 || t->rank < k)
		return lw_fail(lw, n, "normalized_shape and the input's rank must be known");
	if (floatarg(lw, n, "eps", &eps) < 0)
		return -1;
	Dim kd[MAXRANK];
	for (int32_t i = 0; i < t->rank; i++)
		kd[i] = i < t->rank - k ? t->dims[i] : 1;
	for (int i = 0; i < k; i++)
		ax[i] = t->rank - k + i;
	Value *w = optarg(lw, n, "weight", dt), *b = optarg(lw, n, "bias", dt);
	int rows = 1; /* ONNX Runtime refuses LayerNormalization over 0 elements */
	for (int i = 0; i < k; i++)
		rows = rows && dim_known(t->dims[ax[i]]) && t->dims[ax[i]] > 0;
	if (dt == DT_F32 && lw->opset >= 17 && w && rows)
		return lw_done1(lw, n, onelayernorm(lw, lw_arg(lw, n, 0, dt), w, b, k, eps, t));
	Value *y = standardize(lw, lw_arg(lw, n, 0, dt), ax, k, ty_tensor(dt, t->rank, kd), eps);
	if (w)
		y = lw_op2(lw, "Mul", y, w, t);
	if (b)
		y = lw_op2(lw, "Add", y, b, t);
	return lw_done1(lw, n, y);
}

/* group_norm: x [N, C, ...] as [N, G, C / G * ...], standardized over its last dim, back to
 * x's shape, then weight and bias per channel.  The first reshape names N by -1 where the
 * other sizes are known (an empty batch then reshapes too), else copies it (0). */
int
lower_groupnorm(Lower *lw, Node *n)
{
	Type *t = lw_outty(n, 0);
	DType dt = t->dtype;
	int32_t r = t->rank;
	int64_t groups;
	double eps;
	if (r < 2)
		return lw_fail(lw, n, "the input's rank must be known");
	if (arg_int(lw->d, lw->opset, n, "num_groups", &groups) < 0 ||
	    floatarg(lw, n, "eps", &eps) < 0)
		return -1;
	Value *x = lw_arg(lw, n, 0, dt);
	Dim m = 1;
	for (int32_t i = 1; i < r; i++)
		m = dim_known(m) && dim_known(t->dims[i]) ? m * t->dims[i] : DIM_UNKNOWN;
	m = dim_known(m) ? m / groups : DIM_UNKNOWN;
	int64_t sh[3] = {dim_known(m) ? -1 : 0, groups, dim_known(m) ? m : -1};
	Dim gd[3] = {t->dims[0], groups, m}, kd[3] = {t->dims[0], groups, 1};
	if (dim_known(t->dims[1]) && t->dims[1] == groups && arg_at(n, "cudnn_enabled") < 0) {
		/* F.group_norm's check, not aten's */
		int64_t ax[MAXRANK];
		for (int32_t i = 0; i < r - 1; i++)
			ax[i] = i ? i + 1 : 0;
		x = failwhen(lw, x, ax, r - 1, 1);
	}
	Value *xg = lw_op2(lw, "Reshape", x, lw_ints(lw, sh, 3), ty_tensor(dt, 3, gd));
	int64_t ax = 2;
	Value *y = standardize(lw, xg, &ax, 1, ty_tensor(dt, 3, kd), eps);
	y = lw_op2(lw, "Reshape", y, lw_shape(lw, x), t);
	Value *w = optarg(lw, n, "weight", dt), *b = optarg(lw, n, "bias", dt);
	if (w)
		y = lw_op2(lw, "Mul", y, perchannel(lw, w, r, t->dims[1]), t);
	if (b)
		y = lw_op2(lw, "Add", y, perchannel(lw, b, r, t->dims[1]), t);
	return lw_done1(lw, n, y);
}

/* local_response_norm, F.local_response_norm's formula: x / (k + alpha * avg)^beta, avg the
 * mean of x^2 over the channels [c - size / 2, c + (size - 1) / 2], zeros past the ends
 * counted (avg_pool's count_include_pad).  ONNX's LRN centres an even window the other way
 * (floor((size - 1) / 2) before c) and ONNX Runtime computes it in float32 only, so: x^2
 * padded along dim 1, one Slice per offset (ends from the end: C may be symbolic), added. */
int
lower_lrn(Lower *lw, Node *n)
{
	Type *t = lw_outty(n, 0);
	DType dt = t->dtype;
	int32_t r = t->rank;
	int64_t size;
	double alpha, beta, k;
	if (r < 3)
		return lw_fail(lw, n, "the input's rank must be known");
	if (arg_int(lw->d, lw->opset, n, "size", &size) < 0 ||
	    floatarg(lw, n, "alpha", &alpha) < 0 || floatarg(lw, n, "beta", &beta) < 0 ||
	    floatarg(lw, n, "k", &k) < 0)
		return -1;
	Value *x = lw_arg(lw, n, 0, dt);
	Value *sq = lw_op2(lw, "Mul", x, x, t);
	int64_t pads[2 * MAXRANK] = {0};
	pads[1] = size / 2, pads[r + 1] = (size - 1) / 2;
	Dim pd[MAXRANK];
	memcpy(pd, t->dims, sizeof *pd * (size_t)r);
	pd[1] = dim_known(pd[1]) ? pd[1] + size - 1 : DIM_UNKNOWN;
	Value *xp = lw_op2(lw, "Pad", sq, lw_ints(lw, pads, (uint32_t)(2 * r)), ty_tensor(dt, r, pd));
	Value *sum = NULL;
	for (int64_t i = 0; i < size; i++) {
		int64_t from = i, to = i - (size - 1), ax = 1;
		if (to == 0)
			to = INT64_MAX;
		Value *in[4] = {xp, lw_ints(lw, &from, 1), lw_ints(lw, &to, 1), lw_ints(lw, &ax, 1)};
		Value *v = lw_op(lw, "Slice", in, 4, t);
		sum = sum ? lw_op2(lw, "Add", sum, v, t) : v;
	}
	Value *div = lw_op2(lw, "Mul", sum, lw_scalar(lw, dt, alpha / (double)size), t);
	div = lw_op2(lw, "Add", div, lw_scalar(lw, dt, k), t);
	div = lw_op2(lw, "Pow", div, lw_scalar(lw, dt, beta), t);
	return lw_done1(lw, n, lw_op2(lw, "Div", x, div, t));
}
