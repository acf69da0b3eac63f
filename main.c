/* scriptc: compiles a PyTorch model script (the TorchScript subset of Python) to ONNX.
 * The pipeline, as ../shared/DESIGN.md draws it, one call per phase:
 *   read -> scriptc_compile (driver.c: fe_parse -> fe_build -> passes -> lower -> onnx_emit)
 * The command line is the contract of ../shared/CLI.md. */
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "driver.h"
#include "report.h"
#include "passes/passes.h"
#include "backend_onnx/backend.h"

typedef struct {
	const char *file;      /* the script */
	const char *out;       /* -o */
	const char *entry;     /* --entry */
	const char *weights;   /* --weights */
	const char *dumpafter; /* --dump-after */
	const char *dumpdot;   /* --dump-dot */
	int external_data;     /* --external-data */
	int poolnan;           /* --pool-nan */
	int dumponnx;          /* --dump-onnx */
	const char *report;    /* --report FILE.md */
	CustomOp customs[32];  /* --custom-op */
	uint32_t ncustom;
	struct CustomOpset customopset[32]; /* --custom-opset */
	char opsetdomain[32][64];             /* their domains' text */
	uint32_t ncustomopset;
	InputSpec inputs[64];
	uint32_t ninput;
	int opset, level, dumpir, verify, timing;
	int werror, nowarn;    /* -Werror, -w */
} Opts;

static void
usage(FILE *f)
{
	fprintf(f,
		"usage: scriptc FILE.py [-o OUT.onnx] [--entry NAME] [--input SPEC]...\n"
		"               [--weights W.safetensors] [--opset N] [-O0|-O1|-O2] [--dump-ir]\n"
		"               [--dump-after PASS] [--print-passes] [--no-verify] [--time-passes]\n"
		"               [--list-ops] [-Werror] [-w] [--external-data] [--dump-dot FILE]\n"
		"               [--pool-nan] [--dump-onnx] [--report FILE.md] [--version]\n"
		"               [--custom-op DECL]... [--custom-opset DOMAIN=VERSION]...\n"
		"  SPEC is NAME:DTYPE[DIMS], e.g. x:float32[batch,3,224,224] or n:int64[];\n"
		"  a dim is a size, a name (any size at run time) or ? (the same, unnamed)\n");
}

static int
fail(const char *fmt, const char *a)
{
	fprintf(stderr, "scriptc: error: ");
	fprintf(stderr, fmt, a);
	fputc('\n', stderr);
	return 2;
}

static int stdoutclosed; /* standard output was closed when scriptc started */

/* A closed standard stream gets /dev/null, so that no file scriptc opens takes its number
 * (and our messages); printing to a closed standard output is still an error. */
static void
reservestd(void)
{
	for (int fd = 0; fd < 3; fd++) {
		if (fcntl(fd, F_GETFD) >= 0 || errno != EBADF)
			continue;
		stdoutclosed |= fd == 1;
		int n = open("/dev/null", fd ? O_WRONLY : O_RDONLY); /* the lowest free: fd */
		if (n >= 0 && n != fd)
			close(n);
	}
}

/* the exit status once all is printed to standard output: a failed write is an error */
static int
stdoutdone(void)
{
	int err = stdoutclosed ? EBADF : 0;
	if (!err && ferror(stdout)) /* a write failed while printing: errno still says why */
		err = errno ? errno : EIO;
	if (!err && fflush(stdout) != 0)
		err = errno ? errno : EIO;
	if (!err)
		return 0;
	fprintf(stderr, "scriptc: error: cannot write to standard output: %s\n", strerror(err));
	return 1;
}

/* -O's level is the next word when not attached: `-O -o x` would read as -O with "-o" */
static int
optlevel(const char *arg, int *level)
{
	if (arg[0] == '-')
		return fail("-O %s: -O takes its level in the same word: -O0, -O1 or -O2", arg);
	if (strlen(arg) != 1 || arg[0] < '0' || arg[0] > '2')
		return fail("-O%s: use -O0, -O1 or -O2", arg);
	*level = arg[0] - '0';
	return 0;
}

