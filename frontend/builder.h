/* builder.h: the IR builder's internals, shared by the builder's files and by nothing
 * outside frontend/ (the parser and the driver need only frontend.h). */
#ifndef SCRIPTC_BUILDER_H
#define SCRIPTC_BUILDER_H

#include "frontend.h"

/* Values.
 * An SV ("sugared value", as TorchScript calls it) is what an expression evaluates to at
 * compile time: an IR value, or something that exists only in the compiler (a tuple of
 * values, a module such as `torch`, a function of the file, a bound method, `x.shape`). */
typedef enum {
	SV_VALUE,    /* v */
	SV_TUPLE,    /* el[0..n) */
	SV_MODULE,   /* path: "torch", "torch.nn.functional", "math", "typing" */
	SV_FUNC,     /* fn: a def of the file */
	SV_BUILTIN,  /* path: "len", "torch.zeros", "math.sqrt", ... */
	SV_METHOD,   /* self.path(...): a Tensor method */
	SV_SHAPE,    /* x.shape / x.size(): self is the tensor */
	SV_UNDEF,    /* a variable not defined on every path; loc: where */
	SV_POISON,   /* the result of an error already reported: silences follow-on errors */
	SV_TYPE,     /* a type name in an expression (int, float, torch.Tensor); ty */
	SV_SPLIT,    /* a variable whose type differs between the branches of an if (split.c):
	              * el[0], el[1] its value on each; split: the If; loc: the if.  Or across
	              * a loop's runs: el[0] before it, el[1] and v what it carries; loc: the loop */
	SV_ROWS,     /* the contents of a list of tuples whose length is known only at run
	              * time (rows.c): el[k] the list of the tuples' field k (a sequence, or a
	              * List[int] value), n fields; ty the tuples' type */
	SV_REPEAT,   /* a list built by `*` whose only uses are len() (lenonly.c): el[0..n)
	              * the unit's elements (each maybe an SV_REPEAT), v the count (a
	              * constant int), loc where building its elements passes FE_MAXELEMS */
	SV_OBJECT,   /* a module instance (object.c): obj, what its __init__ built (pyval.h) */
} SVKind;

typedef struct SV SV;
typedef struct Storage Storage;
typedef struct Holds Holds;
typedef struct Ref Ref;
typedef struct KeyIndex KeyIndex;
typedef struct Obj Obj;
typedef struct Interp Interp;

/* tensor.c: memory a tensor lives in; its base's current value is bound to name in
 * Builder.store, so branches merge it and loops carry it like a variable */
struct Storage {
	uint32_t id;
	Sym name;
	int list;        /* a list object (list.c): name holds its contents, not a base */
	const char *fixed; /* why a tensor in it may not be written in place (it is a value in
	                  * a sequence, list.c), or NULL */
	const char *forked; /* a list that may or may not be another one: not changeable, why */
	uint32_t nwrite;   /* in-place writes to it so far (held.c) */
	SrcLoc wloc;       /* the last of them */
	int held;          /* a sequence may hold its value (held.c) */
	int elem;          /* read out of a sequence: every tensor in it may share the same memory
	                  * (Ref.amb), what the sequence held (held.c) */
	Storage **also;    /* memory a write to it writes too, as far as sequences see (held.c) */
	uint32_t nalso, calso; /* calso: room in also (fe_room) */
	Storage **up;      /* memory whose writes count as writes to it (also), besides
	                  * elements read out of a sequence: it may be their tensor (held.c) */
	uint32_t nup, cup;
	uint32_t stamp;    /* Builder.stamp when a walk last saw it (held_outof's dedup) */
	uint32_t hgen;     /* Builder.hgen when held_of's walk last held it (its dedup) */
	Value *fromseq;    /* read out of this sequence (held.c: a write is put back) ... */
	Value *fromat;     /* ... at this index */
	Value *made;       /* its base when made: its layout, which writes keep (tensor.c) */
};

typedef struct {
	Storage *st;     /* memory a tensor may share ... */
	Value *ver;      /* ... and its base's value when that was learned */
} Amb;

/* when cond (a bool known at run time) holds, the tensor is `to` (a tensor made before) */
typedef struct {
	Value *cond;
	Ref *to;
	Value *ver;      /* to's base when that was learned: if it changed, a read chooses */
} Alt;

/* one tensor object: the memory it lives in and the views that lead to it from the base */
struct Ref {
	uint32_t id;
	Storage *st;
	Node **chain;    /* view nodes, the base's first; replayed on the base's current value */
	uint32_t nchain;
	Amb *amb;        /* other memory it may share (which one is known only at run time) */
	uint32_t namb, camb; /* camb: room in amb (fe_room; 0 where amb may be shared) */
	const char *why; /* why it may: said in the error a read or write of it gives */
	Alt *alt;        /* tensors it is when their condition holds (its memory holds its value
	                  * either way; a write also goes to theirs, under an If) */
	uint32_t nalt;
	uint32_t gen;    /* bumped when an in-place view op (x.unsqueeze_(0)) changes chain */
	uint32_t scope;  /* the store scope it was made in */
	uint8_t stalesaid; /* a read was refused as stale (tensor.c): later reads say nothing */
};

struct SV {      /* the 4-byte fields first: 144 bytes (it was 152, 160 in the arena) */
	SVKind k;
	int list;        /* SV_TUPLE: made by a list display [a, b]; TorchScript's List, which a
	                  * Tuple annotation or a starred target does not take */
	uint32_t n;
	uint32_t gen;    /* ref's gen when v was computed */
	uint8_t dict;    /* SV_TUPLE: a dict (dict.c), its values in el, in insertion order */
	uint8_t ordered; /* a dict with has: a key is there only if every key before it is (so
	                  * one set where it may not be goes to its place: dict_set) */
	uint8_t varargs; /* SV_TUPLE: the sizes of a call written torch.zeros(n, m), where
	                  * TorchScript's second round takes integer tensors (aten::IntImplicit) */
	int opt;         /* SV_TUPLE: an Optional[Tuple] known at run time (optional.c): each
	                  * element an optional, all of them None or none */
	Value *v;        /* SV_VALUE; an SV_SPLIT of a loop: the value it carries */
	SV **el;         /* SV_TUPLE elements */
	const Sym *fields;/* SV_TUPLE of a NamedTuple (x.max(1)): el's names (.values, .indices) */
	const char *path;/* SV_MODULE, SV_BUILTIN, SV_METHOD: the dotted name */
	Ast *fn;         /* SV_FUNC */
	SV *self;        /* SV_METHOD, SV_SHAPE: the receiver; SV_FUNC: a method's object */
	Obj *obj;        /* SV_OBJECT */
	Type *ty;        /* SV_TYPE */
	SrcLoc loc;      /* SV_UNDEF: where the variable was left undefined */
	Ref *ref;        /* SV_VALUE tensors: its identity (NULL until bound or viewed) */
	Value *ver;      /* the base's value v was computed from (v is stale if it changed) */
	Storage *lst;    /* lists (SV_TUPLE with list, or an SV_VALUE sequence) and dicts: the
	                  * object these are the contents of (list.c), NULL until bound */
	const char **keys; /* a dict's keys, el's order */
	Value **has;     /* a dict whose keys differ by branch: per key NULL (it is there) or a
	                  * bool known at run time (it is there iff true); NULL: all there */
	Node *split;     /* SV_SPLIT: the If its uses are converted in, or NULL if they cannot */
};


