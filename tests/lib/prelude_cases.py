#!/usr/bin/python3
"""prelude_cases.py [DIR]: e2e module cases written from tests/unit/prelude_torch.py's table.

One case per row of the table and input of the row (constructor arguments that are literals;
inputs that are tensors), each a module `M` whose forward calls `nn.X(ARGS)` on its inputs,
written into tests/DIR/ (emptied first; default e2e_prelude_probe, which git ignores) as
`p_CLASS_K.py`. Run them as the e2e suite:

    /usr/bin/python3 tests/lib/prelude_cases.py
    /usr/bin/python3 tests/run.py --build build-rel --e2e-dir e2e_prelude_probe -k e2e/ \
        --fuzz-time 0 --opsets 17

so every option of every built-in module that the unit check compares with torch.nn is also
compiled by scriptc and run in ONNX Runtime against PyTorch. A case whose truth PyTorch cannot
script (torch.nn's own modules refuse int arguments where F annotates float: nn.CELU(2)) is
reported by the runner as a wrong case. The folder is scratch: the cases are not kept.
"""
import importlib.util
import os
import shutil
import sys

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "..")
DTYPES = {torch.float32: "float32", torch.float64: "float64", torch.int64: "int64"}


def main():
    if len(sys.argv) > 2 or (len(sys.argv) == 2 and "/" in sys.argv[1]):
        sys.exit("usage: prelude_cases.py [DIR] (a folder name under tests/)")
    folder = sys.argv[1] if len(sys.argv) == 2 else "e2e_prelude_probe"
    spec = importlib.util.spec_from_file_location(
        "prelude_torch", os.path.join(ROOT, "tests", "unit", "prelude_torch.py"))
    table = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(table)
    out = os.path.join(ROOT, "tests", folder)
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    count = {}
    for case in table.CASES:
        values = list(case.args) + list(case.kw.values())
        if case.build is not None or any(isinstance(v, torch.Tensor) for v in values):
            continue
        args = [repr(a) for a in case.args] + ["%s=%r" % kv for kv in case.kw.items()]
        for k, makers in enumerate(case.inputs):
            exprs = [getattr(m, "expr", "None") for m in makers]
            if "None" in exprs:
                continue
            g = torch.Generator().manual_seed(0)
            xs = [m(g) for m in makers]
            if any(x.dtype not in DTYPES for x in xs):
                continue
            specs = ["# x%d:%s[%s]" % (i, DTYPES[x.dtype], ",".join(str(d) for d in x.shape))
                     for i, x in enumerate(xs)]
            sets = "# " + "; ".join("x%d = %s" % (i, e) for i, e in enumerate(exprs))
            call = ["x%d" % i for i in range(len(xs))]
            call += ["%s=%r" % kv for kv in case.fkw.items()]
            n = count.get(case.cls, 0)
            count[case.cls] = n + 1
            lines = ["# %s, input %d" % (case.name(), k), "# >>> inputs"] + specs
            lines += ["# <<<", "# >>> sets", sets, sets, sets, "# <<<",
                      "import torch", "from torch import nn, Tensor", "", "",
                      "class M(nn.Module):", "    def __init__(self):",
                      "        super().__init__()",
                      "        self.m = nn.%s(%s)" % (case.cls, ", ".join(args)), "",
                      "    def forward(self, %s):"
                      % ", ".join("x%d: Tensor" % i for i in range(len(xs))),
                      "        return self.m(%s)" % ", ".join(call), ""]
            path = os.path.join(out, "p_%s_%d.py" % (case.cls.lower(), n))
            with open(path, "w") as f:
                f.write("\n".join(lines))
    print("%d cases in %s" % (sum(count.values()), os.path.relpath(out, ROOT)))


if __name__ == "__main__":
    main()
