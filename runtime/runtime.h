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
	int filefd;       /* a mapped weight: its file's descriptor + 1 (0: none) and ... */
	uint64_t fileoff; /* ... the offset of data in it, for a copy in the kernel (emit.c) */
	int mapped;       /* data lies in a read-only mapping of a file (a weight: the --weights
	                   * file, safetensors.c): emission and CSE, having read a range of it,
	                   * give its pages back (rt_tensor_release), so that peak memory does not
	                   * grow with the weights' size */
	uint64_t hash;    /* rt_tensor_hash of the bytes once computed; 0 = not yet */
};

/* tensor.c */
Tensor *rt_tensor(Arena *a, DType dt, int32_t rank, const int64_t *dims); /* zero-filled */
Tensor *rt_scalar_i64(Arena *a, int64_t v);   /* 0-d */
Tensor *rt_scalar_f64(Arena *a, double v);
Tensor *rt_vec_i64(Arena *a, const int64_t *v, int64_t n); /* 1-d */
size_t rt_tensor_nbytes(const Tensor *t);
uint64_t rt_tensor_hash(Tensor *t);  /* of its bytes, dtype and dims; computed once */
int rt_tensor_equal(Tensor *a, Tensor *b); /* same dtype, dims and bytes */
void rt_tensor_release(const Tensor *t, size_t off, size_t n); /* bytes [off, off+n) of a
				     * mapped tensor read: their pages are given back */

#endif
