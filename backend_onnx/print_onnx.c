/* --dump-onnx: the written model in ONNX's textual syntax, as ONNX's own printer writes it
 * (onnx/defs/printer.cc, what onnx.printer.to_text and PyTorch's export_to_pretty_string
 * show), so that a user reads what will run without a viewer.  The file is read back rather
 * than printed while it is written: what is shown is what was written, and emit.c packs its
 * nodes in pieces that never form one ModelProto.
 *
 *   <
 *      ir_version: 8,
 *      opset_import: ["" : 17],
 *      producer_name: "scriptc",
 *      producer_version: "0.1.0"
 *   >
 *   main_graph (float[N,3] x) => (float[N,3] y)
 *      <float[3] w =  {1,2,3}>
 *   {
 *      ["/Mul"] t = Mul (x, w)
 *      ["/Relu"] y = Relu (t)
 *   }
 *
 * The spacing, quoting and number forms are printer.cc's, quirks included (the two spaces
 * after an initializer's `=`), so the text diffs cleanly against ONNX's own; numbers are
 * the shortest that read back to the same value (std::to_chars).  Like printer.cc, every
 * value of every initializer is printed; external data prints as its location entries. */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "backend.h"
#include "onnx.pb-c.h"

typedef struct {
	FILE *f;
	int indent; /* printer.cc's indent_level: the nodes of the graph being printed */
} Pr;

static void graph(Pr *p, const Onnx__GraphProto *g);
static void type(Pr *p, const Onnx__TypeProto *t);

static int
isident(const char *s)
{
	if (!s || !*s || !((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || *s == '_'))
		return 0;
	for (s++; *s; s++)
		if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || *s == '_' ||
		      (*s >= '0' && *s <= '9')))
			return 0;
	return 1;
}

static void
quoted(Pr *p, const char *s)
{
	fputc('"', p->f);
	for (; s && *s; s++) {
		if (*s == '\\' || *s == '"')
			fputc('\\', p->f);
		fputc(*s, p->f);
	}
	fputc('"', p->f);
}

static void
id(Pr *p, const char *s)
{
	if (isident(s))
		fputs(s, p->f);
	else
		quoted(p, s);
}

/* printer.cc's printSet: open, the elements by sep, close; el prints element i of v */
typedef void (*ElemFn)(Pr *p, const void *v, size_t i);
static void
each(Pr *p, const char *open, const char *sep, const char *close, const void *v, size_t n,
	ElemFn el)
{
	fputs(open, p->f);
	for (size_t i = 0; i < n; i++) {
		if (i)
			fputs(sep, p->f);
		el(p, v, i);
	}
	fputs(close, p->f);
}

static void
e_i64(Pr *p, const void *v, size_t i)
{
	fprintf(p->f, "%lld", (long long)((const int64_t *)v)[i]);
}

static void
e_u64(Pr *p, const void *v, size_t i)
{
	fprintf(p->f, "%llu", (unsigned long long)((const uint64_t *)v)[i]);
}

static void
e_i32(Pr *p, const void *v, size_t i)
{
	fprintf(p->f, "%d", ((const int32_t *)v)[i]);
}

static void
e_id(Pr *p, const void *v, size_t i)
{
	id(p, ((char *const *)v)[i]);
}

static void
e_bytes(Pr *p, const void *v, size_t i) /* a string attribute's element, quoted */
{
	const ProtobufCBinaryData *b = &((const ProtobufCBinaryData *)v)[i];
	char *s = strndup((const char *)b->data, b->len);
	if (!s)
		die("out of memory");
	quoted(p, s);
	free(s);
}

static void
ids(Pr *p, const char *open, char **v, size_t n, const char *close)
{
	each(p, open, ", ", close, v, n, e_id);
}

static void
spaces(Pr *p, int n)
{
	fprintf(p->f, "%*s", n, "");
}

/* std::to_chars(value): the fewest significant digits that read back to the value, in
 * fixed or scientific notation, whichever is shorter (fixed on a tie) */
