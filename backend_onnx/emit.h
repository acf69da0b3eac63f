/* emit.h: what the emission's files share (private to backend_onnx/emit*.c): the state of
 * one emission, and the writer of the model's bytes.  emit.c makes the messages of the graph,
 * emit_pack.c packs them; emit_init.c writes the initializers' bytes and external data. */
#ifndef SCRIPTC_EMIT_H
#define SCRIPTC_EMIT_H

#include "backend.h"
#include "../runtime/runtime.h"
#include "backend_onnx/onnx.pb-c.h"

typedef Onnx__NodeProto NodeP;
typedef Onnx__ValueInfoProto InfoP;
typedef Onnx__TypeProto TypeP;

/* a message its protobuf-c __init call writes whole, next line: not zeroed first (by the time
 * of emission the arena reuses the front end's memory, and at 40,000 statements zeroing it
 * was a quarter of the run's cache misses on writes) */
#define NEWPROTO(a, T) ((T *)arena_alloc_raw((a), sizeof(T)))

/* Packed: messages of one repeated field of the top graph, packed as they are made
 * (emit_pack.c) */
typedef struct Piece Piece;
struct Piece {
	Piece *next;
	const ProtobufCMessage *msg; /* a big message, packed when written; else NULL */
	uint32_t field;              /* msg's field number */
	size_t n, cap;               /* bytes in data, room */
	uint8_t data[];              /* packed fields: tag, length, message */
};
typedef struct {
	Piece *head, *tail;
	size_t total;                /* bytes, tags and lengths included */
} Packed;

#define TYCACHE 256 /* entries in the TypeProto cache */

/* a weight (ir_weight) of the top graph: an initializer named by its key */
typedef struct {
	const char *key;
	Tensor *t;
	uint64_t off;        /* external data: its offset in the data file */
} Init;

typedef struct {
	Graph *g;
	Arena *a;            /* messages: for the top graph, a scratch reused per node */
	Arena *perm;         /* what outlives a node: names, types, packed bytes */
	Arena *work;         /* a folded tensor computed to be written, emptied after it (made
	                      * at the first) */
	ArenaMark mark;      /* a's state before the top node being made */
	Diag *d;
	const EmitOpts *o;
	const char **vname;  /* by value id: its ONNX name, once given */
	uint8_t *isout;      /* by value id: a top output under its own name (no value_info) */
	const char **outname;/* top result i: the graph output's name */
	uint8_t *needid;     /* top result i: goes through an Identity node */
	NameTab vals;          /* all value names of the model, subgraphs included */
	VEC(Init) inits;     /* the initializers, in the order of their nodes */
	const char *datafile;/* external data: the data file's name, relative to the model */
	NameTab nodes;         /* all node names */
	Sym sconst;          /* onnx::Constant */
	struct { const Type *t; TypeP *tp; } tycache[TYCACHE]; /* typeproto() by Type */
	VEC(const char *) domains; /* custom operators' domains, in the order first used */
	int nerror;          /* errors reported by this emission */
	int norank;          /* top inputs without a rank (then outputs are not reported) */
	int level, deepest;  /* graphs nested around the one being made, the most in this top
	                      * node */
} Emit;

typedef struct {
	ProtobufCBuffer base;
	FILE *f;
	int err;       /* first errno from fwrite */
	size_t nbuf;   /* bytes waiting in buf: protobuf-c appends field by field */
	uint8_t buf[1 << 16];
} FileBuf;

/* emit_pack.c */
size_t emit_fieldhead(uint8_t *out, uint32_t field, size_t len);
int emit_put(Emit *e, Packed *p, uint32_t field, const ProtobufCMessage *m);
void emit_fbpacked(FileBuf *fb, const Packed *p);

/* emit_init.c */
void emit_fbappend(ProtobufCBuffer *b, size_t len, const uint8_t *data);
FileBuf *emit_newfb(Emit *e, FILE *f);
int emit_fbdone(FileBuf *fb);
size_t emit_initsize(Emit *e, int ext);
uint64_t emit_placeinits(Emit *e);
void emit_fbinits(Emit *e, FileBuf *fb, int ext);
int emit_writedata(Emit *e, OutFile *of);

#endif
