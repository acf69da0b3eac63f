/* What the branches of an `if` leave, merged into one value per name after it, by kind:
 * tensors (one If output, and what each may share: mergetensor, mergeside), dicts (keys
 * there on one branch only get a flag: mergedict), lists and sequences (mergelists), rows,
 * splits (a type that differs between the branches: split.c) and optionals; then the memory
 * the branches wrote (stmt_mergestore).  stmt_mergesv dispatches on the kind. */
#include <stdlib.h>
#include <string.h>
#include "stmt.h"

static int
isdict(const SV *sv)
{
	return sv && sv->k == SV_TUPLE && sv->dict;
}

/* sv, bound before the If and not rebound on branch k: its value at the branch's end, where
 * the memory it lives in (or is, under a condition) may have been written.  The memory either
 * branch wrote is read as branch k left it, in branch k's block. */
SV *
stmt_atend(Builder *b, Merging *m, int k, SV *sv)
{
	if ((sv->k != SV_VALUE || !sv->ref) && !(list_islist(sv) && sv->lst))
		return sv; /* (a list: its contents then) */
	Scope sc = env_open(&b->store);
	int tensor = sv->k == SV_VALUE && !sv->lst; /* (reads no dict's contents) */
	for (uint32_t i = 0; i < m->npre; i++) {
		Change *c = env_change(m->br[k]->st, m->br[k]->nst, m->pre[i].name);
		SV *to = c ? c->sv : m->pre[i].sv;
		if (tensor && isdict(to) && isdict(env_get(&b->store, m->pre[i].name)))
			continue; /* binding a dict's contents costs as many keys as it has (the
				   * store counts the tensors they hold): per value of a dict an If
				   * merges, that made the merge quadratic */
		env_set(b->a, &b->store, m->pre[i].name, to);
	}
	for (uint32_t i = 0; i < m->br[k]->nst; i++) /* memory made on the branch (in a list) */
		if (m->br[k]->st[i].isnew && m->br[k]->st[i].sv)
			env_set(b->a, &b->store, m->br[k]->st[i].name, m->br[k]->st[i].sv);
	Block *outer = b->blk;
	b->blk = m->n->blk[k];
	SV *now = tensor_now(b, sv);
	b->blk = outer;
	env_close(b->a, &b->store, sc, NULL);
	return now;
}

/* memory st's value at the end of branch k */
static Value *
endbase(Builder *b, Merging *m, int k, Storage *st)
{
	Change *c = env_change(m->br[k]->st, m->br[k]->nst, st->name);
	if (!c)
		c = env_change(m->pre, m->npre, st->name);
	return c ? c->sv->v : tensor_base(b, st);
}

/* r may share what x, a tensor on branch k, may: an entry still fresh at that branch's end
 * is fresh after the If (what the other branch wrote is not seen where x is the tensor) */
static void
inherit(Builder *b, Merging *m, int k, Ref *r, Ref *x)
{
	Ref fresh = *x;
	fresh.amb = NEWA(b->a, Amb, x->namb + 1);
	fresh.camb = 0;
	for (uint32_t i = 0; i < x->namb; i++) {
		Amb a = x->amb[i];
		if (a.ver == endbase(b, m, k, a.st))
			a.ver = tensor_base(b, a.st);
		fresh.amb[i] = a;
	}
	fresh.alt = NEWA(b->a, Alt, x->nalt + 1);
	for (uint32_t i = 0; i < x->nalt; i++) {
		Alt a = x->alt[i];
		if (a.ver == endbase(b, m, k, a.to->st))
			a.ver = tensor_base(b, a.to->st);
		fresh.alt[i] = a;
	}
	tensor_inherit(b, r, &fresh);
}

/* the condition under which branch k ran */
static Value *
branchcond(Builder *b, Merging *m, int k)
{
	if (!k)
		return ir_in(m->n, 0);
	if (!m->notcond) {
		SV *c = sv_value(b, ir_in(m->n, 0));
		SV *r = b_callop(b, "__not__", NULL, &c, 1, NULL, NULL, 0, m->n->loc);
		m->notcond = r->k == SV_VALUE ? r->v : NULL;
	}
	return m->notcond;
}

/* is v made inside If node n's branches? */
static int
insideif(const Node *n, const Value *v)
{
	for (const Block *k = v->def->owner; k && k->owner; k = k->owner->owner)
		if (k->owner == n)
			return 1;
	return 0;
}

