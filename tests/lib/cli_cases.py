"""The cli suite: scriptc's behaviour on files and on its command line, where a case file
cannot say what is expected (FIFOs, devices, symbolic links, modes, signals, closed or full
standard output, huge inputs).  Each `case_NAME(t)` is one check, `cli/NAME`: it runs
scriptc through `t` in a fresh directory `t.dir` and fails by raising Failure (`expect`).
Every scriptc run is checked for crashes and sanitizer reports, and logged in
tests/out/cli/NAME/log.txt.  docs/testing.md describes the suite; docs/cli.md the
behaviour checked here."""

import os
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
EXAMPLE = os.path.join(ROOT, "examples", "loop_add.py")
SPECS = ["--input", "x:float32[batch,3]", "--input", "y:int64[]"]


class Failure(Exception):
    pass


def expect(cond, why):
    if not cond:
        raise Failure(why)


class T:
    """One check's directory, scriptc, and the log of its runs."""

    def __init__(self, scriptc, d, env, crash_of):
        self.scriptc, self.dir, self.env, self.crash_of = scriptc, d, env, crash_of
        self.log = []

    def path(self, *names):
        return os.path.join(self.dir, *names)

    def write(self, name, data, mode="w"):
        with open(self.path(name), mode) as f:
            f.write(data)
        return self.path(name)

    def run(self, args, cwd=None, shell_redirect="", umask=None, timeout=120):
        """scriptc ARGS (in cwd, default t.dir): (rc, stdout bytes, stderr text).
        shell_redirect, e.g. '>/dev/full' or '>&-', applies to scriptc's streams."""
        cmd = [self.scriptc] + args
        if shell_redirect:
            cmd = ["/bin/sh", "-c", 'exec "$0" "$@" ' + shell_redirect] + cmd
        pre = (lambda: os.umask(umask)) if umask is not None else None
        p = subprocess.run(cmd, cwd=cwd or self.dir, capture_output=True, env=self.env,
                           timeout=timeout, preexec_fn=pre)
        err = p.stderr.decode("utf-8", "replace")
        self.log.append("$ cd %s && %s\nexit status: %d\n--- stderr\n%s" % (
            cwd or self.dir, " ".join(cmd), p.returncode, err))
        why = self.crash_of(p.returncode, err)
        expect(not why, why)
        return p.returncode, p.stdout, err

    def fails(self, args, stderr, rc=None, **kw):
        """scriptc ARGS must fail with exactly this stderr (and exit status rc if given)."""
        got_rc, _, err = self.run(args, **kw)
        expect(got_rc != 0, "exit status 0, expected a failure")
        expect(rc is None or got_rc == rc, "exit status %d, expected %s" % (got_rc, rc))
        expect(err == stderr, "stderr %r, expected %r" % (err, stderr))

    def model(self, name="ref.onnx"):
        """compiles the example to a regular file in t.dir: its bytes"""
        rc, _, err = self.run([EXAMPLE, "-o", self.path(name)] + SPECS)
        expect(rc == 0, "compiling the example failed: " + err)
        with open(self.path(name), "rb") as f:
            return f.read()

    def temps(self, d=None):
        return sorted(n for n in os.listdir(d or self.dir) if n.startswith(".scriptc-"))


def read(path):
    with open(path, "rb") as f:
        return f.read()


# -- -o: what is already at the output path -----------------------------------------

def case_out_fifo(t):
    """a FIFO is written through, not replaced by a regular file"""
    ref = t.model()
    fifo = t.path("out.onnx")
    os.mkfifo(fifo)
    reader = subprocess.Popen(["cat", fifo], stdout=subprocess.PIPE)
    rc, _, err = t.run([EXAMPLE, "-o", fifo] + SPECS)
    got = reader.communicate(timeout=60)[0]
    expect(rc == 0, "scriptc failed: " + err)
    expect(stat.S_ISFIFO(os.lstat(fifo).st_mode), "the FIFO was replaced")
    expect(got == ref, "read %d bytes from the FIFO, expected the %d of the model"
           % (len(got), len(ref)))


def _device(t, name, major, minor, system):
    """a character device like /dev/null or /dev/full made in t.dir (root only), else the
    system's own, which a non-root scriptc cannot replace"""
    if os.geteuid() != 0:
        return system
    try:
        os.mknod(t.path(name), 0o666 | stat.S_IFCHR, os.makedev(major, minor))
        os.close(os.open(t.path(name), os.O_WRONLY))
    except OSError as e:  # no CAP_MKNOD, or tests/out on a nodev mount
        raise Failure("as root, this check needs a device node of its own in %s: %s"
                      % (t.dir, e.strerror))
    return t.path(name)


def case_out_device(t):
    """-o /dev/null: the device is written, never replaced"""
    dev = _device(t, "null", 1, 3, "/dev/null")
    before = os.lstat(dev)
    rc, _, err = t.run([EXAMPLE, "-o", dev] + SPECS)
    expect(rc == 0, "scriptc failed: " + err)
    after = os.lstat(dev)
    expect(stat.S_ISCHR(after.st_mode) and after.st_rdev == before.st_rdev and
           after.st_ino == before.st_ino, "the device node was replaced")
    expect(t.temps(os.path.dirname(dev)) == [], "temporary files left")


