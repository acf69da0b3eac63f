/* Lowering of reductions (sum mean prod amax amin max min argmax argmin all any) and of the
 * ops that keep a dim (cumsum, softmax, log_softmax, topk, sort).  The input is cast to the
 * dtype the result is computed in (the output's: int sums and products are already int64,
 * dtype= already applied), then one ONNX operator does the work.  Where ONNX moved an
 * argument between opsets, so does the lowering:
 *   ReduceSum axes          an input from opset 13, an attribute before
 *   ReduceMean/Max/Min/Prod an input from opset 18, an attribute before
 *   no axes at all          reduces every dim (noop_with_empty_axes stays 0)
 * Kernels lack some dtypes (bool in ReduceMax before opset 20, int16 and half in ORT), so
 * those compute in a wider dtype and cast back; the values are the same.
 *   %3 : Float(2) = aten::sum(%x, [1], False, None)  =>  %3 = onnx::ReduceSum[keepdims=0](%x, %a)
 * where %a is the constant [1]. */
#include <math.h>
#include <string.h>
#include "backend.h"

/* t with its dtype replaced: the type of an intermediate in the compute dtype */
static Type *
retype(const Type *t, DType dt)
{
	return ty_tensor(dt, t->rank, t->dims);
}

static int
done(Lower *lw, Node *n, Value *a, Value *b)
{
	Value *outs[2] = {a, b};
	if (!a)
		return -1;
	lw_done(lw, n, outs);
	return 0;
}

/* *out = the constant argument called s (dflt when the overload has none); -1 after a
 * diagnostic when it is given but known only at run time */
static int
constarg(Lower *lw, Node *n, const char *s, int64_t dflt, int64_t *out)
{
	if (arg_const(n, s, dflt, out))
		return 0;
	return lw_fail(lw, n, "'%s' must be a constant", s);
}

/* the dims reduced, made nonnegative; 0 when all of them are (no dim, None or []),
 * -1 after a diagnostic.  Inference has checked them against the rank. */
static int
axes(Lower *lw, Node *n, int64_t *ax)
{
	int i = arg_at(n, "dim");
	if (i < 0 || ir_isnone(ir_in(n, i)))
		return 0;
	int na = ir_constint(ir_in(n, i), ax) ? 1 : arg_ints(ir_in(n, i), ax, MAXRANK);
	if (na < 0)
		return lw_fail(lw, n, "the dims must be constants");
	int32_t r = ir_in(n, 0)->type->rank;
	if (r == 0) /* dim 0 or -1 of a 0-d tensor: ONNX has no such axis, reduce it all */
		return 0;
	for (int j = 0; j < na && r > 0; j++) /* rank unknown: ONNX counts from the end too */
		if (ax[j] < 0)
			ax[j] += r;
	return na;
}

/* op(x) over ax (all dims if na == 0), axes as an input or attribute as the opset says */
static Value *
reduce(Lower *lw, const char *op, Value *x, const int64_t *ax, int na, int64_t keep, Type *t)
{
	int asinput = lw->opset >= 18 || (!strcmp(op, "ReduceSum") && lw->opset >= 13);
	Value *in[2] = {x, NULL};
	uint32_t nin = 1;
	if (na > 0 && asinput)
		in[nin++] = lw_ints(lw, ax, (uint32_t)na);
	Value *r = lw_op(lw, op, in, nin, t);
	if (na > 0 && !asinput)
		ir_attr_ints(lw->g, r->def, SYMC("axes"), ax, (uint32_t)na);
	ir_attr_i(lw->g, r->def, SYMC("keepdims"), keep);
	return r;
}

/* ArgMax/ArgMin along axis; on ties PyTorch returns the first index, as does ONNX's
 * default select_last_index=0 (spelled out from opset 12, where it appeared) */
static Value *
argop(Lower *lw, const char *op, Value *x, int64_t axis, int64_t keep, Type *t)
{
	Value *r = lw_op1(lw, op, x, t);
	ir_attr_i(lw->g, r->def, SYMC("axis"), axis);
	ir_attr_i(lw->g, r->def, SYMC("keepdims"), keep);
	if (lw->opset >= 12)
		ir_attr_i(lw->g, r->def, SYMC("select_last_index"), 0);
	return r;
}

/* PyTorch's max and min, and their indices, give a NaN (the first) where the values reduced
 * hold one; ONNX Runtime's ReduceMax/ReduceMin and ArgMax/ArgMin skip NaNs.  x's NaNs as 1,
 * else 0, in x's dtype: reduced as x is, it tells where a result must be NaN */
