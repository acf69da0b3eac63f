/* Inference for tensor creation: zeros/ones/full (and their _like forms) and arange.
 * The dtype is the dtype= argument, else PyTorch's default: float32 for zeros/ones,
 * the fill value's kind for full (int64, float32 or bool), the input's for *_like, and for
 * arange int64 unless an argument is a float (whose length follows PyTorch's rules for the
 * dtype: infer_arange_len). */
#include <string.h>
#include "ir.h"

static DType
numdt(const Value *v)
{
	switch (v->type->kind) {
	case T_FLOAT: return DT_F32;
	case T_BOOL: return DT_BOOL;
	default: return DT_I64;
	}
}

/* the dims a size list gives: infer_ints' constants and sizes, or for x.size() and
 * x.shape all of x's dims; -1 if even the length is unknown */
static int
sizedims(const Value *v, Dim *s)
{
	int r = infer_ints(v, s, MAXRANK);
	const Node *d = v->def;
	if (r >= 0 || !d->op || op_row(d->op) != OP_aten_size_Tensor)
		return r;
	const Type *t = ir_in(d, 0)->type;
	if (t->kind != T_TENSOR || t->rank < 0)
		return -1;
	for (int32_t i = 0; i < t->rank; i++)
		s[i] = t->dims[i];
	return t->rank;
}

/* the first negative constant size in an int[] value, or 0 */
static int64_t
negsize(const Value *v)
{
	int64_t *c, k;
	uint32_t m;
	if (ir_constints(v, &c, &m)) {
		for (uint32_t i = 0; i < m; i++)
			if (c[i] < 0)
				return c[i];
		return 0;
	}
	if (v->def->kind == S_prim_ListConstruct)
		for (uint32_t i = 0; i < v->def->nin; i++)
			if (ir_constint(ir_in(v->def, i), &k) && k < 0)
				return k;
	return 0;
}

int
infer_create(Graph *g, Node *n, Diag *d)
{
	(void)g;
	int like = n->op->args[0].type == AT_TENSOR; /* zeros_like(self, ...) */
	DType dt = infer_dtypearg(n);
	const Type *src = like ? ir_in(n, 0)->type : NULL;
	if (dt == DT_UNDEF)
		dt = like ? src->dtype : op_is(n->op, OP_aten_full_Tensor) ? numdt(ir_in(n, 1)) : DT_F32;
	if (like) {
		infer_set(n, 0, ty_tensor(dt, src->rank, src->dims));
		return 0;
	}
	Dim s[MAXRANK];
	if (negsize(ir_in(n, 0)))
		return infer_fail(d, n, "negative dimension %lld", (long long)negsize(ir_in(n, 0)));
	int r = sizedims(ir_in(n, 0), s);
	if (r < 0 && ir_in(n, 0)->type->kind != T_LIST)
		return infer_fail(d, n, "size must be a list of ints");
	infer_set(n, 0, ty_tensor(dt, r, r < 0 ? NULL : s));
	return 0;
}

/* The length of arange(start, end, step) with the numbers v[0..2] into dtype dt, by PyTorch
 * 1.13's rules (RangeFactories.cpp, checked against it on 3,000 combinations): for an integer
 * dtype start, end and step are truncated to int64 first (their values are start' + i *
 * step'), and the length is ceil((end' - start') / step') for int64 but ceil((end - start) /
 * step) of the numbers as given for int32, int16, int8 and uint8; for a float dtype the
 * latter.  So arange(2, 8.5, 1.5, dtype=int64) is 2..7 (6), with int32 2..6 (5).  -1 where
 * PyTorch raises: a step that is 0 (after truncation), bounds inconsistent with its sign
 * (compared truncated too), a bound that is not finite. */
int64_t
infer_arange_len(DType dt, const double *v)
{
	double s = v[0], e = v[1], st = v[2];
	if (!dtype_isfloat(dt))
		s = __builtin_trunc(s), e = __builtin_trunc(e), st = __builtin_trunc(st);
	if (!(st > 0 && e >= s) && !(st < 0 && e <= s))
		return -1;
	if (!__builtin_isfinite(s) || !__builtin_isfinite(e))
		return -1;
	double c = dt == DT_I64 ? __builtin_ceil((e - s) / st) : __builtin_ceil((v[1] - v[0]) / v[2]);
	return c > 0 ? c < 0x1p62 ? (int64_t)c : -1 : 0; /* no huge cast: undefined */
}

/* the dtype arange computes in: dtype=, else int64 unless an argument is a float (then the
 * default float32) */
DType
infer_arange_dtype(const Node *n)
{
	uint32_t nnum = n->op->nargs - 4; /* the Scalars before dtype/layout/device/pin_memory */
	DType dt = infer_dtypearg(n);
	int isfloat = 0;
	for (uint32_t i = 0; i < nnum; i++)
		isfloat |= ir_in(n, i)->type->kind == T_FLOAT;
	return dt != DT_UNDEF ? dt : isfloat ? DT_F32 : DT_I64;
}

/* the numbers of arange(end), arange(start, end), arange(start, end, step) as (start, end,
 * step) in v: 1 if all are constants */
int
infer_arange_args(const Node *n, double *v)
{
	uint32_t nnum = n->op->nargs - 4;
	int known = 1;
	v[0] = 0, v[1] = 0, v[2] = 1;
	for (uint32_t i = 0; i < nnum; i++)
		known &= ir_constfloat(ir_in(n, i), &v[nnum == 1 ? 1 : i]);
	return known;
}

/* arange(size(x, d)) or arange(0, size(x, d)[, 1]) (ints): x's dim d, which the type
 * may name (a symbolic dim); DIM_UNKNOWN otherwise */
static Dim
sizelen(const Node *n, DType dt)
{
	uint32_t nnum = n->op->nargs - 4;
	int64_t s = 0, st = 1, d;
	if (dtype_isfloat(dt) || (nnum > 1 && (!ir_constint(ir_in(n, 0), &s) || s != 0)) ||
	    (nnum == 3 && (!ir_constint(ir_in(n, 2), &st) || st != 1)))
		return DIM_UNKNOWN;
	const Node *e = ir_in(n, nnum == 1 ? 0 : 1)->def;
	if (!e->op || !op_is(e->op, OP_aten_size_int) || e->nin != 2 ||
	    !ir_constint(ir_in(e, 1), &d))
		return DIM_UNKNOWN;
	const Type *xt = ir_in(e, 0)->type;
	if (xt->kind != T_TENSOR || xt->rank < 0 || d < -xt->rank || d >= xt->rank)
		return DIM_UNKNOWN;
	return xt->dims[d < 0 ? d + xt->rank : d];
}

int
infer_arange(Graph *g, Node *n, Diag *d)
{
	(void)g, (void)d;
	DType dt = infer_arange_dtype(n);
	double v[3];
	int64_t len = infer_arange_args(n, v) ? infer_arange_len(dt, v) : -1;
	Dim dim = len >= 0 ? (Dim)len : sizelen(n, dt);
	infer_set(n, 0, ty_tensor(dt, 1, &dim));
	return 0;
}
