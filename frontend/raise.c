/* `raise` and `assert`: the statements that end a path with an exception.
 *
 * ONNX has no way to raise, so the model computes only the paths that do not raise: a
 * raising path ends where it raises (build_stmt.c drops it, as an If keeps only its other
 * branch), and the compiler warns once per raise or assert that can be reached, since the
 * model then returns something where PyTorch would have raised.  -Werror makes the warning
 * an error, -w hides it (ir/diag.c).
 *
 * What is accepted is what TorchScript 1.13 accepts: `raise E(...)` or `raise E` for a
 * builtin exception class E derived from Exception (BaseException, SystemExit and the like
 * are refused by TorchScript too), optionally `from ...`; `assert cond` and
 * `assert cond, msg`.  The message is not compiled: it would only be shown by an exception
 * the model cannot raise. */
#include <string.h>
#include "builder.h"

/* Python's builtin exception classes that derive from Exception (TorchScript resolves them
 * from builtins; the ones outside Exception fail its schema matching) */
static const char *const exceptions[] = {
	"ArithmeticError", "AssertionError", "AttributeError", "BlockingIOError",
	"BrokenPipeError", "BufferError", "BytesWarning", "ChildProcessError",
	"ConnectionAbortedError", "ConnectionError", "ConnectionRefusedError",
	"ConnectionResetError", "DeprecationWarning", "EOFError", "EncodingWarning",
	"EnvironmentError", "Exception", "ExceptionGroup", "FileExistsError",
	"FileNotFoundError", "FloatingPointError", "FutureWarning", "IOError", "ImportError",
	"ImportWarning", "IndentationError", "IndexError", "InterruptedError",
	"IsADirectoryError", "KeyError", "LookupError", "MemoryError", "ModuleNotFoundError",
	"NameError", "NotADirectoryError", "NotImplementedError", "OSError", "OverflowError",
	"PendingDeprecationWarning", "PermissionError", "ProcessLookupError", "RecursionError",
	"ReferenceError", "ResourceWarning", "RuntimeError", "RuntimeWarning",
	"StopAsyncIteration", "StopIteration", "SyntaxError", "SyntaxWarning", "SystemError",
	"TabError", "TimeoutError", "TypeError", "UnboundLocalError", "UnicodeDecodeError",
	"UnicodeEncodeError", "UnicodeError", "UnicodeTranslateError", "UnicodeWarning",
	"UserWarning", "ValueError", "Warning", "ZeroDivisionError",
};

/* is name, as the function sees it, a builtin exception class? (a local or a global of
 * that name hides the builtin, as in Python) */
static int
isexception(Builder *b, Sym name)
{
	if (env_get(&b->env, name) || env_get(&b->globals, name))
		return 0;
	for (size_t i = 0; i < sizeof exceptions / sizeof *exceptions; i++)
		if (!strcmp(sym_str(name), exceptions[i]))
			return 1;
	return 0;
}

/* warns about the statement at loc the first time it is reached; a raise inside a
 * built-in module or F function of the prelude is said at the script's line that called
 * it, with torch's exception (what): the prelude's line means nothing to the user */
static void
warn(Builder *b, SrcLoc loc, const char *fmt, const char *what)
{
	if (b->preludefile && loc.file == b->preludefile && b->userat.line) {
		fmt = arena_printf(b->a, "%s (inside %s: %s)", fmt, b->userwhat, what);
		loc = b->userat;
	}
	b->raiseloc = loc;
	for (uint32_t i = 0; i < b->warned.n; i++)
		if (!memcmp(&b->warned.v[i], &loc, sizeof loc))
			return;
	vpush(b->a, &b->warned, loc);
	diag(b->d, DIAG_WARNING, loc, "%s", fmt);
}

/* raise_stmt -> 'raise' NAME ['(' args ')'] ['from' expr]: 0 (the path ends), -1 */
int
raise_exception(Builder *b, Ast *s)
{
	Ast *e = s->a;
	if (!e)
		return emit_error(b, s->loc, "'raise' without an exception is not supported: "
			"TorchScript has no 'except' to re-raise from");
	Ast *cls = e->k == E_CALL ? e->a : e;
	if (cls->k != E_NAME || !isexception(b, cls->name))
		return emit_error(b, cls->loc,
			"'raise' needs a builtin exception class derived from "
			"Exception, such as raise ValueError(\"...\"), as TorchScript does");
	const char *what = sym_str(cls->name);
	if (e->k == E_CALL && e->list.n && e->list.v[0]->k == E_STR && !e->list.v[0]->ival)
		what = arena_printf(b->a, "%s: %s", what, e->list.v[0]->str);
	warn(b, s->loc, "'raise' cannot be expressed in ONNX: the model computes only the "
		"paths that do not reach it", what);
	return 0;
}

/* assert_stmt -> 'assert' expr [',' expr]: 1 if the path goes on (the condition may hold),
 * 0 if it raises (the condition is known false), -1 after an error */
int
raise_assert(Builder *b, Ast *s)
{
	Value *cv = expr_truth(b, expr_build(b, s->a), s->a->loc);
	if (b->raised)
		return 0; /* the condition called a function that raises */
	if (!cv)
		return -1;
	int64_t k;
	int known = ir_constint(cv, &k);
	if (known && k)
		return 1;
	warn(b, s->loc, known ? "this 'assert' always fails, and ONNX cannot raise: the "
		"model computes only the paths that do not reach it" : "'assert' cannot be "
		"checked in ONNX: the model computes only the paths where it holds",
		"AssertionError");
	return !known;
}
