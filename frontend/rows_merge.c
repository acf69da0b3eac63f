/* Rows (lists of tuples of run-time length, rows.c) after an `if` and through a loop
 * (merge.h): a list of tuples whose length differs between the branches becomes rows at each
 * branch's end, merged field by field into If outputs (rows_merge); a loop carries rows in a
 * storage field by field (rows_carriedfield: one field at a body's end). */
#include <stdlib.h>
#include <string.h>
#include "merge.h"

/* a list of tuples on both branches, not of one length: rows (rows.c) made at each branch's
 * end, merged field by field */
SV *
rows_merge(Builder *b, Merging *m, Node *n, Sym name, SV *st, SV *se)
{
	SV *side[2] = {st, se}, *r[2];
	Block *outer = b->blk;
	for (int k = 0; k < 2; k++) {
		b->blk = n->blk[k];
		SV *c = side[k];
		if (m && c->k == SV_TUPLE) /* its tensors as the branch left them */
			c = merge_atendall(b, m, k, c);
		r[k] = list_dyn(b, c, n->loc);
	}
	b->blk = outer;
	if (!r[0] || !r[1])
		return sv_poison(b);
	if (r[0]->k != SV_ROWS || r[1]->k != SV_ROWS || r[0]->n != r[1]->n) {
		emit_error(b, n->loc, "the branches of this 'if' leave %s holding tuples on one side and "
			"other values on the other", sym_str(name)[0] == '$' ? "a list" :
			arena_printf(b->a, "'%s'", sym_str(name)));
		return sv_poison(b);
	}
	Value **tv = NEWA(b->a, Value *, r[0]->n), **ev = NEWA(b->a, Value *, r[0]->n);
	for (uint32_t f = 0; f < r[0]->n; f++)
		tv[f] = r[0]->el[f]->v, ev[f] = r[1]->el[f]->v;
	Value **o = emit_ifoutputs(b, n, tv, ev, r[0]->n, NULL);
	SV *out = sv_new(b, SV_ROWS);
	*out = *r[0];
	out->lst = NULL;
	out->el = NEWA(b->a, SV *, r[0]->n + 1);
	for (uint32_t f = 0; f < r[0]->n; f++)
		out->el[f] = sv_value(b, o[f]);
	return out;
}

/* carried store variable i at a path's end: a field of a list of tuples (rows.c), whose
 * contents are made rows once, at the first field */
Value *
rows_carriedfield(Builder *b, Region *r, uint32_t i, SrcLoc loc)
{
	SV *c = env_get(&b->store, r->carried[i]), *w = r->whole[i];
	if (c->k != SV_ROWS) {
		if (!list_islist(c) || !(c = list_dyn(b, c, loc)))
			return NULL;
		env_set(b->a, &b->store, r->carried[i], c);
	}
	if (c->k != SV_ROWS || c->n != w->n) {
		emit_error(b, r->loc, "this loop changes what the tuples of a list hold");
		return NULL;
	}
	return c->el[r->part[i]]->v;
}
