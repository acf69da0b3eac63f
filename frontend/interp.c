/* The evaluator of modules' __init__ (pyval.h): Python's statements and expressions on
 * compile-time values, as CPython runs them.  Calls, classes and builtins are in
 * interp_call.c, torch's factories and nn.Module's methods in interp_torch.c.  What it
 * cannot compute is a located error at the line that asks for it. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "interp.h"

extern const char scriptc_prelude_nn[];
extern const size_t scriptc_prelude_nn_len;

/* the evaluator's own limits: __init__ runs at compile time, so a loop that never ends
 * must end the compile, not hang it */
#define IN_MAXSTEPS 10000000u
#define IN_MAXDEPTH 200

PV *
pv_new(Interp *in, PVKind k)
{
	PV *v = NEW(in->a, PV);
	v->k = k;
	return v;
}

PV *
pv_int(Interp *in, int64_t i)
{
	PV *v = pv_new(in, PV_INT);
	v->i = i;
	return v;
}

PV *
pv_bool(Interp *in, int i)
{
	PV *v = pv_new(in, PV_BOOL);
	v->i = i != 0;
	return v;
}

PV *
pv_float(Interp *in, double f)
{
	PV *v = pv_new(in, PV_FLOAT);
	v->f = f;
	return v;
}

PV *
pv_str(Interp *in, const char *s)
{
	PV *v = pv_new(in, PV_STR);
	v->s = s;
	return v;
}

PV *
pv_none(Interp *in)
{
	return in->none;
}

void
pv_push(Interp *in, PV *l, PV *x)
{
	if (l->n == l->cap) {
		uint32_t cap = l->cap ? l->cap * 2 : 4;
		PV **el = NEWA(in->a, PV *, cap);
		PV **keys = l->k == PV_DICT ? NEWA(in->a, PV *, cap) : NULL;
		if (l->n) {
			memcpy(el, l->el, l->n * sizeof *el);
			if (keys)
				memcpy(keys, l->keys, l->n * sizeof *keys);
		}
		l->el = el, l->keys = keys, l->cap = cap;
	}
	l->el[l->n++] = x;
}

PV *
pv_seq(Interp *in, PVKind k, PV **el, uint32_t n)
{
	PV *v = pv_new(in, k);
	for (uint32_t i = 0; i < n; i++)
		pv_push(in, v, el[i]);
	return v;
}

const char *
pv_kindname(const PV *v)
{
	static const char *const name[] = {
		[PV_NONE] = "None", [PV_BOOL] = "bool", [PV_INT] = "int", [PV_FLOAT] = "float",
		[PV_STR] = "str", [PV_TUPLE] = "tuple", [PV_LIST] = "list", [PV_DICT] = "dict",
		[PV_RANGE] = "range", [PV_OBJ] = "module", [PV_CLASS] = "class",
		[PV_FUNC] = "function", [PV_BUILTIN] = "builtin function", [PV_MODULE] = "module",
		[PV_TENSOR] = "Tensor", [PV_DTYPE] = "torch.dtype", [PV_TYPE] = "type",
		[PV_SUPER] = "super"};
	return name[v->k];
}

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

int
pv_truth(const PV *v)
{
	switch (v->k) {
	case PV_NONE: return 0;
	case PV_BOOL: case PV_INT: return v->i != 0;
	case PV_FLOAT: return v->f != 0;
	case PV_STR: return v->s[0] != 0;
	case PV_TUPLE: case PV_LIST: case PV_DICT: return v->n != 0;
	case PV_RANGE: return pv_rangelen(v) != 0;
	default: return 1;
	}
}

static int
isnum(const PV *v)
{
	return v->k == PV_BOOL || v->k == PV_INT || v->k == PV_FLOAT;
}

static double
num(const PV *v)
{
	return v->k == PV_FLOAT ? v->f : (double)v->i;
}

