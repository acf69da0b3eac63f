/* Dicts: Dict[str, T], Dict[int, T] and Dict[float, T] whose keys are constants.
 *
 * A dict is an object as a list is (list.c): its contents live in Builder.store, so every
 * name for it sees a change, branches merge it and loops carry it.  Its contents are an
 * SV_TUPLE with `dict` set: the values in insertion order, keys[i] the key of el[i].  Which
 * keys a dict may have is known at compile time, so d["a"] is the value itself, and a loop
 * carries the values one by one (dict_merge.c).  A returned dict gives one output per value,
 * in insertion order.
 *
 * A key set on one branch of an `if` only is there after it under a condition known at run
 * time: has[i], a bool (dict_merge.c).  `"a" in d`, len(d) and d.get("a", v) read
 * it; d["a"] is refused unless the path is inside `if "a" in d:` (dict_refine), since PyTorch
 * raises KeyError when the key is missing and ONNX cannot; a for loop over such a dict runs
 * its body under `if "a" in d:` for each key (build_stmt.c, dictloop), so the order of the
 * keys, insertion order, stays the one known at compile time.  A key a loop adds is one
 * too: the Loop carries its flag (dict_merge.c, dict_keysend, dict_learnkeys).  Setting such a key
 * puts it last if it was missing, which is its place unless a later key may be there: so
 * dict_set refuses that, unless the dict is `ordered` (the keys there are a prefix of the
 * ones that may be: an if or a loop that adds "a" and then "b" leaves it so).
 *
 * This file gets values, never the AST: a display's keys and values are built by its
 * caller (build_expr.c) and put in one by one (dict_display, dict_displayput). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "builder.h"

/* A key is its text ("a", "3", "1.5": what messages and a returned dict's output names
 * show), in a copy whose byte before the text says its type: 's' a str, 'i' an int, 'f' a
 * float (Dict[int, T] and Dict[float, T]); dict_keyvalue makes the key a value again.
 * TorchScript's dicts have one key type, so texts of two types never meet in one dict. */
static const char *
tagged(Builder *b, char tag, const char *text)
{
	size_t n = strlen(text);
	char *k = NEWA(b->a, char, n + 2);
	k[0] = tag;
	memcpy(k + 1, text, n + 1);
	return k + 1;
}

/* the key of a str (text), int (i) or float (f) by its tag 's', 'i' or 'f'; NULL for a
 * float NaN or -0.0 (reported) */
const char *
dict_keyof(Builder *b, char tag, const char *text, int64_t i, double f, SrcLoc loc)
{
	char buf[64];
	if (tag == 's')
		return tagged(b, 's', text);
	if (tag == 'i') {
		snprintf(buf, sizeof buf, "%lld", (long long)i);
		return tagged(b, 'i', buf);
	}
	if (f != f || (f == 0 && signbit(f))) {
		emit_error(b, loc, "a float dict key of NaN or -0.0 is not supported");
		return NULL;
	}
	for (int p = 1; p <= 17; p++) { /* Python's repr: the shortest that reads back */
		snprintf(buf, sizeof buf, "%.*g", p, f);
		if (strtod(buf, NULL) == f)
			break;
	}
	if (!strpbrk(buf, ".eni"))
		strcat(buf, ".0");
	return tagged(b, 'f', buf);
}

/* the key k is: a str, int or float constant's text (tagged), or NULL (reported) */
const char *
dict_key(Builder *b, SV *k, SrcLoc loc)
{
	if (k->k == SV_POISON)
		return NULL;
	TypeKind kind = k->k == SV_VALUE ? k->v->type->kind : (TypeKind)-1;
	int64_t i;
	double f;
	if (kind == T_STR && ir_isconst(k->v) && ir_attr(k->v->def, S_value))
		return dict_keyof(b, 's', ir_attr(k->v->def, S_value)->s, 0, 0, loc);
	if (kind == T_INT && ir_constint(k->v, &i))
		return dict_keyof(b, 'i', NULL, i, 0, loc);
	if (kind == T_FLOAT && ir_constfloat(k->v, &f))
		return dict_keyof(b, 'f', NULL, 0, f, loc);
	emit_error(b, loc, "a dict key must be a str, int or float constant (keys known only at "
		"run time are not supported)");
	return NULL;
}

