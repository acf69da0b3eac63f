/* Emission's writing (emit.h): FileBuf, the buffered writer the model and its data file go
 * through, and the initializers as written: each TensorProto's head, then its bytes from
 * where they lie (the mapping of the weights file, copied by the kernel where the output
 * can take it; a folded tensor computed when read, runtime/recipe.c, computed here), or as
 * external data: the tensors' places in the data file and the file itself.  emit.c builds
 * the graph's messages and decides, through emit_initsize, whether the weights go out. */
#define _GNU_SOURCE /* copy_file_range */
#include <errno.h>
#include <string.h>
#include <unistd.h>
#include "emit.h"

/* the initializer as GraphProto.initializer (field 5): its size, and the heads of the
 * field and of its raw_data (field 9, after the rest of the TensorProto, which parsers
 * accept in any order), so that the bytes go out from where they lie */
typedef struct {
	Onnx__TensorProto *tp;
	size_t ntp, nraw, nh, nrh;
	uint8_t h[20], rh[20];
} InitHead;

static void
fbwrite(FileBuf *fb, const uint8_t *data, size_t len)
{
	if (!fb->err && len && fwrite(data, 1, len, fb->f) != len)
		fb->err = errno ? errno : EIO;
}

static void
fbflush(FileBuf *fb)
{
	fbwrite(fb, fb->buf, fb->nbuf);
	fb->nbuf = 0;
}

/* small appends gather in buf; large ones (pieces, tensor data) go straight from their
 * memory */
void
emit_fbappend(ProtobufCBuffer *b, size_t len, const uint8_t *data)
{
	FileBuf *fb = (FileBuf *)b;
	if (fb->nbuf + len > sizeof fb->buf || len >= sizeof fb->buf / 2)
		fbflush(fb); /* what is buffered goes first, also before a direct write */
	if (len >= sizeof fb->buf / 2) {
		fbwrite(fb, data, len);
		return;
	}
	memcpy(fb->buf + fb->nbuf, data, len);
	fb->nbuf += len;
}

/* An initializer's TensorProto without its bytes: with ext, where they lie in the data file
 * (ONNX's external data: location relative to the model, offset, length) */
static Onnx__TensorProto *
initproto(Emit *e, const Init *in, int ext)
{
	Onnx__TensorProto *tp = NEWPROTO(e->a, Onnx__TensorProto);
	onnx__tensor_proto__init(tp);
	tp->n_dims = (size_t)in->t->rank;
	tp->dims = in->t->dims;
	tp->has_data_type = 1;
	tp->data_type = (int32_t)in->t->dtype;
	tp->name = (char *)in->key;
	if (!ext)
		return tp;
	tp->has_data_location = 1;
	tp->data_location = ONNX__TENSOR_PROTO__DATA_LOCATION__EXTERNAL;
	tp->n_external_data = 3;
	tp->external_data = NEWA(e->a, Onnx__StringStringEntryProto *, 3);
	const char *kv[3][2] = {{"location", e->datafile},
		{"offset", arena_printf(e->a, "%llu", (unsigned long long)in->off)},
		{"length", arena_printf(e->a, "%zu", rt_tensor_nbytes(in->t))}};
	for (int i = 0; i < 3; i++) {
		Onnx__StringStringEntryProto *ss = NEWPROTO(e->a, Onnx__StringStringEntryProto);
		onnx__string_string_entry_proto__init(ss);
		ss->key = (char *)kv[i][0];
		ss->value = (char *)kv[i][1];
		tp->external_data[i] = ss;
	}
	return tp;
}

static size_t
inithead(Emit *e, const Init *in, int ext, InitHead *ih)
{
	ext = ext && rt_tensor_nbytes(in->t); /* an empty tensor stays in the model: a location
					       * of length 0 says nothing */
	ih->tp = initproto(e, in, ext);
	ih->ntp = protobuf_c_message_get_packed_size(&ih->tp->base);
	ih->nraw = ext ? 0 : rt_tensor_nbytes(in->t);
	ih->nrh = ext ? 0 : emit_fieldhead(ih->rh, 9, ih->nraw);
	ih->nh = emit_fieldhead(ih->h, 5, ih->ntp + ih->nrh + ih->nraw);
	return ih->nh + ih->ntp + ih->nrh + ih->nraw;
}

/* the initializers' bytes in the model (ext 0) or as external data (1) */
size_t
emit_initsize(Emit *e, int ext)
{
	size_t total = 0;
	ArenaMark m = arena_mark(e->a);
	for (uint32_t i = 0; i < e->inits.n; i++) {
		InitHead ih;
		total += inithead(e, &e->inits.v[i], ext, &ih);
		arena_reset(e->a, m);
	}
	return total;
}

