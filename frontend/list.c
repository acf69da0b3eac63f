/* List objects: their methods (list_edit, list_method), indexing, `+`, and the sequence a
 * list's contents become (list_seq); the object itself, its Storage and its contents in the
 * store, is listobj.c's.
 *
 * A Python list is mutable and has an identity: `ys = xs; ys.append(t)` changes xs too, and a
 * helper that appends to its argument changes the caller's list.  So a list is an object, a
 * Storage with `list` set, whose contents live in Builder.store under the storage's name,
 * as a tensor's base does: every name bound to the list reads the contents from there, a
 * method that changes the list sets them again, and because the store is scoped like the
 * names, an `if` merges the contents its branches left and a loop carries them.
 *
 * Contents take one of two forms:
 *   - a tuple of SVs (SV_TUPLE with `list` set) while the length is known at compile time:
 *     the elements are the tensors and numbers themselves, with their identity, so
 *     `xs[0].add_(1)` writes the tensor that was appended, and no sequence operator is made;
 *   - one value of list type, an ONNX sequence, once the length depends on run-time values
 *     (appended in a loop, different on the branches of an `if`); a list of numbers
 *     (List[int], List[float], List[bool]) is then one 1-d tensor of their dtype.  The
 *     sequence holds its tensors' values, not the tensor objects: an in-place write to one
 *     of them after it went in makes the sequence stale, and a later read of it an error
 *     (held.c).
 *
 *   xs: List[Tensor] = []         $list3 = ()                 (element type: Tensor)
 *   xs.append(x)                  $list3 = (x)
 *   for i in range(n):            carried $list3 : Tensor[] = ListConstruct(x)
 *       xs.append(x * i)              $list3 = aten::append(%xs.1, %5)
 *   y = torch.stack(xs)           aten::stack(%xs.2, 0)      (ConcatFromSequence) */
#include <string.h>
#include "builder.h"

static Type *elemtype(Builder *b, SV *c);

/* the type of a value or of a tuple or list of them (a list element), or NULL */
static Type *
svtype(Builder *b, SV *x)
{
	if (x->k == SV_VALUE)
		return x->v->type;
	if (x->k == SV_ROWS)
		return ty_list(x->ty);
	if (x->k == SV_TUPLE && x->list)
		return ty_list(elemtype(b, x));
	if (x->k != SV_TUPLE || x->dict || !x->n)
		return NULL;
	Type **t = NEWA(b->a, Type *, x->n);
	for (uint32_t i = 0; i < x->n; i++)
		if (!(t[i] = svtype(b, x->el[i])))
			return NULL;
	return ty_tuple(t, x->n);
}

/* the kind of the list's elements: its declared element type, else its first element's;
 * an empty list without a declaration is a List[Tensor], as in TorchScript */
static Type *
elemtype(Builder *b, SV *c)
{
	if (list_isseq(c))
		return c->v->type->elem;
	if (c->ty && c->ty->kind != T_ANY)
		return c->ty;
	for (uint32_t i = 0; i < c->n; i++) { /* (a comprehension's: its first element's) */
		Type *t = svtype(b, c->el[i]);
		if (t)
			return t;
	}
	return c->ty ? c->ty : ty_tensor(DT_UNDEF, -1, NULL);
}

Type *
list_elemtype(Builder *b, SV *c)
{
	return elemtype(b, c);
}

/* a list of tuples: its operations of run-time length go by rows (rows.c) */
static int
tuples(Builder *b, SV *c)
{
	return c->k == SV_ROWS || elemtype(b, c)->kind == T_TUPLE;
}

static const char *
kindname(Type *t)
{
	switch (t->kind) {
	case T_TENSOR: return "Tensor";
	case T_INT: return "int";
	case T_FLOAT: return "float";
	case T_BOOL: return "bool";
	default: return "this type";
	}
}

