# >>> inputs
# x:float32[n,6]
# y:float32[k,3]
# <<<
# >>> sets
# x = torch.randn(2, 6); y = torch.randn(4, 3)
# x = torch.randn(1, 6); y = torch.randn(2, 3)
# x = torch.randn(3, 6); y = torch.randn(6, 3)
# <<<
# >>> raises
# x = torch.randn(2, 6); y = torch.randn(3, 3)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, y: Tensor) -> Tensor:
    return x.view_as(y)
