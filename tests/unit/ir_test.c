/* Unit tests of ir/: hash-consed types and their join and spelling, building graphs through
 * the API (constants, an aten::add, an If with two blocks, a Loop with carried values), use
 * lists after every kind of edit, cloning, the verifier accepting good graphs and rejecting
 * broken ones, the printer's exact text, and arena_clear's reuse.  No framework: CHECK counts failures; the last
 * line is "ir_test: N checks, M failed" and the exit status is non-zero on any failure.
 * The verifier's messages for the deliberately broken graphs go to stderr; that is expected. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ir/ir.h"

#include "check.h"

#define CHECKSTR(got, want)                                                                \
	do {                                                                               \
		const char *got_ = (got), *want_ = (want);                                 \
		nchecks++;                                                                 \
		if (strcmp(got_, want_) != 0) {                                            \
			nfailed++;                                                         \
			fprintf(stderr, "%s:%d: got:\n%s\nwant:\n%s\n", __FILE__,          \
			        __LINE__, got_, want_);                                    \
		}                                                                          \
	} while (0)

static const SrcLoc noloc;
static Arena *A;
static Diag D;

static SrcLoc
at(uint32_t line, uint32_t col)
{
	SrcLoc l = {1, line, col, 1};
	return l;
}

/* Float(batch, 3) */
static Type *
fbatch3(void)
{
	Dim d[2] = {dim_sym(sym_cstr("batch")), 3};
	return ty_tensor(DT_F32, 2, d);
}

/* is every use of v found in its user's slots, and every slot of n in its value's list? */
static int
usesok(const Value *v)
{
	for (const Use *u = v->uses; u; u = u->next)
		if (u->val != v || &u->user->in[u->idx] != u || *u->prevp != u)
			return 0;
	return 1;
}

static int
hasuse(const Value *v, const Node *n, uint32_t idx)
{
	for (const Use *u = v->uses; u; u = u->next)
		if (u->user == n && u->idx == idx)
			return 1;
	return 0;
}

static char *
printed(Graph *g)
{
	char *s = NULL;
	size_t n = 0;
	FILE *f = open_memstream(&s, &n);
	ir_print(f, g, &D);
	fclose(f);
	char *r = arena_strndup(A, s, n);
	free(s);
	return r;
}

