# >>> inputs
# x:float32[B,4]
# <<<
# >>> sets
# x = torch.randn(1, 4)
# x = torch.randn(2, 4)
# x = torch.randn(5, 4)
# <<<
# median along a dim: the lower median for an even count; along the dim known only at run time too
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor):
    m = x.median(1)
    v, i = torch.median(x, dim=0, keepdim=True)
    return m.values, m.indices, v, i
