/* What sequences hold: writes to tensors whose value a list of run-time length holds.
 *
 * An ONNX sequence holds values, not tensor objects: after `xs.append(x); x.add_(1)` the
 * sequence holds x's old value where PyTorch's list holds x itself.  So a write to such a
 * tensor is allowed and leaves the sequence *stale*; a later read of a stale sequence (an
 * index, iteration, stack, cat, pop, a return) is a located error with a note at the write,
 * while len, append, insert and item assignment are not reads.
 *
 * What a sequence value holds is found from the IR that made it (held_of): the tensors that
 * went in (held_into records each one's memory and the version of its base then: a Hold),
 * through the ops that make sequences from sequences, If outputs (both branches' results)
 * and Loop outputs (the initial value and the body's result).  A hold is stale when its
 * memory's base is not that version any more, or when the memory was written since (its
 * count of writes, Storage.nwrite): memory made inside a branch or a loop body is not in
 * the store after it, and a tensor merged from one (an If output, a loop's output, a
 * helper's result) counts its writes as writes to it too (Storage.also, held_also).  A loop
 * body's parameter is read before the body that gives its next value is built, so the loop
 * records what it holds (held_set, build_stmt.c): its initial value's holds, and what earlier
 * attempts at the body learned at its ends.
 *
 *   xs.append(x)        %s2 = aten::append(%s1, %x)    hold (S_x, %x, 0 writes)
 *   x.add_(1)           S_x := %x2, 1 write            %s2 is stale
 *   n = len(xs)         fine
 *   torch.stack(xs)     error, and a note at x.add_(1)
 *
 * An element read out of a sequence (held_outof) is new memory that may share the memory the
 * sequence holds (Ref.amb: a write to it is refused while another name may see one of them)
 * and whose writes count as writes to each of them: the sequences holding them go stale.
 *
 * Writes followed into the lists that hold the tensor at a known position are in
 * held_follow.c; a write to an element put back into its list, and what loops assume of the
 * lists they carry, in held_loop.c. */
#include <stdlib.h>
#include <string.h>
#include "held.h"

int
held_isseq(const Type *t)
{
	return t->kind == T_LIST && t->elem->kind == T_TENSOR;
}

/* a value that holds tensors' values, not the tensors: a sequence, or an optional tensor
 * (optional.c: it goes stale the same way) */
int
held_holder(const Type *t)
{
	return held_isseq(t) || (t->kind == T_OPTIONAL && t->elem->kind == T_TENSOR);
}

Holds *
holds_recof(Builder *b, Value *v, int make)
{
	if (v->id >= b->holds.n) {
		if (!make)
			return NULL;
		while (b->holds.n <= v->id)
			vpush(b->a, &b->holds, NULL);
	}
	if (!b->holds.v[v->id] && make) {
		b->holds.v[v->id] = NEW(b->a, Holds);
		b->holds.v[v->id]->rec = 1;
	}
	return b->holds.v[v->id];
}

void
holds_add(Builder *b, Holds *h, Hold e)
{
	for (uint32_t i = 0; i < h->n; i++)
		if (h->v[i].st == e.st && h->v[i].ver == e.ver && h->v[i].nwrite == e.nwrite &&
		    (e.st || h->v[i].wloc.line == e.wloc.line))
			return;
	b->hgrow += h->rec && h->n;
	vpush(b->a, h, e);
}

/* holds_add() of each of e[0..n): a hold of memory h does not hold yet is pushed without
 * comparing it to every other (that made a helper's call or a write followed into a list
 * of k tensors cost k^2, and a program of them k^3) */
void
holds_reserve(Builder *b, Holds *h, uint32_t more)
{
	if (h->n + more <= h->cap)
		return;
	Hold *v = NEWA(b->a, Hold, h->n + more);
	if (h->n)
		memcpy(v, h->v, h->n * sizeof *v);
	h->v = v;
	h->cap = h->n + more;
}

/* holds_addmany() in steps: begin() marks what h holds, then one() of each hold in turn */
uint32_t
holds_addbegin(Builder *b, Holds *h)
{
	uint32_t mark = ++b->stamp;
	for (uint32_t i = 0; i < h->n; i++)
		if (h->v[i].st)
			h->v[i].st->stamp = mark;
	return mark;
}

