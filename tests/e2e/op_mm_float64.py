# >>> inputs
# a:float64[batch,k]
# b:float64[k,3]
# <<<
# >>> sets
# a = torch.randn(2, 3, dtype=torch.float64); b = torch.randn(3, 3, dtype=torch.float64)
# a = torch.randn(4, 5, dtype=torch.float64); b = torch.randn(5, 3, dtype=torch.float64)
# a = torch.randn(1, 2, dtype=torch.float64); b = torch.randn(2, 3, dtype=torch.float64)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(a: Tensor, b: Tensor) -> Tuple[Tensor, Tensor]:
    return a @ b, torch.mm(a, b).t() @ a
