/* What the end of a loop body's path teaches the next attempt: the values each carried
 * name ended with (carriedval), whether a carried tensor is still its initial one or a tensor
 * made before the loop (flags: firstnow, candidate), which carried names ended as one tensor,
 * what sequences hold, and which dict keys the end has (stmt_keysend). */
#include <stdlib.h>
#include <string.h>
#include "stmt.h"

/* is "carried variable i is `to`" followed by a First flag of the loop (to is the tensor i
 * began as), not by a link? */
static int
flagged(Region *r, uint32_t i, Ref *to)
{
	for (uint32_t k = 0; k < r->firsts.n; k++)
		if (r->firsts.v[k].i == i && tensor_sameref(r->firsts.v[k].init, to))
			return 1;
	return 0;
}

/* is x, which carried variable i (a name, a tuple's leaf or a dict's value) ends a path
 * as, such a tensor?  A new one is learned (the body is built again with its flag).  *why:
 * for memory made before the loop that cannot be, why (said where a write is refused), else
 * NULL */
static int
candidate(Builder *b, Region *r, uint32_t i, Ref *x, const char **why)
{
	*why = NULL;
	if (x->st->id >= r->smark || x->st->list || !tensor_base(b, x->st))
		return 0;
	if (!tensor_canremake(x, r->loopblk))
		*why = "a run of the loop rebinds it to a view of a tensor made before the loop, "
			"with arguments the loop computes, so which elements it is may change from "
			"run to run";
	if ((r->instore[i] && (r->part[i] < 0 || r->flag[i])) || x->nalt || x->namb ||
	    x->st->elem || *why)
		return 0;
	uint32_t n = 0;
	for (uint32_t k = 0; k < r->cands.n; k++) {
		if (r->cands.v[k].i != i)
			continue;
		if (tensor_sameref(r->cands.v[k].to, x))
			return 1;
		n++;
	}
	for (uint32_t k = 0; k < r->firsts.n; k++)
		n += r->firsts.v[k].i == i;
	if (n >= MAXCANDS) {
		*why = arena_printf(b->a, "a run of the loop rebinds it to one of more than %d "
			"tensors made before the loop", MAXCANDS);
		return 0;
	}
	vpush(b->a, &r->cands, ((Cand){i, x}));
	r->learned = 1;
	return 1;
}

/* e, unless known already (a tensor's memory is new in each attempt: its slot tells); new:
 * the body is built again (an outer memory only if the loop carries it: else the next
 * attempt's parameters need not know) */
void
stmt_learn(Builder *b, Region *r, SeqEnd e)
{
	for (uint32_t k = 0; k < r->ends.n; k++) {
		SeqEnd *o = &r->ends.v[k];
		if (o->k == e.k && o->i == e.i && ((e.k != SE_OUTER && e.k != SE_WROTE) ||
		    o->st == e.st))
			return;
	}
	vpush(b->a, &r->ends, e);
	r->learned |= e.k != SE_OUTER || stmt_iscarried(r, e.st->name);
}

/* carried variable i ends a path of the body as v: if a sequence, what it holds then */
static void
seqend(Builder *b, Region *r, uint32_t i, Value *v)
{
	if (!held_holder(v->type))
		return;
	uint32_t n;
	Hold *e = held_of(b, v, &n);
	for (uint32_t k = 0; k < n; k++) {
		SrcLoc w;
		if (held_stale(b, &e[k], &w))
			stmt_learn(b, r, (SeqEnd){SE_STALE, i, NULL, w});
		else if (e[k].st->id < r->smark && tensor_base(b, e[k].st))
			stmt_learn(b, r, (SeqEnd){SE_OUTER, i, e[k].st, w});
	}
}

/* the pair carried variable i is the i of (j: the j of), or NULL */
Pair *
stmt_pairof(Region *r, uint32_t i, int j)
{
	for (uint32_t k = 0; k < r->pairs.n; k++)
		if ((j ? r->pairs.v[k].j : r->pairs.v[k].i) == i)
			return &r->pairs.v[k];
	return NULL;
}