/* env.c: names and what they are bound to, in O(1) whatever the number of names */
typedef VEC(Storage *) Storages;

/* what the function being inlined returns, for its call's results (build.c, build_stmt.c) */
typedef struct {
	Storages st;       /* memory its returned tensors live in or may share */
	Storages held;     /* memory whose tensors its returned sequences and optionals hold */
	Storages lsts;     /* the list and dict objects its returns gave */
	VEC(Ref *) refs;   /* per flat result: the tensor every return gives there, or NULL */
	VEC(const char *) fixed; /* per flat result: why a tensor a return gives there may not
	                   * be written (Storage.fixed), or NULL */
	uint32_t nret;     /* returns seen */
	SV *shape;         /* what the first return gave: lists and tuples of the call's result */
	Storage *lst;      /* the list object every return gave, if one did (else NULL) */
	int lstvaries;     /* returns gave different list objects, or not lists */
	const Sym *fields; /* every return gives a NamedTuple with these fields (x.max(1)) */
	SV *join;          /* the lists and tuples of every return so far, joined (an Optional
	                   * [Tuple], a list of run-time length: build_stmt.c, joinshape) */
	int varies;        /* returns gave other lists or tuples: refs and fixed are not per
	                   * flat result of the call */
} Returned;
typedef VEC(uint32_t) Counts;
typedef struct {
	Counts in;       /* by Storage id: bindings holding a tensor that lives in it */
	Counts maybe;    /* by Storage id: bindings holding a tensor that may share it */
	Counts ref;      /* by Ref id: bindings holding the tensor */
} Holders;

typedef struct {
	Sym name;        /* 0: an empty slot */
	SV *sv;          /* NULL: not bound (any more) */
	uint32_t pos;    /* the order of first binding: merges follow it, not the hash */
	uint32_t scope;  /* the innermost scope that logged this name's previous binding */
} Binding;

typedef struct {
	Sym name;        /* the previous binding of name, restored when its scope closes */
	SV *sv;
	uint32_t pos, scope;
} Undo;

typedef struct {
	Binding *tab;    /* open addressing on the name; cap is a power of two */
	uint32_t n, cap; /* slots in use (bound or not) */
	VEC(Undo) log;   /* what the open scopes changed, each name once per scope */
	uint32_t scope;  /* the innermost open scope, 0 if none */
	uint32_t nscope; /* scopes opened so far: the next one's id */
	uint32_t clock;  /* the pos of the latest first binding */
	Holders *holders;/* the builder's count of bindings per value, kept by the function
	                  * envs (not the globals, not sets): NULL if not counted */
} Env;

typedef struct {
	uint32_t mark;   /* log length when the scope opened */
	uint32_t outer;  /* the enclosing scope */
} Scope;

typedef struct {
	Sym name;        /* a name the scope bound ... */
	SV *sv;          /* ... to this, when it closed */
	int isnew;       /* not bound before the scope */
	uint32_t pos;    /* its pos then */
} Change;

SV *env_get(const Env *e, Sym name);
uint32_t env_pos(const Env *e, Sym name); /* its first binding's order (Binding.pos) */
void env_set(Arena *a, Env *e, Sym name, SV *sv);
Scope env_open(Env *e);
Change *env_close(Arena *a, Env *e, Scope s, uint32_t *n); /* undoes; the n changes (n: NULL, none) */
Change *env_changes(Arena *a, Env *e, Scope s, uint32_t *n); /* the changes so far, kept */
Change *env_change(Change *c, uint32_t n, Sym name); /* the change to name in c, or NULL */
void env_drop(Env *e);            /* a function's env is done: its bindings hold nothing */
uint32_t env_seeing(const Env *e, Storage *s); /* bindings (here and in callers) holding a
						* tensor that lives in s or may share it */
uint32_t env_holding(const Env *e, const Ref *r); /* bindings holding the tensor r */
uint32_t env_in(const Env *e, const Storage *s); /* bindings holding a tensor that lives in s */

typedef struct {
	Env set;         /* the members */
	VEC(Sym) v;      /* the members in the order they were added */
} Names;

int names_add(Arena *a, Names *ns, Sym name); /* 1 if it was not a member yet */
int names_has(const Names *ns, Sym name);

typedef struct Region Region;
typedef struct Cont Cont;

/* values a path gives; a path that ends a function also says what it returns (shape: its
 * lists and tuples, or what the If that joined such paths gives, build_stmt.c) */
typedef struct {
	Value **v;
	uint32_t n, cap;
	SV *shape;
} Vals;

typedef struct {
	TypeKind k;
	uint64_t bits;   /* the value's bits (a double's too) */
	Value *v;
} ConstEntry;

typedef struct {
	ConstEntry *e;   /* open addressing, cap a power of two */
	uint32_t n, cap;
} ConstCache;

/* Limits of the builder (docs/language.md, "Limits"): calls inline one inside the other at
 * most FE_MAXCALLS deep, and inlining stops with an error once the graph has FE_MAXNODES
 * nodes (a helper calling the next twice, 24 deep, would otherwise build 2^24 copies). */
#define FE_MAXCALLS 64
#define FE_MAXNODES 1000000
/* A list, tuple or dict value holds at most FE_MAXELEMS elements, counted along every path:
 * a list held twice counts twice, since the builder's walks over values (owning, merging,
 * carrying, flattening) go down every path.  [[x] * 300] * 300 is 90,300.  Without the
 * limit [[[[x] * 1000] * 1000] * 1000] * 1000 took hours, `t = (t, t)` doubled the time at
 * each statement, and comprehensions nested 25 deep took 23 GB (a built element costs
 * kilobytes: at the limit about 200 MB). */
#define FE_MAXELEMS 100000

typedef struct {
	SrcLoc loc;
	const char *msg;
} Said;

