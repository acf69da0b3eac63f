# A while loop over an Optional "next" value that starts as the input tensor itself and
# becomes None at run time (a linked-list walk). scriptc crashed on it (the loop's first-run
# tracking of the input tensor met an optional parameter).
# >>> min-opset
# 16
# <<<
# >>> inputs
# x:float32[2]
# n:int64[]
# <<<
# >>> sets
# x = torch.tensor([1.0, 2.0]); n = 0
# x = torch.tensor([1.0, 2.0]); n = 1
# x = torch.tensor([-1.0, 4.0]); n = 4
# <<<
import torch
from torch import Tensor
from typing import Optional, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, int]:
    node: Optional[Tensor] = x
    acc = torch.zeros_like(x)
    i = 0
    while node is not None:
        cur = node
        nxt: Optional[Tensor] = None
        if cur is not None:
            acc = acc + cur
            i += 1
            if i < n:
                nxt = cur * 0.5
        node = nxt
    return acc + x, i
