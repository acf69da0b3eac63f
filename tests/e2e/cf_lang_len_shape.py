# len of a tuple and of a tensor, x.shape indexing, x.size(), negative dims, x.dim().
# >>> inputs
# x:float32[a,b,c]
# <<<
# >>> sets
# x = torch.randn(2, 3, 4)
# x = torch.randn(5, 1, 2)
# x = torch.randn(1, 4, 3)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[int, int, int, int, int, Tensor]:
    t = (x, x, x.sum(0))
    n = len(t) + len(x)
    last = x.size(-1)
    mid = x.shape[1] * x.shape[-3]
    numel = x.size(0) * x.size(1) * x.size(2)
    y = x.reshape(x.size(0), -1)
    return n, last, mid, numel, x.dim(), y
