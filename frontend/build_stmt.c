/* Statements: the dispatcher (stmt) and the continuation that runs a list of them (run),
 * assignment and unpacking of targets, augmented and annotated assignment, `del`, `with`, and a
 * function body (stmt_body, which sets Builder.reg and Builder.inloop).  The constructs with
 * bodies are in their own files: `if` (stmt_if.c) and the merging of what its branches leave
 * (stmt_merge.c), early exits and returns (stmt_exit.c), loops (stmt_loop.c: the Loop node and
 * its attempts; stmt_carried.c: which names a loop carries; stmt_loopend.c: what a body's end
 * teaches the next attempt), iteration forms (stmt_iter.c), and expressions built as statements
 * (build_comp.c).  Their shared types are in stmt.h.  How each kind of value is merged and
 * carried is in the kind's own file (tensor_merge.c, list_merge.c, dict_merge.c, ...: merge.h).
 *
 * Statements run from a continuation (the rest of the current list, then the rest of each
 * enclosing list up to the function or loop body), so an `if` whose branches may exit can take
 * the whole continuation into each branch (stmt_exit.c).
 *
 * A path that raises (`raise`, an `assert` known false, a call of a function that raises on
 * every path) ends there: stmt_run() returns RAISED with b->raised set, and the construct that
 * drops the path clears it.  An If one of whose branches raised is replaced by its other
 * branch (ONNX cannot raise: the model computes only the paths that do not, and raise.c
 * warns), so `if bad: raise ...` leaves no If, and names the other branch assigns are
 * defined after it.  A loop body that raises on every path stops the loop; a function
 * that does makes its caller's path raise; an entry that does is an error. */
#include <stdlib.h>
#include <string.h>
#include "stmt.h"

Vals st_raisedpath;
static void stmt(Builder *b, Ast *s);

Vals *
stmt_vals(Builder *b)
{
	return NEW(b->a, Vals);
}

/* flattens a returned SV into values: tuples element by element, a list of tuples of
 * run-time length field by field (a helper's is made rows again by its caller; the
 * entry's is one output per field: docs/cli.md) */
int
stmt_flatten(Builder *b, SV *sv, Vals *out, SrcLoc loc)
{
	if (sv->k == SV_TUPLE && sv->dict && dict_maybe(sv))
		return emit_error(b, loc,
			"a dict some of whose keys are known only at run time cannot "
			"be returned (its values would be a run-time number of outputs)");
	if (sv->k == SV_TUPLE || sv->k == SV_ROWS) { /* rows: field by field (rows.c) */
		for (uint32_t i = 0; i < sv->n; i++)
			if (stmt_flatten(b, sv->el[i], out, loc) < 0)
				return -1;
		return 0;
	}
	if (sv->k == SV_POISON)
		return -1;
	Value *v = oprow_value(b, sv, loc);
	if (!v || held_check(b, v, loc) < 0) /* returning a sequence or optional reads it */
		return -1;
	vpush(b->a, out, v);
	return 0;
}

/* rebuilds an SV of the given shape from flat values (rows from their fields' values, as
 * flatten gave them) */
SV *
stmt_unflatten(Builder *b, SV *shape, Value **v, uint32_t *k)
{
	if (shape && shape->k == SV_ROWS) {
		SV *r = sv_new(b, SV_ROWS);
		r->n = shape->n;
		r->ty = shape->ty;
		r->el = NEWA(b->a, SV *, r->n + 1);
		for (uint32_t i = 0; i < r->n; i++)
			r->el[i] = sv_value(b, v[(*k)++]);
		return r;
	}
	if (shape && shape->k == SV_TUPLE) {
		SV *t = sv_new(b, SV_TUPLE);
		t->n = shape->n;
		t->list = shape->list;
		t->ty = shape->ty;
		t->fields = shape->fields;
		t->opt = shape->opt;
		t->el = NEWA(b->a, SV *, t->n);
		for (uint32_t i = 0; i < t->n; i++)
			t->el[i] = stmt_unflatten(b, shape->el[i], v, k);
		return t;
	}
	return sv_value(b, v[(*k)++]);
}


/* the tuple (or carried dict or rows: flat) of shape w whose leaves are
 * sv[stmt_partslot(r, i, *k, at)], *k counting them, *at the slot after the last one */








