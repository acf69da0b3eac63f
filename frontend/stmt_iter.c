/* The iteration forms of `for`: range() with its trip count, lists of known length and
 * tuples (stmt_unrolled), sequences and lists of tuples of run-time length (an ONNX Loop over
 * their elements), dicts and their views, enumerate() and zip(), and the forms rewritten into
 * others (a loop over a list of known length whose body needs its index at compile time). */
#include <stdlib.h>
#include <string.h>
#include "stmt.h"

static Value *
intarg(Builder *b, Ast *e)
{
	Value *v = expr_rvalue(b, e);
	if (v && v->type->kind != T_INT) {
		emit_error(b, e->loc, "range() takes int arguments, not %s", ty_str_of(b->a,
			v->type));
		return NULL;
	}
	return v;
}

Value *
stmt_scalarop(Builder *b, uint32_t row, Value *x, Value *y, SrcLoc loc)
{
	SV *args[2] = {sv_value(b, x), y ? sv_value(b, y) : NULL};
	SV *r = oprow_apply(b, row, args, y ? 2 : 1, loc);
	return r->k == SV_VALUE ? r->v : NULL;
}

/* constant bounds: the trip count as TorchScript's aten::__range_length computes it,
 * 1 + (hi - 1 - lo) / step, in int64.  Where that overflows TorchScript wraps and
 * disagrees with Python (range(-2**63, 2**63 - 1, 2**62) runs once, not 4 times): refused.
 * NULL in *trip after an error. */
static int
consttrip(Builder *b, Ast *call, Value *stop, Value *start, Value *step, Value **trip)
{
	int64_t hi, lo, st;
	if (!ir_constint(stop, &hi) || !ir_constint(start, &lo) || !ir_constint(step, &st))
		return 0;
	__int128 d = st > 0 ? (__int128)hi - 1 - lo : (__int128)lo - 1 - hi, n = 0;
	if (d >= 0 && st != INT64_MIN)
		n = 1 + d / (st > 0 ? st : -st);
	*trip = NULL;
	if (d > INT64_MAX || n > INT64_MAX || (st == INT64_MIN && d >= 0))
		emit_error(b, call->loc, "range() bounds too far apart: its number of iterations "
			"overflows int64");
	else
		*trip = emit_const_int(b, (int64_t)n);
	return 1;
}

/* range(stop) | range(start, stop[, step]) -> trip count, start, step value */
int
stmt_rangeargs(Builder *b, Ast *call, Value **trip, Value **start, Value **step)
{
	uint32_t n = call->list.n;
	if (n < 1 || n > 3 || call->list.v[n - 1]->k == E_KEYWORD)
		return emit_error(b, call->loc, "range() takes 1 to 3 positional arguments");
	Value *stop = intarg(b, call->list.v[n == 1 ? 0 : 1]);
	*start = n > 1 ? intarg(b, call->list.v[0]) : emit_const_int(b, 0);
	*step = n == 3 ? intarg(b, call->list.v[2]) : emit_const_int(b, 1);
	int64_t k;
	if (*step && ir_constint(*step, &k) && k == 0)
		return emit_error(b, call->list.v[2]->loc, "range() step must not be zero");
	if (!stop || !*start || !*step)
		return -1;
	int64_t s0, st;
	if (ir_constint(*start, &s0) && s0 == 0 && ir_constint(*step, &st) && st == 1) {
		*trip = stmt_scalarop(b, OP_aten_max_int, stop, emit_const_int(b, 0), call->loc);
		return *trip ? 0 : -1;
	}
	if (consttrip(b, call, stop, *start, *step, trip))
		return *trip ? 0 : -1;
	/* trip = max(0, ceil((stop - start) / step)) = max(0, -((start - stop) // step)) */
	Value *t = stmt_scalarop(b, OP_aten_sub_int, *start, stop, call->loc);
	t = stmt_scalarop(b, OP_aten_floordiv_int, t, *step, call->loc);
	t = stmt_scalarop(b, OP_aten_neg_int, t, NULL, call->loc);
	*trip = stmt_scalarop(b, OP_aten_max_int, t, emit_const_int(b, 0), call->loc);
	return *trip ? 0 : -1;
}

int
stmt_isrange(Builder *b, Ast *it)
{
	if (it->k != E_CALL || it->a->k != E_NAME || it->a->name != SYMC("range"))
		return 0;
	SV *sv = name_lookup(b, it->a->name, it->a->loc);
	return sv->k == SV_BUILTIN;
}

