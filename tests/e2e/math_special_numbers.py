# math.erf, math.erfc and math.lgamma of Python numbers (TorchScript's erf.float, erf.int:
# C's functions in double), float and int arguments: erfc far in the tail (erfc(10) is
# 2.1e-45, not 0 as 1 - erf(10) would give), lgamma at its poles (inf, TorchScript's
# std::lgamma, where Python's math raises), below zero, and large; in a loop over a list.
# >>> inputs
# x:float64[k]
# <<<
# >>> sets
# x = torch.tensor([0.5, -0.25, 10.0, -3.0, 0.0, 30.0], dtype=torch.float64)
# x = torch.tensor([1e-300, -2.5, 171.5, 2.0, 1.0, -1.0], dtype=torch.float64)
# x = torch.tensor([], dtype=torch.float64)
# <<<
import math
from typing import List

import torch
from torch import Tensor


def f(x: Tensor) -> List[float]:
    out: List[float] = []
    vs: List[float] = x.tolist()
    for v in vs:
        out.append(math.erf(v))
        out.append(math.erfc(v))
        out.append(math.lgamma(v))
        n = int(v)
        out.append(math.erfc(n) + math.erf(n) + math.lgamma(n + 0.5))
    return out
