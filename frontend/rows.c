/* Lists of tuples whose length is known only at run time.
 *
 * An ONNX sequence holds tensors only, so such a list (`queue = [(x, 0)]` appended to in a
 * loop) is kept as one list per field of its tuples, a struct of arrays: its contents are an
 * SV_ROWS whose el[k] is the list of every tuple's field k, a sequence for a Tensor field and
 * a List[int] value for an int field.  Every list operation does the same to each field's
 * list (list.c, list_edit), so the fields stay in step: xs.append((t, d)) appends t to one and
 * d to the other, xs.pop(0) pops both and gives the tuple back.  The fields are values, so
 * an `if` merges them and a loop carries them one by one, as it carries a tuple's elements
 * (rows_merge.c).  A field that is itself a tuple or a list is refused.
 *
 *   queue = [(x, 0)]              $list3 = ((x, 0))
 *   while len(queue) > 0:         carried $list3 = rows(ListConstruct(x), ListConstruct(0))
 *       t, d = queue.pop(0)           pop(%f0, 0) -> t; pop(%f1, 0) -> d
 *       queue.append((t, d + 1))      append(%f0', t); append(%f1', d + 1) */
#include <string.h>
#include "builder.h"

/* field k of rows, as list contents of its own (not any list object) */
static SV *
field(Builder *b, SV *rows, uint32_t k)
{
	return sv_value(b, rows->el[k]->v);
}

static SV *
newrows(Builder *b, Type *t)
{
	SV *r = sv_new(b, SV_ROWS);
	r->n = t->nelem;
	r->ty = t;
	r->el = NEWA(b->a, SV *, t->nelem + 1);
	return r;
}

/* a list of tuples of known length (or rows) as rows */
SV *
rows_of(Builder *b, SV *c, SrcLoc loc)
{
	if (c->k == SV_ROWS)
		return c;
	Type *t = list_elemtype(b, c);
	if (t->kind != T_TUPLE) {
		emit_error(b, loc, "a list of %s cannot be joined with a list of tuples",
			ty_str_of(b->a, t));
		return NULL;
	}
	SV *r = newrows(b, t);
	for (uint32_t k = 0; k < t->nelem; k++) {
		Type *ft = t->elems[k];
		if (ft->kind == T_TUPLE || ft->kind == T_LIST || ft->kind == T_DICT) {
			emit_error(b, loc,
				"a list of tuples holding a %s, whose length is known only at "
				"run time, is not supported (only tuples of tensors and numbers)",
				ft->kind == T_TUPLE ? "tuple" : ft->kind == T_LIST ? "list" : "dict");
			return NULL;
		}
		SV *f = sv_new(b, SV_TUPLE);
		f->list = 1;
		f->n = c->n;
		f->ty = ft;
		f->el = NEWA(b->a, SV *, c->n + 1);
		for (uint32_t i = 0; i < c->n; i++)
			f->el[i] = c->el[i]->el[k];
		Value *v = list_seq(b, f, ft, loc);
		if (!v)
			return NULL;
		r->el[k] = sv_value(b, v);
	}
	return r;
}

/* the arguments of a method for field k: the tuple put in (a[put]) gives its field k, a list
 * of tuples (extend's ext) its field k's list */
static SV **
fieldargs(Builder *b, SV **a, uint32_t n, int put, SV *ext, uint32_t k)
{
	SV **fa = NEWA(b->a, SV *, n + 1);
	fe_copy(fa, a, sizeof *fa * n);
	if (put >= 0)
		fa[put] = a[put]->el[k];
	if (ext)
		fa[0] = field(b, ext, k);
	return fa;
}

/* what extend() of rows takes, as rows of as many fields; NULL after an error */
static SV *
extension(Builder *b, SV *rows, SV *x, SrcLoc loc)
{
	if (!list_islist(x)) {
		emit_error(b, loc, "list.extend() takes a list");
		return NULL;
	}
	SV *ext = rows_of(b, x, loc);
	if (ext && ext->n != rows->n) {
		emit_error(b, loc, "a list of %s cannot be joined with a list of %s",
			ty_str_of(b->a, rows->ty), ty_str_of(b->a, ext->ty));
		return NULL;
	}
	return ext;
}

/* clear(): an empty list of known length, of the same tuples */
static SV *
cleared(Builder *b, SV *rows, SV **now)
{
	SV *e = sv_new(b, SV_TUPLE);
	e->list = 1;
	e->ty = rows->ty;
	e->el = NEWA(b->a, SV *, 1);
	*now = e;
	return sv_value(b, emit_const_none(b));
}

/* field k's list after a method, as one value (reverse of one of known length stays one) */
static SV *
asvalue(Builder *b, SV *rows, uint32_t k, SV *fnow, SrcLoc loc)
{
	if (fnow->k != SV_TUPLE)
		return fnow;
	Value *v = list_seq(b, fnow, rows->ty->elems[k], loc);
	return v ? sv_value(b, v) : sv_poison(b);
}

/* the method name of the list of tuples c, field by field: its result (pop: a tuple of each
 * field's), *now the new contents */
SV *
rows_method(Builder *b, SV *c, const char *name, SV **a, uint32_t n, SV **now, SrcLoc loc)
{
	SV *rows = rows_of(b, c, loc), *ext = NULL;
	if (!rows)
		return sv_poison(b);
	const Method *m = method_run(M_LIST, name);
	if (m->id == ML_CLEAR)
		return cleared(b, rows, now);
	int put = m->stored;
	if (m->id == ML_EXTEND && !(ext = extension(b, rows, a[0], loc)))
		return sv_poison(b);
	SV *r = newrows(b, rows->ty), *res = NULL;
	if (m->id == ML_POP) {
		res = sv_new(b, SV_TUPLE);
		res->n = rows->n;
		res->el = NEWA(b->a, SV *, rows->n + 1);
	}
	for (uint32_t k = 0; k < rows->n; k++) {
		SV *fnow = NULL, **fa = fieldargs(b, a, n, put, ext, k);
		SV *fres = list_edit(b, field(b, rows, k), name, fa, n, &fnow, loc);
		if (fres->k == SV_POISON || (r->el[k] = asvalue(b, rows, k, fnow, loc))->k == SV_POISON)
			return sv_poison(b);
		if (res)
			res->el[k] = fres;
	}
	*now = r;
	return res ? res : sv_value(b, emit_const_none(b));
}

/* xs[i]: the tuple of each field's element i */
SV *
rows_index(Builder *b, SV *c, SV *i, SrcLoc loc)
{
	SV *rows = rows_of(b, c, loc);
	if (!rows)
		return sv_poison(b);
	SV *t = sv_new(b, SV_TUPLE);
	t->n = rows->n;
	t->el = NEWA(b->a, SV *, rows->n + 1);
	for (uint32_t k = 0; k < rows->n; k++)
		if ((t->el[k] = list_index(b, field(b, rows, k), i, loc))->k == SV_POISON)
			return t->el[k];
	return t;
}

SV *
rows_len(Builder *b, SV *c, SrcLoc loc)
{
	return list_len(b, field(b, c, 0), loc);
}
