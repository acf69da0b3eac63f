/* Norms (F_EXPAND rows of ops.def, handed here by build_multi.c), built from sums and
 * amax/amin of |x| with ATen's formulas (1.13):
 *
 *   p = 0        sum(x != 0)                 (NaN counts)
 *   p = 1        sum(|x|)
 *   p = 2        sqrt(sum(x * x))
 *   p = inf      amax(|x|), -inf: amin(|x|)  (NaN propagates)
 *   other p      sum(|x| ** p) ** (1 / p)
 *
 * over dims (None or [] = every dim), keepdim.  aten::norm gives 0 over an empty dim for
 * every p (|x| padded with a 0 for inf; a count of the elements for -inf and p < 0);
 * linalg.vector_norm raises there for inf, -inf and p < 0, which is refused where the size is
 * known at compile time.  Inputs must be float (PyTorch: "input dtype should be either
 * floating point or complex"); dtype= casts the input first; float16 and bfloat16 compute in
 * float32, as ATen accumulates them.
 *
 *   frobenius_norm(x, dims)      the 2-norm over at most 2 dims
 *   torch.norm(x, 'fro'/'nuc')   torch.functional.norm's string forms; 'nuc' (an SVD) refused
 *   linalg.matrix_norm(A, ord)   'fro': the 2-norm over the two dims; 1 / -1: amax / amin over
 *                                d1 of sum(|A|) over d0; inf / -inf: the same with d0 and d1
 *                                swapped; 2, -2 and 'nuc' need singular values: refused
 *   linalg.norm(A, ord, dim)     vector_norm for one dim (or none and no ord: every element),
 *                                matrix_norm for two; with ord and no dim, A must be 1-d or
 *                                2-d */
#include <math.h>
#include <string.h>
#include "builder.h"
#include "rowkit.h"

/* which norm: 0 after an error */
typedef enum { NK_ATEN = 1, NK_VECTOR } NormKind;

/* the reduced dims of x (rank r), wrapped, in d[0..*n); every dim for None or [] (a 0-d x:
 * none, which reduces its one element); -1 after PyTorch's error */
static int
dimsof(Builder *b, const char *who, SV *x, SV *dims, int d[MAXRANK], int *n, SrcLoc loc)
{
	int32_t r = x->v->type->rank, m = r ? r : 1;
	SV **el = NULL;
	uint32_t k = 0;
	int64_t v;
	*n = 0;
	if (dims->k == SV_VALUE && dims->v->type->kind == T_INT)
		el = &dims, k = 1;
	else if (dims->k == SV_TUPLE)
		el = dims->el, k = dims->n;
	else if (!oprow_isnone(dims))
		return emit_error(b, loc, "%s: the dims must be a list known at compile time", who);
	int seen[MAXRANK + 1] = {0};
	for (uint32_t i = 0; i < k; i++) {
		if (!(el[i]->k == SV_VALUE && ir_constint(el[i]->v, &v)))
			return emit_error(b, loc, "%s: the dims must be known at compile time", who);
		if (v < -m || v >= m)
			return emit_error(b, loc, "%s: Dimension out of range (expected to be in range "
				"of [%d, %d], but got %lld)", who, -m, m - 1, (long long)v);
		int w = (int)(v < 0 ? v + m : v);
		if (seen[w])
			return emit_error(b, loc, "%s: dim %d appears multiple times in the list of dims",
				who, w);
		seen[w] = 1;
		if (r)
			d[(*n)++] = w;
	}
	if (!*n)
		for (int i = 0; i < r; i++)
			d[(*n)++] = i;
	return 0;
}

static SV *
dimsv(Builder *b, const int *d, int n)
{
	SV **el = NEWA(b->a, SV *, n ? n : 1);
	for (int i = 0; i < n; i++)
		el[i] = ival(b, d[i]);
	return sv_list(b, el, (uint32_t)n);
}

/* x in the dtype the norm computes in: dtype= (a float dtype) or x's own, which must be a
 * float; *out the result's dtype.  NULL after an error */
