/* Scalar arithmetic done on one-element vectors (onnxpeep's last rule, -O1).  Lowering
 * computes a run-time size as a 0-d tensor (PyTorch's ints are 0-d) and makes it 1-d
 * where an operator takes a list (Slice's starts and ends, Reshape's shape, Concat's
 * pieces), one Unsqueeze per use.  Where every use of a chain of 0-d elementwise nodes
 * is such an Unsqueeze (or another node of the chain), the chain is computed on [1]
 * tensors instead: its sources, Gather(d, k) of a 1-d d with a constant k, become
 * Gather(d, [k]); its 0-d constants broadcast; the Unsqueezes go.  Elementwise operators
 * compute each element as they would the 0-d one, so each value is the same number, one
 * dim longer, and nothing is added.
 * Before (img[:, :, top:top + 16], top = (h - 16) // 2, h = img.shape[2]):
 *     %1 = onnx::Shape(%img)
 *     %3 = onnx::Gather(%1, %2)            %2 = {2}     (0-d)
 *     %5 = onnx::Sub(%3, %4)               %4 = {16}
 *     %7 = onnx::Mod[fmod=0](%5, %6)       %6 = {2}
 *     %9 = onnx::Div(onnx::Sub(%5, %7), %6)
 *     %10 = onnx::Add(%9, %4)
 *     %12 = onnx::Unsqueeze(%9, %11)       %11 = {0}
 *     %13 = onnx::Unsqueeze(%10, %11)
 *     %15 = onnx::Slice(%img, %12, %13, %14)
 * after (and onnxdce):
 *     %3 = onnx::Gather(%1, %2')           %2' = {2}    (1-d: %3 is [1], so are %5 to %10)
 *     ...
 *     %15 = onnx::Slice(%img, %9, %10, %14)
 * A chain any of whose values is used otherwise (a Loop's count, an If's condition, a
 * block's result, a Reshape of it to 0-d) stays as it is, and so does every chain that
 * reads one of its values: the rule takes the largest set of nodes all of whose uses are
 * in the set or are such Unsqueezes, found by dropping nodes until none needs dropping. */
#include "passes.h"
#include "../backend_onnx/backend.h"
#include "../runtime/runtime.h"

/* the elementwise operators a chain may hold: each output element a function of the
 * inputs' elements at its place alone */
static const char *const elementwise[] = {"Add", "Sub", "Mul", "Div", "Mod", "Neg", "Abs",
	"Max", "Min", "Cast", "Greater", "Less", "Equal", "GreaterOrEqual", "LessOrEqual",
	"Where", "Not", "And", "Or", "Xor", "Sign", "Floor", "Ceil", "Identity"};
#define NELEM (sizeof elementwise / sizeof *elementwise)

typedef struct {
	Node **n;
	uint32_t len, cap;
	Sym kinds[NELEM];
	Pass *p;
} Chains;

static int
scalar(const Value *v)
{
	return v->type && v->type->kind == T_TENSOR && v->type->rank == 0;
}

/* u makes its 0-d input a [1] vector: Unsqueeze(s, [0]) (axes an input from opset 13, an
 * attribute before) or Reshape(s, [1]) */
static int
tovec(const Node *u)
{
	int64_t k;
	if (u->nout != 1 || u->nin < 1 || !scalar(ir_in(u, 0)))
		return 0;
	if (onnx_is(u, "Reshape"))
		return u->nin == 2 && onnx_constint(ir_in(u, 1), &k) && k == 1 &&
			ir_in(u, 1)->type->rank == 1;
	return onnx_is(u, "Unsqueeze") && onnx_oneaxis(u, &k) && k == 0;
}

/* n may be in a chain by its own form: a 0-d result of an elementwise operator, or of a
 * Gather of a 1-d tensor at a constant */
static int
candidate(Chains *c, const Node *n)
{
	int64_t k;
	if (n->nout != 1 || n->nblk || !scalar(n->out[0]))
		return 0;
	if (onnx_is(n, "Gather"))
		return n->nin == 2 && ir_in(n, 0)->type->kind == T_TENSOR &&
			ir_in(n, 0)->type->rank == 1 && scalar(ir_in(n, 1)) &&
			onnx_constint(ir_in(n, 1), &k);
	for (size_t i = 0; i < NELEM; i++) {
		if (!c->kinds[i])
			c->kinds[i] = sym_prefixed("onnx", elementwise[i]);
		if (n->kind == c->kinds[i])
			return 1;
	}
	return 0;
}

