# >>> inputs
# x:float32[b,3]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); k = 2
# x = torch.randn(1, 3); k = 0
# x = torch.randn(4, 3); k = 1
# <<<
# tile: fewer repeats than dims (ones in front), as many, more (new dims in front), a run-time
# count, 0, a 0-d tensor, ints
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, k: int) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = torch.tile(x, (2,))
    b = x.tile([2, 1])
    c = torch.tile(x, (2, 1, 3))
    d = torch.tile(x, [k, 2])
    e = torch.tile(x.sum(), ())
    g = torch.tile(x.long(), [3])
    return a, b, c, d, e, g
