# >>> inputs
# x:float32[n,2]
# s:float32[0,2]
# <<<
# >>> sets
# x = torch.randn(4, 2); s = torch.randn(0, 2)
# x = torch.randn(2, 2); s = torch.randn(0, 2)
# x = torch.randn(5, 2); s = torch.randn(0, 2)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, s: Tensor) -> Tensor:
    return torch.slice_scatter(x, s, 0, 3, 1)