/* x, made on branch k, is the tensors its alts say under their conditions (an inner if's
 * merge: `elif c2: y = v else: y = u`): so is r, when branch k ran too.  A condition made on
 * the branch is an If output (false on the other branch).  A tensor made on the branch is
 * seen after it only through the merge's outputs: r's own memory holds its value, and
 * another output that was that tensor may share it (Shared).  -1 if one cannot be followed
 * (r may share them instead: inherit) */
static int
altsof(Builder *b, Merging *m, int k, Ref *r, Ref *x)
{
	for (uint32_t i = 0; i < x->nalt; i++) {
		Value *c = x->alt[i].cond, *no = b_const_bool(b, 0);
		if (x->alt[i].to->st->id >= m->mark) { /* made on the branch: gone after the If
							 * but for what the merge makes of it */
			vpush(b->a, &m->shared, ((Shared){x->alt[i].to->st, r}));
			continue;
		}
		if (insideif(m->n, c))
			c = b_ifoutput(b, m->n, k ? no : c, k ? c : no, 0);
		else {
			SV *two[2] = {sv_value(b, branchcond(b, m, k)), sv_value(b, c)};
			SV *both = b_callop(b, "__and__", NULL, two, 2, NULL, NULL, 0, m->n->loc);
			c = both->k == SV_VALUE ? both->v : NULL;
		}
		if (!c || tensor_alt(b, r, c, x->alt[i].to) < 0)
			return -1;
	}
	return 0;
}

/* one side (branch k) of a merged tensor, x: what the merged tensor r may share because of it */
static void
mergeside(Builder *b, Merging *m, int k, Ref *r, Ref *x, SV *before)
{
	if (!x)
		return;
	if (x->st->fixed) /* r may be x, which may not be written */
		r->st->fixed = x->st->fixed;
	if (x->st->id >= m->mark) /* a sequence may hold x, made on the branch (held.c) */
		held_also(b, r->st, x->st);
	Value *c = x->st->id < m->mark && !x->namb ? branchcond(b, m, k) : NULL;
	if (c && tensor_alt(b, r, c, x) == 0) {
		/* r is x when branch k ran (a write to r also writes x, then), and what x is
		 * under its conditions */
		for (uint32_t i = 0; i < x->nalt; i++) {
			SV *two[2] = {sv_value(b, c), sv_value(b, x->alt[i].cond)};
			SV *both = b_callop(b, "__and__", NULL, two, 2, NULL, NULL, 0, m->n->loc);
			if (both->k != SV_VALUE || tensor_alt(b, r, both->v, x->alt[i].to) < 0)
				inherit(b, m, k, r, x);
		}
		return;
	}
	if (x->st->id >= m->mark && !x->namb && x->nalt && altsof(b, m, k, r, x) == 0) {
		vpush(b->a, &m->shared, ((Shared){x->st, r}));
		return;
	}
	inherit(b, m, k, r, x);
	if (x->st->id >= m->mark) {
		vpush(b->a, &m->shared, ((Shared){x->st, r}));
		return;
	}
	uint32_t held = env_seeing(&b->env, x->st);
	Ref *own = before && before->k == SV_VALUE ? before->ref : NULL;
	for (uint32_t i = 0; own && i <= own->namb; i++)
		held -= (i < own->namb ? own->amb[i].st : own->st) == x->st; /* the name's own
								 * binding, replaced by the merge */
	if (held)
		tensor_mayshare(b, r, x->st, "which tensor it is depends on the branch an 'if' took");
}

/* can a value of type t be one side of an ONNX optional? */
int
stmt_canopt(const Type *t)
{
	return t->kind == T_NONE || t->kind == T_OPTIONAL || t->kind == T_TENSOR ||
		ty_isscalar(t) || t->kind == T_LIST;
}

int
stmt_isnone(const SV *sv)
{
	return sv->k == SV_VALUE && sv->v->type->kind == T_NONE;
}

/* a tensor on both branches: the same tensor object (then the merged memory gives its
 * value), or an If output, new memory that may share what each branch's tensor did */
