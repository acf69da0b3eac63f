/* Overload matching: a call against the overloads of ops.def in order, using the schema's
 * argument names, types and defaults exactly as PyTorch writes them, as TorchScript's
 * matchSchemas does (every overload without conversions, then with them: a 0-d tensor for
 * a Scalar or a float, an integer one for an int); the first overload that accepts the arguments wins.  Matching checks everything
 * before it emits anything (defaults and conversions are made after, by oprow.c), so a
 * failed overload leaves no nodes behind.  match_op is the matcher the calls of build_call.c
 * end in; match_call is for the values' own calls whose row depends on their arguments' types
 * (list.c: `len` of a sequence is len.int or len.seq by its elements), with no expansion of
 * F_EXPAND rows (only calls by name from build_call.c expand them). */
#include <string.h>
#include "call.h"

/* a list of numbers of kind k (int[], float[], bool[]): a display of them, or one value
 * when its length is known only at run time */
static int
isnums(SV *s, TypeKind k)
{
	if (s->k == SV_SHAPE)
		return k == T_INT;
	if (s->k == SV_VALUE)
		return s->v->type->kind == T_LIST && s->v->type->elem->kind == k;
	if (s->k != SV_TUPLE)
		return 0;
	for (uint32_t i = 0; i < s->n; i++)
		if (kindof(s->el[i]) != k)
			return 0;
	return 1;
}

static int
isints(SV *s)
{
	return isnums(s, T_INT);
}

/* a list of tensors; of tensors and Nones when elemopt (Tensor?[]) */
static int
istensors(SV *s, int elemopt)
{
	if (s->k == SV_VALUE)
		return list_islist(s) && s->v->type->elem->kind == T_TENSOR && !elemopt;
	if (s->k != SV_TUPLE)
		return 0;
	for (uint32_t i = 0; i < s->n; i++)
		if (kindof(s->el[i]) != T_TENSOR && !(elemopt && oprow_isnone(s->el[i])))
			return 0;
	return 1;
}

/* a tensor that TorchScript's second round of overload matching converts to a Scalar
 * (aten::ScalarImplicit): an int or float one, 0-d at run time; bool and unknown dtypes are
 * not taken */
static int
scalartensor(SV *s)
{
	DType dt = s->k == SV_VALUE && s->v->type->kind == T_TENSOR ? s->v->type->dtype : DT_UNDEF;
	return dt != DT_UNDEF && dt != DT_BOOL && (dtype_isfloat(dt) || dtype_isint(dt));
}

/* an integer tensor, which the second round converts to an int (aten::IntImplicit) */
static int
inttensor(SV *s)
{
	return s->k == SV_VALUE && s->v->type->kind == T_TENSOR && dtype_isint(s->v->type->dtype);
}

/* an element of varargs sizes: an int, or in the second round an integer tensor */
static int
sizearg(SV *s, int conv)
{
	return kindof(s) == T_INT || (conv && inttensor(s));
}

/* can s be passed for a?  conv: the second round, with TorchScript's conversions; pysig:
 * a parameter of a Python function (F_PYSIG), whose float takes no int */
