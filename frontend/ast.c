/* ast.c: building the AST (frontend.h) from the parser's actions, and printing it.
 * Each grammar action in grammar/parser.y is one call here, so the grammar file stays a
 * grammar.  The helpers also make the checks Python makes while parsing, because only
 * here is the syntax still at hand: assignment targets ("cannot assign to function
 * call"), argument order ("positional argument follows keyword argument"), parameter
 * lists ("non-default argument follows default argument").  Unsupported features that
 * have no AST kind (comprehension ifs, '**' in calls) are reported here too; those that
 * do (lambda, global, while-else) are left for the builder.  Everything lives in the
 * module's arena.
 *
 * Shapes beyond frontend.h's comments: `import a, b` is two S_IMPORTs; `with a, b:` is an
 * S_WITH nested in an S_WITH; `()` is an E_TUPLE with no items and `(x)` is x itself; a
 * parenthesized comparison is not merged into an enclosing chain; `raise e from c` drops
 * c; decorators of a def are in list2 in source order; a bare '*' in a parameter list is
 * dropped and the parameters after it are marked kwonly; '/' is refused (checkparams). */
#include <stddef.h>
#include <string.h>
#include "grammar/grammar.h"

static void
err(Module *m, SrcLoc at, const char *msg, const char *arg)
{
	diag(m->diag, DIAG_ERROR, at, msg, arg);
}

/* The bytes a node of kind k uses: the fields are ordered so that the common leaves stop
 * early (at 40,000 statements 44% of the nodes are names: 56 bytes each, not 136; the AST
 * went from 44 to 26 MB).  Under AddressSanitizer every node has all the bytes and those
 * past its kind's are poisoned, so a read of a field the kind does not have (a walker's
 * x->c of a name) is reported where it happens. */
size_t
ast_size(AstKind k)
{
	switch (k) {
	case E_NAME: case E_TRUE: case E_FALSE: case E_NONE: case E_ELLIPSIS:
		return offsetof(Ast, a);
	case E_ATTR: case E_BINOP: case E_UNOP: case E_BOOLOP: case E_KEYWORD: case E_STARRED:
	case E_SUBSCRIPT:
		return offsetof(Ast, ival);
	case E_INT: case E_FLOAT:
		return offsetof(Ast, c);
	default:
		return sizeof(Ast);
	}
}

Ast *
ast_new(Arena *a, AstKind k, SrcLoc loc)
{
#ifdef ASAN
	Ast *x = NEW(a, Ast);
	ASAN_POISON_MEMORY_REGION((char *)x + ast_size(k), sizeof(Ast) - ast_size(k));
#else
	Ast *x = arena_alloc(a, ast_size(k));
#endif
	x->k = k;
	x->loc = loc;
	x->depth = 1;
	return x;
}

/* child i of x (0: a, 1: b, 2: c), or NULL if x's kind has no such field: for walkers
 * that visit every subexpression whatever the kind */
Ast *
ast_kid(const Ast *x, int i)
{
	size_t at = i == 0 ? offsetof(Ast, a) : i == 1 ? offsetof(Ast, b) : offsetof(Ast, c);
	if (ast_size(x->k) < at + sizeof(Ast *))
		return NULL;
	return i == 0 ? x->a : i == 1 ? x->b : x->c;
}

/* x's list (i = 0) or list2 (i = 1); an empty list if x's kind has none */
const AstList *
ast_items(const Ast *x, int i)
{
	static const AstList none;
	if (ast_size(x->k) < sizeof(Ast))
		return &none;
	return i ? &x->list2 : &x->list;
}

void
ast_copy(Ast *to, const Ast *from)
{
	if (to->k != from->k && ast_size(to->k) < ast_size(from->k))
		die("ast_copy: a %s node into a %s one", ast_kindname(from->k), ast_kindname(to->k));
	memcpy(to, from, ast_size(from->k));
}

void
ast_push(Arena *a, AstList *l, Ast *x)
{
	if (x)
		vpush(a, l, x);
}

/* x holds the expression in: x is one level deeper.  Reported once, where the nesting
 * first passes AST_MAXDEPTH; the levels around it carry AST_MAXDEPTH + 1 silently. */
static void
nest(Module *m, Ast *x, const Ast *in)
{
	if (!in || in->depth < x->depth || x->k >= S_EXPR)
		return;
	x->depth = in->depth > AST_MAXDEPTH ? AST_MAXDEPTH + 1 : in->depth + 1;
	if (in->depth == AST_MAXDEPTH) {
		SrcLoc at = x->loc;
		at.len = 1;
		diag(m->diag, DIAG_ERROR, at, "expression nested too deeply (the limit is %d "
		     "levels)", AST_MAXDEPTH);
	}
}