static SV *
mergetensor(Builder *b, Merging *m, Sym name, SV *st, SV *se, SV *before)
{
	if (st->ref && st->ref == se->ref) {
		SV *f = sv_new(b, SV_VALUE);
		*f = *st;
		f->ver = NULL;
		return tensor_now(b, f);
	}
	if (st == before)
		st = stmt_atend(b, m, 0, st);
	if (se == before)
		se = stmt_atend(b, m, 1, se);
	Type *tt = st->v->type, *te = se->v->type, *j = ty_join(tt, te);
	if (!j || (j->kind == T_OPTIONAL && (!stmt_canopt(tt) || !stmt_canopt(te))))
		return b_split(b, m->n, st, se, 1); /* refused where used, unless converted */
	if (j->kind == T_OPTIONAL)
		opt_into(b, st), opt_into(b, se);
	Value **o = stmt_ifoutputs(b, m->n, &st->v, &se->v, 1, &name);
	SV *r = sv_value(b, o[0]);
	if (o[0]->type->kind != T_TENSOR)
		return r;
	tensor_own(b, r);
	mergeside(b, m, 0, r->ref, st->ref, before);
	mergeside(b, m, 1, r->ref, se->ref, before);
	return r;
}

/* the keys of a dict after an If: the then branch's, with the else branch's others each
 * after the key before it there; NULL if the else branch has two keys in the other order
 * (then the order of the keys, insertion order, would be known only at run time).  at[i]
 * and ate[i]: where key i is on each branch, or -1.  One walk over both, each key found
 * through the index (dictkeys.c): a scan per key made a merge of N keys cost N^2 */
static const char **
mergekeys(Builder *b, SV *st, SV *se, uint32_t *n, int **at, int **ate)
{
	if (st->keys == se->keys) { /* one array (a key added on a branch extends it in place:
		* dict.c, grown): the shorter's keys are the longer's first, in place */
		*n = st->n > se->n ? st->n : se->n;
		*at = *ate = NULL;
		return st->keys ? st->keys : NEWA(b->a, const char *, 1); /* (NULL: refused) */
	}
	int *in = NEWA(b->a, int, se->n + 1); /* where se's key j is on the then branch */
	int last = -1;
	uint32_t own = 0; /* keys on the else branch only */
	for (uint32_t j = 0; j < se->n; j++) {
		in[j] = dict_keyat(b, st, se->keys[j]);
		if (in[j] >= 0 && in[j] < last)
			return NULL;
		last = in[j] >= 0 ? in[j] : last;
		own += in[j] < 0;
	}
	if (!own) { /* the else branch's keys are all the then branch's: its array */
		*n = st->n;
		*at = NULL, *ate = NEWA(b->a, int, st->n + 1);
		for (uint32_t i = 0; i < st->n; i++)
			(*ate)[i] = -1;
		for (uint32_t j = 0; j < se->n; j++)
			(*ate)[in[j]] = (int)j;
		return st->keys ? st->keys : NEWA(b->a, const char *, 1);
	}
	const char **k = NEWA(b->a, const char *, st->n + se->n + 1);
	*at = NEWA(b->a, int, st->n + se->n + 1), *ate = NEWA(b->a, int, st->n + se->n + 1);
	uint32_t m = 0, q = 0;
	for (uint32_t j = 0; j <= se->n; j++) {
		uint32_t to = j == se->n ? st->n : in[j] >= 0 ? (uint32_t)in[j] + 1 : q;
		for (; q < to; q++) /* the then branch's keys up to this one */
			k[m] = st->keys[q], (*at)[m] = (int)q, (*ate)[m++] = -1;
		if (j == se->n)
			break;
		if (in[j] >= 0)
			(*ate)[m - 1] = (int)j;
		else /* the else branch's own, after the key before it */
			k[m] = se->keys[j], (*at)[m] = -1, (*ate)[m++] = (int)j;
	}
	*n = m;
	return k;
}

/* is key i of dict d there: NULL if surely, else a bool known at run time */
static Value *
present(Builder *b, SV *d, int i)
{
	return i < 0 ? b_const_bool(b, 0) : d->has ? d->has[i] : NULL;
}

/* what stands for a dict value where the dict does not have its key (never read), of the
 * type of `other`, a value the dict has for it elsewhere; NULL if not a tensor or number */
SV *
stmt_standin(Builder *b, SV *other)
{
	Type *t = other->k == SV_VALUE ? other->v->type : NULL;
	Value *v = !t ? NULL : t->kind == T_INT ? b_const_int(b, 0) : t->kind == T_FLOAT ?
		b_const_float(b, 0) : t->kind == T_BOOL ? b_const_bool(b, 0) :
		t->kind == T_TENSOR ? stmt_uninit(b, t) : NULL;
	return v ? sv_value(b, v) : NULL;
}

/* what stands on branch k for a dict value the branch does not have */
static SV *
stand(Builder *b, Node *n, int k, SV *other)
{
	Block *outer = b->blk;
	b->blk = n->blk[k];
	SV *v = stmt_standin(b, other);
	b->blk = outer;
	return v;
}

