# >>> inputs
# x:float32[n,4,5]
# i:int64[k]
# j:int64[k]
# <<<
# >>> sets
# x = torch.randn(2, 4, 5); i = torch.tensor([0, 3, -1]); j = torch.tensor([4, 0, -2])
# x = torch.randn(3, 4, 5); i = torch.tensor([1]); j = torch.tensor([1])
# x = torch.randn(1, 4, 5); i = torch.tensor([2, 2]); j = torch.tensor([-5, 3])
# <<<
import torch
from torch import Tensor


def f(x: Tensor, i: Tensor, j: Tensor) -> Tensor:
    return x[:, i, j]
