#!/usr/bin/python3
"""pm_cases.py [--check]: the committed e2e module cases tests/e2e/pm_*.py, one per row of
tests/unit/prelude_torch.py's table (every built-in module and every option the unit check
compares with torch.nn), written byte for byte the same on every run.

    /usr/bin/python3 tests/lib/pm_cases.py          # rewrite tests/e2e/pm_*.py
    /usr/bin/python3 tests/lib/pm_cases.py --check  # exit 1 if they differ from the files

Each case is a module `M` whose forward calls `nn.X(ARGS)` (the row's constructor arguments)
on the row's first input.  Where the module takes any size in the first dim of its inputs
(eager torch.nn run at that size and the next is the test), that dim is the symbolic `batch`
and the sets run it at two sizes (N, N + 1, N); otherwise the shapes are fixed.  A row is left
out, with its reason in DROPPED's comments, when:
  - torch.jit.script refuses torch.nn's own module (it stores an int where F annotates float:
    nn.Threshold(1, 20), nn.CELU(2)); checked in a forked child, as a failed compile poisons
    the class for the rest of the process;
  - scriptc refuses it on purpose (max_norm renormalizes the weight in place) or does not
    have it yet (UNSUPPORTED below: located errors, noted in docs/testing.md).
tests/lib/prelude_cases.py writes every input of every row to a scratch folder instead.
"""
import importlib.util
import os
import re
import sys

import torch
from torch import nn as tnn

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "..")
E2E = os.path.join(ROOT, "tests", "e2e")
DTYPES = {torch.float32: "float32", torch.float64: "float64", torch.int64: "int64"}

# modules scriptc has no lowering for yet: each is a located error at the script's call
# ("unsupported operator 'torch.nn.functional.NAME' (inside nn.MODULE)"); none today
UNSUPPORTED = set()


def refused_reason(case, args):
    """why scriptc refuses the row on purpose, or None"""
    if case.kw.get("max_norm") is not None:
        return "max_norm (renormalizes the weight in place: refused with a located error)"
    return None


def scripts(case):
    """does torch.jit.script take torch.nn's module with the row's arguments (in a child)"""
    pid = os.fork()
    if pid == 0:
        code = 1
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, 2)
            torch.jit.script(getattr(tnn, case.cls)(*case.args, **case.kw))
            code = 0
        finally:
            os._exit(code)
    return os.waitpid(pid, 0)[1] == 0


SHAPED = re.compile(r"^(torch\.(?:randn|rand|randint)\((?:[^(]*?, )?)\((\d+),( [^)]*)?\)(.*)$")


def with_batch(expr, n):
    """expr with its first dim n, or None if it makes no shaped tensor"""
    m = SHAPED.match(expr)
    if not m:
        return None
    rest = m.group(3) or ""
    shape = "(%d,%s)" % (n, rest) if rest else "(%d,)" % n
    return m.group(1) + shape + m.group(4)


def batchable(case, makers, xs):
    """the first dims of the inputs are one size N > 0 that torch.nn's module also takes as N + 1"""
    n = {x.shape[0] if x.dim() else -1 for x in xs}
    if len(n) != 1 or min(n) <= 0:
        return False
    n = n.pop()
    exprs = [with_batch(m.expr, n + 1) for m in makers]
    if None in exprs:
        return False
    try:
        torch.manual_seed(0)
        mod = getattr(tnn, case.cls)(*case.args, **case.kw).eval()
        with torch.no_grad():
            a = mod(*xs, **case.fkw)
            b = mod(*[eval(e, {"torch": torch}) for e in exprs], **case.fkw)
    except Exception:  # the module fixes that dim (channels, a normalized shape)
        return False
    if not isinstance(a, torch.Tensor) or not isinstance(b, torch.Tensor):
        return False
    return a.dim() == b.dim()


def literal(a):
    """an argument as the script writes it: a function of F (a Transformer layer's
    activation) by its name, a module without arguments (nn.Tanh()) by its class"""
    if callable(a) and a is getattr(torch.nn.functional, getattr(a, "__name__", ""), None):
        return "torch.nn.functional." + a.__name__
    if isinstance(a, tnn.Module):
        return "nn.%s()" % type(a).__name__
    return repr(a)


