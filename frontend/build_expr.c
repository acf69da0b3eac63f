/* Expressions: names, literals, operators (with Python's short-circuit `and`/`or` and
 * chained comparisons), conditional expressions, tuples.  Operators on tensors become the
 * aten operator of the Tensor overload even when one side is a Python number: inference
 * then applies PyTorch's promotion for wrapped numbers, as `x + 2` does in PyTorch.
 * Operators on two numbers pick the int or float overload from the schema table.  Which
 * operator a Python operator spells is a column of its rows in ops.def (F_PY).  A value used
 * as a condition becomes a bool here (expr_truth), for `and`, `or`, `not` and the statements; a
 * dict display's keys and values are built here, in order, and given to dict.c. */
#include <string.h>
#include "call.h"

static const char *
opname(TokOp op)
{
	static const char *s[] = {[OP_ADD] = "+", [OP_SUB] = "-", [OP_MUL] = "*", [OP_DIV] = "/",
		[OP_FLOORDIV] = "//", [OP_MOD] = "%", [OP_POW] = "**", [OP_MATMUL] = "@",
		[OP_LSHIFT] = "<<", [OP_RSHIFT] = ">>", [OP_BITAND] = "&", [OP_BITOR] = "|",
		[OP_BITXOR] = "^", [OP_EQ] = "==", [OP_NE] = "!=", [OP_LT] = "<", [OP_LE] = "<=",
		[OP_GT] = ">", [OP_GE] = ">=", [OP_IS] = "is", [OP_ISNOT] = "is not",
		[OP_IN] = "in", [OP_NOTIN] = "not in"};
	return op < sizeof s / sizeof *s && s[op] ? s[op] : "?";
}

Value *
expr_rvalue(Builder *b, Ast *e)
{
	return oprow_value(b, expr_build(b, e), e->loc);
}

static int
istensor(SV *s)
{
	return s->k == SV_VALUE && s->v->type->kind == T_TENSOR;
}

static int
isnum(SV *s)
{
	return s->k == SV_VALUE && ty_isscalar(s->v->type);
}

/* a number a tensor operator takes: TorchScript's Scalar is int or float, not bool */
static int
isscalar(SV *s)
{
	return s->k == SV_VALUE && (s->v->type->kind == T_INT || s->v->type->kind == T_FLOAT);
}

/* a tensor operator with a Python number on either side: the Tensor overload, directly */
static SV *
tensorop(Builder *b, const Op *o, SV *l, SV *r, SrcLoc loc)
{
	Value **in = NEWA(b->a, Value *, o->nargs + 2);
	in[0] = l->v, in[1] = r->v;
	for (uint32_t i = 2; i < o->nargs; i++)
		in[i] = emit_const_int(b, 1); /* alpha=1: the only extra arg of these */
	Node *n = emit_opnode(b, op_row(o), in, loc);
	return n ? sv_value(b, n->out[0]) : sv_poison(b);
}

static SV *
tupleop(Builder *b, TokOp op, SV *l, SV *r, SrcLoc loc)
{
	int64_t k;
	if (op == OP_ADD && l->k == SV_TUPLE && r->k == SV_TUPLE) {
		SV *t = sv_new(b, SV_TUPLE);
		t->n = l->n + r->n;
		t->el = NEWA(b->a, SV *, t->n + 1);
		memcpy(t->el, l->el, sizeof(SV *) * l->n);
		memcpy(t->el + l->n, r->el, sizeof(SV *) * r->n);
		return t;
	}
	if (op == OP_MUL && r->k == SV_TUPLE && l->k != SV_TUPLE) { /* 3 * [x]: [x] * 3 */
		SV *t = l;
		l = r, r = t;
	}
	if (op == OP_MUL && l->k == SV_TUPLE && l->dict) { /* (TorchScript has no Dict * int) */
		emit_error(b, loc, "unsupported operand types for %s: a dict", opname(op));
		return sv_poison(b);
	}
	if (op == OP_MUL && l->k == SV_TUPLE && isnum(r) && ir_constint(r->v, &k) && k >= 0) {
		uint64_t each = sv_count(l, FE_MAXELEMS);
		if (k > FE_MAXELEMS || (uint64_t)k * each > FE_MAXELEMS)
			return sv_toolarge(b, loc); /* before 8 bytes per element are asked for */
		SV *t = sv_new(b, SV_TUPLE);
		t->n = l->n * (uint32_t)k;
		t->list = l->list;
		t->el = NEWA(b->a, SV *, t->n + 1);
		for (uint32_t i = 0; i < t->n; i++)
			t->el[i] = l->el[i % l->n];
		return t;
	}
	if (op == OP_MUL && l->k == SV_TUPLE && r->k == SV_VALUE && r->v->type->kind == T_INT) {
		const char *what = l->list ? "list" : "tuple";
		if (ir_constint(r->v, &k)) /* (negative) */
			emit_error(b, loc, "a %s repeated a negative number of times (RuntimeError "
				"'vector::reserve' in PyTorch)", what);
		else
			emit_error(b, loc,
				"a %s repeated a number of times known only at run time is "
				"not supported: the count must be a constant", what);
		return sv_poison(b);
	}
	emit_error(b, loc, "unsupported operand types for %s", opname(op));
	return sv_poison(b);
}

