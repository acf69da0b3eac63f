# Taking tensors apart as users do: torch.split by a size over a dim known only at run time
# (a list of run-time length, the last piece shorter), a loop over the pieces, torch.where
# with one argument (the indices of the positives) read with .item() when there are any, and
# torch.meshgrid with indexing="ij". 1, 4 and 5 rows; no positive in one set.
# >>> inputs
# x:float32[N,2]
# <<<
# >>> sets
# x = torch.randn(1, 2)
# x = -torch.rand(4, 2)
# x = torch.randn(5, 2)
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, int]:
    parts = torch.split(x, 2, dim=0)
    means: List[Tensor] = []
    for p in parts:
        means.append(p.mean(0))
    nz = torch.where(x[:, 0] > 0)[0]
    first = int(nz[0].item()) if nz.numel() > 0 else -1
    ys, xs = torch.meshgrid(torch.arange(3), torch.arange(2), indexing="ij")
    grid = (ys * 10 + xs).float()
    return torch.stack(means), grid, first
