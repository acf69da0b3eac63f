/* f-strings in __init__ (and the helpers it calls): f"{i}", f"{x:d}", f"{x:.2f}",
 * f"{name!r}", f"{self.n:>4}", as Python formats them.  A field is a number or string
 * literal, or a name (negated or not) followed by attributes and constant int subscripts
 * (`{self.sizes[0]}`); its conversion !s, !r or !a;
 * its spec Python's [[fill]align][sign][#][0][width][.precision][type] with the types
 * d, n, s, f, F, e, E, g, G, x, X, o, %, or none.  Anything else is a located error.
 * In forward an f-string with fields stays refused: strings exist only while compiling. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pyval.h"
#include "interp.h"

static Ast *
node(Interp *in, AstKind k, SrcLoc loc, Ast *a)
{
	Ast *x = NEW(in->a, Ast);
	memset(x, 0, sizeof *x);
	x->k = k, x->loc = loc, x->a = a, x->depth = a ? a->depth + 1 : 1;
	return x;
}

/* the field's expression [s, e) as an AST, or NULL */
static Ast *
fieldexpr(Interp *in, const char *s, const char *e, SrcLoc loc)
{
	while (s < e && isspace((unsigned char)*s))
		s++;
	while (e > s && isspace((unsigned char)e[-1]))
		e--;
	Ast *x = NULL;
	if (s < e && (*s == '\'' || *s == '"') && e - s >= 2 && e[-1] == *s &&
	    !memchr(s + 1, *s, (size_t)(e - s - 2))) { /* a string literal */
		x = node(in, E_STR, loc, NULL);
		x->str = arena_printf(in->a, "%.*s", (int)(e - s - 2), s + 1);
		return x;
	}
	static const struct { const char *w; AstKind k; } kw[] = {{"None", E_NONE},
		{"True", E_TRUE}, {"False", E_FALSE}};
	for (size_t i = 0; i < sizeof kw / sizeof *kw; i++)
		if ((size_t)(e - s) == strlen(kw[i].w) && !memcmp(s, kw[i].w, (size_t)(e - s)))
			return node(in, kw[i].k, loc, NULL);
	if (s + 1 < e && *s == '-' && !isdigit((unsigned char)s[1]) && s[1] != '.') {
		Ast *a = fieldexpr(in, s + 1, e, loc); /* -name */
		if (!a)
			return NULL;
		x = node(in, E_UNOP, loc, a);
		x->op = OP_NEG;
		return x;
	}
	if (s < e && (isdigit((unsigned char)*s) || *s == '.' || *s == '-')) { /* a number */
		char *end;
		const char *num = arena_printf(in->a, "%.*s", (int)(e - s), s);
		long long v = strtoll(num, &end, 10);
		if (*end == 0 && end != num) {
			x = node(in, E_INT, loc, NULL);
			x->ival = v;
			return x;
		}
		double d = strtod(num, &end);
		if (*end || end == num)
			return NULL;
		x = node(in, E_FLOAT, loc, NULL);
		x->fval = d;
		return x;
	}
	while (s < e) {
		if (!x || *s == '.') {
			s += x != NULL;
			const char *b = s;
			if (s < e && (isalpha((unsigned char)*s) || *s == '_'))
				while (s < e && (isalnum((unsigned char)*s) || *s == '_'))
					s++;
			if (s == b)
				return NULL;
			x = node(in, x ? E_ATTR : E_NAME, loc, x);
			x->name = sym_intern(b, (size_t)(s - b));
		} else if (*s == '[') {
			char *end;
			long long v = strtoll(s + 1, &end, 10);
			if (end == s + 1 || end >= e || *end != ']')
				return NULL;
			Ast *ix = node(in, E_INT, loc, NULL);
			ix->ival = v;
			x = node(in, E_SUBSCRIPT, loc, x);
			x->b = ix;
			s = end + 1;
		} else {
			return NULL;
		}
	}
	return x;
}

