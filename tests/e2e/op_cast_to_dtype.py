# >>> inputs
# x:float32[batch,n]
# <<<
# >>> sets
# x = torch.randn(2, 3) * 5
# x = torch.randn(4, 5) * 5
# x = torch.tensor([[0.0, -0.7, 2.9, -3.2]])
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    return x.to(torch.int64), x.to(dtype=torch.float64), x.to(torch.bool), x.to(torch.int32), x.to(torch.float32)