static SV *
normin(Builder *b, const char *who, NormKind nk, SV *x, SV *dt, DType *out, SrcLoc loc)
{
	DType xd = dtypeof(x), want = xd;
	if (xd == DT_UNDEF || x->v->type->rank < 0) {
		emit_error(b, loc, "%s: the dtype and rank of this tensor must be known at compile "
			"time", who);
		return NULL;
	}
	if (!dtype_isfloat(xd)) {
		if (nk == NK_VECTOR)
			emit_error(b, loc, "%s: Expected a floating point or complex tensor as input. "
				"Got %s", who, dtype_tsname(xd));
		else
			emit_error(b, loc, "%s: input dtype should be either floating point or complex. "
				"Got %s instead.", who, dtype_tsname(xd));
		return NULL;
	}
	if (dt && !oprow_isnone(dt)) {
		int64_t k;
		if (!(dt->k == SV_VALUE && ir_constint(dt->v, &k))) {
			emit_error(b, loc, "%s: dtype= must be known at compile time", who);
			return NULL;
		}
		want = (DType)k;
		if (!dtype_isfloat(want)) {
			emit_error(b, loc, "%s: the desired output dtype should be either floating point "
				"or complex. Got %s instead.", who, dtype_tsname(want));
			return NULL;
		}
		if (nk == NK_VECTOR && infer_promote(xd, want) != want) {
			emit_error(b, loc, "%s: the dtype of the input (%s) should be convertible without "
				"narrowing to the specified dtype (%s)", who, dtype_tsname(xd),
				dtype_tsname(want));
			return NULL;
		}
	}
	*out = want;
	DType comp = want == DT_F16 || want == DT_BF16 ? DT_F32 : want;
	if (comp != xd)
		x = call2(b, OP_aten_to_dtype, x, sv_value(b, emit_const_dtype(b, comp)), loc);
	return x;
}

/* is any of x's dims d[0..n) possibly empty (not known to be > 0)? */
static int
mayempty(SV *x, const int *d, int n)
{
	for (int i = 0; i < n; i++)
		if (x->v->type->dims[d[i]] <= 0)
			return 1;
	return 0;
}

/* |x| padded with one v at the end of each dim d[0..n) */
static SV *
padded(Builder *b, SV *ax, const int *d, int n, double v, SrcLoc loc)
{
	int32_t r = ax->v->type->rank;
	SV **pad = NEWA(b->a, SV *, 2 * r);
	for (int32_t j = 0; j < 2 * r; j++)
		pad[j] = ival(b, 0);
	for (int i = 0; i < n; i++)
		pad[2 * (r - 1 - d[i]) + 1] = ival(b, 1);
	return call3(b, OP_aten_constant_pad_nd_Tensor, ax, sv_list(b, pad, 2 * (uint32_t)r),
		fval(b, v), loc);
}

