/* Following a write into the sequences that hold the tensor.
 *
 * PyTorch's list holds the tensor itself: after `xs = [x]`, a loop of `xs.append(x * i)` and
 * `x.mul_(10)`, xs[0] is the written x.  Where a sequence is known to hold the tensor at a
 * position counted from its start or its end (a Fact), the write is followed: each list whose
 * contents are such a sequence gets a new one with the tensor's new value put there
 * (_set_item.seq, emitted by its row: SequenceErase, SequenceInsert), which holds it as
 * it is now and so is not stale.  What a sequence holds where is found from its def, conservatively (known()):
 *
 *   [a, b]                       a at 0 (1 from the end), b at 1 (0 from the end)
 *   s.append(x)                  s's facts, those from the end one further; x at 0 from the end
 *   a Loop's output              the initial value's facts from the start, when the body only
 *                                appends to it (the others: their holds, in rest)
 *   a followed sequence          what follow() recorded
 *   anything else                no facts: everything it holds is in rest
 *
 * A tensor the sequence also holds at a position not known (in rest) keeps its old hold,
 * so the sequence stays stale for it and a read is the located error of held_check.  The
 * facts are versions of a chain shared by the sequences made from one another (facts.c),
 * so a change costs what it changes, not what the list holds. */
#include <stdlib.h>
#include <string.h>
#include "held.h"

/* test builds check the index and the changes against all the facts of lists up to this
 * long (longer ones: the scaling cases of the limits suite, linear in test builds too) */
#define CHECKMAX 1024

static void
fact(Builder *b, Facts *f, int64_t pos, int64_t end, Value *el)
{
	vpush(b->a, f, ((Fact){pos, end, el}));
}

/* the name of the memory whose value el is, as the facts' index has it (facts.c), or 0 */
static Sym
keyof(void *ctx, Value *el)
{
	Builder *b = ctx;
	Holds *e = holds_recof(b, el, 0);
	return e && e->n && e->v[0].st && e->v[0].ver == el ? e->v[0].st->name : 0;
}

/* v's facts as an array (for the changes that make them all anew) */
static Facts *
flat(Builder *b, const FVer *v)
{
	Facts *f = NEW(b->a, Facts);
	f->v = NEWA(b->a, Fact, v->n + 1);
	f->cap = v->n + 1;
	for (uint32_t s = 0; s < v->n; s++) {
		Value *el = facts_el(v, s);
		if (el)
			f->v[f->n++] = (Fact){facts_pos(v, s), facts_end(v, s), el};
	}
	return f;
}

/* f as a version of a chain of its own */
static FVer *
mkver(Builder *b, const Facts *f)
{
	FVer *v = facts_empty(b->a);
	for (uint32_t i = 0; i < f->n; i++)
		facts_push(b->a, v, f->v[i].pos, f->v[i].end, f->v[i].el, keyof(b, f->v[i].el));
	return v;
}

/* rest gets what v holds, by a walk of its own */
static void
holdsof(Builder *b, Value *v, Holds *rest)
{
	b->hgen++;
	if (v->type->kind == T_TENSOR)
		holds_element(b, v, rest);
	else
		holds_walk(b, v, rest);
}

/* d runs once each time body does: it is in body, or in a helper's call that is */
static int
inbody(Node *d, Block *body)
{
	while (d->owner != body && d->owner->owner && d->owner->owner->kind == S_prim_CallFunction)
		d = d->owner->owner;
	return d->owner == body;
}

/* the Loop d's carried value k, when its body result is the parameter with only appends:
 * *init the initial value, and rest gets what the appended tensors hold; 0 if not so */
static int
appendsonly(Builder *b, Node *d, uint32_t k, Value **init, Holds *rest)
{
	if (!d->nblk || k + 2 >= d->nin || k + 1 >= ir_nresult(d->blk[0]))
		return 0;
	Value *r = ir_result(d->blk[0], k + 1);
	for (;;) {
		if (r->def->kind == S_prim_CallFunction && inbody(r->def, d->blk[0]))
			r = ir_result(r->def->blk[0], r->idx); /* (a helper's appends) */
		else if (r->def->op && op_is(r->def->op, OP_aten_append_seq) &&
			 inbody(r->def, d->blk[0])) {
			holdsof(b, ir_in(r->def, 1), rest);
			r = ir_in(r->def, 0);
		} else
			break;
	}
	if (r->def->kind != S_prim_Param || r->def->owner != d->blk[0] || r->idx != k + 1)
		return 0;
	*init = ir_in(d, k + 2);
	return 1;
}

