# Returns inside a loop and after it that differ: a search loop that returns a tuple from
# inside the loop and None after it (an Optional[Tuple[Tensor, int]], unpacked after the
# check), and one that returns a list of two from inside and a list of one after it.
# >>> min-opset
# 16
# <<<
# >>> inputs
# x:float32[b]
# n:int64[]
# <<<
# >>> sets
# x = torch.tensor([0.5, -1.0, 2.0]); n = 0
# x = torch.tensor([-0.5, -1.0]); n = 3
# x = torch.tensor([0.5, 1.5, 2.0, -3.0]); n = 2
# x = torch.tensor([3.0, -1.5]); n = 1
# <<<
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def find(x: Tensor) -> Optional[Tuple[Tensor, int]]:
    for i in range(x.size(0)):
        if bool(x[i] > 1.0):
            return x[i], i
    return None


def prefix(x: Tensor, n: int) -> List[Tensor]:
    for i in range(x.size(0)):
        if bool(x[i] < 0.0):
            return [x[i], x[:i].sum()]
    return [x.sum()]


def f(x: Tensor, n: int) -> Tuple[Tensor, int, List[Tensor]]:
    r = find(x)
    y = x.sum()
    k = -1
    if r is not None:
        v, k = r
        y = y * v
    return y, k, prefix(x, n)
