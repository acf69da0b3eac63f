/* Module instances of __init__ (pyval.h): their attributes as nn.Module.__setattr__ sorts
 * them (parameters, buffers, submodules), the containers (Sequential, ModuleList, ModuleDict,
 * ParameterList, ParameterDict) and nn.Module's own methods. */
#include <string.h>
#include "interp.h"

Obj *
obj_new(Interp *in, PV *cls, SrcLoc loc)
{
	Obj *o = NEW(in->a, Obj);
	o->cls = cls;
	o->kind = interp_kind(in, cls);
	o->loc = loc;
	o->id = in->nobj++;
	return o;
}

Slot *
obj_slot(Obj *o, Sym name)
{
	for (uint32_t i = 0; i < o->n; i++)
		if (o->slot[i].name == name)
			return &o->slot[i];
	return NULL;
}

static Slot *
addslot(Interp *in, Obj *o, Sym name)
{
	if (o->n == o->cap) {
		uint32_t cap = o->cap ? o->cap * 2 : 8;
		Slot *s = NEWA(in->a, Slot, cap);
		if (o->n)
			memcpy(s, o->slot, o->n * sizeof *s);
		o->slot = s, o->cap = cap;
	}
	Slot *s = &o->slot[o->n++];
	s->name = name;
	return s;
}

/* self.name = v, as nn.Module.__setattr__ sorts it: a Parameter is a parameter, a module a
 * submodule, a tensor or None set on a buffer's name stays that buffer, the rest attributes */
void
obj_set(Interp *in, Obj *o, Sym name, PV *v, SlotRole role, SrcLoc loc)
{
	Slot *s = obj_slot(o, name);
	if (role == A_ATTR) {
		if (v->k == PV_OBJ)
			role = A_MODULE;
		else if (v->k == PV_TENSOR && v->t->role == R_PARAM)
			role = A_PARAM;
		else if (s && (s->role == A_BUFFER || s->role == A_PARAM) &&
			 (v->k == PV_NONE || v->k == PV_TENSOR))
			role = s->role;
	}
	if (!s) {
		s = addslot(in, o, name);
		s->persistent = 1;
	} else if (s->role != role && (s->role == A_PARAM || s->role == A_MODULE ||
		   s->role == A_BUFFER)) {
		/* nn.Module deletes it from its dict and sets it anew: it goes last */
		Slot keep = *s;
		memmove(s, s + 1, (size_t)(o->slot + o->n - s - 1) * sizeof *s);
		s = &o->slot[o->n - 1];
		*s = keep;
		s->persistent = 1;
	}
	s->v = v, s->role = role, s->loc = loc;
	if (v->k == PV_TENSOR && (role == A_PARAM || role == A_BUFFER) && !v->t->loc.line) {
		Builder *b = in->b; /* a built-in module's: declared where the script built it */
		v->t->loc = b->preludefile && loc.file == b->preludefile && b->userat.line ?
			b->userat : loc;
	}
}

/* the items of a container: its modules (parameters), by position; a ModuleDict's keys */
PV *
obj_items(Interp *in, Obj *o, SrcLoc loc)
{
	if (!o->kind || !strcmp(o->kind, "Module"))
		return in_err(in, loc, "'%s' object is not iterable", o->cls->def ?
			sym_str(o->cls->def->name) : "Module");
	int dict = !strcmp(o->kind, "ModuleDict") || !strcmp(o->kind, "ParameterDict");
	PV *l = pv_new(in, PV_LIST);
	for (uint32_t i = 0; i < o->n; i++) {
		Slot *s = &o->slot[i];
		if (s->role != A_MODULE && s->role != A_PARAM)
			continue;
		pv_push(in, l, dict ? pv_str(in, sym_str(s->name)) : s->v);
	}
	return l;
}

int
obj_contains(Interp *in, Obj *o, PV *x, SrcLoc loc)
{
	PV *it = obj_items(in, o, loc);
	if (!it)
		return -1;
	for (uint32_t i = 0; i < it->n; i++)
		if (pv_eq(it->el[i], x))
			return 1;
	return 0;
}

static int
isdict(const Obj *o)
{
	return o->kind && (!strcmp(o->kind, "ModuleDict") || !strcmp(o->kind, "ParameterDict"));
}

static int
isparams(const Obj *o)
{
	return o->kind && (!strcmp(o->kind, "ParameterList") || !strcmp(o->kind, "ParameterDict"));
}

