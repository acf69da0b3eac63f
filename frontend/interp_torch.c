/* The __init__ evaluator's tensors: those torch's factories make (their shape and dtype;
 * their values where the factory gives them), their methods, the values the runtime's
 * kernels compute where those are known (runtime/kernels.c), and nn.init, whose values
 * never matter: a parameter's come from the weights.  Module instances are interp_obj.c's. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "interp.h"
#include "../runtime/runtime.h"
#include "../runtime/kernels.h"

/* the keyword argument called name, or NULL */
PV *
in_kwarg(Sym *kwn, PV **kwv, uint32_t nkw, const char *name)
{
	for (uint32_t i = 0; i < nkw; i++)
		if (kwn[i] && !strcmp(sym_str(kwn[i]), name))
			return kwv[i];
	return NULL;
}

/* ---- tensors ---- */

static PV *
tensor(Interp *in, DType dt, int32_t rank, const int64_t *dims, SrcLoc loc)
{
	if (rank > MAXRANK)
		return in_err(in, loc, "a tensor of rank %d (at most %d)", rank, MAXRANK);
	PV *v = pv_new(in, PV_TENSOR);
	PTensor *t = v->t = NEW(in->a, PTensor);
	t->dt = dt, t->rank = rank;
	for (int32_t i = 0; i < rank; i++) {
		if (dims[i] < 0)
			return in_err(in, loc, "a tensor with a negative dimension %lld",
				(long long)dims[i]);
		t->dims[i] = dims[i];
	}
	return v;
}

static int64_t
numel(const PTensor *t)
{
	int64_t n = 1;
	for (int32_t i = 0; i < t->rank; i++)
		n *= t->dims[i];
	return n;
}

/* the sizes of a factory call: torch.zeros(2, 3), torch.zeros((2, 3)), torch.zeros([2, 3]),
 * torch.zeros(x.shape) */
static int
sizes(Interp *in, PV **a, uint32_t n, int64_t *dims, int32_t *rank, SrcLoc loc)
{
	PV **el = a;
	if (n == 1 && (a[0]->k == PV_TUPLE || a[0]->k == PV_LIST))
		el = a[0]->el, n = a[0]->n;
	if (n > MAXRANK)
		return in_err(in, loc, "a tensor of rank %u (at most %d)", n, MAXRANK), -1;
	for (uint32_t i = 0; i < n; i++) {
		if (el[i]->k != PV_INT)
			return in_err(in, loc, "a tensor's sizes are ints, not %s",
				pv_kindname(el[i])), -1;
		dims[i] = el[i]->i;
	}
	*rank = (int32_t)n;
	return 0;
}

static DType
dtypeof(Interp *in, Sym *kwn, PV **kwv, uint32_t nkw, DType def)
{
	PV *d = in_kwarg(kwn, kwv, nkw, "dtype");
	(void)in;
	return d && d->k == PV_DTYPE ? (DType)d->i : def;
}

/* element i of x set to v: a float dtype rounds it (runtime/kernels.c), an integer one
 * truncates it, as the factories' casts do */
static void
put(Tensor *x, int64_t i, double v)
{
	if (dtype_isfloat(x->dtype))
		rt_setf(x, i, v);
	else
		rt_seti(x, i, x->dtype == DT_BOOL ? v != 0 : (int64_t)v);
}

static void
fill(PTensor *t, Arena *a, double v)
{
	t->data = rt_tensor(a, t->dt, t->rank, t->dims);
	for (int64_t i = 0; i < t->data->numel; i++)
		put(t->data, i, v);
}

/* torch.tensor(data): nested lists of numbers */
static int
literal(Interp *in, PV *x, int depth, PTensor *t, double *out, int64_t *k, int *isfloat,
	SrcLoc loc)
{
	if (x->k == PV_INT || x->k == PV_BOOL || x->k == PV_FLOAT) {
		if (depth != t->rank)
			return in_err(in, loc, "torch.tensor(): the lists are not rectangular"), -1;
		*isfloat |= x->k == PV_FLOAT;
		if (x->k == PV_BOOL && *k == 0 && depth == 0)
			*isfloat |= 2;
		out[(*k)++] = x->k == PV_FLOAT ? x->f : (double)x->i;
		return 0;
	}
	if (x->k != PV_LIST && x->k != PV_TUPLE)
		return in_err(in, loc, "torch.tensor() takes numbers and lists of them, not %s",
			pv_kindname(x)), -1;
	if (depth == t->rank) {
		if (depth == MAXRANK)
			return in_err(in, loc, "torch.tensor(): too deep"), -1;
		t->dims[t->rank++] = x->n;
	} else if (t->dims[depth] != x->n)
		return in_err(in, loc, "torch.tensor(): the lists are not rectangular"), -1;
	for (uint32_t i = 0; i < x->n; i++)
		if (literal(in, x->el[i], depth + 1, t, out, k, isfloat, loc) < 0)
			return -1;
	return 0;
}