static const char *
keytype(const char *k)
{
	return k[-1] == 'i' ? "int" : k[-1] == 'f' ? "float" : "str";
}

/* k may go in (or be looked up in) d: its keys' type, as TorchScript types a dict by its
 * keys; 0, or -1 (reported).  (An empty dict's annotation is not kept: not checked there) */
static int
keyfits(Builder *b, SV *d, const char *k, SrcLoc loc)
{
	if (!d->n || d->keys[0][-1] == k[-1])
		return 0;
	return emit_error(b, loc, "Dict keys must contain only a single type. Expected: %s but "
		"found %s instead", keytype(d->keys[0]), keytype(k));
}

/* the key as the value it was: a str, int or float constant */
SV *
dict_keyvalue(Builder *b, const char *k)
{
	if (k[-1] == 'i')
		return sv_value(b, emit_const_int(b, strtoll(k, NULL, 10)));
	if (k[-1] == 'f')
		return sv_value(b, emit_const_float(b, strtod(k, NULL)));
	return sv_value(b, ir_const_str(b->g, ir_end(b->blk), k, b->here));
}

int
dict_ordered(const SV *d)
{
	return d->ordered || !dict_maybe(d);
}

/* d with a new key at the end, sharing d's arrays when d's contents are the latest made
 * from them and they have room (as list.c's grownby does for appends): each dict value
 * sees its first n keys, which no new key changes.  Copying them per key made N keys set
 * one by one cost N^2 / 2 pointers (10,000 keys: 800 MB, 12 s).  NULL if not shared. */
static SV *
grown(Builder *b, SV *d, const char *key, SV *v)
{
	__typeof__(b->dgrown) *g = &b->dgrown;
	if (d->has || !d->n || g->el != d->el || g->keys != d->keys || g->used != d->n ||
	    d->n == g->cap) {
		if (d->has)
			return NULL;
		uint32_t cap = d->n < 8 ? 8 : 2 * d->n;
		int moved = g->keys == d->keys && g->used == d->n; /* (d's array is full) */
		g->el = NEWA(b->a, SV *, cap + 1), g->keys = NEWA(b->a, const char *, cap + 1);
		fe_copy(g->el, d->el, sizeof *g->el * d->n);
		fe_copy(g->keys, d->keys, sizeof *g->keys * d->n);
		if (moved) /* no key is added to d's array again: its index comes along */
			dict_keymoved(b, d->keys, g->keys);
		g->cap = cap, g->used = d->n;
	}
	SV *r = sv_new(b, SV_TUPLE);
	*r = *d;
	r->lst = NULL;
	r->ordered = (uint8_t)dict_ordered(d);
	r->el = g->el, r->keys = g->keys;
	r->el[g->used] = v, r->keys[g->used] = key;
	r->n = ++g->used;
	return r;
}

/* d with key set to v, i its place in d or -1 (a new key goes last, as in Python).  A key
 * set again keeps d's array of keys (so its index: dictkeys.c) */
static SV *
with(Builder *b, SV *d, int i, const char *key, SV *v)
{
	SV *r = i < 0 ? grown(b, d, key, v) : NULL;
	if (r)
		return r;
	r = sv_new(b, SV_TUPLE);
	*r = *d;
	r->lst = NULL;
	r->ordered = (uint8_t)dict_ordered(d); /* and stays so if the keys before it are there: */
	for (uint32_t k = 0; d->has && k < (i < 0 ? d->n : (uint32_t)i); k++)
		r->ordered &= !d->has[k];
	r->n = d->n + (i < 0);
	r->el = NEWA(b->a, SV *, r->n + 1);
	fe_copy(r->el, d->el, sizeof *r->el * d->n);
	r->el[i < 0 ? d->n : (uint32_t)i] = v;
	if (i < 0) {
		r->keys = NEWA(b->a, const char *, r->n + 1);
		fe_copy(r->keys, d->keys, sizeof *r->keys * d->n);
		r->keys[d->n] = key;
	}
	if (d->has) {
		r->has = NEWA(b->a, Value *, r->n + 1);
		fe_copy(r->has, d->has, sizeof *r->has * d->n);
		r->has[i < 0 ? d->n : (uint32_t)i] = NULL;
	}
	return r;
}