/* does the tuple x have the kinds of the tuple type e (and x's fields none other)? */
static int
tuplefits(Type *e, SV *x)
{
	if (x->k != SV_TUPLE || x->list || x->dict || x->n != e->nelem)
		return 0;
	for (uint32_t i = 0; i < x->n; i++) {
		Type *f = e->elems[i];
		if (f->kind == T_TUPLE ? !tuplefits(f, x->el[i]) : f->kind == T_LIST ?
		    !list_islist(x->el[i]) : x->el[i]->k != SV_VALUE || x->el[i]->v->type->kind != f->kind)
			return 0;
	}
	return 1;
}

/* can x go into a list of elements like e (TorchScript's lists hold one type)? */
static int
fitsin(Builder *b, Type *e, SV *x, SrcLoc loc)
{
	if (x->k == SV_POISON)
		return 0;
	TypeKind k = x->k == SV_VALUE ? x->v->type->kind : T_ANY;
	if ((k == e->kind || e->kind == T_ANY) && k != T_ANY)
		return 1;
	if (e->kind == T_TUPLE ? tuplefits(e, x) : e->kind == T_ANY && svtype(b, x))
		return 1;
	if (e->kind == T_LIST && list_islist(x) && ((x->k == SV_TUPLE && !x->n && !x->ty) ||
	    elemtype(b, x)->kind == e->elem->kind))
		return 1; /* a list of lists holds the list objects */
	Type *xt = svtype(b, x);
	emit_error(b, loc, "a list of %s cannot hold %s", e->kind == T_TUPLE || e->kind == T_LIST ?
		ty_str_of(b->a, e) : kindname(e), xt ? ty_str_of(b->a, xt) : "this value");
	return 0;
}

/* x goes into a sequence: the sequence holds its value, not the tensor, so a later in-place
 * write to it makes the sequence stale (held.c).  A row of a list of lists: the sequence
 * holds a copy of the list, so the row may not change. */
static void
intoseq(Builder *b, SV *x)
{
	if (list_islist(x)) {
		list_own(b, x);
		list_fork(b, x->lst, "it is a row of a list of lists whose length is known only at run "
			"time (an ONNX sequence holds a copy of it)");
		return;
	}
	tensor_own(b, x);
	held_into(b, x);
}

/* a List[int], List[float] or List[bool] as one value (lowered to a 1-d int64, double or
 * bool tensor) */
static Value *
numseq(Builder *b, SV *c, Type *e, SrcLoc loc)
{
	Node *n = ir_node(b->g, S_prim_ListConstruct, 1, loc);
	for (uint32_t i = 0; i < c->n; i++) {
		if (!fitsin(b, e, c->el[i], loc))
			return NULL;
		ir_addinput(b->g, n, c->el[i]->v);
	}
	ir_append(b->blk, n);
	n->out[0]->type = ty_list(e);
	return n->out[0];
}

/* a list of lists of numbers as one sequence of the rows' 1-d tensors */
static Value *
lolseq(Builder *b, SV *c, Type *e, SrcLoc loc)
{
	Node *n = ir_node(b->g, S_prim_ListConstruct, 1, loc);
	for (uint32_t i = 0; i < c->n; i++) {
		if (!fitsin(b, e, c->el[i], loc))
			return NULL;
		intoseq(b, c->el[i]);
		Value *v = list_seq(b, list_now(b, c->el[i]), e->elem, loc);
		if (!v)
			return NULL;
		ir_addinput(b->g, n, v);
	}
	ir_append(b->blk, n);
	n->out[0]->type = ty_list(e);
	return n->out[0];
}

