# >>> inputs
# i:int64[n]
# s:float32[]
# x:float32[n]
# d:float64[]
# v:float64[n]
# <<<
# >>> sets
# i = torch.randint(-9, 9, (3,)); s = torch.tensor(1.5); x = torch.randn(3); d = torch.tensor(0.25, dtype=torch.float64); v = torch.randn(3, dtype=torch.float64)
# i = torch.randint(-9, 9, (5,)); s = torch.tensor(-2.0); x = torch.randn(5); d = torch.tensor(3.0, dtype=torch.float64); v = torch.randn(5, dtype=torch.float64)
# i = torch.randint(-9, 9, (2,)); s = torch.tensor(0.75); x = torch.randn(2); d = torch.tensor(-1.5, dtype=torch.float64); v = torch.randn(2, dtype=torch.float64)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(i: Tensor, s: Tensor, x: Tensor, d: Tensor, v: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    a = i + s
    b = x * d
    c = x + v
    e = i * d
    return a, b, c, e
