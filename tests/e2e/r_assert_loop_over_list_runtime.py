# Wrong if an assert inside a loop over a run-time list (always true in the sets) ends the loop.
# (r_assert_loop_over_list's assert compares two sizes of the same named dim: folded true
# since the fold of equal named sizes, so this one asserts what only the run knows.)
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


def f(x: Tensor, n: int) -> Tuple[Tensor, int]:
    xs = [x]
    for i in range(n):
        xs.append(x + float(i))
    acc = torch.zeros_like(x)
    k = 0
    for t in xs:
        assert t.size(0) > 1, "too short"
        acc = acc + t
        k += 1
    return acc, k
