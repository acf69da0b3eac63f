/* Products and rotations ONNX has no one operator for (F_EXPAND rows of ops.def, handed
 * here by build_multi.c; torch.tensordot, a Python function of torch.functional, from
 * build_call.c), built from other rows with PyTorch 1.13's semantics:
 *
 *   tensordot(a, b, dims)   a's free dims then its contracted ones, b's contracted then free,
 *                           each made 2-d, multiplied by mm and given the free dims back;
 *                           dims an int n (a's last n with b's first n) or two lists
 *   kron(a, b)              a and b at one rank (ones in front), a's dims interleaved with
 *                           ones and b's the other way, multiplied: [a0 b0, a1 b1, ...]
 *   linalg_cross(a, b, d)   the components along d as ATen's kernel computes them: a1 b2 -
 *                           a2 b1, a2 b0 - a0 b2, a0 b1 - a1 b0 (the other dims broadcast);
 *                           cross(a, b) without dim: the first dim of a of size 3
 *   rot90(x, k, dims)       k mod 4 quarter turns: flip then transpose, as ATen's
 *   einsum(eq, tensors)     diagonals, sums and pairwise matmuls (einsum below)
 *
 * Ranks and dims must be known at compile time; sizes may be run-time. */
#include <string.h>
#include "builder.h"
#include "rowkit.h"

static int
cint(SV *s, int64_t *v)
{
	return s->k == SV_VALUE && s->v->type->kind == T_INT && ir_constint(s->v, v);
}

static const Type *
tty(SV *s)
{
	return s->k == SV_VALUE && s->v->type->kind == T_TENSOR ? s->v->type : NULL;
}

/* the ranks of a and b (-1 after an error: unknown, or not tensors), and with same: their
 * dtypes the same, as the kernels check */
static int
ranks(Builder *b, const char *what, SV *x, SV *y, int same, int32_t *rx, int32_t *ry,
	SrcLoc loc)
{
	const Type *a = tty(x), *c = tty(y);
	if (!a || !c)
		return emit_error(b, loc, "%s: expects tensors", what);
	if (a->rank < 0 || c->rank < 0)
		return emit_error(b, loc, "%s: the rank of this tensor is not known at compile time",
			what);
	if (same && a->dtype != c->dtype)
		return emit_error(b, loc, "%s: expected scalar type %s but found %s", what,
			dtype_tsname(a->dtype), dtype_tsname(c->dtype));
	*rx = a->rank, *ry = c->rank;
	return 0;
}

/* dim k wrapped into [0, r), or -1 after PyTorch's error */
static int
wrap(Builder *b, const char *what, int64_t k, int32_t r, SrcLoc loc)
{
	int64_t m = r ? r : 1;
	if (k < -m || k >= m)
		return emit_error(b, loc, "%s: Dimension out of range (expected to be in range of "
			"[%lld, %lld], but got %lld)", what, (long long)-m, (long long)(m - 1),
			(long long)k);
	return (int)(k < 0 ? k + m : k);
}

static SV *
size(Builder *b, SV *x, int d, SrcLoc loc)
{
	return call2(b, OP_aten_size_int, x, ival(b, d), loc);
}

/* the product of x's sizes at dims ds[0..n-1] (1 for none) */
static SV *
prod(Builder *b, SV *x, const int *ds, int n, SrcLoc loc)
{
	SV *p = ival(b, 1);
	for (int i = 0; i < n; i++)
		p = call2(b, OP_aten_mul_int, p, size(b, x, ds[i], loc), loc);
	return p;
}

static SV *
ilist(Builder *b, const int *v, int n)
{
	SV **el = NEWA(b->a, SV *, n + 1);
	for (int i = 0; i < n; i++)
		el[i] = ival(b, v[i]);
	return sv_list(b, el, (uint32_t)n);
}

