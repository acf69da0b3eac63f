# >>> inputs
# x:float32[B,3]
# m:bool[3]
# v:float32[]
# <<<
# >>> sets
# x = torch.randn(2, 3); m = torch.tensor([True, False, True]); v = torch.tensor(9.0)
# x = torch.randn(5, 3); m = torch.tensor([False, False, True]); v = torch.tensor(-1.0)
# x = torch.randn(4, 3); m = torch.tensor([True, True, True]); v = torch.tensor(0.5)
# <<<
# Wrong if masked_fill_ with a broadcast mask or a 0-d tensor value misses rows, or the alias is stale.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, m: Tensor, v: Tensor) -> Tuple[Tensor, Tensor]:
    y = x.t()
    x.masked_fill_(m, v)
    x.masked_fill_(x < -1.0, 2.0)
    return x, y
