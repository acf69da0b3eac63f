/* kernels_shape.c: the kernels that move elements without computing on them (Reshape,
 * Unsqueeze, Squeeze, Transpose, Concat, Slice, Gather, Expand, Tile, Trilu) and the ones
 * that make tensors from sizes (Range, ConstantOfShape).  Reshape, Squeeze and Unsqueeze
 * return a tensor sharing the input's bytes. */
#include <math.h>
#include <stdint.h>
#include "kernels_kit.h"

static void
copyel(Tensor *r, int64_t i, const Tensor *x, int64_t j)
{
	size_t es = dtype_size(x->dtype);
	memcpy((char *)r->data + (size_t)i * es, (const char *)x->data + (size_t)j * es, es);
}

/* row-major strides of dims */
static int64_t *
strides(Kctx *k, const int64_t *dims, int32_t rank)
{
	int64_t *st = NEWA(k->a, int64_t, rank + 1);
	int64_t s = 1;
	for (int32_t j = rank - 1; j >= 0; j--) {
		st[j] = s;
		s *= dims[j];
	}
	return st;
}

/* the axes of input 1 (opset 13 on) or of the attribute axes (before); *has 0 if neither */
static int64_t *
axesof(Kctx *k, uint32_t input, int64_t *n, int *has)
{
	const Tensor *t = k_in(k, input);
	*has = 1;
	if (t)
		return k_ints(k, t, n);
	const Attr *a = k_attr(k, "axes");
	if (a && a->kind == A_INTS) {
		*n = a->n;
		return a->ints;
	}
	*has = 0;
	*n = 0;
	return NEWA(k->a, int64_t, 1);
}

Tensor *
k_reshape(Kctx *k)
{
	const Tensor *x = k_in(k, 0), *s = k_in(k, 1);
	int64_t n;
	int64_t *want = k_ints(k, s, &n);
	if (!x || !want || s->rank != 1)
		return k_fail(k, "needs data and a 1-d int64 shape");
	int allowzero = (int)k_attr_i(k, "allowzero", 0);
	int64_t *dims = NEWA(k->a, int64_t, n + 1), known = 1, infer = -1;
	for (int64_t j = 0; j < n; j++) {
		dims[j] = want[j];
		if (want[j] == 0 && !allowzero) {
			if (j >= x->rank)
				return k_fail(k, "shape[%lld] = 0 past the input's rank", (long long)j);
			dims[j] = x->dims[j];
		}
		if (dims[j] == -1) {
			if (infer >= 0)
				return k_fail(k, "more than one -1 in the shape");
			infer = j;
		} else if (dims[j] < 0) {
			return k_fail(k, "shape[%lld] = %lld", (long long)j, (long long)dims[j]);
		} else {
			known *= dims[j];
		}
	}
	if (infer >= 0) {
		if (known == 0 || x->numel % known)
			return k_fail(k, "cannot infer the -1 of the shape");
		dims[infer] = x->numel / known;
		known *= dims[infer];
	}
	if (known != x->numel)
		return k_fail(k, "%lld elements cannot be reshaped to %lld", (long long)x->numel,
			(long long)known);
	return k_reshaped(k, x, (int32_t)n, dims);
}

Tensor *
k_unsqueeze(Kctx *k)
{
	const Tensor *x = k_in(k, 0);
	int64_t n;
	int has;
	int64_t *ax = axesof(k, 1, &n, &has);
	if (!x || !ax || !has)
		return k_fail(k, "needs data and axes");
	int32_t rank = x->rank + (int32_t)n;
	char *mark = NEWA(k->a, char, rank + 1);
	for (int64_t j = 0; j < n; j++) {
		int64_t a = k_axis(k, ax[j], rank);
		if (a < 0)
			return NULL;
		if (mark[a])
			return k_fail(k, "axis %lld repeated", (long long)ax[j]);
		mark[a] = 1;
	}
	int64_t *dims = NEWA(k->a, int64_t, rank + 1);
	for (int32_t j = 0, s = 0; j < rank; j++)
		dims[j] = mark[j] ? 1 : x->dims[s++];
	return k_reshaped(k, x, rank, dims);
}

