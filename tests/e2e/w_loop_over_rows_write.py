# >>> inputs
# x:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(1, 3)
# x = torch.randn(5, 3)
# x = torch.randn(4, 3)
# <<<
# Wrong if a loop over a tensor's rows (`for r in x`) gets copies: writes through r must reach x.
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    for r in x:
        r[0] = r.sum()
    return x
