/* ONNX emission: a Graph in the onnx dialect becomes a ModelProto (ONNX's own onnx.proto,
 * compiled by protoc-c), packed straight into the output file (outfile.c: a temporary file
 * renamed into place, so a failed compile leaves no file behind).
 *
 * Each Block becomes a GraphProto: its params are the graph inputs, its nodes the graph's
 * nodes (in order, which is already topological), its results the graph outputs.  Nested
 * blocks become the If/Loop graph attributes and refer to enclosing values by name, so
 * names are unique across the whole model.  Graph inputs keep their exact (Python) names;
 * other values get their debug name, or that name with a ".k" suffix, or their number.
 * A graph output must be a distinct node output that the graph itself defines, so a
 * result that is a graph input, a repeat, an outer value or (at the top) a weight (an
 * initializer) is passed through an Identity node; any other constant result is the
 * output of its Constant node, which is not a node ONNX Runtime runs.  A prim::Constant
 * without a value (None) used as an input is an omitted optional input: the empty name.
 *
 * All messages live in g->arena; tensor bytes are not copied: raw_data points at the
 * Tensor's data (possibly an mmap), and protobuf-c appends it from there.  The writer of the
 * file and the initializers' bytes (from the mapping, computed for a folded weight, or as
 * external data) are emit_init.c's; the top graph's nodes and value_info are packed as
 * they are made (emit_pack.c); what they share is emit.h. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "emit.h"

/* raw_data is little-endian; Tensor data is written as it lies in memory */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "emit.c writes tensor data as raw little-endian bytes"
#endif

#define PBDEPTH 100                  /* messages nested in a model, the model counted */
#define MAYDEEP 25                   /* a top node nesting fewer graphs is within PBDEPTH:
                                      * each adds 3 messages, and what a graph holds adds at
                                      * most 10 (node, attribute, optional of a sequence's
                                      * type, shape, dim), so it is not measured */

typedef struct {
	VEC(NodeP *) node;   /* the graph's nodes, in order */
	VEC(InfoP *) info;   /* value_info of the graph's intermediates */
	Packed *nodeout;     /* the top graph: nodes and value_info are packed here instead */
	Packed *infoout;
} Sub;

static Onnx__GraphProto *block2graph(Emit *e, Block *b, const char *name);

/* names and doc strings are made once per node and value: concatenation without printf */
static char *
utoa(char *end, uint32_t v)
{
	*--end = 0;
	do
		*--end = (char)('0' + v % 10);
	while (v /= 10);
	return end;
}

static char *
cat(Arena *a, const char *x, const char *y, const char *z)
{
	size_t nx = strlen(x), ny = strlen(y), nz = strlen(z);
	char *s = arena_alloc_raw(a, nx + ny + nz + 1);
	memcpy(s, x, nx);
	memcpy(s + nx, y, ny);
	memcpy(s + nx + ny, z, nz);
	s[nx + ny + nz] = 0;
	return s;
}

/* a new name for v: from its debug name, or its number for an anonymous value */
static const char *
newvname(Emit *e, const Value *v)
{
	return v->name ? names_uniq(e->perm, &e->vals, sym_str(v->name)) :
		names_number(e->perm, &e->vals, v->id);
}

/* the value's ONNX name, given on first use */
static const char *
vname(Emit *e, const Value *v)
{
	if (!e->vname[v->id])
		e->vname[v->id] = newvname(e, v);
	return e->vname[v->id];
}

static int
isnone(const Value *v)
{
	return v->def->kind == S_prim_Constant && v->def->attr == NULL;
}

static Onnx__TensorShapeProto *
shapeproto(Emit *e, int32_t rank, const Dim *dims)
{
	Onnx__TensorShapeProto *sh = NEWPROTO(e->perm, Onnx__TensorShapeProto);
	onnx__tensor_shape_proto__init(sh);
	sh->n_dim = (size_t)rank;
	sh->dim = NEWA(e->perm, Onnx__TensorShapeProto__Dimension *, rank);
	for (int32_t i = 0; i < rank; i++) {
		Onnx__TensorShapeProto__Dimension *dm = NEWPROTO(e->perm, Onnx__TensorShapeProto__Dimension);
		onnx__tensor_shape_proto__dimension__init(dm);
		if (dim_known(dims[i])) {
			dm->value_case = ONNX__TENSOR_SHAPE_PROTO__DIMENSION__VALUE_DIM_VALUE;
			dm->dim_value = dims[i];
		} else if (dim_issym(dims[i])) {
			dm->value_case = ONNX__TENSOR_SHAPE_PROTO__DIMENSION__VALUE_DIM_PARAM;
			dm->dim_param = (char *)sym_str(dim_symof(dims[i]));
		}
		sh->dim[i] = dm;
	}
	return sh;
}

