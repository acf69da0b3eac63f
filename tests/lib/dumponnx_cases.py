"""The cli suite's `--dump-onnx` and `--version` cases (tests/lib/cli_cases.py runs them).

--dump-onnx prints the written model in ONNX's textual syntax, as onnx/defs/printer.cc
prints it.  The oracle is ONNX's own parser (python3-onnx's onnx.parser, ONNX 1.12): the
printed text must parse back to the model scriptc wrote, node for node, attribute for
attribute (subgraphs included), type for type and value for value.  The 1.12 parser
predates three things the printer writes: quoted names (names that are not identifiers, such
as our numbered values "12"), node names (`["/Add"] y = Add (...)`) and typed attributes
(it takes `alpha: float = 1` for an int); the text is given to it with each quoted name
replaced by an identifier of its own (a reversible map), node names dropped and integral
float attributes written with ".0", and everything else is compared as parsed."""

import glob
import os
import re
import struct
import json

from cli_cases import ROOT, expect

# quoted strings that are values rather than names: after these, or before " :" (a domain)
_KEEP_AFTER = ("string = ", "_name: ", "_version: ", "domain: ", "doc_string: ")


def to_112(text):
    """text the ONNX 1.12 parser reads, and the map from its identifiers back to names"""
    names, out, i, in_strings = {}, [], 0, False
    while i < len(text):
        c = text[i]
        if c != '"':
            if text.startswith("strings = [", i):
                in_strings = True
            elif c == "]":
                in_strings = False
            out.append(c)
            i += 1
            continue
        j, s = i + 1, []
        while text[j] != '"':
            j += text[j] == "\\"
            s.append(text[j])
            j += 1
        s = "".join(s)
        before = "".join(out[-24:])
        if text[j + 1:j + 3] == " :" or before.endswith(_KEEP_AFTER) or in_strings:
            out.append(text[i:j + 1])
        else:
            out.append(names.setdefault(s, "q_" + s.encode().hex()))
        i = j + 1
    text = re.sub(r"(?m)^(\s*)\[[A-Za-z_][A-Za-z0-9_]*\] ", r"\1", "".join(out))
    # it takes an attribute's type from its value, not from the `: float` before it
    text = re.sub(r"(: float = -?\d+)(?=[,>])", r"\1.0", text)
    text = re.sub(r": floats = \[([^\]]*)\]", lambda m: ": floats = [%s]" % ", ".join(
        x if re.search(r"[.e]|nan|inf", x) else x + ".0" for x in m.group(1).split(", ")),
        text)
    return text, {v: k for k, v in names.items()}


def _same_type(a, b, where):
    expect(a == b, "%s: type %s, parsed back as %s" % (where, a, b))


def _same_tensor(a, b, back, where):
    from onnx import numpy_helper
    import numpy as np
    expect(back.get(b.name, b.name) == a.name, "%s: tensor %r, parsed back %r" % (
        where, a.name, b.name))
    x, y = numpy_helper.to_array(a), numpy_helper.to_array(b)
    expect(x.dtype == y.dtype and x.shape == y.shape and
           x.tobytes() == np.ascontiguousarray(y).tobytes(),
           "%s: tensor %s values differ after parsing back" % (where, a.name))


