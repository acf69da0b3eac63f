# >>> inputs
# x:float32[n,3,6]
# i:int64[k]
# <<<
# >>> sets
# x = torch.randn(2, 3, 6); i = torch.tensor([1, 0])
# x = torch.randn(4, 3, 6); i = torch.tensor([-1, -2, 1])
# x = torch.randn(1, 3, 6); i = torch.tensor([0])
# <<<
import torch
from torch import Tensor


def f(x: Tensor, i: Tensor) -> Tensor:
    return x[i, ...] + x[i, ..., 0:1]
