# >>> inputs
# x:float32[B,3]
# s:float64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); s = torch.tensor(1.5, dtype=torch.float64)
# x = torch.randn(5, 3); s = torch.tensor(-0.5, dtype=torch.float64)
# x = torch.randn(4, 3); s = torch.tensor(3.0, dtype=torch.float64)
# <<<
# Wrong if mul_ by a 0-d float64 tensor changes x's dtype to float64 (PyTorch keeps float32).
import torch
from torch import Tensor


def f(x: Tensor, s: Tensor) -> Tensor:
    x.mul_(s)
    x.mul_(2)
    return x
