# Issue 18 item 14: a dict value the loop carries is rebound to w: later runs write w through
# it.
# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(4, 3); n = 1
# x = torch.randn(3, 3); n = 2
# x = torch.randn(2, 3); n = 3
# x = torch.randn(3, 3); n = 5
# <<<
import torch
from torch import Tensor
from typing import List, Tuple, Dict

def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor]:
    w = x + 2
    d = {"a": x * 1.0}
    for i in range(n):
        d["a"].add_(1)
        d["a"] = w
    return d["a"], w
