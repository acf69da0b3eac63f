/* Slices of one value into neighbouring pieces as one Split (an onnxpeep rule, -O1).
 * Lowering writes each piece of x.split(...), torch.chunk, a GLU's halves or a hand-written
 * x[:, :4], x[:, 4:] as a Slice of its own; ONNX's Split makes them all in one node.  The
 * Slices are of one value, in one block, along one axis whose size L the type knows, steps
 * of 1, starts and ends constants (read as ONNX reads them: a negative one counts from L,
 * both clamped into [0, L]), non-empty and not overlapping (the same range twice is one
 * piece).  The ranges between them and after the last become pieces nobody reads, so the
 * sizes sum to L, and Split, which fails only where they do not, cannot fail; a Split
 * copies those too, so the ranges read must be at least half of L.  The Split goes right
 * after x's definition in the pieces' block (first there if x comes from outside), and each
 * value's uses are read once.
 *   q, k, v = x.split(4, dim=-1), x Float(2, 3, 12), before:
 *     %4 = onnx::Slice(%x, %2, %3, %1)            %1 = {2}  %2 = {0}  %3 = {4}
 *     %6 = onnx::Slice(%x, %3, %5, %1)            %5 = {8}
 *     %8 = onnx::Slice(%x, %5, %7, %1)            %7 = {12}
 *   after (and onnxdce):
 *     %9, %10, %11 = onnx::Split[axis=2](%x, %c)  %c = {4, 4, 4}
 * (before opset 13 the sizes are Split's attribute split). */
#include <stdlib.h>
#include <string.h>
#include "peepkit.h"
#include "../backend_onnx/backend.h"
#include "../runtime/runtime.h"

typedef struct {
	Node *n;
	int64_t ax, from, to;
	int group, out;
} Piece;

/* the axis (normalized) and the range [*from, *to) in [0, len] Slice n takes of its input,
 * or -1 where it is not one constant range of steps 1 */
static int64_t
range(const Node *n, int64_t *from, int64_t *to)
{
	int64_t a;
	if (!onnx_constslice(n, &a, from, to) || !n->out[0]->uses)
		return -1;
	const Type *t = ir_in(n, 0)->type;
	if (!dim_known(t->dims[a]))
		return -1;
	int64_t len = t->dims[a];
	*from = *from < 0 ? *from + len : *from;
	*to = *to < 0 ? *to + len : *to;
	*from = *from < 0 ? 0 : *from > len ? len : *from;
	*to = *to < 0 ? 0 : *to > len ? len : *to;
	return *from < *to ? a : -1;
}

static int
byrange(const void *a, const void *b)
{
	const Piece *p = a, *q = b;
	return p->from != q->from ? (p->from < q->from ? -1 : 1) : (p->to > q->to) - (p->to < q->to);
}

/* the Slices of x along ax in block b among all of x's (na of them), sorted; their count */
static int
pieces(const Piece *all, int na, int64_t ax, const Block *b, Piece *pc)
{
	int k = 0;
	for (int i = 0; i < na; i++)
		if (all[i].ax == ax && all[i].n->owner == b)
			pc[k++] = all[i];
	qsort(pc, (size_t)k, sizeof *pc, byrange);
	return k;
}

/* does piece i overlap a piece of group g */
static int
overlaps(const Piece *pc, int k, int i, int g)
{
	for (int j = 0; j < k; j++)
		if (j != i && pc[j].group == g && pc[j].from < pc[i].to && pc[i].from < pc[j].to)
			return 1;
	return 0;
}

/* the sorted pieces into groups of ranges that do not overlap: first each piece after the
 * one it adjoins (x.split([1, 2, 3]) and x.split([4, 2]) of one x are two groups), then a
 * piece left alone into the first group it does not overlap (x[:, :4] and x[:, 6:], a gap
 * between them); the same range twice is one piece (out -1: the one before's); the count */
static int
groups(Piece *pc, int k)
{
	int64_t last[MAXLIST];
	int ng = 0, size[MAXLIST] = {0};
	for (int i = 0; i < k; i++) {
		if (i > 0 && pc[i].from == pc[i - 1].from && pc[i].to == pc[i - 1].to) {
			pc[i].group = pc[i - 1].group, pc[i].out = -1;
			continue;
		}
		int g = -1;
		for (int j = 0; j < ng && g < 0; j++)
			g = last[j] == pc[i].from ? j : -1;
		if (g < 0)
			g = ng++;
		last[g] = pc[i].to;
		pc[i].group = g;
		size[g]++;
	}
	for (int i = 0; i < k; i++) {
		int g0 = pc[i].group;
		if (pc[i].out < 0 || size[g0] != 1)
			continue;
		for (int g = 0; g < ng; g++)
			if (g != g0 && size[g] > 0 && !overlaps(pc, k, i, g)) {
				for (int j = i; j < k && pc[j].group == g0; j++)
					pc[j].group = g; /* its copies too */
				size[g]++, size[g0] = 0;
				break;
			}
	}
	return ng;
}

