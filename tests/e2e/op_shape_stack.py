# >>> inputs
# a:float32[batch,n]
# b:float32[batch,n]
# <<<
# >>> sets
# a = torch.randn(2, 3); b = torch.randn(2, 3)
# a = torch.randn(4, 2); b = torch.randn(4, 2)
# a = torch.randn(1, 5); b = torch.randn(1, 5)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(a: Tensor, b: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    return torch.stack([a, b]), torch.stack((a, b), dim=-1), torch.stack([a, b, a], 1), torch.stack((a,), 0)
