/* The onnx-dialect verifier, run after lowering and after each pass over the onnx dialect in
 * test builds (-Dverify=true), so an invalid model is caught before it is written.  Every
 * onnx:: node is checked against the row of its operator in force at the target opset
 * (onnx_ops.c, generated from ONNX's schemas): the operator exists there and is not
 * deprecated; the counts of inputs and outputs are in range; each input and output has an
 * element type its type constraint allows, and every parameter of one constraint has the
 * same type (except in a heterogeneous variadic); an omitted input is an optional one;
 * required attributes are present and no attribute is unknown.  A failure is a located
 * internal error, since it is a bug of the lowering, not of the script:
 *   m.py:3:12: error: internal: onnx::Add at opset 17: input 0 is bool, outside T = {...} */
#include <string.h>
#include "backend.h"

/* ONNX's spelling of TensorProto data type k */
static const char *const elemname[] = {
	"undefined", "float", "uint8", "int8", "uint16", "int16", "int32", "int64", "string",
	"bool", "float16", "double", "uint32", "uint64", "complex64", "complex128", "bfloat16",
	"float8e4m3fn", "float8e4m3fnuz", "float8e5m2", "float8e5m2fnuz", "uint4", "int4",
	"float4e2m1", "float8e8m0", "uint2", "int2",
};
#define NELEM (sizeof elemname / sizeof *elemname)

typedef struct {
	Diag *d;
	int opset;
	const Node *n;      /* being checked */
	const OnnxOp *o;    /* its row */
	int bound[16];      /* per constraint: the element type bound so far, 0 if none */
	int failed;
} Check;

static int
fail(Check *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static int
fail(Check *c, const char *fmt, ...)
{
	char buf[1024];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	diag(c->d, DIAG_ERROR, c->n->loc, "internal: %s at opset %d: %s", sym_str(c->n->kind),
		c->opset, buf);
	c->failed = 1;
	return -1;
}

static void
listmask(char *buf, size_t cap, uint32_t m)
{
	size_t at = 0;
	buf[0] = 0;
	for (uint32_t k = 1; k < NELEM && at < cap; k++)
		if (m & (1u << k))
			at += (size_t)snprintf(buf + at, cap - at, "%s%s", at ? ", " : "", elemname[k]);
	if (m & ONNX_NONTENSOR && at < cap)
		snprintf(buf + at, cap - at, "%snon-tensors", at ? ", " : "");
}

static const char *
ename(DType dt)
{
	return (unsigned)dt < NELEM ? elemname[dt] : "?";
}

static int
isomitted(const Value *v)
{
	return v->type->kind == T_NONE;
}

/* one input or output against its formal parameter */
static int
checkone(Check *c, const char *what, uint32_t i, const Value *v, int out)
{
	char sfx, tc[64], ms[512];
	int k = onnx_formal(c->o, out, i, &sfx);
	if (k < 0 || k >= 16)
		return fail(c, "%s %u has no formal parameter", what, i);
	if (isomitted(v))
		return sfx == '?' ? 0 : fail(c, "%s %u is omitted but not optional", what, i);
	onnx_word(c->o->tcs, (uint32_t)k, tc, sizeof tc);
	uint32_t m = c->o->masks[k];
	const Type *t = v->type;
	if (t->kind != T_TENSOR)
		return m & ONNX_NONTENSOR ? 0 : fail(c, "%s %u is not a tensor", what, i);
	DType dt = t->dtype;
	if (dt == DT_UNDEF)
		return 0; /* not known here: nothing to check */
	if (!(m & (1u << dt))) {
		listmask(ms, sizeof ms, m);
		return fail(c, "%s %u is %s, outside %s = {%s}", what, i, ename(dt), tc, ms);
	}
	if (sfx == '~')
		return 0;
	if (c->bound[k] && c->bound[k] != (int)dt)
		return fail(c, "%s %u is %s, but %s is %s here", what, i, ename(dt), tc,
			ename((DType)c->bound[k]));
	c->bound[k] = (int)dt;
	return 0;
}

static int
counts(Check *c)
{
	const Node *n = c->n;
	const OnnxOp *o = c->o;
	if (n->nin < o->minin || (o->maxin != 255 && n->nin > o->maxin))
		return fail(c, "%u inputs, expected %u to %u", n->nin, o->minin, o->maxin);
	if (n->nout < o->minout || (o->maxout != 255 && n->nout > o->maxout))
		return fail(c, "%u outputs, expected %u to %u", n->nout, o->minout, o->maxout);
	return 0;
}

/* is attribute name (a Sym's text) present on n?  If and Loop hold their graphs as blocks */
static int
hasattr(const Node *n, const char *name)
{
	for (const Attr *a = n->attr; a; a = a->next)
		if (!strcmp(sym_str(a->name), name))
			return 1;
	if (n->nblk == 2)
		return !strcmp(name, "then_branch") || !strcmp(name, "else_branch");
	return n->nblk == 1 && !strcmp(name, "body");
}

static int
attrs(Check *c)
{
	char w[64];
	for (uint32_t i = 0; onnx_word(c->o->attrs, i, w, sizeof w) >= 0; i++) {
		size_t len = strlen(w);
		if (w[len - 1] != '!')
			continue;
		w[len - 1] = 0;
		if (!hasattr(c->n, w))
			return fail(c, "required attribute '%s' missing", w);
	}
	for (const Attr *a = c->n->attr; a; a = a->next) {
		int known = 0;
		for (uint32_t i = 0; !known && onnx_word(c->o->attrs, i, w, sizeof w) >= 0; i++) {
			size_t len = strlen(w);
			if (w[len - 1] == '!')
				w[len - 1] = 0;
			known = !strcmp(w, sym_str(a->name));
		}
		if (!known && a->name == S_weight && ir_weightkey(c->n))
			known = 1; /* a weight's key: emission makes it an initializer's name */
		if (!known)
			return fail(c, "unknown attribute '%s'", sym_str(a->name));
	}
	return 0;
}

static int
checknode(Check *c, const Node *n)
{
	const char *kind = sym_str(n->kind);
	c->n = n;
	if (n->kind == S_prim_Constant && n->out[0]->type->kind == T_NONE)
		return 0; /* an omitted optional input */
	if (n->kind == SYMC("prim::CustomOp"))
		return 0; /* a custom domain's node: no schema to check it against */
	if (strncmp(kind, "onnx::", 6))
		return fail(c, "not an onnx:: node");
	c->o = onnx_op(kind + 6, c->opset);
	if (!c->o)
		return fail(c, "no such operator");
	if (c->o->flags & ONNX_DEPRECATED)
		return fail(c, "deprecated since opset %d", c->o->since);
	if (n->onnx != c->o)
		return fail(c, "the node carries the wrong table entry");
	if (counts(c) < 0)
		return -1;
	memset(c->bound, 0, sizeof c->bound);
	for (uint32_t i = 0; i < n->nin; i++)
		if (checkone(c, "input", i, ir_in(n, i), 0) < 0)
			return -1;
	for (uint32_t i = 0; i < n->nout; i++)
		if (checkone(c, "output", i, n->out[i], 1) < 0)
			return -1;
	return attrs(c);
}

static void
checkblock(Check *c, const Block *b)
{
	for (const Node *n = ir_first(b); n != ir_end(b); n = n->next) {
		checknode(c, n);
		for (uint32_t k = 0; k < n->nblk; k++)
			checkblock(c, n->blk[k]);
	}
}

int
onnx_verify(Graph *g, int opset, Diag *d)
{
	Check c = {.d = d, .opset = opset};
	checkblock(&c, g->top);
	return c.failed ? -1 : 0;
}
