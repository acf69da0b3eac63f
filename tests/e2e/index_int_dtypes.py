# >>> inputs
# x:int64[n,3]
# i:int64[k]
# <<<
# >>> sets
# x = torch.arange(12).reshape(4, 3); i = torch.tensor([3, 1])
# x = torch.arange(6).reshape(2, 3); i = torch.tensor([-2])
# x = torch.arange(9).reshape(3, 3); i = torch.tensor([0, 0, 2])
# <<<
import torch
from torch import Tensor


def f(x: Tensor, i: Tensor) -> Tensor:
    return x[i, 1:]
