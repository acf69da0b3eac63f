# `while True` left only through a return inside the loop body (two different returns).
# >>> inputs
# x:float32[n]
# limit:int64[]
# <<<
# >>> sets
# x = torch.tensor([0.5, 0.5]); limit = 5
# x = torch.tensor([2.0, 1.0, 0.5]); limit = 5
# x = torch.tensor([64.0, 0.0]); limit = 20
# x = torch.tensor([64.0, 0.0, 1.0]); limit = 2
# <<<
import torch
from torch import Tensor


def f(x: Tensor, limit: int) -> Tensor:
    i = 0
    while True:
        if x.sum() < 2.0:
            return x * 10.0
        if i >= limit:
            return -x
        x = x * 0.5
        i += 1
    return x  # not reached; TorchScript wants a return on every path
