/* The builder's kernel, the layer every other builder file stands on: compile-time values
 * (SV) and their element limit, errors (each reported once, however often a callee is
 * inlined), the stack and graph-size bounds, emission of a node into the current block (of an
 * ops.def row, named by its OP_*: typed by the row and its infer hook, folded by emit_op),
 * constants (made once per value, at the top of the graph) and folding, the outputs of an If
 * node joining two branches' values (emit_ifoutputs), arrays that grow (fe_room), and two
 * questions every layer asks: whether a loop body is being built (emit_inloop, from
 * Builder.inloop, which the statements set) and whether two values are lists and tuples of
 * the same shape (sv_samenesting).  It calls nothing of the builder above it. */
#include <stdlib.h>
#include <string.h>
#include "builder.h"
#include "../runtime/runtime.h"

SV *
sv_new(Builder *b, SVKind k)
{
	SV *s = NEW(b->a, SV);
	s->k = k;
	return s;
}

SV *
sv_value(Builder *b, Value *v)
{
	if (!v) /* the value failed, and its error was reported: no follow-on errors, no crash */
		return sv_poison(b);
	SV *s = sv_new(b, SV_VALUE);
	s->v = v;
	return s;
}

/* the list [el[0], ..., el[n-1]], over el (not copied) */
SV *
sv_list(Builder *b, SV **el, uint32_t n)
{
	SV *t = sv_new(b, SV_TUPLE);
	t->list = 1;
	t->n = n;
	t->el = el;
	return t;
}

SV *
sv_poison(Builder *b)
{
	return sv_new(b, SV_POISON);
}

/* A PackedSequence (nn.utils.rnn.pack_padded_sequence, frontend/packed.c) is a value of the
 * compiler only: the padded input, time first, the int64 lengths in the batch's own order,
 * and a bool, true where the padded tensor holds zeros past each length (an nn.RNN/LSTM/GRU
 * layer's output: ONNX Runtime's recurrent ops write them, lower_rnn.c), a tuple marked by
 * its fields.  Only nn.RNN/LSTM/GRU and pad_packed_sequence take
 * one; what else reads it (fields, items, arithmetic) is an error (packed_refuse), since
 * PyTorch's PackedSequence holds other tensors (data, batch_sizes, sorted_indices). */
static const Sym packedfields[3];

SV *
sv_packed(Builder *b, SV *padded, SV *lengths, int zeroed)
{
	SV *t = sv_new(b, SV_TUPLE);
	t->n = 3;
	t->el = NEWA(b->a, SV *, 3);
	t->el[0] = padded, t->el[1] = lengths;
	t->el[2] = sv_value(b, emit_const_bool(b, zeroed));
	t->fields = packedfields;
	return t;
}

int
sv_ispacked(const SV *s)
{
	return s && s->k == SV_TUPLE && s->fields == packedfields;
}

/* does s hold a PackedSequence (in a tuple, at any depth)? */
int
sv_haspacked(const SV *s)
{
	if (sv_ispacked(s))
		return 1;
	for (uint32_t i = 0; s && s->k == SV_TUPLE && i < s->n; i++)
		if (sv_haspacked(s->el[i]))
			return 1;
	return 0;
}

/* an error for a use of a PackedSequence other than the ones scriptc has (what: "indexing
 * a PackedSequence"); -1 */
int
sv_packedrefuse(Builder *b, const char *what, SrcLoc loc)
{
	return emit_error(b, loc, "%s is not supported: a PackedSequence "
		"(nn.utils.rnn.pack_padded_sequence) is only passed to nn.RNN, nn.LSTM, nn.GRU "
		"and nn.utils.rnn.pad_packed_sequence here", what);
}

/* A callee is built at each of its call sites, so an error inside it would repeat, word
 * for word at the same place, once per call: each is reported once. */