/* v's facts from the start only: an element whose position from the start is not known
 * gives its holds to rest (a loop that appends, or assumed to) */
static FVer *
fromstart(Builder *b, const FVer *v, Holds *rest)
{
	FVer *r = facts_empty(b->a);
	for (uint32_t s = 0; s < v->n; s++) {
		Value *el = facts_el(v, s);
		if (!el)
			continue;
		if (facts_pos(v, s) < 0)
			holdsof(b, el, rest);
		else
			facts_push(b->a, r, facts_pos(v, s), -1, el, keyof(b, el));
	}
	return r;
}

/* what seq is known to hold where (a version, maybe another sequence's: changed through
 * facts_begin only), and what its other elements hold (rest); *len its length if known, else
 * -1 */
static FVer *
known(Builder *b, Value *seq, Holds *rest, int64_t *len, SrcLoc loc, int depth)
{
	Holds *h = holds_recof(b, seq, 0);
	Node *d = seq->def;
	Value *init;
	*len = -1;
	if (h && h->facts) {
		holds_addmany(b, rest, h->facts->rest, h->facts->nrest);
		return h->facts;
	} else if (depth > 64 || !held_isseq(seq->type)) {
		holdsof(b, seq, rest);
	} else if (h && h->same && !h->assumed) { /* (the same tensors where they were) */
		return known(b, h->same, rest, len, loc, depth + 1);
	} else if (h && h->same) { /* a loop body's parameter: its initial value's, from the
				    * start (assumed: the body only puts values back or appends) */
		vpush(b->a, &b->assumed, ((Assumed){seq, loc, 2}));
		FVer *v = known(b, h->same, rest, len, loc, depth + 1);
		*len = -1;
		return fromstart(b, v, rest);
	} else if (d->kind == S_prim_ListConstruct) {
		FVer *v = facts_empty(b->a);
		for (uint32_t i = 0; i < d->nin; i++)
			facts_push(b->a, v, i, d->nin - 1 - i, ir_in(d, i), keyof(b, ir_in(d, i)));
		*len = d->nin;
		return v;
	} else if (d->op && op_is(d->op, OP_aten_append_seq)) {
		FVer *v = facts_begin(b->a, known(b, ir_in(d, 0), rest, len, loc, depth + 1), keyof,
			b);
		facts_append(b->a, v, *len, ir_in(d, 1), keyof(b, ir_in(d, 1)));
		*len += *len >= 0;
		return v;
	} else if (d->kind == S_prim_Loop && appendsonly(b, d, seq->idx, &init, rest)) {
		FVer *v = known(b, init, rest, len, loc, depth + 1);
		*len = -1;
		return fromstart(b, v, rest);
	} else {
		holdsof(b, seq, rest);
	}
	return facts_empty(b->a);
}

/* is el (a fact's tensor) the value of st's memory that went in, and nothing else? */
static int
isbase(Builder *b, Value *el, Storage *st)
{
	Holds *h = holds_recof(b, el, 0);
	if (!h || !h->n)
		return 0;
	for (uint32_t i = 0; i < h->n; i++)
		if (h->v[i].st != st || h->v[i].ver != el)
			return 0;
	return 1;
}

/* h is all a sequence holds: the tensors at known places (v, shared: h gets a copy of the
 * version), the rest, and what those elements hold */
static void
setfacts(Builder *b, Holds *h, const FVer *v, Holds *rest)
{
	FVer *f = NEW(b->a, FVer);
	*f = *v;
	h->whole = 1;
	h->facts = f;
	f->rest = rest->v;
	f->nrest = rest->n;
	f->mk = (FMark){0};
	if (!h->n) { /* (visit() reads them where walked) */
		h->lazy = 1;
		return;
	}
	h->lazy = 0;
	/* (holds_addmany of the rest and then each fact's holds, without gathering them into one
	 * array first: that was a copy of the whole list's holds per change of it) */
	uint32_t more = rest->n;
	for (uint32_t s = 0; s < f->n; s++) {
		Value *el = facts_el(f, s);
		Holds *e = el ? holds_recof(b, el, 0) : NULL;
		more += e ? e->n : 0;
	}
	uint32_t mark = holds_addbegin(b, h);
	holds_reserve(b, h, more);
	for (uint32_t i = 0; i < rest->n; i++)
		holds_addone(b, h, rest->v[i], mark);
	for (uint32_t s = 0; s < f->n; s++) {
		Value *el = facts_el(f, s);
		Holds *e = el ? holds_recof(b, el, 0) : NULL;
		for (uint32_t k = 0; e && k < e->n; k++)
			holds_addone(b, h, e->v[k], mark);
	}
}

