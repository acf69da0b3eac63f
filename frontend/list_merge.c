/* Lists and sequences after an `if` and through a loop (merge.h).  After an `if`: the same
 * list object on both branches keeps its merged contents; else a new list of the contents
 * merged, element by element when both have one known length, as rows (rows_merge.c) or
 * dicts (dict_merge.c), else as one sequence per branch with what it holds (held.c)
 * (list_merge, list_mergecontents); None on one branch and a list on the other: an optional
 * sequence (list_mergeopt).  Through a loop: a list the body rebinds is carried value by
 * value if of known length, else as a sequence or rows (list_carry); lists the body grows or
 * shrinks in place, as sequences from the first attempt (list_carrygrown), and those an
 * attempt found changed, from the next (list_carrychanged); what carried sequences hold as
 * the loop begins (list_entries), as the body's parameters (list_seqparams) and as its
 * outputs (list_seqouts, list_seqoutputs); what a body's end teaches about them, kept for
 * the next attempt (list_seqend, kept by carry_kit.c's carry_learnseq). */
#include <stdlib.h>
#include <string.h>
#include "merge.h"

/* list contents c as branch k of If n left them, as one sequence in that branch's block */
static Value *
seqatend(Builder *b, Merging *m, Node *n, int k, SV *c)
{
	Block *outer = b->blk;
	b->blk = n->blk[k];
	if (m && c->k == SV_TUPLE) { /* its tensors as the branch left them */
		SV *e = sv_new(b, SV_TUPLE);
		*e = *c;
		e->el = NEWA(b->a, SV *, c->n + 1);
		for (uint32_t i = 0; i < c->n; i++)
			e->el[i] = merge_atend(b, m, k, c->el[i]);
		c = e;
	}
	Value *v = list_seq(b, c, NULL, n->loc);
	b->blk = outer;
	return v;
}

/* the writes branch k logged to st (held.c) */
static uint32_t
wrotein(Builder *b, Branch *br, Storage *st)
{
	uint32_t n = 0;
	for (uint32_t i = br->w0; i < br->w1; i++)
		n += b->wlog.v[i] == st;
	return n;
}

/* e, a hold of what branch k's sequence held at its end, as it is after the If: stale if
 * written since on that branch's path (a write on the other branch did not happen then) */
static Hold
holdafter(Builder *b, void *ctx, int k, Hold e)
{
	Merging *m = ctx;
	Storage *st = e.st;
	Value *end = st ? merge_endbase(b, m, k, st) : NULL;
	if (!st || held_nwrite(b, st) - wrotein(b, m->br[!k], st) != e.nwrite ||
	    (end && end != e.ver))
		return (Hold){NULL, NULL, 0, st ? st->wloc : e.wloc};
	return (Hold){st, tensor_base(b, st), held_nwrite(b, st), {0, 0, 0, 0}};
}

/* None on one branch, a list on the other: an optional of its sequence (optional.c) */
SV *
list_mergeopt(Builder *b, Merging *m, Sym name, SV *st, SV *se, SV *before)
{
	SV *side[2] = {st, se};
	Value *v[2];
	for (int k = 0; k < 2; k++) {
		v[k] = list_islist(side[k]) ? seqatend(b, m, m->n, k, side[k]) : side[k]->v;
		if (!v[k])
			return sv_poison(b);
		opt_into(b, side[k]);
	}
	return sv_value(b, emit_ifoutputs(b, m->n, &v[0], &v[1], 1, &name)[0]);
}

SV *
list_mergecontents(Builder *b, Merging *m, Node *n, Sym name, SV *st, SV *se, SV *before)
{
	if (st->dict || se->dict)
		return dict_merge(b, m, n, name, st, se, before);
	if (m && st->k == SV_TUPLE && se->k == SV_TUPLE && st->n == se->n) {
		SV *t = sv_new(b, SV_TUPLE);
		*t = *st;
		t->lst = NULL;
		return merge_elements(b, m, name, t, st, se, before);
	}
	if (st->k == SV_ROWS || se->k == SV_ROWS || list_elemtype(b, st)->kind == T_TUPLE ||
	    list_elemtype(b, se)->kind == T_TUPLE)
		return rows_merge(b, m, n, name, st, se);
	Value *v[2] = {seqatend(b, m, n, 0, st), seqatend(b, m, n, 1, se)};
	if (!v[0] || !v[1])
		return sv_poison(b);
	Value *o = emit_ifoutputs(b, n, &v[0], &v[1], 1, sym_str(name)[0] == '$' ? NULL : &name)[0];
	if (m && held_isseq(o->type))
		held_ifout(b, o, v, holdafter, m, n->loc);
	return sv_value(b, o);
}

