# Wrong if an in-place write to a dict's tensor inside a loop misses a name or another key that
# holds the same tensor inside the body (`y = d["a"]`, `d["b"] = d["a"]`), or a name made after it.
# (`w = d["b"]` written after the loop is refused: it may be `y`, the loop carries two tensors.)
# >>> inputs
# x:float32[N,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(4, 3); n = 1
# x = torch.randn(2, 3); n = 5
# <<<
import torch
from torch import Tensor
from typing import Dict, Tuple


def bump(d: Dict[str, Tensor], t: Tensor):
    d["a"] += t


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    d: Dict[str, Tensor] = {"a": x.sum(0), "b": torch.zeros(3)}
    y = torch.ones(3)
    i = 0
    while i < n:
        y = d["a"]
        if i % 2 == 0:
            d["a"].add_(1.0)
        else:
            bump(d, x[0])
            d["b"] = d["a"]
        d["b"].mul_(0.9)
        d["a"] = d["a"] * 0.9 + x[1]
        i += 1
    w = d["a"]
    w.sub_(0.25)
    return d["a"], d["b"], y, w