/* a tensor type; rank -1 gives no shape at all, rank 0 an empty one */
static TypeP *
tensortype(Emit *e, DType dt, int32_t rank, const Dim *dims)
{
	Onnx__TypeProto__Tensor *tt = NEWPROTO(e->perm, Onnx__TypeProto__Tensor);
	onnx__type_proto__tensor__init(tt);
	tt->has_elem_type = 1;
	tt->elem_type = (int32_t)dt;
	if (rank >= 0)
		tt->shape = shapeproto(e, rank, dims);
	TypeP *tp = NEWPROTO(e->perm, TypeP);
	onnx__type_proto__init(tp);
	tp->value_case = ONNX__TYPE_PROTO__VALUE_TENSOR_TYPE;
	tp->tensor_type = tt;
	return tp;
}

static TypeP *typeproto1(Emit *e, const Type *t);

/* the ONNX type of an IR type, or NULL when it has no element type to state.  Types are
 * hash-consed, so one TypeProto serves every value of a type (protobuf-c packs by pointer) */
static TypeP *
typeproto(Emit *e, const Type *t)
{
	if (!t)
		return NULL;
	uint32_t h = (uint32_t)((uintptr_t)t >> 4) & (TYCACHE - 1);
	if (e->tycache[h].t != t) {
		e->tycache[h].t = t;
		e->tycache[h].tp = typeproto1(e, t);
	}
	return e->tycache[h].tp;
}

/* a sequence or optional of t's element type, or NULL if that has no ONNX type */
static TypeP *
containertype(Emit *e, const Type *t)
{
	TypeP *el = typeproto(e, t->elem);
	if (!el)
		return NULL;
	TypeP *tp = NEWPROTO(e->perm, TypeP);
	onnx__type_proto__init(tp);
	if (t->kind == T_LIST) {
		Onnx__TypeProto__Sequence *sq = NEWPROTO(e->perm, Onnx__TypeProto__Sequence);
		onnx__type_proto__sequence__init(sq);
		sq->elem_type = el;
		tp->value_case = ONNX__TYPE_PROTO__VALUE_SEQUENCE_TYPE;
		tp->sequence_type = sq;
		return tp;
	}
	Onnx__TypeProto__Optional *op = NEWPROTO(e->perm, Onnx__TypeProto__Optional);
	onnx__type_proto__optional__init(op);
	op->elem_type = el;
	tp->value_case = ONNX__TYPE_PROTO__VALUE_OPTIONAL_TYPE;
	tp->optional_type = op;
	return tp;
}

static TypeP *
typeproto1(Emit *e, const Type *t)
{
	switch (t->kind) {
	case T_TENSOR:
		return t->dtype == DT_UNDEF ? NULL : tensortype(e, t->dtype, t->rank, t->dims);
	case T_INT:
		return tensortype(e, DT_I64, 0, NULL);
	case T_FLOAT:
		return tensortype(e, DT_F64, 0, NULL);
	case T_BOOL:
		return tensortype(e, DT_BOOL, 0, NULL);
	case T_LIST:     /* a list grown in a loop is an ONNX sequence */
	case T_OPTIONAL: /* a value None or not depending on run-time values, an optional */
		return containertype(e, t);
	default:
		return NULL;
	}
}

static InfoP *
valueinfo(Emit *e, const char *name, TypeP *tp)
{
	InfoP *vi = NEWPROTO(e->a, InfoP);
	onnx__value_info_proto__init(vi);
	vi->name = (char *)name;
	vi->type = tp;
	return vi;
}

/* A top graph input or output: its type is required, so a missing one is our bug.  ONNX
 * also requires its rank (IR.md: "The main graph inputs and outputs are required to have a
 * shape, indicating the rank"; the checker enforces it, to its newest version, though ONNX
 * Runtime would run a model without), which --input gives. */
static InfoP *
topinfo(Emit *e, const char *name, const Value *v, const char *what)
{
	TypeP *tp = typeproto(e, v->type);
	if (!tp)
		die("graph %s '%s' has no element type", what, name);
	if (tp->value_case == ONNX__TYPE_PROTO__VALUE_TENSOR_TYPE && !tp->tensor_type->shape) {
		e->nerror++;
		if (!strcmp(what, "input")) {
			diag(e->d, DIAG_ERROR, (SrcLoc){0}, "graph input '%s' has no rank, and ONNX "
				"requires one: give it with --input '%s:%s[DIMS]'", name, name,
				dtype_name(v->type->dtype));
			e->norank++;
		} else if (!e->norank) /* located where it was computed, when it was */
			diag(e->d, DIAG_ERROR, v->def->loc, "this result is returned (graph output "
				"'%s') but its rank is known only at run time, and ONNX requires "
				"graph outputs to have one", name);
	}
	return valueinfo(e, name, tp);
}

