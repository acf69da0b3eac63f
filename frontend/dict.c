/* Dicts: Dict[str, T] whose keys are string constants.
 *
 * A dict is an object as a list is (list.c): its contents live in Builder.store, so every
 * name for it sees a change, branches merge it and loops carry it.  Its contents are an
 * SV_TUPLE with `dict` set: the values in insertion order, keys[i] the key of el[i].  Which
 * keys a dict has is known at compile time (a key set on one branch of an `if` only is
 * refused where the branches merge), so d["a"] is the value itself, and a loop carries the
 * values one by one (build_stmt.c).  A returned dict gives one output per value, in
 * insertion order. */
#include <string.h>
#include "frontend.h"

static const char *
keyof(Builder *b, SV *k, SrcLoc loc)
{
	if (k->k == SV_POISON)
		return NULL;
	Attr *at = k->k == SV_VALUE && k->v->type->kind == T_STR && ir_isconst(k->v) ?
		ir_attr(k->v->def, S_value) : NULL;
	if (!at) {
		b_error(b, loc, "a dict key must be a string constant (keys known only at run time "
			"are not supported)");
		return NULL;
	}
	return at->s;
}

static int
find(const SV *d, const char *key)
{
	for (uint32_t i = 0; i < d->n; i++)
		if (!strcmp(d->keys[i], key))
			return (int)i;
	return -1;
}

/* d with key set to v (a new key goes last, as in Python) */
static SV *
with(Builder *b, SV *d, const char *key, SV *v)
{
	int i = find(d, key);
	SV *r = sv_new(b, SV_TUPLE);
	*r = *d;
	r->lst = NULL;
	r->n = d->n + (i < 0);
	r->el = NEWA(b->a, SV *, r->n + 1);
	r->keys = NEWA(b->a, const char *, r->n + 1);
	fe_copy(r->el, d->el, sizeof *r->el * d->n);
	fe_copy(r->keys, d->keys, sizeof *r->keys * d->n);
	r->el[i < 0 ? d->n : (uint32_t)i] = v;
	r->keys[i < 0 ? d->n : (uint32_t)i] = key;
	return r;
}

/* TorchScript's dicts hold one type of value */
static int
fits(Builder *b, SV *d, SV *v, SrcLoc loc)
{
	if (v->k == SV_POISON)
		return 0;
	Type *e = d->n && d->el[0]->k == SV_VALUE ? d->el[0]->v->type : d->ty;
	TypeKind k = v->k == SV_VALUE ? v->v->type->kind : T_ANY;
	if (k != T_ANY && (!e || e->kind == k))
		return 1;
	b_error(b, loc, "a dict of %s cannot hold %s", e ? ty_str_of(b->a, e) : "Tensor",
		v->k == SV_VALUE ? ty_str_of(b->a, v->v->type) : "this value (dicts hold tensors "
		"and numbers here)");
	return 0;
}

SV *
d_literal(Builder *b, Ast *e)
{
	SV *d = sv_new(b, SV_TUPLE);
	d->dict = 1;
	d->el = NEWA(b->a, SV *, 1);
	d->keys = NEWA(b->a, const char *, 1);
	for (uint32_t i = 0; i < e->list.n; i++) {
		const char *k = keyof(b, b_expr(b, e->list.v[i]), e->list.v[i]->loc);
		SV *v = b_expr(b, e->list2.v[i]);
		if (!k || !fits(b, d, v, e->list2.v[i]->loc))
			return sv_poison(b);
		t_own(b, v);
		d = with(b, d, k, v);
	}
	return d;
}

SV *
d_get(Builder *b, SV *d, SV *key, SrcLoc loc)
{
	const char *k = keyof(b, key, loc);
	if (!k)
		return sv_poison(b);
	int i = find(d, k);
	if (i < 0) {
		b_error(b, loc, "the dict has no key '%s' here (KeyError in PyTorch)", k);
		return sv_poison(b);
	}
	return d->el[i];
}

void
d_set(Builder *b, SV *d, SV *key, SV *v, SrcLoc loc)
{
	if (d->lst && d->lst->forked) {
		b_error(b, loc, "cannot change this dict in place: %s", d->lst->forked);
		return;
	}
	const char *k = keyof(b, key, loc);
	if (!k || !fits(b, d, v, loc))
		return;
	t_own(b, v);
	SV *r = with(b, d, k, v);
	if (d->lst)
		l_set(b, d->lst, r);
}

SV *
d_contains(Builder *b, SV *d, SV *key, SrcLoc loc)
{
	const char *k = keyof(b, key, loc);
	return k ? sv_value(b, b_const_bool(b, find(d, k) >= 0)) : sv_poison(b);
}

int
d_hasmethod(const char *name)
{
	static const char *names[] = {"keys", "values", "items", "get", "copy"};
	for (size_t i = 0; i < sizeof names / sizeof *names; i++)
		if (!strcmp(name, names[i]))
			return 1;
	return 0;
}

static SV *
strconst(Builder *b, const char *s)
{
	return sv_value(b, ir_const_str(b->g, ir_end(b->blk), s, b->here));
}

/* keys(), values(), items(): lists, as TorchScript's are */
static SV *
view(Builder *b, SV *d, int what)
{
	SV *l = sv_new(b, SV_TUPLE);
	l->list = 1;
	l->n = d->n;
	l->el = NEWA(b->a, SV *, d->n + 1);
	for (uint32_t i = 0; i < d->n; i++) {
		if (what == 1) {
			l->el[i] = d->el[i];
			continue;
		}
		SV *k = strconst(b, d->keys[i]);
		if (what == 2) {
			SV *t = sv_new(b, SV_TUPLE);
			t->n = 2;
			t->el = NEWA(b->a, SV *, 2);
			t->el[0] = k, t->el[1] = d->el[i];
			k = t;
		}
		l->el[i] = k;
	}
	return l;
}

SV *
d_method(Builder *b, SV *d, const char *name, SV **a, uint32_t n, SrcLoc loc)
{
	for (uint32_t i = 0; i < n; i++)
		if (a[i]->k == SV_POISON)
			return a[i];
	int get = !strcmp(name, "get");
	if ((get && (n < 1 || n > 2)) || (!get && n)) {
		b_error(b, loc, "dict.%s() takes %s", name, get ? "a key and a default" :
			"no arguments");
		return sv_poison(b);
	}
	if (get) {
		const char *k = keyof(b, a[0], loc);
		if (!k)
			return sv_poison(b);
		int i = find(d, k);
		return i >= 0 ? d->el[i] : n == 2 ? a[1] : sv_value(b, b_const_none(b));
	}
	if (!strcmp(name, "copy")) {
		SV *c = sv_new(b, SV_TUPLE);
		*c = *d;
		c->lst = NULL;
		return c;
	}
	return view(b, d, !strcmp(name, "keys") ? 0 : !strcmp(name, "values") ? 1 : 2);
}
