/* The safetensors reader and the key match (runtime/safetensors.h).
 *
 *   safetensors_test --dump FILE   reads FILE with rt_weights_open and prints one line per
 *                                  tensor, in the file's order: name, dtype, shape, bytes,
 *                                  the CRC-32 of the bytes (zlib's); safetensors_check.py
 *                                  compares it with what torch says of the state_dict
 *   safetensors_test               rt_weights_match against expected parameter lists, which
 *                                  no script can declare until modules exist: every kind of
 *                                  defect, alone and together, with its exact error text;
 *                                  and the reference implementation's own test files, each
 *                                  accepted or refused as the reference does */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"
#include "runtime/safetensors.h"
#include "runtime/runtime.h"

static uint32_t
crc32(const uint8_t *p, uint64_t n)
{
	static uint32_t table[256];
	if (!table[1])
		for (uint32_t i = 0; i < 256; i++) {
			uint32_t c = i;
			for (int k = 0; k < 8; k++)
				c = c & 1 ? 0xedb88320u ^ (c >> 1) : c >> 1;
			table[i] = c;
		}
	uint32_t c = 0xffffffffu;
	for (uint64_t i = 0; i < n; i++)
		c = table[(c ^ p[i]) & 0xff] ^ (c >> 8);
	return c ^ 0xffffffffu;
}

static int
dump(const char *path)
{
	Arena *a = arena_new();
	Diag d;
	diag_init(&d, stderr);
	Weights w;
	if (rt_weights_open(a, a, &d, path, &w) < 0) {
		arena_free(a);
		return 1;
	}
	int bad = 0;
	for (uint32_t i = 0; i < w.n; i++) {
		const StTensor *t = &w.t[i];
		/* the bytes as a weight's Tensor holds them (rt_weights_tensor): in the mapping */
		Tensor *tt = rt_weights_tensor(a, &w, t);
		bad |= !tt->mapped || tt->data != t->data || rt_tensor_nbytes(tt) != t->nbytes;
		printf("%s\t%s\t[", t->name, t->stdtype);
		for (int32_t k = 0; k < t->rank; k++)
			printf("%s%lld", k ? ", " : "", (long long)tt->dims[k]);
		printf("]\t%llu\t%08x\n", (unsigned long long)t->nbytes,
			crc32(tt->data, rt_tensor_nbytes(tt)));
	}
	if (bad)
		fprintf(stderr, "rt_weights_tensor: a tensor not in the mapping, or of another size\n");
	rt_weights_close(&w);
	arena_free(a);
	return bad;
}

/* -- the match --------------------------------------------------------------------------- */

/* a file from its header: the tensors' bytes are zeros */
static int
load(Arena *a, Diag *d, const char *json, uint64_t datalen, Weights *w)
{
	size_t n = strlen(json), len = 8 + n + datalen;
	uint8_t *buf = arena_alloc(a, len);
	for (int i = 0; i < 8; i++)
		buf[i] = (uint8_t)((uint64_t)n >> (8 * i));
	memcpy(buf + 8, json, n);
	return rt_weights_parse(a, a, d, "w.safetensors", buf, len, w);
}

static const char *HEADER =
	"{\"fc.weight\":{\"dtype\":\"F32\",\"shape\":[10,4],\"data_offsets\":[0,160]},"
	"\"fc.bias\":{\"dtype\":\"F32\",\"shape\":[10],\"data_offsets\":[160,200]},"
	"\"bn.num_batches_tracked\":{\"dtype\":\"I64\",\"shape\":[],\"data_offsets\":[200,208]},"
	"\"bn.running_mean\":{\"dtype\":\"F16\",\"shape\":[4],\"data_offsets\":[208,216]}}";

static const int64_t D10x4[] = {10, 4}, D10x8[] = {10, 8}, D10[] = {10}, D4[] = {4};

/* the last match's file: found[] points into it until the next match */
static Arena *last;

/* runs the match of HEADER against want; the diagnostics' text */
static char *
match(const WParam *want, uint32_t n, int *rc, const StTensor **found)
{
	static char buf[4096];
	if (last)
		arena_free(last);
	Arena *a = last = arena_new();
	FILE *f = fmemopen(buf, sizeof buf, "w");
	Diag d;
	diag_init(&d, f);
	static const char src[] = "class Net(nn.Module):\n    def __init__(self):\n"
		"        self.fc = nn.Linear(4, 10)\n        self.bn = nn.BatchNorm1d(4)\n";
	diag_addfile(&d, "net.py", src, sizeof src - 1);
	Weights w;
	CHECK(load(a, &d, HEADER, 216, &w) == 0);
	/* a buffer the caller owns, not a mapping: a weight over it is not marked mapped (its
	 * pages are never given back) */
	Tensor *t0 = w.n ? rt_weights_tensor(a, &w, &w.t[0]) : NULL;
	CHECK(t0 && !t0->mapped && t0->data == w.t[0].data && rt_tensor_nbytes(t0) == w.t[0].nbytes);
	*rc = rt_weights_match(a, &d, &w, want, n, found);
	fclose(f);
	return buf;
}

