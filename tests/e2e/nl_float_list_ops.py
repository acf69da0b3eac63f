# Run-time List[float]: append, insert, pop, xs[i] = v, len, indexing, slices, iteration, `in`,
# sum, max, min, torch.tensor; the list's length is 2 + n.
# >>> inputs
# x:float32[B]
# k:float32[]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); k = 0.5; n = 0
# x = torch.randn(3); k = -1.25; n = 1
# x = torch.randn(2); k = 2.0; n = 5
# x = torch.randn(3); k = -0.0; n = 3
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, k: float, n: int) -> Tuple[Tensor, Tensor, float, float, float, float, int, bool, bool, Tensor]:
    fs: List[float] = [k, float(x.sum())]
    for i in range(n):
        fs.append(k * float(i) - 1.0)
    fs.insert(1, 3.5)
    fs.insert(-1, k + 1.0)
    fs[0] = fs[0] * 2.0
    fs[-1] = fs[-1] + 0.25
    last = fs.pop()
    first = fs.pop(0)
    acc = 0.0
    for v in fs:
        acc = acc * 0.5 + v
    head = fs[:2]
    tail = fs[1:]
    return (torch.tensor(fs), torch.tensor(head) + float(len(tail)), last, first, acc,
            sum(fs) + max(fs) - min(fs), len(fs), 3.5 in fs, k in tail, x * fs[-1])
