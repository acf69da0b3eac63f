/* Types, hash-consed: every constructor builds a prototype on the stack, looks it up in one
 * process-wide hash table and returns the stored copy, so equal types are equal pointers and
 * type equality is `==` (as interned strings in Lua).  Types are shared by every compilation,
 * like symbols, so they live in a process-lifetime arena created on first use; type_init()
 * only does that early.  Also here: the dtype tables (CLI and TorchScript spellings, sizes),
 * the join used to merge the types an `if` or a loop gives one value, and the printer of
 * types in TorchScript's dump syntax ("Float(batch, 3)", "List[int]", "Optional[Tensor]"). */
#include <stdlib.h>
#include <string.h>
#include "ir.h"

enum { NBUCKET = 1024 }; /* chains stay short for thousands of types; 8 KB, two pages */

static Arena *perm;          /* process lifetime: never freed */
static Type *bucket[NBUCKET]; /* hash-cons table, chained through Type.hnext */

static const struct {
	DType dt;
	const char *name;   /* CLI spelling */
	const char *tsname; /* TorchScript spelling */
	size_t size;
} dtab[] = {
	{DT_F32, "float32", "Float", 4},
	{DT_F64, "float64", "Double", 8},
	{DT_F16, "float16", "Half", 2},
	{DT_BF16, "bfloat16", "BFloat16", 2},
	{DT_I64, "int64", "Long", 8},
	{DT_I32, "int32", "Int", 4},
	{DT_I16, "int16", "Short", 2},
	{DT_I8, "int8", "Char", 1},
	{DT_U8, "uint8", "Byte", 1},
	{DT_BOOL, "bool", "Bool", 1},
};

/* the dtab row of t; -1 for DT_UNDEF and unknown codes */
static int
drow(DType t)
{
	for (size_t i = 0; i < sizeof dtab / sizeof dtab[0]; i++)
		if (dtab[i].dt == t)
			return (int)i;
	return -1;
}

const char *
dtype_name(DType t)
{
	int i = drow(t);
	return i < 0 ? "undefined" : dtab[i].name;
}

const char *
dtype_tsname(DType t)
{
	int i = drow(t);
	return i < 0 ? "Tensor" : dtab[i].tsname;
}

DType
dtype_parse(const char *s)
{
	for (size_t i = 0; i < sizeof dtab / sizeof dtab[0]; i++)
		if (strcmp(dtab[i].name, s) == 0)
			return dtab[i].dt;
	return DT_UNDEF;
}

/* torch's names of its dtypes: torch.float32, torch.long, ... (DT_UNDEF if not one) */
DType
dtype_torch(const char *s)
{
	static const struct {
		const char *name;
		DType dt;
	} names[] = {
		{"float32", DT_F32}, {"float", DT_F32}, {"float64", DT_F64}, {"double", DT_F64},
		{"float16", DT_F16}, {"half", DT_F16}, {"bfloat16", DT_BF16}, {"int64", DT_I64},
		{"long", DT_I64}, {"int32", DT_I32}, {"int", DT_I32}, {"int16", DT_I16},
		{"short", DT_I16}, {"int8", DT_I8}, {"uint8", DT_U8}, {"bool", DT_BOOL},
	};
	for (size_t i = 0; i < sizeof names / sizeof *names; i++)
		if (!strcmp(names[i].name, s))
			return names[i].dt;
	return DT_UNDEF;
}

size_t
dtype_size(DType t)
{
	int i = drow(t);
	return i < 0 ? 0 : dtab[i].size;
}

int
dtype_isfloat(DType t)
{
	return t == DT_F32 || t == DT_F64 || t == DT_F16 || t == DT_BF16;
}

int
dtype_isint(DType t)
{
	return t == DT_I64 || t == DT_I32 || t == DT_I16 || t == DT_I8 || t == DT_U8;
}

static void
freeperm(void)
{
	arena_free(perm);
	perm = NULL;
	memset(bucket, 0, sizeof bucket);
}

void
type_init(void)
{
	if (perm)
		return;
	perm = arena_new();
	atexit(freeperm);
}

/* a word at a time (byte-wise FNV took about 200 instructions a type): multiply by the
 * golden ratio, fold the high half into the low bits the bucket index takes */
static uint32_t
mix(uint32_t h, uint64_t x)
{
	uint64_t k = ((uint64_t)h ^ x) * 0x9e3779b97f4a7c15u;
	return (uint32_t)(k >> 32) ^ (uint32_t)k;
}

static uint32_t
hashof(const Type *t)
{
	uint32_t h = mix(2166136261u, t->kind);
	h = mix(h, t->dtype);
	h = mix(h, (uint64_t)(int64_t)t->rank);
	for (int32_t i = 0; i < t->rank; i++)
		h = mix(h, (uint64_t)t->dims[i]);
	h = mix(h, (uint64_t)(uintptr_t)t->elem);
	for (uint32_t i = 0; i < t->nelem; i++)
		h = mix(h, (uint64_t)(uintptr_t)t->elems[i]);
	return h;
}

