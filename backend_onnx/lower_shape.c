/* Lowering of operators that move data between dims without arithmetic: matmul and addmm,
 * reshape/view/flatten, squeeze/unsqueeze, transposes, expand/repeat, cat/stack, slicing,
 * selection and size queries.  ONNX takes axes and shapes as 1-d int64 inputs from opset 13
 * on, so every int[] argument becomes a tensor (constant when it is known); dims are made
 * non-negative here, from the input's rank, whenever ONNX's own meaning of a negative
 * number differs from PyTorch's (a new axis of unsqueeze/stack counts in the output's rank).
 *   %4 : Float(3, 4) = aten::select(%x, %c1, %c0)        %4 = onnx::Gather[axis=1](%x, %k0)
 *   %5 : Float(2, 12) = aten::view(%x, [2, -1])    =>    %5 = onnx::Reshape(%x, %k[2, -1]) */
#include <string.h>
#include "backend.h"
#include "../runtime/runtime.h"

static Type *
vec(Dim n)
{
	return ty_tensor(DT_I64, 1, &n);
}

/* an int argument as a 1-d int64 tensor of one element */
static Value *
one(Lower *lw, Value *v)
{
	int64_t k;
	if (ir_constint(v, &k))
		return lw_ints(lw, &k, 1);
	return lw_op2(lw, "Reshape", lw_in(lw, v, DT_I64), lw_ints(lw, (int64_t[]){1}, 1), vec(1));
}

/* dim k of an (rank)-d tensor made non-negative; -1 after an error */
static int
normdim(Lower *lw, Node *n, int64_t k, int32_t rank)
{
	if (rank < 0)
		return lw_fail(lw, n, "needs the tensor's rank, not known here (an input "
			"without dims, or a squeeze of a dim known only at run time)");
	int d = dim_wrap(k, rank);
	if (d < 0)
		return lw_fail(lw, n, "dim %lld out of range for %d dims", (long long)k, rank);
	return d;
}

/* dim k for an ONNX operator that takes a negative axis as PyTorch does (from the end):
 * made non-negative when the rank is known, else passed on as it is, needing no rank */
static int
anydim(Lower *lw, Node *n, int64_t k, int32_t rank, int64_t *out)
{
	if (rank < 0)
		return *out = k, 0;
	int d = normdim(lw, n, k, rank);
	*out = d;
	return d < 0 ? -1 : 0;
}

/* (start, end) of Shape(x) as a 1-d tensor: the dims start..end-1 (start < 0 and end
 * INT64_MAX: the last -start dims) */
static Value *
dims(Lower *lw, Value *x, int64_t s, int64_t e)
{
	Value *sl[3] = {lw_shape(lw, x), lw_ints(lw, &s, 1), lw_ints(lw, &e, 1)};
	return lw_op(lw, "Slice", sl, 3, vec(s < 0 && e == INT64_MAX ? -s : e - s));
}

static Value *
concat(Lower *lw, Value **v, uint32_t n, int64_t axis, Type *t)
{
	if (n == 1 && v[0]->type == t)
		return v[0];
	return lw_attri(lw, lw_op(lw, "Concat", v, n, t), "axis", axis);
}

static Value *
axes(Lower *lw, Value *x, const char *op, const int64_t *ax, uint32_t n, Type *t)
{
	return lw_op2(lw, op, x, lw_ints(lw, ax, n), t);
}

/* a @ b of type t, with numpy's semantics.  ONNX MatMul has them, 1-d operands included,
 * but ONNX Runtime's default graph optimizations fuse a Transpose of the other operand into
 * a FusedMatMul that ignores the transpose when the right operand is 1-d: `m.t() @ a`
 * computed `m @ a`.  So a 1-d operand beside a matrix is made one (a row on the left, a
 * column on the right) and the 1 dropped after, a form ONNX Runtime computes right:
 *   m.t() @ a   =>   Squeeze(MatMul(Transpose(m), Unsqueeze(a, [1])), [-1])
 * except where m is a graph input or a constant (a weight), which no Transpose makes and
 * before which none can be moved, or the result of an operator ONNX Runtime's transpose
 * optimizer moves no Transpose through (a MatMul, a Gemm, a sequence's ConcatFromSequence
 * or SequenceAt: attention over a decoder's `torch.stack(keys) @ q`), and the vector's
 * length is known nonzero: ONNX Runtime's MatMul of a matrix and an empty vector leaves its
 * result unset (op_products), where the 2-d form gives zeros (a decoder's `w @ h`, 3 nodes
 * to 1) */
static int
plainmv(Lower *lw, const Value *m, const Value *v)
{
	static const char *const barriers[] = {"onnx::MatMul", "onnx::Gemm",
		"onnx::ConcatFromSequence", "onnx::SequenceAt"};
	const Node *d = m->def;
	Dim k = v->type->dims[0];
	int barrier = 0;
	for (size_t i = 0; i < sizeof barriers / sizeof *barriers && d; i++)
		barrier |= d->kind == sym_cstr(barriers[i]);
	return dim_known(k) && k > 0 && (d == &lw->g->top->param || barrier ||
		d->kind == S_prim_Constant || d->kind == SYMC("onnx::Constant"));
}

static Value *
matmul(Lower *lw, Value *a, Value *b, Type *t)
{
	int32_t ra = a->type->rank, rb = b->type->rank;
	/* a column on the right also holds when a's rank is unknown (1-d: [k] @ [k, 1] is [1]);
	 * a row on the left needs b's known to be 2-d or more ([1, k] @ [k] is [1]) */
	int left = ra == 1 && rb >= 2, right = rb == 1 && ra != 1;
	if ((left && plainmv(lw, b, a)) || (right && plainmv(lw, a, b)))
		left = right = 0;
	if (!left && !right)
		return lw_op2(lw, "MatMul", a, b, t);
	Value *v = left ? a : b;
	Dim v2[2] = {left ? 1 : v->type->dims[0], left ? v->type->dims[0] : 1};
	v = axes(lw, v, "Unsqueeze", (int64_t[]){left ? 0 : 1}, 1, ty_tensor(t->dtype, 2, v2));
	Type *rt = ty_tensor(t->dtype, -1, NULL);
	if (t->rank >= 0) {
		Dim d[MAXRANK + 1];
		memcpy(d, t->dims, sizeof(Dim) * (size_t)t->rank);
		d[t->rank] = 1;
		if (left) /* the row: the result's second-to-last dim */
			d[t->rank] = d[t->rank - 1], d[t->rank - 1] = 1;
		rt = ty_tensor(t->dtype, t->rank + 1, d);
	}
	Value *r = lw_op2(lw, "MatMul", left ? v : a, left ? b : v, rt);
	return axes(lw, r, "Squeeze", (int64_t[]){left ? -2 : -1}, 1, t);
}