/* the sequence seq with st's value now put where it is known to hold st's memory, or NULL
 * if it holds it nowhere known.  Only the slots indexed under st's memory (or under none)
 * are looked at (a test of every fact per write made k writes to a list of k tensors cost
 * k^2; test builds check that no other slot holds it). */
static Value *
follow(Builder *b, Value *seq, Storage *st, SrcLoc loc)
{
	Holds *rest = NEW(b->a, Holds);
	int64_t len;
	uint32_t n0 = b->assumed.n, nc, nhit = 0;
	FVer *v = known(b, seq, rest, &len, loc, 0);
	Value *now = tensor_base(b, st), *cur = seq;
	uint32_t *c = facts_find(b->a, v, st->name, &nc), *hit = NEWA(b->a, uint32_t, nc + 1);
#ifdef ASAN
	for (uint32_t s = 0, i = 0; s < v->n && v->n <= CHECKMAX; s++) {
		Value *el = facts_el(v, s);
		while (i < nc && c[i] < s)
			i++;
		if (el && el != now && isbase(b, el, st) && (i == nc || c[i] != s))
			die("follow: a slot holding the memory written is not in the index");
	}
#endif
	for (uint32_t i = 0; i < nc; i++) {
		Value *el = facts_el(v, c[i]);
		if (!el || el == now || !isbase(b, el, st))
			continue;
		int32_t pos = facts_pos(v, c[i]);
		SV *args[3] = {sv_value(b, cur), sv_value(b, emit_const_int(b, pos >= 0 ? pos :
			-facts_end(v, c[i]) - 1)), sv_value(b, now)};
		SV *r = oprow_apply(b, OP_aten__set_item_seq, args, 3, loc);
		if (r->k != SV_VALUE)
			return NULL;
		cur = r->v;
		hit[nhit++] = c[i];
	}
	if (cur == seq) {
		b->assumed.n = n0; /* (nothing followed: nothing assumed) */
		return NULL;
	}
	holds_add(b, holds_recof(b, now, 1), holds_holdof(b, st, now));
	FVer *nv = facts_begin(b->a, v, keyof, b);
	for (uint32_t i = 0; i < nhit; i++)
		facts_set(b->a, nv, hit[i], now, keyof(b, now));
	Holds *h = holds_recof(b, cur, 1);
	h->same = seq;
	setfacts(b, h, nv, rest);
	h->facts->mk = v->mk; /* (what changed since is in the chain's log) */
	return cur;
}

/* res is seq with x put at constant index i (xs[i] = x): where seq is known to hold a
 * tensor there, res is known to hold x there instead, and the others where seq does (the
 * tensor put out of the list is not held any more: a write to it does not reach the list) */
void
held_setitem(Builder *b, Value *seq, Value *i, Value *x, Value *res, SrcLoc loc)
{
	Holds *rest = NEW(b->a, Holds);
	int64_t at, len;
	uint32_t hit = UINT32_MAX;
	if (!ir_constint(i, &at))
		return;
	uint32_t n0 = b->assumed.n;
	FVer *v = known(b, seq, rest, &len, loc, 0);
	for (uint32_t s = 0; s < v->n && hit == UINT32_MAX; s++)
		if (facts_el(v, s) && (at >= 0 ? facts_pos(v, s) == at : facts_end(v,
			s) == -at - 1))
			hit = s;
	if (hit == UINT32_MAX) {
		b->assumed.n = n0;
		return;
	}
	FVer *nv = facts_begin(b->a, v, keyof, b);
	facts_set(b->a, nv, hit, x, keyof(b, x));
	Holds *h = holds_recof(b, res, 1);
	h->n = 0;
	setfacts(b, h, nv, rest);
}

/* e, a hold the callee's seq had at its end, as it is after the call: the callee's last
 * value of a memory (its change) is the call's output, which the store has now */