/* sizes.c: what is known of a symbolic size on the path being built */
typedef enum { Z_EQ, Z_NE, Z_LE, Z_GE } SizeRel;
typedef struct {
	Sym sym;
	int64_t k;
	SizeRel rel;    /* sym == k, != k, <= k, >= k */
} SizeFact;

typedef struct {
	Node *loop;      /* an attempt at a Loop (build_stmt.c) ... */
	uint32_t lo, hi; /* ... made the storages with ids in [lo, hi) in its body */
} LoopSpan;

typedef struct {
	Value *param;    /* a loop body's sequence parameter assumed to hold each tensor once, */
	SrcLoc loc;      /* by the write put back into it there (held.c) */
	int same;        /* or (1) to be its initial sequence with values put back (2: and
	                  * appended) */
} Assumed;


typedef struct Builder {
	/* build.c: the module being built, its diagnostics, graph and the builder's memory */
	Module *m;
	Diag *d;
	Graph *g;
	Arena *a;        /* the front end's own memory, given back once the graph is built:
	                  * nothing the graph reaches may point into it */
	/* kernel.c: where nodes and constants go, the errors reported, the limits */
	Block *blk;      /* the block being appended to */
	ConstCache consts;    /* the constants made so far, all at the top of the graph */
	Node *lastconst;      /* the last of them: the next goes after it */
	SrcLoc here;          /* the expression being built: where a constant is first wanted */
	VEC(Said) said;       /* the errors reported so far (emit_error reports each once) */
	uintptr_t stacklow;   /* the builder's recursion may not go below this address */
	int stopped;          /* a limit was reported: the rest of the build is skipped */
	const struct CustomOp *customs; /* custom.c: the --custom-op declarations */
	uint32_t ncustom;
	const Op *expanded;   /* build_call.c: the F_EXPAND row expanded last (x.cumprod_(d)
	                       * asks whether the row it called is in place) */
	/* env.c and names.c: the variables and the module's names */
	Env env;         /* the variables of the function being built */
	Holders holders; /* per storage, how many variables of env and callers[] hold it */
	Env globals;     /* imports and defs of the module */
	Names pyglobals; /* names the module's own statements assign (EPS = 1e-5): Python
	                  * values, which TorchScript refuses where a function uses them */
	Names pyglobalsaid; /* those refused so far (one error a name) */
	/* inline.c: the calls being inlined */
	int depth;       /* inlining depth: calls being built, one inside the other */
	Env *callers[FE_MAXCALLS + 1]; /* the variables of the callers of the function being inlined */
	Ast *fns[FE_MAXCALLS + 1];     /* fns[0] the entry, fns[d] the callee at depth d */
	Returned *ret;      /* what the function being inlined returns */
	/* module.c, object.c: modules */
	Interp *interp;  /* the evaluator of __init__ (interp.c), once a class is seen */
	uint32_t curfile;   /* the file whose names b->globals holds (0: the script's) */
	Sym selfname;       /* the entry forward's first parameter (self) */
	Sym rootname;       /* the root module's class */
	uint32_t preludefile; /* the prelude's diag file, once loaded (interp.c) */
	SrcLoc userat;      /* the script's line that called into the prelude, where an error
	                     * inside it is reported (kernel.c, emit_error) ... */
	const char *userwhat; /* ... and what it called (nn.Linear) */
	const char *calling; /* the module whose forward is being called (object.c) */
	int preludenames;   /* the prelude's names bound for forward (module.c) */
	SV *rnnlens;        /* a packed sequence's lengths, for the torch.lstm/gru/rnn_* that
	                     * the prelude's _forward_packed calls (object.c sets it around
	                     * that call, build_rnn.c takes it) */
	/* module.c's module_preludedef, for F.NAME written in the prelude (build_call.c: the
	 * expressions' layer reaches it through this, set by build.c) */
	Ast *(*preludedef)(struct Builder *b, const char *name);
	/* tensor.c: memory, views and layout */
	Env store;       /* each storage's base value (tensor.c), scoped with env */
	uint32_t nstorage;  /* storages made so far: the next one's id */
	VEC(Node *) chain;  /* the view chain array last grown, its fill and room (tensor.c) */
	uint32_t nref;      /* Refs made so far: the next one's id */
	VEC(int8_t) contig; /* by Value id: known contiguous (1), not known (-1), not asked (0) */
	/* the statement files (build_stmt.c, stmt_*.c) and raise.c: regions and paths that raise */
	Region *reg;     /* innermost function or loop body */
	int inloop;      /* reg is a loop body (set with reg: stmt_body, stmt_loop.c), for emit_inloop */
	uint32_t nfirst;    /* loop flags "still its initial tensor" made so far (carry_kit.c,
			     * tensor_merge.c) */
	int raised;           /* the path being built raised: it ends, and the construct that
			       * drops it clears this (build_stmt.c, build.c) */
	SrcLoc raiseloc;      /* the last raise or assert reached */
	VEC(SrcLoc) warned;   /* raise and assert statements warned about (each once) */
	/* build_call.c: calls */
	const Ast *hinted;    /* the value of `name: T = ...`, or of a return of a function with a
	                       * return type, being built: x.tolist() must be it (TorchScript
	                       * takes the list's type from there, and refuses it elsewhere) */
	struct { const char *path; Sym name; SV *sv; } attrs[256]; /* module attributes
			       * (torch.relu) looked up so far, by the module's path and the name:
			       * an SV each, not one per use (build_call.c, modattr) */
	/* split.c, sizes.c: split values and what conditions tell of sizes */
	uint32_t nsplit;      /* SV_SPLITs made (split.c): while none, no call converts one */
	VEC(SizeFact) sizes;  /* what the conditions of the branches being built tell of
			       * symbolic sizes (sizes.c) */
	/* held.c, held_follow.c, held_loop.c: what sequences hold, and the writes they may see */
	VEC(Holds *) holds;   /* by Value id: what a value that went into a sequence brings, or
			       * what a loop parameter's sequence holds (held.c) */
	VEC(uint32_t) hseen;  /* by Value id: the walk (hgen) that last saw it (held.c) */
	uint32_t hgen;
	uint32_t hgrow;       /* holds added to a value's record that had one (held.c: a fact's
			       * tensor may stop being its memory's value alone) */
	int hwritten;         /* memory a sequence may hold was written: reads check them */
	VEC(Storage *) wlog;  /* memory a sequence may hold, in the order it was written */
	VEC(uint32_t) offpath; /* pairs [w0, w1) of wlog: writes on branches built before the
			       * one being built, not on its path (held_nwrite) */
	VEC(LoopSpan) spans;  /* each loop attempt's storages (held.c: appended once a run) */
	VEC(Assumed) assumed; /* checked when the loop's body is built (held_verify) */
	uint32_t stamp;       /* the last Storage.stamp given (held.c, held_outof) */
	/* list.c, dict.c, dictkeys.c: lists and dicts */
	VEC(Storage *) lists; /* the list and dict objects made so far (list.c, list_own): the
			       * only storages whose contents may be a sequence */
	struct { SV **el; uint32_t cap, used; } grown[8]; /* element arrays of lists of known
			       * length with room to append in place (list.c, append) */
	uint32_t ngrown;      /* the next slot of grown[] to take */
	struct { SV **el; const char **keys; uint32_t cap, used; } dgrown; /* the arrays of
			       * the dict last given a new key, with room for more (dict.c, with) */
	struct { const char ***arr; KeyIndex **ix; uint32_t n, cap; } kix; /* the index of
			       * each array of dict keys that has one, by its address (dictkeys.c) */
	/* lenonly.c: names kept for len() */
	VEC(struct LoMemo *) lomemo; /* per function, the names kept for len() (lenonly.c) */
} Builder;