static void
nestlist(Module *m, Ast *x, AstList l)
{
	for (uint32_t i = 0; i < l.n; i++)
		nest(m, x, l.v[i]);
}

static Ast *
node(Module *m, AstKind k, SrcLoc loc, Ast *a, Ast *b, Ast *c)
{
	Ast *x = ast_new(m->arena, k, loc);
	Ast *kid[3] = {a, b, c}, **at[3] = {&x->a, &x->b, &x->c};
	for (int i = 0; i < 3; i++)
		if (kid[i]) { /* a field a kind does not have stays unwritten (ast_size) */
			*at[i] = kid[i];
			nest(m, x, kid[i]);
		}
	return x;
}

/* Sequences (the lists are values; the storage they share grows only at the end) */

AstList
ast_list1(Module *m, Ast *x)
{
	AstList l = {0};
	ast_push(m->arena, &l, x);
	return l;
}

AstList
ast_listadd(Module *m, AstList l, Ast *x)
{
	ast_push(m->arena, &l, x);
	return l;
}

AstList
ast_listcat(Module *m, AstList l, AstList r)
{
	for (uint32_t i = 0; i < r.n; i++)
		ast_push(m->arena, &l, r.v[i]);
	return l;
}

/* dotted -> NAME ('.' NAME)* */
const char *
ast_dotted(Module *m, const char *prefix, Sym name)
{
	if (!prefix)
		return sym_str(name);
	return arena_printf(m->arena, "%s.%s", prefix, sym_str(name));
}

/* from_mod -> '.'* dotted: a relative module keeps its dots */
const char *
ast_dots(Module *m, int64_t ndot, const char *module)
{
	return arena_printf(m->arena, "%.*s%s", (int)(ndot < 64 ? ndot : 64),
			    "................................................................",
			    module ? module : "");
}

/* Expressions */

Ast *
ast_name(Module *m, SrcLoc loc, Sym name)
{
	Ast *x = ast_new(m->arena, E_NAME, loc);
	x->name = name;
	return x;
}

Ast *
ast_int(Module *m, SrcLoc loc, int64_t v)
{
	Ast *x = ast_new(m->arena, E_INT, loc);
	x->ival = v;
	return x;
}

Ast *
ast_float(Module *m, SrcLoc loc, double v)
{
	Ast *x = ast_new(m->arena, E_FLOAT, loc);
	x->fval = v;
	return x;
}

/* the source text at loc, or NULL; literals come in source order, so the line search
 * resumes from the last one */
static const char *
srcat(Module *m, SrcLoc loc)
{
	Diag *d = m->diag;
	if (loc.file >= d->nfile || !d->fsrc[loc.file] || !loc.line)
		return NULL;
	const char *src = d->fsrc[loc.file];
	size_t n = d->fsrclen[loc.file];
	if (!m->srcline || m->srcline > loc.line)
		m->srcline = 1, m->srcoff = 0;
	for (; m->srcline < loc.line && m->srcoff < n; m->srcoff++)
		if (src[m->srcoff] == '\n')
			m->srcline++;
	size_t at = m->srcoff + loc.col - 1;
	return m->srcline == loc.line && at < n ? src + at : NULL;
}

/* f"..." : only text, with {{ and }} for braces.  TorchScript formats replacement fields
 * with aten::format, which scriptc does not have (strings exist only while compiling), so
 * a malformed field is refused here with Python's message, and a well-formed one sets
 * *fields: the builder refuses such a string where it is computed (a raise's message is
 * not, build_stmt.c). */
static const char *
fstring(Module *m, SrcLoc loc, const char *s, int *fields)
{
	char *o = arena_alloc(m->arena, strlen(s) + 1), *q = o;
	for (; *s; s++) {
		if ((*s == '{' || *s == '}') && s[1] == *s) {
			*q++ = *s++;
			continue;
		}
		if (*s == '}')
			err(m, loc, "f-string: single '}' is not allowed%s", "");
		else if (*s == '{' && !strchr(s, '}'))
			err(m, loc, "f-string: expecting '}'%s", "");
		else if (*s == '{')
			*fields = 1;
		else {
			*q++ = *s;
			continue;
		}
		break;
	}
	*q = 0;
	return o;
}

