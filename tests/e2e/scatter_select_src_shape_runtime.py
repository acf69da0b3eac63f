# >>> inputs
# x:float32[n,m]
# s:float32[k]
# <<<
# >>> sets
# x = torch.randn(4, 3); s = torch.randn(3)
# x = torch.randn(2, 5); s = torch.randn(5)
# x = torch.randn(3, 1); s = torch.randn(1)
# <<<
# >>> raises
# x = torch.randn(4, 3); s = torch.randn(2)
# x = torch.randn(4, 3); s = torch.randn(4)
# x = torch.randn(4, 3); s = torch.randn(1)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, s: Tensor) -> Tensor:
    return torch.select_scatter(x, s, 0, 1)
