/* Common-subexpression elimination.  Walking the block tree in order, a pure node without
 * blocks whose kind, inputs and attributes equal those of a node seen earlier in the same
 * block or an enclosing one is replaced by that node.  The table is scoped: entries made
 * inside a block are dropped when the walk leaves it (they do not dominate what follows).
 *   %2 = aten::mul(%x, %y); %3 = aten::mul(%x, %y)  =>  uses of %3 use %2 */
#include <string.h>
#include "passes.h"
#include "../runtime/runtime.h"

typedef struct {
	Node *n;
	uint32_t hash;
	int32_t next;  /* next entry in the bucket, -1 at the end */
} Entry;

typedef struct {
	int32_t *head; /* bucket -> most recent entry, -1 if none */
	uint32_t cap;  /* buckets, a power of two */
	Entry *e;      /* entries in insertion order: leaving a block pops its own */
	uint32_t top, room; /* entries in e, and its size: one a node at most */
} Table;

/* nodes with blocks are never merged, so a node's own effect is all that matters */
static int
candidate(const Node *n)
{
	if (n->nblk || n->nout == 0 || n->kind == S_prim_Uninitialized)
		return 0;
	return !pass_selfimpure(n);
}

static uint32_t
hashattr(const Attr *a)
{
	uint32_t h = a->name * 31u + a->kind;
	switch (a->kind) {
	case A_INT: h = h * 31u + (uint32_t)a->i; break;
	case A_FLOAT: { /* by its bits, as sameattr compares (inf and NaN have no int value) */
		uint64_t bits;
		memcpy(&bits, &a->f, sizeof bits);
		h = h * 31u + (uint32_t)(bits ^ bits >> 32);
		break;
	}
	case A_INTS: for (uint32_t i = 0; i < a->n; i++) h = h * 31u + (uint32_t)a->ints[i]; break;
	case A_TENSOR: { /* by its first bytes too: by numel alone, every scalar constant
		 * (y + 1, y + 2, ...) was in one bucket, compared with all the others */
		size_t nb = (size_t)a->t->numel * dtype_size(a->t->dtype);
		const unsigned char *d = rt_tensor_head(a->t); /* a lazy one's are kept */
		h = h * 31u + (uint32_t)a->t->numel;
		for (size_t i = 0; i < nb && i < 64; i++)
			h = h * 31u + d[i];
		/* a mapped weight's first bytes map the page cache's whole folio around them
		 * (2 MB on ext4 here): 21 weights of 9.4 MB took the peak RSS from 9 to 49 MB
		 * in this pass; given back (the range up to 2 MB from the start: the rest) */
		rt_tensor_release(a->t, 0, nb < (2u << 20) ? nb : (2u << 20));
		break;
	}
	default: break;
	}
	return h;
}

static uint32_t
hash(const Node *n)
{
	uint32_t h = n->kind * 2654435761u;
	for (uint32_t i = 0; i < n->nin; i++)
		h = h * 31u + ir_in(n, i)->id;
	for (Attr *a = n->attr; a; a = a->next)
		h = h * 31u + hashattr(a);
	for (uint32_t i = 0; i < n->nout; i++)
		h = h * 31u + (uint32_t)(uintptr_t)n->out[i]->type;
	return h;
}

int
pass_sameattr(const Attr *a, const Attr *b)
{
	if (a->name != b->name || a->kind != b->kind)
		return 0;
	switch (a->kind) {
	case A_INT: return a->i == b->i;
	case A_FLOAT: return memcmp(&a->f, &b->f, sizeof a->f) == 0;
	case A_STR: return strcmp(a->s, b->s) == 0;
	case A_STRS:
		for (uint32_t i = 0; i < a->n && a->n == b->n; i++)
			if (strcmp(a->strs[i], b->strs[i]))
				return 0;
		return a->n == b->n;
	case A_INTS: return a->n == b->n && !memcmp(a->ints, b->ints, sizeof(int64_t) * a->n);
	case A_TENSOR: /* a big one by its hash first: read once a compile, however often
			* compared (runtime/tensor.c) */
		return rt_tensor_equal(a->t, b->t);
	default: return 0;
	}
}