Ast *
stmt_mkname(Builder *b, Sym name, SrcLoc loc)
{
	Ast *x = ast_new(b->a, E_NAME, loc);
	x->name = name;
	return x;
}

Ast *
stmt_mkcall(Builder *b, const char *f, Ast *a, Ast *c, SrcLoc loc)
{
	Ast *x = ast_new(b->a, E_CALL, loc);
	x->a = stmt_mkname(b, sym_intern(f, strlen(f)), loc);
	ast_push(b->a, &x->list, a);
	ast_push(b->a, &x->list, c);
	x->depth = 3;
	return x;
}

Ast *
stmt_mkitem(Builder *b, Ast *l, Ast *i, SrcLoc loc)
{
	Ast *x = ast_new(b->a, E_SUBSCRIPT, loc);
	x->a = l, x->b = i, x->depth = 2;
	return x;
}

/* argument x of the iterable it, evaluated and bound to the next hidden name of r */
static int
iterarg(Builder *b, Ast *it, Ast *x, Iter *r)
{
	SV *v = expr_build(b, x->k == E_KEYWORD ? x->a : x);
	if (v->k == SV_OBJECT) /* a container's items: unrolled */
		v = object_items(b, v, x->loc);
	if (v->k == SV_POISON)
		return -1;
	/* a tensor runs over its rows (x[i], views), as for t in x does, in a Loop */
	r->dynamic |= (list_islist(v) && v->k != SV_TUPLE) ||
		(v->k == SV_VALUE && v->v->type->kind == T_TENSOR);
	Sym h = sym_fmt("$iter%u.%u.%u", it->loc.line, it->loc.col, r->n);
	tensor_bind(b, h, v);
	r->arg[r->n++] = stmt_mkname(b, h, x->loc);
	return 0;
}

static int
iterof(Builder *b, Ast *it, Iter *r)
{
	memset(r, 0, sizeof *r);
	Ast *f = it->k == E_CALL ? it->a : NULL;
	int k = f && f->k == E_NAME && !env_get(&b->env, f->name) ?
		f->name == SYMC("enumerate") ? 1 : f->name == SYMC("zip") ? 2 : 0 : 0;
	if (!k || it->list.n > 8) {
		r->sv = expr_build(b, it);
		if (r->sv->k == SV_OBJECT) /* for layer in self.layers: unrolled */
			r->sv = object_items(b, r->sv, it->loc);
		if (r->sv->k == SV_SHAPE) /* for d in x.size(): its sizes */
			r->sv = index_get(b, r->sv, &(Ast){.k = E_SLICE, .loc = it->loc}, it->loc);
		r->dynamic = list_islist(r->sv) && r->sv->k != SV_TUPLE;
		return r->sv->k == SV_POISON ? -1 : 0;
	}
	r->kind = k;
	if (build_nodstar(b, it))
		return -1;
	Ast *z = k == 1 && it->list.n >= 1 && it->list.v[0]->k == E_CALL ? it->list.v[0] : NULL;
	if (z && z->a->k == E_NAME && z->a->name == SYMC("zip") && !env_get(&b->env, SYMC("zip")) &&
	    z->list.n >= 1 && z->list.n <= 7) { /* enumerate(zip(xs, ys), start) */
		if (build_nodstar(b, z))
			return -1;
		r->kind = 3;
		for (uint32_t i = 0; i < z->list.n; i++)
			if (iterarg(b, it, z->list.v[i], r) < 0)
				return -1;
		r->nzip = r->n;
		for (uint32_t i = 1; i < it->list.n; i++)
			if (iterarg(b, it, it->list.v[i], r) < 0)
				return -1;
		return 0;
	}
	for (uint32_t i = 0; i < it->list.n; i++)
		if (iterarg(b, it, it->list.v[i], r) < 0)
			return -1;
	return 0;
}

/* enumerate(...) or zip(...) of lists of known length, over the hidden names */
static SV *
builtiniter(Builder *b, Iter *it, SrcLoc loc)
{
	Ast *c = stmt_mkcall(b, it->kind == 2 ? "zip" : "enumerate", NULL, NULL, loc);
	uint32_t k = 0;
	if (it->kind == 3) {
		Ast *z = stmt_mkcall(b, "zip", NULL, NULL, loc);
		for (; k < it->nzip; k++)
			ast_push(b->a, &z->list, it->arg[k]);
		ast_push(b->a, &c->list, z);
	}
	for (; k < it->n; k++)
		ast_push(b->a, &c->list, it->arg[k]);
	return expr_build(b, c);
}

