# >>> inputs
# x:float32[B,1]
# y:float32[3]
# z:float32[]
# <<<
# >>> sets
# x = torch.randn(1, 1); y = torch.randn(3); z = torch.tensor(1.5)
# x = torch.randn(2, 1); y = torch.randn(3); z = torch.tensor(-2.0)
# x = torch.randn(4, 1); y = torch.randn(3); z = torch.tensor(0.0)
# <<<
# broadcast_tensors of three shapes (and varargs), mixed dtypes kept
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, y: Tensor, z: Tensor):
    a, b, c = torch.broadcast_tensors([x, y.long(), z])
    d, e = torch.broadcast_tensors(x, y)
    return a, b, c, d * e
