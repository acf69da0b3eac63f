/* Lowering of F.unfold (im2col) and F.fold (col2im) (infer_fold.c reads their parameters),
 * one Slice (unfold) or one placement (fold) per kernel position, all sizes but the batch
 * and channels known from the constants:
 *   unfold  the input zero-padded; for kernel position (i, j) the strided Slice starting
 *           at (i dh, j dw) and ending dh (kh - 1 - i) before the end (so it holds exactly
 *           oh of them whatever H is); stacked as [N, C, kh kw, oh, ow], reshaped to
 *           [N, C kh kw, oh ow] (PyTorch's channel order: c, then i, then j)
 *   fold    the input [N, C kh kw, L] as [N, C, kh kw, oh, ow]; each position's block
 *           spread to stride s by a Pad of a new dim and a Reshape, padded into the
 *           padded output at (i dh, j dw), summed over positions; the padding cropped
 * A 3-d (unfold) or 2-d (fold) input is a batch of one. */
#include <string.h>
#include "backend.h"

static Value *
axes1(Lower *lw, const char *op, Value *x, int64_t ax, Type *t)
{
	return lw_op2(lw, op, x, lw_ints(lw, &ax, 1), t);
}

/* sh[a:b], 1-d int64 */
static Value *
part(Lower *lw, Value *sh, int64_t a, int64_t b)
{
	int64_t z = 0;
	Dim len = b - a;
	Value *in[4] = {sh, lw_ints(lw, &a, 1), lw_ints(lw, &b, 1), lw_ints(lw, &z, 1)};
	return lw_op(lw, "Slice", in, 4, ty_tensor(DT_I64, 1, &len));
}

static Value *
cat(Lower *lw, Value **v, int n)
{
	Dim len = 0;
	for (int i = 0; i < n; i++)
		len = dim_known(len) && dim_known(v[i]->type->dims[0]) ? len + v[i]->type->dims[0] :
			DIM_UNKNOWN;
	return lw_attri(lw, lw_op(lw, "Concat", v, (uint32_t)n, ty_tensor(DT_I64, 1, &len)),
		"axis", 0);
}

static Value *
reshape(Lower *lw, Value *x, Value *shape, Type *t)
{
	Value *y = lw_op2(lw, "Reshape", x, shape, t);
	if (lw->opset >= 14)
		lw_attri(lw, y, "allowzero", 1);
	return y;
}

static Value *
pad(Lower *lw, Value *x, const int64_t *pads, Type *t)
{
	int32_t r = x->type->rank;
	Value *in[3] = {x, lw_ints(lw, pads, (uint32_t)(2 * r)), lw_scalar(lw, x->type->dtype, 0)};
	return lw_op(lw, "Pad", in, 3, t);
}

static Value *
unfold(Lower *lw, const FoldParams *p, Value *x)
{
	DType dt = x->type->dtype;
	int64_t pads[8] = {0, 0, p->p[0], p->p[1], 0, 0, p->p[0], p->p[1]};
	if (p->p[0] || p->p[1])
		x = pad(lw, x, pads, lw_unknown(dt, 4));
	int kk = (int)(p->k[0] * p->k[1]);
	Value **cells = NEWA(lw->g->arena, Value *, (size_t)kk);
	for (int64_t i = 0; i < p->k[0]; i++)
		for (int64_t j = 0; j < p->k[1]; j++) {
			int64_t st[2] = {i * p->d[0], j * p->d[1]}, en[2], ax[2] = {2, 3};
			int64_t back[2] = {p->d[0] * (p->k[0] - 1 - i), p->d[1] * (p->k[1] - 1 - j)};
			for (int q = 0; q < 2; q++)
				en[q] = back[q] > 0 ? -back[q] : INT64_MAX;
			Value *in[5] = {x, lw_ints(lw, st, 2), lw_ints(lw, en, 2), lw_ints(lw, ax, 2),
				lw_ints(lw, p->s, 2)};
			Value *s = lw_op(lw, "Slice", in, 5, lw_unknown(dt, 4));
			cells[i * p->k[1] + j] = axes1(lw, "Unsqueeze", s, 2, lw_unknown(dt, 5));
		}
	Value *st = lw_attri(lw, lw_op(lw, "Concat", cells, (uint32_t)kk, lw_unknown(dt, 5)),
		"axis", 2);
	Value *sh = lw_shape(lw, st);
	Dim one = 1;
	Type *t1 = ty_tensor(DT_I64, 1, &one);
	Value *parts[3] = {part(lw, sh, 0, 1), lw_op2(lw, "Mul", part(lw, sh, 1, 2),
		part(lw, sh, 2, 3), t1), lw_op2(lw, "Mul", part(lw, sh, 3, 4), part(lw, sh, 4, 5), t1)};
	return reshape(lw, st, cat(lw, parts, 3), lw_unknown(dt, 3));
}

