# >>> inputs
# x:float32[batch,n,3]
# <<<
# >>> sets
# x = torch.randn(2, 4, 3)
# x = torch.randn(5, 1, 3)
# x = torch.randn(3, 2, 3)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[int, int, int, int, int]:
    return x.shape[0], x.size(1), x.dim(), x.size(-1) * x.shape[-2], len(x.shape)
