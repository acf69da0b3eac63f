# >>> inputs
# x:float32[b,n]
# k:int64[]
# <<<
# >>> sets
# x = torch.arange(10.).view(2, 5); k = torch.tensor(2)
# x = torch.randn(3, 7); k = torch.tensor(3)
# x = torch.randn(1, 3); k = torch.tensor(1)
# x = torch.zeros(0, 4); k = torch.tensor(4)
# <<<
# Tensor.unfold: windows with step below, at and above their size, the whole dim, a size of 0,
# along dim 0, a negative dim, run-time sizes (the dims and a size from a tensor), 0-d, ints;
# the result is a copy, as a read of it shows
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, k: Tensor) -> List[Tensor]:
    w = int(k.item())
    return [x.unfold(1, 2, 1), x.unfold(-1, 2, 2), x.unfold(1, 1, 3), x.unfold(1, 3, 1),
            x.unfold(1, 0, 1), x.unfold(0, 0, 1), x.unfold(1, x.size(1), 1),
            x.unfold(1, w if w <= x.size(1) else 1, 1), x.sum().unfold(0, 1, 1),
            x.sum().unfold(0, 0, 2), (x * 3).long().unfold(1, 2, 2).sum(-1)]
