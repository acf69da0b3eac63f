/* The __init__ evaluator's Python builtins: len, range, isinstance, enumerate, zip, sorted,
 * min/max, sum/any/all, round, divmod, getattr/setattr/hasattr, int/float/bool/str/tuple/
 * list/dict, math.* and collections.OrderedDict, and the methods of lists, dicts, tuples and
 * strings, with CPython's results and messages. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "interp.h"

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

PV *
in_pyconvert(Interp *in, PV *type, PV **a, uint32_t n, SrcLoc loc)
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
		return x->k == PV_OBJ && in_subclass(in, x->obj->cls, c);
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
PV *
in_pycall(Interp *in, const char *f, PV **a, uint32_t n, Sym *kwn, PV **kwv, uint32_t nkw,
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
		return in_pyconvert(in, t, a, n, loc);
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
