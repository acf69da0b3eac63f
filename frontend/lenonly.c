/* lenonly.c: lists built by `*` whose only use is len() (docs/language.md, "Limits").
 *
 * A list value holds every element in the builder, and at most FE_MAXELEMS of them
 * (build.c, sv_bounded).  `xs = [1] * 900_000_000; return len(xs)` needs none: when the
 * function's every use of xs is len(xs), or len(xs[k]...) with literal indices k, and this
 * assignment is xs's only binding, the right-hand side `[v] * n`, `n * [a, b]` or nested
 * `[[0] * 1000] * 1000` is kept as an SV_REPEAT (the unit list and the count) instead of
 * its elements, and len() answers from it.  Whether every use is a len() is read from the
 * function's source before the value is built, so an SV_REPEAT never reaches any other
 * use: no walk over values (owning, merging, carrying) ever sees one.  A list that fits
 * the limit is built as before, and any other use builds it as before, with the same
 * located error past the limit.  It reads the source and builds the count and the unit list
 * from it (expr_build, builtin_len, index_get), so it stands with the expressions. */
#include "builder.h"

#include <stdlib.h>

/* an index len(xs[k]) may use: an int literal, or minus one */
static int
litidx(const Ast *x, int64_t *k)
{
	if (x->k == E_INT)
		return *k = x->ival, 1;
	if (x->k == E_UNOP && x->op == OP_NEG && x->a->k == E_INT && x->a->ival > INT64_MIN)
		return *k = -x->a->ival, 1;
	return 0;
}

/* the name e is len() of, through literal subscripts (len(xs), len(xs[0][-1])), or NULL */
static const Ast *
lenroot(const Ast *e)
{
	if (e->k != E_CALL || e->a->k != E_NAME || e->a->name != SYMC("len") || e->list.n != 1)
		return NULL;
	const Ast *x = e->list.v[0];
	int64_t k;
	while (x->k == E_SUBSCRIPT && litidx(x->b, &k))
		x = x->a;
	return x->k == E_NAME ? x : NULL;
}

/* every mention of a name in a function: name << 1, and 1 if it is len()'s argument */
typedef VEC(uint64_t) Mentions;

static void
scan(Builder *b, const Ast *x, Mentions *m, int *badlen)
{
	if (!x)
		return;
	if (x->k == E_CALL && x->a->k == E_NAME && x->a->name == SYMC("len")) {
		const Ast *r = lenroot(x); /* (its indices are literals: no names) */
		if (r) {
			vpush(b->a, m, (uint64_t)r->name << 1 | 1);
			return;
		}
		const AstList *l = ast_items(x, 0); /* its head is the builtin (or badlen says) */
		for (uint32_t j = 0; j < l->n; j++)
			scan(b, l->v[j], m, badlen);
		return;
	}
	if (x->k == E_NAME) {
		vpush(b->a, m, (uint64_t)x->name << 1);
		*badlen |= x->name == SYMC("len");
		return;
	}
	for (int i = 0; i < 3; i++)
		scan(b, ast_kid(x, i), m, badlen);
	for (int i = 0; i < 2; i++) {
		const AstList *l = ast_items(x, i);
		for (uint32_t j = 0; j < l->n; j++)
			scan(b, l->v[j], m, badlen);
	}
}

static int
bymention(const void *p, const void *q)
{
	uint64_t x = *(const uint64_t *)p, y = *(const uint64_t *)q;
	return (x > y) - (x < y);
}

struct LoMemo {
	Ast *fn;
	Sym *names;      /* sorted */
	uint32_t n;
};

/* the names fn mentions once other than as len()'s argument, and are no parameter: each
 * kept for len() where that one mention binds it.  One walk per function (a walk per
 * assignment was quadratic in a function of many). */