/* kernel.c: copies and arrays that grow */
/* memcpy of n bytes, which may be 0 with NULL pointers (memcpy's are declared nonnull) */
#define fe_copy(d, s, n) ((n) != 0 ? memcpy(d, s, n) : (void *)(d))
/* the array v of n elements of el bytes with room for one more: v itself while n < *cap,
 * else a copy twice as long.  Appending one at a time made list-heavy scripts quadratic in
 * memory (8 GB at 12,000 lines).  *cap 0: v may be another owner's too, copied first. */
void *fe_room(Arena *a, void *v, uint32_t n, uint32_t *cap, size_t el);

/* tensor.c */
Storage *tensor_storage(Builder *b, Value *base);  /* new memory, holding base */
Value *tensor_base(Builder *b, Storage *s);         /* its base's current value */
void tensor_setbase(Builder *b, Storage *s, Value *v);
void tensor_own(Builder *b, SV *sv);                /* tensors without identity get new memory */
void tensor_bind(Builder *b, Sym name, SV *sv);         /* name = sv (sv's tensors given identity) */
void tensor_fix(Builder *b, Ref *r, const char *why); /* r (and all it may share) not writable */
SV *tensor_read(Builder *b, SV *sv, SrcLoc loc, Sym name); /* sv as it is now (name: for errors) */
SV *tensor_view(Builder *b, SV *self, Node *n, SV *res);   /* res = view op n of self */
void tensor_mayshare(Builder *b, Ref *r, Storage *st, const char *why); /* r may share st */
void tensor_mayshareat(Builder *b, Ref *r, Storage *st, Value *ver, const char *why); /* as of ver */
void tensor_maysharealso(Builder *b, Ref *r, Storage *st, Value *ver, const char *why); /* r lacks st */
void tensor_inherit(Builder *b, Ref *r, const Ref *x); /* r may share what x may */
int tensor_alt(Builder *b, Ref *r, Value *cond, Ref *to); /* r is `to` when cond: 0, or -1 if
						      * that cannot be followed (to may be others) */
SV *tensor_now(Builder *b, SV *sv);   /* sv as it is now, for a merge: not checked for staleness */
int tensor_sameref(const Ref *r, const Ref *s);     /* one tensor: one Ref, or views made alike */
int tensor_canremake(const Ref *r, Block *at);      /* can r's views be made again at block at? */
Ref *tensor_remake(Builder *b, Ref *r);             /* r made again in b->blk (tensor_canremake) */
Value **tensor_walk(Builder *b, Ref *r);            /* r's chain replayed on its base now */
const char *tensor_named(Builder *b, Sym name);     /* 'name', or "this tensor" (messages) */
Node *tensor_ifon(Builder *b, Value *cond);         /* an If on cond, its blocks empty */
Value *tensor_ifout(Builder *b, Node *n, Value *t, Value *e); /* its output: t or e */
/* tensor_write.c: writes, as updates of the memory's base */
int tensor_write(Builder *b, SV *target, Value *nv, SrcLoc loc, Sym name);
SV *tensor_inplace(Builder *b, SV *self, SV *res, const char *op, SrcLoc loc, Sym name);
SV *tensor_reshape(Builder *b, SV *self, SV *res, const char *op, SrcLoc loc, Sym name);

/* oprow.c: the emission of an OP_* row with its arguments converted as a matched call's */
SV *oprow_apply(Builder *b, uint32_t row, SV **args, uint32_t nargs, SrcLoc loc); /* the OP_* row
					* on args[0..nargs-1], in schema order (NULL or past
					* nargs: the default), as a matched call: no matching */
SV *oprow_emit(Builder *b, const Op *o, SV **slot, SrcLoc loc); /* row o (not F_EXPAND) on
					* slot[], its arguments in schema order (NULL: default) */
SV *oprow_default(Builder *b, const OpArg *a); /* an argument's default, from the schema */
int oprow_isnone(SV *s);                 /* the None value */
int oprow_poisoned(const SV *v);         /* poison, or a list or tuple holding poison */
Value *oprow_tofloat(Builder *b, Value *v, SrcLoc loc); /* an int (or float) as a float */
Value *oprow_value(Builder *b, SV *sv, SrcLoc loc); /* sv as the one value an operator takes,
					* or NULL (reported: a tuple, a split variable, ...) */

/* match.c: overload matching against ops.def's schemas (call.h: match_op) */
SV *match_call(Builder *b, const char *name, SV **args, uint32_t nargs, SrcLoc loc); /* the
					* overload of aten::name that takes args, emitted */

/* sizes.c: what a branch's condition tells about symbolic sizes */
uint32_t size_refine(Builder *b, Value *cond, int truth); /* pushes; returns the mark */
void size_unrefine(Builder *b, uint32_t mark);
int size_squeeze(Builder *b, const Op *o, Value **in, int *one); /* dims to drop, or -1 */

/* device.c: devices, all the compile-time "cpu" (the model has no device of its own) */
Value *emit_const_device(Builder *b, const char *text, SrcLoc loc);
const char *device_text(const SV *s);  /* a constant device's or string's text, or NULL */
int device_check(Builder *b, const SV *s, SrcLoc loc); /* 0 if the CPU, else -1 (reported) */
int device_place(Builder *b, const SV *s, SrcLoc loc); /* the same, 1 for CUDA (warned) */
void device_ignored(Builder *b, const char *what, SrcLoc loc); /* the warning of a CUDA move */
SV *device_new(Builder *b, SV **pos, uint32_t npos, uint32_t nkw, SrcLoc loc); /* torch.device */
SV *device_attr(Builder *b, SV *d, const char *name, SrcLoc loc); /* d.type, d.index */

