/* libFuzzer harness: the fuzz input is a script, compiled through the whole pipeline
 * (parse, build, passes, lowering, ONNX emission) with the default options.  Errors are
 * expected; crashes, sanitizer reports, leaks, timeouts and broken promises (pipeline.c)
 * are bugs.  Built twice (tests/fuzz/meson.build):
 *   fuzz_compile  libFuzzer's byte-level mutations
 *   fuzz_tokens   with FZ_TOKENS: the structure-aware mode, token- and line-level mutations
 *                 (tokmut.c), with libFuzzer's own one time in eight
 * tests/fuzz/README.md says how to run them. */
#include "fuzz.h"

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	fz_init();
	return 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	FzOpts o;
	fz_defaults(&o);
	fz_compile((const char *)data, size, &o);
	return 0;
}

#ifdef FZ_TOKENS
size_t
LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max, unsigned seed)
{
	if (seed % 8 == 0)
		return LLVMFuzzerMutate(data, size, max);
	return tm_mutate(data, size, max, seed / 8);
}

size_t
LLVMFuzzerCustomCrossOver(const uint8_t *a, size_t na, const uint8_t *b, size_t nb,
	uint8_t *out, size_t max, unsigned seed)
{
	return tm_cross(a, na, b, nb, out, max, seed);
}
#endif
