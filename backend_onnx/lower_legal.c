/* Type legalization, the last step of lowering: an onnx:: node whose element type its
 * operator has no form for at the target opset (ONNX's schemas, onnx_ops.def) computes in a
 * wider type that holds every value exactly, between Casts: int8, uint8, int16 and uint16 in
 * int32 (int64 where int32 is not allowed either), float16 and bfloat16 in float32.  Results
 * narrow back with Cast, which wraps integers as PyTorch's own small-int arithmetic does and
 * rounds floats to nearest even as PyTorch does after computing half floats in float32.
 *   %2 : Char(4) = onnx::Add(%a, %b)        (Add-13 has no int8)
 *   =>  %3 = onnx::Cast[to=6](%a); %4 = onnx::Cast[to=6](%b)
 *       %5 : Int(4) = onnx::Add(%3, %4); %2 : Char(4) = onnx::Cast[to=3](%5)
 * Operators whose output type an attribute sets (Constant, ConstantOfShape, Cast, ...) and
 * heterogeneous ones (If, Loop) are left alone: the verifier reports what remains.
 * ONNX Runtime's CPU kernels lack some types the schemas allow (ORT_GAPS): those are legalized
 * the same way, and one with no wider type (float64) is refused with a located error. */
#include <string.h>

#include "backend.h"

#define NTC 16

/* The element types ONNX Runtime 1.30's CPU provider has no kernel for, though ONNX's schema
 * allows them: such a model fails to load at every optimization level.  Measured by
 * tests/unit/ort_kernels.py (a one-node model per operator scriptc names, per type its
 * constraint allows, loaded at opsets 13 and 17; `--table` prints what it finds, and it
 * fails when this table differs).  Rows: operator, the opsets the row holds for (measured
 * at 13 and 17 only), type constraint, the types missing (dtype_name spelling).  Types
 * scriptc has no DType for (uint16/32/64, complex) are not listed. */
