# A List[List[int]] appended to in a loop (it was refused: lists of lists of run-time
# length), then read back row by row to build tensors of those shapes; the loop runs 0, 1
# and many times.
# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> sets
# x = torch.tensor([1.0, 2.0, 3.0]); n = 0
# x = torch.tensor([0.5, -1.0, 2.0]); n = 1
# x = torch.tensor([-2.0, 4.0, 0.25]); n = 4
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int) -> Tuple[int, Tensor]:
    shapes: List[List[int]] = []
    for i in range(n):
        shapes.append([i, 2])
    acc = x.sum()
    for s in shapes:
        acc = acc + torch.ones(s[0], s[1]).sum() * x[s[0] % 3]
    return len(shapes), acc
