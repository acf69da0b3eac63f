# A list kept for len() longer than PyTorch's list can be: TorchScript 1.13 raises
# "vector::reserve" for [1, 2, 3] * 2**59 (more than PTRDIFF_MAX / 16 IValues).
# >>> inputs
# x:float32[2]
# <<<
# >>> stderr
# l_lenonly_too_long.py:17:21: error: list too long: more than 576460752303423487 elements, which PyTorch's list cannot hold (it raises 'vector::reserve')
#    17 |     ys = [[1, 2, 3] * 192153584101141163] * 2
#       |                     ^
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> int:
    xs = [1, 2, 3] * 192153584101141162
    ys = [[1, 2, 3] * 192153584101141163] * 2
    return len(xs) + len(ys[0])
