/* report.h: --report FILE.md, a markdown account of one compile (docs/cli.md) */
#ifndef SCRIPTC_REPORT_H
#define SCRIPTC_REPORT_H

#include "driver.h"
#include "passes/passes.h"

typedef struct {
	DiagLevel lv;
	char *where, *msg;
} ReportDiag;

typedef struct Report {
	PassTimes times;   /* every phase, as --time-passes prints them */
	ReportDiag *diags; /* every diagnostic shown, in order */
	uint32_t ndiag, cap;
	double total_ms;   /* the whole compile */
} Report;

void report_record(void *report, DiagLevel lv, const char *where, const char *msg); /* Diag.record */
/* writes the report; ok: 1 the model was written at o->out, 0 the compile failed, 2 it
 * printed IR instead (--dump-ir, --dump-after).  0, or an errno */
int report_write(const char *path, const Report *r, const CompileOpts *o, int ok, int argc,
	char **argv);
void report_free(Report *r);

#endif
