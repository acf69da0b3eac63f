#!/usr/bin/python3
"""Generate a deterministic TorchScript function of about N lines for bench/compile_time.

    gen_script.py N [-o OUT.py] [--mode fixed|locals|lists|appends|dictkeys|dictsets|
                                   views|helperwrites|directwrites]

The function is

    def f(x: Tensor, y: Tensor) -> Tensor:

with straight-line tensor math over four variables (add/sub/mul/tanh/sigmoid/relu/matmul on
[8,8] tensors), an `if x.sum() > 0:` with two statements in each branch after every 10
straight-line statements, and a `for i in range(3):` with two statements in its body after
every 10 straight-line statements (offset by 5 from the ifs). Inputs: x:float32[8,8],
y:float32[8,8]. Output: one float32[8,8] tensor. No randomness: the same N gives the same text.

--mode locals writes the shape of FX-generated model code instead: one new local per
statement (t0, t1, ... t<N>), each reading a recent local and an older one, and after every
10 statements an `if` or a `for` that rebinds older locals (generate_locals).
"""
import argparse
import sys

VARS = ["a", "b", "c", "d"]

# Straight-line statement templates: {t} target, {p} {q} operands. All keep the [8,8] shape,
# and tanh/sigmoid keep values bounded so the graph also runs sensibly.
STRAIGHT = [
    "{t} = {p} + {q}",
    "{t} = torch.tanh({p} * {q})",
    "{t} = {p} - {q} * 0.5",
    "{t} = torch.sigmoid({p})",
    "{t} = torch.relu({p} - {q})",
    "{t} = torch.tanh(torch.matmul({p}, {q}))",
    "{t} = {p} * 0.9 + {q} * 0.1",
    "{t} = torch.tanh({p} + x)",
    "{t} = torch.sigmoid({p} * y)",
    "{t} = torch.relu({p}) + {q}",
]

IF_THEN = ["{t} = torch.tanh({p} + {q})", "{u} = {u} * 0.5 + {t}"]
IF_ELSE = ["{t} = torch.sigmoid({p} - {q})", "{u} = torch.relu({u}) - {t}"]
LOOP_BODY = ["{t} = torch.tanh({t} + {p} * 0.25)", "{u} = torch.sigmoid(torch.matmul({u}, {t}))"]


