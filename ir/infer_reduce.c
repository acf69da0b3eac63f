/* Inference for reductions and the scans/sorts that keep a dim: sum mean prod amax amin
 * max min argmax argmin all any, cumsum, softmax, topk, sort.  Integer sums and products
 * accumulate in int64 as PyTorch does; mean needs a float dtype; all/any give bool (uint8 of
 * uint8). */
#include <string.h>
#include "ir.h"

/* the dtype argument (dtype=...) of a reduction, or DT_UNDEF if absent */
static DType
resultdt(Graph *g, Node *n, Diag *d, DType in)
{
	(void)g;
	DType dt = infer_dtypearg(n);
	if (dt != DT_UNDEF)
		return dt;
	if (op_is(n->op, OP_aten_all_all) || op_is(n->op, OP_aten_any_all))
		return in == DT_U8 ? DT_U8 : DT_BOOL; /* uint8's are uint8 (ATen's all/any) */
	if (op_is(n->op, OP_aten_argmax_Tensor) || op_is(n->op, OP_aten_argmin_Tensor))
		return DT_I64;
	if ((op_is(n->op, OP_aten_sum_all) || op_is(n->op, OP_aten_prod_all)) &&
	    !dtype_isfloat(in) && in != DT_UNDEF)
		return DT_I64;
	if (op_is(n->op, OP_aten_mean_all) && !dtype_isfloat(in) && in != DT_UNDEF) {
		infer_fail(d, n, "mean of a %s tensor: give a float dtype (as PyTorch requires)",
			dtype_name(in));
		return DT_UNDEF;
	}
	return in;
}

/* dims ds of a tensor whose rank is known only at run time: ONNX's reductions take them as
 * they are (a negative one counts from the end, as in PyTorch).  Dims of both signs may
 * name one dim twice (-1 and 1 of a 2-d tensor), which PyTorch refuses: that needs the rank. */
static int
unranked(Node *n, Diag *d, const Dim *ds, int nd)
{
	for (int i = 1; i < nd; i++)
		if ((ds[i] < 0) != (ds[0] < 0))
			return infer_fail(d, n, "reducing over dims %lld and %lld needs the tensor's "
				"rank, to tell whether they are one dim (give --input with dims, or dims "
				"of one sign)", (long long)ds[0], (long long)ds[i]), -1;
	return 0;
}

/* which dims are reduced: mask[i] set; returns 1 for "all dims" */
static int
dims(Graph *g, Node *n, Diag *d, int32_t rank, int *mask)
{
	const Op *o = n->op;
	if (o->nargs < 2 || o->args[1].type == AT_DTYPE || o->args[1].kwonly)
		return 1;
	Value *dv = ir_in(n, 1);
	if (ir_isnone(dv))
		return 1;
	Dim ds[MAXRANK];
	int nd;
	if (dv->type->kind == T_INT) {
		int64_t k;
		if (!ir_constint(dv, &k))
			return infer_fail(d, n, "the dim must be a constant"), -1;
		ds[0] = k, nd = 1;
	} else {
		int64_t *c;
		uint32_t cn;
		if (!ir_constints(dv, &c, &cn)) {
			nd = infer_ints(dv, ds, MAXRANK);
			for (int i = 0; i < nd; i++)
				if (dv->def->kind == S_prim_ListConstruct) {
					int64_t k;
					if (!ir_constint(ir_in(dv->def, i), &k))
						nd = -1;
					else
						ds[i] = k;
				}
			if (nd < 0)
				return infer_fail(d, n, "the dims must be constants"), -1;
		} else {
			nd = (int)cn;
			for (int i = 0; i < nd; i++)
				ds[i] = c[i];
		}
		if (nd == 0)
			return 1; /* amax(x, dim=[]) reduces everything */
	}
	if (rank < 0)
		return unranked(n, d, ds, nd);
	for (int i = 0; i < nd; i++) {
		int k = infer_normdim(g, n, d, ds[i], rank, 0);
		if (k < 0)
			return -1;
		mask[k] = 1;
	}
	return 0;
}

