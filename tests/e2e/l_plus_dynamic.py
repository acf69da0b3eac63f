# Wrong if list + list of two loop-grown lists loses one side. torch.onnx.export (1.13, scripted) refuses it:
# "ONNX export of operator add, does not support adding dynamic tensor list to another".
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(2); n = 3
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, int]:
    a = [x]
    b: List[Tensor] = []
    for i in range(n):
        a.append(x + float(i))
        b.append(x - float(i))
    c = b + a
    return torch.stack(c), len(c)
