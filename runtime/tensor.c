/* Tensor constructors.  Tensors live in the compilation arena like the IR. */
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include "runtime.h"

Tensor *
rt_tensor(Arena *a, DType dt, int32_t rank, const int64_t *dims)
{
	Tensor *t = NEW(a, Tensor);
	t->dtype = dt;
	t->rank = rank;
	t->dims = NEWA(a, int64_t, rank ? rank : 1);
	t->numel = 1;
	for (int32_t i = 0; i < rank; i++) {
		t->dims[i] = dims[i];
		t->numel *= dims[i];
	}
	t->data = arena_alloc(a, (size_t)t->numel * dtype_size(dt) + 1);
	return t;
}

Tensor *
rt_scalar_i64(Arena *a, int64_t v)
{
	Tensor *t = rt_tensor(a, DT_I64, 0, NULL);
	memcpy(t->data, &v, sizeof v);
	return t;
}

Tensor *
rt_scalar_f64(Arena *a, double v)
{
	Tensor *t = rt_tensor(a, DT_F64, 0, NULL);
	memcpy(t->data, &v, sizeof v);
	return t;
}

Tensor *
rt_vec_i64(Arena *a, const int64_t *v, int64_t n)
{
	Tensor *t = rt_tensor(a, DT_I64, 1, &n);
	if (n)
		memcpy(t->data, v, (size_t)n * sizeof *v);
	return t;
}

size_t
rt_tensor_nbytes(const Tensor *t)
{
	return (size_t)t->numel * dtype_size(t->dtype);
}

/* A mapped file's pages that were read count in the process's resident set until they are
 * unmapped or given back: writing 500 MB of weights from the mapping took the peak RSS to
 * 500 MB more.  MADV_DONTNEED on a read-only private file mapping drops the pages from our
 * page tables only (the file and the page cache keep the bytes; a later read faults them in
 * again).  The range is widened to whole pages: a neighbour sharing a page loses nothing. */
void
rt_tensor_release(const Tensor *t, size_t off, size_t n)
{
	if (!t->mapped || !n)
		return;
	uintptr_t pg = (uintptr_t)sysconf(_SC_PAGESIZE);
	uintptr_t lo = ((uintptr_t)t->data + off) & ~(pg - 1);
	uintptr_t hi = ((uintptr_t)t->data + off + n + pg - 1) & ~(pg - 1);
	madvise((void *)lo, hi - lo, MADV_DONTNEED);
}

const uint8_t *
rt_tensor_head(const Tensor *t)
{
	return rt_islazy(t) ? t->recipe->head : t->data;
}

/* 64-bit FNV-1a over 8-byte words, then mixed: one read of the bytes, in pieces of 4 MB
 * that are given back as they are hashed when the tensor is mapped */
uint64_t
rt_tensor_hash(Tensor *t)
{
	if (t->hash)
		return t->hash;
	if (rt_islazy(t)) {   /* its bytes computed for this, and given back */
		Arena *tmp = arena_new();
		uint64_t h = rt_tensor_hash(rt_materialized(t, tmp));
		arena_free(tmp);
		return t->hash = h;
	}
	uint64_t h = 14695981039346656037ull ^ (uint64_t)t->dtype;
	for (int32_t i = 0; i < t->rank; i++)
		h = (h ^ (uint64_t)t->dims[i]) * 1099511628211ull;
	const uint8_t *p = t->data;
	size_t n = rt_tensor_nbytes(t), step = (size_t)4 << 20;
	for (size_t off = 0; off < n; off += step) {
		size_t m = n - off < step ? n - off : step, i = 0;
		for (; i + 8 <= m; i += 8) {
			uint64_t w;
			memcpy(&w, p + off + i, 8);
			h = (h ^ w) * 1099511628211ull;
		}
		for (; i < m; i++)
			h = (h ^ p[off + i]) * 1099511628211ull;
		rt_tensor_release(t, off, m);
	}
	h ^= h >> 33;
	h *= 0xff51afd7ed558ccdull;
	h ^= h >> 33;
	return t->hash = h ? h : 1;
}

/* equal dtype, dims and bytes.  A big tensor is compared by its hash first (computed once a
 * tensor), so two that differ are read once each, however many times they are compared;
 * equal hashes are confirmed byte by byte, never trusted. */
int
rt_tensor_equal(Tensor *a, Tensor *b)
{
	if (a == b)
		return 1;
	if (a->dtype != b->dtype || a->rank != b->rank || a->numel != b->numel)
		return 0;
	for (int32_t i = 0; i < a->rank; i++)
		if (a->dims[i] != b->dims[i])
			return 0;
	size_t n = rt_tensor_nbytes(a);
	if (n > 4096 && rt_tensor_hash(a) != rt_tensor_hash(b))
		return 0;
	if (rt_islazy(a) || rt_islazy(b)) {   /* equal hashes: the bytes, computed for this */
		Arena *tmp = arena_new();
		int eq = rt_tensor_equal(rt_materialized(a, tmp), rt_materialized(b, tmp));
		arena_free(tmp);
		return eq;
	}
	size_t step = (size_t)4 << 20;
	for (size_t off = 0; off < n; off += step) {
		size_t m = n - off < step ? n - off : step;
		int d = memcmp((const char *)a->data + off, (const char *)b->data + off, m);
		rt_tensor_release(a, off, m);
		rt_tensor_release(b, off, m);
		if (d)
			return 0;
	}
	return 1;
}
