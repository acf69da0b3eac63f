/* scriptc: compiles a PyTorch model script (the TorchScript subset of Python) to ONNX.
 * The pipeline, as ../shared/DESIGN.md draws it, one call per phase:
 *   read -> fe_parse -> fe_build -> passes (verify after each) -> lower -> onnx_emit
 * The command line is the contract of ../shared/CLI.md. */
#include <errno.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include "frontend/frontend.h"
#include "passes/passes.h"
#include "backend_onnx/backend.h"

typedef struct {
	const char *file;      /* the script */
	const char *out;       /* -o */
	const char *entry;     /* --entry */
	const char *weights;   /* --weights */
	const char *dumpafter; /* --dump-after */
	InputSpec inputs[64];
	uint32_t ninput;
	int opset, level, dumpir, verify;
} Opts;

static void
usage(FILE *f)
{
	fprintf(f,
		"usage: scriptc FILE.py [-o OUT.onnx] [--entry NAME] [--input SPEC]...\n"
		"               [--weights W.safetensors] [--opset N] [-O0|-O1|-O2] [--dump-ir]\n"
		"               [--dump-after PASS] [--print-passes] [--no-verify]\n"
		"  SPEC is NAME:DTYPE[DIMS], e.g. x:float32[batch,3,224,224] or n:int64[]\n");
}

static int
fail(const char *fmt, const char *a)
{
	fprintf(stderr, "scriptc: error: ");
	fprintf(stderr, fmt, a);
	fputc('\n', stderr);
	return 2;
}

static int
options(int argc, char **argv, Opts *o)
{
	enum { O_ENTRY = 256, O_INPUT, O_WEIGHTS, O_OPSET, O_DUMPIR, O_DUMPAFTER, O_PRINTPASSES,
		O_NOVERIFY, O_HELP };
	static const struct option lo[] = {
		{"entry", required_argument, 0, O_ENTRY}, {"input", required_argument, 0, O_INPUT},
		{"weights", required_argument, 0, O_WEIGHTS}, {"opset", required_argument, 0, O_OPSET},
		{"dump-ir", no_argument, 0, O_DUMPIR}, {"dump-after", required_argument, 0, O_DUMPAFTER},
		{"print-passes", no_argument, 0, O_PRINTPASSES}, {"no-verify", no_argument, 0, O_NOVERIFY},
		{"help", no_argument, 0, O_HELP}, {0, 0, 0, 0}};
	int c;
	char err[256];
	while ((c = getopt_long(argc, argv, "o:O:", lo, NULL)) != -1) {
		switch (c) {
		case 'o': o->out = optarg; break;
		case 'O':
			if (strlen(optarg) != 1 || optarg[0] < '0' || optarg[0] > '2')
				return fail("-O%s: use -O0, -O1 or -O2", optarg);
			o->level = optarg[0] - '0';
			break;
		case O_ENTRY: o->entry = optarg; break;
		case O_INPUT:
			if (o->ninput == 64)
				return fail("too many --input specs%s", "");
			if (fe_parse_input(optarg, &o->inputs[o->ninput++], err, sizeof err) < 0)
				return fail("%s", err);
			break;
		case O_WEIGHTS: o->weights = optarg; break;
		case O_OPSET: {
			char *end;
			long v = strtol(optarg, &end, 10);
			if (*end || v < 13 || v > 21)
				return fail("--opset %s: opsets 13 to 21 are supported", optarg);
			o->opset = (int)v;
			break;
		}
		case O_DUMPIR: o->dumpir = 1; break;
		case O_DUMPAFTER:
			if (!pass_known(optarg))
				return fail("--dump-after %s: no such pass (see --print-passes)", optarg);
			o->dumpafter = optarg;
			break;
		case O_PRINTPASSES: pass_list(stdout); exit(0);
		case O_NOVERIFY: o->verify = 0; break;
		case O_HELP: usage(stdout); exit(0);
		default: usage(stderr); return 2;
		}
	}
	if (optind != argc - 1) {
		usage(stderr);
		return 2;
	}
	o->file = argv[optind];
	return 0;
}

static char *
readfile(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	size_t cap = 1 << 16, n = 0;
	char *s = malloc(cap + 1);
	size_t k;
	while (s && (k = fread(s + n, 1, cap - n, f)) > 0) {
		n += k;
		if (n == cap) {
			char *t = realloc(s, (cap *= 2) + 1);
			if (!t)
				free(s);
			s = t;
		}
	}
	fclose(f);
	if (!s)
		die("out of memory");
	s[n] = 0;
	*len = n;
	return s;
}

static const char *
outpath(Arena *a, const Opts *o)
{
	if (o->out)
		return o->out;
	size_t n = strlen(o->file);
	if (n > 3 && !strcmp(o->file + n - 3, ".py"))
		n -= 3;
	return arena_printf(a, "%.*s.onnx", (int)n, o->file);
}

static int
compile(const Opts *o, const char *src, size_t len, Diag *d, Arena *a)
{
	Module m = {.arena = a, .diag = d};
	m.file = diag_addfile(d, o->file, src, len);
	if (o->weights) {
		diag(d, DIAG_ERROR, (SrcLoc){0}, "--weights: modules with parameters are not "
			"supported yet");
		return 1;
	}
	if (fe_parse(&m, src, len) < 0)
		return 1;
	BuildOpts bo = {o->entry, (InputSpec *)o->inputs, o->ninput};
	Graph *g = fe_build(&m, a, &bo);
	if (!g)
		return 1;
	PassOpts po = {o->level, o->opset, o->dumpafter, 1, o->verify};
	if (o->verify && ir_verify(g, d, "frontend") < 0)
		return 1;
	int rc = pass_run(g, d, &po, 1);
	if (rc)
		return rc < 0;
	if (o->dumpir) {
		ir_print(stdout, g, d);
		return 0;
	}
	if ((rc = pass_run(g, d, &po, 0)))
		return rc < 0;
	if (o->dumpafter)
		return 0;
	EmitOpts eo = {outpath(a, o), o->opset, sym_str(g->name), NULL};
	return onnx_emit(g, &eo, d) < 0;
}

int
main(int argc, char **argv)
{
	Opts o = {.opset = 17, .level = 2, .verify = SCRIPTC_VERIFY_DEFAULT};
	int rc = options(argc, argv, &o);
	if (rc)
		return rc;
	size_t len;
	char *src = readfile(o.file, &len);
	if (!src) {
		fprintf(stderr, "scriptc: error: cannot read '%s': %s\n", o.file, strerror(errno));
		return 1;
	}
	Diag d;
	diag_init(&d, stderr);
	type_init();
	op_init();
	Arena *a = arena_new();
	rc = compile(&o, src, len, &d, a);
	if (d.nerror > d.maxerror)
		fprintf(stderr, "scriptc: %u errors in all; the first %u are shown\n", d.nerror,
			d.maxerror);
	arena_free(a);
	free(src);
	return rc || d.nerror ? 1 : 0;
}
