# >>> inputs
# x:float32[batch,n]
# <<<
# >>> sets
# x = torch.randn(2, 3)
# x = torch.randn(4, 5)
# x = torch.randn(3, 1)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    return torch.argmax(x), torch.argmax(x, dim=1), x.argmax(dim=0, keepdim=True), torch.argmin(x), x.argmin(1), torch.argmin(x, -1, True)