static uint64_t
count(PV *x)
{
	if (x->k != PV_LIST && x->k != PV_TUPLE)
		return 1;
	uint64_t n = 0;
	for (uint32_t i = 0; i < x->n; i++)
		n += count(x->el[i]);
	return n;
}

static PV *
fromdata(Interp *in, PV *x, Sym *kwn, PV **kwv, uint32_t nkw, SrcLoc loc)
{
	if (x->k == PV_TENSOR)
		return x;
	uint64_t n = count(x);
	if (n > 10000000)
		return in_err(in, loc, "torch.tensor() of %llu numbers at compile time",
			(unsigned long long)n);
	double *vals = NEWA(in->a, double, n + 1);
	PTensor t = {0};
	int64_t k = 0;
	int isfloat = 0;
	if (literal(in, x, 0, &t, vals, &k, &isfloat, loc) < 0)
		return NULL;
	DType dt = dtypeof(in, kwn, kwv, nkw, x->k == PV_BOOL ? DT_BOOL : isfloat & 1 ? DT_F32 :
		DT_I64);
	PV *v = tensor(in, dt, t.rank, t.dims, loc);
	if (!v)
		return NULL;
	fill(v->t, in->b->g->arena, 0);
	Tensor *d = v->t->data;
	for (int64_t i = 0; d && i < d->numel; i++)
		put(d, i, vals[i]);
	return v;
}

static PV *
factory(Interp *in, const char *f, PV **a, uint32_t n, Sym *kwn, PV **kwv, uint32_t nkw,
	SrcLoc loc)
{
	int64_t dims[MAXRANK];
	int32_t rank;
	if (!strcmp(f, "tensor") || !strcmp(f, "as_tensor")) {
		if (n != 1)
			return in_err(in, loc, "torch.%s() takes the data", f);
		return fromdata(in, a[0], kwn, kwv, nkw, loc);
	}
	if (!strcmp(f, "arange")) {
		double v[3] = {0, 0, 1};
		int isfloat = 0;
		if (n < 1 || n > 3)
			return in_err(in, loc, "torch.arange() takes 1 to 3 numbers");
		for (uint32_t i = 0; i < n; i++) {
			if (a[i]->k != PV_INT && a[i]->k != PV_FLOAT && a[i]->k != PV_BOOL)
				return in_err(in, loc, "torch.arange() takes numbers");
			isfloat |= a[i]->k == PV_FLOAT;
			v[n == 1 ? 1 : i] = a[i]->k == PV_FLOAT ? a[i]->f : (double)a[i]->i;
		}
		if (v[2] == 0)
			return in_err(in, loc, "torch.arange(): step must be nonzero");
		double c = ceil((v[1] - v[0]) / v[2]);
		dims[0] = c > 0 ? (int64_t)c : 0;
		PV *t = tensor(in, dtypeof(in, kwn, kwv, nkw, isfloat ? DT_F32 : DT_I64), 1, dims, loc);
		if (!t)
			return NULL;
		fill(t->t, in->b->g->arena, 0);
		Tensor *d = t->t->data;
		for (int64_t i = 0; d && i < d->numel; i++)
			put(d, i, v[0] + (double)i * v[2]);
		return t;
	}
	if (!strcmp(f, "eye")) {
		if (n < 1 || n > 2 || a[0]->k != PV_INT || (n == 2 && a[1]->k != PV_INT))
			return in_err(in, loc, "torch.eye() takes one or two ints");
		dims[0] = a[0]->i, dims[1] = n == 2 ? a[1]->i : a[0]->i;
		PV *t = tensor(in, dtypeof(in, kwn, kwv, nkw, DT_F32), 2, dims, loc);
		if (!t)
			return NULL;
		fill(t->t, in->b->g->arena, 0);
		Tensor *d = t->t->data;
		for (int64_t i = 0; d && i < dims[0] && i < dims[1]; i++)
			put(d, i * dims[1] + i, 1);
		return t;
	}
	int like = strstr(f, "_like") != NULL;
	int full = !strncmp(f, "full", 4);
	if (like) {
		if (n < 1u + (uint32_t)full || a[0]->k != PV_TENSOR)
			return in_err(in, loc, "torch.%s() takes a tensor", f);
		PTensor *s = a[0]->t;
		PV *t = tensor(in, dtypeof(in, kwn, kwv, nkw, s->dt), s->rank, s->dims, loc);
		if (t && (f[0] == 'z' || f[0] == 'o' || full))
			fill(t->t, in->b->g->arena, f[0] == 'o' ? 1 : full ? (a[1]->k == PV_FLOAT ? a[1]->f :
				(double)a[1]->i) : 0);
		return t;
	}
	uint32_t ns = full ? (n ? n - 1 : 0) : n;
	if (full && (n < 2 || (a[n - 1]->k != PV_INT && a[n - 1]->k != PV_FLOAT &&
	    a[n - 1]->k != PV_BOOL)))
		return in_err(in, loc, "torch.full() takes sizes and a number");
	if (sizes(in, a, ns, dims, &rank, loc) < 0)
		return NULL;
	DType def = DT_F32;
	if (full)
		def = a[n - 1]->k == PV_FLOAT ? DT_F32 : a[n - 1]->k == PV_BOOL ? DT_BOOL : DT_I64;
	if (!strncmp(f, "randint", 7))
		def = DT_I64;
	PV *t = tensor(in, dtypeof(in, kwn, kwv, nkw, def), rank, dims, loc);
	if (!t)
		return NULL;
	if (numel(t->t) <= 100000000 && (!strcmp(f, "zeros") || !strcmp(f, "ones") || full))
		fill(t->t, in->b->g->arena, f[0] == 'o' ? 1 : full ? (a[n - 1]->k == PV_FLOAT ? a[n - 1]->f :
			(double)a[n - 1]->i) : 0);
	return t;
}

