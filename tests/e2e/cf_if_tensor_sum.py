# if/else on a tensor reduction (`if x.sum() > 0:`); the branches produce different shapes.
# >>> inputs
# x:float32[n,4]
# <<<
# >>> sets
# x = torch.randn(3, 4).abs() + 0.1
# x = -torch.randn(2, 4).abs() - 0.1
# x = torch.randn(5, 4).abs() + 0.1
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    if x.sum() > 0:
        y = x[:, :2] * 2.0
    else:
        y = x.flatten().unsqueeze(0).reshape(-1, 2)
    return y
