# Wrong if the model computes the raising path, or the guard changes the other path (sets never raise: ONNX cannot).
# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(4, 3); n = 1
# x = torch.randn(2, 3); n = 3
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tensor:
    if n < 0:
        raise ValueError("n must not be negative")
    if x.size(1) != 3:
        raise RuntimeError("expected 3 columns")
    return x * float(n + 1)
