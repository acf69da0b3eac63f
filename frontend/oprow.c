/* The emission of an operator by its OP_* row, the layer the value model emits with.
 *
 * oprow_apply takes a row and its arguments as compile-time values in schema order (NULL for a
 * default) and does what a matched call does after matching (build_call.c, which ends here
 * too, through oprow_emit): defaults made from the schema's text, arguments converted to the
 * row's types (a display of ints to an int[] list, an int to a float, a 0-d tensor to a
 * Scalar, x.size() to aten::size), a sequence read checked for staleness (held.c), a squeeze
 * whose dims a branch's condition tells emitted as select/alias (sizes.c), the node built,
 * inferred and folded (kernel.c's emit_opnode, emit_fold), and a view's result recorded as a view
 * of its input (tensor.c's tensor_view).  F_EXPAND rows (split, chunk, ...) are not rows of
 * the IR: only the matcher expands them (build_multi.c).  oprow_value (an SV as the one value
 * an operator takes, or the error of each kind that is none) and oprow_tofloat are here too:
 * conversions of arguments. */
#include <stdlib.h>
#include <string.h>
#include "builder.h"

int
oprow_isnone(SV *s)
{
	return s->k == SV_VALUE && s->v->type->kind == T_NONE;
}

/* the default of an argument, from its schema text */
SV *
oprow_default(Builder *b, const OpArg *a)
{
	const char *d = a->def;
	if (!strcmp(d, "None"))
		return sv_value(b, emit_const_none(b));
	if (!strcmp(d, "True") || !strcmp(d, "False"))
		return sv_value(b, emit_const_bool(b, d[0] == 'T'));
	if (d[0] == '"' || d[0] == '\'')
		return sv_value(b, ir_const_str(b->g, ir_end(b->blk),
			arena_strndup(b->a, d + 1, strlen(d) - 2), b->here));
	if (d[0] == '[') {
		SV *t = sv_new(b, SV_TUPLE);
		t->el = NEWA(b->a, SV *, 16);
		for (const char *p = d + 1; *p && *p != ']';) {
			char *end;
			long long v = strtoll(p, &end, 10);
			if (end == p)
				break;
			t->el[t->n++] = sv_value(b, emit_const_int(b, v));
			p = end;
			while (*p == ',' || *p == ' ')
				p++;
		}
		return t;
	}
	if (a->type == AT_FLOAT || strchr(d, '.') || strchr(d, 'e'))
		return sv_value(b, emit_const_float(b, strtod(d, NULL)));
	if (a->type == AT_DTYPE)
		return sv_value(b, emit_const_none(b));
	return sv_value(b, emit_const_int(b, strtoll(d, NULL, 10)));
}

static Value *
listof(Builder *b, SV *t, Type *elem, SrcLoc loc)
{
	Node *n = ir_node(b->g, S_prim_ListConstruct, 1, loc);
	for (uint32_t i = 0; i < t->n; i++)
		ir_addinput(b->g, n, t->el[i]->v);
	ir_append(b->blk, n);
	n->out[0]->type = ty_list(elem);
	return n->out[0];
}

/* v as a float: an int by aten::Float.int.  Every caller gives an int or a float (a float
 * argument of a matched call accepts no other); any other kind gets the row aten::Float's
 * overload matching picks for it, or the error of none, as when this matched by name */
Value *
oprow_tofloat(Builder *b, Value *v, SrcLoc loc)
{
	if (v->type->kind == T_FLOAT)
		return v;
	SV *a = sv_value(b, v);
	TypeKind k = v->type->kind;
	if (k != T_INT && k != T_DTYPE && k != T_BOOL && k != T_TENSOR) {
		emit_error(b, loc, "no overload of aten::Float takes (%s)%s", ty_str_of(b->a,
			v->type),
			opt_unchecked(&a, 1));
		return NULL;
	}
	SV *r = oprow_apply(b, k == T_BOOL ? OP_aten_Float_bool : k == T_TENSOR ? OP_aten_Float_Tensor :
		OP_aten_Float_int, &a, 1, loc);
	return r->k == SV_VALUE ? r->v : NULL;
}

