# x.shape / x.size() added to a list on either side (and to another shape) is a list of x's
# sizes, so a reshape to it has a rank known at compile time and can be returned (it was a
# loop over a List[int] of run-time length, and the result had no rank).
# >>> inputs
# x:float32[B,3]
# y:float32[2]
# <<<
# >>> sets
# x = torch.randn(2, 3); y = torch.randn(2)
# x = torch.randn(4, 3); y = torch.randn(2)
# x = torch.randn(1, 3); y = torch.randn(2)
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, y: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, int]:
    a = x.reshape([1] + x.shape)
    b = x.reshape(x.size() + [1])
    c = x.reshape([1] + x.size() + [1])
    d = torch.zeros(x.shape + y.shape)
    s = x.size() + [5]
    return a, b, c, d, len(s) + s[-1]
