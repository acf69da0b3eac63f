# Mixed and/or/not with precedence, bool-valued results, and conditions on tensor bools.
# >>> inputs
# x:float32[n]
# a:int64[]
# b:int64[]
# <<<
# >>> sets
# x = torch.tensor([1.0, 2.0]); a = 0; b = 0
# x = torch.tensor([-1.0, 2.0, -3.0]); a = 1; b = 0
# x = torch.tensor([3.0, -0.5]); a = 0; b = 2
# x = torch.tensor([-1.0, -2.0]); a = 2; b = 3
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, a: int, b: int) -> Tuple[Tensor, bool, bool, bool]:
    pos = bool((x > 0).any())
    p = a > 0 or b > 0 and pos
    q = not a == b or not pos
    r = (a > 0 or b > 0) and pos
    if p and not q or r:
        x = x * 2.0
    else:
        x = x - 1.0
    return x, p, q, r