static Onnx__TensorProto *
tensorproto(Emit *e, Tensor *t)
{
	rt_tensor_fix(t, e->perm);   /* a folded constant nested in a block (rare): kept */
	Onnx__TensorProto *tp = NEWPROTO(e->a, Onnx__TensorProto);
	onnx__tensor_proto__init(tp);
	tp->n_dims = (size_t)t->rank;
	tp->dims = t->dims;
	tp->has_data_type = 1;
	tp->data_type = (int32_t)t->dtype;
	tp->has_raw_data = 1;
	tp->raw_data.len = (size_t)t->numel * dtype_size(t->dtype);
	tp->raw_data.data = t->data;
	return tp;
}

static Onnx__AttributeProto *
newattr(Emit *e, const char *name, Onnx__AttributeProto__AttributeType ty)
{
	Onnx__AttributeProto *ap = NEWPROTO(e->a, Onnx__AttributeProto);
	onnx__attribute_proto__init(ap);
	ap->name = (char *)name;
	ap->has_type = 1;
	ap->type = ty;
	return ap;
}

/* one IR attribute; NULL after a diagnostic for kinds ONNX has no spelling of */
static Onnx__AttributeProto *
attrproto(Emit *e, const Node *n, const Attr *at)
{
	const char *name = sym_str(at->name);
	Onnx__AttributeProto *ap;
	switch (at->kind) {
	case A_INT:
		ap = newattr(e, name, ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__INT);
		ap->has_i = 1;
		ap->i = at->i;
		return ap;
	case A_FLOAT:
		ap = newattr(e, name, ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__FLOAT);
		ap->has_f = 1;
		ap->f = (float)at->f;
		return ap;
	case A_STR:
		ap = newattr(e, name, ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__STRING);
		ap->has_s = 1;
		ap->s.data = (uint8_t *)at->s;
		ap->s.len = strlen(at->s);
		return ap;
	case A_INTS:
		ap = newattr(e, name, ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__INTS);
		ap->n_ints = at->n;
		ap->ints = at->ints;
		return ap;
	case A_FLOATS:
		ap = newattr(e, name, ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__FLOATS);
		ap->n_floats = at->n;
		ap->floats = NEWA(e->a, float, at->n);
		for (uint32_t i = 0; i < at->n; i++)
			ap->floats[i] = (float)at->floats[i];
		return ap;
	case A_STRS:
		ap = newattr(e, name, ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__STRINGS);
		ap->n_strings = at->n;
		ap->strings = NEWA(e->a, ProtobufCBinaryData, at->n ? at->n : 1);
		for (uint32_t i = 0; i < at->n; i++) {
			ap->strings[i].data = (uint8_t *)at->strs[i];
			ap->strings[i].len = strlen(at->strs[i]);
		}
		return ap;
	case A_TENSOR:
		ap = newattr(e, name, ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__TENSOR);
		ap->t = tensorproto(e, at->t);
		return ap;
	case A_TYPE: /* Optional's type: a typeproto of a known type, or none at all */
		ap = newattr(e, name, ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__TYPE_PROTO);
		ap->tp = typeproto(e, at->type);
		if (ap->tp)
			return ap;
		/* fall through */
	default:
		diag(e->d, DIAG_ERROR, n->loc, "%s: attribute '%s' has no ONNX form",
			sym_str(n->kind), name);
		e->nerror++;
		return NULL;
	}
}

/* the graph attributes of If (then_branch, else_branch) and Loop (body) */
static const char *
blockattr(const char *optype, uint32_t i, uint32_t nblk)
{
	if (!strcmp(optype, "If") && nblk == 2)
		return i == 0 ? "then_branch" : "else_branch";
	if (!strcmp(optype, "Loop") && nblk == 1)
		return "body";
	return NULL;
}

static void
addattrs(Emit *e, NodeP *np, const Node *n, const char *optype)
{
	uint32_t na = n->nblk;
	for (const Attr *at = n->attr; at; at = at->next)
		na++;
	np->attribute = NEWA(e->a, Onnx__AttributeProto *, na);
	for (const Attr *at = n->attr; at; at = at->next) {
		if (at->name == S_weight && ir_weightkey(n))
			continue; /* a weight's key: its initializer's name (or none, nested) */
		if (sym_str(at->name)[0] == '@')
			continue; /* a custom operator's domain and type: the node's own fields */
		Onnx__AttributeProto *ap = attrproto(e, n, at);
		if (ap)
			np->attribute[np->n_attribute++] = ap;
	}
	for (uint32_t i = 0; i < n->nblk; i++) {
		const char *an = blockattr(optype, i, n->nblk);
		if (!an)
			die("%s with %u blocks", sym_str(n->kind), n->nblk);
		Onnx__AttributeProto *ap = newattr(e, an, ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__GRAPH);
		ap->g = block2graph(e, n->blk[i], cat(e->a, np->name, "/", an));
		np->attribute[np->n_attribute++] = ap;
	}
}

/* a finished node: into the graph, or packed (the top graph), its memory then reused */
static void
addnode(Emit *e, Sub *s, NodeP *np)
{
	if (!s->nodeout) {
		vpush(e->a, &s->node, np);
		return;
	}
	if (!emit_put(e, s->nodeout, 1, &np->base)) /* GraphProto.node */
		arena_reset(e->a, e->mark);
	e->mark = arena_mark(e->a);
}