/* a name bound to a list on both branches: the same list object, whose contents the store
 * merged; else a new list of the merged contents.  Which object it is then depends on the
 * branch: an object made before the If may not be changed any more (list.c, forked) */
SV *
list_merge(Builder *b, Merging *m, Sym name, SV *st, SV *se, SV *before)
{
	if ((!list_islist(st) || !list_islist(se)) && (!st->dict || !se->dict)) {
		emit_error(b, m->n->loc, "'%s' is a %s on one branch of this 'if' and not on the "
			"other", sym_str(name), st->dict || se->dict ? "dict" : "list");
		return sv_poison(b);
	}
	if (st->lst && st->lst == se->lst)
		return st;
	if (st == before) /* the list as the branch left it (it may have changed it) */
		st = merge_atend(b, m, 0, st);
	if (se == before)
		se = merge_atend(b, m, 1, se);
	SV *r = list_mergecontents(b, m, m->n, name, st, se, before);
	if (r->k == SV_POISON)
		return r;
	SV *side[2] = {st, se};
	for (int k = 0; k < 2; k++)
		if (side[k]->lst && side[k]->lst->id < m->mark) {
			list_fork(b, side[k]->lst, "which list it is depends on the branch an 'if' took");
			list_own(b, r);
			list_fork(b, r->lst, "which list it is depends on the branch an 'if' took");
		}
	return r;
}

/* the name of the list e changes the length of in place (xs.append(t), xs.pop(), xs += ys),
 * or NULL */
Ast *
list_lengthedited(Ast *e)
{
	if (e->k == S_AUGASSIGN && e->a->k == E_NAME)
		return e->a;
	if (e->k != E_CALL || e->a->k != E_ATTR || e->a->a->k != E_NAME)
		return NULL;
	const Method *m = method_sym(M_LIST, e->a->name);
	return m && (m->flags & MF_LENGTH) ? e->a->a : NULL;
}

/* list `name` (sv), which the body rebinds, is carried: value by value if of known length
 * (MAXLISTVALUES values at most), else as a sequence or rows.  -1 after an error */
int
list_carry(Builder *b, LoopB *L, Sym name, SV *sv)
{
	SV *now = tensor_now(b, sv);
	int nl = carry_agg(now, 1) && !carry_seqlisted(&L->r, name) ? carry_nleaves(now, 1) : -1;
	if (nl > 0 && nl <= MAXLISTVALUES) /* of known length: value by value */
		return carry_named(b, L, name, now, 0) < 0 ? -1 : 0;
	SV *q = list_dyn(b, now, L->s->loc);
	if (!q)
		return -1;
	list_fork(b, sv->lst, LOOPFORK);
	if (q->k == SV_ROWS)
		return carry_named(b, L, name, q, 0) < 0 ? -1 : 0;
	carry_slot(b, L, name, q, 0, -1);
	return 0;
}

/* the contents sv of list object c->name, which the body changed (c: the store's change) and
 * the loop does not carry yet: its length may depend on the trip count, so from here on it
 * is a sequence (made before the next attempt's Loop).  The sequence, or NULL after an
 * error */
SV *
list_carrychanged(Builder *b, LoopB *L, Change *c, SV *sv)
{
	if (!sv->n && sv->ty && sv->ty->kind == T_ANY &&
	    c->sv) { /* a comprehension's list: its elements are what the body added */
		SV *e = sv_new(b, SV_TUPLE);
		*e = *sv;
		Type *t = c->sv->k == SV_TUPLE && c->sv->n ? list_elemtype(b, c->sv) :
			c->sv->k == SV_VALUE && c->sv->v->type->kind == T_LIST ? c->sv->v->type->elem :
			c->sv->k == SV_ROWS ? c->sv->ty : NULL;
		e->ty = t && t->kind != T_TENSOR ? t : ty_tensor(DT_UNDEF, -1, NULL);
		sv = e;
	}
	SV *q = list_dyn(b, sv, L->s->loc);
	if (!q)
		return NULL;
	env_set(b->a, &b->store, c->name, q);
	return q;
}

