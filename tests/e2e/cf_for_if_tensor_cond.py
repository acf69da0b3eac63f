# An if/else on a tensor value inside a for loop; both arms update the same carried tensor.
# >>> inputs
# x:float32[n,3]
# <<<
# >>> sets
# x = torch.tensor([[1.0, 2.0, 0.5], [-3.0, -1.0, 0.5], [2.0, 2.0, 2.0], [-1.0, -1.5, -0.5]])
# x = torch.tensor([[-1.0, 0.25, -1.0]])
# x = torch.tensor([[4.0, -1.0, -1.0], [0.5, 0.5, 0.5]])
# x = torch.zeros(0, 3)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, int, int]:
    acc = torch.zeros(3)
    pos = 0
    neg = 0
    for i in range(x.size(0)):
        row = x[i]
        if row.sum() > 0:
            acc = acc + row
            pos += 1
        else:
            acc = acc - 2.0 * row
            neg += 1
    return acc, pos, neg
