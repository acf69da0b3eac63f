# >>> inputs
# x:int64[2,n]
# i:int32[k]
# s:int64[2,k]
# <<<
# >>> sets
# x = torch.arange(8).view(2, 4); i = torch.tensor([3, 3], dtype=torch.int32); s = torch.arange(4).view(2, 2)
# x = torch.arange(4).view(2, 2); i = torch.tensor([0], dtype=torch.int32); s = torch.tensor([[5], [6]])
# x = torch.arange(6).view(2, 3); i = torch.tensor([2, 0, 1], dtype=torch.int32); s = torch.ones(2, 3, dtype=torch.long)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, i: Tensor, s: Tensor) -> Tensor:
    return torch.index_add(x, -1, i, s, alpha=3)
