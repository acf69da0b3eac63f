# // and % of floats computed at run time (0.1 is not exact): TorchScript's floordiv.float is
# floor(a / b) (1.0 // 0.1 is 10.0, where Python says 9.0) and its remainder a - b * floor(a / b).
# >>> inputs
# n:int64[]
# m:int64[]
# <<<
# >>> sets
# n = 1; m = 1
# n = 1; m = 7
# n = 3; m = 1
# n = -1; m = 1
# n = 2; m = -7
# <<<
import torch
from typing import Tuple


def f(n: int, m: int) -> Tuple[float, float, float, float, int, int]:
    y = float(n) / 10.0
    x = float(m)
    return x // y, x % y, m // y, m % y, m // n, m % n