/* x.shape + [k], [k] + x.size(): the list of x's sizes, so that the length of the sum (the
 * rank of a reshape to it) stays known when x's rank is */
static SV *
sizes(Builder *b, SV *s, SrcLoc loc)
{
	if (s->k != SV_SHAPE || s->self->v->type->rank < 0)
		return s;
	SV *t = index_get(b, s, &(Ast){.k = E_SLICE, .loc = loc}, loc);
	if (t->k == SV_TUPLE)
		t->list = 1;
	return t;
}

/* the text of a string constant, or NULL */
static const char *
conststr(const SV *s)
{
	if (s->k != SV_VALUE || s->v->type->kind != T_STR || !ir_isconst(s->v))
		return NULL;
	Attr *at = ir_attr(s->v->def, S_value);
	return at && at->kind == A_STR ? at->s : NULL;
}

/* str + str (aten::add.str): every string is a compile-time constant (ONNX has no
 * string arithmetic), so is their concatenation */
static SV *
strcat_(Builder *b, const char *l, const char *r, SrcLoc loc)
{
	size_t nl = strlen(l), nr = strlen(r);
	char *t = arena_alloc(b->a, nl + nr + 1);
	memcpy(t, l, nl);
	memcpy(t + nl, r, nr + 1);
	return sv_value(b, ir_const_str(b->g, ir_end(b->blk), t, loc));
}

SV *
expr_binop(Builder *b, TokOp op, SV *l, SV *r, SrcLoc loc)
{
	if (l->k == SV_POISON || r->k == SV_POISON)
		return sv_poison(b);
	if (op == OP_ADD)
		l = sizes(b, l, loc), r = sizes(b, r, loc);
	if (l->k == SV_SHAPE) /* x.shape + ... behaves as a tuple of sizes */
		l = sv_value(b, oprow_value(b, l, loc));
	if (op == OP_ADD && (list_islist(l) || list_islist(r)))
		return list_add(b, l, r, loc);
	if (l->k == SV_TUPLE || r->k == SV_TUPLE)
		return tupleop(b, op, l, r, loc);
	const char *lstr = conststr(l), *rstr = conststr(r);
	if (op == OP_ADD && lstr && rstr)
		return strcat_(b, lstr, rstr, loc);
	Value *lv = oprow_value(b, l, loc), *rv = oprow_value(b, r, loc);
	if (!lv || !rv)
		return sv_poison(b);
	const Op *top = op_forpy(opname(op), 1), *nop = op_forpy(opname(op), 0);
	if (!top && !nop) {
		emit_error(b, loc, "operator %s is not supported", opname(op));
		return sv_poison(b);
	}
	/* on the stack: a tensor operator reads only their values (a third of the builder's
	 * SVs at 40,000 statements were these) */
	SV lsv = {.k = SV_VALUE, .v = lv}, rsv = {.k = SV_VALUE, .v = rv}, *ls = &lsv, *rs = &rsv;
	if (op == OP_FLOORDIV && isscalar(ls) && istensor(rs)) {
		/* TorchScript's `7.5 // t` is floordiv(7.5, FloatImplicit(t)), a Python number
		 * (no Tensor overload takes a number first); the other operators give tensors */
		rs = name_implicit(b, sv_value(b, rv), lv->type, loc);
		if (rs->k == SV_POISON)
			return rs;
	}
	if (istensor(ls) || istensor(rs)) {
		if ((!istensor(ls) && !isscalar(ls)) || (!istensor(rs) && !isscalar(rs)) || !top) {
			SV *both[2] = {ls, rs};
			emit_error(b, loc, "no overload of aten::%s takes (%s, %s)%s", top ?
				sym_str(top->name) : opname(op), ty_str_of(b->a, lv->type),
				ty_str_of(b->a, rv->type), opt_unchecked(both, 2));
			return sv_poison(b);
		}
		if (op == OP_MATMUL && (!istensor(ls) || !istensor(rs))) {
			emit_error(b, loc, "@ needs two tensors");
			return sv_poison(b);
		}
		return tensorop(b, top, ls, rs, loc);
	}
	if (!nop) {
		emit_error(b, loc, "operator %s needs tensors", opname(op));
		return sv_poison(b);
	}
	SV *args[2] = {sv_value(b, lv), rs == &rsv ? sv_value(b, rv) : rs};
	return call_op(b, sym_str(nop->name), NULL, args, 2, NULL, NULL, 0, loc);
}