static struct LoMemo *
memo(Builder *b, Ast *fn)
{
	for (uint32_t i = 0; i < b->lomemo.n; i++)
		if (b->lomemo.v[i]->fn == fn)
			return b->lomemo.v[i];
	struct LoMemo *lm = NEW(b->a, struct LoMemo);
	lm->fn = fn;
	vpush(b->a, &b->lomemo, lm);
	Mentions m = {0};
	int badlen = 0;
	for (uint32_t i = 0; i < fn->list.n; i++)
		scan(b, fn->list.v[i], &m, &badlen);
	if (badlen || env_get(&b->globals, SYMC("len"))) /* len may not be the builtin */
		return lm;
	if (m.n)
		qsort(m.v, m.n, sizeof *m.v, bymention);
	lm->names = NEWA(b->a, Sym, m.n + 1);
	for (uint32_t i = 0, j; i < m.n; i = j) {
		uint32_t other = 0;
		for (j = i; j < m.n && m.v[j] >> 1 == m.v[i] >> 1; j++)
			other += !(m.v[j] & 1);
		Sym name = (Sym)(m.v[i] >> 1);
		int param = 0;
		for (uint32_t k = 0; k < fn->nparam; k++)
			param |= fn->params[k].name == name;
		if (other == 1 && !param)
			lm->names[lm->n++] = name;
	}
	return lm;
}

/* `name = ...` (a statement of fn) is name's only binding and every use is a len() */
static int
lenonly(Builder *b, Ast *fn, Sym name)
{
	struct LoMemo *lm = memo(b, fn);
	uint32_t lo = 0, hi = lm->n;
	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;
		if (lm->names[mid] < name)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < lm->n && lm->names[lo] == name;
}

static int isrepeat(const Ast *e);

/* a list display, or a repeat of one */
static int
listy(const Ast *e)
{
	return e->k == E_LIST || isrepeat(e);
}

/* l * r, one of them listy: [v] * n, n * [a, b], [x] * 2 * n */
static int
isrepeat(const Ast *e)
{
	return e->k == E_BINOP && e->op == OP_MUL && listy(e->a) != listy(e->b);
}

/* a display [e] whose one element may be a repeat */
static int
isunit(const Ast *e)
{
	return e->k == E_LIST && e->list.n == 1 && e->list.v[0]->k != E_STARRED;
}

static SV *expr(Builder *b, Ast *e);

/* PyTorch's list is a std::vector of 16-byte IValues: reserving more than PTRDIFF_MAX / 16
 * elements raises "vector::reserve" whatever the memory (TorchScript 1.13, [1, 2, 3] * 2**59) */
#define LO_MAXLEN (INT64_MAX / 16)

/* the length of the SV_REPEAT r: unit length times count, or -1 past LO_MAXLEN */
static int64_t
length(const SV *r)
{
	int64_t k;
	(void)ir_constint(r->v, &k);
	return r->n && k > LO_MAXLEN / r->n ? -1 : (int64_t)r->n * k;
}

static SV *
toolong(Builder *b, const SV *r)
{
	emit_error(b, r->loc, "list too long: more than %lld elements, which PyTorch's list cannot "
		"hold (it raises 'vector::reserve')", (long long)LO_MAXLEN);
	return sv_poison(b);
}

/* a repeat of elements el[0..n) count times, whose elements pass the limit at loc */
static SV *
lazy(Builder *b, SV **el, uint32_t n, Value *count, SrcLoc loc)
{
	SV *t = sv_new(b, SV_REPEAT);
	t->n = n;
	t->el = el;
	t->v = count;
	t->loc = loc;
	return t;
}

/* [e]: as build_expr.c's tuple() and sv_bounded build it, unless e is an SV_REPEAT or the
 * display passes the limit: then an SV_REPEAT of it once, for the repeat around it (or
 * the error lenonly_assign reports) */
static SV *
unit(Builder *b, Ast *e)
{
	SV *t = sv_new(b, SV_TUPLE);
	t->list = 1;
	t->n = 1;
	t->el = NEWA(b->a, SV *, 2);
	t->el[0] = expr(b, e->list.v[0]);
	if (t->el[0]->k == SV_REPEAT)
		return lazy(b, t->el, 1, emit_const_int(b, 1), t->el[0]->loc);
	if (sv_count(t, FE_MAXELEMS) > FE_MAXELEMS) /* (sv_bounded's error) */
		return lazy(b, t->el, 1, emit_const_int(b, 1), e->loc);
	return t;
}

