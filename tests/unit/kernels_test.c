/* The CPU kernels (runtime/kernels.c) on ONNX's own backend node test data (Debian's
 * libonnx-testdata): every test whose model is one node of an operator with a kernel runs
 * on its input_*.pb and is compared with its output_*.pb — exactly for integers and bool,
 * within a tight tolerance for floats (float16 and bfloat16: their precision).  Tests the
 * kernel reports unsupported (a dtype, an attribute combination), and tests with sequence,
 * string or other unread types, are skipped and counted.  Prints per operator how many ran,
 * were skipped and failed; non-zero exit on any failure or when nothing ran.
 * Usage: kernels_test [DIR]   (default /usr/share/libonnx-testdata/data/node; without it the
 * test is skipped) */
#define _GNU_SOURCE
#include <dirent.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ir/ir.h"
#include "runtime/kernels.h"
#include "backend_onnx/onnx.pb-c.h"

static Arena *A;

static uint8_t *
slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	fseek(f, 0, SEEK_END);
	long n = ftell(f);
	fseek(f, 0, SEEK_SET);
	uint8_t *b = arena_alloc(A, (size_t)n + 1);
	if (fread(b, 1, (size_t)n, f) != (size_t)n)
		n = 0;
	fclose(f);
	*len = (size_t)n;
	return b;
}

static int
readable(int dt)
{
	return dt == DT_F32 || dt == DT_F64 || dt == DT_F16 || dt == DT_BF16 || dt == DT_I64
		|| dt == DT_I32 || dt == DT_I16 || dt == DT_I8 || dt == DT_U8 || dt == DT_BOOL;
}

/* a TensorProto as a Tensor; NULL for a dtype we do not read */
static Tensor *
fromproto(const Onnx__TensorProto *p, int declared)
{
	int dt = p->data_type;
	if (dt == 4 && declared == DT_BF16)
		dt = DT_BF16;   /* ONNX's test data stores bfloat16 as uint16 (4) */
	if (!readable(dt))
		return NULL;
	Tensor *t = rt_tensor(A, (DType)dt, (int32_t)p->n_dims, p->dims);
	size_t es = dtype_size(t->dtype);
	if (p->has_raw_data) {
		if (p->raw_data.len != (size_t)t->numel * es)
			return NULL;
		if (p->raw_data.len)
			memcpy(t->data, p->raw_data.data, p->raw_data.len);
		return t;
	}
	for (int64_t i = 0; i < t->numel; i++) {
		switch (t->dtype) {
		case DT_F32:
			if ((size_t)i >= p->n_float_data) return NULL;
			rt_setf(t, i, p->float_data[i]);
			break;
		case DT_F64:
			if ((size_t)i >= p->n_double_data) return NULL;
			rt_setf(t, i, p->double_data[i]);
			break;
		case DT_I64:
			if ((size_t)i >= p->n_int64_data) return NULL;
			rt_seti(t, i, p->int64_data[i]);
			break;
		default: {   /* int32_data: the narrower ints, bool, and 16-bit floats' bits */
			if ((size_t)i >= p->n_int32_data) return NULL;
			uint32_t v = (uint32_t)p->int32_data[i];
			memcpy((char *)t->data + (size_t)i * es, &v, es);
		}
		}
	}
	return t;
}

static Tensor *
loadpb(const char *path, const Onnx__ValueInfoProto *v)
{
	size_t len;
	uint8_t *b = slurp(path, &len);
	if (!b)
		return NULL;
	Onnx__TensorProto *p = onnx__tensor_proto__unpack(NULL, len, b);
	if (!p)
		return NULL;
	Tensor *t = fromproto(p, v->type->tensor_type->elem_type);
	onnx__tensor_proto__free_unpacked(p, NULL);
	return t;
}

/* the node's attributes as the IR's list; 0 if one is of a kind we do not convert */
static int
attrsof(const Onnx__NodeProto *n, Attr **out)
{
	Attr *list = NULL;
	for (size_t i = n->n_attribute; i-- > 0;) {
		const Onnx__AttributeProto *p = n->attribute[i];
		Attr *a = NEW(A, Attr);
		a->name = sym_cstr(p->name);
		switch (p->type) {
		case ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__INT: a->kind = A_INT, a->i = p->i; break;
		case ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__FLOAT: a->kind = A_FLOAT, a->f = p->f; break;
		case ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__INTS:
			a->kind = A_INTS, a->n = (uint32_t)p->n_ints;
			a->ints = NEWA(A, int64_t, p->n_ints + 1);
			memcpy(a->ints, p->ints, p->n_ints * sizeof *a->ints);
			break;
		case ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__TENSOR:
			a->kind = A_TENSOR, a->t = fromproto(p->t, 0);
			if (!a->t)
				return 0;
			break;
		default:
			return 0;
		}
		a->next = list;
		list = a;
	}
	*out = list;
	return 1;
}

