/* --report FILE.md: what a compile did, for a person or a CI log to read.  The account
 * asked for by issue 22: the command, the result, the opset, the graph's inputs and outputs
 * with their types, the operators that are not supported (each at its line, all of them),
 * every other diagnostic, the phases and passes run with their times, the nodes per ONNX
 * operator (top graph and If/Loop bodies), and the initializers' bytes.  The model's part is
 * read back from the written file, so it describes what was written; after a failed compile
 * the report still says why, and no model exists. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "report.h"
#include "backend_onnx/backend.h"
#include "onnx.pb-c.h"

void
report_record(void *ctx, DiagLevel lv, const char *where, const char *msg)
{
	Report *r = ctx;
	if (r->ndiag == r->cap) {
		r->cap = r->cap ? 2 * r->cap : 16;
		if (!(r->diags = realloc(r->diags, r->cap * sizeof *r->diags)))
			die("out of memory");
	}
	ReportDiag *e = &r->diags[r->ndiag++];
	e->lv = lv;
	if (!(e->where = strdup(where)) || !(e->msg = strdup(msg)))
		die("out of memory");
}

void
report_free(Report *r)
{
	for (uint32_t i = 0; i < r->ndiag; i++) {
		free(r->diags[i].where);
		free(r->diags[i].msg);
	}
	free(r->diags);
}

/* text in a table cell: a | would end it */
static void
cell(FILE *f, const char *s)
{
	for (; *s; s++) {
		if (*s == '|')
			fputc('\\', f);
		fputc(*s == '\n' ? ' ' : *s, f);
	}
}

static int
isunsupported(const ReportDiag *e)
{
	return e->lv == DIAG_ERROR && !strncmp(e->msg, "unsupported operator", 20);
}

static void
diags(FILE *f, const Report *r)
{
	uint32_t nun = 0, nother = 0;
	for (uint32_t i = 0; i < r->ndiag; i++)
		isunsupported(&r->diags[i]) ? nun++ : nother++;
	fprintf(f, "\n## Unsupported operators\n\n");
	if (!nun)
		fprintf(f, "None.\n");
	else
		fprintf(f, "| where | operator |\n| --- | --- |\n");
	for (uint32_t i = 0; i < r->ndiag; i++) {
		const ReportDiag *e = &r->diags[i];
		if (!isunsupported(e))
			continue;
		const char *op = strchr(e->msg, '\''), *end = op ? strchr(op + 1, '\'') : NULL;
		fprintf(f, "| %s | `%.*s` |\n", e->where, op && end ? (int)(end - op - 1) : 0,
			op && end ? op + 1 : "");
	}
	fprintf(f, "\n## Diagnostics\n\n");
	if (!nother)
		fprintf(f, "None.\n");
	else
		fprintf(f, "| where | level | message |\n| --- | --- | --- |\n");
	static const char *lvname[] = {"error", "warning", "note"};
	for (uint32_t i = 0; i < r->ndiag; i++) {
		const ReportDiag *e = &r->diags[i];
		if (isunsupported(e))
			continue;
		fprintf(f, "| %s | %s | ", e->where, lvname[e->lv]);
		cell(f, e->msg);
		fprintf(f, " |\n");
	}
}

static void
values(FILE *f, const char *title, Onnx__ValueInfoProto **v, size_t n)
{
	fprintf(f, "\n## %s\n\n| name | type |\n| --- | --- |\n", title);
	for (size_t i = 0; i < n; i++) {
		fprintf(f, "| `");
		cell(f, v[i]->name);
		fprintf(f, "` | `");
		onnx_print_type(f, v[i]->type);
		fprintf(f, "` |\n");
	}
}

typedef struct {
	const char *op;
	uint32_t top, nested;
} OpCount;

static void
countnodes(const Onnx__GraphProto *g, int nested, OpCount **c, uint32_t *n, uint32_t *cap)
{
	for (size_t i = 0; i < g->n_node; i++) {
		const Onnx__NodeProto *nd = g->node[i];
		uint32_t k = 0;
		while (k < *n && strcmp((*c)[k].op, nd->op_type))
			k++;
		if (k == *n) {
			if (*n == *cap && !(*c = realloc(*c, (*cap = *cap ? 2 * *cap : 32) *
							 sizeof **c)))
				die("out of memory");
			(*c)[(*n)++] = (OpCount){nd->op_type, 0, 0};
		}
		nested ? (*c)[k].nested++ : (*c)[k].top++;
		for (size_t a = 0; a < nd->n_attribute; a++) {
			if (nd->attribute[a]->g)
				countnodes(nd->attribute[a]->g, 1, c, n, cap);
			for (size_t j = 0; j < nd->attribute[a]->n_graphs; j++)
				countnodes(nd->attribute[a]->graphs[j], 1, c, n, cap);
		}
	}
}