static void
real(Pr *p, double v, int isfloat)
{
	if (isnan(v)) {
		fputs(signbit(v) ? "-nan" : "nan", p->f);
		return;
	}
	if (isinf(v)) {
		fputs(v < 0 ? "-inf" : "inf", p->f);
		return;
	}
	char e[40];
	for (int prec = 0; prec < 17; prec++) {
		snprintf(e, sizeof e, "%.*e", prec, v);
		if (isfloat ? strtof(e, NULL) == (float)v : strtod(e, NULL) == v)
			break;
	}
	/* e is [-]D[.DDD]e[+-]XX: its digits and exponent give the fixed form */
	char digits[40], fixed[400], *s = e, *x = strchr(e, 'e');
	int nd = 0, neg = *s == '-', exp10 = atoi(x + 1);
	for (s += neg; s < x; s++)
		if (*s != '.')
			digits[nd++] = *s;
	digits[nd] = 0;
	int n = 0;
	if (neg)
		fixed[n++] = '-';
	if (exp10 >= 0) {
		for (int i = 0; i < nd || i <= exp10; i++) {
			if (i == exp10 + 1)
				fixed[n++] = '.';
			fixed[n++] = i < nd ? digits[i] : '0';
		}
	} else {
		fixed[n++] = '0';
		fixed[n++] = '.';
		for (int i = 0; i < -exp10 - 1; i++)
			fixed[n++] = '0';
		for (int i = 0; i < nd; i++)
			fixed[n++] = digits[i];
	}
	fixed[n] = 0;
	fputs(strlen(fixed) <= strlen(e) ? fixed : e, p->f);
}

static void
e_float(Pr *p, const void *v, size_t i)
{
	real(p, ((const float *)v)[i], 1);
}

static void
e_double(Pr *p, const void *v, size_t i)
{
	real(p, ((const double *)v)[i], 0);
}

static const char *const dtypes[] = {
	[ONNX__TENSOR_PROTO__DATA_TYPE__FLOAT] = "float",
	[ONNX__TENSOR_PROTO__DATA_TYPE__UINT8] = "uint8",
	[ONNX__TENSOR_PROTO__DATA_TYPE__INT8] = "int8",
	[ONNX__TENSOR_PROTO__DATA_TYPE__UINT16] = "uint16",
	[ONNX__TENSOR_PROTO__DATA_TYPE__INT16] = "int16",
	[ONNX__TENSOR_PROTO__DATA_TYPE__INT32] = "int32",
	[ONNX__TENSOR_PROTO__DATA_TYPE__INT64] = "int64",
	[ONNX__TENSOR_PROTO__DATA_TYPE__STRING] = "string",
	[ONNX__TENSOR_PROTO__DATA_TYPE__BOOL] = "bool",
	[ONNX__TENSOR_PROTO__DATA_TYPE__FLOAT16] = "float16",
	[ONNX__TENSOR_PROTO__DATA_TYPE__DOUBLE] = "double",
	[ONNX__TENSOR_PROTO__DATA_TYPE__UINT32] = "uint32",
	[ONNX__TENSOR_PROTO__DATA_TYPE__UINT64] = "uint64",
	[ONNX__TENSOR_PROTO__DATA_TYPE__COMPLEX64] = "complex64",
	[ONNX__TENSOR_PROTO__DATA_TYPE__COMPLEX128] = "complex128",
	[ONNX__TENSOR_PROTO__DATA_TYPE__BFLOAT16] = "bfloat16",
};

static void
dtype(Pr *p, int32_t t)
{
	const char *s = t >= 0 && t < (int32_t)(sizeof dtypes / sizeof *dtypes) ? dtypes[t] : NULL;
	fputs(s ? s : "undefined", p->f);
}

static void
shape(Pr *p, const Onnx__TensorShapeProto *sh)
{
	fputc('[', p->f);
	for (size_t i = 0; i < sh->n_dim; i++) {
		const Onnx__TensorShapeProto__Dimension *d = sh->dim[i];
		if (i)
			fputc(',', p->f);
		if (d->value_case == ONNX__TENSOR_SHAPE_PROTO__DIMENSION__VALUE_DIM_VALUE)
			fprintf(p->f, "%lld", (long long)d->dim_value);
		else if (d->value_case == ONNX__TENSOR_SHAPE_PROTO__DIMENSION__VALUE_DIM_PARAM)
			id(p, d->dim_param);
		else
			fputc('?', p->f);
	}
	fputc(']', p->f);
}

