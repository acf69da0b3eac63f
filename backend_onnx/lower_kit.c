/* The lw_* kit every lowering is written with (lower.c's walk and the lower_* hooks):
 * onnx:: nodes inserted before the node being lowered (lw->at: lw_node, lw_op*), constants
 * in the dtype a consumer wants (lw_const, lw_scalar, lw_int, lw_ints, lw_in, lw_arg,
 * lw_intlist), casts (lw_cast), Shape (lw_shape), the ONNX type of an IR type (lw_type,
 * lw_dtype, lw_outty), a lowered node's outputs replaced (lw_done, lw_done1) and located
 * errors (lw_fail).  It calls nothing else of the backend, so the walk and the hooks depend
 * on it and not on each other. */
#include <string.h>
#include "backend.h"
#include "../runtime/runtime.h"

Type *
lw_type(Type *t)
{
	switch (t->kind) {
	case T_INT:
	case T_DTYPE: return ty_tensor(DT_I64, 0, NULL);
	case T_FLOAT: return ty_tensor(DT_F64, 0, NULL);
	case T_BOOL: return ty_tensor(DT_BOOL, 0, NULL);
	case T_LIST: /* a list of numbers is a 1-d tensor of their dtype; a list of them, a
		      * sequence of those */
		if (t->elem->kind == T_INT || t->elem->kind == T_FLOAT || t->elem->kind == T_BOOL)
			return ty_tensor(lw_type(t->elem)->dtype, 1, (Dim[]){DIM_UNKNOWN});
		return t->elem->kind == T_LIST ? ty_list(lw_type(t->elem)) : t;
	case T_OPTIONAL: /* of a list of numbers: of its 1-d tensor */
		return t->elem->kind == T_LIST ? ty_optional(lw_type(t->elem)) : t;
	default: return t;
	}
}

DType
lw_dtype(const Value *v)
{
	return lw_type(v->type)->dtype;
}

int
lw_fail(Lower *lw, Node *n, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	arg_vfail(lw->d, lw->opset, n, fmt, ap);
	va_end(ap);
	return -1;
}

Node *
lw_node(Lower *lw, const char *optype, Value **in, uint32_t nin, uint32_t nout)
{
	Node *n = ir_node(lw->g, sym_prefixed("onnx", optype), nout, lw->at->loc);
	n->onnx = onnx_opof(n->kind, lw->opset); /* NULL if none: the verifier says so */
	n->scope = lw->at->scope;
	for (uint32_t i = 0; i < nin; i++)
		ir_addinput(lw->g, n, in[i]);
	ir_insertbefore(n, lw->at);
	return n;
}

Value *
lw_op(Lower *lw, const char *optype, Value **in, uint32_t nin, Type *t)
{
	Node *n = lw_node(lw, optype, in, nin, 1);
	n->out[0]->type = t;
	return n->out[0];
}

/* v with the int attribute attr set on the node that makes it */
Value *
lw_attri(Lower *lw, Value *v, const char *attr, int64_t k)
{
	ir_attr_i(lw->g, v->def, sym_cstr(attr), k);
	return v;
}

Value *
lw_op1(Lower *lw, const char *optype, Value *a, Type *t)
{
	return lw_op(lw, optype, &a, 1, t);
}

Value *
lw_op2(Lower *lw, const char *optype, Value *a, Value *b, Type *t)
{
	Value *in[2] = {a, b};
	return lw_op(lw, optype, in, 2, t);
}

Value *
lw_const(Lower *lw, Tensor *t)
{
	Node *n = lw_node(lw, "Constant", NULL, 0, 1);
	ir_attr_t(lw->g, n, S_value, t);
	Dim dims[MAXRANK];
	for (int32_t i = 0; i < t->rank; i++)
		dims[i] = t->dims[i];
	n->out[0]->type = ty_tensor(t->dtype, t->rank, dims);
	return n->out[0];
}

/* a Constant's tensor (prim::Constant or onnx::Constant), or NULL.  A tensor computed when
 * read (runtime's rt_lazy: a folded weight) has its bytes computed into a for good, or,
 * with no arena, is not given: the readers that cannot keep its bytes do without. */
