/* weights_emit_test: weights (ir_weight) through the passes, lowering and emission, as the
 * front end will make them of a module's parameters: each a prim::Constant whose tensor's
 * data lies in a read-only mapping of a file, never copied.  A script is built by the
 * front end with its parameters as graph inputs, then the inputs named below are replaced
 * by weights over the mapped file OUTDIR/w.bin (as --weights will give them), and the
 * model is written into OUTDIR.  weights_emit_check.py then checks the models with the
 * ONNX checker and ONNX Runtime against numpy on the same bytes.
 *   mm_o2.onnx    x @ w + b, x @ w2, u unused; w2 holds w's bytes: at -O2 one initializer
 *                 ("fc.weight") serves both, u is dropped; the matmul has a scope
 *   mm_o1.onnx    the same at -O1: w and w2 two initializers, each by its key; and
 *   mm_o1.dot     its IR before lowering as --dump-dot draws it (the scopes as boxes)
 *   mm_o0.onnx    the same at -O0
 *   loop.onnx     a weight used inside a Loop body: the subgraph reads the initializer
 *   ext.onnx      mm at -O2 with external data (ext.onnx.data beside it)
 *   half.onnx     a float16 weight returned as it is, and multiplied by a float32 input
 *   empty.onnx    with external data, a weight of no element (inline) beside one that has
 *   aligned.onnx  external data of a 2 MB weight after a 512 KB one: at a multiple of 64 KB
 *   big.onnx      three weights of 8 KB, two equal and one differing in its last byte: at
 *                 -O2 two initializers (CSE compares big tensors by a hash of their bytes)
 * and what a failure must leave: bad.onnx, whose data file cannot be written (a directory
 * is in its way), leaves neither file nor a temporary one; /dev/null with external data is
 * refused (no directory to put the data in beside it); SIGTERM while both files are being
 * written removes both temporary files. */
#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "backend_onnx/backend.h"
#include "passes/passes.h"
#include "frontend/frontend.h"
#include "runtime/runtime.h"

static const char *outdir;
static int nfail;
static uint8_t *map;   /* w.bin, mapped read-only */
static size_t maplen;

#define CHECK(c)                                                                           \
	do {                                                                               \
		if (!(c)) {                                                                \
			fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #c); \
			nfail++;                                                           \
		}                                                                          \
	} while (0)

/* the weights file: what weights_emit_check.py reads back with numpy */
typedef struct {
	const char *param, *key;
	int64_t dims[2];
	int32_t rank;
	size_t off;   /* in w.bin */
	DType dt;
} W;

static W ws[] = {
	{"w", "fc.weight", {4, 3}, 2, 0, DT_F32},
	{"w2", "head.weight", {4, 3}, 2, 48, DT_F32},   /* w's bytes again */
	{"b", "fc.bias", {3}, 1, 96, DT_F32},
	{"u", "unused.weight", {2}, 1, 108, DT_F32},
	{"m", "loop.weight", {3, 3}, 2, 116, DT_F32},
	{"h", "half.scale", {3}, 1, 152, DT_F16},       /* 1.5, -2, 0.25 */
	{"e", "empty.buf", {0}, 1, 152, DT_F32},        /* no bytes */
	/* 8 KB each, past the size CSE compares by a hash of all the bytes: q differs from p
	 * in its last element only (the first bytes, which bucket them, are equal), r is p */
	{"p", "big.p", {8, 256}, 2, 160, DT_F32},
	{"q", "big.q", {8, 256}, 2, 160 + 8192, DT_F32},
	{"r", "big.r", {8, 256}, 2, 160 + 16384, DT_F32},
};
#define NW (sizeof ws / sizeof ws[0])

static void
writeweights(void)
{
	static float v[(160 + 3 * 8192) / 4];
	for (size_t i = 0; i < 12; i++)
		v[i] = (float)((int)(i * 7 % 11) - 5) * 0.25f;
	memcpy(v + 12, v, 48);
	for (size_t i = 0; i < 3; i++)
		v[24 + i] = 0.5f * (float)i - 0.25f;
	v[27] = 100, v[28] = -100;
	for (size_t i = 0; i < 9; i++)
		v[29 + i] = (float)((int)(i * 5 % 7) - 3) * 0.125f;
	uint16_t half[4] = {0x3e00, 0xc000, 0x3400, 0};
	memcpy(v + 38, half, sizeof half);
	for (size_t i = 0; i < 2048; i++)
		v[40 + i] = v[40 + 2048 + i] = v[40 + 4096 + i] = (float)((int)(i % 13) - 6) * 0.1f;
	v[40 + 2 * 2048 - 1] += 1;
	char *path = malloc(strlen(outdir) + 8);
	sprintf(path, "%s/w.bin", outdir);
	FILE *f = fopen(path, "wb");
	CHECK(f && fwrite(v, sizeof v, 1, f) == 1 && fclose(f) == 0);
	int fd = open(path, O_RDONLY);
	maplen = sizeof v;
	map = mmap(NULL, maplen, PROT_READ, MAP_PRIVATE, fd, 0);
	CHECK(map != MAP_FAILED);
	close(fd);
	free(path);
}