static void
tensortype(Pr *p, int32_t elem, const Onnx__TensorShapeProto *sh)
{
	dtype(p, elem);
	if (!sh)
		fputs("[]", p->f);
	else if (sh->n_dim)
		shape(p, sh);
}

static void
type(Pr *p, const Onnx__TypeProto *t)
{
	switch (t ? t->value_case : 0) {
	case ONNX__TYPE_PROTO__VALUE_TENSOR_TYPE:
		tensortype(p, t->tensor_type->elem_type, t->tensor_type->shape);
		break;
	case ONNX__TYPE_PROTO__VALUE_SEQUENCE_TYPE:
		fputs("seq(", p->f);
		type(p, t->sequence_type->elem_type);
		fputc(')', p->f);
		break;
	case ONNX__TYPE_PROTO__VALUE_MAP_TYPE:
		fputs("map(", p->f);
		dtype(p, t->map_type->key_type);
		fputs(", ", p->f);
		type(p, t->map_type->value_type);
		fputc(')', p->f);
		break;
	case ONNX__TYPE_PROTO__VALUE_OPTIONAL_TYPE:
		fputs("optional(", p->f);
		type(p, t->optional_type->elem_type);
		fputc(')', p->f);
		break;
	case ONNX__TYPE_PROTO__VALUE_SPARSE_TENSOR_TYPE:
		fputs("sparse_tensor(", p->f);
		tensortype(p, t->sparse_tensor_type->elem_type, t->sparse_tensor_type->shape);
		fputc(')', p->f);
		break;
	default:
		break;
	}
}

static void
valueinfo(Pr *p, const Onnx__ValueInfoProto *vi)
{
	type(p, vi->type);
	fputc(' ', p->f);
	id(p, vi->name);
}

static void
e_vi(Pr *p, const void *v, size_t i)
{
	valueinfo(p, ((Onnx__ValueInfoProto *const *)v)[i]);
}

static void
valueinfos(Pr *p, Onnx__ValueInfoProto **v, size_t n)
{
	each(p, "(", ", ", ")", v, n, e_vi);
}

static void
e_entry(Pr *p, const void *v, size_t i)
{
	const Onnx__StringStringEntryProto *e = ((Onnx__StringStringEntryProto *const *)v)[i];
	quoted(p, e->key);
	fputs(": ", p->f);
	quoted(p, e->value);
}

static void
entries(Pr *p, Onnx__StringStringEntryProto **v, size_t n)
{
	each(p, "[", ", ", "]", v, n, e_entry);
}

