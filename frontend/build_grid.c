/* Sampling grids (F_EXPAND rows of ops.def, handed here by build_multi.c): torch.nn.functional's
 * Python functions, with their checks (1.13):
 *
 *   F.grid_sample(x, grid, mode, padding_mode, align_corners)
 *       torch.grid_sampler(x, grid, mode's number, padding_mode's number, align_corners
 *       (None: False)): ONNX GridSample (backend_onnx/lower_resize.c)
 *   F.affine_grid(theta, size, align_corners)
 *       ATen's affine_grid_generator: the base grid of each output position's normalized
 *       coordinates (x, y[, z], 1), x along W from linspace(-1, 1, W) (times (W - 1) / W
 *       without align_corners; 0 for W = 1), times theta transposed: [N, H, W, 2] or
 *       [N, D, H, W, 3].  linspace as ATen computes it in the dtype: start + i * step below
 *       the half, end - (n - 1 - i) * step from it, step = 2 / (n - 1) */
#include <string.h>
#include "builder.h"
#include "rowkit.h"

static SV *
dval(Builder *b, DType dt)
{
	return sv_value(b, emit_const_dtype(b, dt));
}

static SV *
list(Builder *b, SV **el, uint32_t n)
{
	SV **c = NEWA(b->a, SV *, n ? n : 1);
	for (uint32_t i = 0; i < n; i++)
		c[i] = el[i];
	return sv_list(b, c, n);
}

/* align_corners: None is False (PyTorch warns); -1 after an error */
static int
aligned(Builder *b, const char *who, SV *ac, SrcLoc loc)
{
	int64_t v;
	if (oprow_isnone(ac))
		return 0;
	if (!(ac->k == SV_VALUE && ir_constint(ac->v, &v)))
		return emit_error(b, loc, "%s: align_corners must be known at compile time", who);
	return (int)v;
}

/* F.grid_sample(input, grid, mode, padding_mode, align_corners) */
static SV *
gridsample(Builder *b, SV **arg, SrcLoc loc)
{
	static const char *const modes[] = {"bilinear", "nearest", "bicubic"};
	static const char *const pads[] = {"zeros", "border", "reflection"};
	const char *m = strof(arg[2]), *p = strof(arg[3]);
	int mi = -1, pi = -1;
	for (int i = 0; i < 3; i++) {
		if (m && !strcmp(m, modes[i]))
			mi = i;
		if (p && !strcmp(p, pads[i]))
			pi = i;
	}
	if (mi < 0) {
		emit_error(b, loc, "nn.functional.grid_sample(): expected mode to be 'bilinear', "
			"'nearest' or 'bicubic', but got: '%s'", m ? m : "(known only at run time)");
		return sv_poison(b);
	}
	if (pi < 0) {
		emit_error(b, loc, "nn.functional.grid_sample(): expected padding_mode to be "
			"'zeros', 'border', or 'reflection', but got: '%s'", p ? p :
			"(known only at run time)");
		return sv_poison(b);
	}
	int ac = aligned(b, "grid_sample", arg[4], loc);
	if (ac < 0)
		return sv_poison(b);
	SV *a[5] = {arg[0], arg[1], ival(b, mi), ival(b, pi), sv_value(b, emit_const_bool(b,
		ac))};
	return oprow_apply(b, OP_aten_grid_sampler_Tensor, a, 5, loc);
}

/* linspace(-1, 1, n) in dt as ATen's linspace_from_neg_one: 0 for n <= 1; times (n - 1) / n
 * without align_corners */
static SV *
fromneg1(Builder *b, SV *n, DType dt, int ac, SrcLoc loc)
{
	SV *i = call2(b, OP_aten_to_dtype, call1(b, OP_aten_arange_Tensor, n, loc), dval(b, dt),
		loc);
	SV *nm1 = call2(b, OP_aten_sub_int, n, ival(b, 1), loc);
	SV *nm1t = call2(b, OP_aten_to_dtype, oprow_apply(b, OP_aten_tensor_int, (SV *[]){nm1,
		sv_value(b, emit_const_none(b))}, 2, loc), dval(b, dt), loc);
	SV *step = call2(b, OP_aten_div_Tensor, call2(b, OP_aten_to_dtype, oprow_apply(b,
		OP_aten_tensor_float, (SV *[]){fval(b, 2.0), sv_value(b, emit_const_none(b))}, 2,
		loc), dval(b, dt), loc), nm1t, loc);
	SV *lo = call2(b, OP_aten_add_Scalar, call2(b, OP_aten_mul_Tensor, i, step, loc),
		ival(b, -1), loc);
	SV *hi = call2(b, OP_aten_rsub_Scalar, call2(b, OP_aten_mul_Tensor, call2(b,
		OP_aten_sub_Tensor, nm1t, i, loc), step, loc), ival(b, 1), loc);
	SV *half = call2(b, OP_aten_floordiv_int, n, ival(b, 2), loc);
	SV *v = call3(b, OP_aten_where_self, call2(b, OP_aten_lt_Scalar, i, half, loc), lo, hi,
		loc);
	if (!ac) {
		SV *nt = call2(b, OP_aten_add_Scalar, nm1t, ival(b, 1), loc);
		v = call2(b, OP_aten_div_Tensor, call2(b, OP_aten_mul_Tensor, v, nm1t, loc), nt, loc);
	}
	/* n = 1: 0 (the formulas' 0 / 0 there) */
	return call3(b, OP_aten_masked_fill_Scalar, v, call2(b, OP_aten_le_Scalar, call2(b,
		OP_aten_add_Scalar, call2(b, OP_aten_mul_Scalar, i, ival(b, 0), loc), nm1t, loc),
		ival(b, 0), loc), ival(b, 0), loc);
}

