"""The cli suite's `--weights` cases (cli/weights_NAME; tests/lib/cli_cases.py runs them):
safetensors files of every defect runtime/safetensors.c checks, each written here byte by
byte, with its exact error (`FILE: error: MESSAGE`), exit status 1 and no output file; and
good files, which a script without modules refuses with every key unexpected (issue 20:
modules are what will declare the parameters) or, holding no tensor, compiles with.
The format: huggingface/safetensors' README and safetensors/src/tensor.rs."""

import json
import os
import struct
import subprocess
import sys
import time

from cli_cases import ROOT, expect

SCRIPT = "def f(x: int) -> int:\n    return x + 1\n"
W = "w.safetensors"


def st(header, data=b"", n=None):
    """a file: N (the header's length unless given), the header, the data"""
    h = header if isinstance(header, bytes) else json.dumps(header).encode()
    return struct.pack("<Q", len(h) if n is None else n) + h + data


def f32(b, e, shape=None):
    return {"dtype": "F32", "shape": [(e - b) // 4] if shape is None else shape,
            "data_offsets": [b, e]}


def refuse(t, data, message, path=W):
    """scriptc with --weights PATH (holding data, if not None) fails with exactly
    `PATH: error: message`, exit status 1, and writes nothing"""
    t.write("s.py", SCRIPT)
    if data is not None:
        t.write(path, data, "wb")
    t.fails(["s.py", "--weights", path, "-o", "out.onnx"], "%s: error: %s\n" % (path, message),
            rc=1)
    expect(not os.path.exists(t.path("out.onnx")), "an output file was written")
    expect(t.temps() == [], "temporary files left")


BAD = {
    # the file itself
    "empty": (b"", "a file of 0 bytes: a safetensors file begins with the 8 bytes of its "
              "header's length"),
    "short": (b"\x02\x00\x00", "a file of 3 bytes: a safetensors file begins with the 8 "
              "bytes of its header's length"),
    "header_past_end": (st(b"{}", n=100), "a header of 100 bytes runs past the end of the "
                        "file (2 bytes after the length)"),
    "header_at_limit_past_end": (st(b"{}", n=100000000), "a header of 100000000 bytes runs "
                                 "past the end of the file (2 bytes after the length)"),
    "header_over_limit": (st(b"{}", n=100000001), "a header of 100000001 bytes: the "
                          "format's limit is 100000000"),
    "header_1gb": (st(b"{}", n=1 << 30), "a header of 1073741824 bytes: the format's limit "
                   "is 100000000"),
    "header_2e64": (st(b"{}", n=(1 << 64) - 1), "a header of 18446744073709551615 bytes: "
                    "the format's limit is 100000000"),
    # the header
    "not_json": (st(b"{abc"), "the header is not JSON: string or '}' expected near 'abc' "
                 "(at byte 4 of the header)"),
    "not_utf8": (st(b'{"a\xff":1}'), "the header is not JSON: unable to decode byte 0xff "
                 "near '\"a' (at byte 3 of the header)"),
    "trailing_nul": (st(b"{}\0"), "the header is not JSON: end of file expected near "
                     "end of file (at byte 3 of the header)"),
    "not_object": (st(b"[1, 2]"), "the header is not a JSON object"),
    "duplicate": (st(b'{"a":' + json.dumps(f32(0, 4)).encode() + b',"a":' +
                     json.dumps(f32(0, 4)).encode() + b"}", bytes(4)),
                  "the header is not JSON: duplicate object key near '\"a\"' (at byte 63 "
                  "of the header)"),
    "entry_not_object": (st({"a": 3}), "tensor 'a': its entry is not an object"),
    "no_dtype": (st({"a": {"shape": [], "data_offsets": [0, 4]}}),
                 "tensor 'a': its entry has no \"dtype\""),
    "no_offsets": (st({"a": {"dtype": "F32", "shape": []}}),
                   "tensor 'a': its entry has no \"data_offsets\""),
    "dtype_not_string": (st({"a": {"dtype": 1, "shape": [], "data_offsets": [0, 4]}}),
                         "tensor 'a': \"dtype\" is not a string"),
    "dtype_unknown": (st({"a": {"dtype": "Q7", "shape": [], "data_offsets": [0, 4]}}),
                      "tensor 'a': dtype 'Q7' is not one scriptc reads (it reads F32, F16, "
                      "BF16, F64, I64, I32, I16, I8, U8 and BOOL)"),
    "dtype_u16": (st({"a": {"dtype": "U16", "shape": [2], "data_offsets": [0, 4]}},
                     bytes(4)),
                  "tensor 'a': dtype 'U16' is not one scriptc reads (it reads F32, F16, "
                  "BF16, F64, I64, I32, I16, I8, U8 and BOOL)"),
    "name_escaped": (st({"a\x01\u202e": {"dtype": "F8_E4M3", "shape": [],
                                         "data_offsets": [0, 1]}}),
                     "tensor 'a\\x01\\u{202e}': dtype 'F8_E4M3' is not one scriptc reads "
                     "(it reads F32, F16, BF16, F64, I64, I32, I16, I8, U8 and BOOL)"),
    "shape_not_list": (st({"a": f32(0, 4, shape=4)}, bytes(4)),
                       "tensor 'a': \"shape\" is not a list"),
    "shape_negative": (st({"a": f32(0, 4, shape=[-1])}, bytes(4)),
                       "tensor 'a': \"shape\" is not a list of non-negative ints (dim 0)"),
    "shape_float": (st({"a": f32(0, 8, shape=[1, 2.0])}, bytes(8)),
                    "tensor 'a': \"shape\" is not a list of non-negative ints (dim 1)"),
    "shape_too_big_int": (st(b'{"a":{"dtype":"F32","shape":[18446744073709551616],'
                             b'"data_offsets":[0,4]}}'),
                          "the header is not JSON: too big integer near "
                          "'18446744073709551616' (at byte 49 of the header)"),
    "elements_overflow": (st({"a": f32(0, 0, shape=[1 << 62, 1 << 62])}),
                          "tensor 'a': its shape has more than 2^64 elements"),
    "elements_overflow_then_0": (st({"a": f32(0, 0, shape=[1 << 32, 1 << 32, 0])}),
                                 "tensor 'a': its shape has more than 2^64 elements"),
    "bytes_overflow": (st({"a": f32(0, 0, shape=[1 << 62])}),
                       "tensor 'a': its shape has more than 2^64 bytes"),
    "offsets_one": (st({"a": {"dtype": "F32", "shape": [], "data_offsets": [0]}}),
                    "tensor 'a': \"data_offsets\" is not two non-negative ints"),
    "offsets_three": (st({"a": {"dtype": "F32", "shape": [], "data_offsets": [0, 4, 8]}}),
                      "tensor 'a': \"data_offsets\" is not two non-negative ints"),
    "offsets_negative": (st({"a": {"dtype": "F32", "shape": [], "data_offsets": [-4, 0]}}),
                         "tensor 'a': \"data_offsets\" is not two non-negative ints"),
    "offsets_string": (st({"a": {"dtype": "F32", "shape": [], "data_offsets": ["0", "4"]}}),
                       "tensor 'a': \"data_offsets\" is not two non-negative ints"),
    "begin_after_end": (st({"a": {"dtype": "F32", "shape": [0], "data_offsets": [8, 4]}},
                           bytes(8)),
                        "tensor 'a': data_offsets [8, 4] end before they begin"),
    "past_end": (st({"a": f32(0, 16)}, bytes(12)),
                 "tensor 'a': data_offsets [0, 16] run past the end of the file (12 bytes "
                 "of data after the header)"),
    "huge_offsets": (st({"a": f32(0, 1 << 62, shape=[1 << 60])}, bytes(4)),
                     "tensor 'a': data_offsets [0, 4611686018427387904] run past the end "
                     "of the file (4 bytes of data after the header)"),
    "length_mismatch": (st({"a": f32(0, 8, shape=[3])}, bytes(8)),
                        "tensor 'a': data_offsets [0, 8] hold 8 bytes, but 3 elements of F32 "
                        "take 12"),
    "length_0d": (st({"a": {"dtype": "F64", "shape": [], "data_offsets": [0, 4]}}, bytes(4)),
                  "tensor 'a': data_offsets [0, 4] hold 4 bytes, but 1 elements of F64 take 8"),
    "overlap": (st({"b": f32(4, 12), "a": f32(0, 8)}, bytes(12)),
                "tensors 'a' and 'b' overlap (data_offsets [0, 8] and [4, 12])"),
    "same_bytes": (st({"b": f32(0, 8), "a": f32(0, 8)}, bytes(8)),
                   "tensors 'a' and 'b' overlap (data_offsets [0, 8] and [0, 8])"),
    "gap": (st({"a": f32(0, 8), "b": f32(12, 20)}, bytes(20)),
            "bytes 8 to 12 of the data belong to no tensor (the format leaves no gap; the "
            "next tensor is 'b')"),
    "gap_first": (st({"a": f32(4, 8)}, bytes(8)),
                  "bytes 0 to 4 of the data belong to no tensor (the format leaves no gap; "
                  "the next tensor is 'a')"),
    "trailing": (st({"a": f32(0, 8)}, bytes(12)),
                 "bytes 8 to 12 of the data belong to no tensor (the format leaves nothing "
                 "after the last)"),
    "no_tensor_data": (st({}, bytes(3)),
                       "bytes 0 to 3 of the data belong to no tensor (the format leaves "
                       "nothing after the last)"),
    "metadata_not_object": (st({"__metadata__": ["x"]}),
                            "\"__metadata__\" is not an object of strings"),
    "metadata_not_string": (st({"__metadata__": {"format": 1}}),
                            "\"__metadata__\": the value of 'format' is not a string"),
}


def _bad(name, data, message):
    def case(t):
        refuse(t, data, message)
    case.__doc__ = "--weights: a file with the defect %s is refused with its message" % name
    return case


for _name, (_data, _message) in BAD.items():
    globals()["case_weights_" + _name] = _bad(_name, _data, _message)


def case_weights_missing(t):
    """--weights: a file that does not exist"""
    refuse(t, None, "cannot read the weights: No such file or directory", "nope.safetensors")


def case_weights_directory(t):
    """--weights: a directory"""
    os.mkdir(t.path("d"))
    refuse(t, None, "cannot read the weights: Is a directory", "d")


def case_weights_fifo(t):
    """--weights: a FIFO with no writer is refused, not waited on"""
    os.mkfifo(t.path("fifo"))
    refuse(t, None, "cannot read the weights: not a regular file", "fifo")


def case_weights_device(t):
    """--weights: /dev/zero (a device; never read)"""
    refuse(t, None, "cannot read the weights: not a regular file", "/dev/zero")


def case_weights_1gb_fast(t):
    """--weights: a header length of 1 GB fails at once, reading and allocating nothing,
    also when the file really is that long (sparse)"""
    with open(t.path(W), "wb") as f:
        f.write(struct.pack("<Q", 1 << 30) + b"{")
        f.truncate(8 + (1 << 30) + 16)
    t.write("s.py", SCRIPT)
    start = time.monotonic()
    t.fails(["s.py", "--weights", W, "-o", "out.onnx"], "%s: error: a header of 1073741824 "
            "bytes: the format's limit is 100000000\n" % W, rc=1)
    took = time.monotonic() - start
    expect(took < 5, "took %.1f s" % took)


def case_weights_unexpected(t):
    """--weights: a valid file given to a script without modules: one error naming every
    key, in the file's order (zero-byte tensors at one offset tie by name)"""
    hdr = {"__metadata__": {"format": "pt"}, "w": f32(0, 8, shape=[2, 1]),
           "z": {"dtype": "BOOL", "shape": [0], "data_offsets": [8, 8]},
           "e": {"dtype": "I8", "shape": [3, 0], "data_offsets": [8, 8]},
           "s": {"dtype": "I64", "shape": [], "data_offsets": [8, 16]}}
    refuse(t, st(hdr, bytes(16)), "the weights do not match the model (it declares no "
           "parameters or buffers): 4 unexpected\n  unexpected: 'w', 'e', 'z', 's'")


def case_weights_torch_unexpected(t):
    """--weights: a file tools/to_safetensors.py writes from a torch module, given to a
    script without modules: every state_dict key unexpected, in the writer's order"""
    t.write("m.py", "import torch\nclass M(torch.nn.Module):\n    def __init__(self):\n"
            "        super().__init__()\n        self.fc = torch.nn.Linear(3, 2)\n"
            "        self.bn = torch.nn.BatchNorm1d(2)\n")
    p = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "to_safetensors.py"),
                        "m.py:M", W], cwd=t.dir, capture_output=True, text=True)
    expect(p.returncode == 0, "to_safetensors failed: " + p.stderr)
    refuse(t, None, "the weights do not match the model (it declares no parameters or "
           "buffers): 7 unexpected\n  unexpected: 'bn.num_batches_tracked', 'bn.bias', "
           "'bn.running_mean', 'bn.running_var', 'bn.weight', 'fc.bias', 'fc.weight'")


