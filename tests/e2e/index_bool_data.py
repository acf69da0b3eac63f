# >>> inputs
# x:bool[n,3]
# i:int64[k]
# j:int64[k]
# <<<
# >>> sets
# x = torch.rand(4, 3) > 0.5; i = torch.tensor([3, 1]); j = torch.tensor([0, 2])
# x = torch.rand(2, 3) > 0.5; i = torch.tensor([-2]); j = torch.tensor([-1])
# x = torch.rand(3, 3) > 0.5; i = torch.tensor([0, 0, 2]); j = torch.tensor([1, 1, 1])
# <<<
import torch
from torch import Tensor


def f(x: Tensor, i: Tensor, j: Tensor) -> Tensor:
    return x[i, j]
