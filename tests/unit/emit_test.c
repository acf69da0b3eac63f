/* emit_test: builds small onnx-dialect graphs with the ir.h API and writes each with
 * onnx_emit() into the directory named on the command line.  emit_check.py then runs the
 * ONNX checker and ONNX Runtime on them and compares with numpy; this program only checks
 * what is visible from C (return codes, no file left after a failed write).
 *   add.onnx      z = x + y, symbolic dims, a source location and a scope
 *   if.onnx       branches use an outer value by name; one branch returns an input
 *   loop.onnx     carried tensor, outer reference, omitted cond, scan output, opset 13
 *   loop21.onnx   the same graph at opset 21 (IR version 10)
 *   passthru.onnx an input returned directly, and one value returned twice
 *   const.onnx    an onnx::Constant tensor returned directly and used by Add */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "backend_onnx/backend.h"
#include "runtime/runtime.h"

static Arena *A;
static Diag D;
static const char *outdir;
static int nfail;

#define CHECK(c)                                                                           \
	do {                                                                               \
		if (!(c)) {                                                                \
			fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #c); \
			nfail++;                                                           \
		}                                                                          \
	} while (0)

static Type *
f32(Dim d0, Dim d1)
{
	Dim dims[2] = {d0, d1};
	return ty_tensor(DT_F32, 2, dims);
}

static Dim
symdim(const char *s)
{
	return dim_sym(sym_cstr(s));
}

/* a node `kind` with inputs in[0..nin) and one output of type t named name (NULL: none) */
static Node *
op(Graph *g, Block *b, const char *kind, Value **in, uint32_t nin, Type *t, const char *name)
{
	Node *n = ir_node(g, sym_cstr(kind), t ? 1 : 0, (SrcLoc){0});
	for (uint32_t i = 0; i < nin; i++)
		ir_addinput(g, n, in[i]);
	if (t) {
		n->out[0]->type = t;
		n->out[0]->name = name ? sym_cstr(name) : 0;
	}
	ir_append(b, n);
	return n;
}

static Value *
param(Graph *g, Block *b, Type *t, const char *name)
{
	return ir_addparam(g, b, t, sym_cstr(name));
}

static void
emit(Graph *g, const char *name, int opset, const char *const *outnames)
{
	EmitOpts o = {arena_printf(A, "%s/%s.onnx", outdir, name), opset, name, outnames};
	int r = onnx_emit(g, &o, &D);
	CHECK(r == 0);
	CHECK(access(o.path, F_OK) == 0);
}

/* z = Add(x, y) on (batch, 3) inputs; a location and a scope name the node */
static void
addcase(void)
{
	Graph *g = ir_graph(A);
	Dim batch = symdim("batch");
	Value *in[2] = {param(g, g->top, f32(batch, 3), "x"), param(g, g->top, f32(batch, 3), "y")};
	Node *n = op(g, g->top, "onnx::Add", in, 2, f32(batch, 3), "z");
	n->loc = (SrcLoc){1, 4, 13, 5};
	n->scope = sym_cstr("/block");
	ir_addresult(g, g->top, n->out[0]);
	emit(g, "add", 17, NULL);
}

/* w = x * x;  if c: r = w + x  else: r = x (an outer value returned: Identity) */
static void
ifcase(void)
{
	Graph *g = ir_graph(A);
	Dim nd = symdim("n");
	Value *c = param(g, g->top, ty_tensor(DT_BOOL, 0, NULL), "c");
	Value *x = param(g, g->top, ty_tensor(DT_F32, 1, &nd), "x");
	Value *xx[2] = {x, x};
	Value *w = op(g, g->top, "onnx::Mul", xx, 2, ty_tensor(DT_F32, 1, &nd), "w")->out[0];
	Node *n = op(g, g->top, "onnx::If", &c, 1, ty_tensor(DT_F32, 1, &nd), "r");
	Block *then = ir_addblock(g, n), *els = ir_addblock(g, n);
	Value *wx[2] = {w, x};
	ir_addresult(g, then, op(g, then, "onnx::Add", wx, 2, ty_tensor(DT_F32, 1, &nd), "r")->out[0]);
	ir_addresult(g, els, x);
	ir_addresult(g, g->top, n->out[0]);
	emit(g, "if", 17, NULL);
}

/* acc = x; for i in range(n): acc = acc + x; ys.append(acc)  -> (acc, ys)
 * the body returns its cond param and acc2 twice (carried and scan): both need Identity */
static Graph *
loopgraph(void)
{
	Graph *g = ir_graph(A);
	Dim batch = symdim("batch");
	Value *n = param(g, g->top, ty_tensor(DT_I64, 0, NULL), "n");
	Value *x = param(g, g->top, f32(batch, 2), "x");
	Value *none = ir_const_none(g, ir_end(g->top), (SrcLoc){0});
	Value *in[3] = {n, none, x};
	Node *loop = op(g, g->top, "onnx::Loop", in, 3, f32(batch, 2), "acc");
	Dim sdims[3] = {DIM_UNKNOWN, batch, 2};
	Value *ys = ir_addoutput(g, loop, ty_tensor(DT_F32, 3, sdims));
	ys->name = sym_cstr("ys");
	Block *body = ir_addblock(g, loop);
	param(g, body, ty_int(), "i");
	Value *cond = param(g, body, ty_bool(), "cond");
	Value *acc = param(g, body, f32(batch, 2), "acc");
	Value *ax[2] = {acc, x};
	Value *acc2 = op(g, body, "onnx::Add", ax, 2, f32(batch, 2), "acc")->out[0];
	ir_addresult(g, body, cond);
	ir_addresult(g, body, acc2);
	ir_addresult(g, body, acc2);
	ir_addresult(g, g->top, loop->out[0]);
	ir_addresult(g, g->top, ys);
	return g;
}

