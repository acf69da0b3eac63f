/* Tensors with identity: what makes a write mean what PyTorch means.
 *
 * In PyTorch two names can hold one tensor, and a view shares its base's memory, so a write
 * through any of them is seen through all.  ONNX values are immutable, so a write becomes a
 * functional update of the memory's base, as PyTorch's own functionalization does:
 *
 *   y = x[0]             y: view of storage S (x's), chain [select(0, 0)]
 *   y.add_(1)            S := select_scatter(S, select(S, 0, 0) + 1, 0, 0)
 *   return x, y          x: S;  y: select(S, 0, 0), replayed on the new S
 *
 * A storage is a hidden variable of the builder (Builder.store) holding the base's current
 * value, so the branches of an `if` and the bodies of loops merge and carry it as they do a
 * name.  A Ref is one tensor object: its storage and the view ops from the base (its chain).
 * A name (an SV) holds a Ref and the value it was last computed as; a read recomputes it when
 * the storage changed since (tensor_read).  A view op's result gets a Ref with the chain one
 * longer (tensor_view, which the row emitter oprow.c calls).  This file is the tensors'
 * identity: storages, Refs, reads and views, and the binding of a name (tensor_bind: a name holds
 * a tensor object); it emits only the nodes a read replays.  The
 * writes, which emit rows and tell the lists holding a tensor, are tensor_write.c's.
 *
 * Where which tensor it is depends on a run-time condition (`if c: y = x else: y = zeros(3)`;
 * a loop-carried name that is its initial tensor until a run rebinds it), the Ref records the
 * tensors it is under that condition (alt): a write also goes to them under an If, and a read
 * chooses under one when they changed.  Where even that is not known (`reshape` of a tensor
 * that may not be contiguous; a call result; what a loop's earlier run left), the Ref records
 * the storages it may share (amb) with their values then: a read after one of them changed,
 * or a write while another name may see one, is a located error, never a stale value. */
#include <string.h>
#include "builder.h"

/* is n an overload of the operator of row op (OP_aten_...)? */
static int
is(const Node *n, uint32_t op)
{
	return op_is(n->op, op);
}

Storage *
tensor_storage(Builder *b, Value *base)
{
	Storage *s = NEW(b->a, Storage);
	s->id = b->nstorage++;
	s->name = sym_fresh("$storage", s->id); /* reached by the Sym only */
	s->made = base;
	env_set(b->a, &b->store, s->name, sv_value(b, base));
	return s;
}

Value *
tensor_base(Builder *b, Storage *s)
{
	SV *sv = env_get(&b->store, s->name);
	return sv ? sv->v : NULL;
}

void
tensor_setbase(Builder *b, Storage *s, Value *v)
{
	env_set(b->a, &b->store, s->name, sv_value(b, v));
}

static Ref *
newref(Builder *b, Storage *st)
{
	Ref *r = NEW(b->a, Ref);
	r->id = b->nref++;
	r->st = st;
	r->scope = b->store.scope;
	return r;
}

/* a select or a step-1 slice of dim 0: a contiguous tensor's rows are contiguous */
static int
outer(const Node *n)
{
	int64_t d, st = 1;
	if (!is(n, OP_aten_select_int) && !is(n, OP_aten_slice_Tensor) && !is(n, OP_aten_narrow_Tensor))
		return 0;
	if (is(n, OP_aten_slice_Tensor) && !ir_constint(ir_in(n, 4), &st))
		return 0;
	return ir_constint(ir_in(n, 1), &d) && d == 0 && st == 1;
}

/* ops whose result is self with some elements replaced: PyTorch lays it out as self */
static int
sameas(const Node *n)
{
	return n->op && (n->op->flags & F_LIKESELF); /* ops.def: scatters, fills, copy */
}

/* A value is known contiguous when every op from the graph's inputs to it keeps the layout
 * of its inputs contiguous: PyTorch's elementwise results follow their inputs' strides, so
 * `x.t() * 2` is not contiguous, and reshape of it copies where reshape of x would alias. */