Tensor *
k_squeeze(Kctx *k)
{
	const Tensor *x = k_in(k, 0);
	int64_t n;
	int has;
	int64_t *ax = axesof(k, 1, &n, &has);
	if (!x || !ax)
		return k_fail(k, "needs data and int64 axes");
	char *mark = NEWA(k->a, char, x->rank + 1);
	for (int32_t j = 0; j < x->rank; j++)
		mark[j] = !has && x->dims[j] == 1;
	for (int64_t j = 0; j < n; j++) {
		int64_t a = k_axis(k, ax[j], x->rank);
		if (a < 0)
			return NULL;
		if (x->dims[a] != 1)
			return k_fail(k, "dim %lld is %lld, not 1", (long long)a,
				(long long)x->dims[a]);
		mark[a] = 1;
	}
	int64_t *dims = NEWA(k->a, int64_t, x->rank + 1);
	int32_t rank = 0;
	for (int32_t j = 0; j < x->rank; j++)
		if (!mark[j])
			dims[rank++] = x->dims[j];
	return k_reshaped(k, x, rank, dims);
}

Tensor *
k_transpose(Kctx *k)
{
	const Tensor *x = k_in(k, 0);
	if (!x)
		return k_fail(k, "needs an input");
	const Attr *pa = k_attr(k, "perm");
	int64_t *perm = NEWA(k->a, int64_t, x->rank + 1);
	char *seen = NEWA(k->a, char, x->rank + 1);
	if (pa && pa->n != (uint32_t)x->rank)
		return k_fail(k, "perm has %u entries for rank %d", pa->n, x->rank);
	for (int32_t j = 0; j < x->rank; j++) {
		perm[j] = pa ? pa->ints[j] : x->rank - 1 - j;
		if (perm[j] < 0 || perm[j] >= x->rank || seen[perm[j]]++)
			return k_fail(k, "perm is not a permutation");
	}
	int64_t *dims = NEWA(k->a, int64_t, x->rank + 1);
	for (int32_t j = 0; j < x->rank; j++)
		dims[j] = x->dims[perm[j]];
	Tensor *r = rt_tensor(k->a, x->dtype, x->rank, dims);
	int64_t *xst = strides(k, x->dims, x->rank);
	for (int64_t i = 0; i < r->numel; i++) {
		int64_t rem = i, off = 0;
		for (int32_t j = x->rank - 1; j >= 0; j--) {
			off += (rem % dims[j]) * xst[perm[j]];
			rem /= dims[j];
		}
		copyel(r, i, x, off);
	}
	return r;
}

Tensor *
k_concat(Kctx *k)
{
	const Tensor *x = k_in(k, 0);
	if (!x || !k_attr(k, "axis"))
		return k_fail(k, "needs inputs and the attribute axis");
	int64_t ax = k_axis(k, k_attr_i(k, "axis", 0), x->rank);
	if (ax < 0)
		return NULL;
	int64_t *dims = NEWA(k->a, int64_t, x->rank + 1);
	memcpy(dims, x->dims, (size_t)x->rank * sizeof *dims);
	dims[ax] = 0;
	for (uint32_t i = 0; i < k->nin; i++) {
		const Tensor *t = k->in[i];
		if (!t || t->dtype != x->dtype || t->rank != x->rank)
			return k_fail(k, "input %u differs in dtype or rank", i);
		for (int32_t j = 0; j < x->rank; j++)
			if (j != ax && t->dims[j] != x->dims[j])
				return k_fail(k, "input %u differs in dim %d", i, j);
		dims[ax] += t->dims[ax];
	}
	Tensor *r = rt_tensor(k->a, x->dtype, x->rank, dims);
	int64_t outer = 1, inner = 1;
	for (int32_t j = 0; j < ax; j++)
		outer *= dims[j];
	for (int32_t j = (int32_t)ax + 1; j < x->rank; j++)
		inner *= dims[j];
	size_t es = dtype_size(x->dtype), row = (size_t)(dims[ax] * inner) * es, at = 0;
	for (uint32_t i = 0; i < k->nin; i++) {
		const Tensor *t = k->in[i];
		size_t len = (size_t)(t->dims[ax] * inner) * es;
		for (int64_t o = 0; o < outer && len; o++)
			memcpy((char *)r->data + (size_t)o * row + at,
				(const char *)t->data + (size_t)o * len, len);
		at += len;
	}
	return r;
}

