# float scalar arithmetic: a float parameter, math.pi, int()/float() conversions (int() truncates
# toward zero), float // and %, ** with float exponent, mixed int/float.
# >>> inputs
# x:float32[n]
# s:float32[]
# <<<
# >>> sets
# x = torch.randn(3); s = 2.5
# x = torch.randn(2); s = -2.5
# x = torch.randn(4); s = 7.25
# <<<
import torch
import math
from torch import Tensor
from typing import Tuple


def f(x: Tensor, s: float) -> Tuple[Tensor, int, float, float]:
    t = int(s)
    r = s * math.pi / 180.0
    fl = s // 2.0
    md = s % 2.0
    pw = abs(s) ** 0.5
    y = x * r + t + fl - md * pw
    return y, t, float(t) + 0.5, max(fl, md) + min(s, 1.0)
