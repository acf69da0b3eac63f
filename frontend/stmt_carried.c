/* Which names a loop carries and as what: the names its body assigns or changes in place,
 * tensors and the memory they live in, dicts with their keys' flags, lists whose length a
 * run changes (carried as sequences from the first attempt: stmt_grownlists), and the parts of
 * tuples; each becomes a carried value of the Loop (stmt_addcarried). */
#include <stdlib.h>
#include <string.h>
#include "stmt.h"

/* is `x op= y` on what sv holds in place (a tensor, a list's +=)? */
int
stmt_inplace(SV *sv)
{
	return sv && ((sv->k == SV_VALUE && sv->v->type->kind == T_TENSOR) || list_islist(sv));
}

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
stmt_iscarried(Region *r, Sym name)
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

int
stmt_isseqval(const SV *sv)
{
	return sv->k == SV_VALUE && sv->v->type->kind == T_LIST;
}

int
stmt_istuple(const SV *sv)
{
	return sv->k == SV_TUPLE && !sv->list;
}

/* name is carried from sv: a tuple element by element (a tuple of tensors and numbers) */
int
stmt_addnamed(Builder *b, LoopB *L, Sym name, SV *sv, int instore)
{
	int lists = !instore && !stmt_seqlisted(&L->r, name);
	if ((!stmt_istuple(sv) && sv->k != SV_ROWS && !(lists && stmt_agg(sv, 1))) ||
	    (instore && !sv->dict && sv->k != SV_ROWS)) {
		stmt_addcarried(b, L, name, sv, instore, -1);
		return 0;
	}
	if (sv->dict && sv->n == 0) /* (the body gave it keys: an empty dict is not carried) */
		return b_error(b, L->s->loc, "this loop changes which keys a dict has; its keys must "
			"be known at compile time");
	if (sv->n == 0 || sv->n > INT16_MAX)
		return b_error(b, L->s->loc, "'%s' is a tuple of %u; a loop carries tuples of 1 to "
			"%d tensors or numbers", sym_str(name), sv->n, INT16_MAX);
	for (uint32_t k = 0; k < sv->n; k++)
		if (sv->dict && list_islist(sv->el[k]))
			return b_error(b, L->s->loc, "this loop sets a key of a dict of lists; a loop "
				"may change the lists such a dict holds, not the dict");
		else if (sv->dict && sv->el[k]->k != SV_VALUE)
			return b_error(b, L->s->loc, "this loop changes a dict holding tuples, lists "
				"or other values; a loop carries dicts of tensors and numbers only");
	int n = stmt_flatcarry(sv) ? (int)sv->n : stmt_nleaves(sv, lists);
	if (n > 0 && !stmt_flatcarry(sv))
		stmt_forklists(b, sv);
	if (n < 0)
		return b_error(b, L->s->loc, "'%s' is a tuple holding lists, dicts or other values; "
			"a loop carries tuples of tensors and numbers (nested or not) only",
			sym_str(name));
	if (n == 0 || n > INT16_MAX)
		return b_error(b, L->s->loc, "'%s' is a tuple of %d tensors or numbers; a loop "
			"carries tuples of 1 to %d", sym_str(name), n, INT16_MAX);
	Flat f = {0};
	for (uint32_t k = 0; k < (uint32_t)n; k++) {
		uint32_t at = L->r.ncarried; /* (a First flag may follow it) */
		stmt_addcarried(b, L, name, tensor_now(b,
			stmt_flatcarry(sv) ? sv->el[k] : stmt_leafof(b, &f, sv,
			NULL,
			k)), instore, (int)k);
		L->r.whole[at] = sv;
	}
	return 0;
}

/* dict `name` is carried from `before`: its values one by one, and flags for the keys that
 * `end`, what the body left it as (the first attempt's), has where before has not, or on
 * other conditions (stmt_learnkeys makes their slots) */