/* key k's flag after the If: whether it is there, NULL if surely (pt, pe: on each branch) */
static Value *
mergeflag(Builder *b, Node *n, Value *pt, Value *pe)
{
	Value *c = ir_in(n, 0);
	Node *nd = c->def;
	if (!pt && pe == c)
		return pe; /* `if "a" in d:` refined the then branch: as before */
	if (!pe && nd && nd->op && op_is(nd->op, OP_aten___not___bool) && ir_in(nd, 0) == pt)
		return pt; /* `if "a" not in d:`, the else branch */
	if (pt == pe)
		return pt;
	Value *tv = pt ? pt : b_const_bool(b, 1), *ev = pe ? pe : b_const_bool(b, 1);
	return stmt_ifoutputs(b, n, &tv, &ev, 1, NULL)[0];
}

/* key's value after the If (it, ie: its index on each branch, -1 if not there) */
static SV *
mergekey(Builder *b, Merging *m, Node *n, Sym name, SV *st, SV *se, SV *before, int it, int ie)
{
	const char *key = it >= 0 ? st->keys[it] : se->keys[ie];
	int ib = before && before->dict ? dict_keyat(b, before, key) : -1;
	SV *vt = it >= 0 ? st->el[it] : stand(b, n, 0, se->el[ie]);
	SV *ve = ie >= 0 ? se->el[ie] : stand(b, n, 1, st->el[it]);
	if (!vt || !ve) {
		b_error(b, n->loc, "the branches of this 'if' leave %s with different keys, and its "
			"values are not tensors or numbers", sym_str(name)[0] == '$' ? "a dict" :
			arena_printf(b->a, "'%s'", sym_str(name)));
		return sv_poison(b);
	}
	if (!m && vt == ve)
		return vt;
	if (!m)
		return vt->k == SV_VALUE && ve->k == SV_VALUE ?
			sv_value(b, stmt_ifoutputs(b, n, &vt->v, &ve->v, 1,
				NULL)[0]) : sv_poison(b);
	if (it >= 0) /* as the branch left it (written in place, appended to) */
		vt = stmt_atend(b, m, 0, vt);
	if (ie >= 0)
		ve = stmt_atend(b, m, 1, ve);
	return stmt_mergesv(b, m, name, vt, ve, ib >= 0 ? before->el[ib] : NULL);
}

/* does a branch that leaves a dict as d keep it SV.ordered after the If (whose keys are
 * keys): d is, and its keys come first (the others are not there on that branch)? */
static int
inorder(const SV *d, const char **keys)
{
	for (uint32_t k = 0; d->keys != keys && k < d->n; k++)
		if (strcmp(d->keys[k], keys[k]))
			return 0;
	return dict_ordered(d);
}

/* a dict on both branches: its keys, those the branches leave it with (the ones on one branch
 * only, or there at run time only, there after the If under a condition, has), each value
 * merged */
static SV *
mergedict(Builder *b, Merging *m, Node *n, Sym name, SV *st, SV *se, SV *before)
{
	uint32_t nk = 0;
	int *at = NULL, *ate = NULL;
	const char **keys = st->dict && se->dict ? mergekeys(b, st, se, &nk, &at, &ate) : NULL;
	if (!keys) {
		b_error(b, n->loc, "the branches of this 'if' add keys to %s in different orders; "
			"the order of its keys must be known at compile time", sym_str(name)[0] == '$' ?
			"a dict" : arena_printf(b->a, "'%s'", sym_str(name)));
		return sv_poison(b);
	}
	SV *t = sv_new(b, SV_TUPLE);
	*t = *st;
	t->lst = NULL;
	t->n = nk;
	t->keys = keys;
	t->el = NEWA(b->a, SV *, nk + 1);
	t->has = NULL; /* made at the first key there on some paths only */
	for (uint32_t i = 0; i < nk; i++) {
		int it = at ? at[i] : i < st->n ? (int)i : -1;
		int ie = ate ? ate[i] : i < se->n ? (int)i : -1;
		Value *h = mergeflag(b, n, present(b, st, it), present(b, se, ie));
		if (h && !t->has)
			t->has = NEWA(b->a, Value *, nk + 1);
		if (h)
			t->has[i] = h;
		t->el[i] = mergekey(b, m, n, name, st, se, before, it, ie);
		if (t->el[i]->k == SV_POISON)
			return t->el[i];
	}
	t->ordered = (uint8_t)(inorder(st, keys) && inorder(se, keys));
	return t;
}

