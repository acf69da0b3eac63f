# >>> inputs
# x:float32[batch,n]
# idx:int64[batch,k]
# <<<
# >>> sets
# x = torch.randn(2, 3); idx = torch.randint(0, 2, (2, 4))
# x = torch.randn(4, 5); idx = torch.randint(0, 4, (4, 2))
# x = torch.randn(3, 6); idx = torch.randint(0, 3, (3, 6))
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, idx: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    a = torch.gather(x, 1, idx)
    b = x.gather(0, idx[:, :1].expand(-1, x.size(1)) % x.size(0))
    c = torch.gather(x, dim=-1, index=idx)
    return a, b, c
