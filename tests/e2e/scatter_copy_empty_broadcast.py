# >>> inputs
# x:float32[n,m]
# s:float32[k]
# <<<
# >>> sets
# x = torch.randn(2, 3); s = torch.randn(3)
# x = torch.randn(0, 2); s = torch.randn(2)
# x = torch.randn(4, 1); s = torch.randn(1)
# <<<
# >>> raises
# x = torch.randn(0, 1); s = torch.randn(3)
# x = torch.randn(2, 1); s = torch.randn(3)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, s: Tensor) -> Tensor:
    # PyTorch raises when s does not broadcast to x's shape, even when x is empty
    return x.copy(s)
