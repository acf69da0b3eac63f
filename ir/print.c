/* The IR printer, in TorchScript's graph syntax so PyTorch users can read a dump at once:
 *   graph(%x : Float(batch, 3), %n : int):
 *     %2 : int = prim::Constant[value=1]()
 *     %x.1 : Float(batch, 3) = prim::Loop(%n, %c, %x)   # model.py:4:5
 *       block0(%i : int, %x.2 : Float(batch, 3)):
 *         %7 : Float(batch, 3) = aten::add(%x.2, %i)   # model.py:4:13
 *         -> (%c, %7)
 *     return (%x.1)
 * Names are given on first mention, in printing order, so a dump depends only on the graph:
 * a named value prints as its name, the second value with the same name as name.1, the third
 * as name.2 ...; an anonymous value prints as its position among all values printed so far
 * (skipping any number a name already took).  The name table is the printer's own scratch
 * (malloc and a private arena), freed before ir_print returns. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "ir.h"
#include "../runtime/runtime.h"

enum { NBUCKET = 1024 };

/* a name already given, and the next suffix to try for it as a base */
typedef struct Taken {
	const char *s;
	uint32_t next;
	struct Taken *hnext;
} Taken;

typedef struct {
	FILE *f;
	Diag *d;              /* file names for location comments; may be NULL */
	Arena *a;             /* scratch: names, type strings */
	const char **name;    /* by value id: the printed name without '%' */
	uint32_t cap;         /* entries in name */
	Taken *tab[NBUCKET];  /* every name given */
	uint32_t nseen;       /* values named so far: the next anonymous number */
} Printer;

static uint32_t
strhash(const char *s)
{
	uint32_t h = 2166136261u;
	while (*s)
		h = (h ^ (unsigned char)*s++) * 16777619u;
	return h;
}

static Taken *
lookup(Printer *p, const char *s)
{
	for (Taken *t = p->tab[strhash(s) % NBUCKET]; t; t = t->hnext)
		if (strcmp(t->s, s) == 0)
			return t;
	return NULL;
}

static Taken *
take(Printer *p, const char *s)
{
	Taken *t = NEW(p->a, Taken);
	t->s = s;
	t->next = 1;
	Taken **head = &p->tab[strhash(s) % NBUCKET];
	t->hnext = *head;
	*head = t;
	return t;
}

/* base itself if free, else base.1, base.2 ... */
static const char *
uniquename(Printer *p, const char *base)
{
	Taken *b = lookup(p, base);
	if (!b)
		return take(p, base)->s;
	for (;;) {
		const char *s = arena_printf(p->a, "%s.%u", base, b->next++);
		if (!lookup(p, s))
			return take(p, s)->s;
	}
}

static const char *
anonname(Printer *p)
{
	for (;;) {
		const char *s = arena_printf(p->a, "%u", p->nseen++);
		if (!lookup(p, s))
			return take(p, s)->s;
	}
}

/* v's printed name, given now if this is its first mention */
static const char *
name(Printer *p, const Value *v)
{
	if (v->id >= p->cap) {
		uint32_t cap = v->id * 2 + 16;
		p->name = realloc(p->name, sizeof(char *) * cap);
		if (!p->name)
			die("out of memory");
		memset(p->name + p->cap, 0, sizeof(char *) * (cap - p->cap));
		p->cap = cap;
	}
	if (!p->name[v->id]) {
		if (v->name) {
			p->nseen++;
			p->name[v->id] = uniquename(p, sym_str(v->name));
		} else
			p->name[v->id] = anonname(p);
	}
	return p->name[v->id];
}

/* "%a : int, %b : Float(2)" */
static void
decls(Printer *p, Value *const *v, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++)
		fprintf(p->f, "%s%%%s : %s", i ? ", " : "", name(p, v[i]),
		        ty_str_of(p->a, v[i]->type));
}

/* "(%a, %b)" */
static void
uses(Printer *p, const Node *n)
{
	fputc('(', p->f);
	for (uint32_t i = 0; i < n->nin; i++)
		fprintf(p->f, "%s%%%s", i ? ", " : "", name(p, ir_in(n, i)));
	fputc(')', p->f);
}

