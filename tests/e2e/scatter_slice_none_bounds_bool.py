# >>> inputs
# x:bool[n,3]
# s:bool[n,3]
# <<<
# >>> sets
# x = torch.rand(4, 3) > 0.5; s = torch.rand(4, 3) > 0.5
# x = torch.rand(2, 3) > 0.5; s = torch.rand(2, 3) > 0.5
# x = torch.rand(0, 3) > 0.5; s = torch.rand(0, 3) > 0.5
# <<<
import torch
from torch import Tensor


def f(x: Tensor, s: Tensor) -> Tensor:
    return torch.slice_scatter(x, s)
