# >>> inputs
# x:float32[B,3]
# k:int64[B,3]
# <<<
# >>> sets
# x = torch.randn(2, 3); k = torch.randint(-5, 5, (2, 3))
# x = torch.randn(5, 3); k = torch.randint(-5, 5, (5, 3))
# x = torch.randn(4, 3); k = torch.randint(-5, 5, (4, 3))
# <<<
# Wrong if a store of another dtype (int into float, float into int, bool into float) is not cast like PyTorch.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, k: Tensor) -> Tuple[Tensor, Tensor]:
    x[0] = k[1]
    x[1] = k[0] > 0
    k[0] = x[0] * 1.7
    k[1] = -2.7
    return x, k
