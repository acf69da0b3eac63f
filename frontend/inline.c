/* Calls of the file's own functions, inlined: a callee is built again at each call site with
 * the caller's argument values bound to its parameters (positional, keyword, defaults), so
 * its types are specialized to the call (a `Tensor` parameter gets the argument's dtype and
 * shape; an `Optional` one is None or not, statically), which is what lets `if x is None:`
 * choose a branch at compile time.  What the callee did to the caller's tensors and lists
 * (writes, appends, a list it returns that is one of the caller's) is carried back out;
 * recursion and too deep a chain of calls are located errors. */
#include <stdlib.h>
#include <string.h>
#include "builder.h"

/* a parameter's default, converted to its annotation as TorchScript converts it when it
 * compiles the signature (`k: float = 1` is 1.0) */
SV *
inline_default(Builder *b, Param *p)
{
	SV *v = expr_build(b, p->def);
	Type *t = p->annot ? name_annot(b, p->annot) : NULL;
	if (t && t->kind == T_OPTIONAL)
		t = t->elem;
	if (t && t->kind == T_FLOAT && v->k == SV_VALUE && v->v->type->kind == T_INT)
		return sv_value(b, oprow_tofloat(b, v->v, p->def->loc));
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
		return emit_error(b, argloc ? argloc[npos] : loc,
			"%s() takes %u positional argument%s "
			"but %u %s given", sym_str(fn->name), npos, npos == 1 ? "" : "s", nargs,
			nargs == 1 ? "was" : "were");
	for (uint32_t i = 0; i < nargs; i++)
		out[i] = args[i], where[i] = argloc ? argloc[i] : loc;
	for (uint32_t k = 0; k < nkw; k++) {
		uint32_t i = 0;
		while (i < fn->nparam && fn->params[i].name != kw[k]->name)
			i++;
		if (i < fn->nparam && out[i])
			return emit_error(b, kw[k]->loc,
				"%s() got multiple values for argument '%s'",
				sym_str(fn->name), sym_str(kw[k]->name));
		if (i == fn->nparam)
			return emit_error(b, kw[k]->loc,
				"%s() got an unexpected keyword argument '%s'",
				sym_str(fn->name), sym_str(kw[k]->name));
		out[i] = kwv[k];
		where[i] = kw[k]->loc;
	}
	for (uint32_t i = 0; i < fn->nparam; i++)
		if (!out[i]) {
			if (!fn->params[i].def)
				return emit_error(b, loc, "%s() missing %sargument '%s'",
					sym_str(fn->name),
					fn->params[i].kwonly ? "required keyword-only " : "",
					sym_str(fn->params[i].name));
			out[i] = inline_default(b, &fn->params[i]);
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
	if (!list_islist(r) && !(r->k == SV_TUPLE && r->dict))
		return;
	list_own(b, r);
	list_fork(b, r->lst, "the function it comes from may have returned a list it was given "
		"(inside a tuple, or on one of several paths), of which it is a copy");
}

static SV *
maybecaller(Builder *b, Returned *rt, uint32_t smark, SV *r)
{
	int old = 0;
	for (uint32_t i = 0; i < rt->lsts.n; i++)
		if (rt->lsts.v[i]->id < smark) {
			old = 1;
			list_fork(b, rt->lsts.v[i], "a function returned it (inside a tuple, or on one "
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
	tensor_own(b, x);
	if (x->k == SV_VALUE && x->ref)
		tensor_fix(b, x->ref, "it went into a list of the caller inside a helper that may also "
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
	sv->v = tensor_base(b, r->st); /* replaced by the read, as ver matches no base */
	return tensor_now(b, sv);
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
			emit_error(b, loc, "recursive call of '%s' is not supported",
				sym_str(fn->name));
			return 1;
		}
	if (b->depth == FE_MAXCALLS)
		emit_error(b, loc, "calls nested too deeply: inlining %s passes the limit of %d "
			"nested calls", chain(b, fn), FE_MAXCALLS);
	else if (b->g->nnode > FE_MAXNODES)
		emit_error(b, loc, "program too large: inlining %s would exceed %d IR nodes",
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
inline_call(Builder *b, Ast *fn, SV **args, SrcLoc *argloc, uint32_t nargs, Ast **kw, uint32_t nkw,
	SrcLoc loc)
{
	if (b->raised || toodeep(b, fn, loc))
		return sv_poison(b); /* raised: an argument's call did, and the path ended */
	if (inline_signature(b, fn) < 0)
		return sv_poison(b);
	SV **kwv = NEWA(b->a, SV *, nkw + 1);
	for (uint32_t k = 0; k < nkw; k++)
		kwv[k] = expr_build(b, kw[k]->a);
	ModuleScope ms; /* a def of the prelude sees the prelude's names (its annotations too) */
	module_enter(b, fn, loc, &ms);
	SV **bound = NEWA(b->a, SV *, fn->nparam + 1);
	SrcLoc *where = NEWA(b->a, SrcLoc, fn->nparam + 1);
	if (bindargs(b, fn, args, argloc, nargs, kw, kwv, nkw, bound, where, loc) < 0) {
		module_leave(b, &ms);
		return sv_poison(b);
	}
	for (uint32_t i = 0; i < fn->nparam; i++)
		bound[i] = name_argument(b, fn, i, bound[i], where[i]);
	Env saved = b->env;
	uint32_t g0 = b->store.nscope; /* (held.c: what changed since a list's facts were found) */
	Scope ss = env_open(&b->store);
	uint32_t smark = b->nstorage;
	Returned *rs = b->ret, returned = {0};
	uint32_t vmark = b->g->nvalue;
	b->ret = &returned;
	b->env = (Env){.holders = &b->holders};
	for (uint32_t i = 0; i < fn->nparam; i++)
		tensor_bind(b, fn->params[i].name, bound[i]);
	b->callers[b->depth] = &saved;
	b->fns[++b->depth] = fn;
	Node *call = ir_node(b->g, S_prim_CallFunction, 0, loc);
	ir_attr_s(b->g, call, S_name, sym_str(fn->name));
	ir_append(b->blk, call);
	Block *outer = b->blk;
	b->blk = ir_addblock(b->g, call);
	Vals *out = stmt_body(b, fn);
	b->blk = outer;
	module_leave(b, &ms);
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
		if (now && now->k == SV_VALUE && ch[i].sv->k == SV_VALUE && held_isseq(now->v->type))
			held_callout(b, now->v, ch[i].sv->v, ch, nch, g0, loc);
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
			tensor_own(b, el[i]); /* it may be a tensor that may not be written */
			el[i]->ref->st->fixed = fx;
		}
		for (uint32_t k = 0; k < returned.st.n; k++)
			if (returned.st.v[k]->id >= smark && returned.st.v[k]->held &&
			    el[i]->v->type->kind == T_TENSOR) { /* made inside: a sequence may hold it */
				tensor_own(b, el[i]);
				held_also(b, el[i]->ref->st, returned.st.v[k]);
			} else if (returned.st.v[k]->id < smark && el[i]->v->type->kind == T_TENSOR) {
				tensor_own(b, el[i]);
				tensor_mayshare(b, el[i]->ref, returned.st.v[k], "a function's result may be a "
					"tensor it was given");
			} else if (returned.st.v[k]->id < smark && opt_isopt(el[i]))
				opt_holdsmemory(b, el[i], returned.st.v[k]); /* an Optional result may hold it */
			else if (returned.st.v[k]->id < smark && (held_holder(el[i]->v->type) ||
				 el[i]->v->type->kind == T_OPTIONAL))
				held_intost(b, el[i]->v, returned.st.v[k]); /* a sequence result may */
		for (uint32_t k = 0; k < returned.held.n; k++) /* what its sequences held */
			if (returned.held.v[k]->id < smark && (held_holder(el[i]->v->type) ||
			    el[i]->v->type->kind == T_OPTIONAL))
				held_intost(b, el[i]->v, returned.held.v[k]);
		if (returned.varies && el[i]->v->type->kind == T_TENSOR) {
			tensor_own(b, el[i]);
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
		return list_now(b, same);
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

/* what TorchScript refuses in the signature of a function it compiles */
int
inline_signature(Builder *b, Ast *fn)
{
	for (uint32_t i = 0; i < fn->nparam; i++) {
		Param *p = &fn->params[i];
		if (p->star)
			return emit_error(b, p->loc, "*args and **kwargs are not supported");
		if (p->kwonly && p->def)
			return emit_error(b, p->def->loc,
				"keyword-only parameter '%s' has a default; "
				"TorchScript cannot compile keyword-only arguments with defaults",
				sym_str(p->name));
	}
	return 0;
}
