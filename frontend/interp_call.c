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
	if (!strcmp(name, "PackedSequence") && (!strcmp(path, "torch.nn.utils.rnn") ||
	    !strcmp(path, "torch.nn.utils"))) { /* a type of annotations (names.c) */
		PV *t = pv_new(in, PV_BUILTIN);
		t->path = "torch.nn.utils.rnn.PackedSequence";
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

int
in_subclass(Interp *in, PV *cls, PV *of)
{
	if (pv_eq(cls, of))
		return 1;
	if (!cls->def)
		return !strcmp(of->path ? of->path : "", "Module") && !of->def;
	PV *bs = bases(in, cls);
	for (uint32_t i = 0; bs && i < bs->n; i++)
		if (in_subclass(in, bs->el[i], of))
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

PV *
interp_call(Interp *in, PV *callee, PV **a, uint32_t n, Sym *kwn, PV **kwv, uint32_t nkw,
	SrcLoc loc)
{
	switch (callee->k) {
	case PV_FUNC: return callfunc(in, callee, a, n, kwn, kwv, nkw, loc);
	case PV_CLASS: return construct(in, callee, a, n, kwn, kwv, nkw, loc);
	case PV_TYPE: {
		if (nkw && !strcmp(callee->s, "dict") && n <= 1) { /* dict(m, k=v): m's, then k's */
			PV *d = in_pyconvert(in, callee, a, n, loc);
			for (uint32_t i = 0; d && i < nkw; i++)
				pv_dictset(in, d, pv_str(in, sym_str(kwn[i])), kwv[i]);
			return d;
		}
		if (nkw || !strcmp(callee->s, "Tensor"))
			return in_err(in, loc, "%s() takes no keyword arguments", callee->s);
		return in_pyconvert(in, callee, a, n, loc);
	}
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
			r = in_pycall(in, callee->path, a, n, kwn, kwv, nkw, loc);
			if (r != in_skip(in))
				return r;
		}
		if (!callee->self && (!strncmp(callee->path, "math.", 5) ||
		    !strncmp(callee->path, "collections.", 12) || !strcmp(callee->path,
		    "typing.OrderedDict"))) {
			r = in_pycall(in, callee->path, a, n, kwn, kwv, nkw, loc);
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

/* f(**d): d's items appended to the keywords (kwn/kwv, nkw of cap, grown), as Python
 * passes them: d a dict whose keys are strings, none given twice */
static PV **
kwexpand(Interp *in, PV *d, Sym **kwn, PV **kwv, uint32_t *nkw, uint32_t *cap, SrcLoc loc)
{
	if (d->k != PV_DICT) {
		in_err(in, loc, "argument after ** must be a mapping, not %s", pv_kindname(d));
		return NULL;
	}
	if (*nkw + d->n >= *cap) {
		uint32_t c = *nkw + d->n + 1;
		Sym *n2 = NEWA(in->a, Sym, c);
		PV **v2 = NEWA(in->a, PV *, c);
		memcpy(n2, *kwn, sizeof *n2 * *nkw);
		memcpy(v2, kwv, sizeof *v2 * *nkw);
		*kwn = n2, kwv = v2, *cap = c;
	}
	for (uint32_t i = 0; i < d->n; i++) {
		if (d->keys[i]->k != PV_STR) {
			in_err(in, loc, "keywords must be strings");
			return NULL;
		}
		Sym k = sym_intern(d->keys[i]->s, strlen(d->keys[i]->s));
		for (uint32_t j = 0; j < *nkw; j++)
			if ((*kwn)[j] == k) {
				in_err(in, loc, "got multiple values for keyword argument '%s'",
					d->keys[i]->s);
				return NULL;
			}
		(*kwn)[*nkw] = k, kwv[(*nkw)++] = d->el[i];
	}
	return kwv;
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
			PV *v = in_expr(in, f, x->a);
			if (!v)
				return NULL;
			if (!x->name) { /* f(**d): d's items as keywords */
				if (!(kwv = kwexpand(in, v, &kwn, kwv, &nkw, &cap, x->loc)))
					return NULL;
				continue;
			}
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
		if (!strcmp(s, "training")) /* nn.Module.__init__'s, until .eval() */
			return pv_bool(in, 1);
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