/* a dims list of tensordot: an int or a list of ints, constants; its count or -1 */
static int
dimlist(Builder *b, SV *s, int64_t *out, SrcLoc loc)
{
	if (cint(s, &out[0]))
		return 1;
	if (s->k != SV_TUPLE || s->n > MAXRANK) {
		emit_error(b, loc, "tensordot: dims must be an int or two lists of ints known at "
			"compile time");
		return -1;
	}
	for (uint32_t i = 0; i < s->n; i++)
		if (!cint(s->el[i], &out[i])) {
			emit_error(b, loc, "tensordot: dims must be known at compile time");
			return -1;
		}
	return (int)s->n;
}

SV *
products_tensordot(Builder *b, SV *x, SV *y, SV *dims, SrcLoc loc)
{
	const char *what = "tensordot";
	int32_t rx = 0, ry = 0;
	if (ranks(b, what, x, y, 1, &rx, &ry, loc) < 0)
		return sv_poison(b);
	int64_t dx[MAXRANK + 1], dy[MAXRANK + 1], k;
	int n;
	if (cint(dims, &k)) {
		if (k < 0) {
			emit_error(b, loc, "%s: tensordot expects dims >= 0, but got dims=%lld", what,
				(long long)k);
			return sv_poison(b);
		}
		if (k > rx || k > ry) { /* PyTorch's error: a's dim -k out of range */
			int32_t r = k > rx ? rx : ry;
			emit_error(b, loc, "%s: Dimension out of range (expected to be in range of "
				"[%d, %d], but got %lld)", what, -(r ? r : 1), (r ? r : 1) - 1,
				(long long)-k);
			return sv_poison(b);
		}
		n = (int)k;
		for (int i = 0; i < n; i++)
			dx[i] = rx - n + i, dy[i] = i;
	} else {
		int nx, ny;
		if (dims->k != SV_TUPLE || dims->n != 2 || (nx = dimlist(b, dims->el[0], dx, loc)) < 0 ||
		    (ny = dimlist(b, dims->el[1], dy, loc)) < 0) {
			if (dims->k != SV_TUPLE || dims->n != 2)
				emit_error(b, loc, "%s: dims must be an int or a pair of lists of ints",
					what);
			return sv_poison(b);
		}
		if (nx != ny) {
			emit_error(b, loc, "%s: both dimension lists should have same length", what);
			return sv_poison(b);
		}
		n = nx;
	}
	int cx[MAXRANK + 1], cy[MAXRANK + 1], fx[MAXRANK + 1], fy[MAXRANK + 1], used[2][MAXRANK + 1];
	memset(used, 0, sizeof used);
	for (int i = 0; i < n; i++) {
		if ((cx[i] = wrap(b, what, dx[i], rx, loc)) < 0 || (cy[i] = wrap(b, what, dy[i], ry,
		    loc)) < 0)
			return sv_poison(b);
		if (used[0][cx[i]] || used[1][cy[i]]) {
			emit_error(b, loc, "%s: dim %d appears multiple times in the list of dims", what,
				used[0][cx[i]] ? cx[i] : cy[i]);
			return sv_poison(b);
		}
		used[0][cx[i]] = used[1][cy[i]] = 1;
		Dim sa = x->v->type->dims[cx[i]], sb = y->v->type->dims[cy[i]];
		if (dim_known(sa) && dim_known(sb) && sa != sb) {
			emit_error(b, loc, "%s: contracted dimensions need to match, but first has size "
				"%lld in dim %d and second has size %lld in dim %d", what, (long long)sa,
				cx[i], (long long)sb, cy[i]);
			return sv_poison(b);
		}
	}
	int nfx = 0, nfy = 0, px[MAXRANK + 1], py[MAXRANK + 1];
	for (int j = 0; j < rx; j++)
		if (!used[0][j])
			fx[nfx++] = j;
	for (int j = 0; j < ry; j++)
		if (!used[1][j])
			fy[nfy++] = j;
	memcpy(px, fx, sizeof *fx * nfx), memcpy(px + nfx, cx, sizeof *cx * n);
	memcpy(py, cy, sizeof *cy * n), memcpy(py + n, fy, sizeof *fy * nfy);
	SV *xp = call2(b, OP_aten_permute_Tensor, x, ilist(b, px, rx), loc);
	SV *yp = call2(b, OP_aten_permute_Tensor, y, ilist(b, py, ry), loc);
	SV *sx[2] = {prod(b, x, fx, nfx, loc), prod(b, x, cx, n, loc)};
	SV *sy[2] = {prod(b, y, cy, n, loc), prod(b, y, fy, nfy, loc)};
	SV *m = call2(b, OP_aten_mm_Tensor, call2(b, OP_aten_reshape_Tensor, xp, sv_list(b, sx, 2),
		loc), call2(b, OP_aten_reshape_Tensor, yp, sv_list(b, sy, 2), loc), loc);
	SV **out = NEWA(b->a, SV *, nfx + nfy + 1);
	for (int i = 0; i < nfx; i++)
		out[i] = size(b, x, fx[i], loc);
	for (int i = 0; i < nfy; i++)
		out[nfx + i] = size(b, y, fy[i], loc);
	return call2(b, OP_aten_reshape_Tensor, m, sv_list(b, out, (uint32_t)(nfx + nfy)), loc);
}

