/* Dicts after an `if` and through a loop (merge.h).  After an `if`: the keys both branches
 * leave, in one order (a key on one branch only, or there at run time only, gets a flag:
 * whether the dict has it), and each key's value merged (dict_merge); what stands for a
 * value where a dict lacks its key (dict_standin).  Through a loop: a dict is carried value
 * by value with a flag per key the body may add (dict_carry, dict_learnkeys), made again
 * from its slots with its keys' flags (dict_keyflags); a body's end teaches the keys it has
 * (dict_keysend) and gives each value and flag (dict_carriedend). */
#include <stdlib.h>
#include <string.h>
#include "merge.h"

/* the keys of a dict after an If: the then branch's, with the else branch's others each
 * after the key before it there; NULL if the else branch has two keys in the other order
 * (then the order of the keys, insertion order, would be known only at run time).  at[i]
 * and ate[i]: where key i is on each branch, or -1.  One walk over both, each key found
 * through the index (dictkeys.c): a scan per key made a merge of N keys cost N^2 */
static const char **
mergekeys(Builder *b, SV *st, SV *se, uint32_t *n, int **at, int **ate)
{
	if (st->keys == se->keys) { /* one array (a key added on a branch extends it in place:
		* dict.c, grown): the shorter's keys are the longer's first, in place */
		*n = st->n > se->n ? st->n : se->n;
		*at = *ate = NULL;
		return st->keys ? st->keys : NEWA(b->a, const char *, 1); /* (NULL: refused) */
	}
	int *in = NEWA(b->a, int, se->n + 1); /* where se's key j is on the then branch */
	int last = -1;
	uint32_t own = 0; /* keys on the else branch only */
	for (uint32_t j = 0; j < se->n; j++) {
		in[j] = dict_keyat(b, st, se->keys[j]);
		if (in[j] >= 0 && in[j] < last)
			return NULL;
		last = in[j] >= 0 ? in[j] : last;
		own += in[j] < 0;
	}
	if (!own) { /* the else branch's keys are all the then branch's: its array */
		*n = st->n;
		*at = NULL, *ate = NEWA(b->a, int, st->n + 1);
		for (uint32_t i = 0; i < st->n; i++)
			(*ate)[i] = -1;
		for (uint32_t j = 0; j < se->n; j++)
			(*ate)[in[j]] = (int)j;
		return st->keys ? st->keys : NEWA(b->a, const char *, 1);
	}
	const char **k = NEWA(b->a, const char *, st->n + se->n + 1);
	*at = NEWA(b->a, int, st->n + se->n + 1), *ate = NEWA(b->a, int, st->n + se->n + 1);
	uint32_t m = 0, q = 0;
	for (uint32_t j = 0; j <= se->n; j++) {
		uint32_t to = j == se->n ? st->n : in[j] >= 0 ? (uint32_t)in[j] + 1 : q;
		for (; q < to; q++) /* the then branch's keys up to this one */
			k[m] = st->keys[q], (*at)[m] = (int)q, (*ate)[m++] = -1;
		if (j == se->n)
			break;
		if (in[j] >= 0)
			(*ate)[m - 1] = (int)j;
		else /* the else branch's own, after the key before it */
			k[m] = se->keys[j], (*at)[m] = -1, (*ate)[m++] = (int)j;
	}
	*n = m;
	return k;
}

/* is key i of dict d there: NULL if surely, else a bool known at run time */
static Value *
present(Builder *b, SV *d, int i)
{
	return i < 0 ? emit_const_bool(b, 0) : d->has ? d->has[i] : NULL;
}

/* what stands for a dict value where the dict does not have its key (never read), of the
 * type of `other`, a value the dict has for it elsewhere; NULL if not a tensor or number */
SV *
dict_standin(Builder *b, SV *other)
{
	Type *t = other->k == SV_VALUE ? other->v->type : NULL;
	Value *v = !t ? NULL : t->kind == T_INT ? emit_const_int(b, 0) : t->kind == T_FLOAT ?
		emit_const_float(b, 0) : t->kind == T_BOOL ? emit_const_bool(b, 0) :
		t->kind == T_TENSOR ? merge_uninit(b, t) : NULL;
	return v ? sv_value(b, v) : NULL;
}