/* sv at the end of branch k (stmt_atend), a tuple's values one by one */
static SV *
atendall(Builder *b, Merging *m, int k, SV *sv)
{
	if (sv->k != SV_TUPLE || sv->list || sv->dict)
		return stmt_atend(b, m, k, sv);
	SV *t = sv_new(b, SV_TUPLE);
	*t = *sv;
	t->el = NEWA(b->a, SV *, sv->n + 1);
	for (uint32_t i = 0; i < sv->n; i++)
		t->el[i] = atendall(b, m, k, sv->el[i]);
	return t;
}

/* a list of tuples on both branches, not of one length: rows (rows.c) made at each branch's
 * end, merged field by field */
static SV *
mergerows(Builder *b, Merging *m, Node *n, Sym name, SV *st, SV *se)
{
	SV *side[2] = {st, se}, *r[2];
	Block *outer = b->blk;
	for (int k = 0; k < 2; k++) {
		b->blk = n->blk[k];
		SV *c = side[k];
		if (m && c->k == SV_TUPLE) /* its tensors as the branch left them */
			c = atendall(b, m, k, c);
		r[k] = list_dyn(b, c, n->loc);
	}
	b->blk = outer;
	if (!r[0] || !r[1])
		return sv_poison(b);
	if (r[0]->k != SV_ROWS || r[1]->k != SV_ROWS || r[0]->n != r[1]->n) {
		b_error(b, n->loc, "the branches of this 'if' leave %s holding tuples on one side and "
			"other values on the other", sym_str(name)[0] == '$' ? "a list" :
			arena_printf(b->a, "'%s'", sym_str(name)));
		return sv_poison(b);
	}
	Value **tv = NEWA(b->a, Value *, r[0]->n), **ev = NEWA(b->a, Value *, r[0]->n);
	for (uint32_t f = 0; f < r[0]->n; f++)
		tv[f] = r[0]->el[f]->v, ev[f] = r[1]->el[f]->v;
	Value **o = stmt_ifoutputs(b, n, tv, ev, r[0]->n, NULL);
	SV *out = sv_new(b, SV_ROWS);
	*out = *r[0];
	out->lst = NULL;
	out->el = NEWA(b->a, SV *, r[0]->n + 1);
	for (uint32_t f = 0; f < r[0]->n; f++)
		out->el[f] = sv_value(b, o[f]);
	return out;
}

/* list contents c as branch k of If n left them, as one sequence in that branch's block */
static Value *
seqatend(Builder *b, Merging *m, Node *n, int k, SV *c)
{
	Block *outer = b->blk;
	b->blk = n->blk[k];
	if (m && c->k == SV_TUPLE) { /* its tensors as the branch left them */
		SV *e = sv_new(b, SV_TUPLE);
		*e = *c;
		e->el = NEWA(b->a, SV *, c->n + 1);
		for (uint32_t i = 0; i < c->n; i++)
			e->el[i] = stmt_atend(b, m, k, c->el[i]);
		c = e;
	}
	Value *v = list_seq(b, c, NULL, n->loc);
	b->blk = outer;
	return v;
}

/* the writes branch k logged to st (held.c) */
static uint32_t
wrotein(Builder *b, Branch *br, Storage *st)
{
	uint32_t n = 0;
	for (uint32_t i = br->w0; i < br->w1; i++)
		n += b->wlog.v[i] == st;
	return n;
}

/* e, a hold of what branch k's sequence held at its end, as it is after the If: stale if
 * written since on that branch's path (a write on the other branch did not happen then) */
static Hold
holdafter(Builder *b, void *ctx, int k, Hold e)
{
	Merging *m = ctx;
	Storage *st = e.st;
	Value *end = st ? endbase(b, m, k, st) : NULL;
	if (!st || held_nwrite(b, st) - wrotein(b, m->br[!k], st) != e.nwrite ||
	    (end && end != e.ver))
		return (Hold){NULL, NULL, 0, st ? st->wloc : e.wloc};
	return (Hold){st, tensor_base(b, st), held_nwrite(b, st), {0, 0, 0, 0}};
}