/* the contents of a list on both branches: element by element while both have one length
 * (and the merge can read the branches' ends), else a sequence made at each branch's end */

/* the names assignment target t binds (x; a, (b, *c)) */
void
stmt_targets(Builder *b, Ast *t, Names *out)
{
	if (!t)
		return;
	if (t->k == E_NAME)
		names_add(b->a, out, t->name);
	else if (t->k == E_TUPLE || t->k == E_LIST)
		for (uint32_t i = 0; i < t->list.n; i++)
			stmt_targets(b, t->list.v[i], out);
	else if (t->k == E_STARRED)
		stmt_targets(b, t->a, out);
}

/* aug: where the targets of augmented assignments go (NULL: to out).  On a tensor, x += y
 * writes x in place, and the write is found where it happens; on a number it rebinds x. */
void
stmt_assigned(Builder *b, AstList *l, Names *out, Names *aug)
{
	for (uint32_t i = 0; i < l->n; i++) {
		Ast *s = l->v[i];
		switch (s->k) {
		case S_ASSIGN:
			for (uint32_t k = 0; k < s->list.n; k++)
				stmt_targets(b, s->list.v[k], out);
			break;
		case S_AUGASSIGN: stmt_targets(b, s->a, aug ? aug : out); break;
		case S_ANNASSIGN: stmt_targets(b, s->a, out); break;
		case S_FOR: stmt_targets(b, s->a, out); /* fallthrough */
		case S_IF:
		case S_WHILE:
		case S_WITH:
			stmt_assigned(b, &s->list, out, aug);
			stmt_assigned(b, &s->list2, out, aug);
			break;
		default: break;
		}
	}
}


/* the index of the one starred name in a target list, -1 if none, -2 after an error */
static int
starred(Builder *b, Ast *t)
{
	int k = -1;
	for (uint32_t i = 0; i < t->list.n; i++)
		if (t->list.v[i]->k == E_STARRED) {
			if (k >= 0) {
				emit_error(b, t->list.v[i]->loc,
					"multiple starred expressions in assignment");
				return -2;
			}
			k = (int)i;
		}
	return k;
}

/* a, *b, c = (x1, x2, x3, x4)  =>  a = x1; b = (x2, x3); c = x4  (b is a tuple, as in
 * TorchScript); k is the starred target's index */
static void
unpackstar(Builder *b, Ast *t, SV *v, int k)
{
	uint32_t after = t->list.n - 1 - (uint32_t)k;
	if (v->n < t->list.n - 1) {
		emit_error(b, t->loc, "not enough values to unpack (expected at least %u, got %u)",
			t->list.n - 1, v->n);
		for (uint32_t i = 0; i < t->list.n; i++)
			stmt_assign(b, t->list.v[i], sv_poison(b));
		return;
	}
	SV *rest = sv_new(b, SV_TUPLE);
	rest->n = v->n - (uint32_t)k - after;
	rest->el = v->el + k;
	for (uint32_t i = 0; i < (uint32_t)k; i++)
		stmt_assign(b, t->list.v[i], v->el[i]);
	stmt_assign(b, t->list.v[k]->a, rest);
	for (uint32_t i = 0; i < after; i++)
		stmt_assign(b, t->list.v[k + 1 + i], v->el[v->n - after + i]);
}

/* n, c = x.shape: one size per name */
static void
unpackshape(Builder *b, Ast *t, SV *v)
{
	Value *x = v->self->v;
	if (x->type->rank != (int32_t)t->list.n) {
		emit_error(b, t->loc, "cannot unpack a shape of %d dims into %u names",
			x->type->rank,
			t->list.n);
		v = sv_poison(b);
	}
	for (uint32_t i = 0; i < t->list.n; i++) {
		if (v->k == SV_POISON) { /* (it has no self) */
			stmt_assign(b, t->list.v[i], v);
			continue;
		}
		SV *args[2] = {v->self, sv_value(b, emit_const_int(b, i))};
		stmt_assign(b, t->list.v[i], oprow_apply(b, OP_aten_size_int, args, 2, t->loc));
	}
}

/* (a, b) = v, (a, *b) = v: a failed unpack still binds its names (to poison), so no
 * "undefined name" follows */