/* what stands on branch k for a dict value the branch does not have */
static SV *
stand(Builder *b, Node *n, int k, SV *other)
{
	Block *outer = b->blk;
	b->blk = n->blk[k];
	SV *v = dict_standin(b, other);
	b->blk = outer;
	return v;
}

/* key k's flag after the If: whether it is there, NULL if surely (pt, pe: on each branch) */
static Value *
mergeflag(Builder *b, Node *n, Value *pt, Value *pe)
{
	Value *c = ir_in(n, 0);
	Node *nd = c->def;
	if (!pt && pe == c)
		return pe; /* `if "a" in d:` refined the then branch: as before */
	if (!pe && nd && nd->op && op_is(nd->op, OP_aten___not___bool) && ir_in(nd, 0) == pt)
		return pt; /* `if "a" not in d:`, the else branch */
	if (pt == pe)
		return pt;
	Value *tv = pt ? pt : emit_const_bool(b, 1), *ev = pe ? pe : emit_const_bool(b, 1);
	return emit_ifoutputs(b, n, &tv, &ev, 1, NULL)[0];
}

/* key's value after the If (it, ie: its index on each branch, -1 if not there) */
static SV *
mergekey(Builder *b, Merging *m, Node *n, Sym name, SV *st, SV *se, SV *before, int it, int ie)
{
	const char *key = it >= 0 ? st->keys[it] : se->keys[ie];
	int ib = before && before->dict ? dict_keyat(b, before, key) : -1;
	SV *vt = it >= 0 ? st->el[it] : stand(b, n, 0, se->el[ie]);
	SV *ve = ie >= 0 ? se->el[ie] : stand(b, n, 1, st->el[it]);
	if (!vt || !ve) {
		emit_error(b, n->loc, "the branches of this 'if' leave %s with different keys, and its "
			"values are not tensors or numbers", sym_str(name)[0] == '$' ? "a dict" :
			arena_printf(b->a, "'%s'", sym_str(name)));
		return sv_poison(b);
	}
	if (!m && vt == ve)
		return vt;
	if (!m)
		return vt->k == SV_VALUE && ve->k == SV_VALUE ?
			sv_value(b, emit_ifoutputs(b, n, &vt->v, &ve->v, 1,
				NULL)[0]) : sv_poison(b);
	if (it >= 0) /* as the branch left it (written in place, appended to) */
		vt = merge_atend(b, m, 0, vt);
	if (ie >= 0)
		ve = merge_atend(b, m, 1, ve);
	return merge_value(b, m, name, vt, ve, ib >= 0 ? before->el[ib] : NULL);
}

/* does a branch that leaves a dict as d keep it SV.ordered after the If (whose keys are
 * keys): d is, and its keys come first (the others are not there on that branch)? */
static int
inorder(const SV *d, const char **keys)
{
	for (uint32_t k = 0; d->keys != keys && k < d->n; k++)
		if (strcmp(d->keys[k], keys[k]))
			return 0;
	return dict_ordered(d);
}

/* a dict on both branches: its keys, those the branches leave it with (the ones on one branch
 * only, or there at run time only, there after the If under a condition, has), each value
 * merged */
SV *
dict_merge(Builder *b, Merging *m, Node *n, Sym name, SV *st, SV *se, SV *before)
{
	uint32_t nk = 0;
	int *at = NULL, *ate = NULL;
	const char **keys = st->dict && se->dict ? mergekeys(b, st, se, &nk, &at, &ate) : NULL;
	if (!keys) {
		emit_error(b, n->loc, "the branches of this 'if' add keys to %s in different orders; "
			"the order of its keys must be known at compile time", sym_str(name)[0] == '$' ?
			"a dict" : arena_printf(b->a, "'%s'", sym_str(name)));
		return sv_poison(b);
	}
	SV *t = sv_new(b, SV_TUPLE);
	*t = *st;
	t->lst = NULL;
	t->n = nk;
	t->keys = keys;
	t->el = NEWA(b->a, SV *, nk + 1);
	t->has = NULL; /* made at the first key there on some paths only */
	for (uint32_t i = 0; i < nk; i++) {
		int it = at ? at[i] : i < st->n ? (int)i : -1;
		int ie = ate ? ate[i] : i < se->n ? (int)i : -1;
		Value *h = mergeflag(b, n, present(b, st, it), present(b, se, ie));
		if (h && !t->has)
			t->has = NEWA(b->a, Value *, nk + 1);
		if (h)
			t->has[i] = h;
		t->el[i] = mergekey(b, m, n, name, st, se, before, it, ie);
		if (t->el[i]->k == SV_POISON)
			return t->el[i];
	}
	t->ordered = (uint8_t)(inorder(st, keys) && inorder(se, keys));
	return t;
}

