/* The kit every value kind carries through a loop with (merge.h): the loop's carried slots
 * (carry_slot: a name, a storage, a tuple's leaf, a dict's value or key flag, each with its
 * initial value; a tensor others may hold gets a First flag or links to what it may share:
 * carry_link), a name carried as a whole tuple leaf by leaf or a dict value by value
 * (carry_named), the set of carried names (carry_has), and a tuple's leaves in order
 * (carry_nleaves, carry_leafof, carry_sameshape); what a body's end taught about the
 * sequences a loop carries, kept for the next attempt (carry_learnseq). */
#include <stdlib.h>
#include <string.h>
#include "merge.h"

/* name's slot in r->cset (found or empty) */
static Sym *
cslot(Region *r, Sym name)
{
	uint32_t h = (uint32_t)name * 0x9e3779b1u & (r->ccap - 1);
	while (r->cset[h] && r->cset[h] != name)
		h = (h + 1) & (r->ccap - 1);
	return &r->cset[h];
}

/* a search of every carried name per question made a loop carrying N values N^2 */
int
carry_has(Region *r, Sym name)
{
	return r->ccap && *cslot(r, name) == name;
}

static void
addcset(Builder *b, Region *r, Sym name)
{
	if (2 * (r->cn + 1) > r->ccap) {
		Sym *old = r->cset;
		uint32_t oldcap = r->ccap;
		r->ccap = r->ccap ? 2 * r->ccap : 64;
		r->cset = NEWA(b->a, Sym, r->ccap);
		for (uint32_t k = 0; k < oldcap; k++)
			if (old[k])
				*cslot(r, old[k]) = old[k];
	}
	Sym *at = cslot(r, name);
	r->cn += !*at;
	*at = name;
}

/* name is carried from sv: a tuple element by element (a tuple of tensors and numbers) */
int
carry_named(Builder *b, LoopB *L, Sym name, SV *sv, int instore)
{
	int lists = !instore && !carry_seqlisted(&L->r, name);
	if ((!carry_istuple(sv) && sv->k != SV_ROWS && !(lists && carry_agg(sv, 1))) ||
	    (instore && !sv->dict && sv->k != SV_ROWS)) {
		carry_slot(b, L, name, sv, instore, -1);
		return 0;
	}
	if (sv->dict && sv->n == 0) /* (the body gave it keys: an empty dict is not carried) */
		return emit_error(b, L->s->loc,
			"this loop changes which keys a dict has; its keys must "
			"be known at compile time");
	if (sv->n == 0 || sv->n > INT16_MAX)
		return emit_error(b, L->s->loc,
			"'%s' is a tuple of %u; a loop carries tuples of 1 to "
			"%d tensors or numbers", sym_str(name), sv->n, INT16_MAX);
	for (uint32_t k = 0; k < sv->n; k++)
		if (sv->dict && list_islist(sv->el[k]))
			return emit_error(b, L->s->loc,
				"this loop sets a key of a dict of lists; a loop "
				"may change the lists such a dict holds, not the dict");
		else if (sv->dict && sv->el[k]->k != SV_VALUE)
			return emit_error(b, L->s->loc,
				"this loop changes a dict holding tuples, lists "
				"or other values; a loop carries dicts of tensors and numbers only");
	int n = carry_flat(sv) ? (int)sv->n : carry_nleaves(sv, lists);
	if (n > 0 && !carry_flat(sv))
		carry_forklists(b, sv);
	if (n < 0)
		return emit_error(b, L->s->loc,
			"'%s' is a tuple holding lists, dicts or other values; "
			"a loop carries tuples of tensors and numbers (nested or not) only",
			sym_str(name));
	if (n == 0 || n > INT16_MAX)
		return emit_error(b, L->s->loc, "'%s' is a tuple of %d tensors or numbers; a loop "
			"carries tuples of 1 to %d", sym_str(name), n, INT16_MAX);
	Flat f = {0};
	for (uint32_t k = 0; k < (uint32_t)n; k++) {
		uint32_t at = L->r.ncarried; /* (a First flag may follow it) */
		carry_slot(b, L, name, tensor_now(b,
			carry_flat(sv) ? sv->el[k] : carry_leafof(b, &f, sv,
			NULL,
			k)), instore, (int)k);
		L->r.whole[at] = sv;
	}
	return 0;
}

/* the slots of carried dict `name` take whole as its shape (stmt_bindcarried) */
void
carry_rewhole(Region *r, Sym name, SV *whole)
{
	for (uint32_t j = 0; j < r->ncarried; j++)
		if (r->carried[j] == name && r->instore[j] && r->part[j] >= 0)
			r->whole[j] = whole;
}

/* may a tensor carried from r be seen other than through the carried name (a view, a
 * tensor an if picked, another name, list, dict, sequence or optional holding it)? */
