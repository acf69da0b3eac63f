/* Tensors after an `if` and through a loop (merge.h).  After an `if`: the same tensor object
 * on both branches keeps its merged memory; else an If output, new memory that is, under
 * each branch's condition, the tensor that branch left (Ref.alt), or may share it
 * (tensor_merge); names that were one tensor on a branch may share memory after it
 * (tensor_mergeshared).  Through a loop: which tensor a carried slot is, as the body's
 * parameter and as the loop's output: its initial tensor or one made before the loop while
 * a First flag says so, another carried slot's while a Pair's flag says so (tensor_firstalts,
 * tensor_pairup), else what it may share (tensor_links); at a body's end, each flag's value
 * (tensor_flagend) and what the slot is or may share (tensor_end), from which the next
 * attempt gets new flags, Pairs and links (tensor_learncands, tensor_learnlinks). */
#include <stdlib.h>
#include <string.h>
#include "merge.h"

/* r may share what x, a tensor on branch k, may: an entry still fresh at that branch's end
 * is fresh after the If (what the other branch wrote is not seen where x is the tensor) */
static void
inherit(Builder *b, Merging *m, int k, Ref *r, Ref *x)
{
	Ref fresh = *x;
	fresh.amb = NEWA(b->a, Amb, x->namb + 1);
	fresh.camb = 0;
	for (uint32_t i = 0; i < x->namb; i++) {
		Amb a = x->amb[i];
		if (a.ver == merge_endbase(b, m, k, a.st))
			a.ver = tensor_base(b, a.st);
		fresh.amb[i] = a;
	}
	fresh.alt = NEWA(b->a, Alt, x->nalt + 1);
	for (uint32_t i = 0; i < x->nalt; i++) {
		Alt a = x->alt[i];
		if (a.ver == merge_endbase(b, m, k, a.to->st))
			a.ver = tensor_base(b, a.to->st);
		fresh.alt[i] = a;
	}
	tensor_inherit(b, r, &fresh);
}

/* is v made inside If node n's branches? */
static int
insideif(const Node *n, const Value *v)
{
	for (const Block *k = v->def->owner; k && k->owner; k = k->owner->owner)
		if (k->owner == n)
			return 1;
	return 0;
}

/* x, made on branch k, is the tensors its alts say under their conditions (an inner if's
 * merge: `elif c2: y = v else: y = u`): so is r, when branch k ran too.  A condition made on
 * the branch is an If output (false on the other branch).  A tensor made on the branch is
 * seen after it only through the merge's outputs: r's own memory holds its value, and
 * another output that was that tensor may share it (Shared).  -1 if one cannot be followed
 * (r may share them instead: inherit) */
static int
altsof(Builder *b, Merging *m, int k, Ref *r, Ref *x)
{
	for (uint32_t i = 0; i < x->nalt; i++) {
		Value *c = x->alt[i].cond, *no = emit_const_bool(b, 0);
		if (x->alt[i].to->st->id >= m->mark) { /* made on the branch: gone after the If
							 * but for what the merge makes of it */
			vpush(b->a, &m->shared, ((Shared){x->alt[i].to->st, r}));
			continue;
		}
		if (insideif(m->n, c))
			c = emit_ifoutput(b, m->n, k ? no : c, k ? c : no, 0);
		else {
			SV *two[2] = {sv_value(b, merge_branchcond(b, m, k)), sv_value(b, c)};
			SV *both = oprow_apply(b, OP_aten___and___bool, two, 2, m->n->loc);
			c = both->k == SV_VALUE ? both->v : NULL;
		}
		if (!c || tensor_alt(b, r, c, x->alt[i].to) < 0)
			return -1;
	}
	return 0;
}