/* the container's item for key k (a position or a ModuleDict's key) */
static Slot *
item(Interp *in, Obj *o, PV *k, SrcLoc loc)
{
	if (isdict(o)) {
		if (k->k != PV_STR)
			return in_err(in, loc, "a %s's keys are strings", o->kind), NULL;
		Slot *s = obj_slot(o, sym_intern(k->s, strlen(k->s)));
		if (!s)
			in_err(in, loc, "KeyError: '%s'", k->s);
		return s;
	}
	PV *it = obj_items(in, o, loc);
	if (!it)
		return NULL;
	if (k->k != PV_INT && k->k != PV_BOOL)
		return in_err(in, loc, "a %s's indices are integers", o->kind), NULL;
	int64_t i = k->i < 0 ? k->i + it->n : k->i;
	if (i < 0 || i >= it->n)
		return in_err(in, loc, "index %lld is out of range", (long long)k->i), NULL;
	uint32_t seen = 0;
	for (uint32_t j = 0; j < o->n; j++)
		if ((o->slot[j].role == A_MODULE || o->slot[j].role == A_PARAM) && seen++ == i)
			return &o->slot[j];
	return NULL;
}

/* a container of the same kind holding items [b, b+st, ...) (Sequential's slices keep
 * their items' names, ModuleList's are numbered anew: PyTorch's __getitem__) */
static PV *
sliceof(Interp *in, Obj *o, int64_t b, int64_t st, int64_t c, SrcLoc loc)
{
	PV *r = pv_new(in, PV_OBJ);
	r->obj = obj_new(in, interp_container(in, o->kind), loc);
	r->obj->kind = o->kind;
	uint32_t seen = 0, k = 0;
	for (uint32_t j = 0; j < o->n; j++) {
		Slot *s = &o->slot[j];
		if (s->role != A_MODULE && s->role != A_PARAM)
			continue;
		int64_t at = seen++;
		if (at < b || (at - b) % st || (at - b) / st >= c)
			continue;
		Sym nm = !strcmp(o->kind, "Sequential") ? s->name : sym_intern(arena_printf(in->a,
			"%u", k), strlen(arena_printf(in->a, "%u", k)));
		k++;
		Slot *d = addslot(in, r->obj, nm);
		*d = *s;
		d->name = nm;
	}
	return r;
}

PV *
obj_subscript(Interp *in, Frame *f, Obj *o, Ast *ix, SrcLoc loc)
{
	if (ix->k == E_SLICE) {
		PV *it = obj_items(in, o, loc);
		int64_t b, st, c;
		if (!it || isdict(o) || pv_slice(in, f, ix, it->n, &b, &st, &c) < 0)
			return it && isdict(o) ? in_err(in, loc, "a %s cannot be sliced", o->kind) :
				NULL;
		return sliceof(in, o, b, st, c, loc);
	}
	PV *k = in_expr(in, f, ix);
	if (!k)
		return NULL;
	Slot *s = item(in, o, k, ix->loc);
	return s ? s->v : NULL;
}

static Sym
numname(Interp *in, uint64_t i)
{
	const char *s = arena_printf(in->a, "%llu", (unsigned long long)i);
	return sym_intern(s, strlen(s));
}

static int
additem(Interp *in, Obj *o, Sym name, PV *v, SrcLoc loc)
{
	if (isparams(o)) {
		if (v->k != PV_TENSOR)
			return in_err(in, loc, "a %s holds Parameters, not a %s", o->kind,
				pv_kindname(v)), -1;
		if (v->t->role != R_PARAM) { /* ParameterList wraps a tensor as a Parameter */
			PTensor *t = NEW(in->a, PTensor);
			*t = *v->t;
			t->role = R_PARAM;
			t->loc = (SrcLoc){0};
			v = pv_new(in, PV_TENSOR);
			v->t = t;
		}
		obj_set(in, o, name, v, A_PARAM, loc);
		return 0;
	}
	if (v->k != PV_OBJ)
		return in_err(in, loc, "a %s holds modules, not a %s", o->kind ? o->kind : "module",
			pv_kindname(v)), -1;
	obj_set(in, o, name, v, A_MODULE, loc);
	return 0;
}

