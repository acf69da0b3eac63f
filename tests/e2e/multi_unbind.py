# >>> inputs
# x:float32[B,3,2]
# <<<
# >>> sets
# x = torch.randn(1, 3, 2)
# x = torch.randn(2, 3, 2)
# x = torch.randn(4, 3, 2)
# <<<
# unbind along fixed dims, unpacked and stacked back in another order
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor):
    a, b, c = x.unbind(1)
    u, v = torch.unbind(x, dim=-1)
    return torch.stack([c, b, a], 1), u - v, len(x.unbind(2))
