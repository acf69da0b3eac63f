/* Packing the top graph's repeated fields as they are made (emit.h's Packed).  Emission
 * used to build every message of the model and then pack them: at 40,000 statements 30 MB
 * of messages, strings and arrays, read back from memory by the packing (emission 70-95 ms
 * against 4.4 at 4,000 statements, x16-x21).  A top node and its value_info are now packed
 * while they are in the cache, and their memory (the scratch arena, e->a) is reused for the
 * next node.  A big message (a large constant) is kept and packed at write time instead,
 * its tensor data straight from where it lies. */
#include <string.h>
#include "emit.h"

#define PIECE ((size_t)16 << 10)     /* the first piece's room; later ones double ... */
#define PIECEMAX ((size_t)4 << 20)   /* ... up to this */
#define BIGMSG ((size_t)1 << 20)     /* a message this big is packed at write time */

static size_t
varint(uint8_t *out, uint64_t v)
{
	size_t n = 0;
	for (; v >= 0x80; v >>= 7)
		out[n++] = (uint8_t)(v | 0x80);
	out[n++] = (uint8_t)v;
	return n;
}

/* a length-delimited field's tag and length, into out (20 bytes are room); its size */
size_t
emit_fieldhead(uint8_t *out, uint32_t field, size_t len)
{
	size_t n = varint(out, (uint64_t)field << 3 | 2);
	return n + varint(out + n, len);
}

static void
addpiece(Emit *e, Packed *p, const ProtobufCMessage *msg, uint32_t field, size_t cap)
{
	Piece *t = arena_alloc_raw(e->perm, sizeof *t + cap);
	*t = (Piece){.msg = msg, .field = field, .cap = cap};
	if (p->tail)
		p->tail->next = t;
	else
		p->head = t;
	p->tail = t;
}

/* m as field `field` of the message p is part of, packed as protobuf-c packs a repeated
 * message field: tag, length, message.  1 if m is kept to be packed when written (its
 * memory must stay), 0 if it is packed already. */
int
emit_put(Emit *e, Packed *p, uint32_t field, const ProtobufCMessage *m)
{
	size_t size = protobuf_c_message_get_packed_size(m);
	uint8_t head[20];
	size_t nh = emit_fieldhead(head, field, size);
	p->total += nh + size;
	if (size >= BIGMSG) {
		addpiece(e, p, m, field, 0);
		return 1;
	}
	Piece *t = p->tail;
	if (!t || t->msg || t->cap - t->n < nh + size) {
		size_t cap = t && !t->msg && 2 * t->cap < PIECEMAX ? 2 * t->cap : t ? PIECEMAX : PIECE;
		addpiece(e, p, NULL, 0, cap > nh + size ? cap : nh + size);
		t = p->tail;
	}
	memcpy(t->data + t->n, head, nh);
	t->n += nh + protobuf_c_message_pack(m, t->data + t->n + nh);
	return 0;
}

/* p's pieces into fb, a kept message packed now */
void
emit_fbpacked(FileBuf *fb, const Packed *p)
{
	for (const Piece *t = p->head; t; t = t->next) {
		if (!t->msg) {
			emit_fbappend(&fb->base, t->n, t->data);
			continue;
		}
		uint8_t head[20];
		emit_fbappend(&fb->base, emit_fieldhead(head, t->field,
			protobuf_c_message_get_packed_size(t->msg)), head);
		protobuf_c_message_pack_to_buffer(t->msg, &fb->base);
	}
}
