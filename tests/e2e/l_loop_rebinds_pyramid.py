# Feature maps of a pyramid refined on every step (feats = [f * 0.5 + f.mean(...) for f
# in feats], rebinding a list of three maps of different shapes) while a
# run-time condition holds: each map keeps its own shape, carried as its own value.
# >>> inputs
# x:float32[N,C,H,W]
# steps:int64[]
# <<<
# >>> sets
# x = torch.randn(1, 2, 8, 8); steps = 0
# x = torch.randn(2, 1, 8, 4); steps = 1
# x = torch.randn(1, 3, 16, 8); steps = 3
# <<<
import torch
from typing import List
from torch import Tensor


def f(x: Tensor, steps: int):
    feats = [x, x[:, :, ::2, ::2], x[:, :, ::4, ::4]]
    i = 0
    while i < steps:
        feats = [f * 0.5 + f.mean((2, 3), keepdim=True) for f in feats]
        i += 1
    return feats[0].sum(), feats[1], feats[2].mean((2, 3))
