# Two names for one list grown in a loop, an element written in place after it, a dict holding the same list appended to: every name sees every change.
# >>> inputs
# x:float32[N,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(3, 3); n = 1
# x = torch.randn(4, 3); n = 3
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple
import torch.nn.functional as F

def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, int]:
    xs = [x.clone(), x * 2.0]
    ys = xs
    t = xs[0]
    for i in range(n):
        ys.append(x * float(i))
    t.add_(1.0)
    d = {"l": xs}
    d["l"].append(t)
    return torch.stack(xs).sum(0), t, len(ys)