Tensor *
lw_consttensor(const Value *v, Arena *a)
{
	const Node *d = v->def;
	if (!d || (d->kind != S_prim_Constant && d->kind != SYMC("onnx::Constant")))
		return NULL;
	Attr *at = ir_attr(d, S_value);
	if (!at || at->kind != A_TENSOR)
		return NULL;
	if (rt_islazy(at->t)) {
		if (!a)
			return NULL;
		rt_tensor_fix(at->t, a);
	}
	return at->t->numel && !at->t->data ? NULL : at->t;
}

/* IEEE half from float, rounding to nearest even (no _Float16: clang lacks it on x86) */
static uint16_t
half(float x)
{
	uint32_t u;
	memcpy(&u, &x, 4);
	uint16_t sign = (uint16_t)((u >> 16) & 0x8000);
	int32_t e = (int32_t)((u >> 23) & 0xff) - 127 + 15;
	uint32_t m = u & 0x7fffff;
	if (((u >> 23) & 0xff) == 0xff) /* inf, nan */
		return (uint16_t)(sign | 0x7c00 | (m ? 0x200 : 0));
	if (e >= 31)
		return (uint16_t)(sign | 0x7c00);
	if (e <= 0) { /* subnormal or zero */
		if (e < -10)
			return sign;
		m |= 0x800000;
		uint32_t shift = (uint32_t)(14 - e);
		uint32_t r = m >> shift, rem = m & ((1u << shift) - 1), hb = 1u << (shift - 1);
		if (rem > hb || (rem == hb && (r & 1)))
			r++;
		return (uint16_t)(sign | r);
	}
	uint32_t r = ((uint32_t)e << 10) | (m >> 13), rem = m & 0x1fff;
	if (rem > 0x1000 || (rem == 0x1000 && (r & 1)))
		r++; /* may carry into the exponent: still right, up to inf */
	return (uint16_t)(sign | r);
}

/* f as an int64 as x86's conversion gives it (INT64_MIN for NaN and out of range), without
 * C's undefined behaviour */
static int64_t
toint(double f)
{
	return f == f && f > -9223372036854775808.0 && f < 9223372036854775808.0 ? (int64_t)f :
	       INT64_MIN;
}

/* stores v, as dtype dt, at element i of t's data */
static void
put(Tensor *t, int64_t i, double f, int64_t k, int isint)
{
	void *p = (char *)t->data + (size_t)i * dtype_size(t->dtype);
	switch (t->dtype) {
	case DT_F32: *(float *)p = isint ? (float)k : (float)f; break;
	case DT_F64: *(double *)p = isint ? (double)k : f; break;
	case DT_I64: *(int64_t *)p = isint ? k : toint(f); break;
	case DT_I32: *(int32_t *)p = (int32_t)(isint ? k : toint(f)); break;
	case DT_I16: *(int16_t *)p = (int16_t)(isint ? k : toint(f)); break;
	case DT_I8: *(int8_t *)p = (int8_t)(isint ? k : toint(f)); break;
	case DT_U8: *(uint8_t *)p = (uint8_t)(isint ? k : toint(f)); break;
	case DT_BOOL: *(uint8_t *)p = isint ? k != 0 : f != 0; break;
	case DT_F16: *(uint16_t *)p = half(isint ? (float)k : (float)f); break;
	case DT_BF16: {
		/* round to nearest even through float32's bits */
		float x = isint ? (float)k : (float)f;
		uint32_t u;
		memcpy(&u, &x, 4);
		*(uint16_t *)p = (uint16_t)((u + 0x7fff + ((u >> 16) & 1)) >> 16);
		break;
	}
	default: die("put: dtype %d", t->dtype);
	}
}

Value *
lw_scalar(Lower *lw, DType dt, double v)
{
	Tensor *t = rt_tensor(lw->g->arena, dt, 0, NULL);
	put(t, 0, v, 0, 0);
	return lw_const(lw, t);
}

/* the number v as a 0-d constant of x's dtype, to combine with x */
Value *
lw_like(Lower *lw, Value *x, double v)
{
	return lw_scalar(lw, x->type->dtype, v);
}

