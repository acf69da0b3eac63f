# x.tolist() of a 2-d tensor whose rows and columns are known only at run time: a
# List[List[float]] of rows (float32 elements become doubles), iterated by nested loops,
# indexed (negative too), measured with len, summed and maximized; 0, 1 and many rows and
# columns.  Wrong if the rows come out transposed, in another order, or the empty cases fail.
# >>> inputs
# x:float32[B,C]
# <<<
# >>> sets
# x = torch.zeros(0, 3)
# x = torch.tensor([[1.5, -2.0, 0.25]])
# x = torch.tensor([[1.0, 2.0], [3.0, -4.5], [0.5, 7.0], [-1.0, -2.0]])
# x = torch.zeros(2, 0)
# x = torch.tensor([[0.5], [-3.0], [2.0]])
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor) -> Tuple[float, int, int, float, float, int]:
    rows: List[List[float]] = x.tolist()
    acc = 0.0
    n = 0
    for r in rows:
        for v in r:
            acc = acc * 0.5 + v
            n += 1
    big = -100.0
    tot = 0.0
    for i in range(len(rows)):
        r = rows[i]
        tot += sum(r)
        if len(r) > 0:
            big = max(big, max(r))
    last = 0.0
    if len(rows) > 0 and len(rows[-1]) > 0:
        last = rows[-1][0] + rows[len(rows) - 1][-1]
    return acc, n, len(rows), big, tot, len(rows[0]) if len(rows) > 0 else -1