/* for t in xs, enumerate(xs), zip(xs, ys) over lists whose length is known only at run
 * time: for $i in range(len(xs)): t = xs[$i]; body (a Loop) */
static Vals *
seqfor(Builder *b, Ast *s, Iter *it, Cont *rest, int finish)
{
	SrcLoc loc = s->b->loc;
	Ast *i = stmt_mkname(b, sym_fmt("$i%u.%u", s->loc.line, s->loc.col), loc), *trip, *val;
	if (it->kind == 0) {
		Sym h = sym_fmt("$iter%u.%u", s->loc.line, s->loc.col);
		tensor_bind(b, h, it->sv);
		trip = stmt_mkcall(b, "len", stmt_mkname(b, h, loc), NULL, loc);
		val = stmt_mkitem(b, stmt_mkname(b, h, loc), i, loc);
	} else if (it->kind == 1) {
		if (it->n < 1 || it->n > 2) {
			emit_error(b, loc, "enumerate() takes a list and a start");
			return NULL;
		}
		trip = stmt_mkcall(b, "len", it->arg[0], NULL, loc);
		val = ast_new(b->a, E_TUPLE, loc);
		Ast *at = i;
		if (it->n == 2) { /* i + start */
			at = ast_new(b->a, E_BINOP, loc);
			at->op = OP_ADD, at->a = i, at->b = it->arg[1], at->depth = 2;
		}
		ast_push(b->a, &val->list, at);
		ast_push(b->a, &val->list, stmt_mkitem(b, it->arg[0], i, loc));
	} else {
		uint32_t nz = it->kind == 3 ? it->nzip : it->n;
		if (it->kind == 3 && it->n > nz + 1) {
			emit_error(b, loc, "enumerate() takes a list and a start");
			return NULL;
		}
		trip = NULL;
		val = ast_new(b->a, E_TUPLE, loc);
		for (uint32_t k = 0; k < nz; k++) {
			Ast *len = stmt_mkcall(b, "len", it->arg[k], NULL, loc);
			trip = trip ? stmt_mkcall(b, "min", trip, len, loc) : len;
			ast_push(b->a, &val->list, stmt_mkitem(b, it->arg[k], i, loc));
		}
		if (!trip) {
			emit_error(b, loc, "zip() needs a list");
			return NULL;
		}
		if (it->kind == 3) { /* (i + start, (xs[i], ys[i], ...)) */
			Ast *pair = ast_new(b->a, E_TUPLE, loc), *at = i;
			if (it->n > nz) {
				at = ast_new(b->a, E_BINOP, loc);
				at->op = OP_ADD, at->a = i, at->b = it->arg[nz], at->depth = 2;
			}
			val->depth = 3;
			ast_push(b->a, &pair->list, at);
			ast_push(b->a, &pair->list, val);
			val = pair;
		}
	}
	val->depth = it->kind == 3 ? 4 : 3;
	Ast *as = ast_new(b->a, S_ASSIGN, s->loc);
	ast_push(b->a, &as->list, s->a);
	as->a = val;
	Ast *f = ast_new(b->a, S_FOR, s->loc);
	f->a = i;
	f->b = stmt_mkcall(b, "range", trip, NULL, loc);
	ast_push(b->a, &f->list, as);
	for (uint32_t k = 0; k < s->list.n; k++)
		ast_push(b->a, &f->list, s->list.v[k]);
	f->list2 = s->list2;
	AstList *l = NEW(b->a, AstList);
	ast_push(b->a, l, f);
	return stmt_run(b, &(Cont){l, 0, rest}, finish);
}

static Ast *
hidden(Builder *b, Ast *s, const char *what, SV *sv)
{
	Ast *nm = ast_new(b->a, E_NAME, s->loc);
	nm->name = sym_fmt("$for%u.%u.%s", s->loc.line, s->loc.col, what);
	if (sv)
		tensor_bind(b, nm->name, sv);
	return nm;
}

/* for t in x: body  =>  for $i in range(x.size(0)): t = x[$i]; body
 * (x evaluated once, before the loop; t is a select view, so writes through it reach x) */