static int
contiguous(Builder *b, Value *v, int depth)
{
	Node *n = v->def;
	if (n->kind == S_prim_Constant || n == &b->g->top->param)
		return 1;
	if (!n->op || depth > 64)
		return 0;
	if (v->id < b->contig.n && b->contig.v[v->id])
		return b->contig.v[v->id] > 0;
	int c = 1;
	if (is(n, OP_aten_contiguous_Tensor))
		c = 1;
	else if (op_isview(n->op) && !is(n, OP_aten_reshape_Tensor) && !is(n, OP_aten_view_Tensor) &&
		 !is(n, OP_aten_flatten_using_ints) && !is(n, OP_aten_unsqueeze_Tensor) &&
		 !is(n, OP_aten_squeeze_Tensor) && !is(n, OP_aten_detach_Tensor) &&
		 !is(n, OP_aten_to_dtype) && !outer(n))
		c = 0; /* transposes, expands, slices and selects of inner dims */
	uint32_t nin = sameas(n) ? 1 : n->nin; /* a scatter's result is laid out as self */
	for (uint32_t i = 0; c && i < nin; i++)
		if (ir_in(n, i)->type->kind == T_TENSOR)
			c = contiguous(b, ir_in(n, i), depth + 1);
	while (b->contig.n <= v->id)
		vpush(b->a, &b->contig, 0);
	b->contig.v[v->id] = c ? 1 : -1;
	return c;
}

/* gives sv (and a tuple's elements) an identity: a new storage it is the base of */
void
tensor_own(Builder *b, SV *sv)
{
	if (sv->k == SV_TUPLE) {
		for (uint32_t i = 0; i < sv->n; i++)
			tensor_own(b, sv->el[i]);
		list_own(b, sv);
		return;
	}
	list_own(b, sv);
	if (sv->k != SV_VALUE || sv->ref || sv->v->type->kind != T_TENSOR)
		return;
	sv->ref = newref(b, tensor_storage(b, sv->v));
	sv->ver = sv->v;
	sv->gen = 0;
}

/* r's value is held where no write can reach it (a sequence, an optional): neither r's memory
 * nor memory r may share (amb) or may be (alt) may be written in place from now on */
void
tensor_fix(Builder *b, Ref *r, const char *why)
{
	r->st->fixed = why;
	for (uint32_t i = 0; i < r->namb; i++)
		r->amb[i].st->fixed = why;
	for (uint32_t i = 0; i < r->nalt; i++)
		tensor_fix(b, r->alt[i].to, why);
}

/* is v defined in b->blk or a block enclosing it? */
static int
visible(Builder *b, Value *v)
{
	Block *def = v->def->owner;
	for (Block *k = b->blk; k; k = k->owner ? k->owner->owner : NULL)
		if (k == def)
			return 1;
	return 0;
}

/* v as a value b->blk can see: v, or, where v was made in a block that does not enclose it
 * (a view's argument made on one branch of an if, the view replayed after it), its
 * defining node made again here: a constant, a list display or a pure operator of values
 * seen here.  NULL if it cannot be. */
static Value *
seen(Builder *b, Value *v, int depth)
{
	if (visible(b, v))
		return v;
	Node *d = v->def;
	if (d->nblk || depth > 16 || !(d->kind == S_prim_Constant ||
	    d->kind == S_prim_ListConstruct || (d->op && (d->op->flags & F_PURE))))
		return NULL;
	Value **map = NEWA(b->a, Value *, b->g->nvalue + 1);
	for (uint32_t i = 0; i < d->nin; i++) {
		Value *x = seen(b, ir_in(d, i), depth + 1);
		if (!x)
			return NULL;
		map[ir_in(d, i)->id] = x;
	}
	return ir_clone_into(b->g, d, b->blk, NULL, map)->out[v->idx];
}

/* the view op n applied again, to self */
static Value *
replay(Builder *b, Node *n, Value *self)
{
	Node *m = ir_node(b->g, n->kind, n->nout, b->here);
	m->op = n->op;
	ir_addinput(b->g, m, self);
	for (uint32_t i = 1; i < n->nin; i++) {
		Value *x = seen(b, ir_in(n, i), 0);
		if (!x) {
			emit_error(b, b->here,
				"cannot make this view again after an in-place write: "
				"%s's arguments were computed inside a branch or loop; use .clone()",
				sym_str(n->kind));
			return NULL;
		}
		ir_addinput(b->g, m, x);
	}
	ir_append(b->blk, m);
	for (uint32_t i = 0; i < n->nout; i++)
		m->out[i]->type = n->op->rets[i];
	if (n->op->infer && n->op->infer(b->g, m, b->d) < 0)
		return NULL;
	return m->out[0];
}

