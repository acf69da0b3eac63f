/* Inference for operators that move dims around: matmul and friends, reshape/view with -1
 * resolved when the other sizes are known, flatten, squeeze, unsqueeze, transposes, expand,
 * repeat, cat/stack, slicing and selection.  Symbolic dims survive wherever a dim is carried
 * through unchanged (`x.view(x.size(0), -1)` keeps `batch`). */
#include <string.h>
#include "ir.h"

static const Type *
tin(const Node *n, uint32_t i)
{
	return ir_in(n, i)->type;
}

static Dim
dmul(Dim a, Dim b)
{
	Dim p;
	if (!dim_known(a) || !dim_known(b) || __builtin_mul_overflow(a, b, &p))
		return DIM_UNKNOWN; /* an element count past int64: no tensor has it */
	return p;
}

int
infer_matmul(Graph *g, Node *n, Diag *d)
{
	const Type *a = tin(n, 0), *b = tin(n, 1);
	DType dt = a->dtype == b->dtype ? a->dtype : DT_UNDEF;
	if (a->dtype != b->dtype && a->dtype != DT_UNDEF && b->dtype != DT_UNDEF)
		return infer_fail(d, n, "expected both operands to have the same dtype, got %s and %s",
			dtype_name(a->dtype), dtype_name(b->dtype));
	if (dt == DT_BOOL)
		return infer_fail(d, n, "not implemented for bool tensors (as in PyTorch)");
	if (a->rank < 0 || b->rank < 0)
		return infer_anyrank(n, dt);
	if (op_is(n->op, OP_aten_mm_Tensor) && (a->rank != 2 || b->rank != 2))
		return infer_fail(d, n, "expects 2-d tensors");
	if (op_is(n->op, OP_aten_bmm_Tensor) && (a->rank != 3 || b->rank != 3))
		return infer_fail(d, n, "expects 3-d tensors");
	if (op_is(n->op, OP_aten_dot_Tensor) && (a->rank != 1 || b->rank != 1))
		return infer_fail(d, n, "expects 1-d tensors");
	if (op_is(n->op, OP_aten_mv_Tensor) && (a->rank != 2 || b->rank != 1))
		return infer_fail(d, n, "expects a 2-d matrix and a 1-d vector");
	if (a->rank == 0 || b->rank == 0)
		return infer_fail(d, n, "both arguments need at least 1 dim");
	Dim ka = a->dims[a->rank - 1], kb = b->dims[b->rank >= 2 ? b->rank - 2 : 0];
	if (dim_known(ka) && dim_known(kb) && ka != kb)
		return infer_fail(d, n, "inner dims do not match (%lld vs %lld)", (long long)ka,
			(long long)kb);
	/* batch dims broadcast; a 1-d operand loses its dim in the result */
	Type *ba = ty_tensor(dt, a->rank > 2 ? a->rank - 2 : 0, a->dims);
	Type *bb = ty_tensor(dt, b->rank > 2 ? b->rank - 2 : 0, b->dims);
	int32_t r;
	Dim out[MAXRANK];
	if (infer_broadcast(g, n, d, ba, bb, &r, out) < 0)
		return -1;
	if (a->rank >= 2)
		out[r++] = a->dims[a->rank - 2];
	if (b->rank >= 2)
		out[r++] = b->dims[b->rank - 1];
	infer_set(n, 0, ty_tensor(dt, r, out));
	return 0;
}

/* addmm(self, mat1, mat2) and baddbmm(self, batch1, batch2): self broadcast to the product */
int
infer_addmm(Graph *g, Node *n, Diag *d)
{
	const Type *a = tin(n, 1), *b = tin(n, 2);
	int bmm = op_is(n->op, OP_aten_baddbmm_Tensor), r0 = bmm ? 3 : 2;
	if (a->rank != r0 || b->rank != r0)
		return infer_fail(d, n, bmm ? "batch1 and batch2 must be 3-d" :
			"mat1 and mat2 must be 2-d");
	if (bmm && a->dtype != b->dtype && a->dtype != DT_UNDEF && b->dtype != DT_UNDEF)
		return infer_fail(d, n, "expected both operands to have the same dtype, got %s and %s",
			dtype_name(a->dtype), dtype_name(b->dtype));
	Dim out[3] = {a->dims[0], a->dims[r0 - 2], b->dims[r0 - 1]};
	if (!bmm)
		out[0] = a->dims[0], out[1] = b->dims[1];
	int32_t r;
	Dim bd[MAXRANK];
	Type *mm = ty_tensor(a->dtype, r0, out);
	if (infer_broadcast(g, n, d, tin(n, 0), mm, &r, bd) < 0)
		return -1;
	infer_set(n, 0, ty_tensor(a->dtype, r0, out));
	return 0;
}

