# >>> inputs
# x:float32[n,4,3]
# i:int64[k]
# <<<
# >>> sets
# x = torch.randn(3, 4, 3); i = torch.tensor([0, 2])
# x = torch.randn(5, 4, 3); i = torch.tensor([-1])
# x = torch.randn(2, 4, 3); i = torch.tensor([1, 1, 0])
# <<<
import torch
from torch import Tensor


def f(x: Tensor, i: Tensor) -> Tensor:
    return x[i, 1]
