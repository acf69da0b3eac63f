# >>> inputs
# i:int64[n]
# j:int32[n]
# x:float32[n]
# m:bool[n]
# <<<
# >>> sets
# i = torch.randint(-9, 9, (3,)); j = torch.randint(1, 5, (3,), dtype=torch.int32); x = torch.rand(3) + 0.5; m = torch.rand(3) > 0.5
# i = torch.randint(-9, 9, (6,)); j = torch.randint(1, 5, (6,), dtype=torch.int32); x = torch.rand(6) + 0.5; m = torch.rand(6) > 0.5
# i = torch.randint(-9, 9, (2,)); j = torch.randint(1, 5, (2,), dtype=torch.int32); x = torch.rand(2) + 0.5; m = torch.rand(2) > 0.5
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(i: Tensor, j: Tensor, x: Tensor, m: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    a = i / x
    b = j / j
    c = x / i.abs().clamp(min=1)
    d = i + m
    e = j * m
    return a, b, c, d, e
