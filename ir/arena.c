/* Arena: the compiler's only allocator.  Chunks are chained; allocation bumps a pointer;
 * nothing is freed until arena_free (or arena_reset back to a mark, for pass scratch).
 * Chunks are fresh anonymous mappings, which the kernel hands out zeroed: memory past a
 * chunk's high-water mark (`clean`) needs no memset, which was a fifth of compile time.
 * Chunks given back (arena_reset, arena_free) are kept for the next arena that needs one,
 * never unmapped: the process's exit returns them.  Under AddressSanitizer they are
 * poisoned instead and never handed out again, so a pointer kept into memory given back
 * (the front end's, freed once the graph is built: driver.c) is reported where it is read.
 * Out of memory, the compiler stops with "scriptc: error: out of memory" and status 1,
 * after calling the hook arena_onfatal registered (the ONNX writer's: it removes its
 * temporary file).  SCRIPTC_MEMORY_LIMIT=MB in the environment caps the arenas' total, so
 * the test suite can reach that path under ASan (docs/testing.md). */
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include "ir.h"

typedef struct Chunk Chunk;
struct Chunk {
	Chunk *prev;   /* the chunk filled before this one */
	size_t size;   /* usable bytes in data */
	size_t used;   /* bytes handed out */
	size_t clean;  /* bytes from here on have never been handed out: still zero */
	size_t ready;  /* bytes up to here are present (populate) */
	_Alignas(16) unsigned char data[];
};

struct Arena {
	Chunk *cur;    /* the chunk being filled */
};

static void (*onfatal)(void); /* arena_onfatal's hook: removes a partly written output */
static Chunk *spare;          /* chunks given back by arena_reset and arena_free, to reuse */
static size_t mapped;         /* bytes mapped by every arena together */
static size_t limit;          /* SCRIPTC_MEMORY_LIMIT, for testing; 0: none */

void
arena_onfatal(void (*fn)(void))
{
	onfatal = fn;
}

/* Running out of memory is the input's size, not a bug: a plain error and exit status 1,
 * not abort().  _exit, because nothing else may run: exit handlers could allocate. */
static _Noreturn void
oom(size_t size)
{
	void (*fn)(void) = onfatal;
	onfatal = NULL;
	if (fn)
		fn();
	fprintf(stderr, "scriptc: error: out of memory (%zu MB in use, %zu MB more wanted)\n",
		mapped >> 20, (size + (1u << 20) - 1) >> 20);
	_exit(1);
}

static size_t
getlimit(void)
{
	static int done;
	if (!done) {
		const char *s = getenv("SCRIPTC_MEMORY_LIMIT");
		limit = s ? (size_t)strtoull(s, NULL, 10) << 20 : 0;
		done = 1;
	}
	return limit;
}

#define FIRST ((size_t)1 << 20)  /* an arena's first chunk: a small script's whole arena */
#define MOST ((size_t)64 << 20)  /* the most a later chunk grows to */
#define AHEAD ((size_t)64 << 10) /* fresh memory made present at a time */
#ifndef THPMIN /* -DTHPMIN=SIZE_MAX: no huge pages, to measure without them */
#define THPMIN ((size_t)4 << 20) /* chunks this big or bigger ask for huge pages */
#endif

/* A chunk given back is kept, its pages present, for the next arena that needs one at most
 * its size: the passes' scratch, reset after each pass and freed between the two runs of
 * the pass manager, held 16 MB at 40,000 statements that were mapped and made present again
 * each time (fresh pages cost the kernel about 1 ms a megabyte to clear on this VM) */
#ifdef ASAN
/* Under AddressSanitizer a chunk given back is poisoned, its pages dropped (its addresses
 * kept, so they are never mapped again) and never reused */
static void
giveback(Chunk *c)
{
	uintptr_t from = ((uintptr_t)c->data + 4095) & ~(uintptr_t)4095;
	uintptr_t end = ((uintptr_t)c->data + c->size) & ~(uintptr_t)4095;
	if (end > from)
		madvise((void *)from, end - from, MADV_DONTNEED);
	ASAN_POISON_MEMORY_REGION(c->data, c->size);
	mapped -= sizeof(Chunk) + c->size;
}
#else
static void
giveback(Chunk *c)
{
	c->used = 0;
	c->prev = spare;
	spare = c;
}
#endif

/* a spare chunk with at least need usable bytes, taken off the list, or NULL: the smallest
 * of those with want bytes or more, else the largest (an arena's chunks then grow from it) */
