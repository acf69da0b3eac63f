/* What the branches of an `if` leave, merged into one value per name after it: the names
 * either branch changed, in the order of first binding (stmt_mergenames), and the memory
 * either branch wrote (stmt_mergestore).  Each value is merged by its kind, in the kind's own
 * file (tensor_merge.c, list_merge.c, dict_merge.c, rows_merge.c, split_merge.c,
 * optional_merge.c, on the kit merge_kit.c: merge.h); stmt_mergesv picks the kind
 * (kinds[]: one row per kind). */
#include <stdlib.h>
#include <string.h>
#include "stmt.h"

/* Which kind of value the two sides of a name are, for its merge: one row per kind, tried in
 * order; the first whose test holds for the sides merges them, in the kind's own file (a
 * merge that finds the sides are not its kind after all gives NULL: the next row).  A new
 * kind of value is a row here (and its file: docs/architecture.md, "Adding a value kind"). */
typedef struct {
	int (*is)(const SV *st, const SV *se);
	SV *(*merge)(Builder *b, Merging *m, Sym name, SV *st, SV *se, SV *before);
} MergeRow;

static int
issplit(const SV *st, const SV *se)
{
	return st->k == SV_SPLIT || se->k == SV_SPLIT;
}

/* None on one side, a list on the other */
static int
isoptlist(const SV *st, const SV *se)
{
	return (opt_isnone(st) && list_islist(se) && !se->dict) ||
		(opt_isnone(se) && list_islist(st) && !st->dict);
}

static int
islist(const SV *st, const SV *se)
{
	return list_islist(st) || list_islist(se) || st->dict || se->dict;
}

/* None on one side, a tuple on the other */
static int
isopttuple(const SV *st, const SV *se)
{
	return (opt_isnone(st) && opt_tuplelike(se)) || (opt_isnone(se) && opt_tuplelike(st));
}

static int
istuples(const SV *st, const SV *se)
{
	return st->k == SV_TUPLE && se->k == SV_TUPLE && st->n == se->n && st->list == se->list;
}

static int
isvalues(const SV *st, const SV *se)
{
	return st->k == SV_VALUE && se->k == SV_VALUE;
}

static const MergeRow kinds[] = {
	{issplit, split_mergeloop},   /* a loop's split variable (split_merge.c) */
	{issplit, split_merge},       /* an if's (split_merge.c) */
	{isoptlist, list_mergeopt},   /* list_merge.c */
	{islist, list_merge},         /* lists, sequences, rows, dicts (list_merge.c) */
	{isopttuple, opt_mergetuple}, /* optional_merge.c */
	{istuples, merge_tuple},      /* merge_kit.c */
	{isvalues, tensor_merge},     /* tensors and numbers (tensor_merge.c) */
};

/* a name's value after the If, from its value at the end of each branch (st, se; NULL: not
 * bound there) and before it */
SV *
stmt_mergesv(Builder *b, Merging *m, Sym name, SV *st, SV *se, SV *before)
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
	for (size_t k = 0; k < sizeof kinds / sizeof *kinds; k++) {
		SV *r = kinds[k].is(st, se) ? kinds[k].merge(b, m, name, st, se, before) :
			NULL;
		if (r)
			return r;
	}
	emit_error(b, m->n->loc, "'%s' is a different kind of value on each branch of this 'if'",
		sym_str(name));
	return sv_poison(b);
}

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
void
stmt_mergenames(Builder *b, Merging *mg, Change *t, uint32_t nt, Change *e, uint32_t ne)
{
	uint32_t k;
	qsort(t, nt, sizeof *t, namecmp);
	qsort(e, ne, sizeof *e, namecmp);
	Merged *m = pair(b, &b->env, t, nt, e, ne, &k);
	qsort(m, k, sizeof *m, mergedcmp);
	SV **v = NEWA(b->a, SV *, k + 1);
	for (uint32_t i = 0; i < k; i++)
		v[i] = stmt_mergesv(b, mg, m[i].name, m[i].st, m[i].se, env_get(&b->env,
			m[i].name));
	for (uint32_t i = 0; i < k; i++)
		if (v[i] != env_get(&b->env, m[i].name))
			tensor_bind(b, m[i].name, v[i]);
	tensor_mergeshared(b, mg);
}

/* the memory either branch wrote (made before the If): an If output each; what it was
 * before goes to mg (NULL: not wanted) */
void
stmt_mergestore(Builder *b, Node *n, Change *t, uint32_t nt, Change *e, uint32_t ne, Merging *mg)
{
	uint32_t k;
	qsort(t, nt, sizeof *t, namecmp);
	qsort(e, ne, sizeof *e, namecmp);
	Merged *m = pair(b, &b->store, t, nt, e, ne, &k);
	qsort(m, k, sizeof *m, mergedcmp);
	if (mg)
		mg->pre = NEWA(b->a, Change, k + 1), mg->npre = 0;
	for (uint32_t i = 0; i < k; i++) {
		if (m[i].rank || !m[i].st || !m[i].se || list_islist(m[i].st) || m[i].st->dict)
			continue; /* made inside a branch: gone with it; lists below */
		if (mg)
			mg->pre[mg->npre++] = (Change){m[i].name, env_get(&b->store, m[i].name), 0, 0};
		Value **o = emit_ifoutputs(b, n, &m[i].st->v, &m[i].se->v, 1, NULL);
		env_set(b->a, &b->store, m[i].name, sv_value(b, o[0]));
	}
	/* lists' contents, once every memory's merged value is known (their tensors are read
	 * as each branch left them) */
	for (uint32_t i = 0; i < k; i++) {
		if (m[i].rank || !m[i].st || !m[i].se || (!list_islist(m[i].st) && !m[i].st->dict))
			continue;
		SV *pre = env_get(&b->store, m[i].name);
		if (mg) /* (merge_atend reads a list as a branch left it) */
			mg->pre[mg->npre++] = (Change){m[i].name, pre, 0, 0};
		env_set(b->a, &b->store, m[i].name, list_mergecontents(b, mg, n, m[i].name, m[i].st,
			m[i].se, pre));
	}
}
