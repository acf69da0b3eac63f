/* Module entries (docs/modules.md): the root module built by running its __init__
 * (`--entry 'Net(hidden=64)'`, or the last nn.Module subclass of the file, built with no
 * arguments), the state_dict keys and scopes of what it holds, the match of its parameters
 * and buffers against --weights, and its forward as the entry function.  Also the files
 * whose names the builder and the evaluator see: the script's and the prelude's
 * (frontend/prelude/nn.py: the built-in modules, in the script language). */
#include <stdlib.h>
#include <string.h>
#include "interp.h"
#include "../runtime/runtime.h"
#include "../runtime/safetensors.h"

/* ---- the root, its keys, its weights ---- */

typedef struct {
	WParam *v;
	PTensor **t;
	uint32_t n, cap;
} Keys;

static void
addkey(Builder *b, Keys *k, const char *key, PTensor *t)
{
	if (k->n == k->cap) {
		uint32_t cap = k->cap ? k->cap * 2 : 64;
		WParam *v = NEWA(b->a, WParam, cap);
		PTensor **tv = NEWA(b->a, PTensor *, cap);
		if (k->n) {
			memcpy(v, k->v, k->n * sizeof *v);
			memcpy(tv, k->t, k->n * sizeof *tv);
		}
		k->v = v, k->t = tv, k->cap = cap;
	}
	if (!t->key)
		t->key = arena_strndup(b->g->arena, key, strlen(key));
	t->data = NULL; /* a parameter's values never come from __init__ (DESIGN.md) */
	k->t[k->n] = t;
	k->v[k->n++] = (WParam){key, t->dt, t->rank, t->dims, t->loc};
}

/* the state_dict's keys under o, in its order: o's parameters, its persistent buffers,
 * then each submodule's (a shared submodule under each of its paths, as PyTorch lists it) */
static int
walk(Builder *b, Obj *o, const char *prefix, Keys *k, int depth)
{
	if (depth > 200)
		return emit_error(b, o->loc, "modules nest more than 200 deep (does a module "
			"hold itself?)");
	if (!o->path)
		o->path = prefix[0] ? arena_strndup(b->a, prefix, strlen(prefix) - 1) : "";
	for (int pass = 0; pass < 2; pass++)
		for (uint32_t i = 0; i < o->n; i++) {
			Slot *s = &o->slot[i];
			if (s->role != (pass ? A_BUFFER : A_PARAM) || s->v->k != PV_TENSOR ||
			    (pass && !s->persistent))
				continue;
			addkey(b, k, arena_printf(b->a, "%s%s", prefix, sym_str(s->name)), s->v->t);
		}
	for (uint32_t i = 0; i < o->n; i++) {
		Slot *s = &o->slot[i];
		if (s->role == A_MODULE && s->v->k == PV_OBJ && walk(b, s->v->obj,
		    arena_printf(b->a, "%s%s.", prefix, sym_str(s->name)), k, depth + 1) < 0)
			return -1;
	}
	return 0;
}

/* --weights: every key matched (one error for all that do not), each parameter's values
 * the file's bytes, where they are in the mapping */
static int
weights(Builder *b, const Weights *w, Keys *k)
{
	const StTensor **found = NEWA(b->a, const StTensor *, k->n + 1);
	if (rt_weights_match(b->g->arena, b->d, w, k->v, k->n, found) < 0)
		return -1;
	for (uint32_t i = 0; i < k->n; i++) {
		PTensor *t = k->t[i];
		if (t->data || strcmp(t->key, k->v[i].name))
			continue; /* shared: the first key's bytes */
		t->data = rt_weights_tensor(b->g->arena, w, found[i]); /* in the mapping */
	}
	return 0;
}

/* the entry's name in --entry NAME or --entry 'NAME(args)' */
static Sym
entryname(const char *e)
{
	const char *p = strchr(e, '(');
	size_t n = p ? (size_t)(p - e) : strlen(e);
	while (n && (e[n - 1] == ' ' || e[n - 1] == '\t'))
		n--;
	return sym_intern(e, n);
}

/* every nn.X the script names that the prelude does not have, each reported (one run
 * lists them all, as for operators) */
static void
unsupported(Builder *b, Interp *in, Ast *e)
{
	if (!e)
		return;
	if (e->k == E_ATTR && (e->a->k == E_NAME || e->a->k == E_ATTR) && e->name) {
		const char *n = sym_str(e->name);
		PV *m = n[0] >= 'A' && n[0] <= 'Z' && (e->a->k == E_NAME ?
			interp_global(in, in->user, e->a->name) != NULL : 1) ?
			interp_expr(in, in->user, e->a) : NULL;
		if (m && m->k == PV_MODULE && !strcmp(m->path, "torch.nn")) {
			interp_expr(in, in->user, e); /* reports it if it is not there */
			return;
		}
	}
	for (int i = 0; i < 3; i++)
		unsupported(b, in, ast_kid(e, i));
	for (int i = 0; i < 2; i++) {
		const AstList *l = ast_items(e, i);
		for (uint32_t k = 0; k < l->n; k++)
			unsupported(b, in, l->v[k]);
	}
	if ((e->k == S_DEF) && e->params)
		for (uint32_t i = 0; i < e->nparam; i++)
			unsupported(b, in, e->params[i].def);
}

/* is class s an nn.Module? */
static int
ismodule(Interp *in, Ast *s)
{
	if (!s->list2.n)
		return 0;
	Ast *base = s->list2.v[0];
	if (base->k != E_NAME && base->k != E_ATTR)
		return 0;
	PV *c = interp_expr(in, in->user, base);
	return c && c->k == PV_CLASS && interp_kind(in, c);
}

