# >>> inputs
# x:float32[batch,n]
# y:float32[batch,n]
# <<<
# >>> sets
# x = torch.randn(2, 3); y = torch.randn(2, 3)
# x = torch.randint(-2, 3, (4, 5)).float(); y = torch.randint(-2, 3, (4, 5)).float()
# x = torch.randn(3, 1); y = x.clone()
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, y: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    return torch.eq(x, y), torch.ne(x, y), torch.lt(x, y), torch.le(x, y), torch.gt(x, y), torch.ge(x, y)
