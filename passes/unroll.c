/* Unrolling of small Loops of a constant count (-O1, on the onnx dialect, right after
 * lowering, so that onnxfold, licm and onnxcse see the copies).  ONNX Runtime runs a Loop
 * as a subgraph: about 3.5 us to enter it and 1 us an iteration on top of the body's nodes
 * (measured: a Loop of 3 iterations of 3 nodes against its 9 nodes written out, 19 against
 * 15 us), which for a small model is a third of its time.  PyTorch's exporter writes out a
 * module's loops of a constant count below 64 too (TorchScript's loop unrolling).
 * A Loop is written out where
 *   - its count is a constant M and its condition a constant true that the body gives back
 *     as it is (or as a constant true): a `for` over a constant range, no break;
 *   - it has no scan outputs (each result is a carried value);
 *   - M is at most 1, or M times the body's compute nodes (nested ones too, Constants not)
 *     is at most UNROLL_NODES: a bound on the nodes it adds where the exporter would have
 *     kept the Loop (a script function's loop).
 * The body is copied M times before the Loop, iteration k's number a constant k, its
 * carried values the previous copy's results (the Loop's inputs for the first); the Loop's
 * results are the last copy's (its inputs for M = 0).  Inner Loops are unrolled first, and
 * count as what they became.
 * Before (for _ in range(3): x = sin(fc(x)) * 0.25, at -O1):
 *     %x.1 = onnx::Loop(%4, %1, %x)                %4 = {3}, %1 = {1}
 *       block0(%7 : Long(), %cond : Bool(), %x.2 : Float(batch, 5)):
 *         %10 = onnx::Gemm[transB=1](%x.2, %w, %b)
 *         %11 = onnx::Sin(%10)
 *         %12 = onnx::Mul(%11, %5)
 *         -> (%cond, %12)
 * after:
 *     %10.1 = onnx::Gemm[transB=1](%x, %w, %b)
 *     %11.1 = onnx::Sin(%10.1)
 *     %12.1 = onnx::Mul(%11.1, %5)
 *     ... twice more, from %12.1 and from %12.2
 *     (the uses of %x.1 read %12.3) */
#include <string.h>
#include "passes.h"
#include "../backend_onnx/backend.h"
#include "../runtime/kernels.h"

enum {
	UNROLL_NODES = 32,   /* compute nodes a Loop of M > 1 may become */
};

/* the compute nodes of b and of the blocks in it, Constants not counted; stops counting
 * past limit */
static uint32_t
size(const Block *b, uint32_t limit)
{
	uint32_t k = 0;
	for (const Node *n = ir_first(b); n != ir_end(b) && k <= limit; n = n->next) {
		k += !onnx_is(n, "Constant");
		for (uint32_t i = 0; i < n->nblk; i++)
			k += size(n->blk[i], limit - (k < limit ? k : limit));
	}
	return k;
}

/* v a constant of one element: its value as an integer */
static int
constval(const Value *v, int64_t *k)
{
	const Tensor *t = ir_isnone(v) ? NULL : lw_consttensor(v, NULL);
	if (!t || t->numel != 1 || (t->dtype != DT_I64 && t->dtype != DT_BOOL))
		return 0;
	*k = rt_geti(t, 0);
	return 1;
}

/* the count of a Loop to write out, or -1 */
static int64_t
count(const Node *lp)
{
	Block *b = lp->blk[0];
	int64_t m, c;
	if (lp->nin < 2 || !constval(ir_in(lp, 0), &m) || !constval(ir_in(lp, 1), &c) || !c ||
	    m < 0 || lp->nout != lp->nin - 2 || ir_nparam(b) != lp->nin ||
	    ir_nresult(b) != lp->nin - 1)
		return -1;
	Value *r = ir_result(b, 0);
	if (r != ir_param(b, 1) && !(constval(r, &c) && c))
		return -1;
	if (m > 1 && (m > UNROLL_NODES || m * size(b, UNROLL_NODES) > UNROLL_NODES))
		return -1;
	return m;
}

/* the copies' map from a body's values to a copy's, by value id: one for the pass, grown
 * with the graph (a map the graph's size per Loop cost 1 GB and 3 s on a 20,000-line
 * script of 1,052 loops) and emptied after each Loop */
typedef struct {
	Pass *p;
	Value **map;
	uint32_t cap;
} Unroll;

/* map's entries of b's values (and of the blocks in it) emptied */
static void
forget(Value **map, const Block *b)
{
	for (uint32_t i = 0; i < ir_nparam(b); i++)
		map[ir_param(b, i)->id] = NULL;
	for (const Node *n = ir_first(b); n != ir_end(b); n = n->next) {
		for (uint32_t i = 0; i < n->nout; i++)
			map[n->out[i]->id] = NULL;
		for (uint32_t i = 0; i < n->nblk; i++)
			forget(map, n->blk[i]);
	}
}

/* the body copied m times before lp, which then has no use */
static void
unroll(Unroll *u, Node *lp, int64_t m)
{
	Pass *p = u->p;
	Block *b = lp->blk[0];
	uint32_t nc = lp->nout;
	if (u->cap <= p->g->nvalue) {
		uint32_t cap = 2 * p->g->nvalue + 64;
		Value **map = NEWA(p->scratch, Value *, cap);
		if (u->cap)
			memcpy(map, u->map, u->cap * sizeof *map);
		u->map = map;
		u->cap = cap;
	}
	Value **map = u->map;
	Value **cur = NEWA(p->scratch, Value *, nc + 1);
	for (uint32_t j = 0; j < nc; j++)
		cur[j] = ir_in(lp, j + 2);
	for (int64_t k = 0; k < m; k++) {
		Value *it = ir_param(b, 0);
		if (it->uses) {
			Node *c = onnx_mknode(p, lp, "Constant", NULL, 0, ty_tensor(DT_I64, 0, NULL));
			ir_attr_t(p->g, c, S_value, rt_scalar_i64(p->g->arena, k));
			map[it->id] = c->out[0];
		}
		map[ir_param(b, 1)->id] = ir_in(lp, 1);
		for (uint32_t j = 0; j < nc; j++)
			map[ir_param(b, j + 2)->id] = cur[j];
		for (Node *n = ir_first(b); n != ir_end(b); n = n->next)
			ir_clone_into(p->g, n, lp->owner, lp, map);
		for (uint32_t j = 0; j < nc; j++) {
			Value *r = ir_result(b, j + 1);
			cur[j] = map[r->id] ? map[r->id] : r;
		}
	}
	for (uint32_t j = 0; j < nc; j++)
		ir_replaceuses(lp->out[j], cur[j]);
	forget(map, b);
}

static uint32_t
walk(Unroll *u, Block *b)
{
	uint32_t k = 0;
	for (Node *n = ir_first(b), *next; n != ir_end(b); n = next) {
		next = n->next;
		for (uint32_t i = 0; i < n->nblk; i++)
			k += walk(u, n->blk[i]);
		int64_t m = onnx_is(n, "Loop") ? count(n) : -1;
		if (m < 0)
			continue;
		unroll(u, n, m);
		ir_destroy(n);
		k++;
	}
	return k;
}

int
pass_unroll(Pass *p)
{
	Unroll u = {p, NULL, 0};
	if (walk(&u, p->g->top))
		p->changed = 1;
	return 0;
}
