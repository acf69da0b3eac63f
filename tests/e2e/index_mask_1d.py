# >>> inputs
# x:float32[n,3]
# m:bool[n]
# <<<
# >>> sets
# x = torch.randn(4, 3); m = torch.tensor([True, False, True, False])
# x = torch.randn(3, 3); m = torch.tensor([False, False, False])
# x = torch.randn(2, 3); m = torch.tensor([True, True])
# <<<
import torch
from torch import Tensor


def f(x: Tensor, m: Tensor) -> Tensor:
    return x[m]