/* list xs, named in the body, is carried as a sequence from the first attempt (what the
 * first attempt's changes would teach, learncarried, stmt_loop.c) */
static int
carrylist(Builder *b, LoopB *L, Sym name, SrcLoc loc)
{
	SV *sv = env_get(&b->env, name);
	if (!sv || sv->k != SV_TUPLE || !sv->list || carry_has(&L->r, name) ||
	    (!sv->n && sv->ty && sv->ty->kind == T_ANY)) /* (its elements' type: the body's) */
		return 0;
	list_own(b, sv);
	if (carry_has(&L->r, sv->lst->name))
		return 0;
	SV *q = list_dyn(b, list_now(b, sv), loc);
	if (!q)
		return -1;
	env_set(b->a, &b->store, sv->lst->name, q);
	return carry_named(b, L, sv->lst->name, q, 1);
}

/* The lists of known length the body grows or shrinks in place (xs.append(t), xs.pop(),
 * del xs[i], xs += ys) become sequences before the first attempt: built with their initial
 * length, `xs.append(t); xs.pop(-2)` would be an index error at compile time. */
int
list_carrygrown(Builder *b, LoopB *L, Ast *e)
{
	if (!e || e->k == S_DEF || e->k == E_LAMBDA)
		return 0;
	Ast *t = list_lengthedited(e);
	for (uint32_t i = 0; e->k == S_DEL && i < e->list.n; i++)
		if (e->list.v[i]->k == E_SUBSCRIPT && e->list.v[i]->a->k == E_NAME &&
		    carrylist(b, L, e->list.v[i]->a->name, e->loc) < 0)
			return -1;
	if (t && carrylist(b, L, t->name, e->loc) < 0)
		return -1;
	for (int k = 0; k < 3; k++)
		if (list_carrygrown(b, L, ast_kid(e, k)) < 0)
			return -1;
	for (int k = 0; k < 2; k++)
		for (uint32_t i = 0; i < ast_items(e, k)->n; i++)
			if (list_carrygrown(b, L, ast_items(e, k)->v[i]) < 0)
				return -1;
	return 0;
}

/* carried variable i ends a path of the body as v: if a sequence, what it holds then */
void
list_seqend(Builder *b, Region *r, uint32_t i, Value *v)
{
	if (!held_holder(v->type))
		return;
	uint32_t n;
	Hold *e = held_of(b, v, &n);
	for (uint32_t k = 0; k < n; k++) {
		SrcLoc w;
		if (held_stale(b, &e[k], &w))
			carry_learnseq(b, r, (SeqEnd){SE_STALE, i, NULL, w});
		else if (e[k].st->id < r->smark && tensor_base(b, e[k].st))
			carry_learnseq(b, r, (SeqEnd){SE_OUTER, i, e[k].st, w});
	}
}

/* what the initial sequence init held when the loop began (the first attempt: writes in
 * an attempt's body do not reach it before the loop) */
static Hold *
list_entryof(Builder *b, LoopB *L, Value *init, uint32_t *n)
{
	for (uint32_t k = 0; k < L->entry.n; k++)
		if (L->entry.v[k].init == init) {
			*n = L->entry.v[k].n;
			return L->entry.v[k].h;
		}
	Hold *h = held_entry(b, init, n);
	vpush(b->a, &L->entry, ((Entry){init, h, *n}));
	return h;
}

/* what the lists' contents hold as the loop begins, for those an attempt finds carried.
 * Only list objects hold sequences: they are walked, not the whole store (every tensor's
 * memory: a walk of it per loop was quadratic, 40% of a 40,000 statement compile).  Test
 * builds check that against the whole store. */