static void
test_match(void)
{
	SrcLoc fc = {1, 3, 9, 7}, bn = {1, 4, 9, 7};
	WParam all[] = {
		{"fc.weight", DT_F32, 2, D10x4, fc}, {"fc.bias", DT_F32, 1, D10, fc},
		{"bn.running_mean", DT_F16, 1, D4, bn}, {"bn.num_batches_tracked", DT_I64, 0, NULL, bn},
	};
	const StTensor *found[4];
	int rc;
	char *out = match(all, 4, &rc, found);
	CHECK(rc == 0 && !*out);
	CHECK(found[0] && found[0]->nbytes == 160 && found[3] && found[3]->rank == 0);

	/* every kind at once: one error, each kind on its line, notes at the declarations */
	WParam bad[] = {
		{"fc.weight", DT_F32, 2, D10x8, fc}, {"conv.weight", DT_F32, 2, D10x4, fc},
		{"bn.running_mean", DT_F32, 1, D4, bn}, {"bn.num_batches_tracked", DT_I64, 0, NULL, bn},
	};
	out = match(bad, 4, &rc, found);
	CHECK(rc < 0);
	const char *want =
		"w.safetensors: error: the weights do not match the model: 1 missing, 1 unexpected, "
		"1 of another shape, 1 of another dtype\n"
		"  missing: 'conv.weight' (float32[10, 4])\n"
		"  unexpected: 'fc.bias'\n"
		"  shape: 'fc.weight' is [10, 4] in the file, [10, 8] in the model\n"
		"  dtype: 'bn.running_mean' is F16 (float16) in the file, float32 in the model\n"
		"net.py:3:9: note: 'fc.weight' is declared here\n"
		"    3 |         self.fc = nn.Linear(4, 10)\n"
		"      |         ^~~~~~~\n"
		"net.py:3:9: note: 'conv.weight' is declared here\n"
		"    3 |         self.fc = nn.Linear(4, 10)\n"
		"      |         ^~~~~~~\n"
		"net.py:4:9: note: 'bn.running_mean' is declared here\n"
		"    4 |         self.bn = nn.BatchNorm1d(4)\n"
		"      |         ^~~~~~~\n";
	CHECK(!strcmp(out, want));
	if (strcmp(out, want))
		fprintf(stderr, "got:\n%s", out);
	CHECK(found[1] == NULL && found[0] && found[0]->nbytes == 160);

	/* a module-less script: every key unexpected, in the file's order */
	out = match(NULL, 0, &rc, NULL);
	want = "w.safetensors: error: the weights do not match the model (it declares no "
		"parameters or buffers): 4 unexpected\n"
		"  unexpected: 'fc.weight', 'fc.bias', 'bn.num_batches_tracked', 'bn.running_mean'\n";
	CHECK(rc < 0 && !strcmp(out, want));
	if (strcmp(out, want))
		fprintf(stderr, "got:\n%s", out);
}

/* missing keys with no declaring line (no note): a 0-d one, one whose name needs escapes */
static void
test_missing(void)
{
	WParam want[] = {
		{"fc.weight", DT_F32, 2, D10x4, {0}}, {"fc.bias", DT_F32, 1, D10, {0}},
		{"bn.running_mean", DT_F16, 1, D4, {0}}, {"bn.num_batches_tracked", DT_I64, 0, NULL, {0}},
		{"scale", DT_F64, 0, NULL, {0}}, {"q\x01\xff", DT_BOOL, 1, D4, {0}},
	};
	int rc;
	char *out = match(want, 6, &rc, NULL);
	const char *exp = "w.safetensors: error: the weights do not match the model: 2 missing\n"
		"  missing: 'scale' (float64[]), 'q\\x01\\xff' (bool[4])\n";
	CHECK(rc < 0 && !strcmp(out, exp));
	if (strcmp(out, exp))
		fprintf(stderr, "got:\n%s", out);
}

/* -- the reference's own test vectors ----------------------------------------------------- */

/* huggingface/safetensors, safetensors/src/tensor.rs's tests (commit 24b0b28): each
 * serialized file there, with the verdict the reference gives it (ok: deserialized, with
 * `tensors` tensors; else refused) */
