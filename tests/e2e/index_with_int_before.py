# >>> inputs
# x:float32[3,n,2]
# i:int64[k]
# <<<
# >>> sets
# x = torch.randn(3, 4, 2); i = torch.tensor([0, 2])
# x = torch.randn(3, 5, 2); i = torch.tensor([-1])
# x = torch.randn(3, 2, 2); i = torch.tensor([1, 1, 0])
# <<<
import torch
from torch import Tensor


def f(x: Tensor, i: Tensor) -> Tensor:
    return x[-1, i]
