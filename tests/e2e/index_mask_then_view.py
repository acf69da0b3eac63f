# >>> inputs
# x:float32[n,2]
# m:bool[n]
# <<<
# >>> sets
# x = torch.randn(3, 2); m = torch.tensor([False, True, True])
# x = torch.randn(5, 2); m = torch.tensor([True, False, False, False, True])
# x = torch.randn(2, 2); m = torch.tensor([True, True])
# <<<
import torch
from torch import Tensor


def f(x: Tensor, m: Tensor) -> Tensor:
    y = x[m]
    return y[:, 0] + y[0, 1]
