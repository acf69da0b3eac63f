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


def f(a: Tensor, b: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    o1 = a & b
    o2 = a | b
    o3 = a ^ b
    o4 = ~a
    o5 = torch.bitwise_and(a, b)
    o6 = a.bitwise_or(b)
    o7 = torch.bitwise_xor(a, b)
    o8 = a.bitwise_not() | torch.bitwise_not(b)
    return o1, o2, o3, o4, o5, o6, o7, o8
