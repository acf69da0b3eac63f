# >>> inputs
# x:float32[4,5,n]
# i:int64[k]
# j:int64[k]
# <<<
# >>> sets
# x = torch.randn(4, 5, 2); i = torch.tensor([0, 3, -1]); j = torch.tensor([4, 0, -2])
# x = torch.randn(4, 5, 3); i = torch.tensor([1]); j = torch.tensor([1])
# x = torch.randn(4, 5, 1); i = torch.tensor([2, 2]); j = torch.tensor([-5, 3])
# <<<
# >>> raises
# x = torch.randn(4, 5, 2); i = torch.tensor([4]); j = torch.tensor([0])
# x = torch.randn(4, 5, 2); i = torch.tensor([-5]); j = torch.tensor([0])
# x = torch.randn(4, 5, 2); i = torch.tensor([0]); j = torch.tensor([-6])
# <<<
import torch
from torch import Tensor


def f(x: Tensor, i: Tensor, j: Tensor) -> Tensor:
    return x[i, j]
