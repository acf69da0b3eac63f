# >>> inputs
# x:float32[batch,n]
# i:int64[n]
# <<<
# >>> sets
# x = torch.randn(2, 3); i = torch.randint(-9, 9, (3,))
# x = torch.randn(3, 5); i = torch.randint(-9, 9, (5,))
# x = torch.randn(1, 2); i = torch.randint(-9, 9, (2,))
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, i: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    return torch.neg(x), x.neg(), -x + 1, -i
