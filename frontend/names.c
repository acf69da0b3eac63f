/* Names and their types: what a name means where it is used (a local, a function or import
 * of the module, a builtin, or an error that says why not), the annotations of the source
 * (`List[Tensor]`, `Optional[int]`, `torch.Tensor`) read as types, and values checked and
 * converted against a declared type (a return annotation, `x: T = v`, a parameter's type at
 * an inlined call): the implicit conversions TorchScript makes and the messages it gives
 * where a value does not fit.  Binding a name is tensor.c's tensor_bind (a name holds a tensor
 * object); this file reads the values of every kind (tensors, lists, optionals, splits), so
 * it stands above them and under the expressions. */
#include <stdlib.h>
#include <string.h>
#include "builder.h"

static SV *conform(Builder *b, SV *sv, Type *t, SrcLoc loc, int ret);

static SV *
builtinsv(Builder *b, Sym name)
{
	static const char *names[] = {"len", "int", "float", "bool", "min", "max", "abs", "range",
		"print", "isinstance", "round", "str", "tuple", "list", "sum", "enumerate", "zip",
		"divmod", "pow", "sorted", "any", "all"};
	const char *s = sym_str(name);
	for (size_t i = 0; i < sizeof names / sizeof *names; i++)
		if (strcmp(s, names[i]) == 0) {
			SV *sv = sv_new(b, SV_BUILTIN);
			sv->path = names[i];
			return sv;
		}
	return NULL;
}

SV *
name_lookup(Builder *b, Sym name, SrcLoc loc)
{
	SV *sv = env_get(&b->env, name);
	if (!sv)
		sv = env_get(&b->globals, name);
	if (!sv && names_has(&b->pyglobals, name)) {
		if (names_add(b->a, &b->pyglobalsaid, name)) /* at its first use only */
			emit_error(b, loc,
				"'%s' is a variable of the module, a Python value, which "
				"TorchScript cannot use in a compiled function; pass it in as an "
				"argument or make it a local variable", sym_str(name));
		return sv_poison(b);
	}
	if (!sv)
		sv = builtinsv(b, name);
	if (!sv) {
		/* Python builtins: those TorchScript lacks too, then those it has and scriptc not */
		static const char *py[] = {"reversed", "map", "filter", "set", "frozenset", "iter",
			"next", "id", "repr", "format", "callable", "hasattr", "open", "bytes", NULL,
			"dict", "hash", "chr", "ord", "hex", "bin", "getattr", "type",
			"slice"};
		const char *s = sym_str(name);
		for (size_t i = 0, ts = 0; i < sizeof py / sizeof *py; i++)
			if (!py[i])
				ts = 1;
			else if (!strcmp(s, py[i])) {
				emit_error(b, loc, "the Python builtin '%s' is not supported%s", s,
					ts ?
					" yet" : !strcmp(s, "reversed") ? " on lists (TorchScript "
					"has no reversed() of a list; use xs[::-1])" : " (TorchScript "
					"does not have it)");
				return sv_poison(b);
			}
		emit_error(b, loc, "undefined name '%s'", s);
		return sv_poison(b);
	}
	if (sv->k == SV_UNDEF) {
		emit_error(b, loc, "'%s' is not defined on every path that reaches this use",
			sym_str(name));
		return sv_poison(b);
	}
	if (sv->k == SV_SPLIT)
		return split_use(b, sv, name, loc, NULL);
	return tensor_read(b, sv, loc, name);
}

/* the list `name` is, to be changed by a method that reads none of its elements (append,
 * insert, extend, clear): not resolved (tensor_read), which costs as much as it is long; its
 * elements are read where they are (name_lookup), as PyTorch's list holds the tensors */
SV *
name_lookuplist(Builder *b, Sym name, SrcLoc loc)
{
	SV *sv = env_get(&b->env, name);
	if (sv && sv->k == SV_TUPLE && (sv->list || sv->dict) && sv->lst)
		return list_now(b, sv); /* (its contents now: the store's) */
	return name_lookup(b, name, loc);
}

