# A helper whose result folds to a constant (g(2) is 7) is that constant again outside the
# call; the copy's attribute lived in the builder's memory, given back once the graph is
# built (ASan: use-after-poison in the passes and the printer).
# >>> inputs
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(1); n = -4
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def g(k: int) -> int:
    return 5 + k


def h(k: float) -> float:
    return k * 0.5


def f(x: Tensor, n: int) -> Tensor:
    return x * float(g(2)) + float(g(n)) + h(3.0) + float(g(-5))