/* layout.c: contiguous(), reshape() or flatten() n of a view chain of a contiguous memory of
 * type base: 1 a view, 0 a copy, -1 not known */
int tensor_layoutview(const Type *base, Node **chain, uint32_t nchain, const Node *n);
Value *tensor_layoutcond(Builder *b, Value *base, Node **chain, uint32_t nchain, const Node *n,
	SrcLoc loc); /* the run-time condition under which it is a view, where sizes decide */

/* overlap.c: a write whose operand is another view of the memory written */
int tensor_overlaps(Builder *b, SV *target, SV *src, SrcLoc loc); /* -1 (reported): src shares
							     * elements PyTorch would not compute as we do */

/* methods.c: the methods of lists and dicts, one row each */
typedef enum { M_LIST, M_DICT } MethodOf;
typedef enum {
	ML_APPEND, ML_EXTEND, ML_INSERT, ML_POP, ML_REVERSE, ML_CLEAR, ML_COPY, ML_SORT, ML_COUNT,
	ML_INDEX, ML_REMOVE, ML_SETITEM,
	MD_KEYS, MD_VALUES, MD_ITEMS, MD_GET, MD_COPY, MD_POP, MD_SETDEFAULT, MD_UPDATE, MD_CLEAR,
} MethodId;
enum {
	MF_CHANGES = 1,  /* changes its receiver in place */
	MF_LENGTH = 2,   /* changes a list's length in place (a loop carries it as a sequence) */
	MF_NOREAD = 4,   /* reads none of the list's elements (name_lookuplist) */
	MF_INTERNAL = 8, /* run by the list's own code, not an attribute (xs[i] = x) */
};
typedef struct {
	MethodOf of;
	MethodId id;
	const char *name;
	uint8_t lo, hi;  /* the arguments a call takes */
	int8_t stored;   /* the argument the list stores, or -1 */
	uint8_t flags;   /* MF_* */
} Method;
const Method *method_of(MethodOf of, const char *name); /* an attribute's method, or NULL */
const Method *method_sym(MethodOf of, Sym name);
const Method *method_run(MethodOf of, const char *name); /* one that exists, internal ones too */

/* listobj.c and list.c: list objects.  A list's contents are a tuple of SVs while its
 * length is known, else an SV_VALUE of list type (an ONNX sequence); they live in
 * Builder.store like a tensor's base, so every name for the list sees a change, branches
 * merge it and loops carry it. */
/* listobj.c: a list's identity */
int list_islist(const SV *sv);                    /* list contents, of either form */
int list_isseq(const SV *sv);                     /* the sequence form (a value of list type) */
int list_isnum(const Type *t);                    /* int, float or bool */
int list_islol(const Type *t);                    /* List[List[int/float/bool]] */
void list_own(Builder *b, SV *sv);                /* lists without identity get a list object */
SV *list_now(Builder *b, SV *sv);                 /* the contents of sv's list object now */
void list_set(Builder *b, Storage *lst, SV *contents);
SV *list_copyof(Builder *b, const SV *c, Storage *lst); /* c as the contents of lst */
SV *list_seqsv(Builder *b, Value *seq, Storage *lst);  /* sequence contents of lst */
void list_fork(Builder *b, Storage *lst, const char *why); /* lst may be another list now */
/* list.c: methods, indexing, sequences */
SV *list_method(Builder *b, SV *self, const char *name, SV **args, uint32_t nargs, SrcLoc loc);
Value *list_seq(Builder *b, SV *contents, Type *elem, SrcLoc loc); /* as one sequence value */
SV *list_index(Builder *b, SV *list, SV *idx, SrcLoc loc); /* xs[i] */
SV *list_len(Builder *b, SV *list, SrcLoc loc);
SV *list_add(Builder *b, SV *c, SV *d, SrcLoc loc); /* xs + ys */
void list_setitem(Builder *b, SV *list, SV *idx, SV *x, SrcLoc loc); /* xs[i] = x */
SV *list_dyn(Builder *b, SV *contents, SrcLoc loc); /* of run-time length: a sequence value, or
						 * rows (a list of tuples); NULL after an error */
Type *list_elemtype(Builder *b, SV *contents);      /* what the list holds */
SV *list_edit(Builder *b, SV *c, const char *name, SV **a, uint32_t n, SV **now, SrcLoc loc);
	/* method name of contents c (not copy): its result, *now the new contents (not set) */
/* listsort.c: sort and count on lists of numbers */
SV *list_sorted(Builder *b, SV *list, SV *reverse, SrcLoc loc); /* new contents (reverse: NULL) */
SV *list_count(Builder *b, SV *list, SV *v, SrcLoc loc);
SV *list_find(Builder *b, SV *list, const char *name, SV *v, SrcLoc loc); /* index, remove */

/* held.c: what sequences of tensors hold, and when that is stale (a write since) */
typedef struct {
	Storage *st;     /* memory whose tensor's value went in (NULL: stale already, at wloc) */
	Value *ver;      /* its base's value then */
	uint32_t nwrite; /* its writes then */
	SrcLoc wloc;
} Hold;
/* facts.c: where sequences made from one another hold which tensor, shared (held.c) */
typedef struct FChain FChain;
typedef struct {
	const FChain *c; /* the chain it was checked in (NULL: never) ... */
	uint32_t ver;    /* ... at this version, when the builder had these: */
	uint32_t nscope, wlog, offpath, hgrow; /* store scopes opened, wlog.n, offpath.n, hgrow */
} FMark;
typedef struct {
	FChain *c;
	uint32_t n;      /* its slots: the chain's first n */
	uint32_t ver;    /* a slot's tensor is its last one at or before this version */
	int32_t app;     /* appends along the chain: ends known are counted against it */
	Hold *rest;      /* what the elements not in a slot hold */
	uint32_t nrest;
	FMark mk;        /* when each fact's tensor was last found its memory's value (held.c) */
} FVer;
FVer *facts_empty(Arena *a);
Value *facts_el(const FVer *v, uint32_t s);  /* slot s's tensor, NULL if not a fact */
int32_t facts_pos(const FVer *v, uint32_t s);
int32_t facts_end(const FVer *v, uint32_t s);
FVer *facts_begin(Arena *a, const FVer *v, Sym (*key)(void *, Value *), void *ctx);
	/* a new version after v to change (v copied if not its chain's newest) */