/* the p-norm of x (a float tensor in the dtype to compute in) over the dims d[0..n) */
static SV *
pnorm(Builder *b, const char *who, NormKind nk, SV *x, double p, const int *d, int n,
	SV *keep, DType out, SrcLoc loc)
{
	SV *dl = dimsv(b, d, n);
	int empty = mayempty(x, d, n), noid = isinf(p) || p < 0;
	if (nk == NK_VECTOR && noid && empty) {
		for (int i = 0; i < n; i++)
			if (x->v->type->dims[d[i]] == 0) {
				emit_error(b, loc, "%s cannot compute the %g norm on the dimension %d "
					"because this dimension is empty and the operation does not "
					"have an identity", who, p, d[i]);
				return sv_poison(b);
			}
	}
	SV *ax = call1(b, OP_aten_abs_Tensor, x, loc), *r;
	if (p == 0)
		r = call2(b, OP_aten_to_dtype, call3(b, OP_aten_sum_dim, call2(b,
			OP_aten_ne_Scalar, x, ival(b, 0), loc), dl, keep, loc),
			sv_value(b, emit_const_dtype(b, dtypeof(x))), loc);
	else if (p == 1)
		r = call3(b, OP_aten_sum_dim, ax, dl, keep, loc);
	else if (p == 2)
		r = call1(b, OP_aten_sqrt_Tensor, call3(b, OP_aten_sum_dim, call2(b,
			OP_aten_mul_Tensor, x, x, loc), dl, keep, loc), loc);
	else if (isinf(p) && n && empty)
		r = call3(b, p > 0 ? OP_aten_amax_dim : OP_aten_amin_dim, padded(b, ax, d, n,
			p > 0 ? 0.0 : INFINITY, loc), dl, keep, loc);
	else if (isinf(p))
		r = call3(b, p > 0 ? OP_aten_amax_dim : OP_aten_amin_dim, ax, dl, keep, loc);
	else
		r = call2(b, OP_aten_pow_Tensor_Scalar, call3(b, OP_aten_sum_dim, call2(b,
			OP_aten_pow_Tensor_Scalar, ax, fval(b, p), loc), dl, keep, loc),
			fval(b, 1.0 / p), loc);
	if (noid && p != INFINITY && n && empty) { /* 0 over an empty dim, as aten::norm */
		SV *cnt = call3(b, OP_aten_sum_dim, call1(b, OP_aten_ones_like_Tensor, x, loc), dl,
			keep, loc);
		r = call3(b, OP_aten_masked_fill_Scalar, r, call2(b, OP_aten_eq_Scalar, cnt,
			ival(b, 0), loc), ival(b, 0), loc);
	}
	if (dtypeof(r) != out && r->k == SV_VALUE)
		r = call2(b, OP_aten_to_dtype, r, sv_value(b, emit_const_dtype(b, out)), loc);
	return r;
}

/* p as a number known at compile time (None: 2); -1 after an error */
static int
pof(Builder *b, const char *who, SV *p, double *v, SrcLoc loc)
{
	if (oprow_isnone(p)) {
		*v = 2;
		return 0;
	}
	if (!(p->k == SV_VALUE && (p->v->type->kind == T_INT || p->v->type->kind == T_FLOAT) &&
	    ir_constfloat(p->v, v)))
		return emit_error(b, loc, "%s: the order p must be a number known at compile time",
			who);
	return 0;
}

/* the vector p-norm of x over dims (a list, an int or None), keepdim, dtype */
static SV *
vnorm(Builder *b, const char *who, NormKind nk, SV *x, SV *p, SV *dims, SV *keep, SV *dt,
	SrcLoc loc)
{
	double pv;
	DType out;
	int d[MAXRANK], n;
	if (pof(b, who, p, &pv, loc) < 0 || !(x = normin(b, who, nk, x, dt, &out, loc)) ||
	    dimsof(b, who, x, dims, d, &n, loc) < 0)
		return sv_poison(b);
	return pnorm(b, who, nk, x, pv, d, n, keep, out, loc);
}

/* frobenius_norm(x, dims, keepdim): at most 2 dims */
static SV *
frobenius(Builder *b, SV *x, SV *dims, SV *keep, SrcLoc loc)
{
	const char *who = "frobenius_norm";
	DType out;
	int d[MAXRANK], n;
	if (dims->k == SV_TUPLE && dims->n > 2) {
		emit_error(b, loc, "%s: Expected at most 2 dimensions, but got %u dimensions "
			"instead.", who, dims->n);
		return sv_poison(b);
	}
	if (!(x = normin(b, "norm()", NK_ATEN, x, NULL, &out, loc)) ||
	    dimsof(b, who, x, dims, d, &n, loc) < 0)
		return sv_poison(b);
	return pnorm(b, who, NK_ATEN, x, 2, d, n, keep, out, loc);
}

static int
needsvd(Builder *b, const char *who, const char *ord, SrcLoc loc)
{
	return emit_error(b, loc, "%s: the %s norm needs the singular values (an SVD), which "
		"ONNX has no operator for", who, ord);
}

