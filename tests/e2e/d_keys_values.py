# Wrong if .keys() and .values() disagree on the order or the count.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(2); n = 3
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, Tensor, int]:
    d: Dict[str, Tensor] = {"first": x}
    if n > 0:
        d["second"] = x + 1.0
    if n > 2:
        d["third"] = x + 2.0
    acc = torch.zeros_like(x)
    for v in d.values():
        acc = acc * 2.0 + v
    acc2 = torch.zeros_like(x)
    for k in d.keys():
        acc2 = acc2 * 2.0 + d[k]
    return acc, acc2, len(d.keys())