int
stmt_adddict(Builder *b, LoopB *L, Sym name, SV *before, SV *end)
{
	SV *w = sv_new(b, SV_TUPLE);
	*w = *before;
	w->lst = NULL;
	w->ordered = (uint8_t)dict_ordered(before); /* (keys it lacks come after) */
	if (w->n && stmt_addnamed(b, L, name, w, 1) < 0)
		return -1;
	int learned = L->r.learned; /* (this attempt's end: the slots are new anyway) */
	if (end && end->k == SV_TUPLE && end->dict && stmt_keysend(b, &L->r, name, w, end) < 0)
		return -1;
	L->r.learned = learned;
	if (!w->n && !L->r.keys.n) /* (a dict the body cleared) */
		return b_error(b, L->s->loc, "this loop changes which keys a dict has; its keys must "
			"be known at compile time");
	return 0;
}

/* the slots of carried dict `name` take whole as its shape (stmt_bindcarried) */
void
stmt_rewhole(Region *r, Sym name, SV *whole)
{
	for (uint32_t j = 0; j < r->ncarried; j++)
		if (r->carried[j] == name && r->instore[j] && r->part[j] >= 0)
			r->whole[j] = whole;
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

/* the keys of dicts a loop carries that its ends taught (stmt_keysend): each is carried with a
 * flag, and with its value if the dict did not have it before the loop (a stand-in until a
 * run sets it, never read: its flag is false).  1 if one was learned */
int
stmt_learnkeys(Builder *b, LoopB *L)
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
				return b_error(b, L->s->loc, "this loop adds the key '%s' to a dict of "
					"lists (or of values other than tensors and numbers); a loop may add "
					"keys to a dict of tensors or numbers only", e->key);
			w = withkey(b, w, e->key, v, b_const_bool(b, 0));
			i = (int)w->n - 1;
			stmt_addcarried(b, L, e->name, v, 1, i);
		}
		stmt_addcarried(b, L, e->name, sv_value(b, w->has[i]), 1, i);
		r->flag[r->ncarried - 1] = 1;
		stmt_rewhole(r, e->name, w);
	}
	int any = r->keys.n > 0;
	r->keys.n = 0;
	return any;
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
stmt_addcarried(Builder *b, LoopB *L, Sym name, SV *sv, int instore, int part)
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
		SV *yes = sv_value(b, b_const_bool(b, 1));
		env_set(b->a, &b->store, flag, yes);
		stmt_addcarried(b, L, flag, yes, 1, -1);
		vpush(b->a, &r->firsts, ((First){i, r->ncarried - 1, sv->ref, NULL}));
		return;
	}
	if (shared || sv->ref->namb || sv->ref->nalt)
		stmt_addlink(b, L, (LoopLink){i, 0, sv->ref->st, 0, NULL});
	for (uint32_t k = 0; k < sv->ref->nalt; k++) { /* what it is under a condition */
		Alt *a = &sv->ref->alt[k];
		stmt_addlink(b, L, (LoopLink){i, 0, a->to->st, a->ver != tensor_base(b, a->to->st),
			NULL});
	}
	for (uint32_t k = 0; k < sv->ref->namb; k++) { /* and what it may share */
		Amb *a = &sv->ref->amb[k];
		stmt_addlink(b, L, (LoopLink){i, 0, a->st, a->ver != tensor_base(b, a->st), NULL});
	}
}

int
stmt_carriednames(Builder *b, LoopB *L)
{
	Names as = {0}, aug = {0};
	b_assigned(b, &L->s->list, &as, &aug);
	if (L->s->k == S_FOR) /* set before the loop, it keeps that value if the loop never runs */
		b_targets(b, L->s->a, &as);
	for (uint32_t i = 0; i < aug.v.n; i++) {
		SV *sv = env_get(&b->env, aug.v.v[i]);
		if (!stmt_inplace(sv))
			names_add(b->a, &as, aug.v.v[i]);
	}
	for (uint32_t i = 0; i < as.v.n; i++) {
		Sym name = as.v.v[i];
		SV *sv = env_get(&b->env, name);
		if (!sv || sv->k == SV_UNDEF)
			continue;
		SV *now = list_islist(sv) ? tensor_now(b, sv) : NULL;
		int nl = now && stmt_agg(now, 1) && !stmt_seqlisted(&L->r, name) ? stmt_nleaves(now,
			1) : -1;
		if (nl > 0 && nl <= MAXLISTVALUES) { /* of known length: value by value */
			if (stmt_addnamed(b, L, name, now, 0) < 0)
				return -1;
			continue;
		}
		if (now) {
			SV *q = list_dyn(b, now, L->s->loc);
			if (!q)
				return -1;
			list_fork(b, sv->lst, LOOPFORK);
			if (q->k == SV_ROWS && stmt_addnamed(b, L, name, q, 0) < 0)
				return -1;
			if (q->k != SV_ROWS)
				stmt_addcarried(b, L, name, q, 0, -1);
			continue;
		}
		if (sv->k == SV_SPLIT && sv->v) { /* retyped by an outer loop: still split */
			vpush(b->a, &L->retyped, ((Retyped){L->r.ncarried, sv->el[0]->v}));
			stmt_addcarried(b, L, name, tensor_now(b, sv->el[1]), 0, -1);
			continue;
		}
		if (sv->k != SV_VALUE && !stmt_istuple(sv))
			return b_error(b, L->s->loc, "'%s' is reassigned in this loop but is not a "
				"tensor, number, list or tuple", sym_str(name));
		if (stmt_addnamed(b, L, name, tensor_now(b, sv), 0) < 0)
			return -1;
	}
	return 0;
}

