/* The structured SSA graph: building it and changing it.  A Block's nodes form a circular
 * doubly linked list through its two sentinels (param -> first ... last -> ret -> param), so
 * inserting and unlinking never special-case the ends.  Every input slot is a Use on its
 * value's use list, linked through `prevp` (the address of the pointer that points at it) so a
 * slot unlinks in O(1).  Use slots live in one array per node; whenever a slot moves (the
 * array grows, or a removal shifts later slots down) moveuse() re-aims both neighbours, which
 * keeps lists right even when one node uses a value twice.  Block arguments are the outputs
 * of the param sentinel and block results the inputs of the ret sentinel, so ir_addparam and
 * ir_addresult are ordinary output/input edits.  Nothing is freed: deleted nodes are unlinked
 * and abandoned to the arena.  Every Value and Node gets the next dense id of its graph. */
#include <string.h>
#include "ir.h"
#include "../runtime/runtime.h"

/* capacity of an out[] or blk[] array holding n entries (arrays grow by doubling); at
 * least two, the 16 bytes the arena hands out at least */
static uint32_t
capof(uint32_t n)
{
	uint32_t c = 2;
	while (c < n)
		c *= 2;
	return c;
}

static Value *
newvalue(Graph *g, Node *def, uint32_t idx, Type *t)
{
	Value *v = NEW(g->arena, Value);
	v->def = def;
	v->idx = idx;
	v->id = g->nvalue++;
	v->type = t;
	return v;
}

static void
initsentinel(Graph *g, Node *n, Block *b, Sym kind)
{
	n->kind = kind;
	n->owner = b;
	n->id = g->nnode++;
}

Graph *
ir_graph(Arena *a)
{
	type_init();
	Graph *g = NEW(a, Graph);
	g->arena = a;
	g->top = ir_block(g, NULL);
	return g;
}

Block *
ir_block(Graph *g, Node *owner)
{
	Block *b = NEW(g->arena, Block);
	b->owner = owner;
	initsentinel(g, &b->param, b, S_prim_Param);
	initsentinel(g, &b->ret, b, S_prim_Return);
	b->param.next = b->param.prev = &b->ret;
	b->ret.next = b->ret.prev = &b->param;
	return b;
}

Node *
ir_node(Graph *g, Sym kind, uint32_t nout, SrcLoc loc)
{
	Node *n = NEW(g->arena, Node);
	n->kind = kind;
	n->loc = loc;
	n->id = g->nnode++;
	g->ncall += kind == S_prim_CallFunction;
	n->out = NEWA(g->arena, Value *, capof(nout));
	for (uint32_t i = 0; i < nout; i++)
		n->out[i] = newvalue(g, n, i, NULL);
	n->nout = nout;
	return n;
}

/* --- use lists --- */

static void
uselink(Use *u, Value *v)
{
	u->val = v;
	u->next = v->uses;
	if (v->uses)
		v->uses->prevp = &u->next;
	v->uses = u;
	u->prevp = &v->uses;
}

static void
unlinkuse(Use *u)
{
	*u->prevp = u->next;
	if (u->next)
		u->next->prevp = u->prevp;
	u->next = NULL;
	u->prevp = NULL;
}

/* move the linked use *src to dst (src is then garbage); neighbours follow it */
static void
moveuse(Use *dst, Use *src)
{
	*dst = *src;
	*dst->prevp = dst;
	if (dst->next)
		dst->next->prevp = &dst->next;
}

/* Given: %n = f(%a, %b) with capin == 2.  Execute: ir_addinput(g, n, %c).
 * Result: %n = f(%a, %b, %c); the slots moved to a larger array, still on their lists. */
void
ir_addinput(Graph *g, Node *n, Value *v)
{
	if (n->nin == n->capin && n->capin &&
	    arena_extend(g->arena, n->in, sizeof(Use) * n->capin, sizeof(Use) * n->capin * 2))
		n->capin *= 2; /* in place: the slots made last (often: the node was) */
	if (n->nin == n->capin) {
		uint32_t cap = n->capin ? n->capin * 2 : 2; /* most nodes have one or two */
		Use *in = NEWA(g->arena, Use, cap);
		for (uint32_t i = 0; i < n->nin; i++)
			moveuse(&in[i], &n->in[i]);
		n->in = in;
		n->capin = cap;
	}
	Use *u = &n->in[n->nin];
	u->user = n;
	u->idx = n->nin++;
	uselink(u, v);
}

