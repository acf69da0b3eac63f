/* kernels.h: ONNX operators computed on CPU Tensors (runtime.h), with ONNX's semantics:
 * numpy broadcasting, integer Div truncating and Mod by its fmod attribute, Cast as ONNX
 * Runtime casts (float to integer truncates toward zero), float16 and bfloat16 computed
 * through float and rounded to nearest even.  Used at compile time to fold constant
 * subgraphs over weights (passes/foldweights.c); each kernel is tested on ONNX's own
 * backend node test data (tests/unit/kernels_test.c).
 *
 * The attributes are the IR's own list (ir.h: Attr, named by ONNX's attribute names), so an
 * onnx:: node passes n->attr as it is.  An omitted optional input is a NULL entry of in[].
 * The result lives in a; so do scratch arrays.  Reshape, Squeeze, Unsqueeze and Identity
 * return a Tensor that shares its input's bytes (a weight's stay in the mapping), and so does
 * a Slice that is one run of its input's bytes (rows of a weight; its data and fileoff
 * advanced to the run): a result is never written to.  Inputs may point into an mmap and be
 * unaligned: every element is read and written with memcpy.
 * NULL and a message in err when the kernel cannot compute: a message beginning with
 * "unsupported" means the operator, dtype or attribute combination is not implemented (the
 * caller leaves the node alone); any other message means the inputs are wrong for ONNX
 * (shapes that do not broadcast, an index out of range). */
#ifndef SCRIPTC_KERNELS_H
#define SCRIPTC_KERNELS_H

#include <stddef.h>
#include "runtime.h"

Tensor *rt_kernel(Arena *a, const char *op, Tensor *const *in, uint32_t nin, const Attr *at,
	char *err, size_t errlen);
int rt_kernel_known(const char *op);   /* is there a kernel of this ONNX operator */
#define RT_UNSUPPORTED "unsupported"

/* one element, as double or as int64 (bool: 0/1; floats to int64 truncated), at index i */
double rt_getf(const Tensor *t, int64_t i);
int64_t rt_geti(const Tensor *t, int64_t i);
void rt_setf(Tensor *t, int64_t i, double v);   /* rounded to t's dtype (nearest even) */
void rt_seti(Tensor *t, int64_t i, int64_t v);  /* integers wrap as two's complement */

/* IEEE half and bfloat16, round to nearest even (NaN stays NaN) */
float rt_half_to_float(uint16_t h);
uint16_t rt_double_to_half(double v);
float rt_bf16_to_float(uint16_t h);
uint16_t rt_float_to_bf16(float v);

#endif
