# if / elif / elif / else on tensor conditions of different kinds (all, any, mean).
# >>> inputs
# x:float32[n]
# <<<
# >>> sets
# x = torch.tensor([1.0, 2.0, 3.0])
# x = torch.tensor([-1.0, -2.0, 5.0, -3.0])
# x = torch.tensor([-1.0, -2.0])
# x = torch.tensor([0.0, 0.0, -0.5])
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    if bool((x > 0).all()):
        r = torch.log(x)
    elif (x > 4.0).any():
        r = torch.exp(x - 5.0)
    elif x.mean() < -1.0:
        r = x * x
    else:
        r = x - 1.0
    return r
