/* Statements and structured control flow.
 *
 * Early exits (`return` anywhere, `break`, `continue`) are compiled without flags where
 * possible, the way one would by hand: statements run from a continuation (the rest of the
 * current list, then the rest of each enclosing list up to the function or loop body), and an
 * `if` whose branches may exit takes the whole continuation into each branch.  Every path
 * then ends by "finishing" its region:
 *   function body: the flat list of returned values (falling off the end returns None);
 *   loop body:     (continue?, [returned?, returned values...], carried values...)
 * so a path's finish values are the results of the If blocks it runs through.  A `return`
 * inside a loop sets a carried flag and stashes the values; after the loop,
 * `if returned: return stash else: <the rest>`.  An `if` without exits merges instead: each
 * variable the branches assign becomes an If output.
 *
 * A path that raises (`raise`, an `assert` known false, a call of a function that raises on
 * every path) ends there: run() returns RAISED with b->raised set, and the construct that
 * drops the path clears it.  An If one of whose branches raised is replaced by its other
 * branch (ONNX cannot raise: the model computes only the paths that do not, and raise.c
 * warns), so `if bad: raise ...` leaves no If, and names the other branch assigns are
 * defined after it.  A loop body that raises on every path stops the loop; a function
 * that does makes its caller's path raise; an entry that does is an error.
 *
 *   for i in range(n):            %y.2 : Float(*) = prim::Loop(%n, %true, %x)
 *       x = x + i                   block0(%i : int, %x.1 : Float(*)):
 *                                     %3 : Float(*) = aten::add(%x.1, %i)
 *                                     -> (%true, %3)
 *
 * Loop-carried types are found by iteration: the body is built with the initial types,
 * rebuilt with the join of initial and result types until they agree (sizes become unknown
 * where an iteration changes them; a dtype change is an error, since ONNX Loop cannot). */
#include <stdlib.h>
#include <string.h>
#include "frontend.h"

/* carried variable i ended a path of the body as a tensor in st */
typedef struct {
	uint32_t i;
	Storage *st;
	int stale;        /* the tensor already may not be what st holds */
} Held;

/* carried variable i is, until a run rebinds it, its initial tensor init: flag f (a carried
 * bool in Builder.store) says whether that still holds; param is i's body parameter */
typedef struct {
	uint32_t i, f;
	Ref *init, *param;
} First;

/* what a loop body's end taught about the keys of a dict the loop carries: key `key` of the
 * dict in storage `name` (`dict` as the loop carried it) is carried with a flag from the next
 * attempt (learnkeys), since the end has it where `dict` has not, or on other conditions; v
 * its value there */
typedef struct {
	Sym name;
	const char *key;
	SV *v, *dict;
} KeyEnd;

typedef enum { R_FUNC, R_LOOP } RegionKind;

/* what a loop body's end taught about the sequences it carries (held.c), for the body's
 * parameters in the next attempt: carried sequence i was stale there (at wloc), or held
 * memory st made before the loop; carried tensor i ended in memory a sequence holds; the
 * body wrote memory st made before it, that a sequence may hold (a run sees the write of
 * the run before: the next attempt counts it written when the body begins) */
typedef enum { SE_STALE, SE_OUTER, SE_HELD, SE_WROTE } SeqEndKind;
typedef struct {
	SeqEndKind k;
	uint32_t i;
	Storage *st;
	SrcLoc wloc;
} SeqEnd;

struct Region {
	RegionKind k;
	Region *outer;
	Ast *fn;          /* function: its def */
	Type *rettype;    /* function: its return annotation, or NULL */
	Ast *whilecond;   /* while loops: the condition, re-evaluated when a path continues */
	SrcLoc loc;       /* loop: the loop statement, where errors about carried values point */
	Sym *carried;     /* loop: names of the carried variables, in order ... */
	uint8_t *instore; /* ... a storage's (Builder.store) rather than a variable's */
	int16_t *part;    /* ... element k of the tuple (or dict) it holds (-1: all of it) ... */
	uint8_t *flag;    /* ... or, for a dict, whether its key `part` is there ... */
	SV **whole;       /* ... which was this tuple (or dict) before the loop */
	Type **ctypes;    /* ... and their types in this attempt */
	uint32_t ncarried;
	Sym *cset;        /* loop: the carried names, open addressing (iscarried) */
	uint32_t ccap, cn;
	VEC(Held) held;   /* loop: the memory each path's carried tensors ended in */
	VEC(First) firsts;/* loop: carried tensors that may still be their initial tensor */
	VEC(SeqEnd) ends; /* loop: what the body's ends taught about sequences (seqend) */
	VEC(KeyEnd) keys; /* loop: what they taught about the keys of dicts (keysend) */
	int learned;      /* loop: one taught something new: build the body again */
	uint32_t smark;   /* loop: storages with a smaller id were made before it */
	int hasret;       /* loop: its body may return from the function */
	Value *retflag;   /* loop: body parameter "returned so far" */
	Value **stash;    /* loop: body parameters holding returned values */
	Type **rettypes;  /* loop: types of returned values learned so far (NULL: none yet) */
	uint32_t nret;
	uint32_t nslot;   /* loop: stash slots in the body being built (nret when it began) */
	SV *retshape;     /* loop: the shape of the first returned SV */
	SV *retjoin;      /* loop: its returns' lists and tuples joined so far, over attempts
	                   * (joinshape): each return is brought to it (loopret) */
	int again;        /* loop: return types changed, build the body again */
	uint32_t attempts;/* loop: bodies built so far (the one being built included) */
	uint32_t retattempt; /* loop: the attempt rettypes were learned in */
	Names *seqlists;  /* loop: names of lists of known length a run may change the length
	                   * of: carried as sequences */
	Sym relist;       /* loop: such a name this attempt found, or 0 (build the loop again) */
};

struct Cont {
	AstList *list;    /* statements to run ... */
	uint32_t i;       /* ... from this index */
	Cont *next;       /* what runs after the list ends, up to the region's end */
};

static Vals *run(Builder *b, Cont *c, int finish);
static int iscarried(Region *r, Sym name);
static int istuple(const SV *sv);
static int isseqval(const SV *sv);
static void bindcarried(Builder *b, Region *r, SV **sv);
static Value *uninit(Builder *b, Type *t);
static Vals raisedpath;
#define RAISED (&raisedpath) /* what run() returns for a path that raised */
typedef struct Merging Merging;
static void mergestore(Builder *b, Node *n, Change *t, uint32_t nt, Change *e, uint32_t ne,
	Merging *mg);
static void stmt(Builder *b, Ast *s);

static Vals *
vals(Builder *b)
{
	return NEW(b->a, Vals);
}

/* flattens a returned SV into values: tuples element by element, a list of tuples of
 * run-time length field by field (a helper's is made rows again by its caller; the
 * entry's is one output per field: docs/cli.md) */
static int
flatten(Builder *b, SV *sv, Vals *out, SrcLoc loc)
{
	if (sv->k == SV_TUPLE && sv->dict && d_maybe(sv))
		return b_error(b, loc, "a dict some of whose keys are known only at run time cannot "
			"be returned (its values would be a run-time number of outputs)");
	if (sv->k == SV_TUPLE || sv->k == SV_ROWS) { /* rows: field by field (rows.c) */
		for (uint32_t i = 0; i < sv->n; i++)
			if (flatten(b, sv->el[i], out, loc) < 0)
				return -1;
		return 0;
	}
	if (sv->k == SV_POISON)
		return -1;
	Value *v = b_value_of(b, sv, loc);
	if (!v || h_check(b, v, loc) < 0) /* returning a sequence or optional reads it */
		return -1;
	vpush(b->a, out, v);
	return 0;
}

/* rebuilds an SV of the given shape from flat values (rows from their fields' values, as
 * flatten gave them) */
static SV *
unflatten(Builder *b, SV *shape, Value **v, uint32_t *k)
{
	if (shape && shape->k == SV_ROWS) {
		SV *r = sv_new(b, SV_ROWS);
		r->n = shape->n;
		r->ty = shape->ty;
		r->el = NEWA(b->a, SV *, r->n + 1);
		for (uint32_t i = 0; i < r->n; i++)
			r->el[i] = sv_value(b, v[(*k)++]);
		return r;
	}
	if (shape && shape->k == SV_TUPLE) {
		SV *t = sv_new(b, SV_TUPLE);
		t->n = shape->n;
		t->list = shape->list;
		t->ty = shape->ty;
		t->fields = shape->fields;
		t->opt = shape->opt;
		t->el = NEWA(b->a, SV *, t->n);
		for (uint32_t i = 0; i < t->n; i++)
			t->el[i] = unflatten(b, shape->el[i], v, k);
		return t;
	}
	return sv_value(b, v[(*k)++]);
}

int
b_inloop(Builder *b)
{
	return b->reg && b->reg->k == R_LOOP;
}

Value *
b_truth(Builder *b, SV *c, SrcLoc loc)
{
	if (c->k == SV_TUPLE && !c->list) {
		b_error(b, loc, "a tuple cannot be used as a condition");
		return NULL;
	}
	if (c->k == SV_TUPLE)
		return b_const_bool(b, c->n > 0);
	Value *v = b_value_of(b, c, loc);
	if (!v)
		return NULL;
	switch (v->type->kind) {
	case T_BOOL: return v;
	case T_NONE: return b_const_bool(b, 0);
	case T_INT:
	case T_FLOAT:
	case T_TENSOR: {
		SV *arg = sv_value(b, v);
		SV *r = b_callop(b, "Bool", NULL, &arg, 1, NULL, NULL, 0, loc);
		return r->k == SV_VALUE ? r->v : NULL;
	}
	default:
		b_error(b, loc, "a value of type %s cannot be used as a condition",
			ty_str_of(b->a, v->type));
		return NULL;
	}
}

/* does s contain a return (counted when returns is set), or a break/continue that leaves
 * the loop s is in (inloop: s is inside a loop nested in that one)? */
static int
escapes(Ast *s, int inloop, int returns)
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
		if (escapes(s->list.v[i], inloop, returns))
			return 1;
	for (uint32_t i = 0; i < s->list2.n; i++)
		if (escapes(s->list2.v[i], inloop, returns))
			return 1;
	return 0;
}

/* does s contain return, or break/continue that leave the enclosing loop? */
static int
mayexit(Ast *s, int inloop)
{
	return escapes(s, inloop, 1);
}

static int
mayexitlist(AstList *l, int inloop)
{
	for (uint32_t i = 0; i < l->n; i++)
		if (mayexit(l->v[i], inloop))
			return 1;
	return 0;
}

/* is "carried variable i is `to`" followed by a First flag of the loop (to is the tensor i
 * began as), not by a link? */
static int
flagged(Region *r, uint32_t i, Ref *to)
{
	for (uint32_t k = 0; k < r->firsts.n; k++)
		if (r->firsts.v[k].i == i && r->firsts.v[k].init == to)
			return 1;
	return 0;
}

/* e, unless known already (a tensor's memory is new in each attempt: its slot tells); new:
 * the body is built again (an outer memory only if the loop carries it: else the next
 * attempt's parameters need not know) */
static void
learn(Builder *b, Region *r, SeqEnd e)
{
	for (uint32_t k = 0; k < r->ends.n; k++) {
		SeqEnd *o = &r->ends.v[k];
		if (o->k == e.k && o->i == e.i && ((e.k != SE_OUTER && e.k != SE_WROTE) ||
		    o->st == e.st))
			return;
	}
	vpush(b->a, &r->ends, e);
	r->learned |= e.k != SE_OUTER || iscarried(r, e.st->name);
}

/* carried variable i ends a path of the body as v: if a sequence, what it holds then */
static void
seqend(Builder *b, Region *r, uint32_t i, Value *v)
{
	if (!h_holder(v->type))
		return;
	uint32_t n;
	Hold *e = h_of(b, v, &n);
	for (uint32_t k = 0; k < n; k++) {
		SrcLoc w;
		if (h_stale(b, &e[k], &w))
			learn(b, r, (SeqEnd){SE_STALE, i, NULL, w});
		else if (e[k].st->id < r->smark && t_base(b, e[k].st))
			learn(b, r, (SeqEnd){SE_OUTER, i, e[k].st, w});
	}
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
		if (flagged(r, i, x)) /* the tensor it began as: its First flag says so */
			return;
		if (x->st->held && x->st->id >= r->smark)
			learn(b, r, (SeqEnd){SE_HELD, i, x->st, {0, 0, 0, 0}});
		vpush(b->a, &r->held, ((Held){i, x->st, 0}));
		for (uint32_t k = 0; k < x->nalt; k++)
			if (!flagged(r, i, x->alt[k].to))
				vpush(b->a, &r->held, ((Held){i, x->alt[k].to->st, 0}));
		for (uint32_t k = 0; k < x->namb; k++)
			vpush(b->a, &r->held, ((Held){i, x->amb[k].st,
				x->amb[k].ver != t_base(b, x->amb[k].st)}));
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
	if (now->ref == f->init) /* (rebound to the tensor it began as: `y = x` again) */
		return b_const_bool(b, 1);
	Value *c = NULL;
	for (uint32_t k = 0; k < now->ref->nalt; k++) {
		Alt *a = &now->ref->alt[k];
		if (a->to != f->param && a->to != f->init)
			continue;
		SV *two[2] = {sv_value(b, a->cond), sv_value(b, v)};
		SV *t = a->to == f->init ? two[0] : b_callop(b, "__and__", NULL, two, 2, NULL, NULL,
			0, loc);
		SV *acc[2] = {sv_value(b, c), t};
		SV *o = c ? b_callop(b, "__or__", NULL, acc, 2, NULL, NULL, 0, loc) : t;
		if (o->k != SV_VALUE)
			return NULL;
		c = o->v;
	}
	return c ? c : b_const_bool(b, 0);
}

/* a list a loop rebinds may be its initial list (no run) or one a run made */
#define LOOPFORK "a loop rebinds it, so which list it is depends on how many times the loop ran"

/* A tuple a loop carries is carried leaf by leaf: its tensors and numbers, nested tuples
 * flattened depth first (hidden = ((h1, c1), (h2, c2)), a stacked LSTM's state), and made
 * again in its shape at the body's start and after the loop.  So is a list of known
 * length that the body rebinds to one of the same length (states = new_states, each of an
 * LSTM's layers): it stays a set of values, not a sequence, unless a run may change its
 * length (the body is then built again with it a sequence: Region.relist). */
#define MAXLISTVALUES 256 /* (a longer list a loop rebinds is carried as a sequence) */
static int
agg(const SV *sv, int lists)
{
	return sv->k == SV_TUPLE && !sv->dict && (!sv->list || (lists && sv->n > 0));
}

/* the number of leaves of sv, or -1 if one is not a tensor or number (a dict, an object,
 * a list unless lists) */
static int
nleaves(const SV *sv, int lists)
{
	if (!agg(sv, lists))
		return sv->k == SV_VALUE ? 1 : -1;
	int n = 0;
	for (uint32_t k = 0; k < sv->n; k++) {
		int m = nleaves(sv->el[k], lists);
		if (m < 0)
			return -1;
		n += m;
	}
	return n;
}

/* must list `name` be carried as a sequence (Region.seqlists)? */
static int
seqlisted(const Region *r, Sym name)
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

static int sameshape(const SV *sv, const SV *w);

/* the leaves of a tuple in nleaves' order, for a walk that asks for each in turn: a walk
 * from the top per leaf was quadratic (a loop carrying t = (t, t) ten
 * deep took 2 s) */
typedef struct {
	const SV *sv, *w;  /* the tuple flattened, and the shape it was checked against */
	SV *raw, *now;     /* carriedval: a name's value, and what t_now made of it */
	int ok;            /* sv has w's shape (sameshape) */
	VEC(SV *) leaves;
} Flat;

static void
flatleaves(Builder *b, SV *sv, Flat *f)
{
	if (!agg(sv, 1)) {
		vpush(b->a, &f->leaves, sv);
		return;
	}
	for (uint32_t i = 0; i < sv->n; i++)
		flatleaves(b, sv->el[i], f);
}

/* leaf k of sv if sv has the shape of w, else NULL; sv flattened once into f (w NULL: any
 * shape) */
static SV *
leafof(Builder *b, Flat *f, SV *sv, const SV *w, uint32_t k)
{
	if (f->sv != sv || f->w != w) {
		f->sv = sv, f->w = w, f->leaves.n = 0;
		f->ok = !w || sameshape(sv, w);
		if (f->ok)
			flatleaves(b, sv, f);
	}
	return f->ok && k < f->leaves.n ? f->leaves.v[k] : NULL;
}

/* a dict or rows (a list of tuples) is carried value by value, as it was: not nested */
static int
flatcarry(const SV *w)
{
	return w->dict || w->k == SV_ROWS;
}

/* does sv have the shape of w (nesting, tuple or list, lengths), with tensors and numbers
 * at its leaves? */
static int
sameshape(const SV *sv, const SV *w)
{
	if (!agg(w, 1))
		return sv->k == SV_VALUE;
	if (!agg(sv, 1) || sv->list != w->list || sv->n != w->n)
		return 0;
	for (uint32_t k = 0; k < w->n; k++)
		if (!sameshape(sv->el[k], w->el[k]))
			return 0;
	return 1;
}

/* the lists in sv are ones a loop rebinds: not to be changed in place (LOOPFORK) */
static void
forklists(Builder *b, SV *sv)
{
	if (sv->k != SV_TUPLE || sv->dict)
		return;
	for (uint32_t k = 0; k < sv->n; k++)
		forklists(b, sv->el[k]);
	if (sv->list) {
		l_own(b, sv);
		l_fork(b, sv->lst, LOOPFORK);
	}
}

/* the tuple (or carried dict or rows: flat) of shape w whose leaves are
 * sv[partslot(r, i, *k, at)], *k counting them, *at the slot after the last one */
static uint32_t partslot(Region *r, uint32_t i, uint32_t k, uint32_t *at);
static SV *
reshaped(Builder *b, const SV *w, Region *r, uint32_t i, SV **sv, uint32_t *k, uint32_t *at)
{
	if (w->k != SV_TUPLE && w->k != SV_ROWS)
		return sv[partslot(r, i, (*k)++, at)];
	SV *t = sv_new(b, SV_TUPLE);
	*t = *w;
	t->lst = NULL;
	t->el = NEWA(b->a, SV *, t->n + 1);
	for (uint32_t e = 0; e < t->n; e++)
		t->el[e] = reshaped(b, w->el[e], r, i, sv, k, at);
	return t;
}

