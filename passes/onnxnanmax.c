/* A maximum compared with a bound as a test of every element (an onnxpeep rule, -O1).
 * PyTorch's max() of a float tensor that may hold NaNs is the first NaN if there is one:
 * lowering finds it by the NaN-first key (lower_reduce.c, maxall and nanfirstkey), 5 nodes
 * before the Gather.  Compared with a bound, only whether every element is below it
 * counts, NaNs making both false:
 *   max(x) < c, max(x) <= c, c > max(x), min(x) > c, ...  ==  all(x < c), ...
 * and the first element that fails the comparison is found by ArgMin, which fails on no
 * element as PyTorch's max raises.  A convergence check `while err.abs().max() < tol`,
 * before:
 *     %k = onnx::ArgMax(onnx::Where(onnx::IsNaN(%x), inf,
 *                                   onnx::Min(onnx::Cast[to=double](%x), 1e300)))
 *     %m = onnx::Gather(%x, %k)
 *     %r = onnx::Less(%m, %tol)
 * after (and onnxdce):
 *     %b = onnx::Less(%x, %tol)
 *     %r = onnx::Gather(%b, onnx::ArgMin(onnx::Cast[to=uint8](%b)))
 * 4 nodes where there were 7.  Only the form maxall writes is read (x 1-d, the key its
 * NaN-first key), a 0-d bound, and a maximum no other node reads.  Where x is known not
 * empty, or lowering has guarded it with a Reshape that fails when it is (float64), the
 * maximum is ReduceMax with a NaN mask (6 nodes), and the test is all of the comparison:
 *     %r = onnx::Cast[to=bool](onnx::ReduceMin(onnx::Cast[to=uint8](onnx::Less(%x, %tol))))
 * (x of any rank: the reductions are of all of it). */
#include <math.h>
#include "peepkit.h"
#include "../backend_onnx/backend.h"
#include "../runtime/kernels.h"
#include "../runtime/runtime.h"

/* the one double of constant v, or NAN */
static double
constdouble(const Value *v)
{
	const Tensor *t = onnx_is(v->def, "Constant") ? lw_consttensor(v, NULL) : NULL;
	if (!t || t->dtype != DT_F64 || t->numel != 1 || !t->data)
		return NAN;
	return *(const double *)t->data;
}

/* x if v is Gather(x, ArgMax(nanfirstkey(x))) (*ismax) or its ArgMin form, else NULL */
static Value *
nanfirst(const Value *v, int *ismax)
{
	const Node *g = v->def, *a, *w, *isn, *lim, *cast;
	if (!onnx_is(g, "Gather") || g->nin != 2 || attri(g, "axis", 0) != 0)
		return NULL;
	Value *x = ir_in(g, 0);
	a = ir_in(g, 1)->def;
	*ismax = onnx_is(a, "ArgMax");
	if ((!*ismax && !onnx_is(a, "ArgMin")) || attri(a, "axis", 0) != 0 ||
	    attri(a, "keepdims", 1) != 0 || attri(a, "select_last_index", 0) != 0 ||
	    !istensor(x) || x->type->rank != 1)
		return NULL;
	w = ir_in(a, 0)->def;
	if (!onnx_is(w, "Where") || w->nin != 3)
		return NULL;
	isn = ir_in(w, 0)->def, lim = ir_in(w, 2)->def;
	double inf = constdouble(ir_in(w, 1)), big;
	if (!onnx_is(isn, "IsNaN") || ir_in(isn, 0) != x || inf != (*ismax ? INFINITY : -INFINITY)
	    || !onnx_is(lim, *ismax ? "Min" : "Max") || lim->nin != 2)
		return NULL;
	cast = ir_in(lim, 0)->def;
	big = constdouble(ir_in(lim, 1));
	if (!onnx_is(cast, "Cast") || ir_in(cast, 0) != x || attri(cast, "to", 0) != 11 ||
	    !(*ismax ? big >= 1e300 && isfinite(big) : big <= -1e300 && isfinite(big)))
		return NULL;
	return x;
}

/* is n a reduction of all of its input (no axes, keepdims=0) by op */
static int
reduceall(const Node *n, const char *op)
{
	return onnx_is(n, op) && n->nin == 1 && !ir_attr(n, SYMC("axes")) &&
	       attri(n, "keepdims", 1) == 0;
}

/* x if v is the masked form of max(x) (*ismax) or min(x) lowering writes where x is known
 * not empty or is guarded by a Reshape that fails when it is (lower_reduce.c, float64 and
 * a count known nonzero), else NULL:
 *   Where(Greater(ReduceMax(Cast(IsNaN(x))), 0), NaN, ReduceMax|ReduceMin(x)) */
