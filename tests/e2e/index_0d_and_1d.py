# >>> inputs
# x:float32[4,5]
# i:int64[]
# j:int64[k]
# <<<
# >>> sets
# x = torch.randn(4, 5); i = torch.tensor(3); j = torch.tensor([0, 4])
# x = torch.randn(4, 5); i = torch.tensor(-4); j = torch.tensor([-1])
# x = torch.randn(4, 5); i = torch.tensor(1); j = torch.tensor([2, 2, 2])
# <<<
import torch
from torch import Tensor


def f(x: Tensor, i: Tensor, j: Tensor) -> Tensor:
    return x[i, j]
