# Trip counts from tensor values: range(int(v.max())) and range(int(v.sum()) // 2) on an
# int64 tensor input.
# >>> inputs
# x:float32[d]
# v:int64[k]
# <<<
# >>> sets
# x = torch.randn(2); v = torch.tensor([0, 0, 0])
# x = torch.randn(3); v = torch.tensor([1, 0])
# x = torch.randn(4); v = torch.tensor([2, 5, 3, 1])
# x = torch.randn(2); v = torch.tensor([3])
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, v: Tensor) -> Tuple[Tensor, int]:
    for i in range(int(v.max())):
        x = x * 0.5 + v[0].float()
    c = 0
    for j in range(int(v.sum()) // 2):
        c += j
    return x, c
