# y += ... after an if is allowed when the if's output cannot be y's tensor: a clone on that branch, or rebound before the update (near errors/inplace_alias_if_output).
# >>> inputs
# x:float32[3]
# <<<
# >>> sets
# x = torch.tensor([1.0, 2.0, 3.0])
# x = torch.tensor([-1.0, -2.0, 0.5])
# x = torch.tensor([0.0, 0.0, 0.0])
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    y = x * 1.0
    if bool(x.sum() > 0):
        z = y.clone()
    else:
        z = x * 3.0
    y += 1.0
    u = x * 2.0
    if bool(x.sum() > 0):
        w = u
    else:
        w = x * 3.0
    w = w * 2.0
    u += 1.0
    return y, z, u, w