/* the tensor carried variable j (a name) is bound to now, or NULL */
static Ref *
carriedref(Builder *b, Region *r, uint32_t j)
{
	SV *sv = env_get(&b->env, r->carried[j]);
	return sv && sv->k == SV_VALUE ? sv->ref : NULL;
}

/* identity k of tensor x: x itself (k = 0, always) or the tensor its alt k - 1 says it is */
static Ref *
ident(Ref *x, uint32_t k, Value **cond)
{
	*cond = k ? x->alt[k - 1].cond : NULL;
	return k ? x->alt[k - 1].to : x;
}

/* is `to` one of the tensors o is (ident), and under which condition (*cond, NULL: always) */
static int
isident(Ref *o, Ref *to, Value **cond)
{
	for (uint32_t k = 0; o && k <= o->nalt; k++)
		if (tensor_sameref(ident(o, k, cond), to))
			return 1;
	return 0;
}

/* a and c (NULL: true), by op (__and__, __or__) */
static Value *
boolop(Builder *b, const char *op, Value *a, Value *c, SrcLoc loc)
{
	if (!a || !c)
		return a ? a : c;
	SV *two[2] = {sv_value(b, a), sv_value(b, c)};
	SV *e = b_callop(b, op, NULL, two, 2, NULL, NULL, 0, loc);
	return e->k == SV_VALUE ? e->v : NULL;
}

/* a pair's flag at a path's end: are i and j one tensor?  So they are where a tensor i is
 * (itself, or one its alts say it is under their conditions) is one j is, under both
 * conditions (i still its parameter, j still theirs: the flag as the run began).  Any
 * other way they may share memory is a link (their writes are refused), so false is right
 * for the rest. */
static Value *
pairnow(Builder *b, Region *r, Pair *p)
{
	Ref *x = carriedref(b, r, p->i), *o = carriedref(b, r, p->j);
	Value *c = NULL;
	int any = 0;
	for (uint32_t k = 0; x && o && k <= x->nalt; k++) {
		for (uint32_t m = 0; m <= o->nalt; m++) {
			Value *cx, *co;
			if (!tensor_sameref(ident(x, k, &cx), ident(o, m, &co)))
				continue;
			Value *both = boolop(b, "__and__", cx, co, r->loc);
			if (!both) /* (always) */
				return b_const_bool(b, 1);
			c = any ? boolop(b, "__or__", c, both, r->loc) : both;
			any = 1;
		}
	}
	return c ? c : b_const_bool(b, 0);
}

/* records the memory the tensors in sv live in as carried variable i's */
static void
held(Builder *b, Region *r, uint32_t i, SV *sv)
{
	if (sv->k == SV_TUPLE)
		for (uint32_t k = 0; k < sv->n; k++)
			held(b, r, i, sv->el[k]);
	else if (sv->k == SV_VALUE && sv->ref) {
		Ref *x = sv->ref;
		const char *why;
		Pair *p = stmt_pairof(r, i, 0);
		Ref *o = p ? carriedref(b, r, p->j) : NULL;
		if (flagged(r, i, x) || candidate(b, r, i, x, &why)) /* a First flag says it is x */
			return;
		Value *c;
		if (o && isident(o, x, &c)) /* it is j's tensor: the pair's flag says so (pairnow) */
			return;
		if (x->st->held && x->st->id >= r->smark)
			stmt_learn(b, r, (SeqEnd){SE_HELD, i, x->st, {0, 0, 0, 0}});
		vpush(b->a, &r->held, ((Held){i, x->st, 0, why, x}));
		for (uint32_t k = 0; k < x->nalt; k++) {
			Ref *to = x->alt[k].to;
			if ((o && isident(o, to, &c)) || flagged(r, i, to) ||
			    candidate(b, r, i, to, &why))
				continue;
			vpush(b->a, &r->held, ((Held){i, to->st, 0, why, to}));
		}
		for (uint32_t k = 0; k < x->namb; k++)
			vpush(b->a, &r->held, ((Held){i, x->amb[k].st,
				x->amb[k].ver != tensor_base(b, x->amb[k].st), NULL, NULL}));
	}
}

