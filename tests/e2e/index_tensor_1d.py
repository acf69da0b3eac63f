# >>> inputs
# x:float32[n,4]
# i:int64[k]
# <<<
# >>> sets
# x = torch.randn(5, 4); i = torch.tensor([0, 4, 2])
# x = torch.randn(3, 4); i = torch.tensor([-1, 0, -3, 1, 1])
# x = torch.randn(6, 4); i = torch.tensor([5])
# <<<
# >>> raises
# x = torch.randn(4, 4); i = torch.tensor([0, 4])
# x = torch.randn(4, 4); i = torch.tensor([-5])
# <<<
import torch
from torch import Tensor


def f(x: Tensor, i: Tensor) -> Tensor:
    return x[i]
