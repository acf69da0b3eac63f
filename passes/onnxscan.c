/* Row writes at the iteration number as scan outputs (-O1, on the onnx dialect, after
 * onnxpeep).  `back[t] = arg` in a `for t in range(1, n)` body is lowered to a ScatterND
 * of the whole carried tensor: ONNX Runtime copies it each iteration (T*T rows moved for T
 * rows: 400 steps of 256 features took 13 ms, 8 ms this way; bench/ort_latency/loops/
 * row_writes.py) and runs two nodes for one row.  Where the carried tensor is only written
 * there, the Loop collects the rows as a scan output instead (ONNX Runtime appends each
 * iteration's value) and one ScatterND after the Loop writes them all into the initial
 * tensor, at rows c, c + 1, ... (a Range as long as the scan output).
 * Before (back = torch.zeros(n, s); for t in range(1, n): ...; back[t] = arg):
 *     %back = onnx::Loop(%trip, %true, %zeros)
 *       block0(%i : Long(), %c : Bool(), %acc : Long(n, s)):
 *         %t : Long() = onnx::Add(%one, %i)
 *         %ix : Long(1, 1) = onnx::Reshape(%t, %shape11)
 *         %row : Long(1, s) = onnx::ArgMax[keepdims=1](...)
 *         %w : Long(n, s) = onnx::ScatterND(%acc, %ix, %row)
 *         -> (%true, %w)
 * after (opset 14 on, and onnxdce, which drops the carried value and the index):
 *     %rows = onnx::Loop(%trip, %true)
 *       block0(%i : Long(), %c : Bool()):
 *         %row : Long(1, s) = onnx::ArgMax[keepdims=1](...)
 *         -> (%true, %row)
 *     %sh : Long(3) = onnx::Shape(%rows)
 *     %all : Long(?, s) = onnx::Reshape[allowzero=1](%rows, Concat(Slice(%sh, 0, 1), [s]))
 *     %ix : Long(?, 1) = onnx::Unsqueeze(onnx::Range(1, Gather(%sh, 0) + 1, 1), [1])
 *     %back = onnx::ScatterND(%zeros, %ix, %all)
 * Exact where:
 *   - the carried value's parameter is used by the ScatterND alone (as its data; also a
 *     Gather of a row only Shapes read, which is lowering's way to a row's dims: the
 *     initial tensor's dims after the first stand for them) and the ScatterND's result by
 *     the body's result alone: nothing reads the tensor inside, so only the written rows
 *     and the initial tensor make the final one;
 *   - the index is one row's (a [1] or [1, 1] Reshape or Unsqueeze of a 0-d value; for a
 *     ScatterElements[axis=0], lowering's write where it does not know the index's sign,
 *     that index expanded to the update's shape [1, the row's dims]) and that value is the
 *     iteration number, or it plus a constant c >= 0: iteration j writes row c + j; or,
 *     downward, m - c - j for the Loop's trip count m and c 0 or 1 (`for t in
 *     range(n - 1, 0, -1): path[t - 1] = ...`, `out[n - 1 - t]`: the Range after the
 *     Loop counts down from m - c).  Each iteration writes a different row at or after 0,
 *     so one ScatterND writes what the iterations wrote (indices that repeat would make
 *     its result unspecified; a negative one could alias a positive one: m - 2 - j is
 *     -1 in the last iteration).  A row past the end fails in the ScatterND after the
 *     Loop as it failed in the body;
 *   - the Loop may stop early (a while, a break): the scan output holds the iterations
 *     that ran, and the Range counts them.  After 0 iterations ONNX Runtime gives a scan
 *     output of its inferred rank whose unknown dims are 0 (measured), so the rows are
 *     reshaped to [count, row dims] before the ScatterND (no copy; a 0 in the target
 *     copies an equal dim), and the Loop's scan output is declared with unknown dims.  A
 *     [1, 1] index's [1, row] update is collected as it is from opset 14 on, where that
 *     Reshape takes allowzero=1 (a row dim 0 would otherwise copy the 1 before it), and
 *     squeezed to the row in the body before. */
