/* stmt.h: the statement builder's own types and functions, shared by its files (build_stmt.c
 * and the stmt_*.c files) and by nothing else. */
#ifndef SCRIPTC_STMT_H
#define SCRIPTC_STMT_H

#include "builder.h"

/* carried variable i ended a path of the body as a tensor in st */
typedef struct {
	uint32_t i;
	Storage *st;
	int stale;        /* the tensor already may not be what st holds */
	const char *why;  /* memory made before the loop no flag can follow: why not, or NULL */
	Ref *ref;         /* the tensor i is (or is under a condition: an alt), or NULL (one it
	                   * may share) */
} Held;

/* carried variable i is, until a run rebinds it, its initial tensor init: flag f (a carried
 * bool in Builder.store) says whether that still holds; param is i's body parameter.  The
 * same for a tensor made before the loop that a run rebinds i to (`y = w`, `y = w[0]`): init
 * is that one, and f, false when the loop begins, says whether i is it now (Cand) */
typedef struct {
	uint32_t i, f;
	Ref *init, *param;
} First;

/* carried variable i ended a path of the body as `to`, memory made before the loop: from
 * the next attempt, a First flag says whether it is that tensor (learncands) */
typedef struct {
	uint32_t i;
	Ref *to;
} Cand;

/* carried variables i and j (names of tensors) may be one tensor: a path ended with both
 * the same (`y = a` after `a = a + x`), or i as j under a condition (an inner loop's pair).
 * Flag f (a carried bool in Builder.store, false when the loop begins) says whether they
 * are when a run begins; i's parameter is then j's (Ref.alt: pi is pj when f), so a write
 * to either reaches both.  pi, pj: the parameters (or the loop's outputs).  A variable is
 * the i of one pair at most, and then the j of none (j's alts are made first: i's are
 * composed with them), so `y = a; z = a` makes y and z each a's. */
typedef struct {
	uint32_t i, j, f;
	Ref *pi, *pj;
	uint32_t born;    /* the attempt whose end made it */
} Pair;

/* what a loop body's end taught about the keys of a dict the loop carries: key `key` of the
 * dict in storage `name` (`dict` as the loop carried it) is carried with a flag from the next
 * attempt (stmt_learnkeys), since the end has it where `dict` has not, or on other conditions; v
 * its value there */
typedef struct {
	Sym name;
	const char *key;
	SV *v, *dict;
} KeyEnd;

typedef enum { R_FUNC, R_LOOP } RegionKind;

/* what a loop body's end taught about the sequences it carries (held.c), for the body's
 * parameters in the next attempt: carried sequence i was stale there (at wloc), or held
 * memory st made before the loop; carried tensor i ended in memory a sequence holds; the
 * body wrote memory st made before it, that a sequence may hold (a run sees the write of
 * the run before: the next attempt counts it written when the body begins) */
typedef enum { SE_STALE, SE_OUTER, SE_HELD, SE_WROTE } SeqEndKind;

typedef struct {
	SeqEndKind k;
	uint32_t i;
	Storage *st;
	SrcLoc wloc;
} SeqEnd;

struct Region {
	RegionKind k;
	Region *outer;
	/* build_stmt.c, stmt_exit.c: a function */
	Ast *fn;          /* function: its def */
	Type *rettype;    /* function: its return annotation, or NULL */
	/* stmt_loop.c: the Loop node and its attempts */
	Ast *whilecond;   /* while loops: the condition, re-evaluated when a path continues */
	SrcLoc loc;       /* loop: the loop statement, where errors about carried values point */
	Block *loopblk;   /* loop: the block its Loop node is in */
	uint32_t attempts;/* loop: bodies built so far (the one being built included) */
	uint32_t smark;   /* loop: storages with a smaller id were made before it */
	int learned;      /* loop: one taught something new: build the body again */
	/* stmt_carried.c: the names a loop carries */
	Sym *carried;     /* loop: names of the carried variables, in order ... */
	uint8_t *instore; /* ... a storage's (Builder.store) rather than a variable's */
	int16_t *part;    /* ... element k of the tuple (or dict) it holds (-1: all of it) ... */
	uint8_t *flag;    /* ... or, for a dict, whether its key `part` is there ... */
	SV **whole;       /* ... which was this tuple (or dict) before the loop */
	Type **ctypes;    /* ... and their types in this attempt */
	uint32_t ncarried;
	Sym *cset;        /* loop: the carried names, open addressing (stmt_iscarried) */
	uint32_t ccap, cn;
	/* stmt_loopend.c: what the body's ends taught about tensors, sequences and dicts */
	VEC(Held) held;   /* loop: the memory each path's carried tensors ended in */
	VEC(First) firsts;/* loop: carried tensors that may still be their initial tensor, or
	                   * be a tensor made before the loop that a run rebound them to */
	VEC(Cand) cands;  /* loop: such tensors this attempt found (learncands) */
	VEC(Pair) pairs;  /* loop: carried tensors that may be one tensor */
	VEC(SeqEnd) ends; /* loop: what the body's ends taught about sequences (seqend) */
	VEC(KeyEnd) keys; /* loop: what they taught about the keys of dicts (stmt_keysend) */
	Names *seqlists;  /* loop: names of lists of known length a run may change the length
	                   * of: carried as sequences */
	Sym relist;       /* loop: such a name this attempt found, or 0 (build the loop again) */
	/* stmt_exit.c: returns from a loop's body */
	int hasret;       /* loop: its body may return from the function */
	Value *retflag;   /* loop: body parameter "returned so far" */
	Value **stash;    /* loop: body parameters holding returned values */
	Type **rettypes;  /* loop: types of returned values learned so far (NULL: none yet) */
	uint32_t nret;
	uint32_t nslot;   /* loop: stash slots in the body being built (nret when it began) */
	SV *retshape;     /* loop: the shape of the first returned SV */
	SV *retjoin;      /* loop: its returns' lists and tuples joined so far, over attempts
	                   * (stmt_joinshape): each return is brought to it (stmt_loopret) */
	int again;        /* loop: return types changed, build the body again */
	uint32_t retattempt; /* loop: the attempt rettypes were learned in */
};

