# Nested ifs three levels deep on tensors and ints.
# >>> inputs
# x:float32[n]
# k:int64[]
# <<<
# >>> sets
# x = torch.tensor([1.0, 2.0]); k = 0
# x = torch.tensor([1.0, 2.0, 3.0]); k = 1
# x = torch.tensor([1.0, 2.0]); k = 2
# x = torch.tensor([-1.0, -2.0]); k = 0
# x = torch.tensor([-1.0, -2.0, 0.5]); k = 5
# x = torch.tensor([-3.0, 1.0, 1.0, 0.5]); k = 3
# <<<
import torch
from torch import Tensor


def f(x: Tensor, k: int) -> Tensor:
    if x.sum() > 0:
        if k > 0:
            if x.max() > 2.5:
                y = x * 3.0
            else:
                y = x * 4.0
        else:
            y = x + 1.0
    else:
        if k > 2:
            if x.min() < -2.5:
                y = x.abs()
            else:
                y = x.relu()
        else:
            y = x - 1.0
    return y