#include <stdint.h>
#include "passes.h"
#include "../backend_onnx/backend.h"
#include "../runtime/runtime.h"

/* The row iteration i writes: i + c (c >= 0), or m - c - i where m is the Loop's trip
 * count and c 0 or 1 (`for t in range(n - 1, 0, -1): path[t - 1] = ...`): distinct rows, at
 * or after 0 for every i < m */
typedef struct {
	int64_t c;
	int down;   /* m - c - i */
} RowAt;

/* x is m + *d for a constant *d (x is m, m -/+ a constant, m x -/+ a constant) */
static int
offset(const Value *x, const Value *m, int64_t *d)
{
	int64_t k;
	*d = 0;
	if (x == m)
		return 1;
	const Node *a = x->def, *b = m->def;
	if ((onnx_is(a, "Sub") || onnx_is(a, "Add")) && a->nin == 2 && ir_in(a, 0) == m &&
	    onnx_constint(ir_in(a, 1), &k) && k > INT32_MIN && k < INT32_MAX)
		return *d = onnx_is(a, "Sub") ? -k : k, 1;
	if ((onnx_is(b, "Sub") || onnx_is(b, "Add")) && b->nin == 2 && ir_in(b, 0) == x &&
	    onnx_constint(ir_in(b, 1), &k) && k > INT32_MIN && k < INT32_MAX)
		return *d = onnx_is(b, "Sub") ? k : -k, 1;
	return 0;
}

/* is v that row for iteration number i of a Loop of trip count m (NULL: none)?  Downward,
 * v is x - i or (x - i) - k where x is m + d: the row m - c - i, c = k - d */
static int
fromiter(const Value *v, const Value *i, const Value *m, RowAt *at)
{
	at->c = 0, at->down = 0;
	if (v == i)
		return 1;
	const Node *d = v->def;
	if (onnx_is(d, "Add") && d->nin == 2) {
		const Value *a = ir_in(d, 0), *b = ir_in(d, 1);
		return ((a == i && onnx_constint(b, &at->c)) || (b == i && onnx_constint(a, &at->c)))
		       && at->c >= 0;
	}
	if (!m || !onnx_is(d, "Sub") || d->nin != 2)
		return 0;
	int64_t k = 0, off;
	if (ir_in(d, 1) != i) {   /* (x - i) - k */
		if (!onnx_constint(ir_in(d, 1), &k) || k < 0 || k > 1)
			return 0;
		d = ir_in(d, 0)->def;
		if (!onnx_is(d, "Sub") || d->nin != 2 || ir_in(d, 1) != i)
			return 0;
	}
	if (!offset(ir_in(d, 0), m, &off))
		return 0;
	at->down = 1, at->c = k - off;
	return at->c >= 0 && at->c <= 1;
}

static int
int64scalar(const Value *v)
{
	return v->type && v->type->kind == T_TENSOR && v->type->dtype == DT_I64 &&
		v->type->rank == 0;
}

/* the 0-d value a one-row index ix (every dim 1, rank 1 or 2, or r if r > 0) holds, or
 * NULL */
static Value *
rowindex(const Value *ix, int32_t r)
{
	const Type *t = ix->type;
	if (!t || t->kind != T_TENSOR || t->dtype != DT_I64 || t->rank < 1 ||
	    (r ? t->rank != r : t->rank > 2))
		return NULL;
	for (int32_t d = 0; d < t->rank; d++)
		if (t->dims[d] != 1)
			return NULL;
	if (!onnx_is(ix->def, "Reshape") && !onnx_is(ix->def, "Unsqueeze"))
		return NULL;
	Value *v = ir_in(ix->def, 0);
	return int64scalar(v) ? v : NULL;
}

/* ScatterElements[axis=0] s writes one whole row of a tensor of type it: its update is
 * [1, the row's dims] (by the types: sizes or the same symbols) and its index that row's
 * number everywhere, a [1, 1, ..] index expanded to the update's shape (lowering's write
 * where the index's sign is not known); the 0-d row number, or NULL */
