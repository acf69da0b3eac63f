# >>> inputs
# x:float32[3,3]
# <<<
# >>> sets
# x = torch.randn(3, 3)
# x = torch.zeros(3, 3)
# x = torch.ones(3, 3)
# <<<
# Wrong if a write through diagonal() writes a row instead of the diagonal.
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    d = x.diagonal()
    d.fill_(5.0)
    x.diagonal(1).mul_(-1.0)
    return x