static int
isfactory(const char *f)
{
	static const char *const fs[] = {"empty", "zeros", "ones", "full", "randn", "rand",
		"tensor", "as_tensor", "arange", "eye", "zeros_like", "ones_like", "empty_like",
		"full_like", "randn_like", "rand_like", "Tensor", "FloatTensor", "LongTensor"};
	for (size_t i = 0; i < sizeof fs / sizeof *fs; i++)
		if (!strcmp(fs[i], f))
			return 1;
	return 0;
}

/* x.name for a tensor of __init__ */
PV *
in_tensorattr(Interp *in, PV *t, const char *name, SrcLoc loc)
{
	if (!strcmp(name, "shape")) {
		PV *s = pv_new(in, PV_TUPLE);
		for (int32_t i = 0; i < t->t->rank; i++)
			pv_push(in, s, pv_int(in, t->t->dims[i]));
		return s;
	}
	if (!strcmp(name, "dtype")) {
		PV *d = pv_new(in, PV_DTYPE);
		d->i = t->t->dt;
		return d;
	}
	if (!strcmp(name, "device")) /* the CPU's, as the forward's (device.c): its text */
		return pv_str(in, "cpu");
	if (!strcmp(name, "data"))
		return t; /* the same tensor: writes through .data are writes to it */
	if (!strcmp(name, "ndim"))
		return pv_int(in, t->t->rank);
	if (!strcmp(name, "requires_grad"))
		return pv_bool(in, t->t->role == R_PARAM);
	if (!strcmp(name, "T") && t->t->rank == 2) {
		int64_t d[2] = {t->t->dims[1], t->t->dims[0]};
		return tensor(in, t->t->dt, 2, d, loc);
	}
	PV *m = pv_new(in, PV_BUILTIN);
	m->path = name, m->self = t;
	return m;
}

int
in_tensorwrite(Interp *in, PV *t)
{
	in->writes++;
	for (PTensor *x = t->t; x; x = x->viewof)
		x->data = NULL; /* a write through a view writes its base too */
	return 0;
}

/* r is a view of t (its values a copy of t's): stale after any later write */
static PV *
viewof(Interp *in, PV *r, PV *t)
{
	if (r && r->k == PV_TENSOR) {
		r->t->viewof = t->t;
		r->t->wgen = in->writes;
	}
	return r;
}

/* are t's values known and current (not a view written since through its base)? */
int
interp_known(Interp *in, const PTensor *t)
{
	for (const PTensor *x = t; x; x = x->viewof)
		if (x != t && x->data == NULL)
			return 0;
	return t->data && (!t->viewof || t->wgen == in->writes);
}

/* ---- values of __init__'s tensors, by the runtime's kernels (runtime/kernels.c) ---- */

/* an attribute for a kernel (the IR's own list) */
static Attr *
kattr(Interp *in, const char *name, AttrKind k, int64_t i, const int64_t *ints, uint32_t n,
	Attr *next)
{
	Attr *a = NEW(in->a, Attr);
	a->name = sym_intern(name, strlen(name));
	a->kind = k, a->i = i, a->n = n, a->next = next;
	if (ints) {
		a->ints = NEWA(in->a, int64_t, n + 1);
		memcpy(a->ints, ints, n * sizeof *ints);
	}
	return a;
}

/* op on known values: the result in the graph's arena (a constant may hold it), or NULL
 * (not computed: the tensor's values stay unknown) */
static Tensor *
kernel(Interp *in, const char *op, Tensor *const *x, uint32_t n, const Attr *at)
{
	char err[256];
	for (uint32_t i = 0; i < n; i++)
		if (!x[i])
			return NULL;
	return rt_kernel(in->b->g->arena, op, x, n, at, err, sizeof err);
}

static Tensor *
cast(Interp *in, Tensor *x, DType dt)
{
	if (!x || x->dtype == dt)
		return x;
	return kernel(in, "Cast", &x, 1, kattr(in, "to", A_INT, dt, NULL, 0, NULL));
}

