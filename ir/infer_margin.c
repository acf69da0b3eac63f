/* The shapes of the losses over a dim (lower_margin.c computes them), with ATen's and F's
 * checks where the sizes are known:
 *   cosine_embedding_loss   target 0-d with 1-d inputs, or 1-d with 2-d inputs; the
 *                  cosine over the last dim, 'none' of the target's shape
 *   triplet_margin_loss     inputs of one rank; pairwise distances over the last dim
 *   multi_margin_loss       input [N, C], [C] or 0-d, target int64 of N elements (1-d or
 *                  0-d); weight 1-d of the input's dtype; 'none' [N] (0-d for a 0-d target)
 *   multilabel_margin_loss  input [N, C] with target [N, C], or [C] (0-d) with target of
 *                  C elements; 'none' [N] (0-d for a target of rank <= 1)
 *   multilabel_soft_margin_loss  F's Python: the broadcast losses averaged over the
 *                  input's last dim */
#include <string.h>
#include "ir.h"

static const Type *
opt(const Node *n, const char *s)
{
	int i = arg_at(n, s);
	return i < 0 || ir_isnone(ir_in(n, (uint32_t)i)) ? NULL : ir_in(n, (uint32_t)i)->type;
}

static int
floats(Diag *d, const Node *n, DType dt)
{
	if (dt != DT_UNDEF && !dtype_isfloat(dt))
		return infer_fail(d, n, "%s of %s inputs is not supported (float32 and float64 are)",
			sym_str(n->op->name), dtype_name(dt));
	return 0;
}

/* the broadcast of a and b without their last dim */
static int
droplast(Graph *g, Node *n, Diag *d, const Type *a, const Type *b, int32_t *r, Dim *dims)
{
	if (infer_broadcast(g, n, d, a, b, r, dims) < 0)
		return -1;
	if (*r > 0)
		(*r)--;
	return 0;
}

