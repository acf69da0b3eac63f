/* Variables whose type differs between the branches of an `if`, or across a loop's runs.
 *
 * After `if c: v = x.long() else: v = x.float()` (c known only at run time), v has no one
 * ONNX type.  TorchScript accepts the program as long as v is not used (a Tensor is a Tensor
 * whatever its dtype; an int in one branch and a float in the other fails only where the
 * variable is read), so the merge binds v to an SV_SPLIT holding both sides, and each use
 * decides (build_split.c: the uses that give PyTorch's result either way are computed, the
 * others are a located error, split_use here, naming both types and the use).
 *
 * A loop variable whose dtype a run changes (an int64 accumulator that `acc = acc + x`
 * makes float32) is carried in the dtype the run gives, converted to it before the loop,
 * and bound, in the body and after the loop, to an SV_SPLIT whose sides are its value before
 * the loop and the carried one, with v the carried value: the same uses are accepted, when
 * they compute in that dtype. */
#include "builder.h"

/* st on If n's then branch, se on its else; if not convertible, no use can be converted
 * (st and se are values of other Ifs' branches: one side was split already) */
SV *
split_new(Builder *b, Node *n, SV *st, SV *se, int convertible)
{
	SV *s = sv_new(b, SV_SPLIT);
	b->nsplit++;
	s->split = convertible ? n : NULL;
	s->n = 2;
	s->el = NEWA(b->a, SV *, 2);
	s->el[0] = st, s->el[1] = se;
	s->loc = n->loc;
	for (int k = 0; k < 2; k++) {
		SV *x = s->el[k];
		if (x->k != SV_VALUE || !x->ref)
			continue;
		s->el[k] = sv_new(b, SV_VALUE);
		*s->el[k] = *x;
		s->el[k]->ver = tensor_base(b, x->ref->st); /* the memory's value now: see writes */
	}
	return s;
}

/* a loop-carried variable a run retyped (build_stmt.c): carried is the value the loop
 * carries (converted before the loop), before its value before the loop at loc */
SV *
split_loop(Builder *b, SrcLoc loc, SV *before, SV *carried)
{
	SV *s = sv_new(b, SV_SPLIT);
	b->nsplit++;
	s->n = 2;
	s->el = NEWA(b->a, SV *, 2);
	s->el[0] = before;
	s->el[1] = sv_new(b, SV_VALUE);
	*s->el[1] = *carried;
	if (carried->ref)
		s->el[1]->ver = tensor_base(b, carried->ref->st);
	s->v = carried->v;
	s->loc = loc;
	return s;
}

/* what a side is, for the error: its dtype when both are tensors */
static const char *
kindname(Builder *b, Type *t, int both)
{
	if (t->kind == T_NONE)
		return "None";
	if (t->kind == T_TENSOR)
		return both ? dtype_name(t->dtype) : "a Tensor";
	return ty_str_of(b->a, t);
}

/* why a use of split sv depends on which side it is, when the use does not say */
static const char *
whyuse(Builder *b, SV *sv)
{
	Type *t = sv->el[0]->v->type, *e = sv->el[1]->v->type;
	if (t->kind == T_NONE || e->kind == T_NONE)
		return "which one is known only at run time (an ONNX optional), and that is not "
			"supported";
	if (t->kind != T_TENSOR || e->kind != T_TENSOR)
		return "TorchScript gives a variable one type";
	if (sv->v)
		return arena_printf(b->a, "ONNX Loop carries one dtype, %s here, and this use "
			"depends on which it has (only one that computes in %s either way, such as "
			"a conversion to it, does not)", dtype_name(e->dtype), dtype_name(e->dtype));
	return "this use depends on its dtype (only a conversion to one dtype, such as "
		".float() or .to(torch.int64), or an operator that computes in one dtype either "
		"way, such as x / 2, does not)";
}

/* the located error for a use of split sv (name: the variable, or 0), saying why (NULL:
 * why its type matters) */
SV *
split_use(Builder *b, SV *sv, Sym name, SrcLoc loc, const char *why)
{
	Type *t = sv->el[0]->v->type, *e = sv->el[1]->v->type;
	const char *nm = name ? arena_printf(b->a, "'%s'", sym_str(name)) : "this value";
	int both = t->kind == T_TENSOR && e->kind == T_TENSOR; /* then the dtypes say it */
	why = why ? why : whyuse(b, sv);
	if (sv->v) /* a loop's (split.c's head) */
		emit_error(b, loc, "%s is %s before the loop at line %u and %s after a run of it; %s",
			nm, kindname(b, t, both), sv->loc.line, kindname(b, e, both), why);
	else
		emit_error(b, loc, "%s is %s on one branch of the 'if' at line %u and %s on the "
			"other; %s", nm, kindname(b, t, both), sv->loc.line, kindname(b, e, both),
			why);
	return sv_poison(b);
}
