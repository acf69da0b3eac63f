/* parser.y: the grammar of the TorchScript subset of Python 3, as an LALR(1) bison
 * grammar with no conflicts.  Precedence is spelled out as one nonterminal per level, as
 * in Python's own Grammar file (test > or_test > and_test > not_test > comparison > expr >
 * xor > band > shift > arith > term > factor > power > primary > atom), so -x**2 is
 * -(x**2) and chained comparisons collect into one E_COMPARE.  Each action is one call to
 * an ast_* helper (frontend/ast.c).  The parser is pure and its tokens come from
 * lex_token() (lexer.l); locations are SrcLocs joined by lex_span().  A syntax error is
 * reported at the offending token and the parser resumes after the next NEWLINE (and the
 * block it opened), so one run reports every bad statement. */
%code requires {
#include "grammar/grammar.h"
}

%code provides {
int lex_token(YYSTYPE *v, SrcLoc *loc, Lex *lx);
}

%code {
/* Right-nested input (`- - x`, `a if c else b if ...`, `x ** y ** ...`) sits on the
 * stack until its innermost part is read, up to 4 entries a level: deep enough that
 * frontend/ast.c's limit on expression depth (AST_MAXDEPTH) speaks first.  Deeper input
 * gets bison's "memory exhausted", reported by yyerror as too deeply nested. */
#define YYMAXDEPTH 50000
#define yylex lex_token
/* most reductions are one symbol (test -> or_test -> ... -> atom): its location as it is */
#define YYLLOC_DEFAULT(Cur, Rhs, N)                                                        \
	((Cur) = (N) == 1 && (Rhs)[1].len ? (Rhs)[1] : lex_span(lx, (Rhs), (N)))
static void yyerror(SrcLoc *loc, Module *m, Lex *lx, const char *msg);
}

%define api.pure full
%define api.location.type {SrcLoc}
%define parse.error custom
%locations
%expect 0
%parse-param {Module *m} {Lex *lx}
%lex-param {Lex *lx}

%union {
	Ast *ast;
	AstList list;
	ParamVec params;
	Param *param;
	Sym sym;
	int64_t ival;
	double fval;
	const char *str;
	TokOp op;
}

%token <sym> NAME
%token <ival> INT
%token <fval> FLOAT
%token <str> STRING
%token <op> AUGASSIGN
%token NEWLINE INDENT DEDENT
%token FALSE NONE TRUE AND AS ASSERT ASYNC AWAIT BREAK CLASS CONTINUE DEF DEL ELIF ELSE
%token EXCEPT FINALLY FOR FROM GLOBAL IF IMPORT IN IS LAMBDA NONLOCAL NOT OR PASS RAISE
%token RETURN TRY WHILE WITH YIELD
%token ELLIPSIS POW FLOORDIV LSHIFT RSHIFT LE GE EQ NE ARROW WALRUS

%type <list> strings stmt stmts simple_stmt small_stmts block elif_else import_stmt dotted_as_names
%type <list> compmore import_targets aliases names decorators titems xitems subs args arglist with_items
%type <ast> small_stmt expr_stmt assign compound_stmt if_stmt while_stmt for_stmt with_stmt
%type <ast> with_item funcdef classdef decorated dotted_as_name alias name targets
%type <ast> test or_test and_test not_test comparison compchain expr xor band shift arith
%type <ast> term factor power primary atom titem xitem testlist subscript sub slice
%type <ast> slo shi arg dictitems lambdef opt_test annot dflt genexp
%type <params> params plist lparams
%type <param> pitem litem
%type <str> dotted from_mod
%type <ival> dots
%type <op> compop shop adop mulop

%%

module
	: %empty
	| module stmt			{ m->body = ast_listcat(m, m->body, $2); }
	;

/* stmt -> simple_stmt | compound_stmt; a bad line (and the block it opens) is skipped */
stmt
	: simple_stmt
	| compound_stmt			{ $$ = ast_list1(m, $1); }
	| errline			{ $$ = (AstList){0}; }
	| errline INDENT stmts DEDENT errclauses	{ $$ = (AstList){0}; }
	;

/* the clauses that may follow a bad header's block are skipped with it */
errclauses
	: %empty
	| errclauses ELIF test ':' block
	| errclauses ELSE ':' block
	| errclauses EXCEPT ':' block
	| errclauses EXCEPT test ':' block
	| errclauses EXCEPT test AS NAME ':' block
	| errclauses FINALLY ':' block
	;

