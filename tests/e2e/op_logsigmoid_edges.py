# logsigmoid as min(x, 0) - log1p(exp(-|x|)), log1p by one correction of log(1 + u): the
# tails (-100, 100: a result of 4e-44 that log(1 + u) would round to 0), +-inf, NaN, +-0,
# float32 and float64, an empty tensor.
# >>> inputs
# x:float32[n]
# y:float64[n]
# <<<
# >>> sets
# x = torch.tensor([-1000.0, -100.0, -20.0, -1e-9, -0.0, 0.0, 1e-9, 0.5, 20.0, 40.0, 100.0, 1000.0, float("-inf"), float("inf"), float("nan")]); y = x.double() * 1.5
# x = torch.randn(7) * 30; y = torch.randn(7).double() * 30
# x = torch.randn(0); y = torch.randn(0).double()
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import Tuple


def f(x: Tensor, y: Tensor) -> Tuple[Tensor, Tensor]:
    return F.logsigmoid(x), torch.nn.functional.logsigmoid(y)
