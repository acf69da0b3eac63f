/* Token-level mutation of scripts, for libFuzzer's custom mutator hooks (fuzz_compile.c with
 * FZ_TOKENS, fuzz_cli.c).  Byte flips mostly break the lexer; these mutations keep a script
 * made of Python tokens and lines, as the hand-written attacks on scriptc did:
 *   delete, duplicate or swap tokens; replace a token by, or insert before it, a word of
 *   TorchScript (dict[]); re-indent, duplicate or delete a line; splice lines of another
 *   script (tm_cross).
 * The tokenizer is a small Python-ish one of its own, not grammar/'s lexer: it must accept
 * any bytes, and it only needs to know where tokens start and end.
 *   "    y = x+1\n"  ->  SPACE "y" SPACE "=" SPACE "x" "+" "1" NL */
#include <stdlib.h>
#include <string.h>
#include "fuzz.h"

enum { T_SPACE, T_NL, T_WORD };

typedef struct {
	uint32_t off, len;
	uint8_t kind;      /* T_SPACE (blanks within a line), T_NL, T_WORD (everything else) */
} Tok;

typedef struct {
	uint8_t *p;
	size_t n, cap;     /* bytes beyond cap are dropped: the result must fit libFuzzer's max */
} Buf;

/* words worth inserting: keywords, builtins, calls, annotations, edge-case numbers */
static const char *const dict[] = {
	"for", "in", "range(", "if", "elif", "else:", "while", "return", "break", "continue",
	"def", "pass", "assert", "not", "and", "or", "is", "is not", "None", "True", "False",
	"class", "self", "self.", "nn.Module", "super().__init__()", "lambda", "with", "del",
	"torch.", "x", "y", "i", "n", "f(", "g(", "forward", "__init__", "x[", "x.",
	"0", "1", "-1", "2", "1.5", "0.0", "-0.0", "1e308", "1e-45", "9223372036854775807",
	"-9223372036854775808", "2**63", "0x7f", "float('inf')", "float('nan')", "'s'", "\"\"",
	"(", ")", "[", "]", "{", "}", ":", ",", ";", ".", "=", "+=", "-=", "*=", "//=", "->",
	"+", "-", "*", "/", "**", "//", "%", "@", "<<", ">>", "&", "|", "^", "~",
	"==", "!=", "<", "<=", ">", ">=", "...",
	"Tensor", "int", "float", "bool", "str", "List[int]", "List[Tensor]", "Tuple[Tensor, int]",
	"Optional[Tensor]", "Optional[int]", "x: Tensor", "n: int", "-> Tensor", "-> int",
	".float()", ".long()", ".int()", ".bool()", ".half()", ".size(", ".size(0)", ".shape",
	".dim()", ".sum(", ".mean(", ".max(", ".view(", ".reshape(", ".unsqueeze(", ".squeeze(",
	".transpose(", ".permute(", ".expand(", ".to(", ".item()", ".tolist()", ".clone()",
	"torch.zeros(", "torch.ones(", "torch.arange(", "torch.full(", "torch.cat(",
	"torch.stack(", "torch.where(", "torch.tensor(", "torch.float", "torch.int64",
	"torch.bool", "torch.jit.annotate(", "dim=", "keepdim=True", "dtype=", "len(", "int(",
	"float(", "bool(", "min(", "max(", "abs(", "math.", "[x for x in", "[0] * ", "x[:, 0]",
	"x[..., None]", "x[::-1]", "x[1:-1]", "\n", "\n    ", "\n        ", "    ",
};
#define NDICT (sizeof dict / sizeof *dict)

/* operators of two or three characters, longest first */
static const char *const ops[] = {
	"**=", "//=", ">>=", "<<=", "...", "**", "//", "->", "==", "!=", "<=", ">=", "+=", "-=",
	"*=", "/=", "%=", "&=", "|=", "^=", "@=", "<<", ">>", ":=",
};

static uint32_t
rnd(uint64_t *s)
{
	/* splitmix64: libFuzzer hands a seed per call, runs stay reproducible under -seed */
	uint64_t z = (*s += 0x9e3779b97f4a7c15u);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
	return (uint32_t)((z ^ (z >> 31)) >> 32);
}

