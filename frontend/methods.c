/* The methods of list and dict values, one row each: how many arguments a call takes, which
 * argument is stored in the list, and what the method does to its receiver (changes it, its
 * length, or reads none of its elements).  Every place that must know a method asks this
 * table (list.c, rows.c and dict.c run them; the attribute lookup of build_call.c, the reads
 * of build_expr.c and the loops of build_stmt.c ask what they touch), so adding a method is
 * one row here and its case where it runs.  Tensor methods are operators: ir/ops.def. */
#include <string.h>
#include "builder.h"

static const Method methods[] = {
	/* of       id           name           lo hi stored flags */
	{M_LIST, ML_APPEND, "append", 1, 1, 0, MF_CHANGES | MF_LENGTH | MF_NOREAD},
	{M_LIST, ML_EXTEND, "extend", 1, 1, -1, MF_CHANGES | MF_LENGTH | MF_NOREAD},
	{M_LIST, ML_INSERT, "insert", 2, 2, 1, MF_CHANGES | MF_LENGTH | MF_NOREAD},
	{M_LIST, ML_POP, "pop", 0, 1, -1, MF_CHANGES | MF_LENGTH},
	{M_LIST, ML_REVERSE, "reverse", 0, 0, -1, MF_CHANGES},
	{M_LIST, ML_CLEAR, "clear", 0, 0, -1, MF_CHANGES | MF_LENGTH | MF_NOREAD},
	{M_LIST, ML_COPY, "copy", 0, 0, -1, 0},
	{M_LIST, ML_SORT, "sort", 0, 0, -1, 0},     /* reverse= only: build_builtin.c, builtin_sortcall */
	{M_LIST, ML_COUNT, "count", 1, 1, -1, 0},
	{M_LIST, ML_INDEX, "index", 1, 1, -1, 0},
	{M_LIST, ML_REMOVE, "remove", 1, 1, -1, MF_LENGTH},
	/* xs[i] = x, run as a method by the list's code (list_edit), not an attribute */
	{M_LIST, ML_SETITEM, "__setitem__", 2, 2, 1, MF_INTERNAL},
	{M_DICT, MD_KEYS, "keys", 0, 0, -1, 0},
	{M_DICT, MD_VALUES, "values", 0, 0, -1, 0},
	{M_DICT, MD_ITEMS, "items", 0, 0, -1, 0},
	{M_DICT, MD_GET, "get", 1, 2, -1, 0},
	{M_DICT, MD_COPY, "copy", 0, 0, -1, 0},
	{M_DICT, MD_POP, "pop", 1, 2, -1, MF_CHANGES},
	{M_DICT, MD_SETDEFAULT, "setdefault", 2, 2, -1, MF_CHANGES},
	{M_DICT, MD_UPDATE, "update", 1, 1, -1, MF_CHANGES},
	{M_DICT, MD_CLEAR, "clear", 0, 0, -1, MF_CHANGES},
};

/* the method name of a value of kind of, or NULL: internal ones too when internal */
static const Method *
find(MethodOf of, const char *name, int internal)
{
	for (size_t i = 0; i < sizeof methods / sizeof *methods; i++)
		if (methods[i].of == of && !strcmp(methods[i].name, name) &&
		    (internal || !(methods[i].flags & MF_INTERNAL)))
			return &methods[i];
	return NULL;
}

const Method *
method_of(MethodOf of, const char *name)
{
	return find(of, name, 0);
}

const Method *
method_run(MethodOf of, const char *name)
{
	const Method *m = find(of, name, 1);
	if (!m)
		die("method_run: no method %s", name); /* the caller found it by method_of */
	return m;
}

/* by interned name: the rows' names are interned once (as SYMC does), so an attribute that is
 * no method (x.relu) costs a comparison of numbers per row */
const Method *
method_sym(MethodOf of, Sym name)
{
	static Sym syms[sizeof methods / sizeof *methods];
	for (size_t i = 0; i < sizeof methods / sizeof *methods; i++) {
		if (!syms[i])
			syms[i] = sym_cstr(methods[i].name);
		if (syms[i] == name && methods[i].of == of && !(methods[i].flags & MF_INTERNAL))
			return &methods[i];
	}
	return NULL;
}
