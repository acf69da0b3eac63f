/* pyval.h: Python values computed while compiling, by the evaluator of modules' __init__
 * (interp.c, interp_call.c, interp_torch.c), and the module objects it builds (DESIGN.md,
 * "Modules and weights").  A module's __init__ runs once, at compile time, as Python would
 * run it: its loops and helper calls build layers, they are no ONNX loops.  Tensors made
 * there are known by shape and dtype only (parameter values come from --weights), except the
 * few whose values a factory gives (torch.zeros, torch.arange, torch.tensor(...)): a buffer
 * outside the state_dict needs them.  forward is then built by the IR builder with `self` an
 * SV_OBJECT (object.c), whose attributes fold to constants. */
#ifndef SCRIPTC_PYVAL_H
#define SCRIPTC_PYVAL_H

#include "builder.h"

typedef enum {
	PV_NONE,
	PV_BOOL,     /* i */
	PV_INT,      /* i */
	PV_FLOAT,    /* f */
	PV_STR,      /* s */
	PV_TUPLE,    /* el[0..n) */
	PV_LIST,     /* el[0..n), changeable in place */
	PV_DICT,     /* keys[i] -> el[i], insertion order */
	PV_RANGE,    /* range(r[0], r[1], r[2]) */
	PV_OBJ,      /* obj: a module instance */
	PV_CLASS,    /* def (S_CLASS) of unit, or path: a container the evaluator knows
	              * ("Module", "Sequential", "ModuleList", "ModuleDict", "ParameterList",
	              * "ParameterDict") */
	PV_FUNC,     /* def (S_DEF) of unit; self: a bound method's receiver (a PV_OBJ), cls:
	              * the class it was found in (super() starts after it) */
	PV_BUILTIN,  /* path: "len", "torch.zeros", "math.sqrt", "nn.init.normal_", ...; self:
	              * a method's receiver (t.size, obj.register_buffer, xs.append) */
	PV_MODULE,   /* path: an imported module: "torch", "torch.nn", "math", "typing" */
	PV_TENSOR,   /* t */
	PV_DTYPE,    /* i: a DType */
	PV_TYPE,     /* s: int, float, bool, str, tuple, list, dict, Tensor */
	PV_SUPER,    /* super(): self, cls (methods are looked up after cls) */
} PVKind;

typedef struct PV PV;
typedef struct Obj Obj;
typedef struct Unit Unit;

typedef enum { R_PLAIN, R_PARAM, R_BUFFER, R_NPBUFFER } TRole;

/* a tensor of __init__: its shape and dtype, and its values where a factory gave them */
typedef struct {
	DType dt;
	int32_t rank;
	int64_t dims[MAXRANK];
	TRole role;      /* a Parameter, or registered as a (non-persistent) buffer */
	Tensor *data;    /* its values, or NULL (not known: an initializer changed them) */
	SrcLoc loc;      /* where it was declared (`self.weight = nn.Parameter(...)`) */
	const char *key; /* its state_dict key, the first path that reaches it (module.c) */
	Value *val;      /* its value in the graph, once forward read it (object.c) */
	void *viewof;    /* the tensor it is a view of (a PTensor), whose values it copied ... */
	uint64_t wgen;   /* ... when the evaluator had made this many writes (Interp.writes):
	                  * a write since, anywhere, leaves its values unknown */
} PTensor;

struct PV {
	PVKind k;
	uint32_t n, cap;
	union {
		int64_t i;
		double f;
		const char *s;
	};
	int64_t r[3];    /* PV_RANGE */
	PV **el;
	PV **keys;       /* PV_DICT */
	Obj *obj;        /* PV_OBJ */
	Ast *def;        /* PV_CLASS, PV_FUNC */
	Unit *unit;      /* the file def is in */
	const char *path;
	PV *self;        /* PV_FUNC, PV_BUILTIN bound; PV_SUPER; PV_CLASS: its class
	                  * attributes (a PV_DICT by name), once evaluated */
	PV *cls;         /* PV_FUNC: its class; PV_SUPER: the class to look after */
	PV *bases;       /* PV_CLASS: its base classes (a PV_TUPLE), once evaluated */
	PTensor *t;
};

typedef enum { A_ATTR, A_PARAM, A_BUFFER, A_MODULE } SlotRole;

typedef struct {
	Sym name;
	PV *v;           /* None for a parameter or buffer registered as None */
	SlotRole role;
	int persistent;  /* A_BUFFER: in the state_dict */
	SrcLoc loc;      /* where it was set */
} Slot;

/* a module instance */
struct Obj {
	PV *cls;         /* its class (PV_CLASS) */
	const char *kind;/* the container it is or derives from ("Sequential", ...), or NULL */
	Slot *slot;      /* parameters, buffers, submodules and other attributes, in order */
	uint32_t n, cap;
	const char *path;  /* its state_dict prefix ("layer1.0"; "" for the root), the first
	                    * path that reaches it (module.c) */
	const char *scope; /* its node names' scope ("/layer1/layer1.0", module.c) */
	SV *sv;          /* the builder's value for it (object.c), once made */
	SrcLoc loc;      /* where it was constructed */
	uint32_t id;
};

/* a parsed file whose names the evaluator and the builder see: the user's, the prelude's */
struct Unit {
	Module *m;
	uint32_t file;   /* its diag file index (SrcLoc.file of its nodes) */
	Env names;       /* its module-level names as the builder binds them (imports, defs) */
	Names pyglobals; /* its assigned module-level names (build.c) */
	PV **gv;         /* its module-level names as the evaluator sees them, by Sym ... */
	Sym *gk;         /* ... in an open-addressed table */
	Ast **gpending;  /* the statement that binds a name not evaluated yet (interp.c) */
	uint32_t gn, gcap;
	int done;        /* its module-level statements have run */
};

/* interp.c: evaluation */
typedef struct Interp Interp;
Interp *interp_new(Builder *b);
Unit *interp_unit(Interp *in, Module *m, uint32_t file); /* its module-level statements run */
PV *interp_global(Interp *in, Unit *u, Sym name);         /* NULL if not defined */
PV *interp_call(Interp *in, PV *callee, PV **args, uint32_t nargs, Sym *kwn, PV **kwv,
	uint32_t nkw, SrcLoc loc);                        /* NULL after an error (reported) */
PV *interp_expr(Interp *in, Unit *u, Ast *e);             /* at module level */
PV *interp_classattr(Interp *in, PV *cls, Sym name);      /* a class attribute or method */
int interp_isclass(Interp *in, PV *cls, const char *name); /* cls is or derives from the
							    * prelude's or a container class name */
PV *pv_new(Interp *in, PVKind k);
PV *pv_int(Interp *in, int64_t v);
PV *pv_str(Interp *in, const char *s);
const char *pv_kindname(const PV *v);
Obj *obj_new(Interp *in, PV *cls, SrcLoc loc);
Slot *obj_slot(Obj *o, Sym name);
void obj_set(Interp *in, Obj *o, Sym name, PV *v, SlotRole role, SrcLoc loc);
Ast *interp_method(Interp *in, PV *cls, Sym name, PV **found); /* a def in cls or a base */

#endif
