/* Calls and attributes: what `f(...)` and `x.name` mean (module attributes, methods of
 * tensors, lists and dicts, functions of torch, F and math, the file's own functions,
 * in-place operators as writes).  An operator call (`torch.add(x, y, alpha=2)`, `x.add(y)`,
 * `F.relu(x)`) is matched against the overloads of ops.def (match.c) and emitted by oprow.c
 * (oprow_emit: defaults, conversions, views), as the rest of the builder emits the
 * operators it knows by their OP_* row (oprow_apply); an F_EXPAND overload is expanded here into
 * other rows (build_multi.c).  call_op, by name, is for the builder's calls whose row
 * depends on the user's argument types (int(x), sum(xs), min(a, b)).  Names with no
 * overload at all are reported as unsupported operators, and building goes on, so one run
 * lists all of them.  Python's builtins (len, min, sum, ...) are in build_builtin.c. */
#include <stdlib.h>
#include <string.h>
#include "call.h"

static SV *inplace(Builder *b, SV *self, const char *name, Args *in, SrcLoc loc, Sym selfname);
#include "../runtime/runtime.h"

/* torch.float32, math.pi, torch.nn.functional, F.relu, ... */
static SV *
modattr(Builder *b, SV *m, Sym name, SrcLoc loc)
{
	const char *s = sym_str(name), *p = m->path;
	if (!strcmp(p, "torch") && dtype_torch(s) != DT_UNDEF)
		return sv_value(b, emit_const_dtype(b, dtype_torch(s)));
	if (!strcmp(p, "torch")) { /* Layout and MemoryFormat are ints in TorchScript (c10's
				    * values); only those with no effect on the values are known */
		static const struct { const char *n; int64_t v; } c[] = {
			{"strided", 0}, {"contiguous_format", 0}, {"preserve_format", 1}};
		for (size_t i = 0; i < sizeof c / sizeof *c; i++)
			if (!strcmp(c[i].n, s))
				return sv_value(b, emit_const_int(b, c[i].v));
	}
	if (!strcmp(p, "math")) {
		static const struct { const char *n; double v; } c[] = {
			{"pi", 3.141592653589793}, {"e", 2.718281828459045}, {"tau", 6.283185307179586},
			{"inf", __builtin_inf()}, {"nan", __builtin_nan("")}};
		for (size_t i = 0; i < sizeof c / sizeof *c; i++)
			if (!strcmp(c[i].n, s))
				return sv_value(b, emit_const_float(b, c[i].v));
	}
	if (!strcmp(p, "torch") && !strcmp(s, "Tensor")) {
		SV *t = sv_new(b, SV_TYPE);
		t->ty = ty_tensor(DT_UNDEF, -1, NULL);
		return t;
	}
	if (!strcmp(p, "torch.nn.functional") && (!strcmp(s, "multi_head_attention_forward") ||
	    !strcmp(s, "scaled_dot_product_attention"))) {
		/* written in the prelude (frontend/prelude/nn.py), called as the file's own
		 * functions are */
		SV *f = sv_new(b, SV_FUNC);
		f->fn = b->preludedef(b, s);
		if (f->fn)
			return f;
	}
	uint32_t h = ((uint32_t)((uintptr_t)p >> 4) * 31u + name) & 255;
	if (b->attrs[h].path == p && b->attrs[h].name == name)
		return b->attrs[h].sv; /* no one changes a module's or a builtin's SV */
	const char *sub = arena_printf(b->a, "%s.%s", p, s);
	int mod = !strcmp(sub, "torch.nn") || !strcmp(sub, "torch.nn.functional") ||
		!strcmp(sub, "torch.jit") || !strcmp(sub, "torch.nn.utils") ||
		!strcmp(sub, "torch.linalg") || !strcmp(sub, "torch.special") ||
		!strcmp(sub, "torch.nn.utils.rnn") || !strcmp(sub, "torch.ops") ||
		!strcmp(p, "torch.ops"); /* torch.ops.DOMAIN.NAME: custom.c */
	(void)loc;
	SV *r = sv_new(b, mod ? SV_MODULE : SV_BUILTIN);
	r->path = sub;
	b->attrs[h].path = p, b->attrs[h].name = name, b->attrs[h].sv = r;
	return r;
}


/* x.float(), x.long(), ...: casts to a dtype (TorchScript has no x.bfloat16() or x.bool()) */
static const struct {
	const char *m;
	DType dt;
} casts[] = {{"float", DT_F32}, {"double", DT_F64}, {"half", DT_F16}, {"long", DT_I64},
	{"int", DT_I32}, {"short", DT_I16}, {"char", DT_I8}, {"byte", DT_U8}};

/* the operator x.s_() is the in-place form of (F_INPLACE rows), or NULL */
static const Op *
inplaceof(const char *s)
{
	char base[64];
	size_t n = strlen(s);
	if (n < 2 || n > sizeof base || s[n - 1] != '_' || s[n - 2] == '_')
		return NULL;
	memcpy(base, s, n - 1);
	base[n - 1] = 0;
	const Op *o = op_first(sym_prefixed("aten", match_alias(base)));
	for (; o; o = op_next(o))
		if (o->flags & F_INPLACE)
			return o;
	return NULL;
}

/* is x.s a method method() can call: a cast, size(), an aten operator or its in-place form? */
static int
ismethod(const char *s)
{
	for (size_t i = 0; i < sizeof casts / sizeof *casts; i++)
		if (!strcmp(casts[i].m, s))
			return 1;
	return !strcmp(s, "size") || !strcmp(s, "item") || !strcmp(s, "tolist") ||
		!strcmp(s, "cpu") || !strcmp(s, "cuda") ||
		!strcmp(s, "is_floating_point") ||
		op_spelled(sym_prefixed("aten", match_alias(s)), F_METHOD) ||
		inplaceof(s);
}

/* x.max(1).values: a field of an operator's NamedTuple result */
static SV *
field(Builder *b, SV *t, Sym name, SrcLoc loc)
{
	const char *has = "";
	for (uint32_t i = 0; i < t->n; i++) {
		if (t->fields[i] == name)
			return t->el[i];
		has = arena_printf(b->a, "%s%s%s", has, i ? ", " : "", sym_str(t->fields[i]));
	}
	emit_error(b, loc, "this NamedTuple has no field '%s' (it has %s)", sym_str(name), has);
	return sv_poison(b);
}

