# >>> inputs
# x:int64[B,5]
# <<<
# >>> sets
# x = torch.randint(0, 3, (4, 5))
# x = torch.randint(0, 2, (7, 5))
# x = torch.tensor([[1, 1, 1, 1, 1], [0, 2, 2, 0, 2]])
# <<<
# ties: max/min along a dim give the first index of the extreme value in PyTorch, as ONNX's ArgMax/ArgMin
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor):
    a = x.max(1)
    b = x.min(dim=0)
    return a.values, a.indices, b.values, b.indices
