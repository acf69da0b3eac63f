/* Devices: `x.device`, `torch.device("cpu")`, `str(d)`, `d.type`, `d.index`, `d == e`, and
 * the checks of device arguments (`device=`, `.to(d)`).
 *
 * The ONNX model runs wherever ONNX Runtime runs it; the script is compiled as PyTorch on
 * CPU runs it (as torch.jit.script of it runs on a CPU-only PyTorch 1.13), so every tensor's
 * device is the compile-time value "cpu", and a device is a constant: a T_DEVICE value with
 * its text ("cpu" or "cpu:N") as a string constant has it.  A CUDA device has no meaning in
 * the model; where it only places or moves a tensor (x.cuda(), x.to("cuda"), a factory's
 * device="cuda"), the values are the CPU's, so it is ignored with a warning (issue 22: "no-ops
 * with a warning where they only move data"; x.device stays "cpu" and x.is_cuda False after
 * it, as the model is the CPU's); anywhere else (a comparison) and for other accelerators it
 * is a located error, not a model that silently ignores it. */
#include <stdlib.h>
#include <string.h>
#include "builder.h"

Value *
emit_const_device(Builder *b, const char *text, SrcLoc loc)
{
	Value *v = ir_const_str(b->g, ir_end(b->blk), text, loc);
	v->type = ty_device(); /* its own node, as emit_const_dtype's */
	return v;
}

/* the text of v, a constant or an If's output whose branches give the same text (a device
 * chosen in a branch: `d = x.device if c else torch.device("cpu")`), or NULL */
static const char *
text(const Value *v, int depth)
{
	if (ir_isconst(v)) {
		Attr *at = ir_attr(v->def, S_value);
		return at && at->kind == A_STR ? at->s : NULL;
	}
	if (depth > 32 || v->def->kind != S_prim_If || v->def->nblk != 2)
		return NULL;
	const char *a = text(ir_result(v->def->blk[0], v->idx), depth + 1);
	const char *b = a ? text(ir_result(v->def->blk[1], v->idx), depth + 1) : NULL;
	return b && !strcmp(a, b) ? a : NULL;
}

/* the text of a device or string known at compile time, or NULL */
const char *
device_text(const SV *s)
{
	if (s->k != SV_VALUE || (s->v->type->kind != T_DEVICE && s->v->type->kind != T_STR))
		return NULL;
	return text(s->v, 0);
}

/* "cpu", "cpu:N" (N digits, no sign or leading '+'), as c10::Device's parser takes them:
 * 1, 0 for a CUDA (or other) device's name, -1 for text that is no device at all */
static int
iscpu(const char *s)
{
	static const char *other[] = {"cuda", "mps", "xpu", "meta", "hip", "xla", "vulkan",
		"ipu", "ort", "mkldnn", "opengl", "opencl", "ideep", "fpga", "ve", "lazy", "hpu",
		"mtia"};
	size_t n = strcspn(s, ":");
	const char *idx = s[n] == ':' ? s + n + 1 : NULL;
	if (idx && (!*idx || strspn(idx, "0123456789") != strlen(idx) ||
	    (idx[0] == '0' && idx[1])))
		return -1;
	if (n == 3 && !strncmp(s, "cpu", 3))
		return 1;
	for (size_t i = 0; i < sizeof other / sizeof *other; i++)
		if (strlen(other[i]) == n && !strncmp(s, other[i], n))
			return 0;
	return -1;
}

/* 0 if the device (a string or a device) is the CPU, else -1 after a located error */
int
device_check(Builder *b, const SV *s, SrcLoc loc)
{
	const char *t = device_text(s);
	if (!t) {
		if (s->k == SV_VALUE && s->v->type->kind == T_STR)
			return emit_error(b, loc, "the device must be known at compile time");
		return 0; /* not a device: the overload matching reports it */
	}
	int c = iscpu(t);
	if (c == 1)
		return 0;
	if (c == 0)
		return emit_error(b, loc, "device '%s': the model is compiled as PyTorch runs it "
			"on the CPU, and runs wherever ONNX Runtime runs it; only the 'cpu' device "
			"has a meaning in it", t);
	return emit_error(b, loc, "invalid device string '%s' (PyTorch raises here)", t);
}

/* "cuda", "cuda:N" */
static int
iscuda(const char *t)
{
	return strcspn(t, ":") == 4 && !strncmp(t, "cuda", 4) && iscpu(t) == 0;
}

/* the warning of a tensor placed on or moved to a CUDA device (what: the call's spelling) */
void
device_ignored(Builder *b, const char *what, SrcLoc loc)
{
	diag(b->d, DIAG_WARNING, loc, "%s: the model is compiled as PyTorch runs it on the CPU, "
		"and runs wherever ONNX Runtime runs it: the move to a CUDA device is ignored", what);
}

/* device_check of a device that places or moves a tensor (a factory's device=, x.to(d)):
 * 0 for the CPU, 1 after a warning for a CUDA device (the tensor stays on the CPU), else -1
 * after a located error */
int
device_place(Builder *b, const SV *s, SrcLoc loc)
{
	const char *t = device_text(s);
	if (t && iscuda(t)) {
		device_ignored(b, arena_printf(b->a, "device '%s'", t), loc);
		return 1;
	}
	return device_check(b, s, loc);
}

/* torch.device("cpu"), torch.device("cpu:0"): a device constant; torch.device("cuda") too,
 * a value that only its uses judge (device_place, device_check).  TorchScript 1.13 takes
 * only the one-string form (torch.device("cpu", 0) is "Arguments for call are not valid") */
SV *
device_new(Builder *b, SV **pos, uint32_t npos, uint32_t nkw, SrcLoc loc)
{
	const char *t = npos == 1 && !nkw ? device_text(pos[0]) : NULL;
	if (npos == 1 && !nkw && pos[0]->k == SV_POISON)
		return pos[0];
	if (!t || pos[0]->v->type->kind != T_STR) {
		emit_error(b, loc, "torch.device() takes one string known at compile time, as in "
			"TorchScript (torch.device(\"cpu\"))");
		return sv_poison(b);
	}
	if (!iscuda(t) && device_check(b, pos[0], loc) < 0) /* (a CUDA device: where it is used) */
		return sv_poison(b);
	return sv_value(b, emit_const_device(b, t, loc));
}

/* d.type ("cpu") and d.index (None, or N of "cpu:N") */
SV *
device_attr(Builder *b, SV *d, const char *name, SrcLoc loc)
{
	const char *t = device_text(d);
	if (!t) {
		emit_error(b, loc, "the device must be known at compile time");
		return sv_poison(b);
	}
	const char *colon = strchr(t, ':');
	if (!strcmp(name, "type"))
		return sv_value(b, ir_const_str(b->g, ir_end(b->blk), colon ?
			arena_strndup(b->a, t, (size_t)(colon - t)) : t, loc));
	if (!strcmp(name, "index"))
		return sv_value(b, colon ? emit_const_int(b, strtoll(colon + 1, NULL, 10)) :
			emit_const_none(b));
	emit_error(b, loc, "no attribute '%s' on Device (it has type and index)", name);
	return sv_poison(b);
}