/* the list's contents as one sequence value (a list display of its tensors) */
Value *
list_seq(Builder *b, SV *c, Type *elem, SrcLoc loc)
{
	if (list_isseq(c))
		return c->v;
	if (c->k == SV_ROWS) {
		emit_error(b, loc, "a list of tuples whose length is known only at run time cannot be "
			"used here (only its elements and list methods)");
		return NULL;
	}
	Type *e = elem ? elem : elemtype(b, c);
	if (e->kind == T_ANY) /* an empty comprehension's list: as the empty list [] */
		e = ty_tensor(DT_UNDEF, -1, NULL);
	if (list_isnum(e))
		return numseq(b, c, e, loc);
	if (list_islol(ty_list(e)))
		return lolseq(b, c, e, loc);
	if (e->kind == T_TUPLE) {
		emit_error(b, loc, "a list of tuples whose length is known only at run time cannot be "
			"used here (only its elements and list methods)");
		return NULL;
	}
	if (e->kind != T_TENSOR) {
		emit_error(b, loc, "a list of %s whose length is known only at run time is not "
			"supported yet%s", e->kind != T_LIST ? ty_str_of(b->a, e) :
			e->elem->kind == T_TENSOR ? "lists of tensors" : "lists of lists",
			e->kind == T_LIST ? " (a List[List[int]], List[List[float]] or "
			"List[List[bool]] is)" : "");
		return NULL;
	}
	Node *n = ir_node(b->g, S_prim_ListConstruct, 1, loc);
	for (uint32_t i = 0; i < c->n; i++) {
		SV *x = c->el[i];
		if (x->k != SV_VALUE || x->v->type->kind != T_TENSOR) {
			fitsin(b, e, x, loc);
			return NULL;
		}
		Type *j = e->kind == T_TENSOR && e->dtype == DT_UNDEF && e->rank < 0 ?
			x->v->type : ty_join(e, x->v->type); /* List[Tensor] says nothing of dtypes */
		if (!j) {
			emit_error(b, loc,
				"this list holds tensors of two dtypes (%s and %s); as an ONNX "
				"sequence it must hold one", ty_str_of(b->a, e),
				ty_str_of(b->a, x->v->type));
			return NULL;
		}
		e = j;
		intoseq(b, x);
		ir_addinput(b->g, n, x->v);
	}
	ir_append(b->blk, n);
	n->out[0]->type = ty_list(e);
	return n->out[0];
}

static SV *
none(Builder *b)
{
	return sv_value(b, emit_const_none(b));
}

static SV *
staticof(Builder *b, SV *c, uint32_t n)
{
	SV *t = sv_new(b, SV_TUPLE);
	t->list = 1;
	t->n = n;
	t->ty = c->ty;
	t->el = NEWA(b->a, SV *, n + 1);
	return t;
}

/* op on a list of lists of run-time length: its row on sequences of tensors (`len.seq`),
 * which holds the rows' 1-d tensors; TorchScript's generic list operators (`t[]`) have no
 * row, and a Tensor[] argument takes no list of lists where a user passes one */
static SV *
lolop(Builder *b, uint32_t seqrow, SV **args, uint32_t n, SrcLoc loc)
{
	const Op *o = op_at(seqrow);
	if (n > o->nargs)
		die("%s: %u arguments", o->schema, n);
	Value **in = NEWA(b->a, Value *, o->nargs + 1);
	Type *row = args[0]->v->type->elem;
	for (uint32_t j = 0; j < o->nargs; j++) {
		in[j] = j >= n ? emit_const_int(b, -1) : j && list_islist(args[j]) ?
			list_seq(b, args[j], row->elem, loc) : oprow_value(b, args[j], loc);
		if (!in[j])
			return sv_poison(b);
	}
	Node *nd = emit_opnode(b, seqrow, in, loc);
	if (!nd)
		return sv_poison(b);
	if (o->nrets == 1)
		return sv_value(b, nd->out[0]);
	SV *t = sv_new(b, SV_TUPLE);
	t->n = o->nrets;
	t->el = NEWA(b->a, SV *, t->n);
	for (uint32_t i = 0; i < t->n; i++)
		t->el[i] = sv_value(b, nd->out[i]);
	return t;
}

/* the operator of seqrow (its row on sequences of tensors, `len.seq`) on a sequence args[0]:
 * that row on a list of lists; else the overload for the list's elements (len.int, len.seq,
 * ...), which matching picks, and whose binding checks an element put in */
static SV *
seqcall(Builder *b, uint32_t seqrow, SV **args, uint32_t n, SrcLoc loc)
{
	if (args[0]->k == SV_VALUE && list_islol(args[0]->v->type))
		return lolop(b, seqrow, args, n, loc);
	return match_call(b, sym_str(op_at(seqrow)->name), args, n, loc);
}

