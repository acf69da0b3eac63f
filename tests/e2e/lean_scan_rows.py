# Row writes at the iteration number, `out[t] = row` in a for loop, which onnxscan makes
# scan outputs and one ScatterND after the Loop (issue 23): loops run 0 times (n = 0, and
# range(1, n) at n = 1), rows of no elements (S = 0), an offset start (out[t + 2]), an
# early exit (break: the rows of the iterations that ran), a row broadcast and cast into an
# int tensor, a 3-d tensor's 2-d rows, two tensors written in one loop (one index scan;
# a max's values and indices, [1, row] updates: allowzero from opset 14), and the forms that
# must stay a ScatterND each iteration: a tensor read in the body (a running prefix), an
# index that wraps (out[t - 1] writes the last row first), a row written twice (out[t // 2]).
# (lean_scan_rows_past_end: a row past the end raises.)
# >>> inputs
# x:float32[N,S]
# lim:float32[]
# <<<
# >>> sets
# x = torch.randn(5, 3); lim = 100.0
# x = torch.randn(6, 4); lim = 0.5
# x = torch.randn(1, 3); lim = 100.0
# x = torch.randn(0, 3); lim = 100.0
# x = torch.randn(4, 0); lim = 100.0
# x = torch.tensor([[1.0, float('nan')], [float('inf'), -0.0], [2.0, 3.0]]); lim = 2.5
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, lim: float) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor,
                                       Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    n = x.size(0)
    s = x.size(1)
    plain = torch.zeros(n, s)
    for t in range(n):
        plain[t] = x[t] * 2.0
    shifted = torch.full((n + 2, s), -1.0)
    for t in range(n):
        shifted[t + 2] = x[t].exp()
    first = torch.zeros(n, s)
    for t in range(1, n):
        first[t] = x[t] - x[t - 1]
    early = torch.full((n, s), 7.0)
    for t in range(n):
        early[t] = x[t] + 1.0
        if bool(x[t].sum() > lim):
            break
    ints = torch.zeros(n, s, dtype=torch.long)
    for t in range(n):
        ints[t] = x[t].sum() * 3.0
    cube = torch.zeros(n, 2, s)
    for t in range(n):
        cube[t] = torch.stack([x[t], -x[t]])
    a = torch.zeros(n, s)
    b = torch.ones(n)
    for t in range(n):
        a[t] = x[t].abs()
        b[t] = x[t].sum()
    prefix = torch.zeros(n + 1, s)
    for t in range(n):
        prefix[t + 1] = prefix[t] + x[t]
    wrap = torch.zeros(n, s)
    for t in range(n):
        wrap[t - 1] = x[t] + 0.5
    twice = torch.zeros(n, s)
    for t in range(n):
        twice[t // 2] = x[t]
    best = torch.zeros(n, s)
    arg = torch.zeros(n, s, dtype=torch.long)
    for t in range(n):
        v, i = torch.stack([x[t], x[t] * 2.0, -x[t]]).max(0)
        best[t] = v
        arg[t] = i
    return plain, shifted, first, early, ints, cube, a, b, prefix, wrap, twice, best, arg