/* the values along r's chain on the base's current value: at[0] the base, at[nchain] r's */
Value **
tensor_walk(Builder *b, Ref *r)
{
	Value **at = NEWA(b->a, Value *, r->nchain + 1);
	at[0] = tensor_base(b, r->st);
	for (uint32_t i = 0; i < r->nchain && at[i]; i++)
		at[i + 1] = replay(b, r->chain[i], at[i]);
	return at;
}

const char *
tensor_named(Builder *b, Sym name)
{
	return name ? arena_printf(b->a, "'%s'", sym_str(name)) : "this tensor";
}

/* a tensor that may share memory with another, which changed since: its value is unknown */
static int
stale(Builder *b, Ref *r, SrcLoc loc, Sym name)
{
	for (uint32_t i = 0; i < r->namb; i++) {
		if (tensor_base(b, r->amb[i].st) == r->amb[i].ver)
			continue;
		if (r->stalesaid) /* said at its first read: one error per cause */
			return -1;
		r->stalesaid = 1;
		return emit_error(b, loc,
			"%s may share its memory with a tensor that was written in "
			"place since it was made (%s), so its value cannot be known here; use .clone() "
			"where it is made", tensor_named(b, name), r->why ? r->why :
			"which one depends on a run-time value");
	}
	return 0;
}

/* have the tensors r may be kept the values they had when r learned it could be them? */
static int
altsfresh(Builder *b, Ref *r)
{
	for (uint32_t i = 0; i < r->nalt; i++)
		if (tensor_base(b, r->alt[i].to->st) != r->alt[i].ver)
			return 0;
	return 1;
}

/* an If node on cond with its two blocks, empty: the caller builds the then block (blk[0])
 * and gives both results to tensor_ifout */
Node *
tensor_ifon(Builder *b, Value *cond)
{
	Node *n = ir_node(b->g, S_prim_If, 0, b->here);
	ir_addinput(b->g, n, cond);
	ir_append(b->blk, n);
	ir_addblock(b->g, n);
	ir_addblock(b->g, n);
	return n;
}

Value *
tensor_ifout(Builder *b, Node *n, Value *t, Value *e)
{
	Type *j = ty_join(t->type, e->type);
	if (!j) {
		emit_error(b, n->loc, "a tensor that may be another one has type %s here and %s "
			"there", ty_str_of(b->a, t->type), ty_str_of(b->a, e->type));
		return NULL;
	}
	ir_addresult(b->g, n->blk[0], t);
	ir_addresult(b->g, n->blk[1], e);
	return ir_addoutput(b->g, n, j);
}


/* v, the tensor's own value, or what a->to holds now if a->cond (it is a->to then, and
 * a->to was written since) */
static Value *
choose(Builder *b, Alt *a, Value *v)
{
	Node *n = tensor_ifon(b, a->cond);
	Block *outer = b->blk;
	b->blk = n->blk[0];
	Value *t = tensor_walk(b, a->to)[a->to->nchain];
	b->blk = outer;
	return t ? tensor_ifout(b, n, t, v) : NULL;
}

/* check: a read (0: a branch's end takes the values of what it changed, which need not be
 * read again: a stale one is refused when it is) */
static SV *
readone(Builder *b, SV *sv, SrcLoc loc, Sym name, int check)
{
	Ref *r = sv->ref;
	if (!r || sv->k != SV_VALUE)
		return sv;
	if (check && stale(b, r, loc, name) < 0)
		return sv_poison(b);
	Value *base = tensor_base(b, r->st);
	if (base == sv->ver && sv->gen == r->gen && altsfresh(b, r))
		return sv;
	Value **at = tensor_walk(b, r);
	Value *v = at[r->nchain];
	for (uint32_t i = 0; v && i < r->nalt; i++)
		if (tensor_base(b, r->alt[i].to->st) != r->alt[i].ver)
			v = choose(b, &r->alt[i], v);
	if (!v)
		return sv_poison(b);
	SV *now = sv_value(b, v);
	now->ref = r;
	now->ver = base;
	now->gen = r->gen;
	return now;
}

