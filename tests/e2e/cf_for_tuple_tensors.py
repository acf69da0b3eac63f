# for over a tuple of tensors (unrolled); the tuple elements have different shapes.
# >>> inputs
# a:float32[n,3]
# b:float32[m,3]
# c:float32[k,3]
# <<<
# >>> sets
# a = torch.randn(1, 3); b = torch.randn(2, 3); c = torch.randn(3, 3)
# a = torch.randn(4, 3); b = torch.randn(1, 3); c = torch.randn(2, 3)
# a = torch.randn(2, 3); b = torch.randn(5, 3); c = torch.randn(1, 3)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(a: Tensor, b: Tensor, c: Tensor) -> Tuple[Tensor, int]:
    total = torch.zeros(3)
    rows = 0
    for t in (a, b, c):
        total = total + t.sum(0) * t.size(0)
        rows += t.size(0)
    return total, rows