static const struct {
	const char *name;
	const char *bytes;
	size_t len;
	int ok, tensors;
} vectors[] = {
#define V(name, s, ok, n) {name, s, sizeof s - 1, ok, n}
#define T22 "{\"test\":{\"dtype\":\"I32\",\"shape\":[2,2],\"data_offsets\":[0,16]}}"
#define Z16 "\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0"
	V("test_empty_shapes_allowed", "8\0\0\0\0\0\0\0{\"test\":{\"dtype\":\"I32\",\"shape\":[],"
		"\"data_offsets\":[0,4]}}\0\0\0\0", 1, 1),
	V("test_deserialization", "<\0\0\0\0\0\0\0" T22 Z16, 1, 1),
	V("test_metadata_incomplete_buffer (extra)", "<\0\0\0\0\0\0\0" T22 Z16
		"extra_bogus_data_for_polyglot_file", 0, 0),
	V("test_metadata_incomplete_buffer (short)", "<\0\0\0\0\0\0\0" T22
		"\0\0\0\0\0\0\0\0\0\0\0\0\0\0", 0, 0),
	V("test_header_too_large", "<\0\0\0\0\xff\xff\xff" T22 Z16, 0, 0),
	V("test_header_too_small", "", 0, 0),
	V("test_invalid_header_length", "<\0\0\0\0\0\0\0", 0, 0),
	V("test_invalid_header_non_utf8", "\x01\0\0\0\0\0\0\0\xff", 0, 0),
	V("test_invalid_header_not_json", "\x01\0\0\0\0\0\0\0{", 0, 0),
	V("test_whitespace_padded_header", "\x06\0\0\0\0\0\0\0{}\x0d\x20\x09\x0a", 1, 0),
	V("test_whitespace_leading_padded_header", "\x06\0\0\0\0\0\0\0\x09\x0a{}\x0d\x20", 1,
		0),
	V("test_zero_sized_tensor", "<\0\0\0\0\0\0\0{\"test\":{\"dtype\":\"I32\",\"shape\":[2,0],"
		"\"data_offsets\":[0, 0]}}", 1, 1),
	V("test_invalid_info", "<\0\0\0\0\0\0\0{\"test\":{\"dtype\":\"I32\",\"shape\":[2,2],"
		"\"data_offsets\":[0, 4]}}", 0, 0),
	V("test_validation_overflow (shape)", "O\0\0\0\0\0\0\0{\"test\":{\"dtype\":\"I32\","
		"\"shape\":[2,18446744073709551614],\"data_offsets\":[0,16]}}" Z16, 0, 0),
	V("test_validation_overflow (bytes)", "N\0\0\0\0\0\0\0{\"test\":{\"dtype\":\"I32\","
		"\"shape\":[2,9223372036854775807],\"data_offsets\":[0,16]}}" Z16, 0, 0),
	/* test_json_attack: ten tensors, all at [0, 16] */
	V("test_json_attack", "\x3b\x02\0\0\0\0\0\0{"
		"\"w0\":{\"dtype\":\"F32\",\"shape\":[2,2],\"data_offsets\":[0,16]},"
		"\"w1\":{\"dtype\":\"F32\",\"shape\":[2,2],\"data_offsets\":[0,16]},"
		"\"w2\":{\"dtype\":\"F32\",\"shape\":[2,2],\"data_offsets\":[0,16]},"
		"\"w3\":{\"dtype\":\"F32\",\"shape\":[2,2],\"data_offsets\":[0,16]},"
		"\"w4\":{\"dtype\":\"F32\",\"shape\":[2,2],\"data_offsets\":[0,16]},"
		"\"w5\":{\"dtype\":\"F32\",\"shape\":[2,2],\"data_offsets\":[0,16]},"
		"\"w6\":{\"dtype\":\"F32\",\"shape\":[2,2],\"data_offsets\":[0,16]},"
		"\"w7\":{\"dtype\":\"F32\",\"shape\":[2,2],\"data_offsets\":[0,16]},"
		"\"w8\":{\"dtype\":\"F32\",\"shape\":[2,2],\"data_offsets\":[0,16]},"
		"\"w9\":{\"dtype\":\"F32\",\"shape\":[2,2],\"data_offsets\":[0,16]}}" Z16, 0, 0),
#undef V
};

static void
test_vectors(void)
{
	for (size_t i = 0; i < sizeof vectors / sizeof vectors[0]; i++) {
		Arena *a = arena_new();
		Diag d;
		diag_init(&d, fopen("/dev/null", "w"));
		Weights w;
		/* a heap copy of exactly the file's size: ASan sees any read past its end */
		uint8_t *buf = malloc(vectors[i].len + 1);
		memcpy(buf, vectors[i].bytes, vectors[i].len);
		int rc = rt_weights_parse(a, a, &d, "v.safetensors", buf, vectors[i].len, &w);
		int agree = vectors[i].ok ? rc == 0 && w.n == (uint32_t)vectors[i].tensors
					  : rc < 0 && d.nerror == 1;
		CHECK(agree);
		if (!agree)
			fprintf(stderr, "  the reference's %s: %s\n", vectors[i].name,
				vectors[i].ok ? "accepted, not by us" : "refused, not by us");
		fclose(d.out);
		free(buf);
		arena_free(a);
	}
}

int
main(int argc, char **argv)
{
	if (argc == 3 && !strcmp(argv[1], "--dump"))
		return dump(argv[2]);
	test_match();
	test_missing();
	arena_free(last);
	test_vectors();
	printf("safetensors_test: %d checks, %d failed\n", nchecks, nfailed);
	return nfailed != 0;
}