static const char MM[] =
	"import torch\n"
	"from torch import Tensor\n"
	"from typing import Tuple\n"
	"\n"
	"\n"
	"def f(x: Tensor, w: Tensor, w2: Tensor, b: Tensor, u: Tensor) -> Tuple[Tensor, Tensor]:\n"
	"    return x @ w + b, x @ w2\n";

/* a float16 weight returned as it is (an Identity from the initializer) and promoted */
static const char HALF[] =
	"import torch\n"
	"from torch import Tensor\n"
	"from typing import Tuple\n"
	"\n"
	"\n"
	"def f(x: Tensor, h: Tensor) -> Tuple[Tensor, Tensor]:\n"
	"    return h, x * h\n";

/* an empty weight (a buffer of no element) with external data: it stays in the model */
static const char EMPTY[] =
	"import torch\n"
	"from torch import Tensor\n"
	"\n"
	"\n"
	"def f(x: Tensor, h: Tensor, e: Tensor) -> Tensor:\n"
	"    return torch.cat([x * h, e])\n";

/* three big weights, two of them equal: at -O2 two initializers */
static const char BIG[] =
	"import torch\n"
	"from torch import Tensor\n"
	"from typing import Tuple\n"
	"\n"
	"\n"
	"def f(x: Tensor, p: Tensor, q: Tensor, r: Tensor) -> Tuple[Tensor, Tensor, Tensor]:\n"
	"    return x @ p, x @ q, x @ r\n";

static const char LOOP[] =
	"import torch\n"
	"from torch import Tensor\n"
	"\n"
	"\n"
	"def f(x: Tensor, n: int, m: Tensor) -> Tensor:\n"
	"    for i in range(n):\n"
	"        x = torch.tanh(x @ m)\n"
	"    return x\n";

/* the graph input named p replaced by its weight, put at the top of the graph after those
 * before it (*at: the node after them) */
static void
toweight(Graph *g, const W *w, Node *at)
{
	for (uint32_t i = 0; i < ir_nparam(g->top); i++) {
		Value *p = ir_param(g->top, i);
		if (strcmp(sym_str(p->name), w->param) != 0)
			continue;
		Tensor *t = NEW(g->arena, Tensor);
		t->dtype = w->dt;
		t->rank = w->rank;
		t->dims = NEWA(g->arena, int64_t, 2);
		memcpy(t->dims, w->dims, sizeof w->dims);
		t->numel = w->rank == 1 ? w->dims[0] : w->dims[0] * w->dims[1];
		t->data = map + w->off;
		t->mapped = 1;
		Node *n = ir_weight(g, t, w->key, (SrcLoc){0});
		ir_insertbefore(n, at);
		ir_replaceuses(p, n->out[0]);
		ir_removeparam(g->top, i);
		return;
	}
}

/* module scopes, as a module's forward gives them: /fc/proj on every aten::matmul of the
 * top block, /fc on every aten::add */
static void
scope(Graph *g)
{
	for (Node *n = ir_first(g->top); n != ir_end(g->top); n = n->next)
		if (n->kind == sym_cstr("aten::matmul"))
			n->scope = sym_cstr("/fc/proj");
		else if (n->kind == sym_cstr("aten::add"))
			n->scope = sym_cstr("/fc");
}

/* the IR --dump-ir would print, drawn (--dump-dot), into OUTDIR/name.dot */
static void
dot(Graph *g, Diag *d, const char *name)
{
	char path[4096];
	snprintf(path, sizeof path, "%s/%s.dot", outdir, name);
	FILE *f = fopen(path, "w");
	CHECK(f != NULL);
	if (f) {
		ir_dot(f, g, d);
		CHECK(fclose(f) == 0);
	}
}

