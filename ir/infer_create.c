/* Inference for tensor creation: zeros/ones/full (and their _like forms) and arange.
 * The dtype is the dtype= argument, else PyTorch's default: float32 for zeros/ones,
 * the fill value's kind for full (int64, float32 or bool), the input's for *_like, and for
 * arange int64 unless an argument is a float. */
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

int
infer_arange(Graph *g, Node *n, Diag *d)
{
	(void)g, (void)d;
	uint32_t nnum = n->op->nargs - 4; /* the Scalars before dtype/layout/device/pin_memory */
	DType dt = infer_dtypearg(n);
	int isfloat = 0;
	for (uint32_t i = 0; i < nnum; i++)
		isfloat |= ir_in(n, i)->type->kind == T_FLOAT;
	if (dt == DT_UNDEF)
		dt = isfloat ? DT_F32 : DT_I64;
	double v[3] = {0, 0, 1};
	int known = 1;
	for (uint32_t i = 0; i < nnum; i++)
		known &= ir_constfloat(ir_in(n, i), &v[nnum == 1 ? 1 : i]);
	Dim len = DIM_UNKNOWN;
	if (known && v[2] != 0) {
		double c = __builtin_ceil((v[1] - v[0]) / v[2]);
		len = c > 0 ? c < 0x1p62 ? (Dim)c : DIM_UNKNOWN : 0; /* no huge cast: undefined */
	}
	infer_set(n, 0, ty_tensor(dt, 1, &len));
	return 0;
}