/* matmul/mm/bmm (mm and bmm take no 1-d operand) */
int
lower_matmul(Lower *lw, Node *n)
{
	Type *t = lw_outty(n, 0);
	return lw_done1(lw, n, matmul(lw, lw_arg(lw, n, 0, t->dtype), lw_arg(lw, n, 1, t->dtype), t));
}

/* outer(self, vec2): Unsqueeze(self, [1]) * vec2 (bool: And) */
int
lower_outer(Lower *lw, Node *n)
{
	Type *t = lw_outty(n, 0);
	Value *a = lw_arg(lw, n, 0, t->dtype), *b = lw_arg(lw, n, 1, t->dtype);
	Dim col[2] = {a->type->dims[0], 1};
	a = axes(lw, a, "Unsqueeze", (int64_t[]){1}, 1, ty_tensor(t->dtype, 2, col));
	return lw_done1(lw, n, lw_op2(lw, t->dtype == DT_BOOL ? "And" : "Mul", a, b, t));
}

/* addmm(self, mat1, mat2, beta, alpha) = beta * self + alpha * (mat1 @ mat2).  Gemm needs
 * constant factors and a float type; beta = 0 drops self entirely (as PyTorch: no NaN) */
int
lower_addmm(Lower *lw, Node *n)
{
	Type *t = lw_outty(n, 0);
	DType dt = t->dtype;
	double beta, alpha;
	int cb = ir_constfloat(ir_in(n, 3), &beta), ca = ir_constfloat(ir_in(n, 4), &alpha);
	Value *a = lw_arg(lw, n, 1, dt), *b = lw_arg(lw, n, 2, dt);
	/* Gemm's alpha and beta are float attributes: a float64 one not a float32 number
	 * (0.1) would be rounded, so it multiplies as a tensor below.  baddbmm: MatMul (Gemm
	 * is 2-d only) */
	if (cb && ca && beta != 0 && !op_is(n->op, OP_aten_baddbmm_Tensor) && (dt == DT_F32 || (dt == DT_F64 &&
	    (double)(float)alpha == alpha && (double)(float)beta == beta))) {
		Value *g[3] = {a, b, lw_arg(lw, n, 0, dt)};
		Value *r = lw_op(lw, "Gemm", g, 3, t);
		ir_attr_f(lw->g, r->def, SYMC("alpha"), alpha);
		ir_attr_f(lw->g, r->def, SYMC("beta"), beta);
		return lw_done1(lw, n, r);
	}
	Value *m = lw_op2(lw, "MatMul", a, b, t);
	if (!ca || alpha != 1)
		m = lw_op2(lw, "Mul", m, lw_arg(lw, n, 4, dt), t);
	if (cb && beta == 0)
		return lw_done1(lw, n, m);
	Value *c = lw_arg(lw, n, 0, dt);
	if (!cb || beta != 1)
		c = lw_op2(lw, "Mul", c, lw_arg(lw, n, 3, dt), lw_type(ir_in(n, 0)->type));
	return lw_done1(lw, n, lw_op2(lw, "Add", c, m, t));
}

/* 1 if a size in the int[] list is a constant 0; *maybe: or may be 0 at run time */
static int
zerosize(Value *list, int *maybe)
{
	int64_t c[MAXRANK * 4], k;
	int nc = arg_ints(list, c, MAXRANK * 4), z = 0;
	*maybe = nc < 0;
	for (int i = 0; i < nc; i++)
		z |= c[i] == 0;
	Node *d = list->def;
	if (nc < 0 && d->kind == S_prim_ListConstruct)
		for (uint32_t i = 0; i < d->nin; i++)
			z |= ir_constint(ir_in(d, i), &k) && k == 0;
	*maybe |= z;
	return z;
}

static int known(const Type *t);

/* may the int[] list hold a negative size (-1, inferred) beside a 0 (PyTorch's refusal):
 * 1 if it holds a constant negative one, -1 if a run-time entry not known non-negative
 * (lw_nonneg: a size) may be, 0 if none can or if the one entry that may be negative is
 * also the only one that may be 0 (x.view(1, k, 3): k is 0 or -1, never both) */
static int
negsize(Value *list)
{
	Node *d = list->def;
	int64_t k;
	if (d->kind != S_prim_ListConstruct)
		return -1;
	int r = 0;
	uint32_t nzero = 0, nneg = 0, zeroat = 0, negat = 0;
	for (uint32_t i = 0; i < d->nin; i++) {
		Value *e = ir_in(d, i);
		int known = ir_constint(e, &k), zero = !known || k == 0;
		int neg = known ? k < 0 : !lw_nonneg(e);
		if (known && k < 0)
			r = 1;
		else if (neg && r == 0)
			r = -1;
		if (zero)
			zeroat = i, nzero++;
		if (neg)
			negat = i, nneg++;
	}
	if (nzero == 0 || nneg == 0 || (nzero == 1 && nneg == 1 && zeroat == negat))
		return 0;
	return r;
}

/* a tensor of type t with no elements (its shape has a 0): before opset 14 Reshape cannot
 * make a 0 dim, but such a tensor carries no data, so ConstantOfShape builds it */
static Value *
empty(Lower *lw, Value *shape, Type *t)
{
	Value *r = lw_op1(lw, "ConstantOfShape", shape, t);
	ir_attr_t(lw->g, r->def, S_value, rt_tensor(lw->g->arena, t->dtype, 1, (int64_t[]){1}));
	return r;
}

