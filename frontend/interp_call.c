/* The __init__ evaluator's calls: functions of the files, classes (instances, their
 * methods, super()), the modules imported (torch, torch.nn, math, collections) and
 * Python's builtins.  Tensors, torch's factories and nn.Module's own methods are in
 * interp_torch.c. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "interp.h"

static const char *const containers[] = {"Module", "Sequential", "ModuleList", "ModuleDict",
	"ParameterList", "ParameterDict"};

PV *
interp_container(Interp *in, const char *name)
{
	for (size_t i = 0; i < sizeof containers / sizeof *containers; i++)
		if (!strcmp(containers[i], name)) {
			if (!in->containers[i]) {
				PV *c = pv_new(in, PV_CLASS);
				c->path = containers[i];
				in->containers[i] = c;
			}
			return in->containers[i];
		}
	return NULL;
}

/* ---- names of imported modules ---- */

static int
ismodpath(const char *p)
{
	static const char *const mods[] = {"torch", "torch.nn", "torch.nn.functional",
		"torch.nn.init", "torch.jit", "torch.nn.modules", "torch.nn.parameter", "math",
		"typing", "collections", "torch.nn.modules.module", "torch.nn.modules.container",
		"torch.nn.utils", "typing_extensions"};
	for (size_t i = 0; i < sizeof mods / sizeof *mods; i++)
		if (!strcmp(p, mods[i]))
			return 1;
	return 0;
}

/* path.name for an imported module path */
static PV *
resolve(Interp *in, const char *path, const char *name, SrcLoc loc)
{
	const char *full = arena_printf(in->a, "%s.%s", path, name);
	if (ismodpath(full)) {
		PV *m = pv_new(in, PV_MODULE);
		m->path = full;
		return m;
	}
	if (!strcmp(path, "torch") && dtype_torch(name) != DT_UNDEF) {
		PV *d = pv_new(in, PV_DTYPE);
		d->i = dtype_torch(name);
		return d;
	}
	if (!strcmp(path, "math")) {
		static const struct { const char *n; double v; } c[] = {
			{"pi", 3.141592653589793}, {"e", 2.718281828459045},
			{"tau", 6.283185307179586}, {"inf", __builtin_inf()},
			{"nan", __builtin_nan("")}};
		for (size_t i = 0; i < sizeof c / sizeof *c; i++)
			if (!strcmp(c[i].n, name))
				return pv_float(in, c[i].v);
	}
	if (!strcmp(full, "torch.Tensor")) {
		PV *t = pv_new(in, PV_TYPE);
		t->s = "Tensor";
		return t;
	}
	if (!strcmp(path, "typing") || !strcmp(path, "typing_extensions")) {
		PV *t = pv_new(in, PV_BUILTIN);
		t->path = arena_printf(in->a, "typing.%s", name);
		return t;
	}
	if (!strncmp(path, "torch.nn", 8) && strcmp(path, "torch.nn.functional") &&
	    strcmp(path, "torch.nn.init")) {
		PV *c = interp_container(in, name);
		if (c)
			return c;
		if (strcmp(name, "Parameter")) {
			PV *p = interp_global(in, interp_prelude(in), sym_intern(name, strlen(name)));
			if (p && p->k == PV_CLASS)
				return p;
			if (p != in->poison && name[0] >= 'A' && name[0] <= 'Z')
				return in_err(in, loc, "nn.%s is not supported (docs/modules.md lists the "
					"built-in modules)", name);
			if (p == in->poison)
				return NULL;
		}
	}
	PV *b = pv_new(in, PV_BUILTIN);
	b->path = !strcmp(full, "torch.nn.parameter.Parameter") ? "torch.nn.Parameter" : full;
	return b;
}

void
in_import(Interp *in, Frame *f, Ast *s)
{
	if (s->k == S_IMPORT) {
		PV *m = pv_new(in, PV_MODULE);
		m->path = s->str;
		const char *dot = strchr(s->str, '.');
		Sym name = s->name ? s->name : sym_intern(s->str, dot ? (size_t)(dot - s->str) :
			strlen(s->str));
		if (!s->name && dot)
			m->path = sym_str(name);
		in_bind(in, f, name, m);
		return;
	}
	for (uint32_t i = 0; i < s->list.n; i++) {
		Ast *it = s->list.v[i];
		PV *v = resolve(in, s->str, sym_str(it->name), it->loc);
		if (v)
			in_bind(in, f, it->sym2 ? it->sym2 : it->name, v);
	}
}

/* ---- strings ---- */

PV *
pv_tostr(Interp *in, PV *v, int repr, SrcLoc loc)
{
	switch (v->k) {
	case PV_NONE: return pv_str(in, "None");
	case PV_BOOL: return pv_str(in, v->i ? "True" : "False");
	case PV_INT: return pv_str(in, arena_printf(in->a, "%lld", (long long)v->i));
	case PV_FLOAT: {
		char buf[64];
		if (isinf(v->f) || isnan(v->f))
			return pv_str(in, isnan(v->f) ? "nan" : v->f > 0 ? "inf" : "-inf");
		for (int p = 1; p <= 17; p++) { /* the shortest that reads back: Python's repr */
			snprintf(buf, sizeof buf, "%.*g", p, v->f);
			if (strtod(buf, NULL) == v->f)
				break;
		}
		if (!strpbrk(buf, ".en"))
			strcat(buf, ".0");
		return pv_str(in, arena_strndup(in->a, buf, strlen(buf)));
	}
	case PV_STR: return repr ? pv_str(in, arena_printf(in->a, "'%s'", v->s)) : v;
	case PV_TUPLE: case PV_LIST: {
		const char *o = v->k == PV_LIST ? "[" : "(";
		for (uint32_t i = 0; i < v->n; i++) {
			PV *e = pv_tostr(in, v->el[i], 1, loc);
			if (!e)
				return NULL;
			o = arena_printf(in->a, "%s%s%s", o, i ? ", " : "", e->s);
		}
		return pv_str(in, arena_printf(in->a, "%s%s", o, v->k == PV_LIST ? "]" :
			v->n == 1 ? ",)" : ")"));
	}
	default:
		return in_err(in, loc, "str() of a %s is not supported in __init__", pv_kindname(v));
	}
}