Ast *
ast_str(Module *m, SrcLoc loc, const char *s)
{
	Ast *x = ast_new(m->arena, E_STR, loc);
	int f = 0;
	for (const char *p = srcat(m, loc); p && *p && *p != '\'' && *p != '"'; p++)
		f |= (*p | 0x20) == 'f';
	int fields = 0;
	x->str = f ? fstring(m, loc, s, &fields) : s;
	x->ival = fields;
	if (fields) /* the whole text, fields and all, for the evaluator of __init__ */
		x->name = sym_intern(s, strlen(s));
	return x;
}

/* a part of joined literals as f-string text: its own, or its braces doubled */
static char *
fraw(Module *m, const Ast *part)
{
	if (part->ival)
		return (char *)sym_str(part->name);
	char *o = arena_alloc(m->arena, 2 * strlen(part->str) + 1), *q = o;
	for (const char *p = part->str; *p; p++) {
		if (*p == '{' || *p == '}')
			*q++ = *p;
		*q++ = *p;
	}
	*q = 0;
	return o;
}

/* strings -> STRING+ : adjacent literals are one string, joined once */
Ast *
ast_strjoin(Module *m, SrcLoc loc, AstList parts)
{
	if (parts.n == 1)
		return ast_relocate(parts.v[0], loc);
	size_t n = 0;
	for (uint32_t i = 0; i < parts.n; i++)
		n += strlen(parts.v[i]->str);
	char *s = arena_alloc(m->arena, n + 1), *p = s;
	for (uint32_t i = 0; i < parts.n; i++)
		p = stpcpy(p, parts.v[i]->str);
	Ast *x = ast_new(m->arena, E_STR, loc); /* not ast_str: the parts are decoded */
	x->str = s;
	for (uint32_t i = 0; i < parts.n; i++)
		x->ival |= parts.v[i]->ival;
	if (x->ival) {
		const char *r = "";
		for (uint32_t i = 0; i < parts.n; i++)
			r = arena_printf(m->arena, "%s%s", r, fraw(m, parts.v[i]));
		x->name = sym_intern(r, strlen(r));
	}
	return x;
}

Ast *
ast_attr(Module *m, SrcLoc loc, Ast *a, Sym name)
{
	Ast *x = node(m, E_ATTR, loc, a, NULL, NULL);
	x->name = name;
	return x;
}

/* keywords may not repeat, and plain positional arguments may not follow them (nor
 * '*' unpacking a '**' one), as in Python */
static void
checkargs(Module *m, AstList args)
{
	int kw = 0; /* 1: after a keyword; 2: after a '**' */
	for (uint32_t i = 0; i < args.n; i++) {
		Ast *x = args.v[i];
		if (x->k == E_STARRED) {
			if (kw & 2)
				err(m, x->loc, "iterable argument unpacking follows keyword argument "
					"unpacking%s", "");
			continue;
		}
		if (x->k != E_KEYWORD) {
			if (kw)
				err(m, x->loc, "positional argument follows keyword argument%s",
					kw & 2 ? " unpacking" : "");
			continue;
		}
		kw |= x->name ? 1 : 2;
		for (uint32_t j = 0; j < i && x->name; j++)
			if (args.v[j]->k == E_KEYWORD && args.v[j]->name == x->name)
				err(m, x->loc, "keyword argument repeated: %s", sym_str(x->name));
	}
}

/* primary '(' args ')' : loc starts at the callee, opl is the '(' */
Ast *
ast_call(Module *m, SrcLoc loc, SrcLoc paren, Ast *fn, AstList args)
{
	Ast *x = node(m, E_CALL, loc, fn, NULL, NULL);
	x->opl = paren;
	x->list = args;
	nestlist(m, x, args);
	checkargs(m, args);
	return x;
}

Ast *
ast_keyword(Module *m, SrcLoc loc, Sym name, Ast *v)
{
	Ast *x = node(m, E_KEYWORD, loc, v, NULL, NULL);
	x->name = name;
	return x;
}

Ast *
ast_starred(Module *m, SrcLoc loc, Ast *a)
{
	return node(m, E_STARRED, loc, a, NULL, NULL);
}

/* '**' a in a call: a keyword without a name.  The evaluator of __init__ expands it
 * (interp_call.c); TorchScript has no keyword-arg expansion, and the builder refuses it
 * (build_call.c, build_nodstar). */
Ast *
ast_dstarred(Module *m, SrcLoc loc, Ast *a)
{
	return node(m, E_KEYWORD, loc, a, NULL, NULL);
}

Ast *
ast_subscript(Module *m, SrcLoc loc, Ast *a, Ast *idx)
{
	return node(m, E_SUBSCRIPT, loc, a, idx, NULL);
}

