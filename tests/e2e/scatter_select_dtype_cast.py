# >>> inputs
# x:int64[n,3]
# s:float32[3]
# b:bool[n,3]
# <<<
# >>> sets
# x = torch.arange(12).view(4, 3); s = torch.tensor([-2.7, 0.5, 3.9]); b = torch.zeros(4, 3, dtype=torch.bool)
# x = torch.arange(6).view(2, 3); s = torch.tensor([1.5, -0.2, 0.0]); b = torch.ones(2, 3, dtype=torch.bool)
# x = torch.arange(3).view(1, 3); s = torch.tensor([9.9, 0.0, -9.9]); b = torch.zeros(1, 3, dtype=torch.bool)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, s: Tensor, b: Tensor) -> Tuple[Tensor, Tensor]:
    return torch.select_scatter(x, s, 0, 0), torch.select_scatter(b, s, 0, -1)