/* carried store variable i at a path's end: a storage's base, or a First flag */
static Value *
stillfirst(Builder *b, Region *r, uint32_t i, Flat *fc)
{
	Value *v = env_get(&b->store, r->carried[i])->v;
	for (uint32_t k = 0; k < r->firsts.n; k++) {
		First *f = &r->firsts.v[k];
		if (f->f != i)
			continue;
		SV *now = env_get(&b->env, r->carried[f->i]);
		int part = r->part[f->i];
		SV *w = part >= 0 ? r->whole[f->i] : NULL;
		if (now && w && flatcarry(w)) /* value part of the dict it is in */
			now = now->k == SV_TUPLE && (uint32_t)part < now->n ? now->el[part] : NULL;
		else if (now && w) /* leaf part of the tuple it is in */
			now = leafof(b, fc, now, w, (uint32_t)part);
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
		if (!l_islist(c) || !(c = l_dyn(b, c, loc)))
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

static void rewhole(Region *r, Sym name, SV *whole);

/* a loop carries dict `before` (in storage name) and a path through its body ends with it
 * as `now`: the keys now has that before has not, or has on other conditions than before
 * (which the loop carries no flag for yet), are learned (learnkey), and so is a `now` not
 * SV.ordered where before is (the body is built again with before not: then a key may be
 * set where it may not be only if no key that may not be there follows it).  An error for
 * a key the path removes or moves (whether the dict has it, or where, would depend on how
 * many times the loop ran), else 0 */
static int
keysend(Builder *b, Region *r, Sym name, SV *before, const SV *now)
{
	if (before->ordered && !d_ordered(now)) {
		SV *w = sv_new(b, SV_TUPLE);
		*w = *before;
		w->ordered = 0;
		rewhole(r, name, w);
		r->learned = 1;
		before = w;
	}
	for (uint32_t k = 0; k < now->n; k++) {
		int at = d_keyat(b, before, now->keys[k]);
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
		if (d_keyat(b, now, before->keys[k]) < 0)
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
			if (keysend(b, r, r->carried[i], w, c))
				return -1;
			if (r->flag[i]) {
				vpush(b->a, out, flagend(b, r, i, c));
				continue;
			}
			SV *e = t_now(b, c->el[r->part[i]]);
			if (e->k != SV_VALUE)
				return -1;
			held(b, r, i, e); /* what it may share with other carried tensors */
			vpush(b->a, out, e->v);
			continue;
		}
		if (r->instore[i]) {
			SV *c = env_get(&b->store, r->carried[i]);
			Value *v = c->k == SV_TUPLE ? l_seq(b, c, NULL, loc) : stillfirst(b, r, i, &ff);
			if (!v)
				return -1;
			vpush(b->a, out, v);
			continue;
		}
		SV *sv = env_get(&b->env, r->carried[i]);
		if (!sv || sv->k == SV_UNDEF)
			sv = b_lookup(b, r->carried[i], loc); /* the error */
		else if (sv->k == SV_SPLIT && sv->v) /* retyped, still what the run began with */
			sv = t_now(b, sv->el[1]);
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
			fc.raw = sv, sv = fc.now = t_now(b, sv);
		if (r->part[i] >= 0 && r->whole[i]->k == SV_ROWS && sv->k != SV_POISON) {
			SV *q = l_islist(sv) ? l_dyn(b, sv, loc) : NULL; /* field k of rows */
			if (!q || q->k != SV_ROWS || q->n != r->whole[i]->n)
				return q ? b_error(b, r->loc, "'%s' is a list of tuples before this loop "
					"and something else inside it", sym_str(r->carried[i])) : -1;
			vpush(b->a, out, q->el[r->part[i]]->v);
			continue;
		}
		if (r->part[i] >= 0 && sv->k != SV_POISON && flatcarry(r->whole[i])) {
			uint32_t n = r->whole[i]->n; /* value k of a dict */
			if (!istuple(sv) || sv->n != n || sv->el[r->part[i]]->k != SV_VALUE)
				return b_error(b, r->loc, "'%s' is a tuple of %u tensors or numbers before "
					"this loop and something else inside it", sym_str(r->carried[i]), n);
			sv = sv->el[r->part[i]];
		} else if (r->part[i] >= 0 && sv->k != SV_POISON) { /* leaf k of a tuple */
			SV *l = leafof(b, &fc, sv, r->whole[i], (uint32_t)r->part[i]);
			if (!l) {
				if (!haslist(r->whole[i]))
					return b_error(b, r->loc, "'%s' is a tuple of %d tensors or numbers "
						"before this loop and something else inside it",
						sym_str(r->carried[i]), nleaves(r->whole[i], 1));
				r->relist = r->carried[i]; /* (this attempt is not kept) */
				vpush(b->a, out, uninit(b, r->ctypes[i]));
				continue;
			}
			sv = l;
		}
		held(b, r, i, sv);
		if (sv->k == SV_POISON)
			return -1;
		if (l_islist(sv)) { /* a name rebound to lists: carried as a sequence */
			Value *v = l_seq(b, sv, NULL, loc);
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
static int
carriedvals(Builder *b, Region *r, Vals *out, SrcLoc loc)
{
	uint32_t at = out->n;
	if (carriedval(b, r, out, loc) < 0)
		return -1;
	for (uint32_t i = 0; i < r->ncarried; i++)
		seqend(b, r, i, out->v[at + i]);
	return 0;
}

/* a loop path ends: continue?, then [returned?, stash], then the carried variables */
static Vals *
loopfinish(Builder *b, Value *cont, Value *retflag, Vals *ret, SrcLoc loc)
{
	Region *r = b->reg;
	Vals *out = vals(b);
	vpush(b->a, out, cont);
	if (r->hasret) {
		vpush(b->a, out, retflag ? retflag : r->retflag);
		for (uint32_t i = 0; i < r->nslot; i++)
			vpush(b->a, out, ret && !r->again ? ret->v[i] : r->stash[i]);
	}
	return carriedvals(b, r, out, loc) < 0 ? NULL : out;
}

static int noteret(Builder *b, SV *sv, SrcLoc loc);

static Vals *
fallthrough(Builder *b, SrcLoc loc)
{
	Region *r = b->reg;
	if (r->k == R_FUNC) {
		if (r->rettype && r->rettype->kind != T_NONE) {
			b_error(b, r->fn->loc, "'%s' is declared to return %s but can reach its end "
				"without a return", sym_str(r->fn->name), ty_str_of(b->a, r->rettype));
			return NULL;
		}
		Vals *out = vals(b);
		vpush(b->a, out, b_const_none(b));
		out->shape = sv_value(b, out->v[0]);
		if (noteret(b, out->shape, loc) < 0)
			return NULL;
		return out;
	}
	Value *c = r->whilecond ? b_truth(b, b_expr(b, r->whilecond), r->whilecond->loc) :
				  b_const_bool(b, 1);
	if (b->raised)
		return RAISED;
	return c ? loopfinish(b, c, NULL, NULL, loc) : NULL;
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
static void
learnret(Builder *b, Region *r, SV *sv, Vals *f, SrcLoc loc)
{
	if (r->rettypes && r->retattempt != r->attempts && (!retfits(r, f) ||
	    !b_sameshape(r->retshape, sv)))
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
	if (r->nret != f->n || !b_sameshape(r->retshape, sv)) { /* (loopret joins them) */
		b_error(b, loc, "returns inside this loop return different numbers of values");
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
	if (sv->lst && (l_islist(sv) || sv->dict))
		vpush(b->a, &r->lsts, sv->lst);
	if (sv->k == SV_TUPLE || sv->k == SV_ROWS) { /* (rows: field by field, as flatten) */
		for (uint32_t i = 0; i < sv->n; i++)
			returned(b, sv->el[i], k);
		return;
	}
	Ref *ref = sv->k == SV_VALUE ? sv->ref : NULL;
	uint32_t nh = 0;
	Hold *h = sv->k == SV_VALUE && sv->v && (h_holder(sv->v->type) ||
		sv->v->type->kind == T_OPTIONAL) ? h_of(b, sv->v, &nh) : NULL;
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

static int isnone(const SV *sv);

/* do two returned values have the same lists and tuples, of the same lengths? */
int
b_sameshape(const SV *a, const SV *c)
{
	if ((a->k == SV_TUPLE) != (c->k == SV_TUPLE))
		return 0;
	if (a->k != SV_TUPLE)
		return 1;
	if (a->n != c->n || a->list != c->list)
		return 0;
	for (uint32_t i = 0; i < a->n; i++)
		if (!b_sameshape(a->el[i], c->el[i]))
			return 0;
	return 1;
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
	return l_islist(sv);
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

static SV *
joinshape(Builder *b, SV *a, SV *c, const char **why)
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
		if (!(j->el[i] = joinshape(b, ta ? a->el[i] : a, tc ? c->el[i] : c, why)))
			return NULL;
	return j;
}

/* a return (or the None at a function's end) with the returns before it: where its lists
 * and tuples cannot be joined with theirs, an error */
static int
noteret(Builder *b, SV *sv, SrcLoc loc)
{
	Returned *r = b->ret;
	if (!r)
		return 0;
	const char *why = NULL;
	SV *j = r->join ? joinshape(b, r->join, sv, &why) : sv;
	if (!j)
		return b_error(b, loc, "%s", why);
	if (r->join && !b_sameshape(r->join, sv))
		r->varies = 1;
	r->join = j;
	return 0;
}

static SV *loopret(Builder *b, Region *r, SV *sv, SrcLoc loc);

static Vals *
ret(Builder *b, Ast *s)
{
	Region *r = b->reg, *fr = r;
	while (fr->k != R_FUNC)
		fr = fr->outer;
	const Ast *outer = b->hinted;
	b->hinted = fr->rettype ? s->a : NULL;
	SV *sv = s->a ? b_expr(b, s->a) : sv_value(b, b_const_none(b));
	b->hinted = outer;
	if (b->raised)
		return RAISED;
	sv = b_retval(b, sv, fr->rettype, s->loc);
	uint32_t k = 0;
	if (b->ret) {
		/* the call's result is a NamedTuple if every return gives one with these fields */
		const Sym *fl = sv->k == SV_TUPLE ? sv->fields : NULL, *had = b->ret->fields;
		b->ret->fields = !b->ret->nret || (fl && had && b->ret->refs.n == sv->n &&
			!memcmp(fl, had, sv->n * sizeof *fl)) ? fl : NULL;
		if (noteret(b, sv, s->loc) < 0)
			return NULL;
		returned(b, sv, &k);
		b->ret->nret++;
		Storage *l = sv->lst && (l_islist(sv) || sv->dict) ? sv->lst : NULL;
		if (!b->ret->shape)
			b->ret->shape = sv, b->ret->lst = l;
		else if (l != b->ret->lst)
			b->ret->lstvaries = 1;
	}
	if (r->k != R_FUNC && !(sv = loopret(b, r, sv, s->loc)))
		return NULL;
	Vals *f = vals(b);
	if (flatten(b, sv, f, s->loc) < 0)
		return NULL;
	f->shape = sv;
	if (r->k == R_FUNC)
		return f;
	learnret(b, r, sv, f, s->loc);
	if (r->again || b->d->nerror)
		return loopfinish(b, b_const_bool(b, 0), b_const_bool(b, 1), NULL, s->loc);
	return loopfinish(b, b_const_bool(b, 0), b_const_bool(b, 1), f, s->loc);
}

/* do a and c have the same lists and tuples, and the same Optional[Tuple]s? */
static int
sameopt(const SV *a, const SV *c)
{
	if (!b_sameshape(a, c))
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
		SV *r = r_of(b, l_now(b, sv), loc);
		return r ? r : sv_poison(b);
	}
	Value *q = l_seq(b, l_now(b, sv), NULL, loc);
	return q ? l_seqsv(b, q, NULL) : sv_poison(b);
}

/* a return inside loop region r: joined with the loop's other returns, and brought to their
 * join; when the join changes, what this attempt learned of the returns gives way and the
 * body is built again.  NULL after an error */
static SV *
loopret(Builder *b, Region *r, SV *sv, SrcLoc loc)
{
	const char *why = NULL;
	SV *j = r->retjoin ? joinshape(b, r->retjoin, sv, &why) : sv;
	if (!j)
		return b_error(b, loc, "%s", why), NULL;
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
			vpush(b->a, out, b_const_none(b));
		return;
	}
	if (j->k != SV_TUPLE) {
		vpush(b->a, out, b_const_none(b));
		return;
	}
	for (uint32_t i = 0; i < j->n; i++)
		nones(b, j->el[i], out);
}

/* the flat values v[*k..] of a path that returned shape s, as the joined shape j wants
 * them, into out: a None where j has a tuple gives a None per element, a list of known
 * length where j has one of run-time length gives its sequence (built in b->blk) */
static int
conv(Builder *b, SV *j, SV *s, Value **v, uint32_t *k, Vals *out, SrcLoc loc)
{
	if (j->k == SV_TUPLE && s->k != SV_TUPLE) {
		nones(b, j, out);
		(*k)++;
		return 0;
	}
	if (j->k == SV_TUPLE) {
		for (uint32_t i = 0; i < j->n; i++)
			if (conv(b, j->el[i], s->el[i], v, k, out, loc) < 0)
				return -1;
		return 0;
	}
	if (s->k == SV_ROWS) { /* its fields' values */
		for (uint32_t i = 0; i < s->n; i++)
			vpush(b->a, out, v[(*k)++]);
		return 0;
	}
	if (j->k == SV_ROWS) { /* a list display of tuples, made rows (as toshape) */
		SV *r = r_of(b, unflatten(b, s, v, k), loc);
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
	SV *l = unflatten(b, s, v, k); /* a list of known length */
	Value *q = l_seq(b, l, NULL, loc);
	if (!q)
		return -1;
	vpush(b->a, out, q);
	return 0;
}

/* v, an empty list display's sequence (a return's `[]`), has the type of the list other, which
 * the other path returns in its place: TorchScript's [] is that list's type */
static void
emptylist(Value *v, Value *other)
{
	if (v->def->kind == S_prim_ListConstruct && v->def->nin == 0 && v->type->kind == T_LIST &&
	    other->type->kind == T_LIST && v->type->elem->kind == T_TENSOR &&
	    v->type->elem->dtype == DT_UNDEF)
		v->type = other->type;
}

/* the paths vt and ve, which end a function, in the If n, brought to one shape */
static int
joinpaths(Builder *b, Node *n, Vals **vt, Vals **ve, SrcLoc loc)
{
	SV *st = (*vt)->shape, *se = (*ve)->shape;
	if (!st || !se || (b_sameshape(st, se) && (*vt)->n == (*ve)->n)) {
		const char *why;
		SV *j = st && se ? joinshape(b, st, se, &why) : NULL;
		(*vt)->shape = j ? j : st;
		return 0;
	}
	const char *why = NULL;
	SV *j = joinshape(b, st, se, &why);
	if (!j)
		return b_error(b, loc, "%s", why);
	Vals **side[2] = {vt, ve};
	Block *outer = b->blk;
	for (int i = 0; i < 2; i++) {
		Vals *c = vals(b);
		uint32_t k = 0;
		b->blk = n->blk[i];
		int rc = conv(b, j, (*side[i])->shape, (*side[i])->v, &k, c, loc);
		b->blk = outer;
		if (rc < 0)
			return -1;
		c->shape = j;
		*side[i] = c;
	}
	for (uint32_t i = 0; i < (*vt)->n && i < (*ve)->n; i++) {
		emptylist((*vt)->v[i], (*ve)->v[i]);
		emptylist((*ve)->v[i], (*vt)->v[i]);
	}
	return 0;
}

static Vals *
jump(Builder *b, Ast *s)
{
	if (b->reg->k != R_LOOP) {
		b_error(b, s->loc, "'%s' outside a loop", s->k == S_BREAK ? "break" : "continue");
		return NULL;
	}
	if (s->k == S_CONTINUE)
		return fallthrough(b, s->loc);
	return loopfinish(b, b_const_bool(b, 0), NULL, NULL, s->loc);
}

/* adds an If output per pair of branch results; their types must join */
static Value **
ifoutputs(Builder *b, Node *n, Value **t, Value **e, uint32_t k, const Sym *names)
{
	Value **out = NEWA(b->a, Value *, k + 1);
	for (uint32_t i = 0; i < k; i++) {
		if (t[i]->type->kind == T_NONE && e[i]->type->kind == T_NONE) {
			out[i] = b_const_none(b); /* None either way: no If output (ONNX has none) */
			continue;
		}
		ir_addresult(b->g, n->blk[0], t[i]);
		ir_addresult(b->g, n->blk[1], e[i]);
		Type *j = ty_join(t[i]->type, e[i]->type);
		if (!j) {
			b_error(b, n->loc, "%s%s%shas type %s on one branch of this 'if' and %s on the "
				"other; ONNX If needs one type", names ? "'" : "",
				names ? sym_str(names[i]) : "a result ", names ? "' " : "",
				ty_str_of(b->a, t[i]->type), ty_str_of(b->a, e[i]->type));
			j = t[i]->type;
		}
		out[i] = ir_addoutput(b->g, n, j);
		out[i]->name = names ? names[i] : t[i]->name;
	}
	return out;
}

Value *
b_ifoutput(Builder *b, Node *n, Value *t, Value *e, Sym name)
{
	return ifoutputs(b, n, &t, &e, 1, &name)[0];
}

static Node *
ifnode(Builder *b, Value *cv, SrcLoc loc)
{
	Node *n = ir_node(b->g, S_prim_If, 0, loc);
	ir_addinput(b->g, n, cv);
	ir_append(b->blk, n);
	ir_addblock(b->g, n);
	ir_addblock(b->g, n);
	return n;
}

/* The else of If n raised: the then branch, which finished the region with vt, is computed
 * in place of the If.  Its writes to memory from before stay written (st), as in a merge. */
static Vals *
thenonly(Builder *b, Node *n, Change *st, uint32_t nst, Vals *vt)
{
	ir_inlineblock(n, n->blk[0]);
	for (uint32_t i = 0; i < nst; i++)
		if (st[i].sv)
			env_set(b->a, &b->store, st[i].name, st[i].sv);
	return vt;
}

/* v converted to dtype dt at the end of block blk */
static Value *
castin(Builder *b, Block *blk, Value *v, DType dt)
{
	Block *outer = b->blk;
	b->blk = blk;
	SV *x = sv_value(b, v), *d = sv_value(b, b_const_dtype(b, dt));
	SV *r = b_callop(b, "to", x, &d, 1, NULL, NULL, 0, b->here);
	b->blk = outer;
	return r->k == SV_VALUE ? r->v : v;
}

/* paths of a loop body (If n's branches) that end with a carried tensor in the dtype it is
 * carried in on one and another dtype on the other: the first converted to the other in
 * its branch, so that the run's result retypes the loop (retype: the attempt is built
 * again, and the variable's uses are checked then) instead of failing here */
static void
retypepaths(Builder *b, Node *n, Region *r, Vals *vt, Vals *ve)
{
	uint32_t off = 1 + (r->hasret ? 1 + r->nslot : 0);
	for (uint32_t i = 0; i < r->ncarried && off + i < vt->n && off + i < ve->n; i++) {
		Value **t = &vt->v[off + i], **e = &ve->v[off + i];
		Type *c = r->ctypes[i], *tt = (*t)->type, *te = (*e)->type;
		if (c->kind != T_TENSOR || tt->kind != T_TENSOR || te->kind != T_TENSOR ||
		    tt->dtype == te->dtype || tt->rank != te->rank)
			continue;
		if (tt->dtype == c->dtype)
			*t = castin(b, n->blk[0], *t, te->dtype);
		else if (te->dtype == c->dtype)
			*e = castin(b, n->blk[1], *e, tt->dtype);
	}
}

/* an if whose paths finish the region: each branch runs on to the region's end */
static Vals *
ifpaths(Builder *b, Value *cv, Cont *ct, SV *tret, Cont *ce, Ast *cond, SrcLoc loc)
{
	int64_t k;
	if (ir_constint(cv, &k) && !tret)
		return run(b, k ? ct : ce, 1);
	Node *n = ifnode(b, cv, loc);
	Block *outer = b->blk;
	Scope sc = env_open(&b->env), ss = env_open(&b->store);
	uint32_t nst, nse, w0 = b->wlog.n;
	b->blk = n->blk[0];
	o_refine(b, cond, 1);
	d_refine(b, cond, 0); /* if "a" in d: d has "a" on this path */
	uint32_t zm = z_refine(b, cv, 1);
	Vals *vt;
	if (tret) {
		vt = vals(b);
		if (b->reg->k == R_LOOP && !(tret = loopret(b, b->reg, tret, loc)))
			tret = sv_poison(b);
		vt->shape = tret;
		if (flatten(b, tret, vt, loc) == 0 && b->reg->k == R_LOOP) {
			learnret(b, b->reg, tret, vt, loc);
			vt = loopfinish(b, b_const_bool(b, 0), b_const_bool(b, 1),
				b->reg->again ? NULL : vt, loc);
		}
	} else
		vt = run(b, ct, 1);
	z_unrefine(b, zm);
	uint32_t w1 = b->wlog.n;
	b->raised = 0;
	env_close(b->a, &b->env, sc, NULL);
	Change *st = env_close(b->a, &b->store, ss, &nst);
	if (vt == RAISED) { /* only the else is computed: in place of the If */
		b->blk = outer;
		ir_destroy(n);
		o_refine(b, cond, 0);
		d_refine(b, cond, 1);
		return run(b, ce, 1);
	}
	sc = env_open(&b->env), ss = env_open(&b->store);
	b->blk = n->blk[1];
	o_refine(b, cond, 0);
	d_refine(b, cond, 1);
	vpush(b->a, &b->offpath, w0);
	vpush(b->a, &b->offpath, w1);
	zm = z_refine(b, cv, 0);
	Vals *ve = run(b, ce, 1);
	z_unrefine(b, zm);
	b->offpath.n -= 2;
	b->raised = 0;
	env_close(b->a, &b->env, sc, NULL);
	Change *se = env_close(b->a, &b->store, ss, &nse);
	b->blk = outer;
	if (ve == RAISED && vt)
		return thenonly(b, n, st, nst, vt);
	if (!vt || !ve)
		return NULL;
	if (b->reg->k != R_LOOP && joinpaths(b, n, &vt, &ve, loc) < 0)
		return NULL;
	if (vt->n != ve->n) {
		b_error(b, loc, "the branches of this 'if' return different numbers of values");
		return NULL;
	}
	if (b->reg->k == R_LOOP)
		retypepaths(b, n, b->reg, vt, ve);
	Vals *out = vals(b);
	out->shape = vt->shape;
	Value **o = ifoutputs(b, n, vt->v, ve->v, vt->n, NULL);
	for (uint32_t i = 0; i < vt->n; i++)
		vpush(b->a, out, o[i]);
	/* both paths end the region; what they wrote to memory from before stays written (a
	 * function's caller sees its arguments written) */
	mergestore(b, n, st, nst, se, nse, NULL);
	return out;
}

static Vals *
exitif(Builder *b, Ast *s, Cont *rest)
{
	Value *cv = b_truth(b, b_expr(b, s->a), s->a->loc);
	if (b->raised)
		return RAISED;
	if (!cv)
		return NULL;
	Cont ct = {&s->list, 0, rest}, ce = {&s->list2, 0, rest};
	return ifpaths(b, cv, &ct, NULL, &ce, s->a, s->loc);
}

/* tensors first made inside the branches, and the merged tensors that hold them: two merged
 * names that were one tensor (or views of one) on a branch may be one tensor after it */
typedef struct {
	Storage *inner;
	Ref *out;
} Shared;

/* what one branch of an `if` changed: names (their values at its end) and memory */
typedef struct {
	Change *names, *st;
	uint32_t nn, nst;
	int raised;       /* every path through it raised */
	Refinement rf;    /* the names its condition refined (optional.c) */
	uint32_t w0, w1;  /* the writes it logged: Builder.wlog[w0, w1) */
} Branch;

struct Merging {
	Node *n;          /* the If */
	uint32_t mark;    /* storages with a smaller id were made before the If */
	VEC(Shared) shared;
	Branch *br[2];    /* what each branch changed */
	Change *pre;      /* the memory either branch wrote, as it was before the If */
	uint32_t npre;
	Value *notcond;   /* not cond, made when first wanted */
};

static int
isdict(const SV *sv)
{
	return sv && sv->k == SV_TUPLE && sv->dict;
}

/* sv, bound before the If and not rebound on branch k: its value at the branch's end, where
 * the memory it lives in (or is, under a condition) may have been written.  The memory either
 * branch wrote is read as branch k left it, in branch k's block. */
static SV *
atend(Builder *b, Merging *m, int k, SV *sv)
{
	if ((sv->k != SV_VALUE || !sv->ref) && !(l_islist(sv) && sv->lst))
		return sv; /* (a list: its contents then) */
	Scope sc = env_open(&b->store);
	int tensor = sv->k == SV_VALUE && !sv->lst; /* (reads no dict's contents) */
	for (uint32_t i = 0; i < m->npre; i++) {
		Change *c = env_change(m->br[k]->st, m->br[k]->nst, m->pre[i].name);
		SV *to = c ? c->sv : m->pre[i].sv;
		if (tensor && isdict(to) && isdict(env_get(&b->store, m->pre[i].name)))
			continue; /* binding a dict's contents costs as many keys as it has (the
				   * store counts the tensors they hold): per value of a dict an If
				   * merges, that made the merge quadratic */
		env_set(b->a, &b->store, m->pre[i].name, to);
	}
	for (uint32_t i = 0; i < m->br[k]->nst; i++) /* memory made on the branch (in a list) */
		if (m->br[k]->st[i].isnew && m->br[k]->st[i].sv)
			env_set(b->a, &b->store, m->br[k]->st[i].name, m->br[k]->st[i].sv);
	Block *outer = b->blk;
	b->blk = m->n->blk[k];
	SV *now = t_now(b, sv);
	b->blk = outer;
	env_close(b->a, &b->store, sc, NULL);
	return now;
}

/* memory st's value at the end of branch k */
static Value *
endbase(Builder *b, Merging *m, int k, Storage *st)
{
	Change *c = env_change(m->br[k]->st, m->br[k]->nst, st->name);
	if (!c)
		c = env_change(m->pre, m->npre, st->name);
	return c ? c->sv->v : t_base(b, st);
}

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
		if (a.ver == endbase(b, m, k, a.st))
			a.ver = t_base(b, a.st);
		fresh.amb[i] = a;
	}
	fresh.alt = NEWA(b->a, Alt, x->nalt + 1);
	for (uint32_t i = 0; i < x->nalt; i++) {
		Alt a = x->alt[i];
		if (a.ver == endbase(b, m, k, a.to->st))
			a.ver = t_base(b, a.to->st);
		fresh.alt[i] = a;
	}
	t_inherit(b, r, &fresh);
}

/* the condition under which branch k ran */
static Value *
branchcond(Builder *b, Merging *m, int k)
{
	if (!k)
		return ir_in(m->n, 0);
	if (!m->notcond) {
		SV *c = sv_value(b, ir_in(m->n, 0));
		SV *r = b_callop(b, "__not__", NULL, &c, 1, NULL, NULL, 0, m->n->loc);
		m->notcond = r->k == SV_VALUE ? r->v : NULL;
	}
	return m->notcond;
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
		h_also(b, r->st, x->st);
	Value *c = x->st->id < m->mark && !x->namb ? branchcond(b, m, k) : NULL;
	if (c && t_alt(b, r, c, x) == 0) {
		/* r is x when branch k ran (a write to r also writes x, then), and what x is
		 * under its conditions */
		for (uint32_t i = 0; i < x->nalt; i++) {
			SV *two[2] = {sv_value(b, c), sv_value(b, x->alt[i].cond)};
			SV *both = b_callop(b, "__and__", NULL, two, 2, NULL, NULL, 0, m->n->loc);
			if (both->k != SV_VALUE || t_alt(b, r, both->v, x->alt[i].to) < 0)
				inherit(b, m, k, r, x);
		}
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
		t_amb(b, r, x->st, "which tensor it is depends on the branch an 'if' took");
}

static SV *mergesv(Builder *b, Merging *m, Sym name, SV *st, SV *se, SV *before);
static SV *atend(Builder *b, Merging *m, int k, SV *sv);

/* can a value of type t be one side of an ONNX optional? */
static int
canopt(const Type *t)
{
	return t->kind == T_NONE || t->kind == T_OPTIONAL || t->kind == T_TENSOR ||
		ty_isscalar(t) || t->kind == T_LIST;
}

static int
isnone(const SV *sv)
{
	return sv->k == SV_VALUE && sv->v->type->kind == T_NONE;
}

/* a tensor on both branches: the same tensor object (then the merged memory gives its
 * value), or an If output, new memory that may share what each branch's tensor did */
static SV *
mergetensor(Builder *b, Merging *m, Sym name, SV *st, SV *se, SV *before)
{
	if (st->ref && st->ref == se->ref) {
		SV *f = sv_new(b, SV_VALUE);
		*f = *st;
		f->ver = NULL;
		return t_now(b, f);
	}
	if (st == before)
		st = atend(b, m, 0, st);
	if (se == before)
		se = atend(b, m, 1, se);
	Type *tt = st->v->type, *te = se->v->type, *j = ty_join(tt, te);
	if (!j || (j->kind == T_OPTIONAL && (!canopt(tt) || !canopt(te))))
		return b_split(b, m->n, st, se, 1); /* refused where used, unless converted */
	if (j->kind == T_OPTIONAL)
		o_into(b, st), o_into(b, se);
	Value **o = ifoutputs(b, m->n, &st->v, &se->v, 1, &name);
	SV *r = sv_value(b, o[0]);
	if (o[0]->type->kind != T_TENSOR)
		return r;
	t_own(b, r);
	mergeside(b, m, 0, r->ref, st->ref, before);
	mergeside(b, m, 1, r->ref, se->ref, before);
	return r;
}

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
		in[j] = d_keyat(b, st, se->keys[j]);
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
	return i < 0 ? b_const_bool(b, 0) : d->has ? d->has[i] : NULL;
}

static Value *uninit(Builder *b, Type *t);

/* what stands for a dict value where the dict does not have its key (never read), of the
 * type of `other`, a value the dict has for it elsewhere; NULL if not a tensor or number */
static SV *
standin(Builder *b, SV *other)
{
	Type *t = other->k == SV_VALUE ? other->v->type : NULL;
	Value *v = !t ? NULL : t->kind == T_INT ? b_const_int(b, 0) : t->kind == T_FLOAT ?
		b_const_float(b, 0) : t->kind == T_BOOL ? b_const_bool(b, 0) :
		t->kind == T_TENSOR ? uninit(b, t) : NULL;
	return v ? sv_value(b, v) : NULL;
}

/* what stands on branch k for a dict value the branch does not have */
static SV *
stand(Builder *b, Node *n, int k, SV *other)
{
	Block *outer = b->blk;
	b->blk = n->blk[k];
	SV *v = standin(b, other);
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
	Value *tv = pt ? pt : b_const_bool(b, 1), *ev = pe ? pe : b_const_bool(b, 1);
	return ifoutputs(b, n, &tv, &ev, 1, NULL)[0];
}

/* key's value after the If (it, ie: its index on each branch, -1 if not there) */
static SV *
mergekey(Builder *b, Merging *m, Node *n, Sym name, SV *st, SV *se, SV *before, int it, int ie)
{
	const char *key = it >= 0 ? st->keys[it] : se->keys[ie];
	int ib = before && before->dict ? d_keyat(b, before, key) : -1;
	SV *vt = it >= 0 ? st->el[it] : stand(b, n, 0, se->el[ie]);
	SV *ve = ie >= 0 ? se->el[ie] : stand(b, n, 1, st->el[it]);
	if (!vt || !ve) {
		b_error(b, n->loc, "the branches of this 'if' leave %s with different keys, and its "
			"values are not tensors or numbers", sym_str(name)[0] == '$' ? "a dict" :
			arena_printf(b->a, "'%s'", sym_str(name)));
		return sv_poison(b);
	}
	if (!m && vt == ve)
		return vt;
	if (!m)
		return vt->k == SV_VALUE && ve->k == SV_VALUE ?
			sv_value(b, ifoutputs(b, n, &vt->v, &ve->v, 1, NULL)[0]) : sv_poison(b);
	if (it >= 0) /* as the branch left it (written in place, appended to) */
		vt = atend(b, m, 0, vt);
	if (ie >= 0)
		ve = atend(b, m, 1, ve);
	return mergesv(b, m, name, vt, ve, ib >= 0 ? before->el[ib] : NULL);
}

/* does a branch that leaves a dict as d keep it SV.ordered after the If (whose keys are
 * keys): d is, and its keys come first (the others are not there on that branch)? */
static int
inorder(const SV *d, const char **keys)
{
	for (uint32_t k = 0; d->keys != keys && k < d->n; k++)
		if (strcmp(d->keys[k], keys[k]))
			return 0;
	return d_ordered(d);
}

/* a dict on both branches: its keys, those the branches leave it with (the ones on one branch
 * only, or there at run time only, there after the If under a condition, has), each value
 * merged */
static SV *
mergedict(Builder *b, Merging *m, Node *n, Sym name, SV *st, SV *se, SV *before)
{
	uint32_t nk = 0;
	int *at = NULL, *ate = NULL;
	const char **keys = st->dict && se->dict ? mergekeys(b, st, se, &nk, &at, &ate) : NULL;
	if (!keys) {
		b_error(b, n->loc, "the branches of this 'if' add keys to %s in different orders; "
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

/* sv at the end of branch k (atend), a tuple's values one by one */
static SV *
atendall(Builder *b, Merging *m, int k, SV *sv)
{
	if (sv->k != SV_TUPLE || sv->list || sv->dict)
		return atend(b, m, k, sv);
	SV *t = sv_new(b, SV_TUPLE);
	*t = *sv;
	t->el = NEWA(b->a, SV *, sv->n + 1);
	for (uint32_t i = 0; i < sv->n; i++)
		t->el[i] = atendall(b, m, k, sv->el[i]);
	return t;
}

/* a list of tuples on both branches, not of one length: rows (rows.c) made at each branch's
 * end, merged field by field */
static SV *
mergerows(Builder *b, Merging *m, Node *n, Sym name, SV *st, SV *se)
{
	SV *side[2] = {st, se}, *r[2];
	Block *outer = b->blk;
	for (int k = 0; k < 2; k++) {
		b->blk = n->blk[k];
		SV *c = side[k];
		if (m && c->k == SV_TUPLE) /* its tensors as the branch left them */
			c = atendall(b, m, k, c);
		r[k] = l_dyn(b, c, n->loc);
	}
	b->blk = outer;
	if (!r[0] || !r[1])
		return sv_poison(b);
	if (r[0]->k != SV_ROWS || r[1]->k != SV_ROWS || r[0]->n != r[1]->n) {
		b_error(b, n->loc, "the branches of this 'if' leave %s holding tuples on one side and "
			"other values on the other", sym_str(name)[0] == '$' ? "a list" :
			arena_printf(b->a, "'%s'", sym_str(name)));
		return sv_poison(b);
	}
	Value **tv = NEWA(b->a, Value *, r[0]->n), **ev = NEWA(b->a, Value *, r[0]->n);
	for (uint32_t f = 0; f < r[0]->n; f++)
		tv[f] = r[0]->el[f]->v, ev[f] = r[1]->el[f]->v;
	Value **o = ifoutputs(b, n, tv, ev, r[0]->n, NULL);
	SV *out = sv_new(b, SV_ROWS);
	*out = *r[0];
	out->lst = NULL;
	out->el = NEWA(b->a, SV *, r[0]->n + 1);
	for (uint32_t f = 0; f < r[0]->n; f++)
		out->el[f] = sv_value(b, o[f]);
	return out;
}

/* the contents of a list on both branches: element by element while both have one length
 * (and the merge can read the branches' ends), else a sequence made at each branch's end */
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
			e->el[i] = atend(b, m, k, c->el[i]);
		c = e;
	}
	Value *v = l_seq(b, c, NULL, n->loc);
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
	Value *end = st ? endbase(b, m, k, st) : NULL;
	if (!st || h_nwrite(b, st) - wrotein(b, m->br[!k], st) != e.nwrite ||
	    (end && end != e.ver))
		return (Hold){NULL, NULL, 0, st ? st->wloc : e.wloc};
	return (Hold){st, t_base(b, st), h_nwrite(b, st), {0, 0, 0, 0}};
}

/* None on one branch, a list on the other: an optional of its sequence (optional.c) */
static SV *
mergeoptlist(Builder *b, Merging *m, Sym name, SV *st, SV *se)
{
	SV *side[2] = {st, se};
	Value *v[2];
	for (int k = 0; k < 2; k++) {
		v[k] = l_islist(side[k]) ? seqatend(b, m, m->n, k, side[k]) : side[k]->v;
		if (!v[k])
			return sv_poison(b);
		o_into(b, side[k]);
	}
	return sv_value(b, ifoutputs(b, m->n, &v[0], &v[1], 1, &name)[0]);
}

static SV *
mergelist(Builder *b, Merging *m, Node *n, Sym name, SV *st, SV *se, SV *before)
{
	if (st->dict || se->dict)
		return mergedict(b, m, n, name, st, se, before);
	if (m && st->k == SV_TUPLE && se->k == SV_TUPLE && st->n == se->n) {
		SV *t = sv_new(b, SV_TUPLE);
		*t = *st;
		t->lst = NULL;
		t->el = NEWA(b->a, SV *, t->n + 1);
		for (uint32_t i = 0; i < t->n; i++) {
			SV *bi = before && before->k == SV_TUPLE && before->n == t->n ? before->el[i] : NULL;
			t->el[i] = mergesv(b, m, name, st->el[i], se->el[i], bi);
			if (t->el[i]->k == SV_POISON)
				return t->el[i];
		}
		return t;
	}
	if (st->k == SV_ROWS || se->k == SV_ROWS || l_elemtype(b, st)->kind == T_TUPLE ||
	    l_elemtype(b, se)->kind == T_TUPLE)
		return mergerows(b, m, n, name, st, se);
	Value *v[2] = {seqatend(b, m, n, 0, st), seqatend(b, m, n, 1, se)};
	if (!v[0] || !v[1])
		return sv_poison(b);
	Value *o = ifoutputs(b, n, &v[0], &v[1], 1, sym_str(name)[0] == '$' ? NULL : &name)[0];
	if (m && h_isseq(o->type))
		h_ifout(b, o, v, holdafter, m, n->loc);
	return sv_value(b, o);
}

/* a name bound to a list on both branches: the same list object, whose contents the store
 * merged; else a new list of the merged contents.  Which object it is then depends on the
 * branch: an object made before the If may not be changed any more (list.c, forked) */
static SV *
mergelists(Builder *b, Merging *m, Sym name, SV *st, SV *se, SV *before)
{
	if ((!l_islist(st) || !l_islist(se)) && (!st->dict || !se->dict)) {
		b_error(b, m->n->loc, "'%s' is a %s on one branch of this 'if' and not on the "
			"other", sym_str(name), st->dict || se->dict ? "dict" : "list");
		return sv_poison(b);
	}
	if (st->lst && st->lst == se->lst)
		return st;
	if (st == before) /* the list as the branch left it (it may have changed it) */
		st = atend(b, m, 0, st);
	if (se == before)
		se = atend(b, m, 1, se);
	SV *r = mergelist(b, m, m->n, name, st, se, before);
	if (r->k == SV_POISON)
		return r;
	SV *side[2] = {st, se};
	for (int k = 0; k < 2; k++)
		if (side[k]->lst && side[k]->lst->id < m->mark) {
			l_fork(b, side[k]->lst, "which list it is depends on the branch an 'if' took");
			l_own(b, r);
			l_fork(b, r->lst, "which list it is depends on the branch an 'if' took");
		}
	return r;
}

/* a variable split (split.c) on a branch is split after the If, for good: no use of it can
 * be converted any more.  NULL if the other side is not a value (an error then) */
static SV *
mergesplit(Builder *b, Merging *m, SV *st, SV *se)
{
	SV *t0 = st->k == SV_SPLIT ? st->el[0] : st, *e1 = se->k == SV_SPLIT ? se->el[1] : se;
	if (t0->k != SV_VALUE || e1->k != SV_VALUE)
		return NULL;
	if (se->k == SV_SPLIT) /* for the error, the side unlike the other */
		e1 = se->el[se->el[0]->v->type == t0->v->type];
	else
		t0 = st->el[st->el[0]->v->type == e1->v->type];
	return b_split(b, m->n, t0, e1, 0);
}

/* a loop's split variable (split.c) on a branch, what that loop carries or a tensor of its
 * dtype on the other: still that loop's, of the merged value.  NULL if not */
static SV *
mergeloopsplit(Builder *b, Merging *m, Sym name, SV *st, SV *se, SV *before)
{
	SV *l = st->k == SV_SPLIT && st->v ? st : se->k == SV_SPLIT && se->v ? se : NULL;
	SV *t = st->k == SV_SPLIT && st->v ? st->el[1] : st;
	SV *e = se->k == SV_SPLIT && se->v ? se->el[1] : se;
	if (!l || t->k != SV_VALUE || e->k != SV_VALUE || t->v->type->kind != T_TENSOR ||
	    e->v->type->kind != T_TENSOR || t->v->type->dtype != e->v->type->dtype ||
	    (st->k == SV_SPLIT && se->k == SV_SPLIT && st->el[0]->v != se->el[0]->v))
		return NULL;
	if (before && before->k == SV_SPLIT && before->v)
		before = before->el[1];
	SV *r = mergetensor(b, m, name, t, e, before);
	return r->k == SV_VALUE ? b_splitloop(b, l->loc, l->el[0], r) : r;
}

/* a tuple that can be one side of an Optional[Tuple] (optional.c) */
static int
opttuple(const SV *sv)
{
	return sv->k == SV_TUPLE && !sv->list && !sv->dict && sv->n > 0 && !sv->fields;
}

/* None on one branch, a tuple on the other: a tuple of optionals, None together */
static SV *
mergeopttuple(Builder *b, Merging *m, Sym name, SV *st, SV *se)
{
	SV *tup = isnone(st) ? se : st, *t = sv_new(b, SV_TUPLE);
	*t = *tup;
	t->opt = 1;
	t->el = NEWA(b->a, SV *, t->n + 1);
	for (uint32_t i = 0; i < t->n; i++) {
		t->el[i] = mergesv(b, m, name, isnone(st) ? st : st->el[i], isnone(se) ? se :
			se->el[i], NULL);
		if (t->el[i]->k == SV_POISON)
			return t->el[i];
	}
	return t;
}

static SV *
mergesv(Builder *b, Merging *m, Sym name, SV *st, SV *se, SV *before)
{
	if (st == se)
		return st;
	if (!st || !se || st->k == SV_UNDEF || se->k == SV_UNDEF) {
		SV *u = sv_new(b, SV_UNDEF);
		u->loc = m->n->loc;
		return u;
	}
	if (st->k == SV_POISON || se->k == SV_POISON)
		return sv_poison(b);
	SV *sp = st->k == SV_SPLIT || se->k == SV_SPLIT ? mergeloopsplit(b, m, name, st, se,
		before) : NULL;
	if (!sp && (st->k == SV_SPLIT || se->k == SV_SPLIT))
		sp = mergesplit(b, m, st, se);
	if (sp)
		return sp;
	if ((isnone(st) && l_islist(se) && !se->dict) || (isnone(se) && l_islist(st) && !st->dict))
		return mergeoptlist(b, m, name, st, se);
	if (l_islist(st) || l_islist(se) || st->dict || se->dict)
		return mergelists(b, m, name, st, se, before);
	if ((isnone(st) && opttuple(se)) || (isnone(se) && opttuple(st)))
		return mergeopttuple(b, m, name, st, se);
	if (st->k == SV_TUPLE && se->k == SV_TUPLE && st->n == se->n && st->list == se->list) {
		SV *t = sv_new(b, SV_TUPLE);
		*t = *st;
		t->opt = st->opt || se->opt;
		t->el = NEWA(b->a, SV *, t->n);
		for (uint32_t i = 0; i < t->n; i++) {
			SV *bi = before && before->k == SV_TUPLE && before->n == t->n ? before->el[i] : NULL;
			t->el[i] = mergesv(b, m, name, st->el[i], se->el[i], bi);
			if (t->el[i]->k == SV_POISON)
				return t->el[i];
		}
		return t;
	}
	if (st->k == SV_VALUE && se->k == SV_VALUE)
		return mergetensor(b, m, name, st, se, before);
	b_error(b, m->n->loc, "'%s' is a different kind of value on each branch of this 'if'",
		sym_str(name));
	return sv_poison(b);
}

/* merged tensors that were one tensor on a branch may share memory after the If */
static void
mergeshared(Builder *b, Merging *m)
{
	for (uint32_t i = 0; i < m->shared.n; i++)
		for (uint32_t j = i + 1; j < m->shared.n; j++) {
			Shared *p = &m->shared.v[i], *q = &m->shared.v[j];
			if (p->inner != q->inner || p->out == q->out)
				continue;
			t_amb(b, p->out, q->out->st, "two names were one tensor on a branch of an 'if'");
			t_amb(b, q->out, p->out->st, "two names were one tensor on a branch of an 'if'");
		}
}

/* a name either branch changed: its value on each, and where it goes in the merge */
typedef struct {
	Sym name;
	SV *st, *se;      /* NULL: not bound on that branch */
	uint32_t rank;    /* bound before the if (0), first bound by the then (1) or else (2) */
	uint32_t pos;     /* its order of first binding, on the branch that decides rank */
} Merged;

static int
mergedcmp(const void *x, const void *y)
{
	const Merged *p = x, *q = y;
	if (p->rank != q->rank)
		return p->rank < q->rank ? -1 : 1;
	return p->pos < q->pos ? -1 : p->pos > q->pos;
}

static int
namecmp(const void *x, const void *y)
{
	Sym p = ((const Change *)x)->name, q = ((const Change *)y)->name;
	return p < q ? -1 : p > q;
}

/* pairs the changes of both branches by name (each sorted by name): k entries */
static Merged *
pair(Builder *b, Env *env, Change *t, uint32_t nt, Change *e, uint32_t ne, uint32_t *k)
{
	Merged *m = NEWA(b->a, Merged, nt + ne + 1);
	uint32_t i = 0, j = 0;
	for (*k = 0; i < nt || j < ne; (*k)++) {
		Change *ct = i < nt ? &t[i] : NULL, *ce = j < ne ? &e[j] : NULL;
		if (ct && ce && ct->name != ce->name)
			*(ct->name < ce->name ? &ce : &ct) = NULL;
		Change *c = ct ? ct : ce;
		SV *before = env_get(env, c->name);
		m[*k] = (Merged){c->name, ct ? ct->sv : before, ce ? ce->sv : before,
			!c->isnew ? 0 : ct ? 1 : 2, c->pos};
		i += ct != NULL, j += ce != NULL;
	}
	return m;
}

/* merges what the branches changed (t, e) into If outputs.  The order is that of first
 * binding: names bound before the if, then names new in the then branch, then names new
 * in the else branch only, each group in the order its names were first bound. */
static void
merge(Builder *b, Merging *mg, Change *t, uint32_t nt, Change *e, uint32_t ne)
{
	uint32_t k;
	qsort(t, nt, sizeof *t, namecmp);
	qsort(e, ne, sizeof *e, namecmp);
	Merged *m = pair(b, &b->env, t, nt, e, ne, &k);
	qsort(m, k, sizeof *m, mergedcmp);
	SV **v = NEWA(b->a, SV *, k + 1);
	for (uint32_t i = 0; i < k; i++)
		v[i] = mergesv(b, mg, m[i].name, m[i].st, m[i].se, env_get(&b->env, m[i].name));
	for (uint32_t i = 0; i < k; i++)
		if (v[i] != env_get(&b->env, m[i].name))
			b_bind(b, m[i].name, v[i]);
	mergeshared(b, mg);
}

/* the memory either branch wrote (made before the If): an If output each; what it was
 * before goes to mg (NULL: not wanted) */
static void
mergestore(Builder *b, Node *n, Change *t, uint32_t nt, Change *e, uint32_t ne, Merging *mg)
{
	uint32_t k;
	qsort(t, nt, sizeof *t, namecmp);
	qsort(e, ne, sizeof *e, namecmp);
	Merged *m = pair(b, &b->store, t, nt, e, ne, &k);
	qsort(m, k, sizeof *m, mergedcmp);
	if (mg)
		mg->pre = NEWA(b->a, Change, k + 1), mg->npre = 0;
	for (uint32_t i = 0; i < k; i++) {
		if (m[i].rank || !m[i].st || !m[i].se || l_islist(m[i].st) || m[i].st->dict)
			continue; /* made inside a branch: gone with it; lists below */
		if (mg)
			mg->pre[mg->npre++] = (Change){m[i].name, env_get(&b->store, m[i].name), 0, 0};
		Value **o = ifoutputs(b, n, &m[i].st->v, &m[i].se->v, 1, NULL);
		env_set(b->a, &b->store, m[i].name, sv_value(b, o[0]));
	}
	/* lists' contents, once every memory's merged value is known (their tensors are read
	 * as each branch left them) */
	for (uint32_t i = 0; i < k; i++) {
		if (m[i].rank || !m[i].st || !m[i].se || (!l_islist(m[i].st) && !m[i].st->dict))
			continue;
		SV *pre = env_get(&b->store, m[i].name);
		if (mg) /* (atend reads a list as a branch left it) */
			mg->pre[mg->npre++] = (Change){m[i].name, pre, 0, 0};
		env_set(b->a, &b->store, m[i].name, mergelist(b, mg, n, m[i].name, m[i].st,
			m[i].se, pre));
	}
}

/* the branch l of an if whose condition cond has the value truth there */
static Branch
branch(Builder *b, Block *blk, AstList *l, Ast *cond, Value *cv, int k)
{
	Branch r;
	Scope se = env_open(&b->env), ss = env_open(&b->store);
	b->blk = blk;
	r.rf = o_refine(b, cond, k == 0);
	d_refine(b, cond, k); /* if "a" in d: d has "a" on this branch */
	uint32_t zm = z_refine(b, cv, k == 0); /* if x.size(0) == 1: B is 1 here */
	r.w0 = b->wlog.n;
	r.raised = run(b, &(Cont){l, 0, NULL}, 0) == RAISED;
	z_unrefine(b, zm);
	r.w1 = b->wlog.n;
	b->raised = 0;
	r.names = env_changes(b->a, &b->env, se, &r.nn);
	for (uint32_t i = 0; i < r.nn; i++)
		if (r.names[i].sv && !o_refined(&r.rf, r.names[i].name, r.names[i].sv))
			r.names[i].sv = t_now(b, r.names[i].sv);
	env_close(b->a, &b->env, se, NULL);
	r.st = env_close(b->a, &b->store, ss, &r.nst);
	return r;
}

/* does every path through l end in a raise it shows? (a branch that does is built first:
 * if it raises, the other is built once, in place of the If) */
static int
endsraise(AstList *l)
{
	Ast *s = l->n ? l->v[l->n - 1] : NULL;
	if (!s)
		return 0;
	return s->k == S_RAISE || (s->k == S_IF && endsraise(&s->list) && endsraise(&s->list2));
}

/* If n is dropped for its branch l, built in its place (the other branch raised); what
 * cond == truth shows stays refined after it */
static void
only(Builder *b, Node *n, Block *outer, AstList *l, Ast *cond, int truth)
{
	b->blk = outer;
	ir_destroy(n);
	o_refine(b, cond, truth);
	d_refine(b, cond, !truth);
	run(b, &(Cont){l, 0, NULL}, 0); /* if l raises too, b->raised tells the caller's run */
}

/* if_stmt -> 'if' expr ':' block ['else' ':' block]   (no exits inside) */
static void
ifstmt(Builder *b, Ast *s)
{
	Value *cv = b_truth(b, b_expr(b, s->a), s->a->loc);
	if (!cv || b->raised)
		return;
	int64_t k;
	if (ir_constint(cv, &k)) {
		run(b, &(Cont){k ? &s->list : &s->list2, 0, NULL}, 0);
		return;
	}
	Node *n = ifnode(b, cv, s->loc);
	Block *outer = b->blk;
	Merging m = {n, b->nstorage, {0}, {0}, NULL, 0, NULL};
	AstList *l[2] = {&s->list, &s->list2};
	Branch br[2];
	int f = endsraise(l[1]) && !endsraise(l[0]); /* the branch built first */
	br[f] = branch(b, n->blk[f], l[f], s->a, cv, f);
	if (br[f].raised) {
		only(b, n, outer, l[!f], s->a, f != 0);
		return;
	}
	vpush(b->a, &b->offpath, br[f].w0);
	vpush(b->a, &b->offpath, br[f].w1);
	br[!f] = branch(b, n->blk[!f], l[!f], s->a, cv, !f);
	b->offpath.n -= 2;
	if (br[!f].raised) {
		only(b, n, outer, l[f], s->a, f == 0);
		return;
	}
	Branch t = br[0], e = br[1];
	o_unrefine(b, &t.rf, t.names, t.nn, &e.rf, e.names, e.nn);
	m.br[0] = &t, m.br[1] = &e;
	b->blk = outer;
	mergestore(b, n, t.st, t.nst, e.st, e.nst, &m);
	merge(b, &m, t.names, t.nn, e.names, e.nn);
}

/* the names assignment target t binds (x; a, (b, *c)) */
void
b_targets(Builder *b, Ast *t, Names *out)
{
	if (!t)
		return;
	if (t->k == E_NAME)
		names_add(b->a, out, t->name);
	else if (t->k == E_TUPLE || t->k == E_LIST)
		for (uint32_t i = 0; i < t->list.n; i++)
			b_targets(b, t->list.v[i], out);
	else if (t->k == E_STARRED)
		b_targets(b, t->a, out);
}

/* aug: where the targets of augmented assignments go (NULL: to out).  On a tensor, x += y
 * writes x in place, and the write is found where it happens; on a number it rebinds x. */
void
b_assigned(Builder *b, AstList *l, Names *out, Names *aug)
{
	for (uint32_t i = 0; i < l->n; i++) {
		Ast *s = l->v[i];
		switch (s->k) {
		case S_ASSIGN:
			for (uint32_t k = 0; k < s->list.n; k++)
				b_targets(b, s->list.v[k], out);
			break;
		case S_AUGASSIGN: b_targets(b, s->a, aug ? aug : out); break;
		case S_ANNASSIGN: b_targets(b, s->a, out); break;
		case S_FOR: b_targets(b, s->a, out); /* fallthrough */
		case S_IF:
		case S_WHILE:
		case S_WITH:
			b_assigned(b, &s->list, out, aug);
			b_assigned(b, &s->list2, out, aug);
			break;
		default: break;
		}
	}
}

static void assign(Builder *b, Ast *t, SV *v);

/* the index of the one starred name in a target list, -1 if none, -2 after an error */
static int
starred(Builder *b, Ast *t)
{
	int k = -1;
	for (uint32_t i = 0; i < t->list.n; i++)
		if (t->list.v[i]->k == E_STARRED) {
			if (k >= 0) {
				b_error(b, t->list.v[i]->loc, "multiple starred expressions in assignment");
				return -2;
			}
			k = (int)i;
		}
	return k;
}

/* a, *b, c = (x1, x2, x3, x4)  =>  a = x1; b = (x2, x3); c = x4  (b is a tuple, as in
 * TorchScript); k is the starred target's index */
static void
unpackstar(Builder *b, Ast *t, SV *v, int k)
{
	uint32_t after = t->list.n - 1 - (uint32_t)k;
	if (v->n < t->list.n - 1) {
		b_error(b, t->loc, "not enough values to unpack (expected at least %u, got %u)",
			t->list.n - 1, v->n);
		for (uint32_t i = 0; i < t->list.n; i++)
			assign(b, t->list.v[i], sv_poison(b));
		return;
	}
	SV *rest = sv_new(b, SV_TUPLE);
	rest->n = v->n - (uint32_t)k - after;
	rest->el = v->el + k;
	for (uint32_t i = 0; i < (uint32_t)k; i++)
		assign(b, t->list.v[i], v->el[i]);
	assign(b, t->list.v[k]->a, rest);
	for (uint32_t i = 0; i < after; i++)
		assign(b, t->list.v[k + 1 + i], v->el[v->n - after + i]);
}

/* n, c = x.shape: one size per name */
static void
unpackshape(Builder *b, Ast *t, SV *v)
{
	Value *x = v->self->v;
	if (x->type->rank != (int32_t)t->list.n) {
		b_error(b, t->loc, "cannot unpack a shape of %d dims into %u names", x->type->rank,
			t->list.n);
		v = sv_poison(b);
	}
	for (uint32_t i = 0; i < t->list.n; i++) {
		if (v->k == SV_POISON) { /* (it has no self) */
			assign(b, t->list.v[i], v);
			continue;
		}
		SV *args[2] = {v->self, sv_value(b, b_const_int(b, i))};
		assign(b, t->list.v[i], b_callop(b, "size", NULL, args, 2, NULL, NULL, 0, t->loc));
	}
}

/* (a, b) = v, (a, *b) = v: a failed unpack still binds its names (to poison), so no
 * "undefined name" follows */
static void
unpack(Builder *b, Ast *t, SV *v)
{
	int k = starred(b, t);
	if (k >= 0 && (v->k == SV_SHAPE || (v->k == SV_TUPLE && v->list))) {
		b_error(b, t->loc, "starred assignment from a list: TorchScript cannot infer the "
			"expected size of a list here; unpack a tuple");
		v = sv_poison(b);
	} else if (k >= 0 && v->k == SV_TUPLE) {
		unpackstar(b, t, v, k);
		return;
	} else if (k == -2)
		v = sv_poison(b);
	if (v->k == SV_SHAPE) {
		unpackshape(b, t, v);
		return;
	}
	if (v->k != SV_POISON && (v->k != SV_TUPLE || v->n != t->list.n)) {
		b_error(b, t->loc, "cannot unpack %s into %u names", v->k == SV_TUPLE ?
			arena_printf(b->a, "a tuple of %u", v->n) : "this value", t->list.n);
		v = sv_poison(b);
	}
	for (uint32_t i = 0; i < t->list.n; i++)
		assign(b, t->list.v[i], v->k == SV_POISON ? v : v->el[i]);
}

static void
assign(Builder *b, Ast *t, SV *v)
{
	if (v->k == SV_POISON && t->k == E_NAME) {
		b_bind(b, t->name, v);
		return;
	}
	switch (t->k) {
	case E_NAME: b_bind(b, t->name, v); return;
	case E_TUPLE: unpack(b, t, v); return;
	case E_LIST: /* Python unpacks into [a, b]; TorchScript refuses it */
		b_error(b, t->loc, "a list display cannot be an assignment target in TorchScript: "
			"write a tuple, (a, b) = ...");
		unpack(b, t, sv_poison(b)); /* its names bound, so no use of them is an error */
		return;
	case E_SUBSCRIPT: b_setsubscript(b, t, v); return;
	case E_STARRED:
		if (v->k == SV_POISON)
			assign(b, t->a, v);
		else
			b_error(b, t->loc, "a starred assignment target must be in a tuple or list");
		return;
	default: b_error(b, t->loc, "cannot assign to this expression"); return;
	}
}

static Value *
intarg(Builder *b, Ast *e)
{
	Value *v = b_rvalue(b, e);
	if (v && v->type->kind != T_INT) {
		b_error(b, e->loc, "range() takes int arguments, not %s", ty_str_of(b->a, v->type));
		return NULL;
	}
	return v;
}

static Value *
scalarop(Builder *b, const char *op, Value *x, Value *y, SrcLoc loc)
{
	SV *args[2] = {sv_value(b, x), y ? sv_value(b, y) : NULL};
	SV *r = b_callop(b, op, NULL, args, y ? 2 : 1, NULL, NULL, 0, loc);
	return r->k == SV_VALUE ? r->v : NULL;
}

/* constant bounds: the trip count as TorchScript's aten::__range_length computes it,
 * 1 + (hi - 1 - lo) / step, in int64.  Where that overflows TorchScript wraps and
 * disagrees with Python (range(-2**63, 2**63 - 1, 2**62) runs once, not 4 times): refused.
 * NULL in *trip after an error. */
static int
consttrip(Builder *b, Ast *call, Value *stop, Value *start, Value *step, Value **trip)
{
	int64_t hi, lo, st;
	if (!ir_constint(stop, &hi) || !ir_constint(start, &lo) || !ir_constint(step, &st))
		return 0;
	__int128 d = st > 0 ? (__int128)hi - 1 - lo : (__int128)lo - 1 - hi, n = 0;
	if (d >= 0 && st != INT64_MIN)
		n = 1 + d / (st > 0 ? st : -st);
	*trip = NULL;
	if (d > INT64_MAX || n > INT64_MAX || (st == INT64_MIN && d >= 0))
		b_error(b, call->loc, "range() bounds too far apart: its number of iterations "
			"overflows int64");
	else
		*trip = b_const_int(b, (int64_t)n);
	return 1;
}

/* range(stop) | range(start, stop[, step]) -> trip count, start, step value */
static int
rangeargs(Builder *b, Ast *call, Value **trip, Value **start, Value **step)
{
	uint32_t n = call->list.n;
	if (n < 1 || n > 3 || call->list.v[n - 1]->k == E_KEYWORD)
		return b_error(b, call->loc, "range() takes 1 to 3 positional arguments");
	Value *stop = intarg(b, call->list.v[n == 1 ? 0 : 1]);
	*start = n > 1 ? intarg(b, call->list.v[0]) : b_const_int(b, 0);
	*step = n == 3 ? intarg(b, call->list.v[2]) : b_const_int(b, 1);
	int64_t k;
	if (*step && ir_constint(*step, &k) && k == 0)
		return b_error(b, call->list.v[2]->loc, "range() step must not be zero");
	if (!stop || !*start || !*step)
		return -1;
	int64_t s0, st;
	if (ir_constint(*start, &s0) && s0 == 0 && ir_constint(*step, &st) && st == 1) {
		*trip = scalarop(b, "max", stop, b_const_int(b, 0), call->loc);
		return *trip ? 0 : -1;
	}
	if (consttrip(b, call, stop, *start, *step, trip))
		return *trip ? 0 : -1;
	/* trip = max(0, ceil((stop - start) / step)) = max(0, -((start - stop) // step)) */
	Value *t = scalarop(b, "sub", *start, stop, call->loc);
	t = scalarop(b, "floordiv", t, *step, call->loc);
	t = scalarop(b, "neg", t, NULL, call->loc);
	*trip = scalarop(b, "max", t, b_const_int(b, 0), call->loc);
	return *trip ? 0 : -1;
}

/* carried variable i may be carried variable j's tensor (st NULL), or one in st, memory
 * made before the loop: learned from what the body's paths end with */
typedef struct {
	uint32_t i, j;
	Storage *st;
	int stale;         /* the initial tensor already may not be what st holds */
} LoopLink;

/* carried variable i, whose dtype a run changed: carried in that dtype, its initial value
 * converted before the loop; before: that value unconverted */
typedef struct {
	uint32_t i;
	Value *before;
} Retyped;

typedef struct {
	Value *init;       /* a carried sequence's initial value ... */
	Hold *h;           /* ... what it held when the loop began (h_entry) */
	uint32_t n;
} Entry;

typedef struct {
	Ast *s;            /* the for/while statement */
	Value *trip, *cond;
	Value *start;      /* for-range: the first value and the step of the target */
	Value *step;
	Region r;
	Type **types;      /* carried types for this attempt */
	Value **init;      /* carried initial values */
	const char **fixed;/* why the initial tensor may not be written (Storage.fixed), or NULL:
	                    * the first run's parameter and the output may be that tensor */
	uint32_t cap;      /* room in carried, instore, types, init and fixed */
	uint32_t smark;    /* storages with a smaller id were made before the loop */
	VEC(LoopLink) links; /* which carried tensors may share memory */
	uint32_t *linkat;  /* open addressing over links: index + 1, or 0 (addlink) */
	uint32_t linkcap;
	VEC(Retyped) retyped; /* carried in the dtype a run gave them (split.c) */
	VEC(Entry) entry;  /* the carried sequences' holds when the loop began */
} LoopB;


static int iscarried(Region *r, Sym name);
static int inplace(SV *sv);
static void addcarried(Builder *b, LoopB *L, Sym name, SV *sv, int instore, int part);
static int addnamed(Builder *b, LoopB *L, Sym name, SV *sv, int instore);
static int adddict(Builder *b, LoopB *L, Sym name, SV *before, SV *end);
static int learnkeys(Builder *b, LoopB *L);
static int addlink(Builder *b, LoopB *L, LoopLink l);
static void splitretyped(Builder *b, LoopB *L, SV **sv);

/* a placeholder for a value not set yet; its sizes are unknown (it is an empty tensor) */
static Value *
uninit(Builder *b, Type *t)
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
	Value *v = scalarop(b, "mul", iter, L->step, t->loc);
	v = scalarop(b, "add", L->start, v, t->loc);
	if (v)
		assign(b, t, sv_value(b, v));
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
			Value *u = uninit(b, r->rettypes[i]);
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
	t_alt(b, r, flag, init);
	for (uint32_t i = 0; i < init->nalt; i++) {
		SV *two[2] = {sv_value(b, flag), sv_value(b, init->alt[i].cond)};
		SV *both = b_callop(b, "__and__", NULL, two, 2, NULL, NULL, 0, loc);
		if (both->k == SV_VALUE)
			t_alt(b, r, both->v, init->alt[i].to);
	}
}

/* what each carried tensor (the body's parameter, or the loop's output) may share */
static void
link(Builder *b, LoopB *L, SV **sv)
{
	for (uint32_t k = 0; k < L->links.n; k++) {
		LoopLink *l = &L->links.v[k];
		SV *x = sv[l->i];
		if (o_isopt(x) && l->st) /* a tensor a run ended with is in the optional now */
			o_holdsst(b, x, l->st);
		if (!x || x->k != SV_VALUE || !x->ref)
			continue;
		const char *why = "it is carried by a loop, which may have changed which tensor "
			"it is";
		if (l->st)
			t_amb(b, x->ref, l->st, why);
		for (uint32_t k2 = 0; l->st && l->stale && k2 < x->ref->namb; k2++)
			if (x->ref->amb[k2].st == l->st)
				x->ref->amb[k2].ver = NULL; /* never fresh */
		if (!l->st && sv[l->j] && sv[l->j]->k == SV_VALUE && sv[l->j]->ref)
			t_amb(b, x->ref, sv[l->j]->ref->st, why);
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
	Hold *h = h_entry(b, init, n);
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
		if (sv && sv->k == SV_VALUE && h_isseq(sv->v->type))
			entryof(b, L, sv->v, &n), nseq++;
	}
#ifdef ASAN
	for (uint32_t i = 0; i < b->store.cap; i++) {
		SV *sv = b->store.tab[i].sv;
		if (sv && sv->k == SV_VALUE && h_isseq(sv->v->type) && !nseq--)
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
		if (!h_holder(p->type))
			continue;
		uint32_t n;
		Hold *e = entryof(b, L, L->init[j], &n);
		e = h_restamp(b, e, n);
		VEC(Hold) h = {0};
		for (uint32_t k = 0; k < n; k++)
			vpush(b->a, &h, e[k]);
		for (uint32_t k = 0; k < r->ends.n; k++) {
			SeqEnd *s = &r->ends.v[k];
			Ref *t = s->k == SE_HELD && sv[s->i] && sv[s->i]->k == SV_VALUE ?
				sv[s->i]->ref : NULL;
			if (s->i == j && s->k == SE_STALE)
				vpush(b->a, &h, ((Hold){NULL, NULL, 0, s->st ? s->st->wloc : s->wloc}));
			else if (s->i == j && s->k == SE_OUTER && iscarried(r, s->st->name))
				/* (fresh at the run's end, where its memory had the value it has when
				 * the next run begins) */
				vpush(b->a, &h, ((Hold){s->st, t_base(b, s->st), h_nwrite(b, s->st),
					{0, 0, 0, 0}}));
			else if (t) {
				t->st->held = 1;
				vpush(b->a, &h, ((Hold){t->st, t_base(b, t->st), h_nwrite(b, t->st),
					{0, 0, 0, 0}}));
			}
		}
		h_set(b, p, h.v, h.n);
		if (h_isseq(p->type))
			h_assume(b, p, L->init[j]);
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
			h_also(b, sv[h->i]->ref->st, h->st);
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
			t_own(b, sv[i] = sv_value(b, ir_param(body, off + i)));
			keepfixed(L, i, sv[i]);
			if (sv[i]->lst)
				l_fork(b, sv[i]->lst, LOOPFORK);
		}
	for (uint32_t k = 0; k < r->firsts.n; k++) /* an optional now: it holds the initial
						      * tensor's value, as a sequence would */
		if (!sv[r->firsts.v[k].i]->ref)
			h_intoref(b, L->init[r->firsts.v[k].i], r->firsts.v[k].init, NULL);
	for (uint32_t k = 0; k < r->ends.n; k++)
		if (r->ends.v[k].k == SE_WROTE)
			h_wrote(b, r->ends.v[k].st, r->ends.v[k].wloc);
	seqparams(b, L, body, off, sv);
	Block *outer = b->blk;
	b->blk = body; /* conditions made of the flag go in the body */
	for (uint32_t k = 0; k < r->firsts.n; k++) {
		First *f = &r->firsts.v[k];
		f->param = sv[f->i]->ref;
		if (f->param)
			firstalts(b, f->param, ir_param(body, off + f->f), f->init, L->s->loc);
	}
	b->blk = outer;
	link(b, L, sv); /* before binding: bindings count what they may share */
	splitretyped(b, L, sv);
	bindcarried(b, r, sv);
	r->held.n = 0;
	return iter;
}

/* the slot of part k of the tuple whose part 0 is slot i (First flags may come between),
 * searched from *at on: the parts are in order, so asking for each in turn is linear */
static uint32_t
partslot(Region *r, uint32_t i, uint32_t k, uint32_t *at)
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
static void
bindcarried(Builder *b, Region *r, SV **sv)
{
	for (uint32_t i = 0; i < r->ncarried; i++) {
		if ((r->instore[i] && r->part[i] < 0) || r->part[i] > 0 || r->flag[i])
			continue;
		if (r->part[i] < 0) {
			b_bind(b, r->carried[i], sv[i]);
			continue;
		}
		uint32_t k = 0, at = i;
		SV *t = reshaped(b, r->whole[i], r, i, sv, &k, &at);
		if (t->dict)
			keyflags(b, r, i, t, sv);
		forklists(b, t);
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
static void
splitretyped(Builder *b, LoopB *L, SV **sv)
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
		if (j && j->kind == T_OPTIONAL && (!canopt(L->types[i]) ||
		    !canopt(res->v[off + i]->type)))
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
static int
addlink(Builder *b, LoopB *L, LoopLink l)
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
			more |= addlink(b, L, (LoopLink){p->i, 0, p->st, p->stale});
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
		for (uint32_t e = lo; e < h->n && by[e].st == p->st; e++)
			if (h->v[by[e].m].i != p->i)
				more |= addlink(b, L, (LoopLink){p->i, h->v[by[e].m].i, NULL, 0});
	}
	return more;
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
		if (c->isnew || !sv || iscarried(&L->r, c->name) || (c->sv && d_refined(sv, c->sv)))
			continue;
		if (k >= nn && sv->k == SV_TUPLE && sv->dict) {
			if (adddict(b, L, c->name, sv, c->sv) < 0)
				return -1;
			more = 1;
			continue;
		}
		if (k >= nn && sv->k == SV_TUPLE && !sv->n && sv->ty && sv->ty->kind == T_ANY &&
		    c->sv) { /* a comprehension's list: its elements are what the body added */
			SV *e = sv_new(b, SV_TUPLE);
			*e = *sv;
			Type *t = c->sv->k == SV_TUPLE && c->sv->n ? l_elemtype(b, c->sv) :
				isseqval(c->sv) ? c->sv->v->type->elem : c->sv->k == SV_ROWS ?
				c->sv->ty : NULL;
			e->ty = t && t->kind != T_TENSOR ? t : ty_tensor(DT_UNDEF, -1, NULL);
			sv = e;
		}
		if (k >= nn && sv->k == SV_TUPLE) {
			/* a list the body changed: its length may depend on the trip count, so
			 * from here on it is a sequence (made before the next attempt's Loop) */
			SV *q = l_dyn(b, sv, L->s->loc);
			if (!q)
				return -1;
			env_set(b->a, &b->store, c->name, sv = q);
		}
		if (sv->k != SV_VALUE && !(k < nn && istuple(sv)) && sv->k != SV_ROWS)
			continue;
		if (addnamed(b, L, c->name, k < nn ? t_now(b, sv) : sv, k >= nn) < 0)
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
	Vals *out = vals(b);
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
	b->blk = body;
	r->outer = oreg;
	b->reg = r;
	r->again = 0;
	r->attempts++;
	r->ctypes = L->types;
	bindtarget(b, L, iter);
	uint32_t w0 = b->wlog.n, span = b->spans.n;
	vpush(b->a, &b->spans, ((LoopSpan){n, b->nstorage, UINT32_MAX}));
	Vals *res = run(b, &(Cont){&L->s->list, 0, NULL}, 1);
	b->spans.v[span].hi = b->nstorage;
	for (uint32_t k = w0; k < b->wlog.n; k++)
		if (b->wlog.v[k]->id < L->smark)
			learn(b, r, (SeqEnd){SE_WROTE, 0, b->wlog.v[k], b->wlog.v[k]->wloc});
	if (res == RAISED)
		res = stops(b, body);
	b->blk = outer;
	b->reg = oreg;
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
	if (h_verify(b, n) < 0)
		return -1;
	int w = widen(b, L, res);
	if (w < 0)
		return w;
	int more = learnlinks(b, L) | r->learned;
	r->learned = 0;
	int lc = learncarried(b, L, cn, nn, cs, ns);
	int lk = lc < 0 ? lc : learnkeys(b, L);
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
		if (h_isseq(o->type) && off + i + 1 < ir_nresult(n->blk[0])) {
			Hold *e = entryof(b, L, L->init[i], &ne);
			int fresh = 1;
			for (uint32_t k = 0; k < r->ends.n; k++)
				fresh &= r->ends.v[k].k != SE_STALE || r->ends.v[k].i != i;
			h_loopout(b, o, e, ne, ir_result(n->blk[0], off + i + 1), fresh);
			h_sameout(b, o, ir_result(n->blk[0], off + i + 1),
				ir_param(n->blk[0], off + i + 1), L->init[i]);
		}
	}
	for (uint32_t i = 0; i < r->ncarried; i++)
		if (!r->instore[i] || r->part[i] >= 0) {
			t_own(b, sv[i] = sv_value(b, n->out[off + i]));
			keepfixed(L, i, sv[i]);
			if (sv[i]->lst)
				l_fork(b, sv[i]->lst, LOOPFORK);
		}
	seqoutputs(b, r, sv);
	for (uint32_t k = 0; k < r->firsts.n; k++) {
		First *f = &r->firsts.v[k];
		if (sv[f->i]->ref) /* (an optional: its parameter recorded what it holds) */
			firstalts(b, sv[f->i]->ref, n->out[off + f->f], f->init, L->s->loc);
	}
	link(b, L, sv);
	splitretyped(b, L, sv);
	bindcarried(b, r, sv);
	/* the loop target, and names first set in the body, are not defined after the loop
	 * (the body may never run) */
	Names tg = {0}, carried = {0};
	if (L->s->k == S_FOR)
		b_targets(b, L->s->a, &tg);
	Names aug = {0};
	b_assigned(b, &L->s->list, &tg, &aug);
	for (uint32_t i = 0; i < aug.v.n; i++)
		if (!inplace(env_get(&b->env, aug.v.v[i])))
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

/* is `x op= y` on what sv holds in place (a tensor, a list's +=)? */
static int
inplace(SV *sv)
{
	return sv && ((sv->k == SV_VALUE && sv->v->type->kind == T_TENSOR) || l_islist(sv));
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
static int
iscarried(Region *r, Sym name)
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

static int
isseqval(const SV *sv)
{
	return sv->k == SV_VALUE && sv->v->type->kind == T_LIST;
}

static int
istuple(const SV *sv)
{
	return sv->k == SV_TUPLE && !sv->list;
}


/* name is carried from sv: a tuple element by element (a tuple of tensors and numbers) */
static int
addnamed(Builder *b, LoopB *L, Sym name, SV *sv, int instore)
{
	int lists = !instore && !seqlisted(&L->r, name);
	if ((!istuple(sv) && sv->k != SV_ROWS && !(lists && agg(sv, 1))) ||
	    (instore && !sv->dict && sv->k != SV_ROWS)) {
		addcarried(b, L, name, sv, instore, -1);
		return 0;
	}
	if (sv->dict && sv->n == 0) /* (the body gave it keys: an empty dict is not carried) */
		return b_error(b, L->s->loc, "this loop changes which keys a dict has; its keys must "
			"be known at compile time");
	if (sv->n == 0 || sv->n > INT16_MAX)
		return b_error(b, L->s->loc, "'%s' is a tuple of %u; a loop carries tuples of 1 to "
			"%d tensors or numbers", sym_str(name), sv->n, INT16_MAX);
	for (uint32_t k = 0; k < sv->n; k++)
		if (sv->dict && l_islist(sv->el[k]))
			return b_error(b, L->s->loc, "this loop sets a key of a dict of lists; a loop "
				"may change the lists such a dict holds, not the dict");
		else if (sv->dict && sv->el[k]->k != SV_VALUE)
			return b_error(b, L->s->loc, "this loop changes a dict holding tuples, lists "
				"or other values; a loop carries dicts of tensors and numbers only");
	int n = flatcarry(sv) ? (int)sv->n : nleaves(sv, lists);
	if (n > 0 && !flatcarry(sv))
		forklists(b, sv);
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
		addcarried(b, L, name, t_now(b, flatcarry(sv) ? sv->el[k] : leafof(b, &f, sv, NULL,
			k)), instore, (int)k);
		L->r.whole[at] = sv;
	}
	return 0;
}

/* dict `name` is carried from `before`: its values one by one, and flags for the keys that
 * `end`, what the body left it as (the first attempt's), has where before has not, or on
 * other conditions (learnkeys makes their slots) */
static int
adddict(Builder *b, LoopB *L, Sym name, SV *before, SV *end)
{
	SV *w = sv_new(b, SV_TUPLE);
	*w = *before;
	w->lst = NULL;
	w->ordered = (uint8_t)d_ordered(before); /* (keys it lacks come after) */
	if (w->n && addnamed(b, L, name, w, 1) < 0)
		return -1;
	int learned = L->r.learned; /* (this attempt's end: the slots are new anyway) */
	if (end && end->k == SV_TUPLE && end->dict && keysend(b, &L->r, name, w, end) < 0)
		return -1;
	L->r.learned = learned;
	if (!w->n && !L->r.keys.n) /* (a dict the body cleared) */
		return b_error(b, L->s->loc, "this loop changes which keys a dict has; its keys must "
			"be known at compile time");
	return 0;
}

/* the slots of carried dict `name` take whole as its shape (bindcarried) */
static void
rewhole(Region *r, Sym name, SV *whole)
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

/* the keys of dicts a loop carries that its ends taught (keysend): each is carried with a
 * flag, and with its value if the dict did not have it before the loop (a stand-in until a
 * run sets it, never read: its flag is false).  1 if one was learned */
static int
learnkeys(Builder *b, LoopB *L)
{
	Region *r = &L->r;
	for (uint32_t k = 0; k < r->keys.n; k++) {
		KeyEnd *e = &r->keys.v[k];
		int first = -1;
		for (uint32_t j = 0; j < r->ncarried && first < 0; j++)
			if (r->carried[j] == e->name && r->instore[j] && r->part[j] >= 0)
				first = (int)j;
		SV *w = first >= 0 ? r->whole[first] : e->dict;
		int i = d_keyat(b, w, e->key);
		if (i < 0) {
			SV *v = standin(b, e->v);
			if (!v)
				return b_error(b, L->s->loc, "this loop adds the key '%s' to a dict of "
					"lists (or of values other than tensors and numbers); a loop may add "
					"keys to a dict of tensors or numbers only", e->key);
			w = withkey(b, w, e->key, v, b_const_bool(b, 0));
			i = (int)w->n - 1;
			addcarried(b, L, e->name, v, 1, i);
		}
		addcarried(b, L, e->name, sv_value(b, w->has[i]), 1, i);
		r->flag[r->ncarried - 1] = 1;
		rewhole(r, e->name, w);
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
	t_fix(b, r, why);
}

/* name (in store: a storage) is carried, starting from sv's value */
static void
addcarried(Builder *b, LoopB *L, Sym name, SV *sv, int instore, int part)
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
		addcarried(b, L, flag, yes, 1, -1);
		vpush(b->a, &r->firsts, ((First){i, r->ncarried - 1, sv->ref, NULL}));
		return;
	}
	if (shared || sv->ref->namb || sv->ref->nalt)
		addlink(b, L, (LoopLink){i, 0, sv->ref->st, 0});
	for (uint32_t k = 0; k < sv->ref->nalt; k++) { /* what it is under a condition */
		Alt *a = &sv->ref->alt[k];
		addlink(b, L, (LoopLink){i, 0, a->to->st, a->ver != t_base(b, a->to->st)});
	}
	for (uint32_t k = 0; k < sv->ref->namb; k++) { /* and what it may share */
		Amb *a = &sv->ref->amb[k];
		addlink(b, L, (LoopLink){i, 0, a->st, a->ver != t_base(b, a->st)});
	}
}

static int
carriednames(Builder *b, LoopB *L)
{
	Names as = {0}, aug = {0};
	b_assigned(b, &L->s->list, &as, &aug);
	if (L->s->k == S_FOR) /* set before the loop, it keeps that value if the loop never runs */
		b_targets(b, L->s->a, &as);
	for (uint32_t i = 0; i < aug.v.n; i++) {
		SV *sv = env_get(&b->env, aug.v.v[i]);
		if (!inplace(sv))
			names_add(b->a, &as, aug.v.v[i]);
	}
	for (uint32_t i = 0; i < as.v.n; i++) {
		Sym name = as.v.v[i];
		SV *sv = env_get(&b->env, name);
		if (!sv || sv->k == SV_UNDEF)
			continue;
		SV *now = l_islist(sv) ? t_now(b, sv) : NULL;
		int nl = now && agg(now, 1) && !seqlisted(&L->r, name) ? nleaves(now, 1) : -1;
		if (nl > 0 && nl <= MAXLISTVALUES) { /* of known length: value by value */
			if (addnamed(b, L, name, now, 0) < 0)
				return -1;
			continue;
		}
		if (now) {
			SV *q = l_dyn(b, now, L->s->loc);
			if (!q)
				return -1;
			l_fork(b, sv->lst, LOOPFORK);
			if (q->k == SV_ROWS && addnamed(b, L, name, q, 0) < 0)
				return -1;
			if (q->k != SV_ROWS)
				addcarried(b, L, name, q, 0, -1);
			continue;
		}
		if (sv->k == SV_SPLIT && sv->v) { /* retyped by an outer loop: still split */
			vpush(b->a, &L->retyped, ((Retyped){L->r.ncarried, sv->el[0]->v}));
			addcarried(b, L, name, t_now(b, sv->el[1]), 0, -1);
			continue;
		}
		if (sv->k != SV_VALUE && !istuple(sv))
			return b_error(b, L->s->loc, "'%s' is reassigned in this loop but is not a "
				"tensor, number, list or tuple", sym_str(name));
		if (addnamed(b, L, name, t_now(b, sv), 0) < 0)
			return -1;
	}
	return 0;
}

/* the name of the list e changes the length of in place (xs.append(t), xs.pop(), xs += ys),
 * or NULL */
static Ast *
listedit(Ast *e)
{
	static const char *const methods[] = {"append", "extend", "insert", "pop", "clear",
		"remove"};
	if (e->k == S_AUGASSIGN && e->a->k == E_NAME)
		return e->a;
	if (e->k != E_CALL || e->a->k != E_ATTR || e->a->a->k != E_NAME)
		return NULL;
	for (size_t i = 0; i < sizeof methods / sizeof *methods; i++)
		if (e->a->name == sym_intern(methods[i], strlen(methods[i])))
			return e->a->a;
	return NULL;
}

/* list xs, named in the body, is carried as a sequence from the first attempt (what the
 * first attempt's changes would teach, learncarried) */
static int
carrylist(Builder *b, LoopB *L, Sym name, SrcLoc loc)
{
	SV *sv = env_get(&b->env, name);
	if (!sv || sv->k != SV_TUPLE || !sv->list || iscarried(&L->r, name) ||
	    (!sv->n && sv->ty && sv->ty->kind == T_ANY)) /* (its elements' type: the body's) */
		return 0;
	l_own(b, sv);
	if (iscarried(&L->r, sv->lst->name))
		return 0;
	SV *q = l_dyn(b, l_now(b, sv), loc);
	if (!q)
		return -1;
	env_set(b->a, &b->store, sv->lst->name, q);
	return addnamed(b, L, sv->lst->name, q, 1);
}

/* The lists of known length the body grows or shrinks in place (xs.append(t), xs.pop(),
 * del xs[i], xs += ys) become sequences before the first attempt: built with their initial
 * length, `xs.append(t); xs.pop(-2)` would be an index error at compile time. */
static int
grownlists(Builder *b, LoopB *L, Ast *e)
{
	if (!e || e->k == S_DEF || e->k == E_LAMBDA)
		return 0;
	Ast *t = listedit(e);
	for (uint32_t i = 0; e->k == S_DEL && i < e->list.n; i++)
		if (e->list.v[i]->k == E_SUBSCRIPT && e->list.v[i]->a->k == E_NAME &&
		    carrylist(b, L, e->list.v[i]->a->name, e->loc) < 0)
			return -1;
	if (t && carrylist(b, L, t->name, e->loc) < 0)
		return -1;
	for (int k = 0; k < 3; k++)
		if (grownlists(b, L, ast_kid(e, k)) < 0)
			return -1;
	for (int k = 0; k < 2; k++)
		for (uint32_t i = 0; i < ast_items(e, k)->n; i++)
			if (grownlists(b, L, ast_items(e, k)->v[i]) < 0)
				return -1;
	return 0;
}

/* Building a body until its carried types settle builds the loops inside it each time, and
 * they settle again from their initial types: nested loops cost 2^depth.  So a loop keeps
 * the types it settled on per context: every variable the loop mentions, as shape inference
 * may see it (valkey); the names it does not mention cannot change how it builds, and
 * keying on them would cost as much as there are live names.  Built again in the same
 * context, it starts from them and settles at once; a context seen for the first time
 * starts from the initial types, as before. */
typedef struct LoopMemo LoopMemo;
struct LoopMemo {
	LoopMemo *next;
	VEC(uintptr_t) key;
	Type **types;      /* the settled carried types */
	uint32_t n;
};

typedef struct {
	Names mentioned;   /* the names the loop statement reads or writes */
	LoopMemo *first;   /* the contexts seen so far */
} LoopMemos;           /* what a loop's Ast memo points to */

static void mention(Builder *b, Ast *x, Names *out);

static void
mentionlist(Builder *b, const AstList *l, Names *out)
{
	for (uint32_t i = 0; i < l->n; i++)
		mention(b, l->v[i], out);
}

static void
mention(Builder *b, Ast *x, Names *out)
{
	if (!x)
		return;
	if (x->k == E_NAME)
		names_add(b->a, out, x->name);
	for (int k = 0; k < 3; k++)
		mention(b, ast_kid(x, k), out);
	mentionlist(b, ast_items(x, 0), out);
	mentionlist(b, ast_items(x, 1), out);
}

typedef VEC(uintptr_t) Key;

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
		mention(b, L->s, &ms->mentioned);
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
	mentionlist(b, &s->list, &men);
	for (uint32_t i = 0; i < as.v.n; i++)
		b_bind(b, as.v.v[i], sv_poison(b));
	for (uint32_t i = 0; i < aug.v.n; i++)
		b_bind(b, aug.v.v[i], sv_poison(b));
	for (uint32_t i = 0; i < men.v.n; i++) {
		SV *sv = env_get(&b->env, men.v.v[i]);
		if (sv && (l_islist(sv) || sv->dict))
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
static Node *
loop(Builder *b, Ast *s, LoopB *L)
{
	memset(L, 0, sizeof *L);
	L->s = s;
	L->r.k = R_LOOP;
	L->r.loc = s->loc;
	L->r.hasret = mayexitlist(&s->list, 1);
	if (s->list2.n)
		return b_error(b, s->loc, "'else' on a loop is not supported"), NULL;
	if (s->k == S_FOR) {
		if (rangeargs(b, s->b, &L->trip, &L->start, &L->step) < 0 || b->raised) {
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
	if (carriednames(b, L) < 0) {
		poisonbody(b, s);
		return NULL;
	}
	for (uint32_t i = 0; i < s->list.n; i++)
		if (grownlists(b, L, s->list.v[i]) < 0) {
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

static int
isrange(Builder *b, Ast *it)
{
	if (it->k != E_CALL || it->a->k != E_NAME || it->a->name != SYMC("range"))
		return 0;
	SV *sv = b_lookup(b, it->a->name, it->a->loc);
	return sv->k == SV_BUILTIN;
}

static Ast *
mkname(Builder *b, Sym name, SrcLoc loc)
{
	Ast *x = ast_new(b->a, E_NAME, loc);
	x->name = name;
	return x;
}

static Ast *
mkcall(Builder *b, const char *f, Ast *a, Ast *c, SrcLoc loc)
{
	Ast *x = ast_new(b->a, E_CALL, loc);
	x->a = mkname(b, sym_intern(f, strlen(f)), loc);
	ast_push(b->a, &x->list, a);
	ast_push(b->a, &x->list, c);
	x->depth = 3;
	return x;
}

static Ast *
mkitem(Builder *b, Ast *l, Ast *i, SrcLoc loc)
{
	Ast *x = ast_new(b->a, E_SUBSCRIPT, loc);
	x->a = l, x->b = i, x->depth = 2;
	return x;
}

/* the iterable of a for loop, evaluated: its arguments bound to hidden names (so the loop
 * may be rewritten over them) when it is enumerate(...) or zip(...) */
typedef struct {
	int kind;          /* 0 a value, 1 enumerate, 2 zip, 3 enumerate(zip(...)) */
	Ast *arg[9];       /* hidden names of the lists (enumerate: the list and the start;
	                    * enumerate(zip(...)): zip's nzip lists, then the start) */
	uint32_t n, nzip;
	int dynamic;       /* one of them is a list whose length is known only at run time */
	SV *sv;            /* kind 0: the value */
} Iter;

/* argument x of the iterable it, evaluated and bound to the next hidden name of r */
static int
iterarg(Builder *b, Ast *it, Ast *x, Iter *r)
{
	SV *v = b_expr(b, x->k == E_KEYWORD ? x->a : x);
	if (v->k == SV_POISON)
		return -1;
	/* a tensor runs over its rows (x[i], views), as for t in x does, in a Loop */
	r->dynamic |= (l_islist(v) && v->k != SV_TUPLE) ||
		(v->k == SV_VALUE && v->v->type->kind == T_TENSOR);
	Sym h = sym_fmt("$iter%u.%u.%u", it->loc.line, it->loc.col, r->n);
	b_bind(b, h, v);
	r->arg[r->n++] = mkname(b, h, x->loc);
	return 0;
}

static int
iterof(Builder *b, Ast *it, Iter *r)
{
	memset(r, 0, sizeof *r);
	Ast *f = it->k == E_CALL ? it->a : NULL;
	int k = f && f->k == E_NAME && !env_get(&b->env, f->name) ?
		f->name == SYMC("enumerate") ? 1 : f->name == SYMC("zip") ? 2 : 0 : 0;
	if (!k || it->list.n > 8) {
		r->sv = b_expr(b, it);
		if (r->sv->k == SV_SHAPE) /* for d in x.size(): its sizes */
			r->sv = b_subscript(b, r->sv, &(Ast){.k = E_SLICE, .loc = it->loc}, it->loc);
		r->dynamic = l_islist(r->sv) && r->sv->k != SV_TUPLE;
		return r->sv->k == SV_POISON ? -1 : 0;
	}
	r->kind = k;
	Ast *z = k == 1 && it->list.n >= 1 && it->list.v[0]->k == E_CALL ? it->list.v[0] : NULL;
	if (z && z->a->k == E_NAME && z->a->name == SYMC("zip") && !env_get(&b->env, SYMC("zip")) &&
	    z->list.n >= 1 && z->list.n <= 7) { /* enumerate(zip(xs, ys), start) */
		r->kind = 3;
		for (uint32_t i = 0; i < z->list.n; i++)
			if (iterarg(b, it, z->list.v[i], r) < 0)
				return -1;
		r->nzip = r->n;
		for (uint32_t i = 1; i < it->list.n; i++)
			if (iterarg(b, it, it->list.v[i], r) < 0)
				return -1;
		return 0;
	}
	for (uint32_t i = 0; i < it->list.n; i++)
		if (iterarg(b, it, it->list.v[i], r) < 0)
			return -1;
	return 0;
}

/* enumerate(...) or zip(...) of lists of known length, over the hidden names */
static SV *
builtiniter(Builder *b, Iter *it, SrcLoc loc)
{
	Ast *c = mkcall(b, it->kind == 2 ? "zip" : "enumerate", NULL, NULL, loc);
	uint32_t k = 0;
	if (it->kind == 3) {
		Ast *z = mkcall(b, "zip", NULL, NULL, loc);
		for (; k < it->nzip; k++)
			ast_push(b->a, &z->list, it->arg[k]);
		ast_push(b->a, &c->list, z);
	}
	for (; k < it->n; k++)
		ast_push(b->a, &c->list, it->arg[k]);
	return b_expr(b, c);
}

/* for t in xs, enumerate(xs), zip(xs, ys) over lists whose length is known only at run
 * time: for $i in range(len(xs)): t = xs[$i]; body (a Loop) */
static Vals *
seqfor(Builder *b, Ast *s, Iter *it, Cont *rest, int finish)
{
	SrcLoc loc = s->b->loc;
	Ast *i = mkname(b, sym_fmt("$i%u.%u", s->loc.line, s->loc.col), loc), *trip, *val;
	if (it->kind == 0) {
		Sym h = sym_fmt("$iter%u.%u", s->loc.line, s->loc.col);
		b_bind(b, h, it->sv);
		trip = mkcall(b, "len", mkname(b, h, loc), NULL, loc);
		val = mkitem(b, mkname(b, h, loc), i, loc);
	} else if (it->kind == 1) {
		if (it->n < 1 || it->n > 2) {
			b_error(b, loc, "enumerate() takes a list and a start");
			return NULL;
		}
		trip = mkcall(b, "len", it->arg[0], NULL, loc);
		val = ast_new(b->a, E_TUPLE, loc);
		Ast *at = i;
		if (it->n == 2) { /* i + start */
			at = ast_new(b->a, E_BINOP, loc);
			at->op = OP_ADD, at->a = i, at->b = it->arg[1], at->depth = 2;
		}
		ast_push(b->a, &val->list, at);
		ast_push(b->a, &val->list, mkitem(b, it->arg[0], i, loc));
	} else {
		uint32_t nz = it->kind == 3 ? it->nzip : it->n;
		if (it->kind == 3 && it->n > nz + 1) {
			b_error(b, loc, "enumerate() takes a list and a start");
			return NULL;
		}
		trip = NULL;
		val = ast_new(b->a, E_TUPLE, loc);
		for (uint32_t k = 0; k < nz; k++) {
			Ast *len = mkcall(b, "len", it->arg[k], NULL, loc);
			trip = trip ? mkcall(b, "min", trip, len, loc) : len;
			ast_push(b->a, &val->list, mkitem(b, it->arg[k], i, loc));
		}
		if (!trip) {
			b_error(b, loc, "zip() needs a list");
			return NULL;
		}
		if (it->kind == 3) { /* (i + start, (xs[i], ys[i], ...)) */
			Ast *pair = ast_new(b->a, E_TUPLE, loc), *at = i;
			if (it->n > nz) {
				at = ast_new(b->a, E_BINOP, loc);
				at->op = OP_ADD, at->a = i, at->b = it->arg[nz], at->depth = 2;
			}
			val->depth = 3;
			ast_push(b->a, &pair->list, at);
			ast_push(b->a, &pair->list, val);
			val = pair;
		}
	}
	val->depth = it->kind == 3 ? 4 : 3;
	Ast *as = ast_new(b->a, S_ASSIGN, s->loc);
	ast_push(b->a, &as->list, s->a);
	as->a = val;
	Ast *f = ast_new(b->a, S_FOR, s->loc);
	f->a = i;
	f->b = mkcall(b, "range", trip, NULL, loc);
	ast_push(b->a, &f->list, as);
	for (uint32_t k = 0; k < s->list.n; k++)
		ast_push(b->a, &f->list, s->list.v[k]);
	f->list2 = s->list2;
	AstList *l = NEW(b->a, AstList);
	ast_push(b->a, l, f);
	return run(b, &(Cont){l, 0, rest}, finish);
}

static Ast *
hidden(Builder *b, Ast *s, const char *what, SV *sv)
{
	Ast *nm = ast_new(b->a, E_NAME, s->loc);
	nm->name = sym_fmt("$for%u.%u.%s", s->loc.line, s->loc.col, what);
	if (sv)
		b_bind(b, nm->name, sv);
	return nm;
}

/* for t in x: body  =>  for $i in range(x.size(0)): t = x[$i]; body
 * (x evaluated once, before the loop; t is a select view, so writes through it reach x) */
static Ast *
rowsloop(Builder *b, Ast *s, SV *x)
{
	if (x->v->type->rank <= 0) {
		b_error(b, s->b->loc, "%s", x->v->type->rank ? "iteration over a tensor whose "
			"rank is not known at compile time" : "iteration over a 0-d tensor");
		return NULL;
	}
	SV *zero = sv_value(b, b_const_int(b, 0));
	SV *n = b_callop(b, "size", x, &zero, 1, NULL, NULL, 0, s->b->loc);
	Ast *f = ast_new(b->a, S_FOR, s->loc), *rng = ast_new(b->a, E_CALL, s->b->loc);
	rng->a = ast_new(b->a, E_NAME, s->b->loc);
	rng->a->name = SYMC("range");
	ast_push(b->a, &rng->list, hidden(b, s, "n", n));
	f->a = hidden(b, s, "i", NULL);
	f->b = rng;
	Ast *row = ast_new(b->a, S_ASSIGN, s->a->loc), *ix = ast_new(b->a, E_SUBSCRIPT, s->b->loc);
	ix->a = hidden(b, s, "x", x);
	ix->b = f->a;
	ast_push(b->a, &row->list, s->a);
	row->a = ix;
	ast_push(b->a, &f->list, row);
	for (uint32_t i = 0; i < s->list.n; i++)
		ast_push(b->a, &f->list, s->list.v[i]);
	f->list2 = s->list2;
	return f;
}

static Ast *mkop(Builder *b, int op, Ast *l, Ast *r, SrcLoc loc);
static Ast *mkint(Builder *b, int64_t v, SrcLoc loc);

/* the statements of key i's run of a loop over dict d (dictloop), appended to l */
static void
dictrun(Builder *b, Ast *s, SV *d, uint32_t i, int what, Ast *dh, AstList *l)
{
	Ast *key = ast_new(b->a, E_STR, s->loc);
	key->str = d->keys[i];
	SV *k = b_expr(b, key), *x = what == 0 ? k : d->el[i];
	if (what == 2) {
		x = sv_new(b, SV_TUPLE);
		x->n = 2;
		x->el = NEWA(b->a, SV *, 2);
		x->el[0] = k, x->el[1] = d->el[i];
	}
	Ast *nm = ast_new(b->a, E_NAME, s->loc), *as = ast_new(b->a, S_ASSIGN, s->loc);
	nm->name = sym_fmt("$for%u.%u", s->loc.line, i);
	b_bind(b, nm->name, x);
	ast_push(b->a, &as->list, s->a);
	as->a = nm;
	if (d->has && d->has[i]) { /* if "<key>" in d: ... */
		Ast *g = ast_new(b->a, S_IF, s->loc);
		g->a = mkop(b, OP_IN, key, dh, s->loc);
		ast_push(b->a, l, g);
		l = &g->list;
	}
	ast_push(b->a, l, as);
	for (uint32_t k2 = 0; k2 < s->list.n; k2++)
		ast_push(b->a, l, s->list.v[k2]);
}

/* for k in d, d.keys(), d.values(), d.items() of a dict some of whose keys are there at
 * run time only: for each key, in order, `k = <key>; body`, under `if "<key>" in d:` for
 * those (which d_refine reads: d[k] is there).  0 if s is not one; else 1, *out its value */
static int
dictloop(Builder *b, Ast *s, Cont *rest, int finish, Vals **out)
{
	Ast *it = s->b, *dn = it;
	int what = 0; /* keys, values, items */
	if (it->k == E_CALL && !it->list.n && it->a->k == E_ATTR) {
		dn = it->a->a;
		what = it->a->name == SYMC("keys") ? 0 : it->a->name == SYMC("values") ? 1 :
			it->a->name == SYMC("items") ? 2 : -1;
	}
	SV *cur = dn->k == E_NAME && what >= 0 ? env_get(&b->env, dn->name) : NULL;
	if (!cur || cur->k != SV_TUPLE || !cur->dict || !d_maybe(l_now(b, cur)))
		return 0;
	*out = NULL;
	for (uint32_t i = 0; i < s->list.n; i++)
		if (escapes(s->list.v[i], 0, 0))
			return b_error(b, s->loc, "break/continue in a loop over a dict some of whose "
				"keys are known only at run time is not supported"), 1;
	SV *d = b_lookup(b, dn->name, dn->loc);
	Ast *dh = hidden(b, s, "d", d);
	AstList *l = NEW(b->a, AstList);
	for (uint32_t i = 0; i < d->n; i++)
		dictrun(b, s, d, i, what, dh, l);
	*out = run(b, &(Cont){l, 0, rest}, finish);
	return 1;
}

/* for t in (a, b, c): body  =>  t = a; body; t = b; body; t = c; body */
/* d.items(), d.keys(), d.values() */
static int
dictcall(const Ast *e)
{
	if (e->k != E_CALL || e->list.n || e->a->k != E_ATTR)
		return 0;
	const char *m = sym_str(e->a->name);
	return !strcmp(m, "items") || !strcmp(m, "keys") || !strcmp(m, "values");
}

/* for target in <a dict's keys, values or items> with break or continue: a Loop over the
 * positions, whose body picks element i with a chain of ifs (the elements are known at
 * compile time; they are the list items() made when the loop began, as in TorchScript) */
static Vals *
pickloop(Builder *b, Ast *s, SV *seq, Cont *rest, int finish)
{
	SrcLoc loc = s->loc;
	Ast *i = mkname(b, sym_fmt("$pi%u.%u", loc.line, loc.col), loc), *chain = NULL;
	for (uint32_t k = seq->n; k-- > 0;) {
		Sym h = sym_fmt("$pe%u.%u.%u", loc.line, loc.col, k);
		b_bind(b, h, seq->el[k]);
		Ast *as = ast_new(b->a, S_ASSIGN, loc), *iff = ast_new(b->a, S_IF, loc);
		ast_push(b->a, &as->list, s->a);
		as->a = mkname(b, h, loc);
		iff->a = mkop(b, OP_EQ, i, mkint(b, k, loc), loc);
		ast_push(b->a, &iff->list, as);
		for (uint32_t j = 0; j < s->list.n; j++)
			ast_push(b->a, &iff->list, s->list.v[j]);
		if (chain)
			ast_push(b->a, &iff->list2, chain);
		chain = iff;
	}
	Ast *f = ast_new(b->a, S_FOR, loc);
	f->a = i;
	f->b = mkcall(b, "range", mkint(b, seq->n, loc), NULL, loc);
	ast_push(b->a, &f->list, chain);
	AstList *l = NEW(b->a, AstList);
	ast_push(b->a, l, f);
	return run(b, &(Cont){l, 0, rest}, finish);
}

/* can a list of known length with elements of type et be a sequence a Loop runs over? */
static int
loopable(const Type *et)
{
	return et && (et->kind == T_TENSOR || et->kind == T_INT || et->kind == T_FLOAT ||
		et->kind == T_BOOL || et->kind == T_TUPLE);
}

/* the lists enumerate/zip of it runs over, made run-time lists (sequences) so that a Loop
 * can run over them: 0 if one of them cannot be */
static int
dynargs(Builder *b, Iter *it, SrcLoc loc)
{
	uint32_t nl = it->kind == 1 ? 1 : it->kind == 3 ? it->nzip : it->n;
	SV *q[9];
	for (uint32_t k = 0; k < nl; k++) {
		SV *xs = env_get(&b->env, it->arg[k]->name);
		Type *et = l_islist(xs) && xs->k == SV_TUPLE && xs->n ? l_elemtype(b, xs) : NULL;
		q[k] = loopable(et) ? l_dyn(b, xs, loc) : NULL;
		if (!q[k])
			return 0;
	}
	for (uint32_t k = 0; k < nl; k++)
		b_bind(b, it->arg[k]->name, q[k]);
	return 1;
}

static Vals *
unrolled(Builder *b, Ast *s, Cont *rest, int finish)
{
	Vals *dl;
	if (dictloop(b, s, rest, finish, &dl))
		return dl;
	Iter it;
	int rc = iterof(b, s->b, &it);
	if (b->raised)
		return RAISED;
	if (rc < 0)
		return NULL;
	if (it.dynamic)
		return seqfor(b, s, &it, rest, finish);
	SV *seq = it.kind ? builtiniter(b, &it, s->b->loc) : it.sv;
	int fromdict = (seq->k == SV_TUPLE && seq->dict) || dictcall(s->b);
	if (seq->k == SV_TUPLE && seq->dict) /* for k in d: its keys */
		seq = d_method(b, seq, "keys", NULL, 0, s->b->loc);
	if (seq->k == SV_POISON)
		return NULL;
	if (seq->k == SV_VALUE && seq->v->type->kind == T_TENSOR) {
		AstList *l = NEW(b->a, AstList);
		Ast *f = rowsloop(b, s, seq);
		if (!f)
			return NULL;
		ast_push(b->a, l, f);
		return run(b, &(Cont){l, 0, rest}, finish);
	}
	if (seq->k != SV_TUPLE) {
		b_error(b, s->b->loc, "for loops run over range(...), a tuple or a tensor; this "
			"is %s",
			seq->k == SV_VALUE ? ty_str_of(b->a, seq->v->type) : "not iterable");
		return NULL;
	}
	for (uint32_t i = 0; i < s->list.n; i++)
		if (escapes(s->list.v[i], 0, 0)) {
			if (fromdict && seq->n)
				return pickloop(b, s, seq, rest, finish);
			Type *et = l_islist(seq) && seq->n ? l_elemtype(b, seq) : NULL;
			if (it.kind == 0 && loopable(et)) { /* break/continue: a Loop over it */
				SV *q = l_dyn(b, seq, s->b->loc);
				if (!q)
					return NULL;
				it.sv = q;
				return seqfor(b, s, &it, rest, finish);
			}
			/* enumerate(xs), zip(xs, ys), enumerate(zip(xs, ys)): a Loop over them */
			if (it.kind && it.n >= 1 && dynargs(b, &it, s->b->loc))
				return seqfor(b, s, &it, rest, finish);
			b_error(b, s->loc, "break/continue in a loop over a tuple is not supported");
			return NULL;
		}
	AstList *l = NEW(b->a, AstList);
	for (uint32_t i = 0; i < seq->n; i++) {
		Ast *nm = ast_new(b->a, E_NAME, s->loc);
		nm->name = sym_fmt("$for%u.%u", s->loc.line, i);
		b_bind(b, nm->name, seq->el[i]);
		Ast *as = ast_new(b->a, S_ASSIGN, s->loc);
		ast_push(b->a, &as->list, s->a);
		as->a = nm;
		ast_push(b->a, l, as);
		for (uint32_t k = 0; k < s->list.n; k++)
			ast_push(b->a, l, s->list.v[k]);
	}
	return run(b, &(Cont){l, 0, rest}, finish);
}

/* is t a store into a dict (d[k] = v, d[k] += v), or a method of a dict (d.pop)? */
static int
dictstore(Builder *b, Ast *t)
{
	if (!t || (t->k != E_SUBSCRIPT && t->k != E_ATTR) || t->a->k != E_NAME)
		return 0;
	SV *sv = env_get(&b->env, t->a->name);
	return sv && sv->k == SV_TUPLE && sv->dict;
}

/* is t a name bound to a list of known length? */
static int
knownlist(Builder *b, Ast *t)
{
	if (!t || t->k != E_NAME)
		return 0;
	SV *sv = env_get(&b->env, t->name);
	return sv && sv->k == SV_TUPLE && sv->list;
}

/* does e need a range loop's index at compile time: str(i) (for names and dict keys), a
 * store into a dict (whose keys a Loop may not change), or a list of known length grown
 * or shrunk (it stays a list of known length, as issue 7 asks, not a sequence)? */
static int
needsindex(Builder *b, Ast *e)
{
	if (!e || e->k == S_DEF || e->k == E_LAMBDA)
		return 0;
	if (e->k == E_CALL && e->a->k == E_NAME && e->a->name == SYMC("str"))
		return 1;
	if (e->k == E_CALL && e->a->k == E_ATTR && dictstore(b, e->a) &&
	    (e->a->name == SYMC("pop") || e->a->name == SYMC("update") ||
	     e->a->name == SYMC("setdefault") || e->a->name == SYMC("clear")))
		return 1;
	if (knownlist(b, listedit(e)))
		return 1;
	if (e->k == S_ASSIGN)
		for (uint32_t i = 0; i < e->list.n; i++)
			if (dictstore(b, e->list.v[i]))
				return 1;
	if ((e->k == S_AUGASSIGN || e->k == S_ANNASSIGN) && dictstore(b, e->a))
		return 1;
	for (int k = 0; k < 3; k++)
		if (needsindex(b, ast_kid(e, k)))
			return 1;
	for (int k = 0; k < 2; k++)
		for (uint32_t i = 0; i < ast_items(e, k)->n; i++)
			if (needsindex(b, ast_items(e, k)->v[i]))
				return 1;
	return 0;
}

/* may e be built twice (it changes nothing: no call but of a few pure builtins and size
 * methods)?  range()'s bounds are built once more when the loop is not unrolled. */
static int
pure(Ast *e)
{
	static const char *const calls[] = {"len", "min", "max", "int", "abs", "size", "dim",
		"numel"};
	switch (e->k) {
	case E_INT:
	case E_NAME: return 1;
	case E_UNOP: return pure(e->a);
	case E_BINOP:
	case E_SUBSCRIPT: return pure(e->a) && pure(e->b);
	case E_ATTR: return e->name == SYMC("shape") && pure(e->a);
	case E_CALL: {
		Ast *f = e->a;
		Sym name = f->k == E_NAME || f->k == E_ATTR ? f->name : 0;
		int known = 0;
		for (size_t i = 0; i < sizeof calls / sizeof *calls && name; i++)
			known |= name == sym_intern(calls[i], strlen(calls[i]));
		if (!known || (f->k == E_ATTR && !pure(f->a)))
			return 0;
		for (uint32_t i = 0; i < e->list.n; i++)
			if (!pure(e->list.v[i]))
				return 0;
		return 1;
	}
	default: return 0;
	}
}

/* Unrolling more than this many runs of a loop is refused as a Loop would be. */
#define MAXUNROLL 64

/* `for i in range(...)` whose body needs i at compile time (needsindex) and whose bounds
 * are compile-time ints, run at most MAXUNROLL times: the same loop over the tuple of its
 * indices, which is unrolled (PyTorch's dicts may gain keys in any loop; ONNX's Loop
 * carries a fixed set of values).  NULL: build a Loop. */
static Ast *
rangetuple(Builder *b, Ast *s)
{
	Ast *call = s->b;
	uint32_t n = call->list.n;
	if (n < 1 || n > 3 || call->list.v[n - 1]->k == E_KEYWORD || s->list2.n)
		return NULL;
	for (uint32_t i = 0; i < s->list.n; i++)
		if (escapes(s->list.v[i], 0, 1))
			return NULL;
	int need = 0;
	for (uint32_t i = 0; i < s->list.n && !need; i++)
		need = needsindex(b, s->list.v[i]);
	if (!need)
		return NULL;
	int64_t v[3] = {0, 0, 1};
	for (uint32_t i = 0; i < n; i++)
		if (!pure(call->list.v[i]))
			return NULL;
	for (uint32_t i = 0; i < n; i++) {
		Ast *e = call->list.v[i];
		uint32_t nerr = b->d->nerror;
		Value *x = b_rvalue(b, e);
		if (b->d->nerror != nerr || !x || x->type->kind != T_INT ||
		    !ir_constint(x, &v[n == 1 ? 1 : i]))
			return NULL;
	}
	int64_t start = v[0], stop = v[1], step = v[2];
	for (int i = 0; i < 3; i++)
		if (v[i] < -(INT64_C(1) << 40) || v[i] > INT64_C(1) << 40) /* (no overflow below) */
			return NULL;
	if (step == 0)
		return NULL;
	int64_t trip = step > 0 ? (stop > start ? (stop - start + step - 1) / step : 0) :
		(start > stop ? (start - stop - step - 1) / -step : 0);
	if (trip > MAXUNROLL)
		return NULL;
	SV *t = sv_new(b, SV_TUPLE);
	t->n = (uint32_t)trip;
	t->el = NEWA(b->a, SV *, t->n + 1);
	for (uint32_t i = 0; i < t->n; i++)
		t->el[i] = sv_value(b, b_const_int(b, start + (int64_t)i * step));
	Ast *f = ast_new(b->a, S_FOR, s->loc);
	ast_copy(f, s);
	f->memo = NULL;
	f->b = mkname(b, sym_fmt("$range%u.%u", s->loc.line, s->loc.col), call->loc);
	b_bind(b, f->b->name, t);
	return f;
}

static Vals *
afterloop(Builder *b, LoopB *L, Node *n, Cont *rest)
{
	Value *flag = n->out[0];
	uint32_t k = 0;
	SV *stash = unflatten(b, L->r.retshape, n->out + 1, &k);
	return ifpaths(b, flag, NULL, stash, rest, NULL, L->s->loc);
}

/* with torch.no_grad(): body  =>  body (gradients do not exist in ONNX) */
static int
with(Builder *b, Ast *s)
{
	Ast *e = s->a;
	if (e->k == E_CALL && e->a->k == E_ATTR && e->a->name == SYMC("no_grad"))
		return 0;
	return b_error(b, s->loc, "only 'with torch.no_grad():' is supported");
}

/* del x, del xs[i] (xs.pop(i), its result dropped), del several in order.  TorchScript
 * refuses del of a slice; a dict's key is not removed yet (its keys are known at compile
 * time, and every name holding the dict would have to lose it). */
static void
del(Builder *b, Ast *s)
{
	for (uint32_t i = 0; i < s->list.n; i++) {
		Ast *t = s->list.v[i];
		if (t->k == E_NAME) {
			SV *sv = b_lookup(b, t->name, t->loc);
			if (sv->k != SV_POISON)
				b_bind(b, t->name, sv_new(b, SV_UNDEF));
			continue;
		}
		if (t->k != E_SUBSCRIPT) {
			b_error(b, t->loc, "del of this target is not supported (only of a name or "
				"of a list's element)");
			return;
		}
		if (t->b->k == E_SLICE || t->b->k == E_TUPLE) {
			b_error(b, t->b->loc, "del of a slice is not supported (TorchScript deletes "
				"one index at a time)");
			return;
		}
		if (!pure(t->a)) { /* (built twice below) */
			b_error(b, t->a->loc, "del of an element of this expression is not "
				"supported; name the list first");
			return;
		}
		SV *c = b_expr(b, t->a);
		if (c->k == SV_POISON)
			return;
		if (c->k == SV_TUPLE && c->dict) { /* d.pop(k) */
			SV *k = b_expr(b, t->b);
			if (d_method(b, c, "pop", &k, 1, t->loc)->k == SV_POISON || b->raised)
				return;
			continue;
		}
		if (!l_islist(c)) {
			b_error(b, t->loc, "del of an element is supported on lists, not on %s",
				c->k == SV_TUPLE ? "tuples" : "this value");
			return;
		}
		Ast *pop = mkcall(b, "pop", t->b, NULL, t->loc);
		pop->a = ast_new(b->a, E_ATTR, t->loc);
		pop->a->a = t->a;
		pop->a->name = SYMC("pop");
		b_expr(b, pop);
		if (b->raised)
			return;
	}
}

/* runs statements from c; with finish, the path ends the region and its values return */
static Vals *
run(Builder *b, Cont *c, int finish)
{
	for (; c; c = c->next)
		for (uint32_t i = c->i; i < c->list->n; i++) {
			Ast *s = c->list->v[i];
			Cont rest = {c->list, i + 1, c->next};
			b->here = s->loc;
			if (b->d->nerror >= b->d->maxerror)
				return NULL;
			switch (s->k) {
			case S_RETURN: return ret(b, s);
			case S_RAISE:
				if (b_raise(b, s) < 0)
					return NULL;
				b->raised = 1;
				return RAISED;
			case S_ASSERT:
				switch (b_assert(b, s)) {
				case -1: return NULL;
				case 0: b->raised = 1; return RAISED;
				default: o_refine(b, s->a, 1); continue;
				}
			case S_BREAK:
			case S_CONTINUE: return jump(b, s);
			case S_IF:
				if (!mayexit(s, 0))
					break;
				return exitif(b, s, &rest);
			case S_WITH:
				if (with(b, s) < 0)
					return NULL;
				return run(b, &(Cont){&s->list, 0, &rest}, finish);
			case S_FOR: {
				Ast *u = isrange(b, s->b) ? rangetuple(b, s) : s;
				if (!u)
					break;
				return unrolled(b, u, &rest, finish);
			}
			default: break;
			}
			if ((s->k == S_FOR || s->k == S_WHILE) && mayexitlist(&s->list, 1)) {
				LoopB L;
				Node *n = loop(b, s, &L);
				if (!n)
					return b->raised ? RAISED : NULL;
				if (L.r.hasret)
					return afterloop(b, &L, n, &rest);
				continue;
			}
			stmt(b, s);
			if (b->raised) /* a call of a function that raises */
				return RAISED;
		}
	return finish ? fallthrough(b, (SrcLoc){0}) : NULL;
}

static const char *
augname(TokOp op)
{
	static const char *tab[] = {[OP_ADD] = "+=", [OP_SUB] = "-=", [OP_MUL] = "*=",
		[OP_DIV] = "/=", [OP_FLOORDIV] = "//=", [OP_MOD] = "%=", [OP_POW] = "**=",
		[OP_MATMUL] = "@=", [OP_LSHIFT] = "<<=", [OP_RSHIFT] = ">>=", [OP_BITAND] = "&=",
		[OP_BITOR] = "|=", [OP_BITXOR] = "^="};
	return op < sizeof tab / sizeof *tab && tab[op] ? tab[op] : "op=";
}

/* x op= y: on a tensor, an in-place update (other names and views of x see it), as
 * TorchScript's aten::add_ and friends; on a number, a new value bound to x */
static void
augassign(Builder *b, Ast *s)
{
	Ast *t = s->a;
	if (s->op == OP_FLOORDIV || s->op == OP_MATMUL) { /* on any target, of any type */
		b_error(b, s->opl, "'%s' is not supported: TorchScript refuses it (\"unsupported "
			"kind of augmented assignment\"); write x = x %s y", augname(s->op),
			s->op == OP_FLOORDIV ? "//" : "@");
		return;
	}
	if (s->op == OP_MOD) { /* TorchScript: aten::fmod, aten::fmod_: n = -5; n %= 3 is -2.0 */
		b_error(b, s->opl, "'%%=' is not supported yet: TorchScript computes it as fmod (the "
			"sign of the dividend: -5 %%= 3 gives -2, and a float where the target is an "
			"int), not as %%; write x = x %% y for Python's remainder");
		return;
	}
	if (t->k == E_SUBSCRIPT) {
		b_augsubscript(b, t, s->op, s->b, s->opl);
		return;
	}
	if (t->k == E_NAME && s->op == OP_ADD) {
		SV *cur = env_get(&b->env, t->name);
		if (cur && l_islist(cur)) { /* xs += ys extends xs in place, as list.extend */
			SV *now = b_lookup(b, t->name, t->loc), *r = b_expr(b, s->b);
			if (r->k != SV_POISON && !l_islist(r))
				b_error(b, s->opl, "list += takes a list");
			else
				l_method(b, now, "extend", &r, 1, s->opl);
			return;
		}
	}
	if (t->k != E_NAME) {
		b_error(b, t->loc, "augmented assignment to %s is not supported yet",
			t->k == E_ATTR ? "an attribute" : "this target");
		return;
	}
	SV *l = b_lookup(b, t->name, t->loc);
	SV *r = b_expr(b, s->b);
	if (l->k == SV_VALUE && l->v->type->kind == T_TENSOR) {
		if (t_overlaps(b, l, r, s->b->loc) < 0)
			return;
		t_inplace(b, l, b_binop(b, s->op, l, r, s->opl), augname(s->op), s->opl, t->name);
		return;
	}
	b_bind(b, t->name, b_binop(b, s->op, l, r, s->opl));
}

static void
annassign(Builder *b, Ast *s)
{
	Type *t = b_annot(b, s->b);
	if (!s->c) {
		b_error(b, s->loc, "a declaration without a value is not supported");
		return;
	}
	const Ast *outer = b->hinted;
	b->hinted = s->c;
	SV *v = b_expr(b, s->c);
	b->hinted = outer;
	if (s->a->k == E_NAME)
		v = b_declared(b, v, t, s->a->name, s->c->loc);
	assign(b, s->a, b_emptytyped(b, v, t));
}

static void
stmt(Builder *b, Ast *s)
{
	if (b_deep(b, s->loc))
		return;
	switch (s->k) {
	case S_EXPR:
		if (s->a->k != E_STR)
			b_expr(b, s->a);
		return;
	case S_ASSIGN: {
		SV *v = s->list.n == 1 && s->list.v[0]->k == E_NAME ?
			lo_assign(b, s->list.v[0]->name, s->a) : NULL;
		if (!v)
			v = b_expr(b, s->a);
		for (uint32_t i = 0; i < s->list.n; i++)
			assign(b, s->list.v[i], v);
		return;
	}
	case S_AUGASSIGN: augassign(b, s); return;
	case S_ANNASSIGN: annassign(b, s); return;
	case S_PASS: return;
	case S_IF: ifstmt(b, s); return;
	case S_FOR:
	case S_WHILE: {
		LoopB L;
		loop(b, s, &L);
		return;
	}
	case S_DEF:
		b_error(b, s->loc, "nested function definitions are not supported");
		b_bind(b, s->name, sv_poison(b));
		return;
	case S_CLASS: b_error(b, s->loc, "nested classes are not supported"); return;
	case S_IMPORT:
	case S_FROMIMPORT: b_error(b, s->loc, "imports inside a function are not supported"); return;
	case S_GLOBAL: b_error(b, s->loc, "'global' is not supported"); return;
	case S_DEL: del(b, s); return;
	default: b_error(b, s->loc, "unsupported statement"); return;
	}
}

static Ast *
mkint(Builder *b, int64_t v, SrcLoc loc)
{
	Ast *x = ast_new(b->a, E_INT, loc);
	x->ival = v;
	return x;
}

static Ast *
mkop(Builder *b, int op, Ast *l, Ast *r, SrcLoc loc)
{
	Ast *x = ast_new(b->a, op >= OP_EQ ? E_COMPARE : E_BINOP, loc);
	if (op >= OP_EQ) {
		ast_push(b->a, &x->list, l);
		ast_push(b->a, &x->list, r);
		x->ops = NEWA(b->a, TokOp, 1);
		x->ops[0] = (TokOp)op;
	} else
		x->op = (TokOp)op, x->a = l, x->b = r;
	x->depth = 1 + (l->depth > r->depth ? l->depth : r->depth);
	return x;
}

/* a slice bound e of a list of n ($n) with step st, as Python adjusts it (dflt if absent) */
static Ast *
slicebound(Builder *b, Ast *e, Ast *n, int64_t st, Ast *dflt, SrcLoc loc)
{
	if (!e)
		return dflt;
	Sym h = sym_fmt("$sb%u.%u", e->loc.line, e->loc.col);
	b_bind(b, h, b_expr(b, e));
	Ast *a = mkname(b, h, loc), *ifx = ast_new(b->a, E_IFEXP, loc);
	Ast *wrapped = mkop(b, OP_ADD, a, n, loc);
	ifx->a = mkop(b, OP_LT, a, mkint(b, 0, loc), loc);
	ifx->b = mkcall(b, "max", wrapped, mkint(b, st > 0 ? 0 : -1, loc), loc);
	ifx->c = mkcall(b, "min", a, st > 0 ? n : mkop(b, OP_SUB, n, mkint(b, 1, loc), loc), loc);
	ifx->depth = 6;
	return ifx;
}

/* xs[a:b:k] of a list whose length, or slice bounds, are known only at run time:
 * [$s[$j] for $j in range(a', b', k)] with a', b' adjusted as Python does; k a constant */
SV *
b_listslice(Builder *b, SV *c, Ast *idx, SrcLoc loc)
{
	int64_t st = 1;
	if (idx->c) {
		Value *v = b_rvalue(b, idx->c);
		if (!v)
			return sv_poison(b);
		if (!ir_constint(v, &st) || v->type->kind != T_INT) {
			b_error(b, idx->c->loc, "a list slice whose step is known only at run time is "
				"not supported yet");
			return sv_poison(b);
		}
		if (st == 0) {
			b_error(b, idx->c->loc, "slice step cannot be zero");
			return sv_poison(b);
		}
	}
	Value *q = l_seq(b, c, NULL, loc);
	if (!q)
		return sv_poison(b);
	Sym hs = sym_fmt("$sl%u.%u", loc.line, loc.col), hn = sym_fmt("$sn%u.%u", loc.line, loc.col);
	b_bind(b, hs, sv_value(b, q));
	b_bind(b, hn, l_len(b, sv_value(b, q), loc));
	Ast *n = mkname(b, hn, loc);
	Ast *lo = slicebound(b, idx->a, n, st, st > 0 ? mkint(b, 0, loc) :
		mkop(b, OP_SUB, n, mkint(b, 1, loc), loc), loc);
	Ast *hi = slicebound(b, idx->b, n, st, st > 0 ? n : mkint(b, -1, loc), loc);
	Ast *j = mkname(b, sym_fmt("$sj%u.%u", loc.line, loc.col), loc);
	Ast *rng = mkcall(b, "range", lo, hi, loc);
	ast_push(b->a, &rng->list, mkint(b, st, loc));
	Ast *comp = ast_new(b->a, E_LISTCOMP, loc);
	comp->a = mkitem(b, mkname(b, hs, loc), j, loc);
	comp->b = j, comp->c = rng;
	comp->depth = 8;
	SV *r = b_listcomp(b, comp);
	if (r->k != SV_POISON && !isseqval(r)) { /* a run of no appends: the type, empty */
		SV *e = sv_new(b, SV_TUPLE);
		*e = *r;
		e->ty = q->type->elem;
		r = e;
	}
	return r;
}

/* `name = e`, hidden (for pieces' expressions): the name */
static Ast *
bindhidden(Builder *b, const char *what, SV *sv, SrcLoc loc)
{
	Sym h = sym_fmt("$%s%u.%u", what, loc.line, loc.col);
	b_bind(b, h, sv);
	return mkname(b, h, loc);
}

/* `1 if c else 0` */
static Ast *
oneif(Builder *b, Ast *c, SrcLoc loc)
{
	Ast *x = ast_new(b->a, E_IFEXP, loc);
	x->a = c, x->b = mkint(b, 1, loc), x->c = mkint(b, 0, loc);
	x->depth = 1 + c->depth;
	return x;
}

/* x.split(s, d) (chunks NULL), x.chunk(chunks, d) (s NULL) or x.unbind(d) (both NULL) of a
 * size, or by a size or count, known only at run time: a list of run-time length, a
 * comprehension [x.slice(d, j * k, j * k + k) for j in range(count)].  PyTorch raises for a
 * split size < 0 (or 0, of a dim that is not empty) and a count < 1; ONNX cannot raise, but
 * its Slice refuses a step of 0, so then the pieces are cut from x sliced with step 0 and
 * ONNX Runtime fails rather than return a result. */
SV *
b_pieces(Builder *b, SV *x, int d, SV *s, SV *chunks, SrcLoc loc)
{
	Ast *hx = bindhidden(b, "px", x, loc), *k = NULL;
	SV *dv = sv_value(b, b_const_int(b, d));
	Ast *n = bindhidden(b, "pn", b_callop(b, "size", x, &dv, 1, NULL, NULL, 0, loc), loc);
	int64_t kc;
	if (s || chunks) {
		k = bindhidden(b, "pk", s ? s : chunks, loc);
		SV *kv = s ? s : chunks;
		if (kv->k != SV_VALUE || !ir_constint(kv->v, &kc)) { /* checked at run time */
			Ast *ok = mkop(b, OP_GT, k, mkint(b, 0, loc), loc);
			if (s) {
				Ast *or = ast_new(b->a, E_BOOLOP, loc);
				or->op = OP_OR, or->a = ok, or->b = mkop(b, OP_EQ, n, mkint(b, 0, loc), loc);
				or->depth = 3;
				ok = or;
			}
			Ast *m = ast_new(b->a, E_ATTR, loc), *cut = ast_new(b->a, E_CALL, loc);
			m->a = hx, m->name = SYMC("slice"), cut->a = m;
			ast_push(b->a, &cut->list, mkint(b, d, loc));
			ast_push(b->a, &cut->list, mkint(b, 0, loc));
			ast_push(b->a, &cut->list, n);
			ast_push(b->a, &cut->list, oneif(b, ok, loc));
			cut->depth = 6;
			hx = bindhidden(b, "pc", b_expr(b, cut), loc);
			k = bindhidden(b, "pm", b_expr(b, mkcall(b, "max", k, mkint(b, 1, loc), loc)),
				loc);
		}
	}
	Ast *j = mkname(b, sym_fmt("$pj%u.%u", loc.line, loc.col), loc);
	Ast *m = ast_new(b->a, E_ATTR, loc), *call = ast_new(b->a, E_CALL, loc), *count = n;
	m->a = hx;
	m->name = k ? SYMC("slice") : SYMC("select");
	call->a = m;
	ast_push(b->a, &call->list, mkint(b, d, loc));
	if (chunks) { /* pieces of ceil(n / chunks); an empty dim gives `chunks` empty ones */
		Ast *sz = bindhidden(b, "ps", b_expr(b, mkop(b, OP_FLOORDIV, mkop(b, OP_SUB,
			mkop(b, OP_ADD, n, k, loc), mkint(b, 1, loc), loc), k, loc)), loc);
		Ast *at = mkop(b, OP_MUL, j, sz, loc);
		ast_push(b->a, &call->list, at);
		ast_push(b->a, &call->list, mkop(b, OP_ADD, at, sz, loc));
		count = ast_new(b->a, E_IFEXP, loc);
		count->a = mkop(b, OP_EQ, n, mkint(b, 0, loc), loc);
		count->b = k;
		count->c = mkop(b, OP_FLOORDIV, mkop(b, OP_SUB, mkop(b, OP_ADD, n, sz, loc),
			mkint(b, 1, loc), loc), sz, loc);
		count->depth = 6;
	} else if (s) {
		Ast *at = mkop(b, OP_MUL, j, k, loc);
		ast_push(b->a, &call->list, at);
		ast_push(b->a, &call->list, mkop(b, OP_ADD, at, k, loc));
		Ast *ceil = mkop(b, OP_FLOORDIV, mkop(b, OP_SUB, mkop(b, OP_ADD, n, k, loc),
			mkint(b, 1, loc), loc), k, loc);
		count = mkcall(b, "max", ceil, mkint(b, 1, loc), loc);
	} else
		ast_push(b->a, &call->list, j);
	call->depth = 5;
	Ast *comp = ast_new(b->a, E_LISTCOMP, loc);
	comp->a = call;
	comp->b = j;
	comp->c = mkcall(b, "range", count, NULL, loc);
	comp->depth = 8;
	return b_listcomp(b, comp);
}

/* for target in iter: st, with h bound to acc, in a scope of its own (the target is not
 * defined after it, as in Python 3): h's value after it, or poison after errors */
static SV *
comprehend(Builder *b, Ast *e, Sym h, SV *acc, Ast *st)
{
	Scope sc = env_open(&b->env);
	b_bind(b, h, acc);
	Ast *f = ast_new(b->a, S_FOR, e->loc);
	f->a = e->b, f->b = e->c;
	ast_push(b->a, &f->list, st);
	AstList *body = NEW(b->a, AstList);
	ast_push(b->a, body, f);
	uint32_t nerr = b->d->nerror;
	run(b, &(Cont){body, 0, NULL}, 0);
	SV *r = b->d->nerror > nerr ? sv_poison(b) : b_lookup(b, h, e->loc);
	env_close(b->a, &b->env, sc, NULL);
	return r;
}

/* [elt for target in iter]  =>  $lc = []; for target in iter: $lc.append(elt) */
SV *
b_listcomp(Builder *b, Ast *e)
{
	SrcLoc loc = e->loc;
	Sym h = sym_fmt("$comp%u.%u", loc.line, loc.col);
	SV *l = sv_new(b, SV_TUPLE);
	l->list = 1;
	l->ty = ty_any(); /* what the first element is */
	Ast *app = ast_new(b->a, E_ATTR, loc);
	app->a = mkname(b, h, loc);
	app->name = SYMC("append");
	Ast *call = ast_new(b->a, E_CALL, loc);
	call->a = app;
	ast_push(b->a, &call->list, e->a);
	call->depth = e->a->depth + 2;
	Ast *st = ast_new(b->a, S_EXPR, loc);
	st->a = call;
	return comprehend(b, e, h, l, st);
}

/* {key: value for target in iter}  =>  $dc = {}; for target in iter: $dc[key] = value.  Its
 * keys are string constants, as every dict's here: the loop is unrolled over a list of known
 * length (a key a Loop adds is refused, as in a for statement) */
SV *
b_dictcomp(Builder *b, Ast *e)
{
	SrcLoc loc = e->loc;
	Sym h = sym_fmt("$dcomp%u.%u", loc.line, loc.col);
	Ast *at = ast_new(b->a, E_SUBSCRIPT, loc);
	at->a = mkname(b, h, loc), at->b = e->a, at->depth = e->a->depth + 1;
	Ast *st = ast_new(b->a, S_ASSIGN, loc);
	ast_push(b->a, &st->list, at);
	st->a = e->list.v[0];
	return comprehend(b, e, h, d_literal(b, ast_new(b->a, E_DICT, loc)), st);
}

/* a function body in its own region: the flat list of returned values; NULL with b->raised
 * set if every path raises */
Vals *
b_body(Builder *b, Ast *fn)
{
	Region r = {.k = R_FUNC, .outer = b->reg, .fn = fn};
	if (fn->a && !(r.rettype = b_annot(b, fn->a)))
		return NULL;
	b->reg = &r;
	Vals *v = run(b, &(Cont){&fn->list, 0, NULL}, 1);
	b->reg = r.outer;
	return b->d->nerror || v == RAISED ? NULL : v; /* raised: b->raised tells the caller */
}