SV *
call_attr(Builder *b, SV *obj, Sym name, SrcLoc loc)
{
	const char *s = sym_str(name);
	if (obj->k == SV_POISON)
		return obj;
	if (obj->k == SV_MODULE)
		return modattr(b, obj, name, loc);
	if (sv_ispacked(obj)) { /* PyTorch's fields are other tensors than the ones here */
		sv_packedrefuse(b, arena_printf(b->a, "'.%s' of a PackedSequence", s), loc);
		return sv_poison(b);
	}
	if (obj->k == SV_BUILTIN && !strncmp(obj->path, "torch.nn.", 9) &&
	    !strchr(obj->path + 9, '.')) { /* nn.Transformer.generate_square_subsequent_mask:
					     * a staticmethod of a prelude class */
		SV *f = sv_new(b, SV_FUNC);
		f->fn = b->preludedef(b, arena_printf(b->a, "%s.%s", obj->path + 9, s));
		if (f->fn)
			return f;
	}
	if (obj->k == SV_OBJECT)
		return object_attr(b, obj, name, loc);
	if (obj->k == SV_VALUE && obj->v->type->kind == T_TENSOR) {
		if (!strcmp(s, "shape")) {
			SV *sh = sv_new(b, SV_SHAPE);
			sh->self = obj;
			return sh;
		}
		if (!strcmp(s, "dtype")) {
			if (obj->v->type->dtype == DT_UNDEF) {
				emit_error(b, loc,
					"the dtype of this tensor is not known at compile time");
				return sv_poison(b);
			}
			return sv_value(b, emit_const_dtype(b, obj->v->type->dtype));
		}
		if (!strcmp(s, "device")) /* (device.c) */
			return sv_value(b, emit_const_device(b, "cpu", loc));
		if (!strcmp(s, "is_cuda"))
			return sv_value(b, emit_const_bool(b, 0));
		if (!strcmp(s, "ndim"))
			return oprow_apply(b, OP_aten_dim_Tensor, &obj, 1, loc);
		if (!strcmp(s, "T"))
			return oprow_apply(b, OP_aten_numpy_T_Tensor, &obj, 1, loc);
		if (!ismethod(s)) { /* TorchScript refuses it even uncalled (`y = x.foo`) */
			emit_error(b, loc, "unsupported operator 'Tensor.%s'", s);
			return sv_poison(b);
		}
		SV *m = sv_new(b, SV_METHOD);
		m->self = obj;
		m->path = s;
		return m;
	}
	if (obj->k == SV_VALUE && obj->v->type->kind == T_DEVICE)
		return device_attr(b, obj, s, loc);
	if (obj->k == SV_TUPLE && obj->fields)
		return field(b, obj, name, loc);
	if ((list_islist(obj) && method_of(M_LIST, s)) || (obj->k == SV_TUPLE && obj->dict &&
	    method_of(M_DICT, s))) {
		SV *m = sv_new(b, SV_METHOD);
		m->self = obj;
		m->path = s;
		return m;
	}
	emit_error(b, loc, "no attribute '%s' on %s", s, obj->k == SV_VALUE ?
		ty_str_of(b->a, obj->v->type) : "this value");
	return sv_poison(b);
}

/* ---- emitting a matched call ---- */

/* the matched overload o on its arguments in schema order: an F_EXPAND row is expanded
 * into other rows (split, chunk, kthvalue, ...: build_multi.c), the others emitted */
static SV *
emitop(Builder *b, const Op *o, SV **slot, SrcLoc loc)
{
	if (!(o->flags & F_EXPAND))
		return oprow_emit(b, o, slot, loc);
	for (uint32_t j = 0; j < o->nargs; j++) {
		SV *s = slot[j] = slot[j] ? slot[j] : oprow_default(b, &o->args[j]);
		if (s->k == SV_POISON)
			return s;
	}
	b->expanded = o;
	return multi_expand(b, o, slot, loc);
}

/* a call matched against the overloads of aten::spelled that have the spelling (match.c)
 * and emitted */
static SV *
callrows(Builder *b, const char *spelled, uint32_t spelling, Args *in, SrcLoc loc)
{
	SV **slot;
	const Op *r = match_op(b, spelled, spelling, in, &slot, loc);
	return r ? emitop(b, r, slot, loc) : sv_poison(b);
}

SV *
call_op(Builder *b, const char *name, SV *self, SV **args, uint32_t nargs, Sym *kwn,
	SV **kwv, uint32_t nkw, SrcLoc loc)
{
	Args in = {NEWA(b->a, SV *, nargs + 2), 0, kwn, kwv, nkw, self};
	for (uint32_t i = 0; i < nargs; i++)
		in.pos[in.npos++] = args[i];
	return callrows(b, name, 0, &in, loc);
}

/* ---- builtins: len int float bool min max abs print ---- */

/* x.is_floating_point() and torch.is_floating_point(x): the dtype's, known at compile time
 * as x.dtype is (nn.MultiheadAttention tests its masks so) */
static SV *
isfloating(Builder *b, SV *x, Args *in, SrcLoc loc)
{
	if (in->npos || in->nkw) {
		emit_error(b, loc, "is_floating_point() takes no arguments");
		return sv_poison(b);
	}
	if (kindof(x) != T_TENSOR) {
		emit_error(b, loc, "is_floating_point() of a %s: it takes a tensor",
			x->k == SV_VALUE ? ty_str_of(b->a, x->v->type) : "non-tensor value");
		return sv_poison(b);
	}
	if (x->v->type->dtype == DT_UNDEF) {
		emit_error(b, loc, "the dtype of this tensor is not known at compile time");
		return sv_poison(b);
	}
	return sv_value(b, emit_const_bool(b, dtype_isfloat(x->v->type->dtype)));
}

/* the index of o's argument named name, or -1 */
static int
argof(const Op *o, const char *name)
{
	Sym k = sym_cstr(name);
	for (uint32_t i = 0; i < o->nargs; i++)
		if (o->args[i].name == k)
			return (int)i;
	return -1;
}

