/* Lowering to the onnx dialect, in place: the walk.  Blocks are walked in order; each aten
 * node calls the lowering named in its ops.def row (the lower_* files), which emits onnx::
 * nodes before it and replaces its outputs (lw_done: the lw_* kit is lower_kit.c).
 * prim::If and prim::Loop keep their blocks and become onnx::If and onnx::Loop (a Loop body
 * gains ONNX's condition parameter; a `while` loop's INT64_MAX trip count becomes an omitted
 * input).  Constants are made when a consumer asks for them (lw_in), in the dtype it wants,
 * so `x + 2` adds a float constant 2 rather than a cast.  Float graph inputs, fed as float32
 * (the CLI's convention), are first cast to the double PyTorch computes with; last, every
 * remaining Python number becomes a 0-d tensor.
 *   %2 : int = prim::Constant[value=1]()          %5 : Float(3) = onnx::Constant[value=<Tensor>]()
 *   %3 : Float(3) = aten::add(%x, %2, %2)    =>   %3 : Float(3) = onnx::Add(%x, %5) */
#include <string.h>
#include "backend.h"
#include "../runtime/runtime.h"

static int lowerblock(Lower *lw, Block *b);

/* ONNX's body takes (iteration, condition, carried...): insert the condition at 1 */
static void
loopcond(Lower *lw, Block *body)
{
	Value *c = ir_addparam(lw->g, body, ty_bool(), SYMC("cond"));
	Value **o = body->param.out;
	for (uint32_t i = body->param.nout - 1; i > 1; i--) {
		o[i] = o[i - 1];
		o[i]->idx = i;
	}
	o[1] = c;
	c->idx = 1;
}

static int
loop(Lower *lw, Node *n)
{
	int64_t trip;
	if (ir_constint(ir_in(n, 0), &trip) && trip == INT64_MAX)
		ir_setinput(n, 0, ir_const_none(lw->g, n, n->loc));
	loopcond(lw, n->blk[0]);
	n->kind = SYMC("onnx::Loop");
	n->onnx = onnx_op("Loop", lw->opset);
	return lowerblock(lw, n->blk[0]) | lw_optwrap(lw, n);
}

/* a placeholder of the right type for a value that is set before it is read (a list of
 * tensors returned from inside a loop: an empty sequence) */
static int
uninit(Lower *lw, Node *n)
{
	if (!n->out[0]->uses) { /* -O0 ran no DCE: nothing to make of a type ONNX may not have */
		ir_destroy(n);
		return 0;
	}
	Type *t = lw_type(n->out[0]->type);
	if (t->kind == T_LIST && t->elem->kind == T_TENSOR && t->elem->dtype != DT_UNDEF) {
		Value *e = lw_op(lw, "SequenceEmpty", NULL, 0, t);
		ir_attr_i(lw->g, e->def, SYMC("dtype"), t->elem->dtype);
		lw_done(lw, n, &e);
		return 0;
	}
	Type *et = t->kind == T_OPTIONAL ? lw_type(t->elem) : NULL;
	if (et && (et->kind != T_TENSOR || et->dtype != DT_UNDEF)) { /* an empty optional */
		if (lw->opset < 16)
			return lw_fail(lw, n, "a value that is None or not depending on run-time "
				"values is an ONNX optional, which needs ONNX opset 16 or later");
		Value *e = lw_op(lw, "Optional", NULL, 0, t);
		ir_attr_type(lw->g, e->def, SYMC("type"), et);
		lw_done(lw, n, &e);
		return 0;
	}
	if (t->kind != T_TENSOR || t->dtype == DT_UNDEF)
		return lw_fail(lw, n, "cannot make a placeholder of type %s",
			ty_str_of(lw->g->arena, n->out[0]->type));
	int32_t r = t->rank < 0 ? 1 : t->rank;
	int64_t zeros[MAXRANK] = {0};
	Tensor *z = rt_tensor(lw->g->arena, t->dtype, r, zeros);
	Value *c = lw_const(lw, z);
	lw_done(lw, n, &c);
	return 0;
}

/* an If's unused string outputs, with their block results: at -O0 no DCE ran, and a loop
 * variable over a dict's keys that no one reads after the loop would need an ONNX string.
 * A result that was an earlier If's string output (the variable through a chain of them)
 * leaves that one unused in turn. */
