# contiguous() of a permuted tensor whose contiguity depends on a size known only at run
# time: with C == 1 the permute only moves a dim of size 1 and contiguous() is x itself (the
# write reaches x), else a copy; the model decides by an If on the size (issue 18).  With B,
# the permute is never contiguous: a copy at compile time.
# >>> inputs
# x:float32[2,C,4]
# b:float32[4,C]
# a:float32[B,3,4]
# <<<
# >>> sets
# x = torch.randn(2, 1, 4); b = torch.randn(4, 1); a = torch.randn(1, 3, 4)
# x = torch.randn(2, 3, 4); b = torch.randn(4, 3); a = torch.randn(2, 3, 4)
# x = torch.randn(2, 2, 4); b = torch.randn(4, 2); a = torch.randn(5, 3, 4)
# x = torch.randn(2, 1, 4); b = torch.randn(4, 1); a = torch.randn(2, 3, 4)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, b: Tensor, a: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    y = x.permute(0, 2, 1).contiguous()
    y += b
    c = a.permute(0, 2, 1).contiguous()
    c.mul_(2.0)
    return x, y, a, c
