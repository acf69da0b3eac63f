/* Folding over weights (-O2, on the aten IR before lowering), as PyTorch's ONNX exporter
 * does in eval mode, with the CPU kernels of runtime/kernels.c:
 *  (a) an eval-mode batch_norm (training a constant False) whose input is the only use of a
 *      conv1d/2d/3d, conv_transpose1d/2d/3d or linear, all of whose weights, biases and
 *      statistics are constants, is folded into that node's weight and bias:
 *        s = gamma / sqrt(var + eps)          per output channel
 *        w' = w * s (along the output channels: dim 0, or dim 1 of a transposed conv's
 *             weight [Cin, Cout/groups, k...] within each group)
 *        b' = (b - mean) * s + beta           (b = 0 without a bias)
 *      computed in the weights' dtype (float32, or float64), op by op as the exporter's torch
 *      ops do; a float64 eval-mode batch_norm with constant statistics and nothing to fold
 *      into becomes x * s + t (s, t constants [C, 1, ...]), as PyTorch's CPU kernel computes
 *      it (a float32 one is lowered to one BatchNormalization, which ONNX Runtime lacks for
 *      float64);
 *  (b) a node of an operator that maps exactly onto a kernel (the table below: moves of
 *      elements, and arithmetic whose dtype rules the kernel shares), whose inputs are all
 *      constants and whose result is a tensor of at most FOLD_MAXBYTES, is computed and
 *      replaced by a constant.
 * New constants carry a `weight` attribute named as PyTorch names folded initializers
 * ("onnx::Conv_12"), so they are written as initializers; the constants they replace are
 * removed once unused.  A new constant of more than FOLD_LAZYMIN bytes keeps its kernel and
 * inputs instead of its bytes (runtime/recipe.c): emission computes it again, one at a time,
 * so that the folded weights are not all in memory at once.  Each fold computes in an
 * arena of its own, emptied after the node (arena_clear: its memory serves the next).  The
 * kit it shares with onnxfold, which folds after lowering, is foldkit.c. */
#include <string.h>
#include "foldkit.h"

static Tensor *
reshape(Fold *f, Tensor *x, const int64_t *dims, int64_t rank)
{
	return fold_kern(f, "Reshape", x, rt_vec_i64(f->work, dims, rank), NULL);
}

static Tensor *
scalar(Fold *f, DType dt, double v)
{
	Tensor *t = rt_tensor(f->work, dt, 0, NULL);
	rt_setf(t, 0, v);
	return t;
}

/* ---- (a) batch_norm into the conv or linear before it ---- */

static int
iskind(const Node *n, const char *const *kinds)
{
	for (; *kinds; kinds++)
		if (n->kind == sym_cstr(*kinds))
			return 1;
	return 0;
}

static const char *const convs[] = { "aten::conv1d", "aten::conv2d", "aten::conv3d", NULL };
static const char *const tconvs[] = { "aten::conv_transpose1d", "aten::conv_transpose2d",
	"aten::conv_transpose3d", NULL };

/* a tensor argument that is a constant (*t its bytes), or None (*t NULL); 0 if neither */
static int
optconst(Fold *f, const Node *n, const char *name, Tensor **t)
{
	int i = arg_at(n, name);
	*t = NULL;
	if (i < 0 || (uint32_t)i >= n->nin || ir_isnone(ir_in(n, i)))
		return 1;
	return (*t = fold_bytesof(f, fold_constt(ir_in(n, i)))) != NULL;
}

static int intoproducer(Fold *f, Node *bn, Node *p, int tconv, int lin, Tensor *gamma,
	Tensor *beta, Tensor *mean, Tensor *var, double eps);
static int scaleshift(Fold *f, Node *bn, Value *x, Tensor *gamma, Tensor *beta, Tensor *mean,
	Tensor *var, double eps);