static SV *
resolve(Builder *b, SV *sv, SrcLoc loc, Sym name, int check)
{
	sv = list_now(b, sv); /* a list: its contents now */
	if (sv->k != SV_TUPLE)
		return readone(b, sv, loc, name, check);
	SV *t = NULL;
	for (uint32_t i = 0; i < sv->n; i++) {
		SV *e = resolve(b, sv->el[i], loc, name, check);
		if (e == sv->el[i] && !t)
			continue;
		if (!t) {
			t = sv_new(b, SV_TUPLE);
			*t = *sv;
			t->el = NEWA(b->a, SV *, sv->n);
			fe_copy(t->el, sv->el, sizeof *t->el * sv->n);
		}
		t->el[i] = e;
	}
	return t ? t : sv;
}

SV *
tensor_read(Builder *b, SV *sv, SrcLoc loc, Sym name)
{
	return resolve(b, sv, loc, name, 1);
}

SV *
tensor_now(Builder *b, SV *sv)
{
	return resolve(b, sv, b->here, 0, 0);
}

/* are a and c the same argument: one value, equal number constants, or list displays of
 * the same ones (`view(-1)` makes its -1 and its list where it is)? */
static int
samearg(const Value *a, const Value *c, int depth)
{
	if (a == c)
		return 1;
	const Node *m = a->def, *n = c->def;
	int64_t p, q;
	double f, g;
	if (m->kind == S_prim_Constant && n->kind == S_prim_Constant && a->type == c->type)
		switch (a->type->kind) {
		case T_INT:
		case T_BOOL: return ir_constint(a, &p) && ir_constint(c, &q) && p == q;
		case T_FLOAT: return ir_constfloat(a, &f) && ir_constfloat(c, &g) &&
			!memcmp(&f, &g, sizeof f);
		case T_NONE: return 1;
		default: return 0;
		}
	if (depth > 4 || m->kind != S_prim_ListConstruct || n->kind != S_prim_ListConstruct ||
	    m->nin != n->nin || a->type != c->type)
		return 0;
	for (uint32_t k = 0; k < m->nin; k++)
		if (!samearg(ir_in(m, k), ir_in(n, k), depth + 1))
			return 0;
	return 1;
}

/* Are r and s one tensor: one Ref, or views of one memory made by the same view ops of the
 * same arguments (samearg)?  A loop's body makes `y = w[0]` anew on every attempt; this
 * tells that it is the view a flag stands for. */
int
tensor_sameref(const Ref *r, const Ref *s)
{
	if (r == s)
		return 1;
	if (!r || !s || r->st != s->st || r->nchain != s->nchain || r->nalt || s->nalt ||
	    r->namb || s->namb)
		return 0;
	for (uint32_t i = 0; i < r->nchain; i++) {
		const Node *m = r->chain[i], *n = s->chain[i];
		if (m == n)
			continue;
		if (m->kind != n->kind || m->op != n->op || m->nin != n->nin)
			return 0;
		for (uint32_t k = 1; k < m->nin; k++)
			if (!samearg(ir_in(m, k), ir_in(n, k), 0))
				return 0;
	}
	return 1;
}

/* is v defined in block at or one enclosing it? */
static int
encloses(Block *at, const Value *v)
{
	for (Block *k = at; k; k = k->owner ? k->owner->owner : NULL)
		if (k == v->def->owner)
			return 1;
	return 0;
}

/* is v seen at block at, or a constant or a list display of values that are (seen() makes
 * them again)? */
static int
seenat(Block *at, const Value *v, int depth)
{
	if (encloses(at, v))
		return 1;
	const Node *d = v->def;
	if (d->kind == S_prim_Constant) /* (made again where it is used) */
		return 1;
	if (depth > 4 || d->kind != S_prim_ListConstruct)
		return 0;
	for (uint32_t k = 0; k < d->nin; k++)
		if (!seenat(at, ir_in(d, k), depth + 1))
			return 0;
	return 1;
}

/* can r be made again at block at (outside the loop whose body made it): its view ops'
 * arguments are seen there?  `y = w[0]` can, `y = w[i]` with i the loop's target cannot. */
int
tensor_canremake(const Ref *r, Block *at)
{
	for (uint32_t i = 0; i < r->nchain; i++)
		for (uint32_t k = 1; k < r->chain[i]->nin; k++)
			if (!seenat(at, ir_in(r->chain[i], k), 0))
				return 0;
	return 1;
}