/* an op on sequences: its result value */
static Value *
seqop(Builder *b, uint32_t seqrow, SV **args, uint32_t n, uint32_t out, SrcLoc loc)
{
	SV *r = seqcall(b, seqrow, args, n, loc);
	if (r->k == SV_POISON)
		return NULL;
	return r->k == SV_TUPLE ? r->el[out]->v : r->v;
}

/* acc with the elements of src appended (front: each inserted first, which reverses) */
static Value *
seqloop(Builder *b, Value *acc, Value *src, int front, SrcLoc loc)
{
	SV *s = sv_value(b, src);
	Value *n = seqop(b, OP_aten_len_seq, &s, 1, 0, loc);
	Type *t = ty_join(acc->type, src->type);
	if (!n || !t)
		return NULL;
	Node *L = ir_node(b->g, S_prim_Loop, 0, loc);
	ir_addinput(b->g, L, n);
	ir_addinput(b->g, L, emit_const_bool(b, 1));
	ir_addinput(b->g, L, acc);
	ir_append(b->blk, L);
	Block *body = ir_addblock(b->g, L), *outer = b->blk;
	Value *i = ir_addparam(b->g, body, ty_int(), 0);
	Value *a = ir_addparam(b->g, body, t, 0);
	b->blk = body;
	SV *at[2] = {s, sv_value(b, i)};
	SV *el = sv_value(b, seqop(b, OP_aten___getitem___seq, at, 2, 0, loc));
	SV *ins[3] = {sv_value(b, a), sv_value(b, emit_const_int(b, 0)), el};
	SV *app[2] = {sv_value(b, a), el};
	Value *r = el->v ? front ? seqop(b, OP_aten_insert_seq, ins, 3, 0, loc) :
		seqop(b, OP_aten_append_seq, app, 2, 0, loc) : NULL;
	b->blk = outer;
	if (!r)
		return NULL;
	ir_addresult(b->g, body, emit_const_bool(b, 1));
	ir_addresult(b->g, body, r);
	return ir_addoutput(b->g, L, t);
}

/* an empty sequence with the elements of c's type */
static Value *
emptyseq(Builder *b, SV *c, SrcLoc loc)
{
	SV *e = staticof(b, c, 0);
	e->ty = elemtype(b, c);
	return list_seq(b, e, NULL, loc);
}

SV *
list_len(Builder *b, SV *c, SrcLoc loc)
{
	if (c->k == SV_ROWS)
		return rows_len(b, c, loc);
	if (!list_isseq(c))
		return sv_value(b, emit_const_int(b, c->n));
	return seqcall(b, OP_aten_len_seq, &c, 1, loc);
}

/* a run-time index i (or a constant one into a sequence) */
SV *
list_index(Builder *b, SV *c, SV *i, SrcLoc loc)
{
	if (tuples(b, c))
		return rows_index(b, c, i, loc);
	Value *seq = list_seq(b, c, NULL, loc);
	if (!seq)
		return sv_poison(b);
	SV *args[2] = {sv_value(b, seq), i};
	SV *r = seqcall(b, OP_aten___getitem___seq, args, 2, loc);
	if (r->k == SV_VALUE && list_islist(r)) {
		intoseq(b, r);
	} else {
		held_outof(b, seq, r);
		if (i->k == SV_VALUE)
			held_from(b, r, seq, i->v);
	}
	return r;
}

/* a constant position into a list of n: Python's rules (negative counts from the end) */
static int
position(Builder *b, SV *i, uint32_t n, int clamp, int64_t *out, SrcLoc loc)
{
	if (i->k != SV_VALUE || i->v->type->kind != T_INT || !ir_constint(i->v, out))
		return 1;
	if (*out < 0)
		*out += n;
	if (clamp == 1)
		*out = *out < 0 ? 0 : *out > (int64_t)n ? n : *out;
	else if (*out < 0 || *out >= (int64_t)n)
		return emit_error(b, loc, clamp > 1 ? "list index out of range" : n ?
			"pop index out of range" : "pop from empty list");
	return 0;
}