/* structural equality, one level deep: components are already hash-consed */
static int
same(const Type *a, const Type *b)
{
	if (a->kind != b->kind || a->dtype != b->dtype || a->rank != b->rank ||
	    a->elem != b->elem || a->nelem != b->nelem)
		return 0;
	for (int32_t i = 0; i < a->rank; i++)
		if (a->dims[i] != b->dims[i])
			return 0;
	for (uint32_t i = 0; i < a->nelem; i++)
		if (a->elems[i] != b->elems[i])
			return 0;
	return 1;
}

/* the stored type equal to the prototype p, made if new (p's arrays are copied) */
static Type *
intern(Type *p)
{
	type_init();
	p->hash = hashof(p);
	Type **head = &bucket[p->hash % NBUCKET];
	for (Type *t = *head; t; t = t->hnext)
		if (t->hash == p->hash && same(t, p))
			return t;
	Type *t = NEW(perm, Type);
	*t = *p;
	if (p->rank > 0) {
		t->dims = NEWA(perm, Dim, p->rank);
		memcpy(t->dims, p->dims, sizeof(Dim) * (size_t)p->rank);
	}
	if (p->nelem) {
		t->elems = NEWA(perm, Type *, p->nelem);
		memcpy(t->elems, p->elems, sizeof(Type *) * p->nelem);
	}
	t->hnext = *head;
	*head = t;
	return t;
}

Type *
ty_tensor(DType dt, int32_t rank, const Dim *dims)
{
	Type p = {.kind = T_TENSOR, .dtype = dt, .rank = rank < 0 ? -1 : rank};
	p.dims = rank > 0 ? (Dim *)dims : NULL;
	if (rank > 0 && !dims)
		die("ty_tensor: rank %d without dims", rank);
	return intern(&p);
}

static Type *
simple(TypeKind k)
{
	Type p = {.kind = k, .rank = -1};
	return intern(&p);
}

Type *
ty_int(void)
{
	return simple(T_INT);
}

Type *
ty_float(void)
{
	return simple(T_FLOAT);
}

Type *
ty_bool(void)
{
	return simple(T_BOOL);
}

Type *
ty_str(void)
{
	return simple(T_STR);
}

Type *
ty_none(void)
{
	return simple(T_NONE);
}

Type *
ty_dtype(void)
{
	return simple(T_DTYPE);
}

Type *
ty_device(void)
{
	return simple(T_DEVICE);
}

Type *
ty_any(void)
{
	return simple(T_ANY);
}


Type *
ty_list(Type *elem)
{
	Type p = {.kind = T_LIST, .rank = -1, .elem = elem};
	return intern(&p);
}

Type *
ty_dict(Type *elem)
{
	Type p = {.kind = T_DICT, .rank = -1, .elem = elem};
	return intern(&p);
}

Type *
ty_tuple(Type **elems, uint32_t n)
{
	Type p = {.kind = T_TUPLE, .rank = -1, .elems = elems, .nelem = n};
	return intern(&p);
}

Type *
ty_optional(Type *elem)
{
	if (elem->kind == T_OPTIONAL || elem->kind == T_NONE)
		return elem; /* Optional[Optional[T]] is Optional[T]; Optional[None] is None */
	Type p = {.kind = T_OPTIONAL, .rank = -1, .elem = elem};
	return intern(&p);
}

/* two tensors: one dtype (unknown wins over known), dims kept where equal */
static Type *
jointensor(Type *a, Type *b)
{
	DType dt = a->dtype;
	if (a->dtype != b->dtype) {
		if (a->dtype != DT_UNDEF && b->dtype != DT_UNDEF)
			return NULL;
		dt = DT_UNDEF;
	}
	if (a->rank != b->rank || a->rank < 0)
		return ty_tensor(dt, -1, NULL);
	Dim d[a->rank > 0 ? a->rank : 1];
	for (int32_t i = 0; i < a->rank; i++)
		d[i] = a->dims[i] == b->dims[i] ? a->dims[i] : DIM_UNKNOWN;
	return ty_tensor(dt, a->rank, d);
}

static int
unsetelem(const Type *e)
{
	return e->kind == T_TENSOR && e->dtype == DT_UNDEF && e->rank < 0;
}

static Type *
jointuple(Type *a, Type *b)
{
	if (a->nelem != b->nelem)
		return NULL;
	Type *e[a->nelem ? a->nelem : 1];
	for (uint32_t i = 0; i < a->nelem; i++)
		if (!(e[i] = ty_join(a->elems[i], b->elems[i])))
			return NULL;
	return ty_tuple(e, a->nelem);
}

/* Optional[T] or None on at least one side */
static Type *
joinopt(Type *a, Type *b)
{
	if (a->kind == T_NONE)
		return ty_optional(b);
	if (b->kind == T_NONE)
		return ty_optional(a);
	Type *ea = a->kind == T_OPTIONAL ? a->elem : a;
	Type *eb = b->kind == T_OPTIONAL ? b->elem : b;
	Type *e = ty_join(ea, eb);
	return e ? ty_optional(e) : NULL;
}

