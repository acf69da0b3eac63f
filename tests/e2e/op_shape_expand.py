# >>> inputs
# x:float32[1,n]
# y:float32[batch,n]
# c:float32[batch,1]
# <<<
# >>> sets
# x = torch.randn(1, 3); y = torch.randn(2, 3); c = torch.randn(2, 1)
# x = torch.randn(1, 5); y = torch.randn(4, 5); c = torch.randn(4, 1)
# x = torch.randn(1, 1); y = torch.randn(3, 1); c = torch.randn(3, 1)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, y: Tensor, c: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = x.expand(3, -1)
    b = x.expand(y.size(0), y.size(1))
    d = x.expand_as(y)
    e = c.expand(-1, 4)
    g = x.unsqueeze(0).expand(2, -1, -1)
    return a, b, d, e, g