static void
test_types(void)
{
	Dim d[2] = {2, 3}, e[2] = {2, 4};
	Type *a = ty_tensor(DT_F32, 2, d);
	CHECK(a == ty_tensor(DT_F32, 2, d));
	CHECK(a != ty_tensor(DT_F32, 2, e));
	CHECK(a != ty_tensor(DT_F64, 2, d));
	CHECK(ty_list(ty_int()) == ty_list(ty_int()));
	Type *el[2] = {a, ty_int()};
	CHECK(ty_tuple(el, 2) == ty_tuple(el, 2));
	CHECK(ty_optional(a) == ty_optional(a));
	CHECK(ty_optional(ty_optional(a)) == ty_optional(a));

	Dim j[2] = {2, DIM_UNKNOWN};
	CHECK(ty_join(a, a) == a);
	CHECK(ty_join(a, ty_tensor(DT_F32, 2, e)) == ty_tensor(DT_F32, 2, j));
	CHECK(ty_join(a, ty_tensor(DT_F32, 1, d)) == ty_tensor(DT_F32, -1, NULL));
	CHECK(ty_join(a, ty_tensor(DT_I64, 2, d)) == NULL);
	CHECK(ty_join(a, ty_tensor(DT_UNDEF, 2, d)) == ty_tensor(DT_UNDEF, 2, d));
	CHECK(ty_join(ty_none(), a) == ty_optional(a));
	CHECK(ty_join(ty_optional(a), ty_none()) == ty_optional(a));
	CHECK(ty_join(ty_int(), ty_float()) == NULL);
	CHECK(ty_join(ty_list(a), ty_list(ty_tensor(DT_F32, 2, e))) ==
	      ty_list(ty_tensor(DT_F32, 2, j)));
	Type *el2[2] = {ty_tensor(DT_F32, 2, e), ty_int()}, *elj[2] = {ty_tensor(DT_F32, 2, j),
	                                                              ty_int()};
	CHECK(ty_join(ty_tuple(el, 2), ty_tuple(el2, 2)) == ty_tuple(elj, 2));
	CHECK(ty_join(ty_tuple(el, 2), ty_tuple(el, 1)) == NULL);

	CHECKSTR(ty_str_of(A, fbatch3()), "Float(batch, 3)");
	CHECKSTR(ty_str_of(A, ty_tensor(DT_F32, 2, j)), "Float(2, *)");
	CHECKSTR(ty_str_of(A, ty_tensor(DT_I64, 0, NULL)), "Long()");
	CHECKSTR(ty_str_of(A, ty_tensor(DT_F64, -1, NULL)), "Double");
	CHECKSTR(ty_str_of(A, ty_tensor(DT_UNDEF, -1, NULL)), "Tensor");
	CHECKSTR(ty_str_of(A, ty_tensor(DT_UNDEF, 2, j)), "Tensor(2, *)");
	CHECKSTR(ty_str_of(A, ty_list(ty_int())), "List[int]");
	Type *tu[2] = {ty_tensor(DT_UNDEF, -1, NULL), ty_int()};
	CHECKSTR(ty_str_of(A, ty_tuple(tu, 2)), "Tuple[Tensor, int]");
	CHECKSTR(ty_str_of(A, ty_optional(tu[0])), "Optional[Tensor]");
	CHECKSTR(ty_str_of(A, ty_none()), "NoneType");
	CHECKSTR(ty_str_of(A, ty_dtype()), "ScalarType");
	CHECKSTR(ty_str_of(A, ty_device()), "Device");
	CHECKSTR(ty_str_of(A, ty_float()), "float");
	CHECKSTR(ty_str_of(A, ty_bool()), "bool");
	CHECKSTR(ty_str_of(A, ty_str()), "str");

	CHECKSTR(dtype_name(DT_BF16), "bfloat16");
	CHECKSTR(dtype_tsname(DT_I8), "Char");
	CHECK(dtype_parse("uint8") == DT_U8);
	CHECK(dtype_parse("float") == DT_UNDEF);
	CHECK(dtype_size(DT_F16) == 2 && dtype_size(DT_I64) == 8);
	CHECK(dtype_isfloat(DT_BF16) && !dtype_isfloat(DT_I32));
	CHECK(dtype_isint(DT_U8) && !dtype_isint(DT_BOOL));
}

/* graph(%x : Float(batch, 3), %n : int): a loop adding the counter to x n times */
static Graph *
loopgraph(Node **loopout)
{
	Graph *g = ir_graph(A);
	Block *top = g->top;
	Value *x = ir_addparam(g, top, fbatch3(), sym_cstr("x"));
	Value *n = ir_addparam(g, top, ty_int(), sym_cstr("n"));
	ir_const_int(g, ir_end(top), 1, noloc);
	Value *t = ir_const_bool(g, ir_end(top), 1, noloc);
	Node *loop = ir_node(g, S_prim_Loop, 1, at(4, 5));
	loop->out[0]->type = fbatch3();
	loop->out[0]->name = sym_cstr("x");
	ir_addinput(g, loop, n);
	ir_addinput(g, loop, t);
	ir_addinput(g, loop, x);
	ir_append(top, loop);
	Block *body = ir_addblock(g, loop);
	Value *i = ir_addparam(g, body, ty_int(), sym_cstr("i"));
	Value *xb = ir_addparam(g, body, fbatch3(), sym_cstr("x"));
	Node *add = ir_node(g, sym_cstr("aten::add"), 1, at(4, 13));
	add->out[0]->type = fbatch3();
	ir_addinput(g, add, xb);
	ir_addinput(g, add, i);
	ir_append(body, add);
	ir_addresult(g, body, t);
	ir_addresult(g, body, add->out[0]);
	ir_addresult(g, top, loop->out[0]);
	if (loopout)
		*loopout = loop;
	return g;
}

static void
test_loop_print(void)
{
	Graph *g = loopgraph(NULL);
	CHECK(ir_verify(g, &D, "test_loop_print") == 0);
	CHECKSTR(printed(g),
	         "graph(%x : Float(batch, 3), %n : int):\n"
	         "  %2 : int = prim::Constant[value=1]()\n"
	         "  %3 : bool = prim::Constant[value=1]()\n"
	         "  %x.1 : Float(batch, 3) = prim::Loop(%n, %3, %x)   # model.py:4:5\n"
	         "    block0(%i : int, %x.2 : Float(batch, 3)):\n"
	         "      %7 : Float(batch, 3) = aten::add(%x.2, %i)   # model.py:4:13\n"
	         "      -> (%3, %7)\n"
	         "  return (%x.1)\n");
}

