# An entry parameter `dims: List[int]` whose length is a name (--input 'dims:int64[k]'): a
# list of run-time length, a 1-d int64 input. Iterated, indexed, its length and sum taken,
# `in` tested, made a tensor, appended to and returned. Lengths 0, 1 and 4.
# >>> inputs
# x:float32[N]
# dims:int64[k]
# <<<
# >>> sets
# x = torch.randn(3); dims = []
# x = torch.randn(4); dims = [2]
# x = torch.randn(5); dims = [3, -1, 0, 7]
# <<<
import torch
from typing import List
from torch import Tensor


def f(x: Tensor, dims: List[int]):
    acc = x.clone()
    for d in dims:
        acc = acc * 0.5 + float(d)
    first = dims[0] if len(dims) > 0 else -5
    has = 2 in dims
    t = torch.tensor(dims, dtype=torch.int64)
    dims.append(len(dims))
    return acc, first, has, t.sum() + sum(dims), dims