/* None on one branch, a list on the other: an optional of its sequence (optional.c) */
static SV *
mergeoptlist(Builder *b, Merging *m, Sym name, SV *st, SV *se)
{
	SV *side[2] = {st, se};
	Value *v[2];
	for (int k = 0; k < 2; k++) {
		v[k] = list_islist(side[k]) ? seqatend(b, m, m->n, k, side[k]) : side[k]->v;
		if (!v[k])
			return sv_poison(b);
		opt_into(b, side[k]);
	}
	return sv_value(b, stmt_ifoutputs(b, m->n, &v[0], &v[1], 1, &name)[0]);
}

/* t, a copy of the tuple or list st, its elements merged one by one with se's (before's
 * elements, where it has as many, as they were before the If): t, or the first poison */
static SV *
mergeels(Builder *b, Merging *m, Sym name, SV *t, SV *st, SV *se, SV *before)
{
	t->el = NEWA(b->a, SV *, t->n + 1);
	for (uint32_t i = 0; i < t->n; i++) {
		SV *bi = before && before->k == SV_TUPLE && before->n == t->n ? before->el[i] : NULL;
		t->el[i] = stmt_mergesv(b, m, name, st->el[i], se->el[i], bi);
		if (t->el[i]->k == SV_POISON)
			return t->el[i];
	}
	return t;
}

static SV *
mergelist(Builder *b, Merging *m, Node *n, Sym name, SV *st, SV *se, SV *before)
{
	if (st->dict || se->dict)
		return mergedict(b, m, n, name, st, se, before);
	if (m && st->k == SV_TUPLE && se->k == SV_TUPLE && st->n == se->n) {
		SV *t = sv_new(b, SV_TUPLE);
		*t = *st;
		t->lst = NULL;
		return mergeels(b, m, name, t, st, se, before);
	}
	if (st->k == SV_ROWS || se->k == SV_ROWS || list_elemtype(b, st)->kind == T_TUPLE ||
	    list_elemtype(b, se)->kind == T_TUPLE)
		return mergerows(b, m, n, name, st, se);
	Value *v[2] = {seqatend(b, m, n, 0, st), seqatend(b, m, n, 1, se)};
	if (!v[0] || !v[1])
		return sv_poison(b);
	Value *o = stmt_ifoutputs(b, n, &v[0], &v[1], 1, sym_str(name)[0] == '$' ? NULL : &name)[0];
	if (m && held_isseq(o->type))
		held_ifout(b, o, v, holdafter, m, n->loc);
	return sv_value(b, o);
}

/* a name bound to a list on both branches: the same list object, whose contents the store
 * merged; else a new list of the merged contents.  Which object it is then depends on the
 * branch: an object made before the If may not be changed any more (list.c, forked) */
static SV *
mergelists(Builder *b, Merging *m, Sym name, SV *st, SV *se, SV *before)
{
	if ((!list_islist(st) || !list_islist(se)) && (!st->dict || !se->dict)) {
		b_error(b, m->n->loc, "'%s' is a %s on one branch of this 'if' and not on the "
			"other", sym_str(name), st->dict || se->dict ? "dict" : "list");
		return sv_poison(b);
	}
	if (st->lst && st->lst == se->lst)
		return st;
	if (st == before) /* the list as the branch left it (it may have changed it) */
		st = stmt_atend(b, m, 0, st);
	if (se == before)
		se = stmt_atend(b, m, 1, se);
	SV *r = mergelist(b, m, m->n, name, st, se, before);
	if (r->k == SV_POISON)
		return r;
	SV *side[2] = {st, se};
	for (int k = 0; k < 2; k++)
		if (side[k]->lst && side[k]->lst->id < m->mark) {
			list_fork(b, side[k]->lst, "which list it is depends on the branch an 'if' took");
			list_own(b, r);
			list_fork(b, r->lst, "which list it is depends on the branch an 'if' took");
		}
	return r;
}

/* a variable split (split.c) on a branch is split after the If, for good: no use of it can
 * be converted any more.  NULL if the other side is not a value (an error then) */
static SV *
mergesplit(Builder *b, Merging *m, SV *st, SV *se)
{
	SV *t0 = st->k == SV_SPLIT ? st->el[0] : st, *e1 = se->k == SV_SPLIT ? se->el[1] : se;
	if (t0->k != SV_VALUE || e1->k != SV_VALUE)
		return NULL;
	if (se->k == SV_SPLIT) /* for the error, the side unlike the other */
		e1 = se->el[se->el[0]->v->type == t0->v->type];
	else
		t0 = st->el[st->el[0]->v->type == e1->v->type];
	return b_split(b, m->n, t0, e1, 0);
}

