/* Arithmetic that lowering writes with a constant that changes nothing, or only a sign
 * (onnxpeep's rules, -O1).  Each is exact for every value, NaN's sign bit included: a
 * rule that holds only for some dtypes names them.
 *   x * 1, x / 1, x - 0, x + 0 (-0.0 of floats), x and true, x or false  =>  x
 *       the constant one element of x's dtype, of no higher rank (x + 0.0 stays: it
 *       makes -0.0 +0.0)
 *   x * -1  =>  Neg(x);  a + Neg(b)  =>  a - b   of ints;  Neg(Neg(x))  =>  x
 *   Not(Cast[to=bool](x)) of an int x  =>  Equal(x, 0)
 *   Cast[to=bool](ReduceMax|ReduceMin(Cast[to=uint8](Not(e))))
 *       =>  Equal(ReduceMin|ReduceMax(Cast[to=uint8](e)), 0)   (any(a != b))
 *   Where(c, a, b) of a constant c all true (false)  =>  a (b)   of the result's shape
 *   Neg(Sub|Gemm|Add|Mul|Div(..)) that only Exp reads  =>  the negation in the Sub's
 *       order, the constants of the others (negin)
 * Before (for i in range(start, 0, -1): the Loop's count -(start // -1), and i's value
 * start + k * -1 in the body):
 *     %5 = onnx::Neg(onnx::Neg(%start))
 *     %13 = onnx::Mul(%k, %12)                   %12 = {-1}
 *     %14 = onnx::Add(%start, %13)
 * after:
 *     %15 = onnx::Sub(%start, %k)                (%5's uses read %start; the rest is left
 *                                                 to onnxdce)
 * `not bool(done.all())`, a Loop's condition, is Not(Cast[bool](ReduceMin(Cast[uint8]
 * (done)))): Equal(ReduceMin(...), 0) is one node fewer.  A Where of a constant condition
 * is a lowering's guard of a sign known at compile time. */
#include <math.h>
#include <string.h>
#include "peepkit.h"
#include "../backend_onnx/backend.h"
#include "../runtime/kernels.h"

/* Equal(v, 0 of v's dtype) before pos, of pos's result type (a bool of v's shape) */
static Value *
iszero(Pass *p, Node *pos, Value *v)
{
	DType dt = v->type->dtype;
	Node *z = onnx_mknode(p, pos, "Constant", NULL, 0, ty_tensor(dt, 0, NULL));
	ir_attr_t(p->g, z, S_value, rt_tensor(p->g->arena, dt, 0, NULL));
	Value *in[2] = {v, z->out[0]};
	return onnx_mknode(p, pos, "Equal", in, 2, pos->out[0]->type)->out[0];
}

/* Not(Cast[to=bool](x)) of an int x is Equal(x, 0): `not bool(m.all())`, a Loop's
 * condition, reduces a uint8 (before opset 12 int32) cast of the mask (lower_reduce.c,
 * allany); ONNX Runtime's Equal takes uint8 at every opset we write */
static int
notcast(Peep *pp, Node *n)
{
	Node *c = ir_in(n, 0)->def;
	if (!onnx_is(n, "Not") || !onnx_is(c, "Cast") || attri(c, "to", 0) != 9 ||
	    !istensor(ir_in(c, 0)))
		return 0;
	DType dt = ir_in(c, 0)->type->dtype;
	if (dt != DT_I32 && dt != DT_I64 && dt != DT_U8)   /* (uint8: all's ReduceMin) */
		return 0;
	return becomes(pp, n, iszero(pp->p, n, ir_in(c, 0)));
}

/* Cast[to=bool](ReduceMax(Cast[to=uint8](Not(e)))), any(not e), is not all(e):
 * Equal(ReduceMin(Cast[to=uint8](e)), 0), and all(not e) is Equal(ReduceMax(...), 0): the Not
 * goes (a convergence loop's `(grown != mask).any()` is Not(Equal)).  Over nothing the
 * minimum of uint8 is 255 and the maximum 0 (lower_reduce.c, allany), so any gives false
 * and all true as before; the reduction's axes and keepdims stay */
static int
notreduced(Peep *pp, Node *n)
{
	Node *r = ir_in(n, 0)->def, *c, *no;
	int max;
	if (!onnx_is(n, "Cast") || attri(n, "to", 0) != 9 || !r || r->nin < 1 ||
	    !((max = onnx_is(r, "ReduceMax")) || onnx_is(r, "ReduceMin")) ||
	    ir_nuses(r->out[0]) != 1 || !(c = ir_in(r, 0)->def) || !onnx_is(c, "Cast") ||
	    attri(c, "to", 0) != 2 || ir_nuses(c->out[0]) != 1 || !(no = ir_in(c, 0)->def) ||
	    !onnx_is(no, "Not") || !istensor(ir_in(no, 0)) ||
	    ir_in(no, 0)->type->dtype != DT_BOOL)
		return 0;
	Value *e = ir_in(no, 0);
	Node *u = onnx_mknode(pp->p, r, "Cast", &e, 1, ty_tensor(DT_U8, e->type->rank,
		e->type->dims));
	ir_attr_i(pp->p->g, u, SYMC("to"), 2);
	r->kind = sym_prefixed("onnx", max ? "ReduceMin" : "ReduceMax");
	r->onnx = onnx_opof(r->kind, pp->p->opset);
	ir_setinput(r, 0, u->out[0]);
	return becomes(pp, n, iszero(pp->p, n, r->out[0]));
}