Ast *
ast_slice(Module *m, SrcLoc loc, Ast *lo, Ast *hi, Ast *step)
{
	return node(m, E_SLICE, loc, lo, hi, step);
}

Ast *
ast_binop(Module *m, SrcLoc loc, Ast *a, TokOp op, SrcLoc opl, Ast *b)
{
	Ast *x = node(m, E_BINOP, loc, a, b, NULL);
	x->op = op;
	x->opl = opl;
	return x;
}

Ast *
ast_unop(Module *m, SrcLoc loc, TokOp op, Ast *a)
{
	Ast *x = node(m, E_UNOP, loc, a, NULL, NULL);
	x->op = op;
	x->opl = loc;
	x->opl.len = op == OP_NOT ? 3 : 1;
	return x;
}

Ast *
ast_boolop(Module *m, SrcLoc loc, Ast *a, TokOp op, SrcLoc opl, Ast *b)
{
	Ast *x = ast_binop(m, loc, a, op, opl, b);
	x->k = E_BOOLOP;
	return x;
}

/* compchain -> expr compop expr */
Ast *
ast_compare(Module *m, SrcLoc loc, Ast *a, TokOp op, SrcLoc opl, Ast *b)
{
	Ast *x = ast_new(m->arena, E_COMPARE, loc);
	x->opl = opl;
	ast_push(m->arena, &x->list, a);
	nest(m, x, a);
	return ast_compare_more(m, loc, x, op, opl, b);
}

/* compchain -> compchain compop expr : a < b < c is one comparison */
Ast *
ast_compare_more(Module *m, SrcLoc loc, Ast *cmp, TokOp op, SrcLoc opl, Ast *b)
{
	uint32_t n = cmp->list.n - 1;
	if ((n & (n - 1)) == 0) { /* n is 0 or a power of two: the array is full */
		TokOp *ops = NEWA(m->arena, TokOp, n ? 2 * n : 1);
		if (n)
			memcpy(ops, cmp->ops, n * sizeof *ops);
		cmp->ops = ops;
	}
	cmp->ops[n] = op;
	cmp->loc = loc;
	ast_push(m->arena, &cmp->list, b);
	nest(m, cmp, b);
	return cmp;
}

/* then 'if' cond 'else' els */
Ast *
ast_ifexp(Module *m, SrcLoc loc, Ast *then, Ast *cond, Ast *els)
{
	return node(m, E_IFEXP, loc, cond, then, els);
}

/* a comma makes a tuple; without one a single item is itself */
Ast *
ast_seq(Module *m, SrcLoc loc, AstList items, int comma)
{
	if (items.n == 1 && !comma)
		return items.v[0];
	Ast *x = ast_new(m->arena, E_TUPLE, loc);
	x->list = items;
	nestlist(m, x, items);
	return x;
}

Ast *
ast_listdisp(Module *m, SrcLoc loc, AstList items)
{
	Ast *x = ast_new(m->arena, E_LIST, loc);
	x->list = items;
	nestlist(m, x, items);
	return x;
}

Ast *
ast_dict(Module *m, SrcLoc loc, Ast *k, Ast *v)
{
	Ast *x = ast_new(m->arena, E_DICT, loc);
	return ast_dict_add(m, loc, x, k, v);
}

Ast *
ast_dict_add(Module *m, SrcLoc loc, Ast *d, Ast *k, Ast *v)
{
	ast_push(m->arena, &d->list, k);
	ast_push(m->arena, &d->list2, v);
	nest(m, d, k);
	nest(m, d, v);
	d->loc = loc;
	return d;
}

Ast *
ast_relocate(Ast *x, SrcLoc loc)
{
	x->loc = loc;
	return x;
}

static const char *
describe(const Ast *x)
{
	switch (x->k) {
	case E_CALL: return "function call";
	case E_TRUE: return "True";
	case E_FALSE: return "False";
	case E_NONE: return "None";
	case E_INT: case E_FLOAT: case E_STR: case E_ELLIPSIS: return "literal";
	case E_COMPARE: return "comparison";
	case E_IFEXP: return "conditional expression";
	case E_LAMBDA: return "lambda";
	case E_DICT: return "dict literal";
	case E_LISTCOMP: return "list comprehension";
	case E_DICTCOMP: return "dict comprehension";
	case E_KEYWORD: return "keyword";
	default: return "expression";
	}
}