/* outer(self, vec2): two 1-d tensors, self[:, None] * vec2, the dtype promoted */
int
infer_outer(Graph *g, Node *n, Diag *d)
{
	(void)g;
	const Type *a = tin(n, 0), *b = tin(n, 1);
	if (a->rank != 1 || b->rank != 1)
		return infer_fail(d, n, "expects 1-d tensors");
	Dim out[2] = {a->dims[0], b->dims[0]};
	infer_set(n, 0, ty_tensor(infer_result_type(n, 0, 2), 2, out));
	return 0;
}

/* a shape that cannot hold the tensor's elements, when both are known, is an error as in
 * PyTorch: "shape [5, -1] is invalid for a tensor of 6 elements" */
static int
checknumel(Node *n, Diag *d, const Type *t, const Dim *s, int r, int neg)
{
	Dim tot = t->rank >= 0 ? 1 : DIM_UNKNOWN, rest = 1;
	for (int32_t i = 0; i < t->rank; i++)
		tot = dmul(tot, t->dims[i]);
	for (int i = 0; i < r; i++)
		if (i != neg)
			rest = dmul(rest, s[i]);
	if (!dim_known(tot) || !dim_known(rest))
		return 0;
	if (neg >= 0 ? rest != 0 && tot % rest == 0 : rest == tot)
		return 0;
	char buf[256];
	size_t k = 0;
	for (int i = 0; i < r && k < sizeof buf - 24; i++)
		k += (size_t)snprintf(buf + k, sizeof buf - k, "%s%lld", i ? ", " : "",
			(long long)(i == neg ? -1 : s[i]));
	buf[k] = 0;
	return infer_fail(d, n, "shape [%s] is invalid for a tensor of %lld elements", buf,
		(long long)tot);
}

int
infer_reshape(Graph *g, Node *n, Diag *d)
{
	(void)g;
	const Type *t = tin(n, 0);
	Dim s[MAXRANK];
	int r = infer_ints(ir_in(n, 1), s, MAXRANK);
	if (r < 0)
		return infer_anyrank(n, t->dtype);
	int neg = -1;
	for (int i = 0; i < r; i++) {
		int64_t k;
		Value *lv = ir_in(n, 1);
		int isconst = lv->def->kind == S_prim_ListConstruct ?
			ir_constint(ir_in(lv->def, (uint32_t)i), &k) : (k = s[i], 1);
		if (isconst && k == -1) {
			if (neg >= 0)
				return infer_fail(d, n, "only one dim can be -1");
			neg = i;
			s[i] = DIM_UNKNOWN;
		}
	}
	if (checknumel(n, d, t, s, r, neg) < 0)
		return -1;
	if (neg >= 0 && t->rank >= 0) {
		/* -1: numel / product of the others, when all are known */
		Dim tot = 1, rest = 1;
		for (int32_t i = 0; i < t->rank; i++)
			tot = dmul(tot, t->dims[i]);
		for (int i = 0; i < r; i++)
			if (i != neg)
				rest = dmul(rest, s[i]);
		if (dim_known(tot) && dim_known(rest) && rest > 0)
			s[neg] = tot / rest;
		else { /* the same symbolic dims on both sides cancel: x.view(batch, -1),
			* x.view(batch, -1, h, w) with h, w the input's own */
			Dim in[MAXRANK];
			int used[MAXRANK] = {0};
			for (int32_t i = 0; i < t->rank; i++)
				in[i] = t->dims[i];
			Dim pin = 1, pout = 1;
			int ok = 1;
			for (int i = 0; i < r && ok; i++) {
				if (i == neg || dim_known(s[i]))
					continue;
				int j = 0;
				while (j < t->rank && (used[j] || in[j] != s[i]))
					j++;
				if (j == t->rank || s[i] == DIM_UNKNOWN)
					ok = 0;
				else
					used[j] = 1;
			}
			for (int32_t i = 0; i < t->rank && ok; i++)
				if (!used[i]) {
					ok = dim_known(in[i]);
					pin = ok ? dmul(pin, in[i]) : pin;
				}
			for (int i = 0; i < r && ok; i++)
				if (i != neg && dim_known(s[i]))
					pout = dmul(pout, s[i]);
			if (ok && pout > 0 && pin % pout == 0)
				s[neg] = pin / pout;
		}
	}
	infer_set(n, 0, ty_tensor(t->dtype, r, s));
	return 0;
}

