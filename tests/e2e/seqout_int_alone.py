# >>> inputs
# x:int64[b]
# <<<
# >>> sets
# x = torch.tensor([], dtype=torch.int64)
# x = torch.tensor([7])
# x = torch.tensor([5, -2, 9, 0, 3])
# <<<
# A List[int] from tolist() of a tensor of run-time size, kept where x > 0, returned alone:
# one int64 output of run-time length (0, 1 and 3 here).
import torch
from torch import Tensor
from typing import List


def f(x: Tensor) -> List[int]:
    ks: List[int] = []
    vals: List[int] = x.tolist()
    for k in vals:
        if k > 0:
            ks.append(k * 10 + len(ks))
    return ks
