# A tensor in a tuple and a list of known length, written by a helper then directly: both
# see the tensor's last value.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(2); n = 3
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def scale(t: Tensor, k: float) -> None:
    t.mul_(k)


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor]:
    t = (x, x * 2.0)
    ys = [x, x + 1.0]
    d = {"a": x}
    scale(x, 4.0)
    x.add_(float(n))
    return t[0] + t[1], torch.stack(ys).sum(0), d["a"]
