/* Is an int value known never to be negative at run time?  A write's index needs to know:
 * ScatterND's spec does not say what a negative index means, so a lowering that writes one
 * wraps it by hand (or takes an operator whose spec does) unless it is known non-negative.
 * Known from the value's definition alone, lowered (onnx::) or not yet (aten::):
 *   - a constant none of whose elements is negative;
 *   - a Loop body's iteration number (ONNX counts from 0 up);
 *   - a size: Shape, Size, aten::size, aten::len; an ArgMax/ArgMin, a NonZero;
 *   - Add or Mul of two such values, Max with one of them, and the elements of one taken
 *     through Gather, Identity or a view.
 * So `for t in range(1, n): back[t] = ...` writes at t = 1 + i, non-negative; `t - 1` is
 * not known so (no ranges are tracked). */
#include <string.h>
#include "backend.h"
#include "../runtime/runtime.h"

#define DEPTH 8 /* definitions followed back, enough for a counter's offset or product */

static int
kindis(const Node *n, const char *kind)
{
	return n->kind == sym_intern(kind, strlen(kind));
}

/* a Constant's tensor, of an int dtype, none of its elements negative */
static int
constnonneg(const Node *n)
{
	int64_t k;
	if (n->kind == S_prim_Constant)
		return ir_constint(n->out[0], &k) && k >= 0;
	if (!kindis(n, "onnx::Constant"))
		return 0;
	Attr *a = ir_attr(n, S_value);
	if (!a || a->kind != A_TENSOR)
		return 0;
	const Tensor *t = a->t;
	for (int64_t i = 0; i < t->numel; i++) {
		if (t->dtype == DT_I64 && ((const int64_t *)t->data)[i] < 0)
			return 0;
		if (t->dtype == DT_I32 && ((const int32_t *)t->data)[i] < 0)
			return 0;
		if (t->dtype != DT_I64 && t->dtype != DT_I32 && t->dtype != DT_BOOL)
			return 0;
	}
	return 1;
}

static int
nonneg(const Value *v, int depth)
{
	const Node *n = v->def;
	if (!n || depth > DEPTH)
		return 0;
	if (n->kind == S_prim_Param) { /* a Loop body's first parameter counts the iterations */
		const Node *o = n->owner->owner;
		return v->idx == 0 && o && (o->kind == S_prim_Loop || kindis(o, "onnx::Loop"));
	}
	if (n->kind == S_prim_Constant || kindis(n, "onnx::Constant"))
		return constnonneg(n);
	static const char *const sizes[] = {"onnx::Shape", "onnx::Size", "onnx::ArgMax",
		"onnx::ArgMin", "onnx::NonZero", "aten::size", "aten::len"};
	for (size_t i = 0; i < sizeof sizes / sizeof *sizes; i++)
		if (kindis(n, sizes[i]))
			return 1;
	/* aten::add/mul of two ints (the tensor overloads have an alpha or other dtypes) */
	int num = (kindis(n, "aten::add") || kindis(n, "aten::mul")) &&
		n->nin == 2 && v->type->kind == T_INT;
	if (num || kindis(n, "onnx::Add") || kindis(n, "onnx::Mul"))
		return n->nin == 2 && nonneg(ir_in(n, 0), depth + 1) &&
			nonneg(ir_in(n, 1), depth + 1);
	if (kindis(n, "onnx::Max")) {
		for (uint32_t i = 0; i < n->nin; i++)
			if (nonneg(ir_in(n, i), depth + 1))
				return 1;
		return 0;
	}
	static const char *const views[] = {"onnx::Gather", "onnx::Identity", "onnx::Reshape",
		"onnx::Squeeze", "onnx::Unsqueeze"};
	for (size_t i = 0; i < sizeof views / sizeof *views; i++)
		if (kindis(n, views[i]))
			return n->nin >= 1 && nonneg(ir_in(n, 0), depth + 1);
	return 0;
}

int
lw_nonneg(const Value *v)
{
	return nonneg(v, 0);
}
