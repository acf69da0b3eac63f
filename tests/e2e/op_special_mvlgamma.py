# >>> inputs
# x:float32[n]
# d:float64[n]
# i:int64[n]
# <<<
# >>> sets
# x = torch.tensor([0.1, 0.6, 1.0, 2.5, 10.0, 1e10, -1.0, -0.5, float('inf'), -float('inf'), float('nan')]); d = torch.tensor([0.1, 0.6, 1.5, 2.5, 30.0, 1e200, -3.0, -2.25, float('inf'), -float('inf'), float('nan')], dtype=torch.float64); i = torch.tensor([1, 2, 3, 0, -1, 5, 7, 9, 11, 13, 100])
# x = torch.rand(6) * 10; d = torch.rand(6, dtype=torch.float64) * 10; i = torch.randint(1, 9, (6,))
# x = torch.zeros(0); d = torch.zeros(0, dtype=torch.float64); i = torch.zeros(0, dtype=torch.int64)
# <<<
# torch.mvlgamma / x.mvlgamma / mvlgamma_ / torch.special.multigammaln at p = 1, 2, 3 and 5
# (PyTorch 1.13 checks no element against (p - 1) / 2: below it the sum of lgammas as ATen
# computes it, inf at the poles), float32, float64, int64 (float32), empty
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, d: Tensor, i: Tensor) -> List[Tensor]:
    e = x.clone()
    e.mvlgamma_(3)
    return [torch.mvlgamma(x, 1), torch.mvlgamma(x, 2), x.mvlgamma(3), torch.special.multigammaln(d, 5),
            torch.mvlgamma(d, 2), torch.mvlgamma(i, 2), e, torch.special.multigammaln(x, p=2)]