/* a number as a 0-d tensor of dtype dt */
static Tensor *
scalar(Interp *in, PV *v, DType dt)
{
	Tensor *t = rt_tensor(in->b->g->arena, dt, 0, NULL);
	if (v->k == PV_FLOAT)
		rt_setf(t, 0, v->f);
	else
		rt_seti(t, 0, v->i);
	return t;
}

/* the values of x op y (tensors or numbers) in r's dtype, where both are known */
static void
values(Interp *in, TokOp op, PV *x, PV *y, PTensor *r)
{
	static const struct { TokOp op; const char *k; } ops[] = {
		{OP_ADD, "Add"}, {OP_SUB, "Sub"}, {OP_MUL, "Mul"}, {OP_DIV, "Div"},
		{OP_POW, "Pow"}, {OP_EQ, "Equal"}, {OP_LT, "Less"}, {OP_LE, "LessOrEqual"},
		{OP_GT, "Greater"}, {OP_GE, "GreaterOrEqual"}, {OP_NE, "Equal"}};
	const char *k = NULL;
	for (size_t i = 0; i < sizeof ops / sizeof *ops; i++)
		k = ops[i].op == op ? ops[i].k : k;
	if (op == OP_NEG && x->k == PV_TENSOR) {
		Tensor *t = x->t->data;
		r->data = kernel(in, "Neg", &t, 1, NULL);
		return;
	}
	if (!k || !y)
		return;
	/* the dtype PyTorch computes in: the result's, or for a comparison the operands'
	 * promoted one (a number takes a tensor's dtype) */
	DType cd = r->dt;
	if (r->dt == DT_BOOL) {
		PTensor *t = x->k == PV_TENSOR ? x->t : y->t, *u = y->k == PV_TENSOR ? y->t : NULL;
		cd = t->dt;
		if (u && u != t && dtype_isfloat(u->dt) && !dtype_isfloat(cd))
			cd = u->dt;
		PV *num = x->k == PV_TENSOR ? y : x;
		if (num->k == PV_FLOAT && !dtype_isfloat(cd))
			cd = DT_F32;
	}
	if (cd == DT_BOOL && op != OP_EQ && op != OP_NE)
		return;
	Tensor *in2[2];
	PV *v[2] = {x, y};
	for (int i = 0; i < 2; i++)
		in2[i] = v[i]->k == PV_TENSOR ? cast(in, v[i]->t->data, cd) :
			(v[i]->k == PV_INT || v[i]->k == PV_FLOAT || v[i]->k == PV_BOOL) ?
			scalar(in, v[i], cd) : NULL;
	Tensor *o = kernel(in, k, in2, 2, NULL);
	if (o && op == OP_NE)
		o = kernel(in, "Not", &o, 1, NULL);
	r->data = o && o->dtype == r->dt ? o : cast(in, o, r->dt);
}

/* a new tensor of __init__ whose values (and shape) a kernel computed */
static PV *
fromkernel(Interp *in, Tensor *t, SrcLoc loc)
{
	if (!t)
		return NULL;
	PV *r = tensor(in, t->dtype, t->rank, t->dims, loc);
	if (r)
		r->t->data = t;
	return r;
}

/* t[idx] = v with basic indices (ints, slices, ...) on known values: the values written
 * into a copy (a tensor's values are never written where another may share them), as
 * pe[:, 0::2] = torch.sin(position * div_term) builds a positional table; else the values
 * become unknown */
