/* F.interpolate and its older names (F.upsample, F.upsample_nearest, F.upsample_bilinear):
 * their arguments read one way for inference and lowering (resize_params), checked in the
 * order torch/nn/functional.py (1.13) checks them, and the inference.  PyTorch's rules:
 *   mode         nearest, nearest-exact, area (align_corners must be None), linear (3-d),
 *                bilinear and bicubic (4-d), trilinear (5-d) (align_corners None: False)
 *   size         one int for every spatial dim, or one per dim; or scale_factor, one float
 *                or one per dim; exactly one of them
 *   output size  size, else floor(double(L) * scale_factor) (aten's compute_output_size)
 *   scales       the kernels use 1 / scale_factor where it was given and not recomputed
 *                (recompute_scale_factor=True, and always for area: the output size is
 *                computed first and the scale factors dropped), else L / out
 *   checks       the non-batch input dims and every output size > 0
 * Dtypes (CPU kernels of 1.13): float32, float64; uint8 in the nearest modes; float16 and
 * other integers are refused; bfloat16 but in nearest-exact, which scriptc takes in nearest
 * only (the other modes' bfloat16 kernels round their weights and sums their own way). */
#include <math.h>
#include <string.h>
#include "ir.h"

static const char *modes[] = {"nearest", "nearest-exact", "area", "linear", "bilinear",
	"bicubic", "trilinear"};

/* the float[] argument v into out (at most max); its length, -1 if not constants */
static int
floats(const Value *v, double *out, int max)
{
	Node *d = v->def;
	int64_t *c;
	uint32_t n;
	if (ir_constints(v, &c, &n)) { /* never for float[], kept for safety */
		if ((int)n > max)
			return -1;
		for (uint32_t i = 0; i < n; i++)
			out[i] = (double)c[i];
		return (int)n;
	}
	if (d->kind != S_prim_ListConstruct || (int)d->nin > max)
		return -1;
	for (uint32_t i = 0; i < d->nin; i++)
		if (!ir_constfloat(ir_in(d, i), &out[i]))
			return -1;
	return (int)d->nin;
}

/* an int argument: a Python int, or (in lowering, its producer lowered) a 0-d int64 */
int
resize_isint(const Value *v)
{
	return v->type->kind == T_INT || (v->type->kind == T_TENSOR && v->type->rank == 0);
}

/* the constant str argument called s, or NULL (reported) */
static const char *
strarg(Diag *d, int opset, const Node *n, const char *s)
{
	Attr *a = ir_attr(ir_in(n, (uint32_t)arg_at(n, s))->def, S_value);
	if (!a || !a->s) {
		arg_fail(d, opset, n, "%s must be a constant", s);
		return NULL;
	}
	return a->s;
}

/* the optional bool argument called s: -1 None (or absent), 0, 1; -2 after a diagnostic */
static int
optbool(Diag *d, int opset, const Node *n, const char *s)
{
	int i = arg_at(n, s);
	int64_t v;
	if (i < 0 || ir_isnone(ir_in(n, i)))
		return -1;
	if (arg_int(d, opset, n, s, &v) < 0)
		return -2;
	return v != 0;
}

