/* grammar.h: what grammar/ shares inside itself and with frontend/ast.c.  The scanner
 * (lexer.l) turns Python text into tokens, adding NEWLINE/INDENT/DEDENT; the parser
 * (parser.y) turns tokens into the AST of frontend.h.  Parser actions are one call each to
 * the ast_* helpers below, which live in frontend/ast.c so that C code stays in frontend/.
 * All memory is the module's arena; the only malloc'd state is flex's, freed by lex_close. */
#ifndef SCRIPTC_GRAMMAR_H
#define SCRIPTC_GRAMMAR_H

#include "frontend/frontend.h"

typedef struct Lex Lex;
typedef struct {
	Param *v;
	uint32_t n, cap;
} ParamVec;

/* lexer.l (the token function lex_token is declared in parser.y, next to YYSTYPE) */
Lex *lex_open(Module *m, const char *src, size_t len);
void lex_close(Lex *lx);
SrcLoc lex_span(Lex *lx, const SrcLoc *rhs, int n);
int lex_quiet(Lex *lx);
int lex_unclosed(Lex *lx, SrcLoc at);

/* ast.c: sequences */
AstList ast_list1(Module *m, Ast *x);
AstList ast_listadd(Module *m, AstList l, Ast *x);
AstList ast_listcat(Module *m, AstList l, AstList r);
const char *ast_dotted(Module *m, const char *prefix, Sym name);
const char *ast_dots(Module *m, int64_t ndot, const char *module);

/* ast.c: expressions */
Ast *ast_name(Module *m, SrcLoc loc, Sym name);
Ast *ast_int(Module *m, SrcLoc loc, int64_t v);
Ast *ast_float(Module *m, SrcLoc loc, double v);
Ast *ast_str(Module *m, SrcLoc loc, const char *s);
Ast *ast_strjoin(Module *m, SrcLoc loc, AstList parts);
Ast *ast_attr(Module *m, SrcLoc loc, Ast *a, Sym name);
Ast *ast_call(Module *m, SrcLoc loc, SrcLoc paren, Ast *fn, AstList args);
Ast *ast_keyword(Module *m, SrcLoc loc, Sym name, Ast *v);
Ast *ast_starred(Module *m, SrcLoc loc, Ast *a);
Ast *ast_dstarred(Module *m, SrcLoc loc, Ast *a);
Ast *ast_subscript(Module *m, SrcLoc loc, Ast *a, Ast *idx);
Ast *ast_slice(Module *m, SrcLoc loc, Ast *lo, Ast *hi, Ast *step);
Ast *ast_binop(Module *m, SrcLoc loc, Ast *a, TokOp op, SrcLoc opl, Ast *b);
Ast *ast_unop(Module *m, SrcLoc loc, TokOp op, Ast *a);
Ast *ast_boolop(Module *m, SrcLoc loc, Ast *a, TokOp op, SrcLoc opl, Ast *b);
Ast *ast_compare(Module *m, SrcLoc loc, Ast *a, TokOp op, SrcLoc opl, Ast *b);
Ast *ast_compare_more(Module *m, SrcLoc loc, Ast *cmp, TokOp op, SrcLoc opl, Ast *b);
Ast *ast_ifexp(Module *m, SrcLoc loc, Ast *then, Ast *cond, Ast *els);
Ast *ast_seq(Module *m, SrcLoc loc, AstList items, int comma);
Ast *ast_listdisp(Module *m, SrcLoc loc, AstList items);
Ast *ast_dict(Module *m, SrcLoc loc, Ast *k, Ast *v);
Ast *ast_dict_add(Module *m, SrcLoc loc, Ast *d, Ast *k, Ast *v);
Ast *ast_relocate(Ast *x, SrcLoc loc);
Ast *ast_listcomp(Module *m, SrcLoc loc, Ast *elt, Ast *target, Ast *iter, AstList more);
Ast *ast_dictcomp(Module *m, SrcLoc loc, Ast *key, Ast *val, Ast *target, Ast *iter, AstList more);
Ast *ast_genexp(Module *m, SrcLoc loc, Ast *elt, Ast *target, Ast *iter, AstList more);
Ast *ast_compif(Module *m, SrcLoc loc, Ast *cond);                /* a comprehension's `if` */
Ast *ast_compfor(Module *m, SrcLoc loc, Ast *target, Ast *iter); /* its next `for` */
Ast *ast_lambda(Module *m, SrcLoc loc, ParamVec params, Ast *body);

/* ast.c: statements */
Ast *ast_exprstmt(Module *m, SrcLoc loc, Ast *e);
Ast *ast_assign(Module *m, SrcLoc loc, Ast *target, Ast *value);
Ast *ast_assign_more(Module *m, SrcLoc loc, Ast *s, Ast *value);
Ast *ast_augassign(Module *m, SrcLoc loc, Ast *target, TokOp op, SrcLoc opl, Ast *value);
Ast *ast_annassign(Module *m, SrcLoc loc, Ast *target, Ast *annot, Ast *value);
Ast *ast_if(Module *m, SrcLoc loc, Ast *cond, AstList body, AstList orelse);
AstList ast_elif(Module *m, SrcLoc loc, Ast *cond, AstList body, AstList orelse);
Ast *ast_while(Module *m, SrcLoc loc, Ast *cond, AstList body, AstList orelse);
Ast *ast_for(Module *m, SrcLoc loc, Ast *target, Ast *iter, AstList body, AstList orelse);
Ast *ast_stmt(Module *m, SrcLoc loc, AstKind k, Ast *a, Ast *b);
Ast *ast_del(Module *m, SrcLoc loc, AstList targets);
Ast *ast_global(Module *m, SrcLoc loc, AstList names);
Ast *ast_def(Module *m, SrcLoc loc, Sym name, ParamVec params, Ast *ret, AstList body);
Ast *ast_decorate(Module *m, AstList decorators, Ast *def);
Ast *ast_class(Module *m, SrcLoc loc, Sym name, AstList bases, AstList body);
Ast *ast_import(Module *m, SrcLoc loc, const char *module, Sym alias);
Ast *ast_fromimport(Module *m, SrcLoc loc, const char *module, AstList names);
Ast *ast_alias(Module *m, SrcLoc loc, Sym name, Sym alias);
Ast *ast_withitem(Module *m, SrcLoc loc, Ast *ctx, Ast *target);
Ast *ast_with(Module *m, SrcLoc loc, AstList items, AstList body);

/* ast.c: parameters */
Param *ast_param(Module *m, SrcLoc loc, Sym name, Ast *annot, Ast *def, int star);
ParamVec ast_params1(Module *m, Param *p);
ParamVec ast_paramadd(Module *m, ParamVec v, Param *p);

#endif
