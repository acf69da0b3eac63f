/* cosine_similarity, pairwise_distance and cdist (aten/src/ATen/native/Distance.cpp, 1.13):
 *   cosine_similarity(x1, x2, dim=1, eps=1e-8)  x1 and x2 broadcast, their common dtype a
 *                float (float16 refused: no CPU clamp_min), reduced over dim
 *   pairwise_distance(x1, x2, p=2, eps=1e-6, keepdim=False)  norm_p(x1 - x2 + eps) over
 *                the last dim of the broadcast (ints compute in float32)
 *   cdist(x1 [*, P, M], x2 [*, R, M], p=2)  [*, P, R], float32 or float64 */
#include "ir.h"

/* the broadcast shape of x1 and x2 into *r, dims; -1 after a diagnostic */
static int
bcast(Graph *g, Node *n, Diag *d, int32_t *r, Dim *dims)
{
	return infer_broadcast(g, n, d, ir_in(n, 0)->type, ir_in(n, 1)->type, r, dims);
}

int
infer_dist(Graph *g, Node *n, Diag *d)
{
	const Type *a = ir_in(n, 0)->type, *b = ir_in(n, 1)->type;
	DType dt = infer_promote(a->dtype, b->dtype);
	const char *nm = sym_str(n->op->name);
	int32_t r;
	Dim dims[MAXRANK];
	if (a->rank < 0 || b->rank < 0)
		return infer_fail(d, n, "the inputs' ranks must be known");
	if (nm[1] == 'd') { /* cdist */
		if (dt != DT_UNDEF && dt != DT_F32 && dt != DT_F64)
			return infer_fail(d, n, "cdist only supports floating-point dtypes, X1 got: %s",
				dtype_name(a->dtype));
		if (a->rank < 2 || b->rank < 2)
			return infer_fail(d, n, "cdist only supports at least 2D tensors, X%d got: %dD",
				a->rank < 2 ? 1 : 2, a->rank < 2 ? a->rank : b->rank);
		Dim m1 = a->dims[a->rank - 1], m2 = b->dims[b->rank - 1];
		if (dim_known(m1) && dim_known(m2) && m1 != m2)
			return infer_fail(d, n, "X1 and X2 must have the same number of columns. X1: %lld "
				"X2: %lld", (long long)m1, (long long)m2);
		double p;
		if (!ir_constfloat(ir_in(n, 2), &p))
			return infer_fail(d, n, "p must be a constant");
		if (p < 0)
			return infer_fail(d, n, "cdist only supports non-negative p values");
		if (!ir_isnone(ir_in(n, 3)))
			return infer_fail(d, n, "compute_mode is not supported");
		Type ab = *a, bb = *b; /* the batch dims broadcast */
		ab.rank -= 2, bb.rank -= 2;
		if (infer_broadcast(g, n, d, &ab, &bb, &r, dims) < 0)
			return -1;
		dims[r] = a->dims[a->rank - 2], dims[r + 1] = b->dims[b->rank - 2];
		infer_set(n, 0, ty_tensor(dt, r + 2, dims));
		return 0;
	}
	if (bcast(g, n, d, &r, dims) < 0)
		return -1;
	int cos = nm[0] == 'c';
	if (cos) {
		if (dt != DT_UNDEF && !dtype_isfloat(dt))
			return infer_fail(d, n, "expected common dtype to be floating point, yet common "
				"dtype is %s", dtype_name(dt));
		if (dt == DT_F16)
			return infer_fail(d, n, "\"clamp_min_cpu\" not implemented for float16");
		int64_t dim;
		if (arg_int(d, ARG_INFER, n, "dim", &dim) < 0)
			return -1;
		int32_t rr = r ? r : 1;
		if (dim < -rr || dim >= rr)
			return infer_fail(d, n, "Dimension out of range (expected to be in range of "
				"[%d, %d], but got %lld)", -rr, rr - 1, (long long)dim);
		if (dim < 0)
			dim += rr;
		for (int32_t i = (int32_t)dim; r && i < r - 1; i++)
			dims[i] = dims[i + 1];
		infer_set(n, 0, ty_tensor(dt, r ? r - 1 : 0, dims));
		return 0;
	}
	if (dt == DT_BOOL)
		return infer_fail(d, n, "Subtraction, the `-` operator, with two bool tensors is not "
			"supported");
	if (!dtype_isfloat(dt) && dt != DT_UNDEF)
		dt = DT_F32; /* x1 - x2 + eps: an int plus a float */
	if (dt == DT_F16 || dt == DT_BF16) /* at::norm accumulates them in float32 */
		return infer_fail(d, n, "%s inputs are not supported yet", dtype_name(dt));
	int64_t keep;
	if (arg_int(d, ARG_INFER, n, "keepdim", &keep) < 0)
		return -1;
	if (r > 0 && keep) /* the norm over the last dim (a 0-d tensor's is itself) */
		dims[r - 1] = 1;
	infer_set(n, 0, ty_tensor(dt, r == 0 ? 0 : keep ? r : r - 1, dims));
	return 0;
}
