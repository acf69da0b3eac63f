/* Subscripts.  On a tensor, as TorchScript does it: the index items are applied left to
 * right with a running dim: an int selects (the dim disappears), a slice narrows (the dim
 * stays), None inserts a dim of size 1, and `...` skips the dims no other item consumes.
 *   x[..., 1:n, None, -1]  =>  slice(x, -2, 1, n) -> unsqueeze(-1) -> select(-1, -1)
 * Tuples and shapes (`x.shape[-1]`) are indexed at compile time with constant indices. */
#include "builder.h"

static SV *
sizeat(Builder *b, SV *x, int64_t i, SrcLoc loc)
{
	SV *args[2] = {x, sv_value(b, emit_const_int(b, i))};
	return oprow_apply(b, OP_aten_size_int, args, 2, loc);
}

static int
constidx(Builder *b, Ast *e, int64_t *k)
{
	Value *v = expr_rvalue(b, e);
	if (!v)
		return -1;
	if (!ir_constint(v, k) || v->type->kind != T_INT)
		return emit_error(b, e->loc, "the index of a tuple must be a constant int");
	return 0;
}

/* a slice bound as Python's PySlice_AdjustIndices makes it (st: the step) */
static int
bound(Builder *b, Ast *e, int64_t n, int64_t dflt, int64_t st, int64_t *out)
{
	if (!e) {
		*out = dflt;
		return 0;
	}
	if (constidx(b, e, out) < 0)
		return -1;
	if (*out < 0)
		*out += n;
	if (st > 0)
		*out = *out < 0 ? 0 : *out > n ? n : *out;
	else
		*out = *out < -1 ? -1 : *out >= n ? n - 1 : *out;
	return 0;
}

/* e evaluated now, once, as a hidden name whose reads have no effect: where an expression is
 * looked at before it is known which path builds it (xs[ys.pop()] pops once) */
static Ast *
once(Builder *b, Ast *e)
{
	if (!e || e->k == E_NAME || e->k == E_INT || e->k == E_SLICE || e->k == E_ELLIPSIS)
		return e;
	Ast *n = ast_new(b->a, E_NAME, e->loc);
	n->name = sym_fmt("$once%u.%u", e->loc.line, e->loc.col);
	tensor_bind(b, n->name, expr_build(b, e));
	return n;
}

/* a slice with its bounds and step evaluated once */
static Ast *
onceslice(Builder *b, Ast *s)
{
	Ast *r = ast_new(b->a, E_SLICE, s->loc);
	ast_copy(r, s);
	r->a = once(b, s->a), r->b = once(b, s->b), r->c = once(b, s->c);
	return r;
}

/* a subscript target with its object and index evaluated once */
static Ast *
oncetarget(Builder *b, Ast *t)
{
	Ast *r = ast_new(b->a, E_SUBSCRIPT, t->loc);
	ast_copy(r, t);
	r->a = once(b, t->a);
	r->b = t->b->k == E_SLICE ? onceslice(b, t->b) : t->b->k == E_TUPLE ? t->b : once(b, t->b);
	return r;
}

/* are a slice's bounds and step constants (or absent)? */
static int
constslice(Builder *b, Ast *s)
{
	Ast *p[3] = {s->a, s->b, s->c};
	for (int i = 0; i < 3; i++) {
		if (!p[i])
			continue;
		if (p[i]->k == E_INT || (p[i]->k == E_UNOP && p[i]->op == OP_NEG && p[i]->a->k == E_INT))
			continue;
		SV *v = expr_build(b, p[i]);
		int64_t k;
		if (v->k != SV_VALUE || !ir_constint(v->v, &k))
			return 0;
	}
	return 1;
}

