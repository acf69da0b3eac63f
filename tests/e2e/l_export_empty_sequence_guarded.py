# Exporter pattern (issue 7): a sequence empty at run time (n = 0) consumed behind a len guard. Wrong if the empty
# branch reaches ConcatFromSequence. torch.onnx.export (1.13, scripted) emits SequenceEmpty + SequenceLength + If.
# >>> inputs
# x:float32[B,2]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 2); n = 0
# x = torch.randn(3, 2); n = 1
# x = torch.randn(2, 2); n = 3
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    xs: List[Tensor] = []
    for i in range(n):
        xs.append(x[:1] * float(i + 1))
    if len(xs) == 0:
        out = torch.zeros(0, 2)
    else:
        out = torch.cat(xs, 0)
    return out, out.sum(0) + x
