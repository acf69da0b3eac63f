# >>> inputs
# x:float16[batch,n]
# <<<
# >>> sets
# x = torch.randn(2, 3).half()
# x = torch.randn(4, 5).half()
# x = torch.randn(3, 1).half()
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    y = x.float() * 2
    return y, y.half(), x.to(torch.float32).sum(1)
