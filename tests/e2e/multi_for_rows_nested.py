# >>> inputs
# x:float32[B,3]
# <<<
# >>> sets
# x = torch.randn(1, 3)
# x = torch.randn(2, 3)
# x = torch.randn(4, 3)
# <<<
# nested for loops over rows and their elements (0-d views)
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor):
    s = torch.zeros(())
    for r in x:
        for v in r:
            s = s + v * v
            v.add_(1.0)
    return s, x
