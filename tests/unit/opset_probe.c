/* opset_probe: for ir/gen_op_opsets.py, compiles small scripts at many ONNX opsets in one
 * process, as `scriptc FILE -o OUT --input SPEC --opset V` would (the same
 * scriptc_compile): 11 opsets of 600 rows are 7,000 compilations, and under
 * AddressSanitizer a process's start costs more than compiling a two-line script.
 * Reads jobs from stdin, one a line: "FILE SPEC OPSET OUT" (no spaces inside); writes for each
 * "RC NBYTES\n" and then the NBYTES of its diagnostics (what scriptc prints on stderr). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "driver.h"

static char *
slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	char *s = malloc(1 << 16);
	*len = s ? fread(s, 1, (1 << 16) - 1, f) : 0;
	fclose(f);
	if (s)
		s[*len] = 0;
	return s;
}

static int
job(const char *file, const char *spec, int opset, const char *out, FILE *errs)
{
	char err[256];
	InputSpec in;
	if (fe_parse_input(spec, &in, err, sizeof err) < 0) {
		fprintf(errs, "opset_probe: %s\n", err);
		return 2;
	}
	size_t len;
	char *src = slurp(file, &len);
	if (!src) {
		fprintf(errs, "opset_probe: cannot read '%s'\n", file);
		return 2;
	}
	Diag d;
	diag_init(&d, errs);
	CompileOpts co = {.file = file, .out = out, .inputs = &in, .ninput = 1, .opset = opset,
		.level = 2, .verify = SCRIPTC_VERIFY_DEFAULT};
	int rc = scriptc_compile(&co, src, len, &d) || d.nerror;
	free(src);
	return rc;
}

int
main(void)
{
	char file[4096], spec[256], out[4096];
	int opset;
	type_init();
	op_init();
	while (scanf("%4095s %255s %d %4095s", file, spec, &opset, out) == 4) {
		char *text = NULL;
		size_t n = 0;
		FILE *errs = open_memstream(&text, &n);
		if (!errs)
			return 2;
		int rc = job(file, spec, opset, out, errs);
		fclose(errs);
		printf("%d %zu\n", rc, n);
		fwrite(text, 1, n, stdout);
		fflush(stdout);
		free(text);
	}
	return 0;
}
