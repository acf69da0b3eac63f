/* The kit of the passes that fold over weights (foldkit.h): kernels on constants in a
 * scratch arena, and their results as weights, kept as bytes or as recipes. */
#include <string.h>
#include "foldkit.h"
#include "../backend_onnx/backend.h"

Tensor *
fold_constt(const Value *v)
{
	if (!v->def || !(v->def->kind == S_prim_Constant || v->def->kind == SYMC("onnx::Constant"))
	    || !v->type || v->type->kind != T_TENSOR)
		return NULL;
	Attr *a = ir_attr(v->def, S_value);
	return a && a->kind == A_TENSOR ? a->t : NULL;
}

Tensor *
fold_bytesof(Fold *f, Tensor *t)
{
	return t ? rt_materialized(t, f->work) : NULL;
}

Tensor *
fold_kernv(Fold *f, const char *op, Tensor *const *in, uint32_t nin, const Attr *at)
{
	Tensor **c = NEWA(f->work, Tensor *, nin + 1);
	memcpy(c, in, nin * sizeof *in);
	f->last = (FoldCall){op, c, nin, at};
	Tensor *r = rt_kernel(f->work, op, c, nin, at, f->err, sizeof f->err);
	for (uint32_t i = 0; i < nin; i++)
		if (in[i] && (!r || r->data != in[i]->data))
			rt_tensor_release(in[i], 0, rt_tensor_nbytes(in[i]));
	return r;
}

Tensor *
fold_kern(Fold *f, const char *op, Tensor *x, Tensor *y, const Attr *at)
{
	Tensor *in[2] = {x, y};
	if (!x)
		return NULL;   /* a kernel before failed */
	return fold_kernv(f, op, in, y ? 2 : 1, at);
}

Tensor *
fold_keep(Fold *f, const Tensor *t, int bytes)
{
	Graph *g = f->p->g;
	Tensor *c;
	if (bytes) {
		c = rt_tensor(g->arena, t->dtype, t->rank, t->dims);
		if (t->numel)
			memcpy(c->data, t->data, (size_t)t->numel * dtype_size(t->dtype));
		return c;
	}
	c = NEW(g->arena, Tensor);
	*c = *t;
	c->hash = 0;
	c->dims = NEWA(g->arena, int64_t, t->rank + 1);
	memcpy(c->dims, t->dims, (size_t)t->rank * sizeof *t->dims);
	return c;
}

Value *
fold_addconst(Fold *f, Node *pos, Tensor *c, const char *onnxop)
{
	Graph *g = f->p->g;
	/* the name: the new value's id, unique in the graph (ir_node numbers values in order) */
	Node *n = ir_weight(g, c, sym_str(sym_fmt("onnx::%s_%u", onnxop, g->nvalue)), pos->loc);
	n->scope = pos->scope;
	if (f->onnx) {   /* as lowering makes a weight (lower.c) */
		n->kind = SYMC("onnx::Constant");
		n->onnx = onnx_op("Constant", f->p->opset);
	}
	ir_insertbefore(n, pos);
	f->nfolded++;
	return n->out[0];
}

Value *
fold_smallconst(Fold *f, Node *pos, Tensor *t)
{
	Graph *g = f->p->g;
	Node *n = ir_node(g, SYMC("onnx::Constant"), 1, pos->loc);
	n->onnx = onnx_op("Constant", f->p->opset);
	n->scope = pos->scope;
	ir_attr_t(g, n, S_value, fold_keep(f, t, 1));
	Dim dims[MAXRANK];
	for (int32_t i = 0; i < t->rank; i++)
		dims[i] = t->dims[i];
	n->out[0]->type = ty_tensor(t->dtype, t->rank, dims);
	ir_insertbefore(n, pos);
	f->nfolded++;
	return n->out[0];
}

Value *
fold_newconst(Fold *f, Node *pos, Tensor *t, const char *onnxop, int kept)
{
	return fold_addconst(f, pos, fold_keep(f, t, !kept), onnxop);
}

int
fold_attrsok(const Attr *at)
{
	for (; at; at = at->next)
		if (at->kind != A_INT && at->kind != A_INTS && at->kind != A_FLOAT)
			return 0;
	return 1;
}

/* attributes a recipe keeps, in the graph's arena */
static const Attr *
keepattrs(Fold *f, const Attr *at)
{
	Attr *head = NULL, **tail = &head;
	for (; at; at = at->next) {
		Attr *c = NEW(f->p->g->arena, Attr);
		*c = *at;
		c->next = NULL;
		if (at->kind == A_INTS) {
			c->ints = NEWA(f->p->g->arena, int64_t, at->n + 1);
			memcpy(c->ints, at->ints, at->n * sizeof *at->ints);
		} else if (at->kind != A_INT && at->kind != A_FLOAT) {
			die("foldkit: a recipe with an attribute of kind %d", at->kind);
		}
		*tail = c;
		tail = &c->next;
	}
	return head;
}

Value *
fold_resultconst(Fold *f, Node *pos, Tensor *r, const char *onnxop, Tensor *const *m,
	Tensor *const *orig, uint32_t norig)
{
	if (rt_tensor_nbytes(r) <= FOLD_LAZYMIN)
		return fold_newconst(f, pos, r, onnxop, 0);
	uint32_t nin = f->last.nin;
	Tensor **in = NEWA(f->p->g->arena, Tensor *, nin + 1);
	for (uint32_t i = 0; i < nin; i++) {
		Tensor *x = f->last.in[i];
		if (!x)
			continue;
		for (uint32_t j = 0; j < norig && !in[i]; j++)
			if (x == m[j])
				in[i] = orig[j];
		if (!in[i])
			in[i] = fold_keep(f, x, 1);
	}
	Tensor *c = rt_lazy(f->p->g->arena, r, f->last.op, in, nin, keepattrs(f, f->last.at));
	return fold_addconst(f, pos, c, onnxop);
}

void
fold_dropdead(Value *v)
{
	if (v && v->def && (v->def->kind == S_prim_Constant
	    || v->def->kind == SYMC("onnx::Constant")) && ir_nuses(v) == 0)
		ir_destroy(v->def);
}

void
fold_replace(Fold *f, Node *n, Value *c)
{
	uint32_t nin = n->nin;
	Value **ins = NEWA(f->work, Value *, nin + 1);
	for (uint32_t j = 0; j < nin; j++)
		ins[j] = ir_in(n, j);
	ir_replaceuses(n->out[0], c);
	ir_destroy(n);
	for (uint32_t j = 0; j < nin; j++)
		fold_dropdead(ins[j]);
}
