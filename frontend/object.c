/* Module instances in forward: the value kind SV_OBJECT (builder.h), whose attributes are
 * what __init__ left in them (pyval.h): numbers, strings, tuples, lists and dicts fold to
 * constants, submodules are objects, parameters and buffers are the model's weights
 * (initializers with --weights, graph inputs named by their state_dict keys without).
 * Calling an object inlines its forward with `self` bound, its nodes named by its scope
 * (/layer1/layer1.0/conv1, as PyTorch names them); a container's items are iterated,
 * indexed and counted at compile time, as TorchScript unrolls them. */
#include <string.h>
#include "interp.h"
#include "../runtime/runtime.h"

SV *
object_sv(Builder *b, Obj *o)
{
	if (!o->sv) {
		o->sv = sv_new(b, SV_OBJECT);
		o->sv->obj = o;
	}
	return o->sv;
}

static const char *
clsname(const Obj *o)
{
	return o->cls->def ? sym_str(o->cls->def->name) : o->kind;
}

/* the graph's value of a parameter or buffer (made once: a shared one is one weight) */
static SV *
weight(Builder *b, PTensor *t, Sym attr, SrcLoc loc)
{
	if (t->val)
		return sv_value(b, t->val);
	Dim dims[MAXRANK];
	for (int32_t i = 0; i < t->rank; i++)
		dims[i] = t->dims[i];
	if (t->key && (t->role == R_PARAM || t->role == R_BUFFER)) {
		if (t->data) /* from --weights: its bytes stay in the mapping */
			t->val = emit_weight(b, t->data, t->key);
		else
			t->val = ir_addparam(b->g, b->g->top, ty_tensor(t->dt, t->rank, dims),
				sym_intern(t->key, strlen(t->key)));
		return sv_value(b, t->val);
	}
	if (!interp_known(b->interp, t)) {
		emit_error(b, loc, "the values of 'self.%s' are computed in __init__ by operations "
			"scriptc does not evaluate at compile time yet; register it as a "
			"persistent buffer (its values then come from --weights)", sym_str(attr));
		return sv_poison(b);
	}
	t->val = emit_const_tensor(b, t->data);
	return sv_value(b, t->val);
}

static Unit *unitof(Builder *b, const Ast *fn);

/* what forward sees of an __init__ value */
static SV *
fold(Builder *b, PV *v, Sym attr, SrcLoc loc)
{
	switch (v->k) {
	case PV_NONE: return sv_value(b, emit_const_none(b));
	case PV_BOOL: return sv_value(b, emit_const_bool(b, (int)v->i));
	case PV_INT: return sv_value(b, emit_const_int(b, v->i));
	case PV_FLOAT: return sv_value(b, emit_const_float(b, v->f));
	case PV_STR: return sv_value(b, ir_const_str(b->g, ir_end(b->blk), v->s, loc));
	case PV_DTYPE: return sv_value(b, emit_const_dtype(b, (DType)v->i));
	case PV_OBJ: return object_sv(b, v->obj);
	case PV_TENSOR: return weight(b, v->t, attr, loc);
	case PV_BUILTIN: /* a function of torch, F or math held as a value (a Transformer
			  * layer's activation=F.gelu): called as that function */
		if (!v->self && (!strncmp(v->path, "torch.", 6) || !strncmp(v->path, "math.", 5))) {
			SV *f = sv_new(b, SV_BUILTIN);
			f->path = v->path;
			return f;
		}
		break;
	case PV_FUNC: /* a def held as a value, called from a forward of its own file (a
		       * prelude forward calling one of the script's would see the prelude's
		       * names) */
		if (!v->self && (unitof(b, v->def) || b->curfile != b->preludefile)) {
			SV *f = sv_new(b, SV_FUNC);
			f->fn = v->def;
			return f;
		}
		if (!v->self) {
			emit_error(b, loc, "'self.%s' is a function of the script, which a built-in "
				"module's forward cannot call yet (give a module, such as nn.GELU(), "
				"or a function of torch or F)", sym_str(attr));
			return sv_poison(b);
		}
		break;
	case PV_TUPLE:
	case PV_LIST: {
		SV *t = sv_new(b, SV_TUPLE);
		t->n = v->n;
		t->list = v->k == PV_LIST;
		t->el = NEWA(b->a, SV *, v->n + 1);
		for (uint32_t i = 0; i < v->n; i++)
			if ((t->el[i] = fold(b, v->el[i], attr, loc))->k == SV_POISON)
				return t->el[i];
		return t;
	}
	case PV_DICT: {
		DictDisplay dd = dict_display(b, v->n);
		for (uint32_t i = 0; i < v->n; i++) {
			const PV *k = v->keys[i];
			const char *key = k->k == PV_STR ? dict_keyof(b, 's', k->s, 0, 0, loc) :
				k->k == PV_INT ? dict_keyof(b, 'i', NULL, k->i, 0, loc) :
				k->k == PV_FLOAT ? dict_keyof(b, 'f', NULL, 0, k->f, loc) : NULL;
			if (!key && k->k != PV_FLOAT) {
				emit_error(b, loc, "'self.%s' is a dict whose keys are not str, int or "
					"float; scriptc's dicts have those", sym_str(attr));
				return sv_poison(b);
			}
			SV *x = key ? fold(b, v->el[i], attr, loc) : sv_poison(b);
			if (x->k == SV_POISON || dict_displayput(b, &dd, key, x, loc) < 0)
				return sv_poison(b);
		}
		return dd.d;
	}
	default:
		break;
	}
	emit_error(b, loc, "'self.%s' is a %s, which forward cannot use", sym_str(attr),
		pv_kindname(v));
	return sv_poison(b);
}

