# >>> inputs
# x:float32[n]
# d:float64[n]
# i:int64[n]
# b:bool[n]
# s:float32[]
# <<<
# >>> sets
# x = torch.tensor([0.0, -0.0, 0.5, -0.5, 1.0, -2.5, 3.7, 1e-8, -1e-30, 88.0, 90.0, -100.0, math.inf, -math.inf, math.nan]); d = x.double() * 1.5; i = torch.arange(-7, 8); b = i % 3 == 0; s = torch.tensor(0.25)
# x = torch.randn(6) * 4; d = torch.randn(6, dtype=torch.float64) * 1e-3; i = torch.randint(-50, 50, (6,)); b = torch.rand(6) > 0.5; s = torch.tensor(-0.0)
# x = torch.zeros(0); d = torch.zeros(0, dtype=torch.float64); i = torch.zeros(0, dtype=torch.int64); b = torch.zeros(0, dtype=torch.bool); s = torch.tensor(math.nan)
# <<<
# torch.square, trunc/fix, frac, expm1, exp2, deg2rad, rad2deg, sinc, isinf, isfinite on
# float32, float64, int64 and bool tensors (int and bool ones compute in float32 where ATen's
# do; square of bool is int64), with zeros of both signs, infinities, NaN, 0-d and empty
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, d: Tensor, i: Tensor, b: Tensor, s: Tensor) -> List[Tensor]:
    out = [torch.square(x), d.square(), torch.square(i), torch.square(b), s.square()]
    out += [torch.trunc(x), d.trunc(), torch.trunc(i), torch.fix(x), x.fix(), s.trunc()]
    out += [torch.frac(x), d.frac(), s.frac()]
    out += [torch.expm1(x), d.expm1(), torch.expm1(i), torch.expm1(b), s.expm1()]
    out += [torch.exp2(x), d.exp2(), torch.exp2(i), torch.exp2(b), s.exp2()]
    out += [torch.deg2rad(x), d.deg2rad(), torch.deg2rad(i), torch.rad2deg(x), d.rad2deg(), torch.rad2deg(i)]
    out += [torch.sinc(x), d.sinc(), torch.sinc(i), s.sinc()]
    out += [torch.isinf(x), d.isinf(), torch.isinf(i), torch.isinf(b), torch.isfinite(x), d.isfinite(),
            torch.isfinite(i), torch.isfinite(b), s.isinf(), s.isfinite()]
    y = x.clone()
    y.trunc_()
    z = d.clone()
    z.expm1_()
    out += [y, z]
    return out