/* the First flag f at a path's end: is its variable (still, or again) the initial tensor?
 * v: the flag's value there.  A variable rebound to a tensor that is the body's parameter
 * or the initial tensor under a condition (an inner loop's output, an if's merge) is it
 * when that condition holds. */
static Value *
firstnow(Builder *b, First *f, SV *now, Value *v, SrcLoc loc)
{
	if (!now || now->k != SV_VALUE || !now->ref)
		return b_const_bool(b, 0);
	if (now->ref == f->param)
		return v;
	if (tensor_sameref(now->ref, f->init)) /* (rebound to it: `y = x` again, `y = w`) */
		return b_const_bool(b, 1);
	Value *c = NULL;
	for (uint32_t k = 0; k < now->ref->nalt; k++) {
		Alt *a = &now->ref->alt[k];
		int init = a->to != f->param && tensor_sameref(a->to, f->init);
		if (a->to != f->param && !init)
			continue;
		SV *two[2] = {sv_value(b, a->cond), sv_value(b, v)};
		SV *t = init ? two[0] : b_callop(b, "__and__", NULL, two, 2, NULL, NULL,
			0, loc);
		SV *acc[2] = {sv_value(b, c), t};
		SV *o = c ? b_callop(b, "__or__", NULL, acc, 2, NULL, NULL, 0, loc) : t;
		if (o->k != SV_VALUE)
			return NULL;
		c = o->v;
	}
	return c ? c : b_const_bool(b, 0);
}

int
stmt_agg(const SV *sv, int lists)
{
	return sv->k == SV_TUPLE && !sv->dict && (!sv->list || (lists && sv->n > 0));
}

/* the number of leaves of sv, or -1 if one is not a tensor or number (a dict, an object,
 * a list unless lists) */
int
stmt_nleaves(const SV *sv, int lists)
{
	if (!stmt_agg(sv, lists))
		return sv->k == SV_VALUE ? 1 : -1;
	int n = 0;
	for (uint32_t k = 0; k < sv->n; k++) {
		int m = stmt_nleaves(sv->el[k], lists);
		if (m < 0)
			return -1;
		n += m;
	}
	return n;
}

/* must list `name` be carried as a sequence (Region.seqlists)? */
int
stmt_seqlisted(const Region *r, Sym name)
{
	return r->seqlists && names_has(r->seqlists, name);
}

/* does sv hold a list? */
static int
haslist(const SV *sv)
{
	if (sv->k != SV_TUPLE || sv->dict)
		return 0;
	int has = sv->list;
	for (uint32_t k = 0; k < sv->n && !has; k++)
		has = haslist(sv->el[k]);
	return has;
}

static void
flatleaves(Builder *b, SV *sv, Flat *f)
{
	if (!stmt_agg(sv, 1)) {
		vpush(b->a, &f->leaves, sv);
		return;
	}
	for (uint32_t i = 0; i < sv->n; i++)
		flatleaves(b, sv->el[i], f);
}

/* leaf k of sv if sv has the shape of w, else NULL; sv flattened once into f (w NULL: any
 * shape) */
SV *
stmt_leafof(Builder *b, Flat *f, SV *sv, const SV *w, uint32_t k)
{
	if (f->sv != sv || f->w != w) {
		f->sv = sv, f->w = w, f->leaves.n = 0;
		f->ok = !w || stmt_sameshape(sv, w);
		if (f->ok)
			flatleaves(b, sv, f);
	}
	return f->ok && k < f->leaves.n ? f->leaves.v[k] : NULL;
}

