/* Early exits and returns.  `return` anywhere, `break` and `continue` are compiled without
 * flags where possible, the way one would by hand: an `if` whose branches may exit takes the
 * whole continuation into each branch, and every path then ends by "finishing" its region:
 *   function body: the flat list of returned values (falling off the end returns None);
 *   loop body:     (continue?, [returned?, returned values...], carried values...)
 * so a path's finish values are the results of the If blocks it runs through.  A `return`
 * inside a loop sets a carried flag and stashes the values; after the loop,
 * `if returned: return stash else: <the rest>`.  The values different paths return are
 * joined into one shape (stmt_joinshape: tuples, lists, optionals, None) and converted to it. */
#include <stdlib.h>
#include <string.h>
#include "stmt.h"

/* does s contain a return (counted when returns is set), or a break/continue that leaves
 * the loop s is in (inloop: s is inside a loop nested in that one)? */
int
stmt_escapes(Ast *s, int inloop, int returns)
{
	if (!s)
		return 0;
	switch (s->k) {
	case S_RETURN: return returns;
	case S_BREAK:
	case S_CONTINUE: return !inloop;
	case S_FOR:
	case S_WHILE: inloop = 1; break;
	case S_IF:
	case S_WITH: break;
	default: return 0;
	}
	for (uint32_t i = 0; i < s->list.n; i++)
		if (stmt_escapes(s->list.v[i], inloop, returns))
			return 1;
	for (uint32_t i = 0; i < s->list2.n; i++)
		if (stmt_escapes(s->list2.v[i], inloop, returns))
			return 1;
	return 0;
}

/* does s contain return, or break/continue that leave the enclosing loop? */
int
stmt_mayexit(Ast *s, int inloop)
{
	return stmt_escapes(s, inloop, 1);
}

int
stmt_mayexitlist(AstList *l, int inloop)
{
	for (uint32_t i = 0; i < l->n; i++)
		if (stmt_mayexit(l->v[i], inloop))
			return 1;
	return 0;
}

/* a loop path ends: continue?, then [returned?, stash], then the carried variables */
Vals *
stmt_loopfinish(Builder *b, Value *cont, Value *retflag, Vals *ret, SrcLoc loc)
{
	Region *r = b->reg;
	Vals *out = stmt_vals(b);
	vpush(b->a, out, cont);
	if (r->hasret) {
		vpush(b->a, out, retflag ? retflag : r->retflag);
		for (uint32_t i = 0; i < r->nslot; i++)
			vpush(b->a, out, ret && !r->again ? ret->v[i] : r->stash[i]);
	}
	return stmt_carriedvals(b, r, out, loc) < 0 ? NULL : out;
}

Vals *
stmt_fallthrough(Builder *b, SrcLoc loc)
{
	Region *r = b->reg;
	if (r->k == R_FUNC) {
		if (r->rettype && r->rettype->kind != T_NONE) {
			emit_error(b, r->fn->loc,
				"'%s' is declared to return %s but can reach its end "
				"without a return", sym_str(r->fn->name), ty_str_of(b->a, r->rettype));
			return NULL;
		}
		Vals *out = stmt_vals(b);
		vpush(b->a, out, emit_const_none(b));
		out->shape = sv_value(b, out->v[0]);
		if (stmt_noteret(b, out->shape, loc) < 0)
			return NULL;
		return out;
	}
	Value *c = r->whilecond ? expr_truth(b, expr_build(b, r->whilecond), r->whilecond->loc) :
				  emit_const_bool(b, 1);
	if (b->raised)
		return RAISED;
	return c ? stmt_loopfinish(b, c, NULL, NULL, loc) : NULL;
}

/* do the values f returned fit the types learned (as many, each type joins)? */
static int
retfits(Region *r, Vals *f)
{
	for (uint32_t i = 0; r->nret == f->n && i < f->n; i++)
		if (!ty_join(r->rettypes[i], f->v[i]->type))
			return 0;
	return r->nret == f->n;
}