static int
foldbn(Fold *f, Node *bn)
{
	int64_t training;
	double eps;
	if (!bn->op || bn->nin != bn->op->nargs)
		return 0;   /* every argument present (the builder fills the defaults) */
	int ix = arg_at(bn, "input"), ie = arg_at(bn, "eps");
	Tensor *gamma, *beta, *mean, *var;
	if (!arg_const(bn, "training", 1, &training) || training || ix < 0 || ie < 0
	    || !ir_constfloat(ir_in(bn, ie), &eps) || !optconst(f, bn, "weight", &gamma)
	    || !optconst(f, bn, "bias", &beta) || !optconst(f, bn, "running_mean", &mean)
	    || !optconst(f, bn, "running_var", &var) || !mean || !var)
		return 0;
	Value *x = ir_in(bn, ix);
	Node *p = x->def;
	int tconv = iskind(p, tconvs), conv = iskind(p, convs);
	int lin = p->kind == SYMC("aten::linear");
	if (x->type->kind != T_TENSOR)
		return 0;
	if (!(tconv || conv || lin) || ir_nuses(x) != 1 || p->nin < 3 || !intoproducer(f, bn, p,
	    tconv, lin, gamma, beta, mean, var, eps))
		return scaleshift(f, bn, x, gamma, beta, mean, var, eps);
	return 1;
}

/* batch_norm folded into p, the conv or linear before it; 0 if it cannot be */
static int
intoproducer(Fold *f, Node *bn, Node *p, int tconv, int lin, Tensor *gamma, Tensor *beta,
	Tensor *mean, Tensor *var, double eps)
{
	Value *x = bn->in[arg_at(bn, "input")].val;
	int conv = !tconv && !lin;
	Value *wv = ir_in(p, 1), *bv = ir_in(p, 2);
	Tensor *w0 = fold_constt(wv), *w = fold_bytesof(f, w0), *b;
	if (!w || !optconst(f, p, "bias", &b))
		return 0;
	DType dt = w->dtype;
	if (!(dt == DT_F32 || dt == DT_F64) || x->type->dtype != dt)
		return 0;
	Tensor *ps[5] = {gamma, beta, mean, var, b};
	int64_t groups = 1;
	if ((conv || tconv) && !arg_const(p, "groups", 1, &groups))
		return 0;
	/* the output channels: dim 1 of a batched result (conv: rank of the weight; linear:
	 * [N, C] only, where batch_norm's channels are the features) */
	int64_t cout = tconv ? groups * (w->rank > 1 ? w->dims[1] : 0) : w->dims[0];
	if (x->type->rank != (lin ? 2 : w->rank) || w->rank < 2 || groups < 1
	    || (tconv && w->dims[0] % groups))
		return 0;
	for (int i = 0; i < 5; i++)
		if (ps[i] && (ps[i]->dtype != dt || ps[i]->rank != 1 || ps[i]->dims[0] != cout))
			return 0;

	Tensor *sd = fold_kern(f, "Sqrt", fold_kern(f, "Add", var, scalar(f, dt, eps), NULL), NULL, NULL);
	Tensor *s = !sd ? NULL : gamma ? fold_kern(f, "Div", gamma, sd, NULL)
		: fold_kern(f, "Reciprocal", sd, NULL, NULL);
	if (!s)
		return 0;
	int64_t sdims[MAXRANK + 1];
	Tensor *nw;
	/* the new weight is Mul(w, s): its recipe's inputs are w's own tensor (as wr, a view
	 * of it, for a transposed conv) and s */
	Tensor *m[2] = {w, NULL}, *orig[2] = {w0, NULL};
	FoldCall mul;
	if (tconv) {   /* [Cin, Cout/g, k...] as [g, Cin/g, Cout/g, k...]; s as [g, 1, Cout/g, 1] */
		int64_t rest = 1;
		for (int32_t i = 2; i < w->rank; i++)
			rest *= w->dims[i];
		int64_t wg[4] = {groups, w->dims[0] / groups, w->dims[1], rest};
		int64_t sg[4] = {groups, 1, w->dims[1], 1};
		Tensor *wr = reshape(f, w, wg, 4), *sr = reshape(f, s, sg, 4);
		Tensor *mw = fold_kern(f, "Mul", wr, sr, NULL);
		m[1] = wr;
		if (wr) {   /* w0's header (its bytes, or its recipe) with wr's dims */
			orig[1] = fold_keep(f, w0, 0);
			orig[1]->rank = 4;
			orig[1]->dims = NEWA(f->p->g->arena, int64_t, 4);
			memcpy(orig[1]->dims, wg, sizeof wg);
		}
		mul = f->last;   /* the Reshape after it changes no byte */
		nw = mw ? reshape(f, mw, w->dims, w->rank) : NULL;
	} else {       /* [Cout, ...]: s as [Cout, 1, ...] */
		for (int32_t i = 0; i < w->rank; i++)
			sdims[i] = i ? 1 : cout;
		Tensor *sr = reshape(f, s, sdims, w->rank);
		nw = fold_kern(f, "Mul", w, sr, NULL);
		mul = f->last;
	}
	Tensor *c = fold_kern(f, "Sub", b ? b : scalar(f, dt, 0), mean, NULL);   /* (0 - mean): +0 */
	Tensor *nb = c ? fold_kern(f, "Mul", c, s, NULL) : NULL;
	if (nb && beta)
		nb = fold_kern(f, "Add", nb, beta, NULL);
	if (!nw || !nb)
		return 0;
	const char *op = lin ? "Gemm" : tconv ? "ConvTranspose" : "Conv";
	f->last = mul;
	ir_setinput(p, 1, fold_resultconst(f, p, nw, op, m, orig, 2));
	ir_setinput(p, 2, fold_newconst(f, p, nb, op, 0));
	Value *old[8] = {wv, bv};
	int no = 2;
	for (const char *const *a = (const char *const[]){"weight", "bias", "running_mean",
	     "running_var", NULL}; *a; a++)
		old[no++] = ir_in(bn, arg_at(bn, *a));
	ir_replaceuses(bn->out[0], x);
	ir_destroy(bn);
	for (int i = 0; i < no; i++)
		fold_dropdead(old[i]);
	return 1;
}

