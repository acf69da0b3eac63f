# >>> inputs
# x:float32[B,3]
# y:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(2, 3); y = torch.randn(2, 3)
# x = torch.randn(5, 3); y = torch.randn(5, 3)
# x = torch.randn(4, 3); y = torch.randn(4, 3)
# <<<
# Wrong if names unpacked from a tuple do not alias the tuple's tensors when written.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, y: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    t = (x, y)
    p, q = t
    p += q
    q.zero_()
    return x, y, t[0]