/* the row a unary Python operator spells on v (ops.def: F_PY(PY_NEG) ...), or NULL */
static const char *
unrow(TokOp op, const Value *v)
{
	const char *text = op == OP_NOT ? "not x" : op == OP_INVERT ? "~x" : "-x";
	const Op *o = op_forpy(text, v->type->kind == T_TENSOR);
	return o ? sym_str(o->name) : NULL;
}

static SV *
unop(Builder *b, Ast *e)
{
	SV *x = expr_build(b, e->a);
	if (x->k == SV_POISON)
		return x;
	Value *v = e->op == OP_NOT ? expr_truth(b, x, e->a->loc) : oprow_value(b, x, e->a->loc);
	if (!v)
		return sv_poison(b);
	if (e->op == OP_POS)
		return sv_value(b, v);
	SV *a = sv_value(b, v);
	const char *row = unrow(e->op, v);
	if (!row) {
		emit_error(b, e->loc, "%s on a Python %s is not supported",
			e->op == OP_INVERT ? "~" :
			"unary -", ty_str_of(b->a, v->type));
		return sv_poison(b);
	}
	return call_op(b, row, NULL, &a, 1, NULL, NULL, 0, e->loc);
}

/* a tuple of tuples and values (no lists, dicts, NamedTuples, Optional[Tuple]s) */
static int
plaintuple(const SV *sv)
{
	if (sv->k != SV_TUPLE)
		return sv->k == SV_VALUE;
	if (sv->list || sv->dict || sv->fields || sv->opt || !sv->n)
		return 0;
	for (uint32_t i = 0; i < sv->n; i++)
		if (!plaintuple(sv->el[i]))
			return 0;
	return 1;
}

/* the values of tuple sv, in order, as results of the block being built: its first one */
static Value *
tupleresults(Builder *b, SV *sv, SrcLoc loc)
{
	if (sv->k != SV_TUPLE) {
		Value *v = oprow_value(b, sv, loc);
		if (v)
			ir_addresult(b->g, b->blk, v);
		return v;
	}
	Value *first = NULL;
	for (uint32_t i = 0; i < sv->n; i++) {
		Value *v = tupleresults(b, sv->el[i], loc);
		if (!v)
			return NULL;
		first = first ? first : v;
	}
	return first;
}

/* side k of a conditional whose condition is cond: the known value, or the expression (as a
 * bool for and/or), built with the names cond shows to be None or not refined, and the dict
 * keys it shows to be there (`"a" in d`, dict_refine); *from is what the expression gave.  A
 * write it made to memory from before would not be merged with the other side: refused. */
static Value *
side(Builder *b, Ast *cond, int k, Ast *e, SV *known, int truth, SrcLoc loc, SV **from)
{
	*from = NULL;
	if (known)
		return known->v;
	Scope sc = env_open(&b->env), ss = env_open(&b->store);
	opt_refine(b, cond, k == 0);
	dict_refine(b, cond, k); /* `"a" not in d or d["a"] ...`: d has "a" on this side */
	SV *sv = expr_build(b, e);
	Value *v = NULL;
	if (sv->k == SV_TUPLE && !truth && plaintuple(sv)) {
		v = tupleresults(b, sv, loc); /* (a tuple's values are the block's results) */
		*from = sv;
	} else if (sv->k != SV_POISON) {
		v = truth ? expr_truth(b, sv, e->loc) : oprow_value(b, sv, loc);
		*from = sv;
	}
	uint32_t n;
	env_close(b->a, &b->env, sc, NULL);
	Change *c = env_close(b->a, &b->store, ss, &n);
	for (uint32_t i = 0; v && i < n; i++)
		if (!c[i].isnew && !(c[i].sv && dict_refined(env_get(&b->store, c[i].name),
			c[i].sv))) {
			emit_error(b, e->loc,
				"a write to a tensor, list or dict made before a conditional "
				"expression (`a if c else b`, `and`, `or`) inside it is not supported; use "
				"an if statement");
			return NULL;
		}
	return v;
}

/* the result r of a conditional is side k's tensor s when c holds (as a merge does,
 * tensor_merge.c, mergeside), if s is a tensor made before the conditional (mark) */
static void
sideref(Builder *b, Ref *r, Value *c, SV *s, uint32_t mark, SrcLoc loc)
{
	if (!s || s->k != SV_VALUE || !s->ref)
		return;
	Ref *x = s->ref;
	if (x->st->fixed) /* r may be x, which may not be written */
		r->st->fixed = x->st->fixed;
	if (x->st->id >= mark) { /* made by the side: no name holds it; a sequence may (held.c) */
		held_also(b, r->st, x->st);
		if (x->namb)
			tensor_inherit(b, r, x);
		return;
	}
	if (c && !x->namb && tensor_alt(b, r, c, x) == 0) {
		for (uint32_t i = 0; i < x->nalt; i++) {
			SV *two[2] = {sv_value(b, c), sv_value(b, x->alt[i].cond)};
			SV *both = oprow_apply(b, OP_aten___and___bool, two, 2, loc);
			if (both->k != SV_VALUE || tensor_alt(b, r, both->v, x->alt[i].to) < 0)
				tensor_inherit(b, r, x);
		}
		return;
	}
	tensor_inherit(b, r, x);
	tensor_mayshare(b, r, x->st, "which tensor it is depends on a conditional expression");
}

