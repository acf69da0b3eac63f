# x.tolist() of a 2-d tensor of known size is a plain list of lists (no sequence); one with
# a known number of rows of run-time length is a list of known length of run-time rows.
# >>> inputs
# x:float32[2,3]
# y:int64[3,C]
# <<<
# >>> sets
# x = torch.tensor([[1.0, 2.0, 3.0], [-4.0, 5.5, 6.0]]); y = torch.tensor([[1], [2], [3]])
# x = torch.tensor([[0.5, 0.0, -1.0], [2.0, 2.0, 2.0]]); y = torch.zeros(3, 0, dtype=torch.int64)
# x = torch.tensor([[7.0, 8.0, 9.0], [1.0, 1.5, 2.5]]); y = torch.tensor([[1, 2, 3, 4], [5, 6, 7, 8], [0, -1, -2, -3]])
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, y: Tensor) -> Tuple[float, float, int, int, int]:
    xs: List[List[float]] = x.tolist()
    ys: List[List[int]] = y.tolist()
    xs[0].append(10.0)
    acc = 0.0
    for r in xs:
        for v in r:
            acc = acc * 2.0 + v
    t = 0
    for q in ys:
        for k in q:
            t = t * 3 + k
    return acc, xs[1][2], len(xs[0]), t, len(ys[2])
