/* The kit every value kind merges with after an `if` (merge.h): a value as a branch left it
 * (merge_atend, merge_atendall: the memory either branch wrote read as that branch left it),
 * the condition a branch ran on, the merge of a tuple's elements one by one through the
 * dispatcher the statements give (Merging.merge: merge_value), and the placeholder for a
 * value not set yet (a dict's value where a branch lacks its key, a loop's slot). */
#include <stdlib.h>
#include <string.h>
#include "merge.h"

static int
isdict(const SV *sv)
{
	return sv && sv->k == SV_TUPLE && sv->dict;
}

/* sv, bound before the If and not rebound on branch k: its value at the branch's end, where
 * the memory it lives in (or is, under a condition) may have been written.  The memory either
 * branch wrote is read as branch k left it, in branch k's block. */
SV *
merge_atend(Builder *b, Merging *m, int k, SV *sv)
{
	if ((sv->k != SV_VALUE || !sv->ref) && !(list_islist(sv) && sv->lst))
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
	SV *now = tensor_now(b, sv);
	b->blk = outer;
	env_close(b->a, &b->store, sc, NULL);
	return now;
}

/* memory st's value at the end of branch k */
Value *
merge_endbase(Builder *b, Merging *m, int k, Storage *st)
{
	Change *c = env_change(m->br[k]->st, m->br[k]->nst, st->name);
	if (!c)
		c = env_change(m->pre, m->npre, st->name);
	return c ? c->sv->v : tensor_base(b, st);
}

/* the condition under which branch k ran */
Value *
merge_branchcond(Builder *b, Merging *m, int k)
{
	if (!k)
		return ir_in(m->n, 0);
	if (!m->notcond) {
		SV *c = sv_value(b, ir_in(m->n, 0));
		SV *r = oprow_apply(b, OP_aten___not___bool, &c, 1, m->n->loc);
		m->notcond = r->k == SV_VALUE ? r->v : NULL;
	}
	return m->notcond;
}

/* one value merged, whatever its kind: the statements' dispatcher (stmt_mergesv), through
 * which a kind merges the values it holds */
SV *
merge_value(Builder *b, Merging *m, Sym name, SV *st, SV *se, SV *before)
{
	return m->merge(b, m, name, st, se, before);
}

/* sv at the end of branch k (merge_atend), a tuple's values one by one */
SV *
merge_atendall(Builder *b, Merging *m, int k, SV *sv)
{
	if (sv->k != SV_TUPLE || sv->list || sv->dict)
		return merge_atend(b, m, k, sv);
	SV *t = sv_new(b, SV_TUPLE);
	*t = *sv;
	t->el = NEWA(b->a, SV *, sv->n + 1);
	for (uint32_t i = 0; i < sv->n; i++)
		t->el[i] = merge_atendall(b, m, k, sv->el[i]);
	return t;
}

/* t, a copy of the tuple or list st, its elements merged one by one with se's (before's
 * elements, where it has as many, as they were before the If): t, or the first poison */
SV *
merge_elements(Builder *b, Merging *m, Sym name, SV *t, SV *st, SV *se, SV *before)
{
	t->el = NEWA(b->a, SV *, t->n + 1);
	for (uint32_t i = 0; i < t->n; i++) {
		SV *bi = before && before->k == SV_TUPLE && before->n == t->n ? before->el[i] : NULL;
		t->el[i] = merge_value(b, m, name, st->el[i], se->el[i], bi);
		if (t->el[i]->k == SV_POISON)
			return t->el[i];
	}
	return t;
}

/* tuples of one length on both branches: element by element */
SV *
merge_tuple(Builder *b, Merging *m, Sym name, SV *st, SV *se, SV *before)
{
	SV *t = sv_new(b, SV_TUPLE);
	*t = *st;
	t->opt = st->opt || se->opt;
	return merge_elements(b, m, name, t, st, se, before);
}

/* a placeholder for a value not set yet; its sizes are unknown (it is an empty tensor) */
Value *
merge_uninit(Builder *b, Type *t)
{
	Value *v = emit_node(b, S_prim_Uninitialized, NULL, 0, 1, b->here);
	if (t->kind == T_TENSOR && t->rank > 0) {
		Dim dims[MAXRANK];
		for (int32_t i = 0; i < t->rank; i++)
			dims[i] = DIM_UNKNOWN;
		t = ty_tensor(t->dtype, t->rank, dims);
	}
	v->type = t;
	return v;
}
