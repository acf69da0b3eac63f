/* rowkit.h: the few words the operator expansions (build_norm.c, build_search.c,
 * build_stats.c, ...) are written in: constants as values, a row applied to one, two or three
 * values (oprow_apply), a one-element list.  Each expansion spells ATen's formula as a chain
 * of rows, so these read as the formula does; nothing outside those files needs them. */
#ifndef SCRIPTC_ROWKIT_H
#define SCRIPTC_ROWKIT_H

#include "builder.h"

static inline SV *
ival(Builder *b, int64_t v)
{
	return sv_value(b, emit_const_int(b, v));
}

static inline SV *
fval(Builder *b, double v)
{
	return sv_value(b, emit_const_float(b, v));
}

static inline SV *
bval(Builder *b, int v)
{
	return sv_value(b, emit_const_bool(b, v));
}

static inline SV *
call1(Builder *b, uint32_t row, SV *x, SrcLoc loc)
{
	return oprow_apply(b, row, &x, 1, loc);
}

static inline SV *
call2(Builder *b, uint32_t row, SV *x, SV *y, SrcLoc loc)
{
	SV *a[2] = {x, y};
	return oprow_apply(b, row, a, 2, loc);
}

static inline SV *
call3(Builder *b, uint32_t row, SV *x, SV *y, SV *z, SrcLoc loc)
{
	SV *a[3] = {x, y, z};
	return oprow_apply(b, row, a, 3, loc);
}

/* [v]: a one-element int[] (dims=[d]) */
static inline SV *
one(Builder *b, SV *v)
{
	SV **el = NEWA(b->a, SV *, 1);
	el[0] = v;
	return sv_list(b, el, 1);
}

static inline DType
dtypeof(SV *x)
{
	return x->v->type->dtype;
}

/* the name a message gives the row's operator, past "aten::" */
static inline const char *
opname(const Op *o)
{
	return sym_str(o->kind) + 6;
}

/* the constant string of s, or NULL */
static inline const char *
strof(SV *s)
{
	if (s->k != SV_VALUE || s->v->type->kind != T_STR || !ir_isconst(s->v))
		return NULL;
	Attr *at = ir_attr(s->v->def, S_value);
	return at && at->kind == A_STR ? at->s : NULL;
}
#endif
