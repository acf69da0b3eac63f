# >>> inputs
# x:float32[B,3]
# m:bool[B,3]
# v:float32[1]
# <<<
# >>> sets
# x = torch.randn(2, 3); m = torch.rand(2, 3) > 0.5; v = torch.tensor([4.0])
# x = torch.randn(5, 3); m = torch.rand(5, 3) > 0.5; v = torch.tensor([-2.0])
# x = torch.randn(4, 3); m = torch.zeros(4, 3, dtype=torch.bool); v = torch.tensor([1.0])
# <<<
# Wrong if `x[mask] = v` with a 0-d or one-element tensor v is not broadcast over the selected elements.
import torch
from torch import Tensor


def f(x: Tensor, m: Tensor, v: Tensor) -> Tensor:
    x[m] = v
    x[~m] = v[0] * 2.0
    return x
