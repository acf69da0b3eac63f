# x.tolist() of a 2-d int64 tensor of run-time size: a List[List[int]]; rows appended
# (a comprehension over a row, a literal), popped, inserted, replaced and reversed, `in`
# on a row, and the list of lists rebuilt row by row in a loop.  Wrong if a row is
# shared with the list after it went in, or an edit of the outer list is lost.
# >>> inputs
# i:int64[N,K]
# <<<
# >>> sets
# i = torch.tensor([[3, -1, 4]])
# i = torch.zeros(0, 2, dtype=torch.int64)
# i = torch.tensor([[1, 2], [3, 4], [5, -6], [7, 3]])
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(i: Tensor) -> Tuple[int, int, int, int, int, int]:
    rows: List[List[int]] = i.tolist()
    out: List[List[int]] = []
    for r in rows:
        out.append([v * 2 for v in r])
    out.append([9, 8, 7])
    s = 0
    for r in out:
        s = s * 3 + sum(r)
    m = 0
    for r in rows:
        if 3 in r:
            m += 1
    p = out.pop(0)
    out.insert(1, p)
    out.reverse()
    out[0] = [len(p)]
    first = out[0][0] * 100 + out[-1][-1]
    return len(out), s, m, first, len(p), sum(out[-1])