/* whether n is the call of the operator named s (its overload aside) */
int
lw_named(const Node *n, const char *s)
{
	return !strcmp(sym_str(n->op->name), s);
}

Value *
lw_int(Lower *lw, int64_t v)
{
	return lw_const(lw, rt_scalar_i64(lw->g->arena, v));
}

Value *
lw_ints(Lower *lw, const int64_t *v, uint32_t n)
{
	return lw_const(lw, rt_vec_i64(lw->g->arena, v, n));
}

/* does casting from a to b and back give every value back? */
static int
exact(DType a, DType b)
{
	if (a == DT_BOOL)
		return 1;
	if (dtype_isfloat(a) && dtype_isfloat(b))
		return dtype_size(b) > dtype_size(a) && !(a == DT_BF16 && b == DT_F16);
	return dtype_isint(a) && dtype_isint(b) && dtype_size(b) > dtype_size(a) && a != DT_U8;
}

Value *
lw_cast(Lower *lw, Value *v, DType to)
{
	if (to == DT_UNDEF || lw_dtype(v) == to)
		return v;
	/* Cast(Cast(x, wider), back) is x: emitting it also trips ONNX Runtime, whose cast
	 * fusion drops the middle value even when a subgraph still reads it */
	if (v->def->kind == SYMC("onnx::Cast") && lw_dtype(ir_in(v->def, 0)) == to &&
	    exact(to, lw_dtype(v)))
		return ir_in(v->def, 0);
	Type *t = lw_type(v->type);
	Value *c = lw_op1(lw, "Cast", v, ty_tensor(to, t->rank, t->dims));
	ir_attr_i(lw->g, c->def, SYMC("to"), to);
	return c;
}

/* an input of the node being lowered, as an ONNX tensor of dtype want (DT_UNDEF: as is) */
Value *
lw_in(Lower *lw, Value *v, DType want)
{
	if (ir_isconst(v) && ty_isscalar(v->type)) {
		DType dt = want != DT_UNDEF ? want : lw_dtype(v);
		Tensor *t = rt_tensor(lw->g->arena, dt, 0, NULL);
		int64_t k;
		double f;
		if (v->type->kind == T_FLOAT)
			ir_constfloat(v, &f), put(t, 0, f, 0, 0);
		else
			ir_constint(v, &k), put(t, 0, 0, k, 1);
		return lw_const(lw, t);
	}
	if (ir_isconst(v) && v->type->kind == T_DTYPE) {
		int64_t k;
		ir_constint(v, &k);
		return lw_int(lw, k);
	}
	Attr *a = ir_isconst(v) && v->type->kind == T_TENSOR ? ir_attr(v->def, S_value) : NULL;
	if (a && a->kind == A_TENSOR) /* torch.tensor of a literal (build_call.c) */
		return lw_cast(lw, lw_const(lw, a->t), want);
	return lw_cast(lw, v, want);
}

Value *
lw_shape(Lower *lw, Value *x)
{
	int32_t r = x->type->rank;
	Dim d = r >= 0 ? r : DIM_UNKNOWN;
	return lw_op1(lw, "Shape", x, ty_tensor(DT_I64, 1, &d));
}

/* the size of dim d of x, a 0-d int64: a named dim's is read from a graph input that has the
 * same name (one name is one size in a run: docs/cli.md), which lies outside every Loop, so
 * that what is computed from it alone moves out of loop bodies (licm); else from x */
Value *
lw_dimsize(Lower *lw, Value *x, int32_t d)
{
	Dim want = x->type->dims[d];
	Block *top = lw->g->top;
	for (uint32_t i = 0; dim_issym(want) && i < top->param.nout; i++) {
		Value *in = top->param.out[i];
		if (in->type->kind != T_TENSOR)
			continue;
		for (int32_t j = 0; j < in->type->rank; j++)
			if (in->type->dims[j] == want)
				x = in, d = j, j = in->type->rank, i = top->param.nout;
	}
	Value *s = lw_op2(lw, "Gather", lw_shape(lw, x), lw_int(lw, d), ty_tensor(DT_I64, 0, NULL));
	return lw_attri(lw, s, "axis", 0);
}

