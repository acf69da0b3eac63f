/* The Python builtins a script calls: len, int/float/bool, min/max, abs, sum, any/all,
 * list() and tuple(), divmod, str, round, print, sorted and the list methods sort and
 * count, and tolist()/item() of tensors.  Each works on the values it is given (a tuple,
 * a list of known or run-time length, a number, a tensor) and emits operators where the
 * value exists only at run time; calls whose row depends on the user's argument types go
 * through overload matching (build_call.c, call_op). */
#include <stdlib.h>
#include <string.h>
#include "call.h"

static SV *
conv(Builder *b, const char *to, SV *x, SrcLoc loc)
{
	if (kindof(x) == T_INT && !strcmp(to, "Int"))
		return x;
	if (kindof(x) == T_FLOAT && !strcmp(to, "Float"))
		return x;
	if (kindof(x) == T_BOOL && !strcmp(to, "Bool"))
		return x;
	return call_op(b, to, NULL, &x, 1, NULL, NULL, 0, loc);
}

static SV *
len(Builder *b, SV *x, SrcLoc loc)
{
	if (x->k == SV_TUPLE && x->dict)
		return dict_len(b, x, loc);
	if (x->k == SV_OBJECT)
		return object_len(b, x, loc);
	if (x->k == SV_TUPLE || list_islist(x))
		return x->k == SV_TUPLE ? sv_value(b, emit_const_int(b, x->n)) : list_len(b, x,
			loc);
	if (x->k == SV_SHAPE)
		return oprow_apply(b, OP_aten_dim_Tensor, &x->self, 1, loc);
	if (kindof(x) == T_STR && ir_isconst(x->v)) { /* code points, as Python counts */
		const char *s = ir_attr(x->v->def, S_value)->s;
		int64_t n = 0;
		for (; *s; s++)
			n += ((unsigned char)*s & 0xC0) != 0x80;
		return sv_value(b, emit_const_int(b, n));
	}
	return call_op(b, "len", NULL, &x, 1, NULL, NULL, 0, loc);
}

SV *
builtin_len(Builder *b, SV *x, SrcLoc loc)
{
	return len(b, x, loc);
}

static SV *
minmax(Builder *b, const char *op, SV **a, uint32_t n, SrcLoc loc)
{
	if (n == 1 && a[0]->k == SV_TUPLE) {
		if (!a[0]->n) {
			emit_error(b, loc, "%s() of an empty list (ValueError in PyTorch)", op);
			return sv_poison(b);
		}
		return minmax(b, op, a[0]->el, a[0]->n, loc);
	}
	if (n == 1) /* a tensor, or a list of run-time length */
		return call_op(b, op, NULL, a, 1, NULL, NULL, 0, loc);
	if (n == 0) {
		emit_error(b, loc, "%s() needs arguments", op);
		return sv_poison(b);
	}
	SV *acc = a[0];
	for (uint32_t i = 1; i < n; i++) {
		SV *two[2] = {acc, a[i]};
		acc = call_op(b, op, NULL, two, 2, NULL, NULL, 0, loc);
	}
	return acc;
}

/* enumerate(xs[, start]) and zip(xs, ys, ...) of lists and tuples of known length: a list of
 * tuples (a list of run-time length is iterated by a Loop: build_stmt.c, seqfor) */
static SV *
iterate(Builder *b, const char *f, SV **a, uint32_t n, SrcLoc loc)
{
	int en = f[0] == 'e';
	if (n == 0 || (en && n > 2)) {
		emit_error(b, loc, "unsupported call of %s() with %u arguments", f, n);
		return sv_poison(b);
	}
	uint32_t len = UINT32_MAX;
	for (uint32_t i = 0; i < (en ? 1 : n); i++) {
		if (a[i]->k == SV_SHAPE)
			a[i] = index_get(b, a[i], &(Ast){.k = E_SLICE, .loc = loc}, loc);
		if (a[i]->k == SV_POISON)
			return a[i];
		if (a[i]->k != SV_TUPLE) {
			emit_error(b, loc, "%s() of %s is not supported", f, list_islist(a[i]) ?
				"a list whose length is known only at run time, outside a for loop" :
				"this value");
			return sv_poison(b);
		}
		len = a[i]->n < len ? a[i]->n : len;
	}
	if (en && n == 2 && kindof(a[1]) != T_INT) {
		emit_error(b, loc, "the start of enumerate() must be an int");
		return sv_poison(b);
	}
	SV *r = sv_new(b, SV_TUPLE);
	r->list = 1;
	r->n = len;
	r->el = NEWA(b->a, SV *, len + 1);
	for (uint32_t k = 0; k < len; k++) {
		SV *t = sv_new(b, SV_TUPLE);
		t->n = en ? 2 : n;
		t->el = NEWA(b->a, SV *, t->n);
		for (uint32_t i = 0; i < t->n; i++)
			t->el[i] = !en ? a[i]->el[k] : i ? a[0]->el[k] :
				n == 2 ? expr_binop(b, OP_ADD, a[1], sv_value(b, emit_const_int(b,
					k)), loc) :
				sv_value(b, emit_const_int(b, k));
		r->el[k] = t;
	}
	return r;
}

