/* The IR as a Graphviz picture (--dump-dot FILE): what --dump-ir prints, drawn.
 *   - a node is a box with its kind, its `scope` last part where it has one, and its source
 *     line; a weight (ir_weight) shows its key; a block's parameters and the graph's inputs
 *     are ellipses, a block's results and the graph's return a "->" / "return" box;
 *   - an edge is a value, from its definition to each use, labelled with the name --dump-ir
 *     gives it (ir_printnames), so the two can be read side by side;
 *   - an If or a Loop is a cluster holding the node itself and one cluster per block;
 *   - nodes sharing a scope prefix (a module's: /layer1/layer1.0/conv1) are drawn in one box
 *     per prefix, nested as the modules are, inside the block they are in.
 * Nothing here needs Graphviz: the text is written, `dot -Tsvg` draws it. */
#include <string.h>
#include "ir.h"

/* a scope prefix's box inside one block: its nodes, then its children's boxes */
typedef struct Scope Scope;
struct Scope {
	const char *seg;   /* the last part of the prefix ("layer1.0"); NULL at the root */
	Scope *kid, *next; /* first child, next sibling (in order of first appearance) */
	VEC(Node *) nodes; /* the nodes whose scope is exactly this prefix */
};

/* an edge: a value into a dot node */
typedef struct {
	const Value *v;
	const char *to;
} Edge;

typedef struct {
	FILE *f;
	Diag *d;
	Arena *a;
	const char **vname;  /* ir_printnames */
	uint32_t ncluster;   /* clusters so far: their names */
	VEC(Edge) edges;     /* written last, outside every cluster: an edge names its nodes,
			      * and a node first named inside a cluster would be drawn there */
} Dot;

static void dotblock(Dot *o, Block *b, int depth);

/* s with Graphviz's double-quoted string rules: " and \ escaped, newlines as \n */
static void
quoted(FILE *f, const char *s)
{
	fputc('"', f);
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			fputc('\\', f);
		if (*s == '\n')
			fputs("\\n", f);
		else
			fputc(*s, f);
	}
	fputc('"', f);
}

static void
indent(Dot *o, int depth)
{
	fprintf(o->f, "%*s", 2 * depth + 2, "");
}

/* the dot id of the node defining v: a block parameter has its own */
static void
defid(FILE *f, const Value *v)
{
	if (v->def->kind == S_prim_Param)
		fprintf(f, "v%u", v->id);
	else
		fprintf(f, "n%u", v->def->id);
}

static const char *
label(Dot *o, const Node *n)
{
	const char *s = sym_str(n->kind);
	const char *key = ir_weightkey(n);
	if (key)
		s = arena_printf(o->a, "%s\nweight %s", s, key);
	else if (n->kind == S_prim_Constant && n->attr && n->attr->kind == A_INT)
		s = arena_printf(o->a, "%s\n%lld", s, (long long)n->attr->i);
	if (n->scope) {
		const char *sc = sym_str(n->scope), *last = strrchr(sc, '/');
		s = arena_printf(o->a, "%s\n%s", s, last ? last + 1 : sc);
	}
	if (n->loc.line) {
		const char *file = o->d && n->loc.file && n->loc.file < o->d->nfile ?
			o->d->fname[n->loc.file] : NULL;
		s = file ? arena_printf(o->a, "%s\n%s:%u", s, file, n->loc.line) :
			arena_printf(o->a, "%s\nline %u", s, n->loc.line);
	}
	return s;
}

/* the edges into the dot node `to` from each of n's inputs, kept for the end */
static void
edges(Dot *o, const Node *n, const char *to)
{
	for (uint32_t i = 0; i < n->nin; i++)
		vpush(o->a, &o->edges, ((Edge){ir_in(n, i), to}));
}

static void
putedges(Dot *o)
{
	for (uint32_t i = 0; i < o->edges.n; i++) {
		const Value *v = o->edges.v[i].v;
		fputs("  ", o->f);
		defid(o->f, v);
		fprintf(o->f, " -> %s [label=", o->edges.v[i].to);
		quoted(o->f, o->vname[v->id] ? o->vname[v->id] : "?");
		fputs("];\n", o->f);
	}
}