struct Cont {
	AstList *list;    /* statements to run ... */
	uint32_t i;       /* ... from this index */
	Cont *next;       /* what runs after the list ends, up to the region's end */
};

typedef struct Merging Merging;

/* the leaves of a tuple in stmt_nleaves' order, for a walk that asks for each in turn: a walk
 * from the top per leaf was quadratic (a loop carrying t = (t, t) ten
 * deep took 2 s) */
typedef struct {
	const SV *sv, *w;  /* the tuple flattened, and the shape it was checked against */
	SV *raw, *now;     /* carriedval: a name's value, and what tensor_now made of it */
	int ok;            /* sv has w's shape (stmt_sameshape) */
	VEC(SV *) leaves;
} Flat;

/* tensors first made inside the branches, and the merged tensors that hold them: two merged
 * names that were one tensor (or views of one) on a branch may be one tensor after it */
typedef struct {
	Storage *inner;
	Ref *out;
} Shared;

/* what one branch of an `if` changed: names (their values at its end) and memory */
typedef struct {
	Change *names, *st;
	uint32_t nn, nst;
	int raised;       /* every path through it raised */
	Refinement rf;    /* the names its condition refined (optional.c) */
	uint32_t w0, w1;  /* the writes it logged: Builder.wlog[w0, w1) */
} Branch;

struct Merging {
	Node *n;          /* the If */
	uint32_t mark;    /* storages with a smaller id were made before the If */
	VEC(Shared) shared;
	Branch *br[2];    /* what each branch changed */
	Change *pre;      /* the memory either branch wrote, as it was before the If */
	uint32_t npre;
	Value *notcond;   /* not cond, made when first wanted */
};

/* a name either branch changed: its value on each, and where it goes in the merge */
typedef struct {
	Sym name;
	SV *st, *se;      /* NULL: not bound on that branch */
	uint32_t rank;    /* bound before the if (0), first bound by the then (1) or else (2) */
	uint32_t pos;     /* its order of first binding, on the branch that decides rank */
} Merged;

/* carried variable i may be carried variable j's tensor (st NULL), or one in st, memory
 * made before the loop: learned from what the body's paths end with */
typedef struct {
	uint32_t i, j;
	Storage *st;
	int stale;         /* the initial tensor already may not be what st holds */
	const char *why;   /* why it may share it, said where a write is refused (NULL: the
	                    * loop may have changed which tensor it is) */
} LoopLink;

/* carried variable i, whose dtype a run changed: carried in that dtype, its initial value
 * converted before the loop; before: that value unconverted */
typedef struct {
	uint32_t i;
	Value *before;
} Retyped;

typedef struct {
	Value *init;       /* a carried sequence's initial value ... */
	Hold *h;           /* ... what it held when the loop began (held_entry) */
	uint32_t n;
} Entry;

typedef struct {
	Ast *s;            /* the for/while statement */
	Value *trip, *cond;
	Value *start;      /* for-range: the first value and the step of the target */
	Value *step;
	Region r;
	Type **types;      /* carried types for this attempt */
	Value **init;      /* carried initial values */
	const char **fixed;/* why the initial tensor may not be written (Storage.fixed), or NULL:
	                    * the first run's parameter and the output may be that tensor */
	uint32_t cap;      /* room in carried, instore, types, init and fixed */
	uint32_t smark;    /* storages with a smaller id were made before the loop */
	VEC(LoopLink) links; /* which carried tensors may share memory */
	uint32_t *linkat;  /* open addressing over links: index + 1, or 0 (stmt_addlink) */
	uint32_t linkcap;
	VEC(Retyped) retyped; /* carried in the dtype a run gave them (split.c) */
	VEC(Entry) entry;  /* the carried sequences' holds when the loop began */
} LoopB;