/* ---- classes ---- */

static PV *
globalexpr(Interp *in, Unit *u, Ast *e)
{
	Frame f = {.u = u, .global = 1};
	return in_expr(in, &f, e);
}

PV *
interp_expr(Interp *in, Unit *u, Ast *e)
{
	return globalexpr(in, u, e);
}

/* a user class's bases, evaluated where it is defined */
static PV *
bases(Interp *in, PV *cls)
{
	if (cls->bases || !cls->def)
		return cls->bases;
	PV *t = pv_new(in, PV_TUPLE);
	cls->bases = t;
	for (uint32_t i = 0; i < cls->def->list2.n; i++) {
		Ast *e = cls->def->list2.v[i];
		if (e->k == E_KEYWORD)
			continue;
		PV *b = globalexpr(in, cls->unit, e);
		if (!b)
			return t;
		if (b->k != PV_CLASS) {
			in_err(in, e->loc, "a base class must be a class (nn.Module or a subclass)");
			return t;
		}
		pv_push(in, t, b);
	}
	return t;
}

/* the class attributes of cls's own body (`expansion = 4`, `__constants__ = [...]`) */
static PV *
classattrs(Interp *in, PV *cls)
{
	if (cls->self || !cls->def)
		return cls->self;
	PV *d = pv_new(in, PV_DICT);
	cls->self = d;
	for (uint32_t i = 0; i < cls->def->list.n; i++) {
		Ast *s = cls->def->list.v[i];
		Ast *t = s->k == S_ASSIGN && s->list.n == 1 ? s->list.v[0] : s->k == S_ANNASSIGN ?
			s->a : NULL;
		Ast *v = s->k == S_ASSIGN ? s->a : s->k == S_ANNASSIGN ? s->c : NULL;
		if (!t || !v || t->k != E_NAME)
			continue;
		PV *x = globalexpr(in, cls->unit, v);
		if (x)
			pv_dictset(in, d, pv_str(in, sym_str(t->name)), x);
	}
	return d;
}

Ast *
interp_method(Interp *in, PV *cls, Sym name, PV **found)
{
	if (!cls->def)
		return NULL;
	for (uint32_t i = 0; i < cls->def->list.n; i++) {
		Ast *s = cls->def->list.v[i];
		if (s->k == S_DEF && s->name == name) {
			if (found)
				*found = cls;
			return s;
		}
	}
	PV *bs = bases(in, cls);
	for (uint32_t i = 0; bs && i < bs->n; i++) {
		Ast *m = interp_method(in, bs->el[i], name, found);
		if (m)
			return m;
	}
	return NULL;
}

/* the decorator @name (classmethod, staticmethod) on def */
static int
decorated(const Ast *def, const char *name)
{
	for (uint32_t i = 0; i < def->list2.n; i++) {
		const Ast *d = def->list2.v[i];
		if (d->k == E_NAME && !strcmp(sym_str(d->name), name))
			return 1;
	}
	return 0;
}

/* a class attribute of cls or a base, as read through an instance (methods bound to self
 * by the caller: not a staticmethod; a classmethod is bound to its class here), or NULL */
PV *
interp_classattr(Interp *in, PV *cls, Sym name)
{
	PV *m;
	Ast *def = interp_method(in, cls, name, &m);
	if (def) {
		PV *fn = pv_new(in, PV_FUNC);
		fn->def = def, fn->unit = m->unit, fn->cls = m;
		if (decorated(def, "classmethod"))
			fn->self = cls, fn->i = 1; /* bound already: cls(...) inside builds cls */
		else if (decorated(def, "staticmethod"))
			fn->i = 1;
		return fn;
	}
	PV *d = classattrs(in, cls);
	for (uint32_t i = 0; d && i < d->n; i++)
		if (!strcmp(d->keys[i]->s, sym_str(name)))
			return d->el[i];
	PV *bs = bases(in, cls);
	for (uint32_t i = 0; bs && i < bs->n; i++) {
		PV *a = interp_classattr(in, bs->el[i], name);
		if (a)
			return a;
	}
	return NULL;
}

/* the container class cls is or derives from ("Module" at least), or NULL: not a module */
const char *
interp_kind(Interp *in, PV *cls)
{
	if (!cls->def)
		return cls->path;
	PV *bs = bases(in, cls);
	for (uint32_t i = 0; bs && i < bs->n; i++) {
		const char *k = interp_kind(in, bs->el[i]);
		if (k)
			return k;
	}
	return NULL;
}

static int
subclass(Interp *in, PV *cls, PV *of)
{
	if (pv_eq(cls, of))
		return 1;
	if (!cls->def)
		return !strcmp(of->path ? of->path : "", "Module") && !of->def;
	PV *bs = bases(in, cls);
	for (uint32_t i = 0; bs && i < bs->n; i++)
		if (subclass(in, bs->el[i], of))
			return 1;
	return 0;
}

int
interp_isclass(Interp *in, PV *cls, const char *name)
{
	if (!cls->def)
		return !strcmp(cls->path, name) || !strcmp(name, "Module");
	if (cls->unit == in->prelude && !strcmp(sym_str(cls->def->name), name))
		return 1;
	PV *bs = bases(in, cls);
	for (uint32_t i = 0; bs && i < bs->n; i++)
		if (interp_isclass(in, bs->el[i], name))
			return 1;
	return 0;
}

/* ---- calling ---- */

typedef struct {
	PV **pos;
	uint32_t npos;
	Sym *kwn;
	PV **kwv;
	uint32_t nkw;
} CallArgs;

