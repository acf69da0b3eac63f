# User-style: zip of a list of tensors with a List[float] with break (a Loop over both), then a reversed slice.
# >>> inputs
# x:float32[N,4]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3, 4); n = 0
# x = torch.randn(2, 4); n = 1
# x = torch.randn(5, 4); n = 4
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple
import torch.nn.functional as F

def f(x: Tensor, n: int) -> Tensor:
    ws = [x[0], x[1], x.sum(0)]
    bs = [1.0, 2.0, 3.0]
    acc = torch.zeros(4)
    for w, b in zip(ws, bs):
        if b > float(n):
            break
        acc = acc + w * b
    for w in ws[::-1]:
        acc = acc * 0.5 + w
    return acc