/* learns the types of values returned from inside a loop; a change forces a rebuild.  What
 * an earlier attempt learned gives way: a list of known length then may be a sequence now */
void
stmt_learnret(Builder *b, Region *r, SV *sv, Vals *f, SrcLoc loc)
{
	if (r->rettypes && r->retattempt != r->attempts && (!retfits(r, f) ||
	    !sv_samenesting(r->retshape, sv)))
		r->rettypes = NULL;
	if (!r->rettypes) {
		r->retattempt = r->attempts;
		r->nret = f->n;
		r->rettypes = NEWA(b->a, Type *, f->n + 1);
		for (uint32_t i = 0; i < f->n; i++)
			r->rettypes[i] = f->v[i]->type;
		r->retshape = sv;
		r->again = 1;
		return;
	}
	if (r->nret != f->n || !sv_samenesting(r->retshape, sv)) { /* (stmt_loopret joins them) */
		emit_error(b, loc, "returns inside this loop return different numbers of values");
		return;
	}
	for (uint32_t i = 0; i < f->n; i++) {
		Type *j = ty_join(r->rettypes[i], f->v[i]->type);
		if (j && j != r->rettypes[i])
			r->rettypes[i] = j, r->again = 1;
	}
}

/* the memory a returned tensor lives in, or may share: the call's result may be in it; and
 * which tensor each flat result is, if every return gives the same one */
static void
returned(Builder *b, SV *sv, uint32_t *k)
{
	Returned *r = b->ret;
	if (sv->lst && (list_islist(sv) || sv->dict))
		vpush(b->a, &r->lsts, sv->lst);
	if (sv->k == SV_TUPLE || sv->k == SV_ROWS) { /* (rows: field by field, as flatten) */
		for (uint32_t i = 0; i < sv->n; i++)
			returned(b, sv->el[i], k);
		return;
	}
	Ref *ref = sv->k == SV_VALUE ? sv->ref : NULL;
	uint32_t nh = 0;
	Hold *h = sv->k == SV_VALUE && sv->v && (held_holder(sv->v->type) ||
		sv->v->type->kind == T_OPTIONAL) ? held_of(b, sv->v, &nh) : NULL;
	for (uint32_t i = 0; i < nh; i++) /* the memory a sequence or optional holds */
		if (h[i].st)
			vpush(b->a, &r->held, h[i].st);
	if (!r->nret)
		vpush(b->a, &r->refs, ref);
	else if (*k < r->refs.n && r->refs.v[*k] != ref)
		r->refs.v[*k] = NULL;
	while (r->fixed.n <= *k)
		vpush(b->a, &r->fixed, NULL);
	if (ref && ref->st->fixed)
		r->fixed.v[*k] = ref->st->fixed;
	(*k)++;
	if (!ref)
		return;
	vpush(b->a, &r->st, ref->st);
	for (uint32_t i = 0; i < ref->namb; i++)
		vpush(b->a, &r->st, ref->amb[i].st);
	for (uint32_t i = 0; i < ref->nalt; i++)
		vpush(b->a, &r->st, ref->alt[i].to->st);
}

/* Returns that differ in their lists and tuples (TorchScript unifies their types):
 *   None and a tuple         an Optional[Tuple], held as a tuple of optionals that are None
 *                            together (optional.c): the None path gives a None per element
 *   lists of other lengths   one List[T]: a list of run-time length, an ONNX sequence made
 *                            at the end of each path whose list has a known length
 *   None and a list          an Optional[List[T]], an optional of that sequence
 * The join of two returns' shapes, a new SV whose leaves stand for one value each (a list
 * of run-time length: SV_VALUE without v, list set), or NULL with *why set: tuples of
 * other lengths, or a tuple and a list, are other types in TorchScript. */
static int
islistish(const SV *sv)
{
	if (sv->k == SV_VALUE && !sv->v)
		return sv->list;
	return list_islist(sv);
}

static int
isnoneish(const SV *sv)
{
	return sv->k == SV_VALUE && sv->v && sv->v->type->kind == T_NONE;
}

