# A conditional expression with None on one side gives an Optional known at run time; the
# other conditional refines it. torch.onnx.export (tracing) keeps only the side taken.
# >>> min-opset
# 16
# <<<
# >>> inputs
# x:float32[B,2]
# flag:bool[]
# <<<
# >>> sets
# x = torch.randn(3, 2); flag = True
# x = torch.randn(1, 2); flag = False
# x = torch.zeros(0, 2); flag = True
# <<<
import torch
from torch import Tensor
from typing import Optional


def f(x: Tensor, flag: bool) -> Tensor:
    o = x.relu() if flag else None
    y = o * 2.0 if o is not None else x - 1.0
    return y + (x if o is None else o)
