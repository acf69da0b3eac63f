# chunk by a count known only at run time, or of a dim known only at run time, is one
# SplitToSequence with the pieces' lengths (no Loop); ATen's edges: pieces of
# ceil(n / c), so fewer than c where they cover the dim sooner (7 rows in 5 chunks are 4 of
# 2 and none empty), c empty pieces of an empty dim, one piece where c exceeds nothing;
# a count of 0 or below raises; the first and last pieces read as slices of x.
# >>> inputs
# x:float32[B,3]
# c:int64[]
# <<<
# >>> sets
# x = torch.zeros(0, 3); c = 1
# x = torch.zeros(0, 3); c = 4
# x = torch.arange(21.0).reshape(7, 3); c = 5
# x = torch.arange(21.0).reshape(7, 3); c = 3
# x = torch.arange(21.0).reshape(7, 3); c = 9
# x = torch.arange(3.0).reshape(1, 3); c = 2
# x = torch.arange(18.0).reshape(6, 3); c = 6
# x = torch.arange(18.0).reshape(6, 3); c = 1
# <<<
# >>> raises
# x = torch.arange(9.0).reshape(3, 3); c = 0
# x = torch.arange(9.0).reshape(3, 3); c = -2
# x = torch.zeros(0, 3); c = 0
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, c: int) -> Tuple[int, Tensor, Tensor, Tensor, List[int], int, Tensor, Tensor]:
    parts = x.chunk(c)
    first = parts[0]
    last = parts[-1]
    sizes: List[int] = []
    for p in parts:
        sizes.append(p.size(0))
    fixed = x.chunk(4)
    cols = x.t().chunk(c, 1)
    return (len(parts), first * 2.0, last + 1.0, torch.cat(parts, 0), sizes, len(fixed),
            fixed[-1] - 1.0, torch.cat(cols, 1))