/* s = 1 / sqrt(var + eps) * gamma and t = beta - mean * s, each [C] in dt, computed as
 * PyTorch's eval-mode CPU kernel computes its alpha and beta (ATen's
 * batch_norm_cpu_collect_linear_and_constant_terms); 0 if a kernel fails */
static int
scaleof(Fold *f, DType dt, Tensor *gamma, Tensor *beta, Tensor *mean, Tensor *var, double eps,
	Tensor **s, Tensor **t)
{
	Tensor *sd = fold_kern(f, "Sqrt", fold_kern(f, "Add", var, scalar(f, dt, eps), NULL), NULL, NULL);
	Tensor *inv = fold_kern(f, "Reciprocal", sd, NULL, NULL);   /* invstd, then * weight */
	*s = !inv || !gamma ? inv : fold_kern(f, "Mul", inv, gamma, NULL);
	Tensor *ms = *s ? fold_kern(f, "Mul", mean, *s, NULL) : NULL;
	*t = ms ? fold_kern(f, "Sub", beta ? beta : scalar(f, dt, 0), ms, NULL) : NULL;
	return *s && *t;
}

/* an eval-mode batch_norm with nothing to fold into: x * s + t with s and t constants
 * of shape [C, 1, ...] (PyTorch's own eval-mode CPU kernel computes it so:
 * batch_norm_cpu_inference, output = input * alpha + beta), two nodes for the five and
 * their reshapes that lowering makes of the statistics */
