/* Lowering of random numbers (infer_random.c types them) to ONNX's random operators, which
 * draw from ONNX Runtime's generator (no seed attribute: each run differs, as PyTorch's
 * draws do; the values never equal PyTorch's).  Every draw is a RandomUniformLike or
 * RandomNormalLike over a template of the result's shape (self, or a ConstantOfShape of the
 * size: a size known only at run time works), in float64 for a float64 result and float32
 * otherwise, then shaped as PyTorch defines each distribution:
 *   rand, x.uniform(a, b)    U, a + U (b - a)
 *   randn, normal(m, s)      Z, m + Z s (normal's shape: the broadcast of m and s; x.normal_:
 *                            x's)
 *   randint(lo, hi)          lo + min(floor(U (hi - lo)), hi - lo - 1) in float64, cast; a
 *                            run-time lo >= hi fails in ONNX Runtime (a Range of step 0),
 *                            where PyTorch raises
 *   randperm(n)              the indices of TopK over n uniform keys (a uniform permutation)
 *   bernoulli(p)             Less(U, p), cast to p's dtype; with a float or a tensor p:
 *                            Less(U, p) in self's shape, cast to self's dtype.  Not ONNX's
 *                            Bernoulli (opset 15): ONNX Runtime 1.30's gives 1 with
 *                            probability 1 - p (measured: mean 0.10 over p = 0.9)
 *   multinomial(p, k, True)  Multinomial over log(p) (float32, as ONNX Runtime's kernel)
 *   multinomial(p, k, False) the indices of TopK(log p + Gumbel noise, k): exactly
 *                            sequential draws without replacement (the Gumbel-top-k trick)
 *   x.exponential(l)         -log(1 - U) / l */
#include <math.h>
#include <string.h>
#include "backend.h"

#define ROW(o, row) (op_row(o) == (row)) /* this overload (op_is takes any) */

static DType
gendt(DType dt)
{
	return dt == DT_F64 ? DT_F64 : DT_F32;
}

static Type *
as(const Type *t, DType dt)
{
	return ty_tensor(dt, t->rank, t->dims);
}

/* a template of t's shape: self (a bfloat16 one cast: the random ops' T1 lacks it) or a
 * ConstantOfShape of the size argument */
static Value *
templ(Lower *lw, Node *n, Type *t)
{
	int si = arg_at(n, "self");
	if (si >= 0) {
		Value *x = lw_in(lw, ir_in(n, (uint32_t)si), DT_UNDEF);
		return x->type->dtype == DT_BF16 ? lw_cast(lw, x, DT_F32) : x;
	}
	Value *shape = lw_intlist(lw, ir_in(n, (uint32_t)arg_at(n, "size")));
	return lw_op1(lw, "ConstantOfShape", shape, as(t, DT_F32));
}

/* RandomUniformLike (normal 0) or RandomNormalLike (normal 1) over tp, in dtype dt */
static Value *
draw(Lower *lw, Value *tp, int normal, DType dt, Type *t)
{
	Value *u = lw_op1(lw, normal ? "RandomNormalLike" : "RandomUniformLike", tp, as(t, dt));
	ir_attr_i(lw->g, u->def, SYMC("dtype"), dt);
	return u;
}

static Value *
num(Lower *lw, Node *n, const char *name, double dflt, DType dt)
{
	int i = arg_at(n, name);
	return i < 0 ? lw_scalar(lw, dt, dflt) : lw_in(lw, ir_in(n, (uint32_t)i), dt);
}

/* lo + min(floor(U k), k - 1), k = hi - lo, in float64; a check that fails at run time
 * where lo >= hi unless both are constants (inference refused those) */