static int
keepdim(const Node *n)
{
	int64_t k;
	return arg_const(n, "keepdim", 0, &k) ? (int)k : -1;
}

int
infer_reduce(Graph *g, Node *n, Diag *d)
{
	const Type *t = ir_in(n, 0)->type;
	int mask[MAXRANK] = {0};
	int all = dims(g, n, d, t->rank, mask);
	if (all < 0)
		return -1;
	DType dt = resultdt(g, n, d, t->dtype);
	if (d->nerror && dt == DT_UNDEF && t->dtype != DT_UNDEF)
		return -1;
	int keep = keepdim(n);
	if (keep < 0)
		return infer_fail(d, n, "keepdim must be a constant");
	Dim out[MAXRANK];
	int32_t r = 0;
	if (all && !keep)
		r = 0;
	else if (t->rank < 0)
		r = -1;
	else
		for (int32_t i = 0; i < t->rank; i++) {
			if (!all && !mask[i])
				out[r++] = t->dims[i];
			else if (keep)
				out[r++] = 1;
		}
	Type *rt = ty_tensor(dt, r, out);
	infer_set(n, 0, rt);
	if (n->nout == 2)
		infer_set(n, 1, ty_tensor(DT_I64, r, out));
	return 0;
}

int
infer_cumsum(Graph *g, Node *n, Diag *d)
{
	const Type *t = ir_in(n, 0)->type;
	DType dt = infer_dtypearg(n);
	if (dt == DT_UNDEF)
		dt = dtype_isfloat(t->dtype) || t->dtype == DT_UNDEF ? t->dtype : DT_I64;
	int64_t k;
	if (!arg_const(n, "dim", 0, &k))
		return infer_fail(d, n, "the dim must be a constant");
	if (infer_normdim(g, n, d, k, t->rank, 0) < -1)
		return -1;
	infer_set(n, 0, ty_tensor(dt, t->rank, t->dims));
	return 0;
}

/* softmax, log_softmax and softmin compute in dt (dtype= if given, else the input's):
 * PyTorch 1.13's CPU kernels are float32, float64 and bfloat16 only; others are refused in
 * its words, the kernel named by whether dim is the last (a 0-d or 1-d tensor's is).  (An
 * empty tensor runs no kernel in PyTorch and is refused here all the same.) */
int
softmax_dtype(Diag *d, const Node *n, int islog, DType dt, int32_t rank, int64_t dim)
{
	if (dt == DT_UNDEF || dt == DT_F32 || dt == DT_F64 || dt == DT_BF16)
		return 0;
	int last = rank >= 0 && (rank <= 1 || dim == rank - 1 || dim == -1);
	if (rank < 0) /* which kernel PyTorch names is unknown */
		return infer_fail(d, n, "softmax is not implemented for '%s' (PyTorch's kernels take "
			"float32, float64 and bfloat16)", dtype_tsname(dt));
	return infer_fail(d, n, "\"%s\" not implemented for '%s'", !last ? "softmax_kernel_impl" :
		islog ? "log_softmax_lastdim_kernel_impl" : "softmax_lastdim_kernel_impl",
		dtype_tsname(dt));
}

/* triu/tril: the input's type; the last two dims are the matrices (PyTorch raises on a
 * rank below 2) */
int
infer_trilu(Graph *g, Node *n, Diag *d)
{
	(void)g;
	const Type *t = ir_in(n, 0)->type;
	if (t->kind != T_TENSOR)
		return infer_fail(d, n, "needs a tensor");
	if (t->rank >= 0 && t->rank < 2)
		return infer_fail(d, n, "the input must have at least 2 dimensions, has %d (PyTorch "
			"raises)", (int)t->rank);
	infer_set(n, 0, ty_tensor(t->dtype, t->rank, t->dims));
	return 0;
}

/* det, linalg_det: batches of square float32/float64 matrices, one number each (PyTorch's
 * linalg.det checks, in its words) */
