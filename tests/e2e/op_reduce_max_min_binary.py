# >>> inputs
# x:float32[batch,n]
# y:float32[batch,n]
# z:float32[n]
# <<<
# >>> sets
# x = torch.randn(2, 3); y = torch.randn(2, 3); z = torch.randn(3)
# x = torch.randn(4, 5); y = torch.randn(4, 5); z = torch.randn(5)
# x = torch.randn(1, 2); y = torch.randn(1, 2); z = torch.randn(2)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, y: Tensor, z: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    return torch.max(x, y), torch.min(x, y), x.max(z), y.min(z), torch.maximum(x, z) - torch.minimum(y, z)