/* the name of the list e changes the length of in place (xs.append(t), xs.pop(), xs += ys),
 * or NULL */
Ast *
stmt_listedit(Ast *e)
{
	if (e->k == S_AUGASSIGN && e->a->k == E_NAME)
		return e->a;
	if (e->k != E_CALL || e->a->k != E_ATTR || e->a->a->k != E_NAME)
		return NULL;
	const Method *m = method_sym(M_LIST, e->a->name);
	return m && (m->flags & MF_LENGTH) ? e->a->a : NULL;
}

/* list xs, named in the body, is carried as a sequence from the first attempt (what the
 * first attempt's changes would teach, learncarried) */
static int
carrylist(Builder *b, LoopB *L, Sym name, SrcLoc loc)
{
	SV *sv = env_get(&b->env, name);
	if (!sv || sv->k != SV_TUPLE || !sv->list || stmt_iscarried(&L->r, name) ||
	    (!sv->n && sv->ty && sv->ty->kind == T_ANY)) /* (its elements' type: the body's) */
		return 0;
	list_own(b, sv);
	if (stmt_iscarried(&L->r, sv->lst->name))
		return 0;
	SV *q = list_dyn(b, list_now(b, sv), loc);
	if (!q)
		return -1;
	env_set(b->a, &b->store, sv->lst->name, q);
	return stmt_addnamed(b, L, sv->lst->name, q, 1);
}

/* The lists of known length the body grows or shrinks in place (xs.append(t), xs.pop(),
 * del xs[i], xs += ys) become sequences before the first attempt: built with their initial
 * length, `xs.append(t); xs.pop(-2)` would be an index error at compile time. */
int
stmt_grownlists(Builder *b, LoopB *L, Ast *e)
{
	if (!e || e->k == S_DEF || e->k == E_LAMBDA)
		return 0;
	Ast *t = stmt_listedit(e);
	for (uint32_t i = 0; e->k == S_DEL && i < e->list.n; i++)
		if (e->list.v[i]->k == E_SUBSCRIPT && e->list.v[i]->a->k == E_NAME &&
		    carrylist(b, L, e->list.v[i]->a->name, e->loc) < 0)
			return -1;
	if (t && carrylist(b, L, t->name, e->loc) < 0)
		return -1;
	for (int k = 0; k < 3; k++)
		if (stmt_grownlists(b, L, ast_kid(e, k)) < 0)
			return -1;
	for (int k = 0; k < 2; k++)
		for (uint32_t i = 0; i < ast_items(e, k)->n; i++)
			if (stmt_grownlists(b, L, ast_items(e, k)->v[i]) < 0)
				return -1;
	return 0;
}

void
stmt_mentionlist(Builder *b, const AstList *l, Names *out)
{
	for (uint32_t i = 0; i < l->n; i++)
		stmt_mention(b, l->v[i], out);
}

void
stmt_mention(Builder *b, Ast *x, Names *out)
{
	if (!x)
		return;
	if (x->k == E_NAME)
		names_add(b->a, out, x->name);
	for (int k = 0; k < 3; k++)
		stmt_mention(b, ast_kid(x, k), out);
	stmt_mentionlist(b, ast_items(x, 0), out);
	stmt_mentionlist(b, ast_items(x, 1), out);
}
