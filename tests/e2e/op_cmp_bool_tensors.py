# >>> inputs
# a:bool[n]
# b:bool[n]
# <<<
# >>> sets
# a = torch.rand(4) > 0.5; b = torch.rand(4) > 0.5
# a = torch.rand(7) > 0.5; b = torch.rand(7) > 0.5
# a = torch.tensor([True, False]); b = torch.tensor([True, True])
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(a: Tensor, b: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    return a == b, a != b, a.eq(~b), torch.ne(a, b) & b
