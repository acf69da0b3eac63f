# Constant folding of int arithmetic that overflows int64: TorchScript wraps (checked in
# PyTorch 1.13: INT64_MAX + 1 is INT64_MIN, 2**62 * 4 is 0, -INT64_MIN and abs(INT64_MIN)
# are INT64_MIN), and so must the folded constants; the same sums with n at run time wrap
# in ONNX Runtime too.  A float fold (s *= 0.5) once read an uninitialised int.  The range
# has bounds 2**63 apart whose iteration count still fits: TorchScript runs it 3 times.
# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(3); n = 0
# x = torch.randn(3); n = 1
# x = torch.randn(3); n = -1
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, n: int) -> Tuple[Tensor, int, int, int, int, int, int, int]:
    big = 9223372036854775807
    low = -9223372036854775807 - 1
    s = 2.0
    s *= 0.5
    k = 0
    for i in range(-4611686018427387904, 4611686018427387904, 3074457345618258603):
        k += 1
    return x * s, big + 1, 4611686018427387904 * 4, -low, abs(low), big + 1 + n, low - n, k
