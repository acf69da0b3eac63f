# Run-time List[bool]: append, insert, pop, xs[i] = v, len, indexing, slices, iteration, sum,
# max, min, torch.tensor (a bool tensor); the list's length is 1 + n.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.tensor([1.0, -2.0]); n = 0
# x = torch.tensor([-1.0, 2.0, -0.5]); n = 1
# x = torch.tensor([1.0, 0.5]); n = 4
# x = torch.tensor([-1.0, -0.5, 0.0]); n = 6
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, int, bool, bool, bool, bool, int, Tensor, int]:
    bs: List[bool] = [bool(x[0] > 0)]
    for i in range(n):
        bs.append(i % 3 == 1)
    bs.insert(0, n > 2)
    bs[-1] = not bs[-1]
    p = bs.pop(0)
    trues = 0
    for b in bs:
        if b:
            trues += 1
    tail = bs[1:]
    return (torch.tensor(bs), sum(bs), max(bs), min(bs), p, bs[0], trues,
            torch.tensor(tail).long() + len(tail), len(bs))
