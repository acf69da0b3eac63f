# >>> inputs
# x:float32[n]
# d:float64[n]
# i:int64[n]
# s:float64[]
# <<<
# >>> sets
# x = torch.tensor([0.0, -0.0, 1.0, 2.0, 0.5, 1e-30, 1.5, 2.5, 12.9, 13.0, 100.0, 1e20, -0.5, -1.0, -2.5, -3.7, -40.5, -1e10, float('inf'), -float('inf'), float('nan')]); d = torch.tensor([0.0, -0.0, 1.0, 2.0, 3.0, 0.999, 1e-300, 5e-324, 10.0, 1001.0, 1e9, 2.6e305, -0.25, -2.0, -4.5, -33.7, -170.5, -1e300, float('inf'), -float('inf'), float('nan')], dtype=torch.float64); i = torch.tensor([0, 1, 2, 3, 4, 5, 10, 20, -1, -2, -3, 6, 7, 8, 9, 11, 12, 13, 14, 15, 100]); s = torch.tensor(0.25, dtype=torch.float64)
# x = torch.randn(8) * 5; d = torch.randn(8, dtype=torch.float64) * 5; i = torch.randint(1, 30, (8,)); s = torch.tensor(-3.5, dtype=torch.float64)
# x = torch.rand(5) * 30; d = torch.rand(5, dtype=torch.float64) * 30; i = torch.randint(1, 30, (5,)); s = torch.tensor(7.0, dtype=torch.float64)
# x = torch.zeros(0); d = torch.zeros(0, dtype=torch.float64); i = torch.zeros(0, dtype=torch.int64); s = torch.tensor(0.0, dtype=torch.float64)
# <<<
# torch.lgamma / x.lgamma / lgamma_ / torch.special.gammaln (+inf at 0 and the negative
# integers, 0 at 1 and 2, tiny and denormal x, Stirling's range and its 1e8 and 1000 cuts,
# reflection below 0), torch.digamma / x.digamma / digamma_ / torch.special.digamma and psi
# (+-0 -+inf, negative integers NaN, the reflection, PSI_10 at 10), torch.polygamma(0 and 1)
# / x.polygamma / torch.special.polygamma (trigamma's reflection below 0.5); float32,
# float64, int64 (float32), a 0-d tensor, empty
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, d: Tensor, i: Tensor, s: Tensor) -> List[Tensor]:
    out = [torch.lgamma(x), x.lgamma(), torch.special.gammaln(d), torch.lgamma(i), torch.lgamma(s)]
    e = x.clone()
    e.lgamma_()
    g = d.clone()
    g.digamma_()
    out += [e, g, torch.digamma(x), x.digamma(), torch.special.digamma(d), torch.special.psi(i),
            torch.digamma(s), torch.digamma(d * 0.37)]
    out += [torch.polygamma(0, x), torch.polygamma(1, x), x.polygamma(1), torch.special.polygamma(1, d.clamp(-1e5, 1e300)),
            torch.polygamma(1, i), torch.polygamma(1, s), torch.polygamma(1, d.clamp(-1e5, 1e300) * 0.37 + 0.01)]
    return out
