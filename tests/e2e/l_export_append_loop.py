# Exporter pattern (issue 7): a list appended in a loop with a run-time count, then stacked. Wrong if the
# appends are unrolled for one trip count. torch.onnx.export (1.13, opset 17, scripted) emits Loop + SequenceConstruct + ConcatFromSequence.
# >>> inputs
# x:float32[B,4]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 4); n = 0
# x = torch.randn(3, 4); n = 1
# x = torch.randn(2, 4); n = 5
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tensor:
    h = x
    outs = [h]
    for i in range(n):
        h = torch.tanh(h * 0.5 + 1.0)
        outs.append(h)
    return torch.stack(outs, 1)
