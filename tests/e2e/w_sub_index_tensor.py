# >>> inputs
# x:float32[B,3]
# v:float32[3,3]
# <<<
# >>> sets
# x = torch.randn(2, 3); v = torch.randn(3, 3)
# x = torch.randn(5, 3); v = torch.randn(3, 3)
# x = torch.randn(4, 3); v = torch.randn(3, 3)
# <<<
# Wrong if `x[idx] = v` with an index tensor (repeated, negative) writes the wrong rows.
import torch
from torch import Tensor


def f(x: Tensor, v: Tensor) -> Tensor:
    idx = torch.tensor([1, -1, 0])
    x[idx[:2]] = v[:2]
    x[torch.tensor([0, 0])] = 5.0
    return x
