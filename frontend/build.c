/* The IR builder's driver: module-level names (imports and defs), variables, the entry
 * function's graph inputs from --input specs, and the inlining of calls to other functions of
 * the file.  A callee is built again at each call site with the caller's argument values
 * bound to its parameters, so its types are specialized to the call (a `Tensor` parameter gets
 * the argument's dtype and shape; an `Optional` one is None or not, statically), which is what
 * lets `if x is None:` choose a branch at compile time.  Values, errors, emission and
 * constants are the kernel's (kernel.c); statements live in build_stmt.c,
 * expressions in build_expr.c, calls in build_call.c, subscripts in build_index.c. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include "frontend.h"
#include "../runtime/runtime.h"

/* the lowest address the builder's recursion may reach (b_deep, kernel.c) */
static uintptr_t
stacklow(void)
{
	struct rlimit r;
	rlim_t max = 64u << 20;
	if (getrlimit(RLIMIT_STACK, &r) == 0 && r.rlim_cur != RLIM_INFINITY && r.rlim_cur < max)
		max = r.rlim_cur;
	return (uintptr_t)__builtin_frame_address(0) - max / 4 * 3;
}

void
b_bind(Builder *b, Sym name, SV *sv)
{
	t_own(b, sv); /* a bound tensor has an identity: other names and views may share it */
	env_set(b->a, &b->env, name, sv);
}

static SV *
builtin(Builder *b, Sym name)
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
b_lookup(Builder *b, Sym name, SrcLoc loc)
{
	SV *sv = env_get(&b->env, name);
	if (!sv)
		sv = env_get(&b->globals, name);
	if (!sv && names_has(&b->pyglobals, name)) {
		if (names_add(b->a, &b->pyglobalsaid, name)) /* at its first use only */
			b_error(b, loc, "'%s' is a variable of the module, a Python value, which "
				"TorchScript cannot use in a compiled function; pass it in as an "
				"argument or make it a local variable", sym_str(name));
		return sv_poison(b);
	}
	if (!sv)
		sv = builtin(b, name);
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
				b_error(b, loc, "the Python builtin '%s' is not supported%s", s, ts ?
					" yet" : !strcmp(s, "reversed") ? " on lists (TorchScript "
					"has no reversed() of a list; use xs[::-1])" : " (TorchScript "
					"does not have it)");
				return sv_poison(b);
			}
		b_error(b, loc, "undefined name '%s'", s);
		return sv_poison(b);
	}
	if (sv->k == SV_UNDEF) {
		b_error(b, loc, "'%s' is not defined on every path that reaches this use",
			sym_str(name));
		return sv_poison(b);
	}
	if (sv->k == SV_SPLIT)
		return b_splituse(b, sv, name, loc, NULL);
	return t_read(b, sv, loc, name);
}

/* the list `name` is, to be changed by a method that reads none of its elements (append,
 * insert, extend, clear): not resolved (t_read), which costs as much as it is long; its
 * elements are read where they are (b_lookup), as PyTorch's list holds the tensors */
SV *
b_lookuplist(Builder *b, Sym name, SrcLoc loc)
{
	SV *sv = env_get(&b->env, name);
	if (sv && sv->k == SV_TUPLE && (sv->list || sv->dict) && sv->lst)
		return l_now(b, sv); /* (its contents now: the store's) */
	return b_lookup(b, name, loc);
}

/* the dict the name e is bound to, its contents now, none of its values read (t_read), to
 * be asked for one key's value (which the caller reads: b_dictread), whether it has a key,
 * or its length; NULL if e is not a name bound to a dict.  Reading the whole dict for one
 * key cost as much as it has keys: d["k"] per statement in a dict growing with them was
 * quadratic */
SV *
b_lookupdict(Builder *b, Ast *e)
{
	SV *sv = e->k == E_NAME ? env_get(&b->env, e->name) : NULL;
	return sv && sv->k == SV_TUPLE && sv->dict && sv->lst ? l_now(b, sv) : NULL;
}

/* v, a value of the dict the name e is bound to (b_lookupdict), read as b_lookup reads */
SV *
b_dictread(Builder *b, Ast *e, SV *v)
{
	return v->k == SV_POISON ? v : t_read(b, v, e->loc, e->name);
}

/* import torch / import torch.nn.functional as F / from torch import Tensor, nn */
static void
import(Builder *b, Ast *s)
{
	if (s->k == S_IMPORT) {
		SV *m = sv_new(b, SV_MODULE);
		m->path = s->str;
		const char *dot = strchr(s->str, '.');
		Sym name = s->name ? s->name : sym_intern(s->str, dot ? (size_t)(dot - s->str) : strlen(s->str));
		if (!s->name && dot)
			m->path = sym_str(name);
		env_set(b->a, &b->globals, name, m);
		return;
	}
	for (uint32_t i = 0; i < s->list.n; i++) {
		Ast *it = s->list.v[i];
		SV *m = sv_new(b, SV_MODULE);
		m->path = arena_printf(b->a, "%s.%s", s->str, sym_str(it->name));
		if (strcmp(s->str, "typing") == 0 || strcmp(m->path, "torch.Tensor") == 0) {
			m->k = SV_TYPE;
			m->path = sym_str(it->name);
		}
		env_set(b->a, &b->globals, it->sym2 ? it->sym2 : it->name, m);
	}
}

/* `__name__ == "__main__"` (either way round) */
static int
ismain(const Ast *c)
{
	if (c->k != E_COMPARE || c->list.n != 2 || c->ops[0] != OP_EQ)
		return 0;
	const Ast *l = c->list.v[0], *r = c->list.v[1];
	if (l->k == E_STR)
		l = r, r = c->list.v[0];
	return l->k == E_NAME && !strcmp(sym_str(l->name), "__name__") && r->k == E_STR &&
		!strcmp(r->str, "__main__");
}

/* Module level: imports and defs are what the functions see.  Statements that assign
 * (EPS = 1e-5, __all__ = [...]) make Python values, which torch.jit.script refuses only
 * where a function uses one: so does b_lookup.  `if __name__ == "__main__":` is skipped. */