/* matrix_norm(A, ord, dims, keepdim, dtype); ord is a string or a number */
static SV *
mnorm(Builder *b, const char *who, SV *x, SV *ord, SV *dims, SV *keep, SV *dt, SrcLoc loc)
{
	const char *s = strof(ord);
	double pv = 0;
	DType out;
	int d[MAXRANK], n;
	if (!s && pof(b, who, ord, &pv, loc) < 0)
		return sv_poison(b);
	if (s && strcmp(s, "fro") && strcmp(s, "nuc")) {
		emit_error(b, loc, "%s: Order %s not supported.", who, s);
		return sv_poison(b);
	}
	if (!s && !(fabs(pv) == 1 || fabs(pv) == 2 || isinf(pv))) {
		emit_error(b, loc, "%s: Order %g not supported.", who, pv);
		return sv_poison(b);
	}
	if (x->v->type->rank >= 0 && x->v->type->rank < 2) {
		emit_error(b, loc, "%s: The input tensor A must have at least 2 dimensions.", who);
		return sv_poison(b);
	}
	if (!(x = normin(b, who, NK_VECTOR, x, dt, &out, loc)))
		return sv_poison(b);
	if (!(dims->k == SV_TUPLE && dims->n == 2)) {
		emit_error(b, loc, "%s: dim must be a 2-tuple. Got %s", who, dims->k == SV_TUPLE ?
			arena_printf(b->a, "%u dims", dims->n) : "one");
		return sv_poison(b);
	}
	int64_t k0, k1;
	if (ir_constint(dims->el[0]->v, &k0) && ir_constint(dims->el[1]->v, &k1) &&
	    k0 == k1) {
		emit_error(b, loc, "%s: dims must be different. Got (%lld, %lld)", who,
			(long long)k0, (long long)k1);
		return sv_poison(b);
	}
	if (dimsof(b, who, x, dims, d, &n, loc) < 0)
		return sv_poison(b);
	if (s && !strcmp(s, "nuc")) {
		needsvd(b, who, "'nuc'", loc);
		return sv_poison(b);
	}
	if (s)
		return pnorm(b, who, NK_VECTOR, x, 2, d, 2, keep, out, loc);
	if (fabs(pv) == 2) {
		needsvd(b, who, pv > 0 ? "2" : "-2", loc);
		return sv_poison(b);
	}
	int first = isinf(pv) ? d[1] : d[0];
	SV *sm = call3(b, OP_aten_sum_dim, call1(b, OP_aten_abs_Tensor, x, loc), dimsv(b, &first,
		1), bval(b, 1), loc);
	SV *r = call3(b, pv > 0 ? OP_aten_amax_dim : OP_aten_amin_dim, sm, dimsv(b, d, 2), keep,
		loc); /* over both: the summed dim has size 1 */
	if (r->k == SV_VALUE && dtypeof(r) != out)
		r = call2(b, OP_aten_to_dtype, r, sv_value(b, emit_const_dtype(b, out)), loc);
	return r;
}

/* torch.norm(x, 'fro' / 'nuc', dim, keepdim, dtype): torch.functional.norm's string forms */
static SV *
strnorm(Builder *b, SV **arg, SrcLoc loc)
{
	const char *s = strof(arg[1]);
	if (!s) {
		emit_error(b, loc, "torch.norm: the order p must be a string known at compile time");
		return sv_poison(b);
	}
	if (strcmp(s, "fro") && strcmp(s, "nuc")) {
		emit_error(b, loc, "torch.norm: only valid string values are 'fro' and 'nuc', found "
			"%s", s);
		return sv_poison(b);
	}
	if (!oprow_isnone(arg[4])) {
		emit_error(b, loc, "torch.norm: dtype argument is not supported in %s norm",
			s[0] == 'f' ? "frobenius" : "nuclear");
		return sv_poison(b);
	}
	if (s[0] == 'n') {
		needsvd(b, "torch.norm", "'nuc'", loc);
		return sv_poison(b);
	}
	return frobenius(b, arg[0], arg[2], arg[3], loc);
}

