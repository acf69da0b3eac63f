# [1, 2] * -1 raises in TorchScript 1.13 (RuntimeError: vector::reserve; Python gives []).
# >>> inputs
# x:float32[2]
# <<<
# >>> stderr
# l_repeat_negative_count.py:15:17: error: a list repeated a negative number of times (RuntimeError 'vector::reserve' in PyTorch)
#    15 |     xs = [1, 2] * -1
#       |                 ^
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> int:
    xs = [1, 2] * -1
    return len(xs)
