# >>> inputs
# x:float32[n,4]
# m:bool[4]
# <<<
# >>> sets
# x = torch.randn(2, 4); m = torch.tensor([False, True, True, False])
# x = torch.randn(3, 4); m = torch.tensor([False, False, False, False])
# x = torch.randn(1, 4); m = torch.tensor([True, True, True, True])
# <<<
import torch
from torch import Tensor


def f(x: Tensor, m: Tensor) -> Tensor:
    return x[:, m]
