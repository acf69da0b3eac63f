/* Folding of scalar operators whose inputs are constants, with Python's semantics as
 * TorchScript implements them (floor division and modulo round toward negative infinity;
 * int ** int is a float; int(x) truncates), and of tensor metadata known at compile time
 * (x.size(1) of a Float(batch, 3) is 3; x.dim() is the rank).  Like Lua's folder it
 * declines what it cannot do exactly: division by zero, INT64_MIN // -1 and int() of a
 * float outside int64 are left to run time.  Int overflow wraps, as TorchScript's does. */
#include <math.h>
#include <string.h>
#include "ir.h"

typedef struct {
	int isfloat; /* the value is a float (else an int or bool) */
	int64_t i;
	double f;
} Num;

static int
num(const Value *v, Num *out)
{
	if (!ir_isconst(v))
		return 0;
	out->isfloat = v->type->kind == T_FLOAT;
	if (v->type->kind != T_INT && v->type->kind != T_BOOL && v->type->kind != T_DTYPE &&
	    !out->isfloat)
		return 0;
	out->i = 0;
	if (out->isfloat)
		return ir_constfloat(v, &out->f);
	ir_constint(v, &out->i);
	out->f = (double)out->i;
	return 1;
}

static int64_t
floordiv(int64_t a, int64_t b)
{
	int64_t q = a / b;
	return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

static int64_t
pymod(int64_t a, int64_t b)
{
	int64_t r = a % b;
	return r != 0 && ((r < 0) != (b < 0)) ? r + b : r;
}

static double
pyfmod(double a, double b)
{
	double r = fmod(a, b);
	return r != 0 && ((r < 0) != (b < 0)) ? r + b : r;
}

/* float binary operators (an int operand was converted, as TorchScript converts it) */
static int
binf(const char *op, double x, double y, double *f, int64_t *i)
{
	if (!strcmp(op, "add")) *f = x + y;
	else if (!strcmp(op, "sub")) *f = x - y;
	else if (!strcmp(op, "mul")) *f = x * y;
	else if (!strcmp(op, "div")) { if (y == 0) return 0; *f = x / y; }
	else if (!strcmp(op, "floordiv")) { if (y == 0) return 0; *f = floor(x / y); }
	else if (!strcmp(op, "remainder")) { if (y == 0) return 0; *f = pyfmod(x, y); }
	else if (!strcmp(op, "pow")) { if (x == 0 && y < 0) return 0; *f = pow(x, y); }
	else if (!strcmp(op, "min")) *f = x < y ? x : y;
	else if (!strcmp(op, "max")) *f = x > y ? x : y;
	else if (!strcmp(op, "eq")) *i = x == y;
	else if (!strcmp(op, "ne")) *i = x != y;
	else if (!strcmp(op, "lt")) *i = x < y;
	else if (!strcmp(op, "le")) *i = x <= y;
	else if (!strcmp(op, "gt")) *i = x > y;
	else if (!strcmp(op, "ge")) *i = x >= y;
	else return 0;
	return 1;
}

/* int binary operators.  TorchScript computes in int64 and wraps on overflow (so does ONNX
 * Runtime): the builtins give the wrapped result without C's undefined behaviour.  Only
 * INT64_MIN // -1 and % -1 are left to run time: PyTorch dies of SIGFPE on them. */
static int
bini(const char *op, int64_t a, int64_t b, double *f, int64_t *i)
{
	if (!strcmp(op, "add")) __builtin_add_overflow(a, b, i);
	else if (!strcmp(op, "sub")) __builtin_sub_overflow(a, b, i);
	else if (!strcmp(op, "mul")) __builtin_mul_overflow(a, b, i);
	else if (!strcmp(op, "div")) { if (b == 0) return 0; *f = (double)a / (double)b; }
	else if (!strcmp(op, "floordiv") || !strcmp(op, "remainder")) {
		if (b == 0 || (a == INT64_MIN && b == -1))
			return 0;
		*i = op[0] == 'f' ? floordiv(a, b) : pymod(a, b);
	} else if (!strcmp(op, "pow")) {
		if (a == 0 && b < 0) return 0;
		*f = pow((double)a, (double)b);
	}
	else if (!strcmp(op, "min")) *i = a < b ? a : b;
	else if (!strcmp(op, "max")) *i = a > b ? a : b;
	else if (!strcmp(op, "eq")) *i = a == b;
	else if (!strcmp(op, "ne")) *i = a != b;
	else if (!strcmp(op, "lt")) *i = a < b;
	else if (!strcmp(op, "le")) *i = a <= b;
	else if (!strcmp(op, "gt")) *i = a > b;
	else if (!strcmp(op, "ge")) *i = a >= b;
	else if (!strcmp(op, "__and__")) *i = a && b;
	else if (!strcmp(op, "__or__")) *i = a || b;
	else if (!strcmp(op, "__xor__")) *i = !a != !b;
	else return 0;
	return 1;
}

static int
bin(const char *op, Num a, Num b, double *f, int64_t *i)
{
	if (a.isfloat || b.isfloat)
		return binf(op, a.f, b.f, f, i);
	return bini(op, a.i, b.i, f, i);
}

/* a float truncated to int64: defined only inside int64's range (C and C++ leave the rest
 * undefined; x86 gives INT64_MIN), so outside it folding declines */
static int
toint(double x, int64_t *i)
{
	if (!(x >= -0x1p63 && x < 0x1p63))
		return 0;
	*i = (int64_t)x;
	return 1;
}

static int
un(const char *op, Num a, double *f, int64_t *i)
{
	if (!strcmp(op, "neg")) {
		if (a.isfloat) *f = -a.f; else __builtin_sub_overflow((int64_t)0, a.i, i);
	} else if (!strcmp(op, "abs")) {
		if (a.isfloat) *f = fabs(a.f);
		else if (a.i < 0) __builtin_sub_overflow((int64_t)0, a.i, i);
		else *i = a.i;
	}
	else if (!strcmp(op, "__not__")) *i = a.isfloat ? a.f == 0 : !a.i;
	else if (!strcmp(op, "Int")) { if (!a.isfloat) *i = a.i; else return toint(a.f, i); }
	else if (!strcmp(op, "Float")) *f = a.f;
	else if (!strcmp(op, "Bool")) *i = a.isfloat ? a.f != 0 : a.i != 0;
	else if (!strcmp(op, "floor")) return toint(floor(a.f), i);
	else if (!strcmp(op, "ceil")) return toint(ceil(a.f), i);
	else if (!strcmp(op, "sqrt")) *f = sqrt(a.f);
	else if (!strcmp(op, "exp")) *f = exp(a.f);
	else if (!strcmp(op, "log")) *f = log(a.f);
	else if (!strcmp(op, "sin")) *f = sin(a.f);
	else if (!strcmp(op, "cos")) *f = cos(a.f);
	else if (!strcmp(op, "tanh")) *f = tanh(a.f);
	else return 0;
	return 1;
}

static Value *
mk(Graph *g, Node *n, Type *rt, double f, int64_t i)
{
	switch (rt->kind) {
	case T_FLOAT: return ir_const_float(g, n, f, n->loc);
	case T_INT: return ir_const_int(g, n, i, n->loc);
	case T_BOOL: return ir_const_bool(g, n, (int)i, n->loc);
	default: return NULL;
	}
}

static Value *
scalar(Graph *g, Node *n)
{
	Num a, b;
	double f = 0;
	int64_t i = 0;
	const char *op = sym_str(n->op->name);
	Type *rt = n->op->rets[0];
	if (!ty_isscalar(rt))
		return NULL;
	if (n->nin == 1 && num(ir_in(n, 0), &a) && un(op, a, &f, &i))
		return mk(g, n, rt, f, i);
	if (n->nin == 2 && num(ir_in(n, 0), &a) && num(ir_in(n, 1), &b) &&
	    bin(op, a, b, &f, &i))
		return mk(g, n, rt, f, i);
	return NULL;
}

/* sizes and ranks known from the type */
static Value *
meta(Graph *g, Node *n)
{
	const char *op = sym_str(n->op->name);
	const Type *t = ir_in(n, 0)->type;
	int64_t k;
	if (t->kind != T_TENSOR || t->rank < 0)
		return NULL;
	if (!strcmp(op, "dim"))
		return ir_const_int(g, n, t->rank, n->loc);
	if ((!strcmp(op, "size") && n->nin == 2 && ir_constint(ir_in(n, 1), &k)) ||
	    (!strcmp(op, "len") && (k = 0, t->rank > 0))) {
		if (k < 0)
			k += t->rank;
		if (k < 0 || k >= t->rank || !dim_known(t->dims[k]))
			return NULL;
		return ir_const_int(g, n, t->dims[k], n->loc);
	}
	int64_t dims[MAXRANK], tot = 1;
	for (int32_t d = 0; d < t->rank; d++) {
		if (!dim_known(t->dims[d]))
			return NULL;
		dims[d] = t->dims[d];
		if (__builtin_mul_overflow(tot, t->dims[d], &tot))
			return NULL; /* no tensor has 2^63 elements: declined, not wrapped */
	}
	if (!strcmp(op, "size") && n->nin == 1)
		return ir_const_ints(g, n, dims, (uint32_t)t->rank, n->loc);
	if (!strcmp(op, "numel"))
		return ir_const_int(g, n, tot, n->loc);
	return NULL;
}

/* x + 0, 0 + x, x - 0, x * 1, 1 * x, x // 1 on ints: x itself */
static Value *
identity(Node *n)
{
	int64_t k;
	const char *op = sym_str(n->op->name);
	if (n->nin != 2 || n->op->rets[0]->kind != T_INT || ir_in(n, 0)->type->kind != T_INT ||
	    ir_in(n, 1)->type->kind != T_INT)
		return NULL;
	int comm = !strcmp(op, "add") || !strcmp(op, "mul");
	int unit = !strcmp(op, "add") || !strcmp(op, "sub") ? 0 : 1;
	if (!comm && strcmp(op, "sub") && strcmp(op, "floordiv"))
		return NULL;
	if (ir_constint(ir_in(n, 1), &k) && k == unit)
		return ir_in(n, 0);
	if (comm && ir_constint(ir_in(n, 0), &k) && k == unit)
		return ir_in(n, 1);
	return NULL;
}

Value *
ir_fold(Graph *g, Node *n)
{
	if (!n->op || !(n->op->flags & F_PURE) || n->nout != 1)
		return NULL;
	for (uint32_t i = 0; i < n->nin; i++)
		if (ir_in(n, i)->type->kind == T_TENSOR) {
			if (i == 0 && (ty_isscalar(n->op->rets[0]) || n->op->rets[0]->kind == T_LIST))
				return meta(g, n);
			return NULL;
		}
	if (n->op->name == SYMC("__getitem__")) {
		int64_t *c, k;
		uint32_t m;
		if (ir_constints(ir_in(n, 0), &c, &m) && ir_constint(ir_in(n, 1), &k) &&
		    k >= -(int64_t)m && k < (int64_t)m)
			return ir_const_int(g, n, c[k < 0 ? k + m : k], n->loc);
		return NULL;
	}
	Value *v = scalar(g, n);
	return v ? v : identity(n);
}