/* a dict or rows (a list of tuples) is carried value by value, as it was: not nested */
int
stmt_flatcarry(const SV *w)
{
	return w->dict || w->k == SV_ROWS;
}

/* does sv have the shape of w (nesting, tuple or list, lengths), with tensors and numbers
 * at its leaves? */
int
stmt_sameshape(const SV *sv, const SV *w)
{
	if (!stmt_agg(w, 1))
		return sv->k == SV_VALUE;
	if (!stmt_agg(sv, 1) || sv->list != w->list || sv->n != w->n)
		return 0;
	for (uint32_t k = 0; k < w->n; k++)
		if (!stmt_sameshape(sv->el[k], w->el[k]))
			return 0;
	return 1;
}

/* the lists in sv are ones a loop rebinds: not to be changed in place (LOOPFORK) */
void
stmt_forklists(Builder *b, SV *sv)
{
	if (sv->k != SV_TUPLE || sv->dict)
		return;
	for (uint32_t k = 0; k < sv->n; k++)
		stmt_forklists(b, sv->el[k]);
	if (sv->list) {
		list_own(b, sv);
		list_fork(b, sv->lst, LOOPFORK);
	}
}

SV *
stmt_reshaped(Builder *b, const SV *w, Region *r, uint32_t i, SV **sv, uint32_t *k, uint32_t *at)
{
	if (w->k != SV_TUPLE && w->k != SV_ROWS)
		return sv[stmt_partslot(r, i, (*k)++, at)];
	SV *t = sv_new(b, SV_TUPLE);
	*t = *w;
	t->lst = NULL;
	t->el = NEWA(b->a, SV *, t->n + 1);
	for (uint32_t e = 0; e < t->n; e++)
		t->el[e] = stmt_reshaped(b, w->el[e], r, i, sv, k, at);
	return t;
}

/* carried store variable i at a path's end: a storage's base, or a First flag */
static Value *
stillfirst(Builder *b, Region *r, uint32_t i, Flat *fc)
{
	Value *v = env_get(&b->store, r->carried[i])->v;
	for (uint32_t k = 0; k < r->pairs.n; k++)
		if (r->pairs.v[k].f == i)
			return pairnow(b, r, &r->pairs.v[k]);
	for (uint32_t k = 0; k < r->firsts.n; k++) {
		First *f = &r->firsts.v[k];
		if (f->f != i)
			continue;
		int part = r->part[f->i];
		SV *w = part >= 0 ? r->whole[f->i] : NULL;
		SV *now = env_get(r->instore[f->i] ? &b->store : &b->env, r->carried[f->i]);
		if (now && w && stmt_flatcarry(w)) /* value part of the dict it is in */
			now = now->k == SV_TUPLE && (uint32_t)part < now->n ? now->el[part] : NULL;
		else if (now && w) /* leaf part of the tuple it is in */
			now = stmt_leafof(b, fc, now, w, (uint32_t)part);
		return firstnow(b, f, now, v, r->loc);
	}
	return v;
}

/* carried variable i is split by an if in the body, one side of the dtype carried: the
 * other side's dtype, converted to in each branch, so that the loop is carried in it (the
 * attempt is built again, with its uses checked: retype) */
static Value *
splitend(Builder *b, Region *r, uint32_t i, SV *sv)
{
	Type *c = r->ctypes[i], *p = sv->el[0]->v->type, *q = sv->el[1]->v->type;
	if (c->kind == T_TENSOR && p->kind == T_TENSOR && q->kind == T_TENSOR &&
	    (c->dtype == p->dtype || c->dtype == q->dtype))
		return b_splitcast(b, sv, r->carried[i], c->dtype == p->dtype ? q->dtype : p->dtype,
			r->loc);
	b_splituse(b, sv, r->carried[i], r->loc, "this loop carries one type");
	return NULL;
}

