# >>> inputs
# x:float32[n,3]
# <<<
# >>> sets
# x = torch.tensor([[1.0, -2.0, 3.0], [-1.0, 0.5, -0.5]])
# x = -torch.rand(3, 3) - 0.1
# x = torch.rand(4, 3) + 0.1
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    return x[x > 0]
