# >>> inputs
# x:float32[batch,n]
# <<<
# >>> sets
# x = torch.randn(2, 3)
# x = torch.randn(4, 5) * 3
# x = torch.randn(3, 1)
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    return F.softmax(x, dim=-1), torch.softmax(x, 1), x.softmax(0), F.log_softmax(x, dim=1), x.log_softmax(-1), torch.log_softmax(x, 0)
