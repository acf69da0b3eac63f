/* Unit tests of the ONNX operator table (backend_onnx/onnx_ops.c), the onnx-dialect verifier
 * (verify_onnx.c) and the purity DCE and CSE take from the table: the version in force at an
 * opset, from the generated rows and the 18-21 supplement; each kind of violation as its own
 * located error, with the exact text; random operators, and an If around one, neither merged
 * nor dropped; type legalization (lower_legal.c) making invalid nodes valid; every ops.def
 * row with its hooks, and the ONNX operator of each 1:1 row at every opset.  The last line
 * is "onnx_test: N checks, M failed"; non-zero exit on failure. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ir/ir.h"
#include "backend_onnx/backend.h"
#include "passes/passes.h"

#include "check.h"

static Arena *A;
static const char src[] = "y = a + b\n";

static void
test_table(void)
{
	CHECK(onnx_op("Add", 13)->since == 13);
	CHECK(onnx_op("Add", 17)->since == 14);
	CHECK(onnx_op("Add", 21)->since == 14);   /* unchanged after 14 */
	CHECK(onnx_op("Split", 17)->since == 13);
	CHECK(onnx_op("Split", 18)->since == 18); /* from the supplement */
	CHECK(onnx_op("ReduceMax", 19)->since == 18);
	CHECK(onnx_op("ReduceMax", 21)->since == 20);
	CHECK(onnx_op("Cast", 21)->since == 21);
	CHECK(onnx_op("Abs", 17)->since == 13);
	CHECK(onnx_op("Zzz", 17) == NULL);
	CHECK(onnx_op("Add", 0) == NULL);
	CHECK(onnx_op("Upsample", 17)->flags & ONNX_DEPRECATED);
	CHECK(onnx_op("RandomNormalLike", 17)->flags & ONNX_IMPURE);
	CHECK(!(onnx_op("Relu", 17)->flags & ONNX_IMPURE));
	CHECK(onnx_opof(sym_cstr("onnx::Mul"), 17) == onnx_op("Mul", 17));
	CHECK(onnx_opof(sym_cstr("aten::mul"), 17) == NULL);
}

static Type *
tensor(DType dt)
{
	Dim d = 3;
	return ty_tensor(dt, 1, &d);
}

/* a graph of one onnx::op node on params of dtypes ta, tb (DT_UNDEF: no such param) */
static Node *
onenode(Graph *g, const char *op, DType ta, DType tb, DType tout, int opset)
{
	Node *n = ir_node(g, sym_prefixed("onnx", op), 1, (SrcLoc){1, 1, 7, 5});
	n->onnx = onnx_op(op, opset);
	if (ta)
		ir_addinput(g, n, ir_addparam(g, g->top, tensor(ta), sym_cstr("a")));
	if (tb)
		ir_addinput(g, n, ir_addparam(g, g->top, tensor(tb), sym_cstr("b")));
	n->out[0]->type = tensor(tout);
	ir_append(g->top, n);
	ir_addresult(g, g->top, n->out[0]);
	return n;
}

/* runs the verifier; its stderr, or "" */
static char *
verify(Graph *g, int opset, int *rc)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);
	Diag d;
	diag_init(&d, f);
	diag_addfile(&d, "m.py", src, sizeof src - 1);
	*rc = onnx_verify(g, opset, &d);
	fclose(f);
	char *s = arena_strndup(A, buf, len);
	free(buf);
	return s;
}

static int
says(Graph *g, int opset, const char *want)
{
	int rc;
	char *got = verify(g, opset, &rc);
	if (rc == -1 && strstr(got, want))
		return 1;
	fprintf(stderr, "verifier said (rc %d):\n%s\nwanted:\n%s\n", rc, got, want);
	return 0;
}