/* kron(a, b) */
static SV *
kron(Builder *b, SV *x, SV *y, SrcLoc loc)
{
	int32_t rx = 0, ry = 0;
	if (ranks(b, "kron", x, y, 0, &rx, &ry, loc) < 0)
		return sv_poison(b);
	int32_t r = rx > ry ? rx : ry;
	SV **ax = NEWA(b->a, SV *, 2 * r + 1), **ay = NEWA(b->a, SV *, 2 * r + 1);
	SV **out = NEWA(b->a, SV *, r + 1);
	for (int32_t j = 0; j < r; j++) {
		SV *a = j < r - rx ? ival(b, 1) : size(b, x, j - (r - rx), loc);
		SV *c = j < r - ry ? ival(b, 1) : size(b, y, j - (r - ry), loc);
		ax[2 * j] = a, ax[2 * j + 1] = ival(b, 1);
		ay[2 * j] = ival(b, 1), ay[2 * j + 1] = c;
		out[j] = call2(b, OP_aten_mul_int, a, c, loc);
	}
	SV *p = call2(b, OP_aten_mul_Tensor, call2(b, OP_aten_reshape_Tensor, x, sv_list(b, ax,
		(uint32_t)(2 * r)), loc), call2(b, OP_aten_reshape_Tensor, y, sv_list(b, ay,
		(uint32_t)(2 * r)), loc), loc);
	return call2(b, OP_aten_reshape_Tensor, p, sv_list(b, out, (uint32_t)r), loc);
}

static SV *
comp(Builder *b, SV *x, int d, int i, SrcLoc loc)
{
	SV *a[5] = {x, ival(b, d), ival(b, i), ival(b, i + 1), ival(b, 1)};
	return oprow_apply(b, OP_aten_slice_Tensor, a, 5, loc);
}

