/* The evaluator of modules' __init__ (pyval.h): Python's statements and expressions on
 * compile-time values, as CPython runs them.  The values and their operators are in
 * interp_value.c, the files' names in interp_unit.c, calls and classes in interp_call.c,
 * Python's builtins in interp_builtin.c, module instances in interp_obj.c, tensors in
 * interp_torch.c.  What it cannot compute is a located error at the line that asks for it. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "interp.h"

/* the evaluator's own limits: __init__ runs at compile time, so a loop that never ends
 * must end the compile, not hang it */
#define IN_MAXSTEPS 10000000u
#define IN_MAXDEPTH 200

PV *
in_err(Interp *in, SrcLoc loc, const char *fmt, ...)
{
	char msg[1024];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	emit_error(in->b, loc, "%s", msg);
	return NULL;
}

/* ---- names ---- */

static uint32_t
slotof(Sym *k, uint32_t cap, Sym name)
{
	uint32_t i = (name * 2654435761u) & (cap - 1);
	while (k[i] && k[i] != name)
		i = (i + 1) & (cap - 1);
	return i;
}

void
unit_set(Interp *in, Unit *u, Sym name, PV *v)
{
	if (2 * (u->gn + 1) > u->gcap) {
		uint32_t cap = u->gcap ? u->gcap * 2 : 64;
		Sym *k = NEWA(in->a, Sym, cap);
		PV **gv = NEWA(in->a, PV *, cap);
		Ast **gp = NEWA(in->a, Ast *, cap);
		for (uint32_t i = 0; i < u->gcap; i++)
			if (u->gk[i]) {
				uint32_t j = slotof(k, cap, u->gk[i]);
				k[j] = u->gk[i], gv[j] = u->gv[i], gp[j] = u->gpending[i];
			}
		u->gk = k, u->gv = gv, u->gpending = gp, u->gcap = cap;
	}
	uint32_t i = slotof(u->gk, u->gcap, name);
	if (!u->gk[i])
		u->gn++;
	u->gk[i] = name;
	u->gv[i] = v;
}

/* a module-level name: bound, or bound by its statement now (it runs when first used, as
 * the builder's globals are: a statement no model uses is never evaluated) */
PV *
interp_global(Interp *in, Unit *u, Sym name)
{
	if (!u->gcap)
		return NULL;
	uint32_t i = slotof(u->gk, u->gcap, name);
	if (!u->gk[i])
		return NULL;
	if (!u->gv[i] && u->gpending[i]) {
		Ast *s = u->gpending[i];
		u->gpending[i] = NULL;
		Frame f = {.u = u, .global = 1};
		if (in_exec(in, &f, s) == FL_ERR)
			return in->poison;
		i = slotof(u->gk, u->gcap, name);
	}
	return u->gv[i];
}

static Bind *
findlocal(Frame *f, Sym name)
{
	for (uint32_t i = f->n; i-- > 0;)
		if (f->v[i].name == name)
			return &f->v[i];
	return NULL;
}

void
in_bind(Interp *in, Frame *f, Sym name, PV *v)
{
	if (f->global) {
		unit_set(in, f->u, name, v);
		return;
	}
	Bind *b = findlocal(f, name);
	if (b) {
		b->v = v;
		return;
	}
	if (f->n == f->cap) {
		uint32_t cap = f->cap ? f->cap * 2 : 16;
		Bind *nv = NEWA(in->a, Bind, cap);
		if (f->n)
			memcpy(nv, f->v, f->n * sizeof *nv);
		f->v = nv, f->cap = cap;
	}
	f->v[f->n++] = (Bind){name, v};
}

static PV *
lookup(Interp *in, Frame *f, Sym name, SrcLoc loc)
{
	Bind *b = f->global ? NULL : findlocal(f, name);
	if (b)
		return b->v;
	PV *g = interp_global(in, f->u, name);
	if (g)
		return g == in->poison ? NULL : g;
	PV *bi = in_builtin(in, sym_str(name));
	if (bi)
		return bi;
	return in_err(in, loc, "name '%s' is not defined", sym_str(name));
}

/* ---- truth, equality, order ---- */

/* ---- iteration ---- */

/* ---- operators ---- */

/* ---- subscripts ---- */

static int
index64(Interp *in, PV *i, int64_t *out, SrcLoc loc)
{
	if (i->k != PV_INT && i->k != PV_BOOL)
		return in_err(in, loc, "indices must be integers, not %s", pv_kindname(i)), -1;
	*out = i->i;
	return 0;
}

