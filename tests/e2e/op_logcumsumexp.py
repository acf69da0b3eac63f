# >>> inputs
# x:float32[b,n]
# <<<
# >>> sets
# x = torch.randn(2, 5) * 30
# x = torch.tensor([[float('-inf'), float('inf'), float('nan'), 0.], [float('-inf'), float('-inf'), 1., float('inf')]])
# x = torch.randn(3, 1)
# x = torch.randn(0, 2)
# <<<
# logcumsumexp: large values, infinities, NaN, along each dim, float64, 0-d, an empty dim
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    return torch.logcumsumexp(x, 1), x.logcumsumexp(0), torch.logcumsumexp(x.double(), -1), torch.logcumsumexp(x.sum(), 0)
