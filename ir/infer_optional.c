/* Inference of the operators on Optional values known only at run time (ONNX optionals).
 * Folding may leave one of them a plain value or None (an If whose condition became
 * known): `is None` is then known, and unwrapping a value is the value. */
#include "ir.h"

int
infer_optional(Graph *g, Node *n, Diag *d)
{
	(void)g;
	Type *t = ir_in(n, 0)->type;
	if (!op_is(n->op, OP_aten__unwrap_optional_opt)) {
		infer_set(n, 0, ty_bool());
		return 0;
	}
	if (t->kind == T_NONE)
		return infer_fail(d, n, "unwraps a value that is always None");
	infer_set(n, 0, t->kind == T_OPTIONAL ? t->elem : t);
	return 0;
}
