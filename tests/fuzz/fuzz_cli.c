/* libFuzzer harness for the command line: the fuzz input is scriptc's options, one argv
 * word per line, then a line "%%", then the script; without a "%%" line it is all script.
 *     --input
 *     x:float32[batch,3]
 *     -O1
 *     %%
 *     def f(x: Tensor) -> Tensor: ...
 * The options go through getopt_long with main.c's table and checks (fe_parse_input for
 * --input, the ranges of -O and --opset, pass_known for --dump-after), then the script
 * through pipeline.c and scriptc_compile, as main.c runs it.  -o is parsed but its value ignored:
 * the model always goes to pipeline.c's private directory, never where the input says.
 * TODO: when main.c's option parsing becomes a library function (returning instead of
 * calling exit()), call it here instead of this copy of options().
 *
 * The custom mutator edits the options from a dictionary of scriptc's options and values
 * (opts[]) or the script with tokmut.c, and leaves one time in six to libFuzzer's own. */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include "fuzz.h"
#include "passes/passes.h"

#define MAXARG 64

/* whole option lines to insert, arguments included ("\n" separates argv words) */
static const char *const opts[] = {
	"--input\nx:float32[batch,3]", "--input\nx:float32[2,3]", "--input\nx:int64[]",
	"--input\nn:int64[]", "--input\nx:bool[n]", "--input\nx:float16[0]",
	"--input\ny:float64[a,b,c,d,e,f,g,h]", "--input\nx:int8[-1]", "--input\nx:uint8[1,1]",
	"--input\nx:float32[9223372036854775807]", "--input\nx:bfloat16[a,a]",
	"--input\n:float32[]", "--input\nx:", "--input\nx:float32[", "--input\nx:float32[,]",
	"--input\nx:int32[ 3 , b ]", "--input\nx:nosuch[]", "--input=x:float32[1]",
	"--input\nx:float32[1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1]",
	"--input\nx:float32[1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1]",
	"-O0", "-O1", "-O2", "-O3", "-O", "-O\n1", "-Ox", "--opset\n13", "--opset\n17",
	"--opset\n21", "--opset\n11", "--opset\n22", "--opset=14", "--opset\n-1", "--opset\n1x",
	"--entry\nf", "--entry\ng", "--entry\nforward", "--entry\nM", "--entry\n__init__",
	"--entry\n", "--entry\nx", "--dump-ir", "--dump-after\nfrontend", "--dump-after\ninline",
	"--dump-after\nfold", "--dump-after\ninfer", "--dump-after\ndce", "--dump-after\ncse",
	"--dump-after\nlower", "--dump-after\nonnxcse", "--dump-after\nonnxdce",
	"--dump-after\nnosuch", "--no-verify", "--time-passes", "--print-passes", "--help",
	"--list-ops", "--weights\nw.safetensors", "--external-data", "--dump-dot\ng.dot",
	/* from the repository's root, where the fuzz suite runs: a file with no tensor (the
	 * script compiles on) and one whose keys a script without modules refuses */
	"--weights\ntests/fuzz/corpus/safetensors/metadata_only.safetensors",
	"--weights\ntests/fuzz/corpus/safetensors/torch_linear.safetensors", "-o\nout.onnx",
	"--", "extra.py", "-x",
	"--nosuch",
};
#define NOPTS (sizeof opts / sizeof *opts)

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	fz_init();
	return 0;
}

/* main.c's options(): 0 to compile, 1 to stop (an error, or --help and the like) */
static int
options(int argc, char **argv, FzOpts *o, InputSpec *in)
{
	char err[256], *end;
	long v;
	int c;
	optind = 0;   /* glibc: 0 re-initializes getopt's state between inputs */
	opterr = 0;
	while ((c = getopt_long(argc, argv, "o:O:", scriptc_longopts, NULL)) != -1) {
		switch (c) {
		case 'o': break;
		case 'O':
			if (strlen(optarg) != 1 || optarg[0] < '0' || optarg[0] > '2')
				return 1;
			o->level = optarg[0] - '0';
			break;
		case O_ENTRY: o->entry = optarg; break;
		case O_INPUT:
			if (o->ninput == MAXARG ||
			    fe_parse_input(optarg, &in[o->ninput++], err, sizeof err) < 0)
				return 1;
			break;
		case O_WEIGHTS: o->weights = optarg; break;
		case O_OPSET:
			v = strtol(optarg, &end, 10);
			if (*end || v < 11 || v > 21)
				return 1;
			o->opset = (int)v;
			break;
		case O_DUMPIR: o->dumpir = 1; break;
		case O_DUMPAFTER:
			if (!pass_known(optarg))
				return 1;
			o->dumpafter = optarg;
			break;
		case O_PRINTPASSES: pass_list(stdout); return 1;
		case O_NOVERIFY: o->verify = 0; break;
		case O_TIME: break;   /* timings would flood libFuzzer's stderr */
		case O_EXTDATA: o->external_data = 1; break;
		case O_DUMPDOT: break; /* parsed, its file never written (as -o's) */
		case O_POOLNAN: o->poolnan = 1; break;
		case O_DUMPONNX: break; /* the model is never written, so never read back */
		default: return 1;    /* --help, --list-ops (main.c's own), unknown options */
		}
	}
	return optind != argc - 1;
}

