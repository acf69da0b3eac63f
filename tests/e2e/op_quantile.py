# >>> inputs
# x:float32[b,4]
# q:float32[k]
# <<<
# >>> sets
# x = torch.tensor([[float('nan'), float('nan'), float('nan'), float('nan')], [3., float('nan'), 1., 2.], [2., 1., 3., 7.], [5., 4., float('nan'), -float('inf')]]); q = torch.tensor([0.25, 0.5, 1.])
# x = torch.randn(3, 4); q = torch.tensor([0.3])
# x = torch.tensor([[1., 2., 3., 4.]]); q = torch.tensor([0., 0.125, 0.5, 0.625, 0.875])
# <<<
# quantile and nanquantile: q a float or a 1-d tensor (its dim first), every interpolation
# (ties at .5 for nearest: half to even), along a dim (negative), keepdim, over every element
# (keepdim too); NaN: quantile's slice is NaN, nanquantile skips it (all NaN: NaN); -inf;
# float64
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, q: Tensor) -> List[Tensor]:
    r: List[Tensor] = []
    for mode in ['linear', 'lower', 'higher', 'midpoint', 'nearest']:
        r.append(torch.quantile(x, 0.4, 1, interpolation=mode))
        r.append(torch.nanquantile(x, q, -1, keepdim=True, interpolation=mode))
        r.append(x.nanquantile(0.625, dim=0, interpolation=mode))
    r.append(torch.quantile(x, q))
    r.append(torch.nanquantile(x, 0.5, keepdim=True))
    r.append(torch.quantile(x.double(), q.double(), 0))
    r.append(x.quantile(q[0], 1))
    r.append(torch.nanquantile(x[:, 1:], 0.5, 1))
    return r
