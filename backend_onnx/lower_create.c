/* Lowering of tensor creation: zeros/ones/full and their _like forms, and arange.
 * A fill known at compile time becomes ConstantOfShape's `value` (a 1-element 1-d
 * tensor of the output dtype); a fill known only at run time is a 0-d tensor Expanded
 * over the shape.  The shape is the size list as a 1-d int64 tensor, or Shape(self).
 *   %2 : Float(2, 3) = aten::zeros([2, 3], None, None, None, None)
 *     =>  %2 = onnx::ConstantOfShape[value=<Tensor>](%s)   with %s the constant [2, 3]
 * arange is ONNX Range over 0-d start, limit and delta, after PyTorch's rules for the
 * dtype (lower_arange).  Range adds delta repeatedly, so float aranges run in double (as
 * PyTorch's CPU kernel computes start + i * step in double) and are cast to the output
 * dtype afterwards. */
#include <math.h>
#include <string.h>
#include "backend.h"
#include "../runtime/kernels.h"

/* ConstantOfShape's value: the data of the 0-d constant c, which is then dropped */
static Tensor *
fillvalue(Lower *lw, Value *c)
{
	Tensor *src = ir_attr(c->def, S_value)->t;
	rt_tensor_fix(src, lw->g->arena);
	Tensor *t = rt_tensor(lw->g->arena, src->dtype, 1, (int64_t[]){1});
	memcpy(t->data, src->data, dtype_size(src->dtype));
	ir_destroy(c->def);
	return t;
}

/* the fill as a 0-d tensor of dtype dt (zeros: 0, ones: 1, full: its fill_value) */
static Value *
fill(Lower *lw, Node *n, DType dt)
{
	if (op_is(n->op, OP_aten_zeros_Tensor) || op_is(n->op, OP_aten_zeros_like_Tensor))
		return lw_scalar(lw, dt, 0);
	if (op_is(n->op, OP_aten_ones_Tensor) || op_is(n->op, OP_aten_ones_like_Tensor))
		return lw_scalar(lw, dt, 1);
	return lw_in(lw, ir_in(n, 1), dt);
}

/* zeros/ones/full(size, [fill], dtype, ...) and zeros_like/ones_like/full_like(self, ...) */
int
lower_create(Lower *lw, Node *n)
{
	Type *t = lw_type(n->out[0]->type);
	int like = n->op->args[0].type == AT_TENSOR; /* zeros_like(self, ...) */
	Value *shape = like ? lw_shape(lw, ir_in(n, 0)) : lw_intlist(lw, ir_in(n, 0));
	int full = op_is(n->op, OP_aten_full_Tensor) || op_is(n->op, OP_aten_full_like_Tensor);
	if (full && !ir_isconst(ir_in(n, 1)))
		return lw_done1(lw, n, lw_op2(lw, "Expand", fill(lw, n, t->dtype), shape, t));
	/* ConstantOfShape has bfloat16 from opset 20 on: before, fill in float32 and cast
	 * (the value rounds to the same bfloat16: put() rounds it through float32 too) */
	DType dt = t->dtype == DT_BF16 && lw->opset < 20 ? DT_F32 : t->dtype;
	Tensor *val = fillvalue(lw, fill(lw, n, dt));
	Value *r = lw_op1(lw, "ConstantOfShape", shape, ty_tensor(dt, t->rank, t->dims));
	ir_attr_t(lw->g, r->def, S_value, val);
	return lw_done1(lw, n, lw_cast(lw, r, t->dtype));
}

/* a bool 0-d tensor: a op b */
static Value *
cmp(Lower *lw, const char *op, Value *a, Value *b)
{
	return lw_op2(lw, op, a, b, ty_tensor(DT_BOOL, 0, NULL));
}

/* the 0-d constant v (or a Cast of one) as a number, if it is one */
static int
constnum(const Value *v, double *out)
{
	if (v->def && v->def->kind == SYMC("onnx::Cast"))
		v = ir_in(v->def, 0);
	Tensor *t = lw_consttensor(v, NULL);
	if (!t || t->numel != 1 || t->rank != 0 || (t->dtype != DT_F64 && t->dtype != DT_I64))
		return 0;
	*out = rt_getf(t, 0);
	return !isnan(*out);
}

/* step, or 0 where PyTorch raises, which Range refuses at run time ("delta in Range operator
 * can not be zero"): unless step != 0 and (end - start) * sign(step) >= 0, finite.  A
 * constant step other than 0 needs only end >= start (<= for a step below 0) */
