/* Where a key is in a dict: dict_keyat, through an index kept per array of keys.
 *
 * A dict's contents (dict.c) are an SV whose keys[0..n) are its keys in insertion order.
 * Scanning them for each d["k"], `"k" in d`, each key set and each key an If merges made a
 * dict given N keys one statement at a time cost N^2 / 2 strcmps (20,000 keys: 1 s).
 *
 * The index belongs to an array of keys, not to a dict value: dict values share arrays (a
 * key set again keeps the array; a new key extends the latest array in place: dict.c,
 * grown), and a part of an array once some value holds it never changes, so an index that
 * covers keys[0..m) stays right for it, and a value with n keys of that array finds a key
 * there if the index has it at a place below n (an index holds each key's first place).
 * An array is scanned the first time it is asked, and indexed the second.  The index is extended to n when a value
 * with more keys asks (so N keys set one by one hash each key once), and an array grown
 * into a larger copy takes its index along (dict_keymoved).  Arrays are found through a table
 * keyed by their address (the builder's arena never reuses memory while it builds).  Small
 * dicts are scanned, as before. */
#include <string.h>
#include "builder.h"

enum { SCAN = 16 }; /* dicts with fewer keys are scanned: no index */

struct KeyIndex {
	uint32_t n;      /* keys[0..n) of its arrays are in it */
	uint32_t cap;    /* slots, a power of two, at least twice n */
	uint32_t *slot;  /* per slot: a key's place + 1, or 0 (empty) */
	uint32_t *hash;  /* per slot: that key's hash (probes compare it before the string) */
	const char **key;/* per slot: the key (an array's places past a value's n may be unset) */
};

uint32_t
dict_keyhash(const char *k)
{
	uint32_t h = 2166136261u; /* FNV-1a */
	while (*k)
		h = (h ^ (unsigned char)*k++) * 16777619u;
	return h;
}

static uint32_t
ptrhash(const void *p)
{
	uint64_t x = (uint64_t)(uintptr_t)p * 0x9e3779b97f4a7c15ull;
	return (uint32_t)(x >> 32);
}

/* the index of the array keys, or a new empty one (made with room for n keys) */
static KeyIndex **
entry(Builder *b, const char **keys)
{
	__typeof__(b->kix) *t = &b->kix;
	if (2 * (t->n + 1) > t->cap) {
		uint32_t cap = t->cap ? 2 * t->cap : 64;
		const char ***k = NEWA(b->a, const char **, cap);
		KeyIndex **ix = NEWA(b->a, KeyIndex *, cap);
		for (uint32_t i = 0; i < t->cap; i++) {
			if (!t->arr[i])
				continue;
			uint32_t h = ptrhash(t->arr[i]) & (cap - 1);
			while (k[h])
				h = (h + 1) & (cap - 1);
			k[h] = t->arr[i], ix[h] = t->ix[i];
		}
		t->arr = k, t->ix = ix, t->cap = cap;
	}
	uint32_t h = ptrhash(keys) & (t->cap - 1);
	while (t->arr[h] && t->arr[h] != keys)
		h = (h + 1) & (t->cap - 1);
	if (!t->arr[h])
		t->arr[h] = keys, t->n++;
	return &t->ix[h];
}

/* key k's slot in x: where it is, or the empty slot it would take */
static uint32_t
probe(const KeyIndex *x, const char *k, uint32_t h)
{
	uint32_t s = h & (x->cap - 1);
	while (x->slot[s] && (x->hash[s] != h || strcmp(x->key[s], k)))
		s = (s + 1) & (x->cap - 1);
	return s;
}

/* x with keys[x->n..n) added (a key already in it keeps its first place, as a scan finds) */
static void
extend(Builder *b, KeyIndex *x, const char **keys, uint32_t n)
{
	if (2 * n > x->cap) {
		uint32_t cap = x->cap ? x->cap : 64;
		while (cap < 2 * n)
			cap *= 2;
		uint32_t *slot = NEWA(b->a, uint32_t, cap), *hash = NEWA(b->a, uint32_t, cap);
		const char **key = NEWA(b->a, const char *, cap);
		for (uint32_t i = 0; i < x->cap; i++) {
			if (!x->slot[i])
				continue;
			uint32_t s = x->hash[i] & (cap - 1);
			while (slot[s])
				s = (s + 1) & (cap - 1);
			slot[s] = x->slot[i], hash[s] = x->hash[i], key[s] = x->key[i];
		}
		x->slot = slot, x->hash = hash, x->key = key, x->cap = cap;
	}
	for (uint32_t i = x->n; i < n; i++) {
		uint32_t h = dict_keyhash(keys[i]), s = probe(x, keys[i], h);
		if (!x->slot[s])
			x->slot[s] = i + 1, x->hash[s] = h, x->key[s] = keys[i];
	}
	x->n = n;
}

static KeyIndex once; /* the index of an array asked for a key once only: none */

static int
scan(const SV *d, const char *k)
{
	for (uint32_t i = 0; i < d->n; i++)
		if (!strcmp(d->keys[i], k))
			return (int)i;
	return -1;
}

/* the place of key k among d's keys, or -1 */
int
dict_keyat(Builder *b, const SV *d, const char *k)
{
	if (d->n < SCAN)
		return scan(d, k);
	KeyIndex **e = entry(b, d->keys);
	if (!*e || *e == &once) { /* an array asked once is scanned: one made per statement
		* (del d[k] each makes one) and asked once would cost an index each */
		*e = *e ? NEW(b->a, KeyIndex) : &once;
		if (*e == &once)
			return scan(d, k);
	}
	if ((*e)->n < d->n)
		extend(b, *e, d->keys, d->n);
	uint32_t s = probe(*e, k, dict_keyhash(k));
	return (*e)->slot[s] && (*e)->slot[s] <= d->n ? (int)(*e)->slot[s] - 1 : -1;
	/* (a key the index has at a place past n is not among the first n: it has every key
	 * at its first place, and the arrays sharing it agree on the places each of them has) */
}

/* the array to holds the keys of the array from (at least all that its index covers) in
 * the same places, and from is given no more keys: to takes from's index along */
void
dict_keymoved(Builder *b, const char **from, const char **to)
{
	if (!b->kix.cap)
		return;
	KeyIndex *x = *entry(b, from);
	if (x)
		*entry(b, to) = x;
}