static int
globals(Builder *b)
{
	for (uint32_t i = 0; i < b->m->body.n; i++) {
		Ast *s = b->m->body.v[i];
		if (s->k == S_IMPORT || s->k == S_FROMIMPORT)
			import(b, s);
		else if (s->k == S_DEF) {
			SV *f = sv_new(b, SV_FUNC);
			f->fn = s;
			env_set(b->a, &b->globals, s->name, f);
		} else if (s->k == S_CLASS)
			b_error(b, s->loc, "classes are not supported yet (only functions)");
		else if (s->k == S_EXPR && s->a->k == E_STR)
			; /* module docstring */
		else if (s->k == S_IF && ismain(s->a))
			; /* if __name__ == "__main__": what runs the file, never the model */
		else /* (EPS = 1e-5, logging.basicConfig(...), a loop filling a table) */
			b_assigned(b, &(AstList){&b->m->body.v[i], 1, 1}, &b->pyglobals, NULL);
	}
	return b->d->nerror ? -1 : 0;
}

static Ast *
entryfn(Builder *b, const char *entry)
{
	Ast *last = NULL;
	for (uint32_t i = 0; i < b->m->body.n; i++) {
		Ast *s = b->m->body.v[i];
		if (s->k != S_DEF)
			continue;
		if (entry && strcmp(sym_str(s->name), entry) == 0)
			return s;
		last = s;
	}
	if (entry)
		b_error(b, (SrcLoc){0}, "no function named '%s' (--entry)", entry);
	else if (!last)
		b_error(b, (SrcLoc){0}, "no function to compile");
	return entry ? NULL : last;
}

static const InputSpec *
specfor(const BuildOpts *o, Ast *fn, uint32_t i)
{
	for (uint32_t k = 0; k < o->ninput; k++)
		if (o->inputs[k].name == fn->params[i].name)
			return &o->inputs[k];
	return i < o->ninput && !o->inputs[i].name ? &o->inputs[i] : NULL;
}

/* the graph input for parameter i of the entry, typed by its annotation and --input, as
 * the parameter's value (a List[int] and the like: the list of the 1-d tensor's numbers) */
static SV *
entryparam(Builder *b, Ast *fn, uint32_t i, const BuildOpts *o)
{
	Param *p = &fn->params[i];
	Type *at = p->annot ? b_annot(b, p->annot) : ty_tensor(DT_F32, -1, NULL);
	const InputSpec *sp = specfor(o, fn, i);
	if (!at)
		return NULL;
	if (at->kind == T_OPTIONAL)
		at = at->elem; /* given (or without a default): an input of that type */
	if (at->kind == T_TENSOR) {
		at = sp ? ty_tensor(sp->dtype, sp->rank, sp->dims) : ty_tensor(DT_F32, -1, NULL);
	} else if (ty_isscalar(at)) {
		DType want = at->kind == T_INT ? DT_I64 : at->kind == T_FLOAT ? DT_F32 : DT_BOOL;
		if (sp && (sp->rank != 0 || sp->dtype != want))
			b_error(b, p->loc, "parameter '%s' is a Python %s: its --input must be %s[]",
				sym_str(p->name), ty_str_of(b->a, at), dtype_name(want));
	} else if (at->kind == T_LIST && ty_isscalar(at->elem)) {
		/* a list of numbers is a 1-d tensor input (its length a dim: known, or a name) */
		DType want = at->elem->kind == T_INT ? DT_I64 : at->elem->kind == T_FLOAT ? DT_F64 :
			DT_BOOL;
		if (sp && (sp->rank != 1 || (sp->dtype != want && !(want == DT_F64 &&
		    sp->dtype == DT_F32))))
			b_error(b, p->loc, "parameter '%s' is a %s: its --input must be %s[N] (N a "
				"length, a name or ?)%s", sym_str(p->name), ty_str_of(b->a, at),
				dtype_name(want), want == DT_F64 ? " or float32[N]" : "");
		Dim any = DIM_UNKNOWN;
		Value *v = ir_addparam(b->g, b->g->top, sp && sp->rank == 1 ? ty_tensor(sp->dtype, 1,
			sp->dims) : ty_tensor(want, 1, &any), p->name);
		return b_tolist(b, sv_value(b, v), p->loc);
	} else {
		b_error(b, p->loc, "parameter '%s' of the entry function has type %s; graph inputs "
			"must be Tensor, int, float, bool or a List of int, float or bool",
			sym_str(p->name), ty_str_of(b->a, at));
		return NULL;
	}
	return sv_value(b, ir_addparam(b->g, b->g->top, at, p->name));
}

static SV *defaultval(Builder *b, Param *p);

/* An entry parameter `y: Optional[T] = d` without --input is its default d (None: known
 * at compile time, so `y is None` is too), not a graph input; so is `mode: str = "max"`
 * (a string is no graph input: it is the model's constant); 1 if bound so */
static int
optdefault(Builder *b, Ast *fn, uint32_t i, const BuildOpts *o)
{
	Param *p = &fn->params[i];
	if (!p->annot || !p->def || specfor(o, fn, i))
		return 0;
	Type *at = b_annot(b, p->annot);
	if (!at || (at->kind != T_OPTIONAL && at->kind != T_STR))
		return 0;
	SV *v = defaultval(b, p);
	if (v->k == SV_VALUE && v->v->type->kind != T_NONE && !ty_isscalar(v->v->type) &&
	    !(at->kind == T_STR && v->v->type->kind == T_STR))
		return 0;
	b_bind(b, p->name, v);
	return 1;
}

static int
checkspecs(Builder *b, Ast *fn, const BuildOpts *o)
{
	if (o->ninput > fn->nparam)
		return b_error(b, fn->loc, "%u --input specs for %u parameter%s of '%s'", o->ninput,
			fn->nparam, fn->nparam == 1 ? "" : "s", sym_str(fn->name));
	for (uint32_t k = 0; k < o->ninput; k++) {
		Sym nm = o->inputs[k].name;
		uint32_t i = 0;
		while (nm && i < fn->nparam && fn->params[i].name != nm)
			i++;
		if (nm && i == fn->nparam)
			return b_error(b, fn->loc, "--input '%s': '%s' has no parameter of that name",
				sym_str(nm), sym_str(fn->name));
		/* a spec by position k is parameter k's: one by name for it too would be dropped */
		for (uint32_t j = 0; nm && j < o->ninput; j++)
			if (!o->inputs[j].name && j == i)
				return b_error(b, fn->params[i].loc, "--input: parameter '%s' has a spec "
					"by position (the %u%s) and one by name", sym_str(nm), j + 1,
					j == 0 ? "st" : j == 1 ? "nd" : j == 2 ? "rd" : "th");
	}
	return 0;
}