static NodeP *
newnode(Emit *e, const char *optype, const char *scope)
{
	NodeP *np = NEWPROTO(e->a, NodeP);
	onnx__node_proto__init(np);
	np->op_type = (char *)optype;
	np->domain = "";
	char buf[256];
	size_t ns = strlen(scope), no = strlen(optype);
	const char *base = ns + no + 2 <= sizeof buf ? buf : cat(e->a, scope, "/", optype);
	if (base == buf) { /* names_uniq keeps a copy only of a base it has not seen */
		memcpy(buf, scope, ns);
		buf[ns] = '/';
		memcpy(buf + ns + 1, optype, no + 1);
	}
	np->name = (char *)names_uniq(e->perm, &e->nodes, base);
	return np;
}

/* inputs by name; omitted optional inputs are "", trailing ones dropped */
static void
addinputs(Emit *e, NodeP *np, const Node *n)
{
	np->input = NEWA(e->a, char *, n->nin);
	for (uint32_t i = 0; i < n->nin; i++)
		np->input[i] = isnone(ir_in(n, i)) ? "" : (char *)vname(e, ir_in(n, i));
	np->n_input = n->nin;
	while (np->n_input && !np->input[np->n_input - 1][0])
		np->n_input--;
}

/* outputs by name, each with value_info when its type is known */
static void
addoutputs(Emit *e, Sub *s, NodeP *np, const Node *n)
{
	np->n_output = n->nout;
	np->output = NEWA(e->a, char *, n->nout);
	for (uint32_t i = 0; i < n->nout; i++) {
		Value *v = n->out[i];
		np->output[i] = (char *)vname(e, v);
		TypeP *tp = e->isout[v->id] ? NULL : typeproto(e, v->type);
		if (!tp)
			continue;
		InfoP *vi = valueinfo(e, np->output[i], tp);
		if (s->infoout)
			emit_put(e, s->infoout, 13, &vi->base); /* GraphProto.value_info */
		else
			vpush(e->a, &s->info, vi);
	}
}

/* m's depth of nested messages, m counted */
static int
msgdepth(const ProtobufCMessage *m)
{
	const ProtobufCMessageDescriptor *d = m->descriptor;
	const char *base = (const char *)m;
	int most = 0;
	for (unsigned i = 0; i < d->n_fields; i++) {
		const ProtobufCFieldDescriptor *f = &d->fields[i];
		if (f->type != PROTOBUF_C_TYPE_MESSAGE || ((f->flags & PROTOBUF_C_FIELD_FLAG_ONEOF) &&
		    *(const uint32_t *)(base + f->quantifier_offset) != f->id))
			continue;
		size_t n = 1;
		const ProtobufCMessage *const *v = (const ProtobufCMessage *const *)(base + f->offset);
		if (f->label == PROTOBUF_C_LABEL_REPEATED) {
			n = *(const size_t *)(base + f->quantifier_offset);
			v = *(const ProtobufCMessage *const *const *)(base + f->offset);
		}
		for (size_t k = 0; k < n; k++) {
			int dk = v[k] ? msgdepth(v[k]) : 0;
			most = dk > most ? dk : most;
		}
	}
	return most + 1;
}

/* the node of b's blocks, at most far below its owner, with the most blocks around it */
static void
deepest(Block *b, int level, int *most, const Node **at)
{
	for (const Node *n = ir_first(b); n != ir_end(b); n = n->next) {
		if (n->nblk && level + 1 > *most) {
			*most = level + 1;
			*at = n;
		}
		for (uint32_t k = 0; k < n->nblk; k++)
			deepest(n->blk[k], level + 1, most, at);
	}
}

/* Protobuf's parsers stop at 100 nested messages (CodedInputStream's default recursion
 * limit, kept by ONNX Runtime and the onnx package): blocks nested 32 deep gave a model
 * that scriptc wrote and neither could read.  Only a top node with blocks can nest that
 * far; its depth counts the model and the graph around it. */
static void
checkdepth(Emit *e, const Node *n, NodeP *np)
{
	int depth = msgdepth(&np->base) + 2;
	if (depth <= PBDEPTH)
		return;
	int most = 1;
	const Node *at = n;
	for (uint32_t k = 0; k < n->nblk; k++)
		deepest(n->blk[k], 1, &most, &at);
	diag(e->d, DIAG_ERROR, at->loc, "blocks nested too deeply for ONNX: this one is %d "
		"deep, and the model would nest %d protobuf messages, past the %d that ONNX "
		"Runtime and the onnx package read", most, depth, PBDEPTH);
	e->nerror++;
}

