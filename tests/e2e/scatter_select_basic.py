# >>> inputs
# x:float32[n,3]
# s:float32[3]
# <<<
# >>> sets
# x = torch.randn(4, 3); s = torch.randn(3)
# x = torch.randn(2, 3); s = torch.randn(3)
# x = torch.randn(1, 3); s = torch.randn(3)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, s: Tensor) -> Tensor:
    return torch.select_scatter(x, s, 0, 0)
