# >>> inputs
# x:float32[n,3]
# s:float32[2,3]
# <<<
# >>> sets
# x = torch.randn(4, 3); s = torch.randn(2, 3)
# x = torch.randn(5, 3); s = torch.randn(2, 3)
# x = torch.randn(3, 3); s = torch.randn(2, 3)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, s: Tensor) -> Tensor:
    return torch.slice_scatter(x, s, 0, 1, 3)
