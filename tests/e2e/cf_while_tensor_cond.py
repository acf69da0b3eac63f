# while driven by a tensor condition: double x until its sum reaches a target (values are
# chosen so the comparison never lands near the boundary).
# >>> inputs
# x:float32[n]
# target:float32[]
# <<<
# >>> sets
# x = torch.tensor([1.0, 2.0, 3.0]); target = 5.0
# x = torch.tensor([1.0, 1.0]); target = 3.0
# x = torch.tensor([0.25, 0.5, 0.125, 0.125]); target = 100.0
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, target: float) -> Tuple[Tensor, int]:
    n = 0
    while x.sum() < target:
        x = x * 2.0
        n += 1
    return x, n
