# >>> inputs
# x:float32[30,40]
# lo:int64[]
# hi:int64[]
# <<<
# >>> sets
# x = torch.zeros(30, 40); lo = -3; hi = 4
# x = torch.zeros(30, 40); lo = 10; hi = 11
# <<<
# randint over constant and run-time bounds (one value when hi = lo + 1), dtype= int32 and
# float32, randint_like, and randperm of a constant and a run-time n (rows without repeats).
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, lo: int, hi: int) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = torch.randint(10, (40, 50))
    b = torch.randint(lo, hi, [1500], dtype=torch.int32)
    c = torch.randint(-5, 5, (1200,), dtype=torch.float32)
    d = torch.randint_like(x, 7)
    e = torch.randint_like(x, lo, hi)
    p = torch.randperm(10)
    q = torch.randperm(hi + 20)
    return a, b, c, d, e, p, q