/* the tensor or optional a conditional gave, r: the tensors its sides s[0..2) were */
static SV *
sides(Builder *b, SV *r, Value *c, SV **s, uint32_t mark, SrcLoc loc)
{
	Type *t = r->v->type;
	if (t->kind == T_OPTIONAL) {
		for (int k = 0; k < 2; k++)
			if (s[k])
				opt_into(b, s[k]);
		return r;
	}
	if (t->kind != T_TENSOR)
		return r;
	tensor_own(b, r);
	SV *cs = sv_value(b, c);
	SV *nc = oprow_apply(b, OP_aten___not___bool, &cs, 1, loc);
	sideref(b, r->ref, c, s[0], mark, loc);
	sideref(b, r->ref, nc->k == SV_VALUE ? nc->v : NULL, s[1], mark, loc);
	return r;
}

/* the tuple of If n's outputs o[*k...] shaped as sv[0] (whose leaves, and sv[1]'s, are the
 * sides' values) */
static SV *
tupleout(Builder *b, Value **o, uint32_t *k, Value *c, SV **sv, uint32_t mark, SrcLoc loc)
{
	if (sv[0]->k != SV_TUPLE)
		return sides(b, sv_value(b, o[(*k)++]), c, sv, mark, loc);
	SV *t = sv_new(b, SV_TUPLE);
	t->n = sv[0]->n;
	t->el = NEWA(b->a, SV *, t->n + 1);
	for (uint32_t i = 0; i < t->n; i++) {
		SV *two[2] = {sv[0]->el[i], sv[1]->el[i]};
		t->el[i] = tupleout(b, o, k, c, two, mark, loc);
	}
	return t;
}

/* a conditional whose sides are tuples (tup[k]: side k is one, its values the results of
 * its block): one output per value, the tuple of them */
static SV *
tuplesides(Builder *b, Node *n, Value *c, SV **s, const int *tup, uint32_t mark, SrcLoc loc)
{
	if (!tup[0] || !tup[1] || !sv_samenesting(s[0], s[1])) {
		emit_error(b, loc, "the two results of this conditional are tuples of different shapes, "
			"or a tuple and something else");
		return sv_poison(b);
	}
	uint32_t m = n->blk[0]->ret.nin, k = 0;
	Value **o = NEWA(b->a, Value *, m + 1);
	for (uint32_t i = 0; i < m; i++) {
		Type *t0 = ir_result(n->blk[0], i)->type, *t1 = ir_result(n->blk[1], i)->type;
		Type *j = ty_join(t0, t1);
		if (!j) {
			emit_error(b, loc,
				"element %u of the two results has types %s and %s; ONNX If "
				"needs one type", i, ty_str_of(b->a, t0), ty_str_of(b->a, t1));
			return sv_poison(b);
		}
		o[i] = ir_addoutput(b->g, n, j);
	}
	return tupleout(b, o, &k, c, s, mark, loc);
}

/* the value of a conditional: If(c) -> then: a, else: b, unless c is a constant.  Each side
 * is an expression or a value already known (tconst/econst); truth makes them bools.  c is
 * the value of the expression cond, whose checks of None refine names in the sides. */
static SV *
select2(Builder *b, Value *c, Ast *cond, Ast *ta, SV *tconst, Ast *ea, SV *econst, int truth,
	SrcLoc loc)
{
	int64_t k;
	SV *s[2];
	if (ir_constint(c, &k)) { /* the side itself, with its identity */
		SV *known = k ? tconst : econst, *sv = known ? known : expr_build(b, k ? ta : ea);
		if (!truth || sv->k == SV_POISON)
			return sv;
		Value *v = expr_truth(b, sv, (k ? ta : ea) ? (k ? ta : ea)->loc : loc);
		return v ? sv_value(b, v) : sv_poison(b);
	}
	uint32_t mark = b->nstorage;
	Node *n = ir_node(b->g, S_prim_If, 0, loc);
	ir_addinput(b->g, n, c);
	ir_append(b->blk, n);
	Block *outer = b->blk;
	Value *r[2];
	int tup[2];
	for (int i = 0; i < 2; i++) {
		b->blk = ir_addblock(b->g, n);
		uint32_t zm = size_refine(b, c, i == 0); /* (sizes c tells: sizes.c) */
		r[i] = i == 0 ? side(b, cond, 0, ta, tconst, truth, loc, &s[0]) :
			side(b, cond, 1, ea, econst, truth, loc, &s[1]);
		size_unrefine(b, zm);
		tup[i] = r[i] && s[i] && s[i]->k == SV_TUPLE && !truth;
		if (r[i] && !tup[i])
			ir_addresult(b->g, b->blk, r[i]);
	}
	b->blk = outer;
	if (!r[0] || !r[1])
		return sv_poison(b);
	if (tup[0] || tup[1])
		return tuplesides(b, n, c, s, tup, mark, loc);
	Type *j = ty_join(r[0]->type, r[1]->type);
	if (!j) {
		emit_error(b, loc, "the two results have types %s and %s; ONNX If needs one type",
			ty_str_of(b->a, r[0]->type), ty_str_of(b->a, r[1]->type));
		return sv_poison(b);
	}
	return sides(b, sv_value(b, ir_addoutput(b->g, n, j)), c, s, mark, loc);
}

