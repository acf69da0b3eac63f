/* `if` statements: the If node and its two blocks, a condition known at compile time (one
 * branch built), branches that raise (the other one kept), and an `if` whose branches may
 * exit (stmt_exitif, stmt_ifpaths: the continuation taken into each branch, their paths' values joined
 * as If outputs, made by kernel.c's emit_ifoutputs).  An `if` without exits merges what its
 * branches assign (stmt_merge.c). */
#include <stdlib.h>
#include <string.h>
#include "stmt.h"

/* the paths vt and ve, which end a function, in the If n, brought to one shape */
static int
joinpaths(Builder *b, Node *n, Vals **vt, Vals **ve, SrcLoc loc)
{
	SV *st = (*vt)->shape, *se = (*ve)->shape;
	if (!st || !se || (sv_samenesting(st, se) && (*vt)->n == (*ve)->n)) {
		const char *why;
		SV *j = st && se ? stmt_joinshape(b, st, se, &why) : NULL;
		(*vt)->shape = j ? j : st;
		return 0;
	}
	const char *why = NULL;
	SV *j = stmt_joinshape(b, st, se, &why);
	if (!j)
		return emit_error(b, loc, "%s", why);
	Vals **side[2] = {vt, ve};
	Block *outer = b->blk;
	for (int i = 0; i < 2; i++) {
		Vals *c = stmt_vals(b);
		uint32_t k = 0;
		b->blk = n->blk[i];
		int rc = stmt_conv(b, j, (*side[i])->shape, (*side[i])->v, &k, c, loc);
		b->blk = outer;
		if (rc < 0)
			return -1;
		c->shape = j;
		*side[i] = c;
	}
	for (uint32_t i = 0; i < (*vt)->n && i < (*ve)->n; i++) {
		stmt_emptylist((*vt)->v[i], (*ve)->v[i]);
		stmt_emptylist((*ve)->v[i], (*vt)->v[i]);
	}
	return 0;
}

Vals *
stmt_jump(Builder *b, Ast *s)
{
	if (b->reg->k != R_LOOP) {
		emit_error(b, s->loc, "'%s' outside a loop",
			s->k == S_BREAK ? "break" : "continue");
		return NULL;
	}
	if (s->k == S_CONTINUE)
		return stmt_fallthrough(b, s->loc);
	return stmt_loopfinish(b, emit_const_bool(b, 0), NULL, NULL, s->loc);
}

/* an if's condition; where it failed (reported), a placeholder bool, so that both branches
 * are still built: their own errors are reported, and the names they set are set after the
 * if (not undefined, a follow-on error) */
static Value *
condition(Builder *b, Ast *e)
{
	uint32_t before = b->d->nerror;
	Value *cv = expr_truth(b, expr_build(b, e), e->loc);
	if (!cv && b->d->nerror > before && !b->raised)
		cv = merge_uninit(b, ty_bool());
	return cv;
}

static Node *
ifnode(Builder *b, Value *cv, SrcLoc loc)
{
	Node *n = ir_node(b->g, S_prim_If, 0, loc);
	ir_addinput(b->g, n, cv);
	ir_append(b->blk, n);
	ir_addblock(b->g, n);
	ir_addblock(b->g, n);
	return n;
}

/* The else of If n raised: the then branch, which finished the region with vt, is computed
 * in place of the If.  Its writes to memory from before stay written (st), as in a merge. */
static Vals *
thenonly(Builder *b, Node *n, Change *st, uint32_t nst, Vals *vt)
{
	ir_inlineblock(n, n->blk[0]);
	for (uint32_t i = 0; i < nst; i++)
		if (st[i].sv)
			env_set(b->a, &b->store, st[i].name, st[i].sv);
	return vt;
}

/* v converted to dtype dt at the end of block blk */
static Value *
castin(Builder *b, Block *blk, Value *v, DType dt)
{
	Block *outer = b->blk;
	b->blk = blk;
	SV *x = sv_value(b, v), *d = sv_value(b, emit_const_dtype(b, dt));
	SV *r = oprow_apply(b, OP_aten_to_dtype, (SV *[]){x, d}, 2, b->here);
	b->blk = outer;
	return r->k == SV_VALUE ? r->v : v;
}

/* paths of a loop body (If n's branches) that end with a carried tensor in the dtype it is
 * carried in on one and another dtype on the other: the first converted to the other in
 * its branch, so that the run's result retypes the loop (split_retype: the attempt is built
 * again, and the variable's uses are checked then) instead of failing here */
