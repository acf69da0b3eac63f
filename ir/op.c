/* The operator registry.  ops.def holds one row per PyTorch overload with its schema written
 * exactly as PyTorch writes it ("add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) ->
 * Tensor"); each schema is parsed once into argument descriptors (name, type, default,
 * keyword-only) that the IR builder uses to match calls, so keyword names and defaults come
 * from one place.  A bad row is a bug: die().  Schemas are parsed when their operator is
 * first looked up (op_first), not at start-up: a small script uses a few of them, and
 * parsing all of them was a tenth of its whole-process time.  op_all() parses every one
 * (--list-ops, which the test suite runs).  The rest of what is known about an operator is
 * in its row too: its spellings (op_spelled, op_forpy for Python operators, the ALIAS rows
 * for PyTorch's other names), PyTorch's dtype rules, the ONNX operator of a 1:1 lowering;
 * shared hooks tell rows apart by their OP_* enum (op_is, op_row), not by name. */
#include <string.h>
#include <stdlib.h>
#include "ir.h"

#define OP(ns, nm, ov, sch, fl, inf, low) int inf(Graph *, Node *, Diag *);
#include "ops.def"
#undef OP
#define OP(ns, nm, ov, sch, fl, inf, low) int low(Lower *, Node *);
#include "ops.def"
#undef OP

