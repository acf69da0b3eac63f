/* Inference for random numbers: rand/randn/randint/randperm (a size or n), their _like forms
 * (self's shape), bernoulli (self's shape), multinomial (self's rows by num_samples),
 * normal (the broadcast of mean and std, in mean's dtype as PyTorch's empty_like, or a size;
 * x.normal_: x's) and x.uniform/x.exponential (self's).
 * The dtype is dtype=, else PyTorch's: the default float32 for rand/randn/normal(floats),
 * int64 for randint/randperm (their schema's default 4), self's for the _like forms,
 * bernoulli, uniform and exponential, int64 for multinomial.  PyTorch's own refusals that
 * a constant shows are located errors here: a float distribution in an integer dtype
 * ("not implemented for 'Long'"), randint with low >= high, multinomial without
 * replacement of more samples than categories, a generator= other than None. */
#include <string.h>
#include "ir.h"

static int
isrow(const Node *n, uint32_t row)
{
	return op_row(n->op) == row; /* this overload (op_is takes any of the operator's) */
}

/* the constant float argument name in *f; 0 if it has none or it is known at run time */
static int
argf(const Node *n, const char *name, double *f)
{
	int i = arg_at(n, name);
	return i >= 0 && ir_constfloat(ir_in(n, (uint32_t)i), f);
}

/* does the operator draw floats (rand, randn, normal, uniform, exponential)? */
static int
floatdraw(const Node *n)
{
	return isrow(n, OP_aten_rand_Tensor) || isrow(n, OP_aten_rand_generator) ||
	       isrow(n, OP_aten_randn_Tensor) || isrow(n, OP_aten_randn_generator) ||
	       isrow(n, OP_aten_rand_like_Tensor) || isrow(n, OP_aten_randn_like_Tensor) ||
	       isrow(n, OP_aten_normal_float_float) || isrow(n, OP_aten_uniform_Tensor) ||
	       isrow(n, OP_aten_normal_inplace) ||
	       isrow(n, OP_aten_exponential_Tensor) || isrow(n, OP_aten_normal_Tensor_float) ||
	       isrow(n, OP_aten_normal_float_Tensor) || isrow(n, OP_aten_normal_Tensor_Tensor);
}

static int
sized(Node *n, uint32_t i, DType dt, Diag *d)
{
	Dim s[MAXRANK];
	Value *v = ir_in(n, i);
	int r = infer_ints(v, s, MAXRANK);
	if (r < 0 && v->type->kind != T_LIST)
		return infer_fail(d, n, "size must be a list of ints");
	for (int k = 0; k < r; k++)
		if (dim_known(s[k]) && s[k] < 0)
			return infer_fail(d, n, "negative dimension %lld", (long long)s[k]);
	infer_set(n, 0, ty_tensor(dt, r, r < 0 ? NULL : s));
	return 0;
}

static int
like(Node *n, const Value *src, DType dt)
{
	infer_set(n, 0, ty_tensor(dt, src->type->rank, src->type->dims));
	return 0;
}

static int
randint(Graph *g, Node *n, Diag *d, DType dt)
{
	(void)g;
	int64_t lo = 0, hi;
	int known = arg_const(n, "low", 0, &lo) & arg_const(n, "high", 0, &hi);
	if (known && lo >= hi)
		return infer_fail(d, n, "random_ expects 'from' to be less than 'to', but got "
			"from=%lld >= to=%lld (PyTorch raises)", (long long)lo, (long long)hi);
	if (arg_at(n, "self") >= 0)
		return like(n, ir_in(n, 0), dt);
	return sized(n, (uint32_t)arg_at(n, "size"), dt, d);
}

static int
multinomial(Graph *g, Node *n, Diag *d)
{
	(void)g;
	const Type *t = ir_in(n, 0)->type;
	int64_t k, repl;
	if (t->rank != 1 && t->rank != 2)
		return infer_fail(d, n, "prob_dist must be 1 or 2 dim (PyTorch raises)");
	if (!dtype_isfloat(t->dtype))
		return infer_fail(d, n, "multinomial only supports floating-point dtypes for "
			"input (PyTorch raises)");
	if (!arg_const(n, "num_samples", 0, &k))
		return infer_fail(d, n, "num_samples must be a constant");
	if (!arg_const(n, "replacement", 0, &repl))
		return infer_fail(d, n, "replacement must be a constant");
	if (k <= 0)
		return infer_fail(d, n, "cannot sample n_sample <= 0 samples (PyTorch raises)");
	Dim c = t->dims[t->rank - 1];
	if (!repl && dim_known(c) && k > c)
		return infer_fail(d, n, "cannot sample n_sample > prob_dist.size(-1) samples "
			"without replacement (PyTorch raises)");
	Dim dims[2] = {t->dims[0], (Dim)k};
	if (t->rank == 1)
		dims[0] = (Dim)k;
	infer_set(n, 0, ty_tensor(DT_I64, t->rank, dims));
	return 0;
}

