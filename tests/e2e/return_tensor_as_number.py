# >>> inputs
# x:float32[batch,3]
# k:int64[batch]
# <<<
# >>> sets
# x = torch.randn(2, 3); k = torch.tensor([3, -1])
# x = torch.randn(5, 3); k = torch.randint(-9, 9, (5,))
# x = torch.randn(1, 3); k = torch.tensor([7])
# <<<
import torch
from torch import Tensor
from typing import Tuple


# a 0-dim tensor returned where int or float is declared converts, as TorchScript's
# aten::IntImplicit / FloatImplicit do
def total(k: Tensor) -> int:
    return k.sum()


def mean(x: Tensor) -> float:
    return x.mean()


def pair(x: Tensor, k: Tensor) -> Tuple[float, int]:
    return x.max(), k.min()


def f(x: Tensor, k: Tensor) -> Tuple[Tensor, int, float, float, int]:
    a, b = pair(x, k)
    return x * total(k) + mean(x), total(k), mean(x), a, b
