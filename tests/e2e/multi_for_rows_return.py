# >>> inputs
# x:float32[B,2]
# <<<
# >>> sets
# x = torch.tensor([[1.0, 2.0], [-1.0, 3.0], [4.0, 5.0]])
# x = torch.tensor([[1.0, 2.0]])
# x = torch.tensor([[1.0, 1.0], [2.0, 2.0]])
# <<<
# a return from inside for row in x (the first row with a negative element)
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor) -> Tensor:
    for r in x:
        if bool((r < 0.0).any()):
            return r
    return torch.zeros(2)
