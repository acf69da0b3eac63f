/* stmt.h: the statement builder's own types and functions, shared by its files (build_stmt.c
 * and the stmt_*.c files) and by nothing else.  What they share with the value kinds' merge
 * and carry files (the If being merged, the Loop being built) is in merge.h, included here. */
#ifndef SCRIPTC_STMT_H
#define SCRIPTC_STMT_H

#include "merge.h"

struct Cont {
	AstList *list;    /* statements to run ... */
	uint32_t i;       /* ... from this index */
	Cont *next;       /* what runs after the list ends, up to the region's end */
};

/* a name either branch changed: its value on each, and where it goes in the merge */
typedef struct {
	Sym name;
	SV *st, *se;      /* NULL: not bound on that branch */
	uint32_t rank;    /* bound before the if (0), first bound by the then (1) or else (2) */
	uint32_t pos;     /* its order of first binding, on the branch that decides rank */
} Merged;

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
void stmt_ifstmt(Builder *b, Ast *s);
Vals *stmt_jump(Builder *b, Ast *s);

/* stmt_merge.c */
void stmt_mergenames(Builder *b, Merging *mg, Change *t, uint32_t nt, Change *e, uint32_t ne);
void stmt_mergestore(Builder *b, Node *n, Change *t, uint32_t nt, Change *e, uint32_t ne,
	Merging *mg);
SV *stmt_mergesv(Builder *b, Merging *m, Sym name, SV *st, SV *se, SV *before);

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
uint32_t stmt_partslot(Region *r, uint32_t i, uint32_t k, uint32_t *at);
void stmt_bindcarried(Builder *b, Region *r, SV **sv);
Node *stmt_buildloop(Builder *b, Ast *s, LoopB *L);

/* stmt_carried.c */
int stmt_inplace(SV *sv);
int stmt_isseqval(const SV *sv);
int stmt_carriednames(Builder *b, LoopB *L);
void stmt_mention(Builder *b, Ast *x, Names *out);
void stmt_mentionlist(Builder *b, const AstList *l, Names *out);

/* stmt_loopend.c */
SV *stmt_reshaped(Builder *b, const SV *w, Region *r, uint32_t i, SV **sv, uint32_t *k,
	uint32_t *at);
int stmt_carriedvals(Builder *b, Region *r, Vals *out, SrcLoc loc);

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
