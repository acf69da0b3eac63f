/* Where a sequence is known to hold which tensor (held.c's facts), kept persistently.
 *
 * The facts of a list change one element at a time: an append adds one, a write followed
 * into the list or a helper's call puts one tensor's new value where it was.  Copying all
 * of them at each change made a program of k changes of a list of k tensors cost k^2 time
 * and memory (bench/README.md, issue 18).  So the sequence values made from one another
 * share one chain of slots, one per element ever known, each with its tensors by version:
 *
 *   [x]            version 1: slot 0 = x
 *   .append(a)     version 2: slot 1 = a (positions from the end: against the appends)
 *   x.mul_(2)      version 3: slot 0 = x2 (slot 0's history: x at 1, x2 at 3)
 *
 * A version reads a slot's last tensor at or before it.  Only the newest version (the
 * chain's top) is changed in place; changing an older one (an if's other branch) copies
 * its facts into a chain of their own first.  An index from a memory's name to the slots
 * whose tensor is its value lets a write visit only those; a log of the changes in version
 * order lets a helper's call visit only what changed since the last one (held.c). */
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include "builder.h"

typedef struct {
	uint32_t ver;
	Value *el;       /* NULL: not a fact from ver on (dropped) */
} Edit;

typedef struct {
	int32_t pos;     /* its index from the start, or -1 */
	int32_t e0;      /* its index from the end minus the version's app, or INT32_MIN */
	Sym key;         /* the memory its tensor was the value of when indexed, or 0 */
	Edit *h;         /* its tensors, in version order */
	uint32_t nh, ch;
} Slot;

typedef struct {
	Sym key;         /* 0: empty */
	VEC(uint32_t) slots;
} Keyed;

typedef struct {
	uint32_t ver, slot;
} Change1;

struct FChain {
	Slot *s;
	uint32_t n, cap;
	uint32_t top;    /* the newest version */
	Keyed *tab;      /* open addressing on key; cap a power of two */
	uint32_t tn, tcap;
	VEC(uint32_t) unkeyed; /* slots whose tensor had no memory of its own when indexed */
	VEC(Change1) log;      /* each slot changed or added, in version order */
};

static Keyed *
keyed(Arena *a, FChain *c, Sym key, int make)
{
	if (!c->tcap) {
		if (!make)
			return NULL;
		c->tcap = 8;
		c->tab = NEWA(a, Keyed, c->tcap);
	}
	if (make && (c->tn + 1) * 2 > c->tcap) {
		Keyed *old = c->tab;
		uint32_t ocap = c->tcap;
		c->tcap *= 2;
		c->tab = NEWA(a, Keyed, c->tcap);
		for (uint32_t i = 0; i < ocap; i++)
			if (old[i].key) {
				uint32_t j = old[i].key * 2654435761u & (c->tcap - 1);
				while (c->tab[j].key)
					j = (j + 1) & (c->tcap - 1);
				c->tab[j] = old[i];
			}
	}
	uint32_t j = key * 2654435761u & (c->tcap - 1);
	while (c->tab[j].key && c->tab[j].key != key)
		j = (j + 1) & (c->tcap - 1);
	if (!c->tab[j].key) {
		if (!make)
			return NULL;
		c->tab[j].key = key;
		c->tn++;
	}
	return &c->tab[j];
}

static void
index1(Arena *a, FChain *c, uint32_t s, Sym key)
{
	if (!key) {
		vpush(a, &c->unkeyed, s);
		return;
	}
	Keyed *k = keyed(a, c, key, 1);
	if (!k->slots.n || k->slots.v[k->slots.n - 1] != s)
		vpush(a, &k->slots, s);
}

static FChain *
chain(Arena *a)
{
	return NEW(a, FChain);
}

static int
istop(const FVer *v)
{
	return v->ver == v->c->top && v->n == v->c->n;
}

static void
put(Arena *a, Slot *x, uint32_t ver, Value *el)
{
	if (x->nh && x->h[x->nh - 1].ver == ver) {
		x->h[x->nh - 1].el = el;
		return;
	}
	x->h = fe_room(a, x->h, x->nh, &x->ch, sizeof *x->h);
	x->h[x->nh++] = (Edit){ver, el};
}

/* a slot at the end of v's chain (v its top), in version v->ver */
static uint32_t
newslot(Arena *a, FVer *v, int32_t pos, int32_t end, Value *el, Sym key)
{
	FChain *c = v->c;
	c->s = fe_room(a, c->s, c->n, &c->cap, sizeof *c->s);
	Slot *x = &c->s[c->n];
	*x = (Slot){pos, end >= 0 ? end - v->app : INT32_MIN, key, NULL, 0, 0};
	put(a, x, v->ver, el);
	vpush(a, &c->log, ((Change1){v->ver, c->n}));
	if (el) /* (a dropped one, copied to keep the slots' numbers: found by none) */
		index1(a, c, c->n, key);
	v->n = ++c->n;
	return c->n - 1;
}