errline
	: error NEWLINE			{ yyerrok; }
	;

stmts
	: stmt
	| stmts stmt			{ $$ = ast_listcat(m, $1, $2); }
	;

block
	: simple_stmt
	| NEWLINE INDENT stmts DEDENT	{ $$ = $3; }
	;

simple_stmt
	: small_stmts NEWLINE
	| small_stmts ';' NEWLINE
	;

small_stmts
	: small_stmt			{ $$ = ast_list1(m, $1); }
	| import_stmt
	| small_stmts ';' small_stmt	{ $$ = ast_listadd(m, $1, $3); }
	| small_stmts ';' import_stmt	{ $$ = ast_listcat(m, $1, $3); }
	;

small_stmt
	: expr_stmt
	| DEL xitems			{ $$ = ast_del(m, @$, $2); }
	| DEL xitems ','		{ $$ = ast_del(m, @$, $2); }
	| PASS				{ $$ = ast_stmt(m, @$, S_PASS, NULL, NULL); }
	| BREAK				{ $$ = ast_stmt(m, @$, S_BREAK, NULL, NULL); }
	| CONTINUE			{ $$ = ast_stmt(m, @$, S_CONTINUE, NULL, NULL); }
	| RETURN			{ $$ = ast_stmt(m, @$, S_RETURN, NULL, NULL); }
	| RETURN testlist		{ $$ = ast_stmt(m, @$, S_RETURN, $2, NULL); }
	| RAISE				{ $$ = ast_stmt(m, @$, S_RAISE, NULL, NULL); }
	| RAISE test			{ $$ = ast_stmt(m, @$, S_RAISE, $2, NULL); }
	| RAISE test FROM test		{ $$ = ast_stmt(m, @$, S_RAISE, $2, NULL); }
	| ASSERT test			{ $$ = ast_stmt(m, @$, S_ASSERT, $2, NULL); }
	| ASSERT test ',' test		{ $$ = ast_stmt(m, @$, S_ASSERT, $2, $4); }
	| GLOBAL names			{ $$ = ast_global(m, @$, $2); }
	| FROM from_mod IMPORT import_targets	{ $$ = ast_fromimport(m, @$, $2, $4); }
	;

/* expr_stmt -> testlist [augassign testlist | ':' test ['=' testlist] | ('=' testlist)+] */
expr_stmt
	: testlist			{ $$ = ast_exprstmt(m, @$, $1); }
	| testlist AUGASSIGN testlist	{ $$ = ast_augassign(m, @$, $1, $2, @2, $3); }
	| testlist ':' test		{ $$ = ast_annassign(m, @$, $1, $3, NULL); }
	| testlist ':' test '=' testlist	{ $$ = ast_annassign(m, @$, $1, $3, $5); }
	| assign
	;

assign
	: testlist '=' testlist		{ $$ = ast_assign(m, @$, $1, $3); }
	| assign '=' testlist		{ $$ = ast_assign_more(m, @$, $1, $3); }
	;

names
	: name				{ $$ = ast_list1(m, $1); }
	| names ',' name		{ $$ = ast_listadd(m, $1, $3); }
	;

name
	: NAME				{ $$ = ast_name(m, @$, $1); }
	;

/* import_stmt -> 'import' dotted ['as' NAME] (',' dotted ['as' NAME])* */
import_stmt
	: IMPORT dotted_as_names	{ $$ = $2; }
	;

dotted_as_names
	: dotted_as_name		{ $$ = ast_list1(m, $1); }
	| dotted_as_names ',' dotted_as_name	{ $$ = ast_listadd(m, $1, $3); }
	;

dotted_as_name
	: dotted			{ $$ = ast_import(m, @$, $1, 0); }
	| dotted AS NAME		{ $$ = ast_import(m, @$, $1, $3); }
	;

dotted
	: NAME				{ $$ = ast_dotted(m, NULL, $1); }
	| dotted '.' NAME		{ $$ = ast_dotted(m, $1, $3); }
	;

from_mod
	: dotted
	| dots				{ $$ = ast_dots(m, $1, NULL); }
	| dots dotted			{ $$ = ast_dots(m, $1, $2); }
	;

dots
	: '.'				{ $$ = 1; }
	| ELLIPSIS			{ $$ = 3; }
	| dots '.'			{ $$ = $1 + 1; }
	| dots ELLIPSIS			{ $$ = $1 + 3; }
	;