/* t[i], t[a:b] on a tuple (or the sizes of x.shape) */
static SV *
tupleidx(Builder *b, SV *t, Ast *idx, SrcLoc loc)
{
	int64_t n = t->n, k;
	if (idx->k == E_SLICE) {
		int64_t lo, hi, st = 1;
		if (idx->c && constidx(b, idx->c, &st) < 0)
			return sv_poison(b);
		if (st == 0) {
			emit_error(b, idx->c->loc, "slice step cannot be zero");
			return sv_poison(b);
		}
		if (bound(b, idx->a, n, st > 0 ? 0 : n - 1, st, &lo) < 0 ||
		    bound(b, idx->b, n, st > 0 ? n : -1, st, &hi) < 0)
			return sv_poison(b);
		SV *r = sv_new(b, SV_TUPLE);
		r->list = t->list; /* a slice of a list is a new list */
		r->ty = t->ty;
		r->el = NEWA(b->a, SV *, n + 1);
		for (int64_t i = lo; st > 0 ? i < hi : i > hi; i += st)
			r->el[r->n++] = t->el[i];
		return r;
	}
	if (constidx(b, idx, &k) < 0)
		return sv_poison(b);
	if (k < -n || k >= n) {
		const char *w = t->list ? "list" : "tuple";
		emit_error(b, idx->loc, "%s index %lld out of range for a %s of %lld", w,
			(long long)k, w, (long long)n);
		return sv_poison(b);
	}
	return t->el[k < 0 ? k + n : k];
}

static SV *
shapeidx(Builder *b, SV *sh, Ast *idx, SrcLoc loc)
{
	int32_t rank = sh->self->v->type->rank;
	if (idx->k != E_SLICE) {
		Value *v = expr_rvalue(b, idx);
		int64_t k;
		if (!v)
			return sv_poison(b);
		if (ir_constint(v, &k))
			return sizeat(b, sh->self, k, loc);
		SV *args[2] = {sh->self, sv_value(b, v)};
		return oprow_apply(b, OP_aten_size_int, args, 2, loc);
	}
	if (rank < 0) {
		emit_error(b, loc, "slicing the shape of a tensor of unknown rank");
		return sv_poison(b);
	}
	SV *t = sv_new(b, SV_TUPLE);
	/* x.shape is a List[int], and so is its slice (x.shape[:2] + [k]), empty ones too */
	t->list = 1;
	t->ty = ty_int();
	t->n = (uint32_t)rank;
	t->el = NEWA(b->a, SV *, t->n + 1);
	for (int32_t i = 0; i < rank; i++)
		t->el[i] = sizeat(b, sh->self, i, loc);
	return tupleidx(b, t, idx, loc);
}

static SV *
intorconst(Builder *b, Ast *e)
{
	if (!e)
		return sv_value(b, emit_const_none(b));
	SV *s = expr_build(b, e);
	if (s->k == SV_VALUE && s->v->type->kind != T_INT && s->v->type->kind != T_NONE) {
		if (s->v->type->kind == T_TENSOR) {
			SV *r = oprow_apply(b, OP_aten_Int_Tensor, &s, 1, e->loc);
			return r;
		}
		emit_error(b, e->loc, "slice bounds must be ints, not %s", ty_str_of(b->a,
			s->v->type));
		return sv_poison(b);
	}
	return s;
}

/* The tensors (and lists of ints) of a subscript, at the dims they index once the ints,
 * slices and None around them are applied: TorchScript applies those first, then one
 * aten::index with None for the dims taken whole.  As in TorchScript, each tensor counts
 * for one dim here, a mask too (its rank is not known when TorchScript builds). */
typedef struct {
	Value *at[MAXRANK]; /* the index at each dim, NULL for a dim taken whole */
	int32_t n;          /* dims up to the last one indexed */
	int ellipsis;       /* a `...` came before: TorchScript refuses a tensor after it */
} Adv;

/* [0, 2] as an index: a list of ints, which TorchScript makes an int64 tensor */
static Value *
intlist(Builder *b, SV *l, SrcLoc loc)
{
	if (l->n == 0) {
		emit_error(b, loc, "an empty list as an index (TorchScript types it List[Tensor] and "
			"fails on it)");
		return NULL;
	}
	Node *n = ir_node(b->g, S_prim_ListConstruct, 1, loc);
	for (uint32_t i = 0; i < l->n; i++) {
		SV *e = l->el[i];
		if (e->k != SV_VALUE || e->v->type->kind != T_INT) {
			emit_error(b, loc, "a list used as an index must hold ints");
			return NULL;
		}
		ir_addinput(b->g, n, e->v);
	}
	ir_append(b->blk, n);
	n->out[0]->type = ty_list(ty_int());
	return n->out[0];
}