/* a second --input for the same parameter would be dropped: refuse it */
static int
addinput(Opts *o, const char *spec)
{
	char err[256];
	if (o->ninput == 64)
		return fail("too many --input specs%s", "");
	InputSpec *sp = &o->inputs[o->ninput];
	if (fe_parse_input(spec, sp, err, sizeof err) < 0)
		return fail("%s", err);
	for (uint32_t k = 0; k < o->ninput && sp->name; k++)
		if (o->inputs[k].name == sp->name)
			return fail("--input: a second spec for '%s'", sym_str(sp->name));
	o->ninput++;
	return 0;
}

/* --custom-op 'DOMAIN::NAME(Tensor x, float alpha) -> Tensor' (frontend/custom.c) */
static int
addcustom(Opts *o, const char *decl)
{
	char err[512];
	if (o->ncustom == 32)
		return fail("too many --custom-op declarations%s", "");
	CustomOp *c = &o->customs[o->ncustom];
	if (fe_parse_customop(decl, c, err, sizeof err) < 0)
		return fail("%s", err);
	for (uint32_t i = 0; i < o->ncustom; i++)
		if (!strcmp(o->customs[i].domain, c->domain) && !strcmp(o->customs[i].name, c->name))
			return fail("--custom-op: a second declaration of '%s'", decl);
	o->ncustom++;
	return 0;
}

/* --custom-opset DOMAIN=VERSION: the opset the model imports the domain at */
static int
addopset(Opts *o, const char *arg)
{
	const char *eq = strchr(arg, '=');
	char *end;
	long long v = eq ? strtoll(eq + 1, &end, 10) : 0;
	if (!eq || eq == arg || !eq[1] || *end || v < 1 || v > INT32_MAX)
		return fail("--custom-opset %s: expected DOMAIN=VERSION, a version from 1", arg);
	if (o->ncustomopset == 32)
		return fail("too many --custom-opset options%s", "");
	size_t n = (size_t)(eq - arg);
	if (n >= sizeof o->opsetdomain[0])
		return fail("--custom-opset %s: the domain is too long", arg);
	for (uint32_t i = 0; i < o->ncustomopset; i++)
		if (strlen(o->customopset[i].domain) == n &&
		    !strncmp(o->customopset[i].domain, arg, n))
			return fail("--custom-opset %s: a second version for this domain", arg);
	char *d = o->opsetdomain[o->ncustomopset];
	memcpy(d, arg, n);
	d[n] = 0;
	o->customopset[o->ncustomopset++] = (struct CustomOpset){d, v};
	return 0;
}

/* a row's spellings, as its flags give them: torch.add, x.add, x.add_, F.relu, math.exp, + */
static const char *
spellings(Arena *a, const Op *o)
{
	const char *nm = sym_str(o->name), *s = "";
	if (o->flags & F_FUNC)
		s = arena_printf(a, "%s, `torch.%s`", s, nm);
	if (o->flags & F_METHOD)
		s = arena_printf(a, "%s, `x.%s`", s, nm);
	if ((o->flags & F_METHOD) && (o->flags & F_INPLACE))
		s = arena_printf(a, "%s, `x.%s_`", s, nm);
	if (o->flags & F_NN)
		s = arena_printf(a, "%s, `F.%s`", s, nm);
	if (o->flags & F_MATH)
		s = arena_printf(a, "%s, `math.%s`", s, nm);
	if ((o->flags & F_LINALG) && !strncmp(nm, "linalg_", 7))
		s = arena_printf(a, "%s, `torch.linalg.%s`", s, nm + 7);
	if (op_py(o) != PY_NONE)
		s = arena_printf(a, "%s, `%s`", s, op_pytext[op_py(o)]);
	return *s ? s + 2 : "(builtins and the builder)";
}

extern const char scriptc_prelude_nn[];   /* frontend/prelude/nn.py (prelude/embed.py) */
extern const size_t scriptc_prelude_nn_len;

/* the prelude's public classes (nn.Linear) and functions (F.scaled_dot_product_attention),
 * from its text: what --list-ops lists beside the rows they are written on */
