/* The onnx dialect's nodes as the passes after lowering test and make them (onnxpeep,
 * onnxselect, onnxvec, onnxscan, onnxbidir): by operator name, with the row of the opset
 * being emitted. */
#include "passes.h"
#include "../backend_onnx/backend.h"
#include "../runtime/runtime.h"

/* Given: %5 = onnx::Add(%3, %4).  Execute: onnx_is(%5's node, "Add").  Result: 1; 0 for any
 * other name, and for no node (a graph input's def is its block's params). */
int
onnx_is(const Node *n, const char *op)
{
	return n && n->kind == sym_prefixed("onnx", op);
}

/* Given: %3, %4 before pos.  Execute: onnx_mknode(p, pos, "Add", {%3, %4}, 2, t).
 * Result: %5 : t = onnx::Add(%3, %4) before pos, in pos's scope, at pos's line. */
Node *
onnx_mknode(Pass *p, Node *pos, const char *op, Value **in, uint32_t nin, Type *t)
{
	Node *n = ir_node(p->g, sym_prefixed("onnx", op), 1, pos->loc);
	n->onnx = onnx_opof(n->kind, p->opset);
	n->scope = pos->scope;
	for (uint32_t i = 0; i < nin; i++)
		ir_addinput(p->g, n, in[i]);
	n->out[0]->type = t;
	ir_insertbefore(n, pos);
	return n;
}

/* Given: %k = onnx::Constant[value={3}]() (0-d or [1], int64).  Execute: onnx_constint(%k,
 * &v).  Result: 1, v = 3; 0 for anything else (another dtype or size, a weight, no
 * Constant) */
int
onnx_constint(const Value *v, int64_t *k)
{
	const Tensor *t = onnx_is(v->def, "Constant") && !ir_weightkey(v->def) ?
		lw_consttensor(v, NULL) : NULL;
	if (!t || t->dtype != DT_I64 || t->numel != 1 || t->rank > 1 || !t->data)
		return 0;
	*k = *(const int64_t *)t->data;
	return 1;
}

/* Given: %s = onnx::Slice(%x, %b, %e, %a) of one-element constants b, e, a, x of rank r, no
 * step or a step of 1.  Execute: onnx_constslice(%s's node, &ax, &from, &to).  Result: 1,
 * ax = a (a + r where a < 0), from = b, to = e as written (not clamped); 0 for any other
 * Slice (a step other than 1, bounds not constant, several axes) and for an axis outside
 * [0, r) */
static int
tensortyped(const Value *v)
{
	return v->type && v->type->kind == T_TENSOR;
}

int
onnx_constslice(const Node *n, int64_t *ax, int64_t *from, int64_t *to)
{
	int64_t a = 0, st = 1;
	if (!onnx_is(n, "Slice") || n->nin < 3 || !tensortyped(n->out[0]) ||
	    !tensortyped(ir_in(n, 0)) || !onnx_constint(ir_in(n, 1), from) ||
	    !onnx_constint(ir_in(n, 2), to) ||
	    (n->nin > 3 && !ir_isnone(ir_in(n, 3)) && !onnx_constint(ir_in(n, 3), &a)) ||
	    (n->nin > 4 && !ir_isnone(ir_in(n, 4)) && (!onnx_constint(ir_in(n, 4), &st) ||
	    st != 1)))
		return 0;
	int32_t r = ir_in(n, 0)->type->rank;
	*ax = a < 0 ? a + r : a;
	return r > 0 && *ax >= 0 && *ax < r;
}

/* Given: %u = onnx::Unsqueeze(%x, %a), %a = {1} (an input from opset 13, the attribute axes
 * before).  Execute: onnx_oneaxis(%u's node, &v).  Result: 1, v = 1; 0 where the axes are
 * not one constant (a Squeeze without axes, two axes) */
int
onnx_oneaxis(const Node *n, int64_t *a)
{
	if (n->nin == 2)
		return ir_in(n, 1)->type && ir_in(n, 1)->type->rank == 1 && onnx_constint(ir_in(n, 1), a);
	const Attr *ax = ir_attr(n, SYMC("axes"));
	if (n->nin != 1 || !ax || ax->kind != A_INTS || ax->n != 1)
		return 0;
	*a = ax->ints[0];
	return 1;
}

/* Given: v = {2, 3}.  Execute: onnx_ints(p, pos, v, 2, 1).  Result: %c : Long(2) =
 * onnx::Constant[value={2, 3}]() before pos; with rank 0, the 0-d {v[0]} */
Value *
onnx_ints(Pass *p, Node *pos, const int64_t *v, int64_t k, int32_t rank)
{
	Tensor *t = rank ? rt_vec_i64(p->g->arena, v, k) : rt_scalar_i64(p->g->arena, v[0]);
	Node *n = onnx_mknode(p, pos, "Constant", NULL, 0,
		rank ? ty_tensor(DT_I64, 1, (Dim[]){k}) : ty_tensor(DT_I64, 0, NULL));
	ir_attr_t(p->g, n, S_value, t);
	return n->out[0];
}

static int
unusedat(const Node *n, int depth)
{
	if (n->nblk || !n->nout || pass_selfimpure(n) || depth > 4)
		return 0;
	for (uint32_t i = 0; i < n->nout; i++)
		for (const Use *u = n->out[i]->uses; u; u = u->next)
			if (!unusedat(u->user, depth + 1))
				return 0;
	return 1;
}

/* Given: %2 = onnx::Squeeze(%1), %3 = onnx::Add(%2, %2), %3 unused.  Execute:
 * onnx_unused(%2's node).  Result: 1 (a node of a block's return, or with an effect: 0) */
int
onnx_unused(const Node *n)
{
	return unusedat(n, 0);
}