/* a loop's split variable (split.c) on a branch, what that loop carries or a tensor of its
 * dtype on the other: still that loop's, of the merged value.  NULL if not */
static SV *
mergeloopsplit(Builder *b, Merging *m, Sym name, SV *st, SV *se, SV *before)
{
	SV *l = st->k == SV_SPLIT && st->v ? st : se->k == SV_SPLIT && se->v ? se : NULL;
	SV *t = st->k == SV_SPLIT && st->v ? st->el[1] : st;
	SV *e = se->k == SV_SPLIT && se->v ? se->el[1] : se;
	if (!l || t->k != SV_VALUE || e->k != SV_VALUE || t->v->type->kind != T_TENSOR ||
	    e->v->type->kind != T_TENSOR || t->v->type->dtype != e->v->type->dtype ||
	    (st->k == SV_SPLIT && se->k == SV_SPLIT && st->el[0]->v != se->el[0]->v))
		return NULL;
	if (before && before->k == SV_SPLIT && before->v)
		before = before->el[1];
	SV *r = mergetensor(b, m, name, t, e, before);
	return r->k == SV_VALUE ? b_splitloop(b, l->loc, l->el[0], r) : r;
}

/* a tuple that can be one side of an Optional[Tuple] (optional.c) */
static int
opttuple(const SV *sv)
{
	return sv->k == SV_TUPLE && !sv->list && !sv->dict && sv->n > 0 && !sv->fields;
}

/* None on one branch, a tuple on the other: a tuple of optionals, None together */
static SV *
mergeopttuple(Builder *b, Merging *m, Sym name, SV *st, SV *se)
{
	SV *tup = stmt_isnone(st) ? se : st, *t = sv_new(b, SV_TUPLE);
	*t = *tup;
	t->opt = 1;
	t->el = NEWA(b->a, SV *, t->n + 1);
	for (uint32_t i = 0; i < t->n; i++) {
		t->el[i] = stmt_mergesv(b, m, name, stmt_isnone(st) ? st : st->el[i],
			stmt_isnone(se) ? se :
			se->el[i], NULL);
		if (t->el[i]->k == SV_POISON)
			return t->el[i];
	}
	return t;
}

SV *
stmt_mergesv(Builder *b, Merging *m, Sym name, SV *st, SV *se, SV *before)
{
	if (st == se)
		return st;
	if (!st || !se || st->k == SV_UNDEF || se->k == SV_UNDEF) {
		SV *u = sv_new(b, SV_UNDEF);
		u->loc = m->n->loc;
		return u;
	}
	if (st->k == SV_POISON || se->k == SV_POISON)
		return sv_poison(b);
	SV *sp = st->k == SV_SPLIT || se->k == SV_SPLIT ? mergeloopsplit(b, m, name, st, se,
		before) : NULL;
	if (!sp && (st->k == SV_SPLIT || se->k == SV_SPLIT))
		sp = mergesplit(b, m, st, se);
	if (sp)
		return sp;
	if ((stmt_isnone(st) && list_islist(se) && !se->dict) ||
	    (stmt_isnone(se) && list_islist(st) && !st->dict))
		return mergeoptlist(b, m, name, st, se);
	if (list_islist(st) || list_islist(se) || st->dict || se->dict)
		return mergelists(b, m, name, st, se, before);
	if ((stmt_isnone(st) && opttuple(se)) || (stmt_isnone(se) && opttuple(st)))
		return mergeopttuple(b, m, name, st, se);
	if (st->k == SV_TUPLE && se->k == SV_TUPLE && st->n == se->n && st->list == se->list) {
		SV *t = sv_new(b, SV_TUPLE);
		*t = *st;
		t->opt = st->opt || se->opt;
		return mergeels(b, m, name, t, st, se, before);
	}
	if (st->k == SV_VALUE && se->k == SV_VALUE)
		return mergetensor(b, m, name, st, se, before);
	b_error(b, m->n->loc, "'%s' is a different kind of value on each branch of this 'if'",
		sym_str(name));
	return sv_poison(b);
}

/* merged tensors that were one tensor on a branch may share memory after the If */
static void
mergeshared(Builder *b, Merging *m)
{
	for (uint32_t i = 0; i < m->shared.n; i++)
		for (uint32_t j = i + 1; j < m->shared.n; j++) {
			Shared *p = &m->shared.v[i], *q = &m->shared.v[j];
			if (p->inner != q->inner || p->out == q->out)
				continue;
			tensor_mayshare(b, p->out, q->out->st, "two names were one tensor on a branch of an 'if'");
			tensor_mayshare(b, q->out, p->out->st, "two names were one tensor on a branch of an 'if'");
		}
}

