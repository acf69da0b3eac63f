"""Weights that look trained, for the module cases (tests/lib/truth.py) and the vision
examples (tests/lib/vision.py), and the safetensors files the tests write and read back.

A module straight from its constructor has BatchNorm running_mean 0 and running_var 1,
weight 1 and bias 0: a compiler that drops the normalization, swaps mean and variance or
weight and bias, or forgets eps computes the same on such a module. So the tests give
every module values of the kinds training leaves."""

import json
import math
import os
import struct
import sys

import torch

_NORMS = (torch.nn.modules.batchnorm._NormBase, torch.nn.GroupNorm, torch.nn.LayerNorm)


def batchnorm_stats(module, gen):
    """Trained-looking statistics and affine parameters for every BatchNorm/InstanceNorm
    with them (running_mean ~ N(0, 0.1), running_var ~ U(0.5, 1.5), weight ~ U(0.5, 1.5),
    bias ~ N(0, 0.1)); num_batches_tracked (an integer buffer) is kept."""
    with torch.no_grad():
        for m in module.modules():
            if not isinstance(m, torch.nn.modules.batchnorm._NormBase):
                continue
            if m.running_mean is not None:
                m.running_mean.copy_(torch.randn(m.running_mean.shape, generator=gen) * 0.1)
                m.running_var.copy_(torch.rand(m.running_var.shape, generator=gen) + 0.5)
            if m.weight is not None:
                m.weight.copy_(torch.rand(m.weight.shape, generator=gen) + 0.5)
                m.bias.copy_(torch.randn(m.bias.shape, generator=gen) * 0.1)


def calibrate(module, x):
    """BatchNorm statistics that are the true ones of module's activations on the batch x, as
    training leaves them (random weights and the 0/1 statistics of a fresh module make deep
    models blow up or compute a constant, which hides a wrong compile): every BatchNorm is
    reset, x runs through in training mode with cumulative averages, and the module goes back
    to eval mode. Dropout and the like run in training mode meanwhile; nothing else changes."""
    norms = [m for m in module.modules() if isinstance(m, torch.nn.modules.batchnorm._BatchNorm)
             and m.track_running_stats]
    saved = [m.momentum for m in norms]
    for m in norms:
        m.reset_running_stats()
        m.momentum = None
    module.train()
    with torch.no_grad():
        module(x)
    module.eval()
    for m, mom in zip(norms, saved):
        m.momentum = mom
        m.num_batches_tracked.zero_()


def _fan_in(name, t, owner):
    """The number of inputs each output of t's layer sums over (ConvTranspose weights hold
    in_channels first; everything else PyTorch's own rule, dims 1.. of the weight)."""
    if isinstance(owner, torch.nn.modules.conv._ConvTransposeNd) and name == "weight":
        return max(1, t.shape[0] // owner.groups * math.prod(t.shape[2:]))
    if t.dim() >= 2:
        return max(1, math.prod(t.shape[1:]))
    return None


def randomize(module, gen):
    """Every floating parameter and buffer of module gets a realistic random value: weights of
    rank 2 or more N(0, 1/fan_in), 1-d weights of norms U(0.5, 1.5), other 1-d parameters
    (biases) N(0, 0.1), running_mean N(0, 0.1), running_var U(0.5, 1.5), other floating
    buffers N(0, 1); integer and bool buffers are kept, and so are non-persistent buffers
    (they are not in the state_dict: their value is the one __init__ computes). A tensor
    shared by two modules is set once (it is one tensor)."""
    seen = set()
    with torch.no_grad():
        for mname, m in module.named_modules():
            for pname, t in list(m.named_parameters(recurse=False)) + list(
                    m.named_buffers(recurse=False)):
                if t is None or id(t) in seen or not t.is_floating_point():
                    continue
                if pname in m._non_persistent_buffers_set:
                    continue   # not in the state_dict: __init__'s value is the model's
                seen.add(id(t))
                if pname == "running_mean":
                    v = torch.randn(t.shape, generator=gen) * 0.1
                elif pname == "running_var":
                    v = torch.rand(t.shape, generator=gen) + 0.5
                elif isinstance(m, _NORMS) and pname == "weight":
                    v = torch.rand(t.shape, generator=gen) + 0.5
                elif isinstance(t, torch.nn.Parameter) and _fan_in(pname, t, m):
                    v = torch.randn(t.shape, generator=gen) / math.sqrt(_fan_in(pname, t, m))
                elif isinstance(t, torch.nn.Parameter):
                    v = torch.randn(t.shape, generator=gen) * 0.1
                else:
                    v = torch.randn(t.shape, generator=gen)
                t.copy_(v.to(t.dtype))


def write_weights(state, path):
    """a {name: tensor} dict written as safetensors by tools/to_safetensors.py's own writer"""
    tools = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(
        os.path.abspath(__file__)))), "tools")
    sys.path.insert(0, tools)
    try:
        import to_safetensors
    finally:
        sys.path.pop(0)
    with open(path, "wb") as f:
        for b in to_safetensors.pieces(state):
            f.write(b)


_DTYPES = {"F32": torch.float32, "F64": torch.float64, "F16": torch.float16,
           "BF16": torch.bfloat16, "I64": torch.int64, "I32": torch.int32, "I16": torch.int16,
           "I8": torch.int8, "U8": torch.uint8, "BOOL": torch.bool}


def read_safetensors(path):
    """{name: tensor} from a safetensors file, in the header's order (the reference reader's
    rules: 8 bytes little-endian header length, a JSON header, the bytes after it)."""
    raw = bytearray(os.path.getsize(path))   # one copy of the file; the tensors view it
    with open(path, "rb") as f:
        f.readinto(raw)
    (n,) = struct.unpack("<Q", raw[:8])
    header = json.loads(bytes(raw[8:8 + n]))
    out = {}
    for name, h in header.items():
        if name == "__metadata__":
            continue
        b, e = h["data_offsets"]
        dt = _DTYPES[h["dtype"]]
        if e == b:
            out[name] = torch.empty(h["shape"], dtype=dt)
            continue
        size = torch.empty((), dtype=dt).element_size()
        t = torch.frombuffer(raw, dtype=dt, count=(e - b) // size, offset=8 + n + b)
        out[name] = t.reshape(h["shape"])
    return out