static int64_t
clampi(int64_t v, int64_t lo, int64_t hi)
{
	return v < lo ? lo : v > hi ? hi : v;
}

/* is the slice of x one run of its bytes (the dims before some axis 1, those after it
 * whole, each read forward): a block of rows, as an LSTM's weight sliced by gate */
static int
onerun(const Tensor *x, const int64_t *dims, const int64_t *step)
{
	int32_t j = 0;
	while (j < x->rank && dims[j] == 1)
		j++;
	if (j < x->rank && dims[j] > 1 && step[j] != 1)
		return 0;
	for (j++; j < x->rank; j++)
		if (dims[j] != x->dims[j] || (dims[j] > 1 && step[j] != 1))
			return 0;
	return 1;
}

Tensor *
k_slice(Kctx *k)
{
	const Tensor *x = k_in(k, 0);
	if (!x)
		return k_fail(k, "needs an input");
	int64_t ns, ne, na, nst;
	int64_t *st, *en, *ax, *sp;
	if (k->nin >= 3) {                       /* opset 10 on: inputs */
		st = k_ints(k, k_in(k, 1), &ns);
		en = k_ints(k, k_in(k, 2), &ne);
		ax = k_in(k, 3) ? k_ints(k, k_in(k, 3), &na) : NULL;
		sp = k_in(k, 4) ? k_ints(k, k_in(k, 4), &nst) : NULL;
		if (!st || !en || (k_in(k, 3) && !ax) || (k_in(k, 4) && !sp))
			return k_fail(k, "starts, ends, axes and steps must be 1-d integers");
	} else {                                 /* opset 1: attributes */
		const Attr *as = k_attr(k, "starts"), *ae = k_attr(k, "ends"),
			*aa = k_attr(k, "axes");
		if (!as || !ae)
			return k_fail(k, "needs starts and ends");
		st = as->ints, ns = as->n, en = ae->ints, ne = ae->n;
		ax = aa ? aa->ints : NULL, na = aa ? aa->n : 0;
		sp = NULL;
	}
	if (ne != ns || (ax && na != ns) || (sp && nst != ns))
		return k_fail(k, "starts, ends, axes and steps differ in length");
	int64_t *lo = NEWA(k->a, int64_t, x->rank + 1), *step = NEWA(k->a, int64_t, x->rank + 1);
	int64_t *dims = NEWA(k->a, int64_t, x->rank + 1);
	char *seen = NEWA(k->a, char, x->rank + 1);
	for (int32_t j = 0; j < x->rank; j++)
		lo[j] = 0, step[j] = 1, dims[j] = x->dims[j];
	for (int64_t i = 0; i < ns; i++) {
		int64_t a = k_axis(k, ax ? ax[i] : i, x->rank);
		if (a < 0)
			return NULL;
		if (seen[a]++)
			return k_fail(k, "axis %lld repeated", (long long)a);
		int64_t d = x->dims[a], s = sp ? sp[i] : 1, b = st[i], e = en[i];
		if (s == 0)
			return k_fail(k, "step 0");
		if (b < 0)
			b = b < INT64_MIN + d ? 0 : b + d;
		if (e < 0)
			e = e < INT64_MIN + d ? -1 : e + d;
		/* ONNX's clamping: [0, d] going forward, [-1, d-1] going back */
		if (s > 0) {
			b = clampi(b, 0, d), e = clampi(e, 0, d);
			dims[a] = e > b ? (e - b - 1) / s + 1 : 0;
		} else {
			b = clampi(b, 0, d - 1), e = clampi(e, -1, d - 1);
			dims[a] = b > e ? (b - e - 1) / (-s) + 1 : 0;
		}
		lo[a] = b, step[a] = s;
	}
	int64_t *xst = strides(k, x->dims, x->rank);
	int64_t n = 1;
	for (int32_t j = 0; j < x->rank; j++)
		n *= dims[j];
	if (n > 0 && onerun(x, dims, step)) {   /* x's bytes from an offset, as Reshape's */
		int64_t off = 0;
		for (int32_t j = 0; j < x->rank; j++)
			off += lo[j] * xst[j];
		size_t by = (size_t)off * dtype_size(x->dtype);
		Tensor *r = k_reshaped(k, x, x->rank, dims);
		r->numel = n;
		r->data = (char *)x->data + by;
		if (x->filefd)
			r->fileoff = x->fileoff + by;
		return r;
	}
	Tensor *r = rt_tensor(k->a, x->dtype, x->rank, dims);
	for (int64_t i = 0; i < r->numel; i++) {
		int64_t rem = i, off = 0;
		for (int32_t j = x->rank - 1; j >= 0; j--) {
			off += (lo[j] + (rem % dims[j]) * step[j]) * xst[j];
			rem /= dims[j];
		}
		copyel(r, i, x, off);
	}
	return r;
}