/* x.to(...), every overload (dtype, other, device with a dtype, device, keywords): the
 * device checked (device.c) and the call made aten::to.dtype, whose alias rule (x itself
 * where the dtype stays and copy is False) the tensor tracking knows.  to.other keeps its
 * row where the other's dtype is not known at compile time. */
static SV *
to_(Builder *b, SV *self, Args *in, SrcLoc loc)
{
	SV **slot;
	in->self = self;
	const Op *o = match_op(b, "to", F_METHOD, in, &slot, loc);
	if (!o)
		return sv_poison(b);
	int dev = argof(o, "device"), dt = argof(o, "dtype"), other = argof(o, "other");
	if (dev >= 0 && slot[dev] && device_place(b, slot[dev], loc) < 0)
		return sv_poison(b);
	if (op_row(o) == OP_aten_to_dtype || (other >= 0 && (slot[other]->k != SV_VALUE ||
	    slot[other]->v->type->dtype == DT_UNDEF)))
		return emitop(b, o, slot, loc);
	SV *d = dt >= 0 && slot[dt] && !oprow_isnone(slot[dt]) ? slot[dt] : NULL;
	if (!d) {
		const Type *t = other >= 0 ? slot[other]->v->type : self->k == SV_VALUE ?
			self->v->type : NULL;
		if (!t || t->kind != T_TENSOR || t->dtype == DT_UNDEF) {
			emit_error(b, loc, "the dtype of this tensor is not known at compile time");
			return sv_poison(b);
		}
		d = sv_value(b, emit_const_dtype(b, t->dtype));
	}
	const Op *row = op_at(OP_aten_to_dtype);
	SV *a[5] = {self, d, NULL, NULL, NULL};
	static const char *names[] = {"non_blocking", "copy", "memory_format"};
	for (int i = 0; i < 3; i++) {
		int k = argof(o, names[i]);
		a[2 + i] = k >= 0 && slot[k] ? slot[k] : oprow_default(b, &row->args[2 + i]);
	}
	return oprow_apply(b, OP_aten_to_dtype, a, 5, loc);
}

static SV *
method(Builder *b, SV *m, Args *in, SrcLoc loc, Sym selfname)
{
	const char *name = m->path;
	if (!strcmp(name, "is_floating_point"))
		return isfloating(b, m->self, in, loc);
	if (!strcmp(name, "tolist") && !in->npos && !in->nkw &&
	    (!b->hinted || memcmp(&b->hinted->loc, &loc, sizeof loc))) {
		emit_error(b, loc, "tolist() needs the type of its result, as in TorchScript: assign "
			"it with one (xs: List[float] = x.tolist()) or return it from a function "
			"whose return type says it");
		return sv_poison(b);
	}
	if ((!strcmp(name, "item") || !strcmp(name, "tolist")) && !in->npos && !in->nkw)
		return name[0] == 'i' ? builtin_item(b, m->self, loc) : builtin_tolistcall(b, m->self, loc);
	if (!strcmp(name, "cpu") || !strcmp(name, "cuda")) {
		if (in->npos || in->nkw) { /* aten::cuda(Tensor(a) self), aten::cpu(...) */
			emit_error(b, loc, "x.%s() takes no arguments in TorchScript", name);
			return sv_poison(b);
		}
		if (name[1] == 'u')
			device_ignored(b, "x.cuda()", loc);
		return m->self; /* the tensor itself, as PyTorch's cpu() of a CPU tensor */
	}
	if (!strcmp(name, "to"))
		return to_(b, m->self, in, loc);
	if (!op_first(sym_prefixed("aten", match_alias(name))) && inplaceof(name))
		return inplace(b, m->self, name, in, loc, selfname);
	if (in->npos == 0 && in->nkw == 0) {
		SV *c = call_castmethod(b, m->self, name, loc);
		if (c)
			return c;
		if (!strcmp(name, "size")) {
			SV *sh = sv_new(b, SV_SHAPE);
			sh->self = m->self;
			return sh;
		}
	}
	in->self = m->self;
	return callrows(b, name, F_METHOD, in, loc);
}

/* F.relu(x, inplace=...) or F.relu(x, True): the flag is dropped from the call; 1 if it was
 * True (the result is then written into x, as x.relu_() would), -1 after an error */
static int
dropinplace(Builder *b, const char *name, Args *in, SrcLoc loc)
{
	/* where torch.nn.functional takes inplace by position (1.13's signatures) */
	static const struct { const char *f; uint32_t at; } pos[] = {
		{"relu", 1}, {"relu6", 1}, {"selu", 1}, {"hardsigmoid", 1}, {"hardswish", 1},
		{"silu", 1}, {"mish", 1}, {"elu", 2}, {"celu", 2}, {"leaky_relu", 2},
		{"hardtanh", 3}, {"threshold", 3}, {"rrelu", 4}, {"dropout", 3},
		{"alpha_dropout", 3}, {"feature_alpha_dropout", 3}, {"dropout1d", 3},
		{"dropout2d", 3}, {"dropout3d", 3}};
	for (size_t i = 0; i < sizeof pos / sizeof *pos; i++)
		if (!strcmp(pos[i].f, name) && in->npos == pos[i].at + 1) {
			in->kwn[in->nkw] = SYMC("inplace"); /* as if given by keyword */
			in->kwv[in->nkw++] = in->pos[--in->npos];
			break;
		}
	int set = 0;
	for (uint32_t k = 0; k < in->nkw; k++) {
		if (in->kwn[k] != SYMC("inplace"))
			continue;
		int64_t v;
		if (kindof(in->kwv[k]) != T_BOOL || !ir_constint(in->kwv[k]->v, &v))
			return emit_error(b, loc, "inplace= must be a constant True or False");
		set = v != 0;
		in->kwn[k] = in->kwn[in->nkw - 1];
		in->kwv[k] = in->kwv[--in->nkw];
	}
	if (set && (!in->npos || kindof(in->pos[0]) != T_TENSOR))
		return emit_error(b, loc,
			"inplace=True needs the tensor to write as the first argument");
	return set;
}

