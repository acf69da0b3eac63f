# int arithmetic with Python semantics: true division gives a float, // and % floor toward
# -inf for negatives, ** on ints (a float in TorchScript), unary minus, abs/min/max on scalars.
# >>> inputs
# a:int64[]
# b:int64[]
# <<<
# >>> sets
# a = 7; b = 2
# a = -7; b = 2
# a = 7; b = -3
# a = -9; b = -4
# <<<
import torch
from typing import Tuple


def f(a: int, b: int) -> Tuple[float, int, int, float, int, int, int]:
    q = a / b
    fd = a // b
    md = a % b
    p = b ** 2
    m = max(a, b) - min(a, b)
    n = abs(a) + abs(-b)
    neg = -a
    return q, fd, md, p, m, n, neg
