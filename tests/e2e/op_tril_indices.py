# >>> inputs
# x:float32[b,4]
# <<<
# >>> sets
# x = torch.randn(2, 4)
# x = torch.randn(3, 4)
# x = torch.randn(4, 4)
# <<<
# tril_indices and triu_indices: square and not, offsets above and below, none selected,
# dtype; used to pick a matrix's lower triangle
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = torch.tril_indices(3, 3)
    b = torch.triu_indices(3, 4, 1)
    c = torch.tril_indices(4, 2, -1, dtype=torch.int32)
    d = torch.triu_indices(2, 2, 5)
    e = torch.tril_indices(0, 3)
    t = torch.tril_indices(4, 4)
    return a, b, c, d, e, x[:, t[1]], torch.triu_indices(row=2, col=3, offset=-1)
