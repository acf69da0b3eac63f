# xs[-1] = v of a list of run-time length is the last element erased and v appended (no
# position computed from the length): in a loop body and after it, a list of one element,
# and an empty list, where PyTorch raises (lean_seq_last_write_only: the write alone).
# >>> min-opset
# 13
# <<<
# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3); n = 3
# x = torch.randn(3); n = 1
# x = torch.tensor([1.0, float("nan"), -0.0]); n = 2
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
    for j in range(2):
        xs[-1] = xs[-1] + 1.0
    xs[-1] = xs[-1] * 2.0
    return torch.stack(xs), len(xs)