/* the dict the name e is bound to, its contents now, none of its values read (tensor_read), to
 * be asked for one key's value (which the caller reads: name_dictread), whether it has a key,
 * or its length; NULL if e is not a name bound to a dict.  Reading the whole dict for one
 * key cost as much as it has keys: d["k"] per statement in a dict growing with them was
 * quadratic */
SV *
name_lookupdict(Builder *b, Ast *e)
{
	SV *sv = e->k == E_NAME ? env_get(&b->env, e->name) : NULL;
	return sv && sv->k == SV_TUPLE && sv->dict && sv->lst ? list_now(b, sv) : NULL;
}

/* v, a value of the dict the name e is bound to (name_lookupdict), read as name_lookup reads */
SV *
name_dictread(Builder *b, Ast *e, SV *v)
{
	return v->k == SV_POISON ? v : tensor_read(b, v, e->loc, e->name);
}

/* the type an annotation's name or attribute stands for ("Tensor", "int", "List", ...),
 * resolved as Python and TorchScript do, through the module's globals: `Tensor` needs
 * `from torch import Tensor` (or is spelled torch.Tensor), `List` needs `from typing import
 * List` (or typing.List); only the builtin types need no import.  NULL after an error. */
static const char *
annotname(Builder *b, Ast *e)
{
	static const char *builtins[] = {"int", "float", "bool", "str", "tuple", "list", "dict"};
	if (e->k == E_ATTR) {
		SV *m = e->a->k == E_NAME ? env_get(&b->globals, e->a->name) : NULL;
		const char *base = m && m->k == SV_MODULE ? m->path : "";
		if (!strcmp(base, "typing") || (!strcmp(base, "torch") && (e->name == SYMC("Tensor") ||
		    e->name == SYMC("device"))))
			return sym_str(e->name);
		emit_error(b, e->loc, "unknown type '%s%s%s' in annotation", e->a->k == E_NAME ?
			sym_str(e->a->name) : "", e->a->k == E_NAME ? "." : "", sym_str(e->name));
		return NULL;
	}
	Sym name = e->k == E_STR ? sym_cstr(e->str) : e->name;
	SV *sv = env_get(&b->globals, name);
	if (sv && sv->k == SV_TYPE)
		return sv->path;
	for (size_t i = 0; !sv && i < sizeof builtins / sizeof *builtins; i++)
		if (!strcmp(sym_str(name), builtins[i]))
			return builtins[i];
	if (sv)
		emit_error(b, e->loc, "'%s' in annotation is not a type", sym_str(name));
	else if (name == SYMC("Tensor"))
		emit_error(b, e->loc, "undefined name 'Tensor' in annotation (add 'from torch import "
			"Tensor' or write torch.Tensor)");
	else if (name == SYMC("List") || name == SYMC("Tuple") || name == SYMC("Optional") ||
		 name == SYMC("Dict"))
		emit_error(b, e->loc, "undefined name '%s' in annotation (add 'from typing import %s')",
			sym_str(name), sym_str(name));
	else
		emit_error(b, e->loc, "undefined name '%s' in annotation", sym_str(name));
	return NULL;
}

static Type *
typename(Builder *b, Ast *e)
{
	const char *s = annotname(b, e);
	if (!s)
		return NULL;
	if (!strcmp(s, "Tensor"))
		return ty_tensor(DT_UNDEF, -1, NULL);
	if (!strcmp(s, "int"))
		return ty_int();
	if (!strcmp(s, "float"))
		return ty_float();
	if (!strcmp(s, "bool"))
		return ty_bool();
	if (!strcmp(s, "str"))
		return ty_str();
	if (!strcmp(s, "device")) /* torch.device */
		return ty_device();
	emit_error(b, e->loc, "unsupported type '%s' in annotation", s);
	return NULL;
}

