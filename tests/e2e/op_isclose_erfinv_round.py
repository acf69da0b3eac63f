# >>> inputs
# x:float32[n,4]
# y:float32[n,4]
# i:int64[n,4]
# d:float64[n]
# <<<
# >>> sets
# x = torch.tensor([[0.0, -0.0, 1.0, float('nan')], [float('inf'), -float('inf'), 1e-9, 2.5], [100.0, 1.0, -3.0, 0.125]]); y = torch.tensor([[0.0, 0.0, 1.00001, float('nan')], [float('inf'), float('inf'), 0.0, 2.5000001], [100.001, 1.1, -3.0, 0.375]]); i = torch.tensor([[0, 1, 2, 3], [-5, 7, 9, -9], [4, 4, 5, 6]]); d = torch.tensor([0.5, -0.99999, 1.0], dtype=torch.float64)
# x = torch.randn(5, 4); y = torch.randn(5, 4); i = torch.randint(-3, 3, (5, 4)); d = torch.rand(5, dtype=torch.float64) * 2 - 1
# x = torch.zeros(0, 4); y = torch.zeros(0, 4); i = torch.zeros(0, 4, dtype=torch.int64); d = torch.zeros(0, dtype=torch.float64)
# x = torch.rand(2, 4) * 2 - 1; y = torch.rand(2, 4); i = torch.tensor([[1, 1, 1, 1], [2, 2, 2, 2]]); d = torch.tensor([-1.0, -0.0], dtype=torch.float64)
# <<<
# torch.isclose / x.isclose (rtol, atol, equal_nan; NaN, infinities of one and of two signs,
# -0; int64 and bool operands, which PyTorch compares through float32 error bounds; zero
# tolerances: equality), torch.allclose as a run-time bool in `if` and as a value (empty:
# True), torch.erfinv of float32, float64 and int64 (|y| > 1 NaN, +-1 +-inf, -0, the central
# range and the tails, in place), torch.round(x, decimals=) with d > 0, d < 0 and 0, ties to
# even, float64
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, y: Tensor, i: Tensor, d: Tensor) -> List[Tensor]:
    out = [torch.isclose(x, y), x.isclose(y, rtol=1e-3), torch.isclose(x, y, equal_nan=True),
           torch.isclose(x, y, 0.0, 0.0), torch.isclose(x, y, atol=0.5, rtol=0.0), torch.isclose(i, i + 1, atol=1.0),
           torch.isclose(i, i * 2), torch.isclose(i > 0, i > 1), torch.isclose(d, d * 1.0000001)]
    s = x * 0
    if torch.allclose(x, y, atol=0.2):
        s = s + 1
    if x.allclose(x):
        s = s + 2
    out += [s, torch.tensor(torch.allclose(i, i + 1, atol=1.0, rtol=0.0)), torch.tensor(torch.allclose(x, y, equal_nan=True))]
    out += [torch.erfinv(x.clamp(-1.5, 1.5)), torch.erfinv(d), torch.erfinv(i), x.erfinv(), torch.erfinv(y.clamp(-1.0, 1.0) * 0.999999)]
    e = x.clone()
    e.erfinv_()
    out += [e]
    out += [torch.round(x * 100, decimals=1), torch.round(x, decimals=2), torch.round(x * 1000, decimals=-2), torch.round(x, decimals=0),
            (x * 50).round(decimals=-1), torch.round(d * 1000, decimals=3), torch.round(torch.tensor([0.125, 0.375, 2.5, -2.5, 1234.5678]), decimals=2),
            torch.round(torch.tensor([25.0, 35.0, -15.0, 1e38]), decimals=-1)]
    return out
