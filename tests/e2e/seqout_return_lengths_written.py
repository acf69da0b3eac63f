# Lists of other lengths returned after in-place writes to a tensor they hold (a list of
# known length holds the tensor object, so it shows the write), from a helper and from the
# entry; the entry's result is a sequence whose length is known only at run time.
# >>> inputs
# x:float32[b]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = -1
# x = torch.randn(3); n = 0
# x = torch.randn(2); n = 2
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def g(x: Tensor, n: int) -> List[Tensor]:
    y = x * 1.0
    if n > 0:
        ys = [y, x * 2.0]
        y.add_(1.0)
        return ys
    zs = [y]
    y.mul_(3.0)
    return zs


def f(x: Tensor, n: int) -> Tuple[List[Tensor], List[Tensor]]:
    a = g(x, n)
    y = x * 1.0
    if n > 0:
        ys = [y, x * 2.0]
        y.add_(1.0)
        return ys, a
    zs = [y]
    y.mul_(3.0)
    return zs, a