/* List[T], Optional[T], Tuple[T, ...] */
static Type *
generic(Builder *b, Ast *e)
{
	const char *g = e->a->k == E_NAME || e->a->k == E_ATTR ? annotname(b, e->a) : "";
	if (!g)
		return NULL;
	Ast *ix = e->b;
	uint32_t n = ix->k == E_TUPLE ? ix->list.n : 1;
	Type *args[16];
	for (uint32_t i = 0; i < n && i < 16; i++)
		if (!(args[i] = name_annot(b, ix->k == E_TUPLE ? ix->list.v[i] : ix)))
			return NULL;
	if (!strcmp(g, "List") && n == 1)
		return ty_list(args[0]);
	if (!strcmp(g, "Optional") && n == 1)
		return ty_optional(args[0]);
	if (!strcmp(g, "Dict") && n == 2 && (args[0]->kind == T_STR || args[0]->kind == T_INT ||
	    args[0]->kind == T_FLOAT))
		return ty_dict(args[1]); /* the keys' type is in each key (dict.c) */
	if (!strcmp(g, "Dict") && n == 2) {
		emit_error(b, e->loc, "dicts with keys of type %s are not supported yet (str, int and float "
			"keys are)",
			ty_str_of(b->a, args[0]));
		return NULL;
	}
	if (!strcmp(g, "Tuple") && n <= 16)
		return ty_tuple(args, n);
	emit_error(b, e->loc, "unsupported type annotation");
	return NULL;
}

/* annotation -> Tensor | int | float | bool | str | None | List[T] | Tuple[...] | Optional[T] */
Type *
name_annot(Builder *b, Ast *e)
{
	switch (e->k) {
	case E_NAME:
	case E_STR:
	case E_ATTR: return typename(b, e);
	case E_NONE: return ty_none();
	case E_SUBSCRIPT: return generic(b, e);
	default: emit_error(b, e->loc, "unsupported type annotation"); return NULL;
	}
}

/* TorchScript's name of a type, as its messages print it */
static const char *
tsname(Builder *b, Type *t)
{
	switch (t->kind) {
	case T_TENSOR: return "Tensor";
	case T_NONE: return "NoneType";
	case T_LIST: return arena_printf(b->a, "List[%s]", tsname(b, t->elem));
	case T_OPTIONAL: return arena_printf(b->a, "Optional[%s]", tsname(b, t->elem));
	case T_DICT: return arena_printf(b->a, "Dict[str, %s]", tsname(b, t->elem));
	case T_TUPLE: {
		const char *s = "";
		for (uint32_t i = 0; i < t->nelem; i++)
			s = arena_printf(b->a, "%s%s%s", s, i ? ", " : "", tsname(b, t->elems[i]));
		return arena_printf(b->a, "Tuple[%s]", s);
	}
	default: return ty_str_of(b->a, t);
	}
}

static const char *
svname(Builder *b, SV *sv)
{
	switch (sv->k) {
	case SV_VALUE: return tsname(b, sv->v->type);
	case SV_SHAPE: return "List[int]";
	case SV_TUPLE: {
		if (sv->dict)
			return arena_printf(b->a, "Dict[str, %s]", sv->n ? svname(b, sv->el[0]) :
				sv->ty ? tsname(b, sv->ty) : "Tensor");
		if (sv->list)
			return arena_printf(b->a, "List[%s]", sv->n ? svname(b, sv->el[0]) : "Tensor");
		const char *s = "";
		for (uint32_t i = 0; i < sv->n; i++)
			s = arena_printf(b->a, "%s%s%s", s, i ? ", " : "", svname(b, sv->el[i]));
		return arena_printf(b->a, "Tuple[%s]", s);
	}
	case SV_ROWS: return arena_printf(b->a, "List[%s]", tsname(b, sv->ty));
	case SV_FUNC: return "a function";
	case SV_OBJECT: return "a module";
	case SV_TYPE: return "a type";
	default: return "a module or builtin";
	}
}

/* a Tensor returned or passed as int or float: TorchScript's aten::IntImplicit /
 * FloatImplicit, which take a 0-d tensor (of an integral dtype, for int) and fail at run
 * time otherwise */
static SV *
implicit(Builder *b, SV *sv, Type *t, SrcLoc loc)
{
	Type *vt = sv->v->type;
	if (vt->rank > 0) {
		emit_error(b, loc, "a %d-dim tensor is used as %s; only a 0-dim tensor converts to a "
			"number", vt->rank, tsname(b, t));
		return sv_poison(b);
	}
	if (t->kind == T_INT && vt->dtype != DT_UNDEF && !dtype_isint(vt->dtype)) {
		emit_error(b, loc, "a %s tensor is used as int; only a tensor of an integral dtype "
			"converts to int", dtype_name(vt->dtype));
		return sv_poison(b);
	}
	return oprow_apply(b, t->kind == T_INT ? OP_aten_Int_Tensor : OP_aten_Float_Tensor, &sv, 1,
		loc); /* (the overloads matching picks for a tensor) */
}