/* a and b: if a then bool(b) else False; a or b: if a then True else bool(b); b is only
 * evaluated on the path that needs it, as in Python */
static SV *
boolop(Builder *b, Ast *e)
{
	Value *l = expr_truth(b, expr_build(b, e->a), e->a->loc);
	if (!l)
		return sv_poison(b);
	int and = e->op == OP_AND;
	int64_t k;
	if (ir_constint(l, &k) && (and ? !k : k))
		return sv_value(b, l); /* the left side decides */
	SV *ls = sv_value(b, l);
	if (and)
		return select2(b, l, e->a, e->b, NULL, NULL, ls, 1, e->loc);
	return select2(b, l, e->a, NULL, ls, e->b, NULL, 1, e->loc);
}

/* `x is None`: decided by types at compile time, or at run time for an optional */
static SV *
isop(Builder *b, TokOp op, SV *l, SV *r, SrcLoc loc)
{
	int ln = l->k == SV_VALUE && l->v->type->kind == T_NONE;
	int rn = r->k == SV_VALUE && r->v->type->kind == T_NONE;
	if ((opt_maybe(l) && rn) || (opt_maybe(r) && ln))
		return opt_is(b, op, ln ? r : l, loc); /* known at run time */
	if (opt_maybe(l) || opt_maybe(r)) {
		emit_error(b, loc, "'is' on a value that is None or not depending on run-time values "
			"is only supported against None");
		return sv_poison(b);
	}
	if (!ln && !rn) {
		emit_error(b, loc, "'is' is only supported against None");
		return sv_poison(b);
	}
	int same = ln && rn;
	return sv_value(b, emit_const_bool(b, op == OP_IS ? same : !same));
}

/* x in (a, b, c): x == a or x == b or x == c, on numbers and strings (TorchScript's
 * __contains__ takes lists of ints, floats and strings; a tensor's `in` would ask for its
 * truth value) */
static SV *
contains(Builder *b, TokOp op, SV *l, SV *r, SrcLoc loc)
{
	SV *acc = sv_value(b, emit_const_bool(b, 0));
	const char *ls = conststr(l);
	if (ls) { /* strings are compile-time constants: so is their membership */
		int found = 0;
		for (uint32_t i = 0; i < r->n; i++) {
			const char *es = conststr(r->el[i]);
			if (!es) {
				emit_error(b, loc, "'in' of a string is supported on lists and tuples of "
					"strings");
				return sv_poison(b);
			}
			found |= !strcmp(ls, es);
		}
		return sv_value(b, emit_const_bool(b, op == OP_IN ? found : !found));
	}
	for (uint32_t i = 0; i < r->n && acc->k != SV_POISON; i++) {
		SV *e = r->el[i];
		if (!isnum(l) || !isnum(e)) {
			emit_error(b, loc, "'in' is supported on lists and tuples of numbers and of "
				"strings");
			return sv_poison(b);
		}
		SV *eq = expr_binop(b, OP_EQ, l, e, loc);
		acc = eq->k == SV_POISON ? eq : expr_binop(b, OP_BITOR, acc, eq, loc);
	}
	if (acc->k == SV_POISON || op == OP_IN)
		return acc;
	return sv_value(b, expr_truth(b, oprow_apply(b, OP_aten___not___bool, &acc, 1, loc), loc));
}

