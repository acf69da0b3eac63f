# Lists of tuples (one list per field: a sequence of the tensors, a 1-d tensor of the
# numbers) of known and run-time length edited at run-time positions: pop, insert (past
# either end too), del, index writes.
# >>> inputs
# x:float32[B]
# n:int64[]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0; k = 0
# x = torch.randn(3); n = 1; k = 2
# x = torch.randn(2); n = -1; k = 3
# x = torch.randn(4); n = -2; k = 1
# <<<
# >>> raises
# x = torch.randn(2); n = 3; k = 0
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int, k: int) -> Tuple[List[Tuple[Tensor, int]], Tensor, int, List[Tuple[Tensor, float]], int]:
    rs = [(x, 1), (x + 1.0, 2), (x + 2.0, 3)]
    t, v = rs.pop(n)
    rs.insert(n * 3, (t * 2.0, v * 10))
    del rs[n]
    qs: List[Tuple[Tensor, float]] = []
    for i in range(k):
        qs.append((x * float(i), float(i) + 0.5))
    qs.insert(n, (x, -1.0))
    qs[n] = (x - 1.0, 9.5)
    a, b = qs.pop(-1)
    return rs, t, v + len(rs), qs, len(qs)
