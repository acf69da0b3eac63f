# >>> inputs
# w:float32[5]
# lo:int64[]
# hi:int64[]
# n:int64[]
# <<<
# >>> sets
# w = torch.tensor([1.0, 0.5, 2.0, 3.0, 0.25]); lo = -4; hi = 3; n = 6
# w = torch.tensor([0.1, 0.1, 0.1, 0.1, 5.0]); lo = 7; hi = 8; n = 0
# w = torch.tensor([2.0, 1.0, 1.0, 1.0, 1.0]); lo = 0; hi = 100; n = 1
# <<<
# >>> raises
# w = torch.ones(5); lo = 3; hi = 3; n = 2
# w = torch.ones(5); lo = 5; hi = -5; n = 2
# <<<
# What random draws always give, compared with PyTorch as values: randint within
# [lo, hi) for run-time bounds (lo >= hi raises in PyTorch, and fails in ONNX Runtime: a
# Range of step 0), randperm(n) sorted is arange(n) (n = 0 and 1 too), multinomial of all
# categories without replacement sorted is arange, rand in [0, 1), bernoulli of 0 and 1.
import torch
from torch import Tensor
from typing import Tuple


def f(w: Tensor, lo: int, hi: int, n: int) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    r = torch.randint(lo, hi, [200])
    inside = ((r >= lo) & (r < hi)).all()
    perm = torch.randperm(n).sort()[0]
    cats = torch.multinomial(w, 5).sort()[0]
    u = torch.rand(300, dtype=torch.float64)
    unit = ((u >= 0.0) & (u < 1.0)).all()
    b = torch.bernoulli(torch.tensor([0.0, 1.0, 1.0, 0.0]))
    return inside, perm, cats, unit, b, torch.randint_like(w, 1, 2)
