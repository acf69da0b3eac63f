/* The safetensors reader: the file memory-mapped, its header parsed by jansson, and every
 * check of the reference implementation (huggingface/safetensors, safetensors/src/tensor.rs:
 * read_metadata, Metadata::validate) made with a message that names the file and the tensor:
 *   - at least the 8 bytes of N; N at most 100,000,000 (checked before anything is read or
 *     allocated, so 1 GB of header fails at once); the header within the file
 *   - the header a JSON object (UTF-8, no duplicate key: JSON_REJECT_DUPLICATES), each entry
 *     an object with a known dtype, a shape of non-negative ints, two data_offsets; other
 *     fields of an entry are ignored, as serde does; `__metadata__` an object of strings
 *   - a tensor's bytes = prod(shape) * itemsize, computed with overflow checks
 *   - sorted by (begin, end), the tensors tile the data exactly: each begins where the
 *     previous ended (else they overlap, or bytes between them belong to no tensor), and the
 *     last ends at the end of the file.
 * Only the first defect is reported, as the reference does. */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include <jansson.h>
#include "safetensors.h"
#include "runtime.h"

/* the dtypes scriptc reads, in the format's spelling; the format has more (U16, U32, U64,
 * the F8 kinds, C64...), refused by name */
static const struct {
	const char *name;
	DType dt;
} dtypes[] = {
	{"F32", DT_F32}, {"F16", DT_F16}, {"BF16", DT_BF16}, {"F64", DT_F64}, {"I64", DT_I64},
	{"I32", DT_I32}, {"I16", DT_I16}, {"I8", DT_I8}, {"U8", DT_U8}, {"BOOL", DT_BOOL},
};
#define READS "F32, F16, BF16, F64, I64, I32, I16, I8, U8 and BOOL"

typedef struct {
	Arena *a;
	Diag *d;
	uint32_t file;   /* the weights file in d's file table: errors name it */
	uint64_t datalen; /* bytes after the header */
} Ctx;

static int
fail(Ctx *c, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vdiag(c->d, DIAG_ERROR, (SrcLoc){.file = c->file}, fmt, ap);
	va_end(ap);
	return -1;
}

/* s with what a terminal must not see escaped: controls, backslash and quote as C does,
 * bytes that are not UTF-8 as \xNN, invisible code points as \u{XXXX} */
static char *
escape(Arena *a, const char *s, size_t n, int quotes)
{
	char *out = arena_alloc_raw(a, n * 10 + 3), *o = out;
	if (quotes)
		*o++ = '\'';
	for (size_t i = 0; i < n;) {
		unsigned char b = (unsigned char)s[i];
		uint32_t k = 1;
		int32_t cp = b < 0x80 ? b : diag_utf8(s + i, n - i, &k);
		if (cp < 0) {
			o += sprintf(o, "\\x%02x", b);
			k = 1;
		} else if (b == '\\' || (quotes && b == '\'')) {
			o += sprintf(o, "\\%c", b);
		} else if (cp < 0x80 && (cp < 0x20 || cp == 0x7f)) {
			o += sprintf(o, "\\x%02x", b);
		} else if (diag_unprintable(cp)) {
			o += sprintf(o, "\\u{%04x}", (unsigned)cp);
		} else {
			memcpy(o, s + i, k);
			o += k;
		}
		i += k;
	}
	if (quotes)
		*o++ = '\'';
	*o = 0;
	return out;
}

char *
rt_weights_quote(Arena *a, const char *s)
{
	return escape(a, s, strlen(s), 1);
}

/* a name as jansson gives it (it may hold a NUL: \u0000 is refused by jansson by default) */
static char *
qname(Ctx *c, const char *s)
{
	return escape(c->a, s, strlen(s), 1);
}

static int
uint_of(const json_t *v, uint64_t *out)
{
	if (!json_is_integer(v) || json_integer_value(v) < 0)
		return -1;
	*out = (uint64_t)json_integer_value(v);
	return 0;
}