/* External data: each tensor's offset in the data file.  ONNX Runtime memory-maps external
 * tensors; its own writer aligns those of 1 MB or more (align_threshold) to a page or to the
 * allocation granularity, 64 KB on Windows, where a mapping's offset must be a multiple of
 * it (onnx/onnx#6247, onnxruntime#21195).  So a tensor of 1 MB or more starts at a multiple
 * of 64 KB, which serves every platform; smaller ones at a multiple of 64 bytes, for any
 * reader that would use them where they lie. */
uint64_t
emit_placeinits(Emit *e)
{
	uint64_t off = 0;
	for (uint32_t i = 0; i < e->inits.n; i++) {
		Init *in = &e->inits.v[i];
		if (!rt_tensor_nbytes(in->t))
			continue;
		uint64_t al = rt_tensor_nbytes(in->t) >= (1u << 20) ? 65536 : 64;
		off = (off + al - 1) & ~(al - 1);
		in->off = off;
		off += rt_tensor_nbytes(in->t);
	}
	return off;
}

/* a tensor's bytes from where they lie (the mapping of the weights file), 4 MB at a time,
 * each piece's pages given back once written: nothing of them goes through the heap.  A
 * folded tensor computed when read (runtime/recipe.c) is computed here, into e->work, emptied
 * once it is written: one lives at a time, in the same memory each time. */
static void
fbraw(Emit *e, FileBuf *fb, const Tensor *t)
{
	if (rt_islazy(t)) {
		if (!e->work)
			e->work = arena_new();
		fbraw(e, fb, rt_materialized(t, e->work));
		arena_clear(e->work);
		return;
	}
	size_t n = rt_tensor_nbytes(t), step = (size_t)4 << 20, done = 0;
	if (t->filefd && n >= sizeof fb->buf && !fb->err) {
		/* from the weights file to the model in the kernel, as cp copies: no page of
		 * either passes through this process (a pipe or a file system that cannot
		 * says so at once: then written from the mapping) */
		fbflush(fb);
		off_t src = (off_t)t->fileoff;
		int out = fileno(fb->f);
		while (done < n && !fb->err) {
			ssize_t k = copy_file_range(t->filefd - 1, &src, out, NULL, n - done, 0);
			if (k <= 0)
				break;
			done += (size_t)k;
		}
	}
	for (size_t off = done; off < n; off += step) {
		size_t m = n - off < step ? n - off : step;
		emit_fbappend(&fb->base, m, (const uint8_t *)t->data + off); /* written or copied */
		rt_tensor_release(t, off, m);
	}
}

void
emit_fbinits(Emit *e, FileBuf *fb, int ext)
{
	for (uint32_t i = 0; i < e->inits.n; i++) {
		ArenaMark m = arena_mark(e->a);
		InitHead ih;
		inithead(e, &e->inits.v[i], ext, &ih);
		emit_fbappend(&fb->base, ih.nh, ih.h);
		protobuf_c_message_pack_to_buffer(&ih.tp->base, &fb->base);
		if (ih.nrh) { /* raw_data in the model */
			emit_fbappend(&fb->base, ih.nrh, ih.rh);
			fbraw(e, fb, e->inits.v[i].t);
		}
		arena_reset(e->a, m);
	}
}

FileBuf *
emit_newfb(Emit *e, FILE *f)
{
	FileBuf *fb = NEW(e->perm, FileBuf);
	fb->base.append = emit_fbappend;
	fb->f = f;
	setvbuf(f, NULL, _IONBF, 0); /* the model goes out in FileBuf's pieces, not through
				      * stdio's 4 KB */
	return fb;
}

/* the first error of writing fb to its end */
int
emit_fbdone(FileBuf *fb)
{
	fbflush(fb);
	if (!fb->err && fflush(fb->f) != 0)
		fb->err = errno;
	return fb->err;
}

/* the data file: the tensors at their offsets, zeros between */
int
emit_writedata(Emit *e, OutFile *of)
{
	static const uint8_t zeros[65536];
	FileBuf *fb = emit_newfb(e, of->f);
	uint64_t at = 0;
	for (uint32_t i = 0; i < e->inits.n; i++) {
		const Init *in = &e->inits.v[i];
		if (!rt_tensor_nbytes(in->t))
			continue;
		emit_fbappend(&fb->base, (size_t)(in->off - at), zeros);
		fbraw(e, fb, in->t);
		at = in->off + rt_tensor_nbytes(in->t);
	}
	return emit_fbdone(fb);
}