/* a list whose elements are single values (no tuples, lists or dicts in it) */
static int
flatlist(const SV *sv)
{
	for (uint32_t i = 0; sv->k == SV_TUPLE && i < sv->n; i++)
		if (sv->el[i]->k != SV_VALUE)
			return 0;
	return sv->k != SV_ROWS;
}

/* dicts with the same keys in the same order (anything else: 1) */
static int
samekeys(const SV *a, const SV *c)
{
	for (uint32_t i = 0; a->dict && c->dict && i < a->n; i++)
		if ((a->keys[i] && c->keys[i]) ? strcmp(a->keys[i], c->keys[i]) != 0 :
		    a->keys[i] != c->keys[i])
			return 0;
	return 1;
}

static SV *
seqleaf(Builder *b)
{
	SV *l = sv_new(b, SV_VALUE);
	l->list = 1;
	return l;
}

/* a list of known length of tuples of n tensors or numbers each (none: []) */
static int
tuplelist(const SV *sv, uint32_t n)
{
	if (sv->k != SV_TUPLE || !sv->list || sv->dict)
		return 0;
	for (uint32_t i = 0; i < sv->n; i++) {
		const SV *e = sv->el[i];
		if (e->k != SV_TUPLE || e->list || e->dict || e->n != n)
			return 0;
		for (uint32_t k = 0; k < n; k++)
			if (e->el[k]->k != SV_VALUE)
				return 0;
	}
	return 1;
}

SV *
stmt_joinshape(Builder *b, SV *a, SV *c, const char **why)
{
	int ta = a->k == SV_TUPLE, tc = c->k == SV_TUPLE;
	if (a->k == SV_POISON || c->k == SV_POISON)
		return a->k == SV_POISON ? c : a;
	if ((a->k == SV_ROWS && tuplelist(c, a->n)) || (c->k == SV_ROWS && tuplelist(a, c->n)))
		return a->k == SV_ROWS ? a : c; /* a list display of tuples: rows too (toshape) */
	if (islistish(a) && islistish(c) && (ta || tc) && (!ta || !tc || a->n != c->n)) {
		if (!flatlist(a) || !flatlist(c))
			return *why = "this return gives lists of other lengths than an earlier return, "
				"and their elements are tuples or lists; not supported yet", NULL;
		return seqleaf(b);
	}
	if ((isnoneish(a) && islistish(c)) || (isnoneish(c) && islistish(a))) {
		if (!flatlist(ta ? a : c))
			return *why = "this return gives None where another gives a list of tuples or "
				"lists (an Optional[List]); not supported yet", NULL;
		return seqleaf(b);
	}
	if (!ta && !tc)
		return isnoneish(a) ? c : a; /* None and a value: an optional */
	SV *t = ta ? a : c, *o = ta ? c : a;
	if ((ta && tc && (a->list != c->list || a->dict != c->dict)) || (ta != tc &&
	    (t->dict || t->list)))
		return *why = "this return gives another kind of value (a tuple, a list or a dict) "
			"than an earlier return", NULL;
	if (!ta || !tc) {
		if (!isnoneish(o) || t->list || t->fields || !t->n)
			return *why = isnoneish(o) ? "this return gives None where another gives this "
				"kind of tuple; not supported yet" : "this return gives a tuple where "
				"another gives a single value (or the reverse): they are other types", NULL;
	} else if (a->n != c->n || !samekeys(a, c)) /* (lists of other lengths: above) */
		return *why = a->dict ? "this return gives a dict with other keys than an earlier "
			"return; not supported yet" : "this return gives a tuple of another length "
			"than an earlier return: they are other types (TorchScript refuses it too)",
			NULL;
	SV *j = sv_new(b, SV_TUPLE);
	*j = *t;
	j->opt = (ta && a->opt) || (tc && c->opt) || !ta || !tc;
	j->el = NEWA(b->a, SV *, t->n + 1);
	for (uint32_t i = 0; i < t->n; i++)
		if (!(j->el[i] = stmt_joinshape(b, ta ? a->el[i] : a, tc ? c->el[i] : c, why)))
			return NULL;
	return j;
}

