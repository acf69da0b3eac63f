# >>> inputs
# a:float32[batch,k]
# b:float32[k,m]
# <<<
# >>> sets
# a = torch.randn(2, 3); b = torch.randn(3, 4)
# a = torch.randn(5, 2); b = torch.randn(2, 6)
# a = torch.randn(1, 4); b = torch.randn(4, 1)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(a: Tensor, b: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    return torch.matmul(a, b), a @ b, a.matmul(b) * 2