/* r made to fail where the sizes s hold a 0 and (neg > 0: surely; neg < 0: if they do) a
 * size below 0: PyTorch's "the unspecified dimension size -1 can be any value".  isz is
 * s == 0 where the caller has it already, or NULL */
static Value *
anyzero(Lower *lw, Value *r, Value *s, Value *isz, int neg)
{
	/* (lw_failwhen's index: 1 fails, 0 passes) */
	Type *i0 = ty_tensor(DT_I64, 0, NULL);
	if (!isz)
		isz = lw_op2(lw, "Equal", s, lw_int(lw, 0), ty_tensor(DT_BOOL, 1, s->type->dims));
	Value *bad = lw_attri(lw, lw_op1(lw, "ReduceMax", lw_cast(lw, isz, DT_I64), i0),
		"keepdims", 0);
	if (neg < 0) {
		Value *lo = lw_attri(lw, lw_op1(lw, "ReduceMin", s, i0), "keepdims", 0);
		bad = lw_op2(lw, "Mul", bad, lw_cast(lw, lw_op2(lw, "Less", lo, lw_int(lw, 0),
			ty_tensor(DT_BOOL, 0, NULL)), DT_I64), i0);
	}
	return lw_failwhen(lw, r, bad);
}

/* Reshape to the shape s (1-d int64) that may hold a 0 known only at run time, before
 * opset 14: Reshape would read the 0 as "copy the input's dim" (x.view(x.size(0), m) of a
 * [0, 5] tensor with m = 0 gave [0, 5]).  A 0 in s means x has no elements (PyTorch
 * refuses a -1 beside it), so the 0s become 1s, x is padded with as many zeros as that
 * shape holds, reshaped, and sliced back to 0 along the dims that are 0:
 *   Slice(Reshape(Concat(Reshape(x, [-1]), ConstantOfShape(P)), T), 0s, Where(s == 0, 0, max))
 * with T = Where(s == 0, 1, s) and P = ReduceProd(T) if s has a 0, else 0 (then it is
 * Reshape(x, s): sizes that do not fit x fail as PyTorch's view does; so do they where s
 * has a 0 and x is not empty, Size(x) + P elements against ReduceProd(T): P was
 * ReduceProd(T) - Size(x), which let an x of exactly ReduceProd(T) elements through,
 * [1, 1, 3] viewed as [1, 0, 3], where PyTorch raises).
 * A -1 beside a run-time 0 raises in PyTorch ("the unspecified dimension size -1 can be
 * any value"), where the 1 in T would let it be inferred as 0: neg says the list may hold
 * one (negsize), and the result fails where s has a 0 and a size below 0 */
static Value *
reshape13(Lower *lw, Value *x, Value *s, Type *t, int neg)
{
	Type *st = lw_type(s->type), *v1 = vec(1), *flat = ty_tensor(t->dtype, 1, (Dim[]){DIM_UNKNOWN});
	Value *isz = lw_op2(lw, "Equal", s, lw_int(lw, 0), ty_tensor(DT_BOOL, 1, st->dims));
	Value *w[3] = {isz, lw_int(lw, 1), s};
	Value *sh = lw_op(lw, "Where", w, 3, st);
	Value *prod = lw_attri(lw, lw_op1(lw, "ReduceProd", sh, v1), "keepdims", 1);
	/* padded only where s has a 0: elsewhere a size that does not fit x must still fail */
	Value *any0 = lw_attri(lw, lw_op1(lw, "ReduceMax", lw_cast(lw, isz, DT_I64), v1),
		"keepdims", 1);
	Value *pad = lw_op2(lw, "Mul", prod, any0, v1);
	Value *c[2] = {lw_op2(lw, "Reshape", x, lw_ints(lw, (int64_t[]){-1}, 1), flat),
		empty(lw, pad, flat)};
	Dim any[MAXRANK];
	for (int32_t i = 0; i < t->rank; i++)
		any[i] = DIM_UNKNOWN;
	Value *big = lw_op2(lw, "Reshape", concat(lw, c, 2, 0, flat), sh,
		ty_tensor(t->dtype, t->rank, any));
	Value *e[3] = {isz, lw_int(lw, 0), lw_int(lw, INT64_MAX)};
	Value *sl[3] = {big, lw_op(lw, "ConstantOfShape", (Value *[]){lw_shape(lw, s)}, 1, st),
		lw_op(lw, "Where", e, 3, st)};
	ir_attr_t(lw->g, sl[1]->def, S_value, rt_tensor(lw->g->arena, DT_I64, 1, (int64_t[]){1}));
	Value *r = lw_op(lw, "Slice", sl, 3, t);
	return neg ? anyzero(lw, r, s, isz, neg) : r;
}

/* is every run-time size in the int[] list the one x has at the same place (x.size(i) at
 * i, or a size of another value that is x's symbolic dim there): ONNX's 0 then copies
 * what the list holds, so Reshape without allowzero is exact, and it fails as PyTorch
 * raises for a -1 beside a 0 (x.view(x.size(0), -1) of an empty batch).  x is the input
 * as the node has it and as lowered (xl); a size is aten::size(y, k), or lowered already,
 * Gather(Shape(y), k) */
static int
owndims(Value *list, const Value *x, const Value *xl)
{
	Node *d = list->def;
	int64_t k;
	if (d->kind != S_prim_ListConstruct || x->type->kind != T_TENSOR || x->type->rank < 0)
		return 0;
	for (uint32_t i = 0; i < d->nin; i++) {
		Node *e = ir_in(d, i)->def;
		if (ir_constint(ir_in(d, i), &k))
			continue;
		if (!e || e->nin != 2 || !lw_constk(ir_in(e, 1), &k))
			return 0;
		Value *y = ir_in(e, 0);
		if (e->kind == SYMC("onnx::Gather") && y->def && y->def->kind == SYMC("onnx::Shape")
		    && y->def->nin == 1 && !y->def->attr && !e->attr)
			y = ir_in(y->def, 0);
		else if (e->kind != SYMC("aten::size"))
			return 0;
		const Type *ty = y->type;
		if (ty->kind != T_TENSOR || ty->rank < 0)
			return 0;
		k = k < 0 ? k + ty->rank : k;
		if (k < 0 || k >= ty->rank || (int32_t)i >= x->type->rank)
			return 0;
		if (!((y == x || y == xl) && k == (int64_t)i) && !ty_samesym(ty, k, x->type, i))
			return 0;
	}
	return 1;
}

