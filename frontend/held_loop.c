/* Putting a write to an element back into its list.
 *
 * PyTorch's list holds tensors: after `t = xs[i]; t.add_(1)` (also `xs[i].mul_(2)`, `for t in
 * xs: t.zero_()`), xs[i] is the written t.  An element read out of a list (held_from) records
 * the sequence it was read out of and the index; a write to it puts the element's new value
 * back at that index (_set_item.seq, by its row: SequenceErase, SequenceInsert) in each
 * list (held_putbackprep: the lists in Builder.store) whose contents are
 *   - still that sequence, or one made from it by such puts (Holds.same: the positions are
 *     the same; a loop body's parameter is its initial sequence, assumed), and
 *   - each tensor the sequence holds is at one position only (holds_uniq()), so that no other
 *     position sees the write: what the sequence is made of is read from its IR, and what
 *     is not understood here is refused (the list goes stale, as before).
 * Other names that may be the element are refused by tensor_write already (Ref.amb).  The new
 * sequence holds what the old one held, as it is now, where that was not stale before the
 * write.  Otherwise the list goes stale, and a read of it is the located error of held_check.
 *
 *   t = xs[i]           %t = aten::__getitem__(%xs.1, %i)     t: from (%xs.1, %i)
 *   t.add_(1)           %t.2 = aten::add(%t, 1)
 *                       %xs.2 = aten::_set_item(%xs.1, %i, %t.2)   xs's contents now
 *
 * holds_uniq() knows: a list display of distinct tensors, an append of one more, a put-back
 * (transparent), and a Loop's output whose body result is its parameter with put-backs and
 * appends of tensors made in that run of the body (LoopSpan: their memory is new each run).
 * an If's output whose branches are such.  Inside the body of the loop being built, its
 * parameter's is assumed and checked when the body is done (held_verify), as is a parameter
 * taken as its initial sequence (the body only puts values back, or appends).
 *
 * A write to an element is refused (tensor_write) while memory that may be one of the tensors
 * the list holds is named or held elsewhere, also through a loop's output, an if's merge or
 * a helper's result made of it (Storage.up, held_seenelsewhere): the write would have to reach it. */
#include <stdlib.h>
#include <string.h>
#include "held.h"

static int
bywbpos(const void *x, const void *y)
{
	const WbList *p = x, *q = y;
	return (p->pos > q->pos) - (p->pos < q->pos);
}

/* the loop attempt's body made st */
static int
madein(Builder *b, Storage *st, Node *loop)
{
	for (uint32_t i = b->spans.n; i-- > 0;)
		if (b->spans.v[i].loop == loop)
			return st->id >= b->spans.v[i].lo && st->id < b->spans.v[i].hi;
	return 0;
}

/* v, a tensor that went into a sequence, is a whole tensor of its own, not in seen (then
 * added), made in loop's body if loop */
static int
plain(Builder *b, Value *v, Seen *seen, Node *loop)
{
	Holds *h = holds_recof(b, v, 0);
	if (!h || h->n != 1 || !h->v[0].st || h->v[0].ver != v)
		return 0;
	Storage *st = h->v[0].st;
	Node *d = v->def;
	if (st->nalso || st->elem || (loop && !madein(b, st, loop)) ||
	    d->kind == S_prim_Loop || d->kind == S_prim_If || (d->kind == S_prim_Param &&
	    d->owner->owner)) /* (a merge or a carried value may be a tensor from before) */
		return 0;
	for (uint32_t i = 0; i < seen->n; i++)
		if (seen->v[i] == st)
			return 0;
	vpush(b->a, seen, st);
	return 1;
}

/* p, parameter k+1 of Loop n's body: its initial value, and (when the body is built) its
 * result made of p; else assumed, and checked then */
static int
uniqparam(Builder *b, Node *n, Value *p, Seen *seen, Value *param, Node *loop, SrcLoc loc,
	int depth)
{
	uint32_t k = p->idx - 1;
	Block *body = n->blk[0];
	if (p->idx == 0 || k + 2 >= n->nin || !holds_uniq(b, ir_in(n, k + 2), seen, param, loop,
		loc,
	    depth + 1))
		return 0;
	if (p->idx < ir_nresult(body)) {
		Seen mine = {0};
		return holds_uniq(b, ir_result(body, p->idx), &mine, p, n, loc, depth + 1);
	}
	vpush(b->a, &b->assumed, ((Assumed){p, loc, 0}));
	return 1;
}