static void
unpack(Builder *b, Ast *t, SV *v)
{
	int k = starred(b, t);
	if (sv_ispacked(v)) {
		sv_packedrefuse(b, "unpacking a PackedSequence", t->loc);
		v = sv_poison(b);
	}
	if (k >= 0 && (v->k == SV_SHAPE || (v->k == SV_TUPLE && v->list))) {
		emit_error(b, t->loc, "starred assignment from a list: TorchScript cannot infer the "
			"expected size of a list here; unpack a tuple");
		v = sv_poison(b);
	} else if (k >= 0 && v->k == SV_TUPLE) {
		unpackstar(b, t, v, k);
		return;
	} else if (k == -2)
		v = sv_poison(b);
	if (v->k == SV_SHAPE) {
		unpackshape(b, t, v);
		return;
	}
	if (v->k != SV_POISON && (v->k != SV_TUPLE || v->n != t->list.n)) {
		emit_error(b, t->loc, "cannot unpack %s into %u names", v->k == SV_TUPLE ?
			arena_printf(b->a, "a tuple of %u", v->n) : "this value", t->list.n);
		v = sv_poison(b);
	}
	for (uint32_t i = 0; i < t->list.n; i++)
		stmt_assign(b, t->list.v[i], v->k == SV_POISON ? v : v->el[i]);
}

void
stmt_assign(Builder *b, Ast *t, SV *v)
{
	if (v->k == SV_POISON && t->k == E_NAME) {
		tensor_bind(b, t->name, v);
		return;
	}
	switch (t->k) {
	case E_NAME: tensor_bind(b, t->name, v); return;
	case E_TUPLE: unpack(b, t, v); return;
	case E_LIST: /* Python unpacks into [a, b]; TorchScript refuses it */
		emit_error(b, t->loc, "a list display cannot be an assignment target in TorchScript: "
			"write a tuple, (a, b) = ...");
		unpack(b, t, sv_poison(b)); /* its names bound, so no use of them is an error */
		return;
	case E_SUBSCRIPT: index_set(b, t, v); return;
	case E_STARRED:
		if (v->k == SV_POISON)
			stmt_assign(b, t->a, v);
		else
			emit_error(b, t->loc,
				"a starred assignment target must be in a tuple or list");
		return;
	default: emit_error(b, t->loc, "cannot assign to this expression"); return;
	}
}






/* for t in (a, b, c): body  =>  t = a; body; t = b; body; t = c; body */

/* with torch.no_grad(): body  =>  body (gradients do not exist in ONNX) */
static int
with(Builder *b, Ast *s)
{
	Ast *e = s->a;
	if (e->k == E_CALL && e->a->k == E_ATTR && e->a->name == SYMC("no_grad"))
		return 0;
	return emit_error(b, s->loc, "only 'with torch.no_grad():' is supported");
}

/* del x, del xs[i] (xs.pop(i), its result dropped), del several in order.  TorchScript
 * refuses del of a slice; a dict's key is not removed yet (its keys are known at compile
 * time, and every name holding the dict would have to lose it). */
static void
del(Builder *b, Ast *s)
{
	for (uint32_t i = 0; i < s->list.n; i++) {
		Ast *t = s->list.v[i];
		if (t->k == E_NAME) {
			SV *sv = name_lookup(b, t->name, t->loc);
			if (sv->k != SV_POISON)
				tensor_bind(b, t->name, sv_new(b, SV_UNDEF));
			continue;
		}
		if (t->k != E_SUBSCRIPT) {
			emit_error(b, t->loc,
				"del of this target is not supported (only of a name or "
				"of a list's element)");
			return;
		}
		if (t->b->k == E_SLICE || t->b->k == E_TUPLE) {
			emit_error(b, t->b->loc,
				"del of a slice is not supported (TorchScript deletes "
				"one index at a time)");
			return;
		}
		if (!stmt_pure(t->a)) { /* (built twice below) */
			emit_error(b, t->a->loc, "del of an element of this expression is not "
				"supported; name the list first");
			return;
		}
		SV *c = expr_build(b, t->a);
		if (c->k == SV_POISON)
			return;
		if (c->k == SV_TUPLE && c->dict) { /* d.pop(k) */
			SV *k = expr_build(b, t->b);
			if (dict_method(b, c, "pop", &k, 1, t->loc)->k == SV_POISON || b->raised)
				return;
			continue;
		}
		if (!list_islist(c)) {
			emit_error(b, t->loc, "del of an element is supported on lists, not on %s",
				c->k == SV_TUPLE ? "tuples" : "this value");
			return;
		}
		Ast *pop = stmt_mkcall(b, "pop", t->b, NULL, t->loc);
		pop->a = ast_new(b->a, E_ATTR, t->loc);
		pop->a->a = t->a;
		pop->a->name = SYMC("pop");
		expr_build(b, pop);
		if (b->raised)
			return;
	}
}