static int
scaleshift(Fold *f, Node *bn, Value *x, Tensor *gamma, Tensor *beta, Tensor *mean,
	Tensor *var, double eps)
{
	const Type *xt = x->type, *yt = bn->out[0]->type;
	DType dt = mean->dtype;
	/* float32: lowering makes it one BatchNormalization (lower_norm.c), fewer nodes */
	if (xt->rank < 2 || xt->rank > MAXRANK || !dim_known(xt->dims[1]) || xt->dtype != dt
	    || yt != xt || dt != DT_F64)
		return 0;
	Tensor *ps[4] = {gamma, beta, mean, var};
	for (int i = 0; i < 4; i++)
		if (ps[i] && (ps[i]->dtype != dt || ps[i]->rank != 1
		    || ps[i]->dims[0] != xt->dims[1]))
			return 0;
	Tensor *s, *t;
	if (!scaleof(f, dt, gamma, beta, mean, var, eps, &s, &t))
		return 0;
	int64_t cd[MAXRANK];
	for (int32_t i = 1; i < xt->rank; i++)
		cd[i - 1] = i == 1 ? xt->dims[1] : 1;
	s = reshape(f, s, cd, xt->rank - 1);
	t = s ? reshape(f, t, cd, xt->rank - 1) : NULL;
	if (!s || !t)
		return 0;
	Graph *g = f->p->g;
	Node *mul = ir_node(g, SYMC("aten::mul"), 1, bn->loc);
	mul->op = &optab[OP_aten_mul_Tensor];
	mul->scope = bn->scope;
	ir_addinput(g, mul, x);
	ir_addinput(g, mul, fold_newconst(f, bn, s, "Mul", 0));
	mul->out[0]->type = (Type *)yt;
	ir_insertbefore(mul, bn);
	Node *add = ir_node(g, SYMC("aten::add"), 1, bn->loc);
	add->op = &optab[OP_aten_add_Tensor];
	add->scope = bn->scope;
	ir_addinput(g, add, mul->out[0]);
	ir_addinput(g, add, fold_newconst(f, bn, t, "Add", 0));
	ir_addinput(g, add, ir_const_int(g, bn, 1, bn->loc));
	add->out[0]->type = (Type *)yt;
	ir_insertbefore(add, bn);
	Value *old[4];
	const char *const names[4] = {"weight", "bias", "running_mean", "running_var"};
	for (int i = 0; i < 4; i++)
		old[i] = ir_in(bn, arg_at(bn, names[i]));
	ir_replaceuses(bn->out[0], add->out[0]);
	ir_destroy(bn);
	for (int i = 0; i < 4; i++)
		fold_dropdead(old[i]);
	return 1;
}

/* ---- (b) nodes over constants ---- */

typedef enum { FK_MOVE, FK_UNARY, FK_BINARY, FK_MATMUL } FoldKind;
/* aten operators whose every overload on tensors has the kernel's semantics when every
 * tensor is of the result's dtype (checked below: an integer tensor's exp, a float result,
 * is not folded): PyTorch computes + - * / and sqrt of floats correctly rounded in the
 * dtype, as the kernels do (in double, rounded once); exp, log, sin, ... are computed in
 * double and rounded once, within an ulp of PyTorch's float32 kernels (and of ONNX
 * Runtime's, had the node stayed) */
static const struct { const char *aten, *onnx; FoldKind k; } foldable[] = {
	{"aten::t", "Transpose", FK_MOVE}, {"aten::transpose", "Transpose", FK_MOVE},
	{"aten::permute", "Transpose", FK_MOVE}, {"aten::reshape", "Reshape", FK_MOVE},
	{"aten::view", "Reshape", FK_MOVE},
	{"aten::flatten", "Reshape", FK_MOVE}, {"aten::unsqueeze", "Unsqueeze", FK_MOVE},
	{"aten::squeeze", "Squeeze", FK_MOVE}, {"aten::contiguous", "Identity", FK_MOVE},
	{"aten::clone", "Identity", FK_MOVE}, {"aten::detach", "Identity", FK_MOVE},
	{"aten::neg", "Neg", FK_UNARY}, {"aten::relu", "Relu", FK_UNARY},
	{"aten::abs", "Abs", FK_UNARY}, {"aten::sign", "Sign", FK_UNARY},
	{"aten::floor", "Floor", FK_UNARY}, {"aten::ceil", "Ceil", FK_UNARY},
	{"aten::round", "Round", FK_UNARY}, {"aten::sqrt", "Sqrt", FK_UNARY},
	{"aten::reciprocal", "Reciprocal", FK_UNARY}, {"aten::exp", "Exp", FK_UNARY},
	{"aten::log", "Log", FK_UNARY}, {"aten::sin", "Sin", FK_UNARY},
	{"aten::cos", "Cos", FK_UNARY}, {"aten::tanh", "Tanh", FK_UNARY},
	{"aten::sigmoid", "Sigmoid", FK_UNARY}, {"aten::erf", "Erf", FK_UNARY},
	{"aten::add", "Add", FK_BINARY}, {"aten::sub", "Sub", FK_BINARY},
	{"aten::mul", "Mul", FK_BINARY}, {"aten::div", "Div", FK_BINARY},
	{"aten::matmul", "MatMul", FK_MATMUL}, {"aten::mm", "MatMul", FK_MATMUL},
};