/* a tensor or list index at dim d: recorded for aten::index, the dim stays */
static SV *
advanced(Builder *b, SV *x, SV *i, Adv *adv, int64_t *d, Ast *it)
{
	if (adv->ellipsis) {
		emit_error(b, it->loc, "an index tensor after '...' is not supported (TorchScript: "
			"\"Ellipses followed by tensor indexing is currently not supported\")");
		return sv_poison(b);
	}
	Value *v = i->k == SV_TUPLE ? intlist(b, i, it->loc) : i->v;
	if (!v)
		return sv_poison(b);
	if (*d >= MAXRANK) {
		emit_error(b, it->loc, "an index at dim %lld: tensors have at most %d dims",
			(long long)*d, MAXRANK);
		return sv_poison(b);
	}
	adv->at[*d] = v;
	adv->n = (int32_t)++*d;
	return x;
}

/* [None, i, ...]: the index tensors of aten::index and aten::index_put */
static Value *
advlist(Builder *b, Adv *adv, SrcLoc loc)
{
	Node *l = ir_node(b->g, S_prim_ListConstruct, 1, loc);
	for (int32_t i = 0; i < adv->n; i++)
		ir_addinput(b->g, l, adv->at[i] ? adv->at[i] : emit_const_none(b));
	ir_append(b->blk, l);
	l->out[0]->type = ty_list(ty_optional(ty_tensor(DT_UNDEF, -1, NULL)));
	return l->out[0];
}

/* x[adv]: aten::index(x, [None, i, ...]) */
static SV *
advindex(Builder *b, SV *x, Adv *adv, SrcLoc loc)
{
	Value *in[2] = {x->v, advlist(b, adv, loc)};
	Node *n = emit_opnode(b, OP_aten_index_Tensor, in, loc);
	return n ? sv_value(b, n->out[0]) : sv_poison(b);
}

/* one index item applied at dim d; returns the new tensor and advances *d */
static SV *
item(Builder *b, SV *x, Ast *it, Adv *adv, int64_t *d, SrcLoc loc)
{
	SV *dim = sv_value(b, emit_const_int(b, *d));
	if (it->k == E_NONE) {
		(*d)++;
		SV *args[2] = {x, dim};
		return oprow_apply(b, OP_aten_unsqueeze_Tensor, args, 2, loc);
	}
	if (it->k == E_SLICE) {
		SV *args[4] = {dim, intorconst(b, it->a), intorconst(b, it->b),
			it->c ? intorconst(b, it->c) : sv_value(b, emit_const_int(b, 1))};
		(*d)++;
		if (!it->a && !it->b && !it->c)
			return x;
		return call_op(b, "slice", x, args, 4, NULL, NULL, 0, loc);
	}
	SV *i = expr_build(b, it);
	if ((i->k == SV_VALUE && i->v->type->kind == T_TENSOR) || (i->k == SV_TUPLE && i->list))
		return advanced(b, x, i, adv, d, it);
	SV *args[2] = {dim, i};
	return call_op(b, "select", x, args, 2, NULL, NULL, 0, loc);
}

/* the basic items of x[idx] applied (a view of x), the index tensors left in adv */
static SV *
basic(Builder *b, SV *x, Ast *idx, Adv *adv, SrcLoc loc)
{
	Ast **items = idx->k == E_TUPLE ? idx->list.v : &idx;
	uint32_t n = idx->k == E_TUPLE ? idx->list.n : 1;
	int32_t consumed = 0, ell = -1;
	for (uint32_t i = 0; i < n; i++) {
		if (items[i]->k == E_ELLIPSIS)
			ell = (int32_t)i;
		else if (items[i]->k != E_NONE)
			consumed++;
	}
	int32_t rank = x->v->type->rank;
	int64_t d = 0;
	for (uint32_t i = 0; i < n && x->k != SV_POISON; i++) {
		if ((int32_t)i == ell) {
			if (rank < 0) {
				emit_error(b, items[i]->loc,
					"'...' needs the rank of the tensor, which is "
					"not known here (give --input with dims)");
				return sv_poison(b);
			}
			d += rank - consumed;
			adv->ellipsis = 1;
			continue;
		}
		x = item(b, x, items[i], adv, &d, loc); /* a select removes its dim: d stays */
	}
	return x;
}