import_targets
	: '*'				{ $$ = ast_list1(m, ast_alias(m, @$, 0, 0)); }
	| aliases
	| '(' aliases ')'		{ $$ = $2; }
	| '(' aliases ',' ')'		{ $$ = $2; }
	;

aliases
	: alias				{ $$ = ast_list1(m, $1); }
	| aliases ',' alias		{ $$ = ast_listadd(m, $1, $3); }
	;

alias
	: NAME				{ $$ = ast_alias(m, @$, $1, 0); }
	| NAME AS NAME			{ $$ = ast_alias(m, @$, $1, $3); }
	;

compound_stmt
	: if_stmt
	| while_stmt
	| for_stmt
	| with_stmt
	| funcdef
	| classdef
	| decorated
	;

/* if_stmt -> 'if' test ':' block ('elif' test ':' block)* ['else' ':' block] */
if_stmt
	: IF test ':' block elif_else	{ $$ = ast_if(m, @$, $2, $4, $5); }
	;

elif_else
	: %empty			{ $$ = (AstList){0}; }
	| ELSE ':' block		{ $$ = $3; }
	| ELIF test ':' block elif_else	{ $$ = ast_elif(m, @$, $2, $4, $5); }
	;

while_stmt
	: WHILE test ':' block		{ $$ = ast_while(m, @$, $2, $4, (AstList){0}); }
	| WHILE test ':' block ELSE ':' block	{ $$ = ast_while(m, @$, $2, $4, $7); }
	;

for_stmt
	: FOR targets IN testlist ':' block	{ $$ = ast_for(m, @$, $2, $4, $6, (AstList){0}); }
	| FOR targets IN testlist ':' block ELSE ':' block
					{ $$ = ast_for(m, @$, $2, $4, $6, $9); }
	;

targets
	: xitems			{ $$ = ast_seq(m, @$, $1, 0); }
	| xitems ','			{ $$ = ast_seq(m, @$, $1, 1); }
	;

with_stmt
	: WITH with_items ':' block	{ $$ = ast_with(m, @$, $2, $4); }
	;

with_items
	: with_item			{ $$ = ast_list1(m, $1); }
	| with_items ',' with_item	{ $$ = ast_listadd(m, $1, $3); }
	;

with_item
	: test				{ $$ = ast_withitem(m, @$, $1, NULL); }
	| test AS expr			{ $$ = ast_withitem(m, @$, $1, $3); }
	;

/* funcdef -> 'def' NAME '(' params ')' ['->' test] ':' block */
funcdef
	: DEF NAME '(' params ')' ':' block	{ $$ = ast_def(m, @$, $2, $4, NULL, $7); }
	| DEF NAME '(' params ')' ARROW test ':' block
					{ $$ = ast_def(m, @$, $2, $4, $7, $9); }
	;

params
	: %empty			{ $$ = (ParamVec){0}; }
	| plist
	| plist ','
	;

plist
	: pitem				{ $$ = ast_params1(m, $1); }
	| plist ',' pitem		{ $$ = ast_paramadd(m, $1, $3); }
	;

pitem
	: NAME annot dflt		{ $$ = ast_param(m, @$, $1, $2, $3, 0); }
	| '*' NAME annot		{ $$ = ast_param(m, @$, $2, $3, NULL, 1); }
	| POW NAME annot		{ $$ = ast_param(m, @$, $2, $3, NULL, 2); }
	| '*'				{ $$ = ast_param(m, @$, 0, NULL, NULL, 3); }
	| '/'				{ $$ = ast_param(m, @$, 0, NULL, NULL, 4); }
	;

annot
	: %empty			{ $$ = NULL; }
	| ':' test			{ $$ = $2; }
	;

dflt
	: %empty			{ $$ = NULL; }
	| '=' test			{ $$ = $2; }
	;

classdef
	: CLASS NAME ':' block		{ $$ = ast_class(m, @$, $2, (AstList){0}, $4); }
	| CLASS NAME '(' args ')' ':' block	{ $$ = ast_class(m, @$, $2, $4, $7); }
	;

decorated
	: decorators funcdef		{ $$ = ast_decorate(m, $1, $2); }
	| decorators classdef		{ $$ = ast_decorate(m, $1, $2); }
	;

