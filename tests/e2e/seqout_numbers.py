# >>> inputs
# x:float32[b]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(4); n = 0
# x = torch.randn(7); n = 1
# x = torch.randn(4); n = 6
# <<<
# Run-time List[int], List[float] and List[bool] results: each one 1-d tensor output (int64,
# double, bool), standing for PyTorch's list of Python numbers. Wrong if the numbers are
# reordered or dropped, or a float list comes out as float32 (2 / 3 needs double).
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, n: int) -> Tuple[List[int], Tensor, List[float], List[bool]]:
    ks: List[int] = []
    fs: List[float] = []
    bs: List[bool] = []
    for i in range(n):
        ks.append(i * i - 3)
        fs.append(float(i) / 3.0 + x[i % 4].item())
        bs.append(i % 3 == 1)
    return ks, x * 2.0, fs, bs