static SV *
compare1(Builder *b, TokOp op, SV *l, SV *r, SrcLoc loc)
{
	if (l->k == SV_POISON || r->k == SV_POISON)
		return sv_poison(b);
	if (op == OP_IS || op == OP_ISNOT)
		return isop(b, op, l, r, loc);
	const char *ls = conststr(l), *rs = conststr(r);
	if ((kindof(l) == T_DEVICE || kindof(r) == T_DEVICE) && (op == OP_EQ || op == OP_NE)) {
		/* aten::eq.device (a string is made a device): "cpu" is not "cpu:0" */
		ls = device_text(l), rs = device_text(r);
		if (!ls || !rs || device_check(b, l, loc) < 0 || device_check(b, r, loc) < 0) {
			if (!ls || !rs)
				emit_error(b, loc, "a device compares with a device or a string");
			return sv_poison(b);
		}
	}
	if (ls && rs && (op == OP_EQ || op == OP_NE)) /* aten::eq.str of constants */
		return sv_value(b, emit_const_bool(b, !strcmp(ls, rs) == (op == OP_EQ)));
	if ((op == OP_IN || op == OP_NOTIN) && r->k == SV_TUPLE && r->dict) {
		SV *c = dict_contains(b, r, l, loc);
		int64_t k = 0;
		if (c->k == SV_POISON || op == OP_IN)
			return c;
		if (!ir_constint(c->v, &k)) /* a key there only on some paths */
			return oprow_apply(b, OP_aten___not___bool, &c, 1, loc);
		return sv_value(b, emit_const_bool(b, !k));
	}
	if ((op == OP_IN || op == OP_NOTIN) && r->k == SV_TUPLE)
		return contains(b, op, l, r, loc);
	if ((op == OP_IN || op == OP_NOTIN) && r->k == SV_OBJECT) {
		SV *c = object_contains(b, r, l, loc);
		int64_t k = 0;
		if (c->k == SV_POISON || op == OP_IN || !ir_constint(c->v, &k))
			return c;
		return sv_value(b, emit_const_bool(b, !k));
	}
	if ((op == OP_IN || op == OP_NOTIN) && list_islist(r)) {
		SV *a[2] = {r, l};
		SV *c = call_op(b, "__contains__", NULL, a, 2, NULL, NULL, 0, loc);
		if (c->k == SV_POISON || op == OP_IN)
			return c;
		return oprow_apply(b, OP_aten___not___bool, &c, 1, loc);
	}
	if (op == OP_IN || op == OP_NOTIN) {
		emit_error(b, loc, "'in' is not supported");
		return sv_poison(b);
	}
	return expr_binop(b, op, l, r, loc);
}

/* a < b < c  =>  (a < b) and (b < c), b evaluated once: the comparisons from i on, with
 * l the value of operand i; each further comparison runs only if the ones before held */
static SV *
chain(Builder *b, Ast *e, uint32_t i, SV *l)
{
	SV *r = i + 2 >= e->list.n && (e->ops[i] == OP_IN || e->ops[i] == OP_NOTIN) ?
		name_lookupdict(b, e->list.v[i + 1]) : NULL; /* `"k" in d` reads no value of d */
	r = r ? r : expr_build(b, e->list.v[i + 1]);
	SV *c = compare1(b, e->ops[i], l, r, e->loc);
	if (i + 2 >= e->list.n || c->k == SV_POISON)
		return c;
	Value *cv = expr_truth(b, c, e->loc);
	int64_t k;
	if (!cv)
		return sv_poison(b);
	if (ir_constint(cv, &k))
		return k ? chain(b, e, i + 1, r) : sv_value(b, cv);
	Node *n = ir_node(b->g, S_prim_If, 0, e->loc);
	ir_addinput(b->g, n, cv);
	ir_append(b->blk, n);
	Block *outer = b->blk;
	b->blk = ir_addblock(b->g, n);
	SV *t = chain(b, e, i + 1, r);
	Value *tv = t->k == SV_POISON ? NULL : expr_truth(b, t, e->loc);
	b->blk = ir_addblock(b->g, n);
	Value *fv = emit_const_bool(b, 0);
	b->blk = outer;
	if (!tv)
		return sv_poison(b);
	ir_addresult(b->g, n->blk[0], tv);
	ir_addresult(b->g, n->blk[1], fv);
	return sv_value(b, ir_addoutput(b->g, n, ty_bool()));
}

/* a call; d.get("k", v) and len(d) of a dict d read none of the dict's other values
 * (name_lookupdict) */
static SV *
dictcall(Builder *b, Ast *e)
{
	Ast *f = e->a;
	if (f->k == E_ATTR && f->name == SYMC("get") && name_lookupdict(b, f->a))
		return name_dictread(b, f->a, call_expr(b, call_attr(b, name_lookupdict(b, f->a),
			f->name,
			f->loc), e));
	SV *callee = expr_build(b, f), *d;
	if (callee->k == SV_BUILTIN && !strcmp(callee->path, "len") && e->list.n == 1 &&
	    e->list.v[0]->k == E_NAME && (d = name_lookupdict(b, e->list.v[0])))
		return dict_len(b, d, e->loc);
	return call_expr(b, callee, e);
}

static SV *
compare(Builder *b, Ast *e)
{
	SV *sp = e->list.n == 2 ? split_binop(b, e->ops[0], e->list.v[0], e->list.v[1],
		e->loc) : NULL;
	if (sp)
		return sp;
	return chain(b, e, 0, expr_build(b, e->list.v[0]));
}

static SV *expr(Builder *b, Ast *e);

