/* What sequences hold: writes to tensors whose value a list of run-time length holds.
 *
 * An ONNX sequence holds values, not tensor objects: after `xs.append(x); x.add_(1)` the
 * sequence holds x's old value where PyTorch's list holds x itself.  So a write to such a
 * tensor is allowed and leaves the sequence *stale*; a later read of a stale sequence (an
 * index, iteration, stack, cat, pop, a return) is a located error with a note at the write,
 * while len, append, insert and item assignment are not reads.
 *
 * What a sequence value holds is found from the IR that made it (h_of): the tensors that
 * went in (h_into records each one's memory and the version of its base then: a Hold),
 * through the ops that make sequences from sequences, If outputs (both branches' results)
 * and Loop outputs (the initial value and the body's result).  A hold is stale when its
 * memory's base is not that version any more, or when the memory was written since (its
 * count of writes, Storage.nwrite): memory made inside a branch or a loop body is not in
 * the store after it, and a tensor merged from one (an If output, a loop's output, a
 * helper's result) counts its writes as writes to it too (Storage.also, h_also).  A loop
 * body's parameter is read before the body that gives its next value is built, so the loop
 * records what it holds (h_set, build_stmt.c): its initial value's holds, and what earlier
 * attempts at the body learned at its ends.
 *
 *   xs.append(x)        %s2 = aten::append(%s1, %x)    hold (S_x, %x, 0 writes)
 *   x.add_(1)           S_x := %x2, 1 write            %s2 is stale
 *   n = len(xs)         fine
 *   torch.stack(xs)     error, and a note at x.add_(1)
 *
 * An element read out of a sequence (h_outof) is new memory that may share the memory the
 * sequence holds (Ref.amb: a write to it is refused while another name may see one of them)
 * and whose writes count as writes to each of them: the sequences holding them go stale. */
#include <stdlib.h>
#include <string.h>
#include "frontend.h"

typedef struct {
	int32_t pos;     /* its index from the start, or -1 if not known (32 bits: a fact per
	                  * element per change of a list is most of what such programs keep) */
	int32_t end;     /* its index from the end (0: the last), or -1 if not known */
	Value *el;       /* the tensor value there */
} Fact;

/* facts as an array, for the changes that make all of them anew (facts.c keeps them) */
typedef struct {
	Fact *v;
	uint32_t n, cap;
} Facts;

struct Holds {
	Hold *v;
	uint32_t n, cap;
	int whole;       /* a loop parameter's: all it holds (else: what a tensor that went in
	                  * brings, besides what its def holds) */
	FVer *facts;     /* a sequence a write was followed into (follow()): where its
	                  * elements are known, besides what v holds (the others) */
	Value *same;     /* a sequence that is this one with a tensor's new value put where
	                  * the tensor is (follow(), h_writeback()): the same tensors */
	int assumed;     /* same is a loop body parameter's initial value, assumed (the body
	                  * only puts values back into it) and checked where it is used */
	uint32_t gen;    /* made empty for the walk of this Builder.hgen (h_of), or 0 */
	uint32_t skip;   /* (a walk's out) holds of memory with this Storage.stamp are left out */
	int lazy;        /* (whole, with facts) v has only what was added after setfacts():
	                  * before it come facts->rest and what each fact's tensor holds, read
	                  * where walked (a copy of them all per change of a list made a
	                  * program of k changes of a list of k tensors take k^2 memory) */
	int rec;         /* a value's record (recof), not a walk's or known()'s gathering */
};

int
h_isseq(const Type *t)
{
	return t->kind == T_LIST && t->elem->kind == T_TENSOR;
}

/* a value that holds tensors' values, not the tensors: a sequence, or an optional tensor
 * (optional.c: it goes stale the same way) */
int
h_holder(const Type *t)
{
	return h_isseq(t) || (t->kind == T_OPTIONAL && t->elem->kind == T_TENSOR);
}

static Holds *
recof(Builder *b, Value *v, int make)
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

static void
add(Builder *b, Holds *h, Hold e)
{
	for (uint32_t i = 0; i < h->n; i++)
		if (h->v[i].st == e.st && h->v[i].ver == e.ver && h->v[i].nwrite == e.nwrite &&
		    (e.st || h->v[i].wloc.line == e.wloc.line))
			return;
	b->hgrow += h->rec && h->n;
	vpush(b->a, h, e);
}

/* add() of each of e[0..n): a hold of memory h does not hold yet is pushed without
 * comparing it to every other (that made a helper's call or a write followed into a list
 * of k tensors cost k^2, and a program of them k^3) */
static void
reserve(Builder *b, Holds *h, uint32_t more)
{
	if (h->n + more <= h->cap)
		return;
	Hold *v = NEWA(b->a, Hold, h->n + more);
	if (h->n)
		memcpy(v, h->v, h->n * sizeof *v);
	h->v = v;
	h->cap = h->n + more;
}

/* addmany() in steps: begin() marks what h holds, then one() of each hold in turn */
static uint32_t
addbegin(Builder *b, Holds *h)
{
	uint32_t mark = ++b->stamp;
	for (uint32_t i = 0; i < h->n; i++)
		if (h->v[i].st)
			h->v[i].st->stamp = mark;
	return mark;
}

static void
addone(Builder *b, Holds *h, Hold e, uint32_t mark)
{
	if (e.st && e.st->stamp != mark) {
		e.st->stamp = mark;
		b->hgrow += h->rec && h->n;
		vpush(b->a, h, e);
	} else
		add(b, h, e);
}

static void
addmany(Builder *b, Holds *h, const Hold *e, uint32_t n)
{
	uint32_t mark = addbegin(b, h);
	reserve(b, h, n);
	for (uint32_t i = 0; i < n; i++)
		addone(b, h, e[i], mark);
}

/* st's writes on the path being built: not those logged on a branch of an `if` built
 * before the one being built (Builder.offpath), which this path does not run */
uint32_t
h_nwrite(Builder *b, Storage *st)
{
	uint32_t n = st->nwrite;
	for (uint32_t k = 0; k + 1 < b->offpath.n; k += 2)
		for (uint32_t i = b->offpath.v[k]; i < b->offpath.v[k + 1]; i++)
			n -= b->wlog.v[i] == st;
	return n;
}

static Hold
holdof(Builder *b, Storage *st, Value *ver)
{
	return (Hold){st, ver, h_nwrite(b, st), {0, 0, 0, 0}};
}

/* x (a tensor with identity) goes into a sequence: its value is held, and what x may be */
void
h_into(Builder *b, SV *x)
{
	if (x->k != SV_VALUE || !x->ref || x->v->type->kind != T_TENSOR)
		return;
	h_intoref(b, x->v, x->ref, x->ver);
}

/* v, the value of tensor r (ver: its base's value then, NULL: now), goes into a sequence
 * or an optional */
