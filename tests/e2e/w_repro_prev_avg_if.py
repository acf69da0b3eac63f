# >>> inputs
# avg:float32[B,3]
# new:float32[B,3]
# flag:bool[]
# <<<
# >>> sets
# avg = torch.randn(2, 3); new = torch.randn(2, 3); flag = True
# avg = torch.randn(5, 3); new = torch.randn(5, 3); flag = False
# avg = torch.randn(4, 3); new = torch.randn(4, 3); flag = True
# <<<
# Wrong if `prev = avg` then avg written in one branch: prev must follow on that path only.
import torch
from torch import Tensor
from typing import Tuple


def f(avg: Tensor, new: Tensor, flag: bool) -> Tuple[Tensor, Tensor]:
    avg = avg.clone()
    prev = avg
    if flag:
        avg *= 0.9
        avg += 0.1 * new
    return prev, avg - new
