# A view made on one branch of an if (x.reshape(-1), its shape list made in that branch), then its base written in place after the if: the view is made again on the written base, and its arguments must be made again where they are visible (the shape list was used out of its branch: an invalid graph the IR verifier refused, at -O0 an invalid model; tests/gen seed 90372).
# >>> options
# -O0
# <<<
# >>> inputs
# x:float32[B,3]
# flag:bool[]
# <<<
# >>> sets
# x = torch.randn(2, 3); flag = True
# x = torch.randn(4, 3); flag = False
# x = torch.randn(1, 3); flag = False
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor, flag: bool) -> Tuple[Tensor, Tensor]:
    x = x.clone()
    if flag:
        v = x[0] * 2.0
    else:
        v = x.reshape(-1)
    x.add_(1.0)
    return v, x
