/* Expressions built as statements: list comprehensions and dict comprehensions (a loop
 * appending to a hidden list), a list slice with run-time bounds (a comprehension over the
 * range of its indices, bounds adjusted as Python does), and the pieces of a tensor split
 * into a list of run-time length (comp_pieces: one row, its checks written as Python). */
#include <stdlib.h>
#include <string.h>
#include "stmt.h"

Ast *
stmt_mkint(Builder *b, int64_t v, SrcLoc loc)
{
	Ast *x = ast_new(b->a, E_INT, loc);
	x->ival = v;
	return x;
}

Ast *
stmt_mkop(Builder *b, int op, Ast *l, Ast *r, SrcLoc loc)
{
	Ast *x = ast_new(b->a, op >= OP_EQ ? E_COMPARE : E_BINOP, loc);
	if (op >= OP_EQ) {
		ast_push(b->a, &x->list, l);
		ast_push(b->a, &x->list, r);
		x->ops = NEWA(b->a, TokOp, 1);
		x->ops[0] = (TokOp)op;
	} else
		x->op = (TokOp)op, x->a = l, x->b = r;
	x->depth = 1 + (l->depth > r->depth ? l->depth : r->depth);
	return x;
}

/* a slice bound e of a list of n ($n) with step st, as Python adjusts it (dflt if absent) */
static Ast *
slicebound(Builder *b, Ast *e, Ast *n, int64_t st, Ast *dflt, SrcLoc loc)
{
	if (!e)
		return dflt;
	Sym h = sym_fmt("$sb%u.%u", e->loc.line, e->loc.col);
	tensor_bind(b, h, expr_build(b, e));
	Ast *a = stmt_mkname(b, h, loc), *ifx = ast_new(b->a, E_IFEXP, loc);
	Ast *wrapped = stmt_mkop(b, OP_ADD, a, n, loc);
	ifx->a = stmt_mkop(b, OP_LT, a, stmt_mkint(b, 0, loc), loc);
	ifx->b = stmt_mkcall(b, "max", wrapped, stmt_mkint(b, st > 0 ? 0 : -1, loc), loc);
	ifx->c = stmt_mkcall(b, "min", a, st > 0 ? n : stmt_mkop(b, OP_SUB, n, stmt_mkint(b, 1, loc), loc), loc);
	ifx->depth = 6;
	return ifx;
}

/* xs[a:b:k] of a list whose length, or slice bounds, are known only at run time:
 * [$s[$j] for $j in range(a', b', k)] with a', b' adjusted as Python does; k a constant */
SV *
comp_listslice(Builder *b, SV *c, Ast *idx, SrcLoc loc)
{
	int64_t st = 1;
	if (idx->c) {
		Value *v = expr_rvalue(b, idx->c);
		if (!v)
			return sv_poison(b);
		if (!ir_constint(v, &st) || v->type->kind != T_INT) {
			emit_error(b, idx->c->loc,
				"a list slice whose step is known only at run time is "
				"not supported yet");
			return sv_poison(b);
		}
		if (st == 0) {
			emit_error(b, idx->c->loc, "slice step cannot be zero");
			return sv_poison(b);
		}
	}
	Value *q = list_seq(b, c, NULL, loc);
	if (!q)
		return sv_poison(b);
	Sym hs = sym_fmt("$sl%u.%u", loc.line, loc.col), hn = sym_fmt("$sn%u.%u", loc.line, loc.col);
	tensor_bind(b, hs, sv_value(b, q));
	tensor_bind(b, hn, list_len(b, sv_value(b, q), loc));
	Ast *n = stmt_mkname(b, hn, loc);
	Ast *lo = slicebound(b, idx->a, n, st, st > 0 ? stmt_mkint(b, 0, loc) :
		stmt_mkop(b, OP_SUB, n, stmt_mkint(b, 1, loc), loc), loc);
	Ast *hi = slicebound(b, idx->b, n, st, st > 0 ? n : stmt_mkint(b, -1, loc), loc);
	Ast *j = stmt_mkname(b, sym_fmt("$sj%u.%u", loc.line, loc.col), loc);
	Ast *rng = stmt_mkcall(b, "range", lo, hi, loc);
	ast_push(b->a, &rng->list, stmt_mkint(b, st, loc));
	Ast *comp = ast_new(b->a, E_LISTCOMP, loc);
	comp->a = stmt_mkitem(b, stmt_mkname(b, hs, loc), j, loc);
	comp->b = j, comp->c = rng;
	comp->depth = 8;
	SV *r = comp_list(b, comp);
	if (r->k != SV_POISON && !stmt_isseqval(r)) { /* a run of no appends: the type, empty */
		SV *e = sv_new(b, SV_TUPLE);
		*e = *r;
		e->ty = q->type->elem;
		r = e;
	}
	return r;
}

