# Wrong if torch.cat of an empty run-time list gives an empty tensor: PyTorch raises. torch.onnx.export (1.13,
# scripted) emits SequenceEmpty + Loop + ConcatFromSequence, which issue 7 says crashes ONNX Runtime when empty.
# >>> inputs
# x:float32[B,2]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 2); n = 1
# x = torch.randn(3, 2); n = 3
# x = torch.randn(2, 2); n = 2
# <<<
# >>> raises
# x = torch.randn(3, 2); n = 0
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
        xs.append(x + float(i))
    return torch.cat(xs, 0)
