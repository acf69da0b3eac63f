# Entry parameters `weights: List[float]` (a float64 input) and `flags: List[bool]` (a bool
# input) of run-time length: a weighted sum of the rows of x chosen by the flags (zip of
# the two lists), their maximum and whether any flag is set. Lengths 0, 1 and 3.
# >>> inputs
# x:float32[R,C]
# weights:float64[k]
# flags:bool[k]
# <<<
# >>> sets
# x = torch.randn(3, 2); weights = []; flags = []
# x = torch.randn(1, 4); weights = [0.5]; flags = [True]
# x = torch.randn(3, 3); weights = [0.25, -2.0, 3.5]; flags = [True, False, True]
# <<<
import torch
from typing import List
from torch import Tensor


def f(x: Tensor, weights: List[float], flags: List[bool]):
    out = torch.zeros(x.size(1))
    i = 0
    for w, on in zip(weights, flags):
        if on:
            out = out + x[i] * w
        i += 1
    top = max(weights) if len(weights) > 0 else 0.0
    return out, top, any(flags), len(weights)
