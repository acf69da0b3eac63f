/* bigweights W.bin OUT.onnx [--external-data] [--keep-pages] [-O0|-O1|-O2]: the cost of
 * writing big weights (--keep-pages: the tensors are not marked mapped, so the pages read
 * are not given back: what rt_tensor_release saves).
 * W.bin (any file of 4096x4096 float32 tensors, 64 MiB each: bench/bigweights.sh makes one)
 * is mapped read-only and cut into its K tensors; the script
 *     def f(x: Tensor, w0: Tensor, ..., wK-1: Tensor) -> Tensor:
 *         return x @ w0 + x @ w1 + ... + x @ wK-1
 * is built by the front end and its parameters w0.. made weights (ir_weight, as the front
 * end will make a module's parameters: the data in the mapping, t->mapped), then compiled
 * and written as scriptc does.  Run under /usr/bin/time -v: peak RSS must not grow with the
 * size of W.bin (bench/README.md, "Weights"). */
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include "backend_onnx/backend.h"
#include "passes/passes.h"
#include "frontend/frontend.h"
#include "runtime/runtime.h"

#define SIDE 4096

int
main(int argc, char **argv)
{
	if (argc < 3) {
		fprintf(stderr, "usage: bigweights W.bin OUT.onnx [--external-data] [--keep-pages] "
			"[-O0|-O1|-O2]\n");
		return 2;
	}
	int ext = 0, level = 2, keep = 0;
	for (int i = 3; i < argc; i++) {
		if (!strcmp(argv[i], "--external-data"))
			ext = 1;
		else if (!strcmp(argv[i], "--keep-pages"))
			keep = 1;
		else if (argv[i][0] == '-' && argv[i][1] == 'O')
			level = argv[i][2] - '0';
	}
	int fd = open(argv[1], O_RDONLY);
	struct stat st;
	if (fd < 0 || fstat(fd, &st) < 0) {
		perror(argv[1]);
		return 1;
	}
	size_t each = (size_t)SIDE * SIDE * 4, k = (size_t)st.st_size / each;
	uint8_t *map = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
	close(fd);
	if (map == MAP_FAILED || k == 0) {
		fprintf(stderr, "%s: cannot map, or smaller than one 64 MiB tensor\n", argv[1]);
		return 1;
	}
	type_init();
	op_init();
	Arena *fe = arena_new(), *ir = arena_new();
	char *src = arena_printf(fe, "import torch\nfrom torch import Tensor\n\n\ndef f(x: Tensor");
	for (size_t i = 0; i < k; i++)
		src = arena_printf(fe, "%s, w%zu: Tensor", src, i);
	src = arena_printf(fe, "%s) -> Tensor:\n    return x @ w0", src);
	for (size_t i = 1; i < k; i++)
		src = arena_printf(fe, "%s + x @ w%zu", src, i);
	src = arena_printf(fe, "%s\n", src);
	Diag d;
	diag_init(&d, stderr);
	Module m = {.arena = fe, .diag = &d};
	m.file = diag_addfile(&d, "bigweights.py", src, strlen(src));
	InputSpec *in = NEWA(fe, InputSpec, k + 1);
	char err[128], spec[64];
	snprintf(spec, sizeof spec, "x:float32[batch,%d]", SIDE);
	fe_parse_input(spec, &in[0], err, sizeof err);
	for (size_t i = 0; i < k; i++) {
		snprintf(spec, sizeof spec, "w%zu:float32[%d,%d]", i, SIDE, SIDE);
		fe_parse_input(spec, &in[i + 1], err, sizeof err);
	}
	if (fe_parse(&m, src, strlen(src)) < 0)
		return 1;
	BuildOpts bo = {NULL, in, (uint32_t)k + 1, 1, ir};
	Graph *g = fe_build(&m, fe, &bo);
	if (!g)
		return 1;
	Node *at = ir_first(g->top);
	for (size_t i = 0; i < k; i++) {
		Value *p = ir_param(g->top, 1);
		Tensor *t = NEW(ir, Tensor);
		t->dtype = DT_F32;
		t->rank = 2;
		t->dims = NEWA(ir, int64_t, 2);
		t->dims[0] = t->dims[1] = SIDE;
		t->numel = (int64_t)SIDE * SIDE;
		t->data = map + i * each;
		t->mapped = !keep;
		Node *n = ir_weight(g, t, arena_printf(ir, "layers.%zu.weight", i), (SrcLoc){0});
		ir_insertbefore(n, at);
		ir_replaceuses(p, n->out[0]);
		ir_removeparam(g->top, 1);
	}
	PassOpts po = {level, 17, NULL, 1, 0, 0};
	if (pass_run(g, &d, &po, 1) || pass_run(g, &d, &po, 0))
		return 1;
	EmitOpts eo = {argv[2], 17, "bigweights", NULL, ext};
	int rc = onnx_emit(g, &eo, &d);
	munmap(map, (size_t)st.st_size);
	arena_free(fe);
	arena_free(ir);
	return rc ? 1 : 0;
}
