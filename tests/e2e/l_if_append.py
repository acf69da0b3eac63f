# A list appended on one branch of an if: different lengths per branch make it a sequence.
# >>> inputs
# x:float32[n]
# <<<
# >>> sets
# x = torch.ones(3)
# x = -torch.ones(5)
# x = torch.randn(2)
# <<<
# >>> min-opset
# 13
# <<<
import torch
from typing import List
from torch import Tensor


def f(x: Tensor) -> Tensor:
    xs = [x]
    ys = xs
    if bool(x.sum() > 0):
        xs.append(x * 2)
    else:
        ys[0] = x - 1
    return torch.stack(ys).sum(0) + len(xs)