/* linalg_cross(a, b, dim); cross(a, b, dim) with dim None: a's first dim of size 3 */
static SV *
cross(Builder *b, const Op *o, SV *x, SV *y, SV *dim, SrcLoc loc)
{
	const char *what = "linalg.cross";
	int32_t rx = 0, ry = 0;
	int64_t k = -1;
	if (ranks(b, what, x, y, 1, &rx, &ry, loc) < 0)
		return sv_poison(b);
	if (rx != ry) {
		emit_error(b, loc, "%s: inputs must have the same number of dimensions.", what);
		return sv_poison(b);
	}
	const Dim *sx = x->v->type->dims, *sy = y->v->type->dims;
	if (oprow_isnone(dim)) {
		for (k = 0; k < rx && sx[k] != 3; k++)
			if (!dim_known(sx[k])) {
				emit_error(b, loc, "%s: which dim is the first of size 3 is not known at "
					"compile time: give dim=", sym_str(o->kind) + 6);
				return sv_poison(b);
			}
		if (k == rx) {
			emit_error(b, loc, "%s: no dimension of size 3 in input", sym_str(o->kind) + 6);
			return sv_poison(b);
		}
	} else if (!cint(dim, &k)) {
		emit_error(b, loc, "%s: dim must be known at compile time", what);
		return sv_poison(b);
	}
	int d = wrap(b, what, k, rx, loc);
	if (d < 0)
		return sv_poison(b);
	if ((dim_known(sx[d]) && sx[d] != 3) || (dim_known(sy[d]) && sy[d] != 3)) {
		emit_error(b, loc, "%s: inputs dimension %d must have length 3. Got %lld and %lld",
			what, d, (long long)sx[d], (long long)sy[d]);
		return sv_poison(b);
	}
	SV *a0 = comp(b, x, d, 0, loc), *a1 = comp(b, x, d, 1, loc), *a2 = comp(b, x, d, 2, loc);
	SV *b0 = comp(b, y, d, 0, loc), *b1 = comp(b, y, d, 1, loc), *b2 = comp(b, y, d, 2, loc);
	SV **el = NEWA(b->a, SV *, 3);
	el[0] = call2(b, OP_aten_sub_Tensor, call2(b, OP_aten_mul_Tensor, a1, b2, loc),
		call2(b, OP_aten_mul_Tensor, a2, b1, loc), loc);
	el[1] = call2(b, OP_aten_sub_Tensor, call2(b, OP_aten_mul_Tensor, a2, b0, loc),
		call2(b, OP_aten_mul_Tensor, a0, b2, loc), loc);
	el[2] = call2(b, OP_aten_sub_Tensor, call2(b, OP_aten_mul_Tensor, a0, b1, loc),
		call2(b, OP_aten_mul_Tensor, a1, b0, loc), loc);
	return call2(b, OP_aten_cat_Tensor, sv_list(b, el, 3), ival(b, d), loc);
}

/* x reversed along dim d: index_select by size - 1 - arange(size) */
static SV *
flip1(Builder *b, SV *x, int d, SrcLoc loc)
{
	SV *sz = size(b, x, d, loc);
	SV *ar = oprow_apply(b, OP_aten_arange_Tensor, &sz, 1, loc);
	SV *rev = call2(b, OP_aten_rsub_Scalar, ar, call2(b, OP_aten_sub_int, sz, ival(b, 1), loc),
		loc);
	return call3(b, OP_aten_index_select_Tensor, x, ival(b, d), rev, loc);
}

/* rot90(x, k, dims) */
static SV *
rot90(Builder *b, SV *x, SV *ks, SV *dims, SrcLoc loc)
{
	const char *what = "rot90";
	const Type *t = tty(x);
	int64_t k, d0, d1;
	if (!t || t->rank < 0) {
		emit_error(b, loc, "%s: the rank of this tensor is not known at compile time", what);
		return sv_poison(b);
	}
	if (dims->k != SV_TUPLE || dims->n != 2) {
		emit_error(b, loc, "%s: expected total rotation dims == 2, but got dims = %u", what,
			dims->k == SV_TUPLE ? dims->n : 1);
		return sv_poison(b);
	}
	if (t->rank < 2) {
		emit_error(b, loc, "%s: expected total dims >= 2, but got total dims = %d", what,
			t->rank);
		return sv_poison(b);
	}
	if (!cint(ks, &k) || !cint(dims->el[0], &d0) || !cint(dims->el[1], &d1)) {
		emit_error(b, loc, "%s: k and dims must be known at compile time", what);
		return sv_poison(b);
	}
	int a = wrap(b, what, d0, t->rank, loc), c = a < 0 ? -1 : wrap(b, what, d1, t->rank, loc);
	if (a < 0 || c < 0)
		return sv_poison(b);
	if (a == c) {
		emit_error(b, loc, "%s: expected rotation dims to be different, but got dim0 = %lld "
			"and dim1 = %lld", what, (long long)d0, (long long)d1);
		return sv_poison(b);
	}
	switch (((k % 4) + 4) % 4) {
	case 1: return call3(b, OP_aten_transpose_int, flip1(b, x, c, loc), ival(b, a), ival(b, c),
		loc);
	case 2: return flip1(b, flip1(b, x, a, loc), c, loc);
	case 3: return call3(b, OP_aten_transpose_int, flip1(b, x, a, loc), ival(b, a), ival(b, c),
		loc);
	default: return oprow_apply(b, OP_aten_clone_Tensor, &x, 1, loc);
	}
}