int
infer_flatten(Graph *g, Node *n, Diag *d)
{
	const Type *t = tin(n, 0);
	int64_t s0, e0;
	if (arg_int(d, ARG_INFER, n, "start_dim", &s0) < 0 ||
	    arg_int(d, ARG_INFER, n, "end_dim", &e0) < 0)
		return -1;
	if (t->rank < 0) { /* flatten() of any rank (0-d too) is 1-d */
		Dim any = DIM_UNKNOWN;
		int all = s0 == 0 && e0 == -1;
		infer_set(n, 0, ty_tensor(t->dtype, all ? 1 : -1, all ? &any : NULL));
		return 0;
	}
	if (t->rank == 0) {
		Dim one = 1;
		infer_set(n, 0, ty_tensor(t->dtype, 1, &one));
		return 0;
	}
	int s = infer_normdim(g, n, d, s0, t->rank, 0), e = infer_normdim(g, n, d, e0, t->rank, 0);
	if (s < 0 || e < 0)
		return -1;
	if (s > e)
		return infer_fail(d, n, "start_dim cannot come after end_dim");
	Dim out[MAXRANK];
	int32_t r = 0;
	for (int i = 0; i < s; i++)
		out[r++] = t->dims[i];
	Dim p = 1;
	for (int i = s; i <= e; i++)
		p = dmul(p, t->dims[i]);
	out[r++] = s == e ? t->dims[s] : p;
	for (int32_t i = e + 1; i < t->rank; i++)
		out[r++] = t->dims[i];
	infer_set(n, 0, ty_tensor(t->dtype, r, out));
	return 0;
}

int
infer_squeeze(Graph *g, Node *n, Diag *d)
{
	const Type *t = tin(n, 0);
	if (t->rank < 0)
		return infer_anyrank(n, t->dtype);
	Dim out[MAXRANK];
	int32_t r = 0;
	if (n->nin == 2) {
		int64_t k0;
		if (arg_int(d, ARG_INFER, n, "dim", &k0) < 0)
			return -1;
		int k = infer_normdim(g, n, d, k0, t->rank, 0);
		if (k < 0)
			return -1;
		for (int32_t i = 0; i < t->rank; i++)
			if (i != k || t->dims[i] != 1) {
				if (i == k && !dim_known(t->dims[i]))
					r = -1; /* 1 or not: decided at run time */
				else if (r >= 0)
					out[r++] = t->dims[i];
			}
	} else
		for (int32_t i = 0; i < t->rank; i++) {
			if (!dim_known(t->dims[i]))
				r = -1;
			else if (t->dims[i] != 1 && r >= 0)
				out[r++] = t->dims[i];
		}
	/* a dim whose size is known only at run time may be 1: then so is the result's rank */
	infer_set(n, 0, ty_tensor(t->dtype, r, r < 0 ? NULL : out));
	return 0;
}

int
infer_unsqueeze(Graph *g, Node *n, Diag *d)
{
	const Type *t = tin(n, 0);
	int64_t k0;
	if (arg_int(d, ARG_INFER, n, "dim", &k0) < 0)
		return -1;
	if (t->rank < 0)
		return infer_anyrank(n, t->dtype);
	int k = infer_normdim(g, n, d, k0, t->rank, 1);
	if (k < 0)
		return -1;
	Dim out[MAXRANK];
	int32_t r = 0;
	for (int32_t i = 0; i <= t->rank; i++) {
		if (i == k)
			out[r++] = 1;
		if (i < t->rank)
			out[r++] = t->dims[i];
	}
	infer_set(n, 0, ty_tensor(t->dtype, r, out));
	return 0;
}

