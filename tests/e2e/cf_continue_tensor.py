# continue on a tensor condition: negative-sum rows are skipped.
# >>> inputs
# x:float32[n,3]
# <<<
# >>> sets
# x = torch.tensor([[1.0, 2.0, 3.0], [-4.0, 0.0, 1.0], [0.5, 0.5, 0.5]])
# x = torch.tensor([[-1.0, -1.0, -1.0], [-1.0, 0.0, 0.5]])
# x = torch.tensor([[2.0, -1.0, 0.0]])
# x = torch.tensor([[1.0, 1.0, 1.0], [2.0, 0.0, 0.0], [-9.0, 0.0, 0.0], [0.0, 0.0, 3.0], [1.5, 0.0, 0.0]])
# x = torch.zeros(0, 3)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, int]:
    acc = torch.ones(3)
    kept = 0
    for i in range(x.size(0)):
        row = x[i]
        if row.sum() < 0:
            continue
        acc = acc * (row + 1.0)
        kept += 1
    return acc, kept
