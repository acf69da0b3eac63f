# >>> inputs
# x:float32[b,n]
# i:int64[n]
# <<<
# >>> sets
# x = torch.randn(2, 5) * 50; i = torch.tensor([1, 2, 3, 4, 5])
# x = torch.tensor([[float('inf'), 1.], [float('-inf'), float('-inf')], [float('nan'), 0.]]); i = torch.tensor([0, 1])
# x = torch.randn(4, 3); i = torch.tensor([5, -2, 0])
# x = torch.randn(0, 3); i = torch.tensor([5, -2, 0])
# <<<
# logsumexp: large values (the max taken out), infinities (an infinite max taken as 0), NaN,
# dims as a list and negative, keepdim, ints (float32), a 0-d tensor, an empty dim (-inf)
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, i: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = torch.logsumexp(x, 1)
    b = x.logsumexp([0, 1], keepdim=True)
    c = torch.logsumexp(x, -2, True)
    d = torch.logsumexp(i, 0)
    e = torch.logsumexp(x.sum(), 0)
    g = torch.logsumexp(x.double(), dim=(1,))
    return a, b, c, d, e, g