/* names, attributes, subscripts, and tuples/lists/starreds of them can be assigned */
static void
checktarget(Module *m, const Ast *x, const char *verb)
{
	switch (x->k) {
	case E_NAME: case E_ATTR: case E_SUBSCRIPT:
		return;
	case E_STARRED:
		if (verb[0] == 'd')
			diag(m->diag, DIAG_ERROR, x->loc, "cannot delete starred");
		checktarget(m, x->a, verb);
		return;
	case E_TUPLE: case E_LIST:
		for (uint32_t i = 0; i < x->list.n; i++)
			checktarget(m, x->list.v[i], verb);
		return;
	default:
		diag(m->diag, DIAG_ERROR, x->loc, "cannot %s %s", verb, describe(x));
	}
}

/* a comprehension's clause after its first generator: `if cond` (S_IF, at cond) and
 * `for target in iter` (S_FOR, at the 'for').  TorchScript takes neither: the builder
 * refuses them (build_comp.c), __init__'s evaluator runs them */
Ast *
ast_compif(Module *m, SrcLoc loc, Ast *cond)
{
	Ast *x = ast_new(m->arena, S_IF, loc);
	x->a = cond;
	return x;
}

Ast *
ast_compfor(Module *m, SrcLoc loc, Ast *target, Ast *iter)
{
	checktarget(m, target, "assign to");
	Ast *x = ast_new(m->arena, S_FOR, loc);
	x->a = target, x->b = iter;
	return x;
}

/* '[' elt 'for' target 'in' iter more ']': the clauses in list2 */
Ast *
ast_listcomp(Module *m, SrcLoc loc, Ast *elt, Ast *target, Ast *iter, AstList more)
{
	checktarget(m, target, "assign to");
	Ast *x = node(m, E_LISTCOMP, loc, elt, target, iter);
	x->list2 = more;
	return x;
}

/* '{' key ':' val 'for' target 'in' iter more '}' : the value in list */
Ast *
ast_dictcomp(Module *m, SrcLoc loc, Ast *key, Ast *val, Ast *target, Ast *iter, AstList more)
{
	checktarget(m, target, "assign to");
	Ast *x = node(m, E_DICTCOMP, loc, key, target, iter);
	ast_push(m->arena, &x->list, val);
	nest(m, x, val);
	x->list2 = more;
	return x;
}

/* (elt 'for' target 'in' iter more): a list comprehension marked (ival) as a generator */
Ast *
ast_genexp(Module *m, SrcLoc loc, Ast *elt, Ast *target, Ast *iter, AstList more)
{
	Ast *x = ast_listcomp(m, loc, elt, target, iter, more);
	x->ival = 1;
	return x;
}

/* parameters: unique names, defaults last (among positional ones), one '*' followed by a
 * named one.  The bare '*' is dropped and marks the names after it keyword-only.  '/' is
 * refused: TorchScript 1.13 accepts it, then loses the parameters before it ("undefined
 * value"), so no program that uses them compiles there. */
static void
checkparams(Module *m, ParamVec *p)
{
	int dflt = 0, nstar = 0, kwonly = 0;
	for (uint32_t i = 0; i < p->n; i++) {
		Param *q = &p->v[i];
		if (q->star == 4) {
			err(m, q->loc, "positional-only parameters ('/') are not supported%s", "");
			memmove(&p->v[i], &p->v[i + 1], (p->n - i - 1) * sizeof *q);
			p->n--, i--;
			continue;
		}
		if ((q->star == 1 || q->star == 3) && nstar++)
			err(m, q->loc, "* argument may appear only once%s", "");
		for (uint32_t j = 0; q->name && j < i; j++)
			if (p->v[j].name == q->name)
				err(m, q->loc, "duplicate argument '%s' in function definition",
				    sym_str(q->name));
		if (q->star == 3 && (i + 1 == p->n || p->v[i + 1].star == 2))
			err(m, q->loc, "named arguments must follow bare *%s", "");
		q->kwonly = kwonly && !q->star;
		if (q->star == 1 || q->star == 3)
			kwonly = 1;
		if (q->star || kwonly)
			dflt = -1;
		else if (q->def && dflt >= 0)
			dflt = 1;
		else if (!q->def && dflt == 1)
			err(m, q->loc, "non-default argument follows default argument%s", "");
		if (q->star == 3) {
			memmove(&p->v[i], &p->v[i + 1], (p->n - i - 1) * sizeof *q);
			p->n--, i--;
		}
	}
}

Ast *
ast_lambda(Module *m, SrcLoc loc, ParamVec params, Ast *body)
{
	Ast *x = node(m, E_LAMBDA, loc, body, NULL, NULL);
	checkparams(m, &params);
	x->params = params.v;
	x->nparam = params.n;
	return x;
}

/* Statements */

Ast *
ast_exprstmt(Module *m, SrcLoc loc, Ast *e)
{
	return node(m, S_EXPR, loc, e, NULL, NULL);
}