static Hold
callhold(Builder *b, void *ctx, int k, Hold e)
{
	Called *c = ctx;
	if (!e.st)
		return e;
	Change *x = env_change(c->ch, c->n, e.st->name);
	Value *end = x ? x->sv->v : tensor_base(b, e.st);
	if (held_nwrite(b, e.st) != e.nwrite || (end && end != e.ver))
		return (Hold){NULL, NULL, 0, e.st->wloc};
	return holds_holdof(b, e.st, tensor_base(b, e.st));
}

/* out gets at(ctx, k, e) of each hold e of seq (held_of: as its record has it), but those of
 * memory only the facts that were carried over hold (only: not in rest, what seq's other
 * elements hold, from known()) */
static void
others(Builder *b, Value *seq, Holds *rest, Stores *only, Holds *out,
	Hold (*at)(Builder *, void *, int, Hold), void *ctx, int k)
{
	uint32_t inonly = ++b->stamp;
	for (uint32_t i = 0; i < only->n; i++)
		only->v[i]->stamp = inonly;
	uint32_t inrest = ++b->stamp; /* (after: in both is not skipped) */
	for (uint32_t i = 0; i < rest->n; i++)
		if (rest->v[i].st)
			rest->v[i].st->stamp = inrest;
	/* held_of, leaving out the holds of only's memory as it walks (they never compare equal
	 * to another's: the same as leaving them out after; gathering them all first made each
	 * helper call that changed a list of k tensors cost k holds of memory) */
	Holds *t = NEW(b->a, Holds);
	t->gen = ++b->hgen;
	t->skip = inonly;
	holds_walk(b, seq, t);
	for (uint32_t i = 0; i < t->n; i++)
		t->v[i] = at(b, ctx, k, t->v[i]);
	holds_addmany(b, out, t->v, t->n);
}

/* the tensor a fact's el is: the one memory whose value it is, or NULL */
static Storage *
factst(Builder *b, Value *el)
{
	Holds *e = holds_recof(b, el, 0);
	return e && e->n == 1 && e->v[0].st && e->v[0].ver == el ? e->v[0].st : NULL;
}

/* what the builder has now, for a mark: a version whose facts were all just found the
 * value of their memory, each its one memory (factst) */
static FMark
marknow(Builder *b, const FVer *v)
{
	return (FMark){v->c, v->ver, b->store.nscope, b->wlog.n, b->offpath.n, b->hgrow};
}

static int
byslot(const void *x, const void *y)
{
	uint32_t p = *(const uint32_t *)x, q = *(const uint32_t *)y;
	return (p > q) - (p < q);
}

/* does a fact of v that nv keeps hold st's tensor (the call's `only`)? */
static int
kept(Builder *b, const FVer *v, const FVer *nv, Storage *st)
{
	uint32_t n, *x = facts_find(b->a, v, st->name, &n);
	for (uint32_t i = 0; i < n; i++) {
		Value *el = facts_el(v, x[i]);
		if (el && facts_el(nv, x[i]) && factst(b, el) == st)
			return 1;
	}
	return 0;
}

/* held_callout, for seq's facts v (seq's record h) when v's mark says what may have changed
 * since (g0: the store's scopes opened when the call began): only the slots changed or
 * added since the mark, those of memory written since or changed by the call, and those
 * indexed under no memory are looked at; every other one is its memory's value as it was
 * at the mark, which the call did not change, and stays.  NULL if v's mark does not hold. */
