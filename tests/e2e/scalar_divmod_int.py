# divmod() of two ints known only at run time: TorchScript's divmod.int is Python's
# (a // b, a % b), floor division with the remainder taking the divisor's sign.
# >>> inputs
# a:int64[]
# b:int64[]
# <<<
# >>> sets
# a = -7; b = 2
# a = 7; b = -3
# a = -8; b = -3
# a = 0; b = 5
# <<<
import torch
from typing import Tuple


def f(a: int, b: int) -> Tuple[int, int, Tuple[int, int]]:
    q, r = divmod(a, b)
    return q, r, divmod(a * 3 + 1, b)