int
in_tensorsetitem(Interp *in, Frame *f, PV *t, Ast *idx, PV *v)
{
	PTensor *x = t->t;
	Ast *one[1] = {idx};
	Ast **it = idx->k == E_TUPLE ? idx->list.v : one;
	uint32_t ni = idx->k == E_TUPLE ? idx->list.n : 1;
	int64_t start[MAXRANK], step[MAXRANK], count[MAXRANK];
	int keep[MAXRANK];
	int32_t d = 0, ell = 0;
	for (uint32_t i = 0; i < ni; i++)
		ell += it[i]->k == E_ELLIPSIS;
	if (ell > 1 || (int32_t)(ni - (uint32_t)ell) > x->rank)
		return in_tensorwrite(in, t);
	for (uint32_t i = 0; i < ni; i++) {
		if (it[i]->k == E_ELLIPSIS) {
			for (int32_t k = 0; k < x->rank - (int32_t)(ni - 1); k++, d++)
				start[d] = 0, step[d] = 1, count[d] = x->dims[d], keep[d] = 1;
			continue;
		}
		if (it[i]->k == E_SLICE) {
			if (pv_slice(in, f, it[i], x->dims[d], &start[d], &step[d], &count[d]) < 0)
				return -1;
			keep[d++] = 1;
			continue;
		}
		PV *k = in_expr(in, f, it[i]);
		if (!k)
			return -1;
		if (k->k != PV_INT && k->k != PV_BOOL)
			return in_tensorwrite(in, t); /* an index tensor: values unknown */
		int64_t j = k->i < 0 ? k->i + x->dims[d] : k->i;
		if (j < 0 || j >= x->dims[d])
			return in_err(in, it[i]->loc, "index %lld is out of bounds for dimension %d "
				"with size %lld", (long long)k->i, d, (long long)x->dims[d]), -1;
		start[d] = j, step[d] = 1, count[d] = 1, keep[d++] = 0;
	}
	for (; d < x->rank; d++)
		start[d] = 0, step[d] = 1, count[d] = x->dims[d], keep[d] = 1;
	/* the value, broadcast to the kept dims */
	Tensor *val = v->k == PV_TENSOR ? cast(in, v->t->data, x->dt) :
		(v->k == PV_INT || v->k == PV_FLOAT || v->k == PV_BOOL) ? scalar(in, v, x->dt) : NULL;
	if (!interp_known(in, x) || !val)
		return in_tensorwrite(in, t);
	int64_t vdims[MAXRANK];
	int32_t vr = 0;
	for (int32_t k = 0; k < x->rank; k++)
		if (keep[k])
			vdims[vr++] = count[k];
	if (val->rank > vr)
		return in_err(in, idx->loc, "the value's shape does not fit the indexed part"), -1;
	for (int32_t k = 0; k < val->rank; k++) {
		int64_t vd = val->dims[val->rank - 1 - k], td = vdims[vr - 1 - k];
		if (vd != td && vd != 1)
			return in_err(in, idx->loc, "shape mismatch: value tensor of shape [%lld] "
				"cannot be broadcast to indexing result", (long long)vd), -1;
	}
	if (x->viewof) /* written through a view: its base's values are not followed */
		return in_tensorwrite(in, t);
	in->writes++;
	Tensor *o = rt_tensor(in->b->g->arena, x->dt, x->rank, x->dims);
	memcpy(o->data, x->data->data, (size_t)o->numel * dtype_size(x->dt));
	int64_t total = 1;
	for (int32_t k = 0; k < x->rank; k++)
		total *= count[k];
	int isint = !dtype_isfloat(x->dt);
	for (int64_t lin = 0; lin < total; lin++) {
		int64_t rem = lin, pos = 0, vpos = 0, vstride = 1, stride = 1;
		int64_t at[MAXRANK];
		for (int32_t k = x->rank - 1; k >= 0; k--) {
			at[k] = rem % count[k];
			rem /= count[k];
		}
		for (int32_t k = x->rank - 1; k >= 0; k--) {
			pos += (start[k] + at[k] * step[k]) * stride;
			stride *= x->dims[k];
		}
		for (int32_t k = x->rank - 1, vk = val->rank - 1; k >= 0 && vk >= 0; k--) {
			if (!keep[k])
				continue;
			int64_t vd = val->dims[vk];
			vpos += (vd == 1 ? 0 : at[k]) * vstride;
			vstride *= vd;
			vk--;
		}
		if (isint)
			rt_seti(o, pos, rt_geti(val, vpos));
		else
			rt_setf(o, pos, rt_getf(val, vpos));
	}
	x->data = o;
	return 0;
}

/* an operator on tensors in __init__: its shape (broadcast) and dtype; its values where
 * values() computes them (only a buffer outside the state_dict needs them: object.c) */
PV *
in_tensorop(Interp *in, TokOp op, PV *x, PV *y, SrcLoc loc)
{
	PTensor *a = x->k == PV_TENSOR ? x->t : NULL, *b = y && y->k == PV_TENSOR ? y->t : NULL;
	if (op == OP_MATMUL) {
		if (!a || !b || a->rank != 2 || b->rank != 2 || a->dims[1] != b->dims[0])
			return in_err(in, loc, "matmul in __init__: only of two matrices of matching "
				"sizes");
		Tensor *v[2] = {a->data, b->data};
		Tensor *o = a->dt == b->dt ? kernel(in, "MatMul", v, 2, NULL) : NULL;
		int64_t d[2] = {a->dims[0], b->dims[1]};
		return o ? fromkernel(in, o, loc) : tensor(in, a->dt, 2, d, loc);
	}
	PTensor *big = a && (!b || a->rank >= b->rank) ? a : b;
	int64_t dims[MAXRANK];
	for (int32_t i = 0; i < big->rank; i++) {
		int64_t d = big->dims[i];
		PTensor *o = big == a ? b : a;
		int32_t j = o ? i - (big->rank - o->rank) : -1;
		if (o && j >= 0 && o->dims[j] != d) {
			if (d == 1)
				d = o->dims[j];
			else if (o->dims[j] != 1)
				return in_err(in, loc, "the sizes of the tensors do not broadcast");
		}
		dims[i] = d;
	}
	DType dt = a ? a->dt : b->dt;
	if (a && b && dtype_isfloat(b->dt) && !dtype_isfloat(a->dt))
		dt = b->dt;
	PV *other = big == a ? y : x;
	if (other && other->k == PV_FLOAT && !dtype_isfloat(dt))
		dt = DT_F32;
	if (op == OP_DIV && !dtype_isfloat(dt))
		dt = DT_F32;
	if (op >= OP_EQ && op <= OP_GE)
		dt = DT_BOOL;
	PV *r = tensor(in, dt, big->rank, dims, loc);
	if (r)
		values(in, op, x, y, r->t);
	return r;
}

