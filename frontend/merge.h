/* merge.h: merging after an `if` and carrying through a loop, shared by the statement
 * builder (stmt.h includes it) and the value kinds' own merge files (tensor_merge.c,
 * list_merge.c, dict_merge.c, rows_merge.c, split_merge.c, optional_merge.c): the state of
 * the If being merged (Merging, Branch) and of the Loop being built (Region, LoopB), the kit
 * the kinds merge with (merge_kit.c), and each kind's entry points, which the statements
 * dispatch over (stmt_mergesv in stmt_merge.c). */
#ifndef SCRIPTC_MERGE_H
#define SCRIPTC_MERGE_H

#include "builder.h"

/* carried variable i ended a path of the body as a tensor in st */
typedef struct {
	uint32_t i;
	Storage *st;
	int stale;        /* the tensor already may not be what st holds */
	const char *why;  /* memory made before the loop no flag can follow: why not, or NULL */
	Ref *ref;         /* the tensor i is (or is under a condition: an alt), or NULL (one it
	                   * may share) */
} TensorEnd;

/* carried variable i is, until a run rebinds it, its initial tensor init: flag f (a carried
 * bool in Builder.store) says whether that still holds; param is i's body parameter.  The
 * same for a tensor made before the loop that a run rebinds i to (`y = w`, `y = w[0]`): init
 * is that one, and f, false when the loop begins, says whether i is it now (Cand) */
typedef struct {
	uint32_t i, f;
	Ref *init, *param;
} First;

/* carried variable i ended a path of the body as `to`, memory made before the loop: from
 * the next attempt, a First flag says whether it is that tensor (tensor_learncands) */
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
 * attempt (dict_learnkeys), since the end has it where `dict` has not, or on other conditions; v
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

/* the body being built: a function's, or a loop's (most fields: what the statements and the
 * kinds' carry know of the loop's carried slots) */
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
	/* carry_kit.c, stmt_carried.c: the loop's carried slots */
	Sym *carried;     /* loop: names of the carried variables, in order ... */
	uint8_t *instore; /* ... a storage's (Builder.store) rather than a variable's */
	int16_t *part;    /* ... element k of the tuple (or dict) it holds (-1: all of it) ... */
	uint8_t *flag;    /* ... or, for a dict, whether its key `part` is there ... */
	SV **whole;       /* ... which was this tuple (or dict) before the loop */
	Type **ctypes;    /* ... and their types in this attempt */
	uint32_t ncarried;
	Sym *cset;        /* loop: the carried names, open addressing (carry_has) */
	uint32_t ccap, cn;
	/* tensor_merge.c, list_merge.c, dict_merge.c: what the body's ends taught about tensors,
	 * sequences and dicts */
	VEC(TensorEnd) tends; /* loop: the memory each path's carried tensors ended in */
	VEC(First) firsts;/* loop: carried tensors that may still be their initial tensor, or
	                   * be a tensor made before the loop that a run rebound them to */
	VEC(Cand) cands;  /* loop: such tensors this attempt found (tensor_learncands) */
	VEC(Pair) pairs;  /* loop: carried tensors that may be one tensor */
	VEC(SeqEnd) ends; /* loop: what the body's ends taught about sequences (list_seqend) */
	VEC(KeyEnd) keys; /* loop: what they taught about the keys of dicts (dict_keysend) */
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

typedef struct Merging Merging;

/* the leaves of a tuple in carry_nleaves' order, for a walk that asks for each in turn: a walk
 * from the top per leaf was quadratic (a loop carrying t = (t, t) ten
 * deep took 2 s) */
typedef struct {
	const SV *sv, *w;  /* the tuple flattened, and the shape it was checked against */
	SV *raw, *now;     /* nameend (stmt_loopend.c): a name's value, and what tensor_now
	                    * made of it */
	int ok;            /* sv has w's shape (carry_sameshape) */
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
	SV *(*merge)(Builder *b, Merging *m, Sym name, SV *st, SV *se, SV *before);
	                  /* the merge of one value, whatever its kind (stmt_mergesv): the kinds
	                   * merge the elements of what they hold through it (merge_value) */
};

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
	uint32_t *linkat;  /* open addressing over links: index + 1, or 0 (carry_link) */
	uint32_t linkcap;
	VEC(Retyped) retyped; /* carried in the dtype a run gave them (split.c) */
	VEC(Entry) entry;  /* the carried sequences' holds when the loop began */
} LoopB;

/* A loop's carried tensor that a run rebinds to a tensor made before the loop is one of a
 * few memories, known at compile time: the one it began as, and those.  Each gets a flag
 * carried with it (a First), so a write goes to the memory it is, under an If on the flag,
 * as PyTorch's would (`y.add_(1); y = w` writes w from the second run on).  Up to MAXCANDS
 * per variable; past that, or for a tensor the loop cannot make again before it (`w[i]` of
 * the loop's target i), it may share them (a link: its writes are refused). */