/* is now the dict before, but for keys dict_refine found there (a test, not a change)? */
int
dict_refined(const SV *before, const SV *now)
{
	if (before->k != SV_TUPLE || now->k != SV_TUPLE || !before->dict || !now->dict ||
	    before->n != now->n || !before->has)
		return 0;
	for (uint32_t i = 0; i < now->n; i++)
		if (now->el[i] != before->el[i] || strcmp(now->keys[i], before->keys[i]) ||
		    (now->has && now->has[i] && now->has[i] != before->has[i]))
			return 0;
	return 1;
}

int
dict_maybe(const SV *d)
{
	for (uint32_t i = 0; d->has && i < d->n; i++)
		if (d->has[i])
			return 1;
	return 0;
}

/* an If on cond with the values t and e (made before it) as its result */
static Value *
choose(Builder *b, Value *cond, Value *t, Value *e, SrcLoc loc)
{
	Node *n = ir_node(b->g, S_prim_If, 0, loc);
	ir_addinput(b->g, n, cond);
	ir_append(b->blk, n);
	ir_addblock(b->g, n);
	ir_addblock(b->g, n);
	return emit_ifoutput(b, n, t, e, 0);
}

/* the kind of a dict value: a list (an object: the dict holds it, not a copy), a tensor or
 * a number, else T_ANY */
static TypeKind
kindof(const SV *v)
{
	return list_islist(v) ? T_LIST : v->k == SV_VALUE ? v->v->type->kind : T_ANY;
}

/* TorchScript's dicts hold one type of value */
static int
fits(Builder *b, SV *d, SV *v, SrcLoc loc)
{
	if (v->k == SV_POISON)
		return 0;
	Type *e = d->n && d->el[0]->k == SV_VALUE && !list_islist(d->el[0]) ? d->el[0]->v->type :
		d->n && list_islist(d->el[0]) ? ty_list(list_elemtype(b, d->el[0])) : d->ty;
	TypeKind k = kindof(v);
	if (k != T_ANY && (!e || e->kind == k))
		return 1;
	emit_error(b, loc, "a dict of %s cannot hold %s", e ? ty_str_of(b->a, e) : "Tensor",
		list_islist(v) ? "a list" : v->k == SV_VALUE ? ty_str_of(b->a, v->v->type) :
		"this value (dicts hold tensors, numbers and lists here)");
	return 0;
}

/* {"a": x, "b": y, ...} (build_expr.c gives the keys and values in order, dict_displayput
 * each): the keys found through a table made for the display (a repeated key keeps its
 * place and takes the later value, as in Python), the arrays filled in place.  Adding the
 * keys one by one with `with` copied the dict per key and compared each key with every one
 * before: 20,000 keys took 3.1 GB. */
DictDisplay
dict_display(Builder *b, uint32_t n)
{
	DictDisplay dd = {NULL, NULL, 8};
	while (dd.cap < 2 * n)
		dd.cap *= 2;
	dd.slot = NEWA(b->a, uint32_t, dd.cap); /* index + 1 of the key there, or 0 */
	SV *d = dd.d = sv_new(b, SV_TUPLE);
	d->dict = 1;
	d->el = NEWA(b->a, SV *, n + 1);
	d->keys = NEWA(b->a, const char *, n + 1);
	return dd;
}

