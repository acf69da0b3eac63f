# An Optional[float] running best, carried by a loop over a list of run-time length
# (a beam-search style "best score so far").
# >>> min-opset
# 16
# <<<
# >>> inputs
# x:float32[B]
# <<<
# >>> sets
# x = torch.tensor([0.5, 2.5, -1.0])
# x = torch.zeros(0)
# x = torch.tensor([-3.0])
# <<<
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor) -> Tuple[float, int]:
    best: Optional[float] = None
    at = -1
    for i in range(x.size(0)):
        v = float(x[i])
        if best is None or v > best:
            best = v
            at = i
    if best is not None:
        return best, at
    return 0.0, at
