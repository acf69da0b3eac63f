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
 * An optional holds a value, not the tensor object: as for a sequence (held.c), a write to a
 * tensor that went into one leaves the optional stale, and a later read of it (the tensor a
 * check unwraps, refused when read, or an op taking the optional) is a located error.  The
 * tensor unwrapped from one is that tensor as it was (Ref.amb): written, it leaves the
 * optional stale too. */
#include "builder.h"

#define HELD "it is held by a variable that is None or not depending on run-time values (an " \
	"ONNX optional holds its value, not the list)"

/* the row (of ops.def's optional section: `is None`, unwrapping) applied to x, not folded:
 * a value that is None or not at run time is no constant */
static Value *
optop(Builder *b, uint32_t row, Value *x, SrcLoc loc)
{
	Value *in[2] = {x, NULL};
	if (op_at(row)->nargs > 1) /* x is None: the None */
		in[1] = emit_const_none(b);
	Node *n = emit_opnode(b, row, in, loc);
	return n ? n->out[0] : NULL;
}

int
opt_isopt(const SV *sv)
{
	return sv && sv->k == SV_VALUE && sv->v->type->kind == T_OPTIONAL;
}

int
opt_maybe(const SV *sv)
{
	return opt_isopt(sv) || (sv && sv->k == SV_TUPLE && sv->opt);
}

SV *
opt_is(Builder *b, TokOp op, SV *x, SrcLoc loc)
{
	while (x->k == SV_TUPLE) /* an Optional[Tuple]: its elements are None together */
		x = x->el[0];
	Value *v = optop(b, op == OP_IS ? OP_aten___is___opt : OP_aten___isnot___opt, x->v, loc);
	return v ? sv_value(b, v) : sv_poison(b);
}

/* x is held by an optional now: a later write to it leaves the optional stale (held.c) */
void
opt_into(Builder *b, SV *x)
{
	if (list_islist(x)) {
		list_own(b, x);
		list_fork(b, x->lst, HELD);
		return;
	}
	if (x->k != SV_VALUE || x->v->type->kind != T_TENSOR)
		return;
	tensor_own(b, x);
	held_into(b, x);
}

/* st's tensor may be what opt holds (a loop's run ended with it, a helper's Optional result
 * may be it): a later write to it leaves opt stale, as for opt_into */
void
opt_holdsmemory(Builder *b, SV *opt, Storage *st)
{
	if (opt_isopt(opt) && held_holder(opt->v->type))
		held_intost(b, opt->v, st);
}

/* r, the tensor just unwrapped from opt: new memory that is the tensor opt holds as it was
 * when it went in.  A read of r once that tensor was written is refused (tensor.c), a write
 * to r is refused while another name sees that tensor, and any write to r leaves opt stale
 * (r's writes count as writes to what it holds, and opt holds r from now on). */
static SV *
outof(Builder *b, Value *opt, SV *r, SrcLoc loc)
{
	uint32_t n;
	Hold *e = held_of(b, opt, &n);
	tensor_own(b, r);
	for (uint32_t i = 0; i < n; i++) {
		SrcLoc w;
		Value *base = e[i].st ? tensor_base(b, e[i].st) : NULL;
		if (!e[i].st || (held_stale(b, &e[i], &w) && (!base || base == e[i].ver)))
			/* stale in a way a read of r would not see: refused here */
			return held_check(b, opt, loc) < 0 ? sv_poison(b) : r;
		held_also(b, r->ref->st, e[i].st);
		if (base) /* (else no name sees that memory any more) */
			tensor_mayshareat(b, r->ref, e[i].st, e[i].ver, "it comes from a variable that is None or "
			"not depending on run-time values, an ONNX optional, which holds the value "
			"the tensor had when it was assigned");
	}
	held_intoref(b, opt, r->ref, NULL);
	return r;
}

SV *
opt_unwrap(Builder *b, SV *x, SrcLoc loc)
{
	if (x->k == SV_TUPLE) { /* an Optional[Tuple]: the tuple of its elements' values */
		SV *t = sv_new(b, SV_TUPLE);
		*t = *x;
		t->opt = 0;
		t->el = NEWA(b->a, SV *, x->n + 1);
		for (uint32_t i = 0; i < x->n; i++)
			if ((t->el[i] = opt_unwrap(b, x->el[i], loc))->k == SV_POISON)
				return t->el[i];
		return t;
	}
	Value *v = optop(b, OP_aten__unwrap_optional_opt, x->v, loc);
	if (!v)
		return sv_poison(b);
	SV *r = sv_value(b, v);
	if (v->type->kind == T_LIST) {
		list_own(b, r);
		list_fork(b, r->lst, "it comes from a variable that is None or not depending on run-time "
			"values (an ONNX optional holds its value, not the list)");
		return r;
	}
	if (v->type->kind == T_TENSOR)
		return outof(b, x->v, r, loc);
	return r;
}

/* the end of an error about an operator that takes none of its overloads from sv[0..n):
 * why, if one is an optional, which TorchScript also refuses unchecked */
const char *
opt_unchecked(SV *const *sv, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++)
		if (sv[i] && opt_isopt(sv[i]))
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
opt_refine(Builder *b, Ast *cond, int truth)
{
	Refinement r = {0};
	if (!cond)
		return r;
	Facts f = {0};
	facts(b, cond, truth, &f);
	for (uint32_t i = 0; i < f.n; i++) {
		SV *was = env_get(&b->env, f.v[i].name);
		if (!opt_maybe(was))
			continue; /* known at compile time: the condition was a constant */
		SV *now = f.v[i].none ? sv_value(b, emit_const_none(b)) : opt_unwrap(b, was,
			cond->loc);
		tensor_bind(b, f.v[i].name, now);
		vpush(b->a, &r, ((Refined){f.v[i].name, was, now}));
	}
	return r;
}

int
opt_refined(const Refinement *r, Sym name, const SV *sv)
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
		if (mine && mine->sv == f->now && (!other || opt_refined(r[!k], f->name,
			other->sv)))
			out[(*nout)++] = mine;
	}
}

void
opt_unrefine(Builder *b, const Refinement *rt, Change *ct, uint32_t nt, const Refinement *re,
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