int
obj_setitem(Interp *in, Frame *f, Obj *o, Ast *ix, PV *v, SrcLoc loc)
{
	PV *k = in_expr(in, f, ix);
	if (!k)
		return -1;
	if (isdict(o)) {
		if (k->k != PV_STR)
			return in_err(in, loc, "a %s's keys are strings", o->kind), -1;
		return additem(in, o, sym_intern(k->s, strlen(k->s)), v, loc);
	}
	Slot *s = item(in, o, k, ix->loc);
	if (!s)
		return -1;
	return additem(in, o, s->name, v, loc);
}

/* the container's own __init__: Sequential(a, b) or Sequential(OrderedDict), ModuleList(xs),
 * ModuleDict(d), ParameterList(xs), ParameterDict(d); Module() takes nothing */
PV *
obj_container(Interp *in, Obj *o, PV **a, uint32_t n, SrcLoc loc)
{
	const char *k = o->kind;
	if (!strcmp(k, "Module")) {
		if (n)
			return in_err(in, loc, "Module.__init__() takes no arguments");
		return in->none;
	}
	if (!strcmp(k, "Sequential")) {
		if (n == 1 && a[0]->k == PV_DICT) {
			for (uint32_t i = 0; i < a[0]->n; i++) {
				PV *key = a[0]->keys[i];
				if (key->k != PV_STR)
					return in_err(in, loc, "a Sequential's names are strings");
				if (additem(in, o, sym_intern(key->s, strlen(key->s)), a[0]->el[i], loc) < 0)
					return NULL;
			}
			return in->none;
		}
		for (uint32_t i = 0; i < n; i++)
			if (additem(in, o, numname(in, i), a[i], loc) < 0)
				return NULL;
		return in->none;
	}
	if (n > 1)
		return in_err(in, loc, "%s() takes at most one argument", k);
	if (!n || a[0]->k == PV_NONE)
		return in->none;
	if (isdict(o)) {
		PV *d = a[0];
		if (d->k == PV_LIST || d->k == PV_TUPLE) {
			for (uint32_t i = 0; i < d->n; i++) {
				PV *kv = d->el[i];
				if ((kv->k != PV_TUPLE && kv->k != PV_LIST) || kv->n != 2 ||
				    kv->el[0]->k != PV_STR)
					return in_err(in, loc, "%s() takes a dict or (name, item) pairs", k);
				if (additem(in, o, sym_intern(kv->el[0]->s, strlen(kv->el[0]->s)),
				    kv->el[1], loc) < 0)
					return NULL;
			}
			return in->none;
		}
		if (d->k != PV_DICT)
			return in_err(in, loc, "%s() takes a dict", k);
		for (uint32_t i = 0; i < d->n; i++) {
			if (d->keys[i]->k != PV_STR)
				return in_err(in, loc, "a %s's keys are strings", k);
			if (additem(in, o, sym_intern(d->keys[i]->s, strlen(d->keys[i]->s)), d->el[i],
			    loc) < 0)
				return NULL;
		}
		return in->none;
	}
	PV *it = pv_items(in, a[0], loc);
	if (!it)
		return NULL;
	it = pv_seq(in, PV_LIST, it->el, it->n);
	for (uint32_t i = 0; i < it->n; i++)
		if (additem(in, o, numname(in, i), it->el[i], loc) < 0)
			return NULL;
	return in->none;
}

/* the modules under o, itself first, each once (nn.Module.modules()) */
static void
modules(Interp *in, PV *self, PV *out, int children)
{
	if (!children) {
		for (uint32_t i = 0; i < out->n; i++)
			if (out->el[i]->obj == self->obj)
				return;
		pv_push(in, out, self);
	}
	for (uint32_t i = 0; i < self->obj->n; i++) {
		Slot *s = &self->obj->slot[i];
		if (s->role != A_MODULE || s->v->k != PV_OBJ)
			continue;
		if (children)
			pv_push(in, out, s->v);
		else
			modules(in, s->v, out, 0);
	}
}

static void
params(Interp *in, PV *self, PV *out, int buffers)
{
	PV *mods = pv_new(in, PV_LIST);
	modules(in, self, mods, 0);
	for (uint32_t m = 0; m < mods->n; m++)
		for (uint32_t i = 0; i < mods->el[m]->obj->n; i++) {
			Slot *s = &mods->el[m]->obj->slot[i];
			if (s->role != (buffers ? A_BUFFER : A_PARAM) || s->v->k != PV_TENSOR)
				continue;
			int dup = 0;
			for (uint32_t j = 0; j < out->n && !dup; j++)
				dup = out->el[j]->t == s->v->t;
			if (!dup)
				pv_push(in, out, s->v);
		}
}

