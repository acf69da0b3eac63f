# A constant-count loop that carries an Optional (an ONNX optional, opset 16 on), written
# out (passes/unroll.c): None on entry, set in the first copy and read in the later ones,
# the If on `is None` of each copy deciding at run time.
# >>> min-opset
# 16
# <<<
# >>> inputs
# x:float32[n,3]
# <<<
# >>> sets
# x = torch.randn(4, 3)
# x = torch.zeros(0, 3)
# x = torch.tensor([[float('nan'), -0.0, 1.0], [float('inf'), 2.0, -1.0]])
# <<<
import torch
from torch import Tensor
from typing import Optional, Tuple


def f(x: Tensor) -> Tuple[Tensor, bool]:
    acc: Optional[Tensor] = None
    for i in range(3):
        if acc is None:
            acc = x[:, i]
        else:
            acc = acc * 0.5 + x[:, i]
    a = acc if acc is not None else x[:, 0]
    seen: Optional[Tensor] = None
    for _ in range(0):
        seen = x
    return a, seen is None