/* src compiled with inputs specs, the named parameters made weights, written to name */
static int
compile(const char *src, const char **specs, uint32_t nspec, int level, int ext,
	const char *name, int want)
{
	Diag d;
	diag_init(&d, stderr);
	Arena *fe = arena_new(), *ir = arena_new();
	Module m = {.arena = fe, .diag = &d};
	m.file = diag_addfile(&d, "model.py", src, strlen(src));
	InputSpec in[8];
	char err[128];
	for (uint32_t i = 0; i < nspec; i++)
		CHECK(fe_parse_input(specs[i], &in[i], err, sizeof err) == 0);
	int rc = -1;
	if (fe_parse(&m, src, strlen(src)) == 0) {
		BuildOpts bo = {NULL, in, nspec, 1, ir};
		Graph *g = fe_build(&m, fe, &bo);
		CHECK(g != NULL);
		if (g) {
			Node *at = ir_first(g->top);
			for (size_t i = 0; i < NW; i++)
				toweight(g, &ws[i], at);
			scope(g);
			PassOpts po = {level, 17, NULL, 1, 1, 0};
			CHECK(ir_verify(g, &d, "weights") == 0);
			int ok = pass_run(g, &d, &po, 1) == 0;
			if (ok && !strcmp(name, "mm_o1"))
				dot(g, &d, name);
			if (ok && pass_run(g, &d, &po, 0) == 0) {
				char *path = name[0] == '/' ? (char *)name :
					arena_printf(ir, "%s/%s.onnx", outdir, name);
				EmitOpts eo = {path, 17, name, NULL, ext};
				rc = onnx_emit(g, &eo, &d);
			}
		}
	}
	CHECK(rc == want);
	arena_free(fe);
	arena_free(ir);
	return rc;
}

/* temporary files (.scriptc-*) in dir */
static int
ntemps(const char *dir)
{
	DIR *dp = opendir(dir);
	int n = 0;
	for (struct dirent *e; dp && (e = readdir(dp));)
		n += !strncmp(e->d_name, ".scriptc-", 9);
	if (dp)
		closedir(dp);
	return n;
}

/* SIGTERM while a model and its external data are being written (both temporary files
 * seen in the directory) removes both: the process dies of the signal, nothing is left.
 * The weight is mb MiB of a sparse file's zeros, mapped.  1 if the signal came in time
 * (else the child finished first: the caller tries a bigger one). */
static int
killwrite(size_t mb)
{
	char dir[4096], wpath[4200];
	snprintf(dir, sizeof dir, "%s/sig", outdir);
	snprintf(wpath, sizeof wpath, "%s/big.bin", dir);
	CHECK(mkdir(dir, 0777) == 0);
	size_t len = mb << 20;
	int fd = open(wpath, O_RDWR | O_CREAT, 0666);
	CHECK(fd >= 0 && ftruncate(fd, (off_t)len) == 0);
	uint8_t *big = mmap(NULL, len, PROT_READ, MAP_PRIVATE, fd, 0);
	close(fd);
	pid_t pid = fork();
	if (pid == 0) {
		map = big; /* the weights of MM, over the zeros: p at 0 (2^20 floats) */
		W save = ws[0];
		ws[0] = (W){"w", "fc.weight", {4, (int64_t)(len / 16)}, 2, 0, DT_F32};
		const char *spec[] = {"x:float32[batch,4]",
			arena_printf(arena_new(), "w:float32[4,%zu]", len / 16)};
		outdir = dir;
		compile("import torch\nfrom torch import Tensor\n\n\ndef f(x: Tensor, w: Tensor) "
			"-> Tensor:\n    return x @ w\n", spec, 2, 2, 1, "sig", 0);
		ws[0] = save;
		_exit(0);
	}
	struct timespec nap = {0, 100000};
	int st = 0, seen = 0;
	for (int i = 0; i < 200000 && !seen; i++) {
		seen = ntemps(dir) == 2;
		if (!seen && waitpid(pid, &st, WNOHANG) == pid)
			break;
		if (!seen)
			nanosleep(&nap, NULL);
	}
	if (seen) {
		kill(pid, SIGTERM);
		waitpid(pid, &st, 0);
		CHECK(WIFSIGNALED(st) && WTERMSIG(st) == SIGTERM);
		CHECK(ntemps(dir) == 0);
		char out[4200];
		snprintf(out, sizeof out, "%s/sig.onnx", dir);
		CHECK(access(out, F_OK) != 0); /* killed before the data's rename, or after */
	}
	munmap(big, len);
	char cmd[4200];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	CHECK(system(cmd) == 0);
	return seen;
}

