"""The cli suite's `--report FILE.md` cases (tests/lib/cli_cases.py runs them): the report's
tables are read back and checked against what they describe, the written model as ONNX's
own loader reads it (inputs, outputs, types, nodes per operator in the graph and in its
If/Loop bodies, initializer bytes), the passes `--print-passes` says run at the level, and
the diagnostics scriptc printed."""

import json
import os
import re
import struct
import subprocess

from cli_cases import ROOT, expect

MODEL = """import torch
from torch import nn, Tensor


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(3, 2)

    def forward(self, x: Tensor, n: int):
        h = self.lin(x)
        for i in range(n):
            if h.sum() > 0:
                h = h * 0.5
            else:
                h = h + 1.0
        return h, n + 1
"""


def tables(text):
    """{section title: [row cells]} of a markdown report"""
    out, cur = {}, None
    for ln in text.split("\n"):
        if ln.startswith("## "):
            cur = out.setdefault(ln[3:], [])
        elif cur is not None and ln.startswith("| ") and not ln.startswith("| ---"):
            cur.append([c.strip() for c in re.split(r"(?<!\\)\|", ln)[1:-1]])
    return {k: v[1:] for k, v in out.items()}  # without the header rows


def type_text(tp):
    """ONNX's printer's form of a type (printer.cc), to check the report's against"""
    from onnx import TensorProto
    if tp.HasField("tensor_type"):
        tt = tp.tensor_type
        name = {TensorProto.FLOAT: "float", TensorProto.INT64: "int64",
                TensorProto.DOUBLE: "double", TensorProto.BOOL: "bool"}[tt.elem_type]
        if not tt.HasField("shape"):
            return name + "[]"
        dims = [str(d.dim_value) if d.HasField("dim_value") else
                d.dim_param if d.HasField("dim_param") else "?" for d in tt.shape.dim]
        return name + ("[%s]" % ",".join(dims) if dims else "")
    if tp.HasField("sequence_type"):
        return "seq(%s)" % type_text(tp.sequence_type.elem_type)
    raise AssertionError(tp)


def _count(g, nested, counts):
    for n in g.node:
        c = counts.setdefault(n.op_type, [0, 0])
        c[nested] += 1
        for a in n.attribute:
            for sub in ([a.g] if a.HasField("g") else []) + list(a.graphs):
                _count(sub, 1, counts)
    return counts


def case_report_model(t):
    """a module with weights, a loop and a branch: every table of the report says what the
    written model (onnx.load) holds and what ran"""
    import onnx
    import numpy as np
    from onnx import numpy_helper
    t.write("m.py", MODEL)
    h = {"lin.weight": {"dtype": "F32", "shape": [2, 3], "data_offsets": [0, 24]},
         "lin.bias": {"dtype": "F32", "shape": [2], "data_offsets": [24, 32]}}
    hb = json.dumps(h).encode()
    with open(t.path("w.safetensors"), "wb") as f:
        f.write(struct.pack("<Q", len(hb)) + hb + struct.pack("<8f", *range(8)))
    args = ["m.py", "--weights", "w.safetensors", "--input", "x:float32[b,3]", "-O1",
            "-o", "m.onnx", "--report", "r.md"]
    rc, _, err = t.run(args)
    expect(rc == 0, err)
    with open(t.path("r.md")) as f:
        text = f.read()
    tb = tables(text)
    m = onnx.load(t.path("m.onnx"))
    expect("- Result: `m.onnx` written" in text and "opset 17" in text, text[:400])
    expect("- Command: `%s %s`" % (t.scriptc, " ".join(args)) in text, "the command")
    for title, vis in (("Inputs", m.graph.input), ("Outputs", m.graph.output)):
        want = [["`%s`" % v.name, "`%s`" % type_text(v.type)] for v in vis]
        expect(tb[title] == want, "%s: %r, the model has %r" % (title, tb[title], want))
    counts = _count(m.graph, 0, {})
    got = {r[0]: [int(r[1]), int(r[2])] for r in tb["Nodes"] if r[0] != "**all**"}
    expect(got == counts, "Nodes: %r, the model has %r" % (got, counts))
    expect("If" in counts and "Loop" in counts and counts["Add"][1] >= 1, "a body's nodes")
    nbytes = sum(numpy_helper.to_array(i).nbytes for i in m.graph.initializer)
    expect("%d initializers, %d bytes." % (len(m.graph.initializer), nbytes) in text,
           "initializers: the model has %d, %d bytes" % (len(m.graph.initializer), nbytes))
    p = subprocess.run([t.scriptc, "--print-passes"], capture_output=True, text=True)
    ran = [ln.split()[0] for ln in p.stdout.splitlines() if int(ln.split()[2][2:]) <= 1]
    phases = [r[0] for r in tb["Phases and passes"]]
    expect(phases == ["parse", "build"] + ran + ["emit", "**all**"],
           "phases %r, expected parse, build, %r, emit" % (phases, ran))
    expect(all(float(r[1]) >= 0 for r in tb["Phases and passes"]), "times")
    expect(tb["Unsupported operators"] == [] and "None." in text, "no unsupported operators")


MULTI = """import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    a = torch.frobnicate(x)
    b = x.zorch(2)
    assert x.dim() == 2
    return a + b + torch.nosuch2(x)
"""


def case_report_unsupported(t):
    """a script with three unsupported operators: exit status 1, no model, and the report
    lists every one at the line and column stderr gives it, the warning among the other
    diagnostics"""
    t.write("u.py", MULTI)
    rc, _, err = t.run(["u.py", "-o", "u.onnx", "--report", "r.md"])
    expect(rc == 1 and not os.path.exists(t.path("u.onnx")), "status %d" % rc)
    shown = re.findall(r"^(u\.py:\d+:\d+): error: unsupported operator '([^']+)'", err, re.M)
    expect(len(shown) == 3, "stderr: %s" % err)
    with open(t.path("r.md")) as f:
        text = f.read()
    tb = tables(text)
    expect(tb["Unsupported operators"] == [[w, "`%s`" % o] for w, o in shown],
           "report %r, stderr %r" % (tb["Unsupported operators"], shown))
    expect("- Result: failed, 3 errors shown; no model written" in text, text[:300])
    expect([r[:2] for r in tb["Diagnostics"]] == [["u.py:8:5", "warning"]],
           "diagnostics %r" % tb["Diagnostics"])


def case_report_unwritable(t):
    """a report that cannot be written: an error naming it, exit status 1, and no model"""
    src = os.path.join(ROOT, "examples", "loop_add.py")
    rc, _, err = t.run([src, "-o", "m.onnx", "--input", "x:float32[b,3]", "--input",
                        "y:int64[]", "--report", "nodir/r.md"])
    expect(rc == 1 and err == "scriptc: error: cannot write the report 'nodir/r.md': No such "
           "file or directory\n", "status %d, stderr %r" % (rc, err))
    expect(not os.path.exists(t.path("m.onnx")), "a model left behind")
