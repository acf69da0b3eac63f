/* The uses of a split variable (split.c: an SV_SPLIT, whose type differs between the
 * branches of an `if` or across a loop's runs) that give PyTorch's result whichever side it
 * is.  They are expressions on purpose: a use is recognized from its AST (a conversion call
 * of the variable, a Python operator with it as an operand) and computed again on each side,
 * so this file stands with the expressions (build_expr.c calls split_call and
 * split_binop first, and builds the usual way when they give NULL):
 *  - a use whose result does not depend on which dtype v had is computed in each branch and
 *    merged: a conversion to one dtype (v.float(), v.double(), v.long(), v.to(torch.X),
 *    and float(v), int(v), bool(v) of a 0-d tensor) gives PyTorch's value either way;
 *  - a Python operator that PyTorch computes in one dtype D whichever dtype v has (v / 2,
 *    x * v with x float32 and v bool or float32) converts v to D in each branch, merges that,
 *    and computes after the If: PyTorch's TensorIterator converts its operands to the common
 *    dtype (result_type, made the default float for true division) before computing, so
 *    converting first is what it does on both paths.  A comparison of an int and a float
 *    side with an int constant k computes in the int on one path and the float on the
 *    other, yet gives the same answer on the float when the float holds k-1, k and k+1
 *    exactly (rounding integers to floats keeps their order), so it is accepted too; and so
 *    is a call that computes integers and bools in the default float (torch.sqrt(v),
 *    v.sigmoid(): ops.def's F_FLOAT) when the float side is float32;
 *  - anything else (arithmetic whose dtype follows v's, as c + 1 does; returning v; a
 *    number that is an int on one side and a float on the other, which TorchScript refuses;
 *    None on one side, whose check would happen only at run time) is a located error naming
 *    both types and the use.
 * The conversion is computed from the tensor each branch left; if that tensor's memory was
 * written since, or it may be one of several tensors, it is refused too (split_cast, in
 * split_merge.c, which the loops use too for a carried variable a run retyped). */
#include <string.h>
#include "builder.h"

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

/* torch.NAME(v) or v.NAME() of a one-argument row with F_FLOAT (exp, sqrt, sigmoid): *row */
static int
isfloatcall(Ast *call, Sym *var, const Op **row)
{
	Ast *f = call->a;
	if (f->k != E_ATTR || f->a->k != E_NAME)
		return 0;
	uint32_t spelling = F_METHOD;
	*var = f->a->name;
	if (f->a->name == SYMC("torch")) {
		if (call->list.n != 1 || call->list.v[0]->k != E_NAME)
			return 0;
		*var = call->list.v[0]->name, spelling = F_FUNC;
	} else if (call->list.n) {
		return 0;
	}
	const Op *o = op_spelled(sym_prefixed("aten", sym_str(f->name)), spelling);
	if (!o || !(o->flags & F_FLOAT) || o->nargs != 1)
		return 0;
	*row = o;
	return 1;
}

/* call, a row that computes integers and bools in the default float (isfloatcall) on split
 * s: PyTorch converts such a v to float32 first, so v converted to float32 in each branch
 * gives its answer when the other side is float32 */
static SV *
floatuse(Builder *b, Ast *call, Sym var, SV *s, const Op *row)
{
	DType t = s->el[0]->v->type->dtype, e = s->el[1]->v->type->dtype;
	DType dt = dtype_isfloat(t) ? t : DT_F32, de = dtype_isfloat(e) ? e : DT_F32;
	int ints = !dtype_isfloat(t) || !dtype_isfloat(e);
	if (t == DT_UNDEF || e == DT_UNDEF || (ints && (row->flags & F_NOINT)) ||
	    ((t == DT_BOOL || e == DT_BOOL) && (row->flags & F_NOBOOL)))
		return split_use(b, s, var, call->loc, "PyTorch refuses this call on one of them");
	if (dt != de)
		return split_use(b, s, var, call->loc, arena_printf(b->a, "this call computes in "
			"%s with one and in %s with the other", dtype_name(dt), dtype_name(de)));
	Value *v = split_cast(b, s, var, dt, call->loc);
	if (!v)
		return sv_poison(b);
	Scope sc = env_open(&b->env);
	tensor_bind(b, var, sv_value(b, v));
	SV *r = expr_build(b, call);
	env_close(b->a, &b->env, sc, NULL);
	return r;
}

/* call, run in branch k of the If with var bound to that branch's value */
static SV *
onside(Builder *b, Ast *call, Sym var, SV *s, int k)
{
	Block *outer = b->blk;
	Scope sc = env_open(&b->env);
	b->blk = s->split->blk[k];
	tensor_bind(b, var, sv_value(b, s->el[k]->v));
	SV *r = expr_build(b, call);
	env_close(b->a, &b->env, sc, NULL);
	b->blk = outer;
	return r;
}