int
pv_eq(const PV *x, const PV *y)
{
	if (isnum(x) && isnum(y))
		return x->k == PV_FLOAT || y->k == PV_FLOAT ? num(x) == num(y) : x->i == y->i;
	if (x->k != y->k)
		return 0;
	switch (x->k) {
	case PV_NONE: return 1;
	case PV_STR: return !strcmp(x->s, y->s);
	case PV_DTYPE: return x->i == y->i;
	case PV_TYPE: return !strcmp(x->s, y->s);
	case PV_TUPLE: case PV_LIST:
		if (x->n != y->n)
			return 0;
		for (uint32_t i = 0; i < x->n; i++)
			if (!pv_eq(x->el[i], y->el[i]))
				return 0;
		return 1;
	case PV_DICT:
		if (x->n != y->n)
			return 0;
		for (uint32_t i = 0; i < x->n; i++) {
			int found = 0;
			for (uint32_t j = 0; j < y->n && !found; j++)
				found = pv_eq(x->keys[i], y->keys[j]) && pv_eq(x->el[i], y->el[j]);
			if (!found)
				return 0;
		}
		return 1;
	case PV_RANGE: return !memcmp(x->r, y->r, sizeof x->r);
	case PV_OBJ: return x->obj == y->obj;
	case PV_CLASS: case PV_FUNC: return x->def == y->def && x->path == y->path &&
		x->self == y->self;
	case PV_TENSOR: return x->t == y->t;
	default: return x == y;
	}
}

/* x < y (op OP_LT, ...): -2 if they do not compare (reported by the caller) */
static int
order(const PV *x, const PV *y)
{
	if (isnum(x) && isnum(y)) {
		double a = num(x), b = num(y);
		if (x->k != PV_FLOAT && y->k != PV_FLOAT)
			return x->i < y->i ? -1 : x->i > y->i;
		return a < b ? -1 : a > b ? 1 : a == b ? 0 : 2; /* 2: NaN, every order false */
	}
	if (x->k == PV_STR && y->k == PV_STR) {
		int c = strcmp(x->s, y->s);
		return c < 0 ? -1 : c > 0;
	}
	if (x->k == y->k && (x->k == PV_TUPLE || x->k == PV_LIST)) {
		for (uint32_t i = 0; i < x->n && i < y->n; i++)
			if (!pv_eq(x->el[i], y->el[i]))
				return order(x->el[i], y->el[i]);
		return x->n < y->n ? -1 : x->n > y->n;
	}
	return -2;
}

/* ---- iteration ---- */

int64_t
pv_rangelen(const PV *r)
{
	int64_t a = r->r[0], b = r->r[1], s = r->r[2];
	if (s > 0)
		return a < b ? (b - a - 1) / s + 1 : 0;
	return a > b ? (a - b - 1) / -s + 1 : 0;
}

/* the items `for x in v` goes over, as a list; NULL (reported) if v is not iterable */
PV *
pv_items(Interp *in, PV *v, SrcLoc loc)
{
	switch (v->k) {
	case PV_TUPLE: case PV_LIST: return v;
	case PV_DICT: return pv_seq(in, PV_LIST, v->keys, v->n);
	case PV_RANGE: {
		int64_t n = pv_rangelen(v);
		if (n > 10000000)
			return in_err(in, loc, "a range of %lld numbers at compile time",
				(long long)n);
		PV *l = pv_new(in, PV_LIST);
		for (int64_t i = 0; i < n; i++)
			pv_push(in, l, pv_int(in, v->r[0] + i * v->r[2]));
		return l;
	}
	case PV_STR: {
		PV *l = pv_new(in, PV_LIST);
		for (const char *p = v->s; *p; p++)
			pv_push(in, l, pv_str(in, arena_strndup(in->a, p, 1)));
		return l;
	}
	case PV_OBJ: return obj_items(in, v->obj, loc);
	case PV_TENSOR:
		return in_err(in, loc, "iterating over a tensor in __init__ is not supported");
	default:
		return in_err(in, loc, "'%s' object is not iterable", pv_kindname(v));
	}
}

/* ---- operators ---- */

