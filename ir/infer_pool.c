/* The pools' parameters and output sizes, read one way for inference and lowering
 * (pool_params), and the pools' inference.  PyTorch's rules (aten/src/ATen/native/Pool.h):
 *   stride     omitted ([] or None): the kernel size
 *   out        floor((L + 2p - d(k - 1) - 1 + (ceil ? s - 1 : 0)) / s) + 1, then with
 *              ceil_mode one less when the last window starts in the right padding
 *              ((out - 1) * s >= L + p)
 *   checks     k > 0, s > 0, d > 0, p <= k / 2, out >= 1, the non-batch dims nonempty
 * A spatial size known only at run time gives an unknown output size. */
#include <stdarg.h>
#include <string.h>
#include "ir.h"

/* the int[] argument called s into v[nd]: one int broadcast or nd of them; 0 if absent,
 * empty or None (*given = 0), -1 after a diagnostic */
static int
ints(Diag *d, int opset, const Node *n, const char *s, int nd, int64_t *v, int *given)
{
	int i = arg_at(n, s);
	*given = 0;
	if (i < 0 || ir_isnone(ir_in(n, i)))
		return 0;
	int64_t one;
	if (ir_constint(ir_in(n, i), &one)) {
		for (int k = 0; k < nd; k++)
			v[k] = one;
		*given = 1;
		return 0;
	}
	int64_t buf[MAXRANK];
	int k = arg_ints(ir_in(n, i), buf, MAXRANK);
	if (k < 0)
		return arg_fail(d, opset, n, "%s must be constants", s);
	if (k == 0)
		return 0;
	if (k != 1 && k != nd)
		return arg_fail(d, opset, n, "%s must either be a single int, or a tuple of %d "
			"ints", s, nd);
	for (int j = 0; j < nd; j++)
		v[j] = buf[k == 1 ? 0 : j];
	*given = 1;
	return 0;
}

int
pool_params(Diag *d, int opset, const Node *n, PoolParams *p)
{
	memset(p, 0, sizeof *p);
	p->nd = n->op->args[arg_at(n, "kernel_size")].listlen;
	if (!p->nd) /* F.lp_pool1d: an int */
		p->nd = 1;
	int given;
	for (int k = 0; k < p->nd; k++)
		p->dilation[k] = 1;
	if (ints(d, opset, n, "kernel_size", p->nd, p->kernel, &given) < 0 ||
	    ints(d, opset, n, "padding", p->nd, p->pad, &given) < 0 ||
	    ints(d, opset, n, "dilation", p->nd, p->dilation, &given) < 0)
		return -1;
	if (ints(d, opset, n, "stride", p->nd, p->stride, &given) < 0)
		return -1;
	if (!given)
		memcpy(p->stride, p->kernel, sizeof p->stride);
	int64_t v;
	if (arg_at(n, "ceil_mode") >= 0 && arg_int(d, opset, n, "ceil_mode", &v) < 0)
		return -1;
	p->ceil = arg_at(n, "ceil_mode") >= 0 && v;
	p->include_pad = 1;
	if (arg_at(n, "count_include_pad") >= 0) {
		if (arg_int(d, opset, n, "count_include_pad", &v) < 0)
			return -1;
		p->include_pad = (int)v;
	}
	int i = arg_at(n, "divisor_override");
	if (i >= 0 && !ir_isnone(ir_in(n, i))) {
		if (arg_int(d, opset, n, "divisor_override", &p->divisor) < 0)
			return -1;
		if (p->divisor == 0)
			return arg_fail(d, opset, n, "divisor must be not zero");
	}
	for (int k = 0; k < p->nd; k++) {
		if (p->stride[k] <= 0)
			return arg_fail(d, opset, n, "stride should not be zero");
		if (p->kernel[k] <= 0)
			return arg_fail(d, opset, n, "kernel size should be greater than zero");
		if (p->dilation[k] <= 0)
			return arg_fail(d, opset, n, "dilation should be greater than zero");
		if (p->pad[k] < 0 || p->pad[k] > p->kernel[k] / 2)
			return arg_fail(d, opset, n, "pad should be at most half of kernel size, but "
				"got pad=%lld and kernel_size=%lld", (long long)p->pad[k],
				(long long)p->kernel[k]);
	}
	return 0;
}

/* PyTorch's output size along spatial dim k for an input size l >= 0 */
int64_t
pool_outsize(const PoolParams *p, int k, int64_t l)
{
	int64_t s = p->stride[k], num = l + 2 * p->pad[k] - p->dilation[k] * (p->kernel[k] - 1) - 1 +
		(p->ceil ? s - 1 : 0);
	int64_t out = (num >= 0 ? num / s : -((-num + s - 1) / s)) + 1;
	if (p->ceil && (out - 1) * s >= l + p->pad[k])
		out--;
	return out;
}

/* max_poolNd, avg_poolNd and lp_poolNd (F.'s: an avg_pool of x ** p, no padding):
 * input [N,] C, L1 .. Lnd */