def generate(n_lines):
    out = [
        "import torch",
        "from torch import Tensor",
        "",
        "",
        "def f(x: Tensor, y: Tensor) -> Tensor:",
        "    a = x + y",
        "    b = x * y",
        "    c = torch.tanh(x)",
        "    d = torch.sigmoid(y)",
    ]
    k = 0  # straight-line statement counter
    target = max(n_lines, len(out) + 2) - 1  # leave room for the return
    while len(out) < target:
        t = VARS[k % 4]
        p = VARS[(k + 1) % 4]
        q = VARS[(k + 2) % 4]
        u = VARS[(k + 3) % 4]
        out.append("    " + STRAIGHT[(k * 7) % len(STRAIGHT)].format(t=t, p=p, q=q))
        k += 1
        if k % 10 == 0 and len(out) + 6 <= target:
            out.append("    if x.sum() > 0:" if (k // 10) % 2 else "    if (x - {}).sum() > 0:".format(p))
            out += ["        " + s.format(t=t, p=p, q=q, u=u) for s in IF_THEN]
            out.append("    else:")
            out += ["        " + s.format(t=t, p=p, q=q, u=u) for s in IF_ELSE]
        elif k % 10 == 5 and len(out) + 3 <= target:
            out.append("    for i in range(3):")
            out += ["        " + s.format(t=t, p=p, q=q, u=u) for s in LOOP_BODY]
    out.append("    return a + b + c + d")
    return "\n".join(out) + "\n"


# The "locals" generator: one new local per statement, as FX writes model code. Each reads a
# recent local and an older one; {n} is the new name, {r} {s} {o} earlier ones.
LOCAL = [
    "{n} = torch.relu({r}) + {o} * 0.5",
    "{n} = torch.tanh({r} * {s})",
    "{n} = {r} - {o} * 0.25",
    "{n} = torch.sigmoid({r} + {o})",
    "{n} = torch.tanh(torch.matmul({r}, {o}))",
    "{n} = {r} * 0.9 + {s} * 0.1",
]
LOCAL_IF = [
    "if {r}.sum() > 0:",
    "    {a} = {a} * 0.5 + {r}",
    "    {b} = torch.tanh({b} + {o})",
    "    {n} = {a} - {b}",
    "else:",
    "    {a} = torch.sigmoid({a})",
    "    {n} = {b} + {o} * 0.5",
]
LOCAL_FOR = [
    "for i in range(2):",
    "    {a} = torch.tanh({a} + {r} * 0.25)",
    "    {b} = {b} * 0.9 + {a} * 0.1",
    "    {c} = torch.sigmoid({c} - {o})",
]


def generate_locals(n_lines):
    """About n_lines lines of `def f(x, y)` binding a new local t<k> per statement; after every
    10 statements an `if` (rebinding two older locals, binding a new one on both branches)
    or a `for i in range(2):` (rebinding three older locals), alternately."""
    out = [
        "import torch",
        "from torch import Tensor",
        "",
        "",
        "def f(x: Tensor, y: Tensor) -> Tensor:",
        "    t0 = x + y",
        "    t1 = x * y",
        "    t2 = torch.tanh(x)",
        "    t3 = torch.sigmoid(y)",
        "    t4 = x - y",
        "    t5 = torch.relu(x)",
    ]
    k = 6  # the next local's number
    seed = [12345]

    def older():  # an earlier local other than the two latest, by a fixed LCG
        seed[0] = (seed[0] * 1103515245 + 12345) % 2**31
        return "t%d" % (seed[0] % (k - 2))

    target = max(n_lines, len(out) + 2) - 1  # leave room for the return
    while len(out) < target:
        a, b, c = older(), older(), older()
        while b == a:
            b = older()
        while c in (a, b):
            c = older()
        names = dict(n="t%d" % k, r="t%d" % (k - 1), s="t%d" % (k - 2), o=older(), a=a, b=b, c=c)
        stmt = k - 6
        block = LOCAL_IF if (stmt // 10) % 2 else LOCAL_FOR
        if stmt % 10 == 9 and len(out) + len(block) <= target:
            out += ["    " + s.format(**names) for s in block]
            if block is LOCAL_FOR:
                out.append("    " + LOCAL[stmt % len(LOCAL)].format(**names))
        else:
            out.append("    " + LOCAL[stmt % len(LOCAL)].format(**names))
        k += 1
    out.append("    return t%d + t%d + t%d" % (k - 1, k - 2, k // 2))
    return "\n".join(out) + "\n"


def generate_lists(n_lines):
    """About n_lines lines of `def f(x, k)` growing one List[Tensor] of run-time length: every
    10 statements a `for j in range(k):` appending to it, 5 statements later a read of its
    last and first elements, tanh steps between.  Each read asks what the list holds
    (frontend/held.c), so a cost per append made before it shows here (issue 7, lists)."""
    out = ["import torch", "from torch import Tensor", "from typing import List", "", "",
           "def f(x: Tensor, k: int) -> Tensor:", "    xs: List[Tensor] = [x]", "    acc = x"]
    i, target = 0, max(n_lines, len(out) + 2) - 1  # leave room for the return
    while len(out) < target:
        if i % 10 == 0:
            out += ["    for j in range(k):", "        xs.append(acc * %d.0)" % (i % 7 + 1)]
        elif i % 10 == 5:
            out += ["    t%d = xs[-1] + xs[0]" % i, "    acc = acc + t%d" % i]
        else:
            out.append("    acc = torch.tanh(acc * 0.5 + x)")
        i += 1
    out.append("    return torch.stack(xs).sum(0) + acc")
    return "\n".join(out) + "\n"


def generate_appends(n_lines):
    """About n_lines lines of `def f(x)` binding a new local per statement and appending every
    third one to a List[Tensor] of known length (no loop: it stays values), stacked at the
    end.  Each append and each read of the list used to cost as much as it was long."""
    out = ["import torch", "from torch import Tensor", "from typing import List", "", "",
           "def f(x: Tensor) -> Tensor:", "    xs: List[Tensor] = []", "    t0 = x"]
    i, target = 1, max(n_lines, len(out) + 2) - 1
    while len(out) < target:
        out.append("    t%d = torch.relu(t%d) * 0.5 + t%d" % (i, i - 1, max(0, i - 7)))
        if i % 3 == 0:
            out.append("    xs.append(t%d)" % i)
        i += 1
    out.append("    return torch.stack(xs).sum(0) + t%d" % (i - 1))
    return "\n".join(out) + "\n"


def generate_dictkeys(n_lines):
    """About n_lines lines of `def f(x, y)` holding one dict display with a string key per
    line (`"k17": x * 3.0,`), two of its values read at the end.  Adding the keys one by one
    copied the dict per key: memory grew with the square of the keys (issue 18)."""
    out = ["import torch", "from torch import Tensor", "", "", "",
           "def f(x: Tensor, y: Tensor) -> Tensor:", "    d = {"]
    n = max(1, n_lines - len(out) - 2)
    out += ['        "k%d": x * %d.0,' % (i, i % 7 + 1) for i in range(n)]
    out += ["    }", '    return d["k0"] + d["k%d"] * y' % (n - 1)]
    return "\n".join(out) + "\n"


DICTREADS = ['    s = s + d["k{j}"]', '    s = s + d.get("k{j}", 1)', '    s = s + len(d)',
             '    if "k{j}" in d:\n        s = s - 1']


def generate_dictsets(n_lines):
    """About n_lines lines of `def f(x, y)` giving an empty `Dict[str, int]` a new key per
    statement (`d["k17"] = 17`), and after every 9 of them one read of it in turn:
    `d["kJ"]`, `d.get("kJ", 1)`, `len(d)`, `if "kJ" in d:` (J an earlier key).  Each key was
    searched for among all the keys before it, and each read read every value: time grew
    with the square of the keys (issue 18)."""
    out = ["import torch", "from torch import Tensor", "from typing import Dict", "", "",
           "def f(x: Tensor, y: Tensor) -> Tensor:", "    d: Dict[str, int] = {}", "    s = 0"]
    i, target = 0, max(n_lines, len(out) + 3) - 1
    while len(out) < target:
        out.append('    d["k%d"] = %d' % (i, i))
        i += 1
        if i % 9 == 0:
            out += DICTREADS[(i // 9) % 4].format(j=(i // 2 + (i * 31) % 17) % i).split("\n")
    out.append('    return x * s + y * d["k%d"]' % (i - 1))
    return "\n".join(out) + "\n"


VIEWS = ["a{n} = a{p}[0:]", "a{n} = a{p}.detach()", "a{n} = a{p}.view(-1)"]


def generate_views(n_lines):
    """About n_lines lines of `def f(x, y)` making a chain of views, each of the one before
    (`a5 = a4[0:]`, `.detach()`, `.view(-1)` in turn), written through at the end.  Each view
    copied the chain of views it was made through: memory grew with the square of the chain
    (issue 18)."""
    out = ["import torch", "from torch import Tensor", "", "", "",
           "def f(x: Tensor, y: Tensor) -> Tensor:", "    a0 = x * 1.0"]
    n = max(1, n_lines - len(out) - 2)
    out += ["    " + VIEWS[i % 3].format(n=i + 1, p=i) for i in range(n)]
    out += ["    a%d.mul_(2.0)" % n, "    return a0 + y"]
    return "\n".join(out) + "\n"


def generate_writes(n_lines, helper):
    """About n_lines lines of `def f(x, y)`: a list of run-time length holding x (`xs = [x]`,
    then a loop running y.sum() > 0 times), then pairs of an append of a new tensor
    (`xs.append(x * 3.0)`) and a write to x, by a helper (`scale(x, 1.001)`, `def scale(t,
    k): t.mul_(k)`) or directly (`x.mul_(1.001)`).  Each write is followed into the list
    (frontend/held.c: the list is known to hold x at 0), and after a helper's call the
    list holds what the helper's list held (h_callout): each cost as much as the list was
    long (issue 18)."""
    out = ["import torch", "from torch import Tensor", "", ""]
    if helper:
        out += ["def scale(t: Tensor, k: float) -> None:", "    t.mul_(k)", "", ""]
    out += ["def f(x: Tensor, y: Tensor) -> Tensor:", "    xs = [x]",
            "    for i in range(int(y.sum().item() > 0.0)):", "        xs.append(x * float(i))"]
    write = "    scale(x, 1.001)" if helper else "    x.mul_(1.001)"
    i, target = 0, max(n_lines, len(out) + 3) - 1
    while len(out) + 2 <= target:
        out += ["    xs.append(x * %d.0)" % (i % 7 + 1), write]
        i += 1
    out.append("    return torch.stack(xs).sum(0)")
    return "\n".join(out) + "\n"


GENERATORS = {"fixed": generate, "locals": generate_locals, "lists": generate_lists,
              "appends": generate_appends, "dictkeys": generate_dictkeys,
              "dictsets": generate_dictsets,
              "views": generate_views,
              "helperwrites": lambda n: generate_writes(n, True),
              "directwrites": lambda n: generate_writes(n, False)}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("lines", type=int, help="approximate number of lines")
    ap.add_argument("-o", "--output", help="output file (default: standard output)")
    ap.add_argument("--mode", choices=sorted(GENERATORS), default="fixed",
                    help="fixed: four variables reused (default); locals: one new local per "
                    "statement; lists: a list of run-time length appended to in loops and read; "
                    "appends: a list of known length appended to; dictkeys: one dict display, "
                    "a key per line; dictsets: a dict given a key per statement, and read; views: a chain of views of views; helperwrites, "
                    "directwrites: a list holding x, appends and writes to x by a helper or "
                    "directly")
    args = ap.parse_args()
    text = GENERATORS[args.mode](args.lines)
    if args.output:
        with open(args.output, "w") as fh:
            fh.write(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
