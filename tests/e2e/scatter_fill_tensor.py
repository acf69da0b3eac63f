# >>> inputs
# x:bool[n]
# y:int32[2,n]
# v:float64[]
# <<<
# >>> sets
# x = torch.zeros(4, dtype=torch.bool); y = torch.zeros(2, 4, dtype=torch.int32); v = torch.tensor(0.5, dtype=torch.float64)
# x = torch.ones(2, dtype=torch.bool); y = torch.zeros(2, 2, dtype=torch.int32); v = torch.tensor(0.0, dtype=torch.float64)
# x = torch.zeros(3, dtype=torch.bool); y = torch.zeros(2, 3, dtype=torch.int32); v = torch.tensor(-3.9, dtype=torch.float64)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, y: Tensor, v: Tensor) -> Tuple[Tensor, Tensor]:
    return x.fill(v), torch.fill(y, v)
