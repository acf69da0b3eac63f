/* Inference of the operators on lists whose length is known only at run time (ONNX
 * sequences): a list's type is List[elem], elem the join of every tensor put in it. */
#include "ir.h"

static Type *
elemof(const Value *list)
{
	return list->type->kind == T_LIST ? list->type->elem : NULL;
}

/* the elements of a list made empty: nothing is known of them until one goes in */
static int
unset(const Type *e)
{
	return e->kind == T_TENSOR && e->dtype == DT_UNDEF && e->rank < 0;
}

int
infer_list(Graph *g, Node *n, Diag *d)
{
	(void)g;
	Type *e = elemof(ir_in(n, 0));
	if (!e)
		return infer_fail(d, n, "expects a list");
	if (op_is(n->op, OP_aten_tensor_intlist)) {
		DType dt = infer_dtypearg(n);
		infer_set(n, 0, ty_tensor(dt != DT_UNDEF ? dt : DT_I64, 1, (Dim[]){DIM_UNKNOWN}));
		return 0;
	}
	if (e->kind == T_INT) { /* List[int]: the schema's types */
		for (uint32_t i = 0; i < n->nout; i++)
			infer_set(n, i, n->op->rets[i]);
		return 0;
	}
	if (op_is(n->op, OP_aten_len_seq))
		infer_set(n, 0, ty_int());
	else if (op_is(n->op, OP_aten___getitem___seq))
		infer_set(n, 0, e);
	else {
		/* append, insert, pop: the list, with what went in */
		Value *el = op_is(n->op, OP_aten_pop_seq) ? NULL :
			ir_in(n, op_is(n->op, OP_aten_append_seq) ? 1 : 2);
		Type *j = !el ? e : unset(e) ? el->type : ty_join(e, el->type);
		if (!j)
			return infer_fail(d, n, "a %s cannot go in a list of %s (ONNX sequences hold one "
				"dtype)", ty_str_of(g->arena, el->type), ty_str_of(g->arena, e));
		infer_set(n, 0, ty_list(j));
		if (n->nout > 1)
			infer_set(n, 1, e);
	}
	return 0;
}