decorators
	: '@' test NEWLINE		{ $$ = ast_list1(m, $2); }
	| decorators '@' test NEWLINE	{ $$ = ast_listadd(m, $1, $3); }
	;

/* test -> or_test ['if' or_test 'else' test] | lambdef */
test
	: or_test
	| or_test IF or_test ELSE test	{ $$ = ast_ifexp(m, @$, $1, $3, $5); }
	| lambdef
	;

lambdef
	: LAMBDA ':' test		{ $$ = ast_lambda(m, @$, (ParamVec){0}, $3); }
	| LAMBDA lparams ':' test	{ $$ = ast_lambda(m, @$, $2, $4); }
	;

lparams
	: litem				{ $$ = ast_params1(m, $1); }
	| lparams ',' litem		{ $$ = ast_paramadd(m, $1, $3); }
	;

litem
	: NAME				{ $$ = ast_param(m, @$, $1, NULL, NULL, 0); }
	| NAME '=' test			{ $$ = ast_param(m, @$, $1, NULL, $3, 0); }
	| '*' NAME			{ $$ = ast_param(m, @$, $2, NULL, NULL, 1); }
	| POW NAME			{ $$ = ast_param(m, @$, $2, NULL, NULL, 2); }
	| '*'				{ $$ = ast_param(m, @$, 0, NULL, NULL, 3); }
	;

or_test
	: and_test
	| or_test OR and_test		{ $$ = ast_boolop(m, @$, $1, OP_OR, @2, $3); }
	;

and_test
	: not_test
	| and_test AND not_test		{ $$ = ast_boolop(m, @$, $1, OP_AND, @2, $3); }
	;

not_test
	: NOT not_test			{ $$ = ast_unop(m, @$, OP_NOT, $2); }
	| comparison
	;

comparison
	: expr
	| compchain
	;

/* compchain -> expr (compop expr)+ : one E_COMPARE, unlike a parenthesized comparison */
compchain
	: expr compop expr		{ $$ = ast_compare(m, @$, $1, $2, @2, $3); }
	| compchain compop expr		{ $$ = ast_compare_more(m, @$, $1, $2, @2, $3); }
	;

compop
	: '<'				{ $$ = OP_LT; }
	| '>'				{ $$ = OP_GT; }
	| EQ				{ $$ = OP_EQ; }
	| NE				{ $$ = OP_NE; }
	| LE				{ $$ = OP_LE; }
	| GE				{ $$ = OP_GE; }
	| IN				{ $$ = OP_IN; }
	| NOT IN			{ $$ = OP_NOTIN; }
	| IS				{ $$ = OP_IS; }
	| IS NOT			{ $$ = OP_ISNOT; }
	;

expr
	: xor
	| expr '|' xor			{ $$ = ast_binop(m, @$, $1, OP_BITOR, @2, $3); }
	;

xor
	: band
	| xor '^' band			{ $$ = ast_binop(m, @$, $1, OP_BITXOR, @2, $3); }
	;

band
	: shift
	| band '&' shift		{ $$ = ast_binop(m, @$, $1, OP_BITAND, @2, $3); }
	;

shift
	: arith
	| shift shop arith		{ $$ = ast_binop(m, @$, $1, $2, @2, $3); }
	;

shop
	: LSHIFT			{ $$ = OP_LSHIFT; }
	| RSHIFT			{ $$ = OP_RSHIFT; }
	;

arith
	: term
	| arith adop term		{ $$ = ast_binop(m, @$, $1, $2, @2, $3); }
	;

adop
	: '+'				{ $$ = OP_ADD; }
	| '-'				{ $$ = OP_SUB; }
	;

term
	: factor
	| term mulop factor		{ $$ = ast_binop(m, @$, $1, $2, @2, $3); }
	;

mulop
	: '*'				{ $$ = OP_MUL; }
	| '/'				{ $$ = OP_DIV; }
	| FLOORDIV			{ $$ = OP_FLOORDIV; }
	| '%'				{ $$ = OP_MOD; }
	| '@'				{ $$ = OP_MATMUL; }
	;

/* factor -> ('+'|'-'|'~') factor | power ; power -> primary ['**' factor] */
factor
	: '+' factor			{ $$ = ast_unop(m, @$, OP_POS, $2); }
	| '-' factor			{ $$ = ast_unop(m, @$, OP_NEG, $2); }
	| '~' factor			{ $$ = ast_unop(m, @$, OP_INVERT, $2); }
	| power
	;