/* dict `name` is carried from `before`: its values one by one, and flags for the keys that
 * `end`, what the body left it as (the first attempt's), has where before has not, or on
 * other conditions (dict_learnkeys makes their slots) */
int
dict_carry(Builder *b, LoopB *L, Sym name, SV *before, SV *end)
{
	SV *w = sv_new(b, SV_TUPLE);
	*w = *before;
	w->lst = NULL;
	w->ordered = (uint8_t)dict_ordered(before); /* (keys it lacks come after) */
	if (w->n && carry_named(b, L, name, w, 1) < 0)
		return -1;
	int learned = L->r.learned; /* (this attempt's end: the slots are new anyway) */
	if (end && end->k == SV_TUPLE && end->dict && dict_keysend(b, &L->r, name, w, end) < 0)
		return -1;
	L->r.learned = learned;
	if (!w->n && !L->r.keys.n) /* (a dict the body cleared) */
		return emit_error(b, L->s->loc,
			"this loop changes which keys a dict has; its keys must "
			"be known at compile time");
	return 0;
}

/* d with the new key k, its value v and its flag has (false: the dict starts without it) */
static SV *
withkey(Builder *b, SV *d, const char *k, SV *v, Value *has)
{
	SV *r = sv_new(b, SV_TUPLE);
	*r = *d;
	r->lst = NULL;
	r->n = d->n + 1;
	r->el = NEWA(b->a, SV *, r->n + 1);
	r->keys = NEWA(b->a, const char *, r->n + 1);
	r->has = NEWA(b->a, Value *, r->n + 1);
	fe_copy(r->el, d->el, sizeof *r->el * d->n);
	fe_copy(r->keys, d->keys, sizeof *r->keys * d->n);
	if (d->has)
		fe_copy(r->has, d->has, sizeof *r->has * d->n);
	r->el[d->n] = v, r->keys[d->n] = k, r->has[d->n] = has;
	return r;
}

/* the keys of dicts a loop carries that its ends taught (dict_keysend): each is carried with a
 * flag, and with its value if the dict did not have it before the loop (a stand-in until a
 * run sets it, never read: its flag is false).  1 if one was learned */
int
dict_learnkeys(Builder *b, LoopB *L)
{
	Region *r = &L->r;
	for (uint32_t k = 0; k < r->keys.n; k++) {
		KeyEnd *e = &r->keys.v[k];
		int first = -1;
		for (uint32_t j = 0; j < r->ncarried && first < 0; j++)
			if (r->carried[j] == e->name && r->instore[j] && r->part[j] >= 0)
				first = (int)j;
		SV *w = first >= 0 ? r->whole[first] : e->dict;
		int i = dict_keyat(b, w, e->key);
		if (i < 0) {
			SV *v = dict_standin(b, e->v);
			if (!v)
				return emit_error(b, L->s->loc,
					"this loop adds the key '%s' to a dict of "
					"lists (or of values other than tensors and numbers); a loop may add "
					"keys to a dict of tensors or numbers only", e->key);
			w = withkey(b, w, e->key, v, emit_const_bool(b, 0));
			i = (int)w->n - 1;
			carry_slot(b, L, e->name, v, 1, i);
		}
		carry_slot(b, L, e->name, sv_value(b, w->has[i]), 1, i);
		r->flag[r->ncarried - 1] = 1;
		carry_rewhole(r, e->name, w);
	}
	int any = r->keys.n > 0;
	r->keys.n = 0;
	return any;
}

/* the slot of the flag of dict `name`'s key k, or -1 if the loop carries none */
static int
flagslot(Region *r, Sym name, int k)
{
	for (uint32_t j = 0; j < r->ncarried; j++)
		if (r->carried[j] == name && r->instore[j] && r->flag[j] && r->part[j] == k)
			return (int)j;
	return -1;
}

