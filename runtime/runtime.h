/* runtime.h: flat CPU tensors.  Constant tensors in the IR (onnx::Constant values,
 * initializers) are Tensors; later the interpreter and kernels of ONNX operators live here. */
#ifndef SCRIPTC_RUNTIME_H
#define SCRIPTC_RUNTIME_H

#include "../ir/ir.h"

/* A tensor whose bytes are computed when they are read (recipe.c): one kernel of
 * kernels.c over input tensors, which may be such tensors themselves.  The first bytes of the
 * result are kept, for what hashes a tensor by them (CSE). */
#define RT_HEAD 64
typedef struct {
	const char *op;     /* the ONNX operator, as rt_kernel names it */
	Tensor **in;        /* nin of them (a Concat's pieces, a Slice's four): NULL entries
	                     * are omitted optional inputs */
	uint32_t nin;
	const Attr *at;
	uint8_t head[RT_HEAD];
} Recipe;

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
	const Recipe *recipe; /* data NULL: the bytes are computed when read (recipe.c: a
	                   * folded weight is not kept in memory from -O2's folding to its
	                   * emission); its result may have other dims of the same numel */
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
const uint8_t *rt_tensor_head(const Tensor *t); /* its first min(RT_HEAD, nbytes) bytes */

/* recipe.c: tensors computed when read.  rt_lazy makes one from r, the kernel's result
 * computed once now (its dtype, dims and first bytes are kept, its bytes are not);
 * in[] and at must live as long as a.  rt_tensor_bytes gives t's bytes: its own, or
 * computed into tmp (inputs that are lazy too computed there first; the pages of mapped
 * inputs given back once read).  rt_tensor_fix computes them into a for good, for the rare
 * reader that keeps them. */
int rt_islazy(const Tensor *t);
Tensor *rt_lazy(Arena *a, Tensor *r, const char *op, Tensor *const *in, uint32_t nin,
	const Attr *at);
const void *rt_tensor_bytes(const Tensor *t, Arena *tmp);
Tensor *rt_materialized(const Tensor *t, Arena *tmp); /* t, or a copy of its header with
						       * its bytes computed into tmp */
void rt_tensor_fix(Tensor *t, Arena *a);

#endif
