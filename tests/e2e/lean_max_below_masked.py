# A maximum (minimum) compared with a bound where lowering writes ReduceMax with a NaN mask:
# a float32 tensor of a size known nonzero, and float64 (guarded by a Reshape that fails
# for no element); onnxnanmax.c makes the comparison a test of every element,
# ReduceMin(Cast(Less(x, c))) (issue 23).  NaNs (false in every orientation), +-inf, -0.0
# against 0.0, ties at the bound, 2-d tensors, and a loop stopping on `x.abs().max() < tol`
# with a break before the while's own test (onnxselect.c: not c and test, no If).
# >>> inputs
# x:float32[2,3]
# y:float64[M,2]
# tol:float32[]
# n:int64[]
# <<<
# >>> sets
# x = torch.tensor([[0.5, -1.0, 1.5], [0.25, 1.0, -0.0]]); y = torch.tensor([[0.0, -0.0], [2.0, 1.0]], dtype=torch.float64); tol = 1.5; n = 5
# x = torch.tensor([[0.5, float('nan'), 0.1], [0.0, 0.0, 0.0]]); y = torch.tensor([[float('nan'), 1.0]], dtype=torch.float64); tol = 2.0; n = 30
# x = torch.tensor([[float('inf'), 0.0, 0.0], [0.0, 0.0, float('-inf')]]); y = torch.tensor([[float('-inf'), 0.0]], dtype=torch.float64); tol = 0.0; n = 3
# x = torch.full((2, 3), 1.5); y = torch.full((3, 2), 1.5, dtype=torch.float64); tol = 1.5; n = 0
# x = torch.randn(2, 3); y = torch.randn(4, 2, dtype=torch.float64); tol = 0.75; n = 40
# <<<
# >>> raises
# x = torch.randn(2, 3); y = torch.zeros(0, 2, dtype=torch.float64); tol = 1.0; n = 3
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, y: Tensor, tol: float, n: int) -> Tuple[bool, bool, bool, bool, bool, bool,
                                                         bool, int, Tensor]:
    a = bool(x.max() < 1.5)
    b = bool(tol >= (x - 0.5).max())
    c = bool((x * 2.0).min() > -1.0)
    d = bool(0.0 <= (x + 1.0).min())
    e = bool(y.max() < 1.5)
    g = bool(y.min() >= -0.0)
    h = bool(float(tol) > (y * 0.5).max())
    z = x.abs()
    steps = 0
    while steps < n:
        z = z * 0.5
        steps += 1
        if bool(z.max() < tol):
            break
    return a, b, c, d, e, g, h, steps, z
