# >>> inputs
# x:float32[B]
# s:float32[]
# <<<
# >>> sets
# x = torch.tensor([0.0, 1.5, 0.0, -2.0]); s = torch.tensor(0.0)
# x = torch.tensor([3.0]); s = torch.tensor(2.0)
# x = torch.tensor([0.0, 0.0]); s = torch.tensor(-1.0)
# <<<
# torch.where of a float condition (nonzero elements) and of a 0-d one (PyTorch treats it as 1-d); torch.nonzero
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, s: Tensor):
    (i,) = torch.where(x)
    (j,) = torch.where(s)
    return i, j, torch.nonzero(x), x.nonzero()
