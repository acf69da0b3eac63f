/* Variables whose type differs between the branches of an `if`.
 *
 * After `if c: v = x.long() else: v = x.float()` (c known only at run time), v has no one
 * ONNX type.  TorchScript accepts the program as long as v is not used (a Tensor is a Tensor
 * whatever its dtype; an int in one branch and a float in the other fails only where the
 * variable is read), so the merge binds v to an SV_SPLIT holding both sides, and each use
 * decides:
 *  - a use whose result does not depend on which dtype v had is computed in each branch and
 *    merged: a conversion to one dtype (v.float(), v.double(), v.long(), v.to(torch.X),
 *    and float(v), int(v), bool(v) of a 0-d tensor) gives PyTorch's value either way;
 *  - anything else (arithmetic, whose type promotion follows the dtype; returning v; a
 *    number that is an int on one side and a float on the other, which TorchScript refuses;
 *    None on one side, whose check would happen only at run time) is a located error naming
 *    both types and the use.
 * The conversion is computed from the tensor each branch left; if that tensor's memory was
 * written since, or it may be one of several tensors, it is refused too. */
#include <string.h>
#include "frontend.h"

/* st on If n's then branch, se on its else; if not convertible, no use can be converted
 * (st and se are values of other Ifs' branches: one side was split already) */
SV *
b_split(Builder *b, Node *n, SV *st, SV *se, int convertible)
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
		s->el[k]->ver = t_base(b, x->ref->st); /* the memory's value now: see writes */
	}
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

/* the located error for a use of split sv (name: the variable, or 0), saying why (NULL:
 * why its type matters) */
SV *
b_splituse(Builder *b, SV *sv, Sym name, SrcLoc loc, const char *why)
{
	Type *t = sv->el[0]->v->type, *e = sv->el[1]->v->type;
	const char *nm = name ? arena_printf(b->a, "'%s'", sym_str(name)) : "this value";
	why = why ? why : t->kind == T_NONE || e->kind == T_NONE ?
		"which one is known only at run time (an ONNX optional), and that is not "
		"supported" :
		t->kind != T_TENSOR || e->kind != T_TENSOR ? "TorchScript gives a variable "
		"one type" : "this use depends on its dtype (only a conversion to one dtype, such "
		"as .float() or .to(torch.int64), does not)";
	int both = t->kind == T_TENSOR && e->kind == T_TENSOR; /* then the dtypes say it */
	b_error(b, loc, "%s is %s on one branch of the 'if' at line %u and %s on the other; %s",
		nm, kindname(b, t, both), sv->loc.line, kindname(b, e, both), why);
	return sv_poison(b);
}

/* can side k be converted now: a tensor that is one tensor, in unwritten memory? */
static int
intact(Builder *b, SV *x)
{
	if (x->k != SV_VALUE || x->v->type->kind != T_TENSOR)
		return 0;
	if (!x->ref)
		return 1;
	return !x->ref->namb && !x->ref->nalt && t_base(b, x->ref->st) == x->ver;
}

static int
isconversion(Ast *call, Sym *var)
{
	static const char *methods[] = {"float", "double", "half", "long", "int", "short",
		"char", "byte", "to"};
	static const char *builtins[] = {"float", "int", "bool"};
	Ast *f = call->a;
	if (f->k == E_ATTR && f->a->k == E_NAME) {
		uint32_t nargs = !strcmp(sym_str(f->name), "to") ? 1 : 0;
		Ast *arg = nargs ? call->list.v[0] : NULL;
		if (call->list.n != nargs || (arg && (arg->k != E_ATTR || arg->a->k != E_NAME ||
		    arg->a->name != SYMC("torch"))))
			return 0; /* x.to(torch.float32) only: its argument is a constant */
		*var = f->a->name;
		for (size_t i = 0; i < sizeof methods / sizeof *methods; i++)
			if (!strcmp(sym_str(f->name), methods[i]))
				return 1;
		return 0;
	}
	if (f->k != E_NAME || call->list.n != 1 || call->list.v[0]->k != E_NAME)
		return 0;
	*var = call->list.v[0]->name;
	for (size_t i = 0; i < sizeof builtins / sizeof *builtins; i++)
		if (!strcmp(sym_str(f->name), builtins[i]))
			return 1;
	return 0;
}

/* call, run in branch k of the If with var bound to that branch's value */
static SV *
onside(Builder *b, Ast *call, Sym var, SV *s, int k)
{
	Block *outer = b->blk;
	Scope sc = env_open(&b->env);
	b->blk = s->split->blk[k];
	b_bind(b, var, sv_value(b, s->el[k]->v));
	SV *r = b_expr(b, call);
	env_close(b->a, &b->env, sc, NULL);
	b->blk = outer;
	return r;
}

/* call, if it converts a split variable to one type: computed in each branch and merged;
 * NULL if it is not such a call */
SV *
b_splitcall(Builder *b, Ast *call)
{
	Sym var;
	if (!b->nsplit || !isconversion(call, &var))
		return NULL;
	SV *s = env_get(&b->env, var);
	if (!s || s->k != SV_SPLIT || s->el[0]->v->type->kind != T_TENSOR ||
	    s->el[1]->v->type->kind != T_TENSOR)
		return NULL; /* the use is refused as any other */
	if (call->a->k == E_NAME && b_lookup(b, call->a->name, call->a->loc)->k != SV_BUILTIN)
		return NULL; /* float shadowed by a variable */
	if (!s->split || !intact(b, s->el[0]) || !intact(b, s->el[1]))
		return b_splituse(b, s, var, call->loc, "a conversion is computed from the tensor "
			"each branch left, and that is no longer at hand (another 'if' rebound it, "
			"or its memory was written since)");
	SV *r[2];
	for (int k = 0; k < 2; k++)
		if ((r[k] = onside(b, call, var, s, k))->k != SV_VALUE)
			return sv_poison(b);
	if (r[0]->v->type->kind != r[1]->v->type->kind ||
	    r[0]->v->type->dtype != r[1]->v->type->dtype)
		return NULL;
	Value *o = b_ifoutput(b, s->split, r[0]->v, r[1]->v, var);
	SV *res = sv_value(b, o);
	if (o->type->kind != T_TENSOR)
		return res;
	t_own(b, res); /* x.float() of a float x is x itself: it may share their memory */
	for (int k = 0; k < 2; k++)
		if (s->el[k]->ref)
			t_amb(b, res->ref, s->el[k]->ref->st, "it may be a tensor a branch of an "
				"'if' left, converted to the dtype it had");
	return res;
}