static Value *
elemrow(const Node *s, const Type *it)
{
	const Attr *ax = ir_attr(s, SYMC("axis"));
	Value *ix = ir_in(s, 1), *upd = ir_in(s, 2);
	const Type *ut = upd->type;
	if ((ax && ax->i != 0) || !ut || ut->kind != T_TENSOR || ut->rank != it->rank ||
	    ut->dims[0] != 1)
		return NULL;
	for (int32_t d = 1; d < it->rank; d++)
		if (ut->dims[d] == DIM_UNKNOWN || ut->dims[d] != it->dims[d])
			return NULL;
	if (onnx_is(ix->def, "Expand") && ix->def->nin == 2 &&
	    onnx_is(ir_in(ix->def, 1)->def, "Shape") && ir_in(ir_in(ix->def, 1)->def, 0) == upd &&
	    !ir_in(ix->def, 1)->def->attr)
		ix = ir_in(ix->def, 0);
	else if (it->rank != 1)
		return NULL;
	return rowindex(ix, it->rank);
}

/* a node op(in...) of result t made before at, at the place (line, scope) of node of */
static Value *
mk(Pass *p, Node *at, const Node *of, const char *op, Value **in, uint32_t nin, Type *t)
{
	Node *n = onnx_mknode(p, at, op, in, nin, t);
	n->loc = of->loc;
	n->scope = of->scope;
	return n->out[0];
}

/* onnx_ints at the place (line, scope) of node of */
static Value *
ints(Pass *p, Node *at, const Node *of, const int64_t *v, int64_t k, int32_t rank)
{
	Value *c = onnx_ints(p, at, v, k, rank);
	c->def->loc = of->loc;
	c->def->scope = of->scope;
	return c;
}

/* op (Squeeze or Unsqueeze) of x at axis a (an input since opset 13, an attribute before) */
static Value *
axisop(Pass *p, Node *at, const Node *of, const char *op, Value *x, int64_t a, Type *t)
{
	if (p->opset >= 13) {
		Value *in[2] = {x, ints(p, at, of, &a, 1, 1)};
		return mk(p, at, of, op, in, 2, t);
	}
	Value *u = mk(p, at, of, op, &x, 1, t);
	ir_attr_ints(p->g, u->def, SYMC("axes"), &a, 1);
	return u;
}

/* v is Unsqueeze(y, [0]): y is the row a [1, 1] index writes */
static int
unsqueezed0(const Value *v)
{
	int64_t a;
	return onnx_is(v->def, "Unsqueeze") && onnx_oneaxis(v->def, &a) && a == 0;
}

/* the dims of init after its first, as a 1-d int64: a constant where all are known */
static Value *
rowdims(Pass *p, Node *at, const Node *loop, Value *init)
{
	const Type *t = init->type;
	int64_t d[MAXRANK];
	int known = 1;
	for (int32_t i = 1; i < t->rank; i++)
		known &= dim_known(t->dims[i]), d[i - 1] = t->dims[i];
	if (known)
		return ints(p, at, loop, d, t->rank - 1, 1);
	Value *s = mk(p, at, loop, "Shape", &init, 1, ty_tensor(DT_I64, 1, (Dim[]){t->rank}));
	int64_t one = 1, end = INT64_MAX;
	Value *in[3] = {s, ints(p, at, loop, &one, 1, 1), ints(p, at, loop, &end, 1, 1)};
	return mk(p, at, loop, "Slice", in, 3, ty_tensor(DT_I64, 1, (Dim[]){t->rank - 1}));
}

/* n is Gather[axis=0](acc, a 0-d index) used by Shapes alone: a row's dims, which are
 * those of the initial tensor after its first (lowering reads them so to broadcast a
 * value written into the row) */