/* call, a conversion of a loop's split variable: of the value the loop carries, if to the
 * dtype it carries (converting an int64 to float32 and then to float64 may not give what
 * converting it to float64 does) */
static SV *
loopconv(Builder *b, Ast *call, Sym var, SV *s)
{
	Scope sc = env_open(&b->env);
	tensor_bind(b, var, s->el[1]);
	SV *r = expr_build(b, call);
	env_close(b->a, &b->env, sc, NULL);
	if (r->k != SV_VALUE)
		return r;
	Type *t = r->v->type;
	if (t->kind != T_TENSOR || t->dtype != s->v->type->dtype)
		return split_use(b, s, var, call->loc, arena_printf(b->a, "the loop carries it as "
			"%s, and converting that to %s may not give what converting the %s does",
			dtype_name(s->v->type->dtype), t->kind == T_TENSOR ? dtype_name(t->dtype) :
			ty_str_of(b->a, t), dtype_name(s->el[0]->v->type->dtype)));
	SV *res = sv_value(b, r->v);
	tensor_own(b, res); /* acc.float() of a float32 acc is acc itself */
	if (s->el[1]->ref)
		tensor_mayshare(b, res->ref, s->el[1]->ref->st, "it may be the tensor a loop carries, "
			"converted to the dtype it had");
	return res;
}

/* call, if it converts a split variable to one type (computed in each branch and merged), or
 * computes in one dtype whichever it had (floatuse); NULL if it is neither */
SV *
split_call(Builder *b, Ast *call)
{
	Sym var;
	const Op *row = NULL;
	if (!b->nsplit || (!isconversion(call, &var) && !isfloatcall(call, &var, &row)))
		return NULL;
	SV *s = env_get(&b->env, var);
	if (!s || s->k != SV_SPLIT || s->el[0]->v->type->kind != T_TENSOR ||
	    s->el[1]->v->type->kind != T_TENSOR)
		return NULL; /* the use is refused as any other */
	if (call->a->k == E_NAME && name_lookup(b, call->a->name, call->a->loc)->k != SV_BUILTIN)
		return NULL; /* float shadowed by a variable */
	if (row)
		return floatuse(b, call, var, s, row);
	if (s->v)
		return loopconv(b, call, var, s);
	if (!s->split || !split_intact(b, s->el[0]) || !split_intact(b, s->el[1]))
		return split_use(b, s, var, call->loc, "a conversion is computed from the tensor "
			"each branch left, and that is no longer at hand (another 'if' rebound it, "
			"or its memory was written since)");
	SV *r[2];
	for (int k = 0; k < 2; k++)
		if ((r[k] = onside(b, call, var, s, k))->k != SV_VALUE)
			return sv_poison(b);
	if (r[0]->v->type->kind != r[1]->v->type->kind ||
	    r[0]->v->type->dtype != r[1]->v->type->dtype)
		return NULL;
	Value *o = emit_ifoutput(b, s->split, r[0]->v, r[1]->v, var);
	SV *res = sv_value(b, o);
	if (o->type->kind != T_TENSOR)
		return res;
	tensor_own(b, res); /* x.float() of a float x is x itself: it may share their memory */
	for (int k = 0; k < 2; k++)
		if (s->el[k]->ref)
			tensor_mayshare(b, res->ref, s->el[k]->ref->st, "it may be a tensor a branch of an "
				"'if' left, converted to the dtype it had");
	return res;
}

/* Python operators a split variable may be an operand of */
static const char *
splitop(TokOp op)
{
	switch (op) {
	case OP_ADD: return "+";
	case OP_SUB: return "-";
	case OP_MUL: return "*";
	case OP_DIV: return "/";
	case OP_FLOORDIV: return "//";
	case OP_MOD: return "%";
	case OP_POW: return "**";
	case OP_EQ: return "==";
	case OP_NE: return "!=";
	case OP_LT: return "<";
	case OP_LE: return "<=";
	case OP_GT: return ">";
	case OP_GE: return ">=";
	default: return NULL;
	}
}

static int
iscmp(TokOp op)
{
	return op == OP_EQ || op == OP_NE || op == OP_LT || op == OP_LE || op == OP_GT ||
	       op == OP_GE;
}

/* the split variable e names, if both its sides are tensors of one known rank (the rank
 * decides how result_type ranks them, as a 0-d tensor or one with dims) */
static SV *
splitname(Builder *b, Ast *e)
{
	if (e->k != E_NAME)
		return NULL;
	SV *s = env_get(&b->env, e->name);
	if (!s || s->k != SV_SPLIT)
		return NULL;
	Type *t = s->el[0]->v->type, *u = s->el[1]->v->type;
	return t->kind == T_TENSOR && u->kind == T_TENSOR && t->rank == u->rank && t->rank >= 0 ?
		s : NULL;
}

/* the dtype PyTorch computes `v op o` in, v of type t: the operands' result_type, the
 * default float for true division of integers (promote_integer_inputs_to_float) */