/* `name = e`, hidden (for pieces' expressions): the name */
static Ast *
bindhidden(Builder *b, const char *what, SV *sv, SrcLoc loc)
{
	Sym h = sym_fmt("$%s%u.%u", what, loc.line, loc.col);
	tensor_bind(b, h, sv);
	return stmt_mkname(b, h, loc);
}

/* `1 if c else 0` */
static Ast *
oneif(Builder *b, Ast *c, SrcLoc loc)
{
	Ast *x = ast_new(b->a, E_IFEXP, loc);
	x->a = c, x->b = stmt_mkint(b, 1, loc), x->c = stmt_mkint(b, 0, loc);
	x->depth = 1 + c->depth;
	return x;
}

/* x.split(s, d) (chunks NULL), x.chunk(chunks, d) (s NULL) or x.unbind(d) (both NULL) of a
 * size, or by a size or count, known only at run time: a list of run-time length, one
 * row, split_seq, chunk_seq or unbind_seq (ONNX's SplitToSequence).  PyTorch raises for a
 * split size < 0 (or 0, of a dim that is not empty) and a count < 1; ONNX cannot raise,
 * but its Slice refuses a step of 0, so then the pieces are cut from x sliced with step 0
 * and ONNX Runtime fails rather than return a result; the size is then at least 1. */
SV *
comp_pieces(Builder *b, SV *x, int d, SV *s, SV *chunks, SrcLoc loc)
{
	SV *xs = x, *ks = s ? s : chunks;
	SV *dv = sv_value(b, emit_const_int(b, d));
	int64_t kc;
	if (ks && (ks->k != SV_VALUE || !ir_constint(ks->v, &kc))) { /* checked at run time */
		Ast *hx = bindhidden(b, "px", x, loc), *k = bindhidden(b, "pk", ks, loc);
		Ast *n = bindhidden(b, "pn", oprow_apply(b, OP_aten_size_int, (SV *[]){x, dv}, 2,
			loc), loc);
		/* a count above 0; a size above 0, or 0 of an empty dim: k >= min(n, 1) */
		Ast *ok = s ? stmt_mkop(b, OP_GE, k, stmt_mkcall(b, "min", n, stmt_mkint(b, 1, loc),
			loc), loc) : stmt_mkop(b, OP_GT, k, stmt_mkint(b, 0, loc), loc);
		Ast *m = ast_new(b->a, E_ATTR, loc), *cut = ast_new(b->a, E_CALL, loc);
		m->a = hx, m->name = SYMC("slice"), cut->a = m;
		ast_push(b->a, &cut->list, stmt_mkint(b, d, loc));
		ast_push(b->a, &cut->list, stmt_mkint(b, 0, loc));
		ast_push(b->a, &cut->list, n);
		ast_push(b->a, &cut->list, oneif(b, ok, loc));
		cut->depth = 6;
		xs = expr_build(b, cut);
		ks = expr_build(b, stmt_mkcall(b, "max", k, stmt_mkint(b, 1, loc), loc));
	}
	SV *r = s ? oprow_apply(b, OP_aten_split_seq_Tensor, (SV *[]){xs, ks, dv}, 3, loc) :
		chunks ? oprow_apply(b, OP_aten_chunk_seq_Tensor, (SV *[]){xs, ks, dv}, 3, loc) :
		oprow_apply(b, OP_aten_unbind_seq_Tensor, (SV *[]){xs, dv}, 2, loc);
	held_into(b, xs); /* the pieces are views of x: a write to x makes them stale */
	return r;
}

