# torch.jit._unwrap_optional of an Optional known at run time: its value, and where it is None
# PyTorch raises and ONNX Runtime fails (OptionalGetElement of an empty optional).
# >>> min-opset
# 16
# <<<
# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> sets
# x = torch.tensor([1.0, 2.0, 3.0]); n = 1
# x = torch.tensor([1.0, -2.0, 3.0]); n = 4
# x = torch.zeros(3); n = 2
# <<<
# >>> raises
# x = torch.tensor([1.0, 2.0, 3.0]); n = 0
# <<<
import torch
from torch import Tensor
from typing import Optional


def f(x: Tensor, n: int) -> Tensor:
    o: Optional[Tensor] = None
    for i in range(n):
        o = x * float(i + 1)
    return torch.jit._unwrap_optional(o) + 1.0