/* bind a call's arguments to def's parameters in a new frame, as Python does */
static int
bindparams(Interp *in, Frame *fr, Ast *def, PV **a, uint32_t n, Sym *kwn, PV **kwv,
	uint32_t nkw, SrcLoc loc)
{
	const char *fname = sym_str(def->name);
	uint32_t np = 0;
	PV **got = NEWA(in->a, PV *, def->nparam + 1);
	for (uint32_t i = 0; i < def->nparam; i++) {
		Param *p = &def->params[i];
		if (p->star == 1) {
			PV *rest = pv_new(in, PV_TUPLE);
			for (; np < n; np++)
				pv_push(in, rest, a[np]);
			got[i] = rest;
			continue;
		}
		if (p->star == 2) {
			PV *d = pv_new(in, PV_DICT);
			for (uint32_t k = 0; k < nkw; k++)
				if (kwn[k])
					pv_dictset(in, d, pv_str(in, sym_str(kwn[k])), kwv[k]), kwn[k] = 0;
			got[i] = d;
			continue;
		}
		if (!p->kwonly && np < n)
			got[i] = a[np++];
	}
	if (np < n)
		return in_err(in, loc, "%s() takes %u positional arguments but %u were given", fname,
			np, n), -1;
	for (uint32_t k = 0; k < nkw; k++) {
		if (!kwn[k])
			continue;
		uint32_t i = 0;
		while (i < def->nparam && (def->params[i].name != kwn[k] || def->params[i].star))
			i++;
		if (i == def->nparam)
			return in_err(in, loc, "%s() got an unexpected keyword argument '%s'", fname,
				sym_str(kwn[k])), -1;
		if (got[i])
			return in_err(in, loc, "%s() got multiple values for argument '%s'", fname,
				sym_str(kwn[k])), -1;
		got[i] = kwv[k];
	}
	for (uint32_t i = 0; i < def->nparam; i++) {
		Param *p = &def->params[i];
		if (!got[i] && p->def)
			got[i] = globalexpr(in, fr->u, p->def);
		if (!got[i])
			return in_err(in, loc, "%s() missing required argument '%s'", fname,
				sym_str(p->name)), -1;
		in_bind(in, fr, p->name, got[i]);
	}
	return 0;
}

static PV *
callfunc(Interp *in, PV *fn, PV **a, uint32_t n, Sym *kwn, PV **kwv, uint32_t nkw, SrcLoc loc)
{
	PV **all = a;
	if (fn->self) {
		all = NEWA(in->a, PV *, n + 1);
		all[0] = fn->self;
		if (n)
			memcpy(all + 1, a, n * sizeof *a);
		n++;
	}
	Frame fr = {.u = fn->unit, .cls = fn->cls, .self = fn->self};
	Builder *b = in->b;
	SrcLoc at = b->userat;
	const char *what = b->userwhat;
	if (b->preludefile && fn->unit->file == b->preludefile && loc.file != b->preludefile) {
		b->userat = loc; /* errors inside the prelude: said here */
		b->userwhat = fn->cls ? arena_printf(in->a, "nn.%s", sym_str(fn->cls->def->name)) :
			sym_str(fn->def->name);
	}
	PV *r = NULL;
	if (bindparams(in, &fr, fn->def, all, n, kwn, kwv, nkw, loc) == 0) {
		if (!fr.self && fn->cls && n)
			fr.self = all[0];
		r = in_run(in, &fr, &fn->def->list, loc);
	}
	b->userat = at, b->userwhat = what;
	return r;
}

/* Cls(args): a module instance, its __init__ run */
static PV *
construct(Interp *in, PV *cls, PV **a, uint32_t n, Sym *kwn, PV **kwv, uint32_t nkw,
	SrcLoc loc)
{
	const char *kind = interp_kind(in, cls);
	if (!kind)
		return in_err(in, loc, "class '%s' is not an nn.Module: only modules can be "
			"built", cls->def ? sym_str(cls->def->name) : cls->path);
	PV *o = pv_new(in, PV_OBJ);
	o->obj = obj_new(in, cls, loc);
	PV *found;
	Ast *init = interp_method(in, cls, SYMC("__init__"), &found);
	if (init) {
		PV *fn = pv_new(in, PV_FUNC);
		fn->def = init, fn->unit = found->unit, fn->cls = found, fn->self = o;
		PV *r = callfunc(in, fn, a, n, kwn, kwv, nkw, loc);
		if (!r)
			return NULL;
		if (r->k != PV_NONE)
			return in_err(in, init->loc, "__init__() should return None, not '%s'",
				pv_kindname(r));
		return o;
	}
	if (nkw)
		return in_err(in, loc, "%s() takes no keyword arguments", kind);
	return obj_container(in, o->obj, a, n, loc) ? o : NULL;
}