/* e, to be carried with a flag from the next attempt (once) */
static void
learnkey(Builder *b, Region *r, KeyEnd e)
{
	for (uint32_t k = 0; k < r->keys.n; k++)
		if (r->keys.v[k].name == e.name && !strcmp(r->keys.v[k].key, e.key))
			return;
	vpush(b->a, &r->keys, e);
}

/* a loop carries dict `before` (in storage name) and a path through its body ends with it
 * as `now`: the keys now has that before has not, or has on other conditions than before
 * (which the loop carries no flag for yet), are learned (learnkey), and so is a `now` not
 * SV.ordered where before is (the body is built again with before not: then a key may be
 * set where it may not be only if no key that may not be there follows it).  An error for
 * a key the path removes or moves (whether the dict has it, or where, would depend on how
 * many times the loop ran), else 0 */
int
dict_keysend(Builder *b, Region *r, Sym name, SV *before, const SV *now)
{
	if (before->ordered && !dict_ordered(now)) {
		SV *w = sv_new(b, SV_TUPLE);
		*w = *before;
		w->ordered = 0;
		carry_rewhole(r, name, w);
		r->learned = 1;
		before = w;
	}
	for (uint32_t k = 0; k < now->n; k++) {
		int at = dict_keyat(b, before, now->keys[k]);
		Value *h = now->has ? now->has[k] : NULL, *was = at < 0 || !before->has ? NULL :
			before->has[at];
		if (at >= 0 && (uint32_t)at != k)
			return emit_error(b, r->loc,
				"this loop changes the order of a dict's keys (at "
				"'%s'); where a key is would depend on how many times the loop ran",
				now->keys[k]);
		if (at >= 0 && (h == was || flagslot(r, name, at) >= 0))
			continue;
		if (at >= 0 && !was)
			return emit_error(b, r->loc,
				"this loop removes the key '%s' from a dict on some "
				"paths, so whether the dict has it would depend on how the loop ran",
				now->keys[k]);
		learnkey(b, r, (KeyEnd){name, now->keys[k], now->el[k], before});
	}
	for (uint32_t k = 0; k < before->n; k++)
		if (dict_keyat(b, now, before->keys[k]) < 0)
			return emit_error(b, r->loc,
				"this loop removes the key '%s' from a dict, so whether "
				"the dict has it would depend on how many times the loop ran",
				before->keys[k]);
	return 0;
}

/* carried slot i, the flag of a dict's key, at a path's end where the dict is c: whether c
 * has the key */
static Value *
dict_flagend(Builder *b, Region *r, uint32_t i, const SV *c)
{
	Value *h = c->has ? c->has[r->part[i]] : NULL;
	return h ? h : emit_const_bool(b, 1);
}

/* carried slot i, a value of a dict in a storage or its key's flag, at a path's end: what
 * the dict has there, its keys learned (dict_keysend).  NULL after an error */
Value *
dict_carriedend(Builder *b, Region *r, uint32_t i)
{
	SV *c = env_get(&b->store, r->carried[i]), *w = r->whole[i];
	if (!(c->k == SV_TUPLE && c->dict)) {
		emit_error(b, r->loc, "this loop changes which keys a dict has; its keys must be known "
			"at compile time");
		return NULL;
	}
	if (dict_keysend(b, r, r->carried[i], w, c))
		return NULL;
	if (r->flag[i])
		return dict_flagend(b, r, i, c);
	SV *e = tensor_now(b, c->el[r->part[i]]);
	if (e->k != SV_VALUE)
		return NULL;
	tensor_end(b, r, i, e); /* what it may share with other carried tensors */
	return e->v;
}

/* the dict t, carried from slot i on, takes the flags of its keys from sv */
void
dict_keyflags(Builder *b, Region *r, uint32_t i, SV *t, SV **sv)
{
	for (uint32_t j = i; j < r->ncarried; j++) {
		if (r->carried[j] != r->carried[i] || !r->flag[j])
			continue;
		if (t->has == r->whole[i]->has) {
			Value **h = NEWA(b->a, Value *, t->n + 1);
			if (t->has)
				fe_copy(h, t->has, sizeof *h * t->n);
			t->has = h;
		}
		t->has[r->part[j]] = sv[j]->v;
	}
}
