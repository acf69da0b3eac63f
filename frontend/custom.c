/* Custom operators: `torch.ops.DOMAIN.NAME(...)`, declared on the command line by
 *   --custom-op 'DOMAIN::NAME(Tensor x, Tensor? mask, float alpha=1.0, int[] axes=[]) -> Tensor'
 * become one node `NAME` of ONNX domain DOMAIN, as a custom symbolic
 * (`g.op("DOMAIN::NAME", x, mask, alpha_f=alpha)`) makes PyTorch's exporter write it:
 * the Tensor arguments are the node's inputs in order (None for a `Tensor?` is an omitted
 * input), every other argument an attribute of its parameter's name, whose value must be
 * known at compile time.  The declaration is PyTorch's schema syntax; what scriptc cannot
 * know is what the operator computes, so a result declared `Tensor` is a tensor of the first
 * Tensor argument's dtype (float32 without one) and of unknown shape (no promise is made
 * that the runtime could find broken), and one declared as --input spells a type
 * (`-> float32[N,4]`, `-> (Tensor, int64[?])`) has that dtype and shape, the user's promise.  The model imports the domain at --custom-opset DOMAIN=VERSION
 * (1 by default): backend_onnx/emit.c.  A declaration ending `as ONNXDOMAIN::ONNXNAME` writes
 * that node instead, as a custom symbolic maps `mylib::gelu` to `com.microsoft::Gelu` (ONNX
 * domains have dots, which a torch.ops name cannot).
 *
 *   %5 = prim::CustomOp[@domain="mydom", @op="Gelu2", alpha=0.5](%x)
 *   -> mydom.Gelu2 <alpha: float = 0.5> (x)        (ONNX's printed form) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "call.h"

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

/* the attribute of a non-Tensor argument; -1 after an error */
static int
attrof(Builder *b, Node *n, const CustomOp *c, const CustomArg *a, SV *v, SrcLoc loc)
{
	Sym name = sym_cstr(a->name);
	if (!v) { /* the declaration's default */
		if (a->type == CA_FLOAT)
			ir_attr_f(b->g, n, name, a->f);
		else if (a->type == CA_STR)
			ir_attr_s(b->g, n, name, a->def);
		else if (a->type == CA_INTS)
			ir_attr_ints(b->g, n, name, a->ints, a->nints);
		else
			ir_attr_i(b->g, n, name, a->i);
		return 0;
	}
	TypeKind k = kindof(v);
	int64_t i;
	double f;
	switch (a->type) {
	case CA_INT:
		if (k == T_INT && ir_constint(v->v, &i)) {
			ir_attr_i(b->g, n, name, i);
			return 0;
		}
		break;
	case CA_BOOL:
		if (k == T_BOOL && ir_constint(v->v, &i)) {
			ir_attr_i(b->g, n, name, i);
			return 0;
		}
		break;
	case CA_FLOAT:
		if ((k == T_FLOAT || k == T_INT) && ir_constfloat(v->v, &f)) {
			ir_attr_f(b->g, n, name, f);
			return 0;
		}
		break;
	case CA_STR:
		if (k == T_STR && ir_isconst(v->v) && ir_attr(v->v->def, S_value)) {
			ir_attr_s(b->g, n, name, ir_attr(v->v->def, S_value)->s);
			return 0;
		}
		break;
	case CA_INTS: {
		int64_t *vals;
		uint32_t cnt;
		if (k == T_LIST && ir_constints(v->v, &vals, &cnt)) {
			ir_attr_ints(b->g, n, name, vals, cnt);
			return 0;
		}
		if (v->k != SV_TUPLE || v->dict)
			break;
		vals = NEWA(b->a, int64_t, v->n + 1); /* a display, [1, 2] or (1, 2) */
		for (cnt = 0; cnt < v->n; cnt++)
			if (kindof(v->el[cnt]) != T_INT || !ir_constint(v->el[cnt]->v, &vals[cnt]))
				break;
		if (cnt < v->n)
			break;
		ir_attr_ints(b->g, n, name, vals, cnt);
		return 0;
	}
	}
	emit_error(b, loc, "torch.ops.%s.%s: '%s' becomes an ONNX attribute and must be %s "
		"known at compile time", c->domain, c->name, a->name, a->type == CA_INT ? "an int" :
		a->type == CA_BOOL ? "a bool" : a->type == CA_FLOAT ? "a float" :
		a->type == CA_STR ? "a str" : "a list of ints");
	return -1;
}