/* k: v, the next item of display dd; -1 (reported) if v does not fit the dict */
int
dict_displayput(Builder *b, DictDisplay *dd, const char *k, SV *v, SrcLoc loc)
{
	SV *d = dd->d;
	if (keyfits(b, d, k, loc) < 0 || !fits(b, d, v, loc))
		return -1;
	tensor_own(b, v);
	uint32_t h = dict_keyhash(k) & (dd->cap - 1);
	while (dd->slot[h] && strcmp(d->keys[dd->slot[h] - 1], k))
		h = (h + 1) & (dd->cap - 1);
	if (!dd->slot[h]) {
		dd->slot[h] = ++d->n;
		d->keys[d->n - 1] = k;
	}
	d->el[dd->slot[h] - 1] = v;
	d->ordered = 1; /* no key is there on some paths only */
	return 0;
}

SV *
dict_get(Builder *b, SV *d, SV *key, SrcLoc loc)
{
	const char *k = dict_key(b, key, loc);
	if (!k || keyfits(b, d, k, loc) < 0)
		return sv_poison(b);
	int i = dict_keyat(b, d, k);
	if (i < 0 && emit_inloop(b)) {
		emit_error(b, loc, "the dict has no key '%s' here on the loop's first run (KeyError in "
			"PyTorch); if the loop sets it later, read it inside `if \"%s\" in ...:`", k, k);
		return sv_poison(b);
	}
	if (i < 0) {
		emit_error(b, loc, "the dict has no key '%s' here (KeyError in PyTorch)", k);
		return sv_poison(b);
	}
	if (d->has && d->has[i]) {
		emit_error(b, loc, "the dict may not have key '%s' here: it is set on some paths only, "
			"and PyTorch raises KeyError where it is missing (read it inside `if \"%s\" in "
			"...:`, or with .get)", k, k);
		return sv_poison(b);
	}
	return d->el[i];
}

void
dict_set(Builder *b, SV *d, SV *key, SV *v, SrcLoc loc)
{
	if (d->lst && d->lst->forked) {
		emit_error(b, loc, "cannot change this dict in place: %s", d->lst->forked);
		return;
	}
	const char *k = dict_key(b, key, loc);
	if (!k || keyfits(b, d, k, loc) < 0 || !fits(b, d, v, loc))
		return;
	int i = dict_keyat(b, d, k);
	if (i >= 0 && d->has && d->has[i] && (uint32_t)i + 1 < d->n && !d->ordered) {
		emit_error(b, loc, "the dict may not have key '%s' here, and keys follow it: where it "
			"goes (its place, or after '%s') would be known only at run time", k,
			d->keys[d->n - 1]);
		return;
	}
	tensor_own(b, v);
	SV *r = with(b, d, i, k, v);
	if (d->lst)
		list_set(b, d->lst, r);
}

SV *
dict_contains(Builder *b, SV *d, SV *key, SrcLoc loc)
{
	const char *k = dict_key(b, key, loc);
	if (!k || keyfits(b, d, k, loc) < 0)
		return sv_poison(b);
	int i = dict_keyat(b, d, k);
	if (i >= 0 && d->has && d->has[i])
		return sv_value(b, d->has[i]);
	return sv_value(b, emit_const_bool(b, i >= 0));
}

/* the keys there for sure, plus one for each there at run time */
SV *
dict_len(Builder *b, SV *d, SrcLoc loc)
{
	uint32_t sure = d->has ? 0 : d->n; /* (no scan without has: len(d) per statement) */
	for (uint32_t i = 0; d->has && i < d->n; i++)
		sure += !d->has[i];
	SV *n = sv_value(b, emit_const_int(b, sure));
	for (uint32_t i = 0; d->has && i < d->n; i++) {
		if (!d->has[i])
			continue;
		SV *two[2] = {n, sv_value(b, emit_const_int(b, 1))}; /* n + 1 */
		SV *one = oprow_apply(b, OP_aten_add_int, two, 2, loc);
		if (one->k != SV_VALUE)
			return sv_poison(b);
		n = sv_value(b, choose(b, d->has[i], one->v, n->v, loc));
	}
	return n;
}

