# >>> inputs
# x:float32[batch,n]
# i:int64[batch,n]
# <<<
# >>> sets
# x = torch.randint(-1, 2, (2, 3)).float(); i = torch.randint(-1, 2, (2, 3))
# x = torch.randint(-1, 2, (4, 4)).float(); i = torch.randint(-1, 2, (4, 4))
# x = torch.tensor([[0.0, 0.5], [-2.0, 0.0]]); i = torch.tensor([[0, 0], [3, 1]])
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, i: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    return x.logical_and(i), i.logical_or(x), x.logical_not(), i.logical_xor(x > 0)
