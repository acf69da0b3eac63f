# Two nested while loops on ints with a tensor updated in the inner one; the inner bound
# depends on the outer counter.
# >>> inputs
# x:float32[n]
# a:int64[]
# <<<
# >>> sets
# x = torch.randn(2); a = 0
# x = torch.randn(3); a = 1
# x = torch.randn(4); a = 2
# x = torch.randn(2); a = 5
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, a: int) -> Tuple[Tensor, int]:
    i = 0
    total = 0
    while i < a:
        j = 0
        while j < i:
            x = x + torch.exp(-x.abs()) * j
            j += 1
            total += 1
        i += 1
    return x, total