SV *
object_attr(Builder *b, SV *x, Sym name, SrcLoc loc)
{
	Obj *o = x->obj;
	Interp *in = b->interp;
	Slot *s = obj_slot(o, name);
	const char *n = sym_str(name);
	/* compiled in eval mode: .eval() sets every module's training to False, whatever
	 * __init__ left in it */
	if (!strcmp(n, "training"))
		return sv_value(b, emit_const_bool(b, 0));
	if (s)
		return fold(b, s->v, name, loc);
	PV *a = interp_classattr(in, o->cls, name);
	if (a && a->k == PV_FUNC) {
		SV *f = sv_new(b, SV_FUNC);
		f->fn = a->def;
		f->self = a->i ? NULL : x; /* a staticmethod takes no self */
		if (a->i && a->self) {
			emit_error(b, loc, "'%s' is a classmethod: forward cannot call one", n);
			return sv_poison(b);
		}
		return f;
	}
	if (a)
		return fold(b, a, name, loc);
	if (o->kind && strcmp(o->kind, "Module") && (!strcmp(n, "keys") || !strcmp(n, "values") ||
	    !strcmp(n, "items"))) {
		SV *m = sv_new(b, SV_METHOD);
		m->self = x;
		m->path = n;
		return m;
	}
	emit_error(b, loc, "'%s' object has no attribute '%s'", clsname(o), n);
	return sv_poison(b);
}

/* the items of a container, as a tuple (iterated, indexed and counted at compile time) */
SV *
object_items(Builder *b, SV *x, SrcLoc loc)
{
	Interp *in = b->interp;
	uint32_t nerr = b->d->nerror;
	PV *it = obj_items(in, x->obj, loc);
	if (!it)
		return nerr == b->d->nerror ? (emit_error(b, loc, "not iterable"), sv_poison(b)) :
			sv_poison(b);
	SV *t = sv_new(b, SV_TUPLE);
	t->n = it->n;
	t->el = NEWA(b->a, SV *, it->n + 1);
	for (uint32_t i = 0; i < it->n; i++)
		if ((t->el[i] = fold(b, it->el[i], SYMC("items"), loc))->k == SV_POISON)
			return t->el[i];
	return t;
}

