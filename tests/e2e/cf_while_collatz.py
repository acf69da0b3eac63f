# Pure int while loop with %, // and an if/else: Collatz steps; also counts odd steps.
# >>> inputs
# n:int64[]
# <<<
# >>> sets
# n = 1
# n = 2
# n = 6
# n = 7
# <<<
import torch
from typing import Tuple


def f(n: int) -> Tuple[int, int, int]:
    steps = 0
    odd = 0
    peak = n
    while n != 1:
        if n % 2 == 0:
            n = n // 2
        else:
            n = 3 * n + 1
            odd += 1
        peak = max(peak, n)
        steps += 1
    return steps, odd, peak