/* Python's slice indices for a sequence of n: start, stop, step and the count */
int
pv_slice(Interp *in, Frame *f, Ast *s, int64_t n, int64_t *start, int64_t *step,
	int64_t *count)
{
	int64_t v[3] = {0, 0, 1};
	int given[3] = {0};
	for (int k = 0; k < 3; k++) {
		Ast *x = k == 0 ? s->a : k == 1 ? s->b : s->c;
		if (!x)
			continue;
		PV *pv = in_expr(in, f, x);
		if (!pv)
			return -1;
		if (pv->k == PV_NONE)
			continue;
		if (index64(in, pv, &v[k], x->loc) < 0)
			return -1;
		given[k] = 1;
	}
	int64_t st = v[2];
	if (st == 0)
		return in_err(in, s->loc, "slice step cannot be zero"), -1;
	int64_t lo = st > 0 ? 0 : -1, hi = st > 0 ? n : n - 1;
	int64_t b = given[0] ? v[0] : st > 0 ? 0 : n - 1;
	int64_t e = given[1] ? v[1] : st > 0 ? n : -1;
	if (given[0]) {
		b = b < 0 ? b + n : b;
		b = b < lo ? lo : b > hi ? hi : b;
	}
	if (given[1]) {
		e = e < 0 ? e + n : e;
		e = e < lo ? lo : e > hi ? hi : e;
	}
	int64_t c = st > 0 ? (e > b ? (e - b + st - 1) / st : 0) : (b > e ? (b - e - st - 1) / -st : 0);
	*start = b, *step = st, *count = c;
	return 0;
}

static PV *
subscript(Interp *in, Frame *f, Ast *e)
{
	PV *x = in_expr(in, f, e->a);
	if (!x)
		return NULL;
	Ast *ix = e->b;
	if (x->k == PV_OBJ)
		return obj_subscript(in, f, x->obj, ix, e->loc);
	if (x->k == PV_TENSOR)
		return in_err(in, e->loc, "indexing a tensor in __init__ is not supported");
	if (x->k == PV_TYPE || (x->k == PV_BUILTIN && !strncmp(x->path, "typing.", 7)))
		return x; /* List[int] as a value: only annotations use it */
	if (x->k == PV_DICT) {
		PV *k = in_expr(in, f, ix);
		if (!k)
			return NULL;
		for (uint32_t i = 0; i < x->n; i++)
			if (pv_eq(x->keys[i], k))
				return x->el[i];
		PV *ks = pv_tostr(in, k, 1, e->loc);
		return in_err(in, e->loc, "KeyError: %s", ks ? ks->s : "?");
	}
	int64_t n = x->k == PV_STR ? (int64_t)strlen(x->s) : x->k == PV_RANGE ? pv_rangelen(x) :
		(int64_t)x->n;
	if (x->k != PV_STR && x->k != PV_TUPLE && x->k != PV_LIST && x->k != PV_RANGE)
		return in_err(in, e->loc, "'%s' object is not subscriptable", pv_kindname(x));
	if (ix->k == E_SLICE) {
		int64_t b, st, c;
		if (pv_slice(in, f, ix, n, &b, &st, &c) < 0)
			return NULL;
		if (x->k == PV_STR) {
			char *o = arena_alloc(in->a, c + 1);
			for (int64_t i = 0; i < c; i++)
				o[i] = x->s[b + i * st];
			return pv_str(in, o);
		}
		if (x->k == PV_RANGE) {
			PV *r = pv_new(in, PV_RANGE);
			r->r[0] = x->r[0] + b * x->r[2];
			r->r[2] = x->r[2] * st;
			r->r[1] = r->r[0] + c * r->r[2];
			return r;
		}
		PV *r = pv_new(in, x->k);
		for (int64_t i = 0; i < c; i++)
			pv_push(in, r, x->el[b + i * st]);
		return r;
	}
	PV *k = in_expr(in, f, ix);
	int64_t i;
	if (!k || index64(in, k, &i, ix->loc) < 0)
		return NULL;
	if (i < 0)
		i += n;
	if (i < 0 || i >= n)
		return in_err(in, e->loc, "%s index out of range", pv_kindname(x));
	if (x->k == PV_STR)
		return pv_str(in, arena_strndup(in->a, x->s + i, 1));
	if (x->k == PV_RANGE)
		return pv_int(in, x->r[0] + i * x->r[2]);
	return x->el[i];
}

