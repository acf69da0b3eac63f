# narrow's start from the end: PyTorch takes a start in [-size, size] and raises below it
# ("start out of range"), where ONNX's Slice would count from the end a second time (size 6,
# start -8, length 1: the element at 4); the model fails at run time there instead
# >>> inputs
# x:float32[B,T]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 6); k = -6
# x = torch.randn(3, 4); k = -2
# x = torch.randn(1, 5); k = 2
# x = torch.randn(0, 3); k = -3
# <<<
# >>> raises
# x = torch.randn(2, 6); k = -8
# x = torch.randn(2, 6); k = -7
# x = torch.randn(1, 3); k = -12
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, k: int) -> Tuple[Tensor, Tensor]:
    return x.narrow(1, k, 1) * 3.0, x.narrow(1, k, 2).sum(1)