static void
params(Dot *o, Block *b, int depth)
{
	for (uint32_t i = 0; i < ir_nparam(b); i++) {
		const Value *v = ir_param(b, i);
		indent(o, depth);
		fprintf(o->f, "v%u [shape=ellipse, label=", v->id);
		quoted(o->f, arena_printf(o->a, "%s\n%s", o->vname[v->id] ? o->vname[v->id] :
			"?", ty_str_of(o->a, v->type)));
		fputs("];\n", o->f);
	}
}

static void
opencluster(Dot *o, int depth, const char *lab, const char *style)
{
	indent(o, depth);
	fprintf(o->f, "subgraph cluster_%u {\n", o->ncluster++);
	indent(o, depth + 1);
	fputs("label=", o->f);
	quoted(o->f, lab);
	fprintf(o->f, "; %s;\n", style);
}

static void
closecluster(Dot *o, int depth)
{
	indent(o, depth);
	fputs("}\n", o->f);
}

/* one node: a box and its in-edges; an If or a Loop, a cluster of it and its blocks */
static void
dotnode(Dot *o, Node *n, int depth)
{
	const char *id = arena_printf(o->a, "n%u", n->id);
	if (n->nblk)
		opencluster(o, depth++, sym_str(n->kind), "style=rounded; color=blue");
	indent(o, depth);
	fprintf(o->f, "%s [label=", id);
	quoted(o->f, label(o, n));
	fputs(n->nblk ? ", color=blue];\n" : "];\n", o->f);
	edges(o, n, id);
	for (uint32_t k = 0; k < n->nblk; k++) {
		Block *b = n->blk[k];
		opencluster(o, depth, arena_printf(o->a, "block%u", k), "style=dashed");
		params(o, b, depth + 1);
		dotblock(o, b, depth + 1);
		const char *ret = arena_printf(o->a, "r%u_%u", n->id, k);
		indent(o, depth + 1);
		fprintf(o->f, "%s [shape=plaintext, label=\"->\"];\n", ret);
		edges(o, &b->ret, ret);
		closecluster(o, depth);
	}
	if (n->nblk)
		closecluster(o, --depth);
}

/* the scope box of the prefix made of s's first len bytes, made under parent if new */
static Scope *
child(Dot *o, Scope *parent, const char *seg, size_t len)
{
	Scope **pp = &parent->kid;
	for (; *pp; pp = &(*pp)->next)
		if (strlen((*pp)->seg) == len && !strncmp((*pp)->seg, seg, len))
			return *pp;
	*pp = NEW(o->a, Scope);
	(*pp)->seg = arena_strndup(o->a, seg, len);
	return *pp;
}

static void
dotscope(Dot *o, Scope *s, int depth)
{
	if (s->seg)
		opencluster(o, depth++, s->seg, "style=filled; fillcolor=\"#f4f4f4\"; color=gray");
	for (uint32_t i = 0; i < s->nodes.n; i++)
		dotnode(o, s->nodes.v[i], depth);
	for (Scope *k = s->kid; k; k = k->next)
		dotscope(o, k, depth);
	if (s->seg)
		closecluster(o, --depth);
}

/* b's nodes, each in the box of its scope: /a/b puts a node in b's box inside a's */
static void
dotblock(Dot *o, Block *b, int depth)
{
	Scope root = {0};
	for (Node *n = ir_first(b); n != ir_end(b); n = n->next) {
		Scope *s = &root;
		const char *p = n->scope ? sym_str(n->scope) : "";
		while (*p) {
			while (*p == '/')
				p++;
			size_t len = strcspn(p, "/");
			if (len)
				s = child(o, s, p, len);
			p += len;
		}
		vpush(o->a, &s->nodes, n);
	}
	dotscope(o, &root, depth);
}

void
ir_dot(FILE *f, Graph *g, Diag *d)
{
	Dot o = {.f = f, .d = d, .a = arena_new()};
	o.vname = ir_printnames(o.a, g);
	fputs("digraph ", f);
	quoted(f, g->name ? sym_str(g->name) : "graph");
	fputs(" {\n  node [shape=box, fontname=\"monospace\", fontsize=10];\n"
		"  edge [fontname=\"monospace\", fontsize=9];\n", f);
	params(&o, g->top, 0);
	dotblock(&o, g->top, 0);
	fputs("  ret [shape=plaintext, label=\"return\"];\n", f);
	edges(&o, &g->top->ret, "ret");
	putedges(&o);
	fputs("}\n", f);
	arena_free(o.a);
}