/* sum(xs) of a list of numbers (TorchScript has no sum of a List[Tensor]) */
static SV *
sum(Builder *b, SV *x, SrcLoc loc)
{
	if (x->k == SV_SHAPE)
		x = index_get(b, x, &(Ast){.k = E_SLICE, .loc = loc}, loc);
	if (x->k != SV_TUPLE)
		return call_op(b, "sum", NULL, &x, 1, NULL, NULL, 0, loc);
	SV *acc = sv_value(b, emit_const_int(b, 0));
	for (uint32_t i = 0; i < x->n && acc->k != SV_POISON; i++) {
		TypeKind k = kindof(x->el[i]);
		if (k != T_INT && k != T_FLOAT && k != T_BOOL) {
			emit_error(b, loc, "sum() takes a list of ints or floats");
			return sv_poison(b);
		}
		acc = expr_binop(b, OP_ADD, acc, x->el[i], loc);
	}
	return acc;
}

/* any(xs), all(xs) of a List[bool] (TorchScript's any.bool, all.bool): its elements or-ed,
 * and-ed (false, true for an empty list); of a list of run-time length, the row's
 * reduction of its bool tensor */
static SV *
anyall(Builder *b, const char *f, SV *x, SrcLoc loc)
{
	int all = f[1] == 'l';
	if (x->k == SV_POISON)
		return x;
	if (x->k != SV_TUPLE || !x->list)
		return call_op(b, f, NULL, &x, 1, NULL, NULL, 0, loc);
	SV *acc = sv_value(b, emit_const_bool(b, all));
	for (uint32_t i = 0; i < x->n && acc->k != SV_POISON; i++) {
		if (kindof(x->el[i]) != T_BOOL) {
			emit_error(b, loc, "%s() takes a list of bools", f);
			return sv_poison(b);
		}
		acc = expr_binop(b, all ? OP_BITAND : OP_BITOR, acc, x->el[i], loc);
	}
	return acc;
}

/* list(xs): a new list of the same elements; list(x.shape) the sizes */
static SV *
listof_(Builder *b, SV *x, SrcLoc loc)
{
	if (x->k == SV_SHAPE)
		x = index_get(b, x, &(Ast){.k = E_SLICE, .loc = loc}, loc);
	if (x->k == SV_POISON)
		return x;
	if (x->k == SV_TUPLE || list_islist(x)) {
		SV *r = sv_new(b, x->k);
		*r = *x;
		r->lst = NULL;
		r->list = x->k == SV_TUPLE ? 1 : r->list;
		return r;
	}
	emit_error(b, loc, "list() of this value is not supported");
	return sv_poison(b);
}

/* divmod(a, b) of ints: TorchScript's divmod.int is (a // b, a % b), Python's.  Of floats it
 * is ((a - m) / b, m) with m fmod's remainder moved to b's sign, which neither // (floor of
 * a / b) nor % (a - b * floor(a / b)) gives, and with an int and a float it computes in
 * single precision (its C++ argument is a float): those are refused. */
static SV *
divmod(Builder *b, SV **a, SrcLoc loc)
{
	if (a[0]->k == SV_POISON || a[1]->k == SV_POISON)
		return sv_poison(b);
	if (kindof(a[0]) != T_INT || kindof(a[1]) != T_INT) {
		int num = (kindof(a[0]) == T_INT || kindof(a[0]) == T_FLOAT) &&
			(kindof(a[1]) == T_INT || kindof(a[1]) == T_FLOAT);
		emit_error(b, loc, num ? "divmod() of a float is not supported yet (TorchScript's "
			"differs from (x // y, x %% y)); only divmod() of two ints is" :
			"divmod() of this value is not supported (only of two ints)");
		return sv_poison(b);
	}
	SV *t = sv_new(b, SV_TUPLE);
	t->n = 2;
	t->el = NEWA(b->a, SV *, 2);
	t->el[0] = expr_binop(b, OP_FLOORDIV, a[0], a[1], loc);
	t->el[1] = expr_binop(b, OP_MOD, a[0], a[1], loc);
	return t->el[0]->k == SV_POISON || t->el[1]->k == SV_POISON ? sv_poison(b) : t;
}