/* The contents of a list of known length after xs.append(x) share the array of xs's when
 * xs's contents are the latest made from it and it has room: each list value sees its
 * first n elements, which no append changes.  Copying it each time made appends in
 * straight code quadratic (16,000 lines: 1 s, 200 MB).  A few arrays are remembered. */
static SV *
grownby(Builder *b, SV *c, SV *x)
{
	SV *t = sv_new(b, SV_TUPLE);
	t->list = 1;
	t->n = c->n + 1;
	t->ty = c->ty;
	for (uint32_t i = 0; c->n && i < sizeof b->grown / sizeof *b->grown; i++)
		if (b->grown[i].el == c->el && b->grown[i].used == c->n &&
		    c->n < b->grown[i].cap) {
			t->el = c->el;
			t->el[b->grown[i].used++] = x;
			return t;
		}
	uint32_t cap = t->n < 8 ? 8 : 2 * t->n, k = b->ngrown++ % (sizeof b->grown /
		sizeof *b->grown);
	t->el = NEWA(b->a, SV *, cap + 1);
	fe_copy(t->el, c->el, sizeof *t->el * c->n);
	t->el[c->n] = x;
	b->grown[k].el = t->el, b->grown[k].cap = cap, b->grown[k].used = t->n;
	return t;
}

static SV *
append(Builder *b, SV *c, SV *x, SrcLoc loc)
{
	if (!list_isseq(c))
		return grownby(b, c, x);
	intoseq(b, x);
	SV *args[2] = {c, x};
	Value *r = seqop(b, OP_aten_append_seq, args, 2, 0, loc);
	return r ? sv_value(b, r) : sv_poison(b);
}

/* the contents of run-time length c with x put at position i by the list method `method`
 * (rows of tuples, rows.c) or the sequence operator of seqrow */
static SV *
putat(Builder *b, SV *c, const char *method, uint32_t seqrow, SV *i, SV *x, SrcLoc loc)
{
	if (tuples(b, c)) {
		SV *now = NULL, *res = rows_method(b, c, method, (SV *[]){i, x}, 2, &now, loc);
		return res->k == SV_POISON ? res : now;
	}
	Value *seq = list_seq(b, c, NULL, loc);
	if (!seq)
		return sv_poison(b);
	intoseq(b, x);
	SV *args[3] = {sv_value(b, seq), i, x};
	Value *v = seqop(b, seqrow, args, 3, 0, loc);
	return v ? sv_value(b, v) : sv_poison(b);
}

static SV *
insert(Builder *b, SV *c, SV *i, SV *x, SrcLoc loc)
{
	int64_t k;
	int r = list_isseq(c) ? 1 : position(b, i, c->n, 1, &k, loc);
	if (r < 0)
		return sv_poison(b);
	if (r == 0) {
		SV *t = staticof(b, c, c->n + 1);
		fe_copy(t->el, c->el, sizeof *t->el * k);
		t->el[k] = x;
		fe_copy(t->el + k + 1, c->el + k, sizeof *t->el * (c->n - k));
		return t;
	}
	return putat(b, c, "insert", OP_aten_insert_seq, i, x, loc);
}

/* xs.pop(i): the element; *rest the list without it */
static SV *
pop(Builder *b, SV *c, SV *i, SV **rest, SrcLoc loc)
{
	int64_t k;
	int r = list_isseq(c) ? 1 : position(b, i, c->n, 0, &k, loc);
	if (r < 0)
		return sv_poison(b);
	if (r == 0) {
		SV *t = staticof(b, c, c->n - 1);
		fe_copy(t->el, c->el, sizeof *t->el * k);
		fe_copy(t->el + k, c->el + k + 1, sizeof *t->el * (c->n - 1 - k));
		t->ty = elemtype(b, c);
		*rest = t;
		return c->el[k];
	}
	if (tuples(b, c))
		return rows_method(b, c, "pop", &i, 1, rest, loc);
	Value *seq = list_seq(b, c, NULL, loc);
	if (!seq)
		return sv_poison(b);
	SV *args[2] = {sv_value(b, seq), i};
	SV *res = seqcall(b, OP_aten_pop_seq, args, 2, loc);
	if (res->k != SV_TUPLE)
		return sv_poison(b);
	*rest = res->el[0];
	held_outof(b, seq, res->el[1]);
	return res->el[1];
}

