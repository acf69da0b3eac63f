"""Every row of ir/ops.def checked against PyTorch itself (meson test `ops-rows`).

    /usr/bin/python3 tests/unit/ops_rows.py SCRIPTC

The rows come from `SCRIPTC --list-ops` (the registry as compiled), one line each with its
schema, spellings and 1:1 ONNX operator.  For each row:

  spellings  For each way of calling it (torch.NAME, F.NAME, x.NAME, math.NAME, and
             torch.linalg.X for aten::linalg_X), one call is
             written from the row's own schema (an argument of each required type) and given
             to torch.jit.script.  The row has the spelling iff TorchScript accepts the call.
             scriptc is then run on the same call: where the row has the spelling it must
             compile it (lowering included: "no ONNX form" or an internal error fails), where
             it has not it must refuse it as an unsupported operator or overload, unless
             another row of the name has the spelling and writes the same call (F.NAME's
             own signature, a row beside aten's, takes what torch.NAME's does).  An
             ALIAS row's name is checked the same way on each row of its operator.
  in-place   A row with a method spelling has F_INPLACE (listed as x.NAME_) iff
             aten::NAME_ exists in torch._C._jit_get_schemas_for_operator with the same
             arguments (types and names; the alias marks differ by design).

Prints one line per disagreement and exits 1 if there is any."""
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile
import warnings

warnings.filterwarnings("ignore")
import torch  # noqa: E402

SPELLINGS = (("torch", "torch."), ("F", "F."), ("method", "x."), ("math", "math."),
             ("linalg", "torch.linalg."))
EXAMPLE = {"Tensor": "x", "int": "1", "float": "1.0", "bool": "False", "Scalar": "1",
           "str": "'none'", "ScalarType": "torch.float32", "Device": "'cpu'"}
# what scriptc says when a spelling or overload does not exist
REFUSED = re.compile(r"unsupported operator|no overload of|unsupported function")
BROKEN = re.compile(r"no ONNX form|internal error|AddressSanitizer|runtime error:")


def rows(scriptc):
    """(name, schema, spellings) of every row, then of every ALIAS row: its row's schema
    under the other name, with the row's spellings but its Python operator"""
    out = subprocess.run([scriptc, "--list-ops"], capture_output=True, text=True,
                         check=True).stdout
    found, aliases = [], []
    for line in out.splitlines():
        m = re.match(r"\| `(\w+)::(\w+)` \| `([^`]*)` \| (.*?) \| [^|]* \| [^|]* \|$", line)
        if m:
            found.append((m.group(2), m.group(3), re.findall(r"`([^`]*)`", m.group(4))))
        m = re.match(r"\| `(\w+)` \| `aten::(\w+)` \| `(.*)` \|$", line)
        if m:
            aliases.append((m.group(1), m.group(2), m.group(3)))
    yield from found
    for alt, name, aschema in aliases:
        for nm, schema, spelled in found:
            if schema != aschema:
                continue
            renamed = [re.sub(r"^(torch|x|F|math)\." + name + r"(_?)$", r"\1." + alt + r"\2", s)
                       for s in spelled if re.match(r"^(torch|x|F|math)\.", s)]
            yield alt, alt + schema[len(schema.split("(")[0].split(".")[0]):], renamed


def parse(schema):
    head = schema.split(") -> ")[0]
    name, args = head.split("(", 1)
    out, kw = [], False
    for a in [s.strip() for s in re.split(r",(?![^\[]*\])", args) if s.strip()]:
        if a == "*":
            kw = True
            continue
        a = re.sub(r"\([^)]*\)", "", a)  # alias marks: Tensor(a -> *) self
        m = re.match(r"(\S+) (\w+)(=.*)?$", a)
        out.append((m.group(1), m.group(2), m.group(3) is not None, kw))
    return name.split(".")[0], out


def example(t):
    base = re.match(r"[A-Za-z]+", t).group(0)
    base = "int" if base == "SymInt" else base
    if "[" in t:
        return {"Tensor": "[x, x]", "int": "[0]"}.get(base)
    if base in ("Layout", "MemoryFormat", "Generator"):
        return "None"
    return EXAMPLE.get(base)


def spelt(prefix, name):
    """how the spelling writes aten::name: torch.linalg.det for linalg_det; None if it
    cannot"""
    if prefix == "torch.linalg.":
        return prefix + name[7:] if name.startswith("linalg_") else None
    return prefix + name


