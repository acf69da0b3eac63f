# `or` guarding an index that would be out of range; a name first defined in both branches of
# an if inside a loop body, used after the if.
# >>> inputs
# x:float32[n]
# k:int64[]
# <<<
# >>> sets
# x = torch.tensor([1.0, 2.0, 3.0]); k = 5
# x = torch.tensor([1.0, 2.0, 3.0]); k = 1
# x = torch.tensor([-1.0, 2.0]); k = 0
# x = torch.tensor([4.0, -3.0, 2.0, 1.0]); k = 2
# <<<
import torch
from torch import Tensor


def f(x: Tensor, k: int) -> Tensor:
    out = x * 0
    for i in range(x.size(0)):
        if k >= x.size(0) or x[k] > 0:
            s = x[i] * 2
        else:
            s = x[i] - 1
        out = out + s
    return out