/* Reshape to the int[] list; a size 0 means "copy the input dim" in ONNX unless
 * allowzero=1, which opset 14 brought.  PyTorch refuses a -1 beside a 0, where ONNX
 * Runtime's allowzero=1 infers the -1 as 0: that case fails by lw_failwhen.  Before 14 a
 * list with a 0 known at compile time is the empty result itself where x is known empty
 * too, else reshape13's, which fails for a non-empty x as PyTorch raises (the empty
 * result alone let x.view(2, 0) of a non-empty x through) */
static Value *
reshape(Lower *lw, Value *x, const Value *xir, Value *list, Type *t)
{
	int maybe, zero = zerosize(list, &maybe);
	if (zero && lw->opset < 14 && (ty_knownzero(x->type) || t->rank < 0))
		return empty(lw, lw_intlist(lw, list), t);
	if (zero && lw->opset < 14)
		return reshape13(lw, x, lw_intlist(lw, list), t, negsize(list));
	if (!zero && maybe && owndims(list, xir, x))
		maybe = 0;
	if (maybe && lw->opset < 14 && t->rank >= 0 && !known(t))
		return reshape13(lw, x, lw_intlist(lw, list), t, negsize(list));
	Value *s = lw_intlist(lw, list), *r = lw_op2(lw, "Reshape", x, s, t);
	int neg = maybe && lw->opset >= 14 ? negsize(list) : 0;
	if (maybe && lw->opset >= 14)
		lw_attri(lw, r, "allowzero", 1);
	return neg ? anyzero(lw, r, s, NULL, neg) : r;
}

int
lower_reshape(Lower *lw, Node *n)
{
	return lw_done1(lw, n, reshape(lw, lw_arg(lw, n, 0, DT_UNDEF), ir_in(n, 0), ir_in(n, 1),
		lw_outty(n, 0)));
}

/* flatten with run-time dims, opset 14+: Reshape(allowzero=1) to Shape(x)[:s] ++
 * [ReduceProd(Shape(x)[s..e])] ++ Shape(x)[e+1:], exact for 0 dims (a -1 would not be) */
static Value *
flatten14(Lower *lw, Value *x, int s, int e, Type *t)
{
	Value *part[3];
	uint32_t np = 0;
	int32_t rank = x->type->rank;
	if (s > 0)
		part[np++] = dims(lw, x, 0, s);
	part[np++] = lw_attri(lw, lw_op1(lw, "ReduceProd", dims(lw, x, s, e + 1), vec(1)),
		"keepdims", 1);
	if (e + 1 < rank)
		part[np++] = dims(lw, x, e + 1, rank);
	Value *r = lw_op2(lw, "Reshape", x, concat(lw, part, np, 0, vec(t->rank)), t);
	return lw_attri(lw, r, "allowzero", 1);
}

/* flatten with run-time dims, opset 13 (no allowzero: a 0 copies the input's dim at the
 * same index).  Keeping the rank puts every kept dim at its own index, so the shape is the
 * constant [0]*s ++ [1]*(e-s) ++ [m] ++ [0]*(rank-e-1), m the product when known (and not
 * 0), else -1; Squeeze then drops the 1s.  With -1, a run-time 0 outside dims s..e makes
 * the -1 ambiguous and ONNX Runtime fails rather than guessing */
static Value *
flatten13(Lower *lw, Value *x, int s, int e, Type *t)
{
	int32_t rank = x->type->rank;
	int64_t sh[MAXRANK], ax[MAXRANK], mid = t->dims[s] > 0 ? t->dims[s] : -1;
	Dim d[MAXRANK];
	for (int32_t i = 0; i < rank; i++) {
		sh[i] = i < s || i > e ? 0 : i < e ? 1 : mid;
		d[i] = i < s ? t->dims[i] : i < e ? 1 : t->dims[i - (e - s)];
		ax[i] = s + i;
	}
	Type *mt = ty_tensor(t->dtype, rank, d);
	Value *r = lw_op2(lw, "Reshape", x, lw_ints(lw, sh, (uint32_t)rank), mt);
	return axes(lw, r, "Squeeze", ax, (uint32_t)(e - s), t);
}

/* flatten with every output dim known: one Reshape to a constant (0 dims as in reshape) */
static Value *
flattenk(Lower *lw, Value *x, Type *t)
{
	int64_t sh[MAXRANK];
	int zero = 0;
	for (int32_t i = 0; i < t->rank; i++)
		zero |= (sh[i] = t->dims[i]) == 0;
	Value *shape = lw_ints(lw, sh, (uint32_t)t->rank);
	if (zero && lw->opset < 14)
		return empty(lw, shape, t);
	Value *r = lw_op2(lw, "Reshape", x, shape, t);
	return zero ? lw_attri(lw, r, "allowzero", 1) : r;
}

static int
known(const Type *t)
{
	for (int32_t i = 0; i < t->rank; i++)
		if (!dim_known(t->dims[i]))
			return 0;
	return 1;
}

