/* listsort.c: sorting and counting lists of numbers: xs.sort(reverse=...), sorted(xs) and
 * xs.count(v) (a sum of comparisons on a tensor, so a run-time int).  A list of compile-time
 * numbers is sorted here (its elements may be sizes a later reshape needs); any other list
 * of ints or floats goes through a 1-d int64 or float64 tensor (exact for both), aten::sort,
 * and tolist() back: a list of known length stays one, a list of run-time length stays a
 * sequence.  These are calls the user spells, built with the builtins (builtin_tolist) and the
 * Python operators (expr_binop), so this file stands with the expressions. */
#include "builder.h"

#include <stdlib.h>
#include <string.h>

/* the contents' element kind: T_INT or T_FLOAT, else 0 (reported) */
static TypeKind
numkind(Builder *b, SV *c, const char *what, SrcLoc loc)
{
	if (c->k == SV_TUPLE && !c->n)
		return T_INT; /* empty: nothing to compare */
	Type *t = list_elemtype(b, c);
	if (t && (t->kind == T_INT || t->kind == T_FLOAT))
		return t->kind;
	emit_error(b, loc, "%s is supported on lists of ints and floats, not of %s", what,
		t ? ty_str_of(b->a, t) : "these values");
	return 0;
}

typedef struct {
	double key;
	uint32_t at;
	SV *sv;
} Keyed;

static int
ascending(const void *x, const void *y)
{
	const Keyed *a = x, *c = y;
	return a->key < c->key ? -1 : a->key > c->key ? 1 : (a->at > c->at) - (a->at < c->at);
}

/* all elements compile-time numbers: sorted here (stable, as Python's), else NULL */
static SV *
foldsort(Builder *b, SV *c, int reverse)
{
	if (c->k != SV_TUPLE)
		return NULL;
	Keyed *k = NEWA(b->a, Keyed, c->n + 1);
	for (uint32_t i = 0; i < c->n; i++) {
		SV *e = c->el[i];
		if (e->k != SV_VALUE || !ir_constfloat(e->v, &k[i].key))
			return NULL;
		int64_t iv;
		if (e->v->type->kind == T_INT && ir_constint(e->v, &iv) &&
		    (iv > (INT64_C(1) << 53) || iv < -(INT64_C(1) << 53)))
			return NULL; /* (not exact as a double) */
		k[i].key = reverse ? -k[i].key : k[i].key;
		k[i].at = i;
		k[i].sv = e;
	}
	qsort(k, c->n, sizeof *k, ascending);
	SV *r = sv_new(b, SV_TUPLE);
	*r = *c;
	r->lst = NULL;
	r->el = NEWA(b->a, SV *, c->n + 1);
	for (uint32_t i = 0; i < c->n; i++)
		r->el[i] = k[i].sv;
	return r;
}

/* the contents as a 1-d int64 or float64 tensor */
static SV *
astensor(Builder *b, SV *c, TypeKind k, SrcLoc loc)
{
	SV *a[2] = {c, sv_value(b, emit_const_dtype(b, k == T_INT ? DT_I64 : DT_F64))}; /* dtype= */
	return oprow_apply(b, k == T_INT ? OP_aten_tensor_intlist : OP_aten_tensor_floatlist, a, 2,
		loc);
}

SV *
list_sorted(Builder *b, SV *list, SV *reverse, SrcLoc loc)
{
	SV *c = list_now(b, list);
	int64_t rev = 0;
	if (reverse && (reverse->k != SV_VALUE || reverse->v->type->kind != T_BOOL ||
	    !ir_constint(reverse->v, &rev))) {
		emit_error(b, loc, "sort's reverse must be a bool known at compile time");
		return sv_poison(b);
	}
	TypeKind k = numkind(b, c, "sorting", loc);
	if (!k)
		return sv_poison(b);
	SV *f = foldsort(b, c, (int)rev);
	if (f)
		return f;
	/* NaN aside (Python's order then depends on where it is), aten::sort gives the
	 * same values: ties are equal numbers */
	SV *t = astensor(b, c, k, loc);
	if (t->k == SV_POISON)
		return t;
	SV *a[3] = {t, NULL, sv_value(b, emit_const_bool(b, (int)rev))}; /* dim=-1, descending= */
	SV *s = oprow_apply(b, OP_aten_sort_Tensor, a, 3, loc);
	if (s->k != SV_TUPLE)
		return s->k == SV_POISON ? s : (emit_error(b, loc, "sorting this list is not "
			"supported"), sv_poison(b));
	return builtin_tolist(b, s->el[0], loc);
}