int
resize_params(Diag *d, int opset, const Node *n, const Type *x, ResizeParams *p)
{
	memset(p, 0, sizeof *p);
	const char *nm = sym_str(n->op->name), *mode = "nearest";
	int align = -1;
	if (!strcmp(nm, "upsample_bilinear")) {
		mode = "bilinear";
		align = 1;
	} else if (arg_at(n, "mode") >= 0 && !(mode = strarg(d, opset, n, "mode"))) {
		return -1;
	}
	if (arg_at(n, "align_corners") >= 0 && (align = optbool(d, opset, n, "align_corners")) < -1)
		return -1;
	p->mode = -1;
	for (int k = 0; k < (int)(sizeof modes / sizeof *modes); k++)
		if (!strcmp(mode, modes[k]))
			p->mode = k;
	if (p->mode >= 0 && p->mode <= RS_AREA && align >= 0)
		return arg_fail(d, opset, n, "align_corners option can only be set with the "
			"interpolating modes: linear | bilinear | bicubic | trilinear");
	p->align = align > 0;
	if (x->rank < 0)
		return arg_fail(d, opset, n, "the input's rank must be known");
	int nd = p->nd = x->rank - 2;
	int si = arg_at(n, "size"), fi = arg_at(n, "scale_factor");
	const Value *sv = ir_in(n, (uint32_t)si), *fv = ir_in(n, (uint32_t)fi);
	int hass = !ir_isnone(sv), hasf = !ir_isnone(fv);
	if (hass && hasf)
		return arg_fail(d, opset, n, "only one of size or scale_factor should be defined");
	if (!hass && !hasf)
		return arg_fail(d, opset, n, "either size or scale_factor should be defined");
	if (nd < 0 || nd > 3) /* PyTorch's own checks come after the sizes' (below) */
		nd = 0;
	if (hass) {
		p->bysize = 1;
		if (resize_isint(sv)) {
			Dim one = infer_dimval(sv);
			for (int k = 0; k < nd; k++)
				p->size[k] = one;
		} else {
			Dim buf[MAXRANK];
			int k = infer_ints(sv, buf, MAXRANK);
			if (k < 0 && opset == ARG_INFER)
				return arg_fail(d, opset, n, "size must be a list of known length");
			if (k < 0) { /* lowered already (inference checked it): sizes at run time */
				k = x->rank - 2;
				for (int j = 0; j < k && j < MAXRANK; j++)
					buf[j] = DIM_UNKNOWN;
			}
			if (k != x->rank - 2)
				return arg_fail(d, opset, n, "Input and output must have the same number "
					"of spatial dimensions, but got input with %d spatial dimensions and "
					"output size of %d", x->rank - 2, k);
			for (int j = 0; j < nd; j++)
				p->size[j] = buf[j];
		}
	} else {
		if (fv->type->kind == T_FLOAT || fv->type->kind == T_INT) {
			double one;
			if (!ir_constfloat(fv, &one))
				return arg_fail(d, opset, n, "scale_factor must be a constant");
			for (int k = 0; k < nd; k++)
				p->scale[k] = one;
		} else {
			double buf[MAXRANK];
			int k = floats(fv, buf, MAXRANK);
			if (k < 0)
				return arg_fail(d, opset, n, "scale_factor must be constants");
			if (k != x->rank - 2)
				return arg_fail(d, opset, n, "Input and scale_factor must have the same "
					"number of spatial dimensions, but got input with %d spatial "
					"dimensions and scale_factor of %d", x->rank - 2, k);
			memcpy(p->scale, buf, sizeof *buf * (size_t)nd);
		}
		p->hasscale = 1;
	}
	int recompute = optbool(d, opset, n, "recompute_scale_factor");
	if (recompute < -1)
		return -1;
	if (recompute > 0 && hass)
		return arg_fail(d, opset, n, "recompute_scale_factor is not meaningful with an "
			"explicit size.");
	if (p->mode == RS_AREA || recompute > 0)
		p->hasscale = 0; /* the output size computed first, as Python does; the scales dropped */
	int64_t aa = 0;
	if (arg_at(n, "antialias") >= 0 && arg_int(d, opset, n, "antialias", &aa) < 0)
		return -1;
	if (aa && !((p->mode == RS_BILINEAR || p->mode == RS_BICUBIC) && x->rank == 4))
		return arg_fail(d, opset, n, "Anti-alias option is only supported for bilinear and "
			"bicubic modes");
	static const int want[] = {0, 0, 0, 3, 4, 4, 5};
	if (p->mode >= 0 && want[p->mode] && want[p->mode] != x->rank && x->rank >= 3 &&
	    x->rank <= 5)
		return arg_fail(d, opset, n, "Got %dD input, but %s mode needs %dD input", x->rank,
			mode, want[p->mode]);
	if (p->mode < 0 || x->rank < 3 || x->rank > 5)
		return arg_fail(d, opset, n, "Input Error: Only 3D, 4D and 5D input Tensors supported"
			" (got %dD) for the modes: nearest | linear | bilinear | bicubic | trilinear | "
			"area | nearest-exact (got %s)", x->rank, mode);
	if (aa)
		return arg_fail(d, opset, n, "antialias=True is not supported yet");
	return 0;
}

/* the output size along spatial dim k for an input size l (a Dim) */
Dim
resize_outsize(const ResizeParams *p, int k, Dim l)
{
	if (p->bysize)
		return p->size[k];
	if (!dim_known(l))
		return DIM_UNKNOWN;
	double o = floor((double)l * p->scale[k]);
	return o < 0 ? DIM_UNKNOWN : (Dim)o; /* negative: reported by infer_resize */
}

/* size= along spatial dim k where it is a constant: 1 and *c, else 0 */
static int
sizeconst(const Node *n, int k, int64_t *c)
{
	const Value *sv = ir_in(n, (uint32_t)arg_at(n, "size"));
	int64_t *cs;
	uint32_t m;
	if (resize_isint(sv))
		return ir_constint(sv, c);
	if (ir_constints(sv, &cs, &m))
		return k < (int)m ? (*c = cs[k], 1) : 0;
	return sv->def->kind == S_prim_ListConstruct && k < (int)sv->def->nin &&
		ir_constint(ir_in(sv->def, (uint32_t)k), c);
}

/* PyTorch's kernel names in its "not implemented for" errors, by mode */
static const char *kernels[] = {"compute_indices_weights_nearest",
	"compute_indices_weights_nearest", "adaptive_avg_pool2d", "compute_indices_weights_linear",
	"upsample_bilinear2d_channels_last", "compute_indices_weights_cubic",
	"upsample_trilinear3d_channels_last"};

