/* Interned strings.  A Sym is an index into one process-wide table, so equal strings are
 * equal integers; the well-known ones (sym.def) are compile-time constants S_xxx, interned
 * first in the order of sym.def.  The table is process-wide because symbols are shared by
 * every compilation (like Lua's fixed reserved words); its memory is freed at exit. */
#include <stdlib.h>
#include <string.h>
#include "ir.h"

static struct {
	char **str;      /* str[sym] */
	uint32_t *hash;  /* hash[sym]: a chain's other strings are not read (a cache miss each
	                  * at 40,000 statements), nor rehashed when the table grows */
	uint32_t *hnext; /* hash chain by sym */
	uint32_t *head;  /* bucket heads (0 = empty) */
	uint8_t *fresh;  /* fresh[sym]: 1 made by sym_fresh, its string not made yet (str is
	                  * the prefix, hash the number); 2 made since; such syms are in no
	                  * chain */
	uint32_t n, cap, nbucket; /* nbucket: a power of two */
	const char *fprefix; /* sym_fresh's prefix */
	Sym *fsym;           /* fsym[n]: sym_fresh(fprefix, n), or 0 */
	uint32_t nfsym;
	Arena *arena;
} tab;

static const char *predef[] = {
	"",
#define SYM(id, s) s,
#include "sym.def"
#undef SYM
};

static uint32_t
hash(const char *s, size_t n)
{
	uint32_t h = 2166136261u;
	for (size_t i = 0; i < n; i++)
		h = (h ^ (unsigned char)s[i]) * 16777619u;
	return h;
}

static void
grow(void)
{
	tab.cap = tab.cap ? tab.cap * 2 : 1024;
	tab.str = realloc(tab.str, tab.cap * sizeof *tab.str);
	tab.hash = realloc(tab.hash, tab.cap * sizeof *tab.hash);
	tab.hnext = realloc(tab.hnext, tab.cap * sizeof *tab.hnext);
	tab.fresh = realloc(tab.fresh, tab.cap * sizeof *tab.fresh);
	if (!tab.str || !tab.hash || !tab.hnext || !tab.fresh)
		die("out of memory");
	free(tab.head);
	tab.nbucket = tab.cap * 2;
	tab.head = calloc(tab.nbucket, sizeof *tab.head);
	if (!tab.head)
		die("out of memory");
	for (uint32_t i = 1; i < tab.n; i++) {
		if (tab.fresh[i])
			continue;
		uint32_t b = tab.hash[i] & (tab.nbucket - 1);
		tab.hnext[i] = tab.head[b];
		tab.head[b] = i;
	}
}

static void
freetab(void)
{
	free(tab.str);
	free(tab.hash);
	free(tab.hnext);
	free(tab.fresh);
	free(tab.fsym);
	free(tab.head);
	arena_free(tab.arena);
}

static void
init(void)
{
	tab.arena = arena_new();
	tab.n = 1;
	atexit(freetab);
	grow();
	tab.str[0] = "";
	tab.hash[0] = 0;
	tab.fresh[0] = 0;
	for (size_t i = 1; i < sizeof predef / sizeof *predef; i++)
		if (sym_cstr(predef[i]) != i)
			die("duplicate symbol in sym.def: %s", predef[i]);
}

Sym
sym_intern(const char *s, size_t n)
{
	if (!tab.arena)
		init();
	uint32_t h = hash(s, n), b = h & (tab.nbucket - 1);
	for (uint32_t i = tab.head[b]; i; i = tab.hnext[i])
		if (tab.hash[i] == h && strncmp(tab.str[i], s, n) == 0 && tab.str[i][n] == 0)
			return i;
	if (tab.n == tab.cap)
		grow(), b = h & (tab.nbucket - 1);
	uint32_t id = tab.n++;
	tab.str[id] = arena_strndup(tab.arena, s, n);
	tab.fresh[id] = 0;
	tab.hash[id] = h;
	tab.hnext[id] = tab.head[b];
	tab.head[b] = id;
	return id;
}

Sym
sym_cstr(const char *s)
{
	return sym_intern(s, strlen(s));
}

