/* ONNX's operators, one row per (operator, since_version) of the default domain, taken from
 * ONNX's own schemas by gen_onnx_ops.py: onnx_ops.def from the onnx package (opsets 1-17),
 * onnx_ops_new.def from ONNX's docs/Changelog.md (opsets 18-21, which that package does not
 * know).  Each file is sorted by name, then version, so the version of an operator in force
 * at an opset is a binary search for the name and a short walk over its versions.
 *   onnx_op("Add", 17)  ->  the row of Add-14 */
#include <string.h>
#include "backend.h"

#define ONNX(nm, sn, fl, mi, xi, mo, xo, in, out, tc, at, ...)                             \
	{#nm, sn, fl, mi, xi, mo, xo, in, out, tc, at, (const uint32_t[]){__VA_ARGS__}},
static const OnnxOp oldops[] = {
#include "onnx_ops.def"
};
static const OnnxOp newops[] = {
#include "onnx_ops_new.def"
};
#undef ONNX

/* the latest version of name at most opset in tab[0..n), or NULL */
static const OnnxOp *
find(const OnnxOp *tab, size_t n, const char *name, int opset)
{
	size_t lo = 0, hi = n;
	while (lo < hi) { /* first row whose name is not below name */
		size_t mid = lo + (hi - lo) / 2;
		if (strcmp(tab[mid].name, name) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	const OnnxOp *best = NULL;
	for (size_t i = lo; i < n && !strcmp(tab[i].name, name) && tab[i].since <= opset; i++)
		best = &tab[i];
	return best;
}

const OnnxOp *
onnx_op(const char *name, int opset)
{
	const OnnxOp *o = find(newops, sizeof newops / sizeof *newops, name, opset);
	if (!o)
		o = find(oldops, sizeof oldops / sizeof *oldops, name, opset);
	return o;
}

/* a node's operator by its kind "onnx::Name".  Lowering asks this at every node it makes,
 * for a few operators: a direct-mapped memo by (kind, opset) skips the binary searches
 * (symbols live for the process, so an entry never goes stale). */
const OnnxOp *
onnx_opof(Sym kind, int opset)
{
	static struct { Sym kind; int opset; const OnnxOp *o; } memo[64];
	uint32_t h = (kind * 2654435761u ^ (uint32_t)opset) >> 26;
	if (memo[h].kind == kind && memo[h].opset == opset && kind)
		return memo[h].o;
	const char *s = sym_str(kind);
	const OnnxOp *o = strncmp(s, "onnx::", 6) ? NULL : onnx_op(s + 6, opset);
	memo[h].kind = kind, memo[h].opset = opset, memo[h].o = o;
	return o;
}

/* word i of a space-separated list into buf (cut to cap); its length, or -1 past the end */
int
onnx_word(const char *s, uint32_t i, char *buf, size_t cap)
{
	for (;;) {
		while (*s == ' ')
			s++;
		if (!*s)
			return -1;
		size_t len = strcspn(s, " ");
		if (!i--) {
			if (len >= cap)
				len = cap - 1;
			memcpy(buf, s, len);
			buf[len] = 0;
			return (int)len;
		}
		s += len;
	}
}

/* the type constraint of input (out = 0) or output i: its index in o->tcs, or -1 if there is
 * no such formal parameter; *sfx gets its suffix (0, '?', '*', '~') */
static int
formal(const OnnxOp *o, int out, uint32_t i, char *sfx)
{
	const char *ps = out ? o->outs : o->ins;
	char tc[64], w[64];
	uint32_t nf = 0;
	while (onnx_word(ps, nf, w, sizeof w) >= 0)
		nf++;
	if (!nf)
		return -1;
	int len = onnx_word(ps, i < nf ? i : nf - 1, tc, sizeof tc);
	char last = tc[len - 1];
	*sfx = (last == '?' || last == '*' || last == '~') ? last : 0;
	if (i >= nf && last != '*' && last != '~')
		return -1;
	if (*sfx)
		tc[len - 1] = 0;
	for (uint32_t k = 0; onnx_word(o->tcs, k, w, sizeof w) >= 0; k++)
		if (!strcmp(w, tc))
			return (int)k;
	return -1;
}

/* onnx_formal, by row: legalization asks it for every input and output of every node, and
 * reading the lists takes a few hundred instructions; a row's answers are decoded once into
 * a small open-addressed memo (small, so that it touches a page or two; once full, rows
 * are read as before) */
#define NFORMAL 10 /* formals decoded per list; past them the lists are read */
#define NMEMO 64   /* rows memoized: a model uses a few dozen operators */

typedef struct {
	const OnnxOp *o;                /* the row decoded here; NULL: a free slot */
	int8_t k[2][NFORMAL];           /* [out][i]: formal's constraint index, or -1 */
	char sfx[2][NFORMAL];           /* [out][i]: its suffix */
} Formals;

static Formals *
formals(const OnnxOp *o)
{
	static Formals memo[NMEMO];
	for (uint32_t n = 0, h = (uint32_t)((uintptr_t)o / sizeof *o); n < NMEMO; n++, h++) {
		Formals *f = &memo[h % NMEMO];
		if (f->o == o)
			return f;
		if (f->o)
			continue;
		for (int out = 0; out < 2; out++)
			for (uint32_t i = 0; i < NFORMAL; i++)
				f->k[out][i] = (int8_t)formal(o, out, i, &f->sfx[out][i]);
		f->o = o;
		return f;
	}
	return NULL;
}

int
onnx_formal(const OnnxOp *o, int out, uint32_t i, char *sfx)
{
	Formals *f = i < NFORMAL ? formals(o) : NULL;
	if (!f)
		return formal(o, out, i, sfx);
	*sfx = f->sfx[out][i];
	return f->k[out][i];
}