SV *
list_count(Builder *b, SV *list, SV *v, SrcLoc loc)
{
	SV *c = list_now(b, list);
	if (c->k == SV_TUPLE && !c->n)
		return sv_value(b, emit_const_int(b, 0));
	TypeKind k = numkind(b, c, "list.count()", loc);
	if (!k)
		return sv_poison(b);
	SV *t = astensor(b, c, k, loc);
	if (t->k == SV_POISON)
		return t;
	SV *eq = expr_binop(b, OP_EQ, t, v, loc);
	if (eq->k == SV_POISON)
		return eq;
	SV *n = oprow_apply(b, OP_aten_sum_all, &eq, 1, loc);
	return n->k == SV_POISON ? n : builtin_tolist(b, n, loc);
}

/* the position of v in c where every element and v are compile-time numbers, -1 if it is
 * not there; -2 if that is known only at run time */
static int64_t
constfind(SV *c, SV *v)
{
	double x, e;
	if (c->k != SV_TUPLE || v->k != SV_VALUE || !ir_constfloat(v->v, &x))
		return -2;
	int64_t at = -1;
	for (uint32_t i = 0; i < c->n; i++) {
		if (c->el[i]->k != SV_VALUE || !ir_constfloat(c->el[i]->v, &e))
			return -2;
		if (e == x && at < 0)
			at = i;
	}
	return at;
}

/* the first position of v in the list of numbers c, known at run time: the first row of
 * nonzero(tensor(c) == v), whose select (a Gather) fails when there is none, where PyTorch
 * raises ValueError */
static SV *
runfind(Builder *b, SV *c, TypeKind k, SV *v, SrcLoc loc)
{
	SV *t = astensor(b, c, k, loc);
	if (t->k == SV_POISON)
		return t;
	SV *eq = expr_binop(b, OP_EQ, t, v, loc);
	SV *nz = eq->k == SV_POISON ? eq : oprow_apply(b, OP_aten_nonzero_Tensor, &eq, 1, loc);
	for (int i = 0; i < 2 && nz->k != SV_POISON; i++) {
		SV *a[3] = {nz, sv_value(b, emit_const_int(b, 0)), sv_value(b, emit_const_int(b,
			0))};
		nz = oprow_apply(b, OP_aten_select_int, a, 3, loc);
	}
	return nz->k == SV_POISON ? nz : builtin_tolist(b, nz, loc);
}

/* xs.index(v) and xs.remove(v): the position of v, at compile time where the elements and
 * v are known, else at run time (runfind) */
SV *
list_find(Builder *b, SV *list, const char *name, SV *v, SrcLoc loc)
{
	SV *c = list_now(b, list);
	TypeKind k = numkind(b, c, name[0] == 'i' ? "list.index()" : "list.remove()", loc);
	if (!k || v->k == SV_POISON)
		return sv_poison(b);
	int64_t at = constfind(c, v);
	if (at == -2) {
		SV *p = runfind(b, c, k, v, loc);
		if (p->k == SV_POISON || name[0] == 'i')
			return p;
		SV *r = list_method(b, list, "pop", &p, 1, loc);
		return r->k == SV_POISON ? r : sv_value(b, emit_const_none(b));
	}
	if (at < 0) {
		emit_error(b, loc, "the value is not in the list (ValueError in PyTorch)");
		return sv_poison(b);
	}
	if (name[0] == 'i')
		return sv_value(b, emit_const_int(b, at));
	SV *a[1] = {sv_value(b, emit_const_int(b, at))};
	SV *r = list_method(b, list, "pop", a, 1, loc);
	return r->k == SV_POISON ? r : sv_value(b, emit_const_none(b));
}
