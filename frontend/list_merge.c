/* Lists and sequences after an `if` (merge.h): the same list object on both branches keeps
 * its merged contents; else a new list of the contents merged, element by element when both
 * have one known length, as rows (rows_merge.c) or dicts (dict_merge.c), else as one
 * sequence per branch with what it holds (held.c) (list_merge, list_mergecontents); None on
 * one branch and a list on the other: an optional sequence (list_mergeopt). */
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
	return sv_value(b, stmt_ifoutputs(b, m->n, &v[0], &v[1], 1, &name)[0]);
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
	Value *o = stmt_ifoutputs(b, n, &v[0], &v[1], 1, sym_str(name)[0] == '$' ? NULL : &name)[0];
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
		b_error(b, m->n->loc, "'%s' is a %s on one branch of this 'if' and not on the "
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