/* raw_data's elements, little-endian as ONNX stores them, widened as printer.cc widens */
static void
rawvalues(Pr *p, int32_t dt, const uint8_t *b, size_t len)
{
	size_t w;
	switch (dt) {
	case ONNX__TENSOR_PROTO__DATA_TYPE__INT8: case ONNX__TENSOR_PROTO__DATA_TYPE__UINT8:
	case ONNX__TENSOR_PROTO__DATA_TYPE__BOOL: w = 1; break;
	case ONNX__TENSOR_PROTO__DATA_TYPE__INT16: case ONNX__TENSOR_PROTO__DATA_TYPE__UINT16:
	case ONNX__TENSOR_PROTO__DATA_TYPE__FLOAT16: case ONNX__TENSOR_PROTO__DATA_TYPE__BFLOAT16:
		w = 2; break;
	case ONNX__TENSOR_PROTO__DATA_TYPE__INT32: case ONNX__TENSOR_PROTO__DATA_TYPE__UINT32:
	case ONNX__TENSOR_PROTO__DATA_TYPE__FLOAT: w = 4; break;
	case ONNX__TENSOR_PROTO__DATA_TYPE__INT64: case ONNX__TENSOR_PROTO__DATA_TYPE__UINT64:
	case ONNX__TENSOR_PROTO__DATA_TYPE__DOUBLE: w = 8; break;
	default: fputs("...", p->f); return;
	}
	fputs(" {", p->f);
	for (size_t i = 0; i + w <= len; i += w) {
		uint64_t u = 0;
		for (size_t k = 0; k < w; k++)
			u |= (uint64_t)b[i + k] << (8 * k);
		if (i)
			fputc(',', p->f);
		switch (dt) {
		case ONNX__TENSOR_PROTO__DATA_TYPE__INT8: fprintf(p->f, "%d", (int8_t)u); break;
		case ONNX__TENSOR_PROTO__DATA_TYPE__INT16: fprintf(p->f, "%d", (int16_t)u); break;
		case ONNX__TENSOR_PROTO__DATA_TYPE__INT32: fprintf(p->f, "%d", (int32_t)u); break;
		case ONNX__TENSOR_PROTO__DATA_TYPE__INT64: fprintf(p->f, "%lld", (long long)(int64_t)u);
			break;
		case ONNX__TENSOR_PROTO__DATA_TYPE__FLOAT: {
			uint32_t bits = (uint32_t)u;
			float f;
			memcpy(&f, &bits, 4);
			real(p, f, 1);
			break;
		}
		case ONNX__TENSOR_PROTO__DATA_TYPE__DOUBLE: {
			double d;
			memcpy(&d, &u, 8);
			real(p, d, 0);
			break;
		}
		default: fprintf(p->f, "%llu", (unsigned long long)u); break;
		}
	}
	fputc('}', p->f);
}

static void
tensor(Pr *p, const Onnx__TensorProto *t, int init)
{
	dtype(p, t->data_type);
	if (t->n_dims)
		each(p, "[", ",", "]", t->dims, t->n_dims, e_i64);
	if (t->name && *t->name) {
		fputc(' ', p->f);
		id(p, t->name);
	}
	if (init)
		fputs(" = ", p->f);
	if (t->has_data_location &&
	    t->data_location == ONNX__TENSOR_PROTO__DATA_LOCATION__EXTERNAL) {
		entries(p, t->external_data, t->n_external_data);
		return;
	}
	if (t->has_raw_data) {
		rawvalues(p, t->data_type, t->raw_data.data, t->raw_data.len);
		return;
	}
	switch (t->data_type) {
	case ONNX__TENSOR_PROTO__DATA_TYPE__INT64:
		each(p, " {", ",", "}", t->int64_data, t->n_int64_data, e_i64);
		break;
	case ONNX__TENSOR_PROTO__DATA_TYPE__UINT32: case ONNX__TENSOR_PROTO__DATA_TYPE__UINT64:
		each(p, " {", ",", "}", t->uint64_data, t->n_uint64_data, e_u64);
		break;
	case ONNX__TENSOR_PROTO__DATA_TYPE__FLOAT:
		each(p, " {", ",", "}", t->float_data, t->n_float_data, e_float);
		break;
	case ONNX__TENSOR_PROTO__DATA_TYPE__DOUBLE:
		each(p, " {", ",", "}", t->double_data, t->n_double_data, e_double);
		break;
	case ONNX__TENSOR_PROTO__DATA_TYPE__STRING:
		for (size_t i = 0; i < t->n_string_data; i++) {
			fputs(i ? ", " : "{", p->f);
			fwrite(t->string_data[i].data, 1, t->string_data[i].len, p->f);
		}
		fputc('}', p->f);
		break;
	case ONNX__TENSOR_PROTO__DATA_TYPE__UNDEFINED: case ONNX__TENSOR_PROTO__DATA_TYPE__COMPLEX64:
	case ONNX__TENSOR_PROTO__DATA_TYPE__COMPLEX128:
		fputs("...", p->f);
		break;
	default: /* the types held in int32_data */
		each(p, " {", ",", "}", t->int32_data, t->n_int32_data, e_i32);
		break;
	}
}

static void
e_tensor(Pr *p, const void *v, size_t i)
{
	tensor(p, ((Onnx__TensorProto *const *)v)[i], 0);
}

static void
e_graph(Pr *p, const void *v, size_t i)
{
	graph(p, ((Onnx__GraphProto *const *)v)[i]);
}