int
infer_det(Graph *g, Node *n, Diag *d)
{
	(void)g;
	const Type *t = ir_in(n, 0)->type;
	if (t->kind != T_TENSOR || t->rank < 0 || t->dtype == DT_UNDEF)
		return infer_fail(d, n, "the dtype and rank of the input must be known at compile "
			"time");
	if (t->dtype != DT_F32 && t->dtype != DT_F64)
		return infer_fail(d, n, dtype_isfloat(t->dtype) ? "\"linalg_lu_factor_ex_cpu\" not "
			"implemented for '%s'" : "linalg.det: Expected a floating point or complex "
			"tensor as input. Got %s", dtype_tsname(t->dtype));
	if (t->rank < 2)
		return infer_fail(d, n, "linalg.det: The input tensor A must have at least 2 "
			"dimensions.");
	Dim r = t->dims[t->rank - 2], c = t->dims[t->rank - 1];
	if (r != c && r >= 0 && c >= 0)
		return infer_fail(d, n, "linalg.det: A must be batches of square matrices, but they "
			"are %lld by %lld matrices", (long long)r, (long long)c);
	infer_set(n, 0, ty_tensor(t->dtype, t->rank - 2, t->dims));
	return 0;
}

int
infer_softmax(Graph *g, Node *n, Diag *d)
{
	const Type *t = ir_in(n, 0)->type;
	DType dt = infer_dtypearg(n);
	if (dt == DT_UNDEF)
		dt = t->dtype;
	int64_t k;
	if (!arg_const(n, "dim", 0, &k))
		return infer_fail(d, n, "the dim must be a constant");
	if (infer_normdim(g, n, d, k, t->rank, 0) < -1)
		return -1;
	if (softmax_dtype(d, n, op_is(n->op, OP_aten_log_softmax_int), dt, t->rank, k) < 0)
		return -1;
	infer_set(n, 0, ty_tensor(dt, t->rank, t->dims));
	return 0;
}

/* topk(self, k, dim, ...) and sort(self, dim, ...): values and int64 indices */
int
infer_topk(Graph *g, Node *n, Diag *d)
{
	const Type *t = ir_in(n, 0)->type;
	int istopk = op_is(n->op, OP_aten_topk_Tensor);
	int64_t dim;
	if (!arg_const(n, "dim", 0, &dim))
		return infer_fail(d, n, "the dim must be a constant");
	int k = infer_normdim(g, n, d, dim, t->rank, 0);
	if (k < -1)
		return -1;
	Dim out[MAXRANK];
	for (int32_t i = 0; i < t->rank; i++)
		out[i] = t->dims[i];
	int64_t kk;
	if (istopk && t->rank == 0 && (!ir_constint(ir_in(n, 1), &kk) || kk < 0 || kk > 1))
		return infer_fail(d, n, ir_constint(ir_in(n, 1), &kk) ? "selected index k out of "
			"range" : "k must be a constant on a 0-d tensor");
	if (istopk && t->rank > 0 && k >= 0)
		out[k] = infer_dimval(ir_in(n, 1));
	infer_set(n, 0, ty_tensor(t->dtype, t->rank, out));
	infer_set(n, 1, ty_tensor(DT_I64, t->rank, out));
	return 0;
}

/* size(x, i), size(x), dim(x), numel(x), len(x): ints (List[int] for size(x)) */
int
infer_size(Graph *g, Node *n, Diag *d)
{
	const Type *t = ir_in(n, 0)->type;
	if (op_is(n->op, OP_aten_size_int) && n->nin == 2) {
		int64_t k;
		if (ir_constint(ir_in(n, 1), &k) && t->rank >= 0 &&
		    infer_normdim(g, n, d, k, t->rank, 0) < 0)
			return -1;
	}
	if (op_is(n->op, OP_aten_len_Tensor) && t->rank == 0)
		return infer_fail(d, n, "len() of a 0-d tensor");
	n->out[0]->type = n->op->rets[0];
	return 0;
}