/* target '=' value */
Ast *
ast_assign(Module *m, SrcLoc loc, Ast *target, Ast *value)
{
	Ast *x = node(m, S_ASSIGN, loc, value, NULL, NULL);
	checktarget(m, target, "assign to");
	ast_push(m->arena, &x->list, target);
	return x;
}

/* a = b = c : the previous value becomes one more target */
Ast *
ast_assign_more(Module *m, SrcLoc loc, Ast *s, Ast *value)
{
	checktarget(m, s->a, "assign to");
	ast_push(m->arena, &s->list, s->a);
	s->a = value;
	s->loc = loc;
	return s;
}

Ast *
ast_augassign(Module *m, SrcLoc loc, Ast *target, TokOp op, SrcLoc opl, Ast *value)
{
	Ast *x = node(m, S_AUGASSIGN, loc, target, value, NULL);
	x->op = op;
	x->opl = opl;
	if (target->k != E_NAME && target->k != E_ATTR && target->k != E_SUBSCRIPT)
		err(m, target->loc, "'%s' is an illegal expression for augmented assignment",
		    target->k == E_TUPLE ? "tuple" : target->k == E_LIST ? "list" : describe(target));
	return x;
}

Ast *
ast_annassign(Module *m, SrcLoc loc, Ast *target, Ast *annot, Ast *value)
{
	if (target->k == E_TUPLE || target->k == E_LIST)
		err(m, target->loc, "only single target (not %s) can be annotated",
		    target->k == E_TUPLE ? "tuple" : "list");
	else if (target->k != E_NAME && target->k != E_ATTR && target->k != E_SUBSCRIPT)
		err(m, target->loc, "illegal target for annotation%s", "");
	return node(m, S_ANNASSIGN, loc, target, annot, value);
}

Ast *
ast_if(Module *m, SrcLoc loc, Ast *cond, AstList body, AstList orelse)
{
	Ast *x = node(m, S_IF, loc, cond, NULL, NULL);
	x->list = body;
	x->list2 = orelse;
	return x;
}

/* 'elif' is an 'else' holding one 'if' */
AstList
ast_elif(Module *m, SrcLoc loc, Ast *cond, AstList body, AstList orelse)
{
	return ast_list1(m, ast_if(m, loc, cond, body, orelse));
}

Ast *
ast_while(Module *m, SrcLoc loc, Ast *cond, AstList body, AstList orelse)
{
	Ast *x = ast_if(m, loc, cond, body, orelse);
	x->k = S_WHILE;
	return x;
}

Ast *
ast_for(Module *m, SrcLoc loc, Ast *target, Ast *iter, AstList body, AstList orelse)
{
	Ast *x = ast_if(m, loc, target, body, orelse);
	x->k = S_FOR;
	x->b = iter;
	checktarget(m, target, "assign to");
	return x;
}

/* pass, break, continue, return [a], raise [a], assert a [, b] */
Ast *
ast_stmt(Module *m, SrcLoc loc, AstKind k, Ast *a, Ast *b)
{
	return node(m, k, loc, a, b, NULL);
}

Ast *
ast_del(Module *m, SrcLoc loc, AstList targets)
{
	Ast *x = ast_new(m->arena, S_DEL, loc);
	for (uint32_t i = 0; i < targets.n; i++)
		checktarget(m, targets.v[i], "delete");
	x->list = targets;
	return x;
}

Ast *
ast_global(Module *m, SrcLoc loc, AstList names)
{
	Ast *x = ast_new(m->arena, S_GLOBAL, loc);
	x->list = names;
	return x;
}

/* 'def' name '(' params ')' ['->' ret] ':' body */
Ast *
ast_def(Module *m, SrcLoc loc, Sym name, ParamVec params, Ast *ret, AstList body)
{
	Ast *x = node(m, S_DEF, loc, ret, NULL, NULL);
	x->name = name;
	checkparams(m, &params);
	x->params = params.v;
	x->nparam = params.n;
	x->list = body;
	return x;
}

/* decorators on a class have no place in the AST (TorchScript has none for classes) */
Ast *
ast_decorate(Module *m, AstList decorators, Ast *def)
{
	if (def->k == S_DEF)
		def->list2 = decorators;
	else if (decorators.n)
		err(m, decorators.v[0]->loc, "class decorators are not supported%s", "");
	return def;
}

Ast *
ast_class(Module *m, SrcLoc loc, Sym name, AstList bases, AstList body)
{
	Ast *x = ast_new(m->arena, S_CLASS, loc);
	x->name = name;
	x->list = body;
	x->list2 = bases;
	checkargs(m, bases);
	return x;
}

