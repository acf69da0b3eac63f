# Wrong if a Dict[str, List[Tensor]] holds copies of its lists: appends through the dict show in the list and back.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(2); n = 3
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, int, int]:
    evens: List[Tensor] = [x]
    d: Dict[str, List[Tensor]] = {"even": evens, "odd": []}
    for i in range(n):
        if i % 2 == 0:
            d["even"].append(x * float(i))
        else:
            d["odd"].append(x - float(i))
    return torch.stack(evens), len(d["even"]), len(d["odd"])
