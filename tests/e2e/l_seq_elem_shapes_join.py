# Sequences whose elements differ in size (a known [1, 2] first, then run-time slices;
# rows of a 2-d tolist()): the element type is their join, and cat, stack and indexing
# keep only what every element shares (a known size of the first element must not be
# declared for the others).
# >>> inputs
# x:float32[B,2]
# m:int64[R,C]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(4, 2); m = torch.tensor([[1, 2, 3], [4, 5, 6]]); n = 0
# x = torch.randn(5, 2); m = torch.tensor([[1, 2], [4, 5], [7, 8]]); n = 2
# x = torch.randn(6, 2); m = torch.tensor([[1], [4]]); n = 4
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, m: Tensor, n: int) -> Tuple[Tensor, List[int], Tensor, int, Tensor, int]:
    xs = [torch.zeros(1, 2)]
    for i in range(n):
        xs.append(x[: i + 2])
    h = torch.cat(xs, 0)
    last = xs[-1]
    rows: List[List[int]] = m.tolist()
    rows.append([9 for _ in range(len(rows[0]))])
    rows.insert(n // 2, [k * 0 for k in rows[-1]])
    t = torch.stack([torch.tensor(r) for r in rows])
    ys = [y.sum(0, keepdim=True) for y in xs]
    s = torch.stack(ys, 1)
    return h, [h.size(0), last.size(0), s.size(1)], t, t.size(0) * 10 + t.size(1), s, len(rows[n // 2])