def _same_graph(a, b, back, where):
    name = lambda s: back.get(s, s)
    expect(name(b.name) == a.name, "%s: graph name %r, parsed %r" % (where, a.name, b.name))
    for what in ("input", "output", "value_info"):
        x, y = getattr(a, what), getattr(b, what)
        expect(len(x) == len(y), "%s %s: %d %ss, parsed back %d" % (where, a.name, len(x),
                                                                    what, len(y)))
        for u, v in zip(x, y):
            expect(name(v.name) == u.name, "%s: %s %r parsed back as %r" % (
                where, what, u.name, v.name))
            _same_type(u.type, v.type, "%s %s %s" % (where, what, u.name))
    expect(len(a.initializer) == len(b.initializer), "%s: initializers" % where)
    for u, v in zip(a.initializer, b.initializer):
        _same_tensor(u, v, back, where)
    expect(len(a.node) == len(b.node), "%s: %d nodes, parsed back %d" % (
        where, len(a.node), len(b.node)))
    for k, (u, v) in enumerate(zip(a.node, b.node)):
        at = "%s node %d (%s)" % (where, k, u.op_type)
        expect((u.op_type, u.domain) == (v.op_type, v.domain), at + ": op")
        expect(list(u.input) == [name(s) for s in v.input], at + ": inputs")
        expect(list(u.output) == [name(s) for s in v.output], at + ": outputs")
        expect([x.name for x in u.attribute] == [x.name for x in v.attribute], at + ": attrs")
        for x, y in zip(u.attribute, v.attribute):
            ah = "%s attribute %s" % (at, x.name)
            expect(x.type == y.type, ah + ": type")
            if x.HasField("g"):
                _same_graph(x.g, y.g, back, ah)
            elif x.HasField("t"):
                _same_tensor(x.t, y.t, back, ah)
            else:
                for f in ("i", "f", "s", "ints", "floats", "strings"):
                    expect(getattr(x, f) == getattr(y, f), "%s: %s" % (ah, f))


def check_round_trip(model_path, text):
    """raises Failure unless text parses back (ONNX's parser) to the model at model_path"""
    import onnx
    import onnx.parser
    t, back = to_112(text)
    try:
        m = onnx.parser.parse_model(t)
    except onnx.parser.ParseError as e:
        expect(False, "ONNX's parser refuses the text: %s" % e)
    ref = onnx.load(model_path, load_external_data=False)
    expect(m.ir_version == ref.ir_version, "ir_version")
    expect([(o.domain, o.version) for o in m.opset_import] ==
           [(o.domain, o.version) for o in ref.opset_import], "opset_import")
    expect((m.producer_name, m.producer_version) == (ref.producer_name, ref.producer_version),
           "producer")
    _same_graph(ref.graph, m.graph, back, "graph")


def _inputs(path):
    import caseblocks
    with open(path) as f:
        text = f.read()
    blocks = caseblocks.parse(text)
    return caseblocks.input_args(blocks) + caseblocks.options(blocks), blocks


def case_dump_onnx_round_trip(t):
    """--dump-onnx on a sample of e2e cases (every control-flow one, and every 12th of the
    rest): the text parses back (ONNX's parser) to the model written beside it; standard
    output holds the text and nothing else"""
    cases = sorted(glob.glob(os.path.join(ROOT, "tests", "e2e", "*.py")))
    sample = [c for k, c in enumerate(cases)
              if os.path.basename(c).startswith(("cf_", "b_loop", "l_", "seq_")) or k % 12 == 0]
    checked = skipped = 0
    for c in sample:
        args, blocks = _inputs(c)
        if "expect-error" in blocks or "weights" in " ".join(args):
            continue
        out = t.path("m.onnx")
        rc, stdout, err = t.run([c, "-o", out, "--dump-onnx"] + args)
        if rc != 0:
            continue  # the cases that must fail are the errors suite's
        text = stdout.decode()
        # ONNX 1.12's parser reads no nan or inf (its printer has no way to write them),
        # no sequence or optional type, and no float16/bfloat16 values (printed as their
        # bits, as printer.cc prints them)
        if re.search(r"(?<![\w\"])-?(nan|inf)(?![\w\"])|\b(seq|optional)\(|float16(\[[^\]]*\])?"
                     r"( \S+ =)? \{", text):
            skipped += 1
            continue
        try:
            check_round_trip(out, text)
        except Exception as e:
            raise type(e)("%s: %s" % (os.path.basename(c), e))
        checked += 1
    expect(checked >= 100, "only %d models round-tripped (%d had nan, inf or sequences)" % (
        checked, skipped))


