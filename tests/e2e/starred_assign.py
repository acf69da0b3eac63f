# >>> inputs
# x:float32[batch,3]
# <<<
# >>> sets
# x = torch.randn(2, 3)
# x = torch.randn(5, 3)
# x = torch.randn(1, 3)
# <<<
import torch
from torch import Tensor
from typing import Tuple


# a starred target takes the middle of a tuple, as a tuple (TorchScript accepts tuples only)
def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    a, *b = (x, x + 1, x + 2)
    *c, d = b
    p, *q, r = (x * 2, x * 3)
    return a + b[1], c[0], d + r, p