static int
mergedcmp(const void *x, const void *y)
{
	const Merged *p = x, *q = y;
	if (p->rank != q->rank)
		return p->rank < q->rank ? -1 : 1;
	return p->pos < q->pos ? -1 : p->pos > q->pos;
}

static int
namecmp(const void *x, const void *y)
{
	Sym p = ((const Change *)x)->name, q = ((const Change *)y)->name;
	return p < q ? -1 : p > q;
}

/* pairs the changes of both branches by name (each sorted by name): k entries */
static Merged *
pair(Builder *b, Env *env, Change *t, uint32_t nt, Change *e, uint32_t ne, uint32_t *k)
{
	Merged *m = NEWA(b->a, Merged, nt + ne + 1);
	uint32_t i = 0, j = 0;
	for (*k = 0; i < nt || j < ne; (*k)++) {
		Change *ct = i < nt ? &t[i] : NULL, *ce = j < ne ? &e[j] : NULL;
		if (ct && ce && ct->name != ce->name)
			*(ct->name < ce->name ? &ce : &ct) = NULL;
		Change *c = ct ? ct : ce;
		SV *before = env_get(env, c->name);
		m[*k] = (Merged){c->name, ct ? ct->sv : before, ce ? ce->sv : before,
			!c->isnew ? 0 : ct ? 1 : 2, c->pos};
		i += ct != NULL, j += ce != NULL;
	}
	return m;
}

/* merges what the branches changed (t, e) into If outputs.  The order is that of first
 * binding: names bound before the if, then names new in the then branch, then names new
 * in the else branch only, each group in the order its names were first bound. */
void
stmt_mergenames(Builder *b, Merging *mg, Change *t, uint32_t nt, Change *e, uint32_t ne)
{
	uint32_t k;
	qsort(t, nt, sizeof *t, namecmp);
	qsort(e, ne, sizeof *e, namecmp);
	Merged *m = pair(b, &b->env, t, nt, e, ne, &k);
	qsort(m, k, sizeof *m, mergedcmp);
	SV **v = NEWA(b->a, SV *, k + 1);
	for (uint32_t i = 0; i < k; i++)
		v[i] = stmt_mergesv(b, mg, m[i].name, m[i].st, m[i].se, env_get(&b->env,
			m[i].name));
	for (uint32_t i = 0; i < k; i++)
		if (v[i] != env_get(&b->env, m[i].name))
			b_bind(b, m[i].name, v[i]);
	mergeshared(b, mg);
}

/* the memory either branch wrote (made before the If): an If output each; what it was
 * before goes to mg (NULL: not wanted) */
void
stmt_mergestore(Builder *b, Node *n, Change *t, uint32_t nt, Change *e, uint32_t ne, Merging *mg)
{
	uint32_t k;
	qsort(t, nt, sizeof *t, namecmp);
	qsort(e, ne, sizeof *e, namecmp);
	Merged *m = pair(b, &b->store, t, nt, e, ne, &k);
	qsort(m, k, sizeof *m, mergedcmp);
	if (mg)
		mg->pre = NEWA(b->a, Change, k + 1), mg->npre = 0;
	for (uint32_t i = 0; i < k; i++) {
		if (m[i].rank || !m[i].st || !m[i].se || list_islist(m[i].st) || m[i].st->dict)
			continue; /* made inside a branch: gone with it; lists below */
		if (mg)
			mg->pre[mg->npre++] = (Change){m[i].name, env_get(&b->store, m[i].name), 0, 0};
		Value **o = stmt_ifoutputs(b, n, &m[i].st->v, &m[i].se->v, 1, NULL);
		env_set(b->a, &b->store, m[i].name, sv_value(b, o[0]));
	}
	/* lists' contents, once every memory's merged value is known (their tensors are read
	 * as each branch left them) */
	for (uint32_t i = 0; i < k; i++) {
		if (m[i].rank || !m[i].st || !m[i].se || (!list_islist(m[i].st) && !m[i].st->dict))
			continue;
		SV *pre = env_get(&b->store, m[i].name);
		if (mg) /* (stmt_atend reads a list as a branch left it) */
			mg->pre[mg->npre++] = (Change){m[i].name, pre, 0, 0};
		env_set(b->a, &b->store, m[i].name, mergelist(b, mg, n, m[i].name, m[i].st,
			m[i].se, pre));
	}
}
