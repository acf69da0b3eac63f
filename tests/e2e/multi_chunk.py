# >>> inputs
# x:float32[6,B]
# <<<
# >>> sets
# x = torch.randn(6, 1)
# x = torch.randn(6, 2)
# x = torch.randn(6, 9)
# <<<
# chunk: chunk(4) of 6 rows gives 3 chunks of 2 (PyTorch splits by ceil(6 / 4)), chunk(5) gives 2+2+2
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor):
    a = x.chunk(4)
    b = torch.chunk(x, 5, dim=0)
    c = x.chunk(1, -2)
    return len(a), a[0], a[2], len(b), b[1], c[0]
