/* Inference for elementwise operators: broadcasting of symbolic shapes and PyTorch's dtype
 * promotion (infer.c).  Python numbers on either side are wrapped numbers: `x + 2` keeps
 * x's dtype, `int_tensor * 0.5` becomes float32, true division of integers is float32.
 * Scalar rows (add.int, ...) take their types from the schema (infer_scalar). */
#include <string.h>
#include "ir.h"

static int
bcast(Graph *g, Node *n, Diag *d, uint32_t a, uint32_t b, DType dt)
{
	int32_t rank;
	Dim dims[MAXRANK];
	if (infer_broadcast(g, n, d, ir_in(n, a)->type, ir_in(n, b)->type, &rank, dims) < 0)
		return -1;
	if (rank > MAXRANK)
		return infer_fail(d, n, "too many dims");
	infer_set(n, 0, ty_tensor(dt, rank, dims));
	return 0;
}

static int
needtensor(Diag *d, Node *n)
{
	if (ir_in(n, 0)->type->kind != T_TENSOR && ir_in(n, 1)->type->kind != T_TENSOR)
		return infer_fail(d, n, "needs a tensor operand");
	return 0;
}

static int
isbooltensor(const Value *v)
{
	return v->type->kind == T_TENSOR && v->type->dtype == DT_BOOL;
}

int
infer_scalar(Graph *g, Node *n, Diag *d)
{
	(void)g, (void)d;
	for (uint32_t i = 0; i < n->nout; i++)
		n->out[i]->type = n->op->rets[i];
	return 0;
}

int
infer_arith(Graph *g, Node *n, Diag *d)
{
	if (needtensor(d, n) < 0)
		return -1;
	DType dt = infer_result_type(n, 0, 2);
	int issub = op_is(n->op, OP_aten_sub_Tensor) || op_is(n->op, OP_aten_rsub_Tensor);
	if (dt == DT_BOOL && issub)
		return infer_fail(d, n, "subtraction of bool tensors is not supported (use ^ or "
			"logical_xor)");
	if (issub && (isbooltensor(ir_in(n, 0)) || isbooltensor(ir_in(n, 1))))
		return infer_fail(d, n, "subtraction with a bool tensor is not supported (as in "
			"PyTorch)");
	if (dt == DT_BOOL && (n->op->flags & F_NOBOOL))
		return infer_fail(d, n, "not implemented for bool tensors (as in PyTorch)");
	uint32_t fl = n->op->flags;
	int integral = dt != DT_UNDEF && !dtype_isfloat(dt);
	if ((fl & F_NOINT) && integral)
		return infer_fail(d, n, "not implemented for %s tensors (as in PyTorch)", dtype_name(dt));
	if ((fl & F_FLOAT) && integral)
		dt = DT_F32; /* atan2, copysign: integral operands compute in float32 */
	if (op_is(n->op, OP_aten_heaviside_Tensor)) {
		DType a = ir_in(n, 0)->type->dtype, b = ir_in(n, 1)->type->dtype;
		if (a != b && a != DT_UNDEF && b != DT_UNDEF)
			return infer_fail(d, n, "heaviside is not yet implemented for tensors with "
				"different dtypes (as in PyTorch)");
	}
	/* add/sub's alpha: PyTorch refuses a float one when the result is integral */
	int hasalpha = n->op->nargs > 2 && n->op->args[2].name == SYMC("alpha");
	if (hasalpha && n->nin > 2 && ir_in(n, 2)->type->kind == T_FLOAT && dt != DT_UNDEF &&
	    !dtype_isfloat(dt))
		return infer_fail(d, n, "alpha must not be a float when the result is %s (as in "
			"PyTorch)", dtype_name(dt));
	return bcast(g, n, d, 0, 1, dt);
}

/* lerp(self, end, weight), addcmul/addcdiv(self, t1, t2, value): the three broadcast.
 * lerp: one float dtype for all (PyTorch: "expected dtype float for `end`"); addcdiv
 * refuses two integral divisor operands, as PyTorch ("Integer division with addcdiv"); a
 * float value with an integral result is truncated, as PyTorch's value.to<int64_t>() */
