#!/usr/bin/python3
"""to_safetensors.py: a module's state_dict saved as safetensors, for `scriptc --weights`.

    /usr/bin/python3 tools/to_safetensors.py torchvision:resnet18 resnet18.safetensors
    /usr/bin/python3 tools/to_safetensors.py net.py:Net net.safetensors
    /usr/bin/python3 tools/to_safetensors.py trained.pt net.safetensors

`torchvision:NAME` builds torchvision.models.NAME(); `FILE.py:CLASS` builds CLASS() from
FILE.py; both with no arguments, under torch.manual_seed(0), in eval() mode.  A `.pt` or
`.pth` file is a saved state_dict (or a whole module) read with torch.load.

No safetensors package is needed: the format is written directly as the reference writer
(huggingface/safetensors, safetensors/src/tensor.rs: prepare, serialize) writes it: tensors
sorted by descending dtype alignment, then by name, laid end to end; the header is compact
JSON (`__metadata__` first, {"format": "pt"} as safetensors.torch writes, then the tensors in
offset order), padded with spaces to a multiple of 8 bytes; then the bytes, little-endian,
row-major.  A tensor shared by two keys (tied weights) is written once per key.
"""
import importlib.util
import json
import os
import struct
import sys

import torch

# torch dtype -> (safetensors name, rank in the reference's Dtype order, which is by
# increasing alignment: the writer sorts by descending rank)
DTYPES = {
    torch.bool: ("BOOL", 0), torch.uint8: ("U8", 4), torch.int8: ("I8", 5),
    torch.int16: ("I16", 11), torch.float16: ("F16", 13), torch.bfloat16: ("BF16", 14),
    torch.int32: ("I32", 15), torch.float32: ("F32", 17), torch.float64: ("F64", 19),
    torch.int64: ("I64", 20),
}


def tensor_bytes(t):
    """the tensor's bytes, row-major, little-endian"""
    t = t.detach().cpu().contiguous().reshape(-1)
    if t.dtype == torch.bfloat16:  # numpy has no bfloat16: the same bits as int16
        t = t.view(torch.int16)
    a = t.numpy()
    if a.dtype.byteorder == ">":
        a = a.byteswap()
    return a.tobytes()


def serialize(state):
    """the file's bytes for a {name: tensor} dict"""
    return b"".join(pieces(state))


def pieces(state):
    """the file's bytes for a {name: tensor} dict, in pieces: the length and header, then
    each tensor's bytes (a file of several GB is never one bytes object)"""
    rows = []
    for name, t in state.items():
        if not isinstance(t, torch.Tensor):
            raise SystemExit("to_safetensors: %r is not a tensor (%s)" % (name, type(t).__name__))
        if t.dtype not in DTYPES:
            raise SystemExit("to_safetensors: %r has dtype %s, which safetensors files for "
                             "scriptc cannot hold" % (name, t.dtype))
        rows.append((name, t))
    rows.sort(key=lambda r: (-DTYPES[r[1].dtype][1], r[0]))
    header, offset = {"__metadata__": {"format": "pt"}}, 0
    for name, t in rows:
        n = t.numel() * t.element_size()
        header[name] = {"dtype": DTYPES[t.dtype][0], "shape": list(t.shape),
                        "data_offsets": [offset, offset + n]}
        offset += n
    h = json.dumps(header, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
    h += b" " * (-len(h) % 8)
    yield struct.pack("<Q", len(h)) + h
    for name, t in rows:
        yield tensor_bytes(t)


def build(spec):
    """the module SPEC names, built with no arguments under manual_seed(0), in eval mode"""
    torch.manual_seed(0)
    if spec.startswith("torchvision:"):
        import torchvision
        m = getattr(torchvision.models, spec.split(":", 1)[1])()
    elif spec.endswith((".pt", ".pth")):
        m = torch.load(spec, map_location="cpu")
        if isinstance(m, dict):
            return m
    elif ".py:" in spec:
        path, cls = spec.rsplit(":", 1)
        mod_spec = importlib.util.spec_from_file_location(
            os.path.splitext(os.path.basename(path))[0], path)
        mod = importlib.util.module_from_spec(mod_spec)
        mod_spec.loader.exec_module(mod)
        m = getattr(mod, cls)()
    else:
        raise SystemExit("to_safetensors: %r: expected torchvision:NAME, FILE.py:CLASS or "
                         "FILE.pt" % spec)
    return m.eval().state_dict()


def main(argv):
    if len(argv) != 3:
        raise SystemExit(__doc__.strip().split("\n\n")[1])
    state = build(argv[1])
    tmp = argv[2] + ".tmp"
    with open(tmp, "wb") as f:
        for b in pieces(state):
            f.write(b)
    os.replace(tmp, argv[2])


if __name__ == "__main__":
    main(sys.argv)
