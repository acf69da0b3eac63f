# >>> inputs
# x:float32[n,3]
# i:int64[k]
# <<<
# >>> sets
# x = torch.randn(4, 3); i = torch.tensor([2, 1])
# x = torch.randn(2, 3); i = torch.tensor([0])
# x = torch.randn(3, 3); i = torch.tensor([0, 0, 1])
# <<<
import torch
from torch import Tensor


def f(x: Tensor, i: Tensor) -> Tensor:
    return x[i + 1] + x[x.size(0) - 1 - i]
