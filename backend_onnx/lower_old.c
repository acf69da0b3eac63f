/* The forms of opsets 11 and 12, a step of lowering's last walk (lower.c's finish), before
 * type legalization: the lowerings write opset 13's forms, and below 13 each onnx:: node
 * whose operator changed is rewritten into what ONNX had then (ONNX's Changelog, and the
 * schemas in onnx_ops.def), or refused with a located error naming the lowest opset that
 * has it.
 *   below 13  Unsqueeze/Squeeze/ReduceSum take `axes` as an attribute: a constant axes
 *             input becomes one (a run-time one is refused); Softmax/LogSoftmax
 *             coerce the input to 2-d at `axis`, so over another dim than the last they run
 *             between two Transposes swapping that dim and the last; Loop and If carry
 *             tensors only (a list through them is refused); no bfloat16 (refused).
 *   below 12  Max/Min on integers: Where over Greater/Less (lowering writes Clip for
 *             float32 only, which Clip-11 has);
 *             GreaterOrEqual and LessOrEqual: Or(Greater, Equal); Pow on integers is
 *             refused, with a float base and an integer exponent the exponent is cast to
 *             the base's type; ArgMax/ArgMin
 *             lose select_last_index (0 is their only behaviour; 1 is the first index along
 *             the dim reversed); Einsum, and GatherND with batch_dims, are refused.
 *   %5 = onnx::Unsqueeze(%x, %4)    (%4 a constant [1])   =>   %5 = onnx::Unsqueeze[axes=[1]](%x)
 * lw_oldform returns 1 when nodes were put before n or n itself was replaced: the walk goes
 * on from the first of them (what it wrote is in the old form, so a second visit keeps it). */
#include <string.h>
#include "backend.h"
#include "../runtime/runtime.h"

/* n is onnx::op (by its kind: an operator ONNX gained later has no row at this opset) */
static int
is(const Node *n, const char *op)
{
	const char *k = sym_str(n->kind);
	return !strncmp(k, "onnx::", 6) && !strcmp(k + 6, op);
}

static void
dropattr(Node *n, const char *name)
{
	Sym s = sym_cstr(name);
	for (Attr **pp = &n->attr; *pp; pp = &(*pp)->next)
		if ((*pp)->name == s) {
			*pp = (*pp)->next;
			return;
		}
}

static int64_t
attri(const Node *n, const char *name, int64_t dflt)
{
	Attr *a = ir_attr(n, sym_cstr(name));
	return a ? a->i : dflt;
}

static int
none(const Value *v)
{
	return v->type->kind == T_NONE;
}

/* the int64 values of a constant 1-d or 0-d v, at most max of them; 0 if v is no constant */
static int
constints(const Value *v, int64_t *out, uint32_t max, uint32_t *k)
{
	if (v->def->kind != SYMC("onnx::Constant"))
		return 0;
	Attr *a = ir_attr(v->def, S_value);
	Tensor *t = a ? a->t : NULL;
	if (!t || t->rank > 1 || (uint64_t)t->numel > max || (t->dtype != DT_I64 && t->dtype != DT_I32))
		return 0;
	for (int64_t i = 0; i < t->numel; i++)
		out[i] = t->dtype == DT_I64 ? ((int64_t *)t->data)[i] : ((int32_t *)t->data)[i];
	*k = (uint32_t)t->numel;
	return 1;
}

static int
refuse(Lower *lw, Node *n, const char *what, int since)
{
	return lw_fail(lw, n, "%s needs ONNX opset %d or later", what, since);
}

/* Unsqueeze/Squeeze/ReduceSum(x, axes) -> op[axes=...](x) */
static int
axesattr(Lower *lw, Node *n)
{
	if (is(n, "ReduceSum") && ir_attr(n, SYMC("noop_with_empty_axes"))) {
		int noop = attri(n, "noop_with_empty_axes", 0) != 0;
		dropattr(n, "noop_with_empty_axes");
		if (noop && (n->nin < 2 || none(ir_in(n, 1))))
			return lw_fail(lw, n, "internal: ReduceSum over no axes as the identity");
	}
	if (n->nin < 2)
		return 0;
	if (none(ir_in(n, 1))) {
		ir_removeinput(n, 1);
		return 0;
	}
	int64_t ax[MAXRANK * 2];
	uint32_t k;
	if (!constints(ir_in(n, 1), ax, MAXRANK * 2, &k))
		return lw_fail(lw, n, "%s over dims known only at run time needs ONNX opset 13 or "
			"later", sym_str(n->kind) + 6);
	ir_attr_ints(lw->g, n, SYMC("axes"), ax, k);
	ir_removeinput(n, 1);
	return 0;
}