static PV *
pyconvert(Interp *in, PV *type, PV **a, uint32_t n, SrcLoc loc)
{
	const char *t = type->s;
	if (n > 1)
		return in_err(in, loc, "%s() takes at most 1 argument", t);
	PV *x = n ? a[0] : NULL;
	if (!strcmp(t, "int") || !strcmp(t, "float") || !strcmp(t, "bool")) {
		if (!x)
			return !strcmp(t, "float") ? pv_float(in, 0) : !strcmp(t, "bool") ?
				pv_bool(in, 0) : pv_int(in, 0);
		if (!strcmp(t, "bool"))
			return pv_bool(in, pv_truth(x));
		if (x->k == PV_STR) {
			char *end;
			double d = strtod(x->s, &end);
			if (end == x->s || *end)
				return in_err(in, loc, "could not convert string to %s: '%s'", t, x->s);
			if (!strcmp(t, "int")) {
				long long v = strtoll(x->s, &end, 10);
				if (*end)
					return in_err(in, loc, "invalid literal for int(): '%s'", x->s);
				return pv_int(in, v);
			}
			return pv_float(in, d);
		}
		if (x->k != PV_INT && x->k != PV_BOOL && x->k != PV_FLOAT)
			return in_err(in, loc, "%s() of a %s is not supported in __init__", t,
				pv_kindname(x));
		if (!strcmp(t, "float"))
			return pv_float(in, x->k == PV_FLOAT ? x->f : (double)x->i);
		if (x->k == PV_FLOAT && (isnan(x->f) || isinf(x->f)))
			return in_err(in, loc, "cannot convert float %s to integer", isnan(x->f) ?
				"NaN" : "infinity");
		return pv_int(in, x->k == PV_FLOAT ? (int64_t)x->f : x->i);
	}
	if (!strcmp(t, "str"))
		return x ? pv_tostr(in, x, 0, loc) : pv_str(in, "");
	if (!strcmp(t, "tuple") || !strcmp(t, "list")) {
		PV *it = x ? pv_items(in, x, loc) : pv_new(in, PV_LIST);
		return it ? pv_seq(in, t[0] == 't' ? PV_TUPLE : PV_LIST, it->el, it->n) : NULL;
	}
	if (!strcmp(t, "dict")) {
		PV *d = pv_new(in, PV_DICT);
		if (x && x->k == PV_DICT)
			for (uint32_t i = 0; i < x->n; i++)
				pv_dictset(in, d, x->keys[i], x->el[i]);
		else if (x) {
			PV *it = pv_items(in, x, loc);
			for (uint32_t i = 0; it && i < it->n; i++) {
				PV *kv = it->el[i];
				if ((kv->k != PV_TUPLE && kv->k != PV_LIST) || kv->n != 2)
					return in_err(in, loc, "dict() takes pairs");
				pv_dictset(in, d, kv->el[0], kv->el[1]);
			}
			if (!it)
				return NULL;
		}
		return d;
	}
	return in_err(in, loc, "%s() is not supported in __init__", t);
}

static int
isinst(Interp *in, PV *x, PV *c, SrcLoc loc)
{
	if (c->k == PV_TUPLE) {
		for (uint32_t i = 0; i < c->n; i++) {
			int r = isinst(in, x, c->el[i], loc);
			if (r)
				return r;
		}
		return 0;
	}
	if (c->k == PV_TYPE) {
		const char *t = c->s;
		return (!strcmp(t, "int") && (x->k == PV_INT || x->k == PV_BOOL)) ||
			(!strcmp(t, "float") && x->k == PV_FLOAT) ||
			(!strcmp(t, "bool") && x->k == PV_BOOL) ||
			(!strcmp(t, "str") && x->k == PV_STR) ||
			(!strcmp(t, "tuple") && x->k == PV_TUPLE) ||
			(!strcmp(t, "list") && x->k == PV_LIST) ||
			(!strcmp(t, "dict") && x->k == PV_DICT) ||
			(!strcmp(t, "Tensor") && x->k == PV_TENSOR);
	}
	if (c->k == PV_CLASS)
		return x->k == PV_OBJ && subclass(in, x->obj->cls, c);
	if (c->k == PV_BUILTIN && !strcmp(c->path, "torch.nn.Parameter"))
		return x->k == PV_TENSOR && x->t->role == R_PARAM;
	in_err(in, loc, "isinstance() arg 2 must be a type or tuple of types");
	return -1;
}

static PV *
minmax(Interp *in, int max, PV **a, uint32_t n, SrcLoc loc)
{
	PV *it = n == 1 ? pv_items(in, a[0], loc) : pv_seq(in, PV_LIST, a, n);
	if (!it)
		return NULL;
	if (!it->n)
		return in_err(in, loc, "%s() arg is an empty sequence", max ? "max" : "min");
	PV *best = it->el[0];
	for (uint32_t i = 1; i < it->n; i++) {
		PV *c = in_binop(in, OP_SUB, it->el[i], best, loc);
		if (!c)
			return NULL;
		double d = c->k == PV_FLOAT ? c->f : (double)c->i;
		if (max ? d > 0 : d < 0)
			best = it->el[i];
	}
	return best;
}

