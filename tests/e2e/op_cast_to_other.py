# >>> inputs
# x:float32[batch,n]
# i:int64[n]
# <<<
# >>> sets
# x = torch.randn(2, 3) * 4; i = torch.randint(-5, 5, (3,))
# x = torch.randn(4, 5) * 4; i = torch.randint(-5, 5, (5,))
# x = torch.randn(1, 6) * 4; i = torch.randint(-5, 5, (6,))
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, i: Tensor) -> Tuple[Tensor, Tensor]:
    return x.to(i) + i, i.to(x) * x
