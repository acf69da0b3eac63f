# >>> inputs
# x:int32[4,n]
# s:float64[4,2]
# <<<
# >>> sets
# x = torch.zeros(4, 3, dtype=torch.int32); s = torch.randn(4, 2, dtype=torch.float64) * 10
# x = torch.ones(4, 5, dtype=torch.int32); s = torch.randn(4, 2, dtype=torch.float64) * 10
# x = torch.ones(4, 2, dtype=torch.int32); s = torch.randn(4, 2, dtype=torch.float64) * 10
# <<<
import torch
from torch import Tensor


def f(x: Tensor, s: Tensor) -> Tensor:
    return torch.slice_scatter(x, s, -1, end=2)
