# >>> inputs
# x:float32[n,3]
# i:int64[a,b]
# <<<
# >>> sets
# x = torch.randn(5, 3); i = torch.tensor([[0, 4], [2, -1]])
# x = torch.randn(3, 3); i = torch.tensor([[0], [1], [-2]])
# x = torch.randn(4, 3); i = torch.tensor([[3, 2, 1]])
# <<<
import torch
from torch import Tensor


def f(x: Tensor, i: Tensor) -> Tensor:
    return x[i] * 2.0
