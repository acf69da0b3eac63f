/* Folding over weights after lowering (-O2, on the onnx dialect): an onnx:: node of an
 * operator runtime/kernels.c computes (kernels with ONNX's semantics, each tested on ONNX's
 * backend node data), all of whose inputs are constants, one of them at least a weight (a
 * parameter, or a result folded before), is computed and replaced by a weight named as
 * PyTorch names folded initializers, by the operator reading it ("onnx::LSTM_57"); results
 * of more than 4 KB keep their kernel and inputs and are computed again at emission (runtime/recipe.c,
 * passes/foldkit.c, shared with foldweights), so peak memory does not grow with the
 * weights.  foldweights runs before lowering, on the aten rows; this pass folds what the
 * lowerings write over weights, which foldweights never sees.  Before (nn.LSTM: PyTorch's
 * gates i, f, g, o reordered to ONNX's i, o, f, c, lower_rnn.c):
 *     %64 = onnx::Slice(%m.weight_ih_l0, %61, %62, %63)     ... four of them
 *     %76 = onnx::Concat[axis=0](%64, %68, %72, %75)
 *     %78 = onnx::Unsqueeze(%76, %77)
 *     %99 = onnx::LSTM(%x, %78, ...)
 * after:
 *     %onnx::LSTM_120 = onnx::Constant[value=<Tensor>, weight="onnx::LSTM_120"]()
 *     %99 = onnx::LSTM(%x, %onnx::LSTM_120, ...)
 * A node inside a Loop or If body whose inputs are constants (of the outer graph or its
 * own) is folded too, its constant put before the body's outermost node, in the top graph,
 * where a weight is an initializer.
 * A node over constants none of which is a weight (what lowering writes over sizes and
 * flags known at compile time: a Less of two numbers, a Cast of one, the Range of a known
 * length) is folded when its result is small (FOLD_LAZYMIN), into an onnx::Constant of its
 * own, so a model's node count is what it computes; ONNX Runtime would fold it when it
 * loads, PyTorch's exporter folds it when it writes.  Left as nodes: Identity (what gives a
 * graph or body output a node of its own) and any node whose result is a body's output.
 *     %9 = onnx::Constant[value={0}]()  %12 = onnx::Less(%3, %9)  ... with %3 = {2}
 * after:
 *     %30 = onnx::Constant[value={False}]()
 * An If whose condition is (or folds to) a constant is the branch it takes (what the IR's
 * fold does before lowering; unroll.c makes more of them, an iteration number a constant).
 * The result's bound is foldweights' (FOLD_MAXBYTES): known from the node's type, or, for
 * a move of elements whose result is no bigger than its inputs (`shrinking`), from the
 * inputs' sizes; a node of unknown result type of another operator (an Expand, a Gather
 * with many indices) is not computed at all. */
#include <string.h>
#include "foldkit.h"

/* operators whose result has at most as many elements as their inputs together */
static const char *const shrinking[] = { "Slice", "Concat", "Unsqueeze", "Squeeze",
	"Reshape", "Transpose", "Identity", NULL };

/* operators whose kernel gives its input's bytes with other dims (k_reshaped), reading
 * only the dims of input 0: over a lazy tensor, the result is the same recipe with the new
 * dims, nothing computed (an Unsqueeze of the Concat of an LSTM's reordered weight) */
static const char *const views[] = { "Reshape", "Unsqueeze", "Squeeze", "Identity", NULL };

static int
isin(const char *const *set, const char *op)
{
	for (const char *const *s = set; *s; s++)
		if (!strcmp(*s, op))
			return 1;
	return 0;
}

/* is n's result within max bytes, known before it is computed: the scratch then stays
 * within a few times the bound */
static int
fits(const Node *n, const char *op, Tensor *const *orig, uint64_t max)
{
	const Type *t = n->out[0]->type;
	uint64_t bytes = dtype_size(t->dtype), in = 0;
	int known = t->rank >= 0 && bytes;
	for (int32_t d = 0; known && d < t->rank; d++) {
		if (!dim_known(t->dims[d]))
			known = 0;
		else if ((bytes *= (uint64_t)t->dims[d]) > max)
			return 0;
	}
	if (known)
		return 1;
	if (!isin(shrinking, op))
		return 0;
	for (uint32_t j = 0; j < n->nin; j++)
		if (orig[j] && (in += rt_tensor_nbytes(orig[j])) > max)
			return 0;
	return 1;
}

/* do r's bytes lie in x's own (not lazy) */
static int
inbytes(const Tensor *r, const Tensor *x)
{
	const char *lo = x->data, *p = r->data;
	return lo && p >= lo && p + rt_tensor_nbytes(r) <= lo + rt_tensor_nbytes(x);
}

/* the node of the top graph that n is, or is nested in */
static Node *
topnode(Node *n)
{
	while (n->owner->owner)
		n = n->owner->owner;
	return n;
}

/* the name of n's folded result: as PyTorch names an initializer, by the operator that
 * reads it ("onnx::LSTM_57"), or by n's own when nothing of the onnx dialect does */
static const char *
consumer(const Node *n, const char *op)
{
	const Use *u = n->out[0]->uses;
	const char *k = u ? sym_str(u->user->kind) : "";
	return strncmp(k, "onnx::", 6) == 0 ? k + 6 : op;
}

/* is v a result of a body (a Loop's or If's output): folded, it would be a value from
 * outside, which emission gives an Identity of its own in the body (a graph's output may
 * be a Constant's) */
