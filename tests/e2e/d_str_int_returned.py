# Wrong if a returned Dict[str, int] is not its values as 0-d int64 outputs in insertion order (an overwrite keeps the key's place).
# >>> inputs
# x:float32[B,C]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(4, 1); n = 1
# x = torch.randn(2, 5); n = 3
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> Dict[str, int]:
    d: Dict[str, int] = {"rows": x.size(0), "cols": x.size(1)}
    d["n"] = n
    for i in range(n):
        d["rows"] = d["rows"] + i
    return d