/* the arguments in the declaration's order, defaults filled in; -1 after an error */
static int
bindargs(Builder *b, const CustomOp *c, Args *in, SV **slot, SrcLoc loc)
{
	if (in->npos > c->nargs) {
		emit_error(b, loc, "torch.ops.%s.%s takes %u arguments (--custom-op), not %u",
			c->domain, c->name, c->nargs, in->npos);
		return -1;
	}
	memset(slot, 0, c->nargs * sizeof *slot);
	for (uint32_t i = 0; i < in->npos; i++)
		slot[i] = in->pos[i];
	for (uint32_t k = 0; k < in->nkw; k++) {
		uint32_t i = 0;
		while (i < c->nargs && strcmp(c->args[i].name, sym_str(in->kwn[k])))
			i++;
		if (i == c->nargs || slot[i]) {
			emit_error(b, loc, "torch.ops.%s.%s: %s argument '%s'", c->domain, c->name,
				i == c->nargs ? "no" : "a second value for the", sym_str(in->kwn[k]));
			return -1;
		}
		slot[i] = in->kwv[k];
	}
	for (uint32_t i = 0; i < c->nargs; i++)
		if (!slot[i] && !c->args[i].hasdef) {
			emit_error(b, loc, "torch.ops.%s.%s: missing argument '%s'", c->domain,
				c->name, c->args[i].name);
			return -1;
		}
	return 0; /* NULL: the declaration's default */
}

SV *
custom_call(Builder *b, const char *path, Args *in, SrcLoc loc)
{
	const char *dot = strchr(path, '.');
	const CustomOp *c = NULL;
	for (uint32_t i = 0; dot && i < b->ncustom; i++)
		if (!strncmp(b->customs[i].domain, path, (size_t)(dot - path)) &&
		    !b->customs[i].domain[dot - path] && !strcmp(b->customs[i].name, dot + 1))
			c = &b->customs[i];
	if (!c) {
		emit_error(b, loc, "unsupported operator 'torch.ops.%s': declare a custom operator "
			"with --custom-op '%.*s::%s(Tensor x, ...) -> Tensor'", path,
			dot ? (int)(dot - path) : 0, path, dot ? dot + 1 : path);
		return sv_poison(b);
	}
	SV *slot[CUSTOM_MAXARG];
	if (bindargs(b, c, in, slot, loc) < 0)
		return sv_poison(b);
	Node *n = ir_node(b->g, SYMC("prim::CustomOp"), c->nrets, loc);
	ir_attr_s(b->g, n, SYMC("@domain"), c->odomain);
	ir_attr_s(b->g, n, SYMC("@op"), c->oname);
	DType dt = DT_UNDEF;
	for (uint32_t i = 0; i < c->nargs; i++) {
		const CustomArg *a = &c->args[i];
		SV *v = slot[i];
		if (a->type == CA_OPTTENSOR && (!v || kindof(v) == T_NONE)) {
			/* an omitted input: the empty name */
			ir_addinput(b->g, n, v ? v->v : emit_const_none(b));
			continue;
		}
		if (a->type == CA_TENSOR || a->type == CA_OPTTENSOR) {
			if (kindof(v) != T_TENSOR) {
				emit_error(b, loc, "torch.ops.%s.%s: '%s' must be a Tensor%s", c->domain,
					c->name, a->name, a->type == CA_OPTTENSOR ? " or None" : "");
				return sv_poison(b);
			}
			ir_addinput(b->g, n, v->v);
			if (dt == DT_UNDEF)
				dt = v->v->type->dtype;
			continue;
		}
		if (attrof(b, n, c, a, v, loc) < 0)
			return sv_poison(b);
	}
	/* trailing omitted inputs are left out, as ONNX writes them */
	while (n->nin && ir_in(n, n->nin - 1)->type->kind == T_NONE)
		ir_removeinput(n, n->nin - 1);
	ir_append(b->blk, n);
	for (uint32_t i = 0; i < c->nrets; i++) {
		const InputSpec *r = &c->rets[i];
		DType rt = r->dtype != DT_UNDEF ? r->dtype : dt != DT_UNDEF ? dt : DT_F32;
		n->out[i]->type = ty_tensor(rt, r->rank, r->rank > 0 ? r->dims : NULL);
	}
	if (c->nrets == 1)
		return sv_value(b, n->out[0]);
	SV *t = sv_new(b, SV_TUPLE);
	t->n = c->nrets;
	t->el = NEWA(b->a, SV *, c->nrets);
	for (uint32_t i = 0; i < c->nrets; i++)
		t->el[i] = sv_value(b, n->out[i]);
	return t;
}
