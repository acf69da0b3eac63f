# x.tolist() of a 2-d bool tensor of run-time size: a List[List[bool]], its rows counted
# with sum and indexed; 0, 1 and many rows.
# >>> inputs
# b:bool[N,3]
# <<<
# >>> sets
# b = torch.tensor([[True, False, True]])
# b = torch.zeros(0, 3, dtype=torch.bool)
# b = torch.tensor([[False, False, False], [True, True, False], [False, True, True]])
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(b: Tensor) -> Tuple[int, int, bool]:
    rows: List[List[bool]] = b.tolist()
    n = 0
    k = 0
    anyfirst = False
    for r in rows:
        n += sum(r)
        if r[1]:
            k += 1
        anyfirst = anyfirst or r[0]
    return n, k, anyfirst
