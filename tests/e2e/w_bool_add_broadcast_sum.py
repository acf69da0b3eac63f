# >>> inputs
# a:bool[B,3]
# b:bool[3]
# <<<
# >>> sets
# a = torch.rand(2, 3) > 0.5; b = torch.tensor([True, False, True])
# a = torch.rand(5, 3) > 0.5; b = torch.tensor([False, False, True])
# a = torch.rand(4, 3) > 0.5; b = torch.tensor([True, True, False])
# <<<
# Wrong if bool + bool broadcast then summed is computed as an int add (2 where both are true).
import torch
from torch import Tensor
from typing import Tuple


def f(a: Tensor, b: Tensor) -> Tuple[Tensor, Tensor]:
    c = a + b
    d = a * b
    return c.sum(0), (c.long() + d.long()) * 2