int
infer_random(Graph *g, Node *n, Diag *d)
{
	int gi = arg_at(n, "generator");
	if (gi >= 0 && !ir_isnone(ir_in(n, (uint32_t)gi)))
		return infer_fail(d, n, "a generator= argument: the model's random numbers come from "
			"ONNX Runtime's own generator");
	if (isrow(n, OP_aten_multinomial_Tensor))
		return multinomial(g, n, d);
	DType dt = infer_dtypearg(n);
	int si = arg_at(n, "self");
	const Value *self = si >= 0 ? ir_in(n, (uint32_t)si) : NULL;
	int ints = isrow(n, OP_aten_randint_Tensor) || isrow(n, OP_aten_randint_generator) ||
		   isrow(n, OP_aten_randint_low) || isrow(n, OP_aten_randint_low_generator) ||
		   isrow(n, OP_aten_randperm_Tensor) || isrow(n, OP_aten_randperm_generator);
	if (dt == DT_UNDEF) /* (the schemas' dtype=4 of randint and randperm: int64) */
		dt = self ? self->type->dtype : ints ? DT_I64 : DT_F32;
	if (dt == DT_UNDEF)
		return infer_anyrank(n, DT_UNDEF);
	if (isrow(n, OP_aten_normal_Tensor_float) || isrow(n, OP_aten_normal_float_Tensor) ||
	    isrow(n, OP_aten_normal_Tensor_Tensor)) {
		const Type *m = ir_in(n, 0)->type, *s = ir_in(n, 1)->type;
		const Type *tt = m->kind == T_TENSOR ? m : s;
		double sd;
		if (!dtype_isfloat(tt->dtype))
			return infer_fail(d, n, "normal expects floating-point mean and std (PyTorch "
				"raises)");
		if (argf(n, "std", &sd) && sd < 0)
			return infer_fail(d, n, "normal expects std >= 0.0, but found std %g (PyTorch "
				"raises)", sd);
		if (m->kind == T_TENSOR && s->kind == T_TENSOR) {
			int32_t r;
			Dim dims[MAXRANK];
			if (infer_broadcast(g, n, d, m, s, &r, dims) < 0)
				return -1;
			infer_set(n, 0, ty_tensor(m->dtype, r, dims)); /* mean's (empty_like) */
			return 0;
		}
		return like(n, m->kind == T_TENSOR ? ir_in(n, 0) : ir_in(n, 1), tt->dtype);
	}
	if (floatdraw(n) && !dtype_isfloat(dt))
		return infer_fail(d, n, "a random %s in dtype %s: PyTorch draws these in floating "
			"dtypes only (it raises: not implemented for '%s')", isrow(n,
			OP_aten_exponential_Tensor) ? "exponential" : isrow(n, OP_aten_randn_Tensor) ||
			isrow(n, OP_aten_randn_like_Tensor) || isrow(n, OP_aten_randn_generator) ||
			isrow(n, OP_aten_normal_float_float) || isrow(n, OP_aten_normal_inplace) ?
			"normal" : "uniform", dtype_name(dt),
			dtype_name(dt));
	double f, to;
	if ((isrow(n, OP_aten_normal_float_float) || isrow(n, OP_aten_normal_inplace)) &&
	    argf(n, "std", &f) && f < 0)
		return infer_fail(d, n, "normal expects std >= 0.0, but found std %g (PyTorch "
			"raises)", f);
	if (isrow(n, OP_aten_uniform_Tensor) && argf(n, "from", &f) && argf(n, "to", &to) && f > to)
		return infer_fail(d, n, "uniform_ expects to return a [from, to) range, but found "
			"from=%g > to=%g (PyTorch raises)", f, to);
	if (isrow(n, OP_aten_exponential_Tensor) && argf(n, "lambd", &f) && !(f >= 0))
		return infer_fail(d, n, "exponential_ expects lambda >= 0.0, but found lambda=%g "
			"(PyTorch raises)", f);
	if (isrow(n, OP_aten_randint_Tensor) || isrow(n, OP_aten_randint_generator) ||
	    isrow(n, OP_aten_randint_low) || isrow(n, OP_aten_randint_low_generator) ||
	    isrow(n, OP_aten_randint_like_Tensor) || isrow(n, OP_aten_randint_like_low_dtype))
		return randint(g, n, d, dt);
	if (isrow(n, OP_aten_randperm_Tensor) || isrow(n, OP_aten_randperm_generator)) {
		int64_t k;
		if (dt == DT_BOOL)
			return infer_fail(d, n, "randperm in dtype bool (PyTorch raises: not "
				"implemented for 'Bool')");
		if (arg_const(n, "n", 0, &k) && k < 0)
			return infer_fail(d, n, "n must be non-negative, got %lld (PyTorch raises)",
				(long long)k);
		Dim dim = infer_dimval(ir_in(n, 0));
		infer_set(n, 0, ty_tensor(dt, 1, &dim));
		return 0;
	}
	if (isrow(n, OP_aten_bernoulli_Tensor) || isrow(n, OP_aten_bernoulli_p) ||
	    isrow(n, OP_aten_bernoulli_Tensor_p)) {
		if (argf(n, "p", &f) && !(f >= 0 && f <= 1))
			return infer_fail(d, n, "bernoulli_ expects p to be in [0, 1], but got p=%g "
				"(PyTorch raises)", f);
		if (isrow(n, OP_aten_bernoulli_Tensor) && dt != DT_F32 && dt != DT_F64)
			return infer_fail(d, n, "bernoulli of a tensor of dtype %s: its values are the "
				"probabilities, which PyTorch takes as float32 or float64 only (it "
				"raises)", dtype_name(dt));
		return like(n, self, dt);
	}
	if (self)
		return like(n, self, dt);
	return sized(n, (uint32_t)arg_at(n, "size"), dt, d);
}
