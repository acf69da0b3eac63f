/* --custom-op declarations, 'DOMAIN::NAME(Tensor x, Tensor? mask=None, float alpha=1.0) ->
 * float32[N,4] as ONNXDOMAIN::ONNXNAME', read into a CustomOp: PyTorch's schema syntax, each
 * default checked against its type, each result `Tensor` or a type as --input spells it
 * (fe_parse_input, so this file sits beside build.c).  custom.c builds the calls. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "builder.h"

static int
isidch(char c, int first)
{
	return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
		(!first && c >= '0' && c <= '9');
}

/* an identifier (with dots where dotted is set: an ONNX domain, "com.example") into buf */
static int
ident(const char **p, char *buf, size_t cap, int dotted)
{
	size_t n = 0;
	while (isidch(**p, n == 0) || (dotted && n && **p == '.')) {
		if (n + 1 == cap)
			return -1;
		buf[n++] = *(*p)++;
	}
	buf[n] = 0;
	return n ? 0 : -1;
}

static void
sp(const char **p)
{
	while (**p == ' ')
		(*p)++;
}

static const struct {
	const char *text;
	int type;
} argtypes[] = {{"Tensor?", CA_OPTTENSOR}, {"Tensor", CA_TENSOR}, {"int[]", CA_INTS},
	{"int", CA_INT}, {"float", CA_FLOAT}, {"bool", CA_BOOL}, {"str", CA_STR}};

static int
bad(char *err, size_t cap, const char *decl, const char *why)
{
	snprintf(err, cap, "--custom-op '%s': %s (expected 'DOMAIN::NAME(Tensor x, float alpha) "
		"-> Tensor')", decl, why);
	return -1;
}

/* a default's text as its argument's constant (PyTorch's schema spelling); -1 if it is not */
static int
parsedefault(CustomArg *a)
{
	char *end;
	const char *d = a->def;
	switch (a->type) {
	case CA_OPTTENSOR:
		return strcmp(d, "None") ? -1 : 0;
	case CA_INT:
		a->i = strtoll(d, &end, 10);
		return *end ? -1 : 0;
	case CA_FLOAT:
		a->f = strtod(d, &end);
		return *end ? -1 : 0;
	case CA_BOOL:
		a->i = !strcmp(d, "True");
		return strcmp(d, "True") && strcmp(d, "False") ? -1 : 0;
	case CA_STR: {
		size_t n = strlen(d);
		if (n < 2 || (d[0] != '"' && d[0] != '\'') || d[n - 1] != d[0])
			return -1;
		memmove(a->def, d + 1, n - 2);
		a->def[n - 2] = 0;
		return 0;
	}
	case CA_INTS:
		if (*d++ != '[')
			return -1;
		for (;;) {
			while (*d == ' ')
				d++;
			if (*d == ']')
				return d[1] ? -1 : 0;
			if (a->nints == CUSTOM_MAXARG)
				return -1;
			a->ints[a->nints++] = strtoll(d, &end, 10);
			if (end == d)
				return -1;
			for (d = end; *d == ' '; d++)
				;
			if (*d == ',')
				d++;
			else if (*d != ']')
				return -1;
		}
	default:
		return -1; /* a Tensor has no default */
	}
}