/* F.dropout(x, p, training) and its kin: x itself where training is False (eval: what
 * ATen returns), or p is 0; with training True they draw random masks, which a model
 * compiled once cannot reproduce: refused */
static SV *
dropout(Builder *b, const char *name, Args *in, SrcLoc loc)
{
	SV *p = in->npos > 1 ? in->pos[1] : NULL, *tr = in->npos > 2 ? in->pos[2] : NULL;
	for (uint32_t k = 0; k < in->nkw; k++)
		if (in->kwn[k] == SYMC("p"))
			p = in->kwv[k];
		else if (in->kwn[k] == SYMC("training"))
			tr = in->kwv[k];
		else if (in->kwn[k] != SYMC("input")) {
			emit_error(b, loc, "F.%s() got an unexpected keyword argument '%s'", name,
				sym_str(in->kwn[k]));
			return sv_poison(b);
		}
	SV *x = in->npos ? in->pos[0] : NULL;
	for (uint32_t k = 0; !x && k < in->nkw; k++)
		if (in->kwn[k] == SYMC("input"))
			x = in->kwv[k];
	if (!x || kindof(x) != T_TENSOR || in->npos > 3) {
		emit_error(b, loc, "F.%s() takes a tensor, p and training", name);
		return sv_poison(b);
	}
	int64_t t = 1;
	double pv = 0.5;
	if (tr && (kindof(tr) != T_BOOL || !ir_constint(tr->v, &t))) {
		emit_error(b, loc, "F.%s(): training must be a constant True or False", name);
		return sv_poison(b);
	}
	if (p && !ir_constfloat(p->v, &pv)) {
		int64_t pi;
		if (ir_constint(p->v, &pi))
			pv = (double)pi;
		else
			pv = -1;
	}
	if (p && (pv < 0 || pv > 1) && ir_isconst(p->v)) {
		emit_error(b, loc, "dropout probability has to be between 0 and 1, but got %g "
			"(PyTorch raises ValueError)", pv);
		return sv_poison(b);
	}
	if (t && pv != 0) {
		emit_error(b, loc, "F.%s() with training=True (its default) draws a random mask; "
			"pass training=False (or self.training, False in the compiled model)", name);
		return sv_poison(b);
	}
	return x;
}

/* the kind of the numbers of a list (nested lists too): TorchScript's list literals hold one
 * type; T_NONE for a list of none (not reached: empty lists are refused), T_ANY if mixed */
static TypeKind
listkind(SV *l, TypeKind k)
{
	for (uint32_t i = 0; i < l->n && k != T_ANY; i++) {
		SV *e = l->el[i];
		TypeKind ek = e->k == SV_TUPLE ? listkind(e, k) : kindof(e);
		if (ek != T_INT && ek != T_FLOAT && ek != T_BOOL)
			return T_ANY;
		k = k == T_NONE || k == ek ? ek : T_ANY;
	}
	return k;
}

/* torch.tensor([[1, 2], [3, 4]]): each number a 0-d tensor, stacked (a nested list is a
 * stack of stacks, and must be rectangular) */
static SV *
tensorlist(Builder *b, SV *l, Args *in, SrcLoc loc)
{
	SV *parts = sv_new(b, SV_TUPLE);
	parts->list = 1, parts->n = l->n;
	parts->el = NEWA(b->a, SV *, l->n);
	for (uint32_t i = 0; i < l->n; i++) {
		SV *e = l->el[i];
		if ((e->k == SV_TUPLE) != (l->el[0]->k == SV_TUPLE) ||
		    (e->k == SV_TUPLE && e->n != l->el[0]->n)) {
			emit_error(b, loc, "torch.tensor of a list whose rows differ in length");
			return sv_poison(b);
		}
		parts->el[i] = e->k == SV_TUPLE ? tensorlist(b, e, in, loc) :
			call_op(b, "tensor", NULL, &e, 1, in->kwn, in->kwv, in->nkw, loc);
		if (parts->el[i]->k == SV_POISON)
			return parts->el[i];
	}
	return oprow_apply(b, OP_aten_stack_Tensor, &parts, 1, loc);
}

/* the numbers of list l, nested rank deep, into t from element *k on; 0 if one is not a
 * number known at compile time, or is one that dtype dt does not take as PyTorch does
 * exactly (only widening and the float64 -> float32 rounding of a literal) */
static int
fillconst(SV *l, int32_t level, Tensor *t, int64_t *k)
{
	if (level < t->rank) {
		if (l->k != SV_TUPLE || l->n != t->dims[level])
			return 0;
		for (uint32_t i = 0; i < l->n; i++)
			if (!fillconst(l->el[i], level + 1, t, k))
				return 0;
		return 1;
	}
	int64_t iv;
	double fv;
	if (l->k != SV_VALUE)
		return 0;
	TypeKind kind = l->v->type->kind;
	if (kind == T_FLOAT && ir_constfloat(l->v, &fv) && t->dtype == DT_F32)
		((float *)t->data)[(*k)++] = (float)fv;
	else if (kind == T_FLOAT && ir_constfloat(l->v, &fv) && t->dtype == DT_F64)
		((double *)t->data)[(*k)++] = fv;
	else if (kind == T_INT && ir_constint(l->v, &iv) && t->dtype == DT_I64)
		((int64_t *)t->data)[(*k)++] = iv;
	else if (kind == T_INT && ir_constint(l->v, &iv) && t->dtype == DT_F32)
		((float *)t->data)[(*k)++] = (float)iv;
	else if (kind == T_INT && ir_constint(l->v, &iv) && t->dtype == DT_F64)
		((double *)t->data)[(*k)++] = (double)iv;
	else if (kind == T_BOOL && ir_constint(l->v, &iv) && t->dtype == DT_BOOL)
		((uint8_t *)t->data)[(*k)++] = iv != 0;
	else
		return 0;
	return 1;
}

/* torch.tensor([0.485, 0.456, 0.406]) of numbers all known at compile time: one constant
 * tensor, as PyTorch makes it (not a 0-d tensor per number, stacked: 3 Unsqueeze and a
 * Concat in the model); NULL where it is not such a literal */