/* what TorchScript refuses in the signature of a function it compiles */
static int
signature(Builder *b, Ast *fn)
{
	for (uint32_t i = 0; i < fn->nparam; i++) {
		Param *p = &fn->params[i];
		if (p->star)
			return b_error(b, p->loc, "*args and **kwargs are not supported");
		if (p->kwonly && p->def)
			return b_error(b, p->def->loc, "keyword-only parameter '%s' has a default; "
				"TorchScript cannot compile keyword-only arguments with defaults",
				sym_str(p->name));
	}
	return 0;
}

/* can a value of type t be a graph output?  Tensors and numbers; a list of run-time
 * length (the others are flattened before this) is one output too: an ONNX sequence of
 * tensors, or the 1-d tensor a list of numbers is (backend_onnx/lower_list.c) */
static int
outputtype(const Type *t)
{
	if (t->kind == T_OPTIONAL)
		t = t->elem;
	if (t->kind == T_LIST)
		t = t->elem;
	return t->kind == T_TENSOR || ty_isscalar(t);
}

/* an Optional[Tuple] known only at run time in what the entry returns (optional.c holds
 * it as a tuple of optionals, None together), or NULL */
static const SV *
opttuple(const SV *sv)
{
	if (!sv || sv->k != SV_TUPLE)
		return NULL;
	for (uint32_t i = 0; !sv->opt && i < sv->n; i++)
		if (opttuple(sv->el[i]))
			return opttuple(sv->el[i]);
	return sv->opt ? sv : NULL;
}

/* the entry's returned values are the graph outputs */
static int
results(Builder *b, Ast *fn, Vals *out)
{
	for (uint32_t i = 0; i < out->n; i++) {
		Type *t = out->v[i]->type;
		if (!outputtype(t))
			return b_error(b, fn->loc, "'%s' returns %s%s; a model's outputs are tensors, "
				"numbers, lists of them and Optionals of tensors and numbers",
				sym_str(fn->name), t->kind == T_NONE ? "None" : ty_str_of(b->a, t),
				out->n > 1 ? " among its results" : "");
		ir_addresult(b->g, b->g->top, out->v[i]);
	}
	return 0;
}

/* the entry's flat results v[*k..] of what shape s returned, into out, with each list known
 * to be empty made one output: flattened into its elements it would leave nothing in its
 * place (and a function returning only `[]`, no output: ONNX Runtime refuses such a
 * model).  Its output is what a list of run-time length would be (docs/cli.md, "Outputs"):
 * an empty sequence, a 0-length 1-d tensor of numbers, one per field for tuples. */
static int
emptyouts(Builder *b, SV *s, Vals *in, uint32_t *k, Vals *out, SrcLoc loc)
{
	if (s->k == SV_TUPLE && s->list && !s->n) {
		if (l_elemtype(b, s)->kind == T_ANY) { /* a comprehension that built no element:
				* TorchScript types it by its element (List[int] for `[i for i in
				* range(0)]`), which was never built here; a guess could be the wrong
				* output type */
			b_error(b, loc, "the type of the elements of a returned empty comprehension is "
				"not known: annotate the return type (-> List[int], -> List[Tensor], ...)");
			return -1;
		}
		if (l_elemtype(b, s)->kind == T_TUPLE) {
			SV *r = r_of(b, s, loc);
			for (uint32_t i = 0; r && i < r->n; i++)
				vpush(b->a, out, r->el[i]->v);
			return r ? 0 : -1;
		}
		Value *v = l_seq(b, s, NULL, loc);
		if (!v)
			return -1;
		vpush(b->a, out, v);
		return 0;
	}
	uint32_t n = s->k == SV_TUPLE ? 0 : s->k == SV_ROWS ? s->n : 1;
	for (uint32_t i = 0; s->k == SV_TUPLE && i < s->n; i++)
		if (emptyouts(b, s->el[i], in, k, out, loc) < 0)
			return -1;
	for (uint32_t i = 0; i < n && *k < in->n; i++)
		vpush(b->a, out, in->v[(*k)++]);
	return 0;
}

/* the number of values shape s flattens into (build_stmt.c's flatten) */
static uint32_t
nflat(const SV *s)
{
	if (s->k != SV_TUPLE)
		return s->k == SV_ROWS ? s->n : 1;
	uint32_t n = 0;
	for (uint32_t i = 0; i < s->n; i++)
		n += nflat(s->el[i]);
	return n;
}

/* the entry's outputs: its results with its empty lists as outputs (emptyouts); a located
 * error if there are none at all (an empty dict or tuple: a dict's outputs are its values,
 * and a model without outputs is not one ONNX Runtime loads) */
static Vals *
entryouts(Builder *b, Ast *fn, Vals *in)
{
	Vals *out = in;
	uint32_t k = 0;
	if (in->shape && nflat(in->shape) == in->n) {
		out = NEW(b->a, Vals);
		out->shape = in->shape;
		if (emptyouts(b, in->shape, in, &k, out, fn->loc) < 0)
			return NULL;
	}
	if (!out->n) {
		b_error(b, fn->loc, "'%s' returns no value a model can output (%s): ONNX Runtime "
			"refuses a model without outputs", sym_str(fn->name), in->shape &&
			in->shape->dict ? "a dict gives one output per value, and this one is empty" :
			"an empty tuple");
		return NULL;
	}
	return out;
}

/* ONNX requires the rank of every graph input; told after the body's own errors, which
 * matter more than a missing --input */
static int
rankless(Builder *b, Ast *fn)
{
	for (uint32_t i = 0, j = 0; i < fn->nparam && j < ir_nparam(b->g->top); i++) {
		if (ir_param(b->g->top, j)->name != fn->params[i].name)
			continue; /* an Optional left to its default: no input */
		const Type *t = ir_param(b->g->top, j++)->type;
		if (t->kind == T_TENSOR && t->rank < 0)
			b_error(b, fn->params[i].loc, "parameter '%s' has no rank, and ONNX requires "
				"one of a graph input: give it with --input '%s:float32[DIMS]' (a dim may "
				"be a name or ?)", sym_str(fn->params[i].name), sym_str(fn->params[i].name));
	}
	return b->d->nerror ? -1 : 0;
}