int
infer_ternary(Graph *g, Node *n, Diag *d)
{
	int islerp = op_is(n->op, OP_aten_lerp_Scalar);
	uint32_t nt = islerp && ir_in(n, 2)->type->kind != T_TENSOR ? 2 : 3;
	for (uint32_t i = 0; i < nt; i++)
		if (ir_in(n, i)->type->kind != T_TENSOR)
			return infer_fail(d, n, "argument %u must be a tensor", i + 1);
	DType dt = infer_result_type(n, 0, nt);
	if (islerp) {
		for (uint32_t i = 1; i < nt; i++) {
			DType a = ir_in(n, 0)->type->dtype, b = ir_in(n, i)->type->dtype;
			if (a != b && a != DT_UNDEF && b != DT_UNDEF)
				return infer_fail(d, n, "expected dtype %s for argument %u but got "
					"dtype %s (as in PyTorch)", dtype_name(a), i + 1, dtype_name(b));
		}
		if (dt != DT_UNDEF && !dtype_isfloat(dt))
			return infer_fail(d, n, "not implemented for %s tensors (as in PyTorch)",
				dtype_name(dt));
	} else {
		DType a = ir_in(n, 1)->type->dtype, b = ir_in(n, 2)->type->dtype;
		if (op_is(n->op, OP_aten_addcdiv_Tensor) && a != DT_UNDEF && b != DT_UNDEF &&
		    !dtype_isfloat(a) && !dtype_isfloat(b))
			return infer_fail(d, n, "integer division with addcdiv is not supported (as "
				"in PyTorch; use torch.div and the rounding mode)");
		if (dt == DT_BOOL)
			return infer_fail(d, n, "not implemented for bool tensors (as in PyTorch)");
	}
	int32_t r1, r2;
	Dim d1[MAXRANK], d2[MAXRANK];
	if (infer_broadcast(g, n, d, ir_in(n, 0)->type, ir_in(n, 1)->type, &r1, d1) < 0)
		return -1;
	if (nt == 2) {
		infer_set(n, 0, ty_tensor(dt, r1, d1));
		return 0;
	}
	if (infer_broadcast(g, n, d, ty_tensor(dt, r1, d1), ir_in(n, 2)->type, &r2, d2) < 0)
		return -1;
	infer_set(n, 0, ty_tensor(dt, r2, d2));
	return 0;
}

int
infer_div(Graph *g, Node *n, Diag *d)
{
	if (needtensor(d, n) < 0)
		return -1;
	DType dt = infer_result_type(n, 0, 2);
	int mode = n->nin > 2 && !ir_isnone(ir_in(n, 2));
	if (!mode && !dtype_isfloat(dt))
		dt = DT_F32;
	if (mode && dt == DT_BOOL)
		dt = DT_I64;
	return bcast(g, n, d, 0, 1, dt);
}

int
infer_cmp(Graph *g, Node *n, Diag *d)
{
	if (needtensor(d, n) < 0)
		return -1;
	return bcast(g, n, d, 0, 1, DT_BOOL);
}

int
infer_logical(Graph *g, Node *n, Diag *d)
{
	if (n->nin == 1) {
		const Type *t = ir_in(n, 0)->type;
		infer_set(n, 0, ty_tensor(DT_BOOL, t->rank, t->dims));
		return 0;
	}
	return bcast(g, n, d, 0, 1, DT_BOOL);
}

int
infer_bitwise(Graph *g, Node *n, Diag *d)
{
	DType dt = n->nin == 1 ? ir_in(n, 0)->type->dtype : infer_result_type(n, 0, 2);
	if (dt != DT_UNDEF && dtype_isfloat(dt)) /* PyTorch: "bitwise_and_cpu" not implemented */
		return infer_fail(d, n, "not implemented for %s tensors (as in PyTorch)",
			dtype_name(dt));
	if (n->nin == 1) {
		const Type *t = ir_in(n, 0)->type;
		infer_set(n, 0, ty_tensor(t->dtype, t->rank, t->dims));
		return 0;
	}
	return bcast(g, n, d, 0, 1, dt);
}

/* <<, >>: integral (and bool) operands, the promoted dtype; PyTorch refuses floats
 * ("lshift_cpu" not implemented for 'Float') */
int
infer_shift(Graph *g, Node *n, Diag *d)
{
	if (needtensor(d, n) < 0)
		return -1;
	DType dt = infer_result_type(n, 0, 2);
	if (dt != DT_UNDEF && dtype_isfloat(dt))
		return infer_fail(d, n, "not implemented for %s tensors (as in PyTorch)", dtype_name(dt));
	if (dt == DT_BOOL)
		return infer_fail(d, n, "not implemented for bool tensors (as in PyTorch)");
	return bcast(g, n, d, 0, 1, dt);
}

/* unary(self, ...): self's shape; the dtype from the row's flags (F_FLOAT: integral inputs
 * compute in the default float dtype; F_NOBOOL, F_NOINT: what PyTorch refuses) */
