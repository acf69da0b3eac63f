/* The output file, written so that nothing already there is harmed (as compilers do):
 *   - a regular file we may write (or none) is replaced atomically: the model goes to a temporary file
 *     `.scriptc-XXXXXX` in the same directory, which is renamed over the path only once it
 *     is complete, so a failed or interrupted compile leaves the old file as it was.  The
 *     replacement keeps the old file's mode (and, where allowed, its owner); a new file
 *     gets 0666 less the umask, as fopen would give it;
 *   - a symbolic link is followed: the file it points to is replaced, the link stays;
 *   - anything else that exists (/dev/null, a FIFO, a terminal) is written in place, and so
 *     is what a link of /proc leads to that is no path (`/dev/stdout` to `pipe:[N]`,
 *     `socket:[N]`, `anon_inode:...`): the kernel follows such a link, its text leads nowhere.
 * Two files may be open so at once (a model and its external data, both complete before
 * either is put in place).
 * While a temporary file exists, SIGINT, SIGTERM, SIGHUP and SIGQUIT remove it before the
 * process dies of the signal; the handler only calls unlink, signal and raise, which are
 * async-signal-safe.  Running out of memory meanwhile removes it too (arena_onfatal). */
#define _GNU_SOURCE /* renameat2 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "backend.h"

static const int killers[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};

#define NTMP 2
static char tmpname[NTMP][PATH_MAX];        /* the temporary files while they exist */
static volatile sig_atomic_t tmplive[NTMP]; /* tmpname[i] names a file of ours */
static int nlive;                           /* how many do */
static struct sigaction saved[sizeof killers / sizeof killers[0]];

static void
onkill(int sig)
{
	for (int i = 0; i < NTMP; i++)
		if (tmplive[i])
			unlink(tmpname[i]);
	signal(sig, SIG_DFL);
	raise(sig); /* blocked until the handler returns, then fatal */
}

/* out of memory while writing (arena_onfatal): the same clean-up, then the arena exits */
static void
onoom(void)
{
	for (int i = 0; i < NTMP; i++) {
		if (tmplive[i])
			unlink(tmpname[i]);
		tmplive[i] = 0;
	}
}

static void
blockkillers(int how)
{
	sigset_t s;
	sigemptyset(&s);
	for (size_t i = 0; i < sizeof killers / sizeof killers[0]; i++)
		sigaddset(&s, killers[i]);
	sigprocmask(how, &s, NULL);
}

static void
catchkillers(void)
{
	struct sigaction sa;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = onkill;
	sigemptyset(&sa.sa_mask);
	for (size_t i = 0; i < sizeof killers / sizeof killers[0]; i++) {
		sigaction(killers[i], NULL, &saved[i]);
		if (saved[i].sa_handler != SIG_IGN) /* nohup's SIGHUP stays ignored */
			sigaction(killers[i], &sa, NULL);
	}
}

static void
restorekillers(void)
{
	for (size_t i = 0; i < sizeof killers / sizeof killers[0]; i++)
		sigaction(killers[i], &saved[i], NULL);
}

/* the directory part of p, with its slash ("" for a bare name) */
static char *
dirof(Arena *a, const char *p)
{
	const char *sl = strrchr(p, '/');
	return arena_printf(a, "%.*s", sl ? (int)(sl - p + 1) : 0, p);
}

/* follows symbolic links from path to the file that would be written (which may not exist
 * yet: a dangling link is followed to where its target would be); 0, or an errno.  A link
 * the kernel follows to an object that has no path (a pipe, a socket) is the target itself,
 * with the object's stat, so that it is written in place. */
static int
follow(Arena *a, const char *path, const char **target, struct stat *st, int *exists)
{
	char buf[PATH_MAX];
	for (int hops = 0; hops < 40; hops++) {
		if (lstat(path, st) != 0) {
			*target = path;
			*exists = 0;
			return errno == ENOENT ? 0 : errno;
		}
		if (!S_ISLNK(st->st_mode)) {
			*target = path;
			*exists = 1;
			return 0;
		}
		ssize_t n = readlink(path, buf, sizeof buf - 1);
		if (n < 0)
			return errno;
		buf[n] = 0;
		const char *next = buf[0] == '/' ? arena_printf(a, "%s", buf) :
			arena_printf(a, "%s%s", dirof(a, path), buf);
		struct stat there;
		if (lstat(next, &there) != 0 && errno == ENOENT && stat(path, st) == 0 &&
		    !S_ISREG(st->st_mode) && !S_ISDIR(st->st_mode)) {
			*target = path; /* a magic link of /proc: pipe:[N], socket:[N] */
			*exists = 1;
			return 0;
		}
		path = next;
	}
	return ELOOP;
}

/* a socket cannot be opened by a path (ENXIO), /dev/stdout's included: the file
 * descriptor of ours it is, duplicated; -1 if none */
