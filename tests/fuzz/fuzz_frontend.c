/* libFuzzer harness for the front of the compiler: parse, build and run the passes up to
 * lowering on arbitrary bytes.  Errors are expected; crashes, sanitizer reports and leaks are
 * bugs.  Build and run (clang only):
 *   CC=clang meson setup build-fuzz -Dfuzz=true -Db_sanitize=address,undefined -Db_lundef=false
 *   ninja -C build-fuzz && build-fuzz/tests/fuzz/fuzz_frontend -max_total_time=60 examples/ */
#include <stdio.h>
#include <string.h>
#include "frontend/frontend.h"
#include "passes/passes.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static FILE *devnull;
	if (!devnull)
		devnull = fopen("/dev/null", "w");
	Arena *a = arena_new();
	char *src = arena_strndup(a, (const char *)data, size);
	Diag d;
	diag_init(&d, devnull);
	Module m = {.arena = a, .diag = &d};
	m.file = diag_addfile(&d, "fuzz.py", src, size);
	if (fe_parse(&m, src, size) == 0) {
		BuildOpts bo = {0};
		Graph *g = fe_build(&m, a, &bo);
		PassOpts po = {.level = 2, .opset = 17, .verify = 1};
		if (g && ir_verify(g, &d, "frontend") == 0)
			pass_run(g, &d, &po, 1);
	}
	arena_free(a);
	return 0;
}