/* a returned dict's keys, the outputs' names, copied into the graph's arena: the builder's
 * is freed once the graph is built (driver.c) */
static const char **
keycopy(Arena *a, const SV *d)
{
	const char **k = NEWA(a, const char *, d->n + 1);
	for (uint32_t i = 0; i < d->n; i++)
		k[i] = d->keys[i] ? arena_strndup(a, d->keys[i], strlen(d->keys[i])) : NULL;
	return k;
}

Graph *
fe_build(Module *m, Arena *perm, const BuildOpts *o)
{
	op_init();
	Builder B = {.m = m, .d = m->diag, .a = perm};
	Builder *b = &B;
	b->env.holders = &b->holders;
	b->store.holders = &b->holders; /* counts the tensors in lists (list.c) */
	b->g = ir_graph(o->irarena ? o->irarena : perm);
	b->blk = b->g->top;
	if (globals(b) < 0)
		return NULL;
	Ast *fn = entryfn(b, o->entry);
	if (!fn || checkspecs(b, fn, o) < 0)
		return NULL;
	b->g->name = fn->name;
	b->fns[0] = fn;
	b->stacklow = stacklow();
	if (signature(b, fn) < 0)
		return NULL;
	for (uint32_t i = 0; i < fn->nparam; i++) {
		if (optdefault(b, fn, i, o))
			continue;
		SV *v = entryparam(b, fn, i, o);
		if (v)
			b_bind(b, fn->params[i].name, v);
	}
	if (b->d->nerror)
		return NULL;
	Returned r = {0};
	b->ret = &r; /* for the outputs' names: a returned dict's keys */
	Vals *out = b_body(b, fn);
	b->ret = NULL;
	if (out && !b->d->nerror)
		out = entryouts(b, fn, out);
	SV *shape = out ? out->shape : NULL;
	if (shape && shape->k == SV_TUPLE && shape->dict && shape->n == out->n && !r.lstvaries)
		b->g->outnames = keycopy(b->g->arena, shape);
	if (!out && b->raised && !b->d->nerror)
		b_error(b, b->raiseloc, "'%s' raises on every path, and ONNX cannot raise: there "
			"is no model to write", sym_str(fn->name));
	if (out && opttuple(shape))
		b_error(b, fn->loc, "'%s' returns an Optional[Tuple] that is None or not depending "
			"on run-time values; ONNX has no optional of a tuple (check it with 'is None' "
			"and return a tuple either way)", sym_str(fn->name));
	if (b->d->nerror || !out || (o->ranked && rankless(b, fn) < 0))
		return NULL;
	return results(b, fn, out) < 0 ? NULL : b->g;
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
		if (!strcmp(base, "typing") || (!strcmp(base, "torch") && e->name == SYMC("Tensor")))
			return sym_str(e->name);
		b_error(b, e->loc, "unknown type '%s%s%s' in annotation", e->a->k == E_NAME ?
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
		b_error(b, e->loc, "'%s' in annotation is not a type", sym_str(name));
	else if (name == SYMC("Tensor"))
		b_error(b, e->loc, "undefined name 'Tensor' in annotation (add 'from torch import "
			"Tensor' or write torch.Tensor)");
	else if (name == SYMC("List") || name == SYMC("Tuple") || name == SYMC("Optional") ||
		 name == SYMC("Dict"))
		b_error(b, e->loc, "undefined name '%s' in annotation (add 'from typing import %s')",
			sym_str(name), sym_str(name));
	else
		b_error(b, e->loc, "undefined name '%s' in annotation", sym_str(name));
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
	b_error(b, e->loc, "unsupported type '%s' in annotation", s);
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
		if (!(args[i] = b_annot(b, ix->k == E_TUPLE ? ix->list.v[i] : ix)))
			return NULL;
	if (!strcmp(g, "List") && n == 1)
		return ty_list(args[0]);
	if (!strcmp(g, "Optional") && n == 1)
		return ty_optional(args[0]);
	if (!strcmp(g, "Dict") && n == 2 && args[0]->kind == T_STR)
		return ty_dict(args[1]);
	if (!strcmp(g, "Dict") && n == 2) {
		b_error(b, e->loc, "dicts with keys of type %s are not supported yet (only str keys)",
			ty_str_of(b->a, args[0]));
		return NULL;
	}
	if (!strcmp(g, "Tuple") && n <= 16)
		return ty_tuple(args, n);
	b_error(b, e->loc, "unsupported type annotation");
	return NULL;
}

/* annotation -> Tensor | int | float | bool | str | None | List[T] | Tuple[...] | Optional[T] */
Type *
b_annot(Builder *b, Ast *e)
{
	switch (e->k) {
	case E_NAME:
	case E_STR:
	case E_ATTR: return typename(b, e);
	case E_NONE: return ty_none();
	case E_SUBSCRIPT: return generic(b, e);
	default: b_error(b, e->loc, "unsupported type annotation"); return NULL;
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
		b_error(b, loc, "a %d-dim tensor is used as %s; only a 0-dim tensor converts to a "
			"number", vt->rank, tsname(b, t));
		return sv_poison(b);
	}
	if (t->kind == T_INT && vt->dtype != DT_UNDEF && !dtype_isint(vt->dtype)) {
		b_error(b, loc, "a %s tensor is used as int; only a tensor of an integral dtype "
			"converts to int", dtype_name(vt->dtype));
		return sv_poison(b);
	}
	return b_callop(b, t->kind == T_INT ? "Int" : "Float", NULL, &sv, 1, NULL, NULL, 0, loc);
}

static int
isnumlist(const Type *t)
{
	TypeKind k = t->elem->kind;
	return k == T_INT || k == T_FLOAT || k == T_BOOL;
}

SV *
b_implicit(Builder *b, SV *sv, Type *t, SrcLoc loc)
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

static SV *conform(Builder *b, SV *sv, Type *t, SrcLoc loc, int ret);

/* are the elements of the list or dict c (of known length) each a t, as they are, with no
 * conversion?  TorchScript's `xs: List[float] = [1, 2]` is an error, and so is a Tensor
 * returned in a List[float] */
static int
elemsfit(Builder *b, SV *c, Type *t, SrcLoc loc)
{
	for (uint32_t i = 0; i < c->n; i++)
		if (!conform(b, l_islist(c->el[i]) ? l_now(b, c->el[i]) : c->el[i], t, loc, 0))
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
	if (t->kind == T_OPTIONAL && o_isopt(sv)) /* known at run time */
		return sv->v->type->elem->kind == t->elem->kind ? sv : NULL;
	if (t->kind == T_OPTIONAL && sv->k == SV_TUPLE && sv->opt) { /* an Optional[Tuple] */
		if (t->elem->kind != T_TUPLE || t->elem->nelem != sv->n)
			return NULL;
		for (uint32_t i = 0; i < sv->n; i++)
			if (o_isopt(sv->el[i]) && sv->el[i]->v->type->elem->kind !=
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
	    !sv->n || !conform(b, l_islist(sv->el[0]) ? l_now(b, sv->el[0]) : sv->el[0], t->elem,
	    loc, 0))
		return NULL;
	uint32_t i = 1;
	while (i < sv->n && conform(b, l_islist(sv->el[i]) ? l_now(b, sv->el[i]) : sv->el[i],
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
b_retval(Builder *b, SV *sv, Type *t, SrcLoc loc)
{
	if (!t)
		return sv;
	SV *r = conform(b, sv, t, loc, 1);
	if (r)
		return r;
	const char *el = misfit(b, sv, t, loc);
	if (el)
		b_error(b, loc, "return value was annotated as having type %s but %s", tsname(b, t),
			el);
	else
		b_error(b, loc, "return value was annotated as having type %s but is actually of "
			"type %s", tsname(b, t), svname(b, sv));
	return sv_poison(b);
}

/* a value assigned to `name: t = ...`: TorchScript converts nothing there */
/* an empty list or dict display given type t (xs: List[int] = []): what it holds */
SV *
b_emptytyped(Builder *b, SV *v, Type *t)
{
	if (!t || (t->kind != T_LIST && t->kind != T_DICT) || v->k != SV_TUPLE || v->n ||
	    v->lst || !(v->list || v->dict))
		return v;
	SV *e = sv_new(b, SV_TUPLE);
	*e = *v;
	e->ty = t->elem;
	return e;
}

SV *
b_declared(Builder *b, SV *sv, Type *t, Sym name, SrcLoc loc)
{
	if (!t || conform(b, sv, t, loc, 0))
		return sv;
	const char *el = misfit(b, sv, t, loc);
	const char *who = name ? arena_printf(b->a, "variable '%s' is", sym_str(name)) :
		"torch.jit.annotate's value is"; /* (the only declaration without a name) */
	if (el)
		b_error(b, loc, "%s annotated with type %s but %s", who, tsname(b, t), el);
	else
		b_error(b, loc, "%s annotated with type %s but is being assigned to a value of type "
			"%s", who, tsname(b, t), svname(b, sv));
	return sv_poison(b);
}

/* is the value sv acceptable for a parameter annotated t? */
static int
fits(SV *sv, Type *t)
{
	if (!t || sv->k == SV_POISON)
		return 1;
	if (t->kind == T_OPTIONAL && o_isopt(sv))
		return sv->v->type->elem->kind == t->elem->kind; /* known at run time */
	if (t->kind == T_OPTIONAL)
		return (sv->k == SV_VALUE && sv->v->type->kind == T_NONE) || fits(sv, t->elem);
	if (t->kind == T_TUPLE)
		return sv->k == SV_TUPLE && sv->n == t->nelem && !sv->list && !sv->dict;
	if (sv->k == SV_TUPLE && sv->dict)
		return t->kind == T_DICT;
	if (sv->k == SV_SHAPE || l_islist(sv))
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
	return elemsfit(b, l_now(b, sv), t->elem, loc);
}

/* a parameter's default, converted to its annotation as TorchScript converts it when it
 * compiles the signature (`k: float = 1` is 1.0) */
static SV *
defaultval(Builder *b, Param *p)
{
	SV *v = b_expr(b, p->def);
	Type *t = p->annot ? b_annot(b, p->annot) : NULL;
	if (t && t->kind == T_OPTIONAL)
		t = t->elem;
	if (t && t->kind == T_FLOAT && v->k == SV_VALUE && v->v->type->kind == T_INT)
		return sv_value(b, b_to_float(b, v->v, p->def->loc));
	return v;
}

/* binds the call's arguments to fn's parameters: positional, then keywords, then defaults */
static int
bindargs(Builder *b, Ast *fn, SV **args, SrcLoc *argloc, uint32_t nargs, Ast **kw, SV **kwv,
	uint32_t nkw, SV **out, SrcLoc *where, SrcLoc loc)
{
	uint32_t npos = 0;
	while (npos < fn->nparam && !fn->params[npos].kwonly)
		npos++;
	if (nargs > npos)
		return b_error(b, argloc ? argloc[npos] : loc, "%s() takes %u positional argument%s "
			"but %u %s given", sym_str(fn->name), npos, npos == 1 ? "" : "s", nargs,
			nargs == 1 ? "was" : "were");
	for (uint32_t i = 0; i < nargs; i++)
		out[i] = args[i], where[i] = argloc ? argloc[i] : loc;
	for (uint32_t k = 0; k < nkw; k++) {
		uint32_t i = 0;
		while (i < fn->nparam && fn->params[i].name != kw[k]->name)
			i++;
		if (i < fn->nparam && out[i])
			return b_error(b, kw[k]->loc, "%s() got multiple values for argument '%s'",
				sym_str(fn->name), sym_str(kw[k]->name));
		if (i == fn->nparam)
			return b_error(b, kw[k]->loc, "%s() got an unexpected keyword argument '%s'",
				sym_str(fn->name), sym_str(kw[k]->name));
		out[i] = kwv[k];
		where[i] = kw[k]->loc;
	}
	for (uint32_t i = 0; i < fn->nparam; i++)
		if (!out[i]) {
			if (!fn->params[i].def)
				return b_error(b, loc, "%s() missing %sargument '%s'", sym_str(fn->name),
					fn->params[i].kwonly ? "required keyword-only " : "",
					sym_str(fn->params[i].name));
			out[i] = defaultval(b, &fn->params[i]);
			where[i] = loc;
		}
	return 0;
}

/* a result of the callee: the call's output, or a constant again outside the call, so the
 * caller still sees it as one (sizes, `is None`, dtype tests stay decidable) */
static Value *
callresult(Builder *b, Node *call, Value *r)
{
	if (ir_isconst(r)) {
		Node *c = ir_node(b->g, S_prim_Constant, 1, r->def->loc);
		if (r->def->attr) {
			c->attr = NEW(b->g->arena, Attr); /* the graph's: b->a is given back */
			*c->attr = *r->def->attr;
			c->attr->next = NULL;
		}
		c->out[0]->type = r->type;
		ir_append(b->blk, c);
		return c->out[0];
	}
	ir_addresult(b->g, call->blk[0], r);
	Value *o = ir_addoutput(b->g, call, r->type);
	o->name = r->name;
	return o;
}

/* r, the call's result: where a return gave a list (or dict) of the caller's other than as
 * the whole result on every path (inside a tuple, or where another return gives another
 * list), r's lists are copies of it (or it on one path), and neither may be changed in
 * place any more (as after an `if` that binds a name to either, list.c) */
static void
forklists(Builder *b, SV *r)
{
	for (uint32_t i = 0; r->k == SV_TUPLE && !r->list && !r->dict && i < r->n; i++)
		forklists(b, r->el[i]);
	if (!l_islist(r) && !(r->k == SV_TUPLE && r->dict))
		return;
	l_own(b, r);
	l_fork(b, r->lst, "the function it comes from may have returned a list it was given "
		"(inside a tuple, or on one of several paths), of which it is a copy");
}

static SV *
maybecaller(Builder *b, Returned *rt, uint32_t smark, SV *r)
{
	int old = 0;
	for (uint32_t i = 0; i < rt->lsts.n; i++)
		if (rt->lsts.v[i]->id < smark) {
			old = 1;
			l_fork(b, rt->lsts.v[i], "a function returned it (inside a tuple, or on one "
				"of several paths), and its result is a copy");
		}
	if (old)
		forklists(b, r);
	return r;
}

/* the call's results, el, in the lists and tuples the callee returned (shape) */
static SV *
reshaped(Builder *b, SV *shape, SV **el, uint32_t *k)
{
	if (shape->k != SV_TUPLE && shape->k != SV_ROWS)
		return el[(*k)++];
	SV *t = sv_new(b, shape->k);
	t->n = shape->n;
	t->list = shape->list;
	t->ty = shape->ty;
	t->dict = shape->dict, t->keys = shape->keys;
	t->fields = shape->fields;
	t->opt = shape->opt;
	t->el = NEWA(b->a, SV *, t->n + 1);
	for (uint32_t i = 0; i < t->n; i++)
		t->el[i] = reshaped(b, shape->el[i], el, k);
	return t;
}

/* A tensor made inside a helper that went into a list of its caller is the same tensor as
 * one the helper may return; after the call they are two values.  Neither may be written in
 * place then (tensor.c refuses it, as for tensors in sequences). */
static void
linked(Builder *b, SV *x)
{
	t_own(b, x);
	if (x->k == SV_VALUE && x->ref)
		t_fix(b, x->ref, "it went into a list of the caller inside a helper that may also "
			"return it, and the two are separate values after the call");
	for (uint32_t i = 0; x->k == SV_TUPLE && i < x->n; i++)
		linked(b, x->el[i]);
}

/* the contents of a caller's list the callee changed, after the call: the caller's own
 * tensors stay themselves, the callee's become the call's results (*inner: there were some),
 * and so do the flags of a dict's keys it made (values from vmark on) */
static SV *
exported(Builder *b, Node *call, SV *c, uint32_t smark, uint32_t vmark, int *inner)
{
	SV *t = sv_new(b, SV_TUPLE);
	*t = *c;
	t->el = NEWA(b->a, SV *, c->n + 1);
	if (c->dict && c->has) {
		t->has = NEWA(b->a, Value *, c->n + 1);
		for (uint32_t i = 0; i < c->n; i++)
			t->has[i] = c->has[i] && c->has[i]->id >= vmark ?
				callresult(b, call, c->has[i]) : c->has[i];
	}
	for (uint32_t i = 0; i < c->n; i++) {
		SV *x = c->el[i];
		if (x->k == SV_TUPLE)
			t->el[i] = exported(b, call, x, smark, vmark, inner);
		else if (x->k != SV_VALUE || (x->ref && x->ref->st->id < smark))
			t->el[i] = x;
		else {
			t->el[i] = sv_value(b, callresult(b, call, x->v));
			linked(b, t->el[i]);
			*inner = 1;
		}
	}
	return t;
}

/* can r's views be made again after the call: their arguments made before it, or constants? */
static int
outside(const Ref *r, uint32_t vmark)
{
	for (uint32_t i = 0; i < r->nchain; i++)
		for (uint32_t k = 1; k < r->chain[i]->nin; k++) {
			const Value *v = ir_in(r->chain[i], k);
			if (v->id >= vmark && v->def->kind != S_prim_Constant)
				return 0;
		}
	return 1;
}

/* the tensor r, after the call: read again from its memory */
static SV *
sameref(Builder *b, Ref *r)
{
	SV *sv = sv_new(b, SV_VALUE);
	sv->ref = r;
	sv->v = t_base(b, r->st); /* replaced by the read, as ver matches no base */
	return t_now(b, sv);
}

/* "'f3' from 'f2' from 'f1'": the calls being inlined, innermost first, fn the next */
static const char *
chain(Builder *b, Ast *fn)
{
	char *s = arena_printf(b->a, "'%s'", sym_str(fn->name));
	for (int d = b->depth; d >= 0; d--) {
		if (d < b->depth - 3 && d > 0)
			d = 0, s = arena_printf(b->a, "%s from ...", s);
		s = arena_printf(b->a, "%s from '%s'", s, sym_str(b->fns[d]->name));
	}
	return s;
}

/* Refuses a call that is recursive, nested too deep, or would grow the graph past the
 * limit; the limits stop the build, so they are reported once. */
static int
toodeep(Builder *b, Ast *fn, SrcLoc loc)
{
	if (b->stopped)
		return 1;
	for (int d = 0; d <= b->depth; d++)
		if (b->fns[d] == fn) {
			b_error(b, loc, "recursive call of '%s' is not supported", sym_str(fn->name));
			return 1;
		}
	if (b->depth == FE_MAXCALLS)
		b_error(b, loc, "calls nested too deeply: inlining %s passes the limit of %d "
			"nested calls", chain(b, fn), FE_MAXCALLS);
	else if (b->g->nnode > FE_MAXNODES)
		b_error(b, loc, "program too large: inlining %s would exceed %d IR nodes",
			chain(b, fn), FE_MAXNODES);
	else
		return 0;
	b->stopped = 1;
	return 1;
}

/* A call of a function of the file is built at the call site, in a fresh scope, into the
 * block of a prim::CallFunction node; the inlining pass (passes/inline.c) then moves the
 * block's nodes in place of the call.  Building per call site specializes the callee to its
 * arguments' types, as TorchScript's inliner does after the fact. */
SV *
b_inline(Builder *b, Ast *fn, SV **args, SrcLoc *argloc, uint32_t nargs, Ast **kw, uint32_t nkw,
	SrcLoc loc)
{
	if (b->raised || toodeep(b, fn, loc))
		return sv_poison(b); /* raised: an argument's call did, and the path ended */
	if (signature(b, fn) < 0)
		return sv_poison(b);
	SV **kwv = NEWA(b->a, SV *, nkw + 1);
	for (uint32_t k = 0; k < nkw; k++)
		kwv[k] = b_expr(b, kw[k]->a);
	SV **bound = NEWA(b->a, SV *, fn->nparam + 1);
	SrcLoc *where = NEWA(b->a, SrcLoc, fn->nparam + 1);
	if (bindargs(b, fn, args, argloc, nargs, kw, kwv, nkw, bound, where, loc) < 0)
		return sv_poison(b);
	for (uint32_t i = 0; i < fn->nparam; i++) {
		Type *t = fn->params[i].annot ? b_annot(b, fn->params[i].annot) : NULL;
		SV *a = bound[i];
		if (t && (t->kind == T_INT || t->kind == T_FLOAT) && a->k == SV_VALUE &&
		    a->v->type->kind == T_TENSOR) /* IntImplicit / FloatImplicit, as for returns */
			bound[i] = implicit(b, a, t, where[i]);
		else if (!fits(bound[i], t) || !argelems(b, bound[i], t, where[i]))
			b_error(b, where[i], "argument '%s' of %s() must be %s, not %s",
				sym_str(fn->params[i].name), sym_str(fn->name), tsname(b, t),
				svname(b, bound[i]));
	}
	Env saved = b->env;
	uint32_t g0 = b->store.nscope; /* (held.c: what changed since a list's facts were found) */
	Scope ss = env_open(&b->store);
	uint32_t smark = b->nstorage;
	Returned *rs = b->ret, returned = {0};
	uint32_t vmark = b->g->nvalue;
	b->ret = &returned;
	b->env = (Env){.holders = &b->holders};
	for (uint32_t i = 0; i < fn->nparam; i++)
		b_bind(b, fn->params[i].name, bound[i]);
	b->callers[b->depth] = &saved;
	b->fns[++b->depth] = fn;
	Node *call = ir_node(b->g, S_prim_CallFunction, 0, loc);
	ir_attr_s(b->g, call, S_name, sym_str(fn->name));
	ir_append(b->blk, call);
	Block *outer = b->blk;
	b->blk = ir_addblock(b->g, call);
	Vals *out = b_body(b, fn);
	b->blk = outer;
	b->depth--;
	env_drop(&b->env);
	b->env = saved;
	b->ret = rs;
	uint32_t nch;
	Change *ch = env_close(b->a, &b->store, ss, &nch);
	if (!out)
		return sv_poison(b);
	/* what the callee wrote into its arguments' memory, and into their lists */
	int inner = 0;
	for (uint32_t i = 0; i < nch; i++)
		if (!ch[i].isnew)
			env_set(b->a, &b->store, ch[i].name, ch[i].sv->k == SV_TUPLE ||
				ch[i].sv->k == SV_ROWS ? exported(b, call, ch[i].sv, smark, vmark, &inner) :
				sv_value(b, callresult(b, call, ch[i].sv->v)));
	for (uint32_t i = 0; i < nch; i++) { /* (once every memory has its value after the call) */
		SV *now = ch[i].isnew ? NULL : env_get(&b->store, ch[i].name);
		if (now && now->k == SV_VALUE && ch[i].sv->k == SV_VALUE && h_isseq(now->v->type))
			h_callout(b, now->v, ch[i].sv->v, ch, nch, g0, loc);
	}
	SV **el = NEWA(b->a, SV *, out->n + 1);
	const char *anyfixed = NULL; /* returns that differ: no result is one return's */
	for (uint32_t i = 0; returned.varies && i < returned.fixed.n; i++)
		anyfixed = returned.fixed.v[i] ? returned.fixed.v[i] : anyfixed;
	for (uint32_t i = 0; i < out->n; i++) {
		Ref *same = i < returned.refs.n && !returned.varies ? returned.refs.v[i] : NULL;
		if (same && same->st->id < smark && outside(same, vmark)) {
			el[i] = sameref(b, same); /* def f(x): x.add_(1); return x */
			continue;
		}
		el[i] = sv_value(b, callresult(b, call, out->v[i]));
		const char *fx = returned.varies ? anyfixed : i < returned.fixed.n ?
			returned.fixed.v[i] : NULL;
		if (fx && el[i]->v->type->kind == T_TENSOR) {
			t_own(b, el[i]); /* it may be a tensor that may not be written */
			el[i]->ref->st->fixed = fx;
		}
		for (uint32_t k = 0; k < returned.st.n; k++)
			if (returned.st.v[k]->id >= smark && returned.st.v[k]->held &&
			    el[i]->v->type->kind == T_TENSOR) { /* made inside: a sequence may hold it */
				t_own(b, el[i]);
				h_also(b, el[i]->ref->st, returned.st.v[k]);
			} else if (returned.st.v[k]->id < smark && el[i]->v->type->kind == T_TENSOR) {
				t_own(b, el[i]);
				t_amb(b, el[i]->ref, returned.st.v[k], "a function's result may be a "
					"tensor it was given");
			} else if (returned.st.v[k]->id < smark && o_isopt(el[i]))
				o_holdsst(b, el[i], returned.st.v[k]); /* an Optional result may hold it */
			else if (returned.st.v[k]->id < smark && (h_holder(el[i]->v->type) ||
				 el[i]->v->type->kind == T_OPTIONAL))
				h_intost(b, el[i]->v, returned.st.v[k]); /* a sequence result may */
		for (uint32_t k = 0; k < returned.held.n; k++) /* what its sequences held */
			if (returned.held.v[k]->id < smark && (h_holder(el[i]->v->type) ||
			    el[i]->v->type->kind == T_OPTIONAL))
				h_intost(b, el[i]->v, returned.held.v[k]);
		if (returned.varies && el[i]->v->type->kind == T_TENSOR) {
			t_own(b, el[i]);
			el[i]->ref->st->fixed = ("it comes from a helper whose returns give other lists "
				"or tuples (or None) on other paths, and a list or Optional it returns "
				"may hold its value");
		}
	}
	for (uint32_t i = 0; inner && i < out->n; i++)
		linked(b, el[i]);
	uint32_t k = 0;
	if (returned.lst && !returned.lstvaries && returned.lst->id < smark) {
		SV *same = sv_new(b, SV_TUPLE); /* def f(xs): xs.append(t); return xs */
		*same = *returned.shape;
		same->lst = returned.lst;
		return l_now(b, same);
	}
	int shaped = out->shape && (out->shape->k == SV_TUPLE || out->shape->k == SV_ROWS);
	SV *r = out->n == 1 && !shaped ? el[0] : NULL;
	if (shaped) { /* (rows: a list of tuples of run-time length, field by field) */
		r = reshaped(b, out->shape, el, &k);
		r->fields = returned.fields; /* a NamedTuple only if every return gave one */
	}
	if (r)
		return maybecaller(b, &returned, smark, r);
	if (out->n == 1)
		return el[0];
	SV *t = sv_new(b, SV_TUPLE);
	t->n = out->n;
	t->fields = returned.fields; /* def g(x): return x.max(1) */
	t->el = el;
	return t;
}

/* an identifier: ASCII letters, digits and _, or UTF-8 (a name goes into the model as is) */
static int
isname(const char *s, size_t n)
{
	if (!n || (s[0] >= '0' && s[0] <= '9'))
		return 0;
	for (size_t i = 0; i < n;) {
		unsigned char c = (unsigned char)s[i];
		uint32_t k = 1;
		if (c >= 0x80 && diag_utf8(s + i, n - i, &k) < 0)
			return 0;
		if (c < 0x80 && !(c == '_' || ((c | 0x20) >= 'a' && (c | 0x20) <= 'z') ||
		    (c >= '0' && c <= '9')))
			return 0;
		i += k;
	}
	return 1;
}

/* one dim of a spec: a size, a symbolic name, or ? (a size not named) */
static int
parsedim(const char *spec, const char *s, size_t n, Dim *d, char *err, size_t errlen)
{
	if (n == 1 && s[0] == '?') {
		*d = DIM_UNKNOWN;
		return 0;
	}
	if (isname(s, n)) {
		*d = dim_sym(sym_intern(s, n));
		return 0;
	}
	char *end;
	errno = 0;
	long long v = (s[0] >= '0' && s[0] <= '9') || s[0] == '-' ? strtoll(s, &end, 10) : 0;
	const char *why = s[0] == '-' && end == s + n ? "is negative (write ? for a size known only at run time)" :
		errno == ERANGE ? "is too large" : (s[0] < '0' || s[0] > '9') || end != s + n ?
		"is not a size, a name or ?" : NULL;
	if (why) {
		snprintf(err, errlen, "--input '%s': dim '%.*s' %s", spec, (int)n, s, why);
		return -1;
	}
	*d = v;
	return 0;
}

/* DIMS of NAME:DTYPE[DIMS], from just after the '['; the spec must end at its ']' */
static int
parsedims(const char *spec, const char *p, InputSpec *out, char *err, size_t errlen)
{
	while (*p != ']') {
		while (*p == ' ')
			p++;
		const char *s = p;
		while (*p && *p != ',' && *p != ']')
			p++;
		size_t n = (size_t)(p - s);
		while (n && s[n - 1] == ' ')
			n--;
		if (!n || out->rank == 16 || !*p) {
			snprintf(err, errlen, "--input '%s': %s", spec, !n || !*p ? "expected a dim" :
				"more than 16 dims");
			return -1;
		}
		if (parsedim(spec, s, n, &out->dims[out->rank++], err, errlen) < 0)
			return -1;
		if (*p == ',' && p[1] != ']')
			p++;
	}
	if (p[1]) {
		snprintf(err, errlen, "--input '%s': '%s' after the dims", spec, p + 1);
		return -1;
	}
	return 0;
}

/* NAME:DTYPE[DIMS] or DTYPE[DIMS] -> InputSpec */
int
fe_parse_input(const char *spec, InputSpec *out, char *err, size_t errlen)
{
	memset(out, 0, sizeof *out);
	const char *br = strchr(spec, '['), *colon = strchr(spec, ':');
	if (!br || spec[strlen(spec) - 1] != ']') {
		snprintf(err, errlen, "--input '%s': expected NAME:DTYPE[DIMS]", spec);
		return -1;
	}
	const char *dt = spec;
	if (colon && colon < br) {
		if (!isname(spec, (size_t)(colon - spec))) {
			snprintf(err, errlen, "--input '%s': '%.*s' is not a parameter name", spec,
				(int)(colon - spec), spec);
			return -1;
		}
		out->name = sym_intern(spec, (size_t)(colon - spec));
		dt = colon + 1;
	}
	char dtype[32];
	snprintf(dtype, sizeof dtype, "%.*s", (int)(br - dt), dt);
	if ((out->dtype = dtype_parse(dtype)) == DT_UNDEF) {
		snprintf(err, errlen, "--input '%s': unknown dtype '%s'", spec, dtype);
		return -1;
	}
	return parsedims(spec, br + 1, out, err, errlen);
}
