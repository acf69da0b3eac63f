/* Folding of scalar operators whose inputs are constants, with Python's semantics as
 * TorchScript implements them (floor division and modulo round toward negative infinity;
 * int ** int is a float; int(x) truncates), and of tensor metadata known at compile time
 * (x.size(1) of a Float(batch, 3) is 3; x.dim() is the rank).  Like Lua's folder it
 * declines what it cannot do exactly: division by zero, INT64_MIN // -1 and int() of a
 * float outside int64 are left to run time.  Int overflow wraps, as TorchScript's does. */
#include <math.h>
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

/* TorchScript's remainder.float: fmod(fmod(a, b) + b, b), which is not Python's a % b
 * (nor fmod moved to b's sign): 1.0 % 0.1 is 0.09999999999999995 in both, but
 * -0.006 % -0.8173653617866332 is -0.006000000000000005 and 2.0 % -1.0 is -0.0 */
static double
pyfmod(double a, double b)
{
	return fmod(fmod(a, b) + b, b);
}

/* The operators folded, by row: their arithmetic on Python numbers */
typedef enum { ADD, SUB, MUL, DIV, FLOORDIV, MOD, POW, MIN, MAX, EQ, NE, LT, LE, GT, GE, AND,
	OR, XOR, NEG, ABS, NOT, INT, FLOAT, BOOL, FLOOR, CEIL, ROUND, SQRT, EXP, LOG, SIN, COS, TANH,
	NONE } Arith;

static Arith
arith(const Op *o)
{
	switch (op_row(o)) {
	case OP_aten_add_int: case OP_aten_add_float: return ADD;
	case OP_aten_sub_int: case OP_aten_sub_float: return SUB;
	case OP_aten_mul_int: case OP_aten_mul_float: return MUL;
	case OP_aten_div_int: case OP_aten_div_float: return DIV;
	case OP_aten_floordiv_int: case OP_aten_floordiv_float: return FLOORDIV;
	case OP_aten_remainder_int: case OP_aten_remainder_float: return MOD;
	case OP_aten_pow_int: case OP_aten_pow_float: return POW;
	case OP_aten_min_int: case OP_aten_min_float: return MIN;
	case OP_aten_max_int: case OP_aten_max_float: return MAX;
	case OP_aten_eq_int: case OP_aten_eq_float: case OP_aten_eq_bool: return EQ;
	case OP_aten_ne_int: case OP_aten_ne_float: case OP_aten_ne_bool: return NE;
	case OP_aten_lt_int: case OP_aten_lt_float: return LT;
	case OP_aten_le_int: case OP_aten_le_float: return LE;
	case OP_aten_gt_int: case OP_aten_gt_float: return GT;
	case OP_aten_ge_int: case OP_aten_ge_float: return GE;
	case OP_aten___and___bool: case OP_aten___and___int: return AND;
	case OP_aten___or___bool: case OP_aten___or___int: return OR;
	case OP_aten___xor___bool: case OP_aten___xor___int: return XOR;
	case OP_aten_neg_int: case OP_aten_neg_float: return NEG;
	case OP_aten_abs_int: case OP_aten_abs_float: return ABS;
	case OP_aten___not___bool: return NOT;
	case OP_aten_Int_float: case OP_aten_Int_bool: return INT;
	case OP_aten_Float_int: case OP_aten_Float_bool: return FLOAT;
	case OP_aten_Bool_int: case OP_aten_Bool_float: return BOOL;
	case OP_aten_floor_float: return FLOOR;
	case OP_aten_ceil_float: return CEIL;
	case OP_aten_round_float: return ROUND;
	case OP_aten_sqrt_float: return SQRT;
	case OP_aten_exp_float: return EXP;
	case OP_aten_log_float: return LOG;
	case OP_aten_sin_float: return SIN;
	case OP_aten_cos_float: return COS;
	case OP_aten_tanh_float: return TANH;
	default: return NONE;
	}
}

