# >>> inputs
# x:float32[3,n]
# s:float32[3,k]
# <<<
# >>> sets
# x = torch.randn(3, 6); s = torch.randn(3, 3)
# x = torch.randn(3, 5); s = torch.randn(3, 2)
# x = torch.randn(3, 1); s = torch.randn(3, 0)
# <<<
# >>> raises
# x = torch.randn(3, 6); s = torch.randn(3, 2)
# x = torch.randn(3, 6); s = torch.randn(3, 1)
# x = torch.randn(3, 6); s = torch.randn(3, 4)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, s: Tensor) -> Tensor:
    return x.slice_scatter(s, dim=1, start=1, step=2)
