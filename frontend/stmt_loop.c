/* Loops as ONNX Loop nodes: the node and its body's parameters, and the attempts that build
 * the body.  Loop-carried types are found by iteration: the body is built with the initial
 * types, rebuilt with the join of initial and result types until they agree (sizes become
 * unknown where an iteration changes them; a dtype change is an error, since ONNX Loop
 * cannot), and what one attempt's end taught (stmt_loopend.c) is carried in the next; a
 * loop's settled types are memoized on its Ast for the next time it is built (a callee
 * inlined again).
 *
 *   for i in range(n):            %y.2 : Float(*) = prim::Loop(%n, %true, %x)
 *       x = x + i                   block0(%i : int, %x.1 : Float(*)):
 *                                     %3 : Float(*) = aten::add(%x.1, %i)
 *                                     -> (%true, %3) */
#include <stdlib.h>
#include <string.h>
#include "stmt.h"

/* a placeholder for a value not set yet; its sizes are unknown (it is an empty tensor) */
Value *
stmt_uninit(Builder *b, Type *t)
{
	Value *v = b_emit(b, S_prim_Uninitialized, NULL, 0, 1, b->here);
	if (t->kind == T_TENSOR && t->rank > 0) {
		Dim dims[MAXRANK];
		for (int32_t i = 0; i < t->rank; i++)
			dims[i] = DIM_UNKNOWN;
		t = ty_tensor(t->dtype, t->rank, dims);
	}
	v->type = t;
	return v;
}

/* the loop target of `for i in range(...)`: start + iteration * step */
static void
bindtarget(Builder *b, LoopB *L, Value *iter)
{
	Ast *t = L->s->a;
	if (L->s->k != S_FOR)
		return;
	Value *v = stmt_scalarop(b, "mul", iter, L->step, t->loc);
	v = stmt_scalarop(b, "add", L->start, v, t->loc);
	if (v)
		stmt_assign(b, t, sv_value(b, v));
}

/* the Loop node of one attempt, with its inputs: trip count, condition, [returned flag,
 * placeholders for returned values,] carried values */
static Node *
loopnode(Builder *b, LoopB *L)
{
	Region *r = &L->r;
	Node *n = ir_node(b->g, S_prim_Loop, 0, L->s->loc);
	ir_addinput(b->g, n, L->trip);
	ir_addinput(b->g, n, L->cond);
	if (r->hasret) {
		ir_addinput(b->g, n, b_const_bool(b, 0));
		for (uint32_t i = 0; i < r->nret; i++) {
			Value *u = stmt_uninit(b, r->rettypes[i]);
			r->rettypes[i] = u->type;
			ir_addinput(b->g, n, u);
		}
	}
	for (uint32_t i = 0; i < r->ncarried; i++)
		ir_addinput(b->g, n, L->init[i]);
	ir_append(b->blk, n);
	return n;
}

/* r is init while flag holds, and then what init is under its own conditions */
static void
firstalts(Builder *b, Ref *r, Value *flag, Ref *init, SrcLoc loc)
{
	tensor_alt(b, r, flag, init);
	for (uint32_t i = 0; i < init->nalt; i++) {
		SV *two[2] = {sv_value(b, flag), sv_value(b, init->alt[i].cond)};
		SV *both = b_callop(b, "__and__", NULL, two, 2, NULL, NULL, 0, loc);
		if (both->k == SV_VALUE)
			tensor_alt(b, r, both->v, init->alt[i].to);
	}
}

/* the carried tensors of pair p, parameters or the loop's outputs (sv), are one when flag
 * holds: i's is j's then, and what j's is under its own conditions (firstalts).  Where j's
 * may share memory that is not known, so may i's (its writes are refused) */
static void
pairup(Builder *b, Region *r, Pair *p, SV **sv, Value *flag, SrcLoc loc)
{
	SV *x = sv[p->i], *o = sv[p->j];
	p->pi = x->k == SV_VALUE ? x->ref : NULL;
	p->pj = o->k == SV_VALUE ? o->ref : NULL;
	if (!p->pi || !p->pj)
		return;
	if (!p->pj->namb) {
		firstalts(b, p->pi, flag, p->pj, loc);
		return;
	}
	tensor_inherit(b, p->pi, p->pj);
	tensor_mayshare(b, p->pi, p->pj->st, stmt_samewhy(b, r, p->j));
}