/* a permutation names each dim once */
static int
repeated(Node *n, Diag *d, const int *p, int32_t rank)
{
	for (int32_t i = 0; i < rank; i++)
		for (int32_t j = 0; j < i; j++)
			if (p[i] == p[j])
				return infer_fail(d, n, "dim %d appears more than once", p[i]);
	return 0;
}

/* the permutation of transpose/permute/t/T, written into perm; -1 after an error */
static int
perm(Graph *g, Node *n, Diag *d, int32_t rank, int *p)
{
	for (int32_t i = 0; i < rank; i++)
		p[i] = i;
	if (op_is(n->op, OP_aten_t_Tensor) || op_is(n->op, OP_aten_numpy_T_Tensor)) {
		if (op_is(n->op, OP_aten_t_Tensor) && rank > 2)
			return infer_fail(d, n, "expects a tensor with <= 2 dims");
		for (int32_t i = 0; i < rank; i++)
			p[i] = rank - 1 - i;
		return 0;
	}
	if (op_is(n->op, OP_aten_transpose_int) || op_is(n->op, OP_aten_swapaxes_Tensor)) {
		int64_t a0, b0;
		const char *an = sym_str(n->op->args[1].name), *bn = sym_str(n->op->args[2].name);
		if (arg_int(d, ARG_INFER, n, an, &a0) < 0 || arg_int(d, ARG_INFER, n, bn, &b0) < 0)
			return -1;
		int a = infer_normdim(g, n, d, a0, rank, 0), b = infer_normdim(g, n, d, b0, rank, 0);
		if (a < 0 || b < 0)
			return -1;
		p[a] = b, p[b] = a;
		return 0;
	}
	int64_t *c;
	uint32_t k;
	if (!ir_constints(ir_in(n, 1), &c, &k)) {
		/* (a list display: each dim its own value, a negative one counting from the end;
		 * infer_ints would read a run-time one as a negative one) */
		Node *l = ir_in(n, 1)->def;
		if (l->kind != S_prim_ListConstruct || (int32_t)l->nin != rank)
			return infer_fail(d, n, "dims must be constants, one per dim");
		for (int32_t i = 0; i < rank; i++) {
			int64_t v;
			if (!ir_constint(ir_in(l, i), &v))
				return infer_fail(d, n, "dims must be known at compile time (ONNX's "
					"Transpose takes its permutation as an attribute); dim %d is known "
					"only at run time", i);
			if ((p[i] = infer_normdim(g, n, d, v, rank, 0)) < 0)
				return -1;
		}
		return repeated(n, d, p, rank);
	}
	if ((int32_t)k != rank)
		return infer_fail(d, n, "%u dims given for a tensor of %d dims", k, rank);
	for (uint32_t i = 0; i < k; i++)
		if ((p[i] = infer_normdim(g, n, d, c[i], rank, 0)) < 0)
			return -1;
	return repeated(n, d, p, rank);
}

int
infer_transpose(Graph *g, Node *n, Diag *d)
{
	const Type *t = tin(n, 0);
	if (t->rank < 0) {
		if (op_is(n->op, OP_aten_t_Tensor) || op_is(n->op, OP_aten_numpy_T_Tensor))
			return infer_fail(d, n, "needs the tensor's rank, not known here (an input "
			"without dims, or a squeeze of a dim known only at run time)");
		infer_set(n, 0, ty_tensor(t->dtype, -1, NULL));
		return 0;
	}
	int p[MAXRANK];
	if (perm(g, n, d, t->rank, p) < 0)
		return -1;
	Dim out[MAXRANK];
	for (int32_t i = 0; i < t->rank; i++)
		out[i] = t->dims[p[i]];
	infer_set(n, 0, ty_tensor(t->dtype, t->rank, out));
	return 0;
}