def case_out_device_full(t):
    """a write error on a device is reported; the device stays"""
    dev = _device(t, "full", 1, 7, "/dev/full")
    t.fails([EXAMPLE, "-o", dev] + SPECS, "%s: error: cannot write '%s': No space left on "
            "device\n" % (EXAMPLE, dev), rc=1)
    expect(stat.S_ISCHR(os.lstat(dev).st_mode), "the device node was replaced")


def case_out_stdout_pipe(t):
    """-o /dev/stdout (and /dev/fd/1) with standard output a pipe: /proc's link leads to
    pipe:[N], no path; the pipe is written in place"""
    ref = t.model()
    for out in ("/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"):
        rc, got, err = t.run([EXAMPLE, "-o", out] + SPECS)
        expect(rc == 0, "-o %s: scriptc failed: %s" % (out, err))
        expect(got == ref, "-o %s: read %d bytes from the pipe, expected the %d of the model"
               % (out, len(got), len(ref)))
    expect(t.temps() == [] and t.temps("/proc/self/fd") == [], "temporary files left")


def case_out_stdout_socket(t):
    """-o /dev/stdout with standard output a socket (socket:[N], which open(2) refuses with
    ENXIO): written to scriptc's own descriptor"""
    import socket
    ref = t.model()
    a, b = socket.socketpair()
    cmd = [t.scriptc, EXAMPLE, "-o", "/dev/stdout"] + SPECS
    p = subprocess.Popen(cmd, cwd=t.dir, env=t.env, stdout=b, stderr=subprocess.PIPE)
    b.close()
    got = b""
    while True:
        chunk = a.recv(1 << 16)
        if not chunk:
            break
        got += chunk
    a.close()
    err = p.stderr.read().decode("utf-8", "replace")
    rc = p.wait(timeout=120)
    t.log.append("$ cd %s && %s >socket\nexit status: %d\n--- stderr\n%s"
                 % (t.dir, " ".join(cmd), rc, err))
    why = t.crash_of(rc, err)
    expect(not why, why)
    expect(rc == 0, "scriptc failed: " + err)
    expect(got == ref, "read %d bytes from the socket, expected the %d of the model"
           % (len(got), len(ref)))


def case_out_symlink(t):
    """a symbolic link is followed: its target is replaced (mode kept), the link stays"""
    ref = t.model()
    os.mkdir(t.path("a"))
    os.mkdir(t.path("b"))
    real = t.write("b/real.onnx", "old")
    os.chmod(real, 0o600)
    os.symlink("../b/real.onnx", t.path("a", "link.onnx"))
    rc, _, err = t.run([EXAMPLE, "-o", "a/link.onnx"] + SPECS)
    expect(rc == 0, "scriptc failed: " + err)
    expect(os.path.islink(t.path("a", "link.onnx")) and
           os.readlink(t.path("a", "link.onnx")) == "../b/real.onnx", "the link was replaced")
    expect(read(real) == ref, "the link's target does not hold the model")
    expect(stat.S_IMODE(os.stat(real).st_mode) == 0o600, "the target's mode changed from 0600")
    expect(t.temps(t.path("a")) + t.temps(t.path("b")) == [], "temporary files left")


def case_out_dangling_symlink(t):
    """a link to a file not yet there creates that file, where the link points"""
    ref = t.model()
    os.mkdir(t.path("b"))
    os.symlink("b/new.onnx", t.path("link.onnx"))
    rc, _, err = t.run([EXAMPLE, "-o", "link.onnx"] + SPECS)
    expect(rc == 0, "scriptc failed: " + err)
    expect(os.path.islink(t.path("link.onnx")), "the link was replaced")
    expect(read(t.path("b", "new.onnx")) == ref, "b/new.onnx does not hold the model")


def case_out_is_input(t):
    """the script is never its own output: -o t.py, a link to it, a hard link"""
    src = read(EXAMPLE)
    t.write("t.py", src, "wb")
    os.symlink("t.py", t.path("sym.py"))
    os.link(t.path("t.py"), t.path("hard.py"))
    for out in ("t.py", "sym.py", "hard.py", "./t.py"):
        t.fails(["t.py", "-o", out] + SPECS,
                "scriptc: error: -o '%s' is the input file\n" % out, rc=2)
    expect(read(t.path("t.py")) == src, "the script changed")
    expect(os.path.islink(t.path("sym.py")), "the link was replaced")


def case_out_mode(t):
    """an existing file keeps its mode; a new one gets 0666 less the umask"""
    ref = t.model()
    for mode in (0o600, 0o640, 0o755):
        t.write("m.onnx", "old")
        os.chmod(t.path("m.onnx"), mode)
        rc, _, err = t.run([EXAMPLE, "-o", "m.onnx"] + SPECS)
        expect(rc == 0, "scriptc failed: " + err)
        got = stat.S_IMODE(os.stat(t.path("m.onnx")).st_mode)
        expect(got == mode, "mode %o became %o" % (mode, got))
        expect(read(t.path("m.onnx")) == ref, "the file does not hold the model")
    rc, _, err = t.run([EXAMPLE, "-o", "new.onnx"] + SPECS, umask=0o027)
    expect(rc == 0, "scriptc failed: " + err)
    got = stat.S_IMODE(os.stat(t.path("new.onnx")).st_mode)
    expect(got == 0o640, "a new file under umask 027 has mode %o, expected 640" % got)


