# Wrong if .items() visits keys out of insertion order (the result depends on the order), also after an overwrite.
# >>> inputs
# x:float32[B]
# <<<
# >>> sets
# x = torch.randn(2)
# x = torch.randn(3)
# x = torch.randn(4)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor) -> Tuple[Tensor, int]:
    d = {"z": x, "a": x * 2.0, "m": x - 1.0}
    d["z"] = x * 5.0
    acc = torch.zeros_like(x)
    n = 0
    for k, v in d.items():
        acc = acc * 3.0 + v
        n += len(k)
    return acc, n