int
emit_error(Builder *b, SrcLoc at, const char *fmt, ...)
{
	char msg[4096]; /* longer than any message: the longest quote types of a few values */
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	if (b->preludefile && at.file == b->preludefile && b->userat.line) {
		/* inside a built-in module: said at the script's line that used it */
		size_t n = strlen(msg);
		snprintf(msg + n, sizeof msg - n, " (inside %s)", b->userwhat);
		at = b->userat;
	}
	for (uint32_t i = 0; i < b->said.n; i++)
		if (!memcmp(&b->said.v[i].loc, &at, sizeof at) && !strcmp(b->said.v[i].msg, msg))
			return -1;
	vpush(b->a, &b->said, ((Said){at, arena_printf(b->a, "%s", msg)}));
	diag(b->d, DIAG_ERROR, at, "%s", msg);
	return -1;
}

/* The parser bounds expression depth and block nesting one by one, but through FE_MAXCALLS
 * inlined calls (and loops over tuples, unrolled) they add up, and ASan's frames are several
 * times larger: so the builder measures its stack.  fe_build allows three quarters of the
 * stack's limit (at most 64 MB).  The graph's size is checked at the same points: unrolled
 * loops over tuples multiply it without a call. */
int
emit_toodeep(Builder *b, SrcLoc at)
{
	if (b->stopped)
		return 1;
	if ((uintptr_t)__builtin_frame_address(0) < b->stacklow)
		emit_error(b, at, "program nested too deeply to compile (the compiler's stack is used "
			"up)");
	else if (b->g->nnode > FE_MAXNODES)
		emit_error(b, at, "program too large: building this passes %d IR nodes",
			FE_MAXNODES);
	else
		return 0;
	b->stopped = 1;
	return 1;
}

/* the elements of sv and of the lists, tuples and dicts in it, counted along every path
 * (a list held twice counts twice); the walk stops once the count passes limit, so it
 * costs at most limit steps whatever the sharing */
uint64_t
sv_count(const SV *sv, uint64_t limit)
{
	if (sv->k != SV_TUPLE)
		return 0;
	uint64_t c = 0;
	for (uint32_t i = 0; i < sv->n && c <= limit; i++)
		c += 1 + sv_count(sv->el[i], limit - c);
	return c;
}

SV *
sv_toolarge(Builder *b, SrcLoc at)
{
	if (!b->stopped)
		emit_error(b, at, "value too large: it would hold more than %d list, tuple and dict "
			"elements (the limit; a list held twice counts twice)", FE_MAXELEMS);
	b->stopped = 1; /* as at FE_MAXNODES: nothing more is built (emit_toodeep) */
	return sv_poison(b);
}

SV *
sv_bounded(Builder *b, SV *sv, SrcLoc at)
{
	if (sv->k != SV_TUPLE || sv_count(sv, FE_MAXELEMS) <= FE_MAXELEMS)
		return sv;
	return sv_toolarge(b, at);
}

/* a node appended to the current block; outputs typed later by the caller or infer */
Value *
emit_node(Builder *b, Sym kind, Value **in, uint32_t nin, uint32_t nout, SrcLoc loc)
{
	Node *n = ir_node(b->g, kind, nout, loc);
	for (uint32_t i = 0; i < nin; i++)
		ir_addinput(b->g, n, in[i]);
	ir_append(b->blk, n);
	return nout ? n->out[0] : NULL;
}

/* The node of the operator row `row` (an OP_* of ops.def) on inputs already converted to
 * its schema's types, one per argument with the defaults given: appended to the current
 * block, its outputs typed by the row's return types and then by its infer hook.  NULL if
 * the hook refused it (a located error).  The caller names the row: no overload matching
 * (that is build_call.c's, for calls the user spells). */
Node *
emit_opnode(Builder *b, uint32_t row, Value **in, SrcLoc loc)
{
	const Op *o = op_at(row);
	Node *n = ir_node(b->g, o->kind, o->nrets, loc);
	n->op = o;
	for (uint32_t j = 0; j < o->nargs; j++)
		ir_addinput(b->g, n, in[j]);
	ir_append(b->blk, n);
	for (uint32_t i = 0; i < o->nrets; i++)
		n->out[i]->type = o->rets[i];
	if (o->infer && o->infer(b->g, n, b->d) < 0)
		return NULL;
	return n;
}