/* linalg.norm(A, ord, dim, keepdim, dtype) */
static SV *
lnorm(Builder *b, SV **arg, SrcLoc loc)
{
	const char *who = "linalg.norm";
	SV *x = arg[0], *ord = arg[1], *dims = arg[2];
	int32_t r = x->v->type->rank;
	int isstr = strof(ord) != NULL;
	if (r < 0) {
		emit_error(b, loc, "%s: the rank of this tensor must be known at compile time", who);
		return sv_poison(b);
	}
	uint32_t nd = dims->k == SV_TUPLE ? dims->n : oprow_isnone(dims) ? 0 : 1;
	if (!oprow_isnone(dims)) {
		if (nd == 1 && !isstr)
			return vnorm(b, who, NK_VECTOR, x, oprow_isnone(ord) ? ival(b, 2) : ord, dims,
				arg[3], arg[4], loc);
		if (nd == 2)
			return mnorm(b, who, x, oprow_isnone(ord) ? sv_value(b, ir_const_str(b->g,
				ir_end(b->blk), "fro", loc)) : ord, dims, arg[3], arg[4], loc);
		if (isstr && nd == 1)
			emit_error(b, loc, "%s: If dim is specified, it must be of length 2 with a "
				"string ord. Got %u", who, nd);
		else
			emit_error(b, loc, "%s: If dim is specified, it must be of length 1 or 2. Got "
				"%u dims", who, nd);
		return sv_poison(b);
	}
	if (oprow_isnone(ord))
		return vnorm(b, who, NK_VECTOR, x, ival(b, 2), dims, arg[3], arg[4], loc);
	if (isstr && r != 2) {
		emit_error(b, loc, "%s: If dim is not specified but ord is, the input must be 2D. "
			"Got %dD.", who, r);
		return sv_poison(b);
	}
	if (r != 1 && r != 2) {
		emit_error(b, loc, "%s: If dim is not specified but ord is, the input must be 1D or "
			"2D. Got %dD.", who, r);
		return sv_poison(b);
	}
	if (r == 1)
		return vnorm(b, who, NK_VECTOR, x, ord, dims, arg[3], arg[4], loc);
	SV *el[2] = {ival(b, 0), ival(b, 1)};
	SV **pe = NEWA(b->a, SV *, 2);
	pe[0] = el[0], pe[1] = el[1];
	return mnorm(b, who, x, ord, sv_list(b, pe, 2), arg[3], arg[4], loc);
}

/* torch._weight_norm(v, g, dim) = v * (g / norm_except_dim(v, 2, dim)): the 2-norm over every
 * dim but dim (dim = -1: over all), kept as dims of 1 */
static SV *
weightnorm(Builder *b, SV *v, SV *g, SV *dim, SrcLoc loc)
{
	const char *who = "_weight_norm";
	int64_t k;
	int32_t r = v->v->type->rank;
	if (v->k != SV_VALUE || r < 0 || v->v->type->dtype == DT_UNDEF) {
		emit_error(b, loc, "%s: the dtype and rank of v must be known at compile time", who);
		return sv_poison(b);
	}
	if (!(dim->k == SV_VALUE && ir_constint(dim->v, &k))) {
		emit_error(b, loc, "%s: the dim must be known at compile time", who);
		return sv_poison(b);
	}
	if (k < -1 || k >= (r ? r : 1)) {
		emit_error(b, loc, "%s: dim %lld is out of range for a tensor of %d dims", who,
			(long long)k, r);
		return sv_poison(b);
	}
	int d[MAXRANK], n = 0;
	for (int32_t i = 0; i < r; i++)
		if (i != k)
			d[n++] = i;
	SV *sq = call2(b, OP_aten_mul_Tensor, v, v, loc);
	SV *nrm;
	if (k == -1) /* norm(): a 0-d number */
		nrm = call1(b, OP_aten_sqrt_Tensor, call3(b, OP_aten_sum_dim, sq, dimsv(b, d, 0),
			bval(b, 0), loc), loc);
	else if (n)
		nrm = call1(b, OP_aten_sqrt_Tensor, call3(b, OP_aten_sum_dim, sq, dimsv(b, d, n),
			bval(b, 1), loc), loc);
	else /* a 1-d v along its dim: each element's own */
		nrm = call1(b, OP_aten_abs_Tensor, v, loc);
	return call2(b, OP_aten_mul_Tensor, v, call2(b, OP_aten_div_Tensor, g, nrm, loc), loc);
}