/* the methods and functions of __init__'s tensors computed on their values (positional
 * tables, masks): their result's values where the operands' are known, else in->skip
 * (the caller says it is not supported) or a tensor of the right shape with values unknown */
static PV *
tvalues(Interp *in, PV *self, const char *m, PV **a, uint32_t n, Sym *kwn, PV **kwv,
	uint32_t nkw, SrcLoc loc)
{
	static const struct { const char *m, *op; int keepint; } unary[] = {
		{"sin", "Sin", 0}, {"cos", "Cos", 0}, {"exp", "Exp", 0}, {"log", "Log", 0},
		{"sqrt", "Sqrt", 0}, {"tanh", "Tanh", 0}, {"sigmoid", "Sigmoid", 0},
		{"erf", "Erf", 0}, {"reciprocal", "Reciprocal", 0}, {"abs", "Abs", 1},
		{"neg", "Neg", 1}, {"floor", "Floor", 1}, {"ceil", "Ceil", 1}};
	PTensor *t = self->t;
	for (size_t i = 0; i < sizeof unary / sizeof *unary; i++) {
		if (strcmp(unary[i].m, m))
			continue;
		DType dt = dtype_isfloat(t->dt) || unary[i].keepint ? t->dt : DT_F32;
		Tensor *x = cast(in, t->data, dt);
		Tensor *o = !strcmp(m, "floor") || !strcmp(m, "ceil") ? (dtype_isfloat(dt) ?
			kernel(in, unary[i].op, &x, 1, NULL) : x) : kernel(in, unary[i].op, &x, 1, NULL);
		if (o)
			return fromkernel(in, o, loc);
		return tensor(in, dt, t->rank, t->dims, loc);
	}
	if (!strcmp(m, "transpose") || !strcmp(m, "t") || !strcmp(m, "permute") ||
	    !strcmp(m, "swapaxes")) {
		int64_t perm[MAXRANK];
		for (int32_t i = 0; i < t->rank; i++)
			perm[i] = i;
		if (m[0] == 'p') {
			PV **el = n == 1 && (a[0]->k == PV_TUPLE || a[0]->k == PV_LIST) ? a[0]->el : a;
			uint32_t k = n == 1 && (a[0]->k == PV_TUPLE || a[0]->k == PV_LIST) ? a[0]->n : n;
			if ((int32_t)k != t->rank)
				return in_err(in, loc, "permute() takes %d dims", t->rank);
			for (uint32_t i = 0; i < k; i++) {
				if (el[i]->k != PV_INT)
					return in_err(in, loc, "permute() takes ints");
				perm[i] = el[i]->i < 0 ? el[i]->i + t->rank : el[i]->i;
			}
		} else {
			int64_t d0 = 0, d1 = 1;
			if (m[0] != 't' || m[1]) {
				if (n != 2 || a[0]->k != PV_INT || a[1]->k != PV_INT)
					return in_err(in, loc, "%s() takes two dims", m);
				d0 = a[0]->i < 0 ? a[0]->i + t->rank : a[0]->i;
				d1 = a[1]->i < 0 ? a[1]->i + t->rank : a[1]->i;
			} else if (t->rank < 2)
				return self;
			if (d0 < 0 || d1 < 0 || d0 >= t->rank || d1 >= t->rank)
				return in_err(in, loc, "dim out of range");
			perm[d0] = d1, perm[d1] = d0;
		}
		int64_t dims[MAXRANK];
		for (int32_t i = 0; i < t->rank; i++)
			dims[i] = t->dims[perm[i]];
		Tensor *x = t->data;
		Tensor *o = kernel(in, "Transpose", &x, 1, kattr(in, "perm", A_INTS, 0, perm,
			(uint32_t)t->rank, NULL));
		return viewof(in, o ? fromkernel(in, o, loc) : tensor(in, t->dt, t->rank, dims, loc),
			self);
	}
	if (!strcmp(m, "masked_fill") && n == 2 && a[0]->k == PV_TENSOR) {
		Tensor *v = a[1]->k == PV_TENSOR ? cast(in, a[1]->t->data, t->dt) :
			scalar(in, a[1], t->dt);
		Tensor *x[3] = {cast(in, a[0]->t->data, DT_BOOL), v, t->data};
		Tensor *o = kernel(in, "Where", x, 3, NULL);
		return o ? fromkernel(in, o, loc) : tensor(in, t->dt, t->rank, t->dims, loc);
	}
	if ((!strcmp(m, "triu") || !strcmp(m, "tril")) && t->rank >= 2) {
		PV *d = n ? a[0] : in_kwarg(kwn, kwv, nkw, "diagonal");
		Tensor *k = rt_scalar_i64(in->b->g->arena, d && d->k == PV_INT ? d->i : 0);
		Tensor *x[2] = {t->data, k};
		Tensor *o = kernel(in, "Trilu", x, 2, kattr(in, "upper", A_INT, m[3] == 'u', NULL,
			0, NULL));
		return o ? fromkernel(in, o, loc) : tensor(in, t->dt, t->rank, t->dims, loc);
	}
	if ((!strcmp(m, "matmul") || !strcmp(m, "mm")) && n == 1 && a[0]->k == PV_TENSOR)
		return in_tensorop(in, OP_MATMUL, self, a[0], loc);
	return in_skip(in);
}