def case_out_replace_links(t):
    """an existing file is replaced (its two names exchanged with the temporary file's, the
    old file then removed): a hard link to the old file keeps the old contents, and no
    other file is left, on every run of several"""
    ref = t.model()
    t.write("m.onnx", "old")
    os.link(t.path("m.onnx"), t.path("alias.onnx"))
    for _ in range(3):
        rc, _, err = t.run([EXAMPLE, "-o", "m.onnx"] + SPECS)
        expect(rc == 0, "scriptc failed: " + err)
        expect(read(t.path("m.onnx")) == ref, "m.onnx does not hold the model")
        expect(read(t.path("alias.onnx")) == b"old", "the hard link's contents changed")
        expect(os.stat(t.path("m.onnx")).st_nlink == 1, "m.onnx is still linked to alias.onnx")
        expect(sorted(os.listdir(t.dir)) == ["alias.onnx", "m.onnx", "ref.onnx"],
               "files left: %s" % sorted(os.listdir(t.dir)))


def case_out_read_only(t):
    """a file its owner made read-only is not replaced.  Root may write anything, so as
    root scriptc runs as uid 65534, from copies in a directory under /tmp that it can reach
    (the checkout may be in a home directory closed to others)."""
    base, scriptc = t.dir, t.scriptc
    if os.geteuid() == 0:
        base = tempfile.mkdtemp(prefix="scriptc-cli-")
        os.chmod(base, 0o755)
        scriptc = shutil.copy(t.scriptc, base)
    try:
        _read_only(t, base, scriptc)
    finally:
        if base != t.dir:
            shutil.rmtree(base)


def _read_only(t, base, scriptc):
    src = shutil.copy(EXAMPLE, base)
    w = os.path.join(base, "w")
    os.mkdir(w)
    os.chmod(w, 0o777)  # the directory would let a rename replace the file
    with open(os.path.join(w, "ro.onnx"), "w") as f:
        f.write("old")
    os.chmod(os.path.join(w, "ro.onnx"), 0o444)
    user = (lambda: os.setuid(65534)) if os.geteuid() == 0 else None
    p = subprocess.run([scriptc, src, "-o", "w/ro.onnx"] + SPECS, cwd=base, env=t.env,
                       capture_output=True, preexec_fn=user)
    err = p.stderr.decode("utf-8", "replace")
    t.log.append("$ cd %s && %s %s -o w/ro.onnx ... (as uid 65534 if root)\nexit status: %d"
                 "\n%s" % (base, scriptc, src, p.returncode, err))
    expect(not t.crash_of(p.returncode, err), t.crash_of(p.returncode, err))
    expect(p.returncode == 1 and err == "%s: error: cannot write 'w/ro.onnx': Permission "
           "denied\n" % src, "exit status %d, stderr %r" % (p.returncode, err))
    with open(os.path.join(w, "ro.onnx"), "rb") as f:
        expect(f.read() == b"old", "the read-only file was replaced")
    expect(os.listdir(w) == ["ro.onnx"], "files left behind")


def case_out_long_name(t):
    """any name the file system takes (255 bytes) can be the output"""
    name = "m" * 250 + ".onnx"
    rc, _, err = t.run([EXAMPLE, "-o", name] + SPECS)
    expect(rc == 0, "scriptc failed on a 255-byte name: " + err)
    expect(os.path.getsize(t.path(name)) > 0, "no model written")
    expect(t.temps() == [], "temporary files left")


def case_out_directory(t):
    os.mkdir(t.path("d"))
    t.fails([EXAMPLE, "-o", "d"] + SPECS,
            "%s: error: cannot write 'd': Is a directory\n" % EXAMPLE, rc=1)
    expect(os.listdir(t.path("d")) == [] and t.temps() == [], "files left behind")


def _bigscript(t):
    gen = os.path.join(ROOT, "bench", "gen_script.py")
    subprocess.run([sys.executable, gen, "20000", "-o", t.path("big.py")], check=True)
    return ["big.py", "-o", "out.onnx", "--input", "x:float32[8,8]", "--input",
            "y:float32[8,8]"]


def _extra(t):
    """files in t.dir other than the script and the output"""
    return sorted(set(os.listdir(t.dir)) - {"big.py", "out.onnx"})


