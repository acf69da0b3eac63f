# >>> inputs
# x:float32[B,4]
# src:float32[B,2]
# <<<
# >>> sets
# x = torch.randn(2, 4); src = torch.randn(2, 2)
# x = torch.randn(5, 4); src = torch.randn(5, 2)
# x = torch.randn(3, 4); src = torch.randn(3, 2)
# <<<
# Wrong if index_add_ along dim 1 adds along dim 0, or the row view of the base is stale.
import torch
from torch import Tensor


def f(x: Tensor, src: Tensor) -> Tensor:
    r = x[-1]
    x.index_add_(1, torch.tensor([3, 3]), src)
    return r
