/* Type legalization, the last step of lowering: an onnx:: node whose element type its
 * operator has no form for at the target opset (ONNX's schemas, onnx_ops.def) computes in a
 * wider type that holds every value exactly, between Casts: int8, uint8, int16 and uint16 in
 * int32 (int64 where int32 is not allowed either), float16 and bfloat16 in float32.  Results
 * narrow back with Cast, which wraps integers as PyTorch's own small-int arithmetic does and
 * rounds floats to nearest even as PyTorch does after computing half floats in float32.
 *   %2 : Char(4) = onnx::Add(%a, %b)        (Add-13 has no int8)
 *   =>  %3 = onnx::Cast[to=6](%a); %4 = onnx::Cast[to=6](%b)
 *       %5 : Int(4) = onnx::Add(%3, %4); %2 : Char(4) = onnx::Cast[to=3](%5)
 * Operators whose output type an attribute sets (Constant, ConstantOfShape, Cast, ...) and
 * heterogeneous ones (If, Loop) are left alone: the verifier reports what remains. */
#include "backend.h"

#define NTC 16

static DType
widen(DType dt, uint32_t mask)
{
	DType w = DT_UNDEF;
	if (dt == DT_I8 || dt == DT_U8 || dt == DT_I16 || (int)dt == 4 /* uint16 */)
		w = mask & (1u << DT_I32) ? DT_I32 : DT_I64;
	else if (dt == DT_F16 || dt == DT_BF16)
		w = DT_F32;
	return w != DT_UNDEF && (mask & (1u << w)) ? w : DT_UNDEF;
}

static DType
dtof(const Value *v)
{
	return v->type->kind == T_TENSOR ? v->type->dtype : DT_UNDEF;
}

/* the wider type of each constraint one of n's inputs or outputs falls outside of; 0 if none */
static int
plan(const Node *n, DType *wide)
{
	int any = 0;
	for (int out = 0; out < 2; out++)
		for (uint32_t i = 0; i < (out ? n->nout : n->nin); i++) {
			char sfx;
			int k = onnx_formal(n->onnx, out, i, &sfx);
			DType dt = dtof(out ? n->out[i] : ir_in(n, i));
			if (k < 0 || k >= NTC || sfx == '~' || dt == DT_UNDEF)
				continue;
			uint32_t m = n->onnx->masks[k];
			if (m & (1u << dt) || wide[k])
				continue;
			wide[k] = widen(dt, m);
			any |= wide[k] != DT_UNDEF;
		}
	return any;
}

static Node *
cast(Lower *lw, Node *at, DType to)
{
	Node *c = ir_node(lw->g, SYMC("onnx::Cast"), 1, at->loc);
	c->onnx = onnx_opof(c->kind, lw->opset);
	c->scope = at->scope;
	ir_attr_i(lw->g, c, SYMC("to"), to);
	return c;
}

static Type *
retyped(const Type *t, DType dt)
{
	return ty_tensor(dt, t->rank, t->dims);
}

static void
legalize(Lower *lw, Node *n, const DType *wide)
{
	char sfx;
	for (uint32_t i = 0; i < n->nin; i++) {
		int k = onnx_formal(n->onnx, 0, i, &sfx);
		Value *v = ir_in(n, i);
		if (k < 0 || k >= NTC || !wide[k] || dtof(v) == DT_UNDEF || dtof(v) == wide[k])
			continue;
		Node *c = cast(lw, n, wide[k]);
		ir_addinput(lw->g, c, v);
		c->out[0]->type = retyped(v->type, wide[k]);
		ir_insertbefore(c, n);
		ir_setinput(n, i, c->out[0]);
	}
	for (uint32_t i = 0; i < n->nout; i++) {
		int k = onnx_formal(n->onnx, 1, i, &sfx);
		Value *v = n->out[i];
		if (k < 0 || k >= NTC || !wide[k] || dtof(v) == DT_UNDEF || dtof(v) == wide[k])
			continue;
		Node *c = cast(lw, n, dtof(v));
		c->out[0]->type = v->type;
		c->out[0]->name = v->name;
		ir_insertafter(c, n);
		ir_replaceuses(v, c->out[0]);
		ir_addinput(lw->g, c, v);
		v->type = retyped(v->type, wide[k]);
	}
}

static int
skip(const Node *n)
{
	Sym own[] = {SYMC("onnx::Constant"), SYMC("onnx::ConstantOfShape"), SYMC("onnx::Cast"),
		SYMC("onnx::CastLike"), SYMC("onnx::If"), SYMC("onnx::Loop"), SYMC("onnx::EyeLike")};
	for (size_t i = 0; i < sizeof own / sizeof *own; i++)
		if (n->kind == own[i])
			return 1;
	return !n->onnx;
}

void
lw_legalnode(Lower *lw, Node *n)
{
	DType wide[NTC] = {0};
	if (!skip(n) && plan(n, wide))
		legalize(lw, n, wide);
}

void
lw_legalize(Lower *lw, Block *b)
{
	for (Node *n = ir_first(b), *next; n != ir_end(b); n = next) {
		next = n->next;
		for (uint32_t k = 0; k < n->nblk; k++)
			lw_legalize(lw, n->blk[k]);
		lw_legalnode(lw, n);
	}
}