typedef struct {
	Storage *st;
	uint32_t m;
} HeldAt;

/* Building a body until its carried types settle builds the loops inside it each time, and
 * they settle again from their initial types: nested loops cost 2^depth.  So a loop keeps
 * the types it settled on per context: every variable the loop mentions, as shape inference
 * may see it (valkey); the names it does not mention cannot change how it builds, and
 * keying on them would cost as much as there are live names.  Built again in the same
 * context, it starts from them and settles at once; a context seen for the first time
 * starts from the initial types, as before. */
typedef struct LoopMemo LoopMemo;

struct LoopMemo {
	LoopMemo *next;
	VEC(uintptr_t) key;
	Type **types;      /* the settled carried types */
	uint32_t n;
};

typedef struct {
	Names mentioned;   /* the names the loop statement reads or writes */
	LoopMemo *first;   /* the contexts seen so far */
} LoopMemos;           /* what a loop's Ast memo points to */

typedef VEC(uintptr_t) Key;

/* the iterable of a for loop, evaluated: its arguments bound to hidden names (so the loop
 * may be rewritten over them) when it is enumerate(...) or zip(...) */
typedef struct {
	int kind;          /* 0 a value, 1 enumerate, 2 zip, 3 enumerate(zip(...)) */
	Ast *arg[9];       /* hidden names of the lists (enumerate: the list and the start;
	                    * enumerate(zip(...)): zip's nzip lists, then the start) */
	uint32_t n, nzip;
	int dynamic;       /* one of them is a list whose length is known only at run time */
	SV *sv;            /* kind 0: the value */
} Iter;

/* A loop's carried tensor that a run rebinds to a tensor made before the loop is one of a
 * few memories, known at compile time: the one it began as, and those.  Each gets a flag
 * carried with it (a First), so a write goes to the memory it is, under an If on the flag,
 * as PyTorch's would (`y.add_(1); y = w` writes w from the second run on).  Up to MAXCANDS
 * per variable; past that, or for a tensor the loop cannot make again before it (`w[i]` of
 * the loop's target i), it may share them (a link: its writes are refused). */
#define MAXCANDS 8

/* a list a loop rebinds may be its initial list (no run) or one a run made */
#define LOOPFORK "a loop rebinds it, so which list it is depends on how many times the loop ran"

/* A tuple a loop carries is carried leaf by leaf: its tensors and numbers, nested tuples
 * flattened depth first (hidden = ((h1, c1), (h2, c2)), a stacked LSTM's state), and made
 * again in its shape at the body's start and after the loop.  So is a list of known
 * length that the body rebinds to one of the same length (states = new_states, each of an
 * LSTM's layers): it stays a set of values, not a sequence, unless a run may change its
 * length (the body is then built again with it a sequence: Region.relist). */
#define MAXLISTVALUES 256 /* (a longer list a loop rebinds is carried as a sequence) */

/* Unrolling more than this many runs of a loop is refused as a Loop would be. */
#define MAXUNROLL 64

extern Vals st_raisedpath;
#define RAISED (&st_raisedpath) /* what stmt_run() returns for a path that raised */

/* build_stmt.c */
Vals *stmt_run(Builder *b, Cont *c, int finish);
SV *stmt_unflatten(Builder *b, SV *shape, Value **v, uint32_t *k);
int stmt_flatten(Builder *b, SV *sv, Vals *out, SrcLoc loc);
Vals *stmt_vals(Builder *b);
void stmt_assign(Builder *b, Ast *t, SV *v);

/* stmt_if.c */
Vals *stmt_ifpaths(Builder *b, Value *cv, Cont *ct, SV *tret, Cont *ce, Ast *cond, SrcLoc loc);
Vals *stmt_exitif(Builder *b, Ast *s, Cont *rest);
Value **stmt_ifoutputs(Builder *b, Node *n, Value **t, Value **e, uint32_t k, const Sym *names);
void stmt_ifstmt(Builder *b, Ast *s);
Vals *stmt_jump(Builder *b, Ast *s);

/* stmt_merge.c */
int stmt_isnone(const SV *sv);
void stmt_mergenames(Builder *b, Merging *mg, Change *t, uint32_t nt, Change *e, uint32_t ne);
void stmt_mergestore(Builder *b, Node *n, Change *t, uint32_t nt, Change *e, uint32_t ne,
	Merging *mg);
