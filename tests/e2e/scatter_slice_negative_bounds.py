# >>> inputs
# x:float32[n]
# s:float32[k]
# <<<
# >>> sets
# x = torch.randn(6); s = torch.randn(3)
# x = torch.randn(3); s = torch.randn(2)
# x = torch.randn(1); s = torch.randn(0)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, s: Tensor) -> Tensor:
    return torch.slice_scatter(x, s, 0, -4, -1)