/* Softmax/LogSoftmax over axis a of an input of rank r: below 13 the input is
 * coerced to 2-d at a, which normalizes over dims a..r-1 together: right for a = r-1 only */
static int
softmax(Lower *lw, Node *n)
{
	Value *x = ir_in(n, 0);
	int32_t r = x->type->kind == T_TENSOR ? x->type->rank : -1;
	int64_t a = attri(n, "axis", -1); /* written with opset 13's default */
	if (r < 0 && a == -1) { /* the last dim: coerced there it is the same */
		ir_attr_i(lw->g, n, SYMC("axis"), -1);
		return 0;
	}
	if (r < 0)
		return lw_fail(lw, n, "%s over an input of unknown rank needs ONNX opset 13 or later",
			sym_str(n->kind) + 6);
	if (a < 0)
		a += r;
	ir_attr_i(lw->g, n, SYMC("axis"), r - 1); /* opset 11's default is 1: always spelled */
	if (a == r - 1)
		return 0;
	int64_t perm[MAXRANK];
	Dim dims[MAXRANK];
	for (int32_t i = 0; i < r; i++) {
		perm[i] = i == a ? r - 1 : i == r - 1 ? a : i;
		dims[i] = x->type->dims[perm[i]];
	}
	lw->at = n;
	Value *xt = lw_op1(lw, "Transpose", x, ty_tensor(x->type->dtype, r, dims));
	ir_attr_ints(lw->g, xt->def, SYMC("perm"), perm, (uint32_t)r);
	ir_setinput(n, 0, xt);
	Value *y = n->out[0];
	Node *back = ir_node(lw->g, SYMC("onnx::Transpose"), 1, n->loc);
	back->onnx = onnx_opof(back->kind, lw->opset);
	back->scope = n->scope;
	back->out[0]->type = y->type;
	back->out[0]->name = y->name;
	ir_attr_ints(lw->g, back, SYMC("perm"), perm, (uint32_t)r);
	ir_insertafter(back, n);
	ir_replaceuses(y, back->out[0]);
	ir_addinput(lw->g, back, y);
	y->type = ty_tensor(y->type->dtype, r, dims);
	return 1;
}

/* does the operator (in force) allow v's element type for its constraint T? */
static int
allows(const Node *n, const Value *v)
{
	return n->onnx && v->type->kind == T_TENSOR && (n->onnx->masks[0] & (1u << v->type->dtype));
}

/* max (or min) of a and b, broadcast, as Where(a > b, a, b): Max/Min before 12 are float only */
static Value *
pick(Lower *lw, Value *a, Value *b, int max, Type *t)
{
	Value *c = lw_op2(lw, max ? "Greater" : "Less", a, b, ty_tensor(DT_BOOL, t->rank, t->dims));
	Value *in[3] = {c, a, b};
	return lw_op(lw, "Where", in, 3, t);
}

static int
minmax(Lower *lw, Node *n)
{
	if (allows(n, n->out[0]))
		return 0;
	lw->at = n;
	int max = is(n, "Max");
	Value *acc = ir_in(n, 0);
	for (uint32_t i = 1; i < n->nin; i++)
		acc = pick(lw, acc, ir_in(n, i), max, i + 1 == n->nin ? n->out[0]->type :
			lw_unknown(n->out[0]->type->dtype, n->out[0]->type->rank));
	lw_done1(lw, n, acc);
	return 1;
}

/* a >= b as (a > b) or (a == b): Not(Less) would be true on NaN */
static int
orequal(Lower *lw, Node *n)
{
	lw->at = n;
	Type *t = n->out[0]->type;
	Value *a = ir_in(n, 0), *b = ir_in(n, 1);
	Value *s = lw_op2(lw, is(n, "GreaterOrEqual") ? "Greater" : "Less", a, b, t);
	lw_done1(lw, n, lw_op2(lw, "Or", s, lw_op2(lw, "Equal", a, b, t), t));
	return 1;
}

static int
isint(const Value *v)
{
	DType d = v->type->kind == T_TENSOR ? v->type->dtype : DT_UNDEF;
	return d != DT_UNDEF && d != DT_F16 && d != DT_F32 && d != DT_F64 && d != DT_BF16;
}

static int
pow11(Lower *lw, Node *n)
{
	Value *b = ir_in(n, 0), *e = ir_in(n, 1);
	if (isint(b))
		return refuse(lw, n, "Pow on integers", 12);
	if (!isint(e) && e->type->dtype == b->type->dtype)
		return 0;
	lw->at = n;
	ir_setinput(n, 1, lw_cast(lw, e, b->type->dtype));
	return 1;
}

/* ArgMax/ArgMin[select_last_index=1](x) along axis of length L: L-1 - the first index of x
 * reversed along it */