/* l * r, one of them a display: as build_expr.c builds it (expr_binop, sv_bounded), unless its
 * elements would pass the limit (or its unit is an SV_REPEAT) and the count is a
 * constant: then an SV_REPEAT */
static SV *
repeat(Builder *b, Ast *e)
{
	SV *sp = split_binop(b, e->op, e->a, e->b, e->opl);
	if (sp)
		return sp;
	SV *l = expr(b, e->a);
	SV *r = expr(b, e->b);
	SV *u = listy(e->a) ? l : r, *c = u == l ? r : l;
	int64_t k, ku;
	int konst = c->k == SV_VALUE && c->v->type->kind == T_INT && ir_constint(c->v, &k) &&
		k >= 0;
	if (c->k == SV_POISON)
		return c;
	if (u->k == SV_REPEAT) { /* u's elements, u's count times k */
		if (!konst)
			return sv_toolarge(b, u->loc);
		(void)ir_constint(u->v, &ku);
		if (ku && k > INT64_MAX / ku)
			return toolong(b, u);
		return lazy(b, u->el, u->n, ku == 1 ? c->v : emit_const_int(b, ku * k), u->loc);
	}
	if (u->k == SV_TUPLE && u->list && konst) {
		uint64_t each = sv_count(u, FE_MAXELEMS);
		if (k > FE_MAXELEMS || (uint64_t)k * each > FE_MAXELEMS)
			return lazy(b, u->el, u->n, c->v, e->opl); /* (where tupleop fails) */
	}
	return sv_bounded(b, expr_binop(b, e->op, l, r, e->opl), e->loc);
}

/* e as expr_build builds it, with repeats kept as SV_REPEATs where they pass the limit */
static SV *
expr(Builder *b, Ast *e)
{
	if (!isrepeat(e) && !isunit(e))
		return expr_build(b, e);
	if (emit_toodeep(b, e->loc))
		return sv_poison(b);
	SrcLoc outer = b->here;
	b->here = e->loc;
	SV *r = isunit(e) ? unit(b, e) : repeat(b, e);
	b->here = outer;
	return r;
}

SV *
lenonly_assign(Builder *b, Sym name, Ast *e)
{
	if (!isrepeat(e) || !lenonly(b, b->fns[b->depth], name))
		return NULL;
	return expr(b, e);
}

/* the value of s, the name bound to root or a literal subscript of one: an element of an
 * SV_REPEAT is found without building the list */
static SV *
element(Builder *b, SV *root, const Ast *s, Sym name)
{
	if (s->k == E_NAME)
		return root;
	SV *x = element(b, root, s->a, name);
	if (x->k != SV_REPEAT) /* an element as built: subscripted as any value */
		return x->k == SV_POISON ? x : index_get(b, x, s->b, s->loc);
	int64_t k = 0, len = length(x);
	(void)litidx(s->b, &k);
	if (len < 0)
		return toolong(b, x);
	if (k < -len || k >= len) { /* (build_index.c's words) */
		emit_error(b, s->b->loc, "list index %lld out of range for a list of %lld",
			(long long)k, (long long)len);
		return sv_poison(b);
	}
	x = x->el[(k < 0 ? k + len : k) % x->n];
	/* as it is now: the `a` of [a] * n may have been appended to since */
	return x->k == SV_REPEAT ? x : tensor_read(b, x, s->loc, name);
}

SV *
lenonly_len(Builder *b, Ast *call)
{
	const Ast *root = lenroot(call);
	SV *x = root ? env_get(&b->env, root->name) : NULL;
	if (!x || x->k != SV_REPEAT)
		return NULL; /* (where one is bound, `len` is the builtin: memo) */
	x = element(b, x, call->list.v[0], root->name);
	if (x->k != SV_REPEAT)
		return x->k == SV_POISON ? x : builtin_len(b, x, call->loc);
	int64_t len = length(x);
	return len < 0 ? toolong(b, x) : sv_value(b, emit_const_int(b, len));
}
