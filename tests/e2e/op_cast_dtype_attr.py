# >>> inputs
# x:float64[batch,n]
# i:int32[n]
# <<<
# >>> sets
# x = torch.randn(2, 3, dtype=torch.float64); i = torch.randint(-3, 3, (3,), dtype=torch.int32)
# x = torch.randn(4, 5, dtype=torch.float64); i = torch.randint(-3, 3, (5,), dtype=torch.int32)
# x = torch.randn(1, 2, dtype=torch.float64); i = torch.randint(-3, 3, (2,), dtype=torch.int32)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, i: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    a = torch.ones(x.size(0), dtype=x.dtype)
    b = i.to(x.dtype) * x
    c = torch.zeros_like(x, dtype=i.dtype)
    d = torch.arange(x.size(1), dtype=i.dtype) + i
    return a, b, c, d