/* flatten(self, s, e): dims s..e become one, their product */
int
lower_flatten(Lower *lw, Node *n)
{
	Value *x = lw_arg(lw, n, 0, DT_UNDEF);
	Type *t = lw_outty(n, 0), *xt = x->type;
	int64_t s0, e0;
	if (arg_int(lw->d, lw->opset, n, "start_dim", &s0) < 0 ||
	    arg_int(lw->d, lw->opset, n, "end_dim", &e0) < 0)
		return -1;
	if (xt->rank < 0 && s0 == 0 && e0 == -1) /* all of them: no rank needed */
		return lw_done1(lw, n, lw_op2(lw, "Reshape", x, lw_ints(lw, (int64_t[]){-1}, 1), t));
	if (xt->rank < 0 || t->rank < 0)
		return lw_fail(lw, n, "needs the tensor's rank, not known here (an input "
			"without dims, or a squeeze of a dim known only at run time)");
	if (xt->rank == 0)
		return lw_done1(lw, n, lw_op2(lw, "Reshape", x, lw_ints(lw, (int64_t[]){1}, 1), t));
	int s = normdim(lw, n, s0, xt->rank), e = normdim(lw, n, e0, xt->rank);
	if (s < 0 || e < 0)
		return -1;
	if (s >= e)
		return lw_done1(lw, n, x);
	if (s == 1 && e == xt->rank - 1) /* [d0, the product of the rest]: ONNX's Flatten */
		return lw_done1(lw, n, lw_attri(lw, lw_op1(lw, "Flatten", x, t), "axis", 1));
	if (known(t))
		return lw_done1(lw, n, flattenk(lw, x, t));
	/* a -1 for the product where every other dim is known and not 0: exact (it would be
	 * ambiguous beside a 0), one Reshape to a constant (torch.flatten(x): [-1]) */
	int64_t sh[MAXRANK];
	int others = 1;
	for (int32_t i = 0; i < t->rank && others; i++) {
		sh[i] = i == s ? -1 : t->dims[i];
		others = i == s || (dim_known(t->dims[i]) && t->dims[i] > 0);
	}
	if (others)
		return lw_done1(lw, n, lw_op2(lw, "Reshape", x, lw_ints(lw, sh, (uint32_t)t->rank),
			t));
	return lw_done1(lw, n, lw->opset >= 14 ? flatten14(lw, x, s, e, t) : flatten13(lw, x, s, e, t));
}

/* t without the dims ax[0..n) */
static Type *
drop(const Type *t, const int64_t *ax, uint32_t n)
{
	Dim d[MAXRANK];
	int32_t r = 0;
	for (int32_t i = 0; i < t->rank; i++) {
		int gone = 0;
		for (uint32_t j = 0; j < n; j++)
			gone |= ax[j] == i;
		if (!gone)
			d[r++] = t->dims[i];
	}
	return ty_tensor(t->dtype, t->rank < 0 ? -1 : r, d);
}

/* x, or Squeeze(x, [k]) when dim k of x is 1 at run time (size: that dim):
 *   If(size == 1) { Squeeze(x, [k]) } else { Identity(x) }
 * The branches differ in rank, which ONNX's If allows; the result's rank is unknown */
static Value *
squeezeif(Lower *lw, Value *x, int64_t k, Value *size)
{
	Type *bt = ty_tensor(DT_BOOL, 0, NULL), *t = ty_tensor(x->type->dtype, -1, NULL);
	Value *c = lw_op2(lw, "Equal", size, lw_int(lw, 1), bt);
	Node *at = lw->at, *n = lw_node(lw, "If", &c, 1, 1);
	Block *then = ir_addblock(lw->g, n), *els = ir_addblock(lw->g, n);
	lw->at = &then->ret;
	ir_addresult(lw->g, then, axes(lw, x, "Squeeze", &k, 1, drop(x->type, &k, 1)));
	lw->at = &els->ret;
	ir_addresult(lw->g, els, lw_op1(lw, "Identity", x, x->type));
	lw->at = at;
	n->out[0]->type = t;
	return n->out[0];
}

/* the dims squeeze() or squeeze(dim) may remove: *known those of size 1, *maybe those whose
 * size is known only at run time; -1 after an error */
static int
squeezable(Lower *lw, Node *n, const Type *xt, int64_t *known, uint32_t *nk, int64_t *maybe,
	uint32_t *nm)
{
	int32_t lo = 0, hi = xt->rank;
	if (n->nin == 2) {
		int64_t k0;
		if (arg_int(lw->d, lw->opset, n, "dim", &k0) < 0)
			return -1;
		int k = normdim(lw, n, k0, xt->rank);
		if (k < 0)
			return -1;
		lo = k, hi = xt->rank > 0 ? k + 1 : 0;
	}
	*nk = *nm = 0;
	for (int32_t i = lo; i < hi; i++)
		if (xt->dims[i] == 1)
			known[(*nk)++] = i;
		else if (!dim_known(xt->dims[i]))
			maybe[(*nm)++] = i;
	return 0;
}

/* squeeze(), squeeze(dim): the dims of size 1 go with one Squeeze; a dim whose size is
 * known only at run time goes with an If each, last dim first, so that the index of every
 * dim still to be decided stays as it was.  squeeze() of such dims is ONNX's Squeeze
 * without axes, which removes every dim of size 1 as PyTorch's does, at run time */
int
lower_squeeze(Lower *lw, Node *n)
{
	Value *x = lw_arg(lw, n, 0, DT_UNDEF);
	Type *xt = x->type;
	int64_t known[MAXRANK], maybe[MAXRANK];
	uint32_t nk, nm;
	if (xt->rank < 0)
		return lw_fail(lw, n, "needs the tensor's rank, not known here (an input "
			"without dims, or a squeeze of a dim known only at run time)");
	if (squeezable(lw, n, xt, known, &nk, maybe, &nm) < 0)
		return -1;
	if (nm && n->nin == 1)
		return lw_done1(lw, n, lw_op1(lw, "Squeeze", x, lw_outty(n, 0)));
	Value *r = x, *shape = nm ? lw_shape(lw, x) : NULL;
	if (nk)
		r = axes(lw, x, "Squeeze", known, nk, nm ? drop(xt, known, nk) : lw_outty(n, 0));
	for (uint32_t i = nm; i-- > 0;) {
		int64_t k = maybe[i], below = 0;
		for (uint32_t j = 0; j < nk; j++)
			below += known[j] < k;
		Value *size = lw_attri(lw, lw_op2(lw, "Gather", shape, lw_int(lw, k),
			ty_tensor(DT_I64, 0, NULL)), "axis", 0);
		r = squeezeif(lw, r, k - below, size);
	}
	return lw_done1(lw, n, r);
}

