# >>> inputs
# x:float32[n,4,5]
# m:bool[n,5]
# <<<
# >>> sets
# x = torch.randn(3, 4, 5); m = torch.rand(3, 5) > 0.5
# x = torch.randn(2, 4, 5); m = torch.zeros(2, 5, dtype=torch.bool)
# x = torch.randn(1, 4, 5); m = torch.ones(1, 5, dtype=torch.bool)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, m: Tensor) -> Tensor:
    # TorchScript applies the int first, then the mask (of x[:, 0]'s shape)
    return x[m, 0]
