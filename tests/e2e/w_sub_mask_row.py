# >>> inputs
# x:float32[B,3]
# v:float32[3]
# <<<
# >>> sets
# x = torch.randn(2, 3); v = torch.randn(3)
# x = torch.randn(5, 3); v = torch.randn(3)
# x = torch.randn(4, 3); v = torch.randn(3)
# <<<
# Wrong if a 1-d mask over the first dim of a 2-d tensor (whole rows) is applied elementwise.
import torch
from torch import Tensor


def f(x: Tensor, v: Tensor) -> Tensor:
    m = x[:, 0] > 0
    x[m] = v
    return x