static Ast *
rowsloop(Builder *b, Ast *s, SV *x)
{
	if (x->v->type->rank <= 0) {
		emit_error(b, s->b->loc, "%s", x->v->type->rank ? "iteration over a tensor whose "
			"rank is not known at compile time" : "iteration over a 0-d tensor");
		return NULL;
	}
	SV *zero = sv_value(b, emit_const_int(b, 0));
	SV *n = oprow_apply(b, OP_aten_size_int, (SV *[]){x, zero}, 2, s->b->loc);
	Ast *f = ast_new(b->a, S_FOR, s->loc), *rng = ast_new(b->a, E_CALL, s->b->loc);
	rng->a = ast_new(b->a, E_NAME, s->b->loc);
	rng->a->name = SYMC("range");
	ast_push(b->a, &rng->list, hidden(b, s, "n", n));
	f->a = hidden(b, s, "i", NULL);
	f->b = rng;
	Ast *row = ast_new(b->a, S_ASSIGN, s->a->loc), *ix = ast_new(b->a, E_SUBSCRIPT, s->b->loc);
	ix->a = hidden(b, s, "x", x);
	ix->b = f->a;
	ast_push(b->a, &row->list, s->a);
	row->a = ix;
	ast_push(b->a, &f->list, row);
	for (uint32_t i = 0; i < s->list.n; i++)
		ast_push(b->a, &f->list, s->list.v[i]);
	f->list2 = s->list2;
	return f;
}

/* the statements of key i's run of a loop over dict d (dictloop), appended to l */
static void
dictrun(Builder *b, Ast *s, SV *d, uint32_t i, int what, Ast *dh, AstList *l)
{
	Ast *key = ast_new(b->a, E_STR, s->loc);
	key->str = d->keys[i];
	SV *k = expr_build(b, key), *x = what == 0 ? k : d->el[i];
	if (what == 2) {
		x = sv_new(b, SV_TUPLE);
		x->n = 2;
		x->el = NEWA(b->a, SV *, 2);
		x->el[0] = k, x->el[1] = d->el[i];
	}
	Ast *nm = ast_new(b->a, E_NAME, s->loc), *as = ast_new(b->a, S_ASSIGN, s->loc);
	nm->name = sym_fmt("$for%u.%u", s->loc.line, i);
	tensor_bind(b, nm->name, x);
	ast_push(b->a, &as->list, s->a);
	as->a = nm;
	if (d->has && d->has[i]) { /* if "<key>" in d: ... */
		Ast *g = ast_new(b->a, S_IF, s->loc);
		g->a = stmt_mkop(b, OP_IN, key, dh, s->loc);
		ast_push(b->a, l, g);
		l = &g->list;
	}
	ast_push(b->a, l, as);
	for (uint32_t k2 = 0; k2 < s->list.n; k2++)
		ast_push(b->a, l, s->list.v[k2]);
}

/* for k in d, d.keys(), d.values(), d.items() of a dict some of whose keys are there at
 * run time only: for each key, in order, `k = <key>; body`, under `if "<key>" in d:` for
 * those (which dict_refine reads: d[k] is there).  0 if s is not one; else 1, *out its value */
static int
dictloop(Builder *b, Ast *s, Cont *rest, int finish, Vals **out)
{
	Ast *it = s->b, *dn = it;
	int what = 0; /* keys, values, items */
	if (it->k == E_CALL && !it->list.n && it->a->k == E_ATTR) {
		dn = it->a->a;
		what = it->a->name == SYMC("keys") ? 0 : it->a->name == SYMC("values") ? 1 :
			it->a->name == SYMC("items") ? 2 : -1;
	}
	SV *cur = dn->k == E_NAME && what >= 0 ? env_get(&b->env, dn->name) : NULL;
	if (!cur || cur->k != SV_TUPLE || !cur->dict || !dict_maybe(list_now(b, cur)))
		return 0;
	*out = NULL;
	for (uint32_t i = 0; i < s->list.n; i++)
		if (stmt_escapes(s->list.v[i], 0, 0))
			return emit_error(b, s->loc,
				"break/continue in a loop over a dict some of whose "
				"keys are known only at run time is not supported"), 1;
	SV *d = name_lookup(b, dn->name, dn->loc);
	Ast *dh = hidden(b, s, "d", d);
	AstList *l = NEW(b->a, AstList);
	for (uint32_t i = 0; i < d->n; i++)
		dictrun(b, s, d, i, what, dh, l);
	*out = stmt_run(b, &(Cont){l, 0, rest}, finish);
	return 1;
}

