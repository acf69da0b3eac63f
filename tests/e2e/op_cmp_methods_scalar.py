# >>> inputs
# x:float32[batch,n]
# y:float32[batch,n]
# <<<
# >>> sets
# x = torch.randn(2, 3); y = torch.randn(2, 3)
# x = torch.randint(-2, 3, (4, 5)).float(); y = torch.randint(-2, 3, (4, 5)).float()
# x = torch.tensor([[0.0, 1.0, -1.0]]); y = torch.tensor([[0.0, 0.5, -1.0]])
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, y: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    return x.eq(y), x.ne(0), x.lt(y), x.le(0.5), x.gt(-1), x.ge(y)
