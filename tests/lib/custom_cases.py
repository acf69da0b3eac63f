"""The cli suite's custom-operator cases (tests/lib/cli_cases.py runs them):
`torch.ops.DOMAIN.NAME(...)` declared by --custom-op becomes a node of that domain, its
Tensor arguments the inputs and the others attributes, and the model imports the domain at
--custom-opset's version.  Checked by ONNX's checker and loader; and, through a declaration
`as com.microsoft::Gelu`, by ONNX Runtime running the node against PyTorch's F.gelu."""

import json
import os
import subprocess

from cli_cases import ROOT, expect

SCRIPT = """import torch
from torch import Tensor
from typing import Optional


def f(x: Tensor, n: int) -> Tensor:
    y = torch.ops.mydom.Gelu2(x, 0.5)
    a, b = torch.ops.mydom.Split2(y, axes=[1, 2])
    z = torch.ops.mydom.Masked(a, None, mode="fast")
    for i in range(n):
        z = torch.ops.mydom.Masked(z, b, flag=False) + torch.ops.mydom.Gelu2(z)
    return z + b
"""

DECLS = ["--custom-op", "mydom::Gelu2(Tensor x, float alpha=1.0) -> float32[n,4]",
         "--custom-op", "mydom::Split2(Tensor x, int[] axes=[0]) -> (Tensor, float32[n,4])",
         "--custom-op", "mydom::Masked(Tensor x, Tensor? mask=None, str mode=\"slow\", "
         "bool flag=True) -> float32[n,?]"]


def _attrs(node):
    import onnx
    return {a.name: onnx.helper.get_attribute_value(a) for a in node.attribute}


def case_custom_op_nodes(t):
    """every call is one node of its domain with its arguments as inputs and attributes
    (defaults filled in, None an omitted input, trailing ones dropped), in a Loop body too;
    the model imports the domain at --custom-opset's version; ONNX's full checker passes"""
    import onnx
    t.write("c.py", SCRIPT)
    rc, _, err = t.run(["c.py", "-o", "c.onnx", "--input", "x:float32[n,4]",
                        "--custom-opset", "mydom=3"] + DECLS)
    expect(rc == 0, err)
    m = onnx.load(t.path("c.onnx"))
    onnx.checker.check_model(m, full_check=True)
    expect(sorted((o.domain, o.version) for o in m.opset_import) == [("", 17), ("mydom", 3)],
           "opset_import %r" % m.opset_import)
    top = [n for n in m.graph.node if n.domain == "mydom"]
    expect([n.op_type for n in top] == ["Gelu2", "Split2", "Masked"], "top %r" % top)
    expect(_attrs(top[0]) == {"alpha": 0.5} and list(top[0].input) == ["x"], "Gelu2")
    expect(_attrs(top[1]) == {"axes": [1, 2]} and len(top[1].output) == 2, "Split2")
    expect(_attrs(top[2]) == {"mode": b"fast", "flag": 1} and len(top[2].input) == 1,
           "Masked: None for the last input is left out: %r" % top[2])
    loop = [n for n in m.graph.node if n.op_type == "Loop"]
    expect(len(loop) == 1, "one Loop")
    body = [n for n in loop[0].attribute[0].g.node if n.domain == "mydom"]
    expect([n.op_type for n in body] == ["Masked", "Gelu2"], "body %r" % body)
    expect(_attrs(body[0]) == {"mode": b"slow", "flag": 0} and len(body[0].input) == 2,
           "Masked in the loop: %r" % body[0])
    expect(_attrs(body[1]) == {"alpha": 1.0}, "Gelu2's default alpha")
    out = m.graph.output[0].type.tensor_type
    dims = [d.dim_param or d.dim_value for d in out.shape.dim]
    expect(out.elem_type == onnx.TensorProto.FLOAT and dims == ["n", 4], "output %r" % out)
    rc, _, err = t.run(["c.py", "-o", "d.onnx", "--input", "x:float32[n,4]"] + DECLS)
    expect(rc == 0 and sorted((o.domain, o.version) for o in onnx.load(t.path(
        "d.onnx")).opset_import) == [("", 17), ("mydom", 1)], "the default version is 1")


GELU = """import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    y = x
    for i in range(n):
        y = torch.ops.mylib.gelu(y) * 2.0
    return y
"""

RUN_JS = """const ort = require(process.argv[2]);
const [model, data, dims, n] = [process.argv[3], JSON.parse(process.argv[4]),
  JSON.parse(process.argv[5]), BigInt(process.argv[6])];
(async () => {
  const s = await ort.InferenceSession.create(model);
  const r = await s.run({x: new ort.Tensor('float32', Float32Array.from(data), dims),
                         n: new ort.Tensor('int64', BigInt64Array.from([n]), [])});
  const o = Object.values(r)[0];
  console.log(JSON.stringify({dims: o.dims, data: Array.from(o.data)}));
})().catch(e => { console.error(String(e)); process.exit(1); });
"""


