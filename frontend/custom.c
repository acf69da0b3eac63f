/* Custom operators: `torch.ops.DOMAIN.NAME(...)`, declared on the command line by
 *   --custom-op 'DOMAIN::NAME(Tensor x, Tensor? mask, float alpha=1.0, int[] axes=[]) -> Tensor'
 * become one node `NAME` of ONNX domain DOMAIN, as a custom symbolic
 * (`g.op("DOMAIN::NAME", x, mask, alpha_f=alpha)`) makes PyTorch's exporter write it:
 * the Tensor arguments are the node's inputs in order (None for a `Tensor?` is an omitted
 * input), every other argument an attribute of its parameter's name, whose value must be
 * known at compile time.  The declaration is PyTorch's schema syntax; what scriptc cannot
 * know is what the operator computes, so a result declared `Tensor` is a tensor of the first
 * Tensor argument's dtype (float32 without one) and of unknown shape (no promise is made
 * that the runtime could find broken), and one declared as --input spells a type
 * (`-> float32[N,4]`, `-> (Tensor, int64[?])`) has that dtype and shape, the user's promise.  The model imports the domain at --custom-opset DOMAIN=VERSION
 * (1 by default): backend_onnx/emit.c.  A declaration ending `as ONNXDOMAIN::ONNXNAME` writes
 * that node instead, as a custom symbolic maps `mylib::gelu` to `com.microsoft::Gelu` (ONNX
 * domains have dots, which a torch.ops name cannot).
 *
 *   %5 = prim::CustomOp[@domain="mydom", @op="Gelu2", alpha=0.5](%x)
 *   -> mydom.Gelu2 <alpha: float = 0.5> (x)        (ONNX's printed form) */
#include <string.h>
#include "call.h"

/* the attribute of a non-Tensor argument; -1 after an error */
static int
attrof(Builder *b, Node *n, const CustomOp *c, const CustomArg *a, SV *v, SrcLoc loc)
{
	Sym name = sym_cstr(a->name);
	if (!v) { /* the declaration's default */
		if (a->type == CA_FLOAT)
			ir_attr_f(b->g, n, name, a->f);
		else if (a->type == CA_STR)
			ir_attr_s(b->g, n, name, a->def);
		else if (a->type == CA_INTS)
			ir_attr_ints(b->g, n, name, a->ints, a->nints);
		else
			ir_attr_i(b->g, n, name, a->i);
		return 0;
	}
	TypeKind k = kindof(v);
	int64_t i;
	double f;
	switch (a->type) {
	case CA_INT:
		if (k == T_INT && ir_constint(v->v, &i)) {
			ir_attr_i(b->g, n, name, i);
			return 0;
		}
		break;
	case CA_BOOL:
		if (k == T_BOOL && ir_constint(v->v, &i)) {
			ir_attr_i(b->g, n, name, i);
			return 0;
		}
		break;
	case CA_FLOAT:
		if ((k == T_FLOAT || k == T_INT) && ir_constfloat(v->v, &f)) {
			ir_attr_f(b->g, n, name, f);
			return 0;
		}
		break;
	case CA_STR:
		if (k == T_STR && ir_isconst(v->v) && ir_attr(v->v->def, S_value)) {
			ir_attr_s(b->g, n, name, ir_attr(v->v->def, S_value)->s);
			return 0;
		}
		break;
	case CA_INTS: {
		int64_t *vals;
		uint32_t cnt;
		if (k == T_LIST && ir_constints(v->v, &vals, &cnt)) {
			ir_attr_ints(b->g, n, name, vals, cnt);
			return 0;
		}
		if (v->k != SV_TUPLE || v->dict)
			break;
		vals = NEWA(b->a, int64_t, v->n + 1); /* a display, [1, 2] or (1, 2) */
		for (cnt = 0; cnt < v->n; cnt++)
			if (kindof(v->el[cnt]) != T_INT || !ir_constint(v->el[cnt]->v, &vals[cnt]))
				break;
		if (cnt < v->n)
			break;
		ir_attr_ints(b->g, n, name, vals, cnt);
		return 0;
	}
	}
	emit_error(b, loc, "torch.ops.%s.%s: '%s' becomes an ONNX attribute and must be %s "
		"known at compile time", c->domain, c->name, a->name, a->type == CA_INT ? "an int" :
		a->type == CA_BOOL ? "a bool" : a->type == CA_FLOAT ? "a float" :
		a->type == CA_STR ? "a str" : "a list of ints");
	return -1;
}

