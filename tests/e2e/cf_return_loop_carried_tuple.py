# A returned tuple whose parts are computed on different paths: early return in a loop for
# some inputs, after the loop for others, and before the loop for empty inputs.
# >>> inputs
# x:float32[n,2]
# <<<
# >>> sets
# x = torch.zeros(0, 2)
# x = torch.tensor([[1.0, 1.0], [2.0, -5.0], [1.0, 0.0]])
# x = torch.tensor([[1.0, 2.0], [0.5, 0.5]])
# x = torch.tensor([[-3.0, 1.0]])
# x = torch.tensor([[1.0, 2.0], [0.5, 0.5], [3.0, 1.0], [0.0, 2.0]])
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, bool]:
    if x.size(0) == 0:
        return torch.zeros(2), torch.zeros(1), False
    s = torch.zeros(2)
    for i in range(x.size(0)):
        s = s + x[i]
        if s.min() < 0.0:
            return s, s.sum().unsqueeze(0), True
    return s, s.max().unsqueeze(0), False