void
holds_addone(Builder *b, Holds *h, Hold e, uint32_t mark)
{
	if (e.st && e.st->stamp != mark) {
		e.st->stamp = mark;
		b->hgrow += h->rec && h->n;
		vpush(b->a, h, e);
	} else
		holds_add(b, h, e);
}

void
holds_addmany(Builder *b, Holds *h, const Hold *e, uint32_t n)
{
	uint32_t mark = holds_addbegin(b, h);
	holds_reserve(b, h, n);
	for (uint32_t i = 0; i < n; i++)
		holds_addone(b, h, e[i], mark);
}

/* st's writes on the path being built: not those logged on a branch of an `if` built
 * before the one being built (Builder.offpath), which this path does not run */
uint32_t
held_nwrite(Builder *b, Storage *st)
{
	uint32_t n = st->nwrite;
	for (uint32_t k = 0; k + 1 < b->offpath.n; k += 2)
		for (uint32_t i = b->offpath.v[k]; i < b->offpath.v[k + 1]; i++)
			n -= b->wlog.v[i] == st;
	return n;
}

Hold
holds_holdof(Builder *b, Storage *st, Value *ver)
{
	return (Hold){st, ver, held_nwrite(b, st), {0, 0, 0, 0}};
}

/* x (a tensor with identity) goes into a sequence: its value is held, and what x may be */
void
held_into(Builder *b, SV *x)
{
	if (x->k != SV_VALUE || !x->ref || x->v->type->kind != T_TENSOR)
		return;
	held_intoref(b, x->v, x->ref, x->ver);
}

/* v, the value of tensor r (ver: its base's value then, NULL: now), goes into a sequence
 * or an optional */
void
held_intoref(Builder *b, Value *v, Ref *r, Value *ver)
{
	Holds *h = holds_recof(b, v, 1);
	r->st->held = 1;
	holds_add(b, h, holds_holdof(b, r->st, ver ? ver : tensor_base(b, r->st)));
	for (uint32_t i = 0; i < r->nalt; i++) {
		r->alt[i].to->st->held = 1;
		holds_add(b, h, holds_holdof(b, r->alt[i].to->st, r->alt[i].ver));
	}
	for (uint32_t i = 0; i < r->namb; i++) {
		r->amb[i].st->held = 1;
		holds_add(b, h, holds_holdof(b, r->amb[i].st, r->amb[i].ver));
	}
}

/* v, a sequence or optional, may hold the tensor of memory st as it is now */
void
held_intost(Builder *b, Value *v, Storage *st)
{
	st->held = 1;
	holds_add(b, holds_recof(b, v, 1), holds_holdof(b, st, tensor_base(b, st)));
}

void
held_set(Builder *b, Value *seq, const Hold *e, uint32_t n)
{
	Holds *h = holds_recof(b, seq, 1);
	h->n = 0;
	h->whole = 1;
	h->lazy = 0;
	for (uint32_t i = 0; i < n; i++)
		holds_add(b, h, e[i]);
}

static int
seen(Builder *b, Value *v)
{
	while (b->hseen.n <= v->id)
		vpush(b->a, &b->hseen, 0);
	if (b->hseen.v[v->id] == b->hgen)
		return 1;
	b->hseen.v[v->id] = b->hgen;
	return 0;
}

/* holds_add(), to the holds one walk (held_of) gathers: a hold of memory the walk has not held yet
 * is pushed without comparing it to every other (that made held_of quadratic) */
void
holds_addwalk(Builder *b, Holds *out, Hold e)
{
	if (out->skip && e.st && e.st->stamp == out->skip)
		return;
	if (out->gen == b->hgen && e.st && e.st->hgen != b->hgen) {
		e.st->hgen = b->hgen;
		vpush(b->a, out, e);
		return;
	}
	holds_add(b, out, e);
}

/* adds to out what v is recorded to hold (*h: that record, or NULL); 0 if this walk has
 * been at v already */
