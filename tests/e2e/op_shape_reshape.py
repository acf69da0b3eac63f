# >>> inputs
# x:float32[batch,3,4]
# <<<
# >>> sets
# x = torch.randn(2, 3, 4)
# x = torch.randn(5, 3, 4)
# x = torch.randn(1, 3, 4)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = x.reshape(-1)
    b = torch.reshape(x, (-1, 6))
    c = x.reshape([x.size(0), 2, 6])
    d = x.reshape(x.shape[0], 12)
    e = torch.reshape(x, [-1, 3, 2, 2])
    return a, b, c, d, e
