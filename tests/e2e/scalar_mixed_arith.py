# //, %, ** and / on Python numbers of every pair of kinds (int, int), (int, float),
# (float, int), (float, float), with negative operands, known only at run time: the result's
# kind and value are TorchScript's (`-7 // 2` is -4, `-7 % 3` is 2, `7.5 % -2.0` is -0.5,
# `7.5 // 2` is 3.0 (a float), `2 ** -1` is 0.5 (int ** int is a float)).
# >>> inputs
# a:int64[]
# b:int64[]
# x:float32[]
# y:float32[]
# <<<
# >>> sets
# a = -7; b = 2; x = 7.5; y = -2.0
# a = 7; b = -3; x = -7.5; y = 2.0
# a = 2; b = -1; x = 0.5; y = -0.5
# a = -8; b = 3; x = -2.25; y = 1.5
# a = 0; b = 5; x = 0.0; y = 3.0
# a = 9; b = 4; x = 6.0; y = 0.75
# <<<
import torch
from typing import Tuple


def f(a: int, b: int, x: float, y: float) -> Tuple[int, int, float, float, float, float, float, float, float, float, float, float, float, float, float, float]:
    return (a // b, a % b, a ** b, a / b,
            a // y, a % y, a ** y, a / y,
            x // b, x % b, x ** b, x / b,
            x // y, x % y, x ** y, x / y)