/* Given: %3 = f(%1, %2).  Execute: ir_setinput(n, 1, %0).  Result: %3 = f(%1, %0). */
void
ir_setinput(Node *n, uint32_t i, Value *v)
{
	if (i >= n->nin)
		die("ir_setinput: slot %u of %u", i, n->nin);
	unlinkuse(&n->in[i]);
	uselink(&n->in[i], v);
}

/* Given: %n = f(%a, %b, %c).  Execute: ir_removeinput(n, 0).
 * Result: %n = f(%b, %c); %a loses that use, the later slots shift down one index. */
void
ir_removeinput(Node *n, uint32_t i)
{
	if (i >= n->nin)
		die("ir_removeinput: slot %u of %u", i, n->nin);
	unlinkuse(&n->in[i]);
	for (uint32_t j = i + 1; j < n->nin; j++) {
		moveuse(&n->in[j - 1], &n->in[j]);
		n->in[j - 1].idx = j - 1;
	}
	n->nin--;
	memset(&n->in[n->nin], 0, sizeof(Use));
}

void
ir_dropinputs(Node *n)
{
	for (uint32_t i = 0; i < n->nin; i++)
		unlinkuse(&n->in[i]);
	n->nin = 0;
}

/* --- outputs, blocks, params, results --- */

Value *
ir_addoutput(Graph *g, Node *n, Type *t)
{
	if (n->nout == capof(n->nout) || !n->out) {
		Value **out = NEWA(g->arena, Value *, capof(n->nout + 1));
		if (n->nout)
			memcpy(out, n->out, sizeof(Value *) * n->nout);
		n->out = out;
	}
	Value *v = newvalue(g, n, n->nout, t);
	n->out[n->nout++] = v;
	return v;
}

/* Given: %a, %b = f(%x) with %a unused.  Execute: ir_removeoutput(n, 0).
 * Result: %b = f(%x); %b's idx becomes 0. */
void
ir_removeoutput(Node *n, uint32_t i)
{
	if (i >= n->nout)
		die("ir_removeoutput: output %u of %u", i, n->nout);
	if (n->out[i]->uses)
		die("ir_removeoutput: output %u of %s still has uses", i, sym_str(n->kind));
	for (uint32_t j = i + 1; j < n->nout; j++) {
		n->out[j - 1] = n->out[j];
		n->out[j - 1]->idx = j - 1;
	}
	n->nout--;
}

Block *
ir_addblock(Graph *g, Node *n)
{
	if (n->nblk == capof(n->nblk) || !n->blk) {
		Block **blk = NEWA(g->arena, Block *, capof(n->nblk + 1));
		if (n->nblk)
			memcpy(blk, n->blk, sizeof(Block *) * n->nblk);
		n->blk = blk;
	}
	Block *b = ir_block(g, n);
	n->blk[n->nblk++] = b;
	return b;
}

Value *
ir_addparam(Graph *g, Block *b, Type *t, Sym name)
{
	Value *v = ir_addoutput(g, &b->param, t);
	v->name = name;
	return v;
}

void
ir_removeparam(Block *b, uint32_t i)
{
	ir_removeoutput(&b->param, i);
}

void
ir_addresult(Graph *g, Block *b, Value *v)
{
	ir_addinput(g, &b->ret, v);
}

void
ir_removeresult(Block *b, uint32_t i)
{
	ir_removeinput(&b->ret, i);
}

/* --- placing nodes --- */

/* Given: %1 = f(); %2 = g() and an unlinked %9 = h().  Execute: ir_insertbefore(h, g).
 * Result: %1 = f(); %9 = h(); %2 = g().  pos may be a block's ret sentinel (append). */
void
ir_insertbefore(Node *n, Node *pos)
{
	if (n->prev || n->next)
		die("ir_insertbefore: %s is already in a block", sym_str(n->kind));
	if (!pos->owner || pos == &pos->owner->param)
		die("ir_insertbefore: position is not in a block, or is a param sentinel");
	n->owner = pos->owner;
	n->prev = pos->prev;
	n->next = pos;
	pos->prev->next = n;
	pos->prev = n;
}

void
ir_insertafter(Node *n, Node *pos)
{
	ir_insertbefore(n, pos->next);
}

void
ir_append(Block *b, Node *n)
{
	ir_insertbefore(n, &b->ret);
}

void
ir_unlink(Node *n)
{
	if (!n->prev)
		return;
	n->prev->next = n->next;
	n->next->prev = n->prev;
	n->prev = n->next = NULL;
	n->owner = NULL;
}