static void
push(Chains *c, Node *n)
{
	if (c->len == c->cap) {
		uint32_t cap = c->cap ? 2 * c->cap : 64;
		Node **m = arena_alloc(c->p->scratch, cap * sizeof *m);
		for (uint32_t i = 0; i < c->len; i++)
			m[i] = c->n[i];
		c->n = m;
		c->cap = cap;
	}
	c->n[c->len++] = n;
}

/* the candidates into c, marked 1; every other node of b (its results' sentinel too)
 * marked 0 */
static void
collect(Chains *c, Block *b)
{
	b->ret.mark = 0;
	for (Node *n = ir_first(b); n != ir_end(b); n = n->next) {
		for (uint32_t i = 0; i < n->nblk; i++)
			collect(c, n->blk[i]);
		n->mark = 0;
		if (!candidate(c, n))
			continue;
		push(c, n);
		n->mark = 1;
	}
}

/* n, marked, stays in the set: its inputs are in it or 0-d constants (one at least in it,
 * so its result is [1]), its uses in it or Unsqueezes */
static int
stays(const Node *n)
{
	if (!onnx_is(n, "Gather")) {
		int inset = 0;
		for (uint32_t i = 0; i < n->nin; i++) {
			const Value *v = ir_in(n, i);
			if (v->def && v->def->mark == 1 && v->def->nout == 1)
				inset = 1;
			else if (!onnx_is(v->def, "Constant") || !scalar(v))
				return 0;
		}
		if (!inset)
			return 0;
	}
	for (const Use *u = n->out[0]->uses; u; u = u->next)
		if (u->user->mark != 1 && !(u->idx == 0 && tovec(u->user)))
			return 0;
	return 1;
}

int
peep_vectors(Pass *p)
{
	Chains c = {.p = p};
	collect(&c, p->g->top);
	/* a worklist, not sweeps until none drops: a drop makes only its neighbours' checks
	 * change, and a long chain dropped from its end would take a sweep per node */
	Chains w = {.p = p};
	for (uint32_t i = 0; i < c.len; i++)
		push(&w, c.n[i]);
	while (w.len) {
		Node *n = w.n[--w.len];
		if (n->mark != 1 || stays(n))
			continue;
		n->mark = 0;
		for (uint32_t i = 0; i < n->nin; i++)
			if (ir_in(n, i)->def && ir_in(n, i)->def->mark == 1)
				push(&w, ir_in(n, i)->def);
		for (const Use *u = n->out[0]->uses; u; u = u->next)
			if (u->user->mark == 1)
				push(&w, u->user);
	}
	/* the Unsqueezes first, while the set's values are still 0-d (tovec reads it) */
	uint32_t nu = 0;
	Node **vec = NULL;
	for (int pass = 0; pass < 2; pass++) {
		nu = 0;
		for (uint32_t i = 0; i < c.len; i++)
			if (c.n[i]->mark == 1)
				for (const Use *u = c.n[i]->out[0]->uses; u; u = u->next)
					if (u->user->mark != 1 && u->idx == 0 && tovec(u->user)) {
						if (vec)
							vec[nu] = u->user;
						nu++;
					}
		if (!nu)
			break;
		if (!vec)
			vec = arena_alloc(p->scratch, nu * sizeof *vec);
	}
	for (uint32_t i = 0; i < c.len && nu; i++) {
		Node *n = c.n[i];
		if (n->mark != 1)
			continue;
		Value *v = n->out[0];
		v->type = ty_tensor(v->type->dtype, 1, (Dim[]){1});
		if (!onnx_is(n, "Gather"))
			continue;
		int64_t k;
		onnx_constint(ir_in(n, 1), &k);
		Node *m = onnx_mknode(p, n, "Constant", NULL, 0, ty_tensor(DT_I64, 1, (Dim[]){1}));
		ir_attr_t(p->g, m, S_value, rt_vec_i64(p->g->arena, &k, 1));
		ir_setinput(n, 1, m->out[0]);
	}
	for (uint32_t i = 0; i < nu; i++)
		ir_replaceuses(vec[i]->out[0], ir_in(vec[i], 0));
	for (uint32_t i = 0; i < c.len; i++)
		c.n[i]->mark = 0;
	return (int)nu;
}