/* methods of a tensor of __init__ */
static PV *
tmethod(Interp *in, PV *self, const char *m, PV **a, uint32_t n, Sym *kwn, PV **kwv,
	uint32_t nkw, SrcLoc loc)
{
	PTensor *t = self->t;
	size_t ml = strlen(m);
	if (!strcmp(m, "size")) {
		if (!n)
			return in_tensorattr(in, self, "shape", loc);
		if (a[0]->k != PV_INT)
			return in_err(in, loc, "size() takes a dim");
		int64_t d = a[0]->i < 0 ? a[0]->i + t->rank : a[0]->i;
		if (d < 0 || d >= t->rank)
			return in_err(in, loc, "dim %lld is out of range", (long long)a[0]->i);
		return pv_int(in, t->dims[d]);
	}
	if (!strcmp(m, "dim"))
		return pv_int(in, t->rank);
	if (!strcmp(m, "numel") || !strcmp(m, "nelement"))
		return pv_int(in, numel(t));
	if (!strcmp(m, "item") && t->data && numel(t) == 1) {
		Tensor *d = t->data;
		if (dtype_isfloat(d->dtype))
			return pv_float(in, d->dtype == DT_F64 ? *(double *)d->data : *(float *)d->data);
		return pv_int(in, d->dtype == DT_I64 ? *(int64_t *)d->data : d->dtype == DT_I32 ?
			*(int32_t *)d->data : *(uint8_t *)d->data);
	}
	if (!strcmp(m, "detach") || !strcmp(m, "contiguous") || !strcmp(m, "cpu") ||
	    !strcmp(m, "requires_grad_"))
		return self;
	if (!strcmp(m, "clone")) {
		PV *c = pv_new(in, PV_TENSOR);
		c->t = NEW(in->a, PTensor);
		*c->t = *t;
		c->t->role = R_PLAIN, c->t->key = NULL, c->t->loc = (SrcLoc){0};
		return c;
	}
	if (ml > 1 && m[ml - 1] == '_' && m[ml - 2] != '_') {
		t->data = NULL; /* normal_, uniform_, zero_, fill_, copy_, mul_, ...: values only */
		return self;
	}
	if (!strcmp(m, "float") || !strcmp(m, "double") || !strcmp(m, "long") ||
	    !strcmp(m, "half") || !strcmp(m, "int") || !strcmp(m, "bool") || !strcmp(m, "to")) {
		DType dt = m[0] == 'f' ? DT_F32 : m[0] == 'd' ? DT_F64 : m[0] == 'l' ? DT_I64 :
			m[0] == 'h' ? DT_F16 : m[0] == 'i' ? DT_I32 : m[0] == 'b' ? DT_BOOL : t->dt;
		if (m[0] == 't')
			for (uint32_t i = 0; i < n; i++)
				if (a[i]->k == PV_DTYPE)
					dt = (DType)a[i]->i;
		dt = dtypeof(in, kwn, kwv, nkw, dt);
		if (dt == t->dt)
			return self;
		PV *r = tensor(in, dt, t->rank, t->dims, loc);
		if (r)
			r->t->data = cast(in, t->data, dt);
		return r;
	}
	if (!strcmp(m, "view") || !strcmp(m, "reshape") || !strcmp(m, "unsqueeze") ||
	    !strcmp(m, "squeeze") || !strcmp(m, "flatten")) {
		int64_t dims[MAXRANK];
		int32_t rank = 0;
		int64_t ne = numel(t);
		if (m[0] == 'v' || m[0] == 'r') {
			if (sizes(in, a, n, dims, &rank, loc) < 0)
				return NULL;
			int64_t known = 1, at = -1;
			for (int32_t i = 0; i < rank; i++)
				if (dims[i] == -1 && at < 0)
					at = i;
				else
					known *= dims[i];
			if (at >= 0)
				dims[at] = known ? ne / known : 0;
		} else if (m[0] == 'u') {
			if (n != 1 || a[0]->k != PV_INT)
				return in_err(in, loc, "unsqueeze() takes a dim");
			int64_t d = a[0]->i < 0 ? a[0]->i + t->rank + 1 : a[0]->i;
			if (d < 0 || d > t->rank || t->rank == MAXRANK)
				return in_err(in, loc, "dim %lld is out of range", (long long)a[0]->i);
			for (int32_t i = 0, j = 0; i <= t->rank; i++)
				dims[rank++] = i == d ? 1 : t->dims[j++];
		} else if (m[0] == 's') {
			for (int32_t i = 0; i < t->rank; i++)
				if (t->dims[i] != 1 || (n == 1 && a[0]->k == PV_INT && a[0]->i != i &&
				    a[0]->i + t->rank != i))
					dims[rank++] = t->dims[i];
		} else {
			dims[rank++] = ne;
		}
		PV *r = tensor(in, t->dt, rank, dims, loc);
		if (r && t->data) { /* the same numbers, row-major: the values carry over */
			Arena *ga = in->b->g->arena; /* the graph's: constants outlive the builder */
			r->t->data = NEW(ga, Tensor);
			*r->t->data = *t->data;
			r->t->data->rank = rank;
			r->t->data->dims = NEWA(ga, int64_t, rank + 1);
			memcpy(r->t->data->dims, dims, rank * sizeof *dims);
		}
		return viewof(in, r, self);
	}
	PV *r = tvalues(in, self, m, a, n, kwn, kwv, nkw, loc);
	if (r != in_skip(in))
		return r;
	return in_err(in, loc, "Tensor.%s() is not supported in __init__", m);
}