/* runs statements from c; with finish, the path ends the region and its values return */
Vals *
stmt_run(Builder *b, Cont *c, int finish)
{
	for (; c; c = c->next)
		for (uint32_t i = c->i; i < c->list->n; i++) {
			Ast *s = c->list->v[i];
			Cont rest = {c->list, i + 1, c->next};
			b->here = s->loc;
			if (b->d->nerror >= b->d->maxerror)
				return NULL;
			switch (s->k) {
			case S_RETURN: return stmt_ret(b, s);
			case S_RAISE:
				if (raise_exception(b, s) < 0)
					return NULL;
				b->raised = 1;
				return RAISED;
			case S_ASSERT:
				switch (raise_assert(b, s)) {
				case -1: return NULL;
				case 0: b->raised = 1; return RAISED;
				default: opt_refine(b, s->a, 1); continue;
				}
			case S_BREAK:
			case S_CONTINUE: return stmt_jump(b, s);
			case S_IF:
				if (!stmt_mayexit(s, 0))
					break;
				return stmt_exitif(b, s, &rest);
			case S_WITH:
				if (with(b, s) < 0)
					return NULL;
				return stmt_run(b, &(Cont){&s->list, 0, &rest}, finish);
			case S_FOR: {
				Ast *u = stmt_isrange(b, s->b) ? stmt_rangetuple(b, s) : s;
				if (!u)
					break;
				return stmt_unrolled(b, u, &rest, finish);
			}
			default: break;
			}
			if ((s->k == S_FOR || s->k == S_WHILE) && stmt_mayexitlist(&s->list, 1)) {
				LoopB L;
				Node *n = stmt_buildloop(b, s, &L);
				if (!n)
					return b->raised ? RAISED : NULL;
				if (L.r.hasret)
					return stmt_afterloop(b, &L, n, &rest);
				continue;
			}
			stmt(b, s);
			if (b->raised) /* a call of a function that raises */
				return RAISED;
		}
	return finish ? stmt_fallthrough(b, (SrcLoc){0}) : NULL;
}

static const char *
augname(TokOp op)
{
	static const char *tab[] = {[OP_ADD] = "+=", [OP_SUB] = "-=", [OP_MUL] = "*=",
		[OP_DIV] = "/=", [OP_FLOORDIV] = "//=", [OP_MOD] = "%=", [OP_POW] = "**=",
		[OP_MATMUL] = "@=", [OP_LSHIFT] = "<<=", [OP_RSHIFT] = ">>=", [OP_BITAND] = "&=",
		[OP_BITOR] = "|=", [OP_BITXOR] = "^="};
	return op < sizeof tab / sizeof *tab && tab[op] ? tab[op] : "op=";
}

/* x op= y: on a tensor, an in-place update (other names and views of x see it), as
 * TorchScript's aten::add_ and friends; on a number, a new value bound to x */
