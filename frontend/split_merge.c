/* Split variables (split.c) after an `if` and through a loop (merge.h): a variable whose
 * type differs between the branches stays split after the If (split_merge), a loop's split
 * variable stays the loop's when the other side has its dtype (split_mergeloop), and one
 * an if in a loop body split is carried in one of its dtypes (split_carriedend). */
#include <stdlib.h>
#include <string.h>
#include "merge.h"

/* a variable split (split.c) on a branch is split after the If, for good: no use of it can
 * be converted any more.  NULL if the other side is not a value (an error then) */
SV *
split_merge(Builder *b, Merging *m, Sym name, SV *st, SV *se, SV *before)
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
SV *
split_mergeloop(Builder *b, Merging *m, Sym name, SV *st, SV *se, SV *before)
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
	SV *r = tensor_merge(b, m, name, t, e, before);
	return r->k == SV_VALUE ? b_splitloop(b, l->loc, l->el[0], r) : r;
}

/* carried variable i is split by an if in the body, one side of the dtype carried: the
 * other side's dtype, converted to in each branch, so that the loop is carried in it (the
 * attempt is built again, with its uses checked: retype) */
Value *
split_carriedend(Builder *b, Region *r, uint32_t i, SV *sv)
{
	Type *c = r->ctypes[i], *p = sv->el[0]->v->type, *q = sv->el[1]->v->type;
	if (c->kind == T_TENSOR && p->kind == T_TENSOR && q->kind == T_TENSOR &&
	    (c->dtype == p->dtype || c->dtype == q->dtype))
		return b_splitcast(b, sv, r->carried[i], c->dtype == p->dtype ? q->dtype : p->dtype,
			r->loc);
	b_splituse(b, sv, r->carried[i], r->loc, "this loop carries one type");
	return NULL;
}