static void
test_verifier(void)
{
	int rc;
	Graph *g = ir_graph(A);
	onenode(g, "Add", DT_F32, DT_F32, DT_F32, 17);
	CHECK(strcmp(verify(g, 17, &rc), "") == 0 && rc == 0);

	g = ir_graph(A);
	onenode(g, "Add", DT_BOOL, DT_BOOL, DT_BOOL, 17);
	CHECK(says(g, 17, "m.py:1:7: error: internal: onnx::Add at opset 17: input 0 is bool, "
		"outside T = {float, uint8, int8, uint16, int16, int32, int64, float16, double, "
		"uint32, uint64, bfloat16}\n    1 | y = a + b\n      |       ^~~\n"));

	g = ir_graph(A);
	onenode(g, "Add", DT_F32, DT_F64, DT_F32, 17);
	CHECK(says(g, 17, "onnx::Add at opset 17: input 1 is double, but T is float here"));

	g = ir_graph(A);
	onenode(g, "Add", DT_F32, DT_UNDEF, DT_F32, 17);
	CHECK(says(g, 17, "onnx::Add at opset 17: 1 inputs, expected 2 to 2"));

	g = ir_graph(A);
	ir_attr_i(g, onenode(g, "Add", DT_F32, DT_F32, DT_F32, 17), sym_cstr("axis"), 0);
	CHECK(says(g, 17, "onnx::Add at opset 17: unknown attribute 'axis'"));

	g = ir_graph(A);
	onenode(g, "Cast", DT_F32, DT_UNDEF, DT_F64, 17);
	CHECK(says(g, 17, "onnx::Cast at opset 17: required attribute 'to' missing"));

	g = ir_graph(A);
	onenode(g, "Zzz", DT_F32, DT_UNDEF, DT_F32, 17);
	CHECK(says(g, 17, "onnx::Zzz at opset 17: no such operator"));

	g = ir_graph(A);
	onenode(g, "Upsample", DT_F32, DT_F32, DT_F32, 17);
	CHECK(says(g, 17, "onnx::Upsample at opset 17: deprecated since opset 10"));

	/* made for opset 13, checked at 14: the node's entry is not the one in force */
	g = ir_graph(A);
	onenode(g, "Add", DT_I8, DT_I8, DT_I8, 13);
	CHECK(says(g, 14, "onnx::Add at opset 14: the node carries the wrong table entry"));

	/* Add on int8 appeared in Add-14 */
	g = ir_graph(A);
	onenode(g, "Add", DT_I8, DT_I8, DT_I8, 13);
	CHECK(says(g, 13, "onnx::Add at opset 13: input 0 is int8, outside T"));
	g = ir_graph(A);
	onenode(g, "Add", DT_I8, DT_I8, DT_I8, 14);
	CHECK(strcmp(verify(g, 14, &rc), "") == 0 && rc == 0);

	/* ReduceMax on bool appeared in ReduceMax-20 (the supplement) */
	g = ir_graph(A);
	onenode(g, "ReduceMax", DT_BOOL, DT_UNDEF, DT_BOOL, 19);
	CHECK(says(g, 19, "onnx::ReduceMax at opset 19: input 0 is bool, outside T"));
	g = ir_graph(A);
	onenode(g, "ReduceMax", DT_BOOL, DT_UNDEF, DT_BOOL, 20);
	CHECK(strcmp(verify(g, 20, &rc), "") == 0 && rc == 0);
}

static int
runpass(Graph *g, int (*fn)(Pass *))
{
	Diag d;
	diag_init(&d, stderr);
	Pass p = {g, &d, arena_new(), 17, 0};
	ir_renumber(g);
	int rc = fn(&p);
	arena_free(p.scratch);
	return rc;
}

static uint32_t
count(Block *b, const char *kind)
{
	uint32_t n = 0;
	for (Node *x = ir_first(b); x != ir_end(b); x = x->next) {
		n += !strcmp(sym_str(x->kind), kind);
		for (uint32_t k = 0; k < x->nblk; k++)
			n += count(x->blk[k], kind);
	}
	return n;
}

/* two of op on x, both results returned when keep, else none */
static Graph *
twice(const char *op, int keep)
{
	Graph *g = ir_graph(A);
	Value *x = ir_addparam(g, g->top, tensor(DT_F32), sym_cstr("x"));
	for (int i = 0; i < 2; i++) {
		Node *n = ir_node(g, sym_prefixed("onnx", op), 1, (SrcLoc){0});
		n->onnx = onnx_op(op, 17);
		ir_addinput(g, n, x);
		n->out[0]->type = tensor(DT_F32);
		ir_append(g->top, n);
		if (keep)
			ir_addresult(g, g->top, n->out[0]);
	}
	return g;
}