void facts_set(Arena *a, FVer *v, uint32_t s, Value *el, Sym key);     /* v from facts_begin */
void facts_append(Arena *a, FVer *v, int32_t pos, Value *el, Sym key); /* ends known shift */
void facts_push(Arena *a, FVer *v, int32_t pos, int32_t end, Value *el, Sym key); /* a slot */
uint32_t *facts_find(Arena *a, const FVer *v, Sym key, uint32_t *n); /* slots maybe key's */
uint32_t *facts_since(Arena *a, const FVer *v, uint32_t since, uint32_t *n); /* changed after */
/* held.c, held_follow.c, held_loop.c: what sequences hold; a write followed into them, put
 * back into its list, and what a loop assumes of the lists it carries */
int held_isseq(const Type *t);                     /* a sequence of tensors */
int held_holder(const Type *t);                    /* a sequence or optional of tensors */
void held_into(Builder *b, SV *x);                 /* x goes into a sequence */
void held_intoref(Builder *b, Value *v, Ref *r, Value *ver); /* v, r's value, goes in */
void held_intost(Builder *b, Value *v, Storage *st); /* v may hold st's tensor */
void held_outof(Builder *b, Value *seq, SV *x);    /* x was just read out of seq */
Hold *held_of(Builder *b, Value *seq, uint32_t *n); /* what seq holds */
void held_set(Builder *b, Value *seq, const Hold *e, uint32_t n); /* seq (a loop parameter) holds e */
int held_stale(Builder *b, const Hold *e, SrcLoc *wloc);
int held_check(Builder *b, Value *seq, SrcLoc loc); /* a read of seq: -1 (reported) if stale */
void held_also(Builder *b, Storage *st, Storage *inner); /* writes to st write inner too */
void held_wrote(Builder *b, Storage *st, SrcLoc loc);
void held_follow(Builder *b, Ref *r, SrcLoc loc); /* r written: lists holding it at known places see it */
void held_setitem(Builder *b, Value *seq, Value *i, Value *x, Value *res, SrcLoc loc);
void held_callout(Builder *b, Value *out, Value *seq, Change *ch, uint32_t nch, uint32_t g0,
	SrcLoc loc); /* out, a call's output, is the callee's seq at its end (ch: the store's
	              * changes; g0: the store's scopes opened before the call) */
void held_ifout(Builder *b, Value *o, Value **v, Hold (*at)(Builder *, void *, int, Hold),
	void *ctx, SrcLoc loc); /* o, an If's output, is v[k] on branch k (at: a hold after it) */
uint32_t held_nwrite(Builder *b, Storage *st);  /* its writes on the path being built */
int held_seenelsewhere(Builder *b, Storage *st);       /* another name or a sequence may be st's tensor */
typedef struct Wb Wb;
void held_from(Builder *b, SV *x, Value *seq, Value *at); /* x was read as seq[at] */
Wb *held_putbackprep(Builder *b, Ref *r, SrcLoc loc);  /* before r's write: where to put it back */
void held_putback(Builder *b, Ref *r, Wb *w, SrcLoc loc); /* after it */
int held_verify(Builder *b, Node *loop);          /* -1 (reported) if an assumption fails */
void held_assume(Builder *b, Value *p, Value *init); /* p (a loop parameter) is init, put back */
void held_sameout(Builder *b, Value *out, Value *result, Value *param, Value *init);
Hold *held_entry(Builder *b, Value *seq, uint32_t *n); /* what seq holds now, stale ones marked */
Hold *held_restamp(Builder *b, const Hold *e, uint32_t n); /* e as its tensors are now */
void held_loopout(Builder *b, Value *out, const Hold *entry, uint32_t n, Value *result,
	int fresh);

/* lenonly.c: lists built by `*` whose only uses are len(): no elements built */
SV *lenonly_assign(Builder *b, Sym name, Ast *e); /* `name = e` so built, or NULL: as usual */
SV *lenonly_len(Builder *b, Ast *call);            /* len(...) of one, or NULL: as usual */

/* rows.c: lists of tuples whose length is known only at run time, one list per field */
SV *rows_of(Builder *b, SV *contents, SrcLoc loc);  /* contents as rows; NULL after an error */
SV *rows_method(Builder *b, SV *c, const char *name, SV **a, uint32_t n, SV **now, SrcLoc loc);
	/* list_edit of a list of tuples, field by field (c: rows, or a list of tuples) */
SV *rows_index(Builder *b, SV *rows, SV *idx, SrcLoc loc);  /* xs[i]: a tuple */
SV *rows_len(Builder *b, SV *rows, SrcLoc loc);

/* dictkeys.c: where a key is, by an index per array of keys */
uint32_t dict_keyhash(const char *k);              /* a key's hash (FNV-1a) */
int dict_keyat(Builder *b, const SV *d, const char *k); /* k's place, or -1 */
void dict_keymoved(Builder *b, const char **from, const char **to); /* to: from, grown */
/* dict.c: Dict[str, T] with keys known at compile time, an object like a list (list.c) */
typedef struct {
	SV *d;           /* the dict so far */
	uint32_t *slot;  /* by a key's hash: index + 1 of the key there, or 0 */
	uint32_t cap;    /* slot's size, a power of two */
} DictDisplay;
DictDisplay dict_display(Builder *b, uint32_t n); /* {"a": x, ...} of n items, empty so far */
int dict_displayput(Builder *b, DictDisplay *dd, const char *k, SV *v, SrcLoc loc); /* the
						 * next one: -1 (reported) if v does not fit */
const char *dict_key(Builder *b, SV *k, SrcLoc loc); /* a key's text, or NULL (reported) */
SV *dict_keyvalue(Builder *b, const char *k); /* a key (dict_key's) as the constant it was */
const char *dict_keyof(Builder *b, char tag, const char *text, int64_t i, double f, SrcLoc loc);
SV *dict_get(Builder *b, SV *d, SV *key, SrcLoc loc);          /* d["a"] */
void dict_set(Builder *b, SV *d, SV *key, SV *v, SrcLoc loc);  /* d["a"] = v */
SV *dict_method(Builder *b, SV *d, const char *name, SV **a, uint32_t n, SrcLoc loc);
SV *dict_contains(Builder *b, SV *d, SV *key, SrcLoc loc);     /* "a" in d */
SV *dict_len(Builder *b, SV *d, SrcLoc loc);                    /* len(d) */
void dict_refine(Builder *b, Ast *cond, int k); /* branch k of `if "a" in d`: d has "a" there */
int dict_refined(const SV *before, const SV *now); /* now: before, refined (not changed) */
int dict_ordered(const SV *d);                 /* no key there at run time only, or
					     * SV.ordered */