/* External data with a tensor of 1 MB or more after a smaller one: the big one starts at a
 * multiple of 64 KB (aligned.onnx, its data in aligned.onnx.data; the weights in a.bin:
 * b, C floats, then w, 4 x C floats) */
#define ALC 131088 /* b is 524,352 bytes: w's offset is aligned up, not by luck */
static void
aligned(void)
{
	size_t len = (size_t)5 * ALC * 4;
	float *v = malloc(len);
	for (size_t i = 0; i < (size_t)5 * ALC; i++)
		v[i] = (float)((int)(i % 7) - 3) * 0.01f;
	char path[4096];
	snprintf(path, sizeof path, "%s/a.bin", outdir);
	FILE *f = fopen(path, "wb");
	CHECK(f && fwrite(v, len, 1, f) == 1 && fclose(f) == 0);
	free(v);
	int fd = open(path, O_RDONLY);
	uint8_t *m = mmap(NULL, len, PROT_READ, MAP_PRIVATE, fd, 0), *save = map;
	close(fd);
	W w0 = ws[0], w1 = ws[1];
	ws[0] = (W){"b", "fc.bias", {ALC}, 1, 0, DT_F32};
	ws[1] = (W){"w", "fc.weight", {4, ALC}, 2, (size_t)ALC * 4, DT_F32};
	map = m;
	const char *spec[] = {"x:float32[batch,4]", "b:float32[131088]", "w:float32[4,131088]"};
	compile("import torch\nfrom torch import Tensor\n\n\ndef f(x: Tensor, b: Tensor, "
		"w: Tensor) -> Tensor:\n    return x @ w + b\n", spec, 3, 2, 1, "aligned", 0);
	map = save;
	ws[0] = w0, ws[1] = w1;
	munmap(m, len);
}

static int
exists(const char *name)
{
	char path[4096];
	snprintf(path, sizeof path, "%s/%s", outdir, name);
	return access(path, F_OK) == 0;
}

int
main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: weights_emit_test OUTDIR\n");
		return 2;
	}
	outdir = argv[1];
	type_init();
	op_init();
	writeweights();
	const char *mm[] = {"x:float32[batch,4]", "w:float32[4,3]", "w2:float32[4,3]",
		"b:float32[3]", "u:float32[2]"};
	compile(MM, mm, 5, 2, 0, "mm_o2", 0);
	compile(MM, mm, 5, 1, 0, "mm_o1", 0);
	compile(MM, mm, 5, 0, 0, "mm_o0", 0);
	compile(MM, mm, 5, 2, 1, "ext", 0);
	CHECK(exists("ext.onnx.data"));
	const char *lp[] = {"x:float32[2,3]", "n:int64[]", "m:float32[3,3]"};
	compile(LOOP, lp, 3, 2, 0, "loop", 0);
	const char *hp[] = {"x:float32[2,3]", "h:float16[3]"};
	compile(HALF, hp, 2, 2, 0, "half", 0);
	const char *ep[] = {"x:float32[3]", "h:float16[3]", "e:float32[0]"};
	compile(EMPTY, ep, 3, 2, 1, "empty", 0);
	const char *bp[] = {"x:float32[batch,8]", "p:float32[8,256]", "q:float32[8,256]",
		"r:float32[8,256]"};
	compile(BIG, bp, 4, 2, 0, "big", 0);
	/* a directory where the data file goes: the compile fails, and leaves nothing */
	char path[4096];
	snprintf(path, sizeof path, "%s/bad.onnx.data", outdir);
	CHECK(mkdir(path, 0777) == 0);
	compile(MM, mm, 5, 2, 1, "bad", -1);
	CHECK(!exists("bad.onnx"));
	CHECK(rmdir(path) == 0);
	/* a model written in place (a device) has no directory for its data: refused */
	compile(MM, mm, 5, 2, 1, "/dev/null", -1);
	CHECK(access("/dev/null.data", F_OK) != 0);
	for (int i = 0; i < 2; i++) { /* no temporary file left */
		char cmd[4200];
		snprintf(cmd, sizeof cmd, "ls -A '%s' | grep -q '^\\.scriptc-'", outdir);
		CHECK(system(cmd) != 0);
	}
	aligned();
	int caught = 0;
	for (size_t mb = 16; mb <= 256 && !caught; mb *= 2)
		caught = killwrite(mb);
	CHECK(caught);
	munmap(map, maplen);
	return nfail ? 1 : 0;
}
