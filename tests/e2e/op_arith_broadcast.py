# >>> inputs
# x:float32[batch,1,n]
# y:float32[m,1]
# z:float32[n]
# <<<
# >>> sets
# x = torch.randn(2, 1, 3); y = torch.randn(4, 1); z = torch.randn(3)
# x = torch.randn(3, 1, 5); y = torch.randn(2, 1); z = torch.randn(5)
# x = torch.randn(1, 1, 2); y = torch.randn(3, 1); z = torch.randn(2)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, y: Tensor, z: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    a = x + y
    b = x * z - y
    c = torch.sub(y, z)
    return a, b, c
