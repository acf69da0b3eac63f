/* Loops as ONNX Loop nodes: the node and its body's parameters, and the attempts that build
 * the body.  Loop-carried types are found by iteration: the body is built with the initial
 * types, rebuilt with the join of initial and result types until they agree (sizes become
 * unknown where an iteration changes them; a dtype change is an error, since ONNX Loop
 * cannot, unless the variable can be carried split: split_merge.c), and what one attempt's
 * end taught (stmt_loopend.c) is carried in the next; a loop's settled types are memoized on
 * its Ast for the next time it is built (a callee inlined again).  What a parameter or an
 * output is, per kind of value, is in the kinds' files (tensor_merge.c: which tensor;
 * list_merge.c: what a sequence holds; dict_merge.c: a dict's key flags).
 *
 *   for i in range(n):            %y.2 : Float(*) = prim::Loop(%n, %true, %x)
 *       x = x + i                   block0(%i : int, %x.1 : Float(*)):
 *                                     %3 : Float(*) = aten::add(%x.1, %i)
 *                                     -> (%true, %3) */
#include <stdlib.h>
#include <string.h>
#include "stmt.h"

/* the loop target of `for i in range(...)`: start + iteration * step */
static void
bindtarget(Builder *b, LoopB *L, Value *iter)
{
	Ast *t = L->s->a;
	if (L->s->k != S_FOR)
		return;
	Value *v = stmt_scalarop(b, OP_aten_mul_int, iter, L->step, t->loc);
	v = stmt_scalarop(b, OP_aten_add_int, L->start, v, t->loc);
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
		ir_addinput(b->g, n, emit_const_bool(b, 0));
		for (uint32_t i = 0; i < r->nret; i++) {
			Value *u = merge_uninit(b, r->rettypes[i]);
			r->rettypes[i] = u->type;
			ir_addinput(b->g, n, u);
		}
	}
	for (uint32_t i = 0; i < r->ncarried; i++)
		ir_addinput(b->g, n, L->init[i]);
	ir_append(b->blk, n);
	return n;
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
			tensor_keepfixed(L, i, sv[i]);
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
	list_seqparams(b, L, body, off, sv);
	Block *outer = b->blk;
	b->blk = body; /* conditions made of the flag go in the body */
	for (uint32_t k = 0; k < r->firsts.n; k++) {
		First *f = &r->firsts.v[k];
		f->param = sv[f->i]->ref;
		if (f->param)
			tensor_firstalts(b, f->param, ir_param(body, off + f->f), f->init,
				L->s->loc);
	}
	for (uint32_t k = 0; k < r->pairs.n; k++) /* (after j's own alts: composed with them) */
		tensor_pairup(b, r, &r->pairs.v[k], sv, ir_param(body, off + r->pairs.v[k].f),
			L->s->loc);
	b->blk = outer;
	tensor_links(b, L, sv); /* before binding: bindings count what they may share */
	split_retyped(b, L, sv);
	stmt_bindcarried(b, r, sv);
	r->tends.n = 0;
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

