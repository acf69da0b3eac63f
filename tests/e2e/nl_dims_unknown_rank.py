# Operators on a tensor whose rank is known only at run time, with negative dims that ONNX
# takes as they are (Concat, Unsqueeze, Slice, Gather, GatherElements, ConcatFromSequence
# count a negative axis from the end as PyTorch does): cat, stack, unsqueeze, narrow (a
# run-time start too), select, index_select, gather, slicing.
# >>> inputs
# x:float32[B,8]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 8); n = 0
# x = torch.randn(3, 8); n = 1
# x = torch.randn(2, 8); n = 2
# x = torch.randn(3, 8); n = 3
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    shape = [x.size(0)]
    rest = 8
    for i in range(n):
        shape.append(2)
        rest = rest // 2
    shape.append(rest)
    y = x.reshape(shape)
    m = -1 if n % 2 == 0 else 0
    ys = [y]
    for i in range(n):
        ys.append(y * float(i))
    a = torch.cat([y, y * 2.0], -1).flatten()
    b = torch.stack([y, y + 1.0], -2).flatten()
    c = torch.cat(ys, -1).flatten()
    d = y.unsqueeze(-1).expand(shape + [2]).flatten()
    e = y.narrow(-1, m, 1).flatten() + y.narrow(-2, 1, 1).flatten().sum()
    g = y.select(-1, -1).flatten()
    h = y.index_select(-1, torch.tensor([0])).flatten()
    k = y.gather(-1, torch.zeros_like(y, dtype=torch.long)).flatten()
    s = y[1:].flatten()
    return a, b, c, d, e, g, h, k, s