static Value *
isnan01(Lower *lw, Value *x)
{
	Type *bt = ty_tensor(DT_BOOL, x->type->rank, x->type->dims);
	return lw_cast(lw, lw_op1(lw, "IsNaN", x, bt), x->type->dtype);
}

/* v where has (a reduction of isnan01, y's shape) is nonzero, else y */
static Value *
ifnan(Lower *lw, Value *has, Value *v, Value *y)
{
	Type *bt = ty_tensor(DT_BOOL, y->type->rank, y->type->dims);
	Value *w[3] = {lw_op2(lw, "Greater", has, lw_scalar(lw, has->type->dtype, 0), bt), v, y};
	return lw_op(lw, "Where", w, 3, y->type);
}

/* PyTorch's argmax (argmin) of a float32 x in one ArgMax (ArgMin): the first NaN's index
 * where there is one, else the first maximum's.  In float64, where every float32 is exact,
 * x's values keep their order below 1e300 (+inf among them: Min(x, 1e300) is still above
 * every finite float32) and its NaNs become +inf, above them all; ties stay ties:
 *   ArgMax(Where(IsNaN(x), inf, Min(Cast(x, double), 1e300)))
 * 5 nodes, where the index of NaNs apart (IsNaN, Cast, ReduceMax, Greater, ArgMax twice,
 * Where) takes 7.  NULL: x is not float32 */
static int
nanfirstkey_ok(Value *x)
{
	return lw_dtype(x) == DT_F32;
}

static Value *
nanfirstkey(Lower *lw, Value *x, int ismax)
{
	if (!nanfirstkey_ok(x))
		return NULL;
	Type *dt = retype(x->type, DT_F64), *bt = retype(x->type, DT_BOOL);
	double big = ismax ? 1e300 : -1e300, inf = ismax ? __builtin_inf() : -__builtin_inf();
	Value *lim = lw_op2(lw, ismax ? "Min" : "Max", lw_cast(lw, x, DT_F64),
		lw_scalar(lw, DT_F64, big), dt);
	Value *w[3] = {lw_op1(lw, "IsNaN", x, bt), lw_scalar(lw, DT_F64, inf), lim};
	return lw_op(lw, "Where", w, 3, dt);
}

/* the dtype to sum in: half floats accumulate in float32 as PyTorch's CPU kernels do */
static DType
sumdt(DType dt)
{
	return dt == DT_F16 || dt == DT_BF16 ? DT_F32 : dt;
}

/* the dtype to compare in: ORT's Max/Min/ArgMax/TopK lack bool, int16 and half floats */
static DType
cmpdt(DType dt)
{
	if (dt == DT_BOOL || dt == DT_I16)
		return DT_I32;
	return sumdt(dt);
}

/* how many elements each result of a reduction of a tensor of type xt over ax takes (every
 * dim if na == 0), when the type tells: >= 0; else -1 */
static int64_t
knowncount(const Type *xt, const int64_t *ax, int na)
{
	int64_t count = 1;
	if (xt->rank < 0)
		return -1;
	for (int32_t i = 0; i < (na ? na : xt->rank); i++) {
		int64_t d = na ? ax[i] : i;
		if (d < 0 || d >= xt->rank || !dim_known(xt->dims[d]) ||
		    __builtin_mul_overflow(count, xt->dims[d], &count))
			return -1;
	}
	return count;
}

/* that count at run time, a 0-d int64: Size(x), the one reduced size the type does not
 * tell (times the product of those it does), or the product of the reduced sizes */
static Value *
runcount(Lower *lw, Value *x, const int64_t *ax, int na)
{
	Type *t0 = ty_tensor(DT_I64, 0, NULL);
	if (na == 0)
		return lw_op1(lw, "Size", x, t0);
	int64_t known = 1;
	int nu = 0, u = -1;
	for (int i = 0; i < na && x->type->rank > 0; i++) {
		Dim d = ax[i] >= 0 && ax[i] < x->type->rank ? x->type->dims[ax[i]] : DIM_UNKNOWN;
		if (!dim_known(d))
			nu++, u = i;
		else if (__builtin_mul_overflow(known, d, &known))
			nu = na + 1;
	}
	if (nu == 1) {
		Value *c = lw_dimsize(lw, x, (int32_t)ax[u]);
		return known == 1 ? c : lw_op2(lw, "Mul", c, lw_int(lw, known), t0);
	}
	Dim nd = na;
	Value *sz = lw_op2(lw, "Gather", lw_shape(lw, x), lw_ints(lw, ax, (uint32_t)na),
		ty_tensor(DT_I64, 1, &nd));
	return reduce(lw, "ReduceProd", sz, NULL, 0, 0, t0);
}

