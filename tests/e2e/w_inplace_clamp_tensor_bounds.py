# >>> inputs
# x:float32[B,3]
# lo:float32[3]
# hi:float32[B,1]
# <<<
# >>> sets
# x = torch.randn(2, 3) * 3; lo = torch.tensor([-1.0, 0.0, -2.0]); hi = torch.rand(2, 1) + 0.5
# x = torch.randn(5, 3) * 3; lo = torch.tensor([-0.5, -0.5, 0.0]); hi = torch.rand(5, 1) + 0.5
# x = torch.randn(4, 3) * 3; lo = torch.tensor([0.0, -3.0, -1.0]); hi = torch.rand(4, 1) + 0.5
# <<<
# Wrong if clamp_ with tensor bounds (broadcast) ignores one bound or clamps a copy.
import torch
from torch import Tensor


def f(x: Tensor, lo: Tensor, hi: Tensor) -> Tensor:
    y = x[1:]
    x.clamp_(lo, hi)
    return y