Type *
ty_join(Type *a, Type *b)
{
	if (!a || !b)
		return NULL;
	if (a == b)
		return a;
	if (a->kind == T_ANY || b->kind == T_ANY)
		return ty_any();
	if (a->kind == T_OPTIONAL || b->kind == T_OPTIONAL || a->kind == T_NONE ||
	    b->kind == T_NONE)
		return joinopt(a, b);
	if (a->kind != b->kind)
		return NULL;
	switch (a->kind) {
	case T_TENSOR:
		return jointensor(a, b);
	case T_LIST: {
		/* a list made empty knows nothing of its tensors: the other side says what they are */
		if (unsetelem(a->elem) || unsetelem(b->elem))
			return unsetelem(a->elem) ? b : a;
		Type *e = ty_join(a->elem, b->elem);
		return e ? ty_list(e) : NULL;
	}
	case T_TUPLE:
		return jointuple(a, b);
	default:
		return NULL; /* same scalar kinds are the same pointer */
	}
}

int
ty_isscalar(const Type *t)
{
	return t && (t->kind == T_INT || t->kind == T_FLOAT || t->kind == T_BOOL);
}

/* a known size or a symbolic dim in both, at every place: a dim not known in either
 * proves nothing */
int
ty_sameshape(const Type *a, const Type *b)
{
	if (!a || !b || a->kind != T_TENSOR || b->kind != T_TENSOR || a->rank < 0 ||
	    a->rank != b->rank)
		return 0;
	for (int32_t i = 0; i < a->rank; i++)
		if (a->dims[i] == DIM_UNKNOWN || a->dims[i] != b->dims[i])
			return 0;
	return 1;
}

int
ty_knownzero(const Type *t)
{
	for (int32_t i = 0; t && t->kind == T_TENSOR && i < t->rank; i++)
		if (t->dims[i] == 0)
			return 1;
	return 0;
}

/* one symbolic dim names one size wherever it appears; two equal known sizes are equal
 * numbers, which is a different proof (a 0 is one of them) */
int
ty_samesym(const Type *a, int64_t i, const Type *b, int64_t j)
{
	return a && b && a->kind == T_TENSOR && b->kind == T_TENSOR && i >= 0 && i < a->rank
	       && j >= 0 && j < b->rank && dim_issym(a->dims[i]) && a->dims[i] == b->dims[j];
}

/* a growing malloc'd string: the printer's scratch */
typedef struct {
	char *p;
	size_t n, cap;
} Buf;

static void
put(Buf *b, const char *s)
{
	size_t k = strlen(s);
	if (b->n + k + 1 > b->cap) {
		b->cap = (b->n + k + 1) * 2;
		if (!(b->p = realloc(b->p, b->cap)))
			die("out of memory");
	}
	memcpy(b->p + b->n, s, k + 1);
	b->n += k;
}

static void
putdim(Buf *b, Dim d)
{
	char num[24];
	if (dim_issym(d))
		put(b, sym_str(dim_symof(d)));
	else if (d == DIM_UNKNOWN)
		put(b, "*");
	else {
		snprintf(num, sizeof num, "%lld", (long long)d);
		put(b, num);
	}
}

static void
puttensor(Buf *b, const Type *t)
{
	put(b, dtype_tsname(t->dtype));
	if (t->rank < 0)
		return;
	put(b, "(");
	for (int32_t i = 0; i < t->rank; i++) {
		if (i)
			put(b, ", ");
		putdim(b, t->dims[i]);
	}
	put(b, ")");
}

static void puttype(Buf *b, const Type *t);

static void
putwrapped(Buf *b, const char *name, Type *const *e, uint32_t n)
{
	put(b, name);
	put(b, "[");
	for (uint32_t i = 0; i < n; i++) {
		if (i)
			put(b, ", ");
		puttype(b, e[i]);
	}
	put(b, "]");
}

static void
puttype(Buf *b, const Type *t)
{
	static const char *const plain[] = {
		[T_INT] = "int", [T_FLOAT] = "float", [T_BOOL] = "bool", [T_STR] = "str",
		[T_NONE] = "NoneType", [T_DTYPE] = "ScalarType", [T_DEVICE] = "Device",
		[T_ANY] = "Any",
	};
	if (!t)
		put(b, "<no type>");
	else if (t->kind == T_TENSOR)
		puttensor(b, t);
	else if (t->kind == T_LIST)
		putwrapped(b, "List", &t->elem, 1);
	else if (t->kind == T_OPTIONAL)
		putwrapped(b, "Optional", &t->elem, 1);
	else if (t->kind == T_DICT)
		putwrapped(b, "Dict", (Type *const []){ty_str(), t->elem}, 2);
	else if (t->kind == T_TUPLE)
		putwrapped(b, "Tuple", t->elems, t->nelem);
	else
		put(b, plain[t->kind]);
}

char *
ty_str_of(Arena *a, const Type *t)
{
	Buf b = {0};
	put(&b, "");
	puttype(&b, t);
	type_init();
	char *s = arena_strndup(a ? a : perm, b.p, b.n);
	free(b.p);
	return s;
}