static SV *
constliteral(Builder *b, SV *l, DType dt)
{
	int64_t dims[MAXRANK];
	int32_t rank = 0;
	for (const SV *r = l; r->k == SV_TUPLE && r->list; r = r->n ? r->el[0] : NULL) {
		if (rank == MAXRANK || !r->n)
			return NULL;
		dims[rank++] = r->n;
	}
	Tensor *t = rt_tensor(b->g->arena, dt, rank, dims);
	int64_t k = 0;
	if (!fillconst(l, 0, t, &k) || k != t->numel)
		return NULL;
	return sv_value(b, emit_const_tensor(b, t));
}

static SV *
tensorof(Builder *b, Args *in, SrcLoc loc)
{
	SV *l = in->pos[0];
	TypeKind k = listkind(l, T_NONE);
	if (!l->n || k == T_NONE || k == T_ANY) {
		emit_error(b, loc, "%s",
			!l->n || k == T_NONE ? "torch.tensor([]): TorchScript types an "
			"empty list as List[Tensor], which torch.tensor does not take" :
			"torch.tensor of a list takes ints, floats or bools, all of one type (as "
			"TorchScript's list literals)");
		return sv_poison(b);
	}
	DType dt = k == T_FLOAT ? DT_F32 : k == T_INT ? DT_I64 : DT_BOOL;
	int64_t code;
	SV *c = NULL;
	if (!in->nkw)
		c = constliteral(b, l, dt);
	else if (in->nkw == 1 && in->kwn[0] == SYMC("dtype") && in->kwv[0]->k == SV_VALUE &&
		 in->kwv[0]->v->type->kind == T_DTYPE && ir_constint(in->kwv[0]->v, &code))
		c = constliteral(b, l, (DType)code);
	if (c)
		return c;
	for (uint32_t i = 0; i < in->nkw; i++)
		if (in->kwn[i] == SYMC("dtype"))
			return tensorlist(b, l, in, loc);
	Args with = *in;
	with.kwn = NEWA(b->a, Sym, in->nkw + 1);
	with.kwv = NEWA(b->a, SV *, in->nkw + 1);
	fe_copy(with.kwn, in->kwn, in->nkw * sizeof *in->kwn);
	fe_copy(with.kwv, in->kwv, in->nkw * sizeof *in->kwv);
	with.kwn[with.nkw] = SYMC("dtype");
	with.kwv[with.nkw++] = sv_value(b, emit_const_dtype(b, dt));
	return tensorlist(b, l, &with, loc);
}

/* the spelling flag of a function's path: torch.name, torch.nn.functional.name, math.name */
static uint32_t
spelling(const char *path)
{
	static const struct { const char *prefix; uint32_t flag; } tab[] = {
		{"torch.nn.functional.", F_NN}, {"torch.linalg.", F_LINALG}, {"torch.", F_FUNC},
		{"math.", F_MATH}};
	for (size_t i = 0; i < sizeof tab / sizeof *tab; i++) {
		size_t n = strlen(tab[i].prefix);
		if (!strncmp(path, tab[i].prefix, n) && !strchr(path + n, '.'))
			return tab[i].flag;
	}
	return 0;
}

/* torch.x / F.x / math.x -> the aten operator of that name, if its row has that spelling */
/* torch.jit._unwrap_optional(x): x, whose Optional is resolved at compile time, or the
 * value of an Optional known only at run time (optional.c) */
static SV *
unwrap(Builder *b, Args *in, SrcLoc loc)
{
	if (in->npos != 1 || in->nkw) {
		emit_error(b, loc, "torch.jit._unwrap_optional() takes one argument");
		return sv_poison(b);
	}
	if (in->pos[0]->k == SV_VALUE && in->pos[0]->v->type->kind == T_NONE) {
		emit_error(b, loc, "torch.jit._unwrap_optional() of None: PyTorch raises here whenever "
			"this runs");
		return sv_poison(b);
	}
	if (opt_isopt(in->pos[0])) /* ONNX Runtime fails where it is None, as PyTorch raises */
		return opt_unwrap(b, in->pos[0], loc);
	return in->pos[0];
}

/* F.max_poolNd and F.adaptive_max_poolNd are TorchScript's boolean_dispatch on
 * return_indices (a constant): True calls F.NAME_with_indices, which returns the indices
 * too.  name, or that name; NULL after an error */
static const char *
withindices(Builder *b, const char *name, Args *in, SrcLoc loc)
{
	static const struct { const char *name; uint32_t at; } tab[] = {
		{"max_pool1d", 6}, {"max_pool2d", 6}, {"max_pool3d", 6},
		{"adaptive_max_pool1d", 2}, {"adaptive_max_pool2d", 2}, {"adaptive_max_pool3d", 2}};
	for (size_t i = 0; i < sizeof tab / sizeof *tab; i++) {
		if (strcmp(name, tab[i].name))
			continue;
		SV *flag = in->npos > tab[i].at ? in->pos[tab[i].at] : NULL;
		for (uint32_t k = 0; k < in->nkw; k++)
			if (in->kwn[k] == SYMC("return_indices"))
				flag = in->kwv[k];
		int64_t v = 0;
		if (flag && (kindof(flag) != T_BOOL || !ir_constint(flag->v, &v))) {
			emit_error(b, loc, "return_indices= must be a constant True or False (TorchScript "
				"picks the function by it)");
			return NULL;
		}
		return v ? arena_printf(b->a, "%s_with_indices", name) : name;
	}
	return name;
}

/* torch.zeros_like(x, memory_format=...): PyTorch's keyword, which only lays out the
 * result (torch.contiguous_format or torch.preserve_format: the values are the same), checked
 * and dropped; the rows leave it out.  0, or -1 after an error */
static int
likeformat(Builder *b, Args *in, SrcLoc loc)
{
	for (uint32_t k = 0; k < in->nkw; k++) {
		if (in->kwn[k] != SYMC("memory_format"))
			continue;
		int64_t v;
		if (!oprow_isnone(in->kwv[k]) && (kindof(in->kwv[k]) != T_INT ||
		    !ir_constint(in->kwv[k]->v, &v) || (v != 0 && v != 1)))
			return emit_error(b, loc, "memory_format= must be torch.contiguous_format or "
				"torch.preserve_format");
		in->kwn[k] = in->kwn[in->nkw - 1];
		in->kwv[k] = in->kwv[--in->nkw];
		k--;
	}
	return 0;
}

