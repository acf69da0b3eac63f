# split with constant sizes of a dim known only at run time: PyTorch checks at run time
# that they sum to its size (3 rows of the concatenation here). It was refused; now the
# model computes the pieces when they do, and ONNX Runtime fails where PyTorch raises
# (the raises block: 2 and 4 rows, and none).
# >>> inputs
# x:float32[A,C]
# y:float32[D,C]
# <<<
# >>> sets
# x = torch.randn(1, 2); y = torch.randn(2, 2)
# x = torch.randn(3, 5); y = torch.randn(0, 5)
# x = torch.randn(0, 0); y = torch.randn(3, 0)
# <<<
# >>> raises
# x = torch.randn(1, 2); y = torch.randn(1, 2)
# x = torch.randn(2, 2); y = torch.randn(2, 2)
# x = torch.randn(0, 2); y = torch.randn(0, 2)
# <<<
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, y: Tensor):
    a, b = torch.cat([x, y]).split([1, 2])
    return a, b * 2.0
