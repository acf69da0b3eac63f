/* Optionals after an `if` (merge.h): a value None on one branch and a tuple on the other is
 * an Optional[Tuple], a tuple of optionals that are None together (opt_mergetuple); which
 * values can be a side of an ONNX optional (opt_canopt).  (None and a list: list_merge.c;
 * None and a tensor or number: tensor_merge.c, an optional If output.)  Values that are
 * None at run time themselves: optional.c. */
#include <stdlib.h>
#include <string.h>
#include "merge.h"

/* can a value of type t be one side of an ONNX optional? */
int
opt_canopt(const Type *t)
{
	return t->kind == T_NONE || t->kind == T_OPTIONAL || t->kind == T_TENSOR ||
		ty_isscalar(t) || t->kind == T_LIST;
}

int
opt_isnone(const SV *sv)
{
	return sv->k == SV_VALUE && sv->v->type->kind == T_NONE;
}

/* a tuple that can be one side of an Optional[Tuple] (optional.c) */
int
opt_tuplelike(const SV *sv)
{
	return sv->k == SV_TUPLE && !sv->list && !sv->dict && sv->n > 0 && !sv->fields;
}

/* None on one branch, a tuple on the other: a tuple of optionals, None together */
SV *
opt_mergetuple(Builder *b, Merging *m, Sym name, SV *st, SV *se, SV *before)
{
	SV *tup = opt_isnone(st) ? se : st, *t = sv_new(b, SV_TUPLE);
	*t = *tup;
	t->opt = 1;
	t->el = NEWA(b->a, SV *, t->n + 1);
	for (uint32_t i = 0; i < t->n; i++) {
		t->el[i] = merge_value(b, m, name, opt_isnone(st) ? st : st->el[i],
			opt_isnone(se) ? se :
			se->el[i], NULL);
		if (t->el[i]->k == SV_POISON)
			return t->el[i];
	}
	return t;
}
