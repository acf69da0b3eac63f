# A run-time size beside a constant -1: where it is 0 (an empty x) PyTorch raises ("the
# unspecified dimension size -1 can be any value") and Reshape with allowzero=1 would infer
# the -1 as 0, so the check stays (lower_shape.c negsize, anyzero).
# >>> inputs
# x:float32[n,3]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); k = 3
# x = torch.randn(4, 3); k = 2
# x = torch.randn(4, 3); k = 12
# <<<
# >>> raises
# x = torch.zeros(0, 3); k = 0
# x = torch.randn(2, 3); k = 0
# x = torch.randn(2, 3); k = 4
# x = torch.randn(2, 3); k = -1
# <<<
import torch
from torch import Tensor


def f(x: Tensor, k: int) -> Tensor:
    return x.view(k, -1) + 1.0