static const struct {
	const char *op;
	int since, until;
	const char *tc, *missing;
} ORT_GAPS[] = {
	{"Abs", 1, 99, "T", "bfloat16"},
	{"Acos", 1, 99, "T", "double"},
	{"Acosh", 1, 99, "T", "double"},
	{"Add", 1, 99, "T", "bfloat16"},
	{"ArgMax", 1, 99, "T", "bfloat16 int16"},
	{"ArgMin", 1, 99, "T", "bfloat16 int16"},
	{"Asin", 1, 99, "T", "double"},
	{"Asinh", 1, 99, "T", "double"},
	{"Atan", 1, 99, "T", "double"},
	{"Atanh", 1, 99, "T", "double"},
	{"BatchNormalization", 15, 99, "T", "bfloat16 double"},
	{"BatchNormalization", 15, 99, "T1", "bfloat16 double"},
	{"BatchNormalization", 15, 99, "T2", "bfloat16 double"},
	{"Ceil", 1, 99, "T", "bfloat16"},
	{"Conv", 1, 99, "T", "double"},
	{"ConvTranspose", 1, 99, "T", "double"},
	{"Cosh", 1, 99, "T", "double"},
	{"CumSum", 17, 99, "T", "bfloat16"},
	{"Det", 1, 99, "T", "double"},
	{"Div", 1, 99, "T", "bfloat16"},
	{"Elu", 1, 99, "T", "double"},
	{"Equal", 1, 99, "T", "bfloat16"},
	{"Erf", 1, 99, "T", "bfloat16 double"},
	{"Exp", 1, 99, "T", "bfloat16"},
	{"Expand", 1, 99, "T", "bfloat16"},
	{"Floor", 1, 99, "T", "bfloat16"},
	{"Gemm", 1, 99, "T", "bfloat16 int32 int64"},
	{"GlobalAveragePool", 1, 99, "T", "double"},
	{"Greater", 1, 99, "T", "bfloat16"},
	{"GreaterOrEqual", 17, 99, "T", "bfloat16"},
	{"HardSigmoid", 1, 99, "T", "double"},
	{"HardSwish", 14, 99, "T", "double"},
	{"IsNaN", 1, 99, "T1", "bfloat16"},
	{"LeakyRelu", 1, 16, "T", "double"},
	{"LeakyRelu", 17, 99, "T", "bfloat16"},
	{"Less", 1, 99, "T", "bfloat16"},
	{"LessOrEqual", 17, 99, "T", "bfloat16"},
	{"Log", 1, 99, "T", "bfloat16"},
	{"LogSoftmax", 1, 99, "T", "bfloat16"},
	{"MatMul", 1, 99, "T", "bfloat16"},
	{"Max", 1, 99, "T", "bfloat16 int16"},
	{"Min", 1, 99, "T", "bfloat16 int16"},
	{"Mod", 1, 99, "T", "bfloat16"},
	{"Mul", 1, 99, "T", "bfloat16"},
	{"Neg", 1, 99, "T", "bfloat16"},
	{"NonZero", 1, 99, "T", "bfloat16 double int16 int8"},
	{"PRelu", 1, 15, "T", "double int32 int64"},
	{"PRelu", 16, 99, "T", "bfloat16"},
	{"Pad", 1, 99, "T", "bfloat16 int16"},
	{"Pow", 1, 99, "T", "bfloat16"},
	{"Pow", 1, 16, "T1", "int16 int8 uint8"},
	{"Pow", 17, 99, "T1", "bfloat16 int16 int8 uint8"},
	{"RNN", 1, 99, "T", "double"},
	{"Reciprocal", 1, 99, "T", "bfloat16"},
	{"ReduceMax", 1, 99, "T", "bfloat16"},
	{"ReduceMean", 1, 99, "T", "bfloat16"},
	{"ReduceMin", 1, 99, "T", "bfloat16"},
	{"ReduceProd", 1, 99, "T", "bfloat16"},
	{"ReduceSum", 1, 99, "T", "bfloat16"},
	{"Relu", 1, 16, "T", "bfloat16"},
	{"Relu", 17, 99, "T", "bfloat16 int16 int64"},
	{"Resize", 1, 99, "T1", "bfloat16 bool double int16 int64"},
	{"Selu", 1, 99, "T", "double"},
	{"Sigmoid", 1, 99, "T", "bfloat16"},
	{"Sinh", 1, 99, "T", "double"},
	{"Size", 1, 99, "T", "bfloat16"},
	{"Softmax", 1, 99, "T", "bfloat16"},
	{"Softplus", 1, 99, "T", "double"},
	{"Softsign", 1, 99, "T", "double"},
	{"Sqrt", 1, 99, "T", "bfloat16"},
	{"Sub", 1, 99, "T", "bfloat16"},
	{"Sum", 1, 99, "T", "bfloat16"},
	{"Tan", 1, 99, "T", "double"},
	{"Tanh", 1, 99, "T", "bfloat16"},
	{"Tile", 1, 99, "T", "bfloat16"},
	{"Trilu", 14, 99, "T", "bfloat16 int16 int8 uint8"},
	{"Where", 1, 16, "T", "bool int16 int8"},
	{"Where", 17, 99, "T", "bfloat16 bool int16 int8"},
};

static uint32_t
dtmask(const char *names)
{
	uint32_t m = 0;
	char w[32];
	for (uint32_t i = 0; onnx_word(names, i, w, sizeof w) >= 0; i++) {
		DType dt = strcmp(w, "float") == 0 ? DT_F32 : strcmp(w, "double") == 0 ? DT_F64 :
			dtype_parse(w);
		if (dt != DT_UNDEF)
			m |= 1u << dt;
	}
	return m;
}

/* the types of constraint k of n's operator ONNX Runtime has no CPU kernel for */
static uint32_t
ortmissing(const Lower *lw, const Node *n, int k)
{
	char tc[32];
	if (onnx_word(n->onnx->tcs, (uint32_t)k, tc, sizeof tc) < 0)
		return 0;
	uint32_t m = 0;
	for (size_t i = 0; i < sizeof ORT_GAPS / sizeof *ORT_GAPS; i++)
		if (strcmp(ORT_GAPS[i].op, n->onnx->name) == 0 && strcmp(ORT_GAPS[i].tc, tc) == 0 &&
				ORT_GAPS[i].since <= lw->opset && lw->opset <= ORT_GAPS[i].until)
			m |= dtmask(ORT_GAPS[i].missing);
	return m;
}

static DType
widen(DType dt, uint32_t mask)
{
	DType w = DT_UNDEF;
	if (dt == DT_I8 || dt == DT_U8 || dt == DT_I16 || (int)dt == 4 /* uint16 */)
		w = mask & (1u << DT_I32) ? DT_I32 : DT_I64;
	else if (dt == DT_F16 || dt == DT_BF16)
		w = DT_F32;
	else if (dt == DT_BOOL) /* 0 and 1, and back through Cast: only ONNX Runtime's gaps */
		w = mask & (1u << DT_U8) ? DT_U8 : mask & (1u << DT_I32) ? DT_I32 : DT_I64;
	return w != DT_UNDEF && (mask & (1u << w)) ? w : DT_UNDEF;
}