int dict_maybe(const SV *d);                   /* a dict some of whose keys are known only at
					     * run time */

/* kernel.c: values, errors, bounds, emission, constants, folding */
SV *sv_value(Builder *b, Value *v);
SV *sv_new(Builder *b, SVKind k);
SV *sv_poison(Builder *b);
SV *sv_packed(Builder *b, SV *padded, SV *lengths, int zeroed); /* a PackedSequence (kernel.c) */
int sv_ispacked(const SV *s);
int sv_haspacked(const SV *s);
int sv_packedrefuse(Builder *b, const char *what, SrcLoc loc);
SV *packed_call(Builder *b, const char *path, Ast *call); /* packed.c: pack_padded_sequence, ... */
SV *sv_list(Builder *b, SV **el, uint32_t n); /* a list over el, not copied */
Value *emit_node(Builder *b, Sym kind, Value **in, uint32_t nin, uint32_t nout, SrcLoc loc);
Value *emit_const_int(Builder *b, int64_t v);
Value *emit_const_float(Builder *b, double v);
Value *emit_const_tensor(Builder *b, Tensor *t);
Value *emit_weight(Builder *b, Tensor *t, const char *key); /* a parameter from --weights */
Value *emit_const_bool(Builder *b, int v);
Value *emit_const_none(Builder *b);
Value *emit_const_dtype(Builder *b, DType dt);
int emit_error(Builder *b, SrcLoc at, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
int emit_toodeep(Builder *b, SrcLoc at);  /* 1 (reported once) if the stack is nearly used up or
				    * the graph has FE_MAXNODES nodes: stop building */
uint64_t sv_count(const SV *sv, uint64_t limit); /* elements along every path; stops past limit */
SV *sv_bounded(Builder *b, SV *sv, SrcLoc at); /* sv, or poison past FE_MAXELEMS (reported) */
SV *sv_toolarge(Builder *b, SrcLoc at);         /* the error of sv_bounded: poison */
Value *emit_fold(Builder *b, Node *n); /* scalar folding: the constant, or n's output */
Node *emit_opnode(Builder *b, uint32_t row, Value **in, SrcLoc loc); /* the node of an OP_* row
					* on converted inputs (all, defaults too), inferred; NULL
					* if refused (reported) */
Value *emit_op(Builder *b, uint32_t row, Value **in, SrcLoc loc); /* its one result, folded */
Value **emit_ifoutputs(Builder *b, Node *n, Value **t, Value **e, uint32_t k, const Sym *names);
	/* new outputs of If n, t[i] on its then branch and e[i] on its else (names: the
	 * variables, for the error when their types do not join) */
Value *emit_ifoutput(Builder *b, Node *n, Value *t, Value *e, Sym name); /* one */
int emit_inloop(Builder *b);                 /* building a loop body (of this function) */
int sv_samenesting(const SV *a, const SV *c); /* the same lists and tuples, of the same lengths */

/* names.c: what names mean, annotations as types, values checked against declared types */
SV *name_lookup(Builder *b, Sym name, SrcLoc loc);
SV *name_lookuplist(Builder *b, Sym name, SrcLoc loc); /* a list or dict to change: not read */
SV *name_lookupdict(Builder *b, Ast *e);      /* name e's dict, its values not read, or NULL */
SV *name_dictread(Builder *b, Ast *e, SV *v); /* v, one of them, read */
Type *name_annot(Builder *b, Ast *annot);
SV *name_emptytyped(Builder *b, SV *v, Type *t); /* [] or {} given its declared type */
SV *name_retval(Builder *b, SV *sv, Type *t, SrcLoc loc); /* checked against `-> t` */
SV *name_declared(Builder *b, SV *sv, Type *t, Sym name, SrcLoc loc); /* `name: t = sv` */
SV *name_implicit(Builder *b, SV *sv, Type *t, SrcLoc loc); /* the 0-d tensor sv as an int or
							 * float t (aten::IntImplicit) */
SV *name_argument(Builder *b, Ast *fn, uint32_t i, SV *a, SrcLoc where); /* a, bound to parameter i,
									 * checked against its type */
int name_packed(const Ast *e);    /* the annotation is PackedSequence */
int name_haspacked(const Ast *e); /* it names PackedSequence anywhere */

/* module.c: module entries, and the file (script or prelude) whose globals a def sees */
typedef struct {
	Env globals;
	Names pyglobals;
	uint32_t file;
	int swapped;
	SrcLoc userat;
	const char *userwhat;
} ModuleScope;
int module_entry(Builder *b, const BuildOpts *o, Ast **fn, SV **self); /* 1: a module (its
			* forward in *fn, without self; the root in *self), 0: a function */
void module_enter(Builder *b, const Ast *fn, SrcLoc call, ModuleScope *saved); /* fn's
				 * globals in force (called at call) */
void module_leave(Builder *b, ModuleScope *saved);
Sym module_name(Builder *b);                    /* the root module's class name */
void build_globals(Builder *b, Module *m, Env *g, Names *py); /* build.c: a file's names */
Ast *module_preludedef(Builder *b, const char *name); /* module.c: a def of the prelude */

/* object.c: module instances in forward */
SV *object_sv(Builder *b, Obj *o);
SV *object_attr(Builder *b, SV *x, Sym name, SrcLoc loc);
SV *object_items(Builder *b, SV *x, SrcLoc loc);    /* a container's items, as a tuple */
SV *object_method(Builder *b, SV *m, SrcLoc loc);   /* self.heads.items() and the like */
SV *object_index(Builder *b, SV *x, Ast *idx, SrcLoc loc);
SV *object_len(Builder *b, SV *x, SrcLoc loc);
SV *object_contains(Builder *b, SV *x, SV *key, SrcLoc loc);
SV *object_call(Builder *b, SV *x, SV **args, SrcLoc *argloc, uint32_t nargs, Ast **kw,
	uint32_t nkw, SrcLoc loc);

/* inline.c: calls of the file's functions */
SV *inline_call(Builder *b, Ast *fn, SV **args, SrcLoc *argloc, uint32_t nargs, Ast **kw,
	uint32_t nkw,
	SrcLoc loc);
SV *inline_default(Builder *b, Param *p);   /* a parameter's default value */
int inline_signature(Builder *b, Ast *fn);      /* -1 (reported) if TorchScript refuses fn's parameters */

/* build_stmt.c and the stmt_*.c files: statements (their own types: stmt.h) */
void stmt_targets(Builder *b, Ast *t, Names *out); /* the names a target binds */
void stmt_assigned(Builder *b, AstList *l, Names *out, Names *aug); /* that statements assign */
Vals *stmt_body(Builder *b, Ast *fn);        /* a function body in its own region */

/* build_comp.c: expressions built as statements */
SV *comp_list(Builder *b, Ast *e);       /* [elt for target in iter] */
SV *comp_dict(Builder *b, Ast *e);       /* {key: value for target in iter} */
SV *comp_listslice(Builder *b, SV *list, Ast *slice, SrcLoc loc); /* xs[a:b:k], at run time */
SV *comp_pieces(Builder *b, SV *x, int d, SV *s, SV *chunks, SrcLoc loc); /* x.split(s, d);
					    * x.chunk(chunks, d) (s = 0); x.unbind(d) (both 0): of a run-time size */

/* raise.c */
int raise_exception(Builder *b, Ast *s);   /* checked and warned about: 0 (the path ends), or -1 */
int raise_assert(Builder *b, Ast *s);  /* 1: the path goes on, 0: it raises, -1: an error */

/* optional.c: values that are None or not depending on run-time values (ONNX optionals) */
typedef struct {
	Sym name;
	SV *was, *now;   /* its binding before the refinement, and the refined one */
} Refined;
typedef VEC(Refined) Refinement;
int opt_isopt(const SV *sv);                           /* an Optional known at run time */
int opt_maybe(const SV *sv);                           /* that, or an Optional[Tuple] one */
SV *opt_is(Builder *b, TokOp op, SV *x, SrcLoc loc);   /* x is None (OP_IS), is not None */
SV *opt_unwrap(Builder *b, SV *x, SrcLoc loc);         /* x's value, where a check said so */
void opt_into(Builder *b, SV *x);                      /* x goes into an optional */
void opt_holdsmemory(Builder *b, SV *opt, Storage *st);    /* st's tensor may be in opt */
const char *opt_unchecked(SV *const *sv, uint32_t n);  /* the hint for an error on sv */
Refinement opt_refine(Builder *b, Ast *cond, int truth); /* binds what cond == truth shows */
int opt_refined(const Refinement *r, Sym name, const SV *sv); /* sv: name's refinement */
void opt_unrefine(Builder *b, const Refinement *rt, Change *ct, uint32_t nt,
	const Refinement *re, Change *ce, uint32_t ne); /* names only refined by an if's branches: unchanged */

/* split.c: variables whose type differs between the branches of an `if` or across a loop */
SV *split_new(Builder *b, Node *n, SV *st, SV *se, int convertible); /* st: If n's then */
SV *split_use(Builder *b, SV *sv, Sym name, SrcLoc loc, const char *why); /* error: poison */
SV *split_loop(Builder *b, SrcLoc loc, SV *before, SV *carried); /* a loop retyped it */
/* split_merge.c: a split variable converted in each branch and merged */
int split_intact(Builder *b, SV *x); /* side x of a split can be converted now */
Value *split_cast(Builder *b, SV *s, Sym var, DType dt, SrcLoc loc); /* s as dt */
/* build_split.c: the uses of a split variable that give PyTorch's result either way */
SV *split_call(Builder *b, Ast *call); /* a conversion of a split variable, or NULL */
SV *split_binop(Builder *b, TokOp op, Ast *l, Ast *r, SrcLoc loc); /* or NULL */

/* build_expr.c */
SV *expr_build(Builder *b, Ast *e);
Value *expr_rvalue(Builder *b, Ast *e);       /* an expression that must be one IR value */
SV *expr_binop(Builder *b, TokOp op, SV *l, SV *r, SrcLoc loc);
Value *expr_truth(Builder *b, SV *c, SrcLoc loc); /* a condition as a bool value */

/* build_call.c */
SV *call_expr(Builder *b, SV *callee, Ast *call);
int build_nodstar(Builder *b, Ast *call); /* f(**d): reported, 1 */
SV *call_op(Builder *b, const char *name, SV *self, SV **args, uint32_t nargs, Sym *kwn,
	SV **kwv, uint32_t nkw, SrcLoc loc); /* by name, matched against its overloads */
SV *call_attr(Builder *b, SV *obj, Sym name, SrcLoc loc);

/* build_builtin.c */
SV *builtin_tolist(Builder *b, SV *x, SrcLoc loc); /* x.tolist() */
SV *builtin_len(Builder *b, SV *x, SrcLoc loc);    /* len(x) */

/* build_multi.c */
SV *multi_expand(Builder *b, const Op *o, SV **arg, SrcLoc loc); /* split, chunk, ...: a list */

/* build_reorder.c, build_stats.c: NULL if o is not theirs */
SV *reorder_expand(Builder *b, const Op *o, SV **arg, SrcLoc loc); /* argsort, flip, roll, ... */
SV *stats_expand(Builder *b, const Op *o, SV **arg, SrcLoc loc); /* logsumexp, cumprod, ... */
SV *norm_expand(Builder *b, const Op *o, SV **arg, SrcLoc loc); /* build_norm.c: norms */
SV *search_expand(Builder *b, const Op *o, SV **arg, SrcLoc loc); /* build_search.c */
SV *quantile_expand(Builder *b, const Op *o, SV **arg, SrcLoc loc); /* build_quantile.c */
SV *grid_expand(Builder *b, const Op *o, SV **arg, SrcLoc loc); /* build_grid.c */
SV *factory_expand(Builder *b, const Op *o, SV **arg, SrcLoc loc); /* eye, linspace, ... */
SV *products_expand(Builder *b, const Op *o, SV **arg, SrcLoc loc); /* kron, cross, ... */
SV *products_tensordot(Builder *b, SV *x, SV *y, SV *dims, SrcLoc loc); /* torch.tensordot */
SV *elemx_expand(Builder *b, const Op *o, SV **arg, SrcLoc loc); /* isclose, erfinv, ... */
SV *special_expand(Builder *b, const Op *o, SV **arg, SrcLoc loc); /* erfc, lgamma, i0, ... */

/* build_rnn.c */
SV *rnn_cell_expand(Builder *b, const Op *o, SV **arg, SrcLoc loc); /* lstm_cell, gru_cell, ... */
SV *rnn_layers_expand(Builder *b, const Op *o, SV **arg, SrcLoc loc); /* lstm, gru, rnn_*: ONNX's */

/* build_index.c */
SV *index_get(Builder *b, SV *obj, Ast *idx, SrcLoc loc);
void index_set(Builder *b, Ast *target, SV *v);   /* target = v: x[i] = v */
void index_augset(Builder *b, Ast *target, TokOp op, Ast *rhs, SrcLoc opl); /* x[i] += v */

#endif
