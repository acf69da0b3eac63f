/* The pass manager: runs the passes of passes.def in order, those whose lowest -O level is
 * at most the requested one, with ir_verify after each when verification is on (test
 * builds), and onnx_verify after lowering and each pass after it, and prints the IR after
 * a named pass for --dump-after.
 *   scriptc model.py --print-passes     lists them */
#include <string.h>
#include <time.h>
#include "passes.h"
#include "../backend_onnx/backend.h"

typedef struct {
	const char *name;
	char letter;
	int level;
	const char *desc;
	PassFn fn;
} PassDef;

static const PassDef passes[] = {
#define PASS(nm, l, lv, ds) {#nm, l, lv, ds, pass_##nm},
#include "passes.def"
#undef PASS
};
#define NPASS (sizeof passes / sizeof *passes)

void
pass_list(FILE *f)
{
	for (size_t i = 0; i < NPASS; i++)
		fprintf(f, "%-8s -%c  -O%d  %s\n", passes[i].name, passes[i].letter, passes[i].level,
			passes[i].desc);
}

int
pass_known(const char *name)
{
	for (size_t i = 0; i < NPASS; i++)
		if (!strcmp(passes[i].name, name))
			return 1;
	return !strcmp(name, "frontend");
}

double
pass_now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

void
pass_time(const PassOpts *o, const char *what, double *since)
{
	double now = pass_now();
	if (o->timing)
		fprintf(stderr, "scriptc: %-9s %7.2f ms\n", what, now - *since);
	if (o->times && o->times->n < 96) {
		o->times->name[o->times->n] = what;
		o->times->ms[o->times->n++] = now - *since;
	}
	*since = now;
}

/* lowered: the pass works on (or makes) the onnx dialect, which is checked against
 * ONNX's schemas too */
static int
runone(Graph *g, Diag *d, const PassOpts *o, const PassDef *pd, int lowered, Arena *scratch)
{
	Pass p = {g, d, scratch, o->opset, 0, o->poolnan, o->level};
	ArenaMark m = arena_mark(scratch);
	double t0 = pass_now();
	int rc = pd->fn(&p);
	pass_time(o, pd->name, &t0);
	arena_reset(scratch, m);
	if (rc < 0 || d->nerror)
		return -1;
	if (o->verify && ir_verify(g, d, pd->name) < 0)
		return -1;
	if (o->verify && lowered && onnx_verify(g, o->opset, d) < 0)
		return -1;
	if (o->dumpafter && !strcmp(o->dumpafter, pd->name)) {
		ir_print(stdout, g, d);
		if (o->stopafterdump)
			return 1;
	}
	return 0;
}

static int
runall(Graph *g, Diag *d, const PassOpts *o, int upto_lowering, Arena *scratch)
{
	int lowered = 0;
	if (upto_lowering && o->dumpafter && !strcmp(o->dumpafter, "frontend")) {
		ir_print(stdout, g, d);
		if (o->stopafterdump)
			return 1;
	}
	for (size_t i = 0; i < NPASS; i++) {
		if (!strcmp(passes[i].name, "lower"))
			lowered = 1;
		if (lowered == upto_lowering || passes[i].level > o->level)
			continue;
		int rc = runone(g, d, o, &passes[i], lowered, scratch);
		if (rc)
			return rc;
	}
	return 0;
}

/* runs the passes before lowering (upto_lowering) or from lowering on; 1 = stop (dumped).
 * The passes share one scratch arena, reset after each: its pages, once touched, serve
 * the next pass too (a fresh arena per pass faulted them in again) */
int
pass_run(Graph *g, Diag *d, const PassOpts *o, int upto_lowering)
{
	Arena *scratch = arena_new();
	int rc = runall(g, d, o, upto_lowering, scratch);
	arena_free(scratch);
	return rc;
}
