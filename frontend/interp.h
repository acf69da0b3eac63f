/* interp.h: the internals the __init__ evaluator's files share (interp.c, interp_call.c,
 * interp_torch.c); the rest of the builder sees pyval.h only. */
#ifndef SCRIPTC_INTERP_H
#define SCRIPTC_INTERP_H

#include <stdarg.h>
#include <stdio.h>
#include "pyval.h"

typedef struct {
	Sym name;
	PV *v;
} Bind;

/* a function running: its locals (few: a linear search, latest first) */
typedef struct {
	Bind *v;
	uint32_t n, cap;
	Unit *u;         /* the file whose globals it sees */
	PV *cls;         /* the class its def is in (super() looks after it), or NULL */
	PV *self;        /* its first argument, for super() */
	PV *ret;         /* what `return` gave */
	int global;      /* module level: bindings are the unit's globals */
} Frame;

typedef enum { FL_NEXT, FL_BREAK, FL_CONT, FL_RET, FL_ERR } Flow;

struct Interp {
	Builder *b;
	Arena *a;
	Unit *user;      /* the script's file */
	Unit *prelude;   /* the built-in modules' (frontend/prelude/nn.py), once needed */
	PV *none, *poison, *skip;
	PV *containers[8]; /* the container classes, by name (interp_call.c) */
	int depth;
	uint64_t steps;
	uint32_t nobj;
	uint64_t writes; /* writes into tensors' values so far (views made before one are stale) */
};

/* interp.c */
PV *in_err(Interp *in, SrcLoc loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
PV *pv_bool(Interp *in, int i);
PV *pv_float(Interp *in, double f);
PV *pv_none(Interp *in);
void pv_push(Interp *in, PV *l, PV *x);
PV *pv_seq(Interp *in, PVKind k, PV **el, uint32_t n);
void pv_dictset(Interp *in, PV *d, PV *k, PV *v);
int pv_truth(const PV *v);
int pv_eq(const PV *x, const PV *y);
int64_t pv_rangelen(const PV *r);
PV *pv_items(Interp *in, PV *v, SrcLoc loc);  /* what a for loop goes over, as a list */
int pv_slice(Interp *in, Frame *f, Ast *s, int64_t n, int64_t *start, int64_t *step,
	int64_t *count);
void unit_set(Interp *in, Unit *u, Sym name, PV *v);
void in_bind(Interp *in, Frame *f, Sym name, PV *v);
PV *in_expr(Interp *in, Frame *f, Ast *e);
PV *in_fstring(Interp *in, Frame *f, Ast *e); /* interp_fstr.c: an f-string with fields */
PV *in_binop(Interp *in, TokOp op, PV *x, PV *y, SrcLoc loc);
int in_assign(Interp *in, Frame *f, Ast *target, PV *v);
Flow in_exec(Interp *in, Frame *f, Ast *s);
PV *in_run(Interp *in, Frame *f, AstList *body, SrcLoc loc);

/* interp_call.c: calls, names of modules, classes, builtins */
PV *in_callexpr(Interp *in, Frame *f, Ast *call);
PV *in_builtin(Interp *in, const char *name);  /* len, range, isinstance, ...; or NULL */
PV *in_getattr(Interp *in, PV *x, Sym name, SrcLoc loc);
int in_setattr(Interp *in, PV *x, Sym name, PV *v, SrcLoc loc);
void in_import(Interp *in, Frame *f, Ast *s);
PV *pv_tostr(Interp *in, PV *v, int repr, SrcLoc loc);
const char *interp_kind(Interp *in, PV *cls);  /* the container class cls derives from */
Unit *interp_prelude(Interp *in);
PV *interp_container(Interp *in, const char *name); /* the class Sequential, ... */              /* the prelude's unit, loaded once (module.c) */
#define in_skip(in) ((in)->skip)
PV *pymethod(Interp *in, PV *self, const char *m, PV **a, uint32_t n, SrcLoc loc);

/* interp_torch.c: tensors, torch's factories, nn.Module's methods, containers */
PV *in_torchcall(Interp *in, const char *path, PV *self, PV **a, uint32_t n, Sym *kwn,
	PV **kwv, uint32_t nkw, SrcLoc loc);   /* NULL: reported; in->skip: not torch's */
PV *in_tensorop(Interp *in, TokOp op, PV *x, PV *y, SrcLoc loc);
int in_tensorwrite(Interp *in, PV *t);         /* t changed in place: its values unknown */
int in_tensorsetitem(Interp *in, Frame *f, PV *t, Ast *idx, PV *v); /* t[idx] = v */
int interp_known(Interp *in, const PTensor *t); /* t's values known and current */
PV *in_tensorattr(Interp *in, PV *t, const char *name, SrcLoc loc);
PV *obj_items(Interp *in, Obj *o, SrcLoc loc);
int obj_contains(Interp *in, Obj *o, PV *x, SrcLoc loc);
PV *obj_subscript(Interp *in, Frame *f, Obj *o, Ast *ix, SrcLoc loc);
int obj_setitem(Interp *in, Frame *f, Obj *o, Ast *ix, PV *v, SrcLoc loc);
PV *obj_method(Interp *in, PV *self, const char *name, PV **a, uint32_t n, Sym *kwn, PV **kwv,
	uint32_t nkw, SrcLoc loc);              /* NULL: reported; in->skip: no such method */
PV *obj_container(Interp *in, Obj *o, PV **a, uint32_t n, SrcLoc loc); /* the container's
					    * __init__ (Sequential(a, b), ModuleList([..])) */

PV *in_kwarg(Sym *kwn, PV **kwv, uint32_t nkw, const char *name); /* or NULL */
PV *in_pycall(Interp *in, const char *f, PV **a, uint32_t n, Sym *kwn, PV **kwv, uint32_t nkw,
	SrcLoc
	loc);
PV *in_pyconvert(Interp *in, PV *type, PV **a, uint32_t n, SrcLoc loc);
int in_subclass(Interp *in, PV *cls, PV *of);
PV *in_compare(Interp *in, TokOp op, PV *x, PV *y, SrcLoc loc);
int pv_isnum(const PV *v);
#endif
