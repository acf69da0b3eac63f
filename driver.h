/* driver.h: one compilation as `scriptc FILE.py ...` runs it once its options are read.
 * main.c and the fuzz harnesses (tests/fuzz/pipeline.c) both call it, so what is fuzzed is
 * what ships. */
#ifndef SCRIPTC_DRIVER_H
#define SCRIPTC_DRIVER_H

#include <getopt.h>
#include "frontend/frontend.h"

/* the long options of the command line (docs/cli.md): main.c's, and tests/fuzz/fuzz_cli.c's
 * from the same table, so the fuzzer knows every option scriptc has */
enum { O_ENTRY = 256, O_INPUT, O_WEIGHTS, O_OPSET, O_DUMPIR, O_DUMPAFTER, O_PRINTPASSES,
	O_NOVERIFY, O_HELP, O_LISTOPS, O_TIME, O_EXTDATA, O_DUMPDOT, O_POOLNAN, O_VERSION,
	O_DUMPONNX, O_REPORT, O_CUSTOMOP, O_CUSTOMOPSET };
extern const struct option scriptc_longopts[];

typedef struct {
	const char *file;       /* the script's name, as diagnostics show it */
	const char *out;        /* the ONNX file to write */
	const char *entry;      /* --entry, or NULL for the default */
	const char *dumpafter;  /* --dump-after PASS, or NULL */
	InputSpec *inputs;      /* --input specs, in the order given */
	uint32_t ninput;
	int opset, level;       /* --opset, -O */
	int dumpir;             /* --dump-ir: print the IR to stdout instead of writing ONNX */
	int verify, timing;     /* ir_verify after every pass; --time-passes */
	const char *weights;    /* --weights FILE.safetensors, or NULL */
	int external_data;      /* --external-data: the weights in OUT.data beside OUT */
	const char *dumpdot;    /* --dump-dot FILE: the IR --dump-ir prints, as Graphviz dot */
	int poolnan;            /* --pool-nan: max pools propagate a NaN as PyTorch's do */
	int dumponnx;           /* --dump-onnx: print the written model as ONNX's printer does */
	struct Report *report;  /* --report: gets the phases' times, or NULL */
	const CustomOp *customs;/* --custom-op declarations */
	uint32_t ncustom;
	const struct CustomOpset *customopset; /* --custom-opset DOMAIN=VERSION */
	uint32_t ncustomopset;
} CompileOpts;

/* driver.c: parse, build, verify, run the passes, then print (--dump-ir, --dump-after) or
 * write the model.  0 on success, 1 after errors, which d holds. */
int scriptc_compile(const CompileOpts *o, const char *src, size_t len, Diag *d);

#endif
