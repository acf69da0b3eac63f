# >>> inputs
# x:int64[3,n]
# i:int64[]
# v:float32[]
# <<<
# >>> sets
# x = torch.arange(12).view(3, 4); i = torch.tensor(1); v = torch.tensor(-2.7)
# x = torch.arange(6).view(3, 2); i = torch.tensor(-1); v = torch.tensor(9.9)
# x = torch.arange(15).view(3, 5); i = torch.tensor(4); v = torch.tensor(0.2)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, i: Tensor, v: Tensor) -> Tensor:
    return torch.index_fill(x, 1, i, v)