static int
bycount(const void *a, const void *b)
{
	const OpCount *x = a, *y = b;
	uint32_t nx = x->top + x->nested, ny = y->top + y->nested;
	return nx != ny ? (nx < ny) - (nx > ny) : strcmp(x->op, y->op);
}

static void
nodes(FILE *f, const Onnx__GraphProto *g)
{
	OpCount *c = NULL;
	uint32_t n = 0, cap = 0, top = 0, nested = 0;
	countnodes(g, 0, &c, &n, &cap);
	qsort(c, n, sizeof *c, bycount);
	fprintf(f, "\n## Nodes\n\n| ONNX operator | top graph | in If/Loop bodies |\n"
		"| --- | ---: | ---: |\n");
	for (uint32_t i = 0; i < n; i++) {
		fprintf(f, "| %s | %u | %u |\n", c[i].op, c[i].top, c[i].nested);
		top += c[i].top;
		nested += c[i].nested;
	}
	fprintf(f, "| **all** | %u | %u |\n", top, nested);
	free(c);
}

static uint64_t
tensorbytes(const Onnx__TensorProto *t)
{
	if (t->has_raw_data)
		return t->raw_data.len;
	for (size_t i = 0; i < t->n_external_data; i++)
		if (!strcmp(t->external_data[i]->key, "length"))
			return strtoull(t->external_data[i]->value, NULL, 10);
	return t->n_float_data * 4 + t->n_int32_data * 4 + t->n_int64_data * 8 +
		t->n_double_data * 8 + t->n_uint64_data * 8;
}

static void
initializers(FILE *f, const Onnx__GraphProto *g)
{
	uint64_t bytes = 0, ext = 0;
	for (size_t i = 0; i < g->n_initializer; i++) {
		uint64_t b = tensorbytes(g->initializer[i]);
		bytes += b;
		if (g->initializer[i]->n_external_data)
			ext += b;
	}
	fprintf(f, "\n## Initializers\n\n%zu initializers, %llu bytes", g->n_initializer,
		(unsigned long long)bytes);
	if (ext)
		fprintf(f, " (%llu of them in external data)", (unsigned long long)ext);
	fprintf(f, ".\n");
}

static void
model(FILE *f, const CompileOpts *o)
{
	Onnx__ModelProto *m = onnx_read_model(o->out);
	if (!m || !m->graph) {
		fprintf(f, "\nThe written model could not be read back: %s.\n", strerror(errno));
		return;
	}
	fprintf(f, "- ONNX opset %lld, IR version %lld\n", m->n_opset_import ?
		(long long)m->opset_import[0]->version : 0LL, (long long)m->ir_version);
	fprintf(f, "- Graph `%s`\n", m->graph->name ? m->graph->name : "");
	values(f, "Inputs", m->graph->input, m->graph->n_input);
	values(f, "Outputs", m->graph->output, m->graph->n_output);
	nodes(f, m->graph);
	initializers(f, m->graph);
	onnx__model_proto__free_unpacked(m, NULL);
}

static void
passes(FILE *f, const Report *r)
{
	fprintf(f, "\n## Phases and passes\n\n| phase or pass | ms |\n| --- | ---: |\n");
	double sum = 0;
	for (uint32_t i = 0; i < r->times.n; i++) {
		fprintf(f, "| %s | %.3f |\n", r->times.name[i], r->times.ms[i]);
		sum += r->times.ms[i];
	}
	fprintf(f, "| **all** | %.3f |\n", sum);
}

int
report_write(const char *path, const Report *r, const CompileOpts *o, int ok, int argc,
	char **argv)
{
	FILE *f = fopen(path, "w");
	if (!f)
		return errno;
	fprintf(f, "# scriptc report: %s\n\n- Command: `", o->file);
	for (int i = 0; i < argc; i++)
		fprintf(f, "%s%s", i ? " " : "", argv[i]);
	fprintf(f, "`\n- scriptc %s, -O%d, opset %d\n", SCRIPTC_VERSION, o->level, o->opset);
	uint32_t nerr = 0;
	for (uint32_t i = 0; i < r->ndiag; i++)
		nerr += r->diags[i].lv == DIAG_ERROR;
	if (ok == 1)
		fprintf(f, "- Result: `%s` written\n", o->out);
	else if (ok == 2)
		fprintf(f, "- Result: IR printed (--dump-ir or --dump-after); no model written\n");
	else
		fprintf(f, "- Result: failed, %u error%s shown; no model written\n", nerr,
			nerr == 1 ? "" : "s");
	if (ok == 1)
		model(f, o);
	diags(f, r);
	passes(f, r);
	int err = ferror(f) ? (errno ? errno : EIO) : 0;
	if (fclose(f) != 0 && !err)
		err = errno ? errno : EIO;
	return err;
}
