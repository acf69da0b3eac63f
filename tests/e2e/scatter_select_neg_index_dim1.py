# >>> inputs
# x:float32[n,4]
# s:float32[n]
# <<<
# >>> sets
# x = torch.randn(4, 4); s = torch.randn(4)
# x = torch.randn(2, 4); s = torch.randn(2)
# x = torch.randn(0, 4); s = torch.randn(0)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, s: Tensor) -> Tensor:
    return x.select_scatter(s, -1, -2)
