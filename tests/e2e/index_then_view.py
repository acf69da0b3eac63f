# >>> inputs
# x:float32[n,4]
# i:int64[k]
# <<<
# >>> sets
# x = torch.randn(3, 4); i = torch.tensor([2, 0])
# x = torch.randn(5, 4); i = torch.tensor([-1, 1, 3])
# x = torch.randn(2, 4); i = torch.tensor([1])
# <<<
import torch
from torch import Tensor


def f(x: Tensor, i: Tensor) -> Tensor:
    y = x[i]
    z = y[0]
    return z + y[-1, 1:3].sum()