/* what TorchScript's list literals tell apart: Tensor, int, float, bool, str, lists, tuples */
static int
kindclass(const SV *s)
{
	if (s->k == SV_SHAPE)
		return 100 + T_INT;
	if (s->k == SV_TUPLE)
		return s->dict ? 3 : s->list ? 1 : 2;
	if (s->k == SV_VALUE) { /* (an Optional[T] unifies with T, as None does) */
		const Type *t = s->v->type->kind == T_OPTIONAL ? s->v->type->elem : s->v->type;
		return t->kind == T_NONE ? 0 : 100 + (t->kind == T_DTYPE ? T_INT : t->kind);
	}
	return 0;
}

static int
samekind(const SV *a, const SV *c)
{
	int x = kindclass(a), y = kindclass(c);
	if (x && x == y && a->k == SV_TUPLE && c->k == SV_TUPLE && !a->list && !a->dict &&
	    !c->list && !c->dict) { /* tuples: TorchScript unifies them element by element */
		if (a->n != c->n)
			return 0;
		for (uint32_t i = 0; i < a->n; i++)
			if (!samekind(a->el[i], c->el[i]))
				return 0;
	}
	return !x || !y || x == y || (x == 100 + T_LIST && y == 1) || (x == 1 && y == 100 + T_LIST);
}

/* what a tuple holds, for a message: (Tensor, int) */
static const char *
tuplekinds(Builder *b, const SV *s)
{
	const char *r = "(";
	for (uint32_t i = 0; i < s->n; i++) {
		const SV *e = s->el[i];
		const char *k = e->k == SV_TUPLE && !e->list && !e->dict ? tuplekinds(b, e) :
			e->k == SV_TUPLE ? (e->dict ? "dict" : "list") : e->k != SV_VALUE ? "?" :
			e->v->type->kind == T_TENSOR ? "Tensor" : ty_str_of(b->a, e->v->type);
		r = arena_printf(b->a, "%s%s%s", r, i ? ", " : "", k);
	}
	return arena_printf(b->a, "%s%s)", r, s->n == 1 ? "," : "");
}

static const char *
kindname(Builder *b, const SV *s)
{
	if (s->k == SV_TUPLE)
		return s->dict ? "a dict" : s->list ? "a list" :
			arena_printf(b->a, "a tuple %s", tuplekinds(b, s));
	if (s->k == SV_SHAPE)
		return "a List[int]";
	return s->k == SV_VALUE ? ty_str_of(b->a, s->v->type) : "another value";
}

static SV *
tuple(Builder *b, Ast *e)
{
	SV *t = sv_new(b, SV_TUPLE);
	t->list = e->k == E_LIST;
	t->n = e->list.n;
	t->el = NEWA(b->a, SV *, t->n + 1);
	for (uint32_t i = 0; i < t->n; i++) {
		if (e->list.v[i]->k == E_STARRED) {
			emit_error(b, e->list.v[i]->loc, "starred expressions are not supported");
			return sv_poison(b);
		}
		t->el[i] = expr_build(b, e->list.v[i]);
		if (t->list && i && !samekind(t->el[0], t->el[i])) {
			emit_error(b, e->list.v[i]->loc,
				"a list holds one type (as in TorchScript): its first "
				"element is %s and this one %s", kindname(b, t->el[0]),
				kindname(b, t->el[i]));
			return sv_poison(b);
		}
	}
	return t;
}

/* x[...] and x[...,]: TorchScript 1.13 reads neither ("Cannot emit expr for: (dots)"),
 * though it writes through them (x[...] = v, x[...] += v) */
static int
loneellipsis(const Ast *idx)
{
	if (idx->k == E_TUPLE && idx->list.n == 1)
		idx = idx->list.v[0];
	return idx->k == E_ELLIPSIS;
}

SV *
expr_build(Builder *b, Ast *e)
{
	if (emit_toodeep(b, e->loc))
		return sv_poison(b);
	SrcLoc outer = b->here;
	b->here = e->loc;
	SV *r = expr(b, e);
	b->here = outer;
	return r;
}

/* an operand of a binary operator; a number literal's SV on the caller's stack: expr_binop
 * keeps none of its operands' SVs, and a seventh of the builder's values at 40,000
 * statements were these */
static SV *
operand(Builder *b, Ast *e, SV *tmp)
{
	if (e->k != E_INT && e->k != E_FLOAT)
		return expr_build(b, e);
	SrcLoc outer = b->here;
	b->here = e->loc; /* where the constant is first wanted, as expr_build says */
	*tmp = (SV){.k = SV_VALUE, .v = e->k == E_INT ? emit_const_int(b, e->ival) :
		emit_const_float(b, e->fval)};
	b->here = outer;
	return tmp;
}

/* {"a": x, "b": y, ...}: each key, then its value, in order (dict.c makes the dict) */
static SV *
dictdisplay(Builder *b, Ast *e)
{
	DictDisplay dd = dict_display(b, e->list.n);
	for (uint32_t i = 0; i < e->list.n; i++) {
		const char *k = dict_key(b, expr_build(b, e->list.v[i]), e->list.v[i]->loc);
		SV *v = expr_build(b, e->list2.v[i]);
		if (!k || dict_displayput(b, &dd, k, v, e->list2.v[i]->loc) < 0)
			return sv_poison(b);
	}
	return dd.d;
}