/* mean(x) over ax: ReduceMean gives 0 over no elements, where PyTorch's sum / count is 0 / 0,
 * NaN.  Unless the count is known and nonzero at compile time, the mean is the sum divided by
 * the count, taken from the shape at run time when a reduced dim is symbolic:
 *   x : Float(n, 3), mean(x, [0])  =>  Div(ReduceSum(x, [0]), Cast(ReduceProd(Gather(Shape(x), [0])))) */
static Value *
mean(Lower *lw, Value *x, const int64_t *ax, int na, int64_t keep, Type *t)
{
	int64_t count = knowncount(x->type, ax, na);
	if (count > 0)
		return reduce(lw, "ReduceMean", x, ax, na, keep, t);
	Value *sum = reduce(lw, "ReduceSum", x, ax, na, keep, t);
	Value *n = count == 0 ? lw_scalar(lw, t->dtype, 0) : lw_cast(lw, runcount(lw, x, ax, na),
		t->dtype);
	return lw_op2(lw, "Div", sum, n, t);
}

/* x, made to fail at run time when the reduction over ax takes no element: PyTorch's max,
 * min, amax, amin and aminmax raise then ("Expected reduction dim 0 to have non-zero size"),
 * where ReduceMax gives -inf.  Unless the count is known nonzero, x goes through a Reshape
 * to its own shape, or to -2s when the count is 0, which Reshape refuses (a 0 in its own
 * shape copies the input's 0, the same):
 *   Reshape(x, Where(count == 0, -2, Shape(x)))
 * Over one dim d, the shape is all 0s (each copies x's dim), -2 at d when its size is 0;
 * the size of a named dim comes from a graph input (lw_dimsize), so that only the Reshape
 * stays in a loop body (licm moves the rest out):
 *   Reshape(x, Where(Gather(Shape(input), j) == 0, [0, -2], [0, 0]))
 * Where every dim but d and one other, j, is known nonzero, one Reshape to a constant does
 * it: 0s (copies) and -1 at j, which Reshape infers as the size over the other dims'
 * product, d's size times nonzero ones, and refuses where that is 0 (2-d, d = 1: [-1, 0]).
 * When the type says the count is 0, ONNX Runtime would fold that shape to a constant and
 * refuse to load the model, even where that path is never taken; the shape is then made to
 * depend on an ArgMax over x's no elements, which fails only when it runs:
 *   Reshape(x, Shape(x) + 0 * ArgMax(Reshape(x, [-1]))) */
/* that j for reducing dim d of t (the one dim besides d not known nonzero, else any other);
 * -1 if there is none (1-d, or two dims that may be 0) */
static int32_t
inferdim(const Type *t, int64_t d)
{
	int32_t j = -1, any = -1;
	for (int32_t i = 0; i < t->rank; i++) {
		if (i == d)
			continue;
		any = any < 0 ? i : any;
		if (dim_known(t->dims[i]) && t->dims[i] > 0)
			continue;
		if (j >= 0)
			return -1; /* a second dim that may be 0 */
		j = i;
	}
	return j >= 0 ? j : any;
}

static Value *
nonempty(Lower *lw, Value *x, const int64_t *ax, int na)
{
	int64_t count = knowncount(x->type, ax, na);
	if (count > 0)
		return x;
	Value *own, *sh;
	Type *t0 = ty_tensor(DT_I64, 0, NULL);
	Dim rd = x->type->rank;
	int32_t j;
	if (count == 0) {
		own = lw_shape(lw, x);
		Dim unk = DIM_UNKNOWN;
		Value *flat = lw_op2(lw, "Reshape", x, lw_ints(lw, (int64_t[]){-1}, 1),
			ty_tensor(lw_dtype(x), 1, &unk));
		Value *am = argop(lw, "ArgMax", flat, 0, 0, t0);
		sh = lw_op2(lw, "Add", own, lw_op2(lw, "Mul", am, lw_int(lw, 0), t0), own->type);
	} else if (na == 1 && (j = inferdim(x->type, ax[0])) >= 0) {
		int64_t to[MAXRANK] = {0};
		to[j] = -1;   /* (onnxpeep keeps it: a -1 that may fail, inferfails) */
		return lw_op2(lw, "Reshape", x, lw_ints(lw, to, (uint32_t)x->type->rank),
			x->type);
	} else if (na == 1 && x->type->rank > 0) { /* one dim: fail on [0, .., -2, .., 0] */
		int32_t r = x->type->rank;
		int64_t keep[MAXRANK] = {0}, bad[MAXRANK] = {0};
		bad[ax[0]] = -2;
		Value *w[3] = {lw_op2(lw, "Equal", lw_dimsize(lw, x, (int32_t)ax[0]), lw_int(lw, 0),
			ty_tensor(DT_BOOL, 0, NULL)), lw_ints(lw, bad, (uint32_t)r),
			lw_ints(lw, keep, (uint32_t)r)};
		sh = lw_op(lw, "Where", w, 3, ty_tensor(DT_I64, 1, &rd));
	} else {
		own = lw_shape(lw, x);
		Value *w[3] = {lw_op2(lw, "Equal", runcount(lw, x, ax, na), lw_int(lw, 0),
			ty_tensor(DT_BOOL, 0, NULL)), lw_int(lw, -2), own};
		sh = lw_op(lw, "Where", w, 3, own->type);
	}
	return lw_op2(lw, "Reshape", x, sh, x->type);
}

