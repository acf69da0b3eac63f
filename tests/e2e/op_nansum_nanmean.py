# >>> inputs
# x:float32[b,3]
# i:int64[b]
# <<<
# >>> sets
# x = torch.tensor([[1., float('nan'), 2.], [float('nan'), float('nan'), float('nan')]]); i = torch.tensor([1, 2])
# x = torch.randn(3, 3); i = torch.tensor([1, 2, -4])
# x = torch.tensor([[float('inf'), float('nan'), 1.]]); i = torch.tensor([7])
# <<<
# nansum and nanmean: NaN skipped (all NaN: 0 and nan), inf kept, dims, keepdim, dtype, ints
# and bool for nansum, 0-d
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, i: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = torch.nansum(x)
    b = x.nansum(1)
    c = torch.nansum(x, [0], keepdim=True, dtype=torch.float64)
    d = torch.nansum(i)
    e = torch.nansum(i > 1, 0)
    g = torch.nanmean(x)
    h = x.nanmean(-1, True)
    k = torch.nanmean(x, (0, 1), dtype=torch.float64)
    m = torch.nanmean(x.sum())
    return a, b, c, d, e, g, h, k, m