/* drop every input inside b, nested blocks included: the block is going away whole */
static void
dropblock(Block *b)
{
	for (Node *n = ir_first(b); n != ir_end(b); n = n->next) {
		ir_dropinputs(n);
		for (uint32_t i = 0; i < n->nblk; i++)
			dropblock(n->blk[i]);
	}
	ir_dropinputs(&b->ret);
}

/* Given: %3 = aten::add(%1, %2) with %3 unused.  Execute: ir_destroy(node of %3).
 * Result: the node is gone from its block; %1 and %2 lost one use each.  A node with
 * blocks takes every use made inside them along. */
void
ir_destroy(Node *n)
{
	for (uint32_t i = 0; i < n->nout; i++)
		if (n->out[i]->uses)
			die("ir_destroy: output %u of %s still has uses", i, sym_str(n->kind));
	ir_unlink(n);
	ir_dropinputs(n);
	for (uint32_t i = 0; i < n->nblk; i++)
		dropblock(n->blk[i]);
}

/* Given: block b of node %y = f(%c) holding %2 = g(%x).  Execute: ir_movenodes(b, n).
 * Result: %2 = g(%x) before n, in b's order; b holds no node (its results stay). */
void
ir_movenodes(Block *b, Node *n)
{
	for (Node *m = ir_first(b), *next; m != ir_end(b); m = next) {
		next = m->next;
		ir_unlink(m);
		ir_insertbefore(m, n);
	}
}

/* Given: %y = prim::If(%c) block0(): %2 = f(%x) -> (%2)  block1(): ...
 * Execute: ir_inlineblock(n, n->blk[0]).  Result: %2 = f(%x); uses of %y use %2. */
void
ir_inlineblock(Node *n, Block *b)
{
	ir_movenodes(b, n);
	for (uint32_t i = 0; i < n->nout; i++)
		ir_replaceuses(n->out[i], ir_result(b, i));
	ir_destroy(n);
}

/* Given: %2 = f(%1); %3 = g(%1, %1).  Execute: ir_replaceuses(%1, %0).
 * Result: %2 = f(%0); %3 = g(%0, %0); %1 has no uses. */
void
ir_replaceuses(Value *from, Value *to)
{
	if (from == to)
		return;
	while (from->uses) {
		Use *u = from->uses;
		unlinkuse(u);
		uselink(u, to);
	}
}

uint32_t
ir_nuses(const Value *v)
{
	uint32_t k = 0;
	for (const Use *u = v->uses; u; u = u->next)
		k++;
	return k;
}

int
ir_dominates_block(const Block *outer, const Block *inner)
{
	for (const Block *b = inner; b; b = b->owner ? b->owner->owner : NULL)
		if (b == outer)
			return 1;
	return 0;
}

/* --- attributes --- */

Attr *
ir_attr(const Node *n, Sym name)
{
	for (Attr *a = n->attr; a; a = a->next)
		if (a->name == name)
			return a;
	return NULL;
}

/* the attribute `name` of n, cleared and set to kind k; new ones go last (printing order) */
Attr *
ir_setattr(Graph *g, Node *n, Sym name, AttrKind k)
{
	Attr **pp = &n->attr;
	while (*pp && (*pp)->name != name)
		pp = &(*pp)->next;
	Attr *a = *pp;
	if (!a)
		a = *pp = NEW(g->arena, Attr);
	Attr *next = a->next;
	memset(a, 0, sizeof *a);
	a->name = name;
	a->kind = k;
	a->next = next;
	return a;
}

void
ir_attr_i(Graph *g, Node *n, Sym name, int64_t v)
{
	ir_setattr(g, n, name, A_INT)->i = v;
}

void
ir_attr_f(Graph *g, Node *n, Sym name, double v)
{
	ir_setattr(g, n, name, A_FLOAT)->f = v;
}

void
ir_attr_s(Graph *g, Node *n, Sym name, const char *s)
{
	ir_setattr(g, n, name, A_STR)->s = arena_strndup(g->arena, s, strlen(s));
}

void
ir_attr_ints(Graph *g, Node *n, Sym name, const int64_t *v, uint32_t k)
{
	Attr *a = ir_setattr(g, n, name, A_INTS);
	a->ints = NEWA(g->arena, int64_t, k ? k : 1);
	if (k)
		memcpy(a->ints, v, sizeof(int64_t) * k);
	a->n = k;
}

