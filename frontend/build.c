/* The IR builder's driver: module-level names (imports and defs), the entry function and its
 * graph inputs from --input specs, its results as graph outputs, and the parsing of --input
 * specs.  Below it: names and annotations (names.c), calls of the file's functions, inlined
 * (inline.c), statements (build_stmt.c), expressions (build_expr.c), calls of operators
 * (build_call.c), subscripts (build_index.c), and the kernel they all stand on (kernel.c). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include "builder.h"
#include "../runtime/runtime.h"
#include "../runtime/safetensors.h"

/* the lowest address the builder's recursion may reach (emit_toodeep, kernel.c) */
static uintptr_t
stacklow(void)
{
	struct rlimit r;
	rlim_t max = 64u << 20;
	if (getrlimit(RLIMIT_STACK, &r) == 0 && r.rlim_cur != RLIM_INFINITY && r.rlim_cur < max)
		max = r.rlim_cur;
	return (uintptr_t)__builtin_frame_address(0) - max / 4 * 3;
}

/* import torch / import torch.nn.functional as F / from torch import Tensor, nn */
static void
import(Builder *b, Ast *s, Env *g)
{
	if (s->k == S_IMPORT) {
		SV *m = sv_new(b, SV_MODULE);
		m->path = s->str;
		const char *dot = strchr(s->str, '.');
		Sym name = s->name ? s->name : sym_intern(s->str, dot ? (size_t)(dot - s->str) : strlen(s->str));
		if (!s->name && dot)
			m->path = sym_str(name);
		env_set(b->a, g, name, m);
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
		env_set(b->a, g, it->sym2 ? it->sym2 : it->name, m);
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
 * where a function uses one: so does name_lookup.  `if __name__ == "__main__":` is skipped.
 * Classes are modules, built by the evaluator of __init__ (module.c). */
void
build_globals(Builder *b, Module *m, Env *g, Names *py)
{
	for (uint32_t i = 0; i < m->body.n; i++) {
		Ast *s = m->body.v[i];
		if (s->k == S_IMPORT || s->k == S_FROMIMPORT)
			import(b, s, g);
		else if (s->k == S_DEF) {
			SV *f = sv_new(b, SV_FUNC);
			f->fn = s;
			env_set(b->a, g, s->name, f);
		} else if (s->k == S_CLASS)
			; /* module.c */
		else if (s->k == S_EXPR && s->a->k == E_STR)
			; /* module docstring */
		else if (s->k == S_IF && ismain(s->a))
			; /* if __name__ == "__main__": what runs the file, never the model */
		else /* (EPS = 1e-5, logging.basicConfig(...), a loop filling a table) */
			stmt_assigned(b, &(AstList){&m->body.v[i], 1, 1}, py, NULL);
	}
}

static int
globals(Builder *b)
{
	build_globals(b, b->m, &b->globals, &b->pyglobals);
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
		emit_error(b, (SrcLoc){0}, "no function named '%s' (--entry)", entry);
	else if (!last)
		emit_error(b, (SrcLoc){0}, "no function to compile");
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
	Type *at = p->annot ? name_annot(b, p->annot) : ty_tensor(DT_F32, -1, NULL);
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
			emit_error(b, p->loc,
				"parameter '%s' is a Python %s: its --input must be %s[]",
				sym_str(p->name), ty_str_of(b->a, at), dtype_name(want));
	} else if (at->kind == T_LIST && ty_isscalar(at->elem)) {
		/* a list of numbers is a 1-d tensor input (its length a dim: known, or a name) */
		DType want = at->elem->kind == T_INT ? DT_I64 : at->elem->kind == T_FLOAT ? DT_F64 :
			DT_BOOL;
		if (sp && (sp->rank != 1 || (sp->dtype != want && !(want == DT_F64 &&
		    sp->dtype == DT_F32))))
			emit_error(b, p->loc,
				"parameter '%s' is a %s: its --input must be %s[N] (N a "
				"length, a name or ?)%s", sym_str(p->name), ty_str_of(b->a, at),
				dtype_name(want), want == DT_F64 ? " or float32[N]" : "");
		Dim any = DIM_UNKNOWN;
		Value *v = ir_addparam(b->g, b->g->top, sp && sp->rank == 1 ? ty_tensor(sp->dtype, 1,
			sp->dims) : ty_tensor(want, 1, &any), p->name);
		return builtin_tolist(b, sv_value(b, v), p->loc);
	} else {
		emit_error(b, p->loc, "parameter '%s' of the entry function has type %s; graph inputs "
			"must be Tensor, int, float, bool or a List of int, float or bool",
			sym_str(p->name), ty_str_of(b->a, at));
		return NULL;
	}
	return sv_value(b, ir_addparam(b->g, b->g->top, at, p->name));
}


/* An entry parameter `y: Optional[T] = d` without --input is its default d (None: known
 * at compile time, so `y is None` is too), not a graph input; so is `mode: str = "max"`
 * (a string is no graph input: it is the model's constant); 1 if bound so */
static int
optdefault(Builder *b, Ast *fn, uint32_t i, const BuildOpts *o)
{
	Param *p = &fn->params[i];
	if (!p->annot || !p->def || specfor(o, fn, i))
		return 0;
	Type *at = name_annot(b, p->annot);
	if (!at || (at->kind != T_OPTIONAL && at->kind != T_STR))
		return 0;
	SV *v = inline_default(b, p);
	if (v->k == SV_VALUE && v->v->type->kind != T_NONE && !ty_isscalar(v->v->type) &&
	    !(at->kind == T_STR && v->v->type->kind == T_STR))
		return 0;
	tensor_bind(b, p->name, v);
	return 1;
}

static int
checkspecs(Builder *b, Ast *fn, const BuildOpts *o)
{
	if (o->ninput > fn->nparam)
		return emit_error(b, fn->loc, "%u --input specs for %u parameter%s of '%s'",
			o->ninput,
			fn->nparam, fn->nparam == 1 ? "" : "s", sym_str(fn->name));
	for (uint32_t k = 0; k < o->ninput; k++) {
		Sym nm = o->inputs[k].name;
		uint32_t i = 0;
		while (nm && i < fn->nparam && fn->params[i].name != nm)
			i++;
		if (nm && i == fn->nparam)
			return emit_error(b, fn->loc,
				"--input '%s': '%s' has no parameter of that name",
				sym_str(nm), sym_str(fn->name));
		/* a spec by position k is parameter k's: one by name for it too would be dropped */
		for (uint32_t j = 0; nm && j < o->ninput; j++)
			if (!o->inputs[j].name && j == i)
				return emit_error(b, fn->params[i].loc,
					"--input: parameter '%s' has a spec "
					"by position (the %u%s) and one by name", sym_str(nm), j + 1,
					j == 0 ? "st" : j == 1 ? "nd" : j == 2 ? "rd" : "th");
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
			return emit_error(b, fn->loc,
				"'%s' returns %s%s; a model's outputs are tensors, "
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
		if (list_elemtype(b, s)->kind == T_ANY) { /* a comprehension that built no element:
				* TorchScript types it by its element (List[int] for `[i for i in
				* range(0)]`), which was never built here; a guess could be the wrong
				* output type */
			emit_error(b, loc,
				"the type of the elements of a returned empty comprehension is "
				"not known: annotate the return type (-> List[int], -> List[Tensor], ...)");
			return -1;
		}
		if (list_elemtype(b, s)->kind == T_TUPLE) {
			SV *r = rows_of(b, s, loc);
			for (uint32_t i = 0; r && i < r->n; i++)
				vpush(b->a, out, r->el[i]->v);
			return r ? 0 : -1;
		}
		Value *v = list_seq(b, s, NULL, loc);
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
		emit_error(b, fn->loc, "'%s' returns no value a model can output (%s): ONNX Runtime "
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
			emit_error(b, fn->params[i].loc,
				"parameter '%s' has no rank, and ONNX requires "
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
	b->curfile = m->file;
	b->preludedef = module_preludedef;
	b->customs = o->customs;
	b->ncustom = o->ncustom;
	if (globals(b) < 0)
		return NULL;
	Ast *fn = NULL;
	SV *self = NULL;
	int ismod = module_entry(b, o, &fn, &self);
	if (ismod < 0)
		return NULL;
	if (!ismod)
		fn = entryfn(b, o->entry);
	if (!fn || checkspecs(b, fn, o) < 0)
		return NULL;
	b->g->name = ismod ? module_name(b) : fn->name;
	b->fns[0] = fn;
	b->stacklow = stacklow();
	ModuleScope ms;
	module_enter(b, fn, fn->loc, &ms);
	if (self)
		tensor_bind(b, b->selfname, self);
	if (inline_signature(b, fn) < 0)
		return NULL;
	for (uint32_t i = 0; i < fn->nparam; i++) {
		if (optdefault(b, fn, i, o))
			continue;
		SV *v = entryparam(b, fn, i, o);
		if (v)
			tensor_bind(b, fn->params[i].name, v);
	}
	if (b->d->nerror)
		return NULL;
	Returned r = {0};
	b->ret = &r; /* for the outputs' names: a returned dict's keys */
	Vals *out = stmt_body(b, fn);
	b->ret = NULL;
	if (out && !b->d->nerror)
		out = entryouts(b, fn, out);
	SV *shape = out ? out->shape : NULL;
	if (shape && shape->k == SV_TUPLE && shape->dict && shape->n == out->n && !r.lstvaries)
		b->g->outnames = keycopy(b->g->arena, shape);
	if (!out && !b->raised && !b->d->nerror) /* a builder path that failed unreported: never
						 * exit 1 without a located error */
		emit_error(b, fn->loc, "internal: '%s' could not be built, and no error says why "
			"(please report this script)", sym_str(fn->name));
	if (!out && b->raised && !b->d->nerror)
		emit_error(b, b->raiseloc,
			"'%s' raises on every path, and ONNX cannot raise: there "
			"is no model to write", sym_str(fn->name));
	if (out && opttuple(shape))
		emit_error(b, fn->loc, "'%s' returns an Optional[Tuple] that is None or not depending "
			"on run-time values; ONNX has no optional of a tuple (check it with 'is None' "
			"and return a tuple either way)", sym_str(fn->name));
	if (b->d->nerror || !out || (o->ranked && rankless(b, fn) < 0))
		return NULL;
	module_leave(b, &ms);
	/* a function declares no parameters: every key of the file is unexpected */
	if (!ismod && o->weights && rt_weights_match(b->g->arena, b->d, o->weights, NULL, 0,
	    NULL) < 0)
		return NULL;
	return results(b, fn, out) < 0 ? NULL : b->g;
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