/* Python's builtins */
static PV *
pycall(Interp *in, const char *f, PV **a, uint32_t n, Sym *kwn, PV **kwv, uint32_t nkw,
	SrcLoc loc)
{
	if (!strcmp(f, "print"))
		return in->none;
	if (nkw && strcmp(f, "sorted") && strcmp(f, "enumerate") && strcmp(f, "round"))
		return in_err(in, loc, "%s() takes no keyword arguments here", f);
	if (!strcmp(f, "len")) {
		if (n != 1)
			return in_err(in, loc, "len() takes exactly one argument");
		PV *x = a[0];
		if (x->k == PV_STR)
			return pv_int(in, (int64_t)strlen(x->s));
		if (x->k == PV_RANGE)
			return pv_int(in, pv_rangelen(x));
		if (x->k == PV_OBJ) {
			PV *it = obj_items(in, x->obj, loc);
			return it ? pv_int(in, it->n) : NULL;
		}
		if (x->k == PV_TENSOR)
			return x->t->rank ? pv_int(in, x->t->dims[0]) :
				in_err(in, loc, "len() of a 0-d tensor");
		if (x->k != PV_TUPLE && x->k != PV_LIST && x->k != PV_DICT)
			return in_err(in, loc, "object of type '%s' has no len()", pv_kindname(x));
		return pv_int(in, x->n);
	}
	if (!strcmp(f, "range")) {
		int64_t v[3] = {0, 0, 1};
		if (n < 1 || n > 3)
			return in_err(in, loc, "range expected 1 to 3 arguments, got %u", n);
		for (uint32_t i = 0; i < n; i++) {
			if (a[i]->k != PV_INT && a[i]->k != PV_BOOL)
				return in_err(in, loc, "'%s' object cannot be interpreted as an integer",
					pv_kindname(a[i]));
			v[n == 1 ? 1 : i] = a[i]->i;
		}
		if (v[2] == 0)
			return in_err(in, loc, "range() arg 3 must not be zero");
		PV *r = pv_new(in, PV_RANGE);
		memcpy(r->r, v, sizeof v);
		return r;
	}
	if (!strcmp(f, "isinstance")) {
		if (n != 2)
			return in_err(in, loc, "isinstance expected 2 arguments");
		int r = isinst(in, a[0], a[1], loc);
		return r < 0 ? NULL : pv_bool(in, r);
	}
	if (!strcmp(f, "enumerate") || !strcmp(f, "zip") || !strcmp(f, "reversed") ||
	    !strcmp(f, "sorted")) {
		PV *out = pv_new(in, PV_LIST);
		if (f[0] == 'z') {
			PV **its = NEWA(in->a, PV *, n + 1);
			uint32_t m = UINT32_MAX;
			for (uint32_t i = 0; i < n; i++) {
				if (!(its[i] = pv_items(in, a[i], loc)))
					return NULL;
				m = its[i]->n < m ? its[i]->n : m;
			}
			for (uint32_t j = 0; n && j < m; j++) {
				PV *t = pv_new(in, PV_TUPLE);
				for (uint32_t i = 0; i < n; i++)
					pv_push(in, t, its[i]->el[j]);
				pv_push(in, out, t);
			}
			return out;
		}
		if (n < 1)
			return in_err(in, loc, "%s() takes an iterable", f);
		PV *it = pv_items(in, a[0], loc);
		if (!it)
			return NULL;
		int64_t start = 0;
		if (f[0] == 'e' && (n > 1 || nkw)) {
			PV *s = n > 1 ? a[1] : kwv[0];
			if (s->k != PV_INT)
				return in_err(in, loc, "enumerate()'s start must be an int");
			start = s->i;
		}
		for (uint32_t i = 0; i < it->n; i++) {
			uint32_t j = f[0] == 'r' ? it->n - 1 - i : i;
			if (f[0] == 'e') {
				PV *t = pv_new(in, PV_TUPLE);
				pv_push(in, t, pv_int(in, start + i));
				pv_push(in, t, it->el[j]);
				pv_push(in, out, t);
			} else
				pv_push(in, out, it->el[j]);
		}
		if (f[0] == 's') { /* insertion sort: __init__'s lists are short */
			int rev = 0;
			for (uint32_t k = 0; k < nkw; k++)
				if (!strcmp(sym_str(kwn[k]), "reverse"))
					rev = pv_truth(kwv[k]);
				else
					return in_err(in, loc, "sorted()'s %s= is not supported",
						sym_str(kwn[k]));
			for (uint32_t i = 1; i < out->n; i++)
				for (uint32_t j = i; j > 0; j--) {
					PV *c = in_binop(in, OP_SUB, out->el[j - 1], out->el[j], loc);
					if (!c && out->el[j]->k == PV_STR) {
						int s = strcmp(out->el[j - 1]->s, out->el[j]->s);
						if ((rev ? s < 0 : s > 0)) {
							PV *t = out->el[j]; out->el[j] = out->el[j - 1]; out->el[j - 1] = t;
						}
						continue;
					}
					if (!c)
						return NULL;
					double d = c->k == PV_FLOAT ? c->f : (double)c->i;
					if (rev ? d < 0 : d > 0) {
						PV *t = out->el[j]; out->el[j] = out->el[j - 1]; out->el[j - 1] = t;
					}
				}
		}
		return out;
	}
	if (!strcmp(f, "min") || !strcmp(f, "max"))
		return minmax(in, f[1] == 'a', a, n, loc);
	if (!strcmp(f, "abs")) {
		if (n != 1 || (a[0]->k != PV_INT && a[0]->k != PV_FLOAT && a[0]->k != PV_BOOL))
			return in_err(in, loc, "abs() takes one number");
		return a[0]->k == PV_FLOAT ? pv_float(in, fabs(a[0]->f)) : pv_int(in,
			a[0]->i < 0 ? -a[0]->i : a[0]->i);
	}
	if (!strcmp(f, "sum") || !strcmp(f, "any") || !strcmp(f, "all")) {
		PV *it = n >= 1 ? pv_items(in, a[0], loc) : NULL;
		if (!it)
			return n ? NULL : in_err(in, loc, "%s() takes an iterable", f);
		if (f[0] != 's') {
			int any = f[1] == 'n';
			for (uint32_t i = 0; i < it->n; i++)
				if (pv_truth(it->el[i]) == any)
					return pv_bool(in, any);
			return pv_bool(in, !any);
		}
		PV *s = n > 1 ? a[1] : pv_int(in, 0);
		for (uint32_t i = 0; s && i < it->n; i++)
			s = in_binop(in, OP_ADD, s, it->el[i], loc);
		return s;
	}
	if (!strcmp(f, "round")) {
		if (n < 1 || (a[0]->k != PV_FLOAT && a[0]->k != PV_INT))
			return in_err(in, loc, "round() takes a number");
		if (n == 1 && !nkw)
			return a[0]->k == PV_INT ? a[0] : pv_int(in, (int64_t)nearbyint(a[0]->f));
		PV *d = n > 1 ? a[1] : kwv[0];
		double p = pow(10, (double)d->i), x = a[0]->k == PV_INT ? (double)a[0]->i : a[0]->f;
		return pv_float(in, nearbyint(x * p) / p);
	}
	if (!strcmp(f, "divmod")) {
		if (n != 2)
			return in_err(in, loc, "divmod expected 2 arguments");
		PV *q = in_binop(in, OP_FLOORDIV, a[0], a[1], loc);
		PV *r = q ? in_binop(in, OP_MOD, a[0], a[1], loc) : NULL;
		if (!r)
			return NULL;
		PV *t = pv_new(in, PV_TUPLE);
		pv_push(in, t, q), pv_push(in, t, r);
		return t;
	}
	if (!strcmp(f, "hasattr") || !strcmp(f, "getattr")) {
		if (n < 2 || a[1]->k != PV_STR)
			return in_err(in, loc, "%s() takes an object and an attribute name", f);
		Sym s = sym_intern(a[1]->s, strlen(a[1]->s));
		if (a[0]->k == PV_OBJ) {
			Slot *sl = obj_slot(a[0]->obj, s);
			PV *v = sl ? sl->v : interp_classattr(in, a[0]->obj->cls, s);
			if (f[0] == 'h')
				return pv_bool(in, v != NULL);
			if (v)
				return sl ? v : in_getattr(in, a[0], s, loc);
			if (n > 2)
				return a[2];
		}
		if (f[0] == 'h')
			return in_err(in, loc, "hasattr() on a %s is not supported", pv_kindname(a[0]));
		return in_getattr(in, a[0], s, loc);
	}
	if (!strcmp(f, "setattr")) {
		if (n != 3 || a[1]->k != PV_STR)
			return in_err(in, loc, "setattr() takes an object, a name and a value");
		return in_setattr(in, a[0], sym_intern(a[1]->s, strlen(a[1]->s)), a[2], loc) < 0 ?
			NULL : in->none;
	}
	if (!strcmp(f, "collections.OrderedDict") || !strcmp(f, "typing.OrderedDict")) {
		PV *t = pv_new(in, PV_TYPE);
		t->s = "dict";
		return pyconvert(in, t, a, n, loc);
	}
	if (!strncmp(f, "math.", 5) && n >= 1 && n <= 2) {
		const char *m = f + 5;
		for (uint32_t i = 0; i < n; i++)
			if (a[i]->k != PV_INT && a[i]->k != PV_FLOAT && a[i]->k != PV_BOOL)
				return in_err(in, loc, "%s() takes numbers", f);
		double x = a[0]->k == PV_FLOAT ? a[0]->f : (double)a[0]->i;
		double y = n > 1 ? (a[1]->k == PV_FLOAT ? a[1]->f : (double)a[1]->i) : 0;
		if (!strcmp(m, "floor") || !strcmp(m, "ceil") || !strcmp(m, "trunc"))
			return a[0]->k != PV_FLOAT ? pv_int(in, a[0]->i) : pv_int(in, (int64_t)(m[0] ==
				'f' ? floor(x) : m[0] == 'c' ? ceil(x) : trunc(x)));
		if (!strcmp(m, "sqrt") && x < 0)
			return in_err(in, loc, "math domain error");
		if ((!strcmp(m, "log") || !strcmp(m, "log2") || !strcmp(m, "log10")) && x <= 0)
			return in_err(in, loc, "math domain error");
		if (!strcmp(m, "gcd") && n == 2) {
			int64_t p = llabs(a[0]->i), q = llabs(a[1]->i);
			while (q) { int64_t t = p % q; p = q; q = t; }
			return pv_int(in, p);
		}
		if (!strcmp(m, "isqrt") && a[0]->k != PV_FLOAT)
			return pv_int(in, (int64_t)floor(sqrt(x)));
		double r;
		if (!strcmp(m, "sqrt")) r = sqrt(x);
		else if (!strcmp(m, "exp")) r = exp(x);
		else if (!strcmp(m, "log")) r = n > 1 ? log(x) / log(y) : log(x);
		else if (!strcmp(m, "log2")) r = log2(x);
		else if (!strcmp(m, "log10")) r = log10(x);
		else if (!strcmp(m, "pow")) r = pow(x, y);
		else if (!strcmp(m, "sin")) r = sin(x);
		else if (!strcmp(m, "cos")) r = cos(x);
		else if (!strcmp(m, "tan")) r = tan(x);
		else if (!strcmp(m, "atan")) r = atan(x);
		else if (!strcmp(m, "tanh")) r = tanh(x);
		else if (!strcmp(m, "fabs")) r = fabs(x);
		else if (!strcmp(m, "erf")) r = erf(x);
		else if (!strcmp(m, "isnan")) return pv_bool(in, isnan(x));
		else if (!strcmp(m, "isinf")) return pv_bool(in, isinf(x));
		else
			return in_err(in, loc, "%s() is not supported in __init__", f);
		return pv_float(in, r);
	}
	return in_skip(in);
}