def case_weights_no_tensor(t):
    """--weights: a file with no tensor (only __metadata__) matches a script without
    modules: it compiles"""
    t.write("s.py", SCRIPT)
    t.write(W, st({"__metadata__": {"format": "pt"}}), "wb")
    rc, _, err = t.run(["s.py", "--weights", W, "-o", "out.onnx"])
    expect(rc == 0 and err == "", "exit status %d: %s" % (rc, err))
    expect(os.path.getsize(t.path("out.onnx")) > 0, "no model written")


def case_weights_is_output(t):
    """-o is never the weights file (a file with no tensor would compile, and the model
    replace it): the file itself, a symbolic link, a hard link; exit status 2 as for -o
    onto the script"""
    t.write("s.py", SCRIPT)
    data = st({"__metadata__": {"format": "pt"}})
    t.write(W, data, "wb")
    os.symlink(W, t.path("sym.safetensors"))
    os.link(t.path(W), t.path("hard.safetensors"))
    for out in (W, "sym.safetensors", "hard.safetensors", "./" + W):
        t.fails(["s.py", "--weights", W, "-o", out],
                "scriptc: error: -o '%s' is the weights file\n" % out, rc=2)
    with open(t.path(W), "rb") as f:
        expect(f.read() == data, "the weights file changed")
    expect(os.path.islink(t.path("sym.safetensors")), "the link was replaced")