/* self.layers.items() and the like, of a ModuleDict */
SV *
object_method(Builder *b, SV *m, SrcLoc loc)
{
	Obj *o = m->self->obj;
	SV *keys = object_items(b, m->self, loc);
	if (keys->k == SV_POISON)
		return keys;
	int dict = !strcmp(o->kind, "ModuleDict") || !strcmp(o->kind, "ParameterDict");
	if (!dict) {
		emit_error(b, loc, "a %s has no %s()", o->kind, m->path);
		return sv_poison(b);
	}
	SV *t = sv_new(b, SV_TUPLE);
	t->n = keys->n;
	t->list = 1;
	t->el = NEWA(b->a, SV *, keys->n + 1);
	for (uint32_t i = 0, k = 0; i < o->n; i++) {
		Slot *s = &o->slot[i];
		if (s->role != A_MODULE && s->role != A_PARAM)
			continue;
		SV *key = keys->el[k], *val = fold(b, s->v, s->name, loc);
		if (m->path[0] == 'i') {
			SV *p = sv_new(b, SV_TUPLE);
			p->n = 2;
			p->el = NEWA(b->a, SV *, 2);
			p->el[0] = key, p->el[1] = val;
			t->el[k++] = p;
		} else
			t->el[k++] = m->path[0] == 'k' ? key : val;
	}
	return t;
}

/* a container's item: self.layers[0], self.heads["cls"] (constants), self.layers[1:] */
SV *
object_index(Builder *b, SV *x, Ast *idx, SrcLoc loc)
{
	Interp *in = b->interp;
	Obj *o = x->obj;
	if (!o->kind || !strcmp(o->kind, "Module")) {
		emit_error(b, loc, "'%s' object is not subscriptable", clsname(o));
		return sv_poison(b);
	}
	if (idx->k == E_SLICE) {
		for (Ast **p = (Ast *[]){idx->a, idx->b, idx->c}, **e = p + 3; p < e; p++) {
			SV *v = *p ? expr_build(b, *p) : NULL;
			int64_t k;
			if (v && (v->k != SV_VALUE || (!ir_constint(v->v, &k) &&
			    v->v->type->kind != T_NONE))) {
				emit_error(b, (*p)->loc, "a %s is sliced by constants only (TorchScript "
					"unrolls it)", o->kind);
				return sv_poison(b);
			}
		}
	}
	/* the index as a constant of the evaluator: its expression evaluated again there,
	 * which gives the same constant (a name bound in forward is not visible there) */
	SV *k = idx->k == E_SLICE ? NULL : expr_build(b, idx);
	int64_t i;
	if (k && k->k == SV_VALUE && ir_constint(k->v, &i)) {
		PV *it = obj_items(in, o, loc);
		if (!it)
			return sv_poison(b);
		int64_t j = i < 0 ? i + it->n : i;
		if (j < 0 || j >= it->n) {
			emit_error(b, loc, "index %lld is out of range for a %s of %u", (long long)i,
				o->kind, it->n);
			return sv_poison(b);
		}
		return fold(b, it->el[j], SYMC("item"), loc);
	}
	if (k && k->k == SV_VALUE && k->v->def->kind == S_prim_Constant &&
	    k->v->type->kind == T_STR) {
		Slot *s = obj_slot(o, sym_intern(ir_attr(k->v->def, S_value)->s,
			strlen(ir_attr(k->v->def, S_value)->s)));
		if (!s || (s->role != A_MODULE && s->role != A_PARAM)) {
			emit_error(b, loc, "this %s has no key '%s'", o->kind,
				ir_attr(k->v->def, S_value)->s);
			return sv_poison(b);
		}
		return fold(b, s->v, s->name, loc);
	}
	if (k) {
		if (k->k != SV_POISON)
			emit_error(b, loc, "a %s is indexed by a constant only (TorchScript unrolls "
				"it); this index is known only at run time", o->kind);
		return sv_poison(b);
	}
	Frame f = {.u = in->user, .global = 1};
	PV *r = obj_subscript(in, &f, o, idx, loc);
	return r ? fold(b, r, SYMC("item"), loc) : sv_poison(b);
}