static FVer *
callfast(Builder *b, Holds *h, const FVer *v, Holds *rest, Called *c, uint32_t g0,
	Holds *fresh)
{
	const FMark *mk = &v->mk;
	if (!h->lazy || !h->whole || h->facts != v || mk->c != v->c || mk->nscope != g0 ||
	    mk->offpath != b->offpath.n || mk->hgrow != b->hgrow)
		return NULL;
	/* the slots to look at */
	uint32_t n, m = 0;
	uint32_t *since = facts_since(b->a, v, mk->ver, &n);
	VEC(uint32_t) look = {0};
	for (uint32_t i = 0; i < n; i++)
		vpush(b->a, &look, since[i]);
	for (uint32_t i = mk->wlog; i < b->wlog.n; i++) {
		uint32_t *x = facts_find(b->a, v, b->wlog.v[i]->name, &m);
		for (uint32_t k = 0; k < m; k++)
			vpush(b->a, &look, x[k]);
	}
	for (uint32_t i = 0; i < c->n; i++) {
		uint32_t *x = facts_find(b->a, v, c->ch[i].name, &m);
		for (uint32_t k = 0; k < m; k++)
			vpush(b->a, &look, x[k]);
	}
	if (look.n > 1)
		qsort(look.v, look.n, sizeof *look.v, byslot);
	/* as held_callout's loop does, for them */
	FVer *nv = facts_begin(b->a, v, keyof, b);
	uint32_t ndrop = 0, *drop = NEWA(b->a, uint32_t, look.n + 1);
	for (uint32_t i = 0; i < look.n; i++) {
		uint32_t s = look.v[i];
		if (i && look.v[i - 1] == s)
			continue;
		Value *el = facts_el(v, s);
		if (!el)
			continue;
		Storage *st = factst(b, el);
		Hold x = st ? callhold(b, c, 0, holds_recof(b, el, 0)->v[0]) : (Hold){0};
		if (!x.st) {
			drop[ndrop++] = s;
			facts_set(b->a, nv, s, NULL, 0);
			continue;
		}
		if (x.ver) {
			holds_add(b, holds_recof(b, x.ver, 1), x);
			if (x.ver != el)
				facts_set(b->a, nv, s, x.ver, keyof(b, x.ver));
		}
	}
	/* others(): the walk of seq (its rest, each fact's tensor's holds, then what was added
	 * to its record), leaving out the holds of memory a kept fact holds that the rest does
	 * not: all but those of the dropped facts and of the facts of memory the rest holds */
	uint32_t inrest = ++b->stamp;
	for (uint32_t i = 0; i < rest->n; i++)
		if (rest->v[i].st)
			rest->v[i].st->stamp = inrest;
	VEC(uint32_t) walked = {0};
	for (uint32_t i = 0; i < ndrop; i++)
		vpush(b->a, &walked, drop[i]);
	for (uint32_t i = 0; i < v->nrest; i++)
		if (v->rest[i].st) {
			uint32_t *x = facts_find(b->a, v, v->rest[i].st->name, &m);
			for (uint32_t k = 0; k < m; k++)
				vpush(b->a, &walked, x[k]);
		}
	if (walked.n > 1)
		qsort(walked.v, walked.n, sizeof *walked.v, byslot);
	Holds *t = NEW(b->a, Holds);
	t->gen = ++b->hgen;
#define KEEP(e) (!(e).st || (e).st->stamp == inrest || !kept(b, v, nv, (e).st))
	for (uint32_t i = 0; i < v->nrest; i++)
		if (KEEP(v->rest[i]))
			holds_addwalk(b, t, v->rest[i]);
	for (uint32_t i = 0; i < walked.n; i++) {
		uint32_t s = walked.v[i];
		Value *el = facts_el(v, s);
		if ((i && walked.v[i - 1] == s) || !el)
			continue;
		Holds *e = holds_recof(b, el, 0);
		for (uint32_t k = 0; e && k < e->n; k++)
			if (KEEP(e->v[k]))
				holds_addwalk(b, t, e->v[k]);
	}
	for (uint32_t i = 0; i < h->n; i++)
		if (KEEP(h->v[i]))
			holds_addwalk(b, t, h->v[i]);
#undef KEEP
	for (uint32_t i = 0; i < t->n; i++)
		t->v[i] = callhold(b, c, 0, t->v[i]);
	holds_addmany(b, fresh, t->v, t->n);
	return nv;
}

/* held_callout's loop over every fact of v, and others(): the facts kept (as an array) */
static Facts *
callslow(Builder *b, Value *seq, const FVer *v, int assumed, Holds *rest, Called *c,
	Holds *fresh)
{
	Facts *f = flat(b, v);
	Stores only = {0};
	if (assumed) /* (no facts on assumptions: all it holds, by position unknown) */
		f->n = 0;
	only.v = NEWA(b->a, Storage *, f->n + 1); /* (at most one a fact: no doubling) */
	only.cap = f->n + 1;
	uint32_t m = 0;
	for (uint32_t i = 0; i < f->n; i++) {
		Storage *st = factst(b, f->v[i].el);
		Hold h = st ? callhold(b, c, 0, holds_recof(b, f->v[i].el, 0)->v[0]) : (Hold){0};
		if (!h.st) /* (a value not its memory's now: what seq holds says if it is stale) */
			continue;
		if (h.ver) { /* the callee's last value of its memory: the call's output now
			      * (memory made inside has none: it stays as it went in) */
			f->v[i].el = h.ver;
			holds_add(b, holds_recof(b, h.ver, 1), h);
		}
		vpush(b->a, &only, h.st);
		f->v[m++] = f->v[i];
	}
	f->n = m;
	others(b, seq, rest, &only, fresh, callhold, c, 0);
	return f;
}