/* group g of the pieces of x along ax as one Split: 1 if made */
static int
split(Peep *pp, Value *x, int64_t ax, Piece *pc, int k, int g)
{
	int64_t len = x->type->dims[ax], read = 0, at = 0, size[MAXLIST * 2 + 1];
	int ns = 0, distinct = 0;
	for (int i = 0; i < k; i++) {
		if (pc[i].group != g || pc[i].out < 0)
			continue;
		if (pc[i].from > at)
			size[ns++] = pc[i].from - at;
		pc[i].out = ns;
		size[ns++] = pc[i].to - pc[i].from;
		read += pc[i].to - pc[i].from;
		at = pc[i].to;
		distinct++;
	}
	if (distinct < 2 || 2 * read < len)
		return 0;
	if (at < len)
		size[ns++] = len - at;
	/* right after x in the pieces' block (where every piece reads it), or first there */
	Block *b = pc[0].n->owner;
	Node *pos = x->def && x->def != &b->param && x->def->owner == b ? x->def->next :
		ir_first(b);
	Pass *p = pp->p;
	Node *lead = NULL; /* the group's first piece: the Split is written at its line */
	for (int i = 0; i < k && !lead; i++)
		lead = pc[i].group == g ? pc[i].n : NULL;
	Node *s = ir_node(p->g, sym_prefixed("onnx", "Split"), (uint32_t)ns, lead->loc);
	s->onnx = onnx_opof(s->kind, p->opset);
	s->scope = lead->scope;
	ir_addinput(p->g, s, x);
	if (p->opset >= 13) {
		Value *c = onnx_ints(p, pos, size, ns, 1);
		c->def->loc = lead->loc, c->def->scope = lead->scope;
		ir_addinput(p->g, s, c);
	} else {
		ir_attr_ints(p->g, s, SYMC("split"), size, (uint32_t)ns);
	}
	ir_attr_i(p->g, s, SYMC("axis"), ax);
	const Type *t = x->type;
	Dim d[MAXRANK];
	memcpy(d, t->dims, sizeof *d * (size_t)t->rank);
	for (int j = 0; j < ns; j++) {
		d[ax] = size[j];
		s->out[j]->type = ty_tensor(t->dtype, t->rank, d);
	}
	ir_insertbefore(s, pos);
	for (int i = 0, o = 0; i < k; i++)
		if (pc[i].group == g) {
			o = pc[i].out < 0 ? o : pc[i].out;
			ir_replaceuses(pc[i].n->out[0], s->out[o]);
		}
	pp->n++;
	return 1;
}

/* the Slices of x, by block and axis and then by groups, as Splits: x's uses are read
 * once (a value sliced many times costs its uses, not their square) */
static void
splitvalue(Peep *pp, Value *x)
{
	Piece all[MAXLIST], pc[MAXLIST];
	int na = 0;
	for (const Use *u = x->uses; u && na < MAXLIST; u = u->next) {
		Piece p = {u->user, 0, 0, 0, 0, 0};
		if (u->idx == 0 && (p.ax = range(u->user, &p.from, &p.to)) >= 0)
			all[na++] = p;
	}
	for (int i = 0; i < na; i++) {
		int seen = 0;
		for (int j = 0; j < i && !seen; j++)
			seen = all[j].ax == all[i].ax && all[j].n->owner == all[i].n->owner;
		if (seen || (i + 1 == na && i == 0))
			continue;
		int k = pieces(all, na, all[i].ax, all[i].n->owner, pc), ng = groups(pc, k);
		for (int g = 0; g < ng; g++)
			split(pp, x, all[i].ax, pc, k, g);
	}
}

static void
walk(Peep *pp, Block *b)
{
	for (uint32_t i = 0; i < ir_nparam(b); i++)
		splitvalue(pp, ir_param(b, i));
	for (Node *n = ir_first(b); n != ir_end(b); n = n->next) {
		for (uint32_t i = 0; i < n->nblk; i++)
			walk(pp, n->blk[i]);
		for (uint32_t i = 0; i < n->nout; i++)
			splitvalue(pp, n->out[i]);
	}
}

uint32_t
peep_splits(Pass *p)
{
	Peep pp = {p, 0};
	walk(&pp, p->g->top);
	return (uint32_t)pp.n;
}