/* torch.tensordot(a, b, dims=2): a Python function of torch.functional, whose dims is an
 * int, a pair of int lists or a list of two (build_products.c) */
static SV *
tensordot(Builder *b, Args *in, SrcLoc loc)
{
	static const char *const names[3] = {"a", "b", "dims"};
	SV *arg[3] = {NULL, NULL, NULL};
	for (uint32_t i = 0; i < in->npos && i < 3; i++)
		arg[i] = in->pos[i];
	for (uint32_t k = 0; k < in->nkw; k++)
		for (int i = 0; i < 3; i++)
			if (!strcmp(sym_str(in->kwn[k]), names[i]))
				arg[i] = in->kwv[k];
	if (in->npos > 3 || !arg[0] || !arg[1] || in->npos + in->nkw > 3) {
		emit_error(b, loc, "torch.tensordot() takes a, b and dims");
		return sv_poison(b);
	}
	return products_tensordot(b, arg[0], arg[1], arg[2] ? arg[2] : sv_value(b,
		emit_const_int(b, 2)), loc);
}

/* torch.special's and torch.linalg's names of rows spelled torch.NAME (torch 1.13's
 * namespaces; the functions of torch.special not here are not supported) */
static const char *
namespaced(const char *path)
{
	static const char *const tab[][2] = {
		{"torch.special.expit", "torch.sigmoid"},
		{"torch.special.erf", "torch.erf"}, {"torch.special.erfinv", "torch.erfinv"},
		{"torch.special.logit", "torch.logit"}, {"torch.special.exp2", "torch.exp2"},
		{"torch.special.expm1", "torch.expm1"}, {"torch.special.sinc", "torch.sinc"},
		{"torch.special.log1p", "torch.log1p"}, {"torch.special.round", "torch.round"},
		{"torch.special.softmax", "torch.softmax"},
		{"torch.special.log_softmax", "torch.log_softmax"},
		{"torch.special.logsumexp", "torch.logsumexp"}, {"torch.special.xlogy", "torch.xlogy"},
		{"torch.special.erfc", "torch.erfc"}, {"torch.special.i0", "torch.i0"},
		{"torch.special.gammaln", "torch.lgamma"}, {"torch.special.digamma", "torch.digamma"},
		{"torch.special.psi", "torch.digamma"}, {"torch.special.polygamma", "torch.polygamma"},
		{"torch.special.multigammaln", "torch.mvlgamma"}};
	for (size_t i = 0; i < sizeof tab / sizeof *tab; i++)
		if (!strcmp(path, tab[i][0]))
			return tab[i][1];
	return path;
}

/* the functions function() writes itself, rather than one row of the table: --list-ops
 * lists them (keep the two together) */
const char *const fe_builder_functions[] = {"torch.device", "torch.jit.is_scripting",
	"torch.jit.is_tracing", "torch.jit._unwrap_optional", "torch.jit.annotate",
	"torch.is_floating_point", "F.dropout", "F.alpha_dropout", "F.feature_alpha_dropout",
	"F.dropout1d", "F.dropout2d", "F.dropout3d", "torch.tensordot", "torch.ops.DOMAIN.NAME",
	NULL};

static SV *
function(Builder *b, const char *path, Args *in, SrcLoc loc)
{
	static const char *const specialrows[] = {"entr", "erfcx", "ndtr", "log_ndtr", "ndtri",
		"i0e", "i1", "i1e", "xlog1py", NULL};
	for (int i = 0; specialrows[i]; i++) /* rows TorchScript spells x.special_NAME */
		if (!strncmp(path, "torch.special.", 14) && !strcmp(path + 14, specialrows[i])) {
			char row[32];
			snprintf(row, sizeof row, "special_%s", specialrows[i]);
			return callrows(b, row, 0, in, loc);
		}
	if (!strcmp(path, "torch.linalg.cross"))
		return callrows(b, "linalg_cross", 0, in, loc);
	path = namespaced(path);
	const char *name = strrchr(path, '.');
	name = name ? name + 1 : path;
	if (!strcmp(path, "torch.jit._unwrap_optional"))
		return unwrap(b, in, loc);
	if (!strncmp(path, "torch.ops.", 10))
		return custom_call(b, path + 10, in, loc);
	if (!strcmp(path, "torch.device"))
		return device_new(b, in->pos, in->npos, in->nkw, loc);
	if ((!strcmp(path, "torch.zeros_like") || !strcmp(path, "torch.ones_like") ||
	    !strcmp(path, "torch.full_like")) && likeformat(b, in, loc) < 0)
		return sv_poison(b);
	if ((!strcmp(path, "torch.jit.is_scripting") || !strcmp(path, "torch.jit.is_tracing")) &&
	    !in->npos && !in->nkw) /* compiled as torch.jit.script compiles it: not traced */
		return sv_value(b, emit_const_bool(b, name[3] == 's'));
	if (!strcmp(path, "torch.is_floating_point") && in->npos == 1) {
		SV *x = in->pos[0];
		in->pos++, in->npos--;
		return isfloating(b, x, in, loc);
	}
	uint32_t sp = spelling(path);
	if (sp == F_LINALG) /* torch.linalg.det: aten::linalg_det */
		name = arena_printf(b->a, "linalg_%s", name);
	int inpl = sp == F_NN ? dropinplace(b, name, in, loc) : 0;
	if (inpl < 0)
		return sv_poison(b);
	if (sp == F_NN && !(name = withindices(b, name, in, loc)))
		return sv_poison(b);
	if (sp == F_NN && (!strcmp(name, "dropout") || !strcmp(name, "alpha_dropout") ||
	    !strcmp(name, "feature_alpha_dropout") || !strcmp(name, "dropout1d") ||
	    !strcmp(name, "dropout2d") || !strcmp(name, "dropout3d")))
		return dropout(b, name, in, loc);
	if (sp == F_MATH) {
		if (in->npos == 1 && kindof(in->pos[0]) == T_INT)
			in->pos[0] = sv_value(b, oprow_tofloat(b, in->pos[0]->v, loc));
	} else if (!sp) {
		emit_error(b, loc, "unsupported function '%s'", path);
		return sv_poison(b);
	}
	if (!strcmp(path, "torch.einsum") && in->npos > 1 && kindof(in->pos[1]) == T_TENSOR) {
		SV **el = NEWA(b->a, SV *, in->npos); /* einsum(eq, a, b): TorchScript's *args */
		fe_copy(el, in->pos + 1, (in->npos - 1) * sizeof *el);
		in->pos[1] = sv_list(b, el, in->npos - 1);
		in->npos = 2;
	}
	if (!strcmp(path, "torch.tensordot"))
		return tensordot(b, in, loc);
	if (!strcmp(path, "torch.tensor") && in->npos == 1 && in->pos[0]->k == SV_TUPLE &&
	    in->pos[0]->list)
		return tensorof(b, in, loc);
	if (!strcmp(path, "torch.tensor") && in->npos == 1 && list_islist(in->pos[0]) &&
	    in->pos[0]->k == SV_VALUE) /* a list of numbers of run-time length */
		return call_op(b, "tensor", NULL, in->pos, 1, in->kwn, in->kwv, in->nkw, loc);
	if (!op_spelled(sym_prefixed("aten", match_alias(name)), sp)) {
		if (sp == F_FUNC && in->npos && inplaceof(name)) {
			SV m = {.k = SV_METHOD, .self = in->pos[0], .path = name};
			Args rest = *in; /* torch.relu_(x): x.relu_() */
			rest.pos++, rest.npos--;
			return method(b, &m, &rest, loc, 0);
		}
		if (sp == F_FUNC && op_spelled(sym_prefixed("aten", match_alias(name)), F_METHOD))
			emit_error(b, loc, "unsupported operator '%s': PyTorch spells it as the "
				"method x.%s", path, name); /* torch.zero(x) */
		else
			emit_error(b, loc, "unsupported operator '%s'", path);
		return sv_poison(b);
	}
	SV *r = callrows(b, name, sp, in, loc);
	return inpl ? tensor_inplace(b, in->pos[0], r, path, loc, 0) : r;
}