/* einsum's operand as it is contracted: the tensor and a label per dim (a letter's code, or
 * 128 + k for the k-th of the ellipsis's dims, counted from the right) */
typedef struct {
	SV *x;
	int n;
	int lab[MAXRANK + 1];
} Term;

static int
has(const Term *t, int l)
{
	for (int i = 0; i < t->n; i++)
		if (t->lab[i] == l)
			return i;
	return -1;
}

/* t summed over the labels keep does not hold (sum with t's dtype, as einsum keeps it) */
static void
sumout(Builder *b, Term *t, const Term *keep, SrcLoc loc)
{
	int ds[MAXRANK + 1], nd = 0, m = 0;
	for (int i = 0; i < t->n; i++)
		if (has(keep, t->lab[i]) < 0)
			ds[nd++] = i;
		else
			t->lab[m++] = t->lab[i];
	if (!nd)
		return;
	SV *a[4] = {t->x, ilist(b, ds, nd), sv_value(b, emit_const_bool(b, 0)),
		sv_value(b, emit_const_dtype(b, t->x->v->type->dtype))};
	t->x = oprow_apply(b, OP_aten_sum_dim, a, 4, loc);
	t->n = m;
}

/* the labels of the terms after t and the output: what a contraction must keep */
static void
needed(const Term *ts, int from, int nops, const Term *out, Term *keep)
{
	*keep = *out;
	for (int i = from; i < nops; i++)
		for (int j = 0; j < ts[i].n; j++)
			if (has(keep, ts[i].lab[j]) < 0 && keep->n < MAXRANK)
				keep->lab[keep->n++] = ts[i].lab[j];
}

/* A and B contracted by matmul: [batch, free A, contracted] @ [batch, contracted, free B],
 * batch the labels both have and keep holds, contracted those both have and keep does not */