int stmt_canopt(const Type *t);
SV *stmt_mergesv(Builder *b, Merging *m, Sym name, SV *st, SV *se, SV *before);
SV *stmt_standin(Builder *b, SV *other);
SV *stmt_atend(Builder *b, Merging *m, int k, SV *sv);

/* stmt_exit.c */
int stmt_conv(Builder *b, SV *j, SV *s, Value **v, uint32_t *k, Vals *out, SrcLoc loc);
int stmt_escapes(Ast *s, int inloop, int returns);
void stmt_emptylist(Value *v, Value *other);
Vals *stmt_fallthrough(Builder *b, SrcLoc loc);
SV *stmt_joinshape(Builder *b, SV *a, SV *c, const char **why);
void stmt_learnret(Builder *b, Region *r, SV *sv, Vals *f, SrcLoc loc);
Vals *stmt_loopfinish(Builder *b, Value *cont, Value *retflag, Vals *ret, SrcLoc loc);
SV *stmt_loopret(Builder *b, Region *r, SV *sv, SrcLoc loc);
int stmt_mayexit(Ast *s, int inloop);
int stmt_mayexitlist(AstList *l, int inloop);
int stmt_noteret(Builder *b, SV *sv, SrcLoc loc);
Vals *stmt_ret(Builder *b, Ast *s);

/* stmt_loop.c */
Value *stmt_uninit(Builder *b, Type *t);
uint32_t stmt_partslot(Region *r, uint32_t i, uint32_t k, uint32_t *at);
int stmt_addlink(Builder *b, LoopB *L, LoopLink l);
void stmt_bindcarried(Builder *b, Region *r, SV **sv);
Node *stmt_buildloop(Builder *b, Ast *s, LoopB *L);
const char *stmt_samewhy(Builder *b, Region *r, uint32_t j);
void stmt_splitretyped(Builder *b, LoopB *L, SV **sv);

/* stmt_carried.c */
int stmt_inplace(SV *sv);
int stmt_isseqval(const SV *sv);
Ast *stmt_listedit(Ast *e);
int stmt_iscarried(Region *r, Sym name);
int stmt_istuple(const SV *sv);
void stmt_rewhole(Region *r, Sym name, SV *whole);
void stmt_addcarried(Builder *b, LoopB *L, Sym name, SV *sv, int instore, int part);
int stmt_adddict(Builder *b, LoopB *L, Sym name, SV *before, SV *end);
int stmt_addnamed(Builder *b, LoopB *L, Sym name, SV *sv, int instore);
int stmt_carriednames(Builder *b, LoopB *L);
int stmt_grownlists(Builder *b, LoopB *L, Ast *e);
int stmt_learnkeys(Builder *b, LoopB *L);
void stmt_mention(Builder *b, Ast *x, Names *out);
void stmt_mentionlist(Builder *b, const AstList *l, Names *out);

/* stmt_loopend.c */
void stmt_forklists(Builder *b, SV *sv);
SV *stmt_reshaped(Builder *b, const SV *w, Region *r, uint32_t i, SV **sv, uint32_t *k,
	uint32_t *at);
int stmt_carriedvals(Builder *b, Region *r, Vals *out, SrcLoc loc);
int stmt_agg(const SV *sv, int lists);
int stmt_flatcarry(const SV *w);
int stmt_keysend(Builder *b, Region *r, Sym name, SV *before, const SV *now);
SV *stmt_leafof(Builder *b, Flat *f, SV *sv, const SV *w, uint32_t k);
void stmt_learn(Builder *b, Region *r, SeqEnd e);
int stmt_nleaves(const SV *sv, int lists);
Pair *stmt_pairof(Region *r, uint32_t i, int j);
int stmt_sameshape(const SV *sv, const SV *w);
int stmt_seqlisted(const Region *r, Sym name);

/* stmt_iter.c */
Ast *stmt_mkcall(Builder *b, const char *f, Ast *a, Ast *c, SrcLoc loc);
Ast *stmt_mkitem(Builder *b, Ast *l, Ast *i, SrcLoc loc);
Ast *stmt_mkname(Builder *b, Sym name, SrcLoc loc);
Vals *stmt_afterloop(Builder *b, LoopB *L, Node *n, Cont *rest);
int stmt_isrange(Builder *b, Ast *it);
int stmt_pure(Ast *e);
int stmt_rangeargs(Builder *b, Ast *call, Value **trip, Value **start, Value **step);
Ast *stmt_rangetuple(Builder *b, Ast *s);
Value *stmt_scalarop(Builder *b, uint32_t row, Value *x, Value *y, SrcLoc loc); /* an int row */
Vals *stmt_unrolled(Builder *b, Ast *s, Cont *rest, int finish);

/* build_comp.c */
Ast *stmt_mkint(Builder *b, int64_t v, SrcLoc loc);
Ast *stmt_mkop(Builder *b, int op, Ast *l, Ast *r, SrcLoc loc);

#endif