/* output k of If d: each branch's result (one runs; seen gets what either holds) */
int
held_uniqif(Builder *b, Node *d, uint32_t k, Seen *seen, Value *param, Node *loop, SrcLoc loc,
	int depth)
{
	Seen both = {0};
	for (uint32_t j = 0; j < d->nblk; j++) {
		Seen mine = {0};
		for (uint32_t i = 0; i < seen->n; i++)
			vpush(b->a, &mine, seen->v[i]);
		if (k >= ir_nresult(d->blk[j]) || !holds_uniq(b, ir_result(d->blk[j], k), &mine,
			param,
		    loop, loc, depth + 1))
			return 0;
		for (uint32_t i = seen->n; i < mine.n; i++)
			vpush(b->a, &both, mine.v[i]);
	}
	for (uint32_t i = 0; i < both.n; i++)
		vpush(b->a, seen, both.v[i]);
	return 1;
}

/* 1 if each tensor seq holds is at one position only (seen gets their memory); param: a
 * loop body's parameter, taken to be so, and loop: what the body appends is made there */
int
holds_uniq(Builder *b, Value *seq, Seen *seen, Value *param, Node *loop, SrcLoc loc, int depth)
{
	Holds *h = holds_recof(b, seq, 0);
	Node *d = seq->def;
	if (depth > 64)
		return 0;
	if (seq == param)
		return 1;
	if (h && h->same && !h->assumed)
		return holds_uniq(b, h->same, seen, param, loop, loc, depth + 1);
	if (d->kind == S_prim_ListConstruct) {
		for (uint32_t i = 0; i < d->nin; i++)
			if (!plain(b, ir_in(d, i), seen, loop))
				return 0;
		return 1;
	}
	if (d->op && op_is(d->op, OP_aten_append_seq))
		return holds_uniq(b, ir_in(d, 0), seen, param, loop, loc, depth + 1) &&
			plain(b, ir_in(d, 1), seen, loop);
	if (d->op && op_is(d->op, OP_aten__set_item_seq)) /* (the tensor put out stays in seen) */
		return holds_uniq(b, ir_in(d, 0), seen, param, loop, loc, depth + 1) &&
			plain(b, ir_in(d, 2), seen, loop);
	if (d->kind == S_prim_Loop && d->nblk)
		return uniqparam(b, d, ir_param(d->blk[0], seq->idx + 1), seen, param, loop, loc,
			depth);
	if (d->kind == S_prim_If)
		return held_uniqif(b, d, seq->idx, seen, param, loop, loc, depth);
	if (d->kind == S_prim_Param && d->owner->owner &&
	    d->owner->owner->kind == S_prim_Loop && !param)
		return uniqparam(b, d->owner->owner, seq, seen, NULL, NULL, loc, depth);
	return 0;
}

/* the loop n's body is built: the assumptions made about its parameters hold */
int
held_verify(Builder *b, Node *n)
{
	Block *body = n->blk[0];
	uint32_t m = 0;
	int rc = 0;
	for (uint32_t i = 0; i < b->assumed.n; i++) {
		Assumed *a = &b->assumed.v[i];
		if (a->param->def->owner != body) {
			b->assumed.v[m++] = *a;
			continue;
		}
		Seen mine = {0};
		if (a->same) {
			if (rc == 0 && !(a->param->idx < ir_nresult(body) && holds_putsonly(b,
			    ir_result(body, a->param->idx), a->param, a->same == 2)))
				rc = emit_error(b, a->loc,
					"this in-place write cannot be put into the list "
					"the loop carries, which the loop changes otherwise too (a list "
					"whose length is known only at run time is an ONNX sequence, which "
					"holds values, not tensors); write the tensor before or after the "
					"loop");
			continue;
		}
		if (rc == 0 && !(a->param->idx < ir_nresult(body) && holds_uniq(b, ir_result(body,
		    a->param->idx), &mine, a->param, n, a->loc, 0)))
			rc = emit_error(b, a->loc,
				"this in-place write to a tensor read out of a list "
				"cannot be put back into the list the loop carries: the loop also "
				"changes the list in a way that may put one tensor at two positions "
				"in it (a list whose length is known only at run time is an ONNX "
				"sequence, which holds values, not tensors); write to a .clone() and "
				"assign it back (xs[i] = t)");
	}
	b->assumed.n = m;
	return rc;
}

/* seq is r's memory's list's contents when r was read out of it, or one made from that by
 * puts (the positions are the same) */