/* A[..., i, j] */
static SV *
elem(Builder *b, SV *x, int i, int j, SrcLoc loc)
{
	SV *r = call3(b, OP_aten_select_int, x, ival(b, -2), ival(b, i), loc);
	return call3(b, OP_aten_select_int, r, ival(b, -1), ival(b, j), loc);
}

/* det(A): Det on float32; float64 (which ONNX Runtime's Det does not take) by cofactors
 * where the matrices are known to be at most 3 by 3; 0 by 0: 1 */
static SV *
det(Builder *b, SV *x, SrcLoc loc)
{
	const Type *t = x->v->type;
	if (x->k != SV_VALUE || t->kind != T_TENSOR || t->rank < 0 || t->dtype == DT_UNDEF) {
		emit_error(b, loc, "det: the dtype and rank of the matrix must be known at compile "
			"time");
		return sv_poison(b);
	}
	int32_t r = t->rank;
	Dim n = r >= 2 ? t->dims[r - 1] : 0, m = r >= 2 ? t->dims[r - 2] : 0;
	const char *bad = NULL;
	if (t->dtype != DT_F32 && t->dtype != DT_F64)
		bad = arena_printf(b->a, dtype_isfloat(t->dtype) ? "det: \"lu_cpu\" not implemented "
			"for '%s'" : "linalg.det: Expected a floating point or complex tensor as input. "
			"Got %s", dtype_tsname(t->dtype));
	else if (t->rank < 2)
		bad = "linalg.det: The input tensor A must have at least 2 dimensions.";
	else if (n != m && n >= 0 && m >= 0)
		bad = arena_printf(b->a, "linalg.det: A must be batches of square matrices, but they "
			"are %lld by %lld matrices", (long long)m, (long long)n);
	if (bad) {
		emit_error(b, loc, "%s", bad);
		return sv_poison(b);
	}
	if (t->dtype == DT_F32)
		return call1(b, OP_aten_det_onnx_Tensor, x, loc);
	if (n < 0 || n != m || n > 3) {
		emit_error(b, loc, "det: float64 matrices of %s: ONNX Runtime's Det takes float32 "
			"only, and float64 is computed here for sizes up to 3 known at compile time",
			n < 0 || m < 0 ? "a size known only at run time" : "more than 3 rows");
		return sv_poison(b);
	}
	if (n == 0) {
		SV *s = call3(b, OP_aten_sum_dim, x, dimsv(b, (int[]){r - 2, r - 1}, 2),
			bval(b, 0), loc);
		return call2(b, OP_aten_add_Scalar, call2(b, OP_aten_mul_Scalar, s, ival(b, 0), loc),
			ival(b, 1), loc);
	}
	if (n == 1)
		return elem(b, x, 0, 0, loc);
	if (n == 2)
		return call2(b, OP_aten_sub_Tensor, call2(b, OP_aten_mul_Tensor, elem(b, x, 0, 0, loc),
			elem(b, x, 1, 1, loc), loc), call2(b, OP_aten_mul_Tensor, elem(b, x, 0, 1, loc),
			elem(b, x, 1, 0, loc), loc), loc);
	SV *sum = NULL;
	for (int j = 0; j < 3; j++) { /* along the first row */
		int p = (j + 1) % 3, q = (j + 2) % 3;
		SV *minor = call2(b, OP_aten_sub_Tensor, call2(b, OP_aten_mul_Tensor, elem(b, x, 1, p,
			loc), elem(b, x, 2, q, loc), loc), call2(b, OP_aten_mul_Tensor, elem(b, x, 1, q,
			loc), elem(b, x, 2, p, loc), loc), loc);
		SV *term = call2(b, OP_aten_mul_Tensor, elem(b, x, 0, j, loc), minor, loc);
		sum = sum ? call2(b, OP_aten_add_Tensor, sum, term, loc) : term;
	}
	return sum;
}