static Value *
convert(Builder *b, const OpArg *a, SV *s, SrcLoc loc)
{
	if (oprow_isnone(s))
		return s->v;
	switch (a->type) {
	case AT_SCALAR: /* a tensor (second round): its number, as aten::ScalarImplicit */
		if (s->k != SV_VALUE || s->v->type->kind != T_TENSOR)
			return s->v;
		if (s->v->type->rank > 0) {
			emit_error(b, loc,
				"a tensor given for the number '%s' must be 0-d (PyTorch: "
				"\"Cannot input a tensor of dimension other than 0 as a scalar argument\")",
				sym_str(a->name));
			return NULL;
		}
		return oprow_apply(b, dtype_isfloat(s->v->type->dtype) ? OP_aten_Float_Tensor :
			OP_aten_Int_Tensor, &s, 1, loc)->v;
	case AT_FLOAT: /* a tensor (second round) as aten::FloatImplicit, or a number */
		if (s->k == SV_VALUE && s->v->type->kind == T_TENSOR) {
			if (s->v->type->rank > 0) {
				emit_error(b, loc, "a tensor given for the float '%s' must be 0-d (PyTorch: "
					"\"Cannot input a tensor of dimension other than 0 as a scalar "
					"argument\")", sym_str(a->name));
				return NULL;
			}
			return oprow_apply(b, OP_aten_Float_Tensor, &s, 1, loc)->v;
		}
		return oprow_tofloat(b, s->v, loc);
	case AT_INT: /* an integer tensor (second round): its number, as aten::IntImplicit */
		if (s->k != SV_VALUE || s->v->type->kind != T_TENSOR)
			return s->v;
		if (s->v->type->rank > 0) {
			emit_error(b, loc,
				"a tensor given for the int '%s' must be 0-d (PyTorch: \"Cannot input a "
				"tensor of dimension other than 0 as a scalar argument\")",
				sym_str(a->name));
			return NULL;
		}
		return oprow_apply(b, OP_aten_Int_Tensor, &s, 1, loc)->v;
	case AT_DEVICE: /* (device.c): the constant, not a branch's choice of two equal ones;
			 * a CUDA device's tensor made on the CPU */
		switch (device_place(b, s, loc)) {
		case -1: return NULL;
		case 1: return emit_const_device(b, "cpu", loc);
		}
		return device_text(s) && !ir_isconst(s->v) ? emit_const_device(b, device_text(s),
			loc) : s->v;
	case AT_INTS:
		if (s->k == SV_SHAPE) { /* x.size(): aten::size */
			SV *r = oprow_apply(b, OP_aten_size_Tensor, &s->self, 1, loc);
			return r->k == SV_VALUE ? r->v : NULL;
		}
		if (s->k == SV_VALUE && s->v->type->kind == T_INT) {
			SV *t = sv_new(b, SV_TUPLE);
			t->n = (uint32_t)a->listlen;
			t->el = NEWA(b->a, SV *, t->n);
			for (uint32_t i = 0; i < t->n; i++)
				t->el[i] = s;
			return listof(b, t, ty_int(), loc);
		}
		if (s->k == SV_VALUE)
			return s->v;
		if (s->varargs) /* torch.zeros(d[0]): each integer tensor its number, as AT_INT */
			for (uint32_t i = 0; i < s->n; i++) {
				OpArg ai = *a;
				ai.type = AT_INT;
				Value *e = convert(b, &ai, s->el[i], loc);
				if (!e)
					return NULL;
				s->el[i] = sv_value(b, e);
			}
		return listof(b, s, ty_int(), loc);
	case AT_FLOATS:
	case AT_BOOLS:
		if (s->k == SV_VALUE)
			return s->v;
		return listof(b, s, a->type == AT_FLOATS ? ty_float() : ty_bool(), loc);
	case AT_TENSORS: {
		if (s->k == SV_VALUE)
			return s->v; /* a sequence */
		Type *t = ty_tensor(DT_UNDEF, -1, NULL);
		return listof(b, s, a->elemopt ? ty_optional(t) : t, loc);
	}
	default: return s->v;
	}
}

/* does o read the tensors of a sequence it is given (held.c: they may be stale)?  Its
 * length, and a new sequence with an element added or replaced, do not */
static int
readsseq(const Op *o)
{
	return !(o->flags & F_NOREAD); /* ops.def: len, append, insert, _set_item */
}

/* row on self and nargs of (d, i) */
static SV *
sizecall(Builder *b, uint32_t row, SV *self, int64_t d, int64_t i, int nargs, SrcLoc loc)
{
	SV *a[3] = {self, sv_value(b, emit_const_int(b, d)), sv_value(b, emit_const_int(b, i))};
	return oprow_apply(b, row, a, (uint32_t)nargs + 1, loc);
}

/* squeeze (row o) of slot[0] where the facts of this path tell which dims are 1 and the
 * types do not (sizes.c): the same view by select and alias; NULL if not */
