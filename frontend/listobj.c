/* A list's identity: the object (a Storage with `list` set, made by list_own the first time
 * a list display or sequence needs one) and its contents, kept in Builder.store under the
 * storage's name as a tensor's base is (tensor.c), so that every name bound to the list sees
 * a change, an `if` merges the contents and a loop carries them.  list_now reads them,
 * list_set sets them; list_fork marks a list that may be another one now (a helper's or a
 * loop's result).  What lists do (methods, indexing, sequences) is list.c's; this file is
 * what the layers under it (tensors, held lists) need of a list. */
#include "builder.h"

int
list_isnum(const Type *t)
{
	return t->kind == T_INT || t->kind == T_FLOAT || t->kind == T_BOOL;
}

/* a List[List[int]], List[List[float]] or List[List[bool]]: of run-time length, a sequence
 * of the rows' 1-d tensors */
int
list_islol(const Type *t)
{
	return t->kind == T_LIST && t->elem->kind == T_LIST && list_isnum(t->elem->elem);
}

int
list_isseq(const SV *sv)
{
	return sv->k == SV_VALUE && sv->v->type->kind == T_LIST &&
		(sv->v->type->elem->kind == T_TENSOR || list_isnum(sv->v->type->elem) ||
		 list_islol(sv->v->type));
}

int
list_islist(const SV *sv)
{
	return (sv->k == SV_TUPLE && sv->list) || list_isseq(sv) || sv->k == SV_ROWS;
}

SV *
list_copyof(Builder *b, const SV *c, Storage *lst)
{
	SV *r = sv_new(b, c->k);
	*r = *c;
	r->lst = lst;
	return r;
}

void
list_set(Builder *b, Storage *lst, SV *contents)
{
	env_set(b->a, &b->store, lst->name, list_copyof(b, contents, NULL));
}

void
list_own(Builder *b, SV *sv)
{
	if ((!list_islist(sv) && !(sv->k == SV_TUPLE && sv->dict)) || sv->lst)
		return;
	Storage *s = NEW(b->a, Storage);
	s->id = b->nstorage++;
	s->name = sym_fmt("$list%u", s->id);
	s->list = 1;
	vpush(b->a, &b->lists, s);
	sv->lst = s;
	list_set(b, s, sv);
}

SV *
list_now(Builder *b, SV *sv)
{
	SV *c = sv->lst ? env_get(&b->store, sv->lst->name) : NULL;
	if (!c || (c->k == sv->k && c->el == sv->el && c->n == sv->n && c->v == sv->v &&
	    c->ty == sv->ty && c->has == sv->has))
		return sv;
	return list_copyof(b, c, sv->lst);
}

SV *
list_seqsv(Builder *b, Value *seq, Storage *lst)
{
	SV *s = sv_value(b, seq);
	s->lst = lst;
	return s;
}

void
list_fork(Builder *b, Storage *lst, const char *why)
{
	(void)b;
	if (lst && !lst->forked)
		lst->forked = why;
}
