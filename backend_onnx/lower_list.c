/* Lists whose length is known only at run time: of tensors, ONNX sequences (opset 11+); of
 * numbers (List[int], List[float], List[bool]), 1-d int64, double and bool tensors.  A list
 * of known length never gets here: the builder keeps it as values (frontend/list.c). */
#include <math.h>
#include "backend.h"

/* 0-d int64 arithmetic on positions */
static Value *
i64(Lower *lw, const char *op, Value *a, Value *b)
{
	return lw_op2(lw, op, a, b, ty_tensor(DT_I64, 0, NULL));
}

/* Python's list.insert position: i + n if negative, then clamped to [0, n] (ONNX's
 * SequenceInsert refuses a position out of range instead); min(i, n) where i is known
 * non-negative (a loop counter's i // 2), 0 itself (xs.insert(0, x)) */
static Value *
insertpos(Lower *lw, Value *seq, Value *i, Value *n)
{
	Type *it = ty_tensor(DT_I64, 0, NULL);
	if (!n)
		n = lw_op1(lw, "SequenceLength", seq, it);
	int64_t k;
	if (lw_constk(i, &k) && k == 0)
		return i;
	if (lw_nonneg(i))
		return i64(lw, "Min", i, n);
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
	Type *et = lw_type(seq->type->elem); /* a list's row: its 1-d tensor */
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
			insertpos(lw, seq, lw_arg(lw, n, 1, DT_I64), NULL)};
		return lw_done1(lw, n, lw_op(lw, "SequenceInsert", in, 3, lw_outty(n, 0)));
	}
	if (op_is(n->op, OP_aten__set_item_seq)) { /* xs[i] = el: erase at i, insert at i */
		Type *it = ty_tensor(DT_I64, 0, NULL);
		Value *i = lw_arg(lw, n, 1, DT_I64);
		int64_t k;
		/* xs[-1] = el: the last erased (at -1, which an empty list refuses, as PyTorch
		 * raises), el appended */
		if (lw_constk(i, &k) && k == -1) {
			Value *in[2] = {lw_op2(lw, "SequenceErase", seq, i, lw_outty(n, 0)),
				lw_arg(lw, n, 2, et->dtype)};
			return lw_done1(lw, n, lw_op(lw, "SequenceInsert", in, 2, lw_outty(n, 0)));
		}
		Value *len = lw_op1(lw, "SequenceLength", seq, it), *p = i;
		if (!lw_nonneg(i)) {
			Value *neg = lw_op2(lw, "Less", i, lw_int(lw, 0), ty_tensor(DT_BOOL, 0,
				NULL));
			Value *w[3] = {neg, i64(lw, "Add", i, len), i};
			p = lw_op(lw, "Where", w, 3, it);
		}
		/* the erase takes i itself, which it refuses past either end as PyTorch raises
		 * (p, i + len if negative, still is negative past the start, and would count
		 * from the end) */
		Value *in[3] = {lw_op2(lw, "SequenceErase", seq, i, lw_outty(n, 0)),
			lw_arg(lw, n, 2, et->dtype), p};
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

/* the type of the 1-d tensor l with `by` more elements: its length known only if l's is
 * (a list of known length edited at a run-time position comes here as its constant or
 * display, whose length the edit changes: ONNX Runtime trusts a declared length) */
static Type *
grown(Value *l, int64_t by)
{
	Type *t = lw_type(l->type);
	Dim d = t->rank == 1 && dim_known(t->dims[0]) && t->dims[0] + by >= 0 ?
		t->dims[0] + by : DIM_UNKNOWN;
	return ty_tensor(t->dtype, 1, &d);
}

/* l[lo:] (hi = NULL) or l[:hi] of a 1-d tensor; lo, hi 1-element int64 tensors: a length
 * known only at run time */
static Value *
part(Lower *lw, Value *l, Value *lo, Value *hi)
{
	Value *end = lw_ints(lw, (int64_t[]){INT64_MAX}, 1);
	Value *in[3] = {l, lo ? lo : lw_ints(lw, (int64_t[]){0}, 1), hi ? hi : end};
	Dim d = DIM_UNKNOWN;
	return lw_op(lw, "Slice", in, 3, ty_tensor(lw_dtype(l), 1, &d));
}

/* a 0-d value as a 1-element 1-d one */
static Value *
one(Lower *lw, Value *v)
{
	Dim d = 1;
	return lw_op2(lw, "Reshape", v, lw_ints(lw, (int64_t[]){1}, 1),
		ty_tensor(lw_dtype(v), 1, &d));
}

static Value *
cat(Lower *lw, Value **in, uint32_t n, Type *t)
{
	Value *c = lw_op(lw, "Concat", in, n, t);
	ir_attr_i(lw->g, c->def, SYMC("axis"), 0);
	return c;
}

/* a 1-d tensor reduced to a 0-d one (ReduceSum takes its axes as an input from opset 13,
 * the others from 18: none given reduces them all).  ONNX's reductions take no bool before
 * opset 20: a bool list is reduced as int64 (max is any, min all), the result cast back. */
static Value *
reduce(Lower *lw, const char *op, Value *l, DType to)
{
	if (lw_dtype(l) == DT_BOOL)
		l = lw_cast(lw, l, DT_I64);
	Value *r = lw_op1(lw, op, l, ty_tensor(lw_dtype(l), 0, NULL));
	ir_attr_i(lw->g, r->def, SYMC("keepdims"), 0);
	return lw_cast(lw, r, to);
}

/* max(l), min(l): with its first element again, which Gather refuses on [] (PyTorch
 * raises) */
static Value *
extreme(Lower *lw, Node *n, Value *l, const char *op)
{
	Type *lt = lw_type(l->type), *et = lw_outty(n, 0);
	Value *in[2] = {l, lw_op2(lw, "Gather", l, lw_ints(lw, (int64_t[]){0}, 1),
		ty_tensor(lt->dtype, 1, (Dim[]){1}))};
	return reduce(lw, op, cat(lw, in, 2, grown(l, 1)), et->dtype);
}

/* max(l), min(l) of a float list as TorchScript folds it (ret = std::max(ret, el) from
 * l[0]): nan if l[0] is, else the extreme of the other numbers, nans skipped, and of
 * equal ones (-0.0 and 0.0) the first.  ONNX's ReduceMax leaves nan and the sign of zero
 * to the runtime, so it only finds the value; ArgMax (the first index) picks the element. */
static Value *
fextreme(Lower *lw, Node *n, Value *l, int max)
{
	Type *lt = lw_type(l->type), *et = lw_outty(n, 0);
	Type *bt = ty_tensor(DT_BOOL, 1, lt->dims);
	Value *w[3] = {lw_op1(lw, "IsNaN", l, bt), lw_scalar(lw, lt->dtype, max ? -INFINITY :
		INFINITY), l};
	Value *m = reduce(lw, max ? "ReduceMax" : "ReduceMin", lw_op(lw, "Where", w, 3, lt),
		lt->dtype);
	Value *eq = lw_cast(lw, lw_op2(lw, "Equal", l, m, bt), DT_F32);
	Value *at = lw_op1(lw, "ArgMax", eq, ty_tensor(DT_I64, 0, NULL));
	ir_attr_i(lw->g, at->def, SYMC("axis"), 0);
	ir_attr_i(lw->g, at->def, SYMC("keepdims"), 0);
	Value *first = lw_op2(lw, "Gather", l, lw_int(lw, 0), et);
	Value *pick[3] = {lw_op1(lw, "IsNaN", first, ty_tensor(DT_BOOL, 0, NULL)), first,
		lw_op2(lw, "Gather", l, at, et)};
	return lw_op(lw, "Where", pick, 3, et);
}

/* sum(l) of a float list: TorchScript adds from 0.0, so sum([-0.0]) is 0.0 where ONNX
 * Runtime's ReduceSum gives -0.0 (an Add of 0.0 after it did not change that): a zero is
 * made +0.0 */
static Value *
fsum(Lower *lw, Value *l)
{
	Type *t = ty_tensor(DT_F64, 0, NULL);
	Value *r = reduce(lw, "ReduceSum", l, DT_F64), *zero = lw_scalar(lw, DT_F64, 0);
	Value *w[3] = {lw_op2(lw, "Equal", r, zero, ty_tensor(DT_BOOL, 0, NULL)), zero, r};
	return lw_op(lw, "Where", w, 3, t);
}

/* l with el at position p (a 1-element int64 tensor): l[:p] + [el] + l[p:] */
static Value *
insertat(Lower *lw, Value *l, Value *p, Value *el)
{
	Value *in[3] = {part(lw, l, NULL, p), one(lw, el), part(lw, l, p, NULL)};
	return cat(lw, in, 3, grown(l, 1));
}

/* pop (and del): the position i made non-negative by a Gather from [0, len), which
 * refuses a position out of range, where PyTorch raises (the list without the element must
 * depend on it: a Gather of the element alone is dropped when only the list is used) */
static int
popat(Lower *lw, Node *n, Value *l, Value *i)
{
	Type *it = ty_tensor(DT_I64, 0, NULL);
	Dim d = DIM_UNKNOWN;
	Value *r[3] = {lw_int(lw, 0), lw_op1(lw, "Size", l, it), lw_int(lw, 1)};
	Value *at = lw_op2(lw, "Gather", lw_op(lw, "Range", r, 3, ty_tensor(DT_I64, 1, &d)), i,
		it);
	Value *el = lw_op2(lw, "Gather", l, at, lw_outty(n, 1));
	Value *p = one(lw, at);
	Value *in[2] = {part(lw, l, NULL, p),
		part(lw, l, lw_op2(lw, "Add", p, lw_ints(lw, (int64_t[]){1}, 1), p->type), NULL)};
	Value *out[2] = {cat(lw, in, 2, grown(l, -1)), el};
	lw_done(lw, n, out);
	return 0;
}

/* `item in l`: any(l == item), false on an empty list.  Equal compares floats as
 * TorchScript's __contains__.float_list does: -0.0 is 0.0, nan is in no list. */
static Value *
contains(Lower *lw, Value *l, Value *item)
{
	Type *bt = ty_tensor(DT_BOOL, 1, (Dim[]){DIM_UNKNOWN});
	Value *k = reduce(lw, "ReduceSum", lw_op2(lw, "Equal", l, item, bt), DT_I64);
	return lw_op2(lw, "Greater", k, lw_int(lw, 0), ty_tensor(DT_BOOL, 0, NULL));
}

/* any(l), all(l) of a List[bool]: is the count of true (of false) elements above zero (zero);
 * false and true on an empty list, as in TorchScript */
static Value *
anyall(Lower *lw, Value *l, int all)
{
	Value *k = reduce(lw, "ReduceSum", all ? lw_op1(lw, "Not", l, lw_type(l->type)) : l,
		DT_I64);
	return lw_op2(lw, all ? "Equal" : "Greater", k, lw_int(lw, 0), ty_tensor(DT_BOOL, 0, NULL));
}

/* List[int], List[float], List[bool] whose length is known only at run time, as a 1-d
 * int64, double or bool tensor */
int
lower_numlist(Lower *lw, Node *n)
{
	Value *l = lw_intlist(lw, ir_in(n, 0));
	DType dt = lw_dtype(ir_in(n, 0));
	const Op *o = n->op;
	if (op_is(o, OP_aten_len_int) || op_is(o, OP_aten_len_float) || op_is(o, OP_aten_len_bool))
		return lw_done1(lw, n, lw_op1(lw, "Size", l, lw_outty(n, 0)));
	if (o->name == SYMC("tensor"))
		return lw_done1(lw, n, lw_cast(lw, l, lw_outty(n, 0)->dtype));
	if (o->name == SYMC("__contains__"))
		return lw_done1(lw, n, contains(lw, l, lw_arg(lw, n, 1, dt)));
	if (o->name == SYMC("any") || o->name == SYMC("all"))
		return lw_done1(lw, n, anyall(lw, l, o->name == SYMC("all")));
	if (o->name == SYMC("sum") && dt == DT_F64)
		return lw_done1(lw, n, fsum(lw, l));
	if (o->name == SYMC("sum"))
		return lw_done1(lw, n, reduce(lw, "ReduceSum", l, lw_outty(n, 0)->dtype));
	if ((o->name == SYMC("max") || o->name == SYMC("min")) && dt == DT_F64)
		return lw_done1(lw, n, fextreme(lw, n, l, o->name == SYMC("max")));
	if (o->name == SYMC("max") || o->name == SYMC("min"))
		return lw_done1(lw, n, extreme(lw, n, l, o->name == SYMC("max") ? "ReduceMax" :
			"ReduceMin"));
	if (o->name == SYMC("__getitem__")) /* Gather refuses a position out of range */
		return lw_done1(lw, n, lw_op2(lw, "Gather", l, lw_arg(lw, n, 1, DT_I64),
			lw_outty(n, 0)));
	if (o->name == SYMC("append")) {
		Value *in[2] = {l, one(lw, lw_arg(lw, n, 1, dt))};
		return lw_done1(lw, n, cat(lw, in, 2, grown(l, 1)));
	}
	if (o->name == SYMC("_set_item")) { /* ScatterElements: out of range fails */
		Value *in[3] = {l, one(lw, lw_arg(lw, n, 1, DT_I64)), one(lw, lw_arg(lw, n, 2, dt))};
		return lw_done1(lw, n, lw_op(lw, "ScatterElements", in, 3, lw_type(l->type)));
	}
	Value *i = lw_arg(lw, n, 1, DT_I64);
	if (o->name == SYMC("insert")) {
		Value *p = one(lw, insertpos(lw, l, i, lw_op1(lw, "Size", l,
			ty_tensor(DT_I64, 0, NULL))));
		return lw_done1(lw, n, insertat(lw, l, p, lw_arg(lw, n, 2, dt)));
	}
	return popat(lw, n, l, i);
}

/* x.tolist() of a 1-d tensor: x cast to the list's dtype; of a 2-d tensor: the sequence of
 * its rows, so cast (SplitToSequence without split gives one row per element of dim 0, and
 * none of a tensor without rows) */
int
lower_tolist(Lower *lw, Node *n)
{
	Type *t = lw_outty(n, 0);
	if (t->kind != T_LIST)
		return lw_done1(lw, n, lw_cast(lw, ir_in(n, 0), t->dtype));
	Value *x = lw_cast(lw, ir_in(n, 0), t->elem->dtype);
	Value *s = lw_op1(lw, "SplitToSequence", x, t);
	ir_attr_i(lw->g, s->def, SYMC("axis"), 0);
	ir_attr_i(lw->g, s->def, SYMC("keepdims"), 0);
	return lw_done1(lw, n, s);
}

/* ONNX's Identity takes sequences from opset 14; before it, a sequence an If branch or Loop
 * body passes on unchanged, or the graph returns twice (`return ys, ys`), is copied by
 * inserting a 0-d tensor and erasing it again.  The
 * tensor is the result's index (i % 2 for bool): copies of one sequence as two results
 * (a loop's return stash and a carried list) must stay two nodes, which onnxcse would
 * merge back into one value returned twice, and emit passes that on with an Identity */
void
lw_seqpass(Lower *lw, Block *b)
{
	for (Node *n = ir_first(b); n != ir_end(b); n = n->next)
		for (uint32_t k = 0; k < n->nblk; k++)
			lw_seqpass(lw, n->blk[k]);
	for (uint32_t i = 0; lw->opset < 14 && i < b->ret.nin; i++) {
		Value *v = ir_result(b, i);
		Type *vt = lw_type(v->type);
		if (vt->kind != T_LIST || vt->elem->kind != T_TENSOR ||
		    vt->elem->dtype == DT_UNDEF || !onnx_passthrough(b, i))
			continue;
		lw->at = ir_end(b);
		Value *ins = lw_op2(lw, "SequenceInsert", v, lw_scalar(lw, vt->elem->dtype,
			vt->elem->dtype == DT_BOOL ? i % 2 : i), /* (its last element 0-d) */
			ty_list(ty_tensor(vt->elem->dtype, -1, NULL)));
		ir_setinput(&b->ret, i, lw_op2(lw, "SequenceErase", ins, lw_int(lw, -1), vt));
	}
}

/* An empty list display knows nothing of its tensors; the If or Loop it goes into joined
 * its type with what the other branch or the loop body put in the list (ty_join) */
static Type *
wanted(Use *u)
{
	Node *n = u->user, *o = n->owner ? n->owner->owner : NULL;
	if (n->kind == S_prim_Return && o && o->nblk == 2)
		return o->out[u->idx]->type;           /* an If's result */
	if (n->kind == S_prim_Return && o && u->idx >= 1 && u->idx - 1 < o->nout)
		return o->out[u->idx - 1]->type;       /* a Loop body's carried result */
	if (n->nblk == 1 && u->idx >= 2 && u->idx - 2 < n->nout)
		return n->out[u->idx - 2]->type;       /* a Loop's initial value */
	return u->val->type;
}

/* one SequenceEmpty per dtype the uses of the empty display l want (CSE made one of all
 * the empty lists, which may hold tensors of different dtypes): NULL if a dtype is not
 * known.  Not one per use: two equal SequenceEmpty a block returns would be merged by
 * onnxcse after lw_seqpass, which copies a sequence returned twice before opset 14. */
static Value *
emptyseqs(Lower *lw, Node *l)
{
	uint32_t n = ir_nuses(l->out[0]), k = 0;
	Use **us = NEWA(lw->g->arena, Use *, n + 1);
	for (Use *u = l->out[0]->uses; u; u = u->next)
		us[k++] = u;
	Value *e = NULL, *bydt[DT_BF16 + 1] = {0}; /* (DT_BF16: the last DType) */
	for (k = 0; k < n; k++) {
		Type *t = lw_type(wanted(us[k]));
		if (t->kind == T_LIST && t->elem->kind == T_TENSOR && t->elem->dtype == DT_UNDEF &&
		    us[k]->user == &lw->g->top->ret) /* the entry returns it: PyTorch's default
						      * dtype, as its exporter does */
			t = ty_list(ty_tensor(DT_F32, -1, NULL));
		if (t->kind != T_LIST || t->elem->kind != T_TENSOR || t->elem->dtype == DT_UNDEF)
			return lw_fail(lw, l, "the dtype of the tensors of this empty list is not known"),
			       NULL;
		DType dt = t->elem->dtype;
		if (!(e = bydt[dt])) {
			e = bydt[dt] = lw_op(lw, "SequenceEmpty", NULL, 0, ty_list(ty_tensor(dt, -1,
				NULL)));
			ir_attr_i(lw->g, e->def, SYMC("dtype"), dt);
		}
		ir_setinput(us[k]->user, us[k]->idx, e);
	}
	return e;
}

/* a list display of tensors used as one value: SequenceConstruct, or SequenceEmpty of the
 * element dtype learned from where it goes */
Value *
lw_seqconstruct(Lower *lw, Node *l)
{
	Type *t = lw_type(l->out[0]->type);
	if (l->nin == 0)
		return emptyseqs(lw, l);
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

/* chunk_seq's lengths: pieces of k = ceil(n / c) (c >= 1), fewer than c where they cover
 * the dim sooner, and c empty ones of an empty dim (ATen's chunk):
 *   starts = Range(0, Where(n == 0, c, n), Max(k, 1)), Max(Min(n - starts, k), 0)
 * the Where and the Maxes only where the dim may be 0 */
static Value *
chunklengths(Lower *lw, Value *x, int64_t d, Value *c)
{
	Dim u = DIM_UNKNOWN, nd = x->type->dims[d];
	Type *v = ty_tensor(DT_I64, 1, &u);
	Value *n = lw_dimsize(lw, x, (int32_t)d);
	Value *k = i64(lw, "Div", i64(lw, "Add", n, i64(lw, "Sub", c, lw_int(lw, 1))), c);
	if (dim_known(nd) && nd > 0) {
		Value *in[3] = {lw_int(lw, 0), n, k};
		Value *starts = lw_op(lw, "Range", in, 3, v);
		return lw_op2(lw, "Min", lw_op2(lw, "Sub", n, starts, v), k, v);
	}
	Value *w[3] = {lw_op2(lw, "Equal", n, lw_int(lw, 0), ty_tensor(DT_BOOL, 0, NULL)), c, n};
	Value *step = i64(lw, "Max", k, lw_int(lw, 1));
	Value *in[3] = {lw_int(lw, 0), lw_op(lw, "Where", w, 3, ty_tensor(DT_I64, 0, NULL)), step};
	Value *starts = lw_op(lw, "Range", in, 3, v);
	return lw_op2(lw, "Max", lw_op2(lw, "Min", lw_op2(lw, "Sub", n, starts, v), step, v),
		lw_int(lw, 0), v);
}

/* split_seq(x, k, d), chunk_seq(x, c, d) (k, c >= 1: the builder made them so, or failing
 * where PyTorch raises) and unbind_seq(x, d): ONNX's SplitToSequence, every piece at once,
 * no Loop:
 *   unbind   SplitToSequence[axis=d, keepdims=0](x)      none of an empty dim, as PyTorch
 *   split    SplitToSequence[axis=d](x, k)               the last piece shorter
 *   chunk    SplitToSequence[axis=d](x, lengths)         chunklengths
 * except that a split of an empty dim gives one empty piece in PyTorch and none in ONNX
 * Runtime, so where the dim may be 0 the pieces' lengths are given, [0] for an empty dim:
 *   starts = Range(0, Max(n, 1), k), SplitToSequence[axis=d](x, Min(n - starts, k))
 * (no If: a sequence out of an If needs opset 13, and a subgraph costs more to run) */
int
lower_pieces(Lower *lw, Node *n)
{
	Type *lt = lw_outty(n, 0);
	int split = !op_is(n->op, OP_aten_unbind_seq_Tensor);
	int64_t d;
	if (!ir_constint(ir_in(n, split ? 2 : 1), &d))
		return lw_fail(lw, n, "the dim must be a constant");
	Value *x = lw_arg(lw, n, 0, lt->elem->dtype), *k = split ? lw_arg(lw, n, 1, DT_I64) : NULL;
	if (!split) {
		Value *s = lw_attri(lw, lw_op1(lw, "SplitToSequence", x, lt), "axis", d);
		return lw_done1(lw, n, lw_attri(lw, s, "keepdims", 0));
	}
	Dim nd = x->type->dims[d];
	if (op_is(n->op, OP_aten_chunk_seq_Tensor))
		k = chunklengths(lw, x, d, k);
	else if (!dim_known(nd) || nd <= 0) {
		Dim u = DIM_UNKNOWN;
		Type *v = ty_tensor(DT_I64, 1, &u);
		Value *size = lw_dimsize(lw, x, (int32_t)d);
		Value *in[3] = {lw_int(lw, 0), i64(lw, "Max", size, lw_int(lw, 1)), k};
		Value *starts = lw_op(lw, "Range", in, 3, v);
		k = lw_op2(lw, "Min", lw_op2(lw, "Sub", size, starts, v), k, v);
	}
	return lw_done1(lw, n, lw_attri(lw, lw_op2(lw, "SplitToSequence", x, k, lt), "axis", d));
}