static int
accepts(const OpArg *a, SV *s, int conv, int pysig)
{
	if (s->k == SV_POISON)
		return 1;
	if (a->optional && oprow_isnone(s))
		return 1;
	TypeKind k = kindof(s);
	switch (a->type) {
	case AT_TENSOR: return k == T_TENSOR;
	case AT_SCALAR: /* TorchScript's Scalar has no bool */
		return k == T_INT || k == T_FLOAT || (conv && scalartensor(s));
	case AT_INT: /* a dtype is an int in TorchScript; an integer tensor, 0-d at run time,
			 * as aten::IntImplicit (a float one fails there in PyTorch) */
		return k == T_INT || k == T_DTYPE || (conv && inttensor(s));
	case AT_FLOAT: /* a 0-d tensor: aten::FloatImplicit */
		return k == T_FLOAT || (k == T_INT && !pysig) || (conv && scalartensor(s));
	case AT_BOOL: return k == T_BOOL;
	case AT_INTS:
		if (conv && s->k == SV_TUPLE && s->varargs) {
			for (uint32_t i = 0; i < s->n; i++)
				if (!sizearg(s->el[i], conv))
					return 0;
			return 1;
		}
		return isints(s) || (a->listlen && k == T_INT);
	case AT_FLOATS: return isnums(s, T_FLOAT) && (s->k != SV_TUPLE || s->n);
	case AT_BOOLS: return isnums(s, T_BOOL) && (s->k != SV_TUPLE || s->n);
	case AT_TENSORS: return istensors(s, a->elemopt);
	case AT_DTYPE: return k == T_DTYPE;
	case AT_STR: return k == T_STR;
	case AT_DEVICE: return k == T_STR || k == T_DEVICE;
	case AT_ANY: return oprow_isnone(s);
	}
	return 0;
}

/* assigns arguments to schema slots; 0 on success (nothing emitted but defaults); conv:
 * with TorchScript's conversions (a 0-d tensor for a Scalar) */
static int
bind(Builder *b, const Op *o, Args *in, SV **slot, int conv)
{
	uint32_t np = 0;
	if (in->self) {
		uint32_t j = 0;
		while (j < o->nargs && o->args[j].name != S_self)
			j++;
		if (j == o->nargs || o->args[j].type != AT_TENSOR)
			return -1;
		slot[j] = in->self;
	}
	for (uint32_t i = 0; i < in->npos; i++) {
		while (np < o->nargs && (o->args[np].kwonly || slot[np]))
			np++;
		if (np >= o->nargs)
			return -1;
		const OpArg *a = &o->args[np];
		/* varargs sizes: x.view(2, 3), torch.zeros(2, 3), where the list is the last
		 * positional parameter (TorchScript's varargsCanBeUsedAsList: torch.full(2, 1.0)
		 * is refused); in the second round integer tensors too (torch.zeros(d[0]):
		 * TorchScript's IntImplicit, 0-d at run time) */
		if (a->type == AT_INTS && !a->listlen && sizearg(in->pos[i], conv) &&
		    (np + 1 == o->nargs || o->args[np + 1].kwonly)) {
			SV *t = sv_new(b, SV_TUPLE);
			t->varargs = 1;
			t->el = NEWA(b->a, SV *, in->npos - i + 1);
			while (i < in->npos && sizearg(in->pos[i], conv))
				t->el[t->n++] = in->pos[i++];
			i--;
			slot[np++] = t;
			continue;
		}
		/* varargs tensors: torch.meshgrid(x, y), where the list is the only positional */
		if (a->type == AT_TENSORS && kindof(in->pos[i]) == T_TENSOR && np == 0 &&
		    (o->nargs == 1 || o->args[1].kwonly)) {
			SV *t = sv_new(b, SV_TUPLE);
			t->list = 1;
			t->el = NEWA(b->a, SV *, in->npos - i + 1);
			while (i < in->npos)
				t->el[t->n++] = in->pos[i++];
			slot[np++] = t;
			continue;
		}
		slot[np++] = in->pos[i];
	}
	for (uint32_t k = 0; k < in->nkw; k++) {
		uint32_t j = 0;
		Sym nm = in->kwn[k];
		while (j < o->nargs && o->args[j].name != nm &&
		       !(nm == SYMC("input") && o->args[j].name == S_self && j == 0))
			j++;
		if (j == o->nargs || slot[j])
			return -1;
		slot[j] = in->kwv[k];
	}
	for (uint32_t j = 0; j < o->nargs; j++)
		if (!slot[j] && !o->args[j].hasdef)
			return -1;
	for (uint32_t j = 0; j < o->nargs; j++)
		if (slot[j] && !accepts(&o->args[j], slot[j], conv, (o->flags & F_PYSIG) != 0))
			return -1;
	return 0;
}

