# Slices of one tensor into neighbouring pieces along one axis of known size are one Split
# (passes/onnxsplit.c): x.split, chunk, hand-written halves, two splits of one tensor (two
# Splits), a gap between the pieces (a piece nobody reads), negative bounds, a bool and an
# int64 tensor, pieces read in a loop body, a batch of 0; pieces that overlap, that read
# less than half the dim, or of a dim known only at run time stay Slices.
# >>> inputs
# x:float32[n,12]
# b:bool[n,4]
# i:int64[2,n,6]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(3, 12); b = torch.rand(3, 4) > 0.5; i = torch.randint(-9, 9, (2, 3, 6)); k = 2
# x = torch.randn(1, 12); b = torch.rand(1, 4) > 0.5; i = torch.randint(-9, 9, (2, 1, 6)); k = 0
# x = torch.randn(0, 12); b = torch.rand(0, 4) > 0.5; i = torch.randint(-9, 9, (2, 0, 6)); k = 3
# x = torch.tensor([[float('nan'), float('inf'), -0.0, 1.0] * 3]); b = torch.ones(1, 4, dtype=torch.bool); i = torch.zeros(2, 1, 6, dtype=torch.long); k = 1
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, b: Tensor, i: Tensor, k: int) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor,
                                                        Tensor, Tensor, Tensor, Tensor]:
    q, kk, v = x.split(4, dim=-1)
    att = q * kk + v
    a1, a2, a3 = x.split([1, 5, 6], 1)
    c1, c2 = torch.split(x, [7, 5], 1)
    two = a2.sum(1) - c1.sum(1) + a1[:, 0] * a3[:, 0] * c2[:, 0]
    gap = x[:, :4] * 2.0 + x[:, 6:10]
    neg = x[:, -3:] - x[:, :-9]
    few = x[:, :1] + x[:, -1:]
    lap = x[:, 0:6] + x[:, 3:9]
    b1, b2 = b.chunk(2, dim=1)
    ib = i[:, :, :3] - i[:, :, 3:]
    acc = torch.zeros_like(x[:, :3])
    for t in range(k):
        acc = acc + x[:, 3:6] * x[:, 0:3] - x[:, 6:12:2]
    return att, two, gap, neg, few + lap.sum(1, keepdim=True), b1 & b2, ib, acc, i[0, :, :2] + i[1, :, 4:]
