# >>> inputs
# x:int64[batch]
# <<<
# >>> sets
# x = torch.tensor([3, -2])
# x = torch.randint(-9, 9, (5,))
# x = torch.tensor([7])
# <<<
import torch
from torch import Tensor
from typing import Optional


# the default 1 of a float parameter is 1.0, so x * k is a float tensor
def g(x: Tensor, k: float = 1, n: int = 2) -> Tensor:
    return x * k + n


def h(x: Tensor, k: Optional[float] = 2) -> Tensor:
    if k is None:
        return x
    return x * k


def f(x: Tensor) -> Tensor:
    return g(x) + g(x, k=2.5) + h(x)