static void
dropstrings(Node *n)
{
	for (uint32_t i = n->nout; i-- > 0;) {
		if (n->out[i]->uses || (n->out[i]->type->kind != T_STR &&
		    n->out[i]->type->kind != T_DEVICE))
			continue;
		Value *r[2] = {NULL, NULL};
		for (uint32_t k = 0; k < n->nblk && k < 2; k++) {
			r[k] = ir_result(n->blk[k], i);
			ir_removeresult(n->blk[k], i);
		}
		ir_removeoutput(n, i);
		for (int k = 0; k < 2; k++)
			if (r[k] && !r[k]->uses && (r[k]->def->kind == S_prim_If ||
			    r[k]->def->kind == SYMC("onnx::If")))
				dropstrings(r[k]->def);
	}
}

/* a Loop's unused string carried values, as dropstrings does for an If's outputs: at -O0
 * `s = "b"` in a loop body that no one reads after would need an ONNX string.  Dropped only
 * where the body reads the value for nothing but carrying it on. */
static void
dropcarriedstrings(Node *n)
{
	Block *body = n->blk[0];
	for (uint32_t j = n->nout; j-- > 0;) {
		Value *p = ir_param(body, 1 + j), *r = ir_result(body, 1 + j);
		if (n->out[j]->uses || (n->out[j]->type->kind != T_STR &&
		    n->out[j]->type->kind != T_DEVICE))
			continue;
		int other = 0; /* a use of p but as its own result */
		for (Use *u = p->uses; u; u = u->next)
			other |= u != &body->ret.in[1 + j];
		if (other)
			continue;
		ir_removeresult(body, 1 + j);
		ir_removeparam(body, 1 + j);
		ir_removeinput(n, 2 + j);
		ir_removeoutput(n, j);
		if (!r->uses && (r->def->kind == S_prim_If || r->def->kind == SYMC("onnx::If")))
			dropstrings(r->def);
	}
}

/* The values of type str no one reads, dropped before lowering (at -O0 no DCE ran): If
 * outputs and Loop carried values, walking each block from its end, so that a value that
 * only a later If or Loop read is unused once that one has dropped it. */
static void
dropdead(Block *b)
{
	for (Node *n = b->ret.prev; n != &b->param; n = n->prev) {
		if (n->kind == S_prim_If)
			dropstrings(n);
		else if (n->kind == S_prim_Loop)
			dropcarriedstrings(n);
		for (uint32_t k = 0; k < n->nblk; k++)
			dropdead(n->blk[k]);
	}
}

/* An If or Loop whose values are all dead (at -O0 no DCE ran: `if c: z = x + 1` with z never
 * read, or an If whose only outputs were strings) would have no outputs, which ONNX refuses
 * ("has output size 0").  It keeps its place and gets one output that nothing reads, a bool:
 * both branches give the constant true, a loop carries it through unchanged.  Kept rather
 * than dropped: -O0 compiles what is written, and a body may fail at run time where PyTorch
 * raises (an index out of range); at -O1 DCE has removed such a node already. */
static void
outputless(Lower *lw, Node *n)
{
	if (n->nout)
		return;
	Value *t = ir_const_bool(lw->g, n, 1, n->loc);
	if (n->kind == S_prim_If) {
		ir_addresult(lw->g, n->blk[0], t);
		ir_addresult(lw->g, n->blk[1], t);
	} else {
		ir_addinput(lw->g, n, t);
		ir_addresult(lw->g, n->blk[0], ir_addparam(lw->g, n->blk[0], ty_bool(), 0));
	}
	ir_addoutput(lw->g, n, ty_bool());
}

static int
lowernode(Lower *lw, Node *n)
{
	lw->at = n;
	if (ir_weightkey(n)) { /* one onnx::Constant, its key kept, that every consumer shares
				* (lw_in would make one a consumer): one initializer */
		n->kind = SYMC("onnx::Constant");
		n->onnx = onnx_op("Constant", lw->opset);
		return 0;
	}
	if (n->kind == S_prim_Constant || n->kind == S_prim_ListConstruct)
		return 0;
	if (n->kind == S_prim_If) {
		outputless(lw, n);
		n->kind = SYMC("onnx::If");
		n->onnx = onnx_op("If", lw->opset);
		return lowerblock(lw, n->blk[0]) | lowerblock(lw, n->blk[1]) | lw_optwrap(lw, n);
	}
	if (n->kind == S_prim_Loop) {
		outputless(lw, n);
		return loop(lw, n);
	}
	if (n->kind == S_prim_Uninitialized)
		return uninit(lw, n);
	if (!n->op && !strncmp(sym_str(n->kind), "onnx::", 6))
		return 0; /* made before the walk: the widening of float inputs */
	if (n->kind == SYMC("prim::CustomOp"))
		return 0; /* a custom domain's node, written as it is (frontend/custom.c) */
	if (!n->op || !n->op->lower)
		return lw_fail(lw, n, "no lowering to ONNX");
	return n->op->lower(lw, n);
}

