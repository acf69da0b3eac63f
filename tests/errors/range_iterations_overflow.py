# range() with constant bounds more than 2**63 apart: TorchScript's iteration count
# 1 + (hi - 1 - lo) // step wraps (this range runs once in PyTorch 1.13, 4 times in
# Python), so it is refused rather than matched or silently computed another way.
# >>> stderr
# range_iterations_overflow.py:14:14: error: range() bounds too far apart: its number of iterations overflows int64
#    14 |     for i in range(-9223372036854775807 - 1, 9223372036854775807, 4611686018427387904):
#       |              ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    for i in range(-9223372036854775807 - 1, 9223372036854775807, 4611686018427387904):
        x = x + 1
    return x
