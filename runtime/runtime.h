/* runtime.h: flat CPU tensors.  Constant tensors in the IR (onnx::Constant values,
 * initializers) are Tensors; later the interpreter and kernels of ONNX operators live here. */
#ifndef SCRIPTC_RUNTIME_H
#define SCRIPTC_RUNTIME_H

#include "../ir/ir.h"

struct Tensor {
	DType dtype;
	int32_t rank;
	int64_t *dims;    /* rank entries, all known */
	int64_t numel;
	void *data;       /* numel * dtype_size(dtype) bytes, row-major; may point into an mmap */
};

/* tensor.c */
Tensor *rt_tensor(Arena *a, DType dt, int32_t rank, const int64_t *dims); /* zero-filled */
Tensor *rt_scalar_i64(Arena *a, int64_t v);   /* 0-d */
Tensor *rt_scalar_f64(Arena *a, double v);
Tensor *rt_vec_i64(Arena *a, const int64_t *v, int64_t n); /* 1-d */

#endif
