# for over a tuple of tensors with an if inside; each element picks an arm by the sign of its sum.
# >>> inputs
# a:float32[n]
# b:float32[n]
# c:float32[n]
# <<<
# >>> sets
# a = torch.rand(3) + 1.0; b = -torch.rand(3) - 1.0; c = torch.rand(3) + 1.0
# a = -torch.rand(2) - 1.0; b = torch.rand(2) + 1.0; c = -torch.rand(2) - 1.0
# a = torch.rand(4) + 1.0; b = torch.rand(4) + 1.0; c = torch.rand(4) + 1.0
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(a: Tensor, b: Tensor, c: Tensor) -> Tuple[Tensor, int]:
    acc = torch.zeros_like(a)
    npos = 0
    for t in (a, b, c):
        if t.sum() > 0:
            acc = acc + t
            npos += 1
        else:
            acc = acc * t
    return acc, npos