typedef struct { char op[64]; int ran, skipped, failed; } Count;
static Count counts[128];
static int ncounts;

static Count *
countof(const char *op)
{
	for (int i = 0; i < ncounts; i++)
		if (strcmp(counts[i].op, op) == 0)
			return &counts[i];
	snprintf(counts[ncounts].op, sizeof counts[ncounts].op, "%s", op);
	return &counts[ncounts++];
}

static int
same(const Tensor *got, const Tensor *want, char *why, size_t n)
{
	if (got->dtype != want->dtype) {
		snprintf(why, n, "dtype %s, expected %s", dtype_name(got->dtype),
			dtype_name(want->dtype));
		return 0;
	}
	if (got->rank != want->rank
	    || memcmp(got->dims, want->dims, (size_t)got->rank * sizeof *got->dims) != 0) {
		snprintf(why, n, "shape differs (rank %d, expected %d)", got->rank, want->rank);
		return 0;
	}
	double rtol = want->dtype == DT_F32 ? 1e-5 : want->dtype == DT_F64 ? 1e-12 : 4e-3;
	double atol = want->dtype == DT_F32 ? 1e-6 : want->dtype == DT_F64 ? 1e-14 : 1e-3;
	for (int64_t i = 0; i < got->numel; i++) {
		if (dtype_isfloat(got->dtype)) {
			double g = rt_getf(got, i), w = rt_getf(want, i);
			if (isnan(w) ? !isnan(g) : !(g == w || fabs(g - w) <= atol + rtol * fabs(w))) {
				snprintf(why, n, "element %lld is %.9g, expected %.9g", (long long)i,
					g, w);
				return 0;
			}
		} else if (rt_geti(got, i) != rt_geti(want, i)) {
			snprintf(why, n, "element %lld is %lld, expected %lld", (long long)i,
				(long long)rt_geti(got, i), (long long)rt_geti(want, i));
			return 0;
		}
	}
	return 1;
}

/* sequences and optionals are other protos in the .pb files */
static int
istensor(const Onnx__ValueInfoProto *v)
{
	return v->type && v->type->value_case == ONNX__TYPE_PROTO__VALUE_TENSOR_TYPE;
}

/* one node test directory; its op counted */
static void
runtest(const char *dir, const char *name)
{
	char path[4096];
	size_t len;
	snprintf(path, sizeof path, "%s/%s/model.onnx", dir, name);
	uint8_t *b = slurp(path, &len);
	if (!b)
		return;
	Onnx__ModelProto *m = onnx__model_proto__unpack(NULL, len, b);
	if (!m || !m->graph || m->graph->n_node != 1) {
		if (m)
			onnx__model_proto__free_unpacked(m, NULL);
		return;
	}
	const Onnx__GraphProto *g = m->graph;
	const Onnx__NodeProto *n = g->node[0];
	if ((n->domain && n->domain[0] && strcmp(n->domain, "ai.onnx") != 0)
	    || !rt_kernel_known(n->op_type) || n->n_output != 1 || g->n_initializer) {
		onnx__model_proto__free_unpacked(m, NULL);
		return;
	}
	Count *c = countof(n->op_type);
	if (getenv("KERNELS_TRACE"))
		printf("run %s\n", name);
	Attr *at;
	Tensor **in = NEWA(A, Tensor *, n->n_input + 1);
	int ok = attrsof(n, &at);
	/* the node's inputs by name from the graph's inputs, read from input_<i>.pb */
	for (size_t i = 0; ok && i < n->n_input; i++) {
		if (!n->input[i][0])
			continue;                  /* an omitted optional input */
		size_t j = 0;
		while (j < g->n_input && strcmp(g->input[j]->name, n->input[i]) != 0)
			j++;
		snprintf(path, sizeof path, "%s/%s/test_data_set_0/input_%zu.pb", dir, name, j);
		if (j == g->n_input || !istensor(g->input[j]) || !(in[i] = loadpb(path, g->input[j])))
			ok = 0;
	}
	snprintf(path, sizeof path, "%s/%s/test_data_set_0/output_0.pb", dir, name);
	Tensor *want = ok && g->n_output == 1 && istensor(g->output[0]) ? loadpb(path, g->output[0]) : NULL;
	if (!want) {
		c->skipped++;
		printf("skip %s: an input, output or attribute of a type not read\n", name);
		onnx__model_proto__free_unpacked(m, NULL);
		return;
	}
	char err[512], why[512];
	Tensor *got = rt_kernel(A, n->op_type, in, (uint32_t)n->n_input, at, err, sizeof err);
	if (!got && strncmp(err, RT_UNSUPPORTED, strlen(RT_UNSUPPORTED)) == 0) {
		c->skipped++;
		printf("skip %s: %s\n", name, err);
	} else if (!got) {
		c->failed++;
		printf("FAIL %s: %s\n", name, err);
	} else if (!same(got, want, why, sizeof why)) {
		c->failed++;
		printf("FAIL %s: %s\n", name, why);
	} else {
		c->ran++;
	}
	onnx__model_proto__free_unpacked(m, NULL);
}

