# Writes through constant index tensors (torch.tensor([...]) in the script): known
# non-negative ones are written as they are, one with a negative element is wrapped once
# as PyTorch wraps it; values of x[idx]'s own shape are scattered without an Expand, a row
# and a number are broadcast; a repeated index keeps the last value written (x[idx] += v
# reads before it writes); a symbolic row count of 2 makes -3 out of range, where PyTorch
# raises.
# >>> inputs
# x:float32[B,3]
# v:float32[3]
# <<<
# >>> sets
# x = torch.randn(4, 3); v = torch.randn(3)
# x = torch.randn(3, 3); v = torch.tensor([float('inf'), -0.0, float('nan')])
# x = torch.randn(6, 3); v = torch.randn(3)
# <<<
# >>> raises
# x = torch.randn(2, 3); v = torch.randn(3)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, v: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    a = x.clone()
    a[torch.tensor([2, 0, 2])] += 1.5
    b = x.clone()
    b[torch.tensor([0, -1])] = torch.stack([v, v * 2])
    c = x.clone()
    c[torch.tensor([1, -3])] = v
    d = x.clone()
    d[torch.tensor([1, 2]), torch.tensor([0, 2])] = torch.tensor([7.0, 8.0])
    return a, b, c, d
