/* Writes to tensors with identity (tensor.c), as updates of their memory's base.
 *
 * A write (tensor_write) replays the written tensor's chain on the base, then scatters the
 * new value back through each view in turn (select_scatter, slice_scatter, a reshape back,
 * the inverse permutation), and sets the base in the store; where the tensor may be another
 * one under a run-time condition (Ref.alt), the other's base is updated under an If.  The
 * lists holding the tensor are told (held.c: they go stale, or see the write where it is
 * known where they hold it: held_follow.c, held_loop.c).  In-place operators
 * (tensor_inplace: `x.add_(y)`, with PyTorch's dtype rule for the result) are writes of
 * their out-of-place result; an in-place view (tensor_reshape: `x.unsqueeze_(0)`) makes the
 * tensor object a new view of its memory.  The inverse views are emitted by their OP_* rows
 * (oprow_apply). */
#include <string.h>
#include "builder.h"

static SV *
arg(Builder *b, Node *n, uint32_t i)
{
	return sv_value(b, ir_in(n, i));
}

static Value *
call(Builder *b, uint32_t row, SV **args, uint32_t n)
{
	SV *r = oprow_apply(b, row, args, n, b->here);
	return r->k == SV_VALUE ? r->v : NULL;
}

/* the inverse permutation of permute(dims), if dims are constants */
static Value *
unpermute(Builder *b, Node *n, Value *nv)
{
	Node *l = ir_in(n, 1)->def;
	if (l->kind != S_prim_ListConstruct || l->nin > MAXRANK)
		return NULL;
	int64_t inv[MAXRANK], d;
	int32_t rank = (int32_t)l->nin;
	for (int32_t i = 0; i < rank; i++) {
		if (!ir_constint(ir_in(l, i), &d) || (d = dim_wrap(d, rank)) < 0)
			return NULL;
		inv[d] = i;
	}
	Node *m = ir_node(b->g, S_prim_ListConstruct, 1, b->here);
	for (int32_t i = 0; i < rank; i++)
		ir_addinput(b->g, m, emit_const_int(b, inv[i]));
	ir_append(b->blk, m);
	m->out[0]->type = ty_list(ty_int());
	SV *args[2] = {sv_value(b, nv), sv_value(b, m->out[0])};
	return call(b, OP_aten_permute_Tensor, args, 2);
}

/* [old.size(0), ..., old.size(-1)]: shape inference sees each size as the dim it is */
static Value *
sizes(Builder *b, Value *old, SrcLoc loc)
{
	int32_t rank = old->type->rank;
	if (rank < 0) {
		SV *o = sv_value(b, old);
		SV *sz = oprow_apply(b, OP_aten_size_Tensor, &o, 1, loc);
		return sz->k == SV_VALUE ? sz->v : NULL;
	}
	Node *m = ir_node(b->g, S_prim_ListConstruct, 1, loc);
	for (int32_t i = 0; i < rank; i++) {
		SV *args[2] = {sv_value(b, old), sv_value(b, emit_const_int(b, i))};
		Value *d = call(b, OP_aten_size_int, args, 2);
		if (!d)
			return NULL;
		ir_addinput(b->g, m, d);
	}
	ir_append(b->blk, m);
	m->out[0]->type = ty_list(ty_int());
	return m->out[0];
}

/* old, viewed by n, is now seen as nv: old's new value.  NULL if n has no inverse (an
 * expanded view would write one element many times), after an error. */
