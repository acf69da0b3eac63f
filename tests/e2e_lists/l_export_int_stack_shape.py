# Exporter pattern (issue 7): a List[int] of sizes grown in a loop feeds reshape. Wrong if the shape is the
# static part only. torch.onnx.export (1.13, scripted) emits Loop + SequenceInsert feeding Reshape (a sequence as a shape).
# >>> inputs
# x:float32[B,8]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 8); n = 0
# x = torch.randn(3, 8); n = 1
# x = torch.randn(2, 8); n = 2
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tensor:
    shape = [x.size(0)]
    rest = 8
    for i in range(n):
        shape.append(2)
        rest = rest // 2
    shape.append(rest)
    return x.reshape(shape).sum(-1)