/* the 16-bit float conversions on every bit pattern: each value round-trips (NaN stays
 * NaN), and the midpoint between two neighbours rounds to the one with an even mantissa
 * (to infinity past the largest finite half, as IEEE rounding does) */
static int
check16(void)
{
	int bad = 0;
	for (uint32_t h = 0; h < 0x10000; h++) {
		float f = rt_half_to_float((uint16_t)h), g = rt_bf16_to_float((uint16_t)h);
		if (isnan(f) ? !isnan(rt_half_to_float(rt_double_to_half(f)))
		    : rt_double_to_half(f) != h)
			bad++, printf("FAIL half %04x round trip\n", h);
		if (isnan(g) ? !isnan(rt_bf16_to_float(rt_float_to_bf16(g)))
		    : rt_float_to_bf16(g) != h)
			bad++, printf("FAIL bfloat16 %04x round trip\n", h);
		if ((h & 0x7fff) >= 0x7c00 || (h & 0x7fff) == 0x7bff)
			continue;
		double mid = ((double)f + (double)rt_half_to_float((uint16_t)(h + 1))) / 2;
		uint16_t want = (h & 1) ? (uint16_t)(h + 1) : (uint16_t)h;
		if (rt_double_to_half(mid) != want)
			bad++, printf("FAIL half midpoint above %04x\n", h);
	}
	if (rt_double_to_half(65520.0) != 0x7c00 || rt_double_to_half(65519.99) != 0x7bff
	    || rt_double_to_half(0x1p-25) != 0 || rt_double_to_half(0x1.0001p-25) != 1)
		bad++, printf("FAIL half overflow or underflow\n");
	printf("float16/bfloat16 conversions: %s\n", bad ? "FAIL" : "ok");
	return bad;
}

static int
bystr(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

int
main(int argc, char **argv)
{
	setvbuf(stdout, NULL, _IOLBF, 0);
	const char *dir = argc > 1 ? argv[1] : "/usr/share/libonnx-testdata/data/node";
	A = arena_new();
	DIR *d = opendir(dir);
	if (!d) {
		fprintf(stderr, "kernels_test: cannot open %s (apt-get install libonnx-testdata)\n",
			dir);
		return 77;   /* meson's "skipped" */
	}
	char **names = NULL;
	size_t n = 0, cap = 0;
	for (struct dirent *e; (e = readdir(d));) {
		if (strncmp(e->d_name, "test_", 5) != 0)
			continue;
		if (n == cap)
			names = realloc(names, (cap = cap ? 2 * cap : 1024) * sizeof *names);
		names[n++] = strdup(e->d_name);
	}
	closedir(d);
	qsort(names, n, sizeof *names, bystr);
	for (size_t i = 0; i < n; i++) {
		runtest(dir, names[i]);
		free(names[i]);
	}
	free(names);
	int ran = 0, failed = 0;
	for (int i = 0; i < ncounts; i++) {
		printf("%-16s %3d ran, %2d skipped, %d failed\n", counts[i].op, counts[i].ran,
			counts[i].skipped, counts[i].failed);
		ran += counts[i].ran;
		failed += counts[i].failed;
	}
	failed += check16();
	printf("kernels_test: %d node tests ran, %d failed\n", ran, failed);
	arena_free(A);
	return failed != 0 || ran == 0;
}