static int
apply(Interp *in, PV *self, PV *fn, SrcLoc loc)
{
	for (uint32_t i = 0; i < self->obj->n; i++) {
		Slot *s = &self->obj->slot[i];
		if (s->role == A_MODULE && s->v->k == PV_OBJ && apply(in, s->v, fn, loc) < 0)
			return -1;
	}
	return interp_call(in, fn, &self, 1, NULL, NULL, 0, loc) ? 0 : -1;
}

static int
isname(Interp *in, PV *v, SrcLoc loc, const char *what)
{
	if (v->k != PV_STR)
		return in_err(in, loc, "%s name should be a string, not %s", what, pv_kindname(v)), 0;
	if (!v->s[0] || strchr(v->s, '.'))
		return in_err(in, loc, "%s name can't be empty or contain \".\"", what), 0;
	return 1;
}

PV *
obj_method(Interp *in, PV *self, const char *m, PV **a, uint32_t n, Sym *kwn, PV **kwv,
	uint32_t nkw, SrcLoc loc)
{
	Obj *o = self->obj;
	if (!strcmp(m, "__init__"))
		return obj_container(in, o, a, n, loc);
	if (!strcmp(m, "register_buffer") || !strcmp(m, "register_parameter")) {
		int buf = m[9] == 'b';
		PV *pers = in_kwarg(kwn, kwv, nkw, "persistent");
		if (n != 2 && !(n == 1 && in_kwarg(kwn, kwv, nkw, buf ? "tensor" : "param")))
			return in_err(in, loc, "%s() takes a name and a %s", m, buf ? "tensor" :
				"parameter");
		PV *v = n == 2 ? a[1] : in_kwarg(kwn, kwv, nkw, buf ? "tensor" : "param");
		if (!isname(in, a[0], loc, buf ? "buffer" : "parameter"))
			return NULL;
		if (v->k != PV_NONE && v->k != PV_TENSOR)
			return in_err(in, loc, "cannot assign a %s as %s '%s' (a Tensor or None is "
				"expected)", pv_kindname(v), buf ? "buffer" : "parameter", a[0]->s);
		if (!buf && v->k == PV_TENSOR && v->t->role != R_PARAM)
			return in_err(in, loc, "cannot assign a Tensor as parameter '%s' "
				"(torch.nn.Parameter or None expected)", a[0]->s);
		Sym nm = sym_intern(a[0]->s, strlen(a[0]->s));
		Slot *was = obj_slot(o, nm);
		if (was && was->role != (buf ? A_BUFFER : A_PARAM))
			return in_err(in, loc, "attribute '%s' already exists", a[0]->s);
		if (buf && v->k == PV_TENSOR && v->t->role == R_PLAIN) {
			PTensor *t = NEW(in->a, PTensor); /* the same tensor, now a buffer */
			*t = *v->t;
			v = pv_new(in, PV_TENSOR);
			v->t = t;
		}
		if (buf && v->k == PV_TENSOR)
			v->t->role = pers && !pv_truth(pers) ? R_NPBUFFER : R_BUFFER;
		obj_set(in, o, nm, v, buf ? A_BUFFER : A_PARAM, loc);
		obj_slot(o, nm)->persistent = !(pers && !pv_truth(pers));
		return in->none;
	}
	if (!strcmp(m, "add_module") || !strcmp(m, "register_module")) {
		if (n != 2 || !isname(in, a[0], loc, "module"))
			return n != 2 ? in_err(in, loc, "%s() takes a name and a module", m) : NULL;
		if (a[1]->k != PV_OBJ && a[1]->k != PV_NONE)
			return in_err(in, loc, "%s is not a Module subclass", pv_kindname(a[1]));
		obj_set(in, o, sym_intern(a[0]->s, strlen(a[0]->s)), a[1], A_MODULE, loc);
		return in->none;
	}
	if (!strcmp(m, "apply")) {
		if (n != 1)
			return in_err(in, loc, "apply() takes a function");
		return apply(in, self, a[0], loc) < 0 ? NULL : self;
	}
	if (!strcmp(m, "modules") || !strcmp(m, "children")) {
		PV *out = pv_new(in, PV_LIST);
		modules(in, self, out, m[0] == 'c');
		return out;
	}
	if (!strcmp(m, "parameters") || !strcmp(m, "buffers")) {
		PV *out = pv_new(in, PV_LIST);
		params(in, self, out, m[0] == 'b');
		return out;
	}
	if (!strcmp(m, "eval") || !strcmp(m, "train") || !strcmp(m, "requires_grad_") ||
	    !strcmp(m, "zero_grad") || !strcmp(m, "cpu") || !strcmp(m, "cuda"))
		return self; /* scriptc compiles the module in eval mode, on the CPU */
	if (!strcmp(m, "float") || !strcmp(m, "double") || !strcmp(m, "half") ||
	    !strcmp(m, "bfloat16") || !strcmp(m, "to")) {
		/* every floating parameter and buffer to the dtype (nn.Module._apply) */
		DType dt = m[0] == 'f' ? DT_F32 : m[0] == 'd' ? DT_F64 : m[0] == 'h' ? DT_F16 :
			m[0] == 'b' ? DT_BF16 : DT_UNDEF;
		for (uint32_t i = 0; i < n; i++)
			if (a[i]->k == PV_DTYPE)
				dt = (DType)a[i]->i;
		PV *d = in_kwarg(kwn, kwv, nkw, "dtype");
		if (d && d->k == PV_DTYPE)
			dt = (DType)d->i;
		if (dt == DT_UNDEF)
			return self; /* .to(device) */
		PV *ts = pv_new(in, PV_LIST);
		params(in, self, ts, 0);
		params(in, self, ts, 1);
		for (uint32_t i = 0; i < ts->n; i++)
			if (dtype_isfloat(ts->el[i]->t->dt)) {
				ts->el[i]->t->dt = dt;
				ts->el[i]->t->data = NULL;
			}
		return self;
	}
	if (o->kind && strcmp(o->kind, "Module")) {
		if ((!strcmp(m, "append") || !strcmp(m, "add")) && n == 1) {
			PV *it = obj_items(in, o, loc);
			return it && additem(in, o, numname(in, it->n), a[0], loc) == 0 ? self : NULL;
		}
		if (!strcmp(m, "extend") && n == 1) {
			PV *xs = pv_items(in, a[0], loc);
			if (!xs)
				return NULL;
			xs = pv_seq(in, PV_LIST, xs->el, xs->n);
			for (uint32_t i = 0; i < xs->n; i++) {
				PV *it = obj_items(in, o, loc);
				if (!it || additem(in, o, numname(in, it->n), xs->el[i], loc) < 0)
					return NULL;
			}
			return self;
		}
		if (!strcmp(m, "insert") && n == 2 && a[0]->k == PV_INT &&
		    strcmp(o->kind, "ModuleList") == 0) {
			PV *it = obj_items(in, o, loc);
			if (!it)
				return NULL;
			int64_t i = a[0]->i < 0 ? a[0]->i + it->n : a[0]->i;
			i = i < 0 ? 0 : i > it->n ? it->n : i;
			PV *l = pv_seq(in, PV_LIST, it->el, it->n);
			pv_push(in, l, a[1]);
			memmove(l->el + i + 1, l->el + i, (l->n - 1 - i) * sizeof *l->el);
			l->el[i] = a[1];
			o->n = 0;
			for (uint32_t j = 0; j < l->n; j++)
				additem(in, o, numname(in, j), l->el[j], loc);
			return in->none;
		}
		if (isdict(o) && (!strcmp(m, "keys") || !strcmp(m, "values") || !strcmp(m, "items"))) {
			PV *l = pv_new(in, PV_LIST);
			for (uint32_t i = 0; i < o->n; i++) {
				Slot *s = &o->slot[i];
				if (s->role != A_MODULE && s->role != A_PARAM)
					continue;
				PV *k = pv_str(in, sym_str(s->name));
				if (m[0] == 'i') {
					PV *t = pv_new(in, PV_TUPLE);
					pv_push(in, t, k), pv_push(in, t, s->v);
					pv_push(in, l, t);
				} else
					pv_push(in, l, m[0] == 'k' ? k : s->v);
			}
			return l;
		}
		if (isdict(o) && !strcmp(m, "update") && n == 1) {
			PV *tmp[1] = {a[0]};
			return obj_container(in, o, tmp, 1, loc);
		}
	}
	return in_skip(in);
}
