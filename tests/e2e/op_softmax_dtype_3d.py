# >>> inputs
# x:float32[batch,seq,4]
# <<<
# >>> sets
# x = torch.randn(2, 3, 4)
# x = torch.randn(3, 5, 4) * 2
# x = torch.randn(1, 2, 4)
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    a = F.softmax(x, dim=1, dtype=torch.float64)
    b = torch.softmax(x, -1, torch.float64)
    c = F.log_softmax(x, 2)
    return a, b, c
