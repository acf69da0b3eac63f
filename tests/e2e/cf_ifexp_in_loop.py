# A conditional expression inside a loop, selecting between two tensor updates.
# >>> inputs
# x:float32[n]
# k:int64[]
# <<<
# >>> sets
# x = torch.tensor([1.0, 2.0]); k = 0
# x = torch.tensor([-1.0, -2.0, 0.5]); k = 1
# x = torch.tensor([-1.0, 5.0]); k = 6
# <<<
import torch
from torch import Tensor


def f(x: Tensor, k: int) -> Tensor:
    for i in range(k):
        x = x - 3.0 if x.sum() > 2.0 else x + float(i)
    return x