/* the arguments in the declaration's order, defaults filled in; -1 after an error */
static int
bindargs(Builder *b, const CustomOp *c, Args *in, SV **slot, SrcLoc loc)
{
	if (in->npos > c->nargs) {
		emit_error(b, loc, "torch.ops.%s.%s takes %u arguments (--custom-op), not %u",
			c->domain, c->name, c->nargs, in->npos);
		return -1;
	}
	memset(slot, 0, c->nargs * sizeof *slot);
	for (uint32_t i = 0; i < in->npos; i++)
		slot[i] = in->pos[i];
	for (uint32_t k = 0; k < in->nkw; k++) {
		uint32_t i = 0;
		while (i < c->nargs && strcmp(c->args[i].name, sym_str(in->kwn[k])))
			i++;
		if (i == c->nargs || slot[i]) {
			emit_error(b, loc, "torch.ops.%s.%s: %s argument '%s'", c->domain, c->name,
				i == c->nargs ? "no" : "a second value for the", sym_str(in->kwn[k]));
			return -1;
		}
		slot[i] = in->kwv[k];
	}
	for (uint32_t i = 0; i < c->nargs; i++)
		if (!slot[i] && !c->args[i].hasdef) {
			emit_error(b, loc, "torch.ops.%s.%s: missing argument '%s'", c->domain,
				c->name, c->args[i].name);
			return -1;
		}
	return 0; /* NULL: the declaration's default */
}

SV *
custom_call(Builder *b, const char *path, Args *in, SrcLoc loc)
{
	const char *dot = strchr(path, '.');
	const CustomOp *c = NULL;
	for (uint32_t i = 0; dot && i < b->ncustom; i++)
		if (!strncmp(b->customs[i].domain, path, (size_t)(dot - path)) &&
		    !b->customs[i].domain[dot - path] && !strcmp(b->customs[i].name, dot + 1))
			c = &b->customs[i];
	if (!c) {
		emit_error(b, loc, "unsupported operator 'torch.ops.%s': declare a custom operator "
			"with --custom-op '%.*s::%s(Tensor x, ...) -> Tensor'", path,
			dot ? (int)(dot - path) : 0, path, dot ? dot + 1 : path);
		return sv_poison(b);
	}
	SV *slot[CUSTOM_MAXARG];
	if (bindargs(b, c, in, slot, loc) < 0)
		return sv_poison(b);
	Node *n = ir_node(b->g, SYMC("prim::CustomOp"), c->nrets, loc);
	ir_attr_s(b->g, n, SYMC("@domain"), c->odomain);
	ir_attr_s(b->g, n, SYMC("@op"), c->oname);
	DType dt = DT_UNDEF;
	for (uint32_t i = 0; i < c->nargs; i++) {
		const CustomArg *a = &c->args[i];
		SV *v = slot[i];
		if (a->type == CA_OPTTENSOR && (!v || kindof(v) == T_NONE)) {
			/* an omitted input: the empty name */
			ir_addinput(b->g, n, v ? v->v : emit_const_none(b));
			continue;
		}
		if (a->type == CA_TENSOR || a->type == CA_OPTTENSOR) {
			if (kindof(v) != T_TENSOR) {
				emit_error(b, loc, "torch.ops.%s.%s: '%s' must be a Tensor%s", c->domain,
					c->name, a->name, a->type == CA_OPTTENSOR ? " or None" : "");
				return sv_poison(b);
			}
			ir_addinput(b->g, n, v->v);
			if (dt == DT_UNDEF)
				dt = v->v->type->dtype;
			continue;
		}
		if (attrof(b, n, c, a, v, loc) < 0)
			return sv_poison(b);
	}
	/* trailing omitted inputs are left out, as ONNX writes them */
	while (n->nin && ir_in(n, n->nin - 1)->type->kind == T_NONE)
		ir_removeinput(n, n->nin - 1);
	ir_append(b->blk, n);
	for (uint32_t i = 0; i < c->nrets; i++) {
		const InputSpec *r = &c->rets[i];
		DType rt = r->dtype != DT_UNDEF ? r->dtype : dt != DT_UNDEF ? dt : DT_F32;
		n->out[i]->type = ty_tensor(rt, r->rank, r->rank > 0 ? r->dims : NULL);
	}
	if (c->nrets == 1)
		return sv_value(b, n->out[0]);
	SV *t = sv_new(b, SV_TUPLE);
	t->n = c->nrets;
	t->el = NEWA(b->a, SV *, c->nrets);
	for (uint32_t i = 0; i < c->nrets; i++)
		t->el[i] = sv_value(b, n->out[i]);
	return t;
}
