/* The files the __init__ evaluator sees: a unit per file (the script's, the prelude's), its
 * imports, defs and classes bound at once and its assignments when first used; the
 * prelude parsed from the binary; the evaluator made. */
#include <stdlib.h>
#include <string.h>
#include "interp.h"

extern const char scriptc_prelude_nn[];   /* frontend/prelude/nn.py (prelude/embed.py) */
extern const size_t scriptc_prelude_nn_len;

/* the prelude, parsed and its names bound once, when a script first names nn.X */
Unit *
interp_prelude(Interp *in)
{
	if (in->prelude)
		return in->prelude;
	Builder *b = in->b;
	Module *m = NEW(b->a, Module);
	m->arena = b->a, m->diag = b->d;
	m->file = diag_addfile(b->d, "<scriptc>/nn.py", scriptc_prelude_nn, scriptc_prelude_nn_len);
	if (fe_parse(m, scriptc_prelude_nn, scriptc_prelude_nn_len) < 0)
		abort(); /* the prelude is checked by the build's own tests: it parses */
	in->prelude = interp_unit(in, m, m->file);
	b->preludefile = m->file;
	return in->prelude;
}

Interp *
interp_new(Builder *b)
{
	Interp *in = NEW(b->a, Interp);
	in->b = b, in->a = b->a;
	in->none = pv_new(in, PV_NONE);
	in->poison = pv_new(in, PV_NONE);
	in->skip = pv_new(in, PV_NONE);
	in->user = interp_unit(in, b->m, b->m->file);
	return in;
}

static void
pending(Interp *in, Unit *u, Ast *t, Ast *s)
{
	if (t->k == E_NAME) {
		unit_set(in, u, t->name, NULL);
		uint32_t i = (t->name * 2654435761u) & (u->gcap - 1);
		while (u->gk[i] != t->name)
			i = (i + 1) & (u->gcap - 1);
		u->gpending[i] = s;
	} else if (t->k == E_TUPLE || t->k == E_LIST)
		for (uint32_t i = 0; i < t->list.n; i++)
			pending(in, u, t->list.v[i]->k == E_STARRED ? t->list.v[i]->a : t->list.v[i], s);
}

/* a file's module-level names for the evaluator: imports, defs and classes now, the
 * assignments when first used (interp_global) */
Unit *
interp_unit(Interp *in, Module *m, uint32_t file)
{
	Unit *u = NEW(in->a, Unit);
	u->m = m, u->file = file;
	Frame f = {.u = u, .global = 1};
	for (uint32_t i = 0; i < m->body.n; i++) {
		Ast *s = m->body.v[i];
		if (s->k == S_IMPORT || s->k == S_FROMIMPORT || s->k == S_DEF || s->k == S_CLASS)
			in_exec(in, &f, s);
		else if (s->k == S_ASSIGN)
			for (uint32_t k = 0; k < s->list.n; k++)
				pending(in, u, s->list.v[k], s);
		else if (s->k == S_ANNASSIGN && s->c)
			pending(in, u, s->a, s);
	}
	return u;
}
