# >>> inputs
# x:float32[n]
# m:uint8[n]
# <<<
# >>> sets
# x = torch.randn(4); m = torch.tensor([1, 0, 1, 1], dtype=torch.uint8)
# x = torch.randn(2); m = torch.tensor([0, 0], dtype=torch.uint8)
# x = torch.randn(3); m = torch.tensor([1, 1, 1], dtype=torch.uint8)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, m: Tensor) -> Tensor:
    return x[m]