static void
listprelude(FILE *f)
{
	fprintf(f, "\nWritten in the script language on the rows above (frontend/prelude/nn.py):\n\n");
	const char *s = scriptc_prelude_nn, *end = s + scriptc_prelude_nn_len;
	int first = 1;
	for (const char *l = s; l < end;) {
		const char *nl = memchr(l, '\n', (size_t)(end - l));
		size_t n = nl ? (size_t)(nl - l) : (size_t)(end - l);
		int cls = n > 6 && !strncmp(l, "class ", 6), def = n > 4 && !strncmp(l, "def ", 4);
		const char *name = l + (cls ? 6 : 4), *e = name;
		while ((cls || def) && e < l + n && (*e == '_' || (*e >= 'a' && *e <= 'z') ||
		       (*e >= 'A' && *e <= 'Z') || (*e >= '0' && *e <= '9')))
			e++;
		if ((cls || def) && e > name && *name != '_') {
			fprintf(f, "%s`%s.%.*s`", first ? "" : ", ", cls ? "nn" : "F", (int)(e - name),
				name);
			first = 0;
		}
		l += n + 1;
	}
	fprintf(f, ".\n");
}

/* docs/ops.md is this table: the registry is the one place operators are declared */
static void
listops(FILE *f)
{
	op_all();
	Arena *a = arena_new();
	fprintf(f, "# Supported operators\n\n"
		"Generated by `scriptc --list-ops` from ir/ops.def; do not edit by hand.\n"
		"The test suite checks every row at ONNX opsets 11, 13 and 17 (the default 17); the e2e\n"
		"suite also passes at 12 and 14 to 21 (`tests/run.py --opsets 12,14,15,16,18,19,20,21`).\n"
		"Calls match the overloads"
		" in this order, with PyTorch's argument names and defaults.\n"
		"`x.name_` is the in-place form; ONNX names the operator of a 1:1 lowering, or says\n"
		"that the IR builder expands a call into other rows (frontend/build_multi.c).\n"
		"opsets: the ONNX opsets at which the row's example (the call tests/unit/ops_rows.py\n"
		"writes from its schema) compiles and passes ONNX's checker (above 17, loads in ONNX\n"
		"Runtime), measured by ir/gen_op_opsets.py into ir/op_opsets.def; blank: not measured\n"
		"(no spelled call, or the example is not a valid call; the e2e suite covers the row).\n"
		"Below its range a call is refused: \"... needs ONNX opset N or later\".\n\n"
		"| operator | schema | spellings | ONNX | opsets |\n"
		"| --- | --- | --- | --- | --- |\n");
	for (uint32_t i = 0; i < NOP; i++) {
		const Op *o = &optab[i];
		fprintf(f, "| `%s` | `%s` | %s | %s | %s |\n", sym_str(o->kind), o->schema,
			spellings(a, o), o->onnx ? o->onnx : o->flags & F_EXPAND ? "(expanded)" : "",
			op_opsets(a, o));
	}
	fprintf(f, "\nOther names: each spells its row under that name, as the row is spelled"
		" (not as a Python operator).\n\n| name | operator | schema |\n| --- | --- | --- |\n");
	const char *alt;
	const Op *o;
	for (uint32_t i = 0; op_aliasrow(i, &alt, &o); i++)
		fprintf(f, "| `%s` | `%s` | `%s` |\n", alt, sym_str(o->kind), o->schema);
	listprelude(f);
	fprintf(f, "\nWritten by the IR builder itself (frontend/build_call.c): ");
	for (uint32_t i = 0; fe_builder_functions[i]; i++)
		fprintf(f, "%s`%s`", i ? ", " : "", fe_builder_functions[i]);
	fprintf(f, ".\n");
	arena_free(a);
}