#define MAXAPPENDS 16 /* elements of a literal list appended one by one to a sequence */

/* c followed by d's elements: a sequence c and a list d of known length are d's elements
 * appended in turn, any other sequences a Loop over d's */
static SV *
concat(Builder *b, SV *c, SV *d, SrcLoc loc)
{
	if (!list_isseq(c) && !list_isseq(d)) {
		Type *e = elemtype(b, c);
		for (uint32_t i = 0; i < d->n; i++)
			if (!fitsin(b, e, d->el[i], loc))
				return sv_poison(b);
		SV *t = staticof(b, c, c->n + d->n);
		fe_copy(t->el, c->el, sizeof *t->el * c->n);
		fe_copy(t->el + c->n, d->el, sizeof *t->el * d->n);
		if (!t->ty && !c->n)
			t->ty = d->ty;
		return t;
	}
	Type *e = elemtype(b, c);
	if (!list_isseq(d) && d->k != SV_ROWS && d->n <= MAXAPPENDS &&
	    (e->kind == T_TENSOR || list_isnum(e))) { /* xs + [y]: each appended, no Loop */
		SV *r = c;
		for (uint32_t i = 0; i < d->n && r->k != SV_POISON; i++)
			r = fitsin(b, e, d->el[i], loc) ? append(b, r, d->el[i], loc) :
				sv_poison(b);
		return r;
	}
	Value *x = list_seq(b, c, NULL, loc), *y = x ? list_seq(b, d, x->type->elem, loc) : NULL;
	Value *r = y ? seqloop(b, x, y, 0, loc) : NULL;
	return r ? sv_value(b, r) : sv_poison(b);
}

static SV *
reverse(Builder *b, SV *c, SrcLoc loc)
{
	if (!list_isseq(c)) {
		SV *t = staticof(b, c, c->n);
		for (uint32_t i = 0; i < c->n; i++)
			t->el[i] = c->el[c->n - 1 - i];
		return t;
	}
	Value *e = emptyseq(b, c, loc), *r = e ? seqloop(b, e, c->v, 1, loc) : NULL;
	return r ? sv_value(b, r) : sv_poison(b);
}

/* xs + ys: a new list */
SV *
list_add(Builder *b, SV *c, SV *d, SrcLoc loc)
{
	if (!list_islist(c) || !list_islist(d)) {
		emit_error(b, loc, "unsupported operand types for +: a list and %s",
			list_islist(d) ? "a tuple or number" : "a value that is not a list");
		return sv_poison(b);
	}
	SV *r = NULL;
	if (c->k == SV_ROWS || d->k == SV_ROWS) {
		SV *res = list_edit(b, c, "extend", &d, 1, &r, loc);
		if (res->k == SV_POISON)
			return res;
	} else
		r = concat(b, c, d, loc);
	if (r->k != SV_POISON)
		r->lst = NULL;
	return r;
}

static int
nargs(Builder *b, const char *name, uint32_t n, uint32_t lo, uint32_t hi, SrcLoc loc)
{
	if (n >= lo && n <= hi)
		return 0;
	return emit_error(b, loc, "list.%s() takes %u argument%s, %u given", name, hi,
		hi == 1 ? "" : "s", n);
}

/* xs[i] = x: the new contents */
static SV *
setitem(Builder *b, SV *c, SV *i, SV *x, SrcLoc loc)
{
	int64_t k;
	int r = list_isseq(c) ? 1 : position(b, i, c->n, 2, &k, loc);
	if (r < 0)
		return sv_poison(b);
	if (r == 0) {
		SV *now = staticof(b, c, c->n);
		fe_copy(now->el, c->el, sizeof *now->el * c->n);
		now->el[k] = x;
		return now;
	}
	SV *res = putat(b, c, "__setitem__", OP_aten__set_item_seq, i, x, loc);
	if (res->k == SV_VALUE && held_isseq(res->v->type) && i->k == SV_VALUE && x->k == SV_VALUE)
		held_setitem(b, c->v, i->v, x->v, res->v, loc);
	return res;
}