/* `--entry 'Net(hidden=64)'`: the call, parsed as a file of its own, evaluated in the
 * script's names */
static PV *
entrycall(Builder *b, Interp *in, const char *entry, PV *cls)
{
	if (!strchr(entry, '('))
		return interp_call(in, cls, NULL, 0, NULL, NULL, 0, cls->def->loc);
	Module *m = NEW(b->a, Module);
	m->arena = b->a, m->diag = b->d;
	size_t n = strlen(entry);
	char *src = arena_printf(b->a, "%s\n", entry);
	m->file = diag_addfile(b->d, "--entry", src, n + 1);
	if (fe_parse(m, src, n + 1) < 0)
		return NULL;
	Ast *s = m->body.n == 1 ? m->body.v[0] : NULL;
	if (!s || s->k != S_EXPR || s->a->k != E_CALL) {
		emit_error(b, s ? s->loc : (SrcLoc){m->file, 1, 1, 1},
			"--entry takes a class name or a call of it: Net(hidden=64)");
		return NULL;
	}
	return interp_expr(in, in->user, s->a);
}

/* the entry when it is a module: 1 and *fn its forward (self not among its parameters),
 * *self the root; 0 if the entry is a function; -1 after errors */
int
module_entry(Builder *b, const BuildOpts *o, Ast **fn, SV **self)
{
	Ast *cls = NULL;
	Sym want = o->entry ? entryname(o->entry) : 0;
	for (uint32_t i = 0; i < b->m->body.n; i++) {
		Ast *s = b->m->body.v[i];
		if (s->k != S_CLASS)
			continue;
		if (want && s->name == want)
			cls = s;
		if (want)
			continue;
		if (!b->interp)
			b->interp = interp_new(b);
		if (ismodule(b->interp, s))
			cls = s;
	}
	if (want && !cls) {
		if (strchr(o->entry, '('))
			return emit_error(b, (SrcLoc){0}, "no class named '%s' (--entry)", sym_str(want));
		return 0;
	}
	if (!cls)
		return b->d->nerror ? -1 : 0;
	if (!b->interp)
		b->interp = interp_new(b);
	Interp *in = b->interp;
	uint32_t nerr = b->d->nerror;
	for (uint32_t i = 0; i < b->m->body.n; i++)
		unsupported(b, in, b->m->body.v[i]);
	if (b->d->nerror > nerr)
		return -1;
	PV *c = interp_global(in, in->user, cls->name);
	if (!c || c->k != PV_CLASS || !interp_kind(in, c))
		return emit_error(b, cls->loc, "class '%s' is not an nn.Module subclass: only "
			"modules can be the entry", sym_str(cls->name));
	PV *root = entrycall(b, in, o->entry ? o->entry : sym_str(cls->name), c);
	if (!root)
		return -1;
	if (root->k != PV_OBJ)
		return emit_error(b, cls->loc, "--entry does not build a module");
	if (in->prelude && !b->preludenames) { /* its defs' names, for forward (built once
						* __init__ needed them) */
		build_globals(b, in->prelude->m, &in->prelude->names, &in->prelude->pyglobals);
		b->preludenames = 1;
	}
	Keys k = {0};
	root->obj->scope = "";
	if (walk(b, root->obj, "", &k, 0) < 0)
		return -1;
	if (o->weights && weights(b, o->weights, &k) < 0)
		return -1;
	Ast *fwd = interp_method(in, c, SYMC("forward"), NULL);
	if (!fwd)
		return emit_error(b, cls->loc, "module '%s' has no forward()", sym_str(cls->name));
	if (!fwd->nparam)
		return emit_error(b, fwd->loc, "forward() takes self");
	Ast *e = ast_new(b->a, S_DEF, fwd->loc);
	ast_copy(e, fwd);
	e->params = fwd->params + 1;
	e->nparam = fwd->nparam - 1;
	*fn = e;
	*self = object_sv(b, root->obj);
	b->selfname = fwd->params[0].name;
	b->rootname = cls->name;
	return 1;
}

Sym
module_name(Builder *b)
{
	return b->rootname;
}

/* The def NAME of the prelude, for F.NAME that the prelude writes in the script language
 * (F.multi_head_attention_forward), or CLASS.NAME, a staticmethod of its class
 * (nn.Transformer.generate_square_subsequent_mask): the prelude loaded, and its names bound
 * for the builder, once, from a function entry too; NULL if it has no such def */
Ast *
module_preludedef(Builder *b, const char *name)
{
	const char *dot = strchr(name, '.');
	if (dot) {
		Ast *c = module_preludedef(b, ""); /* (loaded) */
		(void)c;
		PV *cls = interp_global(b->interp, b->interp->prelude,
			sym_intern(name, (size_t)(dot - name)));
		if (!cls || cls->k != PV_CLASS || !cls->def)
			return NULL;
		PV *m = interp_classattr(b->interp, cls, sym_intern(dot + 1, strlen(dot + 1)));
		return m && m->k == PV_FUNC && m->i && !m->self ? m->def : NULL;
	}
	if (!b->interp)
		b->interp = interp_new(b);
	Unit *u = interp_prelude(b->interp);
	if (!b->preludenames) {
		build_globals(b, u->m, &u->names, &u->pyglobals);
		b->preludenames = 1;
	}
	PV *p = interp_global(b->interp, u, sym_intern(name, strlen(name)));
	return p && p->k == PV_FUNC ? p->def : NULL;
}