static DType
computes(TokOp op, Type *t, Type *o)
{
	const Type *two[2] = {t, o};
	DType dt = infer_result_of(two, 2);
	if (op == OP_DIV && dt != DT_UNDEF && !dtype_isfloat(dt))
		dt = DT_F32;
	return dt;
}

/* the integers a float dtype holds exactly: |k| < 2^bits */
static int
mantissa(DType dt)
{
	switch (dt) {
	case DT_F16: return 11;
	case DT_BF16: return 8;
	case DT_F32: return 24;
	case DT_F64: return 53;
	default: return 0;
	}
}

/* does int dtype dt hold k?  (PyTorch converts a number to the dtype it computes in, so
 * uint8 > -1 compares with 255) */
static int
holds(DType dt, int64_t k)
{
	switch (dt) {
	case DT_U8: return k >= 0 && k <= UINT8_MAX;
	case DT_I8: return k >= INT8_MIN && k <= INT8_MAX;
	case DT_I16: return k >= INT16_MIN && k <= INT16_MAX;
	case DT_I32: return k >= INT32_MIN && k <= INT32_MAX;
	case DT_I64: return 1;
	default: return 0;
	}
}

/* a comparison computing in int dtype on one side and float f on the other, against int
 * constant o: converting the int side to f first gives the same answer if f holds o-1, o,
 * o+1 exactly (c > k iff c >= k+1 iff f(c) >= k+1, rounding being monotonic) and the int
 * dtype holds o */
static int
cmpexact(DType ca, DType cb, Value *o, DType *d)
{
	DType f = dtype_isfloat(ca) ? ca : cb, i = f == ca ? cb : ca;
	int64_t k, lim = (int64_t)1 << mantissa(f);
	if (!dtype_isfloat(f) || dtype_isfloat(i) || i == DT_UNDEF || o->type->kind != T_INT ||
	    !ir_constint(o, &k) || k < -(lim - 1) || k > lim - 1 || !holds(i, k))
		return 0;
	*d = f;
	return 1;
}

/* NULL if `s op o` computes in one dtype, *d, whatever s's dtype: else why not */
static const char *
insensitive(Builder *b, TokOp op, SV *s, Value *o, DType *d)
{
	Type *ta = s->el[0]->v->type, *tb = s->el[1]->v->type;
	if (o->type->kind == T_TENSOR && o->type->rank < 0)
		return "the other operand's rank is not known, and whether it is 0-d decides the "
			"dtype PyTorch computes in";
	if (op == OP_SUB && (ta->dtype == DT_BOOL || tb->dtype == DT_BOOL))
		return "PyTorch refuses '-' with a bool tensor, so its answer depends on the branch";
	DType ca = computes(op, ta, o->type), cb = computes(op, tb, o->type);
	if (ca == cb && ca != DT_UNDEF &&
	    computes(op, ty_tensor(ca, ta->rank, ta->dims), o->type) == ca) {
		*d = ca;
		return NULL;
	}
	if (iscmp(op) && cmpexact(ca, cb, o, d))
		return NULL;
	DType f = dtype_isfloat(ca) ? ca : cb;
	if (iscmp(op) && dtype_isfloat(f) && !dtype_isfloat(f == ca ? cb : ca))
		return arena_printf(b->a, "'%s' compares in %s with one and in %s with the other "
			"(comparing the %s conversion gives the same answer only against an int "
			"constant below 2^%d in magnitude that %s holds)", splitop(op), dtype_name(ca),
			dtype_name(cb), dtype_name(f), mantissa(f),
			dtype_name(f == ca ? cb : ca));
	return arena_printf(b->a, "'%s' computes in %s with one and in %s with the other",
		splitop(op), dtype_name(ca), dtype_name(cb));
}

/* `l op r` where l or r names a split variable: computed on it converted to the dtype
 * PyTorch computes in, or the located error; NULL if neither does (nothing evaluated) */
SV *
split_binop(Builder *b, TokOp op, Ast *l, Ast *r, SrcLoc loc)
{
	if (!b->nsplit || !splitop(op))
		return NULL;
	Ast *ve = splitname(b, l) ? l : splitname(b, r) ? r : NULL;
	if (!ve)
		return NULL;
	SV *s = splitname(b, ve), *o = expr_build(b, ve == l ? r : l);
	if (o->k == SV_POISON)
		return o;
	Value *ov = oprow_value(b, o, loc);
	DType d = DT_UNDEF;
	if (!ov)
		return sv_poison(b);
	const char *why = insensitive(b, op, s, ov, &d);
	if (why)
		return split_use(b, s, ve->name, ve->loc, why);
	Value *cv = split_cast(b, s, ve->name, d, ve->loc);
	if (!cv)
		return sv_poison(b);
	SV *cs = sv_value(b, cv), *os = sv_value(b, ov);
	return ve == l ? expr_binop(b, op, cs, os, loc) : expr_binop(b, op, os, cs, loc);
}