MODULE = """import torch
from torch import nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 3)
        self.scale = nn.Parameter(torch.ones(3))
        self.register_buffer("steps", torch.zeros(2, dtype=torch.long))

    def forward(self, x):
        return self.fc(x) * self.scale
"""


def case_weights_module_mismatch(t):
    """--weights against a module: a missing, an unexpected, a reshaped and a retyped key in
    one error, then a note at each declaring line (a built-in module's at the script's line
    that built it), and nothing written"""
    t.write("s.py", MODULE)
    hdr = {"fc.weight": f32(0, 60, shape=[3, 5]), "fc.bias": f32(60, 72),
           "head.w": f32(72, 76), "steps": {"dtype": "I32", "shape": [2],
                                            "data_offsets": [76, 84]}}
    t.write(W, st(hdr, bytes(84)), "wb")
    t.fails(["s.py", "--weights", W, "--input", "x:float32[2,4]", "-o", "out.onnx"],
            "w.safetensors: error: the weights do not match the model: 1 missing, 1 "
            "unexpected, 1 of another shape, 1 of another dtype\n"
            "  missing: 'scale' (float32[3])\n"
            "  unexpected: 'head.w'\n"
            "  shape: 'fc.weight' is [3, 5] in the file, [3, 4] in the model\n"
            "  dtype: 'steps' is I32 (int32) in the file, int64 in the model\n"
            "s.py:9:9: note: 'scale' is declared here\n"
            "    9 |         self.scale = nn.Parameter(torch.ones(3))\n"
            "      |         ^~~~~~~~~~\n"
            "s.py:10:9: note: 'steps' is declared here\n"
            "   10 |         self.register_buffer(\"steps\", torch.zeros(2, dtype=torch.long))\n"
            "      |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n"
            "s.py:8:19: note: 'fc.weight' is declared here\n"
            "    8 |         self.fc = nn.Linear(4, 3)\n"
            "      |                   ^~~~~~~~~~~~~~~\n", rc=1)
    expect(not os.path.exists(t.path("out.onnx")), "an output file was written")