/* emit_opnode of a row with one result: the result, folded if the inputs are constants */
Value *
emit_op(Builder *b, uint32_t row, Value **in, SrcLoc loc)
{
	Node *n = emit_opnode(b, row, in, loc);
	return n ? emit_fold(b, n) : NULL;
}

/* Constants are made once per value, at the top of the graph, where they dominate every
 * use: the builder asks for 1, False and None at almost every call (defaults). */
static Value **
constslot(Builder *b, TypeKind k, uint64_t bits)
{
	ConstCache *c = &b->consts;
	if ((c->n + 1) * 2 > c->cap) {
		ConstCache old = *c;
		c->cap = old.cap ? old.cap * 2 : 256;
		c->e = NEWA(b->a, ConstEntry, c->cap);
		for (uint32_t i = 0; i < old.cap; i++)
			if (old.e[i].v)
				*constslot(b, old.e[i].k, old.e[i].bits) = old.e[i].v;
	}
	uint32_t h = (uint32_t)((bits * 0x9e3779b97f4a7c15ull) >> 40) ^ (uint32_t)k;
	for (uint32_t i = h & (c->cap - 1);; i = (i + 1) & (c->cap - 1)) {
		ConstEntry *e = &c->e[i];
		if (!e->v) {
			e->k = k, e->bits = bits;
			return &e->v;
		}
		if (e->k == k && e->bits == bits)
			return &e->v;
	}
}

static Node *
constpos(Builder *b)
{
	Block *top = b->g->top;
	return b->lastconst ? b->lastconst->next : ir_first(top);
}

static Value *
cached(Builder *b, TypeKind k, uint64_t bits, Value *(*make)(Builder *, Node *, uint64_t))
{
	Value **slot = constslot(b, k, bits);
	if (!*slot || !(*slot)->def->owner) {
		*slot = make(b, constpos(b), bits);
		b->consts.n++;
		b->lastconst = (*slot)->def;
	}
	return *slot;
}

static Value *
mkint(Builder *b, Node *pos, uint64_t bits)
{
	return ir_const_int(b->g, pos, (int64_t)bits, b->here);
}

static Value *
mkfloat(Builder *b, Node *pos, uint64_t bits)
{
	double f;
	memcpy(&f, &bits, sizeof f);
	return ir_const_float(b->g, pos, f, b->here);
}

static Value *
mkbool(Builder *b, Node *pos, uint64_t bits)
{
	return ir_const_bool(b->g, pos, (int)bits, b->here);
}

static Value *
mknone(Builder *b, Node *pos, uint64_t bits)
{
	(void)bits;
	return ir_const_none(b->g, pos, b->here);
}

Value *
emit_const_int(Builder *b, int64_t v)
{
	return cached(b, T_INT, (uint64_t)v, mkint);
}

/* a tensor constant (torch.tensor of a literal), made at the top as the numbers are; each
 * literal its own (they are separate tensors: a write to one must not reach another) */
Value *
emit_const_tensor(Builder *b, Tensor *t)
{
	Dim dims[MAXRANK];
	for (int32_t i = 0; i < t->rank; i++)
		dims[i] = t->dims[i];
	Node *n = ir_node(b->g, S_prim_Constant, 1, b->here);
	n->out[0]->type = ty_tensor(t->dtype, t->rank, dims);
	ir_attr_t(b->g, n, S_value, t);
	ir_insertbefore(n, constpos(b));
	b->lastconst = n;
	return n->out[0];
}

/* a parameter's value from --weights (ir_weight): a constant at the top like the others,
 * written as the initializer named key */
Value *
emit_weight(Builder *b, Tensor *t, const char *key)
{
	Node *n = ir_weight(b->g, t, key, b->here);
	ir_insertbefore(n, constpos(b));
	b->lastconst = n;
	n->out[0]->name = sym_intern(key, strlen(key));
	return n->out[0];
}

Value *
emit_const_float(Builder *b, double v)
{
	uint64_t bits;
	memcpy(&bits, &v, sizeof bits);
	return cached(b, T_FLOAT, bits, mkfloat);
}

Value *
emit_const_bool(Builder *b, int v)
{
	return cached(b, T_BOOL, v != 0, mkbool);
}

