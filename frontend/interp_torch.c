/* The __init__ evaluator's torch: module instances (their attributes as nn.Module keeps
 * them: parameters, buffers, submodules), the containers (Sequential, ModuleList,
 * ModuleDict, ParameterList, ParameterDict), nn.Module's methods, tensors made by torch's
 * factories (their shape and dtype; their values where the factory gives them) and
 * nn.init, whose values never matter: a parameter's come from the weights. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "interp.h"
#include "../runtime/runtime.h"

/* ---- objects ---- */

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

/* ---- nn.Module's methods ---- */

static PV *
kwarg(Sym *kwn, PV **kwv, uint32_t nkw, const char *name)
{
	for (uint32_t i = 0; i < nkw; i++)
		if (kwn[i] && !strcmp(sym_str(kwn[i]), name))
			return kwv[i];
	return NULL;
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
		PV *pers = kwarg(kwn, kwv, nkw, "persistent");
		if (n != 2 && !(n == 1 && kwarg(kwn, kwv, nkw, buf ? "tensor" : "param")))
			return in_err(in, loc, "%s() takes a name and a %s", m, buf ? "tensor" :
				"parameter");
		PV *v = n == 2 ? a[1] : kwarg(kwn, kwv, nkw, buf ? "tensor" : "param");
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
		PV *d = kwarg(kwn, kwv, nkw, "dtype");
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

/* ---- tensors ---- */

static PV *
tensor(Interp *in, DType dt, int32_t rank, const int64_t *dims, SrcLoc loc)
{
	if (rank > MAXRANK)
		return in_err(in, loc, "a tensor of rank %d (at most %d)", rank, MAXRANK);
	PV *v = pv_new(in, PV_TENSOR);
	PTensor *t = v->t = NEW(in->a, PTensor);
	t->dt = dt, t->rank = rank;
	for (int32_t i = 0; i < rank; i++) {
		if (dims[i] < 0)
			return in_err(in, loc, "a tensor with a negative dimension %lld",
				(long long)dims[i]);
		t->dims[i] = dims[i];
	}
	return v;
}

static int64_t
numel(const PTensor *t)
{
	int64_t n = 1;
	for (int32_t i = 0; i < t->rank; i++)
		n *= t->dims[i];
	return n;
}

/* the sizes of a factory call: torch.zeros(2, 3), torch.zeros((2, 3)), torch.zeros([2, 3]),
 * torch.zeros(x.shape) */
static int
sizes(Interp *in, PV **a, uint32_t n, int64_t *dims, int32_t *rank, SrcLoc loc)
{
	PV **el = a;
	if (n == 1 && (a[0]->k == PV_TUPLE || a[0]->k == PV_LIST))
		el = a[0]->el, n = a[0]->n;
	if (n > MAXRANK)
		return in_err(in, loc, "a tensor of rank %u (at most %d)", n, MAXRANK), -1;
	for (uint32_t i = 0; i < n; i++) {
		if (el[i]->k != PV_INT)
			return in_err(in, loc, "a tensor's sizes are ints, not %s",
				pv_kindname(el[i])), -1;
		dims[i] = el[i]->i;
	}
	*rank = (int32_t)n;
	return 0;
}

static DType
dtypeof(Interp *in, Sym *kwn, PV **kwv, uint32_t nkw, DType def)
{
	PV *d = kwarg(kwn, kwv, nkw, "dtype");
	(void)in;
	return d && d->k == PV_DTYPE ? (DType)d->i : def;
}

static void
fill(PTensor *t, Arena *a, double v)
{
	t->data = rt_tensor(a, t->dt, t->rank, t->dims);
	Tensor *x = t->data;
	for (int64_t i = 0; i < x->numel; i++)
		switch (t->dt) {
		case DT_F32: ((float *)x->data)[i] = (float)v; break;
		case DT_F64: ((double *)x->data)[i] = v; break;
		case DT_I64: ((int64_t *)x->data)[i] = (int64_t)v; break;
		case DT_I32: ((int32_t *)x->data)[i] = (int32_t)v; break;
		case DT_BOOL: case DT_U8: case DT_I8: ((uint8_t *)x->data)[i] = (uint8_t)(int)v; break;
		default: t->data = NULL; return;
		}
}

/* torch.tensor(data): nested lists of numbers */
static int
literal(Interp *in, PV *x, int depth, PTensor *t, double *out, int64_t *k, int *isfloat,
	SrcLoc loc)
{
	if (x->k == PV_INT || x->k == PV_BOOL || x->k == PV_FLOAT) {
		if (depth != t->rank)
			return in_err(in, loc, "torch.tensor(): the lists are not rectangular"), -1;
		*isfloat |= x->k == PV_FLOAT;
		if (x->k == PV_BOOL && *k == 0 && depth == 0)
			*isfloat |= 2;
		out[(*k)++] = x->k == PV_FLOAT ? x->f : (double)x->i;
		return 0;
	}
	if (x->k != PV_LIST && x->k != PV_TUPLE)
		return in_err(in, loc, "torch.tensor() takes numbers and lists of them, not %s",
			pv_kindname(x)), -1;
	if (depth == t->rank) {
		if (depth == MAXRANK)
			return in_err(in, loc, "torch.tensor(): too deep"), -1;
		t->dims[t->rank++] = x->n;
	} else if (t->dims[depth] != x->n)
		return in_err(in, loc, "torch.tensor(): the lists are not rectangular"), -1;
	for (uint32_t i = 0; i < x->n; i++)
		if (literal(in, x->el[i], depth + 1, t, out, k, isfloat, loc) < 0)
			return -1;
	return 0;
}

static uint64_t
count(PV *x)
{
	if (x->k != PV_LIST && x->k != PV_TUPLE)
		return 1;
	uint64_t n = 0;
	for (uint32_t i = 0; i < x->n; i++)
		n += count(x->el[i]);
	return n;
}

static PV *
fromdata(Interp *in, PV *x, Sym *kwn, PV **kwv, uint32_t nkw, SrcLoc loc)
{
	if (x->k == PV_TENSOR)
		return x;
	uint64_t n = count(x);
	if (n > 10000000)
		return in_err(in, loc, "torch.tensor() of %llu numbers at compile time",
			(unsigned long long)n);
	double *vals = NEWA(in->a, double, n + 1);
	PTensor t = {0};
	int64_t k = 0;
	int isfloat = 0;
	if (literal(in, x, 0, &t, vals, &k, &isfloat, loc) < 0)
		return NULL;
	DType dt = dtypeof(in, kwn, kwv, nkw, x->k == PV_BOOL ? DT_BOOL : isfloat & 1 ? DT_F32 :
		DT_I64);
	PV *v = tensor(in, dt, t.rank, t.dims, loc);
	if (!v)
		return NULL;
	fill(v->t, in->b->g->arena, 0);
	Tensor *d = v->t->data;
	for (int64_t i = 0; d && i < d->numel; i++)
		switch (dt) {
		case DT_F32: ((float *)d->data)[i] = (float)vals[i]; break;
		case DT_F64: ((double *)d->data)[i] = vals[i]; break;
		case DT_I64: ((int64_t *)d->data)[i] = (int64_t)vals[i]; break;
		case DT_I32: ((int32_t *)d->data)[i] = (int32_t)vals[i]; break;
		default: ((uint8_t *)d->data)[i] = (uint8_t)(int)vals[i]; break;
		}
	return v;
}

static PV *
factory(Interp *in, const char *f, PV **a, uint32_t n, Sym *kwn, PV **kwv, uint32_t nkw,
	SrcLoc loc)
{
	int64_t dims[MAXRANK];
	int32_t rank;
	if (!strcmp(f, "tensor") || !strcmp(f, "as_tensor")) {
		if (n != 1)
			return in_err(in, loc, "torch.%s() takes the data", f);
		return fromdata(in, a[0], kwn, kwv, nkw, loc);
	}
	if (!strcmp(f, "arange")) {
		double v[3] = {0, 0, 1};
		int isfloat = 0;
		if (n < 1 || n > 3)
			return in_err(in, loc, "torch.arange() takes 1 to 3 numbers");
		for (uint32_t i = 0; i < n; i++) {
			if (a[i]->k != PV_INT && a[i]->k != PV_FLOAT && a[i]->k != PV_BOOL)
				return in_err(in, loc, "torch.arange() takes numbers");
			isfloat |= a[i]->k == PV_FLOAT;
			v[n == 1 ? 1 : i] = a[i]->k == PV_FLOAT ? a[i]->f : (double)a[i]->i;
		}
		if (v[2] == 0)
			return in_err(in, loc, "torch.arange(): step must be nonzero");
		double c = ceil((v[1] - v[0]) / v[2]);
		dims[0] = c > 0 ? (int64_t)c : 0;
		PV *t = tensor(in, dtypeof(in, kwn, kwv, nkw, isfloat ? DT_F32 : DT_I64), 1, dims, loc);
		if (!t)
			return NULL;
		fill(t->t, in->b->g->arena, 0);
		Tensor *d = t->t->data;
		for (int64_t i = 0; d && i < d->numel; i++) {
			double x = v[0] + (double)i * v[2];
			switch (d->dtype) {
			case DT_F32: ((float *)d->data)[i] = (float)x; break;
			case DT_F64: ((double *)d->data)[i] = x; break;
			case DT_I64: ((int64_t *)d->data)[i] = (int64_t)x; break;
			case DT_I32: ((int32_t *)d->data)[i] = (int32_t)x; break;
			default: t->t->data = NULL; break;
			}
		}
		return t;
	}
	if (!strcmp(f, "eye")) {
		if (n < 1 || n > 2 || a[0]->k != PV_INT || (n == 2 && a[1]->k != PV_INT))
			return in_err(in, loc, "torch.eye() takes one or two ints");
		dims[0] = a[0]->i, dims[1] = n == 2 ? a[1]->i : a[0]->i;
		PV *t = tensor(in, dtypeof(in, kwn, kwv, nkw, DT_F32), 2, dims, loc);
		if (!t)
			return NULL;
		fill(t->t, in->b->g->arena, 0);
		Tensor *d = t->t->data;
		for (int64_t i = 0; d && i < dims[0] && i < dims[1]; i++)
			switch (d->dtype) {
			case DT_F32: ((float *)d->data)[i * dims[1] + i] = 1; break;
			case DT_F64: ((double *)d->data)[i * dims[1] + i] = 1; break;
			case DT_I64: ((int64_t *)d->data)[i * dims[1] + i] = 1; break;
			default: t->t->data = NULL; break;
			}
		return t;
	}
	int like = strstr(f, "_like") != NULL;
	int full = !strncmp(f, "full", 4);
	if (like) {
		if (n < 1u + (uint32_t)full || a[0]->k != PV_TENSOR)
			return in_err(in, loc, "torch.%s() takes a tensor", f);
		PTensor *s = a[0]->t;
		PV *t = tensor(in, dtypeof(in, kwn, kwv, nkw, s->dt), s->rank, s->dims, loc);
		if (t && (f[0] == 'z' || f[0] == 'o' || full))
			fill(t->t, in->b->g->arena, f[0] == 'o' ? 1 : full ? (a[1]->k == PV_FLOAT ? a[1]->f :
				(double)a[1]->i) : 0);
		return t;
	}
	uint32_t ns = full ? (n ? n - 1 : 0) : n;
	if (full && (n < 2 || (a[n - 1]->k != PV_INT && a[n - 1]->k != PV_FLOAT &&
	    a[n - 1]->k != PV_BOOL)))
		return in_err(in, loc, "torch.full() takes sizes and a number");
	if (sizes(in, a, ns, dims, &rank, loc) < 0)
		return NULL;
	DType def = DT_F32;
	if (full)
		def = a[n - 1]->k == PV_FLOAT ? DT_F32 : a[n - 1]->k == PV_BOOL ? DT_BOOL : DT_I64;
	if (!strncmp(f, "randint", 7))
		def = DT_I64;
	PV *t = tensor(in, dtypeof(in, kwn, kwv, nkw, def), rank, dims, loc);
	if (!t)
		return NULL;
	if (numel(t->t) <= 100000000 && (!strcmp(f, "zeros") || !strcmp(f, "ones") || full))
		fill(t->t, in->b->g->arena, f[0] == 'o' ? 1 : full ? (a[n - 1]->k == PV_FLOAT ? a[n - 1]->f :
			(double)a[n - 1]->i) : 0);
	return t;
}

static int
isfactory(const char *f)
{
	static const char *const fs[] = {"empty", "zeros", "ones", "full", "randn", "rand",
		"tensor", "as_tensor", "arange", "eye", "zeros_like", "ones_like", "empty_like",
		"full_like", "randn_like", "rand_like", "Tensor", "FloatTensor", "LongTensor"};
	for (size_t i = 0; i < sizeof fs / sizeof *fs; i++)
		if (!strcmp(fs[i], f))
			return 1;
	return 0;
}

/* x.name for a tensor of __init__ */
PV *
in_tensorattr(Interp *in, PV *t, const char *name, SrcLoc loc)
{
	if (!strcmp(name, "shape")) {
		PV *s = pv_new(in, PV_TUPLE);
		for (int32_t i = 0; i < t->t->rank; i++)
			pv_push(in, s, pv_int(in, t->t->dims[i]));
		return s;
	}
	if (!strcmp(name, "dtype")) {
		PV *d = pv_new(in, PV_DTYPE);
		d->i = t->t->dt;
		return d;
	}
	if (!strcmp(name, "data"))
		return t; /* the same tensor: writes through .data are writes to it */
	if (!strcmp(name, "ndim"))
		return pv_int(in, t->t->rank);
	if (!strcmp(name, "requires_grad"))
		return pv_bool(in, t->t->role == R_PARAM);
	if (!strcmp(name, "T") && t->t->rank == 2) {
		int64_t d[2] = {t->t->dims[1], t->t->dims[0]};
		return tensor(in, t->t->dt, 2, d, loc);
	}
	PV *m = pv_new(in, PV_BUILTIN);
	m->path = name, m->self = t;
	return m;
}

int
in_tensorwrite(Interp *in, PV *t)
{
	(void)in;
	t->t->data = NULL;
	return 0;
}

static double
at(const Tensor *t, int64_t i)
{
	switch (t->dtype) {
	case DT_F32: { float f; memcpy(&f, (char *)t->data + 4 * i, 4); return f; }
	case DT_F64: { double d; memcpy(&d, (char *)t->data + 8 * i, 8); return d; }
	case DT_I64: { int64_t v; memcpy(&v, (char *)t->data + 8 * i, 8); return (double)v; }
	case DT_I32: { int32_t v; memcpy(&v, (char *)t->data + 4 * i, 4); return v; }
	case DT_BOOL: case DT_U8: return ((uint8_t *)t->data)[i];
	case DT_I8: return ((int8_t *)t->data)[i];
	default: return __builtin_nan("");
	}
}

/* the values of x op y where both are known and of one shape (or one is a number): the
 * buffers __init__ computes (torch.arange(n) + 1); others stay unknown (object.c refuses a
 * read of them).  Computed in double, then stored in r's dtype: exact for the integer and
 * float32 arithmetic such buffers do */
static void
values(Interp *in, TokOp op, PV *x, PV *y, PTensor *r)
{
	const Tensor *a = x->k == PV_TENSOR ? x->t->data : NULL;
	const Tensor *b = y && y->k == PV_TENSOR ? y->t->data : NULL;
	int xs = x->k == PV_INT || x->k == PV_FLOAT || x->k == PV_BOOL;
	int ys = y && (y->k == PV_INT || y->k == PV_FLOAT || y->k == PV_BOOL);
	if (!((a && b && a->numel == b->numel && a->rank == b->rank) || (a && ys) || (xs && b)))
		return;
	if (!(op == OP_ADD || op == OP_SUB || op == OP_MUL || op == OP_DIV || op == OP_NEG ||
	      (op >= OP_EQ && op <= OP_GE)))
		return;
	for (int32_t i = 0; a && b && i < a->rank; i++)
		if (a->dims[i] != b->dims[i])
			return;
	if ((r->dt != DT_F32 && r->dt != DT_F64 && r->dt != DT_I64 && r->dt != DT_I32 &&
	     r->dt != DT_BOOL) || (a && a->dtype == DT_F16) || (b && b->dtype == DT_F16))
		return;
	fill(r, in->b->g->arena, 0);
	Tensor *o = r->data;
	double xv = xs ? (x->k == PV_FLOAT ? x->f : (double)x->i) : 0;
	double yv = ys ? (y->k == PV_FLOAT ? y->f : (double)y->i) : 0;
	const Tensor *t = a ? a : b;
	if ((xs || ys) && t->dtype == DT_F32) /* PyTorch takes the number in the tensor's dtype */
		xv = (float)xv, yv = (float)yv;
	for (int64_t i = 0; o && i < o->numel; i++) {
		double p = a ? at(a, i) : xv, q = b ? at(b, i) : yv, v;
		switch (op) {
		case OP_ADD: v = p + q; break;
		case OP_SUB: v = p - q; break;
		case OP_MUL: v = p * q; break;
		case OP_DIV: v = p / q; break;
		case OP_NEG: v = -p; break;
		case OP_EQ: v = p == q; break;
		case OP_NE: v = p != q; break;
		case OP_LT: v = p < q; break;
		case OP_LE: v = p <= q; break;
		case OP_GT: v = p > q; break;
		default: v = p >= q; break;
		}
		if (r->dt == DT_F32) { float f = (float)(float)v; memcpy((char *)o->data + 4 * i, &f, 4); }
		else if (r->dt == DT_F64) memcpy((char *)o->data + 8 * i, &v, 8);
		else if (r->dt == DT_I64) { int64_t k = (int64_t)v; memcpy((char *)o->data + 8 * i, &k, 8); }
		else if (r->dt == DT_I32) { int32_t k = (int32_t)v; memcpy((char *)o->data + 4 * i, &k, 4); }
		else ((uint8_t *)o->data)[i] = v != 0;
	}
}

/* an operator on tensors in __init__: its shape (broadcast) and dtype; its values where
 * values() computes them (only a buffer outside the state_dict needs them: object.c) */
PV *
in_tensorop(Interp *in, TokOp op, PV *x, PV *y, SrcLoc loc)
{
	PTensor *a = x->k == PV_TENSOR ? x->t : NULL, *b = y && y->k == PV_TENSOR ? y->t : NULL;
	PTensor *big = a && (!b || a->rank >= b->rank) ? a : b;
	int64_t dims[MAXRANK];
	for (int32_t i = 0; i < big->rank; i++) {
		int64_t d = big->dims[i];
		PTensor *o = big == a ? b : a;
		int32_t j = o ? i - (big->rank - o->rank) : -1;
		if (o && j >= 0 && o->dims[j] != d) {
			if (d == 1)
				d = o->dims[j];
			else if (o->dims[j] != 1)
				return in_err(in, loc, "the sizes of the tensors do not broadcast");
		}
		dims[i] = d;
	}
	DType dt = a ? a->dt : b->dt;
	if (a && b && dtype_isfloat(b->dt) && !dtype_isfloat(a->dt))
		dt = b->dt;
	PV *other = big == a ? y : x;
	if (other && other->k == PV_FLOAT && !dtype_isfloat(dt))
		dt = DT_F32;
	if (op == OP_DIV && !dtype_isfloat(dt))
		dt = DT_F32;
	if (op >= OP_EQ && op <= OP_GE)
		dt = DT_BOOL;
	PV *r = tensor(in, dt, big->rank, dims, loc);
	if (r)
		values(in, op, x, y, r->t);
	return r;
}

/* methods of a tensor of __init__ */
static PV *
tmethod(Interp *in, PV *self, const char *m, PV **a, uint32_t n, Sym *kwn, PV **kwv,
	uint32_t nkw, SrcLoc loc)
{
	PTensor *t = self->t;
	size_t ml = strlen(m);
	if (!strcmp(m, "size")) {
		if (!n)
			return in_tensorattr(in, self, "shape", loc);
		if (a[0]->k != PV_INT)
			return in_err(in, loc, "size() takes a dim");
		int64_t d = a[0]->i < 0 ? a[0]->i + t->rank : a[0]->i;
		if (d < 0 || d >= t->rank)
			return in_err(in, loc, "dim %lld is out of range", (long long)a[0]->i);
		return pv_int(in, t->dims[d]);
	}
	if (!strcmp(m, "dim"))
		return pv_int(in, t->rank);
	if (!strcmp(m, "numel") || !strcmp(m, "nelement"))
		return pv_int(in, numel(t));
	if (!strcmp(m, "item") && t->data && numel(t) == 1) {
		Tensor *d = t->data;
		if (dtype_isfloat(d->dtype))
			return pv_float(in, d->dtype == DT_F64 ? *(double *)d->data : *(float *)d->data);
		return pv_int(in, d->dtype == DT_I64 ? *(int64_t *)d->data : d->dtype == DT_I32 ?
			*(int32_t *)d->data : *(uint8_t *)d->data);
	}
	if (!strcmp(m, "detach") || !strcmp(m, "contiguous") || !strcmp(m, "cpu") ||
	    !strcmp(m, "requires_grad_"))
		return self;
	if (!strcmp(m, "clone")) {
		PV *c = pv_new(in, PV_TENSOR);
		c->t = NEW(in->a, PTensor);
		*c->t = *t;
		c->t->role = R_PLAIN, c->t->key = NULL, c->t->loc = (SrcLoc){0};
		return c;
	}
	if (ml > 1 && m[ml - 1] == '_' && m[ml - 2] != '_') {
		t->data = NULL; /* normal_, uniform_, zero_, fill_, copy_, mul_, ...: values only */
		return self;
	}
	if (!strcmp(m, "float") || !strcmp(m, "double") || !strcmp(m, "long") ||
	    !strcmp(m, "half") || !strcmp(m, "int") || !strcmp(m, "bool") || !strcmp(m, "to")) {
		DType dt = m[0] == 'f' ? DT_F32 : m[0] == 'd' ? DT_F64 : m[0] == 'l' ? DT_I64 :
			m[0] == 'h' ? DT_F16 : m[0] == 'i' ? DT_I32 : m[0] == 'b' ? DT_BOOL : t->dt;
		if (m[0] == 't')
			for (uint32_t i = 0; i < n; i++)
				if (a[i]->k == PV_DTYPE)
					dt = (DType)a[i]->i;
		dt = dtypeof(in, kwn, kwv, nkw, dt);
		if (dt == t->dt)
			return self;
		return tensor(in, dt, t->rank, t->dims, loc);
	}
	if (!strcmp(m, "view") || !strcmp(m, "reshape") || !strcmp(m, "unsqueeze") ||
	    !strcmp(m, "squeeze") || !strcmp(m, "flatten")) {
		int64_t dims[MAXRANK];
		int32_t rank = 0;
		int64_t ne = numel(t);
		if (m[0] == 'v' || m[0] == 'r') {
			if (sizes(in, a, n, dims, &rank, loc) < 0)
				return NULL;
			int64_t known = 1, at = -1;
			for (int32_t i = 0; i < rank; i++)
				if (dims[i] == -1 && at < 0)
					at = i;
				else
					known *= dims[i];
			if (at >= 0)
				dims[at] = known ? ne / known : 0;
		} else if (m[0] == 'u') {
			if (n != 1 || a[0]->k != PV_INT)
				return in_err(in, loc, "unsqueeze() takes a dim");
			int64_t d = a[0]->i < 0 ? a[0]->i + t->rank + 1 : a[0]->i;
			if (d < 0 || d > t->rank || t->rank == MAXRANK)
				return in_err(in, loc, "dim %lld is out of range", (long long)a[0]->i);
			for (int32_t i = 0, j = 0; i <= t->rank; i++)
				dims[rank++] = i == d ? 1 : t->dims[j++];
		} else if (m[0] == 's') {
			for (int32_t i = 0; i < t->rank; i++)
				if (t->dims[i] != 1 || (n == 1 && a[0]->k == PV_INT && a[0]->i != i &&
				    a[0]->i + t->rank != i))
					dims[rank++] = t->dims[i];
		} else {
			dims[rank++] = ne;
		}
		PV *r = tensor(in, t->dt, rank, dims, loc);
		if (r && t->data) { /* the same numbers, row-major: the values carry over */
			Arena *ga = in->b->g->arena; /* the graph's: constants outlive the builder */
			r->t->data = NEW(ga, Tensor);
			*r->t->data = *t->data;
			r->t->data->rank = rank;
			r->t->data->dims = NEWA(ga, int64_t, rank + 1);
			memcpy(r->t->data->dims, dims, rank * sizeof *dims);
		}
		return r;
	}
	return in_err(in, loc, "Tensor.%s() is not supported in __init__", m);
}

PV *
in_torchcall(Interp *in, const char *path, PV *self, PV **a, uint32_t n, Sym *kwn,
	PV **kwv, uint32_t nkw, SrcLoc loc)
{
	if (self && self->k == PV_TENSOR)
		return tmethod(in, self, path, a, n, kwn, kwv, nkw, loc);
	if (!strcmp(path, "torch.nn.Parameter")) {
		PV *d = n ? a[0] : kwarg(kwn, kwv, nkw, "data");
		if (!d) {
			int64_t z = 0;
			d = tensor(in, DT_F32, 1, &z, loc);
		}
		if (!d || d->k != PV_TENSOR)
			return d ? in_err(in, loc, "nn.Parameter() takes a tensor, not %s",
				pv_kindname(d)) : NULL;
		PV *p = pv_new(in, PV_TENSOR);
		p->t = NEW(in->a, PTensor);
		*p->t = *d->t;
		p->t->role = R_PARAM, p->t->key = NULL, p->t->loc = (SrcLoc){0}, p->t->val = NULL;
		return p;
	}
	if (!strncmp(path, "torch.nn.init.", 14)) {
		if (!strcmp(path + 14, "calculate_gain"))
			return pv_float(in, 1);
		PV *t = n ? a[0] : kwarg(kwn, kwv, nkw, "tensor");
		if (!t || t->k != PV_TENSOR)
			return in_err(in, loc, "%s() takes a tensor", path);
		t->t->data = NULL;
		return t;
	}
	if (!strcmp(path, "torch.Size")) { /* a tuple of ints */
		PV *it = n == 1 ? pv_items(in, a[0], loc) : n ? NULL : pv_new(in, PV_LIST);
		if (!it)
			return n > 1 ? in_err(in, loc, "torch.Size() takes one list of ints") : NULL;
		for (uint32_t i = 0; i < it->n; i++)
			if (it->el[i]->k != PV_INT)
				return in_err(in, loc, "torch.Size() takes ints, not %s",
					pv_kindname(it->el[i]));
		return pv_seq(in, PV_TUPLE, it->el, it->n);
	}
	if (!strcmp(path, "torch.no_grad") || !strcmp(path, "torch.enable_grad") ||
	    !strcmp(path, "torch.manual_seed"))
		return in->none;
	if (!strcmp(path, "torch.jit.is_scripting") || !strcmp(path, "torch.jit.is_tracing") ||
	    !strcmp(path, "torch.is_grad_enabled"))
		return pv_bool(in, 0); /* __init__ runs in Python, before scripting */
	if (!strncmp(path, "torch.", 6) && isfactory(path + 6)) {
		const char *f = path + 6;
		if (!strcmp(f, "Tensor") || !strcmp(f, "FloatTensor"))
			f = "empty";
		if (!strcmp(path + 6, "LongTensor")) {
			Sym k = SYMC("dtype");
			PV *d = pv_new(in, PV_DTYPE);
			d->i = DT_I64;
			return factory(in, "empty", a, n, &k, &d, 1, loc);
		}
		return factory(in, f, a, n, kwn, kwv, nkw, loc);
	}
	if (!strncmp(path, "torch.", 6) && n >= 1 && a[0]->k == PV_TENSOR &&
	    strncmp(path, "torch.nn.", 9)) {
		PV *m = in_tensorattr(in, a[0], path + 6, loc);
		if (!m || m->k != PV_BUILTIN)
			return m;
		return tmethod(in, a[0], path + 6, a + 1, n - 1, kwn, kwv, nkw, loc);
	}
	return in_skip(in);
}