power
	: primary
	| primary POW factor		{ $$ = ast_binop(m, @$, $1, OP_POW, @2, $3); }
	;

primary
	: atom
	| primary '.' NAME		{ $$ = ast_attr(m, @$, $1, $3); }
	| primary '(' args ')'		{ $$ = ast_call(m, @$, @2, $1, $3); }
	| primary '(' genexp ')'	{ $$ = ast_call(m, @$, @2, $1, ast_list1(m, $3)); }
	| primary '[' subscript ']'	{ $$ = ast_subscript(m, @$, $1, $3); }
	;

atom
	: NAME				{ $$ = ast_name(m, @$, $1); }
	| INT				{ $$ = ast_int(m, @$, $1); }
	| FLOAT				{ $$ = ast_float(m, @$, $1); }
	| strings			{ $$ = ast_strjoin(m, @$, $1); }
	| NONE				{ $$ = ast_new(m->arena, E_NONE, @$); }
	| TRUE				{ $$ = ast_new(m->arena, E_TRUE, @$); }
	| FALSE				{ $$ = ast_new(m->arena, E_FALSE, @$); }
	| ELLIPSIS			{ $$ = ast_new(m->arena, E_ELLIPSIS, @$); }
	| '(' ')'			{ $$ = ast_seq(m, @$, (AstList){0}, 1); }
	| '(' titems ')'		{ $$ = ast_seq(m, @$, $2, 0); }
	| '(' titems ',' ')'		{ $$ = ast_seq(m, @$, $2, 1); }
	| '(' genexp ')'		{ $$ = ast_relocate($2, @$); }
	| '[' ']'			{ $$ = ast_listdisp(m, @$, (AstList){0}); }
	| '[' titems ']'		{ $$ = ast_listdisp(m, @$, $2); }
	| '[' titems ',' ']'		{ $$ = ast_listdisp(m, @$, $2); }
	| '[' test FOR targets IN or_test compmore ']'
					{ $$ = ast_listcomp(m, @$, $2, $4, $6, $7); }
	| '{' test ':' test FOR targets IN or_test compmore '}'
					{ $$ = ast_dictcomp(m, @$, $2, $4, $6, $8, $9); }
	| '{' '}'			{ $$ = ast_dict(m, @$, NULL, NULL); }
	| '{' dictitems '}'		{ $$ = ast_relocate($2, @$); }
	| '{' dictitems ',' '}'		{ $$ = ast_relocate($2, @$); }
	;

/* what follows a comprehension's first generator: its 'if' conditions (S_IF) and further
 * 'for's (S_FOR), in order.  TorchScript takes none of them: the builder refuses them where
 * forward builds one; __init__'s evaluator runs them (frontend/interp.c) */
compmore
	: %empty			{ $$ = (AstList){0}; }
	| compmore IF or_test		{ $$ = ast_listadd(m, $1, ast_compif(m, @3, $3)); }
	| compmore FOR targets IN or_test	{ $$ = ast_listadd(m, $1, ast_compfor(m, @2, $3, $5)); }
	;

/* a generator expression: a list comprehension marked as one (refused where built, as
 * TorchScript refuses it; run by __init__'s evaluator) */
genexp
	: test FOR targets IN or_test compmore	{ $$ = ast_genexp(m, @$, $1, $3, $5, $6); }
	;

strings
	: STRING			{ $$ = ast_list1(m, ast_str(m, @$, $1)); }
	| strings STRING		{ $$ = ast_listadd(m, $1, ast_str(m, @2, $2)); }
	;

dictitems
	: test ':' test			{ $$ = ast_dict(m, @$, $1, $3); }
	| dictitems ',' test ':' test	{ $$ = ast_dict_add(m, @$, $1, $3, $5); }
	;

/* testlist -> titem (',' titem)* [','] : a tuple when there is a comma */
testlist
	: titems			{ $$ = ast_seq(m, @$, $1, 0); }
	| titems ','			{ $$ = ast_seq(m, @$, $1, 1); }
	;

titems
	: titem				{ $$ = ast_list1(m, $1); }
	| titems ',' titem		{ $$ = ast_listadd(m, $1, $3); }
	;

titem
	: test
	| '*' expr			{ $$ = ast_starred(m, @$, $2); }
	;

xitems
	: xitem				{ $$ = ast_list1(m, $1); }
	| xitems ',' xitem		{ $$ = ast_listadd(m, $1, $3); }
	;

