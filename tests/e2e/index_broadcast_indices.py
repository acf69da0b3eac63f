# >>> inputs
# x:float32[5,6]
# i:int64[a,1]
# j:int64[b]
# <<<
# >>> sets
# x = torch.randn(5, 6); i = torch.tensor([[0], [4], [-1]]); j = torch.tensor([5, 0])
# x = torch.randn(5, 6); i = torch.tensor([[2]]); j = torch.tensor([1, 2, 3, -6])
# x = torch.randn(5, 6); i = torch.tensor([[1], [3]]); j = torch.tensor([0])
# <<<
import torch
from torch import Tensor


def f(x: Tensor, i: Tensor, j: Tensor) -> Tensor:
    return x[i, j]