static int
lowerblock(Lower *lw, Block *b)
{
	int rc = 0;
	for (Node *n = ir_first(b), *next; n != ir_end(b); n = next) {
		ir_ahead(n);
		next = n->next;
		if (lowernode(lw, n) < 0)
			rc = -1;
	}
	return rc;
}

/* n, a constant or a list display left once every consumer is lowered: gone if unused,
 * else made onnx:: nodes before it.  1 if n is gone, 0 if kept (None: an omitted optional
 * input), -1 after an error */
static int
leftover(Lower *lw, Node *n)
{
	lw->at = n;
	if (!n->out[0]->uses) {
		ir_destroy(n);
		return 1;
	}
	Type *t = n->out[0]->type;
	if (t->kind == T_NONE)
		return 0;
	if (t->kind == T_STR || t->kind == T_DEVICE)
		return lw_fail(lw, n, "a string value cannot be computed in ONNX");
	Value *v = n->kind == S_prim_Constant && t->kind != T_LIST ? lw_in(lw, n->out[0], DT_UNDEF) :
		t->kind == T_LIST && (t->elem->kind == T_TENSOR || t->elem->kind == T_LIST) ?
		lw_seqconstruct(lw, n) : lw_intlist(lw, n->out[0]);
	if (!v)
		return -1;
	lw_done(lw, n, &v);
	return 1;
}

/* One walk after lowering: the IR's own nodes left (leftover) become onnx:: nodes, Python
 * numbers become 0-d tensors, each node below opset 13 takes the form of its opset
 * (lower_old.c), and each node is legalized (lower_legal.c).  A node's inputs
 * are retyped before it (they are defined before it); the nodes a leftover becomes are
 * walked next; the Casts legalizing puts after a node are not walked.  (These were three
 * walks; a walk costs 10 ms at 40,000 statements.)  A node legalizing refuses (a type ONNX
 * Runtime has no kernel for) is reported and the walk goes on, so that one run names every
 * such node; *bad is then set. */
static int
finish(Lower *lw, Block *b, int *bad)
{
	for (uint32_t i = 0; i < b->param.nout; i++)
		b->param.out[i]->type = lw_type(b->param.out[i]->type);
	for (Node *n = ir_first(b), *next; n != ir_end(b); n = next) {
		ir_ahead(n);
		next = n->next;
		if (n->kind == S_prim_ListConstruct || n->kind == S_prim_Constant) {
			Node *prev = n->prev;
			int r = leftover(lw, n);
			if (r < 0)
				return -1;
			if (r) {
				next = prev->next; /* what n became, if anything */
				continue;
			}
		}
		for (uint32_t i = 0; i < n->nout; i++)
			n->out[i]->type = lw_type(n->out[i]->type);
		for (uint32_t i = 0; i < n->nblk; i++)
			if (finish(lw, n->blk[i], bad) < 0)
				return -1;
		Node *prev = n->prev;
		int old = lw_oldform(lw, n);
		if (old < 0)
			*bad = 1;
		if (old > 0) {
			next = prev->next; /* what n became, in opset 11's or 12's form */
			continue;
		}
		if (lw_legalnode(lw, n) < 0)
			*bad = 1;
		lw_ortguard(lw, n);
	}
	return 0;
}

/* float graph inputs arrive as float32 and are widened to the double PyTorch uses, before
 * the rest is lowered: a consumer wanting float32 back then gets the input itself (lw_cast) */
static void
floatinputs(Lower *lw)
{
	Block *top = lw->g->top;
	for (uint32_t i = 0; i < ir_nparam(top); i++) {
		Value *p = ir_param(top, i);
		if (p->type->kind != T_FLOAT)
			continue;
		p->type = ty_tensor(DT_F32, 0, NULL);
		Node *first = ir_first(top);
		Node *c = ir_node(lw->g, SYMC("onnx::Cast"), 1, first->loc);
		c->onnx = onnx_op("Cast", lw->opset);
		c->out[0]->type = ty_float(); /* still a Python float to the lowerings */
		c->out[0]->name = p->name;
		ir_insertbefore(c, first);
		ir_replaceuses(p, c->out[0]);
		ir_addinput(lw->g, c, p);
		ir_attr_i(lw->g, c, SYMC("to"), DT_F64);
	}
}

int
onnx_lower(Graph *g, int opset, int poolnan, Diag *d)
{
	Lower L = {g, d, opset, NULL, poolnan};
	int bad = 0;
	dropdead(g->top);
	floatinputs(&L);
	if (lowerblock(&L, g->top) < 0 || finish(&L, g->top, &bad) < 0 || bad)
		return -1;
	if (opset < 14)
		lw_seqpass(&L, g->top); /* only before Identity takes sequences */
	return d->nerror ? -1 : 0;
}
