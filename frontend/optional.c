/* Optional values known only at run time.
 *
 * `best = None` before a loop that may set it, or `o = None` on one branch of an `if` whose
 * condition is known only at run time, leaves a variable that is None on some paths and a
 * tensor or number on others.  Where an If or Loop joins the paths, its type becomes
 * Optional[T] (ty_join) and its value an ONNX optional (backend_onnx/lower_optional.c wraps
 * each path's value).  As in TorchScript, such a value is used through a check:
 *   - `x is None` / `x is not None` is computed at run time (aten::__is__);
 *   - where the check's outcome is known (the branches of an `if`, the other operand of
 *     `and`/`or`, the sides of a conditional expression, what follows `assert x is not
 *     None` or an `if x is None:` that returns or raises), x is refined: bound to its value
 *     (aten::_unwrap_optional) or to None.  The refinement undoes itself at the end of the
 *     branch unless the branch assigned x.
 * An optional holds a value, not the tensor object, so a tensor that goes into one or comes
 * out of one may not be written in place afterwards (tensor.c refuses it): the write would
 * not reach the other side. */
#include "frontend.h"

#define HELD "it is held by a variable that is None or not depending on run-time values (an " \
	"ONNX optional holds its value, not the list)"

/* the operator `name` (a row of ops.def's optional section) applied to x */
static Value *
optop(Builder *b, const char *name, Value *x, SrcLoc loc)
{
	const Op *o = op_first(sym_prefixed("aten", name));
	Node *n = ir_node(b->g, o->kind, o->nrets, loc);
	n->op = o;
	ir_addinput(b->g, n, x);
	if (o->nargs > 1)
		ir_addinput(b->g, n, b_const_none(b));
	ir_append(b->blk, n);
	if (o->infer(b->g, n, b->d) < 0)
		return NULL;
	return n->out[0];
}

int
o_isopt(const SV *sv)
{
	return sv && sv->k == SV_VALUE && sv->v->type->kind == T_OPTIONAL;
}

int
o_maybe(const SV *sv)
{
	return o_isopt(sv) || (sv && sv->k == SV_TUPLE && sv->opt);
}

SV *
o_is(Builder *b, TokOp op, SV *x, SrcLoc loc)
{
	while (x->k == SV_TUPLE) /* an Optional[Tuple]: its elements are None together */
		x = x->el[0];
	Value *v = optop(b, op == OP_IS ? "__is__" : "__isnot__", x->v, loc);
	return v ? sv_value(b, v) : sv_poison(b);
}

/* x is held by an optional now: a later write to it could not reach the optional */
void
o_into(Builder *b, SV *x)
{
	if (l_islist(x)) {
		l_own(b, x);
		l_fork(b, x->lst, HELD);
		return;
	}
	if (x->k != SV_VALUE || x->v->type->kind != T_TENSOR)
		return;
	t_own(b, x);
	o_holds(b, x->ref);
}

static const char OHELD[] = "it is held by a variable that is None or not depending on "
	"run-time values (an ONNX optional holds its value, not the tensor)";

void
o_holds(Builder *b, Ref *r)
{
	t_fix(b, r, OHELD);
}

void
o_holdsst(Builder *b, Storage *st)
{
	st->fixed = OHELD;
}

SV *
o_unwrap(Builder *b, SV *x, SrcLoc loc)
{
	if (x->k == SV_TUPLE) { /* an Optional[Tuple]: the tuple of its elements' values */
		SV *t = sv_new(b, SV_TUPLE);
		*t = *x;
		t->opt = 0;
		t->el = NEWA(b->a, SV *, x->n + 1);
		for (uint32_t i = 0; i < x->n; i++)
			if ((t->el[i] = o_unwrap(b, x->el[i], loc))->k == SV_POISON)
				return t->el[i];
		return t;
	}
	Value *v = optop(b, "_unwrap_optional", x->v, loc);
	if (!v)
		return sv_poison(b);
	SV *r = sv_value(b, v);
	if (v->type->kind == T_LIST) {
		l_own(b, r);
		l_fork(b, r->lst, "it comes from a variable that is None or not depending on run-time "
			"values (an ONNX optional holds its value, not the list)");
		return r;
	}
	if (v->type->kind == T_TENSOR) {
		t_own(b, r);
		r->ref->st->fixed = "it comes from a variable that is None or not depending on "
			"run-time values (an ONNX optional holds its value, not the tensor)";
	}
	return r;
}

