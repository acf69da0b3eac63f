/* Out of memory in the arena: the hook registered with arena_onfatal runs once (it is how
 * the ONNX writer removes its temporary file), then "scriptc: error: out of memory" and exit
 * status 1, no abort().  With SCRIPTC_MEMORY_LIMIT=4 (MB), ten 1 MB allocations cannot all
 * succeed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include "ir/ir.h"

static int pipefd[2];

static void
hook(void)
{
	if (write(pipefd[1], "hook\n", 5) != 5)
		_exit(3);
}

static void
child(void)
{
	dup2(pipefd[1], 2); /* the message goes where the hook's line goes */
	setenv("SCRIPTC_MEMORY_LIMIT", "4", 1);
	arena_onfatal(hook);
	Arena *a = arena_new();
	for (int i = 0; i < 10; i++)
		arena_alloc(a, 1u << 20);
	_exit(0); /* not reached if the limit holds */
}

int
main(void)
{
	if (pipe(pipefd) < 0)
		return 2;
	pid_t pid = fork();
	if (pid == 0)
		child();
	close(pipefd[1]);
	char buf[256] = {0};
	size_t n = 0;
	ssize_t k;
	while (n < sizeof buf - 1 && (k = read(pipefd[0], buf + n, sizeof buf - 1 - n)) > 0)
		n += (size_t)k;
	int st;
	waitpid(pid, &st, 0);
	int ok = WIFEXITED(st) && WEXITSTATUS(st) == 1 &&
		 !strncmp(buf, "hook\nscriptc: error: out of memory (", 36);
	if (!ok)
		fprintf(stderr, "oom_test: status %d, output:\n%s", st, buf);
	return !ok;
}