static void
emitnode(Emit *e, Sub *s, Node *n)
{
	const char *kind = sym_str(n->kind);
	if (n->kind == S_prim_Constant && (!n->attr || !n->out[0]->uses))
		return; /* None (an omitted input), or a dead leftover */
	if (e->g->nweight && n->owner == e->g->top && ir_weightkey(n))
		return; /* an initializer (nametop), or unused */
	int custom = n->kind == SYMC("prim::CustomOp"); /* frontend/custom.c */
	if (custom)
		kind = arena_printf(e->a, "onnx::%s", ir_attr(n, SYMC("@op"))->s);
	else if (strncmp(kind, "onnx::", 6) != 0) {
		diag(e->d, DIAG_ERROR, n->loc, "internal: '%s' was not lowered to ONNX", kind);
		e->nerror++;
		return;
	}
	NodeP *np = newnode(e, kind + 6, n->scope ? sym_str(n->scope) : "");
	if (custom) {
		np->domain = (char *)ir_attr(n, SYMC("@domain"))->s;
		uint32_t i = 0;
		while (i < e->domains.n && strcmp(e->domains.v[i], np->domain))
			i++;
		if (i == e->domains.n)
			vpush(e->perm, &e->domains, np->domain);
	}
	if (n->loc.line && n->loc.file && n->loc.file < e->d->nfile)
	{
		char l[16], c[16];
		char *lc = cat(e->a, utoa(l + sizeof l, n->loc.line), ":", utoa(c + sizeof c, n->loc.col));
		np->doc_string = cat(e->a, e->d->fname[n->loc.file], ":", lc);
	}
	addinputs(e, np, n);
	addoutputs(e, s, np, n);
	addattrs(e, np, n, kind + 6);
	if (s->nodeout) {
		if (e->deepest >= MAYDEEP)
			checkdepth(e, n, np);
		e->deepest = 0;
	}
	addnode(e, s, np);
}

/* a result that would pass through an Identity and is a small constant (not a weight) is
 * a copy of its Constant node, which ONNX Runtime folds, where the Identity would be a node
 * it runs (each iteration, in a Loop body) */
static int
constcopy(Emit *e, Sub *s, const Value *v, const char *out)
{
	enum { MOST = 64 }; /* elements: a copy of a large constant would double the file's */
	const Node *c = v->def;
	const Type *t = v->type;
	if (c->kind != e->sconst || (e->g->nweight && ir_weightkey(c)) || t->kind != T_TENSOR ||
	    t->rank < 0)
		return 0;
	int64_t k = 1;
	for (int32_t i = 0; i < t->rank; i++) {
		if (!dim_known(t->dims[i]) || t->dims[i] > MOST)
			return 0;
		k *= t->dims[i];
	}
	if (k > MOST)
		return 0;
	NodeP *np = newnode(e, "Constant", c->scope ? sym_str(c->scope) : "");
	np->n_output = 1;
	np->output = NEWA(e->a, char *, 1);
	np->output[0] = (char *)out;
	addattrs(e, np, c, "Constant");
	addnode(e, s, np);
	return 1;
}

static void
addidentity(Emit *e, Sub *s, const char *in, const char *out)
{
	NodeP *np = newnode(e, "Identity", "");
	np->n_input = np->n_output = 1;
	np->input = NEWA(e->a, char *, 1);
	np->output = NEWA(e->a, char *, 1);
	np->input[0] = (char *)in;
	np->output[0] = (char *)out;
	addnode(e, s, np);
}

/* result i of b needs an Identity: it is an input, a repeat, or not defined in b */
int
onnx_passthrough(const Block *b, uint32_t i)
{
	const Value *v = ir_result(b, i);
	if (v->def == &b->param || v->def->owner != b)
		return 1;
	for (uint32_t j = 0; j < i; j++)
		if (ir_result(b, j) == v)
			return 1;
	return 0;
}

/* nested graph inputs: types where known, optional in subgraphs */
static void
subinputs(Emit *e, Block *b, Onnx__GraphProto *gp)
{
	gp->n_input = ir_nparam(b);
	gp->input = NEWA(e->a, InfoP *, gp->n_input);
	for (uint32_t i = 0; i < ir_nparam(b); i++) {
		Value *v = ir_param(b, i);
		gp->input[i] = valueinfo(e, vname(e, v), typeproto(e, v->type));
	}
}

/* a Loop body's condition result that is the Loop's initial condition (a `for` loop's
 * true): the body's condition parameter, which holds that value at every iteration, with
 * no Identity (a node less each iteration: 5% of a beam search step) */
static int
samecond(const Block *b, uint32_t i)
{
	const Node *lp = b->owner;
	return i == 0 && lp && lp->kind == SYMC("onnx::Loop") && lp->nin >= 2 &&
		ir_nparam(b) >= 2 && ir_result(b, 0) == ir_in(lp, 1);
}

