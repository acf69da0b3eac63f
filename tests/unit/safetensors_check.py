#!/usr/bin/python3
"""safetensors_check.py SAFETENSORS_TEST: files torch writes, read back by our reader.

Each module below is saved by tools/to_safetensors.py (FILE.py:CLASS, built with no
arguments under torch.manual_seed(0), eval()), then read by `SAFETENSORS_TEST --dump`
(runtime/safetensors.c: rt_weights_open), which prints name, dtype, shape, byte count and
the CRC-32 of each tensor's bytes.  The truth is torch's own state_dict of the same module,
built here: its dtype, shape, and the CRC-32 of the tensor's memory (read with ctypes from
data_ptr, not through the writer's path).  The file's layout is checked against the format
(8-byte aligned header, __metadata__, tensors tiling the data) by an independent reading.
With torchvision installed, torchvision:resnet18 is checked the same way.
Ends with "N passed, N failed"; exit status 1 if anything failed.
"""
import ctypes
import json
import os
import struct
import subprocess
import sys
import tempfile
import zlib

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
TOOL = os.path.join(HERE, "..", "..", "tools", "to_safetensors.py")
NAMES = {torch.float32: "F32", torch.float16: "F16", torch.bfloat16: "BF16",
         torch.float64: "F64", torch.int64: "I64", torch.int32: "I32", torch.int16: "I16",
         torch.int8: "I8", torch.uint8: "U8", torch.bool: "BOOL"}

MODULES = r'''
import torch
from torch import nn


class Dtypes(nn.Module):
    """every dtype the reader takes, 0-d and empty tensors, a non-ASCII name"""
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(3, 5)
        self.bn = nn.BatchNorm1d(5)   # num_batches_tracked: a 0-d int64
        for i, dt in enumerate([torch.float16, torch.bfloat16, torch.float64, torch.int32,
                                torch.int16, torch.int8, torch.uint8]):
            self.register_buffer("b%d" % i, (torch.randn(2, 3) * 100).to(dt))
        self.register_buffer("flags", torch.randn(7) > 0)
        self.register_buffer("zero_d", torch.tensor(2.5, dtype=torch.float64))
        self.register_buffer("empty", torch.zeros(0, 4))
        self.register_buffer("empty_i8", torch.zeros(3, 0, 2, dtype=torch.int8))
        self.register_buffer("gewicht_\u00e4", torch.randn(4, dtype=torch.float16))
        self.register_buffer("not_saved", torch.ones(2), persistent=False)


class Empty(nn.Module):
    """no tensors at all: a header of {"__metadata__": ...} and no data"""


class Big(nn.Module):
    """about 20 million parameters (80 MB)"""
    def __init__(self):
        super().__init__()
        self.convs = nn.Sequential(*[nn.Conv2d(256, 256, 3) for _ in range(6)])
        self.head = nn.Linear(4096, 4096)
        self.norm = nn.LayerNorm(4096)
'''

passed = failed = 0


def ok(cond, what):
    global passed, failed
    if cond:
        passed += 1
    else:
        failed += 1
        print("FAIL: " + what)


def truth(state):
    """{name: (dtype, shape, nbytes, crc)} from torch's tensors' memory"""
    out = {}
    for name, t in state.items():
        t = t.contiguous()
        n = t.numel() * t.element_size()
        data = ctypes.string_at(t.data_ptr(), n) if n else b""
        out[name] = (NAMES[t.dtype], list(t.shape), n, "%08x" % zlib.crc32(data))
    return out


def dumped(test, path):
    p = subprocess.run([test, "--dump", path], capture_output=True, text=True)
    ok(p.returncode == 0 and not p.stderr, "%s: the reader failed: %s" % (path, p.stderr))
    out, order = {}, []
    for line in p.stdout.splitlines():
        name, dt, shape, n, crc = line.split("\t")
        out[name] = (dt, json.loads(shape), int(n), crc)
        order.append(name)
    return out, order


def layout(path):
    """the file read as the format says (not by our reader): names in offset order"""
    with open(path, "rb") as f:
        data = f.read()
    n = struct.unpack("<Q", data[:8])[0]
    ok(n % 8 == 0, "%s: header length %d not a multiple of 8" % (path, n))
    h = json.loads(data[8:8 + n].decode("utf-8"))
    ok(h.pop("__metadata__", None) == {"format": "pt"}, path + ": __metadata__")
    rows = sorted(h.items(), key=lambda kv: tuple(kv[1]["data_offsets"]))
    at = 0
    for name, e in rows:
        ok(e["data_offsets"][0] == at, "%s: %s does not begin where the last ended" % (path, name))
        at = e["data_offsets"][1]
    ok(8 + n + at == len(data), path + ": the tensors do not end at the end of the file")
    return [name for name, _ in rows]


def check(test, d, spec, state):
    out = os.path.join(d, spec.replace(":", "_").replace("/", "_") + ".safetensors")
    p = subprocess.run([sys.executable, TOOL, spec, out], capture_output=True, text=True)
    ok(p.returncode == 0, "%s: to_safetensors failed: %s" % (spec, p.stderr))
    if p.returncode:
        return
    want = truth(state)
    got, order = dumped(test, out)
    ok(got == want, "%s: the reader and torch differ:\n  reader %s\n  torch  %s"
       % (spec, {k: v for k, v in got.items() if want.get(k) != v},
          {k: v for k, v in want.items() if got.get(k) != v}))
    ok(order == layout(out), spec + ": the reader's order is not the file's")
    print("%s: %d tensors, %d bytes" % (spec, len(got), sum(v[2] for v in got.values())))


def module(path, cls):
    import importlib.util
    spec = importlib.util.spec_from_file_location("mods", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    torch.manual_seed(0)
    return getattr(mod, cls)().eval().state_dict()


def main():
    test = sys.argv[1]
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "mods.py")
        with open(path, "w") as f:
            f.write(MODULES)
        for cls in ("Dtypes", "Empty", "Big"):
            check(test, d, path + ":" + cls, module(path, cls))
        try:
            import torchvision
        except ImportError:
            print("note: no torchvision: torchvision:resnet18 not checked")
        else:
            torch.manual_seed(0)
            check(test, d, "torchvision:resnet18",
                  torchvision.models.resnet18().eval().state_dict())
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