/* one side (branch k) of a merged tensor, x: what the merged tensor r may share because of it */
static void
mergeside(Builder *b, Merging *m, int k, Ref *r, Ref *x, SV *before)
{
	if (!x)
		return;
	if (x->st->fixed) /* r may be x, which may not be written */
		r->st->fixed = x->st->fixed;
	if (x->st->id >= m->mark) /* a sequence may hold x, made on the branch (held.c) */
		held_also(b, r->st, x->st);
	Value *c = x->st->id < m->mark && !x->namb ? merge_branchcond(b, m, k) : NULL;
	if (c && tensor_alt(b, r, c, x) == 0) {
		/* r is x when branch k ran (a write to r also writes x, then), and what x is
		 * under its conditions */
		for (uint32_t i = 0; i < x->nalt; i++) {
			SV *two[2] = {sv_value(b, c), sv_value(b, x->alt[i].cond)};
			SV *both = oprow_apply(b, OP_aten___and___bool, two, 2, m->n->loc);
			if (both->k != SV_VALUE || tensor_alt(b, r, both->v, x->alt[i].to) < 0)
				inherit(b, m, k, r, x);
		}
		return;
	}
	if (x->st->id >= m->mark && !x->namb && x->nalt && altsof(b, m, k, r, x) == 0) {
		vpush(b->a, &m->shared, ((Shared){x->st, r}));
		return;
	}
	inherit(b, m, k, r, x);
	if (x->st->id >= m->mark) {
		vpush(b->a, &m->shared, ((Shared){x->st, r}));
		return;
	}
	uint32_t held = env_seeing(&b->env, x->st);
	Ref *own = before && before->k == SV_VALUE ? before->ref : NULL;
	for (uint32_t i = 0; own && i <= own->namb; i++)
		held -= (i < own->namb ? own->amb[i].st : own->st) == x->st; /* the name's own
								 * binding, replaced by the merge */
	if (held)
		tensor_mayshare(b, r, x->st, "which tensor it is depends on the branch an 'if' took");
}

/* a tensor on both branches: the same tensor object (then the merged memory gives its
 * value), or an If output, new memory that may share what each branch's tensor did */
SV *
tensor_merge(Builder *b, Merging *m, Sym name, SV *st, SV *se, SV *before)
{
	if (st->ref && st->ref == se->ref) {
		SV *f = sv_new(b, SV_VALUE);
		*f = *st;
		f->ver = NULL;
		return tensor_now(b, f);
	}
	if (st == before)
		st = merge_atend(b, m, 0, st);
	if (se == before)
		se = merge_atend(b, m, 1, se);
	Type *tt = st->v->type, *te = se->v->type, *j = ty_join(tt, te);
	if (!j || (j->kind == T_OPTIONAL && (!opt_canopt(tt) || !opt_canopt(te))))
		return split_new(b, m->n, st, se, 1); /* refused where used, unless converted */
	if (j->kind == T_OPTIONAL)
		opt_into(b, st), opt_into(b, se);
	Value **o = emit_ifoutputs(b, m->n, &st->v, &se->v, 1, &name);
	SV *r = sv_value(b, o[0]);
	if (o[0]->type->kind != T_TENSOR)
		return r;
	tensor_own(b, r);
	mergeside(b, m, 0, r->ref, st->ref, before);
	mergeside(b, m, 1, r->ref, se->ref, before);
	return r;
}

/* merged tensors that were one tensor on a branch may share memory after the If */
void
tensor_mergeshared(Builder *b, Merging *m)
{
	for (uint32_t i = 0; i < m->shared.n; i++)
		for (uint32_t j = i + 1; j < m->shared.n; j++) {
			Shared *p = &m->shared.v[i], *q = &m->shared.v[j];
			if (p->inner != q->inner || p->out == q->out)
				continue;
			tensor_mayshare(b, p->out, q->out->st, "two names were one tensor on a branch of an 'if'");
			tensor_mayshare(b, q->out, p->out->st, "two names were one tensor on a branch of an 'if'");
		}
}

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

/* the pair carried variable i is the i of (j: the j of), or NULL */
Pair *
tensor_pairof(Region *r, uint32_t i, int j)
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
boolop(Builder *b, uint32_t row, Value *a, Value *c, SrcLoc loc)
{
	if (!a || !c)
		return a ? a : c;
	SV *two[2] = {sv_value(b, a), sv_value(b, c)};
	SV *e = oprow_apply(b, row, two, 2, loc);
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
			Value *both = boolop(b, OP_aten___and___bool, cx, co, r->loc);
			if (!both) /* (always) */
				return emit_const_bool(b, 1);
			c = any ? boolop(b, OP_aten___or___bool, c, both, r->loc) : both;
			any = 1;
		}
	}
	return c ? c : emit_const_bool(b, 0);
}