static void
suboutputs(Emit *e, Sub *s, Block *b, Onnx__GraphProto *gp)
{
	gp->n_output = ir_nresult(b);
	gp->output = NEWA(e->a, InfoP *, gp->n_output);
	for (uint32_t i = 0; i < ir_nresult(b); i++) {
		Value *v = ir_result(b, i);
		if (isnone(v))
			die("subgraph result %u is None", i);
		const char *name = vname(e, v);
		if (samecond(b, i))
			name = vname(e, ir_param(b, 1));
		else if (onnx_passthrough(b, i)) {
			const char *out = newvname(e, v);
			if (!constcopy(e, s, v, out))
				addidentity(e, s, name, out);
			name = out;
		}
		gp->output[i] = valueinfo(e, name, typeproto(e, v->type));
	}
}

static Onnx__GraphProto *
newgraph(Emit *e, const char *name)
{
	Onnx__GraphProto *gp = NEWPROTO(e->a, Onnx__GraphProto);
	onnx__graph_proto__init(gp);
	gp->name = (char *)name;
	return gp;
}

static void
emitnodes(Emit *e, Sub *s, Block *b)
{
	for (Node *n = ir_first(b); n != ir_end(b); n = n->next) {
		ir_ahead(n);
		emitnode(e, s, n);
	}
}

static void
finishgraph(Onnx__GraphProto *gp, Sub *s)
{
	gp->n_node = s->node.n;
	gp->node = s->node.v;
	gp->n_value_info = s->info.n;
	gp->value_info = s->info.v;
}

/* a nested block (If branch, Loop body) as a graph attribute */
static Onnx__GraphProto *
block2graph(Emit *e, Block *b, const char *name)
{
	Sub s = {0};
	Onnx__GraphProto *gp = newgraph(e, name);
	if (++e->level > e->deepest)
		e->deepest = e->level;
	subinputs(e, b, gp);
	emitnodes(e, &s, b);
	suboutputs(e, &s, b, gp);
	finishgraph(gp, &s);
	e->level--;
	return gp;
}

/* The weights of the top block that are used become initializers named by their keys,
 * claimed right after the graph inputs.  (Weights are made at the top and CSE hoists
 * constants there; one nested in a block stays a Constant node.)  Two weights of one key
 * are one tensor: the second is the first's name again. */
static int
nameinits(Emit *e, Block *b)
{
	if (!e->g->nweight)
		return 0; /* no walk (10 ms at 40,000 statements) for a graph without weights */
	for (Node *n = ir_first(b); n != ir_end(b); n = n->next) {
		const char *key = ir_weightkey(n);
		if (!key || !n->out[0]->uses)
			continue;
		Tensor *t = ir_attr(n, S_value)->t;
		uint32_t k = e->inits.n;
		if (names_taken(&e->vals, key)) /* rare: scanned */
			for (k = 0; k < e->inits.n && strcmp(e->inits.v[k].key, key) != 0; k++)
				;
		if (k < e->inits.n && e->inits.v[k].t != t)
			die("two weights named '%s' hold different tensors", key);
		if (k == e->inits.n && names_taken(&e->vals, key)) {
			diag(e->d, DIAG_ERROR, n->loc, "the weight '%s' has the name of a graph "
				"input, and ONNX would read the input as the initializer's "
				"override", key);
			return -1;
		}
		if (k == e->inits.n) {
			names_claim(e->perm, &e->vals, key);
			vpush(e->perm, &e->inits, ((Init){key, t, 0}));
		}
		e->vname[n->out[0]->id] = key;
	}
	return 0;
}

/* Graph inputs keep their names exactly; graph outputs take theirs before any other
 * value is named, so an intermediate never steals an output's name. */
static int
nametop(Emit *e, Block *b)
{
	for (uint32_t i = 0; i < ir_nparam(b); i++) {
		Value *v = ir_param(b, i);
		if (!v->name)
			die("graph input %u has no name", i);
		const char *name = sym_str(v->name);
		if (names_taken(&e->vals, name)) {
			diag(e->d, DIAG_ERROR, (SrcLoc){0}, "two graph inputs are named '%s'", name);
			return -1;
		}
		names_claim(e->perm, &e->vals, name);
		e->vname[v->id] = name;
	}
	if (nameinits(e, b) < 0)
		return -1;
	uint32_t nr = ir_nresult(b);
	e->outname = NEWA(e->perm, const char *, nr);
	e->needid = NEWA(e->perm, uint8_t, nr);
	for (uint32_t i = 0; i < nr; i++) {
		Value *v = ir_result(b, i);
		if (isnone(v))
			die("graph output %u is None", i);
		e->needid[i] = onnx_passthrough(b, i) || (v->def->kind == e->sconst &&
			e->g->nweight && ir_weightkey(v->def));
		const char *const *on = e->o->output_names ? e->o->output_names : e->g->outnames;
		/* an expression's result is "output<i>", not its number: onnxruntime-node returns
		 * results as an object keyed by name, and a key like "9" costs each run about
		 * 0.5 us more than "output0" (an integer-indexed property; measured) */
		e->outname[i] = on && on[i] ? names_uniq(e->perm, &e->vals, on[i]) : v->name ?
			newvname(e, v) : names_uniq(e->perm, &e->vals, arena_printf(e->a, "output%u", i));
		if (!e->needid[i]) {
			e->vname[v->id] = e->outname[i];
			e->isout[v->id] = 1;
		}
	}
	return 0;
}

