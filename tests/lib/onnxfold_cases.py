"""cli cases of onnxfold (passes/onnxfold.c, -O2): what the lowerings write over weights is
folded into initializers.  The counts are derived from the structure of the layers, not
read off scriptc's output: see each case's docstring."""

import os
import subprocess
import sys

from cli_cases import ROOT, expect

W = "w.safetensors"

RNNS = """import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(5, 4, num_layers=2, bidirectional=True)
        self.gru = nn.GRU(5, 3, num_layers=2, bidirectional=True)

    def forward(self, x: Tensor):
        y, (h, c) = self.lstm(x)
        z, g = self.gru(x)
        return y, h, c, z, g
"""


def weights(t, src):
    t.write("s.py", src)
    p = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "to_safetensors.py"),
                        "s.py:Net", W], cwd=t.dir, capture_output=True, text=True)
    expect(p.returncode == 0, "to_safetensors failed: " + p.stderr)


def compiled(t, level):
    """s.py with its weights at LEVEL, x of fixed sizes (no batch-0 padding): the graph"""
    import onnx
    rc, _, err = t.run(["s.py", "--weights", W, "--input", "x:float32[3,2,5]", level,
                        "-o", "m.onnx"])
    expect(rc == 0 and err == "", "%s: exit status %d: %s" % (level, rc, err))
    return onnx.load(t.path("m.onnx")).graph


def case_onnxfold_rnn(t):
    """a 2-layer bidirectional LSTM (hidden 4) and GRU (hidden 3) with weights: lowering
    reorders each layer and direction's gates with Slice and Concat over the weights (LSTM:
    4 blocks of W, R, b_ih and b_hh, 16 Slices, of which onnxpeep makes f and g, neighbours
    in PyTorch's order and in ONNX's, one: 12; GRU: 3 blocks each, 12), and the 3 Slices
    of each of a layer's 4 tensors tile its rows, so they are one Split (onnxsplit.c):
    4 * 4 + 4 * 4 = 32 Splits and no Slice at -O1; the initial states are omitted (the
    default h and c are zeros of x's own batch, ONNX's default state), so no h[k:k+1] is
    sliced.  At -O2 none remain:
    each layer's two directions are one bidirectional node (onnxbidir), and each of the 4
    LSTM/GRU nodes reads its W, R and B as initializers of ONNX's shapes ([2, gates *
    hidden, input], [2, gates * hidden, hidden], [2, 2 * gates * hidden]), the 12
    initializers of the model (the 32 parameters are all folded); and no node reads only
    constants, an initializer among them."""
    weights(t, RNNS)
    g1 = compiled(t, "-O1")
    n1 = sum(n.op_type == "Slice" for n in g1.node)
    s1 = sum(n.op_type == "Split" and len(n.output) == 3 for n in g1.node)
    expect(n1 == 0 and s1 == 4 * 4 + 4 * 4,
           "-O1: %d Slices, %d Splits in 3, expected 0 and 32" % (n1, s1))
    g = compiled(t, "-O2")
    inits = {i.name: list(i.dims) for i in g.initializer}
    consts = set(inits) | {o for n in g.node if n.op_type == "Constant" for o in n.output}
    ops = [n.op_type for n in g.node]
    expect(ops.count("Slice") == 0, "-O2: %d Slices, expected 0" % ops.count("Slice"))
    expect(ops.count("LSTM") == 2 and ops.count("GRU") == 2, "-O2: %d LSTM, %d GRU" % (
        ops.count("LSTM"), ops.count("GRU")))
    expect(len(inits) == 12, "-O2: %d initializers, expected 12" % len(inits))
    for n in g.node:
        if n.op_type in ("LSTM", "GRU"):
            gates, hid = {"LSTM": (4, 4), "GRU": (3, 3)}[n.op_type]
            gh = gates * hid
            ins = 5 if n.input[0] == "x" else 2 * hid   # layer 1 reads both directions
            want = [[2, gh, ins], [2, gh, hid], [2, 2 * gh]]
            dirs = [a.s for a in n.attribute if a.name == "direction"]
            expect(dirs == [b"bidirectional"], "%s %s: direction %r, expected bidirectional"
                   % (n.op_type, n.output[0], dirs))
            got = [inits.get(v) for v in n.input[1:4]]
            expect(got == want, "%s %s: W, R, B %r, expected initializers %r" % (
                n.op_type, n.output[0], got, want))
            expect(all(v.startswith("onnx::%s_" % n.op_type) for v in n.input[1:4]),
                   "%s: initializers named %r, not by their reader" % (n.op_type, n.input[1:4]))
        elif n.op_type != "Constant" and n.input and all(v in consts for v in n.input):
            expect(not any(v in inits for v in n.input),
                   "-O2: %s %s reads only constants, an initializer among them" % (
                       n.op_type, n.output[0]))


BIG = """import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.rnn = nn.LSTM(650, 650, num_layers=8)

    def forward(self, x: Tensor):
        return self.rnn(x)
"""


def case_onnxfold_rss(t):
    """an 8-layer LSTM of 650 (the word language model's layer): 108 MB of weights, each
    layer's W and R reordered into a new 6.8 MB tensor at -O2.  scriptc's peak RSS stays
    under 70 MB (release build 19.5 MB; ASan 44 MB with 4 layers, 46 with 8: flat): a folded
    tensor is computed again when it is written (runtime/recipe.c), the Slices of a weight's
    rows are its bytes in the file, an Unsqueeze of a folded tensor is its recipe with other
    dims; kept until emission the folded weights alone are 108 MB"""
    from weights_cases import peak_run
    weights(t, BIG)
    try:
        rc, err, mb = peak_run(t, ["s.py", "--weights", W, "--input", "x:float32[7,2,650]",
                                   "-O2", "-o", "out.onnx"])
        expect(rc == 0 and err == "", "exit status %d: %s" % (rc, err))
        size = os.path.getsize(t.path("out.onnx"))
        expect(size > 8 * 2 * 2600 * 650 * 4, "the model holds %d bytes" % size)
        t.log.append("peak RSS %.1f MB, model %d bytes" % (mb, size))
        expect(mb < 70, "peak RSS %.1f MB, bound 70 MB" % mb)
    finally:
        for f in (W, "out.onnx"):
            if os.path.exists(t.path(f)):
                os.unlink(t.path(f))