static SV *
tensoridx(Builder *b, SV *x, Ast *idx, SrcLoc loc)
{
	Adv adv = {{0}, 0, 0};
	x = basic(b, x, idx, &adv, loc);
	if (adv.n && x->k != SV_POISON)
		return advindex(b, x, &adv, loc);
	return x;
}

/* the tensor being assigned into: x of x[...] = v, and its name for messages */
static SV *
storetarget(Builder *b, Ast *t, Sym *name)
{
	*name = t->a->k == E_NAME ? t->a->name : 0;
	SV *x = expr_build(b, t->a);
	if (x->k == SV_POISON)
		return x;
	if (x->k != SV_VALUE || x->v->type->kind != T_TENSOR) {
		if (list_islist(x) && t->b->k == E_SLICE) { /* (xs[i] = v is list_setitem's) */
			emit_error(b, t->loc, "assignment to a slice of a list is not supported "
				"(TorchScript refuses it)");
			return sv_poison(b);
		}
		emit_error(b, t->loc, "assignment to an element of %s is not supported yet",
			x->k == SV_TUPLE ? (x->list ? "a list" : "a tuple (tuples cannot be changed)") :
			x->k == SV_VALUE ? ty_str_of(b->a, x->v->type) : "this value");
		return sv_poison(b);
	}
	return x;
}

/* v as a tensor of dt (x[i] = 1.5 writes 1.5 converted to x's dtype, as copy_ does) */
static SV *
valueof(Builder *b, SV *v, DType dt, SrcLoc loc)
{
	SV *d = sv_value(b, emit_const_dtype(b, dt));
	if (v->k == SV_VALUE && v->v->type->kind == T_TENSOR)
		return v->v->type->dtype == dt ? v : oprow_apply(b, OP_aten_to_dtype, (SV *[]){v,
			d}, 2,
			loc);
	Sym kw = SYMC("dtype");
	return call_op(b, "tensor", NULL, &v, 1, &kw, &d, 1, loc);
}

/* view[adv] = v, as the new value of view */
static Value *
indexput(Builder *b, SV *view, Adv *adv, SV *v, int accumulate, SrcLoc loc)
{
	SV *val = valueof(b, v, view->v->type->dtype, loc);
	if (val->k == SV_POISON)
		return NULL;
	SV *idx = sv_new(b, SV_TUPLE);
	idx->list = 1;
	idx->n = (uint32_t)adv->n;
	idx->el = NEWA(b->a, SV *, idx->n + 1);
	for (uint32_t i = 0; i < idx->n; i++)
		idx->el[i] = sv_value(b, adv->at[i] ? adv->at[i] : emit_const_none(b));
	SV *args[4] = {view, idx, val, sv_value(b, emit_const_bool(b, accumulate))};
	SV *r = oprow_apply(b, OP_aten_index_put_Tensor, args, 4, loc);
	return r->k == SV_VALUE ? r->v : NULL;
}

/* x[idx] = v: v copied into the view x[idx] (broadcast, converted to its dtype), or put at
 * the index tensors' positions (aten::index_put_, as TorchScript does) */
