/* A node's arguments read by their names in its schema (ops.def): one reader for inference
 * (infer_*.c) and lowering (backend_onnx/lower_*.c), and the one writer of both's errors.
 * An error is located at the node and starts with its kind; lowering's end with the opset
 * it lowers to, so every reader that may fail is given that opset (ARG_INFER in inference):
 *   inference  "aten::unsqueeze: dim must be a constant"
 *   lowering   "aten::unsqueeze: dim must be a constant (opset 17)" */
#include <string.h>
#include "ir.h"

int
arg_vfail(Diag *d, int opset, const Node *n, const char *fmt, va_list ap)
{
	char buf[512];
	vsnprintf(buf, sizeof buf, fmt, ap);
	if (opset != ARG_INFER)
		diag(d, DIAG_ERROR, n->loc, "%s: %s (opset %d)", sym_str(n->kind), buf, opset);
	else
		diag(d, DIAG_ERROR, n->loc, "%s: %s", sym_str(n->kind), buf);
	return -1;
}

int
arg_fail(Diag *d, int opset, const Node *n, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	arg_vfail(d, opset, n, fmt, ap);
	va_end(ap);
	return -1;
}

int
arg_at(const Node *n, const char *name)
{
	Sym k = sym_cstr(name);
	for (uint32_t i = 0; i < n->op->nargs; i++)
		if (n->op->args[i].name == k)
			return (int)i;
	return -1;
}

int
arg_const(const Node *n, const char *name, int64_t dflt, int64_t *k)
{
	int i = arg_at(n, name);
	*k = dflt;
	return i < 0 || (uint32_t)i >= n->nin || ir_constint(ir_in(n, i), k);
}

int
arg_int(Diag *d, int opset, const Node *n, const char *name, int64_t *k)
{
	int i = arg_at(n, name);
	if (i < 0)
		die("arg_int: %s has no argument %s", sym_str(n->kind), name);
	if (!ir_constint(ir_in(n, i), k))
		return arg_fail(d, opset, n, "%s must be a constant", name);
	return 0;
}

int
arg_ints(const Value *v, int64_t *out, int max)
{
	int64_t *c;
	uint32_t n;
	if (ir_constints(v, &c, &n)) {
		if ((int)n > max)
			return -1;
		memcpy(out, c, sizeof *c * n);
		return (int)n;
	}
	Node *d = v->def;
	if (d->kind != S_prim_ListConstruct || (int)d->nin > max)
		return -1;
	for (uint32_t i = 0; i < d->nin; i++)
		if (!ir_constint(ir_in(d, i), &out[i]))
			return -1;
	return (int)d->nin;
}