int
infer_expand(Graph *g, Node *n, Diag *d)
{
	(void)g;
	const Type *t = tin(n, 0);
	Dim s[MAXRANK];
	int r;
	if (op_is(n->op, OP_aten_expand_as_Tensor)) {
		const Type *o = tin(n, 1);
		infer_set(n, 0, ty_tensor(t->dtype, o->rank, o->dims));
		return 0;
	}
	if ((r = infer_ints(ir_in(n, 1), s, MAXRANK)) < 0)
		return infer_anyrank(n, t->dtype);
	if (t->rank > r)
		return infer_fail(d, n, "the number of sizes (%d) must be at least the number of "
			"dims (%d)", r, t->rank);
	Value *lv = ir_in(n, 1);
	for (int i = 0; i < r; i++) {
		int64_t k = 0;
		int isc = lv->def->kind == S_prim_ListConstruct ?
			ir_constint(ir_in(lv->def, (uint32_t)i), &k) : (k = s[i], 1);
		int j = i - (r - (t->rank < 0 ? 0 : t->rank));
		if (isc && k == -1)
			s[i] = t->rank >= 0 && j >= 0 ? t->dims[j] : DIM_UNKNOWN;
		else if (t->rank >= 0 && j >= 0 && dim_known(t->dims[j]) && t->dims[j] != 1 &&
			 dim_known(s[i]) && s[i] != t->dims[j])
			return infer_fail(d, n, "cannot expand dim %d of size %lld to %lld", j,
				(long long)t->dims[j], (long long)s[i]);
	}
	infer_set(n, 0, ty_tensor(t->dtype, r, s));
	return 0;
}

int
infer_repeat(Graph *g, Node *n, Diag *d)
{
	(void)g;
	const Type *t = tin(n, 0);
	Dim s[MAXRANK];
	int r = infer_ints(ir_in(n, 1), s, MAXRANK);
	if (r < 0 || t->rank < 0) {
		infer_set(n, 0, ty_tensor(t->dtype, r < 0 ? -1 : r, r < 0 ? NULL : s));
		return 0;
	}
	if (r < t->rank)
		return infer_fail(d, n, "fewer repeats (%d) than dims (%d)", r, t->rank);
	for (int i = 0; i < r; i++) {
		int j = i - (r - t->rank);
		s[i] = dmul(s[i], j >= 0 ? t->dims[j] : 1);
	}
	infer_set(n, 0, ty_tensor(t->dtype, r, s));
	return 0;
}

/* cat/stack of tensors whose ranks are known and differ */
static int
catranks(Graph *g, Node *n, Diag *d, Node *l, int stack)
{
	const Type *a = ir_in(l, 0)->type;
	for (uint32_t i = 1; i < l->nin; i++) {
		const Type *b = ir_in(l, i)->type;
		if (a->rank < 0 || b->rank < 0 || a->rank == b->rank)
			continue;
		if (stack)
			return infer_fail(d, n, "stacked tensors must have equal shapes (%s vs %s)",
				ty_str_of(g->arena, a), ty_str_of(g->arena, b));
		return infer_fail(d, n, "tensors have different numbers of dims (%d vs %d)",
			a->rank, b->rank);
	}
	return 0;
}

/* equal ranks: known sizes must agree, except along cat's dim k (k = -1: stack, all dims) */
static int
catdims(Graph *g, Node *n, Diag *d, Node *l, int k)
{
	const Type *a = ir_in(l, 0)->type;
	for (uint32_t j = 1; j < l->nin; j++) {
		const Type *b = ir_in(l, j)->type;
		for (int32_t i = 0; i < a->rank; i++) {
			Dim x = a->dims[i], y = b->dims[i];
			if (i == k || !dim_known(x) || !dim_known(y) || x == y)
				continue;
			if (k < 0)
				return infer_fail(d, n, "stacked tensors must have equal shapes "
					"(%s vs %s)", ty_str_of(g->arena, a), ty_str_of(g->arena, b));
			return infer_fail(d, n, "sizes of tensors must match except in dim %d "
				"(dim %d: %lld vs %lld)", k, i, (long long)x, (long long)y);
		}
	}
	return 0;
}

/* cat/stack of a list whose length is known only at run time: the elements' type, with
 * the dim they are joined on unknown (and made, for stack) */