const char *
sym_str(Sym s)
{
	if (!tab.arena)
		init();
	if (s >= tab.n)
		return "<bad sym>";
	if (tab.fresh[s] == 1) { /* made by sym_fresh: its string, now */
		char num[16], *p = num + sizeof num;
		*--p = 0;
		uint32_t v = tab.hash[s];
		do
			*--p = (char)('0' + v % 10);
		while (v /= 10);
		size_t a = strlen(tab.str[s]), b = strlen(p);
		char *t = arena_alloc(tab.arena, a + b + 1);
		memcpy(t, tab.str[s], a);
		memcpy(t + a, p, b);
		tab.str[s] = t;
		tab.fresh[s] = 2;
	}
	return tab.str[s];
}

/* A new Sym, equal to no other, whose string is prefix and n in decimal ("$storage12"),
 * made when sym_str first asks for it.  The builder makes one name per tensor and reads
 * almost none of them: interning each cost a hash table probe (a cache miss at 40,000
 * statements).  sym_intern never gives it: look it up by the Sym, not by its string. */
Sym
sym_fresh(const char *prefix, uint32_t n)
{
	if (!tab.arena)
		init();
	/* one prefix's syms are made once, by n, and reused by later compilations of the
	 * process (a fuzzer's run compiles thousands of scripts: the table must not grow) */
	if (tab.fprefix && tab.fprefix != prefix)
		return sym_numbered(prefix, n);
	tab.fprefix = prefix;
	if (n < tab.nfsym && tab.fsym[n])
		return tab.fsym[n];
	if (n >= tab.nfsym) {
		uint32_t m = tab.nfsym ? tab.nfsym : 256;
		while (m <= n)
			m *= 2;
		tab.fsym = realloc(tab.fsym, m * sizeof *tab.fsym);
		if (!tab.fsym)
			die("out of memory");
		memset(tab.fsym + tab.nfsym, 0, (m - tab.nfsym) * sizeof *tab.fsym);
		tab.nfsym = m;
	}
	if (tab.n == tab.cap)
		grow();
	uint32_t id = tab.n++;
	tab.str[id] = (char *)prefix;
	tab.hash[id] = n;
	tab.hnext[id] = 0;
	tab.fresh[id] = 1;
	return tab.fsym[n] = id;
}

/* "aten::add" from "aten" and "add": the IR builder and lowering ask for these once per
 * node, so a small cache keyed by the name's address (checked by content) skips printf */
Sym
sym_prefixed(const char *ns, const char *name)
{
	static struct { const char *ns, *name; Sym s; } cache[128]; /* 3 KB: one page or two */
	uint32_t h = (uint32_t)(((uintptr_t)name >> 3) ^ ((uintptr_t)ns >> 5)) & 127;
	if (cache[h].name == name && cache[h].ns == ns && cache[h].s &&
	    !strcmp(sym_str(cache[h].s) + strlen(ns) + 2, name))
		return cache[h].s;
	char small[256];
	size_t a = strlen(ns), b = strlen(name);
	char *buf = a + 2 + b <= sizeof small ? small : malloc(a + 2 + b);
	if (!buf)
		die("out of memory");
	memcpy(buf, ns, a);
	memcpy(buf + a, "::", 2);
	memcpy(buf + a + 2, name, b);
	Sym s = sym_intern(buf, a + 2 + b);
	if (buf != small)
		free(buf);
	cache[h].ns = ns, cache[h].name = name, cache[h].s = s;
	return s;
}

/* "$storage12": the builder makes one such name per tensor, so without printf */
Sym
sym_numbered(const char *prefix, uint32_t n)
{
	char buf[128], *end = buf + sizeof buf, *p = end;
	size_t len = strlen(prefix);
	if (len > sizeof buf - 10)
		return sym_fmt("%s%u", prefix, n);
	do
		*--p = (char)('0' + n % 10);
	while (n /= 10);
	p -= len;
	memcpy(p, prefix, len);
	return sym_intern(p, (size_t)(end - p));
}

Sym
sym_fmt(const char *fmt, ...)
{
	char buf[512];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	return sym_cstr(buf);
}
