# >>> inputs
# x:float32[b,n]
# <<<
# >>> sets
# x = torch.tensor([[1., float('nan'), 0., 2., 3.], [float('nan'), 1., float('nan'), 3., 4.]])
# x = torch.tensor([[5., float('nan'), 0., 2.]])
# x = torch.tensor([[5., 6., 0., 2.], [1., 1., 1., 1.], [float('inf'), 2., 1., float('nan')]])
# <<<
# median along a dim where a slice holds NaN: NaN, and the index of the slice's first NaN
# (TopK alone gives a number); keepdim; the other slices as before
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    v, i = torch.median(x, 1)
    w = x.median(0, keepdim=True)
    return v, i, w.values, w.indices, torch.median(x)