static int
catseq(Graph *g, Node *n, Diag *d, int stack)
{
	const Type *e = ir_in(n, 0)->type->elem;
	int64_t k0;
	if (arg_int(d, ARG_INFER, n, "dim", &k0) < 0)
		return -1;
	if (e->rank < 0)
		return infer_anyrank(n, e->dtype);
	int32_t rank = e->rank + stack;
	int k = infer_normdim(g, n, d, k0, rank > 0 ? rank : 1, 0);
	if (k < 0)
		return -1;
	if (!stack && e->rank == 0)
		return infer_fail(d, n, "zero-dimensional tensor cannot be concatenated");
	/* cat keeps every dim of the elements, dim k's size unknown; stack puts a new one of
	 * unknown size at k, before the element's dim k */
	Dim out[MAXRANK];
	for (int32_t i = 0, m = 0; i < rank; i++) {
		out[i] = i == k ? DIM_UNKNOWN : e->dims[m];
		m += i != k || !stack;
	}
	infer_set(n, 0, ty_tensor(e->dtype, rank, out));
	return 0;
}

int
infer_cat(Graph *g, Node *n, Diag *d)
{
	Node *l = ir_in(n, 0)->def;
	int stack = op_is(n->op, OP_aten_stack_Tensor);
	if (l->kind != S_prim_ListConstruct)
		return catseq(g, n, d, stack);
	if (l->nin == 0)
		return infer_fail(d, n, "expects a non-empty list of tensors");
	int64_t k0;
	if (arg_int(d, ARG_INFER, n, "dim", &k0) < 0)
		return -1;
	const Type *t0 = ir_in(l, 0)->type;
	DType dt = infer_result_type(l, 0, l->nin);
	int32_t rank = t0->rank;
	for (uint32_t i = 1; i < l->nin; i++)
		if (ir_in(l, i)->type->rank != rank)
			rank = -1;
	if (rank < 0 && catranks(g, n, d, l, stack) < 0)
		return -1;
	if (rank < 0)
		return infer_anyrank(n, dt);
	int k = infer_normdim(g, n, d, k0, rank, stack);
	if (k < 0 || catdims(g, n, d, l, stack ? -1 : k) < 0)
		return -1;
	Dim out[MAXRANK];
	int32_t r = 0;
	for (int32_t i = 0; i < rank; i++) {
		Dim v = t0->dims[i];
		for (uint32_t j = 1; j < l->nin; j++) {
			Dim w = ir_in(l, j)->type->dims[i];
			if (i == k && !stack)
				v = !dim_known(v) || !dim_known(w) || __builtin_add_overflow(v, w, &v) ?
					DIM_UNKNOWN : v; /* past int64: no tensor is */
			else if (v != w)
				v = dim_known(v) ? v : dim_known(w) ? w : DIM_UNKNOWN;
		}
		if (stack && i == k)
			out[r++] = (Dim)l->nin;
		out[r++] = v;
	}
	if (stack && k == rank)
		out[r++] = (Dim)l->nin;
	infer_set(n, 0, ty_tensor(dt, r, out));
	return 0;
}

