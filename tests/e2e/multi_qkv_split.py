# >>> inputs
# x:float32[B,T,12]
# <<<
# >>> sets
# x = torch.randn(1, 2, 12)
# x = torch.randn(2, 3, 12)
# x = torch.randn(3, 1, 12)
# <<<
# attention's q, k, v = qkv.split(C, dim=-1), the common use
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor):
    q, k, v = x.split(4, dim=-1)
    att = torch.softmax(q @ k.transpose(-2, -1) * 0.5, dim=-1)
    return att @ v