/* carried store variable i at a path's end: a field of a list of tuples (rows.c), whose
 * contents are made rows once, at the first field */
static Value *
rowsfield(Builder *b, Region *r, uint32_t i, SrcLoc loc)
{
	SV *c = env_get(&b->store, r->carried[i]), *w = r->whole[i];
	if (c->k != SV_ROWS) {
		if (!list_islist(c) || !(c = list_dyn(b, c, loc)))
			return NULL;
		env_set(b->a, &b->store, r->carried[i], c);
	}
	if (c->k != SV_ROWS || c->n != w->n) {
		b_error(b, r->loc, "this loop changes what the tuples of a list hold");
		return NULL;
	}
	return c->el[r->part[i]]->v;
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
stmt_keysend(Builder *b, Region *r, Sym name, SV *before, const SV *now)
{
	if (before->ordered && !dict_ordered(now)) {
		SV *w = sv_new(b, SV_TUPLE);
		*w = *before;
		w->ordered = 0;
		stmt_rewhole(r, name, w);
		r->learned = 1;
		before = w;
	}
	for (uint32_t k = 0; k < now->n; k++) {
		int at = dict_keyat(b, before, now->keys[k]);
		Value *h = now->has ? now->has[k] : NULL, *was = at < 0 || !before->has ? NULL :
			before->has[at];
		if (at >= 0 && (uint32_t)at != k)
			return b_error(b, r->loc, "this loop changes the order of a dict's keys (at "
				"'%s'); where a key is would depend on how many times the loop ran",
				now->keys[k]);
		if (at >= 0 && (h == was || flagslot(r, name, at) >= 0))
			continue;
		if (at >= 0 && !was)
			return b_error(b, r->loc, "this loop removes the key '%s' from a dict on some "
				"paths, so whether the dict has it would depend on how the loop ran",
				now->keys[k]);
		learnkey(b, r, (KeyEnd){name, now->keys[k], now->el[k], before});
	}
	for (uint32_t k = 0; k < before->n; k++)
		if (dict_keyat(b, now, before->keys[k]) < 0)
			return b_error(b, r->loc, "this loop removes the key '%s' from a dict, so whether "
				"the dict has it would depend on how many times the loop ran",
				before->keys[k]);
	return 0;
}

/* carried slot i, the flag of a dict's key, at a path's end where the dict is c: whether c
 * has the key */
static Value *
flagend(Builder *b, Region *r, uint32_t i, const SV *c)
{
	Value *h = c->has ? c->has[r->part[i]] : NULL;
	return h ? h : b_const_bool(b, 1);
}

/* the carried part of a loop path's finish values, one per carried variable */
static int
carriedval(Builder *b, Region *r, Vals *out, SrcLoc loc)
{
	Flat fc = {0}, ff = {0}; /* the leaves of the last tuple seen, and of the last flag's */
	for (uint32_t i = 0; i < r->ncarried; i++) {
		if (r->instore[i] && r->part[i] >= 0 && r->whole[i]->k == SV_ROWS) {
			Value *v = rowsfield(b, r, i, loc);
			if (!v)
				return -1;
			vpush(b->a, out, v);
			continue;
		}
		if (r->instore[i] && r->part[i] >= 0) { /* a dict's value, or a key's flag */
			SV *c = env_get(&b->store, r->carried[i]), *w = r->whole[i];
			if (!(c->k == SV_TUPLE && c->dict))
				return b_error(b, r->loc, "this loop changes which keys a dict has; its "
					"keys must be known at compile time");
			if (stmt_keysend(b, r, r->carried[i], w, c))
				return -1;
			if (r->flag[i]) {
				vpush(b->a, out, flagend(b, r, i, c));
				continue;
			}
			SV *e = tensor_now(b, c->el[r->part[i]]);
			if (e->k != SV_VALUE)
				return -1;
			held(b, r, i, e); /* what it may share with other carried tensors */
			vpush(b->a, out, e->v);
			continue;
		}
		if (r->instore[i]) {
			SV *c = env_get(&b->store, r->carried[i]);
			Value *v = c->k == SV_TUPLE ? list_seq(b, c, NULL, loc) : stillfirst(b, r,
				i, &ff);
			if (!v)
				return -1;
			vpush(b->a, out, v);
			continue;
		}
		SV *sv = env_get(&b->env, r->carried[i]);
		if (!sv || sv->k == SV_UNDEF)
			sv = b_lookup(b, r->carried[i], loc); /* the error */
		else if (sv->k == SV_SPLIT && sv->v) /* retyped, still what the run began with */
			sv = tensor_now(b, sv->el[1]);
		else if (sv->k == SV_SPLIT && r->part[i] < 0) { /* an if gave it another dtype */
			Value *v = splitend(b, r, i, sv);
			if (!v)
				return -1;
			vpush(b->a, out, v);
			continue;
		}
		else if (fc.raw == sv) /* the next leaf of the tuple before */
			sv = fc.now;
		else /* may be stale: the next run's read refuses it then */
			fc.raw = sv, sv = fc.now = tensor_now(b, sv);
		if (r->part[i] >= 0 && r->whole[i]->k == SV_ROWS && sv->k != SV_POISON) {
			SV *q = list_islist(sv) ? list_dyn(b, sv, loc) : NULL; /* field k of rows */
			if (!q || q->k != SV_ROWS || q->n != r->whole[i]->n)
				return q ? b_error(b, r->loc, "'%s' is a list of tuples before this loop "
					"and something else inside it", sym_str(r->carried[i])) : -1;
			vpush(b->a, out, q->el[r->part[i]]->v);
			continue;
		}
		if (r->part[i] >= 0 && sv->k != SV_POISON && stmt_flatcarry(r->whole[i])) {
			uint32_t n = r->whole[i]->n; /* value k of a dict */
			if (!stmt_istuple(sv) || sv->n != n || sv->el[r->part[i]]->k != SV_VALUE)
				return b_error(b, r->loc, "'%s' is a tuple of %u tensors or numbers before "
					"this loop and something else inside it", sym_str(r->carried[i]), n);
			sv = sv->el[r->part[i]];
		} else if (r->part[i] >= 0 && sv->k != SV_POISON) { /* leaf k of a tuple */
			SV *l = stmt_leafof(b, &fc, sv, r->whole[i], (uint32_t)r->part[i]);
			if (!l) {
				if (!haslist(r->whole[i]))
					return b_error(b, r->loc, "'%s' is a tuple of %d tensors or numbers "
						"before this loop and something else inside it",
						sym_str(r->carried[i]), stmt_nleaves(r->whole[i],
							1));
				r->relist = r->carried[i]; /* (this attempt is not kept) */
				vpush(b->a, out, merge_uninit(b, r->ctypes[i]));
				continue;
			}
			sv = l;
		}
		held(b, r, i, sv);
		if (sv->k == SV_POISON)
			return -1;
		if (list_islist(sv)) { /* a name rebound to lists: carried as a sequence */
			Value *v = list_seq(b, sv, NULL, loc);
			if (!v)
				return -1;
			vpush(b->a, out, v);
			continue;
		}
		if (sv->k != SV_VALUE)
			return b_error(b, r->loc, "'%s' changes kind inside this loop; only tensors "
				"and numbers can be carried by a loop", sym_str(r->carried[i]));
		vpush(b->a, out, sv->v);
	}
	return 0;
}

/* the same, and what its sequences hold learned (seqend) */
int
stmt_carriedvals(Builder *b, Region *r, Vals *out, SrcLoc loc)
{
	uint32_t at = out->n;
	if (carriedval(b, r, out, loc) < 0)
		return -1;
	for (uint32_t i = 0; i < r->ncarried; i++)
		seqend(b, r, i, out->v[at + i]);
	return 0;
}