static SV *
expr(Builder *b, Ast *e)
{
	switch (e->k) {
	case E_NAME: return name_lookup(b, e->name, e->loc);
	case E_INT: return sv_value(b, emit_const_int(b, e->ival));
	case E_FLOAT: return sv_value(b, emit_const_float(b, e->fval));
	case E_STR:
		if (e->ival) {
			emit_error(b, e->loc,
				"f-strings with replacement fields are not supported");
			return sv_poison(b);
		}
		return sv_value(b, ir_const_str(b->g, ir_end(b->blk), e->str, e->loc));
	case E_TRUE: return sv_value(b, emit_const_bool(b, 1));
	case E_FALSE: return sv_value(b, emit_const_bool(b, 0));
	case E_NONE: return sv_value(b, emit_const_none(b));
	case E_ATTR:
		if (e->a->k == E_NAME && method_sym(M_LIST, e->name) &&
		    (method_sym(M_LIST, e->name)->flags & MF_NOREAD))
			return call_attr(b, name_lookuplist(b, e->a->name, e->a->loc), e->name,
				e->loc);
		return call_attr(b, expr_build(b, e->a), e->name, e->loc);
	case E_CALL: {
		if (build_nodstar(b, e))
			return sv_poison(b);
		SV *conv = lenonly_len(b, e);
		if (conv)
			return conv;
		conv = split_call(b, e);
		return conv ? conv : dictcall(b, e);
	}
	case E_SUBSCRIPT: {
		if (loneellipsis(e->b)) {
			emit_error(b, e->b->loc,
				"'...' alone as an index is not supported: TorchScript "
				"refuses to read x[...] (write x, or x[:] for a view)");
			return sv_poison(b);
		}
		SV *d = name_lookupdict(b, e->a); /* d["k"]: only that value is read */
		if (d)
			return name_dictread(b, e->a, index_get(b, d, e->b, e->loc));
		return index_get(b, expr_build(b, e->a), e->b, e->loc);
	}
	case E_BINOP: {
		SV *sp = split_binop(b, e->op, e->a, e->b, e->opl);
		if (sp)
			return sp;
		SV lt, rt; /* left first: C leaves argument order open */
		SV *l = operand(b, e->a, &lt);
		return sv_bounded(b, expr_binop(b, e->op, l, operand(b, e->b, &rt), e->opl),
			e->loc);
	}
	case E_UNOP: return unop(b, e);
	case E_BOOLOP: return boolop(b, e);
	case E_COMPARE: return compare(b, e);
	case E_IFEXP: {
		Value *c = expr_truth(b, expr_build(b, e->a), e->a->loc);
		return c ? select2(b, c, e->a, e->b, NULL, e->c, NULL, 0, e->loc) : sv_poison(b);
	}
	case E_TUPLE:
	case E_LIST: return sv_bounded(b, tuple(b, e), e->loc);
	case E_ELLIPSIS: emit_error(b, e->loc, "'...' is only supported inside a subscript"); break;
	case E_DICT: return sv_bounded(b, dictdisplay(b, e), e->loc);
	case E_LISTCOMP: return sv_bounded(b, comp_list(b, e), e->loc);
	case E_DICTCOMP: return sv_bounded(b, comp_dict(b, e), e->loc);
	case E_LAMBDA: emit_error(b, e->loc, "lambda is not supported"); break;
	case E_SLICE: emit_error(b, e->loc, "a slice is only valid inside a subscript"); break;
	default: emit_error(b, e->loc, "unsupported expression"); break;
	}
	return sv_poison(b);
}

/* c used as a condition (`if`, `while`, `and`, `not`, ...): a bool value, as Python's truth:
 * a list's length, None false, bool() of a number or a 0-d tensor */
Value *
expr_truth(Builder *b, SV *c, SrcLoc loc)
{
	if (c->k == SV_TUPLE && !c->list) {
		emit_error(b, loc, "a tuple cannot be used as a condition");
		return NULL;
	}
	if (c->k == SV_TUPLE)
		return emit_const_bool(b, c->n > 0);
	Value *v = oprow_value(b, c, loc);
	if (!v)
		return NULL;
	switch (v->type->kind) {
	case T_BOOL: return v;
	case T_NONE: return emit_const_bool(b, 0);
	case T_INT:
	case T_FLOAT:
	case T_TENSOR: {
		SV *arg = sv_value(b, v);
		SV *r = call_op(b, "Bool", NULL, &arg, 1, NULL, NULL, 0, loc);
		return r->k == SV_VALUE ? r->v : NULL;
	}
	default:
		emit_error(b, loc, "a value of type %s cannot be used as a condition",
			ty_str_of(b->a, v->type));
		return NULL;
	}
}