/* slice(self, dim, start, end, step) and narrow(self, dim, start, length) */
int
infer_slice(Graph *g, Node *n, Diag *d)
{
	const Type *t = tin(n, 0);
	int64_t k0;
	if (arg_int(d, ARG_INFER, n, "dim", &k0) < 0)
		return -1;
	if (t->rank < 0)
		return infer_anyrank(n, t->dtype);
	if (t->rank == 0)
		return infer_fail(d, n, "cannot slice a 0-d tensor");
	int k = infer_normdim(g, n, d, k0, t->rank, 0);
	if (k < 0)
		return -1;
	Dim out[MAXRANK];
	memcpy(out, t->dims, sizeof(Dim) * (size_t)t->rank);
	Dim size = t->dims[k];
	int64_t s, e, st = 1, len;
	if (op_is(n->op, OP_aten_narrow_Tensor)) {
		out[k] = ir_constint(ir_in(n, 3), &len) ? len : DIM_UNKNOWN;
	} else {
		int cst = ir_constint(ir_in(n, 4), &st);
		if (cst && st <= 0)
			return infer_fail(d, n, "slice step must be positive");
		int hs = !ir_isnone(ir_in(n, 2)), he = !ir_isnone(ir_in(n, 3));
		int cs = !hs || ir_constint(ir_in(n, 2), &s), ce = !he || ir_constint(ir_in(n, 3), &e);
		if (!hs)
			s = 0;
		if (!he)
			e = INT64_MAX;
		if (!cst)
			out[k] = DIM_UNKNOWN; /* a step known at run time */
		else if (cs && ce && dim_known(size)) {
			s = s < 0 ? s + size : s, e = e < 0 ? e + size : e;
			s = s < 0 ? 0 : s > size ? size : s;
			e = e < 0 ? 0 : e > size ? size : e;
			if (e > s && e - s > INT64_MAX - (st - 1))
				return infer_fail(d, n, "a slice of %lld elements with step %lld: "
					"PyTorch's size for it overflows int64", (long long)(e - s),
					(long long)st);
			out[k] = e > s ? (e - s + st - 1) / st : 0;
		} else if (!hs && !he && st == 1)
			out[k] = size;
		else if (cs && ce && s >= 0 && e >= 0 && e != INT64_MAX && st == 1 && e >= s &&
			 !dim_known(size))
			out[k] = DIM_UNKNOWN; /* clipped by the run-time size */
		else
			out[k] = DIM_UNKNOWN;
	}
	infer_set(n, 0, ty_tensor(t->dtype, t->rank, out));
	return 0;
}

/* select(self, dim, index), index_select(self, dim, index), gather(self, dim, index) */
int
infer_select(Graph *g, Node *n, Diag *d)
{
	const Type *t = tin(n, 0);
	int64_t k0;
	if (arg_int(d, ARG_INFER, n, "dim", &k0) < 0)
		return -1;
	if (op_is(n->op, OP_aten_gather_Tensor)) {
		const Type *ix = tin(n, 2);
		if (ix->dtype != DT_I64 && ix->dtype != DT_UNDEF)
			return infer_fail(d, n, "the index must be an int64 tensor");
		infer_set(n, 0, ty_tensor(t->dtype, ix->rank, ix->dims));
		return 0;
	}
	if (t->rank < 0)
		return infer_anyrank(n, t->dtype);
	if (t->rank == 0)
		return infer_fail(d, n, "cannot index a 0-d tensor");
	int k = infer_normdim(g, n, d, k0, t->rank, 0);
	if (k < 0)
		return -1;
	Dim out[MAXRANK];
	int32_t r = 0;
	for (int32_t i = 0; i < t->rank; i++) {
		if (i != k)
			out[r++] = t->dims[i];
		else if (op_is(n->op, OP_aten_index_select_Tensor)) {
			const Type *ix = tin(n, 2);
			if (ix->dtype != DT_I64 && ix->dtype != DT_I32 && ix->dtype != DT_UNDEF)
				return infer_fail(d, n, "index_select(): Expected dtype int32 or int64 "
					"for index");
			if (ix->rank > 1)
				return infer_fail(d, n, "the index must be a 0-d or 1-d tensor");
			out[r++] = ix->rank == 1 ? ix->dims[0] : ix->rank == 0 ? 1 : DIM_UNKNOWN;
		}
	}
	if (op_is(n->op, OP_aten_select_int)) {
		int64_t i;
		if (ir_constint(ir_in(n, 2), &i) && dim_known(t->dims[k]) &&
		    (i >= t->dims[k] || i < -t->dims[k]))
			return infer_fail(d, n, "index %lld is out of range for dim %d of size %lld",
				(long long)i, k, (long long)t->dims[k]);
	}
	infer_set(n, 0, ty_tensor(t->dtype, r, out));
	return 0;
}

