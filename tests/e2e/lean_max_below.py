# A maximum (minimum) compared with a bound, which onnxpeep's rule (passes/onnxnanmax.c)
# makes a test of every element with ArgMin finding the first that fails (issue 23): every
# orientation, each of its own tensor (a maximum two comparisons read stays): max < c,
# max <= c, c > max, c >= max, min > c, min >= c, c < min; a bound the elements equal (<
# against <=), NaNs (false everywhere), +-inf, -0.0 against 0.0, a 3-d tensor, a run-time
# bound, and a convergence loop `while not (x.abs().max() < tol)`; float64 (lowered
# another way), an int tensor and the comparisons that are not all-tests (max > c: a NaN
# makes it false, any(x > c) may be true) keep their max.
# (lean_max_below_empty: the max of no element raises.)
# >>> inputs
# x:float32[N,3]
# y:float64[M]
# tol:float32[]
# <<<
# >>> sets
# x = torch.tensor([[0.5, -1.0, 1.5], [0.25, 1.0, -0.0]]); y = torch.tensor([0.0, -0.0, 2.0], dtype=torch.float64); tol = 1.5
# x = torch.tensor([[0.5, float('nan'), 0.1]]); y = torch.tensor([float('nan'), 1.0], dtype=torch.float64); tol = 2.0
# x = torch.tensor([[float('inf'), 0.0, 0.0], [0.0, 0.0, float('-inf')]]); y = torch.tensor([float('-inf')], dtype=torch.float64); tol = 0.0
# x = torch.full((4, 3), 1.5); y = torch.tensor([1.5, 1.5], dtype=torch.float64); tol = 1.5
# x = torch.randn(5, 3); y = torch.randn(7, dtype=torch.float64); tol = 0.75
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, y: Tensor, tol: float) -> Tuple[bool, bool, bool, bool, bool, bool, bool,
                                                 bool, bool, bool, int, Tensor, bool, bool,
                                                 bool]:
    a = bool(x.max() < 1.5)
    b = bool((x + 0.5).max() <= 1.5)
    c = bool(1.5 > (x * 2.0).max())
    d = bool(tol >= (x - 0.5).max())
    e = bool(x.min() > -1.0)
    f_ = bool((x * 2.0).min() >= 0.0)
    g = bool(0.0 < (x + 1.0).min())
    h = bool(y.max() < tol)
    i = bool(y.min() >= -0.0)
    j = bool(x.view(-1, 1, 3).max() < tol)
    z = x.abs()
    steps = 0
    while not bool(z.max() < tol) and steps < 20:
        z = z * 0.5
        steps += 1
    k = (x * 10.0).long()
    m = bool((x - 0.25).max() > 0.7)
    n = bool(0.1 < (x * 3.0).max())
    o = bool((x + 2.0).min() < 2.2)
    return a, b, c, d, e, f_, g, h, i, j, steps, k.max() < 3, m, n, o