def _kill(t, args, when):
    """starts scriptc, sends SIGTERM once when() is true (polled), returns its exit
    status; the old out.onnx must be intact if it was killed, and no temp file left"""
    t.write("out.onnx", "old")
    p = subprocess.Popen([t.scriptc] + args, cwd=t.dir, env=t.env,
                         stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    start = time.monotonic()
    while p.poll() is None and not when(time.monotonic() - start):
        time.sleep(0.0005)
    if p.poll() is None:
        p.send_signal(signal.SIGTERM)
    err = p.communicate(timeout=120)[1].decode("utf-8", "replace")
    t.log.append("$ %s  (SIGTERM)\nexit status: %d\n--- stderr\n%s" % (
        " ".join(args), p.returncode, err))
    why = t.crash_of(0 if p.returncode == -signal.SIGTERM else p.returncode, err)
    expect(not why, why)
    expect(p.returncode in (0, -signal.SIGTERM), "exit status %d" % p.returncode)
    expect(_extra(t) == [], "files left after SIGTERM: %s" % _extra(t))
    if p.returncode != 0:
        _old_or_whole(t, args, read(t.path("out.onnx")))
    return p.returncode


def _old_or_whole(t, args, got):
    """a killed run leaves the old out.onnx, or the whole new model when the signal came
    after the rename: never a part of it"""
    if got == b"old":
        return
    rc, _, _ = t.run(args)
    expect(rc == 0 and read(t.path("out.onnx")) == got,
           "SIGTERM left an out.onnx that is neither the old file nor the whole model")


def case_sigterm_during_write(t):
    """SIGTERM while the temporary file exists (seen in the directory) removes it"""
    args = _bigscript(t)
    for _ in range(5):
        if _kill(t, args, lambda _: _extra(t)) == -signal.SIGTERM:
            return
    raise Failure("never saw a temporary file to kill scriptc in")


def _memrun(t, args, mb):
    """scriptc with its arenas capped at mb MB: True if it wrote the model, else it must
    have failed for want of memory and left nothing but the script"""
    env, t.env = t.env, dict(t.env or os.environ, SCRIPTC_MEMORY_LIMIT=str(mb))
    try:
        rc, _, err = t.run(args)
    finally:
        t.env = env
    if rc == 0:
        os.unlink(t.path("out.onnx"))
        return True
    expect(rc == 1 and err.startswith("scriptc: error: out of memory"),
           "at %d MB: exit %d, %r" % (mb, rc, err[:200]))
    expect(_extra(t) == [] and not os.path.exists(t.path("out.onnx")),
           "at %d MB: left %s" % (mb, os.listdir(t.dir)))
    return False


def case_oom_while_writing(t):
    """out of memory while the model is written removes the temporary file: the last
    big allocation is the packed model (after the file is open), so the budgets just
    below the least that suffices run out while writing"""
    args = _bigscript(t)
    lo, hi = 1, 1024  # lo fails, hi succeeds
    expect(_memrun(t, args, hi), "1 GB is not enough")
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if _memrun(t, args, mid):
            hi = mid
        else:
            lo = mid
    for mb in range(max(1, hi - 4), hi):
        expect(not _memrun(t, args, mb), "%d MB sufficed, %d did not" % (mb, lo))


def case_sigterm_any_time(t):
    """SIGTERM at any moment leaves the old file or the new one, nothing else"""
    args = _bigscript(t)
    for delay in (0.0, 0.05, 0.2, 0.5, 1.0, 1.5, 2.0):
        _kill(t, args, lambda s, d=delay: s >= d)


# -- reading the script ------------------------------------------------------------

def case_in_directory(t):
    os.mkdir(t.path("d.py"))
    t.fails(["d.py"], "scriptc: error: cannot read 'd.py': Is a directory\n", rc=1)


def case_in_too_large(t):
    """/dev/zero (or any input over 64 MiB) is refused, not read until memory runs out"""
    t.fails(["/dev/zero", "-o", "z.onnx"], "scriptc: error: cannot read '/dev/zero': larger "
            "than 64 MiB (the limit for a script)\n", rc=1)
    with open(t.path("big.py"), "wb") as f:
        f.truncate((64 << 20) + 1)
    t.fails(["big.py"], "scriptc: error: cannot read 'big.py': larger than 64 MiB (the limit "
            "for a script)\n", rc=1)
    expect(sorted(os.listdir(t.dir)) == ["big.py"], "files left behind")


def case_in_line_endings(t):
    """\\r\\n and a lone \\r end lines, as in Python; errors give the right line"""
    text = read(EXAMPLE).decode()
    want = t.run(["ok.py", "--dump-ir"] + SPECS, cwd=None) if t.write("ok.py", text) else None
    for name, nl in (("crlf.py", "\r\n"), ("cr.py", "\r")):
        t.write(name, text.replace("\n", nl), "w")
        got = t.run([name, "--dump-ir"] + SPECS)
        expect(got[0] == 0, "%s: %s" % (name, got[2]))
        expect(got[1] == want[1].replace(b"ok.py", name.encode()),
               "%s: a different IR from the same script with \\n line ends" % name)
    t.write("bad.py", "def f(x):\r    y = x\r\n    return y $\r", "w")
    t.fails(["bad.py"], "bad.py:3:14: error: invalid character '$'\n"
            "    3 |     return y $\n"
            "      |              ^\n", rc=1)


def case_in_bad_bytes(t):
    """a NUL byte anywhere (CPython refuses the file at the first one, even in a comment),
    or a byte that is not UTF-8: located errors, the byte shown escaped"""
    t.write("nul.py", b"def f(x):\n    y = x\x00 + 1\n    return y\n", "wb")
    t.fails(["nul.py"], "nul.py:2:10: error: source code cannot contain null bytes\n"
            "    2 |     y = x\\x00 + 1\n"
            "      |          ^~~~\n", rc=1)
    t.write("nul2.py", b"def f(x):\n    # \x00\n    return '\x00' $\n", "wb")
    t.fails(["nul2.py"], "nul2.py:2:7: error: source code cannot contain null bytes\n"
            "    2 |     # \\x00\n"
            "      |       ^~~~\n", rc=1)
    t.write("latin1.py", b"def f(x):\n    \xe4 = x\n    return x\n", "wb")
    t.fails(["latin1.py"], "latin1.py:2:5: error: invalid byte 0xE4: the file is not UTF-8\n"
            "    2 |     \\xe4 = x\n"
            "      |     ^~~~\n", rc=1)
    # CPython decodes the whole file first ("Non-UTF-8 code starting with '\xff' in file
    # ... on line 2"): in a string, a comment or a docstring as in a name; a lone \r ends
    # a line there too
    for name, src, where, shown in (
            ("instr.py", b'    s = "a\xff"\n', "2:11", '2 |     s = "a\\xff"\n      |           '),
            ("incomment.py", b"    # a \xff b\n", "2:9", "2 |     # a \\xff b\n      |         "),
            ("indoc.py", b'    """doc \xff"""\n', "2:12",
             '2 |     """doc \\xff"""\n      |            '),
            ("cr.py", b"    y = x\r    # \xff\r", "3:7", "3 |     # \\xff\n      |       ")):
        t.write(name, b"def f(x):\n" + src + b"    return x\n", "wb")
        t.fails([name], "%s:%s: error: invalid byte 0xFF: the file is not UTF-8\n    %s^~~~\n"
                % (name, where, shown), rc=1)


def case_in_binary(t):
    """a binary file's control bytes never reach the terminal raw"""
    blob = bytes(range(256)) * 8 + b"\x1b[2J\x1b]0;title\x07\n" * 4
    t.write("bin.py", blob, "wb")
    rc, _, err = t.run(["bin.py"])
    expect(rc == 1, "exit status %d" % rc)
    bad = sorted({c for c in err if ord(c) < 0x20 and c not in "\n\t"} |
                 {c for c in err if 0x7f <= ord(c) < 0xa0})
    expect(not bad, "control characters on stderr: %r" % bad)
    expect(len(err) < 20000, "%d bytes on stderr" % len(err))


def case_in_long_line(t):
    """a syntax error at the end of a 5 MB line quotes 100 columns around the caret"""
    # a string, not a sum: 1.25M nested additions would pass the expression depth limit first
    line = '    y = "' + "x + " * 1250000 + '" + $'
    t.write("long.py", "def f(x):\n" + line + "\n")
    t.fails(["long.py"], ("long.py:2:%d: error: invalid character '$'\n" % len(line)) +
            "    2 | ..." + line[-100:] + "\n"
            "      |    " + " " * 99 + "^\n", rc=1)
    line = "    y = " + "x + " * 100 + "$ " + "+ x " * 100
    t.write("mid.py", "def f(x):\n" + line + "\n")
    at = line.index("$")
    t.fails(["mid.py"], "mid.py:2:409: error: invalid character '$'\n"
            "    2 | ..." + line[at - 50:at + 50] + "...\n"
            "      |    " + " " * 50 + "^\n", rc=1)


# -- --input, -O, standard output --------------------------------------------------

INPUT_ERRORS = [
    ("x:float32[99999999999999999999]", "dim '99999999999999999999' is too large"),
    ("x:float32[-1]", "dim '-1' is negative (write ? for a size known only at run time)"),
    ("x:float32[1.5]", "dim '1.5' is not a size, a name or ?"),
    ("x:float32[1b]", "dim '1b' is not a size, a name or ?"),
    ("x:float32[b-1]", "dim 'b-1' is not a size, a name or ?"),
    ("x:float32[2,]", "expected a dim"),
    ("x:float32[2][3]", "'[3]' after the dims"),
    (":float32[2]", "'' is not a parameter name"),
    ("1x:float32[2]", "'1x' is not a parameter name"),
    ("x:float33[2]", "unknown dtype 'float33'"),
]


def case_input_specs(t):
    for spec, why in INPUT_ERRORS:
        t.fails([EXAMPLE, "--input", spec],
                "scriptc: error: --input '%s': %s\n" % (spec, why), rc=2)
    t.fails([EXAMPLE, "--input", "x:float32[2]", "--input", "x:float32[3]"],
            "scriptc: error: --input: a second spec for 'x'\n", rc=2)
    t.fails([EXAMPLE, "-o", "m.onnx", "--input", "float32[2]", "--input", "x:float32[3]"],
            "%s:15:7: error: --input: parameter 'x' has a spec by position (the 1st) and one "
            "by name\n   15 | def f(x: Tensor, y: Tensor) -> Tensor:\n      |       ^~~~~~~~~\n"
            % EXAMPLE, rc=1)
    rc, out, err = t.run([EXAMPLE, "--dump-ir", "--input", "x:float32[?, 3]", "--input",
                          "y:int64[]"])
    expect(rc == 0 and out.startswith(b"graph(%x : Float(*, 3), %y : Long()):"),
           "? is not an unnamed dim: " + (err or out.decode()[:80]))


def case_opset_range(t):
    """--opset takes 11 to 21: the model imports that opset (11 and 12: lower_old.c)"""
    for bad in ("10", "22", "1x"):
        t.fails([EXAMPLE, "--opset", bad, "-o", "m.onnx"] + SPECS,
                "scriptc: error: --opset %s: opsets 11 to 21 are supported\n" % bad, rc=2)
    expect(os.listdir(t.dir) == [], "files left behind")
    import onnx
    for n in (11, 12):
        out = os.path.join(t.dir, "m%d.onnx" % n)
        rc, _, err = t.run([EXAMPLE, "--opset", str(n), "-o", out] + SPECS)
        expect(rc == 0, "--opset %d: %s" % (n, err))
        m = onnx.load(out)
        onnx.checker.check_model(m, full_check=True)
        expect([o.version for o in m.opset_import if o.domain in ("", "ai.onnx")] == [n],
               "--opset %d: imports %s" % (n, m.opset_import))


def case_opt_level(t):
    t.fails([EXAMPLE, "-O", "-o", "out.onnx"],
            "scriptc: error: -O -o: -O takes its level in the same word: -O0, -O1 or -O2\n", rc=2)
    t.fails([EXAMPLE, "-O"], "scriptc: error: -O needs a level: -O0, -O1 or -O2\n", rc=2)
    t.fails([EXAMPLE, "-O3"], "scriptc: error: -O3: use -O0, -O1 or -O2\n", rc=2)
    expect(os.listdir(t.dir) == [], "files left behind")


def case_stdout_full(t):
    """a failed write to standard output is an error, whatever printed it"""
    for args in ([EXAMPLE, "--dump-ir"] + SPECS, [EXAMPLE, "--dump-after", "dce"] + SPECS,
                 ["--print-passes"], ["--list-ops"], ["--help"]):
        t.fails(args, "scriptc: error: cannot write to standard output: No space left on "
                "device\n", rc=1, shell_redirect=">/dev/full")
        t.fails(args, "scriptc: error: cannot write to standard output: Bad file "
                "descriptor\n", rc=1, shell_redirect=">&-")


def case_stdout_closed_compile(t):
    """with standard output closed, the model still goes to -o, and nothing else does"""
    ref = t.model()
    rc, _, err = t.run([EXAMPLE, "-o", "m.onnx"] + SPECS, shell_redirect=">&- 2>&-")
    expect(rc == 0, "exit status %d" % rc)
    expect(read(t.path("m.onnx")) == ref, "the model differs")


# -- the ONNX checker, with and without --input --------------------------------------

def case_no_input_rank(t):
    """without --input a Tensor input has no rank, which ONNX requires: refused, no file"""
    msg = ("%s:15:%d: error: parameter '%s' has no rank, and ONNX requires one of a graph "
           "input: give it with --input '%s:float32[DIMS]' (a dim may be a name or ?)\n"
           "   15 | def f(x: Tensor, y: Tensor) -> Tensor:\n      | %s^~~~~~~~~\n")
    t.fails([EXAMPLE, "-o", "m.onnx"], msg % (EXAMPLE, 7, "x", "x", " " * 6) +
            msg % (EXAMPLE, 18, "y", "y", " " * 17), rc=1)
    expect(os.listdir(t.dir) == [], "files left behind")


def _checker(t, model):
    import onnx
    try:
        onnx.checker.check_model(onnx.load(model), full_check=True)
    except Exception as e:  # noqa: BLE001 - the checker's own exceptions
        raise Failure("onnx.checker: %s" % str(e).splitlines()[0])


def case_checker_without_input(t):
    """scripts whose inputs are Python numbers compile without --input to a valid model"""
    for name in ("cf_while_collatz", "cf_lang_int_arith"):
        src = os.path.join(ROOT, "tests", "e2e", name + ".py")
        rc, _, err = t.run([src, "-o", name + ".onnx"])
        expect(rc == 0, "%s: %s" % (name, err))
        _checker(t, t.path(name + ".onnx"))
    rc, _, err = t.run([EXAMPLE, "-o", "q.onnx", "--input", "x:float32[?,3]", "--input",
                        "y:int64[]"])
    expect(rc == 0, err)
    _checker(t, t.path("q.onnx"))


RAISES = """import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    if n < 0:
        raise ValueError("n < 0")
    assert n < 100, "too many"
    for i in range(n):
        x = x + 1
    return x
"""
RAISE_WARN = ("r.py:7:9: warning: 'raise' cannot be expressed in ONNX: the model computes "
              "only the paths that do not reach it\n"
              "    7 |         raise ValueError(\"n < 0\")\n"
              "      |         ^~~~~~~~~~~~~~~~~~~~~~~~~\n"
              "r.py:8:5: warning: 'assert' cannot be checked in ONNX: the model computes only "
              "the paths where it holds\n"
              "    8 |     assert n < 100, \"too many\"\n"
              "      |     ^~~~~~~~~~~~~~~~~~~~~~~~~~\n")
RAISE_SPECS = ["--input", "x:float32[3]", "--input", "n:int64[]"]


def case_raise_warns(t):
    """a reachable raise and assert each warn once; the model is written, exit status 0;
    -w silences the warnings, and -w wins over -Werror (as in GCC)"""
    t.write("r.py", RAISES)
    for extra, want in (([], RAISE_WARN), (["-w"], ""), (["-w", "-Werror"], "")):
        rc, _, err = t.run(["r.py", "-o", "m.onnx"] + RAISE_SPECS + extra)
        expect(rc == 0, "exit status %d with %s: %s" % (rc, extra, err))
        expect(err == want, "stderr %r with %s, expected %r" % (err, extra, want))
        _checker(t, t.path("m.onnx"))
        os.unlink(t.path("m.onnx"))


def case_raise_werror(t):
    """-Werror: each warning is an error marked [-Werror], exit status 1, no model"""
    t.write("r.py", RAISES)
    want = RAISE_WARN.replace("warning:", "error:").replace(
        "reach it\n", "reach it [-Werror]\n").replace("holds\n", "holds [-Werror]\n")
    t.fails(["r.py", "-o", "m.onnx", "-Werror"] + RAISE_SPECS, want, rc=1)
    expect(sorted(os.listdir(t.dir)) == ["r.py"], "files left behind")
    t.fails(["r.py", "-Wall"] + RAISE_SPECS, "scriptc: error: unknown option '-Wall' "
            "(-Werror makes warnings errors)\n", rc=2)


CUDA_SRC = """import torch
from torch import Tensor
from typing import List


def f(x: Tensor) -> List[Tensor]:
    d = torch.device("cuda")
    return [
        x.cuda() * 2,
        x.to(d),
        x.to("cuda:0", torch.float64),
        x.to(device="cuda") + 1,
        torch.zeros(2, device="cuda"),
        torch.ones_like(x, device=torch.device("cuda:1")),
    ]
"""
CUDA_WARN = "".join(
    "c.py:%d:9: warning: %s: the model is compiled as PyTorch runs it on the CPU, and runs "
    "wherever ONNX Runtime runs it: the move to a CUDA device is ignored\n"
    "%5d |         %s\n"
    "      |         ^%s\n" % (line, what, line, code, "~" * (len(call) - 1))
    for line, what, code, call in (
        (9, "x.cuda()", "x.cuda() * 2,", "x.cuda()"),
        (10, "device 'cuda'", "x.to(d),", "x.to(d)"),
        (11, "device 'cuda:0'", 'x.to("cuda:0", torch.float64),', 'x.to("cuda:0", torch.float64)'),
        (12, "device 'cuda'", 'x.to(device="cuda") + 1,', 'x.to(device="cuda")'),
        (13, "device 'cuda'", 'torch.zeros(2, device="cuda"),', 'torch.zeros(2, device="cuda")'),
        (14, "device 'cuda:1'", 'torch.ones_like(x, device=torch.device("cuda:1")),',
         'torch.ones_like(x, device=torch.device("cuda:1"))')))


def case_cuda_ignored(t):
    """x.cuda(), x.to("cuda"), x.to(torch.device("cuda")), a factory's device="cuda": each a
    warning, and the model is byte for byte the one of the same script with "cpu" in their
    place (whose values e2e/dev_moves_cpu checks); -w silences them; -Werror makes them
    errors (exit status 1, no model)"""
    t.write("c.py", CUDA_SRC)
    spec = ["--input", "x:float32[2]"]
    rc, _, err = t.run(["c.py", "-o", "cuda.onnx"] + spec)
    expect(rc == 0, "exit status %d: %s" % (rc, err))
    expect(err == CUDA_WARN, "stderr %r, expected %r" % (err, CUDA_WARN))
    rc, _, err = t.run(["c.py", "-o", "quiet.onnx", "-w"] + spec)
    expect(rc == 0 and err == "", "-w: exit status %d: %r" % (rc, err))
    want = CUDA_WARN.replace("warning:", "error:").replace("ignored\n", "ignored [-Werror]\n")
    t.fails(["c.py", "-o", "w.onnx", "-Werror"] + spec, want, rc=1)
    expect(not os.path.exists(t.path("w.onnx")), "-Werror left a model")
    t.write("c.py", CUDA_SRC.replace("x.cuda()", "x.cpu() ").replace('"cuda"', '"cpu" ')
            .replace('"cuda:', '"cpu:'))
    rc, _, err = t.run(["c.py", "-o", "cpu.onnx"] + spec)
    expect(rc == 0 and err == "", "the CPU twin: exit status %d: %r" % (rc, err))
    expect(read(t.path("cuda.onnx")) == read(t.path("cpu.onnx")),
           "the model with the CUDA moves is not the one without them")
    expect(read(t.path("cuda.onnx")) == read(t.path("quiet.onnx")), "-w changed the model")


DICT_OUT = """from typing import Dict
import torch
from torch import Tensor


def f(x: Tensor) -> Dict[str, Tensor]:
    d = {"logits": x * 2, "x": x}
    d["probs"] = torch.softmax(x, 0)
    return d
"""


def case_dict_output_names(t):
    """a returned dict gives one output per value, in insertion order, named by its keys
    (a key that is also an input's name gets a suffix)"""
    t.write("d.py", DICT_OUT)
    rc, _, err = t.run(["d.py", "-o", "m.onnx", "--input", "x:float32[3]"])
    expect(rc == 0, "exit status %d: %s" % (rc, err))
    import onnx
    names = [o.name for o in onnx.load(t.path("m.onnx")).graph.output]
    expect(len(names) == 3 and names[0] == "logits" and names[2] == "probs" and
           names[1].startswith("x") and names[1] != "x",
           "output names %r, expected logits, x.N, probs" % names)


DOT_SRC = """import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    for i in range(n):
        if bool(x.sum() > 0):
            x = x - i
        else:
            x = x * 2
    return x + 1
"""
DOT_SPECS = ["--input", "x:float32[batch,3]", "--input", "n:int64[]"]


def case_dump_dot(t):
    """--dump-dot FILE writes the IR --dump-ir prints as Graphviz dot (Loop and If bodies as
    nested clusters, edges named as --dump-ir names the values), which `dot -Tsvg` accepts;
    the model written beside it is the one written without it; --dump-dot with --dump-ir
    writes the file and prints the IR; a file that cannot be written is an error"""
    t.write("g.py", DOT_SRC)
    rc, _, err = t.run(["g.py", "-o", "plain.onnx"] + DOT_SPECS)
    expect(rc == 0, err)
    rc, _, err = t.run(["g.py", "-o", "m.onnx", "--dump-dot", "g.dot"] + DOT_SPECS)
    expect(rc == 0, err)
    with open(t.path("plain.onnx"), "rb") as a, open(t.path("m.onnx"), "rb") as b:
        expect(a.read() == b.read(), "--dump-dot changed the model")
    with open(t.path("g.dot")) as f:
        dot = f.read()
    expect(dot.startswith('digraph "f" {'), "dot header: %r" % dot[:40])
    expect('label="prim::Loop"' in dot and 'label="prim::If"' in dot, "no Loop/If cluster")
    expect(dot.count("subgraph cluster_") == 5, "clusters: Loop, body, If, two branches")
    rc, ir, err = t.run(["g.py", "--dump-ir", "--dump-dot", "g2.dot"] + DOT_SPECS)
    expect(rc == 0, err)
    with open(t.path("g2.dot")) as f:
        expect(f.read() == dot, "--dump-dot differs with --dump-ir")
    import re
    names = set(re.findall(r"%[\w.]+", ir.decode()))
    labels = set(re.findall(r'label="(%[\w.]+)"', dot))
    expect(labels and labels <= names, "edge names not --dump-ir's: %r" % (labels - names))
    dotexe = shutil.which("dot")
    expect(dotexe, "Graphviz's dot is not installed (apt-get install graphviz)")
    p = subprocess.run([dotexe, "-Tsvg", t.path("g.dot"), "-o", t.path("g.svg")],
                       capture_output=True, text=True)
    expect(p.returncode == 0 and not p.stderr, "dot -Tsvg: %s" % p.stderr)
    t.fails(["g.py", "-o", "m.onnx", "--dump-dot", "nodir/g.dot"] + DOT_SPECS,
            "g.py: error: cannot write 'nodir/g.dot': No such file or directory\n", rc=1)


def case_external_data_no_weights(t):
    """--external-data on a model without weights: the same model, and no data file"""
    ref = t.model()
    rc, _, err = t.run([EXAMPLE, "-o", "e.onnx", "--external-data"] + SPECS)
    expect(rc == 0, err)
    with open(t.path("e.onnx"), "rb") as f:
        expect(f.read() == ref, "--external-data changed a model without weights")
    expect(not os.path.exists(t.path("e.onnx.data")), "a data file without weights")


POOL_SRC = """import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor) -> Tensor:
    return F.max_pool2d(torch.relu(x), 3, 2, ceil_mode=True)
"""


def case_pool_nan(t):
    """a max pool is one MaxPool (ONNX Runtime's skips a NaN, as in PyTorch's own export);
    --pool-nan adds the NaN mask that makes it PyTorch's (e2e np_pool_nan* check its values)"""
    t.write("p.py", POOL_SRC)
    import onnx
    ops = {}
    for flag in ([], ["--pool-nan"]):
        rc, _, err = t.run(["p.py", "-o", "m.onnx", "--input", "x:float32[1,2,9,9]"] + flag)
        expect(rc == 0, "exit status %d: %s" % (rc, err))
        ops[bool(flag)] = sorted(n.op_type for n in onnx.load(t.path("m.onnx")).graph.node)
    expect(ops[False] == ["MaxPool", "Relu"], "default pool: %r" % ops[False])
    expect(ops[True] == ["AveragePool", "Clip", "Constant", "MaxPool", "Relu", "Sub"],
           "--pool-nan pool: %r" % ops[True])


# the --weights cases live in their own file (they need this file's T and expect)
import weights_cases  # noqa: E402
globals().update((n, f) for n, f in vars(weights_cases).items() if n.startswith("case_"))
import onnxfold_cases  # noqa: E402
globals().update((n, f) for n, f in vars(onnxfold_cases).items() if n.startswith("case_"))
import dumponnx_cases  # noqa: E402
globals().update((n, f) for n, f in vars(dumponnx_cases).items() if n.startswith("case_"))
import report_cases  # noqa: E402
globals().update((n, f) for n, f in vars(report_cases).items() if n.startswith("case_"))
import custom_cases  # noqa: E402
globals().update((n, f) for n, f in vars(custom_cases).items() if n.startswith("case_"))

CASES = sorted((n[5:], f) for n, f in globals().items() if n.startswith("case_"))
