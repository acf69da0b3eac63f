# >>> inputs
# x:float32[b,n,3]
# i:int64[n]
# <<<
# >>> sets
# x = torch.randn(2, 4, 3); i = torch.tensor([1, 2, 3, 4])
# x = torch.randn(1, 1, 3); i = torch.tensor([5])
# x = torch.randn(3, 0, 3); i = torch.zeros(0, dtype=torch.int64)
# <<<
# flip over one dim, several, negative dims, none; fliplr, flipud; ints, bool, 0-d; the result
# is a copy (a write to it leaves x alone)
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, i: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = torch.flip(x, [0])
    b = x.flip([-1, 1])
    c = torch.flip(x, (0, 1, 2))
    d = torch.flip(i, [0])
    e = torch.flip(x, [])
    e.add_(1.0)
    g = torch.fliplr(x)
    h = x.flipud()
    k = torch.flip(i > 2, [0])
    z = torch.flip(x.sum(), [0])
    return a, b, c, d, e, g, h, k, z, x