static void
e_type(Pr *p, const void *v, size_t i)
{
	type(p, ((Onnx__TypeProto *const *)v)[i]);
}

static const char *const attrtypes[] = {
	[ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__FLOAT] = "float",
	[ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__INT] = "int",
	[ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__STRING] = "string",
	[ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__TENSOR] = "tensor",
	[ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__GRAPH] = "graph",
	[ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__SPARSE_TENSOR] = "sparse_tensor",
	[ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__TYPE_PROTO] = "type_proto",
	[ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__FLOATS] = "floats",
	[ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__INTS] = "ints",
	[ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__STRINGS] = "strings",
	[ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__TENSORS] = "tensors",
	[ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__GRAPHS] = "graphs",
	[ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__SPARSE_TENSORS] = "sparse_tensors",
	[ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__TYPE_PROTOS] = "type_protos",
};

static void
attr(Pr *p, const Onnx__AttributeProto *a)
{
	int t = a->has_type ? (int)a->type : 0;
	const char *tn = t > 0 && t < (int)(sizeof attrtypes / sizeof *attrtypes) && attrtypes[t] ?
		attrtypes[t] : "undefined";
	fprintf(p->f, "%s: %s = ", a->name, tn);
	if (a->ref_attr_name) {
		fprintf(p->f, "@%s", a->ref_attr_name);
		return;
	}
	switch (t) {
	case ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__INT:
		fprintf(p->f, "%lld", (long long)a->i);
		break;
	case ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__INTS:
		each(p, "[", ", ", "]", a->ints, a->n_ints, e_i64);
		break;
	case ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__FLOAT:
		real(p, a->f, 1);
		break;
	case ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__FLOATS:
		each(p, "[", ", ", "]", a->floats, a->n_floats, e_float);
		break;
	case ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__STRING:
		e_bytes(p, &a->s, 0);
		break;
	case ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__STRINGS: /* printer.cc: no "[" if empty */
		each(p, a->n_strings ? "[" : "", ", ", "]", a->strings, a->n_strings, e_bytes);
		break;
	case ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__GRAPH:
		p->indent += 3;
		graph(p, a->g);
		p->indent -= 3;
		break;
	case ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__GRAPHS:
		p->indent += 3;
		each(p, "[", ", ", "]", a->graphs, a->n_graphs, e_graph);
		p->indent -= 3;
		break;
	case ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__TENSOR:
		tensor(p, a->t, 0);
		break;
	case ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__TENSORS:
		each(p, "[", ", ", "]", a->tensors, a->n_tensors, e_tensor);
		break;
	case ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__TYPE_PROTO:
		type(p, a->tp);
		break;
	case ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__TYPE_PROTOS:
		each(p, "[", ", ", "]", a->type_protos, a->n_type_protos, e_type);
		break;
	default:
		break;
	}
}

static void
e_attr(Pr *p, const void *v, size_t i)
{
	attr(p, ((Onnx__AttributeProto *const *)v)[i]);
}

static void
attrs(Pr *p, const Onnx__NodeProto *n)
{
	each(p, " <", ", ", ">", n->attribute, n->n_attribute, e_attr);
}

/* a node's graphs print after its inputs, its other attributes before them */
static void
node(Pr *p, const Onnx__NodeProto *n)
{
	int sub = 0;
	for (size_t i = 0; i < n->n_attribute; i++)
		sub |= n->attribute[i]->g || n->attribute[i]->n_graphs;
	spaces(p, p->indent);
	if (n->name) {
		fputc('[', p->f);
		id(p, n->name);
		fputs("] ", p->f);
	}
	ids(p, "", n->output, n->n_output, "");
	fputs(" = ", p->f);
	if (n->domain && *n->domain)
		fprintf(p->f, "%s.", n->domain);
	fputs(n->op_type ? n->op_type : "", p->f);
	if (!sub && n->n_attribute)
		attrs(p, n);
	ids(p, " (", n->input, n->n_input, ")");
	if (sub)
		attrs(p, n);
	fputc('\n', p->f);
}

