# >>> inputs
# x:float32[B,3]
# k:int64[B,3]
# <<<
# >>> sets
# x = torch.randn(2, 3) * 4; k = torch.randint(-9, 9, (2, 3))
# x = torch.randn(5, 3) * 4; k = torch.randint(-9, 9, (5, 3))
# x = torch.randn(4, 3) * 4; k = torch.randint(-9, 9, (4, 3))
# <<<
# Wrong if `/=` on a float tensor (by a float, by an int tensor) is not written in place, or int64 div_ with rounding_mode='trunc' floors.
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, k: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    a = x
    b = k
    x /= 2.0
    x /= torch.where(k == 0, 1, k)
    k.div_(4, rounding_mode="trunc")
    return a, b, x, k