void
h_intoref(Builder *b, Value *v, Ref *r, Value *ver)
{
	Holds *h = recof(b, v, 1);
	r->st->held = 1;
	add(b, h, holdof(b, r->st, ver ? ver : t_base(b, r->st)));
	for (uint32_t i = 0; i < r->nalt; i++) {
		r->alt[i].to->st->held = 1;
		add(b, h, holdof(b, r->alt[i].to->st, r->alt[i].ver));
	}
	for (uint32_t i = 0; i < r->namb; i++) {
		r->amb[i].st->held = 1;
		add(b, h, holdof(b, r->amb[i].st, r->amb[i].ver));
	}
}

/* v, a sequence or optional, may hold the tensor of memory st as it is now */
void
h_intost(Builder *b, Value *v, Storage *st)
{
	st->held = 1;
	add(b, recof(b, v, 1), holdof(b, st, t_base(b, st)));
}

void
h_set(Builder *b, Value *seq, const Hold *e, uint32_t n)
{
	Holds *h = recof(b, seq, 1);
	h->n = 0;
	h->whole = 1;
	h->lazy = 0;
	for (uint32_t i = 0; i < n; i++)
		add(b, h, e[i]);
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

static void walk(Builder *b, Value *v, Holds *out);

/* add(), to the holds one walk (h_of) gathers: a hold of memory the walk has not held yet
 * is pushed without comparing it to every other (that made h_of quadratic) */
static void
addwalk(Builder *b, Holds *out, Hold e)
{
	if (out->skip && e.st && e.st->stamp == out->skip)
		return;
	if (out->gen == b->hgen && e.st && e.st->hgen != b->hgen) {
		e.st->hgen = b->hgen;
		vpush(b->a, out, e);
		return;
	}
	add(b, out, e);
}

/* adds to out what v is recorded to hold (*h: that record, or NULL); 0 if this walk has
 * been at v already */
static int
visit(Builder *b, Value *v, Holds *out, Holds **h)
{
	if (seen(b, v))
		return 0;
	*h = recof(b, v, 0);
	if (*h && (*h)->lazy) { /* (what setfacts() would have copied, in its order) */
		FVer *f = (*h)->facts;
		for (uint32_t i = 0; i < f->nrest; i++)
			addwalk(b, out, f->rest[i]);
		for (uint32_t s = 0; s < f->n; s++) {
			Value *el = f_el(f, s);
			Holds *e = el ? recof(b, el, 0) : NULL;
			for (uint32_t k = 0; e && k < e->n; k++)
				addwalk(b, out, e->v[k]);
		}
	}
	for (uint32_t i = 0; *h && i < (*h)->n; i++)
		addwalk(b, out, (*h)->v[i]);
	return 1;
}

/* a tensor value that went into a sequence: what it brings, and (an element read out of
 * another sequence, inside the compiler's own loops) what that one holds */
static void
element(Builder *b, Value *v, Holds *out)
{
	Holds *h;
	if (!visit(b, v, out, &h))
		return;
	Node *d = v->def;
	if (d->op && (op_is(d->op, OP_aten___getitem___seq) || op_is(d->op, OP_aten_pop_seq)))
		walk(b, ir_in(d, 0), out);
}

/* v, output or parameter k of a Loop n: what its initial value and the body's result hold */
static void
carried(Builder *b, Node *n, uint32_t k, Holds *out)
{
	if (k + 2 < n->nin)
		walk(b, ir_in(n, k + 2), out);
	if (n->nblk && k + 1 < ir_nresult(n->blk[0]))
		walk(b, ir_result(n->blk[0], k + 1), out);
}

static void
walk(Builder *b, Value *v, Holds *out)
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
				walk(b, ir_result(d->blk[k], v->idx), out);
		return;
	}
	for (uint32_t i = 0; i < d->nin; i++) {
		Value *x = ir_in(d, i);
		if (x->type->kind == T_TENSOR)
			element(b, x, out);
		else if (x->type->kind == T_LIST || x->type->kind == T_OPTIONAL ||
			 x->type->kind == T_TUPLE)
			walk(b, x, out);
	}
}

Hold *
h_of(Builder *b, Value *seq, uint32_t *n)
{
	Holds *out = NEW(b->a, Holds);
	out->gen = ++b->hgen;
	walk(b, seq, out);
	*n = out->n;
	return out->v;
}

/* 1 if the value held is not the tensor's any more; *wloc: the write that made it so */
int
h_stale(Builder *b, const Hold *e, SrcLoc *wloc)
{
	if (!e->st) {
		*wloc = e->wloc;
		return 1;
	}
	Value *base = t_base(b, e->st);
	*wloc = e->st->wloc;
	return h_nwrite(b, e->st) != e->nwrite || (base && base != e->ver);
}