#define MAXCANDS 8

/* A tuple a loop carries is carried leaf by leaf: its tensors and numbers, nested tuples
 * flattened depth first (hidden = ((h1, c1), (h2, c2)), a stacked LSTM's state), and made
 * again in its shape at the body's start and after the loop.  So is a list of known
 * length that the body rebinds to one of the same length (states = new_states, each of an
 * LSTM's layers): it stays a set of values, not a sequence, unless a run may change its
 * length (the body is then built again with it a sequence: Region.relist). */
#define MAXLISTVALUES 256 /* (a longer list a loop rebinds is carried as a sequence) */

/* a list a loop rebinds may be its initial list (no run) or one a run made */
#define LOOPFORK "a loop rebinds it, so which list it is depends on how many times the loop ran"

/* merge_kit.c: what every kind's merge uses */
SV *merge_value(Builder *b, Merging *m, Sym name, SV *st, SV *se, SV *before); /* one value
					* merged, whatever its kind (Merging.merge) */
SV *merge_atend(Builder *b, Merging *m, int k, SV *sv); /* sv as branch k left it */
SV *merge_atendall(Builder *b, Merging *m, int k, SV *sv); /* the same, a tuple's values
					* one by one */
Value *merge_endbase(Builder *b, Merging *m, int k, Storage *st); /* st's value there */
Value *merge_branchcond(Builder *b, Merging *m, int k); /* the condition branch k ran on */
SV *merge_elements(Builder *b, Merging *m, Sym name, SV *t, SV *st, SV *se, SV *before);
					/* t, a copy of st, its elements merged with se's */
SV *merge_tuple(Builder *b, Merging *m, Sym name, SV *st, SV *se, SV *before); /* tuples of
					* one length */
Value *merge_uninit(Builder *b, Type *t); /* a placeholder for a value not set yet */

/* carry_kit.c: what every kind's carry uses: the loop's carried slots (a name, a storage, a
 * tuple's leaf, a dict's value or key flag) and a tuple's leaves */
void carry_slot(Builder *b, LoopB *L, Sym name, SV *sv, int instore, int part); /* name
					* (instore: a storage) is carried, from sv's value */
int carry_named(Builder *b, LoopB *L, Sym name, SV *sv, int instore); /* the same, a tuple
					* leaf by leaf, a dict value by value */
int carry_has(Region *r, Sym name);      /* does the loop carry name? */
void carry_rewhole(Region *r, Sym name, SV *whole); /* dict name's slots: shaped as whole */
int carry_link(Builder *b, LoopB *L, LoopLink l); /* carried tensors may share memory: 1 if new */
int carry_agg(const SV *sv, int lists);  /* sv is carried leaf by leaf (lists: a list too) */
int carry_nleaves(const SV *sv, int lists); /* its leaves, -1 if one is not a tensor or number */
SV *carry_leafof(Builder *b, Flat *f, SV *sv, const SV *w, uint32_t k); /* leaf k, w's shape */
int carry_istuple(const SV *sv);          /* a tuple, not a list */
int carry_flat(const SV *w);             /* a dict or rows: value by value, not nested */
int carry_sameshape(const SV *sv, const SV *w); /* sv has w's shape */
int carry_seqlisted(const Region *r, Sym name); /* list name is carried as a sequence */
void carry_forklists(Builder *b, SV *sv); /* the lists in sv a loop rebinds: not changeable */
void carry_learnseq(Builder *b, Region *r, SeqEnd e); /* what a body's end taught about
					* sequences, kept (new: the body is built again) */

/* tensor_merge.c: tensors */
SV *tensor_merge(Builder *b, Merging *m, Sym name, SV *st, SV *se, SV *before);
void tensor_mergeshared(Builder *b, Merging *m); /* merged tensors that were one tensor on a
						* branch may share memory after the If */
Pair *tensor_pairof(Region *r, uint32_t i, int j); /* the pair carried slot i is the i of (j:
					* the j of), or NULL */
void tensor_end(Builder *b, Region *r, uint32_t i, SV *sv); /* carried slot i ends a
					* path as sv: the memory its tensors are in, or flags say */
Value *tensor_flagend(Builder *b, Region *r, uint32_t i, Flat *fc); /* carried storage slot
					* i at a path's end: its base, or a First or Pair flag */
void tensor_keepfixed(LoopB *L, uint32_t i, SV *sv); /* carried tensor i (a parameter or
					* an output) may be the initial tensor: fixed if that is */
void tensor_firstalts(Builder *b, Ref *r, Value *flag, Ref *init, SrcLoc loc); /* r is init
					* while flag holds */
