# >>> inputs
# x:float32[batch,1,3,1]
# y:float32[batch,n]
# <<<
# >>> sets
# x = torch.randn(2, 1, 3, 1); y = torch.randn(2, 4)
# x = torch.randn(4, 1, 3, 1); y = torch.randn(4, 2)
# x = torch.randn(3, 1, 3, 1); y = torch.randn(3, 5)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, y: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = torch.squeeze(x, 1)
    b = x.squeeze(-1)
    c = x.squeeze(1).squeeze(2)
    d = y.unsqueeze(0)
    e = torch.unsqueeze(y, -1)
    g = y.unsqueeze(1).squeeze(1)
    return a, b, c, d, e, g