static void
test_purity(void)
{
	Graph *g = twice("Relu", 1);
	runpass(g, pass_onnxcse);
	CHECK(count(g->top, "onnx::Relu") == 1);
	g = twice("RandomNormalLike", 1);
	runpass(g, pass_onnxcse);
	CHECK(count(g->top, "onnx::RandomNormalLike") == 2);

	g = twice("Relu", 0);
	runpass(g, pass_onnxdce);
	CHECK(count(g->top, "onnx::Relu") == 0);
	g = twice("RandomNormalLike", 0);
	runpass(g, pass_onnxdce);
	CHECK(count(g->top, "onnx::RandomNormalLike") == 2);

	/* an If with no outputs whose branch draws random numbers is kept; a pure one is not */
	for (int rnd = 0; rnd < 2; rnd++) {
		const char *op = rnd ? "RandomNormalLike" : "Relu";
		g = twice(op, 0);
		Value *c = ir_addparam(g, g->top, ty_tensor(DT_BOOL, 0, NULL), sym_cstr("c"));
		Node *ifn = ir_node(g, sym_cstr("onnx::If"), 0, (SrcLoc){0});
		ifn->onnx = onnx_op("If", 17);
		ir_addinput(g, ifn, c);
		Block *then = ir_addblock(g, ifn);
		ir_addblock(g, ifn);
		Node *r = ir_first(g->top)->next; /* the second op */
		ir_unlink(r);
		ir_append(then, r);
		ir_append(g->top, ifn);
		runpass(g, pass_onnxdce);
		CHECK(count(g->top, "onnx::If") == (uint32_t)rnd);
		CHECK(count(g->top, sym_str(sym_prefixed("onnx", op))) == (uint32_t)(rnd ? 2 : 0));
	}
}

/* after legalization the node verifies, computing in wide between Casts */
static void
legal(const char *op, DType dt, DType wide, int opset)
{
	Graph *g = ir_graph(A);
	int unary = !strcmp(op, "Round") || !strcmp(op, "Neg");
	Node *n = onenode(g, op, dt, unary ? DT_UNDEF : dt, dt, opset);
	int rc;
	CHECK(strcmp(verify(g, opset, &rc), "") != 0);
	Diag d;
	diag_init(&d, stderr);
	Lower lw = {g, &d, opset, NULL};
	CHECK(lw_legalize(&lw, g->top) == 0);
	char *after = verify(g, opset, &rc);
	CHECK(strcmp(after, "") == 0 && rc == 0);
	if (rc)
		fprintf(stderr, "%s", after);
	CHECK(n->out[0]->type->dtype == wide && ir_in(n, 0)->type->dtype == wide);
	CHECK(ir_in(n, 0)->def->kind == sym_cstr("onnx::Cast"));
	Node *back = ir_result(g->top, 0)->def;
	CHECK(back->kind == sym_cstr("onnx::Cast") && back->out[0]->type->dtype == dt);
}

/* every row of ops.def has its inference and a lowering; an OP1 row's ONNX operator exists,
 * not deprecated, at every opset we emit, and takes the row's arguments; an OPX row's (the
 * one its shared lowering emits, with inputs of its own making) exists, not deprecated; the
 * overloads of a name agree on F_LIKESELF and F_NOREAD */
static void
test_rows(void)
{
	op_all();
	for (uint32_t i = 0; i < NOP; i++) {
		const Op *o = &optab[i];
		CHECK(o->infer != NULL && o->lower != NULL);
		/* facts of the operator, not of one overload (the builder asks them of a node's
		 * name): a new overload of scatter or len must have them too */
		uint32_t facts = F_LIKESELF | F_NOREAD;
		for (const Op *v = op_first(o->kind); v; v = op_next(v))
			CHECK((v->flags & facts) == (o->flags & facts));
		for (int opset = 13; o->lowonnx && opset <= 21; opset++) {
			const OnnxOp *x = onnx_op(o->lowonnx, opset);
			CHECK(x && !(x->flags & ONNX_DEPRECATED));
			if (!x)
				fprintf(stderr, "%s: no ONNX %s at opset %d\n", o->schema, o->lowonnx, opset);
		}
		if (!o->onnx)
			continue;
		for (int opset = 13; opset <= 21; opset++) {
			const OnnxOp *x = onnx_op(o->onnx, opset);
			CHECK(x && !(x->flags & ONNX_DEPRECATED));
			CHECK(x && x->minin <= o->nargs && o->nargs <= x->maxin && x->minout == 1);
			if (!x)
				fprintf(stderr, "%s: no ONNX %s at opset %d\n", o->schema, o->onnx, opset);
		}
	}
}

