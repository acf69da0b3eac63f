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

/* tolist(x, dim, elem_ty): a list of the numbers of the 1-d tensor x, or of the rows of
 * the 2-d tensor x (lists of numbers), of the kind elem_ty says (frontend/build_call.c
 * chose it from x's dtype) */
int
infer_tolist(Graph *g, Node *n, Diag *d)
{
	(void)g;
	int64_t dim, ek;
	const Type *t = ir_in(n, 0)->type;
	if (!ir_constint(ir_in(n, 1), &dim) || !ir_constint(ir_in(n, 2), &ek) || dim < 1 ||
	    dim > 2 || ek < 0 || ek > 2)
		return infer_fail(d, n, "expects a constant dim 1 or 2 and element kind");
	if (t->rank >= 0 && t->rank != dim)
		return infer_fail(d, n, "expects a %d-d tensor, not %d-d", (int)dim, t->rank);
	Type *l = ty_list(ek == 0 ? ty_int() : ek == 1 ? ty_float() : ty_bool());
	infer_set(n, 0, dim == 2 ? ty_list(l) : l);
	return 0;
}

/* split_seq(x, size, dim), chunk_seq(x, chunks, dim): pieces of x's type with dim unknown;
 * unbind_seq(x, dim): x's type without dim */
int
infer_pieces(Graph *g, Node *n, Diag *d)
{
	(void)g;
	const Type *t = ir_in(n, 0)->type;
	int split = !op_is(n->op, OP_aten_unbind_seq_Tensor);
	int64_t k;
	if (t->kind != T_TENSOR || t->rank < 1 || !ir_constint(ir_in(n, split ? 2 : 1), &k) ||
	    k < 0 || k >= t->rank)
		return infer_fail(d, n, "expects a tensor of known rank and a constant dim in range");
	Dim dims[MAXRANK];
	int32_t r = 0;
	for (int32_t i = 0; i < t->rank; i++)
		if (i != k || split)
			dims[r++] = i == k ? DIM_UNKNOWN : t->dims[i];
	infer_set(n, 0, ty_list(ty_tensor(t->dtype, r, dims)));
	return 0;
}