static void
loopcase(void)
{
	emit(loopgraph(), "loop", 13, NULL);
	emit(loopgraph(), "loop21", 21, NULL);
}

/* return (x, r, r) with r = Relu(Abs(Neg(x))): an input as output, and a repeated output;
 * Neg's output has no dtype (no value_info), Abs's no rank (value_info without a shape).
 * (A main-graph input or output needs a shape: onnx.checker requires one.) */
static void
passthrucase(void)
{
	Graph *g = ir_graph(A);
	Dim d = symdim("d");
	Value *x = param(g, g->top, ty_tensor(DT_F32, 1, &d), "x");
	Value *nx = op(g, g->top, "onnx::Neg", &x, 1, ty_tensor(DT_UNDEF, 1, &d), NULL)->out[0];
	Value *ax = op(g, g->top, "onnx::Abs", &nx, 1, ty_tensor(DT_F32, -1, NULL), NULL)->out[0];
	Value *r = op(g, g->top, "onnx::Relu", &ax, 1, ty_tensor(DT_F32, 1, &d), NULL)->out[0];
	ir_addresult(g, g->top, x);
	ir_addresult(g, g->top, r);
	ir_addresult(g, g->top, r);
	static const char *const names[] = {"out_x", "out_r", "out_r2"};
	emit(g, "passthru", 17, names);
}

/* k = Constant([[1, 2], [3, 4]]); return (k, x + k) */
static void
constcase(void)
{
	Graph *g = ir_graph(A);
	Value *x = param(g, g->top, f32(2, 2), "x");
	int64_t dims[2] = {2, 2};
	Tensor *t = rt_tensor(A, DT_F32, 2, dims);
	for (int i = 0; i < 4; i++)
		((float *)t->data)[i] = (float)(i + 1);
	Node *k = op(g, g->top, "onnx::Constant", NULL, 0, f32(2, 2), "k");
	ir_attr_t(g, k, sym_cstr("value"), t);
	Value *xk[2] = {x, k->out[0]};
	Value *s = op(g, g->top, "onnx::Add", xk, 2, f32(2, 2), "s")->out[0];
	ir_addresult(g, g->top, k->out[0]);
	ir_addresult(g, g->top, s);
	emit(g, "const", 17, NULL);
}

/* a failed write reports, returns -1 and leaves nothing behind */
static void
failcase(void)
{
	Graph *g = ir_graph(A);
	Value *x = param(g, g->top, f32(2, 2), "x");
	ir_addresult(g, g->top, op(g, g->top, "onnx::Relu", &x, 1, f32(2, 2), "y")->out[0]);
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);
	Diag d;
	diag_init(&d, f);
	const char *path = arena_printf(A, "%s/no-such-dir/m.onnx", outdir);
	EmitOpts o = {path, 17, "m", NULL};
	CHECK(onnx_emit(g, &o, &d) == -1);
	fclose(f);
	CHECK(d.nerror == 1);
	CHECK(buf && strstr(buf, "cannot write '") && strstr(buf, "No such file"));
	free(buf);
	buf = NULL;
	o.opset = 9;
	o.path = arena_printf(A, "%s/bad-opset.onnx", outdir);
	f = open_memstream(&buf, &len);
	d.out = f;
	CHECK(onnx_emit(g, &o, &d) == -1);
	fclose(f);
	CHECK(access(o.path, F_OK) != 0);
	free(buf);
	buf = NULL;
	/* a node lowering missed is reported at its location, and nothing is written */
	Node *n = op(g, g->top, "aten::relu", &x, 1, f32(2, 2), "z");
	n->loc = (SrcLoc){1, 4, 5, 1};
	ir_addresult(g, g->top, n->out[0]);
	o.opset = 17;
	f = open_memstream(&buf, &len);
	d.out = f;
	d.nfile = D.nfile;
	d.fname[1] = D.fname[1];
	d.fsrc[1] = D.fsrc[1];
	d.fsrclen[1] = D.fsrclen[1];
	CHECK(onnx_emit(g, &o, &d) == -1);
	fclose(f);
	CHECK(buf && strstr(buf, "model.py:4:5: error: internal: 'aten::relu' was not lowered"));
	CHECK(access(o.path, F_OK) != 0);
	free(buf);
}

int
main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: emit_test OUTDIR\n");
		return 2;
	}
	outdir = argv[1];
	A = arena_new();
	diag_init(&D, stderr);
	static const char src[] = "def f(x, y):\n    z = 0\n\n    z = x + y\n";
	diag_addfile(&D, "model.py", src, sizeof src - 1);
	addcase();
	ifcase();
	loopcase();
	passthrucase();
	constcase();
	failcase();
	arena_free(A);
	printf("emit_test: %s\n", nfail ? "FAILED" : "ok");
	return nfail != 0;
}