/* the shortest %.Ng that reads back as x, with a '.' if it would look like an int: "1." */
static void
fmtfloat(char *buf, size_t len, double x)
{
	if (isnan(x) || isinf(x)) {
		snprintf(buf, len, "%s", isnan(x) ? "nan" : x < 0 ? "-inf" : "inf");
		return;
	}
	for (int prec = 1; prec <= 17; prec++) {
		snprintf(buf, len, "%.*g", prec, x);
		if (strtod(buf, NULL) == x)
			break;
	}
	if (!strpbrk(buf, ".e"))
		strncat(buf, ".", len - strlen(buf) - 1);
}

void
ir_putstr(FILE *f, const char *s)
{
	fputc('"', f);
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;
		if (c == '"' || c == '\\')
			fprintf(f, "\\%c", c);
		else if (c == '\n')
			fputs("\\n", f);
		else if (c == '\t')
			fputs("\\t", f);
		else if (c < 0x20 || c == 0x7f)
			fprintf(f, "\\x%02x", c);
		else
			fputc(c, f);
	}
	fputc('"', f);
}

/* a small tensor's values as TorchScript prints them, {2.5} or {1, 2}; else <Tensor> */
static void
puttensor(FILE *f, const Tensor *t)
{
	char buf[40];
	if (!t || t->numel > 8 || !t->data) {
		fputs("<Tensor>", f);
		return;
	}
	fputc('{', f);
	for (int64_t i = 0; i < t->numel; i++) {
		const char *p = (const char *)t->data + (size_t)i * dtype_size(t->dtype);
		double v = 0;
		int64_t k = 0; /* ints are printed from an int64: a double loses INT64_MAX */
		switch (t->dtype) {
		case DT_F32: v = *(const float *)p; break;
		case DT_F64: v = *(const double *)p; break;
		case DT_I64: k = *(const int64_t *)p; break;
		case DT_I32: k = *(const int32_t *)p; break;
		case DT_I16: k = *(const int16_t *)p; break;
		case DT_I8: k = *(const int8_t *)p; break;
		case DT_U8:
		case DT_BOOL: k = *(const uint8_t *)p; break;
		default: fputs("?}", f); return;
		}
		if (dtype_isfloat(t->dtype))
			fmtfloat(buf, sizeof buf, v);
		else
			snprintf(buf, sizeof buf, "%lld", (long long)k);
		fprintf(f, "%s%s", i ? ", " : "", buf);
	}
	fputc('}', f);
}

static void
putattr(Printer *p, const Attr *a)
{
	char buf[40];
	fprintf(p->f, "%s=", sym_str(a->name));
	switch (a->kind) {
	case A_INT:
		fprintf(p->f, "%lld", (long long)a->i);
		break;
	case A_FLOAT:
		fmtfloat(buf, sizeof buf, a->f);
		fputs(buf, p->f);
		break;
	case A_STR:
		ir_putstr(p->f, a->s ? a->s : "");
		break;
	case A_INTS:
	case A_FLOATS:
		fputc('[', p->f);
		for (uint32_t i = 0; i < a->n; i++) {
			if (a->kind == A_INTS)
				snprintf(buf, sizeof buf, "%lld", (long long)a->ints[i]);
			else
				fmtfloat(buf, sizeof buf, a->floats[i]);
			fprintf(p->f, "%s%s", i ? ", " : "", buf);
		}
		fputc(']', p->f);
		break;
	case A_STRS:
		fputc('[', p->f);
		for (uint32_t i = 0; i < a->n; i++) {
			fputs(i ? ", " : "", p->f);
			ir_putstr(p->f, a->strs[i]);
		}
		fputc(']', p->f);
		break;
	case A_TENSOR:
		puttensor(p->f, a->t);
		break;
	case A_GRAPH:
		fprintf(p->f, "<graph%s%s>", a->g && a->g->name ? " " : "",
		        a->g && a->g->name ? sym_str(a->g->name) : "");
		break;
	case A_TYPE:
		fputs(ty_str_of(p->a, a->type), p->f);
		break;
	}
}