/* a return (or the None at a function's end) with the returns before it: where its lists
 * and tuples cannot be joined with theirs, an error */
int
stmt_noteret(Builder *b, SV *sv, SrcLoc loc)
{
	Returned *r = b->ret;
	if (!r)
		return 0;
	const char *why = NULL;
	SV *j = r->join ? stmt_joinshape(b, r->join, sv, &why) : sv;
	if (!j)
		return emit_error(b, loc, "%s", why);
	if (r->join && !sv_samenesting(r->join, sv))
		r->varies = 1;
	r->join = j;
	return 0;
}

Vals *
stmt_ret(Builder *b, Ast *s)
{
	Region *r = b->reg, *fr = r;
	while (fr->k != R_FUNC)
		fr = fr->outer;
	const Ast *outer = b->hinted;
	b->hinted = fr->rettype ? s->a : NULL;
	SV *sv = s->a ? expr_build(b, s->a) : sv_value(b, emit_const_none(b));
	b->hinted = outer;
	if (b->raised)
		return RAISED;
	sv = name_retval(b, sv, fr->rettype, s->loc);
	if (!b->depth && sv_haspacked(sv)) { /* the entry's: PyTorch's tensors are others */
		sv_packedrefuse(b, "returning a PackedSequence from the entry", s->loc);
		return NULL;
	}
	uint32_t k = 0;
	if (b->ret) {
		/* the call's result is a NamedTuple if every return gives one with these fields */
		const Sym *fl = sv->k == SV_TUPLE ? sv->fields : NULL, *had = b->ret->fields;
		b->ret->fields = !b->ret->nret || (fl && had && b->ret->refs.n == sv->n &&
			!memcmp(fl, had, sv->n * sizeof *fl)) ? fl : NULL;
		if (stmt_noteret(b, sv, s->loc) < 0)
			return NULL;
		returned(b, sv, &k);
		b->ret->nret++;
		Storage *l = sv->lst && (list_islist(sv) || sv->dict) ? sv->lst : NULL;
		if (!b->ret->shape)
			b->ret->shape = sv, b->ret->lst = l;
		else if (l != b->ret->lst)
			b->ret->lstvaries = 1;
	}
	if (r->k != R_FUNC && !(sv = stmt_loopret(b, r, sv, s->loc)))
		return NULL;
	Vals *f = stmt_vals(b);
	if (stmt_flatten(b, sv, f, s->loc) < 0)
		return NULL;
	f->shape = sv;
	if (r->k == R_FUNC)
		return f;
	stmt_learnret(b, r, sv, f, s->loc);
	if (r->again || b->d->nerror)
		return stmt_loopfinish(b, emit_const_bool(b, 0), emit_const_bool(b, 1), NULL,
			s->loc);
	return stmt_loopfinish(b, emit_const_bool(b, 0), emit_const_bool(b, 1), f, s->loc);
}

/* do a and c have the same lists and tuples, and the same Optional[Tuple]s? */
static int
sameopt(const SV *a, const SV *c)
{
	if (!sv_samenesting(a, c))
		return 0;
	if (a->k != SV_TUPLE)
		return islistish(a) == islistish(c);
	if (a->opt != c->opt)
		return 0;
	for (uint32_t i = 0; i < a->n; i++)
		if (!sameopt(a->el[i], c->el[i]))
			return 0;
	return 1;
}

/* sv, returned inside a loop, as the loop's joined shape j wants it (the loop's stash has
 * one shape): a None where j has a tuple, a tuple of Nones; a list of known length where j
 * has one of run-time length, its sequence (built here) */
