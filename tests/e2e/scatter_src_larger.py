# >>> inputs
# x:float32[3,n]
# i:int64[2,k]
# s:float32[3,5]
# <<<
# >>> sets
# x = torch.zeros(3, 4); i = torch.tensor([[0, 3], [1, 2]]); s = torch.randn(3, 5)
# x = torch.zeros(3, 2); i = torch.tensor([[1], [0]]); s = torch.randn(3, 5)
# x = torch.zeros(3, 6); i = torch.tensor([[5, 4, 0], [1, 1, 2]]); s = torch.randn(3, 5)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, i: Tensor, s: Tensor) -> Tensor:
    return torch.scatter(x, 1, i, s)