void
index_set(Builder *b, Ast *t, SV *v)
{
	Sym name;
	t = oncetarget(b, t);
	if (t->b->k != E_SLICE && t->b->k != E_TUPLE) {
		/* xs[i] = v, d[k] = v: the contents unresolved, as for xs.append(v) (each element
		 * read now made N stores into a dict of N keys quadratic) */
		SV *l = t->a->k == E_NAME ? name_lookuplist(b, t->a->name,
			t->a->loc) : expr_build(b, t->a);
		if (list_islist(l)) {
			list_setitem(b, l, expr_build(b, t->b), v, t->loc);
			return;
		}
		if (l->k == SV_TUPLE && l->dict) {
			dict_set(b, l, expr_build(b, t->b), v, t->loc);
			return;
		}
	}
	SV *x = storetarget(b, t, &name);
	if (x->k == SV_POISON || v->k == SV_POISON)
		return;
	Adv adv = {{0}, 0, 0};
	SV *view = basic(b, x, t->b, &adv, t->loc);
	if (view->k == SV_POISON || tensor_overlaps(b, view, v, t->loc) < 0)
		return;
	if (view->v->type->dtype == DT_UNDEF) {
		emit_error(b, t->loc, "assignment into a tensor whose dtype is not known at compile time");
		return;
	}
	Value *nv;
	if (adv.n)
		nv = indexput(b, view, &adv, v, 0, t->loc);
	else {
		SV *args[2] = {view, valueof(b, v, view->v->type->dtype, t->loc)};
		SV *r = args[1]->k == SV_POISON ? args[1] :
			oprow_apply(b, OP_aten_copy_Tensor, args, 2, t->loc);
		nv = r->k == SV_VALUE ? r->v : NULL;
	}
	if (nv)
		tensor_write(b, view, nv, t->loc, name);
}

/* x[idx] op= v: in place on the view x[idx]; through index tensors, Python's
 * `x[idx] = x[idx] op v` (the read is a copy, written back with index_put_) */
void
index_augset(Builder *b, Ast *t, TokOp op, Ast *rhs, SrcLoc opl)
{
	Sym name;
	t = oncetarget(b, t);
	if (t->b->k != E_SLICE && t->b->k != E_TUPLE) {
		SV *c = expr_build(b, t->a);
		if (list_islist(c) || (c->k == SV_TUPLE && c->dict)) {
			/* xs[i] op= v: the element read, op'd (in place on a tensor), stored back */
			SV *i = expr_build(b, t->b), *cur = index_get(b, c, t->b, t->loc);
			SV *r = expr_build(b, rhs);
			if (cur->k == SV_POISON || r->k == SV_POISON || i->k == SV_POISON)
				return;
			SV *nv = expr_binop(b, op, cur, r, opl);
			if (cur->k == SV_VALUE && cur->v->type->kind == T_TENSOR)
				nv = tensor_inplace(b, cur, nv, "augmented assignment", opl, 0);
			if (nv->k == SV_POISON)
				return;
			if (c->dict)
				dict_set(b, c, i, nv, t->loc);
			else
				list_setitem(b, c, i, nv, t->loc);
			return;
		}
	}
	SV *x = storetarget(b, t, &name);
	if (x->k == SV_POISON)
		return;
	Adv adv = {{0}, 0, 0};
	SV *view = basic(b, x, t->b, &adv, t->loc);
	SV *r = expr_build(b, rhs);
	if (view->k == SV_POISON || r->k == SV_POISON || tensor_overlaps(b, view, r, rhs->loc) < 0)
		return;
	if (!adv.n) {
		tensor_inplace(b, view, expr_binop(b, op, view, r, opl), "augmented assignment",
			opl, name);
		return;
	}
	SV *cur = advindex(b, view, &adv, t->loc);
	if (cur->k == SV_POISON)
		return;
	cur = tensor_inplace(b, cur, expr_binop(b, op, cur, r, opl), "augmented assignment", opl,
		name);
	Value *nv = cur->k == SV_VALUE ? indexput(b, view, &adv, cur, 0, t->loc) : NULL;
	if (nv)
		tensor_write(b, view, nv, t->loc, name);
}

/* a tuple whose elements are all tensors of one dtype and rank, or all ints, floats or
 * bools: TorchScript indexes it at run time too (prim::TupleIndex) */
