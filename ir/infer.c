/* Helpers shared by the inference hooks: PyTorch's dtype promotion (promote_types and
 * result_type, with its three priority classes: dimensioned tensors, zero-dim tensors and
 * wrapped Python numbers), broadcasting of symbolic shapes, and reading int arguments as
 * dims (a constant, or a size read off a tensor, so `x.view(x.size(0), -1)` keeps `batch`).
 * Unknown rank counts as dimensioned: PyTorch would decide at run time, and the callers
 * refuse the cases where that choice would change the dtype. */
#include <string.h>
#include "ir.h"

/* the order PyTorch ranks dtypes in for promotion within one category */
static int
rankof(DType t)
{
	switch (t) {
	case DT_BOOL: return 0;
	case DT_U8: return 1;
	case DT_I8: return 2;
	case DT_I16: return 3;
	case DT_I32: return 4;
	case DT_I64: return 5;
	case DT_F16: return 6;
	case DT_BF16: return 7;
	case DT_F32: return 8;
	case DT_F64: return 9;
	default: return -1;
	}
}

DType
infer_promote(DType a, DType b)
{
	if (a == DT_UNDEF || a == b)
		return b;
	if (b == DT_UNDEF)
		return a;
	if ((a == DT_U8 && b == DT_I8) || (a == DT_I8 && b == DT_U8))
		return DT_I16;
	if ((a == DT_F16 && b == DT_BF16) || (a == DT_BF16 && b == DT_F16))
		return DT_F32;
	if (a == DT_U8 && dtype_isint(b))
		return rankof(b) > rankof(DT_I8) ? b : DT_I16;
	if (b == DT_U8 && dtype_isint(a))
		return rankof(a) > rankof(DT_I8) ? a : DT_I16;
	return rankof(a) > rankof(b) ? a : b;
}

DType
infer_dtypeof(const Value *v)
{
	switch (v->type->kind) {
	case T_TENSOR: return v->type->dtype;
	case T_INT: return DT_I64;
	case T_FLOAT: return DT_F64;
	case T_BOOL: return DT_BOOL;
	default: return DT_UNDEF;
	}
}

/* c10's combine_categories */
static DType
combine(DType higher, DType lower)
{
	if (dtype_isfloat(higher))
		return higher;
	if (higher == DT_BOOL || dtype_isfloat(lower))
		return infer_promote(higher, lower);
	return higher != DT_UNDEF ? higher : lower;
}

/* adds a value of type t to result_type's three priority classes */
static void
classify(const Type *t, DType *dim, DType *zero, DType *wrapped)
{
	if (t->kind == T_TENSOR && t->rank == 0)
		*zero = infer_promote(*zero, t->dtype);
	else if (t->kind == T_TENSOR)
		*dim = infer_promote(*dim, t->dtype);
	else if (t->kind == T_FLOAT)
		*wrapped = infer_promote(*wrapped, DT_F32); /* the default dtype */
	else if (t->kind == T_INT)
		*wrapped = infer_promote(*wrapped, DT_I64);
	else if (t->kind == T_BOOL)
		*wrapped = infer_promote(*wrapped, DT_BOOL);
}

DType
infer_result_type(Node *n, uint32_t first, uint32_t count)
{
	DType dim = DT_UNDEF, zero = DT_UNDEF, wrapped = DT_UNDEF;
	for (uint32_t i = first; i < first + count && i < n->nin; i++)
		classify(ir_in(n, i)->type, &dim, &zero, &wrapped);
	return combine(dim, combine(zero, wrapped));
}

DType
infer_result_of(const Type *const *t, uint32_t n)
{
	DType dim = DT_UNDEF, zero = DT_UNDEF, wrapped = DT_UNDEF;
	for (uint32_t i = 0; i < n; i++)
		classify(t[i], &dim, &zero, &wrapped);
	return combine(dim, combine(zero, wrapped));
}

int
infer_rank(const Value *v)
{
	return v->type->kind == T_TENSOR ? v->type->rank : (ty_isscalar(v->type) ? 0 : -1);
}

Dim
infer_dim(const Value *v, int32_t i)
{
	const Type *t = v->type;
	if (t->kind != T_TENSOR || t->rank < 0)
		return DIM_UNKNOWN;
	if (i < 0)
		i += t->rank;
	return i >= 0 && i < t->rank ? t->dims[i] : DIM_UNKNOWN;
}