/* Where(c, a, b) of a constant c all true (all false) is a (b) where that has the result's
 * shape: the other branch and c only broadcast (a lowering's guard of a sign known at
 * compile time) */
static int
constwhere(Peep *pp, Node *n)
{
	Tensor *c = onnx_is(n, "Where") && n->nin == 3 ? peep_smallconst(ir_in(n, 0)) : NULL;
	if (!c || c->dtype != DT_BOOL || !c->numel)
		return 0;
	const uint8_t *e = c->data;
	for (int64_t i = 1; i < c->numel; i++)
		if (!e[i] != !e[0])
			return 0;
	Value *x = ir_in(n, e[0] ? 1 : 2);
	return sameshape(x, n->out[0]) && becomes(pp, n, x);
}

/* is the one-element constant c the neutral element of op for dtype dt: x * 1, x / 1,
 * x - 0, x + 0 (of floats -0.0: +0.0 would make -0.0 +0.0), x and true, x or false */
static int
neutral(const Tensor *c, const char *op, DType dt)
{
	if (c->numel != 1 || c->dtype != dt)
		return 0;
	int one = !strcmp(op, "Mul") || !strcmp(op, "Div") || !strcmp(op, "And");
	double v = rt_getf(c, 0);   /* exact for 0, 1 and -1 of every dtype, -0.0 kept */
	if (dt == DT_BOOL)
		return (!strcmp(op, "And") || !strcmp(op, "Or")) && v == one;
	if (dt != DT_F32 && dt != DT_F64 && dt != DT_I64 && dt != DT_I32)
		return 0;
	if (one)
		return v == 1;
	if (dt == DT_I64 || dt == DT_I32)
		return v == 0 && (!strcmp(op, "Add") || !strcmp(op, "Sub"));
	return v == 0 && (!strcmp(op, "Add") ? signbit(v) : !strcmp(op, "Sub") && !signbit(v));
}

/* x op c of a neutral one-element c (neutral) of no higher rank than x: x, whose shape
 * the broadcast keeps (lowering's offsets and scales of 0 and 1: a center of 0, a step
 * of 1, x * 1.0 as written) */
static int
identities(Peep *pp, Node *n)
{
	static const char *const ops[] = {"Add", "Sub", "Mul", "Div", "And", "Or"};
	const char *op = NULL;
	for (size_t i = 0; i < sizeof ops / sizeof *ops && !op; i++)
		op = onnx_is(n, ops[i]) ? ops[i] : NULL;
	if (!op || n->nin != 2)
		return 0;
	int swap = strcmp(op, "Sub") && strcmp(op, "Div"); /* c may come first */
	for (int k = 1; k >= 0; k--) {
		if (k == 0 && !swap)
			break;
		Value *x = ir_in(n, 1 - k), *c = ir_in(n, k);
		Tensor *t = peep_smallconst(c);
		if (t && istensor(x) && x->type->rank >= t->rank && alike(x, n->out[0])
		    && neutral(t, op, x->type->dtype))
			return becomes(pp, n, x);
	}
	return 0;
}

/* is the one-element constant c -1 of the int dtype dt */
static int
minusone(const Tensor *c, DType dt)
{
	return c->numel == 1 && c->dtype == dt && (dt == DT_I64 || dt == DT_I32) &&
	       rt_getf(c, 0) == -1;
}

/* of ints (they wrap alike): x * -1 is Neg(x) (a loop counting down: start + i * -1), a +
 * Neg(b) is a - b.  Not of floats: a NaN keeps its sign through x86's multiply and subtract
 * but not through Neg (-O0 and -O2 would differ in a NaN's sign bit).  Neg(Neg(x)) is x
 * (a count of range(a, b, -1): -((b - a) // -1)), of any dtype */