/* the end of an error about an operator that takes none of its overloads from sv[0..n):
 * why, if one is an optional, which TorchScript also refuses unchecked */
const char *
o_unchecked(SV *const *sv, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++)
		if (sv[i] && o_isopt(sv[i]))
			return "; an Optional is used through a check (`if x is not None:` refines x to "
				"its value)";
	return "";
}

/* the names that cond having the value truth shows to be None (none = 1) or not */
typedef struct {
	Sym name;
	int none;
} Fact;
typedef VEC(Fact) Facts;

static void
facts(Builder *b, Ast *c, int truth, Facts *out)
{
	if (c->k == E_UNOP && c->op == OP_NOT) {
		facts(b, c->a, !truth, out);
		return;
	}
	if (c->k == E_BOOLOP) {
		if ((c->op == OP_AND) == truth) { /* both operands have the value truth */
			facts(b, c->a, truth, out);
			facts(b, c->b, truth, out);
		}
		return;
	}
	if (c->k != E_COMPARE || c->list.n != 2 || (c->ops[0] != OP_IS && c->ops[0] != OP_ISNOT))
		return;
	Ast *l = c->list.v[0], *r = c->list.v[1];
	Ast *name = l->k == E_NAME && r->k == E_NONE ? l : r->k == E_NAME && l->k == E_NONE ?
		r : NULL;
	if (name)
		vpush(b->a, out, ((Fact){name->name, (c->ops[0] == OP_IS) == truth}));
}

Refinement
o_refine(Builder *b, Ast *cond, int truth)
{
	Refinement r = {0};
	if (!cond)
		return r;
	Facts f = {0};
	facts(b, cond, truth, &f);
	for (uint32_t i = 0; i < f.n; i++) {
		SV *was = env_get(&b->env, f.v[i].name);
		if (!o_maybe(was))
			continue; /* known at compile time: the condition was a constant */
		SV *now = f.v[i].none ? sv_value(b, b_const_none(b)) : o_unwrap(b, was, cond->loc);
		b_bind(b, f.v[i].name, now);
		vpush(b->a, &r, ((Refined){f.v[i].name, was, now}));
	}
	return r;
}

int
o_refined(const Refinement *r, Sym name, const SV *sv)
{
	for (uint32_t k = 0; k < r->n; k++)
		if (r->v[k].name == name && r->v[k].now == sv)
			return 1;
	return 0;
}

/* the changes to refined names that neither branch of an if assigned (their refinement is
 * all that changed them), on side k */
static void
unchanged(const Refinement *r[2], Change *c[2], const uint32_t n[2], int k, Change **out,
	uint32_t *nout)
{
	for (uint32_t i = 0; i < r[k]->n; i++) {
		const Refined *f = &r[k]->v[i];
		Change *mine = env_change(c[k], n[k], f->name), *other = env_change(c[!k], n[!k], f->name);
		if (mine && mine->sv == f->now && (!other || o_refined(r[!k], f->name, other->sv)))
			out[(*nout)++] = mine;
	}
}

void
o_unrefine(Builder *b, const Refinement *rt, Change *ct, uint32_t nt, const Refinement *re,
	Change *ce, uint32_t ne)
{
	const Refinement *r[2] = {rt, re};
	Change *c[2] = {ct, ce}, **back[2] = {NULL, NULL};
	uint32_t n[2] = {nt, ne}, nb[2] = {0, 0};
	if (!rt->n && !re->n)
		return;
	back[0] = NEWA(b->a, Change *, rt->n + 1);
	back[1] = NEWA(b->a, Change *, re->n + 1);
	for (int k = 0; k < 2; k++) /* decided on both sides before either is changed */
		unchanged(r, c, n, k, back[k], &nb[k]);
	for (int k = 0; k < 2; k++)
		for (uint32_t i = 0; i < nb[k]; i++)
			for (uint32_t j = 0; j < r[k]->n; j++)
				if (r[k]->v[j].name == back[k][i]->name)
					back[k][i]->sv = r[k]->v[j].was;
}
