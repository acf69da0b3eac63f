/* safetensors.h: a weights file in the safetensors format, memory-mapped and validated
 * (safetensors.c), and the match of its tensors against the parameters and buffers a model
 * declares (weights_match.c).  The format (huggingface/safetensors, README and
 * safetensors/src/tensor.rs, which we follow check by check):
 *   8 bytes    N, little-endian u64: the header's length, at most 100,000,000
 *   N bytes    a JSON object: {"NAME": {"dtype": "F32", "shape": [2, 3],
 *              "data_offsets": [BEGIN, END]}, ..., "__metadata__": {"k": "v"}}
 *   the rest   the tensors' bytes; offsets are relative to the first byte after the header,
 *              and the tensors, sorted by offsets, cover it exactly: no gap, no overlap,
 *              nothing after the last (the reference's validate() and deserialize()).
 * The bytes are never read through the heap: a tensor's `data` points into the mapping. */
#ifndef SCRIPTC_SAFETENSORS_H
#define SCRIPTC_SAFETENSORS_H

#include "../ir/ir.h"

/* the format's own limit on the header (tensor.rs: MAX_HEADER_SIZE) */
#define ST_MAXHEADER 100000000ull

typedef struct {
	const char *name;      /* the state_dict key (UTF-8, as the header spells it) */
	DType dtype;
	const char *stdtype;   /* the file's spelling: "F32" */
	int32_t rank;
	const int64_t *dims;   /* rank entries */
	const uint8_t *data;   /* its bytes, in the mapping (not aligned: the header's length
	                        * need not be a multiple of 8) */
	uint64_t nbytes;       /* numel * itemsize */
	uint64_t begin;        /* data_offsets[0], from the end of the header */
} StTensor;

typedef struct Weights {
	const char *path;      /* as the user gave it: every error names it */
	uint32_t file;         /* its index in the diagnostics' file table */
	StTensor *t;           /* sorted by offsets (then name): the file's order */
	uint32_t n;
	uint32_t nmeta;        /* __metadata__'s entries (accepted, unused) */
	void *map;             /* the mapping, or NULL (a buffer the caller owns) */
	int fdp1;              /* the file, open while mapped: its descriptor + 1 (0: none), for
	                        * copying weights into the model in the kernel (emit.c) */
	size_t maplen;
} Weights;

/* safetensors.c.  Errors are reported `PATH: error: MESSAGE` through d, naming the tensor
 * where there is one; they return -1 and leave nothing mapped.  The tensors' records live
 * in a; the parsed JSON in scratch (which may be a), garbage once these return. */
int rt_weights_open(Arena *a, Arena *scratch, Diag *d, const char *path, Weights *w);
int rt_weights_parse(Arena *a, Arena *scratch, Diag *d, const char *path, const uint8_t *buf,
	size_t len, Weights *w);
void rt_weights_close(Weights *w);
/* t as the IR's Tensor of a weight (ir_weight): its data where it lies in the mapping, never
 * copied, and marked mapped when w is a mapping (not a buffer the caller owns), so that
 * emission gives its pages back once written.  Valid until rt_weights_close. */
Tensor *rt_weights_tensor(Arena *a, const Weights *w, const StTensor *t);
char *rt_weights_quote(Arena *a, const char *s); /* 'name', control and non-UTF-8 bytes escaped */

/* weights_match.c: what the model expects of one key */
typedef struct {
	const char *name;      /* state_dict key: "layer1.0.conv1.weight" */
	DType dtype;
	int32_t rank;
	const int64_t *dims;
	SrcLoc at;             /* the `self.` line that declared it */
} WParam;

/* Every missing key, unexpected key, shape and dtype mismatch in one error (then a note at
 * each declaring line); 0 when all match, and found[i] (if found is not NULL) is the file's
 * tensor for want[i]. */
int rt_weights_match(Arena *a, Diag *d, const Weights *w, const WParam *want, uint32_t n,
	const StTensor **found);

#endif