static int
visit(Builder *b, Value *v, Holds *out, Holds **h)
{
	if (seen(b, v))
		return 0;
	*h = holds_recof(b, v, 0);
	if (*h && (*h)->lazy) { /* (what setfacts() would have copied, in its order) */
		FVer *f = (*h)->facts;
		for (uint32_t i = 0; i < f->nrest; i++)
			holds_addwalk(b, out, f->rest[i]);
		for (uint32_t s = 0; s < f->n; s++) {
			Value *el = facts_el(f, s);
			Holds *e = el ? holds_recof(b, el, 0) : NULL;
			for (uint32_t k = 0; e && k < e->n; k++)
				holds_addwalk(b, out, e->v[k]);
		}
	}
	for (uint32_t i = 0; *h && i < (*h)->n; i++)
		holds_addwalk(b, out, (*h)->v[i]);
	return 1;
}

/* a tensor value that went into a sequence: what it brings, and (an element read out of
 * another sequence, inside the compiler's own loops) what that one holds */
void
holds_element(Builder *b, Value *v, Holds *out)
{
	Holds *h;
	if (!visit(b, v, out, &h))
		return;
	Node *d = v->def;
	if (d->op && (op_is(d->op, OP_aten___getitem___seq) || op_is(d->op, OP_aten_pop_seq)))
		holds_walk(b, ir_in(d, 0), out);
}

/* v, output or parameter k of a Loop n: what its initial value and the body's result hold */
static void
carried(Builder *b, Node *n, uint32_t k, Holds *out)
{
	if (k + 2 < n->nin)
		holds_walk(b, ir_in(n, k + 2), out);
	if (n->nblk && k + 1 < ir_nresult(n->blk[0]))
		holds_walk(b, ir_result(n->blk[0], k + 1), out);
}

void
holds_walk(Builder *b, Value *v, Holds *out)
{
	Holds *h;
	if (!visit(b, v, out, &h))
		return;
	if (h && h->whole)
		return;
	Node *d = v->def;
	if (d->kind == S_prim_Param) {
		Node *n = d->owner->owner;
		if (n && n->kind == S_prim_Loop && v->idx > 0)
			carried(b, n, v->idx - 1, out);
		return;
	}
	if (d->kind == S_prim_Loop) {
		carried(b, d, v->idx, out);
		return;
	}
	if (d->kind == S_prim_If) {
		for (uint32_t k = 0; k < d->nblk; k++)
			if (v->idx < ir_nresult(d->blk[k]))
				holds_walk(b, ir_result(d->blk[k], v->idx), out);
		return;
	}
	for (uint32_t i = 0; i < d->nin; i++) {
		Value *x = ir_in(d, i);
		if (x->type->kind == T_TENSOR)
			holds_element(b, x, out);
		else if (x->type->kind == T_LIST || x->type->kind == T_OPTIONAL ||
			 x->type->kind == T_TUPLE)
			holds_walk(b, x, out);
	}
}

Hold *
held_of(Builder *b, Value *seq, uint32_t *n)
{
	Holds *out = NEW(b->a, Holds);
	out->gen = ++b->hgen;
	holds_walk(b, seq, out);
	*n = out->n;
	return out->v;
}

/* 1 if the value held is not the tensor's any more; *wloc: the write that made it so */
int
held_stale(Builder *b, const Hold *e, SrcLoc *wloc)
{
	if (!e->st) {
		*wloc = e->wloc;
		return 1;
	}
	Value *base = tensor_base(b, e->st);
	*wloc = e->st->wloc;
	return held_nwrite(b, e->st) != e->nwrite || (base && base != e->ver);
}

/* a read of seq: -1 (reported) if it is stale */
int
held_check(Builder *b, Value *seq, SrcLoc loc)
{
	if (!held_holder(seq->type) || !b->hwritten)
		return 0;
	uint32_t n;
	Hold *e = held_of(b, seq, &n);
	for (uint32_t i = 0; i < n; i++) {
		SrcLoc w;
		if (!held_stale(b, &e[i], &w))
			continue;
		uint32_t said = b->said.n;
		if (seq->type->kind == T_OPTIONAL)
			emit_error(b, loc,
				"this Optional holds the value a tensor had before an in-place "
				"write to it (a variable that is None or not depending on run-time values "
				"is an ONNX optional, which holds a value, not the tensor), so it cannot "
				"be read here; assign it a .clone(), or write the tensor before it is "
				"assigned");
		else
			emit_error(b, loc,
				"this list holds the value a tensor had before an in-place write "
				"to it (a list whose length is known only at run time is an ONNX sequence, "
				"which holds values, not tensors), so it cannot be read here; append a "
				".clone(), or write the tensor before it goes into the list");
		if (b->said.n > said && w.line)
			diag(b->d, DIAG_NOTE, w, "the tensor is written here");
		return -1;
	}
	return 0;
}

