# list.sort(reverse=...), sorted() and list.count() on lists of numbers: compile-time elements (sorted
# at compile time: the sorted dims feed permute), run-time elements of a list of known
# length, lists of run-time length (0, 1 and many), reverse=True, floats with ties and
# negatives, ints beyond float32's exact range.
# >>> inputs
# x:float32[B,C,D]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3, 4); n = 0
# x = torch.randn(3, 1, 2); n = 1
# x = torch.randn(1, 2, 5); n = 6
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, List[int], List[float], List[int], int, int, List[int]]:
    dims = [2, 0, 1]
    dims.sort()
    y = x.permute(sorted([1, 2, 0]))
    sizes = [x.size(2), x.size(0), n, x.size(1)]
    sizes.sort(reverse=True)
    fs: List[float] = []
    ks: List[int] = []
    for i in range(n):
        fs.append(float((i * 5) % 3) - 1.5)
        ks.append((i * 7) % 4 + 16777217)
    ks.sort()
    big = list(ks)
    big.sort(reverse=True)
    c = ks.count(16777218) + sizes.count(n)
    e: List[int] = []
    return x.permute(dims) + 0 * y.sum(), sizes, sorted(fs), big, c, fs.count(-0.5), sorted(e)
