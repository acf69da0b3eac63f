# Conditions on an int parameter, including ones that pick different ops.
# >>> inputs
# x:float32[b,3]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); k = -4
# x = torch.randn(3, 3); k = 0
# x = torch.randn(4, 3); k = 2
# x = torch.randn(1, 3); k = 9
# <<<
import torch
from torch import Tensor


def f(x: Tensor, k: int) -> Tensor:
    if k < 0:
        x = -x
    if k == 0:
        y = torch.zeros_like(x)
    elif k <= 3:
        y = x * k
    else:
        y = torch.clamp(x, -0.5, 0.5) + k
    return y