/* out, a call's output, is the callee's sequence seq at its end (ch: the store's changes
 * then, already made the call's outputs in the store; g0: the store's scopes opened when
 * the call began): out holds what seq held, as the tensors are now, and where seq is known
 * to hold a tensor, out holds it there (a write after the call is followed into it, as
 * one inside the callee was).  Without this the call's output would hold nothing, and a
 * later write to a tensor in it went unseen.  Test builds check callfast() against the
 * loop over every fact. */
void
held_callout(Builder *b, Value *out, Value *seq, Change *ch, uint32_t nch, uint32_t g0,
	SrcLoc loc)
{
	Holds *rest = NEW(b->a, Holds), *fresh = NEW(b->a, Holds);
	Called c = {ch, nch};
	int64_t len;
	uint32_t n0 = b->assumed.n;
	FVer *v = known(b, seq, rest, &len, loc, 0), *nv = NULL;
	int assumed = b->assumed.n != n0;
	Holds *sh = holds_recof(b, seq, 0);
	b->assumed.n = n0;
	if (!assumed && sh)
		nv = callfast(b, sh, v, rest, &c, g0, fresh);
#ifdef ASAN
	if (nv && v->n <= CHECKMAX) {
		Holds *fresh2 = NEW(b->a, Holds);
		Facts *f = callslow(b, seq, v, assumed, rest, &c, fresh2), *g = flat(b, nv);
		int same = f->n == g->n && fresh->n == fresh2->n;
		for (uint32_t i = 0; same && i < f->n; i++)
			same = f->v[i].pos == g->v[i].pos && f->v[i].end == g->v[i].end &&
				f->v[i].el == g->v[i].el;
		for (uint32_t i = 0; same && i < fresh->n; i++) {
			Hold *x = &fresh->v[i], *y = &fresh2->v[i];
			same = x->st == y->st && x->ver == y->ver && x->nwrite == y->nwrite &&
				!memcmp(&x->wloc, &y->wloc, sizeof x->wloc);
		}
		if (!same)
			die("held_callout: the facts found from what changed are not those of all");
	}
#endif
	if (!nv)
		nv = mkver(b, callslow(b, seq, v, assumed, rest, &c, fresh));
	Holds *h = holds_recof(b, out, 1);
	h->n = 0;
	h->same = seq; /* (the same tensors where they were: what put-backs look through) */
	setfacts(b, h, nv, fresh);
	h->facts->mk = marknow(b, h->facts);
}

/* o, an If's output sequence, is v[k] when branch k ran; at(k, e) is a hold e of branch
 * k as it is after the If (stale, or as the memory is now).  o holds what they held, and
 * where both are known to hold one memory's tensor at the same position, each with its
 * value at that branch's end, o holds that tensor there (a write after the If is
 * followed into it, as one on a branch was) */
void
held_ifout(Builder *b, Value *o, Value **v, Hold (*at)(Builder *, void *, int, Hold), void *ctx,
	SrcLoc loc)
{
	Facts *f[2], *both = NEW(b->a, Facts);
	Holds *rest[2], *fresh = NEW(b->a, Holds);
	uint32_t n0 = b->assumed.n;
	for (int k = 0; k < 2; k++) {
		int64_t len;
		rest[k] = NEW(b->a, Holds);
		f[k] = flat(b, known(b, v[k], rest[k], &len, loc, 0));
	}
	if (b->assumed.n != n0) { /* (no facts on assumptions) */
		b->assumed.n = n0;
		for (int k = 0; k < 2; k++) {
			f[k]->n = rest[k]->n = 0;
			holdsof(b, v[k], rest[k]);
		}
	}
	Stores only = {0};
	for (uint32_t i = 0; i < f[0]->n; i++) {
		Fact *x = &f[0]->v[i], *y = NULL;
		Storage *st = factst(b, x->el);
		for (uint32_t j = 0; st && !y && j < f[1]->n; j++) {
			Fact *c = &f[1]->v[j];
			if (c->el && ((x->pos >= 0 && x->pos == c->pos) || (x->end >= 0 &&
			    x->end == c->end)) && factst(b, c->el) == st)
				y = c;
		}
		Hold h0 = st ? at(b, ctx, 0, holds_recof(b, x->el, 0)->v[0]) : (Hold){0},
		     h1 = y ? at(b, ctx, 1, holds_recof(b, y->el, 0)->v[0]) : (Hold){0};
		if (!y || !h0.st || !h1.st || !h0.ver) {
			holdsof(b, x->el, rest[0]);
			continue;
		}
		fact(b, both, x->pos == y->pos ? x->pos : -1, x->end == y->end ? x->end : -1,
			h0.ver);
		holds_add(b, holds_recof(b, h0.ver, 1), h0);
		vpush(b->a, &only, st);
		y->el = NULL; /* (matched) */
	}
	for (uint32_t j = 0; j < f[1]->n; j++)
		if (f[1]->v[j].el)
			holdsof(b, f[1]->v[j].el, rest[1]);
	for (int k = 0; k < 2; k++)
		others(b, v[k], rest[k], &only, fresh, at, ctx, k);
	Holds *h = holds_recof(b, o, 1);
	h->n = 0;
	setfacts(b, h, mkver(b, both), fresh);
}

