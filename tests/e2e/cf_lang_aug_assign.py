# Augmented assignment on ints (+= *= -=; TorchScript rejects //= and maps %= to fmod, so
# those two are written out), floats (+= *= /=) and tensors (+= -= *= /=).
# >>> inputs
# x:float32[n]
# a:int64[]
# <<<
# >>> sets
# x = torch.randn(2); a = 7
# x = torch.randn(3); a = -5
# x = torch.randn(4); a = 0
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, a: int) -> Tuple[Tensor, int, float]:
    i = a
    i += 3
    i *= 2
    i -= 1
    i = i // 3
    i = i % 5
    s = 1.0
    s += a
    s *= 0.5
    s /= 4
    y = x * 1.0
    y += 1.0
    y *= x
    y -= 0.5
    y /= 2.0
    return y, i, s