static void
test_legalize(void)
{
	legal("Add", DT_I8, DT_I32, 13);   /* Add-13 has no int8 */
	legal("Neg", DT_U8, DT_I32, 17);   /* Neg has no unsigned types */
	legal("MatMul", DT_I16, DT_I32, 17);
	legal("Round", DT_BF16, DT_F32, 21);
}

/* names.c against a plain list of every name given: random bases that look like suffixed
 * names, numbers and each other ("t", "t.1", "t.1.1", "3", "03", ""); every name given is new,
 * and names_taken says exactly whether a string was given */
#define NNAME 4000
static const char *given[NNAME];
static int ngiven;

static int
wasgiven(const char *s)
{
	for (int i = 0; i < ngiven; i++)
		if (!strcmp(given[i], s))
			return 1;
	return 0;
}

static void
give(const char *s)
{
	CHECK(!wasgiven(s));
	if (ngiven < NNAME)
		given[ngiven++] = s;
}

static void
test_names(void)
{
	static const char *bases[] = {"t", "t.1", "t.2", "t.1.1", "t.10", "3", "03", "0", "3.1",
		"", ".1", "t.", "t.01", "x_1", "12", "1.1"};
	const uint32_t nb = sizeof bases / sizeof *bases;
	NameTab ns;
	names_init(&ns, '.', 16);
	uint32_t seed = 12345, numbered = 0;
	for (int i = 0; i < 3000; i++) {
		seed = seed * 1103515245u + 12345u;
		uint32_t r = (seed >> 8) % 100, pick = (seed >> 16) % nb;
		if (r < 10) {
			/* a claim, only of a free name, as emission claims graph inputs */
			CHECK(names_taken(&ns, bases[pick]) == wasgiven(bases[pick]));
			if (!names_taken(&ns, bases[pick])) {
				names_claim(A, &ns, bases[pick]);
				give(bases[pick]);
			}
		} else if (r < 25) {
			give(names_number(A, &ns, (seed >> 20) % 16));
			numbered++;
		} else if (r < 40) {
			/* a base that is a name given before */
			give(names_uniq(A, &ns, ngiven ? given[(seed >> 12) % ngiven] : "t"));
		} else {
			give(names_uniq(A, &ns, bases[pick]));
		}
	}
	for (int i = 0; i < ngiven; i++)
		CHECK(names_taken(&ns, given[i]));
	for (uint32_t i = 0; i < nb; i++)
		CHECK(names_taken(&ns, bases[i]) == wasgiven(bases[i]));
	CHECK(!names_taken(&ns, "t.99999") && !names_taken(&ns, "u") && numbered > 100);
	NameTab nodes; /* the node table: bases only, suffixes by counter */
	names_init(&nodes, '_', 0);
	CHECK(!strcmp(names_uniq(A, &nodes, "/Add"), "/Add"));
	CHECK(!strcmp(names_uniq(A, &nodes, "/Add"), "/Add_1"));
	CHECK(!strcmp(names_uniq(A, &nodes, "/Add_2"), "/Add_2"));
	CHECK(!strcmp(names_uniq(A, &nodes, "/Add"), "/Add_3"));
	CHECK(!strcmp(names_uniq(A, &nodes, "/Add_1"), "/Add_1_1"));
	CHECK(nodes.n == 3);
}

int
main(void)
{
	A = arena_new();
	test_table();
	test_verifier();
	test_purity();
	test_legalize();
	test_rows();
	test_names();
	arena_free(A);
	printf("onnx_test: %d checks, %d failed\n", nchecks, nfailed);
	return nfailed != 0;
}