static int
isresult(const Value *v)
{
	for (const Use *u = v->uses; u; u = u->next)
		if (u->user == &u->user->owner->ret && u->user->owner->owner)
			return 1;
	return 0;
}

/* are the attributes numbers and small tensors with their bytes (ConstantOfShape's value):
 * what a small constant's fold reads once, where a recipe, kept to compute a weight again,
 * takes numbers only (fold_attrsok) */
static int
valueattr(const Attr *at)
{
	for (; at; at = at->next)
		if (at->kind != A_INT && at->kind != A_INTS && at->kind != A_FLOAT &&
		    !(at->kind == A_TENSOR && at->t && at->t->data && at->t->numel <= 1))
			return 0;
	return 1;
}

static int
foldnode(Fold *f, Node *n)
{
	if (n->nout != 1 || n->nblk || !n->nin || n->kind == SYMC("onnx::Constant"))
		return 0;
	/* every input a constant (or omitted), a weight among them: most nodes fail here,
	 * before anything is looked up or allocated */
	int weight = 0;
	for (uint32_t j = 0; j < n->nin; j++) {
		Value *v = ir_in(n, j);
		if (!ir_isnone(v) && !fold_constt(v))
			return 0;
		weight |= ir_weightkey(v->def) != NULL;
	}
	const char *kind = sym_str(n->kind), *op = kind + 6;
	if (strncmp(kind, "onnx::", 6) != 0 || !rt_kernel_known(op) ||
	    !(fold_attrsok(n->attr) || (!weight && valueattr(n->attr))))
		return 0;
	if (!weight && (!strcmp(op, "Identity") || isresult(n->out[0])))
		return 0;
	const Type *t = n->out[0]->type;
	if (!t || t->kind != T_TENSOR || t->rank > MAXRANK)
		return 0;
	f->used = 1;
	Tensor **orig = NEWA(f->work, Tensor *, n->nin), **m = NEWA(f->work, Tensor *, n->nin);
	for (uint32_t j = 0; j < n->nin; j++)
		orig[j] = ir_isnone(ir_in(n, j)) ? NULL : fold_constt(ir_in(n, j));
	uint64_t max = weight ? FOLD_MAXBYTES : FOLD_LAZYMIN; /* a small constant's bound */
	if (!fits(n, op, orig, max))
		return 0;
	int view = isin(views, op) && orig[0] && rt_islazy(orig[0]);
	for (uint32_t j = view; j < n->nin; j++)
		m[j] = fold_bytesof(f, orig[j]);
	if (view) {   /* its header, without the recipe the kernel refuses (it reads no byte) */
		m[0] = NEW(f->work, Tensor);
		*m[0] = *orig[0];
		m[0]->recipe = NULL;
	}
	Tensor *r = fold_kernv(f, op, m, n->nin, n->attr);
	if (!r || r->dtype != t->dtype || (t->rank >= 0 && r->rank != t->rank)
	    || rt_tensor_nbytes(r) > max)
		return 0;   /* unsupported, or an error ONNX Runtime reports when it runs */
	for (int32_t d = 0; t->rank >= 0 && d < t->rank; d++)
		if (dim_known(t->dims[d]) && r->dims[d] != t->dims[d])
			return 0;
	Node *pos = topnode(n);
	const char *name = consumer(n, op);
	/* a move of a constant's own bytes (Reshape, Squeeze, Unsqueeze, Identity, a Slice of
	 * rows) is a constant on them, as a weight in the mapping stays there (emission copies
	 * it from the file); else new bytes */
	Value *c;
	if (!weight) {
		c = fold_smallconst(f, pos, r);
	} else if (view) {
		Tensor *k = fold_keep(f, r, 0);
		k->data = NULL;
		k->recipe = orig[0]->recipe;
		c = fold_addconst(f, pos, k, name);
	} else if (orig[0] && r->data && inbytes(r, orig[0])) {
		c = fold_newconst(f, pos, r, name, 1);
	} else {
		c = fold_resultconst(f, pos, r, name, m, orig, n->nin);
	}
	fold_replace(f, n, c);
	return 1;
}

/* an If whose condition folding made a constant (a copy of an unrolled loop's body:
 * `if i == 0`) is the branch it takes, its nodes put before it */
static int
takenbranch(Node *n)
{
	Tensor *c = n->kind == SYMC("onnx::If") ? fold_constt(ir_in(n, 0)) : NULL;
	if (!c || c->numel != 1 || !c->data)
		return 0;
	ir_inlineblock(n, n->blk[rt_getf(c, 0) != 0 ? 0 : 1]);
	return 1;
}

static void
foldblock(Fold *f, Block *b)
{
	/* what a fold removes (the node, constants it made dead) lies before next; a new
	 * constant goes before the top graph's node, never between n and next */
	for (Node *n = ir_first(b), *next; n != ir_end(b); n = next) {
		next = n->next;
		for (uint32_t i = 0; i < n->nblk; i++)
			foldblock(f, n->blk[i]);
		if (takenbranch(n))
			continue;
		if (foldnode(f, n) || f->used)
			arena_clear(f->work);   /* a fold's kernels: what it kept is copied */
		f->used = 0;
	}
}

uint32_t
onnx_fold(Pass *p)
{
	Fold f = { .p = p, .work = arena_new(), .onnx = 1 };
	foldblock(&f, p->g->top);
	arena_free(f.work);
	if (f.nfolded)
		p->changed = 1;
	return f.nfolded;
}

int
pass_onnxfold(Pass *p)
{
	onnx_fold(p);
	return 0;
}