static int
sharedinit(Builder *b, Ref *r)
{
	return r->nchain || r->nalt || env_seeing(&b->env, r->st) > 1 ||
		r->st->held; /* (a sequence or optional holds its value) */
}

/* carried slot i is a tensor value of a dict, starting from r: the body's parameter and
 * the loop's output are new tensors, which is right while nothing else sees r (the dict
 * alone holds it; a write in the body is then carried as the dict's value).  Otherwise
 * neither r nor what the loop makes of it may be written in place: the write would have
 * to reach both */
static void
dictvalue(Builder *b, LoopB *L, uint32_t i, Ref *r)
{
	if (!sharedinit(b, r) && !r->namb)
		return;
	const char *why = "it is a value of a dict a loop carries, and another name, list or dict "
		"holds the tensor it starts from";
	L->fixed[i] = why;
	tensor_fix(b, r, why);
}

/* name (in store: a storage) is carried, starting from sv's value */
void
carry_slot(Builder *b, LoopB *L, Sym name, SV *sv, int instore, int part)
{
	Region *r = &L->r;
	if (r->ncarried == L->cap) {
		uint32_t cap = L->cap ? 2 * L->cap : 8;
		Sym *c = NEWA(b->a, Sym, cap);
		uint8_t *st = NEWA(b->a, uint8_t, cap);
		Type **t = NEWA(b->a, Type *, cap);
		Value **v = NEWA(b->a, Value *, cap);
		const char **fx = NEWA(b->a, const char *, cap);
		int16_t *pt = NEWA(b->a, int16_t, cap);
		uint8_t *fl = NEWA(b->a, uint8_t, cap);
		SV **wh = NEWA(b->a, SV *, cap);
		fe_copy(c, r->carried, sizeof *c * r->ncarried);
		fe_copy(pt, r->part, sizeof *pt * r->ncarried);
		fe_copy(fl, r->flag, sizeof *fl * r->ncarried);
		fe_copy(wh, r->whole, sizeof *wh * r->ncarried);
		r->part = pt, r->flag = fl, r->whole = wh;
		fe_copy(st, r->instore, sizeof *st * r->ncarried);
		fe_copy(t, L->types, sizeof *t * r->ncarried);
		fe_copy(v, L->init, sizeof *v * r->ncarried);
		fe_copy(fx, L->fixed, sizeof *fx * r->ncarried);
		r->carried = c, r->instore = st, L->types = t, L->init = v, L->cap = cap;
		L->fixed = fx;
	}
	uint32_t i = r->ncarried++;
	r->carried[i] = name;
	addcset(b, r, name);
	r->instore[i] = (uint8_t)instore;
	r->part[i] = (int16_t)part;
	r->flag[i] = 0;
	r->whole[i] = NULL;
	L->init[i] = sv->v;
	L->types[i] = sv->v->type;
	L->fixed[i] = sv->k == SV_VALUE && sv->ref ? sv->ref->st->fixed : NULL;
	if (instore && part >= 0 && sv->k == SV_VALUE && sv->ref)
		dictvalue(b, L, i, sv->ref);
	if (instore || sv->k != SV_VALUE || !sv->ref)
		return;
	/* the first run's parameter is the initial tensor, which others may hold */
	int shared = sharedinit(b, sv->ref);
	if (shared && !sv->ref->namb) {
		Sym flag = sym_fmt("$first%u", b->nfirst++);
		SV *yes = sv_value(b, emit_const_bool(b, 1));
		env_set(b->a, &b->store, flag, yes);
		carry_slot(b, L, flag, yes, 1, -1);
		vpush(b->a, &r->firsts, ((First){i, r->ncarried - 1, sv->ref, NULL}));
		return;
	}
	if (shared || sv->ref->namb || sv->ref->nalt)
		carry_link(b, L, (LoopLink){i, 0, sv->ref->st, 0, NULL});
	for (uint32_t k = 0; k < sv->ref->nalt; k++) { /* what it is under a condition */
		Alt *a = &sv->ref->alt[k];
		carry_link(b, L, (LoopLink){i, 0, a->to->st, a->ver != tensor_base(b, a->to->st),
			NULL});
	}
	for (uint32_t k = 0; k < sv->ref->namb; k++) { /* and what it may share */
		Amb *a = &sv->ref->amb[k];
		carry_link(b, L, (LoopLink){i, 0, a->st, a->ver != tensor_base(b, a->st), NULL});
	}
}

static uint32_t
linkhash(LoopLink l, uint32_t cap)
{
	uint64_t h = (uint64_t)l.i * 0x9e3779b1u ^ (uint64_t)l.j * 0x85ebca6bu ^
		(uint64_t)(uintptr_t)l.st >> 4;
	return (uint32_t)(h ^ h >> 29) & (cap - 1);
}