static SV *
toshape(Builder *b, SV *j, SV *sv, SrcLoc loc)
{
	if (j->k == SV_TUPLE && (sv->k == SV_TUPLE || isnoneish(sv))) {
		SV *t = sv_new(b, SV_TUPLE);
		*t = sv->k == SV_TUPLE ? *sv : *j;
		t->opt = j->opt;
		t->el = NEWA(b->a, SV *, j->n + 1);
		for (uint32_t i = 0; i < j->n; i++)
			if ((t->el[i] = toshape(b, j->el[i], sv->k == SV_TUPLE ? sv->el[i] : sv,
			    loc))->k == SV_POISON)
				return t->el[i];
		return t;
	}
	if (sv->k != SV_TUPLE || !sv->list)
		return sv;
	if (j->k == SV_ROWS) { /* a list display of tuples where another path has rows */
		SV *r = rows_of(b, list_now(b, sv), loc);
		return r ? r : sv_poison(b);
	}
	Value *q = list_seq(b, list_now(b, sv), NULL, loc);
	return q ? list_seqsv(b, q, NULL) : sv_poison(b);
}

/* a return inside loop region r: joined with the loop's other returns, and brought to their
 * join; when the join changes, what this attempt learned of the returns gives way and the
 * body is built again.  NULL after an error */
SV *
stmt_loopret(Builder *b, Region *r, SV *sv, SrcLoc loc)
{
	const char *why = NULL;
	SV *j = r->retjoin ? stmt_joinshape(b, r->retjoin, sv, &why) : sv;
	if (!j)
		return emit_error(b, loc, "%s", why), NULL;
	if (r->retjoin && !sameopt(j, r->retjoin)) {
		r->rettypes = NULL;
		r->again = 1;
	}
	r->retjoin = j;
	return toshape(b, j, sv, loc);
}

/* a None for each value of shape j, into out */
static void
nones(Builder *b, SV *j, Vals *out)
{
	if (j->k == SV_ROWS) { /* a None per field */
		for (uint32_t i = 0; i < j->n; i++)
			vpush(b->a, out, emit_const_none(b));
		return;
	}
	if (j->k != SV_TUPLE) {
		vpush(b->a, out, emit_const_none(b));
		return;
	}
	for (uint32_t i = 0; i < j->n; i++)
		nones(b, j->el[i], out);
}

/* the flat values v[*k..] of a path that returned shape s, as the joined shape j wants
 * them, into out: a None where j has a tuple gives a None per element, a list of known
 * length where j has one of run-time length gives its sequence (built in b->blk) */
int
stmt_conv(Builder *b, SV *j, SV *s, Value **v, uint32_t *k, Vals *out, SrcLoc loc)
{
	if (j->k == SV_TUPLE && s->k != SV_TUPLE) {
		nones(b, j, out);
		(*k)++;
		return 0;
	}
	if (j->k == SV_TUPLE) {
		for (uint32_t i = 0; i < j->n; i++)
			if (stmt_conv(b, j->el[i], s->el[i], v, k, out, loc) < 0)
				return -1;
		return 0;
	}
	if (s->k == SV_ROWS) { /* its fields' values */
		for (uint32_t i = 0; i < s->n; i++)
			vpush(b->a, out, v[(*k)++]);
		return 0;
	}
	if (j->k == SV_ROWS) { /* a list display of tuples, made rows (as toshape) */
		SV *r = rows_of(b, stmt_unflatten(b, s, v, k), loc);
		if (!r)
			return -1;
		for (uint32_t i = 0; i < r->n; i++)
			vpush(b->a, out, r->el[i]->v);
		return 0;
	}
	if (s->k != SV_TUPLE) {
		vpush(b->a, out, v[(*k)++]);
		return 0;
	}
	SV *l = stmt_unflatten(b, s, v, k); /* a list of known length */
	Value *q = list_seq(b, l, NULL, loc);
	if (!q)
		return -1;
	vpush(b->a, out, q);
	return 0;
}

/* v, an empty list display's sequence (a return's `[]`), has the type of the list other, which
 * the other path returns in its place: TorchScript's [] is that list's type */
void
stmt_emptylist(Value *v, Value *other)
{
	if (v->def->kind == S_prim_ListConstruct && v->def->nin == 0 && v->type->kind == T_LIST &&
	    other->type->kind == T_LIST && v->type->elem->kind == T_TENSOR &&
	    v->type->elem->dtype == DT_UNDEF)
		v->type = other->type;
}
