# Wrong if a while loop whose exit depends on tensor values appends a fixed number of times.
# >>> inputs
# x:float32[B]
# <<<
# >>> sets
# x = torch.tensor([5.0, 0.0])
# x = torch.tensor([0.75, 0.0, 0.0])
# x = torch.tensor([0.25, 0.0])
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor) -> Tuple[Tensor, int]:
    xs = [x]
    y = x
    while bool(y.max() > 1.0):
        y = y * 0.5
        xs.append(y)
    return torch.stack(xs, 1), len(xs)