/* ---- expressions ---- */

/* [a, *b] and (a, *b): the elements, starred ones spread */
static PV *
display(Interp *in, Frame *f, Ast *e, PVKind k)
{
	PV *r = pv_new(in, k);
	for (uint32_t i = 0; i < e->list.n; i++) {
		Ast *x = e->list.v[i];
		PV *v = in_expr(in, f, x->k == E_STARRED ? x->a : x);
		if (!v)
			return NULL;
		if (x->k != E_STARRED) {
			pv_push(in, r, v);
			continue;
		}
		PV *it = pv_items(in, v, x->loc);
		if (!it)
			return NULL;
		for (uint32_t j = 0; j < it->n; j++)
			pv_push(in, r, it->el[j]);
	}
	return r;
}

/* the element (or key: value) of a comprehension, for the clauses from k on (its `if`s and
 * further `for`s, list2), with the targets bound so far */
static int
clauses(Interp *in, Frame *f, Ast *e, uint32_t k, PV *out)
{
	if (k < e->list2.n) {
		Ast *c = e->list2.v[k];
		if (c->k == S_IF) {
			PV *v = in_expr(in, f, c->a);
			if (!v)
				return -1;
			return pv_truth(v) ? clauses(in, f, e, k + 1, out) : 0;
		}
		PV *it = in_expr(in, f, c->b);
		if (!it || !(it = pv_items(in, it, c->b->loc)))
			return -1;
		it = pv_seq(in, PV_LIST, it->el, it->n);
		for (uint32_t i = 0; i < it->n; i++)
			if (in_assign(in, f, c->a, it->el[i]) < 0 || clauses(in, f, e, k + 1, out) < 0)
				return -1;
		return 0;
	}
	if (out->k == PV_DICT) {
		PV *key = in_expr(in, f, e->a);
		PV *v = key ? in_expr(in, f, e->list.v[0]) : NULL;
		if (!v)
			return -1;
		pv_dictset(in, out, key, v);
		return 0;
	}
	PV *v = in_expr(in, f, e->a);
	if (!v)
		return -1;
	pv_push(in, out, v);
	return 0;
}

/* [elt for t in it ...], {k: v for t in it ...}, (elt for t in it ...) (a list here: what
 * takes a generator in __init__, sum/any/all/tuple/list, takes a list the same) */
static int
comprehend(Interp *in, Frame *f, Ast *e, PV *out)
{
	PV *it = in_expr(in, f, e->c);
	if (!it || !(it = pv_items(in, it, e->c->loc)))
		return -1;
	it = pv_seq(in, PV_LIST, it->el, it->n);
	for (uint32_t i = 0; i < it->n; i++)
		if (in_assign(in, f, e->b, it->el[i]) < 0 || clauses(in, f, e, 0, out) < 0)
			return -1;
	return 0;
}

static PV *
attr(Interp *in, Frame *f, Ast *e)
{
	PV *x = in_expr(in, f, e->a);
	return x ? in_getattr(in, x, e->name, e->loc) : NULL;
}