void
ir_attr_strs(Graph *g, Node *n, Sym name, const char *const *v, uint32_t k)
{
	Attr *a = ir_setattr(g, n, name, A_STRS);
	a->strs = NEWA(g->arena, const char *, k ? k : 1);
	for (uint32_t i = 0; i < k; i++)
		a->strs[i] = arena_strndup(g->arena, v[i], strlen(v[i]));
	a->n = k;
}

void
ir_attr_t(Graph *g, Node *n, Sym name, Tensor *t)
{
	ir_setattr(g, n, name, A_TENSOR)->t = t;
}

void
ir_attr_type(Graph *g, Node *n, Sym name, Type *t)
{
	ir_setattr(g, n, name, A_TYPE)->type = t;
}

/* --- constants --- */

/* a prim::Constant of type t, inserted before pos; the caller sets its `value` */
static Node *
mkconst(Graph *g, Node *pos, Type *t, SrcLoc loc)
{
	Node *n = ir_node(g, S_prim_Constant, 1, loc);
	n->out[0]->type = t;
	ir_insertbefore(n, pos);
	return n;
}

Value *
ir_const_int(Graph *g, Node *pos, int64_t v, SrcLoc loc)
{
	Node *n = mkconst(g, pos, ty_int(), loc);
	ir_attr_i(g, n, S_value, v);
	return n->out[0];
}

Value *
ir_const_float(Graph *g, Node *pos, double v, SrcLoc loc)
{
	Node *n = mkconst(g, pos, ty_float(), loc);
	ir_attr_f(g, n, S_value, v);
	return n->out[0];
}

Value *
ir_const_bool(Graph *g, Node *pos, int v, SrcLoc loc)
{
	Node *n = mkconst(g, pos, ty_bool(), loc);
	ir_attr_i(g, n, S_value, v != 0);
	return n->out[0];
}

Value *
ir_const_none(Graph *g, Node *pos, SrcLoc loc)
{
	return mkconst(g, pos, ty_none(), loc)->out[0];
}

Value *
ir_const_str(Graph *g, Node *pos, const char *s, SrcLoc loc)
{
	Node *n = mkconst(g, pos, ty_str(), loc);
	ir_attr_s(g, n, S_value, s);
	return n->out[0];
}

Value *
ir_const_ints(Graph *g, Node *pos, const int64_t *v, uint32_t n, SrcLoc loc)
{
	Node *c = mkconst(g, pos, ty_list(ty_int()), loc);
	ir_attr_ints(g, c, S_value, v, n);
	return c->out[0];
}

Node *
ir_weight(Graph *g, Tensor *t, const char *key, SrcLoc loc)
{
	Node *n = ir_node(g, S_prim_Constant, 1, loc);
	Dim *dims = NEWA(g->arena, Dim, t->rank ? t->rank : 1);
	for (int32_t i = 0; i < t->rank; i++)
		dims[i] = t->dims[i];
	n->out[0]->type = ty_tensor(t->dtype, t->rank, dims);
	ir_attr_t(g, n, S_value, t);
	ir_attr_s(g, n, S_weight, key);
	g->nweight++;
	return n;
}

const char *
ir_weightkey(const Node *n)
{
	if (n->kind != S_prim_Constant && n->kind != SYMC("onnx::Constant"))
		return NULL;
	const Attr *a = n->attr && n->attr->next ? ir_attr(n, S_weight) : NULL;
	return a && a->kind == A_STR ? a->s : NULL;
}

int
ir_isconst(const Value *v)
{
	return v->def && v->def->kind == S_prim_Constant;
}

/* the `value` attribute of v's prim::Constant, if it has kind k */
static Attr *
constattr(const Value *v, AttrKind k)
{
	if (!ir_isconst(v))
		return NULL;
	Attr *a = ir_attr(v->def, S_value);
	return a && a->kind == k ? a : NULL;
}

int
ir_constint(const Value *v, int64_t *out)
{
	Attr *a = constattr(v, A_INT);
	if (!a || !v->type || (v->type->kind != T_INT && v->type->kind != T_BOOL &&
	    v->type->kind != T_DTYPE))
		return 0;
	*out = a->i;
	return 1;
}

int
ir_constfloat(const Value *v, double *out)
{
	int64_t i;
	Attr *a = constattr(v, A_FLOAT);
	if (a && v->type && v->type->kind == T_FLOAT) {
		*out = a->f;
		return 1;
	}
	if (!ir_constint(v, &i))
		return 0;
	*out = (double)i;
	return 1;
}