xitem
	: expr
	| '*' expr			{ $$ = ast_starred(m, @$, $2); }
	;

/* subscript -> sub (',' sub)* [','] ; sub -> test | [test] ':' [test] [':' [test]] */
subscript
	: subs				{ $$ = ast_seq(m, @$, $1, 0); }
	| subs ','			{ $$ = ast_seq(m, @$, $1, 1); }
	;

subs
	: sub				{ $$ = ast_list1(m, $1); }
	| subs ',' sub			{ $$ = ast_listadd(m, $1, $3); }
	;

sub
	: test
	| slice
	;

slice
	: slo ':' shi			{ $$ = ast_slice(m, @$, $1, $3, NULL); }
	| slo ':' shi ':' shi		{ $$ = ast_slice(m, @$, $1, $3, $5); }
	;

slo
	: opt_test
	;

shi
	: opt_test
	;

opt_test
	: %empty			{ $$ = NULL; }
	| test
	;

/* args -> [arg (',' arg)* [',']] ; arg -> test | NAME '=' test | '*' test | '**' test */
args
	: %empty			{ $$ = (AstList){0}; }
	| arglist
	| arglist ','
	;

arglist
	: arg				{ $$ = ast_list1(m, $1); }
	| arglist ',' arg		{ $$ = ast_listadd(m, $1, $3); }
	;

arg
	: test
	| NAME '=' test			{ $$ = ast_keyword(m, @$, $1, $3); }
	| '*' test			{ $$ = ast_starred(m, @$, $2); }
	| POW test			{ $$ = ast_dstarred(m, @$, $2); }
	;

%%

static int
expects(const yypcontext_t *ctx, yysymbol_kind_t k)
{
	yysymbol_kind_t exp[YYNTOKENS];
	int n = yypcontext_expected_tokens(ctx, exp, YYNTOKENS);
	for (int i = 0; i < n; i++)
		if (exp[i] == k)
			return 1;
	return 0;
}

/* Python keywords outside the TorchScript subset get a message of their own */
static const char *
unsupported(yysymbol_kind_t t)
{
	switch (t) {
	case YYSYMBOL_TRY: case YYSYMBOL_EXCEPT: case YYSYMBOL_FINALLY:
		return "try/except is not supported in TorchScript";
	case YYSYMBOL_YIELD: return "'yield' is not supported in TorchScript";
	case YYSYMBOL_ASYNC: case YYSYMBOL_AWAIT:
		return "async/await is not supported in TorchScript";
	case YYSYMBOL_NONLOCAL: return "'nonlocal' is not supported in TorchScript";
	case YYSYMBOL_WALRUS: return "':=' is not supported in TorchScript";
	default: return NULL;
	}
}

/* Python's wording: "invalid syntax" at the token that cannot continue the statement */
static int
yyreport_syntax_error(const yypcontext_t *ctx, Module *m, Lex *lx)
{
	if (lex_quiet(lx))
		return 0;
	yysymbol_kind_t t = yypcontext_token(ctx);
	if (lex_unclosed(lx, *yypcontext_location(ctx)))
		return 0;
	const char *msg = "invalid syntax";
	if (unsupported(t))
		msg = unsupported(t);
	else if (t == YYSYMBOL_INDENT)
		msg = "unexpected indent";
	else if (t == YYSYMBOL_YYEOF)
		msg = "unexpected EOF while parsing";
	else if (t == YYSYMBOL_NEWLINE && expects(ctx, YYTRANSLATE(':')))
		msg = "expected ':'";
	diag(m->diag, DIAG_ERROR, *yypcontext_location(ctx), "%s", msg);
	return 0;
}

/* only for bison's "memory exhausted": input nested deeper than the parser's stack */
static void
yyerror(SrcLoc *loc, Module *m, Lex *lx, const char *msg)
{
	diag(m->diag, DIAG_ERROR, *loc, "too deeply nested (%s)", msg);
}

int
fe_parse(Module *m, const char *src, size_t len)
{
	uint32_t nerr = m->diag->nerror;
	if (len > INT32_MAX / 2) {
		diag(m->diag, DIAG_ERROR, (SrcLoc){m->file, 0, 0, 0}, "source file too large");
		return -1;
	}
	Lex *lx = lex_open(m, src, len);
	int rc = yyparse(m, lx);
	lex_close(lx);
	return rc || m->diag->nerror > nerr ? -1 : 0;
}