PV *
in_expr(Interp *in, Frame *f, Ast *e)
{
	if (++in->steps > IN_MAXSTEPS)
		return in_err(in, e->loc, "__init__ runs more than %u steps at compile time",
			IN_MAXSTEPS);
	switch (e->k) {
	case E_NAME: return lookup(in, f, e->name, e->loc);
	case E_INT: return pv_int(in, e->ival);
	case E_FLOAT: return pv_float(in, e->fval);
	case E_STR:
		if (e->ival)
			return in_fstring(in, f, e);
		return pv_str(in, e->str);
	case E_TRUE: return pv_bool(in, 1);
	case E_FALSE: return pv_bool(in, 0);
	case E_NONE: return in->none;
	case E_ELLIPSIS: return in_err(in, e->loc, "'...' in __init__ is not supported");
	case E_ATTR: return attr(in, f, e);
	case E_CALL: return in_callexpr(in, f, e);
	case E_SUBSCRIPT: return subscript(in, f, e);
	case E_BINOP: {
		PV *x = in_expr(in, f, e->a), *y = x ? in_expr(in, f, e->b) : NULL;
		return y ? in_binop(in, e->op, x, y, e->opl) : NULL;
	}
	case E_UNOP: {
		PV *x = in_expr(in, f, e->a);
		if (!x)
			return NULL;
		if (e->op == OP_NOT)
			return pv_bool(in, !pv_truth(x));
		if (x->k == PV_TENSOR)
			return in_tensorop(in, e->op, x, NULL, e->loc);
		if (!pv_isnum(x) || (e->op == OP_INVERT && x->k == PV_FLOAT))
			return in_err(in, e->loc, "bad operand type for a unary operator: '%s'",
				pv_kindname(x));
		if (e->op == OP_POS)
			return x->k == PV_BOOL ? pv_int(in, x->i) : x;
		if (e->op == OP_INVERT)
			return pv_int(in, ~x->i);
		return x->k == PV_FLOAT ? pv_float(in, -x->f) : pv_int(in,
			(int64_t)(0 - (uint64_t)x->i));
	}
	case E_BOOLOP: {
		PV *x = in_expr(in, f, e->a);
		if (!x)
			return NULL;
		if (pv_truth(x) == (e->op == OP_OR))
			return x;
		return in_expr(in, f, e->b);
	}
	case E_COMPARE: {
		PV *x = in_expr(in, f, e->list.v[0]), *r = NULL;
		for (uint32_t i = 0; x && i + 1 < e->list.n; i++) {
			PV *y = in_expr(in, f, e->list.v[i + 1]);
			if (!y || !(r = in_compare(in, e->ops[i], x, y, e->opl)))
				return NULL;
			if (r->k != PV_BOOL || !r->i)
				return r;
			x = y;
		}
		return x ? r : NULL;
	}
	case E_IFEXP: {
		PV *c = in_expr(in, f, e->a);
		if (!c)
			return NULL;
		return in_expr(in, f, pv_truth(c) ? e->b : e->c);
	}
	case E_TUPLE: return display(in, f, e, PV_TUPLE);
	case E_LIST: return display(in, f, e, PV_LIST);
	case E_DICT: {
		PV *d = pv_new(in, PV_DICT);
		for (uint32_t i = 0; i < e->list.n; i++) {
			PV *k = in_expr(in, f, e->list.v[i]);
			PV *v = k ? in_expr(in, f, e->list2.v[i]) : NULL;
			if (!v)
				return NULL;
			pv_dictset(in, d, k, v);
		}
		return d;
	}
	case E_LISTCOMP:
	case E_DICTCOMP: {
		PV *out = pv_new(in, e->k == E_LISTCOMP ? PV_LIST : PV_DICT);
		uint32_t mark = f->n; /* Python 3: the target does not outlive it */
		int rc = comprehend(in, f, e, out);
		f->n = f->global ? f->n : mark;
		return rc < 0 ? NULL : out;
	}
	case E_LAMBDA: return in_err(in, e->loc, "lambda is not supported");
	case E_STARRED: return in_err(in, e->loc, "a starred expression is not allowed here");
	default: return in_err(in, e->loc, "this expression is not supported in __init__");
	}
}

/* ---- statements ---- */