/* binds the carried variables to sv (a tuple's elements, carried one by one, as a tuple) */
void
stmt_bindcarried(Builder *b, Region *r, SV **sv)
{
	for (uint32_t i = 0; i < r->ncarried; i++) {
		if ((r->instore[i] && r->part[i] < 0) || r->part[i] > 0 || r->flag[i])
			continue;
		if (r->part[i] < 0) {
			tensor_bind(b, r->carried[i], sv[i]);
			continue;
		}
		uint32_t k = 0, at = i;
		SV *t = stmt_reshaped(b, r->whole[i], r, i, sv, &k, &at);
		if (t->dict)
			dict_keyflags(b, r, i, t, sv);
		carry_forklists(b, t);
		if (r->instore[i])
			env_set(b->a, &b->store, r->carried[i], t);
		else
			tensor_bind(b, r->carried[i], t);
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
		if (j && j->kind == T_OPTIONAL && (!opt_canopt(L->types[i]) ||
		    !opt_canopt(res->v[off + i]->type)))
			return emit_error(b, L->s->loc,
				"'%s' is %s before this loop and %s after a run "
				"of it; an ONNX optional holds a tensor or a number",
				sym_str(r->carried[i]), ty_str_of(b->a, L->types[i]),
				ty_str_of(b->a, res->v[off + i]->type));
		if (!j && split_retype(b, L, i, res->v[off + i]->type) == 0) {
			wide = 1;
			continue;
		}
		if (!j)
			return emit_error(b, L->s->loc,
				"'%s' changes from %s to %s inside the loop; ONNX "
				"Loop needs one dtype", sym_str(r->carried[i]),
				ty_str_of(b->a, L->types[i]), ty_str_of(b->a, res->v[off + i]->type));
		if (j != L->types[i])
			L->types[i] = j, wide = 1;
	}
	return wide;
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
		if (c->isnew || !sv || carry_has(&L->r, c->name) || (c->sv && dict_refined(sv,
			c->sv)))
			continue;
		if (k >= nn && sv->k == SV_TUPLE && sv->dict) {
			if (dict_carry(b, L, c->name, sv, c->sv) < 0)
				return -1;
			more = 1;
			continue;
		}
		if (k >= nn && sv->k == SV_TUPLE && !(sv = list_carrychanged(b, L, c, sv)))
			return -1; /* (list_merge.c) */
		if (sv->k != SV_VALUE && !(k < nn && carry_istuple(sv)) && sv->k != SV_ROWS)
			continue;
		if (carry_named(b, L, c->name, k < nn ? tensor_now(b, sv) : sv, k >= nn) < 0)
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
	vpush(b->a, out, emit_const_bool(b, 0));
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
			carry_learnseq(b, r, (SeqEnd){SE_WROTE, 0, b->wlog.v[k],
				b->wlog.v[k]->wloc});
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
	int more = tensor_learnlinks(b, L) | r->learned;
	r->learned = 0;
	if (tensor_learncands(b, L) < 0)
		return -1;
	int lc = learncarried(b, L, cn, nn, cs, ns);
	int lk = lc < 0 ? lc : dict_learnkeys(b, L);
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
	list_seqouts(b, L, n, off); /* (memory's values after the loop known) */
	for (uint32_t i = 0; i < r->ncarried; i++)
		if (!r->instore[i] || r->part[i] >= 0) {
			tensor_own(b, sv[i] = sv_value(b, n->out[off + i]));
			tensor_keepfixed(L, i, sv[i]);
			if (sv[i]->lst)
				list_fork(b, sv[i]->lst, LOOPFORK);
		}
	list_seqoutputs(b, r, sv);
	for (uint32_t k = 0; k < r->firsts.n; k++) {
		First *f = &r->firsts.v[k];
		if (sv[f->i]->ref) /* (an optional: its parameter recorded what it holds) */
			tensor_firstalts(b, sv[f->i]->ref, n->out[off + f->f], f->init, L->s->loc);
	}
	for (uint32_t k = 0; k < r->pairs.n; k++)
		tensor_pairup(b, r, &r->pairs.v[k], sv, n->out[off + r->pairs.v[k].f], L->s->loc);
	tensor_links(b, L, sv);
	split_retyped(b, L, sv);
	stmt_bindcarried(b, r, sv);
	/* the loop target, and names first set in the body, are not defined after the loop
	 * (the body may never run) */
	Names tg = {0}, carried = {0};
	if (L->s->k == S_FOR)
		stmt_targets(b, L->s->a, &tg);
	Names aug = {0};
	stmt_assigned(b, &L->s->list, &tg, &aug);
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
			tensor_bind(b, name, u);
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
	case SV_OBJECT: vpush(b->a, k, (uintptr_t)sv->obj); break;
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
	stmt_assigned(b, &s->list, &as, &aug);
	stmt_mentionlist(b, &s->list, &men);
	for (uint32_t i = 0; i < as.v.n; i++)
		tensor_bind(b, as.v.v[i], sv_poison(b));
	for (uint32_t i = 0; i < aug.v.n; i++)
		tensor_bind(b, aug.v.v[i], sv_poison(b));
	for (uint32_t i = 0; i < men.v.n; i++) {
		SV *sv = env_get(&b->env, men.v.v[i]);
		if (sv && (list_islist(sv) || sv->dict))
			tensor_bind(b, men.v.v[i], sv_poison(b));
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
		return emit_error(b, s->loc, "'else' on a loop is not supported"), NULL;
	if (s->k == S_FOR) {
		if (stmt_rangeargs(b, s->b, &L->trip, &L->start, &L->step) < 0 || b->raised) {
			if (!b->raised) /* (what the body changes: poison, no follow-on errors) */
				poisonbody(b, s);
			return NULL;
		}
		L->cond = emit_const_bool(b, 1);
	} else {
		L->trip = emit_const_int(b, INT64_MAX);
		L->cond = expr_truth(b, expr_build(b, s->a), s->a->loc);
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
		if (list_carrygrown(b, L, s->list.v[i]) < 0) {
			poisonbody(b, s);
			return NULL;
		}
	list_entries(b, L);
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
	emit_error(b, s->loc, "the types carried by this loop do not settle");
	return NULL;
}