static int
isnumlist(const Type *t)
{
	TypeKind k = t->elem->kind;
	return k == T_INT || k == T_FLOAT || k == T_BOOL;
}

SV *
name_implicit(Builder *b, SV *sv, Type *t, SrcLoc loc)
{
	return implicit(b, sv, t, loc);
}

/* can a list of run-time length with elements e be a List[want]?  Its numbers are one
 * tensor of their dtype, so a List[int] is no List[float] */
static int
numsfit(const Type *e, const Type *want)
{
	int num = e->kind == T_INT || e->kind == T_FLOAT || e->kind == T_BOOL;
	int wnum = want->kind == T_INT || want->kind == T_FLOAT || want->kind == T_BOOL;
	if (e->kind == T_LIST && isnumlist(e)) /* a list of lists of numbers: its rows' too */
		return want->kind == T_LIST && numsfit(e->elem, want->elem);
	return !num || !wnum || e->kind == want->kind;
}

/* are the elements of the list or dict c (of known length) each a t, as they are, with no
 * conversion?  TorchScript's `xs: List[float] = [1, 2]` is an error, and so is a Tensor
 * returned in a List[float] */
static int
elemsfit(Builder *b, SV *c, Type *t, SrcLoc loc)
{
	for (uint32_t i = 0; i < c->n; i++)
		if (!conform(b, list_islist(c->el[i]) ? list_now(b, c->el[i]) : c->el[i], t, loc,
			0))
			return 0;
	return 1;
}

/* sv returned from a function declared to return t (ret), or assigned to a variable
 * annotated t: sv, sv converted as TorchScript converts a return value (a Tensor to int or
 * float, inside tuples too; a tuple where a List is declared), or NULL where TorchScript
 * refuses it (an int is not a float here, nor a bool an int) */
static SV *
conform(Builder *b, SV *sv, Type *t, SrcLoc loc, int ret)
{
	if (sv->k == SV_POISON || t->kind == T_ANY)
		return sv;
	if (t->kind == T_OPTIONAL && sv->k == SV_VALUE && sv->v->type->kind == T_NONE)
		return sv;
	if (t->kind == T_OPTIONAL && opt_isopt(sv)) /* known at run time */
		return sv->v->type->elem->kind == t->elem->kind ? sv : NULL;
	if (t->kind == T_OPTIONAL && sv->k == SV_TUPLE && sv->opt) { /* an Optional[Tuple] */
		if (t->elem->kind != T_TUPLE || t->elem->nelem != sv->n)
			return NULL;
		for (uint32_t i = 0; i < sv->n; i++)
			if (opt_isopt(sv->el[i]) && sv->el[i]->v->type->elem->kind !=
			    t->elem->elems[i]->kind)
				return NULL;
		return sv;
	}
	if (t->kind == T_OPTIONAL)
		return conform(b, sv, t->elem, loc, ret);
	if (t->kind == T_DICT)
		return sv->k == SV_TUPLE && sv->dict && elemsfit(b, sv, t->elem, loc) ? sv : NULL;
	if (t->kind == T_TUPLE) {
		if (sv->k != SV_TUPLE || sv->n != t->nelem || sv->list || sv->dict || sv->opt)
			return NULL;
		SV *r = sv_new(b, SV_TUPLE);
		r->n = sv->n;
		r->el = NEWA(b->a, SV *, sv->n + 1);
		for (uint32_t i = 0; i < sv->n; i++)
			if (!(r->el[i] = conform(b, sv->el[i], t->elems[i], loc, ret)))
				return NULL;
		return r;
	}
	if (t->kind == T_LIST && ret && sv->k == SV_TUPLE && sv->list && !sv->n &&
	    (!sv->ty || sv->ty->kind == T_ANY)) { /* an empty one of no known kind (`[f(i) for
					* i in range(0)]`) is what the annotation says: its output's */
		SV *r = sv_new(b, SV_TUPLE);
		*r = *sv;
		r->ty = t->elem;
		return r;
	}
	if (t->kind == T_LIST) /* a list of known length is built as a tuple of its items */
		return sv->k == SV_SHAPE || (sv->k == SV_TUPLE && (ret || sv->list) &&
			elemsfit(b, sv, t->elem, loc)) ||
			(sv->k == SV_VALUE && sv->v->type->kind == T_LIST &&
			 numsfit(sv->v->type->elem, t->elem)) || sv->k == SV_ROWS ? sv : NULL;
	if (sv->k != SV_VALUE)
		return NULL;
	TypeKind k = sv->v->type->kind;
	if (ret && k == T_TENSOR && (t->kind == T_INT || t->kind == T_FLOAT))
		return implicit(b, sv, t, loc);
	if (k == T_DTYPE && t->kind == T_INT) /* a dtype is an int in TorchScript */
		return sv;
	return k == t->kind ? sv : NULL;
}