void
dict_refine(Builder *b, Ast *cond, int k)
{
	if (!cond || cond->k != E_COMPARE || cond->list.n != 2 ||
	    (cond->ops[0] != OP_IN && cond->ops[0] != OP_NOTIN))
		return;
	Ast *key = cond->list.v[0], *obj = cond->list.v[1];
	if (!((key->k == E_STR && !key->ival) || key->k == E_INT) || obj->k != E_NAME ||
	    (cond->ops[0] == OP_IN) != !k)
		return;
	char text[32];
	if (key->k == E_INT) /* `if 3 in d:` on a Dict[int, T] */
		snprintf(text, sizeof text, "%lld", (long long)key->ival);
	SV *d = env_get(&b->env, obj->name);
	SV *c = d && d->k == SV_TUPLE && d->dict && d->lst ? list_now(b, d) : NULL;
	int i = c ? dict_keyat(b, c, key->k == E_INT ? text : key->str) : -1;
	if (i >= 0 && c->keys[i][-1] != (key->k == E_INT ? 'i' : 's'))
		return; /* another type's key of the same text: TorchScript's error (keyfits) */
	if (i < 0 || !c->has || !c->has[i])
		return;
	SV *r = sv_new(b, SV_TUPLE);
	*r = *c;
	r->has = NEWA(b->a, Value *, c->n + 1);
	fe_copy(r->has, c->has, sizeof *r->has * c->n);
	r->has[i] = NULL;  /* there, on this branch */
	list_set(b, d->lst, r);
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
		SV *k = dict_keyvalue(b, d->keys[i]);
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

/* keys() of a dict some of whose keys are there at run time only: the keys, as a dict
 * (len, in, for); values(): a list of run-time length; items(): refused (for loops over
 * them do not get here: build_stmt.c) */
static SV *
maybeview(Builder *b, SV *d, int what, SrcLoc loc)
{
	if (what == 0) {
		SV *c = sv_new(b, SV_TUPLE);
		*c = *d;
		c->lst = NULL;
		return c;
	}
	if (what == 2) {
		emit_error(b, loc, "items() of a dict some of whose keys are known only at run time "
			"is supported only as what a for loop runs over");
		return sv_poison(b);
	}
	SV *e = sv_new(b, SV_TUPLE);
	e->list = 1;
	e->el = NEWA(b->a, SV *, 1);
	e->ty = d->n && d->el[0]->k == SV_VALUE ? d->el[0]->v->type : d->ty;
	SV *acc = list_dyn(b, e, loc);
	for (uint32_t i = 0; acc && i < d->n; i++) {
		SV *now = NULL, *res = list_edit(b, acc, "append", &d->el[i], 1, &now, loc);
		if (res->k == SV_POISON)
			return res;
		if (d->has && d->has[i])
			now = sv_value(b, choose(b, d->has[i], now->v, acc->v, loc));
		acc = now;
	}
	return acc ? acc : sv_poison(b);
}

/* d without its key i */
static SV *
without(Builder *b, SV *d, uint32_t i)
{
	SV *r = sv_new(b, SV_TUPLE);
	*r = *d;
	r->lst = NULL;
	r->n = d->n - 1;
	if (!d->ty && d->el[i]->k == SV_VALUE && !list_islist(d->el[i]))
		r->ty = d->el[i]->v->type; /* (an empty dict keeps its value type) */
	r->el = NEWA(b->a, SV *, d->n);
	r->keys = NEWA(b->a, const char *, d->n);
	r->has = d->has ? NEWA(b->a, Value *, d->n) : NULL;
	for (uint32_t k = 0, j = 0; k < d->n; k++)
		if (k != i) {
			r->el[j] = d->el[k];
			r->keys[j] = d->keys[k];
			if (d->has)
				r->has[j] = d->has[k];
			j++;
		}
	return r;
}

/* d.pop(k[, default]), d.setdefault(k, v), d.update(e), d.clear(): they change which keys
 * the dict has, so each key's presence must be known at compile time here */
static SV *
edit(Builder *b, SV *d, const char *name, SV **a, uint32_t n, SrcLoc loc)
{
	const Method *m = method_run(M_DICT, name);
	int pop = m->id == MD_POP, setdefault = m->id == MD_SETDEFAULT, update = m->id == MD_UPDATE;
	if (n < m->lo || n > m->hi) {
		emit_error(b, loc, "dict.%s() takes %s", name, pop ? "a key and maybe a default" :
			setdefault ? "a key and a value" : update ? "a dict" : "no arguments");
		return sv_poison(b);
	}
	if (d->lst && d->lst->forked) {
		emit_error(b, loc, "cannot change this dict in place: %s", d->lst->forked);
		return sv_poison(b);
	}
	SV *c = list_now(b, d), *none = sv_value(b, emit_const_none(b));
	if (m->id == MD_CLEAR) {
		SV *e = c;
		while (e->n)
			e = without(b, e, 0);
		if (d->lst)
			list_set(b, d->lst, e);
		return none;
	}
	if (update) {
		SV *e = a[0];
		if (e->k != SV_TUPLE || !e->dict) {
			emit_error(b, loc, "dict.update() takes a dict");
			return sv_poison(b);
		}
		e = list_now(b, e);
		for (uint32_t i = 0; i < e->n; i++) {
			if (e->has && e->has[i]) {
				emit_error(b, loc,
					"dict.update() of a dict that may not have key '%s': "
					"which keys this dict has would be known only at run time",
					e->keys[i]);
				return sv_poison(b);
			}
			dict_set(b, list_now(b, d), dict_keyvalue(b, e->keys[i]), e->el[i], loc);
		}
		return none;
	}
	const char *k = dict_key(b, a[0], loc);
	if (!k)
		return sv_poison(b);
	int i = dict_keyat(b, c, k);
	if (i >= 0 && c->has && c->has[i]) {
		emit_error(b, loc, "dict.%s() of key '%s', which the dict has on some paths only: "
			"what it gives would be known only at run time", name, k);
		return sv_poison(b);
	}
	if (setdefault) {
		if (i >= 0)
			return c->el[i];
		dict_set(b, c, a[0], a[1], loc);
		return a[1];
	}
	if (i < 0 && n == 1) {
		emit_error(b, loc, "the dict has no key '%s' here (KeyError in PyTorch)", k);
		return sv_poison(b);
	}
	if (i < 0)
		return fits(b, c, a[1], loc) ? a[1] : sv_poison(b);
	SV *v = c->el[i];
	if (d->lst)
		list_set(b, d->lst, without(b, c, (uint32_t)i));
	return v;
}

SV *
dict_method(Builder *b, SV *d, const char *name, SV **a, uint32_t n, SrcLoc loc)
{
	for (uint32_t i = 0; i < n; i++)
		if (a[i]->k == SV_POISON)
			return a[i];
	const Method *m = method_run(M_DICT, name);
	if (m->flags & MF_CHANGES)
		return edit(b, d, name, a, n, loc);
	int get = m->id == MD_GET;
	if (n < m->lo || n > m->hi) {
		emit_error(b, loc, "dict.%s() takes %s", name, get ? "a key and a default" :
			"no arguments");
		return sv_poison(b);
	}
	if (get) {
		const char *k = dict_key(b, a[0], loc);
		if (!k)
			return sv_poison(b);
		int i = dict_keyat(b, d, k);
		SV *dflt = n == 2 ? a[1] : sv_value(b, emit_const_none(b));
		if (i < 0 || !d->has || !d->has[i])
			return i >= 0 ? d->el[i] : dflt;
		Value *v = d->el[i]->k == SV_VALUE ? oprow_value(b, dflt, loc) : NULL;
		if (!v) {
			emit_error(b, loc,
				"dict.get() of a key there only on some paths takes a default "
				"of the dict's value type");
			return sv_poison(b);
		}
		return sv_value(b, choose(b, d->has[i], d->el[i]->v, v, loc));
	}
	if (m->id == MD_COPY) {
		SV *c = sv_new(b, SV_TUPLE);
		*c = *d;
		c->lst = NULL;
		return c;
	}
	int what = m->id == MD_KEYS ? 0 : m->id == MD_VALUES ? 1 : 2;
	if (dict_maybe(d))
		return maybeview(b, d, what, loc);
	return view(b, d, what);
}
