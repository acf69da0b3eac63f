# split by a size known only at run time and unbind of a run-time count are one
# SplitToSequence (no Loop); PyTorch's edges: an empty dim gives one empty piece for every
# size >= 0 (ONNX Runtime's SplitToSequence would give none: the pieces' lengths are given),
# unbind of it none; a size of 0 of a dim that is not empty raises, as does a negative size
# even of an empty dim; the first and last pieces read as slices of x.
# >>> inputs
# x:float32[B,3]
# k:int64[]
# <<<
# >>> sets
# x = torch.zeros(0, 3); k = 0
# x = torch.zeros(0, 3); k = 2
# x = torch.arange(15.0).reshape(5, 3); k = 2
# x = torch.arange(15.0).reshape(5, 3); k = 7
# x = torch.arange(3.0).reshape(1, 3); k = 1
# x = torch.arange(18.0).reshape(6, 3); k = 3
# <<<
# >>> raises
# x = torch.arange(9.0).reshape(3, 3); k = 0
# x = torch.arange(9.0).reshape(3, 3); k = -2
# x = torch.zeros(0, 3); k = -1
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, k: int) -> Tuple[int, Tensor, Tensor, Tensor, int, Tensor, Tensor]:
    parts = x.split(k)
    rows = x.unbind(0)
    first = parts[0]
    last = parts[-1]
    s = torch.zeros(3)
    for r in rows:
        s = s + r
    halves = x.split(2)
    return len(parts), first * 2.0, last + 1.0, torch.cat(parts, 0), len(rows), s, halves[-1]
