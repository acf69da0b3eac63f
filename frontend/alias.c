/* Which values may share a tensor with which: the may-alias relation behind the refusal of
 * in-place updates (`x += y`) that another name would see.
 *
 * `x += y` is built as `x = x + y`, which is PyTorch's result only if no other name sees
 * x's tensor.  A name sees it when it holds x's value, or a value that may be x's tensor:
 * a view of it or what it views, an If output one branch gives it as, a loop's carried
 * value, initial value, body parameter and body result, a call's result.  The builder
 * records those as undirected edges while it builds (views, and the lists and tuples a
 * tensor is put in or read from, are found through the uses instead); an update asks for
 * the values reachable from x and refuses if another binding holds one.  Loop bodies are
 * built more than once while their types settle: the edges of a discarded attempt stay,
 * linking values no binding holds any more, so they only widen the relation (refuse more),
 * never narrow it.
 *
 *   y = x * 1.0         y: %1
 *   if c: z = y         z: %3 = If(...) -> %1 | %2     edges %3-%1, %3-%2
 *   else: z = x * 3.0
 *   y += 1.0            reachable from %1: %1 %3 %2; z holds %3: refused */
#include <string.h>
#include "frontend.h"

struct AliasEdge {
	Value *to;
	AliasEdge *next;
};

static void
edge(Arena *a, Aliases *al, Value *from, Value *to)
{
	while (al->adj.n <= from->id)
		vpush(a, &al->adj, NULL);
	AliasEdge *e = NEW(a, AliasEdge);
	e->to = to;
	e->next = al->adj.v[from->id];
	al->adj.v[from->id] = e;
}

void
b_alias(Builder *b, Value *u, Value *v)
{
	if (u == v || u->type->kind == T_NONE || v->type->kind == T_NONE)
		return;
	edge(b->a, &b->aliases, u, v);
	edge(b->a, &b->aliases, v, u);
}

/* does the node return a view of its first input?  The schema says so with an alias set
 * on the result, `Tensor(a) self -> Tensor(a)`; type_as returns self when the type
 * already matches, which its schema does not say.  A result of another dtype than its
 * input is a copy (`x.double()` of a float x): `to` and `type_as` return self only when
 * nothing changes. */
static int
isview(const Node *n)
{
	if (!n->op || !n->nin || !n->nout)
		return 0;
	const Type *in = ir_in(n, 0)->type, *out = n->out[0]->type;
	if (in->kind == T_TENSOR && out->kind == T_TENSOR && in->dtype != DT_UNDEF &&
	    out->dtype != DT_UNDEF && in->dtype != out->dtype)
		return 0;
	const char *ret = strstr(n->op->schema, "->");
	return (ret && strstr(ret, "Tensor(")) || n->op->name == sym_cstr("type_as");
}

/* a node that keeps its inputs in a container value: the container sees them */
static int
iscontainer(const Node *n)
{
	return n->kind == S_prim_ListConstruct || n->kind == S_prim_TupleConstruct;
}

/* a node that reads an element out of a list or tuple: the container may still hold it */
static int
fromcontainer(const Node *n)
{
	return n->kind == S_prim_TupleUnpack || n->kind == S_prim_TupleIndex ||
		n->kind == S_prim_ListUnpack || (n->op && n->op->name == sym_cstr("__getitem__"));
}

static void
reach(Builder *b, Value *v)
{
	Aliases *al = &b->aliases;
	while (al->seen.n <= v->id)
		vpush(b->a, &al->seen, 0);
	if (al->seen.v[v->id] == al->epoch)
		return;
	al->seen.v[v->id] = al->epoch;
	vpush(b->a, &al->stack, v);
}

/* the values next to v: its explicit edges, what it views, its views, the containers it
 * is put in, the container it was read from, and the values read from it.  Not from a
 * container to the values put in it: those are not each other's tensor
 * (`torch.cat([y, x])` does not make y and x one). */
static void
neighbours(Builder *b, Value *v)
{
	Aliases *al = &b->aliases;
	for (AliasEdge *e = v->id < al->adj.n ? al->adj.v[v->id] : NULL; e; e = e->next)
		reach(b, e->to);
	if (isview(v->def) || fromcontainer(v->def))
		reach(b, ir_in(v->def, 0));
	for (Use *u = v->uses; u; u = u->next)
		if (iscontainer(u->user) ||
		    (u->idx == 0 && (isview(u->user) || fromcontainer(u->user))))
			for (uint32_t i = 0; i < u->user->nout; i++)
				reach(b, u->user->out[i]);
}

static void
drain(Builder *b)
{
	Aliases *al = &b->aliases;
	while (al->stack.n) {
		Value *u = al->stack.v[--al->stack.n];
		vpush(b->a, &al->found, u);
		neighbours(b, u);
	}
}

/* the values that may be v's tensor and may not be `from`'s, in *n; valid until the
 * next walk */
Value **
b_mayalias(Builder *b, Value *from, Value *v, uint32_t *n)
{
	Aliases *al = &b->aliases;
	al->epoch++;
	al->stack.n = al->found.n = 0;
	reach(b, from);
	drain(b);
	uint32_t skip = al->found.n;
	reach(b, v);
	drain(b);
	*n = al->found.n - skip;
	return al->found.v + skip;
}

/* Is u a view, a container or an element read from one, that may still be read although
 * no binding holds it?  v itself (what it views or the container it came from may be seen
 * elsewhere), one made by a caller's expression still being evaluated (`g(x.view(-1), x)`),
 * or the update's own operand (`x += x[0]`, which PyTorch refuses: the written tensor
 * overlaps what it reads; `x += x` is exact overlap, which it allows).  One consumed before
 * the update (`x -= torch.where(c, x[0], 0.0)`), or made by an earlier statement and held
 * by no binding (`s = x.view(-1).sum()`, `torch.cat([x, y])`), is not read again. */
static int
liveview(Builder *b, Value *u, Value *v, Value *rhs)
{
	Node *d = u->def;
	return (isview(d) || iscontainer(d) || fromcontainer(d)) &&
		(u == v || u->id < b->callmark || (u == rhs && u != v));
}

/* Could an in-place update of `name`'s value v be seen elsewhere: is a value that may be
 * v's tensor held by a binding other than `name`'s hold of v, or a view or container that
 * may still be read? */
int
b_aliased(Builder *b, Sym name, Value *v, Value *rhs)
{
	Aliases *al = &b->aliases;
	SV *own = env_get(&b->env, name);
	uint32_t mine = own && own->k == SV_VALUE && own->v == v;
	al->epoch++;
	al->stack.n = 0;
	reach(b, v);
	int seen = 0;
	while (al->stack.n && !seen) {
		Value *u = al->stack.v[--al->stack.n];
		seen = env_holders(&b->env, u) > (u == v ? mine : 0) || liveview(b, u, v, rhs);
		neighbours(b, u);
	}
	return seen;
}