static Attr *
intsattr(Fold *f, const char *name, const int64_t *v, uint32_t n)
{
	Attr *a = NEW(f->work, Attr);
	a->name = sym_cstr(name);
	a->kind = A_INTS;
	a->ints = NEWA(f->work, int64_t, n + 1);
	memcpy(a->ints, v, n * sizeof *v);
	a->n = n;
	return a;
}

/* an int argument wrapped as PyTorch wraps a dim (extra: the result has one more) */
static int
dimarg(const Node *n, const char *name, int32_t rank, int64_t dflt, int64_t *d)
{
	if (!arg_const(n, name, dflt, d))
		return 0;
	int w = dim_wrap(*d, rank);
	*d = w;
	return w >= 0;
}

static Tensor *
foldmove(Fold *f, Node *n, const char *onnx, Tensor *x)
{
	const char *k = sym_str(n->kind) + 6;
	int32_t r = x->rank;
	int64_t perm[MAXRANK], dims[MAXRANK], a, b;
	if (!strcmp(k, "t") || !strcmp(k, "transpose")) {
		for (int32_t i = 0; i < r; i++)
			perm[i] = i;
		if (!strcmp(k, "t")) {
			if (r < 2)
				return fold_kern(f, "Identity", x, NULL, NULL);
			perm[0] = 1, perm[1] = 0;
		} else {
			if (!dimarg(n, "dim0", r ? r : 1, 0, &a) || !dimarg(n, "dim1", r ? r : 1, 0, &b))
				return NULL;
			if (r == 0)
				return fold_kern(f, "Identity", x, NULL, NULL);
			perm[a] = b, perm[b] = a;
		}
		return fold_kern(f, onnx, x, NULL, intsattr(f, "perm", perm, (uint32_t)r));
	}
	if (!strcmp(k, "permute")) {
		int m = arg_ints(ir_in(n, 1), perm, MAXRANK);
		if (m != r)
			return NULL;
		for (int32_t i = 0; i < r; i++)
			if ((perm[i] = dim_wrap(perm[i], r)) < 0)
				return NULL;
		return fold_kern(f, onnx, x, NULL, intsattr(f, "perm", perm, (uint32_t)r));
	}
	if (!strcmp(k, "reshape") || !strcmp(k, "view") || !strcmp(k, "flatten")) {
		/* the result's dims, from its type: PyTorch's 0 is a size (allowzero) and -1 is
		 * resolved already */
		const Type *t = n->out[0]->type;
		for (int32_t i = 0; i < t->rank; i++) {
			if (!dim_known(t->dims[i]))
				return NULL;
			dims[i] = t->dims[i];
		}
		Attr *az = NEW(f->work, Attr);
		az->name = sym_cstr("allowzero"), az->kind = A_INT, az->i = 1;
		return fold_kern(f, onnx, x, rt_vec_i64(f->work, dims, t->rank), az);
	}
	if (!strcmp(k, "unsqueeze") || (!strcmp(k, "squeeze") && arg_at(n, "dim") >= 0)) {
		int un = k[0] == 'u';
		int32_t wr = un ? r + 1 : r ? r : 1;
		if (!dimarg(n, "dim", wr, 0, &a))
			return NULL;
		if (!un && (r == 0 || x->dims[a] != 1))
			return fold_kern(f, "Identity", x, NULL, NULL);  /* PyTorch: a no-op */
		return fold_kern(f, onnx, x, rt_vec_i64(f->work, &a, 1), NULL);
	}
	if (!strcmp(k, "squeeze"))
		return fold_kern(f, onnx, x, NULL, NULL);
	return arg_at(n, "memory_format") >= 0 || n->nin == 1 ? fold_kern(f, onnx, x, NULL, NULL) : NULL;
}

