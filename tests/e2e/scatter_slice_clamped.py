# >>> inputs
# x:float32[n,2]
# s:float32[n,2]
# <<<
# >>> sets
# x = torch.randn(4, 2); s = torch.randn(4, 2)
# x = torch.randn(1, 2); s = torch.randn(1, 2)
# x = torch.randn(0, 2); s = torch.randn(0, 2)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, s: Tensor) -> Tensor:
    return torch.slice_scatter(x, s, 0, -100, 100)