PV *
in_builtin(Interp *in, const char *name)
{
	static const char *const fns[] = {"len", "range", "isinstance", "enumerate", "zip",
		"reversed", "sorted", "min", "max", "abs", "sum", "any", "all", "round", "divmod",
		"print", "hasattr", "getattr", "setattr", "super"};
	static const char *const types[] = {"int", "float", "bool", "str", "tuple", "list", "dict"};
	for (size_t i = 0; i < sizeof fns / sizeof *fns; i++)
		if (!strcmp(fns[i], name)) {
			PV *b = pv_new(in, PV_BUILTIN);
			b->path = fns[i];
			return b;
		}
	for (size_t i = 0; i < sizeof types / sizeof *types; i++)
		if (!strcmp(types[i], name)) {
			PV *t = pv_new(in, PV_TYPE);
			t->s = types[i];
			return t;
		}
	return NULL;
}

PV *
interp_call(Interp *in, PV *callee, PV **a, uint32_t n, Sym *kwn, PV **kwv, uint32_t nkw,
	SrcLoc loc)
{
	switch (callee->k) {
	case PV_FUNC: return callfunc(in, callee, a, n, kwn, kwv, nkw, loc);
	case PV_CLASS: return construct(in, callee, a, n, kwn, kwv, nkw, loc);
	case PV_TYPE:
		if (nkw || !strcmp(callee->s, "Tensor"))
			return in_err(in, loc, "%s() takes no keyword arguments", callee->s);
		return pyconvert(in, callee, a, n, loc);
	case PV_BUILTIN: {
		PV *r;
		if (callee->self && callee->self->k == PV_OBJ) {
			r = obj_method(in, callee->self, callee->path, a, n, kwn, kwv, nkw, loc);
			if (r != in_skip(in))
				return r;
			return in_err(in, loc, "'%s' has no method '%s' at compile time",
				sym_str(callee->self->obj->cls->def ? callee->self->obj->cls->def->name :
				sym_intern(callee->self->obj->kind, strlen(callee->self->obj->kind))),
				callee->path);
		}
		if (callee->self && callee->self->k != PV_TENSOR)
			return pymethod(in, callee->self, callee->path, a, n, loc);
		if (!callee->self && !strchr(callee->path, '.') && strcmp(callee->path, "super")) {
			r = pycall(in, callee->path, a, n, kwn, kwv, nkw, loc);
			if (r != in_skip(in))
				return r;
		}
		if (!callee->self && (!strncmp(callee->path, "math.", 5) ||
		    !strncmp(callee->path, "collections.", 12) || !strcmp(callee->path,
		    "typing.OrderedDict"))) {
			r = pycall(in, callee->path, a, n, kwn, kwv, nkw, loc);
			if (r != in_skip(in))
				return r;
		}
		r = in_torchcall(in, callee->path, callee->self, a, n, kwn, kwv, nkw, loc);
		if (r != in_skip(in))
			return r;
		return in_err(in, loc, "%s%s() is not supported in __init__", callee->self ?
			arena_printf(in->a, "%s.", pv_kindname(callee->self)) : "", callee->path);
	}
	default:
		return in_err(in, loc, "'%s' object is not callable", pv_kindname(callee));
	}
}

