/* parse_test: parses the Python file named on the command line and prints its AST with
 * ast_dump, one statement tree after another.  Syntax errors go to stderr in scriptc's
 * usual format and the exit status is 1.
 *
 * With --golden, the file is a test case: its "# >>> ast" block holds the expected dump and
 * its "# >>> stderr" block the expected diagnostics (no block: none), as in tests/run.py's
 * case files.  The exit status is 0 iff both match; a mismatch prints both versions.
 * Usage: parse_test [--golden] FILE.py */
#include <stdlib.h>
#include <string.h>
#include "frontend/frontend.h"

static char *
slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	size_t cap = 4096, n = 0, k;
	char *s = malloc(cap + 1);
	while (s && (k = fread(s + n, 1, cap - n, f)) > 0)
		if ((n += k) == cap)
			s = realloc(s, (cap *= 2) + 1);
	fclose(f);
	if (s)
		s[n] = 0;
	*len = n;
	return s;
}

/* the text of block "# >>> name" ... "# <<<" in src, in a malloc'd string ("" if none) */
static char *
block(const char *src, const char *name)
{
	char head[64];
	snprintf(head, sizeof head, "# >>> %s\n", name);
	const char *p = strstr(src, head);
	char *out = calloc(1, strlen(src) + 1);
	size_t n = 0;
	for (p = p ? p + strlen(head) : ""; *p && strncmp(p, "# <<<", 5) != 0;) {
		const char *e = strchr(p, '\n');
		size_t len = e ? (size_t)(e - p) : strlen(p);
		size_t skip = len >= 2 && p[1] == ' ' ? 2 : 1;
		memcpy(out + n, p + skip, len - skip);
		n += len - skip;
		out[n++] = '\n';
		p += len + (e != NULL);
	}
	return out;
}

/* parses src, dumping the AST to out and diagnostics to err */
static int
parse(const char *name, const char *src, size_t len, FILE *out, FILE *err)
{
	Diag d;
	diag_init(&d, err);
	Module m = {.arena = arena_new(), .diag = &d};
	m.file = diag_addfile(&d, name, src, len);
	int rc = fe_parse(&m, src, len);
	for (uint32_t i = 0; i < m.body.n; i++)
		ast_dump(out, m.body.v[i], 0);
	arena_free(m.arena);
	return rc;
}

static int
same(const char *what, const char *want, const char *got)
{
	if (strcmp(want, got) == 0)
		return 1;
	fprintf(stderr, "--- expected %s:\n%s--- got:\n%s", what, want, got);
	return 0;
}

static int
golden(const char *path, const char *src, size_t len)
{
	char *out = NULL, *err = NULL;
	size_t nout, nerr;
	FILE *fo = open_memstream(&out, &nout), *fe = open_memstream(&err, &nerr);
	const char *base = strrchr(path, '/');
	parse(base ? base + 1 : path, src, len, fo, fe);
	fclose(fo);
	fclose(fe);
	char *want = block(src, "ast"), *wanterr = block(src, "stderr");
	int ok = same("ast", want, out) & same("stderr", wanterr, err);
	free(want), free(wanterr), free(out), free(err);
	return ok ? 0 : 1;
}

int
main(int argc, char **argv)
{
	int gold = argc == 3 && strcmp(argv[1], "--golden") == 0;
	size_t len;
	char *src = argc == 2 + gold ? slurp(argv[1 + gold], &len) : NULL;
	if (!src) {
		fprintf(stderr, "usage: parse_test [--golden] FILE.py (a readable file)\n");
		return 2;
	}
	int rc = gold ? golden(argv[2], src, len) : parse(argv[1], src, len, stdout, stderr) != 0;
	free(src);
	return rc;
}