Value *
emit_const_none(Builder *b)
{
	return cached(b, T_NONE, 0, mknone);
}

/* INT64_MIN // -1 and INT64_MIN % -1 have no int64 result: PyTorch dies of SIGFPE on them
 * at run time, and so would the model; ir_fold declines them, the builder refuses them */
Value *
emit_const_dtype(Builder *b, DType dt)
{
	Value *v = ir_const_int(b->g, ir_end(b->blk), dt, b->here);
	v->type = ty_dtype(); /* its own node: the shared constant int must stay an int */
	return v;
}

static void
divtrap(Builder *b, Node *n)
{
	int64_t x, y;
	if (n->nin != 2 || ir_in(n, 0)->type->kind != T_INT || ir_in(n, 1)->type->kind != T_INT)
		return;
	int fd = n->op->name == SYMC("floordiv");
	if ((fd || n->op->name == SYMC("remainder")) && ir_constint(ir_in(n, 0), &x) &&
	    x == INT64_MIN && ir_constint(ir_in(n, 1), &y) && y == -1)
		emit_error(b, n->loc, "integer overflow: -9223372036854775808 %s -1 has no int64 "
			"result (PyTorch stops with SIGFPE)", fd ? "//" : "%");
}

/* folds n if its inputs are constants: returns the constant, or n's output */
Value *
emit_fold(Builder *b, Node *n)
{
	divtrap(b, n);
	Value *c = ir_fold(b->g, n);
	if (!c)
		return n->out[0];
	if (n->out[0]->type->kind == T_DTYPE)
		c->type = n->out[0]->type;
	ir_destroy(n);
	return c;
}

void *
fe_room(Arena *a, void *v, uint32_t n, uint32_t *cap, size_t el)
{
	if (n < *cap)
		return v;
	uint32_t c = n < 4 ? 4 : 2 * n;
	void *nv = arena_alloc(a, el * c);
	fe_copy(nv, v, el * n);
	*cap = c;
	return nv;
}

/* adds an If output per pair of branch results; their types must join */
Value **
emit_ifoutputs(Builder *b, Node *n, Value **t, Value **e, uint32_t k, const Sym *names)
{
	Value **out = NEWA(b->a, Value *, k + 1);
	for (uint32_t i = 0; i < k; i++) {
		if (t[i]->type->kind == T_NONE && e[i]->type->kind == T_NONE) {
			out[i] = emit_const_none(b); /* None either way: no If output (ONNX has none) */
			continue;
		}
		ir_addresult(b->g, n->blk[0], t[i]);
		ir_addresult(b->g, n->blk[1], e[i]);
		Type *j = ty_join(t[i]->type, e[i]->type);
		if (!j) {
			emit_error(b, n->loc,
				"%s%s%shas type %s on one branch of this 'if' and %s on the "
				"other; ONNX If needs one type", names ? "'" : "",
				names ? sym_str(names[i]) : "a result ", names ? "' " : "",
				ty_str_of(b->a, t[i]->type), ty_str_of(b->a, e[i]->type));
			j = t[i]->type;
		}
		out[i] = ir_addoutput(b->g, n, j);
		out[i]->name = names ? names[i] : t[i]->name;
	}
	return out;
}

Value *
emit_ifoutput(Builder *b, Node *n, Value *t, Value *e, Sym name)
{
	return emit_ifoutputs(b, n, &t, &e, 1, &name)[0];
}

/* (b->inloop, set with b->reg by the statements: Region is theirs) */
int
emit_inloop(Builder *b)
{
	return b->inloop;
}

/* do two returned values have the same lists and tuples, of the same lengths? */
int
sv_samenesting(const SV *a, const SV *c)
{
	if ((a->k == SV_TUPLE) != (c->k == SV_TUPLE))
		return 0;
	if (a->k != SV_TUPLE)
		return 1;
	if (a->n != c->n || a->list != c->list)
		return 0;
	for (uint32_t i = 0; i < a->n; i++)
		if (!sv_samenesting(a->el[i], c->el[i]))
			return 0;
	return 1;
}
