/* Diagnostics in GCC's format, with the source line and a caret under the construct:
 *   model.py:12:9: error: aten::matmul: 'other' has 3 dims, expected 1 or 2
 *      12 |     y = x @ w
 *         |         ^~~~~
 * Columns count characters (UTF-8), and the quoted line shows control bytes escaped and is
 * cut to 100 columns around the caret, so a binary file or a 5 MB line cannot flood or
 * garble the terminal.  Errors are counted; each phase stops when d->nerror is non-zero.  Printing stops after
 * d->maxerror errors so a broken file does not flood the terminal.  Warnings do not stop a
 * phase; -w hides them and -Werror reports them as errors ("... [-Werror]"). */
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

/* One character of a quoted line: a UTF-8 sequence, or a single byte that is not one.
 * Shown as itself if printable, else escaped as Python's repr would (\x01, \u202e; a byte
 * that is not UTF-8 as \xNN), so no control byte of a binary file reaches the terminal. */
typedef struct {
	uint32_t len;   /* bytes in the source */
	uint32_t width; /* terminal columns (an estimate for wide characters; a tab counts 1) */
	char text[12];  /* what is printed, NUL-terminated */
} Unit;

/* the code point of the UTF-8 sequence at s[0..n), with its length; -1 if not one */
int32_t
diag_utf8(const char *str, size_t n, uint32_t *len)
{
	const unsigned char *s = (const unsigned char *)str;
	uint32_t k = s[0] >= 0xf0 && s[0] <= 0xf4 ? 4 : s[0] >= 0xe0 ? 3 : s[0] >= 0xc2 ? 2 : 0;
	if (s[0] < 0x80 || !k || k > n)
		return s[0] < 0x80 ? (*len = 1, s[0]) : -1;
	int32_t c = s[0] & (0x7f >> k);
	for (uint32_t i = 1; i < k; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return -1;
		c = c << 6 | (s[i] & 0x3f);
	}
	static const int32_t least[] = {0, 0, 0x80, 0x800, 0x10000};
	if (c < least[k] || c > 0x10ffff || (c >= 0xd800 && c <= 0xdfff))
		return -1;
	*len = k;
	return c;
}

/* controls, and the invisible characters that reorder or hide text (Trojan Source) */
int
diag_unprintable(int32_t c)
{
	return (c < 0x20 && c != '\t') || (c >= 0x7f && c < 0xa0) || c == 0xad ||
		(c >= 0x200b && c <= 0x200f) || (c >= 0x2028 && c <= 0x202e) ||
		(c >= 0x2060 && c <= 0x206f) || c == 0xfeff;
}

static int
wide(int32_t c)
{
	return (c >= 0x1100 && c <= 0x115f) || (c >= 0x2e80 && c <= 0xa4cf) ||
		(c >= 0xac00 && c <= 0xd7a3) || (c >= 0xf900 && c <= 0xfaff) ||
		(c >= 0xfe30 && c <= 0xfe4f) || (c >= 0xff00 && c <= 0xff60) ||
		(c >= 0xffe0 && c <= 0xffe6) || (c >= 0x1f300 && c <= 0x1faff) ||
		(c >= 0x20000 && c <= 0x3fffd);
}

static Unit
unit(const char *s, size_t n)
{
	Unit u = {1, 1, {s[0]}};
	if ((s[0] >= 0x20 && s[0] < 0x7f) || s[0] == '\t') /* the common case, quickly */
		return u;
	int32_t c = diag_utf8(s, n, &u.len);
	if (c < 0)
		snprintf(u.text, sizeof u.text, "\\x%02x", (unsigned char)s[0]);
	else if (diag_unprintable(c))
		snprintf(u.text, sizeof u.text, c < 0x100 ? "\\x%02x" : "\\u%04x", (unsigned)c);
	else
		memcpy(u.text, s, u.len);
	u.width = c >= 0 && !diag_unprintable(c) ? (wide(c) ? 2 : 1) : (uint32_t)strlen(u.text);
	return u;
}

/* terminal columns of s[0..n), and the number of characters in it */
static size_t
width(const char *s, size_t n, uint32_t *nchar)
{
	size_t w = 0;
	*nchar = 0;
	for (size_t i = 0; i < n; (*nchar)++) {
		Unit u = unit(s + i, n - i);
		i += u.len;
		w += u.width;
	}
	return w;
}

/* A quoted line shows at most QUOTEW columns: a longer one is cut around the caret, the
 * cuts marked with "...". */
#define QUOTEW 100

typedef struct {
	size_t from, to; /* the columns shown */
	size_t caret;    /* the caret's column */
	size_t end;      /* the column where the underline ends */
} Window;