/* may a reduction of a tensor of type t over dim ax give an empty result?  ArgMax/ArgMin
 * fail on an empty reduced dim, as PyTorch's argmax raises, except when their result is
 * empty too ([0, 0].argmax(0) returns nothing in ONNX Runtime): nonempty() is needed then */
static int
resultmaybeempty(const Type *t, int64_t ax)
{
	if (t->rank < 0)
		return 1;
	for (int32_t j = 0; j < t->rank; j++)
		if (j != ax && !(dim_known(t->dims[j]) && t->dims[j] > 0))
			return 1;
	return 0;
}

/* argmax(x, dim=None) indexes the flattened tensor; keepdim then gives all dims size 1;
 * along a dim, an empty dim raises (nonempty where ArgMax would not fail) */
static int
argminmax(Lower *lw, Node *n, int64_t *ax, int na, int64_t keep)
{
	Type *t = lw_outty(n, 0);
	const char *op = n->op->lowonnx; /* ArgMax, ArgMin */
	Value *x = ir_in(n, 0);
	x = lw_cast(lw, x, cmpdt(lw_dtype(x)));
	int nan = dtype_isfloat(lw_dtype(x)) && !lw_nonan(x);
	/* the key of all of x, which argmax and argmin over other dims share (CSE) */
	Value *key = nan ? nanfirstkey(lw, x, op[3] == 'M' && op[4] == 'a') : NULL;
	if (na > 0 && resultmaybeempty(x->type, ax[0])) {
		x = nonempty(lw, x, ax, na);
		key = key ? nonempty(lw, key, ax, na) : NULL;
	}
	if (na > 0 && key)
		return done(lw, n, argop(lw, op, key, ax[0], keep, t), NULL);
	if (na > 0) {
		Value *r = argop(lw, op, x, ax[0], keep, t);
		if (nan) { /* the first NaN's index where there is one */
			Value *m = isnan01(lw, x);
			Value *has = reduce(lw, "ReduceMax", m, ax, 1, keep,
				ty_tensor(lw_dtype(x), t->rank, t->dims));
			r = ifnan(lw, has, argop(lw, "ArgMax", m, ax[0], keep, t), r);
		}
		return done(lw, n, r, NULL);
	}
	Type *xt = lw_type(x->type);
	if (keep && t->rank < 0)
		return lw_fail(lw, n, "keepdim without a dim needs the tensor's rank");
	Dim numel = xt->rank < 0 ? DIM_UNKNOWN : 1;
	for (int32_t i = 0; i < xt->rank; i++) /* past int64 (no tensor is): unknown, not UB */
		if (!dim_known(numel) || !dim_known(xt->dims[i]) ||
		    __builtin_mul_overflow(numel, xt->dims[i], &numel))
			numel = DIM_UNKNOWN;
	Value *flat = key ? key : x;   /* (a 1-d x is its own flattening) */
	if (xt->rank != 1)
		flat = lw_op2(lw, "Reshape", flat, lw_ints(lw, (int64_t[]){-1}, 1),
			ty_tensor(lw_dtype(flat), 1, &numel));
	Value *r = argop(lw, op, flat, 0, 0, ty_tensor(DT_I64, 0, NULL));
	if (nan && !key) {
		Value *m = isnan01(lw, flat);
		Value *has = reduce(lw, "ReduceMax", m, NULL, 0, 0, ty_tensor(xt->dtype, 0, NULL));
		r = ifnan(lw, has, argop(lw, "ArgMax", m, 0, 0, ty_tensor(DT_I64, 0, NULL)), r);
	}
	if (keep) {
		int64_t ones[MAXRANK];
		for (int32_t i = 0; i < t->rank; i++)
			ones[i] = 1;
		r = lw_op2(lw, "Reshape", r, lw_ints(lw, ones, (uint32_t)t->rank), t);
	}
	return done(lw, n, r, NULL);
}