static int
negations(Peep *pp, Node *n)
{
	if (onnx_is(n, "Neg") && onnx_is(ir_in(n, 0)->def, "Neg")
	    && alike(ir_in(ir_in(n, 0)->def, 0), n->out[0]))
		return becomes(pp, n, ir_in(ir_in(n, 0)->def, 0));
	if (onnx_is(n, "Mul") && n->nin == 2)
		for (int k = 1; k >= 0; k--) {
			Value *x = ir_in(n, 1 - k);
			Tensor *t = peep_smallconst(ir_in(n, k));
			if (t && istensor(x) && x->type->rank >= t->rank && alike(x, n->out[0])
			    && minusone(t, x->type->dtype))
				return becomes(pp, n, onnx_mknode(pp->p, n, "Neg", &x, 1,
					n->out[0]->type)->out[0]);
		}
	if (!onnx_is(n, "Add") || n->nin != 2)
		return 0;
	for (int k = 1; k >= 0; k--) {
		Node *m = ir_in(n, k)->def;
		if (!onnx_is(m, "Neg") || ir_nuses(m->out[0]) != 1 || !alike(ir_in(m, 0), m->out[0])
		    || (m->out[0]->type->dtype != DT_I64 && m->out[0]->type->dtype != DT_I32))
			continue;
		Value *in[2] = {ir_in(n, 1 - k), ir_in(m, 0)};
		return becomes(pp, n, onnx_mknode(pp->p, n, "Sub", in, 2, n->out[0]->type)->out[0]);
	}
	return 0;
}

/* is every use of v an Exp: exp(-0) is exp(+0), so v's zeros may have either sign */
static int
onlyexp(const Value *v)
{
	for (const Use *u = v->uses; u; u = u->next)
		if (!onnx_is(u->user, "Exp"))
			return 0;
	return v->uses != NULL;
}

/* may the negation of constant c be folded into a new one: a small constant, or a weight
 * nothing else reads (no second copy of its bytes) */
static int
negatable(const Value *c)
{
	return onnx_is(c->def, "Constant") && istensor(c) &&
	       (peep_smallconst(c) || ir_nuses(c) == 1);
}

/* Neg(P) of floats that only Exp reads (sigmoid's 1 / (1 + exp(-x)), ATen's formula), P
 * read by the Neg alone: the negation goes into P.  Rounding to nearest is symmetric, so
 * each form is -P's value, bit for bit, but for the sign of a zero (Sub(b, a) is +0 where
 * a - b is +0 and Neg makes it -0), which Exp does not see:
 *   Neg(Sub(a, b))                      =>  Sub(b, a)
 *   Neg(Gemm(a, k, l))                  =>  Gemm(a, Neg(k), Neg(l))      (nn.Linear)
 *   Neg(Add(a, k))                      =>  Sub(Neg(k), a)     (the bias after a MatMul)
 *   Neg(Mul(a, k)), Neg(Div(a, k))      =>  Mul(a, Neg(k)), Div(a, Neg(k))
 * k and l constants (negatable), at -O2, where onnxpeep's closing fold makes Neg(k) a
 * constant.  Not Gemm's alpha and beta: ONNX Runtime's kernel sums in another order with
 * them negated (5 of 222,027 elements 1 ulp off, measured) */
static int
negin(Peep *pp, Node *n)
{
	Node *p = onnx_is(n, "Neg") ? ir_in(n, 0)->def : NULL;
	if (!p || !istensor(n->out[0]) || !dtype_isfloat(n->out[0]->type->dtype) ||
	    ir_nuses(p->out[0]) != 1 || p->nout != 1 || !alike(p->out[0], n->out[0]) ||
	    !onlyexp(n->out[0]))
		return 0;
	if (onnx_is(p, "Sub") && p->nin == 2) {
		Value *in[2] = {ir_in(p, 1), ir_in(p, 0)};
		return becomes(pp, n, onnx_mknode(pp->p, n, "Sub", in, 2, n->out[0]->type)->out[0]);
	}
	if (pp->p->level < 2)
		return 0;
	if (onnx_is(p, "Gemm") && p->nin >= 2 && negatable(ir_in(p, 1)) &&
	    (p->nin < 3 || ir_isnone(ir_in(p, 2)) || negatable(ir_in(p, 2)))) {
		for (uint32_t j = 1; j < p->nin && j < 3; j++) {
			Value *c = ir_in(p, j);
			if (!ir_isnone(c))
				ir_setinput(p, j, onnx_mknode(pp->p, p, "Neg", &c, 1, c->type)->out[0]);
		}
		return becomes(pp, n, p->out[0]);
	}
	int add = onnx_is(p, "Add"), mul = onnx_is(p, "Mul"), div = onnx_is(p, "Div");
	if (!(add || mul || div) || p->nin != 2)
		return 0;
	for (int k = 1; k >= (div ? 1 : 0); k--) {
		Value *c = ir_in(p, (uint32_t)k), *a = ir_in(p, (uint32_t)(1 - k));
		if (!negatable(c))
			continue;
		Value *nc = onnx_mknode(pp->p, n, "Neg", &c, 1, c->type)->out[0];
		Value *in[2] = {add ? nc : a, add ? a : nc};
		return becomes(pp, n, onnx_mknode(pp->p, n, add ? "Sub" : mul ? "Mul" : "Div", in, 2,
			n->out[0]->type)->out[0]);
	}
	return 0;
}

int
peep_arith(Peep *pp, Node *n)
{
	return notcast(pp, n) || notreduced(pp, n) || constwhere(pp, n) || identities(pp, n) ||
	       negations(pp, n) || negin(pp, n);
}