static int
ownfd(const struct stat *st)
{
	for (int fd = 0; fd < 1024; fd++) {
		struct stat s;
		if (fstat(fd, &s) == 0 && s.st_dev == st->st_dev && s.st_ino == st->st_ino &&
		    (s.st_mode & S_IFMT) == (st->st_mode & S_IFMT))
			return dup(fd);
	}
	return -1;
}

/* a target that exists and is not a regular file, opened to be written in place */
static int
opendirect(OutFile *of, const struct stat *st)
{
	of->direct = 1;
	int fd = open(of->target, O_WRONLY | O_TRUNC | O_CLOEXEC);
	if (fd < 0 && errno == ENXIO && S_ISSOCK(st->st_mode) && (fd = ownfd(st)) < 0)
		errno = ENXIO;
	if (fd < 0)
		return errno;
	of->f = fdopen(fd, "wb");
	if (!of->f) {
		int err = errno;
		close(fd);
		return err;
	}
	return 0;
}

/* the temporary file beside target, with the mode the result must have */
static int
opentemp(OutFile *of, Arena *a, const struct stat *st, int exists)
{
	const char *dir = dirof(a, of->target);
	int k = tmplive[0] ? 1 : 0;
	if (tmplive[k])
		die("more than %d temporary output files", NTMP);
	of->slot = k;
	if (strlen(dir) + sizeof ".scriptc-XXXXXX" > sizeof tmpname[k])
		return ENAMETOOLONG;
	blockkillers(SIG_BLOCK);
	if (!nlive)
		catchkillers();
	snprintf(tmpname[k], sizeof tmpname[k], "%s.scriptc-XXXXXX", dir);
	int fd = mkstemp(tmpname[k]), err = fd < 0 ? errno : 0;
	tmplive[k] = fd >= 0;
	if (fd >= 0 && !nlive++)
		arena_onfatal(onoom);
	else if (fd < 0 && !nlive)
		restorekillers();
	blockkillers(SIG_UNBLOCK);
	if (fd < 0)
		return err;
	mode_t um = umask(0);
	umask(um);
	of->mode = exists ? st->st_mode & 07777 : 0666 & ~um;
	of->replace = exists;
	if (exists && (st->st_uid != geteuid() || st->st_gid != getegid()))
		(void)!fchown(fd, st->st_uid, st->st_gid); /* only root may; else the mode stays */
	of->f = fdopen(fd, "wb");
	return of->f ? 0 : errno;
}

int
onnx_outopen(OutFile *of, const char *path, Arena *a)
{
	struct stat st;
	int exists;
	memset(of, 0, sizeof *of);
	of->path = path;
	int err = follow(a, path, &of->target, &st, &exists);
	if (err)
		return err;
	if (exists && !S_ISREG(st.st_mode))
		return opendirect(of, &st);
	if (exists && access(of->target, W_OK) != 0) /* a file we may not write stays */
		return errno;
	return opentemp(of, a, &st, exists);
}

/* The temporary file becomes the target.  Renamed over an existing file, ext4 writes the
 * new file's data out within rename(2) (auto_da_alloc, which guards programs that skip fsync:
 * 4-30 ms for a 21 KB model here, twice the compile).  Exchanging the two names
 * (RENAME_EXCHANGE) is as atomic and does not; the old file, now under the temporary
 * name, is then removed.  Where the exchange fails (no target any more, a file system
 * without it) it is a rename. */
static int
commit(const OutFile *of)
{
	const char *tmp = tmpname[of->slot];
	if (of->replace &&
	    renameat2(AT_FDCWD, tmp, AT_FDCWD, of->target, RENAME_EXCHANGE) == 0) {
		unlink(tmp);
		return 0;
	}
	return rename(tmp, of->target) != 0 ? errno : 0;
}

/* closes the file; if err is 0 and all went well, the temporary file becomes the target.
 * Returns err, or the errno of what failed; on failure no temporary file is left. */
int
onnx_outclose(OutFile *of, int err)
{
	return onnx_outcommit(of, onnx_outfinish(of, err));
}

/* the first step: the file is closed, with its mode */
int
onnx_outfinish(OutFile *of, int err)
{
	if (!of->direct && !err && fchmod(fileno(of->f), of->mode) != 0)
		err = errno;
	if (fclose(of->f) != 0 && !err)
		err = errno;
	return err;
}

/* the second: put in place if err is 0, else removed */
int
onnx_outcommit(OutFile *of, int err)
{
	if (of->direct)
		return err;
	blockkillers(SIG_BLOCK);
	if (!err)
		err = commit(of);
	if (err)
		unlink(tmpname[of->slot]);
	tmplive[of->slot] = 0;
	if (!--nlive) {
		arena_onfatal(NULL);
		restorekillers();
	}
	blockkillers(SIG_UNBLOCK);
	return err;
}
