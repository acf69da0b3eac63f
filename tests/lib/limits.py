"""The limits suite: generated inputs at and past scriptc's limits (docs/language.md,
"Limits").  Each case writes one script, runs scriptc on it once, and checks that

  - it ends as expected: a compile (exit 0, the model written) or a located error
    (exit 1, stderr starting `NAME.py:LINE:COL: error:`, nothing left in the output
    directory), with no signal and no sanitizer report;
  - wall time and peak memory (scriptc's own maxrss, from wait4 in a small parent: SPAWN)
    stay within the case's bounds, which the suite prints with the measurement.

The bounds hold for the ASan+UBSan build on a loaded 2-core machine; a plain build is
several times faster.  Generators return the script's text; every entry is
`f(x: Tensor, n: int)`.
"""

import os
import re
import signal
import subprocess
import threading
import time

HEAD = "import torch\nfrom torch import Tensor\n\n\n"
ENTRY = "def f(x: Tensor, n: int) -> Tensor:\n"
INPUTS = ["--input", "x:float32[2]", "--input", "n:int64[]"]


def ret(expr):
    return HEAD + ENTRY + "    return " + expr + "\n"


def chain(n):
    """x + x + ... + x: a left-nested expression n deep"""
    return ret(" + ".join(["x"] * n))


def parens(n):
    return ret("(" * n + "x" + ")" * n)


def unary(n):
    return ret("- " * n + "x")


def nots(n):
    return ret("x if " + "not " * n + "n > 0 else x")


def power(n):
    """x ** 1 ** 1 ** ...: right-nested, so bison's stack holds it all"""
    return ret("x" + " ** 1" * n)


def ifexp(n):
    return ret("x if n > 0 else " * n + "x")


def tuples(n):
    return HEAD + ENTRY + "    t = " + "(" * n + "x," + ")" * n + "\n    return x\n"


def lists(n):
    return HEAD + ENTRY + "    t = " + "[" * n + "x" + "]" * n + "\n    return x\n"


def calls(n):
    return ret("torch.relu(" * n + "x" + ")" * n)


def methods(n):
    """x.relu().relu()...: a left-nested chain of calls, no brackets nested"""
    return ret("x" + ".relu()" * n)


def nested(kind, n, widen=False):
    """n statements of one kind, each in the previous one's block"""
    head = {"if": "if n > %d:", "for": "for i%d in range(n):", "while": "while n > %d:",
            "with": "with torch.no_grad():"}[kind]
    s, ind = HEAD + ENTRY, "    "
    for i in range(n):
        s += ind + (head % i if "%d" in head else head) + "\n"
        ind += " "
        if widen:
            s += ind + "y = torch.zeros([1])\n"
    s += ind + ("y = torch.cat([y, y])\n" if widen else "x = x + 1\n")
    if kind == "while":
        s += ind + "n = n - 1\n"
    s += "    return x\n" if not widen else "    return x + y.sum()\n"
    if widen:
        s = s.replace(ENTRY, ENTRY + "    y = torch.zeros([1])\n", 1)
    return s


def lines(n):
    return HEAD + ENTRY + "    x = x + 1\n" * n + "    return x\n"


