/* held.h: what held.c (what sequences hold, staleness), held_follow.c (writes followed into
 * the lists that hold the tensor) and held_loop.c (writes put back into a list, and what
 * loops assume of the lists they carry) share, and nothing outside them. */
#ifndef SCRIPTC_HELD_H
#define SCRIPTC_HELD_H

#include "builder.h"

typedef struct {
	int32_t pos;     /* its index from the start, or -1 if not known (32 bits: a fact per
	                  * element per change of a list is most of what such programs keep) */
	int32_t end;     /* its index from the end (0: the last), or -1 if not known */
	Value *el;       /* the tensor value there */
} Fact;

/* facts as an array, for the changes that make all of them anew (facts.c keeps them) */
typedef struct {
	Fact *v;
	uint32_t n, cap;
} Facts;

struct Holds {
	Hold *v;
	uint32_t n, cap;
	int whole;       /* a loop parameter's: all it holds (else: what a tensor that went in
	                  * brings, besides what its def holds) */
	FVer *facts;     /* a sequence a write was followed into (follow()): where its
	                  * elements are known, besides what v holds (the others) */
	Value *same;     /* a sequence that is this one with a tensor's new value put where
	                  * the tensor is (follow(), held_putback()): the same tensors */
	int assumed;     /* same is a loop body parameter's initial value, assumed (the body
	                  * only puts values back into it) and checked where it is used */
	uint32_t gen;    /* made empty for the walk of this Builder.hgen (held_of), or 0 */
	uint32_t skip;   /* (a walk's out) holds of memory with this Storage.stamp are left out */
	int lazy;        /* (whole, with facts) v has only what was added after setfacts():
	                  * before it come facts->rest and what each fact's tensor holds, read
	                  * where walked (a copy of them all per change of a list made a
	                  * program of k changes of a list of k tensors take k^2 memory) */
	int rec;         /* a value's record (holds_recof), not a walk's or known()'s gathering */
};

/* the store's changes of a call (held_callout's context for callhold) */
typedef struct {
	Change *ch;
	uint32_t n;
} Called;

typedef VEC(Storage *) Stores;

typedef struct {
	Sym name;
	uint32_t pos;
	Value *seq;
} Listed;

typedef VEC(Storage *) Seen;

typedef struct {
	Sym name;        /* a list's name in the store (as Listed) */
	uint32_t pos;
	Value *seq;      /* its contents */
	Hold *pre;       /* what they held before the write (held_entry) */
	uint32_t n;
} WbList;

struct Wb {
	WbList *v;
	uint32_t n, cap;
};

void holds_add(Builder *b, Holds *h, Hold e);
uint32_t holds_addbegin(Builder *b, Holds *h);
void holds_addmany(Builder *b, Holds *h, const Hold *e, uint32_t n);
void holds_addone(Builder *b, Holds *h, Hold e, uint32_t mark);
void holds_addwalk(Builder *b, Holds *out, Hold e);
void holds_element(Builder *b, Value *v, Holds *out);
Hold holds_holdof(Builder *b, Storage *st, Value *ver);
int holds_putsonly(Builder *b, Value *v, Value *p, int appends);
Holds *holds_recof(Builder *b, Value *v, int make);
void holds_reserve(Builder *b, Holds *h, uint32_t more);
int holds_uniq(Builder *b, Value *seq, Seen *seen, Value *param, Node *loop, SrcLoc loc, int depth);
int held_uniqif(Builder *b, Node *d, uint32_t k, Seen *seen, Value *param, Node *loop, SrcLoc loc, int
	depth);
void holds_walk(Builder *b, Value *v, Holds *out);
#endif
