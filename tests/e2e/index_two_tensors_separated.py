# >>> inputs
# x:float32[2,3,4,n]
# i:int64[k]
# j:int64[a,k]
# <<<
# >>> sets
# x = torch.randn(2, 3, 4, 5); i = torch.tensor([0, 1, -1]); j = torch.tensor([[3, 0, -4]])
# x = torch.randn(2, 3, 4, 2); i = torch.tensor([1]); j = torch.tensor([[1], [2]])
# x = torch.randn(2, 3, 4, 1); i = torch.tensor([0, 1]); j = torch.tensor([[0, 1], [2, 3], [-1, -2]])
# <<<
import torch
from torch import Tensor


def f(x: Tensor, i: Tensor, j: Tensor) -> Tensor:
    return x[i, :, j]
