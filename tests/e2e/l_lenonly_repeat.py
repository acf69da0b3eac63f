# A list built by `*` whose only use is len() builds no elements: past the element limit
# (docs/language.md, "Limits") it compiles, and len() is the exact count, an int64 as
# TorchScript's int.  Wrong if the count is the unit's, or the limit's, or overflows int32.
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 5
# x = torch.randn(1); n = -3
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, n: int) -> int:
    xs = [1] * 3_000_000
    ys = 2 * [x, x, x]
    zs = 1_000_000 * [2.5, 1.0]
    ws = 3 * [x] * 100_000 * 2
    return len(xs) + len(ys) + len(zs) * 7 + len(ws) * 11 + n