Ast *
ast_import(Module *m, SrcLoc loc, const char *module, Sym alias)
{
	Ast *x = ast_new(m->arena, S_IMPORT, loc);
	x->str = module;
	x->name = alias;
	return x;
}

Ast *
ast_fromimport(Module *m, SrcLoc loc, const char *module, AstList names)
{
	Ast *x = ast_new(m->arena, S_FROMIMPORT, loc);
	x->str = module;
	x->list = names;
	return x;
}

/* NAME ['as' NAME] in a from-import; name 0 is '*' */
Ast *
ast_alias(Module *m, SrcLoc loc, Sym name, Sym alias)
{
	Ast *x = ast_name(m, loc, name ? name : SYMC("*"));
	x->sym2 = alias;
	return x;
}

Ast *
ast_withitem(Module *m, SrcLoc loc, Ast *ctx, Ast *target)
{
	if (target)
		checktarget(m, target, "assign to");
	return node(m, S_WITH, loc, ctx, target, NULL);
}

/* with a as x, b as y: body  ==  with a as x: with b as y: body */
Ast *
ast_with(Module *m, SrcLoc loc, AstList items, AstList body)
{
	for (uint32_t i = items.n; i-- > 0;) {
		items.v[i]->list = body;
		body = ast_list1(m, items.v[i]);
	}
	items.v[0]->loc = loc;
	return items.v[0];
}

/* Parameters; star: 1 *args, 2 **kwargs, 3 a bare '*', 4 the '/' marker (both dropped by
 * checkparams) */

Param *
ast_param(Module *m, SrcLoc loc, Sym name, Ast *annot, Ast *def, int star)
{
	Param *p = NEW(m->arena, Param);
	p->name = name;
	p->annot = annot;
	p->def = def;
	p->loc = loc;
	p->star = star;
	return p;
}

ParamVec
ast_params1(Module *m, Param *p)
{
	return ast_paramadd(m, (ParamVec){0}, p);
}

ParamVec
ast_paramadd(Module *m, ParamVec v, Param *p)
{
	vpush(m->arena, &v, *p);
	return v;
}

/* Printing, for the parser's tests and for debugging */

static const char *kindname[S_NKIND] = {
	[E_NAME] = "Name", [E_INT] = "Int", [E_FLOAT] = "Float", [E_STR] = "Str",
	[E_TRUE] = "True", [E_FALSE] = "False", [E_NONE] = "None", [E_ELLIPSIS] = "Ellipsis",
	[E_ATTR] = "Attr", [E_CALL] = "Call", [E_KEYWORD] = "Keyword", [E_STARRED] = "Starred",
	[E_SUBSCRIPT] = "Subscript", [E_SLICE] = "Slice", [E_BINOP] = "BinOp",
	[E_UNOP] = "UnOp", [E_BOOLOP] = "BoolOp", [E_COMPARE] = "Compare", [E_IFEXP] = "IfExp",
	[E_TUPLE] = "Tuple", [E_LIST] = "List", [E_DICT] = "Dict", [E_LISTCOMP] = "ListComp", [E_DICTCOMP] = "DictComp",
	[E_LAMBDA] = "Lambda", [S_EXPR] = "Expr", [S_ASSIGN] = "Assign",
	[S_AUGASSIGN] = "AugAssign", [S_ANNASSIGN] = "AnnAssign", [S_IF] = "If",
	[S_WHILE] = "While", [S_FOR] = "For", [S_BREAK] = "Break", [S_CONTINUE] = "Continue",
	[S_RETURN] = "Return", [S_PASS] = "Pass", [S_ASSERT] = "Assert", [S_RAISE] = "Raise",
	[S_DEF] = "Def", [S_CLASS] = "Class", [S_IMPORT] = "Import",
	[S_FROMIMPORT] = "FromImport", [S_WITH] = "With", [S_GLOBAL] = "Global", [S_DEL] = "Del",
};

static const char *opname[] = {
	[OP_ADD] = "+", [OP_SUB] = "-", [OP_MUL] = "*", [OP_DIV] = "/", [OP_FLOORDIV] = "//",
	[OP_MOD] = "%", [OP_POW] = "**", [OP_MATMUL] = "@", [OP_LSHIFT] = "<<",
	[OP_RSHIFT] = ">>", [OP_BITAND] = "&", [OP_BITOR] = "|", [OP_BITXOR] = "^",
	[OP_NEG] = "-", [OP_POS] = "+", [OP_INVERT] = "~", [OP_NOT] = "not", [OP_AND] = "and",
	[OP_OR] = "or", [OP_EQ] = "==", [OP_NE] = "!=", [OP_LT] = "<", [OP_LE] = "<=",
	[OP_GT] = ">", [OP_GE] = ">=", [OP_IS] = "is", [OP_ISNOT] = "is not", [OP_IN] = "in",
	[OP_NOTIN] = "not in",
};

