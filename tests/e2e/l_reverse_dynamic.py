# Wrong if reverse() of a list grown in a loop is dropped or reverses only the static part. torch.onnx.export
# (1.13, opset 17, scripted) drops it silently: its graph is Loop + SequenceConstruct + ConcatFromSequence, no reversal.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(4); n = 1
# x = torch.randn(2); n = 4
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tensor:
    xs = [x]
    for i in range(n):
        xs.append(x + float(i + 1))
    xs.reverse()
    return torch.stack(xs)