/* all: the minimum of the truth values, any: their maximum, as uint8 (ReduceMin and
 * ReduceMax take it from opset 12): the minimum of nothing is 255 (true), the maximum 0;
 * eight times less to convert and reduce than the int64 sum any took (a flood fill's
 * `while bool((grown != mask).any())` ran 1.6 times faster).  Before opset 12: all the
 * minimum as int32 (empty: INT32_MAX), any the int64 sum (the maximum of nothing would be
 * INT_MIN, which casts to true) */
static int
allany(Lower *lw, Node *n, int64_t *ax, int na, int64_t keep)
{
	Type *t = lw_outty(n, 0);
	int isall = op_is(n->op, OP_aten_all_all), u8 = lw->opset >= 12;
	DType ct = u8 ? DT_U8 : isall ? DT_I32 : DT_I64;
	const char *op = u8 && !isall ? "ReduceMax" : n->op->lowonnx; /* Min or Sum */
	Value *x = lw_cast(lw, lw_cast(lw, ir_in(n, 0), DT_BOOL), ct);
	Value *r = reduce(lw, op, x, ax, na, keep, retype(t, ct));
	return done(lw, n, lw_cast(lw, lw_cast(lw, r, DT_BOOL), t->dtype), NULL); /* uint8: 0 1 */
}

/* max.dim/min.dim (and amax/amin over one dim) by the index of the first maximum: the
 * index as argmax's (for a float32 x that may hold NaNs, of nanfirstkey: the first NaN's
 * where there is one), the value the element at it, which is PyTorch's (a NaN where there
 * is one, the sign of a 0 kept):
 *   i = ArgMax[keepdims=1](key), v = GatherElements(x, i), each squeezed unless keepdim
 * 8 nodes for a float32 x, where ReduceMax, its NaN mask and the two ArgMaxes take 9 (6
 * with keepdim); 4 without NaNs, where ReduceMax and ArgMax take 3.  ArgMax refuses an
 * empty dim as PyTorch raises, except where its result is empty too (resultmaybeempty):
 * nonempty's Reshape only then.  i is NULL where only the values are wanted */
static int
maxdim(Lower *lw, Node *n, Value *x, int64_t ax, int64_t keep, int ismax, int nan)
{
	Type *vt = lw_outty(n, 0), *it = n->nout > 1 ? lw_outty(n, 1) : NULL;
	Dim kd[MAXRANK];
	int32_t r = x->type->rank;
	for (int32_t j = 0; j < r; j++)
		kd[j] = j == ax ? 1 : x->type->dims[j];
	Value *key = nan ? nanfirstkey(lw, x, ismax) : x; /* of all of x: shared (CSE) */
	if (resultmaybeempty(x->type, ax))
		key = nonempty(lw, key, &ax, 1);
	Value *i = argop(lw, ismax ? "ArgMax" : "ArgMin", key, ax, 1, ty_tensor(DT_I64, r, kd));
	Value *v = lw_attri(lw, lw_op2(lw, "GatherElements", x, i,
		ty_tensor(lw_dtype(x), r, kd)), "axis", ax);
	if (!keep) {
		Value *a = lw_ints(lw, &ax, 1);
		if (it)
			i = lw_op2(lw, "Squeeze", i, a, it);
		v = lw_op2(lw, "Squeeze", v, a, retype(vt, lw_dtype(x)));
	}
	return done(lw, n, lw_cast(lw, v, vt->dtype), it ? i : NULL);
}

/* max()/min() over every dim where the count may be 0, which nonempty's Reshape and its
 * shape arithmetic would check (5 nodes): the element at the first maximum's index,
 * which ArgMax refuses to find in no element, as PyTorch raises; of nanfirstkey for a
 * float32 x that may hold NaNs (the first NaN then):
 *   Gather(flat, ArgMax(key(flat)))    flat = Reshape(x, [-1]), or x where it is 1-d
 * 2 nodes where nonempty and ReduceMax took 6, 7 where with the NaN mask they took 11.
 * Also max.dim/min.dim of a 1-d x without keepdim, with the index (ArgMax's) */