/* str(x) of a compile-time int, bool or string, for names and dict keys ("p" + str(i)).
 * TorchScript prints a float with 17 digits and a trailing '.' ("1.", "0.10000000000000001"),
 * which neither Python nor C's %g does: refused. */
static SV *
str_(Builder *b, SV *x, SrcLoc loc)
{
	if (x->k == SV_POISON)
		return x;
	TypeKind k = kindof(x);
	int64_t v = 0;
	if (k == T_STR)
		return x;
	if (k == T_DEVICE && device_text(x)) /* "cpu", "cpu:0" */
		return sv_value(b, ir_const_str(b->g, ir_end(b->blk), device_text(x), loc));
	if ((k == T_INT || k == T_BOOL) && ir_constint(x->v, &v)) {
		const char *t = k == T_BOOL ? (v ? "True" : "False") :
			sym_str(sym_fmt("%lld", (long long)v));
		return sv_value(b, ir_const_str(b->g, ir_end(b->blk), t, loc));
	}
	emit_error(b, loc, k == T_INT || k == T_BOOL ?
		"str() of a value known only at run time is not supported (ONNX has no strings)" :
		k == T_FLOAT ? "str() of a float is not supported (TorchScript prints it its own "
		"way: str(1.0) is '1.')" : "str() of this value is not supported");
	return sv_poison(b);
}

SV *
builtin_call(Builder *b, const char *f, SV **a, uint32_t n, SrcLoc loc)
{
	if (!strcmp(f, "print"))
		return sv_value(b, emit_const_none(b));
	if (!strcmp(f, "min") || !strcmp(f, "max"))
		return minmax(b, f, a, n, loc);
	if (!strcmp(f, "enumerate") || !strcmp(f, "zip"))
		return iterate(b, f, a, n, loc);
	if (!strcmp(f, "divmod") && n == 2)
		return divmod(b, a, loc);
	if (n != 1)
		goto bad;
	if (!strcmp(f, "list"))
		return listof_(b, a[0], loc);
	if (!strcmp(f, "str"))
		return str_(b, a[0], loc);
	if (!strcmp(f, "sum"))
		return sum(b, a[0], loc);
	if (!strcmp(f, "any") || !strcmp(f, "all"))
		return anyall(b, f, a[0], loc);
	if (!strcmp(f, "len"))
		return len(b, a[0], loc);
	if (!strcmp(f, "int"))
		return conv(b, "Int", a[0], loc);
	if (!strcmp(f, "float") && kindof(a[0]) == T_STR) {
		Attr *at = ir_attr(a[0]->v->def, S_value);
		const char *t = at ? at->s : "";
		double v = !strcmp(t, "inf") || !strcmp(t, "+inf") ? __builtin_inf() :
			   !strcmp(t, "-inf") ? -__builtin_inf() : !strcmp(t, "nan") ? __builtin_nan("") :
			   0;
		if (v == 0) {
			emit_error(b, loc, "float() of the string '%s' is not supported", t);
			return sv_poison(b);
		}
		return sv_value(b, emit_const_float(b, v));
	}
	if (!strcmp(f, "float"))
		return conv(b, "Float", a[0], loc);
	if (!strcmp(f, "bool"))
		return sv_value(b, expr_truth(b, a[0], loc));
	if (!strcmp(f, "abs"))
		return call_op(b, "abs", NULL, a, 1, NULL, NULL, 0, loc);
	if (!strcmp(f, "round")) { /* round.int(int) -> float is round.float of the float */
		SV *x = kindof(a[0]) == T_INT ? conv(b, "Float", a[0], loc) : a[0];
		return x->k == SV_POISON ? x : call_op(b, "round", NULL, &x, 1, NULL, NULL, 0, loc);
	}
bad:
	emit_error(b, loc, "unsupported call of %s() with %u arguments", f, n);
	return sv_poison(b);
}

/* x.item(): the Python number of x's one element, of the kind its dtype says */
SV *
builtin_item(Builder *b, SV *x, SrcLoc loc)
{
	DType dt = x->v->type->dtype;
	if (dt == DT_UNDEF) {
		emit_error(b, loc, "item() of a tensor whose dtype is not known at compile time");
		return sv_poison(b);
	}
	return conv(b, dt == DT_BOOL ? "Bool" : dtype_isfloat(dt) ? "Float" : "Int", x, loc);
}

/* x.tolist() of a 1-d or 2-d tensor whose first dim is known only at run time: a list of
 * run-time length, of numbers or of rows (TorchScript's prim::tolist: dim, elem_ty 0 int,
 * 1 float, 2 bool) */
