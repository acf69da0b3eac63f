# >>> inputs
# x:float32[batch,n]
# i:int64[batch,n]
# <<<
# >>> sets
# x = torch.rand(2, 3) + 0.5; i = torch.randint(-3, 4, (2, 3))
# x = torch.rand(4, 5) + 0.5; i = torch.randint(-3, 4, (4, 5))
# x = torch.rand(3, 2) + 0.5; i = torch.randint(-3, 4, (3, 2))
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, i: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    return torch.prod(x), x.prod(1), torch.prod(x, dim=0, keepdim=True), i.prod(-1), torch.prod(i)