/* d.items(), d.keys(), d.values() */
static int
dictcall(const Ast *e)
{
	if (e->k != E_CALL || e->list.n || e->a->k != E_ATTR)
		return 0;
	const char *m = sym_str(e->a->name);
	return !strcmp(m, "items") || !strcmp(m, "keys") || !strcmp(m, "values");
}

/* for target in <a dict's keys, values or items> with break or continue: a Loop over the
 * positions, whose body picks element i with a chain of ifs (the elements are known at
 * compile time; they are the list items() made when the loop began, as in TorchScript) */
static Vals *
pickloop(Builder *b, Ast *s, SV *seq, Cont *rest, int finish)
{
	SrcLoc loc = s->loc;
	Ast *i = stmt_mkname(b, sym_fmt("$pi%u.%u", loc.line, loc.col), loc), *chain = NULL;
	for (uint32_t k = seq->n; k-- > 0;) {
		Sym h = sym_fmt("$pe%u.%u.%u", loc.line, loc.col, k);
		tensor_bind(b, h, seq->el[k]);
		Ast *as = ast_new(b->a, S_ASSIGN, loc), *iff = ast_new(b->a, S_IF, loc);
		ast_push(b->a, &as->list, s->a);
		as->a = stmt_mkname(b, h, loc);
		iff->a = stmt_mkop(b, OP_EQ, i, stmt_mkint(b, k, loc), loc);
		ast_push(b->a, &iff->list, as);
		for (uint32_t j = 0; j < s->list.n; j++)
			ast_push(b->a, &iff->list, s->list.v[j]);
		if (chain)
			ast_push(b->a, &iff->list2, chain);
		chain = iff;
	}
	Ast *f = ast_new(b->a, S_FOR, loc);
	f->a = i;
	f->b = stmt_mkcall(b, "range", stmt_mkint(b, seq->n, loc), NULL, loc);
	ast_push(b->a, &f->list, chain);
	AstList *l = NEW(b->a, AstList);
	ast_push(b->a, l, f);
	return stmt_run(b, &(Cont){l, 0, rest}, finish);
}

/* can a list of known length with elements of type et be a sequence a Loop runs over? */
static int
loopable(const Type *et)
{
	return et && (et->kind == T_TENSOR || et->kind == T_INT || et->kind == T_FLOAT ||
		et->kind == T_BOOL || et->kind == T_TUPLE);
}

/* the lists enumerate/zip of it runs over, made run-time lists (sequences) so that a Loop
 * can run over them: 0 if one of them cannot be */
static int
dynargs(Builder *b, Iter *it, SrcLoc loc)
{
	uint32_t nl = it->kind == 1 ? 1 : it->kind == 3 ? it->nzip : it->n;
	SV *q[9];
	for (uint32_t k = 0; k < nl; k++) {
		SV *xs = env_get(&b->env, it->arg[k]->name);
		Type *et = list_islist(xs) && xs->k == SV_TUPLE && xs->n ? list_elemtype(b,
			xs) : NULL;
		q[k] = loopable(et) ? list_dyn(b, xs, loc) : NULL;
		if (!q[k])
			return 0;
	}
	for (uint32_t k = 0; k < nl; k++)
		tensor_bind(b, it->arg[k]->name, q[k]);
	return 1;
}