static Window
window(const char *s, size_t n, size_t at, size_t len)
{
	uint32_t k;
	Window w = {0, width(s, n, &k), 0, 0};
	w.caret = width(s, at, &k);
	w.end = at + len > n ? w.to : width(s, at + len, &k);
	if (w.to <= QUOTEW)
		return w;
	w.from = w.caret > QUOTEW / 2 ? w.caret - QUOTEW / 2 : 0;
	if (w.from + QUOTEW < w.to)
		w.to = w.from + QUOTEW;
	else
		w.from = w.to - QUOTEW;
	return w;
}

static void
showline(FILE *f, const char *s, size_t n, const Window *w)
{
	size_t col = 0;
	for (size_t i = 0; i < n && col <= w->to;) {
		Unit u = unit(s + i, n - i);
		if (col >= w->from && col + u.width <= w->to)
			fputs(u.text, f);
		col += u.width;
		i += u.len;
	}
	fputs(col > w->to ? "...\n" : "\n", f);
}

/* spaces (tabs under tabs) up to the caret's column, then ^~~~ */
static void
showcaret(FILE *f, const char *s, size_t n, const Window *w)
{
	size_t col = 0;
	for (size_t i = 0; i < n && col < w->caret;) {
		Unit u = unit(s + i, n - i);
		if (col >= w->from)
			fprintf(f, "%-*s", (int)u.width, u.text[0] == '\t' ? "\t" : "");
		col += u.width;
		i += u.len;
	}
	fprintf(f, "%*s^", (int)(w->caret > col ? w->caret - col : 0), "");
	for (size_t c = w->caret + 1; c < w->end && c < w->to; c++)
		fputc('~', f);
	fputc('\n', f);
}

/* the line, cut to QUOTEW columns around the caret, and the caret under the construct; a
 * location past the end of the line (at the end of the file) puts the caret after it */
static void
quote(Diag *d, SrcLoc at)
{
	size_t n;
	const char *s = srcline(d, at.file, at.line, &n);
	size_t b = at.col - 1, len = at.len ? at.len : 1;
	Window w = window(s, n, b < n ? b : n, b < n ? len : 1);
	if (b > n) {
		w.caret += b - n;
		w.end = w.caret + 1;
		w.to = w.caret + 1 > w.to ? w.caret + 1 : w.to;
	}
	fprintf(d->out, "%5u | %s", at.line, w.from ? "..." : "");
	showline(d->out, s, n, &w);
	fprintf(d->out, "      | %s", w.from ? "   " : "");
	showcaret(d->out, s, n, &w);
}

/* the column as people count it: characters, not bytes */
static uint32_t
charcol(Diag *d, SrcLoc at)
{
	size_t n;
	uint32_t k;
	const char *s = srcline(d, at.file, at.line, &n);
	size_t b = at.col - 1;
	width(s, b < n ? b : n, &k);
	return k + 1 + (uint32_t)(b > n ? b - n : 0);
}

void
vdiag(Diag *d, DiagLevel lv, SrcLoc at, const char *fmt, va_list ap)
{
	static const char *lvname[] = {"error", "warning", "note"};
	if (lv == DIAG_WARNING && d->nowarn)
		return; /* -w wins over -Werror, as in GCC */
	int promoted = lv == DIAG_WARNING && d->werror;
	if (promoted)
		lv = DIAG_ERROR;
	if (lv == DIAG_WARNING)
		d->nwarning++;
	if (lv == DIAG_ERROR && d->nerror++ >= d->maxerror)
		return;
	if (d->record) {
		char where[512], msg[1024];
		va_list aq;
		va_copy(aq, ap);
		vsnprintf(msg, sizeof msg, fmt, aq);
		va_end(aq);
		if (at.file && at.file < d->nfile && at.line)
			snprintf(where, sizeof where, "%s:%u:%u", d->fname[at.file], at.line,
				charcol(d, at));
		else
			snprintf(where, sizeof where, "%s", at.file && at.file < d->nfile ?
				d->fname[at.file] : d->nfile > 1 ? d->fname[1] : "scriptc");
		d->record(d->recordctx, lv, where, msg);
	}
	if (at.file && at.file < d->nfile && at.line) {
		fprintf(d->out, "%s:%u:%u: %s: ", d->fname[at.file], at.line, charcol(d, at),
			lvname[lv]);
		vfprintf(d->out, fmt, ap);
		fputs(promoted ? " [-Werror]\n" : "\n", d->out);
		quote(d, at);
	} else {
		/* a file's own error without a line (a weights file: runtime/safetensors.c) */
		const char *f = at.file && at.file < d->nfile ? d->fname[at.file]
			: d->nfile > 1 ? d->fname[1] : "scriptc";
		fprintf(d->out, "%s: %s: ", f, lvname[lv]);
		vfprintf(d->out, fmt, ap);
		fputs(promoted ? " [-Werror]\n" : "\n", d->out);
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
