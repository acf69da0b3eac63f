# >>> inputs
# x:float32[n,5]
# i:int64[n,5]
# <<<
# >>> sets
# x = torch.randn(3, 5); i = torch.randint(0, 2, (3, 5))
# x = torch.zeros(0, 5); i = torch.zeros(0, 5, dtype=torch.int64)
# x = torch.randn(2, 5); i = torch.tensor([[0, 1, 1, 0, 256], [1, 1, 1, 1, 1]])
# <<<
# >>> raises
# x = torch.randn(1, 5); i = torch.tensor([[0, 1, 2, 255, 256]])
# <<<
# uint8 masks and conditions, which PyTorch 1.13 takes with a deprecation warning as their
# nonzero elements (256 is 0 as uint8): masked_fill (scalar and 0-d tensor value, in place),
# torch.where with tensor and scalar branches, indexing by a uint8 mask (x[u], a row mask);
# masked_fill raises where a uint8 mask holds other values than 0 and 1, as PyTorch does
# (where and indexing take any nonzero)
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, i: Tensor) -> List[Tensor]:
    u = i.to(torch.uint8)
    y = x.clone()
    y.masked_fill_(u, -1.0)
    return [x.masked_fill(u, 0.0), torch.where(u, x, x * 2), x[u], x.masked_fill(u, torch.tensor(1.5)),
            torch.where(u, 1.0, x), torch.where(u, x, 0.0), torch.where(u, 2, 3), y, x[u[:, 0]], i.masked_fill(u > 1, 7)]