static int
dtype_of(Ctx *c, const char *name, const json_t *v, StTensor *t)
{
	const char *s = json_string_value(v);
	if (!s)
		return fail(c, "tensor %s: \"dtype\" is not a string", qname(c, name));
	for (size_t i = 0; i < sizeof dtypes / sizeof dtypes[0]; i++)
		if (!strcmp(dtypes[i].name, s)) {
			t->dtype = dtypes[i].dt;
			t->stdtype = dtypes[i].name;
			return 0;
		}
	return fail(c, "tensor %s: dtype %s is not one scriptc reads (it reads " READS ")",
		qname(c, name), qname(c, s));
}

/* the shape's element count, with overflow checks (0 for an empty tensor, 1 for a 0-d) */
static int
shape_of(Ctx *c, const char *name, const json_t *v, StTensor *t, uint64_t *numel)
{
	if (!json_is_array(v))
		return fail(c, "tensor %s: \"shape\" is not a list", qname(c, name));
	size_t r = json_array_size(v);
	if (r > INT32_MAX)
		return fail(c, "tensor %s: a shape of %zu dims", qname(c, name), r);
	int64_t *dims = NEWA(c->a, int64_t, r ? r : 1);
	uint64_t n = 1;
	for (size_t i = 0; i < r; i++) {
		uint64_t k;
		if (uint_of(json_array_get(v, i), &k) < 0 || k > INT64_MAX)
			return fail(c, "tensor %s: \"shape\" is not a list of non-negative ints "
				"(dim %zu)", qname(c, name), i);
		dims[i] = (int64_t)k;
		/* as the reference's checked_mul fold: an overflow is refused even if a
		 * later dim is 0 (the product would wrap, and could wrap to 0) */
		if (k && n > UINT64_MAX / k)
			return fail(c, "tensor %s: its shape has more than 2^64 elements",
				qname(c, name));
		n *= k;
	}
	t->rank = (int32_t)r;
	t->dims = dims;
	*numel = n;
	return 0;
}

static int
offsets_of(Ctx *c, const char *name, const json_t *v, StTensor *t, uint64_t numel)
{
	uint64_t b, e, size = dtype_size(t->dtype);
	if (!json_is_array(v) || json_array_size(v) != 2 ||
	    uint_of(json_array_get(v, 0), &b) < 0 || uint_of(json_array_get(v, 1), &e) < 0)
		return fail(c, "tensor %s: \"data_offsets\" is not two non-negative ints",
			qname(c, name));
	if (b > e)
		return fail(c, "tensor %s: data_offsets [%llu, %llu] end before they begin",
			qname(c, name), (unsigned long long)b, (unsigned long long)e);
	if (e > c->datalen)
		return fail(c, "tensor %s: data_offsets [%llu, %llu] run past the end of the "
			"file (%llu bytes of data after the header)", qname(c, name),
			(unsigned long long)b, (unsigned long long)e,
			(unsigned long long)c->datalen);
	if (numel > UINT64_MAX / size)
		return fail(c, "tensor %s: its shape has more than 2^64 bytes", qname(c, name));
	if (e - b != numel * size)
		return fail(c, "tensor %s: data_offsets [%llu, %llu] hold %llu bytes, but %llu "
			"elements of %s take %llu", qname(c, name), (unsigned long long)b,
			(unsigned long long)e, (unsigned long long)(e - b),
			(unsigned long long)numel, t->stdtype, (unsigned long long)(numel * size));
	t->begin = b;
	t->nbytes = e - b;
	return 0;
}

static int
entry(Ctx *c, const char *name, const json_t *v, StTensor *t)
{
	uint64_t numel = 0; /* set by shape_of; GCC -O3 cannot tell */
	if (!json_is_object(v))
		return fail(c, "tensor %s: its entry is not an object", qname(c, name));
	static const char *const field[] = {"dtype", "shape", "data_offsets"};
	for (int i = 0; i < 3; i++)
		if (!json_object_get(v, field[i]))
			return fail(c, "tensor %s: its entry has no \"%s\"", qname(c, name),
				field[i]);
	t->name = arena_strndup(c->a, name, strlen(name));
	if (dtype_of(c, name, json_object_get(v, "dtype"), t) < 0 ||
	    shape_of(c, name, json_object_get(v, "shape"), t, &numel) < 0 ||
	    offsets_of(c, name, json_object_get(v, "data_offsets"), t, numel) < 0)
		return -1;
	return 0;
}