static int
options(int argc, char **argv, Opts *o)
{
	int c, rc;
	opterr = 0; /* our own messages, in our format */
	while ((c = getopt_long(argc, argv, ":o:O:W:w", scriptc_longopts, NULL)) != -1) {
		switch (c) {
		case 'o': o->out = optarg; break;
		case 'W':
			if (strcmp(optarg, "error") != 0)
				return fail("unknown option '-W%s' (-Werror makes warnings errors)",
					optarg);
			o->werror = 1;
			break;
		case 'w': o->nowarn = 1; break;
		case 'O':
			if ((rc = optlevel(optarg, &o->level)))
				return rc;
			break;
		case O_ENTRY: o->entry = optarg; break;
		case O_INPUT:
			if ((rc = addinput(o, optarg)))
				return rc;
			break;
		case O_WEIGHTS: o->weights = optarg; break;
		case O_OPSET: {
			char *end;
			long v = strtol(optarg, &end, 10);
			if (*end || v < 11 || v > 21)
				return fail("--opset %s: opsets 11 to 21 are supported", optarg);
			o->opset = (int)v;
			break;
		}
		case O_DUMPIR: o->dumpir = 1; break;
		case O_DUMPAFTER:
			if (!pass_known(optarg))
				return fail("--dump-after %s: no such pass (see --print-passes)", optarg);
			o->dumpafter = optarg;
			break;
		case O_PRINTPASSES: pass_list(stdout); exit(stdoutdone());
		case O_NOVERIFY: o->verify = 0; break;
		case O_HELP: usage(stdout); exit(stdoutdone());
		case O_LISTOPS: listops(stdout); exit(stdoutdone());
		case O_TIME: o->timing = 1; break;
		case O_EXTDATA: o->external_data = 1; break;
		case O_DUMPDOT: o->dumpdot = optarg; break;
		case O_POOLNAN: o->poolnan = 1; break;
		case O_DUMPONNX: o->dumponnx = 1; break;
		case O_REPORT: o->report = optarg; break;
		case O_CUSTOMOP:
			if ((rc = addcustom(o, optarg)))
				return rc;
			break;
		case O_CUSTOMOPSET:
			if ((rc = addopset(o, optarg)))
				return rc;
			break;
		case O_VERSION:
			printf("scriptc %s (ONNX opsets 11 to 21, default 17; IR from TorchScript as of "
				"PyTorch 1.13)\n", SCRIPTC_VERSION);
			exit(stdoutdone());
		case ':':
			if (optopt == 'O')
				return fail("-O needs a level: %s", "-O0, -O1 or -O2");
			return fail("%s needs an argument", argv[optind - 1]);
		default:
			fail("unknown option '%s'", argv[optind - 1]);
			usage(stderr);
			return 2;
		}
	}
	if (optind != argc - 1) {
		usage(stderr);
		return 2;
	}
	o->file = argv[optind];
	return 0;
}

/* Scripts are text: this bounds what is read from /dev/zero or a runaway FIFO. */
#define SRCMAX ((size_t)64 << 20)

static char *
readerr(const char *path, int fd, char *s, const char *why)
{
	fprintf(stderr, "scriptc: error: cannot read '%s': %s\n", path, why);
	if (fd >= 0)
		close(fd);
	free(s);
	return NULL;
}

/* the whole file, NUL-terminated; NULL after an error message */
static char *
readsource(const char *path, size_t *len)
{
	struct stat st;
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return readerr(path, -1, NULL, strerror(errno));
	if (fstat(fd, &st) == 0 && S_ISDIR(st.st_mode))
		return readerr(path, fd, NULL, strerror(EISDIR));
	size_t cap = 1 << 16, n = 0;
	char *s = NULL;
	for (;;) {
		if (!s || n == cap) { /* grows to SRCMAX + 1 at most: one byte more is too many */
			cap = !s ? cap : cap * 2 > SRCMAX ? SRCMAX + 1 : cap * 2;
			char *t = realloc(s, cap + 1);
			if (!t)
				die("out of memory");
			s = t;
		}
		ssize_t k = read(fd, s + n, cap - n);
		if (k < 0 && errno == EINTR)
			continue;
		if (k < 0)
			return readerr(path, fd, s, strerror(errno));
		if (k == 0)
			break;
		if ((n += (size_t)k) > SRCMAX)
			return readerr(path, fd, s, "larger than 64 MiB (the limit for a script)");
	}
	close(fd);
	s[n] = 0;
	*len = n;
	return s;
}

