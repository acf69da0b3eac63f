/* pixel_shuffle, pixel_unshuffle, channel_shuffle (and native_channel_shuffle): their
 * inference, with PyTorch's checks (aten/src/ATen/native/PixelShuffle.cpp,
 * ChanelShuffle.cpp, 1.13) where the sizes are known:
 *   pixel_shuffle(x [*, C r^2, H, W], r)    -> [*, C, H r, W r]   r > 0, at least 3 dims
 *   pixel_unshuffle(x [*, C, H r, W r], r)  -> [*, C r^2, H, W]
 *   channel_shuffle(x [N, C, *], g)         -> the same shape, channels regrouped; > 2 dims
 * Every dtype, empty tensors too (pixel_unshuffle's result is then the input's shape).
 * The factor must be a constant. */
#include <string.h>
#include "ir.h"

/* a known size times m divided by q, or DIM_UNKNOWN */
static Dim
scaled(Dim d, int64_t m, int64_t q)
{
	return dim_known(d) ? d * m / q : DIM_UNKNOWN;
}

int
shuffle_factor(Diag *d, int opset, const Node *n, int64_t *k)
{
	return arg_int(d, opset, n, sym_str(n->op->args[1].name), k);
}

int
infer_shuffle(Graph *g, Node *n, Diag *d)
{
	(void)g;
	const Type *x = ir_in(n, 0)->type;
	const char *nm = sym_str(n->op->name);
	int64_t k;
	if (shuffle_factor(d, ARG_INFER, n, &k) < 0)
		return -1;
	if (x->rank < 0)
		return infer_fail(d, n, "the input's rank must be known");
	int32_t r = x->rank;
	Dim out[MAXRANK];
	for (int32_t i = 0; i < r; i++)
		out[i] = x->dims[i];
	if (n->op->args[1].name == SYMC("groups")) {
		if (r <= 2)
			return infer_fail(d, n, "channel_shuffle expects input with > 2 dims, but got "
				"input with %d dims", r);
		if (k <= 0)
			return infer_fail(d, n, "Number of groups to divide channels in must be "
				"positive. Value of groups:%lld", (long long)k);
		if (dim_known(x->dims[1]) && x->dims[1] % k)
			return infer_fail(d, n, "Number of channels must be divisible by groups. Got "
				"%lld channels and %lld groups.", (long long)x->dims[1], (long long)k);
		infer_set(n, 0, ty_tensor(x->dtype, r, out));
		return 0;
	}
	int up = !strcmp(nm, "pixel_shuffle"); /* else pixel_unshuffle */
	if (r < 3)
		return infer_fail(d, n, "%s expects input to have at least 3 dimensions, but got "
			"input with %d dimension(s)", nm, r);
	if (k <= 0)
		return infer_fail(d, n, "%s expects a positive %s, but got %lld", nm,
			up ? "upscale_factor" : "downscale_factor", (long long)k);
	Dim c = x->dims[r - 3], h = x->dims[r - 2], w = x->dims[r - 1];
	if (up) {
		if (dim_known(c) && c % (k * k))
			return infer_fail(d, n, "pixel_shuffle expects its input's 'channel' dimension "
				"to be divisible by the square of upscale_factor, but input.size(-3)=%lld "
				"is not divisible by %lld", (long long)c, (long long)(k * k));
		out[r - 3] = scaled(c, 1, k * k);
		out[r - 2] = scaled(h, k, 1);
		out[r - 1] = scaled(w, k, 1);
	} else {
		if (dim_known(h) && h % k)
			return infer_fail(d, n, "pixel_unshuffle expects height to be divisible by "
				"downscale_factor, but input.size(-2)=%lld is not divisible by %lld",
				(long long)h, (long long)k);
		if (dim_known(w) && w % k)
			return infer_fail(d, n, "pixel_unshuffle expects width to be divisible by "
				"downscale_factor, but input.size(-1)=%lld is not divisible by %lld",
				(long long)w, (long long)k);
		out[r - 3] = scaled(c, k * k, 1);
		out[r - 2] = scaled(h, 1, k);
		out[r - 1] = scaled(w, 1, k);
	}
	/* pixel_unshuffle of an empty tensor is a copy of it in 1.13 (after the checks; its
	 * numel() == 0 shortcut): where the input may be empty, the three sizes are unknown */
	int empty = 0, maybe = 0;
	for (int32_t i = 0; i < r; i++) {
		empty |= x->dims[i] == 0;
		maybe |= !dim_known(x->dims[i]);
	}
	for (int32_t i = r - 3; i < r && !up && (empty || maybe); i++)
		out[i] = empty ? x->dims[i] : DIM_UNKNOWN;
	if (k == 1) /* the same sizes, symbolic ones too */
		for (int32_t i = 0; i < r; i++)
			out[i] = x->dims[i];
	infer_set(n, 0, ty_tensor(x->dtype, r, out));
	return 0;
}