static Value *
unview(Builder *b, Node *n, Value *old, Value *nv, SrcLoc loc)
{
	SV *o = sv_value(b, old), *v = sv_value(b, nv);
	if (op_is(n->op, OP_aten_select_int)) {
		SV *args[4] = {o, v, arg(b, n, 1), arg(b, n, 2)};
		return call(b, OP_aten_select_scatter_Tensor, args, 4);
	}
	if (op_is(n->op, OP_aten_slice_Tensor)) {
		SV *args[6] = {o, v, arg(b, n, 1), arg(b, n, 2), arg(b, n, 3), arg(b, n, 4)};
		return call(b, OP_aten_slice_scatter_Tensor, args, 6);
	}
	if (op_is(n->op, OP_aten_narrow_Tensor)) {
		int64_t start;
		if (ir_constint(ir_in(n, 2), &start) && start >= 0) {
			SV *two[2] = {arg(b, n, 2), arg(b, n, 3)};
			Value *end = call(b, OP_aten_add_int, two, 2);
			SV *args[6] = {o, v, arg(b, n, 1), arg(b, n, 2), sv_value(b, end),
				sv_value(b, emit_const_int(b, 1))};
			return end ? call(b, OP_aten_slice_scatter_Tensor, args, 6) : NULL;
		}
	} else if (op_is(n->op, OP_aten_reshape_Tensor) || op_is(n->op, OP_aten_view_Tensor) ||
		   op_is(n->op, OP_aten_flatten_using_ints) || op_is(n->op, OP_aten_unsqueeze_Tensor) ||
		   op_is(n->op, OP_aten_squeeze_Tensor)) {
		Value *sz = sizes(b, old, loc);
		SV *args[2] = {v, sv_value(b, sz)};
		return sz ? call(b, OP_aten_reshape_Tensor, args, 2) : NULL;
	} else if (op_is(n->op, OP_aten_transpose_int)) {
		SV *args[3] = {v, arg(b, n, 1), arg(b, n, 2)};
		return call(b, OP_aten_transpose_int, args, 3);
	} else if (op_is(n->op, OP_aten_t_Tensor) || op_is(n->op, OP_aten_numpy_T_Tensor)) {
		return call(b, op_row(n->op), &v, 1);
	} else if (op_is(n->op, OP_aten_permute_Tensor)) {
		Value *r = unpermute(b, n, nv);
		if (r)
			return r;
	} else if (op_is(n->op, OP_aten_detach_Tensor) || op_is(n->op, OP_aten_contiguous_Tensor) ||
		   op_is(n->op, OP_aten_to_dtype) || op_is(n->op, OP_aten_type_as_Tensor)) {
		return nv;
	}
	emit_error(b, loc, "cannot write through a view made by %s here%s", sym_str(n->kind),
		op_is(n->op, OP_aten_expand_Tensor) || op_is(n->op, OP_aten_expand_as_Tensor) ?
		" (an expanded tensor shares one element between several positions; PyTorch "
		"refuses such writes)" : "; write to a copy (.clone()) or to the base tensor");
	return NULL;
}

/* r's base with r's elements replaced by nv; NULL after an error */
static Value *
scatterback(Builder *b, Ref *r, Value *nv, SrcLoc loc)
{
	Value **at = tensor_walk(b, r);
	Value *cur = nv;
	for (uint32_t i = r->nchain; i-- > 0 && cur;)
		cur = at[i] ? unview(b, r->chain[i], at[i], cur, loc) : NULL;
	return cur;
}

/* the tensor written is a->to when a->cond: its memory takes the write under an If */
static int
altwrite(Builder *b, Alt *a, Value *nv, SrcLoc loc)
{
	Ref *to = a->to;
	Value *old = tensor_base(b, to->st);
	Node *n = tensor_ifon(b, a->cond);
	Block *outer = b->blk;
	b->blk = n->blk[0];
	Value *t = scatterback(b, to, nv, loc);
	b->blk = outer;
	Value *o = t ? tensor_ifout(b, n, t, old) : NULL;
	if (!o)
		return -1;
	tensor_setbase(b, to->st, o);
	a->ver = o;
	return 0;
}

/* r was written: the sequences holding what it is, or may be, go stale (held.c) */
static void
wrote(Builder *b, Ref *r, SrcLoc loc)
{
	held_wrote(b, r->st, loc);
	for (uint32_t i = 0; i < r->nalt; i++)
		held_wrote(b, r->alt[i].to->st, loc);
	for (uint32_t i = 0; i < r->namb; i++)
		held_wrote(b, r->amb[i].st, loc);
}

/* the write nv (already of target's dtype and shape) into target's memory */
int
tensor_write(Builder *b, SV *target, Value *nv, SrcLoc loc, Sym name)
{
	tensor_own(b, target);
	Ref *r = target->ref;
	for (uint32_t i = 0; i <= r->nalt; i++) {
		Storage *st = i < r->nalt ? r->alt[i].to->st : r->st;
		if (st->fixed)
			return emit_error(b, loc,
				"cannot write to %s in place: %s; use .clone() where it "
				"is made", tensor_named(b, name), st->fixed);
	}
	/* the names holding r see the write; so do those holding a view of an element read
	 * out of a sequence (held.c), each of which may share what the element may */
	uint32_t own = env_holding(&b->env, r);
	if (r->st->elem && env_in(&b->env, r->st) > own)
		own = env_in(&b->env, r->st);
	for (uint32_t i = 0; i < r->namb; i++)
		if (env_seeing(&b->env, r->amb[i].st) > own ||
		    (r->st->elem && held_seenelsewhere(b, r->amb[i].st)))
			return emit_error(b, loc,
				"cannot write to %s in place: it may share its memory "
				"with another tensor (%s); use .clone() where it is made, or write to "
				"the tensor it comes from", tensor_named(b, name), r->why ? r->why :
				"which one depends on a run-time value");
	Value *cur = scatterback(b, r, nv, loc);
	if (!cur)
		return -1;
	for (uint32_t i = 0; i < r->nalt; i++)
		if (altwrite(b, &r->alt[i], nv, loc) < 0)
			return -1;
	Wb *wb = held_putbackprep(b, r, loc);
	tensor_setbase(b, r->st, cur);
	wrote(b, r, loc);
	held_follow(b, r, loc);
	held_putback(b, r, wb, loc);
	return 0;
}