/* the slot of link l in L->linkat (found or empty); the table grows at half full */
static uint32_t *
linkslot(Builder *b, LoopB *L, LoopLink l)
{
	if (2 * (L->links.n + 1) > L->linkcap) {
		L->linkcap = L->linkcap ? 2 * L->linkcap : 64;
		L->linkat = NEWA(b->a, uint32_t, L->linkcap);
		for (uint32_t k = 0; k < L->links.n; k++) {
			uint32_t h = linkhash(L->links.v[k], L->linkcap);
			while (L->linkat[h])
				h = (h + 1) & (L->linkcap - 1);
			L->linkat[h] = k + 1;
		}
	}
	uint32_t h = linkhash(l, L->linkcap);
	for (LoopLink *o; L->linkat[h]; h = (h + 1) & (L->linkcap - 1))
		if (o = &L->links.v[L->linkat[h] - 1], o->i == l.i && o->j == l.j && o->st == l.st)
			break;
	return &L->linkat[h];
}

/* 1 if l is new (a search over every link made a loop carrying N aliased tensors N^2) */
int
carry_link(Builder *b, LoopB *L, LoopLink l)
{
	uint32_t *at = linkslot(b, L, l);
	if (*at) {
		L->links.v[*at - 1].stale |= l.stale;
		return 0;
	}
	vpush(b->a, &L->links, l);
	*at = L->links.n;
	return 1;
}

int
carry_agg(const SV *sv, int lists)
{
	return sv->k == SV_TUPLE && !sv->dict && (!sv->list || (lists && sv->n > 0));
}

/* the number of leaves of sv, or -1 if one is not a tensor or number (a dict, an object,
 * a list unless lists) */
int
carry_nleaves(const SV *sv, int lists)
{
	if (!carry_agg(sv, lists))
		return sv->k == SV_VALUE ? 1 : -1;
	int n = 0;
	for (uint32_t k = 0; k < sv->n; k++) {
		int m = carry_nleaves(sv->el[k], lists);
		if (m < 0)
			return -1;
		n += m;
	}
	return n;
}

/* must list `name` be carried as a sequence (Region.seqlists)? */
int
carry_seqlisted(const Region *r, Sym name)
{
	return r->seqlists && names_has(r->seqlists, name);
}

static void
flatleaves(Builder *b, SV *sv, Flat *f)
{
	if (!carry_agg(sv, 1)) {
		vpush(b->a, &f->leaves, sv);
		return;
	}
	for (uint32_t i = 0; i < sv->n; i++)
		flatleaves(b, sv->el[i], f);
}

/* leaf k of sv if sv has the shape of w, else NULL; sv flattened once into f (w NULL: any
 * shape) */
SV *
carry_leafof(Builder *b, Flat *f, SV *sv, const SV *w, uint32_t k)
{
	if (f->sv != sv || f->w != w) {
		f->sv = sv, f->w = w, f->leaves.n = 0;
		f->ok = !w || carry_sameshape(sv, w);
		if (f->ok)
			flatleaves(b, sv, f);
	}
	return f->ok && k < f->leaves.n ? f->leaves.v[k] : NULL;
}

/* a dict or rows (a list of tuples) is carried value by value, as it was: not nested */
int
carry_flat(const SV *w)
{
	return w->dict || w->k == SV_ROWS;
}

/* does sv have the shape of w (nesting, tuple or list, lengths), with tensors and numbers
 * at its leaves? */
int
carry_sameshape(const SV *sv, const SV *w)
{
	if (!carry_agg(w, 1))
		return sv->k == SV_VALUE;
	if (!carry_agg(sv, 1) || sv->list != w->list || sv->n != w->n)
		return 0;
	for (uint32_t k = 0; k < w->n; k++)
		if (!carry_sameshape(sv->el[k], w->el[k]))
			return 0;
	return 1;
}

/* the lists in sv are ones a loop rebinds: not to be changed in place (LOOPFORK) */
void
carry_forklists(Builder *b, SV *sv)
{
	if (sv->k != SV_TUPLE || sv->dict)
		return;
	for (uint32_t k = 0; k < sv->n; k++)
		carry_forklists(b, sv->el[k]);
	if (sv->list) {
		list_own(b, sv);
		list_fork(b, sv->lst, LOOPFORK);
	}
}

int
carry_istuple(const SV *sv)
{
	return sv->k == SV_TUPLE && !sv->list;
}

/* e, unless known already (a tensor's memory is new in each attempt: its slot tells); new:
 * the body is built again (an outer memory only if the loop carries it: else the next
 * attempt's parameters need not know) */
void
carry_learnseq(Builder *b, Region *r, SeqEnd e)
{
	for (uint32_t k = 0; k < r->ends.n; k++) {
		SeqEnd *o = &r->ends.v[k];
		if (o->k == e.k && o->i == e.i && ((e.k != SE_OUTER && e.k != SE_WROTE) ||
		    o->st == e.st))
			return;
	}
	vpush(b->a, &r->ends, e);
	r->learned |= e.k != SE_OUTER || carry_has(r, e.st->name);
}
