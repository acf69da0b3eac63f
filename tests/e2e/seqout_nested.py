# >>> inputs
# x:float32[b,2]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3, 2); n = 0
# x = torch.randn(4, 2); n = 1
# x = torch.randn(3, 2); n = 3
# <<<
# >>> min-opset
# 13
# <<<
# Run-time lists inside a nested tuple and a dict's value, between values of known length:
# (x, (n, ks, [x + 1, x + 2]), {"a": xs, "b": x}). The known-length list stays two outputs,
# the run-time ones one output each.
import torch
from torch import Tensor
from typing import Dict, List, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tuple[int, List[int], List[Tensor]],
                                  Dict[str, List[Tensor]]]:
    xs: List[Tensor] = []
    ks: List[int] = []
    for i in range(n):
        xs.append(x[:, i % 2] - float(i))
        ks.append(n - i)
    two = [x + 1.0, x + 2.0]
    d: Dict[str, List[Tensor]] = {"a": xs, "b": [x]}
    return x, (n, ks, two), d
