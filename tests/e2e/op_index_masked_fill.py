# >>> inputs
# x:float32[batch,n]
# m:bool[batch,n]
# r:bool[n]
# v:float32[]
# <<<
# >>> sets
# x = torch.randn(2, 3); m = torch.rand(2, 3) > 0.5; r = torch.rand(3) > 0.5; v = torch.tensor(-2.5)
# x = torch.randn(4, 5); m = torch.rand(4, 5) > 0.5; r = torch.rand(5) > 0.5; v = torch.tensor(3.0)
# x = torch.randn(3, 2); m = torch.rand(3, 2) > 0.5; r = torch.rand(2) > 0.5; v = torch.tensor(0.5)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, m: Tensor, r: Tensor, v: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    a = x.masked_fill(m, 0.0)
    b = torch.masked_fill(x, r, -1e9)
    c = x.masked_fill(x < 0, v)
    d = x.long().masked_fill(m, 5)
    return a, b, c, d