/* f(**d) in code that compiles: TorchScript has no keyword-arg expansion ("keyword-arg
 * expansion is not supported"); __init__, which runs at compile time, expands it
 * (interp_call.c).  1 (reported) where the call has one. */
int
build_nodstar(Builder *b, Ast *call)
{
	for (uint32_t i = 0; i < call->list.n; i++) {
		Ast *x = call->list.v[i];
		if (x->k == E_KEYWORD && !x->name) {
			emit_error(b, x->loc, "'**' argument unpacking is not supported in compiled "
				"code: TorchScript has no keyword-arg expansion (__init__, which runs at "
				"compile time, has it)");
			return 1;
		}
	}
	return 0;
}

static Args
evalargs(Builder *b, Ast *call, int *bad)
{
	Args in = {NEWA(b->a, SV *, call->list.n + 1), 0, NEWA(b->a, Sym, call->list.n + 1),
		NEWA(b->a, SV *, call->list.n + 1), 0};
	for (uint32_t i = 0; i < call->list.n; i++) {
		Ast *x = call->list.v[i];
		if (x->k == E_STARRED) {
			emit_error(b, x->loc, "*args in calls are not supported");
			*bad = 1;
		} else if (x->k == E_KEYWORD) {
			in.kwn[in.nkw] = x->name;
			in.kwv[in.nkw++] = expr_build(b, x->a);
		} else
			in.pos[in.npos++] = expr_build(b, x);
	}
	return in;
}

/* torch.jit.annotate(List[Tensor], []): the value with the type, as `v: T = value` gives
 * it (the first argument is a type, not an expression) */
static SV *
annotate(Builder *b, Ast *call)
{
	if (call->list.n != 2 || call->list.v[0]->k == E_KEYWORD ||
	    call->list.v[1]->k == E_KEYWORD) {
		emit_error(b, call->loc, "torch.jit.annotate takes a type and a value");
		return sv_poison(b);
	}
	Type *t = name_annot(b, call->list.v[0]);
	if (!t)
		return sv_poison(b);
	const Ast *outer = b->hinted; /* torch.jit.annotate(List[int], x.tolist()) */
	b->hinted = call->list.v[1];
	SV *v = expr_build(b, call->list.v[1]);
	b->hinted = outer;
	return name_emptytyped(b, name_declared(b, v, t, 0, call->list.v[1]->loc), t);
}