Tensor *
k_gather(Kctx *k)
{
	const Tensor *x = k_in(k, 0), *ix = k_in(k, 1);
	if (!x || !ix || !(ix->dtype == DT_I64 || ix->dtype == DT_I32))
		return k_fail(k, "needs data and int32 or int64 indices");
	if (x->rank == 0)
		return k_fail(k, "data must have rank >= 1");
	int64_t ax = k_axis(k, k_attr_i(k, "axis", 0), x->rank);
	if (ax < 0)
		return NULL;
	int32_t rank = x->rank - 1 + ix->rank;
	int64_t *dims = NEWA(k->a, int64_t, rank + 1);
	int32_t n = 0;
	for (int32_t j = 0; j < ax; j++)
		dims[n++] = x->dims[j];
	for (int32_t j = 0; j < ix->rank; j++)
		dims[n++] = ix->dims[j];
	for (int32_t j = (int32_t)ax + 1; j < x->rank; j++)
		dims[n++] = x->dims[j];
	Tensor *r = rt_tensor(k->a, x->dtype, rank, dims);
	int64_t outer = 1, inner = 1, d = x->dims[ax];
	for (int32_t j = 0; j < ax; j++)
		outer *= x->dims[j];
	for (int32_t j = (int32_t)ax + 1; j < x->rank; j++)
		inner *= x->dims[j];
	size_t es = dtype_size(x->dtype), len = (size_t)inner * es;
	for (int64_t q = 0; q < ix->numel; q++) {
		int64_t v = rt_geti(ix, q);
		if (v < -d || v >= d)
			return k_fail(k, "index %lld is out of range for size %lld", (long long)v,
				(long long)d);
		if (v < 0)
			v += d;
		for (int64_t o = 0; o < outer && len; o++)
			memcpy((char *)r->data + ((size_t)(o * ix->numel + q)) * len,
				(const char *)x->data + ((size_t)(o * d + v)) * len, len);
	}
	return r;
}

Tensor *
k_expand(Kctx *k)
{
	const Tensor *x = k_in(k, 0), *s = k_in(k, 1);
	int64_t n;
	int64_t *want = k_ints(k, s, &n);
	if (!x || !want || s->rank != 1)
		return k_fail(k, "needs data and a 1-d int64 shape");
	int32_t rank = x->rank > n ? x->rank : (int32_t)n;
	int64_t *dims = NEWA(k->a, int64_t, rank + 1);
	if (k_bcast(k, x->dims, x->rank, want, (int32_t)n, dims) < 0)
		return NULL;
	Tensor *r = rt_tensor(k->a, x->dtype, rank, dims);
	for (int64_t i = 0; i < r->numel; i++)
		copyel(r, i, x, k_bcoff(dims, rank, x->dims, x->rank, i));
	return r;
}

Tensor *
k_tile(Kctx *k)
{
	const Tensor *x = k_in(k, 0);
	int64_t n;
	int64_t *rep = k_ints(k, k_in(k, 1), &n);
	if (!x || !rep || n != x->rank)
		return k_fail(k, "needs data and as many repeats as its rank");
	int64_t *dims = NEWA(k->a, int64_t, x->rank + 1);
	for (int32_t j = 0; j < x->rank; j++) {
		if (rep[j] < 0)
			return k_fail(k, "repeats must not be negative");
		dims[j] = x->dims[j] * rep[j];
	}
	Tensor *r = rt_tensor(k->a, x->dtype, x->rank, dims);
	int64_t *xst = strides(k, x->dims, x->rank);
	for (int64_t i = 0; i < r->numel; i++) {
		int64_t rem = i, off = 0;
		for (int32_t j = x->rank - 1; j >= 0; j--) {
			off += ((rem % dims[j]) % x->dims[j]) * xst[j];
			rem /= dims[j];
		}
		copyel(r, i, x, off);
	}
	return r;
}