int
fe_parse_customop(const char *decl, CustomOp *c, char *err, size_t cap)
{
	const char *p = decl;
	memset(c, 0, sizeof *c);
	c->decl = decl;
	sp(&p);
	if (ident(&p, c->domain, sizeof c->domain, 1) < 0 || strncmp(p, "::", 2))
		return bad(err, cap, decl, "no DOMAIN:: before the name");
	p += 2;
	if (ident(&p, c->name, sizeof c->name, 0) < 0 || *p != '(')
		return bad(err, cap, decl, "no NAME( after the domain");
	for (p++, sp(&p); *p != ')';) {
		if (c->nargs == CUSTOM_MAXARG)
			return bad(err, cap, decl, "more than 16 arguments");
		CustomArg *a = &c->args[c->nargs++];
		size_t k = 0;
		while (k < sizeof argtypes / sizeof *argtypes &&
		       strncmp(p, argtypes[k].text, strlen(argtypes[k].text)))
			k++;
		if (k == sizeof argtypes / sizeof *argtypes)
			return bad(err, cap, decl, "an argument's type is not Tensor, Tensor?, int, "
				"float, bool, str or int[]");
		a->type = argtypes[k].type;
		p += strlen(argtypes[k].text);
		if (*p != ' ')
			return bad(err, cap, decl, "an argument's type is not Tensor, Tensor?, int, "
				"float, bool, str or int[]");
		sp(&p);
		if (ident(&p, a->name, sizeof a->name, 0) < 0)
			return bad(err, cap, decl, "an argument without a name");
		for (uint32_t i = 0; i + 1 < c->nargs; i++)
			if (!strcmp(c->args[i].name, a->name))
				return bad(err, cap, decl, "two arguments of one name");
		sp(&p);
		if (*p == '=') {
			p++;
			sp(&p);
			const char *d = p;
			int depth = 0;
			while (*p && (depth || (*p != ',' && *p != ')'))) {
				depth += *p == '[' ? 1 : *p == ']' ? -1 : 0;
				p++;
			}
			size_t n = (size_t)(p - d);
			while (n && d[n - 1] == ' ')
				n--;
			if (!n || n >= sizeof a->def)
				return bad(err, cap, decl, "a default that is empty or too long");
			memcpy(a->def, d, n);
			a->hasdef = 1;
			if (parsedefault(a) < 0)
				return bad(err, cap, decl, "a default that is not a constant of its "
					"argument's type");
		} else if (c->nargs > 1 && c->args[c->nargs - 2].hasdef) {
			return bad(err, cap, decl, "an argument without a default after one with");
		}
		sp(&p);
		if (*p == ',')
			p++, sp(&p);
		else if (*p != ')')
			return bad(err, cap, decl, "an argument list without its ')'");
	}
	p++;
	sp(&p);
	if (strncmp(p, "->", 2))
		return bad(err, cap, decl, "no '-> Tensor' after the arguments");
	p += 2;
	sp(&p);
	int tuple = *p == '(';
	if (tuple)
		p++;
	for (sp(&p); *p && *p != ')'; sp(&p)) {
		if (c->nrets == CUSTOM_MAXARG)
			return bad(err, cap, decl, "more than 16 results");
		InputSpec *r = &c->rets[c->nrets++];
		if (!strncmp(p, "Tensor", 6) && !isidch(p[6], 0)) {
			r->dtype = DT_UNDEF; /* the first Tensor argument's */
			r->rank = -1;
			p += 6;
		} else { /* a type as --input spells it: float32[N,4] */
			char spec[256] = "r:", perr[256];
			size_t n = 2;
			while (*p && *p != ']' && n + 2 < sizeof spec)
				spec[n++] = *p++;
			if (*p == ']')
				spec[n++] = *p++;
			spec[n] = 0;
			if (fe_parse_input(spec, r, perr, sizeof perr) < 0)
				return bad(err, cap, decl, "a result is neither Tensor nor a type such as "
					"float32[N,4]");
		}
		sp(&p);
		if (tuple && isidch(*p, 1)) { /* a named result, (Tensor values, Tensor indices) */
			char name[64];
			if (ident(&p, name, sizeof name, 0) < 0)
				return bad(err, cap, decl, "a bad result name");
			sp(&p);
		}
		if (!tuple)
			break;
		if (*p == ',')
			p++;
		else if (*p != ')')
			return bad(err, cap, decl, "the results without their ')'");
	}
	if (tuple && *p++ != ')')
		return bad(err, cap, decl, "the results without their ')'");
	sp(&p);
	strcpy(c->odomain, c->domain);
	strcpy(c->oname, c->name);
	if (!strncmp(p, "as ", 3)) { /* the node it becomes: as com.microsoft::Gelu */
		p += 3;
		sp(&p);
		if (ident(&p, c->odomain, sizeof c->odomain, 1) < 0 || strncmp(p, "::", 2))
			return bad(err, cap, decl, "no ONNX DOMAIN:: after 'as'");
		p += 2;
		if (ident(&p, c->oname, sizeof c->oname, 0) < 0)
			return bad(err, cap, decl, "no ONNX operator name after 'as DOMAIN::'");
		sp(&p);
	}
	if (!c->nrets || *p)
		return bad(err, cap, decl, "the result must be Tensor, a type such as float32[N,4], "
			"or a tuple of them, optionally followed by 'as DOMAIN::NAME'");
	return 0;
}