static int
isword(uint8_t c)
{
	return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
		(c >= '0' && c <= '9') || c >= 0x80;
}

static size_t
oplen(const uint8_t *s, size_t n)
{
	for (size_t i = 0; i < sizeof ops / sizeof *ops; i++) {
		size_t k = strlen(ops[i]);
		if (k <= n && !memcmp(s, ops[i], k))
			return k;
	}
	return 1;
}

/* the length of a string literal, up to its closing quote or the end of the line */
static size_t
strlen_(const uint8_t *s, size_t n)
{
	size_t i = 1;
	while (i < n && s[i] != s[0] && s[i] != '\n')
		i += s[i] == '\\' && i + 1 < n ? 2 : 1;
	return i < n && s[i] == s[0] ? i + 1 : i;
}

static size_t
toklen(const uint8_t *s, size_t n, uint8_t *kind)
{
	size_t i = 1;
	*kind = T_WORD;
	if (s[0] == '\n') {
		*kind = T_NL;
	} else if (s[0] == ' ' || s[0] == '\t' || s[0] == '\r') {
		*kind = T_SPACE;
		while (i < n && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r'))
			i++;
	} else if (isword(s[0])) {
		/* identifiers and numbers; 1e-5 keeps its sign, 1.5 its point */
		while (i < n && (isword(s[i]) || s[i] == '.' ||
		       ((s[i] == '-' || s[i] == '+') && (s[i - 1] == 'e' || s[i - 1] == 'E') &&
			s[0] >= '0' && s[0] <= '9')))
			i++;
	} else if (s[0] == '\'' || s[0] == '"') {
		i = strlen_(s, n);
	} else if (s[0] == '#') {
		while (i < n && s[i] != '\n')
			i++;
	} else {
		i = oplen(s, n);
	}
	return i;
}

static Tok *
tokenize(const uint8_t *s, size_t n, uint32_t *ntok, uint32_t *nword)
{
	Tok *t = malloc((n + 1) * sizeof *t);
	if (!t)
		abort();
	*ntok = *nword = 0;
	for (size_t i = 0; i < n;) {
		Tok k = {(uint32_t)i, 0, 0};
		k.len = (uint32_t)toklen(s + i, n - i, &k.kind);
		*nword += k.kind == T_WORD;
		t[(*ntok)++] = k;
		i += k.len;
	}
	return t;
}

static void
put(Buf *b, const void *p, size_t n)
{
	if (n > b->cap - b->n)
		n = b->cap - b->n;
	memcpy(b->p + b->n, p, n);
	b->n += n;
}

static void
puts_(Buf *b, const char *s)
{
	put(b, s, strlen(s));
}

/* the index in t of the k-th T_WORD token */
static uint32_t
nthword(const Tok *t, uint32_t k)
{
	for (uint32_t i = 0;; i++)
		if (t[i].kind == T_WORD && k-- == 0)
			return i;
}

/* one of delete, duplicate, swap, replace, insert, on words i and j */
static void
tokop(Buf *b, const uint8_t *s, const Tok *t, uint32_t ntok, uint32_t i, uint32_t j,
	uint64_t *seed)
{
	uint32_t op = rnd(seed) % 5;
	const char *w = dict[rnd(seed) % NDICT];
	for (uint32_t k = 0; k < ntok; k++) {
		const Tok *x = &t[k];
		if (k == i && op == 2)
			x = &t[j];
		else if (k == j && op == 2)
			x = &t[i];
		if (k == i && op == 0)
			continue;
		if (k == i && op == 3) {
			puts_(b, w);
			continue;
		}
		if (k == i && op == 4) {
			puts_(b, w);
			puts_(b, " ");
		}
		put(b, s + x->off, x->len);
		if (k == i && op == 1) {
			puts_(b, rnd(seed) % 2 ? " " : "");
			put(b, s + x->off, x->len);
		}
	}
}

/* line starts: ls[0..nl], ls[nl] = n */
static size_t *
lines(const uint8_t *s, size_t n, uint32_t *nl)
{
	size_t *ls = malloc((n + 2) * sizeof *ls);
	if (!ls)
		abort();
	*nl = 0;
	ls[(*nl)++] = 0;
	for (size_t i = 0; i < n; i++)
		if (s[i] == '\n' && i + 1 < n)
			ls[(*nl)++] = i + 1;
	ls[*nl] = n;
	return ls;
}

static size_t
indentof(const uint8_t *s, size_t from, size_t to)
{
	size_t i = from;
	while (i < to && (s[i] == ' ' || s[i] == '\t'))
		i++;
	return i - from;
}

/* re-indent line k: none, a multiple of 4, one level more or less, a tab, one space */
static void
reindent(Buf *b, const uint8_t *s, const size_t *ls, uint32_t nl, uint32_t k, uint64_t *seed)
{
	static const char *const blanks[] = {"", "    ", "        ", "            ", "\t", " "};
	size_t ind = indentof(s, ls[k], ls[k + 1]);
	put(b, s, ls[k]);
	uint32_t r = rnd(seed) % 8;
	if (r < 6) {
		puts_(b, blanks[r]);
	} else if (r == 6) {
		puts_(b, "    ");
		put(b, s + ls[k], ind);
	} else {
		put(b, s + ls[k], ind > 4 ? ind - 4 : 0);
	}
	put(b, s + ls[k] + ind, ls[nl] - ls[k] - ind);
}

/* re-indent, duplicate (before line j) or delete line k */
static void
lineop(Buf *b, const uint8_t *s, size_t n, uint64_t *seed)
{
	uint32_t nl;
	size_t *ls = lines(s, n, &nl);
	uint32_t k = rnd(seed) % nl, j = rnd(seed) % (nl + 1), op = rnd(seed) % 3;
	if (op == 0) {
		reindent(b, s, ls, nl, k, seed);
	} else if (op == 1) {
		put(b, s, ls[j]);
		put(b, s + ls[k], ls[k + 1] - ls[k]);
		if (ls[k + 1] == n && (n == 0 || s[n - 1] != '\n'))
			puts_(b, "\n");
		put(b, s + ls[j], n - ls[j]);
	} else {
		put(b, s, ls[k]);
		put(b, s + ls[k + 1], n - ls[k + 1]);
	}
	free(ls);
}

size_t
tm_mutate(uint8_t *data, size_t size, size_t max, unsigned seed)
{
	uint64_t st = seed;
	Buf b = {malloc(max + 1), 0, max};
	if (!b.p)
		abort();
	uint32_t ntok, nword;
	Tok *t = tokenize(data, size, &ntok, &nword);
	if (nword == 0 || rnd(&st) % 4 == 0) {
		if (nword == 0 && rnd(&st) % 2)
			puts_(&b, dict[rnd(&st) % NDICT]);
		lineop(&b, data, size, &st);
	} else {
		uint32_t i = nthword(t, rnd(&st) % nword), j = nthword(t, rnd(&st) % nword);
		tokop(&b, data, t, ntok, i, j, &st);
	}
	memcpy(data, b.p, b.n);
	free(t);
	free(b.p);
	return b.n;
}

/* a's lines with 1 to 4 lines of b spliced in at a line boundary */
size_t
tm_cross(const uint8_t *a, size_t na, const uint8_t *bb, size_t nb, uint8_t *out, size_t max,
	unsigned seed)
{
	uint64_t st = seed;
	uint32_t nla, nlb;
	size_t *la = lines(a, na, &nla), *lb = lines(bb, nb, &nlb);
	uint32_t at = rnd(&st) % (nla + 1), from = rnd(&st) % nlb;
	uint32_t to = from + 1 + rnd(&st) % 4;
	to = to > nlb ? nlb : to;
	Buf b = {out, 0, max};
	put(&b, a, la[at]);
	if (at > 0 && la[at] == na && na && a[na - 1] != '\n')
		puts_(&b, "\n");
	put(&b, bb + lb[from], lb[to] - lb[from]);
	if (lb[to] == nb && nb && bb[nb - 1] != '\n' && at < nla)
		puts_(&b, "\n");
	put(&b, a + la[at], na - la[at]);
	free(la);
	free(lb);
	return b.n;
}
