# >>> inputs
# x:float32[batch,n,4]
# <<<
# >>> sets
# x = torch.randn(2, 3, 4)
# x = torch.randn(4, 5, 4)
# x = torch.randn(1, 2, 4)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    return torch.mean(x), x.mean(1), x.mean(dim=-1, keepdim=True), torch.mean(x, [0, 1]), x.mean((0, 2), True)