int
ir_constints(const Value *v, int64_t **out, uint32_t *n)
{
	Attr *a = constattr(v, A_INTS);
	if (!a)
		return 0;
	*out = a->ints;
	*n = a->n;
	return 1;
}

int
ir_intlist(const Value *v, int64_t *out, uint32_t max, uint32_t *n)
{
	int64_t *c;
	const Node *l = v->def;
	if (ir_constints(v, &c, n)) {
		if (*n > max)
			return 0;
		memcpy(out, c, sizeof *out * *n);
		return 1;
	}
	if (!l || l->kind != S_prim_ListConstruct || l->nin > max)
		return 0;
	*n = l->nin;
	for (uint32_t i = 0; i < l->nin; i++)
		if (!ir_constint(ir_in(l, i), &out[i]))
			return 0;
	return 1;
}

int
ir_isrow(const Node *n, uint32_t row)
{
	return n->op && op_row(n->op) == row;
}

int
ir_isnone(const Value *v)
{
	return ir_isconst(v) && v->type && v->type->kind == T_NONE;
}

/* --- whole-graph operations --- */

static void
renumberblock(Graph *g, Block *b)
{
	b->param.id = g->nnode++;
	b->ret.id = g->nnode++;
	for (uint32_t i = 0; i < b->param.nout; i++)
		b->param.out[i]->id = g->nvalue++;
	for (Node *n = ir_first(b); n != ir_end(b); n = n->next) {
		ir_ahead(n);
		n->id = g->nnode++;
		for (uint32_t i = 0; i < n->nout; i++)
			n->out[i]->id = g->nvalue++;
		for (uint32_t i = 0; i < n->nblk; i++)
			renumberblock(g, n->blk[i]);
	}
}

/* Given: ids with holes left by deleted nodes.  Execute: ir_renumber(g).
 * Result: values numbered 0..nvalue-1 and nodes 0..nnode-1 in program order, so side
 * tables sized by g->nvalue stay small. */
void
ir_renumber(Graph *g)
{
	g->nvalue = g->nnode = 0;
	renumberblock(g, g->top);
}

static Value *
mapped(Value **map, Value *v)
{
	return map[v->id] ? map[v->id] : v;
}

static Node *clonenode(Graph *g, Node *n, Value **map);

/* copy block src into the new, empty block dst */
static void
cloneblock(Graph *g, Block *src, Block *dst, Value **map)
{
	for (uint32_t i = 0; i < ir_nparam(src); i++) {
		Value *p = ir_param(src, i);
		map[p->id] = ir_addparam(g, dst, p->type, p->name);
	}
	for (Node *n = ir_first(src); n != ir_end(src); n = n->next)
		ir_append(dst, clonenode(g, n, map));
	for (uint32_t i = 0; i < ir_nresult(src); i++)
		ir_addresult(g, dst, mapped(map, ir_result(src, i)));
}

/* an unlinked deep copy of n; map learns its outputs and nested values */
static Node *
clonenode(Graph *g, Node *n, Value **map)
{
	Node *m = ir_node(g, n->kind, n->nout, n->loc);
	m->op = n->op;
	m->onnx = n->onnx;
	m->scope = n->scope;
	for (Attr *a = n->attr, **pp = &m->attr; a; a = a->next, pp = &(*pp)->next) {
		*pp = NEW(g->arena, Attr);
		**pp = *a;
		(*pp)->next = NULL;
	}
	for (uint32_t i = 0; i < n->nin; i++)
		ir_addinput(g, m, mapped(map, ir_in(n, i)));
	for (uint32_t i = 0; i < n->nout; i++) {
		m->out[i]->type = n->out[i]->type;
		m->out[i]->name = n->out[i]->name;
		map[n->out[i]->id] = m->out[i];
	}
	for (uint32_t i = 0; i < n->nblk; i++)
		cloneblock(g, n->blk[i], ir_addblock(g, m), map);
	return m;
}

/* Given: %y = aten::mul(%x, %w) and map[%x] = %a.  Execute: ir_clone_into(g, n, b, pos, map).
 * Result: %y.1 = aten::mul(%a, %w) before pos in b (pos NULL: at b's end); map[%y] = %y.1.
 * Values map does not know (NULL) are outer values and are used as they are. */
Node *
ir_clone_into(Graph *g, Node *n, Block *dst, Node *pos, Value **map)
{
	Node *m = clonenode(g, n, map);
	ir_insertbefore(m, pos ? pos : ir_end(dst));
	return m;
}