static Term
contract(Builder *b, Term *A, Term *B, const Term *keep, SrcLoc loc)
{
	int bt[MAXRANK + 1], fa[MAXRANK + 1], fb[MAXRANK + 1], kc[MAXRANK + 1];
	int nb = 0, nfa = 0, nfb = 0, nk = 0;
	for (int i = 0; i < A->n; i++) {
		int l = A->lab[i];
		if (has(B, l) < 0)
			fa[nfa++] = l;
		else if (has(keep, l) >= 0)
			bt[nb++] = l;
		else
			kc[nk++] = l;
	}
	for (int i = 0; i < B->n; i++)
		if (has(A, B->lab[i]) < 0)
			fb[nfb++] = B->lab[i];
	int pa[MAXRANK + 1], pb[MAXRANK + 1], m = 0;
	for (int i = 0; i < nb; i++)
		pa[m++] = has(A, bt[i]);
	for (int i = 0; i < nfa; i++)
		pa[m++] = has(A, fa[i]);
	for (int i = 0; i < nk; i++)
		pa[m++] = has(A, kc[i]);
	m = 0;
	for (int i = 0; i < nb; i++)
		pb[m++] = has(B, bt[i]);
	for (int i = 0; i < nk; i++)
		pb[m++] = has(B, kc[i]);
	for (int i = 0; i < nfb; i++)
		pb[m++] = has(B, fb[i]);
	SV *xa = call2(b, OP_aten_permute_Tensor, A->x, ilist(b, pa, A->n), loc);
	SV *xb = call2(b, OP_aten_permute_Tensor, B->x, ilist(b, pb, B->n), loc);
	SV **sa = NEWA(b->a, SV *, nb + 3), **sb = NEWA(b->a, SV *, nb + 3);
	for (int i = 0; i < nb; i++)
		sa[i] = size(b, xa, i, loc), sb[i] = size(b, xb, i, loc);
	int ia[MAXRANK + 1], ib[MAXRANK + 1];
	for (int i = 0; i < nfa; i++)
		ia[i] = nb + i;
	for (int i = 0; i < nk; i++)
		ib[i] = nb + nfa + i;
	sa[nb] = prod(b, xa, ia, nfa, loc), sa[nb + 1] = prod(b, xa, ib, nk, loc);
	for (int i = 0; i < nk; i++)
		ia[i] = nb + i;
	for (int i = 0; i < nfb; i++)
		ib[i] = nb + nk + i;
	sb[nb] = prod(b, xb, ia, nk, loc), sb[nb + 1] = prod(b, xb, ib, nfb, loc);
	SV *mm = call2(b, OP_aten_matmul_Tensor, call2(b, OP_aten_reshape_Tensor, xa, sv_list(b, sa,
		(uint32_t)nb + 2), loc), call2(b, OP_aten_reshape_Tensor, xb, sv_list(b, sb,
		(uint32_t)nb + 2), loc), loc);
	Term r = {.n = nb + nfa + nfb};
	SV **so = NEWA(b->a, SV *, r.n + 1);
	for (int i = 0; i < nb; i++)
		so[i] = size(b, mm, i, loc), r.lab[i] = bt[i]; /* the batch dims broadcast */
	for (int i = 0; i < nfa; i++)
		so[nb + i] = size(b, xa, nb + i, loc), r.lab[nb + i] = fa[i];
	for (int i = 0; i < nfb; i++)
		so[nb + nfa + i] = size(b, xb, nb + nk + i, loc), r.lab[nb + nfa + i] = fb[i];
	r.x = call2(b, OP_aten_reshape_Tensor, mm, sv_list(b, so, (uint32_t)r.n), loc);
	return r;
}

/* einsum(equation, tensors): the equation spelled out (ir/einsum.c); each term's repeated
 * labels made its diagonal, then the terms contracted left to right as PyTorch's
 * sumproduct_pair does (labels no later term nor the output has summed first), the result
 * permuted to the output's order */