/* sv, which conform refused for t, is a list or dict whose first element fits but another
 * does not (`[[1], [2.0]]` is no List[List[int]]): that one, as an error says it; else NULL */
static const char *
misfit(Builder *b, SV *sv, Type *t, SrcLoc loc)
{
	if (t->kind == T_OPTIONAL)
		t = t->elem;
	if (sv->k != SV_TUPLE || !(sv->list || sv->dict) || t->kind != (sv->dict ? T_DICT : T_LIST) ||
	    !sv->n || !conform(b, list_islist(sv->el[0]) ? list_now(b, sv->el[0]) : sv->el[0],
		t->elem,
	    loc, 0))
		return NULL;
	uint32_t i = 1;
	while (i < sv->n && conform(b, list_islist(sv->el[i]) ? list_now(b, sv->el[i]) : sv->el[i],
	    t->elem, loc, 0))
		i++;
	if (i == sv->n)
		return NULL;
	if (sv->dict)
		return arena_printf(b->a, "its value for \"%s\" is of type %s", sv->keys[i],
			svname(b, sv->el[i]));
	return arena_printf(b->a, "its element %u is of type %s", i, svname(b, sv->el[i]));
}

/* a returned value checked against the function's return annotation t (NULL: none) */
SV *
name_retval(Builder *b, SV *sv, Type *t, SrcLoc loc)
{
	if (!t)
		return sv;
	SV *r = conform(b, sv, t, loc, 1);
	if (r)
		return r;
	const char *el = misfit(b, sv, t, loc);
	if (el)
		emit_error(b, loc, "return value was annotated as having type %s but %s", tsname(b,
			t),
			el);
	else
		emit_error(b, loc, "return value was annotated as having type %s but is actually of "
			"type %s", tsname(b, t), svname(b, sv));
	return sv_poison(b);
}

/* an empty list or dict display given type t (xs: List[int] = []): what it holds */
SV *
name_emptytyped(Builder *b, SV *v, Type *t)
{
	if (!t || (t->kind != T_LIST && t->kind != T_DICT) || v->k != SV_TUPLE || v->n ||
	    v->lst || !(v->list || v->dict))
		return v;
	SV *e = sv_new(b, SV_TUPLE);
	*e = *v;
	e->ty = t->elem;
	return e;
}

/* a value assigned to `name: t = ...`: TorchScript converts nothing there */
SV *
name_declared(Builder *b, SV *sv, Type *t, Sym name, SrcLoc loc)
{
	if (!t || conform(b, sv, t, loc, 0))
		return sv;
	const char *el = misfit(b, sv, t, loc);
	const char *who = name ? arena_printf(b->a, "variable '%s' is", sym_str(name)) :
		"torch.jit.annotate's value is"; /* (the only declaration without a name) */
	if (el)
		emit_error(b, loc, "%s annotated with type %s but %s", who, tsname(b, t), el);
	else
		emit_error(b, loc, "%s annotated with type %s but is being assigned to a value of type "
			"%s", who, tsname(b, t), svname(b, sv));
	return sv_poison(b);
}