static Value *
fold(Lower *lw, const FoldParams *p, Value *x)
{
	DType dt = x->type->dtype;
	int64_t kk = p->k[0] * p->k[1];
	int64_t oh = fold_blocks(p, 0, p->out[0]), ow = fold_blocks(p, 1, p->out[1]);
	int64_t hp = p->out[0] + 2 * p->p[0], wp = p->out[1] + 2 * p->p[1];
	int64_t rr = (oh - 1) * p->s[0] + 1, qq = (ow - 1) * p->s[1] + 1;
	Value *sh = lw_shape(lw, x);
	Dim one = 1;
	Type *t1 = ty_tensor(DT_I64, 1, &one);
	Value *n = part(lw, sh, 0, 1);
	Value *c = lw_op2(lw, "Div", part(lw, sh, 1, 2), lw_ints(lw, &kk, 1), t1);
	Value *p5[3] = {n, c, lw_ints(lw, (int64_t[]){kk, oh, ow}, 3)};
	Value *x5 = reshape(lw, x, cat(lw, p5, 3), lw_unknown(dt, 5));
	Value *acc = NULL;
	for (int64_t i = 0; i < p->k[0]; i++)
		for (int64_t j = 0; j < p->k[1]; j++) {
			Value *b = lw_attri(lw, lw_op2(lw, "Gather", x5, lw_int(lw, i * p->k[1] + j),
				lw_unknown(dt, 4)), "axis", 2); /* [N, C, oh, ow] */
			if (p->s[0] > 1) { /* rows at multiples of the stride */
				Value *u = axes1(lw, "Unsqueeze", b, 3, lw_unknown(dt, 5));
				int64_t pd[10] = {0, 0, 0, 0, 0, 0, 0, 0, p->s[0] - 1, 0};
				u = pad(lw, u, pd, lw_unknown(dt, 5));
				Value *ps[3] = {n, c, lw_ints(lw, (int64_t[]){oh * p->s[0], ow}, 2)};
				b = reshape(lw, u, cat(lw, ps, 3), lw_unknown(dt, 4));
				int64_t z = 0, e = rr, a2 = 2;
				Value *in[4] = {b, lw_ints(lw, &z, 1), lw_ints(lw, &e, 1), lw_ints(lw, &a2, 1)};
				b = lw_op(lw, "Slice", in, 4, lw_unknown(dt, 4));
			}
			if (p->s[1] > 1) {
				Value *u = axes1(lw, "Unsqueeze", b, 4, lw_unknown(dt, 5));
				int64_t pd[10] = {0, 0, 0, 0, 0, 0, 0, 0, 0, p->s[1] - 1};
				u = pad(lw, u, pd, lw_unknown(dt, 5));
				Value *ps[3] = {n, c, lw_ints(lw, (int64_t[]){rr, ow * p->s[1]}, 2)};
				b = reshape(lw, u, cat(lw, ps, 3), lw_unknown(dt, 4));
				int64_t z = 0, e = qq, a3 = 3;
				Value *in[4] = {b, lw_ints(lw, &z, 1), lw_ints(lw, &e, 1), lw_ints(lw, &a3, 1)};
				b = lw_op(lw, "Slice", in, 4, lw_unknown(dt, 4));
			}
			int64_t top = i * p->d[0], left = j * p->d[1];
			int64_t pd[8] = {0, 0, top, left, 0, 0, hp - top - rr, wp - left - qq};
			b = pad(lw, b, pd, lw_unknown(dt, 4));
			acc = acc ? lw_op2(lw, "Add", acc, b, lw_unknown(dt, 4)) : b;
		}
	int64_t st[2] = {p->p[0], p->p[1]}, en[2] = {p->p[0] + p->out[0], p->p[1] + p->out[1]};
	int64_t ax[2] = {2, 3};
	Value *in[4] = {acc, lw_ints(lw, st, 2), lw_ints(lw, en, 2), lw_ints(lw, ax, 2)};
	return lw_op(lw, "Slice", in, 4, lw_unknown(dt, 4));
}

int
lower_fold(Lower *lw, Node *n)
{
	FoldParams p;
	if (fold_params(lw->d, lw->opset, n, &p) < 0)
		return -1;
	Type *t = lw_outty(n, 0);
	Value *x = lw_arg(lw, n, 0, t->dtype);
	int unb = x->type->rank == (p.fold ? 2 : 3);
	if (unb)
		x = axes1(lw, "Unsqueeze", x, 0, lw_unknown(t->dtype, x->type->rank + 1));
	Value *y = p.fold ? fold(lw, &p, x) : unfold(lw, &p, x);
	if (unb)
		y = axes1(lw, "Squeeze", y, 0, t);
	return lw_done1(lw, n, lw_op1(lw, "Identity", y, t));
}