static SV *
runlist(Builder *b, SV *x, SrcLoc loc)
{
	DType dt = x->v->type->dtype;
	int rank = x->v->type->rank;
	Value *in[3] = {x->v, emit_const_int(b, rank),
		emit_const_int(b, dt == DT_BOOL ? 2 : dtype_isfloat(dt) ? 1 : 0)};
	Node *l = emit_opnode(b, OP_aten_tolist_Tensor, in, loc); /* typed by infer_tolist */
	return l ? sv_value(b, l->out[0]) : sv_poison(b);
}

/* can x.tolist() of a 1-d x be a list (TorchScript's takes int64, float32, float64 and
 * bool tensors, and raises on the others whenever it runs)? */
static int
listable(Builder *b, DType dt, SrcLoc loc)
{
	if (dt == DT_UNDEF)
		return emit_error(b, loc,
			"tolist() of a tensor whose dtype is not known at compile "
			"time");
	if (dt != DT_I64 && dt != DT_F32 && dt != DT_F64 && dt != DT_BOOL)
		return emit_error(b, loc,
			"tolist() of a tensor of dtype %s: TorchScript raises here "
			"whenever this runs (its lists take int64, float32, float64 and bool "
			"tensors)", dtype_name(dt));
	return 0;
}

/* x.tolist() of a 0-d tensor (a number), a 1-d tensor (a list of numbers) or a 2-d tensor
 * (a list of rows): of known length, a list display of the elements (each row's its own
 * list); of run-time length, one value (runlist) */
SV *
builtin_tolistcall(Builder *b, SV *x, SrcLoc loc)
{
	Type *t = x->v->type;
	if (t->rank == 0)
		return builtin_item(b, x, loc);
	if (t->rank < 0 || t->rank > 2) {
		emit_error(b, loc, "tolist() of a tensor whose rank is %s is not supported (only 0-d, "
			"1-d and 2-d)", t->rank < 0 ? "not known at compile time" :
			arena_printf(b->a, "%d", t->rank));
		return sv_poison(b);
	}
	if (listable(b, t->dtype, loc) < 0)
		return sv_poison(b);
	if (!dim_known(t->dims[0]))
		return runlist(b, x, loc);
	SV *l = sv_new(b, SV_TUPLE);
	l->list = 1;
	l->n = (uint32_t)t->dims[0];
	l->el = NEWA(b->a, SV *, l->n + 1);
	for (uint32_t i = 0; i < l->n; i++) {
		SV *a[3] = {x, sv_value(b, emit_const_int(b, 0)), sv_value(b, emit_const_int(b,
			i))};
		SV *e = oprow_apply(b, OP_aten_select_int, a, 3, loc);
		if (e->k == SV_POISON || (l->el[i] = t->rank == 2 ? builtin_tolistcall(b, e, loc) :
		    builtin_item(b, e, loc))->k == SV_POISON)
			return sv_poison(b);
	}
	return l;
}

SV *
builtin_tolist(Builder *b, SV *x, SrcLoc loc)
{
	return builtin_tolistcall(b, x, loc);
}

/* xs.sort(reverse=False), xs.count(v), sorted(xs): listsort.c */
SV *
builtin_sortcall(Builder *b, const char *f, SV *self, Args *in, SrcLoc loc)
{
	int count = !strcmp(f, "count");
	SV *list = self ? self : in->npos ? in->pos[0] : NULL;
	uint32_t npos = in->npos - (self ? 0 : 1);
	SV *reverse = NULL;
	for (uint32_t i = 0; i < in->nkw; i++)
		if (self && !count && in->kwn[i] == SYMC("reverse") && !reverse)
			reverse = in->kwv[i];
		else
			goto bad;
	if (!list || npos != (uint32_t)count)
		goto bad;
	if (list->k == SV_POISON || (count && in->pos[0]->k == SV_POISON))
		return sv_poison(b);
	if (!list_islist(list)) {
		emit_error(b, loc, "%s() takes a list", f);
		return sv_poison(b);
	}
	if (count)
		return list_count(b, list, in->pos[0], loc);
	if (self && self->lst && self->lst->forked) {
		emit_error(b, loc, "cannot change this list in place: %s, and a change to one list "
			"would have to reach the other; make a new list instead (xs = sorted(xs))",
			self->lst->forked);
		return sv_poison(b);
	}
	SV *r = list_sorted(b, list, reverse, loc);
	if (r->k == SV_POISON || !self)
		return r;
	list_own(b, self);
	list_set(b, self->lst, r);
	return sv_value(b, emit_const_none(b));
bad:
	emit_error(b, loc, count ? "list.count() takes 1 argument" : self ? "list.sort() takes "
		"reverse= only" : "sorted() takes one list (TorchScript's has no reverse=)");
	return sv_poison(b);
}