/* r, the same tensor (tensor_sameref), with its chain made in b->blk: r itself where its view ops
 * are seen there already */
Ref *
tensor_remake(Builder *b, Ref *r)
{
	int seenall = 1;
	for (uint32_t i = 0; i < r->nchain && seenall; i++)
		seenall = visible(b, r->chain[i]->out[0]);
	if (seenall)
		return r;
	Value **at = tensor_walk(b, r);
	Ref *m = newref(b, r->st);
	m->chain = NEWA(b->a, Node *, r->nchain + 1);
	for (uint32_t i = 0; i < r->nchain; i++) {
		if (!at[i + 1])
			return NULL;
		m->chain[i] = at[i + 1]->def;
	}
	m->nchain = r->nchain;
	return m;
}

static void
addamb(Builder *b, Ref *r, Amb e)
{
	for (uint32_t k = 0; k < r->namb; k++)
		if (r->amb[k].st == e.st)
			return;
	r->amb = fe_room(b->a, r->amb, r->namb, &r->camb, sizeof *r->amb);
	r->amb[r->namb++] = e;
}

/* r may share what x may share, as x learned it (a stale x makes r stale); what x is under
 * a condition, r may share (the condition is x's, not r's) */
void
tensor_inherit(Builder *b, Ref *r, const Ref *x)
{
	for (uint32_t i = 0; i < x->namb; i++)
		addamb(b, r, x->amb[i]);
	for (uint32_t i = 0; i < x->nalt; i++)
		addamb(b, r, (Amb){x->alt[i].to->st, x->alt[i].ver});
	if (!r->why)
		r->why = x->why;
}

void
tensor_mayshare(Builder *b, Ref *r, Storage *st, const char *why)
{
	tensor_mayshareat(b, r, st, tensor_base(b, st), why);
}

/* r may share st, whose base was ver then (a read of r is refused once it is not) */
void
tensor_mayshareat(Builder *b, Ref *r, Storage *st, Value *ver, const char *why)
{
	for (uint32_t i = 0; i < r->namb; i++)
		if (r->amb[i].st == st)
			return;
	tensor_maysharealso(b, r, st, ver, why);
}

/* tensor_mayshareat of an st the caller knows r does not have yet */
void
tensor_maysharealso(Builder *b, Ref *r, Storage *st, Value *ver, const char *why)
{
	r->amb = fe_room(b->a, r->amb, r->namb, &r->camb, sizeof *r->amb);
	r->amb[r->namb++] = (Amb){st, ver};
	if (!r->why)
		r->why = why;
}

/* the value whose layout st's memory has: the base it was made with (a write, computed
 * as a scatter or an inverse view of the new value, keeps the memory's layout) */
static Value *
layout(Builder *b, Storage *st)
{
	return st->made && st->made->type == tensor_base(b, st)->type ? st->made : tensor_base(b,
		st);
}

/* does n alias its input here (to() of the same dtype, reshape of a contiguous tensor)?
 * 1 yes, 0 no (a copy), -1 maybe */
static int
aliases(Builder *b, Node *n, SV *self)
{
	const Type *in = ir_in(n, 0)->type, *out = n->out[0]->type;
	if (is(n, OP_aten_type_as_Tensor)) /* (its schema has no alias mark, and yet) */
		return in->dtype == DT_UNDEF || out->dtype == DT_UNDEF ? -1 :
			in->dtype == out->dtype;
	if (is(n, OP_aten_to_dtype)) {
		int64_t copy = 0;
		if (in->dtype == DT_UNDEF || out->dtype == DT_UNDEF)
			return -1;
		if (n->nin > 3 && !ir_constint(ir_in(n, 3), &copy))
			return -1;
		return in->dtype == out->dtype && !copy;
	}
	if (!is(n, OP_aten_reshape_Tensor) && !is(n, OP_aten_flatten_using_ints) &&
	    !is(n, OP_aten_contiguous_Tensor))
		return 1;
	Ref *r = self->ref;
	int c = contiguous(b, layout(b, r->st), 0);
	if (c) { /* (the strides, where the shapes tell them) */
		int k = tensor_layoutview(tensor_base(b, r->st)->type, r->chain, r->nchain, n);
		if (k >= 0)
			return k;
	}
	for (uint32_t i = 0; c && i < r->nchain; i++)
		c = contiguous(b, r->chain[i]->out[0], 0);
	return c ? 1 : -1;
}

