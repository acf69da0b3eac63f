/* The whole pipeline for the fuzzers: scriptc_compile (driver.c, what main.c runs: parse,
 * build, verify, passes, lowering, emission), in process, on a script held in memory.  Diagnostics are
 * formatted into /dev/null, so their printing (source line, caret) is fuzzed as well.
 *
 * The model is written into a directory made once per process (mkdtemp under $TMPDIR,
 * removed at exit) and deleted after each input, so a fuzzing run leaves no file behind;
 * a crashed process leaves its empty directory (the fuzz suite points TMPDIR into tests/out).  Beyond crashes and
 * sanitizer reports, the harness checks three promises of docs/cli.md and aborts (so
 * libFuzzer keeps the input) when one is broken:
 *   - a failed compile prints an error and leaves nothing in the output directory;
 *   - a compile that reports an error does not write a model;
 *   - a written model is a ModelProto that protobuf-c reads back.
 * main.c's option parsing is still static and calls exit(): fuzz_cli.c has a copy of it. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "fuzz.h"
#include "passes/passes.h"
#include "backend_onnx/backend.h"
#include "backend_onnx/onnx.pb-c.h"

static FILE *devnull;   /* where diagnostics and dumps go */
static char dir[512];   /* the private output directory */
static char outpath[528];
static char datapath[540]; /* external data: outpath.data */

static void
rmdir_out(void)
{
	unlink(outpath);
	unlink(datapath);
	rmdir(dir);
}

void
fz_init(void)
{
	if (devnull)
		return;
	devnull = fopen("/dev/null", "w");
	/* --dump-ir and --dump-after print to stdout; libFuzzer's own output is on stderr */
	if (!devnull || !freopen("/dev/null", "w", stdout))
		die("cannot open /dev/null");
	const char *tmp = getenv("TMPDIR");
	int n = snprintf(dir, sizeof dir, "%s/scriptc-fuzz.XXXXXX", tmp && *tmp ? tmp : "/tmp");
	if (n < 0 || (size_t)n >= sizeof dir || !mkdtemp(dir))
		die("cannot make a temporary directory under %s", tmp ? tmp : "/tmp");
	snprintf(outpath, sizeof outpath, "%s/out.onnx", dir);
	snprintf(datapath, sizeof datapath, "%s.data", outpath);
	atexit(rmdir_out);
	type_init();
	op_init();
}

void
fz_defaults(FzOpts *o)
{
	*o = (FzOpts){.level = 2, .opset = 17, .verify = 1};
}

static _Noreturn void
broken(const char *promise)
{
	fprintf(stderr, "fuzz: broken promise: %s\n", promise);
	abort();
}

/* the names in the output directory: none after a failure, only out.onnx (and its external
 * data, out.onnx.data) after success */
static int
strays(void)
{
	DIR *dp = opendir(dir);
	if (!dp)
		die("cannot read %s", dir);
	int n = 0;
	for (struct dirent *e; (e = readdir(dp));)
		n += strcmp(e->d_name, ".") && strcmp(e->d_name, "..") && strcmp(e->d_name, "out.onnx") &&
			strcmp(e->d_name, "out.onnx.data");
	closedir(dp);
	return n;
}

/* read the model back; the caller deletes it */
static void
readback(void)
{
	FILE *f = fopen(outpath, "rb");
	if (!f)
		die("cannot open %s", outpath);
	fseek(f, 0, SEEK_END);
	long n = ftell(f);
	rewind(f);
	uint8_t *buf = malloc(n > 0 ? (size_t)n : 1);
	if (!buf || fread(buf, 1, (size_t)n, f) != (size_t)n)
		die("cannot read %s", outpath);
	fclose(f);
	Onnx__ModelProto *m = onnx__model_proto__unpack(NULL, (size_t)n, buf);
	free(buf);
	if (!m || !m->graph)
		broken("the model written does not unpack as a ModelProto with a graph");
	onnx__model_proto__free_unpacked(m, NULL);
}

void
fz_compile(const char *src, size_t len, const FzOpts *o)
{
	fz_init();
	Arena *a = arena_new();
	Diag d;
	diag_init(&d, devnull);
	char *s = arena_strndup(a, src, len);
	CompileOpts co = {"fuzz.py", outpath, o->entry, o->dumpafter, o->inputs, o->ninput,
		o->opset, o->level, o->dumpir, o->verify, 0, o->weights, o->external_data, NULL,
		o->poolnan};
	int rc = scriptc_compile(&co, s, len, &d);
	int wrote = access(outpath, F_OK) == 0, wrotedata = access(datapath, F_OK) == 0;
	if (wrotedata && !wrote)
		broken("external data left without its model");
	if (rc && !d.nerror)
		broken("the compile failed without an error message (or the IR verifier failed)");
	if (!rc && d.nerror)
		broken("the compile reported an error but did not fail");
	if (strays())
		broken("a file other than the model is left in the output directory");
	if (rc && wrote)
		broken("a failed compile left a model behind");
	if (!rc && !o->dumpir && !o->dumpafter && !wrote)
		broken("a successful compile wrote no model");
	if (wrote)
		readback();
	unlink(outpath);
	unlink(datapath);
	arena_free(a);
}
