# >>> inputs
# x:float32[3,B]
# src:float32[4,B]
# <<<
# >>> sets
# x = torch.randn(3, 2); src = torch.randn(4, 2)
# x = torch.randn(3, 5); src = torch.randn(4, 5)
# x = torch.randn(3, 3); src = torch.randn(4, 3)
# <<<
# Wrong if scatter_add_ with repeated indices keeps the last addend instead of the sum.
import torch
from torch import Tensor


def f(x: Tensor, src: Tensor) -> Tensor:
    idx = (torch.arange(4 * src.size(1)).view(4, -1) % 3)
    idx[0] = 0
    x.scatter_add_(0, idx, src)
    return x
