# >>> inputs
# x:float32[batch,n]
# i:int64[n]
# k:int32[n]
# <<<
# >>> sets
# x = torch.randn(2, 3); i = torch.randint(-5, 5, (3,)); k = torch.randint(-5, 5, (3,), dtype=torch.int32)
# x = torch.randn(4, 5); i = torch.randint(-5, 5, (5,)); k = torch.randint(-5, 5, (5,), dtype=torch.int32)
# x = torch.randn(3, 1); i = torch.randint(-5, 5, (1,)); k = torch.randint(-5, 5, (1,), dtype=torch.int32)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, i: Tensor, k: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    return torch.cumsum(x, dim=1), x.cumsum(0), i.cumsum(0), torch.cumsum(k, 0), k.cumsum(-1, dtype=torch.int32), torch.cumsum(x, -1, dtype=torch.float64)
