/* kernels_kit.h: what the kernel files share (private to runtime/kernels*.c) */
#ifndef SCRIPTC_KERNELS_KIT_H
#define SCRIPTC_KERNELS_KIT_H

#include <stdio.h>
#include <string.h>
#include "kernels.h"

typedef struct {
	Arena *a;
	const char *op;
	Tensor *const *in;
	uint32_t nin;
	const Attr *at;
	char *err;
	size_t errlen;
} Kctx;

typedef Tensor *(*KernelFn)(Kctx *k);

/* a message, then NULL */
Tensor *k_fail(Kctx *k, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
#define k_unsupported(k, ...) k_fail(k, RT_UNSUPPORTED " " __VA_ARGS__)

/* input i, or NULL when omitted (past nin or a NULL entry) */
const Tensor *k_in(const Kctx *k, uint32_t i);
const Attr *k_attr(const Kctx *k, const char *name);
int64_t k_attr_i(const Kctx *k, const char *name, int64_t def);
double k_attr_f(const Kctx *k, const char *name, double def);

/* a 0-d or 1-d integer tensor's values into a fresh array (n set); NULL if not integer */
int64_t *k_ints(Kctx *k, const Tensor *t, int64_t *n);
/* an axis in [-rank, rank) made non-negative; -1 (message set) when out of range */
int64_t k_axis(Kctx *k, int64_t axis, int32_t rank);
/* the broadcast of two shapes into out (rank max(ra, rb)); -1 (message set) if they do not */
int k_bcast(Kctx *k, const int64_t *da, int32_t ra, const int64_t *db, int32_t rb,
	int64_t *out);
/* the offset in a tensor of dims d (rank r, right-aligned in orank) of output element i of
 * dims od (rank orank), broadcasting size-1 dims */
int64_t k_bcoff(const int64_t *od, int32_t orank, const int64_t *d, int32_t r, int64_t i);
/* an incremental walk of a broadcast: t's strides along the output's dims (0 where t is
 * broadcast), and the step to the next output element of n offsets (idx: the output
 * coordinates, zero at the start) */
int64_t *k_bcstrides(Kctx *k, const int64_t *od, int32_t orank, const Tensor *t);
void k_bcnext(const int64_t *od, int32_t orank, int64_t *idx, int64_t *const *st, int64_t *off,
	int n);
/* a tensor like t with new dims (same bytes) */
Tensor *k_reshaped(Kctx *k, const Tensor *t, int32_t rank, const int64_t *dims);

/* the kernels by file */
Tensor *k_cast(Kctx *k);
Tensor *k_unary(Kctx *k);
Tensor *k_binary(Kctx *k);
Tensor *k_variadic(Kctx *k);
Tensor *k_where(Kctx *k);
Tensor *k_identity(Kctx *k);
/* kernels_shape.c */
Tensor *k_reshape(Kctx *k);
Tensor *k_unsqueeze(Kctx *k);
Tensor *k_squeeze(Kctx *k);
Tensor *k_transpose(Kctx *k);
Tensor *k_concat(Kctx *k);
Tensor *k_slice(Kctx *k);
Tensor *k_gather(Kctx *k);
Tensor *k_expand(Kctx *k);
Tensor *k_tile(Kctx *k);
Tensor *k_range(Kctx *k);
Tensor *k_constantofshape(Kctx *k);
Tensor *k_trilu(Kctx *k);
/* kernels_reduce.c */
Tensor *k_matmul(Kctx *k);
Tensor *k_reduce(Kctx *k);
Tensor *k_cumsum(Kctx *k);

#endif