static int
metadata(Ctx *c, const json_t *v, Weights *w)
{
	const char *k;
	json_t *s;
	if (!json_is_object(v))
		return fail(c, "\"__metadata__\" is not an object of strings");
	json_object_foreach((json_t *)v, k, s)
		if (!json_is_string(s))
			return fail(c, "\"__metadata__\": the value of %s is not a string",
				qname(c, k));
	w->nmeta = (uint32_t)json_object_size(v);
	return 0;
}

static int
byoffset(const void *pa, const void *pb)
{
	const StTensor *a = pa, *b = pb;
	uint64_t ae = a->begin + a->nbytes, be = b->begin + b->nbytes;
	if (a->begin != b->begin)
		return a->begin < b->begin ? -1 : 1;
	if (ae != be)
		return ae < be ? -1 : 1;
	return strcmp(a->name, b->name);
}

/* sorted by offsets, each tensor begins where the one before ended and the last ends at
 * the end of the file (tensor.rs: validate, and deserialize's MetadataIncompleteBuffer) */
static int
tiles(Ctx *c, StTensor *t, uint32_t n)
{
	uint64_t at = 0;
	qsort(t, n, sizeof *t, byoffset);
	for (uint32_t i = 0; i < n; i++) {
		if (t[i].begin < at)
			return fail(c, "tensors %s and %s overlap (data_offsets [%llu, %llu] and "
				"[%llu, %llu])", qname(c, t[i - 1].name), qname(c, t[i].name),
				(unsigned long long)t[i - 1].begin, (unsigned long long)at,
				(unsigned long long)t[i].begin,
				(unsigned long long)(t[i].begin + t[i].nbytes));
		if (t[i].begin > at)
			return fail(c, "bytes %llu to %llu of the data belong to no tensor (the "
				"format leaves no gap; the next tensor is %s)",
				(unsigned long long)at, (unsigned long long)t[i].begin,
				qname(c, t[i].name));
		at = t[i].begin + t[i].nbytes;
	}
	if (at != c->datalen)
		return fail(c, "bytes %llu to %llu of the data belong to no tensor (the format "
			"leaves nothing after the last)", (unsigned long long)at,
			(unsigned long long)c->datalen);
	return 0;
}

static int
header(Ctx *c, const json_t *h, const uint8_t *data, Weights *w)
{
	const char *k;
	json_t *v;
	StTensor *t = NEWA(c->a, StTensor, json_object_size(h) + 1);
	uint32_t n = 0;
	json_object_foreach((json_t *)h, k, v) {
		if (!strcmp(k, "__metadata__")) {
			if (metadata(c, v, w) < 0)
				return -1;
		} else if (entry(c, k, v, &t[n++]) < 0) {
			return -1;
		}
	}
	if (tiles(c, t, n) < 0)
		return -1;
	for (uint32_t i = 0; i < n; i++)
		t[i].data = data + t[i].begin;
	w->t = t;
	w->n = n;
	return 0;
}

/* jansson's memory comes from the scratch arena and is never freed one piece at a time:
 * freeing the tree of a header of 400,000 tensors took a third of the time (glibc's
 * malloc_consolidate), and the arena gives it all back at once */
static Arena *jarena;

static void *
jmalloc(size_t n)
{
	return arena_alloc_raw(jarena, n ? n : 1);
}

static void
jfree(void *p)
{
	(void)p;
}

static json_t *
load(Arena *scratch, const uint8_t *buf, size_t n, json_error_t *e)
{
	jarena = scratch;
	json_set_alloc_funcs(jmalloc, jfree);
	json_t *h = json_loadb((const char *)buf, n, JSON_REJECT_DUPLICATES, e);
	json_set_alloc_funcs(malloc, free);
	return h;
}