/* logdet(A) = log(det(A)) (NaN where det < 0, -inf where 0); slogdet(A) = (sign(det),
 * log|det|) */
static SV *
logdet(Builder *b, const Op *o, SV *x, SrcLoc loc)
{
	SV *d = det(b, x, loc);
	if (d->k != SV_VALUE)
		return d;
	if (op_row(o) == OP_aten_logdet_Tensor)
		return call1(b, OP_aten_log_Tensor, d, loc);
	SV *t = sv_new(b, SV_TUPLE);
	t->n = 2;
	t->fields = o->retnames;
	t->el = NEWA(b->a, SV *, 2);
	t->el[0] = call1(b, OP_aten_sign_Tensor, d, loc);
	t->el[1] = call1(b, OP_aten_log_Tensor, call1(b, OP_aten_abs_Tensor, d, loc), loc);
	return t->el[0]->k == SV_POISON ? t->el[0] : t->el[1]->k == SV_POISON ? t->el[1] : t;
}

/* the row o on its arguments (schema order, defaults filled in); NULL if o is not one of
 * these rows */
SV *
norm_expand(Builder *b, const Op *o, SV **arg, SrcLoc loc)
{
	SV *none = NULL, *no = NULL;
	switch (op_row(o)) {
	case OP_aten_norm_Scalar:
		none = sv_value(b, emit_const_none(b));
		return vnorm(b, "norm()", NK_ATEN, arg[0], arg[1], none, bval(b, 0), NULL, loc);
	case OP_aten_norm_ScalarOpt_dim:
		return vnorm(b, "norm()", NK_ATEN, arg[0], arg[1], arg[2], arg[3], NULL, loc);
	case OP_aten_norm_ScalarOpt_dim_dtype:
		return vnorm(b, "norm()", NK_ATEN, arg[0], arg[1], arg[2], arg[3], arg[4], loc);
	case OP_aten_norm_ScalarOpt_dtype:
		none = sv_value(b, emit_const_none(b));
		return vnorm(b, "norm()", NK_ATEN, arg[0], arg[1], none, bval(b, 0), arg[2], loc);
	case OP_aten_norm_py:
		return vnorm(b, "norm()", NK_ATEN, arg[0], arg[1], arg[2], arg[3], arg[4], loc);
	case OP_aten_norm_str: return strnorm(b, arg, loc);
	case OP_aten_frobenius_norm_Tensor:
		no = bval(b, 0);
		return frobenius(b, arg[0], sv_value(b, emit_const_none(b)), no, loc);
	case OP_aten_frobenius_norm_dim: return frobenius(b, arg[0], arg[1], arg[2], loc);
	case OP_aten_linalg_vector_norm_Tensor:
		return vnorm(b, "linalg.vector_norm", NK_VECTOR, arg[0], arg[1], arg[2], arg[3],
			arg[4], loc);
	case OP_aten_linalg_matrix_norm_Tensor:
	case OP_aten_linalg_matrix_norm_str_ord:
		return mnorm(b, "linalg.matrix_norm", arg[0], arg[1], arg[2], arg[3], arg[4], loc);
	case OP_aten_linalg_norm_Tensor:
	case OP_aten_linalg_norm_ord_str: return lnorm(b, arg, loc);
	case OP_aten__weight_norm_Tensor: return weightnorm(b, arg[0], arg[1], arg[2], loc);
	case OP_aten_det_Tensor:
	case OP_aten_linalg_det_Tensor: return det(b, arg[0], loc);
	case OP_aten_logdet_Tensor:
	case OP_aten_slogdet_Tensor:
	case OP_aten_linalg_slogdet_Tensor: return logdet(b, o, arg[0], loc);
	default: return NULL;
	}
}
