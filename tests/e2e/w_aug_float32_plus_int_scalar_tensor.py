# >>> inputs
# x:float32[B,2]
# s:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 2); s = torch.tensor(3)
# x = torch.randn(5, 2); s = torch.tensor(-2)
# x = torch.randn(3, 2); s = torch.tensor(0)
# <<<
# Wrong if float32 += 0-d int64 tensor or `*=` a Python int promote the result or lose the write.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, s: Tensor) -> Tuple[Tensor, Tensor]:
    r = x[0]
    x += s
    x *= 2
    return r, x
