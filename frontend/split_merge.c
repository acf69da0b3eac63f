/* Split variables (split.c) after an `if` and through a loop (merge.h): a variable whose
 * type differs between the branches stays split after the If (split_merge), a loop's split
 * variable stays the loop's when the other side has its dtype (split_mergeloop) and in a
 * loop inside that one (split_carry), one an if in a loop body split is carried in one of
 * its dtypes (split_carriedend), and a carried tensor a run gives another dtype is carried
 * in that dtype, split (split_retype, split_retyped).  A use that needs one dtype converts
 * each branch's tensor to it and merges the two (split_cast, for build_split.c's uses and
 * the loop ends). */
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
	return split_new(b, m->n, t0, e1, 0);
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
	return r->k == SV_VALUE ? split_loop(b, l->loc, l->el[0], r) : r;
}

/* carried variable i is split by an if in the body, one side of the dtype carried: the
 * other side's dtype, converted to in each branch, so that the loop is carried in it (the
 * attempt is built again, with its uses checked: split_retype) */
Value *
split_carriedend(Builder *b, Region *r, uint32_t i, SV *sv)
{
	Type *c = r->ctypes[i], *p = sv->el[0]->v->type, *q = sv->el[1]->v->type;
	if (c->kind == T_TENSOR && p->kind == T_TENSOR && q->kind == T_TENSOR &&
	    (c->dtype == p->dtype || c->dtype == q->dtype))
		return split_cast(b, sv, r->carried[i], c->dtype == p->dtype ? q->dtype : p->dtype,
			r->loc);
	split_use(b, sv, r->carried[i], r->loc, "this loop carries one type");
	return NULL;
}

/* `name` (sv), a variable an outer loop retyped, is carried as that loop carries it: still
 * split */
void
split_carry(Builder *b, LoopB *L, Sym name, SV *sv)
{
	vpush(b->a, &L->retyped, ((Retyped){L->r.ncarried, sv->el[0]->v}));
	carry_slot(b, L, name, tensor_now(b, sv->el[1]), 0, -1);
}

/* carried variable i (a named tensor that nothing else holds: then no write can tell the
 * converted copy from it) is of type u after a run: carried in u's dtype from the start,
 * its initial value converted before the loop; its uses decide whether that gives
 * PyTorch's answer (split.c).  -1 if it cannot be */
int
split_retype(Builder *b, LoopB *L, uint32_t i, Type *u)
{
	Region *r = &L->r;
	Type *t = L->types[i];
	int shared = 0;
	for (uint32_t k = 0; k < r->firsts.n; k++)
		shared |= r->firsts.v[k].i == i;
	shared |= tensor_pairof(r, i, 0) || tensor_pairof(r, i, 1);
	for (uint32_t k = 0; k < L->links.n; k++)
		shared |= L->links.v[k].i == i || L->links.v[k].j == i;
	for (uint32_t k = 0; k < L->retyped.n; k++)
		shared |= L->retyped.v[k].i == i; /* once only */
	if (shared || r->instore[i] || r->part[i] >= 0 || t->kind != T_TENSOR ||
	    u->kind != T_TENSOR || t->rank != u->rank || t->rank < 0)
		return -1;
	Type *j = ty_join(ty_tensor(u->dtype, t->rank, t->dims), u);
	SV *d = sv_value(b, emit_const_dtype(b, u->dtype)), *x = sv_value(b, L->init[i]);
	SV *c = j ? oprow_apply(b, OP_aten_to_dtype, (SV *[]){x, d}, 2, L->s->loc) : NULL;
	if (!c || c->k != SV_VALUE)
		return -1;
	vpush(b->a, &L->retyped, ((Retyped){i, L->init[i]}));
	L->init[i] = c->v;
	L->types[i] = j;
	return 0;
}

/* the carried variables retyped are split (split.c): their value before the loop, or sv */
void
split_retyped(Builder *b, LoopB *L, SV **sv)
{
	for (uint32_t k = 0; k < L->retyped.n; k++) {
		Retyped *t = &L->retyped.v[k];
		sv[t->i] = split_loop(b, L->s->loc, sv_value(b, t->before), sv[t->i]);
	}
}

/* can side k be converted now: a tensor that is one tensor, in unwritten memory? */
int
split_intact(Builder *b, SV *x)
{
	if (x->k != SV_VALUE || x->v->type->kind != T_TENSOR)
		return 0;
	if (!x->ref)
		return 1;
	return !x->ref->namb && !x->ref->nalt && tensor_base(b, x->ref->st) == x->ver;
}

/* split variable s (named var) as a tensor of dtype dt: converted in each branch and
 * merged, or the value a loop carries in dt; NULL after an error */
Value *
split_cast(Builder *b, SV *s, Sym var, DType dt, SrcLoc loc)
{
	if (s->v) { /* the tensor the loop carries, as it is now */
		SV *now = tensor_read(b, s->el[1], loc, var);
		if (now->k == SV_VALUE && now->v->type->dtype == dt)
			return now->v;
		if (now->k == SV_VALUE)
			split_use(b, s, var, loc, arena_printf(b->a, "this use computes in %s, and "
				"the loop carries it as %s", dtype_name(dt),
				dtype_name(s->v->type->dtype)));
		return NULL;
	}
	if (!s->split || !split_intact(b, s->el[0]) || !split_intact(b, s->el[1])) {
		split_use(b, s, var, loc, "this use converts it in each branch, from the tensor "
			"the branch left, and that is no longer at hand (another 'if' rebound it, or "
			"its memory was written since)");
		return NULL;
	}
	Value *r[2];
	Block *outer = b->blk;
	for (int k = 0; k < 2; k++) {
		b->blk = s->split->blk[k];
		SV *x = sv_value(b, s->el[k]->v), *d = sv_value(b, emit_const_dtype(b, dt));
		if (x->v->type->dtype != dt)
			x = oprow_apply(b, OP_aten_to_dtype, (SV *[]){x, d}, 2, loc);
		r[k] = x->k == SV_VALUE ? x->v : NULL;
	}
	b->blk = outer;
	return r[0] && r[1] ? emit_ifoutput(b, s->split, r[0], r[1], var) : NULL;
}