static Chunk *
reuse(size_t need, size_t want)
{
	Chunk **pick = NULL;
	for (Chunk **p = &spare; *p; p = &(*p)->prev) {
		size_t n = (*p)->size, k = pick ? (*pick)->size : 0;
		if (n >= need && (!pick || (n >= want ? k < want || n < k : k < want && n > k)))
			pick = p;
	}
	if (!pick)
		return NULL;
	Chunk *c = *pick;
	*pick = c->prev;
	return c;
}

#define HUGE ((size_t)2 << 20)  /* a transparent huge page */

/* size bytes of fresh memory.  A chunk of THPMIN or more starts on a 2 MB boundary (the
 * rest of a mapping 2 MB longer is unmapped) and asks for transparent huge pages: at
 * 40,000 statements the compiler touches 180 MB, and with 4 KB pages the walks over it
 * missed the TLB as much as the cache (least CPU 542 -> 438 ms, median 603 -> 554 ms;
 * 45,184 -> 3,995 page faults; bench/README.md).  Small scripts never map a chunk that big:
 * their first chunks are 1 and 2 MB. */
static void *
map(size_t size)
{
	int big = size >= THPMIN;
	size_t len = big ? size + HUGE : size;
	unsigned char *p = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
		-1, 0);
	if (p == MAP_FAILED)
		oom(size);
	if (!big)
		return p;
	unsigned char *q = (unsigned char *)(((uintptr_t)p + HUGE - 1) & ~(uintptr_t)(HUGE - 1));
	if (q > p)
		munmap(p, (size_t)(q - p));
	if (q + size < p + len)
		munmap(q + size, (size_t)(p + len - (q + size)));
	madvise(q, size, MADV_HUGEPAGE);
	return q;
}

/* The first chunk is 1 MB; each later one is twice the last, up to 64 MB, so that a big
 * script maps tens of chunks rather than hundreds (under SCRIPTC_MEMORY_LIMIT, a chunk
 * grows only as the limit allows). */
static Chunk *
chunk(Chunk *prev, size_t need)
{
	if (need > SIZE_MAX / 4)
		oom(need);
	size_t grow = prev ? 2 * (sizeof(Chunk) + prev->size) : FIRST;
	if (grow > MOST)
		grow = MOST;
	if (getlimit() && mapped + grow > limit)
		grow = FIRST;
	size_t size = sizeof(Chunk) + need > grow ? sizeof(Chunk) + need : grow;
	size = (size + 4095) & ~(size_t)4095;
	Chunk *c = reuse(need, size - sizeof(Chunk));
	if (c) {
		c->prev = prev;
		return c;
	}
	if (getlimit() && mapped + size > limit)
		oom(size);
	void *p = map(size);
	mapped += size;
	c = p;
	c->prev = prev;
	c->size = size - sizeof(Chunk);
	c->ready = 4096 - sizeof(Chunk); /* the header's page is present */
	return c;
}

/* Fresh memory is made present up to AHEAD bytes at a time with one madvise, before it is
 * handed out: the kernel then fills the page table in one call instead of taking a fault
 * per page, about 40% cheaper a page here (perf stat: 363 -> 82 page faults for a
 * 150-statement script).  A chunk that holds little so far gets less (a quarter of AHEAD
 * at least): most arenas of a small script stay small.  Without MADV_POPULATE_WRITE
 * (Linux before 5.14) pages fault in as before. */
static void
populate(Chunk *c, size_t upto)
{
	static int unsupported;
	size_t ahead = c->ready < AHEAD / 4 ? AHEAD / 4 : c->ready < AHEAD ? c->ready : AHEAD;
	size_t to = upto + ahead < c->size ? upto + ahead : c->size;
	uintptr_t from = ((uintptr_t)c->data + c->ready) & ~(uintptr_t)4095;
	uintptr_t end = ((uintptr_t)c->data + to + 4095) & ~(uintptr_t)4095;
	if (!unsupported && end > from &&
	    madvise((void *)from, end - from, MADV_POPULATE_WRITE) != 0)
		unsupported = 1;
	c->ready = to;
}

Arena *
arena_new(void)
{
	Arena *a = malloc(sizeof *a);
	if (!a)
		oom(sizeof *a);
	a->cur = chunk(NULL, 0);
	return a;
}

