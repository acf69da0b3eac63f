# xs[-1] = v with no read of xs before it: an empty list raises, as PyTorch's "list
# assignment index out of range" (the erase at -1 refuses it), a list of one element or more
# has its last replaced (lean_seq_last_write).
# >>> min-opset
# 13
# <<<
# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3); n = 1
# x = torch.randn(3); n = 4
# x = torch.tensor([float("inf"), -0.0, 2.0]); n = 2
# <<<
# >>> raises
# x = torch.randn(3); n = 0
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, int]:
    xs: List[Tensor] = []
    for i in range(n):
        xs.append(x * float(i))
    xs[-1] = x
    return torch.stack(xs), len(xs)