int
infer_unary(Graph *g, Node *n, Diag *d)
{
	(void)g;
	const Type *t = ir_in(n, 0)->type;
	uint32_t fl = n->op->flags;
	if (t->kind != T_TENSOR)
		return infer_fail(d, n, "needs a tensor");
	int integral = t->dtype != DT_UNDEF && !dtype_isfloat(t->dtype);
	if ((fl & F_NOINT) && integral)
		return infer_fail(d, n, "not implemented for %s tensors (as in PyTorch)",
			dtype_name(t->dtype));
	if ((fl & F_NOBOOL) && t->dtype == DT_BOOL)
		return infer_fail(d, n, "not implemented for bool tensors (as in PyTorch)");
	DType dt = (fl & F_FLOAT) && integral ? DT_F32 : t->dtype;
	if (op_is(n->op, OP_aten_isinf_Tensor) || op_is(n->op, OP_aten_isfinite_Tensor) ||
	    op_is(n->op, OP_aten_isnan_Tensor))
		dt = DT_BOOL;
	if (op_is(n->op, OP_aten_square_Tensor) && dt == DT_BOOL)
		dt = DT_I64; /* ATen's square is pow(x, 2), and a bool's pow int64 */
	infer_set(n, 0, ty_tensor(dt, t->rank, t->dims));
	return 0;
}

int
infer_clamp(Graph *g, Node *n, Diag *d)
{
	DType dt = infer_result_type(n, 0, n->nin);
	if (dt == DT_BOOL && n->nin == 3 && !ir_isnone(ir_in(n, 1)) && !ir_isnone(ir_in(n, 2)))
		return infer_fail(d, n, "not implemented for bool tensors with both bounds (as in "
			"PyTorch)");
	int32_t rank = ir_in(n, 0)->type->rank;
	Dim dims[MAXRANK];
	const Type *acc = ir_in(n, 0)->type;
	for (uint32_t i = 1; i < n->nin; i++) {
		const Type *t = ir_in(n, i)->type;
		if (t->kind != T_TENSOR)
			continue;
		if (infer_broadcast(g, n, d, acc, t, &rank, dims) < 0)
			return -1;
		acc = ty_tensor(dt, rank, dims);
	}
	infer_set(n, 0, ty_tensor(dt, acc->rank, acc->dims));
	return 0;
}

int
infer_where(Graph *g, Node *n, Diag *d)
{
	/* where(cond, a, b) and masked_fill(self, mask, value): dtype of the values */
	/* a uint8 mask or condition is taken as its nonzero elements, as PyTorch 1.13 takes
	 * it (with a deprecation warning) */
	int mf = op_is(n->op, OP_aten_masked_fill_Scalar);
	DType dt, md = ir_in(n, mf)->type->dtype;
	int okmask = md == DT_BOOL || md == DT_U8 || md == DT_UNDEF;
	if (mf) {
		dt = ir_in(n, 0)->type->dtype;
		if (!okmask)
			return infer_fail(d, n, "the mask must be a bool (or uint8) tensor");
	} else {
		dt = infer_result_type(n, 1, 2);
		if (!okmask)
			return infer_fail(d, n, "the condition must be a bool (or uint8) tensor");
	}
	int32_t r1, r2;
	Dim d1[MAXRANK], d2[MAXRANK];
	if (infer_broadcast(g, n, d, ir_in(n, 0)->type, ir_in(n, 1)->type, &r1, d1) < 0)
		return -1;
	Type *t1 = ty_tensor(dt, r1, d1);
	if (mf) {
		infer_set(n, 0, t1);
		return 0;
	}
	if (infer_broadcast(g, n, d, t1, ir_in(n, 2)->type, &r2, d2) < 0)
		return -1;
	infer_set(n, 0, ty_tensor(dt, r2, d2));
	return 0;
}

int
infer_to(Graph *g, Node *n, Diag *d)
{
	(void)g;
	const Type *t = ir_in(n, 0)->type;
	DType dt;
	if (ir_in(n, 1)->type->kind == T_TENSOR)
		dt = ir_in(n, 1)->type->dtype;
	else {
		int64_t k;
		if (!ir_constint(ir_in(n, 1), &k))
			return infer_fail(d, n, "the dtype must be known at compile time");
		dt = (DType)k;
	}
	infer_set(n, 0, ty_tensor(dt, t->rank, t->dims));
	return 0;
}

/* torch.tensor(number): a 0-d tensor; int64, float32 (the default dtype) or bool */
int
infer_tensor(Graph *g, Node *n, Diag *d)
{
	(void)g, (void)d;
	int64_t k;
	TypeKind t = ir_in(n, 0)->type->kind;
	DType dt = ir_constint(ir_in(n, 1), &k) ? (DType)k :
		   t == T_FLOAT ? DT_F32 : t == T_BOOL ? DT_BOOL : DT_I64;
	infer_set(n, 0, ty_tensor(dt, 0, NULL));
	return 0;
}