const char *
ast_kindname(AstKind k)
{
	return k < S_NKIND && kindname[k] ? kindname[k] : "?";
}

static const char *
opstr(TokOp op)
{
	return op < sizeof opname / sizeof *opname && opname[op] ? opname[op] : "?";
}

/* what follows the kind name on a node's line */
static void
details(FILE *f, const Ast *x)
{
	switch (x->k) {
	case E_NAME: case E_ATTR: case E_KEYWORD: case S_DEF: case S_CLASS:
		fprintf(f, " %s", x->name ? sym_str(x->name) : "**"); /* f(**d): no name */
		if (x->sym2)
			fprintf(f, " as %s", sym_str(x->sym2));
		break;
	case E_INT: fprintf(f, " %lld", (long long)x->ival); break;
	case E_FLOAT: fprintf(f, " %.17g", x->fval); break;
	case E_STR: fputc(' ', f), ir_putstr(f, x->str); break;
	case E_BINOP: case E_UNOP: case E_BOOLOP: case S_AUGASSIGN:
		fprintf(f, " %s", opstr(x->op));
		break;
	case E_COMPARE:
		for (uint32_t i = 0; i + 1 < x->list.n; i++)
			fprintf(f, " %s", opstr(x->ops[i]));
		break;
	case S_IMPORT: case S_FROMIMPORT:
		fprintf(f, " %s", x->str);
		if (x->name)
			fprintf(f, " as %s", sym_str(x->name));
		break;
	default: break;
	}
	fprintf(f, " @%u:%u+%u\n", x->loc.line, x->loc.col, x->loc.len);
}

static void
dumplist(FILE *f, const char *label, const AstList *l, int indent)
{
	if (!l->n)
		return;
	fprintf(f, "%*s%s:\n", indent, "", label);
	for (uint32_t i = 0; i < l->n; i++)
		ast_dump(f, l->v[i], indent + 2);
}

static void
dumpparams(FILE *f, const Ast *x, int indent)
{
	static const char *star[] = {"", "*", "**", "*"};
	for (uint32_t i = 0; i < x->nparam; i++) {
		const Param *p = &x->params[i];
		fprintf(f, "%*sparam %s%s%s @%u:%u\n", indent, "", p->kwonly ? "(kw) " : "",
			star[p->star & 3], p->name ? sym_str(p->name) : "", p->loc.line, p->loc.col);
		if (p->annot)
			ast_dump(f, p->annot, indent + 2);
		if (p->def) {
			fprintf(f, "%*s=\n", indent + 2, "");
			ast_dump(f, p->def, indent + 4);
		}
	}
}

static const char *
listname(AstKind k)
{
	switch (k) {
	case E_CALL: return "args";
	case E_DICT: return "keys";
	case E_DICTCOMP: return "value";
	case E_COMPARE: return "operands";
	case S_ASSIGN: case S_DEL: return "targets";
	case S_GLOBAL: case S_FROMIMPORT: return "names";
	default: return k >= S_EXPR ? "body" : "items";
	}
}

/* one node per line, children indented by two; absent a/b/c children print as "-" */
void
ast_dump(FILE *f, const Ast *x, int indent)
{
	if (!x) {
		fprintf(f, "%*s-\n", indent, "");
		return;
	}
	fprintf(f, "%*s%s", indent, "", ast_kindname(x->k));
	details(f, x);
	const Ast *kid[] = {ast_kid(x, 0), ast_kid(x, 1), ast_kid(x, 2)};
	int nkid = kid[2] ? 3 : kid[1] ? 2 : kid[0] ? 1 : 0;
	if (x->k == E_SLICE || x->k == S_ANNASSIGN)
		nkid = 3;
	for (int i = 0; i < nkid; i++)
		ast_dump(f, kid[i], indent + 2);
	if (ast_size(x->k) < sizeof(Ast))
		return;
	dumpparams(f, x, indent + 2);
	dumplist(f, listname(x->k), &x->list, indent + 2);
	dumplist(f, x->k == S_DEF ? "decorators" : x->k == S_CLASS ? "bases"
		    : x->k == E_DICT ? "values" : "else", &x->list2, indent + 2);
}