static int
maxall(Lower *lw, Node *n, Value *x, int ismax, int nan)
{
	Type *t = lw_outty(n, 0), *t0 = n->nout > 1 ? lw_outty(n, 1) : ty_tensor(DT_I64, 0, NULL);
	Value *flat = x;
	if (x->type->rank != 1) {
		Dim unk = DIM_UNKNOWN;
		flat = lw_op2(lw, "Reshape", x, lw_ints(lw, (int64_t[]){-1}, 1),
			ty_tensor(lw_dtype(x), 1, &unk));
	}
	Value *key = nan ? nanfirstkey(lw, flat, ismax) : flat;
	Value *i = argop(lw, ismax ? "ArgMax" : "ArgMin", key, 0, 0, t0);
	Value *v = lw_op2(lw, "Gather", flat, i, retype(t, lw_dtype(x)));
	return done(lw, n, lw_cast(lw, v, t->dtype), n->nout > 1 ? i : NULL);
}

int
lower_reduce(Lower *lw, Node *n)
{
	int64_t ax[MAXRANK];
	int na = axes(lw, n, ax);
	if (na < 0)
		return -1;
	int64_t keep;
	if (constarg(lw, n, "keepdim", 0, &keep) < 0)
		return -1;
	if (op_is(n->op, OP_aten_argmax_Tensor) || op_is(n->op, OP_aten_argmin_Tensor))
		return argminmax(lw, n, ax, na, keep);
	if (op_is(n->op, OP_aten_all_all) || op_is(n->op, OP_aten_any_all))
		return allany(lw, n, ax, na, keep);
	Type *t = lw_outty(n, 0);
	const char *op = n->op->lowonnx; /* the row's ONNX reduction (ops.def, OPX) */
	int ismax = !strcmp(op, "ReduceMax"), cmp = ismax || !strcmp(op, "ReduceMin");
	DType ct = cmp ? cmpdt(t->dtype) : sumdt(t->dtype);
	Value *x = lw_in(lw, ir_in(n, 0), ct), *r;
	int nan = cmp && dtype_isfloat(ct) && !lw_nonan(x);
	int64_t count = knowncount(x->type, ax, na);
	if (cmp && (!nan || nanfirstkey_ok(x))) { /* by the first maximum's index, if fewer */
		if (na == 1 && x->type->rank == 1 && !keep && (nan || count <= 0))
			return maxall(lw, n, x, ismax, nan);
		/* without NaNs, ReduceMax (and ArgMax) take fewer where the count is known
		 * nonzero, and after nonempty where the result may be empty, as maxdim needs
		 * nonempty then too */
		if (na == 1 && x->type->rank > 0 && (nan || (!resultmaybeempty(x->type, ax[0]) &&
		    count <= 0)))
			return maxdim(lw, n, x, ax[0], keep, ismax, nan);
		if (na == 0 && !keep && x->type->rank != 0 && count <= 0)
			return maxall(lw, n, x, ismax, nan);
	}
	if (cmp)
		x = nonempty(lw, x, ax, na);
	if (op_is(n->op, OP_aten_mean_all)) /* every overload of the name */
		r = mean(lw, x, ax, na, keep, retype(t, ct));
	else
		r = reduce(lw, op, x, ax, na, keep, retype(t, ct));
	Value *has = NULL, *m = NULL;
	if (nan) { /* NaN where the values reduced hold one */
		m = isnan01(lw, x);
		has = reduce(lw, "ReduceMax", m, ax, na, keep, retype(t, ct));
		r = ifnan(lw, has, lw_scalar(lw, ct, __builtin_nan("")), r);
	}
	r = lw_cast(lw, r, t->dtype);
	if (n->nout < 2)
		return done(lw, n, r, NULL);
	/* max.dim/min.dim: the indices of those values (the first NaN's where there is one) */
	Value *i = argop(lw, ismax ? "ArgMax" : "ArgMin", x, ax[0], keep, lw_outty(n, 1));
	if (has)
		i = ifnan(lw, has, argop(lw, "ArgMax", m, ax[0], keep, lw_outty(n, 1)), i);
	return done(lw, n, r, i);
}