/* do a and b compute the same: kind, inputs, result types and attributes (licm.c finds an
 * If's two branches' common nodes with it) */
int
pass_samenode(const Node *a, const Node *b)
{
	if (a->kind != b->kind || a->op != b->op || a->nin != b->nin || a->nout != b->nout)
		return 0;
	for (uint32_t i = 0; i < a->nin; i++)
		if (ir_in(a, i) != ir_in(b, i))
			return 0;
	for (uint32_t i = 0; i < a->nout; i++)
		if (a->out[i]->type != b->out[i]->type)
			return 0;
	const Attr *x = a->attr, *y = b->attr;
	int weights = ir_weightkey(a) && ir_weightkey(b);
	for (; x && y; x = x->next, y = y->next) {
		if (weights && x->name == S_weight && y->name == S_weight)
			continue; /* two weights with the same bytes are one initializer, the
				   * first's key naming it, as PyTorch's exporter dedupes them */
		if (!pass_sameattr(x, y))
			return 0;
	}
	return !x && !y;
}

static Node *
find(Table *t, Node *n, uint32_t h)
{
	for (int32_t i = t->head[h & (t->cap - 1)]; i >= 0; i = t->e[i].next)
		if (t->e[i].hash == h && pass_samenode(t->e[i].n, n))
			return t->e[i].n;
	return NULL;
}

static void
push(Table *t, Node *n, uint32_t h)
{
	int32_t *b = &t->head[h & (t->cap - 1)];
	t->e[t->top] = (Entry){n, h, *b};
	*b = (int32_t)t->top++;
}

/* entries are popped in reverse, so each is the head of its bucket when removed */
static void
pop(Table *t, uint32_t mark)
{
	while (t->top > mark) {
		Entry *e = &t->e[--t->top];
		t->head[e->hash & (t->cap - 1)] = e->next;
	}
}

static void
cseblock(Pass *p, Table *t, Block *b)
{
	for (Node *n = ir_first(b), *next; n != ir_end(b); n = next) {
		ir_ahead(n);
		next = n->next;
		for (uint32_t k = 0; k < n->nblk; k++) {
			uint32_t mark = t->top;
			cseblock(p, t, n->blk[k]);
			pop(t, mark);
		}
		if (!candidate(n) || t->top >= t->room)
			continue;
		uint32_t h = hash(n);
		Node *m = find(t, n, h);
		if (m) {
			for (uint32_t i = 0; i < n->nout; i++)
				ir_replaceuses(n->out[i], m->out[i]);
			ir_destroy(n);
			p->changed = 1;
			continue;
		}
		push(t, n, h);
	}
}

/* constants have no inputs: hoisting them all to the top lets one serve every block */
static void
hoist(Pass *p, Block *b, Node **at)
{
	for (Node *n = ir_first(b), *next; n != ir_end(b); n = next) {
		ir_ahead(n);
		next = n->next;
		for (uint32_t k = 0; k < n->nblk; k++)
			hoist(p, n->blk[k], at);
		int isconst = n->kind == S_prim_Constant || n->kind == SYMC("onnx::Constant");
		if (!isconst || b == p->g->top || n->nin)
			continue;
		ir_unlink(n);
		ir_insertbefore(n, *at);
		p->changed = 1;
	}
}

int
pass_cse(Pass *p)
{
	Node *at = ir_first(p->g->top);
	hoist(p, p->g->top, &at);
	Table t = {0};
	for (t.cap = 64; t.cap < p->g->nnode * 2 + 64; t.cap *= 2)
		;
	t.head = NEWA(p->scratch, int32_t, t.cap);
	memset(t.head, 0xff, sizeof(int32_t) * t.cap);
	t.room = p->g->nnode + 1;
	t.e = NEWA(p->scratch, Entry, t.room);
	cseblock(p, &t, p->g->top);
	return 0;
}

int
pass_onnxcse(Pass *p)
{
	return pass_cse(p);
}