/* xs[i] = x */
void
list_setitem(Builder *b, SV *c, SV *i, SV *x, SrcLoc loc)
{
	if (c->lst && c->lst->forked) {
		emit_error(b, loc, "cannot change this list in place: %s, and a change to one list "
			"would have to reach the other; make a new list instead", c->lst->forked);
		return;
	}
	if (i->k == SV_POISON || x->k == SV_POISON)
		return;
	SV *now = NULL, *res = list_edit(b, c, "__setitem__", (SV *[]){i, x}, 2, &now, loc);
	if (res->k != SV_POISON && now->k != SV_POISON && c->lst)
		list_set(b, c->lst, now);
}

SV *
list_edit(Builder *b, SV *c, const char *name, SV **a, uint32_t n, SV **now, SrcLoc loc)
{
	const Method *m = method_run(M_LIST, name);
	int put = m->stored, ext = m->id == ML_EXTEND;
	SV *res = none(b);
	*now = NULL;
	if (put >= 0 && !fitsin(b, elemtype(b, c), a[put], loc))
		return sv_poison(b);
	if (put >= 0 || ext) /* its tensors get their memory here, in this scope (an extend's
			      * list: each of them) */
		tensor_own(b, a[ext ? 0 : put]);
	if (c->k == SV_ROWS || (ext && a[0]->k == SV_ROWS))
		return rows_method(b, c, name, a, n, now, loc);
	switch (m->id) {
	case ML_APPEND: *now = append(b, c, a[0], loc); break;
	case ML_EXTEND:
		if (!list_islist(a[0])) {
			emit_error(b, loc, "list.extend() takes a list");
			return sv_poison(b);
		}
		*now = concat(b, c, a[0], loc);
		break;
	case ML_INSERT: *now = insert(b, c, a[0], a[1], loc); break;
	case ML_POP: res = pop(b, c, n ? a[0] : sv_value(b, emit_const_int(b, -1)), now,
		loc); break;
	case ML_REVERSE: *now = reverse(b, c, loc); break;
	case ML_CLEAR:
		*now = staticof(b, c, 0);
		(*now)->ty = elemtype(b, c);
		break;
	case ML_SETITEM: *now = setitem(b, c, a[0], a[1], loc); break;
	default: break;
	}
	if (!*now || (*now)->k == SV_POISON)
		return sv_poison(b);
	return res;
}

/* self.name(args): the list's new contents are set, the method's result returned */
SV *
list_method(Builder *b, SV *self, const char *name, SV **a, uint32_t n, SrcLoc loc)
{
	const Method *m = method_run(M_LIST, name);
	if (nargs(b, name, n, m->lo, m->hi, loc) < 0)
		return sv_poison(b);
	for (uint32_t i = 0; i < n; i++)
		if (a[i]->k == SV_POISON)
			return a[i];
	if ((m->flags & MF_CHANGES) && self->lst && self->lst->forked) {
		emit_error(b, loc, "cannot change this list in place: %s, and a change to one list "
			"would have to reach the other; make a new list instead (xs = xs + [t])",
			self->lst->forked);
		return sv_poison(b);
	}
	if (m->id == ML_COPY)
		return list_copyof(b, self, NULL);
	SV *now = NULL, *res = list_edit(b, self, name, a, n, &now, loc);
	if (res->k == SV_POISON)
		return res;
	if (self->lst)
		list_set(b, self->lst, now);
	return res;
}

/* the contents c as a list of run-time length: a sequence value, or rows */
SV *
list_dyn(Builder *b, SV *c, SrcLoc loc)
{
	if (list_isseq(c) || c->k == SV_ROWS)
		return c;
	if (tuples(b, c))
		return rows_of(b, c, loc);
	Value *v = list_seq(b, c, NULL, loc);
	return v ? sv_value(b, v) : NULL;
}
