# Row writes downward, at m - c - i for a loop of m iterations (c 0 or 1), which onnxscan
# makes scan outputs too (issue 23): a Viterbi backtrace's path[t - 1] for t in
# range(n - 1, 0, -1), rows of range(n - 1, -1, -1), out[n - 1 - t] for t in range(n)
# (ScatterElements where lowering does not know the index's sign), out[n - t] into n + 1
# rows (c = 0), 3-d rows, an early exit (break), loops run 0 times (n = 0, n = 1), rows of no
# elements (S = 0), and the form that must stay a scatter each iteration: out[n - 2 - t]
# (c = 2: the last iteration writes row -1, the last row, as PyTorch wraps it).
# (lean_scan_rows_down_past_end: a row past the end raises.)
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
                                       Tensor]:
    n = x.size(0)
    s = x.size(1)
    path = torch.full((n,), -1, dtype=torch.long)
    last = 0
    for t in range(n - 1, 0, -1):
        last = (last * 7 + t) % 5
        path[t - 1] = last
    rev = torch.zeros(n, s)
    for t in range(n - 1, -1, -1):
        rev[t] = x[n - 1 - t] * 2.0
    rev2 = torch.full((n, s), 3.0)
    for t in range(n):
        rev2[n - 1 - t] = x[t].exp()
    over = torch.zeros(n + 1, s, dtype=torch.float64)
    for t in range(n):
        over[n - t] = x[t].double() + 1.0
    cube = torch.zeros(n, 2, s)
    for t in range(n):
        cube[n - 1 - t] = torch.stack([x[t], -x[t]])
    early = torch.full((n, s), 7.0)
    for t in range(n):
        early[n - 1 - t] = x[t] + 1.0
        if bool(x[t].sum() > lim):
            break
    wrap = torch.zeros(n, s)
    for t in range(n):
        wrap[n - 2 - t] = x[t] + 0.5
    ints = torch.zeros(n, dtype=torch.long)
    for t in range(n - 1, -1, -1):
        ints[t] = t * 3
    return path, rev, rev2, over, cube, early, wrap, ints