/* the end of the options and the start of the script: the first line "%%" */
static void
split(const uint8_t *d, size_t n, size_t *optend, size_t *script)
{
	for (size_t i = 0; i + 2 <= n; i++) {
		if ((i == 0 || d[i - 1] == '\n') && d[i] == '%' && d[i + 1] == '%' &&
		    (i + 2 == n || d[i + 2] == '\n')) {
			*optend = i;
			*script = i + 2 < n ? i + 3 : n;
			return;
		}
		const uint8_t *nl = memchr(d + i, '\n', n - i);
		if (!nl)
			break;
		i = (size_t)(nl - d);
	}
	*optend = *script = 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	size_t optend, script;
	split(data, size, &optend, &script);
	char *words = malloc(optend + 1), *argv[MAXARG + 2];
	if (!words)
		abort();
	memcpy(words, data, optend);
	words[optend] = 0;
	int argc = 0;
	argv[argc++] = "scriptc";
	/* one word per line; the options end with the newline before "%%" */
	for (char *w = words, *nl; w < words + optend && argc < MAXARG; w = nl + 1) {
		if (!(nl = strchr(w, '\n')))
			nl = words + optend;
		*nl = 0;
		argv[argc++] = w;
	}
	argv[argc++] = "fuzz.py";
	argv[argc] = NULL;
	FzOpts o;
	InputSpec in[MAXARG];
	fz_defaults(&o);
	o.inputs = in;
	if (options(argc, argv, &o, in) == 0)
		fz_compile((const char *)data + script, size - script, &o);
	free(words);
	return 0;
}

/* the start of some line of d[0..n), or n */
static size_t
linestart(const uint8_t *d, size_t n, unsigned r)
{
	size_t at = r % (n + 1);
	while (at > 0 && d[at - 1] != '\n')
		at--;
	return at;
}

/* in the options d[0..optend) of d[0..n), delete a line or insert a dictionary option */
static size_t
optop(uint8_t *d, size_t n, size_t optend, size_t max, unsigned seed)
{
	size_t at = linestart(d, optend, seed), end = at, wl = 0;
	const char *w = opts[(seed / 21) % NOPTS];
	if ((seed / 7) % 3 == 0) {
		const uint8_t *nl = memchr(d + at, '\n', optend - at);
		end = nl ? (size_t)(nl - d) + 1 : optend;
	} else {
		wl = strlen(w) + 1;
	}
	if (n - (end - at) + wl > max)
		return n;
	memmove(d + at + wl, d + end, n - end);
	if (wl) {
		memcpy(d + at, w, wl - 1);
		d[at + wl - 1] = '\n';
	}
	return n - (end - at) + wl;
}

size_t
LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max, unsigned seed)
{
	size_t optend, script;
	split(data, size, &optend, &script);
	if (script == 0 && size + 3 <= max) {   /* give every input an options part */
		memmove(data + 3, data, size);
		memcpy(data, "%%\n", 3);
		size += 3;
		optend = 0;
		script = 3;
	}
	switch (seed % 6) {
	case 0: return LLVMFuzzerMutate(data, size, max);
	case 1:
	case 2: return optop(data, size, optend, max, seed / 6);
	default: return script + tm_mutate(data + script, size - script, max - script, seed / 6);
	}
}

size_t
LLVMFuzzerCustomCrossOver(const uint8_t *a, size_t na, const uint8_t *b, size_t nb,
	uint8_t *out, size_t max, unsigned seed)
{
	return tm_cross(a, na, b, nb, out, max, seed);
}