SV *
object_len(Builder *b, SV *x, SrcLoc loc)
{
	PV *it = obj_items(b->interp, x->obj, loc);
	return it ? sv_value(b, emit_const_int(b, it->n)) : sv_poison(b);
}

SV *
object_contains(Builder *b, SV *x, SV *key, SrcLoc loc)
{
	Obj *o = x->obj;
	if (!o->kind || (strcmp(o->kind, "ModuleDict") && strcmp(o->kind, "ParameterDict")) ||
	    key->k != SV_VALUE || key->v->def->kind != S_prim_Constant ||
	    key->v->type->kind != T_STR) {
		emit_error(b, loc, "'in' on a module takes a ModuleDict and a constant string");
		return sv_poison(b);
	}
	const char *s = ir_attr(key->v->def, S_value)->s;
	Slot *sl = obj_slot(o, sym_intern(s, strlen(s)));
	return sv_value(b, emit_const_bool(b, sl && (sl->role == A_MODULE || sl->role == A_PARAM)));
}

/* PyTorch's scope component of a module: its qualified name from its last name that is
 * not a number (torch/onnx/utils.py, _unqualified_variable_name): layer1.0 is "layer1.0",
 * layer1.0.conv1 "conv1" */
static const char *
component(Builder *b, const char *path)
{
	const char *start = path, *p = path + strlen(path);
	while (p > path) {
		const char *q = p;
		while (q > path && q[-1] != '.')
			q--;
		int numeric = q < p;
		for (const char *c = q; c < p; c++)
			numeric &= *c >= '0' && *c <= '9';
		start = q;
		if (!numeric)
			break;
		p = q > path ? q - 1 : path;
	}
	return arena_printf(b->a, "/%s", start);
}

/* the nodes built by a module's call, after `after` in blk: their scope goes under comp's
 * (NULL: none), and those of a built-in module's forward are located at the script's call */
static void
scoped(Builder *b, Block *blk, Node *after, const char *comp, SrcLoc call)
{
	for (Node *n = after ? after->next : ir_first(blk); n != ir_end(blk); n = n->next) {
		if (comp) {
			const char *inner = n->scope ? sym_str(n->scope) : "";
			n->scope = sym_intern(arena_printf(b->a, "%s%s", comp, inner),
				strlen(comp) + strlen(inner));
		}
		if (b->preludefile && n->loc.file == b->preludefile && call.file != b->preludefile)
			n->loc = call;
		for (uint32_t i = 0; i < n->nblk; i++)
			scoped(b, n->blk[i], NULL, comp, call);
	}
}