static int
arglast(Lower *lw, Node *n)
{
	int64_t last = attri(n, "select_last_index", 0);
	dropattr(n, "select_last_index");
	if (!last)
		return 0;
	Value *x = ir_in(n, 0);
	int32_t r = x->type->rank;
	int64_t ax = attri(n, "axis", 0);
	if (r < 0)
		return refuse(lw, n, "the last index of a maximum or minimum in an input of unknown "
			"rank", 12);
	if (ax < 0)
		ax += r;
	lw->at = n;
	int64_t st = -1, en = INT64_MIN, step = -1;
	Value *in[5] = {x, lw_ints(lw, &st, 1), lw_ints(lw, &en, 1), lw_ints(lw, &ax, 1),
		lw_ints(lw, &step, 1)};
	Value *rev = lw_op(lw, "Slice", in, 5, x->type);
	Type *t = n->out[0]->type;
	Value *first = lw_op1(lw, sym_str(n->kind) + 6, rev, t);
	ir_attr_i(lw->g, first->def, SYMC("axis"), ax);
	ir_attr_i(lw->g, first->def, SYMC("keepdims"), attri(n, "keepdims", 1));
	Value *len = lw_op2(lw, "Gather", lw_shape(lw, x), lw_int(lw, ax), ty_tensor(DT_I64, 0, NULL));
	Value *hi = lw_op2(lw, "Sub", len, lw_int(lw, 1), ty_tensor(DT_I64, 0, NULL));
	lw_done1(lw, n, lw_op2(lw, "Sub", hi, first, t));
	return 1;
}

/* Loop and If before 13 carry tensors only */
static int
carried(Lower *lw, Node *n)
{
	int loop = is(n, "Loop");
	for (uint32_t i = 0; i < n->nout; i++)
		if (n->out[i]->type->kind != T_TENSOR)
			return refuse(lw, n, loop ? "a list or optional carried through a loop (an "
				"ONNX sequence in a Loop)" : "a list or optional assigned in a branch (an "
				"ONNX sequence out of an If)", 13);
	return 0;
}

static int
isbf16(const Value *v)
{
	return v->type->kind == T_TENSOR && v->type->dtype == DT_BF16;
}

/* a bfloat16 value made or read (a graph input's first reader) */
static int
bf16(Lower *lw, Node *n)
{
	for (uint32_t i = 0; i < n->nout; i++)
		if (isbf16(n->out[i]))
			return refuse(lw, n, "bfloat16", 13);
	for (uint32_t i = 0; i < n->nin; i++)
		if (isbf16(ir_in(n, i)))
			return refuse(lw, n, "bfloat16", 13);
	return 0;
}

static int oldform(Lower *lw, Node *n);
static int missing(Lower *lw, Node *n);

int
lw_oldform(Lower *lw, Node *n)
{
	if (lw->opset >= 13)
		return 0;
	int r = oldform(lw, n);
	return r ? r : missing(lw, n);
}

static int
oldform(Lower *lw, Node *n)
{
	if (bf16(lw, n) < 0)
		return -1;
	if (is(n, "Unsqueeze") || is(n, "Squeeze") || is(n, "ReduceSum"))
		return axesattr(lw, n);
	if (is(n, "Softmax") || is(n, "LogSoftmax")) /* (no lowering writes Hardmax, which
						     * changed as they did) */
		return softmax(lw, n);
	if (is(n, "Loop") || is(n, "If"))
		return carried(lw, n);
	if (lw->opset >= 12)
		return 0;
	if (is(n, "Max") || is(n, "Min"))
		return minmax(lw, n);
	if (is(n, "GreaterOrEqual") || is(n, "LessOrEqual"))
		return orequal(lw, n);
	if (is(n, "Pow"))
		return pow11(lw, n);
	if (is(n, "ArgMax") || is(n, "ArgMin"))
		return arglast(lw, n);
	if (is(n, "Einsum"))
		return refuse(lw, n, "Einsum", 12);
	if (is(n, "GatherND") && attri(n, "batch_dims", 0))
		return refuse(lw, n, "GatherND with batch_dims", 12);
	return 0;
}

/* an operator ONNX gained after the target opset, that no rewrite above replaced: refused
 * naming the opset it appeared in (what the verifier would call an internal error) */
static int
missing(Lower *lw, Node *n)
{
	const char *k = sym_str(n->kind);
	if (n->onnx || strncmp(k, "onnx::", 6))
		return 0;
	for (int v = lw->opset + 1; v <= 21; v++)
		if (onnx_op(k + 6, v))
			return lw_fail(lw, n, "ONNX's %s needs ONNX opset %d or later", k + 6, v);
	return 0;
}
