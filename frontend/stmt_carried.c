/* Which names a loop carries and as what (stmt_carriednames): the names its body assigns or
 * changes in place, the lists among them of known length value by value, the others as
 * sequences or rows, a loop's split variable in its carried dtype, tensors and tuples of
 * them; each becomes carried slots of the Loop (carry_kit.c).  Dicts, lists whose length a run
 * changes and the keys a run adds are carried by their kinds (dict_merge.c, list_merge.c).
 * Also the names a loop statement mentions (the key of its memo of carried types). */
#include <stdlib.h>
#include <string.h>
#include "stmt.h"

/* is `x op= y` on what sv holds in place (a tensor, a list's +=)? */
int
stmt_inplace(SV *sv)
{
	return sv && ((sv->k == SV_VALUE && sv->v->type->kind == T_TENSOR) || list_islist(sv));
}

int
stmt_isseqval(const SV *sv)
{
	return sv->k == SV_VALUE && sv->v->type->kind == T_LIST;
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
		int nl = now && carry_agg(now, 1) && !carry_seqlisted(&L->r, name) ? carry_nleaves(now,
			1) : -1;
		if (nl > 0 && nl <= MAXLISTVALUES) { /* of known length: value by value */
			if (carry_named(b, L, name, now, 0) < 0)
				return -1;
			continue;
		}
		if (now) {
			SV *q = list_dyn(b, now, L->s->loc);
			if (!q)
				return -1;
			list_fork(b, sv->lst, LOOPFORK);
			if (q->k == SV_ROWS && carry_named(b, L, name, q, 0) < 0)
				return -1;
			if (q->k != SV_ROWS)
				carry_slot(b, L, name, q, 0, -1);
			continue;
		}
		if (sv->k == SV_SPLIT && sv->v) { /* retyped by an outer loop: still split */
			vpush(b->a, &L->retyped, ((Retyped){L->r.ncarried, sv->el[0]->v}));
			carry_slot(b, L, name, tensor_now(b, sv->el[1]), 0, -1);
			continue;
		}
		if (sv->k != SV_VALUE && !carry_istuple(sv))
			return b_error(b, L->s->loc, "'%s' is reassigned in this loop but is not a "
				"tensor, number, list or tuple", sym_str(name));
		if (carry_named(b, L, name, tensor_now(b, sv), 0) < 0)
			return -1;
	}
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