void
list_entries(Builder *b, LoopB *L)
{
	uint32_t n, nseq = 0;
	for (uint32_t i = 0; i < b->lists.n; i++) {
		SV *sv = env_get(&b->store, b->lists.v[i]->name);
		if (sv && sv->k == SV_VALUE && held_isseq(sv->v->type))
			list_entryof(b, L, sv->v, &n), nseq++;
	}
#ifdef ASAN
	for (uint32_t i = 0; i < b->store.cap; i++) {
		SV *sv = b->store.tab[i].sv;
		if (sv && sv->k == SV_VALUE && held_isseq(sv->v->type) && !nseq--)
			die("entries: a sequence in the store outside a list object");
	}
#else
	(void)nseq;
#endif
}

/* what the body's sequence parameters hold: the initial sequence's values, and what the
 * ends of earlier attempts taught (the previous run's may be stale; the tensors it carried
 * that a sequence held are the parameters now) */
void
list_seqparams(Builder *b, LoopB *L, Block *body, uint32_t off, SV **sv)
{
	Region *r = &L->r;
	for (uint32_t j = 0; j < r->ncarried; j++) {
		Value *p = ir_param(body, off + j);
		if (!held_holder(p->type))
			continue;
		uint32_t n;
		Hold *e = list_entryof(b, L, L->init[j], &n);
		e = held_restamp(b, e, n);
		VEC(Hold) h = {0};
		for (uint32_t k = 0; k < n; k++)
			vpush(b->a, &h, e[k]);
		for (uint32_t k = 0; k < r->ends.n; k++) {
			SeqEnd *s = &r->ends.v[k];
			Ref *t = s->k == SE_HELD && sv[s->i] && sv[s->i]->k == SV_VALUE ?
				sv[s->i]->ref : NULL;
			if (s->i == j && s->k == SE_STALE)
				vpush(b->a, &h, ((Hold){NULL, NULL, 0, s->st ? s->st->wloc : s->wloc}));
			else if (s->i == j && s->k == SE_OUTER && carry_has(r, s->st->name))
				/* (fresh at the run's end, where its memory had the value it has when
				 * the next run begins) */
				vpush(b->a, &h, ((Hold){s->st, tensor_base(b, s->st), held_nwrite(b,
					s->st),
					{0, 0, 0, 0}}));
			else if (t) {
				t->st->held = 1;
				vpush(b->a, &h, ((Hold){t->st, tensor_base(b, t->st), held_nwrite(b,
					t->st),
					{0, 0, 0, 0}}));
			}
		}
		held_set(b, p, h.v, h.n);
		if (held_isseq(p->type))
			held_assume(b, p, L->init[j]);
	}
}

/* the loop's outputs: a write to a carried tensor a sequence held writes what the body's
 * end had there (the output sequence holds that) */
void
list_seqoutputs(Builder *b, Region *r, SV **sv)
{
	for (uint32_t k = 0; k < r->tends.n; k++) {
		TensorEnd *h = &r->tends.v[k];
		if (h->st->held && h->st->id >= r->smark && sv[h->i] && sv[h->i]->k == SV_VALUE &&
		    sv[h->i]->ref)
			held_also(b, sv[h->i]->ref->st, h->st);
	}
}

/* what the output sequences of Loop n hold (off: its first carried output): what each
 * held as the loop began, and what a run leaves there */
void
list_seqouts(Builder *b, LoopB *L, Node *n, uint32_t off)
{
	Region *r = &L->r;
	for (uint32_t i = 0; i < r->ncarried; i++) {
		Value *o = n->out[off + i];
		uint32_t ne;
		if (held_isseq(o->type) && off + i + 1 < ir_nresult(n->blk[0])) {
			Hold *e = list_entryof(b, L, L->init[i], &ne);
			int fresh = 1;
			for (uint32_t k = 0; k < r->ends.n; k++)
				fresh &= r->ends.v[k].k != SE_STALE || r->ends.v[k].i != i;
			held_loopout(b, o, e, ne, ir_result(n->blk[0], off + i + 1), fresh);
			held_sameout(b, o, ir_result(n->blk[0], off + i + 1),
				ir_param(n->blk[0], off + i + 1), L->init[i]);
		}
	}
}