int
infer_pool(Graph *g, Node *n, Diag *d)
{
	(void)g;
	const Type *x = ir_in(n, 0)->type;
	PoolParams p;
	if (pool_params(d, ARG_INFER, n, &p) < 0)
		return -1;
	int isavg = arg_at(n, "count_include_pad") >= 0, islp = arg_at(n, "norm_type") >= 0;
	int i = arg_at(n, "return_indices");
	int64_t ri = 0;
	if (i >= 0 && arg_int(d, ARG_INFER, n, "return_indices", &ri) < 0)
		return -1;
	(void)ri; /* True: the builder called the _with_indices row (build_call.c) */
	/* avg_pool of int64: sums divided as integers (toward zero); no other integer type */
	if (x->dtype != DT_UNDEF && !dtype_isfloat(x->dtype) && (!isavg || x->dtype != DT_I64) &&
	    !islp)
		return infer_fail(d, n, "\"%s\" not implemented for %s", sym_str(n->op->name),
			dtype_name(x->dtype));
	if (x->dtype != DT_UNDEF && !dtype_isfloat(x->dtype) && islp)
		return infer_fail(d, n, "integral inputs are not supported yet (PyTorch divides "
			"their sums as integers, the powers' too when norm_type is an int)");
	DType dt = x->dtype;
	if (x->rank < 0) {
		if (n->nout > 1)
			infer_set(n, 1, ty_tensor(DT_I64, -1, NULL));
		return infer_anyrank(n, dt);
	}
	if (x->rank != p.nd + 1 && x->rank != p.nd + 2)
		return infer_fail(d, n, "expected a %dD or %dD (batch mode) tensor, got %dD", p.nd + 1,
			p.nd + 2, x->rank);
	Dim out[MAXRANK];
	int32_t lead = x->rank - p.nd;
	for (int32_t k = 0; k < x->rank; k++) {
		out[k] = x->dims[k];
		if (k >= lead - 1 && x->dims[k] == 0)
			return infer_fail(d, n, "Expected %dD or %dD (batch mode) tensor with optional 0 "
				"dim batch size for input", p.nd + 1, p.nd + 2);
	}
	for (int k = 0; k < p.nd; k++) {
		Dim l = x->dims[lead + k];
		if (!dim_known(l)) {
			out[lead + k] = DIM_UNKNOWN;
			continue;
		}
		out[lead + k] = pool_outsize(&p, k, l);
		if (out[lead + k] < 1)
			return infer_fail(d, n, "Given input size %lld along dim %d, the output size "
				"would be %lld: Output size is too small", (long long)l, lead + k,
				(long long)out[lead + k]);
	}
	infer_set(n, 0, ty_tensor(dt, x->rank, out));
	if (n->nout > 1) /* the indices: int64, the values' shape */
		infer_set(n, 1, ty_tensor(DT_I64, x->rank, out));
	return 0;
}

/* adaptive_{avg,max}_poolNd(input [N,] C, L1 .. Lnd, output_size): the spatial dims become
 * output_size (one int broadcast, as F's BroadcastingList); aten's adaptive_max_pool also
 * gives the indices, int64 of the same shape */
int
infer_adaptive(Graph *g, Node *n, Diag *d)
{
	(void)g;
	const Type *x = ir_in(n, 0)->type;
	int nd = n->op->args[1].listlen;
	const char *nm = sym_str(n->op->name);
	int64_t os[3];
	if (adaptive_size(d, ARG_INFER, n, os) < 0)
		return -1;
	int64_t ri = 0;
	if (arg_at(n, "return_indices") >= 0 && arg_int(d, ARG_INFER, n, "return_indices", &ri) < 0)
		return -1;
	(void)ri; /* True: the builder called the _with_indices row (build_call.c) */
	if (x->dtype != DT_UNDEF && !dtype_isfloat(x->dtype))
		return infer_fail(d, n, "\"%s\" not implemented for %s", nm, dtype_name(x->dtype));
	Dim out[MAXRANK];
	int32_t r = x->rank;
	if (r >= 0 && r != nd + 1 && r != nd + 2)
		return infer_fail(d, n, "%s(): Expected %dD or %dD tensor, but got %dD", nm, nd + 1,
			nd + 2, r);
	for (int32_t k = 0; k < r; k++) {
		out[k] = k < r - nd ? x->dims[k] : os[k - (r - nd)];
		if (k >= r - nd && x->dims[k] == 0)
			return infer_fail(d, n, "%s(): Expected input to have non-zero size for "
				"non-batch dimensions, but dimension %d is empty", nm, k);
	}
	Type *t = r < 0 ? ty_tensor(x->dtype, -1, NULL) : ty_tensor(x->dtype, r, out);
	infer_set(n, 0, t);
	if (n->nout > 1)
		infer_set(n, 1, ty_tensor(DT_I64, t->rank, t->dims));
	return 0;
}

int
adaptive_size(Diag *d, int opset, const Node *n, int64_t *os)
{
	int nd = n->op->args[1].listlen, given;
	if (ints(d, opset, n, "output_size", nd, os, &given) < 0)
		return -1;
	if (!given)
		return arg_fail(d, opset, n, "output_size must be %d", nd);
	for (int k = 0; k < nd; k++)
		if (os[k] < 0)
			return arg_fail(d, opset, n, "elements of output_size must be greater than or "
				"equal to 0");
	return 0;
}
