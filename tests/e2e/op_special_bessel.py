# >>> inputs
# x:float32[n]
# d:float64[n]
# i:int64[n]
# b:bool[n]
# <<<
# >>> sets
# x = torch.tensor([0.0, -0.0, 1e-30, 0.5, -0.5, 3.0, -7.9, 8.0, 8.1, -20.0, 50.0, 88.0, 100.0, float('inf'), -float('inf'), float('nan')]); d = torch.tensor([0.0, -1e-300, 0.25, 2.0, -5.0, 8.0, 9.0, 50.0, -50.0, 700.0, 1e5, -1e10, 1e300, float('inf'), -float('inf'), float('nan')], dtype=torch.float64); i = torch.tensor([0, 1, -1, 2, -3, 5, 8, -9, 20, -20, 30, 4, 6, 7, 10, -2]); b = torch.tensor([True, False] * 8)
# x = torch.randn(6) * 6; d = torch.randn(6, dtype=torch.float64) * 12; i = torch.randint(-12, 12, (6,)); b = torch.rand(6) > 0.5
# x = torch.zeros(0); d = torch.zeros(0, dtype=torch.float64); i = torch.zeros(0, dtype=torch.int64); b = torch.zeros(0, dtype=torch.bool)
# <<<
# torch.i0 / x.i0 / i0_ / torch.special.i0, torch.special.i0e, i1 and i1e: both Chebyshev
# ranges ([0, 8] and above), odd i1 and i1e of negatives (-0 kept), i0(50) = 2.9e20, overflow
# to inf in float32 above 88.7, exp-scaled forms of large x; float32 (ATen's float tables),
# float64, int64 and bool (float32), empty
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, d: Tensor, i: Tensor, b: Tensor) -> List[Tensor]:
    out = [torch.i0(x), x.i0(), torch.special.i0(d), torch.i0(i), torch.i0(b)]
    e = x.clone()
    e.i0_()
    out += [e, torch.special.i0e(x), torch.special.i0e(d), torch.special.i0e(i), x.special_i0e()]
    out += [torch.special.i1(x), torch.special.i1(d), torch.special.i1(i), x.special_i1(), torch.special.i1(b)]
    out += [torch.special.i1e(x), torch.special.i1e(d), torch.special.i1e(i), x.special_i1e()]
    return out