static int
foldnode(Fold *f, Node *n)
{
	if (!n->op || !(n->op->flags & F_PURE) || n->nout != 1 || n->nblk)
		return 0;
	size_t i = 0;
	while (i < sizeof foldable / sizeof *foldable && n->kind != sym_cstr(foldable[i].aten))
		i++;
	if (i == sizeof foldable / sizeof *foldable)
		return 0;
	const Type *t = n->out[0]->type;
	if (t->kind != T_TENSOR || t->rank < 0 || t->rank > MAXRANK || !dtype_size(t->dtype))
		return 0;
	uint64_t bytes = dtype_size(t->dtype);
	for (int32_t d = 0; d < t->rank; d++) {
		if (!dim_known(t->dims[d]))
			return 0;
		bytes *= (uint64_t)t->dims[d];
		if (bytes > FOLD_MAXBYTES)
			return 0;
	}
	/* every tensor a constant of the result's dtype (the other arguments are read by
	 * readers that accept only constants) */
	Tensor *xo = NULL, *yo = NULL;   /* the constants' own tensors */
	for (uint32_t j = 0; j < n->nin; j++) {
		Value *v = ir_in(n, j);
		Tensor *c = fold_constt(v);
		if (v->type->kind == T_TENSOR && (!c || c->dtype != t->dtype))
			return 0;
		if (j == 0)
			xo = c;
		if (j == 1)
			yo = c;
	}
	if (!xo)
		return 0;
	Tensor *x = fold_bytesof(f, xo), *y = fold_bytesof(f, yo), *r = NULL;
	switch (foldable[i].k) {
	case FK_MOVE:
		r = foldmove(f, n, foldable[i].onnx, x);
		break;
	case FK_UNARY:
		r = n->nin == 1 ? fold_kern(f, foldable[i].onnx, x, NULL, NULL) : NULL;
		break;
	case FK_MATMUL:
		r = y && n->nin == 2 ? fold_kern(f, "MatMul", x, y, NULL) : NULL;
		break;
	case FK_BINARY: {
		int64_t alpha = 1;
		double sv;
		if (!arg_const(n, "alpha", 1, &alpha) || alpha != 1 || arg_at(n, "rounding_mode") >= 0
		    || n->nin != (arg_at(n, "alpha") >= 0 ? 3u : 2u))
			return 0;
		if (!strcmp(foldable[i].onnx, "Div") && !dtype_isfloat(t->dtype))
			return 0;
		if (!y) {   /* a Python number: in the tensor's dtype, as PyTorch's kernels
			     * take it (float16 and bfloat16 keep it in float: not folded) */
			Value *o = ir_in(n, 1);
			if (!(t->dtype == DT_F32 || t->dtype == DT_F64 || (dtype_isint(t->dtype)
			    && o->type->kind == T_INT)) || !ir_constfloat(o, &sv)
			    || o->type->kind == T_BOOL)
				return 0;
			int64_t iv;
			if (o->type->kind == T_INT && ir_constint(o, &iv)) {
				y = rt_tensor(f->work, t->dtype, 0, NULL);
				rt_seti(y, 0, iv);
				if (dtype_isfloat(t->dtype))
					rt_setf(y, 0, (double)iv);
			} else {
				y = scalar(f, t->dtype, sv);
			}
		}
		r = fold_kern(f, foldable[i].onnx, x, y, NULL);
		break;
	}
	}
	if (!r || r->dtype != t->dtype || r->rank != t->rank)
		return 0;
	for (int32_t d = 0; d < t->rank; d++)
		if (r->dims[d] != t->dims[d])
			return 0;
	/* a move of a constant's bytes (Reshape, Squeeze, Identity) is a constant on them, as
	 * a weight in the mapping stays there; else new bytes */
	Tensor *m[2] = {x, y}, *orig[2] = {xo, yo};
	Value *c = r->data == xo->data ? fold_newconst(f, n, r, foldable[i].onnx, 1)
		: fold_resultconst(f, n, r, foldable[i].onnx, m, orig, 2);
	fold_replace(f, n, c);
	return 1;
}

static void
foldblock(Fold *f, Block *b)
{
	/* what a fold removes (the node, constants it made dead) lies before next */
	for (Node *n = ir_first(b), *next; n != ir_end(b); n = next) {
		next = n->next;
		for (uint32_t i = 0; i < n->nblk; i++)
			foldblock(f, n->blk[i]);
		if (!(n->kind == SYMC("aten::batch_norm") && foldbn(f, n)))
			foldnode(f, n);
		arena_clear(f->work);   /* a fold's kernels: what it kept is copied */
	}
}

int
pass_foldweights(Pass *p)
{
	Fold f = { .p = p, .work = arena_new() };
	foldblock(&f, p->g->top);
	arena_free(f.work);
	if (f.nfolded)
		p->changed = 1;
	return 0;
}
