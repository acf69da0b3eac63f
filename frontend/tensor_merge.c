/* Tensors and numbers after an `if` (merge.h): the same tensor object on both branches keeps
 * its merged memory; else an If output, new memory that is, under each branch's condition,
 * the tensor that branch left (Ref.alt), or may share it (tensor_merge); names that were one
 * tensor on a branch may share memory after it (tensor_mergeshared). */
#include <stdlib.h>
#include <string.h>
#include "merge.h"

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
		if (a.ver == merge_endbase(b, m, k, a.st))
			a.ver = tensor_base(b, a.st);
		fresh.amb[i] = a;
	}
	fresh.alt = NEWA(b->a, Alt, x->nalt + 1);
	for (uint32_t i = 0; i < x->nalt; i++) {
		Alt a = x->alt[i];
		if (a.ver == merge_endbase(b, m, k, a.to->st))
			a.ver = tensor_base(b, a.to->st);
		fresh.alt[i] = a;
	}
	tensor_inherit(b, r, &fresh);
}

/* is v made inside If node n's branches? */
static int
insideif(const Node *n, const Value *v)
{
	for (const Block *k = v->def->owner; k && k->owner; k = k->owner->owner)
		if (k->owner == n)
			return 1;
	return 0;
}

/* x, made on branch k, is the tensors its alts say under their conditions (an inner if's
 * merge: `elif c2: y = v else: y = u`): so is r, when branch k ran too.  A condition made on
 * the branch is an If output (false on the other branch).  A tensor made on the branch is
 * seen after it only through the merge's outputs: r's own memory holds its value, and
 * another output that was that tensor may share it (Shared).  -1 if one cannot be followed
 * (r may share them instead: inherit) */
static int
altsof(Builder *b, Merging *m, int k, Ref *r, Ref *x)
{
	for (uint32_t i = 0; i < x->nalt; i++) {
		Value *c = x->alt[i].cond, *no = b_const_bool(b, 0);
		if (x->alt[i].to->st->id >= m->mark) { /* made on the branch: gone after the If
							 * but for what the merge makes of it */
			vpush(b->a, &m->shared, ((Shared){x->alt[i].to->st, r}));
			continue;
		}
		if (insideif(m->n, c))
			c = b_ifoutput(b, m->n, k ? no : c, k ? c : no, 0);
		else {
			SV *two[2] = {sv_value(b, merge_branchcond(b, m, k)), sv_value(b, c)};
			SV *both = b_oprow(b, OP_aten___and___bool, two, 2, m->n->loc);
			c = both->k == SV_VALUE ? both->v : NULL;
		}
		if (!c || tensor_alt(b, r, c, x->alt[i].to) < 0)
			return -1;
	}
	return 0;
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
		held_also(b, r->st, x->st);
	Value *c = x->st->id < m->mark && !x->namb ? merge_branchcond(b, m, k) : NULL;
	if (c && tensor_alt(b, r, c, x) == 0) {
		/* r is x when branch k ran (a write to r also writes x, then), and what x is
		 * under its conditions */
		for (uint32_t i = 0; i < x->nalt; i++) {
			SV *two[2] = {sv_value(b, c), sv_value(b, x->alt[i].cond)};
			SV *both = b_oprow(b, OP_aten___and___bool, two, 2, m->n->loc);
			if (both->k != SV_VALUE || tensor_alt(b, r, both->v, x->alt[i].to) < 0)
				inherit(b, m, k, r, x);
		}
		return;
	}
	if (x->st->id >= m->mark && !x->namb && x->nalt && altsof(b, m, k, r, x) == 0) {
		vpush(b->a, &m->shared, ((Shared){x->st, r}));
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
		tensor_mayshare(b, r, x->st, "which tensor it is depends on the branch an 'if' took");
}

/* a tensor on both branches: the same tensor object (then the merged memory gives its
 * value), or an If output, new memory that may share what each branch's tensor did */
SV *
tensor_merge(Builder *b, Merging *m, Sym name, SV *st, SV *se, SV *before)
{
	if (st->ref && st->ref == se->ref) {
		SV *f = sv_new(b, SV_VALUE);
		*f = *st;
		f->ver = NULL;
		return tensor_now(b, f);
	}
	if (st == before)
		st = merge_atend(b, m, 0, st);
	if (se == before)
		se = merge_atend(b, m, 1, se);
	Type *tt = st->v->type, *te = se->v->type, *j = ty_join(tt, te);
	if (!j || (j->kind == T_OPTIONAL && (!opt_canopt(tt) || !opt_canopt(te))))
		return b_split(b, m->n, st, se, 1); /* refused where used, unless converted */
	if (j->kind == T_OPTIONAL)
		opt_into(b, st), opt_into(b, se);
	Value **o = stmt_ifoutputs(b, m->n, &st->v, &se->v, 1, &name);
	SV *r = sv_value(b, o[0]);
	if (o[0]->type->kind != T_TENSOR)
		return r;
	tensor_own(b, r);
	mergeside(b, m, 0, r->ref, st->ref, before);
	mergeside(b, m, 1, r->ref, se->ref, before);
	return r;
}

/* merged tensors that were one tensor on a branch may share memory after the If */
void
tensor_mergeshared(Builder *b, Merging *m)
{
	for (uint32_t i = 0; i < m->shared.n; i++)
		for (uint32_t j = i + 1; j < m->shared.n; j++) {
			Shared *p = &m->shared.v[i], *q = &m->shared.v[j];
			if (p->inner != q->inner || p->out == q->out)
				continue;
			tensor_mayshare(b, p->out, q->out->st, "two names were one tensor on a branch of an 'if'");
			tensor_mayshare(b, q->out, p->out->st, "two names were one tensor on a branch of an 'if'");
		}
}