static void
test_attr_print(void)
{
	Graph *g = ir_graph(A);
	Block *top = g->top;
	Type *el[2] = {ty_int(), ty_tensor(DT_F32, 1, (Dim[]){2})};
	Value *t = ir_addparam(g, top, ty_tuple(el, 2), sym_cstr("t"));
	ir_const_float(g, ir_end(top), 0.5, noloc);
	ir_const_float(g, ir_end(top), 1.0, noloc);
	ir_const_float(g, ir_end(top), 0.1, noloc);
	Value *s = ir_const_str(g, ir_end(top), "a\"b", noloc);
	ir_const_ints(g, ir_end(top), (int64_t[]){0, 1}, 2, noloc);
	ir_const_none(g, ir_end(top), noloc);
	Node *un = ir_node(g, S_prim_TupleUnpack, 2, noloc);
	un->out[0]->type = el[0];
	un->out[0]->name = sym_cstr("a");
	un->out[1]->type = el[1];
	un->out[1]->name = sym_cstr("b");
	ir_addinput(g, un, t);
	ir_append(top, un);
	Node *r = ir_node(g, S_prim_RaiseException, 0, noloc);
	ir_addinput(g, r, s);
	ir_append(top, r);
	ir_addresult(g, top, un->out[0]);
	CHECK(ir_verify(g, NULL, "test_attr_print") == 0);
	CHECKSTR(printed(g),
	         "graph(%t : Tuple[int, Float(2)]):\n"
	         "  %1 : float = prim::Constant[value=0.5]()\n"
	         "  %2 : float = prim::Constant[value=1.]()\n"
	         "  %3 : float = prim::Constant[value=0.1]()\n"
	         "  %4 : str = prim::Constant[value=\"a\\\"b\"]()\n"
	         "  %5 : List[int] = prim::Constant[value=[0, 1]]()\n"
	         "  %6 : NoneType = prim::Constant()\n"
	         "  %a : int, %b : Float(2) = prim::TupleUnpack(%t)\n"
	         "   = prim::RaiseException(%4)\n"
	         "  return (%a)\n");
}

static void
test_constants(void)
{
	Graph *g = ir_graph(A);
	Node *end = ir_end(g->top);
	int64_t i, *v;
	double f;
	uint32_t n;
	Value *ci = ir_const_int(g, end, -7, noloc), *cb = ir_const_bool(g, end, 5, noloc);
	Value *cf = ir_const_float(g, end, 2.5, noloc), *cn = ir_const_none(g, end, noloc);
	Value *cs = ir_const_str(g, end, "hi", noloc);
	Value *cl = ir_const_ints(g, end, (int64_t[]){3, 4, 5}, 3, noloc);
	CHECK(ir_constint(ci, &i) && i == -7);
	CHECK(ir_constint(cb, &i) && i == 1 && cb->type == ty_bool());
	CHECK(!ir_constint(cf, &i) && !ir_constint(cn, &i) && !ir_constint(cs, &i));
	CHECK(ir_constfloat(cf, &f) && f == 2.5);
	CHECK(ir_constfloat(ci, &f) && f == -7.0);
	CHECK(ir_constfloat(cb, &f) && f == 1.0);
	CHECK(ir_constints(cl, &v, &n) && n == 3 && v[2] == 5 && cl->type == ty_list(ty_int()));
	CHECK(ir_isnone(cn) && !ir_isnone(ci) && ir_isconst(cs));
	CHECK(ir_first(g->top) == ci->def && ir_end(g->top)->prev == cl->def);
	CHECK(ci->def->kind == S_prim_Constant && ir_attr(ci->def, S_value)->kind == A_INT);
	CHECK(ir_verify(g, NULL, "test_constants") == 0);
}