static int
readfrom(Builder *b, Ref *r, Value *seq, SrcLoc loc)
{
	uint32_t n = b->assumed.n;
	int64_t at;
	int fromstart = ir_constint(r->st->fromat, &at) && at >= 0; /* (appends keep it) */
	for (Value *v = seq; v; ) {
		if (v == r->st->fromseq)
			return 1;
		Holds *h = holds_recof(b, v, 0);
		if (h && h->same && h->assumed)
			vpush(b->a, &b->assumed, ((Assumed){v, loc, fromstart ? 2 : 1}));
		v = h ? h->same : NULL;
	}
	b->assumed.n = n; /* (not used) */
	return 0;
}

/* the body result v of the loop whose parameter is p is p with values put back (and
 * appended, if appends) */
int
holds_putsonly(Builder *b, Value *v, Value *p, int appends)
{
	for (int depth = 0; v != p; depth++) {
		Holds *h = holds_recof(b, v, 0);
		Node *d = v->def;
		if (depth > 64)
			return 0;
		if (appends && d->op && op_is(d->op, OP_aten_append_seq)) {
			v = ir_in(d, 0);
			continue;
		}
		if (d->kind == S_prim_If) { /* (each branch's) */
			for (uint32_t k = 0; k < d->nblk; k++)
				if (v->idx >= ir_nresult(d->blk[k]) ||
				    !holds_putsonly(b, ir_result(d->blk[k], v->idx), p, appends))
					return 0;
			return 1;
		}
		if (!h || !h->same || h->assumed)
			return 0;
		v = h->same;
	}
	return 1;
}

/* p, a loop body's sequence parameter, holds init's tensors where init does, as long as the
 * body only puts values back into it (checked where that is used: held_verify) */
void
held_assume(Builder *b, Value *p, Value *init)
{
	Holds *h = holds_recof(b, p, 1);
	h->same = init;
	h->assumed = 1;
}

/* out, a Loop's output sequence whose body result is its parameter with values put back,
 * holds init's tensors where init does */
void
held_sameout(Builder *b, Value *out, Value *result, Value *param, Value *init)
{
	if (holds_putsonly(b, result, param, 0))
		holds_recof(b, out, 1)->same = init;
}

/* Before r is written: the lists its write can be put back into (its own, and copies of it
 * holding the same tensors), with what each holds now (stale ones have st NULL); NULL if
 * none.  In the order the lists were made, so the graph does not depend on the hash. */
Wb *
held_putbackprep(Builder *b, Ref *r, SrcLoc loc)
{
	Storage *st = r->st;
	if (!st->fromseq || r->nalt || !tensor_base(b, st))
		return NULL;
	Env *e = &b->store;
	Wb *w = NEW(b->a, Wb);
	for (uint32_t i = 0; i < e->cap; i++) {
		SV *sv = e->tab[i].sv;
		Seen seen = {0};
		uint32_t n0 = b->assumed.n;
		if (!sv || sv->k != SV_VALUE || !held_isseq(sv->v->type) || !readfrom(b, r, sv->v,
			loc) ||
		    !holds_uniq(b, sv->v, &seen, NULL, NULL, loc, 0)) {
			b->assumed.n = n0; /* (not put back: nothing assumed) */
			continue;
		}
		WbList l = {e->tab[i].name, e->tab[i].pos, sv->v, NULL, 0};
		l.pre = held_entry(b, sv->v, &l.n);
		vpush(b->a, w, l);
	}
	if (w->n > 1)
		qsort(w->v, w->n, sizeof *w->v, bywbpos);
	return w->n ? w : NULL;
}

/* r was written: its new value goes back where it was read, in each list of w (from
 * held_putbackprep), which holds the others as they are now where it did before */
void
held_putback(Builder *b, Ref *r, Wb *w, SrcLoc loc)
{
	Storage *st = r->st;
	Value *now = tensor_base(b, st);
	for (uint32_t i = 0; w && i < w->n; i++) {
		WbList *l = &w->v[i];
		SV *c = env_get(&b->store, l->name);
		if (!c || c->k != SV_VALUE || c->v != l->seq)
			continue; /* (held_follow changed it: it stays as that left it) */
		SV *args[3] = {sv_value(b, l->seq), sv_value(b, st->fromat), sv_value(b, now)};
		SV *res = oprow_apply(b, OP_aten__set_item_seq, args, 3, loc);
		if (res->k != SV_VALUE)
			return;
		Holds *h = holds_recof(b, res->v, 1);
		h->whole = 1;
		h->same = l->seq;
		Hold *e = held_restamp(b, l->pre, l->n);
		for (uint32_t k = 0; k < l->n; k++)
			holds_add(b, h, e[k]);
		holds_add(b, h, holds_holdof(b, st, now));
		env_set(b->a, &b->store, l->name, res);
	}
	holds_add(b, holds_recof(b, now, 1), holds_holdof(b, st, now));
}