/* float binary operators (an int operand was converted, as TorchScript converts it) */
static int
binf(Arith op, double x, double y, double *f, int64_t *i)
{
	switch (op) {
	case ADD: *f = x + y; break;
	case SUB: *f = x - y; break;
	case MUL: *f = x * y; break;
	case DIV: if (y == 0) return 0; *f = x / y; break;
	case FLOORDIV: if (y == 0) return 0; *f = floor(x / y); break;
	case MOD: if (y == 0) return 0; *f = pyfmod(x, y); break;
	case POW: if (x == 0 && y < 0) return 0; *f = pow(x, y); break;
	case MIN: *f = x < y ? x : y; break;
	case MAX: *f = x > y ? x : y; break;
	case EQ: *i = x == y; break;
	case NE: *i = x != y; break;
	case LT: *i = x < y; break;
	case LE: *i = x <= y; break;
	case GT: *i = x > y; break;
	case GE: *i = x >= y; break;
	default: return 0;
	}
	return 1;
}

/* int binary operators.  TorchScript computes in int64 and wraps on overflow (so does ONNX
 * Runtime): the builtins give the wrapped result without C's undefined behaviour.  Only
 * INT64_MIN // -1 and % -1 are left to run time: PyTorch dies of SIGFPE on them. */
static int
bini(Arith op, int64_t a, int64_t b, double *f, int64_t *i)
{
	switch (op) {
	case ADD: __builtin_add_overflow(a, b, i); break;
	case SUB: __builtin_sub_overflow(a, b, i); break;
	case MUL: __builtin_mul_overflow(a, b, i); break;
	case DIV: if (b == 0) return 0; *f = (double)a / (double)b; break;
	case FLOORDIV: case MOD:
		if (b == 0 || (a == INT64_MIN && b == -1))
			return 0;
		*i = op == FLOORDIV ? floordiv(a, b) : pymod(a, b);
		break;
	case POW: if (a == 0 && b < 0) return 0; *f = pow((double)a, (double)b); break;
	case MIN: *i = a < b ? a : b; break;
	case MAX: *i = a > b ? a : b; break;
	case EQ: *i = a == b; break;
	case NE: *i = a != b; break;
	case LT: *i = a < b; break;
	case LE: *i = a <= b; break;
	case GT: *i = a > b; break;
	case GE: *i = a >= b; break;
	case AND: *i = a & b; break; /* bitwise: bools are 0 and 1 */
	case OR: *i = a | b; break;
	case XOR: *i = a ^ b; break;
	default: return 0;
	}
	return 1;
}