PV *
in_torchcall(Interp *in, const char *path, PV *self, PV **a, uint32_t n, Sym *kwn,
	PV **kwv, uint32_t nkw, SrcLoc loc)
{
	if (self && self->k == PV_TENSOR)
		return tmethod(in, self, path, a, n, kwn, kwv, nkw, loc);
	if (!strcmp(path, "torch.device")) { /* kept as its text, which forward takes where a
					      * device goes: device.c checks it where it is used */
		if (n != 1 || nkw || a[0]->k != PV_STR)
			return in_err(in, loc, "torch.device() takes one string in __init__ "
				"(torch.device(\"cpu\"))");
		return a[0];
	}
	if (!strcmp(path, "torch.nn.Parameter")) {
		PV *d = n ? a[0] : in_kwarg(kwn, kwv, nkw, "data");
		if (!d) {
			int64_t z = 0;
			d = tensor(in, DT_F32, 1, &z, loc);
		}
		if (!d || d->k != PV_TENSOR)
			return d ? in_err(in, loc, "nn.Parameter() takes a tensor, not %s",
				pv_kindname(d)) : NULL;
		PV *p = pv_new(in, PV_TENSOR);
		p->t = NEW(in->a, PTensor);
		*p->t = *d->t;
		p->t->role = R_PARAM, p->t->key = NULL, p->t->loc = (SrcLoc){0}, p->t->val = NULL;
		return p;
	}
	if (!strncmp(path, "torch.nn.init.", 14)) {
		if (!strcmp(path + 14, "calculate_gain"))
			return pv_float(in, 1);
		PV *t = n ? a[0] : in_kwarg(kwn, kwv, nkw, "tensor");
		if (!t || t->k != PV_TENSOR)
			return in_err(in, loc, "%s() takes a tensor", path);
		t->t->data = NULL;
		return t;
	}
	if (!strcmp(path, "torch.Size")) { /* a tuple of ints */
		PV *it = n == 1 ? pv_items(in, a[0], loc) : n ? NULL : pv_new(in, PV_LIST);
		if (!it)
			return n > 1 ? in_err(in, loc, "torch.Size() takes one list of ints") : NULL;
		for (uint32_t i = 0; i < it->n; i++)
			if (it->el[i]->k != PV_INT)
				return in_err(in, loc, "torch.Size() takes ints, not %s",
					pv_kindname(it->el[i]));
		return pv_seq(in, PV_TUPLE, it->el, it->n);
	}
	if (!strcmp(path, "torch.no_grad") || !strcmp(path, "torch.enable_grad") ||
	    !strcmp(path, "torch.manual_seed"))
		return in->none;
	if (!strcmp(path, "torch.jit.is_scripting") || !strcmp(path, "torch.jit.is_tracing") ||
	    !strcmp(path, "torch.is_grad_enabled"))
		return pv_bool(in, 0); /* __init__ runs in Python, before scripting */
	if (!strncmp(path, "torch.", 6) && isfactory(path + 6)) {
		const char *f = path + 6;
		if (!strcmp(f, "Tensor") || !strcmp(f, "FloatTensor"))
			f = "empty";
		if (!strcmp(path + 6, "LongTensor")) {
			Sym k = SYMC("dtype");
			PV *d = pv_new(in, PV_DTYPE);
			d->i = DT_I64;
			return factory(in, "empty", a, n, &k, &d, 1, loc);
		}
		return factory(in, f, a, n, kwn, kwv, nkw, loc);
	}
	if (!strncmp(path, "torch.", 6) && n >= 1 && a[0]->k == PV_TENSOR &&
	    strncmp(path, "torch.nn.", 9)) {
		PV *m = in_tensorattr(in, a[0], path + 6, loc);
		if (!m || m->k != PV_BUILTIN)
			return m;
		return tmethod(in, a[0], path + 6, a + 1, n - 1, kwn, kwv, nkw, loc);
	}
	return in_skip(in);
}