/* a read of seq: -1 (reported) if it is stale */
int
h_check(Builder *b, Value *seq, SrcLoc loc)
{
	if (!h_holder(seq->type) || !b->hwritten)
		return 0;
	uint32_t n;
	Hold *e = h_of(b, seq, &n);
	for (uint32_t i = 0; i < n; i++) {
		SrcLoc w;
		if (!h_stale(b, &e[i], &w))
			continue;
		uint32_t said = b->said.n;
		if (seq->type->kind == T_OPTIONAL)
			b_error(b, loc, "this Optional holds the value a tensor had before an in-place "
				"write to it (a variable that is None or not depending on run-time values "
				"is an ONNX optional, which holds a value, not the tensor), so it cannot "
				"be read here; assign it a .clone(), or write the tensor before it is "
				"assigned");
		else
			b_error(b, loc, "this list holds the value a tensor had before an in-place write "
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
h_outof(Builder *b, Value *seq, SV *x)
{
	if (x->k != SV_VALUE || x->v->type->kind != T_TENSOR)
		return;
	uint32_t n;
	Hold *e = h_of(b, seq, &n);
	t_own(b, x);
	Ref *r = x->ref;
	Storage *st = r->st;
	st->held = 1;
	st->elem = r->nchain == 0 && !r->namb && !r->nalt;
	/* each memory once, known by its stamp: a check of every one added so far against
	 * each next one made reading a list of n tensors cost n^2 */
	uint32_t also = ++b->stamp;
	st->stamp = also; /* (h_also skips st itself) */
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
			t_ambadd(b, r, e[i].st, t_base(b, e[i].st), "it is an element of a list "
				"whose length is known only at run time, which may be a tensor that "
				"went into the list");
		}
}

/* writes to st count as writes to inner (st may be it: a merge, a loop's output) */
void
h_also(Builder *b, Storage *st, Storage *inner)
{
	if (st == inner)
		return;
	for (uint32_t i = 0; i < st->nalso; i++)
		if (st->also[i] == inner)
			return;
	addalso(b, st, inner);
}

/* h_also of an inner that st does not have yet */
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
h_upseen(Builder *b, Storage *st)
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
h_wrote(Builder *b, Storage *st, SrcLoc loc)
{
	if (st->held || st->nalso)
		b->hwritten = 1;
	wrote(b, st, loc, 0);
}

/* Following a write into the sequences that hold the tensor.
 *
 * PyTorch's list holds the tensor itself: after `xs = [x]`, a loop of `xs.append(x * i)` and
 * `x.mul_(10)`, xs[0] is the written x.  Where a sequence is known to hold the tensor at a
 * position counted from its start or its end (a Fact), the write is followed: each list whose
 * contents are such a sequence gets a new one with the tensor's new value put there
 * (_set_item: SequenceErase, SequenceInsert), which holds it as it is now and so is not
 * stale.  What a sequence holds where is found from its def, conservatively (known()):
 *
 *   [a, b]                       a at 0 (1 from the end), b at 1 (0 from the end)
 *   s.append(x)                  s's facts, those from the end one further; x at 0 from the end
 *   a Loop's output              the initial value's facts from the start, when the body only
 *                                appends to it (the others: their holds, in rest)
 *   a followed sequence          what follow() recorded
 *   anything else                no facts: everything it holds is in rest
 *
 * A tensor the sequence also holds at a position not known (in rest) keeps its old hold,
 * so the sequence stays stale for it and a read is the located error of h_check.  The
 * facts are versions of a chain shared by the sequences made from one another (facts.c),
 * so a change costs what it changes, not what the list holds. */

static void
fact(Builder *b, Facts *f, int64_t pos, int64_t end, Value *el)
{
	vpush(b->a, f, ((Fact){pos, end, el}));
}

/* test builds check the index and the changes against all the facts of lists up to this
 * long (longer ones: the scaling cases of the limits suite, linear in test builds too) */
#define CHECKMAX 1024

/* the name of the memory whose value el is, as the facts' index has it (facts.c), or 0 */
static Sym
keyof(void *ctx, Value *el)
{
	Builder *b = ctx;
	Holds *e = recof(b, el, 0);
	return e && e->n && e->v[0].st && e->v[0].ver == el ? e->v[0].st->name : 0;
}

/* v's facts as an array (for the changes that make them all anew) */
static Facts *
flat(Builder *b, const FVer *v)
{
	Facts *f = NEW(b->a, Facts);
	f->v = NEWA(b->a, Fact, v->n + 1);
	f->cap = v->n + 1;
	for (uint32_t s = 0; s < v->n; s++) {
		Value *el = f_el(v, s);
		if (el)
			f->v[f->n++] = (Fact){f_pos(v, s), f_end(v, s), el};
	}
	return f;
}

/* f as a version of a chain of its own */
static FVer *
mkver(Builder *b, const Facts *f)
{
	FVer *v = f_empty(b->a);
	for (uint32_t i = 0; i < f->n; i++)
		f_push(b->a, v, f->v[i].pos, f->v[i].end, f->v[i].el, keyof(b, f->v[i].el));
	return v;
}

/* rest gets what v holds, by a walk of its own */
static void
holdsof(Builder *b, Value *v, Holds *rest)
{
	b->hgen++;
	if (v->type->kind == T_TENSOR)
		element(b, v, rest);
	else
		walk(b, v, rest);
}

/* d runs once each time body does: it is in body, or in a helper's call that is */
static int
inbody(Node *d, Block *body)
{
	while (d->owner != body && d->owner->owner && d->owner->owner->kind == S_prim_CallFunction)
		d = d->owner->owner;
	return d->owner == body;
}

/* the Loop d's carried value k, when its body result is the parameter with only appends:
 * *init the initial value, and rest gets what the appended tensors hold; 0 if not so */
static int
appendsonly(Builder *b, Node *d, uint32_t k, Value **init, Holds *rest)
{
	if (!d->nblk || k + 2 >= d->nin || k + 1 >= ir_nresult(d->blk[0]))
		return 0;
	Value *r = ir_result(d->blk[0], k + 1);
	for (;;) {
		if (r->def->kind == S_prim_CallFunction && inbody(r->def, d->blk[0]))
			r = ir_result(r->def->blk[0], r->idx); /* (a helper's appends) */
		else if (r->def->op && op_is(r->def->op, OP_aten_append_seq) &&
			 inbody(r->def, d->blk[0])) {
			holdsof(b, ir_in(r->def, 1), rest);
			r = ir_in(r->def, 0);
		} else
			break;
	}
	if (r->def->kind != S_prim_Param || r->def->owner != d->blk[0] || r->idx != k + 1)
		return 0;
	*init = ir_in(d, k + 2);
	return 1;
}

/* v's facts from the start only: an element whose position from the start is not known
 * gives its holds to rest (a loop that appends, or assumed to) */
static FVer *
fromstart(Builder *b, const FVer *v, Holds *rest)
{
	FVer *r = f_empty(b->a);
	for (uint32_t s = 0; s < v->n; s++) {
		Value *el = f_el(v, s);
		if (!el)
			continue;
		if (f_pos(v, s) < 0)
			holdsof(b, el, rest);
		else
			f_push(b->a, r, f_pos(v, s), -1, el, keyof(b, el));
	}
	return r;
}

/* what seq is known to hold where (a version, maybe another sequence's: changed through
 * f_begin only), and what its other elements hold (rest); *len its length if known, else
 * -1 */
static FVer *
known(Builder *b, Value *seq, Holds *rest, int64_t *len, SrcLoc loc, int depth)
{
	Holds *h = recof(b, seq, 0);
	Node *d = seq->def;
	Value *init;
	*len = -1;
	if (h && h->facts) {
		addmany(b, rest, h->facts->rest, h->facts->nrest);
		return h->facts;
	} else if (depth > 64 || !h_isseq(seq->type)) {
		holdsof(b, seq, rest);
	} else if (h && h->same && !h->assumed) { /* (the same tensors where they were) */
		return known(b, h->same, rest, len, loc, depth + 1);
	} else if (h && h->same) { /* a loop body's parameter: its initial value's, from the
				    * start (assumed: the body only puts values back or appends) */
		vpush(b->a, &b->assumed, ((Assumed){seq, loc, 2}));
		FVer *v = known(b, h->same, rest, len, loc, depth + 1);
		*len = -1;
		return fromstart(b, v, rest);
	} else if (d->kind == S_prim_ListConstruct) {
		FVer *v = f_empty(b->a);
		for (uint32_t i = 0; i < d->nin; i++)
			f_push(b->a, v, i, d->nin - 1 - i, ir_in(d, i), keyof(b, ir_in(d, i)));
		*len = d->nin;
		return v;
	} else if (d->op && op_is(d->op, OP_aten_append_seq)) {
		FVer *v = f_begin(b->a, known(b, ir_in(d, 0), rest, len, loc, depth + 1), keyof, b);
		f_append(b->a, v, *len, ir_in(d, 1), keyof(b, ir_in(d, 1)));
		*len += *len >= 0;
		return v;
	} else if (d->kind == S_prim_Loop && appendsonly(b, d, seq->idx, &init, rest)) {
		FVer *v = known(b, init, rest, len, loc, depth + 1);
		*len = -1;
		return fromstart(b, v, rest);
	} else {
		holdsof(b, seq, rest);
	}
	return f_empty(b->a);
}

/* is el (a fact's tensor) the value of st's memory that went in, and nothing else? */
static int
isbase(Builder *b, Value *el, Storage *st)
{
	Holds *h = recof(b, el, 0);
	if (!h || !h->n)
		return 0;
	for (uint32_t i = 0; i < h->n; i++)
		if (h->v[i].st != st || h->v[i].ver != el)
			return 0;
	return 1;
}


/* h is all a sequence holds: the tensors at known places (v, shared: h gets a copy of the
 * version), the rest, and what those elements hold */
static void
setfacts(Builder *b, Holds *h, const FVer *v, Holds *rest)
{
	FVer *f = NEW(b->a, FVer);
	*f = *v;
	h->whole = 1;
	h->facts = f;
	f->rest = rest->v;
	f->nrest = rest->n;
	f->mk = (FMark){0};
	if (!h->n) { /* (visit() reads them where walked) */
		h->lazy = 1;
		return;
	}
	h->lazy = 0;
	/* (addmany of the rest and then each fact's holds, without gathering them into one
	 * array first: that was a copy of the whole list's holds per change of it) */
	uint32_t more = rest->n;
	for (uint32_t s = 0; s < f->n; s++) {
		Value *el = f_el(f, s);
		Holds *e = el ? recof(b, el, 0) : NULL;
		more += e ? e->n : 0;
	}
	uint32_t mark = addbegin(b, h);
	reserve(b, h, more);
	for (uint32_t i = 0; i < rest->n; i++)
		addone(b, h, rest->v[i], mark);
	for (uint32_t s = 0; s < f->n; s++) {
		Value *el = f_el(f, s);
		Holds *e = el ? recof(b, el, 0) : NULL;
		for (uint32_t k = 0; e && k < e->n; k++)
			addone(b, h, e->v[k], mark);
	}
}

/* the sequence seq with st's value now put where it is known to hold st's memory, or NULL
 * if it holds it nowhere known.  Only the slots indexed under st's memory (or under none)
 * are looked at (a test of every fact per write made k writes to a list of k tensors cost
 * k^2; test builds check that no other slot holds it). */
static Value *
follow(Builder *b, Value *seq, Storage *st, SrcLoc loc)
{
	Holds *rest = NEW(b->a, Holds);
	int64_t len;
	uint32_t n0 = b->assumed.n, nc, nhit = 0;
	FVer *v = known(b, seq, rest, &len, loc, 0);
	Value *now = t_base(b, st), *cur = seq;
	uint32_t *c = f_find(b->a, v, st->name, &nc), *hit = NEWA(b->a, uint32_t, nc + 1);
#ifdef ASAN
	for (uint32_t s = 0, i = 0; s < v->n && v->n <= CHECKMAX; s++) {
		Value *el = f_el(v, s);
		while (i < nc && c[i] < s)
			i++;
		if (el && el != now && isbase(b, el, st) && (i == nc || c[i] != s))
			die("follow: a slot holding the memory written is not in the index");
	}
#endif
	for (uint32_t i = 0; i < nc; i++) {
		Value *el = f_el(v, c[i]);
		if (!el || el == now || !isbase(b, el, st))
			continue;
		int32_t pos = f_pos(v, c[i]);
		SV *args[3] = {sv_value(b, cur), sv_value(b, b_const_int(b, pos >= 0 ? pos :
			-f_end(v, c[i]) - 1)), sv_value(b, now)};
		SV *r = b_callop(b, "_set_item", NULL, args, 3, NULL, NULL, 0, loc);
		if (r->k != SV_VALUE)
			return NULL;
		cur = r->v;
		hit[nhit++] = c[i];
	}
	if (cur == seq) {
		b->assumed.n = n0; /* (nothing followed: nothing assumed) */
		return NULL;
	}
	add(b, recof(b, now, 1), holdof(b, st, now));
	FVer *nv = f_begin(b->a, v, keyof, b);
	for (uint32_t i = 0; i < nhit; i++)
		f_set(b->a, nv, hit[i], now, keyof(b, now));
	Holds *h = recof(b, cur, 1);
	h->same = seq;
	setfacts(b, h, nv, rest);
	h->facts->mk = v->mk; /* (what changed since is in the chain's log) */
	return cur;
}

/* res is seq with x put at constant index i (xs[i] = x): where seq is known to hold a
 * tensor there, res is known to hold x there instead, and the others where seq does (the
 * tensor put out of the list is not held any more: a write to it does not reach the list) */
void
h_setitem(Builder *b, Value *seq, Value *i, Value *x, Value *res, SrcLoc loc)
{
	Holds *rest = NEW(b->a, Holds);
	int64_t at, len;
	uint32_t hit = UINT32_MAX;
	if (!ir_constint(i, &at))
		return;
	uint32_t n0 = b->assumed.n;
	FVer *v = known(b, seq, rest, &len, loc, 0);
	for (uint32_t s = 0; s < v->n && hit == UINT32_MAX; s++)
		if (f_el(v, s) && (at >= 0 ? f_pos(v, s) == at : f_end(v, s) == -at - 1))
			hit = s;
	if (hit == UINT32_MAX) {
		b->assumed.n = n0;
		return;
	}
	FVer *nv = f_begin(b->a, v, keyof, b);
	f_set(b->a, nv, hit, x, keyof(b, x));
	Holds *h = recof(b, res, 1);
	h->n = 0;
	setfacts(b, h, nv, rest);
}

/* the store's changes of a call (h_callout's context for callhold) */
typedef struct {
	Change *ch;
	uint32_t n;
} Called;

/* e, a hold the callee's seq had at its end, as it is after the call: the callee's last
 * value of a memory (its change) is the call's output, which the store has now */
static Hold
callhold(Builder *b, void *ctx, int k, Hold e)
{
	Called *c = ctx;
	if (!e.st)
		return e;
	Change *x = env_change(c->ch, c->n, e.st->name);
	Value *end = x ? x->sv->v : t_base(b, e.st);
	if (h_nwrite(b, e.st) != e.nwrite || (end && end != e.ver))
		return (Hold){NULL, NULL, 0, e.st->wloc};
	return holdof(b, e.st, t_base(b, e.st));
}

typedef VEC(Storage *) Stores;

/* out gets at(ctx, k, e) of each hold e of seq (h_of: as its record has it), but those of
 * memory only the facts that were carried over hold (only: not in rest, what seq's other
 * elements hold, from known()) */
static void
others(Builder *b, Value *seq, Holds *rest, Stores *only, Holds *out,
	Hold (*at)(Builder *, void *, int, Hold), void *ctx, int k)
{
	uint32_t inonly = ++b->stamp;
	for (uint32_t i = 0; i < only->n; i++)
		only->v[i]->stamp = inonly;
	uint32_t inrest = ++b->stamp; /* (after: in both is not skipped) */
	for (uint32_t i = 0; i < rest->n; i++)
		if (rest->v[i].st)
			rest->v[i].st->stamp = inrest;
	/* h_of, leaving out the holds of only's memory as it walks (they never compare equal
	 * to another's: the same as leaving them out after; gathering them all first made each
	 * helper call that changed a list of k tensors cost k holds of memory) */
	Holds *t = NEW(b->a, Holds);
	t->gen = ++b->hgen;
	t->skip = inonly;
	walk(b, seq, t);
	for (uint32_t i = 0; i < t->n; i++)
		t->v[i] = at(b, ctx, k, t->v[i]);
	addmany(b, out, t->v, t->n);
}

/* the tensor a fact's el is: the one memory whose value it is, or NULL */
static Storage *
factst(Builder *b, Value *el)
{
	Holds *e = recof(b, el, 0);
	return e && e->n == 1 && e->v[0].st && e->v[0].ver == el ? e->v[0].st : NULL;
}

/* what the builder has now, for a mark: a version whose facts were all just found the
 * value of their memory, each its one memory (factst) */
static FMark
marknow(Builder *b, const FVer *v)
{
	return (FMark){v->c, v->ver, b->store.nscope, b->wlog.n, b->offpath.n, b->hgrow};
}

static int
byslot(const void *x, const void *y)
{
	uint32_t p = *(const uint32_t *)x, q = *(const uint32_t *)y;
	return (p > q) - (p < q);
}

/* does a fact of v that nv keeps hold st's tensor (the call's `only`)? */
static int
kept(Builder *b, const FVer *v, const FVer *nv, Storage *st)
{
	uint32_t n, *x = f_find(b->a, v, st->name, &n);
	for (uint32_t i = 0; i < n; i++) {
		Value *el = f_el(v, x[i]);
		if (el && f_el(nv, x[i]) && factst(b, el) == st)
			return 1;
	}
	return 0;
}

/* h_callout, for seq's facts v (seq's record h) when v's mark says what may have changed
 * since (g0: the store's scopes opened when the call began): only the slots changed or
 * added since the mark, those of memory written since or changed by the call, and those
 * indexed under no memory are looked at; every other one is its memory's value as it was
 * at the mark, which the call did not change, and stays.  NULL if v's mark does not hold. */
static FVer *
callfast(Builder *b, Holds *h, const FVer *v, Holds *rest, Called *c, uint32_t g0,
	Holds *fresh)
{
	const FMark *mk = &v->mk;
	if (!h->lazy || !h->whole || h->facts != v || mk->c != v->c || mk->nscope != g0 ||
	    mk->offpath != b->offpath.n || mk->hgrow != b->hgrow)
		return NULL;
	/* the slots to look at */
	uint32_t n, m = 0;
	uint32_t *since = f_since(b->a, v, mk->ver, &n);
	VEC(uint32_t) look = {0};
	for (uint32_t i = 0; i < n; i++)
		vpush(b->a, &look, since[i]);
	for (uint32_t i = mk->wlog; i < b->wlog.n; i++) {
		uint32_t *x = f_find(b->a, v, b->wlog.v[i]->name, &m);
		for (uint32_t k = 0; k < m; k++)
			vpush(b->a, &look, x[k]);
	}
	for (uint32_t i = 0; i < c->n; i++) {
		uint32_t *x = f_find(b->a, v, c->ch[i].name, &m);
		for (uint32_t k = 0; k < m; k++)
			vpush(b->a, &look, x[k]);
	}
	if (look.n > 1)
		qsort(look.v, look.n, sizeof *look.v, byslot);
	/* as h_callout's loop does, for them */
	FVer *nv = f_begin(b->a, v, keyof, b);
	uint32_t ndrop = 0, *drop = NEWA(b->a, uint32_t, look.n + 1);
	for (uint32_t i = 0; i < look.n; i++) {
		uint32_t s = look.v[i];
		if (i && look.v[i - 1] == s)
			continue;
		Value *el = f_el(v, s);
		if (!el)
			continue;
		Storage *st = factst(b, el);
		Hold x = st ? callhold(b, c, 0, recof(b, el, 0)->v[0]) : (Hold){0};
		if (!x.st) {
			drop[ndrop++] = s;
			f_set(b->a, nv, s, NULL, 0);
			continue;
		}
		if (x.ver) {
			add(b, recof(b, x.ver, 1), x);
			if (x.ver != el)
				f_set(b->a, nv, s, x.ver, keyof(b, x.ver));
		}
	}
	/* others(): the walk of seq (its rest, each fact's tensor's holds, then what was added
	 * to its record), leaving out the holds of memory a kept fact holds that the rest does
	 * not: all but those of the dropped facts and of the facts of memory the rest holds */
	uint32_t inrest = ++b->stamp;
	for (uint32_t i = 0; i < rest->n; i++)
		if (rest->v[i].st)
			rest->v[i].st->stamp = inrest;
	VEC(uint32_t) walked = {0};
	for (uint32_t i = 0; i < ndrop; i++)
		vpush(b->a, &walked, drop[i]);
	for (uint32_t i = 0; i < v->nrest; i++)
		if (v->rest[i].st) {
			uint32_t *x = f_find(b->a, v, v->rest[i].st->name, &m);
			for (uint32_t k = 0; k < m; k++)
				vpush(b->a, &walked, x[k]);
		}
	if (walked.n > 1)
		qsort(walked.v, walked.n, sizeof *walked.v, byslot);
	Holds *t = NEW(b->a, Holds);
	t->gen = ++b->hgen;
#define KEEP(e) (!(e).st || (e).st->stamp == inrest || !kept(b, v, nv, (e).st))
	for (uint32_t i = 0; i < v->nrest; i++)
		if (KEEP(v->rest[i]))
			addwalk(b, t, v->rest[i]);
	for (uint32_t i = 0; i < walked.n; i++) {
		uint32_t s = walked.v[i];
		Value *el = f_el(v, s);
		if ((i && walked.v[i - 1] == s) || !el)
			continue;
		Holds *e = recof(b, el, 0);
		for (uint32_t k = 0; e && k < e->n; k++)
			if (KEEP(e->v[k]))
				addwalk(b, t, e->v[k]);
	}
	for (uint32_t i = 0; i < h->n; i++)
		if (KEEP(h->v[i]))
			addwalk(b, t, h->v[i]);
#undef KEEP
	for (uint32_t i = 0; i < t->n; i++)
		t->v[i] = callhold(b, c, 0, t->v[i]);
	addmany(b, fresh, t->v, t->n);
	return nv;
}

/* out, a call's output, is the callee's sequence seq at its end (ch: the store's changes
 * then, already made the call's outputs in the store; g0: the store's scopes opened when
 * the call began): out holds what seq held, as the tensors are now, and where seq is known
 * to hold a tensor, out holds it there (a write after the call is followed into it, as
 * one inside the callee was).  Without this the call's output would hold nothing, and a
 * later write to a tensor in it went unseen. */
/* h_callout's loop over every fact of v, and others(): the facts kept (as an array) */
static Facts *
callslow(Builder *b, Value *seq, const FVer *v, int assumed, Holds *rest, Called *c,
	Holds *fresh)
{
	Facts *f = flat(b, v);
	Stores only = {0};
	if (assumed) /* (no facts on assumptions: all it holds, by position unknown) */
		f->n = 0;
	only.v = NEWA(b->a, Storage *, f->n + 1); /* (at most one a fact: no doubling) */
	only.cap = f->n + 1;
	uint32_t m = 0;
	for (uint32_t i = 0; i < f->n; i++) {
		Storage *st = factst(b, f->v[i].el);
		Hold h = st ? callhold(b, c, 0, recof(b, f->v[i].el, 0)->v[0]) : (Hold){0};
		if (!h.st) /* (a value not its memory's now: what seq holds says if it is stale) */
			continue;
		if (h.ver) { /* the callee's last value of its memory: the call's output now
			      * (memory made inside has none: it stays as it went in) */
			f->v[i].el = h.ver;
			add(b, recof(b, h.ver, 1), h);
		}
		vpush(b->a, &only, h.st);
		f->v[m++] = f->v[i];
	}
	f->n = m;
	others(b, seq, rest, &only, fresh, callhold, c, 0);
	return f;
}

/* out, a call's output, is the callee's sequence seq at its end (ch: the store's changes
 * then, already made the call's outputs in the store; g0: the store's scopes opened when
 * the call began): out holds what seq held, as the tensors are now, and where seq is known
 * to hold a tensor, out holds it there (a write after the call is followed into it, as
 * one inside the callee was).  Without this the call's output would hold nothing, and a
 * later write to a tensor in it went unseen.  Test builds check callfast() against the
 * loop over every fact. */
void
h_callout(Builder *b, Value *out, Value *seq, Change *ch, uint32_t nch, uint32_t g0,
	SrcLoc loc)
{
	Holds *rest = NEW(b->a, Holds), *fresh = NEW(b->a, Holds);
	Called c = {ch, nch};
	int64_t len;
	uint32_t n0 = b->assumed.n;
	FVer *v = known(b, seq, rest, &len, loc, 0), *nv = NULL;
	int assumed = b->assumed.n != n0;
	Holds *sh = recof(b, seq, 0);
	b->assumed.n = n0;
	if (!assumed && sh)
		nv = callfast(b, sh, v, rest, &c, g0, fresh);
#ifdef ASAN
	if (nv && v->n <= CHECKMAX) {
		Holds *fresh2 = NEW(b->a, Holds);
		Facts *f = callslow(b, seq, v, assumed, rest, &c, fresh2), *g = flat(b, nv);
		int same = f->n == g->n && fresh->n == fresh2->n;
		for (uint32_t i = 0; same && i < f->n; i++)
			same = f->v[i].pos == g->v[i].pos && f->v[i].end == g->v[i].end &&
				f->v[i].el == g->v[i].el;
		for (uint32_t i = 0; same && i < fresh->n; i++) {
			Hold *x = &fresh->v[i], *y = &fresh2->v[i];
			same = x->st == y->st && x->ver == y->ver && x->nwrite == y->nwrite &&
				!memcmp(&x->wloc, &y->wloc, sizeof x->wloc);
		}
		if (!same)
			die("h_callout: the facts found from what changed are not those of all");
	}
#endif
	if (!nv)
		nv = mkver(b, callslow(b, seq, v, assumed, rest, &c, fresh));
	Holds *h = recof(b, out, 1);
	h->n = 0;
	h->same = seq; /* (the same tensors where they were: what put-backs look through) */
	setfacts(b, h, nv, fresh);
	h->facts->mk = marknow(b, h->facts);
}

/* o, an If's output sequence, is v[k] when branch k ran; at(k, e) is a hold e of branch
 * k as it is after the If (stale, or as the memory is now).  o holds what they held, and
 * where both are known to hold one memory's tensor at the same position, each with its
 * value at that branch's end, o holds that tensor there (a write after the If is
 * followed into it, as one on a branch was) */
void
h_ifout(Builder *b, Value *o, Value **v, Hold (*at)(Builder *, void *, int, Hold), void *ctx,
	SrcLoc loc)
{
	Facts *f[2], *both = NEW(b->a, Facts);
	Holds *rest[2], *fresh = NEW(b->a, Holds);
	uint32_t n0 = b->assumed.n;
	for (int k = 0; k < 2; k++) {
		int64_t len;
		rest[k] = NEW(b->a, Holds);
		f[k] = flat(b, known(b, v[k], rest[k], &len, loc, 0));
	}
	if (b->assumed.n != n0) { /* (no facts on assumptions) */
		b->assumed.n = n0;
		for (int k = 0; k < 2; k++) {
			f[k]->n = rest[k]->n = 0;
			holdsof(b, v[k], rest[k]);
		}
	}
	Stores only = {0};
	for (uint32_t i = 0; i < f[0]->n; i++) {
		Fact *x = &f[0]->v[i], *y = NULL;
		Storage *st = factst(b, x->el);
		for (uint32_t j = 0; st && !y && j < f[1]->n; j++) {
			Fact *c = &f[1]->v[j];
			if (c->el && ((x->pos >= 0 && x->pos == c->pos) || (x->end >= 0 &&
			    x->end == c->end)) && factst(b, c->el) == st)
				y = c;
		}
		Hold h0 = st ? at(b, ctx, 0, recof(b, x->el, 0)->v[0]) : (Hold){0},
		     h1 = y ? at(b, ctx, 1, recof(b, y->el, 0)->v[0]) : (Hold){0};
		if (!y || !h0.st || !h1.st || !h0.ver) {
			holdsof(b, x->el, rest[0]);
			continue;
		}
		fact(b, both, x->pos == y->pos ? x->pos : -1, x->end == y->end ? x->end : -1,
			h0.ver);
		add(b, recof(b, h0.ver, 1), h0);
		vpush(b->a, &only, st);
		y->el = NULL; /* (matched) */
	}
	for (uint32_t j = 0; j < f[1]->n; j++)
		if (f[1]->v[j].el)
			holdsof(b, f[1]->v[j].el, rest[1]);
	for (int k = 0; k < 2; k++)
		others(b, v[k], rest[k], &only, fresh, at, ctx, k);
	Holds *h = recof(b, o, 1);
	h->n = 0;
	setfacts(b, h, mkver(b, both), fresh);
}

typedef struct {
	Sym name;
	uint32_t pos;
	Value *seq;
} Listed;

static int
bypos(const void *x, const void *y)
{
	const Listed *p = x, *q = y;
	return (p->pos > q->pos) - (p->pos < q->pos);
}

/* r's memory was just written (not through an alternative: its base is the new value):
 * the lists whose contents hold it at known positions get its new value there (in the
 * order the lists were made, so the graph does not depend on the hash) */
void
h_follow(Builder *b, Ref *r, SrcLoc loc)
{
	if (!r->st->held || r->nalt)
		return;
	Env *e = &b->store;
	VEC(Listed) lists = {0};
	/* (the list objects are the only storages whose contents may be a sequence: entries()
	 * in build_stmt.c checks it in test builds; a scan of the whole store per write was
	 * quadratic in a program of many tensors and writes) */
	for (uint32_t i = 0; i < b->lists.n; i++) {
		Sym name = b->lists.v[i]->name;
		SV *sv = env_get(e, name);
		if (sv && sv->k == SV_VALUE && h_isseq(sv->v->type))
			vpush(b->a, &lists, ((Listed){name, env_pos(e, name), sv->v}));
	}
	if (lists.n > 1)
		qsort(lists.v, lists.n, sizeof *lists.v, bypos);
	for (uint32_t i = 0; i < lists.n; i++) {
		Value *now = follow(b, lists.v[i].seq, r->st, loc);
		if (now)
			env_set(b->a, e, lists.v[i].name, sv_value(b, now));
	}
}

/* what seq holds as it is now, the stale ones marked (st NULL) */
Hold *
h_entry(Builder *b, Value *seq, uint32_t *n)
{
	Hold *e = h_of(b, seq, n), *r = NEWA(b->a, Hold, *n + 1);
	for (uint32_t i = 0; i < *n; i++) {
		SrcLoc w;
		r[i] = e[i];
		if (h_stale(b, &e[i], &w))
			r[i] = (Hold){NULL, NULL, 0, w};
	}
	return r;
}

/* e (from h_entry) held as the tensors are now, where nothing wrote them in between that
 * the holder does not have (the caller knows): the marked ones stay stale */
Hold *
h_restamp(Builder *b, const Hold *e, uint32_t n)
{
	Hold *r = NEWA(b->a, Hold, n + 1);
	for (uint32_t i = 0; i < n; i++)
		r[i] = e[i].st ? holdof(b, e[i].st, t_base(b, e[i].st)) : e[i];
	return r;
}

/* out, a Loop's output sequence: its initial value (entry: what that held when the loop
 * began; with no run nothing wrote them) or the body's result (fresh: it was at every end
 * of the body, where the memory had the value it has after the loop) */
void
h_loopout(Builder *b, Value *out, const Hold *entry, uint32_t n, Value *result, int fresh)
{
	uint32_t m;
	Hold *e = h_restamp(b, entry, n), *r = h_of(b, result, &m);
	if (fresh)
		r = h_restamp(b, r, m);
	Holds *h = recof(b, out, 1);
	h->n = 0;
	h->whole = 1;
	h->lazy = 0;
	for (uint32_t i = 0; i < n; i++)
		add(b, h, e[i]);
	for (uint32_t i = 0; i < m; i++)
		add(b, h, r[i]);
}

/* Putting a write to an element back into its list.
 *
 * PyTorch's list holds tensors: after `t = xs[i]; t.add_(1)` (also `xs[i].mul_(2)`, `for t in
 * xs: t.zero_()`), xs[i] is the written t.  An element read out of a list (h_from) records
 * the sequence it was read out of and the index; a write to it puts the element's new value
 * back at that index (_set_item: SequenceErase, SequenceInsert) in each list (h_wbprep: the
 * lists in Builder.store) whose contents are
 *   - still that sequence, or one made from it by such puts (Holds.same: the positions are
 *     the same; a loop body's parameter is its initial sequence, assumed), and
 *   - each tensor the sequence holds is at one position only (uniq()), so that no other
 *     position sees the write: what the sequence is made of is read from its IR, and what
 *     is not understood here is refused (the list goes stale, as before).
 * Other names that may be the element are refused by t_write already (Ref.amb).  The new
 * sequence holds what the old one held, as it is now, where that was not stale before the
 * write.  Otherwise the list goes stale, and a read of it is the located error of h_check.
 *
 *   t = xs[i]           %t = aten::__getitem__(%xs.1, %i)     t: from (%xs.1, %i)
 *   t.add_(1)           %t.2 = aten::add(%t, 1)
 *                       %xs.2 = aten::_set_item(%xs.1, %i, %t.2)   xs's contents now
 *
 * uniq() knows: a list display of distinct tensors, an append of one more, a put-back
 * (transparent), and a Loop's output whose body result is its parameter with put-backs and
 * appends of tensors made in that run of the body (LoopSpan: their memory is new each run).
 * an If's output whose branches are such.  Inside the body of the loop being built, its
 * parameter's is assumed and checked when the body is done (h_verify), as is a parameter
 * taken as its initial sequence (the body only puts values back, or appends).
 *
 * A write to an element is refused (t_write) while memory that may be one of the tensors
 * the list holds is named or held elsewhere, also through a loop's output, an if's merge or
 * a helper's result made of it (Storage.up, h_upseen): the write would have to reach it. */

void
h_from(Builder *b, SV *x, Value *seq, Value *at)
{
	if (x->k != SV_VALUE || !x->ref || x->ref->nchain)
		return;
	Storage *st = x->ref->st;
	st->fromseq = seq;
	st->fromat = at;
}

typedef VEC(Storage *) Seen;

typedef struct {
	Sym name;        /* a list's name in the store (as Listed) */
	uint32_t pos;
	Value *seq;      /* its contents */
	Hold *pre;       /* what they held before the write (h_entry) */
	uint32_t n;
} WbList;

struct Wb {
	WbList *v;
	uint32_t n, cap;
};

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
	Holds *h = recof(b, v, 0);
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

static int uniq(Builder *b, Value *seq, Seen *seen, Value *param, Node *loop, SrcLoc loc,
	int depth);
static int uniqif(Builder *b, Node *d, uint32_t k, Seen *seen, Value *param, Node *loop,
	SrcLoc loc, int depth);
static int putsonly(Builder *b, Value *v, Value *p, int appends);

/* p, parameter k+1 of Loop n's body: its initial value, and (when the body is built) its
 * result made of p; else assumed, and checked then */
static int
uniqparam(Builder *b, Node *n, Value *p, Seen *seen, Value *param, Node *loop, SrcLoc loc,
	int depth)
{
	uint32_t k = p->idx - 1;
	Block *body = n->blk[0];
	if (p->idx == 0 || k + 2 >= n->nin || !uniq(b, ir_in(n, k + 2), seen, param, loop, loc,
	    depth + 1))
		return 0;
	if (p->idx < ir_nresult(body)) {
		Seen mine = {0};
		return uniq(b, ir_result(body, p->idx), &mine, p, n, loc, depth + 1);
	}
	vpush(b->a, &b->assumed, ((Assumed){p, loc, 0}));
	return 1;
}

/* output k of If d: each branch's result (one runs; seen gets what either holds) */
static int
uniqif(Builder *b, Node *d, uint32_t k, Seen *seen, Value *param, Node *loop, SrcLoc loc,
	int depth)
{
	Seen both = {0};
	for (uint32_t j = 0; j < d->nblk; j++) {
		Seen mine = {0};
		for (uint32_t i = 0; i < seen->n; i++)
			vpush(b->a, &mine, seen->v[i]);
		if (k >= ir_nresult(d->blk[j]) || !uniq(b, ir_result(d->blk[j], k), &mine, param,
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
static int
uniq(Builder *b, Value *seq, Seen *seen, Value *param, Node *loop, SrcLoc loc, int depth)
{
	Holds *h = recof(b, seq, 0);
	Node *d = seq->def;
	if (depth > 64)
		return 0;
	if (seq == param)
		return 1;
	if (h && h->same && !h->assumed)
		return uniq(b, h->same, seen, param, loop, loc, depth + 1);
	if (d->kind == S_prim_ListConstruct) {
		for (uint32_t i = 0; i < d->nin; i++)
			if (!plain(b, ir_in(d, i), seen, loop))
				return 0;
		return 1;
	}
	if (d->op && op_is(d->op, OP_aten_append_seq))
		return uniq(b, ir_in(d, 0), seen, param, loop, loc, depth + 1) &&
			plain(b, ir_in(d, 1), seen, loop);
	if (d->op && op_is(d->op, OP_aten__set_item_seq)) /* (the tensor put out stays in seen) */
		return uniq(b, ir_in(d, 0), seen, param, loop, loc, depth + 1) &&
			plain(b, ir_in(d, 2), seen, loop);
	if (d->kind == S_prim_Loop && d->nblk)
		return uniqparam(b, d, ir_param(d->blk[0], seq->idx + 1), seen, param, loop, loc,
			depth);
	if (d->kind == S_prim_If)
		return uniqif(b, d, seq->idx, seen, param, loop, loc, depth);
	if (d->kind == S_prim_Param && d->owner->owner &&
	    d->owner->owner->kind == S_prim_Loop && !param)
		return uniqparam(b, d->owner->owner, seq, seen, NULL, NULL, loc, depth);
	return 0;
}

/* the loop n's body is built: the assumptions made about its parameters hold */
int
h_verify(Builder *b, Node *n)
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
			if (rc == 0 && !(a->param->idx < ir_nresult(body) && putsonly(b,
			    ir_result(body, a->param->idx), a->param, a->same == 2)))
				rc = b_error(b, a->loc, "this in-place write cannot be put into the list "
					"the loop carries, which the loop changes otherwise too (a list "
					"whose length is known only at run time is an ONNX sequence, which "
					"holds values, not tensors); write the tensor before or after the "
					"loop");
			continue;
		}
		if (rc == 0 && !(a->param->idx < ir_nresult(body) && uniq(b, ir_result(body,
		    a->param->idx), &mine, a->param, n, a->loc, 0)))
			rc = b_error(b, a->loc, "this in-place write to a tensor read out of a list "
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
		Holds *h = recof(b, v, 0);
		if (h && h->same && h->assumed)
			vpush(b->a, &b->assumed, ((Assumed){v, loc, fromstart ? 2 : 1}));
		v = h ? h->same : NULL;
	}
	b->assumed.n = n; /* (not used) */
	return 0;
}

/* the body result v of the loop whose parameter is p is p with values put back (and
 * appended, if appends) */
static int
putsonly(Builder *b, Value *v, Value *p, int appends)
{
	for (int depth = 0; v != p; depth++) {
		Holds *h = recof(b, v, 0);
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
				    !putsonly(b, ir_result(d->blk[k], v->idx), p, appends))
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
 * body only puts values back into it (checked where that is used: h_verify) */
void
h_assume(Builder *b, Value *p, Value *init)
{
	Holds *h = recof(b, p, 1);
	h->same = init;
	h->assumed = 1;
}

/* out, a Loop's output sequence whose body result is its parameter with values put back,
 * holds init's tensors where init does */
void
h_sameout(Builder *b, Value *out, Value *result, Value *param, Value *init)
{
	if (putsonly(b, result, param, 0))
		recof(b, out, 1)->same = init;
}

/* Before r is written: the lists its write can be put back into (its own, and copies of it
 * holding the same tensors), with what each holds now (stale ones have st NULL); NULL if
 * none.  In the order the lists were made, so the graph does not depend on the hash. */
Wb *
h_wbprep(Builder *b, Ref *r, SrcLoc loc)
{
	Storage *st = r->st;
	if (!st->fromseq || r->nalt || !t_base(b, st))
		return NULL;
	Env *e = &b->store;
	Wb *w = NEW(b->a, Wb);
	for (uint32_t i = 0; i < e->cap; i++) {
		SV *sv = e->tab[i].sv;
		Seen seen = {0};
		uint32_t n0 = b->assumed.n;
		if (!sv || sv->k != SV_VALUE || !h_isseq(sv->v->type) || !readfrom(b, r, sv->v, loc) ||
		    !uniq(b, sv->v, &seen, NULL, NULL, loc, 0)) {
			b->assumed.n = n0; /* (not put back: nothing assumed) */
			continue;
		}
		WbList l = {e->tab[i].name, e->tab[i].pos, sv->v, NULL, 0};
		l.pre = h_entry(b, sv->v, &l.n);
		vpush(b->a, w, l);
	}
	if (w->n > 1)
		qsort(w->v, w->n, sizeof *w->v, bywbpos);
	return w->n ? w : NULL;
}

/* r was written: its new value goes back where it was read, in each list of w (from
 * h_wbprep), which holds the others as they are now where it did before */
void
h_writeback(Builder *b, Ref *r, Wb *w, SrcLoc loc)
{
	Storage *st = r->st;
	Value *now = t_base(b, st);
	for (uint32_t i = 0; w && i < w->n; i++) {
		WbList *l = &w->v[i];
		SV *c = env_get(&b->store, l->name);
		if (!c || c->k != SV_VALUE || c->v != l->seq)
			continue; /* (h_follow changed it: it stays as that left it) */
		SV *args[3] = {sv_value(b, l->seq), sv_value(b, st->fromat), sv_value(b, now)};
		SV *res = b_callop(b, "_set_item", NULL, args, 3, NULL, NULL, 0, loc);
		if (res->k != SV_VALUE)
			return;
		Holds *h = recof(b, res->v, 1);
		h->whole = 1;
		h->same = l->seq;
		Hold *e = h_restamp(b, l->pre, l->n);
		for (uint32_t k = 0; k < l->n; k++)
			add(b, h, e[k]);
		add(b, h, holdof(b, st, now));
		env_set(b->a, &b->store, l->name, res);
	}
	add(b, recof(b, now, 1), holdof(b, st, now));
}