void tensor_pairup(Builder *b, Region *r, Pair *p, SV **sv, Value *flag, SrcLoc loc);
					/* p's tensors (parameters or outputs) are one while flag holds */
void tensor_links(Builder *b, LoopB *L, SV **sv); /* what each carried tensor may share */
int tensor_learnlinks(Builder *b, LoopB *L); /* what an attempt's ends taught of shared
					* memory: links and Pairs; 1 if new */
int tensor_learncands(Builder *b, LoopB *L); /* its candidates get First flags */

/* list_merge.c: lists and sequences */
SV *list_merge(Builder *b, Merging *m, Sym name, SV *st, SV *se, SV *before);
SV *list_mergecontents(Builder *b, Merging *m, Node *n, Sym name, SV *st, SV *se, SV *before);
SV *list_mergeopt(Builder *b, Merging *m, Sym name, SV *st, SV *se, SV *before); /* None
					* and a list: an optional sequence */
int list_carry(Builder *b, LoopB *L, Sym name, SV *sv); /* a loop carries list name: value
					* by value, or as a sequence or rows; -1 after an error */
SV *list_carrychanged(Builder *b, LoopB *L, Change *c, SV *sv); /* a list object the body
					* changed, carried from now: as a sequence (NULL: an error) */
Ast *list_lengthedited(Ast *e); /* the list e changes the length of in place, or NULL */
int list_carrygrown(Builder *b, LoopB *L, Ast *e); /* the lists e grows or shrinks: carried
					* as sequences from the first attempt */
void list_seqend(Builder *b, Region *r, uint32_t i, Value *v); /* carried slot i ends a path
					* as v: what it holds then, if a sequence */
void list_entries(Builder *b, LoopB *L); /* what the lists hold as the loop begins */
void list_seqparams(Builder *b, LoopB *L, Block *body, uint32_t off, SV **sv); /* what the
					* body's sequence parameters hold */
void list_seqoutputs(Builder *b, Region *r, SV **sv); /* writes to carried tensors a
					* sequence held write what it holds after the loop */
void list_seqouts(Builder *b, LoopB *L, Node *n, uint32_t off); /* what Loop n's output
					* sequences hold */

/* dict_merge.c: dicts' keys and values */
SV *dict_merge(Builder *b, Merging *m, Node *n, Sym name, SV *st, SV *se, SV *before);
SV *dict_standin(Builder *b, SV *other); /* for a value where the dict has not its key */
int dict_carry(Builder *b, LoopB *L, Sym name, SV *before, SV *end); /* a loop carries dict
					* name: its values, and flags for the keys end has */
int dict_learnkeys(Builder *b, LoopB *L); /* the keys the ends taught get slots: 1 if one */
int dict_keysend(Builder *b, Region *r, Sym name, SV *before, const SV *now); /* a body's
					* end leaves the carried dict before as now: keys learned */
Value *dict_carriedend(Builder *b, Region *r, uint32_t i); /* carried slot i, a dict's value
					* or key flag, at a body's end */
void dict_keyflags(Builder *b, Region *r, uint32_t i, SV *t, SV **sv); /* dict t, carried
					* from slot i on, takes its keys' flags from sv */

/* rows_merge.c: lists of tuples of run-time length */
SV *rows_merge(Builder *b, Merging *m, Node *n, Sym name, SV *st, SV *se);
Value *rows_carriedfield(Builder *b, Region *r, uint32_t i, SrcLoc loc); /* carried slot i, a
					* field of rows in a storage, at a body's end */

/* split_merge.c: variables whose type differs by branch or across a loop's runs */
SV *split_merge(Builder *b, Merging *m, Sym name, SV *st, SV *se, SV *before);
SV *split_mergeloop(Builder *b, Merging *m, Sym name, SV *st, SV *se, SV *before);
Value *split_carriedend(Builder *b, Region *r, uint32_t i, SV *sv); /* carried slot i, split
					* by an if in the body, at its end: in the carried dtype */
void split_carry(Builder *b, LoopB *L, Sym name, SV *sv); /* a loop carries a variable an
					* outer loop retyped: still split */
int split_retype(Builder *b, LoopB *L, uint32_t i, Type *u); /* carried slot i, of type u
					* after a run: carried in u's dtype (split), or -1 */
void split_retyped(Builder *b, LoopB *L, SV **sv); /* those retyped are split */

/* optional_merge.c: None on one branch */
int opt_isnone(const SV *sv);
int opt_canopt(const Type *t);   /* can a value of type t be one side of an ONNX optional? */
int opt_tuplelike(const SV *sv); /* can sv be one side of an Optional[Tuple]? */
SV *opt_mergetuple(Builder *b, Merging *m, Sym name, SV *st, SV *se, SV *before);

#endif
