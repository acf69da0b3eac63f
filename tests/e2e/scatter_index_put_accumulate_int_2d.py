# >>> inputs
# x:int64[n,3]
# i:int64[k]
# j:int64[k]
# v:int64[]
# <<<
# >>> sets
# x = torch.arange(12).view(4, 3); i = torch.tensor([0, 0, 3]); j = torch.tensor([1, 1, -1]); v = torch.tensor(5)
# x = torch.arange(6).view(2, 3); i = torch.tensor([1]); j = torch.tensor([0]); v = torch.tensor(-2)
# x = torch.arange(3).view(1, 3); i = torch.tensor([0, 0, 0, 0]); j = torch.tensor([2, 2, 2, 0]); v = torch.tensor(1)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, i: Tensor, j: Tensor, v: Tensor) -> Tensor:
    return torch.index_put(x, [i, j], v, accumulate=True)