Tensor *
k_range(Kctx *k)
{
	const Tensor *s = k_in(k, 0), *l = k_in(k, 1), *d = k_in(k, 2);
	if (!s || !l || !d || s->numel != 1 || l->numel != 1 || d->numel != 1
	    || s->dtype != l->dtype || s->dtype != d->dtype)
		return k_fail(k, "needs three scalars of one dtype");
	DType dt = s->dtype;
	if (!(dtype_isfloat(dt) || dt == DT_I64 || dt == DT_I32 || dt == DT_I16))
		return k_unsupported(k, "dtype %s", dtype_name(dt));
	int64_t n;
	if (dtype_isint(dt)) {
		int64_t a = rt_geti(s, 0), b = rt_geti(l, 0), st = rt_geti(d, 0);
		if (st == 0)
			return k_fail(k, "delta is 0");
		/* ceil((b - a) / st), exactly, in 128 bits (b - a may pass int64) */
		__int128 diff = (__int128)b - a, q = diff / st;
		if (q * st != diff && ((diff < 0) == (st < 0)))
			q++;
		n = q > 0 ? (int64_t)q : 0;
	} else {
		double a = rt_getf(s, 0), b = rt_getf(l, 0), st = rt_getf(d, 0);
		double c = ceil((b - a) / st);
		if (!(c < 0x1p40))
			return k_fail(k, "the range is too long or not finite");
		n = c > 0 ? (int64_t)c : 0;
	}
	Tensor *r = rt_tensor(k->a, dt, 1, &n);
	/* start, start + delta, ...: each step added in the dtype, as ONNX's loop does */
	if (dtype_isint(dt)) {
		int64_t v = rt_geti(s, 0), st = rt_geti(d, 0);
		for (int64_t i = 0; i < n; i++, v = (int64_t)((uint64_t)v + (uint64_t)st))
			rt_seti(r, i, v);
	} else {
		double v = rt_getf(s, 0), st = rt_getf(d, 0);
		for (int64_t i = 0; i < n; i++) {
			rt_setf(r, i, v);
			v = rt_getf(r, i) + st;
		}
	}
	return r;
}

Tensor *
k_constantofshape(Kctx *k)
{
	int64_t n;
	const Tensor *s = k_in(k, 0);
	int64_t *dims = k_ints(k, s, &n);
	if (!dims || s->rank != 1)
		return k_fail(k, "needs a 1-d int64 shape");
	for (int64_t j = 0; j < n; j++)
		if (dims[j] < 0)
			return k_fail(k, "negative dim %lld", (long long)dims[j]);
	const Attr *v = k_attr(k, "value");
	if (v && (v->kind != A_TENSOR || v->t->numel != 1))
		return k_fail(k, "value must be a one-element tensor");
	Tensor *r = rt_tensor(k->a, v ? v->t->dtype : DT_F32, (int32_t)n, dims);
	for (int64_t i = 0; v && i < r->numel; i++)
		copyel(r, i, v->t, 0);
	return r;
}

Tensor *
k_trilu(Kctx *k)
{
	const Tensor *x = k_in(k, 0), *kt = k_in(k, 1);
	if (!x || x->rank < 2)
		return k_fail(k, "needs an input of rank >= 2");
	int64_t diag = 0;
	if (kt) {
		if (kt->numel != 1 || kt->dtype != DT_I64)
			return k_fail(k, "k must be one int64");
		diag = rt_geti(kt, 0);
	}
	int upper = (int)k_attr_i(k, "upper", 1);
	Tensor *r = rt_tensor(k->a, x->dtype, x->rank, x->dims);
	int64_t rows = x->dims[x->rank - 2], cols = x->dims[x->rank - 1];
	for (int64_t i = 0; i < r->numel; i++) {
		int64_t c = i % cols, row = (i / cols) % rows;
		/* kept: j - i >= k above the diagonal, j - i <= k below (with k far out of range
		 * keeping all or none) */
		int keep = upper ? c - row >= diag : c - row <= diag;
		if (keep)
			copyel(r, i, x, i);
	}
	return r;
}