/* The top graph: its nodes (the Identity nodes of outputs last) and value_info are packed
 * into e->nodeout and e->infoout as they are made; the graph returned holds the rest. */
static Onnx__GraphProto *
topgraph(Emit *e, Packed *nodes, Packed *infos)
{
	Block *b = e->g->top;
	Sub s = {.nodeout = nodes, .infoout = infos};
	if (nametop(e, b) < 0)
		return NULL;
	e->mark = arena_mark(e->a);
	emitnodes(e, &s, b);
	for (uint32_t i = 0; i < ir_nresult(b); i++)
		if (e->needid[i] && !constcopy(e, &s, ir_result(b, i), e->outname[i]))
			addidentity(e, &s, vname(e, ir_result(b, i)), e->outname[i]);
	const char *name = e->o->graph_name ? e->o->graph_name : "main_graph";
	Onnx__GraphProto *gp = newgraph(e, name);
	gp->n_input = ir_nparam(b);
	gp->input = NEWA(e->a, InfoP *, gp->n_input);
	for (uint32_t i = 0; i < ir_nparam(b); i++)
		gp->input[i] = topinfo(e, e->vname[ir_param(b, i)->id], ir_param(b, i), "input");
	gp->n_output = ir_nresult(b);
	gp->output = NEWA(e->a, InfoP *, gp->n_output);
	for (uint32_t i = 0; i < ir_nresult(b); i++)
		gp->output[i] = topinfo(e, e->outname[i], ir_result(b, i), "output");
	return gp;
}

/* ONNX's versioning table: the IR version each opset first shipped with */
static int64_t
irversion(int opset)
{
	static const int8_t ir[] = {[11] = 6, [12] = 7, [13] = 7, [14] = 7, [15] = 8, [16] = 8,
		[17] = 8, [18] = 8, [19] = 9, [20] = 9, [21] = 10};
	return opset >= 11 && opset <= 21 ? ir[opset] : 0;
}

/* The model's fields before its graph (head) and after it (tail, the opset import): the
 * graph goes between them, as protobuf-c packs fields in the order of their numbers */
static void
model(Emit *e, Onnx__ModelProto *head, Onnx__ModelProto *tail)
{
	Onnx__OperatorSetIdProto *os = NEWPROTO(e->a, Onnx__OperatorSetIdProto);
	onnx__operator_set_id_proto__init(os);
	os->domain = "";
	os->has_version = 1;
	os->version = e->o->opset;
	onnx__model_proto__init(head);
	head->has_ir_version = 1;
	head->ir_version = irversion(e->o->opset);
	head->producer_name = "scriptc";
	head->producer_version = SCRIPTC_VERSION;
	onnx__model_proto__init(tail);
	tail->n_opset_import = 1;
	tail->opset_import = NEWA(e->a, Onnx__OperatorSetIdProto *, 1 + e->domains.n);
	tail->opset_import[0] = os;
	for (uint32_t i = 0; i < e->domains.n; i++) { /* --custom-opset, or 1 */
		Onnx__OperatorSetIdProto *cs = NEWPROTO(e->a, Onnx__OperatorSetIdProto);
		onnx__operator_set_id_proto__init(cs);
		cs->domain = (char *)e->domains.v[i];
		cs->has_version = 1;
		cs->version = 1;
		for (uint32_t k = 0; k < e->o->ncustomopset; k++)
			if (!strcmp(e->o->customopset[k].domain, cs->domain))
				cs->version = e->o->customopset[k].version;
		tail->opset_import[tail->n_opset_import++] = cs;
	}
}

/* the model as it is written: head, the graph as field 7 (its nodes, its initializers,
 * the rest of it, its value_info), tail */
typedef struct {
	Onnx__ModelProto head, tail;
	Onnx__GraphProto *gp;
	const Packed *nodes, *infos;
	uint8_t gh[20];      /* the graph field's tag and length */
	size_t ngh;
	int ext;             /* the initializers' bytes are external data */
} Model;

/* Whether the weights are external data: when asked for, or when the model would pass
 * protobuf's 2 GB; never without bytes to put there (no data file of nothing).  The graph's
 * head and the model's size follow; 0, or EFBIG past 2 GB all the same. */