FVer *
facts_empty(Arena *a)
{
	FVer *v = NEW(a, FVer);
	v->c = chain(a);
	v->ver = v->c->top = 1;
	return v;
}

Value *
facts_el(const FVer *v, uint32_t s)
{
	const Slot *x = &v->c->s[s];
	uint32_t lo = 0, hi = x->nh; /* the last edit at or before v->ver */
	while (lo < hi) {
		uint32_t m = (lo + hi) / 2;
		if (x->h[m].ver <= v->ver)
			lo = m + 1;
		else
			hi = m;
	}
	return lo ? x->h[lo - 1].el : NULL;
}

int32_t
facts_pos(const FVer *v, uint32_t s)
{
	return v->c->s[s].pos;
}

int32_t
facts_end(const FVer *v, uint32_t s)
{
	int32_t e0 = v->c->s[s].e0;
	return e0 == INT32_MIN ? -1 : e0 + v->app;
}

/* v's facts in a chain of their own, of which the result is the top (the same slot
 * numbers: a dropped one stays, as dropped) */
static FVer *
copy(Arena *a, const FVer *v, Sym (*key)(void *, Value *), void *ctx)
{
	FVer *r = facts_empty(a);
	r->app = v->app;
	r->rest = v->rest, r->nrest = v->nrest;
	for (uint32_t s = 0; s < v->n; s++) {
		Value *el = facts_el(v, s);
		newslot(a, r, facts_pos(v, s), facts_end(v, s), el, el ? key(ctx, el) : 0);
	}
	return r;
}

FVer *
facts_begin(Arena *a, const FVer *v, Sym (*key)(void *, Value *), void *ctx)
{
	FVer *r;
	if (istop(v)) {
		r = NEW(a, FVer);
		*r = *v;
	} else
		r = copy(a, v, key, ctx);
	r->ver = ++r->c->top;
	return r;
}

void
facts_set(Arena *a, FVer *v, uint32_t s, Value *el, Sym key)
{
	Slot *x = &v->c->s[s];
	put(a, x, v->ver, el);
	vpush(a, &v->c->log, ((Change1){v->ver, s}));
	if (el && key != x->key) {
		x->key = key;
		index1(a, v->c, s, key);
	}
}

void
facts_append(Arena *a, FVer *v, int32_t pos, Value *el, Sym key)
{
	v->app++;
	newslot(a, v, pos, 0, el, key);
}

void
facts_push(Arena *a, FVer *v, int32_t pos, int32_t end, Value *el, Sym key)
{
	newslot(a, v, pos, end, el, key);
}

static int
byslot(const void *x, const void *y)
{
	uint32_t p = *(const uint32_t *)x, q = *(const uint32_t *)y;
	return (p > q) - (p < q);
}

/* r[0..m) sorted, each slot once: how many are left */
static uint32_t
sortuniq(uint32_t *r, uint32_t m)
{
	if (m > 1)
		qsort(r, m, sizeof *r, byslot);
	uint32_t u = 0;
	for (uint32_t i = 0; i < m; i++)
		if (!u || r[u - 1] != r[i])
			r[u++] = r[i];
	return u;
}

/* the slots of v whose tensor may be key's memory's value (those indexed under key, and
 * those indexed under none), in order, each once: *n of them */
uint32_t *
facts_find(Arena *a, const FVer *v, Sym key, uint32_t *n)
{
	const FChain *c = v->c;
	Keyed *k = keyed(a, (FChain *)c, key, 0);
	uint32_t nk = k ? k->slots.n : 0, m = 0;
	uint32_t *r = NEWA(a, uint32_t, nk + c->unkeyed.n + 1);
	for (uint32_t i = 0; i < nk; i++)
		if (k->slots.v[i] < v->n)
			r[m++] = k->slots.v[i];
	for (uint32_t i = 0; i < c->unkeyed.n; i++)
		if (c->unkeyed.v[i] < v->n)
			r[m++] = c->unkeyed.v[i];
	*n = sortuniq(r, m);
	return r;
}

/* the slots of v changed or added after version since (in v's chain), and those indexed
 * under no memory: *n of them, in order, each once */
uint32_t *
facts_since(Arena *a, const FVer *v, uint32_t since, uint32_t *n)
{
	const FChain *c = v->c;
	uint32_t lo = 0, hi = c->log.n;
	while (lo < hi) {
		uint32_t m = (lo + hi) / 2;
		if (c->log.v[m].ver <= since)
			lo = m + 1;
		else
			hi = m;
	}
	uint32_t *r = NEWA(a, uint32_t, (c->log.n - lo) + c->unkeyed.n + 1), m = 0;
	for (uint32_t i = lo; i < c->log.n && c->log.v[i].ver <= v->ver; i++)
		if (c->log.v[i].slot < v->n)
			r[m++] = c->log.v[i].slot;
	for (uint32_t i = 0; i < c->unkeyed.n; i++)
		if (c->unkeyed.v[i] < v->n)
			r[m++] = c->unkeyed.v[i];
	*n = sortuniq(r, m);
	return r;
}
