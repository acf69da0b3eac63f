# A GRU-style loop whose state starts as None (the entry's `h0: Optional[Tensor] = None`
# left at its default): the first step makes it, so across the loop it is an Optional known
# only at run time (an ONNX optional), refined by `is None` inside the loop and after it.
# T = 0 (it stays None), 1 and several. Below opset 16 a located error (errors/ has the
# kind).
# >>> min-opset
# 16
# <<<
# >>> inputs
# xs:float32[T,4]
# <<<
# >>> sets
# xs = torch.randn(0, 4)
# xs = torch.randn(1, 4)
# xs = torch.randn(5, 4)
# <<<
import torch
from torch import Tensor
from typing import List, Optional


def f(xs: Tensor, h0: Optional[Tensor] = None) -> Tensor:
    h: Optional[Tensor] = h0
    outs: List[Tensor] = []
    for t in range(xs.size(0)):
        x = xs[t]
        if h is None:
            h = torch.zeros_like(x)
        z = torch.sigmoid(x + h)
        h = (1 - z) * h + z * torch.tanh(x)
        outs.append(h)
    if h is None:
        return torch.zeros(0)
    return torch.stack(outs).sum(0) + h