static void
graph(Pr *p, const Onnx__GraphProto *g)
{
	id(p, g->name);
	fputc(' ', p->f);
	valueinfos(p, g->input, g->n_input);
	fputs(" => ", p->f);
	valueinfos(p, g->output, g->n_output);
	fputc(' ', p->f);
	if (g->n_initializer || g->n_value_info) {
		fputc('\n', p->f);
		spaces(p, p->indent);
		fputc('<', p->f);
		const char *sep = "";
		for (size_t i = 0; i < g->n_initializer; i++, sep = ", ") {
			fputs(sep, p->f);
			tensor(p, g->initializer[i], 1);
		}
		for (size_t i = 0; i < g->n_value_info; i++, sep = ", ") {
			fputs(sep, p->f);
			valueinfo(p, g->value_info[i]);
		}
		fputs(">\n", p->f);
	}
	fputs("{\n", p->f);
	for (size_t i = 0; i < g->n_node; i++)
		node(p, g->node[i]);
	if (p->indent > 3)
		spaces(p, p->indent - 3 > 3 ? p->indent - 3 : 3);
	fputc('}', p->f);
}

static void
model(Pr *p, const Onnx__ModelProto *m)
{
	fprintf(p->f, "<\n   ir_version: %lld,\n   opset_import: [", (long long)m->ir_version);
	for (size_t i = 0; i < m->n_opset_import; i++) {
		if (i)
			fputs(", ", p->f);
		quoted(p, m->opset_import[i]->domain ? m->opset_import[i]->domain : "");
		fprintf(p->f, " : %lld", (long long)m->opset_import[i]->version);
	}
	fputc(']', p->f);
	const char *keys[] = {"producer_name", "producer_version", "domain"};
	const char *vals[] = {m->producer_name, m->producer_version, m->domain};
	for (int i = 0; i < 3; i++)
		if (vals[i]) {
			fprintf(p->f, ",\n   %s: ", keys[i]);
			quoted(p, vals[i]);
		}
	if (m->has_model_version)
		fprintf(p->f, ",\n   model_version: %lld", (long long)m->model_version);
	if (m->doc_string) {
		fputs(",\n   doc_string: ", p->f);
		quoted(p, m->doc_string);
	}
	if (m->n_metadata_props) {
		fputs(",\n   metadata_props: ", p->f);
		entries(p, m->metadata_props, m->n_metadata_props);
	}
	fputs("\n>\n", p->f);
	if (m->graph)
		graph(p, m->graph);
}

void
onnx_print_type(FILE *out, const Onnx__TypeProto *t)
{
	Pr p = {out, 3};
	type(&p, t);
}

/* the model file at path, unpacked; NULL (errno set) if it cannot be read or parsed */
Onnx__ModelProto *
onnx_read_model(const char *path)
{
	FILE *f = fopen(path, "rb");
	uint8_t *buf = NULL;
	size_t n = 0, cap = 0;
	if (!f)
		goto fail;
	for (;;) {
		if (n == cap && !(buf = realloc(buf, cap = cap ? 2 * cap : 1 << 16)))
			die("out of memory");
		size_t k = fread(buf + n, 1, cap - n, f);
		n += k;
		if (k == 0)
			break;
	}
	if (ferror(f)) {
		fclose(f);
		goto fail;
	}
	fclose(f);
	Onnx__ModelProto *m = onnx__model_proto__unpack(NULL, n, buf);
	free(buf);
	if (!m)
		errno = EINVAL;
	return m;
fail:
	free(buf);
	return NULL;
}

int
onnx_print_file(FILE *out, const char *path, Diag *d)
{
	Onnx__ModelProto *m = onnx_read_model(path);
	if (!m && errno == EINVAL) {
		diag(d, DIAG_ERROR, (SrcLoc){0}, "--dump-onnx: '%s' does not read back as an ONNX "
			"model", path);
		return -1;
	}
	if (!m)
		goto fail;
	Pr p = {out, 3};
	model(&p, m);
	fputc('\n', out);
	onnx__model_proto__free_unpacked(m, NULL);
	return 0;
fail:
	diag(d, DIAG_ERROR, (SrcLoc){0}, "--dump-onnx: cannot read '%s': %s", path,
		strerror(errno));
	return -1;
}