static Value *
randint(Lower *lw, Node *n, Type *t)
{
	Type *t0 = ty_tensor(DT_F64, 0, NULL), *t64 = as(t, DT_F64);
	Value *lo = num(lw, n, "low", 0, DT_F64), *hi = num(lw, n, "high", 0, DT_F64);
	Value *k = lw_op2(lw, "Sub", hi, lo, t0);
	int64_t a, b;
	if (!arg_const(n, "low", 0, &a) || !arg_const(n, "high", 0, &b)) {
		Value *ok = lw_op2(lw, "Greater", hi, lo, ty_tensor(DT_BOOL, 0, NULL));
		Value *in[3] = {lw_int(lw, 0), lw_int(lw, 1), lw_cast(lw, ok, DT_I64)};
		Dim one = 1;
		Value *r = lw_op(lw, "Range", in, 3, ty_tensor(DT_I64, 1, &one));
		Value *z = lw_attri(lw, lw_op1(lw, "ReduceSum", r, ty_tensor(DT_I64, 0, NULL)),
			"keepdims", 0);
		k = lw_op2(lw, "Add", k, lw_cast(lw, z, DT_F64), t0); /* + 0 */
	}
	Value *u = draw(lw, templ(lw, n, t), 0, DT_F64, t);
	Value *v = lw_op1(lw, "Floor", lw_op2(lw, "Mul", u, k, t64), t64);
	v = lw_op2(lw, "Min", v, lw_op2(lw, "Sub", k, lw_scalar(lw, DT_F64, 1), t0), t64);
	return lw_cast(lw, lw_op2(lw, "Add", v, lo, t64), t->dtype);
}

static Value *
randperm(Lower *lw, Node *n, Type *t)
{
	Value *len = lw_op2(lw, "Reshape", lw_in(lw, ir_in(n, 0), DT_I64), lw_ints(lw,
		(int64_t[]){1}, 1), ty_tensor(DT_I64, 1, (Dim[]){1}));
	Value *tp = lw_op1(lw, "ConstantOfShape", len, as(t, DT_F32));
	Value *keys = draw(lw, tp, 0, DT_F64, t);
	Value *in[2] = {keys, len};
	Node *tk = lw_node(lw, "TopK", in, 2, 2);
	tk->out[0]->type = as(t, DT_F64);
	tk->out[1]->type = as(t, DT_I64);
	ir_attr_i(lw->g, tk, SYMC("axis"), 0);
	return lw_cast(lw, tk->out[1], t->dtype);
}

static Value *
bernoulli(Lower *lw, Node *n, Type *t)
{
	Type *bt = as(t, DT_BOOL);
	if (ROW(n->op, OP_aten_bernoulli_Tensor)) {
		Value *p = lw_in(lw, ir_in(n, 0), t->dtype);
		Value *u = draw(lw, p, 0, t->dtype, t);
		return lw_cast(lw, lw_op2(lw, "Less", u, p, bt), t->dtype);
	}
	Value *u = draw(lw, templ(lw, n, t), 0, DT_F64, t);
	return lw_cast(lw, lw_op2(lw, "Less", u, num(lw, n, "p", 0.5, DT_F64), bt), t->dtype);
}

static Value *
multinomial(Lower *lw, Node *n, Type *t)
{
	Value *p = lw_in(lw, ir_in(n, 0), DT_UNDEF);
	int64_t k, repl;
	arg_const(n, "num_samples", 0, &k);
	arg_const(n, "replacement", 0, &repl);
	int one = p->type->rank == 1;
	Dim c = p->type->dims[p->type->rank - 1], b = one ? 1 : p->type->dims[0];
	Type *pt = ty_tensor(repl ? DT_F32 : DT_F64, 2, (Dim[]){b, c});
	Type *it = ty_tensor(DT_I64, 2, (Dim[]){b, k});
	Value *p2 = lw_cast(lw, p, pt->dtype);
	if (one)
		p2 = lw_op2(lw, "Reshape", p2, lw_ints(lw, (int64_t[]){1, -1}, 2), pt);
	Value *lp = lw_op1(lw, "Log", p2, pt), *idx;
	if (repl) {
		idx = lw_op1(lw, "Multinomial", lp, it);
		ir_attr_i(lw->g, idx->def, SYMC("sample_size"), k);
		ir_attr_i(lw->g, idx->def, SYMC("dtype"), DT_I64);
	} else { /* keys log p - log(-log U): the k largest are k draws without replacement */
		Value *u = draw(lw, p2, 0, DT_F64, pt);
		Value *g = lw_op1(lw, "Log", lw_op1(lw, "Neg", lw_op1(lw, "Log", u, pt), pt), pt);
		Value *in[2] = {lw_op2(lw, "Sub", lp, g, pt), lw_ints(lw, &k, 1)};
		Node *tk = lw_node(lw, "TopK", in, 2, 2);
		tk->out[0]->type = ty_tensor(DT_F64, 2, (Dim[]){b, k});
		tk->out[1]->type = it;
		ir_attr_i(lw->g, tk, SYMC("axis"), 1);
		idx = tk->out[1];
	}
	return one ? lw_op2(lw, "Reshape", idx, lw_ints(lw, &k, 1), t) : idx;
}