/* records the memory the tensors in sv live in as carried variable i's */
void
tensor_end(Builder *b, Region *r, uint32_t i, SV *sv)
{
	if (sv->k == SV_TUPLE)
		for (uint32_t k = 0; k < sv->n; k++)
			tensor_end(b, r, i, sv->el[k]);
	else if (sv->k == SV_VALUE && sv->ref) {
		Ref *x = sv->ref;
		const char *why;
		Pair *p = tensor_pairof(r, i, 0);
		Ref *o = p ? carriedref(b, r, p->j) : NULL;
		if (flagged(r, i, x) || candidate(b, r, i, x, &why)) /* a First flag says it is x */
			return;
		Value *c;
		if (o && isident(o, x, &c)) /* it is j's tensor: the pair's flag says so (pairnow) */
			return;
		if (x->st->held && x->st->id >= r->smark)
			carry_learnseq(b, r, (SeqEnd){SE_HELD, i, x->st, {0, 0, 0, 0}});
		vpush(b->a, &r->tends, ((TensorEnd){i, x->st, 0, why, x}));
		for (uint32_t k = 0; k < x->nalt; k++) {
			Ref *to = x->alt[k].to;
			if ((o && isident(o, to, &c)) || flagged(r, i, to) ||
			    candidate(b, r, i, to, &why))
				continue;
			vpush(b->a, &r->tends, ((TensorEnd){i, to->st, 0, why, to}));
		}
		for (uint32_t k = 0; k < x->namb; k++)
			vpush(b->a, &r->tends, ((TensorEnd){i, x->amb[k].st,
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
		return emit_const_bool(b, 0);
	if (now->ref == f->param)
		return v;
	if (tensor_sameref(now->ref, f->init)) /* (rebound to it: `y = x` again, `y = w`) */
		return emit_const_bool(b, 1);
	Value *c = NULL;
	for (uint32_t k = 0; k < now->ref->nalt; k++) {
		Alt *a = &now->ref->alt[k];
		int init = a->to != f->param && tensor_sameref(a->to, f->init);
		if (a->to != f->param && !init)
			continue;
		SV *two[2] = {sv_value(b, a->cond), sv_value(b, v)};
		SV *t = init ? two[0] : oprow_apply(b, OP_aten___and___bool, two, 2, loc);
		SV *acc[2] = {sv_value(b, c), t};
		SV *o = c ? oprow_apply(b, OP_aten___or___bool, acc, 2, loc) : t;
		if (o->k != SV_VALUE)
			return NULL;
		c = o->v;
	}
	return c ? c : emit_const_bool(b, 0);
}

/* carried store variable i at a path's end: a storage's base, or a First flag */
Value *
tensor_flagend(Builder *b, Region *r, uint32_t i, Flat *fc)
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
		if (now && w && carry_flat(w)) /* value part of the dict it is in */
			now = now->k == SV_TUPLE && (uint32_t)part < now->n ? now->el[part] : NULL;
		else if (now && w) /* leaf part of the tuple it is in */
			now = carry_leafof(b, fc, now, w, (uint32_t)part);
		return firstnow(b, f, now, v, r->loc);
	}
	return v;
}

/* r is init while flag holds, and then what init is under its own conditions */
void
tensor_firstalts(Builder *b, Ref *r, Value *flag, Ref *init, SrcLoc loc)
{
	tensor_alt(b, r, flag, init);
	for (uint32_t i = 0; i < init->nalt; i++) {
		SV *two[2] = {sv_value(b, flag), sv_value(b, init->alt[i].cond)};
		SV *both = oprow_apply(b, OP_aten___and___bool, two, 2, loc);
		if (both->k == SV_VALUE)
			tensor_alt(b, r, both->v, init->alt[i].to);
	}
}

/* why carried variable i may share carried variable j's memory */
static const char *
samewhy(Builder *b, Region *r, uint32_t j)
{
	SV *w = r->part[j] >= 0 ? r->whole[j] : NULL;
	if (w && w->dict)
		return "a run of the loop may leave it sharing memory with a value of a dict the "
			"loop carries too, as a value of its own";
	if (r->instore[j])
		return NULL;
	return arena_printf(b->a, "a run of the loop may leave it sharing memory with %s'%s', "
		"which the loop carries too, as a value of its own", w ? "a tensor in " : "",
		sym_str(r->carried[j]));
}

/* the carried tensors of pair p, parameters or the loop's outputs (sv), are one when flag
 * holds: i's is j's then, and what j's is under its own conditions (tensor_firstalts).  Where j's
 * may share memory that is not known, so may i's (its writes are refused) */
void
tensor_pairup(Builder *b, Region *r, Pair *p, SV **sv, Value *flag, SrcLoc loc)
{
	SV *x = sv[p->i], *o = sv[p->j];
	p->pi = x->k == SV_VALUE ? x->ref : NULL;
	p->pj = o->k == SV_VALUE ? o->ref : NULL;
	if (!p->pi || !p->pj)
		return;
	if (!p->pj->namb) {
		tensor_firstalts(b, p->pi, flag, p->pj, loc);
		return;
	}
	tensor_inherit(b, p->pi, p->pj);
	tensor_mayshare(b, p->pi, p->pj->st, samewhy(b, r, p->j));
}

/* what each carried tensor (the body's parameter, or the loop's output) may share */
void
tensor_links(Builder *b, LoopB *L, SV **sv)
{
	for (uint32_t k = 0; k < L->links.n; k++) {
		LoopLink *l = &L->links.v[k];
		SV *x = sv[l->i];
		if (opt_isopt(x) && l->st) /* a tensor a run ended with is in the optional now */
			opt_holdsmemory(b, x, l->st);
		if (!x || x->k != SV_VALUE || !x->ref)
			continue;
		const char *why = l->why ? l->why : "it is carried by a loop, which may have "
			"changed which tensor it is";
		if (l->st)
			tensor_mayshare(b, x->ref, l->st, why);
		for (uint32_t k2 = 0; l->st && l->stale && k2 < x->ref->namb; k2++)
			if (x->ref->amb[k2].st == l->st)
				x->ref->amb[k2].ver = NULL; /* never fresh */
		if (!l->st && sv[l->j] && sv[l->j]->k == SV_VALUE && sv[l->j]->ref)
			tensor_mayshare(b, x->ref, sv[l->j]->ref->st, why);
	}
}

/* carried tensor i, the body's parameter or the loop's output, may be the initial tensor:
 * if that one may not be written, neither may it */
void
tensor_keepfixed(LoopB *L, uint32_t i, SV *sv)
{
	if (L->fixed[i] && sv->k == SV_VALUE && sv->ref)
		sv->ref->st->fixed = L->fixed[i];
}

/* a hold of learnlinks' sort: its memory, and its index in the holds */
typedef struct {
	Storage *st;
	uint32_t m;
} HeldAt;

static int
byst(const void *x, const void *y)
{
	const HeldAt *a = x, *c = y;
	uintptr_t p = (uintptr_t)a->st, q = (uintptr_t)c->st;
	return p != q ? (p < q ? -1 : 1) : (a->m > c->m) - (a->m < c->m);
}

/* carried variables p->i and q->i ended a path in one memory: 1 if as one tensor (or one
 * as the other under a condition), both names of tensors that can be a Pair (*i its i, *j
 * its j), -1 if they are one already, else 0 (they may share it: a link) */
static int
pairable(Region *r, const TensorEnd *p, const TensorEnd *q, uint32_t *i, uint32_t *j)
{
	if (!p->ref || !q->ref || !tensor_sameref(p->ref, q->ref))
		return 0;
	*i = p->i > q->i ? p->i : q->i; /* (the later) */
	*j = *i == p->i ? q->i : p->i;
	Pair *a = tensor_pairof(r, *i, 0), *c = tensor_pairof(r, *j, 0);
	if (a && a->j == *j)
		return -1;
	/* each made one with a third by this attempt's end: so they are (the next attempt
	 * tells again, with their pairs' flags) */
	if (a && c && a->j == c->j && a->born == r->attempts && c->born == r->attempts)
		return -1;
	if (a || tensor_pairof(r, *i, 1) || c)
		return 0;
	for (int k = 0; k < 2; k++) {
		uint32_t v = k ? *j : *i;
		if (r->instore[v] || r->part[v] >= 0 || r->ctypes[v]->kind != T_TENSOR)
			return 0;
	}
	return 1;
}

/* carried variables i and j may be one tensor from the next attempt on: a Pair, with a flag
 * false when the loop begins */
static int
addpair(Builder *b, LoopB *L, uint32_t i, uint32_t j)
{
	Region *r = &L->r;
	Sym flag = sym_fmt("$first%u", b->nfirst++);
	SV *no = sv_value(b, emit_const_bool(b, 0));
	env_set(b->a, &b->store, flag, no);
	carry_slot(b, L, flag, no, 1, -1);
	vpush(b->a, &r->pairs, ((Pair){i, j, r->ncarried - 1, NULL, NULL, r->attempts}));
	return 1;
}

/* A path's carried tensor is the next run's parameter: if it lives in memory made before the
 * loop, or in the memory another carried tensor ended in, the parameter may share it (so
 * does the loop's output).  1 if that is new: the body is built again knowing it. */
int
tensor_learnlinks(Builder *b, LoopB *L)
{
	int more = 0;
	__typeof__(L->r.tends) *h = &L->r.tends;
	/* the holds by memory, in order within each: a pass over every hold per hold was
	 * quadratic */
	HeldAt *by = NEWA(b->a, HeldAt, h->n + 1);
	for (uint32_t m = 0; m < h->n; m++)
		by[m] = (HeldAt){h->v[m].st, m};
	if (h->n > 1)
		qsort(by, h->n, sizeof *by, byst);
	for (uint32_t k = 0; k < h->n; k++) {
		TensorEnd *p = &h->v[k];
		if (p->st->id < L->smark || p->stale) {
			more |= carry_link(b, L, (LoopLink){p->i, 0, p->st, p->stale, p->why});
			continue;
		}
		uint32_t lo = 0, hi = h->n; /* the first hold of p->st */
		while (lo < hi) {
			uint32_t mid = lo + (hi - lo) / 2;
			if ((uintptr_t)by[mid].st < (uintptr_t)p->st)
				lo = mid + 1;
			else
				hi = mid;
		}
		for (uint32_t e = lo; e < h->n && by[e].st == p->st; e++) {
			TensorEnd *q = &h->v[by[e].m];
			uint32_t pi, pj;
			int pr = q->i == p->i ? 0 : pairable(&L->r, p, q, &pi, &pj);
			if (pr > 0)
				more |= addpair(b, L, pi, pj);
			else if (q->i != p->i && pr == 0)
				more |= carry_link(b, L, (LoopLink){p->i, q->i, NULL, 0,
					samewhy(b, &L->r, q->i)});
		}
	}
	return more;
}

/* the tensors made before the loop that this attempt's paths rebound carried variables to
 * (candidate): each is carried a flag from the next attempt, false when the loop begins, and
 * made again before the loop (a view the body made is gone with the attempt) */
int
tensor_learncands(Builder *b, LoopB *L)
{
	Region *r = &L->r;
	for (uint32_t k = 0; k < r->cands.n; k++) {
		Cand *c = &r->cands.v[k];
		Ref *to = tensor_remake(b, c->to);
		if (!to)
			return -1;
		Sym flag = sym_fmt("$first%u", b->nfirst++);
		SV *no = sv_value(b, emit_const_bool(b, 0));
		env_set(b->a, &b->store, flag, no);
		carry_slot(b, L, flag, no, 1, -1);
		vpush(b->a, &r->firsts, ((First){c->i, r->ncarried - 1, to, NULL}));
	}
	r->cands.n = 0;
	return 0;
}