/* PyTorch's canCast: an in-place result may not lose its kind (float to int, int to bool) */
static int
cancast(DType from, DType to)
{
	if (dtype_isfloat(from) && (dtype_isint(to) || to == DT_BOOL))
		return 0;
	return from == DT_BOOL || to != DT_BOOL;
}

/* self.op_(...): res is op(...), computed out of place; it is written into self, which is
 * what the in-place form returns */
SV *
tensor_inplace(Builder *b, SV *self, SV *res, const char *op, SrcLoc loc, Sym name)
{
	if (res->k == SV_POISON || self->k == SV_POISON)
		return sv_poison(b);
	Type *st = self->v->type, *rt = res->k == SV_VALUE ? res->v->type : NULL;
	if (!rt || rt->kind != T_TENSOR) {
		emit_error(b, loc, "in-place %s does not give a tensor here", op);
		return sv_poison(b);
	}
	if (st->dtype == DT_UNDEF || rt->dtype == DT_UNDEF) {
		emit_error(b, loc, "in-place %s: the dtype of %s is not known at compile time",
			op, tensor_named(b, name));
		return sv_poison(b);
	}
	if (!cancast(rt->dtype, st->dtype)) {
		emit_error(b, loc, "in-place %s: result type %s can't be cast to the desired output "
			"type %s of %s (PyTorch raises)", op, dtype_name(rt->dtype),
			dtype_name(st->dtype), tensor_named(b, name));
		return sv_poison(b);
	}
	int grows = rt->rank > st->rank && st->rank >= 0;
	for (int32_t i = 0; !grows && rt->rank == st->rank && i < st->rank; i++)
		grows = dim_known(st->dims[i]) && dim_known(rt->dims[i]) &&
			st->dims[i] != rt->dims[i];
	if (grows) {
		emit_error(b, loc, "in-place %s: the result's shape %s differs from the shape %s of "
			"%s, which an in-place update cannot change (PyTorch raises)", op,
			ty_str_of(b->a, rt), ty_str_of(b->a, st), tensor_named(b, name));
		return sv_poison(b);
	}
	Value *nv = res->v;
	if (rt->dtype != st->dtype) {
		SV *args[2] = {res, sv_value(b, emit_const_dtype(b, st->dtype))};
		nv = call(b, OP_aten_to_dtype, args, 2);
	}
	if (!nv || tensor_write(b, self, nv, loc, name) < 0)
		return sv_poison(b);
	return tensor_read(b, self, loc, name);
}

/* self.unsqueeze_(0) and the like: self, the same tensor object, is now the view res of
 * its memory; every name holding it sees the new shape, views made before do not.  The
 * object's chain is not a variable the branches of an `if` or a loop could merge, so this is
 * refused for an object made outside the branch or loop. */
SV *
tensor_reshape(Builder *b, SV *self, SV *res, const char *op, SrcLoc loc, Sym name)
{
	Ref *r = self->ref;
	if (!r || !res->ref || res->ref->st != r->st) {
		emit_error(b, loc, "in-place %s of this tensor is not supported", op);
		return sv_poison(b);
	}
	if (r->scope != b->store.scope || r->nalt) {
		emit_error(b, loc, "%s changes the shape of %s, which was made outside this branch, "
			"loop or function: not supported; rebind it instead (x = x.%.*s(...))", op,
			tensor_named(b, name), (int)strlen(op) - 1, op);
		return sv_poison(b);
	}
	r->chain = res->ref->chain;
	r->nchain = res->ref->nchain;
	r->gen++;
	wrote(b, r, loc); /* a sequence holds its value of the old shape */
	return tensor_read(b, self, loc, name);
}
