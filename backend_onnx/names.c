/* Unique names for the ONNX model, without a table entry per name.
 *
 * Every value and every node of the model needs a name no other has.  A name is asked for
 * from a base: the value's debug name ("t5"), its number, or "scope/OpType" for a node; the
 * base itself if it is free, else base<sep>1, base<sep>2, ...  At 40,000 statements that is
 * 160,000 value names and 80,000 node names: a table of every name given is megabytes, and
 * each probe of it a cache miss (a third of emission's time; bench/README.md).  So the table
 * holds only bases, each with the last suffix it gave; the other names are taken by rule:
 *
 *   s is taken  iff  s is a base given as itself (a claimed entry)
 *               or   s parses as b<sep>k (k decimal, no leading zero) with k <= next of b
 *               or   s is the number n of a value that got n as its name (names_number)
 *
 * The parse is unique: the suffix's digits hold no sep, so b<sep>k has one last sep.  A
 * suffixed name is checked against claimed bases when it is made, and a base against the
 * suffixes made so far when it is claimed, so no two names given are equal.
 *   base "t5" (taken), "t5", then a claim of "t5.1":  t5.1, then t5.1.1 */
#include <string.h>
#include "backend.h"

struct NameSlot {
	const char *s;   /* a base; NULL = free slot */
	uint32_t hash;   /* hashstr(s) */
	uint32_t next:31;/* suffixes given from it so far: 1..next are taken */
	uint32_t given:1;/* s itself was given (else it is here only for its suffixes) */
};

static uint32_t
hashstr(const char *s, size_t n)
{
	uint32_t h = 2166136261u;
	for (size_t i = 0; i < n; i++)
		h = (h ^ (uint8_t)s[i]) * 16777619u;
	return h;
}

/* the slot of the n bytes at s, or the free slot where they would go */
static NameSlot *
lookup(const NameTab *ns, const char *s, size_t n, uint32_t h)
{
	uint32_t i = h & (ns->cap - 1);
	while (ns->slot[i].s && (ns->slot[i].hash != h || strncmp(ns->slot[i].s, s, n) != 0 ||
		ns->slot[i].s[n] != 0))
		i = (i + 1) & (ns->cap - 1);
	return &ns->slot[i];
}

/* twice the slots; the bases, all distinct, go to the first free slot from their hash */
static void
grow(Arena *a, NameTab *ns)
{
	NameTab old = *ns;
	ns->cap = old.cap ? old.cap * 2 : 64;
	ns->slot = NEWA(a, NameSlot, ns->cap);
	for (uint32_t i = 0; i < old.cap; i++) {
		if (!old.slot[i].s)
			continue;
		uint32_t j = old.slot[i].hash & (ns->cap - 1);
		while (ns->slot[j].s)
			j = (j + 1) & (ns->cap - 1);
		ns->slot[j] = old.slot[i];
	}
}

void
names_init(NameTab *ns, char sep, uint32_t nnum)
{
	*ns = (NameTab){.sep = sep, .nnum = nnum};
}

/* n > 0 decimal digits without a leading zero (or "0" itself): its value, or -1 */
static int64_t
number(const char *s, size_t n)
{
	if (n == 0 || n > 10 || (s[0] == '0' && n > 1))
		return -1;
	int64_t v = 0;
	for (size_t i = 0; i < n; i++) {
		if (s[i] < '0' || s[i] > '9')
			return -1;
		v = v * 10 + (s[i] - '0');
	}
	return v;
}

/* the base's entry, made (not given) if it is not there */
static NameSlot *
entry(Arena *a, NameTab *ns, const char *s)
{
	if ((ns->n + 1) * 2 > ns->cap)
		grow(a, ns);
	size_t n = strlen(s);
	uint32_t h = hashstr(s, n);
	NameSlot *sl = lookup(ns, s, n, h);
	if (!sl->s) {
		sl->s = arena_strndup(a, s, n);
		sl->hash = h;
		ns->n++;
		if (number(s, n) >= 0)
			ns->ndigit++;
	}
	return sl;
}

int
names_taken(const NameTab *ns, const char *s)
{
	size_t n = strlen(s);
	if (ns->cap) {
		const NameSlot *sl = lookup(ns, s, n, hashstr(s, n));
		if (sl->s && sl->given)
			return 1;
		const char *sep = strrchr(s, ns->sep);
		int64_t k = sep ? number(sep + 1, n - (size_t)(sep + 1 - s)) : -1;
		if (k > 0) {
			size_t m = (size_t)(sep - s);
			sl = lookup(ns, s, m, hashstr(s, m));
			if (sl->s && k <= sl->next)
				return 1;
		}
	}
	int64_t v = number(s, n);
	return v >= 0 && v < ns->nnum && ns->numbered && ns->numbered[v];
}

void
names_claim(Arena *a, NameTab *ns, const char *s)
{
	entry(a, ns, s)->given = 1;
}

static char *
suffixed(Arena *a, const char *base, char sep, uint32_t k)
{
	char num[12], *p = num + sizeof num;
	do
		*--p = (char)('0' + k % 10);
	while (k /= 10);
	size_t n = strlen(base), m = (size_t)(num + sizeof num - p);
	char *s = arena_alloc_raw(a, n + m + 2);
	memcpy(s, base, n);
	s[n] = sep;
	memcpy(s + n + 1, p, m);
	s[n + m + 1] = 0;
	return s;
}

/* base if free, else the first base<sep>k free; the result is taken.  base need not last */
const char *
names_uniq(Arena *a, NameTab *ns, const char *base)
{
	if (!names_taken(ns, base)) {
		NameSlot *sl = entry(a, ns, base);
		sl->given = 1;
		return sl->s;
	}
	NameSlot *b = entry(a, ns, base);
	for (;;) {
		char *s = suffixed(a, b->s, ns->sep, ++b->next);
		size_t n = strlen(s);
		if (!lookup(ns, s, n, hashstr(s, n))->s)
			return s;
	}
}

/* the decimal number id as a value's name, if free: it takes no entry (names_taken knows
 * it by ns->numbered), unless a base that is a number was given before */
const char *
names_number(Arena *a, NameTab *ns, uint32_t id)
{
	char buf[16], *p = buf + sizeof buf;
	*--p = 0;
	uint32_t v = id;
	do
		*--p = (char)('0' + v % 10);
	while (v /= 10);
	if (!ns->numbered)
		ns->numbered = NEWA(a, uint8_t, ns->nnum);
	if (id < ns->nnum && !ns->numbered[id] &&
	    !(ns->ndigit && lookup(ns, p, strlen(p), hashstr(p, strlen(p)))->s)) {
		ns->numbered[id] = 1;
		return arena_strndup(a, p, strlen(p));
	}
	return names_uniq(a, ns, p);
}