static void
retypepaths(Builder *b, Node *n, Region *r, Vals *vt, Vals *ve)
{
	uint32_t off = 1 + (r->hasret ? 1 + r->nslot : 0);
	for (uint32_t i = 0; i < r->ncarried && off + i < vt->n && off + i < ve->n; i++) {
		Value **t = &vt->v[off + i], **e = &ve->v[off + i];
		Type *c = r->ctypes[i], *tt = (*t)->type, *te = (*e)->type;
		if (c->kind != T_TENSOR || tt->kind != T_TENSOR || te->kind != T_TENSOR ||
		    tt->dtype == te->dtype || tt->rank != te->rank)
			continue;
		if (tt->dtype == c->dtype)
			*t = castin(b, n->blk[0], *t, te->dtype);
		else if (te->dtype == c->dtype)
			*e = castin(b, n->blk[1], *e, tt->dtype);
	}
}

/* an if whose paths finish the region: each branch runs on to the region's end */
Vals *
stmt_ifpaths(Builder *b, Value *cv, Cont *ct, SV *tret, Cont *ce, Ast *cond, SrcLoc loc)
{
	int64_t k;
	if (ir_constint(cv, &k) && !tret)
		return stmt_run(b, k ? ct : ce, 1);
	Node *n = ifnode(b, cv, loc);
	Block *outer = b->blk;
	Scope sc = env_open(&b->env), ss = env_open(&b->store);
	uint32_t nst, nse, w0 = b->wlog.n;
	b->blk = n->blk[0];
	opt_refine(b, cond, 1);
	dict_refine(b, cond, 0); /* if "a" in d: d has "a" on this path */
	uint32_t zm = size_refine(b, cv, 1);
	Vals *vt;
	if (tret) {
		vt = stmt_vals(b);
		if (b->reg->k == R_LOOP && !(tret = stmt_loopret(b, b->reg, tret, loc)))
			tret = sv_poison(b);
		vt->shape = tret;
		if (stmt_flatten(b, tret, vt, loc) == 0 && b->reg->k == R_LOOP) {
			stmt_learnret(b, b->reg, tret, vt, loc);
			vt = stmt_loopfinish(b, emit_const_bool(b, 0), emit_const_bool(b, 1),
				b->reg->again ? NULL : vt, loc);
		}
	} else
		vt = stmt_run(b, ct, 1);
	size_unrefine(b, zm);
	uint32_t w1 = b->wlog.n;
	b->raised = 0;
	env_close(b->a, &b->env, sc, NULL);
	Change *st = env_close(b->a, &b->store, ss, &nst);
	if (vt == RAISED) { /* only the else is computed: in place of the If */
		b->blk = outer;
		ir_destroy(n);
		opt_refine(b, cond, 0);
		dict_refine(b, cond, 1);
		return stmt_run(b, ce, 1);
	}
	sc = env_open(&b->env), ss = env_open(&b->store);
	b->blk = n->blk[1];
	opt_refine(b, cond, 0);
	dict_refine(b, cond, 1);
	vpush(b->a, &b->offpath, w0);
	vpush(b->a, &b->offpath, w1);
	zm = size_refine(b, cv, 0);
	Vals *ve = stmt_run(b, ce, 1);
	size_unrefine(b, zm);
	b->offpath.n -= 2;
	b->raised = 0;
	env_close(b->a, &b->env, sc, NULL);
	Change *se = env_close(b->a, &b->store, ss, &nse);
	b->blk = outer;
	if (ve == RAISED && vt)
		return thenonly(b, n, st, nst, vt);
	if (!vt || !ve)
		return NULL;
	if (b->reg->k != R_LOOP && joinpaths(b, n, &vt, &ve, loc) < 0)
		return NULL;
	if (vt->n != ve->n) {
		emit_error(b, loc, "the branches of this 'if' return different numbers of values");
		return NULL;
	}
	if (b->reg->k == R_LOOP)
		retypepaths(b, n, b->reg, vt, ve);
	Vals *out = stmt_vals(b);
	out->shape = vt->shape;
	Value **o = emit_ifoutputs(b, n, vt->v, ve->v, vt->n, NULL);
	for (uint32_t i = 0; i < vt->n; i++)
		vpush(b->a, out, o[i]);
	/* both paths end the region; what they wrote to memory from before stays written (a
	 * function's caller sees its arguments written) */
	stmt_mergestore(b, n, st, nst, se, nse, NULL);
	return out;
}

