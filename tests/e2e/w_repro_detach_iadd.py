# >>> inputs
# x:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(2, 3)
# x = torch.randn(5, 3)
# x = torch.randn(4, 3)
# <<<
# Wrong if `+=` on a detached alias leaves the base unchanged (issue 6 reproducer 1).
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    y = x.detach()
    y += 1
    return x