/* for target in iter: st, with h bound to acc, in a scope of its own (the target is not
 * defined after it, as in Python 3): h's value after it, or poison after errors */
static SV *
comprehend(Builder *b, Ast *e, Sym h, SV *acc, Ast *st)
{
	Scope sc = env_open(&b->env);
	tensor_bind(b, h, acc);
	Ast *f = ast_new(b->a, S_FOR, e->loc);
	f->a = e->b, f->b = e->c;
	ast_push(b->a, &f->list, st);
	AstList *body = NEW(b->a, AstList);
	ast_push(b->a, body, f);
	uint32_t nerr = b->d->nerror;
	stmt_run(b, &(Cont){body, 0, NULL}, 0);
	SV *r = b->d->nerror > nerr ? sv_poison(b) : name_lookup(b, h, e->loc);
	env_close(b->a, &b->env, sc, NULL);
	return r;
}

/* [elt for target in iter]  =>  $lc = []; for target in iter: $lc.append(elt) */
/* what TorchScript refuses in a comprehension: a generator expression, an `if` clause, a
 * second `for` (the parser keeps them for __init__'s evaluator); 1 if reported */
static int
comp_refused(Builder *b, Ast *e)
{
	if (e->k == E_LISTCOMP && e->ival)
		return emit_error(b, e->loc, "generator expressions are not supported"), 1;
	if (!e->list2.n)
		return 0;
	Ast *c = e->list2.v[0];
	emit_error(b, c->loc, c->k == S_FOR ? "only a single generator is supported in a "
		"comprehension" : "comprehension ifs are not supported yet");
	return 1;
}

SV *
comp_list(Builder *b, Ast *e)
{
	SrcLoc loc = e->loc;
	if (comp_refused(b, e))
		return sv_poison(b);
	Sym h = sym_fmt("$comp%u.%u", loc.line, loc.col);
	SV *l = sv_new(b, SV_TUPLE);
	l->list = 1;
	l->ty = ty_any(); /* what the first element is */
	Ast *app = ast_new(b->a, E_ATTR, loc);
	app->a = stmt_mkname(b, h, loc);
	app->name = SYMC("append");
	Ast *call = ast_new(b->a, E_CALL, loc);
	call->a = app;
	ast_push(b->a, &call->list, e->a);
	call->depth = e->a->depth + 2;
	Ast *st = ast_new(b->a, S_EXPR, loc);
	st->a = call;
	return comprehend(b, e, h, l, st);
}

/* {key: value for target in iter}  =>  $dc = {}; for target in iter: $dc[key] = value.  Its
 * keys are string constants, as every dict's here: the loop is stmt_unrolled over a list of known
 * length (a key a Loop adds is refused, as in a for statement) */
SV *
comp_dict(Builder *b, Ast *e)
{
	SrcLoc loc = e->loc;
	if (comp_refused(b, e))
		return sv_poison(b);
	Sym h = sym_fmt("$dcomp%u.%u", loc.line, loc.col);
	Ast *at = ast_new(b->a, E_SUBSCRIPT, loc);
	at->a = stmt_mkname(b, h, loc), at->b = e->a, at->depth = e->a->depth + 1;
	Ast *st = ast_new(b->a, S_ASSIGN, loc);
	ast_push(b->a, &st->list, at);
	st->a = e->list.v[0];
	return comprehend(b, e, h, dict_display(b, 0).d, st);
}
