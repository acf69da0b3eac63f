/* call.h: what match.c (overload matching), build_call.c (calls and attributes) and
 * build_builtin.c (Python's builtins) share, and nothing outside them. */
#ifndef SCRIPTC_CALL_H
#define SCRIPTC_CALL_H

#include "builder.h"

typedef struct {
	SV **pos;       /* positional arguments */
	uint32_t npos;
	Sym *kwn;       /* keyword names and values */
	SV **kwv;
	uint32_t nkw;
	SV *self;       /* a method's receiver: binds to the argument named self */
} Args;

const char *match_alias(const char *name);
const Op *match_op(Builder *b, const char *spelled, uint32_t spelling, Args *in, SV ***slot,
	SrcLoc loc); /* match.c: the overload that takes in (slot: in schema order), or NULL */
const char *match_argtypes(Builder *b, Args *in);
SV *custom_call(Builder *b, const char *path, Args *in, SrcLoc loc); /* custom.c: torch.ops.D.N */
SV *builtin_call(Builder *b, const char *f, SV **a, uint32_t n, SrcLoc loc);
SV *call_castmethod(Builder *b, SV *self, const char *m, SrcLoc loc);
SV *builtin_item(Builder *b, SV *x, SrcLoc loc);
SV *builtin_sortcall(Builder *b, const char *f, SV *self, Args *in, SrcLoc loc);
SV *builtin_tolistcall(Builder *b, SV *x, SrcLoc loc);

/* the type kind of a value, or -1 for what is not one (a tuple, a module, ...) */
static inline TypeKind
kindof(SV *s)
{
	return s->k == SV_VALUE ? s->v->type->kind : (TypeKind)-1;
}
#endif