/* what each carried tensor (the body's parameter, or the loop's output) may share */
static void
link(Builder *b, LoopB *L, SV **sv)
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
static void
keepfixed(LoopB *L, uint32_t i, SV *sv)
{
	if (L->fixed[i] && sv->k == SV_VALUE && sv->ref)
		sv->ref->st->fixed = L->fixed[i];
}

/* what the initial sequence init held when the loop began (the first attempt: writes in
 * an attempt's body do not reach it before the loop) */
static Hold *
entryof(Builder *b, LoopB *L, Value *init, uint32_t *n)
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
static void
entries(Builder *b, LoopB *L)
{
	uint32_t n, nseq = 0;
	for (uint32_t i = 0; i < b->lists.n; i++) {
		SV *sv = env_get(&b->store, b->lists.v[i]->name);
		if (sv && sv->k == SV_VALUE && held_isseq(sv->v->type))
			entryof(b, L, sv->v, &n), nseq++;
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
static void
seqparams(Builder *b, LoopB *L, Block *body, uint32_t off, SV **sv)
{
	Region *r = &L->r;
	for (uint32_t j = 0; j < r->ncarried; j++) {
		Value *p = ir_param(body, off + j);
		if (!held_holder(p->type))
			continue;
		uint32_t n;
		Hold *e = entryof(b, L, L->init[j], &n);
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
			else if (s->i == j && s->k == SE_OUTER && stmt_iscarried(r, s->st->name))
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
static void
seqoutputs(Builder *b, Region *r, SV **sv)
{
	for (uint32_t k = 0; k < r->held.n; k++) {
		Held *h = &r->held.v[k];
		if (h->st->held && h->st->id >= r->smark && sv[h->i] && sv[h->i]->k == SV_VALUE &&
		    sv[h->i]->ref)
			held_also(b, sv[h->i]->ref->st, h->st);
	}
}

/* the body's parameters: iteration, [returned flag, stash,] carried (bound to their names) */
static Value *
bodyparams(Builder *b, LoopB *L, Node *n, Block *body)
{
	Region *r = &L->r;
	Value *iter = ir_addparam(b->g, body, ty_int(), 0);
	r->nslot = r->nret;
	if (r->hasret) {
		r->retflag = ir_addparam(b->g, body, ty_bool(), 0);
		r->stash = NEWA(b->a, Value *, r->nret + 1);
		for (uint32_t i = 0; i < r->nret; i++)
			r->stash[i] = ir_addparam(b->g, body, ir_in(n, 3 + i)->type, 0);
	}
	uint32_t off = ir_nparam(body);
	for (uint32_t i = 0; i < r->ncarried; i++) {
		Value *p = ir_addparam(b->g, body, L->types[i], r->instore[i] ? 0 : r->carried[i]);
		if (r->instore[i] && r->part[i] < 0)
			env_set(b->a, &b->store, r->carried[i], sv_value(b, p));
	}
	SV **sv = NEWA(b->a, SV *, r->ncarried + 1);
	for (uint32_t i = 0; i < r->ncarried; i++)
		if (!r->instore[i] || r->part[i] >= 0) {
			tensor_own(b, sv[i] = sv_value(b, ir_param(body, off + i)));
			keepfixed(L, i, sv[i]);
			if (sv[i]->lst)
				list_fork(b, sv[i]->lst, LOOPFORK);
		}
	for (uint32_t k = 0; k < r->firsts.n; k++) /* an optional now: it holds the initial
						      * tensor's value, as a sequence would */
		if (!sv[r->firsts.v[k].i]->ref)
			held_intoref(b, L->init[r->firsts.v[k].i], r->firsts.v[k].init, NULL);
	for (uint32_t k = 0; k < r->ends.n; k++)
		if (r->ends.v[k].k == SE_WROTE)
			held_wrote(b, r->ends.v[k].st, r->ends.v[k].wloc);
	seqparams(b, L, body, off, sv);
	Block *outer = b->blk;
	b->blk = body; /* conditions made of the flag go in the body */
	for (uint32_t k = 0; k < r->firsts.n; k++) {
		First *f = &r->firsts.v[k];
		f->param = sv[f->i]->ref;
		if (f->param)
			firstalts(b, f->param, ir_param(body, off + f->f), f->init, L->s->loc);
	}
	for (uint32_t k = 0; k < r->pairs.n; k++) /* (after j's own alts: composed with them) */
		pairup(b, r, &r->pairs.v[k], sv, ir_param(body, off + r->pairs.v[k].f), L->s->loc);
	b->blk = outer;
	link(b, L, sv); /* before binding: bindings count what they may share */
	stmt_splitretyped(b, L, sv);
	stmt_bindcarried(b, r, sv);
	r->held.n = 0;
	return iter;
}

/* the slot of part k of the tuple whose part 0 is slot i (First flags may come between),
 * searched from *at on: the parts are in order, so asking for each in turn is linear */
uint32_t
stmt_partslot(Region *r, uint32_t i, uint32_t k, uint32_t *at)
{
	uint32_t j = *at;
	while (r->carried[j] != r->carried[i] || r->part[j] != (int16_t)k || r->flag[j])
		j++;
	*at = j + 1;
	return j;
}

/* the dict t, carried from slot i on, takes the flags of its keys from sv */
static void
keyflags(Builder *b, Region *r, uint32_t i, SV *t, SV **sv)
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

/* binds the carried variables to sv (a tuple's elements, carried one by one, as a tuple) */
void
stmt_bindcarried(Builder *b, Region *r, SV **sv)
{
	for (uint32_t i = 0; i < r->ncarried; i++) {
		if ((r->instore[i] && r->part[i] < 0) || r->part[i] > 0 || r->flag[i])
			continue;
		if (r->part[i] < 0) {
			b_bind(b, r->carried[i], sv[i]);
			continue;
		}
		uint32_t k = 0, at = i;
		SV *t = stmt_reshaped(b, r->whole[i], r, i, sv, &k, &at);
		if (t->dict)
			keyflags(b, r, i, t, sv);
		stmt_forklists(b, t);
		if (r->instore[i])
			env_set(b->a, &b->store, r->carried[i], t);
		else
			b_bind(b, r->carried[i], t);
	}
}

/* carried variable i (a named tensor that nothing else holds: then no write can tell the
 * converted copy from it) is of type u after a run: carried in u's dtype from the start,
 * its initial value converted before the loop; its uses decide whether that gives
 * PyTorch's answer (split.c).  -1 if it cannot be */
static int
retype(Builder *b, LoopB *L, uint32_t i, Type *u)
{
	Region *r = &L->r;
	Type *t = L->types[i];
	int shared = 0;
	for (uint32_t k = 0; k < r->firsts.n; k++)
		shared |= r->firsts.v[k].i == i;
	shared |= stmt_pairof(r, i, 0) || stmt_pairof(r, i, 1);
	for (uint32_t k = 0; k < L->links.n; k++)
		shared |= L->links.v[k].i == i || L->links.v[k].j == i;
	for (uint32_t k = 0; k < L->retyped.n; k++)
		shared |= L->retyped.v[k].i == i; /* once only */
	if (shared || r->instore[i] || r->part[i] >= 0 || t->kind != T_TENSOR ||
	    u->kind != T_TENSOR || t->rank != u->rank || t->rank < 0)
		return -1;
	Type *j = ty_join(ty_tensor(u->dtype, t->rank, t->dims), u);
	SV *d = sv_value(b, b_const_dtype(b, u->dtype)), *x = sv_value(b, L->init[i]);
	SV *c = j ? b_callop(b, "to", x, &d, 1, NULL, NULL, 0, L->s->loc) : NULL;
	if (!c || c->k != SV_VALUE)
		return -1;
	vpush(b->a, &L->retyped, ((Retyped){i, L->init[i]}));
	L->init[i] = c->v;
	L->types[i] = j;
	return 0;
}

/* the carried variables retyped are split (split.c): their value before the loop, or sv */
void
stmt_splitretyped(Builder *b, LoopB *L, SV **sv)
{
	for (uint32_t k = 0; k < L->retyped.n; k++) {
		Retyped *t = &L->retyped.v[k];
		sv[t->i] = b_splitloop(b, L->s->loc, sv_value(b, t->before), sv[t->i]);
	}
}

/* joins the carried types with the body's results: 1 if one widened, -1 on a dtype change */
static int
widen(Builder *b, LoopB *L, Vals *res)
{
	Region *r = &L->r;
	int wide = r->again;
	uint32_t off = 1 + (r->hasret ? 1 + r->nslot : 0);
	for (uint32_t i = 0; i < r->ncarried; i++) {
		Type *j = ty_join(L->types[i], res->v[off + i]->type);
		if (j && j->kind == T_OPTIONAL && (!stmt_canopt(L->types[i]) ||
		    !stmt_canopt(res->v[off + i]->type)))
			return b_error(b, L->s->loc, "'%s' is %s before this loop and %s after a run "
				"of it; an ONNX optional holds a tensor or a number",
				sym_str(r->carried[i]), ty_str_of(b->a, L->types[i]),
				ty_str_of(b->a, res->v[off + i]->type));
		if (!j && retype(b, L, i, res->v[off + i]->type) == 0) {
			wide = 1;
			continue;
		}
		if (!j)
			return b_error(b, L->s->loc, "'%s' changes from %s to %s inside the loop; ONNX "
				"Loop needs one dtype", sym_str(r->carried[i]),
				ty_str_of(b->a, L->types[i]), ty_str_of(b->a, res->v[off + i]->type));
		if (j != L->types[i])
			L->types[i] = j, wide = 1;
	}
	return wide;
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
stmt_addlink(Builder *b, LoopB *L, LoopLink l)
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

static int
byst(const void *x, const void *y)
{
	const HeldAt *a = x, *c = y;
	uintptr_t p = (uintptr_t)a->st, q = (uintptr_t)c->st;
	return p != q ? (p < q ? -1 : 1) : (a->m > c->m) - (a->m < c->m);
}

/* why carried variable i may share carried variable j's memory */
const char *
stmt_samewhy(Builder *b, Region *r, uint32_t j)
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

/* carried variables p->i and q->i ended a path in one memory: 1 if as one tensor (or one
 * as the other under a condition), both names of tensors that can be a Pair (*i its i, *j
 * its j), -1 if they are one already, else 0 (they may share it: a link) */
static int
pairable(Region *r, const Held *p, const Held *q, uint32_t *i, uint32_t *j)
{
	if (!p->ref || !q->ref || !tensor_sameref(p->ref, q->ref))
		return 0;
	*i = p->i > q->i ? p->i : q->i; /* (the later) */
	*j = *i == p->i ? q->i : p->i;
	Pair *a = stmt_pairof(r, *i, 0), *c = stmt_pairof(r, *j, 0);
	if (a && a->j == *j)
		return -1;
	/* each made one with a third by this attempt's end: so they are (the next attempt
	 * tells again, with their pairs' flags) */
	if (a && c && a->j == c->j && a->born == r->attempts && c->born == r->attempts)
		return -1;
	if (a || stmt_pairof(r, *i, 1) || c)
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
	SV *no = sv_value(b, b_const_bool(b, 0));
	env_set(b->a, &b->store, flag, no);
	stmt_addcarried(b, L, flag, no, 1, -1);
	vpush(b->a, &r->pairs, ((Pair){i, j, r->ncarried - 1, NULL, NULL, r->attempts}));
	return 1;
}

/* A path's carried tensor is the next run's parameter: if it lives in memory made before the
 * loop, or in the memory another carried tensor ended in, the parameter may share it (so
 * does the loop's output).  1 if that is new: the body is built again knowing it. */
static int
learnlinks(Builder *b, LoopB *L)
{
	int more = 0;
	__typeof__(L->r.held) *h = &L->r.held;
	/* the holds by memory, in order within each: a pass over every hold per hold was
	 * quadratic */
	HeldAt *by = NEWA(b->a, HeldAt, h->n + 1);
	for (uint32_t m = 0; m < h->n; m++)
		by[m] = (HeldAt){h->v[m].st, m};
	if (h->n > 1)
		qsort(by, h->n, sizeof *by, byst);
	for (uint32_t k = 0; k < h->n; k++) {
		Held *p = &h->v[k];
		if (p->st->id < L->smark || p->stale) {
			more |= stmt_addlink(b, L, (LoopLink){p->i, 0, p->st, p->stale, p->why});
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
			Held *q = &h->v[by[e].m];
			uint32_t pi, pj;
			int pr = q->i == p->i ? 0 : pairable(&L->r, p, q, &pi, &pj);
			if (pr > 0)
				more |= addpair(b, L, pi, pj);
			else if (q->i != p->i && pr == 0)
				more |= stmt_addlink(b, L, (LoopLink){p->i, q->i, NULL, 0,
					stmt_samewhy(b, &L->r, q->i)});
		}
	}
	return more;
}

/* the tensors made before the loop that this attempt's paths rebound carried variables to
 * (candidate): each is carried a flag from the next attempt, false when the loop begins, and
 * made again before the loop (a view the body made is gone with the attempt) */
static int
learncands(Builder *b, LoopB *L)
{
	Region *r = &L->r;
	for (uint32_t k = 0; k < r->cands.n; k++) {
		Cand *c = &r->cands.v[k];
		Ref *to = tensor_remake(b, c->to);
		if (!to)
			return -1;
		Sym flag = sym_fmt("$first%u", b->nfirst++);
		SV *no = sv_value(b, b_const_bool(b, 0));
		env_set(b->a, &b->store, flag, no);
		stmt_addcarried(b, L, flag, no, 1, -1);
		vpush(b->a, &r->firsts, ((First){c->i, r->ncarried - 1, to, NULL}));
	}
	r->cands.n = 0;
	return 0;
}

/* the names and memory the body changed that the loop does not carry yet: carried from now */
static int
learncarried(Builder *b, LoopB *L, Change *cn, uint32_t nn, Change *cs, uint32_t ns)
{
	int more = 0;
	for (uint32_t k = 0; k < nn + ns; k++) {
		Change *c = k < nn ? &cn[k] : &cs[k - nn];
		Env *env = k < nn ? &b->env : &b->store;
		SV *sv = env_get(env, c->name);
		if (c->isnew || !sv || stmt_iscarried(&L->r, c->name) || (c->sv && dict_refined(sv,
			c->sv)))
			continue;
		if (k >= nn && sv->k == SV_TUPLE && sv->dict) {
			if (stmt_adddict(b, L, c->name, sv, c->sv) < 0)
				return -1;
			more = 1;
			continue;
		}
		if (k >= nn && sv->k == SV_TUPLE && !sv->n && sv->ty && sv->ty->kind == T_ANY &&
		    c->sv) { /* a comprehension's list: its elements are what the body added */
			SV *e = sv_new(b, SV_TUPLE);
			*e = *sv;
			Type *t = c->sv->k == SV_TUPLE && c->sv->n ? list_elemtype(b, c->sv) :
				stmt_isseqval(c->sv) ? c->sv->v->type->elem : c->sv->k == SV_ROWS ?
				c->sv->ty : NULL;
			e->ty = t && t->kind != T_TENSOR ? t : ty_tensor(DT_UNDEF, -1, NULL);
			sv = e;
		}
		if (k >= nn && sv->k == SV_TUPLE) {
			/* a list the body changed: its length may depend on the trip count, so
			 * from here on it is a sequence (made before the next attempt's Loop) */
			SV *q = list_dyn(b, sv, L->s->loc);
			if (!q)
				return -1;
			env_set(b->a, &b->store, c->name, sv = q);
		}
		if (sv->k != SV_VALUE && !(k < nn && stmt_istuple(sv)) && sv->k != SV_ROWS)
			continue;
		if (stmt_addnamed(b, L, c->name, k < nn ? tensor_now(b, sv) : sv, k >= nn) < 0)
			return -1;
		more = 1;
	}
	return more;
}

/* the finish of a body that raised on every path: the loop stops with what it carried in
 * (the paths that raise are not computed) */
static Vals *
stops(Builder *b, Block *body)
{
	b->raised = 0;
	Vals *out = stmt_vals(b);
	vpush(b->a, out, b_const_bool(b, 0));
	for (uint32_t i = 1; i < ir_nparam(body); i++)
		vpush(b->a, out, ir_param(body, i));
	return out;
}

/* one attempt at building the loop; 1 if the carried types must be widened and rebuilt */
static int
attempt(Builder *b, LoopB *L, Node **out)
{
	Region *r = &L->r;
	Node *n = *out = loopnode(b, L);
	Block *body = ir_addblock(b->g, n);
	Scope sc = env_open(&b->env), ss = env_open(&b->store);
	Value *iter = bodyparams(b, L, n, body);
	Block *outer = b->blk;
	Region *oreg = b->reg;
	int oinloop = b->inloop;
	b->blk = body;
	r->outer = oreg;
	b->reg = r, b->inloop = 1;
	r->again = 0;
	r->attempts++;
	r->ctypes = L->types;
	r->loopblk = outer;
	bindtarget(b, L, iter);
	uint32_t w0 = b->wlog.n, span = b->spans.n;
	vpush(b->a, &b->spans, ((LoopSpan){n, b->nstorage, UINT32_MAX}));
	Vals *res = stmt_run(b, &(Cont){&L->s->list, 0, NULL}, 1);
	b->spans.v[span].hi = b->nstorage;
	for (uint32_t k = w0; k < b->wlog.n; k++)
		if (b->wlog.v[k]->id < L->smark)
			stmt_learn(b, r, (SeqEnd){SE_WROTE, 0, b->wlog.v[k], b->wlog.v[k]->wloc});
	if (res == RAISED)
		res = stops(b, body);
	b->blk = outer;
	b->reg = oreg, b->inloop = oinloop;
	uint32_t nn, ns;
	Change *cn = env_changes(b->a, &b->env, sc, &nn);
	env_close(b->a, &b->env, sc, NULL);
	Change *cs = env_close(b->a, &b->store, ss, &ns);
	if (!res || b->d->nerror)
		return -1;
	if (r->relist)
		return 1;
	for (uint32_t i = 0; i < res->n; i++)
		ir_addresult(b->g, body, res->v[i]);
	if (held_verify(b, n) < 0)
		return -1;
	int w = widen(b, L, res);
	if (w < 0)
		return w;
	int more = learnlinks(b, L) | r->learned;
	r->learned = 0;
	if (learncands(b, L) < 0)
		return -1;
	int lc = learncarried(b, L, cn, nn, cs, ns);
	int lk = lc < 0 ? lc : stmt_learnkeys(b, L);
	return lc < 0 ? lc : lk < 0 ? lk : w | more | lc | lk;
}

static void
finishloop(Builder *b, LoopB *L, Node *n)
{
	Region *r = &L->r;
	for (uint32_t i = 2; i < n->nin; i++) {
		Value *p = ir_param(n->blk[0], i - 1);
		Value *o = ir_addoutput(b->g, n, p->type);
		o->name = p->name;
	}
	uint32_t off = r->hasret ? 1 + r->nret : 0;
	SV **sv = NEWA(b->a, SV *, r->ncarried + 1);
	for (uint32_t i = 0; i < r->ncarried; i++)
		if (r->instore[i] && r->part[i] < 0)
			env_set(b->a, &b->store, r->carried[i], sv_value(b, n->out[off + i]));
	for (uint32_t i = 0; i < r->ncarried; i++) { /* (memory's values after the loop known) */
		Value *o = n->out[off + i];
		uint32_t ne;
		if (held_isseq(o->type) && off + i + 1 < ir_nresult(n->blk[0])) {
			Hold *e = entryof(b, L, L->init[i], &ne);
			int fresh = 1;
			for (uint32_t k = 0; k < r->ends.n; k++)
				fresh &= r->ends.v[k].k != SE_STALE || r->ends.v[k].i != i;
			held_loopout(b, o, e, ne, ir_result(n->blk[0], off + i + 1), fresh);
			held_sameout(b, o, ir_result(n->blk[0], off + i + 1),
				ir_param(n->blk[0], off + i + 1), L->init[i]);
		}
	}
	for (uint32_t i = 0; i < r->ncarried; i++)
		if (!r->instore[i] || r->part[i] >= 0) {
			tensor_own(b, sv[i] = sv_value(b, n->out[off + i]));
			keepfixed(L, i, sv[i]);
			if (sv[i]->lst)
				list_fork(b, sv[i]->lst, LOOPFORK);
		}
	seqoutputs(b, r, sv);
	for (uint32_t k = 0; k < r->firsts.n; k++) {
		First *f = &r->firsts.v[k];
		if (sv[f->i]->ref) /* (an optional: its parameter recorded what it holds) */
			firstalts(b, sv[f->i]->ref, n->out[off + f->f], f->init, L->s->loc);
	}
	for (uint32_t k = 0; k < r->pairs.n; k++)
		pairup(b, r, &r->pairs.v[k], sv, n->out[off + r->pairs.v[k].f], L->s->loc);
	link(b, L, sv);
	stmt_splitretyped(b, L, sv);
	stmt_bindcarried(b, r, sv);
	/* the loop target, and names first set in the body, are not defined after the loop
	 * (the body may never run) */
	Names tg = {0}, carried = {0};
	if (L->s->k == S_FOR)
		b_targets(b, L->s->a, &tg);
	Names aug = {0};
	b_assigned(b, &L->s->list, &tg, &aug);
	for (uint32_t i = 0; i < aug.v.n; i++)
		if (!stmt_inplace(env_get(&b->env, aug.v.v[i])))
			names_add(b->a, &tg, aug.v.v[i]); /* in place: still bound */
	for (uint32_t i = 0; i < r->ncarried; i++)
		names_add(b->a, &carried, r->carried[i]);
	for (uint32_t i = 0; i < tg.v.n; i++) {
		Sym name = tg.v.v[i];
		if (!names_has(&carried, name) && (!env_get(&b->env, name) || L->s->k == S_FOR)) {
			SV *u = sv_new(b, SV_UNDEF);
			u->loc = L->s->loc;
			b_bind(b, name, u);
		}
	}
}

/* a value as shapes may see it: a constant by identity, else its type and, for an int,
 * the dim it is known to be (x.size(0) is `batch`: infer_dimval) */
static void
valkey(Builder *b, Key *k, Value *v, int deep)
{
	Sym d = v->def->kind;
	vpush(b->a, k, d == S_prim_Constant ? (uintptr_t)v : (uintptr_t)v->type);
	if (d != S_prim_Constant && v->type->kind == T_INT)
		vpush(b->a, k, (uintptr_t)infer_dimval(v));
	if (deep && (d == S_prim_ListConstruct || d == S_prim_TupleConstruct))
		for (uint32_t i = 0; i < v->def->nin; i++)
			valkey(b, k, ir_in(v->def, i), 0);
}

static void
svkey(Builder *b, Key *k, SV *sv)
{
	vpush(b->a, k, (uintptr_t)sv->k);
	switch (sv->k) {
	case SV_VALUE: valkey(b, k, sv->v, 1); break;
	case SV_TUPLE:
		vpush(b->a, k, (uintptr_t)sv->n);
		for (uint32_t i = 0; i < sv->n; i++)
			svkey(b, k, sv->el[i]);
		break;
	case SV_METHOD:
	case SV_SHAPE: svkey(b, k, sv->self); /* fall through */
	case SV_MODULE:
	case SV_BUILTIN: vpush(b->a, k, (uintptr_t)sv->path); break;
	case SV_FUNC: vpush(b->a, k, (uintptr_t)sv->fn); break;
	case SV_TYPE: vpush(b->a, k, (uintptr_t)sv->ty); break;
	default: vpush(b->a, k, (uintptr_t)sv->loc.line << 32 | sv->loc.col); break;
	}
}

static LoopMemo *
memo(Builder *b, LoopB *L)
{
	LoopMemos *ms = L->s->memo;
	if (!ms) {
		ms = L->s->memo = NEW(b->a, LoopMemos);
		stmt_mention(b, L->s, &ms->mentioned);
	}
	Key k = {0};
	for (uint32_t i = 0; i < ms->mentioned.v.n; i++) {
		SV *sv = env_get(&b->env, ms->mentioned.v.v[i]);
		vpush(b->a, &k, (uintptr_t)ms->mentioned.v.v[i]);
		if (sv)
			svkey(b, &k, sv);
	}
	for (LoopMemo *m = ms->first; m; m = m->next)
		if (m->key.n == k.n && m->n == L->r.ncarried &&
		    !memcmp(m->key.v, k.v, k.n * sizeof *k.v))
			return m;
	LoopMemo *m = NEW(b->a, LoopMemo);
	m->key.v = k.v, m->key.n = k.n;
	m->n = L->r.ncarried;
	m->next = ms->first;
	ms->first = m;
	return m;
}

/* start from the types settled on before in this context; NULL for loops that return */
static LoopMemo *
recall(Builder *b, LoopB *L)
{
	if (L->r.hasret)
		return NULL;
	LoopMemo *m = memo(b, L);
	for (uint32_t i = 0; m->types && i < m->n; i++) {
		Type *t = ty_join(L->types[i], m->types[i]);
		if (t)
			L->types[i] = t;
	}
	return m;
}

static void
remember(Builder *b, LoopB *L, LoopMemo *m)
{
	if (!m)
		return;
	if (!m->types)
		m->types = NEWA(b->a, Type *, m->n + 1);
	fe_copy(m->types, L->types, m->n * sizeof *m->types);
}

/* after a loop that could not be built: what its body may have changed (names it assigns,
 * lists and dicts it mentions) is poison, so that later uses raise no follow-on errors */
static void
poisonbody(Builder *b, Ast *s)
{
	Names as = {0}, aug = {0}, men = {0};
	b_assigned(b, &s->list, &as, &aug);
	stmt_mentionlist(b, &s->list, &men);
	for (uint32_t i = 0; i < as.v.n; i++)
		b_bind(b, as.v.v[i], sv_poison(b));
	for (uint32_t i = 0; i < aug.v.n; i++)
		b_bind(b, aug.v.v[i], sv_poison(b));
	for (uint32_t i = 0; i < men.v.n; i++) {
		SV *sv = env_get(&b->env, men.v.v[i]);
		if (sv && (list_islist(sv) || sv->dict))
			b_bind(b, men.v.v[i], sv_poison(b));
	}
}

/* a copy of vector v's n entries of size sz, in fresh memory (cap = n) */
static void *
vcopy(Builder *b, const void *v, uint32_t n, size_t sz)
{
	void *c = arena_alloc(b->a, sz * n + 1);
	if (n)
		memcpy(c, v, sz * n);
	return c;
}

/* Returned r into *to, its vectors copied, so that neither sees the other's changes */
static void
retcopy(Builder *b, Returned *to, const Returned *r)
{
	*to = *r;
	to->st.v = vcopy(b, r->st.v, r->st.n, sizeof *r->st.v);
	to->held.v = vcopy(b, r->held.v, r->held.n, sizeof *r->held.v);
	to->lsts.v = vcopy(b, r->lsts.v, r->lsts.n, sizeof *r->lsts.v);
	to->refs.v = vcopy(b, r->refs.v, r->refs.n, sizeof *r->refs.v);
	to->fixed.v = vcopy(b, r->fixed.v, r->fixed.n, sizeof *r->fixed.v);
	to->st.cap = r->st.n, to->held.cap = r->held.n, to->lsts.cap = r->lsts.n;
	to->refs.cap = r->refs.n, to->fixed.cap = r->fixed.n;
}

/* L as it was before its carried names were found (its trip count and condition kept) */
static void
restart(LoopB *L)
{
	LoopB k = *L;
	memset(L, 0, sizeof *L);
	L->s = k.s;
	L->trip = k.trip, L->cond = k.cond, L->start = k.start, L->step = k.step;
	L->smark = k.smark;
	L->r.k = R_LOOP;
	L->r.loc = k.r.loc;
	L->r.hasret = k.r.hasret;
	L->r.whilecond = k.r.whilecond;
	L->r.smark = k.r.smark;
	L->r.seqlists = k.r.seqlists;
}

/* for_stmt -> 'for' target 'in' range(...) ':' block | while_stmt -> 'while' expr ':' block */
Node *
stmt_buildloop(Builder *b, Ast *s, LoopB *L)
{
	memset(L, 0, sizeof *L);
	L->s = s;
	L->r.k = R_LOOP;
	L->r.loc = s->loc;
	L->r.hasret = stmt_mayexitlist(&s->list, 1);
	if (s->list2.n)
		return b_error(b, s->loc, "'else' on a loop is not supported"), NULL;
	if (s->k == S_FOR) {
		if (stmt_rangeargs(b, s->b, &L->trip, &L->start, &L->step) < 0 || b->raised) {
			if (!b->raised) /* (what the body changes: poison, no follow-on errors) */
				poisonbody(b, s);
			return NULL;
		}
		L->cond = b_const_bool(b, 1);
	} else {
		L->trip = b_const_int(b, INT64_MAX);
		L->cond = b_truth(b, b_expr(b, s->a), s->a->loc);
		L->r.whilecond = s->a;
		if (!L->cond || b->raised) {
			if (!b->raised)
				poisonbody(b, s);
			return NULL;
		}
	}
	L->smark = L->r.smark = b->nstorage;
	Names seqlists = {0};
	L->r.seqlists = &seqlists;
	/* what the body's returns tell the function's result is taken back before the body is
	 * built again: a list of known length in one attempt may be a sequence in the next */
	Returned before;
	if (b->ret && L->r.hasret)
		retcopy(b, &before, b->ret);
again:
	if (stmt_carriednames(b, L) < 0) {
		poisonbody(b, s);
		return NULL;
	}
	for (uint32_t i = 0; i < s->list.n; i++)
		if (stmt_grownlists(b, L, s->list.v[i]) < 0) {
			poisonbody(b, s);
			return NULL;
		}
	entries(b, L);
	LoopMemo *m = recall(b, L);
	Node *n = NULL;
	for (int tries = 0; tries < 8; tries++) {
		if (tries && b->ret && L->r.hasret)
			retcopy(b, b->ret, &before);
		int w = attempt(b, L, &n);
		if (w >= 0 && L->r.relist && !names_has(&seqlists, L->r.relist)) {
			/* a run may change the length of a list carried as its values: all that
			 * was learned of the others stands on it, so the loop starts over */
			names_add(b->a, &seqlists, L->r.relist);
			ir_destroy(n);
			if (b->ret && L->r.hasret)
				retcopy(b, b->ret, &before);
			restart(L);
			goto again;
		}
		if (w < 0) {
			poisonbody(b, s);
			return NULL;
		}
		if (w == 0) {
			remember(b, L, m);
			finishloop(b, L, n);
			return n;
		}
		ir_destroy(n);
	}
	b_error(b, s->loc, "the types carried by this loop do not settle");
	return NULL;
}
