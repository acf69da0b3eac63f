/* The keys of a weights file against the parameters and buffers a model declares.  Every
 * defect is gathered into one error (issue 20: "every missing key, unexpected key, shape or
 * dtype mismatch is reported together, in one error naming the keys"), one line per kind,
 * then a note at the `self.` line that declared each key the model expects and the file
 * lacks or holds differently:
 *
 *   W.safetensors: error: the weights do not match the model: 1 missing, 1 unexpected,
 *   1 of another shape
 *     missing: 'fc.bias' (float32[10])
 *     unexpected: 'head.weight'
 *     shape: 'fc.weight' is [10, 4] in the file, [10, 8] in the model
 *   net.py:6:9: note: 'fc.bias' is declared here
 *
 * Unlike PyTorch's load_state_dict (which casts with copy_), a dtype that differs is an
 * error: the initializer would otherwise not be the parameter's type. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "safetensors.h"

/* the file's tensors by name, for bsearch */
static int
byname(const void *a, const void *b)
{
	return strcmp((*(const StTensor *const *)a)->name, (*(const StTensor *const *)b)->name);
}

static const StTensor *
lookup(const StTensor **sorted, uint32_t n, const char *name)
{
	StTensor key = {.name = name};
	const StTensor *k = &key;
	const StTensor **p = bsearch(&k, sorted, n, sizeof *sorted, byname);
	return p ? *p : NULL;
}

static int
sameshape(const StTensor *t, const WParam *p)
{
	if (t->rank != p->rank)
		return 0;
	for (int32_t i = 0; i < p->rank; i++)
		if (t->dims[i] != p->dims[i])
			return 0;
	return 1;
}

static void
dims(FILE *f, int32_t rank, const int64_t *d)
{
	fputc('[', f);
	for (int32_t i = 0; i < rank; i++)
		fprintf(f, "%s%lld", i ? ", " : "", (long long)d[i]);
	fputc(']', f);
}

enum { MISSING, UNEXPECTED, SHAPE, DTYPE, NKIND };
/* in the summary ("2 missing, 1 of another shape") and at the head of each kind's line */
static const char *const kindname[NKIND] = {"missing", "unexpected", "of another shape",
	"of another dtype"};
static const char *const kindline[NKIND] = {"missing", "unexpected", "shape", "dtype"};

/* one key's part of its kind's line */
static void
item(Arena *a, FILE *f, int kind, const WParam *p, const StTensor *t)
{
	fputs(rt_weights_quote(a, p ? p->name : t->name), f);
	if (kind == MISSING) {
		fprintf(f, " (%s", dtype_name(p->dtype));
		dims(f, p->rank, p->dims);
		fputc(')', f);
	} else if (kind == SHAPE) {
		fputs(" is ", f);
		dims(f, t->rank, t->dims);
		fputs(" in the file, ", f);
		dims(f, p->rank, p->dims);
		fputs(" in the model", f);
	} else if (kind == DTYPE) {
		fprintf(f, " is %s (%s) in the file, %s in the model", t->stdtype,
			dtype_name(t->dtype), dtype_name(p->dtype));
	}
}

typedef struct {
	uint32_t count[NKIND];
	FILE *line[NKIND];
	char *text[NKIND];
	size_t len[NKIND];
} Report;

static void
add(Arena *a, Report *r, int kind, const WParam *p, const StTensor *t)
{
	if (!r->count[kind]++) {
		r->line[kind] = open_memstream(&r->text[kind], &r->len[kind]);
		if (!r->line[kind])
			die("open_memstream failed");
		fprintf(r->line[kind], "\n  %s: ", kindline[kind]);
	} else {
		fputs(", ", r->line[kind]);
	}
	item(a, r->line[kind], kind, p, t);
}

/* the error, its lines in a fixed order, then a note at each declaration concerned */
static void
report(Arena *a, Diag *d, const Weights *w, Report *r, const WParam *want, uint32_t n,
	const StTensor **found)
{
	char summary[200];
	size_t k = 0;
	for (int i = 0; i < NKIND; i++) {
		if (r->line[i])
			fclose(r->line[i]);
		if (r->count[i])
			k += (size_t)snprintf(summary + k, sizeof summary - k, "%s%u %s",
				k ? ", " : "", r->count[i], kindname[i]);
	}
	diag(d, DIAG_ERROR, (SrcLoc){.file = w->file}, "the weights do not match the model%s: "
		"%s%s%s%s%s", n ? "" : " (it declares no parameters or buffers)", summary,
		r->text[0] ? r->text[0] : "", r->text[1] ? r->text[1] : "",
		r->text[2] ? r->text[2] : "", r->text[3] ? r->text[3] : "");
	for (int i = 0; i < NKIND; i++)
		free(r->text[i]);
	for (uint32_t i = 0; i < n; i++) {
		const StTensor *t = found[i];
		if ((!t || !sameshape(t, &want[i]) || t->dtype != want[i].dtype) && want[i].at.line)
			diag(d, DIAG_NOTE, want[i].at, "%s is declared here",
				rt_weights_quote(a, want[i].name));
	}
}

int
rt_weights_match(Arena *a, Diag *d, const Weights *w, const WParam *want, uint32_t n,
	const StTensor **found)
{
	const StTensor **sorted = NEWA(a, const StTensor *, w->n + 1);
	uint8_t *used = NEWA(a, uint8_t, w->n + 1);
	if (!found)
		found = NEWA(a, const StTensor *, n + 1);
	for (uint32_t i = 0; i < w->n; i++)
		sorted[i] = &w->t[i];
	qsort(sorted, w->n, sizeof *sorted, byname);
	Report r = {0};
	for (uint32_t i = 0; i < n; i++) {
		const StTensor *t = found[i] = lookup(sorted, w->n, want[i].name);
		if (!t)
			add(a, &r, MISSING, &want[i], NULL);
		else if (!sameshape(t, &want[i]))
			add(a, &r, SHAPE, &want[i], t);
		else if (t->dtype != want[i].dtype)
			add(a, &r, DTYPE, &want[i], t);
		if (t)
			used[t - w->t] = 1;
	}
	for (uint32_t i = 0; i < w->n; i++) /* in the file's order */
		if (!used[i])
			add(a, &r, UNEXPECTED, NULL, &w->t[i]);
	if (!r.count[MISSING] && !r.count[UNEXPECTED] && !r.count[SHAPE] && !r.count[DTYPE])
		return 0;
	report(a, d, w, &r, want, n, found);
	return -1;
}