static DType
dtof(const Value *v)
{
	return v->type->kind == T_TENSOR ? v->type->dtype : DT_UNDEF;
}

/* the wider type of each constraint one of n's inputs or outputs falls outside of; 0 if none,
 * -1 after a located error: a type ONNX Runtime has no kernel for and no wider type holds */
static int
plan(Lower *lw, const Node *n, DType *wide)
{
	int any = 0;
	for (int out = 0; out < 2; out++)
		for (uint32_t i = 0; i < (out ? n->nout : n->nin); i++) {
			char sfx;
			int k = onnx_formal(n->onnx, out, i, &sfx);
			DType dt = dtof(out ? n->out[i] : ir_in(n, i));
			if (k < 0 || k >= NTC || sfx == '~' || dt == DT_UNDEF)
				continue;
			uint32_t gap = ortmissing(lw, n, k), m = n->onnx->masks[k] & ~gap;
			if (m & (1u << dt) || wide[k])
				continue;
			wide[k] = widen(dt, m);
			if (wide[k] == DT_UNDEF && gap & (1u << dt)) {
				diag(lw->d, DIAG_ERROR, n->loc, "ONNX Runtime has no %s %s kernel "
					"(on CPU), and no wider type computes it exactly",
					dtype_name(dt), n->onnx->name);
				return -1;
			}
			any |= wide[k] != DT_UNDEF;
		}
	return any;
}

static Node *
cast(Lower *lw, Node *at, DType to)
{
	Node *c = ir_node(lw->g, SYMC("onnx::Cast"), 1, at->loc);
	c->onnx = onnx_opof(c->kind, lw->opset);
	c->scope = at->scope;
	ir_attr_i(lw->g, c, SYMC("to"), to);
	return c;
}

static Type *
retyped(const Type *t, DType dt)
{
	return ty_tensor(dt, t->rank, t->dims);
}

static void
legalize(Lower *lw, Node *n, const DType *wide)
{
	char sfx;
	for (uint32_t i = 0; i < n->nin; i++) {
		int k = onnx_formal(n->onnx, 0, i, &sfx);
		Value *v = ir_in(n, i);
		if (k < 0 || k >= NTC || !wide[k] || dtof(v) == DT_UNDEF || dtof(v) == wide[k])
			continue;
		Node *c = cast(lw, n, wide[k]);
		ir_addinput(lw->g, c, v);
		c->out[0]->type = retyped(v->type, wide[k]);
		ir_insertbefore(c, n);
		ir_setinput(n, i, c->out[0]);
	}
	for (uint32_t i = 0; i < n->nout; i++) {
		int k = onnx_formal(n->onnx, 1, i, &sfx);
		Value *v = n->out[i];
		if (k < 0 || k >= NTC || !wide[k] || dtof(v) == DT_UNDEF || dtof(v) == wide[k])
			continue;
		Node *c = cast(lw, n, dtof(v));
		c->out[0]->type = v->type;
		c->out[0]->name = v->name;
		ir_insertafter(c, n);
		ir_replaceuses(v, c->out[0]);
		ir_addinput(lw->g, c, v);
		v->type = retyped(v->type, wide[k]);
	}
}

static int
skip(const Node *n)
{
	Sym own[] = {SYMC("onnx::Constant"), SYMC("onnx::ConstantOfShape"), SYMC("onnx::Cast"),
		SYMC("onnx::CastLike"), SYMC("onnx::If"), SYMC("onnx::Loop"), SYMC("onnx::EyeLike")};
	for (size_t i = 0; i < sizeof own / sizeof *own; i++)
		if (n->kind == own[i])
			return 1;
	return !n->onnx;
}

int
lw_legalnode(Lower *lw, Node *n)
{
	DType wide[NTC] = {0};
	int r = skip(n) ? 0 : plan(lw, n, wide);
	if (r > 0)
		legalize(lw, n, wide);
	return r < 0 ? -1 : 0;
}

int
lw_legalize(Lower *lw, Block *b)
{
	for (Node *n = ir_first(b), *next; n != ir_end(b); n = next) {
		next = n->next;
		for (uint32_t k = 0; k < n->nblk; k++)
			if (lw_legalize(lw, n->blk[k]) < 0)
				return -1;
		if (lw_legalnode(lw, n) < 0)
			return -1;
	}
	return 0;
}