Op optab[NOP ? NOP : 1] = {
#define OP(ns, nm, ov, sch, fl, inf, low) \
	[OP_##ns##_##nm##_##ov] = {.schema = sch, .flags = fl, .infer = inf, .lower = low},
#define OP1(ns, nm, ov, sch, fl, inf, ox) \
	[OP_##ns##_##nm##_##ov] = {.schema = sch, .flags = fl, .infer = inf, .lower = lower_1to1, \
		.onnx = #ox},
#define OPX(ns, nm, ov, sch, fl, inf, low, ox) \
	[OP_##ns##_##nm##_##ov] = {.schema = sch, .flags = fl, .infer = inf, .lower = low, \
		.lowonnx = #ox},
#include "ops.def"
#undef OP
#undef OP1
#undef OPX
};

static const char *opns[] = {
#define OP(ns, nm, ov, sch, fl, inf, low) #ns,
#include "ops.def"
#undef OP
	NULL,
};

static const char *opkind[] = { /* what parsing the schema's name gives o->kind */
#define OP(ns, nm, ov, sch, fl, inf, low) #ns "::" #nm,
#include "ops.def"
#undef OP
	NULL,
};

static const struct { const char *alt; uint32_t row; } aliases[] = {
#define OP(ns, nm, ov, sch, fl, inf, low)
#define OP1(ns, nm, ov, sch, fl, inf, ox)
#define ALIAS(alt, nm, ov) {#alt, OP_aten_##nm##_##ov},
#include "ops.def"
#undef OP
#undef OP1
#undef ALIAS
	{NULL, 0},
};

const char *const op_pytext[NPY] = {[PY_NONE] = "", [PY_ADD] = "+", [PY_SUB] = "-",
	[PY_MUL] = "*", [PY_DIV] = "/", [PY_FLOORDIV] = "//", [PY_MOD] = "%", [PY_POW] = "**",
	[PY_MATMUL] = "@", [PY_AND] = "&", [PY_OR] = "|", [PY_XOR] = "^", [PY_EQ] = "==",
	[PY_NE] = "!=", [PY_LT] = "<", [PY_LE] = "<=", [PY_GT] = ">", [PY_GE] = ">=",
	[PY_NEG] = "-x", [PY_INVERT] = "~x", [PY_NOT] = "not x",
	[PY_LSHIFT] = "<<", [PY_RSHIFT] = ">>"};

static Arena *oparena;
static uint32_t *nextov; /* nextov[i]: index of the next overload with the same name, or NOP */
static uint32_t *firstov;/* firstov[kind]: the first overload of that aten::name, or NOP */
static Sym maxkind;      /* kinds are interned by op_init, so they index firstov */
static uint8_t *parsed;  /* parsed[i]: optab[i]'s schema has been parsed */

static void
skipsp(const char **p)
{
	while (**p == ' ')
		(*p)++;
}

/* ident -> [A-Za-z_][A-Za-z0-9_]* */
static Sym
ident(const char **p)
{
	const char *s = *p;
	while (**p == '_' || (**p >= 'a' && **p <= 'z') || (**p >= 'A' && **p <= 'Z') ||
	       (**p >= '0' && **p <= '9'))
		(*p)++;
	return sym_intern(s, (size_t)(*p - s));
}

static ArgType
argtype(const char *s, size_t n, int *list)
{
	static const struct { const char *name; ArgType t; } tab[] = {
		{"Tensor", AT_TENSOR}, {"int", AT_INT}, {"float", AT_FLOAT}, {"bool", AT_BOOL},
		{"SymInt", AT_INT}, /* PyTorch's symbolic int: an int in TorchScript */
		{"Scalar", AT_SCALAR}, {"ScalarType", AT_DTYPE}, {"str", AT_STR},
		{"Device", AT_DEVICE}, {"Layout", AT_INT}, {"MemoryFormat", AT_INT}, /* ints in TorchScript */
		{"Generator", AT_ANY},
		{"t", AT_ANY}, {"t1", AT_ANY}, {"t2", AT_ANY}, /* TorchScript's type variables */
	};
	for (size_t i = 0; i < sizeof tab / sizeof *tab; i++)
		if (strlen(tab[i].name) == n && strncmp(tab[i].name, s, n) == 0) {
			if (*list && tab[i].t == AT_INT)
				return AT_INTS;
			if (*list && tab[i].t == AT_TENSOR)
				return AT_TENSORS;
			if (*list && tab[i].t == AT_FLOAT)
				return AT_FLOATS;
			if (*list && tab[i].t == AT_BOOL)
				return AT_BOOLS;
			return tab[i].t;
		}
	die("ops.def: unknown schema type '%.*s'", (int)n, s);
}

/* arg -> type ['(' alias ')'] ['[' [N] ']'] ['?'] name ['=' default] */
static void
parsearg(const char **p, OpArg *a, int kwonly)
{
	const char *t = *p;
	while (**p && **p != ' ' && **p != '(' && **p != '[' && **p != '?')
		(*p)++;
	size_t tn = (size_t)(*p - t);
	if (**p == '(') { /* Tensor(a) self: the result may be self; Tensor(a!): written */
		a->alias = (*p)[1];
		while (*(*p)++ != ')')
			a->write |= **p == '!';
	}
	int list = 0;
	if (**p == '?' && (*p)[1] == '[')
		(*p)++, a->elemopt = 1; /* Tensor?[]: elements may be None (aten::index) */
	if (**p == '[') {
		list = 1;
		a->listlen = atoi(*p + 1);
		while (*(*p)++ != ']')
			;
	}
	if (**p == '?')
		a->optional = 1, (*p)++;
	a->type = argtype(t, tn, &list);
	skipsp(p);
	a->name = ident(p);
	a->kwonly = kwonly;
	if (**p == '=') {
		(*p)++;
		const char *d = *p;
		int depth = 0;
		while (**p && (depth || (**p != ',' && **p != ')'))) {
			depth += **p == '[' ? 1 : **p == ']' ? -1 : 0;
			(*p)++;
		}
		a->hasdef = 1;
		a->def = arena_strndup(oparena, d, (size_t)(*p - d));
	}
}

static ArgType
rettype(const char **p, char *alias, Sym *name)
{
	const char *t = *p;
	while (**p && **p != ' ' && **p != ',' && **p != ')' && **p != '[' && **p != '(')
		(*p)++;
	size_t n = (size_t)(*p - t);
	if (**p == '(') {
		*alias = (*p)[1];
		while (*(*p)++ != ')')
			;
	}
	int list = 0;
	if (**p == '[')
		list = 1, *p += 2;
	ArgType at = argtype(t, n, &list);
	skipsp(p);
	if (**p != ',' && **p != ')' && **p)
		*name = ident(p); /* a named return, "Tensor values" */
	return at;
}

static Type *
retty(ArgType at)
{
	switch (at) {
	case AT_TENSOR: return ty_tensor(DT_UNDEF, -1, NULL);
	case AT_INT: return ty_int();
	case AT_FLOAT: return ty_float();
	case AT_BOOL: return ty_bool();
	case AT_INTS: return ty_list(ty_int());
	case AT_FLOATS: return ty_list(ty_float());
	case AT_BOOLS: return ty_list(ty_bool());
	case AT_TENSORS: return ty_list(ty_tensor(DT_UNDEF, -1, NULL));
	default: return ty_any();
	}
}

/* schema -> name ['.' overload] '(' args ')' '->' ret */
static void
parse(Op *o, const char *ns)
{
	const char *p = o->schema;
	Sym name = ident(&p);
	o->ns = sym_cstr(ns);
	o->name = name;
	o->kind = sym_fmt("%s::%s", ns, sym_str(name));
	o->overload = "";
	if (*p == '.') {
		p++;
		o->overload = sym_str(ident(&p));
	}
	if (*p++ != '(')
		die("ops.def: bad schema %s", o->schema);
	OpArg args[32];
	int kwonly = 0;
	for (skipsp(&p); *p != ')';) {
		if (*p == '*') {
			kwonly = 1;
			p++;
		} else {
			if (o->nargs == 32)
				die("ops.def: too many args in %s", o->schema);
			memset(&args[o->nargs], 0, sizeof args[0]);
			parsearg(&p, &args[o->nargs++], kwonly);
		}
		skipsp(&p);
		if (*p == ',')
			p++, skipsp(&p);
	}
	o->args = NEWA(oparena, OpArg, o->nargs + 1);
	memcpy(o->args, args, sizeof(OpArg) * o->nargs);
	p++;
	skipsp(&p);
	if (strncmp(p, "->", 2) != 0)
		die("ops.def: no '->' in %s", o->schema);
	p += 2;
	skipsp(&p);
	Type *rets[8];
	Sym names[8] = {0};
	if (*p == '(') {
		for (p++; *p && *p != ')';) {
			skipsp(&p);
			char al = 0;
			rets[o->nrets] = retty(rettype(&p, &al, &names[o->nrets]));
			o->nrets++;
			skipsp(&p);
			if (*p == ',')
				p++;
		}
		o->ret0 = AT_ANY;
	} else {
		o->ret0 = rettype(&p, &o->retalias, &names[0]);
		rets[o->nrets++] = retty(o->ret0);
	}
	o->rets = NEWA(oparena, Type *, o->nrets);
	memcpy(o->rets, rets, sizeof(Type *) * o->nrets);
	if (names[0]) { /* a NamedTuple: (Tensor values, Tensor indices) */
		o->retnames = NEWA(oparena, Sym, o->nrets);
		memcpy(o->retnames, names, sizeof(Sym) * o->nrets);
	}
}

static void
freeops(void)
{
	free(firstov);
	free(nextov);
	free(parsed);
	arena_free(oparena);
}

void
op_init(void)
{
	if (oparena)
		return;
	oparena = arena_new();
	nextov = calloc(NOP + 1, sizeof *nextov);
	parsed = calloc(NOP + 1, 1);
	if (!nextov || !parsed)
		die("out of memory");
	atexit(freeops);
	for (uint32_t i = 0; i < NOP; i++) {
		optab[i].kind = sym_cstr(opkind[i]);
		maxkind = optab[i].kind > maxkind ? optab[i].kind : maxkind;
	}
	firstov = malloc((maxkind + 1) * sizeof *firstov);
	if (!firstov)
		die("out of memory");
	for (Sym k = 0; k <= maxkind; k++)
		firstov[k] = NOP;
	for (uint32_t i = NOP; i-- > 0;) {
		nextov[i] = firstov[optab[i].kind];
		firstov[optab[i].kind] = i;
	}
}

static void
ready(uint32_t i)
{
	if (parsed[i])
		return;
	Sym kind = optab[i].kind;
	parse(&optab[i], opns[i]);
	if (optab[i].kind != kind)
		die("ops.def: schema %s does not name %s", optab[i].schema, sym_str(kind));
	parsed[i] = 1;
}

const Op *
op_first(Sym kind)
{
	op_init();
	if (kind > maxkind || firstov[kind] == NOP)
		return NULL;
	for (uint32_t i = firstov[kind]; i < NOP; i = nextov[i])
		ready(i);
	return &optab[firstov[kind]];
}

void
op_all(void)
{
	op_init();
	for (uint32_t i = 0; i < NOP; i++)
		ready(i);
}

const Op *
op_next(const Op *o)
{
	uint32_t i = nextov[o - optab];
	return i < NOP ? &optab[i] : NULL;
}

int
op_isview(const Op *o)
{
	ready((uint32_t)(o - optab));
	return o->nargs && o->args[0].alias && !o->args[0].write && o->retalias == o->args[0].alias;
}

int
op_mutates(const Op *o)
{
	ready((uint32_t)(o - optab));
	return o->nargs && o->args[0].write;
}

/* optab[row] ready to use: its operator's overloads parsed, as op_first parses them */
const Op *
op_at(uint32_t row)
{
	op_init();
	op_first(optab[row].kind);
	return &optab[row];
}

uint32_t
op_row(const Op *o)
{
	return (uint32_t)(o - optab);
}

int
op_is(const Op *o, uint32_t row)
{
	op_init();
	return o && o->kind == optab[row].kind;
}

const Op *
op_spelled(Sym kind, uint32_t spelling)
{
	for (const Op *o = op_first(kind); o; o = op_next(o))
		if (o->flags & spelling)
			return o;
	return NULL;
}

/* the row a Python operator spells on tensors (its overload whose operands are tensors),
 * or on numbers (its first overload on numbers) */
static int
spells(const Op *o, PyOp p, int tensor)
{
	if (op_py(o) != p)
		return 0;
	if (tensor)
		return o->nargs >= 1 && o->args[0].type == AT_TENSOR &&
		       (o->nargs == 1 || o->args[1].type == AT_TENSOR);
	return o->args[0].type != AT_TENSOR && ty_isscalar(o->rets[0]);
}

const Op *
op_forpy(const char *text, int tensor)
{
	static const Op *memo[NPY][2];
	static uint8_t done[NPY][2];
	PyOp p = PY_NONE + 1;
	while (p < NPY && strcmp(op_pytext[p], text) != 0)
		p++;
	if (p == NPY)
		return NULL;
	tensor = !!tensor;
	op_init();
	for (uint32_t i = 0; i < NOP && !done[p][tensor]; i++) {
		if (op_py(&optab[i]) != p)
			continue;
		ready(i);
		if (spells(&optab[i], p, tensor))
			memo[p][tensor] = &optab[i], done[p][tensor] = 1;
	}
	done[p][tensor] = 1;
	return memo[p][tensor];
}

/* the builder asks at every method call: names are compared as symbols, interned once */
const char *
op_alias(const char *alt)
{
	static Sym altsym[sizeof aliases / sizeof *aliases];
	if (!altsym[0])
		for (uint32_t i = 0; aliases[i].alt; i++)
			altsym[i] = sym_cstr(aliases[i].alt);
	Sym s = sym_cstr(alt);
	for (uint32_t i = 0; aliases[i].alt; i++)
		if (altsym[i] == s) {
			op_init();
			ready(aliases[i].row);
			return sym_str(optab[aliases[i].row].name);
		}
	return NULL;
}

int
op_aliases(const char *alt, const Op *o)
{
	for (uint32_t i = 0; aliases[i].alt; i++)
		if (&optab[aliases[i].row] == o && !strcmp(aliases[i].alt, alt))
			return 1;
	return 0;
}

int
op_aliasrow(uint32_t i, const char **alt, const Op **o)
{
	if (i >= sizeof aliases / sizeof *aliases - 1)
		return 0;
	op_init();
	ready(aliases[i].row);
	*alt = aliases[i].alt;
	*o = &optab[aliases[i].row];
	return 1;
}