int
rt_weights_parse(Arena *a, Arena *scratch, Diag *d, const char *path, const uint8_t *buf,
	size_t len, Weights *w)
{
	Ctx c = {a, d, diag_addfile(d, path, NULL, 0), 0};
	memset(w, 0, sizeof *w);
	w->path = path;
	w->file = c.file;
	if (len < 8)
		return fail(&c, "a file of %zu bytes: a safetensors file begins with the 8 bytes "
			"of its header's length", len);
	uint64_t hn = 0;
	for (int i = 7; i >= 0; i--)
		hn = hn << 8 | buf[i];
	if (hn > ST_MAXHEADER)
		return fail(&c, "a header of %llu bytes: the format's limit is %llu",
			(unsigned long long)hn, ST_MAXHEADER);
	if (hn > len - 8)
		return fail(&c, "a header of %llu bytes runs past the end of the file (%zu bytes "
			"after the length)", (unsigned long long)hn, len - 8);
	c.datalen = len - 8 - hn;
	json_error_t e;
	json_t *h = load(scratch, buf + 8, (size_t)hn, &e);
	if (!h)
		return fail(&c, "the header is not JSON: %s (at byte %d of the header)",
			escape(a, e.text, strlen(e.text), 0), e.position);
	int rc = json_is_object(h) ? header(&c, h, buf + 8 + hn, w)
				   : fail(&c, "the header is not a JSON object");
	return rc; /* h is scratch's: no json_decref */
}

int
rt_weights_open(Arena *a, Arena *scratch, Diag *d, const char *path, Weights *w)
{
	struct stat st;
	/* O_NONBLOCK: a FIFO is refused below, not waited on for a writer */
	int fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
	const char *why = fd < 0 ? strerror(errno)
		: fstat(fd, &st) < 0 ? strerror(errno)
		: S_ISDIR(st.st_mode) ? strerror(EISDIR)
		: !S_ISREG(st.st_mode) ? "not a regular file" : NULL;
	void *map = NULL;
	if (!why && st.st_size > 0) { /* mmap of 0 bytes fails: rt_weights_parse says so */
		map = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
		if (map == MAP_FAILED) {
			why = strerror(errno);
			map = NULL;
		}
	}
	if (fd >= 0 && (why || !map))
		close(fd);
	if (why) {
		memset(w, 0, sizeof *w);
		diag(d, DIAG_ERROR, (SrcLoc){.file = diag_addfile(d, path, NULL, 0)},
			"cannot read the weights: %s", why);
		return -1;
	}
	size_t len = map ? (size_t)st.st_size : 0;
	static const uint8_t none[8];
	if (rt_weights_parse(a, scratch, d, path, map ? map : none, len, w) < 0) {
		if (map) {
			munmap(map, len);
			close(fd);
		}
		w->t = NULL;
		w->n = 0;
		return -1;
	}
	w->map = map;
	w->maplen = len;
	w->fdp1 = map ? fd + 1 : 0;
	return 0;
}

void
rt_weights_close(Weights *w)
{
	if (w->map)
		munmap(w->map, w->maplen);
	if (w->fdp1)
		close(w->fdp1 - 1);
	w->map = NULL;
	w->fdp1 = 0;
}

Tensor *
rt_weights_tensor(Arena *a, const Weights *w, const StTensor *t)
{
	Tensor *r = NEW(a, Tensor);
	r->dtype = t->dtype;
	r->rank = t->rank;
	r->dims = NEWA(a, int64_t, t->rank ? t->rank : 1);
	r->numel = 1;
	for (int32_t i = 0; i < t->rank; i++) {
		r->dims[i] = t->dims[i];
		r->numel *= t->dims[i];
	}
	r->data = (void *)t->data;
	r->mapped = w->map != NULL;
	if (r->mapped && w->fdp1) {
		r->filefd = w->fdp1;
		r->fileoff = (uint64_t)((const uint8_t *)t->data - (const uint8_t *)w->map);
	}
	return r;
}
