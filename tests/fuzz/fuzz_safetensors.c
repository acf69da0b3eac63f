/* libFuzzer harness: the input is a safetensors file, read by rt_weights_parse
 * (runtime/safetensors.c) from libFuzzer's own buffer, exactly the input's size, so that
 * AddressSanitizer sees any read past the end.  Besides crashes and sanitizer reports, it
 * aborts (libFuzzer keeps the input) when the reader breaks a promise of its header:
 *   - a failure reports exactly one error, a success none;
 *   - after a success the tensors, in order, tile the data after the header exactly, and
 *     each one's bytes are prod(shape) * itemsize;
 *   - the key match of the tensors against themselves succeeds, and against no parameter
 *     (a module-less script) fails iff there is a tensor.
 * Diagnostics are formatted into /dev/null, so their printing is fuzzed too. */
#include <stdio.h>
#include <stdlib.h>
#include "fuzz.h"
#include "runtime/safetensors.h"

static FILE *devnull;
/* one arena, reset to its start after each input: under ASan a freed arena's chunks are
 * poisoned and never reused (ir/arena.c), and an arena per input (thousands a second)
 * passed libFuzzer's 2 GB in seconds */
static Arena *arena;
static ArenaMark start;

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	devnull = fopen("/dev/null", "w");
	if (!devnull)
		die("cannot open /dev/null");
	arena = arena_new();
	start = arena_mark(arena);
	return 0;
}

static _Noreturn void
broken(const char *promise)
{
	fprintf(stderr, "fuzz: broken promise: %s\n", promise);
	abort();
}

/* the tensors tile [data, end) in order, each the size its shape and dtype give */
static void
tiled(const Weights *w, const uint8_t *data, const uint8_t *end)
{
	const uint8_t *at = data;
	for (uint32_t i = 0; i < w->n; i++) {
		const StTensor *t = &w->t[i];
		uint64_t n = dtype_size(t->dtype);
		for (int32_t k = 0; k < t->rank; k++)
			n *= (uint64_t)t->dims[k];
		if (t->data != at || t->nbytes != n || t->nbytes > (uint64_t)(end - at))
			broken("the tensors do not tile the data");
		at += t->nbytes;
	}
	if (at != end)
		broken("bytes after the last tensor");
}

static void
matches(Arena *a, const Weights *w)
{
	Diag d;
	diag_init(&d, devnull);
	WParam *want = NEWA(a, WParam, w->n + 1);
	for (uint32_t i = 0; i < w->n; i++)
		want[i] = (WParam){w->t[i].name, w->t[i].dtype, w->t[i].rank, w->t[i].dims, {0}};
	if (rt_weights_match(a, &d, w, want, w->n, NULL) != 0 || d.nerror)
		broken("a file does not match its own tensors");
	if ((rt_weights_match(a, &d, w, NULL, 0, NULL) != 0) != (w->n != 0))
		broken("a module-less match");
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	Arena *a = arena;
	Diag d;
	diag_init(&d, devnull);
	Weights w;
	int rc = rt_weights_parse(a, a, &d, "fuzz.safetensors", data, size, &w);
	if (rc < 0 && d.nerror != 1)
		broken("a failure without exactly one error");
	if (rc == 0 && d.nerror)
		broken("an error on a success");
	if (rc == 0) {
		uint64_t hn = 0;
		for (int i = 7; i >= 0; i--)
			hn = hn << 8 | data[i];
		tiled(&w, data + 8 + hn, data + size);
		matches(a, &w);
	}
	arena_reset(a, start);
	return 0;
}
