/* What the end of a loop body's path gives for each carried slot (carriedval, dispatching
 * on the slot's kind: a name, a storage, a field of rows, a dict's value or key flag) and
 * teaches the next attempt, through the kinds' end functions: which tensor a carried name
 * is (tensor_merge.c), what sequences hold (list_merge.c), which keys a dict has
 * (dict_merge.c), a split's dtype (split_merge.c); and a carried tuple made again in its
 * shape from its slots (stmt_reshaped). */
#include <stdlib.h>
#include <string.h>
#include "stmt.h"

/* does sv hold a list? */
static int
haslist(const SV *sv)
{
	if (sv->k != SV_TUPLE || sv->dict)
		return 0;
	int has = sv->list;
	for (uint32_t k = 0; k < sv->n && !has; k++)
		has = haslist(sv->el[k]);
	return has;
}

SV *
stmt_reshaped(Builder *b, const SV *w, Region *r, uint32_t i, SV **sv, uint32_t *k, uint32_t *at)
{
	if (w->k != SV_TUPLE && w->k != SV_ROWS)
		return sv[stmt_partslot(r, i, (*k)++, at)];
	SV *t = sv_new(b, SV_TUPLE);
	*t = *w;
	t->lst = NULL;
	t->el = NEWA(b->a, SV *, t->n + 1);
	for (uint32_t e = 0; e < t->n; e++)
		t->el[e] = stmt_reshaped(b, w->el[e], r, i, sv, k, at);
	return t;
}

/* carried slot i, a name (a tuple's leaf, a dict's value or a field of rows it holds), at a
 * path's end; fc: the leaves of the last tuple seen.  NULL after an error */
static Value *
nameend(Builder *b, Region *r, uint32_t i, Flat *fc, SrcLoc loc)
{
	SV *sv = env_get(&b->env, r->carried[i]);
	if (!sv || sv->k == SV_UNDEF)
		sv = name_lookup(b, r->carried[i], loc); /* the error */
	else if (sv->k == SV_SPLIT && sv->v) /* retyped, still what the run began with */
		sv = tensor_now(b, sv->el[1]);
	else if (sv->k == SV_SPLIT && r->part[i] < 0) /* an if gave it another dtype */
		return split_carriedend(b, r, i, sv);
	else if (fc->raw == sv) /* the next leaf of the tuple before */
		sv = fc->now;
	else /* may be stale: the next run's read refuses it then */
		fc->raw = sv, sv = fc->now = tensor_now(b, sv);
	if (r->part[i] >= 0 && r->whole[i]->k == SV_ROWS && sv->k != SV_POISON) {
		SV *q = list_islist(sv) ? list_dyn(b, sv, loc) : NULL; /* field k of rows */
		if (!q || q->k != SV_ROWS || q->n != r->whole[i]->n) {
			if (q)
				emit_error(b, r->loc,
					"'%s' is a list of tuples before this loop and "
					"something else inside it", sym_str(r->carried[i]));
			return NULL;
		}
		return q->el[r->part[i]]->v;
	}
	if (r->part[i] >= 0 && sv->k != SV_POISON && carry_flat(r->whole[i])) {
		uint32_t n = r->whole[i]->n; /* value k of a dict */
		if (!carry_istuple(sv) || sv->n != n || sv->el[r->part[i]]->k != SV_VALUE) {
			emit_error(b, r->loc,
				"'%s' is a tuple of %u tensors or numbers before this "
				"loop and something else inside it", sym_str(r->carried[i]), n);
			return NULL;
		}
		sv = sv->el[r->part[i]];
	} else if (r->part[i] >= 0 && sv->k != SV_POISON) { /* leaf k of a tuple */
		SV *l = carry_leafof(b, fc, sv, r->whole[i], (uint32_t)r->part[i]);
		if (!l) {
			if (!haslist(r->whole[i])) {
				emit_error(b, r->loc, "'%s' is a tuple of %d tensors or numbers "
					"before this loop and something else inside it",
					sym_str(r->carried[i]), carry_nleaves(r->whole[i], 1));
				return NULL;
			}
			r->relist = r->carried[i]; /* (this attempt is not kept) */
			return merge_uninit(b, r->ctypes[i]);
		}
		sv = l;
	}
	tensor_end(b, r, i, sv);
	if (sv->k == SV_POISON)
		return NULL;
	if (list_islist(sv)) /* a name rebound to lists: carried as a sequence */
		return list_seq(b, sv, NULL, loc);
	if (sv->k != SV_VALUE) {
		emit_error(b, r->loc, "'%s' changes kind inside this loop; only tensors and numbers "
			"can be carried by a loop", sym_str(r->carried[i]));
		return NULL;
	}
	return sv->v;
}

/* carried slot i, a storage (Builder.store), at a path's end: a list's contents as a
 * sequence, or a tensor's base, or a flag (ff: the leaves of the last flag's tuple) */
static Value *
storeend(Builder *b, Region *r, uint32_t i, Flat *ff, SrcLoc loc)
{
	SV *c = env_get(&b->store, r->carried[i]);
	return c->k == SV_TUPLE ? list_seq(b, c, NULL, loc) : tensor_flagend(b, r, i, ff);
}

/* the carried part of a loop path's finish values, one per carried slot, each by its kind:
 * a name, a storage, a field of rows in a storage (rows_merge.c), a dict's value or a key's
 * flag (dict_merge.c) */
static int
carriedval(Builder *b, Region *r, Vals *out, SrcLoc loc)
{
	Flat fc = {0}, ff = {0}; /* the leaves of the last tuple seen, and of the last flag's */
	for (uint32_t i = 0; i < r->ncarried; i++) {
		Value *v = !r->instore[i] ? nameend(b, r, i, &fc, loc) :
			r->part[i] < 0 ? storeend(b, r, i, &ff, loc) :
			r->whole[i]->k == SV_ROWS ? rows_carriedfield(b, r, i, loc) :
			dict_carriedend(b, r, i);
		if (!v)
			return -1;
		vpush(b->a, out, v);
	}
	return 0;
}

/* the same, and what its sequences hold learned (list_seqend) */
int
stmt_carriedvals(Builder *b, Region *r, Vals *out, SrcLoc loc)
{
	uint32_t at = out->n;
	if (carriedval(b, r, out, loc) < 0)
		return -1;
	for (uint32_t i = 0; i < r->ncarried; i++)
		list_seqend(b, r, i, out->v[at + i]);
	return 0;
}