static Value *
checkedstep(Lower *lw, Value *s, Value *e, Value *st, DType ct)
{
	Type *t0 = ty_tensor(ct, 0, NULL);
	Value *span = ct == DT_F64 ? lw_op2(lw, "Sub", e, s, t0) : NULL, *zero = lw_scalar(lw, ct,
		0), *ok;
	double c;
	if (constnum(st, &c) && c != 0) {
		ok = c > 0 ? cmp(lw, "GreaterOrEqual", e, s) : cmp(lw, "GreaterOrEqual", s, e);
	} else {
		span = span ? span : lw_op2(lw, "Sub", e, s, t0);
		ok = cmp(lw, "GreaterOrEqual", lw_op2(lw, "Mul", span, lw_op1(lw, "Sign", st, t0),
			t0), zero);
		ok = cmp(lw, "And", ok, lw_op1(lw, "Not", cmp(lw, "Equal", st, zero),
			ty_tensor(DT_BOOL, 0, NULL)));
	}
	if (ct == DT_F64)
		ok = cmp(lw, "And", ok, lw_op1(lw, "Not", lw_op1(lw, "IsInf", span, ty_tensor(DT_BOOL,
			0, NULL)), ty_tensor(DT_BOOL, 0, NULL)));
	Value *w[3] = {ok, st, zero};
	return lw_op(lw, "Where", w, 3, t0);
}

/* arange(end), arange(start, end), arange(start, end, step), by PyTorch's rules for the
 * dtype (infer_arange_len): a float dtype counts and computes in double (start + i * step,
 * as PyTorch's CPU kernel), then casts; an integer dtype truncates the numbers to int64
 * first (Cast from double truncates, as PyTorch's Scalar.to<int64_t>), and for int32 and
 * narrower takes the count from the numbers as given:
 *   Range(start', start' + Cast(Ceil((end - start) / step)) * step', step')
 * The step goes through checkedstep unless the numbers are constants PyTorch accepts, or
 * it counts up from 0 by a constant to an int known non-negative (arange(x.size(0))). */
int
lower_arange(Lower *lw, Node *n)
{
	Type *t = lw_type(n->out[0]->type);
	uint32_t nnum = n->op->nargs - 4; /* the Scalars before dtype/layout/device/pin_memory */
	int isfloat = dtype_isfloat(t->dtype), anyfloat = 0;
	for (uint32_t i = 0; i < nnum; i++) /* a float, or an onnx value made of one */
		anyfloat |= dtype_isfloat(lw_dtype(ir_in(n, i)));
	DType ct = isfloat ? DT_F64 : DT_I64, nt = anyfloat ? DT_F64 : DT_I64;
	Type *t0 = ty_tensor(ct, 0, NULL);
	Value *num[3]; /* start, end, step as given (in double if one is a float) */
	num[0] = nnum == 1 ? lw_scalar(lw, nt, 0) : lw_in(lw, ir_in(n, 0), nt);
	num[1] = lw_in(lw, ir_in(n, nnum == 1 ? 0 : 1), nt);
	num[2] = nnum == 3 ? lw_in(lw, ir_in(n, 2), nt) : lw_scalar(lw, nt, 1);
	Value *in[3];
	for (int i = 0; i < 3; i++)
		in[i] = lw_cast(lw, num[i], ct);
	double v[3];
	int64_t s0 = 0, st = 1;
	int upfrom0 = !anyfloat && (nnum == 1 || (ir_constint(ir_in(n, 0), &s0) && s0 == 0 &&
		(nnum == 2 || (ir_constint(ir_in(n, 2), &st) && st > 0)))) && lw_nonneg(num[1]);
	if (!upfrom0 && (!infer_arange_args(n, v) || infer_arange_len(t->dtype, v) < 0))
		in[2] = checkedstep(lw, in[0], in[1], in[2], ct);
	if (!isfloat && anyfloat && t->dtype != DT_I64) {
		Type *f0 = ty_tensor(DT_F64, 0, NULL);
		Value *c = lw_op1(lw, "Ceil", lw_op2(lw, "Div", lw_op2(lw, "Sub", num[1], num[0], f0),
			num[2], f0), f0);
		in[1] = lw_op2(lw, "Add", in[0], lw_op2(lw, "Mul", lw_cast(lw, c, DT_I64), in[2], t0),
			t0);
	}
	Value *r = lw_op(lw, "Range", in, 3, ty_tensor(ct, 1, t->dims));
	return lw_done1(lw, n, lw_cast(lw, r, t->dtype));
}