static void
attrs(Printer *p, const Node *n)
{
	if (!n->attr)
		return;
	fputc('[', p->f);
	for (const Attr *a = n->attr; a; a = a->next) {
		putattr(p, a);
		if (a->next)
			fputs(", ", p->f);
	}
	fputc(']', p->f);
}

/* "   # model.py:4:13", or nothing for a node without a location */
static void
where(Printer *p, SrcLoc loc)
{
	if (!loc.line)
		return;
	fputs("   # ", p->f);
	if (p->d && loc.file && loc.file < p->d->nfile && p->d->fname[loc.file])
		fprintf(p->f, "%s:", p->d->fname[loc.file]);
	fprintf(p->f, "%u:%u", loc.line, loc.col);
}

static void printblock(Printer *p, const Block *b, int indent);

static void
printnode(Printer *p, const Node *n, int indent)
{
	fprintf(p->f, "%*s", indent, "");
	decls(p, n->out, n->nout);
	fprintf(p->f, " = %s", sym_str(n->kind));
	attrs(p, n);
	uses(p, n);
	where(p, n->loc);
	fputc('\n', p->f);
	for (uint32_t i = 0; i < n->nblk; i++) {
		fprintf(p->f, "%*sblock%u(", indent + 2, "", i);
		decls(p, n->blk[i]->param.out, ir_nparam(n->blk[i]));
		fputs("):\n", p->f);
		printblock(p, n->blk[i], indent + 4);
		fprintf(p->f, "%*s-> ", indent + 4, "");
		uses(p, &n->blk[i]->ret);
		fputc('\n', p->f);
	}
}

static void
printblock(Printer *p, const Block *b, int indent)
{
	for (const Node *n = ir_first(b); n != ir_end(b); n = n->next)
		printnode(p, n, indent);
}

void
ir_print(FILE *f, Graph *g, Diag *d)
{
	Printer *p = calloc(1, sizeof *p);
	if (!p)
		die("out of memory");
	p->f = f;
	p->d = d;
	p->a = arena_new();
	fputs("graph(", f);
	decls(p, g->top->param.out, ir_nparam(g->top));
	fputs("):\n", f);
	printblock(p, g->top, 2);
	fputs("  return ", f);
	uses(p, &g->top->ret);
	fputc('\n', f);
	arena_free(p->a);
	free(p->name);
	free(p);
}

char *
ir_valname(Arena *a, const Value *v)
{
	if (v->name)
		return arena_printf(a, "%%%s", sym_str(v->name));
	return arena_printf(a, "%%%u", v->id);
}

/* the names ir_print gives, by value id, mentioned in its order without printing */
static void
nameall(Printer *p, const Block *b)
{
	for (const Node *n = ir_first(b); n != ir_end(b); n = n->next) {
		for (uint32_t i = 0; i < n->nout; i++)
			name(p, n->out[i]);
		for (uint32_t i = 0; i < n->nin; i++)
			name(p, ir_in(n, i));
		for (uint32_t k = 0; k < n->nblk; k++) {
			for (uint32_t i = 0; i < ir_nparam(n->blk[k]); i++)
				name(p, ir_param(n->blk[k], i));
			nameall(p, n->blk[k]);
			for (uint32_t i = 0; i < ir_nresult(n->blk[k]); i++)
				name(p, ir_result(n->blk[k], i));
		}
	}
}

const char **
ir_printnames(Arena *a, Graph *g)
{
	Printer *p = calloc(1, sizeof *p);
	if (!p)
		die("out of memory");
	p->a = arena_new();
	for (uint32_t i = 0; i < ir_nparam(g->top); i++)
		name(p, ir_param(g->top, i));
	nameall(p, g->top);
	for (uint32_t i = 0; i < ir_nresult(g->top); i++)
		name(p, ir_result(g->top, i));
	const char **out = NEWA(a, const char *, p->cap + 1);
	for (uint32_t i = 0; i < p->cap; i++)
		if (p->name[i])
			out[i] = arena_printf(a, "%%%s", p->name[i]);
	arena_free(p->a);
	free(p->name);
	free(p);
	return out;
}
