# Issue 18 item 14: a dict value rebound to a view of w (w[1]), with w and the value written in
# the body, before and after.
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

def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    w = x + 2
    d = {"a": x[0] * 1.0, "b": x * 3.0}
    s = torch.zeros_like(x[0])
    for i in range(n):
        d["a"].add_(1)
        d["b"].mul_(2)
        s = s + d["a"]
        d["a"] = w[1]
        w.mul_(-1)
        d["a"][0] += 5
    return d["a"], d["b"], w, s
