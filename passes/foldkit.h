/* foldkit.h: what the two passes that fold over weights share (foldkit.c): foldweights on
 * the aten IR before lowering, onnxfold on the onnx dialect after it.  A fold runs kernels of
 * runtime/kernels.c on constants' tensors in a scratch arena (emptied after each node) and
 * puts the result in the graph as a weight named as PyTorch names folded initializers
 * ("onnx::Conv_12"): its bytes up to FOLD_LAZYMIN, else its recipe (the last kernel run and
 * its inputs, runtime/recipe.c), computed again at emission, so that peak memory does not
 * grow with the weights. */
#ifndef SCRIPTC_FOLDKIT_H
#define SCRIPTC_FOLDKIT_H

#include "passes.h"
#include "../runtime/kernels.h"

/* the bound on a folded result: a constant is stored in the model, so folding a node
 * whose result is larger than its inputs (an expand, a repeat) grows the file, and the
 * kernels are scalar loops (about 10 ns an element); 16 MB (4M float32 elements, more than
 * a ResNet-50 layer's weight) keeps both small.  Larger results stay nodes. */
#define FOLD_MAXBYTES (16u << 20)

/* a result bigger than this is computed when written (runtime/recipe.c); CSE compares
 * tensors bigger than 4 KB by their hash first, so two lazy ones are computed to be
 * compared only where their first bytes, shapes and hashes agree */
#define FOLD_LAZYMIN 4096u

/* a kernel run: a result's recipe */
typedef struct {
	const char *op;
	Tensor **in;
	uint32_t nin;
	const Attr *at;
} FoldCall;

typedef struct {
	Pass *p;
	Arena *work;        /* a fold's kernels and their results, emptied after each node */
	char err[256];
	uint32_t nfolded;
	FoldCall last;      /* the last kernel run */
	int onnx;           /* new constants are onnx::Constant (after lowering) */
	int used;           /* onnxfold: work holds something of the node's */
} Fold;

/* the Tensor of a tensor constant (prim::Constant, or onnx::Constant), or NULL */
Tensor *fold_constt(const Value *v);
/* a constant's bytes to compute with: its own, or computed into f->work (a lazy one) */
Tensor *fold_bytesof(Fold *f, Tensor *t);
/* a kernel on tensors with bytes (NULL entries: omitted inputs), into f->work; NULL when it
 * cannot (the message in f->err; the node is left alone).  The pages of a mapped input are
 * given back once read.  fold_kern: one or two inputs, NULL x meaning a kernel before
 * failed. */
Tensor *fold_kernv(Fold *f, const char *op, Tensor *const *in, uint32_t nin, const Attr *at);
Tensor *fold_kern(Fold *f, const char *op, Tensor *x, Tensor *y, const Attr *at);
/* t in the graph's arena: its header and dims, and its bytes too with bytes (else they lie
 * in a constant's bytes or the mapping, or it is lazy) */
Tensor *fold_keep(Fold *f, const Tensor *t, int bytes);
/* a weight of c before pos, named for the ONNX operator onnxop */
Value *fold_addconst(Fold *f, Node *pos, Tensor *c, const char *onnxop);
/* the same of t, copied out of f->work unless it lies in a constant's bytes already (kept) */
Value *fold_newconst(Fold *f, Node *pos, Tensor *t, const char *onnxop, int kept);
/* the constant of r, the result of the last kernel run (f->last), whose inputs are the
 * constants' own tensors where one is m[j] (made from orig[j] by fold_bytesof), else
 * f->work's: bytes up to FOLD_LAZYMIN, else its recipe */
Value *fold_resultconst(Fold *f, Node *pos, Tensor *r, const char *onnxop, Tensor *const *m,
	Tensor *const *orig, uint32_t norig);
/* an onnx::Constant of t's bytes (copied) before pos: a small result over constants that
 * are no weight, stored in its node as lowering stores one */
Value *fold_smallconst(Fold *f, Node *pos, Tensor *t);
/* can a recipe keep these attributes (the kernels' own: ints, floats) */
int fold_attrsok(const Attr *at);
/* removes v's constant when nothing uses it any more */
void fold_dropdead(Value *v);
/* n replaced by the constant c, n removed, and its input constants nothing else uses */
void fold_replace(Fold *f, Node *n, Value *c);

#endif
