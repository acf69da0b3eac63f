/* Tensor constructors.  Tensors live in the compilation arena like the IR. */
#include <string.h>
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
