# A Python float carried through a loop and returned (compared as float64).
# >>> inputs
# x:float32[n]
# k:int64[]
# scale:float32[]
# <<<
# >>> sets
# x = torch.rand(3); k = 0; scale = 0.5
# x = torch.rand(5); k = 1; scale = 2.0
# x = torch.rand(4); k = 6; scale = 0.25
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, k: int, scale: float) -> Tuple[float, Tensor]:
    total = 0.0
    for i in range(k):
        total = total * scale + float(x.sum()) + i / 2
        x = x * scale
    return total, x