def case_custom_op_ort(t):
    """`as com.microsoft::Gelu` writes ONNX Runtime's own contrib Gelu: ORT runs the model
    (in a Loop, 0, 1 and 3 times, at two sizes of the symbolic dim) and matches PyTorch's
    F.gelu, computed by torch on the same inputs"""
    import torch
    t.write("g.py", GELU)
    rc, _, err = t.run(["g.py", "-o", "g.onnx", "--input", "x:float32[b,3]", "--custom-op",
                        "mylib::gelu(Tensor x) -> float32[b,3] as com.microsoft::Gelu",
                        "--custom-opset", "com.microsoft=1"])
    expect(rc == 0, err)
    t.write("run.js", RUN_JS)
    g = torch.Generator().manual_seed(5)
    for b, n in ((2, 0), (2, 1), (5, 3)):
        x = torch.randn(b, 3, generator=g) * 3
        want = x
        for _ in range(n):
            want = torch.nn.functional.gelu(want) * 2.0
        p = subprocess.run(["node", t.path("run.js"), os.path.join(ROOT, "node_modules",
                            "onnxruntime-node"), t.path("g.onnx"), json.dumps(x.flatten()
                            .tolist()), json.dumps([b, 3]), str(n)], capture_output=True,
                           text=True)
        expect(p.returncode == 0, "ONNX Runtime: %s" % p.stderr)
        got = json.loads(p.stdout)
        expect(got["dims"] == [b, 3], "dims %r" % got["dims"])
        diff = (torch.tensor(got["data"]).reshape(b, 3) - want).abs().max().item()
        expect(diff <= 1e-5 * max(1.0, want.abs().max().item()),
               "b=%d n=%d: ORT differs from F.gelu by %g" % (b, n, diff))


def case_custom_op_errors(t):
    """a bad declaration is a command-line error (exit status 2); an undeclared operator,
    a missing or unknown argument, a non-constant attribute and a non-tensor input are
    located errors, every one in one run, and no model is written"""
    bad = [("m::f(Tensor x)", "no '-> Tensor' after the arguments"),
           ("m:f(Tensor x) -> Tensor", "no DOMAIN:: before the name"),
           ("m::f(Tensor x, complex z) -> Tensor", "an argument's type is not Tensor"),
           ("m::f(Tensor x, int k=[1]) -> Tensor", "a default that is not a constant"),
           ("m::f(Tensor x) -> Tensor as m", "no ONNX DOMAIN:: after 'as'"),
           ("m::f(Tensor x, int k=1, int j) -> Tensor", "an argument without a default after one")]
    t.write("s.py", "def f(x: int) -> int:\n    return x\n")
    for decl, why in bad:
        rc, _, err = t.run(["s.py", "--custom-op", decl])
        expect(rc == 2 and err.startswith("scriptc: error: --custom-op '%s': %s" % (
            decl, why)), "%r: status %d, %r" % (decl, rc, err))
    rc, _, err = t.run(["s.py", "--custom-opset", "m"])
    expect(rc == 2 and "expected DOMAIN=VERSION" in err, "--custom-opset m: %r" % err)
    t.write("e.py", "import torch\nfrom torch import Tensor\n\n\n"
            "def f(x: Tensor, k: int) -> Tensor:\n"
            "    a = torch.ops.m.nope(x)\n"
            "    b = torch.ops.m.f(x)\n"
            "    c = torch.ops.m.f(x, k)\n"
            "    d = torch.ops.m.f(3, 1)\n"
            "    e = torch.ops.m.f(x, 1, z=2)\n"
            "    return a + b + c + d + e\n")
    rc, _, err = t.run(["e.py", "-o", "e.onnx", "--input", "x:float32[2]", "--custom-op",
                        "m::f(Tensor x, int k) -> float32[2]"])
    want = ["e.py:6:9: error: unsupported operator 'torch.ops.m.nope': declare a custom "
            "operator with --custom-op 'm::nope(Tensor x, ...) -> Tensor'",
            "e.py:7:9: error: torch.ops.m.f: missing argument 'k'",
            "e.py:8:9: error: torch.ops.m.f: 'k' becomes an ONNX attribute and must be an "
            "int known at compile time",
            "e.py:9:9: error: torch.ops.m.f: 'x' must be a Tensor",
            "e.py:10:9: error: torch.ops.m.f: no argument 'z'"]
    got = [ln for ln in err.splitlines() if ": error: " in ln]
    expect(rc == 1 and got == want, "status %d:\n%s" % (rc, "\n".join(got)))
    expect(not os.path.exists(t.path("e.onnx")), "a model was written")