static int
shapeonly(const Node *n, const Value *acc)
{
	if (!onnx_is(n, "Gather") || n->nin != 2 || ir_in(n, 0) != acc)
		return 0;
	const Attr *ax = ir_attr(n, SYMC("axis"));
	if (ax && ax->i != 0)
		return 0;
	const Type *t = ir_in(n, 1)->type;
	if (!t || t->kind != T_TENSOR || t->rank != 0 || !n->out[0]->uses)
		return 0;
	for (Use *u = n->out[0]->uses; u; u = u->next)
		if (!onnx_is(u->user, "Shape") || u->user->nin != 1 || u->user->attr)
			return 0;
	return 1;
}

/* the final value of a tensor init whose rows c, c + 1, ... a Loop at after's place
 * collected as rows (lead: each [1, row]), dims (or NULL) init's dims after the first:
 * ScatterND(init, the row numbers, rows reshaped to [count, row dims]) */
static Value *
scatterafter(Pass *p, Node *n, Node *after, Value *init, Value *rows, int lead, RowAt at,
	     Value *dims, Type *t)
{
	const Type *it = init->type;
	/* the count of iterations that ran, as [1] for the shape and 0-d for the Range */
	int32_t r = it->rank + lead;
	Value *sh = mk(p, after, n, "Shape", &rows, 1, ty_tensor(DT_I64, 1, (Dim[]){r}));
	Value *all = rows;   /* 0-d rows of a 1-d init: [count] as collected */
	if (r > 1) {
		int64_t zero = 0, one = 1;
		Value *sl[3] = {sh, ints(p, after, n, &zero, 1, 1), ints(p, after, n, &one, 1, 1)};
		Value *shape = mk(p, after, n, "Slice", sl, 3, ty_tensor(DT_I64, 1, (Dim[]){1}));
		if (it->rank > 1) {
			Value *pieces[2] = {shape, dims ? dims : rowdims(p, after, n, init)};
			shape = mk(p, after, n, "Concat", pieces, 2, ty_tensor(DT_I64, 1,
				(Dim[]){it->rank}));
			ir_attr_i(p->g, shape->def, SYMC("axis"), 0);
		}
		Dim d[MAXRANK];
		d[0] = DIM_UNKNOWN;
		for (int32_t i = 1; i < it->rank; i++)
			d[i] = it->dims[i];
		Value *rin[2] = {rows, shape};
		all = mk(p, after, n, "Reshape", rin, 2, ty_tensor(it->dtype, it->rank, d));
		if (lead)
			ir_attr_i(p->g, all->def, SYMC("allowzero"), 1);
	}
	/* the rows written: c, c + 1, ..., c + count - 1, or m - c, m - c - 1, ..., down */
	Type *t0 = ty_tensor(DT_I64, 0, NULL);
	Value *g[2] = {sh, ints(p, after, n, (int64_t[]){0}, 1, 0)};
	Value *cnt = mk(p, after, n, "Gather", g, 2, t0);
	Value *start = ints(p, after, n, (int64_t[]){at.c}, 1, 0), *end;
	if (at.down) {
		Value *m[2] = {ir_in(n, 0), start};
		start = at.c ? mk(p, after, n, "Sub", m, 2, t0) : ir_in(n, 0);
		Value *e[2] = {start, cnt};
		end = mk(p, after, n, "Sub", e, 2, t0);
	} else {
		Value *e[2] = {cnt, start};
		end = at.c ? mk(p, after, n, "Add", e, 2, t0) : cnt;
	}
	Value *rg[3] = {start, end, ints(p, after, n, (int64_t[]){at.down ? -1 : 1}, 1, 0)};
	Value *seq = mk(p, after, n, "Range", rg, 3, ty_tensor(DT_I64, 1, (Dim[]){DIM_UNKNOWN}));
	Value *idx = axisop(p, after, n, "Unsqueeze", seq, 1, ty_tensor(DT_I64, 2, (Dim[]){DIM_UNKNOWN, 1}));
	Value *sin[3] = {init, idx, all};
	return mk(p, after, n, "ScatterND", sin, 3, t);
}

/* carried value k of Loop n written one row a iteration at the iteration number: made scan
 * outputs, its final value the ScatterND after the Loop; 1 if so */
