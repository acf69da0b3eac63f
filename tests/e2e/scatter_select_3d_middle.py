# >>> inputs
# x:float32[2,n,3]
# s:float32[2,3]
# <<<
# >>> sets
# x = torch.randn(2, 4, 3); s = torch.randn(2, 3)
# x = torch.randn(2, 2, 3); s = torch.randn(2, 3)
# x = torch.randn(2, 5, 3); s = torch.randn(2, 3)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, s: Tensor) -> Tensor:
    return torch.select_scatter(x, s, 1, 1)
