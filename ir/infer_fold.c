/* F.unfold (im2col) and F.fold (col2im) (aten/src/ATen/native/Im2Col.cpp, Col2Im.cpp,
 * 1.13): their constant parameters (one int or two each) and inference:
 *   unfold(x [N,] C, H, W)      -> [N,] C kh kw, L   L = oh ow, oh = floor((H + 2 ph -
 *                                 dh (kh - 1) - 1) / sh) + 1, which must be >= 1
 *   fold(x [N,] C kh kw, L, output_size (H, W)) -> [N,] C, H, W   L must be oh ow
 * float16, float32, float64; the non-batch dims nonempty. */
#include "ir.h"

/* the int[2] argument s into v (one int broadcast); -1 after a diagnostic */
static int
pair(Diag *d, int opset, const Node *n, const char *s, int64_t *v)
{
	const Value *a = ir_in(n, (uint32_t)arg_at(n, s));
	int64_t buf[MAXRANK];
	if (ir_constint(a, &v[0])) {
		v[1] = v[0];
		return 0;
	}
	int k = arg_ints(a, buf, MAXRANK);
	if (k < 0)
		return arg_fail(d, opset, n, "%s must be constants", s);
	if (k != 1 && k != 2)
		return arg_fail(d, opset, n, "%s must be one int or two", s);
	v[0] = buf[0], v[1] = buf[k - 1];
	return 0;
}

int
fold_params(Diag *d, int opset, const Node *n, FoldParams *p)
{
	p->fold = arg_at(n, "output_size") >= 0;
	if ((p->fold && pair(d, opset, n, "output_size", p->out) < 0) ||
	    pair(d, opset, n, "kernel_size", p->k) < 0 || pair(d, opset, n, "dilation", p->d) < 0 ||
	    pair(d, opset, n, "padding", p->p) < 0 || pair(d, opset, n, "stride", p->s) < 0)
		return -1;
	for (int i = 0; i < 2; i++) {
		if (p->k[i] <= 0)
			return arg_fail(d, opset, n, "kernel size should be greater than zero, but got "
				"kernel_height: %lld kernel_width: %lld", (long long)p->k[0], (long long)p->k[1]);
		if (p->s[i] <= 0)
			return arg_fail(d, opset, n, "stride should be greater than zero, but got "
				"stride_height: %lld stride_width: %lld", (long long)p->s[0], (long long)p->s[1]);
		if (p->d[i] <= 0)
			return arg_fail(d, opset, n, "dilation should be greater than zero, but got "
				"dilation_height: %lld dilation_width: %lld", (long long)p->d[0],
				(long long)p->d[1]);
		if (p->p[i] < 0)
			return arg_fail(d, opset, n, "padding should be non-negative, but got pad_height: "
				"%lld pad_width: %lld", (long long)p->p[0], (long long)p->p[1]);
	}
	return 0;
}

/* the number of blocks along spatial dim i for a size l */
int64_t
fold_blocks(const FoldParams *p, int i, int64_t l)
{
	int64_t num = l + 2 * p->p[i] - p->d[i] * (p->k[i] - 1) - 1;
	return (num >= 0 ? num / p->s[i] : -((-num + p->s[i] - 1) / p->s[i])) + 1;
}

int
infer_fold(Graph *g, Node *n, Diag *d)
{
	(void)g;
	const Type *x = ir_in(n, 0)->type;
	FoldParams p;
	if (fold_params(d, ARG_INFER, n, &p) < 0)
		return -1;
	const char *nm = p.fold ? "col2im_out_cpu" : "im2col_out_cpu";
	if (x->dtype != DT_UNDEF && x->dtype != DT_F16 && x->dtype != DT_F32 && x->dtype != DT_F64)
		return infer_fail(d, n, "\"%s\" not implemented for %s", nm, dtype_name(x->dtype));
	if (p.fold && x->dtype == DT_F16) /* col2im's float16 sums: their order not reproduced */
		return infer_fail(d, n, "float16 inputs of fold are not supported yet");
	if (x->rank < 0)
		return infer_fail(d, n, "the input's rank must be known");
	Dim out[4];
	int b = p.fold ? x->rank == 3 : x->rank == 4;
	if (p.fold ? (x->rank != 2 && x->rank != 3) : (x->rank != 3 && x->rank != 4))
		return infer_fail(d, n, "Expected %s (unbatched) or %s (batched) input tensor, but got "
			"input of rank %d", p.fold ? "2D" : "3D", p.fold ? "3D" : "4D", x->rank);
	for (int32_t i = b; i < x->rank; i++)
		if (x->dims[i] == 0)
			return infer_fail(d, n, "Expected non-empty %s input tensor, but got an empty dim "
				"%d", p.fold ? "2D or 3D" : "3D or 4D", i);
	int64_t kk = p.k[0] * p.k[1];
	if (!p.fold) {
		Dim c = x->dims[b], h = x->dims[b + 1], w = x->dims[b + 2];
		int64_t oh = dim_known(h) ? fold_blocks(&p, 0, h) : 1;
		int64_t ow = dim_known(w) ? fold_blocks(&p, 1, w) : 1;
		if (oh < 1 || ow < 1)
			return infer_fail(d, n, "Given input with spatial size (%lld, %lld), kernel_size="
				"(%lld, %lld), dilation=(%lld, %lld), padding=(%lld, %lld), calculated shape "
				"of the array of sliding blocks as (%lld, %lld), but its components must be "
				"at least one.", (long long)h, (long long)w, (long long)p.k[0],
				(long long)p.k[1], (long long)p.d[0], (long long)p.d[1], (long long)p.p[0],
				(long long)p.p[1], (long long)oh, (long long)ow);
		if (b)
			out[0] = x->dims[0];
		out[b] = dim_known(c) ? c * kk : DIM_UNKNOWN;
		out[b + 1] = dim_known(h) && dim_known(w) ? oh * ow : DIM_UNKNOWN;
		infer_set(n, 0, ty_tensor(x->dtype, b + 2, out));
		return 0;
	}
	Dim ck = x->dims[b], l = x->dims[b + 1];
	if (dim_known(ck) && ck % kk)
		return infer_fail(d, n, "Expected size of input's dimension %d to be divisible by the "
			"product of kernel_size, but got input.size(%d)=%lld and kernel_size=(%lld, %lld).",
			b, b, (long long)ck, (long long)p.k[0], (long long)p.k[1]);
	int64_t oh = fold_blocks(&p, 0, p.out[0]), ow = fold_blocks(&p, 1, p.out[1]);
	if (oh < 1 || ow < 1 || (dim_known(l) && l != oh * ow))
		return infer_fail(d, n, "Given output_size=(%lld, %lld), kernel_size=(%lld, %lld), "
			"dilation=(%lld, %lld), padding=(%lld, %lld), stride=(%lld, %lld), expected size "
			"of input's dimension %d to match the calculated number of sliding blocks %lld * "
			"%lld = %lld, but got input.size(%d)=%lld.", (long long)p.out[0],
			(long long)p.out[1], (long long)p.k[0], (long long)p.k[1], (long long)p.d[0],
			(long long)p.d[1], (long long)p.p[0], (long long)p.p[1], (long long)p.s[0],
			(long long)p.s[1], b + 1, (long long)oh, (long long)ow, (long long)(oh * ow), b + 1,
			(long long)l);
	if (b)
		out[0] = x->dims[0];
	out[b] = dim_known(ck) ? ck / kk : DIM_UNKNOWN;
	out[b + 1] = p.out[0], out[b + 2] = p.out[1];
	infer_set(n, 0, ty_tensor(x->dtype, b + 3, out));
	return 0;
}