int
infer_margin(Graph *g, Node *n, Diag *d, const LossParams *p)
{
	const Type *x = ir_in(n, 0)->type, *t = ir_in(n, 1)->type;
	int32_t r = 0;
	Dim dims[MAXRANK];
	DType dt = x->dtype;
	if (loss_named(n, "cosine_embedding_loss")) {
		const Type *y = ir_in(n, 2)->type;
		if (y->rank < 0)
			return infer_fail(d, n, "the inputs' ranks must be known");
		if (y->rank > 1)
			return infer_fail(d, n, "0D or 1D target tensor expected, multi-target not "
				"supported");
		if (y->rank == 1 && x->rank != 2)
			return infer_fail(d, n, "1D target tensor expects 2D input tensors, but found "
				"inputs with sizes %s and %s.", ty_str_of(g->arena, x), ty_str_of(g->arena, t));
		if (y->rank == 0 && x->rank != 1)
			return infer_fail(d, n, "0D target tensor expects 1D input tensors, but found "
				"inputs with sizes %s and %s.", ty_str_of(g->arena, x), ty_str_of(g->arena, t));
		if (t->rank != x->rank) /* ATen sums input2 * input2 over the target's rank */
			return infer_fail(d, n, "input2 of rank %d with input1 of rank %d: both must be "
				"%dD", t->rank, x->rank, y->rank + 1);
		if (droplast(g, n, d, x, t, &r, dims) < 0)
			return -1;
		Type *c = ty_tensor(dt, r, dims);
		if (infer_broadcast(g, n, d, c, y, &r, dims) < 0)
			return -1;
		dt = infer_promote(dt, t->dtype);
	} else if (loss_named(n, "triplet_margin_loss")) {
		const Type *y = ir_in(n, 2)->type;
		if (y->rank < 0)
			return infer_fail(d, n, "the inputs' ranks must be known");
		if (x->rank != t->rank || t->rank != y->rank)
			return infer_fail(d, n, "All inputs should have same dimension but got %dD, %dD "
				"and %dD inputs.", x->rank, t->rank, y->rank);
		int32_t r2;
		Dim d2[MAXRANK];
		if (infer_broadcast(g, n, d, x, t, &r, dims) < 0 ||
		    infer_broadcast(g, n, d, x, y, &r2, d2) < 0)
			return -1;
		Type *a = ty_tensor(dt, r, dims), *b = ty_tensor(dt, r2, d2);
		if (droplast(g, n, d, a, b, &r, dims) < 0)
			return -1;
		dt = infer_promote(infer_promote(dt, t->dtype), y->dtype);
	} else if (loss_named(n, "multi_margin_loss")) {
		if (x->rank > 2)
			return infer_fail(d, n, "Expected non-empty vector or matrix with optional 0-dim "
				"batch size, but got: %s", ty_str_of(g->arena, x));
		if (x->rank >= 1 && x->dims[x->rank - 1] == 0)
			return infer_fail(d, n, "Expected non-empty vector or matrix with optional 0-dim "
				"batch size, but got: %s", ty_str_of(g->arena, x));
		Dim nf = x->rank == 2 ? x->dims[0] : 1;
		Dim tn = t->rank == 0 ? 1 : t->rank == 1 ? t->dims[0] : DIM_UNKNOWN;
		if (t->rank > 1 || (dim_known(nf) && dim_known(tn) && nf != tn))
			return infer_fail(d, n, "inconsistent target size, got: %s",
				ty_str_of(g->arena, t));
		if (nf != tn) /* ONNX would not check it at run time */
			return infer_fail(d, n, "the target's size must be the input's batch size, "
				"in the same name (got %s and %s)", ty_str_of(g->arena, t),
				ty_str_of(g->arena, x));
		if (t->dtype != DT_UNDEF && t->dtype != DT_I64)
			return infer_fail(d, n, "expected scalar type Long but found %s",
				dtype_name(t->dtype));
		const Type *w = opt(n, "weight");
		if (w && w->rank != 1)
			return infer_fail(d, n, "weight must be one-dimensional");
		if (w && dt != DT_UNDEF && w->dtype != DT_UNDEF && w->dtype != dt)
			return infer_fail(d, n, "expected scalar type %s but found %s", dtype_name(dt),
				dtype_name(w->dtype));
		if (p->red == LOSS_NONE && t->rank > 0) {
			r = 1;
			dims[0] = nf;
		}
	} else if (loss_named(n, "multilabel_margin_loss")) {
		if (x->rank > 2 || (x->rank >= 1 && x->dims[x->rank - 1] == 0))
			return infer_fail(d, n, "Expected non-empty vector or matrix with optional 0-dim "
				"batch size, but got: %s", ty_str_of(g->arena, x));
		/* the target's sizes: the input's; unknown ones in the same names, as ONNX would
		 * not check them at run time */
		int ok = t->rank <= 2;
		if (x->rank <= 1) {
			Dim c = x->rank == 0 ? 1 : x->dims[0];
			Dim tn = t->rank == 0 ? 1 : t->rank == 1 ? t->dims[0] : DIM_UNKNOWN;
			ok = t->rank <= 1 && tn == c;
		} else {
			ok = t->rank == 2 && t->dims[0] == x->dims[0] && t->dims[1] == x->dims[1];
		}
		if (!ok)
			return infer_fail(d, n, "inconsistent size %s for argument #2 'target' (of input "
				"%s; unknown sizes must have the same names)", ty_str_of(g->arena, t),
				ty_str_of(g->arena, x));
		if (t->dtype != DT_UNDEF && t->dtype != DT_I64)
			return infer_fail(d, n, "expected scalar type Long but found %s",
				dtype_name(t->dtype));
		if (p->red == LOSS_NONE && t->rank > 1) {
			r = 1;
			dims[0] = x->dims[0];
		}
	} else if (loss_named(n, "multilabel_soft_margin_loss")) {
		if (x->rank == 0)
			return infer_fail(d, n, "dimension specified as -1 but tensor has no dimensions");
		if (infer_broadcast(g, n, d, x, t, &r, dims) < 0)
			return -1;
		dt = infer_promote(dt, t->dtype);
		const Type *w = opt(n, "weight");
		if (w) {
			Type *l = ty_tensor(dt, r, dims);
			if (infer_broadcast(g, n, d, l, w, &r, dims) < 0)
				return -1;
			dt = infer_promote(dt, w->dtype);
		}
		int32_t cd = x->rank - 1;
		for (int32_t i = cd; i + 1 < r; i++)
			dims[i] = dims[i + 1];
		r--;
	} else {
		return 1;
	}
	if (floats(d, n, dt) < 0)
		return -1;
	if (p->red != LOSS_NONE)
		r = 0;
	infer_set(n, 0, ty_tensor(dt, r, dims));
	return 0;
}
