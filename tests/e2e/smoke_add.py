# >>> inputs
# x:float32[batch,3]
# y:float32[batch,3]
# <<<
# >>> sets
# x = torch.randn(2, 3); y = torch.randn(2, 3)
# x = torch.randn(5, 3); y = torch.randn(5, 3)
# x = torch.randn(1, 3); y = torch.randn(1, 3)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, y: Tensor) -> Tensor:
    return x + y * 2