static int
bin(Arith op, Num a, Num b, double *f, int64_t *i)
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
un(Arith op, Num a, double *f, int64_t *i)
{
	switch (op) {
	case NEG:
		if (a.isfloat) *f = -a.f; else __builtin_sub_overflow((int64_t)0, a.i, i);
		break;
	case ABS:
		if (a.isfloat) *f = fabs(a.f);
		else if (a.i < 0) __builtin_sub_overflow((int64_t)0, a.i, i);
		else *i = a.i;
		break;
	case NOT: *i = a.isfloat ? a.f == 0 : !a.i; break;
	case INT: if (!a.isfloat) *i = a.i; else return toint(a.f, i); break;
	case FLOAT: *f = a.f; break;
	case BOOL: *i = a.isfloat ? a.f != 0 : a.i != 0; break;
	case FLOOR: return toint(floor(a.f), i);
	case CEIL: return toint(ceil(a.f), i);
	case ROUND: *f = nearbyint(a.f); break; /* halves to even, as round.float and ONNX */
	case SQRT: *f = sqrt(a.f); break;
	case EXP: *f = exp(a.f); break;
	case LOG: *f = log(a.f); break;
	case SIN: *f = sin(a.f); break;
	case COS: *f = cos(a.f); break;
	case TANH: *f = tanh(a.f); break;
	default: return 0;
	}
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
	Arith op = arith(n->op);
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
	uint32_t op = op_row(n->op);
	const Type *t = ir_in(n, 0)->type;
	int64_t k;
	if (t->kind != T_TENSOR || t->rank < 0)
		return NULL;
	if (op == OP_aten_dim_Tensor)
		return ir_const_int(g, n, t->rank, n->loc);
	if ((op == OP_aten_size_int && ir_constint(ir_in(n, 1), &k)) ||
	    (op == OP_aten_len_Tensor && (k = 0, t->rank > 0))) {
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
	if (op == OP_aten_size_Tensor)
		return ir_const_ints(g, n, dims, (uint32_t)t->rank, n->loc);
	if (op == OP_aten_numel_Tensor)
		return ir_const_int(g, n, tot, n->loc);
	return NULL;
}

/* x + 0, 0 + x, x - 0, x * 1, 1 * x, x // 1 on ints: x itself; x * 0, 0 * x: 0 (the piece
 * 0 of a split by a run-time size starts at 0 * size) */
static Value *
identity(Graph *g, Node *n)
{
	int64_t k;
	Arith op = arith(n->op);
	if (n->nin != 2 || n->op->rets[0]->kind != T_INT || ir_in(n, 0)->type->kind != T_INT ||
	    ir_in(n, 1)->type->kind != T_INT)
		return NULL;
	int comm = op == ADD || op == MUL;
	int unit = op == ADD || op == SUB ? 0 : 1;
	if (!comm && op != SUB && op != FLOORDIV)
		return NULL;
	if (ir_constint(ir_in(n, 1), &k) && k == unit)
		return ir_in(n, 0);
	if (comm && ir_constint(ir_in(n, 0), &k) && k == unit)
		return ir_in(n, 1);
	if (op == MUL && ((ir_constint(ir_in(n, 0), &k) && !k) || (ir_constint(ir_in(n, 1), &k) &&
	    !k)))
		return ir_const_int(g, n, 0, n->loc);
	return NULL;
}

/* the dim x.size(k) reads, where the size is a named symbolic one, else 0 */
static Sym
sizesym(const Value *v)
{
	const Node *d = v->def;
	int64_t k;
	if (!d || !d->op || op_row(d->op) != OP_aten_size_int || !ir_constint(ir_in(d, 1), &k))
		return 0;
	const Type *t = ir_in(d, 0)->type;
	if (t->kind != T_TENSOR || t->rank < 0 || k < -(int64_t)t->rank || k >= t->rank)
		return 0;
	Dim x = t->dims[k < 0 ? k + t->rank : k];
	return dim_issym(x) ? dim_symof(x) : 0;
}

/* a.size(i) == b.size(j) (and !=) where both dims are the same named size: one size in a
 * run wherever a type says that name (docs/cli.md: an input's named dim; inference gives a
 * name only to a size it knows equal), so the comparison is known (torch's shape asserts
 * in nn.MultiheadAttention compare the masks' sizes so) */
static Value *
samesize(Graph *g, Node *n)
{
	Arith op = arith(n->op);
	if ((op != EQ && op != NE) || n->nin != 2)
		return NULL;
	Sym a = sizesym(ir_in(n, 0));
	if (!a || a != sizesym(ir_in(n, 1)))
		return NULL;
	return ir_const_bool(g, n, op == EQ, n->loc);
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
	if (op_row(n->op) == OP_aten___getitem___t) {
		int64_t *c, k;
		uint32_t m;
		if (ir_constints(ir_in(n, 0), &c, &m) && ir_constint(ir_in(n, 1), &k) &&
		    k >= -(int64_t)m && k < (int64_t)m)
			return ir_const_int(g, n, c[k < 0 ? k + m : k], n->loc);
		return NULL;
	}
	Value *v = scalar(g, n);
	if (!v)
		v = samesize(g, n);
	return v ? v : identity(g, n);
}
