# A helper that appends to the caller's list on one path and returns that list on both (its
# returns give lists of other lengths, one list object): the call's result is the caller's
# list, a sequence after the If, so the caller's append shows in both names. The entry
# returns that one sequence twice (below opset 14, the second a copy: Identity takes no
# sequences there).
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


def g(xs: List[Tensor], x: Tensor, n: int) -> List[Tensor]:
    if n > 0:
        xs.append(x * 2.0)
        return xs
    return xs


def f(x: Tensor, n: int) -> Tuple[List[Tensor], List[Tensor], int]:
    xs = [x]
    ys = g(xs, x, n)
    ys.append(x + 1.0)
    return xs, ys, len(xs)