/* F.affine_grid(theta, size, align_corners) */
static SV *
affinegrid(Builder *b, SV **arg, SrcLoc loc)
{
	SV *th = arg[0], *size = arg[1];
	const Type *t = th->v->type;
	if (th->k != SV_VALUE || t->rank < 0 || t->dtype == DT_UNDEF) {
		emit_error(b, loc, "affine_grid: the dtype and rank of theta must be known at "
			"compile time");
		return sv_poison(b);
	}
	if (!dtype_isfloat(t->dtype)) {
		emit_error(b, loc, "affine_grid: Expected theta to have floating point type, but got "
			"%s", dtype_tsname(t->dtype));
		return sv_poison(b);
	}
	if (size->k != SV_TUPLE || (size->n != 4 && size->n != 5)) {
		emit_error(b, loc, "affine_grid: affine_grid only supports 4D and 5D sizes, for 2D "
			"and 3D affine transforms, respectively (the size must be a list of known "
			"length)");
		return sv_poison(b);
	}
	int sp = (int)size->n - 2; /* spatial dims */
	Dim r = t->dims[1], c = t->dims[2];
	if (t->rank != 3 || (dim_known(r) && r != sp) || (dim_known(c) && c != sp + 1)) {
		emit_error(b, loc, "affine_grid: Expected a batch of %dD affine matrices of shape "
			"Nx%dx%d for size of length %u", sp, sp, sp + 1, size->n);
		return sv_poison(b);
	}
	for (uint32_t i = 0; i < size->n; i++) {
		int64_t v;
		if (size->el[i]->k == SV_VALUE && ir_constint(size->el[i]->v, &v) && v <= 0) {
			emit_error(b, loc, "affine_grid: Expected non-zero, positive output size");
			return sv_poison(b);
		}
	}
	int ac = aligned(b, "affine_grid", arg[2], loc);
	if (ac < 0)
		return sv_poison(b);
	DType dt = t->dtype;
	/* the base grid [*spatial, sp + 1]: coordinate k along spatial dim sp - 1 - k */
	SV *sh[MAXRANK], *cols[4];
	for (int k = 0; k < sp; k++)
		sh[k] = size->el[2 + k];
	for (int k = 0; k < sp; k++) {
		int along = sp - 1 - k; /* x: the last spatial dim */
		SV *v = fromneg1(b, size->el[2 + along], dt, ac, loc);
		SV *vs[MAXRANK];
		for (int j = 0; j < sp; j++)
			vs[j] = ival(b, j == along ? -1 : 1);
		v = call2(b, OP_aten_reshape_Tensor, v, list(b, vs, (uint32_t)sp), loc);
		cols[k] = call2(b, OP_aten_expand_Tensor, v, list(b, sh, (uint32_t)sp), loc);
	}
	cols[sp] = call2(b, OP_aten_add_Scalar, call2(b, OP_aten_mul_Scalar, cols[0], ival(b, 0),
		loc), ival(b, 1), loc);
	SV *base = call2(b, OP_aten_stack_Tensor, list(b, cols, (uint32_t)sp + 1), ival(b, -1),
		loc);
	SV *flat = call2(b, OP_aten_reshape_Tensor, base, list(b, (SV *[]){ival(b, -1), ival(b,
		sp + 1)}, 2), loc);
	SV *tt = call3(b, OP_aten_transpose_int, th, ival(b, 1), ival(b, 2), loc);
	SV *g = call2(b, OP_aten_matmul_Tensor, flat, tt, loc); /* [N, prod, sp] */
	SV *os[MAXRANK];
	os[0] = call2(b, OP_aten_size_int, th, ival(b, 0), loc);
	for (int k = 0; k < sp; k++)
		os[1 + k] = sh[k];
	os[1 + sp] = ival(b, sp);
	return call2(b, OP_aten_reshape_Tensor, g, list(b, os, (uint32_t)sp + 2), loc);
}

/* the row o on its arguments (schema order, defaults filled in); NULL if o is not one of
 * these rows */
SV *
grid_expand(Builder *b, const Op *o, SV **arg, SrcLoc loc)
{
	switch (op_row(o)) {
	case OP_aten_grid_sample_py: return gridsample(b, arg, loc);
	case OP_aten_affine_grid_py: return affinegrid(b, arg, loc);
	default: return NULL;
	}
}