def case_weights_module_match(t):
    """--weights from tools/to_safetensors.py of the module itself: it compiles, and the
    model holds the weights (no graph input but x)"""
    t.write("s.py", MODULE)
    p = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "to_safetensors.py"),
                        "s.py:Net", W], cwd=t.dir, capture_output=True, text=True)
    expect(p.returncode == 0, "to_safetensors failed: " + p.stderr)
    rc, _, err = t.run(["s.py", "--weights", W, "--input", "x:float32[2,4]", "-o", "out.onnx"])
    expect(rc == 0 and err == "", "exit status %d: %s" % (rc, err))
    rc, out, _ = t.run(["s.py", "--weights", W, "--input", "x:float32[2,4]", "--dump-ir"])
    out = out.decode()
    expect(rc == 0 and out.startswith("graph(%x : Float(2, 4)):"),
           "the weights are graph inputs: " + out.splitlines()[0])
    rc, out, _ = t.run(["s.py", "--input", "x:float32[2,4]", "--dump-ir"])
    out = out.decode()
    expect(rc == 0 and "%fc.weight : Float(3, 4)" in out.splitlines()[0],
           "without --weights the parameters are inputs named by key: " + out.splitlines()[0])


FOLDED = """import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self, n: int = %d, c: int = %d):
        super().__init__()
        layers = []
        for i in range(n):
            layers.append(nn.Conv2d(c, c, 3, padding=1, bias=False))
            layers.append(nn.BatchNorm2d(c))
        self.layers = nn.Sequential(*layers)

    def forward(self, x: Tensor) -> Tensor:
        return self.layers(x)
"""