/* n bytes of a's current chunk, zeroed if zero (fresh memory is: only memory a reset or a
 * freed arena gave back needs the memset) */
static void *
take(Arena *a, size_t n, int zero)
{
	n = (n + 15) & ~(size_t)15;
	if (a->cur->used + n > a->cur->size)
		a->cur = chunk(a->cur, n);
	Chunk *c = a->cur;
	if (c->used + n > c->ready)
		populate(c, c->used + n);
	void *p = c->data + c->used;
	if (zero && c->used < c->clean)
		memset(p, 0, (c->clean < c->used + n ? c->clean : c->used + n) - c->used);
	c->used += n;
	if (c->used > c->clean)
		c->clean = c->used;
	return p;
}

void *
arena_alloc(Arena *a, size_t n)
{
	return take(a, n, 1);
}

/* what the caller writes whole (strings, the packed model): at 40,000 statements emission
 * memset 7 MB of reused memory for the packed model alone */
void *
arena_alloc_raw(Arena *a, size_t n)
{
	return take(a, n, 0);
}

/* Given: p, the arena's latest block, of n bytes.  Execute: arena_extend(a, p, n, m).
 * Result: 1 and p has m bytes (the new ones zeroed), if its chunk has room; else 0 */
int
arena_extend(Arena *a, void *p, size_t n, size_t m)
{
	Chunk *c = a->cur;
	n = (n + 15) & ~(size_t)15;
	m = (m + 15) & ~(size_t)15;
	if ((unsigned char *)p + n != c->data + c->used || m < n || c->used + (m - n) > c->size)
		return 0;
	arena_alloc(a, m - n); /* right after p: the same chunk has room */
	return 1;
}

char *
arena_strndup(Arena *a, const char *s, size_t n)
{
	char *p = arena_alloc_raw(a, n + 1);
	memcpy(p, s, n);
	p[n] = 0;
	return p;
}

/* GCC 12 with -fsanitize=undefined warns of a "null format string" here, wrongly */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-truncation"
#endif
char *
arena_printf(Arena *a, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	char buf[256]; /* most results fit: then formatted once, not measured first */
	int n = vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	char *p = arena_alloc(a, (size_t)n + 1);
	if ((size_t)n < sizeof buf)
		return memcpy(p, buf, (size_t)n + 1);
	va_start(ap, fmt);
	vsnprintf(p, (size_t)n + 1, fmt, ap);
	va_end(ap);
	return p;
}

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif

ArenaMark
arena_mark(Arena *a)
{
	return (ArenaMark){a->cur, a->cur->used};
}

void
arena_reset(Arena *a, ArenaMark m)
{
	while (a->cur != m.chunk) {
		Chunk *p = a->cur->prev;
		giveback(a->cur);
		a->cur = p;
	}
	a->cur->used = m.used;
}

/* Everything a holds is dead: its latest chunk (the largest: each is at least twice the one
 * before, up to 64 MB) is kept, empty, for what follows; the others are given back.  A pool
 * for work of a bounded size done again and again (a folded weight computed, tensor by
 * tensor, by foldweights and by emission): one mapping serves every time, where a reset to a
 * mark gives back the chunks past it (under AddressSanitizer each time was a fresh mapping
 * and the shadow bytes of its poisoning: 21 folded weights of 9.4 MB, 74 MB more RSS). */
void
arena_clear(Arena *a)
{
	Chunk *c = a->cur;
	while (c->prev) {
		Chunk *p = c->prev->prev;
		giveback(c->prev);
		c->prev = p;
	}
	c->used = 0;
}

void
arena_free(Arena *a)
{
	if (!a)
		return;
	while (a->cur) {
		Chunk *p = a->cur->prev;
		giveback(a->cur);
		a->cur = p;
	}
	free(a);
}

/* A vector starts at two slots: most are short (a call's arguments, a block of a few
 * statements), and starting at 8 abandoned or never used 8-12 MB at 40,000 statements
 * (maximum RSS 161 -> 153 MB; bench/README.md) */
void
vgrow(Arena *a, void **v, uint32_t *cap, size_t elsize)
{
	uint32_t ncap = *cap ? *cap * 2 : 2;
	if (*cap && arena_extend(a, *v, elsize * *cap, elsize * ncap)) {
		*cap = ncap;
		return;
	}
	void *nv = arena_alloc(a, elsize * ncap);
	if (*cap)
		memcpy(nv, *v, elsize * *cap);
	*v = nv;
	*cap = ncap;
}