/* the chain c[0..k) and then n.  Chains are never changed once made, so a view of a view
 * shares its chain's array and writes n past its end while no other view did (Builder.chain:
 * the array last grown, how far it is filled, its room); else it is copied, with room to
 * grow.  A copy per view made a chain of N views cost N^2 / 2 pointers: 32,000 links, 6 GB. */
static Node **
chainplus(Builder *b, Node **c, uint32_t k, Node *n)
{
	if (!c || c != b->chain.v || k != b->chain.n || k == b->chain.cap) {
		uint32_t cap = k < 4 ? 8 : 2 * k;
		Node **m = NEWA(b->a, Node *, cap);
		fe_copy(m, c, sizeof *m * k);
		b->chain.v = m, b->chain.n = k, b->chain.cap = cap;
	}
	b->chain.v[b->chain.n++] = n;
	return b->chain.v;
}

/* a new tensor object: view n of s's tensor */
static Ref *
viewof(Builder *b, const Ref *s, Node *n)
{
	Ref *r = newref(b, s->st);
	r->chain = chainplus(b, s->chain, s->nchain, n);
	r->nchain = s->nchain + 1;
	return r;
}

/* res, the result of view op n of self: a view of self's memory, or a copy, or either (a
 * copy, and a view of self when a run-time condition holds: Ref.alt) */
SV *
tensor_view(Builder *b, SV *self, Node *n, SV *res)
{
	if (res->k != SV_VALUE || self->k != SV_VALUE || self->v->type->kind != T_TENSOR)
		return res;
	tensor_own(b, self);
	int al = aliases(b, n, self);
	if (al == 0)
		return res;
	Ref *s = self->ref, *r;
	Value *c = al < 0 && !s->nalt && !s->namb && contiguous(b, layout(b, s->st), 0) ?
		tensor_layoutcond(b, tensor_base(b, s->st), s->chain, s->nchain, n, n->loc) : NULL;
	if (c) { /* a view of self when c holds, else a copy (its own memory) */
		tensor_own(b, res);
		tensor_alt(b, res->ref, c, viewof(b, s, n));
		return res;
	}
	if (al < 0) {
		tensor_own(b, res);
		tensor_mayshare(b, res->ref, s->st, arena_printf(b->a, "%s of a tensor that may not be "
			"contiguous may be a view or a copy", sym_str(n->op->name)));
		tensor_inherit(b, res->ref, s);
		return res;
	}
	r = newref(b, s->st);
	r->chain = chainplus(b, s->chain, s->nchain, n);
	r->nchain = s->nchain + 1;
	r->amb = s->amb, r->namb = s->namb, r->why = s->why; /* shared: r->camb 0, copied
								 * before r adds one */
	for (uint32_t i = 0; i < s->nalt; i++) { /* a view of what s may be, when it is that */
		Ref *to = s->alt[i].to, *va = newref(b, to->st);
		va->chain = chainplus(b, to->chain, to->nchain, n);
		va->nchain = to->nchain + 1;
		tensor_alt(b, r, s->alt[i].cond, va);
		r->alt[r->nalt - 1].ver = s->alt[i].ver;
	}
	res->ref = r;
	res->ver = tensor_base(b, s->st);
	res->gen = 0;
	return res;
}

int
tensor_alt(Builder *b, Ref *r, Value *cond, Ref *to)
{
	if (to->namb || to == r)
		return -1;
	Alt *a = NEWA(b->a, Alt, r->nalt + 1);
	fe_copy(a, r->alt, sizeof *a * r->nalt);
	a[r->nalt++] = (Alt){cond, to, tensor_base(b, to->st)};
	r->alt = a;
	return 0;
}

/* name = sv in the current scope of names (env.c): a name binds a tensor object, so what it
 * binds gets an identity first */
void
tensor_bind(Builder *b, Sym name, SV *sv)
{
	tensor_own(b, sv); /* a bound tensor has an identity: other names and views may share it */
	env_set(b->a, &b->env, name, sv);
}