static int
scanrows(Pass *p, Node *n, uint32_t k)
{
	Block *b = n->blk[0];
	Value *acc = ir_param(b, 2 + k), *init = ir_in(n, 2 + k);
	Node *s = NULL;
	if (!n->out[k]->uses) /* onnxdce's: a scan output would stay */
		return 0;
	for (Use *u = acc->uses; u; u = u->next) {
		if (onnx_unused(u->user) || shapeonly(u->user, acc))
			continue;
		if (s || u->idx != 0)
			return 0;
		s = u->user;
	}
	/* ScatterND, or ScatterElements[axis=0] of a 1-d tensor (one element: index and
	 * update [1]; lowering's write where the index's sign is not known) */
	int elems = onnx_is(s, "ScatterElements");
	const Type *it = init->type;
	if (!s || (!elems && !onnx_is(s, "ScatterND")) || s->owner != b || s->nin != 3 ||
	    ir_attr(s, SYMC("reduction")) || !it || it->kind != T_TENSOR || it->rank < 1)
		return 0;
	Value *w = s->out[0];
	if (!w->uses || w->uses->next || w->uses->user != &b->ret || w->uses->idx != 1 + k)
		return 0;
	Value *ix = ir_in(s, 1), *upd = ir_in(s, 2), *v = elems ? elemrow(s, it) : rowindex(ix, 0);
	const Type *ut = upd->type;
	const Value *m = n->nin > 0 && !ir_isnone(ir_in(n, 0)) ? ir_in(n, 0) : NULL;
	RowAt at;
	if (!v || !fromiter(v, ir_param(b, 0), m, &at) || !ut || ut->kind != T_TENSOR)
		return 0;
	/* the update has a leading 1 before the row: a [1, 1] index's, ScatterElements' */
	int one = elems || ix->type->rank == 2;
	if (!elems && (ut->rank != ix->type->rank - 1 + it->rank - 1 || (one && ut->dims[0] != 1)))
		return 0;
	Node *after = n->next;
	Value *dims = NULL;
	for (Use *u = acc->uses, *next; u; u = next) {
		next = u->next;
		if (!shapeonly(u->user, acc))
			continue;
		for (Use *sh = u->user->out[0]->uses, *sn; sh; sh = sn) {
			sn = sh->next;
			if (!dims)
				dims = rowdims(p, n, n, init);
			ir_replaceuses(sh->user->out[0], dims);
		}
	}
	/* a [1, 1] index writes a [1, row] update: its Unsqueeze's input is the row, else the
	 * update itself is collected ([count, 1, row]) where the Reshape after can be told
	 * that a 0 is a size (allowzero, opset 14), else a Squeeze makes it the row */
	Value *row = upd;
	int lead = 0;
	if (one && unsqueezed0(upd))
		row = ir_in(upd->def, 0);
	else if (one && p->opset >= 14)
		lead = 1;
	else if (one)
		row = axisop(p, s, s, "Squeeze", upd, 0, ty_tensor(ut->dtype, ut->rank - 1, ut->dims + 1));
	ir_setinput(&b->ret, 1 + k, acc); /* the scatter is left unused, for onnxdce */
	ir_addresult(p->g, b, row);
	Value *rows = ir_addoutput(p->g, n, lw_unknown(it->dtype, it->rank + lead) /* dims 0 after 0 iterations */);
	ir_replaceuses(n->out[k], scatterafter(p, n, after, init, rows, lead, at, dims, n->out[k]->type));
	return 1;
}

static void
walk(Pass *p, Block *b)
{
	for (Node *n = ir_first(b); n != ir_end(b); n = n->next) {
		for (uint32_t i = 0; i < n->nblk; i++)
			walk(p, n->blk[i]);
		if (!onnx_is(n, "Loop") || n->nblk != 1 || n->nin < 2)
			continue;
		uint32_t carried = n->nin - 2;
		for (uint32_t k = 0; k < carried; k++)
			if (scanrows(p, n, k))
				p->changed = 1;
	}
}

int
pass_onnxscan(Pass *p)
{
	walk(p, p->g->top);
	return 0;
}