def write(case, makers, xs):
    """the text of the case"""
    args = [literal(a) for a in case.args] + ["%s=%s" % (k, literal(v))
                                              for k, v in case.kw.items()]
    exprs = [m.expr for m in makers]
    batch = batchable(case, makers, xs)
    specs = []
    for i, x in enumerate(xs):
        dims = [str(d) for d in x.shape]
        if batch:
            dims[0] = "batch"
        specs.append("# x%d:%s[%s]" % (i, DTYPES[x.dtype], ",".join(dims)))
    sets = []
    for k in range(3):
        es = exprs
        if batch and k == 1:
            es = [with_batch(e, xs[0].shape[0] + 1) for e in exprs]
        sets.append("# " + "; ".join("x%d = %s" % (i, e) for i, e in enumerate(es)))
    call = ["x%d" % i for i in range(len(xs))] + ["%s=%r" % kv for kv in case.fkw.items()]
    lines = ["# %s%s" % (case.name(), ", batch symbolic (two sizes)" if batch else ""),
             "# Written by tests/lib/pm_cases.py from tests/unit/prelude_torch.py's table.",
             "# >>> inputs"] + specs
    lines += ["# <<<", "# >>> sets"] + sets + ["# <<<",
              "import torch", "from torch import nn, Tensor", "", "",
              "class M(nn.Module):", "    def __init__(self):",
              "        super().__init__()",
              "        self.m = nn.%s(%s)" % (case.cls, ", ".join(args)), "",
              "    def forward(self, %s):" % ", ".join("x%d: Tensor" % i for i in range(len(xs))),
              "        return self.m(%s)" % ", ".join(call), ""]
    return "\n".join(lines)


def cases(table):
    """{file name: text}, and the rows left out with why"""
    out, dropped, count = {}, [], {}
    for case in table.CASES:
        values = list(case.args) + list(case.kw.values())
        if case.build is not None or any(isinstance(v, torch.Tensor) for v in values):
            continue  # a tensor argument or a from_pretrained: not a literal constructor
        usable = None
        for makers in case.inputs:
            if "None" in [getattr(m, "expr", "None") for m in makers]:
                continue
            g = torch.Generator().manual_seed(0)
            xs = [m(g) for m in makers]
            if all(x.dtype in DTYPES for x in xs):
                usable = (makers, xs)
                break
        if usable is None:
            continue
        why = ("not in scriptc yet" if case.cls in UNSUPPORTED else
               refused_reason(case, values))
        if why is None and not scripts(case):
            why = "torch.jit.script refuses torch.nn's module"
        if why:
            dropped.append((case.name(), why))
            continue
        n = count.get(case.cls, 0)
        count[case.cls] = n + 1
        out["pm_%s_%d.py" % (case.cls.lower(), n)] = write(case, *usable)
    return out, dropped


def main():
    check = sys.argv[1:] == ["--check"]
    if sys.argv[1:] and not check:
        sys.exit("usage: pm_cases.py [--check]")
    spec = importlib.util.spec_from_file_location(
        "prelude_torch", os.path.join(ROOT, "tests", "unit", "prelude_torch.py"))
    table = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(table)
    files, dropped = cases(table)
    old = {f for f in os.listdir(E2E) if f.startswith("pm_") and f.endswith(".py")}
    differ = sorted(old ^ set(files))
    for name, text in sorted(files.items()):
        path = os.path.join(E2E, name)
        cur = open(path).read() if os.path.exists(path) else None
        if cur != text:
            differ.append(name)
            if not check:
                with open(path, "w") as f:
                    f.write(text)
    if not check:
        for name in old - set(files):
            os.remove(os.path.join(E2E, name))
    for name, why in dropped:
        print("dropped %s: %s" % (name, why))
    print("%d cases (%d rows dropped)%s" % (len(files), len(dropped),
          ", %d differ" % len(set(differ)) if check else ""))
    sys.exit(1 if check and differ else 0)


if __name__ == "__main__":
    main()
