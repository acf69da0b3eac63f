# Wrong if torch.stack of a list that ends up empty gives a tensor: PyTorch raises (ONNX Runtime must fail too).
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 1
# x = torch.randn(3); n = 4
# x = torch.randn(2); n = 2
# <<<
# >>> raises
# x = torch.randn(3); n = 0
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tensor:
    xs: List[Tensor] = []
    for i in range(n):
        xs.append(x * float(i + 1))
    return torch.stack(xs)