/* obj(args...): its forward, self bound; a Sequential's items one after the other */
SV *
object_call(Builder *b, SV *x, SV **args, SrcLoc *argloc, uint32_t nargs, Ast **kw,
	uint32_t nkw, SrcLoc loc)
{
	Obj *o = x->obj;
	Interp *in = b->interp;
	Ast *fwd = interp_method(in, o->cls, SYMC("forward"), NULL);
	if (!fwd && o->kind && !strcmp(o->kind, "Sequential")) {
		if (nargs != 1 || nkw) {
			emit_error(b, loc, "a Sequential takes one argument");
			return sv_poison(b);
		}
		Node *last = ir_end(b->blk)->prev;
		SV *it = object_items(b, x, loc), *v = args[0];
		for (uint32_t i = 0; it->k != SV_POISON && i < it->n && v->k != SV_POISON; i++)
			v = object_call(b, it->el[i], &v, argloc, 1, NULL, 0, loc);
		scoped(b, b->blk, last == ir_end(b->blk) ? NULL : last, o->path && o->path[0] ?
			component(b, o->path) : NULL, loc);
		return it->k == SV_POISON ? it : v;
	}
	if (x->k != SV_OBJECT || !fwd) {
		emit_error(b, loc, "'%s' has no forward() to call", x->k == SV_OBJECT ? clsname(o) :
			"this value");
		return sv_poison(b);
	}
	/* a PackedSequence (kernel.c) goes to the prelude's nn.RNN/LSTM/GRU only: their
	 * _forward_packed takes its padded input and lengths, and its output is packed again */
	SV *lens = NULL;
	if (nargs && sv_ispacked(args[0])) {
		Ast *pf = unitof(b, fwd) ? interp_method(in, o->cls, SYMC("_forward_packed"),
			NULL) : NULL;
		if (!pf) {
			sv_packedrefuse(b, arena_printf(b->a, "passing a PackedSequence to "
				"'%s'", clsname(o)),
				argloc ? argloc[0] : loc);
			return sv_poison(b);
		}
		fwd = pf;
		/* the lengths are packed again into the output after the call: they get their
		 * identity here, in the caller's scope of memory, not when the callee binds its
		 * parameter (a storage made there is gone after the call) */
		tensor_own(b, args[0]);
		lens = args[0]->el[1];
		SV **more = NEWA(b->a, SV *, nargs + 2);
		SrcLoc *mloc = NEWA(b->a, SrcLoc, nargs + 2);
		more[0] = args[0]->el[0], more[1] = lens;
		mloc[0] = mloc[1] = argloc ? argloc[0] : loc;
		for (uint32_t i = 1; i < nargs; i++)
			more[i + 1] = args[i], mloc[i + 1] = argloc ? argloc[i] : loc;
		args = more, argloc = mloc, nargs++;
	}
	SV **all = NEWA(b->a, SV *, nargs + 2);
	SrcLoc *where = NEWA(b->a, SrcLoc, nargs + 2);
	all[0] = x, where[0] = loc;
	for (uint32_t i = 0; i < nargs; i++)
		all[i + 1] = args[i], where[i + 1] = argloc ? argloc[i] : loc;
	Node *last = ir_end(b->blk)->prev;
	const char *was = b->calling;
	SV *waslens = b->rnnlens;
	b->calling = arena_printf(b->a, "nn.%s", clsname(o));
	b->rnnlens = lens;
	SV *r = inline_call(b, fwd, all, where, nargs + 1, kw, nkw, loc);
	b->calling = was;
	b->rnnlens = waslens;
	if (lens && r->k == SV_TUPLE && r->n == 2) { /* (output, h_n): the output packed */
		SV *t = sv_new(b, SV_TUPLE);
		*t = *r;
		t->el = NEWA(b->a, SV *, 2);
		t->el[0] = sv_packed(b, r->el[0], lens, 1), t->el[1] = r->el[1];
		r = t;
	}
	scoped(b, b->blk, last == ir_end(b->blk) ? NULL : last, o->path && o->path[0] ?
		component(b, o->path) : NULL, loc);
	return r;
}

/* the unit a def of the builder belongs to: its globals are what its names see */
static Unit *
unitof(Builder *b, const Ast *fn)
{
	Interp *in = b->interp;
	if (!in || !in->prelude || fn->loc.file != in->prelude->file)
		return NULL;
	return in->prelude;
}

void
module_enter(Builder *b, const Ast *fn, SrcLoc call, ModuleScope *saved)
{
	Unit *u = unitof(b, fn);
	saved->swapped = u && b->curfile != u->file;
	if (!saved->swapped)
		return;
	saved->globals = b->globals, saved->pyglobals = b->pyglobals, saved->file = b->curfile;
	saved->userat = b->userat, saved->userwhat = b->userwhat;
	b->globals = u->names, b->pyglobals = u->pyglobals, b->curfile = u->file;
	if (call.file != u->file) {
		b->userat = call;
		b->userwhat = b->calling ? b->calling : sym_str(fn->name);
	}
}

void
module_leave(Builder *b, ModuleScope *saved)
{
	if (!saved->swapped)
		return;
	Unit *u = b->interp->prelude;
	u->names = b->globals, u->pyglobals = b->pyglobals;
	b->globals = saved->globals, b->pyglobals = saved->pyglobals, b->curfile = saved->file;
	b->userat = saved->userat, b->userwhat = saved->userwhat;
}

