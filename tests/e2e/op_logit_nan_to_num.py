# >>> inputs
# x:float32[n]
# d:float64[n]
# i:int64[n]
# e:float32[]
# <<<
# >>> sets
# x = torch.tensor([0.0, -0.0, 1e-8, 0.25, 0.5, 0.999, 1.0, 1.5, -0.5, math.inf, -math.inf, math.nan]); d = x.double(); i = torch.arange(-6, 6); e = 0.01
# x = torch.rand(5); d = torch.rand(5, dtype=torch.float64); i = torch.randint(-3, 3, (5,)); e = 0.3
# x = torch.zeros(0); d = torch.zeros(0, dtype=torch.float64); i = torch.zeros(0, dtype=torch.int64); e = 0.0
# <<<
# torch.logit with and without eps (a constant and a number the model takes: clamped to
# [eps, 1 - eps], NaN kept), int64 inputs in float32; torch.nan_to_num with its defaults (the
# dtype's largest and lowest) and with each replacement given, integral tensors unchanged
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, d: Tensor, i: Tensor, e: float) -> List[Tensor]:
    out = [torch.logit(x), x.logit(1e-6), d.logit(0.25), torch.logit(i), torch.logit(d, eps=-1.0)]
    out += [torch.nan_to_num(x), d.nan_to_num(), torch.nan_to_num(x, nan=1.5, posinf=7.0),
            torch.nan_to_num(d, neginf=-2.0), torch.nan_to_num(x, 0.0, 1e300, -1e300),
            torch.nan_to_num(x, posinf=e), torch.nan_to_num(i), torch.nan_to_num(i > 0)]
    y = x.clone()
    y.nan_to_num_(nan=3.0)
    z = x.clone()
    z.logit_(0.1)
    out += [y, z]
    return out