PV *
in_callexpr(Interp *in, Frame *f, Ast *call)
{
	Ast *ce = call->a;
	if (ce->k == E_NAME && ce->name == SYMC("super") && !interp_global(in, f->u, ce->name)) {
		if (!f->cls || !f->self)
			return in_err(in, call->loc, "super() outside a method");
		PV *s = pv_new(in, PV_SUPER);
		s->self = f->self, s->cls = f->cls;
		return s; /* super(Cls, self) too: the same in single inheritance */
	}
	PV *callee = in_expr(in, f, ce);
	if (!callee)
		return NULL;
	PV *pos = pv_new(in, PV_LIST);
	uint32_t cap = call->list.n + 1, nkw = 0;
	Sym *kwn = NEWA(in->a, Sym, cap);
	PV **kwv = NEWA(in->a, PV *, cap);
	for (uint32_t i = 0; i < call->list.n; i++) {
		Ast *x = call->list.v[i];
		if (x->k == E_KEYWORD) {
			if (!x->name)
				return in_err(in, x->loc, "**kwargs in a call is not supported");
			PV *v = in_expr(in, f, x->a);
			if (!v)
				return NULL;
			kwn[nkw] = x->name, kwv[nkw++] = v;
			continue;
		}
		PV *v = in_expr(in, f, x->k == E_STARRED ? x->a : x);
		if (!v)
			return NULL;
		if (x->k == E_STARRED) {
			PV *it = pv_items(in, v, x->loc);
			if (!it)
				return NULL;
			for (uint32_t j = 0; j < it->n; j++)
				pv_push(in, pos, it->el[j]);
		} else
			pv_push(in, pos, v);
	}
	return interp_call(in, callee, pos->el, pos->n, kwn, kwv, nkw, call->loc);
}

/* ---- attributes ---- */

static PV *
bound(Interp *in, const char *path, PV *self)
{
	PV *m = pv_new(in, PV_BUILTIN);
	m->path = path, m->self = self;
	return m;
}

PV *
in_getattr(Interp *in, PV *x, Sym name, SrcLoc loc)
{
	const char *s = sym_str(name);
	switch (x->k) {
	case PV_MODULE: return resolve(in, x->path, s, loc);
	case PV_OBJ: {
		Slot *sl = obj_slot(x->obj, name);
		if (sl)
			return sl->v;
		if (!strcmp(s, "training"))
			return pv_bool(in, 0);
		PV *a = interp_classattr(in, x->obj->cls, name);
		if (a && a->k == PV_FUNC) {
			PV *m = pv_new(in, PV_FUNC);
			*m = *a;
			if (!a->i) /* (a classmethod or staticmethod is bound already, or never) */
				m->self = x;
			return m;
		}
		if (a)
			return a;
		return bound(in, s, x); /* nn.Module's own (interp_torch.c), or an error when called */
	}
	case PV_SUPER: {
		PV *bs = bases(in, x->cls);
		for (uint32_t i = 0; bs && i < bs->n; i++) {
			PV *found;
			Ast *m = interp_method(in, bs->el[i], name, &found);
			if (m) {
				PV *fn = pv_new(in, PV_FUNC);
				fn->def = m, fn->unit = found->unit, fn->cls = found, fn->self = x->self;
				return fn;
			}
		}
		return bound(in, s, x->self); /* Module.__init__, Sequential.__init__, ... */
	}
	case PV_CLASS: {
		PV *a = interp_classattr(in, x, name);
		if (a)
			return a;
		return in_err(in, loc, "class '%s' has no attribute '%s'", x->def ?
			sym_str(x->def->name) : x->path, s);
	}
	case PV_TENSOR: return in_tensorattr(in, x, s, loc);
	case PV_LIST: case PV_DICT: case PV_STR: case PV_TUPLE:
		return bound(in, s, x);
	default:
		return in_err(in, loc, "'%s' object has no attribute '%s'", pv_kindname(x), s);
	}
}

int
in_setattr(Interp *in, PV *x, Sym name, PV *v, SrcLoc loc)
{
	if (x->k != PV_OBJ)
		return in_err(in, loc, "cannot set attribute '%s' of a %s", sym_str(name),
			pv_kindname(x)), -1;
	obj_set(in, x->obj, name, v, A_ATTR, loc);
	return 0;
}