/* a display of d->nin numbers as a 1-d tensor of dtype dt */
static Value *
numlist(Lower *lw, Node *d, DType dt)
{
	Tensor *t = rt_tensor(lw->g->arena, dt, 1, (int64_t[]){d->nin});
	int allc = 1;
	for (uint32_t i = 0; i < d->nin && allc; i++) {
		Value *v = ir_in(d, i);
		int64_t k;
		double f;
		if (v->type->kind == T_FLOAT && ir_constfloat(v, &f))
			put(t, i, f, 0, 0);
		else if (v->type->kind != T_FLOAT && ir_constint(v, &k))
			put(t, i, 0, k, 1);
		else
			allc = 0;
	}
	if (allc)
		return lw_const(lw, t);
	Value **parts = NEWA(lw->g->arena, Value *, d->nin + 1);
	Dim one = 1, nd = d->nin;
	for (uint32_t i = 0; i < d->nin; i++)
		parts[i] = lw_op2(lw, "Reshape", lw_in(lw, ir_in(d, i), dt),
			lw_ints(lw, (int64_t[]){1}, 1), ty_tensor(dt, 1, &one));
	Value *cat = lw_op(lw, "Concat", parts, d->nin, ty_tensor(dt, 1, &nd));
	ir_attr_i(lw->g, cat->def, SYMC("axis"), 0);
	return cat;
}

/* an int[] value (constant, ListConstruct of ints, or aten::size(x)) as a 1-d int64 tensor;
 * a float[] or bool[] one as a 1-d double or bool tensor */
Value *
lw_intlist(Lower *lw, Value *list)
{
	int64_t *c;
	uint32_t n;
	if (ir_constints(list, &c, &n))
		return lw_ints(lw, c, n);
	Node *d = list->def;
	DType dt = lw_dtype(list);
	if (d->kind != S_prim_ListConstruct)
		return lw_in(lw, list, dt);
	if (dt != DT_I64)
		return numlist(lw, d, dt);
	int allc = 1;
	int64_t vals[MAXRANK * 4];
	for (uint32_t i = 0; i < d->nin && i < MAXRANK * 4; i++)
		allc &= ir_constint(ir_in(d, i), &vals[i]);
	if (allc && d->nin <= MAXRANK * 4)
		return lw_ints(lw, vals, d->nin);
	Value **parts = NEWA(lw->g->arena, Value *, d->nin + 1);
	Dim one = 1, nd = d->nin;
	for (uint32_t i = 0; i < d->nin; i++) {
		Value *s = lw_in(lw, ir_in(d, i), DT_I64);
		parts[i] = lw_op2(lw, "Reshape", s, lw_ints(lw, (int64_t[]){1}, 1),
			ty_tensor(DT_I64, 1, &one));
	}
	Value *cat = lw_op(lw, "Concat", parts, d->nin, ty_tensor(DT_I64, 1, &nd));
	ir_attr_i(lw->g, cat->def, SYMC("axis"), 0);
	return cat;
}

void
lw_done(Lower *lw, Node *n, Value **outs)
{
	(void)lw;
	for (uint32_t i = 0; i < n->nout; i++)
		if (outs[i])
			ir_replaceuses(n->out[i], outs[i]);
	ir_destroy(n);
}

/* a tensor of dtype dt and rank r whose sizes are all unknown */
Type *
lw_unknown(DType dt, int32_t r)
{
	Dim d[MAXRANK + 1] = {DIM_UNKNOWN}; /* (room for one past MAXRANK, as the scatter hooks had) */
	for (int32_t i = 0; i < r; i++)
		d[i] = DIM_UNKNOWN;
	return ty_tensor(dt, r, d);
}

Type *
lw_outty(const Node *n, uint32_t i)
{
	return lw_type(n->out[i]->type);
}

Value *
lw_arg(Lower *lw, Node *n, uint32_t i, DType dt)
{
	return lw_in(lw, ir_in(n, i), dt);
}

int
lw_done1(Lower *lw, Node *n, Value *v)
{
	if (!v)
		return -1;
	lw_done(lw, n, &v);
	return 0;
}
