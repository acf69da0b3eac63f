# Dict keys made with str() of a loop index: `for i in range(K)` with K known at compile time
# is unrolled, so each run's key is known; a branch on a tensor inside each run, an empty
# range, a stepped range and a key of a bool.
# >>> inputs
# x:float32[B]
# <<<
# >>> sets
# x = torch.randn(3)
# x = -torch.rand(5)
# x = torch.rand(1)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor) -> Tuple[Dict[str, Tensor], Tensor]:
    d: Dict[str, Tensor] = {}
    for i in range(4):
        if x.sum() > float(i) - 2.0:
            d["layer" + str(i)] = x * float(i)
        else:
            d["layer" + str(i)] = x - float(i)
    for i in range(0):
        d["never" + str(i)] = x
    for i in range(10, 0, -4):
        d["s" + str(i) + "_" + str(i > 5)] = x + float(i)
    total = torch.zeros_like(x)
    for k, v in d.items():
        total = total + v
    return d, total