def case_dump_onnx_writes_the_model(t):
    """--dump-onnx still writes the model, byte for byte the one written without it; the
    text is on standard output, the model opens in ONNX, and a failed compile prints
    nothing"""
    src = os.path.join(ROOT, "examples", "loop_add.py")
    specs = ["--input", "x:float32[batch,3]", "--input", "y:int64[]"]
    rc, plain, err = t.run([src, "-o", "a.onnx"] + specs)
    expect(rc == 0 and plain == b"", "plain compile: %s" % err)
    rc, text, err = t.run([src, "-o", "b.onnx", "--dump-onnx"] + specs)
    expect(rc == 0 and err == "", "--dump-onnx: %d %s" % (rc, err))
    with open(t.path("a.onnx"), "rb") as f, open(t.path("b.onnx"), "rb") as g:
        expect(f.read() == g.read(), "--dump-onnx changed the written model")
    text = text.decode()
    expect(text.startswith("<\n   ir_version: ") and " = Loop (" in text,
           "not ONNX's printed form: %r" % text[:200])
    check_round_trip(t.path("b.onnx"), text)
    t.write("bad.py", "def f(x: int) -> int:\n    return x +\n")
    rc, out, err = t.run(["bad.py", "--dump-onnx", "-o", "bad.onnx"])
    expect(rc == 1 and out == b"" and not os.path.exists(t.path("bad.onnx")),
           "a failed compile: status %d, stdout %r" % (rc, out))


NUMBERS_SRC = """import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    return x * 0.1 + 1e-07 * x - 3.0e20 + x * 123456.5 + x / 3.0 + torch.clamp(x, max=2.5e-30) * -0.25
"""


def case_dump_onnx_numbers(t):
    """floats print as std::to_chars prints them (ONNX's printer): the shortest text that
    reads back to the same float, fixed or scientific by length; the parsed-back values are
    bit for bit the written ones (check_round_trip compares bytes)"""
    t.write("n.py", NUMBERS_SRC)
    rc, text, err = t.run(["n.py", "-o", "n.onnx", "--dump-onnx", "--input", "x:float32[3]",
                           "-O0"])
    expect(rc == 0, err)
    text = text.decode()
    for want in ("{0.1}", "{1e-07}", "{3e+20}", "{-0.25}", "{123456.5}", "{3}", "{2.5e-30}"):
        expect(want in text, "%s not in the text:\n%s" % (want, text))
    check_round_trip(t.path("n.onnx"), text)


def case_dump_onnx_weights(t):
    """initializers print with their values, and external ones with their location entries,
    as ONNX's printer prints them"""
    src = ("import torch\nfrom torch import nn\n\n\nclass M(nn.Module):\n"
           "    def __init__(self):\n        super().__init__()\n"
           "        self.lin = nn.Linear(3, 2)\n\n"
           "    def forward(self, x):\n        return self.lin(x)\n")
    t.write("m.py", src)
    vals = [0.5, -1.25, 2.0, 3.5, 0.0, -0.75, 1.5, 2.5]
    h = {"lin.weight": {"dtype": "F32", "shape": [2, 3], "data_offsets": [0, 24]},
         "lin.bias": {"dtype": "F32", "shape": [2], "data_offsets": [24, 32]}}
    hb = json.dumps(h).encode()
    with open(t.path("w.safetensors"), "wb") as f:
        f.write(struct.pack("<Q", len(hb)) + hb + struct.pack("<8f", *vals))
    base = ["m.py", "--weights", "w.safetensors", "--input", "x:float32[n,3]", "-O0"]
    rc, text, err = t.run(base + ["-o", "w.onnx", "--dump-onnx"])
    expect(rc == 0, err)
    text = text.decode()
    expect("{0.5,-1.25,2,3.5,0,-0.75}" in text, "the weight's values:\n" + text)
    check_round_trip(t.path("w.onnx"), text)
    rc, text, err = t.run(base + ["-o", "x.onnx", "--dump-onnx", "--external-data"])
    expect(rc == 0, err)
    expect('"location": "x.onnx.data"' in text.decode(), "external entries:\n%s" % text)


def case_version(t):
    """--version prints scriptc's version, meson.build's, which is also what every model
    gives as its producer_version; it exits 0 without a script"""
    import onnx
    with open(os.path.join(ROOT, "meson.build")) as f:
        want = re.search(r"version:\s*'([^']+)'", f.read()).group(1)
    rc, out, err = t.run(["--version"])
    expect(rc == 0 and err == "", "status %d: %s" % (rc, err))
    expect(out.decode().startswith("scriptc %s " % want), "--version: %r" % out)
    t.model("m.onnx")
    expect(onnx.load(t.path("m.onnx")).producer_version == want, "producer_version")
