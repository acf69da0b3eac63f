# User-style: running mean updated in place (mul_().add_()) and variance rebound in a loop, a List[float] history summed.
# >>> inputs
# x:float32[N,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(3, 3); n = 1
# x = torch.randn(4, 3); n = 4
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple
import torch.nn.functional as F

def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, float]:
    mean = torch.zeros(3)
    var = torch.ones(3)
    m = 0.9
    hist: List[float] = []
    for i in range(n):
        batch = x * float(i + 1)
        mean.mul_(m).add_(batch.mean(0) * (1.0 - m))
        var = var * m + ((batch - batch.mean(0)) ** 2).mean(0) * (1.0 - m)
        hist.append(float(mean.sum()))
    total = 0.0
    for v in hist:
        total += v
    return mean, var, total
