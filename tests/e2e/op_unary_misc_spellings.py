# >>> inputs
# x:float32[batch,n]
# <<<
# >>> sets
# x = torch.randn(2, 3)
# x = torch.randn(4, 5)
# x = torch.randn(3, 1)
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = torch.nn.functional.relu(x) - F.relu(-x)
    b = torch.nn.functional.log_softmax(x, dim=-1)
    c = torch.pow(2, x)
    d = x.mean()
    e = torch.pow(x.abs() + 0.5, x)
    return a, b, c, d, e
