/* Lists whose length is known only at run time, as ONNX sequences (opset 11+).  A list of
 * known length never gets here: the builder keeps it as values (frontend/list.c). */
#include "backend.h"

/* 0-d int64 arithmetic on positions */
static Value *
i64(Lower *lw, const char *op, Value *a, Value *b)
{
	return lw_op2(lw, op, a, b, ty_tensor(DT_I64, 0, NULL));
}

/* Python's list.insert position: i + n if negative, then clamped to [0, n] (ONNX's
 * SequenceInsert refuses a position out of range instead) */
static Value *
insertpos(Lower *lw, Value *seq, Value *i)
{
	Type *it = ty_tensor(DT_I64, 0, NULL);
	Value *n = lw_op1(lw, "SequenceLength", seq, it);
	Value *neg = lw_op2(lw, "Less", i, lw_int(lw, 0), ty_tensor(DT_BOOL, 0, NULL));
	Value *w[3] = {neg, i64(lw, "Add", i, n), i};
	Value *p = lw_op(lw, "Where", w, 3, it);
	p = i64(lw, "Max", p, lw_int(lw, 0));
	return i64(lw, "Min", p, n);
}

int
lower_list(Lower *lw, Node *n)
{
	Value *seq = ir_in(n, 0);
	Type *et = seq->type->elem;
	if (op_is(n->op, OP_aten_len_seq))
		return lw_done1(lw, n, lw_op1(lw, "SequenceLength", seq, lw_outty(n, 0)));
	if (op_is(n->op, OP_aten___getitem___seq))
		return lw_done1(lw, n, lw_op2(lw, "SequenceAt", seq, lw_arg(lw, n, 1, DT_I64),
			lw_outty(n, 0)));
	if (op_is(n->op, OP_aten_append_seq))
		return lw_done1(lw, n, lw_op2(lw, "SequenceInsert", seq,
			lw_arg(lw, n, 1, et->dtype), lw_outty(n, 0)));
	if (op_is(n->op, OP_aten_insert_seq)) {
		Value *in[3] = {seq, lw_arg(lw, n, 2, et->dtype),
			insertpos(lw, seq, lw_arg(lw, n, 1, DT_I64))};
		return lw_done1(lw, n, lw_op(lw, "SequenceInsert", in, 3, lw_outty(n, 0)));
	}
	/* pop: the element, and the list without it (both refuse a position out of range,
	 * where PyTorch raises) */
	Value *i = lw_arg(lw, n, 1, DT_I64);
	Value *out[2] = {lw_op2(lw, "SequenceErase", seq, i, lw_outty(n, 0)),
		lw_op2(lw, "SequenceAt", seq, i, lw_outty(n, 1))};
	lw_done(lw, n, out);
	return 0;
}

/* a list display of tensors used as one value: SequenceConstruct, or SequenceEmpty of the
 * element dtype the builder learned */
Value *
lw_seqconstruct(Lower *lw, Node *l)
{
	Type *t = l->out[0]->type;
	if (l->nin == 0) {
		if (t->elem->kind != T_TENSOR || t->elem->dtype == DT_UNDEF)
			return lw_fail(lw, l, "the dtype of the tensors of this empty list is not known"),
			       NULL;
		Value *e = lw_op(lw, "SequenceEmpty", NULL, 0, t);
		ir_attr_i(lw->g, e->def, SYMC("dtype"), t->elem->dtype);
		return e;
	}
	Value **v = NEWA(lw->g->arena, Value *, l->nin);
	for (uint32_t i = 0; i < l->nin; i++)
		v[i] = lw_in(lw, ir_in(l, i), t->elem->dtype);
	return lw_op(lw, "SequenceConstruct", v, l->nin, t);
}

/* cat/stack of a sequence: ConcatFromSequence (PyTorch raises on an empty list; ONNX
 * Runtime fails on it) */
Value *
lw_seqconcat(Lower *lw, Node *n, int64_t dim, int stack)
{
	Value *c = lw_op1(lw, "ConcatFromSequence", ir_in(n, 0), lw_outty(n, 0));
	ir_attr_i(lw->g, c->def, SYMC("axis"), dim);
	ir_attr_i(lw->g, c->def, SYMC("new_axis"), stack);
	return c;
}