static Value *
maskedmax(const Value *v, int *ismax)
{
	const Node *w = v->def, *gt, *has, *cast, *isn, *r;
	Tensor *nan = onnx_is(w, "Where") && w->nin == 3 ? peep_smallconst(ir_in(w, 1)) : NULL;
	if (!nan || nan->numel != 1 || !isnan(rt_getf(nan, 0)) ||
	    !onnx_is(gt = ir_in(w, 0)->def, "Greater") || gt->nin != 2 ||
	    !(r = ir_in(w, 2)->def) || !((*ismax = reduceall(r, "ReduceMax")) ||
	    reduceall(r, "ReduceMin")) || !reduceall(has = ir_in(gt, 0)->def, "ReduceMax") ||
	    !onnx_is(cast = ir_in(has, 0)->def, "Cast") ||
	    !onnx_is(isn = ir_in(cast, 0)->def, "IsNaN") || ir_in(isn, 0) != ir_in(r, 0))
		return NULL;
	Tensor *z = peep_smallconst(ir_in(gt, 1));
	if (!z || z->numel != 1 || rt_getf(z, 0) != 0)
		return NULL;
	return ir_in(r, 0);
}

/* all of b: Cast[to=bool](ReduceMin(Cast(b))), uint8 (int32 before opset 12, where
 * ReduceMin takes no uint8) */
static Value *
allof(Peep *pp, Node *n, Value *b)
{
	DType dt = pp->p->opset >= 12 ? DT_U8 : DT_I32;
	Node *c = onnx_mknode(pp->p, n, "Cast", &b, 1, ty_tensor(dt, b->type->rank, b->type->dims));
	ir_attr_i(pp->p->g, c, SYMC("to"), dt == DT_U8 ? 2 : 6);
	Node *r = onnx_mknode(pp->p, n, "ReduceMin", c->out, 1, ty_tensor(dt, 0, NULL));
	ir_attr_i(pp->p->g, r, SYMC("keepdims"), 0);
	Node *t = onnx_mknode(pp->p, n, "Cast", r->out, 1, n->out[0]->type);
	ir_attr_i(pp->p->g, t, SYMC("to"), 9);
	return t->out[0];
}

int
peep_nanmax(Peep *pp, Node *n)
{
	int less = onnx_is(n, "Less") || onnx_is(n, "LessOrEqual");
	if ((!less && !onnx_is(n, "Greater") && !onnx_is(n, "GreaterOrEqual")) || n->nin != 2 ||
	    n->out[0]->type->rank != 0)
		return 0;
	for (uint32_t side = 0; side < 2; side++) {
		Value *m = ir_in(n, side), *c = ir_in(n, 1 - side);
		int ismax, masked = 0;
		int one = istensor(m) && m->uses && !m->uses->next;
		Value *x = one ? nanfirst(m, &ismax) : NULL;
		if (!x && one && (x = maskedmax(m, &ismax)))
			masked = 1;
		/* all below: a maximum left of < or right of >; all above: a minimum */
		if (!x || ismax != (less == (side == 0)) || !istensor(c) || c->type->rank != 0 ||
		    c->type->dtype != x->type->dtype)
			continue;
		Type *bt = ty_tensor(DT_BOOL, x->type->rank, x->type->dims);
		Value *in[2] = {side == 0 ? x : c, side == 0 ? c : x};
		Value *b = onnx_mknode(pp->p, n, sym_str(n->kind) + 6, in, 2, bt)->out[0];
		if (masked)
			return becomes(pp, n, allof(pp, n, b));
		Node *u8 = onnx_mknode(pp->p, n, "Cast", &b, 1, ty_tensor(DT_U8, 1, x->type->dims));
		ir_attr_i(pp->p->g, u8, SYMC("to"), 2);
		Node *k = onnx_mknode(pp->p, n, "ArgMin", u8->out, 1, ty_tensor(DT_I64, 0, NULL));
		ir_attr_i(pp->p->g, k, SYMC("axis"), 0);
		ir_attr_i(pp->p->g, k, SYMC("keepdims"), 0);
		if (pp->p->opset >= 12)
			ir_attr_i(pp->p->g, k, SYMC("select_last_index"), 0);
		Value *g[2] = {b, k->out[0]};
		return becomes(pp, n, onnx_mknode(pp->p, n, "Gather", g, 2, n->out[0]->type)->out[0]);
	}
	return 0;
}