static SV *
einsum(Builder *b, SV *eqs, SV *list, SrcLoc loc)
{
	Attr *ea = eqs->k == SV_VALUE && eqs->v->type->kind == T_STR ? ir_attr(eqs->v->def,
		S_value) : NULL;
	if (!ea || !ea->s) {
		emit_error(b, loc, "einsum(): the equation must be a constant string");
		return sv_poison(b);
	}
	if (list->k != SV_TUPLE || !list->n || list->n > 64) {
		emit_error(b, loc, "einsum(): must provide at least one operand, in a list whose "
			"length is known at compile time");
		return sv_poison(b);
	}
	int nops = (int)list->n;
	int32_t rk[64];
	DType dt = DT_UNDEF;
	for (int i = 0; i < nops; i++) {
		const Type *t = tty(list->el[i]);
		if (!t || t->rank < 0) {
			emit_error(b, loc, "einsum(): the rank of operand %d is not known at compile time",
				i);
			return sv_poison(b);
		}
		if (i && t->dtype != dt) {
			emit_error(b, loc, "einsum(): expected scalar type %s but found %s",
				dtype_tsname(dt), dtype_tsname(t->dtype));
			return sv_poison(b);
		}
		rk[i] = t->rank, dt = t->dtype;
	}
	char buf[256], err[200];
	const char *eq = einsum_equation(ea->s, (uint32_t)nops, rk, buf, sizeof buf, err,
		sizeof err);
	if (!eq) {
		emit_error(b, loc, "einsum(): %s", err);
		return sv_poison(b);
	}
	Term *ts = NEWA(b->a, Term, nops), out = {.n = 0};
	const char *p = eq;
	int nell = 0;
	for (int i = 0; i < nops; i++, p++) {
		Term *t = &ts[i];
		int nl = 0;
		for (const char *e = p; *e && *e != ',' && *e != '-'; e++)
			nl += *e != '.';
		int ne = rk[i] - nl;
		t->x = list->el[i], t->n = 0;
		for (; *p && *p != ',' && *p != '-'; p++) {
			if (*p == '.') {
				for (int j = 0; j < ne; j++)
					t->lab[t->n++] = 128 + (ne - 1 - j);
				nell = ne > nell ? ne : nell;
				p += 2;
			} else
				t->lab[t->n++] = *p;
		}
		for (int q = 0; q < t->n; q++) /* a repeated label: the diagonal, moved last */
			for (int r = q + 1; r < t->n; r++) {
				if (t->lab[r] != t->lab[q])
					continue;
				SV *a[4] = {t->x, ival(b, 0), ival(b, q), ival(b, r)};
				t->x = oprow_apply(b, OP_aten_diagonal_Tensor, a, 4, loc);
				int l = t->lab[q], m = 0;
				for (int j = 0; j < t->n; j++)
					if (j != q && j != r)
						t->lab[m++] = t->lab[j];
				t->lab[m++] = l;
				t->n = m;
				q = -1;
				break;
			}
	}
	Term all = {.n = 0}; /* every label, which the Terms must hold */
	for (int i = 0; i < nops; i++)
		for (int j = 0; j < ts[i].n; j++)
			if (has(&all, ts[i].lab[j]) < 0) {
				if (all.n == MAXRANK) {
					emit_error(b, loc, "einsum(): more than %d distinct subscripts are not "
						"supported", MAXRANK);
					return sv_poison(b);
				}
				all.lab[all.n++] = ts[i].lab[j];
			}
	for (p = strstr(eq, "->") + 2; *p; p++) {
		if (*p == '.') {
			for (int j = nell - 1; j >= 0; j--)
				out.lab[out.n++] = 128 + j;
			p += 2;
		} else
			out.lab[out.n++] = *p;
	}
	Term keep, cur = ts[0];
	needed(ts, 1, nops, &out, &keep);
	sumout(b, &cur, &keep, loc);
	for (int i = 1; i < nops && cur.x->k != SV_POISON; i++) {
		needed(ts, i + 1, nops, &out, &keep);
		Term both = keep; /* B's own labels nothing else needs: summed first */
		for (int j = 0; j < cur.n; j++)
			if (has(&both, cur.lab[j]) < 0)
				both.lab[both.n++] = cur.lab[j];
		sumout(b, &ts[i], &both, loc);
		both = keep;
		for (int j = 0; j < ts[i].n; j++)
			if (has(&both, ts[i].lab[j]) < 0)
				both.lab[both.n++] = ts[i].lab[j];
		sumout(b, &cur, &both, loc);
		cur = contract(b, &cur, &ts[i], &keep, loc);
	}
	int perm[MAXRANK + 1];
	for (int i = 0; i < out.n; i++)
		perm[i] = has(&cur, out.lab[i]);
	SV *r = out.n ? call2(b, OP_aten_permute_Tensor, cur.x, ilist(b, perm, out.n), loc) : cur.x;
	return oprow_apply(b, OP_aten_clone_Tensor, &r, 1, loc); /* a new tensor, not a view */
}

/* the product row o on its arguments (schema order, defaults filled in); NULL if o is not
 * one of these rows */
SV *
products_expand(Builder *b, const Op *o, SV **arg, SrcLoc loc)
{
	switch (op_row(o)) {
	case OP_aten_einsum_Tensor: return einsum(b, arg[0], arg[1], loc);
	case OP_aten_kron_Tensor: return kron(b, arg[0], arg[1], loc);
	case OP_aten_cross_Tensor:
	case OP_aten_linalg_cross_Tensor: return cross(b, o, arg[0], arg[1], arg[2], loc);
	case OP_aten_rot90_Tensor: return rot90(b, arg[0], arg[1], arg[2], loc);
	default: return NULL;
	}
}