SV *
call_expr(Builder *b, SV *callee, Ast *call)
{
	if (callee->k == SV_POISON)
		return callee;
	SrcLoc loc = call->loc;
	if (callee->k == SV_FUNC || callee->k == SV_OBJECT) {
		SV **pos = NEWA(b->a, SV *, call->list.n + 1);
		SrcLoc *ploc = NEWA(b->a, SrcLoc, call->list.n + 1);
		Ast **kw = NEWA(b->a, Ast *, call->list.n + 1);
		uint32_t np = 0, nk = 0;
		if (callee->k == SV_FUNC && callee->self) /* self.helper(x): a method */
			ploc[np] = loc, pos[np++] = callee->self;
		for (uint32_t i = 0; i < call->list.n; i++) {
			Ast *x = call->list.v[i];
			if (x->k == E_KEYWORD)
				kw[nk++] = x;
			else if (x->k == E_STARRED) {
				emit_error(b, x->loc, "*args in a call is not supported");
				return sv_poison(b);
			} else
				ploc[np] = x->loc, pos[np++] = expr_build(b, x);
		}
		if (callee->k == SV_OBJECT) /* self.conv(x): its forward */
			return object_call(b, callee, pos, ploc, np, kw, nk, loc);
		for (uint32_t i = 0; i < callee->fn->list2.n; i++) {
			Ast *d = callee->fn->list2.v[i];
			if (d->k == E_ATTR && d->a->k == E_ATTR && d->a->name == SYMC("jit") &&
			    (d->name == SYMC("unused") || d->name == SYMC("ignore"))) {
				emit_error(b, loc, "'%s' is @torch.jit.%s: TorchScript leaves it to Python "
					"(unused: it raises), and an ONNX model cannot call it",
					sym_str(callee->fn->name), sym_str(d->name));
				return sv_poison(b);
			}
		}
		return inline_call(b, callee->fn, pos, ploc, np, kw, nk, loc);
	}
	if (callee->k == SV_BUILTIN && !strcmp(callee->path, "torch.jit.annotate"))
		return annotate(b, call);
	if ((callee->k == SV_BUILTIN || callee->k == SV_MODULE) && callee->path &&
	    !strncmp(callee->path, "torch.nn.utils.rnn.", 19)) { /* packed.c */
		SV *r = packed_call(b, callee->path, call);
		if (r)
			return r;
	}
	int bad = 0;
	Args in = evalargs(b, call, &bad);
	if (bad)
		return sv_poison(b);
	for (uint32_t i = 0; i < in.npos + in.nkw; i++)
		if (sv_haspacked(i < in.npos ? in.pos[i] : in.kwv[i - in.npos])) {
			sv_packedrefuse(b, arena_printf(b->a, "passing a PackedSequence to %s",
				callee->k == SV_BUILTIN ? arena_printf(b->a, "'%s'", callee->path) :
				callee->k == SV_METHOD ? arena_printf(b->a, "'.%s'", callee->path) :
				"this call"), loc);
			return sv_poison(b);
		}
	switch (callee->k) {
	case SV_METHOD: {
		if (callee->self->k == SV_OBJECT)
			return object_method(b, callee, loc);
		const Method *lm = list_islist(callee->self) ? method_of(M_LIST,
			callee->path) : NULL;
		if (lm && (lm->id == ML_SORT || lm->id == ML_COUNT))
			return builtin_sortcall(b, callee->path, callee->self, &in, loc);
		if (lm && (lm->id == ML_INDEX || lm->id == ML_REMOVE)) {
			if (in.npos != 1 || in.nkw) {
				emit_error(b, loc, "list.%s() takes 1 argument", callee->path);
				return sv_poison(b);
			}
			return list_find(b, callee->self, callee->path, in.pos[0], loc);
		}
		if (list_islist(callee->self) || callee->self->dict) {
			if (in.nkw) {
				emit_error(b, loc, "%s.%s() takes no keyword arguments",
					callee->self->dict ? "dict" : "list", callee->path);
				return sv_poison(b);
			}
			return callee->self->dict ? dict_method(b, callee->self, callee->path,
				in.pos,
				in.npos, loc) : list_method(b, callee->self, callee->path, in.pos,
					in.npos, loc);
		}
		return method(b, callee, &in, loc, call->a->k == E_ATTR && call->a->a->k == E_NAME ?
			call->a->a->name : 0);
	}
	case SV_BUILTIN:
		if (!strcmp(callee->path, "sorted"))
			return builtin_sortcall(b, "sorted", NULL, &in, loc);
		if (!strchr(callee->path, '.')) {
			if (in.nkw) {
				emit_error(b, loc, "%s() takes no keyword arguments", callee->path);
				return sv_poison(b);
			}
			return builtin_call(b, callee->path, in.pos, in.npos, loc);
		}
		return function(b, callee->path, &in, loc);
	default:
		if (callee->k == SV_MODULE && callee->path && strchr(callee->path, '.'))
			/* a name imported from a module, which scriptc lacks */
			emit_error(b, loc, "'%s' is not supported", callee->path);
		else
			emit_error(b, loc, "this is not callable");
		return sv_poison(b);
	}
}

/* x.float(), x.long(), ...: aten::to with a dtype */
SV *
call_castmethod(Builder *b, SV *self, const char *m, SrcLoc loc)
{
	for (size_t i = 0; i < sizeof casts / sizeof *casts; i++)
		if (!strcmp(casts[i].m, m)) {
			SV *a[2] = {self, sv_value(b, emit_const_dtype(b, casts[i].dt))};
			return oprow_apply(b, OP_aten_to_dtype, a, 2, loc);
		}
	return NULL;
}

/* self.name_(...): name(self, ...) written into self, which it returns.  An in-place view
 * op (x.unsqueeze_(0)) changes which view of its memory the tensor object is instead. */
static SV *
inplace(Builder *b, SV *self, const char *name, Args *in, SrcLoc loc, Sym selfname)
{
	size_t n = strlen(name) - 1;
	const char *op = match_alias(arena_strndup(b->a, name, n));
	for (uint32_t i = 0; i < in->npos + in->nkw; i++)
		if (tensor_overlaps(b, self, i < in->npos ? in->pos[i] : in->kwv[i - in->npos],
			loc) < 0)
			return sv_poison(b);
	TypeKind k = in->npos ? kindof(in->pos[0]) : T_NONE;
	if (!strcmp(op, "copy") && (k == T_INT || k == T_FLOAT || k == T_BOOL) &&
	    self->k == SV_VALUE && self->v->type->dtype != DT_UNDEF) {
		/* x.copy_(1.5): TorchScript's copy_.float, the number converted to x's dtype */
		SV *a[2] = {in->pos[0], sv_value(b, emit_const_dtype(b, self->v->type->dtype))};
		in->pos[0] = oprow_apply(b, k == T_INT ? OP_aten_tensor_int : k == T_FLOAT ?
			OP_aten_tensor_float : OP_aten_tensor_bool, a, 2, loc); /* (dtype=) */
	}
	b->expanded = NULL;
	SV *res = call_op(b, op, self, in->pos, in->npos, in->kwn, in->kwv, in->nkw, loc);
	if (res->k != SV_VALUE)
		return res->k == SV_POISON ? res : (emit_error(b, loc, "unsupported in-place "
			"operator 'Tensor.%s'", name), sv_poison(b));
	const Op *o = b->expanded ? b->expanded : res->v->def->op; /* an expanded row's own */
	if (!o || !(o->flags & F_INPLACE)) {
		emit_error(b, loc, "'Tensor.%s' has no overload taking (%s); '%s' does", name,
			match_argtypes(b, in), op);
		return sv_poison(b);
	}
	if (!op_isview(o))
		return tensor_inplace(b, self, res, name, loc, selfname);
	return tensor_reshape(b, self, res, name, loc, selfname);
}