def call(prefix, name, args, method):
    """the call of a row with the spelling, or None if it cannot be written"""
    if spelt(prefix, name) is None:
        return None
    if method and not any(t.startswith("Tensor") and n == "self" for t, n, _, _ in args):
        return None
    pos, kws = [], []
    for t, n, hasdef, kw in args:
        if (method and n == "self") or hasdef:
            continue
        e = example(t)
        if e is None:
            return None
        (kws if kw else pos).append(f"{n}={e}" if kw else e)
    return f"{spelt(prefix, name)}({', '.join(pos + kws)})"


SOURCE = """import math
import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor):
    return {}
"""


def torch_accepts(path, expr):
    with open(path, "w") as f:
        f.write(SOURCE.format(expr))
    scope = {"__name__": "ops_rows_case", "__file__": path}
    exec(compile(open(path).read(), path, "exec"), scope)
    import linecache
    linecache.checkcache(path)
    try:
        torch.jit.script(scope["f"])
        return True
    except Exception:
        return False


def scriptc_run(scriptc, d, i, expr):
    path = os.path.join(d, f"c{i}.py")
    with open(path, "w") as f:
        f.write(SOURCE.format(expr))
    p = subprocess.run([scriptc, path, "-o", os.path.join(d, f"c{i}.onnx"),
                        "--input", "x:float32[2,2]"], capture_output=True, text=True)
    return p.returncode, p.stderr


def arglist(schema):
    s = torch._C.parse_schema("aten::" + schema)
    return [(str(a.type), a.name) for a in s.arguments]


def inplace_exists(name, schema):
    want = arglist(schema)
    for s in torch._C._jit_get_schemas_for_operator("aten::" + name + "_"):
        if [(str(a.type), a.name) for a in s.arguments] == want:
            return True
    return False


def main():
    scriptc = sys.argv[1]
    bad = []
    jobs = []
    allrows = list(rows(scriptc))
    # calls that a row with the spelling writes: a row of the same name without it (F.NAME's
    # own signature beside aten's torch.NAME) may write the same call, which is that row's
    spelledcalls = set()
    for name, schema, spelled in allrows:
        nm, args = parse(schema)
        for label, prefix in SPELLINGS:
            expr = call(prefix, nm, args, prefix == "x.")
            if expr is not None and spelt(prefix, nm) in spelled:
                spelledcalls.add(expr)
    fspelled = {f"F.{parse(schema)[0]}" for _, schema, spelled in allrows
                if f"F.{parse(schema)[0]}" in spelled}
    with tempfile.TemporaryDirectory() as d:
        for i, (name, schema, spelled) in enumerate(allrows):
            nm, args = parse(schema)
            for label, prefix in SPELLINGS:
                expr = call(prefix, nm, args, prefix == "x.")
                if expr is None:
                    continue
                ours = spelt(prefix, nm) in spelled
                if not ours and expr in spelledcalls:
                    continue
                if not ours and prefix == "F." and f"F.{nm}" in fspelled:
                    continue  # F.NAME is one Python function (F.unfold: im2col), not aten's
                theirs = torch_accepts(os.path.join(d, f"t{i}_{label}.py"), expr)
                if ours != theirs:
                    bad.append(f"{schema}: {expr}: torch.jit.script "
                               f"{'accepts' if theirs else 'refuses'} it, the row says "
                               f"{'it has' if ours else 'no'} {spelt(prefix, nm)}")
                jobs.append((schema, expr, ours))
            if f"x.{nm}" in spelled and (f"x.{nm}_" in spelled) != inplace_exists(nm, schema):
                bad.append(f"{schema}: F_INPLACE is {'set' if f'x.{nm}_' in spelled else 'unset'}"
                           f" but aten::{nm}_ with these arguments "
                           f"{'does not exist' if f'x.{nm}_' in spelled else 'exists'}")
        with concurrent.futures.ThreadPoolExecutor(4) as ex:
            runs = list(ex.map(lambda j: scriptc_run(scriptc, d, j[0], j[1][1]),
                               enumerate(jobs)))
        for (schema, expr, ours), (rc, err) in zip(jobs, runs):
            if BROKEN.search(err) or rc < 0:
                bad.append(f"{schema}: scriptc on {expr}: {err.strip()[:300]}")
            elif ours and rc != 0 and REFUSED.search(err):
                bad.append(f"{schema}: scriptc refuses {expr}: {err.strip()[:200]}")
            elif not ours and (rc == 0 or not REFUSED.search(err)):
                bad.append(f"{schema}: scriptc does not refuse {expr} as unsupported: "
                           f"rc={rc} {err.strip()[:200]}")
    for b in bad:
        print(b)
    print(f"{len(jobs)} calls checked, {len(bad)} disagreements")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