static void
test_uses(void)
{
	Graph *g = ir_graph(A);
	Block *top = g->top;
	Value *a = ir_addparam(g, top, ty_int(), sym_cstr("a"));
	Value *b = ir_addparam(g, top, ty_int(), sym_cstr("b"));
	Node *n = ir_node(g, sym_cstr("prim::Fake"), 1, noloc);
	n->out[0]->type = ty_int();
	for (int k = 0; k < 11; k++) /* grows the slot array twice; a is used 6 times */
		ir_addinput(g, n, k % 2 ? b : a);
	ir_append(top, n);
	ir_addresult(g, top, n->out[0]);
	CHECK(ir_nuses(a) == 6 && ir_nuses(b) == 5 && usesok(a) && usesok(b));
	CHECK(ir_verify(g, NULL, "grow") == 0);

	ir_removeinput(n, 0); /* b a b a ... : 10 slots */
	CHECK(n->nin == 10 && ir_in(n, 0) == b && ir_in(n, 1) == a && ir_nuses(a) == 5);
	CHECK(usesok(a) && usesok(b) && hasuse(a, n, 9) && !hasuse(a, n, 10));
	ir_removeinput(n, 4);
	CHECK(n->nin == 9 && ir_in(n, 4) == a && ir_nuses(b) == 4 && usesok(a) && usesok(b));
	CHECK(ir_verify(g, NULL, "removeinput") == 0);

	ir_replaceuses(a, b);
	CHECK(ir_nuses(a) == 0 && ir_nuses(b) == 9 && usesok(b));
	ir_setinput(n, 0, a);
	CHECK(ir_nuses(a) == 1 && hasuse(a, n, 0) && ir_nuses(b) == 8 && usesok(b));

	Node *m = ir_node(g, sym_cstr("prim::Fake"), 1, noloc);
	m->out[0]->type = ty_int();
	ir_addinput(g, m, n->out[0]);
	ir_insertafter(m, n);
	CHECK(ir_verify(g, NULL, "insertafter") == 0);
	ir_destroy(m);
	CHECK(ir_nuses(n->out[0]) == 1 && usesok(n->out[0]) && n->next == ir_end(top));
	ir_removeresult(top, 0);
	ir_destroy(n);
	CHECK(ir_nuses(a) == 0 && ir_nuses(b) == 0 && ir_first(top) == ir_end(top));
	CHECK(ir_verify(g, NULL, "destroy") == 0);
}

/* graph(%c : bool, %x : Float(2, 3)): an If whose then-branch holds an add */
static Graph *
ifgraph(Node **ifout)
{
	Graph *g = ir_graph(A);
	Dim d[2] = {2, 3};
	Value *c = ir_addparam(g, g->top, ty_bool(), sym_cstr("c"));
	Value *x = ir_addparam(g, g->top, ty_tensor(DT_F32, 2, d), sym_cstr("x"));
	Node *in = ir_node(g, S_prim_If, 1, noloc);
	in->out[0]->type = x->type;
	ir_addinput(g, in, c);
	ir_append(g->top, in);
	Block *then = ir_addblock(g, in), *els = ir_addblock(g, in);
	Node *add = ir_node(g, sym_cstr("aten::add"), 1, noloc);
	add->out[0]->type = x->type;
	ir_addinput(g, add, x);
	ir_addinput(g, add, x);
	ir_append(then, add);
	ir_addresult(g, then, add->out[0]);
	ir_addresult(g, els, x);
	ir_addresult(g, g->top, in->out[0]);
	*ifout = in;
	return g;
}

static void
test_if_and_destroy(void)
{
	Node *in;
	Graph *g = ifgraph(&in);
	Value *x = ir_param(g->top, 1);
	CHECK(ir_verify(g, &D, "ifgraph") == 0);
	CHECK(ir_nuses(x) == 3);
	CHECK(ir_dominates_block(g->top, in->blk[0]) && ir_dominates_block(in->blk[1], in->blk[1]));
	CHECK(!ir_dominates_block(in->blk[0], g->top) && !ir_dominates_block(in->blk[0], in->blk[1]));

	/* the If's result type may be more general than its branches' */
	in->out[0]->type = ty_tensor(DT_F32, -1, NULL);
	CHECK(ir_verify(g, NULL, "general If output") == 0);
	in->out[0]->type = ty_int();
	fprintf(stderr, "(expected verifier message follows)\n");
	CHECK(ir_verify(g, NULL, "If result type") == -1);
	in->out[0]->type = x->type;

	ir_replaceuses(in->out[0], x);
	ir_destroy(in); /* takes the add inside the then-block along */
	CHECK(ir_nuses(x) == 1 && usesok(x) && ir_nuses(ir_param(g->top, 0)) == 0);
	CHECK(ir_verify(g, NULL, "destroy If") == 0);
}

