# >>> inputs
# x:float32[batch,n]
# i:int64[batch,n]
# d:float64[n]
# <<<
# >>> sets
# x = torch.randn(2, 3) * 5; i = torch.randint(-3, 3, (2, 3)); d = torch.randn(3, dtype=torch.float64)
# x = torch.randn(4, 5) * 5; i = torch.randint(-3, 3, (4, 5)); d = torch.randn(5, dtype=torch.float64)
# x = torch.randn(1, 2) * 5; i = torch.randint(-3, 3, (1, 2)); d = torch.randn(2, dtype=torch.float64)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, i: Tensor, d: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    return x.type_as(i), i.type_as(x), x.type_as(d) + d