/* cumsum(x, dim, dtype): CumSum with the axis as a 0-d input; ints are int64 already */
int
lower_cumsum(Lower *lw, Node *n)
{
	Type *t = lw_outty(n, 0);
	DType ct = sumdt(t->dtype);
	Value *x = lw_in(lw, ir_in(n, 0), ct);
	int64_t dim;
	if (!arg_const(n, "dim", 0, &dim))
		return lw_fail(lw, n, "the dim must be a constant");
	if (t->rank == 0) /* a 0-d tensor is its own running sum; CumSum wants a dim */
		return done(lw, n, lw_cast(lw, x, t->dtype), NULL);
	Value *r = lw_op2(lw, "CumSum", x, lw_int(lw, dim), retype(t, ct));
	return done(lw, n, lw_cast(lw, r, t->dtype), NULL);
}

/* Softmax or LogSoftmax (op) of x along ax into t, x of t's dtype: a 0-d tensor is
 * normalized as a 1-element vector.  ONNX Runtime's float64 LogSoftmax gives a row that
 * holds +inf numbers (-inf for [inf, 0]; PyTorch's kernel NaN throughout, inf - inf being
 * NaN; measured by tests/numerics/probe.py): the row's sum of NaN where x < inf fails
 * (+inf, NaN) and 0 elsewhere is added. */
Value *
lw_softmax(Lower *lw, const char *op, Value *x, int64_t ax, Type *t)
{
	if (t->rank == 0) {
		Dim one = 1;
		Type *t1 = ty_tensor(t->dtype, 1, &one);
		x = lw_op2(lw, "Reshape", x, lw_ints(lw, (int64_t[]){1}, 1), t1);
		Value *r = lw_softmax(lw, op, x, 0, t1);
		return lw_op2(lw, "Reshape", r, lw_ints(lw, NULL, 0), t);
	}
	Value *r = lw_attri(lw, lw_op1(lw, op, x, t), "axis", ax);
	if (t->dtype != DT_F64 || t->rank < 0 || strcmp(op, "LogSoftmax"))
		return r;
	Value *in[3] = {lw_op2(lw, "Less", x, lw_scalar(lw, DT_F64, INFINITY),
		ty_tensor(DT_BOOL, t->rank, t->dims)), lw_scalar(lw, DT_F64, 0),
		lw_scalar(lw, DT_F64, NAN)};
	Dim dims[MAXRANK];
	memcpy(dims, t->dims, sizeof *dims * (size_t)t->rank);
	dims[ax] = 1;
	Value *nan = reduce(lw, "ReduceSum", lw_op(lw, "Where", in, 3, t), &ax, 1, 1,
		ty_tensor(DT_F64, t->rank, dims));
	return lw_op2(lw, "Add", r, nan, t);
}

/* softmax/log_softmax(x, dim, dtype): from opset 13 the axis is the one dim normalized
 * over; before, the input was coerced to 2-d at the axis, which only agrees for the last
 * (lower_old.c transposes the others there). */
int
lower_softmax(Lower *lw, Node *n)
{
	Type *t = lw_outty(n, 0);
	const char *op = n->op->lowonnx; /* Softmax, LogSoftmax */
	Value *x = lw_in(lw, ir_in(n, 0), t->dtype);
	int64_t dim;
	if (!arg_const(n, "dim", 0, &dim))
		return lw_fail(lw, n, "the dim must be a constant");
	if (dim < 0 && t->rank > 0)
		dim += t->rank;
	return done(lw, n, lw_softmax(lw, op, x, dim, t), NULL);
}

/* TopK(x, k) along axis: values (cast back from the compare dtype) and int64 indices */
static int
topk(Lower *lw, Node *n, Value *k, int64_t axis, int64_t largest, int64_t sorted)
{
	Type *vt = lw_outty(n, 0), *it = lw_outty(n, 1);
	DType ct = cmpdt(vt->dtype);
	Value *in[2] = {lw_in(lw, ir_in(n, 0), ct), k};
	Node *tk = lw_node(lw, "TopK", in, 2, 2);
	tk->out[0]->type = retype(vt, ct);
	tk->out[1]->type = it;
	ir_attr_i(lw->g, tk, SYMC("axis"), axis);
	ir_attr_i(lw->g, tk, SYMC("largest"), largest);
	ir_attr_i(lw->g, tk, SYMC("sorted"), sorted);
	return done(lw, n, lw_cast(lw, tk->out[0], vt->dtype), tk->out[1]);
}