int
in_assign(Interp *in, Frame *f, Ast *t, PV *v)
{
	switch (t->k) {
	case E_NAME: in_bind(in, f, t->name, v); return 0;
	case E_TUPLE: case E_LIST: {
		PV *it = pv_items(in, v, t->loc);
		if (!it)
			return -1;
		uint32_t star = t->list.n;
		for (uint32_t i = 0; i < t->list.n; i++)
			if (t->list.v[i]->k == E_STARRED)
				star = i;
		uint32_t nt = t->list.n - (star < t->list.n);
		if (star == t->list.n ? it->n != nt : it->n < nt)
			return in_err(in, t->loc, "cannot unpack %u values into %u targets", it->n,
				t->list.n), -1;
		for (uint32_t i = 0, j = 0; i < t->list.n; i++) {
			if (i == star) {
				uint32_t k = it->n - nt;
				if (in_assign(in, f, t->list.v[i]->a, pv_seq(in, PV_LIST, it->el + j, k)) < 0)
					return -1;
				j += k;
				continue;
			}
			if (in_assign(in, f, t->list.v[i], it->el[j++]) < 0)
				return -1;
		}
		return 0;
	}
	case E_ATTR: {
		PV *o = in_expr(in, f, t->a);
		if (!o)
			return -1;
		return in_setattr(in, o, t->name, v, t->loc);
	}
	case E_SUBSCRIPT: {
		PV *o = in_expr(in, f, t->a);
		if (!o)
			return -1;
		if (o->k == PV_TENSOR)
			return in_tensorsetitem(in, f, o, t->b, v);
		if (o->k == PV_OBJ)
			return obj_setitem(in, f, o->obj, t->b, v, t->loc);
		PV *k = in_expr(in, f, t->b);
		if (!k)
			return -1;
		if (o->k == PV_DICT) {
			pv_dictset(in, o, k, v);
			return 0;
		}
		int64_t i;
		if (o->k != PV_LIST)
			return in_err(in, t->loc, "'%s' object does not support item assignment",
				pv_kindname(o)), -1;
		if (t->b->k == E_SLICE)
			return in_err(in, t->loc, "slice assignment in __init__ is not supported"), -1;
		if (index64(in, k, &i, t->b->loc) < 0)
			return -1;
		if (i < 0)
			i += o->n;
		if (i < 0 || i >= o->n)
			return in_err(in, t->loc, "list assignment index out of range"), -1;
		o->el[i] = v;
		return 0;
	}
	case E_STARRED:
		return in_err(in, t->loc, "a starred assignment target must be in a list or tuple"), -1;
	default:
		return in_err(in, t->loc, "cannot assign to this expression"), -1;
	}
}

static Flow
body(Interp *in, Frame *f, AstList *l)
{
	for (uint32_t i = 0; i < l->n; i++) {
		Flow r = in_exec(in, f, l->v[i]);
		if (r != FL_NEXT)
			return r;
	}
	return FL_NEXT;
}

static Flow
loop(Interp *in, Frame *f, Ast *s)
{
	if (s->k == S_FOR) {
		PV *it = in_expr(in, f, s->b);
		if (!it || !(it = pv_items(in, it, s->b->loc)))
			return FL_ERR;
		it = pv_seq(in, PV_LIST, it->el, it->n); /* changes to the list inside: Python's
						  * iterator sees them; rare in __init__ */
		for (uint32_t i = 0; i < it->n; i++) {
			if (in_assign(in, f, s->a, it->el[i]) < 0)
				return FL_ERR;
			Flow r = body(in, f, &s->list);
			if (r == FL_BREAK)
				return FL_NEXT;
			if (r == FL_RET || r == FL_ERR)
				return r;
		}
		return s->list2.n ? body(in, f, &s->list2) : FL_NEXT;
	}
	for (;;) {
		PV *c = in_expr(in, f, s->a);
		if (!c)
			return FL_ERR;
		if (!pv_truth(c))
			return s->list2.n ? body(in, f, &s->list2) : FL_NEXT;
		Flow r = body(in, f, &s->list);
		if (r == FL_BREAK)
			return FL_NEXT;
		if (r == FL_RET || r == FL_ERR)
			return r;
	}
}

static Flow
raise(Interp *in, Frame *f, Ast *s)
{
	const char *what = "an exception";
	if (s->a) {
		Ast *x = s->a;
		const char *cls = x->k == E_CALL && x->a->k == E_NAME ? sym_str(x->a->name) :
			x->k == E_NAME ? sym_str(x->name) : NULL;
		PV *msg = x->k == E_CALL && x->list.n == 1 && x->list.v[0]->k != E_KEYWORD ?
			in_expr(in, f, x->list.v[0]) : NULL;
		PV *ms = msg ? pv_tostr(in, msg, 0, x->loc) : NULL;
		what = arena_printf(in->a, "%s%s%s", cls ? cls : "an exception", ms ? ": " : "",
			ms ? ms->s : "");
	}
	in_err(in, s->loc, "__init__ raises %s", what);
	return FL_ERR;
}

