/* fuzz.h: what the libFuzzer harnesses of tests/fuzz share (README.md there says how to run
 * them).  Three binaries are built from these files:
 *   fuzz_compile  fuzz_compile.c + pipeline.c              bytes -> the whole pipeline
 *   fuzz_tokens   fuzz_compile.c + pipeline.c + tokmut.c   the same, token-level mutations
 *   fuzz_cli      fuzz_cli.c + pipeline.c + tokmut.c        options and script -> the pipeline */
#ifndef SCRIPTC_FUZZ_H
#define SCRIPTC_FUZZ_H

#include <stddef.h>
#include <stdint.h>
#include "driver.h"

/* pipeline.c: what main.c's compile() does, with the output in a private temporary
 * directory.  A broken contract (a model left behind by a failed compile, a failure without
 * a diagnostic, a model that protobuf-c cannot read back) is reported and abort()s, so
 * libFuzzer saves the input as a crash. */
typedef struct {
	const char *entry;      /* --entry, or NULL */
	InputSpec *inputs;      /* --input specs */
	uint32_t ninput;
	const char *dumpafter;  /* --dump-after, or NULL */
	int level, opset;       /* -O, --opset */
	int dumpir, verify;     /* --dump-ir; ir_verify after each pass (not --no-verify) */
	const char *weights;    /* --weights FILE, or NULL */
	int external_data;      /* --external-data (the data file beside the model) */
	int poolnan;            /* --pool-nan */
} FzOpts;

void fz_init(void);         /* once: tables, stdout to /dev/null, the temporary directory */
void fz_defaults(FzOpts *o); /* main.c's defaults, with the verifier on */
void fz_compile(const char *src, size_t len, const FzOpts *o);

/* tokmut.c: token-level mutation of a script, in place; returns the new size (<= max) */
size_t tm_mutate(uint8_t *data, size_t size, size_t max, unsigned seed);
size_t tm_cross(const uint8_t *a, size_t na, const uint8_t *b, size_t nb, uint8_t *out,
	size_t max, unsigned seed);

/* libFuzzer's entry points (the fuzzer's own mutator is LLVMFuzzerMutate) */
int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t max);
size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max, unsigned seed);
size_t LLVMFuzzerCustomCrossOver(const uint8_t *a, size_t na, const uint8_t *b, size_t nb,
	uint8_t *out, size_t max, unsigned seed);

#endif