Dim
infer_dimval(const Value *v)
{
	int64_t c;
	if (ir_constint(v, &c))
		return c >= 0 ? c : DIM_UNKNOWN;
	Node *d = v->def;
	if (d->op && op_row(d->op) == OP_aten_size_int && ir_constint(ir_in(d, 1), &c))
		return infer_dim(ir_in(d, 0), (int32_t)c);
	return DIM_UNKNOWN;
}

int
infer_ints(const Value *v, Dim *out, int max)
{
	int64_t *c;
	uint32_t n;
	if (ir_constints(v, &c, &n)) {
		if ((int)n > max)
			return -1;
		for (uint32_t i = 0; i < n; i++)
			out[i] = c[i];
		return (int)n;
	}
	Node *d = v->def;
	if (d->kind == S_prim_ListConstruct) {
		if ((int)d->nin > max)
			return -1;
		for (uint32_t i = 0; i < d->nin; i++) {
			int64_t k;
			out[i] = ir_constint(ir_in(d, i), &k) ? k : infer_dimval(ir_in(d, i));
		}
		return (int)d->nin;
	}
	return -1;
}

int
infer_fail(Diag *d, const Node *n, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	arg_vfail(d, ARG_INFER, n, fmt, ap);
	va_end(ap);
	return -1;
}

/* n's result (output 0): a tensor of dtype dt whose rank is not known, as an operator's on a
 * tensor of unknown rank is; 0 for the hook to return */
int
infer_anyrank(Node *n, DType dt)
{
	infer_set(n, 0, ty_tensor(dt, -1, NULL));
	return 0;
}

/* normalizes a dim argument against rank (+extra for unsqueeze-like ops); -1 = reported */
int
infer_normdim(Graph *g, Node *n, Diag *d, int64_t dim, int32_t rank, int extra)
{
	(void)g;
	if (rank < 0)
		return dim < 0 ? -1 : (int)dim;
	int k = dim_wrap(dim, rank + extra);
	if (k < 0) {
		infer_fail(d, n, "dim %lld out of range for a tensor of %d dims", (long long)dim,
			rank);
		return -2;
	}
	return k;
}

int
dim_wrap(int64_t dim, int32_t rank)
{
	int64_t r = rank ? rank : 1; /* a 0-d tensor takes dim 0 or -1, as in PyTorch */
	if (dim < -r || dim >= r)
		return -1;
	return (int)(dim < 0 ? dim + r : dim);
}

static Dim
bcastdim(Dim a, Dim b, int *bad)
{
	if (a == b)
		return a;
	if (a == 1)
		return b;
	if (b == 1)
		return a;
	if (dim_known(a) && dim_known(b)) {
		*bad = 1;
		return a;
	}
	if (dim_known(a) && a != 1)
		return a; /* b must be a or 1; a is exact either way */
	if (dim_known(b) && b != 1)
		return b;
	return DIM_UNKNOWN;
}

int
infer_broadcast(Graph *g, Node *n, Diag *d, const Type *a, const Type *b, int32_t *rank, Dim *dims)
{
	(void)g;
	int32_t ra = a->kind == T_TENSOR ? a->rank : 0, rb = b->kind == T_TENSOR ? b->rank : 0;
	if (ra < 0 || rb < 0) {
		*rank = -1;
		return 0;
	}
	*rank = ra > rb ? ra : rb;
	for (int32_t i = 0; i < *rank; i++) {
		int32_t ia = i - (*rank - ra), ib = i - (*rank - rb);
		Dim da = ia >= 0 ? a->dims[ia] : 1, db = ib >= 0 ? b->dims[ib] : 1;
		int bad = 0;
		dims[i] = bcastdim(da, db, &bad);
		if (bad)
			return infer_fail(d, n, "shapes %s and %s do not broadcast (dim %d: %lld vs %lld)",
				ty_str_of(g->arena, a), ty_str_of(g->arena, b), i, (long long)da,
				(long long)db);
	}
	return 0;
}

void
infer_set(Node *n, uint32_t i, Type *t)
{
	n->out[i]->type = t;
}

DType
infer_dtypearg(const Node *n)
{
	for (uint32_t i = 0; i < n->op->nargs; i++)
		if (n->op->args[i].type == AT_DTYPE) {
			int64_t k;
			return ir_constint(ir_in(n, i), &k) ? (DType)k : DT_UNDEF;
		}
	return DT_UNDEF;
}