static int
bypos(const void *x, const void *y)
{
	const Listed *p = x, *q = y;
	return (p->pos > q->pos) - (p->pos < q->pos);
}

/* r's memory was just written (not through an alternative: its base is the new value):
 * the lists whose contents hold it at known positions get its new value there (in the
 * order the lists were made, so the graph does not depend on the hash) */
void
held_follow(Builder *b, Ref *r, SrcLoc loc)
{
	if (!r->st->held || r->nalt)
		return;
	Env *e = &b->store;
	VEC(Listed) lists = {0};
	/* (the list objects are the only storages whose contents may be a sequence: list_entries()
	 * in list_merge.c checks it in test builds; a scan of the whole store per write was
	 * quadratic in a program of many tensors and writes) */
	for (uint32_t i = 0; i < b->lists.n; i++) {
		Sym name = b->lists.v[i]->name;
		SV *sv = env_get(e, name);
		if (sv && sv->k == SV_VALUE && held_isseq(sv->v->type))
			vpush(b->a, &lists, ((Listed){name, env_pos(e, name), sv->v}));
	}
	if (lists.n > 1)
		qsort(lists.v, lists.n, sizeof *lists.v, bypos);
	for (uint32_t i = 0; i < lists.n; i++) {
		Value *now = follow(b, lists.v[i].seq, r->st, loc);
		if (now)
			env_set(b->a, e, lists.v[i].name, sv_value(b, now));
	}
}

/* what seq holds as it is now, the stale ones marked (st NULL) */
Hold *
held_entry(Builder *b, Value *seq, uint32_t *n)
{
	Hold *e = held_of(b, seq, n), *r = NEWA(b->a, Hold, *n + 1);
	for (uint32_t i = 0; i < *n; i++) {
		SrcLoc w;
		r[i] = e[i];
		if (held_stale(b, &e[i], &w))
			r[i] = (Hold){NULL, NULL, 0, w};
	}
	return r;
}

/* e (from held_entry) held as the tensors are now, where nothing wrote them in between that
 * the holder does not have (the caller knows): the marked ones stay stale */
Hold *
held_restamp(Builder *b, const Hold *e, uint32_t n)
{
	Hold *r = NEWA(b->a, Hold, n + 1);
	for (uint32_t i = 0; i < n; i++)
		r[i] = e[i].st ? holds_holdof(b, e[i].st, tensor_base(b, e[i].st)) : e[i];
	return r;
}

/* out, a Loop's output sequence: its initial value (entry: what that held when the loop
 * began; with no run nothing wrote them) or the body's result (fresh: it was at every end
 * of the body, where the memory had the value it has after the loop) */
void
held_loopout(Builder *b, Value *out, const Hold *entry, uint32_t n, Value *result, int fresh)
{
	uint32_t m;
	Hold *e = held_restamp(b, entry, n), *r = held_of(b, result, &m);
	if (fresh)
		r = held_restamp(b, r, m);
	held_set(b, out, e, n);
	Holds *h = holds_recof(b, out, 1);
	for (uint32_t i = 0; i < m; i++)
		holds_add(b, h, r[i]);
}

void
held_from(Builder *b, SV *x, Value *seq, Value *at)
{
	if (x->k != SV_VALUE || !x->ref || x->ref->nchain)
		return;
	Storage *st = x->ref->st;
	st->fromseq = seq;
	st->fromat = at;
}
