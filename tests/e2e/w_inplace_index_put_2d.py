# >>> inputs
# x:float32[B,4]
# v:float32[3]
# <<<
# >>> sets
# x = torch.randn(2, 4); v = torch.randn(3)
# x = torch.randn(5, 4); v = torch.randn(3)
# x = torch.randn(3, 4); v = torch.randn(3)
# <<<
# Wrong if index_put_ with two index tensors writes the wrong elements or ignores accumulate=False.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, v: Tensor) -> Tuple[Tensor, Tensor]:
    r = torch.tensor([0, 1, -1])
    c = torch.tensor([3, 0, 2])
    y = x.clone()
    x.index_put_((r, c), v)
    y.index_put_((r, c), v, accumulate=True)
    return x, y
