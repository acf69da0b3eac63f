/* Which names a loop carries and as what (stmt_carriednames): the names its body assigns or
 * changes in place, each by its kind: lists (list_carry, list_merge.c), an outer loop's split
 * variable (split_carry, split_merge.c), tensors, numbers and tuples of them (carry_named);
 * each becomes carried slots of the Loop (carry_kit.c).  Dicts, lists whose length a run
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
	stmt_assigned(b, &L->s->list, &as, &aug);
	if (L->s->k == S_FOR) /* set before the loop, it keeps that value if the loop never runs */
		stmt_targets(b, L->s->a, &as);
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
		if (list_islist(sv)) { /* list_merge.c */
			if (list_carry(b, L, name, sv) < 0)
				return -1;
			continue;
		}
		if (sv->k == SV_SPLIT && sv->v) { /* retyped by an outer loop (split_merge.c) */
			split_carry(b, L, name, sv);
			continue;
		}
		if (sv->k != SV_VALUE && !carry_istuple(sv))
			return emit_error(b, L->s->loc,
				"'%s' is reassigned in this loop but is not a "
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
