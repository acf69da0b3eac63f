# >>> inputs
# x:int32[2,n]
# i:int64[2,k]
# s:int32[2,k]
# <<<
# >>> sets
# x = torch.zeros(2, 4, dtype=torch.int32); i = torch.tensor([[0, 0, 3], [1, 1, 1]]); s = torch.tensor([[1, 2, 3], [4, 5, 6]], dtype=torch.int32)
# x = torch.ones(2, 2, dtype=torch.int32); i = torch.tensor([[1], [0]]); s = torch.tensor([[7], [8]], dtype=torch.int32)
# x = torch.ones(2, 3, dtype=torch.int32); i = torch.tensor([[2, 2], [0, 2]]); s = torch.tensor([[1, 1], [1, 1]], dtype=torch.int32)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, i: Tensor, s: Tensor) -> Tensor:
    return x.scatter_add(1, i, s)