static int
plan(Emit *e, Model *m)
{
	const char *path = e->o->path;
	size_t ng = m->nodes->total + protobuf_c_message_get_packed_size(&m->gp->base) +
		m->infos->total;
	size_t rest = protobuf_c_message_get_packed_size(&m->head.base) +
		protobuf_c_message_get_packed_size(&m->tail.base);
	size_t bytes = 0;
	for (uint32_t i = 0; i < e->inits.n; i++)
		bytes += rt_tensor_nbytes(e->inits.v[i].t);
	m->ext = bytes && (e->o->external_data || rest + 20 + ng + emit_initsize(e, 0) > INT32_MAX);
	if (m->ext) {
		const char *sl = strrchr(path, '/');
		e->datafile = arena_printf(e->perm, "%s.data", sl ? sl + 1 : path);
		emit_placeinits(e);
	}
	ng += emit_initsize(e, m->ext);
	m->ngh = emit_fieldhead(m->gh, 7, ng); /* ModelProto.graph */
	return rest + m->ngh + ng > INT32_MAX ? EFBIG : 0;
}

static int
fbmodel(Emit *e, FileBuf *fb, const Model *m)
{
	protobuf_c_message_pack_to_buffer(&m->head.base, &fb->base);
	emit_fbappend(&fb->base, m->ngh, m->gh);
	emit_fbpacked(fb, m->nodes);
	emit_fbinits(e, fb, m->ext);
	protobuf_c_message_pack_to_buffer(&m->gp->base, &fb->base);
	emit_fbpacked(fb, m->infos);
	protobuf_c_message_pack_to_buffer(&m->tail.base, &fb->base);
	return emit_fbdone(fb);
}

/* The model into of and, with external data, the data into df; both are put in place only
 * once both are complete, the data first (a model in place always has its data).  The
 * model's errno, and the data's in *derr (0 after the model's: it is not told). */
static int
writeboth(Emit *e, const Model *m, OutFile *of, OutFile *df, int *derr)
{
	int err = onnx_outfinish(of, fbmodel(e, emit_newfb(e, of->f), m));
	if (m->ext) {
		int d = onnx_outfinish(df, err ? err : emit_writedata(e, df));
		*derr = err ? 0 : d;
	}
	int bad = err ? err : *derr;
	int c = m->ext ? onnx_outcommit(df, bad) : 0;
	if (!bad && c)
		bad = *derr = c;
	c = onnx_outcommit(of, bad);
	if (!bad && c) {
		err = c;
		if (m->ext && !df->direct) /* nor is the model's data left behind */
			unlink(df->target);
	}
	return err;
}

/* the model written to its path, with its data beside it if external; 0, or -1 after an
 * error (then neither file is left) */
static int
writemodel(Emit *e, Onnx__GraphProto *gp, const Packed *nodes, const Packed *infos)
{
	const char *path = e->o->path;
	Model m = {.gp = gp, .nodes = nodes, .infos = infos};
	model(e, &m.head, &m.tail);
	int err = plan(e, &m), derr = 0;
	const char *datapath = m.ext ? arena_printf(e->perm, "%s.data", path) : NULL;
	OutFile of, df;
	if (!err)
		err = onnx_outopen(&of, path, e->perm);
	if (!err && m.ext && of.direct) { /* /dev/stdout: no directory to put the data in */
		onnx_outclose(&of, EINVAL);
		diag(e->d, DIAG_ERROR, (SrcLoc){0}, "cannot write '%s' with external data: it is "
			"not a regular file, beside which '%s' would go", path, e->datafile);
		return -1;
	}
	if (!err && m.ext && (derr = onnx_outopen(&df, datapath, e->perm)) != 0)
		onnx_outclose(&of, derr);
	if (!err && !derr)
		err = writeboth(e, &m, &of, &df, &derr);
	if (err == EFBIG)
		diag(e->d, DIAG_ERROR, (SrcLoc){0}, "cannot write '%s': %s", path, m.ext ?
			"over 2 GB even with the weights as external data" :
			"over 2 GB (protobuf's limit for one message)");
	else if (err)
		diag(e->d, DIAG_ERROR, (SrcLoc){0}, "cannot write '%s': %s", path, strerror(err));
	else if (derr)
		diag(e->d, DIAG_ERROR, (SrcLoc){0}, "cannot write '%s': %s", datapath,
			strerror(derr));
	return err || derr ? -1 : 0;
}

int
onnx_emit(Graph *g, const EmitOpts *o, Diag *d)
{
	if (!irversion(o->opset)) {
		diag(d, DIAG_ERROR, (SrcLoc){0}, "opset %d is not supported (11 to 21)", o->opset);
		return -1;
	}
	ir_renumber(g);
	Emit e = {.g = g, .a = arena_new(), .perm = g->arena, .d = d, .o = o,
		.sconst = SYMC("onnx::Constant")};
	e.vname = NEWA(e.perm, const char *, g->nvalue);
	e.isout = NEWA(e.perm, uint8_t, g->nvalue);
	names_init(&e.vals, '.', g->nvalue);
	names_init(&e.nodes, '_', 0);
	Packed nodes = {0}, infos = {0};
	Onnx__GraphProto *gp = topgraph(&e, &nodes, &infos);
	int rc = !gp || e.nerror ? -1 : writemodel(&e, gp, &nodes, &infos);
	arena_free(e.a);
	arena_free(e.work);
	return rc;
}
