/* parse_test: parses the Python file named on the command line and prints its AST with
 * ast_dump, one statement tree after another.  Syntax errors go to stderr in scriptc's
 * usual format and the exit status is 1, so a test can check both the tree and the
 * diagnostics of a bad file.  Usage: parse_test FILE.py */
#include <stdlib.h>
#include "frontend/frontend.h"

static char *
slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	size_t cap = 4096, n = 0, k;
	char *s = malloc(cap);
	while (s && (k = fread(s + n, 1, cap - n, f)) > 0)
		if ((n += k) == cap)
			s = realloc(s, cap *= 2);
	fclose(f);
	*len = n;
	return s;
}

int
main(int argc, char **argv)
{
	size_t len;
	char *src = argc == 2 ? slurp(argv[1], &len) : NULL;
	if (!src) {
		fprintf(stderr, "usage: parse_test FILE.py (a readable file)\n");
		return 2;
	}
	Diag d;
	diag_init(&d, stderr);
	Module m = {.arena = arena_new(), .diag = &d};
	m.file = diag_addfile(&d, argv[1], src, len);
	int rc = fe_parse(&m, src, len);
	for (uint32_t i = 0; i < m.body.n; i++)
		ast_dump(stdout, m.body.v[i], 0);
	arena_free(m.arena);
	free(src);
	return rc ? 1 : 0;
}
