/* Optional values known only at run time, as ONNX optionals.  The builder gives a variable
 * that is None on one path and a value on another the type Optional[T] where an If or Loop
 * joins the paths (ty_join); each path's value is wrapped here, where it enters the If's
 * result or the Loop's carried value: Optional(x), or an empty Optional of T's type.
 * If and Loop carry optionals from opset 16, OptionalHasElement and OptionalGetElement
 * exist from 15. */
#include "backend.h"

#define OPTSET 16

static int
needopset(Lower *lw, Node *n)
{
	if (lw->opset >= OPTSET)
		return 0;
	return lw_fail(lw, n, "a value that is None or not depending on run-time values is an "
		"ONNX optional, which needs ONNX opset %d or later", OPTSET);
}

int
lower_optional(Lower *lw, Node *n)
{
	Value *x = ir_in(n, 0);
	Type *t = x->type;
	if (op_is(n->op, OP_aten__unwrap_optional_opt)) {
		if (t->kind != T_OPTIONAL) /* folded to the value itself */
			return lw_done1(lw, n, lw_in(lw, x, lw_dtype(n->out[0])));
		if (needopset(lw, n) < 0)
			return -1;
		return lw_done1(lw, n, lw_op1(lw, "OptionalGetElement", x, lw_outty(n, 0)));
	}
	int is = op_is(n->op, OP_aten___is___opt);
	Type *bt = ty_tensor(DT_BOOL, 0, NULL);
	if (t->kind != T_OPTIONAL) /* folded: None or a value, known here */
		return lw_done1(lw, n, lw_scalar(lw, DT_BOOL, is == (t->kind == T_NONE)));
	if (needopset(lw, n) < 0)
		return -1;
	Value *has = lw_op1(lw, "OptionalHasElement", x, bt);
	return lw_done1(lw, n, is ? lw_op1(lw, "Not", has, bt) : has);
}

/* v, entering a place of Optional type t in node `in`, before lw->at: wrapped (NULL after
 * an error) */
static Value *
wrap(Lower *lw, Value *v, Type *t, Node *in)
{
	if (v->type->kind == T_OPTIONAL)
		return v;
	if (needopset(lw, in) < 0)
		return NULL;
	if (v->type->kind != T_NONE)
		return lw_op1(lw, "Optional", v, t);
	Type *et = lw_type(t->elem);
	if (et->kind == T_TENSOR && et->dtype == DT_UNDEF)
		return lw_fail(lw, in, "the type of the value this None stands for is not "
			"known"), NULL;
	Value *e = lw_op(lw, "Optional", NULL, 0, t);
	ir_attr_type(lw->g, e->def, SYMC("type"), et);
	return e;
}

/* result i of block b, which goes where type t is wanted */
static int
wrapresult(Lower *lw, Node *owner, Block *b, uint32_t i, Type *t)
{
	Value *r = ir_result(b, i);
	if (t->kind != T_OPTIONAL || r->type->kind == T_OPTIONAL)
		return 0;
	lw->at = ir_end(b);
	Value *w = wrap(lw, r, t, owner);
	if (!w)
		return -1;
	ir_setinput(ir_end(b), i, w);
	return 0;
}

int
lw_optwrap(Lower *lw, Node *n)
{
	int rc = 0;
	if (n->nblk == 2) /* If: output i is result i of each branch */
		for (uint32_t i = 0; i < n->nout; i++)
			for (int k = 0; k < 2; k++)
				rc |= wrapresult(lw, n, n->blk[k], i, n->out[i]->type);
	if (n->nblk == 1 && n->nin >= 2) { /* Loop: carried i is input 2+i, result 1+i */
		for (uint32_t i = 0; i < n->nout; i++) {
			Type *t = n->out[i]->type;
			rc |= wrapresult(lw, n, n->blk[0], 1 + i, t);
			Value *init = ir_in(n, 2 + i);
			if (t->kind != T_OPTIONAL || init->type->kind == T_OPTIONAL)
				continue;
			lw->at = n;
			Value *w = wrap(lw, init, t, n);
			if (!w)
				rc = -1;
			else
				ir_setinput(n, 2 + i, w);
		}
	}
	return rc;
}