/* Python's universal newlines: \r\n and a lone \r end a line as \n does.  The text is
 * copied from its first \r on: most scripts have none (the copy cost 1% of compile time) */
static void
unixlines(char *s, size_t *len)
{
	char *cr = memchr(s, '\r', *len);
	if (!cr)
		return;
	size_t j = (size_t)(cr - s);
	for (size_t i = j; i < *len; i++) {
		if (s[i] == '\r' && i + 1 < *len && s[i + 1] == '\n')
			continue;
		s[j++] = s[i] == '\r' ? '\n' : s[i];
	}
	s[j] = 0;
	*len = j;
}

/* the output must not be the script itself (-o t.py, or a link to it) */
static int
isinput(const char *in, const char *out)
{
	struct stat a, b;
	return stat(in, &a) == 0 && stat(out, &b) == 0 && a.st_dev == b.st_dev &&
		a.st_ino == b.st_ino;
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

/* the options scriptc_compile needs */
static CompileOpts
compileopts(const Opts *o, Arena *a)
{
	return (CompileOpts){o->file, outpath(a, o), o->entry, o->dumpafter,
		(InputSpec *)o->inputs, o->ninput, o->opset, o->level, o->dumpir, o->verify,
		o->timing, o->weights, o->external_data, o->dumpdot, o->poolnan, o->dumponnx, NULL,
		o->customs, o->ncustom, o->customopset, o->ncustomopset};
}

/* given: the command line as given, for --report (getopt_long permutes argv) */
static int
run(int argc, char **argv, char **given)
{
	Opts o = {.opset = 17, .level = 2, .verify = SCRIPTC_VERIFY_DEFAULT};
	int rc = options(argc, argv, &o);
	if (rc)
		return rc;
	int printing = o.dumpir || o.dumpafter;
	Arena *a = arena_new();
	if (!printing && isinput(o.file, outpath(a, &o))) {
		rc = fail("-o '%s' is the input file", outpath(a, &o));
		arena_free(a);
		return rc;
	}
	if (!printing && o.weights && isinput(o.weights, outpath(a, &o))) {
		rc = fail("-o '%s' is the weights file", outpath(a, &o));
		arena_free(a);
		return rc;
	}
	size_t len = 0; /* set by readsource; GCC -O3 cannot tell */
	char *src = readsource(o.file, &len);
	if (!src) {
		arena_free(a);
		return 1;
	}
	unixlines(src, &len);
	Diag d;
	diag_init(&d, stderr);
	d.werror = o.werror;
	d.nowarn = o.nowarn;
	type_init();
	op_init();
	CompileOpts co = compileopts(&o, a);
	Report rep = {0};
	if (o.report) {
		co.report = &rep;
		d.record = report_record;
		d.recordctx = &rep;
	}
	rc = scriptc_compile(&co, src, len, &d);
	if (d.nerror > d.maxerror)
		fprintf(stderr, "scriptc: %u errors in all; the first %u are shown\n", d.nerror,
			d.maxerror);
	if (o.report) {
		int ok = rc || d.nerror ? 0 : printing ? 2 : 1;
		int err = report_write(o.report, &rep, &co, ok, argc, given);
		if (err) {
			fprintf(stderr, "scriptc: error: cannot write the report '%s': %s\n", o.report,
				strerror(err));
			if (ok == 1) /* no model is left behind after an error */
				unlink(co.out);
			rc = 1;
		}
		report_free(&rep);
	}
	arena_free(a);
	free(src);
	if (rc || d.nerror)
		return 1;
	return printing || o.dumponnx ? stdoutdone() : 0;
}

int
main(int argc, char **argv)
{
	reservestd();
	char **given = malloc(((size_t)argc + 1) * sizeof *given);
	if (!given)
		die("out of memory");
	memcpy(given, argv, ((size_t)argc + 1) * sizeof *given);
	int rc = run(argc, argv, given);
	free(given);
	return rc;
}