/* topk(self, k, dim, largest, sorted): K is a 1-d int64 tensor [k] */
int
lower_topk(Lower *lw, Node *n)
{
	int64_t k, dim;
	if (!arg_const(n, "dim", 0, &dim))
		return lw_fail(lw, n, "the dim must be a constant");
	Value *kv;
	if (ir_constint(ir_in(n, 1), &k))
		kv = lw_ints(lw, &k, 1);
	else {
		Dim one = 1;
		kv = lw_op2(lw, "Reshape", lw_in(lw, ir_in(n, 1), DT_I64),
			lw_ints(lw, (int64_t[]){1}, 1), ty_tensor(DT_I64, 1, &one));
	}
	int64_t largest, sorted;
	if (constarg(lw, n, "largest", 1, &largest) < 0 || constarg(lw, n, "sorted", 1, &sorted) < 0)
		return -1;
	if (ir_in(n, 0)->type->rank == 0) /* k 0 or 1 (infer_topk): the value itself, index 0 */
		return done(lw, n, lw_in(lw, ir_in(n, 0), lw_dtype(n->out[0])), lw_int(lw, 0));
	return topk(lw, n, kv, dim, largest, sorted);
}

/* sort(self, dim, descending) is a TopK of every element of the dim.  ONNX breaks ties
 * by the lower index, which is sort(stable=True)'s order in both directions; without
 * stable=True PyTorch leaves the order of ties unspecified, so only inputs without ties
 * are sure to agree there. */
int
lower_sort(Lower *lw, Node *n)
{
	Value *x = ir_in(n, 0);
	int32_t r = x->type->rank;
	int64_t dim, desc;
	if (constarg(lw, n, "dim", -1, &dim) < 0 || constarg(lw, n, "descending", 0, &desc) < 0)
		return -1;
	if (dim < 0 && r > 0)
		dim += r;
	if (r == 0) /* nothing to order; TopK wants a dim */
		return done(lw, n, lw_in(lw, x, lw_dtype(n->out[0])), lw_int(lw, 0));
	Value *k;
	Dim one = 1;
	if (r > 0 && dim_known(x->type->dims[dim]))
		k = lw_ints(lw, &x->type->dims[dim], 1);
	else {
		Value *g = lw_op2(lw, "Gather", lw_shape(lw, x), lw_ints(lw, &dim, 1),
			ty_tensor(DT_I64, 1, &one));
		ir_attr_i(lw->g, g->def, SYMC("axis"), 0);
		k = g;
	}
	return topk(lw, n, k, dim, desc, 1);
}

/* triu(x, k) / tril(x, k): x where the column minus the row is >= k (triu) or <= k (tril),
 * else 0.  From opset 14 ONNX's Trilu, which is that mask (any k: beyond the size all or
 * nothing is kept, batched over the leading dims; the types ONNX Runtime's kernel lacks,
 * int8, uint8, int16 and bfloat16, legalized to int32 and float32: lower_legal.c); below,
 * the positions counted by Range over the last two dims and a Where (11 nodes). */
int
lower_trilu(Lower *lw, Node *n)
{
	Type *t = lw_outty(n, 0);
	Value *x = lw_arg(lw, n, 0, t->dtype), *k = lw_arg(lw, n, 1, DT_I64);
	int upper = op_is(n->op, OP_aten_triu_Tensor);
	if (lw->opset >= 14) {
		Value *y = lw_op2(lw, "Trilu", x, k, t);
		ir_attr_i(lw->g, y->def, SYMC("upper"), upper);
		return lw_done1(lw, n, y);
	}
	Value *sh = lw_shape(lw, x);
	Type *i0 = ty_tensor(DT_I64, 0, NULL);
	Value *rows = lw_op2(lw, "Gather", sh, lw_int(lw, -2), i0);
	Value *cols = lw_op2(lw, "Gather", sh, lw_int(lw, -1), i0);
	Value *r3[3] = {lw_int(lw, 0), rows, lw_int(lw, 1)}, *c3[3] = {lw_int(lw, 0), cols,
		lw_int(lw, 1)};
	Value *r = lw_op(lw, "Range", r3, 3, lw_unknown(DT_I64, 1));
	Value *c = lw_op(lw, "Range", c3, 3, lw_unknown(DT_I64, 1));
	r = lw_op2(lw, "Unsqueeze", r, lw_ints(lw, (int64_t[]){1}, 1), lw_unknown(DT_I64, 2));
	Value *diff = lw_op2(lw, "Sub", c, r, lw_unknown(DT_I64, 2));
	Value *keep = lw_op2(lw, upper ? "GreaterOrEqual" :
		"LessOrEqual", diff, k, lw_unknown(DT_BOOL, 2));
	Value *w[3] = {keep, x, lw_scalar(lw, t->dtype, 0)};
	return lw_done1(lw, n, lw_op(lw, "Where", w, 3, t));
}
