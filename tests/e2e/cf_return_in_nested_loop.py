# Early return from an inner loop of two nested loops (search for a pair with a large product).
# >>> inputs
# a:float32[n]
# b:float32[m]
# <<<
# >>> sets
# a = torch.tensor([1.0, 2.0, 3.0]); b = torch.tensor([1.0, 5.0])
# a = torch.tensor([1.0, 1.0]); b = torch.tensor([1.0, 2.0, 1.0])
# a = torch.tensor([4.0]); b = torch.tensor([3.0, 1.0, 2.0, 0.5])
# a = torch.tensor([0.5, 1.0, 1.0, 2.0]); b = torch.tensor([0.5, 4.0])
# a = torch.zeros(0); b = torch.tensor([1.0])
# a = torch.tensor([2.0, 3.0]); b = torch.zeros(0)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(a: Tensor, b: Tensor) -> Tuple[int, int, Tensor]:
    visited = torch.zeros(1)
    for i in range(a.size(0)):
        for j in range(b.size(0)):
            p = a[i] * b[j]
            visited = visited + p
            if p > 7.5:
                return i, j, visited
    return -1, -1, visited