Vals *
stmt_exitif(Builder *b, Ast *s, Cont *rest)
{
	Value *cv = condition(b, s->a);
	if (b->raised)
		return RAISED;
	if (!cv)
		return NULL;
	Cont ct = {&s->list, 0, rest}, ce = {&s->list2, 0, rest};
	return stmt_ifpaths(b, cv, &ct, NULL, &ce, s->a, s->loc);
}

/* the branch l of an if whose condition cond has the value truth there */
static Branch
branch(Builder *b, Block *blk, AstList *l, Ast *cond, Value *cv, int k)
{
	Branch r;
	Scope se = env_open(&b->env), ss = env_open(&b->store);
	b->blk = blk;
	r.rf = opt_refine(b, cond, k == 0);
	dict_refine(b, cond, k); /* if "a" in d: d has "a" on this branch */
	uint32_t zm = size_refine(b, cv, k == 0); /* if x.size(0) == 1: B is 1 here */
	r.w0 = b->wlog.n;
	r.raised = stmt_run(b, &(Cont){l, 0, NULL}, 0) == RAISED;
	size_unrefine(b, zm);
	r.w1 = b->wlog.n;
	b->raised = 0;
	r.names = env_changes(b->a, &b->env, se, &r.nn);
	for (uint32_t i = 0; i < r.nn; i++)
		if (r.names[i].sv && !opt_refined(&r.rf, r.names[i].name, r.names[i].sv))
			r.names[i].sv = tensor_now(b, r.names[i].sv);
	env_close(b->a, &b->env, se, NULL);
	r.st = env_close(b->a, &b->store, ss, &r.nst);
	return r;
}

/* does every path through l end in a raise it shows? (a branch that does is built first:
 * if it raises, the other is built once, in place of the If) */
static int
endsraise(AstList *l)
{
	Ast *s = l->n ? l->v[l->n - 1] : NULL;
	if (!s)
		return 0;
	return s->k == S_RAISE || (s->k == S_IF && endsraise(&s->list) && endsraise(&s->list2));
}

/* If n is dropped for its branch l, built in its place (the other branch raised); what
 * cond == truth shows stays refined after it */
static void
only(Builder *b, Node *n, Block *outer, AstList *l, Ast *cond, int truth)
{
	b->blk = outer;
	ir_destroy(n);
	opt_refine(b, cond, truth);
	dict_refine(b, cond, !truth);
	stmt_run(b, &(Cont){l, 0, NULL}, 0); /* if l raises too, b->raised tells the caller's run */
}

/* if_stmt -> 'if' expr ':' block ['else' ':' block]   (no exits inside) */
void
stmt_ifstmt(Builder *b, Ast *s)
{
	Value *cv = condition(b, s->a);
	if (!cv || b->raised)
		return;
	int64_t k;
	if (ir_constint(cv, &k)) {
		stmt_run(b, &(Cont){k ? &s->list : &s->list2, 0, NULL}, 0);
		return;
	}
	Node *n = ifnode(b, cv, s->loc);
	Block *outer = b->blk;
	Merging m = {n, b->nstorage, {0}, {0}, NULL, 0, NULL, stmt_mergesv};
	AstList *l[2] = {&s->list, &s->list2};
	Branch br[2];
	int f = endsraise(l[1]) && !endsraise(l[0]); /* the branch built first */
	br[f] = branch(b, n->blk[f], l[f], s->a, cv, f);
	if (br[f].raised) {
		only(b, n, outer, l[!f], s->a, f != 0);
		return;
	}
	vpush(b->a, &b->offpath, br[f].w0);
	vpush(b->a, &b->offpath, br[f].w1);
	br[!f] = branch(b, n->blk[!f], l[!f], s->a, cv, !f);
	b->offpath.n -= 2;
	if (br[!f].raised) {
		only(b, n, outer, l[f], s->a, f == 0);
		return;
	}
	Branch t = br[0], e = br[1];
	opt_unrefine(b, &t.rf, t.names, t.nn, &e.rf, e.names, e.nn);
	m.br[0] = &t, m.br[1] = &e;
	b->blk = outer;
	stmt_mergestore(b, n, t.st, t.nst, e.st, e.nst, &m);
	stmt_mergenames(b, &m, t.names, t.nn, e.names, e.nn);
}
