/* The builder's environment: the names of one function (or of the module's globals) and
 * what each is bound to, with scopes that undo.
 *
 * Generated model code binds one new local per statement, so nothing here may cost in
 * proportion to the number of live names.  A name is found by hashing its Sym (open
 * addressing, never deleted: a name that goes out of scope keeps its slot with sv NULL).
 * A branch or loop body runs in a scope: the first time the scope binds a name it logs
 * the name's previous binding, so closing the scope undoes exactly what the body did, and
 * the log is the list of names the body changed, for the merge after an `if`.
 *
 *   x = a            x:a (pos 1)
 *   if c:            open scope 1
 *       x = b        log (x, a, pos 1); x:b        -> changes of scope 1: x = b
 *       y = d        log (y, NULL);     y:d (pos 2)                         y = d (new)
 *                    close: x:a, y unbound
 *
 * pos orders the names by first binding, as a list of bindings appended in program order
 * would: merged If outputs follow it, so the IR does not depend on the hash. */
#include <stdlib.h>
#include "builder.h"

/* Syms are dense, interned in source order: the name itself is the hash, so names bound one
 * after another (t0, t1, ...) lie in neighbouring slots (a random hash made each binding at
 * 40,000 statements a cache miss in a table of megabytes) */
static uint32_t
slot(const Env *e, Sym name)
{
	uint32_t m = e->cap - 1, i = name & m;
	while (e->tab[i].name && e->tab[i].name != name)
		i = (i + 1) & m;
	return i;
}

static void
grow(Arena *a, Env *e)
{
	Binding *old = e->tab;
	uint32_t ocap = e->cap;
	e->cap = ocap ? ocap * 2 : 16;
	e->tab = NEWA(a, Binding, e->cap);
	for (uint32_t i = 0; i < ocap; i++)
		if (old[i].name)
			e->tab[slot(e, old[i].name)] = old[i];
}

SV *
env_get(const Env *e, Sym name)
{
	return e->cap ? e->tab[slot(e, name)].sv : NULL;
}

/* the order of name's first binding (Binding.pos), 0 if it has none */
uint32_t
env_pos(const Env *e, Sym name)
{
	return e->cap ? e->tab[slot(e, name)].pos : 0;
}

/* the name's slot, made if it has none (its sv is NULL while the name is not bound) */
static Binding *
at(Arena *a, Env *e, Sym name)
{
	if (2 * (e->n + 1) > e->cap)
		grow(a, e);
	Binding *x = &e->tab[slot(e, name)];
	if (!x->name)
		x->name = name, e->n++;
	return x;
}

static void
count(Arena *a, Counts *c, uint32_t id, int d)
{
	while (d > 0 && c->n <= id)
		vpush(a, c, 0);
	c->v[id] += (uint32_t)d;
}

/* counts the tensors sv holds (itself, or a tuple's elements), and the memory they live in
 * or may share, as held once more (d = 1) or once less (d = -1), so a write can ask in O(1)
 * whether a name still sees memory it may write (tensor.c) */
static void
hold(Arena *a, Holders *h, SV *sv, int d)
{
	if (!h || !sv || sv->lst)
		return; /* a list: its contents are counted where they live, in the store */
	if (sv->k == SV_TUPLE) {
		for (uint32_t i = 0; i < sv->n; i++)
			hold(a, h, sv->el[i], d);
		return;
	}
	if (sv->k != SV_VALUE || !sv->ref)
		return;
	count(a, &h->in, sv->ref->st->id, d);
	count(a, &h->ref, sv->ref->id, d);
	for (uint32_t i = 0; i < sv->ref->namb; i++)
		count(a, &h->maybe, sv->ref->amb[i].st->id, d);
	for (uint32_t i = 0; i < sv->ref->nalt; i++)
		count(a, &h->maybe, sv->ref->alt[i].to->st->id, d);
}

/* x is rebound to sv; where both are lists' contents sharing their elements (an append:
 * list.c, grownby), only the elements one has past the other count */
static void
rebind(Arena *a, Env *e, Binding *x, SV *sv)
{
	SV *o = x->sv;
	if (o && sv && o->k == SV_TUPLE && sv->k == SV_TUPLE && o->el == sv->el && !o->lst &&
	    !sv->lst && o->list == sv->list && o->dict == sv->dict) {
		uint32_t lo = o->n < sv->n ? o->n : sv->n;
		SV *longer = o->n < sv->n ? sv : o;
		for (uint32_t i = lo; i < longer->n; i++)
			hold(a, e->holders, longer->el[i], longer == sv ? 1 : -1);
		x->sv = sv;
		return;
	}
	hold(a, e->holders, o, -1);
	hold(a, e->holders, sv, 1);
	x->sv = sv;
}

void
env_set(Arena *a, Env *e, Sym name, SV *sv)
{
	Binding *x = at(a, e, name);
	if (e->scope && x->scope != e->scope) {
		vpush(a, &e->log, ((Undo){name, x->sv, x->pos, x->scope}));
		x->scope = e->scope;
	}
	if (!x->sv)
		x->pos = ++e->clock;
	rebind(a, e, x, sv);
}

Scope
env_open(Env *e)
{
	Scope s = {e->log.n, e->scope};
	e->scope = ++e->nscope;
	return s;
}

/* the names the scope changed with their values now, in first-change order */
Change *
env_changes(Arena *a, Env *e, Scope s, uint32_t *n)
{
	*n = e->log.n - s.mark;
	Change *c = NEWA(a, Change, *n + 1);
	for (uint32_t i = 0; i < *n; i++) {
		Undo *u = &e->log.v[s.mark + i];
		Binding *x = &e->tab[slot(e, u->name)];
		c[i] = (Change){u->name, x->sv, u->sv == NULL, x->pos};
	}
	return c;
}

Change *
env_close(Arena *a, Env *e, Scope s, uint32_t *n)
{
	Change *c = n ? env_changes(a, e, s, n) : NULL;
	while (e->log.n > s.mark) {
		Undo *u = &e->log.v[--e->log.n];
		Binding *x = &e->tab[slot(e, u->name)];
		rebind(a, e, x, u->sv);
		x->pos = u->pos, x->scope = u->scope;
	}
	e->scope = s.outer;
	return c;
}

void
env_drop(Env *e)
{
	for (uint32_t i = 0; i < e->cap; i++)
		hold(NULL, e->holders, e->tab[i].sv, -1);
}

static uint32_t
at_(const Counts *c, uint32_t id)
{
	return id < c->n ? c->v[id] : 0;
}

uint32_t
env_seeing(const Env *e, Storage *s)
{
	return e->holders ? at_(&e->holders->in, s->id) + at_(&e->holders->maybe, s->id) : 0;
}

uint32_t
env_in(const Env *e, const Storage *s)
{
	return e->holders ? at_(&e->holders->in, s->id) : 0;
}

uint32_t
env_holding(const Env *e, const Ref *r)
{
	return e->holders ? at_(&e->holders->ref, r->id) : 0;
}

/* Names: a set of names that keeps the order they were added in */
static SV member;   /* what a member of a Names set is bound to */

int
names_add(Arena *a, Names *ns, Sym name)
{
	if (env_get(&ns->set, name))
		return 0;
	env_set(a, &ns->set, name, &member);
	vpush(a, &ns->v, name);
	return 1;
}

int
names_has(const Names *ns, Sym name)
{
	return env_get(&ns->set, name) != NULL;
}

Change *
env_change(Change *c, uint32_t n, Sym name)
{
	for (uint32_t i = 0; i < n; i++)
		if (c[i].name == name)
			return &c[i];
	return NULL;
}