Vals *
stmt_unrolled(Builder *b, Ast *s, Cont *rest, int finish)
{
	Vals *dl;
	if (dictloop(b, s, rest, finish, &dl))
		return dl;
	Iter it;
	int rc = iterof(b, s->b, &it);
	if (b->raised)
		return RAISED;
	if (rc < 0)
		return NULL;
	if (it.dynamic)
		return seqfor(b, s, &it, rest, finish);
	SV *seq = it.kind ? builtiniter(b, &it, s->b->loc) : it.sv;
	int fromdict = (seq->k == SV_TUPLE && seq->dict) || dictcall(s->b);
	if (seq->k == SV_TUPLE && seq->dict) /* for k in d: its keys */
		seq = dict_method(b, seq, "keys", NULL, 0, s->b->loc);
	if (seq->k == SV_POISON)
		return NULL;
	if (sv_ispacked(seq)) {
		sv_packedrefuse(b, "iterating over a PackedSequence", s->b->loc);
		return NULL;
	}
	if (seq->k == SV_VALUE && seq->v->type->kind == T_TENSOR) {
		AstList *l = NEW(b->a, AstList);
		Ast *f = rowsloop(b, s, seq);
		if (!f)
			return NULL;
		ast_push(b->a, l, f);
		return stmt_run(b, &(Cont){l, 0, rest}, finish);
	}
	if (seq->k != SV_TUPLE) {
		emit_error(b, s->b->loc, "for loops run over range(...), a tuple or a tensor; this "
			"is %s",
			seq->k == SV_VALUE ? ty_str_of(b->a, seq->v->type) : "not iterable");
		return NULL;
	}
	for (uint32_t i = 0; i < s->list.n; i++)
		if (stmt_escapes(s->list.v[i], 0, 0)) {
			if (fromdict && seq->n)
				return pickloop(b, s, seq, rest, finish);
			Type *et = list_islist(seq) && seq->n ? list_elemtype(b, seq) : NULL;
			if (it.kind == 0 && loopable(et)) { /* break/continue: a Loop over it */
				SV *q = list_dyn(b, seq, s->b->loc);
				if (!q)
					return NULL;
				it.sv = q;
				return seqfor(b, s, &it, rest, finish);
			}
			/* enumerate(xs), zip(xs, ys), enumerate(zip(xs, ys)): a Loop over them */
			if (it.kind && it.n >= 1 && dynargs(b, &it, s->b->loc))
				return seqfor(b, s, &it, rest, finish);
			emit_error(b, s->loc,
				"break/continue in a loop over a tuple is not supported");
			return NULL;
		}
	AstList *l = NEW(b->a, AstList);
	for (uint32_t i = 0; i < seq->n; i++) {
		Ast *nm = ast_new(b->a, E_NAME, s->loc);
		nm->name = sym_fmt("$for%u.%u", s->loc.line, i);
		tensor_bind(b, nm->name, seq->el[i]);
		Ast *as = ast_new(b->a, S_ASSIGN, s->loc);
		ast_push(b->a, &as->list, s->a);
		as->a = nm;
		ast_push(b->a, l, as);
		for (uint32_t k = 0; k < s->list.n; k++)
			ast_push(b->a, l, s->list.v[k]);
	}
	return stmt_run(b, &(Cont){l, 0, rest}, finish);
}

/* is t a store into a dict (d[k] = v, d[k] += v), or a method of a dict (d.pop)? */
static int
dictstore(Builder *b, Ast *t)
{
	if (!t || (t->k != E_SUBSCRIPT && t->k != E_ATTR) || t->a->k != E_NAME)
		return 0;
	SV *sv = env_get(&b->env, t->a->name);
	return sv && sv->k == SV_TUPLE && sv->dict;
}

/* is t a name bound to a list of known length? */
static int
knownlist(Builder *b, Ast *t)
{
	if (!t || t->k != E_NAME)
		return 0;
	SV *sv = env_get(&b->env, t->name);
	return sv && sv->k == SV_TUPLE && sv->list;
}

/* does e need a range loop's index at compile time: str(i) (for names and dict keys), a
 * store into a dict (whose keys a Loop may not change), or a list of known length grown
 * or shrunk (it stays a list of known length, as issue 7 asks, not a sequence)? */
static int
needsindex(Builder *b, Ast *e)
{
	if (!e || e->k == S_DEF || e->k == E_LAMBDA)
		return 0;
	if (e->k == E_CALL && e->a->k == E_NAME && e->a->name == SYMC("str"))
		return 1;
	if (e->k == E_CALL && e->a->k == E_ATTR && dictstore(b, e->a) &&
	    method_sym(M_DICT, e->a->name) && (method_sym(M_DICT, e->a->name)->flags & MF_CHANGES))
		return 1;
	if (knownlist(b, list_lengthedited(e)))
		return 1;
	if (e->k == S_ASSIGN)
		for (uint32_t i = 0; i < e->list.n; i++)
			if (dictstore(b, e->list.v[i]))
				return 1;
	if ((e->k == S_AUGASSIGN || e->k == S_ANNASSIGN) && dictstore(b, e->a))
		return 1;
	for (int k = 0; k < 3; k++)
		if (needsindex(b, ast_kid(e, k)))
			return 1;
	for (int k = 0; k < 2; k++)
		for (uint32_t i = 0; i < ast_items(e, k)->n; i++)
			if (needsindex(b, ast_items(e, k)->v[i]))
				return 1;
	return 0;
}