/* v formatted by spec (Python's format()), or NULL after an error */
static const char *
format(Interp *in, PV *v, const char *spec, SrcLoc loc)
{
	const char *p = spec;
	char fill = ' ', align = 0, sign = 0, type = 0;
	int alt = 0, zero = 0, width = 0, prec = -1;
	if (p[0] && (p[1] == '<' || p[1] == '>' || p[1] == '^' || p[1] == '='))
		fill = p[0], align = p[1], p += 2;
	else if (*p == '<' || *p == '>' || *p == '^' || *p == '=')
		align = *p++;
	if (*p == '+' || *p == '-' || *p == ' ')
		sign = *p++;
	if (*p == '#')
		alt = 1, p++;
	if (*p == '0')
		zero = 1, p++;
	while (isdigit((unsigned char)*p))
		width = width * 10 + (*p++ - '0');
	if (*p == '.') {
		p++;
		if (!isdigit((unsigned char)*p))
			return in_err(in, loc, "f-string: format spec '%s' is not supported", spec), NULL;
		prec = 0;
		while (isdigit((unsigned char)*p))
			prec = prec * 10 + (*p++ - '0');
	}
	if (*p && strchr("dnsfFeEgGxXo%", *p))
		type = *p++;
	if (*p)
		return in_err(in, loc, "f-string: format spec '%s' is not supported (Python's "
			"[[fill]align][sign][#][0][width][.precision][type], without grouping)", spec),
			NULL;
	int isnum = v->k == PV_INT || v->k == PV_BOOL || v->k == PV_FLOAT;
	char core[512], f[32];
	if (!type && v->k == PV_FLOAT)
		type = prec >= 0 ? 'g' : 0;
	if (!type && (v->k == PV_INT || v->k == PV_BOOL) && (sign || zero || alt))
		type = 'd';
	if (!type || type == 's') {
		if (type == 's' && isnum)
			return in_err(in, loc, "Unknown format code 's' for object of type '%s'",
				v->k == PV_FLOAT ? "float" : "int"), NULL;
		PV *s = v->k == PV_STR ? v : pv_tostr(in, v, 0, loc);
		if (!s)
			return NULL;
		snprintf(core, sizeof core, "%.*s", prec >= 0 ? prec : (int)sizeof core, s->s);
	} else if (!isnum) {
		return in_err(in, loc, "Unknown format code '%c' for object of type 'str'", type), NULL;
	} else if (strchr("dnxXo", type)) {
		if (v->k == PV_FLOAT)
			return in_err(in, loc, "Unknown format code '%c' for object of type 'float'",
				type), NULL;
		snprintf(f, sizeof f, "%%%s%s%s%s", sign == '+' ? "+" : sign == ' ' ? " " : "",
			alt ? "#" : "", zero && !align ? "0" : "", type == 'd' || type == 'n' ? "lld" :
			type == 'x' ? "llx" : type == 'X' ? "llX" : "llo");
		if (zero && !align)
			snprintf(f, sizeof f, "%%%s%s0%d%s", sign == '+' ? "+" : sign == ' ' ? " " : "",
				alt ? "#" : "", width, type == 'd' || type == 'n' ? "lld" : type == 'x' ?
				"llx" : type == 'X' ? "llX" : "llo");
		snprintf(core, sizeof core, f, (long long)v->i);
	} else {
		double d = v->k == PV_FLOAT ? v->f : (double)v->i;
		char t = type == '%' ? 'f' : type;
		if (type == '%')
			d *= 100;
		snprintf(f, sizeof f, "%%%s%s%s%s.%d%c", sign == '+' ? "+" : sign == ' ' ? " " : "",
			alt ? "#" : "", zero && !align ? "0" : "", zero && !align ?
			arena_printf(in->a, "%d", width) : "", prec >= 0 ? prec : 6, t);
		snprintf(core, sizeof core, f, d);
		if (type == '%')
			strncat(core, "%", sizeof core - strlen(core) - 1);
	}
	int len = (int)strlen(core);
	if (len >= width)
		return arena_printf(in->a, "%s", core);
	if (!align)
		align = isnum ? '>' : '<';
	int padn = width - len, left = align == '>' ? padn : align == '^' ? padn / 2 : 0;
	char *o = arena_alloc(in->a, (size_t)width + 1);
	if (align == '=' && isnum && (core[0] == '-' || core[0] == '+' || core[0] == ' ')) {
		o[0] = core[0];
		memset(o + 1, fill, (size_t)padn);
		memcpy(o + 1 + padn, core + 1, (size_t)len);
		return o;
	}
	if (align == '=')
		left = padn;
	memset(o, fill, (size_t)width);
	memcpy(o + left, core, (size_t)len);
	o[width] = 0;
	return o;
}

PV *
in_fstring(Interp *in, Frame *f, Ast *e)
{
	if (!e->name)
		return in_err(in, e->loc, "f-strings with replacement fields are not supported here");
	const char *s = sym_str(e->name), *out = "";
	while (*s) {
		if ((*s == '{' || *s == '}') && s[1] == *s) {
			out = arena_printf(in->a, "%s%c", out, *s);
			s += 2;
			continue;
		}
		if (*s != '{') {
			const char *b = s;
			while (*s && *s != '{' && *s != '}')
				s++;
			if (s == b) /* a single '}': the parser refused it */
				s++;
			out = arena_printf(in->a, "%s%.*s", out, (int)(s - b), b);
			continue;
		}
		const char *b = ++s;
		while (*s && *s != '}' && *s != '!' && *s != ':')
			s++;
		const char *end = s;
		char conv = 0;
		if (*s == '!')
			conv = s[1], s += s[1] ? 2 : 1;
		const char *spec = "";
		if (*s == ':') {
			const char *sb = ++s;
			while (*s && *s != '}')
				s++;
			spec = arena_printf(in->a, "%.*s", (int)(s - sb), sb);
		}
		if (*s != '}' || (conv && conv != 's' && conv != 'r' && conv != 'a'))
			return in_err(in, e->loc, "f-string: field '{%.*s' is not supported", (int)(s - b),
				b);
		s++;
		Ast *x = fieldexpr(in, b, end, e->loc);
		if (!x)
			return in_err(in, e->loc, "f-string field '{%.*s}' in __init__: only a literal, "
				"or a name with attributes and constant int subscripts, is supported", (int)(end - b),
				b);
		PV *v = in_expr(in, f, x);
		if (v && conv)
			v = pv_tostr(in, v, conv != 's', e->loc);
		const char *t = v ? format(in, v, spec, e->loc) : NULL;
		if (!t)
			return NULL;
		out = arena_printf(in->a, "%s%s", out, t);
	}
	return pv_str(in, out);
}
