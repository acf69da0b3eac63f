# >>> inputs
# a:bool[batch,n]
# b:bool[batch,n]
# <<<
# >>> sets
# a = torch.rand(2, 3) > 0.5; b = torch.rand(2, 3) > 0.5
# a = torch.rand(4, 4) > 0.5; b = torch.rand(4, 4) > 0.5
# a = torch.rand(3, 2) > 0.3; b = torch.rand(3, 2) > 0.7
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(a: Tensor, b: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    return torch.logical_and(a, b), torch.logical_or(a, b), torch.logical_not(a), torch.logical_xor(a, b)
