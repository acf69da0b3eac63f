# >>> inputs
# x:float32[n,5,2]
# i:int64[k]
# <<<
# >>> sets
# x = torch.randn(2, 5, 2); i = torch.tensor([4, 0, -1])
# x = torch.randn(3, 5, 2); i = torch.tensor([1])
# x = torch.randn(1, 5, 2); i = torch.tensor([2, 2, 3, -5])
# <<<
import torch
from torch import Tensor


def f(x: Tensor, i: Tensor) -> Tensor:
    return x[:, i]