/* methods of lists, dicts, tuples and strings */
PV *
pymethod(Interp *in, PV *x, const char *m, PV **a, uint32_t n, SrcLoc loc)
{
	if (x->k == PV_LIST && !strcmp(m, "append") && n == 1) {
		pv_push(in, x, a[0]);
		return in->none;
	}
	if (x->k == PV_LIST && !strcmp(m, "extend") && n == 1) {
		PV *it = pv_items(in, a[0], loc);
		if (!it)
			return NULL;
		it = pv_seq(in, PV_LIST, it->el, it->n);
		for (uint32_t i = 0; i < it->n; i++)
			pv_push(in, x, it->el[i]);
		return in->none;
	}
	if (x->k == PV_LIST && !strcmp(m, "insert") && n == 2 && a[0]->k == PV_INT) {
		int64_t i = a[0]->i < 0 ? a[0]->i + x->n : a[0]->i;
		i = i < 0 ? 0 : i > x->n ? x->n : i;
		pv_push(in, x, a[1]);
		memmove(x->el + i + 1, x->el + i, (x->n - 1 - i) * sizeof *x->el);
		x->el[i] = a[1];
		return in->none;
	}
	if (x->k == PV_LIST && !strcmp(m, "pop") && n <= 1) {
		if (!x->n)
			return in_err(in, loc, "pop from empty list");
		int64_t i = n ? (a[0]->i < 0 ? a[0]->i + x->n : a[0]->i) : x->n - 1;
		if (i < 0 || i >= x->n)
			return in_err(in, loc, "pop index out of range");
		PV *r = x->el[i];
		memmove(x->el + i, x->el + i + 1, (x->n - 1 - i) * sizeof *x->el);
		x->n--;
		return r;
	}
	if ((x->k == PV_LIST || x->k == PV_TUPLE) && (!strcmp(m, "index") || !strcmp(m, "count")) &&
	    n == 1) {
		int64_t c = 0;
		for (uint32_t i = 0; i < x->n; i++)
			if (pv_eq(x->el[i], a[0])) {
				if (m[0] == 'i')
					return pv_int(in, i);
				c++;
			}
		return m[0] == 'i' ? in_err(in, loc, "value is not in list") : pv_int(in, c);
	}
	if (x->k == PV_LIST && !strcmp(m, "copy") && !n)
		return pv_seq(in, PV_LIST, x->el, x->n);
	if (x->k == PV_LIST && !strcmp(m, "reverse") && !n) {
		for (uint32_t i = 0; i < x->n / 2; i++) {
			PV *t = x->el[i]; x->el[i] = x->el[x->n - 1 - i]; x->el[x->n - 1 - i] = t;
		}
		return in->none;
	}
	if (x->k == PV_DICT) {
		if ((!strcmp(m, "keys") || !strcmp(m, "values") || !strcmp(m, "items")) && !n) {
			PV *l = pv_new(in, PV_LIST);
			for (uint32_t i = 0; i < x->n; i++) {
				if (m[0] == 'k')
					pv_push(in, l, x->keys[i]);
				else if (m[0] == 'v')
					pv_push(in, l, x->el[i]);
				else {
					PV *t = pv_new(in, PV_TUPLE);
					pv_push(in, t, x->keys[i]), pv_push(in, t, x->el[i]);
					pv_push(in, l, t);
				}
			}
			return l;
		}
		if ((!strcmp(m, "get") || !strcmp(m, "pop") || !strcmp(m, "setdefault")) &&
		    n >= 1 && n <= 2) {
			for (uint32_t i = 0; i < x->n; i++)
				if (pv_eq(x->keys[i], a[0])) {
					PV *r = x->el[i];
					if (m[0] == 'p') {
						memmove(x->el + i, x->el + i + 1, (x->n - 1 - i) * sizeof *x->el);
						memmove(x->keys + i, x->keys + i + 1, (x->n - 1 - i) * sizeof *x->keys);
						x->n--;
					}
					return r;
				}
			if (m[0] == 's')
				pv_dictset(in, x, a[0], n > 1 ? a[1] : in->none);
			if (m[0] == 'p' && n == 1)
				return in_err(in, loc, "KeyError in dict.pop()");
			return n > 1 ? a[1] : in->none;
		}
		if (!strcmp(m, "update") && n == 1 && a[0]->k == PV_DICT) {
			for (uint32_t i = 0; i < a[0]->n; i++)
				pv_dictset(in, x, a[0]->keys[i], a[0]->el[i]);
			return in->none;
		}
		if (!strcmp(m, "copy") && !n) {
			PV *d = pv_new(in, PV_DICT);
			for (uint32_t i = 0; i < x->n; i++)
				pv_dictset(in, d, x->keys[i], x->el[i]);
			return d;
		}
	}
	if (x->k == PV_STR) {
		if ((!strcmp(m, "startswith") || !strcmp(m, "endswith")) && n == 1 &&
		    a[0]->k == PV_STR) {
			size_t ls = strlen(x->s), lp = strlen(a[0]->s);
			return pv_bool(in, lp <= ls && !memcmp(m[0] == 's' ? x->s : x->s + ls - lp,
				a[0]->s, lp));
		}
		if ((!strcmp(m, "lower") || !strcmp(m, "upper")) && !n) {
			char *o = arena_strndup(in->a, x->s, strlen(x->s));
			for (char *p = o; *p; p++)
				*p = m[0] == 'l' ? (*p >= 'A' && *p <= 'Z' ? *p + 32 : *p) :
					(*p >= 'a' && *p <= 'z' ? *p - 32 : *p);
			return pv_str(in, o);
		}
		if (!strcmp(m, "join") && n == 1) {
			PV *it = pv_items(in, a[0], loc);
			if (!it)
				return NULL;
			const char *o = "";
			for (uint32_t i = 0; i < it->n; i++) {
				if (it->el[i]->k != PV_STR)
					return in_err(in, loc, "join() takes strings");
				o = arena_printf(in->a, "%s%s%s", o, i ? x->s : "", it->el[i]->s);
			}
			return pv_str(in, o);
		}
	}
	return in_err(in, loc, "%s.%s() is not supported in __init__", pv_kindname(x), m);
}
