# >>> inputs
# x:float32[batch,n]
# i:int64[batch,n]
# <<<
# >>> sets
# x = torch.randn(2, 3); i = torch.randint(-9, 9, (2, 3))
# x = torch.randn(4, 5); i = torch.randint(-9, 9, (4, 5))
# x = torch.randn(1, 7); i = torch.randint(-9, 9, (1, 7))
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, i: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    return torch.max(x), x.max(), torch.min(x), x.min(), i.max() - torch.min(i)