int
lower_unsqueeze(Lower *lw, Node *n)
{
	Value *x = lw_arg(lw, n, 0, DT_UNDEF);
	int64_t k0;
	if (arg_int(lw->d, lw->opset, n, "dim", &k0) < 0)
		return -1;
	int64_t k;
	if (anydim(lw, n, k0, x->type->rank < 0 ? -1 : x->type->rank + 1, &k) < 0)
		return -1;
	return lw_done1(lw, n, axes(lw, x, "Unsqueeze", &k, 1, lw_outty(n, 0)));
}

/* the permutation of transpose/swapaxes/permute/t/numpy_T for a rank-d tensor; -1 after
 * an error */
static int
perm(Lower *lw, Node *n, int32_t rank, int64_t *p)
{
	int swap = op_is(n->op, OP_aten_transpose_int) || op_is(n->op, OP_aten_swapaxes_Tensor);
	for (int32_t i = 0; i < rank; i++)
		p[i] = swap || op_is(n->op, OP_aten_permute_Tensor) ? i : rank - 1 - i;
	if (swap) {
		int64_t a0, b0;
		const char *an = sym_str(n->op->args[1].name), *bn = sym_str(n->op->args[2].name);
		if (arg_int(lw->d, lw->opset, n, an, &a0) < 0 ||
		    arg_int(lw->d, lw->opset, n, bn, &b0) < 0)
			return -1;
		int a = normdim(lw, n, a0, rank), b = normdim(lw, n, b0, rank);
		if (a < 0 || b < 0)
			return -1;
		p[a] = b, p[b] = a;
	} else if (op_is(n->op, OP_aten_permute_Tensor)) {
		int64_t c[MAXRANK];
		if (arg_ints(ir_in(n, 1), c, MAXRANK) != rank)
			return lw_fail(lw, n, "dims must be constants, one per dim");
		for (int32_t i = 0; i < rank; i++)
			if ((p[i] = normdim(lw, n, c[i], rank)) < 0)
				return -1;
	}
	return 0;
}

int
lower_transpose(Lower *lw, Node *n)
{
	Value *x = lw_arg(lw, n, 0, DT_UNDEF);
	int32_t rank = x->type->rank;
	int64_t p[MAXRANK];
	if (rank < 0)
		return lw_fail(lw, n, "needs the tensor's rank, not known here (an input "
			"without dims, or a squeeze of a dim known only at run time)");
	if (perm(lw, n, rank, p) < 0)
		return -1;
	if (rank < 2)
		return lw_done1(lw, n, x);
	Value *r = lw_op1(lw, "Transpose", x, lw_outty(n, 0));
	ir_attr_ints(lw->g, r->def, SYMC("perm"), p, (uint32_t)rank);
	return lw_done1(lw, n, r);
}

int
lower_identity(Lower *lw, Node *n)
{
	return lw_done1(lw, n, lw_arg(lw, n, 0, DT_UNDEF));
}

/* 1 if the lowered int v is a size, Gather(Shape(x), i), so never -1 */
static int
issize(Value *v)
{
	return v->def->kind == SYMC("onnx::Gather") &&
		ir_in(v->def, 0)->def->kind == SYMC("onnx::Shape");
}

/* expand's sizes from a list of ints, each -1 made a 1, or NULL if one may be -1 at run time */
static Value *
expandlist(Lower *lw, Node *l)
{
	Value **part = NEWA(lw->g->arena, Value *, l->nin);
	int64_t k;
	for (uint32_t i = 0; i < l->nin; i++) {
		Value *v = ir_in(l, i);
		if (ir_constint(v, &k))
			part[i] = lw_ints(lw, (int64_t[]){k == -1 ? 1 : k}, 1);
		else if (issize(v))
			part[i] = one(lw, v);
		else
			return NULL;
	}
	return concat(lw, part, l->nin, 0, vec(l->nin));
}

/* expand(self, size): ONNX Expand broadcasts both ways, so PyTorch's -1 ("keep this dim")
 * is a 1; a size only known at run time is mapped the same way with Where */
static Value *
expandsize(Lower *lw, Value *list)
{
	int64_t c[MAXRANK];
	int k = arg_ints(list, c, MAXRANK);
	if (k >= 0) {
		for (int i = 0; i < k; i++)
			c[i] = c[i] == -1 ? 1 : c[i];
		return lw_ints(lw, c, (uint32_t)k);
	}
	Value *s;
	if (list->def->kind == S_prim_ListConstruct && (s = expandlist(lw, list->def)))
		return s;
	s = lw_intlist(lw, list);
	Type *st = lw_type(s->type); /* a List[int] a Loop carries is retyped only later */
	Type *bt = ty_tensor(DT_BOOL, 1, st->dims);
	Value *neg = lw_op2(lw, "Equal", s, lw_int(lw, -1), bt);
	Value *w[3] = {neg, lw_int(lw, 1), s};
	return lw_op(lw, "Where", w, 3, st);
}

int
lower_expand(Lower *lw, Node *n)
{
	Value *x = lw_arg(lw, n, 0, DT_UNDEF);
	Value *s = op_is(n->op, OP_aten_expand_as_Tensor) ? lw_shape(lw, lw_arg(lw, n, 1, DT_UNDEF)) :
		expandsize(lw, ir_in(n, 1));
	return lw_done1(lw, n, lw_op2(lw, "Expand", x, s, lw_outty(n, 0)));
}

/* repeat(self, repeats): Tile, after giving self as many dims as there are repeats */
int
lower_repeat(Lower *lw, Node *n)
{
	Value *x = lw_arg(lw, n, 0, DT_UNDEF);
	Type *t = lw_outty(n, 0);
	int32_t rank = x->type->rank;
	if (rank < 0 || t->rank < 0)
		return lw_fail(lw, n, "needs the tensor's rank, not known here (an input "
			"without dims, or a squeeze of a dim known only at run time)");
	if (t->rank > rank) {
		int64_t ax[MAXRANK];
		Dim d[MAXRANK];
		int32_t k = t->rank - rank;
		for (int32_t i = 0; i < t->rank; i++)
			ax[i] = i, d[i] = i < k ? 1 : x->type->dims[i - k];
		x = axes(lw, x, "Unsqueeze", ax, (uint32_t)k, ty_tensor(t->dtype, t->rank, d));
	}
	return lw_done1(lw, n, lw_op2(lw, "Tile", x, lw_intlist(lw, ir_in(n, 1)), t));
}

