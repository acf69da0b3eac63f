# >>> inputs
# x:float32[b,n]
# s:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 5); s = 2
# x = torch.randn(3, 4); s = -7
# x = torch.randn(1, 1); s = 0
# <<<
# roll without dims: x flattened, rolled, given x's shape again (run-time sizes: an empty x
# would need Reshape's allowzero, opset 14, for a 0 known only at run time)
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, s: int) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    return torch.roll(x, s), x.roll(3), torch.roll(x[0], [s]), torch.roll(x.sum(), 3)
