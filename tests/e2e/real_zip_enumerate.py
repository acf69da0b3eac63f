# User-style: enumerate(zip(...)) over unbind rows of run-time length, and a stepped slice of them.
# >>> inputs
# x:float32[N,3]
# y:float32[N,3]
# <<<
# >>> sets
# x = torch.randn(0, 3); y = torch.randn(0, 3)
# x = torch.randn(1, 3); y = torch.randn(1, 3)
# x = torch.randn(5, 3); y = torch.randn(5, 3)
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple
import torch.nn.functional as F

def f(x: Tensor, y: Tensor) -> Tensor:
    xs = x.unbind(0)
    ys = y.unbind(0)
    acc = torch.zeros(3)
    for i, (a, b) in enumerate(zip(xs, ys)):
        acc = acc + a * b * float(i)
    odd = [t * 2.0 for t in xs[1::2]]
    if len(odd) > 0:
        acc = acc + torch.stack(odd).sum(0)
    return acc
