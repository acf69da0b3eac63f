/* kernels_reduce.c: the kernels that sum over elements: MatMul (numpy's matmul: 1-d
 * operands promoted, batch dims broadcast), ReduceSum/Mean/Max/Min/Prod (axes as an input
 * from opset 13 or 18, as an attribute before), CumSum.  Floats accumulate in double and
 * round once (CumSum rounds each partial sum to the dtype, as its definition's loop does);
 * integers wrap. */
#include <math.h>
#include <stdint.h>
#include "kernels_kit.h"

static int
numeric(DType dt)
{
	return dtype_isfloat(dt) || dtype_isint(dt);
}

Tensor *
k_matmul(Kctx *k)
{
	const Tensor *x = k_in(k, 0), *y = k_in(k, 1);
	if (!x || !y || x->rank == 0 || y->rank == 0)
		return k_fail(k, "needs two inputs of rank >= 1");
	if (x->dtype != y->dtype || !numeric(x->dtype))
		return k_unsupported(k, "dtypes %s and %s", dtype_name(x->dtype),
			dtype_name(y->dtype));
	/* 1-d operands as [1, K] and [K, 1], their added dim dropped from the result */
	int32_t ra = x->rank < 2 ? 2 : x->rank, rb = y->rank < 2 ? 2 : y->rank;
	int64_t *da = NEWA(k->a, int64_t, ra), *db = NEWA(k->a, int64_t, rb);
	if (x->rank == 1)
		da[0] = 1, da[1] = x->dims[0];
	else
		memcpy(da, x->dims, (size_t)ra * sizeof *da);
	if (y->rank == 1)
		db[0] = y->dims[0], db[1] = 1;
	else
		memcpy(db, y->dims, (size_t)rb * sizeof *db);
	int64_t M = da[ra - 2], K = da[ra - 1], N = db[rb - 1];
	if (db[rb - 2] != K)
		return k_fail(k, "inner dims differ (%lld and %lld)", (long long)K,
			(long long)db[rb - 2]);
	int32_t bra = ra - 2, brb = rb - 2, br = bra > brb ? bra : brb;
	int64_t *bd = NEWA(k->a, int64_t, br + 1);
	if (k_bcast(k, da, bra, db, brb, bd) < 0)
		return NULL;
	int64_t nb = 1;
	for (int32_t j = 0; j < br; j++)
		nb *= bd[j];
	int64_t *od = NEWA(k->a, int64_t, br + 2);
	int32_t orank = br;
	memcpy(od, bd, (size_t)br * sizeof *od);
	if (x->rank > 1)
		od[orank++] = M;
	if (y->rank > 1)
		od[orank++] = N;
	Tensor *r = rt_tensor(k->a, x->dtype, orank, od);
	int isf = dtype_isfloat(x->dtype);
	for (int64_t b = 0; b < nb; b++) {
		int64_t oa = k_bcoff(bd, br, da, bra, b) * M * K;
		int64_t ob = k_bcoff(bd, br, db, brb, b) * K * N;
		for (int64_t i = 0; i < M; i++)
			for (int64_t j = 0; j < N; j++) {
				int64_t o = (b * M + i) * N + j;
				if (isf) {
					double s = 0;
					for (int64_t q = 0; q < K; q++)
						s += rt_getf(x, oa + i * K + q) * rt_getf(y, ob + q * N + j);
					rt_setf(r, o, s);
				} else {
					uint64_t s = 0;
					for (int64_t q = 0; q < K; q++)
						s += (uint64_t)rt_geti(x, oa + i * K + q)
							* (uint64_t)rt_geti(y, ob + q * N + j);
					rt_seti(r, o, (int64_t)s);
				}
			}
	}
	return r;
}

typedef enum { R_SUM, R_MEAN, R_MAX, R_MIN, R_PROD } Reduce;