const char *
match_argtypes(Builder *b, Args *in)
{
	char *s = in->self ? arena_printf(b->a, "self=%s%s", ty_str_of(b->a, in->self->v->type),
		in->npos + in->nkw ? ", " : "") : "";
	for (uint32_t i = 0; i < in->npos + in->nkw; i++) {
		SV *v = i < in->npos ? in->pos[i] : in->kwv[i - in->npos];
		const char *t = v->k == SV_VALUE ? ty_str_of(b->a, v->v->type) :
				v->k == SV_TUPLE ? (v->list ? "list" : "tuple") : v->k == SV_SHAPE ? "List[int]" : "?";
		s = arena_printf(b->a, "%s%s%s%s%s", s, i ? ", " : "",
			i >= in->npos ? sym_str(in->kwn[i - in->npos]) : "", i >= in->npos ? "=" : "", t);
	}
	return s;
}

/* matches a call against the overloads of aten::name that have the spelling (an F_ flag;
 * 0: any overload, for the builder's own calls).  A spelled name may be an alias.  The row
 * that takes the arguments, *slot its arguments in schema order (a default: NULL); NULL if
 * an argument is poison, or if no overload takes them (reported) */
const Op *
match_op(Builder *b, const char *spelled, uint32_t spelling, Args *in, SV ***slot, SrcLoc loc)
{
	const char *name = spelling ? match_alias(spelled) : spelled;
	int aliased = name != spelled;
	for (uint32_t i = 0; i < in->npos; i++)
		if (oprow_poisoned(in->pos[i]))
			return NULL;
	for (uint32_t i = 0; i < in->nkw; i++)
		if (oprow_poisoned(in->kwv[i]))
			return NULL;
	const Op *o = op_first(sym_prefixed("aten", name));
	if (!o) {
		emit_error(b, loc, "unsupported operator '%s%s'", in->self ? "Tensor." : "", name);
		return NULL;
	}
	/* as TorchScript's matchSchemas: every overload without conversions, then with them */
	for (int conv = 0; conv < 2; conv++)
		for (const Op *r = o; r; r = op_next(r)) {
			if (spelling && !(r->flags & spelling))
				continue;
			if (aliased && !op_aliases(spelled, r))
				continue; /* torch.divide(1, 2): div.int has no other name */
			*slot = NEWA(b->a, SV *, r->nargs + 1);
			if (bind(b, r, in, *slot, conv) == 0)
				return r;
		}
	const char *hint = opt_unchecked(in->pos, in->npos);
	if (!*hint)
		hint = opt_unchecked(in->kwv, in->nkw);
	if (!*hint)
		hint = opt_unchecked(&in->self, 1);
	emit_error(b, loc, "no overload of aten::%s takes (%s)%s", name, match_argtypes(b, in), hint);
	return NULL;
}

/* the builder's own call of aten::name on args, matched (its row depends on their types:
 * `len` of a list of ints or of tensors) and emitted; name has no F_EXPAND overload */
SV *
match_call(Builder *b, const char *name, SV **args, uint32_t nargs, SrcLoc loc)
{
	Args in = {NEWA(b->a, SV *, nargs + 2), 0, NULL, NULL, 0, NULL};
	for (uint32_t i = 0; i < nargs; i++)
		in.pos[in.npos++] = args[i];
	SV **slot;
	const Op *r = match_op(b, name, 0, &in, &slot, loc);
	if (r && (r->flags & F_EXPAND))
		die("match_call: %s is expanded (build_call.c's call_op expands it)", r->schema);
	return r ? oprow_emit(b, r, slot, loc) : sv_poison(b);
}

/* PyTorch's other names of the same rows (ALIAS rows of ops.def) */
const char *
match_alias(const char *name)
{
	const char *t = op_alias(name);
	return t ? t : name;
}