/* cat(tensors, dim): Concat of the list's elements in the result dtype; stack(tensors, dim)
 * first gives each element the new dim */
int
lower_cat(Lower *lw, Node *n)
{
	Node *l = ir_in(n, 0)->def;
	Type *t = lw_outty(n, 0);
	int stack = op_is(n->op, OP_aten_stack_Tensor);
	int64_t k0;
	if (arg_int(lw->d, lw->opset, n, "dim", &k0) < 0)
		return -1;
	int64_t k;
	if (anydim(lw, n, k0, t->rank, &k) < 0)
		return -1;
	if (l->kind != S_prim_ListConstruct)
		return lw_done1(lw, n, lw_seqconcat(lw, n, k, stack));
	if (l->nin == 0)
		return lw_fail(lw, n, "expects a non-empty list of tensors");
	Value **v = NEWA(lw->g->arena, Value *, l->nin);
	for (uint32_t i = 0; i < l->nin; i++) {
		v[i] = lw_in(lw, ir_in(l, i), t->dtype);
		if (stack) {
			Type *et = v[i]->type;
			Dim d[MAXRANK];
			for (int32_t j = 0, m = 0; j < t->rank; j++)
				d[j] = j == k ? 1 : et->dims[m++];
			v[i] = axes(lw, v[i], "Unsqueeze", (int64_t[]){k}, 1,
				ty_tensor(t->dtype, t->rank, d));
		}
	}
	return lw_done1(lw, n, concat(lw, v, l->nin, k, t));
}

/* narrow(self, dim, start, length): the end is start + length, with a negative start first
 * made non-negative (start + length = 0 would otherwise mean "empty", not "to the end");
 * a start known non-negative (a constant, a size) as it is, and a start of 0 adds nothing */
static Value *
narrowends(Lower *lw, Node *n, Value *x, int64_t k, Value **end)
{
	Value *s = ir_in(n, 2), *len = ir_in(n, 3);
	int64_t cs, cl;
	int ks = ir_constint(s, &cs);
	if (ks && ir_constint(len, &cl) && (cs >= 0 || cs + cl < 0)) {
		*end = lw_ints(lw, (int64_t[]){cs + cl}, 1);
		return lw_ints(lw, &cs, 1);
	}
	if ((ks && cs >= 0) || lw_nonneg(s)) {
		Value *sv = one(lw, s);
		*end = ks && cs == 0 ? one(lw, len) : lw_op2(lw, "Add", sv, one(lw, len), vec(1));
		return sv;
	}
	Value *sv = one(lw, s), *size = dims(lw, x, k, k == -1 ? INT64_MAX : k + 1);
	Type *bt = ty_tensor(DT_BOOL, 1, (Dim[]){1});
	Value *neg = lw_op2(lw, "Less", sv, lw_ints(lw, (int64_t[]){0}, 1), bt);
	Value *w[3] = {neg, lw_op2(lw, "Add", sv, size, vec(1)), sv};
	Value *start = lw_op(lw, "Where", w, 3, vec(1));
	/* below -size PyTorch raises ("start out of range"), where Slice would count from the
	 * end once more: the start is the size then, the result empty (and where its length is
	 * typed, lower_slice's Reshape fails) */
	Value *out[3] = {lw_op2(lw, "Less", start, lw_ints(lw, (int64_t[]){0}, 1), bt), size,
		start};
	start = lw_op(lw, "Where", out, 3, vec(1));
	*end = lw_op2(lw, "Add", start, one(lw, len), vec(1));
	return start;
}

/* a step known at run time: PyTorch raises "slice step must be positive" for a step <= 0,
 * where ONNX's Slice would walk backwards.  ONNX cannot raise, but Slice rejects a step of 0,
 * so every step <= 0 becomes 0 and ONNX Runtime fails on it rather than compute a result */
static Value *
runstep(Lower *lw, Value *st)
{
	Type *bt = ty_tensor(DT_BOOL, 1, (Dim[]){1});
	Value *w[3] = {lw_op2(lw, "Greater", st, lw_ints(lw, (int64_t[]){0}, 1), bt), st,
		lw_ints(lw, (int64_t[]){0}, 1)};
	return lw_op(lw, "Where", w, 3, vec(1));
}

/* slice(self, dim, start?, end?, step) and narrow: one Slice with 1-d starts/ends/axes/steps;
 * ONNX clamps out-of-range bounds as Python does */
int
lower_slice(Lower *lw, Node *n)
{
	Value *x = lw_arg(lw, n, 0, DT_UNDEF);
	int64_t k0;
	if (arg_int(lw->d, lw->opset, n, "dim", &k0) < 0)
		return -1;
	int64_t k;
	if (anydim(lw, n, k0, x->type->rank, &k) < 0)
		return -1;
	Value *sl[5] = {x, NULL, NULL, lw_ints(lw, &k, 1), NULL};
	if (op_is(n->op, OP_aten_narrow_Tensor)) {
		sl[1] = narrowends(lw, n, x, k, &sl[2]);
		Type *t = lw_outty(n, 0);
		if (k < 0 || k >= t->rank || x->type->rank != t->rank || !dim_known(t->dims[k]) ||
		    t->dims[k] == 0 || dim_known(x->type->dims[k]))
			return lw_done1(lw, n, lw_op(lw, "Slice", sl, 4, t));
		/* PyTorch raises where start + length passes the size ("start (1) + length (3)
		 * exceeds dimension size (3)"), Slice clamps: the result is reshaped to the
		 * length it is typed with (0 copies the other dims), which fails at run time
		 * where the Slice came out shorter */
		Dim d[MAXRANK];
		int64_t s[MAXRANK];
		for (int32_t i = 0; i < t->rank; i++) {
			d[i] = i == k ? DIM_UNKNOWN : t->dims[i];
			s[i] = i == k ? t->dims[k] : 0;
		}
		Value *y = lw_op(lw, "Slice", sl, 4, ty_tensor(t->dtype, t->rank, d));
		return lw_done1(lw, n, lw_op2(lw, "Reshape", y, lw_ints(lw, s, (uint32_t)t->rank),
			t));
	}
	Value *s = ir_in(n, 2), *e = ir_in(n, 3);
	sl[1] = ir_isnone(s) ? lw_ints(lw, (int64_t[]){0}, 1) : one(lw, s);
	sl[2] = ir_isnone(e) ? lw_ints(lw, (int64_t[]){INT64_MAX}, 1) : one(lw, e);
	int64_t st;
	int cst = ir_constint(ir_in(n, 4), &st);
	sl[4] = cst ? one(lw, ir_in(n, 4)) : runstep(lw, one(lw, ir_in(n, 4)));
	uint32_t ns = cst && st == 1 ? 4 : 5;
	return lw_done1(lw, n, lw_op(lw, "Slice", sl, ns, lw_outty(n, 0)));
}

