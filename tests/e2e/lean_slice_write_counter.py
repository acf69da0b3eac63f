# Slice writes at bounds a loop counter makes (x[2 * i:2 * i + 2] = ...): a bound known
# non-negative is only clamped to the size (min), and a value computed from the slice
# elementwise, with 0-d values beside it, has the slice's shape without a check.  Bounds
# past the end (clamped: the last rows, then nothing), a loop of 0 iterations, values that
# broadcast (a row, a 0-d tensor), and one that does not fit (raises) keep their meaning.
# >>> inputs
# x:float32[n,3]
# r:float32[k]
# m:int64[]
# <<<
# >>> sets
# x = torch.randn(5, 3); r = torch.randn(3); m = 4
# x = torch.randn(0, 3); r = torch.randn(3); m = 2
# x = torch.randn(4, 3); r = torch.randn(1); m = 0
# x = torch.tensor([[1.0, float('nan'), -0.0], [float('inf'), 2.0, 3.0]]); r = torch.ones(3); m = 3
# <<<
# >>> raises
# x = torch.randn(5, 3); r = torch.randn(2); m = 2
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, r: Tensor, m: int) -> Tuple[Tensor, Tensor, Tensor]:
    y = x.clone()
    z = x.clone()
    w = x.clone()
    s = torch.tensor(0.5)
    for i in range(m):
        y[2 * i:2 * i + 2] = y[2 * i:2 * i + 2] * -1.0 + float(i)
        z[i:i + 1] = torch.relu(z[i:i + 1] - s) / 2.0 + z[i:i + 1]
        w[i // 2:i + 3] = r
    return y, z, w
