# Conditional expressions `a if c else b` with tensor, int and float values and tensor
# conditions, including a nested one.
# >>> inputs
# x:float32[n]
# k:int64[]
# <<<
# >>> sets
# x = torch.tensor([1.0, 2.0]); k = 0
# x = torch.tensor([-1.0, -2.0, 0.5]); k = 3
# x = torch.tensor([-1.0, 5.0]); k = -2
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, k: int) -> Tuple[Tensor, int, float]:
    y = x * 2.0 if x.sum() > 0 else x.abs()
    m = k if k > 0 else -k
    s = 0.5 if k == 0 else (1.5 if k > 0 else -1.5)
    z = y + m if bool(y.max() > 3.0) else y - s
    return z, m, s