def folded_weights(n, c):
    """the safetensors file of FOLDED's state_dict: conv weights N(0, 1/fan_in), the
    BatchNorms' weights and running_var U(0.5, 1.5), biases and running_mean N(0, 0.1)"""
    import numpy as np
    rng = np.random.default_rng(1)
    hdr, parts, off = {}, [], 0

    def put(key, dtype, shape, data):
        nonlocal off
        b = data.tobytes()
        hdr[key] = {"dtype": dtype, "shape": shape, "data_offsets": [off, off + len(b)]}
        parts.append(b)
        off += len(b)

    for i in range(n):
        w = rng.standard_normal(c * c * 9, dtype=np.float32) * np.float32((c * 9) ** -0.5)
        put("layers.%d.weight" % (2 * i), "F32", [c, c, 3, 3], w)
        b = "layers.%d." % (2 * i + 1)
        put(b + "weight", "F32", [c], rng.uniform(0.5, 1.5, c).astype(np.float32))
        put(b + "bias", "F32", [c], (rng.standard_normal(c) * 0.1).astype(np.float32))
        put(b + "running_mean", "F32", [c], (rng.standard_normal(c) * 0.1).astype(np.float32))
        put(b + "running_var", "F32", [c], rng.uniform(0.5, 1.5, c).astype(np.float32))
        put(b + "num_batches_tracked", "I64", [], np.zeros((), dtype=np.int64))
    return st(hdr, b"".join(parts))


def peak_run(t, args):
    """scriptc ARGS in t.dir from a small interpreter (limits.py's SPAWN: a child of the
    runner, which has PyTorch loaded, would report the runner's peak RSS): (rc, stderr,
    scriptc's own peak RSS in MB)"""
    from limits import SPAWN
    peakf = t.path("peak.txt")
    cmd = [t.scriptc] + args
    p = subprocess.run(["/usr/bin/python3", "-S", "-c", SPAWN, peakf] + cmd, cwd=t.dir,
                       capture_output=True, env=t.env, timeout=600)
    err = p.stderr.decode("utf-8", "replace")
    t.log.append("$ cd %s && %s\nexit status: %d\n--- stderr\n%s" % (
        t.dir, " ".join(cmd), p.returncode, err))
    why = t.crash_of(p.returncode, err)
    expect(not why, why)
    with open(peakf) as f:
        return p.returncode, err, int(f.read() or 0) / 1024.0


def case_weights_folded_rss(t):
    """-O2 folds each of 21 BatchNorms into the 3x3 convolution of 512 channels before it
    (198 MB of weights, each folded weight 9.4 MB): scriptc's peak RSS stays under 100 MB,
    as without folding (a folded weight is computed again when it is written, one at a
    time: runtime/recipe.c); with every folded weight kept until emission it was over
    200 MB.  The model holds the 198 MB."""
    n, c = 21, 512
    t.write("s.py", FOLDED % (n, c))
    t.write(W, folded_weights(n, c), "wb")
    try:
        rc, err, mb = peak_run(t, ["s.py", "--weights", W, "--input", "x:float32[1,%d,4,4]" % c,
                                   "-O2", "-o", "out.onnx"])
        expect(rc == 0 and err == "", "exit status %d: %s" % (rc, err))
        size = os.path.getsize(t.path("out.onnx"))
        expect(size > n * c * c * 9 * 4, "the model holds %d bytes" % size)
        t.log.append("peak RSS %.1f MB, model %d bytes" % (mb, size))
        expect(mb < 100, "peak RSS %.1f MB, bound 100 MB" % mb)
    finally:
        for f in (W, "out.onnx"):
            if os.path.exists(t.path(f)):
                os.unlink(t.path(f))