static int64_t
floordiv(int64_t a, int64_t b)
{
	int64_t q = a / b;
	return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

static PV *
repeat(Interp *in, PV *s, int64_t k, SrcLoc loc)
{
	if (k < 0)
		k = 0;
	if (s->k == PV_STR) {
		size_t n = strlen(s->s);
		if (n * (uint64_t)k > 100000000)
			return in_err(in, loc, "a string of more than 100,000,000 characters");
		char *o = arena_alloc(in->a, n * k + 1);
		for (int64_t i = 0; i < k; i++)
			memcpy(o + i * n, s->s, n);
		return pv_str(in, o);
	}
	if ((uint64_t)s->n * (uint64_t)k > 10000000)
		return in_err(in, loc, "a %s of more than 10,000,000 elements", pv_kindname(s));
	PV *r = pv_new(in, s->k);
	for (int64_t i = 0; i < k; i++)
		for (uint32_t j = 0; j < s->n; j++)
			pv_push(in, r, s->el[j]);
	return r;
}

/* "conv%d" % i, "%s_%d" % (a, b): printf-style formatting, for %d %i %s %r %f %g %x */
static PV *
strformat(Interp *in, const char *f, PV *args, SrcLoc loc)
{
	PV **a = args->k == PV_TUPLE ? args->el : &args;
	uint32_t n = args->k == PV_TUPLE ? args->n : 1, k = 0;
	char *o = arena_strndup(in->a, "", 0);
	for (const char *p = f; *p; p++) {
		if (*p != '%') {
			o = arena_printf(in->a, "%s%c", o, *p);
			continue;
		}
		char spec[32];
		size_t sn = 0;
		spec[sn++] = *p++;
		while (*p && strchr("0123456789.-+ #", *p) && sn < sizeof spec - 3)
			spec[sn++] = *p++;
		if (*p == '%') {
			o = arena_printf(in->a, "%s%%", o);
			continue;
		}
		if (k >= n)
			return in_err(in, loc, "not enough arguments for format string");
		PV *x = a[k++];
		char c = *p;
		if (!c)
			return in_err(in, loc, "incomplete format");
		if (c == 'd' || c == 'i' || c == 'x') {
			if (!isnum(x))
				return in_err(in, loc, "%%%c format: a number is required, not %s", c,
					pv_kindname(x));
			spec[sn++] = 'l', spec[sn++] = 'l', spec[sn++] = c == 'x' ? 'x' : 'd';
			spec[sn] = 0;
			o = arena_printf(in->a, "%s%s", o, arena_printf(in->a, spec,
				(long long)(x->k == PV_FLOAT ? (int64_t)x->f : x->i)));
		} else if (c == 'f' || c == 'g' || c == 'e') {
			if (!isnum(x))
				return in_err(in, loc, "%%%c format: a number is required", c);
			spec[sn++] = c, spec[sn] = 0;
			o = arena_printf(in->a, "%s%s", o, arena_printf(in->a, spec, num(x)));
		} else if (c == 's' || c == 'r') {
			PV *s = pv_tostr(in, x, c == 'r', loc);
			if (!s)
				return NULL;
			o = arena_printf(in->a, "%s%s", o, s->s);
		} else
			return in_err(in, loc, "unsupported format character '%c'", c);
	}
	if (k < n)
		return in_err(in, loc, "not all arguments converted during string formatting");
	return pv_str(in, o);
}

PV *
in_binop(Interp *in, TokOp op, PV *x, PV *y, SrcLoc loc)
{
	if (x->k == PV_TENSOR || y->k == PV_TENSOR)
		return in_tensorop(in, op, x, y, loc);
	if (isnum(x) && isnum(y)) {
		int fl = x->k == PV_FLOAT || y->k == PV_FLOAT;
		double a = num(x), b = num(y);
		int64_t i = x->i, j = y->i;
		switch (op) {
		case OP_ADD: return fl ? pv_float(in, a + b) : pv_int(in, (int64_t)((uint64_t)i + (uint64_t)j));
		case OP_SUB: return fl ? pv_float(in, a - b) : pv_int(in, (int64_t)((uint64_t)i - (uint64_t)j));
		case OP_MUL: return fl ? pv_float(in, a * b) : pv_int(in, (int64_t)((uint64_t)i * (uint64_t)j));
		case OP_DIV:
			if (b == 0)
				return in_err(in, loc, "division by zero");
			return pv_float(in, a / b);
		case OP_FLOORDIV:
		case OP_MOD:
			if (b == 0)
				return in_err(in, loc, "%s by zero", op == OP_MOD ? "modulo" :
					"integer division");
			if (!fl) {
				if (i == INT64_MIN && j == -1)
					return pv_int(in, op == OP_MOD ? 0 : i);
				int64_t q = floordiv(i, j);
				return pv_int(in, op == OP_MOD ? i - q * j : q);
			} else {
				double m = fmod(a, b);
				if (m != 0 && ((m < 0) != (b < 0)))
					m += b;
				return pv_float(in, op == OP_MOD ? m : floor((a - m) / b + 0.5 -
					0.5 * ((a - m) / b != floor((a - m) / b + 0.5))));
			}
		case OP_POW:
			if (!fl && j >= 0) {
				int64_t r = 1;
				for (int64_t k = 0; k < j && k < 64; k++)
					r = (int64_t)((uint64_t)r * (uint64_t)i);
				return pv_int(in, r);
			}
			return pv_float(in, pow(a, b));
		case OP_LSHIFT: case OP_RSHIFT: case OP_BITAND: case OP_BITOR: case OP_BITXOR:
			if (fl)
				return in_err(in, loc, "unsupported operand types for a bitwise operator: float");
			if (x->k == PV_BOOL && y->k == PV_BOOL && op >= OP_BITAND)
				return pv_bool(in, op == OP_BITAND ? (i & j) : op == OP_BITOR ? (i | j) : (i ^ j));
			return pv_int(in, op == OP_LSHIFT ? (int64_t)((uint64_t)i << (j & 63)) :
				op == OP_RSHIFT ? i >> (j & 63) : op == OP_BITAND ? (i & j) :
				op == OP_BITOR ? (i | j) : (i ^ j));
		default: break;
		}
	}
	if (op == OP_ADD && x->k == PV_STR && y->k == PV_STR)
		return pv_str(in, arena_printf(in->a, "%s%s", x->s, y->s));
	if (op == OP_ADD && x->k == y->k && (x->k == PV_LIST || x->k == PV_TUPLE)) {
		PV *r = pv_seq(in, x->k, x->el, x->n);
		for (uint32_t i = 0; i < y->n; i++)
			pv_push(in, r, y->el[i]);
		return r;
	}
	if (op == OP_MUL && (x->k == PV_STR || x->k == PV_LIST || x->k == PV_TUPLE) &&
	    (y->k == PV_INT || y->k == PV_BOOL))
		return repeat(in, x, y->i, loc);
	if (op == OP_MUL && (y->k == PV_STR || y->k == PV_LIST || y->k == PV_TUPLE) &&
	    (x->k == PV_INT || x->k == PV_BOOL))
		return repeat(in, y, x->i, loc);
	if (op == OP_MOD && x->k == PV_STR)
		return strformat(in, x->s, y, loc);
	if (op == OP_BITOR && x->k == PV_DICT && y->k == PV_DICT) {
		PV *r = pv_new(in, PV_DICT);
		for (uint32_t i = 0; i < x->n; i++)
			pv_dictset(in, r, x->keys[i], x->el[i]);
		for (uint32_t i = 0; i < y->n; i++)
			pv_dictset(in, r, y->keys[i], y->el[i]);
		return r;
	}
	return in_err(in, loc, "unsupported operand types for an operator: '%s' and '%s'",
		pv_kindname(x), pv_kindname(y));
}

static int
contains(Interp *in, PV *hay, PV *x, SrcLoc loc)
{
	if (hay->k == PV_STR) {
		if (x->k != PV_STR)
			return in_err(in, loc, "'in <string>' requires string as left operand"), -1;
		return strstr(hay->s, x->s) != NULL;
	}
	if (hay->k == PV_DICT) {
		for (uint32_t i = 0; i < hay->n; i++)
			if (pv_eq(hay->keys[i], x))
				return 1;
		return 0;
	}
	if (hay->k == PV_OBJ)
		return obj_contains(in, hay->obj, x, loc);
	if (hay->k == PV_RANGE && (x->k == PV_INT || x->k == PV_BOOL)) {
		int64_t n = pv_rangelen(hay), d = x->i - hay->r[0];
		return d % hay->r[2] == 0 && d / hay->r[2] >= 0 && d / hay->r[2] < n;
	}
	PV *items = pv_items(in, hay, loc);
	if (!items)
		return -1;
	for (uint32_t i = 0; i < items->n; i++)
		if (pv_eq(items->el[i], x))
			return 1;
	return 0;
}

static PV *
compare(Interp *in, TokOp op, PV *x, PV *y, SrcLoc loc)
{
	switch (op) {
	case OP_EQ: case OP_NE:
		if (x->k == PV_TENSOR || y->k == PV_TENSOR)
			return in_tensorop(in, op, x, y, loc);
		return pv_bool(in, pv_eq(x, y) == (op == OP_EQ));
	case OP_IS: case OP_ISNOT: {
		int same = x == y || (x->k == PV_NONE && y->k == PV_NONE) ||
			(x->k == PV_BOOL && y->k == PV_BOOL && x->i == y->i) ||
			(x->k == PV_OBJ && y->k == PV_OBJ && x->obj == y->obj) ||
			(x->k == PV_TENSOR && y->k == PV_TENSOR && x->t == y->t) ||
			(x->k == PV_CLASS && y->k == PV_CLASS && pv_eq(x, y));
		return pv_bool(in, same == (op == OP_IS));
	}
	case OP_IN: case OP_NOTIN: {
		int c = contains(in, y, x, loc);
		return c < 0 ? NULL : pv_bool(in, c == (op == OP_IN));
	}
	default: {
		if (x->k == PV_TENSOR || y->k == PV_TENSOR)
			return in_tensorop(in, op, x, y, loc);
		int c = order(x, y);
		if (c == -2)
			return in_err(in, loc, "'%s' is not supported between '%s' and '%s'",
				op == OP_LT ? "<" : op == OP_LE ? "<=" : op == OP_GT ? ">" : ">=",
				pv_kindname(x), pv_kindname(y));
		int r = c == 2 ? 0 : op == OP_LT ? c < 0 : op == OP_LE ? c <= 0 : op == OP_GT ?
			c > 0 : c >= 0;
		return pv_bool(in, r);
	}
	}
}

void
pv_dictset(Interp *in, PV *d, PV *k, PV *v)
{
	for (uint32_t i = 0; i < d->n; i++)
		if (pv_eq(d->keys[i], k)) {
			d->el[i] = v;
			return;
		}
	pv_push(in, d, v);
	d->keys[d->n - 1] = k;
}

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
			return in_err(in, e->loc, "f-strings with replacement fields are not supported");
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
		if (!isnum(x) || (e->op == OP_INVERT && x->k == PV_FLOAT))
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
			if (!y || !(r = compare(in, e->ops[i], x, y, e->opl)))
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

/* the prelude, parsed and its names bound once, when a script first names nn.X */
Unit *
interp_prelude(Interp *in)
{
	if (in->prelude)
		return in->prelude;
	Builder *b = in->b;
	Module *m = NEW(b->a, Module);
	m->arena = b->a, m->diag = b->d;
	m->file = diag_addfile(b->d, "<scriptc>/nn.py", scriptc_prelude_nn, scriptc_prelude_nn_len);
	if (fe_parse(m, scriptc_prelude_nn, scriptc_prelude_nn_len) < 0)
		abort(); /* the prelude is checked by the build's own tests: it parses */
	in->prelude = interp_unit(in, m, m->file);
	b->preludefile = m->file;
	return in->prelude;
}


Interp *
interp_new(Builder *b)
{
	Interp *in = NEW(b->a, Interp);
	in->b = b, in->a = b->a;
	in->none = pv_new(in, PV_NONE);
	in->poison = pv_new(in, PV_NONE);
	in->skip = pv_new(in, PV_NONE);
	in->user = interp_unit(in, b->m, b->m->file);
	return in;
}

static void
pending(Interp *in, Unit *u, Ast *t, Ast *s)
{
	if (t->k == E_NAME) {
		unit_set(in, u, t->name, NULL);
		uint32_t i = (t->name * 2654435761u) & (u->gcap - 1);
		while (u->gk[i] != t->name)
			i = (i + 1) & (u->gcap - 1);
		u->gpending[i] = s;
	} else if (t->k == E_TUPLE || t->k == E_LIST)
		for (uint32_t i = 0; i < t->list.n; i++)
			pending(in, u, t->list.v[i]->k == E_STARRED ? t->list.v[i]->a : t->list.v[i], s);
}

/* a file's module-level names for the evaluator: imports, defs and classes now, the
 * assignments when first used (interp_global) */
Unit *
interp_unit(Interp *in, Module *m, uint32_t file)
{
	Unit *u = NEW(in->a, Unit);
	u->m = m, u->file = file;
	Frame f = {.u = u, .global = 1};
	for (uint32_t i = 0; i < m->body.n; i++) {
		Ast *s = m->body.v[i];
		if (s->k == S_IMPORT || s->k == S_FROMIMPORT || s->k == S_DEF || s->k == S_CLASS)
			in_exec(in, &f, s);
		else if (s->k == S_ASSIGN)
			for (uint32_t k = 0; k < s->list.n; k++)
				pending(in, u, s->list.v[k], s);
		else if (s->k == S_ANNASSIGN && s->c)
			pending(in, u, s->a, s);
	}
	return u;
}