/* normal(mean, std) of tensors or floats: mean + Z std, Z over their broadcast */
static Value *
normal(Lower *lw, Node *n, Type *t)
{
	DType g = gendt(t->dtype);
	Type *tg = as(t, g);
	int self = ROW(n->op, OP_aten_normal_inplace); /* x.normal_(mean, std) */
	Value *m = num(lw, n, "mean", 0, g), *s = num(lw, n, "std", 1, g), *tp;
	if (ROW(n->op, OP_aten_normal_float_float) || self)
		tp = templ(lw, n, t);
	else
		tp = ROW(n->op, OP_aten_normal_Tensor_Tensor) ? lw_op2(lw, "Add", m, s, tg) :
			ROW(n->op, OP_aten_normal_Tensor_float) ? m : s;
	Value *z = draw(lw, tp, 1, g, t);
	return lw_cast(lw, lw_op2(lw, "Add", lw_op2(lw, "Mul", z, s, tg), m, tg), t->dtype);
}

int
lower_random(Lower *lw, Node *n)
{
	Type *t = lw_type(n->out[0]->type);
	DType g = gendt(t->dtype);
	Type *tg = as(t, g);
	const Op *o = n->op;
	Value *r;
	if (ROW(o, OP_aten_randint_Tensor) || ROW(o, OP_aten_randint_generator) ||
	    ROW(o, OP_aten_randint_low) || ROW(o, OP_aten_randint_low_generator) ||
	    ROW(o, OP_aten_randint_like_Tensor) || ROW(o, OP_aten_randint_like_low_dtype))
		r = randint(lw, n, t);
	else if (ROW(o, OP_aten_randperm_Tensor) || ROW(o, OP_aten_randperm_generator))
		r = randperm(lw, n, t);
	else if (ROW(o, OP_aten_bernoulli_Tensor) || ROW(o, OP_aten_bernoulli_p) ||
		 ROW(o, OP_aten_bernoulli_Tensor_p))
		r = bernoulli(lw, n, t);
	else if (ROW(o, OP_aten_multinomial_Tensor))
		r = multinomial(lw, n, t);
	else if (ROW(o, OP_aten_normal_Tensor_float) || ROW(o, OP_aten_normal_float_Tensor) ||
		 ROW(o, OP_aten_normal_Tensor_Tensor) || ROW(o, OP_aten_normal_float_float) ||
		 ROW(o, OP_aten_normal_inplace))
		r = normal(lw, n, t);
	else if (ROW(o, OP_aten_uniform_Tensor)) {
		Value *a = num(lw, n, "from", 0, g), *b = num(lw, n, "to", 1, g);
		Value *u = draw(lw, templ(lw, n, t), 0, g, t);
		Value *w = lw_op2(lw, "Sub", b, a, ty_tensor(g, 0, NULL));
		r = lw_cast(lw, lw_op2(lw, "Add", lw_op2(lw, "Mul", u, w, tg), a, tg), t->dtype);
	} else if (ROW(o, OP_aten_exponential_Tensor)) {
		Value *u = draw(lw, templ(lw, n, t), 0, g, t);
		Value *e = lw_op1(lw, "Neg", lw_op1(lw, "Log", lw_op2(lw, "Sub", lw_scalar(lw, g, 1), u,
			tg), tg), tg);
		r = lw_cast(lw, lw_op2(lw, "Div", e, num(lw, n, "lambd", 1, g), tg), t->dtype);
	} else { /* rand, randn and their _like forms */
		int nrm = ROW(o, OP_aten_randn_Tensor) || ROW(o, OP_aten_randn_generator) ||
			  ROW(o, OP_aten_randn_like_Tensor);
		r = lw_cast(lw, draw(lw, templ(lw, n, t), nrm, g, t), t->dtype);
	}
	return lw_done1(lw, n, r);
}
