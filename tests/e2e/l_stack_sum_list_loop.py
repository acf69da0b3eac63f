# Wrong if the sum of a loop-grown list (Python's sum refuses List[Tensor] in TorchScript) uses a fixed count.
# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(3, 3); n = 1
# x = torch.randn(2, 3); n = 4
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    xs = [x]
    for i in range(n):
        xs.append(torch.relu(x - float(i)))
    s = torch.stack(xs, 0)
    return s.sum(0), s.amax(0)
