/* Inference of the operators on lists whose length is known only at run time (ONNX
 * sequences): a list's type is List[elem], elem the join of every tensor put in it.  A list
 * of numbers (List[int], List[float], List[bool]) has its schema's types. */
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
	if (op_is(n->op, OP_aten_tensor_intlist) || op_is(n->op, OP_aten_tensor_floatlist) ||
	    op_is(n->op, OP_aten_tensor_boollist)) {
		/* torch.tensor's dtype of Python numbers: int64, the default float32, bool */
		DType dt = infer_dtypearg(n);
		DType of = e->kind == T_INT ? DT_I64 : e->kind == T_FLOAT ? DT_F32 : DT_BOOL;
		infer_set(n, 0, ty_tensor(dt != DT_UNDEF ? dt : of, 1, (Dim[]){DIM_UNKNOWN}));
		return 0;
	}
	if (e->kind == T_INT || e->kind == T_FLOAT || e->kind == T_BOOL) { /* the schema's types */
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
