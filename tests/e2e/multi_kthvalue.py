# >>> inputs
# x:float32[B,5]
# <<<
# >>> sets
# x = torch.randn(1, 5)
# x = torch.randn(3, 5)
# x = torch.randn(4, 5)
# <<<
# kthvalue's NamedTuple along either dim, keepdim (inputs without ties: PyTorch's index among equal values is unspecified)
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor):
    a = x.kthvalue(2)
    v, i = torch.kthvalue(x, 1, 0, keepdim=True)
    return a.values, a.indices, v, i, x.kthvalue(5, dim=1, keepdim=True)[0]