/* linear(input [..., in], weight [out, in], bias [out]?) -> [..., out] */
int
infer_linear(Graph *g, Node *n, Diag *d)
{
	(void)g;
	const Type *x = tin(n, 0), *w = tin(n, 1);
	if (w->rank >= 0 && w->rank != 2)
		return infer_fail(d, n, "weight must be 2-d, not %d-d", w->rank);
	if (x->dtype != w->dtype && x->dtype != DT_UNDEF && w->dtype != DT_UNDEF)
		return infer_fail(d, n, "input is %s but weight is %s", dtype_name(x->dtype),
			dtype_name(w->dtype));
	if (x->rank == 0)
		return infer_fail(d, n, "input must have at least 1 dim");
	if (x->rank < 0 || w->rank < 0)
		return infer_anyrank(n, x->dtype);
	Dim in = x->dims[x->rank - 1], win = w->dims[1];
	if (dim_known(in) && dim_known(win) && in != win)
		return infer_fail(d, n, "input has %lld features, weight expects %lld",
			(long long)in, (long long)win);
	Dim out[MAXRANK];
	for (int32_t i = 0; i < x->rank - 1; i++)
		out[i] = x->dims[i];
	out[x->rank - 1] = w->dims[0];
	infer_set(n, 0, ty_tensor(x->dtype, x->rank, out));
	return 0;
}

/* bilinear(x1 [..., in1], x2 [..., in2], weight [out, in1, in2], bias [out]?) -> [..., out]:
 * the leading dims must be equal (no broadcasting), as PyTorch checks them */
int
infer_bilinear(Graph *g, Node *n, Diag *d)
{
	(void)g;
	const Type *a = tin(n, 0), *b = tin(n, 1), *w = tin(n, 2);
	const Type *bias = ir_isnone(ir_in(n, 3)) ? NULL : tin(n, 3);
	DType dt = a->dtype;
	const Type *all[4] = {a, b, w, bias};
	for (int i = 1; i < 4; i++)
		if (all[i] && all[i]->dtype != DT_UNDEF && dt != DT_UNDEF && all[i]->dtype != dt)
			return infer_fail(d, n, "expected scalar type %s but found %s", dtype_name(dt),
				dtype_name(all[i]->dtype));
	if (dt != DT_F32 && dt != DT_F64 && dt != DT_I32 && dt != DT_I64 && dt != DT_UNDEF)
		return infer_fail(d, n, "bilinear of %s tensors is not supported (ONNX Runtime's "
			"Einsum computes float32, float64, int32 and int64)", dtype_name(dt));
	if (w->rank >= 0 && w->rank != 3)
		return infer_fail(d, n, "weight must be 3-d, not %d-d", w->rank);
	if (a->rank == 0 || b->rank == 0)
		return infer_fail(d, n, "the inputs need at least 1 dim");
	if (a->rank < 0 || b->rank < 0)
		return infer_anyrank(n, dt);
	if (a->rank != b->rank)
		return infer_fail(d, n, "bilinear(): input dimensions do not match: got %d and %d",
			a->rank, b->rank);
	Dim out[MAXRANK];
	for (int32_t i = 0; i < a->rank - 1; i++) {
		Dim x = a->dims[i], y = b->dims[i];
		if (dim_known(x) && dim_known(y) && x != y)
			return infer_fail(d, n, "bilinear(): input batch dimensions do not match at dim "
				"%d: got %lld and %lld", i, (long long)x, (long long)y);
		out[i] = dim_known(x) ? x : y;
	}
	if (w->rank == 3) {
		Dim i1 = a->dims[a->rank - 1], i2 = b->dims[b->rank - 1];
		if (dim_known(i1) && dim_known(w->dims[1]) && i1 != w->dims[1])
			return infer_fail(d, n, "bilinear(): input1 size does not match weight size: "
				"got %lld but expected %lld", (long long)i1, (long long)w->dims[1]);
		if (dim_known(i2) && dim_known(w->dims[2]) && i2 != w->dims[2])
			return infer_fail(d, n, "bilinear(): input2 size does not match weight size: "
				"got %lld but expected %lld", (long long)i2, (long long)w->dims[2]);
		if (bias && bias->rank >= 0 && (bias->rank != 1 || (dim_known(bias->dims[0]) &&
		    dim_known(w->dims[0]) && bias->dims[0] != w->dims[0])))
			return infer_fail(d, n, "bilinear(): bias size does not match weight size: "
				"got %lld but expected %lld", (long long)(bias->rank == 1 ?
				bias->dims[0] : bias->dims[bias->rank - 1]), (long long)w->dims[0]);
	}
	out[a->rank - 1] = w->rank == 3 ? w->dims[0] : DIM_UNKNOWN;
	infer_set(n, 0, ty_tensor(dt, a->rank, out));
	return 0;
}