/* select(self, dim, i): Gather with a 0-d index drops the dim (negative i counts from the
 * end); index_select: Gather with a 1-d index; gather: GatherElements */
int
lower_select(Lower *lw, Node *n)
{
	Value *x = lw_arg(lw, n, 0, DT_UNDEF), *ix;
	Type *t = lw_outty(n, 0);
	int64_t k0;
	if (arg_int(lw->d, lw->opset, n, "dim", &k0) < 0)
		return -1;
	int64_t k;
	if (anydim(lw, n, k0, x->type->rank, &k) < 0)
		return -1;
	if (op_is(n->op, OP_aten_gather_Tensor)) {
		Value *g = lw_op2(lw, "GatherElements", x, lw_arg(lw, n, 2, DT_UNDEF), t);
		return lw_done1(lw, n, lw_attri(lw, g, "axis", k));
	}
	ix = lw_arg(lw, n, 2, op_is(n->op, OP_aten_select_int) ? DT_I64 : DT_UNDEF);
	if (op_is(n->op, OP_aten_index_select_Tensor) && ix->type->rank == 0)
		ix = one(lw, ix);
	return lw_done1(lw, n, lw_attri(lw, lw_op2(lw, "Gather", x, ix, t), "axis", k));
}

/* size(x, i), size(x), dim(x), numel(x), len(x), and list[i] of an int[] */
int
lower_size(Lower *lw, Node *n)
{
	Type *t = lw_outty(n, 0);
	if (op_is(n->op, OP_aten___getitem___t)) {
		Value *l = lw_intlist(lw, ir_in(n, 0));
		return lw_done1(lw, n, lw_op2(lw, "Gather", l, lw_arg(lw, n, 1, DT_I64), t));
	}
	Value *x = lw_arg(lw, n, 0, DT_UNDEF);
	if (op_is(n->op, OP_aten_numel_Tensor))
		return lw_done1(lw, n, lw_op1(lw, "Size", x, t));
	Value *shape = lw_shape(lw, x);
	if (op_is(n->op, OP_aten_size_int) && n->nin == 1)
		return lw_done1(lw, n, shape);
	if (op_is(n->op, OP_aten_dim_Tensor))
		return lw_done1(lw, n, lw_op1(lw, "Size", shape, t));
	Value *i = op_is(n->op, OP_aten_len_Tensor) ? lw_int(lw, 0) : lw_arg(lw, n, 1, DT_I64);
	return lw_done1(lw, n, lw_op2(lw, "Gather", shape, i, t));
}

/* linear(x, w, b) = x @ w^T + b */
int
lower_linear(Lower *lw, Node *n)
{
	Type *t = lw_outty(n, 0);
	Type *wt = lw_type(ir_in(n, 1)->type);
	Type *xt = lw_type(ir_in(n, 0)->type);
	if (xt->rank == 2 && wt->rank == 2 && (t->dtype == DT_F32 || t->dtype == DT_F64)) {
		/* a batch of vectors: one Gemm, the weight read transposed in place */
		Value *in[3] = {lw_arg(lw, n, 0, t->dtype), lw_arg(lw, n, 1, t->dtype), NULL};
		uint32_t nin = 2;
		if (!ir_isnone(ir_in(n, 2)))
			in[nin++] = lw_arg(lw, n, 2, t->dtype);
		Value *y = lw_op(lw, "Gemm", in, nin, t);
		ir_attr_i(lw->g, y->def, SYMC("transB"), 1);
		return lw_done1(lw, n, y);
	}
	Dim td[2] = {wt->rank == 2 ? wt->dims[1] : DIM_UNKNOWN, wt->rank == 2 ? wt->dims[0] : DIM_UNKNOWN};
	Value *w = lw_op1(lw, "Transpose", lw_arg(lw, n, 1, t->dtype), ty_tensor(t->dtype, 2, td));
	ir_attr_ints(lw->g, w->def, SYMC("perm"), (int64_t[]){1, 0}, 2);
	Value *y = matmul(lw, lw_arg(lw, n, 0, t->dtype), w, t);
	if (!ir_isnone(ir_in(n, 2)))
		y = lw_op2(lw, "Add", y, lw_arg(lw, n, 2, t->dtype), t);
	return lw_done1(lw, n, y);
}

/* bilinear(x1, x2, w, b) = Einsum("...i,oij,...j->...o") + b */
int
lower_bilinear(Lower *lw, Node *n)
{
	Type *t = lw_outty(n, 0);
	Value *in[3] = {lw_arg(lw, n, 0, t->dtype), lw_arg(lw, n, 2, t->dtype),
		lw_arg(lw, n, 1, t->dtype)};
	Value *y = lw_op(lw, "Einsum", in, 3, t);
	ir_attr_s(lw->g, y->def, SYMC("equation"), "...i,oij,...j->...o");
	if (!ir_isnone(ir_in(n, 3)))
		y = lw_op2(lw, "Add", y, lw_arg(lw, n, 3, t->dtype), t);
	return lw_done1(lw, n, y);
}