Flow
in_exec(Interp *in, Frame *f, Ast *s)
{
	if (++in->steps > IN_MAXSTEPS) {
		in_err(in, s->loc, "__init__ runs more than %u steps at compile time", IN_MAXSTEPS);
		return FL_ERR;
	}
	switch (s->k) {
	case S_EXPR:
		return in_expr(in, f, s->a) ? FL_NEXT : FL_ERR;
	case S_ASSIGN: {
		PV *v = in_expr(in, f, s->a);
		if (!v)
			return FL_ERR;
		for (uint32_t i = 0; i < s->list.n; i++)
			if (in_assign(in, f, s->list.v[i], v) < 0)
				return FL_ERR;
		return FL_NEXT;
	}
	case S_ANNASSIGN: {
		if (!s->c)
			return FL_NEXT;
		PV *v = in_expr(in, f, s->c);
		return v && in_assign(in, f, s->a, v) == 0 ? FL_NEXT : FL_ERR;
	}
	case S_AUGASSIGN: {
		PV *x = in_expr(in, f, s->a), *y = x ? in_expr(in, f, s->b) : NULL;
		if (!y)
			return FL_ERR;
		if (x->k == PV_LIST && s->op == OP_ADD) { /* xs += ys extends xs in place */
			PV *it = pv_items(in, y, s->b->loc);
			if (!it)
				return FL_ERR;
			it = pv_seq(in, PV_LIST, it->el, it->n);
			for (uint32_t i = 0; i < it->n; i++)
				pv_push(in, x, it->el[i]);
			return FL_NEXT;
		}
		if (x->k == PV_TENSOR)
			return in_tensorwrite(in, x) < 0 ? FL_ERR : FL_NEXT;
		PV *r = in_binop(in, s->op, x, y, s->loc);
		return r && in_assign(in, f, s->a, r) == 0 ? FL_NEXT : FL_ERR;
	}
	case S_IF: {
		PV *c = in_expr(in, f, s->a);
		if (!c)
			return FL_ERR;
		return body(in, f, pv_truth(c) ? &s->list : &s->list2);
	}
	case S_WHILE:
	case S_FOR: return loop(in, f, s);
	case S_BREAK: return FL_BREAK;
	case S_CONTINUE: return FL_CONT;
	case S_RETURN:
		f->ret = s->a ? in_expr(in, f, s->a) : in->none;
		return f->ret ? FL_RET : FL_ERR;
	case S_PASS: return FL_NEXT;
	case S_ASSERT: {
		PV *c = in_expr(in, f, s->a);
		if (!c)
			return FL_ERR;
		if (pv_truth(c))
			return FL_NEXT;
		PV *m = s->b ? in_expr(in, f, s->b) : NULL;
		PV *ms = m ? pv_tostr(in, m, 0, s->loc) : NULL;
		in_err(in, s->loc, "assertion failed in __init__%s%s", ms ? ": " : "", ms ? ms->s : "");
		return FL_ERR;
	}
	case S_RAISE: return raise(in, f, s);
	case S_WITH: /* with torch.no_grad(): what it changes is only gradients */
		for (uint32_t i = 0; i < s->list2.n; i++)
			if (!in_expr(in, f, s->list2.v[i]))
				return FL_ERR;
		if (s->a && !in_expr(in, f, s->a))
			return FL_ERR;
		return body(in, f, &s->list);
	case S_DEL:
		for (uint32_t i = 0; i < s->list.n; i++) {
			Ast *t = s->list.v[i];
			Bind *b = t->k == E_NAME && !f->global ? findlocal(f, t->name) : NULL;
			if (b)
				b->name = 0;
		}
		return FL_NEXT;
	case S_IMPORT:
	case S_FROMIMPORT:
		in_import(in, f, s);
		return FL_NEXT;
	case S_DEF: {
		if (!f->global) {
			in_err(in, s->loc, "a def inside a function is not supported in __init__");
			return FL_ERR;
		}
		PV *fn = pv_new(in, PV_FUNC);
		fn->def = s, fn->unit = f->u;
		in_bind(in, f, s->name, fn);
		return FL_NEXT;
	}
	case S_CLASS: {
		PV *c = pv_new(in, PV_CLASS);
		c->def = s, c->unit = f->u;
		in_bind(in, f, s->name, c);
		return FL_NEXT;
	}
	default:
		in_err(in, s->loc, "this statement is not supported in __init__");
		return FL_ERR;
	}
}

/* run the statements of a function body in frame f: its return value, None if it falls
 * off the end, NULL after an error */
PV *
in_run(Interp *in, Frame *f, AstList *l, SrcLoc loc)
{
	if (++in->depth > IN_MAXDEPTH) {
		in->depth--;
		return in_err(in, loc, "calls nest more than %d deep in __init__", IN_MAXDEPTH);
	}
	Flow r = body(in, f, l);
	in->depth--;
	if (r == FL_ERR)
		return NULL;
	return r == FL_RET ? f->ret : in->none;
}


