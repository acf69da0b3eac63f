# A list of run-time length plus a list literal appends each element in turn (no Loop over
# the literal), and the Concats a List[int]'s appends make are one (onnxpeep): ints, floats,
# bools and tensors, `+` and extend, a literal of several elements, lists that start empty,
# loops that run 0 times, a nested literal list kept as a loop.
# >>> min-opset
# 13
# <<<
# >>> inputs
# x:float32[n,3]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(4, 3); k = 3
# x = torch.randn(2, 3); k = 0
# x = torch.tensor([[1.0, float('nan'), -2.0]]); k = 1
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, k: int) -> Tuple[List[int], List[float], List[bool], Tensor, int]:
    toks: List[int] = []
    fs: List[float] = [0.5]
    bs: List[bool] = []
    xs: List[Tensor] = [x]
    for i in range(k):
        t = int(torch.argmax(x[i % x.size(0)]))
        toks = toks + [t, i, -t]
        fs = fs + [float(t) * 0.25]
        bs = bs + [t > 0]
        xs = xs + [xs[-1] * 2.0, x + float(i)]
        xs.extend([x - 1.0])
    ys = [x[:1]] + xs + [x[1:]]
    return toks, fs, bs, torch.cat(ys), len(ys)
