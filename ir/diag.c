/* Diagnostics in GCC's format, with the source line and a caret under the construct:
 *   model.py:12:9: error: aten::matmul: 'other' has 3 dims, expected 1 or 2
 *      12 |     y = x @ w
 *         |         ^~~~~
 * Errors are counted; each phase stops when d->nerror is non-zero.  Printing stops after
 * d->maxerror errors so a broken file does not flood the terminal. */
#include <stdlib.h>
#include <string.h>
#include "ir.h"

void
diag_init(Diag *d, FILE *out)
{
	memset(d, 0, sizeof *d);
	d->out = out;
	d->maxerror = 20;
	d->nfile = 1; /* index 0 means "no file" */
}

uint32_t
diag_addfile(Diag *d, const char *name, const char *src, size_t len)
{
	if (d->nfile == 8)
		die("too many source files");
	d->fname[d->nfile] = name;
	d->fsrc[d->nfile] = src;
	d->fsrclen[d->nfile] = len;
	return d->nfile++;
}

/* the text of line `line` of file f, and its length */
static const char *
srcline(Diag *d, uint32_t f, uint32_t line, size_t *len)
{
	const char *s = d->fsrc[f], *end = s + d->fsrclen[f];
	for (uint32_t l = 1; l < line && s < end; s++)
		if (*s == '\n')
			l++;
	const char *e = s;
	while (e < end && *e != '\n')
		e++;
	*len = (size_t)(e - s);
	return s;
}

static void
quote(Diag *d, SrcLoc at)
{
	size_t n;
	const char *s = srcline(d, at.file, at.line, &n);
	fprintf(d->out, "%5u | %.*s\n      | ", at.line, (int)n, s);
	for (uint32_t i = 1; i < at.col; i++)
		fputc(i - 1 < n && s[i - 1] == '\t' ? '\t' : ' ', d->out);
	fputc('^', d->out);
	uint32_t len = at.len ? at.len : 1;
	if (at.col - 1 + len > n && n >= at.col)
		len = (uint32_t)n - at.col + 1;
	for (uint32_t i = 1; i < len; i++)
		fputc('~', d->out);
	fputc('\n', d->out);
}

void
vdiag(Diag *d, DiagLevel lv, SrcLoc at, const char *fmt, va_list ap)
{
	static const char *lvname[] = {"error", "warning", "note"};
	if (lv == DIAG_ERROR && d->nerror++ >= d->maxerror)
		return;
	if (at.file && at.file < d->nfile && at.line) {
		fprintf(d->out, "%s:%u:%u: %s: ", d->fname[at.file], at.line, at.col, lvname[lv]);
		vfprintf(d->out, fmt, ap);
		fputc('\n', d->out);
		quote(d, at);
	} else {
		fprintf(d->out, "%s: %s: ", d->nfile > 1 ? d->fname[1] : "scriptc", lvname[lv]);
		vfprintf(d->out, fmt, ap);
		fputc('\n', d->out);
	}
}

void
diag(Diag *d, DiagLevel lv, SrcLoc at, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vdiag(d, lv, at, fmt, ap);
	va_end(ap);
}

void
die_(const char *file, int line, const char *fmt, ...)
{
	va_list ap;
	fprintf(stderr, "scriptc: internal error at %s:%d: ", file, line);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	abort();
}
