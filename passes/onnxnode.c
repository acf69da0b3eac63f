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
