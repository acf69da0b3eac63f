# Matrix power by repeated squaring: a while loop on an int using // and %, with a nested if.
# >>> inputs
# a:float32[d,d]
# p:int64[]
# <<<
# >>> sets
# a = torch.randn(3, 3) * 0.4; p = 0
# a = torch.randn(2, 2) * 0.4; p = 1
# a = torch.randn(3, 3) * 0.4; p = 6
# a = torch.randn(4, 4) * 0.4; p = 13
# <<<
import torch
from torch import Tensor


def identity(d: int) -> Tensor:
    r = torch.arange(d)
    return (r.unsqueeze(0) == r.unsqueeze(1)).float()


def f(a: Tensor, p: int) -> Tensor:
    result = identity(a.size(0))
    base = a
    while p > 0:
        if p % 2 == 1:
            result = result @ base
        base = base @ base
        p = p // 2
    return result