static void addalso(Builder *b, Storage *st, Storage *inner);

/* x, an element just read out of seq: new memory that may be what seq holds */
void
held_outof(Builder *b, Value *seq, SV *x)
{
	if (x->k != SV_VALUE || x->v->type->kind != T_TENSOR)
		return;
	uint32_t n;
	Hold *e = held_of(b, seq, &n);
	tensor_own(b, x);
	Ref *r = x->ref;
	Storage *st = r->st;
	st->held = 1;
	st->elem = r->nchain == 0 && !r->namb && !r->nalt;
	/* each memory once, known by its stamp: a check of every one added so far against
	 * each next one made reading a list of n tensors cost n^2 */
	uint32_t also = ++b->stamp;
	st->stamp = also; /* (held_also skips st itself) */
	for (uint32_t i = 0; i < st->nalso; i++)
		st->also[i]->stamp = also;
	for (uint32_t i = 0; i < n; i++)
		if (e[i].st && e[i].st->stamp != also) {
			e[i].st->stamp = also;
			addalso(b, st, e[i].st);
		}
	uint32_t amb = ++b->stamp;
	for (uint32_t i = 0; i < r->namb; i++)
		r->amb[i].st->stamp = amb;
	for (uint32_t i = 0; i < n; i++)
		if (e[i].st && e[i].st->stamp != amb) {
			e[i].st->stamp = amb;
			/* (memory no longer in the store too: then another element read out may be
			 * the same tensor, and names holding them see it) */
			tensor_maysharealso(b, r, e[i].st, tensor_base(b, e[i].st), "it is an element of a list "
				"whose length is known only at run time, which may be a tensor that "
				"went into the list");
		}
}

/* writes to st count as writes to inner (st may be it: a merge, a loop's output) */
void
held_also(Builder *b, Storage *st, Storage *inner)
{
	if (st == inner)
		return;
	for (uint32_t i = 0; i < st->nalso; i++)
		if (st->also[i] == inner)
			return;
	addalso(b, st, inner);
}

/* held_also of an inner that st does not have yet */
static void
addalso(Builder *b, Storage *st, Storage *inner)
{
	st->also = fe_room(b->a, st->also, st->nalso, &st->calso, sizeof *st->also);
	st->also[st->nalso++] = inner;
	st->held |= inner->held;
	if (st->elem) /* (an element read out: a write to another one sees the names of it) */
		return;
	inner->up = fe_room(b->a, inner->up, inner->nup, &inner->cup, sizeof *inner->up);
	inner->up[inner->nup++] = st;
}

static int
upseen(Builder *b, Storage *st, int depth)
{
	for (uint32_t i = 0; i < st->nup && depth < 64; i++) {
		Storage *x = st->up[i];
		if (x->held || env_seeing(&b->env, x) || upseen(b, x, depth + 1))
			return 1;
	}
	return 0;
}

/* memory that may be st's tensor (a loop's output, an if's merge, a function's result, made
 * of it) is seen by a name or held by a sequence: a write to st would have to reach it */
int
held_seenelsewhere(Builder *b, Storage *st)
{
	return upseen(b, st, 0);
}

static void
wrote(Builder *b, Storage *st, SrcLoc loc, int depth)
{
	st->nwrite++;
	st->wloc = loc;
	if (st->held)
		vpush(b->a, &b->wlog, st);
	for (uint32_t i = 0; depth < 64 && i < st->nalso; i++)
		wrote(b, st->also[i], loc, depth + 1);
}

/* st was written in place at loc */
void
held_wrote(Builder *b, Storage *st, SrcLoc loc)
{
	if (st->held || st->nalso)
		b->hwritten = 1;
	wrote(b, st, loc, 0);
}


/* out, a call's output, is the callee's sequence seq at its end (ch: the store's changes
 * then, already made the call's outputs in the store; g0: the store's scopes opened when
 * the call began): out holds what seq held, as the tensors are now, and where seq is known
 * to hold a tensor, out holds it there (a write after the call is followed into it, as
 * one inside the callee was).  Without this the call's output would hold nothing, and a
 * later write to a tensor in it went unseen. */