static int
alike(const SV *t)
{
	if (t->dict || !t->n)
		return 0;
	for (uint32_t i = 0; i < t->n; i++) {
		const SV *x = t->el[i], *y = t->el[0];
		if (x->k != SV_VALUE || y->k != SV_VALUE)
			return 0;
		const Type *a = x->v->type, *c = y->v->type;
		if (a->kind != c->kind || (a->kind != T_TENSOR && a->kind != T_INT &&
		    a->kind != T_FLOAT && a->kind != T_BOOL) || (a->kind == T_TENSOR &&
		    (a->dtype != c->dtype || a->rank != c->rank || a->rank < 0)))
			return 0;
	}
	return 1;
}

/* t[i] with i known only at run time: as the element of a list of t's elements (a
 * sequence, or a 1-d tensor of numbers), which the index picks or refuses (out of range) */
static SV *
tuplerun(Builder *b, SV *t, SV *i, SrcLoc loc)
{
	SV *c = sv_new(b, SV_TUPLE);
	c->list = 1;
	c->n = t->n;
	c->el = NEWA(b->a, SV *, t->n + 1);
	for (uint32_t k = 0; k < t->n; k++)
		c->el[k] = t->el[k];
	return list_index(b, c, i, loc);
}

SV *
index_get(Builder *b, SV *obj, Ast *idx, SrcLoc loc)
{
	switch (obj->k) {
	case SV_POISON: return obj;
	case SV_OBJECT: return object_index(b, obj, idx, loc);
	case SV_TUPLE:
		if (obj->dict)
			return dict_get(b, obj, expr_build(b, idx), loc);
		if (sv_ispacked(obj)) { /* PyTorch's items are other tensors than the ones here */
			sv_packedrefuse(b, "indexing a PackedSequence", loc);
			return sv_poison(b);
		}
		if (obj->list)
			idx = idx->k == E_SLICE ? onceslice(b, idx) : once(b, idx);
		if (obj->list && idx->k == E_SLICE && !constslice(b, idx))
			return comp_listslice(b, obj, idx, loc);
		if (obj->list && idx->k != E_SLICE) {
			SV *i = expr_build(b, idx);
			int64_t k;
			if (i->k == SV_VALUE && i->v->type->kind == T_INT && !ir_constint(i->v, &k))
				return list_index(b, obj, i, loc);
		}
		if (!obj->list && idx->k != E_SLICE) {
			idx = once(b, idx);
			SV *i = expr_build(b, idx);
			int64_t k;
			if (i->k == SV_VALUE && i->v->type->kind == T_INT && !ir_constint(i->v, &k)) {
				if (alike(obj))
					return tuplerun(b, obj, i, loc);
				emit_error(b, idx->loc,
					"the elements of this tuple differ in type, dtype "
					"or rank, so its index must be a constant int (indexed at run "
					"time, a tuple is an ONNX sequence, whose elements have one type)");
				return sv_poison(b);
			}
		}
		return tupleidx(b, obj, idx, loc);
	case SV_SHAPE: return shapeidx(b, obj, idx, loc);
	case SV_ROWS: {
		if (idx->k == E_SLICE) {
			emit_error(b, loc,
				"a slice of a list of tuples whose length is known only at run "
				"time is not supported yet");
			return sv_poison(b);
		}
		Value *i = expr_rvalue(b, idx);
		return i ? list_index(b, obj, sv_value(b, i), loc) : sv_poison(b);
	}
	case SV_VALUE:
		if (obj->v->type->kind == T_TENSOR)
			return tensoridx(b, obj, idx, loc);
		if (obj->v->type->kind == T_LIST && idx->k == E_SLICE && list_islist(obj))
			return comp_listslice(b, obj, idx, loc);
		if (obj->v->type->kind == T_LIST) {
			Value *i = expr_rvalue(b, idx);
			if (!i)
				return sv_poison(b);
			if (list_islist(obj))
				return list_index(b, obj, sv_value(b, i), loc);
			SV *args[2] = {obj, sv_value(b, i)};
			return call_op(b, "__getitem__", NULL, args, 2, NULL, NULL, 0, loc);
		}
		/* fallthrough */
	default:
		emit_error(b, loc, "this value cannot be indexed");
		return sv_poison(b);
	}
}