def locals_(n):
    """n statements binding one new local each (t0, t1, ...), as FX-generated code does, with
    an `if` and a `for` among every 10 that rebind older locals: the builder's environment
    must not cost per live name (a copy per branch made 20,000 lines take minutes)"""
    body = ["    t0 = x + 1.0", "    t1 = x * 2.0"]
    for k in range(2, n):
        a = "t%d" % ((k * 2654435761 >> 7) % (k - 1))  # an older local, spread out
        b = "t%d" % ((k * 40503 >> 3) % (k - 1))
        body.append("    t%d = t%d * 0.5 + %s" % (k, k - 1, a))
        if k % 10 == 3:
            body += ["    if t%d.sum() > 0:" % k, "        %s = %s + 1.0" % (a, a),
                     "        t%d = %s - t%d" % (k, b, k), "    else:", "        %s = %s * 0.5" % (b, b)]
        elif k % 10 == 8:
            body += ["    for i in range(n):", "        %s = %s + t%d" % (a, a, k),
                     "        %s = %s * 0.9" % (b, b)]
    return HEAD + ENTRY + "\n".join(body) + "\n    return t%d + t%d\n" % (n - 1, n // 2)


def helpers(n, calls_per_body):
    """h_n calls h_{n-1} calls_per_body times (nested: h(h(x))), down to h0"""
    s = HEAD + "def h0(x: Tensor) -> Tensor:\n    return x + 1\n\n\n"
    for i in range(1, n + 1):
        body = "h%d(" % (i - 1) * calls_per_body + "x" + ")" * calls_per_body
        s += "def h%d(x: Tensor) -> Tensor:\n    return %s\n\n\n" % (i, body)
    return s + ENTRY + "    return h%d(x)\n" % n


def deep_everything(ncalls, nblocks, nexpr):
    """a chain of calls, each body nested nblocks deep holding an nexpr-deep expression
    whose innermost term is the next call: each nesting is within its own limit, together
    they would overflow the stack"""
    s = HEAD + "def h0(x: Tensor, n: int) -> Tensor:\n    return x + 1\n\n\n"
    for i in range(1, ncalls + 1):
        s += "def h%d(x: Tensor, n: int) -> Tensor:\n" % i
        ind = "    "
        for k in range(nblocks):
            s += ind + "if n > %d:\n" % k
            ind += " "
        s += ind + "x = " + " + ".join(["h%d(x, n)" % (i - 1)] + ["x"] * (nexpr - 1)) + "\n"
        s += "    return x\n\n\n"
    return s + ENTRY + "    return h%d(x, n)\n" % ncalls


def tuple_loops(width, depth):
    """loops over tuples, unrolled: width^depth copies of the body, no call"""
    s, ind = HEAD + ENTRY, "    "
    items = ", ".join(str(i) for i in range(width))
    for i in range(depth):
        s += ind + "for t%d in (%s):\n" % (i, items)
        ind += " "
    return s + ind + "x = x + t0\n    return x\n"


def big_block(kind, n):
    """one If or Loop whose body is n statements: a top node whose message is over 1 MB,
    which emission packs when it writes the file, not as it is made"""
    head = "    if n > 0:\n" if kind == "if" else "    for i in range(n):\n"
    body = "".join("        x = x * 0.5 + %d.25\n" % (k % 7) for k in range(n))
    return HEAD + ENTRY + head + body + "    return x\n"


def list_mul(times, use="x", stmt=""):
    """[[x] * 1000] * 1000 ...: lists nested by `*`, every level sharing the one below; then
    the statements stmt and `return use` (a list whose only uses are len() builds no
    elements: docs/language.md, "Limits")"""
    e = "[x]"
    for i, k in enumerate(times):
        e = "%s * %d" % (e, k) if i == len(times) - 1 else "[%s * %d]" % (e, k)
    return HEAD + ENTRY + "    a = " + e + "\n" + stmt + "    return " + use + "\n"


def comprehensions(n):
    """n comprehensions nested over a 2-element list: 2^n elements, each built afresh"""
    e = "x"
    for i in range(n):
        e = "[%s for v%d in xs]" % (e, i)
    return HEAD + ENTRY + "    xs = [1, 2]\n    a = " + e + "\n    return x + len(a)\n"


def tuple_doubling(n, loop=None):
    """t = (t, t) n times: 2^n leaves, the tuple below shared by both fields"""
    s = HEAD + ENTRY + "    t = (x, x)\n" + "    t = (t, t)\n" * n
    if loop == "swap":  # carried by a loop, leaf by leaf
        s += "    for i in range(n):\n        t = (t[1], t[0])\n"
    elif loop == "alias":  # y shares t's tensors: the loop learns which of them it holds
        s += "    y = t\n    for i in range(n):\n        y = t\n    t = y\n"
    return s + "    return t" + "[0]" * (n + 1) + " + t" + "[1]" * (n + 1) + "\n"


def dict_display(n):
    """one dict display with n string keys: linear (keys were copied per key: 20,000 keys
    took 3.1 GB)"""
    items = "".join('        "k%d": x * %d.0,\n' % (i, i % 7) for i in range(n))
    return HEAD + ENTRY + "    d = {\n" + items + "    }\n    return d[\"k0\"] + d[\"k%d\"]\n" % (n - 1)


def dict_sets(n):
    """n statements d["kI"] = ..., each a new key: linear (each copied the dict and read every
    value: 10,000 took 12 s and 800 MB; then each searched the keys before it: 20,000 took
    6.5 s under ASan, 40,000 now about 1 s of CPU)"""
    body = "".join('    d["k%d"] = x * %d.0\n' % (i, i % 7) for i in range(n))
    return (HEAD.replace("from torch import Tensor\n", "from torch import Tensor\nfrom typing import Dict\n")
            + ENTRY + "    d: Dict[str, Tensor] = {}\n" + body
            + "    return d[\"k0\"] + d[\"k%d\"]\n" % (n - 1))


def view_chain(n):
    """a chain of n views, each of the one before ([0:], .detach(), .view(-1) in turn),
    written through at its end: linear (each view copied its chain: 32,000 took 6 GB)"""
    forms = ["a%d = a%d[0:]", "a%d = a%d.detach()", "a%d = a%d.view(-1)"]
    body = "".join("    " + forms[i % 3] % (i + 1, i) + "\n" for i in range(n))
    return HEAD + ENTRY + "    a0 = x * 1.0\n" + body + "    a%d.mul_(2.0)\n    return a0\n" % n


def size_chain(n):
    """n ints each the one before plus a constant, from x.size(0), the last one a slice's
    end and a float: onnxvec's set of 0-d chains must not drop its nodes one sweep at a
    time (20,000 took 6.6 s)"""
    body = "".join("    a%d = a%d + %d\n" % (i + 1, i, i % 7 + 1) for i in range(n))
    return (HEAD + ENTRY + "    a0 = x.size(0)\n" + body
            + "    return x[:a%d] + float(a%d)\n" % (n, n))


def list_writes(n, helper):
    """a list of run-time length holding x, then n pairs of an append of a new tensor and a
    write to x, by a helper or directly: each write is followed into the list, and a helper's
    list is the call's output with its positions: linear (each copied the list's facts: 10,000
    helper calls took 37 s and 2.1 GB, 10,000 writes 6 s and 860 MB; bench/README.md)"""
    helper_def = "def scale(t: Tensor, k: float) -> None:\n    t.mul_(k)\n\n\n" if helper else ""
    write = "    scale(x, 1.001)\n" if helper else "    x.mul_(1.001)\n"
    body = "".join("    xs.append(x * %d.0)\n" % (i % 7 + 1) + write for i in range(n))
    return (HEAD + helper_def + ENTRY + "    x = x * 1.0\n    xs = [x]\n"
            "    for i in range(n):\n        xs.append(x * float(i))\n" + body
            + "    return torch.stack(xs).sum(0)\n")


def recursion():
    return (HEAD + "def g(x: Tensor, n: int) -> Tensor:\n    if n > 0:\n"
            "        return h(x, n - 1)\n    return x\n\n\n"
            "def h(x: Tensor, n: int) -> Tensor:\n    return g(x, n)\n\n\n"
            + ENTRY + "    return g(x, n)\n")


# (name, script, expected "ok" or "error", seconds, MB, extra environment, stderr must match)
CASES = [
    ("expr_depth_3000", lambda: chain(3000), "ok", 10, 400, None, None),
    ("expr_depth_3001", lambda: chain(3001), "error", 10, 400, None, "nested too deeply"),
    ("expr_150000_terms", lambda: chain(150000), "error", 20, 800, None, "nested too deeply"),
    ("unary_minus_2000", lambda: unary(2000), "ok", 10, 400, None, None),
    ("unary_minus_100000", lambda: unary(100000), "error", 10, 400, None, "nested"),
    ("not_not_5000", lambda: nots(5000), "error", 10, 400, None, "nested too deeply"),
    ("power_5000", lambda: power(5000), "error", 10, 400, None, "nested too deeply"),
    ("ifexp_5000", lambda: ifexp(5000), "error", 10, 400, None, "nested too deeply"),
    ("parens_199", lambda: parens(199), "ok", 10, 400, None, None),
    ("parens_100000", lambda: parens(100000), "error", 10, 400, None, "parentheses"),
    ("tuples_199", lambda: tuples(199), "ok", 10, 400, None, None),
    ("lists_100000", lambda: lists(100000), "error", 10, 400, None, "parentheses"),
    ("calls_199", lambda: calls(199), "ok", 10, 400, None, None),
    ("calls_10000", lambda: calls(10000), "error", 10, 400, None, "parentheses"),
    ("method_chain_1499", lambda: methods(1499), "ok", 20, 400, None, None),
    ("method_chain_5000", lambda: methods(5000), "error", 10, 400, None, "nested too deeply"),
    ("if_31", lambda: nested("if", 31), "ok", 10, 400, None, None),
    ("if_32", lambda: nested("if", 32), "error", 10, 400, None, "nested too deeply for ONNX"),
    ("if_99", lambda: nested("if", 99), "error", 10, 400, None, "nested too deeply for ONNX"),
    ("if_1000", lambda: nested("if", 1000), "error", 10, 400, None, "indentation"),
    ("for_31", lambda: nested("for", 31), "ok", 10, 400, None, None),
    ("for_99", lambda: nested("for", 99), "error", 10, 400, None, "nested too deeply for ONNX"),
    ("while_31", lambda: nested("while", 31), "ok", 10, 400, None, None),
    ("while_99", lambda: nested("while", 99), "error", 10, 400, None, "nested too deeply for ONNX"),
    ("with_99", lambda: nested("with", 99), "ok", 10, 400, None, None),
    ("for_1000", lambda: nested("for", 1000), "error", 10, 400, None, "indentation"),
    ("for_widening_8", lambda: nested("for", 8, True), "ok", 10, 400, None, None),
    ("for_widening_16", lambda: nested("for", 16, True), "ok", 10, 400, None, None),
    ("for_widening_24", lambda: nested("for", 24, True), "ok", 10, 400, None, None),
    ("for_widening_31", lambda: nested("for", 31, True), "ok", 10, 400, None, None),
    ("for_widening_32", lambda: nested("for", 32, True), "error", 10, 400, None, "nested too deeply for ONNX"),
    ("for_widening_64", lambda: nested("for", 64, True), "error", 10, 400, None, "nested too deeply for ONNX"),
    ("for_widening_99", lambda: nested("for", 99, True), "error", 20, 600, None,
     "nested too deeply for ONNX"),
    ("lines_100000", lambda: lines(100000), "ok", 30, 1000, None, None),
    ("locals_20000", lambda: locals_(20000), "ok", 30, 1000, None, None),
    ("call_chain_64", lambda: helpers(63, 1), "ok", 10, 400, None, None),
    ("call_chain_100", lambda: helpers(100, 1), "error", 10, 400, None, "calls nested too deeply"),
    ("call_fanout_2_24", lambda: helpers(24, 2), "error", 30, 1500, None, "program too large"),
    ("big_if_8000", lambda: big_block("if", 8000), "ok", 30, 1000, None, None),
    ("big_loop_8000", lambda: big_block("for", 8000), "ok", 30, 1000, None, None),
    ("recursion", recursion, "error", 10, 400, None, "recursive call of 'g'"),
    ("deep_everything", lambda: deep_everything(60, 99, 2990), "error", 30, 1000, None,
     "nested too deeply to compile"),
    ("tuple_loops_2_30", lambda: tuple_loops(2, 30), "error", 30, 1000, None,
     "nested too deeply to compile"),
    ("list_mul_1000_4", lambda: list_mul([1000, 1000, 1000, 1000], "x + a[0][0][0][0]"),
     "error", 10, 400, None, "value too large"),
    ("list_mul_900M", lambda: list_mul([900000000], "a[0]"), "error", 10, 400, None,
     "value too large"),
    ("list_mul_900M_unused", lambda: list_mul([900000000]), "ok", 10, 400, None, None),
    ("list_mul_900M_len", lambda: list_mul([900000000], "x + len(a)"), "ok", 10, 400, None,
     None),
    ("list_mul_1000_4_len", lambda: list_mul([1000, 1000, 1000, 1000],
     "x + len(a) + len(a[999]) + len(a[0][-1][5])"), "ok", 10, 400, None, None),
    ("list_mul_900M_len_index", lambda: list_mul([900000000], "x + len(a) + a[5]"), "error",
     10, 400, None, "value too large"),
    ("list_mul_900M_iter", lambda: list_mul([900000000], "x + len(a)",
     "    for v in a:\n        x = x + v\n"), "error", 10, 400, None, "value too large"),
    ("list_mul_900M_append", lambda: list_mul([900000000], "x + len(a)",
     "    a.append(x)\n"), "error", 10, 400, None, "value too large"),
    ("list_mul_900M_stack", lambda: list_mul([900000000], "torch.stack(a)"), "error", 10,
     400, None, "value too large"),
    ("list_mul_1000_4_helper", lambda: list_mul([1000, 1000, 1000, 1000], "g(a)").replace(
     "def f(", "def g(a: List[List[List[List[Tensor]]]]) -> Tensor:\n    return a[0][0][0][0]"
     "\n\n\ndef f(").replace("from torch import Tensor\n",
     "from torch import Tensor\nfrom typing import List\n"), "error", 10, 400, None,
     "value too large"),
    ("list_mul_300_300", lambda: list_mul([300, 300], "a[299][299] + len(a)"), "ok", 10,
     400, None, None),
    ("comprehensions_15", lambda: comprehensions(15), "ok", 20, 800, None, None),
    ("comprehensions_25", lambda: comprehensions(25), "error", 20, 800, None,
     "value too large"),
    ("tuple_doubling_14", lambda: tuple_doubling(14), "ok", 10, 400, None, None),
    ("tuple_doubling_40", lambda: tuple_doubling(40), "error", 10, 400, None,
     "value too large"),
    ("tuple_doubling_loop_12", lambda: tuple_doubling(12, "swap"), "ok", 20, 600, None, None),
    ("tuple_alias_loop_13", lambda: tuple_doubling(13, "alias"), "ok", 30, 800, None, None),
    ("dict_display_20000", lambda: dict_display(20000), "ok", 20, 400, None, None),
    ("dict_sets_10000", lambda: dict_sets(10000), "ok", 30, 200, None, None),
    ("dict_sets_40000", lambda: dict_sets(40000), "ok", 30, 400, None, None),
    ("view_chain_32000", lambda: view_chain(32000), "ok", 30, 800, None, None),
    ("size_chain_40000", lambda: size_chain(40000), "ok", 20, 800, None, None),
    ("list_writes_helper_2000", lambda: list_writes(2000, True), "ok", 30, 300, None, None),
    ("list_writes_direct_2000", lambda: list_writes(2000, False), "ok", 30, 200, None, None),
    ("list_writes_helper_10000", lambda: list_writes(10000, True), "ok", 30, 400, None, None),
    ("list_writes_direct_10000", lambda: list_writes(10000, False), "ok", 30, 400, None, None),
    ("out_of_memory", lambda: helpers(20, 2), "oom", 30, 1000, {"SCRIPTC_MEMORY_LIMIT": "64"},
     None),
]

# cases whose model is also run, in ONNX Runtime and PyTorch (eager), on these values of n
# (x is [0.5, -2]); every compiled model is checked by the ONNX checker
RUN = {"big_if_8000": (0, 1), "big_loop_8000": (0, 1, 2), "list_writes_helper_2000": (0, 2),
       "list_writes_direct_2000": (0, 2)}

LOCATED = re.compile(r"^[A-Za-z0-9_]+\.py:\d+:\d+: error: ")
CRASH = ("AddressSanitizer", "LeakSanitizer", "UndefinedBehaviorSanitizer", "runtime error:")


# Linux carries a process's peak RSS across exec, so a child forked from this runner (which
# has PyTorch loaded: 350-420 MB) reports at least the runner's size.  cmd is started from a
# small interpreter without PyTorch instead, which writes its child's own peak (KB) to a file.
SPAWN = """import os, signal, sys
pid = os.fork()
if pid == 0:
    os.execv(sys.argv[2], sys.argv[2:])
_, status, ru = os.wait4(pid, 0)
with open(sys.argv[1], "w") as f:
    f.write(str(ru.ru_maxrss))
code = os.waitstatus_to_exitcode(status)
if code < 0:
    signal.signal(-code, signal.SIG_DFL)
    os.kill(os.getpid(), -code)
sys.exit(code)
"""


def measure(cmd, cwd, env, timeout):
    """Run cmd; (exit code or -signal, stdout, stderr, seconds, peak MB, timed out)"""
    out, err = os.path.join(cwd, "stdout.txt"), os.path.join(cwd, "stderr.txt")
    peakf = os.path.join(cwd, "peak.txt")
    with open(out, "wb") as fo, open(err, "wb") as fe:
        t0 = time.monotonic()
        p = subprocess.Popen(["/usr/bin/python3", "-S", "-c", SPAWN, peakf] + cmd, cwd=cwd,
                             env=env, stdout=fo, stderr=fe, start_new_session=True)
        killed = []
        timer = threading.Timer(timeout, lambda: (killed.append(1),
                                                  os.killpg(p.pid, signal.SIGKILL)))
        timer.start()
        p.wait()
        timer.cancel()
        secs = time.monotonic() - t0
    with open(out, errors="replace") as f:
        so = f.read()
    with open(err, errors="replace") as f:
        se = f.read()
    peak = 0.0
    if os.path.exists(peakf):
        with open(peakf) as f:
            peak = int(f.read() or 0) / 1024.0
        os.unlink(peakf)
    return p.returncode, so, se, secs, peak, bool(killed)


def run_case(scriptc, d, case, env):
    """Returns (failure reason or None, one line of measurements)"""
    name, gen, want, secs, mb, extra, msg = case
    src = os.path.join(d, name + ".py")
    with open(src, "w") as f:
        f.write(gen())
    outdir = os.path.join(d, "tmp")
    os.makedirs(outdir, exist_ok=True)
    model = os.path.join(outdir, "out.onnx")
    env = dict(env, **(extra or {}))
    cmd = [scriptc, name + ".py", "-o", model] + INPUTS
    rc, so, se, took, peak, killed = measure(cmd, d, env, max(secs * 3, 60))
    line = "%-20s %6.2f s (bound %d s) %7.1f MB (bound %d MB) exit %s" % (
        name, took, secs, peak, mb, rc)
    with open(os.path.join(d, "log.txt"), "w") as f:
        f.write("$ cd %s && %s\n%s\n--- stdout\n%s--- stderr\n%s"
                % (d, " ".join(cmd), line, so[:10000], se[:10000]))
    first = se.splitlines()[0] if se.strip() else "(no stderr)"
    if killed:
        return "timed out (killed after %d s)" % max(secs * 3, 60), line
    if rc < 0:
        return "scriptc killed by signal %d" % -rc, line
    for m in CRASH:
        if m in se:
            return "sanitizer report: " + next(l for l in se.splitlines() if m in l)[:200], line
    left = sorted(os.listdir(outdir))
    if want == "ok":
        if rc != 0 or left != ["out.onnx"]:
            return "expected a compile, got exit %d: %s" % (rc, first[:200]), line
    elif want == "oom":
        if rc != 1 or not se.startswith("scriptc: error: out of memory") or left:
            return "expected 'scriptc: error: out of memory', exit 1 and no file: exit %d, " \
                   "%s, left %s" % (rc, first[:200], left), line
    else:
        if rc != 1 or not LOCATED.match(se) or (msg and msg not in first):
            return "expected a located error%s, got exit %d: %s" % (
                " about '%s'" % msg if msg else "", rc, first[:200]), line
        if left:
            return "files left in the output directory: " + ", ".join(left), line
    if took > secs:
        return "took %.1f s, bound %d s" % (took, secs), line
    if want == "ok":
        why = check_model(d, name, src, model)
        if why:
            return why, line
    if peak > mb:
        return "peak memory %.0f MB, bound %d MB" % (peak, mb), line
    return None, line


def check_model(d, name, src, model):
    """None if the ONNX checker takes the model and, for the cases of RUN, ONNX Runtime
    computes what PyTorch computes; else why not"""
    import json
    import importlib.util
    import numpy as np
    import onnx
    import torch
    try:
        onnx.checker.check_model(onnx.load(model))
    except Exception as e:  # the checker's and the parser's errors alike
        return "the ONNX checker refused the model: %s" % str(e).splitlines()[0][:200]
    if name not in RUN:
        return None
    spec = importlib.util.spec_from_file_location("limits_" + name, src)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    fn = mod.f  # eager: torch.jit.script's executor crashed (SIGSEGV) running 6,000 statements
    x = np.array([0.5, -2.0], dtype=np.float32)
    x.tofile(os.path.join(d, "x.bin"))
    sets = []
    for k, n in enumerate(RUN[name]):
        np.array(n, dtype=np.int64).tofile(os.path.join(d, "n%d.bin" % k))
        sets.append({"prefix": "set%d" % k, "inputs": [
            {"name": "x", "dtype": "float32", "shape": [2], "file": "x.bin"},
            {"name": "n", "dtype": "int64", "shape": [], "file": "n%d.bin" % k}]})
    jobs = os.path.join(d, "jobs.json")
    with open(jobs, "w") as f:
        json.dump([{"id": name, "model": model, "dir": d, "sets": sets}], f)
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    p = subprocess.run(["node", os.path.join(root, "tests", "ort_run.js"), jobs], cwd=root,
                       capture_output=True, text=True, timeout=300)
    done = [json.loads(l) for l in p.stdout.splitlines() if '"done"' in l]
    if p.returncode != 0 or not done or done[0].get("error"):
        return "ONNX Runtime: %s" % (done[0].get("error") if done else p.stderr.strip()[-200:])
    for k, (n, got) in enumerate(zip(RUN[name], done[0]["sets"])):
        if got.get("error"):
            return "ONNX Runtime, n = %d: %s" % (n, got["error"])
        out = np.fromfile(os.path.join(d, got["outputs"][0]["file"]), dtype=np.float32)
        want = fn(torch.from_numpy(x.copy()), n).numpy().reshape(-1)
        if out.shape != want.shape or not np.allclose(out, want, rtol=1e-5, atol=1e-6):
            return "n = %d: ONNX Runtime gave %s, PyTorch %s" % (n, out[:4], want[:4])
    return None