Tensor *
k_reduce(Kctx *k)
{
	static const char *const names[] = { "ReduceSum", "ReduceMean", "ReduceMax", "ReduceMin",
		"ReduceProd" };
	Reduce op = 0;
	while (strcmp(names[op], k->op) != 0)
		op++;
	const Tensor *x = k_in(k, 0);
	if (!x)
		return k_fail(k, "needs an input");
	if (!numeric(x->dtype))
		return k_unsupported(k, "dtype %s", dtype_name(x->dtype));
	int64_t n = 0, *ax = NULL;
	const Attr *aa = k_attr(k, "axes");
	if (k_in(k, 1)) {
		ax = k_ints(k, k_in(k, 1), &n);
		if (!ax)
			return k_fail(k, "axes must be 1-d int64");
	} else if (aa) {
		ax = aa->ints, n = aa->n;
	}
	int keep = (int)k_attr_i(k, "keepdims", 1);
	char *red = NEWA(k->a, char, x->rank + 1);
	if (n == 0 && k_attr_i(k, "noop_with_empty_axes", 0))
		return k_reshaped(k, x, x->rank, x->dims);
	for (int32_t j = 0; j < x->rank; j++)
		red[j] = n == 0;
	for (int64_t i = 0; i < n; i++) {
		int64_t a = k_axis(k, ax[i], x->rank);
		if (a < 0)
			return NULL;
		red[a] = 1;
	}
	int64_t *od = NEWA(k->a, int64_t, x->rank + 1), *kd = NEWA(k->a, int64_t, x->rank + 1);
	int32_t orank = 0;
	int64_t count = 1;
	for (int32_t j = 0; j < x->rank; j++) {
		kd[j] = red[j] ? 1 : x->dims[j];
		if (red[j])
			count *= x->dims[j];
		if (!red[j] || keep)
			od[orank++] = kd[j];
	}
	int isf = dtype_isfloat(x->dtype);
	if (count == 0 && (op == R_MAX || op == R_MIN) && !isf)
		return k_unsupported(k, "empty integer reduction");
	if (count == 0 && op == R_MEAN && !isf)
		return k_fail(k, "the mean of no integers");
	Tensor *r = rt_tensor(k->a, x->dtype, orank, od);
	double *fs = NEWA(k->a, double, r->numel + 1);
	int64_t *is = NEWA(k->a, int64_t, r->numel + 1);
	for (int64_t o = 0; o < r->numel; o++) {
		fs[o] = op == R_PROD ? 1 : op == R_MAX ? -INFINITY : op == R_MIN ? INFINITY : 0;
		is[o] = op == R_PROD ? 1 : op == R_MAX ? INT64_MIN : op == R_MIN ? INT64_MAX : 0;
	}
	for (int64_t i = 0; i < x->numel; i++) {
		/* the output element: i's coordinates with the reduced ones at 0 */
		int64_t rem = i, o = 0, st = 1;
		for (int32_t j = x->rank - 1; j >= 0; j--) {
			int64_t q = rem % x->dims[j];
			rem /= x->dims[j];
			if (!red[j])
				o += q * st;
			st *= kd[j];
		}
		if (isf) {
			double v = rt_getf(x, i), *acc = &fs[o];
			switch (op) {
			case R_SUM: case R_MEAN: *acc += v; break;
			case R_PROD: *acc *= v; break;
			case R_MAX: *acc = isnan(v) || isnan(*acc) ? NAN : v > *acc ? v : *acc; break;
			case R_MIN: *acc = isnan(v) || isnan(*acc) ? NAN : v < *acc ? v : *acc; break;
			}
		} else {
			int64_t v = rt_geti(x, i), *acc = &is[o];
			switch (op) {
			case R_SUM: case R_MEAN: *acc = (int64_t)((uint64_t)*acc + (uint64_t)v); break;
			case R_PROD: *acc = (int64_t)((uint64_t)*acc * (uint64_t)v); break;
			case R_MAX: *acc = v > *acc ? v : *acc; break;
			case R_MIN: *acc = v < *acc ? v : *acc; break;
			}
		}
	}
	for (int64_t o = 0; o < r->numel; o++) {
		if (isf)
			rt_setf(r, o, op == R_MEAN ? fs[o] / (double)count : fs[o]);
		else   /* the integer mean truncates, as ORT's division does */
			rt_seti(r, o, op == R_MEAN ? is[o] / count : is[o]);
	}
	return r;
}

Tensor *
k_cumsum(Kctx *k)
{
	const Tensor *x = k_in(k, 0), *at = k_in(k, 1);
	if (!x || !at || at->numel != 1 || !(at->dtype == DT_I64 || at->dtype == DT_I32))
		return k_fail(k, "needs an input and a one-element integer axis");
	if (!numeric(x->dtype))
		return k_unsupported(k, "dtype %s", dtype_name(x->dtype));
	if (x->rank == 0)
		return k_fail(k, "needs an input of rank >= 1");
	int64_t ax = k_axis(k, rt_geti(at, 0), x->rank);
	if (ax < 0)
		return NULL;
	int excl = (int)k_attr_i(k, "exclusive", 0), rev = (int)k_attr_i(k, "reverse", 0);
	Tensor *r = rt_tensor(k->a, x->dtype, x->rank, x->dims);
	Tensor *acc = rt_tensor(k->a, x->dtype, 0, NULL);   /* the running sum, in the dtype */
	int64_t d = x->dims[ax], inner = 1, outer = 1;
	for (int32_t j = 0; j < ax; j++)
		outer *= x->dims[j];
	for (int32_t j = (int32_t)ax + 1; j < x->rank; j++)
		inner *= x->dims[j];
	int isf = dtype_isfloat(x->dtype);
	for (int64_t o = 0; o < outer; o++)
		for (int64_t in = 0; in < inner; in++) {
			rt_seti(acc, 0, 0);
			for (int64_t s = 0; s < d; s++) {
				int64_t p = rev ? d - 1 - s : s, i = (o * d + p) * inner + in;
				if (excl)
					memcpy((char *)r->data + (size_t)i * dtype_size(x->dtype),
						acc->data, dtype_size(x->dtype));
				if (isf)
					rt_setf(acc, 0, rt_getf(acc, 0) + rt_getf(x, i));
				else
					rt_seti(acc, 0, (int64_t)((uint64_t)rt_geti(acc, 0)
						+ (uint64_t)rt_geti(x, i)));
				if (!excl)
					memcpy((char *)r->data + (size_t)i * dtype_size(x->dtype),
						acc->data, dtype_size(x->dtype));
			}
		}
	return r;
}
