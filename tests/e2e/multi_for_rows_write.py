# >>> inputs
# x:float32[B,2]
# <<<
# >>> sets
# x = torch.randn(0, 2)
# x = torch.randn(2, 2)
# x = torch.randn(5, 2)
# <<<
# writes through the row views of for row in x reach x; the last row is also seen after the loop
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor):
    y = x.clone()
    for r in y:
        r.mul_(2.0)
        r[1] = r[0]
    return x, y