/* is the value sv acceptable for a parameter annotated t? */
static int
fits(SV *sv, Type *t)
{
	if (!t || sv->k == SV_POISON)
		return 1;
	if (t->kind == T_OPTIONAL && opt_isopt(sv))
		return sv->v->type->elem->kind == t->elem->kind; /* known at run time */
	if (t->kind == T_OPTIONAL)
		return (sv->k == SV_VALUE && sv->v->type->kind == T_NONE) || fits(sv, t->elem);
	if (t->kind == T_TUPLE)
		return sv->k == SV_TUPLE && sv->n == t->nelem && !sv->list && !sv->dict;
	if (sv->k == SV_TUPLE && sv->dict)
		return t->kind == T_DICT;
	if (sv->k == SV_SHAPE || list_islist(sv))
		return t->kind == T_LIST && (sv->k == SV_TUPLE || sv->k == SV_ROWS ||
			numsfit(sv->k == SV_SHAPE ? ty_int() : sv->v->type->elem, t->elem));
	if (sv->k != SV_VALUE)
		return 0;
	TypeKind k = sv->v->type->kind;
	if (t->kind == T_LIST)
		return k == T_LIST;
	return k == t->kind;
}

/* the elements of a list or dict of known length passed for a parameter annotated t are
 * each what t says (TorchScript's g([1, 2]) is no call of g(xs: List[float])) */
static int
argelems(Builder *b, SV *sv, Type *t, SrcLoc loc)
{
	if (t && t->kind == T_OPTIONAL)
		t = t->elem;
	if (!t || sv->k != SV_TUPLE || !(sv->list || sv->dict) ||
	    t->kind != (sv->dict ? T_DICT : T_LIST))
		return 1;
	return elemsfit(b, list_now(b, sv), t->elem, loc);
}

/* is the annotation e (nn.utils.rnn.)PackedSequence: the compiler's value, no IR type */
int
name_packed(const Ast *e)
{
	return e && (e->k == E_NAME || e->k == E_ATTR) && e->name == SYMC("PackedSequence");
}

/* does the annotation e name PackedSequence anywhere (Tuple[PackedSequence, Tensor])? */
int
name_haspacked(const Ast *e)
{
	if (!e || name_packed(e))
		return e != NULL;
	if (e->k == E_SUBSCRIPT) /* (a subscript's node ends at b: ast_size) */
		return name_haspacked(e->b);
	if (e->k == E_TUPLE)
		for (uint32_t i = 0; i < e->list.n; i++)
			if (name_haspacked(e->list.v[i]))
				return 1;
	return 0;
}

/* argument a, bound to parameter i of fn at an inlined call, checked against the parameter's
 * annotation: converted as TorchScript converts it, or reported */
SV *
name_argument(Builder *b, Ast *fn, uint32_t i, SV *a, SrcLoc where)
{
	Ast *an = fn->params[i].annot;
	if (name_packed(an)) {
		/* (nn.utils.rnn.)PackedSequence: the compiler's value (kernel.c, sv_packed) */
		if (!sv_ispacked(a) && a->k != SV_POISON)
			emit_error(b, where, "argument '%s' of %s() must be a PackedSequence, not %s",
				sym_str(fn->params[i].name), sym_str(fn->name), svname(b, a));
		return a;
	}
	Type *t = an ? name_annot(b, an) : NULL;
	if (t && (t->kind == T_INT || t->kind == T_FLOAT) && a->k == SV_VALUE &&
	    a->v->type->kind == T_TENSOR) /* IntImplicit / FloatImplicit, as for returns */
		return implicit(b, a, t, where);
	Type *lt = t && t->kind == T_OPTIONAL ? t->elem : t;
	if (lt && lt->kind == T_LIST && a->k == SV_TUPLE && !a->list && !a->dict && !a->opt &&
	    a->n && elemsfit(b, a, lt->elem, where)) { /* TorchScript's tryConvertToType: a tuple
						     * given for a List is a new list of its items */
		SV *r = sv_new(b, SV_TUPLE);
		*r = *a;
		r->lst = NULL;
		r->list = 1;
		a = r;
	}
	if (!fits(a, t) || !argelems(b, a, t, where))
		emit_error(b, where, "argument '%s' of %s() must be %s, not %s",
			sym_str(fn->params[i].name), sym_str(fn->name), tsname(b, t),
			svname(b, a));
	return a;
}