int
infer_resize(Graph *g, Node *n, Diag *d)
{
	(void)g;
	const Type *x = ir_in(n, 0)->type;
	ResizeParams p;
	if (resize_params(d, ARG_INFER, n, x, &p) < 0)
		return -1;
	DType dt = x->dtype;
	int nearest = p.mode == RS_NEAREST || p.mode == RS_NEAREST_EXACT;
	if (dt != DT_UNDEF && dt != DT_F32 && dt != DT_F64 && dt != DT_BF16 &&
	    !(nearest && dt == DT_U8))
		return infer_fail(d, n, "\"%s\" not implemented for %s", kernels[p.mode],
			dtype_name(dt));
	if (dt == DT_BF16 && p.mode == RS_NEAREST_EXACT)
		return infer_fail(d, n, "\"%s\" not implemented for %s", kernels[p.mode],
			dtype_name(dt));
	/* nearest only moves elements; the others' bfloat16 kernels round their weights and
	 * sums in ways not yet reproduced */
	if (dt == DT_BF16 && p.mode != RS_NEAREST)
		return infer_fail(d, n, "bfloat16 inputs are not supported yet in mode '%s'",
			modes[p.mode]);
	Dim out[MAXRANK];
	for (int32_t k = 0; k < x->rank; k++) {
		out[k] = x->dims[k];
		if (k >= 1 && x->dims[k] == 0)
			return infer_fail(d, n, "Non-empty %dD data tensor expected but got a tensor "
				"with size 0 along dim %d", x->rank, k);
	}
	for (int k = 0; k < p.nd; k++) {
		Dim l = x->dims[2 + k];
		if (!p.bysize && p.scale[k] <= 0)
			return infer_fail(d, n, "Input and output sizes should be greater than 0, but "
				"got scale_factor %g", p.scale[k]);
		Dim o = resize_outsize(&p, k, l);
		int64_t c;
		if (p.bysize) {
			if (sizeconst(n, k, &c) && c <= 0)
				return infer_fail(d, n, "Input and output sizes should be greater than 0, "
					"but got output size %lld along dim %d", (long long)c, 2 + k);
		} else if (dim_known(l) && o <= 0) {
			return infer_fail(d, n, "Input and output sizes should be greater than 0, but "
				"got input size %lld and output size %lld along dim %d", (long long)l,
				(long long)floor((double)l * p.scale[k]), 2 + k);
		}
		out[2 + k] = o;
	}
	infer_set(n, 0, ty_tensor(dt, x->rank, out));
	return 0;
}

/* grid_sampler(input [N, C, H, W], grid [N, Ho, Wo, 2], mode, padding_mode, align_corners):
 * [N, C, Ho, Wo] (PyTorch's checks, in its words; 3-d sampling is refused at lowering) */
int
infer_gridsample(Graph *g, Node *n, Diag *d)
{
	(void)g;
	const Type *x = ir_in(n, 0)->type, *gr = ir_in(n, 1)->type;
	int64_t mode, pad;
	if (x->rank < 0 || gr->rank < 0 || x->dtype == DT_UNDEF)
		return infer_fail(d, n, "the ranks and dtypes of input and grid must be known at "
			"compile time");
	if (x->dtype != DT_F32 && x->dtype != DT_F64)
		return infer_fail(d, n, "grid_sampler_2d_cpu not implemented for %s",
			dtype_tsname(x->dtype));
	if (gr->dtype != x->dtype)
		return infer_fail(d, n, "grid_sampler(): expected input and grid to have same dtype, "
			"but input has %s and grid has %s", dtype_tsname(x->dtype),
			dtype_tsname(gr->dtype));
	if (x->rank != 4 && x->rank != 5)
		return infer_fail(d, n, "grid_sampler(): expected 4D or 5D input and grid with same "
			"number of dimensions, but got input with sizes of rank %d", (int)x->rank);
	if (gr->rank != x->rank)
		return infer_fail(d, n, "grid_sampler(): expected grid to have the input's %d "
			"dimensions, but got grid with rank %d", (int)x->rank, (int)gr->rank);
	Dim last = gr->dims[gr->rank - 1];
	if (dim_known(last) && last != x->rank - 2)
		return infer_fail(d, n, "grid_sampler(): expected grid to have size %d in last "
			"dimension, but got grid with size %lld", (int)x->rank - 2, (long long)last);
	if (dim_known(x->dims[0]) && dim_known(gr->dims[0]) && x->dims[0] != gr->dims[0])
		return infer_fail(d, n, "grid_sampler(): expected grid and input to have same batch "
			"size, but got input with batch %lld and grid with batch %lld",
			(long long)x->dims[0], (long long)gr->dims[0]);
	if (!arg_const(n, "interpolation_mode", 0, &mode) || !arg_const(n, "padding_mode", 0,
	    &pad))
		return infer_fail(d, n, "mode and padding_mode must be constants");
	if (mode < 0 || mode > 2 || pad < 0 || pad > 2)
		return infer_fail(d, n, "grid_sampler(): unknown interpolation mode %lld or padding "
			"mode %lld", (long long)mode, (long long)pad);
	if (mode == 2 && x->rank == 5)
		return infer_fail(d, n, "grid_sampler(): bicubic interpolation only supports 4D "
			"input");
	Dim out[MAXRANK];
	out[0] = x->dims[0], out[1] = x->dims[1];
	for (int32_t k = 2; k < x->rank; k++)
		out[k] = gr->dims[k - 1];
	infer_set(n, 0, ty_tensor(x->dtype, x->rank, out));
	return 0;
}