static void
test_verifier_rejects(void)
{
	Node *loop;
	Graph *g = loopgraph(&loop);
	Block *body = loop->blk[0];
	Node *add = ir_first(body);
	Node *late = ir_node(g, sym_cstr("prim::Fake"), 1, noloc);
	late->out[0]->type = ty_int();
	ir_append(g->top, late);
	ir_setinput(add, 1, late->out[0]); /* used inside the loop, defined after it */
	fprintf(stderr, "(expected verifier message follows)\n");
	CHECK(ir_verify(g, NULL, "use before def") == -1);
	ir_setinput(add, 1, ir_param(body, 0));
	CHECK(ir_verify(g, NULL, "repaired") == 0);

	ir_unlink(late);
	ir_append(body, late);
	ir_setinput(loop, 2, late->out[0]); /* a loop input from inside its own body */
	fprintf(stderr, "(expected verifier message follows)\n");
	CHECK(ir_verify(g, NULL, "inner value used outside") == -1);
	ir_setinput(loop, 2, ir_param(g->top, 0));

	ir_removeresult(body, 1); /* body results (bool) for one carried value */
	fprintf(stderr, "(expected verifier message follows)\n");
	CHECK(ir_verify(g, NULL, "loop signature") == -1);
	ir_addresult(g, body, add->out[0]);
	CHECK(ir_verify(g, NULL, "loop repaired") == 0);

	add->out[0]->type = NULL;
	fprintf(stderr, "(expected verifier message follows)\n");
	CHECK(ir_verify(g, NULL, "untyped") == -1);
	add->out[0]->type = fbatch3();

	Use saved = add->in[0];
	add->in[0].idx = 1; /* a slot that no longer names itself */
	fprintf(stderr, "(expected verifier message follows)\n");
	CHECK(ir_verify(g, NULL, "broken use") == -1);
	add->in[0] = saved;
	CHECK(ir_verify(g, NULL, "use repaired") == 0);
}

static void
test_clone_renumber(void)
{
	Node *loop;
	Graph *g = loopgraph(&loop);
	uint32_t nv = g->nvalue;
	Value **map = calloc(nv, sizeof *map);
	Node *copy = ir_clone_into(g, loop, g->top, ir_end(g->top), map);
	CHECK(copy->kind == S_prim_Loop && copy->nblk == 1 && copy->nin == 3);
	CHECK(map[loop->out[0]->id] == copy->out[0] && ir_in(copy, 2) == ir_in(loop, 2));
	Block *cb = copy->blk[0];
	Node *cadd = ir_first(cb);
	CHECK(cadd != ir_first(loop->blk[0]) && ir_in(cadd, 0) == ir_param(cb, 1));
	CHECK(ir_result(cb, 1) == cadd->out[0] && cadd->loc.col == 13);
	CHECK(ir_verify(g, NULL, "clone") == 0);
	free(map);

	ir_setinput(&g->top->ret, 0, copy->out[0]);
	ir_destroy(loop);
	ir_renumber(g);
	CHECK(g->nvalue == 2 + 2 + 1 + 2 + 1);
	CHECK(ir_verify(g, NULL, "renumber") == 0);
}

/* arena_clear: the latest chunk kept and reused from its start, zeroed again; the earlier
 * ones given back */
static void
test_arena_clear(void)
{
	Arena *a = arena_new();
	arena_alloc(a, 100);
	size_t n = (size_t)3 << 20;   /* past the first chunk (1 MB): a second one */
	unsigned char *big = arena_alloc(a, n);
	memset(big, 7, n);
	arena_clear(a);
	unsigned char *again = arena_alloc(a, n);
	CHECK(again == big);
	CHECK(again[0] == 0 && again[n - 1] == 0);
	unsigned char *bigger = arena_alloc(a, 2 * n);   /* a third chunk, then kept alone */
	arena_clear(a);
	CHECK(arena_alloc(a, 16) == bigger);
	arena_clear(a);
	CHECK(arena_alloc(a, 16) == bigger);
	arena_free(a);
}

int
main(void)
{
	A = arena_new();
	diag_init(&D, stderr);
	diag_addfile(&D, "model.py", "", 0);
	test_types();
	test_loop_print();
	test_attr_print();
	test_constants();
	test_uses();
	test_if_and_destroy();
	test_verifier_rejects();
	test_clone_renumber();
	test_arena_clear();
	arena_free(A);
	printf("ir_test: %d checks, %d failed\n", nchecks, nfailed);
	return nfailed != 0;
}