static void
augassign(Builder *b, Ast *s)
{
	Ast *t = s->a;
	if (s->op == OP_FLOORDIV || s->op == OP_MATMUL) { /* on any target, of any type */
		emit_error(b, s->opl, "'%s' is not supported: TorchScript refuses it (\"unsupported "
			"kind of augmented assignment\"); write x = x %s y", augname(s->op),
			s->op == OP_FLOORDIV ? "//" : "@");
		return;
	}
	if (s->op == OP_MOD) { /* TorchScript: aten::fmod, aten::fmod_: n = -5; n %= 3 is -2.0 */
		emit_error(b, s->opl, "'%%=' is not supported yet: TorchScript computes it as fmod (the "
			"sign of the dividend: -5 %%= 3 gives -2, and a float where the target is an "
			"int), not as %%; write x = x %% y for Python's remainder");
		return;
	}
	if (t->k == E_SUBSCRIPT) {
		index_augset(b, t, s->op, s->b, s->opl);
		return;
	}
	if (t->k == E_NAME && s->op == OP_ADD) {
		SV *cur = env_get(&b->env, t->name);
		if (cur && list_islist(cur)) { /* xs += ys extends xs in place, as list.extend */
			SV *now = name_lookup(b, t->name, t->loc), *r = expr_build(b, s->b);
			if (r->k != SV_POISON && !list_islist(r))
				emit_error(b, s->opl, "list += takes a list");
			else
				list_method(b, now, "extend", &r, 1, s->opl);
			return;
		}
	}
	if (t->k != E_NAME) {
		emit_error(b, t->loc, "augmented assignment to %s is not supported yet",
			t->k == E_ATTR ? "an attribute" : "this target");
		return;
	}
	SV *l = name_lookup(b, t->name, t->loc);
	SV *r = expr_build(b, s->b);
	if (l->k == SV_VALUE && l->v->type->kind == T_TENSOR) {
		if (tensor_overlaps(b, l, r, s->b->loc) < 0)
			return;
		tensor_inplace(b, l, expr_binop(b, s->op, l, r, s->opl), augname(s->op), s->opl,
			t->name);
		return;
	}
	tensor_bind(b, t->name, expr_binop(b, s->op, l, r, s->opl));
}

static void
annassign(Builder *b, Ast *s)
{
	Type *t = name_annot(b, s->b);
	if (!s->c) {
		emit_error(b, s->loc, "a declaration without a value is not supported");
		return;
	}
	const Ast *outer = b->hinted;
	b->hinted = s->c;
	SV *v = expr_build(b, s->c);
	b->hinted = outer;
	if (s->a->k == E_NAME)
		v = name_declared(b, v, t, s->a->name, s->c->loc);
	stmt_assign(b, s->a, name_emptytyped(b, v, t));
}

static void
stmt(Builder *b, Ast *s)
{
	if (emit_toodeep(b, s->loc))
		return;
	switch (s->k) {
	case S_EXPR:
		if (s->a->k != E_STR)
			expr_build(b, s->a);
		return;
	case S_ASSIGN: {
		SV *v = s->list.n == 1 && s->list.v[0]->k == E_NAME ?
			lenonly_assign(b, s->list.v[0]->name, s->a) : NULL;
		if (!v)
			v = expr_build(b, s->a);
		for (uint32_t i = 0; i < s->list.n; i++)
			stmt_assign(b, s->list.v[i], v);
		return;
	}
	case S_AUGASSIGN: augassign(b, s); return;
	case S_ANNASSIGN: annassign(b, s); return;
	case S_PASS: return;
	case S_IF: stmt_ifstmt(b, s); return;
	case S_FOR:
	case S_WHILE: {
		LoopB L;
		stmt_buildloop(b, s, &L);
		return;
	}
	case S_DEF:
		emit_error(b, s->loc, "nested function definitions are not supported");
		tensor_bind(b, s->name, sv_poison(b));
		return;
	case S_CLASS: emit_error(b, s->loc, "nested classes are not supported"); return;
	case S_IMPORT:
	case S_FROMIMPORT: emit_error(b, s->loc,
		"imports inside a function are not supported"); return;
	case S_GLOBAL: emit_error(b, s->loc, "'global' is not supported"); return;
	case S_DEL: del(b, s); return;
	default: emit_error(b, s->loc, "unsupported statement"); return;
	}
}

/* a function body in its own region: the flat list of returned values; NULL with b->raised
 * set if every path raises */
Vals *
stmt_body(Builder *b, Ast *fn)
{
	Region r = {.k = R_FUNC, .outer = b->reg, .fn = fn};
	/* (-> PackedSequence, or a tuple holding one: the compiler's value, no IR type; what
	 * is returned is what the call gives) */
	if (fn->a && !name_haspacked(fn->a) && !(r.rettype = name_annot(b, fn->a)))
		return NULL;
	int inloop = b->inloop;
	b->reg = &r, b->inloop = 0;
	Vals *v = stmt_run(b, &(Cont){&fn->list, 0, NULL}, 1);
	b->reg = r.outer, b->inloop = inloop;
	return b->d->nerror || v == RAISED ? NULL : v; /* raised: b->raised tells the caller */
}