/* may e be built twice (it changes nothing: no call but of a few pure builtins and size
 * methods)?  range()'s bounds are built once more when the loop is not stmt_unrolled. */
int
stmt_pure(Ast *e)
{
	static const char *const calls[] = {"len", "min", "max", "int", "abs", "size", "dim",
		"numel"};
	switch (e->k) {
	case E_INT:
	case E_NAME: return 1;
	case E_UNOP: return stmt_pure(e->a);
	case E_BINOP:
	case E_SUBSCRIPT: return stmt_pure(e->a) && stmt_pure(e->b);
	case E_ATTR: return e->name == SYMC("shape") && stmt_pure(e->a);
	case E_CALL: {
		Ast *f = e->a;
		Sym name = f->k == E_NAME || f->k == E_ATTR ? f->name : 0;
		int known = 0;
		for (size_t i = 0; i < sizeof calls / sizeof *calls && name; i++)
			known |= name == sym_intern(calls[i], strlen(calls[i]));
		if (!known || (f->k == E_ATTR && !stmt_pure(f->a)))
			return 0;
		for (uint32_t i = 0; i < e->list.n; i++)
			if (!stmt_pure(e->list.v[i]))
				return 0;
		return 1;
	}
	default: return 0;
	}
}

/* `for i in range(...)` whose body needs i at compile time (needsindex) and whose bounds
 * are compile-time ints, run at most MAXUNROLL times: the same loop over the tuple of its
 * indices, which is stmt_unrolled (PyTorch's dicts may gain keys in any loop; ONNX's Loop
 * carries a fixed set of values).  NULL: build a Loop. */
Ast *
stmt_rangetuple(Builder *b, Ast *s)
{
	Ast *call = s->b;
	uint32_t n = call->list.n;
	if (n < 1 || n > 3 || call->list.v[n - 1]->k == E_KEYWORD || s->list2.n)
		return NULL;
	for (uint32_t i = 0; i < s->list.n; i++)
		if (stmt_escapes(s->list.v[i], 0, 1))
			return NULL;
	int need = 0;
	for (uint32_t i = 0; i < s->list.n && !need; i++)
		need = needsindex(b, s->list.v[i]);
	if (!need)
		return NULL;
	int64_t v[3] = {0, 0, 1};
	for (uint32_t i = 0; i < n; i++)
		if (!stmt_pure(call->list.v[i]))
			return NULL;
	for (uint32_t i = 0; i < n; i++) {
		Ast *e = call->list.v[i];
		uint32_t nerr = b->d->nerror;
		Value *x = expr_rvalue(b, e);
		if (b->d->nerror != nerr || !x || x->type->kind != T_INT ||
		    !ir_constint(x, &v[n == 1 ? 1 : i]))
			return NULL;
	}
	int64_t start = v[0], stop = v[1], step = v[2];
	for (int i = 0; i < 3; i++)
		if (v[i] < -(INT64_C(1) << 40) || v[i] > INT64_C(1) << 40) /* (no overflow below) */
			return NULL;
	if (step == 0)
		return NULL;
	int64_t trip = step > 0 ? (stop > start ? (stop - start + step - 1) / step : 0) :
		(start > stop ? (start - stop - step - 1) / -step : 0);
	if (trip > MAXUNROLL)
		return NULL;
	SV *t = sv_new(b, SV_TUPLE);
	t->n = (uint32_t)trip;
	t->el = NEWA(b->a, SV *, t->n + 1);
	for (uint32_t i = 0; i < t->n; i++)
		t->el[i] = sv_value(b, emit_const_int(b, start + (int64_t)i * step));
	Ast *f = ast_new(b->a, S_FOR, s->loc);
	ast_copy(f, s);
	f->memo = NULL;
	f->b = stmt_mkname(b, sym_fmt("$range%u.%u", s->loc.line, s->loc.col), call->loc);
	tensor_bind(b, f->b->name, t);
	return f;
}

Vals *
stmt_afterloop(Builder *b, LoopB *L, Node *n, Cont *rest)
{
	Value *flag = n->out[0];
	uint32_t k = 0;
	SV *stash = stmt_unflatten(b, L->r.retshape, n->out + 1, &k);
	return stmt_ifpaths(b, flag, NULL, stash, rest, NULL, L->s->loc);
}
