/* Shapes of the lowered graph that ONNX Runtime's default optimizations would compute
 * wrong, kept out of their reach (the model means the same at every level).
 *
 * MatMulScaleFusion folds a Mul or Div by a constant scalar before or after a MatMul into
 * com.microsoft.FusedMatMul, whose alpha is a float attribute: a float64 model's scale is
 * rounded to float32 there (Mul(MatMul(a, b), 0.1) computed 1.0000000149e-31 for 1e-30,
 * and a Div by 3 multiplies by 0.33333334; measured by tests/numerics/probe.py,
 * matmul_scale, matmul_div, scale_matmul, addmm).  A float64 MatMul's operand made by such
 * a Mul or Div, and its result where such a Mul or Div takes it, pass through a one-input
 * Max, a copy the fusion does not see through (ONNX Runtime 1.30 keeps it; lower_pow's
 * guard of the layer-norm fusion is the same). */
#include "backend.h"

/* a number, or a tensor of one element, that a Constant defines */
static int
constscalar(const Value *v)
{
	if (!v->def || (v->def->kind != S_prim_Constant && v->def->kind != SYMC("onnx::Constant")))
		return 0;
	const Type *t = v->type;
	if (t->kind != T_TENSOR)
		return t->kind == T_INT || t->kind == T_FLOAT || t->kind == T_BOOL;
	for (int32_t i = 0; i < t->rank; i++)
		if (t->dims[i] != 1)
			return 0;
	return t->rank >= 0;
}

/* n is a Mul or Div one of whose inputs is a constant scalar */
static int
scaling(const Node *n)
{
	if (n->kind != SYMC("onnx::Mul") && n->kind != SYMC("onnx::Div"))
		return 0;
	return n->nin == 2 && (constscalar(ir_in(n, 0)) || constscalar(ir_in(n, 1)));
}

static Value *
copy(Lower *lw, Node *at, Value *v)
{
	Node *old = lw->at;
	lw->at = at;
	Value *c = lw_op1(lw, "Max", v, v->type);
	lw->at = old;
	return c;
}

void
lw_ortguard(Lower *lw, Node *n)
{
	if (n->kind != SYMC("onnx::MatMul") || n->nout != 1 || n->out[0]->type->kind != T_TENSOR ||
	    n->out[0]->type->dtype != DT_F64)
		return;
	for (uint32_t i = 0; i < n->nin; i++) {
		Value *v = ir_in(n, i);
		if (v->def && scaling(v->def))
			ir_setinput(n, i, copy(lw, n, v));
	}
	Value *y = n->out[0];
	for (Use *u = y->uses; u; u = u->next)
		if (scaling(u->user)) {
			Value *c = copy(lw, n->next, y);
			ir_replaceuses(y, c);
			ir_setinput(c->def, 0, y);
			break;
		}
}
