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
 * guard of the layer-norm fusion is the same).
 *
 * MatMulTransposeFusion folds a Transpose that moves batch dims ("batch transposes", as
 * attention's heads: q.view(L, B*H, d).transpose(0, 1)) into FusedMatMul's
 * transBatchA/transBatchB, whose kernel dies of SIGFPE (a division by the empty dim) when
 * an operand or the result is empty (nn.MultiheadAttention on L = 0 queries, S = 0 keys
 * or batch 0; ONNX Runtime 1.30).  Such a Transpose before a MatMul (through scalings and
 * transposes of the last two dims, which the fusion sees through) passes through
 * Reshape(t, [0, ..., 0]) (each 0 keeps t's dim), which the fusion does not see through
 * and ONNX Runtime computes without a copy, wherever the transposed tensor, an operand or
 * the result may be empty (a dim not known non-zero); the plain transposes of the last two dims (transA/transB)
 * stay fused.  A one-input Max does not do: the transpose optimizer moves the Transpose
 * past it.  Reshape(t, Shape(t)) did as well, at one Shape more per guard (the 6-layer
 * encoder of bench/models/seq.py ran 1 to 4% slower).  Where the MatMul's shape is known
 * and has or meets a known 0, it becomes a ConstantOfShape (constmatmul). */
#include "backend.h"
#include "../runtime/runtime.h"

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

/* p, a Transpose's perm of rank r, keeps the dims before the last two in place */
static int
lastpair(const Attr *p, int32_t r)
{
	if (!p || p->kind != A_INTS || (int32_t)p->n != r)
		return 0;
	for (int32_t i = 0; i + 2 < r; i++)
		if (p->ints[i] != i)
			return 0;
	return 1;
}

/* x's type has a dim that may be 0 at run time */
static int
maybeempty(const Type *t)
{
	if (t->kind != T_TENSOR || t->rank < 0)
		return 1;
	for (int32_t i = 0; i < t->rank; i++)
		if (!dim_known(t->dims[i]) || t->dims[i] == 0)
			return 1;
	return 0;
}

/* the batch Transpose a MatMul's operand v comes from, if ONNX Runtime would fuse it */
static Node *
batchtranspose(Value *v)
{
	for (int k = 0; k < 8 && v->def; k++) {
		Node *d = v->def;
		if (scaling(d)) {
			v = ir_in(d, constscalar(ir_in(d, 0)) ? 1 : 0);
			continue;
		}
		if (d->kind != SYMC("onnx::Transpose") || d->nin != 1)
			return NULL;
		if (!lastpair(ir_attr(d, SYMC("perm")), d->out[0]->type->rank))
			return d;
		v = ir_in(d, 0);
	}
	return NULL;
}

/* t is a tensor type whose dims are all known */
static int
allknown(const Type *t)
{
	if (t->kind != T_TENSOR || t->rank < 0)
		return 0;
	for (int32_t i = 0; i < t->rank; i++)
		if (!dim_known(t->dims[i]))
			return 0;
	return 1;
}

/* n, a MatMul of known result shape with an operand or result known empty, computes a
 * constant: an empty result, or zeros (a sum over nothing).  There ONNX Runtime folds
 * Shape(t) and drops the Reshape guard below, so n becomes ConstantOfShape; 1 if so */
static int
constmatmul(Lower *lw, Node *n)
{
	Type *t = n->out[0]->type;
	int zero = ty_knownzero(t);
	for (uint32_t i = 0; i < n->nin; i++)
		zero |= ty_knownzero(ir_in(n, i)->type);
	if (!zero || !allknown(t))
		return 0;
	Node *old = lw->at;
	lw->at = n;
	Value *c = lw_op1(lw, "ConstantOfShape", lw_ints(lw, t->dims, (uint32_t)t->rank), t);
	ir_attr_t(lw->g, c->def, S_value, rt_tensor(lw->g->arena, t->dtype, 1, (int64_t[]){1}));
	lw->at = old;
	ir_replaceuses(n->out[0], c);
	ir_destroy(n);
	return 1;
}

/* batch Transposes before MatMul n, where an operand or the result may be empty */
static void
unbatch(Lower *lw, Node *n)
{
	int empty = maybeempty(n->out[0]->type);
	for (uint32_t i = 0; i < n->nin; i++)
		empty |= maybeempty(ir_in(n, i)->type);
	for (uint32_t i = 0; i < n->nin; i++) {
		Node *t = batchtranspose(ir_in(n, i));
		if (!t || !(empty || maybeempty(ir_in(t, 0)->type)))
			continue;
		Value *y = t->out[0];
		Node *old = lw->at;
		lw->at = t->next;
		/* Reshape's 0 keeps the input's dim (allowzero is 0 at every opset) */
		uint32_t r = (uint32_t)y->type->rank;
		Value *c = lw_op2(lw, "Reshape", y, lw_ints(lw, NEWA(lw->g->arena, int64_t, r), r),
				  y->type);
		lw->at = old;
		ir_replaceuses(y, c);
		ir_setinput(c->def, 0, y);
	}
}

void
lw_ortguard(Lower *lw, Node *n)
{
	if (n->kind == SYMC("onnx::MatMul") && n->nout == 1) {
		if (constmatmul(lw, n))
			return;
		unbatch(lw, n);
	}
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
