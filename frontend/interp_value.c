/* The __init__ evaluator's values (pyval.h): made, compared, ordered, iterated, and
 * Python's operators on them (floor division and modulo of negatives, repetition, % formatting,
 * `in`, chained comparisons), with CPython's results and messages. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "interp.h"

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

int
pv_isnum(const PV *v)
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
	if (pv_isnum(x) && pv_isnum(y))
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
	if (pv_isnum(x) && pv_isnum(y)) {
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
			if (!pv_isnum(x))
				return in_err(in, loc, "%%%c format: a number is required, not %s", c,
					pv_kindname(x));
			spec[sn++] = 'l', spec[sn++] = 'l', spec[sn++] = c == 'x' ? 'x' : 'd';
			spec[sn] = 0;
			o = arena_printf(in->a, "%s%s", o, arena_printf(in->a, spec,
				(long long)(x->k == PV_FLOAT ? (int64_t)x->f : x->i)));
		} else if (c == 'f' || c == 'g' || c == 'e') {
			if (!pv_isnum(x))
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
	if (pv_isnum(x) && pv_isnum(y)) {
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

PV *
in_compare(Interp *in, TokOp op, PV *x, PV *y, SrcLoc loc)
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