static SV *
squeezeby(Builder *b, const Op *o, SV **slot, Value **in, SrcLoc loc)
{
	int one[MAXRANK];
	int rank = size_squeeze(b, o, in, one);
	if (rank < 0)
		return NULL;
	SV *r = slot[0];
	for (int32_t i = rank; i-- > 0 && r->k == SV_VALUE;)
		if (one[i])
			r = sizecall(b, OP_aten_select_int, r, i, 0, 2, loc);
	return r == slot[0] ? sizecall(b, OP_aten_alias_Tensor, r, 0, 0, 0, loc) : r;
}

/* row o (not F_EXPAND) on slot[], its arguments in schema order (NULL: the default, made
 * here): converted, checked, emitted, folded, a view recorded */
SV *
oprow_emit(Builder *b, const Op *o, SV **slot, SrcLoc loc)
{
	Value **in = NEWA(b->a, Value *, o->nargs + 1);
	for (uint32_t j = 0; j < o->nargs; j++) {
		SV *s = slot[j] = slot[j] ? slot[j] : oprow_default(b, &o->args[j]);
		if (s->k == SV_POISON)
			return s;
		if (!(in[j] = convert(b, &o->args[j], s, loc)))
			return sv_poison(b);
	}
	SV *sq = squeezeby(b, o, slot, in, loc); /* (where a branch tells a size) */
	if (sq)
		return sq;
	for (uint32_t j = 0, reads = readsseq(o); reads && j < o->nargs; j++)
		if (held_check(b, in[j], loc) < 0)
			return sv_poison(b);
	Node *n = emit_opnode(b, op_row(o), in, loc);
	if (!n)
		return sv_poison(b);
	if (o->nrets == 1) {
		SV *r = sv_value(b, emit_fold(b, n));
		if (r->k == SV_VALUE && r->v == n->out[0] && slot[0] && (op_isview(o) ||
		    op_is(o, OP_aten_type_as_Tensor))) /* (PyTorch's type_as gives self when
							 * the dtype is the same: tensor.c) */
			r = tensor_view(b, slot[0], n, r);
		return r;
	}
	SV *t = sv_new(b, SV_TUPLE);
	t->n = o->nrets;
	t->fields = o->retnames;
	t->el = NEWA(b->a, SV *, t->n);
	for (uint32_t i = 0; i < t->n; i++)
		t->el[i] = sv_value(b, n->out[i]);
	return t;
}

/* v is poison, or a list or tuple holding poison (torch.zeros([x.size(0), 2]) after x
 * failed): its error was reported, and the call raises none */
int
oprow_poisoned(const SV *v)
{
	if (v->k == SV_POISON)
		return 1;
	if (v->k == SV_TUPLE)
		for (uint32_t i = 0; i < v->n; i++)
			if (oprow_poisoned(v->el[i]))
				return 1;
	return 0;
}

/* The builder's own emission of a known operator: the row is named, not matched, and the
 * arguments are given in the row's order (a display of ints for int[], a 0-d tensor for
 * a Scalar: converted as a matched call's are; views recorded as they are). */
SV *
oprow_apply(Builder *b, uint32_t row, SV **args, uint32_t nargs, SrcLoc loc)
{
	const Op *o = op_at(row);
	SV **slot = NEWA(b->a, SV *, o->nargs + 1);
	for (uint32_t j = 0; j < nargs; j++) {
		if (args[j] && oprow_poisoned(args[j]))
			return sv_poison(b);
		slot[j] = args[j];
	}
	return oprow_emit(b, o, slot, loc);
}

/* sv as the one value an operator takes (x.shape: aten::size), or NULL after the error of
 * a kind that is none (a tuple, a split variable, rows, a module) */
Value *
oprow_value(Builder *b, SV *sv, SrcLoc loc)
{
	switch (sv->k) {
	case SV_VALUE: return sv->v;
	case SV_POISON: return NULL;
	case SV_SHAPE: {
		SV *r = oprow_apply(b, OP_aten_size_Tensor, &sv->self, 1, loc);
		return r->k == SV_VALUE ? r->v : NULL;
	}
	case SV_TUPLE:
		emit_error(b, loc, "a %s cannot be used here", sv->list ? "list" : "tuple");
		return NULL;
	case SV_SPLIT:
		split_use(b, sv, 0, loc, NULL);
		return NULL;
	case SV_ROWS:
		emit_error(b, loc, "a list of tuples whose length is known only at run time cannot be "
			"used here (only its elements and list methods)");
		return NULL;
	default:
		emit_error(b, loc, "this is not a value (a module, function or type)");
		return NULL;
	}
}
