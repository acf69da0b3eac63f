/* One compilation, the pipeline of ../shared/DESIGN.md as one call per phase:
 *   fe_parse -> fe_build -> ir_verify -> passes up to lowering -> (--dump-ir) -> lowering
 *   and the ONNX passes -> (--dump-after) -> onnx_emit
 * Each phase stops the compile after errors; --time-passes times each on stderr. */
#include <errno.h>
#include <string.h>
#include "driver.h"
#include "passes/passes.h"
#include "backend_onnx/backend.h"
#include "runtime/safetensors.h"
#include "report.h"

const struct option scriptc_longopts[] = {
	{"entry", required_argument, 0, O_ENTRY}, {"input", required_argument, 0, O_INPUT},
	{"weights", required_argument, 0, O_WEIGHTS}, {"opset", required_argument, 0, O_OPSET},
	{"dump-ir", no_argument, 0, O_DUMPIR}, {"dump-after", required_argument, 0, O_DUMPAFTER},
	{"print-passes", no_argument, 0, O_PRINTPASSES}, {"no-verify", no_argument, 0, O_NOVERIFY},
	{"help", no_argument, 0, O_HELP}, {"list-ops", no_argument, 0, O_LISTOPS},
	{"time-passes", no_argument, 0, O_TIME},
	{"external-data", no_argument, 0, O_EXTDATA}, {"dump-dot", required_argument, 0, O_DUMPDOT},
	{"pool-nan", no_argument, 0, O_POOLNAN}, {"version", no_argument, 0, O_VERSION},
	{"dump-onnx", no_argument, 0, O_DUMPONNX}, {"report", required_argument, 0, O_REPORT},
	{"custom-op", required_argument, 0, O_CUSTOMOP},
	{"custom-opset", required_argument, 0, O_CUSTOMOPSET},
	{0, 0, 0, 0}};

/* --dump-dot: the IR as --dump-ir prints it (after the passes before lowering), drawn */
static int
dumpdot(const char *path, Graph *g, Diag *d)
{
	FILE *f = !strcmp(path, "-") ? stdout : fopen(path, "w");
	if (!f) {
		diag(d, DIAG_ERROR, (SrcLoc){0}, "cannot write '%s': %s", path, strerror(errno));
		return -1;
	}
	ir_dot(f, g, d);
	int err = ferror(f) || fflush(f) ? (errno ? errno : EIO) : 0;
	if (f != stdout && fclose(f) != 0 && !err)
		err = errno;
	if (err)
		diag(d, DIAG_ERROR, (SrcLoc){0}, "cannot write '%s': %s", path, strerror(err));
	return err ? -1 : 0;
}

static int
compile(const CompileOpts *o, const char *src, size_t len, Diag *d, Arena **fe, Arena *ir,
	Weights *w)
{
	Module m = {.arena = *fe, .diag = d};
	m.file = diag_addfile(d, o->file, src, len);
	/* the header's JSON in the front end's arena, freed once the graph is built */
	if (o->weights && rt_weights_open(ir, *fe, d, o->weights, w) < 0)
		return 1;
	PassOpts po = {o->level, o->opset, o->dumpafter, 1, o->verify, o->timing, o->poolnan,
		o->report ? &((Report *)o->report)->times : NULL};
	double t = pass_now();
	if (fe_parse(&m, src, len) < 0)
		return 1;
	pass_time(&po, "parse", &t);
	BuildOpts bo = {o->entry, o->inputs, o->ninput, !o->dumpir && !o->dumpafter, ir,
		o->weights ? w : NULL, o->customs, o->ncustom};
	Graph *g = fe_build(&m, *fe, &bo);
	if (!g)
		return 1;
	arena_free(*fe);
	*fe = NULL;
	pass_time(&po, "build", &t);
	if (o->verify && ir_verify(g, d, "frontend") < 0)
		return 1;
	int rc = pass_run(g, d, &po, 1);
	if (rc)
		return rc < 0;
	if (o->dumpdot && dumpdot(o->dumpdot, g, d) < 0)
		return 1;
	if (o->dumpir) {
		ir_print(stdout, g, d);
		return 0;
	}
	if ((rc = pass_run(g, d, &po, 0)))
		return rc < 0;
	if (o->dumpafter)
		return 0;
	EmitOpts eo = {o->out, o->opset, sym_str(g->name), NULL, o->external_data,
		o->customopset, o->ncustomopset};
	t = pass_now();
	rc = onnx_emit(g, &eo, d) < 0;
	pass_time(&po, "emit", &t);
	if (!rc && o->dumponnx)
		rc = onnx_print_file(stdout, o->out, d) < 0;
	return rc;
}

/* The graph gets an arena of its own, apart from the AST and the builder's scratch (names,
 * sugared values, undo logs): its nodes then lie close together, and the passes, which walk
 * nothing else, touch half the memory (dce, cse and infer took half the time at 40,000
 * statements: bench/README.md).  The front end's arena (fe) is freed once the graph is
 * built: its chunks, their pages present, then hold the passes' scratch, the lowered nodes
 * and emission's messages, which would otherwise be fresh pages for the kernel to clear
 * (at 40,000 statements, 96 MB of 245).  Nothing in the graph points into it (test
 * builds, under AddressSanitizer, poison memory given back: ir/arena.c). */
int
scriptc_compile(const CompileOpts *o, const char *src, size_t len, Diag *d)
{
	Arena *ir = arena_new(), *fe = arena_new();
	Weights w = {0};
	int rc = compile(o, src, len, d, &fe, ir, &w);
	rt_weights_close(&w);
	arena_free(fe);
	arena_free(ir);
	return rc;
}
