# >>> inputs
# x:float32[n,3]
# s:float32[k,3]
# <<<
# >>> sets
# x = torch.randn(4, 3); s = torch.randn(4, 3)
# x = torch.randn(2, 3); s = torch.randn(1, 3)
# x = torch.randn(3, 3); s = torch.randn(3, 3)
# <<<
# >>> raises
# x = torch.randn(1, 3); s = torch.randn(2, 3)
# x = torch.randn(4, 3); s = torch.randn(2, 3)
# x = torch.randn(0, 3); s = torch.randn(2, 3)
# x = torch.randn(1, 3); s = torch.randn(0, 3)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, s: Tensor) -> Tensor:
    return x.copy(s)
